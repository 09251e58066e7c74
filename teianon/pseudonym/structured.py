"""Surrogates of structured references (pseudonym mode): URLs, e-mail addresses and numbers in
the format of the original, every letter or digit replaced (:mod:`teianon.pseudonym.surrogates`
says what each looks like). A part of :class:`~teianon.pseudonym.pseudonymise.Pseudonymiser`,
which keeps the key's tables these draw from."""

from __future__ import annotations

from typing import Any

import regex
from stdnum import iban as stdnum_iban
from stdnum import numdb

from ..detect.coordinates import OLC_ALPHABET, in_range, is_coordinates, is_plus_code
from ..detect.links import PROFILE_LINK
from ..detect.number_words import is_spelled_number
from ..detect.url import TLDS, WORD_TLDS
from ..replace.inventory import Participant
from . import phones
from . import surrogates as s
from .dates import date_like, is_date

# Words of addresses written out ("name at host dot de"): they stay, the rest is replaced.
_SPELLED = frozenset({"at", "dot", "punkt", "http", "https", "www"})
_IP = regex.compile(r"^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$")
_YEAR = regex.compile(r"^(19|20)\d\d$")
_URL = regex.compile(
    r"^(?P<scheme>[a-z][a-z0-9+.\-]*://)?(?P<www>www\d?\.)?(?P<host>[^/:?#\s]+?)"
    r"(?P<tld>\.[a-z]{2,})(?P<rest>[:/?#].*)?$",
    regex.IGNORECASE,
)

# A MAC address (six pairs of hex digits) and an IPv6 address (hex groups apart by colons).
_MAC = regex.compile(r"[0-9A-Fa-f]{2}(?:[:\-][0-9A-Fa-f]{2}){5}")
_HEX_ADDRESS = regex.compile(r"[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}")
_HEX = "0123456789abcdef"


def hex_like(rng: Any, original: str) -> str:
    """Every hex digit another, in the original's case; the separators as they were."""
    upper = any(c.isupper() for c in original) and not any(c.islower() for c in original)
    out = []
    for c in original:
        if c in "0123456789abcdefABCDEF":
            new = rng.choice(_HEX)
            out.append(new.upper() if upper else new)
        else:
            out.append(c)
    return "".join(out)


# An IBAN as written: the country's code, the check digits, the account in groups or not.
_IBAN = regex.compile(r"[A-Z]{2}\d{2}(?:[\s-]?[A-Z0-9]{1,4}){3,8}", regex.IGNORECASE)
_ASCII_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _iban_country(original: str) -> bool:
    """Whether the first two letters are a country's that has IBANs (python-stdnum's registry):
    a typo in the account keeps its country too."""
    return bool(numdb.get("iban").info(original[:2].upper())[0][1])


def iban_like(rng: Any, original: str) -> str:
    """Another IBAN of the same country and format: the country's code kept (it names no one and
    says which format follows), every digit of the account another digit and every letter
    another letter A–Z, the grouping as written, and the check digits of the new account (the
    IBAN checksum passes; a country's own check digits inside the account, Spain's or France's,
    mostly do not)."""
    country, body = original[:2], original[4:]
    groups = frozenset(regex.findall(r"\d{2,}", body))

    def draw() -> str:
        return "".join(
            rng.choice("0123456789") if c.isdigit() else rng.choice(_ASCII_UPPER) if c.isalpha() else c for c in body
        )

    def check_of(account: str) -> str:
        return str(stdnum_iban.calc_check_digits(country.upper() + "00" + regex.sub(r"[\s-]", "", account).upper()))

    account = draw()
    check = check_of(account)
    # No group of the account comes back, as with any number, and neither do the check digits:
    # with the country's code they are the first group as written (``DE44``), which a tokenised
    # chat holds as a token of its own, and the audit would find it there.
    for _ in range(20):
        if not groups.intersection(regex.findall(r"\d{2,}", account)) and check != original[2:4]:
            break
        account = draw()
        check = check_of(account)
    account = "".join(a.lower() if o.islower() else a for a, o in zip(account, body, strict=True))
    return country + check + account


