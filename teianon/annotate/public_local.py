"""Local names that hold or borrow public ones, for the public-sphere decision (issue 38).

A shop, firm, venue or group is often named after someone or something famous (``Kraftwerk
Fitness GmbH``, ``Grant's Corner Stores``, ``Silver Ghost Books``), and a public body's name holds
a town (``Universität Hollfeld``). :mod:`.public` asks here whether a listed name inside such a
local name is that name's own part, and what a public body holding a replaced town becomes.
"""

from __future__ import annotations

from dataclasses import replace

import regex

from ..detect.org_care import FUND
from ..detect.org_initials import INITIALS
from ..detect.org_tails import SOURCES as TAILS
from ..lists import Entry
from ..mention import Category, Mention
from ..read.textview import PostText

# The rule of a local institution's whole name (teianon.detect.institution).
INSTITUTION = "institution:head"
# Rules that find a private institution's whole name by its head: a listed name inside it is a
# part of it (``Eccles`` of ``the Eccles Community Pantry``).
INSTITUTIONS = frozenset({INSTITUTION, "institution:venue-head"})
# A firm named with its legal form or its partners (``Hill & Stone Ltd``, ``Vogel & Söhne``):
# a surname inside it is its owner's, not the famous bearer's.
FIRM = frozenset({"organisation:legal-form", "organisation:partners"})
# Rules that find a local business or institution by its kind: a person who shares a word of its
# name in the same post is its owner or namesake (``Dev Patel of Patel's Village Stores``).
_LOCAL = INSTITUTIONS | FIRM | {"organisation:ampersand", "organisation:kind", "organisation:venue-shape"}


def owns_local(view: PostText, public: Mention, proposals: list[Mention]) -> bool:
    """A listed person whose surname (the name's last word) is a word of a local organisation's
    name that a rule proposes in the same post, outside the person's name: the document names
    them by their shop or practice, so they are private here (a notable namesake is not the
    owner of a village shop), and the surname inside the shop's name must go with them."""
    if public.category is not Category.PER:
        return False
    surname = view.text[public.start : public.end].split()[-1].casefold()
    if len(surname) < 3:
        return False
    for p in proposals:
        if p.category is not Category.ORG or p.source not in _LOCAL or p.overlaps(public):
            continue
        inside = regex.findall(r"\p{L}+", view.text[p.start : p.end])
        if surname in (w.casefold() for w in inside):
            return True
    return False


def whole_body(view: PostText, public: Mention, proposal: Mention) -> Mention | None:
    """A public body's name that holds a town the document replaces elsewhere (``Universität
    Hollfeld`` in a letter headed ``Hollfeld, 3. Mai``) cannot stay, or the town would be readable
    in it; nor may only the town go (``Universität [GPE]``: half a name, the kind left to point at
    the town). The body is one unit: it is replaced whole, as an organisation."""
    if public.category is not Category.ORG or proposal.category not in (Category.GPE, Category.LOC):
        return None
    if not public.contains(proposal) or len(public) == len(proposal) or proposal.corresp:
        return None
    return replace(proposal, start=public.start, end=public.end, category=Category.ORG, source="public.body-whole")


def beyond(view: PostText, proposal: Mention, span: Mention) -> bool:
    """The proposal holds words beyond the listed name other than an article (``The Corner
    Bakery`` is the listed chain with its ``The``, ``the Attenborough Community Pantry`` more)."""
    rest = view.text[proposal.start : span.start] + " " + view.text[span.end : proposal.end]
    return any(word.casefold() != "the" for word in regex.findall(r"\p{L}+", rest))


def in_firm(span: Mention, proposals: list[Mention]) -> bool:
    """The name is a part of a firm's name found by its legal form or partners (a listed
    company, ``Johnson & Johnson Inc``, is looked up as the company it is)."""
    return any(p.source in FIRM and p.contains(span) and len(p) > len(span) for p in proposals)


# Rules that find a local firm's, venue's or group's whole name by its form or kind.
_NAMED_LOCALLY = FIRM | frozenset(
    {
        "organisation:kind",
        "organisation:venue-shape",
        "organisation:firm-kind",
        "organisation:ampersand",
        INITIALS,
        *TAILS,
    }
)
# Kinds of listed names that a local business or group borrows (a gym named after a band, an
# orchestra after a film star); a company's or brand's name before its line of business is the
# company's own (``Siemens Healthcare GmbH``).
_BORROWED = frozenset({"band", "work"})


def initials_of_firm(span: Mention, proposals: list[Mention]) -> bool:
    """The listed name opens a firm named by its owner's initials and trade (``FB`` of ``FB
    Elektrotechnik``), or a company's fund (``IKK`` of ``IKK Morgenland``): the owner's initials
    or the fund's kind, not the club, brand or national insurer the capitals also name."""
    return any(p.source in _OPENED and p.start == span.start and p.end > span.end for p in proposals)


# Rules whose name a listed acronym may open without being the listed body.
_OPENED = frozenset({INITIALS, FUND})


def namesake_of_local(view: PostText, span: Mention, entries: list[Entry], proposals: list[Mention]) -> bool:
    """The listed name is a person's, a band's or a work's, or one word that is a word of the
    language too (a brand's ``Ghost``), inside a longer name of a local firm or group that a rule
    found by its form or kind (``Kraftwerk Fitness GmbH``, ``Eastwood Junior Strings``, ``Silver
    Ghost Books``): the business borrowed the name or the word; it is not the famous bearer."""
    wordlike = " " not in view.text[span.start : span.end] and all("w" in e.flags for e in entries)
    if not (wordlike or all(e.category == "PER" or e.kind in _BORROWED for e in entries)):
        return False
    return any(p.source in _NAMED_LOCALLY and p.contains(span) and beyond(view, p, span) for p in proposals)
