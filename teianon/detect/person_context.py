"""PER: the context that says a word names a person (chat above all).

Chat names people in lower case, without punctuation, in one-word posts, where a statistical
tagger reads little. So a word the tables know as a first name, a surname or a pet form of a first
name is also weighed by its context (:func:`person_context`): what stands before it (thanks and
greetings, ``mit``/``bei``, ``frag mal``, an introduction) and after it (a verb of people: ``X
meinte``, ``X hat gesagt``; the rest of a verb frame: ``ich bring X mit``, ``hab X getroffen``),
and whether it is a post of its own. The evidence adds up to a score, and the score and how much
the word is also an ordinary word give the certainty (:func:`context_certainty`).
"""

from __future__ import annotations

import regex

from ..read.textview import BARRIER
from .chat_words import kinship_words
from .evidence import Word, Words
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, GERMAN_DAYS_SHORT
from .person_contact import CONTACT_PREPOSITIONS, PERSON_VERBS, article_before, contact_frame


def _words(text: str) -> frozenset[str]:
    """The words of a list as :attr:`Word.folded <teianon.detect.evidence.Word.folded>` spells
    them: ``casefold`` writes ``ß`` as ``ss``, so ``Grüße`` is looked up as ``grüsse``."""
    return frozenset(word.casefold() for word in text.split())


