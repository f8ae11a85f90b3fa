// The Ingot review desk. Plain JavaScript: it renders what the JSON API
// returns and posts the reviewer's decisions; the server checks and does
// everything (pkg/change), the page writes nothing itself.
"use strict";

let session = null;

function h(tag, attrs, ...kids) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  for (const kid of kids.flat()) {
    if (kid === null || kid === undefined || kid === false) continue;
    el.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return el;
}

const short = (rev) => (rev ? String(rev).slice(0, 12) : "none");
const fmt = (x, d = 3) => (typeof x === "number" ? x.toFixed(d) : "–");
const signed = (x, d = 3) => (typeof x === "number" ? (x >= 0 ? "+" : "") + x.toFixed(d) : "–");

function say(text, isError) {
  const m = document.getElementById("msg");
  m.textContent = text;
  m.className = isError ? "error" : "";
}

async function get(path) {
  const r = await fetch(path, { credentials: "same-origin" });
  const body = await r.json().catch(() => ({ error: "not JSON (status " + r.status + ")" }));
  if (!r.ok) throw new Error(body.error || r.statusText);
  return body;
}

async function post(path, payload) {
  const r = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", "X-Ingot-CSRF": session.csrf },
    body: JSON.stringify(payload),
  });
  const body = await r.json().catch(() => ({ error: "not JSON (status " + r.status + ")" }));
  if (!r.ok) {
    const e = new Error((body.error || r.statusText) + (body.holder ? " — held by " + body.holder : ""));
    e.status = r.status;
    throw e;
  }
  return body;
}

async function act(what, path, payload) {
  say(what + "…");
  try {
    const res = await post(path, payload);
    let text = what + ": done";
    if (res.action) text = res.action + " " + res.skill + (res.to ? " → " + short(res.to) : "") + (res.unchanged ? " (nothing changed)" : "") + (res.unmeasured ? " (unmeasured, recorded)" : "");
    if (res.warnings && res.warnings.length) text += " — warnings: " + res.warnings.join("; ");
    say(text, false);
  } catch (e) {
    say(what + " refused (" + (e.status || "error") + "): " + e.message, true);
  }
  await refresh();
}

// ---- Pending ----

function verdictBlock(rv) {
  const g = rv.gate;
  const status = rv.gate_error ? "REFUSED" : statusOf(g);
  const items = [];
  if (rv.gate_error) items.push(h("li", { class: "blocked", text: rv.gate_error }));
  for (const b of g.blocked || []) items.push(h("li", { class: "blocked", text: "blocked: " + b }));
  if (status === "UNMEASURED") items.push(h("li", { class: "warning", text: "nothing measured this change against the live skill" }));
  for (const w of g.warnings || []) items.push(h("li", { class: "warning", text: "warning: " + w }));
  return { status, list: items.length ? h("ul", { class: "reasons" }, items) : null };
}

function statusOf(g) {
  if (g.unmeasured && !(g.blocked || []).length) return "UNMEASURED";
  if (g.promotable && !g.unmeasured && !(g.blocked || []).length) return "PASS";
  return "BLOCKED";
}

function statsBlock(st) {
  if (!st) return null;
  return h("div", { class: "table-wrap" }, h("table", { class: "scores" },
    h("caption", { class: "muted", text: "Held-out scores (recomputed)" }),
    h("tr", {}, h("th", { text: "" }), h("th", { class: "num", text: "champion" }), h("th", { class: "num", text: "challenger" }),
      h("th", { class: "num", text: "delta" }), h("th", { text: "95% interval" }), h("th", { class: "num", text: "n" }),
      h("th", { text: "wins / losses / ties" }), h("th", { class: "num", text: "sign-test p" })),
    h("tr", {}, h("th", { text: "mean" }), h("td", { class: "num", text: fmt(st.champion_mean) }), h("td", { class: "num", text: fmt(st.challenger_mean) }),
      h("td", { class: "num " + (st.delta >= 0 ? "pos" : "neg"), text: signed(st.delta) }),
      h("td", { class: "interval", text: "[" + signed(st.ci_low) + ", " + signed(st.ci_high) + "]" }),
      h("td", { class: "num", text: st.n }), h("td", { text: st.wins + " / " + st.losses + " / " + st.ties }),
      h("td", { class: "num", text: fmt(st.sign_p) }))));
}

