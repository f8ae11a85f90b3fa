package trace

import "testing"

// TestRedactPATName: a variable named for a personal access token by its
// initials (GITHUB_PAT) names a credential; a name that only holds the
// letters (GITHUB_PATH, URL_PATTERN) does not.
func TestRedactPATName(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{`token <- Sys.getenv("GITHUB_PAT", unset = "Kw4Rz9Tq2Lm7Xv5Nb8Hd")`, `Kw4Rz9Tq2Lm7Xv5Nb8Hd`},
		{`pat = os.getenv("AZURE_DEVOPS_PAT", default="Zq8Lm3Wt6Rk2Xv9Pn4Hd")`, `Zq8Lm3Wt6Rk2Xv9Pn4Hd`},
	}, []string{
		`p <- Sys.getenv("GITHUB_PATH", unset = "Kw4Rz9Tq2Lm7Xv5Nb8Hd")`,
		`re = os.getenv("URL_PATTERN", default="Zq8Lm3Wt6Rk2Xv9Pn4Hd")`,
		`GITHUB_PAT_FILE=/run/secrets/github_pat`,
	})
}
