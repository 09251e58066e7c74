"""Whole-corpus runs: find the files, map them to outputs, run a stage on each, collect results.

One file's failure never stops the others: each file gives a :class:`FileResult`, with its
error as the one line a user sees. With ``jobs > 1`` files run in worker processes
(:mod:`teianon.workers`); results come back as files finish.
"""

from __future__ import annotations

import os
import zlib
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Literal, TypeVar

from lxml import etree

from .annotate import annotate_document, complete_repeats, declare_tool
from .review.decisions import Applied, DecisionsFile, apply_decisions, hold_below
from .anonymise import exclusion_reason, transform
from .audit import audit_tree
from .detect import Detector, loaded_detectors
from .detect.user_list import UserListDetector
from .errors import LeakError, OutputError, TeianonError, ValidationError
from .hidden import hidden_json
from .inventory import Inventory, read_inventory
from .keyfile import KeyFile
from .mention import Category
from .strip import strip_annotations
from .policy import document_seed
from .pseudonymise import Pseudonymiser
from .shared_names import shared_names
from .tei import NS, check_tei_root, read_documents, tei
from .validate import check_output
from .workers import run_parallel
from .xmlio import duplicate_id_warnings, parse_bytes, parse_file, serialize, write_atomic, write_tree

Stage = Literal["annotate", "anonymise", "run", "strip"]
R = TypeVar("R")


@dataclass(frozen=True)
class Settings:
    """Everything a worker needs to process a file; plain values, so that it pickles."""

    categories: tuple[str, ...] | None = None
    post_xpath: str | None = None
    run_date: str | None = None
    in_place: bool = False
    keep: tuple[str, ...] = ()
    names: tuple[tuple[str, str], ...] = ()
    strip_only_teianon: bool = False
    # The corpus policy as the XSLT reads it, and the run's secret for time-stamp shifts.
    policy_json: str | None = None
    run_seed: str = ""
    validate: bool = False
    # Write an output in which the self-audit finds a leak (with a warning) instead of refusing it.
    allow_leaks: bool = False
    # The reviewed participant -> names mapping (teianon.mapping): key -> (added names, removed names).
    mapping: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = ()
    # The name tagger: "crf" (the bundled model), "none", or "spacy:PIPELINE".
    ner: str = "crf"
    # A reviewer's decisions (teianon.review.decisions), and the least certainty of a teianon
    # proposal that is replaced (less certain ones stay as written).
    decisions: DecisionsFile | None = None
    min_cert: str = "medium"
    # How a replaced reference is written: docc (placeholder text) or guidelines (gap + supplied).
    markup: str = "docc"
    # Country names and language or nationality words are references too (off: they stay).
    countries: bool = False

    def category_set(self) -> frozenset[Category] | None:
        return None if self.categories is None else frozenset(Category[c] for c in self.categories)


@dataclass(frozen=True)
class Job:
    stage: Stage
    source: Path
    target: Path
    settings: Settings
    annotated_target: Path | None = None
    # The file's path relative to its input folder: names it in the manifest and seeds its shift.
    key: str = ""
    # Pseudonym mode: the annotated document (annotation already done; zlib-compressed), its
    # inventory and its surrogate table. Without it, the second pass annotates again.
    prepared: bytes | None = None
    inventory: Inventory | None = None
    surrogates_json: str | None = None


@dataclass
class FileResult:
    source: Path
    target: Path | None
    counts: Counter[str] = field(default_factory=Counter)
    error: str | None = None
    # Set when the corpus policy left out the whole file (its reason), or some of its documents.
    excluded: str | None = None
    excluded_documents: int = 0
    restricted: bool = False
    warnings: list[str] = field(default_factory=list)
    # The self-audit of the output: run, and how many strings it found that are also ordinary
    # words (possible leaks, listed by ``teianon audit``); a certain leak is an error instead.
    audited: bool = False
    possible_leaks: int = 0
    # The review: decisions applied per kind, decisions not found, proposals held (--min-cert).
    decisions: Counter[str] = field(default_factory=Counter)
    stale: list[str] = field(default_factory=list)
    held: list[str] = field(default_factory=list)


