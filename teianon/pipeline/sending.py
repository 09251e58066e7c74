"""A round's jobs on their way to worker processes and back: the settings the jobs of a run share
are pickled once a round, not once a job.

A run's settings hold every participant of every file of the run and the list of its files (and,
in its second round, the names the run replaced), so that each job, pickled on its own to a
worker, carried all of them: a round of 200 files pickled them 200 times in the run's own process
and unpickled them 200 times in the workers, and each worker, given a new settings object with
each job, worked out their digest (:func:`teianon.pipeline.annotation._settings_key`) for each
job again; a :class:`~teianon.pipeline.settings.Prepared` brought them all back. That grows with
the square of the files (issue 41: some 10 CPU-s a round at 200 files of 40 participants, over
three minutes at 1,000). Now each distinct settings object goes as one string of bytes, which a
worker unpickles once and then hands to every job of that round, and a prepared file comes
back without them (the run puts its own back).
"""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar

from .settings import Job, Prepared, Settings

R = TypeVar("R")

# What a job travels with in place of its settings (and a prepared file comes back with).
_BLANK = Settings()


@dataclass(frozen=True)
class Sent:
    """A job without its settings, and its settings pickled (``digest`` names them)."""

    job: Job
    digest: bytes
    settings: bytes


def sent(jobs: list[Job]) -> list[Sent]:
    """The jobs as they go to the workers: each distinct settings object pickled once."""
    packed: dict[int, tuple[bytes, bytes]] = {}
    items = []
    for job in jobs:
        if id(job.settings) not in packed:
            data = pickle.dumps(job.settings, pickle.HIGHEST_PROTOCOL)
            packed[id(job.settings)] = (hashlib.blake2b(data, digest_size=16).digest(), data)
        digest, data = packed[id(job.settings)]
        items.append(Sent(replace(job, settings=_BLANK), digest, data))
    return items


# In a worker: the settings unpickled, by their digest (a run has a few: one a round, one a file
# where a reviewer's decisions are each file's own).
_received: dict[bytes, Settings] = {}
_RECEIVED_MAX = 4


def received(work: Callable[[Job], R], item: Sent) -> R:
    """In a worker: ``work`` on the job of ``item`` with its settings, the same object for every
    job that shares them."""
    settings = _received.get(item.digest)
    if settings is None:
        if len(_received) >= _RECEIVED_MAX:
            _received.clear()
        settings = _received[item.digest] = pickle.loads(item.settings)
    result = work(replace(item.job, settings=settings))
    if isinstance(result, Prepared) and result.job.settings is settings:
        result.job = replace(result.job, settings=_BLANK)
    return result


def restored(result: R, jobs: dict[Path, Job]) -> R:
    """In the run's process: a prepared file's job with its settings again (the run's own object,
    which its jobs share)."""
    if isinstance(result, Prepared) and result.job.source in jobs:
        result.job = replace(result.job, settings=jobs[result.job.source].settings)
    return result
