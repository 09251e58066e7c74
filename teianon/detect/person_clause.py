"""PER: the slot of a clause where only a person stands, for a name that is no word of the post's
language.

A first name or pet form of the tables that is also a word somewhere (``tan``, ``tea``,
``violet`` are English words; the German noun list holds ``Maya`` and ``Steven``) is left alone
by the name tables, rightly where it is the word. But German chat does not make an English word
the subject of a German verb, nor English prose a German noun: where the word is *no word of the
post's language* (:func:`post_language`, :func:`word_of_language`), the grammar of the clause
decides (:func:`clause_slot`). These slots say person:

- *subject*: the word opens a clause without an article and a finite verb of the third person
  follows (``violet kocht heute für alle``, ``Kostja is in the kitchen``), or ``sich``, or it
  stands right after a German subordinating conjunction (``ob Kostja mitkommt``);
- *after a German verb*: the subject German puts after its verb, or the object
  (``Morgen repariert Violet das Dach``, ``kennst du violet schon?``); after a copula only a
  string German hardly writes, as a predicate stands there (``er ist dick geworden``);
- *vocative*: alone between the post's start, a comma or a discourse particle and the end of the
  sentence (``na, violet?``, ``und violet :)``), or a post of its own;
- *objects and companions* (:mod:`.clause_objects`): after a preposition a person takes, an
  article in lower-case German chat, an English verb, or beside a person (``über violet``, ``die
  kleine tiny``, ``visited kostja``, ``ich und violet``).

Towns keep their grammar: a town is the subject of being, lying and having, and of any verb
where written capitalised; after a verb one visits a town. In a German post a short foreign
place's name (``Tan``, ``Chin``) is read as the name it more often is there. A word no table
knows counts as a subject or an object or companion (not after an article), and only where
neither language has it as a word (``dinara``), not where it is a typo, a compound, a German
verb, an abbreviation or a German village.
"""

from __future__ import annotations

import regex
from wordfreq import zipf_frequency

from ..lazy import lazy
from ..lists import demonyms, notable, organisations, persons, places
from .clause_language import RARE, finite, frequency, german_verb, post_language, typo, word_of_language
from .clause_objects import object_slot, possessor
from .evidence import Words, is_compound_noun
from .lexicon import GERMAN_SUBJECT_PRONOUNS, german_frequency, is_chat_word, squeeze
from .person_context import ADDRESS_WORDS, GREETINGS, POLITE_PRONOUNS
from .person_titles import is_title

# Population from which a place is read as the town in a verb's slot ("Milan liegt am Po").
_TOWN = 10_000
# ... and from which a town abroad is one German writers name by the string ("Paris", "Milan").
_BIG_CITY = 1_000_000
# ... and from which a city abroad is one a German writer visits or loves by that name ("Boston").
_CITY = 100_000
# The German-speaking countries (the tables' ``geonames:DE`` and so on).
_HOME = (":DE", ":AT", ":CH", ":LI", ":LU")
# Zipf frequency under which a word of neither language is no brand or term the web writes often.
_KNOWN = 3.5

_NAME = lazy(r"\p{L}{3,}")

