package trace

import "testing"

// TestRedactRound22: the shapes behind the nineteenth and twentieth
// tables' leaks (fixed after their one blind measurement), in other
// words: ASP.NET data-protection cookies, a seed named after MFA in prose,
// values wrapped in a secret type, a token as a URL's user before
// x-oauth-basic, an unquoted routing key; with look-alikes.
func TestRedactRound22(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`cookie .AspNetCore.Session=CfDJ8Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv12Wx34`, `CfDJ8Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv12Wx34`},
		{`authenticator set up; recovery seed JBSWY3DPEHPK3PXQ`, `JBSWY3DPEHPK3PXQ`},
		{`Config(api_key=SecretStr("Zq81Lm29Xw47Pv63Kd"))`, `Zq81Lm29Xw47Pv63Kd`},
		{`git clone https://0123456789abcdefABCDEF0123456789abcdefAB:x-oauth-basic@github.com/acme/app.git`, `0123456789abcdefABCDEF0123456789abcdefAB`},
		{`integration_key = 0123456789abcdef0123456789abcdef`, `0123456789abcdef0123456789abcdef`},
	}, []string{
		`Config(api_key=SecretStr(os.environ["API_KEY"]))`,
		`seed the database with 40 rows before the MFA tests`,
		`https://github.com/acme/app.git`,
	})
}

// TestRedactRound23: the shapes behind the twenty-first and twenty-second
// tables' leaks (fixed after their one blind measurement), in other
// words, with look-alikes.
func TestRedactRound23(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`nostr: nsec1qy88wumn8ghj7mn0wd68ytnzv9hxgtmvd9ujumn0w4hx6ctkqqqq8gnzz`, `nsec1qy88wumn8ghj7mn0wd68ytnzv9hxgtmvd9ujumn0w4hx6ctkqqqq8gnzz`},
		{`aws configure set aws_session_token FwoGZXIvYXdzEKL81Lm29Xw47Pv63 --profile ci`, `FwoGZXIvYXdzEKL81Lm29Xw47Pv63`},
		{`az login --service-principal -u app-id -p Kq8~Lm2.Xw4_Pv63Zt91Rw --tenant t`, `Kq8~Lm2.Xw4_Pv63Zt91Rw`},
		{`2FA recovery seed (ops): KRSXG5CTMVRXEZLU`, `KRSXG5CTMVRXEZLU`},
		{`npm config set //npm.example.com/:_authToken 0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0`, `0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0`},
		{`printf 'Zq81Lm29Xw' | docker login registry.example.com -u ci --password-stdin`, `Zq81Lm29Xw`},
		{`<add key="Stripe.ApiKey" value="Hk29Qp81Zx47Lm63Wv" />`, `Hk29Qp81Zx47Lm63Wv`},
	}, []string{
		`gcloud secrets create prod-db-password --replication-policy=automatic`,
		`kubectl get secret --secret=api-signing-key -o name`,
		`<add key="SmtpHost" value="smtp.example.com" />`,
		`aws configure set region eu-west-1`,
	})
}