def xml_files(inputs: Iterable[Path]) -> Iterator[tuple[Path, Path, Path]]:
    """``(file, path relative to its input, the input)`` for every ``*.xml`` of the inputs.

    Folders are searched recursively; hidden files and folders (``.git``, backups) are skipped.
    A ``*.xml`` that is not a regular file (a named pipe) is listed too, so that reading it
    refuses it with a line of its own instead of leaving it out unseen.
    """
    for given in inputs:
        if given.is_dir():
            for path in sorted(p for p in given.rglob("*.xml") if not p.is_dir()):
                relative = path.relative_to(given)
                if not any(part.startswith(".") for part in relative.parts):
                    yield path, relative, given
        elif given.exists():
            yield given, Path(given.name), given
        else:
            raise TeianonError("no such file or folder", given)


def discover(inputs: Iterable[Path], output: Path, annotated: Path | None = None) -> list[tuple[Path, Path]]:
    """``(file, path relative to the output folder)`` for every ``*.xml`` file of the inputs.

    Files inside the output folder or the ``annotated`` folder are left out where those lie
    inside an input folder: they hold earlier results, not inputs.
    """
    found: dict[Path, Path] = {}
    results = [folder.resolve() for folder in (output, annotated) if folder is not None]
    for path, relative, given in xml_files(inputs):
        resolved = path.resolve()
        # A results folder that is the input folder itself (--in-place), or a file named on its
        # own, is still input.
        if any(folder in resolved.parents and folder != given.resolve() and given.resolve() != resolved
               for folder in results):
            continue
        if relative in found and found[relative] != path:
            raise TeianonError(f"two inputs map to the same output {relative}: {found[relative]} and {path}")
        found[relative] = path
    return [(path, relative) for relative, path in found.items()]


def plan(stage: Stage, inputs: Iterable[Path], output: Path, settings: Settings, annotated: Path | None = None) -> list[Job]:
    return [
        Job(stage, source, output / relative, settings, annotated / relative if annotated else None,
            relative.as_posix())
        for source, relative in discover(inputs, output, annotated)
    ]


@lru_cache(maxsize=4)
def _detectors(categories: tuple[str, ...] | None, names: tuple[tuple[str, str], ...] = (),
               ner: str = "crf") -> list[Detector]:
    wanted = None if categories is None else [Category[c] for c in categories]
    detectors = loaded_detectors(wanted, ner)
    if names:
        detectors.append(UserListDetector(names))
    return detectors


def annotate_tree(tree: etree._ElementTree, where: str, settings: Settings,
                  warnings: list[str] | None = None) -> Counter[str]:
    """Add annotations to a parsed file in place; counts of what was added per category.

    Problems with a document's header are added to ``warnings`` as ``file: warning: ...`` lines.
    """
    counts: Counter[str] = Counter()
    found: list[str] = []
    detectors = _detectors(settings.categories, settings.names, settings.ner)
    keep = frozenset(settings.keep)
    mapping = {key: (added, removed) for key, added, removed in settings.mapping}
    for document in read_documents(tree, where, settings.post_xpath):
        if mapping:
            document = replace(document, participants=tuple(
                replace(p, nicknames=p.nicknames + mapping[p.key][0], not_names=mapping[p.key][1])
                if p.key in mapping else p for p in document.participants))
        counts += annotate_document(document, detectors, settings.category_set(), keep, found,
                                    countries=settings.countries)
    if warnings is not None:
        warnings.extend(f"{where}: warning: {w}" for w in dict.fromkeys(found))
    if counts:
        declare_tool(tree.getroot())
    return counts


def replacement_counts(tree: etree._ElementTree) -> Counter[str]:
    """What the post-processor reports it replaced, read from the change records it wrote."""
    counts: Counter[str] = Counter()
    for header in tree.getroot().iter("{http://www.tei-c.org/ns/1.0}teiHeader"):
        # The record this run wrote comes first; earlier runs' records follow it.
        changes = header.xpath("(.//tei:revisionDesc//tei:change[@type = 'anonymisation' or @type = 'pseudonymisation'])[1]",
                               namespaces=NS)
        for item in (i for change in changes for i in change.iterfind("tei:list[@type='replacements']/tei:item", NS)):
            counts[item.get("n", "?")] += int((item.text or "0").strip() or 0)
    return counts


