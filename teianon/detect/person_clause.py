"""PER: the slot of a clause where only a person stands, for a name that is no word of the post's
language.

A first name or pet form of the tables that is also a word somewhere (``tan``, ``tea``,
``violet`` are English words; the German noun list holds ``Maya`` and ``Steven``) is left alone
by the name tables, rightly where it is the word. But German chat does not make an English word
the subject of a German verb, nor English prose a German noun: where the word is *no word of the
post's language* (:func:`post_language`, :func:`word_of_language`), the grammar of the clause
decides (:func:`clause_slot`). Three slots say person:

- *subject*: the word opens a clause without an article and a finite verb of the third person
  follows (``violet kocht heute für alle``, ``Kostja is in the kitchen``), or ``sich``, or it
  stands right after a German subordinating conjunction (``ob Kostja mitkommt``);
- *after a German verb*: the subject German puts after its verb, or the object
  (``Morgen repariert Violet das Dach``, ``kennst du violet schon?``); after a copula only a
  string German hardly writes, as a predicate stands there (``er ist dick geworden``);
- *vocative*: alone between the post's start, a comma or a discourse particle and the end of the
  sentence (``na, violet?``, ``und violet :)``), or a post of its own.

Towns keep their grammar: a town is the subject of being, lying and having, and of any verb
where written capitalised; after a verb one visits a town. In a German post a short foreign
place's name (``Tan``, ``Chin``) is read as the name it more often is there. A word no table
knows counts only as a subject, and only where neither language has it as a word (``dinara``),
not where it is a typo, a compound, a German verb, an abbreviation or a German village.
"""

from __future__ import annotations

from functools import lru_cache

import regex
from wordfreq import zipf_frequency

from ..lists import english_words, german_nouns, notable, organisations, persons, places
from .evidence import Words, is_compound_noun
from .lexicon import german_frequency, is_chat_word, squeeze
from .person_titles import is_title

# How much more frequent in one language than in the other a word must be to vote for it.
_MARGIN = 0.5
# Zipf frequency from which a word is too common to be a name by its slot alone ("das", "man").
_TOO_COMMON = 5.0
# Zipf frequency from which a word is in use in a language at all ("vielmals" 3.3, "assel" 2.2).
_IN_USE = 3.0
# Frequency in both languages under which a word no table knows is no word of either ("dinara").
_RARE = 2.0
# Population from which a place is read as the town in a verb's slot ("Milan liegt am Po").
_TOWN = 10_000
# ... and from which a town abroad is one German writers name by the string ("Paris", "Milan").
_BIG_CITY = 1_000_000
# ... and from which a city abroad is one a German writer visits or loves by that name ("Boston").
_CITY = 100_000
# The German-speaking countries (the tables' ``geonames:DE`` and so on).
_HOME = (":DE", ":AT", ":CH", ":LI", ":LU")
# Zipf frequency of a word a typo is read as ("because" 5.9, "legend" 4.4; "Daria" of "Darya" 3.0).
_COMMON_WORD = 4.0
_TYPO_LENGTH = 5
# Zipf frequency under which a word of neither language is no brand or term the web writes often.
_KNOWN = 3.5

_LETTERS = regex.compile(r"\p{L}+")
_NAME = regex.compile(r"\p{L}{3,}")

