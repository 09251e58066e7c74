"""The encoding of an export: UTF-8 (with or without BOM), UTF-16 (BOM, or the zero bytes of
mostly-ASCII text), or Windows-1252, which old chat and mail exports use. A file that is none of
them with confidence is refused with the reason, rather than read as mojibake."""

from __future__ import annotations

import codecs
from pathlib import Path

from ..errors import InputError

# cp1252 leaves these five bytes undefined: a file with them is not cp1252.
_CP1252_UNDEFINED = frozenset(b"\x81\x8d\x8f\x90\x9d")


def decode(data: bytes, where: Path, encoding: str | None = None) -> tuple[str, str]:
    """(text, the encoding it was read in); ``encoding`` forces one."""
    if encoding:
        try:
            return data.decode(encoding), encoding
        except (UnicodeDecodeError, LookupError) as err:
            raise InputError(f"cannot read as {encoding}: {err}", where) from None
    if data.startswith(codecs.BOM_UTF8):
        return _strict(data, "utf-8-sig", where), "utf-8"
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return _strict(data, "utf-16", where), "utf-16"
    sample = data[:4096]
    if sample and sample.count(0) > len(sample) // 4:
        # Mostly-ASCII UTF-16 without BOM: every other byte is zero.
        little = sample[1::2].count(0) > sample[::2].count(0)
        return _strict(data, "utf-16-le" if little else "utf-16-be", where), "utf-16"
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as err:
        utf8_error = err
    if any(b in _CP1252_UNDEFINED for b in data) or b"\x00" in data:
        line = data[: utf8_error.start].count(b"\n") + 1
        raise InputError(
            f"encoding unknown: not UTF-8 (byte 0x{data[utf8_error.start]:02x}), not UTF-16, not "
            "Windows-1252; give --encoding",
            where,
            line,
        )
    return data.decode("cp1252"), "cp1252"


def _strict(data: bytes, encoding: str, where: Path) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        raise InputError(f"not valid {encoding}: {err.reason}", where, line) from None


def sniff_encoding(head: bytes, where: Path, encoding: str | None = None) -> str:
    """The codec to stream a large file in, from its first bytes (:func:`decode` decides on the whole file).

    UTF-8 is taken when the start is UTF-8 (a character cut at the end of ``head`` allowed);
    a later byte that is not UTF-8 stops the import with the advice to give ``--encoding``.
    """
    if encoding:
        try:
            codecs.lookup(encoding)
        except LookupError as err:
            raise InputError(f"cannot read as {encoding}: {err}", where) from None
        return encoding
    if head.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    sample = head[:4096]
    if sample and sample.count(0) > len(sample) // 4:
        return "utf-16-le" if sample[1::2].count(0) > sample[::2].count(0) else "utf-16-be"
    try:
        codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
        return "utf-8"
    except UnicodeDecodeError:
        pass
    if any(b in _CP1252_UNDEFINED for b in head) or b"\x00" in head:
        raise InputError("encoding unknown: not UTF-8, not UTF-16, not Windows-1252; give --encoding", where)
    return "cp1252"
