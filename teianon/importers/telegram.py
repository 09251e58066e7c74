"""Telegram Desktop's JSON export (``result.json``): one document per chat.

Telegram Desktop (Settings → Advanced → Export Telegram data, format "Machine-readable JSON")
writes either one chat (an object with ``name``, ``type``, ``id`` and ``messages``) or the whole
account (``chats.list`` and ``left_chats.list``, each a list of such chats). A message has
``id``, ``type`` (``message`` or ``service``), ``date`` (ISO 8601, local time), ``from`` and
``from_id`` (``user123…``), ``text`` (a string, or a list of strings and entity objects such as
``{"type": "mention", "text": "@anna"}`` or ``{"type": "mention_name", "text": "Anna",
"user_id": 123}``), and optionally ``reply_to_message_id``, ``forwarded_from``, ``photo``,
``file``, ``media_type``, ``contact_information``, ``location_information``. A service message
names its ``actor`` and ``action`` (``invite_members``, ``remove_members``, ``pin_message``,
``phone_call``, ``edit_group_title``, …).

Service messages and media without a caption become events (``post type="event"`` with the
kind as ``@subtype``); the names an event or a forward carries, and the people a mention
entity marks, become participants linked from the text, so that anonymisation replaces them
for sure. The chat's own name (a group title, or in a personal chat the other person's name)
is not used as the document title: it identifies.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator

from ..errors import InputError
from . import Conversation, Importer, Message, Person, Placement, Problem, register

# Telegram's service actions → the event kinds of Message.event.
EVENTS = {
    "invite_members": "join",
    "join_group_by_link": "join",
    "join_group_by_request": "join",
    "remove_members": "leave",
    "pin_message": "pin",
    "phone_call": "call",
    "group_call": "call",
    "invite_to_group_call": "call",
    "group_call_scheduled": "call",
    "edit_group_title": "rename",
}
_WHEN = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d")


class _Text:
    """A message text being built, with the mentions it carries."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.mentions: list[tuple[int, int, str]] = []

    def add(self, text: str, person: str | None = None) -> None:
        if person is not None and text:
            self.mentions.append((self.size, self.size + len(text), person))
        self.parts.append(text)
        self.size += len(text)

    def text(self) -> str:
        return "".join(self.parts)


