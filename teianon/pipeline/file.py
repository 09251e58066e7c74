"""The flow of one file, stage by stage (the project's design; docs/contributing/index.md):

    read → detect → resolve → annotate → propagate → decisions → hold → propagate
         → replace (XSLT) → audit [→ mark what it found → replace → audit] → validate → write

:func:`process` reads top to bottom as these stages; each is a function of a stage package with
a small contract (what it takes, what it returns): :mod:`teianon.read`, :mod:`teianon.detect`,
:mod:`teianon.annotate`, :mod:`teianon.review`, :mod:`teianon.replace`, :mod:`teianon.checks`.
None of them imports this module; they never call back up into it. The stages from the
decisions to the last propagate are one function of the review stage
(:func:`teianon.review.stages.review_stages`), which the audit of ``teianon check`` calls too,
so that an output is judged by the annotations it was made from.

A ``teiCorpus`` goes through the same stages one document at a time
(:mod:`teianon.pipeline.by_document`, :mod:`teianon.pipeline.by_document_replace`), so that
memory follows its largest document; what follows is the flow of a file read whole.

Work is done once per file: the detectors are loaded once per process
(:func:`teianon.pipeline.annotation.detectors_for`) and shared by annotation and the strings
hidden from markup; the inventory of what is replaced
is taken once (in pseudonym mode by the first pass, which hands it over); the repeats are
completed again only after decisions or held proposals changed the annotations; the output is
parsed once for the audit and the validation, and the bytes checked are the bytes written. Only
where the audit finds a bare repeat that markup can reach is the file replaced a second time.

Which stages run depends on the command (``job.stage``): ``annotate`` stops after the
decisions, ``anonymise`` starts at the decisions, ``run`` goes through all of them, ``strip``
only reads, removes the annotations and writes.
"""

from __future__ import annotations

import zlib
from collections import Counter
from dataclasses import dataclass

from lxml import etree

from ..annotate.leaked import mark_leaked
from ..annotate.repeats import forget_corpus
from ..annotate.strip import strip_annotations
from ..checks.audit import Leak, Sought, audit_tree
from ..checks.check import unresolved_warnings
from ..errors import InputError, OutputError, TeianonError, line_of
from ..policy import document_seed
from ..read.tei import NS, check_tei_root, read_documents, tei
from ..read.xmlio import (
    check_document_size,
    duplicate_id_warnings,
    parse_bytes,
    read_file,
    serialize,
    write_atomic,
    write_tree,
)
from ..replace.hidden import attribute_names, loaded_hidden_strings
from ..replace.inventory import Inventory, read_inventory
from ..replace.pointers import follow_run_pointers
from ..replace.xslt import exclusion_reason, replacement_counts, transform
from ..review.decisions import replaced_anyway_line, stale_line
from ..review.record import record_decisions
from ..review.stages import review_stages
from . import by_document, by_document_review
from .annotation import annotate_tree
from .by_document_replace import replace_by_document
from .settings import ANNOTATING, REPLACING, FileResult, Job
from .verdict import judge_leaks, kept_platform_ids, leaked_strings, marked_warning, validate_output


def process(job: Job) -> FileResult:
    """Run the command's stages on one file; never raises for a problem with the file."""
    result = FileResult(job.source, None)
    try:
        refuse_overwriting_input(job)
        # Read from disk (or unpacked) once: the same bytes are taken apart or parsed whole.
        data = zlib.decompress(job.prepared) if job.prepared is not None else read_file(job.source)
        if _by_document(job, data, result):
            # A teiCorpus taken one document at a time (pipeline.by_document).
            return result
        # Pseudonym mode, second pass: the first pass read and annotated this file already.
        prepared = job.prepared is not None
        tree = parse_bytes(data, str(job.source)) if prepared else read_and_annotate(job, result, data)  # read …
        del data
        if job.stage == "strip":
            result.counts = Counter({"removed": strip_annotations(tree.getroot(), job.settings.strip_only_teianon)})
        inventory = None
        annotated = tree
        if job.stage in REPLACING:
            inventory = job.inventory or read_inventory(tree, str(job.source), job.settings.policy_json)
            tree = replace_references(tree, inventory, job, result)  # replace
            if result.excluded:
                return result
        data = serialize(tree)
        if inventory is not None:
            # The output tree is not needed again (a second replacement starts from the
            # annotated tree): dropped before its bytes are parsed, so that a large document is
            # held three times at the peak, not four.
            del tree
            # The bytes that are audited and checked are the bytes that are written: parsed
            # once, for both.
            written = parse_bytes(data, str(job.target))
            names = attribute_names(annotated.getroot())
            leaks = audit_tree(Sought.of(inventory, names), written, str(job.target), data)  # audit
            if mark_audit_finds(annotated, leaks, inventory, job, result):
                inventory = read_inventory(annotated, str(job.source), job.settings.policy_json)
                del written
                tree = replace_references(annotated, inventory, job, result)  # replace again
                data = serialize(tree)
                del tree
                written = parse_bytes(data, str(job.target))
                leaks = audit_tree(Sought.of(inventory, names), written, str(job.target), data)
            judge_leaks(leaks, job, result)
            result.warnings += kept_platform_ids(written, job)
            if job.settings.validate:
                result.warnings += validate_output(written, job)  # validate
        write_atomic(job.target, lambda out: out.write(data))  # write
        result.target = job.target
    except TeianonError as err:
        result.error = str(err)
    except (ValueError, etree.XPathError) as err:
        result.error = f"{job.source}: {err}"
    return result


