"""PER and GPE: Polish, Czech and Slovak names in their case forms.

A West Slavic name changes its end with its case, so the name tables, which hold the nominative,
miss it: ``Kasiu`` (vocative of Kasia), ``u Szymańskich`` (at the Szymańskis'), ``Kowalscy`` (the
Kowalskis), ``księdza Wróblewskiego`` (the priest's), ``ciocię Genowefę``, ``pani Nowakowej``,
``w Zagórzanach`` (in the village). Rules, in text that is Polish, Czech or Slovak (its
``xml:lang``, or a letter or word of those languages beside the name: a Polish phrase in a German
letter is read too):

- ``person:slavic-title``: a title or kinship word in any case (``pani``, ``księdza``,
  ``ciocię``, ``paní``, ``strýce``), then one or two capitalised words: the person;
- ``person:slavic-family``: ``u`` (at someone's home) and a capitalised word that is no large
  town in the genitive (Czech ``u Prahy`` is near Prague), and the family plural alone
  (``Kowalscy``, ``Nowakowie``, ``Novákovi``);
- ``person:slavic-surname``: the adjectival surname (``-ski``, ``-cki``, ``-dzki``, Czech
  ``-ský``) in an oblique case, inside a sentence and not after a capitalised word of a name of
  an institution (``Uniwersytetu Warszawskiego``);
- ``person:slavic-case``: a word whose regular ending undone (``-iu`` -> ``-ia``, ``-ku`` ->
  ``-ek``, ``-ę`` -> ``-a``, …) is a first name of the person tables (``Marku`` -> ``Marek``);
- ``place:slavic-locative``: ``w``/``we``/``v``/``ve`` and a capitalised word in a locative
  ending that is no common word and no large place (``w Krośnie``, ``w Zagórzanach``, ``v
  Kroměříži``): a village or small town, which points to a person.

No morphology library is used: Morfeusz 2 needs its dictionary (SGJP, over 100 MB, installed
apart from PyPI) and knows few surnames and villages; the regular endings cover the forms of
the names, and a word of the language is told from a name by wordfreq's Polish and Czech
frequencies (a name is rare as a lower-case word).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import regex

from ..lists import LARGE_PLACE, organisations, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .lexicon import frequency, zipf
from .person_words import name_kinds

_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_SLAVIC = ("pl", "cs", "sk")
# Letters only Polish, Czech and Slovak write among the languages of the corpora.
_SLAVIC_LETTER = regex.compile(r"[ąęłńśźżćěřůťďňĺľŕĄĘŁŃŚŹŻĆĚŘŮŤĎŇĹĽŔ]")
# Words of those languages that German and English never write (not "pan", "ale", "tak", "nas").
_SLAVIC_WORDS = frozenset(
    "się jest że dla był była było byli byliśmy jestem przez oraz już także też kochana kochany kochani "
    "droga drogi pozdrawiam pozdrowienia całuję dziękuję dzięki jutro wczoraj dzisiaj bardzo mnie "
    "jej jego czy może tylko gdzie kiedy który która które mój moja moje twój twoja pani pana panią "
    "jsem jsme jsou není také jako když který která proto ještě dnes zítra včera děkuji ahoj "
    "som sme ešte zajtra ďakujem".split()
)
_WINDOW = 80
_WORD = regex.compile(r"\p{L}+")

# A title or a kinship word in its case forms (Polish, Czech, Slovak).
_TITLE = (
    r"pan|pana|panu|panem|panie|pani|panią|panno|panna|panny|pannę|państwo|państwa|państwu|"
    r"ksiądz|księdza|księdzu|księdzem|księże|proboszcz\p{Ll}{0,3}|"
    r"doktor|doktora|doktorowi|doktorem|doktorze|doktorowa|doktorowej|dr\.?|"
    r"profesor|profesora|profesorowi|profesorem|profesorze|prof\.?|mecenas\p{Ll}{0,3}|inżynier\p{Ll}{0,3}|"
    r"cioci\p{Ll}{0,2}|ciocia|ciocię|ciocią|ciotk\p{Ll}{1,2}|ciotce|wuj\p{Ll}{0,4}|wujcio|stryj\p{Ll}{0,3}|"
    r"babci\p{Ll}{0,1}|babcia|babcię|babcią|babuni\p{Ll}{0,1}|dziad\p{Ll}{1,4}|dziadzi\p{Ll}{0,2}|"
    r"kuzyn\p{Ll}{0,4}|sąsiad\p{Ll}{0,4}|szwagr\p{Ll}{1,5}|szwagier|teściow\p{Ll}{1,2}|teść|teścia|"
    r"siostr\p{Ll}{1,3}|siostrze|brat|brata|bratu|bratem|bracie|bratow\p{Ll}{1,2}|synow\p{Ll}{1,2}|zięci\p{Ll}{0,2}|zięć|"
    r"kolega|kolegi|kolegę|kolegą|koledze|koleżank\p{Ll}{1,2}|koleżance|przyjaciel\p{Ll}{0,3}|przyjaciół\p{Ll}{1,3}|"
    r"paní|pane|slečn\p{Ll}{1,2}|tet\p{Ll}{1,2}|tetě|strýc\p{Ll}{0,2}|strejd\p{Ll}{1,2}|babičk\p{Ll}{1,2}|babičce|"
    r"děded\p{Ll}{0,2}|dědeček|dědečk\p{Ll}{1,2}|bratranc\p{Ll}{0,2}|sestřenic\p{Ll}{1,2}|farář\p{Ll}{0,3}|"
    r"pán|pána|pánovi|ujo|uja|ujovi|strýk\p{Ll}{0,2}|babk\p{Ll}{1,2}|dedk\p{Ll}{1,2}|dedo"
)
_NAME = r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?"
_TITLED = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}])(?i:{_TITLE})\s+(?P<name>{_NAME}(?:\s+{_NAME})?)(?![\p{{L}}\p{{N}}])", regex.VERSION1
)
# u Kowalskich: at someone's (home). Not "od", "do" (from, to), which take a town as often.
_AT_HOME = regex.compile(rf"(?<![\p{{L}}\p{{N}}])u\s+(?P<name>{_NAME}(?:\s+{_NAME})?)(?![\p{{L}}\p{{N}}])")
# The Kowalskis, the Nowaks (Polish); the Nováks (Czech).
_FAMILY = regex.compile(
    r"(?<![\p{L}\p{N}])(?P<name>\p{Lu}\p{Ll}+(?:(?:s|c|dz)cy|owie|ovi|ovci|ovcov))(?![\p{L}\p{N}])", regex.VERSION1
)
# The oblique cases of an adjectival surname (-ski, -cki, -dzki, Czech -ský, -cký).
_ADJECTIVAL = regex.compile(
    r"(?<![\p{L}\p{N}])(?P<name>\p{Lu}\p{Ll}+(?:sk|ck|dzk)(?:iego|iemu|im|imi|ich|iej|ą)|\p{Lu}\p{Ll}+(?:sk|ck)"
    r"(?:ého|ému|ým|ých|ými|ou|é))(?![\p{L}\p{N}])",
    regex.VERSION1,
)
_CAPITALISED = regex.compile(r"(?<![\p{L}\p{N}'’\-])\p{Lu}\p{Ll}{2,}(?![\p{L}\p{N}'’\-])", regex.VERSION1)
_LOCATIVE = regex.compile(
    r"(?<![\p{L}\p{N}])(?:w|we|v|ve)\s+(?P<name>\p{Lu}\p{Ll}+(?:ach|ech|nie|wie|rze|dze|ce|ie|iu|ku|ně|ci|ži|ři|ě))"
    r"(?![\p{L}\p{N}])",
    regex.VERSION1,
)
# Words God and the saints are called by: the Lord is no private person (Pan Bóg, Pana Jezusa).
_SACRED = frozenset(
    "bóg boga bogu bogiem jezus jezusa jezusowi chrystus chrystusa maryja maryi maryję bůh boha".split()
)
# From this Zipf frequency (of the lower-case word) a word is the language's, not a name.
_COMMON = 4.0
# The regular case endings undone: ending -> the nominative's ending (Marku -> Marek).
_UNDO = (
    ("iu", "ia"),
    ("iu", "io"),
    ("ku", "ek"),
    ("ka", "ek"),
    ("kiem", "ek"),
    ("kowi", "ek"),
    ("ię", "ia"),
    ("ią", "ia"),
    ("ii", "ia"),
    ("ce", "ka"),
    ("dze", "ga"),
    ("rze", "ra"),
    ("ie", "a"),
    ("ę", "a"),
    ("ą", "a"),
    ("y", "a"),
    ("i", "ia"),
    ("o", "a"),
    ("owi", ""),
    ("em", ""),
    ("a", ""),
    ("u", ""),
    ("le", "eł"),
    ("ou", "a"),
    ("ě", "a"),
)


def _language(post: PostText) -> str:
    for element in (post.post, *post.post.iterancestors()):
        value = element.get(_LANG)
        if value:
            return value[:2].lower()
    return ""


def _slavic_near(text: str, start: int, end: int) -> bool:
    window = text[max(0, start - _WINDOW) : end + _WINDOW]
    if _SLAVIC_LETTER.search(window):
        return True
    # Two of their words: one may be a name or a typo in German or English text.
    return sum(word.casefold() in _SLAVIC_WORDS for word in _WORD.findall(window)) >= 2


@lru_cache(maxsize=50_000)
def _common(word: str) -> bool:
    """A word of Polish, Czech, German or English (its lower-case form in use), not a name."""
    folded = word.casefold()
    return folded in _SACRED or max(zipf(folded, "pl"), zipf(folded, "cs")) >= _COMMON or frequency(word) >= _COMMON


@lru_cache(maxsize=50_000)
def first_name_of(word: str) -> str | None:
    """The first name of the tables ``word`` is a case form of (``Kasiu`` -> ``Kasia``)."""
    if len(word) < 4:
        return None
    for ending, nominative in _UNDO:
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            base = word[: len(word) - len(ending)] + nominative
            if len(base) >= 3 and name_kinds(base)[0] is not None:
                return base
    return None


@lru_cache(maxsize=50_000)
def _large_or_known(word: str) -> bool:
    """A large town or a known organisation in one of its nominatives (Krakowie -> Kraków, Prahy
    -> Praha)."""
    stems = {word}
    for ending, nominatives in (
        ("owie", ("ów",)),
        ("ie", ("a", "", "e")),
        ("nie", ("no", "ń")),
        ("ach", ("y", "e", "a", "")),
        ("ce", ("ka",)),
        ("u", ("",)),
        ("iu", ("",)),
        ("ě", ("o", "a")),
        ("y", ("a",)),
        ("i", ("a", "")),
        ("a", ("", "o")),
    ):
        if word.endswith(ending):
            stems.update(word[: len(word) - len(ending)] + n for n in nominatives)
    for stem in stems:
        key = (stem.casefold(),)
        if key in organisations() or any(e.weight >= LARGE_PLACE for e in places().get(key) or ()):
            return True
    return False


def _names(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """The capitalised words of a span that are no common words, as spans."""
    for word in regex.finditer(r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?", text[start:end]):
        if not _common(word.group()):
            yield start + word.start(), start + word.end()


def _sentence_start(text: str, start: int) -> bool:
    before = text[:start].rstrip()
    return not before or before[-1] in '.!?:;"„“»«(-–—'


@register
class SlavicNameDetector(Detector):
    name = "slavic_names"
    categories = frozenset({Category.PER, Category.GPE})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        slavic = _language(post) in _SLAVIC
        if not slavic and not _slavic_near(text, 0, len(text)):
            return  # most posts: no letter and no two words of these languages anywhere

        def near(start: int, end: int) -> bool:
            return slavic or _slavic_near(text, start, end)

        for match in _TITLED.finditer(text):
            if near(*match.span()):
                for start, end in _names(text, *match.span("name")):
                    yield Mention(start, end, Category.PER, None, "high", "person:slavic-title")
        for match in _AT_HOME.finditer(text):
            if near(*match.span()) and not _large_or_known(match["name"].split()[0]):
                for start, end in _names(text, *match.span("name")):
                    yield Mention(start, end, Category.PER, None, "medium", "person:slavic-family")
        for match in _FAMILY.finditer(text):
            if not _common(match["name"]) and near(*match.span()):
                yield Mention(*match.span("name"), Category.PER, None, "medium", "person:slavic-family")
        for match in _ADJECTIVAL.finditer(text):
            start = match.start()
            if _common(match["name"]) or not near(*match.span()) or _after_institution(text, start):
                continue
            if not _sentence_start(text, start):
                yield Mention(*match.span("name"), Category.PER, None, "medium", "person:slavic-surname")
        for match in _CAPITALISED.finditer(text):
            word = match.group()
            if first_name_of(word) is not None and not _common(word) and near(*match.span()):
                yield Mention(*match.span(), Category.PER, None, "medium", "person:slavic-case")
        for match in _LOCATIVE.finditer(text):
            word = match["name"]
            if not _common(word) and not _large_or_known(word) and first_name_of(word) is None and near(*match.span()):
                yield Mention(*match.span("name"), Category.GPE, None, "medium", "place:slavic-locative")


def _after_institution(text: str, start: int) -> bool:
    """The surname form follows a capitalised word that is no first name: the adjective of an
    institution's name (``Uniwersytetu Warszawskiego``, ``Teatru Polskiego``)."""
    before = regex.search(r"(\p{Lu}\p{Ll}+)\s+$", text[:start])
    if before is None:
        return False
    word = before.group(1)
    return first_name_of(word) is None and name_kinds(word)[0] is None and not regex.fullmatch(f"(?i:{_TITLE})", word)
