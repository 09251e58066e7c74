"""PER: a first name, the particles of a surname and the surname, as one reference.

Surnames of many origins carry particles: Dutch and Flemish (``van``, ``van der``, ``ter``),
German (``von``, ``von der``, ``zu``, ``vom``), Romance (``de``, ``du``, ``de la``, ``da``,
``della``, ``dos``), Arabic (``bin``, ``ibn``, ``bint``, ``abu``, ``al``). The name tagger and
the word lists read the words either side of the particles as two names, or only the first:
``Joost van den Akker`` became a replaced first name and a readable ``van den Akker``, or a
public ``Akker`` where a famous bearer has that word (a red-team run). This detector proposes the
whole, first name to surname, so that the resolution (longer beats shorter) replaces it as one.

A particle that is also a word of German or English (``von``, ``zu``, ``das``, ``du``, ``bin``,
``da``) starts a surname only where what follows is no frequent noun of German (``Anna von
Arbeit`` is no one; ``Konrad zu Wendhausen`` is), and no place or organisation (``Tom von
Siemens``); after a form of address :mod:`.person_titles` reads the name.

A Romance name whose first word is the head noun of a place, a building or an institution
(``Costa``, ``Plaza``, ``Banco``, ``Museo``, a saint's ``Santa``; ``curated/romance_heads.tsv``),
or whose first name follows a saint's title, is a coast, a square, a bank or a church, not a
person: the lists rarely know it whole, so the particles would have made a person of it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import cache

import regex

from ..lists import english_words, german_nouns, read_table
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words, is_compound_noun, is_plain_word
from .lexicon import frequency, german_frequency, is_chat_word
from .person_titles import FORMS_OF_ADDRESS
from .person_words import FREQUENT_WORD, better_read_as_place, known_elsewhere, name_kinds

__all__ = [
    "PARTICLES_OF_NAMES",
    "in_place_name",
    "opens_place_name",
    "particle_tail",
    "particle_name_end",
    "surname_after_particles",
]

# Particles that no German or English text uses as a word of its own (``van``, ``ter``, ``ibn``):
# after a first name and before a capitalised word they make a surname.
_FOREIGN = frozenset(
    "van ver ter ten te de del della dello degli dei dal dalla di dos ibn bint abu al el ben ap".split()
)
# (Not ``des``, which German writes before a genitive: ``Art des Umgangs``, ``Tod des Vaters``.)
# Particles that are also words of German or English (``von Arbeit``, ``gib Anna das Buch``,
# ``Lisa, bin Lehrerin``): the surname after them must be no frequent noun.
_AMBIGUOUS = frozenset("von vom zu da das du bin le la".split())
# The German particles of nobility, before which a surname may be a noun too (``von Stein``).
_NOBLE = frozenset("von vom zu".split())
# Articles that follow a first particle inside a chain (``van der``, ``von der``, ``de la``,
# ``van den``); they lead no surname on their own.
_INNER = frozenset("der den de la le les het 't".split())
PARTICLES_OF_NAMES = _FOREIGN | _AMBIGUOUS | _INNER
# Zipf frequency below which a lower-case word is too rare to be a word after ``von`` or ``zu``.
_RARE = 2.5
# Zipf frequency from which a noun after ``von der`` is the article's, not a surname.
_FREQUENT_NOUN = 4.5
# The particles of Romance names, after which a head noun of a place or an institution names a
# place (``Costa del Sol``, ``Banco de España``); before ``van`` or ``bin`` the same word is a
# given name as often (``Isla van Dijk``).
_ROMANCE = frozenset("de del della dello degli dei dal dalla di da do dos das du des la le".split())
# What links a Romance place's head to its name (``Playa de las Américas``, ``Puerto de los Reyes``).
_PLACE_LINKS = _ROMANCE | frozenset("las los les el lo".split())
# German Zipf frequency from which a noun before "von" and a first name is the thing owned.
_EVERYDAY_NOUN = 4.5
# At most this many particles in a chain (``von und zu``, ``van de``, ``de la``).
_MAX_PARTICLES = 3


def _chain_end(words: Words, i: int) -> int | None:
    """The index of the surname after the particles that start at word i, or None."""
    j = i
    while j < len(words) and j - i < _MAX_PARTICLES and words[j].folded in PARTICLES_OF_NAMES | {"und"}:
        if j > i and not words.adjacent(j - 1, j):
            return None
        j += 1
    if j == i or j >= len(words) or not words.adjacent(j - 1, j):
        return None
    if words[i].folded not in _FOREIGN | _AMBIGUOUS or words[j - 1].folded == "und":
        return None  # "Anna der Hund", "Tom und Jerry": an article or a conjunction leads no surname
    return j


def _surname(words: Words, j: int, lower: bool, ambiguous: bool, single: bool) -> bool:
    """Word j can be the surname after a particle: capitalised (or, in a lower-case clause, no
    frequent word), no title, and after a particle that is also a word no German noun the tables
    do not hold as a surname (``Maria vom Bahnhof``, ``du Idiot``; but ``von Stein``)."""
    word = words[j]
    text = word.text
    if len(text) < 2 or text.isupper() and len(text) <= 3:
        return False
    if lower:
        # In lower case the surname has no capital to tell it from a word: after a particle
        # that is also a word it must be none at all (``anna von nebenan``).
        limit = _RARE if ambiguous else FREQUENT_WORD - 1
        if word.capitalised or is_chat_word(text) or frequency(text) >= limit:
            return False
        if ambiguous and (text.capitalize() in german_nouns() or text in english_words()):
            return False
    elif not word.capitalised:
        return False
    if ambiguous and j + 1 < len(words) and words.adjacent(j, j + 1) and words[j + 1].capitalised:
        return False  # "Jana von Aquaristik Wasserwelt": a firm's name of several words
    if (
        ambiguous
        and single
        and j >= 2
        and name_kinds(text)[0] is not None
        and german_frequency(words[j - 2].text) >= _EVERYDAY_NOUN
        and words[j - 2].text in german_nouns()
    ):
        return False  # "Handy von Jonas": a thing of a person named by a first name, not a noble surname
    if better_read_as_place(text) and ambiguous and single:
        return False  # "Tom von Siemens", "Lisa zu Hamburg": an employer, a town
    # Only a noble particle makes a surname of a noun the tables hold as one (``von Stein``);
    # after an article the noun is the article's (``repariert Violet das Dach``).
    # After ``von der`` a noun of the tables is a surname only where it is rarely written as a
    # noun (``von der Heide``, ``von der Linde``): a frequent one is the article's (``Anna von der
    # Post``, ``von der Bank``, ``von der Schule``).
    noble = words[j - 1].folded in _NOBLE or (
        j >= 2 and words[j - 2].folded in _NOBLE and german_frequency(text) < _FREQUENT_NOUN
    )
    if ambiguous and (name_kinds(text)[1] is None or not noble):
        noun = text.capitalize()
        if noun in german_nouns() or is_compound_noun(text):
            return False  # "Paul vom Bahnhof", "Anna zu Hause", "Tom zu Besprechungszwecken"
        if text.casefold() in english_words() and frequency(text.casefold()) >= FREQUENT_WORD - 1:
            return False
    return True


def surname_after_particles(words: Words, i: int, *, lower: bool) -> int | None:
    """The index of the surname after the particles that start at word i (``van der Wal``,
    ``von Ellerbek``, ``de la Fuente``), or None where what follows is no surname (``von der
    Arbeit``, ``du Idiot``, ``von Siemens``)."""
    j = _chain_end(words, i)
    if j is None or i > 0 and words.adjacent(i - 1, i) and _place_head(words, i - 1):
        return None
    if lower and any(words[k].capitalised for k in range(i, j)):
        return None
    if not lower and words[i].capitalised and words[i].folded in _AMBIGUOUS:
        return None  # "Peter Von Hand": a capitalised word particle is a word
    if not _surname(words, j, lower, words[i].folded in _AMBIGUOUS, j - i == 1):
        return None
    return j


def particle_name_end(words: Words, i: int) -> int | None:
    """The end of a particled surname after the first name at word i (``Anke van der Wal``,
    ``ihr mann joost de wit``), or None."""
    first = words[i]
    if not first.text[:1].isalpha():
        return None
    if name_kinds(first.text)[0] is None and not _unlisted_first_name(words, i):
        return None
    if not first.capitalised and words.common(i):
        return None  # "my van reg", "so de la …": a frequent word opens no name in lower case
    if i + 1 >= len(words) or not words.adjacent(i, i + 1):
        return None
    j = surname_after_particles(words, i + 1, lower=not first.capitalised)
    if j is None or known_elsewhere(words.key(i, j + 1 - i)):
        return None  # "Rio de Janeiro", "Costa del Sol": a place the lists know whole
    return j + 1


@cache
def romance_heads() -> frozenset[str]:
    """The head nouns of Romance place and institution names, case-folded."""
    return frozenset(row[0].strip().casefold() for row in read_table("romance_heads.tsv"))


def _place_head(words: Words, i: int) -> bool:
    """Word i opens, before a Romance particle, a place's or an institution's name rather than a
    person's: it is a head noun (``Puerta del Sol``, ``Caixa Geral de …`` is the tagger's), or a
    saint's title stands before it (``Santa Maria del Fiore``, ``São João da Madeira``)."""
    if words[i + 1].folded not in _ROMANCE:
        return False
    heads = romance_heads()
    if words[i].folded in heads:
        return True
    return i > 0 and words.adjacent(i - 1, i) and words[i - 1].capitalised and words[i - 1].folded in heads


