"""PER: people named in Cyrillic, Greek or Arabic letters in a post written in Latin ones.

The name tagger learned German and English; a name in other letters is a run of characters it
has never seen, and the person tables hold Cyrillic and Greek given names only in their Latin
spellings. A friend who types in Russian or Greek names third parties so all the same. Two
detectors read such names, and both look a word up as a first name by one helper
(:func:`first_name`: its letters in Latin ones, :func:`teianon.detect.scripts.romanised`, in the
spellings the tables have, and after a greeting also with its case ending undone):

- ``script_names`` (rule ``person:script``) reads each run of capitalised words written in
  Cyrillic or Greek (one to three words) and proposes it as a person where its first word is a
  first name of the person tables (``Ольга`` → ``olga``, ``Νίκος`` → ``nikos``), or its last word
  ends as Slavic and Greek surnames end (``-ова``, ``-енко``, ``-ский``, ``-όπουλος``, ``-άκης``,
  ``-ίδης``), not as the run's only word at a sentence's start (``Слов`` and the like begin
  Russian sentences too). Words in lower case are no names here, nor Greek words in a post that
  writes polytonic (ancient) Greek, and a full name the notable table knows in a Latin spelling
  (``Владимир Путин``) is the public sphere's and is not proposed.
  Rule ``person:script-cued``: a run of one to four words in a script that writes no capitals
  and that the tagger never saw (Arabic, Hebrew, Devanagari and the other scripts of South Asia,
  Thai, Georgian, Ethiopic) right after a word that says a person follows: a relation, a private
  role or a form of address (``Kollegin``, ``Mitbewohner``, ``Frau``, ``my landlord``,
  ``Mein Arzt ist د. مريم الحداد``); a possessive alone is no cue (``mein Lieblingswort ist שלום``).
  Han, kana and Hangul are read there too (``Dr. 李明``), and the slots of greetings, naming,
  signatures and mail headers are :mod:`.script_slots`' (``person:script-slot``,
  ``person:script-signed``).
- ``foreign_script`` (rule ``script.frame``) reads a greeting frame: a capitalised word in
  another script than the document's, after a greeting, thanks or a word of contact and a
  preposition or ``and`` of that language (``Привет от Наташи и Серёжи!``, ``Χαιρετίσματα από τη
  Βασιλική``), is a person's name, also when no table knows it; Arabic writes no capitals: there
  the word after the preposition that follows the greeting (``سلام من فاطمة``). Where it is a
  first name with its case ending undone (``Наташи`` is ``Natasha``), it is sure (high), else
  medium.

Both read only a post that stands in Latin text (:func:`latin_document`): in a Russian chat,
``от Наташи`` is what the Russian text says, and the tagger of that language is the one to ask.
A participant's name in these letters is the participant linker's (``nickname`` rules), which
runs first and wins.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache

import regex

from ..lazy import lazy
from ..lists import LARGE_PLACE, cues, notable, persons, places, public_cues
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .script_slots import UNCASED_LETTER, UNCASED_WORD, slot_names
from .scripts import other_script, romanised

# --- Which posts: those that stand in Latin text ---------------------------------------------

_SCRIPTS = {"Latin": lazy(r"\p{Script=Latin}"), "Cyrillic": lazy(r"\p{Script=Cyrillic}"),
            "Greek": lazy(r"\p{Script=Greek}"), "Arabic": lazy(r"\p{Script=Arabic}"),
            # A chat in Chinese, Japanese, Korean, Hebrew, Thai or Hindi is no Latin text either.
            "CJK": lazy(r"[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]"),
            "Hebrew": lazy(r"\p{Script=Hebrew}"), "Thai": lazy(r"\p{Script=Thai}"),
            "Devanagari": lazy(r"\p{Script=Devanagari}")}  # fmt: skip


def main_script(context: DocumentContext) -> str:
    """The script of most of the document's letters (its posts and text blocks)."""

    def count() -> str:
        letters: Counter[str] = Counter()
        for view in (*context.views, *context.text_views):
            for script, pattern in _SCRIPTS.items():
                letters[script] += len(pattern.findall(view.text))
        (script, letters_of), *_ = letters.most_common(1) or [("Latin", 0)]
        return script if letters_of else "Latin"

    return str(context.cached("main-script", count))


