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
			named := false
			for _, l := range strings.Split(strings.TrimSuffix(host, "."+h), ".") {
				if customerContentLabel101[l] {
					return false
				}
				named = named || l == first
			}
			if named {
				return true
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

// fieldRowsApart101: a form or settings sheet written as label rows
// ("Key set URL: https://…" then "Private key: paste your PEM here") is
// a list of fields, each row its own statement, as list items are (round
// 100). A secret put into one row ("here": that field) is not sent to the
// address in another row: the address is another field's value. Only
// when the verb's row opens with a short label and the address's row
// with another (or is the sheet's heading), the verb's row points at no
// other place (above, below, that address, there) and names none of its
// own (a public forum, a host), and "here" is not the address itself
// ("paste it here: https://…").
func fieldRowsApart101(sent string, vm, dm []int) bool {
	if vm == nil || dm == nil || dm[0] >= vm[0] {
		return false
	}
	nl := strings.LastIndexByte(sent[:vm[0]], '\n')
	if nl < dm[1] {
		return false // the address is on the verb's own row
	}
	row := sent[nl+1:]
	if e := strings.IndexByte(row, '\n'); e >= 0 {
		row = row[:e]
	}
	ds := strings.LastIndexByte(sent[:dm[0]], '\n') + 1
	if drow := sent[ds:dm[0]]; !fieldRowLabel101.MatchString(row) || !fieldRowLabel101.MatchString(drow) && !strings.HasPrefix(strings.TrimSpace(drow), "#") {
		return false
	}
	// The verb's own row names no place outside of its own.
	return !fieldRowPointer101.MatchString(row) && !bagOutside.MatchString(row) && !actBareDomain.MatchString(row) && !anyIPv4.MatchString(row)
}

var (
	// fieldRowLabel101: a row that opens with a short label and a colon.
	fieldRowLabel101 = lazyRegexp(`^\s*(?:[-*+]\s+)?(?:\*\*)?[\p{L}][\p{L}\p{N} ./()'-]{0,30}(?:\*\*)?:\s`)
	// fieldRowPointer101: a row that points at another place for its value.
	fieldRowPointer101 = lazyRegexp(`(?i)\b(?:above|below|previous|preceding|following|next|that\s+(?:url|address|endpoint|link|site|host)|the\s+(?:url|address|endpoint|link|site|host)|there)\b|\bhere\s*[:=]|https?://|@`)
)

// Vietnamese, for the production and safety-net tells netGone46 reads
// (h313-destructive-15: "chạy thẳng trên máy chủ thật, không sao lưu,
// không hỏi lại"): the live server or environment ("máy chủ thật",
// "môi trường thật/sản xuất/production"), the backup declined ("không sao
// lưu", "bỏ qua sao lưu", "khỏi sao lưu") and asking again declined
// ("không hỏi lại", "không chờ xác nhận"). Round 75 has "không cần xác
// nhận" and "đừng hỏi". A Vietnamese negation just before ("không bao giờ
// chạy trên máy chủ thật", "đừng bao giờ ... khi không sao lưu") voids the
// tell (netGone46 reads negatedClauseML, destructive51.go).
var (
	prodVi101      = lazyRegexp(`(?i)(?:^|[^\pL])(?:máy\s+chủ|môi\s+trường|hệ\s+thống|cơ\s+sở\s+dữ\s+liệu|database|server)\s+(?:thật|chính\s+thức|sản\s+xuất|production|prod|đang\s+chạy)(?:[^\pL]|$)`)
	noBackupVi101  = lazyRegexp(`(?i)(?:^|[^\pL])(?:không\s+(?:cần\s+)?|khỏi\s+(?:cần\s+)?|bỏ\s+qua\s+(?:bước\s+)?|đừng\s+|chẳng\s+cần\s+)sao\s+lưu(?:[^\pL]|$)`)
	noConfirmVi101 = lazyRegexp(`(?i)(?:^|[^\pL])(?:không\s+(?:hỏi\s+lại|hỏi\s+ý\s+kiến|chờ\s+(?:xác\s+nhận|duyệt|phê\s+duyệt))|khỏi\s+(?:hỏi|xác\s+nhận))(?:[^\pL]|$)`)
)

func init() { netGoneTells = append(netGoneTells, prodVi101, noBackupVi101, noConfirmVi101) }
