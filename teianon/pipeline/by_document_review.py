"""Passes 1 and 2 of a file's documents (:mod:`teianon.pipeline.by_document`): the stages before
the replacement.

- pass 1 (:func:`annotated`): detect → resolve → annotate → propagate, the reviewer's decisions
  (each document's, by the blocks they name), and the repeats of what they changed in every
  document; its result is what ``annotate`` writes, and the review copy;
- pass 2 (:func:`held`, ``run``/``anonymise``): the proposals below ``--min-cert`` held with what
  the whole file replaces for sure (which pass 1 collected), and each document's share of the
  file's inventory, numbered after the policy's exclusions.

A file of one piece (:func:`~teianon.pipeline.by_document.one_piece`) goes through the same
passes as one document that is the whole tree: it offers every decision to that tree, and keeps
what the passes find in it (held proposals at their lines, where rejected words were unwrapped).
"""

from __future__ import annotations

import pickle
import re
import zlib
from collections import Counter
from dataclasses import dataclass, field, replace

from lxml import etree

from ..annotate.declaration import declare_tool
from ..annotate.run_names import confirmed_names
from ..checks.check import unresolved_warnings
from ..read.bounded import LongPost
from ..read.tei import tei
from ..read.xmlio import duplicate_id_warnings
from ..replace.inventory import Inventory, read_inventory
from ..review.decisions import (
    Decision,
    DecisionsFile,
    HoldFacts,
    hold_facts,
    not_found,
    replaced_anyway_line,
    replaced_everywhere,
    replaced_reason,
    stale_line,
    still_replaced,
    unmatched_line,
)
from ..review.proposals import BLOCKS, block_id
from ..review.stages import propagate, review_stages
from .annotation import annotate_documents, annotation_warnings, documents_of
from .by_document import OTHERS, NotStreamed, Outline, Split, one_document, reworked, taken_apart, worked_in_place
from .settings import ANNOTATING, REPLACING, FileResult, Job

# A block of a teiCorpus of several documents that is no post with an id: its path names the document.
_DOCUMENT_BLOCK = re.compile(r"TEI\[([0-9]{1,9})\]/")


# Where a rejection's repeats were unwrapped: in a holder, whether in the corpus header (else
# in its document); in a tree of one piece, which pass 2 works on again, the element itself.
Scope = bool | etree._Element


@dataclass
class Annotated:
    """What pass 1 gives: the file taken apart (or its one piece), and what the later passes need
    of it."""

    split: Split
    # What teianon's proposals at or above --min-cert replace, per document (pass 2 holds the
    # others with what the whole file replaces; a file of one piece's hold reads it in its tree);
    # None where nothing is to be held.
    facts: list[HoldFacts] | None = None
    # Each document's rejections (as its holder names them, and as the file does, and where its
    # repeats were unwrapped): pass 2 says which are replaced all the same once the repeats are
    # complete.
    rejected: dict[int, list[tuple[Decision, Decision, Scope]]] = field(default_factory=dict)


