"""One folding of names (issue 39, item 3): a name replaced in one spelling is replaced, and
audited, in the others (umlauts and ß written out or dropped, Nordic, Slavic and Turkish letters,
accents removed), for participants and for third parties, in text and in comments."""

from __future__ import annotations

from click.testing import CliRunner

from teianon.cli import main
from teianon.detect.folding import spellings
from teianon.detect.forms import name_variants

CHAT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant"><persName>Sølvi Brückner</persName></person>
      <person xml:id="A02" role="participant"><persName type="nickname">tomkat</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div>
    <post xml:id="m1" who="#A01"><p>hi</p></post>
    <post xml:id="m2" who="#A02"><p>da ist die bruckner, na endlich</p></post>
    <post xml:id="m3" who="#A02"><p>ich schick dir das bild <!-- foto_solvi_brueckner.jpg --> ok</p></post>
    <post xml:id="m5" who="#A01"><p>Dr. Oddvar Hægstrøm hat angerufen</p></post>
    <post xml:id="m6" who="#A02"><p>der wieder <!-- brief_haegstroem.pdf --></p></post>
  </div></body></text>
</TEI>
"""


def test_other_spellings_of_a_name():
    assert spellings("Åse Ødegård")[:2] == ("Aase Oedegaard", "Ase Odegard")
    assert "Åse Odegard" in spellings("Åse Ødegård")
    assert spellings("Grzegorz Łęcki")[0] == "Grzegorz Lecki"
    assert spellings("Ayşegül Dağlı")[:2] == ("Ayseguel Dagli", "Aysegul Dagli")
    assert spellings("Straßburger") == ("Strassburger",)
    assert spellings("Hélène") == ("Helene", "Hélene", "Helène")
    assert spellings("BÖHMER") == ("BOEHMER", "BOHMER")
    # A name written out is restored; a vowel pair that is two sounds is not an umlaut.
    assert spellings("Schroeter") == ("Schröter",)
    assert spellings("Raphael") == ()
    assert spellings("Tomkat") == ()


def test_a_spelling_that_is_an_ordinary_word_is_no_variant():
    forms = {form for _, form in name_variants("Röck")}
    assert forms == {"Röck", "Roeck"}  # "Rock" is a word of its own
    assert {form for _, form in name_variants("Lämmle")} == {"Lämmle", "Laemmle", "Lammle"}


def _run(tmp_path, text: str, *extra: str) -> tuple[int, str, str]:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02", *extra]
    )
    out = tmp_path / "out" / "chat.xml"
    return result.exit_code, result.output, out.read_text(encoding="utf-8") if out.exists() else ""


def test_names_in_other_spellings_are_replaced_through_run(tmp_path):
    code, output, text = _run(tmp_path, CHAT)
    assert code == 0, output
    lowered = text.casefold()
    for spelling in ("brückner", "bruckner", "brueckner", "sølvi", "solvi", "hægstrøm", "haegstroem"):
        assert spelling not in lowered, spelling
    # The rest of a file name stays: only the name goes.
    assert "foto_" in text and ".jpg" in text and "brief_" in text


def test_the_audit_flags_a_surviving_spelling(tmp_path):
    from teianon.checks.audit import audit_tree
    from teianon.read.xmlio import parse_bytes
    from teianon.replace.inventory import read_inventory

    original = parse_bytes(
        CHAT.replace("Oddvar Hægstrøm", '<name type="PER">Oddvar Hægstrøm</name>').encode(), "chat.xml"
    )
    inventory = read_inventory(original, "chat.xml")
    written = CHAT.replace("Oddvar Hægstrøm", "[_PERSONNAME-1_]").replace("brief_haegstroem", "oddvar haegstrom")
    output = parse_bytes(written.encode(), "out.xml")
    leaks = {leak.text.casefold() for leak in audit_tree(inventory, output, "out.xml") if leak.certain}
    assert "oddvar haegstrom" in leaks or "haegstrom" in leaks
    assert any("solvi" in leak for leak in leaks)


def test_hungarian_long_vowels_are_written_out_as_umlauts_are():
    # ő and ű are written as German writes ö and ü (oe, ue), or without their marks.
    assert spellings("Gyűrű Vörösmarty")[:2] == ("Gyuerue Voeroesmarty", "Gyuru Vorosmarty")
    assert spellings("Kőrösi")[:2] == ("Koeroesi", "Korosi")
    assert spellings("SZŰTS")[:2] == ("SZUETS", "SZUTS")


def test_a_hungarian_name_written_out_is_replaced_through_run(tmp_path):
    text = CHAT.replace("Dr. Oddvar Hægstrøm hat angerufen", "Frau Boglárka Fűzfői hat angerufen").replace(
        "der wieder <!-- brief_haegstroem.pdf -->", "die fuezfoei schon wieder"
    )
    code, output, written = _run(tmp_path, text)
    assert code == 0, output
    assert "fűzfői" not in written.casefold() and "fuezfoei" not in written.casefold(), written
