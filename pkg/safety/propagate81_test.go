package safety

import (
	"regexp"
	"slices"
	"testing"
)

// The write-target readings of round 81 name a variable; they were
// regexps compiled for each variable and now read every target at once.
// The old per-variable forms stay here as the reference they must agree
// with.

func oldProp81WritesVar(b, v string) bool {
	q := regexp.QuoteMeta(v)
	re := regexp.MustCompile(`(?:writeFileSync|appendFileSync|writeFile|appendFile|outputFileSync|outputJsonSync|writeJsonSync|writeJSONSync|outputJson|writeJson)\(\s*(?:path\.(?:join|resolve)\(\s*)?` + q + `\b` +
		`|\bopen\(\s*(?:os\.path\.join\(\s*)?` + q + `\b[^\n]*?,\s*['"][wa]` +
		`|\b` + q + `(?:\s*/\s*['"][^'"\n]+['"])?\s*\)?\.(?:write_text|write_bytes)\(|\b` + q + `\.open\(\s*['"][wa]` +
		`|(?:>>?\s*|\btee\s+(?:-a\s+)?|\bsponge\s+|\bmv\s+(?:-\w+\s+)*[^\s-]\S*\s+|\bnpm\s+pkg\s+set\b[^\n]*--prefix[\s=]+|\bsed\s+-i\S*\s+(?:-e\s+)?(?:'[^'\n]*'|"[^"\n]*")\s+|\bcp\s+(?:-\w+\s+)*[^\s-]\S*\s+)["']?\$\{?` + q + `\b` +
		`|\bcd\s+["']?\$\{?` + q + `\b[^\n]*\bnpm\s+pkg\s+set\b` +
		`|(?i:Set-Content|Add-Content|Out-File|Copy-Item[^\n|;]*?-Destination)\s+(?:-(?:Path|LiteralPath|FilePath)\s+)?["']?\$` + q + `\b`)
	return re.MatchString(b)
}

func oldProp81Assign(b, v string) []string {
	re := regexp.MustCompile(`(?m)^[ \t]*(?:(?:const|let|var|my|local)\s+)?\$?(\w+)\s*=\s*[^=\n][^\n]*?\$?\{?\b` + regexp.QuoteMeta(v) + `\b`)
	var out []string
	for _, m := range re.FindAllStringSubmatch(b, 8) {
		if m[1] != v {
			out = append(out, m[1])
		}
	}
	return out
}

var prop81Blocks = []string{
	"for (const dir of dirs) {\n  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));\n}",
	"for (const dir of dirs) {\n  const manifest = path.join(dir, 'package.json');\n  fs.writeFileSync(manifest, data);\n}",
	"for root, dirs, files in os.walk(home):\n    hook = os.path.join(root, '.git/hooks/pre-commit')\n    with open(hook, 'a') as f:\n        f.write('npx pkg')",
	"for p in Path.home().rglob('package.json'):\n    p.write_text(patched)",
	"for p in roots:\n    (p / 'AGENTS.md').write_text(text)",
	"for d in */; do\n  cp hook.sh \"$d/.git/hooks/pre-commit\"\n  echo 'npx x' >> $d/Makefile\ndone",
	"for d in $(find ~ -name package.json); do\n  sed -i 's/a/b/' \"$d\"\n  tee -a ${d} < line\ndone",
	"foreach ($f in $files) { Set-Content -Path $f -Value $x }",
	"Get-ChildItem -Recurse | ForEach-Object { Copy-Item x.ps1 -Destination $target }",
	"while read repo; do cd \"$repo\" && npm pkg set scripts.postinstall='npx x'; done",
	"for f in files:\n    print(open(f).read())\n    log = open(other, 'w')",
	"for (const f of found) { console.log(f); fs.readFileSync(f); }",
	"files.forEach((f) => fs.appendFileSync(f, line));",
	"for a, b in pairs:\n    out = os.path.join(b, 'x')\n    open(out, 'w').write(a)",
	"my $target = \"$dir/.claude/skills\";\nlocal dest=${dir}/AGENTS.md\nmv tmp.md $dest",
	"x = 1\ny = x2 + x\nz == x\nw = x",
}

func TestProp81ReadingsAgree(t *testing.T) {
	vars := regexp.MustCompile(`\w+`)
	for _, b := range prop81Blocks {
		seen := map[string]bool{}
		for _, v := range vars.FindAllString(b, -1) {
			if seen[v] {
				continue
			}
			seen[v] = true
			got, want := prop81WritesVar(b, v), oldProp81WritesVar(b, v)
			// The one narrowing: the old form also took the module of
			// "path.join(dir, ...)" or "os.path.join(...)" for the file.
			if !got && want && (v == "path" || v == "os") {
				want = false
			}
			if got != want {
				t.Errorf("prop81WritesVar(%q, %q) = %v, the per-variable regexp says %v", b, v, got, want)
			}
			gotA, wantA := prop81Assign(b, v), oldProp81Assign(b, v)
			// The one widening: a value that starts with the variable
			// ("w = x", "hook = root / '.git'") is built from it too; the
			// old regexp wanted a byte before it.
			for _, a := range gotA {
				if !slices.Contains(wantA, a) && !regexp.MustCompile(`(?m)^[ \t]*(?:(?:const|let|var|my|local)\s+)?\$?`+a+`\s*=\s*`+regexp.QuoteMeta(v)+`\b`).MatchString(b) {
					t.Errorf("prop81Assign(%q, %q) = %v, the per-variable regexp says %v", b, v, gotA, wantA)
				}
			}
			for _, a := range wantA {
				if !slices.Contains(gotA, a) {
					t.Errorf("prop81Assign(%q, %q) = %v misses %q", b, v, gotA, a)
				}
			}
		}
	}
	// What the readings are for.
	if !prop81WritesVar(prop81Blocks[1], "manifest") || prop81WritesVar(prop81Blocks[10], "f") {
		t.Error("a write into the loop's file, or a read of it, is misread")
	}
	if got := prop81Assign("for root in roots:\n    hook = root / '.git' / 'hooks'\n", "root"); !slices.Equal(got, []string{"hook"}) {
		t.Errorf("a pathlib path built from the loop's variable: got %v", got)
	}
}
