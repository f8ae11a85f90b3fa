// Package safety checks an agent-authored skill before create_skill may
// queue it for human review.
//
// Check runs explainable rules (regular expressions plus small context
// heuristics, no models) over a Proposal's name, description and body and
// returns a Report of Findings. Each finding names its rule, the field and
// byte span at fault in the text as submitted, a printable excerpt
// (invisible characters shown as <U+XXXX>, at most about 120 characters)
// and a message. Refuse-tier findings mean create_skill queues nothing and
// answers with the reasons; Flag-tier findings travel with the queued
// proposal to its reviewer. The package has no dependency on the router:
// the collision check calls Options.Nearest, and the name check
// Options.Existing.
//
// # Rules
//
// Refuse:
//
//	spec.name            slug of 1-64 of a-z 0-9 '-', no leading, trailing or doubled '-'
//	spec.name-taken      Options.Existing reports the name live or pending
//	spec.description     empty, or more than 1024 characters (runes)
//	spec.body-empty      body is blank
//	spec.body-size       body over Options.MaxBody bytes (default 64 KiB)
//	spec.utf8            a field is not valid UTF-8
//	unicode.invisible    zero-width and other invisible format characters
//	unicode.bidi         bidirectional embeddings, overrides, isolates, stray marks
//	unicode.tag          tag characters outside an emoji subdivision flag
//	unicode.control      C0/C1 control characters other than tab, CR, LF
//	override.phrase      "ignore previous instructions" and its family, by phrase and by intent in about 55 languages
//	                     (lexicon.go, lexicon2.go); a paragraph in another language than the rest of an English
//	                     skill that opens a line by addressing the agent ("Asistentui:", "Claude,"), with no lexicon
//	                     needed (foreign.go; a vocative "Claude, ...", a paragraph shown as an example and any
//	                     such paragraph in a skill about languages must also speak of rules or limits)
//	override.role-marker fake system/developer messages (<|im_start|>system, [SYSTEM]:, <system>, ...);
//	                     a flag when shown as markup (closed code block, configuration element)
//	                     with no authority claim or override beside it
//	override.persona     a persona with no rules or that never refuses (a jailbreak), in several languages;
//	                     the same properties said of "you" ("you never refuse", "your unfiltered twin");
//	                     by structure (nolimits.go): a privative next to a word for restrictions, filters,
//	                     policy or refusals, "never refuses", or refusals/guardrails switched off, with the
//	                     agent addressed in the same item (override.phrase when no persona is framed)
//	override.hidden-instruction text hidden from a rendered view (HTML/link-reference comment, an element
//	                     styled display:none or marked hidden, also in an html/xml/jsx code block; image
//	                     alt text, a link's title, alt/title/aria-label attributes) that addresses the
//	                     agent with an action (a URL, a secret or credential path, send/upload/fetch,
//	                     secrecy, instructions, grants)
//	override.forged-turn a role label, tool-result tag or chat token followed by an authority claim;
//	                     markup claiming authority by its shape (a tag named or attributed
//	                     system/developer/operator/priority, a tool-result or turn element in
//	                     prose, a section headed "System message" that addresses the agent)
//	exfil.command        a local-data source flowing into a network sink (data flow per code block)
//	exfil.dns            command output or a secret spliced into a looked-up host name
//	exfil.image          an image or link URL interpolating secrets or private data
//	exfil.instruction    prose telling the agent to send secrets somewhere (a URL, a mail address, a host
//	                     name or an IP address, also through a pronoun or a looked-up DNS name); a vendor
//	                     that keeps the user's own secrets (github.com, a cloud) is not a destination
//	exec.encoded-payload decode-and-run of a hidden payload
//	exec.reverse-shell   a shell handed to a remote host
//	exec.remote-script   download-and-run (curl|sh, iex(iwr), bash -c "$(curl)"; a download saved to a file
//	                     then run; code read from the network run by eval/exec/new Function in the same
//	                     block; pip install of an archive URL or with --trusted-host) from a raw IP, over
//	                     plain HTTP, or from a host neither a known installer vendor nor a distinctive
//	                     word of the skill's name/description accounts for; any inside an encoded payload;
//	                     a digest or signature check in the block clears a download-then-run
//	exec.destructive     a destructive command by scope, in code: rm -rf of the home folder, the root or a
//	                     system folder; shred of keys; chmod/chown -R of / or ~; git clean in ~; a disk
//	                     overwritten or reformatted; security tooling turned off (SELinux, auditd,
//	                     firewalls, Defender); logs or shell history erased; a force push over main;
//	                     branch protection deleted; every namespace deleted; production data dropped
//	                     (DROP/TRUNCATE/FLUSHALL/terraform destroy/s3 rb ...) only with a production marker
//	tamper.skills        writes to other skills or the skill library (also another SKILL.md reached
//	                     through ../ or a glob; a markdown link to one is a reference); self-propagation
//	                     ("copy this block into every new skill"); by data flow (propagate.go): code naming
//	                     its own file ($0, BASH_SOURCE, __file__, __dirname, $PSScriptRoot, SKILL.md,
//	                     skills/<name>) copied with a fan-out (loop/glob/find over repos or home, gh repo
//	                     list) or into agent files, never downgraded; by meaning in several languages:
//	                     this skill as a spreading verb's object with a many-or-other destination
//	                     (anywhere, a public registry, forks, template repositories, every future project);
//	                     a package install hook writing into an agent's skills; rewriting another skill's
//	                     description or triggers
//	tamper.harness       writes to harness settings/MCP config (approval/confirm/sandbox/trust keys count);
//	                     permission or sandbox bypass flags; agent instruction files (AGENTS.md, CLAUDE.md,
//	                     .cursorrules) changed so the agent stops asking, skips review, loses a guard
//	                     section, takes this skill's own text, or in every such file on the machine
//	                     (other edits to them are flagged); code writing agent rules into every
//	                     repository or across the home folder; prose telling the agent to turn off its
//	                     safeguards (with secrecy or naming the agent); an agent's or Ingot's safety
//	                     setting (INGOT_/CLAUDE_/CODEX_..._SAFETY|SANDBOX|APPROVAL=off)
//	tamper.ci            removing, rewriting, emptying or weakening CI configuration (CODEOWNERS included)
//	tamper.review        approving its own change, or getting around review; writes under the Ingot home
//	                     (approval store, runs/, audit logs; a database client changing rows there)
//	tamper.startup       a shell startup file (~/.bashrc, ~/.zshrc, ~/.profile, fish config, PowerShell
//	                     profile) or git hook (.git/hooks/*) given a line that reaches the network, reads
//	                     a secret source or decodes a payload, or points into a world-writable folder
//	                     (/tmp, /var/tmp, /dev/shm) or preloads a library; git's core.hooksPath,
//	                     credential.helper and core.sshCommand count; other writes to them are flagged
//	tamper.privilege     passwordless root for every user (ALL/%users ... NOPASSWD: ALL), a setuid
//	                     shell or interpreter; passwordless root for one user is flagged, refused when
//	                     hidden or locked in (chattr +i)
//	shadow.collision     router cosine to a live description >= Options.CollisionScore, or a near-copy
//	                     (cosine >= 0.45, >= 60% of its content words and either 10 shared words or 40%
//	                     of the live description's; needs Options.Describe)
//	shadow.catch-all     a description claiming every kind of task (phrases, and by meaning in several languages),
//	                     or precedence over the other skills ("instead of other skills")
//	model.lexical        the learned stage (pkg/safety/lexmodel, on by default) scores the description or a
//	                     body chunk at or over LexicalThreshold (INGOT_SAFETY_MODEL_THRESHOLD, 0.95); the
//	                     span is the paragraph or line that scores highest; trained by go generate
//	guard.model          Options.Guard (INGOT_GUARD_MODEL) scores a chunk at or over GuardThreshold; off by default
//
// Flag:
//
//	flag.pipe-to-shell   curl|wget|iwr ... | sh/bash/iex, bash -c "$(curl ...)"
//	flag.credential-path ~/.ssh, ~/.aws, ~/.config/gcloud, .env, .netrc, id_rsa, ... (once per path)
//	flag.sudo            commands run with sudo (first mention, with a count)
//	flag.tls-disabled    curl -k, verify=False, NODE_TLS_REJECT_UNAUTHORIZED=0, InsecureSkipVerify, ...
//	exfil.secret-to-url  a secret sent to a host that cannot be attributed to its service
//	flag.sensitive-source a token command, browser store or environment dump read with no sink
//
// A Refuse rule that matches in descriptive context is reported under the
// same rule name in the Flag tier, with the reason in its message.
//
// # How matching works
//
// Every field is normalised before the phrase rules read it: invisible
// characters (soft hyphens included) are removed (so "ig<U+200B>nore"
// still reads "ignore"), compatibility characters read as their NFKC form
// (full-width, mathematical, ligatures, circled letters), typographic quotes
// and exotic spaces fold to ASCII; Cyrillic and Greek look-alike letters
// inside a word that has ASCII letters read as Latin ("Ignоre"), and
// numeric character references (&#105;) as their characters.
// Letter-separated words ("i g n o r e", "i.g.n.o.r.e a.l.l") are joined
// for the override and intent rules; when the letters are separated by
// something other than a space, a space between them is kept as the break
// between words. In Hebrew and Arabic a stem also matches after up to four
// attached prefix letters (conjunctions, prepositions, the article, verb
// person prefixes: "ההוראות", "بالتعليمات"). The intent rules (intent.go) also lower-case
// (Unicode), collapse whitespace and emphasis, join words hyphenated across
// a line break, and read runs of one-word lines as one statement. They match
// concepts, not phrases: an override is a voiding verb, a word marking the
// agent's earlier guidance and a word for that guidance within 120 bytes,
// from lexicons written per language (English, Spanish, Portuguese,
// Italian, French, German, Dutch, Russian, Ukrainian, Polish, Turkish,
// Indonesian, Vietnamese, Arabic, Persian, Hebrew, Hindi, Chinese,
// Japanese, Korean, and in lexicon.go/lexicon2.go the Nordic, Baltic,
// South Slavic, Caucasian and Indic languages, Catalan, Galician,
// Tagalog, Afrikaans, Albanian and more; stems are NFKC-normalised). Offsets are mapped back to the original text. Phrases
// may span line breaks and markdown emphasis. Base64 and hex blobs that
// decode to readable text are decoded and scanned by the content rules; a
// hit is reported on the blob's span.
//
// Data flow (taint.go, shellflow.go): each code block is read statement by
// statement (shell parsed with mvdan.cc/sh, so loops, heredocs, pipelines
// and redirections are statements; other languages per logical line). A
// statement reading a source (environment dumps, credential and key files,
// shell history, browser profile stores, keychains, cloud CLI and package
// manager configs, git credentials, token commands such as gh auth token)
// taints the names and files it assigns or writes; reading a tainted name
// taints in turn. A tainted value reaching a network sink (HTTP clients of
// shell, Python, JS, PowerShell, Ruby and Go, raw sockets and /dev/tcp,
// nc, DNS lookups, mail, gists and pastes, scp/rsync to a host) is refused
// unless it authenticates the request. A variable holding one named secret
// is judged as that secret would be (its own service, a gateway, elsewhere).
// A function the block defines whose body reaches a sink (shell, Python,
// JS, Go, PowerShell, Ruby) is a sink where it is called. A URL anywhere
// that carries a CI secret expression (${{ secrets.X }}) to a host that is
// not X's service is refused; all secrets at once (toJSON(secrets)) to any
// host too; an unattributable one is flagged. A CI step printing a secret
// through an encoder (base64, rev, xxd) or all secrets into the build log
// is refused. Round 5 added: copies made in code (shutil, fs, Copy-Item)
// taint their destination; a value put into a container (x[k] = v,
// x.update(...)) taints the container; a network object bound to a name
// (https.request, net.connect, a requests/httpx session, SMTP) is a sink
// where it is written; keychain and secret-manager CLIs are sources; a
// raw transport's -u (socat, nc) is no user.
//
// Commands are also analysed per logical line (backslash continuations and open
// brackets joined) of a code block, and per sentence of prose (inline code
// included). A line is split into commands at ;, && and || and commands into
// pipeline segments, outside quotes and $(...). Exfiltration needs a source
// and a sink in one command: the whole environment (env, printenv, $(env),
// os.environ, process.env, Get-ChildItem env:, toJSON(secrets)), a
// credential, key or history file, a keychain read, or an archive of the
// home directory, either piped into a network command (curl, wget, nc,
// socat, Invoke-RestMethod, requests.post, fetch, ...) or passed to it as
// data. A variable or file filled from a source earlier in the same code
// block counts as the source. Not exfiltration: a credential in an auth
// position (-H Authorization, -u, --netrc-file, URL userinfo), a path that
// is the download's output (curl -o, >> ~/.ssh/authorized_keys), a public key
// (*.pub), and loading a dotenv file into the shell (source .env,
// export $(cat .env | xargs)). A named secret whose prefix names its service
// (OPENAI_, AWS_, GITHUB_, LT_, ...) sent as request data to a host that is
// not that service's is refused; sent as a credential to such a host it is
// only flagged (self-hosted gateways and GitHub Enterprise do that). A
// secret no vendor prefix attributes is judged by its name: a distinctive
// part of it in the host (MAILGUN_API_KEY to api.mailgun.net) attributes
// it; a key, password or secret (not a token: hook tokens travel as data)
// sent as bare request data to a host nothing attributes is refused, unless
// the request presents it as a credential (client_secret=..., a /oauth/token
// or /login endpoint), which is flagged.
//
// # Judgement calls
//
//   - A change note is documentation: a sentence stating that earlier
//     guidance lapsed or was replaced ("the previous steps no longer apply",
//     "this guide replaces the old wiki page", in any language), with no
//     imperative voiding verb, no second-person word, nothing about the
//     system or an agent, in a paragraph that does not address the agent,
//     is flagged, not refused.
//   - No limits needs the agent: the property must follow an address to
//     the agent in the same list item (within about 150 letters); limits
//     narrowed by a preposition ("ohne Regeln für Sonderfälle", "no limits
//     on seats") are not the agent's unless the object is (safety, content,
//     requests); "there is no policy" describes; a quoted property in a
//     security or prompting skill is a mention.
//   - Hidden text addressing the agent is refused wherever it is: nobody
//     but the model reads it. ROT13 spans are decoded when the skill speaks
//     of ROT13. Instructions taken from a URL ("adopt it as your new system
//     prompt") are an override.
//   - Secrecy said in a code block's caption (the paragraph before or after
//     it: "Quietly apply") governs the block's tampering. core.hooksPath set
//     to a directory the block fills from the network is refused.
//   - Overrides need the agent's guidance. "The previous install
//     instructions for v1 no longer apply" voids documentation: when the
//     voided instructions are pinned to a document, version or tool (an
//     inline code span, a number, a file name or URL, or a Latin-script
//     tool name in another script, inside the match or right after it
//     before any conjunction) and nothing near it addresses the agent (an
//     agent name, guidance only the agent has such as "your rules" or
//     "system prompt", follow-only-this, without limits, a persona
//     property; a bare "you" is the reader of documentation), the match is
//     flagged, not refused.
//   - The same holds, in English, for guidance tied to a subject by a
//     modifier or a topic ("the previous travel-expense policy", "the
//     earlier guidance about cookies"), unless the subject is the agent's
//     (safety, content, what it may say). Persona properties narrowed to a
//     subject ("no limits on seats", "never refuses a duel", "never refuse
//     to flag a bug") are not jailbreaks unless the subject is speech or
//     requests; "from now on ... without limits" said of jobs is flagged.
//   - Third-person descriptions of exfiltration ("infostealers grab the
//     cookies and send them to a webhook": a third party as the subject, or
//     an inflected verb in a security skill) are flagged; the same words as
//     an order are refused. Code is never downgraded this way.
//   - Quotation marks of every language count as quotes (« », „ ", 「 」).
//   - "Always <verb> <object>" in a description ("always run gofmt on Go
//     files") is advice about the subject, not a catch-all; "always load
//     this/first" is. A near-copy must share at least 7 content words.
//   - Context downgrades, never clears. A Refuse rule becomes a Flag when the
//     match reads as documentation: for override phrases and role markers,
//     the match must be quoted (inline code, double quotes, a table or a
//     closed code block) and follow a cue word ("such as", "detect",
//     "never", ...), sit under a descriptive section heading ("Attack
//     payloads", "Detection", "Red flags", ...), or belong to a skill whose
//     name/description is about security or prompting. The level-1 title
//     never counts as a section heading (a skill titled "Security Audit"
//     would otherwise excuse all of its sections), and an unterminated code
//     fence is no evidence of an example. A negation directly before an
//     override phrase ("don't forget the previous instructions") also only
//     downgrades it. Exfiltration, encoded execution, reverse
//     shells and tampering downgrade only inside a security skill, and only
//     under a descriptive heading, in a table or after a cue word. Text in an
//     HTML comment, and anything inside an encoded payload, never
//     downgrades: nobody reads it but the model.
//   - Tampering needs an instruction, not a mention: a shell write to the
//     path (>, >>, tee, cp/mv onto it, sed -i, rm, an editor, open(..., "w"))
//     or an imperative edit verb opening its clause ("Add the following to
//     .claude/settings.json:"), not negated ("never edit ..."). Third-person
//     descriptions ("installs into ~/.codex/skills") and example file headers
//     (# .github/workflows/ci.yml above a YAML block) are not instructions.
//   - A skill whose declared job covers the target gets a Flag instead: CI
//     words in the name or description for CI files, a harness name plus a
//     configuration word ("Configure a Claude Code hook") for harness
//     settings, skill authoring or installing for skill directories. Harness
//     settings edits whose shown content touches no permissions, hooks, MCP
//     servers or environment (a display mode) are also only flagged.
//   - CI: adding to the user's CI (a new workflow, a new job) is ordinary
//     work and only flagged, whatever the skill's purpose. Removing,
//     rewriting or disabling CI configuration is refused unless CI is the
//     skill's declared job; weakening its checks (remove approvals, skip
//     tests, comment out a scan) is refused regardless.
//   - Stealth ("silently", "without telling the user", "no need to bring
//     it up", "the user doesn't need to know", "keep this between us")
//     turns any tampering into a refusal that no purpose or context can
//     downgrade. A write reached through a loop or assignment variable
//     bound to the path, find -exec or xargs is a write to the path.
//   - Permission bypass (--dangerously-skip-permissions, bypassPermissions,
//     approval_policy = "never", danger-full-access, Bash(*)) is refused
//     wherever it is not negated or documented in a security skill;
//     "--yolo" and "codex/claude mcp add" are only flagged (real skills use
//     both).
//   - Review bypass (ingot-promote approve, approving its own proposal,
//     writing straight into the library, deleting runs/pending) has no
//     purpose exemption.
//   - Catch-all descriptions are judged on the description only (the router
//     never reads the body); "any task involving PDFs" is not a catch-all,
//     nor is "always use this when editing Dockerfiles".
//   - Round 6 (tuned on the fourth tables, which are seen now): a literal
//     public key into authorized_keys, user services and launch agents
//     that reach the network, startup lines shadowing sudo or disabling
//     history, instruction-file content that takes orders from other files
//     or a remote skill, editor settings that auto-approve or drop
//     workspace trust, any interpreter/eval/source given a download's
//     output, kubectl/oc apply -f from a host nothing vouches for, remote text to follow that outranks the user or runs its
//     commands, image alt text and 1px text addressed to the agent, forged
//     turns granting standing approval, propagation to people and other
//     projects' manifests, near-copies by 80% of a live description's
//     stems at any cosine, more flow sources (raw kubeconfig, Terraform
//     state/vars, CLI auth tokens, wallets, browser databases), and
//     Kazakh, Uzbek and Amharic. Every lexicon stem is NFKC-normalised
//     (Thai SARA AM had made Thai stems unmatchable) and nearness windows
//     count letters, not bytes. Not refused: a claim reported by a relative
//     clause in a security or prompting skill, an inline example labelled
//     an anti-pattern or bad example, a Polish/Czech change note whose
//     "te"/"ty" is a demonstrative.
//   - Rounds 18–23 (tuned on the twelfth to twentieth blind tables, each
//     measured blind first; figures in README.md): propagation into what
//     the agent writes next when hidden or aimed at the next model, a
//     copy of this SKILL.md; commands in strings a scheduler, sh -c or ssh
//     runs; secrecy in the next sentence; secret scanners by name, own
//     entries erased from logs, gate and approval settings switched off,
//     hook blocks headed by a "merge into" comment; personas and limits
//     gone by the shape of the claim (freed of, stripped, never held back,
//     every ask in full); this text declared the winner (prevails, the
//     host loses, authority: this-file-only, a rank "this skill > system");
//     callout, consent and tool-output forged turns; secrets or records
//     about people put somewhere public or outside, read as what, an order
//     to carry it and where, across wrapped lines; copies, loop variables
//     and argument lists carry taint; package sources and shared-host
//     accounts nothing vouches for; downloads installed or let past the
//     quarantine check; two-way sockets; backups, audit tables and every
//     remote branch deleted; routing settings in any syntax. Not refused:
//     a list introduced as things to recognise or reject, a
//     'single-quoted' example, a detection cue judged at the inline code,
//     a key sent to the service the skill names, a change made only when
//     the user asks or after showing them, a voiding verb whose guidance is
//     in the next sentence (unless a pronoun carries it over), a place
//     named as the one to avoid, a delete selected by a label or filter
//     first (flagged), a permission quoted as one to narrow or list.
//   - Unicode allowances: U+200D between emoji and U+200C/U+200D between
//     letters of scripts that need them; direction marks next to a
//     right-to-left letter; U+FEFF only as a field's first character; tag
//     characters only inside a subdivision flag; one variation selector per
//     visible base. Everything else invisible, every bidi embedding/override/
//     isolate and every control character but tab, CR and LF is refused.
//   - Options.Nearest nil skips the collision check silently (no finding);
//     callers that run without a router must say so themselves. An error
//     from Nearest fails Check rather than passing the proposal unchecked.
//   - MaxBody defaults to 64 KiB: the largest corpus skill is 44 KiB and the
//     Agent Skills guidance is about 500 lines. Bodies over four times the
//     limit get the spec and Unicode checks only. At most 20 findings are
//     kept per rule and field; the last says how many more there were.
package safety
