// Package change is the only code that writes live skills: it fills review
// slots with proposals, and approves, rejects and rolls back changes under
// an exclusive cross-process lock, with snapshots, a hash-chained audit
// trail and crash recovery (DESIGN §5).
//
// # Stores (under the Ingot home)
//
//	runs/pending/<key>.json                 one review slot per skill
//	runs/pending/<key>.displaced-<ts>.json  a slot displaced by another pass (never deleted)
//	runs/evidence/<key>/<ts>/               evidence.json + EVIDENCE.md (pkg/evidence)
//	runs/evidence/<key>/sha256-<16 hex>/    a bundle copied in from elsewhere, named by its content
//	runs/revisions/<key>/<rev>/             snapshot of every displaced revision
//	runs/revisions/<key>/<rev>.manifest     its manifest (and that of every approved revision),
//	                                        so verify can name a changed file
//	runs/revisions/<key>/.snapshots.json    snapshot index: order and time (best effort)
//	runs/approval-audit.jsonl               audit trail, one record per line, hash-chained
//	runs/approval-audit.head                line count and hash of the last audit line
//	runs/.lock                              flock(2) lock; records host, PID, time, action
//	runs/.change-intent.json                write-ahead intent of a swap in flight
//
// <key> is the skill id with "/" replaced by "__" (evidence.SkillKey), so
// "anthropics/pdf" has the slot runs/pending/anthropics__pdf.json. runs/ is
// mode 0700 and the audit file 0600.
//
// # A change, step by step
//
// Approve and rollback take the lock, run recovery, check the proposal
// (gate, freshness) or the snapshot (it must hash to its name), snapshot
// the live revision, copy the new content to a dot-named stage beside the
// live folder (".<name>.<rand>.stage") and check it hashes to the revision
// the evidence names. Only then do they write the intent file and swap with
// two renames: live → ".<name>.<rand>.previous", stage → live, fsyncing the
// parent folder. Then they remove the previous copy, clear the slot, append
// the audit record and remove the intent.
//
// A crash at any instant leaves either the old or the new revision live,
// or a state Recover completes: without an intent, leftovers from before
// the swap are removed; with one, a stage that already verified is rolled
// forward (the swap completes), and the slot and audit steps are finished.
// Every mutating call runs recovery first, under the lock.
//
// # Verdicts are computed, never declared
//
// Propose, List, Show and Approve recompute a proposal's gate verdict from
// its evidence's raw measurements (gate_input) with pkg/gate under the
// settings in force (Options.Gate); a stored verdict that claims more is
// refused (ErrVerdict). A change nothing measured (a create_skill
// proposal, a hand edit from ProposeDir, a bundle without gate_input) is
// UNMEASURED: ApproveWith needs ApproveOptions.Unmeasured, and the audit
// record keeps "unmeasured": true.
//
// # Drift
//
// The last approved revision of a skill is its newest approve, rollback
// or adopt audit record; Verify reports every live skill that differs
// from it (a hand edit outside change control), naming the files, and
// Adopt records the present revision as approved.
//
// Verify walks the stores and reports typed Findings through a callback,
// like restic's check: the command picks wording, JSON and exit code. It
// writes nothing, and on a read-only home it runs without the lock.
package change
