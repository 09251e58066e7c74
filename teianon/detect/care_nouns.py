"""Generic words of German care, clinical and insurance letters that name no one (issue 38).

A letter about care or a claim writes its institutions by their kind, capitalised as every German
noun is: ``die Pflegekasse``, ``der Sozialdienst``, ``Kurzzeitpflege``, ``der Hausarzt``, ``die
Orthopädie``, ``die Rentenversicherung``, ``Pflegegrad 3``. The tagger reads such a compound as
an organisation, a person or a place, most of all at a sentence's start (``Sozialdienst meldet
sich``), and the dictionaries hold few of them. One word that ends in such a kind (a head of
:data:`CARE_HEADS`, after three letters or more of its own: ``Pflege|kasse``, ``Kurzzeit|pflege``;
or the head alone) is no name; a named one is written with its name (``AOK Bayern``, ``Sozialdienst
katholischer Frauen``, ``Praxis Dr. Berger``), which stays more than one word and is read as
before. Not taken: a word the organisation, place or person tables hold (``Sparkasse`` is a
brand, ``Knappschaft`` an insurer), or one in capitals (``DRV``).
"""

from __future__ import annotations

from functools import lru_cache

from ..lists import organisations, persons, places

# Kinds of institution, service, department or status of care, health and social insurance
# (folded), and the clinical departments: the head of a compound that names its kind only.
CARE_HEADS = (
    "kasse",
    "versicherung",
    "dienst",
    "pflege",
    "arzt",
    "ärztin",
    "ärztinnen",
    "ärzte",
    "amt",
    "behörde",
    "stelle",
    "grad",
    "beratung",
    "genossenschaft",
    "ambulanz",
    "praxis",
    "klinik",
    "station",
    "aufnahme",
    "orthopädie",
    "chirurgie",
    "psychiatrie",
    "geriatrie",
    "pädiatrie",
    "kardiologie",
    "neurologie",
    "onkologie",
    "radiologie",
    "urologie",
    "gynäkologie",
    "dermatologie",
    "gastroenterologie",
    "nephrologie",
    "pneumologie",
    "anästhesie",
    "psychosomatik",
)
# German inflections after the head (``Pflegekassen``, ``Hausarztes``, ``Hausärzte``).
_ENDINGS = ("", "n", "en", "s", "es", "e")
# Letters of its own a compound needs before the head (``Samt`` only ends like ``Amt``).
_OWN = 3


@lru_cache(maxsize=20_000)
def care_noun(word: str) -> bool:
    """``word`` is a generic German word of care, health or insurance, no name."""
    if not word[:1].isupper() or word.isupper() or not word.isalpha():
        return False
    folded = word.casefold()
    for ending in _ENDINGS:
        if ending and not folded.endswith(ending):
            continue
        stem = folded[: len(folded) - len(ending)]
        if any(stem == head or (stem.endswith(head) and len(stem) - len(head) >= _OWN) for head in CARE_HEADS):
            return not (organisations().get((folded,)) or places().get((folded,)) or persons().get((folded,)))
    return False
