package optimizecmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/candidate"
	"github.com/ingot-dev/ingot/pkg/llm/llmtest"
	"github.com/ingot-dev/ingot/pkg/optimize"
)

// routingHome is a library whose k8s-deploy description says nothing of
// crash loops, while the routing cases ask about them.
func routingHome(t *testing.T) *home {
	h := &home{t: t, dir: t.TempDir()}
	add := func(name, desc, body string) {
		testutil.WriteFile(t, filepath.Join(h.dir, "skills", name, "SKILL.md"), "---\nname: "+name+"\ndescription: "+desc+"\n---\n\n"+body+"\n")
	}
	add("k8s-deploy", "Deploy services to Kubernetes clusters with kubectl apply and Helm charts.",
		"# Kubernetes deploys\n\nApply manifests, roll out, roll back.")
	add("docker-build", "Build and tag Docker images with multi-stage Dockerfiles and push them to a registry.", "# Docker\n\nBuild images.")
	add("terraform", "Write and plan Terraform modules for AWS infrastructure such as VPCs, IAM roles and S3 buckets.", "# Terraform\n\nPlan before apply.")
	add("pdf", "Read, merge, split and fill PDF files and forms.", "# PDF\n\nUse qpdf.")
	testutil.WriteFile(t, filepath.Join(h.dir, "evals", "k8s-deploy.yaml"), `skill: k8s-deploy
routing:
  - task: deploy the api service to the kubernetes cluster with helm
    expected: k8s-deploy
  - task: my pods keep crashing with CrashLoopBackOff after the deploy, how do I debug the restart loop
    expected: k8s-deploy
  - task: pod stuck in CrashLoopBackOff and ImagePullBackOff, what is wrong
    expected: k8s-deploy
  - task: merge these two pdf files into one
    expected: pdf
  - task: thanks, that answers my question
    expected: null
`)
	return h
}

const betterDesc = "Deploy services to Kubernetes clusters with kubectl apply and Helm charts, and debug pods crashing in CrashLoopBackOff or ImagePullBackOff restart loops after a deploy."

func descWorld(t *testing.T, replies map[string]string) *llmtest.Server {
	srv := llmtest.New(t)
	srv.HandleFunc(func(r llmtest.Request) llmtest.Reply {
		if r.Chat.Model != "author-m" {
			t.Errorf("the description pass called %q: no rollouts or judging allowed", r.Chat.Model)
		}
		u := r.LastUser()
		for _, a := range optimize.DescriptionAngles {
			if strings.Contains(u, a.Instruction) {
				if rep, ok := replies[a.Name]; ok {
					return llmtest.Text(rep)
				}
				return llmtest.Text("")
			}
		}
		t.Errorf("unknown description prompt: %s", u)
		return llmtest.Text("")
	})
	return srv
}

func TestDescriptionPassRaisesRoutingMetric(t *testing.T) {
	h := routingHome(t)
	srv := descWorld(t, map[string]string{
		"triggers": betterDesc,
		"scope":    "Merge these two pdf files into one pdf; merge pdf files and split pdf pages.", // steals the pdf case: top1 regresses
		"rewrite":  "",                                                                             // unusable, dropped
		"keywords": "Deploy services to Kubernetes clusters with kubectl apply and Helm charts.",   // no change
		"minimal":  "Deploy services to Kubernetes clusters with kubectl apply and Helm charts; debug CrashLoopBackOff.",
	})
	code, out, errOut := h.run(h.vars(srv, map[string]string{"INGOT_OPTIMIZE_CANDIDATES": "5"}), "", "k8s-deploy", "--description", "--rounds", "1")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	recs := decodeRecords(t, out)
	if len(recs) != 1 {
		t.Fatalf("want one candidate, got %s", out)
	}
	var rec candidate.Record
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Pass != "description" || rec.Components.Description != betterDesc {
		t.Errorf("record: pass %s description %q", rec.Pass, rec.Components.Description)
	}
	if !(rec.Search.BestScore > rec.Search.SeedScore) {
		t.Errorf("routing did not improve: %+v", rec.Search)
	}
	md, _ := os.ReadFile(filepath.Join(rec.Path(h.dir), "SKILL.md"))
	orig, _ := os.ReadFile(filepath.Join(h.dir, "skills", "k8s-deploy", "SKILL.md"))
	if !strings.Contains(string(md), "CrashLoopBackOff or ImagePullBackOff") || !strings.HasSuffix(string(md), strings.SplitN(string(orig), "---\n", 3)[2]) {
		t.Errorf("candidate SKILL.md (body must be unchanged):\n%s", md)
	}
	for _, want := range []string{"[routing] seed k8s-deploy@", "r1-d3-rewrite dropped: empty description", "r1-d4-keywords dropped: no change from the seed", "routing top1 regressed", "winner r1-d1-triggers"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q", want)
		}
	}
}

func TestDescriptionPassNoCandidateWhenNothingPasses(t *testing.T) {
	h := routingHome(t)
	srv := descWorld(t, map[string]string{"triggers": "Convert and merge PDF files."})
	code, out, errOut := h.run(h.vars(srv, map[string]string{"INGOT_OPTIMIZE_CANDIDATES": "1"}), "", "k8s-deploy", "--description", "--rounds", "1")
	if code != 0 || strings.TrimSpace(out) != "" || !strings.Contains(errOut, "no drafted description passes the description gate") {
		t.Errorf("exit %d out %q\n%s", code, out, errOut)
	}
}

// TestDescriptionPassRoundsDrawNewDrafts: when a round finds nothing that
// passes the gate, the next round drafts from the same description and
// misses; its requests are new samples, not replays of the first round's
// cached replies (the cache must not decide what a round tries).
func TestDescriptionPassRoundsDrawNewDrafts(t *testing.T) {
	h := routingHome(t)
	srv := descWorld(t, map[string]string{"triggers": "Convert and merge PDF files."})
	code, _, errOut := h.run(h.vars(srv, map[string]string{"INGOT_OPTIMIZE_CANDIDATES": "1"}), "", "k8s-deploy", "--description", "--rounds", "2")
	if code != 0 || !strings.Contains(errOut, "round 2: no draft passes the description gate") {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if n := srv.Count(); n != 2 {
		t.Errorf("%d request(s) reached the endpoint, want 2 (one draft per round)", n)
	}
}