// TestRedactRound25: the shapes behind the twenty-third to twenty-sixth
// tables' leaks and changed look-alikes (fixed after their one blind
// measurement), in other words, with look-alikes.
func TestRedactRound25(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`htpasswd -bB /srv/auth/users deploy Qp81Zx47Lm63`, `Qp81Zx47Lm63`},
		{`ssh-keygen -p -f ~/.ssh/ci_key -P 'Wv29Hk81Zq47' -N 'Lm63Xw47Pv29'`, `Wv29Hk81Zq47`},
		{`ssh-keygen -p -f ~/.ssh/ci_key -P 'Wv29Hk81Zq47' -N 'Lm63Xw47Pv29'`, `Lm63Xw47Pv29`},
		{`sqlplus -s hr/Kd63Pv81Zq@//db.internal:1521/XEPDB1 @report.sql`, `Kd63Pv81Zq`},
		{`ORACLE_CONN=app/Xw47Lm29Qp@//10.0.4.7:1521/FREEPDB1`, `Xw47Lm29Qp`},
		{`bcp dbo.orders out orders.dat -S sql02 -U loader -P Zt91Rw47Kq8 -c`, `Zt91Rw47Kq8`},
		{`the new password is Tr0ub4dorXq9, rotate it monthly`, `Tr0ub4dorXq9`},
		{`MAILGUN_SMTP_PASS="Hk29Qp81Zx47Lm63"`, `Hk29Qp81Zx47Lm63`},
		{`[mysql]` + "\n" + `db_pass = Zq81Lm29Xw47Pv63`, `Zq81Lm29Xw47Pv63`},
		{`webhook rejected: auth token 0f1e2d3c4b5a69788796a5b4c3d2e1f0 expired`, `0f1e2d3c4b5a69788796a5b4c3d2e1f0`},
		{`PD_ROUTING_KEY=a94a8fe5ccb19ba61c4c0873d391e987`, `a94a8fe5ccb19ba61c4c0873d391e987`},
	}, []string{
		`htpasswd -c /etc/nginx/.htpasswd admin`,
		`ssh-keygen -t ed25519 -N '' -f deploy_key`,
		`jdbc:oracle:thin:@//db.internal:1521/XEPDB1`,
		`the password is stored in Vault under kv/app`,
		`the password reset link expires after 30 minutes`,
		`results: pass: 12, fail: 0, skipped: 3`,
		`bypass = true`,
		`STRIPE_SECRET_KEY=sk_live_xxxx`,
		`The --token flag is deprecated; use --token-file instead.`,
		`fix: do not log refresh tokens in auth middleware`,
		`routing_key = orders.created.v2`,
	})
}

// TestRedactRound25b: the shapes behind the twenty-seventh to thirtieth
// tables' leaks and changed look-alikes (fixed after their one blind
// measurement), in other words, with look-alikes.
func TestRedactRound25b(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`GET /c/report.pdf?sv=2023-01-03&sr=b&sp=r&sig=Ab_3-xY9Zq81Lm29Xw47Pv63Kd%2B%3D`, `Ab_3-xY9Zq81Lm29Xw47Pv63Kd%2B%3D`},
		{`client: with key mK29xQ81zL47wP63vH58nT14rB92cY07sD using provider x`, `mK29xQ81zL47wP63vH58nT14rB92cY07sD`},
		{`Set: shop_sess=Zq81Lm29Xw47Pv63Kd58Ht14; Path=/`, `Zq81Lm29Xw47Pv63Kd58Ht14`},
		{`registry=//ci-bot:Hk29Qp81Zx47@registry.internal.example/`, `Hk29Qp81Zx47`},
	}, []string{
		`const key = req.query?.apiKey ?? null;`,
		`const token = ctx.request!.headers.authorization;`,
		`DISCORD_WEBHOOK=https://hooks.slack.com/services/TTTT/BBBB/XXXX`,
		`registry=//registry.internal.example/`,
		`the sign-in form uses key bindings for navigation`,
		`session=expired; reason=timeout`,
	})
}

// TestRedactRound25c: the shapes behind the thirty-first to thirty-fourth
// tables' leaks (fixed after their one blind measurement), in other
// words, with look-alikes.
func TestRedactRound25c(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`vault login -method=token hvs.Zq81Lm29Xw47Pv63Kd58Ht`, `hvs.Zq81Lm29Xw47Pv63Kd58Ht`},
		{`New-PSDrive -Name Z -Root \\fs01\share -Password 'Hk29Qp81Zx47' -Persist`, `Hk29Qp81Zx47`},
		{`$db = new PDO("pgsql:host=pg;dbname=app", "app", "Wv29Hk81Zq47");`, `Wv29Hk81Zq47`},
	}, []string{
		`vault token lookup -format=json`,
		`Get-Credential -Message "Password for the share"`,
		`$db = new PDO($dsn, $user, $pass);`,
	})
}

