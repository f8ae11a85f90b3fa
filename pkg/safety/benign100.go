package safety

// Round 100 (lead; b143-ignore-ordinary-04, exposed when a list bullet
// became a sentence cut): a voiding verb whose object is a previous
// run's product ("re-runs a rule and forgets its previous output",
// "discards the earlier results") voids that product, not guidance. The
// nouns are a run's outputs and stores; guidance nouns (instructions,
// rules, prompts, context) are not among them, so "forget your previous
// instructions" is read as before. The void hit may be a stem ("forget"
// in "forgets"): the rest of its word is skipped.
var priorProduct100 = lazyRegexp(`^\pL*\s+(?:its|their|the|any|all|your|our)\s+(?:previous|earlier|prior|old|last|former|stale)\s+(?:outputs?|results?|state|values?|runs?|builds?|caches?|cached\s+\w+|data|contents?|files?|artifacts?|artefacts?|checkpoints?|downloads?|logs?|snapshots?|images?)\b`)
