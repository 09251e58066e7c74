"""GPE: a US state or Canadian province abbreviated after its town (issue 38, item 4).

Letters and court papers write a town with its state as the post writes it: ``Jacksonville,
Fla.``, ``Pasadena, Calif.``, ``Washington, D.C.``, ``EASTHAMPTON, MASS.``, ``Ames, IA 50010``.
The town is found by the place rules; its state's abbreviation, no word of the tables, was left
beside the town's placeholder and said where the writer lives as plainly. Read here: the
abbreviations of the style books with their full stops (``Calif.``, ``N.Y.``: so that no word is
taken for one), or in capitals after a town in capitals (a letterhead); the postal codes of two
capitals only with a ZIP code after them (``IN``, ``OR``, ``ME`` are words in capitals
otherwise); each after a capitalised word and a comma. ``Pa.``, ``Miss.`` and ``Cal.`` are words
of address after a comma too (``Yes, Pa.``): they count only after a town of the tables or
initials (``S. F., Cal.``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import places
from ..mention import Category, Mention
from .evidence import is_plain_word

SOURCE = "place:state-abbreviation"

# The style books' abbreviations of the US states and the Canadian provinces, without their stops.
_STYLE = frozenset(
    (
        "Ala Ariz Ark Calif Cal Colo Conn Del D.C Fla Ga Ill Ind Kan Kans Ky La Md Mass Mich Minn Miss Mo Mont "
        "Neb Nebr Nev N.H N.J N.M N.Mex N.Y N.C N.D N.Dak Okla Ore Oreg Pa Penn Penna R.I S.C S.D S.Dak Tenn Tex "
        "Vt Va Wash W.Va Wis Wisc Wyo Ont Que B.C Alta Sask"
    ).split()
)
_OF_ADDRESS = frozenset({"Pa", "Miss", "Cal"})
_UPPER = {form.upper(): form for form in _STYLE}
_POSTAL = frozenset(
    (
        "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND "
        "OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
    ).split()
)
_AFTER_TOWN = regex.compile(
    r"(?<![\p{L}\p{M}'’\-.])(?P<town>\p{Lu}[\p{L}'’\-]*\.?)\s*,\s{0,3}(?P<state>\p{L}(?:\.?\p{L}){0,4})(?P<stop>\s?\.)?"
    r"(?P<zip>\s+\d{5}(?:-\d{4})?(?!\d))?(?=[\s,.;:)\]]|$)",
    regex.VERSION1,
)


def _town(word: str) -> bool:
    """A town of the tables that is no word of the language (``Pittsburgh``, not ``Yes``)."""
    return bool(places().get((word.casefold(),))) and not is_plain_word(word)


def _state_end(m: regex.Match[str]) -> int:
    """Where the state the match holds ends (its full stop with it), or 0 where it holds none."""
    state, town, stop = m["state"], m["town"], m["stop"]
    if state in _POSTAL and m["zip"]:
        return m.end("state")
    form = state if state in _STYLE else _UPPER.get(state) if town.isupper() and state.isupper() else None
    if form is None or not stop and form == state:
        return 0
    if town.endswith("."):
        pass  # initials: "S. F., Cal."
    elif form in _OF_ADDRESS and not _town(town):
        return 0
    elif "." not in form and is_plain_word(town) and not places().get((town.casefold(),)):
        return 0  # "Thanks, Mo.": a word and a name after its comma, no town

    return m.end("stop") if stop else m.end("state")


def state_abbreviations(text: str) -> Iterator[Mention]:
    """The states abbreviated after a town and a comma in the text."""
    seen: set[int] = set()
    for m in _AFTER_TOWN.finditer(text, overlapped=True):
        end = _state_end(m)
        if end and m.start("state") not in seen:
            seen.add(m.start("state"))
            yield Mention(m.start("state"), end, Category.GPE, cert="medium", source=SOURCE)
