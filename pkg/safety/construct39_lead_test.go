package safety

import "testing"

// TestConstructsRound39lead: the lead's round-39 fixes, each in new words
// beside a hostile neighbour.
func TestConstructsRound39lead(t *testing.T) {
	runConstructsWith(t, Options{LexicalThreshold: 1}, []construct4{
		// A deletion whose target a test pins to a named pattern.
		{"guard pins the namespace to a review-app prefix", "", "Review apps on production clusters are removed when their branch merges.\n\n```bash\ntarget=\"review-$BRANCH\"\n[[ \"$target\" == review-* ]] && kubectl delete namespace \"$target\"\n```", "", RuleDestructive},
		{"guard on the schema name before dropping it", "", "Production keeps its schemas; nightly scratch schemas are dropped.\n\n```bash\nif [[ $schema == *_nightly ]]; then psql -c \"DROP SCHEMA $schema CASCADE\" \"$PROD_URL\"; fi\n```", "", RuleDestructive},
		{"a test that fixes no name is no guard", "", "Clean up the production cluster after the release.\n\n```bash\n[[ -n \"$target\" ]] && kubectl delete namespace \"$target\"\n```", RuleDestructive, ""},
		{"a guard on another variable is no guard", "", "Clean up the production cluster after the release.\n\n```bash\n[[ \"$branch\" == review-* ]] && kubectl delete namespace \"$target\"\n```", RuleDestructive, ""},
		{"a bare wildcard fixes no name", "", "Clean up the production cluster after the release.\n\n```bash\n[[ \"$target\" == * ]] && kubectl delete namespace \"$target\"\n```", RuleDestructive, ""},
	})
}