# Finite forms of the commonest German verbs that no ending rule finds (strong pasts, modals).
_GERMAN_FINITE = frozenset(
    "ist war hat hatte wird wurde kann konnte muss muß musste mußte will wollte soll sollte darf durfte mag mochte "
    "möchte weiß wusste wußte gibt gab nimmt nahm kommt kam geht ging sieht sah steht stand liegt lag sitzt saß "
    "bleibt blieb schläft schlief spricht sprach isst aß trinkt trank läuft lief fährt fuhr hilft half hält hielt "
    "lässt läßt ließ trägt trug schreibt schrieb ruft rief bringt brachte denkt dachte findet fand tut tat liest las "
    "wäre hätte würde könnte müsste sollte dürfte sei habe hab kenne kannte kennt sagt sagte meint meinte "
    "kennen könnt könnte sah seh sehe hast bist".split()
)
# Forms of the first person among them, which no subject before them has in the third.
_NOT_THIRD = frozenset("habe hab kenne sehe seh könnt bist hast".split())
# Verbs a town is the subject of ("Paris liegt an der Seine", "Milan won", "Florence has").
_PLACE_VERBS = frozenset(
    "ist war hat hatte wird wurde liegt lag gehört grenzt zählt bietet gilt heißt wächst gewinnt gewann verliert "
    "verlor spielt spielte siegt erklärt plant baut "
    "is was has had lies borders hosts won wins lost loses plays played beat beats".split()
)
_UMLAUTS = str.maketrans("äöü", "aou")
# English finite forms of the third person that no ending rule finds.
_ENGLISH_FINITE = frozenset(
    "is was has had does did can could will would should may might must said says went goes got gets made makes "
    "took takes came comes knew knows thought thinks told tells wrote writes".split()
)
# Words that may stand between the subject and its verb ("Roman also announced").
_ADVERBS = frozenset("also just never always already still auch jetzt schon immer nie doch mal halt".split())
# What may stand right before a clause's first word: the post's start, punctuation (a quotation's
# end: '" kostja said'), a conjunction, an interjection or a sentence adverb ("und bay freut sich").
_CLAUSE_START = regex.compile(
    r"(?:^|[.!?;:,(\-–*\n\"“”„»«]|\b(?:und|aber|oh|and|but|so|na|ja|nein|also|wo|wie|ob|weil|dass|daß|wenn"
    r"|maybe|perhaps|vielleicht))\s*$",
    regex.IGNORECASE,
)
# German subordinating conjunctions (and relative words), after which a subordinate clause's
# subject stands (``weil tine glücklich sein wollte``, ``wann shu taugen soll``).
_SUBORDINATOR = regex.compile(
    r"\b(?:dass|daß|ob|weil|wenn|wann|obwohl|damit|bevor|nachdem|während|sobald|solange|falls|ehe|seit|seitdem)\s*$",
    regex.IGNORECASE,
)
# Discourse particles and greetings before a vocative ("na, maya?", "und aga :)", "re suada",
# "heyho rosa"), with the language they speak for where the post is too short to tell (chat's
# "re" greets who comes back, in either language).
_GERMAN_PARTICLES = frozenset("na und ach ja jo nu tja hallo huhu moin servus tag nabend".split())
_ENGLISH_PARTICLES = frozenset("and well hello".split())
_PARTICLES = _GERMAN_PARTICLES | _ENGLISH_PARTICLES | frozenset("oh so hey ey re heyho holla hola hi".split())
# Forms of sein, werden, bleiben, scheinen: what follows them is a predicate, not a person.
_COPULAS = frozenset("ist war sind waren wird wurde werden bleibt blieb sei wäre wären würde scheint schien".split())
# German Zipf frequency from which a word after a copula is read as its predicate ("dick" 4.0).
_PREDICATE = 3.5
# Subject pronouns between an inverted verb and its object ("kennen sie steven").
_PRONOUNS = frozenset("ich du er sie es wir ihr man".split())
_VOCATIVE_BEFORE = regex.compile(r"(?:^|[,(\n])\s*(?:(\p{L}+)\s*,?\s*)?$")
_VOCATIVE_AFTER = regex.compile(r"^\s*(?:[.!?,:;)]|[:;xX]-?[)(DPp]|\p{So}|$)")


