// Package compile adapts a skill to the model and harness that will run it
// (ingot-optimize compile): a static, offline rewrite of SKILL.md under a
// target profile, whose result is an ordinary candidate that ingot-ab
// measures like any other.
//
// A Profile (profiles/*.yaml, embedded; or a user's YAML file) states a
// context budget, a preferred structure and an instruction style. Compile
// runs a fixed sequence of Steps over the description and body: triggers
// hoisted into the description ("When to use" sections, "Use when …"
// sentences), an optional hybrid plan from the author model that may only
// reorder, cut or rephrase source lines (verified line by line), numbered
// steps in procedural sections, imperative phrasing, short paragraphs, and
// prose trimmed to the budget.
//
// Protected spans — code fences (whole), inline code, URLs, versions,
// paths, quoted literals — are detected in the source body once (Spans),
// and every step's output is checked to still hold each of them byte for
// byte (CheckSpans); a step that breaks one is rolled back with the reason
// and the next step runs on the text before it. Frontmatter keys other than
// the description are checked the same way on the rendered SKILL.md; a
// description change that would alter them is rolled back too.
package compile
