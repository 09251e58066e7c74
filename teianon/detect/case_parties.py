"""PER, ORG: the parties of a case named by its title, ``X v Y``.

A judgment, a letter of a solicitor or a report cites a case by its parties: ``Hetherington v
Brackley Foods Ltd``, ``R v Szczepanski``, ``Ashgrove Tiles Ltd v Kilbride``, and in German a
file's heading ``Hallerbach ./. Wendt``. The words on either side of ``v``, ``v.``, ``vs``,
``versus`` or ``./.`` are the parties, whatever the tables know of them: a surname that is a
word as well (``Baker``, ``Fischer``) names a party there as any other does, and no tagger reads
a lone surname before a lower-case ``v`` reliably.

A party is one to four capitalised words right beside the separator (a legal form's ``plc``
too). Not a party to replace:

- the state or an office: ``R``, ``Regina``, ``The Queen``, ``DPP``, ``Secretary of State``,
  ``Commissioners``, ``Council`` (a council's town is the place rules'); a country or a place
  of the tables (``England v Germany``, ``Leeds v Hull``: a fixture, the place rules decide);
- a name of the public-sphere lists as an organisation or work (``Liverpool v Chelsea``,
  ``Apple v Samsung``), not a surname the lists know only from a famous bearer;
- words of the language that no name table holds (``Nature v Nurture``, ``Plan A vs Plan
  B``); an acronym (``BBC v ITV``), a sentence's first word that is no name (``In``, ``See``:
  :mod:`.firm_openers`).

Outside a legal context, ``vs`` (or ``v``) is how chat compares two things (``Koch vs Kellner``,
``Marvel vs DC Comics``): where the post names no court, case, claim or judgment
(:data:`_LEGAL`) and each side is a thing (:func:`_compared`: a public name of the lists, a
famous surname too, or words of the language and acronyms only), neither is a party. A side that
is another name (``Brandhuber vs Koch``, ``Team Edwin vs Team Jasper``) keeps both. The
German ``./.`` is a file's heading wherever it stands.

A party that ends in a legal form or an organisation's head word is an ORG, any other a PER;
``medium`` (replaced by default, listed for review): a cited precedent's parties are in the law
reports, and a reviewer may keep them.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from ..lazy import lazy
from ..lists import is_country_word, key_of, legal_forms, notable, persons, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words, is_plain_word
from .firm_openers import opens_no_firm
from .institution_words import organisation_heads

SOURCE_PERSON = "person:case-party"
SOURCE_ORGANISATION = "organisation:case-party"
# The separators of a case's title written as a word (``v.``'s full stop is in the gap after it).
_VERSUS = frozenset(("v", "vs", "versus"))
# The German file heading's separator between two words (``Hallerbach ./. Wendt``).
_GERMAN_VERSUS = lazy(r"\s+\./\.\s+")
_MOST_WORDS = 4
# An acronym's longest form (``DC``, ``BBC``, ``NASA``).
_MOST_ACRONYM = 5
# Any separator at all, found before a post's words are read.
_QUICK = lazy(r"\sv(?:s|ersus)?\.?\s|\./\.")
# Words of a party that is the state, an office or a body, not a person or a firm of its own.
_STATE = frozenset(
    "r regina rex crown queen king state people commonwealth dpp cps hmrc attorney solicitor-general secretary "
    "commissioner commissioners minister council board authority mayor governor president director chief "
    "department ministry office government united staatsanwaltschaft land bund freistaat".split()
)


# Words of a court, a case or a claim (German and English): a title with them around is a case's.
_LEGAL = lazy(
    r"(?i:\b(?:case|court|judg(?:e)?ment|judge|ruling|ruled|appeal|appellant|respondent|claimant|defendant|"
    r"plaintiff|lawsuit|sued?|suing|trial|tribunal|hearing|cited|precedent|verdict|barrister|solicitor|"
    r"lawyer|counsel|damages|injunction|litigation|proceedings|submissions|costs|[EU]WH?C[AH]?|UKSC|UKHL|"
    r"urteil\w*|gericht\w*|klage\w*|verklagt|kläger\w*|beklagte\w*|prozess\w*|verfahren\w*|"
    r"rechtsstreit\w*|aktenzeichen|beschluss\w*|berufung|revision|anwalt|anwältin|anwälte\w*|"
    r"schadensersatz|sache)\b)"
)


@cache
def _firm_ends() -> frozenset[str]:
    """The folded last words of a firm's name: legal forms (``Ltd``, ``plc``, ``GmbH``)."""
    return frozenset(w.casefold().rstrip(".") for w in legal_forms() if " " not in w)


