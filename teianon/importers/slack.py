"""Slack's workspace export: a folder (or the .zip Slack gives) with one document per channel.

The export holds ``users.json`` (``id``, ``name``, ``real_name``, ``profile.display_name``),
``channels.json`` (public channels: ``id``, ``name``) and, where the export includes them,
``groups.json`` (private channels), ``mpims.json`` (group messages, by ``name``) and
``dms.json`` (direct messages, whose folder is named by the ``id``); each conversation is a
folder with one file per day (``2024-03-05.json``), a list of messages with ``ts`` (seconds
since 1970 as a string, also the message's id), ``user``, ``text``, ``subtype``,
``thread_ts``, ``files``.

A user becomes a participant by their display name (else real name, else user name), with the
real name, where Slack has one, as ``persName type="full"``. In the text, ``<@U123>`` and
``<@U123|anna>`` become ``@display name``, the display name recorded as a mention of that participant;
``<https://…|label>`` becomes ``label (https://…)``, ``<#C123|general>`` ``#general`` and
``<!here>`` ``@here``. A reply in a thread (``thread_ts`` other than its own ``ts``) points to
the thread's first message. Joins, leaves, topic and purpose changes, pins, renames, deleted
messages and files without text are events. Channel names are not used as titles: a private
channel's name can identify.
"""

from __future__ import annotations

import json
import re
import zipfile
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath

from ..errors import InputError
from . import Conversation, Importer, Message, Person, Placement, Problem, register

EVENTS = {
    "channel_join": "join",
    "group_join": "join",
    "channel_leave": "leave",
    "group_leave": "leave",
    "pinned_item": "pin",
    "channel_pin": "pin",
    "message_deleted": "deleted",
    "tombstone": "deleted",
    "channel_name": "rename",
    "group_name": "rename",
    "channel_topic": "other",
    "group_topic": "other",
    "channel_purpose": "other",
    "group_purpose": "other",
    "channel_archive": "other",
    "huddle_thread": "call",
    "sh_room_created": "call",
}
# Slack's markup: <@U123>, <@U123|name>, <#C123|general>, <!here>, <https://…|label>, <mailto:…|…>.
_MARKUP = re.compile(r"<([@#!]?)([^<>|]*)(?:\|([^<>]*))?>")
_DAY = re.compile(r"\d{4}-\d\d-\d\d\.json")
# Slack writes &, < and > in texts as HTML entities (and only these).
_ENTITIES = (("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"))


class _Export:
    """The files of an export, in a folder or in a zip (read in place, never unpacked to disk)."""

    def __init__(self, path: Path):
        self.path = path
        self.zip = zipfile.ZipFile(path) if path.is_file() else None
        names = (
            self.zip.namelist()
            if self.zip is not None
            else [p.relative_to(path).as_posix() for p in path.rglob("*.json")]
        )
        # A zip made by hand often has one folder around the export.
        users = sorted((n for n in names if PurePosixPath(n).name == "users.json"), key=len)
        if not users:
            raise InputError("not a Slack export: no users.json", str(path.name))
        self.root = str(PurePosixPath(users[0]).parent)
        prefix = "" if self.root == "." else self.root + "/"
        self.names = [n[len(prefix) :] for n in names if n.startswith(prefix)]

    def json(self, name: str) -> object:
        full = name if self.root == "." else f"{self.root}/{name}"
        try:
            data = self.zip.read(full) if self.zip is not None else (self.path / full).read_bytes()
            return json.loads(data.decode("utf-8-sig"))
        except json.JSONDecodeError as err:
            raise InputError(f"not JSON: {err.msg}", f"{self.path.name}/{name}", err.lineno) from None
        except UnicodeDecodeError as err:
            raise InputError(f"not UTF-8: {err.reason}", f"{self.path.name}/{name}") from None

    def has(self, name: str) -> bool:
        return name in self.names

    def days(self, folder: str) -> list[str]:
        return sorted(
            n
            for n in self.names
            if PurePosixPath(n).parent.as_posix() == folder and _DAY.fullmatch(PurePosixPath(n).name)
        )


@register
class SlackImporter(Importer):
    name = "slack"
    description = "A Slack workspace export (folder or .zip): users.json, channels.json, a folder of days per channel."
    options = {"title": "Document title (default: the folder's name and the conversation's number)."}

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        raise InputError("the slack format reads the export's folder or its .zip, not one file of it", name)

    def read_export(self, path: Path, problems: list[Problem]) -> Iterator[Conversation]:
        """The conversations of an export folder or zip."""
        try:
            export = _Export(path)
        except (zipfile.BadZipFile, OSError) as err:
            raise InputError(f"cannot read the export: {err}", path.name) from None
        users = export.json("users.json")
        if not isinstance(users, list):
            raise InputError("users.json is not a list of users", f"{path.name}/users.json")
        names: dict[str, str] = {}
        people: dict[str, Person] = {}
        for user in users:
            if isinstance(user, dict) and user.get("id"):
                shown, person = _user(user)
                # Two users of one display name are two participants.
                if shown in people:
                    shown = f"{shown} ({user.get('name') or user['id']})"
                names[str(user["id"])] = shown
                people[shown] = person
        folders: list[str] = []
        for listing, key in (
            ("channels.json", "name"),
            ("groups.json", "name"),
            ("mpims.json", "name"),
            ("dms.json", "id"),
        ):
            if export.has(listing):
                entries = export.json(listing)
                if not isinstance(entries, list):
                    raise InputError(f"{listing} is not a list", f"{path.name}/{listing}")
                folders += [str(e[key]) for e in entries if isinstance(e, dict) and e.get(key)]
        if not folders:
            raise InputError(
                "not a Slack export: no channels in channels.json, groups.json, mpims.json or dms.json", path.name
            )
        title = self.settings.get("title") or path.stem
        for n, folder in enumerate(dict.fromkeys(folders), 1):
            days = export.days(folder)
            if not days:
                problems.append(Problem(0, f"conversation {n}: no day files"))
                continue
            conversation = Conversation(title=f"{title}, conversation {n}")
            for day in days:
                records = export.json(day)
                if not isinstance(records, list):
                    problems.append(Problem(0, f"{day}: not a list of messages"))
                    continue
                records = sorted((r for r in records if isinstance(r, dict)), key=lambda r: _float(r.get("ts")))
                for record in records:
                    message = _message(record, names, people, conversation)
                    if message is None:
                        problems.append(Problem(0, f"{day}: a message without ts"))
                    else:
                        conversation.messages.append(message)
            yield conversation


