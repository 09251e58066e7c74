"""Whole-corpus runs: plan one job per file, run :func:`teianon.pipeline.file.process` on each
(here, in worker processes or on a cluster), write the manifest, and the two passes of
pseudonym mode.

One file's failure never stops the others: each file gives a
:class:`~teianon.pipeline.settings.FileResult`, with its error as the one line a user sees. With
``jobs > 1`` files run in worker processes (:mod:`teianon.pipeline.workers`); results come back
as files finish.
"""

from __future__ import annotations

import os
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TypeVar

from ..detect.variants import name_variants
from ..pseudonym.audit_finds import with_audit_finds
from ..pseudonym.keyfile import KeyFile
from ..pseudonym.pseudonymise import Pseudonymiser
from ..pseudonym.shared_names import shared_names
from ..read.files import discover
from ..read.tei import Participant, header_participants
from ..read.xmlio import write_atomic
from ..replace.inventory import Inventory
from ..replace.pointers import RunFile
from ..review.decisions import Held
from .across_files import across_files
from .annotation import detectors_for
from .file import annotate_first, prepare, process
from .names import RenameMap
from .renamed_ids import drop_first_output, follow_renamed_ids
from .sending import received, restored, sent
from .settings import ANNOTATING, REPLACING, FileResult, Job, Prepared, Settings, Stage
from .workers import holds_workers, kept_workers, renew_workers, run_parallel

R = TypeVar("R")


def plan(
    stage: Stage,
    inputs: Iterable[Path],
    output: Path,
    settings: Settings,
    annotated: Path | None = None,
    names: RenameMap | None = None,
) -> list[Job]:
    """One job per input file. Where the stage detects and there is more than one file, the
    jobs carry the run's participant table (:func:`corpus_participants`). With ``names``
    (``--rename``), each output gets its number's name; the review copy keeps the source's path,
    by which the reviewer's decisions name it."""
    found = list(discover(inputs, output, annotated))
    if stage in ("annotate", "run") and len(found) > 1 and not settings.corpus_participants:
        settings = replace(settings, corpus_participants=corpus_participants(source for source, _ in found))
    if len(found) > 1 and not settings.run_files:
        # A pointer from one file into another follows the other's renamed ids and name.
        files = tuple(
            RunFile(r.as_posix(), str(s), names.name_for(r.as_posix()) if names else r.as_posix()) for s, r in found
        )
        settings = replace(settings, run_files=files)
    return [
        Job(
            stage,
            source,
            output / (names.name_for(relative.as_posix()) if names else relative),
            _own(settings, relative.as_posix()),
            annotated / relative if annotated else None,
            relative.as_posix(),
        )
        for source, relative in found
    ]


def _own(settings: Settings, document: str) -> Settings:
    """The settings of one file's job: the reviewer's decisions for that file alone, so that a
    job (to a worker process or a cluster node) carries its own and not the whole file's."""
    if settings.decisions is None:
        return settings
    return replace(settings, decisions=settings.decisions.only(document))


def corpus_participants(sources: Iterable[Path]) -> tuple[Participant, ...]:
    """The participants of every file (each once): a participant ``lela2`` of file A named in
    file B is found in B too (in B it is no participant: the mention is an unlinked nickname,
    which pseudonym mode gives lela2's surrogate, :func:`link_other_files`). Only the person
    entries are read, so the table costs one streaming pass per file."""
    found: dict[tuple[str, tuple[str, ...]], Participant] = {}
    for source in sources:
        for participant in header_participants(source):
            found.setdefault((participant.key, participant.nicknames + participant.names), participant)
    return tuple(found.values())


MANIFEST = "teianon-manifest.tsv"