@register
class CasePartyDetector(Detector):
    name = "case_parties"
    categories = frozenset({Category.PER, Category.ORG})

    def load(self) -> None:
        _firm_ends()
        organisation_heads()

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        if _QUICK.search(post.text) is None:
            return  # most posts: no separator, no words to read
        words = Words.of(post)
        text = post.text
        legal = _LEGAL.search(text) is not None
        for i in range(1, len(words) - 1):
            if words[i].text in _VERSUS:
                gap = text[words[i].end : words[i + 1].start]
                if gap.strip() not in ("", ".") or not words.adjacent(i - 1, i):
                    continue
                yield from _parties(words, i - 1, i + 1, legal)
            elif _GERMAN_VERSUS.fullmatch(text[words[i - 1].end : words[i].start]):
                yield from _parties(words, i - 1, i)


def _parties(words: Words, left: int, right: int, legal: bool = True) -> Iterator[Mention]:
    """The two parties around a separator: ``left`` is the last word before it, ``right`` the
    first after it. Both must be capitalised, or the separator is a letter of the text. Not
    ``legal`` (no court or claim in the post): a comparison is read as none (see the module)."""
    if not (_party_word(words, left) and _party_word(words, right)):
        return
    start = left
    while start > 0 and left - start < _MOST_WORDS - 1 and words.adjacent(start - 1, start):
        if (
            not _party_word(words, start - 1)
            or words.sentence_initial(start - 1)
            and opens_no_firm(words[start - 1].text)
        ):
            break
        start -= 1
    if words.sentence_initial(start) and opens_no_firm(words[start].text):
        start += 1
    end = right
    while end + 1 < len(words) and end - right < _MOST_WORDS - 1 and words.adjacent(end, end + 1):
        if not (_party_word(words, end + 1) or words[end + 1].folded.rstrip(".") in _firm_ends()):
            break
        end += 1
    sides = ((start, left), (right, end))
    if not legal and start <= left and right <= end and _compared(words, sides):
        return
    for a, b in sides:
        if a <= b:
            mention = _party(words, a, b)
            if mention is not None:
                yield mention


def _compared(words: Words, sides: tuple[tuple[int, int], tuple[int, int]]) -> bool:
    """Two things compared rather than the parties of a case: each side is a public name of the
    lists (a brand, a work, a famous person's name or surname), or words of the language and
    acronyms only (``Koch``, ``Kellner``, ``Marvel``, ``DC Comics``)."""
    return all(_thing(words, a, b) for a, b in sides)


def _thing(words: Words, a: int, b: int) -> bool:
    text = words.post.text[words[a].start : words[b].end]
    if notable().get(key_of(text)):
        return True  # a brand, a work, a famous person (``Messi vs Ronaldo``)
    return all(
        is_plain_word(w) or w.isupper() and len(w) <= _MOST_ACRONYM for w in (words[k].text for k in range(a, b + 1))
    )


def _names(word: str) -> bool:
    """A word that may name a party: no word of the dictionaries, or a name of the person
    tables (``Baker``, ``Fischer`` are both)."""
    return not is_plain_word(word) or bool(persons().get((word.casefold(),)))


def _party_word(words: Words, k: int) -> bool:
    word = words[k]
    return word.capitalised and any(c.isalpha() for c in word.text)


def _party(words: Words, a: int, b: int) -> Mention | None:
    """Words a..b as a party to replace, or None (the state, a place, a public name, an acronym)."""
    folded = [words[k].folded.rstrip(".") for k in range(a, b + 1)]
    if any(w in _STATE for w in folded):
        return None
    text = words.post.text[words[a].start : words[b].end]
    if a == b and (words[a].text.isupper() and len(words[a].text) <= 5 or len(words[a].text) < 2):
        return None
    key = key_of(text)
    if is_country_word(key) or key in places():
        return None
    if any(not e.kind.startswith("surname:") and e.category != "PER" for e in notable().get(key)):
        return None
    organisation = folded[-1] in _firm_ends() or folded[-1] in organisation_heads()
    if not organisation and not any(_names(words[k].text) for k in range(a, b + 1)):
        return None  # "Nature v Nurture", "Plan B": words of the language, no one's name
    while not organisation and a < b and not _names(words[a].text):
        a += 1  # "Team Edward": a person's name is its names, the word before it the writer's
    if organisation:
        return Mention(words[a].start, words[b].end, Category.ORG, cert="medium", source=SOURCE_ORGANISATION)
    return Mention(words[a].start, words[b].end, Category.PER, cert="medium", source=SOURCE_PERSON)
