/* teianon review: plain JavaScript, no library. Reads the JSON in #data, shows each proposal in
   its post with the posts around it, takes decisions by keyboard, keeps them in localStorage and
   exports them as the decisions file (TSV) that `teianon anonymise --decisions` applies. */
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("data").textContent);
  const storeKey = "teianon-review:" + document.body.dataset.report;
  const PAGE = 50;
  const CONTEXT = 2;
  let decisions = load();
  let view = "proposals";
  let shown = [];
  let page = 0;
  let current = 0;

  const $ = (id) => document.getElementById(id);
  const byBlock = new Map();
  data.proposals.forEach((p, i) => {
    p.kind = "proposal"; p.i = i;
    if (!byBlock.has(p.b)) byBlock.set(p.b, []);
    byBlock.get(p.b).push(p);
  });
  data.misses.forEach((m, i) => { m.kind = "miss"; m.i = i; m.cert = ""; m.rule = "likely miss"; m.x = false; });

  function idOf(item) {
    const b = data.blocks[item.b];
    return [b.d, b.id, item.s + "-" + item.e, item.t].join("|");
  }
  function load() {
    try { return JSON.parse(localStorage.getItem(storeKey) || "{}"); } catch (e) { return {}; }
  }
  function save() {
    try { localStorage.setItem(storeKey, JSON.stringify(decisions)); } catch (e) { /* private mode: kept in this page only */ }
  }

  // --- filters ------------------------------------------------------------------------------
  function fillSelect(select, values) {
    for (const value of values) {
      const option = document.createElement("option");
      option.value = value; option.textContent = value;
      select.appendChild(option);
    }
  }
  const participantOf = (item) => item.p || (data.blocks[item.b].w ? "#" + data.blocks[item.b].w : "");
  fillSelect($("f-category"), data.categories);
  fillSelect($("f-participant"), [...new Set(data.proposals.map(participantOf).filter(Boolean))].sort());
  fillSelect($("f-document"), Object.keys(data.participants).sort());
  fillSelect($("f-rule"), [...new Set(data.proposals.map((p) => p.rule).filter(Boolean))].sort());

  function filtered() {
    const items = view === "proposals" ? data.proposals : data.misses;
    const category = $("f-category").value, cert = $("f-cert").value, who = $("f-participant").value;
    const doc = $("f-document").value, rule = $("f-rule").value, state = $("f-decision").value;
    const text = $("f-text").value.toLowerCase();
    return items.filter((item) =>
      (!category || item.c === category) && (!cert || item.cert === cert) &&
      (!who || participantOf(item) === who) && (!doc || data.blocks[item.b].d === doc) &&
      (!rule || item.rule === rule) && (!text || item.t.toLowerCase().includes(text)) &&
      (!state || (state === "public" ? Boolean(item.k) : (state === "open") === !decisions[idOf(item)])));
  }

  // --- rendering ----------------------------------------------------------------------------
  function markup(blockIndex, focus) {
    const text = data.blocks[blockIndex].t;
    const marks = [];
    if (focus && focus.b === blockIndex) marks.push(focus);
    for (const p of byBlock.get(blockIndex) || []) {
      if (!marks.some((m) => m.s < p.e && p.s < m.e)) marks.push(p);
    }
    marks.sort((x, y) => x.s - y.s);
    const out = document.createElement("span");
    let at = 0;
    for (const m of marks) {
      out.append(text.slice(at, m.s));
      const mark = document.createElement("mark");
      const decided = decisions[idOf(m)];
      const category = decided && decided.c ? decided.c : m.c;
      mark.style.setProperty("--c", "var(--" + category + ")");
      const kept = m.k && !(decided && decided.c);
      mark.className = (m.kind === "miss" ? "miss" : m.cert) + (kept ? " public" : "") + (m === focus ? " this" : "");
      mark.textContent = text.slice(m.s, m.e);
      const label = document.createElement("span");
      label.className = "label";
      label.textContent = category + (kept ? " kept" : "") + (m.p ? " " + m.p : "");
      mark.appendChild(label);
      out.appendChild(mark);
      at = m.e;
    }
    out.append(text.slice(at));
    return out;
  }

  function blockLine(index, focus, context) {
    const block = data.blocks[index];
    const div = document.createElement("div");
    div.className = context ? "post context" : "post";
    const who = document.createElement("span");
    who.className = "who";
    who.textContent = (block.w ? block.w : block.id) + ":";
    div.append(who, markup(index, focus));
    return div;
  }

  function render() {
    shown = filtered();
    const pages = Math.max(1, Math.ceil(shown.length / PAGE));
    page = Math.min(page, pages - 1);
    current = Math.min(current, Math.max(0, Math.min(PAGE, shown.length - page * PAGE) - 1));
    $("page-info").textContent = shown.length ? `${page * PAGE + 1}–${Math.min(shown.length, (page + 1) * PAGE)} of ${shown.length} ${view === "proposals" ? "proposals" : "likely misses"}` : "nothing to show";
    const list = $("items");
    list.replaceChildren();
    shown.slice(page * PAGE, (page + 1) * PAGE).forEach((item, n) => {
      const li = document.createElement("li");
      const decided = decisions[idOf(item)];
      li.className = (n === current ? "current " : "") + (decided ? decided.d : "");
      li.dataset.id = idOf(item);
      const block = data.blocks[item.b];
      const meta = document.createElement("div");
      meta.className = "meta";
      // A name of the public sphere stays as written unless a reviewer re-types it (c).
      const parts = [item.c, item.k && "kept: public (" + item.k + ")", item.cert && "cert " + item.cert,
                     "why: " + (item.rule || "?"), block.d + " " + block.id, item.p];
      for (const part of parts.filter(Boolean)) {
        const span = document.createElement("span");
        span.textContent = part;
        meta.appendChild(span);
      }
      if (decided) {
        const span = document.createElement("span");
        span.className = "decision";
        span.textContent = decided.d + (decided.c ? " → " + decided.c : "") + (decided.p ? " → " + decided.p : "");
        meta.appendChild(span);
      }
      li.appendChild(meta);
      for (let b = item.b - CONTEXT; b <= item.b + CONTEXT; b++) {
        // Context is the posts around a post (or the header lines around a header line).
        if (b >= 0 && b < data.blocks.length && data.blocks[b].d === block.d && data.blocks[b].k === block.k) {
          li.appendChild(blockLine(b, item, b !== item.b));
        }
      }
      li.addEventListener("click", () => { current = n; render(); });
      list.appendChild(li);
    });
    const currentItem = list.querySelector("li.current");
    if (currentItem) currentItem.scrollIntoView({ block: "nearest" });
    counts();
    status();
  }

  function counts() {
    const body = document.querySelector("#counts tbody");
    body.replaceChildren();
    const all = new Map(), done = new Map();
    for (const p of data.proposals) {
      all.set(p.c, (all.get(p.c) || 0) + 1);
      if (decisions[idOf(p)]) done.set(p.c, (done.get(p.c) || 0) + 1);
    }
    for (const [category, n] of [...all.entries()].sort()) {
      const row = document.createElement("tr");
      for (const value of [category, n, done.get(category) || 0]) {
        const cell = document.createElement("td");
        cell.textContent = value;
        row.appendChild(cell);
      }
      row.addEventListener("click", () => { $("f-category").value = category; page = 0; current = 0; render(); });
      body.appendChild(row);
    }
  }

  function status() {
    const decided = Object.keys(decisions).length;
    $("status").textContent = `${decided} decision(s) of ${data.proposals.length} proposal(s), ${data.misses.length} likely miss(es) · kept in this browser`;
  }

  // --- decisions ----------------------------------------------------------------------------
  const item = () => shown[page * PAGE + current];
  function decide(target, decision) {
    if (!target) return;
    if (decision === null) delete decisions[idOf(target)];
    else decisions[idOf(target)] = decision;
    save();
  }
  function step(by) {
    const index = Math.max(0, Math.min(shown.length - 1, page * PAGE + current + by));
    page = Math.floor(index / PAGE);
    current = index % PAGE;
    render();
  }
  // A decision on the current item (of the kind it applies to), then the next item.
  function decideAndNext(kind, decision) {
    const target = item();
    if (!target || target.kind !== kind) return;
    decide(target, decision(target));
    step(1);
  }

  function ask(label, options, done) {
    const form = $("ask"), input = $("ask-input"), list = $("ask-options");
    $("ask-label").textContent = label + " ";
    list.replaceChildren(...options.map((o) => { const e = document.createElement("option"); e.value = o; return e; }));
    form.hidden = false;
    input.value = "";
    input.focus();
    // The box gives the keyboard back to the list at once: a hidden field keeps the focus until
    // the browser's next frame, and the keys (e, j, a) would go to it meanwhile.
    form.onsubmit = (event) => {
      event.preventDefault();
      form.hidden = true;
      input.blur();
      done(input.value.trim());
    };
    input.onkeydown = (event) => {
      if (event.key === "Escape") { form.hidden = true; input.blur(); event.stopPropagation(); }
    };
  }

  function changeCategory() {
    const target = item();
    if (!target) return;
    ask("category of “" + target.t + "”:", data.categories, (value) => {
      const category = data.categories.find((c) => c.toLowerCase() === value.toLowerCase() || (value.toLowerCase() === "nickname" && c === "NICK"));
      if (category) decide(target, { d: target.kind === "miss" ? "add" : "change", c: category });
      render();
    });
  }

  function link() {
    const target = item();
    if (!target) return;
    const people = data.participants[data.blocks[target.b].d] || [];
    ask("participant of “" + target.t + "”:", people.map((p) => p.id + " " + p.name), (value) => {
      const word = value.split(/\s+/)[0].replace(/^#/, "");
      const person = people.find((p) => p.id === word) || people.find((p) => p.name.toLowerCase() === value.toLowerCase());
      if (person) decide(target, target.kind === "miss" ? { d: "add", c: "NICK", p: "#" + person.id } : { d: "link", p: "#" + person.id });
      render();
    });
  }

  function bulk(decision) {
    const target = item();
    if (!target || target.kind !== "proposal") return;
    const same = decision === "accept" && target.p
      ? data.proposals.filter((p) => p.p === target.p)
      : data.proposals.filter((p) => p.t.toLowerCase() === target.t.toLowerCase());
    for (const p of same) decide(p, { d: decision });
    render();
  }

  function exportDecisions() {
    const rows = [["document", "block", "start", "end", "text", "decision", "category", "corresp"].join("\t")];
    const all = [...data.proposals, ...data.misses];
    for (const target of all) {
      const decided = decisions[idOf(target)];
      if (!decided) continue;
      const block = data.blocks[target.b];
      rows.push([block.d, block.id, target.s, target.e, target.t, decided.d, decided.c || "", decided.p || ""].join("\t"));
    }
    const text = rows.join("\n") + "\n";
    const area = $("export-text");
    area.value = text;
    area.hidden = false;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/tab-separated-values" }));
    link.download = "decisions.tsv";
    document.body.appendChild(link);
    link.click();
    link.remove();
  }

  document.addEventListener("keydown", (event) => {
    if (!$("ask").hidden || ["INPUT", "SELECT", "TEXTAREA"].includes(document.activeElement.tagName)) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = item();
    const keys = {
      j: () => step(1), ArrowDown: () => step(1), k: () => step(-1), ArrowUp: () => step(-1),
      a: () => decideAndNext("proposal", () => ({ d: "accept" })),
      r: () => decideAndNext("proposal", () => ({ d: "reject" })),
      "+": () => decideAndNext("miss", (t) => ({ d: "add", c: t.c, p: t.p })),
      u: () => { decide(target, null); render(); },
      c: changeCategory, l: link,
      R: () => bulk("reject"), A: () => bulk("accept"),
      n: () => { page += 1; current = 0; render(); }, p: () => { page = Math.max(0, page - 1); current = 0; render(); },
      m: () => { view = view === "proposals" ? "misses" : "proposals"; $("f-view").value = view; page = 0; current = 0; render(); },
      e: exportDecisions, "?": () => $("help").showModal(),
    };
    const action = keys[event.key];
    if (action) { event.preventDefault(); action(); }
  });

  for (const id of ["f-category", "f-cert", "f-participant", "f-document", "f-rule", "f-decision", "f-text"]) {
    $(id).addEventListener("input", () => { page = 0; current = 0; render(); });
  }
  $("f-view").addEventListener("change", () => { view = $("f-view").value; page = 0; current = 0; render(); });
  $("prev-page").addEventListener("click", () => { page = Math.max(0, page - 1); current = 0; render(); });
  $("next-page").addEventListener("click", () => { page += 1; current = 0; render(); });
  $("export").addEventListener("click", exportDecisions);
  $("help-button").addEventListener("click", () => $("help").showModal());
  render();
})();
