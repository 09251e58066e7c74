"""Short codes that name a kind of thing, not a person, a place or a firm (issue 38).

A code of capitals and digits (``B2``, ``Q1``, ``HLF 20``, ``CET``) looks like a name to a
tagger, and many such codes are private: a plate, a file number, a room of a named building
(the number rules find those). Others name a *kind*: a language level, a school year or a
quarter, an alarm keyword, a vehicle's type designation, a time zone, a product's model. Many
people share each of them; they identify no one, and replacing them damages the text. The
evidence is the frame around the code, not a list of codes:

- a word for a kind right before the code (``Niveau B2``, ``Deutschkurs C1``, ``Stichwort:
  H2``, ``Typ LF``, ``level A2``, ``grade C``, ``Besoldungsgruppe A13``) or right after it
  (``B1 course``, ``C1-Prüfung``, ``A2 level``);
- a language level (A1 to C2) in a sentence that speaks of a language or a course;
- a quarter or a school's upper-school year (``Q1`` to ``Q4`` where the sentence has a year or
  speaks of figures, plans or school; ``EF``, ``E1``, ``J2`` where it speaks of school; ``nach
  Q2 7`` is a Mannheim square);
- a time zone of the list right after a time of day (``21:00 CET``, ``9 am PST``, ``14 Uhr
  MEZ``; a club's initials after a time, ``18:00 BRFC``, are not one);
- a type designation: letters, a number, a slash and a number (``DLK 18/12``, ``LF 20/16``), the
  shape of the German standards for fire engines, and the codes listed with it (``mit HLF 20 und
  DLK 18/12``);
- a fault's code after a word of fault (``error F28``, ``Fehler F75``); a clock time with its half
  of the day or a race's goal (``4.20pm``, ``sub-4``); an era's adjective between a determiner
  (or a heading's colon) and a noun (``a Victorian terrace``) that no place or person table holds;
- a model after its brand (``Sony A7``, ``Nikon Z6``): a brand of the public sphere's list
  right before a code with a digit, also where a tagger read both as one name; a capitalised
  word that is no common word before a model's hyphenated code (``Fuji X-E4``; ``Block D-14``
  names a building's part).

:func:`names_a_kind` is asked by :func:`teianon.detect.detect` for every name a detector
proposes that no participant is linked to; a code it recognises is not proposed.
"""

from __future__ import annotations

import regex

from ..lazy import lazy
from .lexicon import frequency

