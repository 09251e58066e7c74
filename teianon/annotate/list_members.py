"""PER: a first name in a list with people who are replaced (issue 39).

``Eike und Kim kommen auch, Maren nicht``, ``Tom, Ava and Priya came, Jonas didn't``: the
writer names people one after the other, and the detectors find most of them; the one they
miss, or type as a place because a town shares the name (``Ava``), or hold low, stands in the
same list and is a person like its neighbours. A word joined to a replaced person by a comma
or a conjunction, and a word after a comma later in the sentence followed by a negation or a
word of "too" (``…, Maren nicht``, ``…, Jonas didn't``, ``außer Maren``), is a person when it
is a capitalised first name of the name tables that is no frequent word (``Will``, ``Mark``
stay as they are; one the tables also call a word or a noun only where it is rare: ``Maren``, not
``Genie``), or a word in a script without capitals (Arabic, Hebrew, Devanagari:
``Tom, سارة und Ben``), which the tables cannot hold and the list makes a person's. Such a word
needs a real list, since nothing else says it is a name: joined on both sides (``Tom, سارة und
Ben``), or by a conjunction to the person with a lower-case word (a verb) after the pair (``Tom
und سارة kommen``), or proposed by a detector as well; a greeting or a thanks in those scripts
(``שלום``, ``سلام``, ``नमस्ते``) is none. It takes the certainty of its neighbour (at least
medium).

Only persons pass it on: a list of places or of organisations names things a first name does
not join (``Berlin, Paris und Rom``), and a name of the public sphere is no neighbour.
"""

from __future__ import annotations

import regex

from ..detect.lexicon import frequency
from ..detect.person_words import name_kinds
from ..detect.script_slots import foreign_greetings
from ..mention import Category, Mention

_UNCASED_LETTER = (
    r"[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Thai}]"
)
_UNCASED = rf"{_UNCASED_LETTER}[\p{{L}}\p{{M}}]*"
# A capitalised word, or a word of a script without capitals (``سارة``, ``प्रिया``): in a list of
# people a name written in those letters is a person's as a Latin one is.
_WORD = rf"\p{{Lu}}\p{{Ll}}+(?:-\p{{Lu}}\p{{Ll}}+)?|{_UNCASED}"
_UNCASED_START = regex.compile(_UNCASED_LETTER)
_JOIN = r"(?:\s*,\s*(?:(?:und|and|or|oder|sowie|&)\s+)?|\s+(?:und|and|or|oder|sowie|&|och|og|et|en|y|e|i)\s+)"
_AFTER = regex.compile(rf"{_JOIN}(?P<w>{_WORD})(?![\p{{L}}\p{{M}}\-])", regex.VERSION1)
_BEFORE = regex.compile(rf"(?<![\p{{L}}\p{{M}}\-])(?P<w>{_WORD}){_JOIN}$", regex.VERSION1)
# Later in the sentence: ", Maren nicht", ", Jonas didn't", "außer Maren", "but not Jonas".
_CONTRAST = regex.compile(
    rf"[^.!?;:\n]*?(?:,\s*(?:(?:aber|but|und|and|nur|only|doch|sogar|even)\s+)?(?P<w>{_WORD})\s+"
    r"(?:nicht|not|didn['’]t|doesn['’]t|don['’]t|won['’]t|can['’]t|couldn['’]t|wasn['’]t|isn['’]t|hasn['’]t|"
    r"auch|too|also|either|ebenfalls|neither|vielleicht|maybe|perhaps|später|later)(?![\p{L}])|"
    rf"(?:außer|ausser|ohne|except|but\s+not|aber\s+nicht)\s+(?P<w>{_WORD})(?![\p{{L}}\-]))",
    regex.VERSION1,
)
_CONJUNCTION = regex.compile(r"\s+(?:und|and|or|oder|sowie|&|och|og|et|en|y|e|i)\s+$")
_VERB_AFTER = regex.compile(r"[^\S\n]+\p{Ll}")
_REACH = 80
# From this frequency a first name is a word first (Will, Mark, Hope).
_WORD_FREQUENCY = 5.0
_WORD_FREQUENCY_AS_WORD = 3.5


