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

Work is done once per file: the detectors are loaded once per process (:func:`detectors_for`)
and shared by annotation and the strings hidden from markup; the inventory of what is replaced
is taken once (in pseudonym mode by the first pass, which hands it over); the repeats are
completed again only after decisions or held proposals changed the annotations; the output is
parsed once for the audit and the validation, and the bytes checked are the bytes written. Only
where the audit finds a bare repeat that markup can reach is the file replaced a second time.

Which stages run depends on the command (``job.stage``): ``annotate`` stops after the
decisions, ``anonymise`` starts at the decisions, ``run`` goes through all of them, ``strip``
only reads, removes the annotations and writes.
"""

from __future__ import annotations

import json
import zlib
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from lxml import etree

from ..annotate.document import annotate_document, complete_repeats, declare_tool
from ..annotate.leaked import mark_leaked
from ..annotate.repeats import forget_corpus, identifying_parts
from ..annotate.strip import strip_annotations
from ..checks.audit import Leak, audit_tree
from ..checks.check import unresolved_warnings
from ..checks.validate import check_output
from ..detect import Detector, loaded_detectors
from ..detect.user_list import UserListDetector
from ..errors import LeakError, OutputError, TeianonError, ValidationError
from ..mention import Category
from ..policy import document_seed
from ..read.bounded import LongPost
from ..read.tei import NS, Document, check_tei_root, read_documents, tei
from ..read.xmlio import (
    check_document_size,
    duplicate_id_warnings,
    parse_bytes,
    parse_file,
    serialize,
    write_atomic,
    write_tree,
)
from ..replace.hidden import HiddenStrings
from ..replace.inventory import Inventory, read_inventory
from ..replace.source_ids import source_ids
from ..replace.xslt import exclusion_reason, replacement_counts, transform
from ..review import stages
from ..review.decisions import stale_line
from ..review.record import record_decisions
from ..review.stages import review_stages
from .by_document import annotate_by_document
from .settings import FileResult, Job, Settings

ANNOTATING = ("annotate", "run")
REPLACING = ("anonymise", "run")


def process(job: Job) -> FileResult:
    """Run the command's stages on one file; never raises for a problem with the file."""
    result = FileResult(job.source, None)
    try:
        refuse_overwriting_input(job)
        by_document = annotate_by_document(job, result)
        if by_document is not None:
            # A teiCorpus annotated one document at a time (pipeline.by_document).
            write_atomic(job.target, by_document)
            result.target = job.target
            return result
        if job.prepared is not None:
            # Pseudonym mode, second pass: the first pass read and annotated this file already.
            tree = parse_bytes(zlib.decompress(job.prepared), str(job.source))
        else:
            tree = read_and_annotate(job, result)  # read … propagate
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
            leaks = audit_tree(inventory, written, str(job.target), data)  # audit
            if mark_audit_finds(annotated, leaks, inventory, job, result):
                inventory = read_inventory(annotated, str(job.source), job.settings.policy_json)
                del written
                tree = replace_references(annotated, inventory, job, result)  # replace again
                data = serialize(tree)
                del tree
                written = parse_bytes(data, str(job.target))
                leaks = audit_tree(inventory, written, str(job.target), data)
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


def read_and_annotate(job: Job, result: FileResult) -> etree._ElementTree:
    """The stages before the replacement: read → detect → resolve → annotate → propagate →
    decisions → (propagate) → the review copy → hold → (propagate)."""
    try:
        return _read_and_annotate(job, result)
    finally:
        # The participants' index of a teiCorpus holds its tree: not beyond the file.
        forget_corpus()


def _read_and_annotate(job: Job, result: FileResult) -> etree._ElementTree:
    where = str(job.source)
    if job.stage != "strip":
        # Refused before it is read: annotating and replacing hold a document many times over.
        check_document_size(job.source)
    tree = parse_file(job.source)  # read
    check_tei_root(tree, where)
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
        result.stale += [
            stale_line(settings.decisions.path, d, job.key or job.source.name, reviewed.reasons.get(d, ""))
            for d in reviewed.stale
        ]
    result.held += [str(h) for h in reviewed.held]
    result.held_proposals += reviewed.held
    return tree


# --- detect → resolve → annotate → propagate ------------------------------------------------


@lru_cache(maxsize=4)
def _detectors(categories: tuple[str, ...] | None, names: tuple[tuple[str, str], ...], ner: str) -> list[Detector]:
    wanted = None if categories is None else [Category[c] for c in categories]
    detectors = loaded_detectors(wanted, ner)
    if names:
        detectors.append(UserListDetector(names))
    return detectors


def detectors_for(settings: Settings) -> list[Detector]:
    """The detectors of a run's settings; the bundled ones are loaded once per process."""
    return _detectors(settings.categories, settings.names, settings.ner)


def documents_of(tree: etree._ElementTree, where: str, settings: Settings) -> list[Document]:
    """The file's TEI documents, with the reviewed participant mapping (pseudonym mode) applied."""
    return stages.documents_of(tree, where, settings.repeats())


