package trace

import "testing"

// TestRedactRound79: the four leaks of fresh233-236 (measured at
// b241727), each as its format in new words and values: an environment
// variable set by a directive with its name and value split by blanks
// (Apache SetEnv, Dockerfile ENV, nginx fastcgi/uwsgi/scgi_param, csh
// setenv, setx, launchctl setenv), a key named in a sentence before a
// copula (English "<what it is for> key is V" and the leading nouns of
// other languages: Schlüssel, clé, clave, chave, chiave, sleutel,
// nyckel, nøkkel, klucz, klíč, ключ), an Ansible Vault blob's hex body,
// and a CLI's "config set NAME V" whose NAME names a secret.
// On the code before round 79 (a698852e), 43 of these 53 secrets leaked
// (every key sentence, every vault blob, every blank-split directive but
// three whose value the older rules read after APP_SECRET, DB_PASSWD or
// GRAFANA_ADMIN_PASS, every atlas/mongocli private_api_key, netlify,
// supabase and yarn setting) and none of the 51 look-alikes changed.
func TestRedactRound79(t *testing.T) {
	checkRedactions(t, round79Secrets, round79Lookalikes)
}

var round79Secrets = []redactProbe{
	// Environment directives, name and value split by blanks
	{`SetEnv MAILER_PASS Tq7Wz2Kx9Rm4Lv`, `Tq7Wz2Kx9Rm4Lv`},
	{`    SetEnv LDAP_BIND_PASS 'Hn5Qx8Wr3Tz6'`, `Hn5Qx8Wr3Tz6`},
	{"<IfModule mod_env.c>\n  SetEnv SMTP_PASS Bf6Tq2Wz8Kr4\n</IfModule>", `Bf6Tq2Wz8Kr4`},
	{`ENV REDIS_PASS Pz4Kq9Wn2Tx7Rv`, `Pz4Kq9Wn2Tx7Rv`},
	{"FROM python:3.12-slim\nENV ENCRYPTION_KEY Wd3Kq7Tz1Rn5Vx9Lm2\nRUN pip install -r req.txt", `Wd3Kq7Tz1Rn5Vx9Lm2`},
	{`fastcgi_param APP_SECRET Mv6Rt2Qz8Wk4Ln1;`, `Mv6Rt2Qz8Wk4Ln1`},
	{`        uwsgi_param DB_PASSWD Jx3Tn7Wq1Rz5Kv;`, `Jx3Tn7Wq1Rz5Kv`},
	{`scgi_param SIGNING_KEY Vb8Nk2Qw6Tz4Rx0Lm;`, `Vb8Nk2Qw6Tz4Rx0Lm`},
	{`location /api { fastcgi_param HMAC_SECRET Yp9Rt3Wq7Kz1Nx; }`, `Yp9Rt3Wq7Kz1Nx`},
	{`setenv IMAP_PASS Zr2Wk7Tq4Nx9`, `Zr2Wk7Tq4Nx9`},
	{`setx GRAFANA_ADMIN_PASS "Lq5Tz9Wr2Kn6"`, `Lq5Tz9Wr2Kn6`},
	{`launchctl setenv NOTARY_PASS Gx4Qw8Tn2Rz7Vk`, `Gx4Qw8Tn2Rz7Vk`},
	{`SetEnv KIOSK_PWD Cw3Rz8Tq1Nv6`, `Cw3Rz8Tq1Nv6`},
	// Keys named in a sentence, then a copula
	{`Run echo "signing key is Tz8Qm3Wv6Kx1Rn4Lb9Pd2Hf"`, `Tz8Qm3Wv6Kx1Rn4Lb9Pd2Hf`},
	{`the license key is Kw7Tq2Zr9Nx4Vm6Lb3Pd8H`, `Kw7Tq2Zr9Nx4Vm6Lb3Pd8H`},
	{`Your new API key is Rz5Tq8Wn2Kx7Vm4Lb9Pd3Hf`, `Rz5Tq8Wn2Kx7Vm4Lb9Pd3Hf`},
	{`INFO webhook key was Qm4Tz8Wr2Kn6Vx1Lb5Pd9H before rotation`, `Qm4Tz8Wr2Kn6Vx1Lb5Pd9H`},
	{`echo 'master key is now Hx2Wq7Tz4Rn9Km3Lv8Pb5D'`, `Hx2Wq7Tz4Rn9Km3Lv8Pb5D`},
	{`echo "bot key is Lr6Tq2Wz9Kn5Vx8Lm3Pb"`, `Lr6Tq2Wz9Kn5Vx8Lm3Pb`},
	{`access key was Sv3Tq7Wz1Kn8Vx4Lm6Pb2`, `Sv3Tq7Wz1Kn8Vx4Lm6Pb2`},
	{`The encryption key for the archive bucket is Nd6Tq1Wz8Rk3Vx5Lm2Pb7H`, `Nd6Tq1Wz8Rk3Vx5Lm2Pb7H`},
	{`Der API-Schlüssel lautet Fq3Wz8Tk2Rn7Vx4Lm9Pb`, `Fq3Wz8Tk2Rn7Vx4Lm9Pb`},
	{`Der Schlüssel für das Deployment ist Tw5Kq9Rz2Nx6Vm3Lb8Pd`, `Tw5Kq9Rz2Nx6Vm3Lb8Pd`},
	{`La clé secrète du webhook est Gp8Tz3Wq6Kr1Nx9Vm4Lb`, `Gp8Tz3Wq6Kr1Nx9Vm4Lb`},
	{`la clave de la API es Jm2Wq7Tz5Kr9Nx3Vb6Lp`, `Jm2Wq7Tz5Kr9Nx3Vb6Lp`},
	{`A chave da API é Xk9Tq4Wz7Rn2Vm5Lb8Pd`, `Xk9Tq4Wz7Rn2Vm5Lb8Pd`},
	{`La chiave API è Pv3Tq8Wz1Kr6Nx4Vm9Lb`, `Pv3Tq8Wz1Kr6Nx4Vm9Lb`},
	{`De API-sleutel is Wn6Tq2Kz8Rx4Vm1Lb7Pd`, `Wn6Tq2Kz8Rx4Vm1Lb7Pd`},
	{`API-nyckeln är Rt7Wq3Kz9Nx2Vm6Lb4Pd`, `Rt7Wq3Kz9Nx2Vm6Lb4Pd`},
	{`API-nøkkelen er Fk9Tq3Wz7Rn1Vx5Lm8Pb`, `Fk9Tq3Wz7Rn1Vx5Lm8Pb`},
	{`Klucz API to Qz5Tn9Wr3Kx7Vm2Lb6Pd`, `Qz5Tn9Wr3Kx7Vm2Lb6Pd`},
	{`Klucz dostępu jest Mz8Tq2Wr6Kn4Vx1Lb9Pd`, `Mz8Tq2Wr6Kn4Vx1Lb9Pd`},
	{`Klíč k API je Dn2Tq6Wz9Kr4Vx7Lm1Pb`, `Dn2Tq6Wz9Kr4Vx7Lm1Pb`},
	{`Ключ API — Hw4Tq8Zr2Kn6Vx9Lm3Pb`, `Hw4Tq8Zr2Kn6Vx9Lm3Pb`},
	{`API-ключ это Bz7Tq1Wr5Kn9Vx3Lm8Pd`, `Bz7Tq1Wr5Kn9Vx3Lm8Pd`},
	// Ansible Vault blobs
	{"password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          4eb577f42b063f95dfb2c38f1ae21e3375c8b7ae8521b14a68a050b0d3007cef76b764f21b4f25f6\n          349d8e768875318f030c9bac89994a84473cb4fe2fe4fec9242d4b679e29f61ac9a267e6aaefb3d7\n          c53b6b7d411a913af96d7a5adaeea872c4a0f574", `349d8e768875318f030c9bac89994a84473cb4fe2fe4fec9242d4b679e29f61ac9a267e6aaefb3d7`},
	{"$ANSIBLE_VAULT;1.2;AES256;prod\nc27e16878c4763b39cbbd8f38aa5e3143dedfaea836c289e44a5d654850a9abb238888a59fb237d4\n44e24ed088f7500614eb6e2cb6c4fc2f2714a8e35e68bd080b7df994d52b754148b2763a5625a7bb", `c27e16878c4763b39cbbd8f38aa5e3143dedfaea836c289e44a5d654850a9abb238888a59fb237d4`},
	{`{"smtp_pass": {"__ansible_vault": "$ANSIBLE_VAULT;1.1;AES256\n9f29c792b147ca72c71586a5606ff54d1098afcde2d0a9588158dcad05d537fabb6e50465a5b2c9c\nca294494d2e53edd1fe037f27d4d9a94e60d44c857ee6dafe3454657fcc7\n"}}`, `ca294494d2e53edd1fe037f27d4d9a94e60d44c857ee6dafe3454657fcc7`},
	{"vault_api_token: !vault |\r\n  $ANSIBLE_VAULT;1.1;AES256\r\n  b59af8407f719970a727b1cfca340268a4985b9f8041dfb7d96d31e6ce5c4faea150d7b3fb028eee\r\n  506ab399bfa218f6a1d1ba4275b23c5a69a21e0a448e62dbef944cf346e8b0ef2892f3a07baa9281\r\n", `506ab399bfa218f6a1d1ba4275b23c5a69a21e0a448e62dbef944cf346e8b0ef2892f3a07baa9281`},
	// A CLI setting a named secret
	{`atlas config set private_api_key 7c2e9a41-5b8d-4f3e-a6c1-0d9e8f7b6a52`, `7c2e9a41-5b8d-4f3e-a6c1-0d9e8f7b6a52`},
	{`atlas config set --profile billing private_api_key 3e8b1f6a-9c2d-4a7e-b5f0-1c4d7e9a2b68`, `3e8b1f6a-9c2d-4a7e-b5f0-1c4d7e9a2b68`},
	{`mongocli config set private_api_key 9a4c7e2f-1b6d-4e8a-b3c5-7f0d2e9a6c41`, `9a4c7e2f-1b6d-4e8a-b3c5-7f0d2e9a6c41`},
	{`poetry config http-basic.internal deployer Wq8Tz3Kn7Rx2Vm`, `Wq8Tz3Kn7Rx2Vm`},
	{`composer config -g github-oauth.github.com Tz4Wq9Kn3Rx7Vm2Lb6Pd`, `Tz4Wq9Kn3Rx7Vm2Lb6Pd`},
	{`composer config --global gitlab-token.gitlab.example.org Hn7Tq3Wz8Kr2Vx`, `Hn7Tq3Wz8Kr2Vx`},
	{`glab variable set RELEASE_TOKEN Kv5Tq9Wz3Rn7Xm`, `Kv5Tq9Wz3Rn7Xm`},
	{`netlify env:set STRIPE_SECRET Rn2Tq6Wz9Kx4Vm`, `Rn2Tq6Wz9Kx4Vm`},
	{`bundle config --global gems.example.com.password Jq3Tz8Wn2Rk6Vm`, `Jq3Tz8Wn2Rk6Vm`},
	{`pnpm config set //npm.example.org/:_password Yz6Tq1Wr8Kn3Vx`, `Yz6Tq1Wr8Kn3Vx`},
	{`supabase secrets set RESEND_API_KEY re_Kq4Tz8Wn2Rx6Vm`, `re_Kq4Tz8Wn2Rx6Vm`},
	{`$ atlas config set private_api_key "5d8f2a6c-3e9b-4c1a-8f7d-2b6e0a9c4d13" && atlas config set output json`, `5d8f2a6c-3e9b-4c1a-8f7d-2b6e0a9c4d13`},
	{`yarn config set npmAuthIdent deploy:Mk4Tq8Wz2Rn6Vx`, `deploy:Mk4Tq8Wz2Rn6Vx`},
	{`pip config set global.index-password Vn3Tq7Wz1Kr5Xm`, `Vn3Tq7Wz1Kr5Xm`},
}

