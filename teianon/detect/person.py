"""PER: first names and surnames from the lists, titles, and self-introductions.

``Anna Hein`` is one reference: a first name (or a title, or an introduction such as ``ich
heiße``) starts a name, and following capitalised words that are surnames or no ordinary word
continue it. A first name alone counts where it is no ordinary word (``Anna``, not ``Mark`` or
``Will``, which need a title, a sequence, an introduction or a POS tag); a surname alone counts
where it is capitalised and no ordinary word (``Merkel``, not ``Koch``).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import regex

from ..lists import Entry, cues, demonyms, organisations, persons, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words
from .lexicon import frequency, is_chat_word

PARTICLES = frozenset("von van de der den di da du le la del della dos zu vom ten ter bin al".split())
# "ich heiße X", "my name is X", "I'm called X", "nennt mich X".
_INTRODUCTION = regex.compile(
    r"(?:\bhei(?:ß|ss)e?|\bname (?:ist|is|wäre)|\bnamens|\bcalled|\bnamed|\bnennt mich|\bnennen mich|\bcall me)\s*$",
    regex.IGNORECASE,
)
# Words after which a first name of the tables is a person: thanks and greetings, "with",
# "ask"/"tell", letters' salutations (German and English).
PERSON_CUES = frozenset(
    "mit danke dank thx thanks thank hallo hi hey hallöchen servus moin grüß grüße gruß liebe lieber "
    "frag fragt fragen sag sagt sagte schreib schreibt ruf ruft with ask asked tell told dear love "
    "hello bye tschüss ciao".split())
MAX_WORDS = 4
# Zipf frequency from which a listed name is treated as an ordinary word ("das", "man", "will").
FREQUENT_WORD = 5.0
# A single word that is a place of this size is read as the place, not as a surname.
PLACE_OVER_NAME = 10_000


@lru_cache(maxsize=100_000)
def _kinds(text: str) -> tuple[Entry | None, Entry | None]:
    """The first-name and the surname reading of a word, if the lists have them (per word type)."""
    entries = _lookup(text)
    first = next((e for e in entries if e.kind == "first"), None)
    last = next((e for e in entries if e.kind == "last"), None)
    return first, last


def _ambiguous(entry: Entry | None, text: str) -> bool:
    """A name that is also a word ("Mark", "Will", "Das", "Man") needs more than its string.

    A German noun is capitalised, so a lower-case "anna" cannot be the noun "Anna".
    """
    if entry is None:
        return False
    noun = "n" in entry.flags and text[:1].isupper()
    return noun or "w" in entry.flags or frequency(text) >= FREQUENT_WORD


def _known_elsewhere(key: tuple[str, ...] | None) -> bool:
    return key is not None and (key in organisations() or key in places())


def _better_read_as_place(text: str) -> bool:
    """"Berlin", "Paris", "Siemens" alone are a place or an organisation before a surname."""
    key = (text.casefold(),)
    if key in organisations() or key in demonyms():
        return True
    return any(e.weight >= PLACE_OVER_NAME for e in places().get(key))


def _lookup(text: str) -> list[Entry]:
    entries = persons().get((text.casefold(),))
    if not entries and len(text) > 3 and text.endswith(("s", "'s", "’s")):
        entries = persons().get((text.rstrip("s").rstrip("'’").casefold(),))  # genitive: Merkels
    return entries


@register
class PersonDetector(Detector):
    name = "person"
    categories = frozenset({Category.PER})
    # A first name in lower case ("frag mal den jürgen") is chat, where the tagger is weakest; a
    # capitalised one it reads better in context ("Jordan", "Georgia" as places).
    precise_sources = frozenset({"person:title", "person:introduction", "person:first-name-lower",
                                 "person:first-name-context"})

    def load(self) -> None:
        persons()
        self.titles = frozenset(t.casefold().rstrip(".") for t in cues()[("PER", "title")])

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        words = Words.of(post)
        i = 0
        while i < len(words):
            found = self._name_at(words, i)
            if found is None:
                i += 1
                continue
            end, cert, source = found
            yield Mention(words[i].start, words[end - 1].end, Category.PER, cert=cert, source=source)
            i = end

    def _evidence(self, words: Words, i: int) -> str | None:
        """Context that announces a name at word i: a title or an introduction."""
        before = words.previous(i)
        if before is not None and before.folded.rstrip(".") in self.titles:
            return "title"
        if _INTRODUCTION.search(words.post.text[max(0, words[i].start - 30) : words[i].start]):
            return "introduction"
        return None

    def _continues(self, words: Words, j: int, lowercase: bool) -> bool:
        """Can word j continue a name that started before it?"""
        if j >= len(words) or not words.adjacent(j - 1, j):
            return False
        word = words[j]
        first, last = _kinds(word.text)
        if lowercase and not word.capitalised:
            return last is not None and not _ambiguous(last, word.text)
        if not word.capitalised:
            return False
        return last is not None or first is not None or not words.common(j) or words.proper_noun_tag(j)

    def _name_at(self, words: Words, i: int) -> tuple[int, str, str] | None:
        word = words[i]
        if len(word.text) < 2 or word.text.isupper() and len(word.text) <= 3:
            return None
        first, last = _kinds(word.text)
        if first is None and last is None and not word.capitalised:
            return None  # the commonest case, decided before the context is read
        evidence = self._evidence(words, i)
        tagged = words.proper_noun_tag(i)
        if word.folded in PARTICLES and not (evidence or tagged):
            return None  # "Von Hand geschrieben": a name starts with its particle only after a title
        if first is None and last is None:
            if evidence == "introduction" or evidence == "title" and not words.common(i):
                return self._extend(words, i, lowercase=False), "medium", f"person:{evidence}"
            return None
        # Extend over following surnames, unknown capitalised words and particles.
        end = self._extend(words, i, lowercase=not word.capitalised)
        if end - i > 1 and _known_elsewhere(words.key(i, end - i)):
            return None  # "John Deere" is the company, "San Antonio" the city
        if end - i > 1 and (first is not None or evidence or tagged):
            if _ambiguous(first, word.text) and not (evidence or tagged) and not _kinds(words[i + 1].text)[1]:
                return None  # "Mark Twain" yes, but "Rose Garten" needs more
            known = _kinds(words[end - 1].text)[1] is not None
            return end, "high" if word.capitalised and known else "medium", "person:sequence"
        if evidence or tagged:
            return end, "high" if evidence else "medium", f"person:{evidence or 'tag'}"
        entry = first or last
        assert entry is not None
        if _ambiguous(first, word.text) or _ambiguous(last, word.text):
            return None
        if words.other_tag(i) or (first is None and _better_read_as_place(word.text)):
            return None
        if first is not None:
            if word.capitalised:
                # A first name and one more capitalised word: "Sebastian Fels" (a surname that
                # is also a noun) is one name.
                if end == i + 1 and i + 1 < len(words) and words.adjacent(i, i + 1) and words[i + 1].capitalised:
                    end += 1
                before = words.previous(i)
                if before is not None and before.folded in PERSON_CUES and not _better_read_as_place(word.text):
                    # "mit Sven", "danke Mehmet", "frag Lena": a person's context, which the
                    # tagger reads badly in one-line chat posts.
                    return end, "high", "person:first-name-context"
                return end, "high", "person:first-name"
            # "naja" is a first name too, and far more often the interjection.
            if len(word.text) < 4 or is_chat_word(word.text):
                return None
            return end, "medium", "person:first-name-lower"
        if word.capitalised and not word.text.isupper():
            return end, "medium", "person:surname"
        return None

    def _extend(self, words: Words, i: int, *, lowercase: bool) -> int:
        end = i + 1
        while end < len(words) and end - i < MAX_WORDS:
            word = words[end]
            if word.folded in PARTICLES and end + 1 < len(words) and words[end + 1].capitalised and words.adjacent(end, end + 1):
                end += 1
                continue
            if not self._continues(words, end, lowercase):
                break
            end += 1
        # A name never ends in a particle.
        while end - 1 > i and words[end - 1].folded in PARTICLES:
            end -= 1
        return end
