"""A court's or authority's seat kept in its name, for corpora of published decisions
(policy ``[public] courts = "keep"``).

German practice publishes a decision with its court's town (``AG Kleve``, ``LG Hamburg``,
``Verwaltungsgericht Minden``): the court is the public author of the decision, and the town
says which court, not where a party lives. teianon's default replaces that town, because the
same words in a letter (``das Amtsgericht Coesfeld hat meinen Termin verlegt``) do say where the
writer lives, and a judgment's heading cannot be told from a letter's sentence: recall first
(:mod:`teianon.detect.public_bodies`). A corpus of judgments can say so once in its policy; its
courts are then kept whole, as public names (``teianon:public.court``), which a reviewer can
still overrule. Private evidence right before the body (``ich arbeite beim Amtsgericht Kleve``,
``wohne beim Finanzamt Soest``) still replaces the town, as it does for every public name.
"""

from __future__ import annotations

from ..detect.evidence import Words as DetectWords
from ..detect.public_bodies import PUBLIC_BODY, public_bodies
from ..mention import Category, Mention
from ..read.textview import PostText
from .public_marks import SUBTYPE
from .public_words import Words, private_before, word_range

# The reason a kept court carries (``@ana``).
COURT = "public.court"


def kept_courts(view: PostText, proposals: list[Mention]) -> tuple[list[Mention], list[Mention]]:
    """(the courts and authorities kept whole as public names, the proposals without those that
    overlap them): a body counts where the institution detector proposed its town."""
    towns = [p for p in proposals if p.source == PUBLIC_BODY]
    if not towns:
        return [], proposals  # most posts: no court, nothing to read word by word
    words = Words(view.text)
    kept: list[Mention] = []
    for body in public_bodies(DetectWords.of(view)):
        if not any(t.start == body.town_start and t.end == body.town_end for t in towns):
            continue
        court = Mention(body.start, body.end, Category.ORG, cert="medium", source=COURT, subtype=SUBTYPE)
        first, _ = word_range(words, court)
        if not private_before(words, first):
            kept.append(court)
    remaining = [p for p in proposals if not any(p.overlaps(k) for k in kept)]
    return kept, remaining
