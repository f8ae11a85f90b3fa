package trace

import (
	"regexp"
	"strings"
)

// Round 71 (ahead of fresh213-216): kinds and syntaxes no seen table had
// shown, each caught by the property that makes the value a secret.
var round71Rules = []rule{
	// An XML element named for a password whose value is a <Value> child
	// (Windows unattend.xml: <AdministratorPassword><Value>..</Value>).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)<[\w:\-]*(?:password|passwd|pwd|secret)>\s{0,40}<value>([^<\s]{4,256})</value>`), ok: madeValue},
	// Tools that take the password by position after their own flag:
	// htpasswd -n -b USER PASSWORD (no file), mosquitto_passwd -b FILE
	// USER PASSWORD, slappasswd -s PASSWORD, transmission-remote -n
	// user:password, Samba's -U user%password.
	{kind: "password", group: 2, re: regexp.MustCompile(`\bhtpasswd((?:[ \t]+-[A-Za-z]+)+)[ \t]+[^\s\-]\S*[ \t]+["']?([^\s"'>|]{4,128})`), ok: notPlaceholder, okMatch: htpasswdNoFile},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bmosquitto_passwd(?:[ \t]+-[A-Za-z])*[ \t]+-b(?:[ \t]+-[A-Za-z])*[ \t]+\S+[ \t]+\S+[ \t]+["']?([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bslappasswd\b[^\n]*?[ \t]-s[ \t]+["']?([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\btransmission-remote\b[^\n]*?[ \t](?:-n|--auth)[ \t=]+["']?[^\s:"']{1,64}:([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:smbclient|rpcclient|smbcacls|smbget|smbmap|smbtree|winexe|net[ \t]+(?:rpc|ads|sam))\b[^\n]*?(?:[ \t]-U[ \t]*|--user(?:name)?[ \t=]+)["']?[^\s%"']{1,64}%([^\s"']{4,128})`), ok: madeValue},
	// A hashing tool or call given the plain password (crypt.crypt,
	// bcrypt's hashpw, PHP's password_hash, Werkzeug's
	// generate_password_hash, Django's make_password).
	{kind: "password", scan: callArgSecrets(0), re: regexp.MustCompile(`(?i)(?:\bcrypt\.crypt|\bhashpw|\bpassword_hash|\bgenerate_password_hash|\bmake_password|\bhash_password|\bcheck_password_hash|\bpassword_verify|\bbcrypt\.hash(?:sync)?|\bargon2\.hash)\s*\(`)},
	// Network software's reversible or plain-text password forms:
	// Juniper's $9$ (decoded without a key), Dovecot's and others'
	// {PLAIN}/{CLEAR} scheme, net-snmp's createUser NAME SHA AUTH AES
	// PRIV.
	{kind: "password", re: regexp.MustCompile(`\$9\$[^\s"';$]{8,256}`), boundStart: true, ok: func(v string) bool { return hasDigitAndLetter(v[3:]) }},
	{kind: "password", group: 1, re: regexp.MustCompile(`\{(?:PLAIN|CLEAR|CLEARTEXT|PLAIN-TRUNC)\}([^\s:"'{}]{4,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: snmpCreateUser, ok: madeValue},
	{kind: "password", group: 2, re: snmpCreateUser, ok: madeValue},
	// An obfuscated password that a tool decodes without a key: Jetty's
	// OBF:, WebSphere's {xor}.
	{kind: "password", re: regexp.MustCompile(`OBF:[0-9a-z]{8,256}`), boundStart: true, boundEnd: true, ok: hasDigitAndLetter},
	{kind: "password", re: regexp.MustCompile(`\{xor\}[A-Za-z0-9+/]{4,256}={0,2}`), ok: func(v string) bool { return len(v) >= 9 }},
	// Group Policy Preferences' cpassword (AES with Microsoft's published
	// key) and ASP.NET's machineKey keys in hex.
	{kind: "password", group: 1, re: regexp.MustCompile(`\bcpassword=["']([A-Za-z0-9+/]{16,512}={0,2})["']`), ok: hasDigitAndLetter},
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)\b(?:validation|decryption)Key[ \t]*=[ \t]*["']([0-9A-F]{32,256})["']`), ok: func(v string) bool { return distinctBytes(v) >= 8 }},
	// Kernel key material dumped by a tool: an IPsec SA's keys (ip xfrm
	// state: enc, auth, auth-trunc, aead ALGO 0xKEY) and a dm-crypt
	// table's key (dmsetup table --showkeys: START LEN crypt CIPHER KEY).
	{kind: "encryption-key", group: 1, re: regexp.MustCompile(`(?:^|[ \t'"])(?:enc|auth|auth-trunc|aead)[ \t]+["']?[\w\-()]{2,40}["']?[ \t]+(0x[0-9a-fA-F]{16,512})\b`), ok: func(v string) bool { return distinctBytes(v[2:]) >= 6 }},
	{kind: "encryption-key", group: 1, re: regexp.MustCompile(`\d[ \t]+\d+[ \t]+crypt[ \t]+[\w\-:]+[ \t]+([0-9a-fA-F]{32,512})[ \t]+\d`), ok: func(v string) bool { return distinctBytes(v) >= 6 }},
	// A tool's answer whose key line names a secret and whose value is on
	// the next line: redis CONFIG GET's numbered reply, a password reset
	// that prints "New value:".
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\d{1,3}\)[ \t]*"(?:requirepass|masterauth|[\w.\-]*(?:pass|secret|token)[\w.\-]*)"[ \t]*\r?\n[ \t]*\d{1,3}\)[ \t]*"([^"\n]{4,256})"`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)password[^\n]{0,120}\r?\n(?:[^\n]{0,200}\r?\n)?[ \t]*new[ \t]+value[ \t]*:[ \t]*([^\s"']{6,128})`), ok: madeValue},
	// Consul's and Nomad's ACL token: the SecretID beside its AccessorID.
	{kind: "acl-token", group: 1, re: regexp.MustCompile(`(?i)\bsecret[ \t]?id\b[ \t]*[:=][ \t]*"?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`), notAt: notACLToken},
	// CloudFormation parameters: a ParameterKey named for a secret and
	// its ParameterValue (JSON and the CLI's shorthand).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)"(?:ParameterKey|OptionName)"[ \t]*:[ \t]*"[^"\n]{0,64}(?:password|passwd|secret|token|apikey|api_key)[^"\n]{0,32}"[ \t]*,[ \t]*"(?:ParameterValue|Value)"[ \t]*:[ \t]*"([^"\n]{4,256})"`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)ParameterKey=[^,\s]{0,64}(?:password|passwd|secret|token|apikey)[^,\s]{0,32},ParameterValue=["']?([^\s,"']{4,256})`), ok: madeValue},
	// A literal piped or here-string'd into a command that stores a
	// secret or sets a password.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?:\becho|\bprintf)(?:[ \t]+-[neE]{1,3})*(?:[ \t]+["']%s(?:\\n)?["'])?[ \t]+["']?([^\s"'|$<>]{6,256})["']?[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:docker[ \t]+secret[ \t]+create|podman[ \t]+secret[ \t]+create|gh[ \t]+secret[ \t]+set|glab[ \t]+variable[ \t]+set|wrangler[ \t]+secret[ \t]+put|vercel[ \t]+env[ \t]+add|netlify[ \t]+env:set|gcloud[ \t]+secrets|pass[ \t]+insert|keyring[ \t]+set|secret-tool[ \t]+store|chpasswd|passwd[ \t]+--stdin)`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\b(?:sudo[ \t]+(?:-[A-Za-z]+[ \t]+)*-[A-Za-z]*S\b|pass[ \t]+insert|keyring[ \t]+set|secret-tool[ \t]+store|docker[ \t]+secret[ \t]+create|podman[ \t]+secret[ \t]+create|gh[ \t]+secret[ \t]+set|glab[ \t]+variable[ \t]+set|wrangler[ \t]+secret[ \t]+put|vercel[ \t]+env[ \t]+add|gcloud[ \t]+secrets|chpasswd|passwd[ \t]+--stdin)\b[^\n|<]{0,200}<<<[ \t]*["']?([^\s"'$]{6,256})`), ok: madeValue},
	// An SSM parameter stored as a SecureString: its --value.
	{kind: "secret", group: 1, re: regexp.MustCompile(`\bssm[ \t]+put-parameter\b[^\n]*?--type[ \t=]+["']?SecureString\b[^\n]*?--value[ \t=]+["']?([^\s"']{6,256})`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\bssm[ \t]+put-parameter\b[^\n]*?--value[ \t=]+["']?([^\s"']{6,256})["']?[^\n]*?--type[ \t=]+["']?SecureString\b`), ok: madeValue},
	// A davfs2 secrets line: a WebDAV URL, USER, PASSWORD.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*https?://\S*dav\S*[ \t]+[^\s"']+[ \t]+["']?([^\s"']{8,128})["']?[ \t]*\r?$`), ok: madeTypedSecret},
	// IoT keys: a LoRaWAN AppKey, NwkKey or session key (32 hex digits),
	// a Tuya local_key, a Xiaomi miio token, a Zigbee network key as an
	// array of bytes (not Zigbee2MQTT's documented default), a Tasmota
	// password command.
	{kind: "device-key", group: 1, re: regexp.MustCompile(`(?i)(?:^|[^\w])(?:app[_\-]?key|nwk[_\-]?key|nwk[_\-]?s[_\-]?key|app[_\-]?s[_\-]?key|[fs]nwk[_\-]?s?int[_\-]?key|nwk[_\-]?s[_\-]?enc[_\-]?key)["']?[ \t]*[:=][ \t]*["']?([0-9A-Fa-f]{32})\b`), ok: func(v string) bool { return distinctBytes(v) >= 8 }},
	{kind: "device-key", group: 1, re: regexp.MustCompile(`(?i)\blocal[_\-]?key["']?[ \t]*[:=][ \t]*["']?([^\s"',}]{16})(?:["'\s,}]|$)`), ok: madeValue},
	{kind: "device-key", group: 1, re: regexp.MustCompile(`\bmiiocli\b[^\n]*?--token[ \t=]+([0-9a-fA-F]{32})\b`)},
	{kind: "device-key", group: 1, re: regexp.MustCompile(`(?i)(?:network|link|encryption|aes|master)[_\-]?key["']?[ \t]*[:=][ \t]*\[((?:[ \t]*(?:0x)?[0-9a-fA-F]{1,3}[ \t]*,){15,31}[ \t]*(?:0x)?[0-9a-fA-F]{1,3})[ \t]*\]`), ok: func(v string) bool { return distinctBytes(v) >= 6 && !zigbeeDefaultKey(v) }},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[\s;])(?:Mqtt|Wifi|WiFi|Web|Sta|Ap|Ota|Admin)Password\d?[ \t]+([^\s;"']{6,128})`), ok: madeValue},
	// A password manager's session key in its variable (Bitwarden's
	// BW_SESSION, 1Password's OP_SESSION_<account>).
	{kind: "session-key", group: 1, re: regexp.MustCompile(`\b(?:BW_SESSION|OP_SESSION_[A-Za-z0-9_]{1,64})["']?[ \t]*[:=][ \t]*["']?([A-Za-z0-9+/=_.\-]{20,512})`), ok: madeValue},
	// Nagios resource macros ($USERn$) hold the passwords the commands
	// use: a made value, not a path.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*\$USER\d{1,3}\$[ \t]*=[ \t]*([^\s]{6,128})[ \t]*\r?$`), ok: func(v string) bool { return madeTypedSecret(v) && !strings.ContainsAny(v, "/\\") }},
	// A salt in a PHP settings array (Drupal's hash_salt).
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\[["'][\w.\-]*salt["']\][ \t]*=[ \t]*["']([^"'\n]{16,256})["']`), ok: madeValue},
	// A building's or gate's entry code in French, Spanish, Portuguese
	// and Italian (digicode, código del portón, codice del cancello):
	// digits and the keypad's letters.
	{kind: "pin", group: 1, re: regexp.MustCompile(`(?i)(?:^|[^\pL])(?:digicode|code[ \t]+(?:d['’]entr[ée]e|du[ \t]+portail|de[ \t]+la[ \t]+porte|porte)|c[óo]digo[ \t]+(?:del?[ \t]+)?(?:la[ \t]+|o[ \t]+|do[ \t]+|da[ \t]+)?(?:port[óo]n|puerta|port[ãa]o|entrada|alarma|alarme)|codice[ \t]+(?:del(?:la)?[ \t]+|d['’])?(?:cancello|portone|allarme|ingresso))[ \t]*[:=：]?[ \t]*(?:es[ \t]+|est[ \t]+|è[ \t]+|é[ \t]+)?["'«#]?([0-9A-D]{4,8})(?:[^0-9A-Za-z.,/\-]|$)`), ok: func(v string) bool { return countDigits(v) >= 3 && pinValue(v) }},
	// A recovery phrase by its name in more languages.
	{kind: "wallet-mnemonic", group: 1, re: regexp.MustCompile(`(?i)(?:wiederherstellungs(?:phrase|sätze|wörter)|seed-?phrase|frase[ \t]+(?:de[ \t]+)?(?:recuperación|recuperação|semilla|semente)|phrase[ \t]+de[ \t]+(?:récupération|secours)|frase[ \t]+di[ \t]+(?:recupero|ripristino)|herstel(?:zin|frase)|助记词|助記詞|복구[ \t]?(?:구문|문구)|シードフレーズ|リカバリーフレーズ|復元フレーズ|сид-?фраза|фраза[ \t]+восстановления|kurtarma[ \t]+ifadesi|fraza[ \t]+odzyskiwania)[ \t]*[:：=][ \t]*["']?((?:[a-z]{3,10}[ ,]+){11,23}[a-z]{3,10})\b`), ok: seedWordCount},
	// A password cracker's or a spraying tool's answer: john --show's
	// user:PASSWORD:..., hashcat's or its potfile's HASH:PASSWORD, NetExec's
	// [+] DOMAIN\user:PASSWORD, secretsdump's user:RID:LM:NT:::, a
	// Kerberoast or AS-REP roast hash.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bjohn[ \t]+--show\b[^\n]*\r?\n[ \t]*[^\s:]{1,64}:([^\s:]{4,128}):`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:hashcat|potfile|\.pot)\b[^\n]*\r?\n(?:[^\n]{0,300}\r?\n){0,3}?[ \t]*(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})(?::[0-9a-f]{1,64})?:([^\s:]{6,128})[ \t]*(?:\r?\n|$)`), ok: madeTypedSecret},
	{kind: "password", group: 1, re: regexp.MustCompile(`\[\+\][ \t]+[\w.\-]+\\[\w.\-$]+:([^\s]{4,128})(?:[ \t]+\((?i:pwn3d!?)\)|[ \t]*\r?$)`), ok: madeValue},
	{kind: "ntlm-hash", group: 1, re: regexp.MustCompile(`[\w.\-\\$]+:\d{1,10}:[0-9a-fA-F]{32}:([0-9a-fA-F]{32}):::`), ok: func(v string) bool { return !strings.EqualFold(v, "31d6cfe0d16ae931b73c59d7e0c089c0") }},
	{kind: "password-hash", re: regexp.MustCompile(`\$krb5(?:tgs|asrep|pa)\$\d{1,2}\$[^\s"']{20,1000}`), boundStart: true},
	// A password sent in a protocol's own command, as a transcript or a
	// traced write shows it: FTP's and POP3's PASS, IMAP's TAG LOGIN
	// USER PASSWORD.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|["\s>])PASS[ \t]+([^\s"\\]{4,128})(?:\\r\\n|\\n|\r?\n|"|$)`), ok: func(v string) bool { return madeTypedSecret(v) && !strings.HasPrefix(v, "Test") }},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?im)^[ \t]*(?:[a-z]{0,4}\d{1,6}|[a-z]\d{0,4})[ \t]+LOGIN[ \t]+"?[^\s"]+"?[ \t]+"?([^\s"]{4,128})"?[ \t]*\r?$`), ok: madeValue},
	// A multipart form's part named for a secret: the value after the
	// part's blank line.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)form-data;[ \t]*name="[^"\n]{0,40}(?:password|passwd|pwd|secret|token|api[_\-]?key)[^"\n]{0,20}"[^\r\n\\]*(?:\r?\n|\\r\\n)(?:[^\r\n\\]{1,100}(?:\r?\n|\\r\\n))?(?:\r?\n|\\r\\n)([^\s\\\-][^\s\\]{3,255})`), ok: madeValue},
	// Secret-named keys in syntaxes not seen before: an Erlang tuple
	// {password, "V"}, PHP-FPM's env[NAME] = V, fish's set -gx NAME V, a
	// YAML anchor or core tag (!!str) before the value (not a CloudFormation
	// !Ref or !GetAtt, which names another resource), an XML element holding CDATA.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\{[ \t]*'?\w{0,40}(?:password|passwd|pwd|secret|token|api_key)'?[ \t]*,[ \t]*(?:"|<<")([^"\n]{4,256})"`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\benv\[[\w.]*(?:password|passwd|pwd|pass|secret|token|api_?key)\w*\][ \t]*=[ \t]*["']?([^\s"';]{4,256})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[\s;])set[ \t]+(?:-[a-zA-Z]{1,4}[ \t]+)+\w*(?i:password|passwd|_pass|secret|token|api_?key)\w*[ \t]+["']?([^\s"'=]{6,256})`), ok: func(v string) bool { return madeValue(v) && !isReference(v) }},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b[\w.\-]*(?:password|passwd|pwd|secret|token|api[_\-]?key)["']?[ \t]*:[ \t]*(?:&[\w\-]{1,64}[ \t]+|!!\w{1,16}[ \t]+){1,2}["']?([^\s"'#|>]{4,256})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)<[\w:\-]*(?:password|passwd|pwd|secret|token|api[_\-]?key|apikey)(?:\s[^<>]{0,128})?>\s{0,40}<!\[CDATA\[([^\]\n]{4,256})\]\]>`), ok: notPlaceholder},
	// Stored procedures and shell methods that set a login's password
	// by position (sp_addlogin, sp_password, db.changeUserPassword).
	{kind: "password", scan: callArgSecrets(1), re: regexp.MustCompile(`(?i)(?:\bsp_addlogin\b|\bsp_password\b|\.changeUserPassword\s*\()`)},
	// Tools' password flags not seen before: ktpass /pass, ldappasswd
	// -s/-a, sshpass -pPASSWORD (glued), curl --oauth2-bearer, HTTPie
	// -a user:password, swift -K, an echo of two lines into smbpasswd.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bktpass\b[^\n]*?[ \t][/\-]pass[ \t]+["']?([^\s"'*]{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bldappasswd\b[^\n]*?[ \t]-[as][ \t]+["']?([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bsshpass[ \t]+(?:-[^p\s]\S*[ \t]+)*-p["']?([^\s"'][^\s"']{3,127})`), ok: madeValue},
	{kind: "token", group: 1, re: regexp.MustCompile(`--oauth2-bearer[ \t=]+["']?([^\s"']{8,512})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[\s;|&])(?:http|https|xh|xhs)[ \t](?:[^\n]*?[ \t])?(?:-a|--auth)[ \t=]+["']?[^\s:"']{1,64}:([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bswift\b[^\n]*?[ \t](?:-K|--key)[ \t=]+["']?([^\s"']{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: echoTwice, ok: madeValue},
	{kind: "password", group: 2, re: echoTwice, ok: madeValue},
	// LDIF's userPassword:: gives the value in base64.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?im)^[ \t]*userPassword::[ \t]*([A-Za-z0-9+/]{8,512}={0,2})`), ok: madeValue},
	// An AWS access key id and its secret joined by a colon (s3fs's
	// passwd file); a literal written into ~/.passwd-s3fs.
	{kind: "aws-secret", group: 1, re: regexp.MustCompile(`\b(?:AKIA|ASIA)[A-Z0-9]{16}:([A-Za-z0-9/+=]{40})\b`), okMatch: func(m string) bool { return !strings.Contains(m, "EXAMPLE") }},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\becho[ \t]+["']?[^\s:"']{8,128}:([^\s"']{8,128})["']?[ \t]*>{1,2}[ \t]*\S*passwd-s3fs`), ok: madeValue},
	// PAN-OS API keys (LUFRPT...), an OVH consumer key in its header.
	{kind: "panos-key", re: regexp.MustCompile(`LUFRPT[A-Za-z0-9+/]{20,}={0,2}`), boundStart: true, ok: hasDigitAndLetter},
	{kind: "ovh-key", group: 1, re: regexp.MustCompile(`(?i)X-Ovh-Consumer[ \t]*:[ \t]*([A-Za-z0-9]{32})\b`), ok: hasDigitAndLetter},
	// A password or key passed by position to a call that connects or
	// signs (JDBC getConnection(url, user, PW), ldap3.Connection(server,
	// user, PW), Ruby's OpenSSL::HMAC digest, Express's cookieParser),
	// or to libcurl's credential options.
	{kind: "password", scan: callArgSecrets(2), re: regexp.MustCompile(`(?:\.getConnection|\bldap3\.Connection)\s*\(`)},
	{kind: "secret", scan: callArgSecrets(0), re: regexp.MustCompile(`(?:OpenSSL::HMAC\.\w{0,12}digest|\bcookieParser|\bcookie_parser)\s*\(`)},
	{kind: "password", group: 1, re: regexp.MustCompile(`CURLOPT_(?:PROXY)?USERPWD[ \t]*,[ \t]*["'][^"':\n]{1,64}:([^"'\n]{4,128})["']`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`CURLOPT_(?:PROXY)?(?:PASSWORD|KEYPASSWD|XOAUTH2_BEARER)[ \t]*,[ \t]*["']([^"'\n]{4,256})["']`), ok: madeValue},
	// A PIN by its name in more languages: Arabic "the secret number",
	// Persian "second password" (a bank card's online PIN), PIN with a
	// word of its own after it (Korean 번호, Indonesian Anda, Turkish
	// numarası) or before it (mã PIN, código PIN, رمز PIN).
	{kind: "pin", group: 1, re: regexp.MustCompile(`(?i)(?:الرقم[ \t]+السري|رمز[ \t]+(?:دوم|پویا)|رقم[ \t]+التعريف[ \t]+الشخصي|\bPIN[ \t]*(?:번호|anda|kamu|kartu|kart[ıi]n[ıi]z|numaras[ıi]|nummer|numéro|número|numero|ng[ \t]+card)|(?:mã|rmz|رمز|รหัส|código|codice|kod|numer|numéro|número)[ \t]+PIN)[ \t]*[:：=]?[ \t]*(?:là[ \t]+|adalah[ \t]+|es[ \t]+|é[ \t]+|è[ \t]+)?["'«]?([0-9]{4,8})(?:[^0-9.,/\-]|$)`), ok: pinValue, okMatch: notPinCount},
	// A licence or product key by its name in more languages.
	{kind: "license-key", group: 1, re: regexp.MustCompile(`(?i)(?:lizenzschlüssel|produktschlüssel|clé[ \t]+(?:de[ \t]+)?(?:licence|produit|d['’]activation)|clave[ \t]+de[ \t]+(?:licencia|producto|activación)|chave[ \t]+de[ \t]+(?:licença|produto|ativação)|chiave[ \t]+di[ \t]+(?:licenza|prodotto|attivazione)|licentiesleutel|ライセンスキー|プロダクトキー|许可证密钥|产品密钥|激活码|лицензионный[ \t]+ключ|ключ[ \t]+(?:продукта|активации|лицензии))[ \t]*[:：=#]?[ \t]*["']?([A-Za-z0-9]{2,6}(?:-[A-Za-z0-9]{4,6}){3,7})\b`), ok: func(v string) bool { return productKeyShape(v) && !isPlaceholder(v) }},
}

// snmpCreateUser: net-snmp's createUser [-e ENGINE] NAME AUTHPROTO
// AUTHPASS [PRIVPROTO PRIVPASS] (one pattern, read once per group).
var snmpCreateUser = regexp.MustCompile(`\bcreateUser[ \t]+(?:-e[ \t]+\S+[ \t]+)?\S+[ \t]+(?:MD5|SHA[\w\-]*)[ \t]+["']?([^\s"']{8,128})["']?(?:[ \t]+(?:DES|AES[\w\-]*)[ \t]+["']?([^\s"']{8,128}))?`)

// htpasswdNoFile: htpasswd's flags hold both n (print, no file) and b
// (password on the command line), so USER PASSWORD follow.
func htpasswdNoFile(m string) bool {
	n, b := false, false
	for _, f := range strings.Fields(m)[1:] {
		if f[0] != '-' {
			break
		}
		n = n || strings.IndexByte(f, 'n') >= 0
		b = b || strings.IndexByte(f, 'b') >= 0
	}
	return n && b
}

// notACLToken: a UUID under "SecretID" is a Consul or Nomad ACL token
// when its output says so nearby (AccessorID beside it, or the tool's
// name); elsewhere a secret's id stays.
func notACLToken(orig string, start, end int) bool {
	w := asciiLower(orig[max(0, start-300):min(len(orig), end+300)])
	return !strings.Contains(w, "accessor") && !strings.Contains(w, "consul") && !strings.Contains(w, "nomad")
}

func countDigits(v string) int {
	n := 0
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) {
			n++
		}
	}
	return n
}

// echoTwice: a password echoed twice (typed and confirmed) into a tool
// that sets it: (echo PW; echo PW) | smbpasswd -s -a USER.
var echoTwice = regexp.MustCompile(`\(echo[ \t]+["']?([^\s"';)]{4,128})["']?[ \t]*;[ \t]*echo[ \t]+["']?([^\s"';)]{4,128})["']?[ \t]*\)[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:smbpasswd|passwd|pdbedit|vncpasswd)`)

// zigbeeDefaultKey: Zigbee2MQTT's documented default network key
// (1, 3, 5, ... 13), public in every example configuration.
func zigbeeDefaultKey(v string) bool {
	return strings.Join(strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }), ",") == "1,3,5,7,9,11,13,15,0,2,4,6,8,10,12,13"
}
