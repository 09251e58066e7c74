"""What the passes of the repeats share instead of working it out again (issue 41).

A file's repeats are completed up to four times (after annotating, after the hold, and again
in a run's second round with the run's names), and each completion reads every reference of
the document three times (:func:`~teianon.annotate.repeat_harmonise.harmonise`,
:func:`~teianon.annotate.derived.loosen_derived`, the targets). Here:

- :func:`shared_facts`: within one completion, what a reference says (its words, whether it
  stands in the project's metadata, whether it holds a placeholder and words) is read once.
  Those passes change attributes and unwrap teianon's own proposals, never a reference's words
  or the elements above it; a re-typed reference is read again (the type is in the key).
- :func:`searches`: the automata of a set of targets, made once for the completions that look
  for the same targets (the completion after the hold, where the hold changed no target), and
  let go when the file's annotation is done (:func:`forget_searches`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

from lxml import etree

from .glued import Glued
from .misspelt import Misspelt
from .repeat_search import Search

if TYPE_CHECKING:
    from .repeats import Target

_F = TypeVar("_F")

_FACTS: list[dict[tuple[etree._Element, str], object]] = []


@contextmanager
def shared_facts() -> Iterator[None]:
    """Within this, each reference's words and places are read once (not once per pass)."""
    _FACTS.append({})
    try:
        yield
    finally:
        _FACTS.pop()


def fact(kind: str, element: etree._Element, work: Callable[[etree._Element], _F]) -> _F:
    """``work(element)``, once per ``kind``, element and type within :func:`shared_facts`."""
    if not _FACTS:
        return work(element)
    # The memo holds the element, so lxml hands out the same proxy for it while it lasts.
    key = (element, kind + (element.get("type") or ""))
    memo = _FACTS[-1]
    if key not in memo:
        memo[key] = work(element)
    return memo[key]  # type: ignore[return-value]


Searches = tuple[Search, dict[str, "Target"], Glued, Misspelt]


@lru_cache(maxsize=1)
def searches(targets: tuple[Target, ...]) -> Searches:
    """The whole-word search, the targets by folded text (the last of equal ones), the glued and
    the misspelt names' searches of ``targets`` (in their order): read-only once made. The last
    one is kept, till :func:`forget_searches`."""
    listed = list(targets)
    return Search(listed), {t.text.casefold(): t for t in listed}, Glued(listed), Misspelt(listed)


def forget_searches() -> None:
    """Let the last searches go, once a file's completions are done (the peak memory of the
    replacement after them is not to hold them)."""
    searches.cache_clear()
