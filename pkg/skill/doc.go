// Package skill reads skills in the Agent Skills format and discovers the
// library they form.
//
// A skill is a folder holding a SKILL.md: YAML frontmatter (name,
// description, and optionally license, compatibility, metadata,
// allowed-tools) followed by Markdown instructions. Loading is lenient, as
// real clients are: a name that differs from its folder or an over-long
// field is a warning; a missing description or unparseable YAML skips the
// skill with a diagnostic naming the file and line.
//
// Discovery walks roots in order (the Ingot home's skills/ first, then
// INGOT_SKILL_PATHS). A skill's id is its folder path relative to its root,
// so nested libraries (corpus/skills/<source>/<name>) keep distinct ids even
// when two skills share a name. The package also renders a SKILL.md with
// proposed components and computes the revision a folder would have, for
// pkg/change; it imports pkg/revision, the one leaf below it.
package skill
