"""The labels of coordinates name no one (issue 39's review): in ``Lat: 51.45 Lon: 7.01`` the
tagger read ``Lon`` as a place (London) and a list of first names as a person; the values stay
NUMBER, in either order. Made-up positions."""

from __future__ import annotations

import pytest
from detector_helpers import view

from teianon.annotate.resolve import select
from teianon.detect import DocumentContext, detect, loaded_detectors
from teianon.detect.axis_labels import coordinate_label
from teianon.mention import Category


def _proposed(text: str) -> list[tuple[str, Category]]:
    post = view(text)
    mentions = select(detect(post, DocumentContext(), loaded_detectors(None, "crf")))
    return [(post.text[m.start : m.end], m.category) for m in mentions]


@pytest.mark.parametrize(
    "text, values",
    [
        ("Treffpunkt Lat: 51.45 Lon: 7.01 bis gleich", ["51.45", "7.01"]),
        ("LAT: 53.55 LON: 9.99", ["53.55", "9.99"]),
        ("lat 48.137, lon 11.575 is where we are", ["48.137", "11.575"]),
        ("Lat 51.45 / Lon 7.01", ["51.45", "7.01"]),
        ("Standort: Lat. 52.0302, Long. 8.5325", ["52.0302", "8.5325"]),
        ("Breite: 51,4556 Länge: 7,0116", ["51,4556", "7,0116"]),
        ("Breitengrad 50.9412 Längengrad 6.9581", ["50.9412", "6.9581"]),
        # The longitude first, as GeoJSON and some apps write it.
        ("lng: 7.0116, lat: 51.4556", ["7.0116", "51.4556"]),
        ("Long. 13.4050 Lat. 52.5200 ist das Haus", ["13.4050", "52.5200"]),
    ],
)
def test_the_labels_are_no_names_and_the_values_are_numbers(text, values):
    found = _proposed(text)
    assert [t for t, c in found if c != Category.NUMBER] == [], found
    assert [t for t, c in found if c == Category.NUMBER] == values, found


@pytest.mark.parametrize(
    "text, start, stop, label",
    [
        ("Lat: 51.45 Lon: 7.01", 11, 14, True),
        ("Long. 8.5325", 0, 4, True),
        ("Länge 6,96", 0, 5, True),
        ("lat=51°", 0, 3, True),
        # Not before a value of degrees: a word, or a name, as the detectors say.
        ("Lon hat angerufen", 0, 3, False),
        ("Long Beach", 0, 4, False),
        ("die Länge 3 m", 4, 9, False),
        ("Salon 7.01", 2, 5, False),
    ],
)
def test_a_label_stands_before_its_value(text, start, stop, label):
    assert coordinate_label(text, start, stop) is label
