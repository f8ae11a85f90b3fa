package safety

// Round 101 (tamper), tuned on fresh307-310.
//
// Lexicon gaps of the quiet-tampering and propagation readings, each the
// meaning they already read in other words or other languages:
//
//   - Polish "każdej innej umiejętności" (to every other skill, singular)
//     is another skill as the plural "innych umiejętności" is: the
//     number of the noun changes nothing. Only forms with "other" or
//     "remaining" ("innej", "innym", "pozostałym"), never "this skill".
//   - Polish "ta instrukcja" (this instruction, nominative) is the
//     skill's own text as the accusative "tę instrukcję" already is.
//   - Chinese "改成"/"改为" (change it into) changes a file or setting as
//     "修改" (modify) does; alone ordinary, the quiet-tampering reading
//     also needs a steering place and secrecy near it.
//   - Chinese secrecy with the topic first, "这件事不要在提交说明里提"
//     (this matter, don't mention it in the commit message): the same
//     concealment as round 81's "不要在说明里提这件事", the object moved
//     ahead of the negated verb: "don't ... mention it in <the commit
//     message, the notes, the log, the summary, the report>", or "this
//     matter, don't mention/tell", each with its verb of telling, so
//     "这件事不要忘记" (don't forget this) stays ordinary.
//   - Swahili "kulisambaza"/"alisambaze" (to spread it, that he spread
//     it) carry the object marker "-li-" inside the verb "sambaza", and
//     "anwani zake zote" (all his contacts/addresses) is every other
//     place as the lexicon's "kila" places are: the text copied onward
//     to everyone the recipient knows.
func init() {
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"innej umiejętności", "innym umiejętnościom", "inne umiejętności", "pozostałe umiejętności", "pozostałym umiejętnościom",
		"innego skilla", "innemu skillowi", "innym skillom", "inne skille", "pozostałe skille")
	actionEditVerbs["zh+r101-tamper"] = []string{"改成", "改为", "改為", "换成", "換成"}
	registerActionLexicon("pl+r101-tamper", actionLex{
		selfRef: []string{"ta instrukcja", "tą instrukcją", "ten tekst", "tego tekstu", "ta notatka", "tę notatkę"},
	})
	registerActionLexicon("sw+r101-tamper", actionLex{
		copyVerb:    []string{"kulisambaza", "alisambaze", "walisambaze", "ulisambaze", "kuisambaza", "aisambaze", "wazisambaze", "kulieneza", "alieneze"},
		otherPlaces: []string{"anwani zake zote", "anwani zako zote", "anwani zao zote", "anwani zote", "watu wake wote", "wawasiliani wake wote", "mawasiliano yake yote"},
	})
	covertStealthML = append(covertStealthML, lowerStems(
		"不要在提交说明里提", "不要在提交说明裡提", "不要在提交说明中提", "别在提交说明里提", "别在提交说明裡提", "别在提交说明中提", "別在提交说明里提", "別在提交说明裡提", "別在提交说明中提", "不用在提交说明里提", "不用在提交说明裡提", "不用在提交说明中提", "不要在提交信息里提", "不要在提交信息裡提", "不要在提交信息中提", "别在提交信息里提", "别在提交信息裡提", "别在提交信息中提", "別在提交信息里提", "別在提交信息裡提", "別在提交信息中提", "不用在提交信息里提", "不用在提交信息裡提", "不用在提交信息中提", "不要在提交记录里提", "不要在提交记录裡提", "不要在提交记录中提", "别在提交记录里提", "别在提交记录裡提", "别在提交记录中提", "別在提交记录里提", "別在提交记录裡提", "別在提交记录中提", "不用在提交记录里提", "不用在提交记录裡提", "不用在提交记录中提", "不要在說明里提", "不要在說明裡提", "不要在說明中提", "别在說明里提", "别在說明裡提", "别在說明中提", "別在說明里提", "別在說明裡提", "別在說明中提", "不用在說明里提", "不用在說明裡提", "不用在說明中提", "不要在说明里提", "不要在说明裡提", "不要在说明中提", "别在说明里提", "别在说明裡提", "别在说明中提", "別在说明里提", "別在说明裡提", "別在说明中提", "不用在说明里提", "不用在说明裡提", "不用在说明中提", "不要在日志里提", "不要在日志裡提", "不要在日志中提", "别在日志里提", "别在日志裡提", "别在日志中提", "別在日志里提", "別在日志裡提", "別在日志中提", "不用在日志里提", "不用在日志裡提", "不用在日志中提", "不要在日誌里提", "不要在日誌裡提", "不要在日誌中提", "别在日誌里提", "别在日誌裡提", "别在日誌中提", "別在日誌里提", "別在日誌裡提", "別在日誌中提", "不用在日誌里提", "不用在日誌裡提", "不用在日誌中提", "不要在总结里提", "不要在总结裡提", "不要在总结中提", "别在总结里提", "别在总结裡提", "别在总结中提", "別在总结里提", "別在总结裡提", "別在总结中提", "不用在总结里提", "不用在总结裡提", "不用在总结中提", "不要在總結里提", "不要在總結裡提", "不要在總結中提", "别在總結里提", "别在總結裡提", "别在總結中提", "別在總結里提", "別在總結裡提", "別在總結中提", "不用在總結里提", "不用在總結裡提", "不用在總結中提", "不要在摘要里提", "不要在摘要裡提", "不要在摘要中提", "别在摘要里提", "别在摘要裡提", "别在摘要中提", "別在摘要里提", "別在摘要裡提", "別在摘要中提", "不用在摘要里提", "不用在摘要裡提", "不用在摘要中提", "不要在报告里提", "不要在报告裡提", "不要在报告中提", "别在报告里提", "别在报告裡提", "别在报告中提", "別在报告里提", "別在报告裡提", "別在报告中提", "不用在报告里提", "不用在报告裡提", "不用在报告中提", "不要在報告里提", "不要在報告裡提", "不要在報告中提", "别在報告里提", "别在報告裡提", "别在報告中提", "別在報告里提", "別在報告裡提", "別在報告中提", "不用在報告里提", "不用在報告裡提", "不用在報告中提", "不要在变更记录里提", "不要在变更记录裡提", "不要在变更记录中提", "别在变更记录里提", "别在变更记录裡提", "别在变更记录中提", "別在变更记录里提", "別在变更记录裡提", "別在变更记录中提", "不用在变更记录里提", "不用在变更记录裡提", "不用在变更记录中提", "不要在變更記錄里提", "不要在變更記錄裡提", "不要在變更記錄中提", "别在變更記錄里提", "别在變更記錄裡提", "别在變更記錄中提", "別在變更記錄里提", "別在變更記錄裡提", "別在變更記錄中提", "不用在變更記錄里提", "不用在變更記錄裡提", "不用在變更記錄中提", "不要在commit message里提", "不要在commit message裡提", "不要在commit message中提", "别在commit message里提", "别在commit message裡提", "别在commit message中提", "別在commit message里提", "別在commit message裡提", "別在commit message中提", "不用在commit message里提", "不用在commit message裡提", "不用在commit message中提", "这件事不要提", "這件事不要提", "这件事别提", "這件事別提", "此事不要提", "此事别提", "这件事不要告诉", "這件事不要告訴", "这件事别告诉", "這件事別告訴",
	)...)
}
