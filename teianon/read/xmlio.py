"""Safe XML reading and atomic writing.

Every file teianon touches goes through :func:`parse_file` and :func:`write_atomic`. The parser
keeps everything that makes up the document (whitespace, comments, processing instructions,
CDATA as text), never touches the network, loads no DTD and expands no entity. A file that
declares entities or points at an external DTD is refused rather than half-read: corpus files
have no need of either, and both are the classic ways XML input attacks a tool. Nor does a file
pass that gives attributes default values in its internal subset: a parser adds such a value to
every element, so a reader sees it, where detection (reading the elements) would not. Three layers
make sure of it: the prolog is scanned (in its encoding, to the root element) before libxml2
sees the file, libxml2's every attempt to open something is refused, and the parsed tree is
checked once more. Only regular files are opened (a named pipe would block the run).
"""

from __future__ import annotations

import codecs
import contextlib
import os
import re
import signal
import stat
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, Any, Literal, TypedDict, cast
from xml.parsers import expat

from lxml import etree

from ..errors import InputError, OutputError, TeianonError, UnsafeXMLError, line_of


class _SafeOptions(TypedDict):
    resolve_entities: bool
    no_network: bool
    load_dtd: bool
    dtd_validation: bool
    huge_tree: bool
    remove_blank_text: bool
    remove_comments: bool
    remove_pis: bool
    strip_cdata: bool
    collect_ids: bool


# The safe parser's options, for the whole-file and the incremental parser alike: no entity
# expansion, no network, no DTD, libxml2's size limits; comments, PIs and white space kept.
_SAFE = _SafeOptions(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    dtd_validation=False,
    huge_tree=False,
    remove_blank_text=False,
    remove_comments=False,
    remove_pis=False,
    strip_cdata=True,
    collect_ids=False,
)


def _parser() -> etree.XMLParser:
    return etree.XMLParser(**_SAFE)


def _check_doctype(tree: etree._ElementTree, where: str) -> None:
    # A second look after parsing, behind the prolog scan and the resolver: neither should let
    # anything through, and a mistake there must not become a silent acceptance.
    # lxml-stubs 0.5 know neither DocInfo.system_url nor DTD.iterentities/iterelements, which
    # lxml has had since 2.x: read through Any.
    info: Any = tree.docinfo
    if info.system_url or info.public_id:
        raise UnsafeXMLError(_external_dtd(info.system_url or info.public_id or ""), where, 1)
    dtd: Any = info.internalDTD
    if dtd is not None:
        for entity in dtd.iterentities():
            raise UnsafeXMLError(_entity_declaration(entity.name), where, 1)
        for element in dtd.iterelements():
            for attribute in element.iterattributes():
                if attribute.default_value is not None:
                    raise UnsafeXMLError(_attribute_default(element.name, attribute.name), where, 1)


def _external_dtd(location: str) -> str:
    return f"refusing a document type declaration that points to an external DTD ({location}); teianon loads no DTDs"


def _entity_declaration(name: str) -> str:
    return f"refusing the entity declaration '{name}' in the internal DTD subset; teianon expands no entities"


def _attribute_default(element: str, attribute: str) -> str:
    return (
        f"refusing the default value of @{attribute} of <{element}> declared in the internal DTD subset; "
        "a value no element carries would reach every reader unseen by teianon: write it into the elements"
    )


class _RefuseLoading(etree.Resolver):
    """Every file or URL libxml2 asks for while parsing (DTD, external entity) is refused.

    libxml2 asks its entity loader for an external DTD even with ``load_dtd=False``, and opens
    it: a named pipe there would hang the run. The prolog scan below names the line; this is
    the guarantee that nothing is opened whatever the scan missed.
    """

    def __init__(self, where: str):
        super().__init__()
        self.where = where

    # lxml passes a third argument (the parser's context) that lxml-stubs 0.5 leave out.
    def resolve(self, system_url: str | None, public_id: str | None, context: object) -> None:  # type: ignore[override]
        raise UnsafeXMLError(
            f"refusing to load {system_url or public_id}: teianon opens no other file or URL "
            "for a document (no DTD, no external entity, no document())",
            self.where,
        )


class _RootReached(Exception):
    """The prolog ends where the root element starts: the scan stops there."""


# expat reads UTF-8, UTF-16 and single-byte encodings itself; the rest are decoded here first.
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_DECLARED_ENCODING = re.compile(rb"""\A<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']""")
_SCAN_CHUNK = 1 << 16