def write_manifest(output: Path, jobs: list[Job], results: list[FileResult]) -> Path:
    """``OUTPUT/teianon-manifest.tsv``: what became of every input file under the policy.

    One row per input: its path, ``written``, ``excluded`` or ``failed``, access status, and the
    reason (the policy's reason for a left-out file, the number of documents left out of a
    corpus file, the proposals held below ``--min-cert``, the posts only partly checked, or the
    error). The details are ``; ``-separated; the long posts' is
    ``long post: partly checked: ID (CHARACTERS) ID (CHARACTERS) …``, characters without
    separators, so that a script can read it.

    After a written file's row, one row per proposal it held below ``--min-cert``: status
    ``held``, and as detail ``BLOCK START END CATEGORY CERT TEXT`` (space-separated, the text last
    and with its runs of white space as one space), the words as the decisions file names them.
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
                details.append(
                    f"{len(result.held)} proposal(s) held below --min-cert: "
                    + " ; ".join(h.split("|", 1)[1] for h in result.held)
                )
            if result.long_posts:
                details.append(long_posts_detail(result))
            detail = "; ".join(details)
        access = "restricted" if result.restricted else ""
        # The output's own name: with --rename, the source's path is the private mapping's.
        name = job.target.relative_to(output).as_posix() if job.target.is_relative_to(output) else job.key
        rows.append("\t".join(" ".join(v.split()) for v in (name, status, access, detail)))
        if status == "written":
            rows += [
                "\t".join(" ".join(v.split()) for v in (name, "held", access, held_detail(h)))
                for h in result.held_proposals
            ]
    path = output / MANIFEST
    data = ("\n".join(rows) + "\n").encode("utf-8")
    write_atomic(path, lambda out: out.write(data))
    return path


def held_detail(held: Held) -> str:
    """A held proposal as the manifest's detail: its words as a decisions file names them, and
    its category and certainty."""
    span = held.span
    return f"{span.block} {span.start} {span.end} {held.category} {held.cert or '-'} {span.text}"


def long_posts_detail(result: FileResult) -> str:
    """The manifest's (and the summary's) words for a file's posts beyond the bound per post."""
    return LONG_POST + ": " + " ".join(f"{p.name.replace(' ', '_')} ({p.length})" for p in result.long_posts)


LONG_POST = "long post: partly checked"


def run_jobs(
    jobs: list[Job],
    workers: int = 1,
    work: Callable[[Job], R] = process,  # type: ignore[assignment]
    distribute: Callable[[Callable[[Job], R], list[Job]], Iterable[R]] | None = None,
    largest_first: bool = False,
) -> Iterator[R]:
    """``work`` (default :func:`process`) on each job, in order with one worker, as they finish
    with several (:func:`teianon.pipeline.workers.run_parallel`: a stopped run leaves no worker and no
    temporary file behind), or as they finish on a cluster: ``distribute(work, jobs)``, one task
    per job (:func:`teianon.pipeline.distributed.cluster`, ``--executor dask``). With
    ``largest_first`` (for a caller that puts the results back in the jobs' order), several
    workers take the largest files first."""
    if distribute is not None:
        yield from distribute(work, jobs)
        return
    if workers <= 1 or (len(jobs) <= 1 and not holds_workers()):
        for job in jobs:
            yield work(job)
        return
    targets = [t for job in jobs for t in (job.target, job.annotated_target) if t is not None]
    ordered = _largest_first(jobs) if largest_first else jobs
    by_source = {job.source: job for job in jobs}
    preload = _preload(jobs[0].settings, jobs[0].stage)
    for result in run_parallel(sent(ordered), workers, partial(received, work), targets, preload):
        yield restored(result, by_source)


def _largest_first(jobs: list[Job]) -> list[Job]:
    """The jobs, the largest file first: a round ends when its last file does, and a large file
    begun last would keep one worker busy while the others wait."""

    def size(job: Job) -> int:
        if job.prepared is not None:
            return len(job.prepared) * 10  # compressed about tenfold
        try:
            return job.source.stat().st_size
        except OSError:
            return 0

    return sorted(jobs, key=size, reverse=True)


