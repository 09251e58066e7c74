"""`run -j N` does each file's work once, as `-j 1` does (issue 41): the rounds of a run (every
file annotated, the files that hold another's name again, then each replaced) share one pool of
worker processes."""

from __future__ import annotations

import multiprocessing
import os

from teianon.pipeline.workers import kept_workers, run_parallel


def _pid(item: int) -> int:
    return os.getpid()


def test_the_rounds_of_a_run_share_one_pool_of_workers():
    before = set(multiprocessing.active_children())
    with kept_workers():
        rounds = [set(run_parallel(list(range(n)), 2, _pid, [])) for n in (6, 4, 2)]
        assert len(set().union(*rounds)) <= 2, rounds  # no new workers for the later rounds
    assert os.getpid() not in set().union(*rounds)
    assert set(multiprocessing.active_children()) <= before  # ended with the run


def test_without_a_kept_pool_each_call_has_its_own():
    # What a caller outside a run gets, as before: its workers end with the call.
    before = set(multiprocessing.active_children())
    assert len(set(run_parallel(list(range(4)), 2, _pid, []))) >= 1
    assert set(multiprocessing.active_children()) <= before
