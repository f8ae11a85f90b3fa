package trace

import "testing"

// TestRedactRound78: the five leaks of fresh229-232 (measured at
// 25f1897), each as its format in new words and values: Application
// Insights instrumentation keys, a password sentence whose words name
// what it is for before a Slavic copula, Google and other refresh
// tokens, a Kubernetes env item's literal value beside a credential's
// name, Redis MONITOR and SLOWLOG lines of AUTH and HELLO ... AUTH.
// On the code before round 78 (3a3c1798), 32 of these 55 secrets leaked
// (every instrumentation key, the Polish, Russian, Ukrainian and
// Bulgarian sentences, the refresh tokens holding a placeholder word by
// chance, three flow-form env items, every Redis MONITOR and SLOWLOG
// line) and 3 of the 60 look-alikes changed (an all-zero GUID, an env
// item's SECRET_NAME and VAULT_TOKEN_PATH), which round 78 also fixes.
func TestRedactRound78(t *testing.T) {
	checkRedactions(t, round78Secrets, round78Lookalikes)
}

var round78Secrets = []redactProbe{
	// Application Insights
	{`"ConnectionString": "InstrumentationKey=4b7e21c9-3d0a-4f58-9e6b-a1c2d3e4f507;IngestionEndpoint=https://northeurope-2.in.applicationinsights.azure.com/;LiveEndpoint=https://northeurope.livediagnostics.monitor.azure.com/"`, `4b7e21c9-3d0a-4f58-9e6b-a1c2d3e4f507`},
	{`APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey=9f0e8d7c-6b5a-4938-8271-605f4e3d2c1b;IngestionEndpoint=https://eastus-8.in.applicationinsights.azure.com/`, `9f0e8d7c-6b5a-4938-8271-605f4e3d2c1b`},
	{`APPINSIGHTS_INSTRUMENTATIONKEY=c3d2e1f0-a9b8-4c7d-8e6f-5a4b3c2d1e0f`, `c3d2e1f0-a9b8-4c7d-8e6f-5a4b3c2d1e0f`},
	{`"instrumentationKey": "71a2b3c4-d5e6-47f8-a9b0-c1d2e3f4a5b6",`, `71a2b3c4-d5e6-47f8-a9b0-c1d2e3f4a5b6`},
	{`<InstrumentationKey>0d9c8b7a-6f5e-4d3c-b2a1-f0e9d8c7b6a5</InstrumentationKey>`, `0d9c8b7a-6f5e-4d3c-b2a1-f0e9d8c7b6a5`},
	{`appInsights.setup("InstrumentationKey=e5f4a3b2-c1d0-4e9f-8a7b-6c5d4e3f2a10;IngestionEndpoint=https://westus2-1.in.applicationinsights.azure.com/").start();`, `e5f4a3b2-c1d0-4e9f-8a7b-6c5d4e3f2a10`},
	{`az monitor app-insights component show -> "instrumentationKey": "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d"`, `2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d`},
	{`ikey=8e7d6c5b-4a39-4281-b7f6-e5d4c3b2a190 instrumentation_key = "8e7d6c5b-4a39-4281-b7f6-e5d4c3b2a190"`, `8e7d6c5b-4a39-4281-b7f6-e5d4c3b2a190`},
	// Password sentences: the words naming what it is for, then a copula
	{`Hasło do konta serwisowego kopii zapasowych to Wq7rTnB2xk, zmień je po audycie.`, `Wq7rTnB2xk`},
	{`hasło administratora bazy faktur to GhpLmzQvRtxN`, `GhpLmzQvRtxN`},
	{`Nowe hasło do skrzynki zespołu to Fk29vbQpLm.`, `Fk29vbQpLm`},
	{`Hasło dla użytkownika raportowego to kT5wZq8NrbY`, `kT5wZq8NrbY`},
	{`Пароль от панели управления складом это Jd8sPq2LxwV`, `Jd8sPq2LxwV`},
	{`пароль для входа в консоль — это XwqRtzMpLkBn`, `XwqRtzMpLkBn`},
	{`Пароль до сервера звітів це Bn4kWq7zRtY`, `Bn4kWq7zRtY`},
	{`Heslo k účtu pro zálohy je Tq8mZr2VxkP`, `Tq8mZr2VxkP`},
	{`Heslo pro přístup do skladu je RvnQzTkwPmLs, nikomu ho nedávej.`, `RvnQzTkwPmLs`},
	{`Depo panelinin şifresi Lk3vQ9zWxrT olarak ayarlandı`, `Lk3vQ9zWxrT`},
	{`Ο κωδικός για τον λογαριασμό αντιγράφων είναι Zp6tQw2nVrK`, `Zp6tQw2nVrK`},
	{`La password del pannello del magazzino è Hm5rXq8wLtV`, `Hm5rXq8wLtV`},
	{`Lozinka za pristup poslužitelju je Qx7nTr4mVzW`, `Qx7nTr4mVzW`},
	{`Парола за достъп до сървъра е Wn3kQz8rTvX`, `Wn3kQz8rTvX`},
	{`Парола за VPN шлюза е Rb6Tq1Wz8Nx4`, `Rb6Tq1Wz8Nx4`},
	{`Новий пароль для облікового запису бекапу є Kx3Wq8Tz5Rn2`, `Kx3Wq8Tz5Rn2`},
	{`HASŁO DO ROUTERA W MAGAZYNIE TO Vq2Nz7Kw4Tr9`, `Vq2Nz7Kw4Tr9`},
	// Refresh tokens
	{`refresh_token: 1//09Qk3TnR8vLmXw2pZy5sHb7JdFc4Gx6Nt1Vq0Ke9Ra-Mu_Pw3Ly8Bz2Ch5Dj7Ef4Gk6Hm1In0Jo9Kp`, `1//09Qk3TnR8vLmXw2pZy5sHb7JdFc4Gx6Nt1Vq0Ke9Ra-Mu_Pw3Ly8Bz2Ch5Dj7Ef4Gk6Hm1In0Jo9Kp`},
	{`{"access_token": "x", "refresh_token": "1//03hT7kWq2LmNp9Rx4Vz8Bc1Df6Gh3Jk5Ls7Mn0Pq2Rs4Tu6Vw8Xy0Za-Cd_Ef"}`, `1//03hT7kWq2LmNp9Rx4Vz8Bc1Df6Gh3Jk5Ls7Mn0Pq2Rs4Tu6Vw8Xy0Za-Cd_Ef`},
	{`GOOGLE_REFRESH_TOKEN=1//0gRq8Tn3WxLm5Vz2Kp7Bc9Df4Gh6Jk1Ls3Mn8Pq0Rs2Tu5Vw7Xy9Za`, `1//0gRq8Tn3WxLm5Vz2Kp7Bc9Df4Gh6Jk1Ls3Mn8Pq0Rs2Tu5Vw7Xy9Za`},
	{`oauth2 token refreshed, new rt 1//05Zx9Cv8Bn7Mm6Ll5Kk4Jj3Hh2Gg1Ff0Dd-Ss_Aa9Qq8Ww7Ee6Rr5Tt4`, `1//05Zx9Cv8Bn7Mm6Ll5Kk4Jj3Hh2Gg1Ff0Dd-Ss_Aa9Qq8Ww7Ee6Rr5Tt4`},
	{`"refreshToken": "0.AXEAk3Tq8vLmNw2pZy5sHb7JdFc4Gx6Nt1Vq0Ke9RaMuPw3Ly8Bz2Ch5Dj7Ef4Gk6Hm1In0Jo9Kp.AgABAAEAAAD--DLA3VO7QrddgJg7WevrAgDs_wUA9P9zWq3Rt7Lk"`, `0.AXEAk3Tq8vLmNw2pZy5sHb7JdFc4Gx6Nt1Vq0Ke9RaMuPw3Ly8Bz2Ch5Dj7Ef4Gk6Hm1In0Jo9Kp`},
	{`refresh_token=1%2F%2F0eWq4Tn7LmRx2Vz9Kp3Bc8Df5Gh1Jk6Ls0Mn4Pq7Rs9Tu2Vw&grant_type=refresh_token`, `1%2F%2F0eWq4Tn7LmRx2Vz9Kp3Bc8Df5Gh1Jk6Ls0Mn4Pq7Rs9Tu2Vw`},
	{`gcloud auth: refresh_token = 1//0fLp2Qr7Xt4Wn9Km3Vb8Cz5Dy1Gh6Jf0Ls2Mn7Pq4Rs9Tu3Vw`, `1//0fLp2Qr7Xt4Wn9Km3Vb8Cz5Dy1Gh6Jf0Ls2Mn7Pq4Rs9Tu3Vw`},
	{"    refresh_token: '1//06Ty3Ui8Op2As7Df4Gh9Jk1Lz6Xc0Vb5Nm3Qw8Er2Tz7Yu4Io'", `1//06Ty3Ui8Op2As7Df4Gh9Jk1Lz6Xc0Vb5Nm3Qw8Er2Tz7Yu4Io`},
	// a placeholder word met by chance inside a generated token
	{`refresh_token: 1//0cTq8ExAmPlWz3Rn7Kv2Lx9Bm4Pc6Hf1Gs0Ya5Td8Uj3Ik7Ol2Mn6Bv4Cx9Zq1We5Rt8Yu3`, `1//0cTq8ExAmPlWz3Rn7Kv2Lx9Bm4Pc6Hf1Gs0Ya5Td8Uj3Ik7Ol2Mn6Bv4Cx9Zq1We5Rt8Yu3`},
	{`"refresh_token": "1//04Lk7yOURt2Wq9Nz5Rx3Tv8Bm1Pc6Hf4Gs0Ya7Td2Uj9Ik5Ol3Mn8Bv1Cx6Zq4We"`, `1//04Lk7yOURt2Wq9Nz5Rx3Tv8Bm1Pc6Hf4Gs0Ya7Td2Uj9Ik5Ol3Mn8Bv1Cx6Zq4We`},
	// Kubernetes env items: a credential's name and its literal value
	{`        - {name: STRIPE_WEBHOOK_SECRET, value: "whsecQk3Tn8vLmXw2pZy5sHb7JdFc4Gx6"}`, `whsecQk3Tn8vLmXw2pZy5sHb7JdFc4Gx6`},
	{`  - {name: DB_PASSWORD, value: Tz9wKq4mRvLx2}`, `Tz9wKq4mRvLx2`},
	{`env: [{name: SESSION_SIGNING_KEY, value: 'Np4Qr8Tz2Wx6Vb1Km5Lc9Jd3Hf7Gs0'}]`, `Np4Qr8Tz2Wx6Vb1Km5Lc9Jd3Hf7Gs0`},
	{`"env": [{"name": "ADMIN_API_TOKEN", "value": "Hq3Wz8Lm2Tx7Rv5Kp9Nb1Cs4"}]`, `Hq3Wz8Lm2Tx7Rv5Kp9Nb1Cs4`},
	{"        - name: OIDC_CLIENT_SECRET\n          value: Rm7Tq2Wz9Kx4Lv8Bn3Pc6", `Rm7Tq2Wz9Kx4Lv8Bn3Pc6`},
	{"        - name: \"SMTP_PASS\"\n          value: \"Gv5Nk8Qz3Wr7Tx1\"", `Gv5Nk8Qz3Wr7Tx1`},
	{`{"name":"ENCRYPTION_KEY","value":"Ld6Ks2Wq9Tz4Rx8Vn1Bm5Pc3Hf7Gj0Ya"}`, `Ld6Ks2Wq9Tz4Rx8Vn1Bm5Pc3Hf7Gj0Ya`},
	{`- {name: REDIS_AUTH, value: "Kz2Wq8Tn5Rv3Lx9"}`, `Kz2Wq8Tn5Rv3Lx9`},
	{`  - { name: PRIVATE_KEY_PASSPHRASE , value: "Bq7Tz3Wn9Rx2Lk" }`, `Bq7Tz3Wn9Rx2Lk`},
	{`--env-var {name: HMAC_SECRET, value: c0ffee11d4e5f6a7b8c9d0e1f2a3b4c5}`, `c0ffee11d4e5f6a7b8c9d0e1f2a3b4c5`},
	{`{ "name" : "MAILGUN_API_KEY", "value" : "Wm8Tq3Kz6Rx1Ln5Bv9Pc2Hf" }`, `Wm8Tq3Kz6Rx1Ln5Bv9Pc2Hf`},
	{`containers[0].env: [{name: LICENSE_KEY, value: "Qz4Tn9Wk2Rx7Lm5"}]`, `Qz4Tn9Wk2Rx7Lm5`},
	// Redis MONITOR and SLOWLOG
	{`1733000000.654321 [2 172.16.4.9:40112] "AUTH" "Zq7Wn3Tx9Rk2Lv8Bm4Pc"`, `Zq7Wn3Tx9Rk2Lv8Bm4Pc`},
	{`1733000001.000017 [0 10.9.0.3:6002] "auth" "orders-svc" "Tm5Qz8Wr2Kx7Ln4"`, `Tm5Qz8Wr2Kx7Ln4`},
	{`1733000002.120044 [0 unix:/run/redis.sock] "AUTH" "hunterfishcake42"`, `hunterfishcake42`},
	{`1733000003.500100 [0 10.2.2.2:51000] "HELLO" "3" "AUTH" "worker" "Rx4Tn9Wq2Lz7Kv" "SETNAME" "w1"`, `Rx4Tn9Wq2Lz7Kv`},
	{`1733000004.777001 [1 lua] "HELLO" "2" "AUTH" "default" "Pv8Kz3Tq6Wn1"`, `Pv8Kz3Tq6Wn1`},
	{"1) 1) (integer) 42\n   2) (integer) 1733000005\n   3) (integer) 18\n   4) 1) \"AUTH\"\n      2) \"Wk5Tz9Qn3Rx8Lm\"", `Wk5Tz9Qn3Rx8Lm`},
	{"   4) 1) \"AUTH\"\n      2) \"billing\"\n      3) \"Nz2Qw7Tk4Rv9\"", `Nz2Qw7Tk4Rv9`},
	{"   4) 1) \"HELLO\"\n      2) \"3\"\n      3) \"AUTH\"\n      4) \"ops\"\n      5) \"Hq6Wz1Tn8Rk3\"", `Hq6Wz1Tn8Rk3`},
}

