package safety

// Round 26: the verbs that change a file or a setting (actionEditVerbs in
// actions.go), for every language with an action lexicon. The
// quiet-tampering rule needs three parts in one statement: a place that
// runs or steers the agent later (tamperTargets), one of these verbs, and
// a word of secrecy; these lists give the middle part.
//
// Per language: the imperatives (informal and formal, singular and
// plural) and the infinitive of change, edit, modify, add (to), append,
// insert, write (into), overwrite, replace, rewrite, disable, turn off,
// install, set, configure, remove and delete. Verbs that only inspect
// (check, verify, look, read, open, run) are not here: a statement that
// only looks at a file in secret tampers with nothing.
//
// All languages are pooled and matched at the start of a word of every
// text (anywhere in Chinese, Japanese and Thai), so an entry must not
// start an English word or an ordinary word of another language in a
// harmless sense. Where the bare verb would, the entry is a longer form or
// a phrase:
//   - Romance forms that start English words are left out: "modifica"
//     (modification; Italian and Spanish "modifica" only with its adverb
//     of secrecy, "modifica in silenzio", "modifica en secreto"), "configura" (configuration), "elimina" (eliminate),
//     "edita"/"edite" (editable, edited), "altera" (alteration), Italian
//     "installa" and French "installe" (installation, installed), and
//     Danish/Norwegian "installer" (an English word);
//   - a stem that starts the noun "settings" or "changes" is given only in
//     forms the noun does not share: Czech "nastavte" not "nastav"
//     (nastavení), Polish "ustawcie" not "ustaw" (ustawienia), Russian and
//     Ukrainian "настройте"/"налаштуйте" not "настрой" (настройки),
//     Ukrainian "змініть" not "зміни" (changes), no Slovenian "nastavi"
//     (nastavitve), Chinese "设置为" not "设置", Vietnamese "cài đặt" and
//     Thai "ตั้งค่า" (both also the noun) are left out;
//   - a verb that is also a common word elsewhere is given with its
//     object or adverb: Finnish "lisää" (also "more") and "muuta" (also
//     "other"), Estonian "lisa" ("lisaks", in addition), Vietnamese "thêm"
//     ("kiểm tra thêm", check further), Dutch "pas ... aan" (pas alone
//     starts "past", "password"), Hebrew "שנה" (also "year"), Arabic "غيّر"
//     only with its shadda ("غير", not) and "عدّل" ("عدل", justice),
//     Swahili "zimisha" not "zima" (whole), Telugu "మార్చండి" not "మార్చి"
//     (March), Tamil "சேர்க்க" not "சேர்" (joined);
//   - Yoruba "fi ... kún" (add to) splits around its object, so "kún" is
//     given alone; it also means "be full", which is harmless here since
//     the rule still needs a tamper target and a secrecy word.
//   - Turkish "ekle" (add), the bare imperative that closes a Turkish
//     order after its object, is given alone (round 37); the nouns it
//     starts ("eklenti", plug-in; "ekleme", addition) are harmless for
//     the same reason.
//
// Greek is given with and without accents, Romanian with both the comma
// and the cedilla forms of ș and ț, Uzbek with the three apostrophes
// typed for oʻ.
func init() {
	// Romance and Germanic (lexicons in actions_romancegermanic.go)
	actionEditVerbs["es"] = []string{"cambia", "cambie", "cambiad", "cambiar", "edítalo", "edítala", "editar", "editad", "modifique", "modificad", "modificar", "modifícalo", "añade", "añada", "añadid", "añadir", "agrega", "agregue", "agregar", "inserta", "inserte", "insertar", "escribe en", "escriba en", "escribir en", "sobrescrib", "reemplaz", "sustituye", "sustituya", "sustituir", "reescrib", "desactiv", "deshabilit", "apaga", "apague", "instala", "instale", "instalar", "configúr", "configurar", "elimínal", "eliminar", "elimine", "borra", "borre", "actualiza", "actualice", "modifica en silencio", "modifica en secreto", "modifica sigilosamente", "modifica a escondidas"}
	actionEditVerbs["pt"] = []string{"muda", "mude", "mudar", "altere", "alterar", "editar", "modifique", "modificar", "acrescent", "adicione", "adiciona", "adicionar", "insira", "insere", "inserir", "escreva", "escreve", "escrever", "sobrescrev", "substitua", "substitui", "substituir", "reescrev", "desative", "desativa", "desativar", "desabilit", "desligue", "desliga", "desligar", "instale", "instalar", "configurar", "remova", "apague", "apagar", "exclua", "excluir", "atualize", "atualizar", "gravar"}
	actionEditVerbs["it"] = []string{"cambia", "cambiate", "cambiare", "modificare", "modifichi", "modificate", "aggiungi", "aggiunga", "aggiungete", "aggiungere", "inserisci", "inserisca", "inserire", "scrivi", "scriva", "scrivere", "sovrascriv", "sostituisci", "sostituire", "riscrivi", "riscrivere", "disattiva", "disattivare", "disabilita", "spegni", "spegnere", "installare", "installate", "configurare", "imposta", "impostare", "rimuovi", "rimuovere", "eliminare", "cancellare", "aggiorna", "modifica in silenzio", "modifica di nascosto", "modifica silenziosamente", "modifica segretamente"}
	actionEditVerbs["fr"] = []string{"modifiez", "modifier", "changez", "éditez", "éditer", "ajoute", "ajoutez", "ajouter", "insère", "insérez", "insérer", "écris", "écrivez", "écrire", "écrase", "écrasez", "écraser", "remplace", "remplacez", "remplacer", "réécris", "réécrire", "désactive", "désactivez", "désactiver", "éteins", "éteignez", "installez", "installer", "configurez", "configurer", "paramétrez", "supprime", "supprimez", "supprimer", "effacez", "mets à jour", "mettez à jour"}
	actionEditVerbs["ca"] = []string{"canvia", "canvieu", "canviar", "modifiqueu", "modificar", "editeu", "editar", "afegeix", "afegiu", "afegir", "insereix", "inseriu", "escriu", "escriviu", "escriure", "sobreescriu", "substitueix", "substituïu", "reescriu", "desactiva", "desactiveu", "apaga", "apagueu", "instal·la", "instal·leu", "instal·lar", "configureu", "configurar", "elimineu", "eliminar", "esborra", "esborreu", "actualitza"}
	actionEditVerbs["gl"] = []string{"cambia", "cambiade", "cambiar", "modificade", "modificar", "editade", "editar", "engade", "engadide", "engadir", "insire", "inserir", "escribe", "escribir", "sobrescribe", "substitúe", "substituír", "reescribe", "desactiva", "apaga", "instala", "instalar", "configurar", "eliminar", "borra", "actualiza"}
	actionEditVerbs["de"] = []string{"ändere", "ändert", "ändern", "änder ", "bearbeite", "bearbeiten", "modifiziere", "modifizieren", "ergänze", "ergänzt", "ergänzen", "füge", "fügen sie", "hinzufügen", "schreibe", "schreib", "schreiben sie", "überschreib", "ersetze", "ersetzen", "deaktiviere", "deaktivieren", "schalte", "abschalten", "ausschalten", "installiere", "installieren", "konfiguriere", "konfigurieren", "lösche", "löschen", "entferne", "entfernen", "aktualisiere", "aktualisieren", "einfügen", "einfüge", "eintragen", "trage ", "anhängen", "hänge "}
	actionEditVerbs["nl"] = []string{"wijzig", "verander", "bewerk", "pas de", "pas het", "pas dit", "pas stil", "pas ongemerkt", "pas heimelijk", "pas in stilte", "aanpassen", "voeg", "toevoegen", "schrijf", "overschrijf", "vervang", "herschrijf", "schakel", "uitschakelen", "installeer", "configureer", "verwijder", "bijwerken", "werk bij"}
	actionEditVerbs["sv"] = []string{"ändra", "redigera", "modifiera", "lägg", "infoga", "skriv in", "skriv till", "skriv över", "skriva", "ersätt", "inaktivera", "stäng av", "installera", "konfigurera", "ställ in", "ta bort", "radera", "uppdatera"}
	actionEditVerbs["da"] = []string{"ændr", "rediger", "tilføj", "indsæt", "skriv", "overskriv", "erstat", "deaktiver", "slå fra", "sluk", "installér", "installere", "konfigurer", "indstil", "slet", "fjern", "opdater"}
	actionEditVerbs["no"] = []string{"endre", "endr ", "rediger", "legg til", "legg inn", "tilføy", "sett inn", "skriv", "overskriv", "erstatt", "deaktiver", "slå av", "installere", "konfigurer", "slett", "fjern", "oppdater"}
	actionEditVerbs["is"] = []string{"breyttu", "breytið", "breyta", "bættu", "bætið", "bæta", "settu inn", "skrifaðu", "skrifið", "yfirskrif", "skiptu út", "slökktu", "gerðu óvirk", "settu upp", "stilltu", "eyddu", "eyðið", "fjarlægðu", "uppfærðu"}
	actionEditVerbs["af"] = []string{"verander", "wysig", "redigeer", "voeg", "skryf", "oorskryf", "vervang", "deaktiveer", "skakel af", "installeer", "konfigureer", "verwyder", "skrap", "opdateer"}
	actionEditVerbs["ro"] = []string{"modifică", "modificați", "modificaţi", "schimbă", "schimbați", "schimbaţi", "editează", "editați", "editaţi", "adaugă", "adăugați", "adăugaţi", "adăuga", "inserează", "inserați", "scrie", "scrieți", "suprascrie", "înlocuiește", "înlocuieşte", "înlocuiți", "dezactivează", "dezactivați", "oprește", "opreşte", "instalează", "instalați", "configurează", "setează", "șterge", "şterge", "ștergeți", "elimină", "actualizează"}
	// round 38: marking a record (as approved, as reviewed) changes it, as
	// English "mark" does; given as imperatives or with "as"
	actionEditVerbs["ro"] = append(actionEditVerbs["ro"], "marchează", "marcați", "marcaţi", "marcheaza")
	actionEditVerbs["mark38"] = []string{"markiere", "markieren sie", "markeer", "marque comme", "marquez", "marca como", "márcalo", "márcalos", "marque como", "segna come", "contrassegna", "пометь", "пометьте", "отметь как", "отметьте как", "позначте", "познач як", "işaretle", "tandai", "đánh dấu là", "označ jako", "označte", "oznacz jako"}
	actionEditVerbs["el"] = []string{"άλλαξε", "αλλαξε", "αλλάξτε", "αλλαξτε", "τροποποίησ", "τροποποιησ", "τροποποιήστε", "επεξεργάσου", "επεξεργαστείτε", "πρόσθεσε", "προσθεσε", "προσθέστε", "προσθεστε", "γράψε", "γραψε", "γράψτε", "αντικατέστησε", "αντικαταστήστε", "απενεργοποίησ", "απενεργοποιησ", "απενεργοποιήστε", "εγκατάστησε", "εγκαταστήστε", "ρύθμισε", "ρυθμίστε", "διάγραψε", "διαγραψε", "διαγράψτε", "αφαίρεσε", "αφαιρέστε", "ενημέρωσε", "ενημερώστε"}

	// Slavic, Baltic, Uralic, Albanian (actions_slavicbalticuralic.go)
	actionEditVerbs["cs"] = []string{"změň", "změňte", "změnit", "uprav", "upravte", "upravit", "přidej", "přidejte", "přidat", "připiš", "připište", "dopiš", "dopište", "zapiš", "zapište", "vlož", "vložte", "vložit", "přepiš", "přepište", "nahraď", "nahraďte", "vypni", "vypněte", "vypnout", "deaktivuj", "nainstaluj", "nastavte", "nastavit", "nakonfiguruj", "odstraň", "odstraňte", "smaž", "smažte", "aktualizuj"}
	actionEditVerbs["sk"] = []string{"zmeň", "zmeňte", "zmeniť", "uprav", "upravte", "upraviť", "pridaj", "pridajte", "pridať", "dopíš", "dopíšte", "zapíš", "zapíšte", "vlož", "vložte", "prepíš", "prepíšte", "nahraď", "nahraďte", "vypni", "vypnite", "deaktivuj", "nainštaluj", "nastavte", "nastaviť", "nakonfiguruj", "odstráň", "vymaž", "aktualizuj"}
	actionEditVerbs["pl"] = []string{"zmień", "zmieńcie", "zmienić", "edytuj", "edytować", "zmodyfikuj", "modyfikuj", "dodaj", "dodajcie", "dodać", "dopisz", "dopiszcie", "dopisać", "wpisz", "wstaw", "nadpisz", "zastąp", "podmień", "wyłącz", "wyłączyć", "zainstaluj", "ustawcie", "ustawić", "skonfiguruj", "usuń", "usunąć", "zaktualizuj"}
	actionEditVerbs["ru"] = []string{"измени", "измените", "изменить", "отредактируй", "редактируй", "отредактировать", "модифицируй", "добавь", "добавьте", "добавить", "допиши", "допишите", "дописать", "запиши", "запишите", "вставь", "вставьте", "перезапиши", "замени", "замените", "заменить", "перепиши", "отключи", "отключите", "отключить", "выключи", "установи", "установите", "установить", "настройте", "настроить", "удали", "удалите", "удалить", "обнови", "обновите"}
	actionEditVerbs["uk"] = []string{"змініть", "змінити", "зміни файл", "відредагуй", "редагуй", "додай", "додайте", "додати", "допиши", "допишіть", "запиши", "запишіть", "вставте", "вставити", "встав у", "перезапиши", "заміни", "замініть", "вимкни", "вимкніть", "встанови", "встановіть", "налаштуйте", "налаштувати", "видали", "видаліть", "онови", "оновіть"}
	actionEditVerbs["be"] = []string{"змяні", "змяніце", "змяніць", "адрэдагуй", "рэдагуй", "дадай", "дадайце", "дадаць", "дапішы", "дапішыце", "запішы", "устаў", "устаўце", "перапішы", "замяні", "адключы", "выключы", "усталюй", "выдалі", "абнаві"}
	actionEditVerbs["sr"] = []string{"izmeni", "izmenite", "izmijeni", "promenite", "promeni fajl", "promeni datotek", "promeni podešavanj", "promijeni", "dodaj", "dodajte", "dodati", "dopiši", "upiši", "ubaci", "prepiši", "zameni", "zamijeni", "isključi", "instaliraj", "podesi", "obriši", "izbriši", "ukloni", "ažuriraj", "uredi",
		"измени", "измените", "промените", "промени фајл", "промени датотек", "додај", "додајте", "допиши", "упиши", "убаци", "препиши", "замени", "искључи", "инсталирај", "подеси", "обриши", "избриши", "уклони", "ажурирај", "уреди"}
	actionEditVerbs["hr"] = []string{"izmijeni", "promijeni", "dodaj", "dodajte", "dopiši", "upiši", "umetni", "prepiši", "zamijeni", "isključi", "instaliraj", "podesi", "konfiguriraj", "obriši", "izbriši", "ukloni", "ažuriraj", "uredi"}
	actionEditVerbs["sl"] = []string{"spremeni", "spremenite", "uredi", "dodaj", "dodajte", "dopiši", "vpiši", "vstavi", "prepiši", "zamenjaj", "izklopi", "onemogoči", "namesti", "izbriši", "odstrani", "posodobi"}
	actionEditVerbs["mk"] = []string{"измени", "променете", "промени ја", "промени го", "промени датотек", "додај", "додадете", "допиши", "впиши", "вметни", "препиши", "замени", "исклучи", "инсталирај", "избриши", "отстрани", "ажурирај", "уреди"}
	actionEditVerbs["bg"] = []string{"променете", "промени файла", "промени го", "промени я", "редактирай", "редактирайте", "добави", "добавете", "допиши", "запиши", "вмъкни", "презапиши", "замени", "заменете", "изключи", "изключете", "инсталирай", "изтрий", "изтрийте", "премахни", "обнови"}
	actionEditVerbs["lt"] = []string{"pakeisk", "pakeiskite", "pakeisti", "redaguok", "pridėk", "pridėkite", "pridėti", "įrašyk", "įrašykite", "įterpk", "perrašyk", "išjunk", "išjunkite", "įdiek", "įdiekite", "nustatyk", "sukonfigūruok", "ištrink", "pašalink", "atnaujink"}
	actionEditVerbs["lv"] = []string{"maini", "mainiet", "mainīt", "rediģē", "pievieno", "pievienojiet", "pievienot", "ieraksti", "ierakstiet", "ievieto", "pārraksti", "aizstāj", "izslēdz", "atspējo", "instalē", "uzstādi", "iestati", "izdzēs", "dzēs", "noņem", "atjaunini"}
	actionEditVerbs["et"] = []string{"muuda faili", "muuda seda", "muuda rida", "muuda vaikselt", "muuda salaja", "muutke", "redigeeri", "lisa rida", "lisa see", "lisa uus", "lisa kirje", "lisa faili", "lisa vaikselt", "lisa salaja", "lisage", "lisada", "kirjuta", "sisesta", "asenda", "lülita välja", "keelake", "paigalda", "installi", "seadista", "kustuta", "eemalda", "uuenda"}
	actionEditVerbs["hu"] = []string{"módosítsd", "módosítsa", "módosítani", "változtasd", "változtassa", "szerkeszd", "szerkessze", "írd át", "írja át", "írj egy", "írjon egy", "írd be", "írja be", "írd bele", "add hozzá", "adja hozzá", "adj hozzá", "hozzáad", "illeszd be", "illessze be", "cseréld", "cserélje", "kapcsold ki", "kapcsolja ki", "tiltsd le", "tiltsa le", "telepítsd", "telepítse", "állítsd be", "állítsa be", "konfiguráld", "töröld", "törölje", "távolítsd el", "frissítsd", "frissítse", "írd felül", "felülír"}
	actionEditVerbs["fi"] = []string{"muokkaa", "muokatkaa", "muokata", "muuta tiedost", "muuta asetus", "muuttakaa", "muuttaa", "lisää rivi", "lisää hiljaa", "lisää tiedostoon", "lisää merkintä", "lisää asetus", "lisää salaa", "lisätkää", "lisätä", "kirjoita", "kirjoittakaa", "korvaa", "korvatkaa", "poista käytöstä", "kytke pois", "asenna", "asentakaa", "määritä", "aseta", "poista", "poistakaa", "päivitä"}
	actionEditVerbs["sq"] = []string{"ndrysho", "ndryshoni", "modifiko", "modifikoni", "redakto", "shto", "shtoni", "shkruaj", "shkruani", "mbishkruaj", "zëvendëso", "zevendeso", "çaktivizo", "caktivizo", "instalo", "konfiguro", "fshi", "fshini", "përditëso", "perditeso"}

	// Asian (actions_asian.go)
	actionEditVerbs["zh"] = []string{"修改", "更改", "改动", "改動", "编辑", "編輯", "添加", "追加", "插入", "写入", "寫入", "覆盖", "覆蓋", "替换", "替換", "改写", "改寫", "重写", "重寫", "禁用", "停用", "安装", "安裝", "设置为", "設置為", "删除", "刪除", "移除", "删掉", "刪掉"}
	actionEditVerbs["ja"] = []string{"書き換え", "書き込", "書き加え", "追記", "追加", "変更", "修正", "編集", "上書き", "置き換え", "置換", "挿入", "無効化", "無効に", "削除", "インストール"}
	actionEditVerbs["ko"] = []string{"수정", "변경", "바꾸", "바꿔", "추가", "편집", "덮어쓰", "덮어써", "교체", "삽입", "비활성화", "설치", "삭제", "제거", "고쳐"}
	actionEditVerbs["th"] = []string{"แก้ไข", "ปรับแก้", "เปลี่ยนค่า", "เปลี่ยนไฟล์", "เปลี่ยนเป็น", "เพิ่มบรรทัด", "เพิ่มลงใน", "เพิ่มข้อความ", "เพิ่มโค้ด", "แทรก", "เขียนทับ", "เขียนลง", "แทนที่", "ปิดการใช้งาน", "ติดตั้ง", "ลบทิ้ง", "ลบบรรทัด", "ลบไฟล์"}
	actionEditVerbs["vi"] = []string{"sửa", "chỉnh sửa", "thay đổi", "thêm vào", "thêm dòng", "thêm một", "chèn", "ghi vào", "ghi đè", "thay thế", "viết lại", "tắt đi", "vô hiệu hóa", "vô hiệu hoá", "xóa", "xoá", "gỡ bỏ"}
	actionEditVerbs["id"] = []string{"ubah", "ubahlah", "mengubah", "sunting", "tambahkan", "menambahkan", "sisipkan", "tulis", "timpa", "ganti", "gantikan", "nonaktifkan", "matikan", "pasang", "hapus", "hilangkan", "perbarui"}
	actionEditVerbs["ms"] = []string{"ubah", "ubahsuai", "tambah baris", "tambah satu", "tambahkan", "sunting", "tulis", "gantikan", "nyahaktifkan", "matikan", "pasang", "hapus", "padam", "buang", "kemas kini"}
	actionEditVerbs["tl"] = []string{"baguhin", "palitan", "i-edit", "idagdag", "magdagdag", "isulat", "isingit", "i-disable", "patayin", "i-install", "burahin", "tanggalin", "alisin", "i-update"}
	actionEditVerbs["hi"] = []string{"जोड़", "जोड़ें", "बदलें", "बदल दें", "बदल दो", "बदलो", "संशोधित", "संपादित", "लिखें", "लिख दें", "हटा", "मिटा", "इंस्टॉल", "अक्षम", "बंद कर", "सेट कर"}
	actionEditVerbs["bn"] = []string{"বদলে দিন", "বদলান", "বদলাও", "পরিবর্তন কর", "যোগ কর", "যোগ করুন", "সম্পাদনা", "লিখ", "মুছে", "সরিয়ে", "ইনস্টল", "নিষ্ক্রিয়", "বন্ধ কর"}
	actionEditVerbs["mr"] = []string{"जोडा", "बदला", "बदलून टाका", "संपादित", "लिहा", "काढून टाका", "हटवा", "इन्स्टॉल", "इंस्टॉल", "अक्षम", "बंद करा"}
	actionEditVerbs["te"] = []string{"మార్చండి", "మార్చు", "మార్చడం", "మార్పు చేయ", "జోడించ", "చేర్చ", "సవరించ", "తొలగించ", "రాయండి", "వ్రాయండి", "ఇన్‌స్టాల్", "ఇన్స్టాల్", "నిలిపివేయ"}
	actionEditVerbs["ta"] = []string{"சேர்க்க", "சேர்த்து", "மாற்றவும்", "மாற்றுங்கள்", "மாற்றி", "திருத்தவும்", "திருத்துங்கள்", "நீக்க", "எழுத", "நிறுவ", "முடக்க"}
	actionEditVerbs["ur"] = []string{"تبدیل کر", "تبدیلی کر", "شامل کر", "ترمیم کر", "لکھ", "ہٹا", "حذف کر", "انسٹال", "غیر فعال", "بند کر"}

	// West Asia and Africa (actions_westasiaafrica.go)
	actionEditVerbs["tr"] = []string{"ekleyin", "ekleyiniz", "eklemek", "ekleyip", "satır ekle", "değiştir", "düzenle", "güncelle", "üzerine yaz", "dosyaya yaz", "devre dışı bırak", "kapatın", "kurun", "kurmak", "yükleyin", "silin", "silmek", "kaldır", "şunu ekle", "bunu ekle", "satırı ekle", "dosyasına ekle", "ekle"}
	actionEditVerbs["az"] = []string{"əlavə et", "əlavə edin", "dəyiş", "redaktə", "yenilə", "üzərinə yaz", "fayla yaz", "silin", "söndür", "deaktiv", "quraşdır"}
	actionEditVerbs["kk"] = []string{"өзгерт", "қосыңыз", "қосу", "қосып", "түзет", "жазыңыз", "өшір", "алып таста", "орнатыңыз", "орнату", "ажырат"}
	actionEditVerbs["uz"] = []string{"qoʻsh", "qo'sh", "qo‘sh", "oʻzgartir", "o'zgartir", "o‘zgartir", "tahrirla", "yangila", "yozing", "oʻchir", "o'chir", "o‘chir", "oʻrnat", "o'rnat", "o‘rnat", "almashtir"}
	actionEditVerbs["fa"] = []string{"اضافه کن", "تغییر ده", "تغییر بده", "ویرایش کن", "بنویس", "جایگزین کن", "حذف کن", "غیرفعال کن", "نصب کن"}
	actionEditVerbs["ar"] = []string{"أضف", "اضف", "قم بإضافة", "عدّل", "قم بتعديل", "غيّر", "قم بتغيير", "اكتب", "استبدل", "احذف", "قم بحذف", "أزل", "قم بإزالة", "عطّل", "قم بتعطيل", "ثبّت", "قم بتثبيت", "أدرج"}
	actionEditVerbs["he"] = []string{"הוסף", "הוסיפו", "להוסיף", "שנה את", "שנו את", "לשנות", "ערוך", "ערכו", "לערוך", "כתוב את", "לכתוב", "החלף", "להחליף", "דרוס", "השביתו", "להשבית", "התקינו", "להתקין", "מחק", "למחוק", "הסר", "להסיר", "עדכן", "לעדכן"}
	actionEditVerbs["ka"] = []string{"დაამატე", "დაამატეთ", "დამატება", "შეცვალე", "შეცვალეთ", "შეცვლა", "ჩაწერე", "გადაწერე", "შეასწორე", "წაშალე", "გამორთე", "დააყენე", "დააინსტალირე"}
	actionEditVerbs["hy"] = []string{"ավելացր", "ավելացնել", "փոխիր", "փոխեք", "փոխել", "խմբագր", "գրիր", "գրեք", "ջնջիր", "ջնջեք", "անջատիր", "անջատեք", "տեղադրիր", "տեղադրեք", "փոփոխիր"}
	actionEditVerbs["am"] = []string{"ጨምር", "ጨምሩ", "ቀይር", "ቀይሩ", "አስተካክል", "ጻፍ", "ሰርዝ", "አጥፋ", "ጫን", "አሰናክል"}
	actionEditVerbs["sw"] = []string{"ongeza", "badilisha", "hariri", "andika", "futa", "zimisha", "sakinisha", "sasisha", "rekebisha", "ingiza"}
	actionEditVerbs["yo"] = []string{"kún", "ṣàfikún", "yí padà", "yípadà", "ṣàtúnṣe", "pààrọ̀", "pa rẹ́"}
	actionEditVerbs["ha"] = []string{"ƙara", "canza", "gyara", "rubuta", "goge", "kashe", "shigar", "sauya", "maye gurbin"}
	actionEditVerbs["zu"] = []string{"engeza", "shintsha", "hlela", "bhala", "susa", "cisha", "faka", "buyekeza", "guqula"}
}
