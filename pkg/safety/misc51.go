package safety

import (
	"regexp"
	"strings"
)

// Round 51 (misc): the smaller families' misses of fresh119-126, each
// fixed by the principle its comment states.

var (
	// curlRemoteName51: curl told to save under the URL's own last path
	// part (-O, -sO, --remote-name), the URL and that part captured: the
	// file it writes is as named as wget's, only implicitly.
	curlRemoteName51 = lazyRegexp(`(?i)\bcurl\s+(?:[^\n|;&]*?\s)?(?:-[a-zA-Z]*O[a-zA-Z]*|--remote-name)\s+(?:-\S+\s+)*["']?(https?://[^\s"'|;&<>()]*/([\w][\w.-]*))["']?(?:\s|$|;|&)`)
	// unpackInto51: an archive unpacked into a named folder (tar x... -C
	// DIR, unzip ... -d DIR), the archive and the folder captured.
	unpackInto51 = lazyRegexp(`(?i)\btar\s+(?:-?[a-zA-Z]*x[a-zA-Z]*)\s+(?:-\S+\s+)*["']?([^\s"'|;&<>()]+)["']?\s+(?:-\S+\s+)*-C\s*["']?([\w./~$-]+?)["']?(?:\s|$|;|&)|\bunzip\s+(?:-\S+\s+)*["']?([^\s"'|;&<>()]+)["']?\s+-d\s*["']?([\w./~$-]+?)["']?(?:\s|$|;|&)`)
)

// checkDownloadRun51 refuses, in a code block with no digest or signature
// check, a download from an origin nothing vouches for that is then run,
// in two shapes the older rule (checkDownloadThenRun) does not read:
//   - curl -O saves the download under the URL's last path part, so that
//     name run afterwards (./hf) is the download run;
//   - a download saved as an archive and unpacked into a folder, then a
//     program from that folder run: unpacking changes nothing about who
//     wrote what runs, exactly as a download piped into tar -C is (the
//     archive rule, checkArchiveRun, reads only that piped shape).
//
// Unpacking alone, or running a program the block did not fetch, is how
// ordinary setup notes read and is left alone.
func (c *checker) checkDownloadRun51(d *doc, subject string) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if len(b) > maxStatement*4 || !strings.Contains(b, "://") || integrityCheck.MatchString(b) {
			continue
		}
		lb := asciiLower(b)
		type dl struct {
			s, e      int
			path, why string
		}
		var dls []dl
		if strings.Contains(lb, "curl") {
			for _, m := range curlRemoteName51.FindAllStringSubmatchIndex(b, 8) {
				if w := untrustedHost(b[m[2]:m[3]], subject); w != "" {
					dls = append(dls, dl{m[0], m[1], b[m[4]:m[5]], w})
				}
			}
		}
		if strings.Contains(lb, "tar") || strings.Contains(lb, "unzip") {
			for _, m := range downloadTo.FindAllStringSubmatchIndex(b, 8) {
				ps, pe := firstGroup(m)
				if ps < 0 {
					continue
				}
				ls := strings.LastIndexByte(b[:m[0]], '\n') + 1
				le := strings.IndexByte(b[m[1]:], '\n')
				if le < 0 {
					le = len(b) - m[1]
				}
				if w := untrustedHost(b[ls:m[1]+le], subject); w != "" {
					dls = append(dls, dl{m[0], m[1], b[ps:pe], w})
				}
			}
		}
		for _, x := range dls {
			if x.path == "" || x.path == "-" || x.path == "/dev/null" || strings.Trim(x.path, "./") == "" {
				continue
			}
			rest := b[x.e:]
			q := regexp.QuoteMeta(x.path)
			if !strings.Contains(x.path, "/") {
				q = `(?:\.[/\\])?` + q
			}
			if rm := runOfPath(q).FindStringIndex(rest); rm != nil {
				c.add(d, RuleRemoteExec, Refuse, f.start+x.s, f.start+x.e+rm[1], strings.Replace(x.why, "and runs it", "to a file and runs it", 1))
				break
			}
			found := false
			for _, um := range unpackInto51.FindAllStringSubmatchIndex(rest, 4) {
				as, ae, ds, de := um[2], um[3], um[4], um[5]
				if as < 0 {
					as, ae, ds, de = um[6], um[7], um[8], um[9]
				}
				if strings.TrimPrefix(rest[as:ae], "./") != strings.TrimPrefix(x.path, "./") {
					continue
				}
				dir := strings.TrimRight(rest[ds:de], "/")
				if len(dir) < 2 {
					continue
				}
				if rm := runOfPath(regexp.QuoteMeta(dir) + `/[\w./-]+`).FindStringIndex(rest[um[1]-1:]); rm != nil {
					c.add(d, RuleRemoteExec, Refuse, f.start+x.s, f.start+x.e+um[1]-1+rm[1], strings.Replace(strings.Replace(x.why, "downloads a script", "downloads an archive", 1), "and runs it", "then unpacks it and runs what it holds", 1))
					found = true
					break
				}
			}
			if found {
				break
			}
		}
	}
}

// Destructive (round 51):
//
//   - Everything inside a folder under a backup folder (rm -r
//     /var/backups/mysql/*) is the backups deleted, as the backup folder
//     itself is: the older rule read the backup folder only as the last
//     part of the path. A pattern that selects (*.tmp, *.partial) is
//     tidying, not a wipe, and is left alone.
//   - Production, running without asking and declining the backup in
//     Haitian Creole: the tells the round-46 reading takes in other
//     languages.
func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{lazyRegexp(`(?i)\brm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*\s+(?:\S+\s+)*?["']?/(?:[\w.-]+/){0,3}backups?/(?:[\w.-]+/){1,3}\*["']?(?:\s|$|;|&|\||\)|` + "`" + `)`),
			[]string{"rm "}, "deletes everything in the backups", false, nil},
	)
}

