"""PER: surnames that a family's or a marriage's frame names (issue 39).

Funeral notices, announcements and neighbourhood news name people by their family:

- ``person:marital-name``: the name after a marital cue (``gesch. Brinkhege``, ``verw.
  Tappehorn``, ``verwitwete Obermeyer``, ``wed. Pickering``, ``widow of Caleb Threlkeld``,
  ``veuve Lacombe``, ``ép. Marchal``), with a particle (``verw. van der Linde``): as after
  ``geb.``, a family's name whatever word it is spelled like, but not a noun of the language after
  the abbreviations (``gesch. Kosten`` is no one), and no month or number.
- ``person:family-plural``: a family by its surname in the plural (``die Oltrogges``, ``bei
  Tjarksens``, ``mit den Hollmanns``), and the surname before a family's property (``das
  Wellbrock-Grundstück``, ``der Brinkhege-Hof``): the surname is one of the tables' or no
  dictionary's word (``die Autos``, ``das Ferien-Haus`` stay).
- ``person:relation-pair``: a first name and a surname right after a word of relation
  (``Nachbar Opel Hinrichs``, ``our neighbour Tesla Whitcombe``): the pair is a person even where
  the first name is also a brand's, a firm's or a word, when the second word reads as a surname
  (of the tables and no ordinary word, or of no dictionary).
- ``person:announcement``: the surname in capitals that begins a notice under ``BIRTHS``,
  ``DEATHS``, ``MARRIAGES``, ``ENGAGEMENTS`` (``BIRTHS: SCHOLES – to Anne and Tom, a son``;
  ``DEATHS\\nHARGREAVES, Edith …``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import is_common_word, is_plain_word
from .lexicon import frequency
from .not_persons import calendar_word
from .person_words import better_read_as_place, name_kinds, rare_surname
from .private_cues import pattern as cue_pattern

_FLAGS = regex.VERSION1
_NAME = r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*"
_PARTICLE = r"(?:(?:von|van|de|du|di|da|zu|vom|ten|ter|van\sder|van\sden|von\sder|de\sla|le|la)\s)"
# Abbreviations are words elsewhere ("gesch." of "geschätzt"), the spelt-out cues are not.
_MARITAL = regex.compile(
    rf"(?<![\p{{L}}\-])(?P<cue>(?P<short>gesch\.|verw\.|verh\.|wed\.|ép\.|ep\.)|geschiedene|geschiedener|verwitwete|verwitweter|"
    rf"verheiratete|(?:widow|widower|relict)\sof|veuve|épouse)\s(?P<name>{_PARTICLE}?{_NAME}(?:\s{_NAME})?)(?![\p{{L}}\-])",
    _FLAGS,
)
# "Elfriede Horstmann verw. Schmidt": after a name a tables' surname that is also a noun.
_NAME_BEFORE = regex.compile(r"\p{Lu}\p{Ll}+,?\s$", _FLAGS)
_PLURAL = regex.compile(
    # Not before a capitalised word: "mit Antons Hilfe", "von Lydiens Hand" are genitives.
    rf"(?<![\p{{L}}\-])(?:die|Die|den|(?P<at>bei|Bei)|mit|zu|von|vor|für|an)\s(?P<name>(?P<stem>{_NAME})s)"
    r"(?![\p{L}\-'’]|\s+\p{Lu})",
    _FLAGS,
)
_PROPERTY = regex.compile(
    rf"(?<![\p{{L}}\-])(?P<name>{_NAME})-(?:Grundstück|Haus|Hof|Anwesen|Gelände|Grab|Wohnung|Garten|Erbe|Villa)(?![\p{{L}}])",
    _FLAGS,
)
_NOTICE = regex.compile(
    r"(?:(?<![\p{L}])(?:BIRTHS?|DEATHS?|MARRIAGES?|ENGAGEMENTS?|ANNIVERSARIES|IN\sMEMORIAM|GEBURTEN|TODESFÄLLE|TRAUUNGEN)"
    r"[^\S\n]*[:\-–—]?[^\S\n]*\n?[^\S\n]*)(?P<name>\p{Lu}{3,}(?:[-'’]\p{Lu}{2,})?)(?=[^\S\n]*(?:[–—\-,(]|\s(?:née|geb\.)))",
    _FLAGS,
)
_PAIR = regex.compile(
    r"[^\S\n]+(?P<name>\p{Lu}\p{Ll}+[^\S\n]+(?P<last>\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)?))(?![\p{L}\-])", _FLAGS
)
_TITLES = frozenset(
    "herr herrn frau fräulein frl dr prof doktor doctor mr mrs ms miss sir lady lord dame colonel captain major "
    "general pastor pfarrer schwester bruder onkel tante oma opa uncle aunt".split()
)
_QUICK = regex.compile(
    r"gesch\.|verw\.|verh\.|wed\.|ép\.|ep\.|geschieden|verwitwet|verheiratet|widow|relict|veuve|épouse|"
    r"\p{Ll}s\b|-(?:Grundstück|Haus|Hof|Anwesen|Gelände|Grab|Wohnung|Garten|Erbe|Villa)|"
    r"BIRTH|DEATH|MARRIAGE|ENGAGEMENT|ANNIVERSAR|MEMORIAM|GEBURTEN|TODESF|TRAUUNG",
    _FLAGS,
)


def _surname(word: str) -> bool:
    """A surname of the tables that is no ordinary word, or a word no dictionary or place table
    has and the web seldom writes (``Oltrogge``)."""
    if better_read_as_place(word) or calendar_word([word.casefold()]):
        return False
    if all(len(part) >= 3 and not is_plain_word(part) for part in word.split("-")):
        return name_kinds(word)[1] is not None or frequency(word) < 3.0
    return False


def _family_plural(word: str, stem: str) -> bool:
    """``Oltrogges`` is a family; ``Unkenntnis``, ``Belarus``, ``Magnus``, ``Pflegebonus``,
    ``Wirtschaftsfonds`` and a first name's genitive (``Antons``) are not."""
    if word.endswith(("us", "is", "ss", "os", "as")) or is_plain_word(word) or better_read_as_place(word):
        return False
    first, last = name_kinds(stem)
    if first is not None and last is None or name_kinds(word)[0] is not None:
        return False  # a first name's genitive
    if last is not None:
        return True
    # A surname the tables lack: one no dictionary reads as a compound of its words (not
    # "Wirtschaftsfonds", "Buchungstricks"), or one of the endings of surnames (Brüggemann,
    # Harmsen, Niehoff): compounds of a noun end in those seldom.
    return stem.endswith(_SURNAME_ENDINGS) or rare_surname(stem) and not is_common_word(stem)


