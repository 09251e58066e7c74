"""GPE: where someone lives or comes from, in the languages beside German and English (issue 39).

``Vi bor i Hjortsberga``, ``ils habitent à Saint-Rémy``, ``abitano a Castelvetrano``, ``vivimos
en Villanueva del Río``, ``wij wonen in Ootmarsum``, ``Yeşilköy'de oturuyoruz``, ``Akçaören köyünde``,
``mieszkam we Wrzosowie``, ``jestem z Łąkówka``, ``hun er fra Skåne``, and in English
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

from ..lazy import lazy
from ..lists import notable, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .person_words import name_kinds

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
_FRAME = lazy(rf"(?<![\p{{L}}])(?:{'|'.join(_FRAMES)})\s{_PLACE}", regex.VERSION1)
# Frames of issue 39, read only where one of their words stands (a scan for a few words is
# cheaper than more alternatives at every position of every post).
_MORE_FRAMES = (
    # Danish, Norwegian, Swedish: er fra, är från (being from a place; "er i" is being there now),
    # født i, opvokset i.
    r"(?i:er|är|var|ere)\s(?:(?i:egentlig|egentligen|oprindeligt|opprinnelig|ursprungligen)\s)?(?i:fra|från)",
    r"(?i:voksede\sop|opvokset|oppvokst|uppvuxen|født|fødd|född)\s(?i:i|på)",
    # Polish: mieszkam w / we, pochodzę z / ze, urodziłem się w, przeprowadziłam się do.
    r"(?i:mieszka\p{L}*|pochodz\p{L}*|urodzi\p{L}*\ssię|wychowa\p{L}*\ssię|przeprowadzi\p{L}*\ssię|"
    r"przenie\p{L}*\ssię|wróci\p{L}*)\s(?:(?i:teraz|obecnie|nadal|od\slat)\s)?(?i:w|we|z|ze|do|na|spod|koło)",
    # "jest w" is any thing's being somewhere; "jestem z" is where one is from.
    r"(?i:jestem|jesteś|jesteśmy|jesteście|jest|są)\s(?i:z|ze|spod)",
)
_MORE_FRAME = lazy(rf"(?<![\p{{L}}])(?:{'|'.join(_MORE_FRAMES)})\s{_PLACE}", regex.VERSION1)
# Words one of those frames needs, looked for as strings in the folded post (in C, which an
# alternation ignoring case is not).
_MORE_KEYS = (
    " fra ", " från ", "voksede", "opvokset", "oppvokst", "uppvuxen", "født", "fødd", "född", "mieszk",
    "pochodz", "urodzi", "wychowa", "przeprowadzi", "przenie", "wróci", "jeste", "jest ", "są ",
)  # fmt: skip
_TURKISH_UNITS = ("köy", "mahalle", "kasaba", "belde", "ilçe")
_ENGLISH = lazy(r"(?i:from|grew\sup\sin)$")
# Turkish: the place with its locative suffix after an apostrophe, then a verb of living.
_TURKISH = lazy(
    rf"(?<![\p{{L}}])(?P<place>{_NAME_WORD}(?:\s{_NAME_WORD})?)['’](?:da|de|ta|te)\s"
    r"(?:oturuyor|oturu|yaşıyor|yaşa|otur|doğdu|doğdum|büyüdü)",
    regex.VERSION1,
)
# Turkish: a village's, a quarter's or a district's name before the word for it, in any case
# (``Akçaören köyünde``, ``Yeşilyurt mahallesinden``), or the place with a suffix of origin or of
# coming from (``Sarıyayla'lıyım``, ``Kızıltepe'den geldim``).
_TURKISH_UNIT = lazy(
    rf"(?<![\p{{L}}])(?P<place>{_NAME_WORD}(?:\s{_NAME_WORD})?)\s"
    r"(?:köy|köyü|mahalle|mahallesi|kasaba|kasabası|belde|beldesi|ilçe|ilçesi)"
    r"(?:nde|nden|ne|yle|ndeki|ndeyim|ndenim|nde)?(?![\p{L}])",
    regex.VERSION1,
)
_TURKISH_FROM = lazy(
    rf"(?<![\p{{L}}])(?P<place>{_NAME_WORD})['’](?:lıyım|liyim|luyum|lüyüm|lı|li|lu|lü|dan|den|tan|ten)\s?"
    r"(?:geliyorum|geldim|geldi|geliyor|geldik|göç|taşındık|taşındım|$|[.!?,])",
    regex.VERSION1,
)
_TURKISH_FROM_QUICK = lazy(r"\p{Ll}['’](?:lıyım|liyim|luyum|lüyüm|lı|li|lu|lü|dan|den|tan|ten)(?![\p{L}])")
_SENTENCE_START = lazy(r"(?:^|[.!?:]\s+)$")
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


def _village(words: list[str]) -> bool:
    """A place the gazetteer knows, or one named as English villages are (``Little Snoring``)."""
    key = tuple(w.casefold() for w in words)
    return bool(places().get(key)) or key[0] in _VILLAGE_FIRST


def _english_place(words: list[str]) -> bool:
    """Two or three capitalised words after "from" that are a place, not a team or department,
    nor a person's first name and surname (``the invoice came from Anna Schmidt``)."""
    if _village(words):
        return True
    # A first name of the tables, then words of no dictionary: a person (a place the gazetteer
    # lacks may begin with a first name too, "Santa Rosa", but the gazetteer knows those).
    if name_kinds(words[0])[0] is not None and not any(is_dictionary_word(w) for w in words[1:]):
        return False
    return any(not is_dictionary_word(w) for w in words)


