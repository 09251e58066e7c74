"""Discord channels as DiscordChatExporter (Tyrrrz) writes them: JSON and CSV.

JSON: an object with ``guild``, ``channel`` and ``messages``; each message has ``id``, ``type``
(Default, Reply, GuildMemberJoin, ChannelPinnedMessage, Call, RecipientAdd, RecipientRemove,
ChannelNameChange, ChannelIconChange, ThreadCreated), ``timestamp``, ``content``, ``author``
{id, name, discriminator, nickname, isBot}, ``mentions``, ``reference`` {messageId},
``attachments``, ``embeds`` and ``stickers``. CSV: the columns AuthorID, Author, Date, Content,
Attachments, Reactions.

A participant is named as the channel shows them (the server nickname), with the account name
kept as a second ``persName type="userName"``. Mentions (``<@id>``, ``<@!id>`` and the
``@Name`` the exporter renders them as) become :attr:`Message.mentions`; system messages become
events; each attachment and sticker is a ``media`` event of its sender with its kind only
(``[image]``, ``[document]``, ``[sticker]``: a file name, its URL and a sticker's name can name a
person), each embed one whose text names it (title, URL, description: the preview of a link the
message holds, which detection reads like any text).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from datetime import datetime

import regex

from ..errors import InputError
from . import Conversation, Importer, Message, Person, Problem, register
from .attachments import kind_of_file, label
from .table import normalise_time

# DiscordChatExporter's message kinds that are not posts: (event kind, readable text if empty).
EVENTS = {
    "GuildMemberJoin": ("join", "Joined the server."),
    "RecipientAdd": ("join", "Added a member to the group."),
    "RecipientRemove": ("leave", "Left the group."),
    "Call": ("call", "Started a call."),
    "ChannelNameChange": ("rename", "Changed the channel name."),
    "ChannelIconChange": ("other", "Changed the channel icon."),
    "ChannelPinnedMessage": ("pin", "Pinned a message."),
    "ThreadCreated": ("other", "Started a thread."),
}
POST_TYPES = {"Default", "Reply", ""}
# The kinds whose content is the channel's new name (or icon's URL): left out, as a file's name is.
RENAMES = frozenset({"ChannelNameChange", "ChannelIconChange"})

# <@123>, <@!123>: a user mention as Discord stores it (some exports keep it raw).
_RAW_MENTION = regex.compile(r"<@!?(\d+)>")
# The exporter's older default date format (CSV): 05-Mar-24 02:22 PM.
_DCE_DATE_FORMATS = ("%d-%b-%y %I:%M %p", "%d-%b-%y %H:%M")


def _time(value: object) -> str | None:
    found = normalise_time(value) if value not in (None, "") else None
    if found is None and isinstance(value, str):
        for form in _DCE_DATE_FORMATS:
            try:
                return datetime.strptime(value.strip(), form).strftime("%Y-%m-%dT%H:%M:%S")
            except ValueError:
                continue
    return found


class _People:
    """Discord accounts by id, each under one unique name shown (two accounts may share a nickname)."""

    def __init__(self) -> None:
        self.by_id: dict[str, str] = {}
        self.people: dict[str, Person] = {}

    def add(self, user: dict) -> str:
        uid = str(user.get("id") or "")
        if uid in self.by_id:
            return self.by_id[uid]
        account = str(user.get("name") or "").strip()
        shown = str(user.get("nickname") or "").strip() or account
        if not shown:
            return ""
        unique = shown
        if unique in self.people:
            unique = f"{shown} ({account})" if account and account != shown else f"{shown} ({uid})"
        person = Person(unique)
        if account and account != unique:
            person.aliases.append(("userName", account))
        self.people[unique] = person
        if uid:
            self.by_id[uid] = unique
        return unique


def _mentions(text: str, people: _People, wanted: list[str]) -> tuple[str, list[tuple[int, int, str]]]:
    """The text with raw ``<@id>`` made ``@Name``, and the spans of ``Name`` after ``@`` of the people wanted."""
    text = _RAW_MENTION.sub(lambda m: "@" + people.by_id[m[1]] if m[1] in people.by_id else m[0], text)
    spans: list[tuple[int, int, str]] = []
    # Longest names first, so that "@Anna Lena" is not taken as "@Anna".
    for name in sorted(set(wanted), key=len, reverse=True):
        for m in regex.finditer(regex.escape("@" + name) + r"(?!\w)", text):
            # The @ stays outside the reference, as in the other importers.
            if not any(s < m.end() and m.start() < e for s, e, _ in spans):
                spans.append((m.start() + 1, m.end(), name))
    return text, sorted(spans)


def _attachment(author: str, time: str | None, line: int, kind: str) -> Message:
    """A media event with the kind only: not the file's name, not its URL (which holds the name)."""
    return Message(author, label(kind), time=time, line=line, kind="system", event="media")


def _media(author: str, time: str | None, line: int, what: str, parts: list[object]) -> Message:
    shown = " ".join(str(p).strip() for p in parts if p not in (None, "") and str(p).strip())
    return Message(
        author, f"[{what}: {shown}]" if shown else f"[{what}]", time=time, line=line, kind="system", event="media"
    )


