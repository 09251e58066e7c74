"""The names of medicines and their active substances (run by maintainers; round 70).

    python -m teianon.lists.build_medicines DRUGBANK_VOCABULARY_CSV

``DRUGBANK_VOCABULARY_CSV`` is DrugBank's open vocabulary (``drugbank vocabulary.csv``, CC0: DrugBank
ID, common name, CAS, UNII, synonyms), as github.com/fastdatascience/drug_named_entity_recognition
keeps it (commit beec117c8e61a21f074d68d12dc6a963fc9848bb, 2024-04-14,
``src/drug_named_entity_recognition/drugbank vocabulary.csv``). A writer names what she takes by
its substance (``Ibuprofen``, ``Metformin``, ``naltrexone``): no person, place or firm, and a
tagger reads such a capitalised word of no list as a surname.

Kept: the common name and each synonym of one word (letters and one inner hyphen at most), of five
letters or more; with the German form of an INN ending in ``-e`` (``Naltrexone`` → ``Naltrexon``,
``Mesalazine`` → ``Mesalazin``: the German Pharmacopoeia drops the ``e``) and ``ph`` written ``f``
(``Amfetamin``). Left out: every form the person tables know as a first name or surname (``Silver``), that
is a place of the place table or a country's name (``Turkey``: a synonym of a food allergen
extract), or a notable name, since there a person's or a home's reading must stay possible; a
form with a hyphenated part of fewer than three letters (the vocabulary's codes, ``D-Tag``,
``L-Name``); and a word the web writes often, wordfreq Zipf ≥ 3.5 in German, English, French, Italian,
Spanish, Dutch or Polish (``Water``, ``Balance``, ``Monitor``, ``Cosmos``, ``Calcio``: products',
extracts' and other languages' names that are words).
The result, ``sources/medicines.txt.gz`` (one case-folded form a line), is committed; a run reads
it through :func:`teianon.annotate.kept_science.is_medicine`.
"""

from __future__ import annotations

import csv
import gzip
import io
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from wordfreq import zipf_frequency

from . import HERE, countries, key_of, notable, persons, places

MEDICINE_TABLE = "sources/medicines.txt.gz"
SHORTEST = 5
# A word written this often (Zipf) in a language whose synonyms the vocabulary lists is a word
# there, whatever the vocabulary says (Spanish "Calcio" is Italy's football league as well).
FREQUENT_WORD = 3.5
_LANGUAGES = ("de", "en", "fr", "it", "es", "nl", "pl")
_FORM = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")


def german_forms(form: str) -> set[str]:
    """The form and its German spellings (``Naltrexone`` → ``Naltrexon``; ``ph`` → ``f``)."""
    forms = {form}
    if form.endswith("e") and len(form) > SHORTEST:
        forms.add(form[:-1])
    forms |= {f.replace("ph", "f") for f in forms}
    return forms


def forms_of(rows: Iterable[dict[str, str]]) -> Iterator[str]:
    """Each one-word name and synonym of the vocabulary's rows, case-folded, with its German forms."""
    for row in rows:
        names = [row.get("Common name") or "", *(row.get("Synonyms") or "").split(" | ")]
        for name in names:
            name = name.strip()
            if len(name) >= SHORTEST and _FORM.fullmatch(name) and all(len(p) >= 3 for p in name.split("-")):
                yield from (f.casefold() for f in german_forms(name.casefold()))


def _someone_or_somewhere(form: str) -> bool:
    key = key_of(form)
    return bool(persons().get(key) or places().get(key) or notable().get(key) or form in countries())


def _word(form: str) -> bool:
    return max(zipf_frequency(form, lang) for lang in _LANGUAGES) >= FREQUENT_WORD


def build(vocabulary: Path) -> list[str]:
    with vocabulary.open(encoding="utf-8", newline="") as f:
        forms = set(forms_of(csv.DictReader(f)))
    return sorted(f for f in forms if not _someone_or_somewhere(f) and not _word(f))


def write(forms: list[str]) -> None:
    path = HERE / MEDICINE_TABLE
    # mtime=0: the same data gives the same bytes.
    with (
        path.open("wb") as raw,
        gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as packed,
        io.TextIOWrapper(packed, encoding="utf-8", newline="\n") as out,
    ):
        out.writelines(f"{form}\n" for form in forms)
    print(f"{path.name}: {len(forms)} forms", file=sys.stderr)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    write(build(Path(argv[0])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
