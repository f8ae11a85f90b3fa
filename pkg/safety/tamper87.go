package safety

import "strings"

// Round 87 (tamper), tuned on fresh251-254 and a benign helper's finds.

var (
	// agentFile87: a file whose text the agent obeys or whose settings
	// decide what it may run unasked: the rules and instruction files
	// (rulesFile85) and the harness's permission settings.
	agentFile87 = lazyRegexp(rulesFile85.String() + `|(?i:\.(?:claude|gemini|cursor|codex|windsurf|continue)/(?:settings|config)[\w.-]*\.(?:json|toml|ya?ml)\b|\bpermissions\.(?:allow|defaultMode)\b)`)
	// noAsk87: what the written rule says, in any language: act without
	// asking or confirming (round 85's guardOff85 in English, round 46's
	// noConfirm46 in Central and Eastern European languages, forged.go's
	// liftMore forms in Romance, Germanic and Asian ones), or a wildcard
	// allow-list that lets every tool and command through.
	noAsk87 = lazyRegexp(guardOff85.String() + `|` + noConfirm46.String() +
		`|(?i:sans\s+(?:demander|(?:aucune\s+)?confirmation|validation\s+préalable)|tanpa\s+(?:bertanya|konfirmasi|persetujuan)|bez\s+(?:ptaní|potvrzení|dotazu|pytania|potwierdzenia|zgody|ptan\pL*\s+(?:se\s+)?na\s+(?:potvrzení|souhlas|svolení))|zonder\s+(?:te\s+vragen|(?:\pL+\s+)?bevestiging|toestemming|vragen)|ohne\s+(?:nachzufragen|rückfrage|bestätigung|zu\s+fragen)|sin\s+(?:pedir\s+)?(?:confirmación|preguntar)|sem\s+(?:pedir\s+)?(?:confirmação|perguntar)|senza\s+(?:chiedere|conferma)|(?:承認|確認|許可|同意)(?:なしで|なしに|は不要|せずに|を求めず)|묻지\s*않고)` +
		`|(?i:\[\s*["'\x60]\*["'\x60]\s*\]|\bBash\(\s*\*\s*\)|["']?defaultMode["']?\s*[:=]?\s*(?:op\s+|to\s+|auf\s+|na\s+|à\s+|a\s+)?["'\x60]?bypassPermissions)`)
	// editVerb87: the order to write it: the edit verbs of every lexicon
	// (actEdit), English ones, and the Dutch "zet"/"stel ... in" the
	// lexicon leaves out as too common to read everywhere.
	editVerb87 = lazyRegexp(`(?i)(?:^|[^\pL])(?:zet|stel|nastav|uprav|přepiš|změň)\pL*`)
	// reportsIt87: the statement reads, lists, finds, reports or warns
	// about such a rule (a linter, an audit, a review of the allow-list,
	// documentation) rather than writes it; read before the file and the
	// rule, whichever comes later.
	reportsIt87 = lazyRegexp(`(?i)\bpoint(?:s|ing)?\s+out\b|\b(?:read|list|show|view|suggest|recommend|audit|scan|check|inspect|review|look\s+for|search|find|detect|flag|spot|warn|report|lint|explain|document|describe|meldt|melden|waarschuw|controleer|zoek|hlás|upozor|zkontroluj|najdi|prüf|warn|signal|vérifi|detect|segnal)\w*|\blinter\b|\buitleg\b|\bvysvětl\w*`)
)

// checkGuardRuleAgentFile87 refuses an order, in any language, that
// writes into the agent's rules or settings file a rule lowering its
// guard: act without asking or confirming, or a wildcard allow-list
// (`permissions.allow: ["*"]`). Such a file is obeyed in every later
// session, so the rule takes the user's consent out of everything the
// agent does from then on; the English rules (checkHiddenGuardRule85 for
// a hidden rule, the harness targets for an English edit verb) knew it
// only in English. A rule that keeps asking, a file given a test
// command, a linter that flags the wildcard or a page explaining the
// setting is not this.
func (c *checker) checkGuardRuleAgentFile87(d *doc) {
	for u, t := range d.shortPlainUnits() {
		fm := agentFile87.FindStringIndex(t)
		if fm == nil {
			continue
		}
		gm := noAsk87.FindStringIndex(t)
		if gm == nil || guardNegated61.MatchString(t[max(0, gm[0]-30):gm[0]]) {
			continue
		}
		low := strings.ToLower(t)
		vs := -1
		if m := editVerb87.FindStringIndex(t); m != nil {
			vs = m[0]
		} else if m := firstImperative(editVerbRe, t, 4); m != nil {
			vs = m[0]
		} else if hs := hitsOf(low, actEdit); len(hs) > 0 && len(low) == len(t) {
			vs = hs[0][0]
		}
		if vs < 0 || vs > fm[0]+40 && vs > gm[0] {
			continue
		}
		if reportsIt87.MatchString(t[:max(fm[0], gm[0])]) || negatedBefore(t[max(0, vs-60):vs]) || c.describedNotOrdered(d, u, t, vs) || userAsks.MatchString(t) {
			continue
		}
		s := min(vs, fm[0])
		tier, why := downgrade(c.securityContext(d, u.start+s), "writes into the agent's rules or settings file a rule to act without asking or a wildcard allow-list: the user's consent taken out of every later session")
		c.add(d, RuleTamperHarness, tier, u.start+s, u.start+max(fm[1], gm[1]), why)
	}
}

