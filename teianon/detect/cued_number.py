"""NUMBER: short numbers that only the word before them makes private.

A number of one to four digits says nothing alone; its cue says whose it is. These rules take
the number (never the cue) where the cue and the sentence around it make it point to a person's
home, bed, plot, club, car or journey, and leave it where the same number points to a public
place (a lecture room in a timetable, a bus line, a chapter):

- ``number:room``: a room, bed or ward number (``Zimmer``, ``Zi.``, ``Raum``, ``Bett``,
  ``room``, ``bed``) with evidence that a person stays there: a home, hospital, hotel or hall
  of residence in the sentence (``Pflegeheim``, ``Klinik``, ``Wohnheim``, ``care home``,
  ``ward``), a verb of staying (``liegt``, ``wohnt``, ``untergebracht``, ``staying``), a
  possessive before the cue (``mein Zimmer``, ``her room``); a first person alone is none
  (``ich bin in Raum 117 für das Tutorium``). ``Zimmer 3 Küche Bad`` in an advert, ``Raum
  3.12`` in a timetable have none of these.
- ``number:plot``: a garden plot, a parking space, a parcel of land (``Parzelle``,
  ``Kleingarten``, ``Flurstück``, ``Stellplatz``, ``allotment``; ``plot`` and ``parking
  space`` after a possessive or with an allotment in the sentence), of three digits or more: a
  plot's or a parking space's number of one or two digits is one among a few dozen, as a
  table's, a seat's or a page's is, and stays (a land register's ``Flurstück 12`` is taken),
  but where an allotment site or a cemetery is in the sentence (``Parzelle 23 im
  Schrebergarten``): there everyone knows whose plot it is. A grave's number in a cemetery's
  sentence (``Friedhof, Grab 14``) and a stall's on a market (``stall 8 at the market``) too.
- ``number:register``: a club's or partnership's register number (``VR``, ``PR``, ``GnR``,
  ``GsR``) with a register in the sentence (``Vereinsregister``, ``Amtsgericht``,
  ``eingetragen``, ``e. V.``), and the value after ``Vereinsregister`` itself. The commercial
  register (``HRB``) is :mod:`teianon.detect.reference_number`'s.
- ``number:flight``: a flight number after ``Flug``/``flight`` (an airline's two characters and
  one to four digits, ``XY 1234``, ``x91234``) said with a person (``mein Flug``, ``your
  flight``): with the day, it names the traveller; a flight in the news stays.
- ``number:extension``: an internal phone line after ``Durchwahl``, ``Apparat``, ``App.``,
  ``Klappe``, ``extension``, ``ext.``, ``Tel. intern``, or a doctor's ``bleep``/``pager``
  (``bleep me on 4471``): three to six digits, two after a cue that names only a line
  (``Durchwahl: 38``, ``ext. 17``).
- ``number:meter``: a utility meter's number after ``meter number``, ``Zähler Nr.``, ``MPAN``.
- ``number:plate-partial``: a plate written in part after a car's word (``das Auto mit …-XY
  12``): the leading hyphen or dots say it is cut.
- ``number:house-number``: a house number without its street, where the street was named
  before or is known to the readers: after ``Hausnummer``/``house number``, after a verb of
  living and ``in der``/``at number`` (``wir wohnen in der 9``, ``they live at number 40``),
  and ``Nr. 5 ist unser Haus`` / ``our house is number 5``.
- ``number:postcode-chat``: five digits after a preposition of place where no town follows
  (``bin grad in 50667 unterwegs``), not round (``in 50000 Jahren``) and no count of a unit, nor
  a show's title (``die Serie In 12345``, ``in 90210 spielt Luke Perry``).

What keeps false alarms low: every rule needs its cue right before the number, and the weak
cues (room, plot, flat words) their evidence in the same sentence; the number is no year,
time, decimal, range start or count of a following noun or unit (``Zimmer 3 Küche``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .address_words import NOT_AFTER, QUANTITY_AFTER

_FLAGS = regex.IGNORECASE | regex.VERSION1
# A short number as a cue takes it: digits, a decimal floor (``2.07``), a letter (``14b``).
_SHORT = r"(?P<value>\d{1,4}(?:\.\d{1,3})?(?-i:[a-zA-Z])?)(?![\p{L}\p{N}]|[.,:/\-]\d)"
_NUMBER_WORD = r"(?:\s?(?:nr\.?|nummer|no\.?|number|\#))?\s?:?\s?"

_ROOM = lazy(
    r"(?<![\p{L}\-])(?P<cue>zimmer|zi\.|zimmernummer|zimmernr\.?|raum|stube|bett|room|rm\.|bed|(?P<ward>station))"
    + _NUMBER_WORD
    # "my room is 12B", "Oma ihr Zimmer ist die 214".
    + r"(?:(?:is|ist|was|war)\s(?:die\s|der\s)?)?"
    + _SHORT,
    _FLAGS,
)
# "auf Zimmer 214", "auf Station 4", "on ward 7": one lies or stays there; a lecture room is "in".
_ON_BEFORE = lazy(r"(?<!\p{L})(?:auf|on)\s$", _FLAGS)
# Where a person stays: a home, a hospital, a hotel, a hall of residence, a prison.
_STAY_PLACE = lazy(
    # "-heim" only as a home's compound: towns end in it too (Mannheim, Hildesheim).
    r"(?<!\p{L})(?:(?:pflege|alten|alters|senioren|kinder|wohn|studenten|schwestern|jugend|erholungs)?heim\p{L}{0,2}|"
    r"\p{L}*(?:klinik|klinikum|krankenhaus|spital|hospiz|hotel|pension|internat)\p{L}{0,2}|reha|"
    r"(?:intensiv|kinder|entbindungs|wach|normal|palliativ)station|jva|gefängnis|care\shome|nursing\shome|residential\shome|hospital|hospice|ward|dorm\p{L}*|"
    r"halls?\sof\sresidence|halls|hotel|hostel|prison|cell|b&b)(?!\p{L})",
    _FLAGS,
)
# Verbs of staying, and a possessive right before the cue.
_STAY_VERB = lazy(
    r"(?<!\p{L})(?:lieg\p{L}*|lag|wohn\p{L}*|schläft|schlafe|schlafen|untergebracht|übernacht\p{L}*|eingeliefert|"
    r"lives?|living|stay\p{L}*|sleep\p{L}*|admitted|lying)(?!\p{L})",
    _FLAGS,
)
# Who stays in a room: a home's resident, a hospital's patient, a hotel's guest.
_RESIDENT = lazy(
    r"(?<!\p{L})(?:\p{L}*bewohner(?:in|innen|n)?|patient(?:in|innen|en|s)?|g[aä]st|gäste|residents?|guests?|inmates?)(?!\p{L})",
    _FLAGS,
)
# A person by a form of address right before the room ("Mrs Okafor in room 12", "Mr Dunne, Room
# 3B", "Frau Kowalski (Zi. 12)"): the room is that person's.
_TITLED = (
    r"(?<!\p{L})(?-i:Frau|Herr|Herrn|Fr\.|Hr\.|Mrs\.?|Mr\.?|Ms\.?|Miss|Mx\.?)"
    r"\s(?-i:\p{Lu}[\p{L}'’\-]+)(?:\s(?-i:\p{Lu}[\p{L}'’\-]+))?"
)
_TITLED_BEFORE = lazy(_TITLED + r"(?:\s?[,(]\s?|\s(?:in|im|auf|on|from|aus)\s(?:der\s|the\s)?)$", _FLAGS)
# The same person with a bare number of three digits ("Herr Brandner in 217 braucht Insulin",
# "Frau Adeyemi aus 312 hat geklingelt"): a room's or a flat's number, as a handover or a house
# names it.
_TITLED_IN_NUMBER = lazy(
    _TITLED + r"\s(?:in|aus|von|from)\s(?P<value>[1-9]\d{2}(?-i:[a-zA-Z])?)(?![\p{L}\p{N}]|[.,:/\-]\d)", _FLAGS
)
_AMOUNTS_AFTER = lazy(r"\s?(?:,|–|-|bis|oder)\s?\d", _FLAGS)
_ARTICLE_BEFORE = lazy(r"(?<!\p{L})(?:ein|pro|je|per)\s$", _FLAGS)
# Offices, schools and universities: a room there is where one goes, not where one stays.
_OFFICE = lazy(
    r"(?<!\p{L})(?:\p{L}*amt|rathaus|büro|buero|behörde|verwaltung|uni\p{L}*|schule|hochschule|institut|"
    r"sprechstunde|prüfung|klausur|seminar|vorlesung|übung|tutorium|sitzung|besprechung|meeting|termin|"
    r"gericht|saal|gebäude|stock|etage|og)(?!\p{L})",
    _FLAGS,
)
_WARD_VERB = lazy(
    r"(?<!\p{L})(?:lieg\p{L}*|lag|eingeliefert|verlegt|besuch\p{L}*|entlassen|operiert|admitted)(?!\p{L})", _FLAGS
)
_OWNER_BEFORE = lazy(
    r"(?<!\p{L})(?:mein|meine|meinem|unser|unsere|unserem|dein|deinem|ihr|ihrem|sein|seinem|euer|eurem|my|our|your|"
    r"her|his|their)(?:\s\p{L}+){0,2}\s(?:in\s|im\s|auf\s|on\s)?$",
    _FLAGS,
)
_PLOT = lazy(
    r"(?<![\p{L}\-])(?P<cue>\p{L}*parzelle|kleingarten|schrebergarten|flurstück|flurstueck|\p{L}*stellplatz|"
    r"garagenplatz|allotment(?:\splot)?|(?P<weak>plot|parking\s(?:space|bay)|pitch))"
    + _NUMBER_WORD
    + r"(?P<value>\d{1,4}(?:/\d{1,3})?(?-i:[a-zA-Z])?)(?![\p{L}\p{N}]|[.,:\-]\d)",
    _FLAGS,
)
# Where a plot of one or two digits is still one person's: an allotment site or a cemetery names
# its few dozen plots, and who keeps (or lies in) one is known to everyone there.
_PLOT_SITE = lazy(
    r"(?<!\p{L})(?:allotments?|kleingarten\p{L}*|schrebergarten\p{L}*|gartenverein\p{L}*|gartenkolonie|"
    r"kgv|laube|friedhof\p{L}*|cemetery|graveyard|churchyard|urnenfeld)(?!\p{L})",
    _FLAGS,
)
# A grave's number and a market stall's: the cemetery or the market in the sentence makes them one
# family's or one trader's ("Opa liegt auf dem Friedhof, Grab 14", "my stall 8 at the market").
_GRAVE_OR_STALL = lazy(
    r"(?<![\p{L}\-])(?P<cue>grab|grabstelle|grabstätte|grabfeld|urnengrab|grave|(?P<stall>stand|marktstand|stall|pitch))"
    + _NUMBER_WORD
    + r"(?P<value>\d{1,3}(?-i:[a-zA-Z])?)(?![\p{L}\p{N}]|[.,:\-]\d)",
    _FLAGS,
)
_CEMETERY = lazy(r"(?<!\p{L})(?:friedhof\p{L}*|cemetery|graveyard|churchyard|urnenfeld)(?!\p{L})", _FLAGS)
_MARKET = lazy(
    r"(?<!\p{L})(?:\p{L}*markt|market|flea\smarket|car\sboot|farmers'?\smarket|bazaar|basar)(?!\p{L})", _FLAGS
)
_REGISTER = lazy(
    r"(?<![\p{L}\p{N}])(?:(?P<named>vereinsregister|partnerschaftsregister|genossenschaftsregister)"
    r"(?:\s?(?:nr\.?|nummer|no\.?))?\s?:?\s?(?:unter\s)?(?:(?-i:VR|PR|GnR|GsR)\s?)?"
    r"|(?-i:VR|PR|GnR|GsR)\s?(?:nr\.?\s?)?)(?P<value>\d{2,6})(?![\p{L}\p{N}]|[.,]\d)",
    _FLAGS,
)
_REGISTER_CONTEXT = lazy(
    r"(?<!\p{L})(?:\p{L}*register\p{L}*|amtsgericht|registergericht|eingetragen\p{L}*|e\.\s?V\.|registered)(?!\p{L})",
    _FLAGS,
)
_FLIGHT = lazy(
    r"(?<!\p{L})(?:flug(?:nummer|nr\.?)?|flight(?:\s(?:no\.?|number|nr\.?))?)\s?:?\s?(?:(?:ist|is|was|war)\s)?"
    r"(?P<value>(?-i:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}(?-i:[A-Z])?|[a-z]{2}\d{2,4})(?![\p{L}\p{N}])",
    _FLAGS,
)
# A flight named by its airline's code alone ("ich lande mit LH 1234", "we're on BA 2490"): the
# codes of the airlines that fly most from Germany, Britain and Ireland, in capitals, where the
# sentence speaks of flying or the code follows "mit", "on", "with", "take" (a traveller's
# flight), and, as for the flight rule, with a person. A news item ("streicht LH 400") has none.
_AIRLINES = (
    "LH|EW|4U|DE|X3|BA|FR|RK|U2|EZY|AF|KL|DL|UA|AA|LX|OS|SN|TK|PC|XQ|EK|QR|EY|SK|AY|DY|D8|IB|VY|AZ|W6|W4|HV|TO|LO|"
    "TP|EI|LS|BE|WN|B6|AC|QF|SQ|CX|NH|JL|TG|A3|OA|FI|JU|OU|BT|EN|WK|SU|MS|RJ|ET|KQ|SA"
)
_AIRLINE_FLIGHT = lazy(
    rf"(?<![\p{{L}}\p{{N}}\-])(?P<value>(?-i:{_AIRLINES})\s?\d{{2,4}})(?![\p{{L}}\p{{N}}]|[.,:/\-]\d)", regex.VERSION1
)
_FLYING = lazy(
    r"(?<!\p{L})(?:flug\p{L}*|flieg\p{L}*|flieger|flugzeug|lande|landen|landet|gelandet|abflug|ankunft|boarding|"
    r"gate|terminal|umsteigen|flughafen|airport|flights?|fly|flying|flew|plane|land|lands|landing|landed|"
    r"departs?|departure|arrives?|arrival|check-?in)(?!\p{L})",
    _FLAGS,
)
_WORDLIKE_CODES = frozenset("DE EN TO OS AA UA SA BE PC OU MS ET FI JU".split())
_FLIGHT_LEAD = lazy(r"(?<!\p{L})(?:mit|on|with|nehme|nehmen|take|taking|booked|gebucht)\s$", _FLAGS)
_PERSON = lazy(
    r"(?<!\p{L})(?:ich|wir|mein\p{L}*|unser\p{L}*|dein\p{L}*|euer|eure\p{L}*|du|ihr|uns|mir|dich|dir|"
    r"i|i'm|we|we're|my|our|your|you|me|us)(?!\p{L})",
    _FLAGS,
)
# An internal line of a hospital, a firm or an office after its cue: an extension (``Durchwahl
# 4417``, ``extension 62190``, ``App. -215``, ``Tel. intern 5531``, a phone number's ``, intern
# 12``) or a doctor's bleep or pager
# (``bleep me on 3302``, ``Piepser 5123``). Said with its cue it reaches one person as a phone
# number does; a bare number of three to six digits says nothing. Not "extension of 30 days",
# "page 12". Two digits only after a cue that names nothing but a line (``Durchwahl: 38``,
# ``ext. 17``): a pager's or a device's two digits are a count as often.
EXTENSION_WORDS = frozenset("durchwahl nebenstelle hausapparat klappe extension extn ext".split())
_EXTENSION = lazy(
    r"(?<![\p{L}\-])(?P<cue>durchwahl|nebenstelle|hausapparat|apparat|app\.|klappe|piepser|pieper|funkpieper|"
    r"extension|extn\.?|ext\.?|(?:tel\.?|telefon|phone)\s?(?:intern|internal)|intern(?:e)?\s(?:tel\.?|telefon|nummer)|"
    r"(?<=\d{4}[,;]?\s)intern(?:al)?|"
    r"bleep|bleeper|pager|beeper)(?:\s(?:me|him|her|them|us|mich|ihn|sie|uns))?(?:\s(?:on|at|unter|auf|an))?"
    r"(?:\s?(?:nr\.?|nummer|no\.?|number|\#))?\s?(?:(?:ist|is|lautet)\s)?:?\s?[-–]?"
    r"(?P<value>\d{2,6})(?![\p{L}\p{N}]|[.,:/\-]\d)",
    _FLAGS,
)


def _line_only(cue: str) -> bool:
    """A cue that names an internal line and nothing else (``Durchwahl``, ``ext.``, ``Tel.
    intern``): after it two digits are a line too."""
    folded = cue.casefold().rstrip(".")
    return folded in EXTENSION_WORDS or "intern" in folded


_METER = lazy(
    r"(?<!\p{L})(?:(?:strom|gas|wasser|wärme|waerme)?zähler\s?(?:nr\.?|nummer)|zaehler\s?(?:nr\.?|nummer)|"
    r"(?:electricity\s|gas\s|water\s)?meter\s(?:serial\s)?(?:number|no\.?|id|serial)|mpan|mprn)"
    r"\s?(?:(?:ist|is|lautet)\s)?:?\s?(?P<value>\d[\d\s\-]{2,20}\d|\d{3,})(?![\p{L}\p{N}])",
    _FLAGS,
)
_PLATE_PARTIAL = lazy(
    r"(?<!\p{L})(?:auto|wagen|kennzeichen|nummernschild|kfz|car|van|plate|reg)\p{L}{0,3}(?!\p{L})[^\n.!?]{0,25}?"
    r"(?<![\p{L}\p{N}])(?:\.{2,3}|…|\*+)?\s?-\s?(?P<value>(?-i:[A-ZÄÖÜ]{1,2})\s?[1-9]\d{0,3}(?-i:[EH])?)(?![\p{L}\p{N}])",
    _FLAGS,
)
# The end or start of a plate, said of it: "plate ending in 4KX", "Kennzeichen endet auf 83".
_PLATE_END = lazy(
    r"(?<!\p{L})(?:kennzeichen|nummernschild|plate|reg(?:istration)?)(?!\p{L})[^\n.!?]{0,20}?"
    r"(?:ending|ends|ended|endet|starting|starts|beginning|begins|beginnt|anfängt|fängt)\s(?:in|with|on|auf|mit)\s"
    r"(?P<value>(?-i:[A-Z\d]{2,4}))(?![\p{L}\p{N}])",
    _FLAGS,
)
_HOUSE_WORD = lazy(
    r"(?<!\p{L})(?:hausnummer|hausnr\.?|house\s(?:number|no\.?))\s?(?:(?:ist|is|lautet|war|was)\s)?:?\s?" + _SHORT,
    _FLAGS,
)
_LIVING_AT = lazy(
    r"(?<!\p{L})(?:wohn\p{L}*|leb(?:e|en|t)|gezogen|zieh\p{L}*|live[sd]?|living|moved|"
    r"stay\p{L}*)(?:\s\p{L}+){0,2}\s(?:in\sder|in\snummer|in\snr\.?|in\s(?:hausnummer|haus\snr\.?)|"
    r"at\snumber|at\sno\.?|in\snumber)\s?" + _SHORT,
    _FLAGS,
)
_OWNERS = r"(?:unser|mein|dein|ihr|sein|euer|our|my|your|her|his|their)\p{L}{0,2}"
_HOMES = r"(?:haus|house|home|zuhause|wohnung|flat|tür|door)"
_NUMBER_IS_HOME = lazy(
    r"(?<!\p{L})(?:nr\.?|nummer|number|no\.?)\s?"
    + _SHORT
    + rf"\s(?:ist|is|was|war|=)\s{_OWNERS}\s"
    + rf"(?:\p{{L}}+\s)?{_HOMES}(?!\p{{L}})",
    _FLAGS,
)
_HOME_IS_NUMBER = lazy(
    rf"(?<!\p{{L}}){_OWNERS}\s(?:\p{{L}}+\s)?{_HOMES}\s(?:ist|is|was|war)\s(?:die\s|the\s)?"
    r"(?:nr\.?|nummer|number|no\.?)\s?" + _SHORT,
    _FLAGS,
)
_POSTCODE = lazy(
    r"(?<!\p{L})(?:in|nach|aus|bei|raum|gegend|umgebung|near|around)\s(?P<value>(?:0[1-9]|[1-9]\d)\d{3})"
    r"(?![\p{L}\p{N}]|[.,:/\-]\d)",
    _FLAGS,
)
# What follows a count: a capitalised noun (German), a unit, a number. A value followed by one
# counts rooms, beds or years ("Zimmer 3 Küche Bad", "in 12345 Jahren").
# A series or film named by its postcode ("in 90210 spielt Luke Perry") is public: the number is
# the title where the noun of a show stands right before it ("die Serie in 90210", "Staffel 3
# von 90210") or, for a title known by its number, where the sentence speaks of a show ("the
# show set in 90210"). A show spoken of elsewhere in the sentence says nothing of the number:
# "Bin heut in 48653 unterwegs, danach Serie gucken" names where one is.
# The nouns of a show, with a compound's first part ("Lieblingsserie", "Krimiserie"), not as
# the first part of one ("Serienabend in 48653" is where the evening is).
_SHOW_NOUN = r"\p{L}*(?:serie|serien|film|filme|films|show|shows|rolle)|staffel|folge|folgen|episode|series|season"
_SHOW = lazy(
    rf"(?<!\p{{L}})(?:{_SHOW_NOUN}|spielt|spielte|gespielt|schauspieler\p{{L}}*|actor|actress|starred|starring|"
    r"cast|plays|played|watch\p{L}*|geguckt|gesehen|schau\p{L}*)(?!\p{L})",
    _FLAGS,
)
# Only nouns right before: a verb there is one's own doing ("ich schau in 48653 vorbei").
_SHOW_BEFORE = lazy(
    rf"(?<!\p{{L}})(?:{_SHOW_NOUN})(?:\s(?:\d{{1,2}}|von|of|namens|called|titled)){{0,2}}[\s:]*[\"„“»«']?$", _FLAGS
)
# Titles known by a postcode alone ("Beverly Hills, 90210").
_POSTCODE_TITLES = frozenset({"90210"})
_COUNT_AFTER = lazy(r"\s?(?:\d|%|€|\$|£|(?-i:\p{Lu}\p{Ll}))", regex.VERSION1)
# An ordinal's noun after "in der 5.": a class, a league, a floor, a round.
_ORDINAL_AFTER = lazy(r"\.[^\S\n]?\p{L}", regex.VERSION1)
_CHARTS = lazy(r"(?<!\p{L})(?:charts?|league|list|ranking|table|tabelle|liga|platz|rang)(?!\p{L})", _FLAGS)
_NEXT_WORD = lazy(r"\s?(\p{L}+)", regex.VERSION1)
_SENTENCE_END = lazy(r"[.!?\n]")
_REQUIRES = lazy(r"\d")
_REACH = 80


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence around ``start``-``end``, at most :data:`_REACH` characters either side."""
    left = max(0, start - _REACH)
    before = text[left:start]
    ends = [m.end() for m in _SENTENCE_END.finditer(before)]
    if ends:
        left += ends[-1]
    after = _SENTENCE_END.search(text, end, min(len(text), end + _REACH))
    return text[left : after.start() if after else min(len(text), end + _REACH)]


