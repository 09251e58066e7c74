"""Conversational training text for the decision model: names of many origins in real frames.

The labelled name corpora are news, Wikipedia and tweets; chat names people otherwise (``danke
X``, ``hab X getroffen``, in lower case, without punctuation). The frames here are real
conversation written by others: the speeches of German drama (GerDraCor) and the quoted speech of
English novels (ELTeC), freely licensed running text in the shared data. Where a frame names a
person by a first name the person tables know (and that is no ordinary word and no place), that
name is replaced by one drawn from teianon's own person tables, evenly by kind (:func:`_name`):
first names of every source (faker's locales, Wiktionary's given names of many languages, the
romanised Cyrillic and Greek ones), pet forms, first names that are also words or towns (the
words among them half the time from the table of names the given-name table leaves out as
words, :mod:`teianon.lists.word_names`: ``Bay``, ``Tin``), full
names with a surname, a double surname or an initial, and made-up names no table knows
(syllables), so that the model learns the frame, not the list. After a form of address a surname
goes in, alone, double or after an initial (``Herr K. Berger``). Each frame is written as chat
writes it, at random: as it is, in lower case, without punctuation, or both.

The German drama is also where ``benchmarks/chat_names_heldout.py`` takes frames from; the blocks
of speeches it holds out are never read here (:func:`_held_out`), so that its held-out figure
stays one on text the model never saw.

For the bare candidates' part of the model (``pronouns``), a personal pronoun (``er``, ``ihn``,
``ihm``, ``he``, ``him``) takes a name too in half of the frames that have one: a person's place
in the clause, and the one where chat puts a first name that is also a word, which the frames of
named people hardly hold.

Labels: the inserted name is a name; a candidate on a word that is lower case in the original
frame and that no name or place table knows is none; every other candidate is left out, since a
frame may name other people the tables do not know (a surname, a place) and "not inserted" would
not mean "no name".
"""

from __future__ import annotations

import hashlib
import lzma
import random
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

import regex

from ..detect.evidence import is_common_word
from ..lists import persons, places, read_table
from ..lists.word_names import word_names
from ..tagger.corpora import Sentence

# The running text the frames come from (paths under the shared data folder), and licences.
SOURCES = (
    ("de", "text_de_gerdracor/gerdracor_speeches.txt.xz", "CC0 1.0"),
    ("en", "text_en_eltec/eltec_eng_paragraphs.txt.xz", "public domain texts, CC BY 4.0 markup"),
)
# A label that is neither a name nor known to be none: candidates touching it are not used.
UNKNOWN = "?"
_TOKEN = regex.compile(r"[\p{L}\p{N}]+(?:[.\-_'’][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]")
_QUOTED = regex.compile(r"[\"“]([^\"“”]{8,160})[\"”]")
_LATIN = regex.compile(r"[\p{Latin}'\-]+")
_SYLLABLES_START = "b c d f g h j k l m n p r s t v w z ch sh th kw br dr tr st".split()
_VOWELS = "a e i o u a e i o ai ei ou ia".split()
_SYLLABLES_END = ["", "", "", "n", "r", "l", "s", "m", "k", "t"]


def _is_slot(token: str) -> bool:
    """A first name of the tables, capitalised, that is no ordinary word and no place."""
    if not token[:1].isupper() or len(token) < 3 or not token.isalpha():
        return False
    key = (token.casefold(),)
    return (
        any(e.kind == "first" for e in persons().get(key))
        and not places().get(key)
        and not is_common_word(token)
        and not is_common_word(token.casefold())
    )


def _is_none(token: str) -> bool:
    """A word that is known to name nobody: lower case in the frame (drama and novels capitalise
    every name), or an ordinary word that no name or place table knows (German nouns are
    capitalised)."""
    if token[:1].islower():
        return True
    key = (token.casefold(),)
    return is_common_word(token) and not persons().get(key) and not places().get(key)


