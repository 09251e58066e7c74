"""One decision per bearer in a document (issue 38): a notable full name kept public where the
document replaces a part of it elsewhere.

When a mention of a name is decided private (``Die Patientin … wurde aufgenommen``, ``Dear Mr
…``), every other mention of the same bearer in the document is private too: the surname alone
(the repeats find it), and the full name in the closing (``Thanks, Sean …``), which would
otherwise be kept public or left half readable. The one exception is a full name with its own
first name on a public stage (``Gerhard … im Fernsehen``) where only the surname alone is
private elsewhere (``unser Nachbar Herr …``): a different bearer of the same surname, kept whole
where the self-audit allows it (a surname that is a common word too), else replaced whole.
"""

from __future__ import annotations

from typing import Literal

from lxml import etree

from ..detect.lexicon import is_ordinary
from ..read.tei import tei, words_of
from .markup import RESP
from .public_marks import is_public, word_key
from .public_people import stage_near
from .public_words import Words, is_cue

# Elements whose text is a sentence's surroundings for the stage of a kept name.
_BLOCKS = frozenset(tei(t) for t in ("post", "p", "ab", "u", "head", "item", "cell", "l", "seg", "note", "quote"))
# Words either side of a kept name in which a public cue counts.
_NEAR = 4

Verdict = Literal["keep", "private", "unwrap"]


def same_bearer(element: etree._Element, replaced: frozenset[tuple[str, ...]]) -> Verdict:
    """What becomes of teianon's public ``element`` whose words hold a string the document
    replaces elsewhere: ``private`` (a person's full name: the same bearer, replaced whole),
    ``keep`` (a full name on a public stage whose first name is not replaced anywhere, where only
    the surname alone is), or ``unwrap`` (anything else, such as a first name replaced alone
    elsewhere: the repeats then replace its parts)."""
    if element.get("type") != "PER" or element.get("resp") != RESP or not is_public(element.get("subtype")):
        return "unwrap"
    key = word_key(words_of(element))
    if len(key) < 2:
        return "unwrap"
    held = [key[i:j] for i in range(len(key)) for j in range(i + 1, len(key) + 1) if key[i:j] in replaced]
    if not any(key[-1] in part for part in held):
        return "unwrap"  # a private first name elsewhere ("mein Kumpel Tom") is another bearer's
    # Kept whole only where the self-audit lets the replaced surname stand inside it: a surname
    # that is a common word too ("Schröder" is frequent enough) is a possible leak there, any other
    # stops the file, so that bearer is replaced whole rather than refused (recall first).
    if held and all(part == key[-1:] for part in held) and is_ordinary(key[-1]) and _on_stage(element):
        return "keep"
    return "private"


def make_private(element: etree._Element) -> None:
    """Turn teianon's public ``element`` into a private reference of the same words."""
    del element.attrib["subtype"]
    element.set("cert", "medium")
    element.set("ana", "teianon:private.same-bearer")


def _on_stage(element: etree._Element) -> bool:
    """A public stage (television, world sport) or a public cue (an office, a band) around the
    element within its block of text."""
    block = element.getparent()
    while block is not None and block.tag not in _BLOCKS:
        block = block.getparent()
    if block is None:
        return False
    start = _offset(block, element)
    if start is None:
        return False
    text = "".join(t for t in block.itertext() if isinstance(t, str))
    end = start + len("".join(t for t in element.itertext() if isinstance(t, str)))
    words = Words(text)
    inside = [k for k, w in enumerate(words) if start <= w.start and w.end <= end]
    if not inside:
        return False
    first, last = inside[0], inside[-1] + 1
    around = words[max(0, first - _NEAR) : first] + words[last : last + _NEAR]
    return stage_near(text, words, first, last) or any(is_cue(w.key, "public") or is_cue(w.key, "work") for w in around)


def _offset(block: etree._Element, element: etree._Element) -> int | None:
    """Where the element's text starts in the text of ``block`` (as ``itertext`` joins it)."""
    position = 0
    for event, node in etree.iterwalk(block, events=("start", "end")):
        if event == "start":
            if node is element:
                return position
            if isinstance(node.tag, str):
                position += len(node.text or "")
        elif node is not block:
            position += len(node.tail or "")
    return None
