"""Decide: one learned, calibrated judgement per candidate name.

The detectors propose; this stage weighs. For each proposed name (person, organisation, place,
place derivation, other name) that no participant link or addressing rule settles, the decision
model (:mod:`teianon.decide.model`) reads the candidate's evidence (:mod:`teianon.decide.features`)
and gives the probability that it is a name (of any category: a name proposed as the wrong one
is still masked). Its ``@cert`` becomes the band of that probability: ``high`` and ``medium`` are
replaced by default, ``low`` waits for a reviewer, and a candidate below the lowest band is not
proposed. Hand rules are evidence here (the rule that
proposed a candidate is one of its features), not the last word.

The bands are chosen for recall first: a candidate the model finds at least as likely a name as
not is ``medium`` or better, so the default output (``--min-cert medium``) leaves none of them as
written. ``docs/performance/accuracy.md`` shows per domain how often each band is right.

The model is trained by ``teianon train --decision`` (:mod:`teianon.decide.train`) and ships in
the wheel; without a model file every detector's own certainty stands.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Collection, Sequence
from dataclasses import replace

import regex
from wordfreq import zipf_frequency

from ..detect import DocumentContext
from ..detect.evidence import is_plain_word
from ..detect.lexicon import frequency
from ..detect.person_bare import SOURCE as BARE_NAME
from ..detect.person_word_asked import first_name_not_word
from ..detect.place_phrases import PHRASED
from ..detect.syllable_names import syllable_given_name
from ..lists import english_words
from ..lists.name_frequency import name_against_word
from ..mention import CERTAINTIES, Category, Mention
from ..read.textview import PostText
from . import model as _model
from .features import as_capitalised, family, features, overlapping
from .place_words import without_place_evidence
from .terms import academic_term, english_word, predicate_noun, role_in_apposition, word_after_determiner

__all__ = ["CONVERSATIONAL", "GRAMMATICAL", "PRECISE", "PROPOSED_ONLY", "first_name_not_word", "judge"]

# A name tagger's rules (a model's guess, as teianon.annotate.resolve.is_statistical says).
STATISTICAL = ("tagger:", "spacy:")

# Detectors whose proposals are found by their shape, not weighed: a street with its house
# number is an address (as a URL or a phone number is what it is), however its words read.
PRECISE = frozenset({"address"})
# The person rules that read a conversation: a name someone is thanked, greeted, introduced or
# met by (``danke efua``, ``hab gestern thanh getroffen``), in lower case too. The labelled text
# the model learns from is news, tweets and fiction, with few such turns; so for these rules the
# model may raise the certainty, never lower it (recall first: a missed name in chat leaks).
CONVERSATIONAL = frozenset(
    {
        "person:first-name-context",
        "person:surname-context",
        "person:unknown-context",
        "person:pet-form",
        "person:introduction",
        "person:first-name-lower",
        "person:possessive",
        # A name in a script without capitals where a Latin one would be a person's.
        "person:script-slot",
    }
)
# The rules that read the grammar of chat and letters: a clause's slots, names glued into file
# names and hashtags, a letter's signature and initials, a double surname or a surname that is a
# noun after a first name, a title before a letter, a town named like a word after a verb of
# moving, a district, a greeting formula's town, a local institution by its head word, a public body's town. The
# labelled news, tweets and fiction hold few of their candidates (a few hundred each at most),
# unlike the chats and letters they were written for, so a model fitted there lowers them where
# they are right (issue 38: retrained, it left names of file names, signatures, initials and towns
# named like words in the output); like the conversational rules, they may be raised, never
# lowered.
GRAMMATICAL = frozenset(
    {
        "person:clause",
        "person:glued",
        "person:signature",
        "person:initials",
        "person:double-surname",
        "person:noun-surname",
        "person:title-letter",
        # A name written backwards (``nesdrauqloV etriB``): the model never saw one and reads
        # the words as unknown lower-case ones.
        "person:reversed",
        # A name in Morse code or a spelling alphabet: the model never saw one.
        "person:coded",
        "place:cued-word",
        "place:district",
        "place:greeting",
        "institution:head",
        # The same in chat's lower case (``metzgerei brandl``): the model saw no such name.
        "institution:lower-case",
        "institution:public-body",
        # An English office or body by its head and "of" (``Office of Undergraduate Education``,
        # ``Division of Student Affairs``): the model, which saw few, held most of them low, so
        # that letters kept the office that names the writer's employer (issue 38, item 4).
        "organisation:body",
    }
)


# The calibration is one for all rules and learnt where names are many (news, and frames with a
# name put in); in chat a bare word-name is a word far more often, and the bare candidates the
# model puts between 0.6 and 0.8 are words as often as names (``rosa steht dir gut``, ``granit ist
# ein hartes gestein``; in its training rows 2 in 100 lower-case words reach 0.8, 70 in 100 names),
# so these candidates are replaced from this probability.
BARE_BOUND = 0.8
# The bound guards against word-names that chat uses as words (``rosa``, ``granit``: a hundred to
# a few hundred times more common as a name than as a word). A string a thousand times and more
# as common as a first name as it is as a word (``alen``, ``assel``, ``franc``: powers of ten, as
# :func:`teianon.lists.name_frequency.name_against_word` counts) is rarely that word in chat, and
# the model's own ``medium`` bound decides it as every other candidate (issue 38: such names were
# dropped at 0.6 to 0.8 in a subject's or an object's place, ``ich sah alen soeben``).
NAME_OVER_WORD = 3.0
# An English word of the dictionary this frequent (Zipf) keeps the bound all the same: running
# text writes it as the word (``sung`` 3.9); a rare one (``sari`` 3.1, ``franc`` 3.1) is the name
# as often.
_ENGLISH_IN_USE = 3.5
# Rules that propose a candidate only for the model to weigh (:mod:`teianon.detect.person_bare`):
# what it does not find at least as likely a name as not is dropped, not held for review.
PROPOSED_ONLY = frozenset({BARE_NAME})


_SAINT_BEFORE = regex.compile(r"(?i)(?<![\p{L}])(?:st|saint|sankt|san|santa)\.?\s*$")


def _surname_after_title(view: PostText, mention: Mention) -> bool:
    """A name after a title whose last word is no word of either language (``Mr. Gradgrind``,
    ``Captain Bertham``): retrained, the model held such surnames low wherever the tagger was
    silent on them. A word there (``Herr Leutnant``, ``Mrs. May``) it still weighs."""
    if mention.source != "person:title" or _SAINT_BEFORE.search(view.text, max(0, mention.start - 10), mention.start):
        return False  # "St. Patrick's Day": a saint's feast, which the model may weigh
    last = view.text[mention.start : mention.end].split()[-1:]
    return bool(last) and not is_plain_word(last[0].strip(".,;:!?"))


def _syllable_name(view: PostText, mention: Mention) -> bool:
    """A person rule's name that starts with a romanised Korean given name (``Hye-won``): the
    model reads its halves as two words, the second often a word (``won``), and its training
    text holds few such names, so it held them low wherever the tagger was silent."""
    if mention.category is not Category.PER or family(mention.source) != "person":
        return False
    first = view.text[mention.start : mention.end].split()[:1]
    return bool(first) and syllable_given_name(first[0].strip(".,;:!?")) is not None


def judge(
    view: PostText, proposals: Sequence[Mention], context: DocumentContext, settled: Collection[Mention] = ()
) -> list[Mention]:
    """The proposals of one post with the model's certainty: those it judges get the band of
    their calibrated probability (and are dropped below the lowest band), the conversational
    person rules only where that is surer than their own, a town named like a word without place
    evidence at most ``low`` (:mod:`.place_words`); linked mentions, addressing terms,
    street addresses, rules the model was not trained on and the ``settled`` mentions (an earlier
    stage decided on them from evidence the model does not read) keep theirs."""
    decision = _model.load(_model.MODEL)
    if decision is None:
        return list(proposals)
    judged: list[Mention] = []
    # The other rules' candidates are weighed as the model learnt them, without the bare
    # candidates beside them: a bare candidate agreeing with the tagger's ``sue`` would raise it.
    others = [p for p in proposals if p.source not in PROPOSED_ONLY]
    around = overlapping(proposals)
    read = as_capitalised(view)
    for mention, neighbours in zip(proposals, around, strict=True):
        if mention.source not in PROPOSED_ONLY:
            neighbours = [n for n in neighbours if n.source not in PROPOSED_ONLY]
        proposals_seen = proposals if mention.source in PROPOSED_ONLY else others
        if _names_no_one(view, mention, neighbours, context):
            continue
        if mention.source.startswith(STATISTICAL) and _TECHNICAL.fullmatch(view.text, mention.start, mention.end):
            continue  # "Iron Man 3 in 3D", "in 4K", "über 5G": a format or a standard, no place
        if role_in_apposition(view, mention, proposals_seen):
            continue  # "Mr Obi, Bursar, …": his post, not another person
        if mention.source.startswith(STATISTICAL) and any(
            n.source in PHRASED and mention.contains(n) and len(mention) > len(n) for n in neighbours
        ):
            continue  # the phrase's rule knows the place's bounds; the guess holds the formula too
        if (
            mention.corresp
            or mention.is_addressing
            or mention in settled
            or family(mention.source) in PRECISE
            or not decision.judges(mention.source, mention.category.name)
        ):
            if mention in settled or not (
                mention.source in PROPOSED_ONLY and not decision.judges(mention.source, mention.category.name)
            ):
                judged.append(mention)  # (a candidate only for the model: none where it does not judge)
            continue
        probability = decision.probability(features(mention, read, neighbours, context))
        band = decision.band(probability)
        # In a post in capitals the person rules read what the tagger, which learnt from text
        # with capitals, cannot (``MRS. ABBOT``): its silence there is no evidence against them.
        floor = (
            mention.source in CONVERSATIONAL
            or mention.source in GRAMMATICAL
            or (read is not view and family(mention.source) == "person")
            or _surname_after_title(view, mention)
            or _syllable_name(view, mention)
        )
        if floor and (band is None or CERTAINTIES.index(band) > CERTAINTIES.index(mention.cert)):
            band = mention.cert
        if band == "low" and mention.cert != "low" and _tagged_first_name(view, mention):
            band = mention.cert  # the tagger and the tables agree; the model may still drop it
        if band == "high" and _tables_only_person(mention, neighbours):
            band = "medium"
        if band in ("high", "medium") and without_place_evidence(mention, view, neighbours, context):
            band = "low"
        # A tagger's person that is what someone is, not who: held for review, not replaced.
        if (
            band in ("high", "medium")
            and mention.source.startswith(STATISTICAL)
            and (predicate_noun(view, mention, proposals_seen) or word_after_determiner(view, mention))
        ):
            band = "low"
        if mention.source in PROPOSED_ONLY and (
            band not in ("high", "medium") or probability < _bare_bound(view, mention)
        ):
            continue
        if band is not None:
            judged.append(mention if band == mention.cert else replace(mention, cert=band))
    return _without_redundant(judged)


def _bare_bound(view: PostText, mention: Mention) -> float:
    """The probability from which a bare candidate is replaced: :data:`BARE_BOUND`, or the
    ``medium`` band's for a string far more common as a first name than as a word that is no
    English word in common use."""
    word = view.text[mention.start : mention.end]
    folded = word.casefold()
    if folded in english_words() and zipf_frequency(folded, "en") >= _ENGLISH_IN_USE:
        return BARE_BOUND  # an English word in common use (``sung``): chat writes it as the word
    against = name_against_word(folded, frequency(word))
    return BARE_BOUND if against is None or against < NAME_OVER_WORD else 0.0


def _without_redundant(judged: list[Mention]) -> list[Mention]:
    """The judged mentions without a candidate only for the model where another rule proposes
    any of its words: that rule's reading says more (``London`` a place, ``Del Nero`` one name)."""
    others = sorted((m.start, m.end) for m in judged if m.source not in PROPOSED_ONLY)
    starts = [s for s, _ in others]
    longest = max((e - s for s, e in others), default=0)

    def covered(m: Mention) -> bool:
        k = bisect_left(starts, m.start - longest)
        return any(s < m.end and m.start < e for s, e in others[k : bisect_left(starts, m.end)])

    return [m for m in judged if m.source not in PROPOSED_ONLY or not covered(m)]


