"""Reddit as Pushshift-style dumps: NDJSON of submissions and comments, one object a line.

A submission (``name`` t3_…, or ``title``) opens a thread: its title and ``selftext`` (or its
link ``url``) are the first post. A comment (t1_…, ``body``) belongs to the thread its ``link_id``
names and answers its ``parent_id``. One conversation per thread, in the order the threads first
appear; within a thread the posts are in time order (``created_utc``), with ``replyTo`` giving
the tree. ``[deleted]``/``[removed]`` bodies and authors are events of kind ``deleted``; the text
of a comment whose author deleted the account stays (as the event's text). ``u/name`` and
``/u/name`` are :attr:`Message.mentions`: a user named so who does not write in the thread is a
participant too (option ``mentions=authors`` links only those who write).

The importer contract hands over the decoded file as one string; the lines are parsed one at a
time and only the messages are kept.
"""

from __future__ import annotations

import io
from collections.abc import Iterator, Mapping

import regex

from ..errors import InputError
from . import Conversation, Importer, Message, Person, Problem, register
from .json_lines import json_objects
from .table import normalise_time

GONE = frozenset({"[deleted]", "[removed]"})
_USER = regex.compile(r"(?<![\w/])/?u/([A-Za-z0-9_-]{3,20})(?![\w-])")


def _fullname(record: dict, prefix: str) -> str | None:
    name = record.get("name")
    if isinstance(name, str) and name.startswith(("t1_", "t3_")):
        return name
    rid = record.get("id")
    return f"{prefix}{rid}" if rid not in (None, "") else None


@register
class RedditImporter(Importer):
    name = "reddit"
    description = "Reddit: Pushshift-style NDJSON of submissions and comments, one conversation per thread"
    options = {
        "title": "the documents' title (default: the file name), followed by the thread's number",
        "mentions": "whose u/name becomes a participant's mention: all (default; who does not write in the "
        "thread becomes a participant) or authors (only who writes in the thread)",
    }

    def __init__(self, options: Mapping[str, str] | None = None):
        super().__init__(options)
        if self.settings.get("mentions", "all") not in ("all", "authors"):
            raise ValueError(f"mentions must be all or authors, not {self.settings['mentions']!r}")

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        threads: dict[str, list[tuple[float, int, Message]]] = {}
        # Line by line from the string, without a second copy of the file as a list of lines.
        for line, record in json_objects(io.StringIO(text), problems):
            found = self._message(record, line, problems)
            if found is not None:
                thread, order, message = found
                threads.setdefault(thread, []).append((order, line, message))
        if not threads:
            if problems:
                raise InputError(
                    f"no submission or comment could be read ({_first(problems)})", name, problems[0].line or None
                )
            raise InputError("the file holds no submission or comment", name, None)
        title = self.settings.get("title") or name
        # Numbered, not named by the thread's id: the id finds the thread (and its authors) on Reddit.
        for n, entries in enumerate(threads.values(), 1):
            entries.sort(key=lambda entry: (entry[0], entry[1]))
            messages = [message for _, _, message in entries]
            people = _link_mentions(messages, self.settings.get("mentions", "all") != "authors")
            yield Conversation(title=f"{title}, thread {n}", messages=messages, people=people, genre="forum")

    def _message(self, record: dict, line: int, problems: list[Problem]) -> tuple[str, float, Message] | None:
        fullname = record.get("name")
        if not isinstance(fullname, str):
            fullname = ""
        submission = fullname.startswith("t3_") or ("title" in record and "body" not in record)
        title = str(record.get("title") or "").strip() if submission else ""
        if submission:
            thread = _fullname(record, "t3_")
            body = str(record.get("selftext") or "").strip()
            if not body and not record.get("is_self") and record.get("url"):
                body = str(record["url"]).strip()
            text = "\n\n".join(part for part in (title, body) if part)
            reply_to = None
        else:
            link = record.get("link_id")
            thread = str(link) if link else None
            if thread and not thread.startswith("t3_"):
                thread = "t3_" + thread
            text = str(record.get("body") or "").strip()
            parent = str(record.get("parent_id") or "") or None
            reply_to = parent if parent is None or parent.startswith(("t1_", "t3_")) else "t1_" + parent
        if not thread:
            problems.append(Problem(line, "no thread: neither a submission id nor a link_id"))
            return None
        raw_time = record.get("created_utc")
        time = normalise_time(raw_time) if raw_time not in (None, "") else None
        if raw_time not in (None, "") and time is None:
            problems.append(Problem(line, f"time {raw_time!r} not understood; kept without it", skipped=False))
        try:
            order = float(raw_time) if raw_time not in (None, "") else float("inf")
        except (TypeError, ValueError):
            order = float("inf")
        author = str(record.get("author") or "").strip()
        source_id = _fullname(record, "t3_" if submission else "t1_")
        message = Message(author, text, time=time, reply_to=reply_to, id=source_id, line=line)
        body_gone = str(record.get("selftext" if submission else "body") or "").strip() in GONE
        if author in GONE or body_gone or not text:
            message.kind, message.event = "system", "deleted"
            if author in GONE:
                message.author = ""
            if body_gone or not text:
                # "[removed]" alone says nothing; the title of a removed submission stays.
                message.text = title if submission and title else (text or "[deleted]")
        return thread, order, message


def _link_mentions(messages: list[Message], everyone: bool) -> dict[str, Person]:
    """``u/name`` as a mention of that user; with ``everyone``, also of a user who does not write
    in the thread, who is then a participant (returned) rather than a name detection may miss."""
    authors: dict[str, str] = {}
    for message in messages:
        if message.author:
            authors.setdefault(message.author.lower(), message.author)
    people: dict[str, Person] = {}
    for message in messages:
        for m in _USER.finditer(message.text):
            who = authors.get(m[1].lower())
            if who is None and everyone:
                who = authors[m[1].lower()] = m[1]
                people[who] = Person(who)
            if who:
                message.mentions.append((m.start(), m.end(), who))
    return people


def _first(problems: list[Problem]) -> str:
    """The first reason a record was skipped (the others are usually the same), and how many more."""
    more = len(problems) - 1
    return problems[0].what + (f"; {more} more line(s) skipped" if more else "")