def in_place_name(words: Words, i: int) -> bool:
    """Word i follows the particles after a place's or an institution's head noun: ``Fiore`` of
    ``Santa Maria del Fiore``, ``Prado`` of ``Museo del Prado`` is the place's, no person's."""
    k = i
    while k > 0 and words[k - 1].folded in _PLACE_LINKS and words.adjacent(k - 1, k) and i - k < _MAX_PARTICLES:
        k -= 1
    return i - k > 0 and k > 0 and words.adjacent(k - 1, k) and _place_head(words, k - 1)


def opens_place_name(words: Words, i: int) -> bool:
    """Word i is the head of a Romance place's name, right before its particles or before the
    name of a saint and its particles (``Santa Chiara della Pietà``, ``Costa de la Luz``): a first
    name of the tables there (``Santa``) names no one."""
    if not words[i].capitalised or words[i].folded not in romance_heads():
        return False
    for k in (i + 1, i + 2):
        if k >= len(words) - 1 or not words.adjacent(k - 1, k):
            return False
        if words[k].folded in _ROMANCE:
            return True
        if not words[k].capitalised:
            return False
    return False


def _unlisted_first_name(words: Words, i: int) -> bool:
    """Word i, which no table holds as a first name, may still open a name with a particle of no
    German or English word after it (``Amr al Sharif``, ``Thijs van Dalen``): capitalised, no
    word of the dictionaries, no form of address (``Mevrouw van Dijk``), and not a sentence's
    first word."""
    word = words[i]
    return (
        word.capitalised
        and not word.text.isupper()
        and i + 1 < len(words)
        and words[i + 1].folded in _FOREIGN
        and not words.common(i)
        and not is_plain_word(word.text)
        and not words.sentence_initial(i)
        and not better_read_as_place(word.text)
        and word.folded.rstrip(".") not in FORMS_OF_ADDRESS  # "Mevrouw van Rijn": the surname's
    )


