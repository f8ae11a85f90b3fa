// Package execcheck runs the execution check of an eval task: it takes the
// code out of a model's answer, runs it with the task's fixture in the
// sandbox (pkg/sandbox), and says pass, fail or inconclusive, with a short
// text (Result.Evidence) the judge receives as ground truth.
//
// A check (`check:` of a task in evals/<skill>.yaml) names the code fence
// language to take from the answer, optional fixture files and a setup
// command, and the command whose exit status decides:
//
//	check:
//	  language: python
//	  file: slug.py                 # default solution.py
//	  files:
//	    test_slug.py: |
//	      from slug import slugify
//	      assert slugify("Hello, World!") == "hello-world"
//	  run: python3 test_slug.py     # exit 0 = pass
//	  timeout: 10s                  # default 10s
//
// # Which code is taken
//
// The longest fenced code block tagged with the language (or an alias:
// py/python3; sh/shell/bash; js/javascript/node/nodejs), ties going to the
// later block. Answers often follow the solution with short usage examples
// in the same language, and the solution is the substantial block; taking
// the last block would run the example instead. Untagged blocks are not
// taken: which language they hold is a guess. An answer without such a
// block fails the check ("the answer has no python code block").
//
// # Outcomes
//
//   - pass: run exits 0.
//   - fail: run exits non-zero; the answer's code timed out or hit a
//     memory, CPU, file-size or process limit; or the answer has no code
//     block of the language.
//   - inconclusive (never counted against the answer): the check spec is
//     invalid; the sandbox is off (INGOT_EXEC_SANDBOX=off), missing or
//     cannot start; setup fails; or run exits 126/127 and one of the
//     commands it names (the first word of each simple command, a
//     heuristic) does not exist in the sandbox, e.g. an interpreter the
//     machine lacks.
//
// The work directory is a fresh temporary directory holding the fixture
// files and the answer's code (written executable), removed afterwards.
// setup and run are `sh -c` command lines run in it, each under the
// check's timeout and the sandbox's limits.
package execcheck
