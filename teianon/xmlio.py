"""Safe XML reading and atomic writing.

Every file teianon touches goes through :func:`parse_file` and :func:`write_atomic`. The parser
keeps everything that makes up the document (whitespace, comments, processing instructions,
CDATA as text), never touches the network, loads no DTD and expands no entity. A file that
declares entities or points at an external DTD is refused rather than half-read: corpus files
have no need of either, and both are the classic ways XML input attacks a tool.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO

from lxml import etree

from .errors import InputError, OutputError, UnsafeXMLError


def _parser() -> etree.XMLParser:
    return etree.XMLParser(
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


def _check_doctype(tree: etree._ElementTree, where: str) -> None:
    info = tree.docinfo
    if info.system_url or info.public_id:
        raise UnsafeXMLError(
            f"refusing a document type declaration that points to an external DTD "
            f"({info.system_url or info.public_id}); teianon loads no DTDs",
            where,
            1,
        )
    dtd = info.internalDTD
    if dtd is not None:
        for entity in dtd.iterentities():
            raise UnsafeXMLError(
                f"refusing the entity declaration '{entity.name}' in the internal DTD subset; "
                "teianon expands no entities",
                where,
                1,
            )


_EXTERNAL_DOCTYPE = re.compile(rb"<!DOCTYPE\s+[^\s>\[]+\s+(?:SYSTEM|PUBLIC)\s+[\"']([^\"']*)")


def parse_bytes(data: bytes, where: str = "<input>") -> etree._ElementTree:
    """Parse XML from bytes with the safe parser; errors name ``where`` and the line."""
    # Checked before parsing, so that libxml2 never even tries to open the DTD.
    external = _EXTERNAL_DOCTYPE.search(data, 0, 65536)
    if external:
        line = data.count(b"\n", 0, external.start()) + 1
        raise UnsafeXMLError(
            "refusing a document type declaration that points to an external DTD "
            f"({external.group(1).decode('utf-8', 'replace')}); teianon loads no DTDs",
            where,
            line,
        )
    try:
        root = etree.fromstring(data, _parser())
    except etree.XMLSyntaxError as err:
        line = err.lineno or None
        message = err.msg or str(err)
        if "Entity" in message or "entity" in message:
            raise UnsafeXMLError(f"not well-formed or unsafe XML: {message}", where, line) from None
        raise InputError(f"not well-formed XML: {message}", where, line) from None
    tree = root.getroottree()
    _check_doctype(tree, where)
    _check_entity_references(root, where)
    return tree


def _check_entity_references(root: etree._Element, where: str) -> None:
    # With entity resolution off, a reference to a declared entity would survive as a node; the
    # doctype check refuses declarations, so any entity node here is a bug or an attack.
    for node in root.iter(etree.Entity):
        raise UnsafeXMLError(f"refusing the entity reference &{node.name};", where, node.sourceline)


def max_file_bytes() -> int:
    """The largest file teianon reads: the whole tree is held in memory (about ten times the
    file's size), so a limit turns a runaway input into one clear error. TEIANON_MAX_FILE_MB
    (default 512) sets it."""
    try:
        return int(float(os.environ.get("TEIANON_MAX_FILE_MB", "512")) * 1024 * 1024)
    except ValueError:
        return 512 * 1024 * 1024


def parse_file(path: str | Path) -> etree._ElementTree:
    """Read and parse ``path`` safely (see the module docstring)."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > max_file_bytes():
            raise InputError(f"file too large ({size / 1048576:.0f} MB, limit {max_file_bytes() / 1048576:.0f} MB): "
                             "split it into smaller files, or raise TEIANON_MAX_FILE_MB", path)
        data = path.read_bytes()
    except OSError as err:
        raise InputError(f"cannot read: {err.strerror}", path) from None
    return parse_bytes(data, str(path))


def serialize(tree: etree._ElementTree) -> bytes:
    """The document as bytes, in its original encoding, with an XML declaration.

    Comments and processing instructions before and after the root element keep a line of
    their own, as they usually have in corpus files (lxml keeps no whitespace outside the root).
    """
    encoding = tree.docinfo.encoding or "UTF-8"
    root = tree.getroot()
    parts = [f'<?xml version="1.0" encoding="{encoding}"?>'.encode("ascii")]
    if tree.docinfo.doctype:
        parts.append(tree.docinfo.doctype.encode(encoding))
    before = list(root.itersiblings(preceding=True))[::-1]
    after = list(root.itersiblings())
    for node in [*before, root, *after]:
        parts.append(etree.tostring(node, encoding=encoding, with_tail=False))
    return b"\n".join(parts) + b"\n"


def write_atomic(path: str | Path, write: Callable[[IO[bytes]], None], secret: bool = False) -> None:
    """Create or replace ``path`` so that readers see the old file or the whole new one.

    ``write`` fills a temporary file in the same folder; it is renamed over ``path`` only when
    ``write`` returned, so a failure leaves no partial output behind. A ``secret`` file (key
    material) is readable by its owner only, from its first byte on.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
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
    except BaseException:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise


def write_tree(tree: etree._ElementTree, path: str | Path) -> None:
    """Serialise ``tree`` to ``path`` atomically."""
    data = serialize(tree)
    write_atomic(path, lambda out: out.write(data))