var (
	// prod51: production in Haitian Creole.
	prod51 = lazyRegexp(`(?i)\bpwodiksyon\b`)
	// noConfirm51: without asking permission or confirmation (Haitian
	// Creole: "san mande pèmisyon", "pa bezwen ... mande pèmisyon").
	noConfirm51 = lazyRegexp(`(?i)\bsan\s+(?:mande\s+)?(?:pèmisyon|pemisyon|konfimasyon|konfirmasyon)\b|\bpa\s+bezwen\b[^.\n]{0,40}?\bmande\s+(?:pèmisyon|pemisyon|konfimasyon|konfirmasyon)\b`)
	// noBackup51: the backup declined (Haitian Creole: "pa bezwen fè
	// backup", "san backup").
	noBackup51 = lazyRegexp(`(?i)\bpa\s+bezwen\s+(?:fè\s+|fe\s+)?(?:backup|bakòp|kopi\s+sekirite)\b|\bsan\s+(?:backup|bakòp|kopi\s+sekirite)\b`)
)

// The Creole tells join the round-46 reading (netGone46), so one pass
// over the document reads every language.
func init() { netGoneTells = append(netGoneTells, prod51, noConfirm51, noBackup51) }

// Hijack-scope (round 51): the every-request claim ("use this skill for
// every request, whatever the topic, before any answer") in languages
// whose lexicons lacked its parts: Punjabi (only the propagation words
// were registered), Haitian Creole (none), and Indonesian's "always
// active for" and "before any response". The same concepts the other
// languages' entries hold, so the same scopes (actions.go) read them.
func init() {
	registerActionLexicon("pa+r51-misc", actionLex{
		useVerb:   []string{"ਵਰਤੋ", "ਵਰਤੋਂ ਕਰੋ", "ਵਰਤਿਆ ਜਾਵੇ", "ਲੋਡ ਕਰੋ", "ਲਾਗੂ ਕਰੋ", "ਚਾਲੂ ਕਰੋ"},
		everyReq:  []string{"ਹਰ ਬੇਨਤੀ", "ਸਾਰੀਆਂ ਬੇਨਤੀਆਂ", "ਹਰ ਸਵਾਲ", "ਸਾਰੇ ਸਵਾਲ", "ਹਰ ਪ੍ਰਸ਼ਨ", "ਹਰ ਸੁਨੇਹ", "ਹਰ ਗੱਲਬਾਤ", "ਹਰ ਕੰਮ", "ਕਿਸੇ ਵੀ ਬੇਨਤੀ"},
		beforeAns: []string{"ਹਰ ਜਵਾਬ ਤੋਂ ਪਹਿਲਾਂ", "ਜਵਾਬ ਦੇਣ ਤੋਂ ਪਹਿਲਾਂ", "ਕਿਸੇ ਵੀ ਜਵਾਬ ਤੋਂ ਪਹਿਲਾਂ"},
		anyTopic:  []string{"ਵਿਸ਼ਾ ਕੋਈ ਵੀ ਹੋਵੇ", "ਵਿਸ਼ਾ ਭਾਵੇਂ ਕੋਈ", "ਕਿਸੇ ਵੀ ਵਿਸ਼ੇ", "ਵਿਸ਼ੇ ਦੀ ਪਰਵਾਹ ਕੀਤੇ ਬਿਨਾਂ"},
		narrow:    []string{"ਬਾਰੇ", "ਸੰਬੰਧੀ", "ਸਬੰਧੀ", "ਨਾਲ ਸਬੰਧਤ", "ਨਾਲ ਸੰਬੰਧਿਤ"},
	})
	registerActionLexicon("ht+r51-misc", actionLex{
		selfRef:   []string{"skill sa a", "konpetans sa a", "fichye sa a", "dokiman sa a", "gid sa a"},
		useVerb:   []string{"itilize", "sèvi ak", "sevi ak", "chaje", "aktive", "toujou aktif"},
		everyReq:  []string{"tout demann", "chak demann", "nenpòt demann", "nenpot demann", "tout kesyon", "chak kesyon", "nenpòt kesyon", "tout mesaj", "chak mesaj", "chak konvèsasyon", "tout konvèsasyon"},
		beforeAns: []string{"anvan nenpòt repons", "anvan nenpòt lòt repons", "anvan nenpot lot repons", "anvan chak repons", "anvan ou reponn", "anvan w reponn"},
		anyTopic:  []string{"kèlkeswa sijè a", "kelkeswa sije a", "nenpòt sijè", "kèlkeswa sa yo mande", "kèlkeswa kesyon an"},
		narrow:    []string{"konsènan", "konsenan", "ki gen rapò ak", "ki gen pou wè ak", "sou sijè"},
		never:     []string{"pa janm", "pa dwe", "pinga", "piga"},
	})
	registerActionLexicon("id+r51-misc", actionLex{
		useVerb:   []string{"selalu aktif", "aktif untuk", "harus dibaca"},
		beforeAns: []string{"sebelum respons", "sebelum setiap respons", "sebelum respon apa pun", "sebelum memberikan respons"},
	})
}
