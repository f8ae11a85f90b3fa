package trace

import (
	"regexp"
	"strconv"
	"strings"
)

// Round 85 (issue 15): formats written ahead of the blind sets, each
// fixed as its format (TestRedactRound85):
//
//   - a password piped into a reader of passwords after a printf format
//     or repeated on a second line (printf '%s\n' 'V' | sudo -S, echo -e
//     "V\nV" | passwd USER, yes 'V' | passwd, printf 'V\nV\n' | adduser);
//   - the lines of a here-document given to such a reader (sudo -S,
//     passwd, chpasswd, kinit, smbpasswd -s, adduser), and a one-token
//     line printed by a tool that shows a generated password (argocd
//     admin initial-password, cat .../initialAdminPassword, Jenkins'
//     "use the following password to proceed to installation");
//   - a Zigbee or Z-Wave network key written as a list of sixteen bytes
//     (zigbee2mqtt's network_key: [..], OpenZWave's NetworkKey="0x..,");
//     a Thread network key or PSKc (ot-ctl dataset networkkey HEX); the
//     Z-Wave S0/S2 security keys (S2_Unauthenticated: "HEX");
//   - a Tuya local key in a device list ("key": "16 characters" beside
//     the device's protocol version or gwId/devId);
//   - an ESP OTA password (espota -a, upload_flags = --auth=);
//   - positional credentials in Wi-Fi and MQTT client calls
//     (wlan.connect('SSID', 'V'), username_pw_set("user", "V"));
//   - sapcontrol's -user USER PASSWORD;
//   - SQL Server setup's /SAPWD= and /XXSVCPASSWORD=;
//   - DRBD's shared-secret;
//   - SAP BR*Tools' -u user/password and Oracle's userid=user/password
//     without a connect string;
//   - a Java -Dbasicauth=user:password;
//   - a U-Boot setenv of a credential-named variable (lower case:
//     Apache's SetEnv NAME value names settings);
//   - OpenWrt UCI's option key/psk/password/sae_password '...';
//   - a PPP chap-secrets/pap-secrets line (client server secret addresses);
//   - Vietnamese "pass [noun] là V" and Japanese パスは V (a path
//     holds / or . and is not read);
//   - glab variable set of a credential-named variable --value; a SAML attribute named for a password;
//     tinytuya --key; ESP-AT's AT+CWJAP/AT+CWSAP and AT+MQTTUSERCFG;
//     iw connect's WEP key; Vietnamese mk (mật khẩu) and "tài khoản U
//     mk V"; a user/password pair after a credentials word (creds,
//     Zugang, acceso, identifiants...);
//   - Korean 비번, Turkish parolası and Spanish "clave del router" (in
//     passwordWords).
var round85Rules = []rule{
	{kind: "password", group: 1, re: regexp.MustCompile(`\b(?:echo|printf|yes)[ \t]+(?:-[neE]+[ \t]+)?(?:["']%s(?:\\n)*["'][ \t]+)?["']?([^\s"'|\\%;]{6,128}(?:\\n[^\s"'|\\]{1,128}){0,3}(?:\\n)?)["']?[ \t]*\|[ \t]*(?:sudo[ \t]+(?:-[a-zA-Z]+[ \t]+)*(?:-[a-zA-Z]*S[a-zA-Z]*\b|--stdin\b)|(?:sudo[ \t]+)?(?:passwd|adduser|useradd|chpasswd|smbpasswd|kpasswd)\b)`), ok: madeValue},
	{kind: "password", re: stdinHeader85, scan: nextLines85},
	{kind: "network-key", group: 1, re: regexp.MustCompile(`(?i)network_?key["']?[ \t]*[:=][ \t]*["'\[][ \t]*((?:(?:0x)?[0-9a-f]{1,3}[ \t]*,[ \t]*){15}(?:0x)?[0-9a-f]{1,3})\b`), ok: variedBytes85},
	{kind: "network-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:network_?key|pskc)["']?[ \t]*(?:[:=][ \t]*|[ \t]+)["']?(?:0x)?([0-9a-f]{32})\b`), ok: variedHex83},
	{kind: "zwave-key", group: 1, re: regexp.MustCompile(`(?i)\bs(?:2_?(?:unauthenticated|authenticated|access_?control)|0_?legacy)(?:_?key)?["']?[ \t]*[:=][ \t]*["']?(?:0x)?([0-9a-f]{32})\b`), ok: variedHex83},
	{kind: "tuya-local-key", group: 1, re: regexp.MustCompile(`"(?:key|local_?key|localKey)"[ \t]*:[ \t]*"([^"\s\\]{16})"`), ok: tuyaKey85, notAt: notTuya85},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:\bupload_flags\b|\bespota(?:\.py)?\b)[^\n]{0,200}?(?:[ \t]|^)(?:--auth|-a)(?:=|[ \t]+)["']?([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\.connect\([ \t]*["'][^"'\n]{1,64}["'][ \t]*,[ \t]*["']([^"'\n]{6,128})["'][ \t]*\)`), ok: madeValue, notAt: notWifiCall85},
	{kind: "password", group: 1, re: regexp.MustCompile(`\busername_pw_set\([ \t]*["'][^"'\n]{1,128}["'][ \t]*,[ \t]*(?:password[ \t]*=[ \t]*)?["']([^"'\n]{4,128})["']`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bsapcontrol\b[^\n]{0,200}?[ \t]-user[ \t]+["']?[^\s"']{1,64}["']?[ \t]+["']?([^\s"'\-][^\s"']{3,127})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|[\s"'])/(?:SAPWD|[A-Z]{0,8}SVCPASSWORD)=["']?([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bshared-secret[ \t]+["']?([^\s"';]{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bbr(?:connect|backup|archive|tools|restore|space|recover)\b[^\n]{0,200}?[ \t]-u[ \t]+["']?[A-Za-z][A-Za-z0-9_$#]{0,29}/([^\s"'/@,]{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\buserid=["']?[A-Za-z][A-Za-z0-9_$#]{0,29}/([^\s"'/@,]{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)-Dbasicauth=["']?[^\s:"']{1,64}:([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\b(?:setenv|fw_setenv|env[ \t]+set)[ \t]+(?i:[a-z0-9_]*(?:pass|pwd|psk|secret|token)[a-z0-9_]*)[ \t]+["']?([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\boption[ \t]+(?:key|psk|password|sae_password|auth_secret|acct_secret|private_key|preshared_key|secret)[ \t]+["']([^"'\n]{4,128})["']`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bpass(?:word)?[ \t]+(?:\pL+[ \t]+){0,2}là[ \t]+["']?([^\s"']{6,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`パス(?:ワード)?(?:[ \t]*(?:は|:|：)[ \t]*|[ \t]+)["'「]?([A-Za-z0-9!#$%&*+\-=?@^_~]{6,64})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bglab[ \t]+variable[ \t]+(?:set|create|update)[ \t]+["']?(?i:[a-z0-9_]*(?:pass|pwd|secret|token|key|auth|cred)[a-z0-9_]*)["']?[^\n]{0,200}?[ \t](?:--value|-v)(?:=|[ \t]+)["']?([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)<(?:saml2?:)?Attribute\b[^>\n]{0,200}Name=["'][^"'\n]{0,40}(?:password|passwd|pwd|secret)[^"'\n]{0,40}["'][^>\n]{0,200}>[ \t]*(?:\r?\n[ \t]*)?<(?:saml2?:)?AttributeValue\b[^>\n]{0,100}>([^<\s]{4,128})<`), ok: madeValue},
	{kind: "tuya-local-key", group: 1, re: regexp.MustCompile(`(?i)\btinytuya\b[^\n]{0,200}?[ \t]--key(?:=|[ \t]+)["']?([^\s"']{16})`), ok: tuyaKey85},
	{kind: "password", group: 1, re: regexp.MustCompile(`AT\+CW(?:JAP|SAP)(?:_DEF|_CUR)?=["'][^"'\n]{0,64}["'][ \t]*,[ \t]*["']([^"'\n]{4,128})["']`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`AT\+MQTTUSERCFG=\d{1,2},\d{1,2},"[^"\n]{0,128}","[^"\n]{0,128}","([^"\n]{4,128})"`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\biw[ \t]+dev[ \t]+\S{1,32}[ \t]+connect\b[^\n]{0,120}?[ \t]keys?[ \t]+(?:d:)?\d:([^\s]{5,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|[\s,;(])mk(?:[ \t]+(?:wifi|wi-fi|wf|admin|router|modem))?[ \t]*(?::|là)[ \t]*["']?([^\s"',]{6,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)tài[ \t]+khoản[ \t]+\S{1,64}[ \t]+(?:mk|mật[ \t]+khẩu|pass(?:word)?)[ \t]*[:=]?[ \t]*["']?([^\s"',]{6,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:creds|credentials|zugang(?:sdaten)?|logindaten|acceso|identifiants|credenciais|credenciales)[ \t]*(?::|are|is|sind|ist|son|sont|são)?[ \t]+["']?[A-Za-z0-9_.@\-]{1,64}[ \t]*(?:/|:)[ \t]*["']?([^\s"'/:]{6,128})(?:[\s"',;)]|$)`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*["']?[A-Za-z0-9_.@\-\\]{1,64}["']?[ \t]+(?:\*|["']?[A-Za-z0-9_.\-]{1,64}["']?)[ \t]+["']?([^\s"'*#]{6,128})["']?[ \t]+(?:\*|\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?)[ \t]*$`), ok: madeValue},
}

// stdinHeader85: a command that reads a password from a here-document,
// or a tool's line before the generated password it prints.
var stdinHeader85 = regexp.MustCompile(`(?:\bcat[ \t]+<<-?[ \t]*["']?[A-Za-z_]{1,16}["']?[ \t]*\|[ \t]*(?:sudo[ \t]+(?:-[a-zA-Z]+[ \t]+)*)?(?:chpasswd|passwd|kinit|smbpasswd|kpasswd)\b[^\n\\]{0,80}|(?:\bsudo\b[^\n<]{0,80}?[ \t](?:-[a-zA-Z]*S[a-zA-Z]*|--stdin)\b|(?:^|[\s;|&(])(?:sudo[ \t]+)?(?:passwd|chpasswd|kinit|smbpasswd|adduser|kpasswd)\b)[^\n<>]{0,120}<<-?[ \t]*["']?[A-Za-z_]{1,16}["']?[ \t]*|\bargocd[ \t]+admin[ \t]+initial-password\b[^\n\\]{0,80}|\bcat[ \t]+[^\n\\]{0,120}initialAdminPassword[ \t]*|use the following password to proceed to installation:[ \t]*)(?:\r?\n|\\n)`)

// nextLines85: the first one or two non-empty lines after the header,
// each a single made token.
func nextLines85(s string, at int) [][2]int {
	var out [][2]int
	i := at
	for n := 0; n < 4 && len(out) < 2 && i < len(s); n++ {
		end := i
		for end < len(s) && s[end] != '\n' && !(s[end] == '\\' && end+1 < len(s) && s[end+1] == 'n') && end-i < 200 {
			end++
		}
		line := strings.TrimRight(s[i:end], "\r")
		f := strings.Fields(line)
		next := end + 1
		if end < len(s) && s[end] == '\\' {
			next = end + 2
		}
		if len(f) == 0 {
			i = next
			continue
		}
		if len(f) != 1 || len(f[0]) < 6 || len(f[0]) > 128 || !madeValue(f[0]) {
			break
		}
		j := strings.Index(s[i:end], f[0])
		out = append(out, [2]int{i + j, i + j + len(f[0])})
		i = next
	}
	return out
}

// variedBytes85: a list of sixteen bytes that is not one value repeated,
// not a counting sequence (OpenZWave's documented 0x01, 0x02, ... 0x10)
// and not zigbee2mqtt's documented default key (1, 3, 5, ... 12, 13):
// published examples are as public as placeholders.
func variedBytes85(v string) bool {
	seen := map[string]bool{}
	var bs []string
	var ns []int64
	for _, b := range strings.Split(v, ",") {
		b = strings.TrimSpace(strings.ToLower(b))
		base := 10
		if strings.HasPrefix(b, "0x") {
			b, base = b[2:], 16
		}
		n, err := strconv.ParseInt(b, base, 64)
		if err != nil {
			return false
		}
		seen[b] = true
		bs = append(bs, b)
		ns = append(ns, n)
	}
	counting := true
	for i := 2; i < len(ns); i++ {
		if ns[i]-ns[i-1] != ns[1]-ns[0] {
			counting = false
			break
		}
	}
	return len(seen) >= 6 && !counting && strings.Join(bs, ",") != "1,3,5,7,9,11,13,15,0,2,4,6,8,10,12,13"
}

// tuyaKey85: a Tuya local key is sixteen printable characters, mixed.
func tuyaKey85(v string) bool {
	return notPlaceholder(v) && (hasDigitAndLetter(v) || hasUpperAndLower(v)) && distinctBytes(v) >= 8
}

// notTuya85: the object around a "key" is not a Tuya device's (no
// protocol version, gwId, devId or tuya nearby); local_key is always one.
func notTuya85(orig string, start, end int) bool {
	w := strings.ToLower(orig[max(0, start-300):min(len(orig), end+300)])
	if strings.Contains(strings.ToLower(orig[max(0, start-20):start]), "local") {
		return false
	}
	return !(strings.Contains(w, "tuya") || strings.Contains(w, "gwid") || strings.Contains(w, "devid") || strings.Contains(w, `"version": "3.`) || strings.Contains(w, `"version":"3.`) || tuyaIDNear86(w)) // round 86: or the cloud's device id
}

// notWifiCall85: .connect('A', 'B') is a Wi-Fi join only when the
// receiver names a network interface (wlan, wifi, station, wireless,
// sta, sta_if; network.WLAN(...) read by the name before its call).
func notWifiCall85(orig string, start, end int) bool {
	head := strings.ToLower(orig[max(0, start-120):start])
	i := strings.LastIndex(head, ".connect(")
	if i < 0 {
		return true
	}
	head = head[:i]
	if strings.HasSuffix(head, ")") {
		if j := strings.LastIndex(head, "("); j >= 0 {
			head = head[:j]
		}
	}
	k := len(head)
	for k > 0 && (head[k-1] == '_' || head[k-1] == '.' || head[k-1] >= 'a' && head[k-1] <= 'z' || head[k-1] >= '0' && head[k-1] <= '9') {
		k--
	}
	recv := head[k:]
	last := recv[strings.LastIndex(recv, ".")+1:]
	for _, w := range [...]string{"wlan", "wifi", "station", "wireless"} {
		if strings.Contains(recv, w) {
			return false
		}
	}
	return !(last == "sta" || strings.HasPrefix(last, "sta_"))
}
