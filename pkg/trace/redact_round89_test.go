package trace

import "testing"

// TestRedactRound89: the two leaks of fresh263-266 (measured once at
// fe3232b0: s264-129, a Dart String.fromEnvironment default given as
// defaultValue: 'V'; s265-114, Synology's synouser --setpw USER V),
// fixed as their formats (tuned, not a claim) and written here in other
// words and other tools of the same shape: a named default of an
// environment or settings read (Dart, flutter_dotenv, Python, decouple,
// django-environ, R) and a read by an unquoted name (Perl, Groovy); a
// password by position after an option or subcommand that names setting
// one (synouser, HestiaCP, zmprov, dscl, sysadminctl, Plesk, x11vnc, a
// tool's change-user-password), and the same shape by a command's own
// action names (synouser --add, zmprov ca, pihole -a -p, racadm's
// cfgUserAdminPassword, an unquoted ConvertTo-SecureString). The
// look-alikes are the same reads and commands with an empty, typed or
// referenced value, a non-credential name, no value at all, or the
// action in a URL or an HTTP request line.
func TestRedactRound89(t *testing.T) {
	checkRedactions(t, round89Secrets, round89Lookalikes)
}

var round89Secrets = []redactProbe{
	// Environment and settings reads with a named default.
	{`static const stripeKey = String.fromEnvironment("STRIPE_SECRET_KEY", defaultValue: "Zr4Nq8Tw2Lk6Xv9Pm3Hd");`, `Zr4Nq8Tw2Lk6Xv9Pm3Hd`},
	{`const dbPass = String.fromEnvironment('DB_PASSWORD', defaultValue: 'Mh5Wq2Rz8Kt3');`, `Mh5Wq2Rz8Kt3`},
	{`final sentry = dotenv.get('SENTRY_AUTH_TOKEN', fallback: 'Yd6Kp3Vz9Qw2Lt7Nm4Rx');`, `Yd6Kp3Vz9Qw2Lt7Nm4Rx`},
	{`API_TOKEN = os.getenv("BILLING_API_TOKEN", default="Fq2Lz7Wm4Tk9Rx3Vn8Hp")`, `Fq2Lz7Wm4Tk9Rx3Vn8Hp`},
	{`SECRET_KEY = config('DJANGO_SECRET_KEY', default='Hx3Wq8Zt2Lm7Kv4Rn9Pd6Bs')`, `Hx3Wq8Zt2Lm7Kv4Rn9Pd6Bs`},
	{`STRIPE_KEY = env.str("STRIPE_API_KEY", default="Lc8Tn3Wq6Zx2Rv9Km4Hp")`, `Lc8Tn3Wq6Zx2Rv9Km4Hp`},
	{`pat <- Sys.getenv("GITLAB_TOKEN", unset = "Gw5Rk2Tz8Lq3Xm7Vn4Hb")`, `Gw5Rk2Tz8Lq3Xm7Vn4Hb`},
	{`my $secret = $ENV{'WEBHOOK_SECRET'} // 'Pk3Xz8Wq5Lt2Rm9Vn6Hd';`, `Pk3Xz8Wq5Lt2Rm9Vn6Hd`},
	{`my $dbpw = $ENV{DB_PASSWORD} || 'Tb6Wq3Lz8Rk2';`, `Tb6Wq3Lz8Rk2`},
	{`def apiKey = env.SONAR_API_KEY ?: 'Jn7Wq2Rz5Kt8Lx3Vm6Hp'`, `Jn7Wq2Rz5Kt8Lx3Vm6Hp`},
	// A password by position after an action that names setting one.
	{`sudo synouser --setpw nas-operator Vr8Kq3Wz6Lt2`, `Vr8Kq3Wz6Lt2`},
	{`/usr/syno/sbin/synouser -setpw backupsvc 'Tq5Lm8Wz3Xr6'`, `Tq5Lm8Wz3Xr6`},
	{`/usr/local/hestia/bin/v-change-user-password webadmin Nz4Qw9Lk2Rt7`, `Nz4Qw9Lk2Rt7`},
	{`admin-cli change-user-password deploy Lp9Wq4Zr2Kt7`, `Lp9Wq4Zr2Kt7`},
	{`zmprov setPassword ops@mail.lan Xc6Wq3Lz8Rt2`, `Xc6Wq3Lz8Rt2`},
	{`dscl . -passwd /Users/labuser Kx2Wq7Lz4Rt9`, `Kx2Wq7Lz4Rt9`},
	{`dscl . -passwd /Users/labuser Ol3dPass9x Nw5Qz8Lk2Rt6`, `Nw5Qz8Lk2Rt6`},
	{`dscl . -passwd /Users/labuser Ol3dPass9x Nw5Qz8Lk2Rt6`, `Ol3dPass9x`},
	{`sysadminctl -resetPasswordFor labuser -newPassword Rb7Kq2Wz5Lt9 -adminUser root -adminPassword -`, `Rb7Kq2Wz5Lt9`},
	{`plesk bin admin --set-admin-password -passwd Qm4Wz9Lk2Rt6`, `Qm4Wz9Lk2Rt6`},
	{`x11vnc -storepasswd Vk9Qw2Lz6Rt3 /etc/x11vnc.pass`, `Vk9Qw2Lz6Rt3`},
	{`appctl --change-pw Fz3Kq7Wl2Rt8`, `Fz3Kq7Wl2Rt8`},
	// The same shape by a command's own action names.
	{`synouser --add intern Bt6Wq3Lz9Rk2 "Summer Intern" 0 intern@corp.lan 0`, `Bt6Wq3Lz9Rk2`},
	{`zmprov -l ca sales@mail.lan Hn8Kq2Wz5Lt3 displayName "Sales"`, `Hn8Kq2Wz5Lt3`},
	{`pihole -a -p Sq2Wz7Lk4Rt8`, `Sq2Wz7Lk4Rt8`},
	{`racadm config -g cfgUserAdmin -o cfgUserAdminPassword -i 3 Dk4Wq8Lz2Rt6`, `Dk4Wq8Lz2Rt6`},
	{`$pw = ConvertTo-SecureString Wy3Kq8Lz5Rt2 -AsPlainText -Force`, `Wy3Kq8Lz5Rt2`},
}

