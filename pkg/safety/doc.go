// Package safety checks an agent-authored skill before create_skill may
// queue it for human review.
//
// Check runs explainable rules (regular expressions plus small context
// heuristics, no models) over a Proposal's name, description and body and
// returns a Report of Findings. Each finding names its rule, the field and
// byte span at fault, a printable excerpt and a message. Findings come in two
// tiers: Refuse (create_skill answers with the reasons and queues nothing)
// and Flag (the proposal is queued and the findings travel with it to the
// reviewer).
package safety