def _tagged_first_name(view: PostText, mention: Mention) -> bool:
    """The tagger's person on one word that the tables know as a first name or pet form and that
    is no frequent word (``dieter blieb zurück``, ``stoeps gibt sami eine 6``): trained on text
    that capitalises names, the model held such names low wherever chat writes them in lower
    case, although the tagger and the tables agree (issue 38). Where the model holds one low,
    the tagger's own certainty stands; where it finds none at all, it is dropped still."""
    if not mention.source.startswith("tagger:") or mention.category is not Category.PER:
        return False
    word = view.text[mention.start : mention.end].strip(".,;:!?")
    if not word.isalpha() or len(word) < 3:
        return False
    return first_name_not_word(word)


def _tables_only_person(mention: Mention, neighbours: Sequence[Mention]) -> bool:
    """A first name only the tables speak for (``person:first-name``, no cue) where the tagger
    reads the same words as another kind of name (``Mit dem Remis blieb Chelsea oben``: a club):
    as the rule says, no surer than the tagger's reading, so that the resolution weighs the two
    as equals (the model, trained with the person's slot, put the rule at 0.90 there)."""
    return mention.source == "person:first-name" and any(
        n.source.startswith(STATISTICAL) and n.category is not mention.category and n.start == mention.start
        for n in neighbours
    )


# What a term may have been proposed as (a subject as an organisation or other name, a semester
# as an organisation, a lower-case word as a person).
_TERM_CATEGORIES = frozenset({Category.PER, Category.ORG, Category.OTH, Category.GPE, Category.LOC, Category.GEO_DE})


# Digits and one or two letters: a format or a standard (``3D``, ``4K``, ``5G``, ``2FA``), which
# the tagger, after "in", reads as a place.
_TECHNICAL = regex.compile(r"\d{1,2}\p{L}{1,2}")


def _names_no_one(
    view: PostText, mention: Mention, neighbours: Sequence[Mention], context: DocumentContext | None = None
) -> bool:
    """A proposal that is an academic term or, in careful English, a lower-case word: whoever
    proposed it, no one is named (a participant's link or a street address still wins)."""
    if mention.corresp or mention.is_addressing or family(mention.source) in PRECISE:
        return False
    if mention.category not in _TERM_CATEGORIES:
        return False
    return academic_term(view.text[mention.start : mention.end]) or english_word(view, mention, neighbours, context)
