"""Members of parliament and sports clubs from public lists, for the notable table (run by maintainers).

    python -m teianon.lists.build_sphere BUNDESTAG19_TS CLUBS_DIR
    python -m teianon.lists.build notable     # then rebuild the notable table, which reads it

``BUNDESTAG19_TS`` is the member list of the 19th Bundestag of github.com/ManAnRuck/democracy-alexa,
``CLUBS_DIR`` holds the ``*.clubs.txt`` files of github.com/openfootball/clubs (commits and
licences in ``SOURCES.md``). Only freely licensed sources are read: the members of earlier
Bundestags and of other parliaments, which EveryPolitician's data held, are left out, because that
repository states no licence. The result, ``sources/public_sphere.tsv.gz`` (form, category, kind,
source), is committed, so that ``build notable`` needs neither. Build-only: the standard library.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

SPHERE_TABLE = "sources/public_sphere.tsv.gz"
# The sources' names as the notable table records them (``teianon.lists.SPHERE_SOURCES``).
POLITICIANS = frozenset({"democracy-alexa"})
CLUBS = "openfootball"
# Leagues whose clubs German and English chat talks about (openfootball's file prefixes).
CLUB_COUNTRIES = (
    *("de", "at", "ch", "li", "lu", "eng", "sco", "wal", "nir", "ie"),
    *("es", "it", "fr", "nl", "pt", "be", "tr"),
)

# Academic titles before a member's name ("Dr. Wiebke Esdar"): not part of the name people write.
_TITLES = re.compile(r"^(?:(?:Dr|Prof|Dipl|Ing|med|h\.\s?c)\.\s*)+")
# A source's note in a member's name: the party or a place to tell two apart ("Benno Zierer (CSU)").
_NOTE = re.compile(r"\([^()]*\)")


def bundestag19_names(source: Path) -> Iterator[str]:
    """The ``name: "…"`` entries of democracy-alexa's member list (``Dr. …`` kept for
    :func:`person_forms`), with the two ways the list writes a comma undone: a member's own party
    after the name (``Stefan Müller, CDU/CSU``, the ``party`` field beside it) is dropped, and a
    name written surname first (``Schwabe, Frank``) is turned round, as chat writes it."""
    text = source.read_text(encoding="utf-8")
    for match in re.finditer(r'name:\s*"([^"]+)"(?:\s*,\s*party:\s*"([^"]*)")?', text):
        name, party = match.group(1), match.group(2) or ""
        head, comma, tail = (part.strip() for part in name.partition(","))
        if not comma:
            yield name
        elif party and tail.rstrip(".").casefold() == party.casefold():
            yield head
        else:
            yield f"{tail} {head}"


def person_forms(name: str) -> Iterator[str]:
    """A member's name without the academic titles and notes it may carry (the table is looked up
    from any word on, so "Dr. Wiebke Esdar" is found by "Wiebke Esdar"); only names of two words or
    more (a one-word entry is a source's slip or a mononym no one is addressed by)."""
    form = " ".join(_NOTE.sub(" ", _TITLES.sub("", name)).split())
    if len(form.split()) >= 2 and "," not in form and all(w[:1].isalpha() for w in form.split()):
        yield form


# An alternative name's language tag and a line's comment ("Bayern Munich [en]", "## note").
_TAG = re.compile(r"\s*\[[a-z]{2}\]\s*$")


def club_names(text: str) -> Iterator[str]:
    """The names of openfootball's ``*.clubs.txt`` (see :func:`club_entries`)."""
    for _club, form in club_entries(text):
        yield form


def club_entries(text: str) -> Iterator[tuple[str, str]]:
    """(club, name) of openfootball's ``*.clubs.txt``: a club's line (``Bayern München, 1900, @
    Allianz Arena, München``: the part before the first comma) and its alternative names (``|
    Bayern | FC Bayern``); reserve teams (``ii)``, ``… II``), addresses and headings left out."""
    reserve = False
    club = ""
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip() or line.lstrip().startswith(("=", "ii)", "iii)")):
            reserve = line.lstrip().startswith(("ii)", "iii)"))
            continue
        if line.startswith((" ", "\t")) and line.strip().startswith("|"):
            if reserve or not club:
                continue
            for part in line.split("|"):
                yield from ((club, form) for form in _club_form(part))
        elif not line.startswith((" ", "\t")):
            reserve = False
            club = line.split(",", 1)[0].strip()
            yield from ((club, form) for form in _club_form(club))


# A sponsor's name openfootball marks inside a club's name ("$$Cashpoint$$ SCR Altach"), and a
# former name's years ("1. FC Lokomotive Leipzig (1966-1991)"): neither is written in chat.
_SPONSOR = re.compile(r"\$\$[^$]*\$\$\s*|\s*\([^()]*\d{4}[^()]*\)")


def _club_form(part: str) -> Iterator[str]:
    form = _TAG.sub("", _SPONSOR.sub("", " ".join(part.split()))).strip()
    words = form.split()
    if len(form) < 3 or not any(ch.isalpha() for ch in form) or words[-1] in ("II", "III", "Am.", "U19", "U21"):
        return
    if "//" in form:
        return  # an address line
    yield form


# A word of this many clubs' names names none of them (``Eintracht``, ``Union``, ``TSV``, ``United``):
# as a club's short form it would keep a part of a local club's name ("TSV Eintracht Kleinstadt").
SHARED_BY = 3


def clubs(folder: Path) -> Iterator[str]:
    """The names of the leagues' clubs (:data:`CLUB_COUNTRIES`), without a one-word form that is a
    word of :data:`SHARED_BY` clubs' names or more, or an abbreviation of four capitals or fewer
    (``SV``, ``AFC``: a kind of club; the famous ones, ``BVB``, are in ``curated/public_sphere.tsv``)."""
    forms: list[str] = []
    clubs_of: dict[str, set[str]] = {}  # word -> the clubs with a name holding it
    for country in CLUB_COUNTRIES:
        path = folder / f"{country}.clubs.txt"
        if path.exists():
            for club, form in club_entries(path.read_text(encoding="utf-8")):
                forms.append(form)
                for word in form.split():
                    clubs_of.setdefault(word, set()).add(club)
    for form in dict.fromkeys(forms):
        if " " not in form and (len(clubs_of[form]) >= SHARED_BY or form.isupper() and len(form) <= 4):
            continue
        yield form


def sphere_rows() -> Iterator[tuple[str, str, str, int, str]]:
    """(form, category, kind, popularity, source) for ``build notable``: the table's members and
    clubs, and each member's surname (kind ``surname:<full name>``, as for the notable people), which
    :func:`sphere_flags` marks as a surname private people bear too."""
    from teianon.lists import read_table

    for form, category, kind, origin in read_table(SPHERE_TABLE):
        yield form, category, kind, 0, origin
        words = form.split()
        if kind == "politician" and len(words[-1]) >= 4 and words[-2].casefold() not in ("von", "van", "de", "zu"):
            yield words[-1], category, "surname:" + form, 0, origin


def sphere_flags(form: str, kind: str, source: str) -> str:
    """The flags this table adds to those of ``build.notable_flags``: ``s`` for a member's
    surname alone (there are thousands of members, most of them known in their constituency only:
    ``Krings``, ``Schwabe`` alone are far more often somebody else) and for a member's full name
    whose last word is also a first name, a surname of the person tables or a common word
    (``Carsten Müller``, ``Thomas Rachel``, ``Frank Schwabe``: private people bear such names, so the
    name needs a public cue around it; ``Alexander Dobrindt`` does not); ``p`` for a club's name
    that is also a place (``Bayern``, ``Wrexham``, ``Freiburg``): it is a club only where sport is
    talked about (``teianon.annotate.public``), a place elsewhere (``ich wohne in Bayern``)."""
    from teianon import lists

    key = lists.key_of(form)
    if source in POLITICIANS:
        last = key[-1:]
        common = bool(lists.persons().get(last)) or form.split()[-1].capitalize() in lists.german_nouns()
        return "s" if kind.startswith("surname:") or common or last and last[0] in lists.english_words() else ""
    if source == CLUBS and lists.places().get(key):
        return "p"
    return ""


def build(bundestag19: Path, clubs_dir: Path) -> None:
    from teianon.lists.build import latin, write_table

    for path in (bundestag19, clubs_dir):
        if not path.exists():
            sys.exit(f"build needs {path} (see SOURCES.md: members of parliament and clubs)")
    people = {form for name in bundestag19_names(bundestag19) for form in person_forms(name)}
    rows = {(form, "PER", "politician", "democracy-alexa") for form in people}
    rows |= {(form, "ORG", "club", CLUBS) for form in clubs(clubs_dir)}
    write_table(SPHERE_TABLE, ["form", "category", "kind", "source"], (r for r in rows if latin(r[0])))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    build(Path(sys.argv[1]), Path(sys.argv[2]))