# Forms of the first person among them, which no subject before them has in the third.
_NOT_THIRD = frozenset("habe hab kenne sehe seh könnt bist hast".split())
# Verbs a town is the subject of ("Paris liegt an der Seine", "Milan won", "Florence has").
_PLACE_VERBS = frozenset(
    "ist war hat hatte wird wurde liegt lag gehört grenzt zählt bietet gilt heißt wächst gewinnt gewann verliert "
    "verlor spielt spielte siegt erklärt plant baut "
    "is was has had lies borders hosts won wins lost loses plays played beat beats".split()
)
# Words that may stand between the subject and its verb ("Roman also announced").
_ADVERBS = frozenset("also just never always already still auch jetzt schon immer nie doch mal halt".split())
# What may stand right before a clause's first word: the post's start, punctuation (a quotation's
# end: '" kostja said'), a conjunction, an interjection or a sentence adverb ("und bay freut sich").
# (German subordinators put the verb last: _SUBORDINATOR reads them.)
_CLAUSE_START = lazy(
    r"(?:^|[.!?;:,(\-–*\n\"“”„»«]|\b(?:und|aber|oh|and|but|so|na|ja|nein|also|wo|wie|ob|weil|dass|daß|wenn"
    r"|maybe|perhaps|vielleicht"
    # English subordinators and "then": their clause's subject comes first ("when vita gets")
    r"|when|if|then|before|after|because|while|until|unless|although|though|whether|once))\s*$",
    regex.IGNORECASE,
)
# German subordinating conjunctions (and relative words), after which a subordinate clause's
# subject stands (``weil tine glücklich sein wollte``, ``wann shu taugen soll``).
_SUBORDINATOR = lazy(
    r"\b(?:dass|daß|ob|weil|wenn|wann|obwohl|damit|bevor|nachdem|während|sobald|solange|falls|ehe|seit|seitdem)\s*$",
    regex.IGNORECASE,
)
# Discourse particles and greetings before a vocative ("na, maya?", "und aga :)", "re suada",
# "heyho rosa"), with the language they speak for where the post is too short to tell (chat's
# "re" greets who comes back, in either language).
_GERMAN_PARTICLES = frozenset("na und ach ja jo nu tja hallo huhu moin servus tag nabend".split())
_ENGLISH_PARTICLES = frozenset("and well hello".split())
_PARTICLES = _GERMAN_PARTICLES | _ENGLISH_PARTICLES | frozenset("oh so hey ey re heyho holla hola hi".split())
# Those that greet (chat's "re" greets who comes back): only they address a word no table knows.
_GREETINGS = GREETINGS | frozenset("re na hey hi heyho holla hola huhu moin servus tag nabend hallo hello".split())
# Forms of sein, werden, bleiben, scheinen: what follows them is a predicate, not a person.
_COPULAS = frozenset("ist war sind waren wird wurde werden bleibt blieb sei wäre wären würde scheint schien".split())
# German Zipf frequency from which a word after a copula is read as its predicate ("dick" 4.0).
_PREDICATE = 3.5
# Subject pronouns between an inverted verb and its object ("kennen sie steven").
_PRONOUNS = GERMAN_SUBJECT_PRONOUNS | {"man"}
_VOCATIVE_BEFORE = lazy(r"(?:^|[,(\n])\s*(?:(\p{L}+)\s*,?\s*)?$")
_VOCATIVE_AFTER = lazy(r"^\s*(?:[.!?,:;)]|[:;xX]-?[)(DPp]|\p{So}|$)")


# A word for a village or a town and a naming word just before: the name is a place's.
_PLACE_NAMED = lazy(
    r"(?i)(?<![\p{L}])(?:dorf|dörfchen|weiler|ortsteil|village|hamlet|townland)\s+(?:namens|genannt|called|named|of)\s+$"
)


