package safety

// Round 75 (tamper): quiet tampering in languages whose verbs of change
// and words of secrecy the action lexicons did not hold, and the places
// such an order names.
//
//   - The action rule's quiet tampering (actions.go) reads a place that
//     steers the agent, a verb of changing it and a word of secrecy, in
//     any language that has the words. Central Kurdish (Sorani) had the
//     secrecy but no verb of changing; Albanian lacked "keep it secret";
//     Hawaiian and Samoan had neither. The principle is unchanged: a
//     change to the harness, a skill or the agent's policy, kept from the
//     user, whatever the language says it in.
func init() {
	// Sorani: the imperatives of change, edit, add, delete, remove and
	// disable (with and without the object pronoun "ی").
	registerActionLexicon("ckb+r75-tamper", actionLex{
		editVerb: []string{"بگۆڕە", "بگۆڕن", "بیگۆڕە", "بیگۆڕن", "دەستکاری بکە", "دەستکاریی بکە", "دەستکاری بکەن", "زیاد بکە", "زیادی بکە", "بسڕەوە", "بسڕنەوە", "بیسڕەوە", "لاببە", "لایببە", "لابەرە", "ناچالاک بکە", "بنووسە", "بینووسە"},
		stealth:  []string{"بە نهێنی", "بەبێ ئەوەی بە بەکارهێنەر بڵێیت", "بەبێ ئاگاداری بەکارهێنەر"},
	})
	// Albanian: "keep it secret" (to one or to many), "without telling".
	registerActionLexicon("sq+r75-tamper", actionLex{
		stealth: []string{"mbani të fshehtë", "mbani te fshehte", "mbaje të fshehtë", "mbaje te fshehte", "mbajeni të fshehtë", "mbajeni te fshehte", "pa i treguar", "pa e ditur askush", "në fshehtësi", "ne fshehtesi"},
	})
	// Hawaiian: "mai haʻi" (do not tell), "ma ka huna" (in secret),
	// "me ka ʻike ʻole" (without knowing); change, edit, add, delete.
	// The ʻokina is typed as ʻ, as an apostrophe, or left out.
	registerActionLexicon("haw+r75-tamper", actionLex{
		stealth:  []string{"mai haʻi", "mai ha'i", "mai hai aku", "ma ka huna", "me ka ʻike ʻole", "me ka 'ike 'ole", "ʻaʻole e haʻi"},
		editVerb: []string{"hoʻololi", "ho'ololi", "hoololi", "hoʻoponopono", "ho'oponopono", "hoʻohui", "ho'ohui", "holoi", "kākau hou", "kakau hou"},
	})
	// Samoan: "aua le taʻu atu" (do not tell), "faalilolilo" (secretly);
	// renew/update, change, add, erase, remove.
	registerActionLexicon("sm+r75-tamper", actionLex{
		stealth:  []string{"aua le ta'u", "aua le taʻu", "aua le tau atu", "aua e te ta'u", "aua e te taʻu", "fa'alilolilo", "faʻalilolilo", "faalilolilo", "ma le le iloa"},
		editVerb: []string{"fa'afou", "faʻafou", "faafou", "suia", "fa'aopoopo", "faʻaopoopo", "faaopoopo", "soloi", "aveese", "ave'ese", "aveʻese", "toe tusi"},
	})
	actionTargets50 = append(actionTargets50,
		// The agent's own policy or permission file, in its dot-folder
		// (.agent/policy.yaml, .agents/permissions.json): the list of
		// what the agent may run without asking.
		targetKind{RuleTamperHarness, lazyRegexp(`(?i)\.agents?/(?:[\w.-]+/)?(?:polic(?:y|ies)|permissions?|allow\w*|approvals?|settings|guardrails?)[\w.-]*\.(?:ya?ml|json|toml)\b`), nil, "the agent's policy or permission file"},
		// Another skill named by its quoted name beside the loanword
		// "skill" (le skill "x", skill «x»): another skill's file.
		targetKind{RuleTamperSkills, lazyRegexp(`(?i)\bskills?\s+["“«\x60'][\w.-]{2,40}["”»\x60']|["“«\x60][\w.-]{2,40}["”»\x60]\s+skill`), nil, "another skill"},
	)
}

// Round 75 (tamper): the hiding purpose said with any act as subject, or
// with the cut itself as the object not seen.
//
//   - checkHiddenPurpose43 reads an ordered cut of a record of activity
//     followed by its purpose: that the activity is not seen. Round 48
//     read "so the changes don't show up" for a closed list of nouns; the
//     act can be any ("so the deploy / the rollout / the migration does
//     not show up in the audit logs"): when the purpose names the record
//     it stays out of, the subject need not be a word for activity.
//   - The watchers' variant ("so reviewers don't see the activity") with
//     a pronoun for what was cut ("delete those entries ... so reviewers
//     don't see them"): the pronoun points back at the cut records, which
//     the check already requires before the purpose.
func init() {
	hidePurpose43 = lazyRegexp(hidePurpose43.String() +
		`|(?i:\bso\s+(?:that\s+)?(?:(?:the|this|that|these|those|my|our|its|your|any|each|every|today'?s)\s+)?(?:[\w'-]+\s+){0,2}(?:doesn'?t|does\s+not|don'?t|do\s+not|won'?t|will\s+not|never|can'?t|cannot)\s+(?:(?:shows?|turns?|comes?)\s+up|appears?|gets?\s+(?:recorded|logged|written))\s+(?:in|on)\s+(?:the\s+|any\s+|its\s+|our\s+|their\s+)?(?:[\w-]+\s+)?(?:audit\w*|logs?|history|journal\w*|records?|trails?)\b)` +
		`|(?i:\bso\s+(?:that\s+)?(?:the\s+)?(?:team|reviewers?|auditors?|admins?|user|owners?|security(?:\s+team)?|managers?|nobody|no\s+one|they)\s+(?:never|can'?t|cannot|won'?t|will\s+not|doesn'?t|does\s+not|don'?t|do\s+not)\s+(?:see|sees|notice|notices|review|reviews|find|spot|trace|read)\s+(?:them|it|those|these)(?:\s*(?:[.;,!)|]|$)))`)
}