def annotate_documents(
    documents: list[Document], settings: Settings, notes: list[str], long_posts: list[LongPost]
) -> Counter[str]:
    """Detect … annotate each document as the settings ask, then complete its repeats; counts
    per category. Header problems go to ``notes``, posts beyond the post limit to ``long_posts``."""
    counts: Counter[str] = Counter()
    detectors = detectors_for(settings)
    keep, categories = frozenset(settings.keep), settings.category_set()
    for document in documents:
        counts += annotate_document(
            document,
            detectors,
            categories,
            keep,
            notes,
            countries=settings.countries,
            public=settings.public,
            limit=settings.post_limit,
            long_posts=long_posts,
        )
        counts += complete_repeats(document, keep, categories, public=settings.public)
    return counts


def annotate_tree(
    tree: etree._ElementTree,
    where: str,
    settings: Settings,
    warnings: list[str] | None = None,
    long_posts: list[LongPost] | None = None,
) -> Counter[str]:
    """Detect, resolve and write the references of a parsed file in place, and complete their
    repeats; counts of what was added per category.

    Problems with a document's header are added to ``warnings`` as ``file: warning: ...`` lines,
    and so are the posts longer than the settings' ``post_limit``, which are also added to
    ``long_posts``.
    """
    found: list[str] = []
    long: list[LongPost] = []
    counts = annotate_documents(documents_of(tree, where, settings), settings, found, long)
    if warnings is not None:
        warnings.extend(f"{where}: warning: {w}" for w in dict.fromkeys(found))
        warnings.extend(post.warning(where) for post in long)
    if long_posts is not None:
        long_posts.extend(long)
    if counts:
        declare_tool(tree.getroot())
    return counts


# --- replace --------------------------------------------------------------------------------


@lru_cache(maxsize=4)
def _hidden_strings(ner: str, countries: bool) -> HiddenStrings:
    return HiddenStrings(tuple(loaded_detectors(None, ner)), countries)


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
    hidden = _hidden_strings(settings.ner, settings.countries).json(tree.getroot(), inventory)
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


# --- audit, validate ------------------------------------------------------------------------


def mark_audit_finds(
    annotated: etree._ElementTree, leaks: list[Leak], inventory: Inventory, job: Job, result: FileResult
) -> bool:
    """Mark as references the bare occurrences of replaced strings that the audit found in the
    output and markup can reach (:mod:`teianon.annotate.leaked`); whether any was marked, so that
    the file is replaced again instead of refused."""
    leaks = [leak for leak in leaks if leak.certain]
    if job.settings.allow_leaks or not leaks:
        return False
    categories: dict[str, Category] = {}
    for reference in inventory.references:
        if reference.category in Category.__members__ and reference.category not in ("IMPLICIT", "CITATION"):
            for form in (reference.original, *identifying_parts(reference.original)):
                categories.setdefault(" ".join(form.split()).casefold(), Category[reference.category])
    strings = {
        leak.text: categories[key] for leak in leaks if (key := " ".join(leak.text.split()).casefold()) in categories
    }
    if not strings:
        return False
    counts: Counter[str] = Counter()
    for document in read_documents(annotated, str(job.source), job.settings.post_xpath):
        counts += mark_leaked(document, strings)
    if counts:
        result.warnings.append(
            f"{job.source}: {sum(counts.values())} further occurrence(s) of replaced strings found "
            "by the audit and replaced too"
        )
    return bool(counts)


def judge_leaks(leaks: list[Leak], job: Job, result: FileResult) -> None:
    """The audit's verdict on an output (:func:`teianon.checks.audit.audit_tree` searched it for
    every string it was to replace): a certain leak stops the write."""
    certain = [leak for leak in leaks if leak.certain]
    result.possible_leaks = len(leaks) - len(certain)
    if certain and not job.settings.allow_leaks:
        more = f" (and {len(certain) - 1} more)" if len(certain) > 1 else ""
        first = certain[0]
        raise LeakError(
            f"leak: {first.text!r} ({first.what}){more}; output not written (teianon audit lists "
            "every leak; --allow-leaks writes it anyway)",
            first.path,
            first.line,
        )
    result.warnings += [f"{leak}; written anyway (--allow-leaks)" for leak in certain]
    result.audited = not certain


def kept_platform_ids(written: etree._ElementTree, job: Job) -> list[str]:
    """A warning where a policy kept the ids (``[ids] rename = false``) and they carry a platform's
    ids (a tweet number): they find the source online, and the audit reads no ids. ``teianon
    check`` lists each one (``ids/source-id``)."""
    if not job.settings.policy_json or json.loads(job.settings.policy_json).get("ids", {}).get("rename") is not False:
        return []
    keys = source_ids(written.getroot())
    if not keys:
        return []
    return [
        f"{job.target}: warning: {len(keys)} platform id(s) stay in the ids (such as {keys[0]!r}), which "
        "find the source online: the policy keeps ids ([ids] rename = false); teianon check lists them"
    ]


def validate_output(written: etree._ElementTree, job: Job) -> list[str]:
    """The warnings of an output about to be written; its first error is raised."""
    problems = check_output(written, str(job.target), job.source)
    errors = [p for p in problems if p.severity == "error"]
    if errors:
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise ValidationError(
            f"not valid: {first.message} [{first.schema}]{more}; output not written "
            "(teianon validate lists every problem; --no-validate writes it anyway)",
            first.path,
            first.line,
        )
    return [str(p) for p in problems if p.severity == "warning"]


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
        tree = read_and_annotate(job, result)
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
