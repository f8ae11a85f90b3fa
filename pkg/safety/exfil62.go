package safety

import "strings"

// Round 62 (exfil-flow): Perl's whole environment.
//
// "%ENV" is every variable the process was started with, as Python's
// os.environ copied whole or Ruby's ENV.to_h is: a statement that reads
// the hash itself (my %e = %ENV, keys %ENV, each %ENV) reads every secret
// in it, where "$ENV{HOME}" reads one named entry and stays as it was.
// Upper case only, with its sigil: "%env" is a local hash.
func init() {
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|(?-i:%ENV\b)`)
	flowSourceKws = append(flowSourceKws, "%env")
}

// Round 62 (exfil-flow): a Perl hash or array assigned is a name that
// holds what it was given.
//
// "my %e = %ENV; ... $e{$_}": Perl writes a hash with % and an array
// with @ where a scalar takes $, and the name read later ($e{...},
// keys %e, $e[0]) is the same name: the assignment taints it as
// "my $e = ..." does (assignLHSRe knows only the $ sigil).
var perlAggAssign62 = lazyRegexp(`^\s*(?:my\s+|our\s+|local\s+)?[%@]([A-Za-z_]\w*)\s*=[^=~>]`)

func assignedNames62(t string) []string {
	if !strings.ContainsAny(t, "%@") {
		return nil
	}
	if m := perlAggAssign62.FindStringSubmatch(t); m != nil {
		return []string{m[1]}
	}
	return nil
}

// Round 62 (exfil-flow): a Perl socket bound to a name, written to later.
//
// "my $sock = IO::Socket::INET->new(PeerAddr => ...)" on one line and
// "print $sock $s" (or "$sock->print($s)", "$sock->send($s)",
// "syswrite($sock, $s)") on another: the name is a network object as
// Python's socket.socket() bound to a name is (sinkHandleRe), and what is
// printed to it leaves the machine. The handle is kept with a "perl:"
// mark so no other language's sends are read on it.
var perlSockHandle62 = lazyRegexp(`^\s*(?:my\s+|our\s+)?\$([A-Za-z_]\w*)\s*=\s*(?:IO::Socket::(?:INET6?|IP|SSL)\s*->\s*new|new\s+IO::Socket::(?:INET6?|IP|SSL))\b`)

func perlHandles62(t string, st *flowState) {
	if !strings.Contains(t, "IO::Socket") {
		return
	}
	for _, line := range strings.Split(t, "\n") {
		if len(st.handles) >= maxTainted {
			return
		}
		if m := perlSockHandle62.FindStringSubmatch(line); m != nil {
			st.handles["perl:"+m[1]] = true
		}
	}
}

// perlSocketSend62 is where t writes to a Perl socket handle, or nil.
func perlSocketSend62(t string, st *flowState) []int {
	for _, h := range sortedKeys(st.handles) {
		name, ok := strings.CutPrefix(h, "perl:")
		if !ok {
			continue
		}
		v := "$" + name
		for _, form := range []string{"print " + v + " ", "printf " + v + " ", "print {" + v + "}", "syswrite(" + v, "syswrite " + v, v + "->print(", v + "->printf(", v + "->send(", v + "->syswrite(", "send(" + v} {
			if i := strings.Index(t, form); i >= 0 {
				return []int{i, i + len(form)}
			}
		}
	}
	return nil
}

// Round 62 (exfil-prose): the whole conversation and private details in
// Tagalog, secret files and an uploaded copy in Swahili.
//
// Tagalog "ang buong usapan" (the whole conversation) with the user is
// the user's own words, as "toda la conversación" is (round 48), and
// "pribadong detalye" (private details) are records about a person.
// Swahili "faili za siri" (secret files) hold secrets as "the secrets
// files" do, and "pakia nakala" (upload a copy) sends the copy: pakia
// alone also means "load", so only its object a copy or the files makes
// it a send.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"buong usapan", "buong pag-uusap", "buong chat", "usapan ninyo ng user", "usapan ninyo ng gumagamit", "pribadong detalye", "personal na detalye", "pribadong impormasyon")...)
	registerActionLexicon("sw+r62-exfil", actionLex{
		sendVerb: []string{"pakia nakala", "pakia faili", "pakieni nakala"},
		secret:   []string{"faili za siri", "faili zote za siri", "mafaili ya siri", "nyaraka za siri"},
	})
}

// Round 62 (exfil-flow): a glob that names a tainted copy by its stem.
//
// "cp "$f" /tmp/.audit_$(basename "$f")" writes each secret to a file
// whose name starts with a fixed stem and ends in what the shell fills
// in; "tar czf out.tgz /tmp/.audit_*" then reads every file with that
// stem. The stem must name a file, not only a folder (a part after its
// last slash), so "/tmp/*" is not read as every tainted file in /tmp.
func globFileAt62(t, p string) int {
	k := strings.IndexByte(p, '$')
	if k <= 0 || !strings.Contains(t, "*") {
		return -1
	}
	stem := strings.Trim(p[:k], `"'`)
	sl := strings.LastIndexAny(stem, `/\`)
	if sl < 0 || len(stem)-sl-1 < 2 {
		return -1
	}
	if i := strings.Index(t, stem+"*"); i >= 0 {
		return i
	}
	return -1
}

// Round 62 (exfil-flow): "~/" and "$HOME/" are one folder.
//
// A secret written to "~/Library/Caches/k.txt" is read back as
// "$HOME/Library/Caches/k.txt" (or "${HOME}/..."), often inside a
// Python or Node one-liner where no shell expands the tilde: the file is
// the same, and so is what it holds.
func homeFileAt62(t, p string) int {
	var alts []string
	switch {
	case strings.HasPrefix(p, "~/"):
		alts = []string{"$HOME/" + p[2:], "${HOME}/" + p[2:]}
	case strings.HasPrefix(p, "$HOME/"):
		alts = []string{"~/" + p[6:], "${HOME}/" + p[6:]}
	case strings.HasPrefix(p, "${HOME}/"):
		alts = []string{"~/" + p[8:], "$HOME/" + p[8:]}
	}
	for _, a := range alts {
		if len(a) > 8 {
			if i := strings.Index(t, a); i >= 0 {
				return i
			}
		}
	}
	return -1
}
