package safety

import "strings"

// Round 99 (payload), tuned on fresh302 (h302-payload-13).
//
// Round 42 reads an option named for running (--run-hook, --exec) given
// the address of a script, known by its extension. An option whose name
// joins the run verb to where the code comes from (--exec-remote,
// --run-url, --remote-exec, --eval-from) says by itself that the tool
// runs what the address serves, so the address needs no script
// extension: https://host/stage2 handed to it is a download run as
// surely as curl | sh. The host is judged as every fetch-and-run is
// (untrustedOrigin): a vendor's own or a known host is left alone, and
// an option that only reads from an address (--remote-url, --config-url)
// runs nothing and is not read.

// payload99RemoteRunFlag: an option whose name holds a run verb and a
// remote origin, given an http(s) address.
var payload99RemoteRunFlag = lazyRegexp(`(?i)(?:^|\s)--?(?:[\w-]*(?:run|exec|execute|eval)[\w-]*(?:remote|url|uri|from)|[\w-]*(?:remote|url|uri)[\w-]*(?:run|exec|execute|eval))[\w-]*[= ]+["']?(https?)://([^/\s"'|:)` + "`" + `]+)`)

// checkPayload99 runs round 99's reading (hooked from checkRemoteExec).
func (c *checker) checkPayload99(d *doc, subject string) {
	low := d.v.lower
	if !strings.Contains(low, "://") || !lowerHas(low, "remote", "url", "uri", "from") || !lowerHas(low, "run", "exec", "eval") {
		return
	}
	c.runFlagToURL(d, subject, payload99RemoteRunFlag, "and has a tool run it (an option named for running remote code, given the address)", true)
}
