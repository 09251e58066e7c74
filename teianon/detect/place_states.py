"""GPE: a US state or Canadian province abbreviated after its town (issue 38, item 4).

Letters and court papers write a town with its state as the post writes it: ``Jacksonville,
Fla.``, ``Pasadena, Calif.``, ``Washington, D.C.``, ``Ames, IA 50010``. The town is found by the
place rules; its state's abbreviation, no word of the tables, was left beside the town's
placeholder and said where the writer lives as plainly. Read here: the abbreviations of the
style books (``Calif.``, ``N.Y.``: with their full stops, so that no word is taken for one), and
the postal codes of two capitals only with a ZIP code after them (``IN``, ``OR``, ``ME`` are
words in capitals otherwise); each after a capitalised word and a comma.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention

SOURCE = "place:state-abbreviation"

# The style books' abbreviations of the US states and the Canadian provinces, with their stops;
# not those that are a word of address after a comma too (``Pa.``, ``Miss.``, ``Cal.``).
_STYLE = (
    "Ala Ariz Ark Calif Colo Conn Del D.C Fla Ga Ill Ind Kan Kans Ky La Md Mass Mich Minn Mo Mont "
    "Neb Nebr Nev N.H N.J N.M N.Mex N.Y N.C N.D N.Dak Okla Ore Oreg Penn Penna R.I S.C S.D S.Dak Tenn Tex "
    "Vt Va Wash W.Va Wis Wisc Wyo Ont Que B.C Alta Sask"
).split()
_POSTAL = (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND "
    "OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
).split()
_STATE = regex.compile(
    r"(?<=\p{Lu}[\p{L}'’\-]*\.?\s*,\s{0,3})(?:"
    + "|".join(regex.escape(a) for a in sorted(_STYLE, key=len, reverse=True))
    + r")\s?\.(?=[\s,;:)]|$)"
    + r"|(?<=\p{Lu}[\p{L}'’\-]*\s*,\s{0,3})(?:"
    + "|".join(_POSTAL)
    + r")(?=\s+\d{5}(?:-\d{4})?(?!\d))",
    regex.VERSION1,
)


def state_abbreviations(text: str) -> Iterator[Mention]:
    """The states abbreviated after a town and a comma in the text."""
    for m in _STATE.finditer(text):
        yield Mention(m.start(), m.end(), Category.GPE, cert="medium", source=SOURCE)
