"""The label before a number names the number's kind, not a person, a place or a firm.

``IMEI 356938035643809``, ``MAC 00:1A:2B:3C:4D:5E``, ``IP 192.168.0.7``, ``CPF 529.982.247-25``,
``MGRS 32U MC 63012 82471``: a tagger reads the capitals before a long number as a firm or a
place, and a list may know them as a brand; the number rules replace the value. The label says
what kind of number follows and names no one; replaced, it takes the reader's only clue to what
the placeholder was and, as a firm's placeholder beside a number's, looks like two references.

:func:`labels_a_number` says so for a proposal that is

- an acronym (two to six capitals, ``IPv4``/``IPv6``), perhaps with ``-Nr.``, ``-Adresse``,
  ``number``, right before a colon, ``=``, ``#`` or nothing, and then a value with six digits
  at least (grouped by spaces, dots, colons, slashes or hyphens), a MAC address or an IPv6
  address; a firm's initials before its phone number stand apart by a word (``Tel.``) as a
  rule, which this shape has not;
- or a number's cue of :data:`teianon.detect.chat_words` (``curated/not_names.tsv``, kind
  ``office``: ``Cartão de Cidadão``, ``rodné číslo``, ``codice fiscale``, ``PESEL``) anywhere;
- or the first half of an abbreviated German label joined to ``Nr.`` by a full stop or a hyphen
  (``Pat.-Nr.``, ``Mitgl.-Nr.``, ``Vers.-Nr.``, ``Kd.Nr.``, ``Kunden-Nr.``, ``Gesch.-Zeichen``): a
  form's field, whose abbreviation a tagger or a person rule reads as a name (``Pat``), with or
  without the number after it; so is an abbreviation joined to a noun by its full stop and a
  hyphen (``Pat.-Akte``).

:func:`teianon.detect.detect` asks it about every name a detector proposes that no participant
is linked to.
"""

from __future__ import annotations

import regex

_ACRONYM = regex.compile(r"(?:[A-Z]{2,6}|IPv[46]|[A-Z]{1,3}/[A-Z]{1,3})", regex.VERSION1)
_VALUE = regex.compile(
    r"(?:-?(?i:nr\.?|no\.?|nummer|number|adresse|address))?\s{0,2}(?:[:#=]\s{0,2})?"
    r"(?:(?P<mac>[0-9A-Fa-f]{2}(?:[:\-][0-9A-Fa-f]{2}){5})"
    r"|(?P<ipv6>[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{0,4}){2,7})"
    r"|(?P<digits>[0-9](?:[0-9A-Z]|[\s.:/\-](?=[0-9A-Z])){5,40}))"
    r"(?![\p{L}\p{N}])",
    regex.VERSION1,
)
_MIN_DIGITS = 6
# What follows the first half of a label: its full stop or hyphen (at least one), then the
# label's number word (``.-Nr.``, ``-Nr``, ``.Nr.``, ``-Nummer``, ``.-Zeichen``).
# An abbreviation joined by its full stop and a hyphen to a noun (``Pat.-Akte``, ``Vers.-Karte``)
# is a compound's first half too: no name is written so.
_LABEL_TAIL = regex.compile(
    r"(?:\.[\-‐‑]?|[\-‐‑])[^\S\n]?(?:Nr|NR|Nummer|Zeichen)\b\.?|\.[\-‐‑]\p{Lu}\p{Ll}", regex.VERSION1
)
_LABEL_HALF = regex.compile(r"\p{L}{2,14}", regex.VERSION1)


def labels_a_number(text: str, start: int, end: int) -> bool:
    """The proposal ``text[start:end]`` is the label of the number right after it, or a listed
    cue of a number."""
    span = text[start:end]
    if _LABEL_HALF.fullmatch(span) is not None and _LABEL_TAIL.match(text, end) is not None:
        return True  # "Pat.-Nr. 4471": a label's first half
    if _ACRONYM.fullmatch(span) is not None:
        value = _VALUE.match(text, end if text[end : end + 1] != " " else end + 1)
        if value is not None and (
            value["mac"] or value["ipv6"] or sum(c.isdigit() for c in value.group()) >= _MIN_DIGITS
        ):
            return True
    # Imported here: chat_words reads the word lists, which import this package.
    from .chat_words import not_names

    key = " ".join(span.casefold().split())
    if not_names().get(key) != "office":
        return False
    # A label that is a first name too (``NINO``, ``VIN``: ``Nino``, ``Vin``) labels a number only
    # written as the label is, in capitals, or with its value or a colon after it: ``danke Nino``
    # thanks a person.
    return span.isupper() or not _first_name(key) or _LABEL_AFTER.match(text, end) is not None


# What follows a label written like a first name: a colon, a number sign or a digit.
_LABEL_AFTER = regex.compile(r"\.?[^\S\n]{0,2}(?:[:#]|(?:nr\.?|no\.?)?[^\S\n]{0,2}\d)", regex.IGNORECASE)


def _first_name(key: str) -> bool:
    # Imported here: the word lists import this package.
    from ..lists import is_first_name

    return is_first_name(key)
