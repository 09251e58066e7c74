"""LOC: streets named without a house number or a street word at their end (issue 39).

The ``place`` detector takes a street without a number only where its name holds a person's name
or no word (``Stösserstraße``); notices, reports and witnesses' statements name streets in other
ways:

- ``place:street-compound``: a compound of ``-weg``, ``-ring``, ``-pfad``, ``-kamp``,
  ``-winkel``, ``-twiete``, ``-brink``, ``-anger`` after ``im``/``am``/``vom``/``zum``
  (``wohnen im Lehmkuhlenweg``), where the whole word is no dictionary's (``im Radweg``,
  ``am Stadtring`` … of the dictionary stay);
- ``place:street-adjective``: a capitalised adjective of a street's name and a noun of streets
  and fields (``Winkel``, ``Grund``, ``Kamp``, ``Markt`` …) after a preposition (``am Grünen
  Winkel``, ``an den Stillen Grund``, ``Am Hohen Kamp``): German writes an adjective with a
  capital only in a name; other nouns stay (``in der Großen Koalition``, ``im Hohen Hause``,
  ``im Kalten Krieg``);
- ``place:street-preposition``: a street that begins with a capitalised preposition and article
  in the middle of a sentence (``Treffpunkt Auf der Heide``, ``wohnt jetzt An der Ziegelei``):
  mid-sentence the capital says it is a name (``auf dem Weg``, ``an der Uni`` stay);
- ``place:street-french``: a French street after its lower-case word (``rue des Lilas``,
  ``boulevard Voltaire``, ``impasse du Moulin``, ``quai de la Gare``);
- ``place:street-witness``: a one-word street and its house number after a person's name and a
  comma (``Heinrich Dörpmund, Horst 12, gab an``): the name's address as a statement writes it
  (no count: ``Anna Kühl, Klasse 7``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..lists import key_of, notable
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .address_words import NOT_AFTER, NOT_NAMES, NOT_STREETS
from .evidence import is_plain_word
from .lexicon import frequency

_FLAGS = regex.VERSION1
_COMPOUND = lazy(
    r"(?<![\p{L}\-])(?i:im|am|vom|zum|beim)\s"
    r"(?P<street>\p{Lu}\p{Ll}{2,}(?:weg|ring|pfad|kamp|winkel|twiete|brink|anger|redder))(?![\p{L}\-])",
    _FLAGS,
)
# Adjectives that name streets and fields (Grüner Winkel, Hohe Straße, Lange Reihe).
_ADJECTIVES = (
    r"(?:Grün|Hoh|Alt|Neu|Lang|Kurz|Breit|Schmal|Still|Hell|Dunkl|Klein|Groß|Gross|Schön|Weiß|Weiss|Rot|Schwarz|"
    r"Blau|Gelb|Tief|Krumm|Ober|Unter|Hinter|Vorder|Mittler|Steil|Flach|Kalt|Warm|Sonnig|Ruhig|Wild)"
)
# The nouns of streets, fields and squares that such names end in ("in der Großen Koalition", "im
# Hohen Hause", "im Alter Verantwortung" name no street).
_STREET_NOUNS = (
    r"Winkel|Grund|Kamp|Brink|Esch|Weg|Feld|Reihe|Berg|Graben|Tor|Hof|Acker|Wiese|Heide|Busch|Rain|Steig|Stieg|"
    r"Markt|Wall|Damm|Ufer|Hagen|Twiete|Anger|Bleiche|Wende|Höhe|Horst|Holz|Pfad|Ring|Platz|Allee|Gasse|Straße|"
    r"Strasse|Mühle|Teich|Bach|Garten|Kirchweg|Stein|Kuhle|Siek|Kamp|Land|Flur|Haag|Hecke|Linde|Eiche|Buche|"
    r"Trift|Ort|Ende|Worth|Wurth|Deich|Moor|Loh|Lohe"
)
_ADJECTIVE_STREET = lazy(
    rf"(?<![\p{{L}}\-])(?i:am|an\sder|an\sden|auf\sdem|auf\sden|auf\sder|im|in\sder|in\sden|zum|zur|vom)\s"
    rf"(?P<street>{_ADJECTIVES}(?:e|en|er|es)\s(?:{_STREET_NOUNS}))(?![\p{{L}}\-])",
    _FLAGS,
)
# Times, events and books that an adjective and a noun name after a preposition.
_NOT_STREET_NOUNS = frozenset(
    "abend morgen tag tage woche jahr jahres krieg krieges testament reich reiches welt meer meeres haus hauses "
    "kreuz kreuzes mittelalter zeit zeiten ära epoche bund bundes liga garde schule markt westen osten norden süden "
    "sueden".split()
)
_PREPOSITION_STREET = lazy(
    r"(?<=[\p{L}\p{N}][^\S\n]|,[^\S\n])(?P<street>(?:An\sder|An\sden|Auf\sdem|Auf\sder|Auf\sden|In\sder|In\sden|"
    r"Unter\sden|Hinter\sder|Hinter\sdem|Vor\sdem|Zur|Zum|Am|Im)\s\p{Lu}\p{Ll}{2,}(?:[\s\-]\p{Lu}\p{Ll}{2,})?)(?![\p{L}\-])",
    _FLAGS,
)
_FRENCH = lazy(
    r"(?<![\p{L}\-])(?i:rue|boulevard|bd|impasse|quai|chemin|allée|avenue|place|cours|ruelle)\s"
    r"(?P<article>de\sla\s|de\sl['’]|des\s|du\s|de\s|d['’])?"
    r"(?P<name>\p{Lu}[\p{L}'’]+(?:[\s\-](?:de\s|du\s|des\s|la\s|le\s)?\p{Lu}[\p{L}'’]+){0,2})",
    _FLAGS,
)
_WITNESS = lazy(
    r"(?<![\p{L}\-])\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\s\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?,\s"
    r"(?P<street>\p{Lu}\p{Ll}{2,}\s(?P<house>\d{1,3}[a-h]?))(?=\s?[,;)]|\s(?:in|bei)\s\p{Lu})",
    _FLAGS,
)
_QUICK = lazy(
    r"weg|ring|pfad|kamp|winkel|steg|stieg|twiete|brink|anger|redder|rue|boulevard|bd|impasse|quai|chemin|allée|"
    r"avenue|place|cours|\s(?:An|Auf|In|Unter|Hinter|Vor|Zur|Zum|Am|Im)\s|, \p{Lu}\p{Ll}+ \d",
    _FLAGS | regex.IGNORECASE,
)


def _public(text: str) -> bool:
    return bool(notable().get(key_of(text)))


@register
class PlaceStreetsBareDetector(Detector):
    name = "place_streets_bare"
    categories = frozenset({Category.LOC})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _QUICK.search(text) is None:
            return
        for source, start, end in self._streets(text):
            yield Mention(start, end, Category.LOC, None, "medium", f"place:{source}")

    def _streets(self, text: str) -> Iterator[tuple[str, int, int]]:
        for match in _COMPOUND.finditer(text):
            word = match["street"]
            if not is_plain_word(word) and frequency(word) < 3.0 and not _public(word):
                yield "street-compound", *match.span("street")
        for match in _ADJECTIVE_STREET.finditer(text):
            noun = match["street"].split()[-1]
            if noun.casefold() not in _NOT_STREET_NOUNS and not _public(match["street"]):
                yield "street-adjective", *match.span("street")
        for match in _PREPOSITION_STREET.finditer(text):
            noun = match["street"].split()[-1]
            if _sentence_start(text, match.start()) or noun.casefold() in NOT_NAMES | _NOT_STREET_NOUNS:
                continue
            if not _public(match["street"]):
                yield "street-preposition", *match.span("street")
        for match in _FRENCH.finditer(text):
            cue = text[match.start() : match.start() + 1]
            word = text[match.start() : match.start("name")].split()[0].casefold()
            # "place" and "avenue" are English words: only before a French article.
            if cue.isupper() or word in ("place", "avenue", "cours") and match["article"] is None:
                continue
            yield "street-french", match.start(), match.end("name")
        for match in _WITNESS.finditer(text):
            word = match["street"].split()[0].casefold()
            if word in NOT_NAMES or word in NOT_STREETS or word in NOT_AFTER or word in _COUNTS:
                continue
            yield "street-witness", *match.span("street")


# Words a number after a name and a comma counts or ranks, not a house.
_COUNTS = frozenset(
    "klasse jahrgang alter kapitel seite platz rang note punkte startnummer trikot zimmer raum tisch reihe "
    "sitz gleis bahnsteig tor halle stand box grade year class age page room table row seat gate".split()
)


def _sentence_start(text: str, at: int) -> bool:
    """The capital at ``at`` is a sentence's or a line's first word's."""
    before = text[max(0, at - 3) : at].rstrip()
    return not before or before[-1] in '.!?:\n"„“(–-'
