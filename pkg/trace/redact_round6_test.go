package trace

import (
	"strings"
	"testing"
)

// TestRedactRound6: the principles added after the fourth blind tables,
// each probed with shapes those tables do not hold: a secret passed
// positionally to a known client constructor (id, secret), credential-file
// line formats (.pgpass host:port:db:user:password), session cookies in
// Set-Cookie lines a tool prefixed ("< " from curl -v) or named with a
// "-sid" suffix, vendor prefixes (Fly.io FlyV1/fm2_), the private key id
// of a service-account JSON, and a vendor token right after a JSON- or
// shell-escaped line break ("\n").
func TestRedactRound6(t *testing.T) {
	for _, tc := range []struct{ in, secret string }{
		{`const c = algoliasearch("Q7XK2M9PLA", "8f3a91c4d2e7b6a05f1e9c8d7b6a5f43");`, `8f3a91c4d2e7b6a05f1e9c8d7b6a5f43`},
		{`client = SearchClient.create('ZX81PQ02LM', 'c0ffee9a8b7c6d5e4f3a2b1c0d9e8f7a')`, `c0ffee9a8b7c6d5e4f3a2b1c0d9e8f7a`},
		{`tw = Client("AC4f9e8d7c6b5a49382716051a2b3c4d5e", "7e6d5c4b3a291807f6e5d4c3b2a19081")`, `7e6d5c4b3a291807f6e5d4c3b2a19081`},
		{`const client = twilio("AC0a1b2c3d4e5f60718293a4b5c6d7e8f9", "1f2e3d4c5b6a79880716253443526170")`, `1f2e3d4c5b6a79880716253443526170`},
		{`db.prod.example:6432:billing:report:Qm7vT2xK9pLw4Rz8`, `Qm7vT2xK9pLw4Rz8`},
		{`echo '*:*:*:replicator:s3cr3tRepl1ca' >> ~/.pgpass`, `s3cr3tRepl1ca`},
		{`< set-cookie: sessionid=Zk2Lm9Qw4Er7Ty1Ui3Op6As8Df; HttpOnly`, `Zk2Lm9Qw4Er7Ty1Ui3Op6As8Df`},
		{`Cookie jar: __Secure-sid=Wq9Er2Ty5Ui8Op1As4Df7Gh0Jk3Lz`, `Wq9Er2Ty5Ui8Op1As4Df7Gh0Jk3Lz`},
		{`fly secrets: FlyV1 fm2_lJPECAAAAAAAAMZzxBBQk8a1Z9Yx7Wv5Ut3Sr1Qp9On7Ml5Kj3Ih1Gf,fm2_lJPETzBBbn8`, `fm2_lJPECAAAAAAAAMZzxBBQk8a1Z9Yx7Wv5Ut3Sr1Qp9On7Ml5Kj3Ih1Gf`},
		{`{"client_email":"ci@p.iam.gserviceaccount.com","private_key_id":"0a1b2c3d4e5f60718293a4b5c6d7e8f901234567"}`, `0a1b2c3d4e5f60718293a4b5c6d7e8f901234567`},
		{`printf 'token:\nghp_Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2Yz'`, `ghp_Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2Yz`},
	} {
		out, fs := Redact(tc.in)
		if strings.Contains(out, tc.secret) || len(fs) == 0 {
			t.Errorf("%s\n  got %s", tc.in, out)
		}
	}
	for _, in := range []string{
		`docker buildx build --secret id=aws,src=$HOME/.aws/credentials .`,
		`podman build --secret id=token,env=GH_TOKEN -t app .`,
		`client = Client("us-east-1", "production")`,
		`algoliasearch(appId, searchOnlyKey)`,
		`12:30:45 worker:3:ready:ok`,
		`root:x:0:0:root:/root:/bin/bash`,
		`Set-Cookie: theme=dark; Path=/`,
		`fly deploy --app my-fm2-app`,
		`"private_key_id": "${GCP_KEY_ID}"`,
		`a line\nghp_ is the prefix of a GitHub token`,
	} {
		if out, _ := Redact(in); out != in {
			t.Errorf("changed a look-alike:\n  in:  %s\n  out: %s", in, out)
		}
	}
}

// TestRedactOptionList: a --secret value that is a list of name=value
// options names where a secret is; a real value after --secret is still
// replaced.
func TestRedactOptionList(t *testing.T) {
	for _, in := range []string{
		`podman run --secret id=pgpass,src=./pgpass,type=mount app`,
		`buildah bud --secret id=netrc,src=/run/secrets/netrc -f Containerfile .`,
	} {
		if out, _ := Redact(in); out != in {
			t.Errorf("changed:\n  in:  %s\n  out: %s", in, out)
		}
	}
	in := `tool --secret Xq9Lm2Vt7Rp4Wz8Kc3`
	if out, _ := Redact(in); strings.Contains(out, "Xq9Lm2Vt7Rp4Wz8Kc3") {
		t.Errorf("kept a secret: %s", out)
	}
}
