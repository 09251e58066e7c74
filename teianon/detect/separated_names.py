"""PER: a first name and its surname joined by what stands for a space (issue 39).

A name is written with other separators than a space where text was encoded or formatted:
``%20`` in a link or a mail's subject (``Lebenslauf%20Jobst%20Haferkamp.docx``), ``=20`` in
quoted-printable mail, a middle dot (``Gerlinde·Wohlfahrt``), an underscore of Markdown's
emphasis (``_Annelore Vorwerk_``). The word readers see is decoded for the test, and the name is
proposed as written, separator and all (``person:separated``, ``high``): the surname goes with
the first name instead of staying beside its replacement. A listed first name that is no word as
well (not ``Will``) and a capitalised word after it that no dictionary holds make the name.

Two more spellings that the capitalised-word rules miss:

- **All capitals** (``HAPPY BIRTHDAY MAXIMILIANE KOLBE-WINTER``): a listed first name in capitals
  and a word in capitals after it that is no dictionary word; a hyphenated surname whole. After
  a double first name (``KARL-OTTO WEISS``) a surname of the tables that is a word too, where
  the capitals end with it (``KARL-OTTO WEISS NICHT`` is a sentence).
- **A surname that is a large town** between a first name and an age or a year (``Geburtstag
  Malte Hagen 40``), which the project rule of :mod:`teianon.annotate.public_projects` leaves.
- **Lower case after a kinship or address word** (``tante gisi brockmann``, ``herr
  tiedemann-schulte``): after ``herr``/``frau`` in lower case, with no article or possessive
  before it (``meine Frau schleppt``), a word no dictionary holds (a surname); after a
  kinship word a listed first name, then perhaps such a surname. ``herr doktor``, ``frau
  mama``, ``tante käthe kommt`` stay: nouns, words and verbs are no surnames.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..lazy import lazy
from ..lists import key_of, large_places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, frequency
from .person_words import is_ambiguous_name, name_kinds

_WORD = r"\p{L}[\p{Ll}\p{Lu}']+"
# A space as encodings and formats write it between the two parts of a name.
_SEP = r"(?:%20|=20|[^\S\n]*·[^\S\n]*)"
_ENCODED = lazy(
    rf"(?<!\p{{L}}|(?<!%2|=2)\p{{N}})(?P<first>\p{{Lu}}\p{{Ll}}+(?:-\p{{Lu}}\p{{Ll}}+)?){_SEP}"
    rf"(?P<last>\p{{Lu}}\p{{Ll}}+(?:-\p{{Lu}}\p{{Ll}}+)?)(?![\p{{L}}])"
)
# Markdown's emphasis around a whole name: ``_Vorname Nachname_``, ``*Vorname Nachname*``.
_EMPHASIS = lazy(
    r"(?<![\p{L}\p{N}_*])[_*]{1,2}(?P<first>\p{Lu}\p{Ll}+)[^\S\n]+(?P<last>\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)[_*]{1,2}(?![\p{L}\p{N}_*])"
)
_CAPITALS = lazy(
    r"(?<![\p{L}\p{N}\-])(?P<first>\p{Lu}{2,}(?:-\p{Lu}{2,})?)[^\S\n]+(?P<last>\p{Lu}{2,}(?:-\p{Lu}{2,})*)(?![\p{L}\p{N}])"
)
# A lower-case address or kinship word and the name after it, as chat writes them.
_ADDRESS_WORDS = r"herr|herrn|frau|hr\.|fr\."
_KIN_WORDS = (
    r"tante|onkel|oma|opa|cousine|cousin|schwester|bruder|schwägerin|schwager|nichte|neffe|"
    r"aunt|uncle|auntie|grandma|grandpa"
)
_LOWER = lazy(
    rf"(?<![\p{{L}}\p{{N}}])(?:(?P<address>{_ADDRESS_WORDS})|(?i:(?P<kin>{_KIN_WORDS})))[^\S\n]+"
    r"(?P<first>\p{Ll}+(?:-\p{Ll}+)?)(?:[^\S\n]+(?P<last>\p{Ll}+(?:-\p{Ll}+)?))?(?![\p{L}\p{N}])"
)
# A first name, a surname that is a large town and an age or a year, as a group's subject or an
# event's title writes them (``Geburtstag Malte Hagen 40``): the town is the surname, no project.
_TOWN_SURNAME = lazy(
    r"(?<![\p{L}\p{N}])(?P<first>\p{Lu}\p{Ll}+)[^\S\n]+(?P<last>\p{Lu}\p{Ll}{2,})[^\S\n]+(?:\d{2}|20\d{2})(?![\p{L}\p{N}]|[.,:/\-]\d)"
)
# An article or a possessive before the address or kinship word makes it a noun of the sentence.
_DETERMINER_BEFORE = lazy(
    r"(?<!\p{L})(?i:der|die|das|den|dem|des|ein|eine[mnrs]?|mein|meine[mnrs]?|dein|deine[mnrs]?|sein|seine[mnrs]?|"
    r"ihr|ihre[mnrs]?|unser|unsere[mnrs]?|euer|eure[mnrs]?|the|a|my|your|his|her|our|their)[^\S\n]+$"
)
# A log's date is no name: ``Thu Jul 10 2003`` (``Thu`` a first name, ``Jul`` a town).
_CALENDAR = CALENDAR_SHORT | CALENDAR_LONG
# Where none of the separators or a lower-case cue occurs, the post is not searched.
_QUICK = lazy(
    r"%20|=20|·|[_*]\p{Lu}|\p{Ll}[^\S\n]\d\d|\p{Lu}{2}[^\S\n]+\p{Lu}{2}|(?i:herr|frau|hr\.|fr\.|" + _KIN_WORDS + ")"
)
# A word this frequent is a word of the text, however a list holds it as a name.
_FREQUENT = 4.0
# Below this frequency a capitalised word after a first name is read as its surname.
_RARE = 3.6


def _first_name(word: str) -> bool:
    """A listed first name that is no ordinary word as well (``Malte``, not ``Will``)."""
    first = name_kinds(word)[0]
    return first is not None and not is_ambiguous_name(first, word) and frequency(word) < _FREQUENT


def _surname(word: str, nouns: bool = True) -> bool:
    """A surname reading or a rare word (``Wohlfahrt``, ``Kaltenbach``: the surname lists are
    far from complete); of a hyphenated word, one part such and no part a frequent word
    (``Kolbe-Winter``). Without ``nouns`` (lower case, where chat writes its nouns too) no
    dictionary word counts."""
    parts = [part[:1].upper() + part[1:].lower() for part in word.split("-")]
    if any(len(part) < 2 or frequency(part) >= _FREQUENT + 1 for part in parts):
        return False
    rare = [_one_surname(part, nouns) for part in parts]
    return any(rare) if len(parts) > 1 else rare[0]


def _one_surname(form: str, nouns: bool) -> bool:
    if name_kinds(form)[1] is not None and frequency(form) < _FREQUENT:
        return True
    if not nouns and is_dictionary_word(form):
        return False
    return frequency(form) < _RARE and name_kinds(form)[0] is None


# A word in capitals after the surname: the line is a sentence in capitals ("KARL-OTTO WEISS
# NICHT"), whose words after a name are its verb and objects.
_CAPITALS_GO_ON = lazy(r"[^\S\n]+\p{Lu}{2,}")
_PLACE_SAINTS = frozenset({"saint", "sainte", "sankt", "san", "santa", "santo", "são"})


def _double_first_surname(text: str, first: str, last: str, end: int) -> bool:
    """After a double first name in capitals (``KARL-OTTO``), a surname of the tables that is a
    word too (``WEISS``, ``FISCHER``): a double first name says a full name follows, where the
    capitals end with the surname."""
    if "-" not in first or "-" in last or _CAPITALS_GO_ON.match(text, end):
        return False
    # Each part a first name of the tables, however common or ambiguous alone (``HANS``,
    # ``PETER``): two joined are a double first name, no word.
    parts = [part[:1] + part[1:].lower() for part in first.split("-")]
    if parts[0].casefold() in _PLACE_SAINTS or any(name_kinds(part)[0] is None for part in parts):
        return False  # "SAINT-GERMAIN": a place's saint, no double first name
    form = last[:1] + last[1:].lower()
    return name_kinds(form)[1] is not None and form.casefold() not in _CALENDAR


def _capital_first(word: str) -> bool:
    return all(_first_name(part[:1] + part[1:].lower()) for part in word.split("-"))


@register
class SeparatedNameDetector(Detector):
    name = "separated_names"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if not _QUICK.search(text):
            return
        for pattern in (_ENCODED, _EMPHASIS):
            for m in pattern.finditer(text, overlapped=True):
                if _first_name(m.group("first")) and _surname(m.group("last")):
                    yield Mention(m.start("first"), m.end("last"), Category.PER, None, "high", "person:separated")
        for m in _TOWN_SURNAME.finditer(text, overlapped=True):
            given = name_kinds(m.group("first"))[0]
            if (
                given is not None
                and not {m.group("first").casefold(), m.group("last").casefold()} & _CALENDAR
                and not is_ambiguous_name(given, m.group("first"))
                and large_places().get(key_of(m.group("last")))
            ):
                yield Mention(m.start("first"), m.end("last"), Category.PER, None, "high", "person:separated")
        for m in _CAPITALS.finditer(text):
            if (_capital_first(m.group("first")) and _surname(m.group("last"))) or _double_first_surname(
                text, m.group("first"), m.group("last"), m.end()
            ):
                yield Mention(m.start("first"), m.end("last"), Category.PER, None, "high", "person:separated")
        for m in _LOWER.finditer(text):
            first, last = m.group("first"), m.group("last")
            if _DETERMINER_BEFORE.search(text, max(0, m.start() - 12), m.start()):
                continue  # "meine frau schleppt mich", "der herr nickte": the noun, and a verb after it
            if m.group("address"):
                # After "herr"/"frau" the word is the surname; a first name may come before it.
                if last and _first_name(first.capitalize()) and _surname(last, nouns=False):
                    yield Mention(m.start("first"), m.end("last"), Category.PER, None, "high", "person:separated")
                elif _surname(first, nouns=False):
                    yield Mention(m.start("first"), m.end("first"), Category.PER, None, "high", "person:separated")
            elif _first_name(first.capitalize()) and not is_dictionary_word(first):
                end = m.end("last") if last and _surname(last, nouns=False) else m.end("first")
                yield Mention(m.start("first"), end, Category.PER, None, "high", "person:separated")
