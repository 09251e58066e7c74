/* teianon review, part 3 of 4: marking any span, by the mouse's selection or the keyboard's
   word cursor, once or at every occurrence. */
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
// A proposal over exactly these words is re-typed (linked, where a participant is given: the
// decision that carries corresp); any other span is added as a reference of its own.
function addSpan(b, s, e, category, who) {
  const t = data.blocks[b].t.slice(s, e);
  const known = byId.get(idOf({ b, s, e, t }));
  if (known && known.kind === "proposal") {
    set(known, who ? { d: "link", p: who } : { d: "change", c: category });
    return known.id;
  }
  addItem(known && known.kind === "miss" ? known : { b, s, e }, category, who);
  return idOf({ b, s, e, t });
}
function markSelection(every) {
  if (!wordMode) return;
  const { b, s, e } = wordMode;
  const text = data.blocks[b].t.slice(s, e);
  // Words that reach into a proposal without being exactly its words would give a reference
  // over (or inside) another one, which anonymise refuses as stale: decide that one instead.
  const over = (byBlock.get(b) || []).find((o) => o.kind === "proposal" && o.s < e && s < o.e && !(o.s === s && o.e === e)
    && !(decisions[o.id] && decisions[o.id].d === "reject"));
  if (over) {
    say(`“${text}” reaches into the proposal “${over.t}”: decide that one (c, l), or reject it (r) and mark again`);
    return;
  }
  askCategory((every ? "every occurrence of “" : "category of “") + text + "”:", b, "", (category, who) => {
    let id = "";
    if (every) {
      const escaped = escapeRegExp(text).replace(/\s+/g, "\\s+");
      const pattern = new RegExp("(?<![\\p{L}\\p{N}_])" + escaped + "(?![\\p{L}\\p{N}_])", "giu");
      let n = 0;
      act(`marked every occurrence of “${text}” as ${category}`, () => {
        data.blocks.forEach((block, c) => {
          for (const m of block.t.matchAll(pattern)) {
            const end = m.index + m[0].length;
            if (c === b && m.index === s) { id = addSpan(c, s, e, category, who); n++; continue; }
            if (taken(c, m.index, end)) continue;  // annotated, marked or an added miss already
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
