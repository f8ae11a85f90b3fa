package trace

import "testing"

// TestRedactRound101: a 0x private key under a PK/SK-style name, beside
// hashes and primary keys left as they are.
func TestRedactRound101(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{"SIGNER_PK=0x3c9e1a77b04d5f2e8a6c1d9b7e3f5a2c4d8e6b1a9f7c3e5d2b4a6c8e1f3d5b7a", "0x3c9e1a77b04d5f2e8a6c1d9b7e3f5a2c4d8e6b1a9f7c3e5d2b4a6c8e1f3d5b7a"},
		{`relayer.sk: "0x5d2b4a6c8e1f3d5b7a93c9e1a77b04d5f2e8a6c1d9b7e3f5a2c4d8e6b1a9f7c3"`, "0x5d2b4a6c8e1f3d5b7a93c9e1a77b04d5f2e8a6c1d9b7e3f5a2c4d8e6b1a9f7c3"},
	}, []string{
		"TX_HASH=0x3c9e1a77b04d5f2e8a6c1d9b7e3f5a2c4d8e6b1a9f7c3e5d2b4a6c8e1f3d5b7a",
		"order_pk=3c9e1a77b04d5f2e8a6c1d9b7e3f5a2c4d8e6b1a9f7c3e5d2b4a6c8e1f3d5b7a",
		"block 0x5d2b4a6c8e1f3d5b7a93c9e1a77b04d5f2e8a6c1d9b7e3f5a2c4d8e6b1a9f7c3 mined",
		"DESK=0x5d2b4a6c8e1f3d5b7a93c9e1a77b04d5f2e8a6c1d9b7e3f5a2c4d8e6b1a9f7c3",
	})
}
