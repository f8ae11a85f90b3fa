package trace

import "testing"

// TestRedactRound70: the four leaks and two changed look-alikes of
// fresh209-212 (session 33), fixed by principle after they were
// measured, in new words, each beside look-alikes that stay as written.
func TestRedactRound70(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// Vault AppRole: the UUID under secret_id is the credential
		{`curl -s -X POST $VAULT_ADDR/v1/auth/approle/login -d '{"role_id":"5b1c0e2a-77d4-4c1e-9a51-0f3e2d6c8b90","secret_id":"c4d9a1e7-2b6f-4a83-b0c5-9e1f7d3a6b28"}'`, "c4d9a1e7-2b6f-4a83-b0c5-9e1f7d3a6b28"},
		{"VAULT_SECRET_ID=0a7e3c95-d1b4-4f26-8e0a-b3c7d9f1e524 ./deploy.sh", "0a7e3c95-d1b4-4f26-8e0a-b3c7d9f1e524"},
		{"secret_id: 9f2b6d40-1c7e-4a95-b8d3-e6a0c4f2b179  # approle for the nightly ETL", "9f2b6d40-1c7e-4a95-b8d3-e6a0c4f2b179"},
		// a past setter, then "to", gives the new password
		{"audit: operator password rotated to Xk4vP9qLm2Tz by the reset job", "Xk4vP9qLm2Tz"},
		{"kiosk password reset to w7Rq2LpZ9xVm after the lockout", "w7Rq2LpZ9xVm"},
		{"service account password updated to Hn3Kq8WzL5pV", "Hn3Kq8WzL5pV"},
		// a bean property named for a secret, its value as an element
		{`<property name="mailSender.password"><value>Tz8mQ2vLk9Xr</value></property>`, "Tz8mQ2vLk9Xr"},
		{"<property name=\"apiToken\">\n  <value>R5tWq9Lm2ZxP7k</value>\n</property>", "R5tWq9Lm2ZxP7k"},
		// a one-time code the message says to keep or says expires
		{"push: Your FarmPay login code is 481736. It expires in 5 minutes.", "481736"},
		{"sms-gw OUT +2348030000000 'your verification code: 5093. never share it with anyone'", "5093"},
	}, []string{
		// secret ids that name a secret, not an AppRole credential
		"gcloud secrets versions access 3 --secret-id=payments-db-password",
		`aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf`,
		"role_id=5b1c0e2a-77d4-4c1e-9a51-0f3e2d6c8b90 (the role's id is not a secret)",
		"secret_id_accessor: 84896a0c-1347-aa90-a4f6-aca8b7558780",
		// password setting words with no value after "to"
		"password reset to default for 3 users",
		"the password reset link was sent to ops@example.com",
		"password changed to meet the new policy",
		// property names about secrets, and placeholders
		`<property name="passwordEncoder"><value>bcrypt</value></property>`,
		`<property name="db.password"><value>${DB_PASSWORD}</value></property>`,
		`<property name="tokenTtlSeconds"><value>3600</value></property>`,
		// codes that are no one's secret
		"Your zip code is 94107 and your parcel ships today",
		"your exit code is 137: the container was killed",
		"Your error code is 5003. Please share it with support.",
		// working directories on Windows
		`PWD=D:\builds\agent\_work\12\s`,
		`OLDPWD=C:/Users/runner/work`,
		`pwd: \\fileserver\shared\reports`,
		// a public JSON Web Key's members
		`{"kty":"EC","crv":"P-384","x":"b3Jq_Zx9-Lm2Qp7Rv4Tk8WyN5cH1dE6fG0aS3uI7oP2kL9mJ4nB6vC8xZ1qW5eR","y":"Tq5_Wm2-Zx8Lp3Rv7Nk4YcH9dJ1fG6aS0uE5oI2kP8mL3nB7vC4xZ9qW1eR6tY","kid":"ops-2026"}`,
		`{"kty":"RSA","e":"AQAB","n":"u1Xq_8Zm2Lp9Rv4Tk7WyN5cH1dE6fG0aS3uI7oP2kL9mJ4nB6vC8xZ1qW5eRt3Yb"}`,
	})
	// A JWK's private member stays secret.
	checkRedactions(t, []redactProbe{
		{`{"kty":"EC","crv":"P-256","x":"b3Jq_Zx9-Lm2Qp7Rv4Tk8WyN5cH1dE6fG0aS3uI7oP","d":"Zx8_Lm2Qp7-Rv4Tk8WyN5cH1dE6fG0aS3uI7oP2kL"}`, "Zx8_Lm2Qp7-Rv4Tk8WyN5cH1dE6fG0aS3uI7oP2kL"},
	}, nil)
}
