"""Private evidence that proposes names: a name right after a private relation (``my sister
Chloe``, ``mein Nachbar Jochen``), a home (``wohnt in …``) or an employer (``arbeitet bei …``).

Split from :mod:`teianon.annotate.public`, which calls :func:`private_evidence` before it weighs
the public lookup: what is proposed here is then weighed like any other proposal.
"""

from __future__ import annotations

from dataclasses import replace

from ..detect.case_roles import names_a_role
from ..detect.lexicon import FUNCTION_WORD, frequency, is_name, is_ordinary
from ..lists import is_country_word, key_of
from ..mention import Category, Mention
from ..read.textview import PostText
from .public_words import (
    Words,
    dictionary_word,
    employer_before,
    engaged_by_before,
    home_before,
    is_cue,
    kin_first_name,
    mentions_by_word,
    names_relation,
)


def private_evidence(view: PostText, words: Words, proposals: list[Mention]) -> list[Mention]:
    """The other side of the decision: a name right after a private relation (``my sister
    Chloe``, ``mein Nachbar Jochen``) is a private person. A weak proposal there is made surer
    (it would otherwise wait for a reviewer, unreplaced), and a name no detector proposed there
    is proposed (``private.relation``): one capitalised word that is no common word."""
    found = list(proposals)
    touching = mentions_by_word(words, found)
    for i in range(len(words) - 1):
        if not names_relation(words, i):
            continue
        j = i + 1
        while j < len(words) - 1 and is_cue(words[j].key, "title"):
            j += 1
        name = words[j]
        surface = view.text[name.start : name.end]
        covering = [k for k in touching.get(j, ()) if found[k].start < name.end and name.start < found[k].end]
        kin = surface[:1].isupper() and kin_first_name(view.text, words, i, j)
        for k in covering:
            if found[k].cert == "low" and found[k].category in (Category.PER, Category.NICK) and not found[k].corresp:
                found[k] = replace(found[k], cert="medium")
            if kin and found[k].category in _PLACES_FIRMS and not found[k].corresp and found[k].end == name.end:
                # "Grandpa Sonny" read as a firm: the relative's name, without the kin word.
                found[k] = replace(
                    found[k], start=name.start, category=Category.PER, cert="medium", source="private.relation"
                )
        if not covering and (kin or surface[:1].isupper() and not ordinary(surface)):
            touching.setdefault(j, []).append(len(found))
            found.append(Mention(name.start, name.end, Category.PER, cert="medium", source="private.relation"))
    for i in range(2, len(words)):
        home = home_before(words, i)
        engaged = not home and engaged_by_before(words, i)
        if not (home or engaged or employer_before(words, i)):
            continue
        if not view.text[words[i].start : words[i].end][:1].isupper() or engaged and is_cue(words[i].key, "title"):
            continue  # "instructed by Mrs. Pipchin": a person, the person rules' (not "Mrs." as a firm)
        if frequency(view.text[words[i].start : words[i].end].rstrip(".")) >= FUNCTION_WORD:
            continue  # "ich arbeite nicht für Sie": a pronoun
        if not home and occupation_field(words, i) and not is_name(view.text[words[i].start : words[i].end]):
            continue  # "Kauffrau für Dialogmarketing"; "als Fahrer für Kühne" may name the firm
        end = i
        while (
            end + 1 < len(words)
            and view.text[words[end + 1].start : words[end + 1].end][:1].isupper()
            and end + 1 - i < 3
        ):
            end += 1
        # "kommt aus Versehen", "arbeite bei Nacht": common nouns are no place ("Bäckerei
        # Schmitz" is, by its name).
        # "employed by Sandcastle Leisure": capitalised words of the language after a verb of
        # engaging are a firm's name, as English writes common nouns in lower case.
        named = engaged and end > i
        if not named and all(dictionary_word(view.text[words[n].start : words[n].end]) for n in range(i, end + 1)):
            continue
        if names_a_role([view.text[words[n].start : words[n].end] for n in range(i, end + 1)]):
            continue  # "worked at the Respondent's depot": a party of the case, named elsewhere
        span = Mention(
            words[i].start,
            words[end].end,
            Category.GPE if home else Category.ORG,
            cert="medium",
            source="private.home" if home else "private.employer",
        )
        if home and is_country_word(key_of(view.text[span.start : span.end])):
            continue  # "komme aus Deutschland": a country names nobody (and stays by default)
        covering = [
            k
            for k in dict.fromkeys(k for n in range(i, end + 1) for k in touching.get(n, ()))
            if found[k].overlaps(span)
        ]
        for k in covering:
            if found[k].cert == "low" and not found[k].corresp:
                found[k] = replace(found[k], cert="medium")
            if (
                home
                and found[k].category in _PERSONS
                and not found[k].corresp
                and found[k].start == words[i].start
                and _place_slot(words, i)
            ):
                # "lives alone in Fulwood", "wohnt in Schumacher": where one lives is a place,
                # whatever person of a list shares its name ("wohnt bei Anna" is with her).
                found[k] = replace(found[k], category=Category.GPE, source="private.home")
        if not covering:
            for n in range(i, end + 1):
                touching.setdefault(n, []).append(len(found))
            found.append(span)
    return found


_PLACES_FIRMS = (Category.ORG, Category.GPE, Category.LOC)
_PERSONS = (Category.PER, Category.OTH)
# Prepositions of a home that name a place, not a person one lives with ("wohnt bei Anna").
_PLACE_PREPOSITIONS = frozenset("in aus from near".split())


def _place_slot(words: Words, i: int) -> bool:
    """Word i follows a home's preposition of place (``in``, ``aus``), an article between."""
    j = i - 1
    if j > 0 and words[j].key in ("der", "dem", "den", "die", "the"):
        j -= 1
    return words[j].key in _PLACE_PREPOSITIONS


def ordinary(word: str) -> bool:
    """A common word that is no name of a list (``Kuchen``, not ``Rose``)."""
    return is_ordinary(word) and not is_name(word)


# Before an occupation's name in a training or job title ("Ausbildung zur Kauffrau für …").
_OCCUPATION_ARTICLES = frozenset("zum zur als".split())


def occupation_field(words: Words, i: int) -> bool:
    """Word i names the field of an occupation, not an employer: ``für`` right after the
    occupation of a training or job title (``Ausbildung zur Kauffrau für Dialogmarketing``,
    ``Praktikum als Fachinformatiker für Systemintegration``, ``Lehre zum Mechatroniker für
    Kältetechnik``); ``arbeite für …``, ``Praktikum bei …`` name the employer."""
    return i >= 3 and words[i - 1].key == "für" and words[i - 3].key in _OCCUPATION_ARTICLES
