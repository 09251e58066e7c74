"""Shelfmarks and file numbers in a header's ``idno``: which are private.

An archive's or a library's shelfmark of a document it holds and the corpus publishes
(``<msIdentifier><repository>Stadtarchiv …</repository><idno>Best. 7 Nr. 1234</idno>``) is
metadata of a published source, as the source corpus's ids are: it stays, in both modes. A
private person's file is none: an ``idno`` in an ``msIdentifier`` whose repository, collection
or institution says the source is privately held (``Privatbesitz``, ``private collection``,
``im Besitz der Familie``), or an ``idno`` that is a personal file by its own words or a person's
document by its type (``Akte``, ``Personalakte``, ``Aktenzeichen``, ``case file``,
``Patientenakte``; ``<idno type="passport">``, ``type="national-id"``), is replaced whole as a
NUMBER, and a person's name in it as a person's (``Akte Brunhilde Kessler 2019/44``). The same
holds for an ``idno`` of a bibliography's entry (``bibl``, ``biblStruct``, ``biblFull``) whose
other parts say so (``<note>Privatbesitz</note>``, ``<publisher>im Besitz der Familie</publisher>``).
The reader's view leaves such an ``idno`` out (:mod:`teianon.read.textview`): the hidden pass
replaces it whole (:mod:`teianon.replace.hidden`).
"""

from __future__ import annotations

import regex
from lxml import etree

from .tei import tei

_IDNO, _MS_IDENTIFIER = tei("idno"), tei("msIdentifier")
# The parts of a manuscript's description that tell where it came from.
_ALT_IDENTIFIER = tei("altIdentifier")
_HISTORY = tuple(tei(n) for n in ("provenance", "acquisition", "origin"))
_HOLDERS = tuple(tei(n) for n in ("repository", "collection", "institution", "altIdentifier", "msName"))
# A bibliography's entry, and the parts of it that say who holds the source.
_BIBLS = frozenset(tei(n) for n in ("bibl", "biblStruct", "biblFull"))
_BIBL_HOLDERS = (*_HOLDERS, *(tei(n) for n in ("note", "publisher", "distributor", "pubPlace", "authority")))
# A source in private hands (German and English).
# Whole words and the compounds of private ownership only: ``Privatrecht``, ``Privatdozent`` or a
# publisher ``Private Eye Productions`` says nothing of who holds the source.
_PRIVATE = regex.compile(
    r"(?<!\p{L})(?:privat(?:besitz|sammlung|archiv|nachlass|eigentum|hand)?|in privathand|"
    r"private (?:collection|papers|archive|ownership|property|hands|possession)|privately (?:held|owned)|"
    r"im besitz (?:von|der|des)|in the possession of|family papers|familienbesitz|owned by)(?!\p{L})",
    regex.IGNORECASE | regex.VERSION1,
)
# A book's or a serial's standard number is public however the entry reads.
_STANDARD = frozenset({"isbn", "issn", "doi", "ismn", "isrc", "urn", "oclc", "lccn"})
# An idno that names a personal file by its own words.
_PERSONAL_FILE = regex.compile(
    r"^\s*(?:(?:personal|patienten|kranken|schüler|jugendamts?|sozial|straf|ermittlungs|gerichts|prozess|vormundschafts)?akte|"
    r"aktenzeichen|az\.|case file|personnel file|patient file|medical record|client file)(?!\p{L})",
    regex.IGNORECASE | regex.VERSION1,
)

# An idno whose type names a person's own document or number (``<idno type="passport">``).
_PERSONAL_TYPE = regex.compile(
    r"passport|reisepass|personalausweis|ausweis|id-?card|identity|national-?id|ssn|social-?security|"
    r"tax-?id|steuer-?id|driv(?:ing|er'?s)-?licen[cs]e|führerschein|patient|versicherungs?nummer|svnr|"
    r"\b(?:nie|nif|dni|pesel|bsn|ahv|nino)\b",
    regex.IGNORECASE | regex.VERSION1,
)


def is_private_file(idno: etree._Element) -> bool:
    """``idno`` marks a private person's file, not a public archive's shelfmark (see the module)."""
    if idno.tag != _IDNO or (idno.get("type") or "").strip().casefold() in _STANDARD:
        return False
    if _PERSONAL_FILE.search(idno.text or "") or _PERSONAL_TYPE.search(idno.get("type") or ""):
        return True
    # Also an alternative identifier (``altIdentifier/idno``) of the manuscript; the description's
    # history says who holds it as well (``<provenance>Im Besitz von …``).
    identifier = next((a for a in idno.iterancestors() if a.tag != _ALT_IDENTIFIER), None)
    if identifier is not None and identifier.tag == _MS_IDENTIFIER:
        description = identifier.getparent()
        history = description.iter(*_HISTORY) if description is not None else ()
        return any(_PRIVATE.search(str(e.xpath("string()"))) for e in (*identifier.iter(*_HOLDERS), *history))
    entry = next((a for a in idno.iterancestors() if a.tag in _BIBLS), None)
    return entry is not None and any(
        _PRIVATE.search(str(e.xpath("string()"))) for e in entry.iter(*_BIBL_HOLDERS) if e is not idno
    )