def _preload(settings: Settings, stage: Stage) -> Callable[[], object] | None:
    """What workers forked from this process find loaded (:func:`run_parallel`): the detectors
    of the run (annotation and the hidden strings of the replacement read them), unless a spaCy
    pipeline, whose threads a fork would not copy, is among them."""
    if stage == "strip" or settings.ner.startswith("spacy"):
        return None
    return partial(detectors_for, settings)


def run_placeholders(
    jobs: list[Job],
    workers: int = 1,
    progress: Callable[[Path], None] = lambda source: None,
    distribute: Callable[..., Iterable[object]] | None = None,
) -> Iterator[FileResult]:
    """:func:`run_jobs` of :func:`process`; where the files of a run are annotated, the people
    one file replaces are looked for in the others too (:mod:`teianon.pipeline.across_files`):
    every file is annotated first (:func:`annotate_first`), the files that hold another's name
    again, and only then is each replaced, audited and validated, once. The results then come
    when every file is done (``progress`` says when each is annotated once)."""
    with kept_workers():
        yield from _placeholders(jobs, workers, progress, distribute)


def _placeholders(
    jobs: list[Job], workers: int, progress: Callable[[Path], None], distribute: Callable[..., Iterable[object]] | None
) -> Iterator[FileResult]:
    if len(jobs) <= 1 or any(job.stage not in REPLACING for job in jobs):
        yield from run_jobs(jobs, workers, distribute=distribute)
        return
    if any(job.stage not in ANNOTATING for job in jobs):
        # Annotated already: only the pointers into ids renamed for a name follow across files.
        done = list(run_jobs(jobs, workers, distribute=distribute))
        yield from follow_renamed_ids(jobs, done, lambda some: run_jobs(some, workers, distribute=distribute), _itself)
        return
    # Replaced once the run's names are known: a file that holds a name another file replaces is
    # annotated again, and replaced once, not once per round.
    prepared: list[Prepared] = across_files(
        jobs,
        lambda some: run_jobs(some, workers, annotate_first, distribute, largest_first=True),
        _result_of,
        lambda result: progress(result.source),
        _within_budget(),
    )
    renew_workers()  # the replacement's workers do not hold the annotation's caches
    # A file of one piece comes without its inventory (its replacement takes it): what failed
    # says so.
    ready = {p.job.source: p for p in prepared if p.result.error is None}
    # Beyond the budget (no data held), a file is annotated again as its last round was; its
    # first_digest goes, so that it is replaced whatever it comes to.
    work = [
        replace(p.job, prepared=p.data, inventory=p.inventory, first_digest=None)
        if p.data is not None
        else replace(p.job, first_digest=None)
        for p in ready.values()
    ]
    originals = {job.source: job for job in jobs}
    replaced: list[FileResult] = []
    redone: dict[Path, Job] = {}
    for result in run_jobs(work, workers, distribute=distribute, largest_first=True):
        p = ready[result.source]
        if result.error or (result.excluded and p.job.settings.run_names):
            # Rare: made as a run of two full rounds made it (see _as_before).
            result, redone[result.source] = _as_before(originals[result.source], p.job)
        elif p.data is not None:
            _as_annotated(result, p.result)
        replaced.append(result)
    # A file made again by _as_before is replaced as that made it, if pointers send it round.
    final = [redone.get(job.source, job) for job in work]
    written = follow_renamed_ids(final, replaced, lambda some: run_jobs(some, workers, distribute=distribute), _itself)
    annotated_once = {job.source for job in final if job.prepared is not None}
    first_replaced = {id(result) for result in replaced}
    by_source = {result.source: result for result in written}
    for p in prepared:
        if p.result.error is not None:
            yield p.result  # it failed before its replacement: its reason
            continue
        result = by_source[p.job.source]
        if id(result) not in first_replaced and p.job.source in annotated_once:
            # Replaced once more to follow renamed ids, from the data held: what the annotation
            # found comes first, as in the file's first replacement.
            _as_annotated(result, p.result)
        yield result


