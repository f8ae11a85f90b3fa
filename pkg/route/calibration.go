package route

import "math"

// Calibration is how well the band score of the top candidate predicts
// that it is the right skill: cases are binned by score (ten bins of
// width 0.1), and each bin compares its mean score with the share of its
// cases whose top skill is the expected one (a negative's never is). For
// a calibrated match probability the two agree; for the raw-score band
// they need not.
type Calibration struct {
	Bins []CalibrationBin `json:"bins"`
	// Brier is the mean squared error of the score as a probability.
	Brier float64 `json:"brier"`
	// ECE is the expected calibration error: the case-weighted mean of
	// |mean score − observed rate| over the bins.
	ECE   float64 `json:"ece"`
	Cases int     `json:"cases"`
}

// CalibrationBin is one score interval [Lo, Hi).
type CalibrationBin struct {
	Lo       float64 `json:"lo"`
	Hi       float64 `json:"hi"`
	Cases    int     `json:"cases"`
	MeanProb float64 `json:"mean_score"`
	Observed float64 `json:"observed"` // share of cases whose top skill is right
}

// CalibrationOf bins outcomes by their score (cases with nothing ranked
// are left out).
func CalibrationOf(outs []Outcome) Calibration {
	const nb = 10
	c := Calibration{Bins: make([]CalibrationBin, nb)}
	for b := range c.Bins {
		c.Bins[b].Lo, c.Bins[b].Hi = float64(b)/nb, float64(b+1)/nb
	}
	for _, o := range outs {
		if len(o.Ranked) == 0 {
			continue
		}
		p := min(max(o.Score, 0), 1)
		y := 0.0
		if o.Expected != "" && o.Ranked[0] == o.Expected {
			y = 1
		}
		b := min(int(p*nb), nb-1)
		c.Bins[b].Cases++
		c.Bins[b].MeanProb += p
		c.Bins[b].Observed += y
		c.Brier += (p - y) * (p - y)
		c.Cases++
	}
	if c.Cases == 0 {
		return c
	}
	for b := range c.Bins {
		bn := &c.Bins[b]
		if bn.Cases == 0 {
			continue
		}
		bn.MeanProb /= float64(bn.Cases)
		bn.Observed /= float64(bn.Cases)
		c.ECE += float64(bn.Cases) * math.Abs(bn.MeanProb-bn.Observed)
	}
	c.ECE /= float64(c.Cases)
	c.Brier /= float64(c.Cases)
	return c
}