def clause_slot(words: Words, i: int, listed: bool) -> str:
    """The person's slot word ``i`` stands in (``subject``, ``after-verb``, ``vocative``, or one
    of :func:`.clause_objects.object_slot`'s), or ``""``. ``listed``: the word is a first name
    or a pet form of the tables; a word no table knows is read so only as a subject or an
    object, and only where it is rare in both languages."""
    word = words[i]
    text = possessor(word.text)  # "kostja's car": the possessive's slot, asked of the name
    if not _NAME.fullmatch(text) or word.capitalised and not text[1:].islower() and not text.isupper():
        return ""
    post = words.post.text
    before = post[max(0, word.start - 30) : word.start]
    if _PLACE_NAMED.search(before):
        return ""  # "ein Dorf namens …", "a village called …": a place's name (place_quarters)
    language = post_language(post) or _particle_language(before)
    # The one slot that also takes a first name German writes often or has as a noun too
    # ("Peter", "Anna"): the subject between a verb and its pronoun object.
    inverted = listed and language == "de" and _inverted_subject(words, i)
    if word_of_language(text, language) and not inverted:
        return ""
    key = (text.casefold(),)
    if inverted and not words.other_tag(i):
        # (a public name there, "Madonna", is the public sphere's to keep: see annotate.public)
        return "after-verb"
    if words.other_tag(i) or notable().get(key) or is_title(key[0]) or key[0] in ADDRESS_WORDS:
        # the tagger's place or firm, a public name ("Poseidon", "Marvel"), "Sire"; a kinship
        # word or a form of address, in any language's post ("hello oma", "und mami :)")
        return ""
    town = _town(key, language)
    subject = bool(language) and _subject(words, i, language, before, town)
    if not listed:
        # Most words of a post are in no table: the slot, cheap, is asked before the word. In
        # German written with capitals a word no table knows before a verb is a participle, an
        # adjective or an old spelling far more often than a name (``Wie versteinert stand
        # ich``, ``Vermaledeiet sei``): only chat's lower-case German names a person so.
        greeted = _greeted(words, i, before)
        if language == "de" and not _lower_case_post(words, i) and not greeted:
            return ""  # but a greeting's addressee is one ("Hallo Jorinde,", "Liebe Jorinde,")
        # A town keeps the slots of objects ("mit tübingen telefoniert"; a village is asked by
        # _foreign), and so do its people ("supplements Alaskans' other earnings").
        people = town or _people(key[0])
        if subject:
            slot = "subject"
        elif people:
            slot = ""
        elif greeted or _vocative(words, i, before, addressed=True):
            # "reee eun .", "na, dinara?": a greeting's or a particle's addressee, alone before the
            # sentence's end, is a person where the word is none of either language (_foreign);
            # not a post of the word alone ("asdf", "hmja"), which chat writes of anything.
            slot = "vocative"
        else:
            slot = _object_slot(words, i, language, listed)
        return slot if slot and key not in organisations() and _foreign(text, language, greeted) else ""
    if key in organisations():
        return ""
    if subject:
        return "subject"
    # After a verb one visits, loves or hates a town, also a city abroad ("habe ich Boston gehasst").
    abroad = _town(key, language, abroad=_CITY)
    if language == "de" and not abroad and _after_verb(words, i, text):
        return "after-verb"
    if _vocative(words, i, before):
        return "vocative"
    # After a preposition, an article or a verb a town stands as well ("von Paris", "visited Boston").
    return "" if abroad else _object_slot(words, i, language, listed)


def _object_slot(words: Words, i: int, language: str, listed: bool) -> str:
    """The slots of :mod:`.clause_objects`, for a word written as a name is in its post: in a
    post written with capitals a word in lower case is none (``said musingly``, ``the scented
    corselet``; English capitalises few words but a sentence's first). An article says person
    only in lower-case chat, and only before a word of the tables: in German written with
    capitals a capitalised word after one is a noun, often one no list holds (``der Doctor``,
    ``die Müh``), and so is a word no table knows in chat (``die viecha``, ``die geitigkeit``)."""

    def name(k: int) -> bool:
        """Word k a first name of the tables that is no word of the post's language."""
        entries = persons().get((words[k].folded,))
        return any(e.kind == "first" for e in entries) and not word_of_language(words[k].text, language)

    slot = object_slot(words, i, language, name, articles=listed)
    if not slot:
        return ""  # (the slot first: it is cheap, and most words stand in none)
    lower = _lower_case_post(words, i) and not (language != "de" and _sentences_capitalised(words, i))
    if lower:
        return slot
    if slot == "preposition" and not listed:
        # In prose a capitalised word no table knows after a preposition is a place, a title or
        # a thing as often as a person ("I go to Rioz", "gratitude to Miladi"): chat's only.
        return ""
    # A capitalised word says name, but not in a heading in title case ("How to Hypnotize a Chicken").
    title_case = language != "de" and 2 * sum(words[k].capitalised for k in range(len(words))) > len(words)
    return slot if words[i].capitalised and slot != "article" and not title_case else ""


def _people(folded: str) -> bool:
    """A people's name in the plural: a demonym of the tables (``Texans``) or a place's name with
    ``-ns`` (``Alaskans``, ``Californians``)."""
    if (folded,) in demonyms() or (folded[:-1],) in demonyms():
        return True
    return folded.endswith("ns") and bool(places().get((folded[:-2],)))


def _sentences_capitalised(words: Words, i: int) -> bool:
    """A sentence of the post but word i's opens with a capital letter."""
    return any(words[k].capitalised and words.sentence_initial(k) for k in range(len(words)) if k != i)


def _lower_case_post(words: Words, i: int) -> bool:
    """A post written in lower case, as chat is: hardly a word of it capitalised but word i."""
    capitalised = sum(words[k].capitalised for k in range(len(words)) if k != i)
    return capitalised <= 0.1 * len(words)


