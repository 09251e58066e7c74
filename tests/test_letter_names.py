"""The red team's names of issues 38/39, round four: a name first written with a possessive, the
lines of letters and mails imported as plain text, first names that are words before a surname
that is none, double surnames after an unknown first name, surnames in lower case. Each kind with
names of its own (not the issue's) and the innocent text its rule also reads."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from detector_helpers import annotated, found, run_posts
from lxml import etree

from teianon.cli import main
from teianon.mention import Category, Mention

TEI = "{http://www.tei-c.org/ns/1.0}"


def _names(tree: etree._ElementTree) -> list[str]:
    """The texts of the references teianon wrote (not kept public), in document order."""
    return [
        "".join(e.itertext())
        for e in tree.iter(f"{TEI}name", f"{TEI}ref")
        if e.get("subtype") != "public" and e.get("type") != "addressingTerm"
    ]


def _run(tmp_path: Path, posts: list[str], *options: str) -> str:
    """The text of the posts of the anonymised file."""
    tree = run_posts(tmp_path, posts, *options)
    return "\n".join("".join(p.itertext()) for p in tree.iter(f"{TEI}post"))


# -- 1. a name whose first mention carries a possessive ---------------------------------------


@pytest.mark.parametrize(
    ("written", "bare"),
    [
        ("Ottilie's", "Ottilie"),
        ("Ottilie’s", "Ottilie"),
        ("Ruprecht'", "Ruprecht"),
        ("Ottilies", "Ottilie"),
        # A name that ends in s is a name of its own; an unknown one keeps its s.
        ("Niklas", "Niklas"),
        ("Jens", "Jens"),
        ("Brennecketts", "Brennecketts"),
    ],
)
def test_bare_name(written: str, bare: str) -> None:
    from teianon.annotate.repeats import bare_name

    assert bare_name(written) == bare


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_possessive_first_mention_repeats_the_bare_name(tmp_path: Path, pseudonyms: bool) -> None:
    options = ("--mode", "pseudonym", "--salt", "s", "--key", str(tmp_path / "k.key")) if pseudonyms else ()
    text = _run(
        tmp_path,
        ["Ottilie's bike was stolen again", "#StandWithOttilie", "Ottilie is okay though", "Ottilies Rad ist weg"],
        *options,
    )
    assert "ottilie" not in text.casefold()
    if pseudonyms:
        # The possessive stays a possessive: no initial made of its s ("Hanno'K bike").
        assert "'s bike was stolen" in text


def test_hashtag_of_words_glued_in_camel_case() -> None:
    tree = annotated("Konstanze Wehrling hat heute Geburtstag", "#HappyBirthdayWehrling und #JusticeForWehrling")
    assert sum(n == "Wehrling" for n in _names(tree)) == 2


# -- 2. and 6. the lines of letters and mails -------------------------------------------------


def test_a_name_never_runs_on_into_the_next_line() -> None:
    from teianon.detect.lines import within_line

    text = "An: Bertram Kühnhold\nKopie: Archiv"
    mention = Mention(4, text.index("Kopie") + 5, Category.PER, source="tagger:PER")
    cut = within_line(text, mention)
    assert cut is not None and text[cut.start : cut.end] == "Bertram Kühnhold"
    firm = "Viele Grüße\nOda Wiechers\nWiechers Dach GmbH"
    mention = Mention(firm.index("Oda"), len(firm), Category.ORG, source="organisation:legal-form")
    cut = within_line(firm, mention)
    assert cut is not None and firm[cut.start : cut.end] == "Wiechers Dach GmbH"
    # A tagger's name that starts on the closing's line keeps the name's line, not the closing.
    signed = "Cheers\nOwen Pritchard"
    cut = within_line(signed, Mention(0, len(signed), Category.PER, source="tagger:PER"))
    assert cut is not None and signed[cut.start : cut.end] == "Owen Pritchard"
    # Indented lines are layout: a name wrapped in a TEI file's prose is one name.
    wrapped = "Ich traf Anna\n        Kowalewski"
    assert within_line(wrapped, Mention(9, len(wrapped), Category.PER, source="tagger:PER")) is not None


@pytest.mark.parametrize(
    ("letter", "name"),
    [
        ("Mit freundlichen Grüßen\nGerwin Tüllmann\nTüllmann Heizungsbau GmbH, Vreden", "Gerwin Tüllmann"),
        ("Kind regards,\nHonora Tregenza-Pascoe\nAccounts", "Honora Tregenza-Pascoe"),
        ("Best,\nIlka Dorgelo", "Ilka Dorgelo"),
        ("Herzliche Grüße\nIhre Wilhelmine Oetjen", "Wilhelmine Oetjen"),
    ],
)
def test_the_line_after_a_closing_is_a_signature(letter: str, name: str) -> None:
    assert ("PER", name) in found(letter, "person")


@pytest.mark.parametrize(
    "letter",
    [
        "Mit freundlichen Grüßen\nIhr Team der Stadtwerke",
        "Kind regards,\nThe Support Team\nAcme Ltd",
        "Viele Grüße\nDeine Mama",
        "Gliederung\nEinleitung Hauptteil",
    ],
)
def test_a_line_of_words_after_a_closing_names_no_one(letter: str) -> None:
    assert not [n for n in found(letter, "person") if n[0] == "PER"]


@pytest.mark.parametrize(
    ("header", "names"),
    [
        (
            "An: Gundolf Ebbinghaus\nCc: Roswitha Pflugradt\nBetreff: Angebot",
            ["Gundolf Ebbinghaus", "Roswitha Pflugradt"],
        ),
        ("To: Perpetua Lanyon; Oswin Trethowan\nSubject: minutes", ["Perpetua Lanyon", "Oswin Trethowan"]),
        ("Cc: Grace Polglaze, Jory Penhallow", ["Grace Polglaze", "Jory Penhallow"]),
    ],
)
def test_address_lines_of_a_mail(header: str, names: list[str]) -> None:
    proposed = found(header, "person")
    assert all(("PER", name) in proposed for name in names)


def test_address_line_of_words_names_no_one() -> None:
    assert not [n for n in found("An: alle Mitarbeiter\nVon: Vertrieb", "person") if n[0] == "PER"]


def test_imported_letter_keeps_no_name(tmp_path: Path) -> None:
    letter = tmp_path / "brief.txt"
    letter.write_text(
        "An: Mechthild Uhlenbrock\nCc: Prosper Viehmeier\n\nSehr geehrte Frau Uhlenbrock,\n\nanbei die Unterlagen.\n\n"
        "Mit freundlichen Grüßen\nAmbrosius Tegeler\nTegeler Fensterbau GmbH, Rheda\n",
        encoding="utf-8",
    )
    runner = CliRunner()
    result = runner.invoke(main, ["import", "text", str(letter), "-o", str(tmp_path / "tei")])
    assert result.exit_code == 0, result.output
    result = runner.invoke(main, ["run", str(tmp_path / "tei"), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.output
    text = next((tmp_path / "out").rglob("*.xml")).read_text(encoding="utf-8")
    for secret in ("Mechthild", "Uhlenbrock", "Prosper", "Viehmeier", "Ambrosius", "Tegeler"):
        assert secret not in text
    # The next header's label stays: no reference ran on into it.
    assert "Cc:" in text


# -- 3. and 4. first names that are words, double surnames -----------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("yesterday I ran into Charity Wolstenholme-Adu at the market", "Charity Wolstenholme-Adu"),
        ("we had lunch with Felicity Oyebanji today", "Felicity Oyebanji"),
        ("gestern kam Liberty Grzeskowiak vorbei", "Liberty Grzeskowiak"),
        ("ich habe Oriane Bakayoko-Lindholm getroffen", "Oriane Bakayoko-Lindholm"),
    ],
)
def test_word_first_name_before_a_surname_that_is_no_word(text: str, name: str) -> None:
    assert ("PER", name) in found(text, "person")


@pytest.mark.parametrize(
    "text", ["Hope Floats was on TV", "Grace Period ends on Friday", "Faith Healing is nonsense", "Joy Division played"]
)
def test_word_first_name_before_a_word_is_no_name(text: str) -> None:
    assert not [n for n in found(text, "person") if n[0] == "PER" and " " in n[1]]


# -- 5. surnames in lower case -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("hab gestern mit ragnar thorsteinsen telefoniert", "ragnar thorsteinsen"),
        ("frag mal helga vossberg", "helga vossberg"),
    ],
)
def test_lower_case_surname_after_a_first_name(text: str, name: str) -> None:
    assert ("PER", name) in found(text, "person")


@pytest.mark.parametrize(
    "text",
    [
        "frag mal helga morgen",
        "hab mit ingrid drüber gesprochen",
        "ask peter tomorrow",
        # Where the writer capitalises, a lower-case first name is dialect or a typo, not a name.
        "Der Bauer sagte: Des is koa gscheiter Plan, Herr Pfarrer, und Die Leut wissen das.",
    ],
)
def test_lower_case_word_after_a_first_name_stays_a_word(text: str) -> None:
    assert not [n for n in found(text, "person") if " " in n[1]]
