"""A song's, film's or book's title named before its maker, and a band of ``The`` (issue 38):
``Layla von Eric Clapton``, ``I keep playing Jolene by Dolly Parton``. A title made of a first
name is read as a person by the tagger and the person rules; right before ``von``/``by`` and a
maker the public lists know (a band, a singer, musician, composer, film director, writer,
painter or actor, in full or as a band of its own name), in a sentence about listening,
playing, singing or watching, it is the work: ``public.title``.

Not taken: a name after a possessive, relation or workplace (``meine Tochter Layla von …``), a
maker the lists do not know (``das Lied Anna von Jens Brandt``: the rules of
:mod:`.public_context` read the work's word), and a sentence with no word of a work or of
taking one in (``Grüße an Lisa von Helene Fischer``: a person greeted).

A band named by ``The`` and a plural (``The Waterboys``, ``The Kooks``) that no list knows is
kept in a sentence about music (:func:`band_with_the`).
"""

from __future__ import annotations

import regex

from ..lists import Entry, public_names
from ..mention import Category, Mention
from ..read.textview import PostText
from .public_marks import SUBTYPE
from .public_words import Words, private_before, word_range

# What makes a work the lists name its maker by.
_MAKERS = frozenset(
    {"band", "singer", "musician", "composer", "film_director", "writer", "painter", "artist", "actor", "acting"}
)
_PROPOSED = frozenset({Category.PER, Category.NICK, Category.OTH, Category.ORG, Category.GPE, Category.LOC})
_BY = regex.compile(r"[\"'“”‘’»«]?\s+(?:von|by)\s+")
# Words of a work or of taking one in (folded; a form ending in "*" is a prefix).
_WORK_WORDS = regex.compile(
    r"(?:hör|hoer|gehört|listen|play|spiel|gespielt|sing|sang|gesungen|cover|watch|gesehen|geguckt|"
    r"angeschaut|schau|guck|lieblings|favou?rite|song|lied|album|film|movie|track|single|hit|klassiker|"
    r"classic|read|lese|lies|gelesen|roman|novel|buch|book|radio|playlist|spotify|ohrwurm|kino|cinema)",
    regex.IGNORECASE,
)
# "The" and one or two capitalised words, the last a plural: a band's name of the British kind.
_THE_BAND = regex.compile(r"(?<![\p{L}])The\s(?:\p{Lu}\p{Ll}+\s)?\p{Lu}\p{Ll}+s(?![\p{L}'’])")
# Words of music: whole words (``live``, not ``lived``), and beginnings of words (``Konzert…``).
_MUSIC_WORDS = regex.compile(
    r"(?:live|gig|gigs|tour|single|stage|support)$|(?:konzert|concert|album|alben|song|lied|band|festival|"
    r"tournee|hör|hoer|listen|playlist|spotify|radio|platte|vinyl|charts|musik|music|sing|sang|auftritt|bühne)",
    regex.IGNORECASE,
)
_ARTICLES = frozenset({"den", "der", "the"})
# How far back a sentence's start is looked for.
_SENTENCE_REACH = 500
_SENTENCE_END = regex.compile(r"[.!?;\n]\s")
_LONGEST_MAKER = 5


def title_before_maker(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    """The proposal as a work's title before its listed maker, or None."""
    if proposal.corresp or proposal.category not in _PROPOSED:
        return None
    text = view.text
    by = _BY.match(text, proposal.end)
    if by is None:
        return None
    first, last = word_range(words, proposal)
    maker = next((k for k in range(last, min(len(words), last + 3)) if words[k].start >= by.end()), None)
    if maker is None or words[maker].start != by.end():
        return None
    # "von den Rolling Stones": a German article may stand before a band's name.
    starts = (maker, maker + 1) if words[maker].key in _ARTICLES and maker + 1 < len(words) else (maker,)
    if not any(_listed_maker(words, k) for k in starts):
        return None
    if private_before(words, first, possessive=True) or not _about_work(text, proposal):
        return None
    return Mention(proposal.start, proposal.end, Category.OTH, cert="medium", source="public.title", subtype=SUBTYPE)


def band_with_the(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    """``The`` and one or two capitalised words, the last a plural (``The Waterboys``, ``The
    Kooks``), in a sentence about music (``live``, ``Konzert``, ``gig``, ``album``, ``Song``,
    ``hören``, ``festival`` …): a band the lists do not know, ``public.context``; not after a
    possessive or relation, and not a family (``the Smiths next door``: a lower-case article
    and no music)."""
    if proposal.corresp or proposal.category not in _PROPOSED:
        return None
    text = view.text
    found = _THE_BAND.search(text, max(0, proposal.start - 4), proposal.end + 40)
    if found is None or not (found.start() <= proposal.start < found.end()) or proposal.end > found.end():
        return None
    first, _ = word_range(words, Mention(found.start(), found.end(), Category.ORG))
    if private_before(words, first, possessive=True) or not _about_music(text, proposal):
        return None
    return Mention(found.start(), found.end(), Category.ORG, cert="medium", source="public.context", subtype=SUBTYPE)


def _about_music(text: str, proposal: Mention) -> bool:
    return any(_MUSIC_WORDS.match(word) for word in regex.findall(r"\p{L}+", _sentence(text, proposal)))


def _listed_maker(words: Words, k: int) -> bool:
    n, entries = public_names().longest(words.bare, k, _LONGEST_MAKER)
    return any(_maker(e, n) for e in entries)


def _maker(entry: Entry, n: int) -> bool:
    """A maker of works named in full, or a band by a name of its own (no first name: ``Adele``)."""
    if entry.kind not in _MAKERS:
        return False
    return n >= 2 or (entry.kind == "band" and "f" not in entry.flags)


def _about_work(text: str, proposal: Mention) -> bool:
    return any(_WORK_WORDS.match(word) for word in regex.findall(r"\p{L}+", _sentence(text, proposal)))


def _sentence(text: str, proposal: Mention) -> str:
    """The sentence the proposal stands in (within :data:`_SENTENCE_REACH` characters each side)."""
    lo = max(0, proposal.start - _SENTENCE_REACH)  # a long post is not read from its start for every name
    start = max((m.end() for m in _SENTENCE_END.finditer(text, lo, proposal.start)), default=lo)
    end = _SENTENCE_END.search(text, proposal.end, proposal.end + _SENTENCE_REACH)
    return text[start : end.start() if end else min(len(text), proposal.end + _SENTENCE_REACH)]