function casesBlock(ev) {
  if (!ev || !ev.cases || !ev.cases.length) return null;
  return h("details", { open: true, class: "cases" }, h("summary", { text: "Per-case deltas (" + ev.cases.length + ")" }),
    h("div", { class: "table-wrap" }, h("table", {},
      h("tr", {}, h("th", { text: "case" }), h("th", { text: "task" }), h("th", { class: "num", text: "champion" }),
        h("th", { class: "num", text: "challenger" }), h("th", { class: "num", text: "delta" }), h("th", { text: "details" })),
      ev.cases.map((c) => h("tr", {}, h("td", { text: c.id }), h("td", { text: (c.task || "") + (c.inconclusive ? " (inconclusive: " + c.inconclusive + ")" : "") }),
        h("td", { class: "num", text: fmt(c.champion) }), h("td", { class: "num", text: fmt(c.challenger) }),
        h("td", { class: "num " + (c.delta >= 0 ? "pos" : "neg"), text: signed(c.delta) }),
        h("td", { class: "details" }, caseDetails(c.details)))))));
}

function caseDetails(d) {
  if (!d) return "";
  const lines = [];
  for (const [k, v] of Object.entries(d)) {
    const text = Array.isArray(v) ? v.map((x) => (typeof x === "number" ? fmt(x) : x)).join("; ") : typeof v === "object" ? Object.entries(v).map(([a, b]) => a + " " + b).join(", ") : v;
    lines.push(h("div", {}, h("span", { class: "muted", text: k.replace(/_/g, " ") + ": " }), String(text)));
  }
  return h("details", {}, h("summary", { text: lines.length + " note(s)" }), lines);
}

function usageBlock(ev) {
  if (!ev) return null;
  const parts = [];
  const t = ev.tokens || {};
  if (Object.keys(t).length) parts.push("tokens in/out: champion " + (t.champion_in || 0) + "/" + (t.champion_out || 0) + ", challenger " + (t.challenger_in || 0) + "/" + (t.challenger_out || 0));
  if (ev.model) parts.push("model " + ev.model);
  if (ev.judge) parts.push("judge " + ev.judge);
  const x = ev.extra || {};
  if (x.usage && typeof x.usage === "object") {
    const u = x.usage;
    parts.push("cost " + (typeof u.cost_usd === "number" ? "$" + u.cost_usd.toFixed(4) + (u.cost_known === false ? " (lower bound: a model has no price)" : "") : "unknown") +
      (u.cap_usd ? " of a $" + u.cap_usd + " cap" : "") + ", " + (u.requests || 0) + " request(s), " + (u.cache_hits || 0) + " cache hit(s), " + (u.reused || 0) + " reused" +
      ", tokens " + (u.input_tokens || 0) + " in / " + (u.output_tokens || 0) + " out");
  }
  if (x.models && typeof x.models === "object") {
    const m = x.models;
    parts.push("models: agent " + (m.agent || "?") + ", judges " + ((m.judges || []).join(", ") || "?") + ", author " + (m.author || "?"));
  }
  for (const [k, v] of Object.entries(x)) {
    if (k === "usage" || k === "models") continue;
    parts.push(k + ": " + (typeof v === "object" ? JSON.stringify(v) : v));
  }
  if (!parts.length) parts.push("no token or cost figures in this evidence");
  return h("p", { class: "usage muted", text: parts.join(" · ") });
}

function unifiedPre(diff) {
  const pre = h("pre", { class: "diff unified" });
  for (const line of diff.split("\n")) {
    if (line === "") continue;
    const cls = line.startsWith("@@") ? "hunk" : line.startsWith("+") && !line.startsWith("+++") ? "add" : line.startsWith("-") && !line.startsWith("---") ? "del" : "";
    pre.append(cls ? h("span", { class: cls, text: line }) : document.createTextNode(line + "\n"));
  }
  return pre;
}