def _as_annotated(result: FileResult, annotated: FileResult) -> None:
    """``result`` of replacing a file annotated before (``annotated``), with what that found:
    its held proposals, decisions and warnings come before the replacement's."""
    result.held, result.decisions = annotated.held, annotated.decisions
    result.stale, result.unmatched = annotated.stale, annotated.unmatched
    result.held_proposals = annotated.held_proposals
    result.long_posts = annotated.long_posts
    result.warnings = annotated.warnings + result.warnings


def _as_before(job: Job, again: Job) -> tuple[FileResult, Job]:
    """A file that failed in its replacement, or that the policy left out after the run's names
    sent it round again, made as a run of two full rounds made it, and the job that made it:
    such a file was not sent round again after a failure or exclusion in its first round, and
    its messages name the lines of the file as read, not as annotated and read back. Its first
    round (``job``) again, and where that passed and the run's names changed the file, the
    second (``again``, annotated with them)."""
    first = process(job)
    if first.error or first.excluded or not again.settings.run_names:
        return first, job
    second = process(replace(again, prepared=None, inventory=None))
    if second.unchanged:
        return first, job
    drop_first_output([again], second)  # its first output holds what this run found it would leak
    return second, replace(again, prepared=None, inventory=None, first_digest=None)


def _with_audit_finds(
    pseudonymiser: Pseudonymiser,
    key: KeyFile,
    work: list[Job],
    written: list[FileResult],
    workers: int,
    distribute: Callable[..., Iterable[object]] | None,
) -> list[FileResult]:
    """``written``, the files whose audit marked further occurrences of a name replaced again with
    their surrogates in the table and the key (:mod:`teianon.pseudonym.audit_finds`)."""
    marked = {r.source: r.marked for r in written if r.marked and not r.error}
    again = []
    for job in (j for j in work if j.source in marked and j.inventory is not None):
        grown = with_audit_finds(pseudonymiser, job.inventory, marked[job.source])  # type: ignore[arg-type]
        if grown is not None:
            again.append(replace(job, inventory=grown, surrogates_json=pseudonymiser.table_for(grown)))
    if not again:
        return written
    key.save()
    redone = {}
    for result in run_jobs(again, workers, distribute=distribute):
        drop_first_output(again, result)
        redone[result.source] = result
    return [redone.get(result.source, result) for result in written]


def _itself(result: FileResult) -> FileResult:
    return result


# --- pseudonym mode: the whole corpus decides the surrogates before any file is written --------

# The first pass of pseudonym mode keeps the annotated files (compressed) up to this size; the
# files beyond it are annotated again in the second pass instead of being held in memory.
PREPARED_BUDGET = 256 * 2**20


def run_pseudonymised(
    jobs: list[Job],
    workers: int,
    key: KeyFile,
    scope: str = "document",
    progress: Callable[[Path], None] = lambda source: None,
    distribute: Callable[..., Iterable[object]] | None = None,
) -> Iterator[FileResult]:
    """Pseudonym mode over a corpus: every file is annotated and inventoried first, surrogates
    are chosen for all of them at once (consistent across files, extending ``key``), the key is
    saved, and only then are the outputs written. Shared names become warnings of the file
    where they first occur, surrogates of the key drawn again (real names of this corpus)
    warnings of the file that would have used them."""
    with kept_workers():
        yield from _pseudonymised(jobs, workers, key, scope, progress, distribute)


