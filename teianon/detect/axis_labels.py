"""The labels of a latitude and a longitude (``Lat: 51.45 Lon: 7.01``, ``Breite 50,94 Länge
6,96``): what :mod:`teianon.detect.coordinates` reads before labelled values, and words that name
no one where they stand before a value, whatever a tagger or a list of first names says of them
(``Lon`` is London to the tagger, ``Long`` a surname). Apart from the detector, so that
:func:`teianon.detect.detect` can ask it before the detectors are loaded."""

from __future__ import annotations

import regex

# The axis as written: English and German, in full and short (``Lat.``, ``Long.``, ``lng``).
LAT_LABEL = r"(?:lat(?:itude)?|breite(?:ngrad)?)"
LON_LABEL = r"(?:lon(?:g(?:itude)?)?|lng|länge(?:ngrad)?)"
# A label right before its value: a full stop, a colon or "=" between, and a number of degrees
# with a decimal or a degree sign ("Lon: 7.01", "Long. 8.5325", "lat=51°"); a label before a
# whole number ("Long 3") may be a word, and stays what the detectors say.
_BEFORE_VALUE = regex.compile(
    rf"(?P<label>{LAT_LABEL}|{LON_LABEL})\.?\s*[:=]?\s*[+\-−]?\d{{1,3}}(?:[.,]\d|\s?[°º˚])", regex.IGNORECASE
)


def coordinate_label(text: str, start: int, stop: int) -> bool:
    """Whether ``text[start:stop]`` is the label of a latitude or a longitude before its value
    (``Lon`` of ``Lat: 51.45 Lon: 7.01``, ``Breite`` of ``Breite 50,94``)."""
    if start > 0 and text[start - 1].isalnum():
        return False
    match = _BEFORE_VALUE.match(text, start)
    return match is not None and match.end("label") == stop
