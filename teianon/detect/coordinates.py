"""NUMBER: geographic coordinates, a place as precise as a house, written as numbers.

A location shared in a chat (WhatsApp's ``Standort: https://maps.google.com/?q=51.45,7.01``,
iOS's ``location: https://maps.apple.com/?ll=…``, a pair copied from a map) says where someone
lives or meets as surely as a street address. DOCC 2.1 has no category of its own for
coordinates; NUMBER is the one that fits (a string of digits that leads to a person), so that
``51.4556, 7.0116`` becomes ``[_NUMBER-1_]``. Each pair is one mention; the rules, in the
``number`` family (``@ana`` reads ``teianon:number.coordinates``):

- ``number:coordinates``: decimal degrees, latitude first, with a sign or none, a comma, a
  semicolon, a slash or white space between (``51.4556, 7.0116``, ``-33.8688 151.2093``,
  ``51.4556/7.0116`` as map sites write a position; with German decimal commas the halves are
  parted by white space, a semicolon or a slash: ``51,4556 7,0116``); both with four
  decimals or more (``3.5, 2.0``, prices, versions and German thousands ``12.345`` have fewer),
  or, right after a map link's key (``?q=``, ``ll=``, ``@``), with one or more.
- ``number:coordinates-hemisphere``: both halves with a hemisphere letter before or after them
  (``N``/``S``; ``E``/``W`` and the German ``O`` for Ost), in decimal degrees with two decimals
  or more (``51.4556° N, 7.0116° O``), or in degrees and minutes, perhaps seconds, with ``°``,
  ``′``/``'`` and ``″``/``"`` (``N 51° 27.3′ E 7° 0.7′``, ``51°27'20.2"N 7°00'42.0"E``), or as
  geocachers write them (``N 51 27.300 E 007 00.700``); either half first.
- ``number:coordinates-labelled``: ``lat``/``latitude``/``Breite`` and ``lon``/``lng``/
  ``longitude``/``Länge`` before the values (``lat: 51.4556, lon: 7.0116``, also the longitude
  first: ``lng: 7.0116, lat: 51.4556``): each value a mention, the labels stay (and are no
  name, whatever a tagger or a list says of ``Lon`` or ``Long``: :mod:`teianon.detect.axis_labels`).
- ``number:geo-uri``: a ``geo:`` URI (RFC 5870) whole, with its altitude, parameters and an
  Android ``?q=`` address (``geo:51.4556,7.0116``, ``geo:0,0?q=Musterstraße+12``).

Every value is range-checked: a latitude within −90..90, a longitude within −180..180, minutes
and seconds below 60. Not coordinates: a list of three or more decimals (``0.1234, 0.5678,
0.9012``: a table, not a place), two values below 1 without a hemisphere (p-values), dates,
times, scores (``2:1``), version numbers, IP addresses (``number:ipv4``), money (``1.234,56``),
a temperature (``21.5°``) and angles (``30° 15′`` without hemispheres).

A place is also written as a code that a map service resolves to a few metres, NUMBER as the
coordinates are:

- ``number:what3words``: a what3words address, three words with full stops after ``///``
  (``///index.home.raft``) or after ``what3words``/``w3w`` (``w3w: index.home.raft``);
- ``number:plus-code``: an Open Location Code (Google's plus code), whole (``9F4MGC2M+FV``: eight
  characters of its alphabet, the first two in the ranges of latitude and longitude, ``+``, two
  or three more) or short (``GC2M+FV Essen``: four or six before ``+``, the town stays); in
  capitals, with a digit and a letter before the ``+`` (``2345+67`` is a sum).

- ``number:grid``: a military grid reference (MGRS, the German ``UTMREF``): the UTM zone
  and its latitude band, the 100 km square's two letters, and easting and northing of equal
  length, joined or spaced (``32UMC6301282471``, ``32U MC 63012 82471``), six digits at least
  (four after ``MGRS``/``UTMREF``/``grid``); and a UTM position, the zone with its band and the
  easting's six and the northing's seven digits (``32U 463012 5782471``, ``32U 463012E
  5782471N``). The zone stays with the value; the cue stays.

Map links are URLs: :mod:`teianon.detect.links` never keeps one that carries coordinates or an
address as a public link, so it is replaced whole.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import DocumentContext, register
from .axis_labels import LAT_LABEL as _LAT_LABEL
from .axis_labels import LON_LABEL as _LON_LABEL
from .patterns import Pattern, PatternDetector

_SIGN = r"[+\-−]"
_DEG = r"[°º˚]"
_MIN = r"(?:['′’´‘]|min\b)"
_SEC = r"(?:\"|″|''|′′|’’|”|“|sec\b)"
# Degrees and minutes (perhaps seconds), decimal degrees with two decimals or more, and the
# geocachers' degrees and decimal minutes without a sign (only after a hemisphere letter).
_DMS = rf"\d{{1,3}}\s?{_DEG}\s?\d{{1,2}}(?:[.,]\d+)?(?:\s?{_MIN}(?:\s?\d{{1,2}}(?:[.,]\d+)?\s?{_SEC})?)?"
_DECIMAL = rf"\d{{1,3}}[.,]\d{{2,}}(?:\s?{_DEG})?"
_CACHE = r"\d{1,3}\s\d{1,2}[.,]\d{3}"
_EDGE_BEFORE = r"(?<![\p{L}\p{N}.,])"
_EDGE_AFTER = r"(?![\p{L}\p{N}])"


def _half(letters: str) -> str:
    """A value with its hemisphere letter before it or after it."""
    return (
        rf"(?:{_EDGE_BEFORE}[{letters}]\s?(?:{_DMS}|{_CACHE}|{_DECIMAL})"
        rf"|{_EDGE_BEFORE}(?:{_DMS}|{_DECIMAL})\s?[{letters}]{_EDGE_AFTER})"
    )


_LAT = _half("NS")
_LON = _half("EWO")
_BETWEEN = r"\s*[,;/|]?\s*"
# A decimal number of a list before or after the pair: the pair is part of a table.
_LIST_BEFORE = r"(?<!\d[.,]\d+(?:\s*[,;/]\s*|\s+))"
_LIST_AFTER = rf"(?!(?:\s*[,;/]\s*|\s+){_SIGN}?\d+\.\d{{3,}})"
# The keys of a map link right before its coordinates: ?q=, &ll=, @ (Google's /@lat,lon,15z).
_MAP_KEY = r"(?:(?<=[?&;](?:q|ll|sll|center|daddr|saddr|destination|origin|query|cp|coords?|point)=)|(?<=/@))"

_LABELLED_VALUE = rf"(?:{_SIGN}?\d{{1,3}}[.,]\d{{2,}}|{_DMS})(?:\s?{_DEG})?(?:\s?[NSEWO](?![\p{{L}}\p{{N}}]))?"
# Latitude first, or the longitude (as GeoJSON and some apps write "lng: 7.0116, lat: 51.4556"):
# "a" is the latitude either way.
_LABELLED = lazy(
    rf"\b(?:{_LAT_LABEL}\.?\s*[:=]?\s*(?P<a>{_LABELLED_VALUE})[\s,;&/|]{{0,4}}"
    rf"{_LON_LABEL}\.?\s*[:=]?\s*(?P<b>{_LABELLED_VALUE})"
    rf"|{_LON_LABEL}\.?\s*[:=]?\s*(?P<b>{_LABELLED_VALUE})[\s,;&/|]{{0,4}}"
    rf"{_LAT_LABEL}\.?\s*[:=]?\s*(?P<a>{_LABELLED_VALUE}))",
    regex.IGNORECASE | regex.VERSION1,
)
_NUMBERS = lazy(r"\d+(?:[.,]\d+)?")
_HEMISPHERE = lazy(r"(?<![\p{L}])[NSEWO](?![\p{L}])", regex.VERSION1)


def _value(text: str) -> float | None:
    """Degrees of one half (``51.4556``, ``51° 27.3′``, ``N 51 27.300``), signed, or None where
    its minutes or seconds are out of range."""
    numbers = [float(n.replace(",", ".")) for n in _NUMBERS.findall(text)]
    if not numbers or len(numbers) > 3:
        return None
    degrees, *rest = numbers
    if rest and degrees != int(degrees):
        return None  # decimal degrees with minutes after them
    if any(part >= 60 for part in rest) or (len(rest) == 2 and rest[0] != int(rest[0])):
        return None  # minutes or seconds out of range, decimal minutes before seconds
    value = degrees + sum(part / 60**i for i, part in enumerate(rest, 1))
    hemisphere = _HEMISPHERE.search(text)
    negative = text.lstrip().startswith(("-", "−")) or (hemisphere is not None and hemisphere.group() in "SW")
    return -value if negative else value


def _is_latitude(text: str, first: bool) -> bool:
    hemisphere = _HEMISPHERE.search(text)
    return hemisphere.group() in "NS" if hemisphere else first


def _pair_ok(a: str, b: str) -> bool:
    """Both values in range: the latitude within −90..90, the longitude within −180..180."""
    first, second = _value(a), _value(b)
    if first is None or second is None:
        return False
    lat_first = _is_latitude(a, True)
    if lat_first == _is_latitude(b, False):
        return False  # two latitudes or two longitudes
    lat, lon = (first, second) if lat_first else (second, first)
    return abs(lat) <= 90 and abs(lon) <= 180


@register
class CoordinatesDetector(PatternDetector):
    linear = True
    name = "coordinates"
    categories = frozenset({Category.NUMBER})
    category = Category.NUMBER
    # Every form has a digit followed by a decimal point or comma, a degree sign or a space
    # and digits (the geocachers' minutes): a post without "\d[.,°º˚ ]\d"-like pairs is passed over.
    REQUIRES = lazy(r"\d\s?[.,°º˚]|\d \d")
    PATTERNS = (
        Pattern(
            "geo-uri",
            rf"\bgeo:{_SIGN}?\d{{1,3}}(?:\.\d+)?,{_SIGN}?\d{{1,3}}(?:\.\d+)?(?:,{_SIGN}?\d+(?:\.\d+)?)?"
            r"(?:;[\w\-.=%]+)*(?:\?[^\s<>\"\ue000]*)?",
        ),
        Pattern(
            "coordinates-hemisphere", rf"(?P<a>{_LAT}){_BETWEEN}(?P<b>{_LON})|(?P<a>{_LON}){_BETWEEN}(?P<b>{_LAT})"
        ),
        Pattern(
            "coordinates",
            rf"(?<![\w.,+\-−]){_LIST_BEFORE}(?P<a>{_SIGN}?\d{{1,2}}\.\d{{4,}})(?:\s?{_DEG})?(?:\s*[,;/]\s*|\s+)"
            rf"(?P<b>{_SIGN}?\d{{1,3}}\.\d{{4,}})(?:\s?{_DEG})?(?![\w°º˚]|[.,]?\d){_LIST_AFTER}",
            cert="medium",
        ),
        # German writes the decimal comma ("48,1374 11,5755"): then the halves are parted by
        # white space, a semicolon or a slash, never by a comma.
        Pattern(
            "coordinates-comma",
            rf"(?<![\w.,+\-−]){_LIST_BEFORE}(?P<a>{_SIGN}?\d{{1,2}},\d{{4,}})(?:\s?{_DEG})?(?:\s*[;/]\s*|\s+)"
            rf"(?P<b>{_SIGN}?\d{{1,3}},\d{{4,}})(?:\s?{_DEG})?(?![\w°º˚]|[.,]?\d)"
            rf"(?!(?:\s*[;/]\s*|\s+){_SIGN}?\d+,\d{{3,}})",
            cert="medium",
        ),
        Pattern(
            "coordinates-map",
            rf"{_MAP_KEY}(?P<a>{_SIGN}?\d{{1,2}}\.\d+)(?:,|%2C|,\s)(?P<b>{_SIGN}?\d{{1,3}}\.\d+)(?![\w.]*\d)",
        ),
    )

    def _scan(self, post: PostText) -> Iterator[Mention]:
        for mention in super()._scan(post):
            # The map-key rule is number:coordinates too: the same finding, a looser shape.
            if mention.source == "coordinates:coordinates-map":
                yield Mention(mention.start, mention.end, mention.category, None, "high", "number:coordinates")
            elif mention.source == "coordinates:coordinates-comma":
                yield Mention(mention.start, mention.end, mention.category, None, mention.cert, "number:coordinates")
            else:
                yield Mention(
                    mention.start,
                    mention.end,
                    mention.category,
                    None,
                    mention.cert,
                    "number:" + mention.source.partition(":")[2],
                )
        for match in _LABELLED.finditer(post.text):
            if _pair_ok(match.group("a"), match.group("b")):
                for group in ("a", "b"):
                    start, end = match.span(group)
                    yield Mention(start, end, Category.NUMBER, None, "high", "number:coordinates-labelled")

    def analyze(self, post: PostText, context: DocumentContext) -> list[Mention]:
        found = super().analyze(post, context)
        text = post.text
        # Each code has a "+", "///", a "3" ("w3w") or a zone's digit and band: most posts have none.
        if _CODE_HINT.search(text) is not None:
            found.extend(_location_codes(text))
        return found

    def validate(self, pattern: Pattern, value: str, match: regex.Match, post: PostText) -> bool:
        return _match_ok(pattern.name, value, match)


# The plus codes' alphabet (no vowels, no look-alikes) and the what3words forms.
_OLC = "[23456789CFGHJMPQRVWX]"
_PLUS_CODE = lazy(
    rf"(?<![\p{{L}}\p{{N}}+])(?P<head>[2-9C][2-9CFGHJMPQRV]{_OLC}{{6}}|{_OLC}{{4}}(?:{_OLC}{{2}})?)\+{_OLC}{{2,3}}"
    r"(?![\p{L}\p{N}+])",
    regex.VERSION1,
)
_W3W = lazy(
    r"(?:(?<![\w/:])///|(?<![\p{L}])(?:what3words|w3w)(?:\s(?:address|adresse))?\s?[:\-]?\s?(?:///)?)"
    r"(?P<words>\p{L}+\.\p{L}+\.\p{L}+)(?![\p{L}\p{N}]|\.\p{L})",
    regex.IGNORECASE | regex.VERSION1,
)
# A UTM zone (1 to 60) and its latitude band (C to X, no I or O).
_ZONE = r"(?<![\p{L}\p{N}])(?:0?[1-9]|[1-5]\d|60)\s?[C-HJ-NP-X]"
_MGRS = lazy(
    rf"{_ZONE}\s?[A-HJ-NP-Z][A-HJ-NP-V](?:(?P<joined>\d{{4,10}})|\s(?P<east>\d{{2,5}})\s(?P<north>\d{{2,5}}))"
    r"(?![\p{L}\p{N}])",
    regex.VERSION1,
)
_UTM = lazy(
    rf"{_ZONE}\s(?:E\s?)?\d{{6}}(?:\s?m?\s?E)?\s(?:N\s?)?\d{{7}}(?:\s?m?\s?N)?(?![\p{{L}}\p{{N}}])", regex.VERSION1
)
_GRID_CUE = lazy(r"(?i:mgrs|utmref|utm|grid(?:\sref(?:erence)?)?|planquadrat|gitter)\W{0,3}$")
_MIN_GRID_DIGITS = 6


def _grid_references(text: str) -> Iterator[Mention]:
    for match in _MGRS.finditer(text):
        digits = match["joined"] or match["east"] + match["north"]
        even = len(digits) % 2 == 0 if match["joined"] else len(match["east"]) == len(match["north"])
        cued = _GRID_CUE.search(text, max(0, match.start() - 12), match.start()) is not None
        if even and (len(digits) >= _MIN_GRID_DIGITS or cued):
            yield Mention(match.start(), match.end(), Category.NUMBER, None, "high", "number:grid")
    for match in _UTM.finditer(text):
        yield Mention(match.start(), match.end(), Category.NUMBER, None, "high", "number:grid")


# What every location code has (a post without one is passed over at the cost of this search).
_CODE_HINT = re.compile(
    r"\d\s?[C-HJ-NP-X]\s?(?:[A-HJ-NP-Z][A-HJ-NP-V]|\d{6})|///|[2-9CFGHJMPQRVWXcfghjmpqrvwx]\+[2-9CFGHJMPQRVWXcfghjmpqrvwx]|[wW]3[wW]|[wW][hH][aA][tT]3"
)


OLC_ALPHABET = "23456789CFGHJMPQRVWX"


def is_plus_code(text: str) -> bool:
    """``text`` is a whole plus code as :func:`_location_codes` finds it (any case)."""
    return _PLUS_CODE.fullmatch(text.upper()) is not None


def _location_codes(text: str) -> Iterator[Mention]:
    for match in _W3W.finditer(text):
        # The slashes are the address's own mark; after a cue word the cue stays.
        start = match.start() if match.group().startswith("///") else match.start("words")
        yield Mention(start, match.end(), Category.NUMBER, None, "high", "number:what3words")
    yield from _grid_references(text)
    for match in _PLUS_CODE.finditer(text):
        head = match["head"]
        if any(c.isdigit() for c in head) and any(c.isalpha() for c in head):
            yield Mention(match.start(), match.end(), Category.NUMBER, None, "high", "number:plus-code")
    # A code typed in lower case in chat (``9g8f+6x``): read in capitals, with two digits in its head
    # at least, since lower-case letters of the code's alphabet glued with "+" are rarer as a code.
    upper = text.upper()
    if len(upper) == len(text):
        for match in _PLUS_CODE.finditer(upper):
            original = text[match.start() : match.end()]
            if original.islower() and sum(c.isdigit() for c in match["head"]) >= 2:
                yield Mention(match.start(), match.end(), Category.NUMBER, None, "high", "number:plus-code")


def _match_ok(rule: str, value: str, match: regex.Match) -> bool:
    """What :meth:`CoordinatesDetector.validate` checks: the values in range, and no pair of
    bare decimals below 1."""
    if rule == "geo-uri":
        head = value[4:].split(";", 1)[0].split("?", 1)[0].split(",")
        return _pair_ok(head[0], head[1]) or "?" in value
    a, b = match.group("a"), match.group("b")
    if not _pair_ok(a, b):
        return False
    if rule in ("coordinates", "coordinates-comma"):
        # Two values below 1 are probabilities or shares far more often than the Gulf of Guinea.
        first, second = (float(v.replace("−", "-").replace(",", ".")) for v in (a, b))
        return not (abs(first) < 1 and abs(second) < 1)
    return True


_SINGLE = lazy(rf"(?:[NSEWO]\s?)?(?:{_SIGN}?\d{{1,3}}[.,]\d{{2,}}(?:\s?{_DEG})?|{_DMS})(?:\s?[NSEWO])?", regex.VERSION1)


def is_coordinates(text: str) -> bool:
    """Whether ``text`` is a coordinate pair or ``geo:`` URI as the detector finds them, or one
    labelled value (``51.4556``, ``51° 27.3′ N``) in range: what pseudonym mode gives a
    coordinate surrogate (:func:`teianon.pseudonym.surrogates.coordinates_like`)."""
    text = text.strip()
    for pattern in CoordinatesDetector.PATTERNS:
        if pattern.name == "coordinates-map":
            continue
        match = pattern.compiled.fullmatch(text)  # type: ignore[attr-defined]
        if match is not None and _match_ok(pattern.name, text, match):
            return True
    if _SINGLE.fullmatch(text):
        value = _value(text)
        return value is not None and abs(value) <= 180
    return False


def in_range(text: str) -> bool:
    """Whether every value of a coordinate text (a pair, a ``geo:`` URI's pair, one value) is in
    range: what a surrogate must keep."""
    text = text.strip()
    if text.startswith("geo:"):
        head = text[4:].split(";", 1)[0].split("?", 1)[0].split(",")
        return len(head) >= 2 and _pair_ok(head[0], head[1])
    for pattern in CoordinatesDetector.PATTERNS[1:4]:
        match = pattern.compiled.fullmatch(text)  # type: ignore[attr-defined]
        if match is not None:
            return _pair_ok(match.group("a"), match.group("b"))
    value = _value(text)
    return value is not None and abs(value) <= 180