// sideBySide turns a unified diff into rows of (old line, new line).
function sideBySide(diff) {
  const rows = [];
  let a = 0, b = 0, dels = [], adds = [];
  const flush = () => {
    const n = Math.max(dels.length, adds.length);
    for (let i = 0; i < n; i++) rows.push([dels[i] || null, adds[i] || null]);
    dels = []; adds = [];
  };
  for (const line of diff.split("\n")) {
    if (line.startsWith("---") || line.startsWith("+++") || line === "" || line.startsWith("\\")) continue;
    const m = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (m) { flush(); a = +m[1]; b = +m[2]; rows.push("hunk"); continue; }
    const op = line[0], text = line.slice(1);
    if (op === "-") dels.push({ n: a++, text, cls: "del" });
    else if (op === "+") adds.push({ n: b++, text, cls: "add" });
    else { flush(); rows.push([{ n: a++, text, cls: "" }, { n: b++, text, cls: "" }]); }
  }
  flush();
  const table = h("table", { class: "sbs" }, h("tr", {}, h("th", { class: "ln", text: "" }), h("th", { text: "champion (live)" }), h("th", { class: "ln", text: "" }), h("th", { text: "challenger" })));
  for (const r of rows) {
    if (r === "hunk") { table.append(h("tr", {}, h("td", { class: "ln", text: "…" }), h("td", {}), h("td", { class: "ln", text: "…" }), h("td", {}))); continue; }
    const cell = (c) => [h("td", { class: "ln", text: c ? c.n : "" }), h("td", { class: c ? c.cls : "", text: c ? c.text : "" })];
    table.append(h("tr", {}, cell(r[0]), cell(r[1])));
  }
  return h("div", { class: "table-wrap" }, table);
}

function diffsBlock(diffs) {
  if (!diffs || !diffs.length) return h("p", { class: "muted", text: "No component differs." });
  return diffs.map((d) => h("details", { open: true, class: "diff-block", "data-component": d.component },
    h("summary", { text: "Changed: " + d.component }),
    h("details", { open: true }, h("summary", { text: "Unified diff" }), unifiedPre(d.diff)),
    h("details", {}, h("summary", { text: "Side by side" }), sideBySide(d.diff))));
}

function card(c) {
  if (c.error || !c.review) {
    return h("article", { class: "card", "data-skill": c.skill },
      h("header", {}, h("h3", { text: c.skill || c.slot }), h("span", { class: "badge error", text: "UNREADABLE" })),
      h("p", { class: "why", text: c.error }), h("p", { class: "muted", text: "Slot " + c.slot + ". Fix or remove the file; ingot-promote verify names the problem." }));
  }
  const rv = c.review, p = rv.proposal, ev = c.evidence;
  const v = verdictBlock(rv);
  const art = h("article", { class: "card", "data-skill": p.skill, "data-status": v.status, "aria-label": "Pending change of " + p.skill });
  const fresh = rv.freshness.state;
  art.append(h("header", {},
    h("span", { class: "badge " + v.status, text: v.status }),
    h("h3", { text: p.skill }),
    h("span", { class: "muted", text: p.pass + " pass · " + short(p.champion_revision) + " → " + short(p.challenger_revision) + " · proposed " + p.created + (p.source ? " by " + p.source : "") }),
    fresh !== "fresh" ? h("span", { class: "badge stale", text: fresh }) : null));
  if (v.list) art.append(v.list);
  if (p.note) art.append(h("p", { class: "note", text: p.note }));
  if (fresh !== "fresh") art.append(h("p", { class: "why", text: "Evidence is " + fresh + ": " + (rv.freshness.detail || "") }));
  art.append(statsBlock(rv.gate.stats) || h("p", { class: "muted", text: "No held-out scores: nothing was measured." }));
  const cases = casesBlock(ev); if (cases) art.append(cases);
  art.append(usageBlock(ev));
  if (ev && ev.error) art.append(h("p", { class: "why", text: "Evidence: " + ev.error }));

  // Decision.
  const actions = h("div", { class: "actions" });
  const approve = h("button", { class: "primary approve", type: "button", text: "Approve & promote" });
  let unm = null;
  if (rv.approvable === "yes") {
    approve.addEventListener("click", () => act("Approve " + p.skill, "/api/approve", { skill: p.skill, challenger: p.challenger_revision }));
  } else if (rv.approvable === "unmeasured") {
    unm = h("input", { type: "checkbox", class: "unmeasured" });
    approve.disabled = true;
    unm.addEventListener("change", () => { approve.disabled = !unm.checked; });
    approve.addEventListener("click", () => { if (unm.checked) act("Approve " + p.skill + " (unmeasured)", "/api/approve", { skill: p.skill, challenger: p.challenger_revision, unmeasured: true }); });
  } else {
    approve.disabled = true;
    approve.setAttribute("aria-describedby", "why-" + p.skill.replace(/\W/g, "_"));
  }
  actions.append(approve);
  if (unm) actions.append(h("label", {}, unm, " I read this unmeasured change and approve it on my word (recorded in the audit)"));
  if (rv.approvable === "no") actions.append(h("span", { class: "why", id: "why-" + p.skill.replace(/\W/g, "_"), text: "Cannot approve: " + rv.why }));
  const reason = h("input", { type: "text", class: "reason", "aria-label": "Reason for rejecting " + p.skill, placeholder: "why reject?" });
  const reject = h("button", { class: "danger reject", type: "button", text: "Reject" });
  reject.addEventListener("click", () => {
    if (!reason.value.trim()) { say("Reject needs a reason.", true); reason.focus(); return; }
    act("Reject " + p.skill, "/api/reject", { skill: p.skill, reason: reason.value, challenger: p.challenger_revision });
  });
  actions.append(h("span", {}, reason, " ", reject));
  art.append(actions);

  art.append(h("div", { class: "diffs" }, diffsBlock(rv.diffs)));
  if (ev && ev.markdown) art.append(h("details", { class: "evidence-md" }, h("summary", { text: "EVIDENCE.md (" + ev.dir + ")" }), h("pre", { class: "md", text: ev.markdown })));
  return art;
}

