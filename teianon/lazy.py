"""Regular expressions compiled when first used, not when their module is imported.

`regex` compiles a pattern with a parser written in Python: the detectors' module-level patterns
cost about a CPU-second and a half in every process that loads them, most of it in patterns for
what a given corpus rarely or never holds (dates of birth in notices, national identity numbers,
numbers in words). A pattern made by :func:`lazy` is compiled the first time one of its methods
or attributes is asked for; after that the compiled pattern's bound methods sit on the object
itself, so a call costs what a call on the compiled pattern costs.
"""

from __future__ import annotations

from typing import Any, cast

import regex


class _Lazy:
    """Stands for ``regex.compile(pattern, flags, **named_lists)`` until it is first used."""

    def __init__(self, pattern: str, flags: int, named_lists: dict[str, Any]) -> None:
        # The source is there at once: patterns are built from one another's text at import.
        self.pattern = pattern
        self._flags = flags
        self._named_lists = named_lists

    def compiled(self) -> regex.Pattern[str]:
        found = self.__dict__.get("_compiled")
        if found is None:
            found = self.__dict__["_compiled"] = regex.compile(self.pattern, self._flags, **self._named_lists)
        return cast("regex.Pattern[str]", found)

    def __getattr__(self, name: str) -> Any:
        # Reached only for what the object does not hold yet; the protocols of copy and pickle
        # ask for dunders that a pattern must not answer for this object.
        if name.startswith("__"):
            raise AttributeError(name)
        value = getattr(self.compiled(), name)
        self.__dict__[name] = value
        return value

    def __reduce__(self) -> tuple[Any, ...]:
        return (_remade, (self.pattern, self._flags, self._named_lists))

    def __repr__(self) -> str:
        return f"lazy({self.pattern!r}, {self._flags})"


# Every lazy pattern made, so that the tests can compile them all: a broken rule must still fail
# in the tests, not first mid-corpus.
_MADE: list[_Lazy] = []


def lazy(pattern: str, flags: int = 0, **named_lists: Any) -> regex.Pattern[str]:
    """``regex.compile(pattern, flags, **named_lists)``, done when the pattern is first used."""
    made = _Lazy(pattern, flags, named_lists)
    _MADE.append(made)
    return cast("regex.Pattern[str]", made)


def _remade(pattern: str, flags: int, named_lists: dict[str, Any]) -> regex.Pattern[str]:
    return lazy(pattern, flags, **named_lists)


def compile_all() -> int:
    """Compile every lazy pattern made so far (how many): what the tests check, and what a
    program does that wants no compiling later."""
    for made in _MADE:
        made.compiled()
    return len(_MADE)