def annotated(source: bytes | Split, job: Job, result: FileResult, found: Outline | None) -> Annotated:
    """Pass 1: each document of ``source`` (the file's bytes, taken apart as ``found`` outlines
    them, or its one piece) annotated (``annotate``, ``run``) and the reviewer's decisions
    applied. Sets ``result``'s counts, warnings and decisions."""
    settings = job.settings
    where = str(job.source)
    key = job.key or job.source.name
    counts: Counter[str] = Counter()
    notes: list[str] = []
    long: list[LongPost] = []
    annotating = job.stage in ANNOTATING
    decisions = settings.decisions.of(key) if settings.decisions is not None else ()
    by_holder = _decisions_by_document(decisions, found) if found is not None else []
    stale: list[tuple[Decision, str]] = []
    offered: set[Decision] = set()
    changed = False
    holding = job.stage in REPLACING
    unresolved: list[str] = []
    facts: list[HoldFacts] = []
    rejected: dict[int, list[tuple[Decision, Decision, Scope]]] = {}
    unmatched: list[Decision] = []

    def finish(holder: etree._Element, document: etree._Element, number: int) -> None:
        # What is read of each document as it stands after the decisions (and their repeats).
        # The first document's tree holds the corpus header, whose warnings come first.
        if annotating:
            scope = holder.getroottree() if number == 0 else etree.ElementTree(document)
            unresolved.extend(unresolved_warnings(scope, where))
        if holding and found is not None:
            # (A tree of one piece holds every proposal: the hold reads them there.)
            facts.append(hold_facts(holder if number == 0 else document, settings.min_cert))
        if annotating:
            result.names |= confirmed_names(holder if number == 0 else document)

    def work(holder: etree._Element, document: etree._Element, number: int) -> None:
        nonlocal counts, changed
        with one_document(holder, document, number, found) as tree:
            if annotating:
                read = documents_of(tree, where, settings)
                if found is not None and (len(read) != 1 or read[0].element is not document):
                    raise NotStreamed
                counts += annotate_documents(read, settings, notes, long)
                if counts:
                    declare_tool(holder)
            if decisions:
                if found is None:
                    # The tree of one piece is offered every decision: it says why one is stale.
                    mine = {d: d for d in decisions}
                else:
                    mine = _in_holder(by_holder, holder, number, found.documents)
                offered.update(mine.values())
                reviewed = review_stages(
                    tree,
                    where,
                    key,
                    DecisionsFile(settings.decisions.path if settings.decisions else "", tuple(mine)),
                    settings.repeats(),
                    min_cert=None,
                    fresh=annotating,
                    people=found.people if found is not None else None,
                    defer_repeats=True,
                )
                changed |= reviewed.changed
                result.decisions.update(reviewed.counts)
                if reviewed.rejected_repeats:
                    # A tree of one piece stays: the scope itself is kept.
                    rejected[number] = [
                        (d, mine[d], scope if found is None else scope.tag != tei("TEI"))
                        for d, scope in reviewed.rejected_repeats.items()
                    ]
                stale.extend((mine[d], reviewed.reasons.get(d, "")) for d in reviewed.stale)
                unmatched.extend(mine[d] for d in reviewed.unmatched)
        finish(holder, document, number)

    def repeated(holder: etree._Element, document: etree._Element, number: int) -> None:
        with one_document(holder, document, number, found) as tree:
            propagate(tree, where, settings.repeats())
        finish(holder, document, number)

    if isinstance(source, Split):
        assert source.tree is not None, "a file of one piece"
        # The ids as read, before teianon adds its own.
        duplicates = duplicate_id_warnings(source.tree, where) if annotating else []
        split = worked_in_place(source, work)
    else:
        assert found is not None, "a file taken apart has its outline"
        duplicates = found.duplicate_ids
        split = taken_apart(source, where, found, work)
    if changed and annotating:
        # The words a reviewer added (or re-typed) are replaced wherever they repeat: in every
        # document, as the whole tree has it, and in the review copy too.
        unresolved.clear()
        facts.clear()
        result.names.clear()
        split = reworked(split, found, repeated)
    result.warnings += duplicates
    result.counts = counts
    result.warnings += annotation_warnings(where, notes, long)
    result.long_posts.extend(long)
    result.warnings += unresolved
    out = Annotated(split, facts if holding else None, rejected)
    if settings.decisions is not None:
        # A decision whose block no document holds; then all in the order the whole tree
        # meets them (additions last).
        stale += [(d, not_found(None, d.span)) for d in decisions if d not in offered]
        order = {d: i for i, d in enumerate(sorted(decisions, key=lambda d: d.decision == "add"))}
        result.stale += [
            stale_line(settings.decisions.path, d, key, why) for d, why in sorted(stale, key=lambda s: order[s[0]])
        ]
        result.unmatched += [
            unmatched_line(settings.decisions.path, d, key) for d in sorted(unmatched, key=lambda d: order[d])
        ]
    return out


