package safety

// Round 78 (exfil-prose): what people bought, and what the till saw.
//
// "the customer order history", "every client's purchase records": the
// log of what a named group of people ordered, paid or booked is a
// record about each of them, as their address or their card number is;
// privateData read the group's name only before "data", "records" or a
// master file, so a history of their orders sent to a stranger's
// address passed. The history of a product, a build or an order queue
// names no people and stays out.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:customer|client|patient|guest|member|subscriber|shopper|buyer|donor|diner|passenger|tenant|user)(?:'s|s'|s)?\s+(?:full\s+|complete\s+|entire\s+)?(?:order|purchase|transaction|payment|booking|billing|spending|shopping|reservation)\s+(?:history|histories|records?|logs?)\b)`)
}

// Languages: secrets named in forms the older lists left out.
//   - Greek names a card by its details, "τα στοιχεία της κάρτας" (the
//     card's details), as the Tagalog "detalye ng card" and the English
//     "card details" already are: what pays with the card.
//   - Czech names a file of passwords "soubor s hesly" (a file with
//     passwords): the file holding them is the secret store, as
//     "heslo" is the secret. The bare instrumental "s hesly" is not
//     taken: "návod pro práci s hesly" (a guide to working with
//     passwords) is a topic. Access keys also in their object forms
//     ("přístupové klíče"), as "soukromý klíč" already is.
func init() {
	registerActionLexicon("el+r78-exfil", actionLex{
		secret: []string{"στοιχεία της κάρτας", "στοιχεία κάρτας", "στοιχεία των καρτών", "στοιχεία της πιστωτικής", "αριθμό της κάρτας", "αριθμούς των καρτών", "αριθμό κάρτας", "αριθμούς καρτών"},
	})
	registerActionLexicon("cs+r78-exfil", actionLex{
		secret: []string{"soubor s hesly", "souboru s hesly", "soubory s hesly", "souborů s hesly", "souborech s hesly", "přístupové klíče", "přístupových klíčů", "přístupový klíč"},
	})
}

// Round 78 (exfil-prose): a group of people's phone numbers, birthdays
// and purchase records in Chinese, and passwords the browser saved in
// Persian.
//
// "会员的手机号、生日和消费记录" (the members' phone numbers, birthdays and
// spending records): round 63 took a party of people's names (会员的姓名)
// as records about them; their phone number, birthday, ID number, home
// address and what they bought are records about them as well, the
// principle the English privateData above reads in "customer order
// history". The people come first (with or without 的), so "生日蛋糕的
// 价格" or a shop's own 消费记录 summary names no one.
//
// "رمزهای ذخیره‌شده در مرورگر" (the passwords saved in the browser): a
// stored رمز is a password, whatever word for "stored" joins it; bare
// "رمز" (also a code or a cipher) is not taken.
func init() {
	var zh []string
	for _, p := range []string{"会员", "會員", "客户", "客戶", "顾客", "顧客", "客人", "住客", "用户", "用戶", "患者", "病人", "学生", "學生", "员工", "員工", "乘客", "租户", "租戶"} {
		for _, d := range []string{"手机号", "手機號", "电话号码", "電話號碼", "生日", "出生日期", "身份证号", "身份證號", "家庭住址", "住址", "消费记录", "消費記錄", "购买记录", "購買記錄", "订单记录", "訂單記錄"} {
			zh = append(zh, p+"的"+d, p+d)
		}
	}
	personalCargoML = append(personalCargoML, lowerStems(zh...)...)
	registerActionLexicon("fa+r78-exfil", actionLex{
		secret: []string{"رمزهای ذخیره‌شده", "رمزهای ذخیره شده", "رمزهای ذخیره‌ شده", "رمزهای مرورگر", "رمزهای ذخیره‌شده‌ی", "رمز ذخیره‌شده", "رمز ذخیره شده"},
	})
}