// TestRedactRound26: the shapes fresh35-38 leaked at their one
// measurement (an Authorization header set without a colon, a password
// sent by an expect script, a CloudFront signature, a JWK's private
// part, a container env entry named for a secret, a Java property named
// for one), in other words, with look-alikes (a %-format slot, a public
// JWK, an env entry that reads a secret reference, a property naming a
// file).
func TestRedactRound26(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`more_set_input_headers "Authorization Basic dXNlcjpIazI5UXA4MVp4NDc=";`, `dXNlcjpIazI5UXA4MVp4NDc=`},
		{"spawn ssh deploy@10.0.0.9\nexpect \"Password:\"\nsend \"Wq29Hk81Zx47\\r\"", `Wq29Hk81Zx47`},
		{`Set-Cookie: CloudFront-Signature=Zq8Lm2Xw4Pv6Kd5Ht7Jc3Nb9Rf1Gs0Ty8Ue2Wi4Oa6Sd3Fg5Hj7Kl9Zx1Cv; Path=/`, `Zq8Lm2Xw4Pv6Kd5Ht7Jc3Nb9Rf1Gs0Ty8Ue2Wi4Oa6Sd3Fg5Hj7Kl9Zx1Cv`},
		{`{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"}`, `nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A`},
		{"env:\n  - name: REDIS_PASSWORD\n    value: Hk29Qp81Zx47Wv", `Hk29Qp81Zx47Wv`},
		{`<property name="spring.datasource.password">Zx47Hk29Qp81</property>`, `Zx47Hk29Qp81`},
	}, []string{
		`cursor.execute("SELECT 1 WHERE password=%(pw)s AND user=%(u)s", args)`,
		`{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","use":"sig"}`,
		"env:\n  - name: REDIS_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: redis, key: password}",
		`<property name="spring.datasource.password-file">/run/secrets/db</property>`,
		`expect "Password:" ; send "$env(DEPLOY_PW)\r"`,
	})
}

// TestRedactRound26b: fresh39-42's three leaks at their one measurement (a
// Mailchimp key with its datacentre, an LDAP bind password in
// key-value form, a symmetric JWK in an environment variable), in other
// words, with look-alikes.
func TestRedactRound26b(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`MAILCHIMP=9f8e7d6c5b4a39281706f5e4d3c2b1a0-us14`, `9f8e7d6c5b4a39281706f5e4d3c2b1a0-us14`},
		{`nslcd.conf: binddn cn=reader,dc=corp bindpw Zq81Hk29Wv47`, `Zq81Hk29Wv47`},
		{`SESSION_SECRET={"kty":"oct","k":"Hk29Qp81Zx47Wv63Kd58Ht92Lm"}`, `Hk29Qp81Zx47Wv63Kd58Ht92Lm`},
	}, []string{
		`datacenter: us14 (from the key suffix -us14)`,
		`bindpw is read from /etc/nslcd.secret`,
		`SESSION_SECRET={"kty":"oct","k":"${SESSION_K}"}`,
	})
}

// TestRedactRound26c: fresh43-46's leaks and its one altered look-alike
// at their one measurement, in other words.
func TestRedactRound26c(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`LoginError('invalid credentials for ops@corp / Wq29Hk81Zx47')`, `Wq29Hk81Zx47`},
		{`az storage account keys list -> key2=Zx47Hk29Qp81Wv63Kd58Ht92Lm47Pq81Zx47Hk29Qp81Wv63Kd58Ht92Lm47Pq81Zx47Hk29Qp81Wv63Kd58Ht9==`, `Zx47Hk29Qp81Wv63Kd58Ht92Lm47Pq81Zx47Hk29Qp81Wv63Kd58Ht92Lm47Pq81Zx47Hk29Qp81Wv63Kd58Ht9==`},
		{`export SIGNING_KEY=Hk29Qp81Zx47Wv63Kd58Ht92Lm47`, `Hk29Qp81Zx47Wv63Kd58Ht92Lm47`},
		{`expect log: send "Qp81Zx47Hk29\r" to the password prompt`, `Qp81Zx47Hk29`},
	}, []string{
		`DB_PASSWORD: ${DB_PASSWORD:?set DB_PASSWORD first}`,
		`retrying with credentials for ops@corp (attempt 2/3)`,
		`export SIGNING_KEY_ID=2024-05-rotation`,
		`key1 and key2 are the two account keys; rotate key1 first`,
	})
}

