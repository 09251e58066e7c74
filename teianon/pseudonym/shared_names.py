"""Names that more than one participant goes by (seed 000, section 4.4): found per scope, reported
with their places, and linked to one participant by context where the context is clear.

A name is shared within a scope (a thread, a document, or the whole corpus) when it is a
variant of two participants' names, or has been linked to two participants there. A mention of
a shared name that detection could not link is linked by context: not to the writer of its post;
to a candidate addressed in the same post; else to the candidate who posted last before it.
Where every such mention in a file points to the same participant, the file's surrogate table
uses that participant's surrogate; otherwise the name gets a surrogate of its own and the
warning asks for a decision in the mapping file.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..detect.variants import name_variants
from ..replace.inventory import Inventory, Reference

SCOPES = ("thread", "document", "corpus")
NAME_CATEGORIES = frozenset({"NICK", "PER"})


@dataclass(frozen=True)
class SharedName:
    name: str
    participants: tuple[str, ...]
    places: tuple[str, ...]
    linked: str | None = None

    def __str__(self) -> str:
        where = ", ".join(self.places[:5]) + (f" and {len(self.places) - 5} more" if len(self.places) > 5 else "")
        link = f"linked by context to {self.linked}" if self.linked else "not linked: it gets a surrogate of its own"
        return (
            f"warning: the name {self.name!r} belongs to {len(self.participants)} participants "
            f"({', '.join(self.participants)}) at {where}; {link}; the mapping file can resolve it"
        )


@dataclass
class _Group:
    """One name within one scope: as first written, who goes by it, where it occurs."""

    form: str
    people: set[str] = field(default_factory=set)
    places: list[str] = field(default_factory=list)


def _scope(reference: Reference, source: str, scope: str) -> tuple[str, ...]:
    if scope == "corpus":
        return ()
    if scope == "thread" and reference.thread:
        return (source, str(reference.document), reference.thread)
    return (source, str(reference.document))


def _owners(inventory: Inventory, mapping: Mapping[str, Any]) -> dict[str, set[str]]:
    owners: dict[str, set[str]] = defaultdict(set)
    for person in inventory.participants:
        for name in (*person.names, *mapping.get(person.key, {}).get("names", ())):
            for _, form in name_variants(name):
                owners[form.casefold()].add(person.key)
    return owners


def _link(reference: Reference, inventory: Inventory, candidates: set[str]) -> str | None:
    by_id = {p.id: p.key for p in inventory.participants}
    left = candidates - {by_id.get(reference.who, "")}
    if len(left) == 1:
        return next(iter(left))
    addressed = {
        r.participant
        for r in inventory.references
        if r.post == reference.post and r.document == reference.document and r.participant in left
    }
    if len(addressed) == 1:
        return next(iter(addressed))
    posts = [p for p in inventory.posts if p.document == reference.document]
    index = next((i for i, p in enumerate(posts) if p.id == reference.post), None)
    if index is not None:
        for post in reversed(posts[:index]):
            if by_id.get(post.who) in left:
                return by_id[post.who]
    return None


def shared_names(
    inventories: Iterable[Inventory], scope: str = "document", mapping: Mapping[str, Any] | None = None
) -> tuple[list[SharedName], dict[str, dict[tuple[str, str], str]]]:
    """The shared names, and per file the unlinked mentions linked by context:
    ``{source: {(category, original): participant key}}``. ``mapping`` is the key file's
    reviewed mapping, whose added names count as the participants' own."""
    groups: dict[tuple[tuple[str, ...], str], _Group] = {}
    links: dict[str, dict[tuple[str, str], str]] = {}
    for inventory in inventories:
        owners = _owners(inventory, mapping or {})
        decided: dict[tuple[str, str], set[str | None]] = defaultdict(set)
        for reference in inventory.references:
            if reference.category not in NAME_CATEGORIES and not reference.participant:
                continue
            name = reference.original.casefold()
            group = groups.setdefault((_scope(reference, inventory.source, scope), name), _Group(reference.original))
            group.people.update(owners.get(name, set()))
            if reference.participant:
                group.people.add(reference.participant)
            group.places.append(f"{inventory.source}:{reference.post or 'header'}")
            if not reference.participant and len(owners.get(name, ())) > 1:
                decided[(reference.category, reference.original)].add(_link(reference, inventory, owners[name]))
        # A name is linked where every occurrence points to one participant.
        links[inventory.source] = {
            k: only for k, v in decided.items() if len(v) == 1 and (only := next(iter(v))) is not None
        }
    found = []
    for (_, name), group in sorted(groups.items(), key=lambda item: item[0]):
        if len(group.people) < 2:
            continue
        linked = {
            link
            for file_links in links.values()
            for (_, original), link in file_links.items()
            if original.casefold() == name
        }
        found.append(
            SharedName(
                group.form,
                tuple(sorted(group.people)),
                tuple(dict.fromkeys(group.places)),
                next(iter(linked)) if len(linked) == 1 else None,
            )
        )
    return found, links
