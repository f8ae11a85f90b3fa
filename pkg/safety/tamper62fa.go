package safety

// Round 62 (Persian family): quiet changes to the agent's settings and
// approvals in Persian, Dari and Urdu. The tamper rule of actions.go
// asks for a target file, a verb that changes it and secrecy; two of
// these were thin in these languages:
//
//   - Persian sets a value by "putting" it ("گزینه را true بگذار") and
//     clears a list by "emptying" it ("فهرست را خالی کن"): both change
//     the file as "تغییر بده" does.
//   - Urdu keeps a change from the user by naming the change between
//     "of" and "mention" ("don't mention this change/edit to the user",
//     "... کا ذکر نہ کرنا"), not only with "اس کا ذکر نہ"; the tamper
//     rule still needs the target and the verb that changes it.
func init() {
	actionEditVerbs["fa+r62-persian"] = []string{"بگذار", "بگذارید", "خالی کن", "خالی کنید", "تنظیم کن", "تنظیم کنید", "عوض کن", "عوض کنید", "پاک کن", "پاک کنید"}
	actionEditVerbs["ur+r62-persian"] = []string{"لکھ دو", "لکھ دیں", "درج کر", "سیٹ کر", "خالی کر"}
	registerActionLexicon("ur+r62-persian", actionLex{
		stealth: []string{"کا ذکر نہ کر", "کا ذکر مت کر", "کا ذکر نہیں کرنا", "کو کچھ نہ بتا", "کو کچھ مت بتا", "کو اس بارے میں نہ بتا", "کو اس بارے میں مت بتا"},
	})
}