// TestRedactRound27: the leaks of the forty-seventh to fiftieth blind
// tables (one measurement, before this round), by principle, in other
// shapes, each beside look-alikes that must stay byte-identical.
func TestRedactRound27(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a key in a subscript, a setx, a key=value inside one literal
		{`os.environ['SMTP_PASSWORD'] = 'Lm47Pq81Zx47Hk'`, `Lm47Pq81Zx47Hk`},
		{`setx API_TOKEN "Zx47Hk29Qp81Wv63Kd58"`, `Zx47Hk29Qp81Wv63Kd58`},
		{`docker run -e "DB_PASSWORD=Kd58Ht92Lm47Pq81Zx" app`, `Kd58Ht92Lm47Pq81Zx`},
		// a generated credential after a blank, or after "set:"
		{`auth: refresh_token pt_9Qp81Zx47Hk29Wv63Kd58Ht92 expired`, `pt_9Qp81Zx47Hk29Wv63Kd58Ht92`},
		{`signing with secret Hk29+Qp81/Zx47Wv63Kd58Ht92Lm47Pq81Zx4 failed`, `Hk29+Qp81/Zx47Wv63Kd58Ht92Lm47Pq81Zx4`},
		{`slack signing secret set: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b`, `9f86d081884c7d659a2feaa0c55ad015a3bf4f1b`},
		// passwords in Windows-style flags, echoed into sudo, SNMPv3 pass phrases
		{`net use Z: \\files\share /user:CORP\svc /password:Wq29Hk81Zx`, `Wq29Hk81Zx`},
		{`printf Qp81Zx47Hk | sudo -S apt-get update`, `Qp81Zx47Hk`},
		{`snmpget -v3 -u mon -l authPriv -a SHA -A Hk29Qp81Zx47 -x AES -X Zx47Wv63Kd58 10.1.1.1 sysName.0`, `Hk29Qp81Zx47`},
	}, []string{
		`os.environ['SMTP_PASSWORD'] = os.environ.get('FALLBACK')`,
		`setx API_TOKEN_NAME "deploy-token"`,
		`docker run -e "DB_PASSWORD=${DB_PASSWORD}" app`,
		`refresh_token rotation is enabled for this client`,
		`image digest: secret-scanner@sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08`,
		`commit 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b fixes the token refresh`,
		`msbuild app.sln /p:Configuration=Release /p:Platform=x64`,
		`echo "sudo -S reads the password from stdin"`,
		`snmpwalk -v2c -c public 10.1.1.1`,
	})
}

// TestRedactRound28: the leaks of the fifty-first to fifty-fourth blind
// tables (one measurement, before this round), by principle, in other
// shapes, beside look-alikes that must stay byte-identical.
func TestRedactRound28(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`git remote set-url origin https://ci-bot:ATBB9kQ2mW7xPz4LrT8vN3cY6hJ1dF5gS0aE@bitbucket.org/acme/app.git`, `ATBB9kQ2mW7xPz4LrT8vN3cY6hJ1dF5gS0aE`},
		{`JIRA_TOKEN=ATATT3xFfGF0kQ2mW7xPz4LrT8vN3cY6hJ1dF5gS0aE`, `ATATT3xFfGF0kQ2mW7xPz4LrT8vN3cY6hJ1dF5gS0aE`},
		{`{"installed":{"client_id":"1234.apps.googleusercontent.com","client_secret":"GOCSPX-Hk29Qp81Zx47Wv63Kd58Ht92Lm4"}}`, `GOCSPX-Hk29Qp81Zx47Wv63Kd58Ht92Lm4`},
		{`vault operator init output: Unseal Key 3: Qp81Zx47Hk29Wv63Kd58Ht92Lm47Pq81Zx47Hk29Wv6=`, `Qp81Zx47Hk29Wv63Kd58Ht92Lm47Pq81Zx47Hk29Wv6=`},
		{`snmpget -v1 -c Zx47Hk29Qp81 192.0.2.10 sysUpTime.0`, `Zx47Hk29Qp81`},
		{`//registry.example.org/:_auth=+Zx47Hk29Qp81Wv63Kd58Ht9==`, `+Zx47Hk29Qp81Wv63Kd58Ht9==`},
	}, []string{
		`ATBB stands for Atlassian Bitbucket; rotate app passwords yearly`,
		`client_secret is stored in GOCSPX format; see the console`,
		`Unseal Key 3: (hidden, shared with the second key holder)`,
		`snmpget -v2c -c public 192.0.2.10 sysUpTime.0`,
		`_auth=${NPM_AUTH}`,
	})
}

