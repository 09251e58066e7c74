"""Pseudonym mode: an ordinary word proposed as an organisation or an other name gets a word a
reader takes for one (a surname as firms bear them, a noun), not a string of syllables."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main
from teianon.detect.lexicon import german_frequency
from teianon.lists import english_words
from teianon.pseudonym import surrogates as s
from teianon.read.xmlio import parse_file

T = "{http://www.tei-c.org/ns/1.0}"


def _chat(folder: Path, references: list[tuple[str, str]]) -> Path:
    posts = "".join(
        f'<post xml:id="m{n}">wir waren bei <name type="{category}">{text}</name> gestern</post>'
        for n, (category, text) in enumerate(references, 1)
    )
    source = folder / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc></teiHeader>"
        f"<text><body><div>{posts}</div></body></text></TEI>",
        encoding="utf-8",
    )
    return source


def _surrogates(folder: Path, references: list[tuple[str, str]], salt: str = "realistic") -> list[str]:
    source = _chat(folder, references)
    out = folder / "out"
    result = CliRunner().invoke(
        main,
        [
            "anonymise",
            str(source.parent),
            "--mode",
            "pseudonym",
            "--key",
            str(folder / "key.json"),
            "--salt",
            salt,
            "-o",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    root = parse_file(out / "chat.xml").getroot()
    return ["".join(name.itertext()) for name in root.iter(f"{T}name")]


def _known_word(word: str) -> bool:
    return s.fold(word) in english_words() or german_frequency(word) >= 1.5


SALTS = ["realistic", "a", "b", "c", "d", "e"]


@pytest.mark.parametrize("salt", SALTS)
def test_other_names_of_ordinary_words_become_ordinary_nouns(tmp_path: Path, salt: str) -> None:
    originals = [("OTH", w) for w in ("Wetterhahn", "Kaffeekanne", "Regenbogen", "Sternschnuppe", "Holzpferd")]
    found = _surrogates(tmp_path, originals, salt)
    assert len(found) == len(originals)
    for (_, original), surrogate in zip(originals, found, strict=True):
        assert surrogate != original and original.casefold() not in surrogate.casefold()
        # A noun of the language, or two joined: each part a word of our word lists.
        assert surrogate[:1].isupper(), surrogate
        assert _known_word(surrogate) or any(
            _known_word(surrogate[:i]) and _known_word(surrogate[i:]) for i in range(3, len(surrogate) - 2)
        ), surrogate


@pytest.mark.parametrize("salt", SALTS)
def test_organisations_of_ordinary_words_become_names_of_firms(tmp_path: Path, salt: str) -> None:
    originals = [("ORG", "Kiesgrube Lindenhof"), ("ORG", "Bäckerei Morgentau")]
    found = _surrogates(tmp_path, originals, salt)
    surnames = set(s.last_names("de"))
    for (_, original), surrogate in zip(originals, found, strict=True):
        kept = [w for w in surrogate.split() if w in original.split()]
        drawn = [w for w in surrogate.split() if w not in original.split()]
        assert drawn, surrogate
        # Every replaced word is a surname (or two, joined by a hyphen) or, for a word that is a
        # place too ("Lindenhof"), another place: not syllables at random.
        assert all(all(part in surnames or s.places().get(s.key_of(part)) for part in w.split("-")) for w in drawn), (
            surrogate
        )
        assert "Lindenhof" not in surrogate and "Morgentau" not in surrogate and len(kept) < len(original.split())


def test_the_same_key_gives_the_same_surrogates_again(tmp_path: Path) -> None:
    originals = [("OTH", "Wetterhahn"), ("ORG", "Kiesgrube Lindenhof")]
    (tmp_path / "a").mkdir()
    first = _surrogates(tmp_path / "a", originals)
    key = json.loads((tmp_path / "a" / "key.json").read_text(encoding="utf-8"))
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "key.json").write_text(json.dumps(key), encoding="utf-8")
    assert _surrogates(tmp_path / "b", originals) == first


@pytest.mark.parametrize("salt", SALTS[:3])
def test_an_institutions_surrogate_keeps_its_kind_words(tmp_path: Path, salt: str) -> None:
    # "am" is no place "AM", "St" no word to replace: the surrogate still reads as a school or a
    # church, and only the name in it is another.
    originals = [("ORG", "Realschule am Rosengarten"), ("ORG", "St. Pauli-Stift Hagen")]
    school, church = _surrogates(tmp_path, originals, salt)
    assert school.split()[1] == "am" and "Rosengarten" not in school, school
    assert church.startswith("St. ") and "Hagen" not in church, church


@pytest.mark.parametrize("salt", SALTS[:3])
def test_a_firms_surrogate_keeps_its_legal_form(tmp_path: Path, salt: str) -> None:
    # "GmbH" and "e.V." name no one and say what the organisation is; drawn as a surname or as
    # initials they made "Vogt & Lenz AxumD" or "Lobo A.W." of a firm and a club.
    originals = [
        ("ORG", "Brandt &amp; Oswald GmbH"),
        ("ORG", "Hufnagel Bau GmbH &amp; Co. KG"),
        ("ORG", "Ruderclub Lenne e.V."),
    ]
    firm, partnership, club = _surrogates(tmp_path, originals, salt)
    assert firm.endswith(" GmbH") and "Brandt" not in firm and "Oswald" not in firm, firm
    assert partnership.endswith(" GmbH & Co. KG") and "Hufnagel" not in partnership, partnership
    assert club.endswith(" e.V.") and "Lenne" not in club, club


@pytest.mark.parametrize("salt", SALTS)
def test_a_double_name_loses_its_word_half_too(tmp_path: Path, salt: str) -> None:
    # "Wiese" of "Wiese-Ekwueme" is a word too, but beside a surname after a hyphen it is a name:
    # kept in the firm's surrogate, it would stay readable next to the owner's ("Frau Wiese-…").
    (tmp_path / "a").mkdir()
    firm, owner = _surrogates(tmp_path / "a", [("ORG", "Wiese-Ekwueme Elektro"), ("PER", "Wiese-Ekwueme")], salt)
    for surrogate in (firm, owner):
        assert "Wiese" not in surrogate and "Ekwueme" not in surrogate, surrogate
    assert firm.endswith(" Elektro"), firm  # a word of its own stays
    (tmp_path / "b").mkdir()
    (agency,) = _surrogates(tmp_path / "b", [("ORG", "Oyelaran-Feder Immobilien")], salt)
    assert "Feder" not in agency and "Oyelaran" not in agency, agency


@pytest.mark.parametrize("salt", SALTS[:3])
def test_a_hyphenated_institution_keeps_its_kind_word(tmp_path: Path, salt: str) -> None:
    (hospital,) = _surrogates(tmp_path, [("ORG", "Ansgar-Hospital")], salt)
    assert hospital.endswith("-Hospital") and "Ansgar" not in hospital, hospital
