"""Mailboxes (``mbox``): one document per file, one post per mail, threads as divs.

The mailbox is split at its ``From `` separator lines here rather than read with
:class:`mailbox.mbox`: that class needs a file on disk, so the already decoded text would have
to be written to a temporary file — a copy of unanonymised mail left wherever the system keeps
temporary files — and it gives no line numbers for the problems of a broken mail. Each part is
parsed with :mod:`email` (``policy.default``: RFC 2047 headers decoded).

Senders and recipients (From, To, Cc) are the participants, with their addresses kept as
``<email>`` so that anonymisation finds them. Each mail is a post of its sender: time from
Date, reply to In-Reply-To, thread by the root of References. The text is the text/plain part
(or, failing that, the HTML part without tags); quoted lines (``> …``) stay as they are. Each
attachment is a ``media`` event of the sender after the mail, with its kind only (``[document]``,
``[image]``, ``[contact]``, …, from its MIME type): its file name (``Lebenslauf_Anna_Becker.pdf``)
is not written, nor its content.
"""

from __future__ import annotations

import email
import email.errors
import email.header
import email.policy
import email.utils
import html
import re
from collections.abc import Iterator, Mapping
from email.message import EmailMessage

from . import Conversation, Importer, Message, Person, Problem, register
from .attachments import kind_of_file, label

# A separator line: "From sender@example.org Tue Mar  5 14:22:01 2024" (mboxo/mboxrd quote
# body lines starting with "From " as ">From ").
_SEPARATOR = re.compile(r"From \S*\s.*\d{4}\s*$|From \S+\s*$")
_MESSAGE_ID = re.compile(r"<[^<>\s]+>")
# "Re: AW: Fwd: WG:" before a subject: a reply's subject is its thread's.
_REPLY_PREFIX = re.compile(r"^(?:\s*(?:re|aw|fwd?|wg|sv|antw)\s*(?:\[\d+\])?\s*:\s*)+", re.IGNORECASE)


@register
class MboxImporter(Importer):
    name = "mbox"
    description = "An mbox mailbox: one document per file, one post per mail, threads from References/In-Reply-To."
    options = {
        "title": "Document title, followed by the mails' subjects (default: the subjects alone, "
        "or the file name where no mail has one)."
    }

    def __init__(self, options: Mapping[str, str] | None = None):
        super().__init__(options)

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        conversation = Conversation(title=self.settings.get("title") or name, genre="email")
        roots: dict[str, str] = {}  # message id -> its thread's root id
        # The subjects are the senders' writing and may name people and places: they go into the
        # document's title, which detection reads (and never into an attribute, which it does not).
        subjects: dict[str, str] = {}
        for start, chunk in _split(text, problems):
            try:
                mail = email.message_from_string(chunk, policy=email.policy.default)
                message = self._message(mail, start, conversation.people, roots)
                attached = _attachments(mail)
            except Exception as err:  # noqa: BLE001 - a broken mail is one problem, not the end of the mailbox
                problems.append(Problem(start, f"mail not readable: {type(err).__name__}"))
                continue
            conversation.messages.append(message)
            for kind in attached:
                conversation.messages.append(
                    Message(
                        author=message.author,
                        text=label(kind),
                        time=message.time,
                        thread=message.thread,
                        line=start,
                        kind="system",
                        event="media",
                    )
                )
            subject = " ".join(str(mail.get("Subject", "")).split())
            if subject:
                subjects.setdefault(_REPLY_PREFIX.sub("", subject).casefold(), _REPLY_PREFIX.sub("", subject))
        if subjects:
            shown = " · ".join(subjects.values())
            conversation.title = f"{self.settings['title']} — {shown}" if self.settings.get("title") else shown
        yield conversation

    def _message(self, mail: EmailMessage, line: int, people: dict[str, Person], roots: dict[str, str]) -> Message:
        sender = ""
        for header in ("From", "To", "Cc"):
            # The raw values: the parsed ones drop a comment, the old form of a display name
            # ("anna@example.org (Anna Becker)").
            values = [_decoded(v) for k, v in mail.raw_items() if k.lower() == header.lower()]
            for display, address in email.utils.getaddresses(values):
                if not address and not display:
                    continue
                person = _known(people, _person(display, address))
                if header == "From" and not sender:
                    sender = person.name
        ids = _MESSAGE_ID.findall(str(mail.get("Message-ID", "")))
        own = ids[0] if ids else None
        replied = _MESSAGE_ID.findall(str(mail.get("In-Reply-To", "")))
        references = _MESSAGE_ID.findall(str(mail.get("References", "")))
        reply_to = replied[-1] if replied else (references[-1] if references else None)
        # The root: the first reference, else the root of the mail it answers, else itself.
        root = references[0] if references else (roots.get(reply_to, reply_to) if reply_to else own)
        if own:
            roots[own] = root or own
        return Message(
            author=sender or "unknown sender",
            text=_body(mail),
            time=_date(mail),
            thread=root or f"mail{line}",
            reply_to=reply_to,
            id=own,
            line=line,
        )


