"""Public courts and authorities named by their kind and their town: only the town is a name.

``Amtsgericht Bielefeld``, ``Finanzamt Gütersloh``, ``Jobcenter Herford``, ``Standesamt Lemgo``,
``Wigan Magistrates' Court``, ``the County Court at Stockport``, ``Leeds City Council``: each town
has one body of each kind, so the kind says nothing about anyone; the town says where a party
lives. The town is the reference (GPE) and the kind word stays, in either mode (``Amtsgericht
[_GEOPOLITICALENTITYNAME-1_]``, ``Amtsgericht Hamm``): replacing the whole as one ORG lost the
word ``Amtsgericht`` from the corpus, and nothing identifying was in it. A firm (``Holtkamp
GmbH``), a hospital or a school keeps its whole name as one reference
(:mod:`teianon.detect.institution`): its kind and name are not one per town.

:func:`public_bodies` finds such bodies in a post; the institution detector proposes their towns,
and :mod:`teianon.annotate.document` drops other proposals that would take the kind word with the
town (a tagger's ``Amtsgericht Bielefeld`` as one ORG, its ``the County Court`` as a place).
"""

from __future__ import annotations

from typing import NamedTuple

from ..lists import german_nouns, places
from ..mention import Mention
from ..read.textview import PostText
from .evidence import Words, is_plain_word
from .institution_words import german_head
from .lexicon import CALENDAR_LONG

# A town of this many inhabitants after a head is one even where its name is also a word
# (``Klinikum Essen``, ``Amtsgericht Hagen``); a smaller one only where it is no word.
TOWN_WEIGHT = 20_000

# German heads of public courts and authorities: compounds of ``-gericht`` that are courts of a
# town or a region, the prosecutors, the job centre, and the offices (``-amt``) of a town's or a
# district's administration (``Finanzamt``, ``Standesamt``, ``Jugendamt``, ``Landratsamt``).
_GERMAN_BODIES = frozenset(
    "amtsgericht landgericht oberlandesgericht arbeitsgericht landesarbeitsgericht sozialgericht "
    "landessozialgericht verwaltungsgericht oberverwaltungsgericht finanzgericht familiengericht "
    "staatsanwaltschaft generalstaatsanwaltschaft jobcenter".split()
)
# The short forms German judgments and letters write courts and prosecutors by (``AG Kleve``,
# ``LG Hamburg``, ``OLG Celle``, ``StA Bochum``), as written: ``AG`` after a firm's name is its
# legal form (``Siemens AG Berlin``), so a short form counts only where no name stands before it.
_GERMAN_SHORT = frozenset("AG LG OLG VG OVG VGH SG LSG ArbG LAG FG StA GStA".split())
# Offices that end in ``-amt`` and are no authority of a town: an honorary post, a church's.
_NOT_AUTHORITIES = frozenset("ehrenamt pfarramt".split())
# English kinds of a court, a tribunal or a council, before their head: ``Magistrates' Court``,
# ``Employment Tribunal``, ``City Council``; and the heads they come before.
_ENGLISH_KINDS = frozenset(
    "county crown magistrates magistrates' family coroner's coroners coroners' youth sheriff district "
    "combined civil criminal employment city borough metropolitan register registry".split()
)
_ENGLISH_HEADS = frozenset("court tribunal council office".split())
# Heads that need a kind before them: ``Wigan Court`` is a building as often, ``Wigan Office``
# anything; ``Stockport Council`` is the town's.
_KIND_NEEDED = frozenset("court tribunal office".split())
# The rule (``@ana``) of a body's town, proposed by the institution detector.
PUBLIC_BODY = "institution:public-body"


class Body(NamedTuple):
    """A public body's whole name (``start``..``end``) and its town's (``town_start``..``town_end``)."""

    start: int
    end: int
    town_start: int
    town_end: int