# Forms of address after which a frame's next capitalised word may take a surname: chat and
# letters name people by their surnames there (``Herr Koch``), and many surnames are words too.
_TITLES = frozenset("herr herrn frau fräulein mr mrs miss ms sir madame dr doktor professor".split())


# The personal pronouns whose place a name takes (not ``sie``/``her``: a plural or a possessive).
_PRONOUNS = {"de": frozenset({"er", "ihn", "ihm"}), "en": frozenset({"he", "him"})}
# The share of frames with such a pronoun in which one of them takes a name.
_PRONOUN_SHARE = 0.5


# benchmarks/chat_names_heldout.py splits the drama's speeches (lines) into blocks of this many
# and holds out a block by the MD5 of ``drama:<block>`` (odd: held out).
_DRAMA_BLOCK = 1_000
# A town of this many people or more is a town a chat may name (names that are towns).
_TOWN = 10_000


def _held_out(line: int) -> bool:
    """Whether a drama speech lies in a block that the held-out benchmark keeps for testing."""
    return int(hashlib.md5(f"drama:{line // _DRAMA_BLOCK}".encode()).hexdigest(), 16) % 2 == 1


@lru_cache(maxsize=1)
def _pools() -> dict[str, tuple[str, ...]]:
    """The person tables' names by kind: first names of each source, names that are also words
    or towns, pet forms, surnames. Read once, sorted, so that the same seed draws the same names."""
    pools: dict[str, set[str]] = {"word": set(), "town": set(), "last": set(), "pet": set()}
    for _, form, kind, _, flags, source in read_table("persons.tsv.gz"):
        if not _LATIN.fullmatch(form) or len(form) < 2:
            continue
        if kind == "last":
            pools["last"].add(form)
            continue
        pools.setdefault(f"first:{source}", set()).add(form)
        if flags:  # also a German noun ("n") or an English word ("w"): Rose, Will, Hoffnung
            pools["word"].add(form)
        if any(e.weight >= _TOWN for e in places().get((form.casefold(),)) if e.category == "GPE"):
            pools["town"].add(form)
    for pet, _ in read_table("pet_forms.tsv.gz"):
        if _LATIN.fullmatch(pet) and len(pet) >= 3:
            pools["pet"].add(pet.capitalize())
    # Names that are words and that only person_word_frame reads as names: without them the
    # model would have no rows of that rule's candidates and would leave it unjudged.
    pools["word-name"] = {name.capitalize() for name in word_names() if _LATIN.fullmatch(name)}
    return {kind: tuple(sorted(names)) for kind, names in pools.items()}


def _first(rng: random.Random) -> str:
    """A first name of one of the tables' sources, the source drawn first: Wiktionary's names of
    many languages and the romanised ones are as likely as faker's."""
    pools = _pools()
    return rng.choice(pools[rng.choice(sorted(k for k in pools if k.startswith("first:")))])


def _surname(rng: random.Random) -> str:
    chance = rng.random()
    if chance < 0.2:
        return _made_up(rng)
    last = _pools()["last"]
    if chance < 0.4:
        return f"{rng.choice(last)}-{rng.choice(last)}"  # a double surname: Müller-Lüdenscheidt
    return rng.choice(last)


def _made_up(rng: random.Random) -> str:
    """A pronounceable name no table knows: names of every origin are more than any list holds."""
    parts = [rng.choice(_SYLLABLES_START) + rng.choice(_VOWELS) for _ in range(rng.choice((2, 2, 3)))]
    return ("".join(parts) + rng.choice(_SYLLABLES_END)).capitalize()