def _check_prolog(data: bytes, where: str) -> None:
    """Refuse an external DTD or an entity declaration anywhere in the prolog, with its line.

    The prolog (everything before the root element's start tag) is read by expat, which decodes
    it by BOM and XML declaration as the XML spec says and opens nothing; the scan stops at the
    root element, so its cost is the prolog's length, however long that is. Where expat cannot
    read the prolog (an encoding it does not know, a syntax error) the scan is left to libxml2,
    whose every attempt to load something is refused (:class:`_RefuseLoading`), and whose
    messages say more than expat's.
    """
    try:
        _scan_prolog(_chunks(data), where, None)
    except (ValueError, LookupError, expat.ExpatError):
        # Multi-byte encodings (Shift_JIS, GB18030) and UTF-32: decoded by Python, then scanned.
        encoding = _encoding_of(data)
        if encoding is None:
            return
        try:
            _scan_prolog(_decoded(data, encoding), where, "UTF-8")
        except (ValueError, LookupError, expat.ExpatError):
            return


def _chunks(data: bytes) -> Iterator[bytes]:
    for start in range(0, len(data), _SCAN_CHUNK):
        yield data[start : start + _SCAN_CHUNK]


def _decoded(data: bytes, encoding: str) -> Iterator[bytes]:
    # Chunk by chunk: the scan stops at the root element, so the body is never decoded.
    decoder = codecs.getincrementaldecoder(encoding)()
    for chunk in _chunks(data):
        yield decoder.decode(chunk).encode("utf-8")
    yield decoder.decode(b"", final=True).encode("utf-8")


def _encoding_of(data: bytes) -> str | None:
    for bom, name in _BOMS:
        if data.startswith(bom):
            return name
    declared = _DECLARED_ENCODING.match(data)
    return declared.group(1).decode("ascii") if declared else None


def _scan_prolog(chunks: Iterable[bytes], where: str, encoding: str | None) -> None:
    parser = expat.ParserCreate(encoding)

    def doctype(name: str, system_id: str | None, public_id: str | None, has_internal_subset: bool) -> None:
        if system_id or public_id:
            raise UnsafeXMLError(_external_dtd(system_id or public_id or ""), where, parser.CurrentLineNumber)

    def entity(name: str, *_: object) -> None:
        raise UnsafeXMLError(_entity_declaration(name), where, parser.CurrentLineNumber)

    def attribute_list(element: str, attribute: str, kind: str, default: str | None, required: bool) -> None:
        if default is not None:
            raise UnsafeXMLError(_attribute_default(element, attribute), where, parser.CurrentLineNumber)

    def root(*_: object) -> None:
        raise _RootReached

    parser.StartDoctypeDeclHandler = doctype
    parser.EntityDeclHandler = entity
    parser.UnparsedEntityDeclHandler = entity
    parser.AttlistDeclHandler = attribute_list
    parser.StartElementHandler = root
    try:
        for chunk in chunks:
            parser.Parse(chunk, False)
        parser.Parse(b"", True)
    except _RootReached:
        return


def _one_line(message: str) -> str:
    return " ".join(message.split())


def parse_bytes(data: bytes, where: str = "<input>", base_url: str | None = None) -> etree._ElementTree:
    """Parse XML from bytes with the safe parser; errors name ``where`` and the line.

    ``base_url`` is where relative references in the document point from (a schema's includes).
    """
    # Checked before parsing, so that libxml2 never even asks for the DTD.
    _check_prolog(data, where)
    parser = _parser()
    parser.resolvers.add(_RefuseLoading(where))
    try:
        root = etree.fromstring(data, parser) if base_url is None else etree.fromstring(data, parser, base_url=base_url)
    except etree.XMLSyntaxError as err:
        line = err.lineno or None
        message = _one_line(err.msg or str(err))
        if "Excessive depth" in message:
            raise InputError(
                f"nested deeper than {MAX_DEPTH} levels; teianon reads documents up to {MAX_DEPTH} levels deep",
                where,
                line,
            ) from None
        if "Entity" in message or "entity" in message:
            raise UnsafeXMLError(f"not well-formed or unsafe XML: {message}", where, line) from None
        raise InputError(f"not well-formed XML: {message}", where, line) from None
    tree = root.getroottree()
    _check_doctype(tree, where)
    _check_entity_references(root, where)
    if _XINCLUDE_NS in data:  # most files name no XInclude at all: no walk of the tree
        _check_includes(root, where)
    return tree


_XINCLUDE_NS = b"http://www.w3.org/2001/XInclude"
_XINCLUDE = "{http://www.w3.org/2001/XInclude}include"


