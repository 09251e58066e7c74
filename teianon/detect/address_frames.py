"""LOC: a street named with a preposition and no house number, where a cue says one lives there.

German streets are often named as a phrase of place (``Am Kirchberg``, ``In den Wiesen``,
``Hinter der Schule``); with a house number the :mod:`teianon.detect.address` rules find them.
Without one, the phrase reads like any phrase of place, except that a name capitalises its
preposition and article inside a sentence. So a capitalised preposition of place mid-sentence,
with one or two capitalised words after it, is a street (``address:street-named``) right after
a cue of where one lives or where a letter goes (``wir wohnen jetzt Hinter den Höfen``,
``Adresse: Auf der Bleiche``, ``schickt es an Zum Steinbruch``) or the noun of a street
(``in die Straße In den Gärten gezogen``, ``Ecke Am Sonnenhang``); the same words at the start of
a sentence, in lower case, or without the cue stay. Nouns of time and order (``Am Ende``, ``Im
Jahr``) are no street; a phrase with a house number is left to the address rules. After a verb
of living and a colon the capital says nothing: there the phrase must end its clause (or a town
follow) and be no idiom of the kind of place one lives in (``Wir wohnen seit Mai: Hinter der
Kirche.`` is taken, ``Wir wohnen seit Mai: Im Grünen`` stays).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import BARRIER, PostText
from . import Detector, DocumentContext, register
from .address_words import DWELLING_CUES, NOT_NAMES, NOT_STREETS

_FLAGS = regex.VERSION1
# The prepositions (and their articles) that begin German street names, capitalised as a name
# writes them; in the dative, where one is, as street names are ("In die Felsen" goes somewhere).
_PREPOSITION = (
    r"(?:Am|Im|Zum|Zur|Beim|Hinterm|Unterm|Überm|Vorm|"
    r"(?:An|Auf|In|Hinter|Unter|Über|Vor|Bei|Zwischen|Neben)\s(?:der|den|dem))"
)
_STREET = lazy(
    rf"(?<![\p{{L}}\p{{N}}])(?P<street>{_PREPOSITION}\s(?P<name>\p{{Lu}}[\p{{L}}\-]+(?:\s\p{{Lu}}[\p{{L}}\-]+)?))"
    # Not before a house number (the address rules' case) nor a genitive, which makes it a
    # phrase ("An den Quellen des Flusses").
    r"(?![\p{L}\p{N}]|\s?\d|\s(?:des|der)\s)",
    _FLAGS,
)
# The cue ends at most a few words before the street: "wohnen seit Mai An der Aue"; an English
# one too ("we live at: Hinter der Kirche").
_CUE = lazy(
    rf"(?:{DWELLING_CUES}|\blive[sd]?\sat|\bliving\sat)(?:\s[\p{{L}}:,]+){{0,3}}[\s:,]*$",
    regex.IGNORECASE | regex.VERSION1,
)
# The noun of a street right before the name says it as well as a verb of living: "in die Straße
# In den Gärten gezogen", "die Straße namens Zum Anger", "Ecke Am Sonnenhang".
_STREET_NOUN = lazy(
    r"(?<!\p{L})(?:straße|strasse|gasse|sackgasse|ecke|straßenname|strassenname)(?:\s(?:namens|heißt|heisst|hieß))?"
    r"[^\S\n]*:?[^\S\n]*$",
    regex.IGNORECASE | regex.VERSION1,
)
_REACH = 40
_LIVING = lazy(r"(?i)wohn|live|living")
# After a verb of living and a colon a capital begins any phrase, so the capital says nothing:
# there the phrase is a street only where it is the whole answer to where (the clause ends
# after it, or a town follows: "Wir wohnen seit Mai: Hinter der Kirche."; not "…: In der Nacht
# hört man die Züge"), and not an idiom of the kind of place one lives in ("Im Grünen", "Am
# Meer", "auf dem Land", "in der Stadt") or a time.
_ANSWER_ENDS = lazy(rf"[^\S\n]*(?:$|[.,;!?)\n{BARRIER}]|(?:in|bei)[^\S\n]\p{{Lu}})", regex.VERSION1)
_IDIOMS = frozenset(
    "grünen gruenen freien meer see küste kueste land lande stadt innenstadt altstadt zentrum stadtzentrum "
    "stadtrand rand ausland inland nähe naehe dorf pampa wald walde bergen berge vorort vororten umland "
    "nacht nächte früh frühe sommer winter".split()
)
# Quarters of the sky name a region, not a street: "wohnen Sie Im Westen?"
_DIRECTIONS = frozenset("norden süden osten westen nordwesten nordosten südwesten südosten".split())


@register
class AddressFrameDetector(Detector):
    name = "address_frames"
    categories = frozenset({Category.LOC})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for match in _STREET.finditer(text):
            words = [w.casefold() for w in match["name"].split()]
            if any(w in NOT_NAMES or w in NOT_STREETS or w in _DIRECTIONS for w in words):
                continue
            cue = _CUE.search(text, max(0, match.start() - _REACH), match.start())
            if cue is None:
                if _STREET_NOUN.search(text, max(0, match.start() - _REACH), match.start()) is not None and not any(
                    w in _IDIOMS for w in words
                ):
                    yield Mention(match.start(), match.end(), Category.LOC, None, "medium", "address:street-named")
                continue
            if (
                ":" in cue.group()
                and _LIVING.match(cue.group())
                and (any(w in _IDIOMS for w in words) or _ANSWER_ENDS.match(text, match.end()) is None)
            ):
                continue  # "Anschrift: Hinter der Schmiede" needs no more: a noun cue names an address
            yield Mention(match.start(), match.end(), Category.LOC, None, "medium", "address:street-named")
