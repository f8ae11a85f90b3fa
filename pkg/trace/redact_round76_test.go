package trace

import "testing"

// TestRedactRound76: the leaks and changed look-alikes of fresh225-228
// (session 36), fixed by principle after they were measured, in new
// words and other syntaxes, each group beside look-alikes that stay.
func TestRedactRound76(t *testing.T) {
	checkRedactions(t, []redactProbe{
		// a JS/YAML object's key: beside an Azure Cosmos endpoint (documents.azure.com) is the account key
		{`const cosmos = { endpoint: "https://ledger-prod.documents.azure.com:443/", key: "Qz7Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1B=="}`, `Qz7Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1B==`},
		{`cosmos:\n  endpoint: https://inv.documents.azure.com:443/\n  key: Hb6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8Kv3==`, `Hb6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8Kv3==`},
		{`new CosmosClient({ endpoint: 'https://orders.documents.azure.com:443/', key: 'Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4==' })`, `Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4==`},
		{`client = CosmosClient(url="https://cat.documents.azure.com:443/", credential="Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6==")`, `Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6==`},
		{`{"endpoint":"https://fleet.documents.azure.com:443/","key":"Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6=="}`, `Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6==`},
		// a Jenkins-encrypted blob ({AQAAAB...}) in a credential-naming element is the stored secret
		{`<password>{AQAAABAAAAAQx7Lm2Qp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5=}</password>`, `AQAAABAAAAAQx7Lm2Qp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5=`},
		{`<secret>{AQAAABAAAAAwZx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6}</secret>`, `AQAAABAAAAAwZx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Io4Pa6`},
		{`  <passphrase>{AQAAABAAAAAgHb6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8R=}</passphrase>`, `AQAAABAAAAAgHb6Jd1Fg5Ca0SeYu2Io4Pa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8R=`},
		{`<privateKey>{AQAAABAAAAQQMq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8K}</privateKey>`, `AQAAABAAAAQQMq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8K`},
		{`<apiToken>{AQAAABAAAAAgPa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2=}</apiToken>`, `AQAAABAAAAAgPa6Sd8Fg1Hj3Kl5Zx7Cv9Bn2Mq4Wl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2=`},
		{`<hudson.util.Secret>{AQAAABAAAAAQKl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5C=}</hudson.util.Secret>`, `AQAAABAAAAAQKl6Zx8Cv1BQz7Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5C=`},
		{`<bindPassword>{AQAAABAAAAAQYu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9R=}</bindPassword>`, `AQAAABAAAAAQYu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9R=`},
		{`<clientSecret>{AQAAABAAAAAgWl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9R=}</clientSecret>`, `AQAAABAAAAAgWl6Ek8Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz7Lm2Xp9R=`},
		// a YAML key that names a key or secret under a parent that names encryption or secrets (next line, indented)
		{"active_record_encryption:\n  primary_key: Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2", `Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2`},
		{"active_record_encryption:\n  key_derivation_salt: Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Lm2Xp9", `Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Lm2Xp9`},
		{"encryption:\n    master_key: Fg5Ca0SeYu2Lm2Xp9Rt4Wn8Kv3Bh6Jd1", `Fg5Ca0SeYu2Lm2Xp9Rt4Wn8Kv3Bh6Jd1`},
		{"lockbox:\n  master_key: 0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9", `0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9`},
		{"secrets:\n  signing_key: Yu2Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0Se", `Yu2Lm2Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0Se`},
		{"vault:\n  unseal_key: Kv3Bh6Jd1Fg5Ca0SeYu2Lm2Xp9Rt4Wn8=", `Kv3Bh6Jd1Fg5Ca0SeYu2Lm2Xp9Rt4Wn8=`},
		{"crypto:\n  data_key: Bh6Jd1Fg5Ca0SeYu2Lm2Xp9Rt4Wn8Kv3", `Bh6Jd1Fg5Ca0SeYu2Lm2Xp9Rt4Wn8Kv3`},
		// a framework's env/config dump prints a credential-named property with its value in a "value" field
		{`"spring.datasource.password": {"value": "Qp9Rt4Wn8Kv3Bh", "origin": "class path resource [application.yml] - 7:15"}`, `Qp9Rt4Wn8Kv3Bh`},
		{`"app.jwt.secret":{"value":"Wn8Kv3Bh6Jd1Fg5Ca0Se","origin":"System Environment Property \"APP_JWT_SECRET\""}`, `Wn8Kv3Bh6Jd1Fg5Ca0Se`},
		{`  "spring.rabbitmq.password" : { "value" : "Jd1Fg5Ca0SeYu2Lm" }`, `Jd1Fg5Ca0SeYu2Lm`},
		{`{"name":"db.password","value":"Ca0SeYu2Lm2Xp9Rt","source":"env"}`, `Ca0SeYu2Lm2Xp9Rt`},
		{`"quarkus.oidc.credentials.secret": {"value": "Se7Yu2Lm2Xp9Rt4W", "source": "application.properties"}`, `Se7Yu2Lm2Xp9Rt4W`},
		{`{"key": "AWS_SECRET_ACCESS_KEY", "value": "Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Lm2Qz7Lm2Xp"}`, `Xp9Rt4Wn8Kv3Bh6Jd1Fg5Ca0SeYu2Lm2Qz7Lm2Xp`},
		{`"mail.smtp.password": { "value": "Fg5Ca0SeYu2Lm2", "origin": "Config Server https://cfg/app.yml" }`, `Fg5Ca0SeYu2Lm2`},
		// JNDI/LDAP bind settings: the security credentials property names the password
		{`java.naming.security.credentials=Hj3Kl5Zx7Cv9Bn2Mq4`, `Hj3Kl5Zx7Cv9Bn2Mq4`},
		{`env.put(Context.SECURITY_CREDENTIALS, "Zx7Cv9Bn2Mq4Wl6E");`, `Zx7Cv9Bn2Mq4Wl6E`},
		{`env.put("java.naming.security.credentials", "Cv9Bn2Mq4Wl6Ek8R");`, `Cv9Bn2Mq4Wl6Ek8R`},
		{`props.setProperty(InitialContext.SECURITY_CREDENTIALS, "Bn2Mq4Wl6Ek8Rt0Y");`, `Bn2Mq4Wl6Ek8Rt0Y`},
		{`  java.naming.security.credentials: Mq4Wl6Ek8Rt0Yu3I`, `Mq4Wl6Ek8Rt0Yu3I`},
		{`<property name="java.naming.security.credentials" value="Wl6Ek8Rt0Yu3Ip5O"/>`, `Wl6Ek8Rt0Yu3Ip5O`},
		{`ldap.bindCredential = Ek8Rt0Yu3Ip5Oa7S`, `Ek8Rt0Yu3Ip5Oa7S`},
		// a JSON array holding one credential under a credential-naming key
		{`"bindCredential": ["Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6"],`, `Rt0Yu3Ip5Oa7Sd9Fg2Hj4Kl6`},
		{`"clientSecret": [ "Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8" ]`, `Yu3Ip5Oa7Sd9Fg2Hj4Kl6Zx8`},
		{`{"password":["Ip5Oa7Sd9Fg2"]}`, `Ip5Oa7Sd9Fg2`},
		{`"secret": ["Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz"]`, `Oa7Sd9Fg2Hj4Kl6Zx8Cv1BQz`},
		{`  "apiToken" : ['Sd9Fg2Hj4Kl6Zx8Cv1BQz7L']`, `Sd9Fg2Hj4Kl6Zx8Cv1BQz7L`},
		{`"credentials": ["Fg2Hj4Kl6Zx8Cv1BQz7Lm2X"]`, `Fg2Hj4Kl6Zx8Cv1BQz7Lm2X`},
		{`config: { "kerberosPassword": ["Hj4Kl6Zx8Cv1"] }`, `Hj4Kl6Zx8Cv1`},
	}, []string{
		// a folder or a file named for a password manager is a path, not a password
		`C:\Users\ops\AppData\Roaming\Password Safe\pwsafe.cfg not found`,
		`C:\Program Files\Password Safe\pwsafe.exe exited with 0`,
		`%APPDATA%\KeePass\KeePass.config.xml loaded`,
		`/home/ops/.local/share/Password Store/index missing`,
		`D:\Backups\Passwords\2026-03.kdbx copied`,
		`C:\ProgramData\Secret Server\logs\ss.log rotated`,
		// a USSD/telco gateway's session id names a dialogue, not a login: the gateway generates and echoes it
		`ussd.trace sessionId=ATUid_0f3c9a1b2d4e5f6a7b8c9d0e1f2a3b4c msisdn=+254712345678 text=1 step=menu`,
		`ussd callback sessionId=ATUid_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d serviceCode=*384*12# text=`,
		`POST /ussd sessionId=ATUid_1234abcd5678ef901234abcd5678ef90&phoneNumber=%2B254700000000&text=2`,
		// a count, a size, a flag or a policy about a credential
		`"spring.mail.password": {"value": "******", "origin": "class path resource [application.properties] - 12:22"}`,
		`"spring.datasource.password": {"value": ""}`,
		`"management.endpoint.env.show-values": {"value": "NEVER"}`,
		`"password.min-length": {"value": "12", "origin": "application.yml"}`,
		`"spring.security.user.password-encoder": {"value": "bcrypt"}`,
		`{"name":"db.password","value":"${DB_PASSWORD}","source":"env"}`,
		`{"key": "SECRET_ROTATION_DAYS", "value": "30"}`,
		`java.naming.security.authentication=simple`,
		`java.naming.security.principal=cn=admin,dc=acme,dc=io`,
		`java.naming.security.credentials=${LDAP_PASSWORD}`,
		`env.put(Context.SECURITY_CREDENTIALS, password);`,
		`"bindCredential": ["**********"],`,
		`"bindCredential": [],`,
		`"credentials": ["password", "otp"]`,
		`"secret": [true]`,
		`"passwordPolicy": ["length(12)", "notUsername"]`,
		`"requiredCredentials": ["password"]`,
		`"password": [12, 24]`,
		"active_record_encryption:\n  support_unencrypted_data: true",
		"active_record_encryption:\n  primary_key: <%= ENV['AR_PRIMARY_KEY'] %>",
		"encryption:\n  key_length: 256",
		"encryption:\n  key_derivation: pbkdf2-sha256",
		"secrets:\n  signing_key_rotation: 30d",
		"vault:\n  unseal_keys: 5",
		"database:\n  primary_key: id_uuid_v7_default",
		`<password>{{ jenkins_admin_password }}</password>`,
		`<password>{AQAAAB...}</password>`,
		`<secretLength>32</secretLength>`,
		`<passwordPolicy>{minLength: 12}</passwordPolicy>`,
		`<hudson.util.Secret>true</hudson.util.Secret>`,
		`cosmos: {endpoint: 'https://orchestra-db.documents.azure.com:443/', key: 'partitionKey'}`,
		`cosmos: {endpoint: 'https://orchestra-db.documents.azure.com:443/', keyVersion: 2}`,
		`new CosmosClient({ endpoint, key: process.env.COSMOS_KEY })`,
		`ldap.bindCredential.length = 16`,
		`"bindCredential": ["${vault.ldap_bind}"],`,
		`"spring.mail.password": {"value": "24 bytes"}`,
	})
}