# "ich heiße X", "my name is X", "I'm called X", "nennt mich X"; a filler may stand between
# ("ich heiße übrigens Sabine Müller").
FILLERS = r"(?:\s+(?:übrigens|eigentlich|ja|auch|doch|wirklich|übrings|btw|actually|also|aber))*"
# Not after a word for a village or a town (``ein Dorf namens …``, ``a village called …``): a
# place's name follows (teianon.detect.place_quarters).
_PLACE_NAMED = r"(?<!\b(?:dorf|dörfchen|weiler|ort|ortsteil|stadt|städtchen|village|hamlet|town|townland|city)\s+)"
INTRODUCTION = regex.compile(
    r"(?:\bhei(?:ß|ss)e?|\bname (?:ist|is|wäre)|\bname['’]s|" + _PLACE_NAMED + r"(?:\bnamens|\bcalled|\bnamed)"
    r"|\bnennt mich|\bnennen mich"
    r"|\bcall me)" + FILLERS + r"\s*$",
    regex.IGNORECASE,
)
# A person introduced by a pronoun or a possessive (``sie heißt``, ``er heißt``, ``her name is``,
# ``sein Zweitname ist``): the name that follows is a person's even where it is a word too
# (``Sie heißt übrigens Hoffnung``), unlike ``das heißt``, ``der Film heißt``.
PERSONAL_INTRODUCTION = regex.compile(
    r"(?:\b(?:sie|er|du)\s+hei(?:ß|ss)t|\b(?:my|his|her|your|their)\s+(?:first\s+|middle\s+|second\s+)?name\s+is"
    r"|\b(?:mein|dein|sein|ihr)\s+(?:vor|zweit|ruf|spitz)?name\s+(?:ist|lautet))" + FILLERS + r"\s*$",
    regex.IGNORECASE,
)
# "ich bin die X", "I'm X", "hier ist X": an introduction too, but also how adjectives and
# nouns are said ("ich bin frank", "hier ist Sonne"): clear evidence, not the strongest.
SELF_NAMING = regex.compile(
    r"(?:\bich bin|\bbin|\bi['’]m|\bi am|\bthis is|\bhier ist|\bhier spricht)(?:\s+(?:die|der|the))?"
    + FILLERS
    + r"\s*$",
    regex.IGNORECASE,
)
# Words right before a name that address or thank a person (German and English chat).
GREETINGS = _words(
    "danke dank thx thanks thank thankyou ty merci hallo hi hey hallöchen huhu servus moin moinsen grüß grüss "
    "grüße gruß liebe lieber liebste hello hiya bye tschüss tschüs ciao tschau cu nacht gn8 n8 dear love "
    "welcome willkommen heyho holla hola hallihallo howdy heya cheers"
)
# The preposition of a greeting's addressee ("Grüße an Joy", "love to Joy") after a greeting
# noun (not "Liebe an", "Dank an": love, thanks for a thing).
GREETED_BY = _words("an to")
GREETING_NOUNS = _words("grüße gruß grüßle grüessli greetings regards love hugs küsse bussi bussis")
# Prepositions after which a listed first name is a person ("mit Sven", "bei Lena").
PERSON_PREPOSITIONS = _words("mit bei with für")
GERMAN_PREPOSITIONS = _words("mit bei für")
# Pronouns written with a capital in German, which the name tables hold as well.
POLITE_PRONOUNS = _words("sie ihnen ihr ihre euch du dich dir")
# Verbs whose object right after them is a person ("frag mal den jürgen", "told Amir").
ASKING = _words(
    "frag fragt fragen sag sagt sagte schreib schreibt ruf ruft grüß grüßt ask asked tell told call called "
    "text texted meet met"
)
# Verbs whose object may be a person, clear only with the rest of the frame after the name
# ("ich bring X mit", "hab X getroffen").
OBJECT_VERBS = _words(
    "bring bringe bringt hab habe hat hast hatte hatten treff treffe triff trifft seh sehe siehst sah kenn kenne "
    "kennst kennt besuch besuche besuchst hol hole holst vermiss vermisse lieb hasse küss saw know knows miss "
    "invite invited"
)
# What ends such a frame after the object: a separable particle or a participle of a verb of people.
FRAME_ENDS = _words("mit an ab vorbei bescheid")
PERSON_PARTICIPLES = _words(
    "getroffen gesehen gefragt angerufen besucht kennengelernt eingeladen abgeholt mitgebracht geküsst gesagt "
    "gemeint geschrieben erzählt angeschrieben geantwortet gelacht"
)
# Verbs of people after their subject ("X meinte", "X said").
SUBJECT_VERBS = _words(
    "meinte meint sagt sagte schreibt schrieb fragt fragte erzählt erzählte lacht lachte ruft rief findet "
    "denkt dachte weiß wusste said says told asked thinks thought wrote writes laughs called calls texted rang "
    "phoned messaged"
)
AUXILIARIES = _words("hat hatte has had")
# "X and I", "X und ich": the writer and someone beside them.
_AND = _words("and und")
_SPEAKER = _words("i ich me mir mich")
# Words that may stand between a cue and the name: particles, adverbs, articles (chat puts an
# article before first names: "frag mal den jürgen").
BETWEEN = _words("mal doch halt einfach eben bitte nochmal auch schon gleich gestern heute jetzt den die der dem ne n")
ARTICLES = _words("den die der dem das ne n")
NAME_LETTERS = regex.compile(r"\p{L}+")
CUE_WORDS = GREETINGS | PERSON_PREPOSITIONS | ASKING | OBJECT_VERBS | FRAME_ENDS | SUBJECT_VERBS | BETWEEN
# ("dank" also means "owing to": "dank rigider Sparmaßnahmen"; "heiß" is "hot" far more often
# than a chat spelling of "heiße", and casefold reads it as "heiss")
NAMING_CUES = (GREETINGS - {"dank"}) | ASKING | _words("heiße heisse heis bin am is namens called named")
# Words chat greets and thanks people with that the name tables hold too (``hey buddy``, ``danke
# beste``, ``hi schatz``, ``hallo oma``): forms of address and kinship words, not names.
ADDRESS_WORDS = (
    _words(
        "buddy babe baby mate dude bro man boss honey sweetie darling love dear sweety beste bester süße süßer "
        "schatz schatzi liebling chef chefin meister kumpel digga alter "
        "oma opa omi opi mama papa mami papi mutti vati tante onkel mom mum dad grandma grandpa granny nana auntie "
        "uncle sis"
    )
    | kinship_words()
)  # and the kinship words of the languages chat borrows them from ("Masi", "Teyze")
# Verbs of a question after someone's doings or health (``was macht X``, ``wie geht's X``),
# after ``was``/``wie``: ``was macht das`` asks nothing of a name.
DOINGS = _words("macht treibt geht's gehts geht")
# Leave-taking after an addressed name (``ok Urs bis später``), and what may open such a post.
_UNTIL = _words("später dann morgen gleich bald nachher nachher später's montag")
_ACKNOWLEDGEMENTS = _words("ok okay oki okey k gut klar alles jo ja na super prima cool")
# Context scores: strong (a title, an introduction), clear, weak.
STRONG, CLEAR, WEAK = 3, 2, 1


