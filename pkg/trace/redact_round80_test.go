package trace

import "testing"

// TestRedactRound80: the three leaks of the tuning tables fresh241-242,
// each as its format in new words and values: a header a vendor names
// for its key without a key word (x-honeycomb-team, X-JFrog-Art-Api,
// x-vercel-protection-bypass) in YAML, JSON, TOML, curl -H, HTTP trace
// and OTLP header-list forms; an Arabic password sentence whose copula
// (هي, هو, كانت, أصبحت) follows words of the password's own; a CLI
// whose subcommand stores a secret given as an argument (confluent
// api-key store, secrets set NAME V / NAME=V, vault kv put, kubectl
// create secret generic --from-literal, az keyvault secret set --value,
// aws secretsmanager --secret-string, pulumi config set ... --secret).
// On the code before round 80 (4a2b3936), 31 of these 33 secrets
// leaked (all but the Arabic "أصبحت" sentence, whose value stood within
// the fallback's three words, and aws --secret-string=V, read by the
// assignment scan) and none of the 38 look-alikes changed.
func TestRedactRound80(t *testing.T) {
	checkRedactions(t, round80Secrets, round80Lookalikes)
}

var round80Secrets = []redactProbe{
	// Vendor key headers
	{"exporters:\n  otlp/hny:\n    endpoint: api.honeycomb.io:443\n    headers:\n      x-honeycomb-team: Qd7Lr2Wx9Kt4Nz6Bv1Mp3H", `Qd7Lr2Wx9Kt4Nz6Bv1Mp3H`},
	{`      "x-honeycomb-team": "8c1f4e7a2b9d6053e8a1c4f7b2d9e6a3"`, `8c1f4e7a2b9d6053e8a1c4f7b2d9e6a3`},
	{`curl -s -H 'X-Honeycomb-Team: Zp4Tk8Wm2Rq6Vx1Nc9Lb3G' https://api.honeycomb.io/1/auth`, `Zp4Tk8Wm2Rq6Vx1Nc9Lb3G`},
	{"POST /v1/traces HTTP/1.1\r\nHost: api.eu1.honeycomb.io\r\nX-Honeycomb-Team: Hv3Qz7Lw1Kt5Rn9Xm2Bd6F\r\n", `Hv3Qz7Lw1Kt5Rn9Xm2Bd6F`},
	{`OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=Rw6Tn2Kq8Zx4Lm1Vb7Pd3S,x-honeycomb-dataset=payments`, `Rw6Tn2Kq8Zx4Lm1Vb7Pd3S`},
	{`headers = { "x-honeycomb-team" = "Mx5Lq9Tw3Zk7Rv2Nb8Hd4J" }`, `Mx5Lq9Tw3Zk7Rv2Nb8Hd4J`},
	{`{\"x-honeycomb-team\":\"Yb2Wn6Kr9Tq3Zx7Lm1Vd5C\"}`, `Yb2Wn6Kr9Tq3Zx7Lm1Vd5C`},
	{`X-JFrog-Art-Api: AKCp8Tq3Wz7Rn1Vx5Lm8Pb2Kd6Hf9Gs4Jc0Ya`, `AKCp8Tq3Wz7Rn1Vx5Lm8Pb2Kd6Hf9Gs4Jc0Ya`},
	{`curl -H "x-vercel-protection-bypass: Jt4Wq8Zr2Nk6Vx9Lm3Pb7Hd1Fs5Gc0K" https://preview.example.app/`, `Jt4Wq8Zr2Nk6Vx9Lm3Pb7Hd1Fs5Gc0K`},
	{"      x-honeycomb-team: hcaik_01j9zq4kt8wm2rq6vx1nc9lb3gd7hf5sy0pa2xe", `hcaik_01j9zq4kt8wm2rq6vx1nc9lb3gd7hf5sy0pa2xe`},
	// Arabic password sentences with a copula after qualifying words
	{`كلمة المرور المؤقتة لحساب النسخ الاحتياطي هي Tz6Wq2Kr8Nx4`, `Tz6Wq2Kr8Nx4`},
	{`كلمة السر الجديدة لخادم البريد الداخلي هي «Lp3Vn7Qw1Zk9»`, `Lp3Vn7Qw1Zk9`},
	{`كلمة المرور الخاصة بلوحة التحكم هو Bx8Rt4Wm2Qz6Kn`, `Bx8Rt4Wm2Qz6Kn`},
	{`ملاحظة: كلمة المرور القديمة لحساب المدير كانت Gd5Kw9Tq3Rx7`, `Gd5Kw9Tq3Rx7`},
	{`كلمة المرور الافتراضية للجهاز أصبحت Nv2Zq6Wr8Tk4Lx`, `Nv2Zq6Wr8Tk4Lx`},
	{`INFO كلمة المرور الجديدة لمستخدم قاعدة البيانات هي Wk7Lz3Tq9Rn5`, `Wk7Lz3Tq9Rn5`},
	// CLIs storing a secret given as an argument
	{`confluent api-key store QKXW4N7TZR2LMVB8 Rk7Tq2Wz9Nx4Vm6Lb3Pd8HfGs1Jc5Ya0Xe7Uo2Ki9Mn4Bq6Tv8Wr3Zs5Ly1Hp --resource lkc-7zq2m`, `Rk7Tq2Wz9Nx4Vm6Lb3Pd8HfGs1Jc5Ya0Xe7Uo2Ki9Mn4Bq6Tv8Wr3Zs5Ly1Hp`},
	{`confluent api-key store --resource lsrc-4kx9 ZTW2QKR8NVX3LMB5 "Fw3Kq8Tz2Rn6Vx9Lm4Pb7Hd1Gs5Jc0Ya"`, `Fw3Kq8Tz2Rn6Vx9Lm4Pb7Hd1Gs5Jc0Ya`},
	{`ccloud api-key store MVB8QKXW4N7TZR2L Gq5Tz9Wr3Kn7Vx1Lm6Pb2Hd8Fs4Jc --resource lkc-p3r8`, `Gq5Tz9Wr3Kn7Vx1Lm6Pb2Hd8Fs4Jc`},
	{`doppler secrets set MAPS_SIGNER Vz8Kq3Tw7Rn1Lx5Mb`, `Vz8Kq3Tw7Rn1Lx5Mb`},
	{`doppler secrets set SEGMENT_WRITE=Hn4Tq8Wz2Rk6Vx9L -p web -c prd`, `Hn4Tq8Wz2Rk6Vx9L`},
	{`fly secrets set TWILIO_SID_AUTH2=Ld9Wq3Tz7Kr1Nx5V OPENAI=sk9Tq2Wz8Kn4Rx6Vm1Lb`, `sk9Tq2Wz8Kn4Rx6Vm1Lb`},
	{`supabase secrets set --project-ref abcd1234 MAILJET=Pk6Tz2Wq9Rn3Vx7L`, `Pk6Tz2Wq9Rn3Vx7L`},
	{`vault kv put secret/payments/stripe live=Xq2Tz8Wk4Rn6Vm1Lb9P`, `Xq2Tz8Wk4Rn6Vm1Lb9P`},
	{`vault kv put -mount=kv billing/braintree merchant=shop42 private=Wm7Tk3Zq9Rn5Vx1Lb`, `Wm7Tk3Zq9Rn5Vx1Lb`},
	{`vault kv patch kv/ci/runner registration=Tq4Wz8Kn2Rx6Vm9Lb3`, `Tq4Wz8Kn2Rx6Vm9Lb3`},
	{`kubectl create secret generic mailer --from-literal=smtp=Kz5Tq9Wr3Nx7Vm2Lb -n prod`, `Kz5Tq9Wr3Nx7Vm2Lb`},
	{"kubectl -n ops create secret generic slack \\\n  --from-literal=webhook=Rb8Tq2Wz6Kn4Vx1Lm \\\n  --dry-run=client -o yaml", `Rb8Tq2Wz6Kn4Vx1Lm`},
	{`oc create secret generic sendgrid --from-literal sg=Nq3Tz7Wk1Rn9Vx5Lb`, `Nq3Tz7Wk1Rn9Vx5Lb`},
	{`az keyvault secret set --vault-name kv-prod --name sql-admin --value 'Tw9Kq4Zr8Nx2Vm6L'`, `Tw9Kq4Zr8Nx2Vm6L`},
	{`aws secretsmanager put-secret-value --secret-id prod/ledger --secret-string Jz3Wq7Tk1Rn5Vx9Lm`, `Jz3Wq7Tk1Rn5Vx9Lm`},
	{`aws secretsmanager create-secret --name ci/signer --secret-string=Qv6Tz2Wk8Rn4Lx1Mb`, `Qv6Tz2Wk8Rn4Lx1Mb`},
	{`pulumi config set mailgun Dk2Wq6Tz9Rn3Vx7Lb --secret`, `Dk2Wq6Tz9Rn3Vx7Lb`},
}