_FLAGS = regex.IGNORECASE | regex.VERSION1
# What a code is: capitals (at most five), perhaps a number, perhaps a slash and a number; or a
# class's number and letter. Nothing in lower case: "VfB 09", "Anna" are names.
_CODE = lazy(r"(?-i:\p{Lu}{1,5})(?:[ \-]?\d{1,4}(?:/\d{1,3})?\+?)?|\d{1,2}(?-i:[a-f])", regex.VERSION1)
# Words for a kind, alone or as a compound's last part (Sprachniveau, Deutschkurs, Alarmstufe).
_KIND_WORDS = (
    r"\p{L}*(?:niveau|kurs|kurses|stufe|klasse|prüfung|pruefung|zertifikat|stichwort|typ|typs|modell|grad)|"
    # Groups of a pay scale or a blood type; "Investorengruppe EQT", "Arbeitsgruppe ITU" are bodies.
    r"(?:besoldungs|entgelt|tarif|lohn|gehalts|blut|gefahren)gruppe|"
    r"level|course|class|grade|exam|test|certificate|type|model|category|kategorie|version|norm|standard|format|"
    r"größe|groesse|size|tarif|baureihe|keyword|"
    # A fault's code on a display, the same on every appliance of the model ("error F28",
    # "Fehlercode E4", "Störung F75"): a kind of fault, no place or firm.
    r"error|errors|fault|fehler|fehlercode|fehlermeldung|störung|stoerung|störungscode|warnung|warning"
)
_KIND_BEFORE = lazy(rf"(?<!\p{{L}})(?:{_KIND_WORDS})\s?[:\-]?\s?$", _FLAGS)
# After the code only the words of levels, courses and exams: "REWE-Gruppe", "XY-Modell" are a
# firm's group and its product.
_KIND_AFTER = lazy(
    r"\s?-?(?:niveau|kurs|kurse|kurses|prüfung|pruefung|zertifikat|level|course|exam|test|certificate|class)(?!\p{L})",
    _FLAGS,
)
_LEVEL = lazy(r"(?-i:[ABC][12])(?:\.[12])?\+?", regex.VERSION1)
_LANGUAGE = lazy(
    r"(?<!\p{L})(?:deutsch\p{L}*|german|englisch\p{L}*|english|französisch\p{L}*|french|spanisch\p{L}*|spanish|"
    r"italienisch\p{L}*|italian|türkisch\p{L}*|turkish|arabisch\p{L}*|arabic|russisch\p{L}*|russian|polnisch\p{L}*|"
    r"polish|\p{L}*sprach\p{L}*|language|sprache|lernen|learn\p{L}*|vhs|telc|goethe|testdaf|dsh|cefr|ger|"
    r"integrationskurs\p{L}*|kurs\p{L}*|course|lesson\p{L}*|unterricht|lehrer\p{L}*|teacher|tutor)(?!\p{L})",
    _FLAGS,
)
_QUARTER = lazy(r"(?-i:Q[1-4])", regex.VERSION1)
# What makes Q1 to Q4 a quarter: a year, or a word of business figures and planning.
_QUARTER_CUE = lazy(
    r"(?<![\p{L}\p{N}])(?:(?:19|20)\d\d|'\d\d|fy\d*|quartal\p{L}*|quarter\p{L}*|bericht\p{L}*|report\p{L}*|"
    r"umsatz\p{L}*|revenue|earnings|sales|budget\p{L}*|geschäftsjahr\p{L}*|fiscal|ergebnis\p{L}*|zahlen|figures|"
    r"results|planung|planning|roadmap|release|launch|deadline|ziel\p{L}*|target\p{L}*|okrs?)(?![\p{L}\p{N}])",
    _FLAGS,
)
# Time zones as writers name them after a time of day.
_TIME_ZONES = frozenset(
    "UTC GMT Z CET CEST MEZ MESZ OEZ OESZ WEZ WESZ EET EEST WET WEST BST IST PST PDT MST MDT CST CDT EST EDT ET PT "
    "CT MT AKST AKDT HST AEST AEDT ACST ACDT AWST JST KST NZST NZDT SGT HKT MSK TRT".split()
)
# A word before a hyphenated model code that is less frequent than this (Zipf) may be a brand
# the lists lack ("Fuji X-E4"); a word of the language ("Block D-14") is no brand.
_BRAND_WORD = 3.5
# A brand's name as common as this (Zipf) is a word before a code first ("Block D-14").
_COMMON_WORD = 4.5
_SCHOOL_YEAR = lazy(r"(?-i:EF|E[12]|J[12])", regex.VERSION1)
_SCHOOL = lazy(
    r"(?<!\p{L})(?:\p{L}*schul\p{L}*|schüler\p{L}*|abi\p{L}*|oberstufe|jahrgang\p{L}*|stufe|klasse\p{L}*|"
    r"lehrer\p{L}*|kurs\p{L}*|school|pupils?|students?|year\s\d{1,2})(?!\p{L})",
    _FLAGS,
)
# A time of day: with its minutes, or with "Uhr", "h", "am", "pm" ("die 3 TSV-Spieler" is a count).
_CLOCK_BEFORE = lazy(
    r"(?<![\p{L}\p{N}])\d{1,2}(?:(?:[:.]\d{2})\s?(?:uhr|h|am|pm|a\.m\.|p\.m\.)?|\s?(?:uhr|h|am|pm|a\.m\.|p\.m\.))\s?$",
    _FLAGS,
)
# The German standards' designation: letters, a number, a slash and a number.
_DESIGNATION = lazy(r"(?-i:\p{Lu}{1,5})[ \-]?\d{1,4}/\d{1,3}", regex.VERSION1)
_DESIGNATION_END = lazy(r"(?-i:\p{Lu}{1,5})[ \-]?\d{1,4}/\d{1,3}$", regex.VERSION1)
# Codes listed with one ("LF 16 und DLK 18/12").
_LISTED = lazy(r"\s?(?:,|und|and|sowie|&|plus|mit|with)\s", _FLAGS)
_BRAND_BEFORE = lazy(r"(?<![\p{L}\p{N}])(?P<brand>\p{Lu}[\p{L}\-]+)\s$", regex.VERSION1)
_BRAND_MODEL = lazy(
    r"(?P<brand>\p{Lu}[\p{L}\-]+)\s(?=[\p{L}\-]*\d)(?-i:\p{Lu}{1,4})[\-]?\d{1,4}(?-i:\p{Lu}{0,2})", regex.VERSION1
)
_HYPHENATED_MODEL = lazy(r"(?-i:\p{Lu}{1,3})-(?-i:\p{Lu}{0,2})\d{1,3}(?-i:\p{Lu})?", regex.VERSION1)
_ROADS = lazy(
    r"\p{L}*(?:autobahn|straße|strasse|route|highway|motorway|freeway|road|weg|chaussee|autopista|autoroute)", _FLAGS
)
_SENTENCE_END = lazy(r"[.!?\n]")
_REACH = 100
# A clock time with its half of the day, a race's goal (``sub-4``, ``Sub 3:30``) or a finish
# time: a tagger reads some as places; they name nothing.
_TIME_SHAPE = lazy(
    r"\d{1,2}(?:[.:]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|sub[\-\s]?\d{1,2}(?:[.:]\d{2}){0,2}(?:\s?h)?"
    r"|\d{1,2}:\d{2}:\d{2}",
    _FLAGS,
)
# An era's or a style's adjective: one capitalised word in -ian, -ean, -an (Victorian, Edwardian,
# Jacobean, Georgian); a determiner or a word of time before, a noun in lower case after.
_ERA_WORD = lazy(r"(?-i:\p{Lu}\p{Ll}{3,}(?:ian|ean|an))", regex.VERSION1)
_ERA_BEFORE = lazy(
    r"(?<!\p{L})(?:a|an|the|this|that|these|those|our|my|your|his|her|their|its|late|early|mid|high|typical|"
    r"original|classic|genuine|proper|old)\s$",
    _FLAGS,
)
_OPENING = lazy(r":\s*$")
_LOWER_AFTER = lazy(r"(?:-|\s)(?-i:\p{Ll}{2,})", regex.VERSION1)


