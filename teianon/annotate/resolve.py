"""Resolve: from overlapping proposals to one mention per stretch of text.

The order of DESIGN.md, written as small named policies (after spaCy's ``filter_spans``):

1. existing annotations win: the text view leaves them out, so no proposal can touch them;
2. :func:`rank` — addressing terms, then mentions linked to a participant, then structured
   references (URL, EMAIL, NUMBER, ROOM), then everything else; within a rank longer beats
   shorter, then the more certain, then the earlier, then the category listed first;
3. :func:`select` — one exception to the ranks: a proposal that strictly contains everything it
   overlaps replaces it. An e-mail address ``lela2@web.de`` hides more than the nickname inside
   it, and leaving ``@web.de`` readable would leak; the container always hides more. A less
   certain name guess does not swallow a linked participant mention, though.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import replace
from itertools import pairwise

from ..detect.evidence import is_common_word
from ..detect.lexicon import is_interjection
from ..detect.person_titles import PARTICLES, is_title
from ..detect.person_words import name_kinds
from ..mention import CERTAINTIES, Category, Mention

STRUCTURED = frozenset({Category.URL, Category.EMAIL, Category.NUMBER, Category.ROOM})


def rank(mention: Mention) -> int:
    """Lower is stronger."""
    if mention.is_addressing:
        return 0
    if mention.corresp:
        return 1
    if mention.category in STRUCTURED:
        return 2
    return 3


_CATEGORY_ORDER = {category: i for i, category in enumerate(Category)}


def is_statistical(mention: Mention) -> bool:
    """Proposed by a name tagger (a model's guess), not by a rule or the project's own list."""
    return mention.source.startswith(("tagger:", "spacy:"))


# Readings of a word from a table alone, without a cue around it (a first name of the tables):
# where a tagger reads the same words otherwise ("Chelsea" as the club's place), its reading
# of the context goes first.
TABLE_ONLY = frozenset({"person:first-name"})


def _evidence_order(mention: Mention) -> int:
    """0 a rule or list with its cue, 1 a tagger's guess, 2 a table's reading alone."""
    return 2 if mention.source in TABLE_ONLY else int(is_statistical(mention))


def priority(mention: Mention) -> tuple[int, int, int, int, int, int, str, str]:
    """A total order: equal proposals from different detectors (``Berlin`` as PER and as GPE,
    same length and cert) go to a rule or list before a tagger's guess (and the tagger's guess
    before a table's reading without a cue), then by the category order of :class:`Category`,
    not by the order in which a set happens to yield them, so that every run writes the same
    file."""
    return (
        rank(mention),
        -len(mention),
        CERTAINTIES.index(mention.cert),
        _evidence_order(mention),
        mention.start,
        _CATEGORY_ORDER[mention.category],
        mention.source,
        mention.corresp or "",
    )


def _may_replace(container: Mention, inner: Mention) -> bool:
    """A container replaces what it holds unless it is a less certain guess around a linked
    participant (``Gnu stoeps`` proposed as a person around the nickname ``stoeps``), or a
    tagger's name around a structured reference (``Logfile of the room Plauderecke`` proposed
    as OTH around the room): the precise reference hides what matters, the rest is prose."""
    if container.category not in STRUCTURED and is_statistical(container) and inner.category in STRUCTURED:
        return False
    if inner.corresp and container.category not in STRUCTURED:
        if is_statistical(container) and inner.source.endswith("-inside"):
            return False  # #TeamTomcat: the participant's name inside a word, not a name of its own
        return CERTAINTIES.index(container.cert) <= CERTAINTIES.index(inner.cert)
    return True


def _without_owned(mentions: Iterable[Mention]) -> list[Mention]:
    """The mentions but a tagger's name that runs on from a person's genitive (``Kenneth's Ruhm``,
    ``Biancas Tür`` as ORG beside the person ``Kenneth's``): the person and what they own are
    read as one name, which would replace the noun and type the person wrong."""
    mentions = list(mentions)
    owners = {m.start: m.end for m in mentions if m.source == "person:possessive"}
    if not owners:
        return mentions
    return [m for m in mentions if not (is_statistical(m) and owners.get(m.start, m.end) < m.end)]


# The rules that read an institution's or a place's name from its shape (a head word, a legal
# form, a street word, a town of several words): they know its bounds.
_NAMES = frozenset({Category.PER, Category.ORG, Category.LOC, Category.GPE, Category.OTH})
_SHAPED = ("institution:", "organisation:", "place:", "address:")


def without_held_around(mentions: list[Mention], text: str = "") -> list[Mention]:
    """The mentions but a tagger's guess around a name that a rule is surer of: held ``low``,
    around one of the same category whose shape the rule read (``the Ohio Court of Appeals``
    around ``Ohio Court of Appeals``); no surer, around a person a rule found where the guess adds
    only greetings or interjections before it (``re Hildi`` guessed a place around the greeted ``Hildi``,
    ``reee Eun``): the tagger's span took in the greeting. Longer, the guess would win and, held,
    leave as written what the rule replaces, or replace a word. (A guess that runs on after a person,
    ``Anna Hein``, stays: its surname is the reviewer's question.)"""
    sure = sorted(
        (m for m in mentions if m.source.startswith((*_SHAPED, "person:")) and m.cert != "low"), key=lambda m: m.start
    )
    if not sure:
        return mentions
    # A post of thousands of mentions: each guess reads only the sure ones that begin inside it.
    starts = [s.start for s in sure]

    def inside(m: Mention) -> list[Mention]:
        return sure[bisect_left(starts, m.start) : bisect_right(starts, m.end)]

    def held(m: Mention) -> bool:
        within = inside(m)
        return any(m.contains(s) and len(m) > len(s) and _same_reference(m, s, text) for s in within) or (
            _joins_references(m, within, text)
        )

    return [m for m in mentions if not (is_statistical(m) and held(m))]


def _joins_references(guess: Mention, sure: list[Mention], text: str = "") -> bool:
    """A guess around two or more names the rules are sure of (``Baker-Okafor and Dr
    Fox-Lindqvist met Jonas Fischer-Brandt`` as one OTH around three persons) reads several
    references and the words between them as one name: longer, it would win, and replace the
    words between (``and``, ``met``) with them."""
    inside = [s for s in sure if guess.contains(s) and len(guess) > len(s)]
    if len({(s.start, s.end) for s in inside}) < 2 or _overlapping(inside):
        return False
    # Only where the rest is words between names ("and", "met", "Dr", "Herrn"): a name word of
    # its own outside them ("… und Dr. Klein Steuerberatung Hüttenbrink") keeps the guess.
    rest = list(text[guess.start : guess.end])
    for s in inside:
        rest[s.start - guess.start : s.end - guess.start] = " " * (s.end - s.start)
    return not any(
        w[:1].isupper() and not is_title(w.casefold()) and w.casefold().rstrip(".") not in PARTICLES
        for w in "".join(rest).replace(",", " ").split()
    )


def _overlapping(mentions: list[Mention]) -> bool:
    """Two of the mentions share characters (two readings of one name, not two names)."""
    spans = sorted({(m.start, m.end) for m in mentions})
    return any(b[0] < a[1] for a, b in pairwise(spans))


_ARTICLES = frozenset({"the", "der", "die", "das", "den", "dem", "des"})


def _same_reference(guess: Mention, sure: Mention, text: str) -> bool:
    if sure.source.startswith(_SHAPED):
        # Or any name's guess that only took in the article before it ("the Blue Anchor" guessed
        # a place around the venue "Blue Anchor"): held, it would leave the venue as written.
        return guess.cert == "low" and (
            guess.category is sure.category
            or guess.category in _NAMES
            and guess.end == sure.end
            and text[guess.start : sure.start].strip().casefold() in _ARTICLES
        )
    # Not only where it is held: replaced, the guess would take the greeting with the name. Only
    # greetings and interjections give way: another word before the name may be its first name
    # ("george osborne", a guess around the surname the person rule found).
    before = text[guess.start : sure.start].split()
    return (
        CERTAINTIES.index(guess.cert) >= CERTAINTIES.index(sure.cert)
        and sure.category is Category.PER
        and guess.category in _NAMES
        and guess.end == sure.end
        and bool(before)
        and all(is_interjection(w) and w.casefold() not in PARTICLES for w in before)
    )


# A name that runs on into the next reading of the same words: one name of the first's category.
_JOINABLE = {
    Category.ORG: frozenset({Category.ORG, Category.LOC, Category.GPE}),
    Category.PER: frozenset({Category.PER}),
    Category.OTH: frozenset({Category.OTH}),
}


def joined_crossings(mentions: list[Mention]) -> list[Mention]:
    """The mentions and, for two that cross (the second starts inside the first and ends after
    it), their union where one reading carries the name on in the other: an institution's head
    and its owner (``Möbelhauses Küchenwelt`` and ``Küchenwelt Overbeck``), a hall and its street
    (``Turnhalle am Lindener`` and ``Lindener Weg``). Without it the longer of the two wins alone
    and leaves the other's end readable (``Overbeck``), or cuts a street. Of the less sure cert."""
    ordered = sorted(
        (m for m in mentions if m.category in _JOINABLE or m.category in (Category.LOC, Category.GPE)),
        key=lambda m: (m.start, m.end),
    )
    joined: list[Mention] = []
    for k, first in enumerate(ordered):
        kinds = _JOINABLE.get(first.category)
        if kinds is None:
            continue
        for second in ordered[k + 1 :]:
            if second.start >= first.end:
                break
            if second.end > first.end and second.start > first.start and second.category in kinds:
                cert = max(first.cert, second.cert, key=CERTAINTIES.index)
                source = second.source if is_statistical(first) else first.source
                joined.append(Mention(first.start, second.end, first.category, cert=cert, source=source))
    return mentions + joined if joined else mentions


def surer_links(mentions: list[Mention]) -> list[Mention]:
    """The mentions, a participant's that the linker held ``low`` raised to the certainty of a
    surer proposal of the same words as a person or nickname: the link says whose name it is,
    the other that it is a person's (``jake_miller``: in ``i met miller at the game`` a person
    rule reads a person, medium, where the linker, which weighs a word's reading, held the part
    low). Ranked first, the low link would otherwise leave as written what the other proposal
    replaces. An organisation or a place is no evidence for a participant, and without a
    person's reading (``the miller ground the flour``) the link stays low."""
    surest: dict[tuple[int, int], int] = {}
    for m in mentions:
        if not m.corresp and not m.is_addressing and m.category in (Category.PER, Category.NICK):
            key = (m.start, m.end)
            surest[key] = min(surest.get(key, len(CERTAINTIES)), CERTAINTIES.index(m.cert))
    if not surest:
        return mentions
    low = CERTAINTIES.index("low")
    return [
        replace(m, cert=CERTAINTIES[surest[(m.start, m.end)]])
        if m.corresp and m.cert == "low" and surest.get((m.start, m.end), low) < low
        else m
        for m in mentions
    ]


def surnames_after_links(mentions: list[Mention], text: str) -> list[Mention]:
    """The mentions, with the rest of a person's full name that opens with a participant's
    nickname (``Kalle Schmid (also ich)``, the participant ``Kalle``): the linked nickname wins the
    words it shares with the full name, and the surname after it would be left as written, though
    it names the participant more surely than the nickname. The rest is a person of its own, as
    sure as the full name, where it is capitalised words only."""
    links = {(m.start, m.end) for m in mentions if m.corresp and not m.is_addressing}
    if not links:
        return mentions
    rests = []
    for m in mentions:
        if m.corresp or m.category is not Category.PER:
            continue
        for start, end in links:
            if start != m.start or not m.start < end < m.end or not text[end : end + 1].isspace():
                continue
            rest = text[end : m.end]
            words = rest.split()
            if words and all(_surname_like(w) for w in words):
                rests.append(replace(m, start=m.end - len(rest.lstrip()), source=f"{m.source}+after-link"))
    return mentions + rests if rests else mentions


def _surname_like(word: str) -> bool:
    """A capitalised word of letters that the tables hold as a surname or that is no word of the
    language (``Schmid``; not ``Garden`` of the tagger's ``Rose Garden``)."""
    if not (word[:1].isupper() and word.replace("-", "").isalpha()):
        return False
    return name_kinds(word)[1] is not None or not is_common_word(word)


def select(mentions: Iterable[Mention]) -> list[Mention]:
    """Non-overlapping mentions, in text order.

    The accepted mentions never overlap, so in the order of their (start, end) their ends never
    fall either: the mentions a candidate clashes with are one run of that order, found by
    bisection. Each candidate costs O(log n + its clashes), not a look at every accepted one
    (a long post of one repeated name proposes thousands)."""
    mentions = _without_owned(mentions)
    keys: list[tuple[int, int]] = []  # (start, end) of the accepted, in that order
    ends: list[int] = []
    accepted: list[Mention] = []
    for candidate in sorted(set(mentions), key=priority):
        first = bisect_right(ends, candidate.start)  # the first accepted that ends after the candidate starts
        last = first
        while last < len(keys) and keys[last][0] < candidate.end:
            last += 1
        clashes = accepted[first:last]
        if clashes and not all(
            candidate.contains(m) and len(candidate) > len(m) and _may_replace(candidate, m) for m in clashes
        ):
            continue
        del keys[first:last], ends[first:last], accepted[first:last]
        # After accepted mentions of the same span (empty ones): they came first, as sorted() keeps them.
        at = bisect_right(keys, (candidate.start, candidate.end))
        keys.insert(at, (candidate.start, candidate.end))
        ends.insert(at, candidate.end)
        accepted.insert(at, candidate)
    return accepted


def _max_ends(mentions: list[Mention]) -> tuple[list[int], list[int]]:
    """The starts of ``mentions`` (sorted by start) and, for each k, the largest end among the
    first k of them (-1 for none): what reaches furthest from before a point, by bisection."""
    starts = [m.start for m in mentions]
    reach = [-1]
    for mention in mentions:
        reach.append(max(reach[-1], mention.end))
    return starts, reach


def contained(mentions: Iterable[Mention], containers: Iterable[Mention]) -> list[bool]:
    """For each of ``mentions``: does one of ``containers`` contain it? In n log n, not
    n × m: a long post holds thousands of mentions (issue 29)."""
    starts, reach = _max_ends(sorted(containers, key=lambda c: c.start))
    # The containers that start at or before a mention; the one of them that ends last decides.
    return [reach[bisect_right(starts, m.start)] >= m.end for m in mentions]


def crossed(containers: Iterable[Mention], mentions: Iterable[Mention]) -> list[bool]:
    """For each of ``containers``: does one of ``mentions`` overlap it without lying inside it
    (reach over its start or over its end)? In n log n, as :func:`contained`."""
    starts, reach = _max_ends(sorted(mentions, key=lambda m: m.start))
    return [
        reach[bisect_left(starts, c.start)] > c.start or reach[bisect_left(starts, c.end)] > c.end for c in containers
    ]