# Languages written in these scripts: a document declared in one of them is not Latin text.
_OTHER_SCRIPT_LANGUAGES = frozenset(
    "ru uk be bg mk sr kk ky tg mn el ar fa ur ps he yi zh ja ko th hi mr ne bn ta te ka am".split()
)
_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def latin_document(post: PostText, context: DocumentContext) -> bool:
    """The post stands in Latin text: the language declared for it (``xml:lang`` of the post or
    the nearest ancestor) is written in Latin letters, or, where none is declared, most of the
    document's letters are Latin."""
    declared = next((e.get(_LANG) for e in (post.post, *post.post.iterancestors()) if e.get(_LANG)), None)
    if declared:
        return declared.split("-")[0].casefold() not in _OTHER_SCRIPT_LANGUAGES
    return main_script(context) == "Latin"


# --- The one first-name lookup both detectors ask ---------------------------------------------


_CYRILLIC = lazy(r"\p{Script=Cyrillic}")


def _spellings(word: str) -> set[str]:
    """The Latin spellings a word's letters are looked up in: as :func:`romanised` writes them,
    and with the Greek ``ου`` as ``ou`` and the Russian ``kh`` as ``ch`` and ``h`` (``Stavroula``,
    ``Michail``), as the tables' spellings often have them."""
    plain = romanised(word)
    found = {plain, plain.replace("kh", "ch"), plain.replace("kh", "h")}
    bare = "".join(c for c in unicodedata.normalize("NFD", word.casefold()) if not unicodedata.combining(c))
    if "ου" in bare:
        found.add(romanised(bare.replace("ου", "oy")).replace("oy", "ou"))
    return found


def first_name(word: str, *, declined: bool = False) -> bool:
    """The word, in one of its Latin spellings, is a first name of the person tables; with
    ``declined``, also with a case ending undone (``Наташи`` -> ``natasha``, ``Ольге`` ->
    ``olga``). Only a frame that says a name follows may undo endings: without one, a word whose
    stem is a name by chance (``Марки``) would be proposed."""
    # Slavic names decline by their last letter; a Greek word without its last letter is
    # another word (``Όταν`` -> ``ota``), but a Greek man's name loses its final s after an
    # article (``τον Γιάννη``, ``του Νίκου`` is ``Νίκος``'s).
    slavic = declined and _CYRILLIC.match(word) is not None
    greek = declined and not slavic
    forms = set()
    for latin in _spellings(word):
        forms.add(latin)
        if slavic:
            forms.add(latin[:-1])
            if latin[-1:] in ("i", "y", "e", "u", "o"):
                forms.add(latin[:-1] + "a")
        elif greek and latin[-1:] in ("a", "i", "e", "o"):
            forms.add(latin + "s")
    return any(e.kind == "first" for form in forms if form for e in persons().get((form,)))


# --- script_names: a run of capitalised Cyrillic or Greek words ------------------------------

# A capitalised word all in Cyrillic or all in Greek letters (with their accents).
_WORD = (
    r"[[\p{Script=Cyrillic}&&\p{Lu}]][[\p{Script=Cyrillic}\p{M}]&&[\p{Ll}\p{M}]]+"
    r"|[[\p{Script=Greek}&&\p{Lu}]][[\p{Script=Greek}\p{M}]&&[\p{Ll}\p{M}]]+"
)
_RUN = lazy(
    rf"(?<![\p{{L}}\p{{M}}])(?P<run>(?:{_WORD})(?:[ \u00a0](?:{_WORD})){{0,2}})(?![\p{{L}}\p{{M}}])", regex.VERSION1
)
# Surname endings of Russian, Ukrainian, Belarusian, Bulgarian, Serbian and Greek names.
_SURNAME_END = lazy(
    r"(?:ов|ова|ев|ева|ёв|ёва|ин|ина|ын|ына|ский|ская|цкий|цкая|енко|ук|юк|чук|ич|вич|ович|евич|"
    r"όπουλος|οπούλου|άκης|άκη|ίδης|ίδου|άδης|ίου|ιάδης|έας|άτος|ίκας|ούλης)$",
    regex.IGNORECASE,
)


