package trace

import "testing"

// TestRedactRound40: fresh99-102's leaks, fixed by principle, in new words
// beside look-alikes that must stay.
func TestRedactRound40(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a wallet import key under a key name that only ends in "wif"
		{`cold_storage_wif = L2kQm83ZpTw7RxVn4bYc9HsD1fGjKu6eAoPqLmWz5XtN8cBv3aQ`, `L2kQm83ZpTw7RxVn4bYc9HsD1fGjKu6eAoPqLmWz5XtN8cBv3aQ`},
		// the password of a named host: "on HOST is X" names the owner first
		{`note: admin password on scanner-07 is Rq48TzLm2kWp, rotate it`, `Rq48TzLm2kWp`},
		{`the root password for build-box-3 is Vn27XqPk8sLd`, `Vn27XqPk8sLd`},
		// a crypt(3) hash of a password (bcrypt, sha512-crypt, argon2)
		{`ops:$2b$12$Kq7Lm2ZpTw9RxVn4bYc8HeS1fGjKu6eAoPqLmWz5XtN8cBv3aQr1y`, `Kq7Lm2ZpTw9RxVn4bYc8HeS1fGjKu6eAoPqLmWz5XtN8cBv3aQr1y`},
		{`deploy:$6$Xq8rLm2Z$Kq7Lm2ZpTw9RxVn4bYc8HeS1fGjKu6eAoPqLmWz5XtN8cBv3aQr1yKq7Lm2ZpTw9RxVn4bYc8HeS1fGjKu6eA.:19000:0:99999:7:::`, `Kq7Lm2ZpTw9RxVn4bYc8HeS1fGjKu6eAoPqLmWz5XtN8cBv3aQr1y`},
		// an environment variable whose name ends in PASS
		{`RSYNC_PASS=Hq39LmZx7TwR rsync -av src/ backup::data`, `Hq39LmZx7TwR`},
		{`export SMTPPASS="Wz52KqLp8mXr"`, `Wz52KqLp8mXr`},
		// a "TOOL login TOKEN" command whose argument is a generated key
		{`huggingface-cli login hf_Kq7Lm2ZpTw9RxVn4bYc8HeS1fGjKu6eAo`, `hf_Kq7Lm2ZpTw9RxVn4bYc8HeS1fGjKu6eAo`},
		{`$ wandb login 3f9a0c27e4b18d56a7c2e9f01b3d4a58c6e7f209`, `3f9a0c27e4b18d56a7c2e9f01b3d4a58c6e7f209`},
		// a Mapbox secret token (sk. before the base64 JSON)
		{`MAPBOX_DL=sk.eyJ1IjoiZmxlZXQtb3BzIiwiYSI6ImNrOXoxMiJ9.Lm7Qx2TzRw9KpVn4bYc8Hg`, `sk.eyJ1IjoiZmxlZXQtb3BzIiwiYSI6ImNrOXoxMiJ9.Lm7Qx2TzRw9KpVn4bYc8Hg`},
		// Yoruba "password"
		{`ọ̀rọ̀ aṣínà àkọọ́lẹ̀ náà: Tz64WqLm9pKx`, `Tz64WqLm9pKx`},
	}, []string{
		`wif_format: compressed`,
		`the password on the wiki is rotated monthly`,
		`password for build-box-3 is in the vault`,
		`bcrypt cost is $2b$12$ by default; raise it to 14`,
		`SSHPASS is read by sshpass -e, never pass -p on the command line`,
		`BYPASS=true`,
		`npm login --registry=https://npm.example.org`,
		`docker login registry.example.org`,
		`gh auth login --with-token < token.txt`,
		`mapbox public token pk.eyJ1IjoibWFwcyJ9.Xk29LmQw83Zp`,
		`api_key=sk-...Tz9q (masked)`,
		`token: ghp_…4f2a (last four shown)`,
		`ọ̀rọ̀ aṣínà gbọ́dọ̀ ní ohun kíkọ méjìlá`,
	})
}
