"""PER: a name in a script without capitals in a slot where a person stands (issues 38, 39).

The scripts here write no capitals (Arabic, Hebrew, the scripts of South Asia, Thai, Georgian,
Ethiopic, Hangul) or no spaces between words either (Han and kana): the tagger never saw them and
the tables hold no names in them, so only the slot says a person is named. :mod:`.script_names`
asks :func:`slot_names` for these rules:

- ``person:script-slot`` (medium): after a greeting or thanks (``Danke, דוד!``, ``Hallo 陈伟``), a
  verb of naming with a person as its subject (``ich heiße …``, ``sie heißt 美咲``), a verb of
  meeting or "with" (``met राहुल``), or before a verb of meeting in the perfect (``haben عمر
  getroffen``);
- ``person:script-signed`` (medium): the name that signs a post or a mail after its closing
  (``Viele Grüße\\n美咲``, ``Best regards, ธนากร``), the sender or addressee of a mail's header
  line (``Von: 王芳``, ``From: 鈴木一郎``) and the writer a quotation names (``王芳 schrieb:``).

Han and kana runs have no word ends: a name is a run of one to six such characters with no
more of them beside it; a longer run is a phrase. A word of the language quoted in German or
English is no name: a greeting or thanks of those scripts (``ありがとう``, ``שלום``) never is, a
verb of naming whose subject is no person (``was heißt 猫?``, ``das heißt …``) names a word, and
a clause that speaks of a language, a word or a meaning (``auf Japanisch``, ``the word``,
``bedeutet``) quotes one.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from ..lazy import lazy
from ..lists import read_table
from ..mention import Category, Mention

UNCASED = (
    r"\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}"
    r"\p{Script=Gujarati}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}"
    r"\p{Script=Sinhala}\p{Script=Thai}\p{Script=Georgian}\p{Script=Ethiopic}\p{Script=Syriac}\p{Script=Thaana}"
    r"\p{Script=Hangul}"
)
_CJK = r"\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}"
# A Han or kana run of at most six characters (the katakana length mark and middle dot inside):
# Chinese, Japanese and Korean full names are two to four, and a longer run is a phrase.
_CJK_WORD = rf"(?<![{_CJK}])[{_CJK}][{_CJK}\u30fc\u30fb]{{0,5}}(?![{_CJK}\u30fc])"
# A word of those letters (their vowel signs are marks), an initial with its dot ("د."), or a
# short Han or kana run.
UNCASED_WORD = rf"(?:[{UNCASED}][{UNCASED}\p{{M}}]*\.?|{_CJK_WORD})"
UNCASED_LETTER = lazy(rf"[{UNCASED}{_CJK}]")

_NAME_RUN = rf"(?P<name>{UNCASED_WORD}(?:[^\S\n]{UNCASED_WORD})?)(?<!\.)(?![\p{{L}}\p{{M}}])"
_NAMING = r"heißt|heisst|hieß|hiess|named|called"
_SLOT = lazy(
    r"(?<![\p{L}])(?P<cue>(?i:hi|hallo|hey|hello|moin|servus|huhu|danke|thanks|thank\syou|thx|dear|liebe|lieber|"
    rf"liebes|grüße\san|grüß|greetings\sto|bye|tschüss|ciao|heiße|heisse|{_NAMING}|name\sis|"
    r"name\sist|ich\sbin|i\sam|i['’]m|mit|with|met|meet|traf|treffe|sah|saw|asked|fragte|told))"
    rf"[,!:]?[^\S\n]+{_NAME_RUN}"
    rf"|(?<![\p{{L}}])(?i:haben|habe|hab|hat|have|has|had)[^\S\n]+{_NAME_RUN}[^\S\n]+"
    r"(?i:getroffen|gesehen|angerufen|gefragt|besucht|kennengelernt|eingeladen|met|seen|called|asked|visited|invited)"
    r"(?![\p{L}])",
    regex.VERSION1,
)
# A verb of naming names a person where a personal pronoun is its subject (a relation word
# before it is :mod:`.script_names`' cued run; a noun, ``der Laden heißt``, names a thing).
_NAMING_SUBJECT = lazy(r"(?<![\p{L}])(?i:er|sie|du|ihr|he|she|they|you)\s+$", regex.VERSION1)
_NAMING_CUE = lazy(rf"(?i:{_NAMING})$")

_CLOSING = (
    r"(?:(?:viele|liebe|beste|herzliche|schöne|freundliche|sonnige)\s+grüße|mit\s+freundlichen\s+grüßen|grüße|gruß|"
    r"gruss|grüsse|lg|vg|mfg|glg|bg|cheers|best|best\s+regards|kind\s+regards|warm\s+regards|regards|"
    r"best\s+wishes|all\s+the\s+best|many\s+thanks|thanks|love|yours|sincerely|yours\s+sincerely|xoxo|"
    r"bis\s+bald|bis\s+dann|tschüss|ciao|bye)"
)
# The name closing a post or a line after the closing words, on their line or the next.
_SIGNED = lazy(
    rf"(?:^|(?<=[\n.!?])|(?<=[.!?]\s))[^\S\n]*(?i:{_CLOSING})(?:[^\S\n]+(?i:von|from))?[,!.:]?"
    rf"[^\S\n]*\n?[^\S\n]*(?:[-–—][^\S\n]*)?{_NAME_RUN}[^\S\n]*[.!]?[^\S\n]*(?=\n|$)",
    regex.VERSION1,
)
# A mail's header line (``Von: 王芳``, ``From: 鈴木一郎 <…>``) and a quotation's writer
# (``王芳 schrieb:``, ``On Monday 王芳 wrote:``).
_HEADER = lazy(
    rf"(?m:^)[^\S\n]*(?i:von|from|absender|sender|an|to|cc|reply-to|antwort\s+an)[^\S\n]*:[^\S\n]*{_NAME_RUN}"
    rf"|(?<![\p{{L}}\p{{M}}]){_NAME_RUN}[^\S\n]+(?i:schrieb|schreibt|wrote|writes)[^\S\n]*:"
    rf"|(?<![\p{{L}}])(?i:schrieb|wrote)[^\S\n]+{_NAME_RUN}[^\S\n]*:",
    regex.VERSION1,
)

# A clause about a language, a word or a meaning quotes the word it holds.
_QUOTED = lazy(
    r"(?<![\p{L}])(?i:japanisch\p{L}*|chinesisch\p{L}*|koreanisch\p{L}*|hebräisch\p{L}*|thailändisch\p{L}*|"
    r"arabisch\p{L}*|hindi|mandarin|kantonesisch|georgisch\p{L}*|japanese|chinese|korean|hebrew|thai|arabic|"
    r"cantonese|georgian|sanskrit|kanji|hanzi|hangul|hiragana|katakana|wort|wörter|word|words|bedeutet|bedeutung|"
    r"means|meaning|übersetz\p{L}*|translat\p{L}*|schreibt\s+man|sagt\s+man|ausgesprochen|pronounc\p{L}*|"
    r"schriftzeichen|zeichen|character|characters|symbol|sign|spelled|geschrieben)(?![\p{L}])",
    regex.VERSION1,
)
_CLAUSE_EDGE = lazy(r"[.!?;\n]")


def _clause(text: str, start: int, end: int) -> str:
    """The sentence around ``start:end``: from the last sentence end before it to the next after."""
    left = max((m.end() for m in _CLAUSE_EDGE.finditer(text, 0, start)), default=0)
    right = _CLAUSE_EDGE.search(text, end)
    return text[left : right.start() if right else len(text)]


@cache
def foreign_greetings() -> frozenset[str]:
    """The greetings, thanks and farewells of the scripts without capitals
    (``curated/greetings.tsv``): beside a name or quoted, never a person. One table for the
    script-slot rules and for the lists of names (:mod:`teianon.annotate.list_members`)."""
    return frozenset(row[1] for row in read_table("greetings.tsv"))


def foreign_greeting(word: str) -> bool:
    """A greeting or thanks of a script without capitals (``ありがとう``, ``שלום``): a word quoted
    in German or English text, never a person's name."""
    return word.rstrip(".!") in foreign_greetings()


def _quoted(text: str, match: regex.Match[str]) -> bool:
    """The name of ``match`` is a word of its language quoted (see the module)."""
    if any(foreign_greeting(word) for word in match["name"].split()):
        return True
    return _QUOTED.search(_clause(text, match.start(), match.end())) is not None


def slot_names(text: str) -> Iterator[Mention]:
    """The rules ``person:script-slot`` and ``person:script-signed`` (see the module)."""
    for match in _SLOT.finditer(text):
        cue = match["cue"]
        if cue and _NAMING_CUE.match(cue) and not _NAMING_SUBJECT.search(text, 0, match.start("cue")):
            continue  # "was heißt 猫?", "das heißt …": a word's name, not a person's
        if not _quoted(text, match):
            yield Mention(match.start("name"), match.end("name"), Category.PER, None, "medium", "person:script-slot")
    for pattern in (_SIGNED, _HEADER):
        for match in pattern.finditer(text):
            if not _quoted(text, match):
                start, end = match.span("name")
                yield Mention(start, end, Category.PER, None, "medium", "person:script-signed")