def _decisions_by_document(decisions: tuple[Decision, ...], outline: Outline) -> list[list[Decision]]:
    """Each document's decisions (the corpus header's go with the first document): by their
    block, which is a post's id or a path that names its document (``TEI[3]/…``)."""
    documents = outline.documents
    found: list[list[Decision]] = [[] for _ in range(max(documents, 1))]
    for decision in decisions:
        if decision.span.block in outline.last:
            # A repeated id: the whole tree's block of that id is the last one.
            found[max(outline.last[decision.span.block], 0)].append(decision)
            continue
        block = decision.span.block
        named = _DOCUMENT_BLOCK.match(block) if documents > 1 else None
        if named:
            if 1 <= int(named[1]) <= documents:
                found[int(named[1]) - 1].append(decision)
        elif block == "teiHeader" or block.startswith("teiHeader/"):
            found[0].append(decision)
        else:
            # A post's id may stand in any document: it is offered to each that holds it.
            for mine in found:
                mine.append(decision)
    return found


def _in_holder(
    by_holder: list[list[Decision]], holder: etree._Element, number: int, documents: int
) -> dict[Decision, Decision]:
    """The ``number``-th document's decisions as its holder names their blocks (holder's
    decision -> the file's), those of posts' ids only where the holder has such a post."""
    if not by_holder[number]:
        return {}
    ids = {block_id(b) for b in holder.iter(*BLOCKS)}
    mine: dict[Decision, Decision] = {}
    for decision in by_holder[number]:
        block = _holder_block(decision.span.block, number, documents)
        if block in ids:
            mine[replace(decision, span=replace(decision.span, block=block))] = decision
    return mine


def _holder_block(block: str, number: int, documents: int) -> str:
    """A block of the file as a holder of its ``number``-th document names it."""
    prefix = f"TEI[{number + 1}]/"
    return "TEI/" + block[len(prefix) :] if documents > 1 and block.startswith(prefix) else block


def file_block(block: str, number: int, documents: int) -> str:
    """A block of a holder of the ``number``-th document as the file names it."""
    return f"TEI[{number + 1}]/" + block[4:] if documents > 1 and block.startswith("TEI/") else block


# --- pass 2: hold, inventory ------------------------------------------------------------------


@dataclass
class Reviewed:
    """What pass 2 gives: the file as it is replaced, and each document's share of its inventory
    (the first document's holds the corpus header's too)."""

    split: Split
    # Each document's share of the inventory, packed (:func:`pack`); a file of one piece's
    # inventory.
    inventories: list[bytes] | Inventory
    # The documents the policy leaves out (by number from 0).
    excluded: tuple[int, ...] = ()

    def inventory(self, where: str) -> Inventory:
        """The whole file's inventory."""
        return self.inventories if isinstance(self.inventories, Inventory) else union(self.inventories, where)


