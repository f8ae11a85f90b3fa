package trace

import "testing"

// TestRedactRound98: the Slavic instrumental "with the password" in a
// log sentence (fresh296's s296-100), in other languages and words than
// the table's, beside sentences where the word names no value.
func TestRedactRound98(t *testing.T) {
	checkRedactions(t, []redactProbe{
		{"Urednica se je prijavila z geslom Qm7vTz2Rk9Lp.", "Qm7vTz2Rk9Lp"},
		{"Uživatel se přihlásil heslem Wd4nXb8Kq2Ts.", "Wd4nXb8Kq2Ts"},
		{"Používateľ sa prihlásil heslom Hr6pYc3Lm8Vz.", "Hr6pYc3Lm8Vz"},
		{"Użytkownik zalogował się hasłem Jk2sNv7Qw4Bx.", "Jk2sNv7Qw4Bx"},
		{"Korisnik se prijavio lozinkom Pt9fGm4Zx6Rc.", "Pt9fGm4Zx6Rc"},
	}, []string{
		"Uporabnik se je prijavil z geslom iz upravitelja gesel.",
		"Prijava z geslom ni uspela.",
		"Uživatel se přihlásil heslem z karty.",
	})
}
