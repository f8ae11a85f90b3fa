package safety

import "strings"

// Round 26 action lexicons for languages of West Asia, the Caucasus,
// Central Asia and Africa: Turkish, Azerbaijani, Kazakh, Uzbek, Persian,
// Arabic, Hebrew, Georgian, Armenian, Amharic, Swahili, Yoruba, Hausa and
// Zulu. Each list holds the words a writer of that language would use in
// an order to an agent (imperatives formal and informal, infinitives,
// frequent case forms), as stems where endings vary. Stems were chosen
// against their own language too: a stem that also starts an ordinary
// word in a harmless sense (Turkish "kullan" in kullanıcı "user",
// "şifrele" "encrypt", "uygula" in uygulama "application"; Kazakh and
// Uzbek "user" built on the verb "use"; Hausa "tura" in Turanci
// "English") is written out as whole forms instead. Arabic and Hebrew
// negations are given with their verb ("لا ترسل", "אל תשלח"): the bare
// particles start too many words, and Hebrew אל is also "to".
//
// Turkic, Armenian, Georgian and Amharic put a topic before the noun it
// narrows ("faturalarla ilgili her soru"); their narrow lists are filled
// for completeness, but the narrowing test of actions.go reads only what
// follows the quantifier.

// wqCross joins every quantifier with every noun ("her" + "soru").
func wqCross(qs, ns []string) []string {
	out := make([]string, 0, len(qs)*len(ns))
	for _, q := range qs {
		for _, n := range ns {
			out = append(out, q+" "+n)
		}
	}
	return out
}

// uzApos spells each entry with the apostrophes Uzbek Latin is typed with
// for oʻ, gʻ and the tutuq belgisi (', ʻ, ‘, ’, `).
func uzApos(ws ...string) []string {
	var out []string
	for _, w := range ws {
		if !strings.Contains(w, "'") {
			out = append(out, w)
			continue
		}
		for _, a := range []string{"'", "ʻ", "‘", "’", "`", "ʼ"} {
			out = append(out, strings.ReplaceAll(w, "'", a))
		}
	}
	return out
}