def _check_target(job: Job) -> None:
    for target in (job.target, job.annotated_target):
        if target is None:
            continue
        if target.exists() and target.resolve() == job.source.resolve() and not job.settings.in_place:
            raise OutputError("refusing to overwrite the input (use --in-place to allow it)", target)


def process(job: Job) -> FileResult:
    """Run one stage on one file; never raises for a problem with the file."""
    result = FileResult(job.source, None)
    try:
        _check_target(job)
        where = str(job.source)
        if job.prepared is not None:
            tree = parse_bytes(zlib.decompress(job.prepared), where)
        else:
            tree = _read_and_annotate(job, where, result)
        if job.stage == "strip":
            result.counts = Counter({"removed": strip_annotations(tree.getroot(), job.settings.strip_only_teianon)})
        inventory = None
        if job.stage in ("anonymise", "run"):
            tree, inventory = _anonymise(tree, where, job, result)
            if result.excluded:
                return result
        data = serialize(tree)
        if inventory is not None:
            # The bytes that are audited and checked are the bytes that are written: parsed
            # once, for both.
            written = parse_bytes(data, str(job.target))
            _self_audit(data, written, inventory, job, result)
            if job.settings.validate:
                result.warnings += _validate(written, job)
        write_atomic(job.target, lambda out: out.write(data))
        result.target = job.target
    except TeianonError as err:
        result.error = str(err)
    except (ValueError, etree.XPathError) as err:
        result.error = f"{job.source}: {err}"
    return result


def _read_and_annotate(job: Job, where: str, result: FileResult) -> etree._ElementTree:
    tree = parse_file(job.source)
    check_tei_root(tree, where)
    if job.stage in ("annotate", "run"):
        result.warnings += duplicate_id_warnings(tree, where)
        result.counts = annotate_tree(tree, where, job.settings, result.warnings)
        # Decisions from an earlier review of this corpus: the review copy shows them applied.
        _apply(tree, job, result)
        if job.annotated_target is not None:
            write_tree(tree, job.annotated_target)
    elif job.stage == "anonymise":
        _apply(tree, job, result)
    held = []
    if job.stage in ("anonymise", "run"):
        held = hold_below(tree.getroot(), job.key or job.source.name, job.settings.min_cert)
        result.held += held
    if job.stage == "anonymise" or held:
        # A reviewed file: complete the repeats of what the reviewer confirmed or added, before
        # the inventory is taken (in pseudonym mode, before surrogates are chosen). Also where
        # proposals were held: their words are bare again, and may repeat a name that is
        # replaced ("Angel" of DarkAngel86 inside a held "Zu Angel").
        for document in read_documents(tree, where, job.settings.post_xpath):
            complete_repeats(document, frozenset(job.settings.keep))
    return tree


def _apply(tree: etree._ElementTree, job: Job, result: FileResult) -> None:
    """The reviewer's decisions for this file, and a line for each one not found (stale)."""
    decisions = job.settings.decisions
    if decisions is None:
        return
    name = job.key or job.source.name
    applied = Applied()
    apply_decisions(tree.getroot(), name, decisions.decisions, applied)
    result.decisions += applied.counts
    result.stale += [f"{decisions.path}:{d.line}: stale decision: {d.span.block} "
                     f"{d.span.start}-{d.span.end} {d.span.text!r} not found in {name}" for d in applied.stale]


