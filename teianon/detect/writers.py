"""Who is in the conversation beyond the header: post authors and people named in system messages.

Headers are often incomplete. A post's ``@who`` may point to no ``person`` (a writer missing
from the header); where the id itself is a nickname (``who="#zora"``) it is a name to look for.
System messages name people who join, leave or change their nickname (``zora betritt den Raum``,
``*** Joins: zora``, ``zora is now known as zori``); a new nickname is linked to the participant
who had the old one. Participants without any name are reported, since nothing can be linked to
them.
"""

from __future__ import annotations

from dataclasses import dataclass

import regex

from ..lazy import lazy
from ..read.tei import Participant
from ..read.textview import PostText
from .lexicon import is_chat_word

_NAME = r"(?P<name>[\p{L}\p{N}_][\p{L}\p{N}_.\-|$€&+~^°]*)"
_JOIN_LEAVE = lazy(
    r"^[\s*>\-]{0,4}" + _NAME + r"\s+(?:betritt|betrat|verlässt|verließ|kommt\s+(?:herein|rein|in\s+den)|geht"
    r"|hat\s+den\s+(?:raum|chat|channel)|has\s+(?:joined|left|quit)|joins|joined|leaves|left|quits|quit)\b"
    r"|\*\*\*\s*(?:joins|parts|quits):\s*" + _NAME,
    regex.IGNORECASE | regex.VERSION1,
)
# The old name is the rest of its run of non-space characters from the run's first letter,
# digit or underscore on: the scan begins at each run's start only and takes the run in one
# step, where a plain search tried (and scanned to the run's end) from every character of it.
_RENAMED = lazy(
    r"(?<!\S)[^\s\p{L}\p{N}_]*+(?P<old>[\p{L}\p{N}_][^\s]*+)\s+(?:is\s+now\s+known\s+as|heißt\s+(?:jetzt|nun))\s+(?P<new>[\p{L}\p{N}_][^\s]*)",
    regex.IGNORECASE | regex.VERSION1,
)
EVENT_TYPES = frozenset({"event", "system", "action", "emote", "status"})
# Ids that are names: a run of three letters (zora, TomcatMJ), unlike A03, u003 or f2213001.A03.
_NAME_LIKE_ID = lazy(r"\p{L}{3}")


@dataclass(frozen=True)
class WriterName:
    """A name the document knows without a header entry; ``participant`` is the id it belongs
    to, if any."""

    participant: str | None
    name: str


def is_event(post: PostText, system_ids: frozenset[str]) -> bool:
    """A post written by the system or describing an action (``* zora winkt *``)."""
    element = post.post
    kind = (element.get("type") or "").lower()
    return (
        kind in EVENT_TYPES
        or element.get("generatedBy") == "system"
        or (post.author in system_ids)
        or (post.author is None and bool(element.get("type")))
    )


def writer_names(
    participants: tuple[Participant, ...], views: tuple[PostText, ...]
) -> tuple[tuple[WriterName, ...], list[str]]:
    """Names to look for beyond the header, and warnings about the header."""
    warnings = [
        f"participant {p.id} has no name in the header; its mentions cannot be linked to it"
        for p in participants
        if not p.is_system and not (p.nicknames or p.names)
    ]
    known = {p.id for p in participants}
    system = frozenset(p.id for p in participants if p.is_system)
    by_name = {n.casefold(): p.id for p in participants for n in p.nicknames + p.names}
    found: dict[tuple[str | None, str], WriterName] = {}

    def add(participant: str | None, name: str) -> None:
        name = name.rstrip(".,:;!?")
        if len(name) >= 2 and not is_chat_word(name) and (participant, name.casefold()) not in found:
            found[(participant, name.casefold())] = WriterName(participant, name)

    for view in views:
        author = view.author
        if author and author not in known and _NAME_LIKE_ID.search(author.rsplit(".", 1)[-1]):
            add(author, author.rsplit(".", 1)[-1])
            by_name.setdefault(author.rsplit(".", 1)[-1].casefold(), author)
        if not is_event(view, system):
            continue
        for renamed in _RENAMED.finditer(view.text):
            owner = by_name.get(renamed.group("old").casefold())
            add(owner, renamed.group("old"))
            add(owner, renamed.group("new"))
        joined = _JOIN_LEAVE.search(view.text)
        if joined:
            name = joined.group("name")
            add(by_name.get(name.casefold()), name)
    # A name already in the header adds nothing.
    names = tuple(w for w in found.values() if not (w.participant in known and w.name.casefold() in by_name))
    return names, warnings
