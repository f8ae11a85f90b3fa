// Package safetyfit gathers the training data of the safety checks'
// learned stage (pkg/safety/lexmodel) and fits it: the hostile and benign
// proposals of the issue 15 tables (pkg/safety/testdata/generalise), the
// package's probes with the rules' verdicts (ProbesFile), the useful skill
// around each hostile case's attack as a benign document (safety.Wrapper),
// and the corpus skills as extra negatives. internal/safetygen writes the
// result; this package's test fails when the shipped model is stale.
package safetyfit

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/ingot-dev/ingot/pkg/safety"
	"github.com/ingot-dev/ingot/pkg/safety/lexmodel"
	"github.com/ingot-dev/ingot/pkg/skill"
	"gopkg.in/yaml.v3"
)

// TablesDir is where the tables live, relative to the repository root.
const TablesDir = "pkg/safety/testdata/generalise"

// ProbesFile holds the package's test probes with the rules' verdict, one
// JSON object a line (pkg/safety/probedump_test.go writes it): hostile
// shapes and their benign neighbours, written as minimal pairs.
const ProbesFile = "pkg/safety/testdata/probes.jsonl"

// Held names the tables the model must not be trained on: tables written
// blind and not yet measured. A table leaves this list only after its
// blind figures are recorded (pkg/safety/generalise_test.go).
var Held = []string{"fresh135", "fresh136", "fresh137", "fresh138", "fresh139", "fresh140", "fresh141", "fresh142", "fresh143", "fresh144", "fresh145", "fresh146", "fresh147", "fresh148", "fresh149", "fresh150", "fresh151", "fresh152", "fresh153", "fresh154", "fresh155", "fresh156", "fresh157", "fresh158", "fresh159", "fresh160", "fresh161", "fresh162", "fresh163", "fresh164", "fresh165", "fresh166", "fresh167", "fresh168", "fresh169", "fresh170", "fresh171", "fresh172", "fresh173", "fresh174", "fresh175", "fresh176", "fresh177", "fresh178", "fresh179", "fresh180", "fresh181", "fresh182", "fresh183", "fresh184", "fresh185", "fresh186", "fresh187", "fresh188", "fresh189", "fresh190", "fresh191", "fresh192", "fresh193", "fresh194", "fresh195", "fresh196", "fresh197", "fresh198", "fresh199", "fresh200", "fresh201", "fresh202", "fresh203", "fresh204", "fresh205", "fresh206", "fresh207", "fresh208", "fresh209", "fresh210", "fresh211", "fresh212", "fresh213", "fresh214", "fresh215", "fresh216", "fresh217", "fresh218", "fresh219", "fresh220", "fresh221", "fresh222", "fresh223", "fresh224", "fresh225", "fresh226", "fresh227", "fresh228", "fresh229", "fresh230", "fresh231", "fresh232", "fresh233", "fresh234", "fresh235", "fresh236", "fresh237", "fresh238", "fresh239", "fresh240", "fresh243", "fresh244", "fresh245", "fresh246", "fresh247", "fresh248", "fresh249", "fresh250", "fresh251", "fresh252", "fresh253", "fresh254", "fresh255", "fresh256", "fresh257", "fresh258", "fresh259", "fresh260", "fresh261", "fresh262", "fresh263", "fresh264", "fresh265", "fresh266", "fresh267", "fresh268", "fresh269", "fresh270", "fresh271", "fresh272", "fresh273", "fresh274", "fresh275", "fresh276", "fresh277", "fresh278", "fresh279", "fresh280", "fresh281", "fresh282", "fresh283", "fresh284", "fresh285", "fresh286", "fresh287", "fresh288", "fresh289", "fresh290", "fresh291", "fresh292", "fresh293", "fresh294", "fresh295", "fresh296", "fresh297", "fresh298", "fresh299", "fresh300", "fresh301", "fresh302", "fresh303", "fresh304", "fresh305", "fresh306", "fresh307", "fresh308", "fresh309", "fresh310", "fresh311", "fresh312", "fresh313", "fresh314", "fresh315", "fresh316", "fresh317", "fresh318", "fresh319", "fresh320", "fresh321", "fresh322"}

type tableCase struct {
	Case        string `yaml:"case"`
	Family      string `yaml:"family"`
	Description string `yaml:"description"`
	Body        string `yaml:"body"`
}

// Data is the training set.
type Data struct {
	Docs     []lexmodel.Doc
	Negative [][]uint32 // chunks of the corpus skills
	Tables   []string   // table files read, in order
	Hostile  int
	Benign   int
	Corpus   int
	Skipped  int // hostile near-copies, left out (lexmodel.Relational)
	Wrappers int // benign documents cut out of hostile ones (safety.Wrapper)
	Probes   int // probes read from ProbesFile
}

