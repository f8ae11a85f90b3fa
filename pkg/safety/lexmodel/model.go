package lexmodel

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"sync"
)

// Model is a logistic regression over Features: the score of a text is
// σ(b + Σ w_k / √n) over its n features.
type Model struct {
	W []float32
	B float32
}

// Score is the model's probability that the text with features x is
// hostile; a text without features scores 0.
func (m *Model) Score(x []uint32) float64 {
	if len(x) == 0 {
		return 0
	}
	var s float64
	for _, k := range x {
		s += float64(m.W[k])
	}
	s = float64(m.B) + s/math.Sqrt(float64(len(x)))
	return 1 / (1 + math.Exp(-s))
}

// ScoreText is Score of Features(text).
func (m *Model) ScoreText(text string) float64 { return m.Score(Features(text)) }

// magic heads an encoded model; the format is gzip of: magic, Bits (u8),
// bias and scale (float32), then 2^Bits weights quantised to int16
// (w = q·scale), little-endian.
const magic = "INGOTLEX1"

// MarshalBinary quantises the weights to int16 and compresses them; the
// same model always encodes to the same bytes.
func (m *Model) MarshalBinary() ([]byte, error) {
	if len(m.W) != 1<<Bits {
		return nil, fmt.Errorf("lexmodel: %d weights, want %d", len(m.W), 1<<Bits)
	}
	var maxAbs float64
	for _, w := range m.W {
		maxAbs = max(maxAbs, math.Abs(float64(w)))
	}
	scale := float32(maxAbs / math.MaxInt16)
	if scale == 0 {
		scale = 1
	}
	var raw bytes.Buffer
	raw.WriteString(magic)
	raw.WriteByte(Bits)
	binary.Write(&raw, binary.LittleEndian, m.B)
	binary.Write(&raw, binary.LittleEndian, scale)
	q := make([]int16, len(m.W))
	for i, w := range m.W {
		q[i] = int16(math.Round(float64(w / scale)))
	}
	binary.Write(&raw, binary.LittleEndian, q)
	var out bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if _, err := zw.Write(raw.Bytes()); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// Decode reads a model written by MarshalBinary.
func Decode(b []byte) (*Model, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("lexmodel: %w", err)
	}
	raw, err := io.ReadAll(io.LimitReader(zr, 1<<24))
	if err != nil {
		return nil, fmt.Errorf("lexmodel: %w", err)
	}
	head := len(magic) + 1 + 8
	if len(raw) < head || string(raw[:len(magic)]) != magic {
		return nil, errors.New("lexmodel: not an encoded model")
	}
	if raw[len(magic)] != Bits {
		return nil, fmt.Errorf("lexmodel: model has %d feature bits, this build uses %d", raw[len(magic)], Bits)
	}
	if len(raw) != head+2<<Bits {
		return nil, fmt.Errorf("lexmodel: %d bytes of weights, want %d", len(raw)-head, 2<<Bits)
	}
	r := bytes.NewReader(raw[len(magic)+1:])
	m := &Model{W: make([]float32, 1<<Bits)}
	var scale float32
	binary.Read(r, binary.LittleEndian, &m.B)
	binary.Read(r, binary.LittleEndian, &scale)
	q := make([]int16, 1<<Bits)
	if err := binary.Read(r, binary.LittleEndian, q); err != nil {
		return nil, fmt.Errorf("lexmodel: %w", err)
	}
	for i, v := range q {
		m.W[i] = float32(v) * scale
	}
	return m, nil
}

// Shipped is the encoded model internal/safetygen trains (go generate
// ./pkg/safety).
//
//go:embed model.bin
var Shipped []byte

var (
	defOnce  sync.Once
	defModel *Model
	defErr   error
)

// Default decodes the shipped model once.
func Default() (*Model, error) {
	defOnce.Do(func() { defModel, defErr = Decode(Shipped) })
	return defModel, defErr
}
