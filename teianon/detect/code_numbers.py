"""NUMBER: identifying codes that need their kind's shape or a cue word a few words away (issue 38).

- **Irish plates** (``number:plate-ie``): year, county code and a serial, written with hyphens
  or spaces (``191-D-12345``, ``08 KY 4471``): the county is one of the 26 (+ the old city)
  codes of the Irish register, the year two digits or three whose last is the half-year (1, 2).
- **Member and customer codes** (``number:member-code``): letters, a hyphen and digits
  (``TSV-0815``, ``GYM-20931``) where a word of a member, a customer, a card or an account
  stands on its line (an abbreviation's full stop may stand between): ``Mitgliedsnummer, z. B.
  TSV-0815``. Without such a word a code of that shape is a standard or a product
  (``ISO-9001``, ``DIN-4102``) and stays.
- **Lock and door codes** (``number:access-code``): three to eight digits a few words after
  ``Code``, ``Kombination``, ``combination`` or ``passcode`` where a lock, a door, a gate, a
  key or a safe is named on the line (``padlock code changed to 9123``, ``der Code fürs
  Zahlenschloss ist 7710``, ``Türcode: 4711``); not ``error code 404``, a dialling code, nor a
  year after ``in``/``seit``/``since``.

- **A card's or an account's last digits** (``number:card-end``): two to six digits after
  ``ending in``, ``ends with``, ``endet auf``, ``endend mit``, ``last four digits`` where a card
  or an account is named on the line (``your Visa card ending in 5512``, ``Konto endet auf
  0917``), or after masked digits (``**** 7730``, ``XXXX-XXXX-XXXX-2291``, ``•••• 0417``): with
  the bank or the shop, they name the holder.
- **A number after ``#`` in a subject line** (``number:subject-hash``): ``Subject: Your
  submission #88 – reviews``, ``Betreff: Ihre Anfrage #20931``: a mail's subject numbers the
  ticket, the order or the paper of its addressee; two digits at least.

- **A customer's or a file's code in digit groups** (``number:grouped-code``): capitals, a
  hyphen and two to five groups of digits joined by hyphens, eight digits at least
  (``KD-4471-0932-55``, ``VN-2023-88412``): a shape no standard, product or date takes; a
  standard's, a book's or an article's prefix (``ISBN``, ``ISO``, ``DIN``, ``DOI``) and groups
  that read as a date (``KW-2021-03-04``) stay, and so does one group (``ISO-9001``,
  ``A-1010``, ``COVID-19``).

All ``medium``: a reviewer sees each.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register

_FLAGS = regex.IGNORECASE | regex.VERSION1
_COUNTIES = ("C CE CN CW D DL G KE KK KY L LD LH LK LM LS MH MN MO OY RN SO T TN TS W WD WH WX WW").split()
_PLATE_IE = lazy(
    r"(?<![\p{L}\p{N}\-./])(?P<value>(?:\d{2}|[12]\d[12])(?P<sep>[\- ])(?-i:"
    + "|".join(sorted(_COUNTIES, key=len, reverse=True))
    + r")(?P=sep)\d{1,6})(?![\p{L}\p{N}]|[\-./]\d)",
    regex.VERSION1,
)
_MEMBER_CODE = lazy(
    r"(?<![\p{L}\p{N}\-./])(?P<value>(?-i:\p{Lu}{2,5})-\d{3,8})(?![\p{L}\p{N}]|[\-./]\d)", regex.VERSION1
)
_MEMBER_WORDS = lazy(
    r"(?<!\p{L})(?:\p{L}*mitglied\p{L}*|\p{L}*kunden\p{L}*|kunde|kundin|ausweis\p{L}*|\p{L}*karte|konto|"
    r"member\p{L}*|customer\p{L}*|card|account|client|subscriber|loyalty)(?!\p{L})",
    _FLAGS,
)
_ACCESS_CODE = lazy(
    r"(?<!\p{L})(?P<cue>\p{L}*code|\p{L}*kombination|combination|combo|passcode)"
    r"(?:\s(?!\d)\S{1,20}){0,4}?\s?[:=]?\s(?P<value>\d{3,8})(?![\p{L}\p{N}]|[.,:/\-]\d|\s?(?:€|euro|eur|uhr|%))",
    _FLAGS,
)
# A lock, a door, a key safe: what the code opens (in the cue or around it).
_LOCKS = lazy(
    r"(?:schloss|schlöss|lock|tür|tor\b|tore|zugang|schlüssel|key|safe|tresor|spind|locker|garage|gate|door|"
    r"shed|schuppen|keypad|alarm|hütte|box)",
    _FLAGS,
)
# The last digits of a card or an account, said of it.
_ENDING = lazy(
    r"(?<!\p{L})(?:ending|ends|ended|endet|endend|enden)\s(?:(?:in|with|on|auf|mit)\s)?(?:the\s|den\s)?(?:digits\s|ziffern\s)?"
    r"|(?<!\p{L})(?:last|letzten?)\s(?:four|4|vier|three|3|drei)\s(?:digits|ziffern|stellen)\s?(?:are|is|sind|lauten)?\s?:?\s?",
    _FLAGS,
)
_CARD_WORDS = lazy(
    r"(?<!\p{L})(?:\p{L}*karte|card|visa|mastercard|amex|maestro|girocard|konto|account|iban|acct)(?!\p{L})", _FLAGS
)
_END_DIGITS = lazy(r"(?P<value>\d{2,6})(?![\p{L}\p{N}]|[.,:/\-]\d|\s?(?:€|euro|eur|\$|£|%))", _FLAGS)
# Digits masked by stars, crosses or dots, in groups, before the visible last ones.
_MASKED = lazy(
    r"(?<![\p{L}\p{N}*•])(?:(?:\*{2,}|(?-i:X{3,}|x{3,})|•{2,}|·{3,})[\s\-]?){1,4}(?P<value>\d{2,6})(?![\p{L}\p{N}])",
    regex.VERSION1,
)
_GROUPED_CODE = lazy(
    r"(?<![\p{L}\p{N}\-./])(?P<value>(?P<prefix>\p{Lu}{1,4})-(?P<groups>\d{2,6}(?:-\d{2,6}){1,4}))"
    r"(?![\p{L}\p{N}]|[\-./]\d)",
    regex.VERSION1,
)
_GROUPED_DIGITS = 8
# Prefixes of numbers that name a publication, a standard or a norm, not a person's file.
_PUBLIC_PREFIXES = frozenset("ISBN ISSN ISMN EAN GTIN UPC DOI ISO DIN EN IEC RFC CVE PMID ARXIV GB DE".split())
_DATE_GROUPS = lazy(
    r"^(?:(?:19|20)\d\d-(?:0?[1-9]|1[0-2])(?:-(?:0?[1-9]|[12]\d|3[01]))?|(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|1[0-2])-(?:19|20)\d\d)$"
)
# A mail's subject line, with its answer and forward marks.
_SUBJECT_LINE = lazy(r"(?m)^[^\S\n]*(?:subject|betreff|betr\.)\s?:[^\n]*", _FLAGS)
_SUBJECT_HASH = lazy(r"(?<![\p{L}\p{N}&/#])#\s?(?P<value>\d{2,10})(?![\p{L}\p{N}]|[.,:/\-]\d)", regex.VERSION1)
_YEAR_BEFORE = lazy(r"(?<!\p{L})(?:in|im|seit|since|bis|until|von|from|ab)\s$", _FLAGS)
_REACH = 80


def _line(text: str, start: int, end: int) -> str:
    """Up to :data:`_REACH` characters either side on the same line: a cue word may stand
    behind an abbreviation's full stop (``Mitgliedsnummer, z. B. TSV-0815``)."""
    left = text.rfind("\n", max(0, start - _REACH), start) + 1 or max(0, start - _REACH)
    right = text.find("\n", end, end + _REACH)
    return text[max(left, start - _REACH) : right if right != -1 else end + _REACH]


