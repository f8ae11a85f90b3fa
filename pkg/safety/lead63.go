package safety

// Session 29's fixes of false refusals by principle, found on fresh177-180
// (TestConstructsRound63Lead).

// instrumentBefore63 (b179-ci-secrets-ok-07): a secret introduced by a
// word that says "by means of" ("bằng bot token", "menggunakan token",
// "usando el token", "с помощью токена") is the means of the sending,
// as English "with a bot token" is (onlySecretIsMeans): it signs the
// request in, and the cargo is something else. Only words that say
// "by means of" and nothing else count; words that also say "together
// with" (mit, con, com, avec, dengan, với) stay cargo, and so does a
// secret with a word between it and the instrument that is itself a
// sending verb ("dùng curl gửi token").
var instrumentBefore63 = lazyRegexp(`(?:^|[^\pL])(?:bằng|sử\s+dụng|menggunakan|memakai|gamit\s+ang|โดยใช้|с\s+помощью|используя|за\s+допомогою|використовуючи|za\s+pomocą|przy\s+użyciu|używając|pomocí|usando|utilizando|mediante|por\s+meio\s+d[eoa]|utilizzando|tramite|au\s+moyen\s+d[eu']|en\s+utilisant|à\s+l['’]aide\s+d[eu']|mittels|met\s+behulp\s+van)\s+(?:[\pL\pN_.\-]+\s+)?$`)

// secretIsInstrument63: the secret span sc of low is introduced by an
// instrument word within its clause, with at most one word between that
// is no sending verb.
func secretIsInstrument63(low string, sc [2]int, sends [][2]int) bool {
	start := max(0, sc[0]-80)
	m := instrumentBefore63.FindStringIndex(low[start:sc[0]])
	if m == nil {
		return false
	}
	for _, v := range sends {
		if v[0] >= start+m[0] && v[0] < sc[0] {
			return false
		}
	}
	return true
}
