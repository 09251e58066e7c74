"""Rooms of a building by their code (NUMBER), and a chat server's channels (ROOM) (issue 38).

Mails, minutes, letters and group chats say where people meet: a room of a building as often
as a chat room. A building's room is no chat room (DOCC's ROOM): its code is a NUMBER, as a
bed's or a plot's is (:mod:`teianon.detect.cued_number`). Two rules, both ``medium`` (a
reviewer sees each):

- **a room's code after a word for a room** (``number:room-code``): ``Raum``, ``Zimmer``,
  ``Saal``, ``Halle``, ``Gebäude``, ``Büro``, ``room``, ``hall``, ``office``, ``building``,
  ``ward``, a home's unit (``Wohnbereich``, ``Wohngruppe``), a tent or a cabin of a camp
  (``Zelt``, ``Hütte``, ``tent``, ``cabin``, ``dorm``)
  and their compounds (``Proberaum``, ``Hörsaal``) before a code that names one room
  among many: one to four capitals before digits (``K07``, ``B 1.205``, ``HZG 012``), digits and a capital (``2C``), a
  floor and a number (``3.07``), a letter, a dot and digits (``D.07``), three or four digits
  (``318``), or one capital after a word for a hall or building (``Saal C``, ``building K``).
  One or two digits, and a word and a number (``Zelt Eule 2``, ``cabin Heron 4``, after a word
  for a lodging or a room only), only where one is in the room: a preposition of place right
  before the cue (``in Raum 14``, ``im Zelt 3``, ``auf Wohnbereich 2``) or, in English, the cue in capitals inside a
  sentence (``bring the forms to Room 9``). Otherwise a bare number of one or two digits is a
  count or a rank as often (``Zimmer 2 ist frei``, ``room 6``, ``Room 6 is the waiting room``)
  and stays, as do a year, a time
  (``Raum 10.30 Uhr``), a date, a price and an amount (``Zimmer 120 qm``, ``Zimmer 600, 700
  Euro``). A ward (``Station``) needs a letter in its code or an owner before it (``auf
  unserer Station 4``): ``Station 4 der Tour`` stays. Its code identifies a writer's office,
  rehearsal room or ward as well as a name does; the cue word stays readable.
- **a channel of a chat server** (``room:channel``): in a document that speaks of channels or
  servers (``channel``, ``Kanal``, ``Discord``, ``Slack``, ``server``), every ``#name`` is a
  channel (``keep #offtopic clean``), as the document's cued ones (``the channel #raid``) are.
  Without such a word a ``#name`` is a hashtag and stays (:mod:`teianon.detect.room`).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

BUILDING = "number:room-code"
CHANNEL = "room:channel"

_FLAGS = regex.IGNORECASE | regex.VERSION1
# Where a camp or a hostel puts its guests: a tent, a hut, a cabin, a dormitory, named by a
# number or by a word and a number (``Zelt Adler 2``, ``cabin Heron 4``).
_LODGING = r"zelt|hütte|huette|bungalow|tent|cabin|hut|chalet|dorm|dormitory|schlafsaal"
# Words for a room, as a word or a compound's last part (``Proberaum``, ``Hörsaal``,
# ``Seminarraum``); ``hall`` and ``office`` only alone (``football``, ``Musikhall`` …).
_ROOM_CUE = (
    r"(?:\p{L}*(?:raum|räume|zimmer|saal|säle)|zi\.|halle|gebäude|geb\.|büro|trakt|"
    # A home's or a hospital's unit where a resident lives (``Wohnbereich 2``, ``Wohngruppe 3``,
    # ``Pflegebereich B``): said with its number, it is where to find the person.
    r"(?:wohn|pflege|demenz)(?:bereich|gruppe|einheit|etage)|"
    r"room|rm\.|hall|office|building|bldg\.?|ward|(?P<ward>station)|(?P<lodging>" + _LODGING + r"))"
)
# A code: letters and digits (``U12``, ``B 1.205``, ``B-204``), digits and a capital (``4B``),
# a floor and a room (``2.14``), three or four digits, or one capital (``Saal C``).
_CODE = (
    # A building's short form of up to four capitals (``HGB 10``, ``ZHG 008``) as well.
    r"(?P<code>(?-i:\p{Lu}{1,4})[ \-.]?\d{1,4}(?:\.\d{1,4})?(?-i:\p{Lu})?"
    r"|\d{1,2}\.\d{1,4}(?-i:\p{Lu})?"
    r"|\d{1,4}\p{L}"
    r"|\d{3,4}"
    # A room or a tent named by a word and its number: only after a word for a lodging or a
    # room (checked in :func:`building_rooms`), where the word is the name, not a count's noun.
    r"|(?P<named>(?-i:\p{Lu}\p{Ll}{2,})\s\d{1,3})"
    # One or two digits: a room only where the sentence says one is in it (checked below).
    r"|(?P<short>\d{1,2})"
    r"|(?P<letter>(?-i:\p{Lu})))"
)
_BUILDING_ROOM = lazy(
    rf"(?<![\p{{L}}\-/])(?P<cue>{_ROOM_CUE})(?:\s?(?:nr\.?|no\.?|nummer|number|\#))?\s?:?\s?"
    rf"{_CODE}(?![\p{{L}}\p{{N}}\-]|[.,:/]\d|\s?[.:]\s?\d{{2}}\b)",
    _FLAGS,
)
# Words for a hall or building, after which one capital names it (``Saal C``, ``Halle B``).
_HALLS = lazy(r"\p{L}*(?:saal|säle)|halle|gebäude|trakt|hall|building|bldg\.?|block|wing", _FLAGS)
# What says the number is a time, an amount or a measure, not a room's code.
_AMOUNT_AFTER = lazy(
    r"\s?(?:uhr|h\b|€|euro|eur\b|\$|£|qm|m²|m2\b|quadratmeter|sq|square|personen|plätze|"
    r"sitzplätze|seats|people|leute|(?:,|–|-|bis|oder|to)\s?\d)",
    _FLAGS,
)
# "10.30 am": a time; "Raum A 2.110 am Campus", "Zimmer 214 am Ende des Flurs" are rooms.
_CLOCK = lazy(r"\d{1,2}(?:[.:]\d{2})?")
_CLOCK_AFTER = lazy(r"\s?(?:am|pm|a\.m\.|p\.m\.)(?!\p{L})", _FLAGS)
# "ein Zimmer 600", "pro Raum 120": a price or a count per room.
_PER_BEFORE = lazy(r"(?<!\p{L})(?:ein|eine|pro|je|per|a|each)\s$", _FLAGS)
_OWNER_BEFORE = lazy(
    r"(?<!\p{L})(?:unser|unsere|unserer|unserem|meine|meiner|meinem|deiner|ihrer|seiner|our|my|your|her|his|their)\s$",
    _FLAGS,
)
# A document that speaks of a chat server's channels.
_SERVER_WORDS = lazy(r"(?<!\p{L})(?:channels?|kanal|kanäle|kanälen|discord|slack|mattermost|server)(?!\p{L})", _FLAGS)
# A programmer's directives and a markdown heading's words are no channels (``#include``, ``#define``).
_DIRECTIVES = frozenset(
    "include define undef if ifdef ifndef else elif endif pragma region endregion import error warning line".split()
)
_HASH_NAME = lazy(r"(?<![\p{L}\p{N}_&/#])#(?P<value>\p{L}[\p{L}\p{N}_\-]*[\p{L}\p{N}_]|\p{L})(?![\p{L}\p{N}_])")


def _year(code: str) -> bool:
    return len(code) == 4 and code.isdigit() and code[:2] in ("19", "20")


# Where one is or goes: "in Raum 14", "im Zelt 3", "to Room 9", "outside ward 4".
_PLACE_BEFORE = lazy(
    r"(?<!\p{L})(?:in|im|ins|into|inside|outside|at|to|zum|zur|nach|aus|from|vor|bei|beim|auf|on)\s(?:the\s|dem\s|den\s)?$",
    _FLAGS,
)
# A count's noun or unit after a short number ("Zimmer 3 Küche Bad", "Raum 2 Personen", "in
# Halle 2 Stunden"): the number counts.
_NOUN_AFTER = lazy(r"\s(?:(?-i:\p{Lu}\p{Ll})|\d|(?:m|km|min|h|x|mal|times)(?!\p{L}))", _FLAGS)
_ENGLISH_CUES = frozenset("room hall building ward office tent cabin hut chalet dorm dormitory".split())


def _named_room(text: str, match: regex.Match) -> bool:
    """A room, a tent or a ward named by one or two digits (``in Raum 14``) or by a word and a
    number (``Zelt Eule 2``): said as where one is or goes (a preposition of place before the
    cue), or, in English, with a capitalised cue inside a sentence (``meet in Room 9``; ``room
    6 is the waiting room`` counts). A number of one or two digits alone is a count or a rank as
    often (``Zimmer 2 ist frei``)."""
    if _NOUN_AFTER.match(text, match.end("code")):
        return False
    if text[match.end("cue") : match.start("code")].strip():
        return False  # "Luton Room : 3 at 10:39", "Room # 1": a list's entry, the room's place in it
    named = match.group("named") is not None
    if named and match.group("lodging") is None and match.group("cue").casefold() not in ("raum", "room", "zimmer"):
        return False
    cue = match.group("cue")
    if _PLACE_BEFORE.search(text, max(0, match.start() - 12), match.start()):
        return True
    if named:
        return match.group("lodging") is not None
    before = text[max(0, match.start() - 3) : match.start()]
    mid_sentence = bool(before.strip()) and not regex.search(r"[.!?:\n]\s*$", before)
    return cue.casefold() in _ENGLISH_CUES and cue[0].isupper() and mid_sentence


def building_rooms(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the room codes of ``text`` (see the module's doc)."""
    for match in _BUILDING_ROOM.finditer(text):
        code = match.group("code")
        start, end = match.span("code")
        if _CLOCK.fullmatch(code) and _CLOCK_AFTER.match(text, end):
            continue
        if _year(code) or _AMOUNT_AFTER.match(text, end):
            continue
        if _PER_BEFORE.search(text, max(0, match.start() - 6), match.start()):
            continue
        letter = match.group("letter")
        if letter is not None and (
            letter == "I" or not _HALLS.fullmatch(match.group("cue")) or match.end("cue") == match.start("letter")
        ):
            # "Raum A" is as often an example's as a room: only a hall's letter; "to the hall I
            # must take him": the pronoun; "HALLE (WESTF.)": the word's own last letter
            continue
        if (match.group("short") is not None or match.group("named") is not None) and not _named_room(text, match):
            continue
        if match.group("ward") is not None and (
            code.isdigit() and not _OWNER_BEFORE.search(text, max(0, match.start() - 10), match.start())
        ):
            continue  # "Station 4 der Tour": a stage, a stop; a ward has a letter or an owner
        yield start, end


def _server_document(context: DocumentContext) -> bool:
    """The document speaks of a chat server's channels somewhere (cached per document)."""

    def build() -> bool:
        return any(_SERVER_WORDS.search(view.text) for view in context.views)

    return bool(context.cached("room_codes.server", build))


@register
class RoomCodeDetector(Detector):
    name = "room_codes"
    categories = frozenset({Category.ROOM, Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for start, end in building_rooms(text):
            yield Mention(start, end, Category.NUMBER, None, "medium", BUILDING)
        if "#" in text and _server_document(context):
            for match in _HASH_NAME.finditer(text):
                if match.group("value").casefold() in _DIRECTIVES:
                    continue
                start, end = match.span("value")
                yield Mention(start, end, Category.ROOM, None, "medium", CHANNEL)