def _sentence(text: str, start: int, end: int) -> str:
    left = max(0, start - _REACH)
    ends = [m.end() for m in _SENTENCE_END.finditer(text, left, start)]
    if ends:
        left = ends[-1]
    after = _SENTENCE_END.search(text, end, min(len(text), end + _REACH))
    return text[left : after.start() if after else min(len(text), end + _REACH)]


def _brand(word: str) -> bool:
    # Imported here: teianon.lists reads the lexicon of this package, whose __init__ imports this
    # module (teianon.detect.detect asks names_a_kind).
    from ..lists import key_of, notable

    return any(e.category == "ORG" and e.kind in ("brand", "company") for e in notable().get(key_of(word)))


def names_a_kind(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a code that names a kind of thing (see the module's doc)."""
    code = text[start:end]
    if _TIME_SHAPE.fullmatch(code) is not None:
        return True  # "4.20pm", "sub-4", "Sub-3:30": a clock time or a race's goal, never a name
    if _era_adjective(text, start, end):
        return True
    if _CODE.fullmatch(code) is None and _HYPHENATED_MODEL.fullmatch(code) is None:
        # A brand and its model read as one name ("Nikon Z6" as a person): the product.
        model = _BRAND_MODEL.fullmatch(code)
        return model is not None and _brand(model.group("brand"))
    before = text[max(0, start - 40) : start]
    if _KIND_BEFORE.search(before) or _KIND_AFTER.match(text, end):
        return True
    designation = _DESIGNATION.match(text, start)
    if designation is not None and designation.end() >= end:
        return True  # "DLK 18/12", also where a tagger took "DLK 18" without its "/12"
    if _listed_with_designation(text, start, end):
        return True
    if _QUARTER.fullmatch(code) and (
        _QUARTER_CUE.search(_sentence(text, start, end)) or _SCHOOL.search(_sentence(text, start, end))
    ):
        return True  # "Umsatz im Q3 2024": a quarter; "nach Q2 7" is a Mannheim square
    if _LEVEL.fullmatch(code) and _LANGUAGE.search(_sentence(text, start, end)):
        return True
    if _SCHOOL_YEAR.fullmatch(code) and _SCHOOL.search(_sentence(text, start, end)):
        return True
    if code.strip().upper() in _TIME_ZONES and code.strip().isupper() and _CLOCK_BEFORE.search(before):
        return True  # "21:00 CET": a time zone (not a club's initials after a time, "18:00 BRFC")
    brand = _BRAND_BEFORE.search(before)
    if brand is None or not any(c.isdigit() for c in code):
        return False
    # A brand of the list, or any capitalised word before a model's hyphenated code ("Fuji
    # X-E4", "Olympus E-M10"): a plate, a room, a member's code with that shape are numbers.
    if _ROADS.fullmatch(brand.group("brand")):
        return False  # "Autobahn O-52", "Route N-7": a road, a place
    word = brand.group("brand")
    # A word of the language before the code ("Block D-14", "Haus B-2") names a building's part,
    # also where a brand is called so.
    if frequency(word) >= _COMMON_WORD:
        return False
    return _brand(word) or (_HYPHENATED_MODEL.fullmatch(code) is not None and frequency(word) < _BRAND_WORD)


def _era_adjective(text: str, start: int, end: int) -> bool:
    """A capitalised adjective of an era or a style (``a Victorian terrace``, ``the Georgian
    windows``, ``late Edwardian villas``): a word in ``-ian``, ``-ean`` or ``-an`` that no place
    or person table holds, between a determiner or a word of time and a word in lower case. A first name
    with that ending is a subject, not between an article and a noun (``Christian said``)."""
    word = text[start:end]
    if _ERA_WORD.fullmatch(word) is None:
        return False
    # Or after a heading's colon ("Forum: Victorian terrace damp"); not at a sentence's start,
    # where a surname in -an stands before its verb as often ("Sullivan said", "Krugman sagt").
    opening = _OPENING.search(text[max(0, start - 4) : start]) is not None
    if not opening and _ERA_BEFORE.search(text, max(0, start - 12), start) is None:
        return False
    if _LOWER_AFTER.match(text, end) is None:
        return False
    from ..lists import key_of, persons, places

    # A town's or a person's name with that ending ("our Julian is ill") is a name.
    key = key_of(word)
    return not places().get(key) and not persons().get(key)


def _listed_with_designation(text: str, start: int, end: int) -> bool:
    """A code in a list with a type designation (``LF 16 und DLK 18/12``, ``DLK 18/12, HLF
    20``): its neighbour's shape says what the list is."""
    after = _LISTED.match(text, end)
    if after is not None and _DESIGNATION.match(text, after.end()):
        return True
    for joint in _LISTED.finditer(text, max(0, start - 30), start):
        if joint.end() == start and _DESIGNATION_END.search(text, max(0, joint.start() - 15), joint.start()):
            return True
    return False
