/* teianon review: plain JavaScript, no library. Reads the JSON in #data and shows one card per
   post (or header block) with every proposal in it, decided in place by keyboard or mouse; keeps
   the decisions in localStorage and exports them as the decisions file (TSV) that
   `teianon anonymise --decisions` applies. */
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("data").textContent);
  const storeKey = "teianon-review:" + document.body.dataset.report;
  const PAGE = 25;          // cards drawn at a time: a large corpus stays quick
  const CONTEXT = 2;        // posts either side when a card's context is opened (x)
  const UNDO = 200;         // actions that u can take back
  const WORD = /[\p{L}\p{N}@#][\p{L}\p{N}_'’.\-@]*[\p{L}\p{N}_]|[\p{L}\p{N}]/gu;
  const LETTER = /[\p{L}\p{N}_]/u;

  const $ = (id) => document.getElementById(id);
  const stored = load();
  let decisions = stored.decisions || {};   // id -> {d, c, p, n}
  let added = stored.added || [];           // spans a reviewer marked: {b, s, e, t}
  const history = [];
  let shownItems = [];                      // the filtered items, card by card, in reading order
  let cards = [];                           // [{b, items}]
  let cursor = 0;                           // index into shownItems
  let focusId = "";
  let opened = new Set();                   // cards whose context is open
  let wordMode = null;                      // {b, s, e}: the span the reviewer is marking

  // --- the items: proposals, likely misses, added spans -------------------------------------------
  const idOf = (item) => { const b = data.blocks[item.b]; return [b.d, b.id, item.s + "-" + item.e, item.t].join("|"); };
  data.proposals.forEach((p) => { p.kind = "proposal"; p.id = idOf(p); });
  data.misses.forEach((m) => { m.kind = "miss"; m.cert = ""; m.rule = "likely miss: " + m.why; m.x = true; m.id = idOf(m); });
  const people = {};   // document -> id -> participant
  for (const [doc, list] of Object.entries(data.participants)) {
    people[doc] = {};
    for (const person of list) people[doc][person.id] = person;
  }
  let byId = new Map(), byBlock = new Map(), browserMisses = [];

  function index() {
    const addedItems = added.map((a) => ({ ...a, kind: "added", cert: "", rule: "marked by the reviewer", x: true, id: idOf(a) }));
    byId = new Map();
    byBlock = new Map();
    for (const item of [...data.proposals, ...data.misses, ...addedItems]) {
      if (byId.has(item.id)) continue;  // a likely miss that was added: one item
      byId.set(item.id, item);
      if (!byBlock.has(item.b)) byBlock.set(item.b, []);
      byBlock.get(item.b).push(item);
    }
    // Strings a reviewer added are likely misses in the other documents, where they stand
    // unannotated (in the same document anonymise marks their repeats itself).
    browserMisses = [];
    const strings = new Map();   // string -> {c, docs}
    for (const item of byId.values()) {
      const d = decisions[item.id];
      if (!d || d.d !== "add") continue;
      const key = item.t.toLowerCase();
      if (!strings.has(key)) strings.set(key, { c: d.c, docs: new Set() });
      strings.get(key).docs.add(data.blocks[item.b].d);
    }
    if (strings.size) {
      const escaped = [...strings.keys()].sort((x, y) => y.length - x.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      const pattern = new RegExp("(?<![\\p{L}\\p{N}_])(?:" + escaped.join("|") + ")(?![\\p{L}\\p{N}_])", "giu");
      data.blocks.forEach((block, b) => {
        for (const m of block.t.matchAll(pattern)) {
          const source = strings.get(m[0].toLowerCase());
          if (source.docs.has(block.d)) continue;
          const item = { b, s: m.index, e: m.index + m[0].length, t: m[0], kind: "miss", cert: "", x: true, c: source.c, p: "",
                         why: "added elsewhere", rule: "likely miss: added elsewhere" };
          item.id = idOf(item);
          if (byId.has(item.id) || taken(b, item.s, item.e)) continue;
          browserMisses.push(item);
          byId.set(item.id, item);
          if (!byBlock.has(b)) byBlock.set(b, []);
          byBlock.get(b).push(item);
        }
      });
    }
    for (const list of byBlock.values()) list.sort((x, y) => x.s - y.s || y.e - x.e);
  }
  function taken(b, s, e) {
    return (byBlock.get(b) || []).some((o) => o.s < e && s < o.e && (o.kind !== "miss" || (decisions[o.id] && decisions[o.id].d)));
  }

  function load() {
    try { return JSON.parse(localStorage.getItem(storeKey) || "{}"); } catch (e) { return {}; }
  }
  function save() {
    try { localStorage.setItem(storeKey, JSON.stringify({ decisions, added })); } catch (e) { /* private mode: kept in this page only */ }
  }
  // Every change is one step that u takes back, a bulk decision included.
  function act(what, change) {
    history.push({ what, decisions: JSON.stringify(decisions), added: JSON.stringify(added) });
    if (history.length > UNDO) history.shift();
    change();
    save();
    index();
    say(what + " (u undoes)");
  }
  function undo() {
    const last = history.pop();
    if (!last) { say("nothing to undo"); return; }
    decisions = JSON.parse(last.decisions);
    added = JSON.parse(last.added);
    save();
    index();
    say("undone: " + last.what);
    render();
  }
  const decided = (item) => Boolean(decisions[item.id] && decisions[item.id].d);
  const set = (item, value) => {
    const note = decisions[item.id] && decisions[item.id].n;
    decisions[item.id] = note ? { ...value, n: note } : value;
  };

  // --- participants: by name and role, the id on hover --------------------------------------------
  function person(doc, pointer) {
    return pointer ? (people[doc] || {})[pointer.replace(/^#/, "")] : undefined;
  }
  function personLabel(doc, pointer) {
    const p = person(doc, pointer);
    if (!p) return pointer || "";
    return (p.name || "#" + p.id) + (p.role && p.role !== p.name ? " (" + p.role + ")" : "");
  }
  const speakerOf = (item) => { const b = data.blocks[item.b]; return personLabel(b.d, item.p || (b.w ? "#" + b.w : "")); };

  // --- filters ------------------------------------------------------------------------------------
  function fillSelect(select, values) {
    for (const value of values) {
      const option = document.createElement("option");
      option.value = value; option.textContent = value;
      select.appendChild(option);
    }
  }
  fillSelect($("f-category"), data.categories);
  fillSelect($("f-participant"), [...new Set([...data.proposals, ...data.misses].map(speakerOf).filter(Boolean))].sort());
  fillSelect($("f-document"), Object.keys(data.participants).sort());
  fillSelect($("f-rule"), [...new Set([...data.proposals.map((p) => p.rule), ...data.misses.map((m) => m.rule),
                                        "likely miss: added elsewhere"].filter(Boolean))].sort());
  const hand = data.proposals.filter((p) => !p.x).length;
  $("hand-count").textContent = hand;
  if (data.warnings.length) {
    // One line however many files: the command printed each; the banner lists them on request.
    const files = data.warnings.map((w) => w.split(": warning: ")[0]);
    const summary = document.createElement("summary");
    summary.textContent = `⚠ ${files.length} file(s) look like anonymised output (${files[0].split("/").pop()}` +
      `${files.length > 1 ? ", …" : ""}): this report lists what anonymise left, not the names. Review the annotated files ` +
      "(annotate -o, run --annotated).";
    const list = document.createElement("ul");
    list.replaceChildren(...data.warnings.map((w) => { const li = document.createElement("li"); li.textContent = w; return li; }));
    const details = document.createElement("details");
    details.append(summary, list);
    $("warning").replaceChildren(details);
    $("warning").hidden = false;
  }

  // The items the reviewer works on: teianon's proposals (the corpus's own annotations on h),
  // likely misses and the spans the reviewer marked.
  const inScope = (item) => item.kind !== "proposal" || item.x || $("f-hand").checked;
  function filtered() {
    const category = $("f-category").value, cert = $("f-cert").value, who = $("f-participant").value;
    const doc = $("f-document").value, rule = $("f-rule").value, state = $("f-decision").value;
    const show = $("f-view").value, text = $("f-text").value.toLowerCase();
    const out = [];
    for (const [b, list] of [...byBlock.entries()].sort((x, y) => x[0] - y[0])) {
      for (const item of list) {
        if (!inScope(item)) continue;
        if (show === "proposals" && item.kind === "miss") continue;
        if (show === "misses" && item.kind !== "miss") continue;
        const d = decisions[item.id], c = categoryNow(item);
        if ((category && c !== category) || (cert && item.cert !== cert) || (who && speakerOf(item) !== who) ||
            (doc && data.blocks[b].d !== doc) || (rule && item.rule !== rule) || (text && !item.t.toLowerCase().includes(text))) continue;
        if (state === "public" && !item.k) continue;
        if (state === "open" && decided(item)) continue;
        if (state === "decided" && !decided(item)) continue;
        if (state === "noted" && !(d && d.n)) continue;
        out.push(item);
      }
    }
    return out;
  }

  // --- rendering ----------------------------------------------------------------------------------
  // The category an item has now: the reviewer's, a link's NICK, else the proposal's.
  const categoryNow = (item) => { const d = decisions[item.id] || {}; return d.c || (d.d === "link" ? "NICK" : item.c); };
  function labelOf(item) {
    const d = decisions[item.id] || {};
    const category = categoryNow(item);
    const who = d.p || item.p;
    const parts = [category];
    if (item.k && !d.c) parts.push("kept");
    if (who) parts.push(personLabel(data.blocks[item.b].d, who));
    if (item.kind === "miss" && !d.d) parts.push("?");
    if (d.d) parts.push({ accept: "✓", reject: "✗ rejected", change: "✎", link: "⇢", add: "+ added" }[d.d]);
    if (d.n) parts.push("✍");
    return parts.join(" ");
  }

  // The block's text with its annotations as <mark>s; the labels are CSS content (data-label),
  // so that a selection in the text holds the block's own characters only.
  function markup(b, focus) {
    const text = data.blocks[b].t;
    const marks = [];
    for (const item of byBlock.get(b) || []) {
      if (!marks.some((m) => m.s < item.e && item.s < m.e)) marks.push(item);
    }
    marks.sort((x, y) => x.s - y.s);
    const out = document.createElement("span");
    out.className = "text";
    out.dataset.block = b;
    let at = 0;
    for (const m of marks) {
      out.append(text.slice(at, m.s));
      const mark = document.createElement("mark");
      const d = decisions[m.id] || {};
      mark.style.setProperty("--c", "var(--" + categoryNow(m) + ")");
      mark.className = [m.kind, m.cert, m.k && !d.c ? "public" : "", d.d || "open", inScope(m) ? "" : "other",
                        m.id === focus ? "this" : ""].filter(Boolean).join(" ");
      mark.dataset.id = m.id;
      mark.dataset.label = labelOf(m);
      mark.title = [m.kind === "proposal" ? (m.x ? "teianon" : "annotated before") : m.kind === "miss" ? "likely miss" : "marked by you",
                    m.rule && "why: " + m.rule, m.cert && "cert " + m.cert, m.p && "participant " + m.p,
                    d.n && "note: " + d.n].filter(Boolean).join(" · ");
      mark.textContent = text.slice(m.s, m.e);
      out.appendChild(mark);
      at = m.e;
    }
    out.append(text.slice(at));
    return out;
  }

  function line(b, focus, kind) {
    const block = data.blocks[b];
    const div = document.createElement("div");
    div.className = "post " + kind;
    const who = document.createElement("span");
    who.className = "who";
    // A header block by its last steps (…/monogr/title), the whole path on hover.
    who.textContent = block.w ? personLabel(block.d, "#" + block.w) : block.id.includes("/") ? "…/" + block.id.split("/").slice(-2).join("/") : block.id;
    who.title = block.w ? "#" + block.w : block.id;
    div.append(who, markup(b, kind === "main" ? focus : ""));
    return div;
  }
  const sameKind = (a, b) => b >= 0 && b < data.blocks.length && data.blocks[b].d === data.blocks[a].d && data.blocks[b].k === data.blocks[a].k;

  function card(entry, focus) {
    const b = entry.b, block = data.blocks[b];
    const li = document.createElement("li");
    li.className = "card" + (entry.items.some((i) => i.id === focus) ? " current" : "") + (opened.has(b) ? " open" : "");
    li.dataset.block = b;
    const meta = document.createElement("div");
    meta.className = "meta";
    const done = entry.items.filter(decided).length;
    for (const part of [block.d + " · " + block.id, done + " / " + entry.items.length + " decided"]) {
      const span = document.createElement("span");
      span.textContent = part;
      meta.appendChild(span);
    }
    const more = document.createElement("button");
    more.type = "button"; more.className = "more"; more.title = "x";
    more.textContent = opened.has(b) ? "less context" : "more context";
    more.addEventListener("click", (event) => { event.stopPropagation(); toggleContext(b); });
    meta.appendChild(more);
    li.appendChild(meta);
    if (opened.has(b)) {
      for (let c = b - CONTEXT; c <= b + CONTEXT; c++) if (sameKind(b, c)) li.appendChild(line(c, focus, c === b ? "main" : "context"));
    } else {
      // One line of the previous post at most, dimmed and cut: the card is the post itself.
      if (sameKind(b, b - 1)) li.appendChild(line(b - 1, focus, "context short"));
      li.appendChild(line(b, focus, "main"));
    }
    // The notes of the card's decisions, in words (the label shows ✍).
    const noted = entry.items.filter((i) => decisions[i.id] && decisions[i.id].n);
    if (noted.length) {
      const notes = document.createElement("div");
      notes.className = "notes";
      notes.textContent = noted.map((i) => "✍ " + i.t + ": " + decisions[i.id].n).join(" · ");
      li.appendChild(notes);
    }
    const bar = document.createElement("div");
    bar.className = "markbar";
    bar.hidden = !(wordMode && wordMode.b === b);
    if (wordMode && wordMode.b === b) {
      const what = document.createElement("span");
      what.textContent = "selected: “" + block.t.slice(wordMode.s, wordMode.e) + "”";
      const one = document.createElement("button");
      one.type = "button"; one.className = "mark-one"; one.textContent = "Mark…"; one.title = "Enter or +";
      one.addEventListener("click", (event) => { event.stopPropagation(); markSelection(false); });
      const all = document.createElement("button");
      all.type = "button"; all.className = "mark-all"; all.textContent = "Mark every occurrence…"; all.title = "*";
      all.addEventListener("click", (event) => { event.stopPropagation(); markSelection(true); });
      bar.append(what, one, all);
    }
    li.appendChild(bar);
    li.addEventListener("click", (event) => {
      const mark = event.target.closest("mark");
      if (mark && byId.has(mark.dataset.id) && inScope(byId.get(mark.dataset.id))) focusOn(mark.dataset.id);
    });
    return li;
  }

  function render() {
    shownItems = filtered();
    cards = [];
    for (const item of shownItems) {
      if (!cards.length || cards[cards.length - 1].b !== item.b) cards.push({ b: item.b, items: [] });
      cards[cards.length - 1].items.push(item);
      item.card = cards.length - 1;
    }
    const found = shownItems.findIndex((i) => i.id === focusId);
    cursor = found >= 0 ? found : Math.max(0, Math.min(cursor, shownItems.length - 1));
    const current = shownItems[cursor];
    focusId = current ? current.id : focusId;  // an empty view keeps the focus for the next
    const pages = Math.max(1, Math.ceil(cards.length / PAGE));
    const page = current ? Math.floor(current.card / PAGE) : 0;
    $("page-info").textContent = cards.length
      ? `cards ${page * PAGE + 1}–${Math.min(cards.length, (page + 1) * PAGE)} of ${cards.length} (${shownItems.length} items) · page ${page + 1} of ${pages}`
      : "nothing to show";
    const list = $("items");
    list.replaceChildren(...cards.slice(page * PAGE, (page + 1) * PAGE).map((entry) => card(entry, focusId)));
    const mark = list.querySelector("mark.this");
    if (mark) {
      mark.closest(".card").scrollIntoView({ block: "nearest" });
      mark.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
    showWordMode();
    progress();
  }

  function progress() {
    const all = new Map(), done = new Map();
    let total = 0, finished = 0;
    for (const item of byId.values()) {
      if (item.kind === "miss" && !decided(item)) continue;  // a likely miss counts once it is added
      if (!inScope(item)) continue;
      const category = item.c;
      all.set(category, (all.get(category) || 0) + 1);
      total += 1;
      if (decided(item)) { done.set(category, (done.get(category) || 0) + 1); finished += 1; }
    }
    const body = document.querySelector("#counts tbody");
    body.replaceChildren();
    for (const [category, n] of [...all.entries()].sort()) {
      const row = document.createElement("tr");
      row.dataset.category = category;
      const d = done.get(category) || 0;
      for (const value of [category, d + " / " + n]) {
        const cell = document.createElement("td");
        cell.textContent = value;
        row.appendChild(cell);
      }
      row.className = d === n ? "complete" : "";
      row.addEventListener("click", () => { $("f-category").value = category; focusId = ""; cursor = 0; render(); });
      body.appendChild(row);
    }
    const open = data.misses.length + browserMisses.length - [...data.misses, ...browserMisses].filter(decided).length;
    $("progress").textContent = `${finished} / ${total} decided`;
    $("progress-bar").value = total ? finished / total : 0;
    $("status").textContent = `${open} likely miss(es) open · ${$("f-hand").checked ? "with" : "without"} the corpus's own annotations · kept in this browser`;
  }
  function say(text) { $("said").textContent = text; }

  // --- moving and deciding ------------------------------------------------------------------------
  const item = () => shownItems[cursor];
  function focusOn(id) { focusId = id; wordMode = null; render(); }
  function step(by) {
    if (!shownItems.length) return;
    cursor = Math.max(0, Math.min(shownItems.length - 1, cursor + by));
    focusId = shownItems[cursor].id;
    wordMode = null;
    render();
  }
  function page(by) {
    const current = item();
    if (!current) return;
    const target = Math.max(0, Math.min(cards.length - 1, (Math.floor(current.card / PAGE) + by) * PAGE));
    focusOn(cards[target].items[0].id);
  }
  // After a decision: the next item, found before the list is filtered again.
  function decideAndNext(what, decide) {
    const target = item();
    if (!target) return;
    const next = shownItems[cursor + 1];
    act(what + " “" + target.t + "”", () => decide(target));
    focusId = next ? next.id : target.id;
    if (!next) cursor += 1;
    render();
  }
  const accept = (t) => set(t, t.kind === "proposal" ? { d: "accept" } : { d: "add", c: t.c, p: t.p || "" });
  // Rejecting what the reviewer marked takes the mark away; a likely miss stays one, undecided.
  const reject = (t) => {
    if (t.kind === "proposal") { set(t, { d: "reject" }); return; }
    delete decisions[t.id];
    if (t.kind === "added") added = added.filter((a) => idOf(a) !== t.id);
  };

  function ask(label, options, value, done) {
    const form = $("ask"), input = $("ask-input"), list = $("ask-options");
    $("ask-label").textContent = label + " ";
    list.replaceChildren(...options.map((o) => { const e = document.createElement("option"); e.value = o; return e; }));
    form.hidden = false;
    input.value = value || "";
    input.focus();
    input.select();
    // The box gives the keyboard back to the cards at once: a hidden field keeps the focus until
    // the browser's next frame, and the keys (e, j, a) would go to it meanwhile.
    form.onsubmit = (event) => {
      event.preventDefault();
      form.hidden = true;
      input.blur();
      done(input.value.trim());
    };
    input.onkeydown = (event) => {
      if (event.key === "Escape") { form.hidden = true; input.blur(); event.stopPropagation(); render(); }
    };
  }
  const categoryOf = (value) => data.categories.find((c) => c.toLowerCase() === value.toLowerCase() ||
                                                           (value.toLowerCase() === "nickname" && c === "NICK"));
  function participants(b) {
    return (data.participants[data.blocks[b].d] || []).map((p) => (p.name || "") + (p.role ? " (" + p.role + ")" : "") + " #" + p.id);
  }
  function participantOf(b, value) {
    const list = data.participants[data.blocks[b].d] || [];
    const id = (value.match(/#(\S+)\s*$/) || value.match(/^#?(\S+)$/) || [])[1];
    const found = list.find((p) => p.id === id) || list.find((p) => p.name.toLowerCase() === value.toLowerCase()) ||
                  list.find((p) => value.toLowerCase().startsWith(p.name.toLowerCase() + " ("));
    return found ? "#" + found.id : "";
  }
  // A category, then for a NICK the participant (Enter alone: none).
  function askCategory(label, b, suggested, done) {
    ask(label, data.categories, suggested, (value) => {
      const category = categoryOf(value);
      if (!category) { say("no such category: " + value); render(); return; }
      if (category !== "NICK") { done(category, ""); return; }
      ask("participant (Enter: none):", participants(b), "", (who) => done(category, who ? participantOf(b, who) : ""));
    });
  }

  function changeCategory() {
    const target = item();
    if (!target) return;
    askCategory("category of “" + target.t + "”:", target.b, "", (category, who) =>
      // A proposal made a participant's NICK is a link (the decision that carries corresp).
      decideAndNext("re-typed", (t) => set(t, t.kind !== "proposal" ? { d: "add", c: category, p: who }
                                                : who ? { d: "link", p: who } : { d: "change", c: category })));
  }
  function link() {
    const target = item();
    if (!target) return;
    ask("participant of “" + target.t + "”:", participants(target.b), "", (value) => {
      const who = participantOf(target.b, value);
      if (!who) { say("no such participant: " + value); render(); return; }
      decideAndNext("linked", (t) => set(t, t.kind === "proposal" ? { d: "link", p: who } : { d: "add", c: "NICK", p: who }));
    });
  }
  function note() {
    const target = item();
    if (!target) return;
    const d = decisions[target.id] || {};
    ask("note on “" + target.t + "”:", [], d.n || "", (value) => {
      act("note", () => {
        const next = { ...(decisions[target.id] || {}) };
        if (value) next.n = value; else delete next.n;
        if (Object.keys(next).length) decisions[target.id] = next; else delete decisions[target.id];
      });
      render();
    });
  }

  // Bulk: every open proposal in view of the same string, rule, category or participant.
  const scopes = {
    string: (t) => (o) => o.t.toLowerCase() === t.t.toLowerCase(),
    rule: (t) => (o) => o.rule === t.rule,
    category: (t) => (o) => o.c === t.c,
    participant: (t) => (o) => speakerOf(o) === speakerOf(t),
  };
  function bulk(decision) {
    const target = item();
    if (!target || target.kind !== "proposal") return;
    const scope = $("bulk-scope").value;
    const same = data.proposals.filter((p) => inScope(p) && !decided(p) && scopes[scope](target)(p));
    if (!same.length) { say("no open proposal of this " + scope); return; }
    const value = scope === "string" ? target.t : scope === "rule" ? target.rule : scope === "category" ? target.c : speakerOf(target);
    act(`${decision === "accept" ? "accepted" : "rejected"} ${same.length} proposal(s) of ${scope} “${value}”`,
        () => { for (const p of same) set(p, { d: decision }); });
    render();
  }

  // --- marking any span: the mouse's selection or the keyboard's word cursor -------------------------
  function snap(text, s, e) {
    while (s < e && !LETTER.test(text[s]) && !"@#".includes(text[s])) s++;
    while (e > s && !LETTER.test(text[e - 1])) e--;
    while (s > 0 && LETTER.test(text[s - 1])) s--;
    while (e < text.length && LETTER.test(text[e])) e++;
    return [s, e];
  }
  function offsetIn(container, node, offset) {
    let at = 0;
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n === node) return at + offset;
      at += n.length;
    }
    // The selection ends on an element: count the text before its offset-th child.
    if (container.contains(node)) {
      const range = document.createRange();
      range.setStart(container, 0);
      range.setEnd(node, offset);
      return range.toString().length;
    }
    return at;
  }
  function domPoint(container, offset) {
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    let at = 0, last = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (offset <= at + n.length) return [n, offset - at];
      at += n.length; last = n;
    }
    return last ? [last, last.length] : [container, 0];
  }
  // The words being marked stay highlighted while the box asks for their category (the box's
  // field takes the browser's selection).
  function showWordMode() {
    const highlights = window.CSS && CSS.highlights;
    if (highlights) highlights.delete("teianon-marking");
    if (!wordMode) return;
    const container = document.querySelector(`.card[data-block="${wordMode.b}"] .post.main .text`);
    if (!container) return;
    const range = document.createRange();
    range.setStart(...domPoint(container, wordMode.s));
    range.setEnd(...domPoint(container, wordMode.e));
    if (highlights) highlights.set("teianon-marking", new Highlight(range));
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  document.addEventListener("mouseup", (event) => {
    // A click on Mark… keeps the selection: drawing the card again would take the button away.
    if (event.target.closest && event.target.closest("button, .markbar, #ask, aside, header, dialog")) return;
    const selection = window.getSelection();
    if (!selection.rangeCount || selection.isCollapsed) return;
    const range = selection.getRangeAt(0);
    const start = range.startContainer.parentElement && range.startContainer.parentElement.closest(".text");
    const end = range.endContainer.parentElement && range.endContainer.parentElement.closest(".text");
    if (!start || start !== end || !start.closest(".post.main")) return;
    const b = Number(start.dataset.block);
    const [s, e] = snap(data.blocks[b].t, offsetIn(start, range.startContainer, range.startOffset),
                        offsetIn(start, range.endContainer, range.endOffset));
    if (s >= e) return;
    wordMode = { b, s, e };
    const inCard = (byBlock.get(b) || []).find((i) => inScope(i) && i.s < e && s < i.e) || (cards.find((c) => c.b === b) || {}).items?.[0];
    if (inCard) focusId = inCard.id;
    render();
  });
  const wordsOf = (b) => [...data.blocks[b].t.matchAll(WORD)].map((m) => [m.index, m.index + m[0].length]);
  function startWords() {
    const target = item();
    if (!target) return;
    const words = wordsOf(target.b);
    const here = words.find(([s, e]) => e > target.s) || words[0];
    if (!here) return;
    wordMode = { b: target.b, s: here[0], e: here[1] };
    render();
  }
  function moveWords(by, extend) {
    const words = wordsOf(wordMode.b);
    if (extend) {
      const last = words.findIndex(([s, e]) => e >= wordMode.e);
      const next = words[Math.max(0, Math.min(words.length - 1, last + by))];
      if (next && next[1] > wordMode.s) wordMode.e = next[1];
    } else {
      const first = words.findIndex(([s]) => s >= wordMode.s);
      const next = words[Math.max(0, Math.min(words.length - 1, (by > 0 ? words.findIndex(([s]) => s >= wordMode.e) : first - 1)))];
      if (next) { wordMode.s = next[0]; wordMode.e = next[1]; }
    }
    render();
  }
  function addSpan(b, s, e, category, who) {
    const t = data.blocks[b].t.slice(s, e);
    const id = idOf({ b, s, e, t });
    const known = byId.get(id);
    if (known && known.kind === "proposal") { set(known, { d: "change", c: category }); return known.id; }
    if (!known || known.kind === "miss") {
      if (!known && !added.some((a) => a.b === b && a.s === s && a.e === e)) added.push({ b, s, e, t, c: category, p: who });
    }
    set({ id }, { d: "add", c: category, p: who || "" });
    return id;
  }
  function markSelection(every) {
    if (!wordMode) return;
    const { b, s, e } = wordMode;
    const text = data.blocks[b].t.slice(s, e);
    askCategory((every ? "every occurrence of “" : "category of “") + text + "”:", b, "", (category, who) => {
      let id = "";
      if (every) {
        const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
        const pattern = new RegExp("(?<![\\p{L}\\p{N}_])" + escaped + "(?![\\p{L}\\p{N}_])", "giu");
        let n = 0;
        act(`marked every occurrence of “${text}” as ${category}`, () => {
          data.blocks.forEach((block, c) => {
            for (const m of block.t.matchAll(pattern)) {
              const end = m.index + m[0].length;
              if (c === b && m.index === s) { id = addSpan(c, s, e, category, who); n++; continue; }
              if ((byBlock.get(c) || []).some((o) => o.kind !== "miss" && o.s < end && m.index < o.e)) continue;
              // A participant's name links in its own document only.
              addSpan(c, m.index, end, category, block.d === data.blocks[b].d ? who : "");
              n++;
            }
          });
        });
        say(`marked ${n} occurrence(s) of “${text}” as ${category} (u undoes)`);
      } else {
        act(`marked “${text}” as ${category}`, () => { id = addSpan(b, s, e, category, who); });
      }
      wordMode = null;
      window.getSelection().removeAllRanges();
      focusId = id;
      render();
    });
  }

  // --- export -------------------------------------------------------------------------------------
  function exportDecisions() {
    const clean = (cell) => String(cell).replace(/[\t\r\n]+/g, " ");
    const rows = [["document", "block", "start", "end", "text", "decision", "category", "corresp", "note"].join("\t")];
    for (const [id, d] of Object.entries(decisions)) {
      const target = byId.get(id);
      if (!d.d || !target) continue;
      const block = data.blocks[target.b];
      rows.push([block.d, block.id, target.s, target.e, target.t, d.d, d.c || "", d.p || "", d.n || ""].map(clean).join("\t"));
    }
    const text = rows.join("\n") + "\n";
    const area = $("export-text");
    area.value = text;
    area.hidden = false;
    const anchor = document.createElement("a");
    anchor.href = URL.createObjectURL(new Blob([text], { type: "text/tab-separated-values" }));
    anchor.download = "decisions.tsv";
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    say(`exported ${rows.length - 1} decision(s) as decisions.tsv`);
  }

  function toggleContext(b) {
    if (opened.has(b)) opened.delete(b); else opened.add(b);
    render();
  }

  document.addEventListener("keydown", (event) => {
    if (!$("ask").hidden || $("help").open || ["INPUT", "SELECT", "TEXTAREA"].includes(document.activeElement.tagName)) return;
    if (event.ctrlKey || event.metaKey || event.altKey || ["Shift", "Control", "Alt", "Meta"].includes(event.key)) return;
    if (wordMode) {
      const words = {
        ArrowRight: () => moveWords(1, event.shiftKey), ArrowLeft: () => moveWords(-1, event.shiftKey),
        Enter: () => markSelection(false), "+": () => markSelection(false), "*": () => markSelection(true),
        Escape: () => { wordMode = null; window.getSelection().removeAllRanges(); render(); },
      };
      if (words[event.key]) { event.preventDefault(); words[event.key](); return; }
      wordMode = null;
    }
    const target = item();
    const keys = {
      j: () => step(1), ArrowDown: () => step(1), k: () => step(-1), ArrowUp: () => step(-1),
      a: () => decideAndNext("accepted", accept),
      "+": () => (target && target.kind === "miss" ? decideAndNext("added", accept) : say("+ adds a likely miss, or the words selected")),
      r: () => decideAndNext("rejected", reject),
      c: changeCategory, l: link, ";": note, N: note,
      u: undo, x: () => target && toggleContext(target.b), w: startWords,
      A: () => bulk("accept"), R: () => bulk("reject"),
      s: () => { const s = $("bulk-scope"); s.selectedIndex = (s.selectedIndex + 1) % s.options.length; say("bulk decisions by " + s.value); },
      h: () => { $("f-hand").checked = !$("f-hand").checked; render(); },
      m: () => { const v = $("f-view"); v.value = v.value === "misses" ? "all" : "misses"; focusId = ""; cursor = 0; render(); },
      n: () => page(1), p: () => page(-1),
      e: exportDecisions, "?": () => $("help").showModal(),
    };
    const action = keys[event.key];
    if (action) { event.preventDefault(); action(); }
  });

  for (const id of ["f-category", "f-cert", "f-participant", "f-document", "f-rule", "f-decision", "f-text", "f-view", "f-hand"]) {
    // The focus stays where it was if the new view holds it, else the view's first item.
    $(id).addEventListener("input", () => { cursor = 0; render(); });
  }
  $("prev-page").addEventListener("click", () => page(-1));
  $("next-page").addEventListener("click", () => page(1));
  $("bulk-accept").addEventListener("click", () => bulk("accept"));
  $("bulk-reject").addEventListener("click", () => bulk("reject"));
  $("undo").addEventListener("click", undo);
  $("export").addEventListener("click", exportDecisions);
  $("help-button").addEventListener("click", () => $("help").showModal());
  index();
  render();
})();
