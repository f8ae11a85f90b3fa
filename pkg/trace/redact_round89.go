package trace

import (
	"regexp"
	"strings"
)

// Round 89 (issue 15): the two leaks of the blind tables fresh263-266
// (measured once at fe3232b0, so seen), each fixed as its format
// (TestRedactRound89; tuned on them, not a claim):
//
//   - the default of an environment read given as a named argument:
//     Dart's String.fromEnvironment('X', defaultValue: 'V'),
//     flutter_dotenv's dotenv.get('X', fallback: 'V'), Python's
//     os.getenv('X', default='V') and django-environ's env('X',
//     default='V'), R's Sys.getenv('X', unset = 'V'). Round 81 read the
//     positional default only (envFallback81 now takes envNamedDefault89
//     too); python-decouple's config('X', default='V') (and Laravel's
//     config('x.secret', 'V')) joins the reads, and so do reads by an
//     unquoted name: Perl's $ENV{X} // 'V' and || 'V', Groovy's and
//     Jenkins' env.X ?: 'V'. As in round 81 the variable's name must
//     name a credential and the literal look generated (an empty
//     string, 'changeme', 'dev-only', 'dev-secret-2024' stay: a
//     developer types them);
//   - a password given by position to a command whose option or
//     subcommand names setting one: Synology's synouser --setpw USER V,
//     HestiaCP's v-change-user-password USER V, zmprov setPassword USER
//     V, sysadminctl -newPassword V, macOS dscl . -passwd /Users/U [OLD]
//     NEW, Plesk's -passwd V, x11vnc -storepasswd V FILE. The option is
//     a verb of setting (set, change, reset, update; new as a dashed
//     option) with an optional object (user, admin, root, account,
//     login) and a word for password (password, passwd, pass, pwd, pw),
//     written as one token with or without dashes, case or separators
//     ("--setpw", "setPassword", "change-user-password"). Round 42 read
//     the undashed subcommand with the full word only. With one
//     argument it is the password; with two or three the first names
//     the account and the others are the password (old and new). The
//     same shape by the commands' own action names: synouser --add USER
//     V, zmprov ca/sp/createAccount USER V, pihole -a -p V, racadm
//     config ... -o cfgUserAdminPassword -i N V, and PowerShell's
//     ConvertTo-SecureString V -AsPlainText with the value unquoted.
//     Documentation (<password>, $NEW_PW, "without an argument") and an
//     action in a URL or an HTTP request line stay.
var round89Rules = []rule{
	{kind: "secret", re: configDefaultRead89, scan: envDefaultValue81},
	{kind: "secret", group: 2, re: envBareDefault89, okMatch: envBareName89, ok: envDefaultLiteral},
	{kind: "password", re: setPasswordAction89, scan: setPasswordArgs89},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bsynouser[ \t]+--?add[ \t]+["']?[^\s"']+["']?[ \t]+["']?([^\s"']{4,128})`), ok: setPasswordValue89},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bzmprov\b(?:[ \t]+-[A-Za-z]+(?:[ \t]+[^\s\-]\S*)?)*[ \t]+(?:sp|ca|createAccount|setPassword)[ \t]+["']?[^\s"']+["']?[ \t]+["']?([^\s"']{4,128})`), ok: setPasswordValue89},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bpihole[ \t]+-a[ \t]+-p[ \t]+["']?([^\s"']{4,128})`), ok: setPasswordValue89},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bracadm\b[^\n|;]{0,160}?[ \t]-o[ \t]+\w{0,40}password[ \t]+(?:-i[ \t]+\d{1,3}[ \t]+)?["']?([^\s"'\-][^\s"']{3,127})`), ok: setPasswordValue89},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bConvertTo-SecureString[ \t]+(?:-String[ \t]+)?([^\s"'$(@\-][^\s"'()]{3,127})[ \t]+-AsPlainText\b`), ok: madeValue},
}

// envNamedDefault89: a default given to an environment read as a named
// argument (Dart defaultValue:, flutter_dotenv fallback:, Python
// default=, R unset =), the literal after it (envFallback81 reads it).
const envNamedDefault89 = `,[ \t]*(?:defaultValue|default|fallback|unset|defaultsTo|orElse)[ \t]*[:=][ \t]*`

// configDefaultRead89: python-decouple's config('X', ...) (and
// Laravel's config('x.y', ...)), a read of a setting by its quoted
// name; envDefaultValue81 reads its default as an environment read's.
var configDefaultRead89 = regexp.MustCompile(`\bconfig[ \t]*\([ \t]*["']([A-Za-z_][A-Za-z0-9_.\-]{0,80})["']`)

// envBareDefault89: an environment read by an unquoted name (Perl's
// $ENV{X} or $ENV{'X'}, Groovy's env.X) and the literal that stands in
// when it is unset (//, ||, ?:, ??, or).
var envBareDefault89 = regexp.MustCompile(`(?:\$ENV\{["']?|(?:^|[^\w.$])env\.)([A-Za-z_]\w{0,80})(?:["']?\})?[ \t]*(?://|\|\||\?:|\?\?|\bor\b)[ \t]*["']([^"'\s\\]{12,256})["']`)

// envBareName89: the variable named by an envBareDefault89 match names a
// credential.
func envBareName89(m string) bool {
	sm := envBareDefault89.FindStringSubmatch(m)
	return sm != nil && (credentialName79(sm[1]) || envKeyName81(sm[1]))
}

// envDefaultLiteral: the literal default of a credential's environment
// read looks generated (round 81's test, shared): letters and digits in
// both cases, or 24 or more letters and digits with no dot, and no URL.
func envDefaultLiteral(v string) bool {
	return notPlaceholder(v) && madeValue(v) && hasDigitAndLetter(v) && (hasUpperAndLower(v) || len(v) >= 24 && !strings.Contains(v, ".")) && !strings.Contains(v, "://")
}

// setPasswordAction89: an option or subcommand that names setting a
// password (see round89Rules), a whole token after a blank, a command
// separator or the start of a line (a command may carry its directory
// as an absolute, ./, ../ or ~/ path; a relative one is a branch or a
// route: fix/reset-password),
// followed by a blank (setPasswordArgs89 checks it: the blank is not
// consumed, so "--set-admin-password -passwd V" reads both).
var setPasswordAction89 = regexp.MustCompile(`(?i)(?:^|[\s;|&(])(?:(?:\.{1,2}|~)?/(?:[\w.~\-]+/)*)?((?:-{0,2}(?:[a-z0-9]{1,24}[\-_]){0,3}(?:set|change|reset|update)|-{1,2}new)[\-_]?(?:(?:user|admin|root|account|login)[\-_]?)?(?:password|passwd|pass|pwd|pw)|-passwd|-storepasswd)`)

// setPasswordArgs89: the arguments after an action of
// setPasswordAction89 ending at at (up to three on its line, up to an
// option, a redirection or a command separator): a dashed "new" option
// and x11vnc's -storepasswd take the password first; otherwise one
// argument is the password, and with two or three the first names the
// account (a user, a record path) and the rest are passwords (old and
// new).
func setPasswordArgs89(s string, at int) [][2]int {
	if at >= len(s) || s[at] != ' ' && s[at] != '\t' {
		return nil
	}
	ts := at
	for ts > max(0, at-160) && s[ts-1] != ' ' && s[ts-1] != '\t' && s[ts-1] != '\n' && s[ts-1] != '/' && strings.IndexByte(";|&(", s[ts-1]) < 0 {
		ts--
	}
	action := asciiLower(strings.TrimLeft(s[ts:at], "-"))
	first := s[ts] == '-' && strings.HasPrefix(action, "new") || action == "storepasswd"
	var args [][2]int
	i := at
	end := min(len(s), at+400)
	for len(args) < 4 && i < end {
		for i < end && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if i >= end || strings.IndexByte("-|;&<>#()\\\r\n`", s[i]) >= 0 {
			break
		}
		vs, ve := i, i
		if q := s[i]; q == '"' || q == '\'' {
			k := strings.IndexByte(s[i+1:end], q)
			if k < 0 {
				break
			}
			vs, ve = i+1, i+1+k
			i = ve + 1
		} else {
			for i < end && s[i] != ' ' && s[i] != '\t' && s[i] != '\n' && s[i] != '\r' {
				i++
			}
			ve = i
			if s[ve-1] == ';' || s[ve-1] == ',' {
				ve--
			}
		}
		args = append(args, [2]int{vs, ve})
	}
	if len(args) == 0 || len(args) > 3 {
		return nil
	}
	cand := args
	switch {
	case first:
		cand = args[:1]
	case len(args) >= 2:
		cand = args[1:]
	}
	var out [][2]int
	for _, a := range cand {
		if setPasswordValue89(s[a[0]:a[1]]) {
			out = append(out, a)
		}
	}
	return out
}

// setPasswordValue89: a password given by position looks made, is no
// reference, placeholder or path (an HTTP version, a file), and is six
// or more long.
func setPasswordValue89(v string) bool {
	return len(v) >= 6 && !strings.ContainsAny(v[:1], "$%<{[@~") && !strings.Contains(v, "/") && madeValue(v)
}