// TestRedactRound29: the leaks and changed look-alikes of the
// fifty-fifth to fifty-eighth blind tables, by principle, in other shapes.
func TestRedactRound29(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`<input type="hidden" name="authenticity_token" value="Zx47Hk29Qp81Wv63Kd58Ht92Lm47Pq81">`, `Zx47Hk29Qp81Wv63Kd58Ht92Lm47Pq81`},
		{`authenticator setup: secret = JBSWY3DPEHPK3PXPJBSWY3DP`, `JBSWY3DPEHPK3PXPJBSWY3DP`},
		{`2FA seed saved. Secret key KRUGKIDROVUWG2ZA`, `KRUGKIDROVUWG2ZA`},
	}, []string{
		`db_password = get_secret("db-password")`,
		`sudo: bob : TTY=pts/1 ; PWD=/srv/app ; USER=root ; COMMAND=/usr/bin/ls`,
		`<input type="hidden" name="csrf_token" value="{{ csrf_token() }}">`,
		`2FA is enabled; the secret key is shown once in the authenticator app`,
	})
}

// TestRedactRound30: the shape behind fresh60's one leak (fixed after its
// blind measurement), in other words: a bare "key" beside a user name in
// one JSON object (kaggle.json and its kind); a "key" with no user beside
// it, or in another object, stays.
func TestRedactRound30(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`{"username":"mira-k","key":"0c9f2e7a1b3d4c5e6f708192a3b4c5d6"}`, `0c9f2e7a1b3d4c5e6f708192a3b4c5d6`},
		{`credentials: {'user': 'ops', 'key': 'Zk81Lm29Xw47Pv63Kd0c'}`, `Zk81Lm29Xw47Pv63Kd0c`},
	}, []string{
		`{"key":"0c9f2e7a1b3d4c5e6f708192a3b4c5d6","size":1024}`,
		`{"user":"ops"} {"key":"0c9f2e7a1b3d4c5e6f708192a3b4c5d6"}`,
		`{"username":"mira-k","key":"welcome_banner"}`,
	})
}

// TestRedactRound31: the shapes behind fresh63-66's leaks (fixed after
// their blind measurement), in other words: a -P password after a -u user,
// a password echoed into --password-stdin, PowerShell $env: assignments,
// net use's positional password, netsh's Wi-Fi key, macOS security -w,
// Groq keys, and a client's secret by position; with look-alikes (a -P
// port, net use with a prompt, a Key Content label with no key).
func TestRedactRound31(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`Running: ledger-cli login -u payroll -P Zq81Lm29Xw47Pv63`, `Zq81Lm29Xw47Pv63`},
		{`echo Tr0ub4dorAnd3x | podman login quay.example -u bot --password-stdin`, `Tr0ub4dorAnd3x`},
		{`$env:ARM_CLIENT_SECRET = "aB3~dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z"`, `aB3~dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z`},
		{`net use Y: \\nas01\backup /user:OPS\svc_bak Pq7rS9tU1vW3`, `Pq7rS9tU1vW3`},
		{`Key Content            : hunter2hunter2x9`, `hunter2hunter2x9`},
		{`security add-internet-password -a deploy -s git.example.org -w Mz82Kq61Lp40 -U`, `Mz82Kq61Lp40`},
		{`GROQ=gsk_` + "Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv12", `gsk_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv12`},
		{`client = Client(account_sid, "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d")`, `9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d`},
	}, []string{
		`mysql -u root -P 3306 -h db.internal ledger`,
		`net use Z: \\fs01\share /user:CORP\svc_map *`,
		`Key Content : Absent`,
		`client = Client(account_sid, auth_token)`,
		`$env:Path = "C:\Tools;" + $env:Path`,
	})
}

