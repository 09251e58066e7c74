"""The words of a post as the public-sphere decision (:mod:`teianon.annotate.public`) reads
them, and the cue words it looks for around a name (``teianon/lists/curated/public_cues.tsv``)."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import regex

from ..detect.lexicon import is_chat_word
from ..detect.person_words import name_kinds
from ..detect.private_cues import relation_word
from ..detect.private_cues import words as cue_words
from ..lazy import lazy
from ..lists import Entry, Gazetteer, english_words, german_nouns, public_cues
from ..mention import Mention
from .private_evidence import STAGE_NAME

# Words: a trailing dot belongs to a short word only (J., Dr., XVI.), not to a sentence's end.
# An ampersand between spaces is a word of its own, as the tables' keys hold it (``Procter &
# Gamble``, ``Marks & Spencer``: lists.key_of).
_WORD = lazy(r"\w+(?:[\-_'’&+]\w+)*(?:(?<=(?<!\w)\w{1,3})\.)?|(?<=\s)&(?=\s)")


@dataclass(frozen=True)
class Word:
    start: int
    end: int
    key: str


class Words(list[Word]):
    """The words of a view, with the offsets to find those of a span by bisection (a long post
    with many proposals is no quadratic search)."""

    def __init__(self, text: str) -> None:
        super().__init__(Word(m.start(), m.end(), m.group().casefold()) for m in _WORD.finditer(text))
        self._starts = [w.start for w in self]
        self._ends = [w.end for w in self]
        # The lookup keys: without a trailing dot, as the notable table's keys are (initials,
        # a name at a sentence's end).
        self.bare = [w.key.rstrip(".") for w in self]
        self._endings: list[int] | None = None
        self._listed: tuple[Gazetteer | None, dict[int, tuple[int, list[Entry]]]] = (None, {})

    def ending_in(self, first: int, last: int) -> list[int]:
        """Indices in ``first <= i < last`` of the words that may carry a possessive ending,
        last first (:func:`possessed` looks only at these: a long post of short words asks each
        start about every word after it otherwise)."""
        if self._endings is None:
            self._endings = [i for i, key in enumerate(self.bare) if _may_possess(key)]
        return self._endings[bisect_left(self._endings, first) : bisect_left(self._endings, last)][::-1]

    def longest(self, table: Gazetteer, start: int) -> tuple[int, list[Entry]]:
        """``table.longest`` of the words at ``start``, asked once per start: each proposal of a
        post looks at the starts up to the table's longest name before it, which its neighbours
        looked at already."""
        if self._listed[0] is not table:
            self._listed = (table, {})
        found = self._listed[1].get(start)
        if found is None:
            found = self._listed[1][start] = table.longest(self.bare, start, table.max_tokens)
        return found

    def span(self, mention: Mention) -> range:
        """Indices of the words a mention touches."""
        return range(bisect_right(self._ends, mention.start), bisect_left(self._starts, mention.end))


def mentions_by_word(words: Words, mentions: Iterable[Mention]) -> dict[int, list[int]]:
    """Word index -> the indices of the mentions touching that word."""
    touching: dict[int, list[int]] = {}
    for k, mention in enumerate(mentions):
        for i in words.span(mention):
            touching.setdefault(i, []).append(k)
    return touching


@lru_cache(maxsize=16)
def cue_table(role: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """(words, prefixes) of a role: a cue ending in "*" is a prefix."""
    cues = public_cues().get(role, frozenset())
    return frozenset(c for c in cues if not c.endswith("*")), tuple(c[:-1] for c in cues if c.endswith("*"))


@lru_cache(maxsize=1)
def private_cue_pattern() -> regex.Pattern[str]:
    """Any word after which :func:`_private_evidence` proposes or strengthens a name."""
    words = sorted(
        {*cue_table("relation")[0], *cue_table("spouse")[0], *cue_table("employer")[0], *cue_table("home")[0]},
        key=len,
        reverse=True,
    )
    compounds = r"|\p{L}{3,}(?:" + "|".join(sorted(cue_words("relation-head"), key=len, reverse=True)) + ")"
    return regex.compile(r"(?<!\w)(?:" + "|".join(map(regex.escape, words)) + compounds + r")(?!\w)", regex.IGNORECASE)


def is_cue(word: str, role: str) -> bool:
    exact, prefixes = cue_table(role)
    return word in exact or (bool(prefixes) and word.startswith(prefixes) and len(word) > min(map(len, prefixes)))


def names_relation(words: Sequence[Word], i: int) -> bool:
    """Whether word ``i`` names a private relation: a relation word (``Nachbar``, ``uncle``,
    ``Schwiegermutter``, ``Mathelehrer``), or a word that names a spouse only after a possessive of
    any person (``ihr Mann``, ``seine Frau``; ``der Mann`` and ``Frau Berger`` name nobody's spouse)."""
    key = words[i].key
    if relation_word(key):
        return True
    return i > 0 and is_cue(key, "spouse") and is_cue(words[i - 1].key, "possessive")


def kin_first_name(text: str, words: Sequence[Word], i: int, j: int) -> bool:
    """Word ``j``, capitalised right after the relation word ``i`` (titles between), is a first
    name of the tables that is also a word (``my granny Pearl``, ``Auntie Joy``, ``cousin
    Rusty``): written so after a relation, the word is that relative's name. Punctuation between
    them (``my sister. Hope was``) breaks the phrase."""
    if any(text[words[k].end : words[k + 1].start].strip() for k in range(i, j)):
        return False
    first, _ = name_kinds(text[words[j].start : words[j].end])
    return first is not None


def after_relation(words: Sequence[Word], start: int) -> bool:
    """Whether a private relation stands right before word ``start``, titles skipped (``ihr Mann
    Dr. Helmut Kohl``, ``my uncle Tom Jones``): kin, neighbours, colleagues and patients are
    people of the writer's life, whoever else bears the name."""
    j = start - 1
    while j >= 0 and is_cue(words[j].key, "title") and not is_cue(words[j].key, "spouse"):
        j -= 1
    return j >= 0 and names_relation(words, j)


def in_office(text: str, words: Sequence[Word], first: int, last: int) -> bool:
    """A capitalised judicial title right before the name of words ``first`` to ``last`` or
    leading it (``Mr Justice Kennedy``, ``Justice Scalia``), or a peer's title with a word of the
    court or the House near it (``Lord Reed gave the leading judgment``); a name after it."""
    titles = [words[first - 1]] if first > 0 else []
    k = first
    while k < last - 1 and (is_cue(words[k].key, "office") or is_cue(words[k].key, "peer")):
        titles.append(words[k])
        k += 1
    titles = [w for w in titles if text[w.start : w.start + 1].isupper()]
    if any(is_cue(w.key, "office") for w in titles):
        return True
    near = words[max(0, first - _BENCH) : last + _BENCH]
    return any(is_cue(w.key, "peer") for w in titles) and any(is_cue(w.key, "bench") for w in near)


# Words either side of a peer's name in which a word of the court or the House counts.
_BENCH = 12


# The small words inside a law's or treaty's name ("Convention on Human Rights", "Treaty of Rome").
_LINKS = frozenset("of on for the against über zur zum der des".split())


def instrument(text: str, words: Sequence[Word], first: int, last: int) -> bool:
    """A law, treaty or convention by name: two words or more, capitalised but for the small
    words between, with the instrument's head word last or first (``European Convention``,
    ``Data Protection Act``, ``Treaty of Lisbon``). A law binds everyone and points to no one."""
    if last - first < 2:
        return False
    names = [w for w in words[first:last] if w.key not in _LINKS]
    if not all(text[w.start : w.start + 1].isupper() for w in names):
        return False
    head = [w.key for w in names if not w.key.isdigit()]
    return bool(head) and (is_cue(head[-1], "instrument") or (is_cue(head[0], "instrument") and len(head) > 1))


# Rules that found a place by its shape or by the verb of living or moving before it (a town of
# several words of the tables, a town's genitive, ``moved to Springfield``): a brand or a
# celebrity whose name is the town or a part of it is not what the writer means there.
# A date line names the letter's place (place_frames keeps a notable firm's name out of it
# elsewhere): "Halifax, 12 March 2023" is the town, not the bank.
PLACE_RULES = frozenset({"place:town-words", "place:cued-word", "place:genitive", "place:dateline"})


def place_holds(proposal: Mention, span: Mention) -> bool:
    """A place rule's proposal holds the listed name: longer than it (``Rapid City`` around the
    brand ``Rapid``), or the name itself after a verb of moving or as a genitive; a town of
    several words that is the listed name as a whole (``White House``, also a city's other name
    in the gazetteer) is the listed public name."""
    if proposal.source not in PLACE_RULES or not proposal.contains(span):
        return False
    return len(proposal) > len(span) or proposal.source != "place:town-words"


# Heads of a body's name that are a work's title too (``The Office``, ``The Board``): followed by
# ``of``/``for`` and a capitalised word they are the body's name (``the Office of Student
# Affairs``), as the organisation detector reads them (teianon.detect.organisation).
_BODY_HEADS = frozenset("office department division ministry bureau board authority directorate agency".split())


def body_named(text: str, words: Words, start: int) -> bool:
    """Word ``start`` is a body's head followed by ``of``/``for`` and a capitalised word."""
    return (
        words[start].key in _BODY_HEADS
        and start + 2 < len(words)
        and words[start + 1].key in ("of", "for")
        and text[words[start + 2].start].isupper()
    )


def listed_body(entries: list[Entry], surface: str) -> bool:
    """An organisation of the curated public list written as it is listed, where a detector
    proposed an organisation: that it is also a surname (``Verdi``) blocks it as a person only."""
    return any(e.category == "ORG" and e.source == "curated" and e.form == surface for e in entries)


def stage_name(entries: list[Entry]) -> bool:
    """A person of the list known in :data:`.private_evidence.STAGE_NAME` Wikipedia languages."""
    return max((e.weight for e in entries if e.category == "PER"), default=0) >= STAGE_NAME


def dictionary_word(word: str) -> bool:
    """A German common noun or an English word by the dictionaries (not by web frequency, which
    counts surnames such as "Schmitz" too)."""
    # An English word in capitals is an acronym ("an der HAW"), not the word ("haw").
    english = word.lower() in english_words() and not (word.isupper() and len(word) > 1)
    return word in german_nouns() or english or is_chat_word(word)


# An article between "bei"/"at" and the employer's name ("arbeite bei der Post"), or a home's.
_EMPLOYER_ARTICLES = frozenset("der dem den die the".split())


def home_before(words: Sequence[Word], start: int) -> bool:
    """``wohne in``, ``kommt aus``, ``lives in``, also with an article (``wohnen in der
    Lindenstraße``) or an adverb or two before the preposition (``lives alone in``): a home."""
    start -= start >= 3 and words[start - 1].key in _EMPLOYER_ARTICLES
    if start < 2 or not is_cue(words[start - 1].key, "from"):
        return False
    verb = start - 2
    # "lives alone in", "wohnt jetzt in", "grew up in": adverbs between the verb and "in".
    while verb > 0 and start - 2 - verb < 2 and is_cue(words[verb].key, "stay"):
        verb -= 1
    return is_cue(words[verb].key, "home")


def employer_before(words: Sequence[Word], start: int) -> bool:
    """``arbeite bei``, ``Praktikum bei der``, ``works at the``: an employer or school follows."""
    if start >= 1 and words[start - 1].key in _EMPLOYER_ARTICLES:
        start -= 1
    if start < 2 or not is_cue(words[start - 1].key, "at"):
        return False
    return any(is_cue(w.key, "employer") for w in words[max(0, start - 4) : start - 1])


# Verbs whose passive names the firm or chambers that engages someone: ``employed by``, ``instructed
# by`` (counsel by solicitors), ``vertreten durch``.
_ENGAGED = frozenset(
    "employed engaged hired contracted instructed retained represented sponsored vertreten beauftragt".split()
)


def engaged_by_before(words: Sequence[Word], start: int) -> bool:
    """``employed by``, ``instructed by the``, ``vertreten durch``: a firm or a person follows
    (not public evidence: ``represented by the Treasury Solicitor`` names a public office)."""
    if start >= 1 and words[start - 1].key in _EMPLOYER_ARTICLES:
        start -= 1
    return start >= 2 and words[start - 1].key in ("by", "durch") and words[start - 2].key in _ENGAGED


# German compound heads shorter than this are not looked for at a word's end ("rad" of "Verrad").
_PRODUCT_HEAD = 5


def product_after(text: str, words: Sequence[Word], last: int, entries: Sequence[Entry]) -> bool:
    """A listed brand or company (an organisation, not only a person's name) right before a
    kind of product (``mein Bosch Akkuschrauber``, ``my Dell laptop``; a German compound by its
    head, ``Bosch Schlagbohrmaschine``): the brand of a thing, whoever else bears the name.
    Only a space between them: ``Bosch, Laptop`` is a list."""
    if last + 1 >= len(words) or not any(e.category == "ORG" for e in entries):
        return False
    if text[words[last].end : words[last + 1].start] != " ":
        return False
    key = words[last + 1].key
    products = cue_table("product")[0]
    return key in products or any(
        len(head) >= _PRODUCT_HEAD and key.endswith(head) and len(key) > len(head) for head in products
    )


def word_range(words: Words, mention: Mention) -> tuple[int, int]:
    """Indices (first, last + 1) of the words a mention touches."""
    touched = words.span(mention)
    return (touched.start, touched.stop) if touched else (0, 0)


def private_before(words: list[Word], start: int, *, possessive: bool = True) -> bool:
    """A possessive or private relation among the two words before ``start`` (titles skipped),
    unless the word right before names a work ("meine Lieblingsband Rammstein"); or a workplace
    ("arbeite bei", "works at"). Without ``possessive``, "mein" alone is no evidence ("mein
    iPhone": a product is owned, not known)."""
    if employer_before(words, start) or home_before(words, start):
        return True
    before = [w.key for w in words[max(0, start - 4) : start] if not is_cue(w.key, "title")][-2:]
    if before and is_cue(before[-1], "work"):
        return False
    role = "private" if possessive else "relation"
    return any(is_cue(w, role) or relation_word(w) for w in before) or after_relation(words, start)


# Possessive endings of a name: English (``Mozart's``, ``James'``) and the German genitive
# (``Merkels``, ``Brahms'``), longest first.
_APOSTROPHE_ENDINGS = ("'s", "’s", "'", "’")


def _may_possess(key: str) -> bool:
    """Whether :func:`possessed` could strip an ending from this key: an apostrophe ending after
    two letters at least, or the German ``s`` of a word of four letters or more."""
    return any(key.endswith(e) and len(key) > len(e) + 1 for e in _APOSTROPHE_ENDINGS) or (
        key.endswith("s") and len(key) >= 4 and key.isalpha()
    )


def possessed(table: Gazetteer, words: Words, start: int, text: str) -> tuple[int, list[Entry], int]:
    """(words, entries, length of the ending) of the longest listed name at ``start`` whose last
    word carries a possessive ending the table's form lacks: ``Mozart's`` is Mozart's, ``Merkels``
    Merkel's. The German ``s`` without an apostrophe only on a listed person's name of three
    letters or more that is no word itself (``Bachs``; not ``Marks`` of a mark), and only before
    the noun it possesses (:func:`before_noun`): ``bei Merkels zum Grillen``, ``die Schmidts`` are
    a family's plural, a private family, not a genitive."""
    # A name of several words begins with words a longer key of the table begins with: the
    # search ends where they stop (a long run of possessives asked 51 lookups of each start).
    reach, joined = 1, ""
    while reach < min(table.max_tokens, len(words) - start):
        joined = f"{joined} {words.bare[start + reach - 1]}" if joined else words.bare[start]
        if not table.continues(joined):
            break
        reach += 1
    for last in words.ending_in(start, start + min(reach, len(words) - start)):
        n = last - start + 1
        head, key = words.bare[start:last], words.bare[last]
        for ending in _APOSTROPHE_ENDINGS:
            if key.endswith(ending) and len(key) > len(ending) + 1:
                entries = table.get((*head, key[: -len(ending)]))
                if entries:
                    return n, entries, len(ending)
        if (
            key.endswith("s")
            and len(key) >= 4
            and key.isalpha()
            and not dictionary_word(key.capitalize())
            and before_noun(text, words, start + n - 1)
        ):
            entries = [e for e in table.get((*head, key[:-1])) if e.category == "PER"]
            if entries:
                return n, entries, 1
    return 0, [], 0


# German adjective endings: a lower-case word with one between a genitive and its noun
# ("Merkels neue Politik"); "zum", "mit" are no adjectives.
_ADJECTIVE_ENDING = ("e", "en", "er", "es", "em")


def before_noun(text: str, words: Sequence[Word], k: int) -> bool:
    """Word ``k`` stands right before a noun, as a German genitive does (``Merkels Katze``,
    ``Merkels neue Politik``): the next word is capitalised, or a lower-case adjective before a
    capitalised one, with nothing but a space between."""
    for j in (k + 1, k + 2):
        if j >= len(words) or not text[words[j - 1].end : words[j].start].isspace():
            return False
        word = text[words[j].start : words[j].end]
        if word[:1].isupper():
            return True
        if j == k + 2 or not word.endswith(_ADJECTIVE_ENDING) or is_chat_word(word):
            return False
    return False


# Genitive articles: after them a word with an "s" is a noun's genitive ("des Kochs Mütze").
_GENITIVE_ARTICLES = frozenset("des eines meines deines seines ihres unseres eures keines jenes dieses".split())


# Words before a family's plural: "bei Merkels", "die Schmidts", "mit den Beckers".
_FAMILY_BEFORE = frozenset("bei die den".split())
# A German genitive's noun right after it: one space and a capitalised word.
_NOUN_AFTER = lazy(r" \p{Lu}")


def possessive_of(text: str, start: int, end: int) -> bool:
    """The capitalised word at ``start``–``end`` is a possessive (``Merkel's``) or a German genitive
    before its noun or family plural (``Merkels Katze``, ``bei Merkels``, ``die Merkels``), with no
    genitive article before it: where the bare form names a person the document replaces, this
    is that person (or their family), even where the whole is also a word. A plain ``s``
    elsewhere is a plural as often (``Birds`` of a replaced ``Bird``)."""
    word = text[start:end]
    if not word[:1].isupper() or not word.endswith("s"):
        return False
    before = text[max(0, start - 12) : start].split()
    last = before[-1].casefold() if before else ""
    if last in _GENITIVE_ARTICLES:
        return False
    return word.endswith(("'s", "’s")) or last in _FAMILY_BEFORE or _NOUN_AFTER.match(text, end) is not None


# Words after a name in which private evidence about it is looked for (to the sentence's end).
_AFTER = 8
_SENTENCE_END = lazy(r"[.!?;\n]")
# A first person's possessive after "from"/"aus" ("from our branch", "aus unserer Abteilung").
_OWN_AFTER = cue_words("own")
_OF_PLACE = frozenset("from of at in aus von bei in".split())
# The writer as the object of what the name did ("picked me up", "hat mich abgeholt").
_ME = cue_words("me")
# Words that join the writer to the name rather than make them its object ("by Jenkins and me").
_JOINS = frozenset("and or with for to than as und oder mit für zu als wie".split())


def private_after(text: str, words: Sequence[Word], last: int) -> bool:
    """Private evidence about the name ending before word ``last``, in its sentence after it: the
    writer's own group (``from our branch``, ``aus unserer Abteilung``), a relation after a
    possessive (``…, meiner Nachbarin``, ``he is my uncle``), or the writer as the object of what
    the name did (``… picked me up``, ``… hat mich abgeholt``): a place or a work does none of it."""
    clause: list[str] = []
    for k in range(last, min(len(words), last + _AFTER)):
        if k > 0 and _SENTENCE_END.search(text, words[k - 1].end, words[k].start):
            break
        clause.append(words[k].key)
    if len(clause) >= 2 and clause[0] in _OF_PLACE and clause[1] in _OWN_AFTER:
        return True
    for k in range(1, len(clause)):
        if (clause[k - 1] in _OWN_AFTER or is_cue(clause[k - 1], "possessive")) and relation_word(clause[k]):
            return True
    # The name's own verb (the first or second word after it) with the writer as its object.
    verb = bool(clause) and clause[0] not in _JOINS and text[words[last].start : words[last].start + 1].islower()
    return verb and any(clause[k] in _ME for k in (1, 2) if k < len(clause))