function renderPending(cards) {
  const el = document.getElementById("pending-list");
  el.replaceChildren();
  if (!cards.length) { el.append(h("p", { class: "muted empty", text: "No pending changes." })); return; }
  for (const c of cards) el.append(card(c));
}

// ---- History ----

function renderHistory(hv) {
  const vr = document.getElementById("verify");
  const v = hv.verify;
  vr.replaceChildren();
  if (v.error) vr.append(h("p", { class: "why", text: "verify: " + v.error }));
  else {
    const s = v.summary;
    vr.append(h("p", { class: "verify-summary" },
      h("span", { class: "badge " + (v.ok ? "PASS" : "BLOCKED"), text: v.ok ? "verify: OK" : "verify: " + s.errors + " error(s)" }),
      " chain of " + s.audit_records + " audit record(s), " + s.snapshots + " snapshot(s), " + s.skills + " live skill(s), " + s.pending + " pending; drifted " + s.drifted + ", never adopted " + s.unadopted + (s.hints ? ", " + s.hints + " hint(s)" : "")));
    if (v.findings.length) vr.append(h("ul", { class: "reasons findings" }, v.findings.map((f) => h("li", { class: f.severity === "error" ? "blocked" : "warning", text: f.path + (f.line ? ":" + f.line : "") + ": " + f.severity + ": " + f.message }))));
  }
  const el = document.getElementById("history-list");
  el.replaceChildren();
  if (!hv.skills.length) { el.append(h("p", { class: "muted", text: "No history yet." })); return; }
  for (const s of hv.skills) {
    const sec = h("div", { class: "skill-history", "data-skill": s.skill },
      h("h3", { text: s.skill }), h("p", { class: "muted" }, "live ", h("code", { class: "live-rev", text: s.live_revision || "not live" })));
    if (s.snapshots.length) {
      sec.append(h("div", { class: "table-wrap" }, h("table", { class: "snapshots" },
        h("caption", { class: "muted", text: "Snapshots, newest first" }),
        h("tr", {}, h("th", { text: "revision" }), h("th", { text: "taken" }), h("th", { text: "" })),
        s.snapshots.map((sn) => h("tr", { "data-revision": sn.revision }, h("td", {}, h("code", { text: short(sn.revision) })), h("td", { text: sn.created }),
          h("td", {}, sn.revision === s.live_revision ? h("span", { class: "muted", text: "live" }) :
            h("button", { type: "button", class: "rollback", onclick: () => act("Roll back " + s.skill + " to " + short(sn.revision), "/api/rollback", { skill: s.skill, revision: sn.revision }) }, "Roll back to " + short(sn.revision))))))));
    } else sec.append(h("p", { class: "muted", text: "No snapshots." }));
    if (s.audit.length) {
      sec.append(h("div", { class: "table-wrap" }, h("table", { class: "audit" },
        h("caption", { class: "muted", text: "Audit trail, newest first" }),
        h("tr", {}, h("th", { text: "when" }), h("th", { text: "action" }), h("th", { text: "revision" }), h("th", { text: "actor" }), h("th", { text: "note" })),
        s.audit.map((a) => h("tr", { class: "audit-" + a.action }, h("td", { text: a.ts }), h("td", { text: a.action }), h("td", {}, h("code", { text: short(a.revision) })), h("td", { text: a.actor }),
          h("td", { text: [a.reason, a.unmeasured ? "approved UNMEASURED" : ""].filter(Boolean).join("; ") }))))));
    }
    el.append(sec);
  }
}

