package trace

import (
	"strings"
	"testing"
)

// TestRedactConnectionsAndFlags: secrets in connection strings (the value
// runs to ';', ODBC braces), a token as a URL's whole userinfo, presigned
// URL signatures, and password arguments of commands whose -p or -u
// carries one. Each secret is gone and its marker is in place.
func TestRedactConnectionsAndFlags(t *testing.T) {
	for _, tc := range []struct{ in, secret, kind string }{
		{`Data Source=sql01;Initial Catalog=crm;User Id=svc;Password=Ab&9!xQ2 z;Pooling=true`, `Ab&9!xQ2 z`, "password"},
		{`DRIVER={PostgreSQL Unicode};SERVER=pg;UID=etl;PWD={Pk;7}}mw2};`, `Pk;7}}mw2`, "password"},
		{`jdbc:mysql://db:3306/shop?useSSL=true&password=Wq7^pL0c`, `Wq7^pL0c`, "password"},
		{`dsn: "https://9c1f03ab77de4f2b8a61c0d5e7f93b12@o12345.ingest.example.io/77"`, `9c1f03ab77de4f2b8a61c0d5e7f93b12`, "url-password"},
		{`GET /obj?X-Amz-Date=20240101T000000Z&X-Amz-Signature=0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9`, `0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9`, "url-signature"},
		{`mysqldump -h db -u backup -pQ9v!mZ2r shop > shop.sql`, `Q9v!mZ2r`, "password"},
		{`mariadb -u root -p"Lk3 88!w" -e 'select 1'`, `Lk3 88!w`, "password"},
		{`sshpass -p Zr8qLm2w scp a.tgz ops@10.0.0.5:/srv`, `Zr8qLm2w`, "password"},
		{`podman login -u bot -p Hy7rQw2z quay.example.org`, `Hy7rQw2z`, "password"},
		{`curl --user ci:Mv4!kd9Q https://nexus.example.org/repo`, `Mv4!kd9Q`, "password"},
	} {
		out, fs := Redact(tc.in)
		if strings.Contains(out, tc.secret) || !strings.Contains(out, Marker(tc.kind)) || len(fs) == 0 {
			t.Errorf("%s\n  got %s (want %s)", tc.in, out, Marker(tc.kind))
		}
	}
}

// TestRedactConnectionLookAlikes: the same shapes holding no secret stay
// byte-identical: references, ODBC slots, ports after psql/docker run, a
// prompting -p, a user without a password, a short userinfo.
func TestRedactConnectionLookAlikes(t *testing.T) {
	for _, in := range []string{
		`Server=db;Database=app;Password=${DB_PASS};`,
		`Server=db;Database=app;Pwd={DB_PASSWORD};`,
		`Server=db;Database=app;Integrated Security=SSPI;`,
		`Server=db;Password=;Database=app`,
		`psql -h db -p 5432 -U app app`,
		`docker run -p 8080:80 --rm nginx`,
		`mysql -u root -p shop`,
		`curl -u "$CI_USER:$CI_PASS" https://x.example.org`,
		`curl -u admin https://x.example.org`,
		`https://deploy@git.example.org/team/repo.git`,
		`https://storage.example.org/b?X-Amz-Credential=AKIDEXAMPLE%2F20240101`,
	} {
		if out, _ := Redact(in); out != in {
			t.Errorf("altered: %s\n       -> %s", in, out)
		}
	}
}