var round89Lookalikes = []string{
	`static const stripeKey = String.fromEnvironment('STRIPE_SECRET_KEY', defaultValue: '');`,
	`const hook = String.fromEnvironment('WEBHOOK_SECRET', defaultValue: 'changeme');`,
	`const signer = String.fromEnvironment('SIGNING_TOKEN', defaultValue: 'dev-only');`,
	`const local = String.fromEnvironment('SESSION_SECRET', defaultValue: 'local-dev-secret-1');`,
	`const base = String.fromEnvironment('API_BASE_URL', defaultValue: 'https://staging.acme.example');`,
	`const menu = bool.fromEnvironment('SECRET_MENU', defaultValue: false);`,
	`const ttl = int.fromEnvironment('TOKEN_TTL', defaultValue: 3600);`,
	`const flavor = String.fromEnvironment('BUILD_FLAVOR', defaultValue: 'Qa4Prod8Stage2');`,
	`config.get('vault', 'token', fallback=None)`,
	`SECRET_KEY = config("DJANGO_SECRET_KEY")`,
	`DEBUG = config("DEBUG", default=False, cast=bool)`,
	`API_TOKEN = os.getenv("BILLING_API_TOKEN", default=None)`,
	`my $home = $ENV{HOME} // '/var/empty';`,
	`def branch = env.BRANCH_NAME ?: 'Release8Train4Main'`,
	`synouser --setpw <username> <password>`,
	`synouser --setpw admin "$NEW_ADMIN_PW"`,
	`synouser --setpw admin`,
	`synouser --get admin`,
	`dscl . -read /Users/labuser`,
	`dscl . -passwd /Users/labuser`,
	`sysadminctl -resetPasswordFor labuser -newPassword - -adminUser root -adminPassword -`,
	`POST /v1/users/9/change-password HTTP/1.1 200`,
	`GET /admin/set-password HTTP/2 302`,
	`see the reset-password section of the README2`,
	`x11vnc -storepasswd`,
	`x11vnc -usepw -forever -display :0`,
	`pihole -a -p`,
	`racadm config -g cfgUserAdmin -o cfgUserAdminUserName -i 3 opsadmin`,
	`ConvertTo-SecureString $plainText -AsPlainText -Force`,
	`Set-ADAccountPassword -Identity labuser -Reset -NewPassword (ConvertTo-SecureString -AsPlainText $pw -Force)`,
	`zmprov ga sales@mail.lan displayName`,
	`v-change-user-password webadmin`,
	`synouser --add intern "$INTERN_PW" "Summer Intern" 0 intern@corp.lan 0`,
	`git merge --no-ff fix/reset-password release-2024`,
}
