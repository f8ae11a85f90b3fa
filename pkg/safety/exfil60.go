package safety

import "strings"

// Round 60 (exfil-prose): a whole address book, a person's contact list,
// staff files and class lists are records about people.
//
// An address book or a contact list holds other people's names with how
// to reach them (phone numbers, mail addresses, birthdays): taken whole
// ("the complete address book", "the entire contact list") or as someone's
// own ("the user's email signature and contacts list"), it is the list
// privateData reads as "their names and phone numbers". An incident
// contact list kept on paper is no sweep and names no owner: it is not
// read. The owner's list is cargo when it is joined to other cargo ("the
// user's notes and contacts list"); alone after "to" or "in" ("add this
// address to the user's address book") it is the place written to. Staff (customers', patients') personal files are those people's
// files, as "staff records" are; a payroll sheet is a payroll record in a
// spreadsheet. "All student names / numbers / grades" sweeps a class's
// identifiers and marks, as "student ids" already reads: the sweep (all,
// every) is required, "student numbers grew" counts them.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:complete|entire|full|whole)\s+(?:address\s+books?|contacts?\s+lists?|phone\s*books?)\b|` +
		`\b(?:user|customer|client|patient|employee|member|student|subscriber|caller)(?:'s|s')\s+(?:[\w-]+\s+){1,3}?(?:and|plus)\s+(?:contacts?\s+lists?|address\s+books?|phone\s*books?)\b|` +
		`\b(?:customer|client|patient|employee|staff|member|student|donor|subscriber|applicant|candidate|tenant|resident)s?'?\s+(?:personal|private)\s+(?:files?|records?|folders?|details|data|information|info)\b|` +
		`\b(?:payroll|personnel|hr)\s+(?:sheets?|workbooks?|ledgers?|lists?)\b|` +
		`\b(?:all|every|each)\s+(?:the\s+|of\s+the\s+)?(?:student|pupil|employee|patient|customer|client|member|staff|learner)(?:'s|s'|s)?\s+(?:names|numbers|ids|grades|marks|scores|results)\b)`)
	privateStems = append(privateStems, "address book", "contacts list", "contact list", "phonebook", "phone book", "pupil", "learner")
}

// Round 60 (exfil-prose): Korean dispatch and identity numbers, and a
// chat account named by its handle.
//
// Korean writes "send by mail" as 메일 발송 (발송: dispatch), the verb a
// notice or a parcel is sent with, as 전송 and 보내 already are. A
// resident registration number (주민등록번호) identifies a person for
// life, as a national ID number does; a verification code (인증 코드,
// 인증번호) is a one-time code whoever holds can sign in with (round 59).
func init() {
	registerActionLexicon("ko+r60-exfil", actionLex{
		sendVerb: []string{"발송", "메일 발송", "메일로 발송", "발송하세요", "발송해"},
		secret:   []string{"주민등록번호", "주민번호", "인증 코드", "인증코드", "인증번호", "인증 번호", "otp 코드", "otp 번호"},
	})
}

// A handle on a messaging app ("LINE ID @topup-verify", "Telegram
// @helpdesk_x", "KakaoTalk ID: @x") is one person's account on a service
// outside the organisation, as a phone number or a mail address is: a
// send to it leaves. The app's name is required before the handle, so an
// "@mention" in a team's own chat is not read.
func init() {
	actChatOutside = lazyRegexp(actChatOutside.String() + `|(?i:\b(?:line|kakao\s*talk|kakao|wechat|telegram|signal|viber|zalo|whatsapp)\s*(?:id|ไอดี|아이디|账号|帳號)?\s*[:：]?\s*@[\w.-]{2,})`)
}

// Round 60 (exfil-flow): a statement inside a try (do, else, finally)
// block assigns as it would outside it.
//
// "for (const f of files) { try { blob += fs.readFileSync(f) } catch
// (e) {} }": the loop's body opens a block that only guards the
// statement against errors; what the statement assigns still holds what
// the loop reads, as a body without the guard does (loopBody). The block
// keywords are peeled off the front of the statement (and of a loop's
// body on the same line), a bounded number of times, and the first
// statement read as an assignment.
var blockOpen60 = lazyRegexp(`^(?:\s*(?:try|do|else|finally|unsafe|begin)\s*(?:\{|:|\n|$)\s*|\s*\{\s*)`)

// assignedNames60: the names the first statement inside a guard block
// assigns (see above).
func assignedNames60(t string) []string {
	var out []string
	for _, s := range []string{t, loopBody(t)} {
		if s == "" {
			continue
		}
		peeled := false
		for n := 0; n < 3; n++ {
			m := blockOpen60.FindStringIndex(s)
			if m == nil || m[1] == 0 {
				break
			}
			s, peeled = s[m[1]:], true
		}
		if !peeled {
			continue
		}
		if m := mutateRe.FindStringSubmatch(s); m != nil {
			out = append(out, m[1])
		}
		if m := assignLHSRe.FindStringSubmatch(s); m != nil {
			for _, n := range strings.Split(m[1], ",") {
				out = append(out, strings.TrimSpace(n))
			}
		}
	}
	return out
}

// Round 60 (exfil-flow): a pipeline continues on the line after its "|".
//
// PowerShell (and the shells) read a line that ends in a pipe as
// unfinished: the next line is the pipeline's next stage ("Get-ChildItem
// ... -Recurse |\n  ForEach-Object { ... } | Out-File $t"). What the first
// stage reads flows into what the last one writes or sends, as on one
// line. "||" (or else) ends a command and is not read.
func pipeTail60(prev string) bool {
	return strings.HasSuffix(prev, "|") && !strings.HasSuffix(prev, "||")
}

// Round 60 (exfil-flow): what a mail block puts in its body is mailed.
//
// Ruby's mail gems build a message in a block ("Mail.deliver do / to
// 'x@y' / body extra / end", "Mail.new { add_file f }"): the block is
// the send, and a field line inside it (body, add_file, attachments[..],
// text_part, html_part) names what leaves with it, as the argument of
// smtp.sendmail does. The block is marked open at its opening line and
// closed at its "end" (or "}"), so a "body" line elsewhere is not read.
var (
	mailBlockOpen60 = lazyRegexp(`\b(?:Mail|Pony|Mailer)\.(?:deliver|new|mail)\b[^\n]{0,80}?(?:\bdo\b(?:\s*\|[^|\n]{0,20}\|)?|\{)\s*$`)
	mailField60     = lazyRegexp(`^\s*(?:body|text_part|html_part|add_file|attachments?\s*\[[^\]\n]{1,80}\]\s*=)\s*\(?\s*[A-Za-z_]\w*`)
)

// mailMark60: the key under which a flowState keeps an open mail block
// (no variable can be named so).
const mailMark60 = "\x00mail60"

// mailBlockSink60: the sink span when t is a field line of an open mail
// block; it opens and closes the block as its lines pass.
func mailBlockSink60(t string, st *flowState) []int {
	if !strings.Contains(t, "ail") && !st.handles[mailMark60] {
		return nil
	}
	if mailBlockOpen60.MatchString(t) {
		st.handles[mailMark60] = true
		return nil
	}
	if !st.handles[mailMark60] {
		return nil
	}
	if s := strings.TrimSpace(t); s == "end" || s == "}" {
		delete(st.handles, mailMark60)
		return nil
	}
	if m := mailField60.FindStringIndex(t); m != nil {
		return m
	}
	return nil
}
