"""A name proposed without a link that is exactly a part of one participant's nickname.

The linker weighs a short or word-like part by its context (``li`` of ``li_wei``, ``jo`` of
``jo_berlin``): mid-sentence it often lets it pass, where a person rule or the tagger reads the
same word as a person by a cue of its own (``ask li about it``, ``frag mal jo``). Such a name
is masked, but as a stranger's: the participant's mention is not linked, and in pseudonym mode
gets another surrogate than their nickname. Where the other rule's name is, as written, a part
of one participant's nickname and of no one else's, it is that participant's mention.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import regex

from ..detect import DocumentContext
from ..detect.forms import Kind
from ..detect.variants import Match, name_index, own_participant
from ..mention import Category, Mention
from ..read.textview import PostText

_NOT_LETTERS = regex.compile(r"[^\p{L}]+")

# How a part must match: as written, a part of the nickname or the nickname without its digits.
_KINDS = frozenset({Kind.FULL, Kind.STRIPPED, Kind.PART, Kind.COMPOUND})


def link_parts(view: PostText, proposals: Sequence[Mention], context: DocumentContext) -> list[Mention]:
    """``proposals`` with an unlinked person or nickname that is exactly a part of one
    participant's nickname linked to them (a NICK, as the linker writes it)."""
    if not context.participants or not any(
        m.category in (Category.PER, Category.NICK) and not m.corresp for m in proposals
    ):
        return list(proposals)
    index = name_index(context)
    # Where the linker or the repeats linked the same words already, theirs stands.
    spans = {(m.start, m.end) for m in proposals if m.corresp}
    linked = []
    for mention in proposals:
        pid = None
        if (
            mention.category in (Category.PER, Category.NICK)
            and not mention.corresp
            and not mention.is_addressing
            and (mention.start, mention.end) not in spans
        ):
            text = view.text[mention.start : mention.end]
            hit = index.lookup(text)
            written = hit is not None and (
                hit.best.kind in _KINDS
                or (hit.best.kind is Kind.INITIALS and _written_part(text, hit.participant, context))
            )
            if hit is not None and hit.match is Match.EXACT and written:
                pid = own_participant(hit.participant)
        linked.append(replace(mention, category=Category.NICK, corresp=pid) if pid else mention)
    return linked


def _written_part(text: str, participant: str | None, context: DocumentContext) -> bool:
    """``text`` is a part of the participant's nickname as written between its delimiters
    (``li`` of ``li_wei``), not its initials (``lw``), which the index holds as the same kind."""
    person = context.participant_by_id.get(participant or "")
    folded = text.casefold()
    return person is not None and any(
        folded in {part.casefold() for part in _NOT_LETTERS.split(nick)} for nick in person.nicknames
    )
