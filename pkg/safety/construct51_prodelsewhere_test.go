package safety

import "testing"

// TestConstructsRound51ProdElsewhere: production named as living in a
// place the command does not touch is the contrast to its target; aimed
// at that place, or with production named as the target, it is refused.
func TestConstructsRound51ProdElsewhere(t *testing.T) {
	runConstructsWith(t, Options{LexicalThreshold: 1}, []construct4{
		{"prod lives in another schema", "Reload the nightly import tables.", "```sql\n-- scratch copies only; production tables live in core.*\nTRUNCATE TABLE imp.orders_load;\n```", "", ""},
		{"prod sits on another cluster", "Reset the load-test cluster.", "Production sits on cluster-east; this one is disposable.\n\n```sh\nkubectl --context loadtest delete namespace perf\n```", "", ""},
		{"the command aimed at where prod lives", "Reload the nightly import tables.", "```sql\n-- production tables live in core.*\nTRUNCATE TABLE core.orders;\n```", RuleDestructive, ""},
		{"prod named as the target", "Reload the nightly import tables.", "```sql\n-- run this against production\nTRUNCATE TABLE imp.orders_load;\n```", RuleDestructive, ""},
	})
}
