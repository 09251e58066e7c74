"""What a proposal that reaches beyond a public name still names, once the name is kept: part
of the decision of :mod:`teianon.annotate.public`."""

from __future__ import annotations

from dataclasses import replace

from ..detect.institution_words import german_head
from ..detect.org_kinds import kind_of
from ..detect.person import FORMS_OF_ADDRESS
from ..lists import Entry, german_nouns, places, public_names
from ..mention import Category, Mention
from ..read.textview import PostText
from .public_private import ordinary
from .public_words import Words, dictionary_word

# Population from which a one-word name is read as the town before a person's surname.
TOWN = 10_000


def is_town(text: str) -> bool:
    return any(e.weight >= TOWN for e in places().get((text.casefold(),)))


def rest_of(view: PostText, words: Words, proposal: Mention, public: list[Mention]) -> list[Mention]:
    """What a proposal that reaches beyond a public name still names: each capitalised word
    outside the name that is no common word ("Star Wars marathon at Tom's" keeps "Tom's";
    "Rammstein waere" and "Kanzler Scholz" keep nothing)."""
    rest = []
    for i in words.span(proposal):
        word = words[i]
        if not (proposal.start <= word.start and word.end <= proposal.end):
            continue
        if any(word.start < f.end and f.start < word.end for f in public):
            continue
        surface = view.text[word.start : word.end]
        if _unambiguous(surface):
            continue  # "Corsa" of a tagger's "Vauxhall Corsa": the listed model of the kept brand
        # A title is no name of its own ("Lena Dr. Rammstein": its pseudonym would keep "Dr.").
        if is_town(surface) and not dictionary_word(surface) and any(f.source == "public.ministry" for f in public):
            # "the Department for Transport Swansea office": a town beside a ministry is a place
            rest.append(
                replace(proposal, start=word.start, end=word.end, category=Category.GPE, name_start=None, name_end=None)
            )
        elif (
            surface[:1].isupper()
            and not ordinary(surface.removesuffix("'s").removesuffix("’s"))
            and surface.rstrip(".").casefold() not in FORMS_OF_ADDRESS
            and not _kind_word(surface)
        ):
            rest.append(replace(proposal, start=word.start, end=word.end, name_start=None, name_end=None))
    return rest


def _kind_word(surface: str) -> bool:
    """A noun of the dictionary that says what kind of organisation a name is (``Pizzeria`` of
    ``Pizzeria Milano``, ``Autohaus``), or the head of a venue named by its sponsor (``Park`` of
    ``Signal Iduna Park``, ``Arena``): no name once the name beside it is kept."""
    if surface.casefold() in _VENUE_HEADS:
        return True
    return surface in german_nouns() and (kind_of(surface.casefold()) is not None or german_head(surface) is not None)


# The heads of stadiums and halls a sponsor names (round 70: "Signal Iduna Park" kept the brand
# and replaced "Park"): what is left of such a venue once its sponsor is kept names no one.
_VENUE_HEADS = frozenset("park arena stadion stadium halle hall dome centre center theater theatre".split())


def _unambiguous(surface: str) -> bool:
    """A listed public name that no flag makes ambiguous (no word, name or place too)."""
    entries = public_names().get((surface.casefold(),))
    return bool(entries) and all(not e.flags and e.category != "PER" for e in entries) and not is_town(surface)


def territorial(entry: Entry) -> bool:
    """A "surname" the lists derived from a ruler's or a saint's place (``Moscow`` of ``Patriarch
    Alexy II of Moscow``, ``Assisi`` of ``Francis of Assisi``): a place, which bears no one's name."""
    if not entry.kind.startswith("surname:"):
        return False
    full = entry.kind.removeprefix("surname:").split()
    return len(full) > 2 and full[-2].casefold() == "of"


def across_ampersand(view: PostText, span: Mention, entries: list[Entry]) -> bool:
    """The listed name was matched across an ampersand its own form lacks: two names."""
    return "&" in view.text[span.start : span.end] and not any("&" in e.form for e in entries)
