"""NUMBER: numbers and codes that can lead to a person (seed 003, Table 1).

Found: telephone numbers (German ``0621/1581418``, ``(0621) 158 14 18``, ``0176-12345678``;
international ``+49 621 1581418``, ``0044 20 7946 0958``; North American ``(555) 123-4567``),
IPv4 and IPv6 addresses (range-checked with :mod:`ipaddress`), IBANs in any case and grouping
(``de89370400440532013000``; checked by python-stdnum: the country's length and format and the
mod-97 checksum), postcodes where a cue says so (``D-68161``, ``PLZ 68161``, ``68161 Mannheim``,
``A-1010``, ``1010 Wien``, UK ``SW1A 1AA`` and ``postcode m1 1ae``, US ``IL 62704`` and
``90210-1234``, ``zip 62704``), messenger and customer numbers after a cue (``ICQ 12345``,
``Kundennummer: 4711``), and any other run of six or more digits. Numbers written out in words
are :mod:`teianon.detect.number_words`; street addresses :mod:`teianon.detect.address`.

Not NUMBER: dates (``14.07.2005``, ``2005-07-14``), times (``21:31``), prices (``12,50 €``),
years and ordinary counts. The patterns are written so that these do not match; tests hold both.
Amounts, counts, scores and ranges among the runs of digits: :mod:`teianon.detect.number_amounts`.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterator

import regex
from stdnum import iban as stdnum_iban

from ..lazy import lazy
from ..lists import key_of, places
from ..mention import Category, Mention
from ..read.textview import BARRIER, PostText
from . import register
from .bank_codes import bank_codes
from .evidence import is_common_word
from .number_amounts import amount_here, range_or_amount
from .patterns import Pattern, PatternDetector
from .reference_number import eu_act_before

# Words that follow a five-digit number that is a quantity, not a postcode.
_QUANTITY_WORDS = frozenset(
    "euro eur dollar usd pfund franken mark dm cent leute menschen einwohner mal stück punkte "
    "meter kilometer km kilo kg gramm jahre tage stunden minuten sekunden mitglieder user "
    "people points times years days hours dollars euros pounds members views hits".split()
)
# US states, DC and territories: "Springfield, IL 62704" (upper case only: "in 12345" is no state).
_US_STATES = frozenset(
    (
        "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
        "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI"
    ).split()
)
_US_STATE_NAMES = frozenset(
    "Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois "
    "Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri "
    "Montana Nebraska Nevada Hampshire Jersey Mexico York Carolina Dakota Ohio Oklahoma Oregon Pennsylvania "
    "Rhode Island Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming".split()
)
# The states as the country names' rule reads them too (a town named like a country before one).
US_STATES, US_STATE_NAMES = _US_STATES, _US_STATE_NAMES
_FIVE_DIGITS = lazy(r"(?<![\d.,:/\-])(\d{5})(-\d{4})?(?![\w])")
# The word right before a number, with an optional comma: "IL 62704", "Michigan, 48604"; a
# state's letters with their full stops too, as letterheads write them ("Washington, D.C. 20515",
# "Albany, N.Y. 12207").
_WORD_BEFORE = lazy(r"\b(\p{L}+|(?:\p{Lu}\.){2}),? $", regex.VERSION1)
# Countries whose postcodes have four digits, as written before them: A-1010, CH-8001.
_FOUR_DIGIT_PREFIXES = "A|AT|CH|FL|LI|L|LU|B|BE|DK|N|NO|H|HU"
# Places of these lists may follow a four-digit postcode (iso-codes: the Swiss cantons' capitals
# and Liechtenstein's communes).
FOUR_DIGIT_SOURCES = frozenset(
    {
        "geonames:AT",
        "geonames:CH",
        "geonames:LI",
        "geonames:LU",
        "geonames:BE",
        "geonames:DK",
        "geonames:NO",
        "iso-codes",
    }
)
# Between a cue and its value: "PLZ: 44227", "my postcode was m1 1ae", "die PLZ lautet 44227".
_CUE_VERB = r"(?::|\s(?:is|was|ist|war|lautet))?\s?"
# A telephone extension after the number: 555-123-4567 x204, ext. 12.
_EXTENSION = r"(?:\s?(?:x|ext\.?|#)\s?\d{1,6})?"
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}"
# An Irish Eircode: a routing key (a letter and two digits, or Dublin's D6W) and a unique
# identifier of four characters, both of the letters An Post uses (no B, G, I, J, L, M, O, Q, S, U,
# Z, which keeps it apart from words and models): "A65 F4E2", "D6W 2X8P".
_EIRCODE_LETTERS = "ACDEFHKNPRTVWXY"
_EIRCODE = rf"[{_EIRCODE_LETTERS}]\d[\dW] ?[\d{_EIRCODE_LETTERS}]{{4}}"
_IBAN = lazy(r"\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){2,7}(?:[ -]?[A-Z0-9]{1,3})?\b", regex.IGNORECASE | regex.VERSION1)
# Two letters and two digits: where an IBAN can begin (most posts have none).
_IBAN_START = lazy(r"\b[A-Z]{2}\d\d", regex.IGNORECASE | regex.VERSION1)
_LAST_GROUP = lazy(r"[ -][A-Z0-9]{1,4}$", regex.IGNORECASE | regex.VERSION1)
# Identifiers of publications, public by nature, right before a number: ISBN 3-85830-034-9.
_PUBLIC_ID = lazy(r"\b(?:ISBN(?:-1[03])?|ISSN|PMID|PMCID|DOI|OCLC|ZDB)[:\s]*$", regex.IGNORECASE | regex.VERSION1)
_CUES = (
    r"(?:icq|aim|msn|skype|handy|handynr|tel|telefon|telefonnummer|nummer|nr|kundennummer|kdnr|pin|tan|passwort|"
    r"password|pw|pass|id|uin|mobil|fax|konto|kontonummer|blz|"
    # A customer's, a contract's or a member's number names the person as an account does.
    r"kundennr|kunden-nr|kunden-nummer|vertragsnummer|vertragsnr|vertrags-nr|mitgliedsnummer|mitgliedsnr|"
    r"versichertennummer|versicherungsnummer|customer[ -]?(?:no|number|id)|contract[ -]?(?:no|number)|"
    r"membership[ -]?(?:no|number)|policy[ -]?(?:no|number))"
)


# What str.split() takes for a word: the first after a position, found without copying the rest.
_NEXT_WORD = re.compile(r"\S+")
_ID_GAP = lazy(r"[:\s]", regex.VERSION1)


def _public_id_before(text: str, start: int) -> bool:
    """``_PUBLIC_ID.search(text[:start])``, looking at the few characters it can match only: the
    gap of colons and white space before ``start`` and the longest identifier's name (and one
    character for its word boundary) before that; not the whole text before each number."""
    gap = start
    while gap > 0 and _ID_GAP.match(text, gap - 1):
        gap -= 1
    return _PUBLIC_ID.search(text[max(0, gap - 16) : start]) is not None


def _digits(value: str) -> int:
    return sum(c.isdigit() for c in value)


@register
class NumberDetector(PatternDetector):
    linear = True
    name = "number"
    categories = frozenset({Category.NUMBER})
    category = Category.NUMBER
    # A digit; only an IPv6 address may have none ("fe80::"), and it has two colons; or a BIC's cue.
    REQUIRES = lazy(r"\d|:[0-9a-f]{0,4}:|bic|swift", regex.IGNORECASE | regex.VERSION1)
    PATTERNS = (
        Pattern("ipv4", r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.]*\d)"),
        # A device's hardware address (six pairs of hex digits) and a crypto wallet (Bitcoin's
        # bech32 and base58 addresses, Ethereum's): each names one device or one owner.
        Pattern("mac", r"(?<![\w:-])[0-9a-f]{2}([:-])[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}(?![\w:-])"),
        Pattern(
            "wallet",
            r"(?<![\w])(?:bc1[ac-hj-np-z02-9]{25,71}|0x[0-9a-fA-F]{40}|[13](?=[a-z1-9]*[A-Z])(?=[A-Za-z1-9]*[a-z])"
            r"(?=[A-Za-z]*[1-9])[a-km-zA-HJ-NP-Z1-9]{25,34})(?![\w])",
            flags=regex.VERSION1,
        ),
        # A custom emoji in Discord's markup, <:name:id> (<a:name:id> animated): the id is the
        # platform's snowflake, which names the server the emoji belongs to.
        Pattern("platform-id", r"<a?:[\w~\-]{2,32}:(?P<value>\d{15,20})>", flags=regex.VERSION1),
        Pattern("ipv6", r"(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])"),
        Pattern(
            "phone-international",
            rf"(?<![\w+/])(?:\+|00)[1-9]\d{{0,2}}[ ./-]?(?:\(0\)[ ]?)?\(?\d{{1,5}}\)?(?:[ ./-]?\d{{2,}}){{1,4}}"
            rf"{_EXTENSION}(?![\w/])",
        ),
        # "+49 2 34 56 78": after a country code, groups of one digit too.
        Pattern(
            "phone-international",
            r"(?<![\w+/])\+[1-9]\d{0,2} ?(?:\(0\) ?)?\(?\d{1,5}\)?(?: ?[./-] ?| )?\d{1,4}"
            r"(?:(?: ?[./-] ?| )?\d{1,4}){1,7}(?![\w/]|[.,]\d)",
        ),
        # Groups of one to four digits, as DIN 5008 wrote them until 2020 and as people space
        # them to read out: the area code in brackets ("(0 23 04) 88 12 3", tokenised "( 0 23 04 )") or before a slash
        # ("0 29 21 / 5 50 81", "07 11 / 2 34 56-0"); without one of these marks, spaced digits
        # are as often a score or a list.
        Pattern(
            "phone-spaced",
            r"(?<![\w/.,:(])(?:\( ?0(?: ?\d){2,5} ?\)|0(?: ?\d){2,5} ?/) ?\d{1,4}(?: \d{1,4}){0,4}(?:-\d{1,4})?"
            r"(?![\w/.,:]*\d)",
        ),
        # Groups apart by dots after an area code ("0176.123.456.78"); a date has no area code.
        Pattern("phone-dotted", r"(?<![\w/.,:])0[1-9]\d{1,4}(?:\.\d{2,4}){2,4}(?![\w/.,:]*\d)"),
        # French numbers in five pairs apart by dots ("06.12.34.56.78"): a date has no fifth group.
        Pattern("phone-pairs", r"(?<![\w/.,:])0[1-9](?:\.\d{2}){4}(?![\w/.,:]*\d)"),
        # An area code before a slash or a hyphen, the rest in groups apart by dots
        # ("02381/44.55.66", "(0)2381-44.55.66"): an area code is no day, so no date reads so.
        Pattern(
            "phone-area-dotted",
            r"(?<![\w/.,:])(?:\(0\) ?[1-9]\d{1,4}|\(?0[1-9]\d{1,4}\)?) ?[/-] ?\d{2,4}(?:\.\d{2,4}){1,4}(?![\w/.,:]*\d)",
        ),
        Pattern(
            "phone-national",
            r"(?<![\w/.,:])\(?0[1-9]\d{1,4}\)?(?: ?/ ?| ?- ?| )?\d{2,}(?:[ -]?\d{2,}){0,4}(?![\w/.,:]*\d)",
        ),
        # A telephone number as a piece of a file's name (``Chat_Anna_Gerdes_0441-77120.txt``,
        # as a phone or a chat export names a conversation): an area code, a hyphen and the
        # rest, between underscores or before the extension.
        Pattern("phone-in-name", r"(?<=_)0[1-9]\d{1,4}-\d{3,}(?:-\d{1,4})?(?=_|\.\p{L}{2,4}\b)", cert="medium"),
        Pattern(
            "postcode-cue",
            rf"(?:\bD-|\b(?:PLZ|Postleitzahl|zip(?: ?code)?|post ?code|postal code){_CUE_VERB})"
            r"(?P<value>\d{4,5}(?:-\d{4})?)\b",
        ),
        Pattern("postcode-four", rf"\b(?:{_FOUR_DIGIT_PREFIXES})-(?P<value>\d{{4}})\b", flags=regex.VERSION1),
        Pattern("postcode-four-town", r"(?<![\w.,:/\-])(?P<value>[1-9]\d{3})(?= \p{Lu}\p{Ll}+)", flags=regex.VERSION1),
        Pattern("zip-plus-four", r"(?<![\w.,:/\-])\d{5}-\d{4}(?![\w.,:/\-]*\d)"),
        Pattern("postcode-uk", r"\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b", flags=regex.VERSION1),
        Pattern("postcode-uk-cue", rf"\b(?:post ?code|postal code){_CUE_VERB}(?P<value>{_UK_POSTCODE})\b"),
        Pattern("eircode-cue", rf"\b(?:eir ?code|post ?code|postal code){_CUE_VERB}(?P<value>{_EIRCODE})\b"),
        Pattern("eircode", rf"(?<![\w-]){_EIRCODE}(?![\w-])", flags=regex.VERSION1),
        Pattern(
            "phone-nanp",
            # The area code in brackets lets a space part the rest too: "(555) 123 4567".
            rf"(?<![\w+/.-])(?:\( ?\d{{3}} ?\) ?\d{{3}}[-. ]|\d{{3}}[-.]\d{{3}}[-.])\d{{4}}{_EXTENSION}(?![\w/.-]*\d)",
        ),
        Pattern("cue", rf"\b{_CUES}\.?(?: ?[:#=]| ist| is)? ?(?P<value>(?=[\w\-]*\d)\w[\w\-]{{3,}})"),
        # Grouped by spaces or hyphens, or by an en dash, a middle dot or an underscore as people
        # type them to keep a number from being read ("0151–2299–3305", "0151·2299·3306").
        # A letter of another script than the Latin may stand right before them: Chinese, Japanese
        # and Korean write no space between a word and a number ("电话13912345678").
        Pattern("digits", r"(?<![\p{Latin}\p{N}_.,:/\-–])\d(?:[ \-–·_]?\d){5,}(?![\w.,:/]*\d)", flags=regex.VERSION1),
    )

    def _scan(self, post: PostText) -> Iterator[Mention]:
        yield from super()._scan(post)
        # IBANs are not a Pattern: a candidate that fails is tried again shorter (_ibans).
        iban_start = _IBAN_START.search(post.text) is not None
        if iban_start:
            yield from _ibans(post.text)
        yield from _cued_phones(post.text)
        yield from _five_digit_postcodes(post.text)
        yield from bank_codes(post.text, iban_start)

    def validate(self, pattern: Pattern, value: str, match: regex.Match, post: PostText) -> bool:
        kind = pattern.name
        if kind == "cue" and eu_act_before(post.text, match.start()):
            return False  # "Verordnung (EG) Nr. 1071/2009": a law's number
        if kind == "ipv4":
            return all(int(part) <= 255 for part in value.split("."))
        if kind == "ipv6":
            return _ipv6_ok(value)
        if kind == "phone-spaced" and _digits(regex.split(r"[)/]", value)[-1]) < 3:
            return False  # "SCT 070 23 / 20" (a weather report): a subscriber has three digits at least
        if kind == "phone-dotted" and _digits(value) < 9:
            return False  # "Seite 012.34.56": a mobile number written with dots has ten digits or more
        if kind == "phone-pairs" and _counting(value):
            return False  # "01.02.03.04.05": a numbering, no subscriber
        if kind == "phone-area-dotted" and _DATE_INSIDE.search(value):
            return False  # "0815/12.03.2020": a number and a date
        if kind.startswith("phone"):
            return 7 <= _digits(value) <= 15 and not _looks_like_date(value)
        if kind == "postcode-four-town":
            # Four digits before a place are a year as often as a postcode (1990 Mannheim): only
            # a place of a country with four-digit postcodes, and no number that reads as a year.
            return not 1300 <= int(value) <= 2099 and _town_follows(post.text, match.end(), FOUR_DIGIT_SOURCES)
        if kind == "postcode-uk":
            return uk_postcode_here(post.text, match.start(), value)
        if kind == "eircode":
            return eircode_here(post.text, match.start(), match.end(), value)
        if kind == "digits":
            return not (
                _looks_like_date(value)
                or range_or_amount(value)
                or amount_here(post.text, match.start(), match.end())
                or _public_id_before(post.text, match.start())
            )
        return True


# A cue for a telephone number (``Tel.``, ``Fax:``, ``Handy``, ``phone``, ``mob.``, ``☎``) with its
# number word and verb; after one, a number in any grouping is a telephone number.
_PHONE_CUE = lazy(
    r"(?:(?<![\p{L}])(?:tel|telefon|telephone|phone|fon|fax|mobil|mobile|mob|handy|cell|ruf|rufnummer|"
    r"telefonnummer|handynummer|mobilnummer|faxnummer|tel\.?-?nr)\.?|[☎📞📱]\ufe0f?)"
    r"(?:[^\S\n]?(?:nr\.?|no\.?|number|nummer))?[^\S\n]*(?:[:=]|ist(?!\p{L})|is(?!\p{L}))?[^\S\n]*",
    regex.IGNORECASE | regex.VERSION1,
)
# The number: a country code (perhaps with "(0)") or an area code in brackets, then groups of
# digits apart by spaces, slashes, hyphens or dots ("0 29 21 / 5 50 81", "+49 (0) 2 31-7 55").
_PHONE_VALUE = lazy(
    r"(?:\+\d{1,3} ?(?:\( ?0 ?\) ?)?|\( ?0[\d ]{1,8}\) ?)?\d+(?:(?: ?[/\-–] ?| |\.(?=\d))\d+)*(?![\w/]|[.,]\d)",
    regex.VERSION1,
)
_DATE_OR_TIME = lazy(r"\d{1,2}\.\d{1,2}\.\d{2,4}|\d{1,2}[:.]\d{2}")
# A date with its year inside what follows a cue: "Fax: 12.03.2020 10" is a date and an hour.
_DATE_INSIDE = lazy(r"(?<![\d.])\d{1,2}\.\d{1,2}\.(?:19|20)\d\d(?![\d.])")


def _counting(value: str) -> bool:
    """Groups that count up or down by one, or repeat one group (``01.02.03.04.05``)."""
    groups = [int(g) for g in value.split(".")]
    steps = {b - a for a, b in zip(groups, groups[1:], strict=False)}
    return len(steps) == 1 and steps <= {-1, 0, 1}


def _cued_phones(text: str) -> Iterator[Mention]:
    """A telephone number in any grouping right after its cue: six to fifteen digits, no
    date or time."""
    for cue in _PHONE_CUE.finditer(text):
        value = _PHONE_VALUE.match(text, cue.end())
        if value is None or value.start() == cue.start():
            continue
        number = value.group()
        if (
            6 <= _digits(number) <= 15
            and _DATE_OR_TIME.fullmatch(number) is None
            and _DATE_INSIDE.search(number) is None
            and not _looks_like_date(number)
        ):
            yield Mention(value.start(), value.end(), Category.NUMBER, None, "high", "number:phone-cue")


def _ibans(text: str) -> Iterator[Mention]:
    """IBANs in any case, grouped or not. A candidate that runs on into the next group of
    characters (``AT61 1904 3002 3457 3201 1234``) is tried shorter, group by group."""
    for match in _IBAN.finditer(text):
        value = match.group()
        while len(value) >= 15:
            if _iban_ok(value):
                yield Mention(match.start(), match.start() + len(value), Category.NUMBER, None, "high", "number:iban")
                break
            if _iban_shaped(value) and (
                " " in value or "-" in value or _IBAN_CUE.search(text, max(0, match.start() - 30), match.start())
            ):
                # A typo or a made-up number in an IBAN's exact shape, grouped as an IBAN is
                # printed or after its cue: still one account's.
                end = match.start() + len(value)
                yield Mention(match.start(), end, Category.NUMBER, None, "medium", "number:iban-shape")
                break
            shorter = _LAST_GROUP.sub("", value)
            if shorter == value:
                break
            value = shorter


def _five_digit_postcodes(text: str) -> Iterator[Mention]:
    """Five digits (a ZIP+4 too) that their neighbours make a postcode, looked at once per run of
    five digits: a US state before them (``IL 62704``, ``Michigan 48604``) or a town after them
    (``44137 Dortmund``; in lower case a place of the tables: ``44137 dortmund``)."""
    for match in _FIVE_DIGITS.finditer(text):
        # A window, not the whole text before: a post of many numbers stays linear.
        before = _WORD_BEFORE.search(text, max(0, match.start() - 20), match.start())
        state = before.group(1).replace(".", "") if before else ""
        if state in _US_STATES:
            kind = "postcode-us"
        elif state in _US_STATE_NAMES:
            kind = "postcode-us-state"
        elif match.group(2) is not None:
            continue  # a ZIP+4 without a state: the zip-plus-four pattern's
        elif text[match.end() : match.end() + 2][1:2].isupper() and _town_follows(text, match.end()):
            kind = "postcode-town"
        elif text[match.end() : match.end() + 2][1:2].islower() and _town_follows(text, match.end(), places_only=True):
            kind = "postcode-town-lower"
        else:
            continue
        end = match.end() if kind.startswith("postcode-us") else match.end(1)
        yield Mention(match.start(), end, Category.NUMBER, None, "high", f"number:{kind}")


_IBAN_CUE = lazy(
    r"(?<!\p{L})(?:iban|konto\p{L}*|bankverbindung|account|acct|überweis\p{L}*|ueberweis\p{L}*|bank)\W{0,3}\s?$",
    regex.IGNORECASE | regex.VERSION1,
)


def _iban_shaped(value: str) -> bool:
    """An IBAN of its country's length and format whose check digits are wrong (a typo, a number
    made up for an example): with the right check digits it would be valid."""
    compact = stdnum_iban.compact(value.replace("-", ""))
    if len(compact) < 15 or not compact[:2].isalpha() or not compact[2:4].isdigit():
        return False
    try:
        fixed = compact[:2] + stdnum_iban.calc_check_digits(compact) + compact[4:]
    except ValueError:
        return False
    return bool(stdnum_iban.is_valid(fixed, check_country=False))


def _iban_ok(value: str) -> bool:
    # python-stdnum knows each country's IBAN length and format besides the mod-97 checksum:
    # a random code that passes the checksum (one in 97) rarely has its country's shape too.
    # Not the country's own rules (a Belgian bank code must be in its registry): an account of a
    # bank the registry lacks is an account still.
    return stdnum_iban.is_valid(value.replace("-", ""), check_country=False)


# A British postcode's inward code that reads as a memory size ("8GB", "1TB"): after a product's
# model it is one ("MacBook Air M2 8GB", "ThinkPad X1 16GB"), a postcode only on a line of an
# address: alone there, or after a town of the lists ("Leeds LS1 8GB").
_MEMORY_SIZE = lazy(r"\d[GT]B")
_LINE_BREAK = lazy(rf"[\n,{BARRIER}]")


def uk_postcode_here(text: str, start: int, code: str) -> bool:
    """Whether the British postcode shape ``code`` at ``start`` is a postcode here."""
    if _MEMORY_SIZE.fullmatch(code.split()[-1]) is None:
        return True
    line = max((m.end() for m in _LINE_BREAK.finditer(text, max(0, start - 80), start)), default=0)
    before = text[line:start].strip()
    return not before or (before[:1].isupper() and any(e.category == "GPE" for e in places().get(key_of(before))))


# What ends an address's line after its postcode: the line's or the text's end, a comma, a full
# stop or a bracket.
_LINE_ENDS = lazy(rf"[^\S\n]*(?:$|[\n,.;){BARRIER}])")


# An Irish county right before the code, mid-sentence too ("outside Castlebar, Co. Mayo F23 X2Y3
# now"): the county says the shape is an Eircode as a line of its own would.
_IRISH_PLACE_BEFORE = lazy(r"(?<![\p{L}])(?:Co\.?|County)\s\p{Lu}\p{Ll}+,?\s$", regex.VERSION1)
# An Irish town right before it ("Cork T12 R5CP", "Galway, H91 E2K3"), as the Irish place tables know it.
_IRISH_TOWN_BEFORE = lazy(r"(?<![\p{L}])(?P<town>\p{Lu}\p{Ll}+),?\s$", regex.VERSION1)


def eircode_here(text: str, start: int, end: int, code: str) -> bool:
    """Whether the Eircode shape ``code`` (no cue before it) is an Eircode here: in capitals,
    with a digit in its identifier, as the last item of an address's line (the line's start or a
    comma before it, the line's end, a comma or a full stop after it: ``Naas, Co. Kildare, W91
    K7P2.``). Elsewhere the shape is as often a part number or a model (``the A45 D4000``)."""
    identifier = code.replace(" ", "")[3:]
    if not code.isupper() or not any(c.isdigit() for c in identifier):
        return False
    if _IRISH_PLACE_BEFORE.search(text, max(0, start - 40), start) is not None:
        return True
    previous = _IRISH_TOWN_BEFORE.search(text, max(0, start - 40), start)
    if previous is not None and any(e.source == "geonames:IE" for e in places().get(key_of(previous["town"]))):
        return True
    line = max((m.end() for m in _LINE_BREAK.finditer(text, max(0, start - 80), start)), default=0)
    return not text[line:start].strip() and _LINE_ENDS.match(text, end) is not None


def _town_follows(text: str, end: int, sources: frozenset[str] | None = None, places_only: bool = False) -> bool:
    """True if the word after ``end`` names a town: a place of the lists (of ``sources``, if
    given), or (without ``sources`` and ``places_only``) a capitalised word that is no ordinary
    word (a village the lists lack)."""
    following = _NEXT_WORD.search(text, end)
    if following is None:
        return False
    word = following.group().strip(".,;:!?)")
    if word.casefold() in _QUANTITY_WORDS:
        return False
    if any(e.category == "GPE" and (sources is None or e.source in sources) for e in places().get(key_of(word))):
        # In lower case a place must be no ordinary word too: "12000 bis 13000".
        return word[:1].isupper() or not is_common_word(word)
    head, _, district = word.partition("-")
    if district[:1].isupper() and any(e.category == "GPE" for e in places().get(key_of(head))):
        return sources is None  # a town and its district: "44879 Bochum-Linden", "45307 Essen-Kray"
    return sources is None and not places_only and not is_common_word(word)


def _ipv6_ok(value: str) -> bool:
    if value.count(":") < 2 or "::" not in value and value.count(":") < 7:
        return False
    # "::" and "fe80::" are valid addresses but identify no machine, and "::" is chat punctuation.
    if sum(bool(group) for group in value.split(":")) < 3:
        return False
    try:
        ipaddress.IPv6Address(value)
    except ValueError:
        return False
    return True


def _looks_like_date(value: str) -> bool:
    compact = regex.sub(r"\D", "", value)
    # 8-digit runs that read as YYYYMMDD or DDMMYYYY of the last two centuries.
    if len(compact) == 8:
        year_first = (
            compact[:2] in ("19", "20") and 1 <= int(compact[4:6] or 0) <= 12 and 1 <= int(compact[6:8] or 0) <= 31
        )
        year_last = (
            compact[4:6] in ("19", "20") and 1 <= int(compact[2:4] or 0) <= 12 and 1 <= int(compact[0:2] or 0) <= 31
        )
        return year_first or year_last
    return False
