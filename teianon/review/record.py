"""What an output records of the reviewer's decisions it was made with, and reading it back.

``anonymise --decisions`` adds to the change record it writes in the revisionDesc of every file
the decisions name (``<change type="anonymisation">``, :mod:`xslt/modules/revision.xsl`) a list
that counts the decisions for that file, by kind::

    <list type="decisions">
      <item n="accept">0</item>
      <item n="reject">13</item>
      <item n="change">0</item>
      <item n="link">0</item>
      <item n="add">1</item>
    </list>

No names, no words, no local paths, and no hash of them: a hash of a file's few decisions can
be reversed by guessing the words from a list of names (the post, the offset, the kind and the
category of each can be read off the released file). The counts are enough for ``teianon
check`` to tell an output made with decisions that it was not given, or with others than it
was given for the file. ``run --annotated`` writes the decisions into the annotated files it
keeps too; its list says so (``subtype="annotated"``), and a check against those files needs
the decisions no more. The record is added after the stylesheet ran (the stylesheet stays free
of the review, and runs unchanged in Saxon or Oxygen).
"""

from __future__ import annotations

from collections import Counter

from lxml import etree

from ..read.tei import NS, tei
from .decisions import DECISIONS

IN_REVIEW_COPY = "annotated"
# The types of teianon's change records.
_RECORDS = ("anonymisation", "pseudonymisation")


def record_decisions(root: etree._Element, kinds: Counter[str], in_review_copy: bool = False) -> None:
    """Add the decisions list to the change record of every document's header under ``root``.
    ``in_review_copy``: the annotated files the run wrote (``run --annotated``) hold the
    decisions already, so a check against them needs them no more (``subtype="annotated"``)."""
    for header in root.iter(tei("teiHeader")):
        change = _this_run(header)
        if change is None:
            continue
        listing = etree.SubElement(change, tei("list"), {"type": "decisions"})
        if in_review_copy:
            listing.set("subtype", IN_REVIEW_COPY)
        # Every kind, none left out for want of decisions: a TEI list holds at least one item.
        for kind in DECISIONS:
            etree.SubElement(listing, tei("item"), {"n": kind}).text = str(kinds.get(kind, 0))


def recorded_decisions(root: etree._Element) -> list[tuple[Counter[str] | None, bool]]:
    """The decisions each document of an output was made with, counted by kind, in document
    order (None for a document made without decisions), and whether the annotated files of the
    run hold them already; no entry for a document without a change record of teianon's."""
    found: list[tuple[Counter[str] | None, bool]] = []
    for header in root.iter(tei("teiHeader")):
        change = _this_run(header)
        if change is None:
            continue
        listing = change.find("tei:list[@type='decisions']", NS)
        if listing is None:
            found.append((None, False))
            continue
        counts: Counter[str] = Counter()
        for item in listing.iterfind("tei:item", NS):
            text = (item.text or "").strip()
            kind = item.get("n")
            if kind in DECISIONS and text.isdigit() and len(text) < 10 and int(text):
                counts[kind] = int(text)
        found.append((counts, listing.get("subtype") == IN_REVIEW_COPY))
    return found


def _this_run(header: etree._Element) -> etree._Element | None:
    """This run's change record in a header: the first of teianon's (earlier runs' follow it)."""
    for change in header.iterfind(".//tei:revisionDesc//tei:change", NS):
        if change.get("type") in _RECORDS:
            return change
    return None


def described(counts: Counter[str]) -> str:
    """``1 accept, 3 add, 1 reject``: decisions counted by kind, as messages name them."""
    return ", ".join(f"{counts[kind]} {kind}" for kind in sorted(counts) if counts[kind]) or "none"
