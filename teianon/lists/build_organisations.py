"""The public organisations' names of teianon's notable table, from freely licensed lists (run by
maintainers, not users): Hipo's world universities and the German federal ministries.

    python -m teianon.lists.build organisations UNIVERSITIES_JSON MINISTRIES_CSV...

Split from :mod:`teianon.lists.build` (issue 41: no module over 600 lines), whose ``notable``
table reads what this writes; sources and licences: ``SOURCES.md``.
"""

from __future__ import annotations

import csv
import json
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

# Names of public organisations derived from freely licensed lists (see SOURCES.md), committed so
# that ``build notable`` needs no more than the shared table: ``build organisations`` rewrites it.
ORGANISATION_TABLE = "sources/public_organisations.tsv.gz"
# A German university's usual short form ("Uni Bochum", "TU Dortmund", "FH Aachen").
_SHORT_UNIVERSITY = (("Technische Universität ", "TU "), ("Universität ", "Uni "), ("Fachhochschule ", "FH "))
# A parenthesised acronym of a university's name ("… (HAW Hamburg)", "… (MBZUAI)"), not a US
# state ("(IN)") nor a note ("(Student email)").
_PARENTHESISED = re.compile(r"\s*\(([^()]*\b[A-Z]{3,}\b[^()]*)\)\s*$")


# The words of a school's kind and field: a name of these alone ("University College", "School of
# Management", "Hochschule für Musik") is a description, not one school's name.
_GENERIC_SCHOOL = frozenset(
    """a an and at de der des die du for für in of the und university universities college colleges
    institute institut school schools academy akademie polytechnic hochschule universität fachhochschule
    uni tu fh technology technologies technical technological technik science sciences applied
    international national state federal central community junior open higher graduate postgraduate
    advanced studies study management business economics economic finance education arts art fine
    music medicine medical health engineering law politics political public administration design
    agriculture agricultural theological seminary center centre new global world united
    musik kunst künste wirtschaft politik technik medizin""".split()
)


def university_names(universities: Path) -> Iterator[str]:
    """The names of Hipo's world university list (``world_universities_and_domains.json``), with
    the German short forms and the part before a comma ("Fachhochschule Biberach, Hochschule für
    Bauwesen und Wirtschaft"). A single word is left out (``Morehouse``, ``Audencia``, the acronym
    ``ALBA``): a small school's brand or acronym, often a word or a name too."""
    for record in json.loads(universities.read_text(encoding="utf-8")):
        name = " ".join(record["name"].split())
        forms = {name}
        acronym = _PARENTHESISED.search(name)
        name = re.sub(r"\s*\([^()]*\)\s*$", "", name)
        forms.add(name)
        if acronym:
            forms.add(acronym.group(1).strip())
        if "," in name:
            forms.add(name.split(",")[0].strip())
        for long, short in _SHORT_UNIVERSITY:
            rest = name.removeprefix(long)
            if rest != name and 1 <= len(rest.split()) <= 2 and "," not in rest:
                forms.add(short + rest)
        for form in forms:
            words = form.replace("-", " ").split()
            if len(form.split()) > 1 and not all(w.casefold() in _GENERIC_SCHOOL for w in words):
                yield form


def ministry_names(tables: Iterable[Path]) -> Iterator[tuple[str, str]]:
    """(name, kind) of the German federal ministries of ``government-helper-tables``: German and
    English names and acronyms (an acronym that is also a word or a common abbreviation, ``AA``,
    is stop-listed in ``curated/public_stop.tsv``)."""
    for table in tables:
        with table.open(encoding="utf-8") as f:
            for row in csv.DictReader(f):
                row = {k.strip(): (v or "").strip() for k, v in row.items()}
                for column in ("Name_DE", "Name_EN", "Abkürzung"):
                    if row.get(column):
                        yield row[column], "agency"


def build_organisations(universities: Path, ministries: list[Path]) -> None:
    """``python -m teianon.lists.build organisations UNIVERSITIES_JSON MINISTRIES_CSV...``: the
    derived table of public organisations (``ORGANISATION_TABLE``) that ``build notable`` reads."""
    from teianon.lists.build import latin, write_table  # build imports this module

    for path in (universities, *ministries):
        if not path.exists():
            sys.exit(f"build needs {path} (see SOURCES.md: public organisations)")
    rows = [(form, "ORG", "university", "hipo-universities") for form in university_names(universities)]
    rows += [(form, "ORG", kind, "government-helper-tables") for form, kind in ministry_names(ministries)]
    write_table(ORGANISATION_TABLE, ["form", "category", "kind", "source"], (r for r in rows if latin(r[0])))