// TestRedactRound32: the shapes behind fresh69-70's leaks (fixed after
// their blind measurement), in other words: a password named in a log or
// an error sentence; with look-alikes.
func TestRedactRound32(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`mysql.connector.errors: access denied for user "ops" using password "Vx81Lm29Kq47"`, `Vx81Lm29Kq47`},
		{`Dec  2 10:01:13 bastion sshd[77]: debug: password for 'ci' is Zq81Lm29Xw47Pv`, `Zq81Lm29Xw47Pv`},
	}, []string{
		`access denied for user "ops" (using password: YES)`,
		`the password for 'ci' is stored in Vault`,
		`log in with password "<your-password>"`,
	})
}

// TestRedactRound33: fresh71-74's leaks, in new words: a password named
// in a sentence in other languages (with its own words, a separator, a
// copula or nothing between), net use's password by position, a
// Terraform variable default, a made key under a plain "key" query name,
// Artifactory keys; beside a public token and password-setting names.
func TestRedactRound33(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`[FEHLER] Kennwort für Konto lager3: Tq94Lm27Xv81Pz`, `Tq94Lm27Xv81Pz`},
		{`erro de login: senha incorreta=Hb72Kq19Wm83 (tentativa 2)`, `Hb72Kq19Wm83`},
		{`Neplatné heslo uživatele archiv je Pw83Lx27Qm91`, `Pw83Lx27Qm91`},
		{`Пароль пользователя backup Zr71Kp29Wq84Lm не подходит`, `Zr71Kp29Wq84Lm`},
		{`用户 etl 的密码 Kw82Lq17Zm94Px 已过期`, `Kw82Lq17Zm94Px`},
		{`データベースのパスワード：Rm37Kx92Wq18（再設定）`, `Rm37Kx92Wq18`},
		{`รหัสผ่านฐานข้อมูล: Lq29Wm84Kz17Px`, `Lq29Wm84Kz17Px`},
		{`net use Z: \\nas01\media Xk92Lm37Qw18 /user:HOME\ana`, `Xk92Lm37Qw18`},
		{`variable "api_token" { type = string default = "Mv83Kq27Lx91Wz64" }`, `Mv83Kq27Lx91Wz64`},
		{`GET https://tools.example.org/api/jobs?key=9f2c7a41d08e6b35c1a4f7e2d9b8c063 200`, `9f2c7a41d08e6b35c1a4f7e2d9b8c063`},
		{`X-JFrog-Art-Api: AKCp8kQz3Lm9Wx2Vb7Nc4Rt6Yh1Jd5Gf8Sa3Qw7Ez2Xc9Vb4Nm6Lk1Jh5Gf3Ds8Aq2Wz7Ex4Rc9Tv`, `AKCp8kQz3Lm9Wx2Vb7Nc4Rt6Yh1Jd5Gf8Sa3Qw7Ez2Xc9Vb4Nm6Lk1Jh5Gf3Ds8Aq2Wz7Ex4Rc9Tv`},
	}, []string{
		`Kennwortrichtlinie: mindestens 12 Zeichen`,
		`senha: ******** (oculta)`,
		`password policy: MinLength12 and one symbol`,
		`password-reset-ttl: 3600`,
		`postgres://user:password@localhost:5432/app`,
		`mapbox public token pk.eyJ1IjoibWFwcyJ9.Xk29LmQw83Zp`,
		`пароль изменён пользователем admin 2026-12-02`,
		`GET /search?key=winter-boots-size-42 200`,
		`net use Z: \\nas01\media /user:HOME\ana *`,
	})
}

