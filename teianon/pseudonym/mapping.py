"""The editable participant -> names mapping (seed 000, section 4.3 and Figure 3).

``teianon mapping export`` writes, from annotated files, one participant per line with the
names detection linked to it and how often each occurs; names it found but could not link come
last, on a line of their own (``?``). A person then edits the file: removes what is no name of
that participant, adds missed variants, moves a name to the right participant, joins two
participants that are one person (``lela2 + lela_neu | ...``), marks a public figure (``!``).
``teianon mapping import`` stores the result in the key file, and later runs with ``--key`` use
it in both modes: added names are linked like any variant, removed names are no longer linked,
public figures stay as they are, and joined participants share one surrogate.

    # participant | name (count) | name (count) ...
    lela2 | lela2 (12) | Lela (3) | l e l a (1)
    !guenther_b | Günther Beckstein (2)
    ? | Anna (2) | Hein (1)
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import regex

from ..detect.lexicon import is_chat_word
from ..errors import InputError
from ..replace.inventory import Inventory

UNLINKED = "?"
_COUNT = regex.compile(r"^(.*?)\s*\((\d+)\)$")
HEADER = (
    "# teianon name mapping: one participant per line, its names with their frequency.\n"
    "# Edit it: remove non-names, add missed names, move names, join participants (a + b),\n"
    "# mark public figures (!name). Then: teianon mapping import THIS-FILE --key KEYFILE\n"
)


def collect(inventories: Iterable[Inventory]) -> tuple[dict[str, Counter[str]], Counter[str], set[str]]:
    """Names per participant key, the unlinked person names, and the participants left as they are."""
    names: dict[str, Counter[str]] = defaultdict(Counter)
    unlinked: Counter[str] = Counter()
    public: set[str] = set()
    for inventory in inventories:
        for person in inventory.participants:
            for name in person.names:
                names[person.key][name] += 0
            if not person.replaced:
                public.add(person.key)
        for reference in inventory.references:
            if reference.participant:
                names[reference.participant][reference.original] += 1
            elif reference.category in ("NICK", "PER"):
                unlinked[reference.original] += 1
    return names, unlinked, public


def format_mapping(names: dict[str, Counter[str]], unlinked: Counter[str], public: set[str]) -> str:
    def line(head: str, counts: Counter[str]) -> str:
        ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
        return " | ".join([head] + [f"{name} ({count})" for name, count in ranked])

    lines = [line(("!" if key in public else "") + key, counts) for key, counts in sorted(names.items())]
    if unlinked:
        lines.append(line(UNLINKED, unlinked))
    return HEADER + "\n".join(lines) + "\n"


def parse_mapping(text: str, path: Path) -> dict[str, dict[str, Any]]:
    """``{participant key: {"names": [...], "public": bool, "joined": [other keys]}}``."""
    mapping: dict[str, dict[str, Any]] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        head, sep, rest = line.partition("|")
        head = head.strip()
        if not sep or not head:
            raise InputError("expected 'participant | name | name ...'", path, number)
        if head == UNLINKED:
            continue
        public = head.startswith("!")
        keys = [k.strip().casefold() for k in head.lstrip("!").split("+") if k.strip()]
        if not keys:
            raise InputError("a participant is missing before '|'", path, number)
        names = []
        for field in rest.split("|"):
            name = field.strip()
            counted = _COUNT.match(name)
            name = counted.group(1).strip() if counted else name
            if name:
                names.append(name)
        for key in keys:
            if key in mapping:
                raise InputError(f"participant {key!r} has two lines; join them into one", path, number)
            mapping[key] = {"names": names, "public": public, "joined": [k for k in keys if k != key]}
    return mapping


def import_mapping(key_data: dict[str, Any], edited: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Store an edited mapping in the key's data; names removed since the export are recorded as
    not belonging to the participant. Returns counts of what changed, for the summary, and the
    function words that were refused as names ("participant: word")."""
    exported: dict[str, list[str]] = key_data.get("mapping-exported", {})
    stored = {}
    added = removed = 0
    refused: list[str] = []
    for pkey, entry in edited.items():
        # An article or an interjection left in the file ("die", "jo") would make every one of
        # them in the corpus a nickname: such words are never stored as names.
        refused += [f"{pkey}: {n}" for n in entry["names"] if is_chat_word(n)]
        entry = {**entry, "names": [n for n in entry["names"] if not is_chat_word(n)]}
        before = {n.casefold() for n in exported.get(pkey, [])}
        now = {n.casefold() for n in entry["names"]}
        gone = sorted(n for n in exported.get(pkey, []) if n.casefold() not in now)
        added += len(now - before)
        removed += len(gone)
        stored[pkey] = {**entry, "not": gone}
    key_data["mapping"] = stored
    return {
        "participants": len(stored),
        "added": added,
        "removed": removed,
        "public": sum(1 for e in stored.values() if e["public"]),
        "joined": sum(1 for e in stored.values() if e["joined"]),
        "refused": refused,
    }