def person_context(words: Words, i: int, end: int) -> tuple[int, str]:
    """How strongly the context of words i..end-1 says they name a person, and the cue that says
    it most: ``(score, cue)`` with a score of :data:`CLEAR`, :data:`WEAK` or 0, one more where
    evidence stands on both sides (``hab X getroffen``), at most :data:`STRONG`."""
    left, left_cue = left_context(words, i)
    right, right_cue = right_context(words, end, left_cue == "object-verb")
    if left_cue == "object-verb" and right_cue in ("frame", "participle"):
        return STRONG, right_cue
    if not left and not right:
        # A post of nothing but the name (not a heading, a comment or a processing instruction).
        if len(words) == end - i and words.post.conversational:
            return WEAK, "one-word-post"
        return 0, ""
    score = max(left, right) + (1 if left and right else 0)
    return min(score, STRONG), (left_cue if left >= right else right_cue)


def left_context(words: Words, i: int) -> tuple[int, str]:
    score, cue = _left_cue(words, i)
    if not article_before(words, i):
        return score, cue
    # "mit der kim", "frag mal den jürgen", "die lena meinte": colloquial German's article
    # before a first name (a town has none) adds to the cue before it, and after a preposition
    # it says person, not place.
    if cue in ("preposition", ""):
        return (CLEAR if cue else WEAK), "article"
    return min(score + 1, STRONG), cue


def _left_cue(words: Words, i: int) -> tuple[int, str]:
    before = words.previous(i, skip=BETWEEN)
    if before is None:
        return (CLEAR, "greeting") if _greeted_with_comma(words, i) else (0, "")
    text = words.post.text[max(0, words[i].start - 40) : words[i].start]
    if SELF_NAMING.search(text):
        return CLEAR, "self-naming"
    cue = before.folded.rstrip(".")
    if cue in GREETINGS:
        return CLEAR, "greeting"
    if cue in GREETED_BY:
        # "Grüße an Joy", "love to Joy": the greeting's addressee.
        greeting = words.previous(before.index, skip=BETWEEN)
        if greeting is not None and greeting.folded in GREETING_NOUNS:
            return CLEAR, "greeting"
    frame = contact_frame(words, cue, i) if cue in CONTACT_PREPOSITIONS else ""
    if frame:
        return STRONG, frame
    if cue in PERSON_PREPOSITIONS:
        # "mit dem Remis": a capitalised word after an article is a noun in written German.
        if words[i].capitalised and any(words[j].folded in ARTICLES for j in range(before.index + 1, i)):
            return 0, ""
        return CLEAR, "preposition"
    if cue in ASKING:
        return CLEAR, "asking"
    if cue in DOINGS and before.index > 0 and words[before.index - 1].folded in ("was", "wie"):
        return CLEAR, "asking"  # "was macht Mats eigentlich", "wie geht's ...": asked after someone
    if cue in OBJECT_VERBS:
        return WEAK, "object-verb"
    return 0, ""


# A greeting, its comma and the name it addresses, which ends the clause: ``Thanks, Mark``, ``Hi,
# Dawn!``, ``danke, Rose :)``.
_COMMA = regex.compile(r"[ \t]*,[ \t]*")
_ADDRESSED_END = regex.compile(r"[ \t]*(?:$|[,.!?:;)\n" + BARRIER + r"]|[:;xX]-?[)(DPp])")


def _greeted_with_comma(words: Words, i: int) -> bool:
    """Word i is the name a greeting addresses after its comma (``Thanks, Mark``): the comma
    ends no clause there, as :meth:`Words.previous` reads it, when the name ends one."""
    if i == 0 or words[i - 1].folded not in GREETINGS or words[i - 1].folded in GREETED_BY:
        return False
    text = words.post.text
    return (
        _COMMA.fullmatch(text, words[i - 1].end, words[i].start) is not None
        and _ADDRESSED_END.match(text, words[i].end) is not None
    )


def right_context(words: Words, end: int, object_verb: bool) -> tuple[int, str]:
    after = words.following(end - 1, skip=BETWEEN, limit=4)
    if not after:
        return 0, ""
    first = after[0].folded
    if first in SUBJECT_VERBS or after[0].text.lower() in SUBJECT_VERBS or first in PERSON_VERBS:
        return CLEAR, "subject"
    if first in PERSON_PARTICIPLES:
        return CLEAR, "participle"
    if first in _AND and len(after) > 1 and after[1].folded in _SPEAKER and _beside_the_writer(words, end, after):
        return CLEAR, "subject"  # "Jasper and I went", "Rose und ich": a person beside the writer
    if object_verb and first in FRAME_ENDS:
        return CLEAR, "frame"
    if first == "bis" and len(after) > 1 and after[1].folded in _UNTIL and _addressed_before(words, end - 1):
        return CLEAR, "greeting"  # "ok Urs bis später": taking leave of someone
    if first in AUXILIARIES:
        if any(w.folded in PERSON_PARTICIPLES for w in after[1:]):
            return CLEAR, "subject"
        return WEAK, "subject"
    return 0, ""