def _foreign(text: str, language: str, greeted: bool = False) -> bool:
    """A word no table knows that may be a name: one the post's language hardly has
    (``dinara``), or one neither language has as a word that the web does not write often
    (``Darya``, ``Sokol``; not ``Linux``). ``greeted``: a greeting addresses it, where a name
    that ends like a noun after a first part of two letters is a name (``Jo|rinde``), not
    a compound (``Eltern|beirat`` still is)."""
    if text.isupper() or not _VOWEL.search(text) or squeeze(text) != text.casefold() or _home_place(text):
        return False  # an abbreviation ("ÖAMTC", "Mglb"), a word drawn out ("beyoooond"), a village
    if is_compound_noun(text, 3 if greeted else 2) or german_verb(text.lower()) or typo(text):
        return False  # "Ersatzverkehr", "verspäten", "Britian": words, if no dictionary's
    if language and frequency(text, language) < RARE:
        return True
    frequent = max(german_frequency(text), zipf_frequency(text.casefold(), "en"))
    return frequent < _KNOWN and not word_of_language(text, "")


_VOWEL = lazy(r"[aeiouyäöü]", regex.IGNORECASE)


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
    return finite(verb, language)


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
    return german_verb(verb)


# Personal pronouns an inverted clause puts right after its subject: objects and the reflexive.
_OBJECT_PRONOUNS = frozenset("mir mich dir dich uns euch ihm ihn ihnen sich".split())


def _inverted_subject(words: Words, i: int) -> bool:
    """A capitalised word (any word in a post in lower case) between a German finite verb and a
    personal pronoun (``Heute kann Peter mir nichts tun``, ``hat anna dich angerufen?``): where
    another part opens the clause, or in a question, German puts the subject right after its
    verb and a pronoun object right after the subject; a noun there stands with its article
    (``kann das Geld mir``). Pronouns and forms of address are no subject of this kind
    (``Können Sie mir``, ``hat Oma mir``)."""
    word = words[i]
    # (In chat's lower case too: a noun there has its article as well, "hat das geld mir".)
    written = word.capitalised or word.text.islower() and _lower_case_post(words, i)
    if i == 0 or i + 1 >= len(words) or not written or word.text.isupper():
        return False
    if words.sentence_initial(i) or word.folded in ADDRESS_WORDS or word.folded in POLITE_PRONOUNS:
        return False
    if is_chat_word(word.text) or words[i + 1].folded not in _OBJECT_PRONOUNS:
        return False
    if not _near(words, i, i + 1) or not _near(words, i - 1, i):
        return False
    verb = words[i - 1].text
    if verb[:1].isupper():
        if not words.sentence_initial(i - 1) or not verb[1:].islower():
            return False
        verb = verb.lower()
    return german_verb(verb)


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


def _greeted(words: Words, i: int, before: str) -> bool:
    """Word i alone after a greeting (``Hallo Jorinde,``, ``Liebe Jorinde!``), before the
    sentence's end or a comma."""
    m = _VOCATIVE_BEFORE.search(before)
    greeting = m.group(1).casefold() if m and m.group(1) else ""
    return (
        bool(greeting)
        and (greeting in _GREETINGS or squeeze(greeting) in _GREETINGS)
        and _VOCATIVE_AFTER.match(words.post.text[words[i].end :]) is not None
    )


def _vocative(words: Words, i: int, before: str, addressed: bool = False) -> bool:
    """Word i alone between a particle, a comma or the post's start and the sentence's end;
    ``addressed``: a greeting must stand before it, or a comma where the sentence ends after it
    (``so aner,``, ``ja verdreifachen.``, ``entmenschlicht, ausgrenzt, verletzt``: a word of a
    list or after a discourse particle, which running text writes of anything)."""
    particle = _particle(before)
    if particle is None:
        return False
    after = _VOCATIVE_AFTER.match(words.post.text[words[i].end :])
    if after is None or not addressed:
        return after is not None
    if particle:
        return particle in _GREETINGS or squeeze(particle) in _GREETINGS
    return before.rstrip().endswith(",") and not after.group().strip().startswith(",")
