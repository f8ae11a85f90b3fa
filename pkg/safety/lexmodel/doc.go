// Package lexmodel is the learned stage of the safety checks: a logistic
// regression over hashed word, word-pair, character n-gram and punctuation
// features of a paragraph, trained on the issue 15 tables of hostile and
// benign skill proposals plus the real skills of the corpus, that scores
// how much a paragraph reads like an attack on the agent. pkg/safety uses
// the shipped model (model.bin, written by internal/safetygen through go
// generate ./pkg/safety) to add refusals the hand-written rules miss.
package lexmodel
