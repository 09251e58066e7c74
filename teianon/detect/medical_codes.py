"""Medical codes and measurements that name a kind, not a person, a place or a number of one
(issue 39: in pseudonym mode ``L4/L5`` became two towns and a diagnosis code another disease).

A tagger reads a vertebra's label (``L5``, ``C6``, ``Th12``) as a place, a list or a handle's
shape reads a lab parameter (``HbA1c``, ``Ferritin``) as a name, and a diagnosis code
(``M54.5``) has the shape of a file number. Each of them is shared by millions of patients:
it identifies no one, and replaced it changes what the text says. The evidence is the code's
shape together with its frame, never a list of the codes themselves:

- a vertebra or a spinal segment: ``C1``–``C7``, ``T``/``Th1``–``12``, ``L1``–``5``, ``S1``–``5``
  (also ``LWK 3``, ``HWK2``), as a pair of neighbours (``L4/L5``, ``L5-S1``, ``C5/6``) or alone in
  a sentence that speaks of the spine (``Wirbel``, ``Bandscheibe``, ``LWS``, ``disc``, ``lumbar``)
  or that holds such a pair;
- a diagnosis code of ICD-10's shape (a letter, two digits, a dot and one or two digits; or
  without the dot after a word of diagnosis: ``ICD``, ``Diagnose``, ``Befund``, ``diagnosis``);
- a procedure code of OPS's shape (``5-839.5``) after ``OPS`` or a word of procedure;
- a lab parameter: a word right before a value and a clinical unit (``Ferritin 45 ng/ml``,
  ``HbA1c 7,2 %`` beside a lab word).
"""

from __future__ import annotations

import regex

from ..lazy import lazy

_FLAGS = regex.IGNORECASE | regex.VERSION1
_VERTEBRA = r"(?:C[1-7]|Th?(?:1[0-2]|[1-9])|L[1-5]|S[1-5]|(?:HWK|BWK|LWK)\s?(?:1[0-2]|[1-9]))"
_ONE = lazy(rf"(?-i:{_VERTEBRA})", regex.VERSION1)
# A segment: two vertebrae (the second may be written by its number alone: "C5/6").
_PAIR = lazy(
    rf"(?<![\p{{L}}\p{{N}}])(?-i:{_VERTEBRA})\s?[/\-–]\s?(?-i:{_VERTEBRA}|1[0-2]|[1-9])(?![\p{{L}}\p{{N}}])",
    regex.VERSION1,
)
_SPINE = lazy(
    r"(?<!\p{L})(?:\p{L}*wirbel\p{L}*|\p{L}*bandscheibe\p{L}*|[hbl]ws|hws-?\p{L}*|lws-?\p{L}*|bws-?\p{L}*|"
    r"rücken\p{L}*|ruecken\p{L}*|segment\p{L}*|prolaps\p{L}*|protrusion\p{L}*|ischias\p{L}*|nerv\p{L}*|"
    r"mrt|ct|orthopäd\p{L}*|disc|discs|disk|disks|vertebra\p{L}*|spine|spinal|lumbar|cervical|thoracic|"
    r"sacral|herniat\p{L}*|sciatica|nerve|mri|level)(?!\p{L})",
    _FLAGS,
)
_ICD_DOTTED = lazy(r"(?-i:[A-Z])\d{2}\.\d{1,2}(?-i:[GVZALRB])?", regex.VERSION1)
_ICD = lazy(r"(?-i:[A-Z])\d{2}(?:\.\d{1,2})?(?-i:[GVZALRB])?", regex.VERSION1)
# A word of diagnosis right before an undotted code ("ICD-10: M54", "Diagnose F32"); a room
# ("Raum B12 beim Arzt") has the same shape.
_DIAGNOSIS_BEFORE = lazy(
    r"(?<!\p{L})(?:icd(?:-?10)?(?:-\p{L}+)?|diagnose\p{L}*|befund\p{L}*|diagnos\p{L}*|codes?|"
    r"\p{L}*schlüssel\p{L}*)\s?[:\-]?\s?(?:\p{L}+\s)?$",
    _FLAGS,
)
# A dotted code is one in a sentence of diagnoses, doctors, sick notes.
_DIAGNOSIS = lazy(
    r"(?<!\p{L})(?:icd(?:-?10)?(?:-\p{L}+)?|diagnose\p{L}*|befund\p{L}*|krankschreibung|au|arzt\p{L}*|ärzt\p{L}*|"
    r"diagnos\p{L}*|code[sd]?|schlüssel\p{L}*|kodiert|coded|gp|doctor|doc|sick\s?note)(?!\p{L})",
    _FLAGS,
)
_OPS = lazy(r"\d-\d{2,3}(?:\.\w{1,2})?")
_PROCEDURE = lazy(r"(?<!\p{L})(?:ops|prozedur\p{L}*|eingriff\p{L}*|operation\p{L}*|procedure\p{L}*)(?!\p{L})", _FLAGS)
# A value and a unit of clinical chemistry right after the word ("Ferritin 45 ng/ml").
_UNIT = (
    r"(?:[mµuμnp]?(?:g|mol|U|IU|E)\s?/\s?(?:d?l|ml|µl|ul|mg|kg|24\s?h)|mmHg|mval/l|fl|pg|/\s?[nµu]l|"
    r"(?:tsd|g)/µl|mosm/kg)"
)
_VALUE_UNIT = lazy(rf"\s?:?\s?[<>≤≥]?\s?\d+(?:[.,]\d+)?\s?{_UNIT}(?![\p{{L}}])", _FLAGS)
_VALUE_PERCENT = lazy(r"\s?:?\s?[<>≤≥]?\s?\d+(?:[.,]\d+)?\s?%", _FLAGS)
_LAB = lazy(
    r"(?<!\p{L})(?:labor\p{L}*|blutwert\p{L}*|blutbild|wert|werte|lab|labs|blood|bloods|test|results?)(?!\p{L})", _FLAGS
)
_SENTENCE_END = lazy(r"[.!?\n](?=\s|$)")
_REACH = 160


