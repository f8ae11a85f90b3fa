package safety

// Round 74 (tamper): the next sentence that carries out the edit just
// ordered in secret.
//
//   - "Do it without ..." hides the step before it (round 41, round 61).
//     The same order can name the edit with any verb of carrying it out
//     ("make the edit", "apply the change", "push these updates",
//     "commit the rewrite") and then hide it ("without listing it",
//     "quietly"): whatever the verb, a sentence whose object is the edit
//     itself and whose manner is secrecy hides the edit of the sentence
//     before, as "do it quietly" does. The stealth words still have to
//     follow (stealthThis only lets the next sentence be read), and a
//     sentence that makes the edit openly ("make the edit and note it in
//     the changelog") has none.
func init() {
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_]*(?:[-+]\s+|\d+[.)]\s+)?(?:and\s+|then\s+|also\s+)?(?:make|apply|carry\s+out|perform|commit|push|ship|land|merge|save|do)\s+(?:the|this|that|these|those|your|both|all\s+(?:the\s+)?)\s*(?:[\w-]+\s+)?(?:edits?|changes?|updates?|rewrites?|replacements?|swaps?|tweaks?|modifications?|substitutions?|amendments?)\s+(?:quietly|silently|secretly|discreetly|without\b))`)
}

// Round 74 (tamper): the permission-skip key with words between "skip"
// and what it skips.
//
//   - skipGrant43 reads "skipPermissions" and "skipAllPermissionChecks".
//     A key may name the mode or the tool whose prompt it skips between
//     the two ("skip<Dangerous Mode>PermissionPrompt",
//     "skip_<bash_tool>_approval_dialog"): whatever qualifies it, a key
//     that says it skips a permission, approval or confirmation prompt,
//     set true in the agent harness's settings file, lets tools run with
//     nobody asked. At most three words sit between, and the key still
//     has to end on the permission (and its prompt); "skipReleaseNotes-
//     Prompt" skips no permission and is not read.
func init() {
	skipGrant43 = lazyRegexp(skipGrant43.String() + `|(?i:["']?\b(?:dangerously[_-]?)?skip[_-]?(?:[a-z]+[_-]?){1,3}?(?:permissions?|approvals?|confirmations?)[_-]?(?:checks?|prompts?|dialogs?|gates?|requests?|warnings?)?["']?\s*[:=]\s*["']?(?:true|on|1|yes)\b)`)
}
