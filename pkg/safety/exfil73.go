package safety

import (
	"strings"
)

// Round 73 (payload): a library fetched from a host and loaded by a
// program that runs its code in its own process.
//
// A database server or a kernel told to load a native library runs
// that library's code with the server's or the kernel's rights: MySQL
// and MariaDB "CREATE FUNCTION ... SONAME 'x.so'" and "INSTALL PLUGIN
// ... SONAME", SQLite's load_extension() and its shell's ".load",
// insmod, Python's ctypes.CDLL and LoadLibrary, dlopen. A download from
// a host nothing vouches for written to a file that such a loader then
// names (by its path, or by its bare name, as SONAME names a file in
// the server's plugin folder) runs whatever that host served, as sh
// runs a downloaded script (runOfPath) and rundll32 a downloaded DLL
// (payload61DLL). No vendor's install asks for a library fetched by
// hand and loaded so; a known installer host or this machine still
// vouches, and a digest or signature checked in the block still
// clears it. A loader naming a file the block did not download ("INSTALL
// PLUGIN ... SONAME 'ha_rocksdb.so'" from the server's own packages)
// stays allowed.
var nativeLoader73Kws = []string{"soname", "load_extension", ".load", "insmod", "cdll", "loadlibrary", "dlopen", "ctypes"}

// nativeLoadOf73: a loader naming the file whose base name is q, under
// any folder.
func nativeLoadOf73(q string) *lazyRE {
	return lazyRegexp(`(?i)(?:\bsoname\s*=?\s*|\bload_extension\s*\(\s*|(?:^|\n)\s*\.load\s+|\binsmod\s+(?:-\S+\s+)*|\b(?:ctypes\.)?(?:cdll|windll|oledll)\s*(?:\.LoadLibrary)?\s*\(\s*|\bctypes\.CDLL\s*\(\s*|\bLoadLibrary[AW]?\s*\(\s*|\bdlopen\s*\(\s*)["'` + "`" + `]?(?:[^\s"'` + "`" + `()]*[\\/])?` + q + `["'` + "`" + `]?(?:[\s,;)]|$)`)
}

// payload73Load: a download to a file that a native loader then names
// (run from checkPayload61's loop over the fences).
func (c *checker) payload73Load(d *doc, start int, b string) {
	c.downloadThenLoad(d, start, b, nativeLoadOf73, true, "a database server, the kernel or a program load it and run its code, which no vendor's install asks for")
}

// Round 73 (exfil-flow): a private key's file is a credential wherever
// it lies.
//
// The sources named keys by their home folders (~/.ssh, ~/.gnupg). A
// service's TLS or signing key lies elsewhere, and its name says what it
// is: a ".key" file named for a private key or for the side of a TLS
// connection it proves ("client.key", "server.key", "tls.key",
// "private.key"), a key file under a folder kept for secrets or private
// keys ("secrets/", "private/"), a key store (".p12", ".pfx", ".jks",
// ".keystore", which hold private keys), as the folder where Docker and
// Kubernetes mount a container's secrets is already (taint.go). Its
// content read into the block (open().read(), cat, readFileSync,
// Get-Content) and sent to a host outside hands over
// the service's identity, as ~/.ssh does a person's. Only a read of the
// content counts: a key's path given to a client that proves itself
// with it ("curl --key client.key", requests' cert=, openssl s_client
// -key) sends nothing, and a certificate ("client.crt") is public.
const privateKeyFile73 = `(?:` +
	`[\w.-]*(?:private|priv|client|server|tls|ssl|signing|service)[\w.-]*\.key` +
	`|(?:[^\s"'` + "`" + `()]*[\\/])?(?:secrets?|private)[\\/](?:[\w.-]+[\\/])*[\w.-]+\.(?:key|pem|p8|der)` +
	`|[\w.-]+\.(?:p12|pfx|jks|keystore)` +
	`)`

// privateKeyRead73Re: a call or command that reads a file's content,
// then a private key's file (group 1), whole or under any folder.
var privateKeyRead73Re = lazyRegexp(`(?i)(?:\bopen\s*\(\s*|\bio\.open\s*\(\s*|\bPath\s*\(\s*|\bread(?:_text|_bytes|File|FileSync|AllText|AllBytes|_file)?\s*\(\s*|\bFile\.(?:read|open|new|readAllBytes|ReadAllText|ReadAllBytes)\s*\(\s*|\bos\.ReadFile\s*\(\s*|\bfile_get_contents\s*\(\s*|\bfs\.(?:readFile|readFileSync|createReadStream)\s*\(\s*|(?:^|[\s;|&(])(?:cat|base64|xxd|od|head|tail|Get-Content|gc|type)\s+(?:-\S+\s+)*|<\s*)["'` + "`" + `]?((?:[^\s"'` + "`" + `()]*[\\/])?` + privateKeyFile73 + `)(?:$|[\s"'` + "`" + `),;:]|\.(?:\s|$))`)

// privateKeyRead73: the private key file t reads the content of, and
// where; "" if none.
func privateKeyRead73(t, lt string) (string, int) {
	if !lowerHas(lt, ".key", ".pem", ".p8", ".der", ".p12", ".pfx", ".jks", ".keystore") {
		return "", -1
	}
	if m := privateKeyRead73Re.FindStringSubmatchIndex(t); m != nil {
		return t[m[2]:m[3]], m[2]
	}
	return "", -1
}

// Round 73 (exfil-flow): a path given in two parts is one path.
//
// "tar czf out.tgz -C ~/.config gcloud" packs ~/.config/gcloud: tar, git
// and make read NAME inside the folder "-C DIR" names, so a credential
// store named in two parts is read as if named whole. Tainted copies
// are already followed so (taintedFileAt); the store itself was not.
// The two parts are joined and read as any path is (findSources,
// flowSourceRe).
func chdirSource73(t string) (string, int) {
	if !strings.Contains(t, "-C") {
		return "", -1
	}
	for _, m := range chdirArgRe.FindAllStringSubmatchIndex(t, 4) {
		p := strings.TrimRight(t[m[2]:m[3]], `/\`) + "/" + strings.TrimPrefix(t[m[4]:m[5]], "./")
		for _, s := range findSources(p) {
			if s.kind == srcCred {
				return p, m[0]
			}
		}
		if flowSourceRe.MatchString(p) {
			return p, m[0]
		}
	}
	return "", -1
}

// Round 73 (exfil-flow): a login ticket or token kept in a dotfile of
// the home folder is a credential.
//
// A command-line client that logs in keeps what proves the login in a
// dotfile at home: Perforce's ~/.p4tickets, a tool's ~/.foo_token or
// ~/.bar-credentials. Its name says so (ticket, token, password,
// credential), as ~/.git-credentials' does, and credentialish already
// reads such names under home as secrets; read and sent outside, the
// login goes with it. Only under the home folder and only as a dotfile
// name: "tickets.csv" in a project is a spreadsheet of support tickets.
var homeLoginFile73 = `(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\$env:USERPROFILE)[\\/]\.[\w.-]*(?:tickets?|tokens?|passw(?:or)?ds?|credentials?)\b[\w.-]*`

func init() {
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|(?i:` + homeLoginFile73 + `)`)
	flowSourceKws = append(flowSourceKws, "ticket", "passw")
}
