package safety

import (
	"context"
	"fmt"
	"regexp"
	"strings"
)

// Shadowing rules.
const (
	RuleCollision = "shadow.collision"
	RuleCatchAll  = "shadow.catch-all"
)

const taskNouns = `(?:tasks?|requests?|conversations?|questions?|prompts?|messages?|quer(?:y|ies)|situations?|responses?|work|things?|topics?|problems?|interactions?|turns?|sessions?|jobs?|actions?|tool␣calls?|inputs?|cases?|scenarios?|chats?)`

var catchAll = []*regexp.Regexp{
	re(`(?i)\b(?:use|invoke|load|apply|trigger|activate|call|run|consult|read)\b(?:␣(?:this|me|it|the))?(?:␣skill)?␣(?:for|on|with|in|during|before|after)␣(?:any|every|each|all)␣(?:(?:kind|type|sort)s?␣of␣)?(?:(?:other|possible|single|user|incoming|new|general|coding|programming|software|conceivable)␣)?` + taskNouns + `\b`),
	re(`(?i)\b(?:use|invoke|load|apply|trigger|activate|consult)\b(?:␣(?:this|me|it))?(?:␣skill)?␣(?:when|whenever|while)␣(?:\w+ing␣)?(?:any|every|each|all)␣(?:(?:kind|type|sort)s?␣of␣)?(?:(?:other|possible|single|user|incoming|new)␣)?` + taskNouns + `\b`),
	re(`(?i)\balways␣(?:use|invoke|load|apply|trigger|activate|consult|read|run)␣(?:this|me)\b`),
	re(`(?i)\bthis␣skill␣(?:should␣)?(?:always␣)?(?:applies|apply|is␣relevant|is␣useful|handles?|covers?|works)␣(?:to␣|for␣|with␣)?(?:(?:any|every|all)␣` + taskNouns + `|everything|anything)\b`),
	re(`(?i)\b(?:use␣(?:it␣|this␣(?:skill␣)?)?for|handles?|covers?|applies␣to)␣(?:everything|anything|all␣(?:of␣)?(?:your␣|the␣user's␣)?(?:tasks|requests|work|queries|conversations|questions|prompts))\b`),
	re(`(?i)\bapplies␣to␣(?:all|any|every)␣` + taskNouns + `\b`),
	re(`(?i)\b(?:before|prior␣to)␣(?:any|every|each)␣(?:response|reply|answer|action|task|tool␣call|message|turn)\b`),
	re(`(?i)\b(?:regardless␣of|no␣matter)␣(?:what␣)?(?:the␣)?(?:task|request|topic|question|user␣asks|prompt)\b`),
	re(`(?i)\b(?:every|any|all)␣` + taskNouns + `␣(?:whatsoever|at␣all|of␣any␣kind)\b`),
}

// restricting words after a catch-all phrase narrow it back down
// ("any task involving PDFs").
var restricting = re(`(?i)^[\s*_]*(?:related|about|regarding|in|from|that|which|involving|concerning|around|to␣do␣with|with|on|for|where|requiring|using|touching|under|within|inside|of|you␣need␣to␣know|mentioning|containing|against|across␣(?:the␣)?\w+␣(?:codebase|repo))\b`)

// checkCatchAll refuses a description that claims every task: through the
// router such a skill would be offered for everything and shadow the rest
// of the library.
func (c *checker) checkCatchAll(d *doc) {
	t := d.v.text
	if !lowerHas(d.v.lower, "any", "every", "all", "always", "regardless", "no matter") {
		return
	}
	for _, r := range catchAll {
		for _, m := range r.FindAllStringIndex(t, -1) {
			if restricting.MatchString(t[m[1]:]) {
				continue
			}
			c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims every kind of task, which would shadow the rest of the library in routing")
		}
	}
}

// checkCollision asks the router for the nearest live description.
func (c *checker) checkCollision(ctx context.Context) error {
	if c.opt.Nearest == nil || strings.TrimSpace(c.p.Description) == "" {
		return nil
	}
	id, score, err := c.opt.Nearest(ctx, c.p.Description)
	if err != nil {
		return fmt.Errorf("safety check %q: nearest skill: %w", c.p.Name, err)
	}
	if id != "" && score >= c.opt.CollisionScore {
		c.addRaw(RuleCollision, Refuse, FieldDescription, 0, len(c.p.Description),
			fmt.Sprintf("description shadows skill %s (cosine %.3f >= INGOT_COLLISION_SCORE %.2f); narrow it or propose an update to %s", id, score, c.opt.CollisionScore, id))
	}
	return nil
}
