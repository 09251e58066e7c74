"""PER alone: a listed first name or surname that only its context makes a name (``danke
andreas``, ``frag mal den jürgen``), a name in a slot only a person fills (``na, maya?``), and a
word no table knows after a cue for a person (``danke efua``, ``efua meinte``). The parts of
:class:`teianon.detect.person.PersonDetector` that weigh a word by what stands around it."""

from __future__ import annotations

from ..lists import Entry, german_nouns, persons
from .chat_words import in_phrase
from .cued_number import EXTENSION_WORDS
from .evidence import Words, is_common_word
from .lexicon import frequency, is_chat_word, is_ordinary
from .not_persons import english_im
from .person_clause import clause_slot
from .person_contact import CONTACT_PREPOSITIONS, german_word, personal_subject
from .person_context import (
    ADDRESS_WORDS,
    BETWEEN,
    CUE_WORDS,
    GERMAN_PREPOSITIONS,
    GREETED_BY,
    INTRODUCTION,
    NAME_LETTERS,
    NAMING_CUES,
    OBJECT_VERBS,
    PERSON_ONLY,
    PERSONAL_INTRODUCTION,
    STRONG,
    context_certainty,
    left_context,
    person_context,
    right_context,
)
from .person_titles import is_title, title_before
from .person_words import (
    FREQUENT_SURNAME,
    after_possessive,
    better_read_as_place,
    in_dictionary,
    inflected_noun,
    known_elsewhere,
    noun_surname,
    owns_next,
    possessed_person,
    too_common,
    unknown_before_double,
    written_as_name,
)

# German definite and indefinite articles: before a noun of the language, that noun.
_ARTICLES = frozenset("der die das den dem des ein eine einen einem einer".split())


def after_in(words: Words, i: int) -> bool:
    """Word i follows ``in`` or ``im``: no one is "in" a surname alone (``in Morse geschrieben``,
    ``im Bauer``); a thing, a code or a place is."""
    before = words.previous(i)
    if before is None or before.folded not in ("in", "im"):
        return False
    return not english_im(words.post.text, before.start, words[i].text)


def evidence(words: Words, i: int, titles: frozenset[str]) -> str | None:
    """Context that announces a name at word i: a title or an introduction."""
    # "Dr. Nowak", "Prof. Dr. med. Nowak": the title's own dot is no sentence's end.
    if title_before(words, i, titles):
        return "title"
    before = words.post.text[max(0, words[i].start - 30) : words[i].start]
    if INTRODUCTION.search(before) or PERSONAL_INTRODUCTION.search(before):
        return "introduction"
    return None


def personally_introduced(words: Words, i: int) -> bool:
    """Word i follows a pronoun's or a possessive's introduction (``sie heißt``, ``her name is``):
    a person's name, whatever word it is (:data:`~.person_context.PERSONAL_INTRODUCTION`)."""
    return PERSONAL_INTRODUCTION.search(words.post.text[max(0, words[i].start - 30) : words[i].start]) is not None


def in_context(
    words: Words, i: int, end: int, first: Entry | None, last: Entry | None, score: int, cue: str
) -> tuple[int, str, str] | None:
    """A listed first name or surname alone, proposed by its context (or None)."""
    word = words[i]
    if not score or word.folded in CUE_WORDS or too_common(word) or in_phrase(words, i):
        return None  # "frag mal nach": "mal" is a first name too; "ciao bella" a phrase
    if word.capitalised and not written_as_name(word.text):
        return None  # "bei ManU": a first name is not written with inner capitals
    # After a preposition, a big place or a firm is as likely as a person ("bei Essen", "mit
    # Siemens"); so is a surname anywhere.
    if (cue == "preposition" or first is None) and better_read_as_place(word.text):
        return None
    if not persons().get((word.folded,)) and is_common_word(word.text):
        return None  # "ich bring chips mit": a plural, not the genitive of "Chip"
    ordinary = in_dictionary((first, last))
    if ordinary and after_possessive(words, i) and not possessed_person(words, i, score, cue):
        return None  # "my sister called", "Rosamund's sister called": a noun someone has
    before_word = words.previous(i)
    if (
        ordinary
        and cue == "subject"
        and before_word is not None
        and before_word.folded in _ARTICLES
        and word.text.capitalize() in german_nouns()
    ):
        return None  # "der Wolf heult", "die Rose blüht": an article's noun (not "der Jürgen", no noun)
    if first is None and after_in(words, i):
        return None
    # The preposition's cue is the word before (left_context found it there).
    before = words.previous(i, skip=BETWEEN) if ordinary and cue in ("preposition", "contact", "company") else None
    if (
        before is not None
        and before.folded in GERMAN_PREPOSITIONS
        and word.text.capitalize() not in german_nouns()
        and not is_chat_word(word.text)
    ):
        # "mit peter", "bei will": after a German preposition, an English homograph is no word
        # (a German noun is: "mit rose"); web frequency counts the name itself.
        ordinary = False
    if ordinary and cue == "company" and not any(e is not None and "w" in e.flags for e in (first, last)):
        ordinary = False  # "mit anna hin": the noun list holds first names too (not "rose", a word)
    if ordinary and cue in ("preposition", "company"):
        return None  # "für Rock 'n' Roll", "mit Rose": the noun first
    if ordinary and cue == "greeting" and word.folded in ADDRESS_WORDS:
        return None  # "hey buddy", "hallo beste": greeted with a word, not a name
    if first is None and (ordinary or cue == "preposition" or frequency(word.text) >= FREQUENT_SURNAME):
        # "danke schön", "bei Jung", "bei Sauber": words and firms the surname table holds as well.
        return None
    cert = context_certainty(score, "first" if first is not None else "last", ordinary, cue in PERSON_ONLY)
    if cert is None:
        return None
    if cert == "high" and cue in ("preposition", "contact", "company") and word.capitalised:
        cert = "medium"  # "bei Manu" may be a shop: the tagger's sure firm goes first
    if (
        first is not None
        and word.capitalised
        and end == i + 1
        and i + 1 < len(words)
        and not owns_next(words, i)
        and words.adjacent(i, i + 1)
        and words[i + 1].capitalised
        and written_as_name(words[i + 1].text)
        and words[i + 1].folded not in CUE_WORDS
        and not is_chat_word(words[i + 1].text)
        and not is_title(words[i + 1].folded)
        and not inflected_noun(words[i + 1].text)
    ):
        end += 1  # "danke Andreas Fels": a surname that is also a noun goes with the first name
    return end, cert, "person:first-name-context" if first is not None else "person:surname-context"


