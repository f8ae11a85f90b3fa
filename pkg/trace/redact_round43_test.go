package trace

import "testing"

// TestRedactRound43: fresh111-114's leaks, fixed by principle, in new words
// beside look-alikes that must stay.
func TestRedactRound43(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a value fed on a here-string to a login command
		{`vendorcli login --team ops <<< "k7Qz2Lm9Wx4Rt8Np3Vb6Hc1Jd5"`, `k7Qz2Lm9Wx4Rt8Np3Vb6Hc1Jd5`},
		// the token segment of an Anaconda channel URL
		{`conda install -c https://conda.anaconda.org/t/Qw8Er7Ty6Ui5Op4As3Df2Gh1/team pkg`, `Qw8Er7Ty6Ui5Op4As3Df2Gh1`},
		// a key that is not public, as long generated base64
		{`CLUSTER_KEY=Zm9vYmFyYmF6cXV4K3Q3UDlMbTJXcjVYazhOcTRWdDFCeTZIYzNKZDdGZzBTYTlEZTJLbDU=`, `Zm9vYmFyYmF6cXV4K3Q3UDlMbTJXcjVYazhOcTRWdDFCeTZIYzNKZDdGZzBTYTlEZTJLbDU=`},
		// the private lines of a PuTTY key file
		{"Public-Lines: 1\nAAAAC3NzaC1lZDI1NTE5AAAAIHq\nPrivate-Lines: 1\nAAAAIGx7Qm2Zr9Tk4Wp8Lc3Vn6Hb1Jd5Fg0Sa7De2Kl4Xy\n", "AAAAIGx7Qm2Zr9Tk4Wp8Lc3Vn6Hb1Jd5Fg0Sa7De2Kl4Xy\n"},
		// a dotted configuration key named for a secret
		{`--conf spark.hadoop.fs.azure.account.key.secret.value=Xk4Lm8Qz2Wr6Tn9Vb3Hc7Jd1Fg5Sa0De4Kl8Py2`, `Xk4Lm8Qz2Wr6Tn9Vb3Hc7Jd1Fg5Sa0De4Kl8Py2`},
		// a quoted value whose trailing comment names a credential
		{`  value = "Wq7Lz3Rt9Km2Xp5N"  // smtp password`, `Wq7Lz3Rt9Km2Xp5N`},
		// Catalan copula
		{`La contrasenya del servidor és Hk38TzWq5Lmp`, `Hk38TzWq5Lmp`},
	}, []string{
		`vendorcli login <<< "$(cat ~/.config/vendor/token)"`,
		`conda install -c https://conda.anaconda.org/conda-forge numpy`,
		`SSH_PUBLIC_KEY_FINGERPRINT=SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s`,
		"Public-Lines: 2\nAAAAB3NzaC1yc2EAAAADAQABAAABAQC7\n",
		`spark.hadoop.fs.s3a.secret.key=${S3_SECRET}`,
		`  default = "eu-west-1"  # region of the password vault`,
		`  name = "db-admin-password-rotation"  # secret name in the vault`,
		`La contrasenya és obligatòria.`,
	})
}
