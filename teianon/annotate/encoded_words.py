"""Mail headers and bodies pasted into TEI: MIME encoded words and quoted-printable (issue 39).

``From: =?UTF-8?B?SGVyciBEw7ZyZW5rYW1w?=``, ``Subject: =?ISO-8859-1?Q?Gr=FC=DFe_von_…?=``,
``Herr D=C3=B6renkamp=20kommt``: a reader who decodes them reads the names as plainly as the rest,
and a name inside one is no word the detectors or the repeats see. The text is read decoded
(:func:`teianon.read.encoded.decoded_text`): where a detector finds a private reference in a
decoded word, or the decoded word holds a string the document replaces, the whole encoded word
becomes a reference of that category (``ana="teianon:encoded.word"``), which the stylesheet
replaces as one: markup cannot reach inside the encoding.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from lxml import etree

from ..detect import Detector, DocumentContext, detect
from ..detect.lines import within_line
from ..mention import Category, Mention
from ..read.encoded import decoded_text, may_hold_encoded
from ..read.tei import Document, tei
from ..read.textview import PostText, post_text
from .markup import write_mentions
from .resolve import select
from .token_readings import holder_of, replaced_references

SOURCE = "encoded:word"
# Suggestions wait for a reviewer; an encoded word is replaced whole on evidence that is sure.
_HELD = frozenset({Category.IMPLICIT, Category.CITATION})
_PERSONS = frozenset({Category.PER, Category.NICK})


def _units(view: PostText) -> tuple[str, list[tuple[int, int, int, int]]]:
    decoded, places = decoded_text(view.text)
    # Encoded spaces (=20) part words; they are no word to mark.
    return decoded, [p for p in places if view.text[p[0] : p[1]] not in ("=20", "=09")]


def encoded_mentions(
    view: PostText,
    context: DocumentContext,
    detectors: Iterable[Detector],
    categories: frozenset[Category] | None = None,
) -> list[Mention]:
    """The encoded words of ``view`` in which detection, reading the text decoded, finds a
    private reference: each whole, of the category found."""
    if not may_hold_encoded(view.text):
        return []
    decoded, units = _units(view)
    if not units:
        return []
    holder = etree.Element(tei("p"))
    holder.text = decoded
    proposed = [
        m
        for p in detect(post_text(holder, conversational=False), context, detectors, categories)
        # A name ends at a line's end (a header line of the mail), as in the text itself.
        if (m := within_line(decoded, p)) is not None and m.category not in _HELD and m.cert != "low"
    ]
    found = select(proposed)
    mentions = []
    for start, end, decoded_start, decoded_end in units:
        hit = next((m for m in found if m.start < decoded_end and decoded_start < m.end), None)
        # A sure person's name in it decides its kind ("Grüße von Dörenkamp" is no place).
        person = next(
            (
                m
                for m in proposed
                if m.category in _PERSONS and m.cert == "high" and m.start < decoded_end and decoded_start < m.end
            ),
            None,
        )
        hit = person if hit is not None and person is not None else hit
        if hit is not None:
            mentions.append(Mention(start, end, hit.category, corresp=hit.corresp, cert="high", source=SOURCE))
    return mentions


def outside_encoded(view: PostText, proposals: list[Mention]) -> list[Mention]:
    """``proposals`` but those inside an encoded word that are not all of it: what the detectors
    read in the encoding's letters (``A9`` of ``Caf=C3=A9`` as a road) is no word of the text;
    the word is read decoded (:func:`encoded_mentions`)."""
    if not may_hold_encoded(view.text):
        return proposals
    units = [(s, e) for s, e, _, _ in _units(view)[1]]
    return [
        p for p in proposals if not any(s <= p.start and p.end <= e and (p.start, p.end) != (s, e) for s, e in units)
    ]


def encoded_repeats(document: Document, categories: frozenset[Category] | None = None) -> Counter[str]:
    """Mark every encoded word of the document's posts and text blocks whose decoded text holds
    a string the document replaces, of that string's category; counts per category."""
    counts: Counter[str] = Counter()
    replaced: dict[tuple[str, ...], etree._Element] | None = None
    for element, conversational in [*((p, True) for p in document.posts), *((b, False) for b in document.texts)]:
        if not may_hold_encoded("".join(t for t in element.itertext() if isinstance(t, str))):
            continue
        view = post_text(element, conversational)
        decoded, units = _units(view)
        found = []
        for start, end, decoded_start, decoded_end in units:
            replaced = replaced_references(document.element) if replaced is None else replaced
            holder = holder_of(decoded[decoded_start:decoded_end], replaced)
            if holder is None:
                continue
            category = Category.from_markup(etree.QName(holder).localname, holder.get("type"))
            if category is not None and (categories is None or category in categories):
                found.append(Mention(start, end, category, corresp=holder.get("corresp"), cert="high", source=SOURCE))
        for mention in write_mentions(view, found):
            counts[mention.category.name] += 1
    return counts
