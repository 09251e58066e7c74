"""What an output records of the reviewer's decisions it was made with, and reading it back.

``anonymise --decisions`` adds to the change record it writes in the revisionDesc of every file
the decisions name (``<change type="anonymisation">``, :mod:`xslt/modules/revision.xsl`) a list
that names the decisions applied to that file by their SHA-256
(:meth:`~teianon.review.decisions.DecisionsFile.digest`: that file's decisions in a canonical
form, without notes, order or other files' rows) and counts them, by kind::

    <list type="decisions" n="sha256:9f2c…">
      <item n="accept">0</item>
      <item n="reject">13</item>
      <item n="change">0</item>
      <item n="link">0</item>
      <item n="add">1</item>
    </list>

No names, no words, no local paths: the hash is enough for ``teianon check`` to tell whether the
decisions it is given for the file are those applied; a note edited, rows reordered, or
decisions added for other files leave it as it was. ``run --annotated`` writes the decisions into the
annotated files it keeps too; its list says so (``subtype="annotated"``), and a check against
those files needs the decisions no more. The record is added after the stylesheet ran (the
stylesheet stays free of the review, and runs unchanged in Saxon or Oxygen).
"""

from __future__ import annotations

from collections import Counter

from lxml import etree

from ..read.tei import NS, tei
from .decisions import DECISIONS

PREFIX = "sha256:"
IN_REVIEW_COPY = "annotated"
# This run's record comes first in a revisionDesc; earlier runs' records follow it.
_THIS_RUN = "(.//tei:revisionDesc//tei:change[@type = 'anonymisation' or @type = 'pseudonymisation'])[1]"


def record_decisions(root: etree._Element, sha256: str, kinds: Counter[str], in_review_copy: bool = False) -> None:
    """Add the decisions list to the change record of every document's header under ``root``.
    ``in_review_copy``: the annotated files the run wrote (``run --annotated``) hold the
    decisions already, so a check against them needs them no more (``subtype="annotated"``)."""
    for header in root.iter(tei("teiHeader")):
        for change in header.xpath(_THIS_RUN, namespaces=NS):
            listing = etree.SubElement(change, tei("list"), {"type": "decisions", "n": PREFIX + sha256})
            if in_review_copy:
                listing.set("subtype", IN_REVIEW_COPY)
            # Every kind, none left out for want of decisions: a TEI list holds at least one item.
            for kind in DECISIONS:
                etree.SubElement(listing, tei("item"), {"n": kind}).text = str(kinds.get(kind, 0))


def recorded_decisions(root: etree._Element) -> list[tuple[str, bool]]:
    """The SHA-256 of the decisions each document of an output was made with, in document
    order ("" for a document made without decisions), and whether the annotated files of the
    run hold them already; no entry for a document without a change record of teianon's."""
    found = []
    for header in root.iter(tei("teiHeader")):
        for change in header.xpath(_THIS_RUN, namespaces=NS):
            listing = change.find("tei:list[@type='decisions']", NS)
            value = listing.get("n", "") if listing is not None else ""
            found.append((value[len(PREFIX):] if value.startswith(PREFIX) else "",
                          listing is not None and listing.get("subtype") == IN_REVIEW_COPY))
    return found
