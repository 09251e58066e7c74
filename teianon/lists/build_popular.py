"""Musicians, bands and people of television from popularity-ranked public lists, for the notable
table (run by maintainers; issue 38).

    python -m teianon.lists.build_popular CLASSIC_ROCK_CSV DAILY_SHOW_CSV
    python -m teianon.lists.build notable     # then rebuild the notable table, which reads it

Both files are FiveThirtyEight's (github.com/fivethirtyeight/data, CC BY 4.0; commit in
``SOURCES.md``): ``classic-rock/classic-rock-song-list.csv`` (the songs 25 US classic-rock
stations played in a week of June 2014, with how often: an artist's plays summed) and
``daily-show-guests/daily_show_guests.csv`` (every guest of The Daily Show 1999–2015, with the
guest's group: acting, comedy, media, politician, musician …; a guest's appearances counted).
A second command reads the squads of the football World Cups since 1990 and of the European
Championships of github.com/openfootball/worldcup and github.com/openfootball/euro (CC0 1.0):

    python -m teianon.lists.build_popular squads WORLDCUP_DIR EURO_DIR

Every player of a national squad is a public figure whom chat about a match names (``Jamal
Musiala``, ``Bukayo Saka``), younger than most of Pantheon's people. Only full names of two words
or more come in (``Taffarel``, ``Dida`` alone are anybody's nickname), each with its last word as
a surname row (``surname:<full name>``), which stays public only where the document names the
player in full or talks about the game (:func:`popular_flags`).

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
SQUADS_TABLE = "sources/public_squads.tsv.gz"
SQUADS = "openfootball-squads"
# The first tournament read: players of earlier squads are seldom named in chat, and their names
# (``Hans Schmidt``) are as often a private person's.
FIRST_CUP = 1990
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


# A squad line: worldcup's `` (4)  DF  Kolo Touré   ##   76, Manchester City (ENG)`` and euro's
# ``  6,  Joshua Kimmich,   DF,   86/6  , b. 1995, FC Bayern Munich (GER)``.
_WORLDCUP_PLAYER = re.compile(r"^\s*\(\d+\)\s+[A-Z]{2}\s+(.+?)\s*##")
_EURO_PLAYER = re.compile(r"^\s*\d+,\s*([^,]+?),\s*[A-Z]{2},")


def squad_players(folder: Path) -> Iterator[str]:
    """The players' names of every ``<year>--<host>/squads/*.txt`` of an openfootball tournament
    folder from :data:`FIRST_CUP` on."""
    for path in sorted(folder.glob("*/squads/*.txt")):
        year = path.parts[-3].split("--", 1)[0]
        if not year.isdigit() or int(year) < FIRST_CUP:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            match = _WORLDCUP_PLAYER.match(line) or _EURO_PLAYER.match(line)
            if match:
                yield " ".join(match.group(1).split())


def squad_rows(names: Iterator[str]) -> set[tuple[str, str, str, int, str]]:
    """(form, category, kind, popularity, source): each player named by two words or more, and
    the last word of each (``surname:<full name>``) where it is four letters or longer, no
    particle's, and neither a name of the person tables nor a word: ``Kimmich`` may stand for the
    player, ``Schulz`` after ``Torwart`` is as often a local club's keeper."""
    from teianon import lists

    rows = set()
    for name in names:
        words = name.split()
        if len(words) < 2 or not all(w[:1].isalpha() for w in words):
            continue
        rows.add((name, "PER", "footballer", 0, SQUADS))
        last = words[-1]
        if (
            len(last) >= 4
            and words[-2].casefold() not in ("van", "von", "de", "da", "dos", "ter", "di")
            and not lists.persons().get((last.casefold(),))
            and not _dictionary_word(last)
        ):
            rows.add((last, "PER", "surname:" + name, 0, SQUADS))
    return rows


def popular_rows() -> Iterator[tuple[str, str, str, int, str]]:
    """(form, category, kind, popularity, source) for ``build notable``: bands and musicians as
    ``ORG``/``band`` (the list does not tell a band from a singer: neither is anyone's first name
    read alone), guests as ``PER`` with their group as kind, footballers as ``PER``/``footballer``."""
    from teianon.lists import read_table

    for table in (POPULAR_TABLE, SQUADS_TABLE):
        for form, category, kind, popularity, origin in read_table(table):
            yield form, category, kind, int(popularity), origin


def popular_flags(form: str, source: str, kind: str = "") -> str:
    """``s`` for a guest's full name whose last word is a common first name or a word (``Paul
    Rudd`` is public alone; a ``… Will`` may be anybody), ``p`` for a band named like a place of
    the place table: such a name needs a public cue; a footballer's as :func:`_squad_flags` says."""
    from teianon import lists

    if source == ROCK:
        # A band named like a place (``Chicago``, ``Kansas``, ``America``): where it is talked
        # about as music a cue says so; elsewhere it is the place (kept or replaced as places are).
        key = lists.key_of(form)
        return "p" if lists.places().get(key) or lists.is_country_word(key) else ""
    if source == SQUADS:
        return _squad_flags(form, kind)
    if source != TV:
        return ""
    last = form.split()[-1]
    first_name = any(e.kind == "first" for e in lists.persons().get((last.casefold(),)))
    return "s" if first_name or _dictionary_word(last) else ""


def _squad_flags(form: str, kind: str) -> str:
    """``s`` for a player's surname alone, and for a full name whose first word is a first name
    of the person tables, or whose last word is a surname there or a word (``Florian Wirtz``,
    ``Abdullah Musa``, ``Kim Yong-dae``: private people bear such names too, so a cue or the full
    name elsewhere must say it is the player). A name with a first name the tables do not know
    (``Bukayo Saka``) is rare enough to be the player's on its own."""
    from teianon import lists

    if kind.startswith("surname:"):
        return "s"
    words = form.split()
    first = any(e.kind == "first" for e in lists.persons().get((words[0].casefold(),)))
    last = words[-1]
    surname = any(e.kind == "last" for e in lists.persons().get((last.casefold(),)))
    return "s" if first or surname or _dictionary_word(last) else ""


def _dictionary_word(word: str) -> bool:
    """A German noun or an English word of the tables (``Rice``, ``Will``, ``Neuer``)."""
    from teianon import lists

    return word.capitalize() in lists.german_nouns() or word.lower() in lists.english_words()


def build_squads(worldcup: Path, euro: Path) -> None:
    from teianon.lists.build import latin, write_table

    for path in (worldcup, euro):
        if not path.is_dir():
            sys.exit(f"build needs {path} (see SOURCES.md: openfootball's World Cup and Euro squads)")
    rows = squad_rows(name for folder in (worldcup, euro) for name in squad_players(folder))
    write_table(
        SQUADS_TABLE, ["form", "category", "kind", "popularity", "source"], sorted(r for r in rows if latin(r[0]))
    )


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
    if len(sys.argv) == 4 and sys.argv[1] == "squads":
        build_squads(Path(sys.argv[2]), Path(sys.argv[3]))
    elif len(sys.argv) == 3:
        build(Path(sys.argv[1]), Path(sys.argv[2]))
    else:
        sys.exit(__doc__)
