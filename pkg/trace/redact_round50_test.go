package trace

import "testing"

// TestRedactRound50: fresh135-138's leaks and changed look-alikes
// (session 23), fixed by principle, in new words beside look-alikes that
// must stay.
func TestRedactRound50(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// the copulas of Welsh, Irish, Luxembourgish and Breton
		{"mae'r cyfrinair i'r gweinydd post yw Hq4Tz8Wm2Lx6", "Hq4Tz8Wm2Lx6"},
		{"Is é an pasfhocal don fhreastalaí ná KqWzRtVnPsLd", "KqWzRtVnPsLd"},
		{"D'Passwuert fir de Mailserver vum Büro ass HgTrWqLmZxBv", "HgTrWqLmZxBv"},
		// a made value after libpq's prompt flag
		{"pg_dump -h warehouse -U etl -W Zt6Lq9Vx3Kd1 -f dump.sql", "Zt6Lq9Vx3Kd1"},
		// the passphrase argument of wpa_passphrase
		{"sudo wpa_passphrase \"Plant Floor 2\" Gy8Hn2Rm6Qw4Ts >> wpa.conf", "Gy8Hn2Rm6Qw4Ts"},
	}, []string{
		// a setting's literal, not a secret
		"<apikey>null</apikey>",
		"<token>true</token> <password>disabled</password>",
		// a prefix with the rest masked by asterisks
		"GITHUB_TOKEN=ghp_****",
		"PAYMENT_KEY=rk_live_****",
		// the database name after psql's prompt flag
		"psql -h db.internal -U report -W analytics",
		// a passphrase given by reference
		"wpa_passphrase \"$SSID\" \"$PSK\" > /etc/wpa_supplicant/wpa.conf",
		// "yw", "ass" in sentences that hold no value
		"y cyfrinair yw'r allwedd i bopeth",
		"D'Passwuert ass geännert ginn",
	})
}
