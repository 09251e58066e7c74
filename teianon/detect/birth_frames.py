"""NUMBER: dates of birth that other words than the cues of :mod:`.birth_date` give (issue 39).

Obituaries, announcements, family trees and profiles say a birth in their own frames; the date
in them singles out a person as surely as after ``geb.`` (rule ``number:birth-date``):

- the frames of a birth: ``erblickte am 3.4.1962 das Licht der Welt``, ``hat am vierten Mai
  neunzehnhundertzweiundsechzig das Licht der Welt erblickt``, ``came into the world on 4 May
  1988``, ``entered this world on …``; the date in digits or in words;
- a birthday with the age it brings: ``feiert am 12. Juni ihren 75. Geburtstag``, ``celebrates
  his 80th birthday on 3 April``, ``wird am 2. Mai 60``: day and month with the age are the date
  of birth (a party's day without an age stays: ``zum Geburtstag am 21.6.``);
- a family tree in GEDCOM: the ``DATE`` line under ``1 BIRT`` (or a christening, ``CHR``,
  ``BAPM``), ``2 DATE 11 MAR 1950``;
- a person's year of birth as ``Jahrgang`` (``ich bin Jahrgang 1951``, ``meine Nachbarin ist
  Jahrgang 47``, ``Anna Kühne, Jahrgang 1951``): a wine's, a car's or a school's ``Jahrgang``
  stays (``der Riesling ist Jahrgang 2019``, ``im Jahrgang 12``).

Dates before :data:`~.birth_date.LIVING_SINCE` stay, as there; the cue stays, only the date or
year is NUMBER.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .birth_date import _DATE, _PERSON_NOUNS, LIVING_SINCE, _thing_born
from .birth_words import _DE_DAY, _DE_YEAR, _EN_DAY, _EN_YEAR
from .birth_words import _MONTHS as _MONTH_NAMES
from .evidence import is_plain_word
from .person_words import name_kinds

_FLAGS = regex.IGNORECASE | regex.VERSION1
# A date in digits or words (the German and English ordinals of :mod:`.birth_words`).
_WORDS_DATE = (
    rf"(?:{_DE_DAY}\s+(?:{_MONTH_NAMES})(?:\s+{_DE_YEAR})?"
    rf"|(?:the\s)?{_EN_DAY}\s(?:of\s)?(?:{_MONTH_NAMES})(?:,?\s{_EN_YEAR})?)(?![\p{{L}}])"
)
_ANY_DATE = rf"(?:{_DATE}|{_WORDS_DATE})"
_WORLD = r"(?:das\sLicht\sder\sWelt|zur\sWelt)"
# "erblickte am … das Licht der Welt", "hat am … das Licht der Welt erblickt", "came into the
# world on …": a few words (a time, a place) may stand between, within the clause.
_LIGHT = lazy(
    rf"(?<![\p{{L}}])(?:erblickte|erblickten|erblickt|hat|haben|kam|kamen)\s(?:\p{{L}}+\s){{0,2}}am\s(?P<date>{_ANY_DATE})"
    rf"(?:\s[^\s.!?;,]+){{0,6}}?\s{_WORLD}"
    rf"|(?<![\p{{L}}])(?:came|come|comes|entered)\s(?:into\s)?(?:the|this)\sworld\s(?:on\s)?(?:the\s)?(?P<date>{_ANY_DATE})"
    rf"|das\sLicht\sder\sWelt\s(?:am\s)?(?P<date>{_ANY_DATE})",
    _FLAGS,
)
# A birthday with its age: "ihren 75. Geburtstag", "his 80th birthday", "seinen achtzigsten
# Geburtstag"; the date "am"/"on" within the same clause, before or after.
_AGE = r"(?:\d{1,3}(?:\.|st|nd|rd|th)|\p{L}+(?:zigsten|ßigsten|ssigsten|zehnten|hundertsten|tieth|teenth))"
_AGE_BIRTHDAY = lazy(
    rf"(?<![\p{{L}}\p{{N}}])(?:ihren|seinen|ihrem|seinem|his|her|their)\s(?P<age>{_AGE})\s(?:Geburtstag|birthday)(?![\p{{L}}])",
    _FLAGS,
)
_ON_DATE = lazy(rf"(?<![\p{{L}}])(?:am|on)\s(?:the\s)?(?P<date>{_DATE})", _FLAGS)
# "Oma wird am 2. Mai 80", "wird 7 am 12.03.2026", "turns 14 on 14/02/2026": the age a person
# turns on a day is the year of birth with it.
_TURNS = lazy(
    rf"(?<![\p{{L}}])(?:wird|werde|wirst|turns|will\sturn)\sam\s(?P<date>{_DATE})\s(?P<age>\d{{1,3}})(?:\s(?:Jahre|years))?(?=\s*(?:[!?,;]|\.(?!\d)|$|\s(?:alt|old|und|and)\b))"
    rf"|(?<![\p{{L}}])(?:turns|will\sturn|is\sturning)\s(?P<age>\d{{1,3}})\s(?:years?\s(?:old\s)?)?on\s(?:the\s)?(?P<date>{_DATE})"
    rf"|(?<![\p{{L}}])(?:wird|werde|wirst)\s(?P<age>\d{{1,3}})\s(?:Jahre\s(?:alt\s)?)?am\s(?P<date>{_DATE})",
    _FLAGS,
)
# GEDCOM (a family tree's file): a birth's or christening's event, its date on a line below.
_GEDCOM = lazy(
    r"(?m)^[^\S\n]*1[^\S\n]+(?:BIRT|CHR|BAPM)[^\S\n]*(?:Y[^\S\n]*)?\n(?:[^\S\n]*[2-9][^\S\n]+(?!DATE)[A-Z_]+[^\n]*\n){0,3}"
    r"[^\S\n]*2[^\S\n]+DATE[^\S\n]+(?P<date>(?:(?:ABT|BEF|AFT|EST|CAL)[^\S\n]+)?(?:\d{1,2}[^\S\n]+)?"
    r"(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)?[^\S\n]*(?P<year>\d{4}))[^\S\n]*$"
)
# "ich bin Jahrgang 1951", "Meine Nachbarin ist Jahrgang 47", "Anna Kühne, Jahrgang 1951"; a
# year of birth in apposition to a person, as editorial notes write it ("Die Sprecherin (Jahrgang
# 1941)", "Der Zeuge (geb. 1962)", "Jim Platt, born 1958"): a year alone elsewhere narrows little.
_JAHRGANG = lazy(
    r"(?<![\p{L}])(?P<verb>bin|bist|ist|sind|seid|war|waren)\s(?:(?:auch|noch|ebenfalls|selbst|erst|wohl|ja|schon)\s)?(?P<cue>Jahrgang)\s(?P<year>(?:19|20)\d\d|['’]?\d\d)(?![\p{L}\p{N}]|[.,]\d)"
    r"|(?P<name>\p{Lu}[\p{L}\-]+)(?:\s?\(|,\s)(?:Jahrgang|Jg\.|geb\.|geboren|born|b\.)\s(?:(?:im\sJahr|in)\s)?"
    r"(?P<year>(?:19|20)\d\d)(?![\p{L}\p{N}]|[.,/]\d)",
    _FLAGS,
)
_PRONOUNS = frozenset("ich du er sie wir ihr man".split())
_POSSESSIVE = frozenset("mein meine dein deine sein seine ihr ihre unser unsere euer eure".split())
_ARTICLES = frozenset(
    "der die das den dem des ein eine einer einen unser unsere mein meine dein deine sein seine ihr ihre".split()
)
# Nouns of people beside those of :mod:`.birth_date`, and the endings of German and English
# agent nouns (Nachbarin, Kollege, Lehrer): "Wein" ends in "-in" as "Freundin" does.
_KIN = frozenset(
    "nachbar nachbarin kollege kollegin chef chefin opa oma papa mama schwager schwägerin lehrer lehrerin "
    "neighbour neighbor colleague".split()
)
_AGENT_ENDINGS = ("erin", "arin", "istin", "antin", "entin", "er", "ist", "ant", "ent", "or", "ege")
# The cues of an age turned and of a year in apposition, read only where a number follows them:
# "wird", "born" and "geb." alone stand in most German and English posts.
_NEW_CUES = regex.compile(
    r"(?:wird|werde|wirst|turns|turning)\s\d|(?:\(|,\s)(?:geb\.|geboren|born|b\.)\s(?:(?:im\sJahr|in)\s)?(?:19|20)\d\d",
    _FLAGS,
)
_REQUIRES = (
    "licht der welt",
    "zur welt",
    "world",
    "geburtstag",
    "birthday",
    "jahrgang",
    "jg.",
    "wird am",
    "turn",
    "date",
)


@register
class BirthFramesDetector(Detector):
    name = "birth_frames"
    categories = frozenset({Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        folded = post.folded
        if not any(cue in folded for cue in _REQUIRES) and _NEW_CUES.search(text) is None:
            return
        for start, end in self._spans(text):
            yield Mention(start, end, Category.NUMBER, None, "high", "number:birth-date")

    def _spans(self, text: str) -> Iterator[tuple[int, int]]:
        for match in _LIGHT.finditer(text):
            if not _old(match.captures("year")) and not _thing_born(text, match.start()):
                yield match.span("date")
        for match in _AGE_BIRTHDAY.finditer(text):
            date = _clause_date(text, match)
            if date is not None and _living_age(match["age"]):
                yield date
        for match in _TURNS.finditer(text):
            # A year with the date too: the day and month are the birthday's all the same, and
            # the year less the age is the year of birth ("turns 14 on 14/02/2026").
            if 0 < int(match["age"]) <= 110 and not _old(match.captures("year")):
                yield match.span("date")
        if "DATE" in text:
            for match in _GEDCOM.finditer(text):
                if int(match["year"]) >= LIVING_SINCE:
                    yield match.span("date")
        for match in _JAHRGANG.finditer(text):
            if _person_jahrgang(text, match):
                yield match.span("year")


def _old(years: list[str]) -> bool:
    return any(len(y) == 4 and int(y) < LIVING_SINCE for y in years)


def _living_age(age: str) -> bool:
    """An age a living person reaches (a town's or a firm's 750th is none)."""
    digits = "".join(c for c in age if c.isdigit())
    return not digits or 0 < int(digits) <= 110


def _clause_date(text: str, match: regex.Match[str]) -> tuple[int, int] | None:
    """The date without a year ``am``/``on`` in the clause of a birthday with its age."""
    start = max(text.rfind("\n", 0, match.start()) + 1, match.start() - 80)
    end = text.find("\n", match.end())
    end = min(len(text) if end < 0 else end, match.end() + 40)
    for found in _ON_DATE.finditer(text, start, end):
        between = (
            text[found.end() : match.start()] if found.end() <= match.start() else text[match.end() : found.start()]
        )
        if regex.search(r"[!?;]|\.\s+\p{Lu}", between) is None and not found.captures("year"):
            return found.span("date")
    return None


def _person_jahrgang(text: str, match: regex.Match[str]) -> bool:
    """``Jahrgang`` of a person: a pronoun, a name or a noun of a person as its subject."""
    year = match["year"]
    if len(year) == 4 and int(year) < LIVING_SINCE:
        return False
    if match["name"] is not None:
        name = match["name"]
        # A feminine agent noun is a person's ("Die Sprecherin (Jahrgang 1941)"); a masculine one
        # is a thing's as often (der Silvaner, der Computer).
        agent = name.casefold().endswith(("erin", "arin", "istin", "antin", "entin"))
        if name.casefold() in _PERSON_NOUNS or name.casefold() in _KIN or agent or not is_plain_word(name):
            return True
        # A surname that is a word after a first name ("Jim Platt, born 1958").
        first = regex.search(r"(\p{Lu}\p{Ll}+)\s$", text[max(0, match.start() - 30) : match.start()])
        return first is not None and name_kinds(first.group(1))[0] is not None
    before = regex.findall(r"[\p{L}\-]+", text[max(0, match.start() - 40) : match.start()])
    if not before:
        return match["verb"].casefold() in ("bin", "bist", "sind", "seid")
    subject = before[-1]
    if subject.casefold() in _PRONOUNS or subject.casefold() in ("bin", "bist"):
        return True
    noun = subject.casefold()
    if len(before) > 1 and before[-2].casefold() in _ARTICLES:
        # "der Riesling ist Jahrgang 2019", "der Wein …": only a noun of a person has a year of birth.
        # After a possessive an agent noun is a person ("meine Schwägerin"); after an article wines
        # end in "-er" as often (der Silvaner, der Grauburgunder).
        agent = before[-2].casefold() in _POSSESSIVE and noun.endswith(_AGENT_ENDINGS)
        return noun in _PERSON_NOUNS or noun in _KIN or agent
    # A name as the subject ("Kottmann ist Jahrgang 1951"): capitalised, not a noun of a thing.
    return (
        subject[:1].isupper()
        and not is_plain_word(subject)
        and (len(before) < 2 or before[-2].casefold() not in _ARTICLES)
    )