var round78Lookalikes = []string{
	// Application Insights without a key
	`"ConnectionString": "IngestionEndpoint=https://northeurope-2.in.applicationinsights.azure.com/;LiveEndpoint=https://northeurope.livediagnostics.monitor.azure.com/"`,
	`InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://dc.services.visualstudio.com/`,
	`"InstrumentationKey": "${APPINSIGHTS_IKEY}"`,
	`InstrumentationKey=<your-instrumentation-key>`,
	`trace_id=4b7e21c9-3d0a-4f58-9e6b-a1c2d3e4f507 span_id=9f0e8d7c6b5a4938`,
	`request 9f0e8d7c-6b5a-4938-8271-605f4e3d2c1b completed in 41ms`,
	`ApplicationId=71a2b3c4-d5e6-47f8-a9b0-c1d2e3f4a5b6`,
	`"operation_Id": "c3d2e1f0-a9b8-4c7d-8e6f-5a4b3c2d1e0f"`,
	// Password sentences that give no password
	`Hasło do panelu musi mieć co najmniej 12 znaków.`,
	`Polityka haseł: hasło do konta to twoja odpowiedzialność.`,
	`Hasło do skrzynki to temat następnego szkolenia.`,
	`Пароль от сервера это не повод для шуток`,
	`Heslo k účtu je povinné.`,
	`Zasada: hasło to ciąg co najmniej 12 znaków`,
	`hasło do panelu to samo co poprzednio`,
	`Пароль до сервера це секрет команди`,
	`Reset link sent to Anna.Kowalska`,
	`Password reminder sent to ops team`,
	`Hasło do panelu to Twoje imię?`,
	`Hasło do panelu to pole wymagane`,
	`Пароль от панели это Ваша ответственность`,
	`Парола за достъп е задължителна`,
	`Zmiana hasła to proces trwający do 24 godzin.`,
	// Refresh tokens and look-alikes
	`refresh_token: ${GOOGLE_REFRESH_TOKEN}`,
	`"refresh_token": "<redacted>"`,
	`see https://developers.google.com/identity/protocols/oauth2//web-server`,
	`version 1//0 of the ratio`,
	`refresh_token_expires_in: 7776000`,
	`file:///1//0/config.yaml`,
	`"grant_type": "refresh_token"`,
	`refresh token rotation enabled for client 1042`,
	// Kubernetes env items that hold no credential
	"        - name: JWT_SIGNING_KEY\n          valueFrom:\n            secretKeyRef: {name: jwt, key: signing}",
	`        - {name: JWT_SIGNING_KEY, valueFrom: {secretKeyRef: {name: jwt, key: key}}}`,
	`        - {name: LOG_LEVEL, value: "debug"}`,
	`        - {name: TOKEN_TTL_SECONDS, value: "3600"}`,
	`        - {name: DB_PASSWORD_FILE, value: /run/secrets/db_password}`,
	`  - {name: API_KEY_HEADER, value: X-Api-Key}`,
	`{"name": "DB_PASSWORD", "value": "$(DB_PASSWORD)"}`,
	"        - name: SECRET_NAME\n          value: prod-db-creds",
	`        - {name: PASSWORD_MIN_LENGTH, value: "14"}`,
	`{"name": "cache-token", "value": "{{ .Values.token }}"}`,
	`        - {name: POD_NAME, value: "web-7d9f8c6b5-x2k4q"}`,
	`        - {name: SECRET_REF, value: "vault:kv/data/app#Db9Pass"}`,
	`{"name": "AUTH_MODE", "value": "OAuth2Bearer"}`,
	"        - name: VAULT_TOKEN_PATH\n          value: auth/k8s/login2",
	// Redis lines that authenticate nothing
	`1733000006.100200 [0 10.1.2.3:40000] "GET" "session:Hk3Tq9Wz2Lx7Rv"`,
	`1733000007.200300 [0 10.1.2.3:40000] "SET" "auth:user:1042" "Tq5Wz8Nk2Rx7"`,
	`1733000008.300400 [0 10.1.2.3:40000] "AUTH" "(redacted)"`,
	`1733000009.400500 [0 10.1.2.3:40000] "HELLO" "3"`,
	"   4) 1) \"AUTH\"\n      2) \"(redacted)\"",
	`{"type": "AUTH", "status": "ok"}`,
	`[0 10.1.2.3:40000] "CLIENT" "SETNAME" "auth-worker"`,
	`{"method": "AUTH", "args": ["user"]}`,
	"1) 1) (integer) 7\n   2) (integer) 1733000010\n   3) (integer) 12\n   4) 1) \"AUTH\"\n      2) \"(redacted)\"\n   5) \"10.0.0.5:52114\"\n   6) \"worker-7\"",
	`1733000011.500600 [0 10.1.2.3:40000] "HSET" "user:9" "auth" "Tq5Wz8Nk2Rx7"`,
	`1733000012.600700 [0 10.1.2.3:40000] "ACL" "SETUSER" "app" "on" ">Wk4Tz8Qn2Rx6"`,
	`refresh_token: "1//0-your-refresh-token-here"`,
	`{"name": "ikey", "value": "yes"}`,
	`instrumentationKey: 11111111-1111-1111-1111-111111111111`,
	`W3C traceparent 00-4b7e21c93d0a4f589e6ba1c2d3e4f507-9e6ba1c2d3e4f507-01`,
}
