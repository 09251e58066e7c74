"""PER: full names in frames where the tagger reads only the first name.

- A nickname in quotation marks between first name and surname (``Karl-Heinz "Kalle"
  Brüggemeier``, ``Elizabeth 'Lizzie' Achterberg-Obi``, ``Gottfried „Friedl“ Wennekamp``, also in
  brackets as a signature writes it: ``Oluwaseun ("Seun") Adebayo``): the whole name is one
  reference, so neither the surname nor a quotation mark is left behind. The first name is
  one of the tables or a word of no dictionary (names of origins the tables lack).
- A mention of a first name followed by a surname (``cc @Kornelia Stadtmüller``): the mention
  is the addressing rule's; the surname after it is a person's.
- A mail header written the Outlook way, surname first (``From: Mahlangu, Thandiwe <…>``,
  ``To: 'Wozniak, Przemek' <…>``): ``Surname, First`` is one name.
- A birth name after the word for it (``geb. Oberholzer``, ``née Fairweather``): a family's
  name, whatever word it is spelled like (``geb. Schneider``), but no month (``geb. Mai 1936``).
- A double first name in lower case (``frag mal lukas-maximilian``), both parts first names of
  the tables: chat writes names in lower case, and no word is made of two first names.
- A family by its surname, English-style (``the Lindqvist family``, ``the haverkamp family``):
  a surname of the tables or a word of no dictionary between ``the`` and a lower-case
  ``family`` (``The Addams Family`` is a work's title, ``the royal family`` no one's name).
  German writes ``Familie Wierzbicki``, which the title rules read; chat writes it in lower case,
  ``bei familie brünnich`` (medium), with a name that is no word of the dictionaries.

Each needs a first name of the tables and a surname the tables hold or no dictionary has, so a
capitalised noun after a mention (``@Anna Termin ist morgen``) or a header of two words (``To:
Sales, Marketing``) names no one.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import BARRIER, PostText
from . import Detector, DocumentContext, register
from .evidence import is_common_word, is_plain_word
from .lexicon import frequency, german_frequency
from .not_persons import calendar_word
from .person_words import FREQUENT_WORD, double_surname, name_kinds, rare_surname

_NAME = r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*"
# First name, a nickname in quotes of any kind (an article may lead it: ``'the Hammer'``, ``„der
# Lange“``), surname.
_QUOTED = lazy(
    rf"(?<![\w-])(?P<first>{_NAME})[ \t]+(?P<open>\()?[\"'„“”‚‘’«»‹›]"
    rf"(?P<nick>(?:(?:the|der|die|das|el|la|le|il)[ \t]+)?\p{{Lu}}[\p{{L}}-]*)[\"'“”‘’«»‹›](?(open)\))[ \t]+"
    rf"(?P<last>{_NAME})(?![\w-])"
)
# The birth name after the word for it (``geb. Oberholzer``, ``geborene von Alten``, ``née
# Fairweather``): a family's name in a funeral notice, a letter or a register, whatever word it
# is spelled like; not a date (``geb. 01.02.1950``, ``geb. im Mai``), which no capital begins.
_BIRTH_NAME = lazy(
    rf"(?<![\w-])(?:geb\.|geborene|geborener|geb[.]?[ \t]+als|née|nee)[ \t]+"
    rf"(?P<name>(?:(?:von|van|de|zu|vom|van der|von der)[ \t]+)?{_NAME})(?![\w-])",
    regex.IGNORECASE,
)
# "@First Surname": the mention as the importers and platforms write it.
_MENTION = lazy(rf"(?<![\w@])@(?P<first>\p{{L}}+(?:-\p{{L}}+)?)[ \t]+(?P<last>{_NAME})(?![\w-])")
# A header field at a line's start, a name in quotes or not, surname first, then the address.
_HEADER = lazy(
    rf"(?:^|(?<=[\n{BARRIER}]))[ \t>]*(?:From|To|Cc|Bcc|Reply-To|Sender|Von|An|Kopie|Antwort an)[ \t]*:[ \t]*"
    rf"[\"']?(?P<name>(?P<last>{_NAME}),[ \t]+(?P<first>{_NAME}))[\"']?[ \t]*(?:<|\[mailto:|\(|;|$|(?=[\n{BARRIER}]))",
    regex.MULTILINE | regex.IGNORECASE,
)
# A mail's quote line: "Am <date> (um <time>) schrieb First Last <mail>:", "On <date>, First Last
# <mail> wrote:"; the name stands between the verb or the date's comma and the address or colon.
_QUOTE_LINE = lazy(
    rf"(?:\bschrieb|\bwrote|,)[ \t]+(?P<name>{_NAME}(?:[ \t]+{_NAME}){{1,2}})[ \t]*"
    rf"(?:<(?P<local>[^@>\s]+)@[^>\s]+>[ \t]*)?(?P<tail>:|wrote:|schrieb:?)"
)
# "the Lindqvist family", "the haverkamp family": a family by its surname (lower-case "family":
# a capital makes a title of it, "The Addams Family").
_FAMILY = lazy(r"(?<![\w-])(?i:the)[ \t]+(?P<name>\p{L}+(?:-\p{L}+)?)[ \t]+family(?![\w-])")
# Words English puts between "the" and "family" that name no family.
_FAMILY_KINDS = frozenset(
    "royal whole entire extended host first same new immediate own human foster adoptive wider blended imperial "
    "grand nuclear crime ruling reigning next other last previous local average typical".split()
)
# "bei familie brünnich", "fam. okafor-lenz": German's "Familie" before a surname that chat
# writes in lower case, which the title rules (capitalised names, or surnames of the tables)
# leave; the name must be no word ("familie ist wichtig", "familie und freunde").
_FAMILIE = lazy(r"(?<![\w-])(?P<cue>(?i:familie|fam\.))[ \t]+(?P<name>\p{Ll}{3,}(?:-\p{L}{3,})?)(?![\w-])")
_LOWER_DOUBLE = lazy(r"(?<![\w@#/.-])(?P<name>\p{Ll}{3,}-\p{Ll}{3,})(?![\w-]|\.\w)")


def _first_name(text: str) -> bool:
    """Every part of ``text`` (``Karl-Heinz``) is a first name of the tables."""
    return all(name_kinds(part)[0] is not None for part in text.split("-"))


def _surname(text: str) -> bool:
    """After a mention: a surname of the tables that is no word (``Brüggemeier``), a double
    surname or a rare word of no dictionary (``Achterberg-Obi``), or a compound whose last part
    is a surname (``Stadtmüller``); not a noun (``@Anna Termin``, ``@Anna Terminplanung``)."""
    if double_surname(text) or rare_surname(text):
        return True
    if is_plain_word(text):
        return False
    if not is_common_word(text) or name_kinds(text)[1] is not None:
        return True
    return any(name_kinds(text[k:].capitalize())[1] is not None for k in range(3, len(text) - 2))


def _unknown_word(text: str) -> bool:
    """A word of no dictionary and rare on the web (``Chiamaka``, ``Oluwaseun``)."""
    return not is_plain_word(text) and not is_common_word(text) and frequency(text) < FREQUENT_WORD


def _family_name(text: str) -> bool:
    """Between ``the`` and ``family``: a surname of the tables (``Baker``, ``Okafor``), a double
    surname or a word of no dictionary (``Lindqvist``, ``haverkamp``); not an adjective, a
    noun or a kind of family (``royal``, ``cat``)."""
    folded = text.casefold()
    if folded in _FAMILY_KINDS or calendar_word([folded]):
        return False
    if double_surname(text) or name_kinds(text.capitalize())[1] is not None:
        return text[:1].isupper() or not is_plain_word(text)
    return not is_plain_word(text) and not is_common_word(text)


# From this frequency a lower-case word after "familie" is a word of the sentence ("familie
# wohnt", 4.4; "gesund", 4.6), not a surname no table holds ("kowalczyk", 2.1).
_RARE_FAMILY_WORD = 3.5


# Below this German frequency a string is no word of the language (``brünnich`` 0, ``tessendorf``
# 1.2); above it, one ending as German verbs end is a verb form (``voranstellen`` 2.1, ``verlobt``).
_UNKNOWN_WORD = 1.5
_VERB_ENDING = lazy(r"(?:en|ern|eln|t|st|te|ten|test|tet|ete)$")


def _lower_family_name(text: str) -> bool:
    """After a lower-case ``familie``: a surname of the tables or a double surname, or a rare
    string of no dictionary (``brünnich``); never a word of the sentence (``wohnt``, ``ist``)."""
    if is_plain_word(text) or text.casefold() in _FAMILY_KINDS or _verb_form(text):
        return False
    if german_frequency(text) >= _UNKNOWN_WORD and _VERB_ENDING.search(text):
        return False
    if double_surname(text) or name_kinds(text.capitalize())[1] is not None:
        return True
    # A double name needs one part that is no word ("okafor-lenz"; not "groß-klein").
    parts = text.split("-")
    return any(not is_plain_word(p) and not is_common_word(p) and frequency(p) < _RARE_FAMILY_WORD for p in parts)


def _verb_form(text: str) -> bool:
    """An inflected verb of the dictionaries (``grüßt``, ``feierte``): its infinitive is a word."""
    return any(
        text.endswith(ending) and len(text) > len(ending) + 2 and is_plain_word(text[: -len(ending)] + "en")
        for ending in ("t", "st", "et", "te", "ten", "e")
    )


def _name_word(text: str) -> bool:
    """In a frame that only a name fills (quotes between, a header's ``Surname, First``): any
    capitalised word but the commonest (``Hans "Hansi" Bauer``, ``From: Hope, Grace``)."""
    return all(frequency(part) < FREQUENT_WORD for part in text.split("-"))


def _quoting(match: regex.Match[str]) -> bool:
    """A quote line's writer: a first name of the tables first, or a surname the mail's local
    part repeats (``Till Kürbis <till.kuerbis@…>``: ``Till`` is also a word, the address says
    whose name it is). "schrieb" must come before the name, "wrote" after it."""
    before = match.group(0).split()[0]
    if (before == "schrieb") == match["tail"].startswith(("wrote", "schrieb")):
        return False
    words = match["name"].split()
    if _first_name(words[0]):
        return True
    local = fold(match["local"] or "")
    return len(words[-1]) >= 4 and fold(words[-1]) in local


# An article before "geborene": the adjective of "ein geborener Künstler" (a born artist).
_ARTICLE_BEFORE = lazy(r"(?<!\p{L})(?:ein|eine|einer|einen|der|die|das|den|dem|kein|keine)\s+$", regex.IGNORECASE)


def _born_as(text: str, match: regex.Match[str]) -> bool:
    """``ein geborener Künstler``, ``der geborene Entertainer``: what one is by birth, no birth name;
    only the spelt-out ``geborene``/``geborener`` after an article, before a noun of the language
    that no surname table holds."""
    if not match.group(0)[:4].casefold().startswith("gebo"):
        return False
    name = match["name"]
    before = _ARTICLE_BEFORE.search(text, max(0, match.start() - 12), match.start()) is not None
    return before or (" " not in name and is_plain_word(name) and name_kinds(name)[1] is None)


def fold(text: str) -> str:
    """Lower case with umlauts written out and accents dropped, as mail addresses spell names."""
    text = text.casefold().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


@register
class PersonFramesDetector(Detector):
    name = "person_frames"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for match in _QUOTED.finditer(text):
            if (_first_name(match["first"]) or _unknown_word(match["first"])) and _name_word(match["last"]):
                yield Mention(match.start(), match.end(), Category.PER, None, "high", "person:quoted-nickname")
        for match in _BIRTH_NAME.finditer(text):
            name = match["name"]
            last = name.split()[-1]
            if last[:1].isupper() and not calendar_word([last.casefold()]) and not _born_as(text, match):
                start, end = match.span("name")
                yield Mention(start, end, Category.PER, None, "high", "person:birth-name")
        for match in _MENTION.finditer(text):
            if match["first"][:1].isupper() and _first_name(match["first"]) and _surname(match["last"]):
                start, end = match.span("last")
                yield Mention(start, end, Category.PER, None, "high", "person:after-mention")
        if ":" in text:
            for match in _HEADER.finditer(text):
                if _first_name(match["first"]) and _name_word(match["last"]):
                    start, end = match.span("name")
                    yield Mention(start, end, Category.PER, None, "high", "person:header-surname-first")
        if "schrieb" in text or "wrote" in text:
            for match in _QUOTE_LINE.finditer(text):
                if _quoting(match):
                    start, end = match.span("name")
                    yield Mention(start, end, Category.PER, None, "high", "person:quote-line")
        if "family" in text:
            for match in _FAMILY.finditer(text):
                if _family_name(match["name"]):
                    start, end = match.span("name")
                    cert = "high" if match["name"][:1].isupper() else "medium"
                    yield Mention(start, end, Category.PER, None, cert, "person:family")
        if "fam" in post.folded:
            for match in _FAMILIE.finditer(text):
                # Prose writes "Familie" with a capital and a verb after it ("der Familie
                # voranstellen"): there only a string of no language is a name.
                unknown = match["cue"][:1].islower() or german_frequency(match["name"]) < _UNKNOWN_WORD
                if unknown and _lower_family_name(match["name"]):
                    start, end = match.span("name")
                    yield Mention(start, end, Category.PER, None, "medium", "person:family")
        for match in _LOWER_DOUBLE.finditer(text):
            parts = match["name"].split("-")
            # Two first names, not both also frequent words ("will-call").
            if all(name_kinds(p)[0] is not None for p in parts) and not all(
                frequency(p) >= FREQUENT_WORD or is_plain_word(p) for p in parts
            ):
                yield Mention(match.start(), match.end(), Category.PER, None, "medium", "person:lower-double-first")
