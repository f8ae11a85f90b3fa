package trace

import "testing"

// TestRedactRound81: the five leaks of fresh237-240, each as its format
// in new words and values: a Consul ACL token in an acl.tokens block
// (HCL, JSON, multi-line), a hard-coded fallback for a credential
// environment variable (Rust unwrap_or/unwrap_or_else, Go getEnv and
// cmp.Or, Ruby ENV.fetch, Kotlin ?:, C# ??, Java getOrDefault), a
// legacy presigned URL's short Signature (S3, GCS's GoogleAccessId,
// CloudFront), the transliterated word for a token in the Indic scripts,
// Sinhala, Burmese, Khmer, Lao and Thai, and a bech32 Nostr or age
// secret key in either case. On the code before round 81 (2712368c),
// 33 of these 38 secrets leaked (all but Go's getEnv("X", "V"), Ruby's
// ENV.fetch("X", "V"), Kotlin's ?:, Java's getOrDefault, read by the
// assignment scan, and NOSTR_KEY=nsec1..., read by its name) and none
// of the 39 look-alikes changed.
func TestRedactRound81(t *testing.T) {
	checkRedactions(t, round81Secrets, round81Lookalikes)
}

var round81Secrets = []redactProbe{
	// Consul ACL tokens in the agent's acl.tokens block
	{`acl { enabled = true  tokens { agent = "90814939-84f1-4fbf-a4e2-a840e0363af6" } }`, `90814939-84f1-4fbf-a4e2-a840e0363af6`},
	{"acl {\n  default_policy = \"deny\"\n  tokens {\n    initial_management = \"68417a98-9a30-48ce-a5e6-21361ecd5fd3\"\n    agent_recovery     = \"690fa53a-63be-414d-8202-52becc00af41\"\n  }\n}", `68417a98-9a30-48ce-a5e6-21361ecd5fd3`},
	{"acl {\n  default_policy = \"deny\"\n  tokens {\n    initial_management = \"68417a98-9a30-48ce-a5e6-21361ecd5fd3\"\n    agent_recovery     = \"690fa53a-63be-414d-8202-52becc00af41\"\n  }\n}", `690fa53a-63be-414d-8202-52becc00af41`},
	{`{"acl": {"enabled": true, "tokens": {"replication": "2904a340-e740-4061-85d9-40f943123204"}}}`, `2904a340-e740-4061-85d9-40f943123204`},
	{`  "tokens": { "default": "fb6d64e7-2338-4421-af11-58cb9a55b5cc", "agent": "anonymous" }`, `fb6d64e7-2338-4421-af11-58cb9a55b5cc`},
	{"    tokens = {\n      master = \"c0ffee12-4b5d-4e6f-8a9b-0c1d2e3f4a5b\"\n    }", `c0ffee12-4b5d-4e6f-8a9b-0c1d2e3f4a5b`},
	// Hard-coded fallbacks for credential environment variables
	{`let secret = std::env::var("ORCHARD_KEY").unwrap_or("md5oqDtIHRdrwmFjXfksnQXUCUe6DlCGKKT5NzEK".to_string());`, `md5oqDtIHRdrwmFjXfksnQXUCUe6DlCGKKT5NzEK`},
	{`let t = env::var("LEDGER_TOKEN").unwrap_or_else(|_| "xt6OKGX0YVPGMg9RtDvOHl0eoyie".into());`, `xt6OKGX0YVPGMg9RtDvOHl0eoyie`},
	{`let pw = env::var("MQ_PASSWORD").unwrap_or(String::from("54Yr0HhhjmA6GxBYyzdXZq6GcRSs"));`, `54Yr0HhhjmA6GxBYyzdXZq6GcRSs`},
	{"let k = env::var(\"BEEHIVE_API_KEY\")\n    .unwrap_or_else(|_| String::from(\"HAAVv05sZHyghPfbhhFyazRT5Wdy\"));", `HAAVv05sZHyghPfbhhFyazRT5Wdy`},
	{`const SIGNER: &str = option_env!("ROUTER_SECRET").unwrap_or("yjP8RVxQ5Hbwd62mzUvvPyjIF286");`, `yjP8RVxQ5Hbwd62mzUvvPyjIF286`},
	{`apiKey := getEnv("METEO_KEY", "H6JUfhThKIj4Ch93OZ17a0XC5AyQMh3waWmksT1S")`, `H6JUfhThKIj4Ch93OZ17a0XC5AyQMh3waWmksT1S`},
	{`tok := cmp.Or(os.Getenv("CRAWLER_TOKEN"), "8RVPvViVrFyj2Zi4LfohVywg")`, `8RVPvViVrFyj2Zi4LfohVywg`},
	{`hook_secret = ENV.fetch("PAYOUT_WEBHOOK_SECRET", "diL0LUQ0mTDgOZunaqml9kHfn06k")`, `diL0LUQ0mTDgOZunaqml9kHfn06k`},
	{`val pass = System.getenv("KEYSTORE_PASS") ?: "iCghMKk7sHPhj6JbRCGr"`, `iCghMKk7sHPhj6JbRCGr`},
	{`var key = Environment.GetEnvironmentVariable("GATEWAY_AUTH_KEY") ?? "OLBxM3wHe1sEilwV1DsdkMFSBlR3";`, `OLBxM3wHe1sEilwV1DsdkMFSBlR3`},
	{`String t = System.getenv().getOrDefault("SLACK_BOT_TOKEN", "6MOOdgttmAoBmTcVzbiDRIHMRKqfPPWE");`, `6MOOdgttmAoBmTcVzbiDRIHMRKqfPPWE`},
	// Legacy presigned URLs
	{`GET https://bird-audio.s3.eu-west-1.amazonaws.com/calls/wren.ogg?AWSAccessKeyId=AKIAZ7QXWM4NRT2KVB6L&Expires=1812345678&Signature=dErgjqLYDtBukaFffcCnvdnEogH%3D`, `dErgjqLYDtBukaFffcCnvdnEogH`},
	{`<img src="https://s3.amazonaws.com/menus/autumn.pdf?Signature=B4kyFDd6YieO32Q%2Fn5gJm26IqV%2F%3D&Expires=1799999999&AWSAccessKeyId=AKIAZ7QXWM4NRT2KVB6L">`, `B4kyFDd6YieO32Q%2Fn5gJm26IqV%2F%3D`},
	{`https://storage.googleapis.com/ferry-logs/2026/05.csv?GoogleAccessId=uploader@ferry.iam.gserviceaccount.com&Expires=1809000000&Signature=jzWkuZXCebdifhm7KV51NAaDrhY=`, `jzWkuZXCebdifhm7KV51NAaDrhY`},
	{`curl -O 'https://d3k9x2.cloudfront.net/lectures/07.mp4?Expires=1808000000&Signature=7LLUk6XyiXYLgTd3apJ6PNbjr5_-&Key-Pair-Id=APKAZ2QX7WM4NRT2'`, `7LLUk6XyiXYLgTd3apJ6PNbjr5_-`},
	// The word for a token, transliterated
	{`ಪ್ರವೇಶ ಟೋಕನ್ ನವೀಕರಿಸಲಾಗಿದೆ: FELO3qreZrmRHCCvs0MN`, `FELO3qreZrmRHCCvs0MN`},
	{`ടോക്കൺ ലഭിച്ചു: mWV2ClEWQI8M69kkAo8oQgzJRIRf`, `mWV2ClEWQI8M69kkAo8oQgzJRIRf`},
	{`నోడ్ టోకెన్ జారీ చేయబడింది: SV9xk4Esv0fq5wNq1bbd0biOBxbr`, `SV9xk4Esv0fq5wNq1bbd0biOBxbr`},
	{`புதிய டோக்கன் உருவாக்கப்பட்டது: IeDXaeB4jbhBAH4pNjZ6HZFuIMb0`, `IeDXaeB4jbhBAH4pNjZ6HZFuIMb0`},
	{`ଟୋକେନ୍ ମିଳିଲା: qsc1tP4irdMZeTvVMEknQZPr`, `qsc1tP4irdMZeTvVMEknQZPr`},
	{`INFO টোকেন পাওয়া গেছে: 40JkGb9aZEArHDTr0Cw332ZHOxftJnSV`, `40JkGb9aZEArHDTr0Cw332ZHOxftJnSV`},
	{`सत्र टोकन मिला: FDSbxoqN4ArGsNpDQs8skksKDw4v`, `FDSbxoqN4ArGsNpDQs8skksKDw4v`},
	{`ટોકન મળ્યો: mZFUqDSbbMkBOI40B0sZ`, `mZFUqDSbbMkBOI40B0sZ`},
	{`ටෝකනය ලැබුණි: gLAxxCfNemYmQ5c1joVp`, `gLAxxCfNemYmQ5c1joVp`},
	{`တိုကင် ရရှိသည်: acmmPvFa8jIJ70rncUYcuvo8tS6M`, `acmmPvFa8jIJ70rncUYcuvo8tS6M`},
	{`ໂທເຄັນ ໄດ້ຮັບ: bRwm6HpbJ7Haa6qFtRWYQnGh`, `bRwm6HpbJ7Haa6qFtRWYQnGh`},
	{`โทเค็นเข้าถึง: RtYB5u4lyPKMeLN1iWkXFGWXvYHzhk3ZwHhDbOyM`, `RtYB5u4lyPKMeLN1iWkXFGWXvYHzhk3ZwHhDbOyM`},
	{`ថូខឹន ទទួលបាន: YRr2zNirjcL5ED0iLq53oahCJimX`, `YRr2zNirjcL5ED0iLq53oahCJimX`},
	// bech32 secret keys
	{`bot identity: NSEC1ACZY8WZ0DTVTX6M0FC2RWW4VMLMP0GG75JUY300DVPY5G60GAYH59GWNHF`, `NSEC1ACZY8WZ0DTVTX6M0FC2RWW4VMLMP0GG75JUY300DVPY5G60GAYH59GWNHF`},
	{`NOSTR_KEY=nsec1AD3A3Y0WTK9K6A3VDWL54HA6XAFNGK06WHNNK5SJJKGGFTRZS98SN0SXAG`, `AD3A3Y0WTK9K6A3VDWL54HA6XAFNGK06WHNNK5SJJKGGFTRZS98SN0SXAG`},
	{`# age identity: age-secret-key-1tgew42p7gg3rcfdjjrklgunk0hvrc3sswcunztdd824g453zps5t0tdt74`, `tgew42p7gg3rcfdjjrklgunk0hvrc3sswcunztdd824g453zps5t0tdt74`},
	{`backup: ncryptsec14hdevel9nq5ucfmmxdjn89j506js0ldzghhnucz4tp8th9hujqvf5ny6f3zp8vtvc7qwc8lck70wgsk2eqj7z0hwajgejsmlgy05kpnhzz0zxxjp4mr90pues43yrx847tqfx02j5aqq`, `4hdevel9nq5ucfmmxdjn89j506js0ldzghhnucz4tp8th9hujqvf5ny6f3zp8vtvc7qwc8lck70wgsk2eqj7z0hwajgejsmlgy05kpnhzz0zxxjp4mr90pues43yrx847tqfx02j5aqq`},
}

