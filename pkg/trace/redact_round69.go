package trace

import (
	"regexp"
	"strings"
)

// Round 69 (ahead of fresh209-212): kinds and syntaxes no seen table had
// shown, each caught by the property that makes the value a secret.
var round69Rules = []rule{
	// Vendors' documented token shapes: a fixed prefix and a generated
	// tail (Supabase secret keys, Render, Neon, Resend, Perplexity,
	// Plaid access tokens, Checkout.com sandbox keys,
	// EasyPost, Telnyx, Asana, ClickUp, Pulumi, Buildkite, SonarQube,
	// Dynatrace, Google refresh tokens, Riot, Amazon LWA, Zoho, a
	// Salesforce session id, Klaviyo private keys, ElevenLabs, DeepL's
	// free keys, minisign secret keys, Cardano signing keys, LND
	// macaroons, Scaleway access keys, Yandex OAuth tokens).
	{kind: "supabase-key", re: regexp.MustCompile(`sb_secret_[A-Za-z0-9_\-]{20,}`), boundStart: true, ok: hasDigitAndLetter},
	{kind: "render-key", re: regexp.MustCompile(`rnd_[A-Za-z0-9]{32}`), boundStart: true, boundEnd: true, ok: func(v string) bool { return mixedCaseAndDigit(v) && distinctBytes(v) >= 16 }},
	{kind: "neon-key", re: regexp.MustCompile(`napi_[a-z0-9]{40,}`), boundStart: true, boundEnd: true, ok: hasDigitAndLetter},
	{kind: "resend-key", re: regexp.MustCompile(`re_[A-Za-z0-9]{8}_[A-Za-z0-9]{20,}`), boundStart: true, boundEnd: true, ok: mixedCaseAndDigit},
	{kind: "perplexity-key", re: regexp.MustCompile(`pplx-[A-Za-z0-9]{40,}`), boundStart: true, ok: hasDigitAndLetter},
	{kind: "plaid-token", re: regexp.MustCompile(`access-(?:production|sandbox|development)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`), boundStart: true},
	{kind: "checkout-key", re: regexp.MustCompile(`sk_sbox_[a-z0-9]{20,}`), boundStart: true, ok: hasDigitAndLetter},
	{kind: "easypost-key", re: regexp.MustCompile(`EZ[AT]K[A-Za-z0-9]{40,}`), boundStart: true, boundEnd: true, ok: mixedCaseAndDigit},
	{kind: "telnyx-key", re: regexp.MustCompile(`KEY[0-9A-F]{32}_[A-Za-z0-9]{20,}`), boundStart: true, boundEnd: true},
	{kind: "asana-token", re: regexp.MustCompile(`[12]/\d{10,20}(?:/\d{10,20})?:[0-9a-f]{32}`), boundStart: true, boundEnd: true},
	{kind: "clickup-token", re: regexp.MustCompile(`pk_\d{6,12}_[A-Z0-9]{32}`), boundStart: true, boundEnd: true},
	{kind: "pulumi-token", re: regexp.MustCompile(`pul-[0-9a-f]{40}`), boundStart: true, boundEnd: true},
	{kind: "buildkite-token", re: regexp.MustCompile(`bk(?:ua|ct)_[0-9a-f]{40}`), boundStart: true, boundEnd: true},
	{kind: "sonarqube-token", re: regexp.MustCompile(`sq[upa]_[0-9a-f]{40}`), boundStart: true, boundEnd: true},
	{kind: "dynatrace-token", re: regexp.MustCompile(`dt0[a-z]\d{2}\.[A-Z0-9]{24}\.[A-Z0-9]{64}`), boundStart: true, boundEnd: true},
	{kind: "google-refresh-token", re: regexp.MustCompile(`1//0[A-Za-z0-9_\-]{40,}`), boundStart: true, ok: mixedCaseAndDigit},
	{kind: "riot-key", re: regexp.MustCompile(`RGAPI-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`), boundStart: true},
	{kind: "amazon-token", re: regexp.MustCompile(`Atzr\|[A-Za-z0-9_\-]{40,}|amzn1\.oa2-cs\.v1\.[0-9a-f]{64}`), boundStart: true},
	{kind: "zoho-token", re: regexp.MustCompile(`1000\.[0-9a-f]{32}\.[0-9a-f]{32}`), boundStart: true, boundEnd: true},
	{kind: "salesforce-session", re: regexp.MustCompile(`00D[A-Za-z0-9]{12,15}![A-Za-z0-9_.]{40,}`), boundStart: true},
	{kind: "klaviyo-key", re: regexp.MustCompile(`pk_[0-9a-f]{34}`), boundStart: true, boundEnd: true, ok: hasDigitAndLetter},
	{kind: "elevenlabs-key", re: regexp.MustCompile(`sk_[0-9a-f]{48}`), boundStart: true, boundEnd: true, ok: hasDigitAndLetter},
	{kind: "deepl-key", re: regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:fx`), boundStart: true, boundEnd: true},
	{kind: "minisign-key", re: regexp.MustCompile(`RWRTY0Iy[A-Za-z0-9+/]{80,}={0,2}`), boundStart: true},
	{kind: "cardano-key", re: regexp.MustCompile(`(?:ed25519e?|acct|root|addr|stake|policy)_x?sk1[02-9ac-hj-np-z]{50,}`), boundStart: true},
	{kind: "lnd-macaroon", re: regexp.MustCompile(`0201036c6e64[0-9a-f]{60,}`), boundStart: true, boundEnd: true},
	{kind: "scaleway-key", re: regexp.MustCompile(`SCW[A-Z0-9]{17}`), boundStart: true, boundEnd: true, ok: func(v string) bool { return hasDigit(v[3:]) }},
	{kind: "yandex-token", re: regexp.MustCompile(`y0_[A-Za-z0-9_\-]{40,}`), boundStart: true, ok: mixedCaseAndDigit},
	// A Cloudflare Tunnel token (base64 of a JSON object, no dots) after
	// cloudflared; a MicroK8s join token in the join address's path.
	{kind: "tunnel-token", group: 1, re: regexp.MustCompile(`\bcloudflared\b[^\n]{0,80}?[ \t=](eyJ[A-Za-z0-9+/_\-]{60,}={0,2})`)},
	{kind: "join-token", group: 1, re: regexp.MustCompile(`\bmicrok8s[ \t]+join[ \t]+\S+?:\d{2,5}/([0-9a-f]{32})\b`)},
	// A function key or an authorization code in a URL's query (Azure
	// Functions' ?code=...): long and made.
	{kind: "url-code", group: 1, re: regexp.MustCompile(`[?&]code=([A-Za-z0-9_\-]{30,}={0,2})`), ok: func(v string) bool { return looksLikeCredential(30)(v) && mixedCaseAndDigit(v) }},
	// Recovery keys: BitLocker's 48 digits in eight groups of six;
	// FileVault's and other recovery keys of 4-character groups after
	// their name; Google's app password (four groups of four letters).
	{kind: "recovery-key", re: regexp.MustCompile(`\d{6}(?:-\d{6}){7}`), boundStart: true, boundEnd: true, ok: func(v string) bool { return distinctBytes(v) >= 6 }},
	{kind: "recovery-key", group: 1, re: regexp.MustCompile(`(?i)\brecovery[ \t_\-]?key\b[^\n:=]{0,20}[:=][ \t]*["']?([A-Z0-9]{4}(?:-[A-Z0-9]{4}){5,7})\b`), ok: func(v string) bool { return distinctBytes(v) >= 12 }},
	{kind: "app-password", group: 1, re: regexp.MustCompile(`(?i)\bapp[ \t_\-]?(?:specific[ \t_\-]?)?password\b[^\n:=]{0,20}[:=][ \t]*["']?([a-z]{4}(?:[ \-][a-z]{4}){3})\b`), ok: func(v string) bool { return distinctBytes(v) >= 8 }},
	// Shared keys of cluster and DNS software: Consul/Serf gossip keys
	// (32 bytes of base64 after encrypt), TSIG secrets (BIND key blocks,
	// nsupdate -y), Bitcoin Core's rpcauth salted hash.
	{kind: "gossip-key", group: 1, re: regexp.MustCompile(`(?i)(?:^|[\s{,"'])-{0,2}(?:encrypt|gossip[_\-]?key|encrypt[_\-]?key)["']?[ \t]*[:= ][ \t]*["']?([A-Za-z0-9+/]{43}=)`), ok: func(v string) bool { return hasDigitAndLetter(v) && hasUpperAndLower(v) }},
	{kind: "tsig-key", group: 1, re: regexp.MustCompile(`(?i)\bsecret[ \t]+"([A-Za-z0-9+/]{20,}={1,2}|[A-Za-z0-9+/]{40,})"`), ok: func(v string) bool { return hasDigitAndLetter(v) && hasUpperAndLower(v) }},
	{kind: "tsig-key", group: 1, re: regexp.MustCompile(`(?i)(?:^|\s)-y[ \t]+(?:hmac-[a-z0-9]+:)?[\w.\-]+:([A-Za-z0-9+/]{16,}={0,2})`), ok: func(v string) bool { return hasDigitAndLetter(v) && hasUpperAndLower(v) }},
	{kind: "password-hash", group: 1, re: regexp.MustCompile(`\brpcauth=[^\s:]{1,64}:([0-9a-f]{16,64}\$[0-9a-f]{64})`)},
	// An NT hash handed to a pass-the-hash flag (impacket's -hashes
	// LM:NT, evil-winrm and NetExec -H); an impacket target
	// domain/user:password@host.
	{kind: "ntlm-hash", group: 1, re: regexp.MustCompile(`(?i)(?:[ \t]--?hashes[ \t=]+(?:[0-9a-f]{32})?:?|\b(?:evil-winrm|crackmapexec|nxc|netexec|cme)\b[^\n]{0,120}?[ \t]-H[ \t]+(?:[0-9a-f]{32}:)?)([0-9a-f]{32})\b`)},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[\s"'])[\w.\-]+/[\w.\-$]+:([^\s@"':/]{6,128})@[\w.\-]+(?:$|[\s"'])`), ok: func(v string) bool { return madeValue(v) && hasDigitAndLetter(v) }},
	// user:password after a flag or keyword that takes a login (curl -U,
	// ncat --proxy-auth, skopeo --creds, Jenkins CLI -auth, Squid
	// login=, ZooKeeper addauth digest, HAProxy stats auth).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:(?:^|\s)(?:--proxy-auth|--proxy-user|--(?:src-|dest-)?creds|-auth|-U)[ \t=]+|\b(?i:login)=|\baddauth[ \t]+digest[ \t]+|\bstats[ \t]+auth[ \t]+)["']?[^\s:"'@/]{1,64}:([^\s"']{4,128})`), ok: madeValue},
	// Clients that take the password by position: an Oracle utility's
	// user/password (expdp, impdp, sqlldr, dgmgrl, rman target); unixODBC
	// isql DSN USER PASSWORD; Team Foundation /login:user,password; CVS
	// :pserver:user:password@; Exim's client_send; mkstore and
	// hdbuserstore credentials; MinIO's admin user add; composer and
	// poetry http-basic; bundle config HOST user:password; rclone config
	// create ... KEY VALUE.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:expdp|impdp|sqlldr|dgmgrl|rman[ \t]+(?:target|catalog|auxiliary))[ \t]+(?:userid=)?["']?[\w$#]{1,30}/([^\s@/"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[\s;|&(])isql[ \t]+(?:-\w+[ \t]+)*\w[\w\-]*[ \t]+[^\s\-"']\S*[ \t]+["']?([^\s"'\-][^\s"']{3,127})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)/login:[^,\s"']+,([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`:pserver:[^:@\s]+:([^@\s]{4,128})@`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bclient_send[ \t]*=[ \t]*[:^][^\n:^]*[:^][ \t]*([^\s:^"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)-(?:create|modify)Credential[ \t]+\S+[ \t]+\S+[ \t]+["']?([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bhdbuserstore\b[^\n]*?\bSET[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+["']?([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bmc[ \t]+admin[ \t]+user[ \t]+add[ \t]+\S+[ \t]+\S+[ \t]+["']?([^\s"']{6,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bhttp-basic\.\S+[ \t]+\S+[ \t]+["']?([^\s"'$][^\s"']{3,127})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bbundle[ \t]+config[ \t]+(?:set[ \t]+)?(?:--(?:global|local)[ \t]+)?\S+[ \t]+["']?[^\s:"']{1,64}:([^\s"']{4,128})`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\brclone[ \t]+config[ \t]+(?:create|update)\b[^\n]*?[ \t](?:secret_access_key|pass|password|token|client_secret|key|account_key|api_key)[ \t]+["']?([^\s"']{6,256})`), ok: madeValue},
	// qpdf --encrypt USER OWNER BITS: both passwords by position; ffmpeg's
	// content encryption key.
	{kind: "password", group: 1, re: qpdfEncrypt, ok: madeValue},
	{kind: "password", group: 2, re: qpdfEncrypt, ok: madeValue},
	{kind: "encryption-key", group: 1, re: regexp.MustCompile(`-(?:en|de)cryption_key[ \t]+([0-9a-fA-F]{32})\b`)},
	// Wi-Fi keys given to a tool by position or flag: iwconfig key s:,
	// raspi-config's do_wifi_ssid_passphrase SSID KEY, netsh wlan key=;
	// network devices' pre-shared and plain-text password words
	// (FortiGate psksecret, Cisco wpa-psk ascii, HP and EdgeOS
	// plaintext, Huawei password cipher).
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`\biwconfig\b[^\n]*?[ \t]key[ \t]+s:([^\s"']{5,32})`), ok: notPlaceholder},
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`\bdo_wifi_ssid_passphrase[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\S+)[ \t]+["']?([^\s"']{8,63})`), ok: notPlaceholder},
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`(?i)\bnetsh[ \t]+wlan\b[^\n]*?[ \t]key=["']?([^\s"']{8,63})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:\bset[ \t]+psksecret|\bwpa-psk[ \t]+ascii(?:[ \t]+[07])?|\bplaintext(?:-password)?|\bpassword[ \t]+(?:irreversible-cipher|cipher|simple))[ \t]+["']?([^\s"';]{6,128})`), ok: madeTypedSecret},
	// Redis Sentinel's auth-pass MASTER PASSWORD.
	{kind: "password", group: 1, re: regexp.MustCompile(`\bsentinel[ \t]+auth-pass[ \t]+\S+[ \t]+["']?([^\s"']{6,128})`), ok: madeValue},
	// IRC: NickServ IDENTIFY [nick] PASSWORD, /oper NAME PASSWORD.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?im)(?:\bnickserv[ \t]+identify|/ns[ \t]+identify|/oper)[ \t]+(?:[^\s"']+[ \t]+)?["']?([^\s"']{6,128})["']?[ \t]*$`), ok: madeValue},
	// A setting named for a secret, set with "set NAME VALUE" (WeeChat
	// /set, FortiOS, vendor shells): no separator but the blank.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|[\s;])/?set[ \t]+[\w.\-\[\]@]*(?:password|passwd|_pass|secret|token)[ \t]+["']?([^\s"'=]{6,128})`), ok: func(v string) bool { return madeTypedSecret(v) && !isReference(v) && !strings.ContainsAny(v, "/\\") }},
	// A lower-case key glued to "pass" (remotepass, smtppass) with a
	// made value; a line of only a password word and its value (mbsync's
	// Pass, IRC's PASS).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*[a-z][a-z0-9]{1,30}pass[ \t]*[=:][ \t]*["']?([^\s"';]{8,128})`), ok: madeTypedSecret},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?im)^[ \t]*(?:pass|pw|pwd|passwd|secret)[ \t]+([^\s"'#]{8,128})[ \t]*\r?$`), ok: func(v string) bool {
		// a test runner's PASS before a test's name or path is a verdict
		return madeTypedSecret(v) && !strings.HasPrefix(v, "Test") && !strings.ContainsAny(v, "/.:")
	}},
	// PPP chap-secrets/pap-secrets: "client" server "secret" addresses.
	{kind: "password", group: 1, re: regexp.MustCompile(`"[^"\n]{1,64}"[ \t]+(?:\*|"?[\w.\-]+"?)[ \t]+"([^"\n]{4,128})"[ \t]+(?:\*|[\d.]+)`), ok: madeValue},
	// A password or key passed by position to a call that logs in, binds
	// or connects (server.login(user, PW), simple_bind_s(dn, PW),
	// mysqli_connect(host, user, PW, db), ftplib.FTP(host, user, PW),
	// smtp.PlainAuth("", user, PW, host), keyring.set_password(svc, user,
	// PW), basic_auth(user, Some(PW))), or the key of a keyed hash or
	// cipher (SecretKeySpec, createHmac, hmac.new, Fernet, AES.new).
	{kind: "password", scan: callArgSecrets(1), re: regexp.MustCompile(`(?i)(?:\.login|\bbind(?:_s)?|\bsimple_bind(?:_s)?|\.bind(?:_s)?|\bbasic_auth|userpass_plaintext|\.auth)\s*\(`)},
	{kind: "password", scan: callArgSecrets(2), re: regexp.MustCompile(`(?i)(?:connect|\bftp(?:_tls)?|\bset_password|plainauth|\bimap4(?:_ssl)?|\bsmtp(?:_ssl)?)\s*\(`)},
	{kind: "secret", scan: callArgSecrets(0), re: regexp.MustCompile(`(?i)(?:secretkeyspec|createhmac|createcipheriv|createdecipheriv|\bhmac\.new|\bfernet|\baes\.new|new_from_slice|\bhash_hmac)\s*\(`)},
	// A secret given as a bytes literal (app.secret_key = b'...').
	{kind: "secret", group: 2, re: regexp.MustCompile(`(?i)\b[\w.]*(?:secret|token|passw|salt|hmac|signing)\w*[ \t]*=[ \t]*b(["'])([^"'\n]{8,256})["']`), ok: madeValue},
	// A key pair as a JSON array of 64 bytes (Solana's keypair file,
	// secretKey: [...]); a Monero spend or view key in hex.
	{kind: "private-key", group: 1, re: regexp.MustCompile(`(?i)(?:keypair|secret[_ ]?key|private[_ ]?key)["']?[ \t]*[:=]?[ \t]*\[((?:\s*\d{1,3}\s*,){63}\s*\d{1,3})\s*\]`)},
	{kind: "private-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:private[ _]?)?(?:spend|view)[ _]?key["']?[ \t]*[:=][ \t]*["']?([0-9a-f]{64})\b`)},
	// A table aligned with blanks whose header names a secret column.
	{kind: "password", scan: alignedSecretColumn, re: alignedSecretHeader},
	// A key named for a secret that ends its line, the value alone on the
	// next (a YAML block scalar "password: |", a JSON key and its value
	// pretty-printed apart, a properties line continued with "\", a TOML
	// multi-line string, an HCL heredoc, a column's name underlined with
	// dashes).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|\n)[ \t]*["']?[\w.\-]{0,40}(?:password|passwd|passwort|pwd|secret|token|api[_\-]?key|passphrase)["']?[ \t]*(?:[:=][ \t]*)?(?:[|>][+\-]?|\\|"""|'''|<<-?["']?\w{1,16}["']?)?[ \t]*\r?\n(?:[ \t]*-{3,}[ \t]*\r?\n)?[ \t]*["']?([^\s"'\\]{8,128})["']?,?[ \t]*(?:"""|''')?[ \t]*(?:\r?\n|$)`), ok: func(v string) bool { return madeTypedSecret(v) && notPlaceholder(v) }},
	// A command that prints a secret, and the line it printed (pass show,
	// op read, security find-generic-password -w, lpass show --password,
	// bw get password, vault kv get -field=, a Secret's data piped to
	// base64 -d, aws secretsmanager ... --output text, doppler secrets
	// get --plain, az keyvault secret show -o tsv, terraform output,
	// heroku config:get, printenv, echo $VAR or cat FILE named for a
	// secret, consul kv get, etcdctl get and the key it echoes first).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?im)^[ \t]*(?:[$#>%][ \t]*)?(?:pass[ \t]+show|op[ \t]+read|security[ \t]+find-(?:generic|internet)-password\b[^\n]*[ \t]-w|lpass[ \t]+show\b[^\n]*--password|bw[ \t]+get[ \t]+password|vault[ \t]+(?:kv[ \t]+)?(?:get|read)\b[^\n]*-field=|kubectl\b[^\n]*\|[ \t]*base64[ \t]+(?:-d|--decode|-D)|aws[ \t]+secretsmanager[ \t]+get-secret-value\b[^\n]*--output[ \t]+text|doppler[ \t]+secrets[ \t]+get\b[^\n]*--plain|az[ \t]+keyvault[ \t]+secret[ \t]+show\b[^\n]*-o[ \t]+tsv|terraform[ \t]+output[ \t]+(?:-raw[ \t]+|-json[ \t]+)?\S*(?:passw|secret|token|key)|heroku[ \t]+config:get[ \t]+\S*(?:passw|secret|token|key)|printenv[ \t]+\S*(?:passw|secret|token|key)|echo[ \t]+"?\$\{?\w*(?:passw|secret|token|key)|cat[ \t]+\S*(?:password|secret|token)|consul[ \t]+kv[ \t]+get[ \t]+\S*(?:passw|secret|token|key)|etcdctl[ \t]+get[ \t]+\S*(?:passw|secret|token|key))[^\n]*\r?\n(?:/[^\s]*\r?\n)?[ \t]*([^\s]{8,256})[ \t]*(?:\r?\n|$)`), ok: func(v string) bool { return madeValue(v) && !isReference(v) && strings.IndexByte("/~.", v[0]) < 0 }},
	// A secret store's answer: Azure Key Vault's JSON names the secret in
	// its id and gives its value; AWS's SecretString; "secret value:".
	{kind: "secret", group: 1, re: regexp.MustCompile(`/secrets/[\w\-]{1,127}(?:/[0-9a-f]{1,32})?"[^{}\n]{0,80}?"value"[ \t]*:[ \t]*"([^"\n]{4,512})"`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\bsecret[ \t_\-]?(?:value|string|text|data)\b["']?[ \t]*[:=][ \t]*["']?([^\s"',}]{8,256})`), ok: madeTypedSecret},
	// grep -n's answer from a password or secret file: FILE:LINE:VALUE.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?im)(?:^|\s)[\w.\-/~]*(?:passw(?:or)?d|secret|token|credential)s?[\w.\-]*:\d{1,6}:([^\s]{8,128})[ \t]*\r?$`), ok: madeTypedSecret},
	// nginx's set $api_key "..."; a property list's <key> named for a
	// secret and the <string> after it.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\bset[ \t]+\$\w*(?:key|secret|token|password|passwd|pass)\w*[ \t]+["']?([^\s"';]{8,256})`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)<key>[^<\n]{0,64}(?:password|passwd|secret|token|api[_\-]?key)[^<\n]{0,64}</key>\s*<string>([^<\s]{4,256})</string>`), ok: madeValue},
	// A one-time code by its name in more languages (Russian, Japanese,
	// Chinese, Korean, Turkish, Czech, Vietnamese, Indonesian, Arabic,
	// Hebrew, German Einmalcode), or a meeting's host key: four to eight
	// digits.
	{kind: "otp", group: 1, re: regexp.MustCompile(`(?i)(?:ваш[ \t]+код|код[ \t]+(?:подтверждения|из[ \t]+смс)|認証コード|確認コード|验证码|驗證碼|校验码|인증[ \t]?번호|인증[ \t]?코드|doğrulama[ \t]+kodu|onay[ \t]+kodu|kód[ \t]+pro[ \t]+ověření|ověřovací[ \t]+kód|mã[ \t]+xác[ \t]+(?:minh|nhận)|kode[ \t]+(?:verifikasi|otp)|رمز[ \t]+(?:التحقق|التأكيد)|קוד[ \t]+אימות|einmalcode|anmeldecode)[ \t]*[:：=]?[ \t]*(?:là[ \t]+|adalah[ \t]+|是[ \t]*|は[ \t]*)?["'«]?([0-9]{4,8})(?:[^0-9.,/\-]|$)`), ok: pinValue, okMatch: notPinCount},
	{kind: "otp", group: 1, re: regexp.MustCompile(`(?i)\bhost[ \t]+key[ \t]*[:：=][ \t]*["']?([0-9]{6})(?:[^0-9.,/\-]|$)`), ok: pinValue},
	// A lock's combination (safe, locker, padlock): two or three-digit
	// numbers joined by dashes; a card's CVV or CVC; a Steam Guard code;
	// an authenticator's restore code.
	{kind: "pin", group: 1, re: regexp.MustCompile(`(?i)\b(?:(?:safe|lock|locker|padlock|vault|tresor)[ \t]+(?:combination|combo)|combination[ \t]+(?:lock|code)|combo[ \t]+code)\b[ \t]*(?:is[ \t]+)?[:=]?[ \t]*(\d{1,2}(?:[ \t]*[-–][ \t]*\d{1,2}){2,3})(?:[^\d\-]|$)`)},
	{kind: "pin", group: 1, re: regexp.MustCompile(`(?i)\b(?:cvv2?|cvc2?|card[ \t]+(?:verification|security)[ \t]+(?:code|value|number))\b[ \t]*(?:is[ \t]+)?[:=]?[ \t]*["']?(\d{3,4})(?:[ \t]+(\pL+)|[^\d.,/\-]|$)`), ok: pinValue, okMatch: notPinCount},
	{kind: "otp", group: 1, re: regexp.MustCompile(`(?i)\bsteam[ \t]+guard[ \t]+code\b[ \t]*(?:is[ \t]+)?[:=]?[ \t]*([2-9BCDFGHJKMNPQRTVWXY]{5})\b`)},
	{kind: "recovery-key", group: 1, re: regexp.MustCompile(`(?i)\brestore[ \t]+code\b[ \t]*(?:is[ \t]+)?[:=]?[ \t]*([A-Z0-9]{10})\b`), ok: hasDigitAndLetter},
	// A ThingSpeak-style write or read API key (16 upper-case letters and
	// digits); Adafruit IO keys (aio_); a software licence block.
	{kind: "api-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:write|read)[ \t_\-]+api[ \t_\-]*key\b["']?[ \t]*[:=][ \t]*["']?([A-Z0-9]{16})\b`), ok: hasDigitAndLetter},
	{kind: "adafruit-key", re: regexp.MustCompile(`aio_[A-Za-z0-9]{28}`), boundStart: true, boundEnd: true, ok: mixedCaseAndDigit},
	{kind: "license-key", scan: licenseBody, re: regexp.MustCompile(`-----[ ]?BEGIN LICENSE[ ]?-----`)},
	// A PIN by its name in more languages and for more things: a SIM's
	// PUK and PIN2, German Geheimzahl, French code confidentiel, Mexican
	// NIP, Finnish tunnusluku, Nordic PIN-kod, Russian ПИН-код, Swahili
	// nambari ya siri, a router's WPS PIN.
	{kind: "pin", group: 1, re: regexp.MustCompile(`(?i)(?:^|[^\pL\pN])(?:puk2?|pin2|pin[\-‐ ](?:kod(?:en)?|koodi|код)|пин[\-‐ ]?код\pL*|geheimzahl|code[ \t]+confidentiel|nip(?:[ \t]+de[ \t]+(?:la[ \t]+)?tarjeta)?|tunnusluku|s[äa]kerhetskod(?:en)?|wps[ \t]+pin|nambari[ \t]+ya[ \t]+siri|pinkod(?:en)?)(?:[ \t]+(?:code|kod|number))?[ \t]*[:=：]?[ \t]*(?:is[ \t]+|er[ \t]+|är[ \t]+|ist[ \t]+|est[ \t]+|lautet[ \t]+)?["'«#]?([0-9]{4,8})(?:[^0-9.,/\-]|$)`), ok: pinValue, okMatch: notPinCount},
}

