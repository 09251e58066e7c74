"""Surrogates across scripts: one participant, one surrogate, in the letters of each mention.

A participant listed as ``Jewgenija Saweljewa`` is written ``Евгения`` by a friend who types in
Russian. The linker knows both for one person (:mod:`teianon.detect.scripts`); the surrogate of
the Cyrillic form is the surrogate of the Latin part it is a spelling of (the same script key),
written in Cyrillic (or Greek) letters, so that a reader sees one person in two scripts, as the
original had it, not two people. The writing is a plain letter-by-letter transcription, the
reverse of the common romanisations (``Michaela`` → ``Михаела``, ``Sophia`` → ``Σοφια``); a
surrogate holds no letter it cannot write, so it always can.
"""

from __future__ import annotations

import regex

from ..detect.scripts import other_script, script_key

# Latin letter groups as Russian and Greek writing would take them, longest first.
_TO_CYRILLIC = (
    ("shch", "щ"), ("sch", "ш"), ("zh", "ж"), ("kh", "х"), ("ts", "ц"), ("tz", "ц"), ("ch", "ч"), ("sh", "ш"),
    ("yu", "ю"), ("ju", "ю"), ("ya", "я"), ("ja", "я"), ("ye", "е"), ("je", "е"), ("yo", "ё"), ("ph", "ф"),
    ("th", "т"), ("x", "кс"), ("a", "а"), ("b", "б"), ("c", "к"), ("d", "д"), ("e", "е"), ("f", "ф"),
    ("g", "г"), ("h", "х"), ("i", "и"), ("j", "й"), ("k", "к"), ("l", "л"), ("m", "м"), ("n", "н"),
    ("o", "о"), ("p", "п"), ("q", "к"), ("r", "р"), ("s", "с"), ("t", "т"), ("u", "у"), ("v", "в"),
    ("w", "в"), ("y", "и"), ("z", "з"),
)  # fmt: skip
_TO_GREEK = (
    ("th", "θ"), ("ch", "χ"), ("ph", "φ"), ("ps", "ψ"), ("ks", "ξ"), ("ou", "ου"), ("mp", "μπ"), ("nt", "ντ"),
    ("x", "ξ"), ("a", "α"), ("b", "μπ"), ("c", "κ"), ("d", "ντ"), ("e", "ε"), ("f", "φ"), ("g", "γ"),
    ("h", "χ"), ("i", "ι"), ("j", "ι"), ("k", "κ"), ("l", "λ"), ("m", "μ"), ("n", "ν"), ("o", "ο"),
    ("p", "π"), ("q", "κ"), ("r", "ρ"), ("s", "σ"), ("t", "τ"), ("u", "ου"), ("v", "β"), ("w", "β"),
    ("y", "ι"), ("z", "ζ"),
)  # fmt: skip
_CYRILLIC = regex.compile(r"\p{Script=Cyrillic}")
_GREEK = regex.compile(r"\p{Script=Greek}")


def _write(text: str, table: tuple[tuple[str, str], ...]) -> str:
    lower, out, k = text.casefold(), [], 0
    while k < len(lower):
        for latin, letters in table:
            if lower.startswith(latin, k):
                out.append(letters)
                k += len(latin)
                break
        else:
            out.append(lower[k])
            k += 1
    return "".join(out)


def in_script_of(surrogate: str, original: str) -> str:
    """``surrogate`` (Latin letters) written in the script of ``original``, capitalised like it;
    as it is where ``original`` is in Latin letters."""
    if _CYRILLIC.search(original):
        written = _write(surrogate, _TO_CYRILLIC)
    elif _GREEK.search(original):
        written = _write(surrogate, _TO_GREEK)
        if written.endswith("σ"):
            written = written[:-1] + "ς"
    else:
        return surrogate
    if original.isupper():
        return written.upper()
    return written[:1].upper() + written[1:] if original[:1].isupper() else written


def across_scripts(parts: dict[str, str], segment: str) -> str | None:
    """The surrogate of ``segment`` where it is a part of ``parts`` (folded original -> its
    surrogate) in other letters (the same script key), written in the segment's letters."""
    foreign = other_script(segment)
    key = script_key(segment)
    if len(key) < 3:
        return None
    for known, surrogate in parts.items():
        if other_script(known) != foreign and not other_script(surrogate) and script_key(known) == key:
            return in_script_of(surrogate, segment)
    return None
