package trace

import "testing"

// TestRedactRound7: the principles added after the fifth blind tables
// were measured, probed with shapes those tables do not hold: Oracle
// JDBC URLs with user/password, a Telegram bot token whose secret does
// not start "AA", a Discord bot token, a Terraform Cloud token, a raw hex
// key after a private/secret key label, a Kubernetes dockerconfigjson
// value, and a high-entropy secret passed positionally to a client; and
// their look-alikes, which must stay byte-identical (YAML tags such as
// !vault, digests, ids, ordinary constructor arguments).
func TestRedactRound7(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`url=jdbc:oracle:oci:app_ro/Tq8mZr2LkW@db.example:1521/SVC`, `Tq8mZr2LkW`},
		{`curl https://api.telegram.org/bot1234567890:ABcdEfGhIjKlMnOpQrStUvWxYz012345678/sendMessage`, `ABcdEfGhIjKlMnOpQrStUvWxYz012345678`},
		{`DISCORD_TOKEN: MTk4NjIyNDgzNDcxOTI1MjQ4.Cl2FMQ.ZnCjm1XVW7vRze4b7Cq4se7kKWs`, `MTk4NjIyNDgzNDcxOTI1MjQ4.Cl2FMQ.ZnCjm1XVW7vRze4b7Cq4se7kKWs`},
		{`credentials "app.terraform.io" { token = "Ab3dE6gH9jK2mN.atlasv1.Qw3Er6Ty9Ui2Op5As8Df1Gh4Jk7Lz0Xc3Vb6Nm9Qw2Er5Ty8Ui1Op4As7Df0Gh3Jk6Lz9Xc" }`, `Ab3dE6gH9jK2mN.atlasv1.Qw3Er6Ty9Ui2Op5As8Df1Gh4Jk7Lz0Xc3Vb6Nm9Qw2Er5Ty8Ui1Op4As7Df0Gh3Jk6Lz9Xc`},
		{`signing_key = 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318`, `4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318`},
		{`  .dockercfg: eyJyZWdpc3RyeS5leGFtcGxlIjp7ImF1dGgiOiJkWE5sY2pwd1lYTnoifX0=`, `eyJyZWdpc3RyeS5leGFtcGxlIjp7ImF1dGgiOiJkWE5sY2pwd1lYTnoifX0=`},
		{`blob = BlobServiceClient("https://acct.blob.example", "k9Qw2Er5Ty8Ui1Op4As7Df0Gh3Jk6Lz9Xc2Vb5Nm8")`, `k9Qw2Er5Ty8Ui1Op4As7Df0Gh3Jk6Lz9Xc2Vb5Nm8`},
	}, []string{
		`db_password: !vault |`,
		`MasterUserPassword: !Ref DBPassword`,
		`image: registry.example/app@sha256:4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318`,
		`commit 4c0883a69102937d6231471b5dbb6204fe512961 fixes the seed loader`,
		`client = Client("us-east-1", "arn:aws:iam::123456789012:role/ReadOnly")`,
		`assert.Equal(t, "TestFetchUserProfileWithRetries", name)`,
		`s3 = boto3.client("s3", region_name="eu-west-1")`,
		`uuid.Parse("3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60")`,
		`check("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")`,
	})
}
