"""Write an imported :class:`~teianon.importers.Conversation` as a TEI P5 document with ``post``.

Participants come from the authors (and the people a format names, such as e-mail recipients),
with ``xml:id`` A01, A02, … in order of appearance and ``persName type="nickname"`` (or the
type the format gives). Time stamps go to ``post/@when``; threads become ``div type="thread"``,
replies ``@replyTo``; system lines ``post type="event"`` without ``@who``. The source's own
message ids are kept (``@n``) only with ``keep_ids``, since they identify. The header records the
import: format, options, date. With ``tokenise``, SoMaJo (Proisl and Uhrig 2016; an optional
extra, GPL) splits each text into ``<w>`` with ids such as ``m12.t3``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from datetime import date
from typing import IO, TYPE_CHECKING
from xml.sax.saxutils import quoteattr

import regex
from lxml import etree

from .. import __version__
from ..read.tei import OWN_TITLE_AFTER_NUMBER, TEI_NS, XML_ID
from . import Conversation, Message

if TYPE_CHECKING:
    from somajo import SoMaJo

T = "{" + TEI_NS + "}"
# TEI as the default namespace. lxml takes None as its key, which lxml-stubs 0.5 do not allow.
_NSMAP: dict[str, str] = {None: TEI_NS}  # type: ignore[dict-item]


# Characters XML 1.0 does not allow (control characters, lone surrogates, U+FFFE/U+FFFF):
# exports carry them (a NUL, a broken emoji); they become U+FFFD, the replacement character.
_NOT_XML = regex.compile(r"[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)


def _sub(parent: etree._Element, name: str, text: str | None = None, **attributes: str) -> etree._Element:
    element = etree.SubElement(parent, T + name, {k: xml_text(v) for k, v in attributes.items() if v is not None})
    element.text = None if text is None else xml_text(text)
    return element


def conversation_tei(
    conversation: Conversation,
    source_format: str,
    options: Mapping[str, str],
    source: str,
    keep_ids: bool = False,
    tokenise: bool = False,
    today: str | None = None,
) -> etree._ElementTree:
    root = etree.Element(T + "TEI", nsmap=_NSMAP)
    # The authors of events too (who sent the media left out, who deleted a message).
    names = [m.author for m in conversation.messages if m.author] + list(conversation.people)
    ids = _header(root, conversation, names, source_format, options, source, today)
    body = _sub(_sub(root, "text"), "body")
    threads: dict[str | None, etree._Element] = {}
    source_ids: dict[str, str] = {}
    tokenizer = _tokenizer() if tokenise else None
    for n, message in enumerate(conversation.messages, 1):
        div = threads.get(message.thread)
        if div is None:
            # A thread of a forum or a mailbox, else the document's genre (chat, essay, letter).
            div = threads[message.thread] = _sub(body, "div", type="thread" if message.thread else conversation.genre)
        _post(div, message, n, ids, source_ids, keep_ids, tokenizer)
    if not threads:
        _sub(body, "div", type="chat")
        _sub(body[0], "p", "(no messages)")
    return root.getroottree()


def stream_tei(
    out: IO[bytes],
    conversation: Conversation,
    names: Iterable[str],
    messages: Iterable[Message],
    source_format: str,
    options: Mapping[str, str],
    source: str,
    keep_ids: bool = False,
    tokenise: bool = False,
    today: str | None = None,
    replied: AbstractSet[str] | None = None,
    numbered: bool = False,
) -> int:
    """Write the document of a large export post by post to ``out``; the number of posts written.

    ``names`` are all the participants (from a first pass over the export), since the header
    lists them before the first post. Only the messages answered (``replied``) are remembered
    for ``@replyTo``, and a thread's messages that do not follow one another make a div each:
    memory stays bounded by the participants, not by the messages. ``numbered``: ``source`` is
    the file's number (``import --rename``), and the header's text made of it is teianon's own
    (:func:`mark_own`).
    """
    header_holder = etree.Element(T + "TEI", nsmap=_NSMAP)
    ids = _header(header_holder, conversation, list(names), source_format, options, source, today)
    if numbered:
        mark_own(header_holder, source)
    tokenizer = _tokenizer() if tokenise else None
    source_ids: dict[str, str] = {}
    count = 0
    # Written as bytes, element by element, rather than with lxml's xmlfile: libxml2 keeps every
    # xml:id value an element was given in a dictionary shared by all documents, which grows by
    # some 34 bytes a post and is never freed. The post's own id is put in as text instead.
    out.write(f'<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="{TEI_NS}">'.encode())
    out.write(_without_namespace(etree.tostring(header_holder[0], encoding="UTF-8"), b"teiHeader"))
    out.write(b"<text><body>")
    for thread, run in _thread_runs(messages):
        out.write(f"<div type={quoteattr('thread' if thread else conversation.genre)}>".encode())
        for message in run:
            count += 1
            holder = etree.Element(T + "div", nsmap=_NSMAP)
            post = _post(holder, message, count, ids, source_ids, keep_ids, tokenizer, with_id=False)
            if message.id and replied is not None and message.id not in replied:
                source_ids.pop(message.id, None)
            data = _without_namespace(etree.tostring(post, encoding="UTF-8"), b"post")
            out.write(b'<post xml:id="m%d"' % count + data[len(b"<post") :])
        out.write(b"</div>")
    if not count:
        out.write(b'<div type="chat"><p>(no messages)</p></div>')
    out.write(b"</body></text></TEI>\n")
    return count


def _without_namespace(data: bytes, tag: bytes) -> bytes:
    """An element serialised on its own, without the XML declaration and the TEI namespace declaration
    the enclosing TEI element already makes."""
    if data.startswith(b"<?xml"):
        data = data[data.index(b"?>") + 2 :].lstrip()
    declared = b"<" + tag + b' xmlns="' + TEI_NS.encode() + b'"'
    return b"<" + tag + data[len(declared) :] if data.startswith(declared) else data


def _thread_runs(messages: Iterable[Message]) -> Iterator[tuple[str | None, Iterator[Message]]]:
    """The messages in runs of one thread each, without holding more than one message."""
    iterator = iter(messages)
    pending = next(iterator, None)
    while pending is not None:
        thread = pending.thread
        box: list[Message | None] = [pending]

        def run(box: list[Message | None] = box, thread: str | None = thread) -> Iterator[Message]:
            current = box[0]
            while current is not None and current.thread == thread:
                yield current
                current = next(iterator, None)
            box[0] = current

        yield thread, run()
        pending = box[0] if box[0] is not pending else None


def _header(
    root: etree._Element,
    conversation: Conversation,
    names: list[str],
    source_format: str,
    options: Mapping[str, str],
    source: str,
    today: str | None,
) -> dict[str, str]:
    """The teiHeader of an imported document, appended to ``root``; participant name → xml:id."""
    header = _sub(root, "teiHeader")
    file_desc = _sub(header, "fileDesc")
    _sub(_sub(file_desc, "titleStmt"), "title", conversation.title)
    _sub(_sub(file_desc, "publicationStmt"), "p", "Unpublished: imported for anonymisation.")
    # A title the user gave stands in the title, which is read; the note is the import's record.
    described = ", ".join(k if k == "title" else f"{k}={v}" for k, v in sorted(options.items())) or "none"
    _sub(
        _sub(file_desc, "sourceDesc"),
        "p",
        f"Imported from {source} ({source_format}; options: {described}) by teianon {__version__}.",
    )
    profile = _sub(header, "profileDesc")
    _sub(_sub(_sub(profile, "textClass"), "keywords"), "term", conversation.genre)
    ids: dict[str, str] = {}
    # tei_all wants a listPerson to hold someone: an export without authors gets none.
    people = _sub(_sub(profile, "particDesc"), "listPerson") if names else None
    for name in dict.fromkeys(names):
        ids[name] = f"A{len(ids) + 1:02}"
        person_info = conversation.people.get(name)
        assert people is not None
        person = _sub(people, "person", **{XML_ID: ids[name]})
        _sub(
            person,
            "persName",
            person_info.name if person_info else name,
            type=person_info.name_type if person_info else "nickname",
        )
        for alias_type, alias in person_info.aliases if person_info else ():
            _sub(person, "persName", alias, type=alias_type)
        if person_info and person_info.address:
            _sub(person, "note", person_info.address, type="email")
    revision = _sub(header, "revisionDesc")
    _sub(revision, "change", f"Imported from {source_format} by teianon.", when=today or date.today().isoformat())
    return ids


_OWN_TITLE = regex.compile(OWN_TITLE_AFTER_NUMBER)


def mark_own(root: etree._Element, label: str) -> None:
    """Mark what the import wrote of a numbered file's ``label`` (``doc-0001``) as teianon's own
    text, ``resp="#teianon"``: the title that is the number (with the conversation's number in a
    file of several, ``doc-0001, conversation 2``), the "Imported from doc-0001 (…)"
    note. Detection does not read them (:func:`teianon.read.tei.is_teianons_own`), so that a
    tagger never proposes the number as a place; a title from the export itself stays unmarked."""
    from ..annotate.declaration import declare_tool

    file_desc = root.find(f"{T}teiHeader/{T}fileDesc")
    if file_desc is None:
        return
    marked = False
    for title in file_desc.iterfind(f"{T}titleStmt/{T}title"):
        text = title.text or ""
        if text.startswith(label) and _OWN_TITLE.fullmatch(text[len(label) :]) and not len(title):
            title.set("resp", "#teianon")
            marked = True
    for note in file_desc.iterfind(f"{T}sourceDesc/{T}p"):
        if (note.text or "").startswith(f"Imported from {label} (") and not len(note):
            note.set("resp", "#teianon")
            marked = True
    if marked:
        declare_tool(root)


def _post(
    parent: etree._Element,
    message: Message,
    n: int,
    ids: dict[str, str],
    source_ids: dict[str, str],
    keep_ids: bool,
    tokenizer: SoMaJo | None,
    with_id: bool = True,
) -> etree._Element:
    """The post of one message, appended to ``parent``; ``with_id=False`` leaves its xml:id to the caller."""
    post_id = f"m{n}"
    if message.id:
        source_ids[message.id] = post_id
    post = _sub(parent, "post", **({XML_ID: post_id} if with_id else {}))
    if message.kind == "system":
        post.set("type", "event")
        if message.event:
            post.set("subtype", message.event)
        # An event a participant caused ("<Medien ausgeschlossen>", a deleted message) is theirs.
        if message.author and message.author in ids:
            post.set("who", "#" + ids[message.author])
    elif message.author:
        post.set("who", "#" + ids[message.author])
    if message.time:
        post.set("when", message.time)
    # A reply to a message not in the file (an earlier mail) gets no pointer: it would dangle.
    if message.reply_to and message.reply_to in source_ids:
        post.set("replyTo", "#" + source_ids[message.reply_to])
    if keep_ids and message.id:
        post.set("n", message.id)
    if tokenizer is None:
        _text_with_mentions(post, message.text, message.mentions, ids)
    else:
        _tokens(post, post_id, message.text, tokenizer)
    return post


def _text_with_mentions(
    post: etree._Element, text: str, mentions: list[tuple[int, int, str]], ids: dict[str, str]
) -> None:
    """The post's text, each mention the platform marked as a nickname of its participant (one
    of no participant, or overlapping another, stays text)."""
    at = 0
    last: etree._Element | None = None
    for start, end, name in sorted(mentions):
        if start < at or not 0 <= start < end <= len(text) or name not in ids:
            continue
        if last is None:
            post.text = xml_text(text[at:start])
        else:
            last.tail = xml_text(text[at:start])
        last = _sub(post, "name", text[start:end], type="nickname", corresp="#" + ids[name])
        at = end
    if last is None:
        post.text = xml_text(text)
    else:
        last.tail = xml_text(text[at:])


def _tokenizer() -> SoMaJo:
    try:
        from somajo import SoMaJo
    except ImportError:
        from ..errors import InputError

        raise InputError("--tokenise needs SoMaJo (pip install 'teianon[tokenise]')") from None
    return SoMaJo("de_CMC", split_camel_case=False)


def _tokens(post: etree._Element, post_id: str, text: str, tokenizer: SoMaJo) -> None:
    count = 0
    previous: etree._Element | None = None
    for line in text.split("\n"):
        for sentence in tokenizer.tokenize_text([line]):
            for token in sentence:
                count += 1
                w = _sub(post, "w", token.text, **{XML_ID: f"{post_id}.t{count}"})
                if previous is not None:
                    previous.tail = " "
                previous = w
