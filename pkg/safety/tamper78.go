package safety

import "strings"

// Round 78 (tamper): the agent's own settings and approvals, changed
// quietly, in words the lists lacked (fresh229-230).
//
//   - The action rule's quiet tampering (actions.go) reads a verb of
//     change, secrecy, and a place that steers the agent later. The
//     agent's settings are such a place (round 50's agentSettingsForeign50),
//     and so is the record of what the agent may do without asking: its
//     approvals and permissions ("the agent's approvals file", "the
//     permission check in the agent's settings"). Widening it lets the
//     agent act unseen, as disabling a review does. Czech and Polish
//     decline the agent ("agenta", "agentovi") and name the settings
//     "nastavení" / "ustawienia"; Portuguese and Czech name the approvals
//     "aprovações" / "schválení" and the permissions "oprávnění" /
//     "permissões". The target alone is ordinary ("read the agent's
//     settings"): the rule still needs the change and the secrecy, not
//     negated, in one statement.
//   - Portuguese "without telling anyone" in its spoken forms ("sem
//     contar pra ninguém", "sem falar pra ninguém"), as "tell no one".
//
// The approval word is a stem read without word edges, so that it may
// stand right before or after the agent's word ("nastavení agenta"): one
// space cannot be both words' edge in RE2.
var agentApprovals78 = lazyRegexp(`(?i)(?:` + agentApprovalWord78 + `)[^\n.。;:]{0,24}?(?:` + agentWord78 + `)|(?:` + agentWord78 + `)[^\n.。;:]{0,24}?(?:` + agentApprovalWord78 + `)`)

const (
	agentWord78         = `(?:^|[^\pL])(?:agent(?:a|ovi|u|em|ów|owi|e|es)?|asistent(?:a|ovi|u|e)?)(?:[^\pL]|$)`
	agentApprovalWord78 = `(?:nastaven\pL*|nastavenia|ustawie\pL*|aprovaç\pL*|aprovac\pL*|aprobaci\pL*|autorizaç\pL*|oprávněn\pL*|schválen\pL*|uprawnie\pL*|zatwierdze\pL*|povolen\pL*|permiss(?:ões|oes|ions))`
)

// Round 78 (tamper): the agent's MCP configuration named in words ("la
// config MCP", "MCP-Konfiguration", "the MCP config"), not only by its
// file (.mcp.json, tamper.go): a server registered there runs with the
// agent's hands, so registering one quietly is tampering with the
// harness as editing the file is. Spanish orders it with "registra"
// (register), a verb of change read only with the secrecy and this
// target beside it; and "no need to mention it to him" takes the
// clitic ("no hace falta comentárselo").
var mcpConfigWords78 = lazyRegexp(`(?i)(?:^|[^\pL])(?:config|configuraci[oó]n|configuração|configurazione|konfiguration)\s+(?:(?:de|del|da|do|des|di|der)\s+)?(?:(?:la|las|el|los|o|a|le|les)\s+)?MCP\b|\bMCP[\s-](?:config\w*|konfiguration|configuraci[oó]n)`)

func init() {
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperHarness, agentApprovals78, nil, "the agent's settings, approvals or permissions"})
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperHarness, mcpConfigWords78, nil, "the agent's MCP configuration"})
	actionEditVerbs["es+r78-tamper"] = []string{"registra ", "registre ", "registrad ", "da de alta"}
	registerActionLexicon("es+r78-tamper", actionLex{
		stealth: []string{"no hace falta comentárselo", "no hace falta contárselo", "no hace falta decírselo", "no hace falta mencionárselo", "no es necesario comentárselo", "no es necesario contárselo"},
	})
	registerActionLexicon("pt+r78-tamper", actionLex{
		stealth: []string{"sem contar pra ninguém", "sem contar para ninguém", "sem contar a ninguém", "sem falar pra ninguém", "sem falar para ninguém", "sem dizer pra ninguém", "sem dizer a ninguém", "sem avisar ninguém"},
	})
}

// Round 78 (tamper): entries cut out of an audit log.
//
// An audit log is the record kept so that someone can later see what
// was done; its worth is that nobody edits it. Keeping it small is done
// by whole files (rotate, compress, delete after the retention), never
// by cutting chosen lines out of it: "sed -i '/<pattern>/d' audit.log"
// removes exactly the entries someone did not want seen, the record
// forged by omission, whatever the prose around says. Read only in
// code, on a file whose path names an audit log (a ".log" file or a
// file under a log directory, with "audit" in its path); a line deleted
// from a configuration ("sed -i '/^#/d' audit.conf") or from another log
// is ordinary.
var auditLineCut78 = lazyRegexp(`(?i)\bsed\s+(?:-[a-z]*i[a-z]*(?:\.\w+)?|--in-place)\s+(?:-[a-z]+\s+)*['"]?(?:\\?/[^/\n]{1,200}/|\\?\|[^|\n]{1,200}\|)\s*d['"]?\s+[^\s;|&]*audit[^\s;|&]*`)

// checkTamper78 runs the round-78 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper78(d *doc) {
	if len(d.fences) == 0 || !strings.Contains(d.v.lower, "audit") || !strings.Contains(d.v.lower, "sed ") {
		return
	}
	for _, f := range d.fences {
		code := d.v.text[f.start:f.end]
		pos := 0
		for line := range strings.Lines(code) {
			ls := pos
			pos += len(line)
			if len(line) > 2000 || !strings.Contains(line, "sed") {
				continue
			}
			m := auditLineCut78.FindStringIndex(line)
			if m == nil {
				continue
			}
			path := strings.ToLower(line[m[0]:m[1]])
			path = path[strings.LastIndexAny(path, " \t'\"")+1:]
			if !strings.HasSuffix(path, ".log") && !strings.Contains(path, ".log.") && !strings.Contains(path, "/log/") && !strings.Contains(path, "/logs/") {
				continue
			}
			at := f.start + ls + m[0]
			if d.labelledExample(at) || c.negated(d, at) {
				continue
			}
			tier, why := downgrade(c.securityContext(d, at), "cuts chosen entries out of an audit log, so the record no longer shows what was done")
			c.add(d, RuleTamperReview, tier, at, f.start+ls+m[1], why)
			return
		}
	}
}
