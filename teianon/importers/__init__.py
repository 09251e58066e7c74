"""Importers: exports that are not TEI yet (CSV, JSON, chat logs, e-mail, essays) become TEI-CMC.

Every format is one module behind one small contract, like the detectors: an :class:`Importer`
names its format, declares its options, and turns one file (already decoded, see
:mod:`teianon.importers.encoding`) into :class:`Conversation` values; :mod:`teianon.importers.tei`
writes each as a TEI P5 document with ``post`` elements, so that detection, review,
anonymisation, validation and audit apply unchanged. A project adds its own format with
:func:`register`, without touching the others.

A line that cannot be read is a :class:`Problem` (``file:line: what``): the importer skips it
and goes on, and the run reports every problem and a count; an importer raises
:class:`teianon.errors.InputError` only where nothing of the file can be read.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import ClassVar, TypedDict


@dataclass
class Message:
    """One post: who wrote it, when, its text, and where it sits in the conversation."""

    author: str
    text: str
    # ISO 8601 where the source allows it (post/@when: an xsd:dateTime needs the seconds)
    time: str | None = None
    thread: str | None = None  # messages of one thread share a div
    reply_to: str | None = None  # the source id of the message it answers
    id: str | None = None  # the source's own message id (kept only on request: it identifies)
    line: int = 0  # where it starts in the source file, for messages about it
    kind: str | None = None  # "system" for join/leave lines and the like (post/@type="event")
    # What kind of event a system line is (post/@subtype): media, deleted, join, leave, pin, call,
    # rename, ... None for a post, or an event of no known kind.
    event: str | None = None
    # Participants the platform marks as mentioned (Telegram's mention entities, Discord's and
    # Slack's <@id>): (start, end, name) in ``text``, ``name`` as the authors (or ``people``) name
    # them. Written as <name type="nickname" corresp="#A03"> so that detection links them for sure.
    mentions: list[tuple[int, int, str]] = field(default_factory=list)


class Placement(TypedDict):
    """Where a message sits (:class:`Message`'s fields of that name): what an importer reads once
    per record and passes to whichever Message it builds (``Message(..., **placement)``)."""

    time: str | None
    id: str | None
    reply_to: str | None


@dataclass
class Person:
    """A participant as the source names them (an e-mail header gives real names)."""

    name: str
    name_type: str = "nickname"  # persName/@type: nickname, or "full" where the source gives a real name
    address: str | None = None  # an e-mail address, kept in the participant's note type="email" (it identifies)
    # Further names of the same person as (persName/@type, name): the account name beside the name
    # shown (Discord). A nickname type (userName) makes detection and audit look for it too.
    aliases: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Conversation:
    """One document: a chat, a thread, a mailbox, an essay."""

    title: str
    messages: list[Message] = field(default_factory=list)
    # Participants beyond the authors (recipients of an e-mail), by the name messages use.
    people: dict[str, Person] = field(default_factory=dict)
    # The genre for the header's textClass: chat, forum, email, essay, letter.
    genre: str = "chat"


@dataclass(frozen=True)
class Problem:
    line: int  # 0 where the format keeps no line numbers (records under a JSON key)
    what: str
    skipped: bool = True  # False: the message was kept, without what is reported (a time)


class Importer:
    """Base contract of an importer."""

    name: ClassVar[str] = ""
    description: ClassVar[str] = ""
    # The option names it understands (from --option KEY=VALUE), with a line of help each.
    options: ClassVar[Mapping[str, str]] = {}

    def __init__(self, options: Mapping[str, str] | None = None):
        self.settings = dict(options or {})
        unknown = sorted(set(self.settings) - set(self.options))
        if unknown:
            known = ", ".join(self.options) or "none"
            raise ValueError(f"unknown option(s) for {self.name}: {', '.join(unknown)} (known: {known})")

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        """The conversations of one decoded file; lines that cannot be read go to ``problems``."""
        raise NotImplementedError


REGISTRY: dict[str, type[Importer]] = {}


def register(cls: type[Importer]) -> type[Importer]:
    """Class decorator: make an importer available by its ``name``."""
    if not cls.name:
        raise ValueError(f"{cls.__qualname__} has no name")
    if cls.name in REGISTRY and REGISTRY[cls.name] is not cls:
        raise ValueError(f"an importer named {cls.name!r} is already registered")
    REGISTRY[cls.name] = cls
    return cls


def load_bundled() -> dict[str, type[Importer]]:
    """The bundled importers (imported for their @register side effect)."""
    import importlib

    for module in ("table", "json_lines", "chatlog", "plaintext", "mbox", "telegram", "slack", "discord", "reddit"):
        importlib.import_module(f"{__name__}.{module}")
    return REGISTRY