@lru_cache(maxsize=256)
def post_language(text: str) -> str:
    """``de`` or ``en``: the language most of the post's words are more frequent in, or ``""``
    where neither has a clear majority (a one-word post, a greeting)."""
    votes = {"de": 0, "en": 0}
    for word in _LETTERS.findall(text):
        if len(word) < 2:
            continue
        german, english = german_frequency(word), zipf_frequency(word.casefold(), "en")
        if max(german, english) < _RARE:
            continue  # a name or a typo votes for neither
        if german > english + _MARGIN:
            votes["de"] += 1
        elif english > german + _MARGIN:
            votes["en"] += 1
    german, english = votes["de"], votes["en"]
    if german >= 2 and german > 2 * english:
        return "de"
    if english >= 2 and english > 2 * german:
        return "en"
    return ""


def word_of_language(text: str, language: str) -> bool:
    """Whether ``text`` is a word of ``language`` (``de``, ``en``, or ``""``: of either): a chat
    or function word, a common word, a German word more used in German than in English (``rosa``,
    ``Roman``; not ``Maya`` or ``Tea``, which the web writes in English as often), an English
    word of the dictionary."""
    folded = text.casefold()
    german, english = german_frequency(text), zipf_frequency(folded, "en")
    if is_chat_word(text) or max(german, english) >= _TOO_COMMON:
        return True
    # The noun list holds names too (``Maya``, ``Yuko``): a listed noun is a German word where
    # German uses it clearly more than English does (``Assel``, not ``Steven``).
    is_german = (
        german >= _IN_USE and german >= english or (text.capitalize() in german_nouns() and german >= english + _MARGIN)
    )
    is_english = folded in english_words() or english >= _IN_USE and english > german + _MARGIN
    if language == "de":
        return is_german
    if language == "en":
        return is_english
    return is_german or is_english


def _german_verb(text: str) -> bool:
    """A German finite verb: a listed form, or one whose ending leads to an infinitive in use
    (``bindet`` to ``binden``, ``entwickelt`` to ``entwickeln``, ``lachte`` to ``lachen``) and
    which is no noun (``zeit``) and no function word (``seit``)."""
    folded = text.casefold()
    if folded in _GERMAN_FINITE:
        return True
    if not text.islower() and not text.isupper() or is_chat_word(text):
        return False
    if text.capitalize() in german_nouns() or german_frequency(text) <= zipf_frequency(folded, "en"):
        return False
    for ending in ("ete", "te", "et", "t", "e", "st"):
        if folded.endswith(ending) and len(folded) - len(ending) >= 2:
            stem = folded[: -len(ending)]
            # Strong verbs change their vowel in the third person ("wäscht", "läuft", "fährt").
            plain = stem.translate(_UMLAUTS)
            for infinitive in {stem + "en", stem + "n", plain + "en", plain + "n"}:
                # (the infinitive may be a noun as well: "das Binden", "Reden")
                if german_frequency(infinitive) >= _IN_USE:
                    return True
    return False


def _english_verb(text: str) -> bool:
    """An English finite verb of the third person (``provides``, ``worked``)."""
    folded = text.casefold()
    if folded in _ENGLISH_FINITE:
        return True
    if not text.islower() or folded not in english_words():
        return False
    for ending, base in (("ed", ""), ("ed", "e"), ("s", ""), ("es", "")):
        if folded.endswith(ending) and (folded[: -len(ending)] + base) in english_words():
            return zipf_frequency(folded[: -len(ending)] + base, "en") >= _IN_USE
    return False


def _finite(text: str, language: str) -> bool:
    return _german_verb(text) if language == "de" else _english_verb(text)