def _check_includes(root: etree._Element, where: str) -> None:
    # teianon fetches nothing, but a downstream processor would: it would put the included
    # file, which nobody anonymised, into the released document. Refused as a DTD is.
    for include in root.iter(_XINCLUDE):
        raise UnsafeXMLError(
            f'refusing <xi:include href="{include.get("href") or ""}">: a processor of the output would fetch '
            "a file teianon never read; put its content into the document or remove the include",
            where,
            line_of(include),
        )


# What iterparse_bytes feeds its parser: a first few bytes, then a megabyte at a time.
_FIRST_STEP = 1 << 14
_STEP = 1 << 20


def iterparse_bytes(
    data: bytes, where: str, events: tuple[_Event, ...] = ("start", "end"), tags: tuple[str, ...] | None = None
) -> Iterator[tuple[str, Any]]:
    """The events of an incremental parse of ``data`` with the options of the safe parser
    (:func:`parse_bytes`), for a file read document by document; ``tags``: only the element
    events of elements of these names (each event costs a Python object). The prolog is checked
    first; a caller that meets an error here reads the file whole, which reports it as
    :func:`parse_bytes` does. (A pull parser, not ``etree.iterparse``, which refuses a repeated
    ``xml:id``.)"""
    _check_prolog(data, where)
    parser = etree.XMLPullParser(events=events, tag=tags, **_SAFE)
    parser.resolvers.add(_RefuseLoading(where))
    # The first bytes alone at first: a caller that only wants the root (is it a teiCorpus?)
    # stops before the parser has read into the body of a file of one document.
    step = _FIRST_STEP
    offset = 0
    while offset < len(data):
        parser.feed(data[offset : offset + step])
        offset += step
        step = _STEP
        yield from parser.read_events()
    parser.close()
    yield from parser.read_events()


# The events a caller of iterparse_bytes asks for (lxml-stubs name them as literals).
_Event = Literal["start", "end", "start-ns", "end-ns", "comment", "pi"]


# libxml2's limit without XML_PARSE_HUGE (huge_tree=False), which teianon keeps.
MAX_DEPTH = 256


def _check_entity_references(root: etree._Element, where: str) -> None:
    # With entity resolution off, a reference to a declared entity would survive as a node; the
    # doctype check refuses declarations, so any entity node here is a bug or an attack.
    for node in root.iter(etree.Entity):
        # An entity node (lxml's _Entity, which lxml-stubs 0.5 type as an element) has a name.
        raise UnsafeXMLError(f"refusing the entity reference &{getattr(node, 'name', '')};", where, line_of(node))


# Every xml:id of a document, in one call into libxml2 (plain strings, not lxml's smart ones).
_ALL_IDS = etree.XPath("//@xml:id", smart_strings=False)


def duplicate_ids(tree: etree._ElementTree) -> list[tuple[str, int | None, int | None]]:
    """``(id, line, line of its first use)`` for every ``xml:id`` used again, in document order."""
    values = _ALL_IDS(tree)
    if len(set(values)) == len(values):  # type: ignore[arg-type]
        # Most files repeat none: no walk in Python over every element and its line.
        return []
    first: dict[str, int | None] = {}
    found: list[tuple[str, int | None, int | None]] = []
    for element in tree.getroot().iter():
        value = element.get(_XML_ID) if isinstance(element.tag, str) else None
        if value is None:
            continue
        if value in first:
            found.append((value, line_of(element), first[value]))
        else:
            first[value] = line_of(element)
    return found


def duplicate_id_warnings(tree: etree._ElementTree, where: str) -> list[str]:
    """``file:line: warning: duplicate xml:id "x" (first at line N)`` for each repeated id.

    A pointer to a repeated id (``@who``, ``@corresp``) is ambiguous, so a reviewer should know;
    the file is still read and processed.
    """
    return [duplicate_id_warning(where, value, line, first) for value, line, first in duplicate_ids(tree)]


def duplicate_id_warning(where: str, value: str, line: int | None, first: int | None) -> str:
    return f"{where}{f':{line}' if line else ''}: warning: {duplicate_id_message(value, first)}"


def duplicate_id_message(value: str, first: int | None) -> str:
    return f'duplicate xml:id "{value}" (first at line {first})'


XML_ID = _XML_ID = "{http://www.w3.org/XML/1998/namespace}id"


