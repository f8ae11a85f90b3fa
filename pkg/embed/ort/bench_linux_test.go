//go:build ort && linux

package ort

import (
	"context"
	"runtime"
	"slices"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// BenchmarkQueryCPUBGESmallShape measures the work per query rather than
// the wall time: with one intra-op thread ONNX Runtime computes on the
// calling goroutine's thread, whose CPU time other processes on the machine
// barely change. cpu_p50_ms is then about the single-thread latency of an
// idle machine.
func BenchmarkQueryCPUBGESmallShape(b *testing.B)            { benchQueryCPU(b, quantFloat) }
func BenchmarkQueryCPUBGESmallShapeInt8(b *testing.B)        { benchQueryCPU(b, quantInt8) }
func BenchmarkQueryCPUBGESmallShapeInt8CLSOnly(b *testing.B) { benchQueryCPU(b, quantInt8CLS) }

func benchQueryCPU(b *testing.B, q quant) {
	lib := requireTools(b)
	tasks := routingTasks(b)
	e, err := testRuntime(lib).Open(context.Background(), bgeShapedModel(b, benchOpset, q), Options{IntraOpThreads: 1})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	threadCPU := func() time.Duration {
		var ru unix.Rusage
		if err := unix.Getrusage(unix.RUSAGE_THREAD, &ru); err != nil {
			b.Fatal(err)
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	var cpu []time.Duration
	for b.Loop() {
		for _, s := range tasks {
			c0 := threadCPU()
			if _, err := e.Embed(context.Background(), []string{s}); err != nil {
				b.Fatal(err)
			}
			cpu = append(cpu, threadCPU()-c0)
		}
	}
	slices.Sort(cpu)
	b.ReportMetric(ms(percentile(cpu, 0.50)), "cpu_p50_ms")
	b.ReportMetric(ms(percentile(cpu, 0.99)), "cpu_p99_ms")
}
