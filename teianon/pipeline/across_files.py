"""Third parties across the files of a run: a person one file replaces with high evidence is
replaced where another file of the run names them (:mod:`teianon.annotate.run_names`).

Each file is annotated once as before, and says which people it replaced for sure
(:attr:`~teianon.pipeline.settings.FileResult.names`). When every file is annotated, the files
whose text holds a name only another file replaced are annotated again, with the names of the
whole run among their repeats' targets; only then is any file replaced
(:func:`teianon.pipeline.corpus.run_placeholders`, and pseudonym mode's surrogates), so that each
is replaced, audited and validated once. What a file becomes depends on its own text and on the names
of the whole run, never on the order in which the files finished: the run's names are sorted,
the same for every file, and a file that holds none of the others' names comes out as it did
the first time. A name a file finds only through another file is not passed on again (its
repeats are not confirmed names), so one round is enough. A file whose annotations come out of
the second round as they came out of the first (the run's names were only seemingly in it) keeps
its first round (:attr:`~teianon.pipeline.settings.FileResult.digest`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TypeVar

from ..annotate.run_names import RunName, RunNamesLook
from ..errors import TeianonError
from ..read.xmlio import read_file
from .annotation import detected_size
from .renamed_ids import drop_first_output
from .settings import ANNOTATING, FileResult, Job

R = TypeVar("R")

# What the first round detected is held for the second up to this many mentions (the bound of
# each process's own, teianon.pipeline.annotation, for each of two workers); beyond it a file
# sent round again is detected again.
DETECTED_BUDGET = 400_000


def across_files(
    jobs: list[Job],
    run: Callable[[list[Job]], Iterable[R]],
    result_of: Callable[[R], FileResult],
    progress: Callable[[FileResult], None] = lambda result: None,
    keep: Callable[[R], R] = lambda item: item,
) -> list[R]:
    """``run`` on ``jobs`` (``progress`` after each file), then again on the files that hold a
    name another file replaced, with the run's names; the results in the order of ``jobs``.
    Where the run has one file, or does not annotate, the first results are the last. ``keep``
    is what is held of each result while the others run (a prepared file's data is dropped
    beyond its budget there, so that the memory of the whole run stays bounded)."""
    first: dict[object, R] = {}
    detected = 0
    for item in run(jobs):
        result = result_of(item)
        progress(result)
        detected += detected_size(result.detected)
        if detected > DETECTED_BUDGET:
            result.detected = ()  # detected again if sent round: memory stays bounded
        first[result.source] = keep(item)
    names: tuple[RunName, ...] = ()
    if len(jobs) > 1 and all(job.stage in ANNOTATING for job in jobs):
        names = tuple(sorted({n for item in first.values() for n in result_of(item).names}))
    look = RunNamesLook(names) if names else None
    again = [
        replace(
            job,
            settings=replace(job.settings, run_names=names),
            first_digest=result_of(first[job.source]).digest,
            detected=result_of(first[job.source]).detected,
        )
        for job in jobs
        if job.source in first and _due(job, result_of(first[job.source]), names, look)
    ]
    for item in first.values():
        result_of(item).detected = ()  # handed on to the jobs that need them
    for item in run(again) if again else ():
        result = result_of(item)
        if result.unchanged:
            # Annotated and held as the first time (the run's names are not in its text): the
            # first round's result stands.
            continue
        drop_first_output(again, result)  # it holds what this run found it would leak
        first[result.source] = keep(item)
    return [first[job.source] for job in jobs if job.source in first]


def _due(job: Job, result: FileResult, names: tuple[RunName, ...], look: RunNamesLook | None) -> bool:
    """Whether ``job``'s file (done once, as ``result`` says) may hold a name of ``names`` that
    it did not replace itself (``look``: the run's names' targets, made once for all files)."""
    if not names or look is None or result.error or result.excluded:
        return False
    others = [name for name in names if name not in result.names]
    if not others:
        return False
    try:
        text = read_file(job.source).decode("utf-8", errors="replace")
    except TeianonError:
        return True  # annotated again, the file says itself what is wrong with it
    return look.names_in(text, others)
