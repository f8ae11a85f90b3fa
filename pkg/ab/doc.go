// Package ab measures a challenger skill against the live champion on the
// held-out tasks of its eval set, under the serving contract (pkg/serving),
// and turns the measurement into an evidence bundle whose verdict the one
// gate function computes (pkg/gate).
//
// Run answers every holdout task with the agent model once per repeat for
// each side, runs a task's execution check (when it has one) and judges
// each answer against the task's rubric and reference. A broken fixture
// or a judge that gives no usable verdict makes the case inconclusive,
// never a failure. Champion results are cached by (served context, task,
// models, judge, contract version, repeat), so a second challenger costs
// only its own side. Every LLM exchange of a run is recorded in the
// bundle (llm.Options.RecordDir), so Replay re-runs the comparison
// offline and reproduces the verdict with zero requests.
//
// The run stops cleanly at the spend cap (INGOT_MAX_RUN_USD, reserved
// before each request): the cases finished are kept and the evidence is
// marked incomplete, which the gate never lets through. Any other failed
// request (an endpoint refusing or timing out) fails the run: no bundle.
package ab
