"""Coordinates and shared locations (a red team's finding): decimal pairs, degrees and minutes,
``geo:`` URIs and map links are replaced, in the text and through ``teianon run`` in both
modes, and dates, times, scores, versions, money, temperatures and angles are not taken."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import T
from detector_helpers import found, view
from test_numbers_addresses_run import CHAT

from teianon.annotate.resolve import select
from teianon.cli import main
from teianon.detect import DocumentContext, build_detectors, detect
from teianon.detect.coordinates import in_range, is_coordinates
from teianon.detect.links import is_map_link, is_public_link
from teianon.pseudonym.surrogates import coordinates_like
from teianon.read.xmlio import parse_file


def coordinates(text: str) -> list[tuple[str, str]]:
    post = view(text)
    mentions = select(detect(post, DocumentContext(), build_detectors(["coordinates"])))
    return [(post.text[m.start : m.end], m.source) for m in mentions]


@pytest.mark.parametrize(
    "text, expected, rule",
    [
        # German and English chat lines
        ("treffen uns bei 51.4556, 7.0116 ok?", "51.4556, 7.0116", "number:coordinates"),
        ("bin hier: 51.45561 7.01162", "51.45561 7.01162", "number:coordinates"),
        ("meet me at -33.8688, 151.2093 tomorrow", "-33.8688, 151.2093", "number:coordinates"),
        ("pub is at 51.5074,-0.1278 lol", "51.5074,-0.1278", "number:coordinates"),
        ("NYC 40.7128; -74.0060", "40.7128; -74.0060", "number:coordinates"),
        ("Position 50.73412/7.09865 passt", "50.73412/7.09865", "number:coordinates"),
        ("tokenised 51.4556 , 7.0116 .", "51.4556 , 7.0116", "number:coordinates"),
        ("wir stehen bei N 51° 27.3′ E 7° 0.7′, kommt", "N 51° 27.3′ E 7° 0.7′", "number:coordinates-hemisphere"),
        ("Haus: 51°27'20.2\"N 7°00'42.0\"E", "51°27'20.2\"N 7°00'42.0\"E", "number:coordinates-hemisphere"),
        ("51° 27′ 20″ N, 7° 0′ 42″ O ist der Garten", "51° 27′ 20″ N, 7° 0′ 42″ O", "number:coordinates-hemisphere"),
        ("Standort 51.4556° N, 7.0116° O", "51.4556° N, 7.0116° O", "number:coordinates-hemisphere"),
        ("cache at N 51 27.300 E 007 00.700", "N 51 27.300 E 007 00.700", "number:coordinates-hemisphere"),
        ("E 7° 0.7′ N 51° 27.3′", "E 7° 0.7′ N 51° 27.3′", "number:coordinates-hemisphere"),
        ("33°52'04\"S 151°12'36\"E, Sydney", "33°52'04\"S 151°12'36\"E", "number:coordinates-hemisphere"),
        ("tokenised 51 ° 27 ' 20.2 \" N 7 ° 00 ' 42.0 \" E .", "51 ° 27 ' 20.2 \" N 7 ° 00 ' 42.0 \" E",
         "number:coordinates-hemisphere"),
        ("öffne geo:51.4556,7.0116 in der app", "geo:51.4556,7.0116", "number:geo-uri"),
        ("geo:51.4556,7.0116,120;u=35 ist es", "geo:51.4556,7.0116,120;u=35", "number:geo-uri"),
        ("android: geo:0,0?q=Musterstraße+12,+Essen", "geo:0,0?q=Musterstraße+12,+Essen", "number:geo-uri"),
        # WhatsApp and iOS location shares: the pair inside the link is found too (the URL rule
        # replaces the whole link; this is the fallback should a link be kept).
        ("Standort: https://maps.google.com/?q=51.45,7.01", "51.45,7.01", "number:coordinates"),
        ("location: https://maps.apple.com/?ll=51.4556,7.0116&q=Dropped%20Pin", "51.4556,7.0116",
         "number:coordinates"),
        ("https://www.google.com/maps/@51.4556,7.0116,15z", "51.4556,7.0116", "number:coordinates"),
        # German decimal commas, the halves parted by a space, a semicolon or a slash
        ("wir sind bei 52,37912 9,73218 am Tor", "52,37912 9,73218", "number:coordinates"),
        ("Treffpunkt 47,2692; 11,4041", "47,2692; 11,4041", "number:coordinates"),
        ("Position 53,0793 / 8,8017 passt", "53,0793 / 8,8017", "number:coordinates"),
    ],
)
def test_coordinates_found(text, expected, rule):
    assert coordinates(text) == [(expected, rule)]


def test_labelled_values_are_each_a_mention_and_the_labels_stay():
    assert coordinates("lat: 51.4556, lon: 7.0116") == [
        ("51.4556", "number:coordinates-labelled"),
        ("7.0116", "number:coordinates-labelled"),
    ]
    assert [t for t, _ in coordinates("Breite 51.4556 Länge 7.0116")] == ["51.4556", "7.0116"]


@pytest.mark.parametrize(
    "text",
    [
        "3.5, 2.0",
        "kostet 1.234,56 €, also 12.50 € pro Kopf",
        "es sind 21.5° draußen, morgen 23.5°",
        "version 1.2.3, then 2.0.1",
        "python 3.10.12 and 3.11.4",
        "am 14.07.2005, 15.07.2005 und 2005-07-14",
        "um 21:31 Uhr, es steht 2:1",
        "Winkel α = 30° 15′ und β = 59° 45′",
        "p = 0.0123, 0.0456",
        "0.1234, 0.5678, 0.9012",
        "0.1234/0.5678",
        "Kurse 1.0823/1.0851/1.0879",
        "die Werte 1.2345 2.3456 3.4567",
        "12.345, 67.890 Einwohner",
        "Ergebnis 95.1234, 7.0116",  # no latitude
        "N 95° 27.3′ E 7° 0.7′",  # no latitude
        "N 51° 67.3′ E 7° 0.7′",  # minutes out of range
        "N 51° 27.3′ N 7° 0.7′",  # two latitudes
        "the 49° N parallel",
        "server 10.0.1.45, 10.0.1.46",
        "π ≈ 3.14159 und e ≈ 2.71828",
        "Werte 0,1234 0,5678",  # shares, no place
        "Messreihe 12,3456 13,4567 14,5678",  # a list
        "Preise 12,50 13,20",
        "Ergebnis 95,1234 7,0116",  # no latitude
    ],
)
def test_no_coordinates(text):
    assert coordinates(text) == []


def test_an_ip_address_stays_the_number_rules():
    assert found("server 10.0.1.45 ist down", "number") == [("NUMBER", "10.0.1.45")]
    assert coordinates("server 10.0.1.45 ist down") == []


def test_registered_among_the_default_detectors():
    assert "coordinates" in [d.name for d in build_detectors()]


@pytest.mark.parametrize(
    "url",
    [
        "https://maps.google.com/?q=51.45,7.01",
        "https://maps.google.com/?q=Musterstraße+12,+Essen",
        "https://maps.apple.com/?ll=51.4556,7.0116&q=Dropped%20Pin",
        "https://www.google.com/maps/@51.4556,7.0116,15z",
        "https://www.google.de/maps/place/Essen/@51.45,7.01,12z",
        "https://www.google.com/maps?q=Kettwiger+Str.+1",
        "https://maps.app.goo.gl/AbCdEf123",
        "https://goo.gl/maps/abc123",
        "https://www.openstreetmap.org/#map=17/51.45560/7.01160",
        "https://www.bing.com/maps?cp=51.4556~7.0116&lvl=15",
        "https://example.org/treffen?lat=51.4556&lon=7.0116",
        "https://de.wikipedia.org/wiki/Essen?ll=51.4556,7.0116",
        "geo:51.4556,7.0116",
        "/maps/place/Essen",
    ],
)
def test_map_links_are_never_public(url):
    assert is_map_link(url)
    assert not is_public_link(url)


@pytest.mark.parametrize(
    "url",
    ["https://maps.google.com/", "https://www.google.com/", "https://de.wikipedia.org/wiki/Essen",
     "https://en.wikipedia.org/wiki/Zeche_Zollverein", "https://twitter.com/hashtag/essen"],
)
def test_public_links_stay_public(url):
    assert not is_map_link(url)
    assert is_public_link(url)


@pytest.mark.parametrize(
    "text, link",
    [
        ("Standort: https://maps.google.com/?q=51.45,7.01", "https://maps.google.com/?q=51.45,7.01"),
        ("location: https://maps.apple.com/?ll=51.4556,7.0116&q=Dropped%20Pin ok",
         "https://maps.apple.com/?ll=51.4556,7.0116&q=Dropped%20Pin"),
        ("hier https://maps.google.com/?q=Musterstraße+12,+Essen!", "https://maps.google.com/?q=Musterstraße+12,+Essen"),
        # A pair parted by a space inside the link: the link runs on over it.
        ("Standort: https://maps.google.com/?q=51.4556, 7.0116 bis gleich", "https://maps.google.com/?q=51.4556, 7.0116"),
        ("maps.google.com/?q=51.45,7.01", "maps.google.com/?q=51.45,7.01"),
    ],
)
def test_a_map_link_is_replaced_whole_as_url(text, link):
    post = view(text)
    mentions = select(detect(post, DocumentContext(), build_detectors(["number", "coordinates", "url"])))
    assert [(m.category.name, post.text[m.start : m.end]) for m in mentions] == [("URL", link)]


@pytest.mark.parametrize(
    "text",
    ["51.4556, 7.0116", "N 51° 27.3′ E 7° 0.7′", "51°27'20.2\"N 7°00'42.0\"E", "-33.8688 151.2093",
     "51.5074, -0.1278", "N 51 27.300 E 007 00.700", "geo:51.4556,7.0116", "51.4556"],
)
def test_the_surrogate_is_another_place_of_the_same_format(text):
    assert is_coordinates(text)
    for seed in range(20):
        surrogate = coordinates_like(random.Random(seed), text, in_range)
        assert in_range(surrogate) and is_coordinates(surrogate)
        assert re.sub(r"\d", "9", surrogate) == re.sub(r"\d", "9", text)
        # No run of digits stays where it stood: not the degrees, not the decimals.
        assert all(new != old for new, old in zip(re.findall(r"\d+", surrogate), re.findall(r"\d+", text)))


# --- through teianon run, in both modes -------------------------------------------------------------

POSTS = {
    "m1": "treffen uns bei {51.4556, 7.0116} ok?",
    "m2": "Standort: {https://maps.google.com/?q=51.4513,7.0139}",
    "m3": "location: {https://maps.apple.com/?ll=51.4621,7.0052&q=Dropped%20Pin}",
    "m4": "wir stehen bei {N 51° 27.3′ E 7° 0.7′}, kommt rüber",
    "m5": "the house is at {51°27'20.2\"N 7°00'42.0\"E} now",
    "m6": "öffne {geo:51.4398,7.0287} in der app",
    "m7": "hier {https://www.google.com/maps/@51.4477,7.0191,15z} parken",
    "m8": "es sind 21.5° draußen, Spiel 2:1, Version 1.2.3, kostet 1.234,56 €",
}
SECRETS = {pid: re.findall(r"\{(.*?)\}", text) for pid, text in POSTS.items()}
# Every run of three digits or more of the coordinates (the decimals) must be gone from the whole
# file; the shorter ones (degrees, minutes) from their post, where the same two digits by chance
# elsewhere say nothing.
LONG_RUNS = sorted({run for secrets in SECRETS.values() for s in secrets for run in re.findall(r"\d{3,}", s)})


def _runs(text: str) -> set[str]:
    return set(re.findall(r"\d{2,}", text))


def _xml_text(text: str) -> str:
    return text.replace("{", "").replace("}", "").replace("&", "&amp;").replace('"', "&quot;")


@pytest.fixture(scope="module", params=["placeholder", "pseudonym"])
def output(request, tmp_path_factory) -> tuple[str, dict[str, str], str]:
    folder: Path = tmp_path_factory.mktemp(request.param)
    (folder / "in").mkdir()
    posts = "\n".join(f'    <post xml:id="{pid}" who="#A0{i % 2 + 1}"><p>{_xml_text(text)}</p></post>'
                      for i, (pid, text) in enumerate(POSTS.items()))
    (folder / "in" / "chat.xml").write_text(CHAT.format(posts=posts), encoding="utf-8")
    extra = ["--mode", "pseudonym", "--salt", "s", "--key", str(folder / "key.json")] if request.param == "pseudonym" \
        else []
    result = CliRunner().invoke(main, ["run", str(folder / "in"), "-o", str(folder / "out"), "--date", "2026-11-25",
                                       *extra])
    assert result.exit_code == 0, result.output
    out = folder / "out" / "chat.xml"
    root = parse_file(out).getroot()
    posts_out = {p.get("{http://www.w3.org/XML/1998/namespace}id"): " ".join("".join(p.itertext()).split())
                 for p in root.iter(f"{T}post")}
    return request.param, posts_out, out.read_text(encoding="utf-8")


def test_no_coordinate_survives_the_run(output):
    _, posts, raw = output
    for secrets in SECRETS.values():
        for secret in secrets:
            assert secret not in raw and secret.replace("&", "&amp;") not in raw
    for run in LONG_RUNS:
        assert not re.search(rf"(?<!\d){run}(?!\d)", raw), run
    for pid, secrets in SECRETS.items():
        kept = _runs(posts[pid]) & {run for secret in secrets for run in _runs(secret)} - {"15"}  # 15z: the zoom
        assert not kept, (pid, posts[pid])


def test_what_replaces_them_and_what_stays(output):
    mode, posts, _ = output
    assert posts["m8"] == "es sind 21.5° draußen, Spiel 2:1, Version 1.2.3, kostet 1.234,56 €"
    if mode == "placeholder":
        assert re.fullmatch(r"treffen uns bei \[_NUMBER-\d_\] ok\?", posts["m1"])
        assert re.fullmatch(r"Standort: \[_WWWURL-\d_\]", posts["m2"])
        assert re.fullmatch(r"location: \[_WWWURL-\d_\]", posts["m3"])
        assert re.fullmatch(r"wir stehen bei \[_NUMBER-\d_\], kommt rüber", posts["m4"])
        assert re.fullmatch(r"öffne \[_NUMBER-\d_\] in der app", posts["m6"])
        assert re.fullmatch(r"hier \[_WWWURL-\d_\] parken", posts["m7"])
        return
    # Pseudonyms: another pair of the same format, in range; the map links other links.
    pair = posts["m1"].removeprefix("treffen uns bei ").removesuffix(" ok?")
    assert re.fullmatch(r"\d\d\.\d{4}, \d\.\d{4}", pair) and in_range(pair)
    dms = posts["m4"].removeprefix("wir stehen bei ").removesuffix(", kommt rüber")
    assert re.fullmatch(r"N \d\d° \d\d\.\d′ E \d° \d\.\d′", dms) and in_range(dms)
    uri = posts["m6"].removeprefix("öffne ").removesuffix(" in der app")
    assert uri.startswith("geo:") and in_range(uri)
    assert "maps.google.com" not in posts["m2"] and "maps.apple.com" not in posts["m3"]
