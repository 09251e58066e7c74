"""What the passes of the repeats share instead of working it out again (issue 41).

A file's repeats are completed up to four times (after annotating, after the hold, and again
in a run's second round with the run's names), and each completion reads every reference of
the document three times (:func:`~teianon.annotate.repeat_harmonise.harmonise`,
:func:`~teianon.annotate.derived.loosen_derived`, the targets). Here:

- :func:`shared_facts`: within one completion, what a reference says (its words, whether it
  stands in the project's metadata, whether it holds a placeholder and words) is read once.
  Those passes change attributes and unwrap teianon's own proposals, never a reference's words
  or the elements above it; a re-typed reference is read again (the type is in the key).
- :func:`searches`: the automata of a set of targets, made for one completion. (They were kept
  for a completion after the hold that looks for the same targets; over the samples, the TEI-CMC
  files and the benchmark's chats no completion ever did, so nothing is kept.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
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


def searches(targets: list[Target]) -> Searches:
    """The whole-word search, the targets by folded text (the last of equal ones), the glued and
    the misspelt names' searches of ``targets`` (in their order): read-only once made."""
    return Search(targets), {t.text.casefold(): t for t in targets}, Glued(targets), Misspelt(targets)