def clause_slot(words: Words, i: int, listed: bool) -> str:
    """The person's slot word ``i`` stands in (``subject``, ``after-verb``, ``vocative``), or
    ``""``. ``listed``: the word is a first name or a pet form of the tables; a word no table
    knows is read so only as a subject, and only where it is rare in both languages."""
    word = words[i]
    text = word.text
    if not _NAME.fullmatch(text) or word.capitalised and not text[1:].islower() and not text.isupper():
        return ""
    post = words.post.text
    before = post[max(0, word.start - 30) : word.start]
    language = post_language(post) or _particle_language(before)
    if word_of_language(text, language):
        return ""
    key = (word.folded,)
    if words.other_tag(i) or notable().get(key) or is_title(word.folded.rstrip(".")):
        return ""  # the tagger's place or firm, a public name ("Poseidon", "Marvel"), "Sire"
    town = _town(key, language)
    subject = bool(language) and _subject(words, i, language, before, town)
    if not listed:
        # Most words of a post are in no table: the slot, cheap, is asked before the word. In
        # German written with capitals a word no table knows before a verb is a participle, an
        # adjective or an old spelling far more often than a name (``Wie versteinert stand
        # ich``, ``Vermaledeiet sei``): only chat's lower-case German names a person so.
        if language == "de" and not _lower_case_post(words, i):
            return ""
        return "subject" if subject and key not in organisations() and _foreign(text, language) else ""
    if key in organisations():
        return ""
    if subject:
        return "subject"
    # After a verb one visits, loves or hates a town, also a city abroad ("habe ich Boston gehasst").
    if language == "de" and not _town(key, language, abroad=_CITY) and _after_verb(words, i, text):
        return "after-verb"
    if _vocative(words, i, before):
        return "vocative"
    return ""


def _lower_case_post(words: Words, i: int) -> bool:
    """A post written in lower case, as chat is: hardly a word of it capitalised but word i."""
    capitalised = sum(words[k].capitalised for k in range(len(words)) if k != i)
    return capitalised <= 0.1 * len(words)


def _frequency(text: str, language: str) -> float:
    return german_frequency(text) if language == "de" else zipf_frequency(text.casefold(), "en")


def _foreign(text: str, language: str) -> bool:
    """A word no table knows that may be a name: one the post's language hardly has
    (``dinara``), or one neither language has as a word that the web does not write often
    (``Darya``, ``Sokol``; not ``Linux``)."""
    if text.isupper() or not _VOWEL.search(text) or squeeze(text) != text.casefold() or _home_place(text):
        return False  # an abbreviation ("ÖAMTC", "Mglb"), a word drawn out ("beyoooond"), a village
    if is_compound_noun(text) or _german_verb(text.lower()) or _typo(text):
        return False  # "Ersatzverkehr", "verspäten", "Britian": words, if no dictionary's
    if language and _frequency(text, language) < _RARE:
        return True
    frequent = max(german_frequency(text), zipf_frequency(text.casefold(), "en"))
    return frequent < _KNOWN and not word_of_language(text, "")


_ALPHABET = "abcdefghijklmnopqrstuvwxyzäöüß"
_VOWEL = regex.compile(r"[aeiouyäöü]", regex.IGNORECASE)


@lru_cache(maxsize=4096)
def _typo(text: str) -> bool:
    """A common word of either language one keystroke away (a letter dropped, added, swapped
    or mistyped: ``therr``, ``Ledgend``, ``Britian``, ``Becaise``): chat's typos are no names."""
    word = text.casefold()
    if len(word) < _TYPO_LENGTH:
        return False  # a short name is a keystroke from many words ("eun", "jie", "bao")
    variants = {word[:k] + word[k + 1 :] for k in range(len(word))}
    variants |= {word[:k] + word[k + 1] + word[k] + word[k + 2 :] for k in range(len(word) - 1)}
    variants |= {word[:k] + c + word[k + 1 :] for k in range(len(word)) for c in _ALPHABET}
    variants |= {word[:k] + c + word[k:] for k in range(len(word) + 1) for c in _ALPHABET}
    variants.discard(word)
    # A name a keystroke from another name is a spelling of its own ("Diyana", "Diana").
    return any(
        max(german_frequency(v), zipf_frequency(v, "en")) >= _COMMON_WORD and not persons().get((v,)) for v in variants
    )


def _home_place(text: str) -> bool:
    """A place of any size in the German-speaking countries (``Nersingen``)."""
    return any(e.source.endswith(_HOME) for e in places().get((text.casefold(),)))


