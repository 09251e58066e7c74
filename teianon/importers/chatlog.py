"""Line-based chat logs: a pattern of your own (``chatlog``), IRC logs (``irc``), WhatsApp exports (``whatsapp``).

Every line is one of: the start of a message (time, author, text), a system line (joins,
leaves, "Anna added Ben": ``post type="event"``, its text kept whole so that detection sees
the names and host names in it), the continuation of a multi-line message (where the format
has them), or a line that cannot be read (a :class:`~teianon.importers.Problem`, skipped).

WhatsApp's attachment, contact-card and location lines (in ``whatsapp`` and ``chatlog``) are not
kept as text: each is a ``media`` event of the kind only, the caption a post of its own (see
:mod:`teianon.importers.attachments`).

Times become ISO 8601 with seconds (``2024-03-05T14:22:00``): ``post/@when`` is
``xsd:dateTime`` in TEI, which needs the seconds. A log that gives only the time of day gets a
day from ``--option date=YYYY-MM-DD`` (or from irssi's "Day changed" lines); without one the
post has no ``@when``, rather than a made-up day.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import date, datetime, time
from itertools import chain, islice

import regex

from ..errors import InputError
from . import Conversation, Importer, Message, Person, Problem, register
from .attachments import label, whatsapp_media

# How many lines of a large log the format's guesses (WhatsApp's date order) look at.
_PREPARE_LINES = 10_000
# A line of a chat log is short: a pattern that needs longer on one is backtracking without end.
PATTERN_SECONDS = 2.0


class SlowPattern(Exception):
    """The user's pattern ran out of time on a line (raised from _line, reported with the file)."""


# WhatsApp puts direction marks and narrow no-break spaces into its exports (iOS, newer Android).
_INVISIBLE = dict.fromkeys(map(ord, "\u200e\u200f\u202a\u202b\u202c\ufeff"))
_SPACES = {ord("\u202f"): " ", ord("\u00a0"): " "}


@dataclass
class _Line:
    """What one source line is: a message start, a system line, or a date marker (``kind="day"``)."""

    kind: str  # "message", "system", "day" (a new day begins) or "skip" (nothing to keep)
    text: str = ""
    author: str = ""
    when: datetime | time | None = None
    day: date | None = None
    event: str | None = None  # post/@subtype of a system line, or of a message that is a platform marker


# What a system line is (post/@subtype), German and English, first match wins. The line's text
# is kept whole: the names and host names in it are for detection to find.
_EVENT_PATTERNS = (
    (
        "media",
        (
            r"<?(?:Medien ausgeschlossen|Media omitted)>?$|<(?:Anhang|attached): [^>]*>$|"
            r".*\b(?:Datei angehängt|file attached)\)?$|(?:\w+ )?(?:weggelassen|omitted)$"
        ),
    ),
    (
        "deleted",
        (
            r"(?:Diese Nachricht wurde gelöscht|This message was deleted|Du hast diese Nachricht gelöscht|"
            r"Sie haben diese Nachricht gelöscht|You deleted this message)\.?$"
        ),
    ),
    (
        "call",
        (
            r".*\b(?:Verpasster (?:Sprach|Video)anruf|Missed (?:voice|video) call|Sprachanruf|Videoanruf|"
            r"voice call|video call)\b"
        ),
    ),
    ("pin", r".*\b(?:hat eine Nachricht angeheftet|pinned a message)\b"),
    (
        "rename",
        (
            r".*(?:hat den Betreff|hast den Betreff|den Gruppennamen|changed the subject|changed the group name|"
            r"Gruppenbeschreibung|group description|Gruppenbild|"
            r"group's icon|group icon|is now known as|changed the topic|changed topic|Topic for|Topic set by|"
            r"heißt jetzt|hat die Telefonnummer|changed (?:their|his|her) phone number|changed to \+)"
        ),
    ),
    ("join", r".*\b(?:hinzugefügt|ist beigetreten|beigetreten|joined|added|has joined)\b"),
    ("leave", r".*\b(?:hat die Gruppe verlassen|verlassen|entfernt|left|removed|has quit|has left|quit)\b"),
)
_EVENTS = tuple((kind, re.compile(pattern, re.IGNORECASE)) for kind, pattern in _EVENT_PATTERNS)
# Platform notices with nothing of a participant in them: end-to-end encryption, view-once "null".
_NOTICE = re.compile(
    r"(?:Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt|Messages and calls are "
    r"end-to-end encrypted).*|null$",
    re.IGNORECASE,
)
# WhatsApp's marker of an edited message, appended to the text: not the author's writing.
_EDITED = re.compile(r"\s*<(?:Diese Nachricht wurde bearbeitet|This message was edited)>\s*$")