var round81Lookalikes = []string{
	// UUIDs and token blocks that hold no ACL token
	`request { id = "90814939-84f1-4fbf-a4e2-a840e0363af6" }`,
	`node_id = "68417a98-9a30-48ce-a5e6-21361ecd5fd3"`,
	`acl { enabled = true  tokens { } }`,
	`acl { tokens { agent = "${var.consul_agent_token}" } }`,
	`acl { tokens { default = "" } }`,
	`"tokens": {"default": "anonymous"}`,
	`llm { max_tokens = 4096  tokens { default = 512 } }`,
	`"usage": {"tokens": {"prompt": 812, "completion": 97}}`,
	`service { name = "web" id = "fb6d64e7-2338-4421-af11-58cb9a55b5cc" }`,
	// Environment reads whose fallback is no secret
	`let hive = env::var("HIVE_NAME").unwrap_or("apiary".into());`,
	`let port = env::var("ORCHARD_PORT").unwrap_or("8080".to_string());`,
	`let k = env::var("ORCHARD_KEY").unwrap_or_default();`,
	`let k = env::var("ORCHARD_KEY").expect("ORCHARD_KEY must be set");`,
	`let k = env::var("ORCHARD_KEY").unwrap_or_else(|_| panic!("missing ORCHARD_KEY"));`,
	`api_key = os.getenv("API_KEY", "")`,
	`curl -H "X-Api-Key: ${API_KEY:-changeme}" https://api.example.net/`,
	`pw := getEnv("DB_PASSWORD", "postgres")`,
	`let sort = env::var("PARTITION_KEY").unwrap_or("Tenant7Region2Shard".into());`,
	`url := cmp.Or(os.Getenv("AUTH_URL"), "https://login.example.org/oauth2")`,
	`val region = System.getenv("BUCKET_REGION") ?: "eu-central-1"`,
	`secret = ENV.fetch("SESSION_SECRET") { SecureRandom.hex(32) }`,
	// URLs without a legacy signature
	`https://bird-audio.s3.amazonaws.com/calls/wren.ogg`,
	`https://bird-audio.s3.amazonaws.com/calls/wren.ogg?versionId=3HL4kqtJlcpXroDTDmJ`,
	`https://bird-audio.s3.amazonaws.com/calls/wren.ogg?AWSAccessKeyId=AKIAIOSFODNN7EXAMPLE&Expires=1812345678&Signature=`,
	`https://bird-audio.s3.amazonaws.com/calls/wren.ogg?Expires=1812345678&Signature=YOUR_SIGNATURE_HERE`,
	`https://hooks.example.com/cb?signature=sha256&event=push`,
	`https://api.example.com/v2/verify?Signature=Rx7Lm2Qp9Tz4Kw8N&user=42`,
	// Token words whose value is an ordinary word or a placeholder
	`ಟೋಕನ್ ಸಿಕ್ಕಿತು: ಯಶಸ್ವಿಯಾಗಿ`,
	`ಟೋಕನ್ ಸಿಕ್ಕಿತು: success`,
	`टोकन मिला: <token>`,
	`ടോക്കൺ ലഭിച്ചു: ശരി`,
	`โทเค็นหมดอายุ: 3600`,
	`টোকেন পাওয়া গেছে: YOUR_TOKEN_HERE`,
	// bech32 strings that are public or no key
	`follow me: npub1md4sen6melz2lhshr7mferr60mmz42hepcy8wc5um5qsztgrgqhzwum4vn`,
	`NPUB1MD4SEN6MELZ2LHSHR7MFERR60MMZ42HEPCY8WC5UM5QSZTGRGQHZWUM4VN`,
	`pay lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4js`,
	`age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p`,
	`the nsec1 prefix marks a private key; never paste it`,
	`bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`,
}