def _replaced_person(mention: Mention) -> bool:
    return (
        mention.category in (Category.PER, Category.NICK)
        and mention.cert in ("high", "medium")
        and mention.subtype != "public"
    )


def _first_name(word: str) -> bool:
    if _UNCASED_START.match(word):
        return True  # no table of first names in these letters: the list says it
    first, _ = name_kinds(word)
    if first is None or len(word) < 3:
        return False
    # A name the tables also know as a word or a noun only where that word is rare (``Maren``,
    # not ``Genie``, ``Mars``, ``Junior``).
    bound = _WORD_FREQUENCY_AS_WORD if ("w" in first.flags or "n" in first.flags) else _WORD_FREQUENCY
    return frequency(word) < bound


def _uncased_listed(text: str, anchor: Mention, start: int, end: int) -> bool:
    """A word in a script without capitals stands in a real list with the person ``anchor``:
    joined to a further word on its other side, or by a conjunction with a verb after the pair;
    never a greeting."""
    if text[start:end] in foreign_greetings():
        return False
    if start >= anchor.end:  # after the person
        between, later = text[anchor.end : start], end
        if _AFTER.match(text, end) is not None:
            return True
    else:
        between, later = text[end : anchor.start], anchor.end
        if _BEFORE.search(text, max(0, start - 40), start) is not None:
            return True
    if "," in between or "\n" in between:
        return False
    return _CONJUNCTION.search(" " + between.strip() + " ") is not None and _VERB_AFTER.match(text, later) is not None


def list_members(text: str, chosen: list[Mention], reach: int | None = None) -> list[Mention]:
    """``chosen`` with the first names listed beside a replaced person made persons (added, or
    a weaker or other-typed proposal of that word retyped and raised). A word no detector
    proposed is made a person only before ``reach``: beyond a long post's limit only the linear
    scans look (:mod:`teianon.read.bounded`)."""
    anchors = [m for m in chosen if _replaced_person(m)]
    if not anchors:
        return chosen
    by_span = {(m.start, m.end): m for m in chosen}
    result = list(chosen)
    pending = sorted(anchors, key=lambda m: m.start)
    done: set[tuple[int, int]] = {(m.start, m.end) for m in anchors}
    while pending:
        anchor = pending.pop()
        cert = anchor.cert
        spans = []
        after = _AFTER.match(text, anchor.end)
        if after is not None:
            spans.append(after.span("w"))
        before = _BEFORE.search(text, max(0, anchor.start - 40), anchor.start)
        if before is not None:
            spans.append(before.span("w"))
        contrast = _CONTRAST.match(text, anchor.end, min(len(text), anchor.end + _REACH))
        if contrast is not None:
            spans.append(contrast.span("w"))
        for start, end in spans:
            if (start, end) in done or not _first_name(text[start:end]):
                continue
            present = by_span.get((start, end))
            if (
                present is None
                and _UNCASED_START.match(text, start)
                and not (
                    contrast is not None
                    and (start, end) == contrast.span("w")
                    and text[start:end] not in foreign_greetings()
                )
                and not _uncased_listed(text, anchor, start, end)
            ):
                continue
            if present is None and reach is not None and end > reach:
                continue
            if present is None and any(m.start < end and start < m.end for m in result):
                continue  # part of a longer proposal: that one speaks for the word
            if present is not None and _replaced_person(present) and present.category is Category.PER:
                continue
            member = Mention(start, end, Category.PER, cert=cert, source="person:list-member")
            if present is not None:
                if present.subtype == "public" or present.corresp:
                    continue
                result[result.index(present)] = member
            else:
                result.append(member)
            by_span[(start, end)] = member
            done.add((start, end))
            pending.append(member)
    return result if len(result) == len(chosen) and result == chosen else sorted(result, key=lambda m: m.start)
