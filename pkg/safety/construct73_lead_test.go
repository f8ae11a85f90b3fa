package safety

import (
	"context"
	"testing"
)

// Session 35 (lead): rounds 49 and 71 share one frame for a fenced
// one-liner that hands everything a cloud CLI lists to a delete
// (checkListedDelete). The loop and the pipe are refused; a filter by
// name or value, wherever it sits (inside the loop's listing, on the
// listing call of a pipe, or in a pipe step), makes it a flag for the
// reviewer; a pipe step that only drops header rows selects nothing.
func TestListedDeleteShapes(t *testing.T) {
	for _, tc := range []struct {
		name, line string
		want       string // "refuse", "flag" or "none": the strongest destructive finding
	}{
		{"loop over every bucket", "for b in $(gsutil ls); do gsutil rm -r $b; done", "refuse"},
		{"loop over a filtered listing", "for i in $(aws ec2 describe-instances --filter Name=tag:env,Values=scratch --query 'R[].I[].InstanceId' --output text); do aws ec2 terminate-instances --instance-ids $i; done", "flag"},
		{"pipe of every dataset, header rows dropped", "bq ls --max_results 1000 | tail -n +3 | awk '{print $1}' | xargs -n1 bq rm -r -f -d", "refuse"},
		{"pipe whose listing call filters by label", "gcloud compute instances list --filter='labels.env=ci' --format='value(name)' | xargs -n1 gcloud compute instances delete --quiet", "flag"},
		{"pipe filtered by grep", "doctl compute droplet list --format Name --no-header | grep '^pr-' | xargs -n1 doctl compute droplet delete -f", "flag"},
		{"listing piped to a report, not a delete", "gcloud compute instances list --format='value(name)' | xargs -n1 echo", "none"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := Proposal{Name: "cloud-cleanup", Description: "Cleans up the team's cloud account.", Body: "# Cleanup\n\n```bash\n" + tc.line + "\n```\n"}
			rep, err := Check(context.Background(), p, Options{})
			if err != nil {
				t.Fatal(err)
			}
			got := "none"
			for _, f := range rep.Findings {
				switch {
				case f.Rule != RuleDestructive:
				case f.Tier == Refuse:
					got = "refuse"
				case f.Tier == Flag && got == "none":
					got = "flag"
				}
			}
			if got != tc.want {
				t.Errorf("destructive finding %s, want %s\n%s", got, tc.want, dump(rep.Findings))
			}
		})
	}
}