def _pseudonymised(
    jobs: list[Job],
    workers: int,
    key: KeyFile,
    scope: str,
    progress: Callable[[Path], None],
    distribute: Callable[..., Iterable[object]] | None,
) -> Iterator[FileResult]:
    # The people one file replaces are looked for in the others too, before any surrogate is
    # chosen: the same person gets the same surrogate in every file. Each prepared file is held
    # within the budget as it arrives, not only once all of them are done.
    prepared: list[Prepared] = across_files(
        jobs,
        lambda some: run_jobs(some, workers, prepare, distribute, largest_first=True),
        _result_of,
        lambda result: progress(result.source),
        _within_budget(),
    )
    # Workers finish in any order, but who draws first decides who gets a contested surrogate:
    # back into job order, so that the same salt gives the same output with any -j.
    order = {job.target: index for index, job in enumerate(jobs)}
    prepared.sort(key=lambda p: order[p.job.target])
    ready = [p for p in prepared if p.inventory is not None]
    for failed in (p for p in prepared if p.inventory is None):
        yield failed.result
    inventories = [p.inventory for p in ready if p.inventory is not None]
    shared, links = shared_names(inventories, scope, key.data["mapping"])
    link_other_files(inventories, links)
    pseudonymiser = Pseudonymiser(key, inventories, links)
    pseudonymiser.assign()
    renew_workers()  # the replacement's workers do not hold the annotation's caches
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
    work = [
        replace(p.job, prepared=p.data, inventory=p.inventory, surrogates_json=pseudonymiser.table_for(p.inventory))
        for p in ready
        if p.inventory is not None
    ]
    # Every file is replaced before any result is given: the files that point into ids another
    # file renamed for a name are replaced once more (teianon.pipeline.renamed_ids).
    written = follow_renamed_ids(
        work,
        list(run_jobs(work, workers, distribute=distribute)),
        lambda some: run_jobs(some, workers, distribute=distribute),
        _itself,
    )
    written = _with_audit_finds(pseudonymiser, key, work, written, workers, distribute)
    for result in written:
        earlier = first[str(result.source)]
        if earlier.data is not None:
            # Not annotated again: what the first pass found (held proposals, decisions) is this
            # file's.
            result.held, result.decisions = earlier.result.held, earlier.result.decisions
            result.stale, result.unmatched = earlier.result.stale, earlier.result.unmatched
            result.held_proposals = earlier.result.held_proposals
            result.long_posts = earlier.result.long_posts
        result.warnings = warnings.get(str(result.source), []) + result.warnings
        yield result


def _within_budget() -> Callable[[Prepared], Prepared]:
    """What is held of each prepared file as they arrive: its annotated data while all that is
    held stays within :data:`PREPARED_BUDGET`, none beyond (annotated again when replaced)."""
    kept = 0

    def within_budget(item: Prepared) -> Prepared:
        nonlocal kept
        if item.data is not None:
            kept += len(item.data)
            if kept > PREPARED_BUDGET:
                item.data = None  # annotated again in the second pass: memory stays bounded
        return item

    return within_budget


def _result_of(prepared: Prepared) -> FileResult:
    return prepared.result


def default_jobs() -> int:
    return max(1, (os.cpu_count() or 1))


def link_other_files(inventories: list[Inventory], links: dict[str, dict[tuple[str, str], str]]) -> None:
    """Unlinked nicknames of one file that are a name of exactly one participant of another file
    (and of nobody in their own) are that participant: one surrogate for one person across the
    corpus. Adds to ``links`` (per file: (category, original) -> participant key)."""
    owners: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for inventory in inventories:
        for person in inventory.participants:
            if not person.replaced:
                continue
            for name in person.names:
                for _, form in name_variants(name):
                    owners[form.casefold()][inventory.source].add(person.key)
    for inventory in inventories:
        file_links = links.setdefault(inventory.source, {})
        for reference in inventory.references:
            if reference.category != "NICK" or reference.participant or ("NICK", reference.original) in file_links:
                continue
            by_file = owners.get(reference.original.casefold(), {})
            if inventory.source in by_file:
                continue
            people = {k for keys in by_file.values() for k in keys}
            if len(people) == 1:
                file_links[("NICK", reference.original)] = people.pop()
