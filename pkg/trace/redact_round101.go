package trace

import "regexp"

// Session 51 (after fresh311-314 were measured).
//
//   - An Ethereum-style private key (0x and 64 hex digits) assigned to a
//     name whose last part abbreviates a private or secret key (PK, SK,
//     PRIV, PRIVKEY, PRV: DEPLOYER_PK=0x…, wallet_sk: "0x…"). The 0x prefix
//     is required: a primary key ("order_pk") is an id, and a transaction
//     or block hash (0x + 64 hex too) is named for what it is (TX_HASH),
//     not PK (s311-097).
var round101Rules = []rule{
	{kind: "private-key", group: 1, re: regexp.MustCompile(`(?i)(?:^|[^A-Za-z0-9])(?:[A-Za-z0-9]+[_\-.])*(?:pk|sk|priv|privkey|prv|prvkey)["']?[ \t]*(?:=|:|=>)[ \t]*["']?(0x[0-9a-f]{64})\b`)},
}