def public_body_head(word: str) -> bool:
    """The German word is the head of a public court or authority (``Amtsgericht``,
    ``Finanzamt``, ``Jobcenter``), in any case form."""
    head = german_head(word)
    folded = word.casefold()
    if head == "amt":
        if folded.rstrip("es") in _NOT_AUTHORITIES or folded.startswith(tuple(_NOT_AUTHORITIES)):
            return False
        return _office_noun(word)
    return head is not None and any(folded.startswith(body) for body in _GERMAN_BODIES if body.endswith(head))


def _office_noun(word: str) -> bool:
    """An office of the dictionary (``Finanzamtes``), or one whose first part is a noun
    (``Bürgeramt``, ``Versorgungsamt``); not a word that only ends so (``Insgesamt``)."""
    if word.capitalize() in german_nouns():
        return True
    at = word.casefold().rfind("amt")
    first = word[:at].removesuffix("s") if at > 0 else ""
    return len(first) >= 3 and first.capitalize() in german_nouns()


def town_words(words: Words, j: int) -> int:
    """How many words from j make a town of the tables (``Bergisch Gladbach``, ``Lippe-Detmold``)."""
    for n in (3, 2, 1):
        key = words.key(j, n)
        if key is None or not all(words[k].capitalised for k in range(j, j + n)):
            continue
        text = words.post.text[words[j].start : words[j + n - 1].end]
        # As the town writes itself: "DIE" (a code) is no town in "Bauwerke Die".
        # A heading in capitals writes the town so too ("COUNTY COURT AT NUNEATON"), unless a word.
        caps = text.isupper() and len(text) > 3 and not is_plain_word(text)
        entries = [
            e
            for e in places().get(key)
            if e.category == "GPE" and (e.form == text or (caps and e.form.upper() == text))
        ]
        if not entries:
            continue
        if text.isupper() and is_plain_word(text):
            continue  # a code of the tables that is a word: "THE" of "IN THE COUNTY COURT AT …"
        if n > 1 or not is_plain_word(text) or max(e.weight for e in entries) >= TOWN_WEIGHT:
            return n
    parts = words[j].text.split("-")
    if len(parts) > 1 and words[j].capitalised and any((p.casefold(),) in places() for p in parts if p):
        return 1
    return 0


def _name_goes_on(words: Words, k: int) -> bool:
    """Word k, right after a town, carries the name on (``Amtsgericht Bielefeld Brackwede``,
    ``Ohio Court of Appeals``): the body is then more than its kind and its town."""
    if k >= len(words) or not words.adjacent(k - 1, k):
        return False
    if words[k].folded == "of" and k + 1 < len(words) and words[k + 1].capitalised:
        return True
    return words[k].capitalised and not words.sentence_initial(k) and not is_plain_word(words[k].text)


def _joined(words: Words, i: int, j: int) -> bool:
    """Words i and j are next to each other on one line, the apostrophe of a plural's genitive
    between them too (``Magistrates' Court``)."""
    gap = words.post.text[words[i].end : words[j].start]
    return gap.strip() in ("", "'", "’") and "\n" not in gap


def _bare(word: str) -> str:
    return word.casefold().replace("’", "'").removesuffix("'")


def public_bodies(words: Words) -> list[Body]:
    """The public courts and authorities named by kind and town in the post's words."""
    found: list[Body] = []
    for i in range(len(words)):
        word = words[i]
        if not word.capitalised:
            continue
        folded = _bare(word.text).removesuffix("'s")  # "Southwark Council's planning committee"
        if folded in _ENGLISH_HEADS or folded == "jobcentre":
            found.extend(_english(words, i))
        elif i + 1 < len(words) and words.adjacent(i, i + 1) and (public_body_head(word.text) or _short_form(words, i)):
            n = town_words(words, i + 1)
            if n and not _name_goes_on(words, i + 1 + n):
                town = (words[i + 1].start, words[i + n].end)
                found.append(Body(word.start, words[i + n].end, *town))
    return found


