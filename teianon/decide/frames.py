"""Conversational training text for the decision model: names of many origins in real frames.

The labelled name corpora are news, Wikipedia and tweets; chat names people otherwise (``danke
X``, ``hab X getroffen``, in lower case, without punctuation). The frames here are real
conversation written by others: the speeches of German drama (GerDraCor) and the quoted speech of
English novels (ELTeC), freely licensed running text in the shared data. Where a frame names a
person by a first name the person tables know (and that is no ordinary word and no place), that
name is replaced by one drawn from many origins: first names of faker's Latin-script locales,
names that are also words or towns, and made-up names no table knows (syllables), so that the
model learns the frame, not the list. Each frame is written as chat writes it, at random: as
it is, in lower case, without punctuation, or both.

Labels: the inserted name is a name; a candidate on a word that is lower case in the original
frame and that no name or place table knows is none; every other candidate is left out, since a
frame may name other people the tables do not know (a surname, a place) and "not inserted" would
not mean "no name".
"""

from __future__ import annotations

import lzma
import pkgutil
import random
from collections.abc import Iterator
from functools import lru_cache
from importlib import import_module
from pathlib import Path

import regex

from ..detect.evidence import is_common_word
from ..lists import persons, places
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


@lru_cache(maxsize=2)
def _faker_names(surnames: bool = False) -> tuple[str, ...]:
    """First names (or surnames) of faker's locales written in Latin letters (the person tables
    hold them)."""
    import faker.providers.person as providers

    names: set[str] = set()
    attributes = ("last_names",) if surnames else ("first_names_male", "first_names_female", "first_names")
    for module in pkgutil.iter_modules(providers.__path__):
        provider = import_module(f"{providers.__name__}.{module.name}").Provider
        for attribute in attributes:
            values = getattr(provider, attribute, ())
            if not isinstance(values, (tuple, list, dict)):
                continue  # a locale whose names are computed, not listed
            names.update(n for n in values if isinstance(n, str) and _LATIN.fullmatch(n) and len(n) >= 3)
    return tuple(sorted(names))


def _made_up(rng: random.Random) -> str:
    """A pronounceable name no table knows: names of every origin are more than any list holds."""
    parts = [rng.choice(_SYLLABLES_START) + rng.choice(_VOWELS) for _ in range(rng.choice((2, 2, 3)))]
    return ("".join(parts) + rng.choice(_SYLLABLES_END)).capitalize()


def _name(rng: random.Random, surname: bool = False) -> str:
    chance = rng.random()
    if chance < 0.25:
        return _made_up(rng)
    names = _faker_names(surname)
    name = rng.choice(names)
    if chance < 0.35:
        # A hyphenated double first name.
        name = f"{name}-{rng.choice(names)}"
    return name


def _frames(language: str, path: Path) -> Iterator[str]:
    with lzma.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if language == "de":
                if 8 <= len(line) <= 160:
                    yield line
            else:
                yield from (m.group(1).strip() for m in _QUOTED.finditer(line))


def frames(data: Path, per_language: int, seed: int = 1) -> Iterator[Sentence]:
    """Up to ``per_language`` frames of each language with a name inserted, as labelled sentences
    (``B-PER``/``I-PER`` for the name, ``O`` for words known to be none, :data:`UNKNOWN` else)."""
    rng = random.Random(seed)
    for language, relative, _ in SOURCES:
        taken = 0
        for frame in _frames(language, data / relative):
            tokens = _TOKEN.findall(frame)
            slots = [i for i, t in enumerate(tokens) if _is_slot(t)]
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