# The top-level domains a surrogate keeps as they are, and those it gives instead of another.
_COMMON_TLDS = frozenset(TLDS) | frozenset(WORD_TLDS)
_PLAIN_TLDS = (".com", ".net", ".org", ".de", ".eu", ".info")


class StructuredSurrogates:
    """URL, e-mail and number surrogates, drawn through the key's tables of the class that
    inherits them (``_part``) and shaped like a participant's name where a mailbox is one."""

    salt: str
    participants: dict[str, Participant]

    def _part(self, kind: str, original: str, make: Any) -> str:
        raise NotImplementedError

    def participant_form(self, person: Participant, form: str, lang: str) -> str:
        raise NotImplementedError

    def _make(self, category: str, original: str, lang: str) -> str | None:
        raise NotImplementedError

    def _profile_user(self, user: str) -> str:
        """The surrogate of a user's name in a profile link: the participant's, where one goes
        by it (a wiki writes ``MiszaBot_I`` for ``MiszaBot I``), else a nickname's of its own."""
        for form in (user, user.replace("_", " ")):
            owner = self.participants.get(s.fold(form))
            if owner is not None:
                return self.participant_form(owner, form, owner.lang).replace(" ", "_")
        return (self._make("NICK", user, "") or self._scramble("path", user)).replace(" ", "_")

    def _url(self, original: str) -> str:
        profile = PROFILE_LINK.match(original)
        if profile:
            rest = profile["rest"] or ""
            return (
                profile["frame"]
                + self._profile_user(profile["user"])
                + (self._scramble("path", rest) if rest.strip("/#?") else rest)
            )
        match = _URL.match(original)
        if not match:
            return self._scramble("URL", original)
        host = ".".join(self._scramble("host", label) for label in match["host"].split("."))
        rest = match["rest"] or ""
        return (
            (match["scheme"] or "")
            + (match["www"] or "")
            + host
            + self._tld(match["tld"])
            + (self._scramble("path", rest) if rest.strip("/") else rest)
        )

    def _tld(self, tld: str) -> str:
        """A top-level domain of the common ones stays; another one (``.hamburg``, ``.london``,
        ``.studio``) may name a town or a trade and becomes one of the common ones."""
        if tld[1:].casefold() in _COMMON_TLDS:
            return tld
        return self._part("tld", tld, lambda rng: rng.choice(_PLAIN_TLDS))

    def _email(self, original: str) -> str:
        # Written out to dodge spam filters ("sky88 at example dot com"): the surrogate is a plain
        # address, so that nothing of the original's form stays.
        parts = s.email_parts(original)
        if parts is None:
            return self._scramble("mailbox", original)
        local, domain = parts
        if s.fold(domain) not in s.MAIL_PROVIDERS:
            domain = self._url(domain)
        owner = self.participants.get(s.fold(local))
        mailbox = self.participant_form(owner, local, owner.lang) if owner else self._scramble("mailbox", local)
        return mailbox + "@" + domain

    def _number(self, original: str) -> str:
        if is_spelled_number(original):  # "null eins sieben …": other number words
            return self._part("spelled", original, lambda rng: s.spelled_digits_like(rng, original))
        if is_coordinates(original):  # another place in the same format, not digits at random
            head, query, rest = original.partition("?")
            moved = self._part("coordinates", head, lambda rng: s.coordinates_like(rng, head, in_range))
            # A geo: URI's ?q= holds an address: scrambled as any number's letters and digits.
            return moved + query + (self._scramble("number", rest) if rest else "")
        if is_plus_code(original):  # another plus code, in the code's own alphabet
            return self._part("plus-code", original, lambda rng: plus_code_like(rng, original))
        if is_date(original):  # a date of birth: another date in its form
            return self._part("date", original, lambda rng: date_like(rng, original))
        if _IBAN.fullmatch(original) and _iban_country(original):
            return self._part("iban", original, lambda rng: iban_like(rng, original))
        if _HEX_ADDRESS.fullmatch(original) and any(c.isalpha() for c in original) or _MAC.fullmatch(original):
            # A MAC or an IPv6 address: other hex digits, separators and case kept (not letters
            # beyond F, which no such address has).
            return self._part("hex", original, lambda rng: hex_like(rng, original))
        ip = _IP.match(original)
        rng = s.Random(self.salt, "NUMBER", original)
        if ip and all(int(g) <= 255 for g in ip.groups()):
            return ".".join(str(rng.randint(1, 254)) for _ in range(4))
        if _YEAR.match(original):
            return str(int(original) + rng.choice((-2, -1, 1, 2)))
        # No group of two digits or more of the number comes back anywhere in its surrogate
        # (``+31 6 41 88`` never ``+31 6 20 41``), the country code's digits neither.
        groups = frozenset(g for g in regex.findall(r"\d{2,}", original))
        phone = phones.parse(original)
        if phone is not None:
            return self._phone(phone, groups)
        country = regex.match(r"^\+\d{1,3}\b", original)
        if country:  # the country code of a phone number says little and keeps it readable
            return country.group(0) + self._scramble("number", original[country.end() :], groups)
        return self._scramble("number", original, groups)

    def _phone(self, phone: phones.Phone, groups: frozenset[str]) -> str:
        """One surrogate per subscriber number, in each form's shape (:mod:`.phones`): the
        header's ``+49 171 …`` and the text's ``0049 171 …`` stay one number, their codes kept."""

        def make(rng: Any) -> str:
            drawn = s.digits_like(rng, phone.subscriber)
            for _ in range(20):
                written = phones.phone_like(phone, drawn)
                # The country code stays; a trunk 0 belongs to the first group ("030").
                shown = written if phone.head == "0" else written[len(phone.head) :]
                if not groups.intersection(regex.findall(r"\d+", shown)):
                    break
                drawn = s.digits_like(rng, phone.subscriber)
            return drawn

        digits = self._part("phone", phone.subscriber, make)
        return phones.phone_like(phone, digits)

    def _scramble(self, kind: str, text: str, avoid: frozenset[str] = frozenset()) -> str:
        """Every run of letters a pseudo-word of its length, every run of digits other digits,
        none of them one of ``avoid`` (drawn again, a few times at most)."""

        def draw(rng: Any) -> str:
            out = []
            for segment in s.segments(text):
                if s.fold(segment) in _SPELLED:
                    out.append(segment)
                elif segment.isdigit():
                    out.append(s.digits_like(rng, segment))
                elif segment[:1].isalpha():
                    out.append(s.case_like(s.pseudo_word(rng, len(segment))[: max(len(segment), 1)], segment))
                else:
                    out.append(segment)
            return "".join(out)

        def make(rng: Any) -> str:
            drawn = draw(rng)
            for _ in range(20):
                if not avoid.intersection(regex.findall(r"\d+", drawn)):
                    break
                drawn = draw(rng)
            return drawn

        return self._part(kind, text, make)


def plus_code_like(rng: Any, code: str) -> str:
    """Another plus code of the shape of ``code``: each character of the code another of the
    Open Location Code alphabet (no vowels, no look-alikes), in its case; a full code's first two
    characters within the ranges of latitude and longitude (``2``–``C``, ``2``–``V``), so that
    the surrogate is a code a reader could look up, and ``+`` where it was. A code typed in lower
    case keeps its letters in lower case."""
    head = code.split("+", 1)[0]
    full = len(head) == 8
    lower = code.islower()  # typed in lower case in chat: every letter of the surrogate too
    out = []
    for k, char in enumerate(code):
        if char == "+":
            out.append(char)
            continue
        alphabet = OLC_ALPHABET[:9] if full and k == 0 else OLC_ALPHABET[:18] if full and k == 1 else OLC_ALPHABET
        choices = [c for c in alphabet if c != char.upper()]
        new = rng.choice(choices)
        out.append(new.lower() if lower else new)
    return "".join(out)