@register
class DiscordImporter(Importer):
    name = "discord"
    description = "Discord: a DiscordChatExporter export (JSON or CSV)"
    options = {"title": "the document's title (default: the file name)"}

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        conversation = Conversation(title=self.settings.get("title") or name, genre="chat")
        people = _People()
        if text.lstrip().startswith("{"):
            messages = self._json(text, name, people, problems)
        else:
            messages = self._csv(text, name, people, problems)
        if not messages:
            if problems:
                raise InputError(f"no message could be read ({_first(problems)})", name, problems[0].line or None)
            raise InputError("the export holds no message", name, None)
        conversation.messages = messages
        # Everyone mentioned is a participant, also those who never write.
        conversation.people = people.people
        yield conversation

    def _json(self, text: str, name: str, people: _People, problems: list[Problem]) -> list[Message]:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise InputError(f"not JSON: {err.msg}", name, err.lineno) from None
        if not isinstance(data, dict) or not isinstance(data.get("messages"), list):
            raise InputError("not a DiscordChatExporter JSON export (no 'messages' list)", name, 1)
        messages: list[Message] = []
        for n, record in enumerate(data["messages"], 1):
            if not isinstance(record, dict) or not isinstance(record.get("author"), dict):
                problems.append(Problem(0, f"message {n}: no author object"))
                continue
            messages += self._json_message(record, n, people, problems)
        return messages

    def _json_message(self, record: dict, n: int, people: _People, problems: list[Problem]) -> list[Message]:
        author = people.add(record["author"])
        mentioned = [people.add(user) for user in record.get("mentions") or [] if isinstance(user, dict)]
        time = _time(record.get("timestamp"))
        if record.get("timestamp") and time is None:
            problems.append(
                Problem(0, f"message {n}: time {record['timestamp']!r} not understood; kept without it", skipped=False)
            )
        kind = str(record.get("type") or "")
        content, spans = _mentions(str(record.get("content") or "").strip(), people, [m for m in mentioned if m])
        reference = record.get("reference")
        if not isinstance(reference, dict):
            reference = {}
        source_id = str(record["id"]) if record.get("id") is not None else None
        out: list[Message] = []
        if kind in EVENTS:
            event, fallback = EVENTS[kind]
            if kind in RENAMES:
                # The new channel's name ("annas-abschied") can name a person, and no markup of the
                # event says it is a name: the event says that the channel was renamed, no more.
                content, spans = "", []
            out.append(
                Message(
                    author, content or fallback, time=time, id=source_id, kind="system", event=event, mentions=spans
                )
            )
        elif content:
            if kind not in POST_TYPES:
                problems.append(Problem(0, f"message {n}: type {kind!r} read as a post", skipped=False))
            out.append(Message(author, content, time=time, id=source_id, mentions=spans))
        for item in record.get("attachments") or []:
            if isinstance(item, dict):
                name = str(item.get("fileName") or item.get("url") or "")
                out.append(_attachment(author, time, 0, kind_of_file(name, str(item.get("contentType") or ""))))
        for item in record.get("embeds") or []:
            if isinstance(item, dict):
                out.append(
                    _media(author, time, 0, "embed", [item.get("title"), item.get("url"), item.get("description")])
                )
        for item in record.get("stickers") or []:
            if isinstance(item, dict):
                out.append(_attachment(author, time, 0, "sticker"))
        if not out:
            problems.append(Problem(0, f"message {n}: no content"))
        elif kind not in EVENTS:
            # A reply that is only a picture answers too; a reply to it finds it.
            out[0].id = source_id
            out[0].reply_to = str(reference.get("messageId") or "") or None
        return out

    def _csv(self, text: str, name: str, people: _People, problems: list[Problem]) -> list[Message]:
        reader = csv.reader(io.StringIO(text))
        header = next(reader, None)
        wanted = ["authorid", "author", "date", "content"]
        columns = {c.strip().lower(): i for i, c in enumerate(header or [])}
        if header is None or any(c not in columns for c in wanted):
            raise InputError(
                "not a DiscordChatExporter CSV export (expected the columns AuthorID, Author, Date, "
                f"Content, Attachments, Reactions; found {', '.join(header or []) or 'none'})",
                name,
                1,
            )
        rows: list[tuple[int, list[str]]] = []
        line = reader.line_num + 1
        for row in reader:
            rows.append((line, row))
            line = reader.line_num + 1
        # Authors first: a mention may name someone whose first message comes later.
        for _, row in rows:
            if len(row) == len(header):
                account = row[columns["author"]]
                # The CSV has only the account name, with the old #1234 tag where there is one.
                shown = people.add({"id": row[columns["authorid"]], "name": regex.sub(r"#\d{4}$", "", account)})
                if shown and account != shown and ("userName", account) not in people.people[shown].aliases:
                    people.people[shown].aliases.append(("userName", account))
        names = list(people.people)
        messages: list[Message] = []
        for line, row in rows:
            if len(row) != len(header):
                problems.append(Problem(line, f"{len(row)} fields, expected {len(header)}"))
                continue
            author = people.by_id.get(row[columns["authorid"]], "")
            raw_time = row[columns["date"]]
            time = _time(raw_time)
            if raw_time and time is None:
                problems.append(
                    Problem(line, f"time {raw_time!r} not understood; message kept without it", skipped=False)
                )
            content, spans = _mentions(row[columns["content"]].strip(), people, names)
            found = False
            if content:
                messages.append(Message(author, content, time=time, line=line, mentions=spans))
                found = True
            if "attachments" in columns:
                for url in filter(None, (u.strip() for u in row[columns["attachments"]].split(","))):
                    messages.append(_attachment(author, time, line, kind_of_file(url)))
                    found = True
            if not found:
                problems.append(Problem(line, "no content"))
        return messages


def _first(problems: list[Problem]) -> str:
    """The first reason a record was skipped (the others are usually the same), and how many more."""
    more = len(problems) - 1
    return problems[0].what + (f"; {more} more line(s) skipped" if more else "")
