"""GPE: where someone lives or comes from, in the languages beside German and English (issue 39).

``Vi bor i Hjortsberga``, ``ils habitent à Saint-Rémy``, ``abitano a Castelvetrano``, ``vivimos
en Villanueva del Río``, ``wij wonen in Ootmarsum``, ``Yeşilköy'de oturuyoruz``, and in English
a place of two or three words (``I'm from Little Snoring``; one word is :mod:`.place_cued`'s) that
the gazetteer knows, begins as English village names begin (``Little``, ``Much``, ``Nether``) or
holds a word of no dictionary (not ``from Human Resources``): a
capitalised name right after a verb of living or coming from and its preposition is a place, the
one that points to the writer or the person spoken of. These languages write their nouns in
lower case, so a capitalised word there is a name; a German or English cue is the other
modules'. Not taken: a name of the public sphere (``à Disneyland``: the notable table), a
month or holiday (``a Natale``, ``à Noël``), ``The`` (``from The Guardian``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import notable, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word

_NAME_WORD = r"\p{Lu}[\p{Ll}'’\-]*\p{Ll}(?:-\p{Lu}?[\p{Ll}'’]+)*"
# Particles inside place names: Saint-Rémy-de-Chargnat, Villanueva del Río, Castel di Sangro.
_LINK = r"(?:de|del|della|di|da|du|des|la|le|sur|sous|en|am|an|i|på|upon|on|under|in)"
_PLACE = rf"(?P<place>{_NAME_WORD}(?:\s(?:{_LINK}\s)?{_NAME_WORD}){{0,2}})"
_FRAMES = (
    # Swedish, Norwegian, Danish: bor i / på, kommer från / fra, flyttade till.
    r"(?i:bor|bodde|boende|bosatt|kommer|kom|flyttet|flyttede|flyttade|flytter|flyttar|vokste\sopp|växte\supp)"
    r"\s(?:(?i:nu|nå|her|här|fortfarande|stadig|i\sdag)\s)?(?i:i|på|från|fra|till|til)",
    # French.
    r"(?i:habite|habites|habitons|habitez|habitent|habitait|habitaient|vis|vit|vivons|vivez|vivent|vivait|"
    r"suis\snée?|est\snée?|viens|vient|venons|viennent|déménagé|déménagent)\s(?:(?i:maintenant|encore|toujours)\s)?"
    r"(?i:à|au|en|de|d['’])",
    # Italian.
    r"(?i:abito|abiti|abita|abitiamo|abitate|abitano|abitava|vivo|vivi|vive|viviamo|vivete|vivono|viveva|"
    r"sono\snat[oaie]|è\snat[oa]|vengo|viene|veniamo|vengono|trasferit[oaie])\s(?:(?i:ora|ancora|adesso)\s)?(?i:a|in|da|di)",
    # Spanish and Portuguese.
    r"(?i:vivo|vives|vive|vivimos|viven|vivía|moro|mora|moramos|moram|nací|nació|nasci|nasceu|"
    r"soy|somos|sou|somos|vengo|viene|venimos)\s(?:(?i:ahora|todavía|agora|ainda)\s)?(?i:en|de|em|no|na|del)",
    # Dutch.
    r"(?i:woon|woont|wonen|woonde|woonden|kom|komt|komen|verhuisd|opgegroeid)\s(?:(?i:nu|nog|sinds\skort)\s)?(?i:in|uit|naar)",
    # English, a place of more than one word.
    r"(?i:(?:i['’]m|i\sam|we['’]re|we\sare|he['’]s|she['’]s|they['’]re|he\sis|she\sis|they\sare|comes?|came)\sfrom|"
    r"grew\sup\sin)",
)
_FRAME = regex.compile(rf"(?<![\p{{L}}])(?:{'|'.join(_FRAMES)})\s{_PLACE}", regex.VERSION1)
_ENGLISH = regex.compile(r"(?i:from|grew\sup\sin)$")
# Turkish: the place with its locative suffix after an apostrophe, then a verb of living.
_TURKISH = regex.compile(
    rf"(?<![\p{{L}}])(?P<place>{_NAME_WORD}(?:\s{_NAME_WORD})?)['’](?:da|de|ta|te)\s"
    r"(?:oturuyor|oturu|yaşıyor|yaşa|otur|doğdu|doğdum|büyüdü)",
    regex.VERSION1,
)
_NOT_PLACES = frozenset(
    "natale pasqua noël noel pâques navidad pascua natal páscoa kerst pasen jul påsk påske christmas easter the "
    "janvier février mars avril mai juin juillet août septembre octobre novembre décembre gennaio febbraio marzo "
    "aprile maggio giugno luglio agosto settembre ottobre novembre dicembre enero febrero abril mayo junio julio "
    "septiembre octubre noviembre diciembre".split()
)


# The first words of English village names made of ordinary words (Little Snoring, Much Hadham,
# Nether Wallop, Chipping Norton): after "from", they make two words a place, not a department.
_VILLAGE_FIRST = frozenset(
    "little great much upper lower north south east west old new long high nether over kings bishops "
    "castle market chipping steeple church saint st west".split()
)


def _english_place(words: list[str]) -> bool:
    """Two or three capitalised words after "from" that are a place, not a team or department."""
    key = tuple(w.casefold() for w in words)
    if places().get(key) or key[0] in _VILLAGE_FIRST:
        return True
    return any(not is_dictionary_word(w) for w in words)


def _public(place: str) -> bool:
    return bool(notable().get(tuple(w.casefold() for w in place.split())))


@register
class PlaceLivedDetector(Detector):
    name = "place_lived"
    categories = frozenset({Category.GPE})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for match in _FRAME.finditer(text):
            place = match["place"]
            words = place.split()
            if words[0].casefold() in _NOT_PLACES or _public(place):
                continue
            if _ENGLISH.search(text, match.start(), match.start("place") - 1) and (
                len(words) < 2 or not _english_place(words)
            ):
                continue  # one English word: place_cued weighs it against the word lists
            yield Mention(*match.span("place"), Category.GPE, None, "high", "place:lived")
        if "'" in text or "’" in text:
            for match in _TURKISH.finditer(text):
                if not _public(match["place"]):
                    yield Mention(*match.span("place"), Category.GPE, None, "high", "place:lived")
