"""Towns named like words in chat: replaced where a place is meant, left where the word is.

    python benchmarks/word_towns.py             # the table
    python benchmarks/word_towns.py --list      # also every false replacement and every town left

Many German towns are called what a German word is (``Wetter``, ``Lauf``, ``Weiden``, ``Essen``,
the plural ``Schotten``). The words here are every town of the place tables that is a German
town of 5,000 people or more (GeoNames), no bigger than a million, flagged by the tables as a
word too, a noun of teianon's German noun list, and no person's name (about 150). Each is put
into chat frames of two kinds, written by the teianon authors for this measure, each post a TEI
document of its own (so that no post gives another its evidence), annotated as ``teianon run``
does:

- **the word**: ``{w} ist heute echt mies``, ``ich finde {w} total super``, …: the town is not
  meant, so a GPE or LOC of certainty medium or high over it is a false replacement;
- **the town**: ``ich wohne seit zwei jahren in {w}``, ``wir fahren morgen nach {w}``, a postcode
  before it, ``Liebe Grüße aus {w}``, …: the town is meant, so one not replaced survives;
- **the town again**: a document of two posts, the first ``ich wohne seit zwei jahren in {w}``,
  the second naming the town without a cue (``{w} ist klein aber schön``, …): the document has
  said the town is meant, so the second one not replaced survives (counted in the second post).

Held (``low``) proposals are counted apart: they wait for a reviewer and are left as written by
default. Standard library, lxml and teianon only.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from teianon.detect.lexicon import is_name
from teianon.lists import german_nouns, key_of, places
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.tagger.features import table_features

sys.path.insert(0, str(Path(__file__).resolve().parent))
from everyday_names import document, outcome

WORD_FRAMES = (
    "{w} ist heute echt mies",
    "ich finde {w} total super",
    "haha {w} und so, keine ahnung",
    "gestern war {w} bei uns ein thema",
    "mit {w} kenn ich mich nicht aus",
)
TOWN_FRAMES = (
    "ich wohne seit zwei jahren in {w}",
    "wir fahren morgen nach {w}",
    "meine eltern kommen aus {w}",
    "Lindenweg 4, 35390 {w}",
    "Liebe Grüße aus {w}",
)

# After TOWN_FRAMES[0] in the same document: the town named again, without a cue.
AGAIN_FRAMES = (
    "{w} ist klein aber schön",
    "bei uns in der gegend ist {w} echt ruhig",
    "{w} hat einen schönen marktplatz",
)


@dataclass(frozen=True)
class Post:
    frame: str
    word: str

    def text(self) -> tuple[str, int, int]:
        """As everyday_names' cases give it: the post, and where the word stands in it."""
        start = self.frame.index("{w}")
        return self.frame.replace("{w}", self.word), start, start + len(self.word)


def town_words() -> list[str]:
    found = []
    for word in german_nouns():
        if len(word) < 4 or not word[:1].isupper() or not word[1:].islower() or " " in word:
            continue
        entries = places().get(key_of(word))
        if (
            entries
            and any(e.category == "GPE" and e.ambiguous for e in entries)
            and any(e.source == "geonames:DE" and e.weight >= 5_000 for e in entries)
            and all(e.weight < 1_000_000 for e in entries)
            and not is_name(word)
            and not any(f.startswith("per=") for f in table_features(word.casefold()))
        ):
            found.append(word)
    return sorted(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="list every false replacement and every town left")
    args = parser.parse_args()
    settings = Settings()
    words = town_words()
    rows = {"the word": Counter[str](), "the town": Counter[str](), "the town again": Counter[str]()}
    listed: list[str] = []
    k = 0
    for kind, frames in (("the word", WORD_FRAMES), ("the town", TOWN_FRAMES), ("the town again", AGAIN_FRAMES)):
        for frame in frames:
            for word in words:
                post = Post(frame, word)
                if kind == "the town again":
                    tree = document(k, Post(TOWN_FRAMES[0], word))  # type: ignore[arg-type]
                    first = tree.getroot().find(".//{http://www.tei-c.org/ns/1.0}post")
                    assert isinstance(first, etree._Element)
                    second = etree.Element(first.tag, {"who": "#u1"})
                    second.text = post.text()[0]
                    first.addnext(second)
                else:
                    tree = document(k, post)  # type: ignore[arg-type]
                k += 1
                annotate_tree(tree, f"post {k}", settings)
                element = tree.getroot().findall(".//{http://www.tei-c.org/ns/1.0}post")[-1]
                text, start, end = post.text()
                found = outcome(element, start, end)
                row = rows[kind]
                row["posts"] += 1
                if found is None or found[0] not in ("GPE", "LOC"):
                    row["not proposed"] += 1
                elif found[1] == "low":
                    row["held"] += 1
                else:
                    row["replaced"] += 1
                wrong = (kind == "the word") == (found is not None and found[1] != "low")
                if wrong:
                    listed.append(f"{kind}\t{found[0] + ' ' + found[1] if found else '-'}\t{text}")
    print(f"{len(words)} towns named like words, {k} posts")
    print()
    print("| the post means | posts | replaced as a place | held (low) | not proposed |")
    print("|---|---:|---:|---:|---:|")
    for name, row in rows.items():
        print(f"| {name} | {row['posts']} | {row['replaced']} | {row['held']} | {row['not proposed']} |")
    if args.list:
        print("\n".join(listed))


if __name__ == "__main__":
    main()
