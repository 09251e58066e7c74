/* teianon review, part 2 of 4: the filters and the cards. One card per post (or header block)
   with every item in it; only one page of cards is drawn at a time. */
let shownItems = [];                      // the filtered items, card by card, in reading order
let cards = [];                           // [{b, items}]
let cursor = 0;                           // index into shownItems
let focusId = "";
const opened = new Set();                 // cards whose context is open
let wordMode = null;                      // {b, s, e}: the span the reviewer is marking

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
  for (const b of blockOrder) {
    const list = byBlock.get(b);
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

// The repeats of each proposal (report.py's link_repeats), by the proposal's id.
const repeatsOf = new Map();
for (const p of data.proposals) {
  if (p.o === undefined) continue;
  const source = data.proposals[p.o];
  if (!repeatsOf.has(source.id)) repeatsOf.set(source.id, []);
  repeatsOf.get(source.id).push(p);
}

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
  // A repeat is decided with the proposal it repeats (a reject rejects it too): said under both.
  const linked = [];
  for (const i of entry.items) {
    if (i.kind !== "proposal") continue;
    const repeats = repeatsOf.get(i.id);
    if (repeats) linked.push("↳ “" + i.t + "” repeated in " + repeats.map((r) => data.blocks[r.b].id).join(", ") + ": rejecting it rejects them too");
    const source = i.o === undefined ? null : data.proposals[i.o];
    if (source) linked.push("↳ “" + i.t + "” repeats “" + source.t + "” of " + data.blocks[source.b].id + ": rejecting that rejects this too");
  }
  if (linked.length) {
    const repeats = document.createElement("div");
    repeats.className = "repeats";
    repeats.textContent = linked.join(" · ");
    li.appendChild(repeats);
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
  const misses = [...data.misses, ...browserMisses()];
  const open = misses.length - misses.filter(decided).length;
  $("progress").textContent = `${finished} / ${total} decided`;
  $("progress-bar").value = total ? finished / total : 0;
  $("status").textContent = `${open} likely miss(es) open · ${$("f-hand").checked ? "with" : "without"} the corpus's own annotations · kept in this browser`;
}
function say(text) { $("said").textContent = text; }
