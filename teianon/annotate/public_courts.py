"""A court's or authority's seat kept in its name, for corpora of published decisions
(policy ``[public] courts = "keep"``).

German practice publishes a decision with its court's town (``AG Kleve``, ``LG Hamburg``,
``Verwaltungsgericht Minden``): the court is the public author of the decision, and the town
says which court, not where a party lives. teianon's default replaces that town, because the
same words in a letter (``das Amtsgericht Coesfeld hat meinen Termin verlegt``) do say where the
writer lives, and a judgment's heading cannot be told from a letter's sentence: recall first
(:mod:`teianon.detect.public_bodies`). A corpus of judgments can say so once in its policy; its
courts are then kept whole, as public names (``teianon:public.court``), which a reviewer can
still overrule. Private evidence still replaces the town, as it does for every public name:

- a workplace or home right before the body (``ich arbeite beim Amtsgericht Kleve``, ``wohne
  beim Finanzamt Soest``), also a job there (``Richterin am Amtsgericht Borken``, ``a clerk at
  Wigan Magistrates' Court``);
- the writer's own case or place: a first or second person in the sentence of the body or the
  one before or after it (``Termin beim Amtsgericht Steinfurt, mein Ex will das Sorgerecht``,
  ``Unser Haus ist gleich neben dem Amtsgericht Dülmen``, ``I sit as a magistrate at …``), or a
  letter's greeting or closing in the post; a judgment speaks of its parties in the third person;
- the town named as someone's home anywhere in the document (``Bei uns in Haltern gibt es nur
  das Amtsgericht Haltern``, ``er wohnt in Kleve``): the town is replaced in the court's name too.

What another file of the run says is not consulted: a town that only another file names as a
home is kept in this file's court names.
"""

from __future__ import annotations

import regex

from ..detect.evidence import Words as DetectWords
from ..detect.public_bodies import PUBLIC_BODY, public_bodies
from ..mention import Category, Mention
from ..read.textview import PostText
from .own_case import writers_own_case
from .public_marks import SUBTYPE
from .public_ministry import works_there
from .public_words import Words, private_before, word_range

# The reason a kept court carries (``@ana``).
COURT = "public.court"


def kept_courts(view: PostText, proposals: list[Mention], document: str = "") -> tuple[list[Mention], list[Mention]]:
    """(the courts and authorities kept whole as public names, the proposals without those that
    overlap them): a body counts where the institution detector proposed its town, and no private
    evidence (see the module's doc) speaks against it; ``document`` is the whole document's text,
    case-folded, where a home in the town is looked for."""
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
        before = [w.key for w in words[max(0, first - 6) : first]]
        if private_before(words, first) or works_there(before) or _judge_there(before):
            continue
        if writers_own_case(view.text, court):
            continue
        town = view.text[body.town_start : body.town_end]
        if _home_in(town, document or " ".join(view.text.split()).casefold()):
            continue
        kept.append(court)
    remaining = [p for p in proposals if not any(p.overlaps(k) for k in kept)]
    return kept, remaining


# Who sits at a court or works for it: the court is their workplace ("Richterin am Amtsgericht").
_JUDGES = frozenset(
    "richter richterin rechtspfleger rechtspflegerin justizangestellte justizangestellter magistrate magistrates "
    "judge usher".split()
)
_AT_COURT = frozenset("am beim bei im at in for".split())


def _judge_there(keys: list[str]) -> bool:
    """A judge's or court officer's title right before ``am``/``at`` (an article between) and the court."""
    k = len(keys) - 1
    if k >= 0 and keys[k] in ("the", "dem", "der"):
        k -= 1
    return k >= 1 and keys[k] in _AT_COURT and keys[k - 1] in _JUDGES


# A home in a town, as the document writes it (case-folded): "wohnt in", "bei uns in", "lives in".
_HOME = (
    r"(?:\b(?:wohn|leb|komm|stamm|zieh|gezogen|live|lived|living|grew\s+up|moved|born|come)\w*"
    r"(?:\s+\w+)?\s+(?:in|aus|nach|from|to|near)|\b(?:bei|near)\s+(?:uns|mir|me|us)\s+in|\b(?:hier|here)\s+in)\s+"
)


def _home_in(town: str, document: str) -> bool:
    """Whether the document names the town as someone's home (``bei uns in Haltern``)."""
    return regex.search(_HOME + regex.escape(town.casefold()) + r"\b", document) is not None
