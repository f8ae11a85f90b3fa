package trace

import "testing"

// TestRedactRound37: fresh87-90's leaks and the changed look-alike, fixed
// by principle, in new words beside look-alikes that must stay.
func TestRedactRound37(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a setter before the password word, the value after "to"
		{`2026-07-04 WARN set password for user kiosk-07 to Rb62TwQx`, `Rb62TwQx`},
		{`admin changed the password of the vpn account to Hw83NcRt`, `Hw83NcRt`},
		// a recovery phrase under a key named for it
		{`seed_phrase: "orbit cattle wisdom liquid fancy number hover cradle ribbon siege debate often"`, `orbit cattle wisdom liquid fancy number hover cradle ribbon siege debate often`},
		{`RECOVERY_WORDS=pilot ember tissue gravity lunar smoke tuna viable onion mercy shed river`, `pilot ember tissue gravity lunar smoke tuna viable onion mercy shed river`},
		// password words of more languages
		{`pasfhocal an fhreastalaí: Tr58KwZq31`, `Tr58KwZq31`},
		{`fjalëkalimi i bazës: Vx29LmQp84`, `Vx29LmQp84`},
		{`wagwoord vir die databasis: Pn47QrXt26`, `Pn47QrXt26`},
		{`beassansátni: Kd93WxLm27`, `Kd93WxLm27`},
		// SNMP community strings
		{`rwcommunity Xk4TqLm9Wz 10.0.0.0/24`, `Xk4TqLm9Wz`},
		{`snmpwalk -v2c -c Hr72NpQs 192.0.2.10 system`, `Hr72NpQs`},
		{`  community_string: "LtWqRzPmNk"`, `LtWqRzPmNk`},
	}, []string{
		`reset the password policy to strict`,
		`set password for user alice to expire in 90 days`,
		`changed password for kiosk3 to the one in the vault`,
		`MNEMONIC_LANGUAGE=english`,
		`seed_phrase: "<twelve words from the backup card>"`,
		`the mnemonic: a phrase of twelve or twenty-four words`,
		`pasfhocal láidir a roghnú`,
		`snmp-server community public RO`,
		`rocommunity private default`,
		`community: the people who answer on the forum`,
		`snmpwalk -v2c -c $COMMUNITY 192.0.2.10`,
		`-----BEGIN PRIVATE KEY----- (placeholder, key stored in Vault)`,
		`Paste the block that starts with -----BEGIN OPENSSH PRIVATE KEY----- into the form.`,
	})
}