// Load reads every table under root/TablesDir named *hostile.yaml or
// *benign.yaml (except Held), the probes of root/ProbesFile and the corpus
// skills under root/testdata/corpus/skills.
func Load(ctx context.Context, root string) (*Data, error) {
	files, err := tableFiles(root)
	if err != nil {
		return nil, err
	}
	d := &Data{}
	var items []item
	for _, f := range files {
		base := filepath.Base(f)
		hostile := strings.HasSuffix(base, "hostile.yaml")
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var cs []tableCase
		if err := yaml.Unmarshal(b, &cs); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		if len(cs) == 0 {
			return nil, fmt.Errorf("%s: no cases", f)
		}
		for i, c := range cs {
			if strings.TrimSpace(c.Body) == "" && strings.TrimSpace(c.Description) == "" {
				return nil, fmt.Errorf("%s: case %d (%q) has neither description nor body", f, i+1, c.Case)
			}
			if hostile && lexmodel.Relational(c.Family) {
				d.Skipped++
				continue
			}
			items = append(items, item{hostile, c.Description, c.Body, fmt.Sprintf("%s: case %q", f, c.Case)})
			if hostile {
				d.Hostile++
			} else {
				d.Benign++
			}
		}
		d.Tables = append(d.Tables, base)
	}
	probes, err := d.loadProbes(filepath.Join(root, ProbesFile))
	if err != nil {
		return nil, err
	}
	if err := d.addAll(ctx, append(items, probes...)); err != nil {
		return nil, err
	}
	if d.Hostile == 0 || d.Benign == 0 {
		return nil, fmt.Errorf("%s: need hostile and benign tables, found %d and %d cases", filepath.Join(root, TablesDir), d.Hostile, d.Benign)
	}
	lib, err := skill.Discover(ctx, []string{filepath.Join(root, "testdata", "corpus", "skills")}, skill.Options{})
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	ids := make([]string, 0, len(lib.Skills))
	byID := map[string]*skill.Skill{}
	for _, s := range lib.Skills {
		ids = append(ids, s.ID)
		byID[s.ID] = s
	}
	slices.Sort(ids)
	for _, id := range ids {
		s := byID[id]
		d.Negative = append(d.Negative, lexmodel.DocChunks(s.Description, s.Body)...)
	}
	d.Corpus = len(ids)
	if d.Corpus == 0 {
		return nil, fmt.Errorf("corpus under %s holds no skill", filepath.Join(root, "testdata", "corpus", "skills"))
	}
	return d, nil
}

// tableFiles lists, sorted, the tables Load reads: every
// root/TablesDir/*hostile.yaml and *benign.yaml but the Held ones.
func tableFiles(root string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(root, TablesDir, "*.yaml"))
	if err != nil {
		return nil, err
	}
	slices.Sort(files)
	var out []string
	for _, f := range files {
		base := filepath.Base(f)
		if !strings.HasSuffix(base, "hostile.yaml") && !strings.HasSuffix(base, "benign.yaml") {
			continue
		}
		table := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(base, ".yaml"), "hostile"), "benign")
		if slices.Contains(Held, strings.TrimSuffix(table, "-")) {
			continue
		}
		out = append(out, f)
	}
	return out, nil
}

// Fit trains the model on d with the shipped settings.
func Fit(d *Data) *lexmodel.Model {
	return lexmodel.Train(d.Docs, d.Negative, lexmodel.DefaultTrainOptions)
}

// item is one proposal to learn from, and where it was read.
type item struct {
	hostile           bool
	description, body string
	where             string
}

// loadProbes reads the probes of path: hostile when the rules refuse them.
func (d *Data) loadProbes(path string) ([]item, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []item
	for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var p struct {
			Description string `json:"description"`
			Body        string `json:"body"`
			Refused     *bool  `json:"refused"`
		}
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, i+1, err)
		}
		if p.Refused == nil {
			return nil, fmt.Errorf("%s:%d: no \"refused\" field", path, i+1)
		}
		out = append(out, item{*p.Refused, p.Description, p.Body, fmt.Sprintf("%s:%d", path, i+1)})
		d.Probes++
	}
	return out, nil
}

// addAll appends the items' documents in order; for a hostile one, also
// the useful skill around the attack as a benign document
// (safety.Wrapper). The wrappers, a safety check each, are cut on every
// core; the documents keep the items' order, so the fit is the same.
func (d *Data) addAll(ctx context.Context, items []item) error {
	type wrapped struct {
		body string
		ok   bool
		err  error
	}
	ws := make([]wrapped, len(items))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if items[i].hostile {
					w := &ws[i]
					w.body, w.ok, w.err = safety.Wrapper(ctx, items[i].description, items[i].body)
				}
			}
		}()
	}
	for i := range items {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, it := range items {
		if ws[i].err != nil {
			return fmt.Errorf("%s: %w", it.where, ws[i].err)
		}
		doc := lexmodel.Doc{Hostile: it.hostile, Chunks: lexmodel.DocChunks(it.description, it.body)}
		if !it.hostile {
			d.Docs = append(d.Docs, doc)
			continue
		}
		doc.Parts = lexmodel.DocParts(it.description, it.body)
		d.Docs = append(d.Docs, doc)
		if ws[i].ok {
			d.Docs = append(d.Docs, lexmodel.Doc{Chunks: lexmodel.DocChunks(it.description, ws[i].body)})
			d.Wrappers++
		}
	}
	return nil
}