var round80Lookalikes = []string{
	// Headers that carry no key
	`x-request-id: 4f1c9e2ab7d34c8f9e1a2b3c4d5e6f70`,
	`      x-honeycomb-dataset: checkout`,
	`      x-honeycomb-dataset: checkout-2024-v2`,
	`      x-honeycomb-team: ${env:HONEYCOMB_API_KEY}`,
	`      x-honeycomb-team: "<your-ingest-key>"`,
	`      x-honeycomb-team: YOUR_HONEYCOMB_KEY`,
	`OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=${HNY_KEY}`,
	`X-Scope-OrgID: tenant-eu-2`,
	`x-vercel-protection-bypass: true`,
	`X-Honeycomb-Samplerate: 20`,
	`the x-honeycomb-team header carries the key`,
	`traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01`,
	// Arabic sentences whose value is a word or a placeholder
	`كلمة المرور الجديدة لحساب المراقبة هي نفسها القديمة`,
	`كلمة المرور الخاصة بالخادم هي YOUR_PASSWORD`,
	`كلمة المرور المؤقتة للحساب هي ******** (مخفية)`,
	`كلمة المرور الافتراضية للجهاز كانت admin`,
	`كلمة المرور هي المفتاح الأول لحماية الحساب`,
	`كلمة المرور الجديدة للبريد هي <كلمة-المرور>`,
	// CLI commands that store no value, or not a secret one
	`confluent api-key list`,
	`confluent api-key use QKXW4N7TZR2LMVB8 --resource lkc-7zq2m`,
	`confluent api-key store QKXW4N7TZR2LMVB8 - --resource lkc-7zq2m`,
	`confluent api-key store QKXW4N7TZR2LMVB8 @/tmp/api-secret.txt --resource lkc-7zq2m`,
	`confluent api-key create --resource lkc-7zq2m --description ci-runner`,
	`doppler secrets set LOG_LEVEL debug`,
	`doppler secrets get STRIPE_KEY --plain`,
	`fly secrets set REGION=eu-west-2`,
	`echo "$TOKEN" | wrangler secret put CF_TOKEN`,
	`gh secret set DEPLOY_KEY < key.pem`,
	`vault kv put secret/app ttl=30m enabled=true`,
	`vault kv put secret/app cert=@tls.crt`,
	`vault kv get secret/payments/stripe`,
	`kubectl create secret generic tls-files --from-file=cert=server.crt`,
	`kubectl create secret generic app --from-literal=username=operator`,
	`kubectl create secret generic app --from-literal=token=$(cat token.txt)`,
	`az keyvault secret set --vault-name kv-prod --name sql-admin --file ./pw.txt`,
	`aws secretsmanager create-secret --name prod/ledger --secret-string file://secret.json`,
	`pulumi config set aws:region eu-central-1`,
	`the secrets set by the operator are rotated weekly`,
}
