"""Frames of chat where only a person is asked for, waited for, visited or listed (issue 38).

:mod:`.person_word_frames` reads the frames where a word can only be a person; chat has more of
them than a name's verb of saying. Each of these reads the clause around a word that may be a
name (:func:`~teianon.detect.person_word_frames.may_be_name`), in German and English:

- ``asked``: a question after someone's whereabouts or doings, with the word as a bare subject
  (``wo ist X?``, ``wann kommt X?``, ``ist X schon da?``, ``hat X dir geschrieben?``, ``where is
  X?``, ``is X home?``): a noun there takes an article (``wo ist die Rose?``), a person does
  not; the word addressed at the post's start before a request (``X kannst du mir …``, ``X if
  you could …``, ``X bitte …``); the subject of what only people do or where they are (``X
  schläft schon``, ``X lässt grüßen``, ``X wants to``, ``X ist zuhause``, ``X is at work``);
- ``told``: the object of an imperative that takes a person, before what is to be said or the
  clause's end (``sag X bescheid``, ``frag mal X ob``, ``grüß X von mir``, ``tell X i said hi``,
  ``say hi to X``), or a person met or seen (``hab X gestern gesehen``, ``have you seen X?``);
- ``visit``: a person come or gone to (``morgen kommt X vorbei``, ``X kommt auch mit``, ``wir
  sind heute bei X``, ``ich warte auf X``, ``ich geh mit X ins Kino``);
- ``list``: the word opening a list of three whose other two are first names of the tables that
  are no frequent words, written in the same case (``X, Tom und Anna``);
- ``birthday``: it has its birthday (``X hat heute Geburtstag``, ``X has a birthday``);
- ``bare``: in German, the object or inverted subject right after a finite verb (or the verb and
  its pronoun subject, or an imperative opening the clause) before an adverb, a negation, an
  object's article, a participle or the clause's end (``ich habe X besänftigt``, ``rühr X nicht
  an``, ``auch das weiß X!``, ``damit würde X kein Glück haben``), or the object of ``zu`` and an
  infinitive opening its clause or after ``um`` (``…, X zu grüßen``, ``um X zu ärgern``): a noun
  there stands with its article, a mass noun without one (``ich habe Geld nicht``). So this
  frame takes only a first name or pet form of the tables, or a given name they leave out as a
  word, that is no German noun in use, no German verb and rarer than :data:`NAME_NOT_WORD`
  (:func:`first_name_not_word`, :func:`_bare_name`).

No word of Zipf :data:`_PARTNER_WORD` or more is read in these frames (``davon gesprochen``,
``where is summer?``, ``waiting for summer``: a season is asked after and waited for as
itself), and the English frames leave out what a season or the weather does (``coming``,
``here``, ``back``, ``waiting for``). The word is proposed ``medium`` as
``person:word-frame``, as the frames of :mod:`.person_word_frames` are.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from ..lists import german_nouns, is_first_name
from ..lists.word_names import word_names
from .clause_language import IN_USE, finite, german_verb, post_language
from .lexicon import frequency, german_frequency, is_name
from .pet_forms import pet_forms

# What may stand between a verb and its particle or the place word (``ist X schon da``).
_FILLERS = frozenset(
    "schon auch noch nicht jetzt heute morgen gleich mal bald wieder denn eigentlich gerade grad".split()
)
# The whereabouts a person is asked after (``wo ist X?``, ``where's X?``).
_WHERE = frozenset(
    {
        ("wo", "ist"),
        ("wo", "war"),
        ("wo", "steckt"),
        ("wo", "bleibt"),
        ("wann", "kommt"),
        ("wann", "kam"),
        ("where", "is"),
        ("where", "s"),
    }
)
# A request after the word at the post's start: it addresses someone (``X kannst du …``).
_REQUESTS = frozenset(
    {
        ("if", "you"),
        ("can", "you"),
        ("could", "you"),
        ("would", "you"),
        ("kannst", "du"),
        ("könntest", "du"),
        ("würdest", "du"),
        ("hast", "du"),
    }
)
_PLEASE = frozenset("bitte please pls plz".split())
# What only people do after their subject (``X schläft schon``, ``X wants to know``).
_DOING = frozenset("schläft pennt".split())
_WANTS = frozenset("wants needs wanted needed".split())
_GREETS = frozenset(
    {("lässt", "grüßen"), ("lässt", "grüssen"), ("laesst", "gruessen"), ("hat", "recht"), ("hatte", "recht")}
)
# Where a person is, after ``ist``/``is``: at home, at work, online.
_WHEREABOUTS_DE = frozenset("zuhause daheim online".split())
_WHEREABOUTS_EN = frozenset({("at", "work"), ("at", "home"), ("at", "school")})
# After ``ist X`` at a question's start: being there or at home.
_THERE_DE = frozenset("da dabei online zuhause krank wach".split())
# After ``is X`` in English: not ``here``, ``back``, ``coming`` (``is summer here?``).
_THERE_EN = frozenset("home online awake asleep sick ok okay".split())
# Personal pronouns as objects: ``hat X dir geschrieben?`` (persons act on persons).
_PRONOUN_OBJECTS = frozenset("dir mir euch uns dich mich".split())
_QUESTION_AUX_DE = frozenset("ist war hat hatte".split())
# Imperatives and verbs that take a person before what is said or asked.
_TELL = frozenset("sag sagt frag fragt frage grüß grüss grüße grüsse gruess gruesse tell ask".split())
# What follows the person of such a verb: the message, the question, a particle.
_TOLD_AFTER = frozenset(
    "dass daß ob bescheid von mal bitte schöne liebe lg that if whether i we you he she they".split()
)
_HI = frozenset({("hi", "to"), ("hello", "to"), ("hallo", "an"), ("grüße", "an"), ("grüsse", "an"), ("gruß", "an")})
# Seen or met, in the perfect (the participle after the word) or in English (before it).
_SEEN_AFTER = frozenset("gesehen gesprochen getroffen telefoniert gechattet geredet".split())
_SEEN_BEFORE = frozenset({("you", "seen"), ("i", "saw"), ("we", "saw"), ("you", "saw")})
# A determiner before the word makes it a noun (``hab die Rose gesehen``).
_DETERMINERS = frozenset(
    "der die das den dem ein eine einen einem keine keinen meine meinen deine deinen the a".split()
)
_TIME = frozenset("yesterday today tonight earlier gestern heute vorhin".split())
# Coming over or along: the particle at the clause's end.
_COME = frozenset("kommt kam kommen".split())
_COME_PARTICLES = frozenset("vorbei mit rüber rueber".split())
# Staying at someone's (``bei X``): a verb of being or staying in the clause before.
_STAY = frozenset("sind bin ist waren war treffen übernachten pennen schlafen feiern essen chillen".split())
_WAIT = frozenset({("warte", "auf"), ("warten", "auf"), ("wartet", "auf")})
# Going somewhere with someone (``mit X ins Kino``).
_GOING_WITH = frozenset("ins zum zur nach".split())
_CALLED = frozenset("called calls texted rang phoned".split())
_CALLED_WHOM = frozenset("me us him her mich uns".split())
_BIRTHDAY = frozenset("geburtstag birthday bday".split())
_HAVE = frozenset("hat hatte has had".split())
_LIST_AFTER = regex.compile(r"\s*,\s*(\p{L}+)\s+(?:und|and|&)\s+(\p{L}+)", regex.IGNORECASE)
# A partner in the list must be no common word (``salt, pepper and Rose``): rarer than this.
_PARTNER_WORD = 5.0


# A word this frequent is an ordinary word as often as a name (``mark``, ``will``, ``rose``).
NAME_NOT_WORD = 4.5
# After the bare name: what follows an object or an inverted subject in German.
_BARE_AFTER = frozenset(
    "nicht nie auch schon noch ja doch mal selbst soeben gleich irgendwo wieder immer heute gestern morgen gern "
    "gerne bitte desto sehr ganz eben halt".split()
)
# An object's article right after the bare name: it is the subject (``würde X kein Glück haben``).
_OBJECT_ARTICLES = frozenset("kein keine keinen ein eine einen den dem das die der".split())
_SUBJECT_PRONOUNS = frozenset("ich du er sie wir ihr".split())
# What a predicate follows, not an object: ``das ist jung``.
_COPULAS = frozenset("ist war sind waren wird wurde werden bleibt blieb sei wäre".split())
_PARTICIPLE = regex.compile(r"(?:ge\p{L}{3,}(?:t|en|n)|\p{L}{3,}(?:iert|iget|igt))")
# Finite forms of old German that no list of today's verbs holds ("so ward es").
_ARCHAIC_VERBS = frozenset("ward wardst".split())
_INFINITIVE = regex.compile(r"\p{L}{2,}(?:en|ern|eln)")


@lru_cache(maxsize=50_000)
def first_name_not_word(word: str) -> bool:
    """A first name or pet form of the tables rarer than :data:`NAME_NOT_WORD` as a word."""
    folded = word.casefold()
    if frequency(folded) >= NAME_NOT_WORD:
        return False
    return folded in pet_forms() or is_first_name(folded)


@lru_cache(maxsize=50_000)
def _bare_name(word: str) -> bool:
    """A name that may stand bare where German wants a noun's article: a first name of the tables
    or one they leave out as a word, that is no German noun in use and no frequent word."""
    if word.capitalize() in german_nouns() and german_frequency(word.capitalize()) >= IN_USE:
        return False  # (the noun list holds many names, "Mari", "Alf": only a noun in use counts)
    return first_name_not_word(word) or (word.casefold() in word_names() and frequency(word.casefold()) < NAME_NOT_WORD)


def _bare(text: str, start: int, end: int, before: list[str], after: list[str], ends: bool) -> bool:
    """The ``bare`` frame (see the module's text)."""
    if not _bare_name(text[start:end]):
        return False
    word = text[start:end]
    if german_verb(word.lower()) or word.casefold() in _ARCHAIC_VERBS:
        return False  # "wie es gehört ward": the verb itself
    # The object of "zu" and an infinitive where the clause opens with it (", X zu grüßen") or
    # with "um": after another word an adverb stands there as often ("möglichst fern zu halten").
    # (one adverb may stand between: ", X exzellent zu machen")
    zu = after.index("zu") if "zu" in after[:2] else -1
    infinitive = zu >= 0 and len(after) > zu + 1 and _INFINITIVE.fullmatch(after[zu + 1])
    if (infinitive and not before) or (before[-1:] == ["um"] and "zu" in after[:3]):
        return not _INFINITIVE.fullmatch(word.casefold()) and post_language(text) == "de"
    if not before:
        return False
    verb = before[-2] if before[-1] in _SUBJECT_PRONOUNS and len(before) > 1 else before[-1]
    if verb in _COPULAS or not (finite(verb, "de") or (before == [verb] and _imperative(verb))):
        return False
    following = ends or (
        after[:1] and (after[0] in _BARE_AFTER or after[0] in _OBJECT_ARTICLES or _PARTICIPLE.fullmatch(after[0]))
    )
    return bool(following) and post_language(text) == "de"


@lru_cache(maxsize=10_000)
def _imperative(word: str) -> bool:
    """A German imperative that opens its clause: the stem of a verb in use (``rühr``, ``find``,
    ``glaub``), no particle or other word (``mal``, ``nu``)."""
    if len(word) < 3 or word in _BARE_AFTER or word in _FILLERS or frequency(word) >= NAME_NOT_WORD:
        return False
    return german_frequency(word + "en") >= IN_USE or german_frequency(word + "n") >= IN_USE


@lru_cache(maxsize=50_000)
def _partner(word: str) -> bool:
    return is_name(word) and frequency(word.casefold()) < _PARTNER_WORD


def _request(after: list[str]) -> bool:
    return tuple(after[:2]) in _REQUESTS or after[:1] and after[0] in _PLEASE or False


def _doing(after: list[str]) -> bool:
    """A subject's verb only people do (``X schläft schon``, ``X lässt grüßen``, ``X wants
    to``), or where a person is (``X ist zuhause``, ``X is at work``)."""
    if not after:
        return False
    if after[0] in _DOING or tuple(after[:2]) in _GREETS or (after[0] in _WANTS and after[1:2] == ["to"]):
        return True
    if after[0] in ("ist", "war"):
        return _skip(after[1:])[:1] and _skip(after[1:])[0] in _WHEREABOUTS_DE or False
    return after[0] in ("is", "was") and tuple(after[1:3]) in _WHEREABOUTS_EN


def _skip(words: list[str]) -> list[str]:
    """The words after the fillers (``schon``, ``auch``) that may stand before a particle."""
    k = 0
    while k < len(words) and words[k] in _FILLERS:
        k += 1
    return words[k:]


def asked_frame(text: str, start: int, end: int, before: list[str], after: list[str], ends: bool) -> str:
    """The frame (see the module's text) in which ``text[start:end]`` stands as a person, or
    ``""``. ``before`` are the clause's words before it, ``after`` up to three words after it
    (folded), ``ends`` whether the clause ends right after it."""
    if frequency(text[start:end].casefold()) >= _PARTNER_WORD:
        return ""  # a word this frequent ("davon", "lady") is the word in these frames as often
    last = before[-1] if before else ""
    pair = tuple(before[-2:])
    rest = _skip(after)
    question = text[end:].lstrip(" ")[:1] == "?"
    if pair in _WHERE and ends:
        return "asked"
    if not before and _request(after) and not text[:start].strip():
        return "asked"  # "X kannst du mir das schicken?", "X if you could": addressed at the start
    if not before and _doing(after):
        return "asked"
    if before in (["ist"], ["war"]) and rest and rest[0] in _THERE_DE:
        return "asked"
    if before in (["is"], ["was"]) and after[:1] and after[0] in _THERE_EN:
        return "asked"
    if last in _QUESTION_AUX_DE and len(before) == 1 and rest and rest[0] in _PRONOUN_OBJECTS:
        return "asked"
    if (last in _TELL or (len(before) > 1 and before[-2] in _TELL and last == "mal")) and (
        ends or (after and after[0] in _TOLD_AFTER)
    ):
        return "told"
    if pair in _HI and (ends or after[:1] in (["from"], ["von"])):
        return "told"
    if any(w in _SEEN_AFTER for w in after[:2]) and last not in _DETERMINERS:
        return "told"
    if pair in _SEEN_BEFORE and (ends or question or (after and after[0] in _TIME)):
        return "told"
    if last in _COME and rest and rest[0] in _COME_PARTICLES:
        return "visit"
    if not before and after[:1] and after[0] in _COME and _skip(after[1:])[:1] in (["mit"], ["vorbei"], ["rüber"]):
        return "visit"
    if last == "bei" and ends and any(w in _STAY for w in before[:-1]):
        return "visit"
    if pair in _WAIT and ends:
        return "visit"
    if last == "mit" and after[:1] and after[0] in _GOING_WITH:
        return "visit"
    if not before and len(after) > 1 and after[0] in _CALLED and after[1] in _CALLED_WHOM:
        return "told"  # "X called me": a season is called so, but calls no one
    if not before and after[:1] and after[0] in _HAVE and any(w in _BIRTHDAY for w in after[1:3]):
        return "birthday"
    if _in_list(text, start, end):
        return "list"
    return "bare" if _bare(text, start, end, before, after, ends) else ""


def _in_list(text: str, start: int, end: int) -> bool:
    """The word opening a list of three whose other two are first names of the tables, written in
    the same case (``X, Tom und Anna``; ``Tom, X und Anna`` is coordination, read by
    :mod:`.person_word_frames`): one name beside it says little (``moon, sun and stars``; a
    comma alone also sets off whom a sentence addresses: ``Go to Martha, Peggy, as fast as you
    can``)."""
    capital = text[start].isupper()
    after = _LIST_AFTER.match(text, end)
    if after is None:
        return False
    return all(_partner(w) and w[:1].isupper() == capital for w in after.groups())