def _year(value: str) -> bool:
    return len(value) == 4 and value[:2] in ("19", "20")


def codes(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, rule)`` of the codes of ``text`` (see the module's doc)."""
    for match in _PLATE_IE.finditer(text):
        yield (*match.span("value"), "plate-ie")
    for match in _MEMBER_CODE.finditer(text):
        if _MEMBER_WORDS.search(_line(text, match.start(), match.end())):
            yield (*match.span("value"), "member-code")
    for match in _ACCESS_CODE.finditer(text):
        start, end = match.span("value")
        if _year(match.group("value")) and _YEAR_BEFORE.search(text, max(0, start - 7), start):
            continue
        if not _LOCKS.search(_line(text, match.start(), match.end())):
            continue  # "error code 404", "area code 0621": a code of no lock
        yield start, end, "access-code"
    for match in _ENDING.finditer(text):
        digits = _END_DIGITS.match(text, match.end())
        # The card or the account is named before its ending ("card ending in"), not after ("the
        # series ends in 2019 with a card game"), and the digits read as no year.
        before = text[max(0, match.start() - _REACH) : match.start()].rpartition("\n")[2]
        if match.group(0)[:1] in "lL":  # "the last four digits are 3381 on my card"
            before = _line(text, match.start(), match.end())
        if digits is not None and not _year(digits.group("value")) and _CARD_WORDS.search(before):
            yield (*digits.span("value"), "card-end")
    for match in _MASKED.finditer(text):
        yield (*match.span("value"), "card-end")
    for match in _GROUPED_CODE.finditer(text):
        groups = match.group("groups")
        if (
            sum(c.isdigit() for c in groups) >= _GROUPED_DIGITS
            and match.group("prefix") not in _PUBLIC_PREFIXES
            and not _DATE_GROUPS.match(groups)
        ):
            yield (*match.span("value"), "grouped-code")
    for line in _SUBJECT_LINE.finditer(text):
        for match in _SUBJECT_HASH.finditer(text, line.start(), line.end()):
            yield (*match.span("value"), "subject-hash")


@register
class CodeNumberDetector(Detector):
    name = "code_numbers"
    categories = frozenset({Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if not any(c.isdigit() for c in text):
            return
        for start, end, rule in codes(text):
            yield Mention(start, end, Category.NUMBER, None, "medium", f"number:{rule}")