def _place_or_word(word: str) -> bool:
    """The word in Latin letters is a large town (:data:`LARGE_PLACE`), as written or without a
    case ending (``Ростова`` -> ``rostov``, ``Αθήνα`` -> ``athina``/``athena``), or, as written, a
    word of the dictionaries (``Магазин`` -> ``magazin``). Villages share surnames' spellings
    (``Kuznetsova``): only a town that large speaks against a surname."""
    for latin in _spellings(word):
        if len(latin) >= 5 and is_dictionary_word(latin):
            return True
        forms = {latin, latin[:-1], latin.replace("i", "e")}
        if any(e.weight >= LARGE_PLACE for f in forms if len(f) >= 4 for e in places().get((f,))):
            return True
    return False


# A preposition of place right before a word: a first name that is also a large town
# (``Αθήνα``, ``Берлин``) is the town there.
_TO_PLACE = lazy(r"(?<![\p{L}])(?:nach|in|im|aus|von|bei|from|to|at|στην|στη|στο|από|в|во|из|на)\s+$", regex.IGNORECASE)


_POLYTONIC = lazy(r"[\u1f00-\u1fff]")
_GREEK = lazy(r"\p{Script=Greek}")


def _notable(words: list[str]) -> bool:
    """The words, in a Latin spelling, are a notable person's full name (``Владимир Путин``)."""
    table = notable()
    spellings = [sorted(_spellings(w)) for w in words]
    return any(table.get((first, *(s[0] for s in spellings[1:]))) for first in spellings[0])


_SENTENCE_START = lazy(r"(?:^|[.!?:;\n\u2026]\s*|[\"„“«(]\s*)$")


@register
class ScriptNamesDetector(Detector):
    name = "script_names"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        cased = other_script(text)
        uncased = _UNCASED_LETTER.search(text) is not None
        if not (cased or uncased) or not latin_document(post, context):
            return  # a post in Russian or Greek is its own language's tagger's to read
        if cased:
            yield from _cased_runs(text)
        if uncased:
            yield from _cued_names(text)


def _cased_runs(text: str) -> Iterator[Mention]:
    """Rule ``person:script``: runs of capitalised Cyrillic or Greek words (see the module)."""
    # Polytonic letters (ἐ, ὁ, ᾽) write ancient Greek: a quotation of Homer, whose words
    # read as names (Ανδρα, Μουσα) and name no one alive.
    ancient = _POLYTONIC.search(text) is not None
    for match in _RUN.finditer(text):
        words = match["run"].split()
        if ancient and _GREEK.match(words[0]):
            continue
        first = first_name(words[0])
        surname = _SURNAME_END.search(words[-1]) is not None and len(words[-1]) >= 5
        if not first and not surname:
            continue
        if len(words) == 1 and not first and _SENTENCE_START.search(text, 0, match.start()):
            continue
        if len(words) == 1 and _place_or_word(words[0]) and (not first or _TO_PLACE.search(text, 0, match.start())):
            continue  # "Привет из Ростова", "Магазин", "nach Берлин", "στην Αθήνα": a town or a word
        if len(words) > 1 and _notable(words):
            continue  # "Владимир Путин": the public sphere's, in its own letters
        cert = "high" if first and (surname or len(words) > 1) else "medium"
        yield Mention(match.start(), match.end(), Category.PER, None, cert, "person:script")


# --- script_names: a name in a script without capitals after a word for a person -----------

# A word of a script without capitals, or a short Han or kana run (:mod:`.script_slots`).
_UNCASED_WORD = UNCASED_WORD
_UNCASED_LETTER = UNCASED_LETTER
_ENGLISH_POSSESSIVES = ("my", "our", "his", "her", "their", "your")


# Words for a person the cue tables leave to their compounds (``Hausarzt`` is there, ``Arzt`` not).
_PERSON_NOUNS = ("arzt", "ärztin", "doktor", "doctor")


