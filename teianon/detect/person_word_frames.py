"""PER: an everyday first name that is also a word, in a frame where only a person stands.

Chat names friends by names that are words (``rose``, ``hope``, ``mark``, ``bay``, ``tin``) and
writes them in lower case. The tagger reads the word there, the name tables leave the commonest
of them out or the other rules hold them back as words (:mod:`.person_slots` proposes a slot's
word only below :data:`~teianon.detect.person_slots._FUNCTION`, and only ``low``). A few frames
leave no reading but a person, whatever the word (:func:`word_frame`):

- ``speech``: the word opens a clause (the post's start, punctuation, a closing quotation mark,
  a conjunction) before a verb only people do (``rose meinte``, ``bay freut sich``, ``" …, "
  Marat said``; one adverb may stand between: ``sub also mentioned``), before the perfect of
  such a verb (``anker hat gesagt``) or an auxiliary and a verb of the mind (``tone doesn't
  want``, ``did bao forget``), or follows a verb of saying right after a quotation (``", said
  hope.``);
- ``greeting``: it follows a greeting or thanks that opens the post and ends the clause (``hello
  tin :)``, ``re suada :o)``, ``danke mark!``, ``dear summer,``);
- ``vocative``: it is addressed alone at the post's start or end, or after ``o``/``oh`` (``Rose,
  komm her!``, ``sei so gut, kata.``, ``Thanks, Seda``);
- ``kin``: it follows a kinship or relation word (``meine freundin rose``, ``my mate hope``);
- ``coord``: it is coordinated with a first name of the tables that is no common word, written in
  the same case, or with ``ich``/``du``/``I``/``me`` (``anna und rose``, ``Tom and Summer``);
- ``contact``: it is the object of a verb of contact that takes only people (``told hope``,
  ``e-mail yuko``, ``hab bay angerufen``); ``with``: company kept alone (``mit roman allein``);
- ``state``: it is the subject of a state only people are in, or of a noun of people after the
  copula (``bay is pregnant``, ``hope ist verheiratet``, ``tine is the best photographer``);
- ``age``: its age is asked (``wie alt ist han nochmal?``, ``how old is summer now?``).

The word is a first name or pet form of the tables, or a given name that the tables leave out
because it is a word (:func:`teianon.lists.word_names.word_names`), and no commoner than
:data:`_FUNCTION` (``man``, ``are`` are the language's, whatever the frame; a modal verb that is a
name, ``will``, only before a verb no modal takes: :func:`_modal_frame`). Such a
word is proposed ``medium`` as ``person:word-frame``: the frame, not the word, is the evidence,
and the decision model, which has not seen the rule, leaves its certainty as it stands.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import regex

from ..lists import is_first_name, persons
from ..lists.word_names import word_names
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .lexicon import frequency, is_chat_word, is_name
from .not_persons import enumeration_follows
from .person_contact import PERSON_VERBS
from .person_context import ADDRESS_WORDS, SUBJECT_VERBS
from .person_word_asked import asked_frame
from .pet_forms import pet_forms
from .private_cues import words as cue_words

_WORD = regex.compile(r"\p{L}+(?:[-'’]\p{L}+)?")
_LAST_WORD = regex.compile(r"(\p{L}+(?:[-'’]\p{L}+)?)$")
_NEXT_WORD = regex.compile(r" +(\p{L}+(?:[-'’]\p{L}+)?)")
_CLAUSE_MARK = regex.compile(r"[,.;:!?()\"“”]")
# A word this frequent is a function word of German or English (``will`` 6.5, ``man``, ``bin``),
# whatever frame it stands in.
_FUNCTION = 6.0
# A given name that the tables leave out as a word is proposed only below this frequency.
_WORD_NAME = 5.0
# Words chat addresses people by or ends a greeting with, which nam_dict holds as names.
_NO_ADDRESSEE = frozenset("pal boo fam tho bro sis hun hon sir folks guys mate".split())
# A partner in coordination must be a name (``salt and pepper``: no name) and no common word
# (``hope and will``: both words as often): rarer than this (``tom`` 4.8, ``mark`` 5.1).
_PARTNER_WORD = 5.0
# Verbs only people do after their subject: saying, asking, feeling. Not ``findet``, ``weiß``,
# ``thinks``, ``called`` (``hope thinks``? ``summer called`` — a season is called so).
_SPEECH = (SUBJECT_VERBS | PERSON_VERBS) - frozenset(
    "findet denkt dachte weiß wusste thinks thought called calls ruft rief hofft hoffte hopes hoped glaubt "
    "glaubte believes believed wishes wünscht lies lied".split()
)
# One adverb may stand between subject and verb (``sub also mentioned``, ``rose hat``-less
# ``mark meinte auch``).
_ADVERBS = frozenset("also just then auch schon nur halt eben dann gestern heute ja doch".split())
# What opens a clause besides punctuation (``before ken finds``, ``weil rose meinte``).
_OPENERS = frozenset(
    "und aber oder denn weil wenn ob dass daß als nachdem bevor bis and but or so because when if then before "
    "after until while since na ja also ok okay oh maybe vielleicht".split()
)
# Greetings and thanks that address the word after them when it ends the clause. Not ``love``,
# ``liebe``, ``welcome``, ``bye``, ``cheers``, ``nacht``: ``love summer``, ``welcome hope`` and
# ``bye summer`` speak of the thing as often.
_GREETINGS = frozenset(
    "danke thx thanks thank ty merci hallo hi hey hallöchen huhu servus moin moinsen hello hiya holla hola "
    "hallihallo howdy heya heyho dear re yo tag".split()
)
# After the word: the clause ends (punctuation, an emoticon, the post's end).
_CLAUSE_ENDS = regex.compile(r"\s*(?:$|[,.!?;:)]|[:;=xX8][-o']?[)(DPpO/\\|*]|<3|\^\^)")
_CLOSING_QUOTE = ('"', "”", "“", "'", "«", "»")
# Verbs of saying after a quotation, before the speaker (``", said hope.``).
_SAID = frozenset("said says asked replied wrote sagte sagt meinte fragte schrieb antwortete".split())
# Verbs whose object is a person: English before it, German participles after it. Not ``marry``
# nor ``besucht`` (``she married young``, ``hat jung geheiratet``, ``hab paris besucht``).
_CONTACT_BEFORE = frozenset(
    "told tell asked ask met meet texted text email emailed e-mail e-mailed mail mailed invite invited hug "
    "hugged kissed thank thanked".split()
)
_CONTACT_AFTER = frozenset("getroffen gefragt angerufen angeschrieben eingeladen geküsst umarmt".split())
# What may follow an English contact verb's person: the clause's end or a word that starts its
# next part (``told hope about it``, ``ask rose if``, ``met mark yesterday``).
_AFTER_OBJECT = frozenset(
    "about that if whether to yesterday today tomorrow tonight again later please for on at".split()
)
# States only people are in, after ``is``/``ist`` (``bay is pregnant``).
_COPULA = frozenset("is was ist war".split())
_STATES = frozenset("pregnant married engaged divorced sick ill schwanger verheiratet verlobt geschieden krank".split())
_POSSESSIVES = frozenset("my mein meine meinen our unser unsere".split())
_AND = frozenset("und and &".split())
# The perfect of a verb of saying after its subject (``anker hat mir gesagt``).
_HAVE = frozenset("hat hatte has had".split())
_SAID_PARTICIPLES = frozenset(
    "gesagt gemeint gefragt geschrieben erzählt angerufen geantwortet said told asked written texted called".split()
)
# The writer or the one written to beside the word: ``ton und du``, ``me and hope``.
_SPEAKERS = frozenset("ich du i me".split())
# A list goes on after the comma: a word and another comma or ``and`` (``autumn, winter``).
_LIST_GOES_ON = regex.compile(r"\s*\p{L}+\s*(?:,|(?:und|and|oder|or|&)\s)", regex.IGNORECASE)
# Questions after a person's age.
_AGE_QUESTIONS = frozenset({("wie", "alt", "ist"), ("wie", "alt", "wird"), ("how", "old", "is")})
# A letter's or a mail's closing before the comma and the name that signs it.
_CLOSINGS = frozenset("regards best cheers greetings lg vg mfg gruß grüße gruss gruesse love xoxo bye".split())
# After ``mit``: company only people keep (``mit roman allein sein``).
_WITH = frozenset("mit with".split())
_TOGETHER = frozenset("allein alleine zusammen alone together".split())
# ``o``/``oh`` before a word rarer than this addresses someone (``o mile``; not ``oh well``).
_ADDRESSED_WORD = 5.0
# Auxiliaries and negations before a verb of the mind (``tone does n't want``, ``did bao forget``).
_AUXILIARIES = frozenset("does did do doesn't didn't don't won't wouldn't can't couldn't would could".split())
_QUESTION_AUX = frozenset("does did".split())
_NEGATIONS = frozenset("not n't nt never".split())
_MIND_VERBS = frozenset(
    "want wants like know care mind remember forget understand agree believe think feel say tell love hate".split()
)
# Nouns of people after a copula (besides the relation words).
_PERSON_NOUNS = frozenset(
    "guy girl boy man woman lady person kid child photographer teacher student singer player doctor nurse writer "
    "artist dancer driver typ kerl mensch mädchen junge frau mann lehrer lehrerin schüler schülerin sänger "
    "sängerin spieler spielerin".split()
)
# First names that are modal verbs of English or German (``Will``, ``Can``; not ``May``, a month
# before ``is`` as often): function words by their frequency, names only before a verb no modal
# takes (:func:`_modal_frame`).
_MODALS = frozenset("will can".split())
# Finite verbs no modal stands before (``will hat``, ``can is``): auxiliaries and copulas. Not
# the verbs of saying: ``will said`` is the name, but the benchmarks' ordinary words count it as the
# word, and the auxiliaries are enough for the perfect (``will hat gesagt``).
_FINITE = frozenset("is are was were has had hat hatte ist war sind waren".split())
# The post's end after a vocative: its last punctuation or an emoticon.
_POST_END = regex.compile(r"\s*[.!?]*\s*(?:[:;=xX8][-o']?[)(DPp])?\s*")
# After a kinship word, a verb's particle or adverb says the word is the verb (``my mom rose
# early``, ``dad bent down``), not a name.
_PARTICLES = frozenset("up down early out over back off from into away".split())


def _relations() -> frozenset[str]:
    return cue_words("relation")


@lru_cache(maxsize=50_000)
def may_be_name(word: str) -> bool:
    """A first name or pet form of the tables, or a given name they leave out as a word, that is
    no function word, chat word or word people are addressed by (``buddy``, ``oma``)."""
    folded = word.casefold()
    if folded in _MODALS:  # a function and chat word: weighed by its own frames
        return is_first_name(folded)
    if len(folded) < 3 or folded in ADDRESS_WORDS or folded in _relations() or is_chat_word(word):
        return False
    zipf = frequency(folded)
    if zipf >= _FUNCTION:
        return False
    if folded in pet_forms() or is_first_name(folded):
        return True
    # A name the tables leave out as a word is the word more often: no frequent one (``soon``,
    # ``due``, ``won``), and none chat calls people or closes a sentence with.
    return folded in word_names() and zipf < _WORD_NAME and folded not in _NO_ADDRESSEE


@lru_cache(maxsize=50_000)
def _plain_first_name(word: str) -> bool:
    """A first name of the tables that is no frequent word (``anna``, ``tom``): a partner that
    makes its coordinated word a name."""
    return is_name(word) and frequency(word.casefold()) < _PARTNER_WORD


def _before(text: str, start: int) -> tuple[list[str], str]:
    """The words of the clause before ``start`` (up to punctuation, folded), and what ended the
    clause there (the punctuation, ``""`` for the post's start)."""
    head = text[max(0, start - 80) : start]
    words: list[str] = []
    end = len(head)
    while True:
        stripped = head[:end].rstrip(" ")
        if not stripped:
            return words, ""
        found = _LAST_WORD.search(stripped)
        if not found:
            return words, stripped[-1]
        words.insert(0, found.group(1).casefold())
        end = found.start(1)


def _after(text: str, end: int) -> list[str]:
    """Up to three words after ``end``, folded, stopping at punctuation."""
    found: list[str] = []
    position = end
    while len(found) < 3:
        match = _NEXT_WORD.match(text, position)
        if not match:
            break
        found.append(match.group(1).casefold())
        position = match.end()
    return found


def _vocative(text: str, start: int, end: int, before: list[str], mark: str) -> bool:
    """The word alone between the post's start (or ``o``/``oh``) and a comma, ``!`` or ``?``
    (``Rose, komm her!``, ``o mile!``), or alone after a comma at the post's end (``sei mein
    Fürsprecher, kata.``): a person addressed. Not the first of a list (``rose, tulip and
    lily``)."""
    following = text[end:].lstrip(" ")
    if (not before or before in (["o"], ["oh"])) and not mark and following[:1] in (",", "!", "?"):
        if following[:1] != ",":
            return True
        # A clause of two words or more after the comma, and no list (``summer, autumn, winter``).
        rest = following[1:]
        return len(_WORD.findall(rest)) >= 2 and not _LIST_GOES_ON.match(rest) and not enumeration_follows(text, end)
    if before or mark != "," or not _POST_END.fullmatch(text, end):
        return False
    clause = text[:start].rstrip(" ,")
    words = [w.casefold() for w in _WORD.findall(clause)]
    if words and all(w in _GREETINGS or w in _CLOSINGS for w in words):
        return True  # "Thanks, Kata", "Regards, Kata": a signature or a greeting
    return "," not in clause and len(words) >= 2


def _modal_frame(text: str, start: int, end: int, before: list[str], mark: str, after: list[str]) -> str:
    """A name that is a modal verb (``will``, ``can``): a modal takes an infinitive, a
    name a finite verb, so it is a person before a verb no modal takes (``will hat angerufen``,
    ``tom and will are late``, ``my mate will is coming``), greeted at the
    clause's end (``danke will!``) or addressed at the post's start (``Will, komm her``)."""
    last = before[-1] if before else ""
    finite = bool(after) and after[0] in _FINITE
    if finite and (not before or last in _OPENERS | _AND or last in _relations()):
        return "subject"
    if before and all(w in _GREETINGS for w in before) and not mark and _CLAUSE_ENDS.match(text, end):
        return "greeting"
    return "vocative" if _vocative(text, start, end, before, mark) else ""


def word_frame(text: str, start: int, end: int) -> str:
    """The frame (see the module's text) in which ``text[start:end]`` can only be a person, or ``""``."""
    before, mark = _before(text, start)
    after = _after(text, end)
    ends = bool(_CLAUSE_ENDS.match(text, end))
    last = before[-1] if before else ""
    opens = not before or last in _OPENERS
    verb = after[0] if after else ""
    if len(after) > 1 and verb in _ADVERBS:
        verb = after[1]
    if text[start:end].casefold() in _MODALS:
        return _modal_frame(text, start, end, before, mark, after)
    if opens and verb in _SPEECH:
        return "speech"
    if opens and verb in _HAVE and any(w in _SAID_PARTICIPLES for w in after[1:4]):
        return "speech"  # "rose hat gesagt", "hope has told me"
    if (opens or last in _QUESTION_AUX) and _person_verb_after_auxiliary(after, last in _QUESTION_AUX):
        return "speech"
    if before in (["o"], ["oh"]) and not mark and frequency(text[start:end].casefold()) < _ADDRESSED_WORD:
        return "vocative"
    if last in _WITH and after and after[0] in _TOGETHER:
        return "with"
    if tuple(before[-3:]) in _AGE_QUESTIONS:
        return "age"  # "wie alt ist han nochmal?": only people's age is asked so
    if last in _SAID and len(before) == 1 and mark in (*_CLOSING_QUOTE, ",") and ends:
        return "speech"
    if before and all(w in _GREETINGS for w in before) and not mark and ends:
        return "greeting"
    if _vocative(text, start, end, before, mark):
        return "vocative"
    if last in _relations() and not (after and after[0] in _PARTICLES):
        return "kin"
    partner = ""
    if last in _AND and len(before) > 1:
        preceding = text[max(0, start - 80) : start].split()
        partner = preceding[-2] if len(preceding) > 1 else ""
    elif after and after[0] in _AND and len(after) > 1:
        following = text[end : end + 80].split()
        partner = following[1] if len(following) > 1 else ""
    partner = partner.strip(".,;:!?\"'()")
    if partner.casefold() in _SPEAKERS or (
        partner and _plain_first_name(partner) and partner[:1].isupper() == text[start].isupper()
    ):
        return "coord"
    if last in _CONTACT_BEFORE and (ends or (after and after[0] in _AFTER_OBJECT)):
        return "contact"
    if any(w in _CONTACT_AFTER for w in after[:2]) and last not in _POSSESSIVES:
        return "contact"
    if not (opens and after and after[0] in _COPULA):
        return asked_frame(text, start, end, before, after, ends)
    state = len(after) > 1 and (
        after[1] in _STATES or (after[1] in _POSSESSIVES and len(after) > 2 and after[2] in _relations())
    )
    return "state" if state or _person_noun_after(text, end) else asked_frame(text, start, end, before, after, ends)


def _person_verb_after_auxiliary(after: list[str], question: bool) -> bool:
    """``tone doesn't want``, ``hope did not know``; in a question the auxiliary stands before
    the word: ``did bao forget``."""
    words = after if question else after[1:]
    if not question and not (after and after[0] in _AUXILIARIES):
        return False
    if words and words[0] in _NEGATIONS:
        words = words[1:]
    return bool(words) and words[0] in _MIND_VERBS


def _person_noun_after(text: str, end: int) -> bool:
    """A noun of people within a few words after the copula, in the same clause (``tine is the
    BEST photographer``, ``kata ist ein echt lieber Mensch``)."""
    clause = _CLAUSE_MARK.split(text[end : end + 60], maxsplit=1)[0]
    words = [w.casefold() for w in _WORD.findall(clause)][1:5]
    return any(w in _PERSON_NOUNS or w in _relations() for w in words)


@register
class PersonWordFrameDetector(Detector):
    name = "person_word_frame"
    categories = frozenset({Category.PER})

    def load(self) -> None:
        word_names()
        pet_forms()
        persons()

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for match in _WORD.finditer(text):
            word = match.group()
            if not may_be_name(word):
                continue
            if word_frame(text, match.start(), match.end()):
                yield Mention(match.start(), match.end(), Category.PER, cert="medium", source="person:word-frame")