def megabytes(variable: str, default: float) -> int:
    """The limit in bytes that the environment variable ``variable`` sets in megabytes (0: none).

    A value that is no number of megabytes is refused in one line, not taken for the default: a
    limit someone meant to set must not pass unnoticed."""
    value = os.environ.get(variable, "").strip()
    if not value:
        return int(default * 1024 * 1024)
    try:
        number = float(value)
    except ValueError:
        number = -1.0
    if not number >= 0 or number == float("inf"):
        raise TeianonError(f"{variable}={value!r}: not a number of megabytes (0 lifts the limit)")
    return int(number * 1024 * 1024)


def max_file_bytes() -> int:
    """The largest file teianon reads: the whole tree is held in memory (about ten times the
    file's size), so a limit turns a runaway input into one clear error. TEIANON_MAX_FILE_MB
    (default 512) sets it; 0 lifts it."""
    return megabytes("TEIANON_MAX_FILE_MB", 512)


# What a run holds per byte of the document it processes: the tree, the annotated copy, the
# output parsed again for the audit, the views of the posts, the XSLT processor's heap (measured
# on generated chats: about 120 bytes a byte tokenised, 2 to 18 MB, and 140 untokenised, on top
# of some 350 MB for the loaded detectors; docs/performance/speed.md, "Large files").
MEMORY_PER_BYTE = 120


def max_document_bytes() -> int:
    """The largest document teianon annotates or anonymises: a run holds a document whole, and
    more than a hundred times over, so a limit turns a document that would make the machine swap
    into one clear error. A file is held whole, also a ``teiCorpus``. TEIANON_MAX_DOCUMENT_MB
    (default 32, about 4 GB of memory) sets it; 0 lifts it."""
    return megabytes("TEIANON_MAX_DOCUMENT_MB", 32)


def check_document_size(path: str | Path) -> None:
    """Refuse, before reading it, a file larger than :func:`max_document_bytes`, with what to do."""
    limit = max_document_bytes()
    try:
        size = os.stat(path).st_size
    except OSError:
        return  # read_file says why it cannot be read
    if limit <= 0 or size <= limit:
        return
    raise document_too_large(size, limit, path, 1)


def document_too_large(
    size: int, limit: int, path: str | Path, line: int | None, name: str | None = None
) -> InputError:
    """The refusal of a document of ``size`` bytes over ``limit`` (``name``: its id in a teiCorpus)."""
    which = f"document {name}" if name else "document"
    return InputError(
        f"{which} too large to process in memory ({size / 1048576:.0f} MB, limit "
        f"{limit / 1048576:.0f} MB; it would need about {size * MEMORY_PER_BYTE / 1e9:.1f} GB): split it "
        "into files of fewer documents or posts, or raise TEIANON_MAX_DOCUMENT_MB",
        path,
        line,
    )