# Things that come from a sender, not from a home (``the invoice came from …``).
_SENT = frozenset(
    "invoice invoices bill bills letter letters mail mails email emails e-mail e-mails message messages parcel "
    "parcels package packages text texts call calls note notes card cards cheque check payment payments order "
    "delivery reply answer request complaint invitation present gift gifts idea offer quote advice".split()
)
_THING_BEFORE = lazy(r"(?<![\p{L}])(?P<thing>[\p{L}\-]+)\s+(?:(?:has|had|just|also|only|all)\s+)?$")


def _sent(text: str, frame: int) -> bool:
    """``came``/``comes from`` after a thing someone sends: the name is its sender."""
    before = _THING_BEFORE.search(text, max(0, frame - 40), frame)
    return before is not None and before["thing"].casefold() in _SENT


def _public(place: str) -> bool:
    return bool(notable().get(tuple(w.casefold() for w in place.split())))


@register
class PlaceLivedDetector(Detector):
    name = "place_lived"
    categories = frozenset({Category.GPE})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        frames: list[regex.Match[str]] = list(_FRAME.finditer(text))
        folded = post.folded
        if any(key in folded for key in _MORE_KEYS):
            frames += _MORE_FRAME.finditer(text)
        for match in frames:
            place = match["place"]
            words = place.split()
            if words[0].casefold() in _NOT_PLACES or _public(place):
                continue
            if _ENGLISH.search(text, match.start(), match.start("place") - 1) and (
                len(words) < 2 or not _english_place(words) or (_sent(text, match.start()) and not _village(words))
            ):
                continue  # one English word: place_cued weighs it against the word lists
            yield Mention(*match.span("place"), Category.GPE, None, "high", "place:lived")
        villages: list[regex.Match[str]] = []
        if any(unit in text for unit in _TURKISH_UNITS):
            villages += _TURKISH_UNIT.finditer(text)
        if ("'" in text or "’" in text) and _TURKISH_FROM_QUICK.search(text):
            villages += _TURKISH_FROM.finditer(text)
        for match in villages:
            start, end = match.span("place")
            if " " in match["place"] and _SENTENCE_START.search(text, max(0, start - 3), start):
                start = text.index(" ", start) + 1  # "Dedem Akçaören köyünde": my grandfather, the village
            if not _public(text[start:end]):
                yield Mention(start, end, Category.GPE, None, "high", "place:lived")
        if "'" in text or "’" in text:
            for match in _TURKISH.finditer(text):
                if not _public(match["place"]):
                    yield Mention(*match.span("place"), Category.GPE, None, "high", "place:lived")
