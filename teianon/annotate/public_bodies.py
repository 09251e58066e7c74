"""Public bodies named by a region (round 70): a state's or a region's police, chamber, government
office or department, and a university hospital (``Polizei Mittelhessen``, ``Ärztekammer
Nordrhein``, ``Baudepartement des Kantons Aargau``, ``Universitätsklinikum Heidelberg``,
``Department of Health of Victoria``, ``NHS Lothian``).

A body of a state, a region or a big city serves millions and points to no one's home, as
:mod:`teianon.annotate.public_trade`'s police forces of a state do; a body of one small town does
(``Polizei Hünfeld``), and a regional bank's branch too (``Sparkasse Bochum``, left out of the
lists for that reason). :func:`body_span` says where such a body's name stands in a match of
:data:`BODY`, or None where its area is a small town; :mod:`.public_trade` asks it beside the
police forces, and its private evidence (a workplace, a home, a relation before the name) wins.

- a German head (``Polizeipräsidium``, ``Landespolizei``, a ``…kammer``, ``IHK``,
  ``Regierungspräsidium``, ``Bezirksregierung``, ``Landeskriminalamt``, ``Kantonsspital``) before
  an area that is a state, a region of the tables, a state or region with a compass prefix
  (``Mittelhessen``, ``Südwestfalen``, ``Nordrhein``) or a city of :data:`BIG_CITY` people, a
  compass word after it allowed (``Oberbayern Süd``); a university hospital
  (``Universitätsklinikum``, ``Uniklinik``, ``Universitätsspital``) before any town: a university's;
- an office of a canton (``…departement des Kantons X``, ``Departement … des Kantons X``,
  ``Kantonspolizei X``): a canton is a state;
- an English head before ``of`` and an area that is no small town of the tables (``Law Society
  of Ontario``, ``Department of Health of Victoria``, ``College of Physicians and Surgeons of
  Alberta``), ``NHS X``, and an area before ``Fire and Rescue Service``, ``Health Board``,
  ``University Hospital(s)``.
"""

from __future__ import annotations

import regex

from ..lists import key_of, places

# A city this big has its own chambers and government offices, which point to no one's home; its
# police only from a million people on (public_trade's forces: "Polizei Mannheim" is a home's).
BIG_CITY = 100_000
_POLICE_CITY = 1_000_000
_CAP = r"\p{Lu}[\p{L}'’\-]*"
_COMPASS = r"(?:Nord|Süd|Ost|West|Mitte|Nordost|Südost|Nordwest|Südwest)"
_DE_HEADS = (
    r"(?:Landes)?[\p{Lu}][\p{Ll}]*kammer|Industrie-\s+und\s+Handelskammer|IHK|HWK"
    r"|Kassen(?:zahn)?ärztliche\s+Vereinigung|Polizeipräsidium|(?:Landes)?[Pp]olizeidirektion"
    r"|Regierungspräsidium|Bezirksregierung|Landeskriminalamt|LKA|Kantonsspital|Kantonspolizei"
    r"|(?:Landes)?[Pp]olizei"
)
_HOSPITALS = r"Universitätsklinikum|Universitätsklinik|Uniklinikum|Uniklinik|Universitätsspital|Universitätsmedizin"
_EN_OF = (
    r"(?:The\s+)?Law\s+Society|(?:State\s+)?Department\s+of\s+(?:Health|Education|Justice|Transport)"
    r"|Medical\s+Council|College\s+of\s+Physicians(?:\s+and\s+Surgeons)?|University\s+Hospitals?"
)
_EN_AFTER = r"Fire\s+and\s+Rescue\s+Service|Fire\s+Service|Health\s+Board|University\s+Hospitals?"
BODY = regex.compile(
    rf"\b(?P<de>{_DE_HEADS})\s+(?P<area>{_CAP}(?:\s{_CAP})?)(?:\s(?P<compass>{_COMPASS})\b)?"
    rf"|\b(?P<hospital>{_HOSPITALS})\s+(?P<town>{_CAP}(?:\s{_CAP})?)"
    rf"|\b\p{{Lu}}\p{{Ll}}*(?:departement|direktion|amt)\s+des\s+Kantons\s+(?P<canton>{_CAP})"
    rf"|\bDepartement(?:\s+\p{{Ll}}+)?(?:\s+{_CAP}){{1,3}}\s+des\s+Kantons\s+(?P<canton2>{_CAP})"
    rf"|\b(?P<en>{_EN_OF})\s+of\s+(?P<of>{_CAP}(?:\s{_CAP})?)"
    rf"|\bNHS\s+(?P<nhs>{_CAP})"
    rf"|\b(?P<before>{_CAP}(?:\s{_CAP})?)\s+(?:{_EN_AFTER})\b",
    regex.VERSION1,
)
_COMPASS_PREFIX = regex.compile(r"(?:Nord|Süd|Ost|West|Mittel|Ober|Unter|Nieder)(?:west|ost)?(?=\p{Lu}|\p{Ll}{3})")


def body_span(match: regex.Match[str]) -> tuple[int, int] | None:
    """Where the public body of ``match`` (of :data:`BODY`) stands, or None where its area is a
    small town or nothing the tables know as an area."""
    if match.group("canton") or match.group("canton2"):
        return match.span()
    if match.group("hospital"):
        return match.span() if _town(match.group("town")) else None
    if match.group("de"):
        size = _POLICE_CITY if "olizei" in match.group("de") else BIG_CITY
        area = match.group("area")
        if _region(area) or _city(area, size):
            return match.span()
        # "Polizei Mittelhessen Süd" read as two words of the area: the last may be the compass
        first = area.split()[0]
        if " " in area and regex.fullmatch(_COMPASS, area.split()[-1]) and (_region(first) or _city(first, size)):
            return match.span()
        return None
    area = match.group("of") or match.group("nhs") or match.group("before")
    # an English area: a state or county the tables may lack (Ontario, Queensland), not a small town
    return None if _small_town(area) else match.span()


def _region(name: str) -> bool:
    """A state, a canton, a county or a region of the tables, one with a compass prefix, or two
    of them joined by a hyphen (``Westfalen-Lippe``, ``Rheinland-Pfalz``)."""
    if _area(name):
        return True
    parts = name.split("-")
    if len(parts) > 1 and all(part and (_region(part) or _river(part)) for part in parts):
        return True
    prefix = _COMPASS_PREFIX.match(name)
    if prefix is None:
        return False
    rest = name[prefix.end() :]
    return _area(rest[:1].upper() + rest[1:]) or _river(rest[:1].upper() + rest[1:])


def _area(name: str) -> bool:
    return any(
        e.source in ("iso-codes", "curated") and e.kind in ("place", "region") for e in places().get(key_of(name))
    )


def _river(name: str) -> bool:
    """``Nordrhein``, ``Südlippe``: a region named after its river."""
    return any(e.source == "curated" and e.kind == "river" for e in places().get(key_of(name)))


def _city(name: str, size: int) -> bool:
    return any(e.category == "GPE" and e.weight >= size for e in places().get(key_of(name)))


def _town(name: str) -> bool:
    """A town of the tables among the words (``Heidelberg``, ``RWTH Aachen``)."""
    return any(any(e.category == "GPE" for e in places().get(key_of(word))) for word in name.split())


def _small_town(name: str) -> bool:
    entries = [e for e in places().get(key_of(name)) if e.category == "GPE"]
    return bool(entries) and not any(e.source in ("iso-codes", "curated") or e.weight >= BIG_CITY for e in entries)
