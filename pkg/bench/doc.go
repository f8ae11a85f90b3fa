// Package bench runs a skill on executable tasks in the SkillsBench/Harbor
// layout, with the skill and without it (and champion against
// challenger), inside the sandbox, and turns the rewards into paired pass
// rates and the facts the gate decides on.
//
// # Task layout
//
// A benchmark is a folder of task folders. Each task folder holds:
//
//	instruction.md      the task, given to the agent verbatim
//	task.toml           settings (below); unknown keys are ignored
//	environment/        copied into the sandbox work dir (/work) before the
//	                    agent starts; a Dockerfile there is ignored (tasks
//	                    run in the bubblewrap sandbox, not in a container)
//	environment/skills/ skills every arm sees (the task's own library)
//	tests/test.sh       the verifier, run after the agent in the same work dir
//
// task.toml fields read (all optional):
//
//	version = "1.0"
//	[metadata]               kept verbatim in the report (difficulty, tags, ...)
//	[agent] timeout_sec      the agent's wall-clock budget (default 600)
//	[verifier] timeout_sec   test.sh's limit (default 120)
//	[environment] memory_mb  RLIMIT_DATA of every command (default 1024)
//	[environment] allow_internet  true lets the task reach the network
//	                         (default false: no network)
//
// # Reward
//
// After the agent stops, tests/ is copied to /work/.bench/tests (anything
// the agent put under /work/.bench is removed first, so it cannot plant a
// reward) and `bash .bench/tests/test.sh` runs in /work with TESTS_DIR,
// LOGS_DIR and REWARD_FILE (/work/.bench/logs/verifier/reward.txt) set.
// The reward is, in order: the number in REWARD_FILE (in [0,1]); the
// "reward" field of reward.json beside it; else the exit status of test.sh
// (0 is 1.0, anything else 0.0). A reward file that is not a number in
// [0,1], or that exists but cannot be read (a link out of the work dir),
// makes the run inconclusive, never a failure. As in Harbor's
// layout, /tests and /logs are there too (links into /work/.bench), so a
// Harbor task's test.sh that writes /logs/verifier/reward.txt runs as is.
// A run passes when its reward is at least the gate's pass score.
//
// # Arms and skills
//
// Every task runs in each arm --repeat times: "without" (the skill under
// test absent), "with" (the live skill at skills/<name>/ in the work dir)
// and, given a challenger, "challenger" (its folder there instead). A
// skill of environment/skills/ with the same name is replaced by the arm's
// skill, and removed in the without arm.
//
// # Harnesses
//
// The built-in agent (HarnessBuiltin) is a small tool-calling loop over
// the OpenAI-compatible chat API with one tool, a shell confined to the
// task's sandbox: the system prompt lists the skills under /work/skills
// (name, description, path of SKILL.md, as an agent harness discovers
// them); each reply of the model that holds a ```bash (or ```sh) block
// has its first such block run in the sandbox work dir, and the exit
// status and output come back as the next user message; a reply without
// one ends the run, as does the step limit. A skill counts as loaded
// (--require-skill) when the agent ran a command that names its
// skills/<name>/SKILL.md and exited 0: the only way its instructions
// reach the model.
//
// The command harness (HarnessCommand) runs a user's template instead,
// e.g. `claude -p {instruction} --allowedTools Bash,Read,Edit` or
// `codex exec {instruction}`, through bash in the sandbox work dir with
// the task's network setting; {instruction} is replaced by the
// shell-quoted instruction and {skills_dir} by /work/skills. Its stdout
// and stderr are the trace; the skill counts as loaded when the trace
// names skills/<name>/SKILL.md. The command's binary must be reachable
// inside the sandbox (under /usr, or a read-only path the caller binds).
package bench