def _by_document(job: Job, data: bytes, result: FileResult) -> bool:
    """The command's stages on a teiCorpus (``data``) one document at a time
    (:mod:`.by_document`), writing the output; False where the file is to be read whole,
    ``result`` untouched."""
    if not by_document.BY_DOCUMENT:
        return False
    if job.stage == "strip":
        stripped = by_document.stripped(data, str(job.source), job.settings.strip_only_teianon)
        if stripped is None:
            return False
        split, removed = stripped
        write_atomic(job.target, split.write)
        result.counts, result.target = Counter({"removed": removed}), job.target
        return True
    found = by_document.streamable(job, data)
    if found is None:
        return False
    scratch = FileResult(job.source, None)
    try:
        if job.prepared is not None:
            # Pseudonym mode, second pass: the first pass read, annotated and reviewed the file.
            if job.inventory is None or job.inventory.excluded_documents is None:
                # Annotated whole by the first pass: which documents the policy leaves out is
                # not known.
                return False
            split = by_document.taken_apart(data, str(job.source), found, None)
            shares: list[bytes] | Inventory = job.inventory
            excluded = job.inventory.excluded_documents
        else:
            first = by_document_review.annotated(data, job, scratch, found)
            if job.stage in ANNOTATING and job.annotated_target is not None:
                write_atomic(job.annotated_target, first.split.write)
            if job.stage not in REPLACING:
                write_atomic(job.target, first.split.write)
                scratch.target = job.target
                return True
            reviewed = by_document_review.held(first, job, scratch, found)
            split, shares, excluded = reviewed.split, reviewed.inventories, reviewed.excluded
        write_atomic(job.target, replace_by_document(split, shares, excluded, job, scratch, found))
        scratch.target = job.target
        return True
    except by_document.NotStreamed:
        scratch = result
        return False
    finally:
        if scratch is not result:
            _copy_result(scratch, result)


def _copy_result(source: FileResult, target: FileResult) -> None:
    for name in FileResult.__dataclass_fields__:
        setattr(target, name, getattr(source, name))


def prepare_by_document(job: Job, data: bytes, result: FileResult) -> Prepared | None:
    """:func:`prepare` of a teiCorpus (``data``) one document at a time; None where it is read
    whole."""
    if not by_document.BY_DOCUMENT:
        return None
    found = by_document.streamable(job, data)
    if found is None:
        return None
    scratch = FileResult(job.source, None)
    try:
        first = by_document_review.annotated(data, job, scratch, found)
        if job.annotated_target is not None:
            write_atomic(job.annotated_target, first.split.write)
        reviewed = by_document_review.held(first, job, scratch, found, posts=True)
        inventory = by_document_review.union(reviewed.inventories, str(job.source))
        packed = zlib.compressobj(1)
        parts = [packed.compress(b"")]
        reviewed.split.write(_Packed(packed, parts))  # type: ignore[arg-type]
        parts.append(packed.flush())
    except by_document.NotStreamed:
        # Read whole instead, which says all there is to say.
        return None
    except TeianonError:
        _copy_result(scratch, result)
        raise
    _copy_result(scratch, result)
    return Prepared(job, result, b"".join(parts), inventory)


class _Packed:
    """A writable that compresses what it is given."""

    def __init__(self, packed: zlib._Compress, parts: list[bytes]) -> None:
        self.packed, self.parts = packed, parts

    def write(self, data: bytes) -> int:
        self.parts.append(self.packed.compress(data))
        return len(data)


def read_and_annotate(job: Job, result: FileResult, data: bytes) -> etree._ElementTree:
    """The stages before the replacement on the file's bytes (``data``): read → detect →
    resolve → annotate → propagate → decisions → (propagate) → the review copy → hold →
    (propagate)."""
    try:
        return _read_and_annotate(job, result, data)
    finally:
        # The participants' index of a teiCorpus holds its tree: not beyond the file.
        forget_corpus()