var round79Lookalikes = []string{
	// Environment directives that set no credential
	`SetEnv APP_ENV staging`,
	`SetEnv PASSENGER_APP_ENV staging2`,
	`SetEnv DB_PASS_FILE /run/secrets/db_pass`,
	`SetEnv TOKEN_TTL 3600s`,
	`PassEnv DB_PASS SMTP_PASS`,
	`SetEnvIf Request_URI "^/health" no-log`,
	`ENV PATH /usr/local/bin:$PATH`,
	`ENV API_KEY ${API_KEY}`,
	`fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;`,
	`fastcgi_param HTTPS on;`,
	`setx PATH "%PATH%;C:\tools"`,
	`SetEnv PUBLIC_API_KEY pk2Zr8Wq4Tn6`,
	`ENV BYPASS_PROXY host1.internal`,
	`SetEnv SECRET_NAME prod-db-creds2`,
	// Key sentences that give no key
	`echo "deploy key is rotated monthly"`,
	`the deploy key is stored in 1Password`,
	`API key is required`,
	`The signing key is RS256`,
	`the sort key is Kq8Wr2TxLm9Vb3sKk4Zt7`,
	`partition key is TenantId2024ByRegionXx`,
	`the public key is AAAAC3NzaC1lZDI1NTE5AAAAIJx7Tq2Wz`,
	`Host key is SHA256:9Xq2Lm8Tr4Vw7Zp3Nb6Kc1Hf5Jd0Gs`,
	`Der API-Schlüssel ist abgelaufen`,
	`la clé API est invalide`,
	`Klucz API to pole wymagane`,
	`Ключ API — обязательный параметр`,
	`idempotency key is 7fK2pQ9xWm4Lr8Tz1Vb6`,
	`the API key is set via the ACME_API_KEY environment variable`,
	`la clé publique est Kq8Wr2TxLm9Vb3sKk4Zt7`,
	`API key on buildhost7 is missing`,
	// Vault headers without a blob
	`$ANSIBLE_VAULT;1.1;AES256`,
	"password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  (encrypted, see vault.yml)",
	`grep -rl '$ANSIBLE_VAULT;1.1;AES256' group_vars/`,
	"$ANSIBLE_VAULT;1.1;AES256\n6231",
	// CLI settings that are not secrets
	`atlas config set output json`,
	`atlas config set project_id 64f1a2b3c4d5e6f7a8b9c0d1`,
	`atlas config set public_api_key zqwxkbhn`,
	`gh config set editor vim`,
	`gh config set git_protocol ssh`,
	`aws configure set region eu-central-1`,
	`aws configure set aws_secret_access_key $AWS_SECRET_ACCESS_KEY`,
	`npm config set //registry.npmjs.org/:_authToken ${NPM_TOKEN}`,
	`gcloud config set auth/access_token_file /secrets/token.txt`,
	`poetry config virtualenvs.in-project true`,
	`composer config --global process-timeout 2000`,
	`request id 3e8b1f6a-9c2d-4a7e-b5f0-1c4d7e9a2b68 done`,
	`yarn config set npmRegistryServer https://npm.example.org`,
	`glab variable set LOG_LEVEL debug2`,
	`git config --global credential.helper store`,
	`pnpm config set auth-type legacy`,
	`atlas config set private_api_key <your-private-key>`,
}