_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _not_regular(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    return next((kind for test, kind in _KINDS if test(mode)), "not a regular file")


def read_file(path: str | Path) -> bytes:
    """The bytes of a regular file, refused before opening if it is anything else.

    Opening a named pipe blocks until something writes to it, and opening a device can have
    effects of its own, so the kind is checked first and checked again on the opened file
    (it may have been swapped in between); the size limit applies (:func:`max_file_bytes`).
    """
    path = Path(path)
    try:
        kind = _not_regular(os.stat(path).st_mode)
        if kind:
            raise InputError(f"not a regular file ({kind}); teianon reads only regular files", path)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
        handle = os.open(path, flags)
    except OSError as err:
        raise InputError(f"cannot read: {err.strerror}", path) from None
    with os.fdopen(handle, "rb") as file:
        try:
            info = os.fstat(file.fileno())
            kind = _not_regular(info.st_mode)
            if kind:
                raise InputError(f"not a regular file ({kind}); teianon reads only regular files", path)
            limit = max_file_bytes()
            if 0 < limit < info.st_size:
                raise InputError(
                    f"file too large ({info.st_size / 1048576:.0f} MB, limit "
                    f"{limit / 1048576:.0f} MB): split it into smaller files, "
                    "or raise TEIANON_MAX_FILE_MB",
                    path,
                    1,
                )
            return file.read()
        except OSError as err:
            raise InputError(f"cannot read: {err.strerror}", path) from None


def parse_file(path: str | Path, base_url: str | None = None) -> etree._ElementTree:
    """Read and parse ``path`` safely (see the module docstring and :func:`read_file`)."""
    return parse_bytes(read_file(path), str(path), base_url)


def attribute_items(element: etree._Element) -> list[tuple[str, str]]:
    """``(name, value)`` of each attribute of ``element`` in document order (lxml gives str;
    lxml-stubs 0.5 say str | bytes)."""
    return element.attrib.items()  # type: ignore[return-value]


def doctype_of(tree: etree._ElementTree) -> str:
    """The document type declaration of ``tree`` as written, or "" (lxml-stubs 0.5 lack
    ``DocInfo.doctype``)."""
    info: Any = tree.docinfo
    return str(info.doctype or "")


def serialize(tree: etree._ElementTree) -> bytes:
    """The document as bytes, in its original encoding, with an XML declaration.

    Comments and processing instructions before and after the root element keep a line of
    their own, as they usually have in corpus files (lxml keeps no whitespace outside the root).
    """
    encoding = tree.docinfo.encoding or "UTF-8"
    root = tree.getroot()
    before = list(root.itersiblings(preceding=True))[::-1]
    after = list(root.itersiblings())
    if encoding.upper().replace("_", "-") not in ("UTF-8", "UTF8", "US-ASCII", "ASCII"):
        # Written as text and encoded once: lxml puts a declaration of its own before a node in
        # any other encoding, and a UTF-16 document must not be pieced together from parts that
        # each have a byte-order mark, between newlines of one byte. What the encoding cannot
        # hold is written as a character reference, as lxml does.
        text = [f'<?xml version="1.0" encoding="{encoding}"?>', doctype_of(tree) or ""]
        text += [etree.tostring(node, encoding="unicode", with_tail=False) for node in [*before, root, *after]]
        return ("\n".join(t for t in text if t) + "\n").encode(encoding, "xmlcharrefreplace")
    parts = [f'<?xml version="1.0" encoding="{encoding}"?>'.encode("ascii")]
    doctype = doctype_of(tree)
    if doctype:
        parts.append(doctype.encode(encoding))
    for node in [*before, root, *after]:
        # An encoding other than "unicode": bytes (lxml-stubs say str | bytes).
        parts.append(cast(bytes, etree.tostring(node, encoding=encoding, with_tail=False)))
    return b"\n".join(parts) + b"\n"


# The temporary files write_atomic is filling. A process ended by a signal handler (a worker of
# a parallel run, on SIGTERM or its parent's death) runs no ``finally`` block; it removes them
# with remove_unfinished() before it goes.
_unfinished: set[str] = set()
# Held while a temporary file is created and recorded, and while the records are removed: a
# worker's thread that ends it when its parent dies must not end it in between (the file would
# be left behind). Re-entrant: the signal handler may run in the thread that holds it.
_unfinished_lock = threading.RLock()


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    # Between creating a temporary file and recording it, a handler would not know of it.
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def remove_unfinished() -> None:
    """Remove the temporary files of writes in progress (for a process about to end at once)."""
    with _unfinished_lock:
        for name in list(_unfinished):
            with contextlib.suppress(OSError):
                os.unlink(name)


def write_atomic(path: str | Path, write: Callable[[IO[bytes]], object], secret: bool = False) -> None:
    """Create or replace ``path`` so that readers see the old file or the whole new one.

    ``write`` fills a temporary file in the same folder; it is renamed over ``path`` only when
    ``write`` returned, so a failure leaves no partial output behind. A failing write (disk full,
    file size limit, permission) is an :class:`~teianon.errors.OutputError` naming ``path``. A ``secret`` file (key
    material) is readable by its owner only, from its first byte on. An exception, Ctrl-C
    included, removes the temporary file; so does :func:`remove_unfinished`.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with _signals_held(), _unfinished_lock:
            handle, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
            _unfinished.add(tmp_name)
    except OSError as err:
        raise OutputError(f"cannot write: {err.strerror}", path) from None
    try:
        with os.fdopen(handle, "wb") as out:
            write(out)
            out.flush()
            os.fsync(out.fileno())
        # mkstemp creates 0600; an output file gets the usual permissions.
        if not secret:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp_name, 0o666 & ~umask)
        os.replace(tmp_name, path)
    except BaseException as err:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        if isinstance(err, OSError):
            # A full disk, a file size limit, a folder made read-only meanwhile: this file fails
            # with one line, and a run goes on with the next.
            raise OutputError(f"cannot write: {err.strerror or err}", path) from None
        raise
    finally:
        _unfinished.discard(tmp_name)


def write_tree(tree: etree._ElementTree, path: str | Path) -> None:
    """Serialise ``tree`` to ``path`` atomically."""
    data = serialize(tree)
    write_atomic(path, lambda out: out.write(data))