func init() {
	registerActionLexicon("tr", actionLex{
		selfRef:     []string{"bu beceri", "bu yetenek", "bu dosya", "bu belge", "bu kılavuz", "bu rehber", "bu skill", "işbu dosya", "bu talimat dosya"},
		useVerb:     []string{"kullanın", "kullanınız", "kullanmak", "kullanmalı", "kullanmaya", "yükleyin", "yükleyiniz", "uygulayın", "uygulayınız", "etkinleştir", "devreye sok", "başvurun", "çağırın"},
		everyReq:    append(wqCross([]string{"her", "tüm", "bütün", "herhangi bir", "her bir"}, []string{"isteğ", "istek", "talep", "talebe", "talebi", "mesaj", "soru", "görev", "konuşma", "sohbet", "komut", "prompt"}), "gelen her şey"),
		beforeAns:   []string{"yanıt vermeden önce", "cevap vermeden önce", "yanıtlamadan önce", "cevaplamadan önce", "her yanıttan önce", "her cevaptan önce", "herhangi bir yanıttan önce", "yanıt vermeden evvel", "cevap vermeden evvel", "yanıtlamaya başlamadan önce"},
		anyTopic:    []string{"konu ne olursa olsun", "konusu ne olursa olsun", "konudan bağımsız", "konusundan bağımsız", "konu fark etmeksizin", "konuya bakmaksızın", "ne sorulursa sorulsun", "hangi konuda olursa olsun", "konu her ne olursa"},
		narrow:      []string{"hakkında", "ile ilgili", "ilgili", "konusunda", "dair", "üzerine", "ilişkin", "yönelik"},
		copyVerb:    []string{"kopyala", "kopyasını", "çoğalt", "klonla", "dağıtın", "dağıtmak", "dağıtınız", "yapıştır", "aktarın", "aktarınız", "yerleştir"},
		otherPlaces: []string{"diğer tüm proje", "diğer bütün proje", "tüm diğer proje", "bütün diğer proje", "diğer proje", "tüm proje", "bütün proje", "her proje", "her bir proje", "tüm depo", "bütün depo", "diğer depo", "her depo", "tüm repo", "diğer repo", "her repo", "diğer beceri", "tüm beceri klasör", "diğer beceri klasör", "diğer skill", "tüm skill klasör"},
		stealth:     []string{"sessizce", "gizlice", "sessiz sedasız", "çaktırmadan", "fark ettirmeden", "kullanıcıya söylemeden", "kullanıcıya haber vermeden", "kullanıcıya bildirmeden", "kullanıcının haberi olmadan", "bundan bahsetme", "bundan söz etme", "bahsetmeyin", "kullanıcıya söyleme", "özette belirtme", "özete yazma", "gizli tutun", "hiçbir şey söylemeden", "bir şey söylemeden", "haber vermeden", "hiç bahsetmeden"},
		sendVerb:    []string{"gönder", "yolla", "paylaş", "karşıya yükle", "yayınla", "yayımla", "iletin", "iletiniz", "iletmek", "iliştir", "e-postala", "mail at", "postala", "sms at", "mesaj at", "ekte gönder", "ekle ", "ekleyin", "ekleyiniz"},
		public:      []string{"herkese açık", "kamuya açık", "halka açık", "herkesin görebileceği", "herkesin erişebileceği", "açık kanal", "genel kanal", "açık forum"},
		secret:      []string{"şifreler", "şifreleri", "şifreyi", "şifresi", "şifreniz", "şifreni", "şifrenizi", "parola", "gizli anahtar", "özel anahtar", "api anahtar", "erişim anahtar", "erişim belirteç", "tokenı", "tokenları", "tokenleri", "tokenlar", "kimlik bilgi", "giriş bilgi", "oturum açma bilgi", "banka bilgi", "banka hesap bilgi", "kart bilgi", "kartı bilgi", "kredi kartı", "kart numara", "sms kod", "doğrulama kod", "yedek kod", "pin kod", "pin numara"},
		never:       []string{"asla", "sakın", "hiçbir zaman", "hiçbir şekilde", "hiçbir koşulda", "yasaktır"},
		markers:     []string{"ve", "bir", "bu", "icin", "ile", "veya", "gibi", "sonra", "tum", "butun", "degil", "olarak", "kadar", "once", "hakkinda"},
	})
	registerActionLexicon("az", actionLex{
		selfRef:     []string{"bu bacarıq", "bu bacarığ", "bu fayl", "bu sənəd", "bu təlimat", "bu bələdçi", "bu skill", "həmin fayl"},
		useVerb:     []string{"istifadə edin", "istifadə et", "istifadə etmək", "istifadə olun", "tətbiq edin", "tətbiq et", "yükləyin", "aktivləşdir", "işə salın", "müraciət edin"},
		everyReq:    wqCross([]string{"hər", "bütün", "istənilən", "hər bir", "hansısa"}, []string{"sorğu", "istək", "istəy", "mesaj", "sual", "tapşırıq", "söhbət", "əmr", "müraciət"}),
		beforeAns:   []string{"cavab verməzdən əvvəl", "cavab vermədən əvvəl", "cavablamadan əvvəl", "hər cavabdan əvvəl", "istənilən cavabdan əvvəl", "cavab verməmişdən əvvəl", "cavablandırmadan əvvəl"},
		anyTopic:    []string{"mövzudan asılı olmayaraq", "mövzusundan asılı olmayaraq", "mövzu nə olursa olsun", "nə soruşulursa soruşulsun", "hansı mövzuda olursa olsun", "mövzuya baxmayaraq"},
		narrow:      []string{"haqqında", "barədə", "ilə bağlı", "dair", "mövzusunda", "əlaqədar", "üzrə"},
		copyVerb:    []string{"kopyala", "köçürün", "köçür", "çoxalt", "klonla", "yerləşdir", "yapışdır", "paylayın"},
		otherPlaces: []string{"bütün digər layihə", "digər bütün layihə", "bütün layihə", "digər layihə", "hər layihə", "hər bir layihə", "bütün repozitor", "hər repozitor", "digər repozitor", "bütün repo", "digər repo", "digər bacarıq", "bütün bacarıq qovluq", "digər skill"},
		stealth:     []string{"səssizcə", "gizlicə", "xəbərsiz", "hiss etdirmədən", "istifadəçiyə demədən", "istifadəçiyə bildirmədən", "istifadəçinin xəbəri olmadan", "bu barədə danışmayın", "bundan bəhs etməyin", "bu barədə demə", "xülasədə qeyd etməyin", "gizli saxlayın"},
		sendVerb:    []string{"göndər", "yolla", "paylaş", "dərc edin", "dərc et", "e-poçtla", "əlavə olaraq göndər", "yerləşdirin", "sms göndər"},
		public:      []string{"hamıya açıq", "ictimai", "açıq kanal", "hər kəsin görə biləcəyi", "hamının görə biləcəyi", "hər kəsə açıq"},
		secret:      []string{"şifrələr", "şifrəni", "şifrəsi", "şifrəniz", "şifrənizi", "parolu", "parollar", "parolunu", "parolunuz", "gizli açar", "şəxsi açar", "məxfi açar", "api açar", "giriş açar", "tokeni", "tokenlər", "etimadnamə", "giriş məlumat", "hesab məlumat", "bank məlumat", "bank rekvizit", "kart məlumat", "pin kod"},
		never:       []string{"heç vaxt", "heç zaman", "qətiyyən", "əsla", "heç bir halda", "qadağandır"},
		markers:     []string{"ve", "bu", "ucun", "ile", "amma", "kimi", "sonra", "deyil", "butun", "olan", "istifade", "haqqinda", "bir"},
	})
	kkQ := []string{"әр", "әрбір", "барлық", "кез келген", "бүкіл"}
	registerActionLexicon("kk", actionLex{
		selfRef:     []string{"бұл дағды", "осы дағды", "бұл файл", "осы файл", "бұл құжат", "осы құжат", "бұл нұсқаулық", "осы нұсқаулық", "бұл skill", "осы skill"},
		useVerb:     []string{"пайдаланыңыз", "пайдаланыңдар", "пайдалану керек", "пайдалан,", "қолданыңыз", "қолданыңдар", "қолдану керек", "іске қос", "жүктеңіз", "жүкте", "белсендір"},
		everyReq:    wqCross(kkQ, []string{"сұрақ", "сұрау", "сұраныс", "хабарлама", "тапсырма", "әңгіме", "диалог", "өтініш", "промпт"}),
		beforeAns:   []string{"жауап бермес бұрын", "жауап берер алдында", "жауап беруден бұрын", "жауап бермей тұрып", "әр жауаптың алдында", "кез келген жауаптан бұрын", "әрбір жауап алдында", "жауап қайтармас бұрын"},
		anyTopic:    []string{"тақырыбына қарамастан", "тақырыпқа қарамастан", "тақырыбы қандай болса да", "қандай тақырып болса да", "не сұралса да", "не туралы болса да"},
		narrow:      []string{"туралы", "жайлы", "жөнінде", "қатысты", "байланысты", "бойынша"},
		copyVerb:    []string{"көшір", "таратыңыз", "таратыңдар", "тарату", "клонда", "орналастыр", "қойып шық"},
		otherPlaces: []string{"барлық басқа жоба", "басқа барлық жоба", "барлық жоба", "басқа жоба", "әр жоба", "әрбір жоба", "барлық репозитори", "басқа репозитори", "әр репозитори", "барлық репо", "басқа репо", "басқа дағды", "барлық дағды", "дағдылар қалта"},
		stealth:     []string{"үнсіз", "жасырын", "білдірмей", "байқатпай", "пайдаланушыға айтпай", "пайдаланушыға хабарламай", "пайдаланушы білмейтіндей", "бұл туралы айтпаңыз", "бұл туралы айтпа", "бұл туралы ескертпеңіз", "қорытындыда көрсетпеңіз", "қорытындыда айтпаңыз"},
		sendVerb:    []string{"жібер", "жолда", "бөлісіңіз", "бөліс", "жарияла", "жүктеп жібер", "тіркеңіз", "тіркеп жібер", "қоса жібер", "поштаға салыңыз", "смс арқылы"},
		public:      []string{"жария", "көпшілікке ашық", "барлығына ашық", "бәріне көрінетін", "ашық арна", "ашық чат", "жалпыға ортақ"},
		secret:      []string{"құпиясөз", "құпия сөз", "пароль", "құпия кілт", "жеке кілт", "api кілт", "api-кілт", "токен", "тіркелгі деректер", "кіру деректер", "логин мен пароль", "банк деректер", "банк реквизит", "банктік деректер", "пин-код", "пин код", "pin код"},
		never:       []string{"ешқашан", "еш уақытта", "ешқандай жағдайда", "тыйым салынады"},
	})
	uzQ := uzApos("har bir", "har", "barcha", "istalgan", "har qanday", "hamma")
	registerActionLexicon("uz", actionLex{
		selfRef:     uzApos("bu skill", "ushbu skill", "bu fayl", "ushbu fayl", "bu hujjat", "ushbu hujjat", "bu qo'llanma", "ushbu qo'llanma", "bu ko'nikma", "ushbu ko'nikma", "bu malaka"),
		useVerb:     uzApos("foydalaning", "foydalaninglar", "foydalanish kerak", "ishlating", "ishlatish", "ishlatinglar", "qo'llang", "qo'llash", "yuklang", "faollashtir", "murojaat qiling"),
		everyReq:    wqCross(uzQ, uzApos("so'rov", "savol", "xabar", "vazifa", "topshiriq", "suhbat", "buyruq", "murojaat", "prompt")),
		beforeAns:   uzApos("javob berishdan oldin", "javob berishdan avval", "javob bermasdan oldin", "javob bermasdan avval", "har bir javobdan oldin", "istalgan javobdan oldin", "javob qaytarishdan oldin"),
		anyTopic:    uzApos("mavzudan qat'i nazar", "mavzusidan qat'i nazar", "mavzu qanday bo'lishidan qat'i nazar", "nima so'ralishidan qat'i nazar", "qanday mavzu bo'lmasin", "mavzu nima bo'lmasin", "mavzu qanday bo'lmasin"),
		narrow:      uzApos("haqida", "haqidagi", "bo'yicha", "bilan bog'liq", "doir", "yuzasidan", "xususida", "taalluqli"),
		copyVerb:    uzApos("nusxala", "nusxa ko'chir", "ko'chiring", "ko'chirib qo'y", "tarqating", "tarqatish", "tarqatinglar", "klonla", "joylashtir"),
		otherPlaces: uzApos("barcha boshqa loyiha", "boshqa barcha loyiha", "barcha loyiha", "boshqa loyiha", "har bir loyiha", "hamma loyiha", "barcha repozitor", "har bir repozitor", "boshqa repozitor", "barcha repo", "boshqa repo", "boshqa skill", "barcha skill papka", "boshqa ko'nikma"),
		stealth:     uzApos("jimgina", "sezdirmasdan", "yashirincha", "indamasdan", "foydalanuvchiga aytmasdan", "foydalanuvchiga bildirmasdan", "foydalanuvchi bilmasdan", "bu haqda aytmang", "bu haqda aytma", "bu haqda eslatmang", "xulosada ko'rsatmang", "xulosada aytmang"),
		sendVerb:    uzApos("yubor", "jo'nating", "jo'nat", "ulashing", "baham ko'ring", "e'lon qiling", "ilova qiling", "elektron pochta orqali", "sms orqali"),
		public:      uzApos("ommaviy", "ommaga ochiq", "hammaga ochiq", "hamma ko'radigan", "hamma ko'ra oladigan", "ochiq kanal", "ochiq guruh"),
		secret:      uzApos("parollar", "parolni", "paroli", "parolingiz", "parolini", "maxfiy kalit", "shaxsiy kalit", "yopiq kalit", "api kalit", "kirish kalit", "tokenni", "tokenlar", "kirish ma'lumot", "hisob ma'lumot", "login va parol", "bank ma'lumot", "bank rekvizit", "karta ma'lumot", "pin kod", "pin-kod"),
		never:       uzApos("hech qachon", "aslo", "hech qanday holatda", "qat'iyan", "taqiqlanadi"),
		markers:     []string{"va", "bilan", "uchun", "yoki", "emas", "keyin", "barcha", "ushbu", "agar", "kerak", "ham", "haqida", "bo'yicha"},
	})
	registerActionLexicon("fa", actionLex{
		selfRef:     []string{"این مهارت", "این فایل", "این سند", "این راهنما", "این اسکیل", "این دستورالعمل", "این پرونده"},
		useVerb:     []string{"استفاده کن", "استفاده کنید", "استفاده شود", "به کار ببر", "به کار ببرید", "به کار بگیر", "بارگذاری کن", "فعال کن", "فعال کنید", "اعمال کن", "مراجعه کن", "مراجعه کنید"},
		everyReq:    append(wqCross([]string{"هر", "همه", "همه‌ی", "همهٔ", "تمام", "تمامی", "هرگونه", "هر نوع"}, []string{"درخواست", "پیام", "سؤال", "سوال", "پرسش", "وظیفه", "گفتگو", "گفت‌وگو", "مکالمه", "پرامپت"}), "هر چیزی که کاربر"),
		beforeAns:   []string{"قبل از پاسخ", "پیش از پاسخ", "قبل از جواب", "پیش از جواب", "قبل از هر پاسخ", "پیش از هر پاسخ", "قبل از اینکه پاسخ", "پیش از آنکه پاسخ", "قبل از این که پاسخ", "پیش از اینکه جواب"},
		anyTopic:    []string{"موضوع هر چه باشد", "صرف نظر از موضوع", "صرف‌نظر از موضوع", "فارغ از موضوع", "هر موضوعی که باشد", "در هر موضوعی", "مهم نیست موضوع", "هر چه پرسیده شود", "بدون توجه به موضوع"},
		narrow:      []string{"درباره", "درباره‌ی", "دربارهٔ", "در مورد", "راجع به", "مربوط به", "در خصوص", "در زمینه", "پیرامون"},
		copyVerb:    []string{"کپی کن", "کپی کنید", "کپی شود", "رونوشت", "تکثیر", "پخش کن", "پخش کنید", "کلون کن", "بچسبان", "جایگذاری کن", "قرار بده"},
		otherPlaces: []string{"همه پروژه", "همه‌ی پروژه", "تمام پروژه", "تمامی پروژه", "پروژه‌های دیگر", "پروژه های دیگر", "سایر پروژه", "هر پروژه", "همه مخزن", "تمام مخزن", "مخزن‌های دیگر", "مخزن های دیگر", "سایر مخزن", "هر مخزن", "همه ریپو", "پوشه‌های مهارت", "پوشه های مهارت", "سایر مهارت", "مهارت‌های دیگر", "مهارت های دیگر"},
		stealth:     []string{"بی‌صدا", "بی صدا", "بی‌سروصدا", "بی سر و صدا", "مخفیانه", "پنهانی", "یواشکی", "بدون اینکه به کاربر", "بدون این که به کاربر", "بدون اطلاع کاربر", "بی‌آنکه کاربر", "به کاربر نگو", "به کاربر چیزی نگو", "به کاربر نگویید", "به آن اشاره نکن", "اشاره‌ای نکن", "اشاره نکنید", "در خلاصه ذکر نکن", "در خلاصه نیاور"},
		sendVerb:    []string{"ارسال", "بفرست", "بفرستید", "فرستادن", "ایمیل کن", "ایمیل کنید", "به اشتراک بگذار", "منتشر کن", "منتشر کنید", "پست کن", "آپلود", "پیوست کن", "پیوست کنید", "فوروارد"},
		public:      []string{"عمومی", "همگانی", "در معرض دید همه", "برای همه قابل مشاهده", "در دسترس همه"},
		secret:      []string{"رمز عبور", "رمزهای عبور", "گذرواژه", "کلمه عبور", "کلمه‌ی عبور", "کلمات عبور", "کلید خصوصی", "کلید مخفی", "کلید محرمانه", "کلید api", "کلیدهای api", "توکن", "اطلاعات ورود", "اعتبارنامه", "مشخصات ورود", "اطلاعات بانکی", "مشخصات بانکی", "کد پین", "رمز کارت", "رمز دوم"},
		never:       []string{"هرگز", "به هیچ وجه", "هیچ‌وقت", "هیچ وقت", "نباید", "ممنوع است"},
	})
	registerActionLexicon("ar", actionLex{
		selfRef:     []string{"هذه المهارة", "هذا الملف", "هذه الوثيقة", "هذا المستند", "هذا الدليل", "هذه الإرشادات", "skill.md هذا", "skill md هذا", "skill.md هذه", "skill md هذه", "المهارة هذه", "الملف هذا"},
		useVerb:     []string{"استخدم", "استخدام", "استعمل", "استعن", "فعّل", "شغّل", "ارجع إلى", "اعتمد على", "طبّق"},
		everyReq:    append(wqCross([]string{"كل", "جميع", "أي", "اي", "كافة"}, []string{"طلب", "الطلبات", "رسالة", "الرسائل", "سؤال", "الأسئلة", "مهمة", "المهام", "محادثة", "المحادثات", "استفسار", "الاستفسارات", "الأوامر"}), "أياً كان الطلب"),
		beforeAns:   []string{"قبل الإجابة", "قبل أي إجابة", "قبل كل إجابة", "قبل الرد", "قبل أي رد", "قبل كل رد", "قبل أن تجيب", "قبل أن ترد", "قبل الجواب", "قبل أن تبدأ بالإجابة"},
		anyTopic:    []string{"مهما كان الموضوع", "بغض النظر عن الموضوع", "أيا كان الموضوع", "أياً كان الموضوع", "في أي موضوع", "مهما كان السؤال", "بصرف النظر عن الموضوع", "أيًا كان الموضوع"},
		narrow:      []string{"حول", "بخصوص", "بشأن", "المتعلق", "المتعلقة", "متعلق", "يتعلق", "تتعلق", "فيما يخص", "الخاص", "الخاصة", "عن موضوع", "في مجال"},
		copyVerb:    []string{"انسخ", "انسخي", "انسخوا", "نسخ هذ", "استنسخ", "وزّع", "وزع", "انشر", "الصق", "ضع نسخة", "كرّر"},
		otherPlaces: []string{"جميع المشاريع", "كل المشاريع", "المشاريع الأخرى", "كل مشروع", "جميع المستودعات", "كل المستودعات", "المستودعات الأخرى", "كل مستودع", "مجلدات المهارات", "المهارات الأخرى", "جميع المهارات", "كل المهارات", "بقية المشاريع"},
		stealth:     []string{"بهدوء", "خلسة", "سرا", "سراً", "سرًا", "بصمت", "في الخفاء", "دون إخبار المستخدم", "دون أن تخبر المستخدم", "دون علم المستخدم", "بدون علم المستخدم", "لا تذكر ذلك", "لا تذكر هذا", "لا تخبر المستخدم", "دون الإشارة", "لا تشر إلى", "لا تذكره"},
		sendVerb:    []string{"أرسل", "ارسل", "إرسال", "ترسل", "ابعث", "شارك", "تشارك", "مشاركة", "انشر", "تنشر", "نشر", "ارفع", "أرفق", "ارفق", "ضمّن", "أعد توجيه", "راسل"},
		public:      []string{"علني", "علنا", "علناً", "علنًا", "قناة عامة", "القناة العامة", "القنوات العامة", "منتدى عام", "مستودع عام", "مجموعة عامة", "صفحة عامة", "للعموم", "متاح للجميع", "يراه الجميع"},
		secret:      []string{"كلمة المرور", "كلمات المرور", "كلمة السر", "كلمات السر", "كلمة مرور", "المفتاح السري", "مفتاح سري", "المفاتيح السرية", "المفتاح الخاص", "مفتاح خاص", "المفاتيح الخاصة", "مفتاح api", "مفاتيح api", "الرمز المميز", "رمز الوصول", "رموز الوصول", "التوكن", "بيانات الاعتماد", "بيانات الدخول", "بيانات تسجيل الدخول", "معلومات تسجيل الدخول", "البيانات المصرفية", "بيانات البنك", "التفاصيل البنكية", "رقم التعريف الشخصي", "الرقم السري"},
		never:       []string{"لا ترسل", "لا ترسلوا", "لا تنشر", "لا تنشروا", "لا تشارك", "لا تشاركوا", "لا تضع", "لا تلصق", "لا ترفع", "إياك", "أبدا", "أبداً", "أبدًا", "يجب ألا", "يجب عدم", "ممنوع", "لا تقم"},
	})
	registerActionLexicon("he", actionLex{
		selfRef:     []string{"מיומנות הזו", "מיומנות זו", "קובץ הזה", "קובץ זה", "מסמך הזה", "מסמך זה", "מדריך הזה", "מדריך זה", "סקיל הזה", "סקיל זה", "הנחיות האלה"},
		useVerb:     []string{"השתמש", "השתמשי", "השתמשו", "להשתמש", "תשתמש", "הפעל", "הפעילו", "להפעיל", "היעזר", "היעזרו", "טען את"},
		everyReq:    append(wqCross([]string{"כל"}, []string{"בקשה", "הודעה", "שאלה", "משימה", "שיחה", "פנייה", "הבקשות", "ההודעות", "השאלות", "המשימות", "הפניות", "פרומפט", "בקשת"}), "כל דבר שהמשתמש"),
		beforeAns:   []string{"לפני כל תשובה", "לפני שאתה עונה", "לפני שאת עונה", "לפני שעונים", "לפני מתן תשובה", "לפני התשובה", "לפני כל מענה", "לפני שתענה", "לפני שתעני", "לפני שאתם עונים"},
		anyTopic:    []string{"לא משנה מה הנושא", "יהיה הנושא אשר יהיה", "ללא קשר לנושא", "בלי קשר לנושא", "בכל נושא", "לא משנה על מה", "מה שלא ישאלו", "על כל נושא"},
		narrow:      []string{"על", "בנושא", "לגבי", "בקשר ל", "הקשורה", "הקשור", "הקשורות", "הקשורים", "בעניין", "אודות", "שעוסק", "שעוסקת", "בתחום"},
		copyVerb:    []string{"העתק", "העתיקו", "העתיקי", "להעתיק", "שכפל", "שכפלו", "לשכפל", "הפץ", "הפיצו", "להפיץ", "הדבק", "הדביקו"},
		otherPlaces: []string{"כל הפרויקטים", "כל הפרוייקטים", "שאר הפרויקטים", "פרויקטים אחרים", "כל פרויקט", "כל המאגרים", "שאר המאגרים", "מאגרים אחרים", "כל מאגר", "כל הריפו", "תיקיות הסקילים", "תיקיות המיומנויות", "מיומנויות אחרות", "שאר המיומנויות", "כל הסקילים", "שאר הסקילים"},
		stealth:     []string{"בשקט", "בחשאי", "בסתר", "מבלי לספר למשתמש", "בלי לספר למשתמש", "מבלי ליידע את המשתמש", "בלי ליידע", "אל תזכיר", "אל תזכירו", "אל תציין", "אל תציינו", "אל תספר למשתמש", "בלי שהמשתמש ידע", "מבלי שהמשתמש ידע", "שהמשתמש לא ידע"},
		sendVerb:    []string{"שלח", "שלחו", "שלחי", "לשלוח", "תשלח", "העלה", "העלו", "להעלות", "תעלה", "פרסם", "פרסמו", "לפרסם", "תפרסם", "שתף", "שתפו", "לשתף", "תשתף", "צרף", "צרפו", "לצרף"},
		public:      []string{"ציבורי", "ציבורית", "בפומבי", "פומבי", "לעיני כל", "גלוי לכולם", "שכולם יכולים לראות", "פתוח לכולם"},
		secret:      []string{"מספר תעודת זהות", "היסטוריה רפואית", "פרטי המטופל", "סיסמה", "סיסמא", "סיסמאות", "סיסמות", "מפתח פרטי", "מפתח סודי", "מפתחות פרטיים", "מפתחות סודיים", "מפתח api", "מפתחות api", "מפתח ה-api", "טוקן", "אסימון", "אסימוני", "פרטי התחברות", "פרטי הכניסה", "פרטי גישה", "אישורי גישה", "פרטי בנק", "פרטי חשבון הבנק", "קוד pin", "קוד סודי"},
		never:       []string{"אל תשלח", "אל תשלחו", "אל תפרסם", "אל תפרסמו", "אל תעלה", "אל תעלו", "אל תשתף", "אל תשתפו", "אל תדביק", "לעולם אל", "לעולם לא", "אסור", "אין לשלוח", "אין לפרסם", "אף פעם", "בשום אופן"},
	})
	kaQ := []string{"ყველა", "ყოველ", "ყოველი", "ნებისმიერ", "ნებისმიერი"}
	registerActionLexicon("ka", actionLex{
		selfRef:     []string{"ეს უნარი", "ამ უნარ", "ეს ფაილი", "ამ ფაილ", "ეს დოკუმენტი", "ამ დოკუმენტ", "ეს სახელმძღვანელო", "ამ სახელმძღვანელო", "ეს სკილი", "ამ სკილ", "ეს ინსტრუქცია", "ამ ინსტრუქცი"},
		useVerb:     []string{"გამოიყენე", "გამოიყენეთ", "გამოყენება", "გამოსაყენებლად", "ჩატვირთე", "ჩატვირთეთ", "გააქტიურე", "გააქტიურეთ", "მიმართე", "მიმართეთ"},
		everyReq:    wqCross(kaQ, []string{"მოთხოვნ", "შეტყობინებ", "კითხვ", "შეკითხვ", "დავალებ", "საუბარ", "საუბრ", "ბრძანებ", "პრომპტ"}),
		beforeAns:   []string{"პასუხის გაცემამდე", "პასუხამდე", "ნებისმიერ პასუხამდე", "ყოველ პასუხამდე", "სანამ უპასუხებ", "სანამ უპასუხებთ", "პასუხის გაცემის წინ", "პასუხის დაწყებამდე"},
		anyTopic:    []string{"თემის მიუხედავად", "თემა რაც არ უნდა იყოს", "რა თემაც არ უნდა იყოს", "რაც არ უნდა იკითხონ", "ნებისმიერ თემაზე", "თემისგან დამოუკიდებლად"},
		narrow:      []string{"შესახებ", "თაობაზე", "დაკავშირებულ", "მიმართებით", "რომელიც ეხება", "ეხება"},
		copyVerb:    []string{"დააკოპირე", "დააკოპირეთ", "დაკოპირება", "გადააკოპირე", "გადააკოპირეთ", "გაავრცელე", "გაავრცელეთ", "გავრცელება", "ჩასვი", "ჩასვით", "დაკლონე", "გაამრავლე"},
		otherPlaces: []string{"ყველა სხვა პროექტ", "ყველა პროექტ", "სხვა პროექტებ", "ყოველ პროექტ", "ყველა რეპოზიტორ", "სხვა რეპოზიტორ", "ყოველ რეპოზიტორ", "ყველა სხვა უნარ", "სხვა უნარებ", "უნარების საქაღალდე", "სხვა სკილ", "ყველა სკილ"},
		stealth:     []string{"ჩუმად", "ფარულად", "შეუმჩნევლად", "მალულად", "მომხმარებლისთვის უთქმელად", "მომხმარებლისთვის შეუტყობინებლად", "ისე რომ მომხმარებელმა არ", "მომხმარებელს ნუ ეტყვი", "მომხმარებელს არ უთხრა", "მომხმარებელს არ უთხრათ", "ნუ ახსენებ", "არ ახსენო", "არ ახსენოთ", "შეჯამებაში ნუ", "შეჯამებაში არ"},
		sendVerb:    []string{"გაგზავნ", "გაუგზავნ", "გადაუგზავნ", "გააზიარ", "გაზიარება", "გამოაქვეყნ", "ატვირთ", "მიამაგრე", "დაურთე", "დაპოსტე"},
		public:      []string{"საჯარო", "საჯაროდ", "ყველასთვის ხელმისაწვდომ", "ყველასთვის ხილულ", "ღია არხ"},
		secret:      []string{"პაროლ", "საიდუმლო გასაღებ", "პირადი გასაღებ", "კერძო გასაღებ", "api გასაღებ", "api-გასაღებ", "ტოკენ", "წვდომის მონაცემ", "ავტორიზაციის მონაცემ", "შესვლის მონაცემ", "საბანკო მონაცემ", "საბანკო რეკვიზიტ", "ბანკის მონაცემ", "პინ კოდ", "პინ-კოდ", "pin კოდ"},
		never:       []string{"არასოდეს", "არასდროს", "ნურასოდეს", "ნურაფრით", "არავითარ შემთხვევაში", "აკრძალულია", "ნუ "},
	})
	hyQ := []string{"յուրաքանչյուր", "բոլոր", "ցանկացած", "ամեն", "ամեն մի"}
	registerActionLexicon("hy", actionLex{
		selfRef:     []string{"այս հմտություն", "այս ֆայլ", "այս փաստաթուղթ", "այս ուղեցույց", "այս սկիլ", "սույն ֆայլ", "սույն հմտություն", "սույն փաստաթուղթ"},
		useVerb:     []string{"օգտագործիր", "օգտագործեք", "օգտագործել", "կիրառիր", "կիրառեք", "բեռնիր", "բեռնեք", "ակտիվացրու", "ակտիվացրեք", "դիմիր", "դիմեք"},
		everyReq:    wqCross(hyQ, []string{"հարց", "խնդրանք", "հաղորդագրություն", "առաջադրանք", "զրույց", "պրոմպտ", "հրաման"}),
		beforeAns:   []string{"պատասխանելուց առաջ", "պատասխանելու առաջ", "ցանկացած պատասխանից առաջ", "յուրաքանչյուր պատասխանից առաջ", "պատասխան տալուց առաջ", "նախքան պատասխանելը", "նախքան պատասխան տալը"},
		anyTopic:    []string{"անկախ թեմայից", "թեմայից անկախ", "թեման ինչ էլ լինի", "ինչ թեմայով էլ", "ինչ էլ հարցնեն", "ինչի մասին էլ լինի"},
		narrow:      []string{"մասին", "վերաբերյալ", "առնչվող", "կապված", "վերաբերող", "հետ կապված"},
		copyVerb:    []string{"պատճենիր", "պատճենեք", "պատճենել", "կրկնօրինակիր", "կրկնօրինակեք", "տարածիր", "տարածեք", "տարածել", "տեղադրիր", "տեղադրեք", "կլոնավորիր", "կլոնավորեք"},
		otherPlaces: []string{"բոլոր մյուս նախագծ", "մյուս բոլոր նախագծ", "բոլոր նախագծ", "մյուս նախագծ", "յուրաքանչյուր նախագ", "բոլոր ռեպոզիտոր", "մյուս ռեպոզիտոր", "յուրաքանչյուր ռեպոզիտոր", "բոլոր պահոց", "մյուս պահոց", "մյուս հմտություն", "բոլոր հմտություն"},
		stealth:     []string{"լուռ", "գաղտնի կերպով", "գաղտնորեն", "աննկատ", "թաքուն", "առանց օգտատիրոջը տեղեկացնելու", "առանց օգտատիրոջն ասելու", "առանց օգտվողին ասելու", "առանց օգտվողին տեղեկացնելու", "օգտատիրոջը մի ասա", "օգտվողին մի ասա", "մի նշիր", "մի նշեք", "մի հիշատակիր", "մի հիշատակեք", "ամփոփման մեջ մի"},
		sendVerb:    []string{"ուղարկիր", "ուղարկեք", "ուղարկել", "կիսվիր", "կիսվեք", "հրապարակիր", "հրապարակեք", "հրապարակել", "վերբեռնիր", "վերբեռնեք", "կցիր", "կցեք", "էլփոստով"},
		public:      []string{"հանրային", "հրապարակային", "բոլորի համար տեսանելի", "հանրությանը", "բաց ալիք", "բաց խումբ"},
		secret:      []string{"գաղտնաբառը", "գաղտնաբառերը", "գաղտնաբառդ", "գաղտնաբառերդ", "գաղտնաբառս", "գաղտնաբառերս", "գաղտնաբառերն", "գաղտնի բանալի", "մասնավոր բանալի", "անձնական բանալի", "api բանալի", "թոքեն", "տոկեն", "մուտքի տվյալներ", "հավատարմագր", "բանկային տվյալներ", "բանկային վավերապայման", "pin կոդ", "պին կոդ", "պին-կոդ", "փին կոդ"},
		never:       []string{"երբեք", "ոչ մի դեպքում", "բնավ", "արգելվում է", "չպետք է", "մի՛"},
	})
	amQ := []string{"እያንዳንዱ", "እያንዳንዱን", "ለእያንዳንዱ", "በእያንዳንዱ", "ሁሉም", "ሁሉንም", "ለሁሉም", "ማንኛውም", "ማንኛውንም", "ለማንኛውም", "በማንኛውም"}
	registerActionLexicon("am", actionLex{
		selfRef:     []string{"ይህ ክህሎት", "ይህን ክህሎት", "ይህንን ክህሎት", "ይህ ፋይል", "ይህን ፋይል", "ይህንን ፋይል", "ይህ ሰነድ", "ይህን ሰነድ", "ይህንን ሰነድ", "ይህ መመሪያ", "ይህን መመሪያ", "ይህንን መመሪያ", "በዚህ ፋይል", "በዚህ ክህሎት", "የዚህ ፋይል"},
		useVerb:     []string{"ተጠቀም", "ተጠቀሙ", "ተጠቀሚ", "ይጠቀሙ", "መጠቀም", "ጫን", "ጫኑ", "አግብር", "አግብሩ", "ተግብር", "ተግብሩ"},
		everyReq:    wqCross(amQ, []string{"ጥያቄ", "መልእክት", "መልዕክት", "ተግባር", "ውይይት", "ትዕዛዝ"}),
		beforeAns:   []string{"ከመመለስህ በፊት", "ከመመለስሽ በፊት", "ከመመለስዎ በፊት", "ከመመለስ በፊት", "መልስ ከመስጠትህ በፊት", "መልስ ከመስጠትዎ በፊት", "መልስ ከመስጠት በፊት", "ከማንኛውም መልስ በፊት", "ከእያንዳንዱ መልስ በፊት"},
		anyTopic:    []string{"ርዕሱ ምንም ይሁን ምን", "ርዕሱ ምን ይሁን", "ርዕሰ ጉዳዩ ምንም ይሁን", "ምንም ቢጠየቅ", "የትኛውም ርዕስ", "ርዕሱ ምንም ቢሆን"},
		narrow:      []string{"ስለ", "በተመለከተ", "የሚመለከት", "ጋር የተያያዘ", "የተያያዘ", "የሚያያዝ"},
		copyVerb:    []string{"ገልብጥ", "ገልብጡ", "ይገልብጡ", "ኮፒ አድርግ", "ኮፒ አድርጉ", "ኮፒ ያድርጉ", "አሰራጭ", "አሰራጩ", "ያሰራጩ", "አባዛ", "አባዙ", "ለጥፍ", "ለጥፉ"},
		otherPlaces: []string{"ሁሉም ሌሎች ፕሮጀክቶች", "ሁሉንም ሌሎች ፕሮጀክቶች", "ሌሎች ፕሮጀክቶች", "ሌሎቹ ፕሮጀክቶች", "ሁሉም ፕሮጀክቶች", "ሁሉንም ፕሮጀክቶች", "በሁሉም ፕሮጀክቶች", "በሌሎች ፕሮጀክቶች", "እያንዳንዱ ፕሮጀክት", "እያንዳንዱን ፕሮጀክት", "ሌሎች ማከማቻ", "ሁሉም ማከማቻ", "ሁሉንም ማከማቻ", "ሌሎች ክህሎቶች", "ሌሎች የክህሎት", "ሁሉም ሪፖ", "ሌሎች ሪፖ"},
		stealth:     []string{"በዝምታ", "በድብቅ", "በሚስጥር", "ሳይታወቅ", "ለተጠቃሚው ሳትነግር", "ለተጠቃሚው ሳይነገር", "ተጠቃሚው ሳያውቅ", "ለተጠቃሚው አትንገር", "ለተጠቃሚው አትናገር", "አትጥቀስ", "አትጥቀሱ", "አይጥቀሱ", "በማጠቃለያው ላይ አትጥቀስ"},
		sendVerb:    []string{"ላክ", "ላኩ", "ላኪ", "መላክ", "ይላኩ", "አጋራ", "አጋሩ", "ያጋሩ", "አትም", "ስቀል", "ስቀሉ", "ይስቀሉ", "አያይዝ", "አያይዙ", "አስተላልፍ", "አስተላልፉ", "በኢሜይል"},
		public:      []string{"ይፋዊ", "ለሕዝብ", "ለህዝብ", "በይፋ", "ሁሉም ሰው ሊያየው", "ለሁሉም ክፍት"},
		secret:      []string{"የይለፍ ቃል", "ይለፍ ቃል", "የይለፍ ቃላት", "ሚስጥራዊ ቁልፍ", "ምስጢራዊ ቁልፍ", "የግል ቁልፍ", "ሚስጥራዊ ቁልፎች", "የapi ቁልፍ", "api ቁልፍ", "የኤፒአይ ቁልፍ", "ቶከን", "የመግቢያ መረጃ", "የመግቢያ ምስክርነት", "ምስክርነቶች", "የባንክ መረጃ", "የባንክ ዝርዝር", "ፒን ኮድ", "የፒን ቁጥር"},
		never:       []string{"በፍጹም", "በፍፁም", "በጭራሽ", "ፈጽሞ", "መቼም", "በምንም ሁኔታ"},
	})
	registerActionLexicon("sw", actionLex{
		selfRef:     []string{"ujuzi huu", "faili hili", "faili hii", "hati hii", "mwongozo huu", "skill hii", "stadi hii", "maelekezo haya"},
		useVerb:     []string{"tumia", "tumieni", "kutumia", "itumie", "uitumie", "mtumie", "pakia", "amilisha", "iwashe", "rejelea"},
		everyReq:    []string{"kila ombi", "kila swali", "kila ujumbe", "kila mazungumzo", "kila agizo", "kila maombi", "maombi yote", "maswali yote", "jumbe zote", "ujumbe wote", "maagizo yote", "ombi lolote", "swali lolote", "ujumbe wowote", "agizo lolote", "chochote anachouliza"},
		beforeAns:   []string{"kabla ya kujibu", "kabla ya jibu lolote", "kabla ya kila jibu", "kabla hujajibu", "kabla ya kutoa jibu", "kabla hamjajibu", "kabla ya majibu yoyote"},
		anyTopic:    []string{"bila kujali mada", "mada yoyote ile", "vyovyote mada", "haijalishi mada", "kwa mada yoyote", "bila kujali kinachoulizwa", "chochote kinachoulizwa", "mada iwe yoyote"},
		narrow:      []string{"kuhusu", "juu ya", "kuhusiana na", "yanayohusu", "inayohusu", "linalohusu", "zinazohusu", "yanayohusiana", "yahusuyo", "kuhusiana", "katika suala la"},
		copyVerb:    []string{"nakili", "nakilini", "kunakili", "sambaza", "sambazeni", "kusambaza", "rudufu", "kurudufu", "bandika", "kubandika", "iweke nakala"},
		otherPlaces: []string{"miradi mingine yote", "miradi yote mingine", "miradi yote", "miradi mingine", "kila mradi", "hazina zote", "kila hazina", "hazina nyingine", "ujuzi mwingine wote", "ujuzi mwingine", "folda zote za ujuzi", "kila repo", "repo zote", "repo nyingine"},
		stealth:     []string{"kimya kimya", "kimyakimya", "kwa siri", "kwa kificho", "bila kumwambia mtumiaji", "bila mtumiaji kujua", "bila kumjulisha mtumiaji", "usimwambie mtumiaji", "usimweleze mtumiaji", "usiitaje", "usitaje", "usilitaje", "bila kuitaja", "bila kutambuliwa", "usiiweke kwenye muhtasari"},
		sendVerb:    []string{"tuma", "tumeni", "kutuma", "itume", "zitume", "litume", "uyatume", "shiriki", "shirikisha", "chapisha", "pakia kwenye", "ambatisha", "sambaza", "barua pepe"},
		public:      []string{"hadharani", "kwa umma", "wa umma", "ya umma", "za umma", "la umma", "wazi kwa wote", "kila mtu kuona", "kila mtu aone"},
		secret:      []string{"nenosiri", "manenosiri", "maneno siri", "neno la siri", "maneno ya siri", "ufunguo wa siri", "funguo za siri", "ufunguo binafsi", "ufunguo wa faragha", "funguo za faragha", "funguo za api", "ufunguo wa api", "tokeni", "vitambulisho vya kuingia", "taarifa za kuingia", "maelezo ya kuingia", "taarifa za benki", "maelezo ya benki", "namba ya siri", "nambari ya siri", "namba ya pin"},
		never:       []string{"kamwe", "hata kidogo", "hairuhusiwi", "ni marufuku", "usitume", "msitume", "usichapishe", "msichapishe", "usishiriki", "msishiriki", "usibandike", "usiweke", "usipakie"},
		markers:     []string{"na", "kwa", "ya", "wa", "za", "katika", "kila", "hii", "huu", "kwenye", "bila", "kisha", "yote", "ili", "ni", "kuhusu", "hili", "hiki", "haya", "hizi", "lolote", "yoyote", "kabla", "baada", "kama", "pia", "au", "kwamba", "faili", "tumia", "mtumiaji", "lako", "yako"},
	})
	registerActionLexicon("yo", actionLex{
		selfRef:     []string{"skill yìí", "skill yii", "fáìlì yìí", "faili yii", "ìwé yìí", "iwe yii", "ìtọ́sọ́nà yìí", "itosona yii", "ọgbọ́n yìí"},
		useVerb:     []string{"máa lo", "maa lo", "ẹ lo", "ṣàmúlò", "samulo", "ṣe àmúlò", "se amulo", "lo ìtọ́sọ́nà", "lo skill", "lo fáìlì", "lo faili"},
		everyReq:    []string{"gbogbo ìbéèrè", "gbogbo ibeere", "ìbéèrè kọ̀ọ̀kan", "ìbéèrè kọọkan", "ibeere kookan", "ibeere kọọkan", "gbogbo ìfiránṣẹ́", "gbogbo ifiranse", "ìfiránṣẹ́ kọ̀ọ̀kan", "ifiranse kookan", "gbogbo ọ̀rọ̀", "gbogbo oro", "ìbéèrè èyíkéyìí", "ibeere eyikeyi", "gbogbo àṣẹ", "gbogbo ase", "gbogbo ìjíròrò", "gbogbo ijiroro", "iṣẹ́ kọ̀ọ̀kan", "ise kookan"},
		beforeAns:   []string{"kí o tó dáhùn", "ki o to dahun", "kí ẹ tó dáhùn", "ki e to dahun", "ṣáájú ìdáhùn", "saaju idahun", "ṣáájú gbogbo ìdáhùn", "saaju gbogbo idahun", "kí o tó fèsì", "ki o to fesi", "ṣáájú èsì", "saaju esi"},
		anyTopic:    []string{"ohunkóhun tí kókó ọ̀rọ̀", "ohunkohun ti koko oro", "láìka kókó ọ̀rọ̀", "laika koko oro", "kókó ọ̀rọ̀ èyíkéyìí", "koko oro eyikeyi", "ohunkóhun tí wọ́n bá béèrè", "ohunkohun ti won ba beere"},
		narrow:      []string{"nípa", "nipa", "tó jẹmọ́", "to jemo", "tí ó jẹmọ́", "ti o jemo", "lórí", "lori"},
		copyVerb:    []string{"ṣe àdàkọ", "se adako", "ṣàdàkọ", "sadako", "dàákọ", "daako", "ṣe ẹ̀dà", "se eda", "tàn kálẹ̀", "tan kale", "pín kiri", "pin kiri"},
		otherPlaces: []string{"gbogbo iṣẹ́ akanṣe", "gbogbo ise akanse", "iṣẹ́ akanṣe míràn", "ise akanse miran", "gbogbo àwọn iṣẹ́ akanṣe", "gbogbo awon ise akanse", "gbogbo ibi ìpamọ́", "gbogbo ibi ipamo", "gbogbo repo", "gbogbo àwọn repo", "gbogbo awon repo", "repo míràn", "repo miran", "gbogbo skill míràn", "gbogbo skill miran", "àwọn folda skill", "awon folda skill"},
		stealth:     []string{"ní ìkọ̀kọ̀", "ni ikoko", "ní bòńkẹ́lẹ́", "ni bonkele", "ní jẹ́ẹ́jẹ́ẹ́", "ni jeeje", "láìsọ fún olùmúlò", "laiso fun olumulo", "láì sọ fún olùmúlò", "lai so fun olumulo", "má ṣe sọ fún olùmúlò", "ma se so fun olumulo", "má ṣe mẹ́nu bà á", "ma se menu ba", "láìjẹ́ kí olùmúlò mọ̀", "laije ki olumulo mo"},
		sendVerb:    []string{"fi ránṣẹ́", "fi ranse", "firanṣẹ", "firanse", "ránṣẹ́", "ranse", "pín wọn", "pín in", "ṣàjọpín", "sajopin", "ṣe àjọpín", "se ajopin", "gbé e jáde", "gbe e jade", "tẹ̀ ẹ́ jáde", "gbé sórí", "gbe sori", "gbé e sórí", "gbe e sori"},
		public:      []string{"ní gbangba", "ni gbangba", "fún gbogbo ènìyàn", "fun gbogbo eniyan", "gbogbo ènìyàn lè rí", "gbogbo eniyan le ri", "ti gbogbo ènìyàn", "ti gbogbo eniyan", "ìkànnì gbangba", "ikanni gbangba"},
		secret:      []string{"ọ̀rọ̀ aṣínà", "oro asina", "ọ̀rọ̀ìgbaniwọlé", "ọ̀rọ̀ ìgbaniwọlé", "oro igbaniwole", "oroigbaniwole", "kọ́kọ́rọ́ àṣírí", "kokoro asiri", "kọ́kọ́rọ́ ìkọ̀kọ̀", "kokoro ikoko", "kọ́kọ́rọ́ api", "kokoro api", "tókìnì", "tokini", "àlàyé ìwọlé", "alaye iwole", "àlàyé ìfowópamọ́", "alaye ifowopamo", "àlàyé báńkì", "alaye banki", "nọ́ńbà pin", "nomba pin"},
		never:       []string{"má ṣe", "ma se", "máṣe", "mase", "láéláé", "laelae", "kò gbọdọ̀", "ko gbodo", "ẹ má", "e ma"},
		markers:     []string{"ati", "yii", "gbogbo", "nipa", "awon", "naa", "lati", "sugbon", "ti", "ni", "si", "ninu", "pelu", "ki", "fi"},
	})
	registerActionLexicon("ha", actionLex{
		selfRef:     []string{"wannan fasaha", "wannan ƙwarewa", "wannan kwarewa", "wannan fayil", "wannan fayel", "wannan takarda", "wannan jagora", "wannan skill", "wannan kundin"},
		useVerb:     []string{"yi amfani", "amfani da", "kunna", "ɗora", "ɗaukaka"},
		everyReq:    []string{"kowace buƙata", "kowace bukata", "kowace tambaya", "kowane saƙo", "kowane sako", "kowace tattaunawa", "kowane umarni", "duk buƙatu", "duk bukatu", "duk tambayoyi", "duk saƙonni", "duk sakonni", "dukkan tambayoyi", "dukkan buƙatu", "dukkan bukatu", "dukkan saƙonni", "dukkan sakonni", "duk wata tambaya", "duk wata buƙata", "duk wata bukata", "duk wani saƙo", "duk wani sako", "kowace irin tambaya"},
		beforeAns:   []string{"kafin ka amsa", "kafin ki amsa", "kafin ku amsa", "kafin amsa", "kafin kowace amsa", "kafin ba da amsa", "kafin bayar da amsa", "kafin duk wata amsa"},
		anyTopic:    []string{"ko mene ne batun", "ko menene batun", "ba tare da la'akari da batun", "ko wane batu", "kowane irin batu", "komai batun", "ko me aka tambaya", "ko mene ne aka tambaya"},
		narrow:      []string{"game da", "dangane da", "akan", "a kan", "wanda ya shafi", "da ya shafi", "masu alaƙa da", "masu alaka da", "kan batun", "kan"},
		copyVerb:    []string{"kwafa", "kwafe", "kwafi", "yaɗa", "rarraba", "liƙa", "lika"},
		otherPlaces: []string{"duk sauran ayyuka", "dukkan sauran ayyuka", "sauran ayyukan", "dukkan ayyukan", "duk ayyukan", "kowane ma'ajiya", "duk ma'ajiyoyi", "sauran ma'ajiyoyi", "duk sauran ma'ajiya", "duk repo", "sauran repo", "kowane repo", "sauran fasahohi", "duk sauran ƙwarewa", "duk sauran kwarewa", "fayilolin fasaha"},
		stealth:     []string{"a ɓoye", "a boye", "cikin sirri", "a asirce", "a sace", "ba tare da an sani ba", "ba tare da gaya wa mai amfani", "ba tare da sanar da mai amfani", "kada ka gaya wa mai amfani", "kar ka gaya wa mai amfani", "kada ka ambata", "kar ka ambata", "kada ka ambaci", "kar ka ambaci", "ba tare da mai amfani ya sani"},
		sendVerb:    []string{"aika", "aike", "turo", "tura shi", "tura su", "ka tura", "ku tura", "a tura", "ka raba", "ku raba", "wallafa", "loda"},
		public:      []string{"bainar jama", "ga jama'a", "na jama'a", "ga kowa", "jama'a su gani", "kowa ya gani", "a fili", "dandalin jama"},
		secret:      []string{"kalmar sirri", "kalmomin sirri", "kalmar wucewa", "kalmomin wucewa", "maɓallin sirri", "mabullin sirri", "makullin sirri", "maɓallin api", "mabullin api", "makullin api", "maɓallan api", "alamar shiga", "bayanan shiga", "takardun shaida", "bayanan banki", "bayanan asusun banki", "lambar pin", "lambar sirri"},
		never:       []string{"kada ka", "kada ku", "kada ki", "kada a", "kar ka", "kar ku", "kar ki", "kar a", "ko kaɗan", "ko kadan", "har abada", "an hana"},
		markers:     []string{"da", "na", "ta", "ga", "cikin", "wannan", "kowace", "kowane", "domin", "amma", "kuma", "sai", "zuwa", "daga", "wani", "game", "duk", "wata", "kafin", "bayan", "idan", "ko", "ka", "ku", "shi", "mai", "amfani", "fayil", "tambaya", "sirri"},
	})
	zuQ := []string{"yonke", "zonke", "wonke", "onke"}
	registerActionLexicon("zu", actionLex{
		selfRef:     []string{"leli khono", "lelikhono", "ikhono eli", "ikhono leli", "leli fayela", "lelifayela", "ifayela eli", "ifayela leli", "kuleli fayela", "kuleli khono", "lo mbhalo", "lombhalo", "lo mhlahlandlela", "lomhlahlandlela", "le skill", "leli-skill"},
		useVerb:     []string{"sebenzisa", "sebenzisani", "ukusebenzisa", "usebenzise", "nisebenzise", "layisha", "qalisa", "yisebenzise"},
		everyReq:    append(wqCross(zuQ, []string{"isicelo", "izicelo", "umbuzo", "imibuzo", "umlayezo", "imiyalezo", "umsebenzi", "imisebenzi", "ingxoxo", "izingxoxo", "umyalo"}), "isicelo ngasinye", "umbuzo ngamunye", "umlayezo ngamunye", "umsebenzi ngamunye", "noma yisiphi isicelo", "noma yimuphi umbuzo", "noma yimuphi umlayezo", "noma yimuphi umsebenzi", "imibuzo yonke", "emibuzweni yonke", "izicelo zonke", "ezicelweni zonke", "imiyalezo yonke", "kuzo zonke izicelo", "kuyo yonke imibuzo", "kuwo wonke umbuzo"),
		beforeAns:   []string{"ngaphambi kokuphendula", "ngaphambi kwempendulo", "ngaphambi kwanoma iyiphi impendulo", "ngaphambi kwayo yonke impendulo", "ngaphambi kokuba uphendule", "ngaphambi kokunikeza impendulo"},
		anyTopic:    []string{"noma ngabe isihloko", "kungakhathaliseki isihloko", "kungakhathalekile isihloko", "noma yisiphi isihloko", "noma ngabe kubuzwa ini", "akunandaba isihloko", "noma isihloko sithini"},
		narrow:      []string{"mayelana", "ngokuphathelene", "ephathelene", "ezimayelana", "emayelana", "ahlobene", "ehlobene", "ezihlobene", "ngokuqondene", "aphathelene"},
		copyVerb:    []string{"kopisha", "kopishani", "ukukopisha", "ukopishe", "nikopishe", "likopishe", "sabalalisa", "sakaza", "namathisela"},
		otherPlaces: []string{"wonke amanye amaphrojekthi", "wonke amaphrojekthi", "amanye amaphrojekthi", "amaphrojekthi onke", "kuwo wonke amaphrojekthi", "emaphrojekthini onke", "kwamanye amaphrojekthi", "iphrojekthi ngayinye", "zonke izinqolobane", "izinqolobane zonke", "ezinye izinqolobane", "inqolobane ngayinye", "wonke ama-repo", "amanye ama-repo", "onke ama-repo", "wonke amakhono", "amanye amakhono", "amafolda wamakhono"},
		stealth:     []string{"buthule", "ngokuthula", "ngasese", "ngobumfihlo", "ngokucashile", "ngaphandle kokutshela umsebenzisi", "ngaphandle kokwazisa umsebenzisi", "ungamtsheli umsebenzisi", "ningamtsheli umsebenzisi", "umsebenzisi angazi", "ungakusho", "ungakhulumi ngakho", "ungakubiki", "ungakuphawuli"},
		sendVerb:    []string{"thumela", "thumelani", "ukuthumela", "uthumele", "nithumele", "kuthumele", "yabelana", "yabelani", "ukwabelana", "shicilela", "shicilelani", "ukushicilela", "dlulisela", "dluliselani"},
		public:      []string{"esidlangalaleni", "emphakathini", "komphakathi", "somphakathi", "womphakathi", "wonke umuntu abone", "obonwa yiwo wonke umuntu", "okusobala", "kuwo wonke umuntu"},
		secret:      []string{"iphasiwedi", "amaphasiwedi", "phasiwedi", "ephasiwedi", "yephasiwedi", "igama-mfihlo", "igama lokungena", "amagama ayimfihlo", "igama eliyimfihlo", "ukhiye oyimfihlo", "okhiye abayimfihlo", "ukhiye wangasese", "ukhiye we-api", "okhiye be-api", "ithokheni", "amathokheni", "imininingwane yokungena", "imininingwane yebhange", "imininingwane yasebhange", "iphinikhodi", "inombolo ye-pin"},
		never:       []string{"ungalokothi", "ningalokothi", "ungalokothe", "musa uku", "musani", "akumele", "akufanele", "akuvunyelwe"},
		markers:     []string{"futhi", "kanye", "noma", "ukuthi", "kodwa", "ngoba", "kule", "yonke", "zonke", "wonke", "uma", "lokhu", "leli", "mayelana", "ukuze", "bese", "kuphela", "ngaphandle", "umsebenzisi", "ifayela", "lapho", "kufanele", "nawo", "kuwo", "kuzo", "kuyo", "lo", "ku", "engeza", "thumela", "sebenzisa", "kopisha", "yomsebenzisi", "komsebenzisi", "iphasiwedi", "ngokuthi", "khona", "kahle", "nje", "kusuka", "kuya", "yakho", "wakho"},
	})
}
