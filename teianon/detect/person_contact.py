"""PER: the grammar of contact and company, a verb only people do, and the article colloquial
German puts before a first name.

Three kinds of context say that a word names a person although it is also a town or a word
(``milan``, ``kim``, ``florence``, ``rose``), or a name no table knows:

- *contact* and *company*: a preposition of company or contact (``mit``, ``von``, ``bei``,
  ``with``, ``from``, ``to``) before the word and, in the same sentence, a verb that takes a
  person there: one talks or writes *with* someone (``hab gestern mit milan telefoniert``),
  hears *from* someone (``was von kim gehört?``), calls or apologises *at* someone's (``meld dich
  bei florence``). A town is reached ``nach``/``in``/``to``, not talked with; a thing is not
  heard from. Going, playing or meeting *with* is company (``gehst du mit jordan hin``) that a
  thing can keep too (``mit rose spazieren``: a dog, a bike): there a name that is also a word
  is not proposed, a town is. The preposition and the verb together are a person's frame, where either
  alone is not (``mit dem Auto``, ``bei Essen``, ``von Berlin nach Köln``).
- *a verb only people do* after a word that opens a clause (``Shin weiß jetzt``, ``bay freut
  sich``, ``else bewirbt sich``): a word no table knows, or an English word in a German clause,
  is then a name (the tables hold few names of East Asian and African origin, and many are
  English words: ``shin``, ``bay``, ``tin``).
- *article*: German names towns without an article, but colloquial German says ``der kim``,
  ``die lena``, ``den jürgen``; a definite article right before a first name that is no German
  noun is that colloquial use (``die Rose`` and ``der Mark`` are nouns and stay out).
"""

from __future__ import annotations

from functools import cache

import regex
from wordfreq import zipf_frequency

from ..lazy import lazy
from ..lists import english_words, german_nouns, is_country_word, organisations, places
from .evidence import Words
from .lexicon import german_frequency, is_chat_word

# German Zipf frequency from which an unknown word is German chat, not a name (with more
# German than English use): "mausi" 2.6, "vielmals" 3.3.
GERMAN_WORD = 2.5
# Zipf frequency from which a word is too common to be a name by a verb after it ("das", "wer").
TOO_COMMON = 5.0
# Verbs only people do, third person, right after their subject (German and English); those of
# :data:`teianon.detect.person_context.SUBJECT_VERBS` (``meinte``, ``said``) count too.
PERSON_VERBS = frozenset(
    "redet redete spricht sprach quatscht labert telefoniert antwortet antwortete erklärt erklärte behauptet "
    "behauptete lügt log weint weinte heult schreit schrie lächelt grinst kichert schimpft flucht meckert jammert "
    "hofft hoffte glaubt glaubte träumt wünscht freut bewirbt heiratet studiert entschuldigt bedankt beschwert "
    "vermisst verspricht versprach gesteht gestand zickt "
    "talks talked speaks spoke replied replies answered answers explained explains claimed claims lied lies cried "
    "smiled smiles yelled shouted hopes hoped believes believed wishes apologized apologised married studies "
    "studied complained complains agreed agrees promised promises admitted insisted suggested mentioned".split()
)

# Prepositions of company and contact, and the verbs that make them a person's frame.
_WITH = frozenset("mit with".split())
_FROM = frozenset("von from".split())
_AT = frozenset("bei to an".split())
CONTACT_PREPOSITIONS = _WITH | _FROM | _AT
# Verbs of talking and writing: with, to, at (``mit X geredet``, ``talked to X``, ``bei X angerufen``).
_TALK = (
    r"telefonier\w*|\w*sprech\w*|\w*sprach\w*|\w*sprich\w*|\w*gesprochen|ge?rede?t?|reden|redest|geredet|quatsch\w*"
    r"|gequatscht|\w*schreib\w*|\w*schrieb\w*|\w*geschrieben|chatt\w*|gechattet|geskypt|skype\w*|getextet|texte[nt]?"
    r"|gesimst|simse?n?|unterh[ai]\w*|gestritten|streit\w*|diskutier\w*|telefoniert|angerufen|anrufen|ruf|rufe|rufst"
    r"|meld\w*|gemeldet|bedank\w*|entschuldig\w*|beschwer\w*|verabrede?\w*|abgesprochen|ausgemacht"
    r"|talk\w*|spoke|speak\w*|spoken|chat|chats|chatted|chatting|texted|texting|text|wrote|write|writes|writing"
    r"|called|call|calls|calling|skyped|messaged|emailed|e-mailed|argued|argue|fought|reached|apologi[sz]ed|said|say"
)
# Verbs of meeting and doing together: with (``mit X getroffen``, ``gehst du mit X hin``).
_TOGETHER = (
    r"\w*treff\w*|\w*getroffen|trifft|traf|kennengelernt|zusammen|unterwegs|geh|gehe|gehst|geht|gehen|ging\w*"
    r"|gegangen|komm|komme|kommst|kommt|kommen|kam|kamen|gekommen|fahr\w*|gefahren|fuhr\w*|gespielt|spiel\w*"
    r"|gelernt|lern\w*|gefeiert|feier\w*|gegessen|essen|kino|hin|gechillt|chill\w*|abhängen|abgehangen|ausgegangen"
    r"|met|meet|meeting|meets|hang|hung|hanging|hangs|went|go|going|goes|came|come|coming|played|play|playing"
    r"|studied|study|studying|lunch|dinner|coffee|out|date|dated|dating|stay|stayed|staying"
)
# Verbs of hearing and receiving: from (``von X gehört``, ``heard from X``).
_HEAR = (
    r"gehört|hör\w*|erfahren|gekriegt|kriegt?|bekommen|bekam|kriegst|grüß\w*|grüss\w*|gruß|grüße|grüsse|nachricht\w*"
    r"|heard|hear|hearing|got|get|gotten|received|message|text|letter|mail|email|call|news|greetings"
)
_CLAUSE_VERBS = {
    "with": lazy(rf"(?<!\w)(?:{_TALK})(?!\w)", regex.IGNORECASE),
    "from": lazy(rf"(?<!\w)(?:{_HEAR})(?!\w)", regex.IGNORECASE),
    "at": lazy(rf"(?<!\w)(?:{_TALK})(?!\w)", regex.IGNORECASE),
}
_COMPANY = lazy(rf"(?<!\w)(?:{_TOGETHER})(?!\w)", regex.IGNORECASE)
# A clause ends here: the verb that makes the frame stands in the same sentence as the name.
_CLAUSE_END = lazy(r"[.!?;:\n]|\s(?:aber|weil|dass|but|because)\s")
# Words a clause is looked at either side of the name (chat sentences are short; a verb far off
# belongs to another thought).
_REACH = 60
ARTICLES = frozenset("der die den dem".split())