@register
class PersonParticleDetector(Detector):
    name = "person_particle"
    categories = frozenset({Category.PER})

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        words = Words.of(post)
        for i in range(len(words) - 2):
            if words[i + 1].folded not in _FOREIGN | _AMBIGUOUS:
                continue
            end = particle_name_end(words, i)
            if end is None:
                continue
            capitalised = words[i].capitalised and words[end - 1].capitalised
            ambiguous = words[i + 1].folded in _AMBIGUOUS
            cert = "high" if capitalised and not ambiguous else "medium"
            yield Mention(words[i].start, words[end - 1].end, Category.PER, cert=cert, source="person:particle")


# A double surname whose second part begins with Dutch, Frisian, Flemish or German particles
# (``Jansen-van der Berg``, ``Mulder-ten Have``, ``Visser-van den Heuvel``, ``Kamps-von der
# Heide``): word readers end the name at the space after ``-van``, which left ``der Berg`` to
# be read. After a hyphen the particles can be nothing else, so the name runs on to the
# capitalised word after them.
_HYPHEN_PARTICLES = r"(?:van|ver|ter|ten|te|de|den|der|het|op|in|von|vom|zu|zur|la|le|du|da|di|del|della|dos)"
_PARTICLE_END = regex.compile(rf"-{_HYPHEN_PARTICLES}$", regex.VERSION1)
_PARTICLE_NEXT = regex.compile(rf"-{_HYPHEN_PARTICLES}(?=[^\S\n])", regex.VERSION1)
_TAIL = regex.compile(
    r"(?:[^\S\n](?:der|den|de|het|'t|ten|ter|te|la|le))*[^\S\n](?P<name>\p{Lu}\p{Ll}[\p{L}'’]*)(?![\p{L}\-])",
    regex.VERSION1,
)
_NAMES_OF_PEOPLE = frozenset({Category.PER, Category.NICK})


def particle_tail(text: str, mention: Mention) -> Mention:
    """``mention`` over the rest of a double surname whose second part is particles and a name
    (``Jansen-van`` as proposed, or ``Jansen`` before ``-van der Berg``): to the name's end."""
    if mention.category not in _NAMES_OF_PEOPLE or mention.corresp:
        return mention
    end = mention.end
    if _PARTICLE_END.search(text, max(0, end - 6), end) is None:
        found = _PARTICLE_NEXT.match(text, end)
        if found is None:
            return mention
        end = found.end()
    tail = _TAIL.match(text, end)
    if tail is None or tail["name"].casefold() in _STOP_NAMES:
        return mention
    return replace(mention, end=tail.end())


# Capitalised words that end a sentence's name, not a surname (``Jansen-van Gogh``'s ``Gogh``
# is a name; ``Die``, ``Der``, ``The`` open the next clause).
_STOP_NAMES = frozenset("die der das the und and oder or aber but".split())
