"""Whether a name the corpus marked itself is of the public sphere, as the same name in plain
text would be (DESIGN "The corpus's own markup"): ``<persName ref="…gnd/…">Goethe</persName>``
is the poet whether or not its encoders marked it, ``<persName>Anna Hein</persName>`` a private
person. The name is read in its sentence, as :mod:`teianon.annotate.public` reads a proposal of
a detector, with the same evidence for and against (a relation word before it, an address
nearby); a name kept is written as a kept public mention, which a reviewer can overrule."""

from __future__ import annotations

from collections.abc import Iterable
from xml.sax.saxutils import escape

from lxml import etree

from ..mention import Category, Mention
from ..read.tei import POST_TAGS, TEXT_BLOCKS, Participant, tei
from ..read.textview import post_text
from .public import Evidence, decide

# Names the public-sphere lookup weighs (never a participant's nickname).
_WEIGHED = frozenset({Category.PER, Category.ORG, Category.LOC, Category.GPE, Category.OTH})
_BLOCKS = POST_TAGS | TEXT_BLOCKS | {tei("p"), tei("s"), tei("l"), tei("line"), tei("ab"), tei("item")}
# A sentence beside a name is enough to weigh it; a long block is cut around it.
_AROUND = 400


def _sentence_of(target: etree._Element) -> tuple[str, int, int] | None:
    """The text of the block the name stands in, and the name's offsets in it."""
    block = next((a for a in target.iterancestors() if a.tag in _BLOCKS), target.getparent())
    if block is None:
        return None
    before: list[str] = []
    inside: list[str] = []
    after: list[str] = []
    texts: list[etree._ElementUnicodeResult] = block.xpath(".//text()")  # type: ignore[assignment]
    for text in texts:
        owner = text.getparent()
        if owner is None:
            continue
        within = owner is target or any(a is target for a in owner.iterancestors())
        if within and not (owner is target and text.is_tail):
            inside.append(str(text))
        elif inside:
            after.append(str(text))
        else:
            before.append(str(text))
    head, name, tail = "".join(before)[-_AROUND:], "".join(inside), "".join(after)[:_AROUND]
    if not name.strip():
        return None
    return head + name + tail, len(head), len(head) + len(name)


def public_mention(target: etree._Element, category: Category, evidence: Evidence, source: str) -> Mention | None:
    """The kept public mention (``subtype="public"``, its reason as ``source``) the plain text's
    lookup makes of the whole of a corpus's name, or None (a private name, or only a part of it
    public)."""
    if category not in _WEIGHED or not evidence.enabled:
        return None
    found = _sentence_of(target)
    if found is None:
        return None
    text, start, end = found
    paragraph = etree.fromstring(f'<p xmlns="{tei("p")[1:].partition("}")[0]}">{escape(text)}</p>')
    view = post_text(paragraph)
    # The view reads the text as written (one-to-one here: plain characters, no markup).
    if view.text[start:end] != text[start:end]:
        return None
    proposal = Mention(start, end, category, cert="high", source=source)
    kept, _ = decide(view, [proposal], evidence)
    whole = [m for m in kept if m.start <= start and m.end >= end]
    return whole[0] if whole else None


def document_evidence(root: etree._Element, participants: Iterable[Participant]) -> Evidence:
    """What the lookup knows of the whole document, as for plain text: its words (where a
    surname's full name is looked for) and its participants' names (never public)."""
    text = " ".join(t for t in root.itertext() if isinstance(t, str))
    names = frozenset(n.casefold() for p in participants for n in (*p.names, *p.nicknames))
    return Evidence(" ".join(text.split()).casefold(), names, True)