def _anonymise(tree: etree._ElementTree, where: str, job: Job, result: FileResult) -> tuple[etree._ElementTree, Inventory]:
    """The post-processor's output, and the inventory of what it was to replace."""
    settings = job.settings
    seed = document_seed(settings.run_seed, job.key) if settings.policy_json else None
    documents = sum(1 for _ in tree.getroot().iter(tei("TEI")))
    # Pseudonym mode took it already, of these very bytes, to choose the surrogates.
    inventory = job.inventory or read_inventory(tree, where, settings.policy_json)
    hidden = hidden_json(tree.getroot(), inventory, settings.ner, settings.countries)
    tree = transform(tree, where, settings.run_date, settings.policy_json, seed, job.surrogates_json, hidden,
                     settings.markup)
    result.excluded = exclusion_reason(tree)
    if result.excluded:
        # An earlier run's output of a file the policy now leaves out must not stay published.
        if job.target.exists() and job.target.resolve() != job.source.resolve():
            job.target.unlink()
        return tree, inventory
    result.excluded_documents = documents - sum(1 for _ in tree.getroot().iter(tei("TEI")))
    result.restricted = bool(tree.getroot().xpath(
        "//tei:editorialDecl[@n='teianon-policy']//tei:item[@n='access']", namespaces=NS))
    result.counts = replacement_counts(tree)
    return tree, inventory


def _self_audit(data: bytes, written: etree._ElementTree, inventory: Inventory, job: Job, result: FileResult) -> None:
    """Search the output for every string it was to replace; a certain leak stops the write."""
    leaks = audit_tree(inventory, written, str(job.target), data)
    certain = [leak for leak in leaks if leak.certain]
    result.possible_leaks = len(leaks) - len(certain)
    if certain and not job.settings.allow_leaks:
        more = f" (and {len(certain) - 1} more)" if len(certain) > 1 else ""
        first = certain[0]
        raise LeakError(f"leak: {first.text!r} ({first.what}){more}; output not written (teianon audit lists "
                        "every leak; --allow-leaks writes it anyway)", first.path, first.line)
    result.warnings += [f"{leak}; written anyway (--allow-leaks)" for leak in certain]
    result.audited = not certain


def _validate(written: etree._ElementTree, job: Job) -> list[str]:
    """The warnings of an output about to be written; its first error is raised."""
    problems = check_output(written, str(job.target), job.source)
    errors = [p for p in problems if p.severity == "error"]
    if errors:
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise ValidationError(f"not valid: {first.message} [{first.schema}]{more}; output not written "
                              "(teianon validate lists every problem; --no-validate writes it anyway)",
                              first.path, first.line)
    return [str(p) for p in problems if p.severity == "warning"]


MANIFEST = "teianon-manifest.tsv"


def write_manifest(output: Path, jobs: list[Job], results: list[FileResult]) -> Path:
    """``OUTPUT/teianon-manifest.tsv``: what became of every input file under the policy.

    One row per input: its path, ``written``, ``excluded`` or ``failed``, access status, and the
    reason (the policy's reason for a left-out file, the number of documents left out of a
    corpus file, the proposals held below ``--min-cert``, or the error).
    """
    by_source = {r.source: r for r in results}
    rows = ["input\tstatus\taccess\tdetail"]
    for job in jobs:
        result = by_source.get(job.source)
        if result is None:
            continue
        if result.error:
            status, detail = "failed", result.error
        elif result.excluded:
            status, detail = "excluded", result.excluded
        else:
            status = "written"
            details = [f"{result.excluded_documents} document(s) left out"] if result.excluded_documents else []
            if result.held:
                # The words stay in the output anyway; the manifest says where a reviewer looks.
                details.append(f"{len(result.held)} proposal(s) held below --min-cert: "
                               + " ; ".join(h.split("|", 1)[1] for h in result.held))
            detail = "; ".join(details)
        access = "restricted" if result.restricted else ""
        rows.append("\t".join(" ".join(v.split()) for v in (job.key, status, access, detail)))
    path = output / MANIFEST
    data = ("\n".join(rows) + "\n").encode("utf-8")
    write_atomic(path, lambda out: out.write(data))
    return path


def run_jobs(jobs: list[Job], workers: int = 1, work: Callable[[Job], R] = process,  # type: ignore[assignment]
             distribute: Callable[[Callable[[Job], R], list[Job]], Iterable[R]] | None = None) -> Iterator[R]:
    """``work`` (default :func:`process`) on each job, in order with one worker, as they finish
    with several (:func:`teianon.workers.run_parallel`: a stopped run leaves no worker and no
    temporary file behind), or as they finish on a cluster: ``distribute(work, jobs)``, one task
    per job (:func:`teianon.distributed.cluster`, ``--executor dask``)."""
    if distribute is not None:
        yield from distribute(work, jobs)
        return
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield work(job)
        return
    targets = [t for job in jobs for t in (job.target, job.annotated_target) if t is not None]
    yield from run_parallel(jobs, workers, work, targets)


