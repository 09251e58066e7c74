"""Evaluate: compare a system's annotations with gold annotations of the same documents.

Both versions are read into the same units: the ``<w>`` tokens of tokenised posts, or word
tokens of the text of untokenised ones (annotation text included). A reference is a run of units
inside one annotation element. Scores per category and overall (micro-averaged):

* ``exact``: same first and last unit, same category;
* ``overlap``: at least one unit in common, same category (each reference matched once);
* ``token``: each unit labelled with its category or nothing.

``merge`` maps categories onto others before scoring (``GPE→LOC`` to score LOC∪GPE as one).
Units inside ``<seg type="not-scored">`` (see :mod:`teianon.measure.conll`) count neither way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from ..annotate.public_marks import is_public
from ..errors import InputError
from ..mention import Category
from ..read.tei import element_id, tei
from ..read.textview import WORD_TOKEN, is_existing_annotation
from ..read.xmlio import parse_file
from .conll import NOT_SCORED

MODES = ("exact", "overlap", "token")


@dataclass
class Unit:
    text: str
    category: Category | None
    annotation: etree._Element | None  # the annotation element (a reference = one run of it)
    scored: bool = True


@dataclass(frozen=True)
class Reference:
    start: int
    end: int
    category: str

    def overlaps(self, other: Reference) -> bool:
        return self.start < other.end and other.start < self.end


def _category(element: etree._Element) -> Category | None:
    if is_public(element.get("subtype")):
        return None  # kept as written: no reference to score
    kind = "ref" if element.tag == tei("ref") else "name"
    return Category.from_markup(kind, element.get("type"))


def _context(node: etree._Element | None, post: etree._Element) -> tuple[Category | None, etree._Element | None, bool]:
    """The innermost category annotation around ``node`` and whether it is scored."""
    category = annotation = None
    scored = True
    current: etree._Element | None = node
    while current is not None and current is not post:
        if isinstance(current.tag, str):
            if current.tag == tei("seg") and current.get("type") == NOT_SCORED:
                scored = False
            elif category is None and is_existing_annotation(current) and current.tag != tei("w"):
                found = _category(current)
                if found is not None:
                    category, annotation = found, current
        current = current.getparent()
    return category, annotation, scored


def post_units(post: etree._Element) -> list[Unit]:
    words = list(post.iter(tei("w")))
    if words:
        units = []
        for w in words:
            category, annotation, scored = _context(w, post)
            if category is None:  # a name inside the token: <w><m function="name"><name>…
                inner = next((n for n in w.iter(tei("name"), tei("ref")) if _category(n)), None)
                if inner is not None:
                    category, annotation = _category(inner), inner
            # lxml-stubs 0.5 give itertext() str | bytes; a parsed tree's text is always str.
            units.append(Unit("".join(w.itertext()), category, annotation, scored))  # type: ignore[arg-type]
        return units
    chars: list[tuple[str, Category | None, etree._Element | None, bool]] = []

    # In document order: an element's tail comes after its children's text (post.iter() would
    # put it before them, and "@<name>lela2</name>, wie" would read "@, wielela2").
    def walk(node: etree._Element) -> None:
        if isinstance(node.tag, str):  # a comment's or PI's own text is no text of the post
            if node.text:
                context = _context(node, post)
                chars.extend((c, *context) for c in node.text)
            for child in node:
                walk(child)
        if node is not post and node.tail:
            context = _context(node.getparent(), post)
            chars.extend((c, *context) for c in node.tail)

    walk(post)
    text = "".join(c[0] for c in chars)
    units = []
    # The same word tokens that detectors see in untokenised posts.
    for m in WORD_TOKEN.finditer(text):
        inside = [chars[i] for i in range(m.start(), m.end()) if chars[i][1] is not None]
        first = inside[0] if inside else chars[m.start()]
        units.append(Unit(m.group(), first[1], first[2], all(chars[i][3] for i in range(m.start(), m.end()))))
    return units


def references(units: list[Unit], merge: dict[str, str]) -> list[Reference]:
    found: list[Reference] = []
    i = 0
    while i < len(units):
        unit = units[i]
        if unit.category is None:
            i += 1
            continue
        j = i + 1
        # Elements compare by identity: lxml keeps one proxy per node while a reference lives.
        while j < len(units) and units[j].annotation is unit.annotation:
            j += 1
        name = merge.get(unit.category.name, unit.category.name)
        found.append(Reference(i, j, name))
        i = j
    return found


@dataclass
class Tally:
    """True positives, false positives and false negatives per category, per mode."""

    counts: dict[str, Counter[str]] = field(default_factory=lambda: {m: Counter() for m in ("tp", "fp", "fn")})

    def add(self, kind: str, category: str, n: int = 1) -> None:
        self.counts[kind][category] += n

    def categories(self) -> list[str]:
        seen: set[str] = set()
        for counter in self.counts.values():
            seen.update(counter)
        return sorted(seen)

    def scores(self, category: str | None = None) -> dict[str, float | int]:
        def total(kind: str) -> int:
            c = self.counts[kind]
            return sum(c.values()) if category is None else c[category]

        tp, fp, fn = total("tp"), total("fp"), total("fn")
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        f2 = 5 * p * r / (4 * p + r) if p + r else 0.0
        return {"tp": tp, "fp": fp, "fn": fn, "precision": p, "recall": r, "f1": f1, "f2": f2}


@dataclass
class Evaluation:
    tallies: dict[str, Tally] = field(default_factory=lambda: {m: Tally() for m in MODES})
    documents: int = 0
    posts: int = 0

    def compare_post(self, gold: list[Unit], system: list[Unit], merge: dict[str, str], where: str) -> None:
        if [u.text for u in gold] != [u.text for u in system]:
            raise InputError(f"post {where}: gold and system texts differ")
        self.posts += 1
        scored = [g.scored and s.scored for g, s in zip(gold, system, strict=True)]
        gold_refs = [r for r in references(gold, merge) if all(scored[r.start : r.end])]
        system_refs = references(system, merge)

        def ignored(ref: Reference) -> bool:
            return not all(scored[ref.start : ref.end])

        exact = self.tallies["exact"]
        gold_set = set(gold_refs)
        for ref in system_refs:
            if ref in gold_set:
                exact.add("tp", ref.category)
            elif not ignored(ref):
                exact.add("fp", ref.category)
        system_set = set(system_refs)
        for ref in gold_refs:
            if ref not in system_set:
                exact.add("fn", ref.category)

        overlap = self.tallies["overlap"]
        unmatched = list(system_refs)
        for ref in gold_refs:
            match = next((s for s in unmatched if s.category == ref.category and s.overlaps(ref)), None)
            if match is None:
                overlap.add("fn", ref.category)
            else:
                unmatched.remove(match)
                overlap.add("tp", ref.category)
        for ref in unmatched:
            if not ignored(ref):
                overlap.add("fp", ref.category)

        token = self.tallies["token"]
        for g, s, ok in zip(gold, system, scored, strict=True):
            if not ok:
                continue
            gc = merge.get(g.category.name, g.category.name) if g.category else None
            sc = merge.get(s.category.name, s.category.name) if s.category else None
            if gc and gc == sc:
                token.add("tp", gc)
            else:
                if gc:
                    token.add("fn", gc)
                if sc:
                    token.add("fp", sc)

    def compare_trees(
        self, gold: etree._ElementTree, system: etree._ElementTree, merge: dict[str, str], where: Path
    ) -> None:
        """Compare two versions of one file, post by post (matched by id, else by position)."""
        gold_posts = dict(_posts(gold))
        system_posts = dict(_posts(system))
        if gold_posts.keys() != system_posts.keys():
            raise InputError("gold and system have different posts", where)
        self.documents += 1
        for key, post in gold_posts.items():
            self.compare_post(post_units(post), post_units(system_posts[key]), merge, f"{where}:{key}")

    def as_dict(self) -> dict:
        out: dict = {"documents": self.documents, "posts": self.posts}
        for mode, tally in self.tallies.items():
            out[mode] = {c: tally.scores(c) for c in tally.categories()}
            out[mode]["overall"] = tally.scores()
        return out


def _posts(tree: etree._ElementTree) -> Iterator[tuple[str, etree._Element]]:
    for n, post in enumerate(tree.getroot().iter(tei("post"), tei("posting"))):
        yield element_id(post) or f"#{n + 1}", post


def pair_files(gold: Path, system: Path) -> list[tuple[Path, Path]]:
    if gold.is_dir() != system.is_dir():
        raise InputError("give two files or two folders", system)
    if not gold.is_dir():
        return [(gold, system)]
    pairs = []
    for g in sorted(gold.rglob("*.xml")):
        s = system / g.relative_to(gold)
        if not s.exists():
            raise InputError(f"no system file for {g.relative_to(gold)}", s)
        pairs.append((g, s))
    return pairs


def evaluate(
    gold: Path, system: Path, merge: dict[str, str] | None = None, categories: Iterable[str] | None = None
) -> Evaluation:
    """Score ``system`` against ``gold`` (files or folders with the same relative paths)."""
    merge = dict(merge or {})
    if categories is not None:
        keep = set(categories)
        for category in Category:
            if category.name not in keep and merge.get(category.name, category.name) not in keep:
                merge[category.name] = "(ignored)"
    result = Evaluation()
    for g, s in pair_files(gold, system):
        result.compare_trees(parse_file(g), parse_file(s), merge, s)
    for tally in result.tallies.values():
        for counter in tally.counts.values():
            counter.pop("(ignored)", None)
    return result


__all__ = ["evaluate", "Evaluation", "post_units", "references"]
