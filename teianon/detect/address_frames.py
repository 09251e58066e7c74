"""LOC: a street named with a preposition and no house number, where a cue says one lives there.

German streets are often named as a phrase of place (``Am Kirchberg``, ``In den Wiesen``,
``Hinter der Schule``); with a house number the :mod:`teianon.detect.address` rules find them.
Without one, the phrase reads like any phrase of place, except that a name capitalises its
preposition and article inside a sentence. So a capitalised preposition of place mid-sentence,
with one or two capitalised words after it, is a street (``address:street-named``) right after
a cue of where one lives or where a letter goes (``wir wohnen jetzt Hinter den Höfen``,
``Adresse: Auf der Bleiche``, ``schickt es an Zum Steinbruch``); the same words at the start of
a sentence, in lower case, or without the cue stay. Nouns of time and order (``Am Ende``, ``Im
Jahr``) are no street; a phrase with a house number is left to the address rules.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .address_words import DWELLING_CUES, NOT_NAMES, NOT_STREETS

_FLAGS = regex.VERSION1
# The prepositions (and their articles) that begin German street names, capitalised as a name
# writes them; in the dative, where one is, as street names are ("In die Felsen" goes somewhere).
_PREPOSITION = (
    r"(?:Am|Im|Zum|Zur|Beim|Hinterm|Unterm|Überm|Vorm|"
    r"(?:An|Auf|In|Hinter|Unter|Über|Vor|Bei|Zwischen|Neben)\s(?:der|den|dem))"
)
_STREET = regex.compile(
    rf"(?<![\p{{L}}\p{{N}}])(?P<street>{_PREPOSITION}\s(?P<name>\p{{Lu}}[\p{{L}}\-]+(?:\s\p{{Lu}}[\p{{L}}\-]+)?))"
    # Not before a house number (the address rules' case) nor a genitive, which makes it a
    # phrase ("An den Quellen des Flusses").
    r"(?![\p{L}\p{N}]|\s?\d|\s(?:des|der)\s)",
    _FLAGS,
)
# The cue ends at most a few words before the street: "wohnen seit Mai An der Aue".
_CUE = regex.compile(DWELLING_CUES + r"(?:\s[\p{L}:,]+){0,3}[\s:,]*$", regex.IGNORECASE | regex.VERSION1)
_REACH = 40
_LIVING = regex.compile(r"(?i)wohn")
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
            if cue is None or (":" in cue.group() and _LIVING.match(cue.group())):
                # After a verb of living and a colon, a capital begins any phrase: "Wir wohnen
                # seit Mai: Im Grünen" is an idiom; "Anschrift: Hinter der Schmiede" a street.
                continue
            yield Mention(match.start(), match.end(), Category.LOC, None, "medium", "address:street-named")
