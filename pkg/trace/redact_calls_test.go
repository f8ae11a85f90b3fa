package trace

import "testing"

// TestRedactDropsCalls: a qualified function name called right after a
// secret's key fetches the secret, it is not one (dropCalls); a secret
// value beside such a call is still redacted.
func TestRedactDropsCalls(t *testing.T) {
	for _, s := range []string{
		`config :shop, Shop.Repo, password: System.get_env("SHOP_DB_PASSWORD")`,
		`  secret_key_base: Application.fetch_env!(:shop, :secret_key_base)`,
		`password: Application.get_env(:vault, :db_pass)`,
		`let token = std::env::var("API_TOKEN")?;`,
	} {
		if out, fs := Redact(s); out != s {
			t.Errorf("look-alike changed: %q -> %q (%+v)", s, out, fs)
		}
	}
	for _, s := range []string{
		`config :shop, Shop.Repo, password: "Qw7xLm2Rt9Vb", hostname: System.get_env("DB_HOST")`,
		`password: Zr8kWq2mXv7p`,
	} {
		if out, _ := Redact(s); out == s {
			t.Errorf("secret kept: %q", s)
		}
	}
}