def _addressed_before(words: Words, i: int) -> bool:
    """Word i opens the post or follows an acknowledgement (``ok``, ``alles klar``): addressed."""
    before = words.previous(i)
    return before is None or before.folded in _ACKNOWLEDGEMENTS


def _beside_the_writer(words: Words, end: int, after: list[Word]) -> bool:
    """``X and I`` with nothing but spaces between, and no article before X (``in the bush; and I``
    is a noun and a new clause)."""
    conjunction = after[0]
    if not (words.adjacent(end - 1, conjunction.index) and words.adjacent(conjunction.index, after[1].index)):
        return False
    before = words.previous(end - 1)
    return before is None or before.folded not in ARTICLES and before.folded not in _ENGLISH_ARTICLES


_ENGLISH_ARTICLES = _words("the a an")


# Cues after which only a person fits ("danke X", "frag mal X", "X meinte", "hab X getroffen");
# after the others a thing fits as well ("ich bring X mit", "mit X", "ich bin die X").
PERSON_ONLY = frozenset({"greeting", "asking", "subject", "participle", "contact"})


def context_certainty(score: int, reading: str, ordinary: bool = False, person_only: bool = False) -> str | None:
    """The ``@cert`` of a listed name alone in a context of this score, or None (not proposed).

    ``reading`` is ``first`` (a first name), ``last`` (a surname) or ``pet`` (a derived pet form).
    A name that is also an ordinary word (``ordinary``: ``mark``, ``rose``, ``frank``, ``max``)
    is replaced (medium) where only a person fits the context (``person_only``: ``danke mark``)
    and otherwise proposed for review (low): ``ich bring rose mit`` may mean the flower.
    """
    if ordinary:
        if person_only:
            return {STRONG: "medium", CLEAR: "medium"}.get(score)
        return {STRONG: "low", CLEAR: "low"}.get(score)
    if reading == "first":
        return {STRONG: "high", CLEAR: "high", WEAK: "medium"}.get(score)
    return {STRONG: "medium", CLEAR: "medium", WEAK: "low"}.get(score)


_BETWEEN_DATES = frozenset({"oder", "und", "bis", "or", "and", "to"})
_DIGIT = regex.compile(r"\d")


def in_a_date(words: Words, i: int) -> bool:
    """Word i is a day's or a month's short name next to a number or another such name, with at
    most punctuation or a conjunction between (``3. Jan.``, ``Thu Jul 14``, ``Jan oder Feb``)."""
    if words[i].folded not in CALENDAR_SHORT:
        return False
    text = words.post.text
    before = text[words[i - 1].end if i > 0 else 0 : words[i].start]
    after = text[words[i].end : words[i + 1].start if i + 1 < len(words) else len(text)]
    if _DIGIT.search(before) or _DIGIT.search(after):
        return True
    for step in (-1, 1):
        j = i + step
        if 0 <= j < len(words) and words[j].folded in _BETWEEN_DATES:
            j += step
        if 0 <= j < len(words) and (words[j].folded in CALENDAR_SHORT or words[j].folded in GERMAN_DAYS_SHORT):
            return True
    return False


# A day of the month right before a word (``3. ``, ``21st ``) and a year right after it (`` 2023``).
_DAY_BEFORE = regex.compile(r"(?<!\d)\d{1,2}(?:\.|st|nd|rd|th)\s*$", regex.IGNORECASE)
_YEAR_AFTER = regex.compile(r"^\s*,?\s*(?:1[89]|20)\d\d(?!\d)")


def month_of_a_date(words: Words, i: int) -> bool:
    """Word i is a month's name after an ordinal day or before a year (``am 3. Mai 2023``,
    ``on the 21st June``, ``seit April 2019``): the calendar's word, which is also a first name
    (``May``, ``June``, ``April``), not a person."""
    if words[i].folded not in CALENDAR_LONG and words[i].folded not in CALENDAR_SHORT:
        return False
    text = words.post.text
    before = text[max(0, words[i].start - 8) : words[i].start]
    return _DAY_BEFORE.search(before) is not None or _YEAR_AFTER.match(text, words[i].end) is not None