def _read_and_annotate(job: Job, result: FileResult, data: bytes) -> etree._ElementTree:
    where = str(job.source)
    if job.stage != "strip":
        # Refused before it is read: annotating and replacing hold a document many times over.
        check_document_size(job.source)
    tree = parse_bytes(data, where)  # read
    check_tei_root(tree, where)
    if job.stage != "strip":
        _require_headers(tree, where)
    if job.stage in ANNOTATING:
        result.warnings += duplicate_id_warnings(tree, where)
        # detect … propagate
        result.counts = annotate_tree(tree, where, job.settings, result.warnings, result.long_posts)
    if job.stage == "strip":
        return tree
    settings = job.settings

    def review_copy() -> None:
        if job.stage not in ANNOTATING:
            return
        # Participants' names no rule could decide, and no decision has settled yet.
        result.warnings.extend(unresolved_warnings(tree, where))
        if job.annotated_target is not None:
            # The review copy: the proposals as a reviewer sees them, earlier decisions applied.
            write_tree(tree, job.annotated_target)

    reviewed = review_stages(
        tree,
        where,
        job.key or job.source.name,
        settings.decisions,
        settings.repeats(),
        min_cert=settings.min_cert if job.stage in REPLACING else None,
        fresh=job.stage in ANNOTATING,
        review_copy=review_copy,
    )  # decisions … hold … propagate
    result.decisions += reviewed.counts
    if settings.decisions is not None:
        if job.stage in REPLACING:
            result.warnings += [
                replaced_anyway_line(settings.decisions.path, d, job.key or job.source.name, n)
                for d, n in reviewed.replaced_anyway.items()
            ]
        result.stale += [
            stale_line(settings.decisions.path, d, job.key or job.source.name, reviewed.reasons.get(d, ""))
            for d in reviewed.stale
        ]
    result.held += [str(h) for h in reviewed.held]
    result.held_proposals += reviewed.held
    return tree


# --- replace --------------------------------------------------------------------------------


def _require_headers(tree: etree._ElementTree, where: str) -> None:
    """Refuse a TEI document without its teiHeader before anything is done with it: the header
    holds the participants that detection links and replacement anonymises, and an output
    without one is no valid TEI (it would fail at the very end, under the output's name)."""
    for document in tree.getroot().iter(tei("TEI")):
        if document.find(tei("teiHeader")) is None:
            raise InputError(
                "a TEI document without a teiHeader (TEI requires one, with the participants in it); "
                "add one, or turn the export into TEI with teianon import",
                where,
                line_of(document),
            )


def replace_references(
    tree: etree._ElementTree, inventory: Inventory, job: Job, result: FileResult
) -> etree._ElementTree:
    """The post-processor's output for the file: placeholders or surrogates, the header and the
    corpus policy applied. Sets the file's counts, and whether the policy left it (or some of
    its documents) out or restricted it."""
    settings = job.settings
    where = str(job.source)
    seed = document_seed(settings.run_seed, job.key) if settings.policy_json else None
    documents = sum(1 for _ in tree.getroot().iter(tei("TEI")))
    keep = follow_run_pointers(tree.getroot(), job.key, settings.run_files, settings.policy_json)
    hidden = loaded_hidden_strings(settings.ner, settings.countries).json(tree.getroot(), inventory, keep=keep)
    tree = transform(
        tree, where, settings.run_date, settings.policy_json, seed, job.surrogates_json, hidden, settings.markup
    )
    result.excluded = exclusion_reason(tree)
    if result.excluded:
        # An earlier run's output of a file the policy now leaves out must not stay published.
        if job.target.exists() and job.target.resolve() != job.source.resolve():
            job.target.unlink()
        return tree
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
    return tree


# --- audit ----------------------------------------------------------------------------------


def mark_audit_finds(
    annotated: etree._ElementTree, leaks: list[Leak], inventory: Inventory, job: Job, result: FileResult
) -> bool:
    """Mark as references the bare occurrences of replaced strings that the audit found in the
    output and markup can reach (:mod:`teianon.annotate.leaked`); whether any was marked, so that
    the file is replaced again instead of refused."""
    strings = leaked_strings(leaks, inventory, job)
    if not strings:
        return False
    counts: Counter[str] = Counter()
    for document in read_documents(annotated, str(job.source), job.settings.post_xpath):
        counts += mark_leaked(document, strings)
    result.warnings += marked_warning(counts, job)
    return bool(counts)


# --- the first pass of pseudonym mode -------------------------------------------------------


@dataclass
class Prepared:
    """A file annotated and inventoried, or the reason it could not be."""

    job: Job
    result: FileResult
    data: bytes | None = None
    inventory: Inventory | None = None


def prepare(job: Job) -> Prepared:
    """The stages up to the inventory for one file (pseudonym mode chooses the surrogates of
    the whole corpus from them before any file is replaced); never raises for the file."""
    result = FileResult(job.source, None)
    try:
        refuse_overwriting_input(job)
        data = read_file(job.source)
        prepared = prepare_by_document(job, data, result)
        if prepared is not None:
            return prepared
        tree = read_and_annotate(job, result, data)
        del data
        inventory = read_inventory(tree, str(job.source), job.settings.policy_json)
        # Compressed: chat XML shrinks tenfold, and the first pass keeps every file's.
        return Prepared(job, result, zlib.compress(serialize(tree), 1), inventory)
    except TeianonError as err:
        result.error = str(err)
    except (ValueError, etree.XPathError) as err:
        result.error = f"{job.source}: {err}"
    return Prepared(job, result)


def refuse_overwriting_input(job: Job) -> None:
    for target in (job.target, job.annotated_target):
        if target is None:
            continue
        if target.exists() and target.resolve() == job.source.resolve() and not job.settings.in_place:
            raise OutputError("refusing to overwrite the input (use --in-place to allow it)", target)
