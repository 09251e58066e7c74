"""How writing annotations into one post grows with the number of mentions in it.

    .venv/bin/python benchmarks/markup_growth.py

One post of ``hallo lela2 `` repeated to 16k … 128k characters, once as character data and
once as ``<w>`` tokens, with a NICK mention on every ``lela2``; times
:func:`teianon.annotate.markup.write_mentions` alone (no detection, no stylesheet).
"""

from __future__ import annotations

import time

from lxml import etree

from teianon.annotate.markup import write_mentions
from teianon.mention import Category, Mention
from teianon.read.textview import post_text

TEI = "http://www.tei-c.org/ns/1.0"


def main() -> None:
    for n in (16_000, 32_000, 64_000, 128_000):
        text = ("hallo lela2 " * (n // 12 + 1))[:n]
        view = post_text(etree.fromstring(f'<post xmlns="{TEI}">{text}</post>'))
        mentions = [Mention(i + 6, i + 11, Category.NICK, corresp="A01") for i in range(0, n - 11, 12)]
        started = time.perf_counter()
        write_mentions(view, mentions)
        untokenised = time.perf_counter() - started
        words = "".join(f'<w xml:id="w{i}">{w}</w> ' for i, w in enumerate(text.split()))
        view = post_text(etree.fromstring(f'<post xmlns="{TEI}">{words}</post>'))
        mentions = [Mention(t.start, t.end, Category.NICK, corresp="A01") for t in view.tokens if t.text == "lela2"]
        started = time.perf_counter()
        write_mentions(view, mentions)
        tokenised = time.perf_counter() - started
        print(f"{n:>8,} characters, {len(mentions):>6,} mentions: untokenised {untokenised:.3f} s, "
              f"tokenised {tokenised:.3f} s", flush=True)


if __name__ == "__main__":
    main()
