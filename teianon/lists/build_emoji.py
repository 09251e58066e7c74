"""Build ``emoji_shortcodes.txt.gz``: the shortcodes of the standard emoji.

``python -m teianon.lists.build_emoji EMOJI_JSON [EMOJI_TEST_TXT]`` with ``db/emoji.json`` of
github.com/github/gemoji (MIT; commit 5476a66d2794e0d1551b1f96e449afc72e9f7bec) and the Unicode
``emoji-test.txt`` it vendors (``vendor/unicode-emoji-test.txt``, Unicode licence): every alias
(``:teddy_bear:``, ``:+1:``, as GitHub, Slack, Discord and Mattermost write them) and every
emoji's Unicode (CLDR) name made a shortcode, skin tones too (``smiling face with hearts`` →
``smiling_face_with_hearts``, ``thumbs up: medium skin tone`` → ``thumbs_up_medium_skin_tone``).
A chat's shortcode of this list names an emoji, never a person (``teianon.detect.glued_names``).
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

import regex

HERE = Path(__file__).parent
TABLE = HERE / "emoji_shortcodes.txt.gz"
_APART = regex.compile(r"[\s\-]+")
_DROP = regex.compile(r"[^\p{L}\p{N}_+]")
# A line of emoji-test.txt: code points; status # emoji version name
_TEST_LINE = regex.compile(r"^[0-9A-F ]+;\s*fully-qualified\s*#\s*\S+\s+E\d+\.\d+\s+(.+)$")


def shortcode(name: str) -> str:
    """A name made a shortcode: case-folded, spaces and hyphens as underscores, no punctuation."""
    return _DROP.sub("", _APART.sub("_", name.strip().casefold()))


def build(emoji_json: Path, emoji_test: Path | None = None) -> list[str]:
    codes: set[str] = set()
    for entry in json.loads(emoji_json.read_text(encoding="utf-8")):
        codes.update(shortcode(a) for a in entry.get("aliases", ()))
        codes.add(shortcode(entry["description"]))
    if emoji_test is not None:
        for line in emoji_test.read_text(encoding="utf-8").splitlines():
            if match := _TEST_LINE.match(line):
                codes.add(shortcode(match.group(1).replace(":", " ")))
    codes.discard("")
    return sorted(codes)


def main(argv: list[str]) -> None:
    codes = build(Path(argv[0]), Path(argv[1]) if len(argv) > 1 else None)
    with gzip.open(TABLE, "wt", encoding="utf-8", compresslevel=9) as out:
        out.write("\n".join(codes) + "\n")
    print(f"{TABLE.name}: {len(codes)} shortcodes")


if __name__ == "__main__":
    main(sys.argv[1:])