// TestRedactRound34: fresh75-78's leaks and look-alikes, in new words: a
// password after a copula ("lautet") or after a verb of changing and its
// "to", inflected Basque, an object property named for the password,
// GitLab runner registration tokens; bullet masks and a bare "PASS" stay.
func TestRedactRound34(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`Das Kennwort des Druckservers lautet Hq82Wm37Lx19.`, `Hq82Wm37Lx19`},
		{`Password for the kiosk account changed to Rv73Kp28Zm41`, `Rv73Kp28Zm41`},
		{`Пароль пользователя изменён на Tm92Qx47Lw18`, `Tm92Qx47Lw18`},
		{`Zerbitzariaren pasahitzak: Xq71Lm28Wp93 dira`, `Xq71Lm28Wp93`},
		{`$this->smtp_password = "Lk82Qm19Wz37Pv";`, `Lk82Qm19Wz37Pv`},
		{`gitlab-runner register --registration-token GR1348941aB3cD4eF5gH6iJ7kL8mN9`, `GR1348941aB3cD4eF5gH6iJ7kL8mN9`},
	}, []string{
		`token=ghp_••••••••••••••9f2c`,
		`postgres://USER:PASS@HOST:5432/DB`,
		`Password changed to meet the new policy`,
		`Das Passwort lautet wie im Handbuch beschrieben.`,
		`$this->password_policy = "strict";`,
	})
}

// TestRedactRound35: fresh79-82's leaks, fixed by principle, in new words
// beside look-alikes that must stay.
func TestRedactRound35(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`client.SetPassword("Zt84Rq27Mn51")`, `Zt84Rq27Mn51`},
		{`builder.with_password('Wp39Kd81Lx62')`, `Wp39Kd81Lx62`},
		{`net user kiosk01 Hb27Ws93Qe18 /add`, `Hb27Ws93Qe18`},
		{`reg add "HKLM\SOFTWARE\Acme" /v ServicePassword /t REG_SZ /d Nm73Vb28Xc41 /f`, `Nm73Vb28Xc41`},
		{`Set-ItemProperty -Path $k -Name AutoLogonPassword -Value Qa82Lp37Wz19`, `Qa82Lp37Wz19`},
		{`restic backup ~ --password-file <(echo Rk29Tm84Vx53)`, `Rk29Tm84Vx53`},
		{`echo 9f3c2a71be04d85e6a1f0c7b3d92e4a8 > secrets/app.key`, `9f3c2a71be04d85e6a1f0c7b3d92e4a8`},
		{`irc.login('oauth:8k2m4p6r8t0v2x4z6b8d0f2h4j6l8n')`, `8k2m4p6r8t0v2x4z6b8d0f2h4j6l8n`},
		{`Wifi-ის პაროლი: Lq83Zx27Wm64`, `Lq83Zx27Wm64`},
		{`Serverdiň құпия сөз: Tp28Kw93Mz17`, `Tp28Kw93Mz17`},
		{`Սերվերի գաղտնաբառ՝ Vx47Qm82Lp39`, `Vx47Qm82Lp39`},
		{`சேவையகத்தின் கடவுச்சொல்: Hx73Kq28Wp14`, `Hx73Kq28Wp14`},
		{`Cyfrinair y gweinydd: Bm29Xq84Rt57`, `Bm29Xq84Rt57`},
		{`Servera parole ir Kq92Lx37Wm48`, `Kq92Lx37Wm48`},
		{`passwort_datenbank = Jw48Pn27Qx93`, `Jw48Pn27Qx93`},
	}, []string{
		`client.SetPassword(os.Getenv("MQTT_PASSWORD"))`,
		`net user kiosk01 /delete`,
		`net user accounts are listed by the domain controller`,
		`reg add "HKLM\SOFTWARE\Acme" /v PasswordExpiryDays /t REG_DWORD /d 14 /f`,
		`restic backup ~ --password-file <(pass show backup)`,
		`echo $APP_KEY > secrets/app.key`,
		`urn:ietf:params:oauth:grant-type:device_code`,
		`პაროლი უნდა იყოს მინიმუმ 12 სიმბოლო.`,
		`passwort_laenge = 12`,
		`contraseña_politica: estricta`,
	})
}
