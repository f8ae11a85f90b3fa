package trace

import (
	"cmp"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// Round 68 (session 32): secrets in a delimited table, and the checks of
// round 68's parenthesised and registry rules.

// csvSecretHeader: a header cell naming a secret column, delimited on
// both sides (a cell of a CSV, TSV, semicolon or pipe table), the line
// break a literal "\n" when the table sits inside a JSON string.
// Round 69 (ahead): the cell may be padded with blanks (a Markdown
// table's "| user | password |", psql's " usename | passwd ").
var csvSecretHeader = regexp.MustCompile(`(?im)(?:^|[,;\t|]|\\n)[ ]*["']?(?:` + csvNameAlternation() + `)["']?[ ]*(?:[,;\t|]|\\n|\r?$)`)

var csvSecretNames = map[string]bool{"password": true, "passwd": true, "pwd": true, "pass": true, "secret": true, "client_secret": true, "token": true, "access_token": true, "api_key": true, "apikey": true, "passphrase": true, "passwort": true, "kennwort": true, "wachtwoord": true, "contraseña": true, "senha": true, "şifre": true, "parola": true, "hasło": true, "heslo": true, "пароль": true, "密码": true, "パスワード": true, "비밀번호": true}

// csvNameAlternation: the names of csvSecretNames as one alternation,
// longest first, so the header pattern and the cell check read one list.
func csvNameAlternation() string {
	names := slices.Collect(maps.Keys(csvSecretNames))
	slices.SortFunc(names, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	for i, n := range names {
		names[i] = regexp.QuoteMeta(n)
	}
	return strings.Join(names, "|")
}

// csvLineEnd: the end of the table line starting at i (a line break,
// a literal "\n", or a closing quote of the string holding the table).
func csvLineEnd(s string, i int) int {
	for j := i; j < len(s) && j-i < csvMaxLine; j++ {
		switch {
		case s[j] == '\n' || s[j] == '\r':
			return j
		case s[j] == '\\' && j+1 < len(s) && s[j+1] == 'n':
			return j
		}
	}
	return min(len(s), i+csvMaxLine)
}

// csvMaxLine bounds a table line's length in bytes: a longer line is not
// read as a table's header or row, so a long line costs linear time.
const csvMaxLine = 1024

// csvLineStart: the start of the table line holding byte i.
func csvLineStart(s string, i int) int {
	lo := max(0, i-csvMaxLine)
	for j := i; j > lo; j-- {
		if s[j-1] == '\n' || j >= 2 && s[j-2] == '\\' && s[j-1] == 'n' {
			return j
		}
	}
	return lo
}

// csvCells splits a line at sep, with each cell's offsets in the line.
func csvCells(line string, sep byte) [][2]int {
	var out [][2]int
	st := 0
	for i := 0; i <= len(line); i++ {
		if i == len(line) || line[i] == sep {
			out = append(out, [2]int{st, i})
			st = i + 1
		}
	}
	return out
}

// csvSecretColumn: the header line holding the match that ends at at
// names secret columns; each following row with as many cells gives
// those cells' values, when they look made. Only the header's first
// secret cell reads the rows, and a row that names a secret column again
// ends the table, so every row is read once.
func csvSecretColumn(s string, at int) [][2]int {
	ls := csvLineStart(s, max(0, at-1))
	le := csvLineEnd(s, ls)
	if le-ls >= csvMaxLine || le >= len(s) {
		return nil // no line break after the header: no rows
	}
	header := s[ls:le]
	sep, most := byte(0), 0
	for _, c := range []byte{',', ';', '\t', '|'} {
		if n := strings.Count(header, string(c)); n > most {
			sep, most = c, n
		}
	}
	if sep == 0 || most >= 64 {
		return nil
	}
	cells := csvCells(header, sep)
	var cols []int
	for i, c := range cells {
		if csvSecretCell(header[c[0]:c[1]]) {
			cols = append(cols, i)
		}
	}
	if len(cols) == 0 || at < ls+cells[cols[0]][0] || at > ls+cells[cols[0]][1]+3 {
		return nil // a later secret cell: the first one reads the rows
	}
	var out [][2]int
	for pos, rows := le, 0; pos < len(s) && rows < 1000; rows++ {
		var ok bool
		if pos, ok = nextRowStart(s, pos, true); !ok {
			return out
		}
		re := csvLineEnd(s, pos)
		if rule := s[pos:re]; rule != "" && strings.Trim(rule, "+-=|: ") == "" {
			pos = re // round 69: a table's rule line (+----+, |---|---|)
			continue
		}
		row := csvCells(s[pos:re], sep)
		if re-pos >= csvMaxLine || len(row) != len(cells) {
			return out
		}
		for _, col := range cols {
			vs, ve := pos+row[col][0], pos+row[col][1]
			if csvSecretCell(s[vs:ve]) {
				return out // another header: its own match reads on
			}
			for vs < ve && (s[vs] == ' ' || s[vs] == '"' || s[vs] == '\'') {
				vs++
			}
			for ve > vs && (s[ve-1] == ' ' || s[ve-1] == '"' || s[ve-1] == '\'') {
				ve--
			}
			if ve-vs >= 6 && madeValue(s[vs:ve]) {
				out = append(out, [2]int{vs, ve})
			}
		}
		pos = re
	}
	return out
}

// csvSecretCell: a cell that names a secret column.
func csvSecretCell(c string) bool {
	return csvSecretNames[strings.ToLower(strings.Trim(strings.TrimSpace(c), `"'`))]
}

// qualifierNotPublic: the words in parentheses do not say the value is
// public, an identifier, an example or a placeholder.
var publicQualifier = regexp.MustCompile(`(?i)\((?:[^()\n]*\b)?(?:public|publishable|id|ids|identifier|name|example|sample|demo|dummy|fake|placeholder|masked|redacted|hint|length|format|type|prefix|hash|fingerprint|last\s+\d+)\b[^()\n]*\)`)

func qualifierNotPublic(m string) bool { return !publicQualifier.MatchString(m) }

// registryNameNotSetting: the registry value's name does not name a
// setting about the secret (MinPasswordLength, PasswordExpiryDays).
// The topic words are passwordTopic's core (secretSettingTopics) and the
// ones only a name can carry (enabled, required, path).
var registrySettingName = regexp.MustCompile(`(?i)(?:password|passwd|pwd|secret|token|api_?key|passphrase)\w*?(?:` + secretSettingTopics + `|enabled|required|path)|(?:min|max|require|enable|disable|expire|reset|last|no)\w*(?:password|passwd|pwd|secret|token)`)

func registryNameNotSetting(m string) bool {
	name := m
	if i := strings.IndexAny(m, " \t"); i > 0 && !strings.HasPrefix(strings.ToLower(m), "-name") {
		name = m[:i]
	}
	return !registrySettingName.MatchString(name)
}

// registrySecretValue: reg query's "Name  REG_SZ  value" whose name (the
// word before the type, read back at most 64 bytes) names a secret and
// not a setting about one; the match ends where the value starts.
func registrySecretValue(s string, at int) [][2]int {
	ts := strings.LastIndex(s[max(0, at-40):at], "REG_")
	if ts < 0 {
		return nil
	}
	ne := max(0, at-40) + ts
	for ne > 0 && (s[ne-1] == ' ' || s[ne-1] == '\t') {
		ne--
	}
	ns := ne
	for ns > 0 && ne-ns < 64 && (isAlpha(s[ns-1]) || isDigit(s[ns-1]) || s[ns-1] == '_') {
		ns--
	}
	name := s[ns:ne]
	if !registrySecretName.MatchString(name) || registrySettingName.MatchString(name) {
		return nil
	}
	ve := at
	for ve < len(s) && ve-at < 256 && s[ve] != ' ' && s[ve] != '\t' && s[ve] != '\n' && s[ve] != '\r' {
		ve++
	}
	if ve-at < 4 || !madeValue(s[at:ve]) {
		return nil
	}
	return [][2]int{{at, ve}}
}

var registrySecretName = regexp.MustCompile(`(?i)password|passwd|pwd|secret|token|api_?key|passphrase`)

// alignedSecretHeader (round 69, ahead): a header cell naming a secret
// column in a table whose columns are aligned with runs of blanks (the
// output of a CLI: "USER      PASSWORD      HOST").
var alignedSecretHeader = regexp.MustCompile(`(?im)(?:^|[ ]{2,})(?:` + csvNameAlternation() + `)(?:[ ]{2,}|[ ]*\r?$)`)

// alignedCells splits a line at runs of two or more blanks.
func alignedCells(line string) [][2]int {
	var out [][2]int
	i := 0
	for i < len(line) {
		for i < len(line) && line[i] == ' ' {
			i++
		}
		if i == len(line) {
			break
		}
		st := i
		for i < len(line) && !(line[i] == ' ' && (i+1 == len(line) || line[i+1] == ' ')) {
			i++
		}
		out = append(out, [2]int{st, i})
	}
	return out
}

// alignedSecretColumn: as csvSecretColumn, for a table aligned with
// blanks: each following row with as many cells gives the secret cell's
// value when it looks made.
func alignedSecretColumn(s string, at int) [][2]int {
	ls := csvLineStart(s, max(0, at-1))
	le := csvLineEnd(s, ls)
	if le-ls >= csvMaxLine || le >= len(s) || s[le] != '\n' && s[le] != '\r' {
		return nil
	}
	header := s[ls:le]
	cells := alignedCells(header)
	if len(cells) < 2 || len(cells) > 32 {
		return nil
	}
	col := -1
	for i, c := range cells {
		if csvSecretCell(header[c[0]:c[1]]) {
			col = i
			break
		}
	}
	end := at
	for end > ls && s[end-1] == ' ' {
		end--
	}
	if col < 0 || end < ls+cells[col][0] || end > ls+cells[col][1] {
		return nil
	}
	var out [][2]int
	for pos, rows := le, 0; pos < len(s) && rows < 1000; rows++ {
		var ok bool
		if pos, ok = nextRowStart(s, pos, false); !ok {
			return out
		}
		re := csvLineEnd(s, pos)
		if rule := s[pos:re]; rule != "" && strings.Trim(rule, "+-= ") == "" {
			pos = re
			continue
		}
		row := alignedCells(s[pos:re])
		if re-pos >= csvMaxLine || len(row) != len(cells) {
			return out
		}
		vs, ve := pos+row[col][0], pos+row[col][1]
		if csvSecretCell(s[vs:ve]) {
			return out
		}
		if ve-vs >= 6 && madeValue(s[vs:ve]) && !strings.Contains(s[vs:ve], " ") {
			out = append(out, [2]int{vs, ve})
		}
		pos = re
	}
	return out
}

// nextRowStart steps over the line break at pos (CRLF, LF, or, when
// escaped, a literal "\n" of a table inside a JSON string) to the next
// row's start; false when no break stands there.
func nextRowStart(s string, pos int, escaped bool) (int, bool) {
	switch {
	case strings.HasPrefix(s[pos:], "\r\n"):
		return pos + 2, true
	case s[pos] == '\n':
		return pos + 1, true
	case escaped && strings.HasPrefix(s[pos:], `\n`):
		return pos + 2, true
	}
	return pos, false
}