def _town(key: tuple[str], language: str, abroad: int = _BIG_CITY) -> bool:
    """Whether the word is read as a town here: a place of the tables of :data:`_TOWN` people or
    more, written there as a name is (not a code, ``EUN``, nor an alternative spelling, ``jie``),
    and, in German, one of the German-speaking countries or a city known far beyond them
    (``Paris``, ``Milan``): a writer of German names other towns in German (``Florenz``), and a
    short foreign place's name (``Tan``, ``Chin``) is a person's in German chat far more often."""
    for entry in places().get(key):
        form = entry.form
        if entry.weight < _TOWN or not (form[:1].isupper() and form[1:].islower()):
            continue
        if language != "de" or entry.source.endswith(_HOME) or entry.weight >= abroad:
            return True
    return False


def _subject(words: Words, i: int, language: str, before: str, town: bool) -> bool:
    if language == "de" and not town and _SUBORDINATOR.search(before):
        # German puts a subordinate clause's verb last, its subject first after the
        # conjunction: a name there, without an article, is the subject (``dass mar ging``).
        return i + 1 < len(words) and words.adjacent(i, i + 1)
    if not _CLAUSE_START.search(before):
        return False
    j = i + 1
    while j < len(words) and words[j].folded in _ADVERBS and words.adjacent(j - 1, j):
        j += 1
    if j >= len(words) or not words.adjacent(j - 1, j):
        return False
    verb = words[j].text
    if verb.casefold() == "sich":
        return language == "de"
    if verb.casefold() in _NOT_THIRD:
        return False  # "oh jin hab ich ...": the verb's subject comes after it
    # A town is the subject of being, lying, having and of what teams and councils do; of
    # other verbs only in lower case, as chat writes names ("tan bindet tom am chat fest").
    if town and (verb.casefold() in _PLACE_VERBS or words[i].capitalised):
        return False
    return _finite(verb, language)


def _after_verb(words: Words, i: int, text: str) -> bool:
    """A German verb right before the word, or before a pronoun before it (``kennen sie
    steven``, ``hab' ich bay``); the verb capitalised only where it opens the sentence."""
    j = i - 1
    if j > 0 and words[j].folded in _PRONOUNS and _near(words, j, i):
        j -= 1
    if j < 0 or not _near(words, j, i if j == i - 1 else j + 1):
        return False
    verb = words[j].text
    if verb[:1].isupper() and verb[1:].islower() and words.sentence_initial(j):
        if j == i - 1:
            return False  # a verb opens a question with its subject: "Kennst du X", not "Längst ward"
        verb = verb.lower()
    # After a copula stands what the subject is, often an adjective (``ist dick geworden``):
    # there a string German writes often is read as the predicate.
    if verb in _COPULAS:
        return german_frequency(text) < _PREDICATE
    return _german_verb(verb)


def _near(words: Words, i: int, j: int) -> bool:
    """Words i and j with nothing but white space and an elision's apostrophe between."""
    return words.post.text[words[i].end : words[j].start].strip(" \t'’") == ""


def _particle(before: str) -> str | None:
    """The particle before a vocative (``""``: none, after the post's start or a comma), or None
    where the text before is no vocative's."""
    m = _VOCATIVE_BEFORE.search(before)
    if m is None:
        return None
    particle = m.group(1).casefold() if m.group(1) else ""
    if not particle or particle in _PARTICLES:
        return particle
    return squeeze(particle) if squeeze(particle) in _PARTICLES else None


def _particle_language(before: str) -> str:
    particle = _particle(before)
    return "de" if particle in _GERMAN_PARTICLES else "en" if particle in _ENGLISH_PARTICLES else ""


def _vocative(words: Words, i: int, before: str) -> bool:
    if _particle(before) is None:
        return False
    return _VOCATIVE_AFTER.match(words.post.text[words[i].end :]) is not None