def held(
    first: Annotated, job: Job, result: FileResult, found: Outline | None, posts: bool = False, taken: bool = True
) -> Reviewed:
    """Pass 2: teianon's proposals below ``--min-cert`` held with what the whole file replaces
    for sure, the repeats completed where that changed the annotations, each document's share of
    the inventory taken (``posts``: with its posts, which only pseudonym mode reads; a file of
    one piece has its whole inventory, or pseudonym mode's second pass the first's; with
    ``taken`` false, a file of one piece has none, and its replacement takes it). Adds the
    held proposals to ``result``."""
    settings = job.settings
    where = str(job.source)
    key = job.key or job.source.name
    holding = first.facts is not None
    replaced = replaced_everywhere(first.facts) if first.facts is not None and found is not None else None
    inventories: list[bytes] | Inventory = []
    documents = len(first.split.documents)
    excluded: list[bool] = []

    def work(holder: etree._Element, document: etree._Element, number: int) -> None:
        nonlocal inventories
        with one_document(holder, document, number, found) as tree:
            if holding:
                reviewed = review_stages(
                    tree,
                    where,
                    key,
                    None,
                    settings.repeats(),
                    min_cert=settings.min_cert,
                    fresh=job.stage == "run",
                    replaced=replaced,
                )
                for proposal in reviewed.held:
                    if found is not None:
                        span = replace(proposal.span, block=file_block(proposal.span.block, number, documents))
                        # Its line is of the holder, not of the file (only teianon check, which
                        # reads a file whole, names it).
                        proposal = replace(proposal, span=span, line=None)
                    result.held.append(str(proposal))
                    result.held_proposals.append(proposal)
            for mine, decision, unwrapped in first.rejected.get(number, ()):
                if isinstance(unwrapped, bool):
                    root = tree.getroot()
                    scope = root.find(tei("teiHeader")) if unwrapped else next(root.iter(tei("TEI")), root)
                    scope = root if scope is None else scope
                else:
                    scope = unwrapped
                if places := still_replaced(scope, mine.span.text):
                    path = settings.decisions.path if settings.decisions is not None else ""
                    why = (len(places), replaced_reason(places))
                    result.warnings.append(replaced_anyway_line(path, decision, key, why))
        if found is None:
            if taken:
                inventories = job.inventory or read_inventory(tree, where, settings.policy_json)
            return
        assert isinstance(inventories, list)
        inventory = share(tree, where, settings.policy_json, number, documents, number - sum(excluded))
        # Whether the policy leaves this document out: the documents after it are numbered
        # without it (their renamed ids, the inventory's numbers).
        excluded.append(inventory.excluded > 0)
        if not posts:
            # A post per line of chat: the largest part of an inventory, and only read to link
            # names to participants in pseudonym mode.
            inventory.posts = []
        inventories.append(pack(inventory))

    split = reworked(first.split, found, work, others=True)
    return Reviewed(split, inventories, tuple(n for n, out in enumerate(excluded) if out))


def kept(excluded: tuple[int, ...], number: int, documents: int) -> tuple[int, int, int, int]:
    """The stylesheet's numbers (:func:`teianon.replace.xslt.place_parameters`) of the
    ``number``-th of ``documents`` documents, ``excluded`` those the policy leaves out."""
    return number, documents, number - sum(1 for n in excluded if n < number), documents - len(excluded)


def share(
    tree: etree._ElementTree, where: str, policy_json: str | None, number: int, documents: int, kept_before: int
) -> Inventory:
    """The inventory of a holder's document: the corpus header's participants and references
    only with the first document's, where the whole file lists them, and the stand-in's
    participants not at all (their own document lists them). ``kept_before``: the documents
    before it that the policy keeps."""
    inventory = read_inventory(tree, where, policy_json, (number, documents, kept_before, -1))
    stand_in = next((c for c in tree.getroot().iterchildren(tei("TEI")) if c.get("n") == OTHERS), None)
    if stand_in is not None:
        inventory.participants = inventory.participants[: len(inventory.participants) - _listed(stand_in)]
    if number > 0:
        inventory.participants = inventory.participants[inventory.corpus_participants :]
        inventory.references = inventory.references[inventory.corpus_references :]
    return inventory


def _listed(element: etree._Element) -> int:
    """How many participants the stylesheet's inventory lists under ``element``
    (``//tei:particDesc//tei:person``)."""
    return len({p for listing in element.iter(tei("particDesc")) for p in listing.iter(tei("person"))})


def pack(inventory: Inventory) -> bytes:
    """A document's share of the inventory as it is kept till the whole file's is made: a
    pickle (of what teianon made, never of input), compressed. Kept as objects, the shares of a
    corpus of many chats would pin the memory of all that was made and dropped between them."""
    return zlib.compress(pickle.dumps(inventory, pickle.HIGHEST_PROTOCOL), 1)


def union(shares: list[bytes], where: str) -> Inventory:
    """The whole file's inventory from its documents' packed shares."""
    whole = Inventory(where, excluded_documents=())
    for number, share in enumerate(shares):
        inventory: Inventory = pickle.loads(zlib.decompress(share))
        if inventory.excluded:
            whole.excluded_documents = (*(whole.excluded_documents or ()), number)
        whole.participants += inventory.participants
        whole.references += inventory.references
        whole.posts += inventory.posts
    return whole
