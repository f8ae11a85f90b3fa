// Package llm is Ingot's one client for every language-model role: it sends
// chat completions to any OpenAI-compatible endpoint, retries what is worth
// retrying, limits concurrency, keeps a usage and cost ledger with a hard
// spend cap, and records every exchange in a content-addressed cache that
// also lets a run be replayed offline.
//
// # Roles and configuration
//
// Four roles share one client: agent (serves tasks and rollouts), author
// (writes candidates), strong (novel tasks; defaults to the author model and
// endpoint) and judge (one model, or a comma list for an ensemble).
// SettingsFrom reads them from a getenv function (pkg/config supplies one
// resolving flags > env > .env > ingot.yaml > defaults):
//
//	INGOT_BASE_URL / INGOT_API_KEY        endpoint for every role
//	                                      (fallback OPENAI_BASE_URL / OPENAI_API_KEY)
//	INGOT_<ROLE>_BASE_URL / _API_KEY      per-role override (AGENT, AUTHOR, STRONG, JUDGE)
//	INGOT_AGENT_MODEL, INGOT_AUTHOR_MODEL model per role
//	INGOT_STRONG_MODEL                    defaults to the author model
//	INGOT_JUDGE_MODELS / INGOT_JUDGE_MODEL comma list = ensemble (MODELS wins)
//	INGOT_PRICES                          JSON or YAML file: model -> {input_per_mtok, output_per_mtok}
//	INGOT_MAX_RUN_USD                     hard spend cap for the run (0 or unset: off)
//	INGOT_LLM_TIMEOUT                     per-attempt timeout ("90s", "2m" or seconds; default 120s)
//	INGOT_LLM_CONCURRENCY                 requests in flight across all roles (default 4)
//	INGOT_LLM_RETRIES                     retries after the first attempt (default 4)
//	INGOT_NO_CACHE                        true: do not read the response cache (still written)
//	INGOT_LLM_OFFLINE                     true: replay from the cache only; a miss is an error
//
// A per-role base URL takes the global key only when it points at the same
// host as the global base URL; a key is never sent to a host it was not
// configured for. An http:// endpoint, or any endpoint on a loopback or
// private address, needs no key; a hosted https endpoint without a key is an
// error. With no endpoint at all, SettingsFrom returns an error matching
// ErrNotConfigured whose message says what to set. There is no built-in
// default endpoint and no fake fallback.
//
// # OpenRouter
//
// When a role's base URL host is openrouter.ai, every request body carries
// {"provider": {"zdr": true, "data_collection": "deny"}} so only
// zero-data-retention providers that do not train on prompts may serve it.
// A reply saying no provider is eligible fails at once with an error
// matching ErrNoEligibleEndpoint. Other endpoints never get this field.
//
// # Retries, timeouts, concurrency
//
// The SDK's own retries are switched off. Chat retries 408, 429, 5xx,
// transport errors and per-attempt timeouts with exponential backoff and
// jitter, waiting at least what a Retry-After header asks; other 4xx
// replies fail at once. One semaphore bounds the requests in flight across
// every role. Every wait honours the caller's context.
//
// # Ledger and budget
//
// The Ledger counts calls, input and output tokens per role and per call
// and estimates cost from the price table (DefaultPrices, extended by
// INGOT_PRICES). DefaultPrices are rough list-price estimates in USD per
// million tokens and will drift; put real prices in INGOT_PRICES. A model
// with no price is counted as unknown cost, never as zero: the report says
// so, and a warning (once per model) says INGOT_MAX_RUN_USD cannot limit it.
// Before a live request is sent, the ledger reserves its worst case: the
// input estimated at one token per two bytes of the messages, plus the
// request's max tokens (4096 when unset). A request whose worst case would
// take the spend plus the reservations in flight past INGOT_MAX_RUN_USD is
// not sent and returns a *BudgetError (errors.Is ErrBudgetExceeded) naming
// the spend and the cap, so concurrent requests cannot overshoot it;
// results already returned stay valid, so a run stops cleanly.
//
// # Cache and replay
//
// Each exchange is stored under <home>/runs/cache/llm/<2 hex>/<sha256>.json,
// keyed by the SHA-256 of the base URL host, model, messages and parameters
// (temperature, max tokens, response format). Entries hold the request and
// the reply and are written atomically. A hit makes no HTTP call and costs
// nothing (the ledger counts it as a cache hit). NoCache skips reads but
// still records; Offline serves only from the cache and fails with
// ErrCacheMiss on a miss instead of calling out.
//
// Options.RecordDir additionally copies every exchange a client serves
// (live or cached) into a folder, and Options.CacheDir reads the cache from
// such a folder: an evidence bundle carries its exchanges this way and
// replays offline with zero requests. Request.Sample keeps repeats of one
// request apart in the cache (it is never sent).
package llm
