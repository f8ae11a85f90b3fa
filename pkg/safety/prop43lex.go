package safety

// Round 43 (propagate family): the round-26 copy rule (actions.go: this
// skill, a verb that carries it, places that are many or someone else's)
// for three languages as they are typed in Latin letters in chats and
// notes: Hindi (Hinglish), Russian (translit) and Egyptian Arabic
// (Arabizi, digits for the letters Latin lacks: 7 for ḥ, 3 for ʿ, 2 for
// the glottal stop). A language's words do not change with its script.
func init() {
	// Hinglish: this skill or file, install it, send it on, every
	// teammate or machine, everyone.
	registerActionLexicon("hi-Latn+r43-scope", actionLex{
		selfRef:     []string{"yeh skill", "ye skill", "yah skill", "yeh file", "ye file", "yeh guide", "is skill ko", "is file ko", "is skill ka", "iss skill"},
		copyVerb:    []string{"install karo", "install kar do", "install karein", "install kijiye", "copy karo", "copy kar do", "copy karein", "bhejo", "bhej do", "bhejein", "bhejna", "daal do", "daalo", "dalo", "phailao", "phaila do", "failao", "chipkao", "chipka do"},
		otherPlaces: []string{"har teammate", "har team member", "har machine", "har laptop", "har project", "har repo", "har folder", "har agent", "sab ko", "sabko", "sabhi project", "sabhi repo", "sabhi teammate", "saare project", "saare repo", "dusre project", "doosre project", "dusre repo", "doosre repo", "dusron ko", "doosron ko", "aage sab"},
		never:       []string{"mat ", "kabhi nahi", "nahi karna", "na karein", "na karo"},
		markers:     []string{"aur", "karo", "karein", "bhi", "mein", "yeh", "kijiye", "unke", "unko", "sabko", "hain", "hai", "nahi", "woh"},
	})
	// Russian in translit: this skill, file or text; insert, copy, add,
	// spread; every or all other projects, notebooks, colleagues, the
	// shared drive.
	registerActionLexicon("ru-Latn+r43-scope", actionLex{
		selfRef:     []string{"etot skill", "etot fayl", "etot fail", "etot tekst", "etot navyk", "etogo skilla", "etogo fayla", "etu instruktsiyu", "etu instrukciyu", "eto rukovodstvo", "etot dokument"},
		copyVerb:    []string{"vstav", "skopiruy", "skopiruj", "kopiruy", "kopiruj", "dobav", "rasprostran", "ustanovi", "razoshli", "perenesi", "produbliruy"},
		otherPlaces: []string{"vsekh drugikh", "vseh drugih", "vse drugie", "vo vse", "vsekh noutbuk", "vsekh proekt", "vseh proekt", "kazhdyy proekt", "kazhdyj proekt", "kazhdy proekt", "kazhdom proekte", "kazhdyy noutbuk", "drugikh proekt", "drugih proekt", "drugie repozitor", "vsekh repozitor", "obshchem diske", "obshchiy disk", "obshchij disk", "obshem diske", "vsem kollegam", "kazhdomu kollege"},
		never:       []string{"ne ", "nikogda", "nelzya"},
		markers:     []string{"kogda", "etot", "vsekh", "dlya", "chto", "ili", "eto", "kazhdy", "kazhdyy", "nuzhno", "tolko", "esli", "vsegda", "drugikh"},
	})
	// Egyptian Arabic in Arabizi: this skill, its text; copy, put, send;
	// every form, project or repo, any agent, everyone.
	registerActionLexicon("arz-Latn+r43-scope", actionLex{
		selfRef:     []string{"el skill di", "el skill da", "el skill dah", "el skill deh", "nass el skill", "nas el skill", "el file da", "el file di", "el melaf da", "el malaf da"},
		copyVerb:    []string{"ynsakh", "yensakh", "insakh", "ensakh", "ynsa5", "ensa5", "insa5", "7ot", "7ott", "7oto", "7otaha", "ib3at", "eb3at", "ib3ato", "eb3ato", "ywazza3", "wazza3"},
		otherPlaces: []string{"kol form", "kol project", "kol repo", "kol agent", "kol folder", "kol el nas", "kol 7ad", "ay agent", "ay 7ad", "ay project", "kol el agents", "kol el projects"},
		never:       []string{"matensakh", "mat7ot", "matib3at", "mata3melsh", "ma t"},
		markers:     []string{"lazem", "kol", "3ando", "fi", "el", "bta3", "msh", "mesh", "ye2raha", "jadid", "gedid", "ay"},
	})
}
