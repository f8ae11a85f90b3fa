package safety

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

func init() {
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperHarness, agentApprovals78, nil, "the agent's settings, approvals or permissions"})
	registerActionLexicon("pt+r78-tamper", actionLex{
		stealth: []string{"sem contar pra ninguém", "sem contar para ninguém", "sem contar a ninguém", "sem falar pra ninguém", "sem falar para ninguém", "sem dizer pra ninguém", "sem dizer a ninguém", "sem avisar ninguém"},
	})
}
