"""Which of teianon's regular expressions take super-linear time on some input.

    .venv/bin/python benchmarks/regex_growth.py [--base 1000] [--factor 16] [--limit 20] [--timeout 2]
                                                [--only detect.place] [--all]

Imports every module of teianon (detect, read, annotate, checks, replace, importers, review,
and the rest), collects each compiled ``re`` or ``regex`` pattern held at module level (alone or
in a tuple, list, dict or frozenset there), and runs it over adversarial strings of ``--base``
and ``--factor`` × ``--base`` characters: runs of one character class, two classes alternating,
the pattern's own literal pieces repeated (``a@a@``, ``http://a/a``, ``1.1.1.``,
``Kaiser-Kaiser-``), emoji and zero-width characters between letters. Each run is a whole
``finditer`` (what ``search``, ``findall`` and ``sub`` do over a text that holds no match, and
over one that holds many). A linear pattern takes about ``--factor`` times as long on the longer
string; one whose time grows more than ``--limit`` times (and takes more than a millisecond) is
listed with the string that shows it. Times are CPU seconds of the thread, each the least of a few
runs where a pattern looks super-linear. A run longer than ``--timeout`` seconds is stopped and
counted as that long.

Patterns compiled inside functions are not reached; nor is a pattern run only with ``match`` at
one place told apart from one that is searched (its ``finditer`` may be slower than its use).
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import signal
import sys
import time
from collections.abc import Callable, Iterator

import regex

import teianon

Pattern = re.Pattern[str] | regex.Pattern[str]

# Adversarial strings by name: each makes one of n characters.
CLASSES = {
    "lower": "a", "upper": "A", "digit": "1", "space": " ", "dot": ".", "hyphen": "-", "at": "@",
    "slash": "/", "colon": ":", "newline": "\n", "paren": "(", "quote": "'", "hash": "#", "underscore": "_",
    "umlaut": "ä", "emoji": "\U0001F600", "zero-width": "\u200b",
}
UNITS = [
    "a@", "a.", "a-", "a/", "1.", "1 ", "1-", "a ", "A ", "Aa", "Aa-", "a1", "http://a", "/a", "www.a.", "Kaiser-",
    "Herr ", "die ", "hallo lela2 ", "a\u200b", "\U0001F600 ", "(a", "a)", "ab", "ha", "xX", "@a ", "#a",
    "Anna Koch ", ".a", "a:", "1,", "12.03.", "+49 ", "0231 ", "a=1&", "?a=", "a_", "Ab", "aB",
]


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda n: (unit * (n // len(unit) + 1))[:n]


def adversarial() -> dict[str, Callable[[int], str]]:
    strings: dict[str, Callable[[int], str]] = {}
    for name, char in CLASSES.items():
        strings[f"{name} run"] = _repeat(char)
    for unit in UNITS:
        strings[repr(unit)] = _repeat(unit)
    strings["A + a run"] = lambda n: "A" + "a" * (n - 1)
    strings["a run + !"] = lambda n: "a" * (n - 1) + "!"
    strings["hall + o run"] = lambda n: "hall" + "o" * (n - 4)
    strings["( run + ) run"] = lambda n: "(" * (n // 2) + ")" * (n - n // 2)
    return strings


_LITERAL = re.compile(r"[A-Za-zÄÖÜäöüß@/.:\-]{2,}")


def literal_units(pattern: Pattern) -> list[str]:
    """A few literal pieces of the pattern's source (``straße``, ``http``), to repeat."""
    source = regex.sub(r"\\[pPN]\{[^}]*\}|\\.|\(\?[<!=P]*[^)]*?[>)]", " ", pattern.pattern)
    pieces = sorted(set(_LITERAL.findall(source)), key=len, reverse=True)[:3]
    return [p + sep for p in pieces for sep in ("", "-", " ")]


class Timeout(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise Timeout


def timed(pattern: Pattern, text: str, timeout: float) -> float:
    """CPU seconds of this thread (others' work on a shared machine does not count)."""
    signal.setitimer(signal.ITIMER_REAL, timeout)
    start = time.thread_time()
    try:
        for _ in pattern.finditer(text):
            pass
    except Timeout:
        return timeout
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return time.thread_time() - start


def modules() -> Iterator[tuple[str, object]]:
    for info in pkgutil.walk_packages(teianon.__path__, "teianon."):
        try:
            yield info.name, importlib.import_module(info.name)
        except Exception as error:  # an optional extra not installed: say so, go on
            print(f"  (not imported: {info.name}: {error.__class__.__name__}: {error})", file=sys.stderr)


def patterns() -> Iterator[tuple[str, str, Pattern]]:
    """(module, name, pattern) of each compiled pattern at module level, each object once."""
    seen: set[int] = set()
    kinds = (re.Pattern, regex.Pattern)
    for module_name, module in modules():
        for name, value in vars(module).items():
            if isinstance(value, dict):
                items = [(f"{name}[{k!r}]", v) for k, v in value.items()]
            elif isinstance(value, (tuple, list, frozenset, set)):
                items = [(f"{name}[{i}]", v) for i, v in enumerate(value)]
            else:
                items = [(name, value)]
            for label, item in items:
                if isinstance(item, kinds) and isinstance(item.pattern, str) and id(item) not in seen:
                    seen.add(id(item))
                    yield module_name.removeprefix("teianon."), label, item


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", type=int, default=1000, help="characters of the shorter string")
    parser.add_argument("--factor", type=int, default=16, help="the longer string is this many times longer")
    parser.add_argument("--limit", type=float, default=20.0, help="list a pattern whose time grows more than this")
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds; a longer run is stopped")
    parser.add_argument("--only", default="", help="modules whose name begins so (detect.place,read)")
    parser.add_argument("--all", action="store_true", help="print every pattern's worst growth, not only the listed")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, _alarm)
    strings = adversarial()
    only = tuple(p for p in args.only.split(",") if p)
    found = checked = 0
    print(f"time of a whole finditer on {args.base:,} and {args.base * args.factor:,} characters; "
          f"linear is ×{args.factor}; listed: more than ×{args.limit:g}")
    print(f"{'module':<26} {'pattern':<28} {'growth':>8} {'long s':>8}  worst string")
    for module, name, pattern in patterns():
        if only and not module.startswith(only):
            continue
        checked += 1
        worst: tuple[float, float, str] = (0.0, 0.0, "")
        cases = dict(strings)
        for unit in literal_units(pattern):
            cases[repr(unit)] = _repeat(unit)
        for label, make in cases.items():
            short = min(timed(pattern, make(args.base), args.timeout) for _ in range(2))
            long = timed(pattern, make(args.base * args.factor), args.timeout)
            if long < 1e-3:
                continue
            growth = long / max(short, 1e-6)
            if growth > args.limit:
                # Repeat before believing it: even CPU time is noisy on a busy machine.
                short = max(short, min(timed(pattern, make(args.base), args.timeout) for _ in range(3)))
                long = min([long] + [timed(pattern, make(args.base * args.factor), args.timeout) for _ in range(2)])
                growth = long / max(short, 1e-6)
            if growth > worst[0]:
                worst = (growth, long, label)
        if worst[0] > args.limit or args.all:
            found += worst[0] > args.limit
            shown = f">{args.timeout:g}" if worst[1] >= args.timeout else f"{worst[1]:.3f}"
            print(f"{module:<26} {name:<28} {'×' + format(worst[0], '.0f'):>8} {shown:>8}  {worst[2]}", flush=True)
    print(f"{found} of {checked} pattern(s) grow more than ×{args.limit:g}")


if __name__ == "__main__":
    main()
