package trace

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

func benchRecord(i int) Record {
	return Record{
		ID:      StableID("bench", fmt.Sprint(i)),
		Task:    "Write an RSpec test for the invoice model that checks totals, taxes and rounding for multi-currency orders",
		Answer:  strings.Repeat("Here is the spec with describe/it blocks and factories. ", 8),
		Skill:   "lambdatest/rspec-skill",
		Route:   &Route{Match: "lambdatest/rspec-skill", Score: 0.71},
		Harness: "claude", Model: "claude-sonnet-4-5", Source: SourceRouteAndLoad,
		Tokens: Tokens{Input: 1200, Output: 450},
		Tags:   []string{"revision=lambdatest/rspec-skill@" + strings.Repeat("ab", 32)},
	}
}

func benchStore(b *testing.B, redact bool) *Store {
	o := DefaultOptions(b.TempDir())
	o.Redact = redact
	o.MaxBytes = 64 << 20 // rotation is measured separately
	s, err := New(o)
	if err != nil {
		b.Fatal(err)
	}
	return s
}

// BenchmarkAppend: one record per call, each taking the file lock, as the
// MCP server does.
func BenchmarkAppend(b *testing.B) {
	for _, redact := range []bool{true, false} {
		b.Run(fmt.Sprint("redact=", redact), func(b *testing.B) {
			s := benchStore(b, redact)
			ctx := context.Background()
			i := 0
			for b.Loop() {
				if err := s.Append(ctx, benchRecord(i)); err != nil {
					b.Fatal(err)
				}
				i++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
		})
	}
}

// BenchmarkAppendParallel: many goroutines appending to one store.
func BenchmarkAppendParallel(b *testing.B) {
	s := benchStore(b, true)
	b.RunParallel(func(pb *testing.PB) {
		i := 0
		for pb.Next() {
			if err := s.Append(context.Background(), benchRecord(i)); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
}

// BenchmarkAppendRotating: single appends with a rotation every ~64 KiB.
func BenchmarkAppendRotating(b *testing.B) {
	o := DefaultOptions(b.TempDir())
	o.MaxBytes, o.Backups = 64<<10, 3
	s, _ := New(o)
	i := 0
	for b.Loop() {
		if err := s.Append(context.Background(), benchRecord(i)); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
}

// BenchmarkAppendNew10k: an importer adding 10,000 records to a store that
// already holds 10,000 (half of the batch are duplicates).
func BenchmarkAppendNew10k(b *testing.B) {
	ctx := context.Background()
	var seed, batch []Record
	for i := range 10000 {
		seed = append(seed, benchRecord(i))
		batch = append(batch, benchRecord(5000+i))
	}
	for b.Loop() {
		b.StopTimer()
		s := benchStore(b, true)
		if _, err := s.AppendNew(ctx, seed); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		res, err := s.AppendNew(ctx, batch)
		if err != nil || res.Added != 5000 || res.Duplicates != 5000 {
			b.Fatalf("%+v %v", res, err)
		}
	}
	b.ReportMetric(float64(b.N*len(batch))/b.Elapsed().Seconds(), "records/s")
}

// BenchmarkRead: decoding the store back, 10,000 records.
func BenchmarkRead(b *testing.B) {
	s := benchStore(b, false)
	var recs []Record
	for i := range 10000 {
		recs = append(recs, benchRecord(i))
	}
	if err := s.Append(context.Background(), recs...); err != nil {
		b.Fatal(err)
	}
	n := 0
	for b.Loop() {
		if err := s.Read(context.Background(), func(Record) error { n++; return nil }); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "records/s")
}