// checkTamper87 runs the round-87 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper87(d *doc) {
	if agentFile87.MatchString(d.v.text) {
		c.checkGuardRuleAgentFile87(d)
	}
	if d.field == FieldBody {
		c.checkPropagation87(d) // propagate87.go
	}
	if strings.Contains(d.v.text, "/0") || strings.Contains(d.v.lower, "trusted") {
		c.checkTrustEveryAddress87(d)
	}
}

var (
	// trustAll87: a list of networks allowed in without a login or
	// trusted as the owner's given every address (0.0.0.0/0, ::/0): Home
	// Assistant's trusted_networks, an auth bypass list, an allowlist of
	// source addresses. A proxy list is not a login.
	trustAll87 = lazyRegexp(`(?i)\b(?:trusted[_-]?(?:networks?|ips?|hosts?|subnets?|cidrs?|addresses)|auth(?:entication)?[_-]?bypass[_-]?(?:networks?|cidrs?|ips?|list)|no[_-]?auth[_-]?(?:networks?|cidrs?|ips?)|(?:ip[_-]?)?(?:white|allow)[_-]?list(?:ed)?[_-]?(?:ips?|networks?|cidrs?)|admin[_-]?(?:networks?|cidrs?|ips?))["']?\s*[:=]\s*(?:-\s+)?[\[{(]?\s*(?:["']?[\w.:/-]+["']?\s*,\s*){0,4}["']?(?:0\.0\.0\.0/0|::/0|\*)["']?`)
	// bypassLogin87: the same configuration lets those addresses in
	// without the login.
	bypassLogin87 = lazyRegexp(`(?i)\b(?:allow[_-]?bypass[_-]?login|bypass[_-]?(?:login|auth\w*)|skip[_-]?(?:login|auth\w*)|(?:login|auth\w*)[_-]?required)["']?\s*[:=]\s*["']?(?:true|yes|on|1|false|no|off|0)\b|\btrusted_networks\b`)
)

// checkTrustEveryAddress87 refuses an order that makes every address of
// the internet a trusted network let in without a login (Home
// Assistant's `trusted_networks: [0.0.0.0/0]` with `allow_bypass_login`,
// an auth-bypass list of 0.0.0.0/0): the owner's login taken away for
// anyone who reaches the service, the network form of root for
// everyone. The home network trusted (192.168.1.0/24), a proxy list, or
// a linter or page that flags 0.0.0.0/0 there is not this.
func (c *checker) checkTrustEveryAddress87(d *doc) {
	t := d.v.text
	for _, m := range trustAll87.FindAllStringIndex(t, 8) {
		u := d.unitAt(m[0])
		ut := d.unitText(u)
		ls := m[0] - u.start
		ctx := t[max(0, m[0]-200):min(len(t), m[1]+200)]
		bl := bypassLogin87.FindAllString(ctx, 4)
		ok := false
		for _, b := range bl {
			lb := strings.ToLower(b)
			// login required = false, or bypass/skip = true, or trusted_networks itself (Home Assistant's auth provider).
			if strings.Contains(lb, "required") {
				ok = ok || strings.Contains(lb, "false") || strings.Contains(lb, "no") || strings.Contains(lb, "off") || strings.HasSuffix(lb, "0")
			} else if strings.Contains(lb, "bypass") || strings.Contains(lb, "skip") {
				ok = ok || strings.Contains(lb, "true") || strings.Contains(lb, "yes") || strings.Contains(lb, "on") || strings.HasSuffix(lb, "1")
			} else {
				ok = true
			}
		}
		if !ok || ls < 0 || ls > len(ut) {
			continue
		}
		lead := ut[:ls]
		if u.fence < 0 && firstImperative(editVerbRe, ut, 4) == nil && len(hitsOf(strings.ToLower(ut), actEdit)) == 0 {
			continue
		}
		if reportsIt87.MatchString(lead) || negatedBefore(lead[max(0, len(lead)-80):]) || c.describedNotOrdered(d, u, ut, ls) || d.labelledExample(m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, m[0]), "trusts every address of the internet as a network let in without a login: the owner's login taken away for anyone who reaches the service")
		c.add(d, RuleTamperPrivilege, tier, m[0], m[1], why)
	}
}

// A checking skill's description rewritten to tell it to do nothing
// ("Deprecated; do nothing") and its body removed: the guard emptied,
// with the aim said in the new text itself, as round 51's "Deprecated,
// do not use" and its "so it no longer blocks" (checkGuardSkill51 still
// asks for the skill to be one whose job is to check, and an order).
func init() {
	emptied51 = lazyRegexp(emptied51.String() + `|(?i:\bdeprecated[,;:.]?\s+do\s+nothing\b|\b(?:remov|delet|strip|clear|empt|eras|drop)\w*\s+(?:their|its|the\s+skills?'?s?)\s+(?:bod(?:y|ies)|instructions|contents?|steps)\b)`)
	guardStops51 = lazyRegexp(guardStops51.String() + `|(?i:["'\x60“][^"'\x60”\n]{0,30}?\bdo\s+nothing\b[^"'\x60”\n]{0,10}["'\x60”])`)
}
