"""Pet forms of first names, derived from the first-name table by general patterns.

German and English chat calls people by pet forms more often than by their full first names:
``Tobi`` (Tobias), ``Steffi`` (Stefanie), ``Chrissi`` (Christina), ``Basti`` (Sebastian),
``Andy`` (Andreas). Few of them are in a table of official first names, and listing them one by
one would only ever cover the names someone thought of. They follow two patterns, which are
applied to every first name of :func:`teianon.lists.persons`:

- the first syllable with the consonants that close it, plus ``-i``/``-y``/``-ie``, a last
  consonant after a vowel doubled or not (``Tob|ias`` → ``Tobi``, ``Stef|anie`` → ``Steffi``,
  ``Chris|tina`` → ``Chrissi``, ``Franz|iska`` → ``Franzi``);
- the same of the rest of a name of three syllables or more without its first one (``Se|bastian``
  → ``Basti``, ``Jo|hannes`` → ``Hanni``).

A form that is an ordinary word (``Mami``, ``Hobby``, ``Taxi``), a chat word or a word of the
not-names list (``hungi``, ``reli``: :mod:`teianon.detect.chat_words`) is left out, and so is one
shorter than four letters. ``python -m teianon.detect.pet_forms`` derives them again into
``teianon/lists/pet_forms.tsv.gz``, which ships, so that no run spends the seconds it takes. A pet form is
weaker evidence than a listed name: the person detector takes it only in a person's context (``danke basti``,
``mit Chrissi``), never on its own.
Terms of endearment (``Mausi``, ``Schatz``) are no names and are not derived.

The patterns are German and English ones, and the table holds names of every origin: cut from a
name nobody writing German or English bears, they give strings nobody writes (harmless) or a word
(``Ancuta`` → ``cutie``, ``Transito`` → ``tranny``). So a name that only the Wiktionary or
romanised lists hold gives forms only where German or English text uses it at all, and a form
the web writes as often as a word (``jedi``, ``midi``, ``supi``) is kept only as the pet form of
a common name (``Andi`` of Andreas, ``Basti`` of Sebastian).
"""

from __future__ import annotations

import gzip
from functools import lru_cache
from pathlib import Path

import regex
from wordfreq import zipf_frequency

from ..lists import persons
from .chat_words import not_names
from .evidence import is_common_word
from .lexicon import is_chat_word

_VOWEL_GROUP = regex.compile(r"[aeiouyäöü]+")
# Letters of the names the patterns are made for (German and English spelling): others give
# forms no one writes (``þjóððy``).
_LETTERS = regex.compile(r"[a-zäöüß]+")
# Spellings of one consonant: the syllable does not end inside them (Mich|ael, Ka|tharina).
_DIGRAPHS = ("sch", "ch", "ck", "ph", "th")
_SUFFIXES = ("i", "y", "ie")
MIN_LETTERS = 4
# Zipf frequency (wordfreq, German or English, the higher) from which a name is in use in German
# or English writing, so that its pet forms are worth deriving.
_NAME_IN_USE = 2.0
# ... from which a form is written as a word (``cutie`` 3.3), and a name is common enough that
# such a form is its pet form all the same (``Andreas`` for ``Andi``).
_WORD_IN_USE = 3.0
TABLE = Path(__file__).resolve().parent.parent / "lists" / "pet_forms.tsv.gz"


def _closed_syllables(name: str) -> list[str]:
    """The first syllable and the consonants that close it: ``tob`` of ``tobias``; of a cluster
    between the first two vowels, all but its last consonant and all of it (``chris`` and
    ``christ`` of ``christina``, ``bas`` and ``bast`` of ``bastian``). None where no vowel follows
    (a name of one syllable is its own short form)."""
    first = _VOWEL_GROUP.search(name)
    if first is None:
        return []
    second = _VOWEL_GROUP.search(name, first.end())
    if second is None or second.start() == first.end():
        return []
    cluster = name[first.end() : second.start()]
    return [name[: first.end() + n] for n in sorted({_coda(cluster), len(cluster)})]


def _coda(cluster: str) -> int:
    """How many letters of the consonants between two vowels close the first syllable: all but
    the last consonant where two or more stand there (Chris|tina), the one otherwise (Tob|ias)."""
    for digraph in _DIGRAPHS:
        if cluster.endswith(digraph):
            return len(cluster) if len(cluster) == len(digraph) else len(cluster) - len(digraph)
    return len(cluster) - 1 if len(cluster) > 1 else 1


def derive(name: str) -> set[str]:
    """The pet forms of one first name (case-folded), before any filtering."""
    name = name.casefold()
    if not _LETTERS.fullmatch(name):
        return set()
    stems = _closed_syllables(name)
    groups = list(_VOWEL_GROUP.finditer(name))
    if len(groups) >= 3:
        # The rest after the first syllable: Se|bastian, Jo|hannes, A|lexander.
        cluster = name[groups[0].end() : groups[1].start()]
        cut = groups[0].end() + (_coda(cluster) if len(cluster) > 1 else 0)
        stems += _closed_syllables(name[cut:])
    forms = set()
    for stem in stems:
        for suffix in _SUFFIXES:
            forms.add(stem + suffix)
            # Doubled after a short vowel: Steffi, Chrissi, Tommy (not Anddi).
            if stem[-1] not in "aeiouyäöühjwxqß" and stem[-2:-1] in tuple("aeiouyäöü"):
                forms.add(stem + stem[-1] + suffix)
    forms.discard(name)
    return forms


def _usable(form: str) -> bool:
    # A word the not-names list holds names nobody, whatever name it could be cut from: baby talk
    # (hungi of Hungerdur, hasi), school subjects (powi, reli).
    if len(form) < MIN_LETTERS or is_chat_word(form) or is_common_word(form) or form in not_names():
        return False
    return not persons().get((form,))  # a listed name is found as such


def _in_use(text: str) -> float:
    return max(zipf_frequency(text, "en"), zipf_frequency(text, "de"))


def derive_all() -> dict[str, str]:
    """Each usable pet form of the first-name table and the first name it comes from (the first
    in table order). Slow (seconds: every form is looked up in the word frequencies); the
    result ships as :data:`TABLE`."""
    found: dict[str, str] = {}
    for key, entries in persons().items():
        firsts = [e for e in entries if e.kind == "first"]
        if len(key) != 1 or not firsts:
            continue
        name_use = _in_use(key[0])
        if not any(e.source == "faker" for e in firsts) and name_use < _NAME_IN_USE:
            continue
        for form in sorted(derive(key[0])):
            if name_use < _WORD_IN_USE and _in_use(form) >= _WORD_IN_USE:
                continue
            found.setdefault(form, key[0])
    return {form: name for form, name in sorted(found.items()) if _usable(form)}


@lru_cache(maxsize=1)
def pet_forms() -> dict[str, str]:
    """The shipped pet forms (case-folded) and their first names."""
    with gzip.open(TABLE, "rt", encoding="utf-8") as table:
        return dict(line.rstrip("\n").split("\t") for line in table)


def pet_form_of(text: str) -> str | None:
    """The first name ``text`` is a pet form of, or None."""
    return pet_forms().get(text.casefold())


def main() -> None:
    """Rebuild :data:`TABLE` from the first-name table (after ``python -m teianon.lists.build``)."""
    forms = derive_all()
    # mtime=0: the same forms give the same bytes, so a rebuild shows no spurious diff.
    with TABLE.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as packed:
        packed.write("".join(f"{form}\t{name}\n" for form, name in forms.items()).encode("utf-8"))
    print(f"{len(forms)} pet forms written to {TABLE}")


if __name__ == "__main__":
    main()
