"""The review's stages of one file, in their one order:

    decisions → (complete the repeats) → [the review copy] → hold below --min-cert → complete the repeats

``anonymise`` and ``run`` (:mod:`teianon.pipeline.file`) and the audit (:mod:`teianon.checks.audit`,
``teianon check``) all call :func:`review_stages`, so that the audit judges an output by the
very annotations that were replaced: a proposal the reviewer rejected is no leak, and a string
rejected in one post but replaced elsewhere in the document still is one where it survives
(the repeats mark it again, as they did when the output was made).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from lxml import etree

from ..annotate.document import complete_repeats
from ..read.tei import Document, Participant, read_documents, tei
from .decisions import Applied, Decision, DecisionsFile, apply_decisions, replaced_reason, still_replaced
from .hold import Held, hold_below


@dataclass(frozen=True)
class Repeats:
    """What completing the repeats reads besides the tree: the run's keep-list, whether names of
    the public sphere stay, the posts' XPath, the reviewed participant mapping and the run's
    table of participants."""

    keep: tuple[str, ...] = ()
    public: bool = True
    post_xpath: str | None = None
    # participant key -> (names added, names removed) (teianon.pseudonym.mapping)
    mapping: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = ()
    corpus_participants: tuple[Participant, ...] = ()
    # People the run's other files replace (teianon.annotate.run_names): (text, category).
    run_names: tuple[tuple[str, str], ...] = ()


def documents_of(tree: etree._ElementTree, where: str, repeats: Repeats) -> list[Document]:
    """The file's TEI documents, with the reviewed participant mapping (pseudonym mode) applied."""
    mapping = {key: (added, removed) for key, added, removed in repeats.mapping}
    documents = read_documents(tree, where, repeats.post_xpath)
    # The whole run's table, this file's people too (another document of a teiCorpus file may
    # name them); the file's own names win where both have a string.
    if repeats.corpus_participants:
        documents = [replace(document, others=repeats.corpus_participants) for document in documents]
    if not mapping:
        return documents
    return [
        replace(
            document,
            participants=tuple(
                replace(p, nicknames=p.nicknames + mapping[p.key][0], not_names=mapping[p.key][1])
                if p.key in mapping
                else p
                for p in document.participants
            ),
        )
        for document in documents
    ]


def propagate(tree: etree._ElementTree, where: str, repeats: Repeats) -> None:
    """Mark every further occurrence of what the annotations replace, in every category (a
    reviewer's decisions may add any)."""
    for document in documents_of(tree, where, repeats):
        complete_repeats(document, frozenset(repeats.keep), public=repeats.public, run_names=repeats.run_names)


@dataclass
class Reviewed(Applied):
    """What the review's stages did to one file: the decisions applied (per kind), those stale
    and why, the rejected names of participants left as written (:class:`Applied`), and:"""

    # The annotations the source held before the stages (the audit's sanity check).
    annotations: int = 0
    # teianon's proposals less certain than --min-cert, undecided, left as written.
    held: list[Held] = field(default_factory=list)
    # Whether the decisions changed what is replaced (its repeats are then completed).
    changed: bool = False
    # Rejections whose words are replaced all the same, for another reason (decision -> in how
    # many places): known once the repeats are complete.
    replaced_anyway: dict[Decision, tuple[int, str]] = field(default_factory=dict)


def review_stages(
    tree: etree._ElementTree,
    where: str,
    document: str,
    decisions: DecisionsFile | None,
    repeats: Repeats,
    *,
    min_cert: str | None,
    fresh: bool,
    review_copy: Callable[[], None] | None = None,
    people: frozenset[str] | None = None,
    replaced: frozenset[str] | None = None,
    defer_repeats: bool = False,
) -> Reviewed:
    """Apply the reviewer's ``decisions`` of ``document`` (its path under the annotated folder)
    to ``tree`` in place, hold teianon's proposals below ``min_cert`` (None: none are held, the
    tree stays a review copy) and complete the repeats where either changed the annotations.

    ``fresh``: the annotations were made by this run (``run``, ``annotate``), so their repeats
    are complete already; a reviewed file (``anonymise``, the audit) gets them completed after
    the hold in any case. ``review_copy`` is called between the decisions and the hold: the
    proposals as a reviewer sees them, earlier decisions applied.

    Where ``tree`` holds one document of a file (:mod:`teianon.pipeline.by_document`):
    ``people`` are the file's participants, ``replaced`` what the file replaces for sure
    (:func:`~teianon.review.hold.replaced_everywhere`), and ``defer_repeats`` leaves the
    repeats after the decisions to the caller (``reviewed.changed`` says whether they are due:
    the whole file's are, if any of its documents' are)."""
    reviewed = Reviewed()
    if decisions is not None:
        sure = _confirmed(tree)
        apply_decisions(tree.getroot(), document, decisions.of(document), reviewed, people)
        # An accepted proposal that was less sure confirms its string for the whole document
        # (repeats.harmonise); one that was sure already changes nothing.
        changed = any(n for kind, n in reviewed.counts.items() if kind != "accept") or _confirmed(tree) != sure
        reviewed.changed = changed
        if changed and fresh and not defer_repeats:
            # The words a reviewer added (or re-typed) are replaced wherever they repeat: in
            # the review copy too, which shows what will be replaced.
            propagate(tree, where, repeats)
    if review_copy is not None:
        review_copy()
    if min_cert is None:
        if not defer_repeats:
            _replaced_anyway(tree, reviewed)
        return reviewed
    reviewed.held = hold_below(tree.getroot(), document, min_cert, replaced)
    if not fresh or reviewed.held:
        # A reviewed file (its annotations come from outside this run), or held proposals whose
        # words are bare again and may repeat a name that is replaced ("Angel" of DarkAngel86
        # inside a held "Zu Angel"): the repeats are completed before the inventory is taken
        # (in pseudonym mode, before surrogates are chosen).
        propagate(tree, where, repeats)
    _replaced_anyway(tree, reviewed)
    return reviewed


def _replaced_anyway(tree: etree._ElementTree, reviewed: Reviewed) -> None:
    """Note each rejection whose words the finished tree replaces all the same."""
    for decision, scope in reviewed.rejected_repeats.items():
        places = still_replaced(scope, decision.span.text)
        if places:
            reviewed.replaced_anyway[decision] = (len(places), replaced_reason(places))


def _confirmed(tree: etree._ElementTree) -> int:
    """How many of teianon's names of no participant are of high certainty (a participant's
    names are completed through the document anyway)."""
    return sum(
        1
        for e in tree.getroot().iter(tei("name"))
        if e.get("resp") == "#teianon" and e.get("cert") == "high" and not e.get("corresp")
    )
