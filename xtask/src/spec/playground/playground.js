// The playground: an editor for ship.ks whose text the reference (reference/ks-wasm, the wasm-bindgen
// bundle `cargo xtask wasm` writes into playground/pkg/) checks, formats and plans as the user types.
// A classic script (so that opening the page from file:// still highlights); the bundle, an ES module,
// is loaded with import() when the page is served over HTTP.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const source = $("pg-source");
  const layer = $("pg-highlight");
  const status = $("pg-status");
  const envSelect = $("pg-env");
  const actorSelect = $("pg-actor");
  const contextSelect = $("pg-context");
  const baseSelect = $("pg-base");
  const shareLink = $("pg-share-link");
  const SVG = "http://www.w3.org/2000/svg";
  const DEBOUNCE_MS = 120;

  let ks = null; // the bundle's exports once loaded
  let marks = []; // [start, end, class] of the current diagnostics, in string indices
  let timer = null;
  let resolveReady;
  const ready = new Promise((r) => (resolveReady = r));
  // What the test and the bench read: the state after the last analysis.
  const api = { ready, analyses: 0, last: null, error: null };
  window.ksPlayground = api;

  // ---- the file in the URL fragment -------------------------------------------------------------

  function encode(text) {
    const bytes = new TextEncoder().encode(text);
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function decode(text) {
    const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(b64 + "===".slice((b64.length + 3) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  }

  function fromFragment() {
    const hash = location.hash.slice(1);
    if (!hash.startsWith("ks=")) return null;
    try {
      return decode(hash.slice(3));
    } catch (e) {
      setStatus("The link's file could not be read (" + e.message + "); showing the example.", "pg-problem");
      return null;
    }
  }

  function shareUrl() {
    const url = new URL(location.href);
    url.hash = "ks=" + encode(source.value);
    return url.href;
  }

  $("pg-share").addEventListener("click", () => {
    const url = shareUrl();
    history.replaceState(null, "", url);
    shareLink.href = url;
    shareLink.textContent = url;
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(url).catch(() => {});
  });

  window.addEventListener("hashchange", () => {
    const text = fromFragment();
    if (text !== null && text !== source.value) {
      source.value = text;
      edited(true);
    }
  });

  // ---- the editor ------------------------------------------------------------------------------

  function setStatus(text, cls) {
    status.textContent = text;
    status.className = "pg-status" + (cls ? " " + cls : "");
  }

  function paint() {
    // A trailing space keeps the layer as tall as the textarea when the text ends with a newline.
    layer.innerHTML = window.ksHighlight.toHtml(source.value, marks) + "\n ";
    syncScroll();
  }

  function syncScroll() {
    layer.scrollTop = source.scrollTop;
    layer.scrollLeft = source.scrollLeft;
  }

  function edited(now) {
    marks = [];
    paint();
    clearTimeout(timer);
    if (ks) timer = setTimeout(analyse, now ? 0 : DEBOUNCE_MS);
  }

  source.addEventListener("input", () => edited(false));
  source.addEventListener("scroll", syncScroll);
  source.addEventListener("keydown", (e) => {
    // Tab inserts two spaces (the formatter's indentation step) instead of leaving the editor.
    if (e.key === "Tab" && !e.shiftKey && !e.ctrlKey && !e.altKey && !e.metaKey) {
      e.preventDefault();
      document.execCommand("insertText", false, "  ");
    }
  });
  actorSelect.addEventListener("change", () => edited(true));
  contextSelect.addEventListener("change", () => edited(true));
  baseSelect.addEventListener("change", () => edited(true));
  envSelect.addEventListener("change", () => {
    if (ks) renderPlan(source.value);
  });

  // ---- offsets: the reference speaks UTF-8 bytes, the editor UTF-16 indices ----------------------

  function byteToIndex(text) {
    // Index of every byte offset that starts a character (and the end), computed once per text.
    const table = new Map();
    let byte = 0;
    let index = 0;
    for (const ch of text) {
      table.set(byte, index);
      const cp = ch.codePointAt(0);
      byte += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      index += ch.length;
    }
    table.set(byte, index);
    return (b) => {
      if (table.has(b)) return table.get(b);
      let x = b;
      while (x > 0 && !table.has(x)) x -= 1;
      return table.get(x) || 0;
    };
  }

  // ---- analysis --------------------------------------------------------------------------------

  function parseJson(text, what) {
    try {
      return JSON.parse(text);
    } catch (e) {
      throw new Error(what + " answered something that is not JSON: " + String(text).slice(0, 200));
    }
  }

  function checkOptions() {
    return JSON.stringify(withBase({ actor: actorSelect.value, context: contextSelect.value, file: "ship.ks" }));
  }

  // `base: "self"`: the policy base is this same file, as once it is merged.
  function withBase(options) {
    if (baseSelect.value) options.base = baseSelect.value;
    return options;
  }

  function analyse() {
    const text = source.value;
    const t0 = performance.now();
    try {
      const diagnostics = parseJson(ks.check(text, checkOptions()), "check").diagnostics || [];
      const t1 = performance.now();
      renderDiagnostics(text, diagnostics);
      renderFormat(text);
      updateEnvironments(text);
      renderPlan(text);
      renderPolicy(text);
      api.error = null;
      api.last = { text, diagnostics, checkMs: t1 - t0, totalMs: performance.now() - t0 };
      const n = diagnostics.length;
      setStatus(
        (n === 0 ? "No diagnostics." : n + (n === 1 ? " diagnostic." : " diagnostics.")) +
          " Checked in " + (t1 - t0).toFixed(2) + " ms by the reference in WebAssembly.",
        n === 0 ? "pg-ok" : "",
      );
    } catch (e) {
      api.error = String(e && e.message ? e.message : e);
      setStatus("The reference failed: " + api.error, "pg-problem");
      console.error(e);
    }
    api.analyses += 1;
    document.body.dataset.analyses = String(api.analyses);
  }

  function renderDiagnostics(text, diagnostics) {
    const list = $("pg-diagnostics");
    list.textContent = "";
    const toIndex = byteToIndex(text);
    marks = [];
    for (const d of diagnostics) {
      const li = document.createElement("li");
      const severity = d.severity || "error";
      li.className = "diag " + severity;
      li.dataset.code = d.code || "";
      if (d.code) {
        const code = document.createElement("a");
        code.className = "pg-code";
        code.href = "codes/" + encodeURIComponent(d.code) + ".html";
        code.textContent = d.code;
        li.append(code);
      }
      const where = document.createElement("span");
      where.className = "pg-where";
      where.textContent = d.line != null ? d.line + ":" + d.column : "";
      const sev = document.createElement("span");
      sev.className = "pg-severity";
      sev.textContent = severity;
      const message = document.createElement("span");
      message.className = "pg-message";
      message.textContent = d.message || "";
      li.append(where, sev, message);
      if (d.hint) {
        const hint = document.createElement("span");
        hint.className = "pg-hint";
        hint.textContent = "hint: " + d.hint;
        li.append(hint);
      }
      for (const r of d.related || []) {
        const rel = document.createElement("span");
        rel.className = "pg-related";
        rel.textContent = (r.line != null ? r.line + ":" + r.column + " " : "") + (r.message || "");
        li.append(rel);
      }
      if (d.span) {
        const start = toIndex(d.span.start);
        const end = toIndex(d.span.end);
        marks.push([start, Math.max(end, start + 1), "pg-mark-" + (severity === "warning" ? "warning" : severity === "error" ? "error" : "info")]);
        li.title = "Go to " + (d.line != null ? "line " + d.line : "the span");
        li.addEventListener("click", (e) => {
          if (e.target.tagName === "A") return;
          source.focus();
          source.setSelectionRange(start, Math.max(end, start));
        });
      }
      list.append(li);
    }
    if (diagnostics.length === 0) {
      const li = document.createElement("li");
      li.className = "pg-clean";
      li.textContent = "The reference finds nothing to report.";
      list.append(li);
    }
    $("pg-diag-count").textContent = "(" + diagnostics.length + ")";
    paint();
  }

  function renderPolicy(text) {
    const answer = parseJson(ks.policy_explain(text, JSON.stringify(withBase({ actor: actorSelect.value }))), "policy_explain");
    $("pg-policy").textContent = answer.ok !== undefined ? answer.ok : answer.error || "";
  }

  // ---- the formatter and a line diff -----------------------------------------------------------

  function lineDiff(a, b) {
    // Longest common subsequence over lines; the files are small. Returns [op, line] with op in
    // "=", "-", "+".
    const n = a.length;
    const m = b.length;
    if (n * m > 4000000) return a.map((l) => ["-", l]).concat(b.map((l) => ["+", l]));
    const w = m + 1;
    const lcs = new Uint32Array((n + 1) * w);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * w + j] = a[i] === b[j] ? lcs[(i + 1) * w + j + 1] + 1 : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1]);
      }
    }
    const out = [];
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (a[i] === b[j]) {
        out.push(["=", a[i]]);
        i++;
        j++;
      } else if (lcs[(i + 1) * w + j] >= lcs[i * w + j + 1]) {
        out.push(["-", a[i++]]);
      } else {
        out.push(["+", b[j++]]);
      }
    }
    while (i < n) out.push(["-", a[i++]]);
    while (j < m) out.push(["+", b[j++]]);
    return out;
  }

  function lines(text) {
    const parts = text.split("\n");
    if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
    return parts;
  }

  function renderFormat(text) {
    const answer = parseJson(ks.format(text), "format");
    const diff = $("pg-diff");
    const formatted = $("pg-formatted");
    const button = $("pg-apply-format");
    const note = $("pg-format-status");
    diff.textContent = "";
    if (answer.refused !== undefined) {
      const refused = typeof answer.refused === "string" ? parseJson(answer.refused, "format") : answer.refused;
      const codes = ((refused && refused.diagnostics) || []).map((d) => d.code).filter(Boolean);
      diff.hidden = true;
      note.textContent = "The formatter refuses a file with syntax errors" + (codes.length ? " (" + codes.join(", ") + ")." : ".");
      formatted.textContent = "";
      button.disabled = true;
      button.onclick = null;
      return;
    }
    formatted.textContent = answer.formatted;
    diff.hidden = !answer.changed;
    if (!answer.changed) {
      note.textContent = "The file is already in canonical form.";
      button.disabled = true;
      button.onclick = null;
      return;
    }
    const ops = lineDiff(lines(text), lines(answer.formatted));
    const removed = ops.filter((o) => o[0] === "-").length;
    const added = ops.filter((o) => o[0] === "+").length;
    note.textContent = "The formatter would rewrite the file (" + removed + " line" + (removed === 1 ? "" : "s") +
      " out, " + added + " in):";
    // Unchanged runs longer than six lines are cut to their first and last two.
    for (let k = 0; k < ops.length; ) {
      if (ops[k][0] === "=") {
        let e = k;
        while (e < ops.length && ops[e][0] === "=") e++;
        const run = ops.slice(k, e);
        const shown = run.length > 6 ? run.slice(0, 2).concat([null], run.slice(-2)) : run;
        for (const o of shown) {
          const span = document.createElement("span");
          span.className = o ? "pg-same" : "pg-skip";
          span.textContent = o ? "  " + o[1] : "  … " + (run.length - 4) + " unchanged lines";
          diff.append(span);
        }
        k = e;
      } else {
        const span = document.createElement("span");
        span.className = ops[k][0] === "+" ? "pg-add" : "pg-del";
        span.textContent = ops[k][0] + " " + ops[k][1];
        diff.append(span);
        k++;
      }
    }
    button.disabled = false;
    button.onclick = () => {
      source.value = answer.formatted;
      edited(true);
    };
  }

  // ---- the plan per environment, drawn as a graph ----------------------------------------------

  function updateEnvironments(text) {
    let envs = [];
    try {
      envs = parseJson(ks.environments(text), "environments");
    } catch (e) {
      envs = [];
    }
    if (!Array.isArray(envs)) envs = [];
    const wanted = envSelect.value;
    const options = envs.length ? ["", ...envs] : [""];
    const current = Array.from(envSelect.options).map((o) => o.value);
    if (current.join("\u0000") !== options.join("\u0000")) {
      envSelect.textContent = "";
      for (const env of options) {
        const o = document.createElement("option");
        o.value = env;
        o.textContent = env === "" ? (envs.length ? "every environment" : "(no environments: the default plan)") : env;
        envSelect.append(o);
      }
    }
    envSelect.value = options.includes(wanted) ? wanted : envs.length ? envs[0] : "";
  }

  function planOptions(format) {
    const options = { format };
    if (envSelect.value) options.env = envSelect.value;
    return JSON.stringify(options);
  }

  function renderPlan(text) {
    const graph = $("pg-plan-graph");
    const human = $("pg-plan-text");
    const note = $("pg-plan-note");
    graph.textContent = "";
    const answer = parseJson(ks.plan(text, planOptions("json")), "plan");
    if (answer.error !== undefined) {
      const p = document.createElement("p");
      p.className = "pg-error";
      p.textContent = answer.error;
      graph.append(p);
      human.textContent = "";
      note.textContent = "No plan: the file has errors.";
      return;
    }
    const plan = parseJson(answer.ok, "plan");
    const text2 = parseJson(ks.plan(text, planOptions("human")), "plan");
    human.textContent = text2.ok !== undefined ? text2.ok : text2.error;
    const plans = plan.plans || [];
    let steps = 0;
    for (const p of plans) steps += (p.steps || []).length;
    note.textContent = plans.length + (plans.length === 1 ? " environment, " : " environments, ") + steps + (steps === 1 ? " step." : " steps.");
    graph.append(drawPlans(plans));
  }

  function el(name, attrs, text) {
    const e = document.createElementNS(SVG, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // A layered drawing, left to right: a step's column is the longest chain of edges leading to it;
  // within a column the steps keep their plan order.
  function drawPlans(plans) {
    const NODE_W = 150;
    const NODE_H = 42;
    const COL = 210;
    const ROW = 64;
    const PAD = 16;
    const LANE = 15;
    const svg = el("svg", { class: "plan", role: "img" });
    const defs = el("defs", {});
    const marker = el("marker", { id: "pg-arrow", viewBox: "0 0 10 10", refX: "10", refY: "5", markerWidth: "7", markerHeight: "7", orient: "auto-start-reverse" });
    marker.append(el("path", { d: "M0,0 L10,5 L0,10 z", fill: "#7a8691" }));
    defs.append(marker);
    svg.append(defs);
    let top = PAD;
    let width = 0;
    for (const plan of plans) {
      const steps = (plan.steps || []).slice().sort((a, b) => a.number - b.number);
      const edges = (plan.edges || []).filter((e) => steps.some((s) => s.name === e.from) && steps.some((s) => s.name === e.to));
      const layer = new Map(steps.map((s) => [s.name, 0]));
      // Steps come in plan order, which is a topological order; relax until stable in case not.
      for (let round = 0; round <= steps.length; round++) {
        let moved = false;
        for (const e of edges) {
          if (layer.get(e.to) < layer.get(e.from) + 1 && layer.get(e.from) + 1 <= steps.length) {
            layer.set(e.to, layer.get(e.from) + 1);
            moved = true;
          }
        }
        if (!moved) break;
      }
      const columns = [];
      for (const s of steps) {
        const c = layer.get(s.name);
        (columns[c] = columns[c] || []).push(s);
      }
      const group = el("g", { class: "env", "data-env": plan.env });
      group.append(el("text", { class: "env-label", x: PAD, y: top + 12 }, "environment " + plan.env + (steps.length ? "" : ": no steps")));
      const y0 = top + 26;
      const pos = new Map();
      let rows = 0;
      columns.forEach((col, c) => {
        (col || []).forEach((s, r) => {
          pos.set(s.name, { x: PAD + c * COL, y: y0 + r * ROW });
          rows = Math.max(rows, r + 1);
        });
      });
      // An edge between neighbouring columns is a curve; a longer one runs in a lane of its own
      // under the steps, so that it crosses no box.
      const bottom = y0 + Math.max(rows, 1) * ROW - (ROW - NODE_H);
      let lanes = 0;
      for (const e of edges) {
        const a = pos.get(e.from);
        const b = pos.get(e.to);
        const x1 = a.x + NODE_W;
        const y1 = a.y + NODE_H / 2;
        const x2 = b.x;
        const y2 = b.y + NODE_H / 2;
        const g = el("g", { class: "edge " + (e.reason || ""), "data-from": e.from, "data-to": e.to });
        let d;
        let label;
        if (layer.get(e.to) - layer.get(e.from) <= 1) {
          const dx = Math.max(30, (x2 - x1) / 2);
          d = `M${x1},${y1} C${x1 + dx},${y1} ${x2 - dx},${y2} ${x2},${y2}`;
          label = { x: (x1 + x2) / 2, y: (y1 + y2) / 2 - 4 };
        } else {
          // Out of the source's right side, down the gap after its column, along the lane, up the
          // gap before the target's column and into its left side: no segment crosses a box.
          lanes += 1;
          const lane = bottom + 6 + lanes * LANE;
          const shift = ((lanes - 1) % 8) * 5;
          const gx1 = x1 + 10 + shift;
          const gx2 = x2 - 10 - shift;
          d = `M${x1},${y1} H${gx1} V${lane} H${gx2} V${y2} H${x2}`;
          label = { x: (gx1 + gx2) / 2, y: lane - 3 };
        }
        g.append(el("path", { d, "marker-end": "url(#pg-arrow)" }));
        if (e.reason) g.append(el("text", { x: label.x, y: label.y, "text-anchor": "middle" }, e.reason));
        group.append(g);
      }
      for (const s of steps) {
        const p = pos.get(s.name);
        const classes = ["node", s.status || "", s.condition === "run-time" ? "run-time" : ""].filter(Boolean).join(" ");
        const g = el("g", { class: classes, "data-step": s.name, transform: `translate(${p.x},${p.y})` });
        const title = [s.number + ". " + s.name + " (" + s.kind + ")", "status: " + s.status];
        if (s.skipped_because) title.push("skipped: " + s.skipped_because);
        if (s.when) title.push("when: " + s.when);
        if (s.rollback) title.push("rollback: " + s.rollback);
        g.append(el("title", {}, title.join("\n")));
        g.append(el("rect", { width: NODE_W, height: NODE_H, rx: 6 }));
        g.append(el("text", { class: "name", x: 10, y: 18 }, clip(s.number + ". " + s.name, 19)));
        g.append(el("text", { class: "kind", x: 10, y: 34 }, clip(s.kind + (s.status === "skipped" ? " · skipped" : ""), 21)));
        group.append(g);
        width = Math.max(width, p.x + NODE_W + PAD);
      }
      svg.append(group);
      top = y0 + Math.max(rows, 1) * ROW + (lanes ? 14 + lanes * LANE : 0) + PAD;
    }
    width = Math.max(width, 320);
    svg.setAttribute("width", width);
    svg.setAttribute("height", top);
    svg.setAttribute("viewBox", `0 0 ${width} ${top}`);
    return svg;
  }

  function clip(text, n) {
    return text.length > n ? text.slice(0, n - 1) + "…" : text;
  }

  // ---- start -----------------------------------------------------------------------------------

  const linked = fromFragment();
  if (linked !== null) source.value = linked;
  paint();

  // The engine compiles the module's functions on their first call (tens of milliseconds); a pass
  // over the page's own example, clean and broken, while loading moves that out of the reader's first
  // keystroke.
  function warmUp() {
    const example = source.defaultValue;
    const broken = example.replace(/\.digest/g, ".digets") + "\nsteps:\n  x: no.such-kind\n    in: \"open\n";
    try {
      for (const text of [example, broken]) {
        ks.check(text, checkOptions());
        ks.format(text);
        ks.plan(text, JSON.stringify({ format: "json" }));
        ks.policy_explain(text, JSON.stringify(withBase({ actor: actorSelect.value })));
      }
    } catch (e) {
      console.error(e);
    }
  }

  async function load() {
    if (location.protocol === "file:") {
      setStatus("Opened from a file: the reference runs only when the site is served over HTTP " +
        "(for example `python3 -m http.server -d target/spec-site`). The editor still highlights.", "pg-problem");
      resolveReady(false);
      return;
    }
    try {
      const mod = await import(new URL("playground/pkg/ks_wasm.js", document.baseURI).href);
      await mod.default();
      ks = mod;
      warmUp();
    } catch (e) {
      api.error = "the reference did not load: " + e;
      setStatus("The reference's WebAssembly bundle did not load (build it with `cargo xtask wasm`): " + e, "pg-problem");
      console.error(e);
      resolveReady(false);
      return;
    }
    try {
      $("pg-version").textContent = "reference " + ks.version();
    } catch (e) {
      console.error(e);
    }
    // What the bench calls: `n` checks of `text`, each timed with performance.now().
    api.timeCheck = (text, n) => {
      const options = checkOptions();
      const times = [];
      let diagnostics = null;
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        const out = ks.check(text, options);
        times.push(performance.now() - t0);
        if (i === 0) diagnostics = JSON.parse(out).diagnostics.length;
      }
      return { times, diagnostics };
    };
    // Browsers round performance.now() (to 0.1 ms in Chromium), so checks that take less are also
    // timed in batches of `size`: per-call time is a batch's time divided by `size`.
    api.timeCheckBatches = (text, batches, size) => {
      const options = checkOptions();
      const times = [];
      for (let b = 0; b < batches; b++) {
        const t0 = performance.now();
        for (let i = 0; i < size; i++) ks.check(text, options);
        times.push((performance.now() - t0) / size);
      }
      return times;
    };
    api.encode = encode;
    analyse();
    resolveReady(true);
  }

  load();
})();