def clause(words: Words, i: int, end: int, first: Entry | None) -> tuple[int, str, str] | None:
    """A name the tables alone do not propose (a word too, a town, a short or common
    string) in a slot only a person fills, where it is no word of the post's language
    (``Tan bindet tom``, ``na, maya?``): :mod:`.person_clause`."""
    if end == i + 1 and clause_slot(words, i, first is not None):
        return end, "medium", "person:clause"
    return None


def unknown_in_context(words: Words, i: int, titles: frozenset[str]) -> tuple[int, str, str] | None:
    """A word no table knows and no word of the language right after thanks or a greeting,
    after ``frag``/``told``, in an introduction (``danke efua``, ``told thanh``), or opening a
    post before a verb of people (``efua meinte``): names of every origin are more than any
    table holds. Elsewhere cues after the word do not count (``häufti gesagt`` is a typo), and
    a greeting only right before it. Cheap checks first: most words have no such cue. A kinship
    word or a form of address (``Oppa meinte``, ``Teyze said``) names a relative, not by name."""
    if words.other_tag(i) or words[i].folded in ADDRESS_WORDS:
        return None
    if unknown_before_double(words, i):
        return i + 2, "medium", "person:double-surname"  # "Leontyne Abara-Fitzgerald"
    if personal_subject(words, i):
        return i + 1, "medium", "person:unknown-context"  # "Shin weiß jetzt", "bay freut sich"
    if clause_slot(words, i, listed=False):
        return i + 1, "medium", "person:clause"  # "dinara ist hoch kreativ", "von ljuda": rare in both languages
    word = words[i]
    # Every other way needs these of the word itself: asked before any cue is looked for,
    # since they turn away most words for the price of a set test.
    if len(word.text) < 3 or word.folded in CUE_WORDS or not NAME_LETTERS.fullmatch(word.text):
        return None
    if word.folded in EXTENSION_WORDS:
        return None  # "call ext. 4412": the line's cue, whose number is the extension
    before = words.previous(i, skip=BETWEEN)
    subject = i == 0 and right_context(words, i + 1, False)[1] == "subject"
    # "ich bring Züleyha mit", "hab Oluwaseun getroffen": a verb of people around the word.
    framed = before is not None and before.folded in OBJECT_VERBS and person_context(words, i, i + 1)[0] == STRONG
    # "Grüße an Bożydar": the greeting's addressee.
    greeted = before is not None and before.folded in GREETED_BY and left_context(words, i)[1] == "greeting"
    # "hab mit oluwaseun telefoniert", "heard from ngozi": contact's preposition and verb (not
    # company, which a thing keeps too: "ging mit fünfundsechzig in Rente").
    # (Only a contact preposition can open that frame: the cheap test first.)
    framed = framed or (
        before is not None
        and before.folded.rstrip(".") in CONTACT_PREPOSITIONS
        and left_context(words, i)[1] == "contact"
    )
    if not subject and not framed and not greeted and (before is None or before.folded not in NAMING_CUES):
        return None
    if words.common(i) or is_chat_word(word.text) or is_ordinary(word.text):
        return None
    if word.capitalised and not word.text[1:].islower() or german_word(word.text):
        return None
    if subject or framed:
        if known_elsewhere((word.folded,)):
            return None  # "hab Paris gesehen"
        return i + 1, "medium", "person:unknown-context"  # "efua meinte das auch", at a post's start
    if evidence(words, i, titles) == "introduction":
        return i + 1, "medium", "person:introduction"
    _, cue = left_context(words, i)
    if cue == "greeting" and before is not None and before.index != i - 1:
        return None  # "hi n hinstell"
    if cue not in ("greeting", "asking", "self-naming"):
        return None
    end = i + 1
    if (
        word.capitalised
        and end < len(words)
        and words.adjacent(i, end)
        and words[end].capitalised
        and (noun_surname(words[end]) or not words.common(end) and written_as_name(words[end].text))
    ):
        end += 1  # "Grüße an Bożydar Kessel": the surname, a word or none
    return end, "medium", "person:unknown-context"
