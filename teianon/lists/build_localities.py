"""Villages and parts of municipalities of the German-speaking countries, for the places table.

    python -m teianon.lists.build_localities POSTAL_DIR    # add them to places.tsv.gz as committed

GeoNames' cities of 500 people or more miss many German, Austrian and Swiss municipalities (their
population is recorded on the municipality, not on the place: ``Beilngries``, 9,000 people, is
not among them) and every part of a municipality. GeoNames' postal-code table names the place of
every postcode: the municipality and, where a postcode serves several, its parts
(``Schipkau Annahütte``). ``POSTAL_DIR`` holds that table per country as
github.com/zauberware/postal-codes-json-xml-csv publishes it (``DE/zipcodes.de.csv`` …, column
``place``). A form is added:

- when it is a place's name: words with capitals, joined by the particles of place names
  (``Thunau am Kamp``, ``Reith bei Hartmannsdorf``, ``St. Andrä``), no digits, brackets, commas
  or slashes, and no firm's or office's name (a large customer's own postcode: ``… GmbH``,
  ``Finanzamt …``, ``Stadtsparkasse …``);
- a municipality and its part (``Schipkau Hörlitz``: the first words a place of the table or of
  this list) as the part alone (``Hörlitz``): the pair is no name anyone writes;
- under :func:`teianon.lists.build_places.needs_context`'s bars (no person's or notable name, no
  German noun or English word, no frequent or web word), not a compound of two words of the
  language without a place name's ending (``Steinkreuz``, ``Gewerbestraße``; ``Rittersberg``
  stays), and only where no row of the table has the form.

The postal table gives no population: the rows carry 0 (unknown; every rule that weighs a place's
size reads them as small). They are GeoNames' data, so their source is ``geonames:<country>``,
as that of the country's other places. Run it on the table without them (after the full build and
:mod:`teianon.lists.build_places`): a second run finds every form known and adds nothing.
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Iterator
from pathlib import Path

import regex

from teianon import lists
from teianon.lists.build_places import needs_context

COUNTRIES = ("DE", "AT", "CH", "LI", "LU")
# A large customer's own postcode names the firm or office, not a place.
_NOT_A_PLACE = regex.compile(
    r"\b(?:GmbH|AG|KG|mbH|e\.\s?V\.|JVA|Heim)\b|^Stadt\s|\b(?:Bundes|Landes|Deutsche|Gemeinde|Arbeit|Direkt|Justiz)"
    r"|(?:finanz|zoll|arbeits|versorgungs|gesundheits|jugend|standes|landrats|ordnungs|post|untersuchungs)amt\b"
    r"|\b\w*(?:kasse|geschäftsstelle|verlag|versicherung|bank|gericht|universität|klinik|klinikum|kliniken|kammer|"
    r"staatsanwaltschaft|postfach|großkunde|verband|werk|fabrik|service|center|zentrum|verwaltung|ministerium|"
    r"behörde|agentur|foods|consult|institut|hochschule|regierung|polizei|rundfunk|anstalt|zeitung|post|stiftung|"
    r"versand|brauerei|holding|logistik|vertrieb|niederlassung|wochenblatt|kirche|optik|genossenschaft|krankenhaus|"
    r"hospital|schule|messe|flughafen|airport|kaserne|dienst|gewerbegebiet|straße|strasse|weg|gasse|platz|allee)\b",
    regex.IGNORECASE,
)
_PARTICLES = (
    "am an bei im in ob der die den dem des unter vor auf zum zur b. a. i. v. d. la le les de du sur près sous en et"
)
_WORD = regex.compile(
    r"(?:\p{Lu}[\p{Ll}']+(?:-\p{L}[\p{Ll}']+)*|St\.|" + "|".join(map(regex.escape, _PARTICLES.split())) + r")"
)
# First words of a two-word place name that are part of it (``Groß Briesen``, ``Bad Vilbel``), not
# a municipality before its part.
_MODIFIERS = frozenset(
    "Groß Gross Klein Alt Neu Ober Unter Nieder Hohen Sankt St. Bad Markt Deutsch Wendisch Windisch Maria Hinter "
    "Vorder Mittel Außer Inner Lang Kirch Dorf Schloss Burg Hof Ost West Nord Süd Wald Berg Frauen Königs Heilig "
    "Le La Les Saint Sainte Val Mont San Santa".split()
)


# Endings of German place names (``-dorf``, ``-bach``, ``-ingen``, ``-wil``): a compound of two
# words of the language is a place's name with one of them (``Rittersberg``), a noun's or an
# office's without (``Steinkreuz``, ``Bußgeldstelle``, ``Gewerbestraße``).
_PLACE_ENDING = regex.compile(
    r"(?:dorf|dörfl|torf|berg|bach|hausen|husen|hofen|feld|felden|heim|au|aue|wald|walde|hof|höfe|tal|thal|burg|"
    r"stein|see|holz|brunn|brunnen|kirchen|kirch|reuth|reut|rode|roda|schlag|graben|weiler|wil|wyl|mühle|mühl|hub|"
    r"egg|ried|moos|bruck|brück|brücken|ingen|ing|ling|stätt|stätten|stetten|statt|stedt|stadt|leben|lar|loh|lohe|"
    r"born|beck|bek|büttel|siel|horst|hagen|hain|haid|heide|winkel|grund|leiten|eck|kamp|werth|wörth|ach|bichl|"
    r"bühel|bühl|gries|lehen|ham|haus|häusern|schwand|schwanden|zell|münster|furt|kogel|kofel|alm|matt|matten|"
    r"rüti|ikon|ikofen)$",
    regex.IGNORECASE,
)


def _shaped(place: str) -> bool:
    words = place.split()
    return (
        bool(words)
        and all(_WORD.fullmatch(w) for w in words)
        and words[0][:1].isupper()
        and words[0].casefold() not in _PARTICLES.split()  # "An der Malzmühle": a street
        and words[-1][:1].isupper()
        and not any(c in place for c in ",()/")
        and _NOT_A_PLACE.search(place) is None
    )


def postal_places(postal_dir: Path) -> dict[str, str]:
    """Form -> country of every place name of the postal tables, a municipality's part alone."""
    forms: dict[str, str] = {}
    for country in COUNTRIES:
        path = postal_dir / country / f"zipcodes.{country.lower()}.csv"
        with path.open(encoding="utf-8", newline="") as table:
            for row in csv.DictReader(table):
                place = regex.sub(r"\s+\d+$", "", row["place"].strip())  # "Aarau 1": a post office's number
                if _shaped(place):
                    forms.setdefault(place, country)
    known = lists.places()
    for place, country in list(forms.items()):
        words = place.split()
        if len(words) < 2:
            continue
        for k in range(2 if words[0] in _MODIFIERS else 1, len(words)):
            head, rest = words[:k], words[k:]
            if all(w[:1].isupper() for w in rest) and (
                " ".join(head) in forms or known.get(tuple(w.casefold() for w in head))
            ):
                del forms[place]
                forms.setdefault(" ".join(rest), country)
                break
        else:
            # No municipality before it: a name of several words only with a particle
            # ("Thunau am Kamp") or a word that belongs to it ("Groß Briesen").
            if all(w[:1].isupper() for w in words) and words[0] not in _MODIFIERS:
                del forms[place]
    return forms


def locality_rows(postal_dir: Path) -> Iterator[tuple[str, str, int, str]]:
    """(form, category, population, source) of the places the table lacks."""
    from teianon.detect.evidence import word_compound

    known = lists.places()
    for form, country in sorted(postal_places(postal_dir).items()):
        if len(form) < 4 or known.get(tuple(w.casefold() for w in form.split())):
            continue
        if needs_context(form, country) or " " not in form and word_compound(form) and not _PLACE_ENDING.search(form):
            continue
        yield form, "GPE", 0, f"geonames:{country}"


def main() -> None:
    from teianon.lists.build import _key, write_table

    rows = [tuple(row) for row in lists.read_table("places.tsv.gz")]
    added = [
        (_key(f), f, category, str(pop), "", source) for f, category, pop, source in locality_rows(Path(sys.argv[1]))
    ]
    print(f"localities: {len(added)} rows added", file=sys.stderr)
    write_table("places.tsv.gz", ["key", "form", "category", "population", "flags", "source"], [*rows, *added])


if __name__ == "__main__":
    main()