def _short_form(words: Words, i: int) -> bool:
    """Word i is a court's short form (``AG``, ``OLG``) with no name right before it: an
    article, a small word, a sentence's start or nothing (``das AG Kleve``, ``vom LG Essen``)."""
    if words[i].text not in _GERMAN_SHORT:
        return False
    if i == 0 or not words.adjacent(i - 1, i) or words.sentence_initial(i - 1):
        return True
    return not words[i - 1].capitalised or words[i - 1].folded in _ARTICLES


def _english(words: Words, i: int) -> list[Body]:
    """``Wigan Magistrates' Court``, ``Leeds City Council`` (the town before its kinds), ``the
    County Court at Stockport``, ``Crown Court in Bolton`` (after them)."""
    head = _bare(words[i].text).removesuffix("'s")
    j = i
    while j > 0 and i - j < 3 and _joined(words, j - 1, j) and _bare(words[j - 1].text) in _ENGLISH_KINDS:
        j -= 1
    if not words[j].capitalised or any(not words[k].capitalised for k in range(j, i)):
        return []
    kinds = i - j
    if head in _KIND_NEEDED and not kinds:
        return []
    if head == "office" and not any(_bare(words[k].text) in ("register", "registry") for k in range(j, i)):
        return []
    # The town before the kinds: one to three words that end right before them.
    for n in (3, 2, 1):
        first = j - n
        if first < 0 or not words.adjacent(j - 1, j) or town_words(words, first) != n:
            continue
        if _name_goes_on(words, i + 1):
            return []  # "Kent County Court of Common Pleas": a court's own longer name
        return [Body(words[first].start, words[i].end, words[first].start, words[j - 1].end)]
    # The town after "at", "in" or "sitting at".
    if kinds and i + 2 < len(words) and words[i + 1].folded in ("at", "in", "sitting"):
        k = i + 2 if words[i + 1].folded != "sitting" else i + 3
        # "refused by Stokeley Borough Council in March": a month after "in" is a date, though a town
        # of the tables (March, Cambridgeshire) bears its name.
        dated = k < len(words) and words[k].folded in _DATE_WORDS
        if k < len(words) and not dated and words.adjacent(i, i + 1) and words.adjacent(k - 1, k):
            n = town_words(words, k)
            if n and not _name_goes_on(words, k + n):
                return [Body(words[j].start, words[k + n - 1].end, words[k].start, words[k + n - 1].end)]
    return []


_ARTICLES = frozenset("the der die das dem den des".split())
_DATE_WORDS = CALENDAR_LONG | frozenset({"may"})


def only_kind_words(text: str) -> bool:
    """``The Court``, ``THE COUNTY COURT``, ``the Employment Tribunal``, ``das Amtsgericht``: a
    public body's kind without its town names no one (a tagger reads such headings as places)."""
    # A possessive written apart ("the Court 's questions", as tokenised text has it) is no word.
    split = [w for w in text.split() if w not in ("'s", "’s", "'", "’")]
    shorts = [w for w in split if w in _GERMAN_SHORT]
    words = [_bare(w).removesuffix("'s").removesuffix("’s") for w in split]
    heads = [w for w in words if w in _ENGLISH_HEADS or public_body_head(w.capitalize())]
    heads += [s.casefold() for s in shorts]
    return bool(heads) and all(w in _ARTICLES or w in _ENGLISH_KINDS or w in heads for w in words)


def without_public_body_kinds(post: PostText, proposals: list[Mention]) -> list[Mention]:
    """The proposals without those that take a public body's kind word with its town (a
    tagger's ``Amtsgericht Bielefeld`` as one ORG, ``Wigan Magistrates' Court`` as one place)
    or its kind words alone (``the County Court`` of ``the County Court at Stockport``): where
    the institution detector found the body, its town is the reference and the kind stays."""
    proposals = [p for p in proposals if not only_kind_words(post.text[p.start : p.end])]
    if not any(p.source == PUBLIC_BODY for p in proposals):
        return proposals  # most posts: no body, nothing to work out
    bodies = public_bodies(Words.of(post))
    return [
        p
        for p in proposals
        if not any(
            p.start < b.end and b.start < p.end and not (b.town_start <= p.start and p.end <= b.town_end)
            for b in bodies
        )
    ]
