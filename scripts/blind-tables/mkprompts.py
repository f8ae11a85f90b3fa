#!/usr/bin/env python3
"""Make a helper's prompt from a brief in this folder (see README.md).

Writer of table N (the worktree must exist already):
    mkprompts.py writer 95 Ninety-fifth ninety-fifth "STYLE LINE" 18:40 > /tmp/prompt95.md
Family helper of round R (the worktree h/rR-NAME must exist already):
    mkprompts.py family 43 tamper 18:40 "the seen tables" "FOCUS TEXT" > /tmp/prompt43-tamper.md

The family brief names fresh71-74 and round 38 as its example; the
"seen tables" argument replaces them (e.g. "fresh91-94"), and every
placeholder left is an error.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def writer(n, nthc, nth, style, deadline):
    t = open(os.path.join(HERE, "writer-brief.md")).read()
    t = t.replace("    cd /work/main && git worktree add -b h/freshNN /work/wt/freshNN efcff8e\n",
                  "    The worktree /work/wt/freshNN (branch h/freshNN, made from efcff8e) already exists: do not create it.\n")
    for a, b in [("freshNN", "fresh" + n), ("hNN-", "h%s-" % n), ("bNN-", "b%s-" % n), ("sNN-", "s%s-" % n),
                 ("lNN-", "l%s-" % n), ("validateNN", "validate" + n), ("/tmp/wNN/", "/tmp/w%s/" % n), ("NTHC", nthc), ("NTH", nth),
                 ("DEADLINE", deadline), ("STYLE", style)]:
        t = t.replace(a, b)
    for p in ["NN", "NTH", "DEADLINE", "STYLE"]:
        if p in t:
            sys.exit("placeholder left: " + p)
    return t


def family(rnd, name, deadline, seen, focus):
    t = open(os.path.join(HERE, "round-helper-brief.md")).read()
    first, last = seen.replace("fresh", "").split("-")
    t = t.replace("r38-X", "r%s-%s" % (rnd, name)).replace("r41-X", "r%s-%s" % (rnd, name))
    t = t.replace("12:50 UTC", deadline + " UTC").replace("/work/wt/fresh7*", "/work/wt/fresh*")
    t = t.replace("Fresh71–74 were measured once and are now \"seen\": you are tuning round 38 on their misses. Another helper of the same family (round 37, branch h/r37-*) is at the same time working on fresh67–70 in the same files",
                  "Fresh%s–%s were measured once and are now \"seen\": you are tuning round %s on their misses. Other helpers (round %s, branches h/r%s-*, each on other families) are at the same time working in the same files" % (first, last, rnd, rnd, rnd))
    t = t.replace("fresh71-hostile.yaml SHOW_CASES=h71-tamper-02", "fresh%s-hostile.yaml SHOW_CASES=h%s-tamper-01" % (first, first))
    t = t.replace("'TestBlindTables/fresh7[1-4]$'", "'TestBlindTables/fresh(%s)$'" % "|".join(str(i) for i in range(int(first), int(last) + 1)))
    t = t.replace("AREA38.go", "%s%s.go" % (name, rnd)).replace("construct38_AREA_test.go", "construct%s_%s_test.go" % (rnd, name))
    t = t.replace("TestConstructsRound38AREA", "TestConstructsRound%s%s" % (rnd, name.capitalize()))
    t = t.replace("-run 'TestBlindTables|TestCorpus|TestConstructs'", "-run 'TestBlindTables|TestCorpus|TestConstructs|TestRound'")
    t = t.replace("safety round 38 (AREA)", "safety round %s (%s)" % (rnd, name)).replace("fresh71–74 before and after", "fresh%s–%s before and after" % (first, last))
    t = t.replace("(listed below)", "(h/r%s-* branches)" % rnd)
    for p in ["r38", "r41-X", "fresh7", "12:50", "AREA"]:
        if p in t:
            sys.exit("placeholder left: " + p)
    return t + "\n## Your family\n" + focus + "\n"


if __name__ == "__main__":
    if len(sys.argv) == 7 and sys.argv[1] == "writer":
        sys.stdout.write(writer(*sys.argv[2:7]))
    elif len(sys.argv) == 7 and sys.argv[1] == "family":
        sys.stdout.write(family(*sys.argv[2:7]))
    else:
        sys.exit(__doc__)