def contact_frame(words: Words, cue: str, i: int) -> str:
    """What a verb of the sentence makes of word ``i`` after the contact preposition ``cue``
    (already found before it): ``contact`` where one talks or writes with, hears from, calls at
    someone (only a person fits), ``company`` where one goes, plays or meets with someone (a dog,
    a bike fit as well: ``mit rose spazieren``; but no town), else ``""``."""
    kind = "with" if cue in _WITH else "from" if cue in _FROM else "at" if cue in _AT else ""
    if not kind:
        return ""
    text = words.post.text
    start, end = words[i].start, words[i].end
    before = text[max(0, start - _REACH) : start]
    after = text[end : end + _REACH]
    cut = list(_CLAUSE_END.finditer(before))
    clause = before[cut[-1].end() :] if cut else before
    stop = _CLAUSE_END.search(after)
    clause += " " + (after[: stop.start()] if stop else after)
    if _CLAUSE_VERBS[kind].search(clause):
        return "contact"
    return "company" if kind == "with" and _COMPANY.search(clause) else ""


def article_before(words: Words, i: int) -> bool:
    """``der kim``, ``die Lena``: a German definite article right before word ``i``, which is no
    German noun and no country or region (``die Türkei``, ``der Iran`` take the article too)."""
    if i == 0 or words[i - 1].folded not in ARTICLES or not words.adjacent(i - 1, i):
        return False
    text = words[i].text
    return text.capitalize() not in german_nouns() and not is_country_word((words[i].folded,))


def german_word(text: str) -> bool:
    """A word of German chat rather than a name (``vielmals``, ``mausi``, ``schatzi``): in
    German text now and then, and much more than in English, where names of every origin
    appear as often (``minh``, ``kwame``)."""
    german = german_frequency(text)
    return german >= GERMAN_WORD and german > zipf_frequency(text.casefold(), "en") + 0.5


_LETTERS = lazy(r"\p{L}{3,}")
# What may stand right before a word that opens a clause: the post's start, punctuation, a
# conjunction or an interjection ("na, Shin weiß es", "und bay freut sich").
_CLAUSE_START = lazy(r"(?:^|[.!?;:,(\-–*\n]|\b(?:und|aber|oh|and|but|so|na|ja|nein|also))\s*$", regex.IGNORECASE)


@cache
def _verb_keys() -> frozenset[str]:
    """Every verb :func:`personal_subject` takes, as :attr:`Word.folded` spells it: one set test
    turns away the words before no such verb, which are nearly all."""
    from .person_context import SUBJECT_VERBS  # (person_context imports this module)

    return SUBJECT_VERBS | frozenset(verb.casefold() for verb in PERSON_VERBS)


def personal_subject(words: Words, i: int) -> bool:
    """Word ``i`` opens a clause and a verb only people do follows it (``Shin weiß jetzt``,
    ``bay freut sich``): a name, where the word is no German word (an English homograph in a
    German clause is none: the verb is German), no place or firm of the tables, and not one of
    the commonest words (``das``, ``wer``, ``man``)."""
    if i + 1 >= len(words) or words[i + 1].folded not in _verb_keys() or not words.adjacent(i, i + 1):
        return False
    return _personal_subject(words, i)


def _personal_subject(words: Words, i: int) -> bool:
    from .person_context import SUBJECT_VERBS  # (person_context imports this module)

    verb = words[i + 1].text.lower()
    # SUBJECT_VERBS are listed casefolded ("weiß" as "weiss"), as Word.folded spells a word.
    if verb not in PERSON_VERBS and words[i + 1].folded not in SUBJECT_VERBS:
        return False
    word = words[i]
    text = word.text
    if not _LETTERS.fullmatch(text) or word.capitalised and not text[1:].islower():
        return False
    if not _CLAUSE_START.search(words.post.text[max(0, word.start - 12) : word.start]):
        return False
    english_verb = zipf_frequency(verb, "en") > german_frequency(verb)
    if english_verb and text.casefold() in english_words():
        return False  # "Shell said": an English word before an English verb is the word
    # How common the word is in the verb's language ("else" is English, not German).
    common = zipf_frequency(text.casefold(), "en") if english_verb else german_frequency(text)
    return not (
        is_chat_word(text)
        or common >= TOO_COMMON
        or text.capitalize() in german_nouns()
        or german_word(text)
        # "Berlin erklärt", "Siemens says": written so, a town or a firm speaks through its people;
        # chat's lower-case subject of such a verb is a person ("bay freut sich").
        or word.capitalised
        and ((word.folded,) in places() or (word.folded,) in organisations())
    )
