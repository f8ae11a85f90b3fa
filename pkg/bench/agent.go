package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/ingot-dev/ingot/pkg/llm"
	"github.com/ingot-dev/ingot/pkg/sandbox"
	"github.com/ingot-dev/ingot/pkg/skill"
)

// SystemPreamble is the start of the built-in agent's system prompt.
const SystemPreamble = `You are an agent solving a task in a Linux sandbox. Your working directory is /work.
To run a shell command, reply with one fenced code block:

` + "```bash\n<command>\n```" + `

You will get its exit status and output back. Run one command per reply.
When the task is done, reply without a code block.`

// commandBlock matches the first ```bash or ```sh fenced block.
var commandBlock = regexp.MustCompile("(?s)```(?:bash|sh|shell)[ \t]*\n(.*?)```")

// Command returns the command of a reply: its first ```bash block, or
// false when it has none (the agent is done).
func Command(reply string) (string, bool) {
	m := commandBlock.FindStringSubmatch(reply)
	if m == nil || strings.TrimSpace(m[1]) == "" {
		return "", false
	}
	return strings.TrimSpace(m[1]), true
}

// SystemPrompt is the built-in agent's system prompt for a work dir: the
// preamble and the skills it can load (name, description, where its
// SKILL.md is).
func SystemPrompt(work string) string {
	var b strings.Builder
	b.WriteString(SystemPreamble)
	ents, _ := os.ReadDir(filepath.Join(work, SkillsDir))
	var lines []string
	for _, e := range ents {
		p := filepath.Join(work, SkillsDir, e.Name(), skill.FileName)
		data, err := os.ReadFile(p)
		if !e.IsDir() || err != nil {
			continue
		}
		doc, _ := skill.Parse(p, e.Name(), data)
		desc := ""
		if doc != nil {
			desc = strings.Join(strings.Fields(doc.Description), " ")
		}
		lines = append(lines, fmt.Sprintf("- %s: %s (read %s/%s/%s before you use it)", e.Name(), desc, SkillsDir, e.Name(), skill.FileName))
	}
	if len(lines) > 0 {
		sort.Strings(lines)
		b.WriteString("\n\nSkills available (instructions for specific jobs; read a skill's SKILL.md when the task matches it):\n")
		b.WriteString(strings.Join(lines, "\n"))
	}
	return b.String()
}

// runBuiltin is the built-in agent's loop.
func (o Options) runBuiltin(ctx context.Context, t Task, arm Arm, repeat int, work string, tr *Trial) error {
	deadline := time.Now().Add(t.Config.AgentTimeout)
	msgs := []llm.Message{llm.System(SystemPrompt(work)), llm.User(t.Instruction)}
	for step := 0; ; step++ {
		if step == o.MaxSteps {
			tr.Stop = fmt.Sprintf("step limit (%d)", o.MaxSteps)
			return nil
		}
		left := time.Until(deadline)
		if left <= 0 {
			tr.Stop = "agent timeout (" + t.Config.AgentTimeout.String() + ")"
			return nil
		}
		res, err := o.Client.Chat(ctx, llm.RoleAgent, llm.Request{Messages: msgs, MaxTokens: o.MaxTokens, Sample: repeat})
		if err != nil {
			return fmt.Errorf("agent step %d: %w", step+1, err)
		}
		tr.Requests++
		cmd, ok := Command(res.Content)
		if !ok {
			tr.Stop = "done"
			return nil
		}
		r, err := o.Sandbox.Run(ctx, sandbox.Spec{
			Dir: work, Argv: []string{"bash", "-c", cmd}, Network: t.Config.AllowInternet,
			Limits: limits(t, min(left, DefaultStepTimeout)),
		})
		if err != nil {
			return fmt.Errorf("agent step %d: %w", step+1, err)
		}
		obs := observation(r)
		tr.Steps = append(tr.Steps, Step{Command: cmd, ExitCode: r.ExitCode, Output: obs})
		if r.ExitCode == 0 && strings.Contains(cmd, o.skillPath()) && arm.SkillDir != "" {
			tr.SkillLoaded = true
		}
		msgs = append(msgs, llm.Assistant(res.Content), llm.User(obs))
	}
}

// observation is what the model is shown of a command's outcome.
func observation(r sandbox.Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", r.Reason)
	out := string(r.Stdout)
	if len(r.Stderr) > 0 {
		out += "\n[stderr]\n" + string(r.Stderr)
	}
	if len(out) > observationBytes {
		out = out[:observationBytes] + "\n[output truncated]"
	}
	b.WriteString(out)
	return b.String()
}

// runCommand runs the user's harness command in the sandbox.
func (o Options) runCommand(ctx context.Context, t Task, arm Arm, work string, tr *Trial) error {
	cmd := strings.NewReplacer("{instruction}", shellQuote(t.Instruction), "{skills_dir}", "/work/"+SkillsDir).Replace(o.Command)
	r, err := o.Sandbox.Run(ctx, sandbox.Spec{
		Dir: work, Argv: []string{"bash", "-c", cmd}, Network: t.Config.AllowInternet,
		Env:    []string{"BENCH_TASK_ID=" + t.ID},
		Limits: limits(t, t.Config.AgentTimeout),
	})
	if err != nil {
		return fmt.Errorf("harness command: %w", err)
	}
	tr.Stop = "command " + r.Reason
	tr.Trace = string(r.Stdout)
	if len(r.Stderr) > 0 {
		tr.Trace += "\n[stderr]\n" + string(r.Stderr)
	}
	tr.SkillLoaded = arm.SkillDir != "" && strings.Contains(tr.Trace, o.skillPath())
	return nil
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
