"""Whether a name the corpus marked itself is of the public sphere, as the same name in plain
text would be (DESIGN "The corpus's own markup"): ``<persName ref="…gnd/…">Goethe</persName>``
is the poet whether or not its encoders marked it, ``<persName>Anna Hein</persName>`` a private
person. The name is read in its sentence, as :mod:`teianon.annotate.public` reads a proposal of
a detector, with the same evidence for and against (a relation word before it, an address
nearby); a name kept is written as a kept public mention, which a reviewer can overrule."""

from __future__ import annotations

from collections.abc import Iterable
from xml.sax.saxutils import escape

import regex
from lxml import etree

from ..detect.private_cues import pattern as cue_pattern
from ..mention import Category, Mention
from ..read.tei import POST_TAGS, TEXT_BLOCKS, Participant, tei
from ..read.textview import post_text
from .public import Evidence, decide

# Names the public-sphere lookup weighs (never a participant's nickname).
_WEIGHED = frozenset({Category.PER, Category.ORG, Category.LOC, Category.GPE, Category.OTH})
_BLOCKS = POST_TAGS | TEXT_BLOCKS | {tei("p"), tei("s"), tei("l"), tei("line"), tei("ab"), tei("item")}
# A sentence beside a name is enough to weigh it; a long block is cut around it.
_AROUND = 400
# The writer's own life around a name (its home, a relation, a meeting; the private cue table's
# classes): there a footballer's or a singer's name is as likely a neighbour's, and a wrongly kept
# name leaks where a wrongly replaced one only costs a word (recall first). The relations are the
# narrower ``household`` class: read anywhere in the sentence without a possessive, the whole
# ``relation`` class would take third persons' relations too (``Goethes Freund Schiller``).
_PRIVATE_CONTEXT = cue_pattern("own", "at-home", "household")
# A meeting is the writer's only where the writer is in it (``ich habe X getroffen``, not
# ``Merkel traf Macron``).
_MEETING = cue_pattern("meeting")
_FIRST_PERSON = cue_pattern("first-person")
_SENTENCE_END = regex.compile(r"[.!?](?=\s)|\n")


def private_context(text: str, start: int, end: int) -> bool:
    """The sentence around ``text[start:end]`` speaks of the writer's home, relations or meetings
    (``… kommt morgen zu mir``, ``meine Nachbarin …``, ``I met … yesterday``)."""
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, start)]
    first = ends[-1] if ends else 0
    last = _SENTENCE_END.search(text, end)
    sentence = text[first:start] + " " + text[end : last.start() if last else len(text)]
    if _PRIVATE_CONTEXT.search(sentence):
        return True
    return bool(_MEETING.search(sentence) and _FIRST_PERSON.search(sentence))


# What a block reads (its text, and each element's offsets in it), read once for all the names
# in it: reading the block again for each name took the square of the names of a post.
Readings = dict[etree._Element, tuple[str, dict[etree._Element, tuple[int, int]]]]


def _read_block(block: etree._Element) -> tuple[str, dict[etree._Element, tuple[int, int]]]:
    """The block's text (its text nodes, no comment's or instruction's) and every element's
    offsets in it. Wrapping a name's content inside the name later moves no text across a
    name's bounds, so the offsets stay right while the names of the block are annotated."""
    parts: list[str] = []
    spans: dict[etree._Element, tuple[int, int]] = {}
    length = 0
    stack: list[tuple[etree._Element, int]] = [(block, 0)]
    starts: dict[etree._Element, int] = {}
    while stack:
        element, state = stack.pop()
        if state == 1:
            spans[element] = (starts.pop(element), length)
            if element is not block and element.tail:
                parts.append(element.tail)
                length += len(element.tail)
            continue
        if isinstance(element, (etree._Comment, etree._ProcessingInstruction)):
            if element.tail:  # a comment's or an instruction's tail is the block's text
                parts.append(element.tail)
                length += len(element.tail)
            continue
        starts[element] = length
        if element.text:
            parts.append(element.text)
            length += len(element.text)
        stack.append((element, 1))
        stack.extend((child, 0) for child in reversed(element))
    return "".join(parts), spans


def _sentence_of(target: etree._Element, readings: Readings | None = None) -> tuple[str, int, int] | None:
    """The text of the block the name stands in, and the name's offsets in it (``readings``: the
    blocks read already, filled here)."""
    block = next((a for a in target.iterancestors() if a.tag in _BLOCKS), target.getparent())
    if block is None:
        return None
    readings = {} if readings is None else readings
    if block not in readings:
        readings[block] = _read_block(block)
    text, spans = readings[block]
    if target not in spans:
        return None
    start, end = spans[target]
    first = max(0, start - _AROUND)
    head, name, tail = text[first:start], text[start:end], text[end : end + _AROUND]
    if not name.strip():
        return None
    return head + name + tail, len(head), len(head) + len(name)


def public_mention(
    target: etree._Element, category: Category, evidence: Evidence, source: str, readings: Readings | None = None
) -> Mention | None:
    """The kept public mention (``subtype="public"``, its reason as ``source``) the plain text's
    lookup makes of the whole of a corpus's name, or None (a private name, or only a part of it
    public; ``readings``: the blocks of the document read already, shared between its names)."""
    if category not in _WEIGHED or not evidence.enabled:
        return None
    found = _sentence_of(target, readings)
    if found is None:
        return None
    text, start, end = found
    if private_context(text, start, end):
        return None  # the encoders' name in the writer's own life: replaced as marked
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
