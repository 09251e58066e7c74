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
from . import Conversation, Importer, Message, Problem, register
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
            r".*(?:hat den Betreff|changed the subject|Gruppenbeschreibung|group description|Gruppenbild|"
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

    def _line(self, line: str) -> _Line | None:
        raise NotImplementedError

    def _prepare(self, lines: list[str]) -> None:
        """A look at the whole file before reading it (WhatsApp's day/month order)."""

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        lines = [line.translate(_INVISIBLE).rstrip("\r") for line in text.split("\n")]
        self._prepare(lines)
        conversation = Conversation(title=self.settings.get("title") or name, genre="chat")
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
        conversation = Conversation(title=self.settings.get("title") or name, genre="chat")
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


def _stamp(match: re.Match[str]) -> datetime | time:
    clock = _clock(match["time"])
    return datetime.combine(date.fromisoformat(match["date"]), clock) if match["date"] else clock


@register
class IrcImporter(_LineImporter):
    name = "irc"
    description = (
        "IRC logs of irssi ([12:34] <nick> text, -!- joins), weechat (date time TAB nick TAB text) "
        "and the like; actions (* nick waves) are posts of the nick, joins and leaves events."
    )
    options = {
        "date": "Day (YYYY-MM-DD) of logs whose times have no date (irssi's 'Day changed' lines override it).",
        "title": "Document title (default: the file name).",
    }

    def _line(self, line: str) -> _Line | None:
        day = _IRSSI_DAY.match(line)
        if day:
            return _Line("day", day=datetime.strptime(" ".join(day.groups()), "%b %d %Y").date())
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


# WhatsApp ----------------------------------------------------------------------------------
# "05.03.24, 14:22 - ", "[05.03.24, 14:22:01] ", "3/5/24, 2:22 PM - ", "05/03/2024 14:22 - ".
_WA_START = re.compile(
    r"\[?(?P<date>\d{1,2}[./-]\d{1,2}[./-]\d{2,4}),?\s+"
    r"(?P<time>\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[AaPp]\.?\s?[Mm]\.?)?)\]?(?:\s+-\s+|\s+|:\s+)(?P<rest>.*)$"
)
# The author ends at the first ": "; a quotation mark before it means a system line such as
# 'Anna changed the subject to "Plans: May"'.
_WA_AUTHOR = re.compile(r"(?P<author>[^:\"“„«]{1,80}?):(?:\s(?P<text>.*))?$")


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
            return _Line("message", author["text"] or "", author["author"].strip(), when)
        return _Line("system", rest.strip(), when=when)
