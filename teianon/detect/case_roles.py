"""The parties' and participants' roles in a case, which a judgment capitalises as if they were names.

A judgment or a solicitor's letter writes ``the Claimant``, ``the First Respondent``, ``the
Appellant's case``, ``For the Respondent:``, ``die Klägerin``, ``der Beklagte zu 2)``: the word
stands for a party throughout the document, capitalised like a name, and the tagger reads it as
an organisation or a person (issue 38: ``the Claimant`` proposed in every sentence of a
tribunal's decision, and each proposal repeated to the lower-case ``the claimant``). A role names
no one: the party's name stands elsewhere (``The Claimant, Mr Dunleavy,``), and that is what the
person and organisation rules replace. Replaced, the role word would be lost from every sentence
of the judgment.

A span counts as a role only where all its words are role words, articles, ordinals
(``First``, ``zweite``), the German ``zu`` and a party's number (``Beklagte zu 2``), or a
possessive's ``'s``; ``Claimant Holdings Ltd`` or ``Appellant Dunmore`` keep their name.
"""

from __future__ import annotations

from collections.abc import Sequence

import regex

# English roles of a civil, criminal, employment or appeal case, and the sides of a hearing.
_ENGLISH = (
    "claimant respondent appellant defendant applicant petitioner plaintiff intervener intervenor complainant "
    "co-defendant co-respondent co-claimant cross-appellant prosecution prosecutor defence defense accused "
    "appellee relator movant litigant litigants"
)
# German roles of a civil, labour, administrative or criminal case, in their inflected forms.
_GERMAN = (
    "kläger klägerin klägers klägerinnen beklagte beklagter beklagten antragsteller antragstellerin "
    "antragstellers antragsgegner antragsgegnerin antragsgegners berufungskläger berufungsklägerin "
    "berufungsbeklagte berufungsbeklagter berufungsbeklagten revisionskläger revisionsklägerin revisionsbeklagte "
    "revisionsbeklagter revisionsbeklagten beschwerdeführer beschwerdeführerin beschwerdeführers "
    "beschwerdegegner beschwerdegegnerin nebenkläger nebenklägerin angeklagte angeklagter angeklagten "
    "beigeladene beigeladener beigeladenen widerkläger widerklägerin widerbeklagte widerbeklagter"
)
ROLES = frozenset((_ENGLISH + " " + _GERMAN).split())
# Words that stand beside a role and name no one either.
_BESIDE = frozenset(
    "the a der die das des den dem zu first second third fourth fifth sixth "
    "erste erster ersten zweite zweiter zweiten dritte dritter dritten".split()
)
_POSSESSIVE = regex.compile(r"(?:['’]s|['’])$")
_PARTY_NUMBER = regex.compile(r"[\d().,]+")


def _role(word: str) -> bool:
    folded = _POSSESSIVE.sub("", word.casefold())
    return folded in ROLES or folded.endswith("s") and folded[:-1] in ROLES


def names_a_role(words: Sequence[str]) -> bool:
    """Whether a span of ``words`` (tokens) is a party's role and nothing else (``The
    Claimant``, ``First Respondent``, ``Respondent's``, ``Beklagte zu 2``)."""
    rest = [w for w in words if w not in ("'s", "’s", "'", "’") and not _PARTY_NUMBER.fullmatch(w)]
    rest = [w for w in rest if w.casefold() not in _BESIDE]
    return bool(rest) and all(_role(w) for w in rest)
