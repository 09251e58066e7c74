"""The attributes of TEI's ``att.datable`` that carry a date's value: what a replaced date must
not keep. A module of its own, so that the audit reads them without the detectors that write
them (:mod:`teianon.annotate.birth_elements` imports the birth-date detector)."""

from __future__ import annotations

DATED = (
    "when",
    "from",
    "to",
    "notBefore",
    "notAfter",
    "when-iso",
    "from-iso",
    "to-iso",
    "notBefore-iso",
    "notAfter-iso",
)