def _sentence(text: str, start: int, end: int) -> str:
    left = max(0, start - _REACH)
    ends = [m.end() for m in _SENTENCE_END.finditer(text, left, start)]
    if ends:
        left = ends[-1]
    after = _SENTENCE_END.search(text, end, min(len(text), end + _REACH))
    return text[left : after.start() if after else min(len(text), end + _REACH)]


def medical_code(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a vertebra's label, a diagnosis or procedure code, or a lab
    parameter before its value (see the module's doc)."""
    code = text[start:end].strip()
    if not code:
        return False
    if _vertebra(text, start, end, code):
        return True
    sentence = _sentence(text, start, end)
    if _ICD_DOTTED.fullmatch(code):
        # Beside a word of diagnosis, or in a list of such codes ("J45.0 und F32.1").
        return bool(_DIAGNOSIS.search(sentence) or len(_ICD_DOTTED.findall(sentence)) > 1)
    if _ICD.fullmatch(code) and _DIAGNOSIS_BEFORE.search(text, max(0, start - 30), start):
        return True
    if _OPS.fullmatch(code) and _PROCEDURE.search(text, max(0, start - 40), start):
        return True
    return _lab_parameter(text, end, code, sentence)


_ORDER = {"C": 0, "T": 7, "L": 19, "S": 24}


def _position(label: str, region: str) -> int | None:
    """A vertebra's place in the spine, counted from C1 (0) down; ``region`` for a bare number."""
    match = regex.fullmatch(r"(?:(HWK|BWK|LWK|C|Th|T|L|S)\s?)?(\d{1,2})", label.strip())
    if match is None:
        return None
    letter = {"HWK": "C", "BWK": "T", "LWK": "L", "Th": "T"}.get(match[1] or "", match[1] or region)
    return _ORDER[letter] + int(match[2]) - 1


def _neighbours(pair: str) -> bool:
    """``L4/L5``, ``C5/6``, ``L5-S1``, ``Th12/L1``: two vertebrae next to each other (a segment);
    ``S1/S3`` or ``T1/T2``-like line and level names elsewhere are rarely neighbours across regions."""
    first, second = regex.split(r"\s?[/\-–]\s?", pair, maxsplit=1)
    a = _position(first, "")
    region = {"HWK": "C", "BWK": "T", "LWK": "L", "Th": "T"}.get(regex.sub(r"[\d\s]", "", first), first[:1])
    b = _position(second, region)
    return a is not None and b is not None and 0 < b - a <= 1


def _vertebra(text: str, start: int, end: int, code: str) -> bool:
    for pair in _PAIR.finditer(text, max(0, start - 12), min(len(text), end + 12)):
        if pair.start() <= start and end <= pair.end() and _neighbours(pair.group(0)):
            return True
    if _ONE.fullmatch(code) is None:
        return False
    sentence = _sentence(text, start, end)
    return bool(_SPINE.search(sentence) or any(_neighbours(p.group(0)) for p in _PAIR.finditer(sentence)))


def _lab_parameter(text: str, end: int, code: str, sentence: str) -> bool:
    if not regex.fullmatch(r"[\p{L}\d\-]{2,20}", code) or not any(c.isalpha() for c in code):
        return False
    if _VALUE_UNIT.match(text, end):
        return True
    # A percentage names a lab value only among others or after a word of the lab ("Labor:").
    return bool(_VALUE_PERCENT.match(text, end) and (_LAB.search(sentence) or regex.search(_UNIT, sentence)))
