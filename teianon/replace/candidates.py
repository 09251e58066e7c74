"""Which strings of the hidden table the stylesheet tries in which value (teianon:hide).

Without a list of candidates the stylesheet (``xslt/modules/hidden.xsl``) would look for every
string's part in every value it searches: values times strings, and a corpus of many documents
has thousands of each. :func:`hidden_candidates` finds them all in one pass over each value;
:func:`used_strings` cuts the table to what some value may hold.
"""

from __future__ import annotations

from collections.abc import Iterable

import regex

from ..read.search import Literals

# What the stylesheet's teianon:fold-ascii does: the characters that match an ASCII letter in a
# case-blind regular expression, as that lower-case letter.
_FOLD_ASCII = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ\u0130\u0131\u017f\u212a", "abcdefghijklmnopqrstuvwxyziisk")
_NOT_PRINTABLE_ASCII = regex.compile(r"[^!-~]+")
_ASCII = regex.compile(r"[\x00-\x7f]*")


def _run(text: str) -> str | None:
    """The part of a string that a value must contain wherever the string matches in it, as the
    stylesheet computes it (teianon:hidden-runs: the longest run of printable ASCII characters
    of the lower-cased string, folded); None where that cannot be told here for certain (a
    string with other characters, whose lower-casing in XPath may differ from Python's)."""
    if not _ASCII.fullmatch(text):
        return None
    runs = _NOT_PRINTABLE_ASCII.split(text.lower().translate(_FOLD_ASCII))
    longest = max(runs, key=len)
    return longest or None


def used_strings(
    strings: list[dict[str, str]], always: list[int], candidates: dict[str, list[int]], spans: list[dict[str, object]]
) -> tuple[list[dict[str, str]], list[int], dict[str, list[int]]]:
    """``strings`` cut down to those some value may hold (its candidates, those always tried, and
    those a span puts in place), the indices renumbered."""
    # As the stylesheet looks a span's string up: lower-case(normalize-space()).
    placed = {" ".join(str(at[2]).split()).lower() for span in spans for at in span["at"]}  # type: ignore[attr-defined]
    kept = sorted(
        {*always, *(i for found in candidates.values() for i in found)}
        | {i for i, entry in enumerate(strings) if " ".join(entry["text"].split()).lower() in placed}
    )
    new = {old: n for n, old in enumerate(kept)}
    return (
        [strings[i] for i in kept],
        [new[i] for i in always],
        {value: [new[i] for i in found] for value, found in candidates.items()},
    )


def hidden_candidates(strings: list[dict[str, str]], values: Iterable[str]) -> tuple[list[int], dict[str, list[int]]]:
    """For the stylesheet's teianon:hide, which of ``strings`` (their indices) may match in each
    of ``values``: those whose part that must be there (:func:`_run`) stands in the value, and,
    in ``always``, those this cannot be told of. Without it the stylesheet looks for every
    string's part in every value it searches: values times strings, and a corpus of many
    documents has thousands of each. One pass over each value finds them all."""
    always: list[int] = []
    runs: list[tuple[str, int]] = []
    for index, entry in enumerate(strings):
        run = _run(" ".join(entry["text"].split()))
        if run is None:
            always.append(index)
        else:
            runs.append((run, index))
    literals = Literals(runs)
    candidates: dict[str, list[int]] = {}
    for value in values:
        if value not in candidates:
            candidates[value] = sorted(literals.found(value.translate(_FOLD_ASCII)))
    return always, candidates
