"""Pointers into ids renamed for a name, across the files of a run (issue 39).

A file whose ids hold a name it replaces (``kleve_trip_1`` beside the town Kleve) has them
renamed (:func:`teianon.replace.source_ids.named_ids`); which names a file replaces is known
only once it is annotated, so a pointer of another file of the run (``ids.xml#kleve_trip_1``)
cannot know before that the ids it names go. Ids that carry a platform's id are known from the
file itself and followed from the start (:mod:`teianon.replace.pointers`).

When every file of the run is replaced, each says whether its ids were renamed
(:attr:`~teianon.pipeline.settings.FileResult.renamed_ids`). The files that point into one whose
renaming their own replacement could not know are replaced again, told which files' ids were
renamed (:attr:`~teianon.replace.pointers.RunFile.renamed`): their pointers then follow as they
follow platform ids. Whether a file's ids are renamed depends on that file alone, never on the
pointers of others, so one more round is enough; and what every file becomes depends on the
run's files, not on the order in which they finished.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from ..errors import TeianonError
from ..read.xmlio import read_file
from ..replace.pointers import RunFile, renamed_unknown
from .settings import REPLACING, FileResult, Job

R = TypeVar("R")


def follow_renamed_ids(
    jobs: list[Job], done: list[R], run: Callable[[list[Job]], Iterable[R]], result_of: Callable[[R], FileResult]
) -> list[R]:
    """``done`` (the results of ``jobs``, in their order), with the files that point into
    another file of the run whose ids were renamed for a name replaced again by ``run``, told of
    it. Where no file's ids were renamed so, ``done`` as it is."""
    by_source = {result_of(item).source: item for item in done}
    renamed = {
        str(source) for source, item in by_source.items() if result_of(item).renamed_ids and not result_of(item).error
    }
    files = next((job.settings.run_files for job in jobs if job.settings.run_files), ())
    if not renamed or not files or any(job.stage not in REPLACING for job in jobs):
        return done
    policy = jobs[0].settings.policy_json
    # Only the renamings that the pointing files could not read from the file itself.
    unknown = {f.source for f in files if f.source in renamed and renamed_unknown(f.source, policy)}
    if not unknown:
        return done
    told = tuple(replace(f, renamed=f.source in renamed) for f in files)
    again = [
        replace(job, settings=replace(job.settings, run_files=told))
        for job in jobs
        if job.source in by_source
        and not result_of(by_source[job.source]).excluded
        and _points_into(job, [f for f in files if f.source in unknown])
    ]
    for item in run(again) if again else ():
        result = result_of(item)
        # Its first output still holds the names of the ids its pointers named: it goes.
        drop_first_output(again, result)
        by_source[result.source] = item
    return [by_source[job.source] for job in jobs if job.source in by_source]


def drop_first_output(again: list[Job], result: FileResult) -> None:
    """Remove the first round's output of a file that failed when it was processed again: that
    output holds what the later round found it would leak, so it goes with the error."""
    if result.error and result.target is None:
        for job in again:
            if job.source == result.source:
                job.target.unlink(missing_ok=True)


def _points_into(job: Job, targets: list[RunFile]) -> bool:
    """Whether ``job``'s file may hold a pointer into one of ``targets``: the target's file
    name, as a pointer's path ends in it, before a ``#`` (a cheap test of the bytes; a file
    that only seems to point is replaced again as it was)."""
    try:
        text = read_file(job.source).decode("utf-8", errors="replace")
    except TeianonError:
        return False
    own = Path(job.source)
    return any(
        str(Path(target.source)) != str(own) and posixpath.basename(target.key) + "#" in text for target in targets
    )
