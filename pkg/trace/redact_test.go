package trace

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// fake returns n pseudo-random characters from alphabet, deterministic per
// seed. Test secrets are generated so no literal credential sits in the repo.
func fake(seed uint64, n int, alphabet string) string {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

const (
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upperD  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	b64url  = alnum + "-_"
	b64std  = alnum + "+/"
	hexdig  = "0123456789abcdef"
	lowerAN = "abcdefghijklmnopqrstuvwxyz0123456789"
)

func jwt(seed uint64) string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(`{"sub":"1234567890","name":"` + fake(seed, 8, alnum) + `","iat":1516239022}`))
	return h + "." + p + "." + fake(seed+1, 43, b64url)
}

func pemKey(kind string, seed uint64, nl string) string {
	var lines []string
	for i := range 6 {
		lines = append(lines, fake(seed+uint64(i), 64, b64std))
	}
	return "-----BEGIN " + kind + "PRIVATE KEY-----" + nl + strings.Join(lines, nl) + nl + "-----END " + kind + "PRIVATE KEY-----"
}

type secretCase struct {
	name   string
	text   string // contains the secret
	secret string // must be gone from the output
	kind   string // marker kind expected
	want   string // exact expected output, when the surrounding text matters
}

func secretCases() []secretCase {
	openai := "sk-proj-" + fake(1, 48, b64url) + "T3BlbkFJ" + fake(2, 48, b64url)
	legacy := "sk-" + fake(3, 20, alnum) + "T3BlbkFJ" + fake(4, 20, alnum)
	svc := "sk-svcacct-" + fake(5, 64, b64url)
	ant := "sk-ant-api03-" + fake(6, 93, b64url) + "AA"
	or := "sk-or-v1-" + fake(7, 64, hexdig)
	ghp := "ghp_" + fake(8, 36, alnum)
	gho := "gho_" + fake(9, 36, alnum)
	ghs := "ghs_" + fake(10, 36, alnum)
	ghu := "ghu_" + fake(30, 36, alnum)
	ghr := "ghr_" + fake(31, 36, alnum)
	pat := "github_pat_" + fake(11, 22, alnum) + "_" + fake(12, 59, alnum)
	akia := "AKIA" + fake(13, 16, upperD)
	asia := "ASIA" + fake(14, 16, upperD)
	awsSecret := fake(15, 40, b64std)
	xoxb := "xoxb-" + fake(16, 12, "0123456789") + "-" + fake(17, 13, "0123456789") + "-" + fake(18, 24, alnum)
	xoxp := "xoxp-" + fake(19, 12, "0123456789") + "-" + fake(20, 12, "0123456789") + "-" + fake(21, 32, hexdig)
	hook := "https://hooks.slack.com/services/T" + fake(22, 8, upperD) + "/B" + fake(23, 8, upperD) + "/" + fake(24, 24, alnum)
	aiza := "AIza" + fake(25, 35, b64url)
	bearer := fake(26, 40, b64url)
	j := jwt(27)
	glpat := "glpat-" + fake(28, 20, b64url)
	stripe := "sk_live_" + fake(29, 24, alnum)
	hf := "hf_" + fake(32, 34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
	npm := "npm_" + fake(33, 36, alnum)
	basic := base64.StdEncoding.EncodeToString([]byte("admin:" + fake(34, 12, alnum)))

	rsa := pemKey("RSA ", 40, "\n")
	ossh := pemKey("OPENSSH ", 50, "\r\n")
	escaped := pemKey("", 60, `\n`)
	cut := strings.Join(strings.Split(pemKey("EC ", 70, "\n"), "\n")[:4], "\n")

	return []secretCase{
		{name: "openai project key in env line", text: "OPENAI_API_KEY=" + openai, secret: openai, kind: "openai-key", want: "OPENAI_API_KEY=[REDACTED:openai-key]"},
		{name: "openai legacy key in prose", text: "my key is " + legacy + ", please use it", secret: legacy, kind: "openai-key", want: "my key is [REDACTED:openai-key], please use it"},
		{name: "openai service account key", text: `client = OpenAI(api_key="` + svc + `")`, secret: svc, kind: "openai-key"},
		{name: "anthropic key", text: "export ANTHROPIC_API_KEY=" + ant, secret: ant, kind: "anthropic-key"},
		{name: "anthropic key in header", text: "x-api-key: " + ant + "\nanthropic-version: 2023-06-01", secret: ant, kind: "anthropic-key"},
		{name: "openrouter key", text: `{"Authorization": "Bearer ` + or + `"}`, secret: or, kind: "openrouter-key"},
		{name: "github classic pat", text: "git clone https://" + ghp + "@github.com/acme/app.git", secret: ghp, kind: "github-token"},
		{name: "github oauth", text: "token " + gho, secret: gho, kind: "github-token"},
		{name: "github server token", text: "GH_TOKEN=" + ghs + " gh pr list", secret: ghs, kind: "github-token"},
		{name: "github user token", text: "(" + ghu + ")", secret: ghu, kind: "github-token"},
		{name: "github refresh token", text: "refresh: " + ghr, secret: ghr, kind: "github-token"},
		{name: "github fine-grained pat", text: "use " + pat + " for the API", secret: pat, kind: "github-token"},
		{name: "aws access key id", text: "aws_access_key_id = " + akia, secret: akia, kind: "aws-access-key-id"},
		{name: "aws session key id", text: `"AccessKeyId": "` + asia + `"`, secret: asia, kind: "aws-access-key-id"},
		{name: "aws secret key labelled", text: "aws_secret_access_key = " + awsSecret, secret: awsSecret, kind: "aws-secret-key", want: "aws_secret_access_key = [REDACTED:aws-secret-key]"},
		{name: "aws secret key json", text: `{"SecretAccessKey": "` + awsSecret + `"}`, secret: awsSecret, kind: "aws-secret-key"},
		{name: "slack bot token", text: "SLACK_BOT_TOKEN=" + xoxb, secret: xoxb, kind: "slack-token"},
		{name: "slack user token", text: "token is " + xoxp, secret: xoxp, kind: "slack-token"},
		{name: "slack webhook", text: "curl -X POST " + hook + " -d '{}'", secret: hook, kind: "slack-webhook"},
		{name: "google api key", text: "https://maps.googleapis.com/maps/api/geocode/json?key=" + aiza + "&address=x", secret: aiza, kind: "google-api-key"},
		{name: "authorization bearer header", text: "Authorization: Bearer " + bearer, secret: bearer, kind: "authorization", want: "Authorization: Bearer [REDACTED:authorization]"},
		{name: "curl bearer", text: `curl -H "Authorization: bearer ` + bearer + `" https://api.example.com`, secret: bearer, kind: "authorization"},
		{name: "bare bearer", text: "send it with bearer " + bearer + " attached", secret: bearer, kind: "bearer-token"},
		{name: "basic auth header", text: "Authorization: Basic " + basic, secret: basic, kind: "authorization"},
		{name: "jwt in text", text: "the session cookie was " + j + " yesterday", secret: j, kind: "jwt"},
		{name: "jwt in query", text: "https://app.example.com/cb?id_token=" + j, secret: j, kind: "jwt"},
		{name: "rsa private key", text: "here:\n" + rsa + "\nthanks", secret: rsa[40:120], kind: "private-key", want: "here:\n[REDACTED:private-key]\nthanks"},
		{name: "openssh private key crlf", text: ossh, secret: ossh[50:100], kind: "private-key", want: "[REDACTED:private-key]"},
		{name: "pem key json-escaped", text: `{"key": "` + escaped + `\n"}`, secret: escaped[40:90], kind: "private-key"},
		{name: "pem key cut short", text: cut, secret: strings.Split(cut, "\n")[2], kind: "private-key"},
		{name: "gitlab pat", text: "GITLAB=" + glpat, secret: glpat, kind: "gitlab-token"},
		{name: "stripe live key", text: "stripe.api_key = '" + stripe + "'", secret: stripe, kind: "stripe-key"},
		{name: "huggingface token", text: "huggingface-cli login --token " + hf, secret: hf, kind: "huggingface-token"},
		{name: "npm token", text: "//registry.npmjs.org/:_authToken=" + npm, secret: npm, kind: "npm-token"},
		{name: "password in url", text: "DATABASE_URL=postgres://app:Pg" + "s3cr3t!x@db.internal:5432/app", secret: "Pgs3cr3t!x", kind: "url-password", want: "DATABASE_URL=postgres://app:[REDACTED:url-password]@db.internal:5432/app"},
		{name: "password assignment env", text: "DB_PASSWORD=hunter2", secret: "hunter2", kind: "password", want: "DB_PASSWORD=[REDACTED:password]"},
		{name: "password query", text: "login?user=bob&password=Tr0ub4dor&next=/", secret: "Tr0ub4dor", kind: "password", want: "login?user=bob&password=[REDACTED:password]&next=/"},
		{name: "passwd yaml", text: "db:\n  passwd: s3cret!\n  host: x", secret: "s3cret!", kind: "password", want: "db:\n  passwd: [REDACTED:password]\n  host: x"},
		{name: "password json", text: `{"user": "bob", "password": "correct horse battery staple"}`, secret: "correct horse battery staple", kind: "password", want: `{"user": "bob", "password": "[REDACTED:password]"}`},
		{name: "password json escaped", text: `{\"password\":\"letmein\"}`, secret: "letmein", kind: "password", want: `{\"password\":\"[REDACTED:password]\"}`},
		{name: "password python literal", text: `password = "letmein"`, secret: "letmein", kind: "password", want: `password = "[REDACTED:password]"`},
		{name: "password flag", text: "mysqladmin --password Xy7pq2 status", secret: "Xy7pq2", kind: "password", want: "mysqladmin --password [REDACTED:password] status"},
		{name: "secret assignment", text: "client_secret=9f8e7d6c5b4a3210", secret: "9f8e7d6c5b4a3210", kind: "secret", want: "client_secret=[REDACTED:secret]"},
		{name: "secret yaml", text: "jwt_secret: aXb3-QwE9-zz", secret: "aXb3-QwE9-zz", kind: "secret"},
		{name: "token assignment", text: "access_token=ya29.a0AfH6SMBx3", secret: "ya29.a0AfH6SMBx3", kind: "token", want: "access_token=[REDACTED:token]"},
		{name: "token json", text: `{"refresh_token": "1//0gdxyz-Abc"}`, secret: "1//0gdxyz-Abc", kind: "token"},
		{name: "api_key assignment", text: "API_KEY=c0ffee4b1d5e6f70", secret: "c0ffee4b1d5e6f70", kind: "api-key", want: "API_KEY=[REDACTED:api-key]"},
		{name: "api-key header", text: "api-key: 5f2b8c1e9d7a4036", secret: "5f2b8c1e9d7a4036", kind: "api-key"},
		{name: "ini password", text: "[db]\npassword = Tr0ub4dor!3\nport = 5432", secret: "Tr0ub4dor!3", kind: "password", want: "[db]\npassword = [REDACTED:password]\nport = 5432"},
		{name: "aws credentials file", text: "[default]\naws_access_key_id = " + akia + "\naws_secret_access_key = " + awsSecret + "\n", secret: awsSecret, kind: "aws-secret-key", want: "[default]\naws_access_key_id = [REDACTED:aws-access-key-id]\naws_secret_access_key = [REDACTED:aws-secret-key]\n"},
		{name: "django secret key", text: "SECRET_KEY=django-insecure-" + fake(35, 30, lowerAN), secret: fake(35, 30, lowerAN), kind: "secret"},
		{name: "private_key json", text: `{"private_key": "` + fake(36, 40, b64std) + `"}`, secret: fake(36, 40, b64std), kind: "secret"},
		{name: "go short assignment", text: `token := "Zx81-long-value"`, secret: "Zx81-long-value", kind: "token"},
	}
}

func TestRedactSecrets(t *testing.T) {
	for _, c := range secretCases() {
		t.Run(c.name, func(t *testing.T) {
			got, fs := Redact(c.text)
			if strings.Contains(got, c.secret) {
				t.Fatalf("secret survived:\n in: %q\nout: %q", c.text, got)
			}
			if !strings.Contains(got, Marker(c.kind)) {
				t.Errorf("want marker %s in %q (findings %+v)", Marker(c.kind), got, fs)
			}
			if c.want != "" && got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
			if len(fs) == 0 {
				t.Fatal("no findings reported")
			}
			for _, f := range fs {
				if f.Start < 0 || f.End > len(c.text) || f.Start >= f.End {
					t.Errorf("bad span %+v for input of %d bytes", f, len(c.text))
				}
			}
		})
	}
}

func TestRedactFindingSpansPointAtSecret(t *testing.T) {
	key := "sk-ant-api03-" + fake(99, 93, b64url) + "AA"
	in := "before " + key + " after DB_PASSWORD=hunter2 end"
	_, fs := Redact(in)
	if len(fs) != 2 {
		t.Fatalf("want 2 findings, got %+v", fs)
	}
	if in[fs[0].Start:fs[0].End] != key || fs[0].Kind != "anthropic-key" {
		t.Errorf("first finding %+v covers %q", fs[0], in[fs[0].Start:fs[0].End])
	}
	if in[fs[1].Start:fs[1].End] != "hunter2" || fs[1].Kind != "password" {
		t.Errorf("second finding %+v covers %q", fs[1], in[fs[1].Start:fs[1].End])
	}
}

func TestRedactInnocentLookAlikes(t *testing.T) {
	png := base64.StdEncoding.EncodeToString([]byte("\x89PNG\r\n\x1a\n" + fake(200, 300, alnum+"\x00\x01\xff")))
	cases := []string{
		"commit " + fake(101, 40, hexdig) + " fixed the build",
		"git checkout " + fake(102, 7, hexdig),
		"sha256 " + fake(103, 64, hexdig) + "  dist/app.tar.gz",
		"image: ghcr.io/acme/app@sha256:" + fake(104, 64, hexdig),
		"served pdf@" + fake(105, 64, hexdig),
		`{"skill":"pdf","revision":"` + fake(106, 64, hexdig) + `"}`,
		"request id 3f2b8c1e-9d7a-4036-b5e4-1a2b3c4d5e6f failed",
		"UUID: 123e4567-e89b-12d3-a456-426614174000",
		"<img src=\"data:image/png;base64," + png + "\">",
		"data:application/json;base64," + base64.StdEncoding.EncodeToString([]byte(`{"a":1,"b":[1,2,3],"c":"`+fake(107, 40, alnum)+`"}`)),
		"The skills directory holds every skill; sketch a task-runner for it.",
		"Write skills for sk-learn pipelines and the task-sk-builder tool.",
		"Implement the password reset flow with email confirmation.",
		"Show the token count and the max_tokens=4096 setting; input_token: 1200.",
		"The API uses a Bearer token in the Authorization header.",
		"Send the Authorization: Bearer header with every request.",
		"See https://docs.example.com/guide/auth?tab=tokens#bearer and http://localhost:8080/api.",
		"git@github.com:acme/app.git and ssh://git@host:22/repo",
		"/home/user/.config/app/secrets/README.md and C:\\Users\\me\\token\\notes.txt",
		"def login(username: str, password: str) -> Token:",
		"password = request.form['password']",
		"token = os.environ.get('GITHUB_TOKEN')",
		`export OPENAI_API_KEY="$OPENAI_API_KEY"`,
		"password: ${DB_PASSWORD}",
		`token: "{{ secrets.GITHUB_TOKEN }}"`,
		"if password == expected { return }",
		"Please enter your password: it must be long.",
		`fmt.Printf("Password: %s\n", masked)`,
		"secret: keep it simple",
		"the AKIA prefix marks AWS keys; AIza marks Google keys",
		"ghp_ tokens start with ghp_, xoxb- with xoxb-",
		"eyJhbGciOi is how a JWT header starts",
		"Bearer",
		"-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----",
		"-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----",
		"tokenizer: bert-base-uncased\nsecrets: inherit",
		"Ünïcödé ÄKIA text with ümlauts and a password reset",
	}
	for _, in := range cases {
		got, fs := Redact(in)
		if got != in || len(fs) != 0 {
			t.Errorf("innocent text changed:\n in: %q\nout: %q\nfindings: %+v", in, got, fs)
		}
	}
}

func TestRedactIdempotent(t *testing.T) {
	for _, c := range secretCases() {
		once, _ := Redact(c.text)
		twice, fs := Redact(once)
		if twice != once || len(fs) != 0 {
			t.Errorf("%s: second pass changed %q to %q (%+v)", c.name, once, twice, fs)
		}
	}
}

func TestRedactorMatchesPackageFunc(t *testing.T) {
	r := NewRedactor()
	for _, c := range secretCases() {
		a, _ := r.Redact(c.text)
		b, _ := Redact(c.text)
		if a != b {
			t.Errorf("%s: Redactor %q vs Redact %q", c.name, a, b)
		}
	}
}

// mixedText is about 1 MB of prose, code, hashes, URLs, base64 and a few
// secrets, for the Redact benchmark.
func mixedText(size int) string {
	cs := secretCases()
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		switch i % 8 {
		case 0:
			b.WriteString("Refactor the billing service so that invoices are generated by the worker; keep the token count under the limit and write tests. ")
		case 1:
			b.WriteString("commit " + fake(uint64(i), 40, hexdig) + " revision pdf@" + fake(uint64(i)+1, 64, hexdig) + "\n")
		case 2:
			b.WriteString("func (s *Server) Handle(ctx context.Context, req *Request) (*Response, error) {\n\tif err := s.auth(ctx, req.Header.Get(\"Authorization\")); err != nil {\n\t\treturn nil, err\n\t}\n}\n")
		case 3:
			b.WriteString("See https://docs.example.com/a/b?c=d and /usr/local/share/app/config.yaml; id 3f2b8c1e-9d7a-4036-b5e4-1a2b3c4d5e6f.\n")
		case 4:
			b.WriteString("data:image/png;base64," + fake(uint64(i), 600, b64std) + "\n")
		case 5:
			b.WriteString("The Password reset flow sends a secret link; skills and sketches live in task-lists. AKIA is a prefix.\n")
		case 6:
			b.WriteString(`{"model":"gpt-4o","tokens":{"input":1200,"output":300},"password_policy":"strong"}` + "\n")
		case 7:
			if i%64 == 7 {
				b.WriteString(cs[(i/64)%len(cs)].text + "\n")
			} else {
				b.WriteString("Plain text paragraph about deploying the application with Docker and Kubernetes manifests.\n")
			}
		}
	}
	return b.String()
}