def _user(user: dict) -> tuple[str, Person]:
    profile = user.get("profile")
    if not isinstance(profile, dict):
        profile = {}
    real = str(profile.get("real_name") or user.get("real_name") or "").strip()
    shown = str(profile.get("display_name") or real or user.get("name") or user["id"]).strip()
    return shown, Person(real, name_type="full") if real else Person(shown)


def _float(value: object) -> float:
    try:
        return float(str(value))
    except ValueError:
        return 0.0


def _message(
    record: dict, names: dict[str, str], people: dict[str, Person], conversation: Conversation
) -> Message | None:
    ts = record.get("ts")
    if ts is None or _float(ts) == 0.0:
        return None

    def person(user_id: str, fallback: str = "") -> str:
        name = names.get(user_id) or fallback or user_id
        # Everyone the conversation names is in its header, also who only is mentioned.
        conversation.people.setdefault(name, people.get(name) or Person(name))
        return name

    subtype = record.get("subtype")
    if subtype == "bot_message" or (record.get("bot_id") and not record.get("user")):
        author = str(record.get("username") or (record.get("bot_profile") or {}).get("name") or "bot")
        conversation.people.setdefault(author, Person(author))
    elif record.get("user"):
        author = person(str(record["user"]), str((record.get("user_profile") or {}).get("display_name") or ""))
    else:
        author = ""
    text, mentions = _unwrap(str(record.get("text") or ""), person)
    # Older exports keep one file under "file", and Slack's own text of the share names it
    # ("uploaded a file: Zeugnis Anna Becker"): only a comment made with it is the person's text.
    files = [f for f in [*(record.get("files") or []), record.get("file")] if isinstance(f, dict)]
    if subtype == "file_share" and (shared := _FILE_SHARED.match(text)):
        text = shared["comment"] or ""
        mentions = [
            (s - shared.start("comment"), e - shared.start("comment"), p)
            for s, e, p in mentions
            if shared["comment"] and s >= shared.start("comment")
        ]
    when = datetime.fromtimestamp(_float(ts), tz=UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    thread = record.get("thread_ts")
    reply_to = str(thread) if thread and str(thread) != str(ts) else None
    common: Placement = {"time": when, "id": str(ts), "reply_to": reply_to}
    if subtype in ("channel_name", "group_name"):
        # "renamed the channel from "old" to "annas-abschied"": either name can name a person.
        text, mentions = subtype.replace("_", " ") + " changed", []
    if subtype in EVENTS:
        return Message(
            author, text or subtype.replace("_", " "), kind="system", event=EVENTS[subtype], mentions=mentions, **common
        )
    if files:
        # The kind of file, not its name: a file name can name a person.
        kinds = ", ".join(str(f.get("filetype") or f.get("mimetype") or "file") for f in files)
        label = f"[file: {kinds}]"
        if not text.strip():
            return Message(author, label, kind="system", event="media", **common)
        shift = len(label) + 1
        return Message(
            author, f"{label} {text}", mentions=[(s + shift, e + shift, p) for s, e, p in mentions], **common
        )
    if not text and subtype:
        return Message(author, subtype.replace("_", " "), kind="system", event="other", **common)
    return Message(author, text, mentions=mentions, **common)


# Slack's text of a file share: "<who> uploaded a file: <title>", "… and commented: <comment>".
_FILE_SHARED = re.compile(
    r"(?s).*?\b(?:uploaded|shared) an? (?:file|image|snippet|post)\b(?:.*?\band commented:\s*(?P<comment>.*))?.*"
)


def _unwrap(text: str, person: Callable[[str, str], str]) -> tuple[str, list[tuple[int, int, str]]]:
    """The text as Slack shows it, and the participants its <@U…> mark (start, end, name)."""
    out: list[str] = []
    mentions: list[tuple[int, int, str]] = []
    size = 0
    at = 0

    def add(piece: str) -> None:
        nonlocal size
        piece = _decode(piece)
        out.append(piece)
        size += len(piece)

    for match in _MARKUP.finditer(text):
        add(text[at : match.start()])
        at = match.end()
        sign, target, label = match.group(1), match.group(2), match.group(3)
        if sign == "@" and target:
            name = person(target, _decode(label or ""))
            # The @ is Slack's sign, not the name: it stays outside the reference (as WhatsApp's).
            mentions.append((size + 1, size + 1 + len(name), name))
            out.append("@" + name)
            size += 1 + len(name)
        elif sign == "#":
            add("#" + (label or target))
        elif sign == "!":
            add("@" + (label or target.split("^")[0]))
        elif label and _decode(label) != _decode(target).removeprefix("mailto:"):
            add(f"{label} ({target.removeprefix('mailto:')})")
        else:
            add(target.removeprefix("mailto:"))
    add(text[at:])
    return "".join(out), mentions


def _decode(text: str) -> str:
    for entity, char in _ENTITIES:
        text = text.replace(entity, char)
    return text
