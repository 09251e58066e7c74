/* teianon review, part 4 of 4: moving and deciding, bulk decisions, the keys, the export, and
   the start. */
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
// Accepting a likely miss adds its span, which then stands on its own.
const accept = (t) => (t.kind === "proposal" ? set(t, { d: "accept" }) : addItem(t, categoryNow(t), linkedTo(t) ? "#" + linkedTo(t) : ""));
// Rejecting what the reviewer marked takes the mark away; a likely miss stays one, undecided.
const reject = (t) => (t.kind === "proposal" ? set(t, { d: "reject" }) : unadd(t));

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
    decideAndNext("re-typed", (t) => (t.kind !== "proposal" ? addItem(t, category, who)
                                      : set(t, who ? { d: "link", p: who } : { d: "change", c: category }))));
}
function link() {
  const target = item();
  if (!target) return;
  ask("participant of “" + target.t + "”:", participants(target.b), "", (value) => {
    const who = participantOf(target.b, value);
    if (!who) { say("no such participant: " + value); render(); return; }
    decideAndNext("linked", (t) => (t.kind === "proposal" ? set(t, { d: "link", p: who }) : addItem(t, "NICK", who)));
  });
}
function note() {
  const target = item();
  if (!target) return;
  const d = decisions[target.id] || {};
  if (!d.d) {
    // The decisions file holds decisions; a note travels with one.
    say("a note goes with a decision: decide “" + target.t + "” first (a, r, c or l), then ;");
    return;
  }
  ask("note on “" + target.t + "”:", [], d.n || "", (value) => {
    act("note", () => {
      const next = { ...(decisions[target.id] || {}) };
      if (value) next.n = value; else delete next.n;
      setDecision(target.id, Object.keys(next).length ? next : undefined);
    });
    render();
  });
}

// Bulk: every open proposal of the same string, rule, category, speaker (who wrote the post) or
// participant (linked to the same participant), both by the participant's id in its document.
const speakerId = (item) => { const b = data.blocks[item.b]; return b.w ? b.d + "#" + b.w : ""; };
const participantId = (item) => (linkedTo(item) ? data.blocks[item.b].d + "#" + linkedTo(item) : "");
const scopes = {
  string: { of: (t) => t.t.toLowerCase(), show: (t) => t.t },
  rule: { of: (t) => t.rule, show: (t) => t.rule },
  category: { of: (t) => t.c, show: (t) => t.c },
  speaker: { of: speakerId, show: (t) => personLabel(data.blocks[t.b].d, "#" + data.blocks[t.b].w) },
  participant: { of: participantId, show: (t) => personLabel(data.blocks[t.b].d, "#" + linkedTo(t)) },
};
function bulk(decision) {
  const target = item();
  if (!target || target.kind !== "proposal") return;
  const scope = $("bulk-scope").value, of = scopes[scope].of, value = of(target);
  if (!value) {
    say(scope === "speaker" ? "this block has no speaker" : "this proposal is linked to no participant");
    return;
  }
  const same = data.proposals.filter((p) => inScope(p) && !decided(p) && of(p) === value);
  if (!same.length) { say("no open proposal of this " + scope); return; }
  act(`${decision === "accept" ? "accepted" : "rejected"} ${same.length} proposal(s) of ${scope} “${scopes[scope].show(target)}”`,
      () => { for (const p of same) set(p, { d: decision }); });
  render();
}

// --- export -------------------------------------------------------------------------------------
// The page counts offsets in UTF-16 units, as JavaScript strings do; the decisions file counts
// characters (an emoji is one), as teianon reads the posts (report.py's _in_utf16 is the other way).
function cpOffset(text, units) {
  let n = 0;
  for (let i = 0; i < units; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xD800 || code > 0xDBFF || i + 1 >= units) n++;
  }
  return n;
}

function exportDecisions() {
  const clean = (cell) => String(cell).replace(/[\t\r\n]+/g, " ");
  const rows = [["document", "block", "start", "end", "text", "decision", "category", "corresp", "note"].join("\t")];
  for (const [id, d] of Object.entries(decisions)) {
    const target = byId.get(id);
    if (!d.d || !target) continue;
    const block = data.blocks[target.b];
    rows.push([block.d, block.id, cpOffset(block.t, target.s), cpOffset(block.t, target.e), target.t, d.d, d.c || "",
               d.p || "", d.n || ""].map(clean).join("\t"));
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
refresh();
render();
