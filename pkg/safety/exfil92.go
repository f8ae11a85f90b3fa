package safety

import "strings"

// Round 92 (exfil-flow, exfil-prose), tuned on fresh275-278.

// A writer or stream built on a network handle writes to the network.
//
// "$c = New-Object Net.Sockets.TcpClient(host, port)" binds a socket
// (sinkHandleRe); "$w = New-Object IO.StreamWriter($c.GetStream())" wraps
// the socket's stream, and "$w.Write($b)" then sends $b as surely as a
// write on the socket itself would. The same holds for Java's
// "new PrintWriter(sock.getOutputStream())", Python's "f =
// sock.makefile('w')" and .NET's "$s = $c.GetStream()": the name bound to
// the handle's stream (or to a writer around it) is a handle too, and
// handleSend reads a send on it. A stream of a file or of memory is not
// a network handle and is not read here: the wrapped name must already
// be one.
var streamOfHandle92 = lazyRegexp(`^\s*(?:(?:final|var|val|let|const|auto|[A-Z]\w*(?:<[^>\n]*>)?)\s+)?\$?([A-Za-z_]\w*)\s*=\s*[^=\n;][^\n;]*?\$?([A-Za-z_]\w*)\s*\.\s*(?:GetStream|getOutputStream|get_output_stream|makefile|outputStream|getStream)\b`)

// streamHandleKws: the cheap test in front of streamOfHandle92, lower
// case.
var streamHandleKws = []string{"getstream", "getoutputstream", "get_output_stream", "makefile", "outputstream"}

// streamHandles92 learns the names bound to a known handle's stream in
// statement t (hooked from flowRead, taint.go). A statement is read
// piece by piece (one line, or one part between semicolons), as
// PowerShell puts several on a line.
func streamHandles92(t string, st *flowState) {
	if len(st.handles) == 0 || !lowerHas(asciiLower(t), streamHandleKws...) {
		return
	}
	for _, line := range strings.Split(t, "\n") {
		for _, part := range strings.Split(line, ";") {
			if len(st.handles) >= maxTainted {
				return
			}
			m := streamOfHandle92.FindStringSubmatch(part)
			if m == nil || m[1] == m[2] || !st.handles[m[2]] {
				continue
			}
			st.handles[m[1]] = true
		}
	}
}

// Round 92 (exfil-prose): the contact details of a group of people, in
// Russian and Tagalog, as personal cargo (actionPersonalSend).
//
// Russian "телефоны клиентов" (the customers' phone numbers), "email
// клиентов", "контакты пользователей": the phones, mail addresses and
// contacts of customers or users are theirs, as English reads "the
// customers' contact details" (privateData, exfil55.go). Tagalog
// "kanilang numero ng telepono" (their phone numbers), "numero ng
// telepono ng mga ..." (the phone numbers of the ...): a plural owner's
// numbers are records about people, as the round-90 reading of "each
// volunteer's phone number" says. A business's own number ("numero ng
// telepono ng barangay") has no plural owner and is not read.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"телефоны клиентов", "телефонами клиентов", "телефонов клиентов", "номера телефонов клиентов", "номерами телефонов клиентов", "телефоны пользователей", "телефонами пользователей", "номера телефонов пользователей",
		"email клиентов", "e-mail клиентов", "почту клиентов", "почтой клиентов", "электронную почту клиентов", "адреса электронной почты клиентов", "email пользователей", "почту пользователей",
		"контакты клиентов", "контактами клиентов", "контактные данные клиентов", "контакты пользователей", "контактные данные пользователей", "персональные данные клиентов", "персональные данные пользователей",
		"kanilang numero ng telepono", "kanilang mga numero ng telepono", "kanilang numero ng cellphone", "kanilang cellphone number", "kanilang mobile number", "kanilang email", "kanilang address", "kanilang tirahan",
		"numero ng telepono ng mga", "mga numero ng telepono ng", "cellphone number ng mga", "email ng mga", "address ng mga", "tirahan ng mga")...)
}

// Round 92 (exfil-prose): what the user keeps private, by more names.
// "The user's private repositories", "their private photos": the word
// "private" said of the user's own store is the user's choice that no
// one else read it, as "the user's private documents" (exfil55.go)
// already reads; sent to a place outside or public, it is taken from
// them. Only with the user as owner and "private" before the noun: "a
// private repository for the team" is a setting of a shared place.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:the\s+)?user(?:'s|s')\s+private\s+(?:repositor(?:y|ies)|repos?|codebases?|projects|photos|pictures|e-?mails|mailbox(?:es)?|inbox(?:es)?|drives?|data|messages|recordings)\b)`)
}

// Round 92 (exfil-prose): "should be forwarded to <address> together
// with the user's name and email": the companion phrase (exfil59.go)
// read after the place the participle names, as it is read right after
// the participle ("forwarded, together with ..., to <address>"). Where
// a thing goes does not change what rides along with it. Only a place
// written as one address (a URL, a host, a mailbox) is stepped over, so
// the companion still belongs to the same verb.
var placeThenCompanion92 = lazyRegexp(`^\s+(?:to|into|at|onto)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?<?(?:https?://[^\s<>"']+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:[a-z0-9-]+\.)+[a-z]{2,}(?:/[^\s<>"']*)?)>?`)

// companionAfterPlace92: the span, from the place to the cargo's end, of
// a companion phrase that follows the place at the start of rest
// (offsets in rest), or nil.
func companionAfterPlace92(rest string) []int {
	if !lowerHas(asciiLower(rest[:min(len(rest), 200)]), "with", "plus", "as well as", "and also") {
		return nil // the cheap test first: a companion's joining words
	}
	m := placeThenCompanion92.FindStringIndex(rest)
	if m == nil || companionLead59.FindStringIndex(rest[m[1]:]) == nil {
		return nil
	}
	if cs := companionCargo59(rest[m[1]:]); cs != nil {
		// The span starts at the place: the caller reports from the
		// cargo's start to the place's end, which here comes first.
		return []int{0, m[1] + cs[1]}
	}
	return nil
}
