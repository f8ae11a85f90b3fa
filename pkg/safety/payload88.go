package safety

// Round 88 (payload), tuned on fresh255-258.

// A Rust crate built and installed from a git repository given by URL
// (cargo install --git URL) runs that repository's build script and
// installs its binary, as a package from an unvouched index does; the
// origin is judged as every package source is (a plain-HTTP or raw-IP
// address, a host neither the subject nor a known vendor accounts for).
//
// Groovy's evaluator (evaluate(text), new GroovyShell().evaluate(text),
// Eval.me(text)) runs a string as code in the program, as eval does:
// handed the text of a URL it runs what the address serves.
func init() {
	pkgSourceRe = lazyRegexp(pkgSourceRe.String() + `|\bcargo\s+install\b[^\n;|&]*--git[= ]+(https?)://([^/\s"'|:)]+)`)
	evalCallRe = lazyRegexp(evalCallRe.String() + `|[\s;{(=,]evaluate\s*\(\s*[A-Za-z_]\w*\s*\)|\bGroovyShell\s*\([^)]*\)\s*\.\s*evaluate\s*\(|\bEval\.me\s*\(`)
}
