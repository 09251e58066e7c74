/* teianon review, part 1 of 4: the state. The items (proposals, likely misses, the spans the
   reviewer marked), the decisions kept in localStorage, and undo. An action records what it
   changed (the old values only), and only the blocks it touched are indexed again: a corpus of
   thousands of decisions costs an action no more than a small one. */
const data = JSON.parse(document.getElementById("data").textContent);
const storeKey = "teianon-review:" + document.body.dataset.report;
const PAGE = 25;          // cards drawn at a time: a large corpus stays quick
const CONTEXT = 2;        // posts either side when a card's context is opened (x)
const UNDO = 200;         // actions that u can take back
const WORD = /[\p{L}\p{N}@#][\p{L}\p{N}_'’.\-@]*[\p{L}\p{N}_]|[\p{L}\p{N}]/gu;
const LETTER = /[\p{L}\p{N}_]/u;

const $ = (id) => document.getElementById(id);
const idOf = (item) => { const b = data.blocks[item.b]; return [b.d, b.id, item.s + "-" + item.e, item.t].join("|"); };
const spanKey = (span) => span.b + ":" + span.s + ":" + span.e;
// The document and the words of an id (document|block|start-end|words).
const docOfId = (id) => id.split("|", 1)[0];
const textOfId = (id) => id.split("|").slice(3).join("|");
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function load() {
  try { return JSON.parse(localStorage.getItem(storeKey) || "{}"); } catch (e) { return {}; }
}
const stored = load();
let decisions = stored.decisions || {};   // id -> {d, c, p, n}
// The spans a reviewer marked or added, by b:s:e: {b, s, e, t, c, p}. Each stands on its own:
// an accepted likely miss stays when what made it a miss goes.
const added = new Map((stored.added || []).map((a) => [spanKey(a), a]));
const addedByBlock = new Map();           // b -> Map(b:s:e -> span)
for (const [key, a] of added) {
  if (!addedByBlock.has(a.b)) addedByBlock.set(a.b, new Map());
  addedByBlock.get(a.b).set(key, a);
}
const history = [];
let recording = null;                     // the action under way: {what, decisions, added} of old values

data.proposals.forEach((p) => { p.kind = "proposal"; p.id = idOf(p); });
data.misses.forEach((m) => { m.kind = "miss"; m.cert = ""; m.rule = "likely miss: " + m.why; m.x = true; m.id = idOf(m); });
const people = {};   // document -> id -> participant
for (const [doc, list] of Object.entries(data.participants)) {
  people[doc] = {};
  for (const person of list) people[doc][person.id] = person;
}

// --- the index: the items of each block, and every item by its id -------------------------------
const staticByBlock = new Map();          // b -> the proposals and likely misses of the report
for (const item of [...data.proposals, ...data.misses]) {
  if (!staticByBlock.has(item.b)) staticByBlock.set(item.b, []);
  staticByBlock.get(item.b).push(item);
}
const byId = new Map(), byBlock = new Map();
let blockOrder = [];                      // the blocks that hold items, in reading order
let orderStale = true;
// Strings a reviewer added are likely misses in the other documents, where they stand
// unannotated (in the same document anonymise marks their repeats itself).
const addsByString = new Map();           // lower-case string -> Map(id -> {c, doc}) of its add decisions
const browserByBlock = new Map();         // b -> those misses in the block
const stringMisses = new Map();           // lower-case string -> its misses
const dirtyBlocks = new Set(), dirtyStrings = new Set();

// What a string's likely misses depend on: its category and the documents it is added in.
function signature(key) {
  const uses = [...(addsByString.get(key) || new Map()).values()];
  return uses.length ? uses[0].c + "|" + [...new Set(uses.map((u) => u.doc))].sort().join("|") : "";
}
function noteAdd(id, before, after) {
  if (!(before && before.d === "add") && !(after && after.d === "add")) return;
  const key = textOfId(id).toLowerCase(), was = signature(key);
  if (before && before.d === "add") {
    const uses = addsByString.get(key);
    if (uses) { uses.delete(id); if (!uses.size) addsByString.delete(key); }
  }
  if (after && after.d === "add") {
    if (!addsByString.has(key)) addsByString.set(key, new Map());
    addsByString.get(key).set(id, { c: after.c, doc: docOfId(id) });
  }
  // Another span of the same string in a document that has it already changes no miss.
  if (signature(key) !== was) dirtyStrings.add(key);
}
for (const [id, d] of Object.entries(decisions)) noteAdd(id, undefined, d);
for (const b of [...staticByBlock.keys(), ...addedByBlock.keys()]) dirtyBlocks.add(b);  // the first refresh indexes them all

// The only ways the state changes: each records the old value for undo.
function setDecision(id, value) {
  const before = decisions[id];
  if (recording && !recording.decisions.has(id)) recording.decisions.set(id, before);
  if (value) decisions[id] = value; else delete decisions[id];
  noteAdd(id, before, value);
}
function setAdded(key, span) {
  const before = added.get(key);
  if (recording && !recording.added.has(key)) recording.added.set(key, before);
  const b = (span || before || {}).b;
  if (b === undefined) return;
  if (span) {
    added.set(key, span);
    if (!addedByBlock.has(b)) addedByBlock.set(b, new Map());
    addedByBlock.get(b).set(key, span);
  } else {
    added.delete(key);
    if (addedByBlock.has(b)) addedByBlock.get(b).delete(key);
  }
  dirtyBlocks.add(b);
}

function indexBlock(b) {
  for (const old of byBlock.get(b) || []) if (byId.get(old.id) === old) byId.delete(old.id);
  // An added likely miss stays one (listed with the misses), whether or not what made it one stays.
  const addedItems = [...(addedByBlock.get(b) || new Map()).values()].map((a) =>
    ({ ...a, kind: a.why ? "miss" : "added", cert: "", rule: a.why ? "likely miss: " + a.why : "marked by the reviewer", x: true, id: idOf(a) }));
  const list = [];
  const settled = (o) => o.kind !== "miss" || decided(o);
  for (const item of [...(staticByBlock.get(b) || []), ...addedItems]) {
    if (byId.has(item.id)) continue;  // a likely miss that was added: one item
    byId.set(item.id, item);
    list.push(item);
  }
  // A miss of a string added elsewhere goes where words over it were marked since it was found.
  for (const item of browserByBlock.get(b) || []) {
    if (byId.has(item.id) || list.some((o) => settled(o) && o.s < item.e && item.s < o.e)) continue;
    byId.set(item.id, item);
    list.push(item);
  }
  list.sort((x, y) => x.s - y.s || y.e - x.e);
  if (Boolean(list.length) !== byBlock.has(b)) orderStale = true;
  if (list.length) byBlock.set(b, list); else byBlock.delete(b);
}
function taken(b, s, e) {
  return (byBlock.get(b) || []).some((o) => o.s < e && s < o.e && (o.kind !== "miss" || (decisions[o.id] && decisions[o.id].d)));
}
// The likely misses of the given added strings, in one pass over the blocks.
function findBrowserMisses(keys) {
  const live = keys.filter((k) => addsByString.has(k));
  if (!live.length) return;
  const escaped = live.sort((x, y) => y.length - x.length).map(escapeRegExp);
  const pattern = new RegExp("(?<![\\p{L}\\p{N}_])(?:" + escaped.join("|") + ")(?![\\p{L}\\p{N}_])", "giu");
  const sources = new Map(live.map((k) => {
    const uses = [...addsByString.get(k).values()];
    return [k, { c: uses[0].c, docs: new Set(uses.map((u) => u.doc)) }];
  }));
  data.blocks.forEach((block, b) => {
    for (const m of block.t.matchAll(pattern)) {
      const key = m[0].toLowerCase(), source = sources.get(key);
      if (!source || source.docs.has(block.d)) continue;
      const item = { b, s: m.index, e: m.index + m[0].length, t: m[0], kind: "miss", cert: "", x: true, c: source.c, p: "",
                     why: "added elsewhere", rule: "likely miss: added elsewhere" };
      item.id = idOf(item);
      if (byId.has(item.id) || taken(b, item.s, item.e)) continue;
      if (!browserByBlock.has(b)) browserByBlock.set(b, []);
      browserByBlock.get(b).push(item);
      if (!stringMisses.has(key)) stringMisses.set(key, []);
      stringMisses.get(key).push(item);
      dirtyBlocks.add(b);
    }
  });
}
// Bring the index up to date with what changed since the last call.
function refresh() {
  const strings = [...dirtyStrings];
  dirtyStrings.clear();
  for (const key of strings) {
    for (const old of stringMisses.get(key) || []) {
      const list = browserByBlock.get(old.b);
      if (list) browserByBlock.set(old.b, list.filter((i) => i !== old));
      dirtyBlocks.add(old.b);
    }
    stringMisses.delete(key);
  }
  for (const b of dirtyBlocks) indexBlock(b);
  dirtyBlocks.clear();
  findBrowserMisses(strings);
  for (const b of dirtyBlocks) indexBlock(b);
  dirtyBlocks.clear();
  if (orderStale) { blockOrder = [...byBlock.keys()].sort((x, y) => x - y); orderStale = false; }
}
const browserMisses = () => [...stringMisses.values()].flat();

function save() {
  try { localStorage.setItem(storeKey, JSON.stringify({ decisions, added: [...added.values()] })); } catch (e) { /* private mode: kept in this page only */ }
}
// Every change is one step that u takes back, a bulk decision included; the step holds the old
// values of what it changed, not a copy of everything.
function act(what, change) {
  recording = { what, decisions: new Map(), added: new Map() };
  try { change(); } finally {
    history.push(recording);
    recording = null;
  }
  if (history.length > UNDO) history.shift();
  save();
  refresh();
  say(what + " (u undoes)");
}
function undo() {
  const last = history.pop();
  if (!last) { say("nothing to undo"); return; }
  for (const [id, value] of last.decisions) setDecision(id, value);
  for (const [key, span] of last.added) setAdded(key, span);
  save();
  refresh();
  say("undone: " + last.what);
  render();
}
const decided = (item) => Boolean(decisions[item.id] && decisions[item.id].d);
const set = (item, value) => {
  const note = decisions[item.id] && decisions[item.id].n;
  setDecision(item.id, note ? { ...value, n: note } : value);
};
// A span added as a reference of its own (a marked span, an accepted likely miss).
function addItem(span, category, who) {
  const t = data.blocks[span.b].t.slice(span.s, span.e);
  const entry = { b: span.b, s: span.s, e: span.e, t, c: category, p: who || "" };
  if (span.kind === "miss") entry.why = span.why;
  setAdded(spanKey(span), entry);
  set({ id: idOf({ b: span.b, s: span.s, e: span.e, t }) }, { d: "add", c: category, p: who || "" });
}
// Taking an added span back: the decision and the span go; a likely miss is one again.
function unadd(item) {
  setDecision(item.id, undefined);
  setAdded(spanKey(item), undefined);
}

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
// Who an item is linked to now (the reviewer's link, else the proposal's), an id without "#".
const linkedTo = (item) => { const d = decisions[item.id] || {}; return (d.p || item.p || "").replace(/^#/, ""); };