func BenchmarkRedact(b *testing.B) {
	text := mixedText(1 << 20)
	r := NewRedactor()
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for b.Loop() {
		r.Redact(text)
	}
}

func BenchmarkRedactShort(b *testing.B) {
	text := "Write an RSpec test for the invoice model that checks totals and taxes"
	r := NewRedactor()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		r.Redact(text)
	}
}

// pathological inputs that would make a naive scanner quadratic: long runs
// of key prefixes inside one token, key words without separators, and
// unterminated quotes.
func pathological(size int) []string {
	rep := func(s string) string { return strings.Repeat(s, size/len(s)) }
	return []string{
		rep("xsk-"),
		rep("sk-a"),
		rep("token"),
		rep(`"token": "`),
		rep("eyJa"),
		"Authorization: Bearer " + rep("a"),
		rep("-----BEGIN PRIVATE KEY-----"),
		rep("AKIA"),
		rep("password=x"),
		// Round 68's rules: delimited tables with secret columns, a
		// parenthesised qualifier, registry values.
		rep("password,x\\n"),
		rep("a,password\nb,Zx9Lm2Qp7Rv4\n"),
		rep(",password;token|"),
		rep("api key (x): "),
		rep("Password REG_SZ "),
		// Round 64's rules: lists of codes, prose keys, marks in URL
		// passwords, PINs, vendor tails, joins inside named passwords.
		rep("backup codes: ab12-cd34, "),
		rep("key Zx8Kq2Lm9Zr4Tn8Wp3Kv6H "),
		rep("ftp://u:a#b"),
		rep("PIN 1234 "),
		rep("a_Zx8Kq2Lm9Zr4Tn8Wp3Kv6Hb5Jd1Fg0Sa2Qe4-"),
		rep("password: a&b@c&"),
		rep(`password is "aa 11 `),
		// Round 67 (ahead): here-strings, one-time codes, Wi-Fi QR
		// payloads, device keys, extended keys, Ably-shaped keys.
		rep("passwd <<< Ab12Cd34 "),
		// Round 72: labelled Perforce ticket lines, credential-named keys,
		// a copula far after the password word.
		rep("h:1666=u:4C7E1A9B3D5F2E8A6B0C4D7E1F3A5B9C "),
		rep("xCREDENTIAL=\"Q2xhdWRlIGlzIG5vdCBhIHJlYWwga2V5IGJ1dCBsb25n"),
		rep("passordet Hq2LmT8zRw4Vx for a b er "),
		rep("OTP 482913 "),
		rep("WIFI:T:WPA;S:x;P:"),
		rep("key-string "),
		rep("xprv9s21"),
		rep("abcdef.ghijkl:"),
		// Round 69 (ahead): calls with a password by position, keys split
		// from their values across lines, aligned and boxed tables,
		// commands that print a secret, user:password after a login flag.
		rep(`connect("a", "b", "`),
		rep("hmac.new(b'"),
		rep("password:\n"),
		rep("password: |\n  "),
		rep("  PASSWORD  \n"),
		rep("| password |\n|---|\n"),
		rep("$ pass show x\n"),
		rep("-U a:"),
		rep("set $key "),
		rep("password/x"),
		rep("a/b:Zx9Lm2Qp7Rv4@"),
		rep("--encrypt a "),
		rep("PUK 1234 "),
		rep("-----BEGIN LICENSE-----"),
		rep("host key: 482913 "),
		rep("ваш код 4821 "),
		rep("$ printenv X_TOKEN\n"),
		// Round 70: AppRole context before many secret ids, bean
		// properties, one-time codes, a setter and "to", JWK members.
		rep("vault secret_id="),
		rep("secret_id=0a7e3c95-d1b4-4f26-8e0a-b3c7d9f1e524 "),
		rep(`<property name="password">`),
		rep("your code is 4821 "),
		rep("password reset to "),
		rep(`"kty","y":"`),
		// Session 35: many key phrases on one line (keyLeadValue once
		// scanned back to the line's start for each), round 73's
		// secret-key words in other languages and its tools' flags.
		rep("clave de acceso: "),
		rep("secret key: "),
		rep("-pw "),
		rep("password[prod]="),
		// Round 74: seed keys, two-line logins written to a file,
		// credential-named elements.
		rep("WALLET_SEED_HEX="),
		rep(`printf "a\nb" > auth `),
		rep(`<meta name="api-key" `),
		rep(`<input name="token" value="`),
		// Round 75: session keys, space-separated registry credentials,
		// quoted values after a key, registry values, named XML elements
		// and plist keys, keychain data, positional login tuples.
		rep("sid=Ab3dEf5hIj7lMn9pQr1t "),
		rep(`"/:_authToken" `),
		rep(`apiKey "Xq7Lm2Pz9R `),
		rep(`"AutoLogonPass"="Kp4m`),
		rep(`reg add /v Pass /d `),
		rep(`<string name="auth_token">`),
		rep("<key>api_secret</key>\n<string>"),
		rep("v_Data: "),
		rep("{a.example 21 u Hq3Zp7Lm2Rt9Wx "),
		rep("{a.b 21 u "),
		// Round 76: keyed endpoints, Jenkins blobs, YAML keys under an
		// encryption parent, config dumps, JNDI credentials, one-element
		// credential arrays, path folders named for passwords.
		rep("cosmos key: Zx8Kq2Lm9Zr4Tn8Wp3Kv6H "),
		rep("{AQAAAB"),
		rep("encryption:\n  a: b\n"),
		rep("vault:\n"),
		rep(`"a.password": {"value": "`),
		rep(`"name": "password", "value": `),
		rep("java.naming.security.credentials="),
		rep(`"secret": ["`),
		rep(`\Password `),
		rep("password:  24 "),
		rep(`"P"=dword:`),
		// Round 77: encryption-named key paths and gossip keys, keystore
		// passes, Maven's {blob}, passphrase elements, Terraform results,
		// sensitive attributes and outputs, .NET key sections, secret
		// stores, NetworkCredential, SecureString switches, registry
		// binaries, Azure key lists, Android strings, buildConfigField,
		// argv arrays, WordPress salts, base64: keys, Redis ACL users,
		// Erlang cookies, mosquitto hashes, SMTP AUTH LOGIN.
		rep("encryption.key="),
		rep(`encrypt = "`),
		rep("keystorePass="),
		rep("<password>{"),
		rep("<passphrase>"),
		rep(`"result": "`),
		rep(`"sensitive_attributes": [`),
		rep(`{"attributes":{"a":"bcde"},"sensitive_attributes":[[{"type":"get_attr","value":"a"}]]`),
		rep(`"value": "ab12", "type": "string", `),
		rep(`"Jwt": {`),
		rep("dotnet user-secrets set a "),
		rep("Set-Secret -Secret "),
		rep(`NetworkCredential("a", `),
		rep("ConvertTo-SecureString -Force "),
		rep(`"Password"=hex:4b,`),
		rep(`"keyName": "k", `),
		rep(`"functionKeys": {`),
		rep(`<string name="app_token">`),
		rep(`buildConfigField "String", "API_KEY", `),
		rep(`"--password", `),
		rep(`define('AUTH_KEY', '`),
		rep("key => base64:"),
		rep("user a on "),
		rep("erlang_cookie="),
		rep("$7$101$"),
		rep("334 UGFzc3dvcmQ6\n"),
		// Round 77, second pass: camelCase credential pairs, credential
		// setters, {cipher} values, piped SecureStrings, Env: items,
		// reg query binaries, app settings lists, key listings, az
		// queries, define() literals, PHP crypt arrays, pgbouncer lines,
		// redis-cli's variable, Tasmota commands, SASL continuations,
		// package-manager logins, quoted Oracle passwords, N'' literals.
		rep(`"aPassword", "`),
		rep(`setCredentials("a", `),
		rep("{cipher}"),
		rep(`'ab12' | `),
		rep("env:a_password -value "),
		rep("Password REG_BINARY "),
		rep(`"name": "db_password", "a": 1, `),
		rep(`"primary": "`),
		rep("az x --query password "),
		rep(`define('A_KEY', "`),
		rep(`'crypt' => [`),
		rep("\"a\" \"Ab12Cd34Ef\" x\n"),
		rep("requirepass="),
		rep("Password1 "),
		rep("auth plain\n+\n"),
		rep("auth xoauth2 "),
		rep("sendemail -xp "),
		rep("composer config gitlab-token.a "),
		rep("cargo login "),
		rep(`sqlplus a/"b`),
		rep("password = N'"),
		// Round 77, third pass: redis-cli in argv arrays, YAML argument
		// lists, fallbacks after lookups, MySQL Shell URIs, MIGRATE AUTH,
		// bridge PSKs, quoted commands.
		rep(`"redis-cli", "a", `),
		rep("- --token\n"),
		rep(`getenv("A_PASS") ?: `),
		rep("process.env.A_TOKEN || "),
		rep("mysqlsh a:b"),
		rep("migrate auth "),
		rep("bridge_psk 0"),
		rep(`"mysql -p`),
		// Round 78: instrumentation keys, flow-form env items, Redis
		// MONITOR and SLOWLOG AUTH, Slavic copulas, placeholder words
		// inside generated tokens.
		rep("InstrumentationKey=4b7e21c9-3d0a-4f58-9e6b-a1c2d3e4f50;"),
		rep("ikey="),
		rep(`{name: DB_PASSWORD, value: `),
		rep(`{"name": "A_TOKEN", "value": "Ab12`),
		rep(`] "AUTH" "a" `),
		rep(`"HELLO" "3" "AUTH" `),
		rep("4) 1) \"AUTH\"\n      2) "),
		rep("hasło do a to "),
		rep("пароль от а это "),
		"refresh_token: 1//0" + rep("aYOUr9"),
		// Round 79: blank-split env directives, key sentences with a
		// copula (English and leading nouns), Ansible Vault blobs (many
		// headers; one header before a long hex body), CLI settings.
		rep("\nSetEnv A_PASS Ab12Cd34 "),
		rep(";fastcgi_param A_SECRET "),
		rep("deploy key is "),
		rep("api key for a b c d "),
		rep("clé API est "),
		rep("ключ "),
		rep("$ANSIBLE_VAULT;1.1;AES256\nab\n"),
		"$ANSIBLE_VAULT;1.2;AES256;x" + rep("\n  0a1b2c3d"),
		rep("config set a_token "),
		rep("poetry -v -n config "),
		// Round 80: vendor key headers (many names, one name before a
		// long value), Arabic copulas after the password's words, CLI
		// secret stores (many verbs; one verb before many flags and
		// pairs; a long continued command).
		rep("x-honeycomb-team: "),
		"x-honeycomb-team: " + rep("Ab1"),
		rep("كلمة المرور هي "),
		rep("كلمة المرور الجديدة لحساب "),
		rep("confluent api-key store "),
		"doppler secrets set" + rep(" -x a"),
		"vault kv put secret/a" + rep(" k=Ab12Cd34Ef"),
		"create secret generic a" + rep(" \\\n --from-literal=a=b"),
		rep("secrets set A B "),
		// Round 81: Consul tokens blocks (many openings; one block of
		// many keys), environment reads with and without fallbacks, short
		// signatures beside and far from a legacy sibling, transliterated
		// token words and their phrases, bech32 keys.
		rep("tokens { "),
		"tokens {" + rep(` agent = "Ab12Cd34Ef56Gh78" `),
		rep(`env::var("API_KEY")`),
		rep(`env::var("API_KEY").unwrap_or("`),
		rep(`getEnv("X_TOKEN", "Ab12Cd34Ef56Gh78", `),
		rep("?Expires=1&Signature=Ab12Cd34Ef56Gh78Ij90"),
		"?AWSAccessKeyId=a" + rep("&Signature=Ab12Cd34Ef56Gh78Ij90"),
		rep("ಟೋಕನ್ ಸಿಕ್ಕಿತು: "),
		"โทเค็น" + rep("ที่"),
		rep("ಟೋಕನ್ ಸಿ ಕ್ಕಿ ತು ಸಿ "),
		rep("nsec1qpzry9x8gf2tvdw0s3jn54khce6mua7lqpzry9x8gf2tvdw0s3jn54khce6mua7l"),
		rep("ncryptsec1qpzry9x8gf2tvdw0"),
		rep("age-secret-key-1qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
		// Rounds 82-83: hook URLs with many query values, session
		// variables with long quoted values, stream servers and key
		// fields, secret-storing commands with many flags, accounts lists,
		// seed copulas with many words, node-provider URLs, scheme-less
		// DSNs, env fallbacks, piped passwords, FTP scripts.
		rep("https://a.example/deploy/hook?key=Ab12Cd34&"),
		"https://a.example/hooks?" + rep("key=Ab12Cd34Ef&"),
		"A_SESSION='" + rep("Ab12Cd34Ef56Gh78Ij90Kl12 "),
		rep(`rtmp://a/b key: "ab12-cd34-ef56" `),
		"rtmp://a/b " + rep(`"key": "ab12cd34ef", `),
		"secrets set A" + rep(" --value Ab12Cd34Ef"),
		rep("secret:create --value "),
		"accounts: [" + rep(`"0x`+"5f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8"+`", `),
		"my seed is" + rep(" orbit"),
		rep("my seed is "),
		rep("https://x.infura.io/v3/"),
		rep("a:Ab12Cd34@b/"),
		rep(`password = os.getenv("X") or `),
		rep("echo Ab12Cd34Ef | "),
		rep("open a.example\n"),
		"security import a.p12" + rep(" -k b"),
		// Round 88: Azure AD secrets, XML name/value pairs, npm config
		// set, npmAuthIdent, NRAL keys, network_key arrays, Hue paths,
		// LINE constructors, Telegram tokens, Apprise URLs, vendor
		// headers, credentials phrases, mk, secret nouns, API key words.
		rep("Ab1Q~"),
		"Ab1Q~" + rep("Ab12"),
		rep("<name>secret</name> <value>"),
		rep("<param-name>a.password.b"),
		rep("npm config set :_authToken "),
		"npm config set " + rep("a:"),
		rep("npmAuthIdent: a:"),
		rep("Ab12NRAL"),
		"network_key: [" + rep("1, "),
		rep("/api/Ab12Cd34Ef/"),
		rep("WebhookHandler('"),
		rep("123456789:AA"),
		"123456789:AA" + rep("Ab1"),
		rep("discord://12345678901234567890/"),
		rep("slack://TABCDEFGH/BABCDEFGH/"),
		rep("x-gotify-key: "),
		rep("Zugangsdaten: a / "),
		rep("credentials a b c: "),
		rep("mk a: "),
		rep(" mk mk mk"),
		rep("signing secret a b c"),
		rep("client secret a: "),
		rep("API 키: "),
		rep("clave de API"),
		rep("-Dsonar.login="),
		rep("codecov -t "),
		rep("/integrations/generic/12345678/alert/"),
		rep(`"value": "Ab12Cd34", `),
		rep(`"sensitive": true, "value": "`),
		rep("consul keyring -install="),
		// Round 89: named defaults of environment reads, reads by an
		// unquoted name, set-password actions and their arguments.
		rep("fromEnvironment('A_TOKEN', defaultValue: '"),
		rep("config('A_SECRET', "),
		rep("$ENV{A_PASSWORD} // "),
		rep(" env.A_TOKEN ?: "),
		rep(" --setpw a "),
		rep(" -passwd Ab12Cd34 "),
		rep("/v-change-user-password "),
		"synouser --setpw" + rep(" a"),
		rep("/set-password a "),
		rep("racadm -o aPassword "),
		rep("ConvertTo-SecureString Ab12Cd34 "),
		// Round 87: fastlane's git authorization, escaped environ
		// subscripts, login calls, RCON and other clients' flags, Cisco
		// type 7 and 0, stream keys and katakana keys in words, 암호,
		// Subsonic URLs, -key/-value pairs, b2,
		// Deluge auth lines, subscripts after a value, GnuPG key ids.
		rep("git_basic_authorization "),
		rep(`environ[\"KEY\"] = \"`),
		rep(".login(key="),
		rep("mcrcon -p "),
		rep(" password 7 0"),
		rep(" key 0 "),
		rep("anaconda -t "),
		rep("stream key "),
		rep("ストリームキー"),
		rep("APIキー "),
		rep("암호 "),
		rep("/rest/a?&p="),
		rep("/rest/a?b&"),
		rep(" -key pass "),
		rep("b2 account authorize 0123456789ab "),
		rep("condor_store_cred -p "),
		"localclient:" + rep("Ab12"),
		rep("localclient:Ab12Cd34:1\n"),
		rep("keyPassword = a['"),
		rep("--encrypt-key 7A3F9C1E "),
		// Round 86: XML key elements, Tuya device ids, CSV rows.
		rep("<PrivateKey>Ab12"),
		"<PrivateKey>" + rep("Ab12"),
		rep(`"id": "ab12cd34ef56gh78ij90kl", "key": "`),
		rep(`"a","`),
		rep(`"a","https://b.example","c","Ab12Cd34Ef","`),
		rep("a,https://b.example,c,Ab12Cd34Ef,"),
		rep(",://"),
		// Round 85: passwords repeated on lines of a pipe, here-documents
		// to password readers, byte lists, Tuya device lists, OTA flags,
		// positional credentials in calls, SAP and Oracle user/password,
		// setenv, UCI options, chap-secrets lines, chat phrases.
		rep(`echo "Ab12Cd34Ef\n`),
		"printf '%s\n' " + rep("Ab12Cd34\n"),
		rep("sudo -S a <<EOF\n"),
		"passwd <<EOF\n" + rep("Ab12Cd34Ef\n"),
		"argocd admin initial-password\n" + rep("\n"),
		"network_key: [" + rep("1, "),
		rep("network_key: [1, "),
		rep("networkkey "),
		rep(`S2_Authenticated: "`),
		`{"version": "3.3", ` + rep(`"key": "Ab12Cd34Ef56Gh7`),
		"upload_flags" + rep(" -a"),
		rep("wlan.connect('a', "),
		rep(`username_pw_set("a", `),
		"sapcontrol" + rep(" -user a"),
		rep("/SAPWD="),
		rep("shared-secret "),
		"brconnect" + rep(" -u a/"),
		rep("userid=a/"),
		rep("-Dbasicauth=a:"),
		rep("setenv pass "),
		rep("option key '"),
		rep("a * Ab12Cd34 "),
		rep("a\t*\tAb12Cd34\t"),
		rep("pass wifi là "),
		rep("パスは"),
		"cat <<EOF | chpasswd" + rep("\\nAb12Cd34Ef"),
		rep("glab variable set A_PASS --value "),
		rep(`<saml:Attribute Name="password">`),
		rep("tinytuya --key "),
		rep(`AT+CWJAP="a","`),
		rep(`AT+MQTTUSERCFG=0,1,"a","b","`),
		rep("iw dev a connect b key 0:"),
		rep("mk: "),
		rep("tài khoản a mk "),
		rep("creds are a / "),
	}
}

func BenchmarkRedactPathological(b *testing.B) {
	for i, in := range pathological(256 << 10) {
		b.Run(fmt.Sprint(i), func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				Redact(in)
			}
		})
	}
}
