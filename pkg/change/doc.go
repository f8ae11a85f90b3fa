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
//	runs/revisions/<key>/<rev>/             snapshot of every displaced revision
//	runs/revisions/<key>/<rev>.manifest     its manifest, so verify can name a changed file
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
// Verify walks the stores and reports typed Findings through a callback,
// like restic's check: the command picks wording, JSON and exit code.
package change
