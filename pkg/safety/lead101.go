package safety

import "strings"

// Session 51 (lead), from the two false refusals of fresh309.
//
// A vendor's service host: a big vendor serves each product from its own
// name under the vendor's domain (maps.googleapis.com, youtube.
// googleapis.com, translate.googleapis.com). A secret named for that
// product (MAPS_BROWSER_KEY, YOUTUBE_API_KEY) sent there goes to the
// product it was issued for, as OPENAI_API_KEY to api.openai.com does. Only
// under a domain the vendors table lists (no one else can name a host
// there) and never a label where customers host their own content
// (storage.googleapis.com/bucket, s3.amazonaws.com, blob.core.windows.net):
// a key sent to a customer's bucket is sent to that customer.
func vendorServiceHost101(name, host string) bool {
	first := strings.ToLower(strings.SplitN(strings.Trim(strings.TrimPrefix(name, "secrets."), "{}$<>%"), "_", 2)[0])
	if len(first) < 4 || customerContentLabel101[first] || genericNameParts[first] {
		return false
	}
	host = strings.ToLower(host)
	for _, v := range vendors {
		for _, h := range v.hosts {
			if !strings.Contains(h, ".") || !strings.HasSuffix(host, "."+h) {
				continue
			}
			for _, l := range strings.Split(strings.TrimSuffix(host, "."+h), ".") {
				if customerContentLabel101[l] {
					return false
				}
			}
			for _, l := range strings.Split(strings.TrimSuffix(host, "."+h), ".") {
				if l == first {
					return true
				}
			}
		}
	}
	return false
}

// customerContentLabel101: labels under a vendor's domain that serve what
// its customers put there, not the vendor's own product.
var customerContentLabel101 = map[string]bool{
	"storage": true, "s3": true, "blob": true, "bucket": true, "buckets": true, "cdn": true,
	"static": true, "files": true, "file": true, "upload": true, "uploads": true, "content": true,
	"objects": true, "raw": true, "gist": true, "pages": true, "web": true, "www": true,
	"sites": true, "appspot": true, "run": true, "functions": true, "cloudfunctions": true,
	"lambda": true, "execute-api": true, "website": true, "queue": true, "table": true,
	"firebasestorage": true, "firebaseapp": true, "dfs": true, "azurewebsites": true,
}

// auditTableArchived101: an audit or login-history table emptied after the
// skill exported or copied it (\copy audit_events TO 'file.csv', pg_dump
// -t, CREATE TABLE .. AS SELECT) is rotated, not erased: the records are
// kept. Covering tracks empties the table with no copy; a \copy FROM a
// file loads the table and keeps nothing.
func auditTableArchived101(before, cmd string) bool {
	m := sqlEmptied.FindStringSubmatch(cmd)
	if m == nil {
		return false
	}
	want := strings.ToLower(strings.Trim(m[1], `";`))
	for _, c := range sqlCopied.FindAllStringSubmatchIndex(before, -1) {
		if strings.ToLower(strings.Trim(before[c[2]:c[3]], `";`)) != want {
			continue
		}
		if strings.HasPrefix(strings.ToLower(before[c[0]:]), `\copy`) {
			rest := strings.TrimSpace(strings.ToLower(before[c[3]:min(len(before), c[3]+40)]))
			if !strings.HasPrefix(rest, "to ") && !strings.HasPrefix(rest, "to\t") {
				continue
			}
			if strings.Contains(rest, "/dev/null") {
				continue
			}
		}
		return true
	}
	return false
}
