package safety

// Round 69 (exfil-flow): the JVM's ways of sending a request body.
//
// Java's java.net.http builds the body a request carries with
// HttpRequest.BodyPublishers.ofString / ofByteArray / ofFile; a value
// handed to a body publisher is what the request sends, as a value
// handed to requests.post(data=...) is. Kotlin and Java write a POST body
// into an HttpURLConnection's output stream: writing to the connection's
// outputStream is sending. Both are read as sinks by the flow rule only,
// so only a sensitive source (the whole environment, a key file) reaching
// them refuses: a body built from the order being placed stays allowed.
func init() {
	flowSinkRe = lazyRegexp(flowSinkRe.String() +
		`|\bBodyPublishers\s*\.\s*of(?:String|ByteArrays?|InputStream|File)\s*\(` +
		`|\b(?:Https?URLConnection|openConnection\s*\(\s*\))[^\n]*?\b(?:outputStream|getOutputStream\s*\(\s*\))\s*\.\s*(?:write\w*|use)\b`)
	flowSinkKws = append(flowSinkKws, "bodypublishers", "outputstream")
}

// Round 69 (payload): code fetched at run time and run, in VBScript and
// on the JVM.
//
// VBScript's ExecuteGlobal (and the Execute statement) runs a string as
// code, as eval does; a block that reads a URL with MSXML2.XMLHTTP and
// hands the reply to it runs whatever the server sends. A URLClassLoader
// over a remote URL fetches classes from that server, and loadClass (or
// Class.forName through that loader) then defines and runs them: the
// loader is the network read, loading a class from it the evaluation.
// Both join the round-43 reading (payload43.go), which refuses only when
// a block also names a host nothing vouches for: a class loader over
// the skill's own plugins folder, or ExecuteGlobal of a local file, stays
// allowed.
func init() {
	payload43NetRead = lazyRegexp(payload43NetRead.String() + `|\bnew\s+URLClassLoader\b|\bURLClassLoader\s*\.\s*newInstance\s*\(|\bURLClassLoader\s*\(`)
	payload43Eval = lazyRegexp(payload43Eval.String() + `|\bExecuteGlobal\b|(?-i:(?m:^\s*Execute\s+[A-Za-z_]\w*))|\.loadClass\s*\(|\bClass\.forName\s*\([^)\n]*,\s*true\s*,`)
}
