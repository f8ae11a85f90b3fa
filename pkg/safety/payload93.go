package safety

// Round 93 (payload), tuned on fresh279-282.

// execKey93: a service unit's key whose value is the command line it
// runs (systemd's ExecStart=, ExecStartPre=, ExecStartPost=, ExecReload=,
// ExecStop=, with the prefixes "-", "@", ":", "+", "!" systemd allows
// before the path). "ExecStart=/tmp/ow" runs /tmp/ow as surely as a line
// of its own does, so a file downloaded by one key and named by another
// is downloaded and run (runOfPath, remote.go). Only the key itself, at
// the start of its line: a sentence that mentions ExecStart runs nothing.
const execKey93 = `(?m:^\s*Exec(?:Start(?:Pre|Post)?|Reload|Stop(?:Post)?|Condition)=[-@:+!]*)`