@lru_cache(maxsize=1)
def _cued_run() -> regex.Pattern[str]:
    """A word that says a person follows (a relation, a private role, a form of address),
    perhaps a verb that names, and the run of words."""
    table = public_cues()
    persons_words = {*table.get("private", ()), *table.get("relation", ()), *table.get("spouse", ()), *_PERSON_NOUNS}
    persons_words |= {w.rstrip(".").casefold() for w in cues()[("PER", "title")]}
    # A possessive alone says nothing of what follows ("mein Lieblingswort ist שלום").
    persons_words -= {*table.get("possessive", ()), *_ENGLISH_POSSESSIVES}
    words = "|".join(regex.escape(w) for w in sorted(persons_words, key=len, reverse=True))
    return regex.compile(
        rf"(?<![\p{{L}}])(?i:(?:{words})\.?)(?:\s+(?i:ist|is|heißt|hieß|named|called))?"
        rf"\s+(?P<name>{_UNCASED_WORD}(?:\s+{_UNCASED_WORD}){{0,3}})(?<!\.)(?![\p{{L}}\p{{M}}])",
        regex.VERSION1,
    )


def _cued_names(text: str) -> Iterator[Mention]:
    for match in _cued_run().finditer(text):
        yield Mention(match.start("name"), match.end("name"), Category.PER, None, "high", "person:script-cued")
    yield from slot_names(text)


# --- foreign_script: a name after a greeting of its own language -----------------------------

# Greetings, thanks and words of contact, and the prepositions, articles and "and" before a name.
_CUES = {
    "Cyrillic": (
        r"привет\p{L}*|поклон\p{L}*|спасибо|благодар\p{L}*|поздрав\p{L}*|целу\p{L}*|обнима\p{L}*|передай\p{L}*"
        r"|звони|позвони|напиши|скажи|спроси|прив|прывітанне|вітаю|дякую|поздрави|здраво",
        r"от|для|к|ко|у|с|со|и|й|та|і|од|за",
    ),
    "Greek": (
        r"χαιρετ\p{L}*|γεια|ευχαριστ\p{L}*|φιλιά|φιλάκια|πες|τηλεφών\p{L}*|χαιρέτα",
        r"από|στον|στη|στην|στο|με|για|και|τον|την|τη|το|του|της|ο|η",
    ),
}
_NAME = r"(?P<name>(?-i:\p{Lu}\p{Ll}{2,}))(?![\p{L}\p{N}])"
_FRAMES = {
    script: lazy(
        rf"(?<![\p{{L}}])(?:{cues})(?![\p{{L}}])[^.!?\n\ue000]{{0,60}}?(?<![\p{{L}}])(?:{before}|{cues})\s+{_NAME}",
        regex.IGNORECASE | regex.VERSION1,
    )
    for script, (cues, before) in _CUES.items()
}
# "Greetings from" in Arabic: the word after the preposition (من, مع, إلى, ل) that follows.
_ARABIC = lazy(
    r"(?:سلام|السلام|تحيات\p{L}*|تحية|شكرا|شكراً|مع\s+السلامة)[^.!?؟\n\ue000]{0,30}?(?:من|مع|إلى|لـ?|و)\s+"
    r"(?P<name>\p{Script=Arabic}{3,})(?![\p{L}])",
    regex.VERSION1,
)
# A second name after "and", or a patronymic or surname right after the first.
_CONTINUED = lazy(r"\s+(?:(?:и|й|і|та|και)\s+)?" + _NAME, regex.IGNORECASE | regex.VERSION1)


@register
class ForeignScriptDetector(Detector):
    name = "foreign_script"
    categories = frozenset({Category.PER})

    def analyze(self, post: PostText, context: DocumentContext) -> list[Mention]:
        if not any(c > "\u036f" and c.isalpha() for c in post.text) or not latin_document(post, context):
            return []
        return list(self._names(post.text))

    @staticmethod
    def _names(text: str) -> Iterator[Mention]:
        seen: set[int] = set()
        for script, frame in _FRAMES.items():
            if not _SCRIPTS[script].search(text):
                continue
            for match in frame.finditer(text, overlapped=True):
                found: regex.Match[str] | None = match
                # "от Наташи и Серёжи": the names joined to the first by "and" too.
                while found is not None and found.start("name") not in seen:
                    start, end = found.span("name")
                    seen.add(start)
                    if _SCRIPTS[script].match(text, start):
                        cert = "high" if first_name(text[start:end], declined=True) else "medium"
                        yield Mention(start, end, Category.PER, None, cert, "script.frame")
                    found = _CONTINUED.match(text, end)
        for match in _ARABIC.finditer(text):
            yield Mention(match.start("name"), match.end("name"), Category.PER, None, "medium", "script.frame")
