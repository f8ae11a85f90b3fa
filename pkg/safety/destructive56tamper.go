package safety

// Round 56 (tamper family, destructive): the confirmation declined in
// Arabic, standard and Egyptian ("من غير ما تسأل حد", without asking
// anyone; "دون استئذان", without asking leave; "بدون تأكيد", without
// confirmation) joins noConfirmRe, so every reading of a waived
// confirmation takes it, as round 54 did for Romanian, Persian and
// Slovenian (destructive54.go): a whole data folder deleted with no one
// asked is refused, a rebuildable one (cache, build) is still left.
var noConfirm56 = lazyRegexp(`(?:^|[^\pL])(?:من\s+غير|من\s+دون|بدون|دون|بلا)\s+(?:ما\s+|أن\s+|ان\s+)?(?:تسأل|تسال|تسألي|تسألوا|تستأذن|تستاذن|تاخد\s+إذن|تاخد\s+اذن|سؤال|استئذان|تأكيد|تاكيد|موافقة|إذن|اذن)`)

func init() {
	noConfirmRe = lazyRegexp(noConfirmRe.String() + `|` + noConfirm56.String())
}