// ---- Library ----

function renderLibrary(lv) {
  const el = document.getElementById("library-list");
  el.replaceChildren();
  if (!lv.skills.length) { el.append(h("p", { class: "muted", text: "No live skills." })); return; }
  if (lv.loads_error) el.append(h("p", { class: "why", text: "Load counts: " + lv.loads_error }));
  if (lv.pending_error) el.append(h("p", { class: "why", text: "Pending changes: " + lv.pending_error }));
  el.append(h("div", { class: "table-wrap" }, h("table", { class: "library" },
    h("tr", {}, ["id", "name", "revision", "root", "last approved", "status", "health (latest mining run)", "loads"].map((t) => h("th", { text: t }))),
    lv.skills.map((s) => {
      const badges = [];
      if (s.error) badges.push(h("span", { class: "badge error", text: "not served" }));
      if (s.drift) badges.push(h("span", { class: "badge drift", title: s.drift.files.join(", "), text: "drift: " + (s.drift.files.length ? s.drift.files.join(", ") : "files unknown") }));
      if (!s.approved && !s.error) badges.push(h("span", { class: "badge info", text: "never adopted" }));
      const errs = s.diagnostics.filter((d) => d.startsWith("error")).length, warns = s.diagnostics.length - errs;
      if (errs) badges.push(h("span", { class: "badge error", title: s.diagnostics.join("\n"), text: errs + " validation error(s)" }));
      if (warns) badges.push(h("span", { class: "badge warn", title: s.diagnostics.join("\n"), text: warns + " validation warning(s)" }));
      if (s.pending) badges.push(h("span", { class: "badge info", text: "pending" }));
      const adoptBtn = s.drift || (!s.approved && !s.error) ? h("button", { type: "button", class: "adopt", onclick: () => act("Adopt " + s.id, "/api/adopt", { skill: s.id, reason: "adopted on the review page" }) }, "Adopt as approved") : null;
      const health = s.health ? h("span", { title: s.health.file, text: Object.entries(s.health.summary).map(([k, v]) => k + ": " + (typeof v === "number" ? +v.toFixed(3) : v)).join(", ") }) : h("span", { class: "muted", text: "no mining run" });
      const loads = s.loads ? s.loads.loaded + " loaded / " + s.loads.offered + " offered" + (s.loads.invoked ? " / " + s.loads.invoked + " invoked" : "") : "–";
      return h("tr", { "data-skill": s.id }, h("td", { text: s.id }), h("td", { text: s.name || "" }), h("td", {}, h("code", { class: "revision", text: short(s.revision) })),
        h("td", { text: s.root || "" }), h("td", { text: s.approved ? short(s.approved.revision) + " (" + s.approved.action + " by " + s.approved.actor + ")" : "–" }),
        h("td", {}, badges, adoptBtn ? [" ", adoptBtn] : null, s.error ? h("div", { class: "why", text: s.error }) : null), h("td", {}, health), h("td", { text: loads }));
    }))));
}

async function refresh() {
  try {
    const [p, hv, lv] = await Promise.all([get("/api/pending"), get("/api/history"), get("/api/library")]);
    renderPending(p); renderHistory(hv); renderLibrary(lv);
    document.body.dataset.loaded = String(Date.now());
  } catch (e) {
    say("Could not load: " + e.message, true);
  }
}

async function start() {
  try {
    session = await get("/api/session");
  } catch (e) {
    say("Could not start: " + e.message, true);
    return;
  }
  document.getElementById("actor").textContent = session.actor;
  document.getElementById("propose-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const f = ev.target;
    act("Propose " + f.skill.value, "/api/propose", { skill: f.skill.value.trim(), dir: f.dir.value.trim() });
  });
  await refresh();
}

start();