def event_of(text: str) -> str:
    """The kind of event a system line (or a marker posted in an author's name) is; "other" if unknown."""
    text = text.strip()
    if _NOTICE.match(text):
        return "other"
    for kind, pattern in _EVENTS:
        if pattern.match(text):
            return kind
    return "other"


def _marker(text: str) -> str | None:
    """The event kind of a message whose whole text is a platform marker (media left out, deleted), else None."""
    text = text.strip()
    if _NOTICE.match(text):
        return "other"
    for kind in ("media", "deleted", "call"):
        if dict(_EVENTS)[kind].match(text) and (kind != "call" or len(text) < 40):
            return kind
    return None


def _parse_day(value: str, name: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{name}: expected YYYY-MM-DD, got {value!r}") from None


def _clock(value: str) -> time:
    """``14:22``, ``14:22:01``, ``2:22 PM``, ``2:22 p. m.`` as a time of day."""
    match = re.fullmatch(r"(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*(?:([AaPp])\.?\s?[Mm]\.?)?", value.strip())
    if not match:
        raise ValueError(f"time {value!r} not understood")
    hour, minute, second = int(match[1]), int(match[2]), int(match[3] or 0)
    if match[4]:
        if not 1 <= hour <= 12:
            raise ValueError(f"time {value!r} not understood")
        hour = hour % 12 + (12 if match[4] in "Pp" else 0)
    return time(hour, minute, second)


class _LineImporter(Importer):
    """Shared reading loop: subclasses say what one line is (:meth:`_line`)."""

    multiline = False  # lines that start nothing continue the previous message
    markers = False  # messages whose text is a platform marker (media omitted, deleted) are events
    # WhatsApp's attachment, contact-card and location lines become media events of their kind only.
    attachments = False

    def __init__(self, options: Mapping[str, str] | None = None):
        super().__init__(options)
        self.day = _parse_day(self.settings["date"], "date") if self.settings.get("date") else None
        # The document being read: a format may name participants beyond the authors in it.
        self._conversation = Conversation(title="")
        self._year: int | None = None

    def _line(self, line: str) -> _Line | None:
        raise NotImplementedError

    def _prepare(self, lines: list[str]) -> None:
        """A look at the whole file before reading it (WhatsApp's day/month order)."""

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        lines = [line.translate(_INVISIBLE).rstrip("\r") for line in text.split("\n")]
        self._prepare(lines)
        conversation = self._conversation = Conversation(title=self.settings.get("title") or name, genre="chat")
        conversation.messages.extend(self._messages(lines, name, problems))
        yield conversation

    def read_stream(
        self, lines: Iterable[str], name: str, problems: list[Problem]
    ) -> tuple[Conversation, Iterator[Message]]:
        """A large log line by line: the document (without messages) and its messages, lazily.

        What :meth:`_prepare` looks at is the first lines only (WhatsApp's day/month order is
        settled by them in every real export)."""
        cleaned = (line.translate(_INVISIBLE).rstrip("\r\n") for line in lines)
        head = list(islice(cleaned, _PREPARE_LINES))
        self._prepare(head)
        conversation = self._conversation = Conversation(title=self.settings.get("title") or name, genre="chat")
        return conversation, self._messages(chain(head, cleaned), name, problems)

    def _messages(self, lines: Iterable[str], name: str, problems: list[Problem]) -> Iterator[Message]:
        day = self.day
        current: Message | None = None
        for number, line in enumerate(lines, 1):
            if not line.strip():
                if current is not None and self.multiline:
                    current.text += "\n"
                continue
            try:
                parsed = self._line(line)
            except SlowPattern as err:
                raise InputError(str(err), name, number) from None
            except ValueError as err:
                problems.append(Problem(number, str(err)))
                if current is not None:
                    yield from self._finish(current)
                current = None  # what follows would otherwise be glued to the wrong message
                continue
            if parsed is None:
                if current is not None and self.multiline:
                    current.text += "\n" + line
                else:
                    # The line's content is not repeated: it may be exactly what must not leak.
                    problems.append(Problem(number, "neither a message nor a system line"))
                continue
            if parsed.kind in ("day", "skip"):
                day = parsed.day if parsed.kind == "day" else day
                continue
            when = parsed.when
            if isinstance(when, time):
                when = datetime.combine(day, when) if day else None
            event = parsed.event
            if parsed.kind == "system":
                event = event or event_of(parsed.text)
            if current is not None:
                yield from self._finish(current)
            current = Message(
                author=parsed.author,
                text=parsed.text,
                time=when.isoformat(timespec="seconds") if when else None,
                line=number,
                kind="system" if event else None,
                event=event,
            )
        if current is not None:
            yield from self._finish(current)

    def _finish(self, message: Message) -> Iterator[Message]:
        """A message whose lines are all read: trailing blank lines off, a platform marker an event,
        an attachment, contact card or location a media event of its kind before the caption."""
        message.text = message.text.rstrip("\n")
        if self.attachments:
            found, rest = whatsapp_media(message.text)
            for media in found:
                # The kind only: the file's name, the contact's name, the coordinates are not written.
                yield Message(
                    author=message.author,
                    text=media.text or label(media.kind or "media"),
                    time=message.time,
                    line=message.line,
                    kind="system",
                    event="media",
                )
            if found:
                if not rest.strip():
                    return
                message.text = rest
                if message.event == "media":  # a system line whose marker is gone: what stays is other
                    message.event = event_of(rest)
        if message.kind is None and self.markers:
            # "<Medien ausgeschlossen>" in Anna's name is an event of Anna's, not her writing.
            edited = _EDITED.search(message.text)
            if edited:
                message.text = message.text[: edited.start()]
            message.event = _marker(message.text)
            message.kind = "system" if message.event else None
        yield message


@register
class ChatlogImporter(_LineImporter):
    name = "chatlog"
    description = "A line-based chat log described by a regular expression of your own."
    options = {
        "pattern": "Python regular expression of a message line, with named groups author and text, and "
        "optionally time (and date); required.",
        "time_format": "strptime format of the time group (default: ISO dates, HH:MM, HH:MM:SS, 2:22 PM).",
        "system": "Regular expression of a system line (joins, leaves); optional group time.",
        "date": "Day (YYYY-MM-DD) of logs whose times have no date.",
        "multiline": "yes (default): lines that match nothing continue the previous message; no: they are skipped.",
        "title": "Document title (default: the file name).",
    }
    # A log of one's own pattern may well be a chat export of that kind: its file names must not stay either.
    attachments = True

    def __init__(self, options: Mapping[str, str] | None = None):
        super().__init__(options)
        if not self.settings.get("pattern"):
            raise ValueError("chatlog needs --option pattern=REGEX with groups author and text")
        self.pattern = self._compile("pattern", self.settings["pattern"], ("author", "text"))
        self.system = self._compile("system", self.settings["system"], ()) if self.settings.get("system") else None
        self.time_format = self.settings.get("time_format") or None
        multiline = self.settings.get("multiline", "yes").lower()
        if multiline not in ("yes", "no"):
            raise ValueError(f"multiline: expected yes or no, got {multiline!r}")
        self.multiline = multiline == "yes"

    @staticmethod
    def _compile(option: str, value: str, groups: tuple[str, ...]) -> regex.Pattern[str]:
        # The regex module, for its timeout: a user's pattern can backtrack without end.
        try:
            compiled = regex.compile(value)
        except regex.error as err:
            raise ValueError(f"{option}: not a regular expression: {err}") from None
        missing = [g for g in groups if g not in compiled.groupindex]
        if missing:
            raise ValueError(f"{option}: needs the named group(s) {', '.join(missing)}, e.g. (?P<author>...)")
        return compiled

    def _when(self, match: regex.Match[str]) -> datetime | time | None:
        groups = match.groupdict()
        clock = (groups.get("time") or "").strip()
        day = (groups.get("date") or "").strip()
        if not clock and not day:
            return None
        value = f"{day} {clock}".strip()
        if self.time_format:
            try:
                parsed = datetime.strptime(value, self.time_format)
            except ValueError:
                raise ValueError(f"time {value!r} does not fit time_format {self.time_format!r}") from None
            # strptime fills in 1900-01-01 where the format has no date part.
            has_date = any(d in self.time_format for d in ("%d", "%y", "%Y", "%j", "%x", "%c"))
            return parsed if has_date else parsed.time()
        try:
            return datetime.fromisoformat(value)
        except ValueError:
            pass
        return _clock(value)

    def _line(self, line: str) -> _Line | None:
        try:
            match = self.pattern.match(line, timeout=PATTERN_SECONDS)
        except TimeoutError:
            raise SlowPattern(
                f"the pattern took over {PATTERN_SECONDS} s on one line (nested repetition?); "
                "nothing of the file was imported"
            ) from None
        if match:
            author = (match["author"] or "").strip()
            if not author:
                raise ValueError("message line without an author")
            return _Line("message", match["text"] or "", author, self._when(match))
        if self.system:
            match = self.system.match(line, timeout=PATTERN_SECONDS)
            if match:
                return _Line("system", line.strip(), when=self._when(match) if "time" in match.groupdict() else None)
        return None


# IRC ---------------------------------------------------------------------------------------
_STAMP = r"\[?(?:(?P<date>\d{4}-\d{2}-\d{2})[ T])?(?P<time>\d{1,2}:\d{2}(?::\d{2})?)\]?"
_IRC_MESSAGE = re.compile(_STAMP + r"\s+<\s*[@+%&~!]?(?P<author>[^>\s]+)>\s?(?P<text>.*)$")
_IRC_ACTION = re.compile(_STAMP + r"\s+(?P<text>\*\s+[@+%&~!]?(?P<author>[^\s*]\S*)(?:\s.*)?)$")
_IRC_SYSTEM = re.compile(_STAMP + r"\s+(?P<text>(?:-!-|\*\*\*|-->|<--|--)\s.*)$")
_WEECHAT = re.compile(r"(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>\d{1,2}:\d{2}:\d{2})\t(?P<prefix>[^\t]*)\t(?P<text>.*)$")
_WEECHAT_SYSTEM = {"-->", "<--", "--", "=!=", ""}
# irssi: "--- Log opened Tue Mar 05 12:00:00 2024", "--- Day changed Tue Mar 05 2024".
_IRSSI_DAY = re.compile(r"---\s+(?:Log opened|Day changed)\s+\w{3}\s+(\w{3})\s+(\d{1,2})(?:\s+[\d:]+)?\s+(\d{4})\s*$")
_IRSSI_META = re.compile(r"---\s+Log closed\b")
# HexChat: "**** BEGIN LOGGING AT Tue May 14 19:00:00 2024", then "May 14 19:01:00 <nick>\ttext";
# its system lines and actions both start "*\t" (newer versions: "-->", "<--", "--", "-").
_HEXCHAT_DAY = re.compile(r"\*{4}\s+(?:BEGIN|ENDING) LOGGING AT \w{3}\s+(\w{3})\s+(\d{1,2})\s+[\d:]+\s+(\d{4})\s*$")
_HEXCHAT = re.compile(
    r"(?P<month>[A-Z][a-z]{2})\s+(?P<day>\d{1,2})\s+(?P<time>\d{1,2}:\d{2}(?::\d{2})?)\s+"
    r"(?:<[@+%&~!]?(?P<author>[^>\s]+)>\t(?P<text>.*)|(?P<prefix>\*|-->|<--|--|-)\t(?P<line>.*))$"
)
# What HexChat writes after "*\t" that is no one's action: joins, parts, quits, nick and topic changes.
_HEXCHAT_SYSTEM = re.compile(
    r"\S+ (?:\([^)]*\) )?has (?:joined|left|quit)\b|\S+ is now known as \S+|Topic for |\S+ has changed the topic|"
    r"\S+ sets mode |\S+ gives |\S+ removes |\S+ has kicked |Now talking on |Disconnected|Connecting|"
    r"You are now known as "
)
# A nick change, however the client writes its prefix: the two nicks are one participant.
_NICK_CHANGE = re.compile(r"(?:^|\s)(?P<old>[^\s\]\[]+) is now known as (?P<new>\S+?)\.?\s*$")


def _stamp(match: re.Match[str]) -> datetime | time:
    clock = _clock(match["time"])
    return datetime.combine(date.fromisoformat(match["date"]), clock) if match["date"] else clock


@register
class IrcImporter(_LineImporter):
    name = "irc"
    description = (
        "IRC logs of irssi ([12:34] <nick> text, -!- joins), weechat (date time TAB nick TAB text), "
        "HexChat (May 14 12:34:56 <nick> TAB text) and the like; actions (* nick waves) are posts of the nick, "
        "joins and leaves events; a nick change makes the new nick the same participant's."
    )
    options = {
        "date": "Day (YYYY-MM-DD) of logs whose times have no date (irssi's 'Day changed' lines override it).",
        "title": "Document title (default: the file name).",
    }

    def _prepare(self, lines: list[str]) -> None:
        self._year = None  # a HexChat log's year comes from its own "BEGIN LOGGING" line

    def _messages(self, lines: Iterable[str], name: str, problems: list[Problem]) -> Iterator[Message]:
        """The log's messages, the nicks a participant took on (``old is now known as new``)
        written as that participant's: the first nick is the participant, the later ones its
        further nicknames (``persName``), which detection and the audit look for too."""
        first: dict[str, str] = {}
        for message in super()._messages(lines, name, problems):
            if message.author:
                message.author = first.get(message.author, message.author)
            change = _NICK_CHANGE.search(message.text) if message.kind == "system" else None
            if change and change["old"] != change["new"]:
                person = first.get(change["old"], change["old"])
                first[change["new"]] = person
                message.author = person
                aliases = self._conversation.people.setdefault(person, Person(person)).aliases
                if ("nickname", change["new"]) not in aliases:
                    aliases.append(("nickname", change["new"]))
            yield message

    def _line(self, line: str) -> _Line | None:
        day = _IRSSI_DAY.match(line) or _HEXCHAT_DAY.match(line)
        if day:
            found = datetime.strptime(" ".join(day.groups()), "%b %d %Y").date()
            self._year = found.year
            return _Line("day", day=found)
        hexchat = _HEXCHAT.match(line)
        if hexchat:
            return self._hexchat(hexchat)
        if _IRSSI_META.match(line):
            return _Line("skip")  # nothing in it to keep
        match = _WEECHAT.match(line)
        if match:
            when = _stamp(match)
            prefix = match["prefix"].strip()
            if prefix in _WEECHAT_SYSTEM:
                return _Line("system", f"{match['prefix']} {match['text']}".strip(), when=when)
            if prefix == "*":
                author = match["text"].split(None, 1)[0].lstrip("@+%&~!") if match["text"].strip() else ""
                if not author:
                    raise ValueError("action line without a nick")
                return _Line("message", f"* {match['text']}", author, when)
            return _Line("message", match["text"], prefix.lstrip("@+%&~!") or prefix, when)
        for pattern, kind in ((_IRC_MESSAGE, "message"), (_IRC_ACTION, "message"), (_IRC_SYSTEM, "system")):
            match = pattern.match(line)
            if match:
                author = match["author"] if kind == "message" else ""
                return _Line(kind, match["text"], author, _stamp(match))
        return None

    def _hexchat(self, match: re.Match[str]) -> _Line:
        clock = _clock(match["time"])
        year = self._year or (self.day.year if self.day else None)
        when: datetime | time = clock
        if year is not None:
            try:
                when = datetime.combine(datetime.strptime(f"{match['month']} {match['day']} {year}", "%b %d %Y"), clock)
            except ValueError:
                raise ValueError(f"date {match['month']} {match['day']} not understood") from None
        if match["author"]:
            return _Line("message", match["text"], match["author"], when)
        text = match["line"]
        if match["prefix"] == "*" and not _HEXCHAT_SYSTEM.match(text):
            author = text.split(None, 1)[0].lstrip("@+%&~!") if text.strip() else ""
            if author:
                return _Line("message", f"* {text}", author, when)
        return _Line("system", f"{match['prefix']} {text}".strip(), when=when)


# WhatsApp ----------------------------------------------------------------------------------
# "05.03.24, 14:22 - ", "[05.03.24, 14:22:01] ", "3/5/24, 2:22 PM - ", "05/03/2024 14:22 - ".
_WA_START = re.compile(
    r"\[?(?P<date>\d{1,2}[./-]\d{1,2}[./-]\d{2,4}),?\s+"
    r"(?P<time>\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[AaPp]\.?\s?[Mm]\.?)?)\]?(?:\s+-\s+|\s+|:\s+)(?P<rest>.*)$"
)
# The author ends at the first ": "; a quotation mark before it means a system line such as
# 'Anna changed the subject to "Plans: May"'.
_WA_AUTHOR = re.compile(r"(?P<author>[^:\"“„«]{1,80}?):(?:\s(?P<text>.*))?$")


# What WhatsApp on iOS writes in a member's name when that member (or "You") did something to the
# group: the actor comes first, then one of these, and nothing else is on the line. Strict on
# purpose: a post that merely contains "left" or "added" stays a post.
_IOS_SYSTEM = re.compile(
    r"(?:added|removed) .{1,200}|left|joined using this group's invite link|was added|was removed|"
    r"created (?:the )?group .{1,200}|changed the (?:group name|subject) (?:from .{1,200} )?to .{1,200}|"
    r"changed (?:this group's|the group) (?:icon|description|settings)|deleted this group's icon|"
    r"changed (?:their|his|her|your) phone number.*|"
    r"hat .{1,200} (?:hinzugefügt|entfernt)|hat die Gruppe verlassen|hast die Gruppe verlassen|"
    r"ist über den Einladungslink (?:dieser Gruppe )?beigetreten|wurde hinzugefügt|wurde entfernt|"
    r"hat die Gruppe .{1,200} erstellt|hast die Gruppe .{1,200} erstellt|"
    r"ha(?:t|st) den (?:Gruppennamen|Betreff) (?:von .{1,200} )?(?:zu|in) .{1,200} geändert|"
    r"ha(?:t|st) (?:das Gruppenbild|die Gruppenbeschreibung|die Gruppeneinstellungen) (?:geändert|gelöscht)|"
    r"hast .{1,200} (?:hinzugefügt|entfernt)"
)


def _ios_system(author: str, text: str) -> bool:
    """Whether ``text``, written under ``author``'s name, is a system line of iOS's: the actor (the
    author, "You", "Du", or a name before the phrase) and a group action, nothing more."""
    text = text.strip()
    for actor in (author, "You", "Du", "Sie"):
        if text.startswith(actor + " ") and _IOS_SYSTEM.fullmatch(text[len(actor) + 1 :]):
            return True
    return _IOS_SYSTEM.fullmatch(text) is not None


@register
class WhatsAppImporter(_LineImporter):
    name = "whatsapp"
    description = (
        "WhatsApp chat exports (German and English, Android and iOS): '05.03.24, 14:22 - Anna: text', "
        "'[05.03.24, 14:22:01] Anna: text', '3/5/24, 2:22 PM - Anna: text'; multi-line messages; "
        "system lines, media left out and deleted messages become events; attachments, contact cards and "
        "locations media events of their kind only (no file name, no map link)."
    )
    options = {
        "date_order": "dmy or mdy for dates with slashes (default: guessed from the file; 12-hour clock: mdy).",
        "title": "Document title (default: the file name).",
    }
    multiline = True
    markers = True
    attachments = True

    def __init__(self, options: Mapping[str, str] | None = None):
        super().__init__(options)
        self.order = self.settings.get("date_order") or None
        if self.order not in (None, "dmy", "mdy"):
            raise ValueError(f"date_order: expected dmy or mdy, got {self.order!r}")
        self.day = None

    def _prepare(self, lines: list[str]) -> None:
        if self.settings.get("date_order"):
            return
        # Slash dates are month first in US exports and day first elsewhere; a number above 12
        # settles it, else the 12-hour clock (US) does.
        firsts, seconds, twelve = set(), set(), False
        for line in lines:
            match = _WA_START.match(line.translate(_SPACES))
            if match and "/" in match["date"]:
                a, b, _ = re.split(r"[./-]", match["date"])
                firsts.add(int(a))
                seconds.add(int(b))
                twelve = twelve or bool(re.search(r"[AaPp]\.?\s?[Mm]", match["time"]))
        if any(n > 12 for n in firsts):
            self.order = "dmy"
        elif any(n > 12 for n in seconds):
            self.order = "mdy"
        else:
            self.order = "mdy" if twelve else "dmy"

    def _date(self, value: str) -> date:
        a, b, c = (int(p) for p in re.split(r"[./-]", value))
        year = c + 2000 if c < 100 else c
        # Dots and dashes are day first (German, most of Europe); slashes as guessed.
        day, month = (b, a) if "/" in value and self.order == "mdy" else (a, b)
        try:
            return date(year, month, day)
        except ValueError:
            raise ValueError(f"date {value!r} not understood") from None

    def _line(self, line: str) -> _Line | None:
        match = _WA_START.match(line.translate(_SPACES))
        if not match:
            return None
        when = datetime.combine(self._date(match["date"]), _clock(match["time"]))
        rest = match["rest"]
        author = _WA_AUTHOR.match(rest)
        if author:
            name, text = author["author"].strip(), author["text"] or ""
            if _ios_system(name, text):
                # iOS writes "Anna: Anna added Ben" where Android writes "Anna added Ben": an event of Anna's.
                return _Line("system", text.strip(), name, when, event=event_of(text))
            return _Line("message", text, name, when)
        return _Line("system", rest.strip(), when=when)