def _counted(text: str, end: int) -> bool:
    """A noun, a unit or another number follows: the value counts, it names nothing."""
    if _COUNT_AFTER.match(text, end) is not None:
        return True
    word = _NEXT_WORD.match(text, end)
    return word is not None and word.group(1).casefold() in NOT_AFTER | QUANTITY_AFTER


def _year(value: str) -> bool:
    return value.isdigit() and len(value) == 4 and 1800 <= int(value) <= 2099


@register
class CuedNumberDetector(Detector):
    name = "cued_number"
    categories = frozenset({Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if _REQUIRES.search(text) is None:
            return
        for kind, match, cert in self._found(text, post.conversational):
            start, end = match.span("value")
            yield Mention(start, end, Category.NUMBER, None, cert, f"number:{kind}")

    def _found(self, text: str, conversational: bool) -> Iterator[tuple[str, regex.Match, str]]:
        for match in _ROOM.finditer(text):
            if self._usable(text, match) and (
                self._stays(text, match) or conversational and self._chat_room(text, match)
            ):
                yield "room", match, "medium"
        for match in _TITLED_IN_NUMBER.finditer(text):
            if self._usable(text, match) and _OFFICE.search(_sentence(text, match.start(), match.end())) is None:
                yield "room", match, "medium"
        for match in _PLOT.finditer(text):
            if not self._usable(text, match):
                continue
            digits = regex.sub(r"\D", "", match.group("value").split("/")[0])
            cue = match.group("cue").casefold()
            sentence = _sentence(text, match.start(), match.end())
            if (
                len(digits) <= 2
                and not cue.startswith("flurst")
                and not (_PLOT_SITE.search(sentence) and "stellplatz" not in cue and "parking" not in cue)
            ):
                continue  # "plot 12", "Parzelle 7": one of a few dozen, as a table's or a seat's number
            if match.group("weak") is not None and not (
                _OWNER_BEFORE.search(text, max(0, match.start() - 30), match.start()) or _PLOT_SITE.search(sentence)
            ):
                continue
            yield "plot", match, "medium"
        for match in _GRAVE_OR_STALL.finditer(text):
            if not self._usable(text, match) or match.group("value") in ("0", "00"):
                continue
            site = _MARKET if match.group("stall") is not None else _CEMETERY
            if site.search(_sentence(text, match.start(), match.end())):
                yield "plot", match, "medium"
        for match in _REGISTER.finditer(text):
            if match.group("named") or _REGISTER_CONTEXT.search(_sentence(text, match.start(), match.end())):
                yield "register", match, "high"
        for match in _FLIGHT.finditer(text):
            # A flight in the news (a crash, an arrivals board) is public; a traveller's own
            # flight is said with a person: "mein Flug", "we're on flight", "your flight".
            if not _year(regex.sub(r"\D", "", match.group("value"))) and _PERSON.search(
                _sentence(text, match.start(), match.end())
            ):
                yield "flight", match, "medium"
        for match in _AIRLINE_FLIGHT.finditer(text):
            sentence = _sentence(text, match.start(), match.end())
            code, digits = match.group("value")[:2], regex.sub(r"\D", "", match.group("value")[2:])
            # Codes that are words, countries or standards as well ("EN 71", "OS 12") need a word of flying.
            lead = code not in _WORDLIKE_CODES and _FLIGHT_LEAD.search(text, max(0, match.start() - 8), match.start())
            if not _year(digits) and (_FLYING.search(sentence) or lead) and _PERSON.search(sentence):
                yield "flight", match, "medium"
        for match in _METER.finditer(text):
            yield "meter", match, "high"
        for match in _EXTENSION.finditer(text):
            # A full stop after the line ends the sentence ("extension 62190. And …"): no ordinal.
            value = match.group("value")
            if len(value) == 2 and not _line_only(match.group("cue")):
                continue
            if not _year(value) and not _counted(text, match.end("value")):
                yield "extension", match, "medium"
        for match in _PLATE_PARTIAL.finditer(text):
            if not _counted(text, match.end()):
                yield "plate-partial", match, "medium"
        for match in _PLATE_END.finditer(text):
            if not _year(match.group("value")) and not _counted(text, match.end()):
                yield "plate-partial", match, "medium"
        for pattern in (_HOUSE_WORD, _LIVING_AT, _NUMBER_IS_HOME, _HOME_IS_NUMBER):
            for match in pattern.finditer(text):
                if self._usable(text, match) and not _CHARTS.search(text, match.end(), match.end() + 25):
                    yield "house-number", match, "medium"
        if conversational:
            for match in _POSTCODE.finditer(text):
                value = match.group("value")
                if (
                    not value.endswith("00")
                    and not _counted(text, match.end())
                    and not _year(value)
                    and not self._show_title(text, match)
                ):
                    yield "postcode-chat", match, "medium"

    @staticmethod
    def _show_title(text: str, match: regex.Match) -> bool:
        """The number after "in" is a show's title, not where one is (see :data:`_SHOW`)."""
        if _SHOW_BEFORE.search(text, max(0, match.start() - 40), match.start()) is not None:
            return True
        return (
            match.group("value") in _POSTCODE_TITLES
            and _SHOW.search(_sentence(text, match.start(), match.end())) is not None
        )

    @staticmethod
    def _usable(text: str, match: regex.Match) -> bool:
        """No year, no count of what follows, no ordinal (``in der 5. Klasse``)."""
        value = match.group("value")
        end = match.end("value")
        return not _year(value) and not _counted(text, end) and _ORDINAL_AFTER.match(text, end) is None

    @staticmethod
    def _chat_room(text: str, match: regex.Match) -> bool:
        """In a post, ``Zimmer`` with three digits is where someone stays (a home's, a hospital's,
        a hall's room: ``Zimmer 214, komm vorbei``), not an office's (``Zimmer 214 im Rathaus``):
        chat names the lecture room ``Raum``."""
        if match.group("cue").casefold() not in ("zimmer", "zi.") or not regex.fullmatch(
            r"\d{3}[a-zA-Z]?", match["value"]
        ):
            return False
        if _AMOUNTS_AFTER.match(text, match.end()) or _ARTICLE_BEFORE.search(
            text, max(0, match.start() - 6), match.start()
        ):
            return False  # "für ein Zimmer 600, 700 Euro": a price, not a room's number
        return _OFFICE.search(_sentence(text, match.start(), match.end())) is None

    @staticmethod
    def _stays(text: str, match: regex.Match) -> bool:
        """A person stays in the room: a home or hospital in the sentence, a verb of staying,
        or a possessive right before the cue."""
        if _OWNER_BEFORE.search(text, max(0, match.start() - 30), match.start()) is not None:
            return True
        if _ON_BEFORE.search(text, max(0, match.start() - 5), match.start()) is not None:
            return True
        sentence = _sentence(text, match.start(), match.end())
        if _TITLED_BEFORE.search(text, max(0, match.start() - 60), match.start()) is not None:
            # "Herr Meier in Raum 117 hält die Vorlesung": a room one goes to, not one stays in.
            return _OFFICE.search(sentence) is None
        if match.group("ward") is not None:
            # "Station" is a stop or a stage as often, and a hospital's ward is named in its
            # letters ("im St.-Marien-Hospital, Station 4"): a ward only with one who lies there
            # ("Mama liegt auf Station 7"), not "Station 4 der Tour".
            return _WARD_VERB.search(sentence) is not None
        return any(pattern.search(sentence) is not None for pattern in (_STAY_PLACE, _STAY_VERB, _RESIDENT))