// callArgSecrets returns a scan for a call whose opening parenthesis
// ends at at: a quoted argument at top-level position minArg or later
// (or nested in it, as Some("...")) that reads as a typed secret: both
// cases and digits, eight or more, and not a host, an address, a path
// or a URL.
func callArgSecrets(minArg int) func(string, int) [][2]int {
	return func(s string, at int) [][2]int {
		var out [][2]int
		depth, arg := 0, 0
		for i := at; i < len(s) && i-at < 400; i++ {
			switch c := s[i]; c {
			case '\n':
				return out
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				if depth == 0 {
					return out
				}
				depth--
			case ',':
				if depth == 0 {
					arg++
				}
			case '"', '\'':
				j := strings.IndexByte(s[i+1:min(len(s), i+1+260)], c)
				if j < 0 {
					return out
				}
				v := s[i+1 : i+1+j]
				if arg >= minArg && madeTypedSecret(v) && !strings.ContainsAny(v, ".@/: \\$") && !algorithmName(v) {
					out = append(out, [2]int{i + 1, i + 1 + j})
				}
				i += j + 1
			}
		}
		return out
	}
}

// algorithmName: a cipher, hash or MAC's name given as an argument
// (HmacSHA256, AES256GCM, PBKDF2WithHmacSHA512), not a key.
func algorithmName(v string) bool {
	l := asciiLower(v)
	for _, p := range [...]string{"hmac", "sha", "aes", "des", "rsa", "md5", "pbkdf", "chacha", "blake", "rc4", "ecdsa", "ed25519", "hs256", "hs384", "hs512", "rs256", "es256"} {
		if strings.HasPrefix(l, p) {
			return len(v) <= 24
		}
	}
	return false
}

// qpdfEncrypt: qpdf --encrypt USER OWNER BITS (both passwords; one
// pattern, read once per group).
var qpdfEncrypt = regexp.MustCompile(`--encrypt[ \t]+["']?([^\s"'\-][^\s"']*)["']?[ \t]+["']?([^\s"']+)["']?[ \t]+(?:40|128|256)\b`)

// licenseBody: the text between a licence block's BEGIN line (ending at
// at) and its END line, within 2 KiB.
func licenseBody(s string, at int) [][2]int {
	w := s[at:min(len(s), at+2048)]
	if k := strings.Index(w, "BEGIN LICENSE"); k >= 0 {
		w = w[:k] // a block never holds another BEGIN: runs of headers stay linear
	}
	e := strings.Index(w, "-----END LICENSE")
	if e < 0 {
		e = strings.Index(w, "----- END LICENSE")
	}
	body := strings.TrimSpace(strings.ReplaceAll(w[:max(e, 0)], `\n`, "\n"))
	if e < 0 || len(body) < 10 {
		return nil
	}
	return [][2]int{{at, at + e}}
}
