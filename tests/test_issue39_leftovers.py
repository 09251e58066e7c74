"""Issue 39's leftovers: a reversed name read whole, a birth date's ``@when``, standard
identifiers kept whole, and false alarms of ordinary words (a project named by its town, a dish's
plural, words of another language, the noun of a verb phrase, an imperative of calling). Made-up
people, dates and identifiers."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from detector_helpers import ONE_PARTICIPANT_TEI, replaced, run_posts
from lxml import etree

from teianon.checks.audit import audit_file
from teianon.cli import main
from teianon.read.identifiers import identifier_spans

TEI = "{http://www.tei-c.org/ns/1.0}"
MODES = [(), ("--mode", "pseudonym", "--salt", "s")]


def _options(tmp_path: Path, options: tuple[str, ...]) -> tuple[str, ...]:
    # The key file in the test's own folder, never the working directory.
    return (*options, "--key", str(tmp_path / "key.json")) if options else options


def _post_texts(tree: etree._ElementTree) -> list[str]:
    return ["".join(p.itertext()) for p in tree.iter(f"{TEI}post")]


# --- 1. a reversed first name beside a reversed surname ------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("viele Grüße, nnamretsoK ekliS", "nnamretsoK ekliS"),  # Silke Kostermann
        ("Regards from nosrevleH nitraM", "nosrevleH nitraM"),  # Martin Helverson
        ("frag mal nesneT sakuL", "nesneT sakuL"),  # Lukas Tensen
    ],
)
def test_a_reversed_name_is_one_person(text, name):
    assert ("PER", name) in replaced(text)


@pytest.mark.parametrize("text", ["das ist eBay und heH und tiE", "mit iPhoneX und macOS"])
def test_words_with_a_capital_last_that_name_no_one_stay(text):
    assert not [t for c, t in replaced(text) if c == "PER"]


@pytest.mark.parametrize("options", MODES)
def test_a_reversed_name_is_replaced_in_both_modes(tmp_path, options):
    out = run_posts(tmp_path, ["Gruß, nnamretsoK ekliS"], *_options(tmp_path, options))
    text = " ".join(_post_texts(out))
    assert "nnamretsoK" not in text and "ekliS" not in text


# --- 2. a birth date's value ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("post", "value"),
    [
        ('Unser Großer wird am <date when="2014-06-21">einundzwanzigsten Juni</date> elf!', "2014-06-21"),
        ('Mila turns seven on <date when="2019-10-04">October 4th</date>, cake at ours', "2019-10-04"),
        ('Sie ist am <date when="2011-02-17">17. Februar</date> geboren', "2011-02-17"),
        ('Mein Neffe hat am <date from="2013-09-30" to="2013-09-30">30. September</date> Geburtstag', "2013-09-30"),
    ],
)
@pytest.mark.parametrize("options", MODES)
def test_a_birth_date_loses_its_value_and_words(tmp_path, post, value, options):
    out = run_posts(tmp_path, [post], *_options(tmp_path, options))
    date = next(out.iter(f"{TEI}date"))
    assert value not in etree.tostring(out, encoding="unicode")
    assert not any(date.get(a) for a in ("when", "from", "to"))


@pytest.mark.parametrize(
    "post",
    [
        'Das Treffen ist am <date when="2024-05-03">3. Mai</date>.',
        'The company was born on <date when="2018-03-01">the first of March</date>.',
        'Die Frist endet am <date when="2025-01-31">31. Januar</date>, wird eng',
    ],
)
def test_a_date_that_is_no_birth_date_keeps_its_value(tmp_path, post):
    out = run_posts(tmp_path, [post])
    date = next(out.iter(f"{TEI}date"))
    assert date.get("when") and not list(date)


def test_the_audit_finds_a_birth_dates_value_left(tmp_path):
    posts = ['Unser Großer wird am <date when="2014-06-21">einundzwanzigsten Juni</date> elf!']
    body = "\n".join(f'<post xml:id="p{i}" who="#A1"><p>{t}</p></post>' for i, t in enumerate(posts, 1))
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_text(ONE_PARTICIPANT_TEI.format(posts=body), encoding="utf-8")
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--annotated", str(tmp_path / "ann"), "-q"]
    )
    assert result.exit_code == 0, result.output
    output = tmp_path / "out" / "chat.xml"
    assert audit_file(tmp_path / "ann" / "chat.xml", output) == []
    leaked = tmp_path / "leaked.xml"
    leaked.write_text(
        output.read_text(encoding="utf-8").replace("<date>", '<date when="2014-06-21">'), encoding="utf-8"
    )
    assert any(leak.text == "2014-06-21" for leak in audit_file(tmp_path / "ann" / "chat.xml", leaked))


# --- 3. false alarms ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Die Demo gegen Stuttgart 21 war riesig",
        "wir machen heute Samosas und Pakoras",
        "zum Nachtisch gibt es Churros",
        "dopo tanti anni di lavoro",
        "onun annesi çok güzel yemek yapıyor",
        "The startup was born on the second of June",
    ],
)
def test_ordinary_words_and_public_projects_stay(text):
    assert replaced(text) == []


@pytest.mark.parametrize(
    ("text", "name"), [("kannst du Kiki Bescheid sagen?", "Kiki"), ("ich muss Jorinde Rückmeldung geben", "Jorinde")]
)
def test_the_noun_of_a_verb_phrase_is_no_surname(text, name):
    assert replaced(text) == [("PER", name)]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Die Kowalskis kommen morgen", ["Kowalskis"]),
        ("gestern war anni da", ["anni"]),
        ("ieri ho visto luca e giulia", ["luca", "giulia"]),
        ("ich war in Köln 14 Tage", None),
        ("Gisela Bescheid war da", ["Gisela Bescheid"]),
        ("My niece was born on the first of May two thousand fifteen", None),
    ],
)
def test_near_misses_are_still_found(text, names):
    found = replaced(text)
    if names is None:
        assert found
    else:
        assert [t for c, t in found if c == "PER"] == names


# --- 4. an imperative of calling or writing -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Bel me morgen even", []),
        ("Bel Joost even op, hij weet het", ["Joost"]),
        ("Stuur Pieter een bericht", ["Pieter"]),
        ("Mail hem vanavond", []),
        ("Juan me dijo que venía", ["Juan"]),
    ],
)
def test_an_imperative_before_a_pronoun_or_name_is_no_name(text, names):
    assert [t for c, t in replaced(text) if c == "PER"] == names


# --- 5. standard identifiers ----------------------------------------------------------------------


_WITH_IDNO = ONE_PARTICIPANT_TEI.replace(
    "<sourceDesc><p>s</p></sourceDesc>",
    '<sourceDesc><bibl><title>Aufsatz</title><idno type="DOI">10.4321/Brandhorst.2021.08</idno>'
    '<idno type="URN">urn:nbn:de:0000-Brandhorst-7</idno></bibl></sourceDesc>',
)


@pytest.mark.parametrize("options", MODES)
def test_a_name_inside_a_doi_stays_whole(tmp_path, options):
    posts = [
        "Ich habe mit Wiebke Brandhorst telefoniert.",
        "Ihr Artikel: https://doi.org/10.4321/Brandhorst.2021.08 und doi:10.4321/Brandhorst.2021.08",
    ]
    body = "\n".join(f'<post xml:id="p{i}" who="#A1"><p>{t}</p></post>' for i, t in enumerate(posts, 1))
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_text(_WITH_IDNO.format(posts=body), encoding="utf-8")
    result = CliRunner().invoke(
        main,
        [
            "run",
            str(tmp_path / "in"),
            "-o",
            str(tmp_path / "out"),
            "--annotated",
            str(tmp_path / "ann"),
            "-q",
            *_options(tmp_path, options),
        ],
    )
    assert result.exit_code == 0, result.output
    out = etree.parse(str(tmp_path / "out" / "chat.xml"))
    idnos = [e.text for e in out.iter(f"{TEI}idno")]
    assert idnos == ["10.4321/Brandhorst.2021.08", "urn:nbn:de:0000-Brandhorst-7"]
    texts = _post_texts(out)
    assert "Wiebke" not in texts[0] and "Brandhorst" not in texts[0]
    assert texts[1].count("10.4321/Brandhorst.2021.08") == 2
    assert audit_file(tmp_path / "ann" / "chat.xml", tmp_path / "out" / "chat.xml") == []


def test_a_name_beside_an_identifier_is_still_a_leak(tmp_path):
    posts = ["Ich habe mit Wiebke Brandhorst telefoniert.", "doi:10.4321/Brandhorst.2021.08 ist ihr Text"]
    out = run_posts(tmp_path, posts)
    leaked = tmp_path / "leaked.xml"
    text = etree.tostring(out, encoding="unicode").replace("ist ihr Text", "ist Brandhorst Text")
    leaked.write_text(text, encoding="utf-8")
    annotated = tmp_path / "ann.xml"
    body = "\n".join(f'<post xml:id="p{i}" who="#A1"><p>{t}</p></post>' for i, t in enumerate(posts, 1))
    (tmp_path / "in2").mkdir()
    (tmp_path / "in2" / "chat.xml").write_text(ONE_PARTICIPANT_TEI.format(posts=body), encoding="utf-8")
    CliRunner().invoke(main, ["annotate", str(tmp_path / "in2" / "chat.xml"), "-o", str(tmp_path / "a"), "-q"])
    annotated = Path(tmp_path / "a" / "chat.xml")
    leaks = audit_file(annotated, leaked)
    assert [leak.text for leak in leaks] == ["Brandhorst"]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("siehe 10.1000/xyz.Meyer.", ["10.1000/xyz.Meyer"]),
        ("ISBN 978-3-16-148410-0 von Hansen", ["ISBN 978-3-16-148410-0"]),
        ("hdl:20.500.12345/Lenz-1 ok", ["hdl:20.500.12345/Lenz-1"]),
        ("am 10.05.2020 um neun", []),
        ("Saturn: heute sichtbar", []),
        ("xmlns:x='urn:x:lela2'", []),  # a label, no publication's register
    ],
)
def test_identifier_spans(text, found):
    assert [text[a:b] for a, b in identifier_spans(text)] == found
