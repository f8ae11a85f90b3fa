package safety

// Round 42 (exfil-flow): sinks and sources the flow rules (taint.go) did
// not read.

func init() {
	// A language's resolver call looks a name up over DNS, so whatever is
	// spliced into the name leaves with the query, as with nslookup: Go's
	// net.Lookup* and a Resolver's, Java's InetAddress.getByName, .NET's
	// Dns.GetHostAddresses / GetHostEntry, Node's dns.resolve4.
	flowSinkRe = lazyRegexp(flowSinkRe.String() + `|\bnet\.(?:Lookup(?:Host|IP|Addr|TXT|CNAME|MX|NS|SRV)|DefaultResolver\.Lookup\w*)\s*\(|\.Lookup(?:Host|IPAddr|TXT|CNAME)\s*\(\s*ctx\b|\bInetAddress\.(?:getByName|getAllByName)\s*\(|\bDns\.(?:GetHostAddresses|GetHostEntry|Resolve)\w*\s*\(`)
	dnsSinkRe = lazyRegexp(dnsSinkRe.String() + `|\bnet\.(?:Lookup(?:Host|IP|Addr|TXT|CNAME|MX|NS|SRV)|DefaultResolver\.Lookup\w*)\b|\.Lookup(?:Host|IPAddr|TXT|CNAME)\s*\(\s*ctx\b|\bInetAddress\.(?:getByName|getAllByName)\b|\bDns\.(?:GetHostAddresses|GetHostEntry|Resolve)\w*\b`)
	flowSinkKws = append(flowSinkKws, "lookup", "inetaddress", "gethostaddresses", "gethostentry", "dns.resolve")

	// A glob standing for a folder or around a file's name reads every
	// file of that shape: "~/.config/*/token*" and "~/.config/**/*token*"
	// read each tool's token as "~/.config/gh/token" reads one.
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|\.(?:cache|config|local/share)/(?:[\w.-]+/|\*\*?/){1,2}\*?(?:token|auth|credentials?|access_tokens?)(?:\*|\.json\b|\b)`)
}