def _name(rng: random.Random, surname: bool = False) -> str:
    """A name for a slot: after a form of address a surname (alone, double or after an initial);
    else a first name of some kind, now and then with a surname or an initial after it."""
    chance = rng.random()
    if surname:
        return f"{_first(rng)[0]}. {_surname(rng)}" if chance < 0.25 else _surname(rng)
    pools = _pools()
    if chance < 0.2:
        return _made_up(rng)
    if chance < 0.45:
        name = _first(rng)
    elif chance < 0.6:
        name = rng.choice(pools["pet"])
    elif chance < 0.7:
        name = rng.choice(pools["word" if rng.random() < 0.5 else "word-name"])
    elif chance < 0.8:
        name = rng.choice(pools["town"])
    elif chance < 0.85:
        name = f"{_first(rng)}-{_first(rng)}"  # a hyphenated double first name
    else:
        name = _first(rng)
        return f"{name} {_surname(rng)}" if chance < 0.95 else f"{name} {_surname(rng)[0]}."
    return name


def _frames(language: str, path: Path) -> Iterator[str]:
    with lzma.open(path, "rt", encoding="utf-8") as f:
        for n, line in enumerate(f):
            line = line.strip()
            if language == "de":
                if 8 <= len(line) <= 160 and not _held_out(n):
                    yield line
            else:
                yield from (m.group(1).strip() for m in _QUOTED.finditer(line))


def frames(data: Path, per_language: int, seed: int = 1, pronouns: bool = False) -> Iterator[Sentence]:
    """Up to ``per_language`` frames of each language with a name inserted, as labelled sentences
    (``B-PER``/``I-PER`` for the name, ``O`` for words known to be none, :data:`UNKNOWN` else)."""
    rng = random.Random(seed)
    for language, relative, _ in SOURCES:
        taken = 0
        for frame in _frames(language, data / relative):
            tokens = _TOKEN.findall(frame)
            slots = [i for i, t in enumerate(tokens) if _is_slot(t)]
            # A personal pronoun is a person's place too (``ich sah ihn soeben``, ``find him``),
            # and the one where chat names people by a name that is also a word the other frames
            # lack: one of them per frame, now and then, takes a name.
            # (only for the bare candidates' part, :func:`teianon.decide.train.bare_rows`: the
            # other rules' candidates are drawn from the frames as they were.)
            taking = [i for i, t in enumerate(tokens) if pronouns and t in _PRONOUNS[language] and i not in slots]
            if taking and rng.random() < _PRONOUN_SHARE:
                slots.append(rng.choice(taking))
            # Half of the capitalised words after a form of address take a surname (the other
            # half stay: "Herr Pfarrer" is a role, and the model is to learn that too).
            after_title = [
                i
                for i in range(1, len(tokens))
                if tokens[i - 1].casefold().rstrip(".") in _TITLES
                and tokens[i][:1].isupper()
                and i not in slots
                and rng.random() < 0.5
            ]
            # Most lines have no name; a sample of them is kept, one in eight, for the negatives.
            if not slots and not after_title and rng.random() > 0.125:
                continue
            words: list[str] = []
            labels: list[str] = []
            for i, token in enumerate(tokens):
                if i in slots or i in after_title:
                    name = _name(rng, surname=i in after_title).split()
                    words += name
                    labels += ["B-PER"] + ["I-PER"] * (len(name) - 1)
                else:
                    words.append(token)
                    labels.append("O" if _is_none(token) or not token[:1].isalnum() else UNKNOWN)
            words, labels = _as_chat(words, labels, rng)
            if words:
                yield Sentence(words, labels, f"frames-{language}")
                taken += 1
                if taken >= per_language:
                    break


def _as_chat(words: list[str], labels: list[str], rng: random.Random) -> tuple[list[str], list[str]]:
    """The frame as chat writes it: as it is, lower case, without punctuation, or both."""
    style = rng.random()
    if style < 0.4:
        words = [w.casefold() for w in words]
    if 0.25 < style < 0.65:
        kept = [(w, label) for w, label in zip(words, labels, strict=True) if w[:1].isalnum()]
        words, labels = [w for w, _ in kept], [label for _, label in kept]
    return words, labels