def _decoded(value: str) -> str:
    """A raw header value with its RFC 2047 words decoded and its folding undone."""
    try:
        return str(email.header.make_header(email.header.decode_header(value))).replace("\n", " ")
    except (UnicodeError, LookupError, email.errors.HeaderParseError):
        return value


def _known(people: dict[str, Person], person: Person) -> Person:
    """The participant ``person`` is: the one of the same address (one person, whatever name a
    header gives them; a further name becomes theirs too), else the one of the same name, else
    ``person``, added."""
    address = (person.address or "").casefold()
    same = next((p for p in people.values() if address and (p.address or "").casefold() == address), None)
    if same is None:
        return people.setdefault(person.name, person)
    if person.name != same.name and (person.name_type, person.name) not in same.aliases:
        local = address.split("@", 1)[0]
        if person.name.casefold() != local:  # the address's own name adds nothing to it
            same.aliases.append((person.name_type, person.name))
    return same


def _person(display: str, address: str) -> Person:
    display = display.strip().strip('"').strip()
    if display:
        return Person(display, "full" if " " in display else "nickname", address or None)
    return Person(address.split("@", 1)[0] or address, "nickname", address or None)


def _date(mail: EmailMessage) -> str | None:
    value = mail.get("Date")
    if not value:
        return None
    try:
        return email.utils.parsedate_to_datetime(str(value)).isoformat(timespec="seconds")
    except (TypeError, ValueError):
        return None


def _attachments(mail: EmailMessage) -> list[str]:
    """The kinds of a mail's attachments (by MIME type, else by the file name's extension, which is not kept)."""
    if not mail.is_multipart():
        # A mail that is nothing but an attachment has no body (see _body).
        return [_kind(mail)] if mail.is_attachment() else []
    return [_kind(part) for part in mail.iter_attachments()]


def _kind(part: EmailMessage) -> str:
    content_type = part.get_content_type()
    if content_type == "message/rfc822":
        return "document"  # a forwarded mail
    mime = "" if content_type in ("application/octet-stream", "text/plain") else content_type
    return kind_of_file(part.get_filename() or "", mime)


def _body(mail: EmailMessage) -> str:
    part = mail.get_body(preferencelist=("plain", "html"))
    if part is None:
        return ""
    encoding = str(part.get("Content-Transfer-Encoding", "7bit")).strip().lower()
    # Unencoded, the part is read as it stands: the CLI has already decoded the file, and
    # get_content() would encode the text again as Latin-1 and decode it by the part's charset,
    # garbling non-Latin-1 letters. Quoted-printable and base64 are decoded by the part's charset.
    content = part.get_payload(decode=False) if encoding in ("7bit", "8bit", "binary") else part.get_content()
    content = str(content).replace("\r\n", "\n")
    if part.get_content_subtype() == "html":
        content = html.unescape(re.sub(r"<[^>]*>", "", re.sub(r"(?i)<br\s*/?>|</p>", "\n", content)))
    return content.strip("\n")


def _split(text: str, problems: list[Problem]) -> Iterator[tuple[int, str]]:
    """The mails of an mbox as (line of their first header, text), with ">From " unquoted (mboxrd)."""
    lines = text.replace("\r\n", "\n").split("\n")
    chunk: list[str]
    start, chunk, seen = 0, [], False
    for number, line in enumerate(lines, 1):
        # A separator starts the file or follows a blank line; anywhere else it is body text.
        if line.startswith("From ") and _SEPARATOR.match(line) and (number == 1 or not lines[number - 2].strip()):
            if chunk:
                yield start, "\n".join(chunk)
            start, chunk, seen = number + 1, [], True
            continue
        if not seen:
            if line.strip():
                problems.append(Problem(number, "text before the first 'From ' line"))
            continue
        chunk.append(line[1:] if re.match(r">+From ", line) else line)
    if chunk:
        yield start, "\n".join(chunk)
    if not seen:
        from ..errors import InputError

        raise InputError("no 'From ' separator line: not an mbox file")
