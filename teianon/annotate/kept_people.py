"""Public people the lists miss: holders of the highest offices, and famous Russians in German
spelling.

- :func:`office_holder`: a head of government of a UK nation or a German or Austrian state, or a
  judge of the US Supreme Court, by full name (``curated/kept_terms.tsv``, kind ``office``), or
  by surname right after the office (``Justice Kagan``, ``Ministerpräsident Wüst``); a name of
  that list that many private people bear (``Michael Müller``) only beside a word of the office;
  never after a private cue (``mein Nachbar Peter Robinson``).
- :func:`russian_in_german`: a famous person's surname that German writes in its own
  transliteration of Russian (``Dostojewski``, ``Tschechow``, ``Gorbatschow``, ``Puschkin``):
  respelt the English way (``tsch`` → ``ch``, ``w`` → ``v``, ``j`` → ``y`` …), it is the surname
  of someone known in many Wikipedia languages (Pantheon, :func:`teianon.lists.public_names`);
  read as a place (``Puschkin`` is a town too) only in a sentence about books or music.
- :func:`heard_artist`: a listed singer or band right after a verb of listening (``mein Bruder
  hört nur Tarkan``): a relation word earlier in the sentence names the listener.
"""

from __future__ import annotations

from functools import cache
from itertools import product

import regex

from ..lists import is_first_name, key_of, notable, public_names
from ..mention import Category, Mention
from .kept_context import TITLES, before, kept_terms, phrase_pattern, private_before, sentence_words

_OFFICE = frozenset(
    "ministerpräsident ministerpräsidentin ministerpräsidenten regierungschef regierungschefin landesvater "
    "landesmutter landeshauptmann landeshauptfrau bürgermeister bürgermeisterin regierender regierende "
    "premier premierminister premierministerin first minister erster erste justice justices richter "
    "richterin richterinnen verfassungsrichter verfassungsrichterin supreme court gericht court chief "
    "senatspräsident taoiseach".split()
)


@cache
def _office_names() -> regex.Pattern[str] | None:
    return phrase_pattern(set(kept_terms().get("office", {})))


@cache
def _office_surnames() -> frozenset[str]:
    return frozenset(form.split()[-1] for form in kept_terms().get("office", {}))


def office_holder(text: str, mention: Mention) -> bool:
    """The proposal is a listed holder of a high office, in full or after the office."""
    if mention.category is not Category.PER:
        return False
    span = text[mention.start : mention.end].casefold()
    if private_before(text, mention.start, 3):
        return False
    offices = kept_terms().get("office", {})
    office_near = any(w in _OFFICE for w in sentence_words(text, mention.start, mention.end))
    pattern = _office_names()
    window = (max(0, mention.start - 40), min(len(text), mention.end + 40))
    for match in pattern.finditer(text, *window) if pattern else ():
        if match.start() <= mention.start and mention.end <= match.end():
            if notable().get(key_of(match[0])):
                return False  # the public-sphere decision knows the name and keeps it with its reason
            return "office" not in offices[match[0].casefold()] or office_near
    if span in _office_surnames() and not public_names().get((span,)):
        # A surname the lists know (Justice Scalia) is the public-sphere decision's, with its reason.
        return any(w.casefold() in _OFFICE for w in before(text, mention.start, 2))
    return False


# German spellings of Russian sounds and their English ones (Duden's transcription and BGN/PCGN's),
# longest first; a letter of no group stays.
_GROUPS = (
    ("schtsch", ("shch",)),
    ("tsch", ("ch", "tch")),
    ("sch", ("sh", "zh")),
    ("ch", ("kh", "ch")),
    ("ow", ("ov", "off", "ev")),
    ("ew", ("ev",)),
    ("ij", ("y", "iy")),
    ("j", ("y", "i", "")),
    ("w", ("v",)),
    ("z", ("ts", "z")),
    ("ss", ("s",)),
)
# What only a German transliteration writes: tsch, sch, j before a vowel, a w inside the word,
# and the endings -ow, -ew, -ski, -oi, -ij (not an English name's initial W or final i: Wale, Vladi).
_MARKERS = regex.compile(r"tsch|sch|j[aeiou]|(?<=\w)w|(?:ow|ew|ski|zki|oi|ij)$")
# A surname this famous (Wikipedia languages) is meant wherever it stands alone.
FAMOUS = 60
_CULTURE = frozenset(
    "lese lesen liest gelesen roman romane novel novels buch bücher book books dichter dichterin "
    "schriftsteller schriftstellerin writer author autor autorin gedicht gedichte poem poems werk werke "
    "komponist komponiert composer composed symphonie sinfonie oper ballett ballet konzert concert "
    "literatur literature".split()
)


def _spellings(word: str) -> list[str]:
    units: list[tuple[str, ...]] = []
    i = 0
    while i < len(word):
        for german, english in _GROUPS:
            if word.startswith(german, i):
                # "ow"/"ew" only at the word's end (Gorbatschow, Turgenjew): inside, "w" is "v".
                if german in ("ow", "ew") and i + len(german) != len(word):
                    continue
                units.append(english)
                i += len(german)
                break
        else:
            units.append((word[i],))
            i += 1
    if units and units[-1] == ("i",):
        units[-1] = ("i", "y")
    count = 1
    for unit in units:
        count *= len(unit)
    if count > 512:
        return []
    return ["".join(p) for p in product(*units)]


@cache
def famous_russian(word: str) -> bool:
    """``word`` (case-folded), respelt the English way, is a famous person's surname."""
    if not _MARKERS.search(word) or is_first_name(word):
        return False
    table = public_names()
    for spelling in _spellings(word):
        if spelling == word:
            continue
        for entry in table.get((spelling,)):
            if entry.category == "PER" and entry.kind.startswith("surname:") and entry.weight >= FAMOUS:
                return True
    return False


def russian_in_german(text: str, mention: Mention) -> bool:
    """A famous Russian's surname in German spelling (``Dostojewski``, ``Dostojewskis``)."""
    span = text[mention.start : mention.end]
    if " " in span or not span[:1].isupper() or not span[1:].islower() or private_before(text, mention.start, 3):
        return False
    word = span.casefold()
    if public_names().get((word,)):
        return False  # a spelling the lists know is the public-sphere decision's
    if not (famous_russian(word) or (word.endswith("s") and famous_russian(word[:-1]))):
        return False
    if mention.category is Category.PER:
        return True
    return mention.category in (Category.GPE, Category.LOC) and any(
        w in _CULTURE for w in sentence_words(text, mention.start, mention.end)
    )


_MUSIC = frozenset({"singer", "band", "musician", "composer", "rapper", "artist"})
# Verbs of listening right before a name: what is heard is the artist, whoever listens (``mein
# Bruder hört nur Tarkan``: the relation word is the listener's, not the name's).
_LISTENING = frozenset(
    "hört höre hören hörst hörte hörten gehört anhören listen listens listening listened "
    "streamt streame streamen".split()
)


def heard_artist(text: str, mention: Mention) -> bool:
    """A listed singer or band right after a verb of listening (``hört nur Tarkan``)."""
    if mention.category not in (Category.PER, Category.ORG):
        return False
    entries = notable().get(key_of(text[mention.start : mention.end]))
    if not any(e.kind in _MUSIC for e in entries):
        return False
    previous = [w.casefold() for w in before(text, mention.start, 3)]
    if previous and previous[-1] in TITLES:
        return False
    return any(w in _LISTENING for w in previous) or previous[-2:] == ["listening", "to"]
