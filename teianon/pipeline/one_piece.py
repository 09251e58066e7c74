"""The replacement, the self-audit and the validation of a file of one piece
(:func:`teianon.pipeline.by_document.one_piece`): a file that is no ``teiCorpus``, or one that
cannot be taken apart, replaced as a whole tree at once.

The output is parsed once for the audit and the validation, and the bytes checked are the bytes
written. Only where the audit finds a bare repeat that markup can reach is the file replaced a
second time, from the annotated tree with those repeats marked.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from typing import IO

from lxml import etree

from ..annotate.leaked import mark_leaked
from ..checks.audit import Leak, Sought, audit_tree
from ..policy import document_seed
from ..read.tei import NS, read_documents, tei
from ..read.xmlio import parse_bytes, serialize
from ..replace.hidden import Texts, attribute_names, hidden_texts, loaded_hidden_strings
from ..replace.inventory import Inventory, read_inventory
from ..replace.pointers import follow_run_pointers, renames_ids
from ..replace.source_ids import file_label_words
from ..replace.xslt import exclusion_reason, replacement_counts, transform
from ..review.record import record_decisions
from .settings import FileResult, Job
from .verdict import judge_leaks, kept_platform_ids, leaked_strings, marked_warning, named_output, validate_output


def replace_whole(
    annotated: etree._ElementTree, inventory: Inventory, job: Job, result: FileResult
) -> Callable[[IO[bytes]], object] | None:
    """Replace, audit and validate ``annotated`` (reviewed, its proposals held) with its
    ``inventory``; the writer of the output, None where the policy leaves out the file."""
    tree, texts = replace_references(annotated, inventory, job, result)  # replace
    if result.excluded:
        return None
    data = serialize(tree)
    # The output tree is not needed again (a second replacement starts from the annotated
    # tree): dropped before its bytes are parsed, so that a large document is held three times
    # at the peak, not four.
    del tree
    target = str(job.target)
    # The bytes that are audited and checked are the bytes that are written: parsed once, for both.
    written = parse_bytes(data, target)
    names = attribute_names(annotated.getroot(), texts=texts)
    leaks = audit_tree(Sought.of(inventory, names), written, target, data)  # audit
    if _mark_audit_finds(annotated, leaks, inventory, job, result, names):
        inventory = read_inventory(annotated, str(job.source), job.settings.policy_json)
        del written
        tree, _ = replace_references(annotated, inventory, job, result)  # replace again
        data = serialize(tree)
        del tree
        written = parse_bytes(data, target)
        leaks = audit_tree(Sought.of(inventory, names), written, target, data)
    judge_leaks(leaks, job, result)
    result.warnings += named_output(job, inventory, names)
    result.warnings += kept_platform_ids(written, job)
    if job.settings.validate:
        result.warnings += validate_output(written, job)  # validate
    return lambda out: out.write(data)


def replace_references(
    tree: etree._ElementTree, inventory: Inventory, job: Job, result: FileResult
) -> tuple[etree._ElementTree, Texts]:
    """The post-processor's output for the file: placeholders or surrogates, the header and the
    corpus policy applied; and the texts of ``tree`` that markup cannot reach
    (:func:`~teianon.replace.hidden.hidden_texts`, its pointers into the run's files followed),
    which the names the audit looks for are read from too. Sets the file's counts, and whether
    the policy left it (or some of its documents) out or restricted it."""
    settings = job.settings
    where = str(job.source)
    seed = document_seed(settings.run_seed, job.key) if settings.policy_json else None
    documents = sum(1 for _ in tree.getroot().iter(tei("TEI")))
    keep = follow_run_pointers(tree.getroot(), job.key, settings.run_files, settings.policy_json)
    texts = hidden_texts(tree.getroot())
    hidden = loaded_hidden_strings(settings.ner, settings.countries).json(
        tree.getroot(), inventory, keep=keep, texts=texts, label=file_label_words(str(job.target))
    )
    tree = transform(
        tree, where, settings.run_date, settings.policy_json, seed, job.surrogates_json, hidden, settings.markup
    )
    result.renamed_ids = renames_ids(settings.policy_json, json.loads(hidden)["source-ids"])
    result.excluded = exclusion_reason(tree)
    if result.excluded:
        # An earlier run's output of a file the policy now leaves out must not stay published.
        if job.target.exists() and job.target.resolve() != job.source.resolve():
            job.target.unlink()
        return tree, texts
    result.excluded_documents = documents - sum(1 for _ in tree.getroot().iter(tei("TEI")))
    result.restricted = bool(
        tree.getroot().xpath("//tei:editorialDecl[@n='teianon-policy']//tei:item[@n='access']", namespaces=NS)
    )
    result.counts = replacement_counts(tree)
    decisions = settings.decisions
    document = job.key or job.source.name
    kinds = decisions.kinds(document) if decisions is not None else Counter()
    if decisions is not None and kinds:
        # Which decisions were applied, so that teianon check can ask for the same ones. A file
        # the decisions do not name is made as without them, byte for byte, and records none.
        record_decisions(tree.getroot(), kinds, in_review_copy=job.stage == "run" and job.annotated_target is not None)
    return tree, texts


def _mark_audit_finds(
    annotated: etree._ElementTree,
    leaks: list[Leak],
    inventory: Inventory,
    job: Job,
    result: FileResult,
    names: list[str] | None = None,
) -> bool:
    """Mark as references the bare occurrences of replaced strings that the audit found in the
    output and markup can reach (:mod:`teianon.annotate.leaked`); whether any was marked, so that
    the file is replaced again instead of refused (``names``: see
    :func:`~teianon.pipeline.verdict.leaked_strings`)."""
    strings = leaked_strings(leaks, inventory, job, names or ())
    if not strings:
        return False
    counts: Counter[str] = Counter()
    for document in read_documents(annotated, str(job.source), job.settings.post_xpath):
        counts += mark_leaked(document, strings, result.marked)
    result.warnings += marked_warning(counts, job)
    return bool(counts)