_SURNAME_ENDINGS = (
    "mann",
    "meyer",
    "meier",
    "maier",
    "sen",
    "son",
    "kamp",
    "brock",
    "horst",
    "hoff",
    "schmidt",
    "ing",
    "ink",
    "ke",
    "ge",
    "inga",
)


@register
class PersonFamilyDetector(Detector):
    name = "person_family"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for cue in cue_pattern("relation").finditer(text):
            pair = _PAIR.match(text, cue.end())
            # "Nachbar Herr Schröder": a title is no first name, the title rules take the surname.
            if pair is not None and _surname(pair["last"]) and pair["name"].split()[0].casefold() not in _TITLES:
                start, end = pair.span("name")
                yield Mention(start, end, Category.PER, None, "high", "person:relation-pair")
        if _QUICK.search(text) is None:
            return
        for match in _MARITAL.finditer(text):
            name = match["name"]
            last = name.split()[-1]
            # After an abbreviation only a name (no noun: "gesch. Kosten"); the spelt-out cue takes
            # any capitalised word, as "geb." does, but a tables' surname reads as one.
            # Only a name, no noun ("gesch. Kosten", "geschiedene Leute", "die verwitwete Herzogin"):
            # a tables' surname that is also a noun only right after a name.
            if not (
                _surname(last)
                or name_kinds(last)[1] is not None
                and (not is_plain_word(last) or _NAME_BEFORE.search(text, 0, match.start()))
            ):
                continue
            if calendar_word([last.casefold()]):
                continue
            start, end = match.span("name")
            yield Mention(start, end, Category.PER, None, "high", "person:marital-name")
        for pattern in (_PLURAL, _PROPERTY):
            for match in pattern.finditer(text):
                stem = match["stem"] if pattern is _PLURAL else match["name"]
                # "bei Müllers" is a family's home; "die Müllers" as often the millers.
                at_home = pattern is _PLURAL and match["at"] is not None and name_kinds(stem)[1] is not None
                if pattern is _PLURAL and not at_home and not _family_plural(match["name"], stem):
                    continue
                if at_home or _surname(stem) and (pattern is _PROPERTY or not is_plain_word(match["name"])):
                    start, end = match.span("name")
                    yield Mention(start, end, Category.PER, None, "medium", "person:family-plural")
        for match in _NOTICE.finditer(text):
            start, end = match.span("name")
            yield Mention(start, end, Category.PER, None, "high", "person:announcement")
