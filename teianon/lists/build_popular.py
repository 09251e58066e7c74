"""Musicians, bands and people of television from popularity-ranked public lists, for the notable
table (run by maintainers; issue 38).

    python -m teianon.lists.build_popular CLASSIC_ROCK_CSV DAILY_SHOW_CSV
    python -m teianon.lists.build notable     # then rebuild the notable table, which reads it

Both files are FiveThirtyEight's (github.com/fivethirtyeight/data, CC BY 4.0; commit in
``SOURCES.md``): ``classic-rock/classic-rock-song-list.csv`` (the songs 25 US classic-rock
stations played in a week of June 2014, with how often: an artist's plays summed) and
``daily-show-guests/daily_show_guests.csv`` (every guest of The Daily Show 1999–2015, with the
guest's group: acting, comedy, media, politician, musician …; a guest's appearances counted).
Only the well known come in: artists played :data:`MIN_PLAYS` times or more, guests who came
:data:`MIN_VISITS` times or more, named by two words or more (a one-word guest name is a first
name as often). The list is evidence *against* replacement, weighed like the rest of the public
lists; its rows are read by the public-sphere decision only (``teianon.lists.SPHERE_SOURCES``).
The result, ``sources/public_popular.tsv.gz`` (form, category, kind, popularity, source), is
committed, so that ``build notable`` needs neither file. Build-only: the standard library.
"""

from __future__ import annotations

import csv
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

POPULAR_TABLE = "sources/public_popular.tsv.gz"
ROCK = "fivethirtyeight-classic-rock"
TV = "fivethirtyeight-daily-show"
# An artist's plays in the week's sample (Fleetwood Mac 198, Led Zeppelin 1,108): 194 artists.
MIN_PLAYS = 20
# A guest's appearances in 17 years: 509 guests came twice or more.
MIN_VISITS = 2

# A title or office before a guest's name ("Sen. John McCain", "Gov. Jon Huntsman").
_OFFICE = re.compile(
    r"^(?:(?:Sen|Rep|Gov|Dr|Gen|Adm|Lt|Col|Prof|Mr|Mrs|Ms|Rev)\.?\s+"
    r"|(?:President|Senator|Governor|Mayor|Admiral|General|Secretary)\s+)+"
)
# Several guests in one row ("Kevin Smith and Jason Mewes", "Bill Clinton, Hillary Clinton").
_SEVERAL = re.compile(r",|&|\band\b|\bwith\b|\(|/")


def rock_artists(path: Path) -> Iterator[tuple[str, int]]:
    """(artist, plays) of the artists played :data:`MIN_PLAYS` times or more, without a name of
    ``The`` and words (:func:`plain_phrase`: ``The Police``)."""
    plays: Counter[str] = Counter()
    with path.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            plays[row["ARTIST CLEAN"].strip()] += int(row["PlayCount"] or 0)
    for artist, n in plays.items():
        if n >= MIN_PLAYS and artist and not plain_phrase(artist):
            yield artist, n


def plain_phrase(name: str) -> bool:
    """``The`` and English words or German nouns (``The Police``, ``The Band``, ``The Cars``): in
    running text that is an article and a noun (``called the police``), not the band. Bands named
    by other words (``Deep Purple``, ``Pearl Jam``) stay: such phrases are rarely proposed as names,
    and one word is left to the table's flags, which make such a word need a cue."""
    from teianon import lists

    words = re.findall(r"[^\W\d_]+", name)
    return (
        len(words) > 1
        and words[0].casefold() == "the"
        and all(w.lower() in lists.english_words() or w.capitalize() in lists.german_nouns() for w in words[1:])
    )


def tv_guests(path: Path) -> Iterator[tuple[str, str, int]]:
    """(name, group, appearances) of the guests who came :data:`MIN_VISITS` times or more."""
    visits: Counter[str] = Counter()
    groups: dict[str, str] = {}
    with path.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            raw = row["Raw_Guest_List"].strip()
            if _SEVERAL.search(raw):
                continue
            name = _OFFICE.sub("", raw).strip()
            if len(name.split()) < 2:
                continue
            visits[name] += 1
            groups[name] = (row["Group"] or "media").strip().lower()
    yield from ((name, groups[name], n) for name, n in visits.items() if n >= MIN_VISITS)


def popular_rows() -> Iterator[tuple[str, str, str, int, str]]:
    """(form, category, kind, popularity, source) for ``build notable``: bands and musicians as
    ``ORG``/``band`` (the list does not tell a band from a singer: neither is anyone's first name
    read alone), guests as ``PER`` with their group as kind."""
    from teianon.lists import read_table

    for form, category, kind, popularity, origin in read_table(POPULAR_TABLE):
        yield form, category, kind, int(popularity), origin


def popular_flags(form: str, source: str) -> str:
    """``s`` for a guest's full name whose last word is a common first name or a word (``Paul
    Rudd`` is public alone; a ``… Will`` may be anybody), ``p`` for a band named like a place of
    the place table: such a name needs a public cue."""
    from teianon import lists

    if source == ROCK:
        # A band named like a place (``Chicago``, ``Kansas``, ``America``): where it is talked
        # about as music a cue says so; elsewhere it is the place (kept or replaced as places are).
        key = lists.key_of(form)
        return "p" if lists.places().get(key) or lists.is_country_word(key) else ""
    if source != TV:
        return ""
    last = form.split()[-1]
    first_name = any(e.kind == "first" for e in lists.persons().get((last.casefold(),)))
    word = last.capitalize() in lists.german_nouns() or last.lower() in lists.english_words()
    return "s" if first_name or word else ""


def build(rock: Path, tv: Path) -> None:
    from teianon.lists.build import latin, write_table

    for path in (rock, tv):
        if not path.exists():
            sys.exit(f"build needs {path} (see SOURCES.md: FiveThirtyEight's classic rock and Daily Show guests)")
    rows = {(artist, "ORG", "band", plays, ROCK) for artist, plays in rock_artists(rock)}
    rows |= {(name, "PER", group, n, TV) for name, group, n in tv_guests(tv)}
    write_table(
        POPULAR_TABLE, ["form", "category", "kind", "popularity", "source"], sorted(r for r in rows if latin(r[0]))
    )


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    build(Path(sys.argv[1]), Path(sys.argv[2]))
