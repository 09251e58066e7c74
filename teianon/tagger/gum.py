"""The GUM corpus (Georgetown University Multilayer, Zeldes 2017) read as sentences with names.

GUM is read from a folder that holds its ``dep/*.conllu`` files and ``splits.md`` (exported from
a checkout or snapshot of github.com/amir-zeldes/gum; nothing of it is shipped). Its entities are
in each token's MISC column (``Entity=(3-person-new-sssss-cf1-1-coref-Lord_Byron`` … ``3)``):
every mention of every kind, pronouns and descriptions included, typed person, place,
organization, abstract, event, object, time and so on, some linked to Wikipedia (the last field).

What counts as a *name* here: a mention whose syntactic head (the one token of the mention whose
head lies outside it) is a proper noun (UPOS ``PROPN``). The name's tokens are the run of proper
nouns around that head inside the mention, with the connecting words between two of them
(``University of Chicago``, ``Bank of America``, ``Ben & Jerry``): a determiner, a relative clause
or a coordinated common noun the mention goes on with (``the``, ``Nebraska and other states``) is
no part of the name. Not names either, although GUM tags their head as a proper noun: a mention
made of forms of address, titles and roles alone (:data:`ROLE_WORDS`: ``the Court``, ``the
Secretary``, ``Your Honor``, ``Mr. Chief Justice``), which names an office and not who holds it,
and a plural proper noun of people (``Americans``, ``Buddhists``), which names a group; a
person's titles before the name are cut off (``General Prelogar``, ``U.S. President Donald
Trump`` → ``Prelogar``, ``Donald Trump``). A
Wikipedia link alone does not make a name: ``the Biden administration`` is a linked description
with nothing in it to replace but the name it holds, which is a mention of its own. Of names
inside names only the outermost is kept (``Aberdeen Grammar School`` as ORG, not also
``Aberdeen``), as CoNLL-style corpora have it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

# GUM's entity types as the tagger's categories; named mentions of the other types (an act, an
# event, a ship) become OTH where a scorer wants them and O in the tagger's training data.
CATEGORIES = {"person": "PER", "organization": "ORG", "place": "LOC"}
# The genres whose texts are CC BY or CC BY-SA (GUM's LICENSE.txt), which the tagger may learn
# from; the others are CC BY-NC-SA (essay, fiction, letter, podcast, whow) or not free (reddit).
FREE_GENRES = ("academic", "bio", "interview", "news", "voyage")
LICENCES = {
    "academic": "CC BY 4.0",
    "bio": "CC BY-SA 3.0",
    "interview": "CC BY 2.5",
    "news": "CC BY 2.5",
    "voyage": "CC BY-SA 3.0",
    "court": "CC BY 4.0",
    "letter": "CC BY-NC-SA 4.0",
}
# Held out of every training: the formal English that benchmarks/formal_english.py measures.
HELD_OUT_GENRES = ("court", "letter")
# Words that join two proper nouns into one name.
_CONNECTORS = frozenset({"of", "the", "and", "&", "de", "la", "du", "von", "van", "der", "-", "'s", "for", "on"})
# Forms of address, titles and roles: a mention named by these alone (``the Court``, ``the
# Secretary``, ``Your Honor``, ``My Lords``, ``Mr. Chief Justice``) names an office, no one in it.
ROLE_WORDS = frozenset(
    """mr mr. mrs mrs. ms ms. dr dr. sir madam madame lord lords lady ladies your my his her honor honour
    honors honours justice justices chief secretary general solicitor attorney counsel mayor president
    vice judge judges court courts senator governor minister prime king queen emperor pope professor
    prof prof. officer chairman chair commissioner ambassador majesty highness excellency reverend
    father mother brother sister uncle aunt grandma grandpa mom dad mum captain colonel sergeant
    lieutenant doctor miss mlle mlle. mme mme. herr frau prince princess duke duchess regent dean
    undersecretary deputy director representative rep. sen. gov. gen. col. capt. lt. sgt. rev. the of and""".split()
)
_OPEN = re.compile(r"\((\d+)-([^()]*)")
_CLOSE = re.compile(r"(\d+)\)")


@dataclass
class GumSentence:
    """One sentence: its tokens, their UPOS and the names in it as ``(start, end, GUM type)``."""

    tokens: list[str]
    upos: list[str]
    names: list[tuple[int, int, str]] = field(default_factory=list)
    document: str = ""
    line: int = 0


def splits(root: Path) -> dict[str, str]:
    """Document name -> split (train, dev, …) as ``splits.md`` lists them."""
    found: dict[str, str] = {}
    split = ""
    for line in (root / "splits.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            split = line[3:].strip()
        elif line.strip().startswith("*") and split:
            found[line.strip().lstrip("*").strip()] = split
    return found


def genre(document: str) -> str:
    """``GUM_court_loan`` -> ``court``."""
    return document.split("_")[1] if document.count("_") >= 2 else ""


def documents(root: Path, chosen_splits: Iterable[str], genres: Iterable[str] | None = None) -> list[Path]:
    """The conllu files of the documents in the chosen splits (and genres), sorted by name.
    Documents that ``splits.md`` does not list (GUM's test splits where they were not exported)
    are never read."""
    wanted = set(chosen_splits)
    kinds = set(genres) if genres is not None else None
    listed = splits(root)
    return [
        path
        for path in sorted((root / "dep").glob("*.conllu"))
        if listed.get(path.stem) in wanted and (kinds is None or genre(path.stem) in kinds)
    ]


def _entities(misc: str) -> tuple[list[tuple[str, str, bool]], list[str]]:
    """The mentions opened in a MISC field (id, type, closed on this token) and those closed."""
    value = next((p[len("Entity=") :] for p in misc.split("|") if p.startswith("Entity=")), "")
    opened: list[tuple[str, str, bool]] = []
    closed: list[str] = []
    i = 0
    while i < len(value):
        start = _OPEN.match(value, i)
        if start:
            fields = start.group(2).split("-")
            i = start.end()
            single = i < len(value) and value[i] == ")"
            if single:
                i += 1
            opened.append((start.group(1), fields[0] if fields else "", single))
            continue
        end = _CLOSE.match(value, i)
        if end:
            closed.append(end.group(1))
            i = end.end()
            continue
        i += 1
    return opened, closed


def read_document(path: Path) -> Iterator[GumSentence]:
    """The sentences of one conllu file with their outermost names."""
    rows: list[list[str]] = []
    start = 1
    with path.open(encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip():
                if rows:
                    yield _sentence(rows, path.stem, start)
                rows = []
                continue
            if line.startswith("#"):
                start = number + 1
                continue
            columns = line.split("\t")
            if len(columns) < 10 or not columns[0].isdigit():
                continue  # a multi-word token's range or an empty node
            rows.append(columns)
    if rows:
        yield _sentence(rows, path.stem, start)


def _sentence(rows: list[list[str]], document: str, line: int) -> GumSentence:
    tokens = [r[1] for r in rows]
    upos = [r[3] for r in rows]
    heads = [int(r[6]) - 1 if r[6].isdigit() else -1 for r in rows]
    mentions: list[tuple[int, int, str]] = []
    open_at: dict[str, list[tuple[int, str]]] = {}
    for i, row in enumerate(rows):
        opened, closed = _entities(row[9])
        for key, kind, single in opened:
            if single:
                mentions.append((i, i + 1, kind))
            else:
                open_at.setdefault(key, []).append((i, kind))
        for key in closed:
            if open_at.get(key):
                first, kind = open_at[key].pop()
                mentions.append((first, i + 1, kind))
    names = [n for m in mentions if (n := _name(m, upos, [r[4] for r in rows], heads, tokens)) is not None]
    outermost = [
        n
        for n in names
        if not any(o != n and o[0] <= n[0] and n[1] <= o[1] and o[1] - o[0] > n[1] - n[0] for o in names)
    ]
    return GumSentence(tokens, upos, sorted(set(outermost)), document, line)


def _name(
    mention: tuple[int, int, str], upos: list[str], xpos: list[str], heads: list[int], tokens: list[str]
) -> tuple[int, int, str] | None:
    """The name of a mention (see the module's docstring), or None."""
    start, end, kind = mention
    head = next((i for i in range(start, end) if not start <= heads[i] < end), start)
    if upos[head] != "PROPN" or kind == "person" and xpos[head] == "NNPS":
        # A plural proper noun of people is a group (Americans, Buddhists), no one's name.
        return None
    first = last = head
    while first > start and (
        upos[first - 1] == "PROPN"
        or _joins(first - 1, start, end, upos, tokens)
        or _modifies(first - 1, first, last, tokens, heads)
    ):
        first -= 1
    while last + 1 < end and (
        upos[last + 1] == "PROPN"
        or _joins(last + 1, start, end, upos, tokens)
        or _modifies(last + 1, first, last, tokens, heads)
    ):
        last += 1
    # A connecting word at either end joins nothing.
    while first < last and tokens[first].casefold() in _CONNECTORS:
        first += 1
    while last > first and tokens[last].casefold() in _CONNECTORS:
        last -= 1
    if all(t.casefold() in ROLE_WORDS for t in tokens[first : last + 1]):
        return None
    # A person's title or form of address is no part of the name (``Dr. Lindqvist``), as the
    # other training sets have it; GUM tags it as a proper noun of the mention.
    if kind == "person":
        titles = [
            j
            for j in range(first, min(head, last))
            if tokens[j].casefold() in ROLE_WORDS - _CONNECTORS and tokens[j + 1].casefold() not in _CONNECTORS
        ]
        if titles:
            first = titles[-1] + 1
    return first, last + 1, kind


def _modifies(i: int, first: int, last: int, tokens: list[str], heads: list[int]) -> bool:
    """Token ``i`` is capitalised or a number and depends on the name: GUM tags ``United`` in
    ``United Kingdom`` or ``British`` in ``British Museum`` as adjectives, ``11`` in ``Apollo 11``
    as a number."""
    return (tokens[i][:1].isupper() or tokens[i].isdigit()) and first <= heads[i] <= last


def _joins(i: int, low: int, high: int, upos: list[str], tokens: list[str]) -> bool:
    """Token ``i`` is a connecting word with a proper noun on each side within ``low..high``."""
    return (
        tokens[i].casefold() in _CONNECTORS
        and i - 1 >= low
        and i + 1 < high
        and upos[i - 1] == "PROPN"
        and upos[i + 1] == "PROPN"
    )


def labels(sentence: GumSentence, other: str | None = None) -> list[str]:
    """BIO labels in the tagger's categories; named mentions of other types get ``other`` (or O)."""
    result = ["O"] * len(sentence.tokens)
    for start, end, kind in sentence.names:
        category = CATEGORIES.get(kind, other)
        if category is None:
            continue
        result[start] = "B-" + category
        for i in range(start + 1, end):
            result[i] = "I-" + category
    return result
