"""What the word-list detectors know about each word of a post, computed once per post.

Names in chat are found by a string (a list entry) plus evidence: capitalisation where the word
would not be capitalised otherwise, a cue word before it (``in``, ``Herr``, ``bei``), a POS tag
``NE`` (STTS proper noun) where the corpus has one, and whether the word is an ordinary German
noun or English word at all. :class:`Words` holds these facts; detectors share it through
:meth:`Words.of`, which caches it on the post's view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any, Generic, TypeVar, overload

import marisa_trie
import regex

from ..lists import Entry, Gazetteer, english_words, german_nouns, longest_german_noun, persons
from ..read.textview import BARRIER, PostText
from .lexicon import frequency, german_frequency, is_chat_word
from .lines import breaks_line

_CORE = regex.compile(r"^[\s@#\"'„“”‚‘’(\[]*(.*?)[\s:,.!?;\"'„“”‚‘’)\]]*$", regex.DOTALL)
_LETTER = regex.compile(r"\p{L}")
# POS tags that mark proper nouns (STTS NE, UD PROPN, Penn NNP/NNPS).
PROPER_NOUN_TAGS = frozenset({"NE", "PROPN", "NNP", "NNPS"})
# POS tags of words that are never names (STTS and STTS-EmpiriST, UD, Penn): articles,
# pronouns, prepositions, conjunctions, particles, interjections, verbs, adverbs, punctuation.
CLOSED_CLASS_TAGS = frozenset(
    "ART APPR APPRART APPO APZR KON KOUS KOUI KOKOM PPER PPOSAT PPOSS PDS PDAT PIS PIAT PIDAT PRF PWS PWAT "
    "PWAV PAV PROAV PRELS PRELAT PTKZU PTKNEG PTKVZ PTKANT PTKA PTKIFG PTKMA PTKMWL ITJ VAFIN VAINF VAPP "
    "VAIMP VMFIN VMINF VMPP VVFIN VVINF VVIZU VVPP VVIMP ADV KON DM ONO AKW EMOASC EMOIMG $. $, $( "
    "DET ADP CCONJ SCONJ PRON AUX VERB INTJ PART PUNCT "
    "DT IN CC PRP PRP$ WDT WP WP$ WRB RB RBR RBS UH TO MD VB VBD VBG VBN VBP VBZ EX PDT POS RP".split()
)
_SENTENCE_END = (".", "!", "?", ":", BARRIER, "\n", '"', "“", "„")


# How many skippable words (particles, articles) may stand between a word and its cue.
MAX_SKIPPED = 4


_T = TypeVar("_T")


class _once(Generic[_T]):  # noqa: N801 (a decorator, named as functools.cached_property is)
    """A property worked out at its first reading and then stored on the instance, where later
    readings find it without a call. (functools.cached_property takes a lock at each first
    reading in Python 3.11, which costs more than it saves on an object read a few times.)"""

    def __init__(self, compute: Callable[[Any], _T]) -> None:
        self.compute, self.name = compute, compute.__name__

    @overload
    def __get__(self, instance: None, owner: type) -> _once[_T]: ...
    @overload
    def __get__(self, instance: object, owner: type) -> _T: ...
    def __get__(self, instance: object, owner: type) -> _T | _once[_T]:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.compute(instance)
        return value


@dataclass(frozen=True)
class Word:
    index: int
    start: int
    end: int
    text: str
    pos: str | None

    # Asked of every word by every detector: worked out once per word.
    @_once
    def capitalised(self) -> bool:
        return self.text[:1].isupper()

    @_once
    def folded(self) -> str:
        return self.text.casefold()


class Words:
    """The words of one post (tokens without glued punctuation), with evidence helpers."""

    def __init__(self, post: PostText):
        self.post = post
        words: list[Word] = []
        tokens = post.tokens
        k = 0
        while k < len(tokens):
            token = tokens[k]
            m = _CORE.match(token.text)
            assert m is not None
            start, end = token.start + m.start(1), token.start + m.end(1)
            # A compound broken at a line's end in a tokenised corpus (``<w>Pöppelmann-</w><lb/>
            # <w>Tiedtke</w>``): the view glues its tokens, and its parts are one word, as the
            # untokenised text's one token is; read apart, a double surname was three names.
            # (Untokenised text has its own tokens, in which initials are ``G.-`` and ``H.``.)
            # A word divided for the line (``<w>Quernhor-</w><lb/><w>st</w>``) the view reads
            # without its hyphen: its rest, in lower case, is glued to it as well.
            while (
                post.tokenised
                and k + 1 < len(tokens)
                and tokens[k + 1].start == tokens[k].end
                and (
                    tokens[k].text.endswith("-")
                    and tokens[k + 1].text[:1].isalpha()
                    or tokens[k].text[-1:].isalpha()
                    and tokens[k + 1].text[:1].islower()
                )
            ):
                k += 1
                following = _CORE.match(tokens[k].text)
                assert following is not None
                end = tokens[k].start + following.end(1)
            k += 1
            core = post.text[start:end]
            if not _LETTER.search(core):
                continue
            words.append(Word(len(words), start, end, core, token.pos))
        self.words = words

    @classmethod
    def of(cls, post: PostText) -> Words:
        # PostText is frozen; the cache lives in a side table keyed by the view's identity.
        cached = _CACHE.get(id(post))
        if cached is None or cached.post is not post:
            cached = cls(post)
            # Every post of a document, not only the last one: a document's evidence (its firm
            # names) reads all posts before detection reads them one by one (issue 41). A cached
            # entry holds its post, so its id is not reused while it is here; the table is
            # emptied for each document (forget_words) and when full.
            if len(_CACHE) >= _CACHED_POSTS:
                _CACHE.clear()
            _CACHE[id(post)] = cached
        return cached

    def __len__(self) -> int:
        return len(self.words)

    def __getitem__(self, i: int) -> Word:
        return self.words[i]

    def adjacent(self, i: int, j: int) -> bool:
        """True where nothing but white space separates words i and j, on one line (a name
        never runs on into a letter's next line: :mod:`teianon.detect.lines`)."""
        gap = self.post.text[self.words[i].end : self.words[j].start]
        return gap.strip() == "" and not breaks_line(gap)

    def sentence_initial(self, i: int) -> bool:
        if i == 0:
            return True
        before = self.post.text[self.words[i - 1].end : self.words[i].start]
        return any(mark in before for mark in _SENTENCE_END)

    def previous(self, i: int, skip: frozenset[str] = frozenset()) -> Word | None:
        """The word before ``i`` in the same clause, skipping words in ``skip`` (articles), at
        most :data:`MAX_SKIPPED` of them: a cue stands near its name, and a post of nothing but
        such words must not cost the square of its length."""
        j = i - 1
        while j >= max(0, i - 1 - MAX_SKIPPED):
            gap = self.post.text[self.words[j].end : self.words[j + 1].start]
            if any(mark in gap for mark in _SENTENCE_END + (",",)):
                return None
            if self.words[j].folded not in skip:
                return self.words[j]
            j -= 1
        return None

    def following(self, i: int, skip: frozenset[str] = frozenset(), limit: int = 1) -> list[Word]:
        """Up to ``limit`` words after ``i`` in the same clause, skipping words in ``skip``."""
        found: list[Word] = []
        j = i + 1
        stop = min(len(self.words), i + 1 + limit + MAX_SKIPPED)
        while j < stop and len(found) < limit:
            gap = self.post.text[self.words[j - 1].end : self.words[j].start]
            if any(mark in gap for mark in _SENTENCE_END + (",",)):
                break
            if self.words[j].folded not in skip:
                found.append(self.words[j])
            j += 1
        return found

    def proper_noun_tag(self, i: int) -> bool:
        return self.words[i].pos in PROPER_NOUN_TAGS

    def other_tag(self, i: int) -> bool:
        """The corpus tags word i, and not as a proper noun (``Raum/NN``): evidence against."""
        pos = self.words[i].pos
        return pos is not None and pos not in PROPER_NOUN_TAGS

    def key(self, i: int, n: int) -> tuple[str, ...] | None:
        """The lookup key of words i..i+n-1, or None where they are not adjacent."""
        if i + n > len(self.words):
            return None
        for j in range(i, i + n - 1):
            if not self.adjacent(j, j + 1):
                return None
        return tuple(w.folded for w in self.words[i : i + n])

    def matches(self, gazetteer: Gazetteer) -> Iterator[tuple[int, int, list[Entry]]]:
        """``(first word, word count, entries)`` of the longest list match at each word."""
        folded = self._folded
        for i in range(len(self.words)):
            # Most words begin no key: that answer is cached per word type, asked here before
            # the clause's bound is counted out.
            if not gazetteer.starts(folded[i]):
                continue
            limit = 1
            while limit < gazetteer.max_tokens and i + limit < len(self.words) and self._joined[i + limit - 1]:
                limit += 1
            n, entries = gazetteer.longest(folded, i, limit)
            if n:
                yield i, n, entries

    @cached_property
    def _folded(self) -> list[str]:
        return [w.folded for w in self.words]

    @cached_property
    def _joined(self) -> list[bool]:
        """Whether only white space separates each word from the next."""
        return [self.adjacent(i, i + 1) for i in range(len(self.words) - 1)]

    @cached_property
    def _common(self) -> list[bool]:
        return [is_common_word(w.text) for w in self.words]

    def common(self, i: int) -> bool:
        return self._common[i]


_CACHE: dict[int, Words] = {}
# Posts whose words are kept at most (a long document's first ones are read again, not kept).
_CACHED_POSTS = 4096


def forget_words() -> None:
    """Drop the words of the last document's posts (and with them the posts' trees)."""
    _CACHE.clear()


def is_closed_class(pos: str | None) -> bool:
    """The corpus tags the word as one that is never a name (``Ihr/PPOSAT``, ``jo/ITJ``)."""
    return pos is not None and pos in CLOSED_CLASS_TAGS


def chat_word_unstopped(words: Words, i: int) -> bool:
    """Word ``i`` is a chat word in lower case with no full stop after it: ``mag`` of ``ich mag
    Sie`` is the verb, ``Mag.`` a title."""
    word = words[i]
    return word.text.islower() and is_chat_word(word.folded) and words.post.text[word.end : word.end + 1] != "."


@lru_cache(maxsize=200_000)
def is_common_word(text: str) -> bool:
    """An ordinary German noun (also inside a compound) or English word, or a frequent word."""
    return is_plain_word(text) or text[:1].isupper() and is_compound_noun(text)


def is_plain_word(text: str) -> bool:
    """A German noun or English word as it stands, or a frequent word; not a compound that only
    ends in a noun (after a head word ``Klinik Sonnenhof`` is a name, ``Schule Mathematik`` none)."""
    return (
        text in german_nouns()
        or text.capitalize() in german_nouns()
        or text.lower() in english_words()
        or frequency(text) >= 5.0
    )


def is_compound_noun(text: str, modifier: int = 2) -> bool:
    """``Selbstdarstellung``, ``Seitental``: a word that ends in a known German noun.

    The last part has four letters or more, or three after a first part of four or more; the
    first part has ``modifier`` letters or more.
    """
    nouns = german_nouns()
    # Only a tail no longer than the longest noun can be one (capitalising never shortens a
    # string); without this bound one long word ``Aaaa…`` costs the square of its length.
    first = max(modifier, len(text) - longest_german_noun() - 1)
    for cut in range(first, len(text) - 2):
        if len(text) - cut == 3 and cut < 4:
            continue
        tail = text[cut:]
        if tail[0] == "-":
            tail = tail[1:]
        if tail.capitalize() in nouns:
            return True
    return False


# Zipf frequency from which a German word is common enough to be a compound's part.
_PART = 3.0
_ENDINGS = ("en", "n", "e", "er", "es", "s")


def _noun_of(tail: str, nouns: marisa_trie.Trie) -> str | None:
    """The noun a compound's tail is, inflected or not (``Gebieten`` of ``Gebiet``)."""
    if tail in nouns:
        return tail
    return next((tail[: -len(e)] for e in _ENDINGS if tail.endswith(e) and tail[: -len(e)] in nouns), None)


# No German word runs longer than this; a longer string is no compound of words (and would cost
# the square of its length).
_LONGEST_COMPOUND = 40


@lru_cache(maxsize=50_000)
def word_compound(text: str) -> bool:
    """A compound of two words of the language (``Urlaubsstimmung``, ``Feierabendbier``), not a
    village's name that only ends like a rare noun (``Lüttjebrook``, ``Nettelrede``). Cached: the
    modifier is tried as a compound of its own, which without it repeats work exponentially."""
    if len(text) > _LONGEST_COMPOUND:
        return False
    nouns = german_nouns()
    for cut in range(3, len(text) - 2):
        tail = _noun_of(text[cut:].capitalize(), nouns)
        if tail is None or german_frequency(tail) < _PART:
            continue
        modifier = text[:cut]
        for stem in (modifier, modifier.removesuffix("s"), modifier.removesuffix("es"), modifier.removesuffix("n")):
            if len(stem) >= 3 and (
                stem.capitalize() in nouns
                or german_frequency(stem.lower()) >= _PART
                and not persons().get((stem.casefold(),))  # Wendt|land
                or (len(stem) >= 6 and word_compound(stem))  # Milieu|schutz|gebieten
            ):
                return True
    return False
