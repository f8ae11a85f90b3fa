package trace

import "testing"

// TestRedactRound83: the leaks of fresh247-250, each as its format in
// new words and values: scheme-less DSNs, LoRaWAN keys, a
// credential-named setting's env fallback, macOS security's passwords,
// a game server token, NAME('value') password attributes, passwords
// piped into stdin readers, an FTP script's login line, Mandrill keys
// and an English key noun before a hex value. The look-alikes use the
// same words and shapes harmlessly.
func TestRedactRound83(t *testing.T) {
	checkRedactions(t, round83Secrets, round83Lookalikes)
}

var round83Secrets = []redactProbe{
	{`dsn: "etl_reader:Wq7vKp2xRt9m@org-ab12345/SALES/RAW?role=LOADER"`, `Wq7vKp2xRt9m`},
	{`DATABASE=report:Hj3kL9pQw2@warehouse.internal/metrics`, `Hj3kL9pQw2`},
	{`#define LORA_APPSKEY "0f1e2d3c4b5a69788796a5b4c3d2e1f0"`, `0f1e2d3c4b5a69788796a5b4c3d2e1f0`},
	{`const char *appKey = "9a8b7c6d5e4f30211203f4e5d6c7b8a9"; // OTAA`, `9a8b7c6d5e4f30211203f4e5d6c7b8a9`},
	{`{"session_keys": {"app_s_key": {"key": "c0ffee00c0ffee11c0ffee22c0ffee33"}}}`, `c0ffee00c0ffee11c0ffee22c0ffee33`},
	{`keyPassword System.getenv("SIGN_KEY_PW") ?: "Lm8nBv2cXz7q"`, `Lm8nBv2cXz7q`},
	{`db_password = os.getenv("DBPW") or "Tz4rWq9pLk2m"`, `Tz4rWq9pLk2m`},
	{`security import cert.p12 -k ~/Library/Keychains/ci.keychain-db -P Vb7nM2xQ9kLp -A`, `Vb7nM2xQ9kLp`},
	{`security unlock-keychain -p Qw8eR2tY7uIo ci.keychain`, `Qw8eR2tY7uIo`},
	{`./srcds_run -game csgo +map de_dust2 +sv_setsteamaccount 0a1b2c3d4e5f60718293a4b5c6d7e8f9`, `0a1b2c3d4e5f60718293a4b5c6d7e8f9`},
	{`ALTER QMGR ... SSLCRYP('x') LDAPPWD('Rk4mZq8vWx2p')`, `Rk4mZq8vWx2p`},
	{`//STEP1 EXEC PGM=X,PARM='USER(etl) PASSWORD(''x'')' PWD('Jx7kQ2wP9m')`, `Jx7kQ2wP9m`},
	{`printf '%s' | true; echo "Nm3bV8cX2zQw" | kinit etl@EXAMPLE.ORG`, `Nm3bV8cX2zQw`},
	{`echo Pq9wE3rT7yUi | passwd --stdin deploy`, `Pq9wE3rT7yUi`},
	{"ftp -n <<EOF\nopen files.example.org\nbatchusr Zx8cV3bN7m\nbinary\nEOF", `Zx8cV3bN7m`},
	{`mailchimp_transactional.Client("md-Ab3dE6gH9jK2mN5pQ8sT1v")`, `md-Ab3dE6gH9jK2mN5pQ8sT1v`},
	{`user says: my secret key 0123456789abcdef0123456789abcdef doesn't work`, `0123456789abcdef0123456789abcdef`},
	{`their access token is 9f8e7d6c5b4a39281706f5e4d3c2b1a0 per the ticket`, `9f8e7d6c5b4a39281706f5e4d3c2b1a0`},
}

var round83Lookalikes = []string{
	`image: nginx:1.25.3-alpine@sha256:4c0fdaa8b6341bfdeca5f18f7837462c80cff90527ee35ef185571e1c327beac`,
	`git clone git@github.com:org/repo.git`,
	`see docs at https://example.com/a:b@c`,
	`DATABASE=report:${DB_PASSWORD}@warehouse.internal/metrics`,
	`#define LORA_APPKEY "00000000000000000000000000000000"`,
	`#define LORA_DEVEUI "70B3D57ED0051234"`,
	`keyPassword System.getenv("SIGN_KEY_PW")`,
	`security import cert.p12 -k ~/Library/Keychains/ci.keychain-db -P "$P12_PASSWORD" -A`,
	`security find-identity -v -p codesigning`,
	`+sv_setsteamaccount $GSLT +map de_dust2`,
	`PASSWORD('')  -- left empty, prompted at run time`,
	`echo "$KRB_PASS" | kinit etl@EXAMPLE.ORG`,
	"ftp -n <<EOF\nopen files.example.org\nuser batchusr\nbinary\nEOF",
	`md-heading-style: atx`,
	`api key fingerprint 0123456789abcdef0123456789abcdef`,
	`public key id 9f8e7d6c5b4a39281706f5e4d3c2b1a0`,
	`commit 9f8e7d6c5b4a39281706f5e4d3c2b1a0deadbeef fixed the client key rotation`,
}
