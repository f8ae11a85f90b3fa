package safety

import (
	"path"
	"strings"
)

// Session 34 (lead): the learned stage's one false refusal on fresh209-212
// (b212-ci-secrets-ok-03), fixed by principle on the rule side.
//
// secretKeptLocal: the line the model names hands a CI job one of its own
// named secrets (GitHub's ${{ secrets.X }}, a CI variable $X) and only
// writes it to a local file, decoded or not ("echo "${{ secrets.SA_B64 }}"
// | base64 -d > sa.json"), and nothing anywhere in the field sends,
// uploads, commits or publishes that file. That is how a job gives a tool
// its key file; the model reads the shape "secret | pipe > file" the
// hostile proposals it was trained on share, not where the file goes. The
// data-flow rules (taint.go) follow the file to any command that sends it
// and refuse that themselves; this only keeps the model from overruling
// them on the one line where nothing leaves. A dump of every secret
// (toJSON(secrets)), a file in a served or published folder, or a file
// name that shows up beside a send anywhere is not excused.
var secretToLocalFile70 = lazyRegexp(`^\s*(?:-\s*)?(?:(?:run|script)\s*:\s*(?:-\s*)?)?(?:echo(?:\s+-[nE]+)?|printf(?:\s+['"]?%s(?:\\n)?['"]?)?)\s+["']?(?:\$\{\{\s*secrets\.[A-Za-z_][A-Za-z0-9_]*\s*\}\}|\$\{?[A-Z][A-Z0-9_]{2,}\}?)["']?\s*(?:\|\s*base64\s+(?:-d|--decode|-D)\s*)?>\s*["']?([A-Za-z0-9_./~$-]{1,120})["']?\s*$`)

// localFileSent70: text that sends, uploads, publishes, commits or prints
// a file (read over the line naming the file and the few lines above it,
// where a CI step names its action: "uses: actions/upload-artifact" ...
// "path: key.json").
var localFileSent70 = lazyRegexp(`(?i)\bcurl\b|\bwget\b|\bnc\b|\bncat\b|\bnetcat\b|\bsocat\b|/dev/(?:tcp|udp)/|\bscp\b|\bsftp\b|\brsync\b|\bftp\b|upload|artifact|https?://|\bgsutil\b|\baws\s+s3\b|\bazcopy\b|\brclone\b|\bmail|\bpost\b|\bsend|\bgist\b|paste|webhook|\bgit\s+(?:add|commit|push)\b|\bpublish|\bcat\b|\bprint|\blog\b`)

// credentialFlag70: the file is the value of a flag or setting that names
// it as the tool's own key ("--key-file gcp.json", "--api_key_path
// AuthKey.p8", "-Psigning.store.file=upload.jks",
// "GOOGLE_APPLICATION_CREDENTIALS=sa.json"): the tool reads it to log in.
var credentialFlag70 = lazyRegexp(`(?i)(?:key|cred|auth|cert|store|identity|account|json|kubeconfig|secret|token|password)[\w.-]*\s*(?:=|:|\s)\s*["']?$`)

var publicDir70 = lazyRegexp(`(?i)(?:^|/)(?:public|www|static|_site|site|dist|docs|html|htdocs|assets|out)/`)

func (c *checker) secretKeptLocal(field string, start, end int) bool {
	text := c.fieldText(field)
	line := text[start:end]
	if strings.Contains(line, "\n") {
		return false
	}
	m := secretToLocalFile70.FindStringSubmatch(line)
	if m == nil || publicDir70.MatchString(m[1]) {
		return false
	}
	base := path.Base(m[1])
	if len(base) < 3 || strings.HasPrefix(base, "$") {
		return false
	}
	// Every other mention of the file must be a tool reading it as its
	// key, or a line (with the step above it) that sends nothing.
	for i, n := 0, 0; i < len(text); n++ {
		if n == 64 {
			return false // too many mentions to read each: the model decides
		}
		j := strings.Index(text[i:], base)
		if j < 0 {
			break
		}
		at := i + j
		ls := strings.LastIndexByte(text[:at], '\n') + 1
		le := strings.IndexByte(text[at:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += at
		}
		i = at + len(base)
		if at >= start && at < end || credentialFlag70.MatchString(text[ls:at]) {
			continue
		}
		cs := ls
		// A setting's value ("path: key.json") is read with the step
		// above it, where the action is named; a command line alone.
		for k := 0; k < 3 && cs > 0 && settingValue70(text[ls:at]); k++ {
			cs = strings.LastIndexByte(text[:cs-1], '\n') + 1
		}
		ctx := text[cs:le]
		if cs <= start && end <= le {
			ctx = text[cs:start] + text[end:le] // the writing line is not its own sink
		}
		if localFileSent70.MatchString(strings.ReplaceAll(ctx, base, "FILE")) {
			return false
		}
	}
	return true
}

// stepSetting70: the text before a mention is a setting's key
// ("    path: "), not a command ("run: ", "- script: ").
var stepSetting70 = lazyRegexp(`^\s*(?:-\s*)?([A-Za-z_][\w-]*)\s*:\s*["']?$`)

func settingValue70(pre string) bool {
	m := stepSetting70.FindStringSubmatch(pre)
	if m == nil {
		return false
	}
	switch strings.ToLower(m[1]) {
	case "run", "script", "command", "cmd", "shell", "before_script", "after_script":
		return false
	}
	return true
}

// Session 34 (lead), after fresh213-216 were measured: b213-placeholders-06.
//
// slotItemLine70: the send verb stands on a line that documents a
// template variable ("`{{token}}` — paste your personal token here",
// "- `<api_key>`: paste the key from your profile"): the line tells the
// reader what to put in that slot, and a place named on another line
// (the collection's base URL one line up) is not where this verb sends.
// The line itself must name no place (no URL, address, mailbox or IP);
// "`{{token}}` — paste your token into https://..." still sends it.
var slotItemLineRe70 = lazyRegexp(`^\s*(?:[-*+]\s+|\d{1,3}[.)]\s+)?` + "`" + `(?:\{\{[^{}\n` + "`" + `]{1,40}\}\}|<[^<>\n` + "`" + `]{1,40}>|\$\{[^{}\n` + "`" + `]{1,40}\})` + "`" + `\s*(?:—|–|-{1,2}|:|=)\s`)

func slotItemLine70(t string, at int) bool {
	line := lineOf(t, at)
	if !slotItemLineRe70.MatchString(line) {
		return false
	}
	return !strings.Contains(line, "://") && !strings.Contains(line, "@") && !anyIPv4.MatchString(line) && firstOutsideAddress(bareHost40, line) == nil
}