@register
class TelegramImporter(Importer):
    name = "telegram"
    description = "Telegram Desktop's JSON export (result.json): one chat, or all chats of the account."
    options = {"title": "Document title (default: the file name, with the chat's number in a full export)."}

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise InputError(f"not JSON: {err.msg}", name, err.lineno) from None
        if isinstance(data, dict) and isinstance(data.get("messages"), list):
            chats = [data]
        elif isinstance(data, dict) and isinstance(data.get("chats"), dict):
            chats = [c for key in ("chats", "left_chats") for c in (data.get(key) or {}).get("list") or []]
        else:
            raise InputError("not a Telegram Desktop export: neither 'messages' nor 'chats.list' at the top", name)
        owner = data.get("personal_information") if isinstance(data, dict) else None
        usernames: dict[str, str] = {}
        # Where the export tells a handle (the owner's, a contact's), an @handle is that member.
        contacts = (data.get("contacts") or {}).get("list") if isinstance(data, dict) else None
        for known in [owner, *(contacts if isinstance(contacts, list) else [])]:
            if isinstance(known, dict) and known.get("username"):
                full = " ".join(str(known.get(k) or "") for k in ("first_name", "last_name")).strip()
                if full:
                    usernames[str(known["username"]).lstrip("@").casefold()] = full
        title = self.settings.get("title") or name
        for n, chat in enumerate(chats, 1):
            if not isinstance(chat, dict) or not isinstance(chat.get("messages"), list):
                problems.append(Problem(0, f"chat {n}: no messages list"))
                continue
            kind = str(chat.get("type") or "chat").replace("_", " ")
            yield self._chat(chat, title if len(chats) == 1 else f"{title}, chat {n} ({kind})", usernames, problems)

    def _chat(self, chat: dict, title: str, usernames: dict[str, str], problems: list[Problem]) -> Conversation:
        conversation = Conversation(title=title)
        records = [m for m in chat["messages"] if isinstance(m, dict)]
        # from_id → the name messages use, for mention_name entities (user_id) and the actors.
        by_id: dict[str, str] = {}
        for m in records:
            uid = str(m.get("from_id") or m.get("actor_id") or "")
            if uid and uid not in by_id:
                name = _name(m.get("from", m.get("actor")))
                # Two accounts of one name (two deleted accounts) are two participants.
                by_id[uid] = f"{name} ({uid})" if name in by_id.values() else name
        authors = {name.casefold(): name for name in by_id.values()}
        for number, record in enumerate(chat["messages"], 1):
            if not isinstance(record, dict):
                problems.append(Problem(0, f"message {number} of chat {title!r} is not an object"))
                continue
            message = self._message(record, conversation, by_id, authors, usernames)
            if message is not None:
                conversation.messages.append(message)
        return conversation

    def _message(
        self,
        record: dict,
        conversation: Conversation,
        by_id: dict[str, str],
        authors: dict[str, str],
        usernames: dict[str, str],
    ) -> Message | None:
        def person(name: str) -> str:
            # Someone only named (added to the group, mentioned, forwarded from) is a participant too.
            if name not in by_id.values():
                conversation.people.setdefault(name, Person(name))
            return name

        def mentioned(handle: str, user_id: object = None) -> str:
            # mention_name carries the user id; a mention only the @username, which the export
            # gives for no one but the account's owner: matched to an author's name, else its own person.
            # (older exports give from_id as a bare number)
            known = (by_id.get(f"user{user_id}") or by_id.get(str(user_id))) if user_id is not None else None
            key = handle.lstrip("@").casefold()
            member = known or authors.get(key) or usernames.get(key)
            if member is None:
                return person(handle.lstrip("@"))
            if handle.startswith("@") and key != member.casefold():
                # The handle is the member's other name: detection and the audit look for it too.
                aliases = conversation.people.setdefault(member, Person(member)).aliases
                if ("userName", handle[1:]) not in aliases:
                    aliases.append(("userName", handle[1:]))
            return person(member)

        built = _Text()
        time = str(record.get("date") or "")
        common: Placement = {
            "time": time if _WHEN.fullmatch(time) else None,
            "id": str(record["id"]) if record.get("id") is not None else None,
            "reply_to": (str(record["reply_to_message_id"]) if record.get("reply_to_message_id") is not None else None),
        }
        if record.get("type") == "service":
            actor = (
                by_id.get(str(record.get("actor_id"))) or _name(record.get("actor"))
                if record.get("actor") or record.get("actor_id")
                else ""
            )
            action = str(record.get("action") or "other")
            if actor:
                built.add(actor, person(actor))
                built.add(" ")
            built.add(action.replace("_", " "))
            members = [_name(m) for m in record.get("members") or []]
            for i, member in enumerate(members):
                built.add(": " if i == 0 else ", ")
                built.add(member, person(member))
            # Not the group's new title: it names the chat, which can name a person (see above).
            for key in ("inviter",):
                if record.get(key):
                    built.add(f" ({key}: ")
                    built.add(str(record[key]), person(str(record[key])) if key == "inviter" else None)
                    built.add(")")
            if record.get("duration_seconds") is not None:
                built.add(f" ({record['duration_seconds']} s)")
            if record.get("discard_reason"):
                built.add(f" ({record['discard_reason']})")
            return Message(
                actor, built.text(), kind="system", event=EVENTS.get(action, "other"), mentions=built.mentions, **common
            )
        author = (
            by_id.get(str(record.get("from_id"))) or _name(record.get("from"))
            if "from" in record or record.get("from_id")
            else ""
        )
        if author:
            person(author)
        if record.get("forwarded_from"):
            source = str(record["forwarded_from"])
            built.add("[forwarded from ")
            built.add(source, person(source))
            built.add("] ")
        _entities(record.get("text"), built, mentioned)
        caption = built.text().strip()
        media = _media(record)
        if media:
            contact = record.get("contact_information")
            if isinstance(contact, dict):
                # A shared contact is a person: named and linked, so the name goes with the number.
                name = " ".join(str(contact.get(k) or "") for k in ("first_name", "last_name")).strip()
                prefix = _Text()
                prefix.add("[contact] ")
                if name:
                    conversation.people.setdefault(name, Person(name, name_type="full"))
                    prefix.add(name, name)
                    prefix.add(" ")
                prefix.add(str(contact.get("phone_number") or ""))
                media_text = prefix
            else:
                media_text = _Text()
                media_text.add(f"[{media}]")
            if not caption:
                return Message(
                    author, media_text.text(), kind="system", event="media", mentions=media_text.mentions, **common
                )
            shift = media_text.size + 1
            media_text.add(" ")
            media_text.parts.append(built.text())
            media_text.mentions += [(s + shift, e + shift, p) for s, e, p in built.mentions]
            built = media_text
        return Message(author, built.text(), mentions=built.mentions, **common)


def _name(value: object) -> str:
    # A deleted account has "from": null.
    return str(value) if value else "Deleted Account"


def _entities(text: object, built: _Text, mentioned: Callable[..., str]) -> None:
    """Concatenate a text given as a string or a list of strings and entity objects."""
    if isinstance(text, str):
        built.add(text)
        return
    for part in text if isinstance(text, list) else []:
        if isinstance(part, str):
            built.add(part)
        elif isinstance(part, dict):
            value = str(part.get("text") or "")
            kind = part.get("type")
            if kind == "mention" and value.startswith("@"):
                # The @ is the platform's sign, not the name: it stays outside the reference.
                built.add("@")
                built.add(value[1:], mentioned(value, part.get("user_id")))
            elif kind == "mention_name" and value:
                built.add(value, mentioned(value, part.get("user_id")))
            elif kind == "text_link" and part.get("href") and part["href"] != value:
                built.add(f"{value} ({part['href']})")
            else:
                built.add(value)


def _media(record: dict) -> str | None:
    """What kind of media a message carries (no file names: they can name a person)."""
    if record.get("contact_information"):
        return "contact"
    if record.get("location_information"):
        return "location"
    if record.get("poll"):
        return "poll"
    if record.get("photo"):
        return "photo"
    if record.get("media_type"):
        return str(record["media_type"]).replace("_", " ")
    if record.get("file"):
        return "file"
    return None