# --- pseudonym mode: the whole corpus decides the surrogates before any file is written --------

@dataclass
class Prepared:
    """A file annotated and inventoried, or the reason it could not be."""

    job: Job
    result: FileResult
    data: bytes | None = None
    inventory: Inventory | None = None


def prepare(job: Job) -> Prepared:
    """Annotate (for ``run``) and take the inventory of one file; never raises for the file."""
    result = FileResult(job.source, None)
    try:
        _check_target(job)
        where = str(job.source)
        tree = _read_and_annotate(job, where, result)
        inventory = read_inventory(tree, where, job.settings.policy_json)
        # Compressed: chat XML shrinks tenfold, and the first pass keeps every file's.
        return Prepared(job, result, zlib.compress(serialize(tree), 1), inventory)
    except TeianonError as err:
        result.error = str(err)
    except (ValueError, etree.XPathError) as err:
        result.error = f"{job.source}: {err}"
    return Prepared(job, result)


# The first pass of pseudonym mode keeps the annotated files (compressed) up to this size; the
# files beyond it are annotated again in the second pass instead of being held in memory.
PREPARED_BUDGET = 256 * 2**20


def run_pseudonymised(jobs: list[Job], workers: int, key: KeyFile, scope: str = "document",
                      progress: Callable[[Path], None] = lambda source: None,
                      distribute: Callable[..., Iterable[object]] | None = None) -> Iterator[FileResult]:
    """Pseudonym mode over a corpus: every file is annotated and inventoried first, surrogates
    are chosen for all of them at once (consistent across files, extending ``key``), the key is
    saved, and only then are the outputs written. Shared names become warnings of the file
    where they first occur, surrogates of the key drawn again (real names of this corpus)
    warnings of the file that would have used them."""
    prepared: list[Prepared] = []
    kept = 0
    for item in run_jobs(jobs, workers, prepare, distribute):
        progress(item.job.source)
        if item.data is not None:
            kept += len(item.data)
            if kept > PREPARED_BUDGET:
                item.data = None  # annotated again in the second pass: memory stays bounded
        prepared.append(item)
    # Workers finish in any order, but who draws first decides who gets a contested surrogate:
    # back into job order, so that the same salt gives the same output with any -j.
    order = {job.target: index for index, job in enumerate(jobs)}
    prepared.sort(key=lambda p: order[p.job.target])
    ready = [p for p in prepared if p.inventory is not None]
    for failed in (p for p in prepared if p.inventory is None):
        yield failed.result
    inventories = [p.inventory for p in ready if p.inventory is not None]
    shared, links = shared_names(inventories, scope, key.data["mapping"])
    pseudonymiser = Pseudonymiser(key, inventories, links)
    pseudonymiser.assign()
    # The key is written before any output: no published file may lack the key that made it.
    key.save()
    warnings: dict[str, list[str]] = defaultdict(list)
    for name in shared:
        warnings[name.places[0].rsplit(":", 1)[0]].append(str(name))
    for source, lines in pseudonymiser.warnings.items():
        warnings[source].extend(lines)
    first = {str(p.job.source): p for p in ready}
    for p in ready:
        if p.data is not None:
            warnings[str(p.job.source)][:0] = p.result.warnings
    work = [replace(p.job, prepared=p.data, inventory=p.inventory, surrogates_json=pseudonymiser.table_for(p.inventory))
            for p in ready if p.inventory is not None]
    for result in run_jobs(work, workers, distribute=distribute):
        earlier = first[str(result.source)]
        if earlier.data is not None:
            # Not annotated again: what the first pass found (held proposals, decisions) is this
            # file's.
            result.held, result.decisions, result.stale = earlier.result.held, earlier.result.decisions, earlier.result.stale
        result.warnings = warnings.get(str(result.source), []) + result.warnings
        yield result


def default_jobs() -> int:
    return max(1, (os.cpu_count() or 1))
