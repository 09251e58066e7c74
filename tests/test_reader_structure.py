"""The reader's view and the XML structure (issue 39, round 66): what a reader sees outside the
root, in display order, between symbols, across a plain line break inside a word, in a
manuscript's description, an address's lines, a file URI and a relation's name. Invented names."""

from __future__ import annotations

import random
from pathlib import Path

from click.testing import CliRunner
from lxml import etree
from tei_places_helpers import TEI_NS, doc, run

from teianon.checks.audit import audit_file
from teianon.cli import main
from teianon.pseudonym.structured import iban_like
from teianon.read.places import inside_word
from teianon.read.reader import fold, interleaved_fillers

RLO, PDF = "\u202e", "\u202c"


def _leaks(tmp_path: Path, source: str, output: str) -> list[str]:
    (tmp_path / "src").mkdir(exist_ok=True)
    (tmp_path / "outp").mkdir(exist_ok=True)
    (tmp_path / "src" / "a.xml").write_text(source, encoding="utf-8")
    (tmp_path / "outp" / "a.xml").write_text(output, encoding="utf-8")
    return [leak.text for leak in audit_file(tmp_path / "src" / "a.xml", tmp_path / "outp" / "a.xml") if leak.certain]


def _around(body: str = "<p>hallo</p>") -> str:
    text = doc(body)
    declaration, rest = text.split("\n", 1)
    return (
        f"{declaration}\n<!-- Exportiert von Wiebke Tjarksen, Tel. 0471 5582301 -->\n"
        '<?export owner="Wiebke Tjarksen" host="laptop"?>\n'
        f"{rest}<!-- Datei: Gespraech_Wiebke_Tjarksen_0471-55823.txt -->\n"
    )


def test_comments_and_instructions_around_the_root_are_read(tmp_path: Path) -> None:
    for pseudonyms in (False, True):
        (tmp_path / str(pseudonyms)).mkdir()
        out, _ = run(tmp_path / str(pseudonyms), _around(), pseudonyms=pseudonyms)
        for secret in ("Tjarksen", "Wiebke", "5582301", "55823"):
            assert secret not in out, (pseudonyms, out[:400])
        assert out.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<!-- Exportiert von ')
        assert "<?export owner=" in out


def test_the_audit_reads_comments_around_the_root(tmp_path: Path) -> None:
    text = _around()
    assert "Wiebke Tjarksen" in _leaks(tmp_path, text, text)


def test_a_publishers_note_before_the_root_stays(tmp_path: Path) -> None:
    declaration, rest = doc("<p>hallo</p>").split("\n", 1)
    note = "<!-- A fictional German chat, tokenised as in the Dortmund Chat Corpus. All names are made up. -->"
    out, _ = run(tmp_path, f"{declaration}\n{note}\n{rest}")
    assert note in out


def test_a_name_reversed_in_an_override_is_read_as_it_displays(tmp_path: Path) -> None:
    body = f"<post who='#A1'><p>ich habe mit {RLO}nietsnekcöB adlitsoR{PDF} gesprochen</p></post>"
    for pseudonyms in (False, True):
        (tmp_path / str(pseudonyms)).mkdir()
        out, _ = run(tmp_path / str(pseudonyms), doc(body), pseudonyms=pseudonyms)
        post = out.split("<post", 1)[1]
        assert "nietsnekc" not in post and "adlitsoR" not in post
        # The override and its pop go with the name: no half of the pair reverses what follows.
        assert RLO not in post and PDF not in post


def test_the_audit_finds_half_of_a_reversed_name(tmp_path: Path) -> None:
    source = doc(f'<post who="#A1"><p>bei <name type="PER">{RLO}nietsnekcöB adlitsoR{PDF}</name> heute</p></post>')
    output = doc(f'<post who="#A1"><p>bei {RLO}<name type="PER">[_PERSONNAME-1_]</name> adlitsoR{PDF} heute</p></post>')
    assert "adlitsoR" in _leaks(tmp_path, source, output)


def test_letters_with_one_symbol_between_them_are_read_as_the_word(tmp_path: Path) -> None:
    body = "<post who='#A1'><p>Gruß an W🌸i🌸l🌸t🌸r🌸u🌸d und T★h★e★o★d★o★r, a+b+c, z.B. u.s.w.</p></post>"
    out, _ = run(tmp_path, doc(body))
    post = out.split("<post", 1)[1]
    assert "W🌸i" not in post and "T★h" not in post
    assert "a+b+c, z.B. u.s.w." in post


def test_interleaved_fillers_and_the_audits_reading() -> None:
    assert interleaved_fillers("J♥o♥h♥n") == [(1, 2), (3, 4), (5, 6)]
    assert fold("sag J♥o♥h♥n") == "sag john"
    # Two letters, mixed symbols, a hyphenated word, dotted abbreviations: no interleaved word.
    for text in ("a♥b", "J♥o★h♥n", "Baden-Baden", "z.B.", "u.s.w.", "e-m-a-i-l", "x_y_z"):
        assert interleaved_fillers(text) == [], text


def test_the_audit_finds_an_interleaved_name_left(tmp_path: Path) -> None:
    source = doc('<post who="#A1"><p>Gruß an <name type="PER">Hildegunde</name></p></post>')
    output = doc('<post who="#A1"><p>Gruß an H💕i💕l💕d💕e💕g💕u💕n💕d💕e</p></post>')
    assert "Hildegunde" in _leaks(tmp_path, source, output)


def _manuscript(description: str) -> str:
    text = doc("<post who='#A1'><p>hallo</p></post>")
    return text.replace("<sourceDesc><p>s</p></sourceDesc>", f"<sourceDesc><msDesc>{description}</msDesc></sourceDesc>")


def test_a_manuscripts_description_is_read(tmp_path: Path) -> None:
    description = (
        "<msIdentifier><repository>Privatsammlung Sieglinde Ortmeier</repository></msIdentifier>"
        "<physDesc><handDesc><handNote>Hand von Wolfrun Eggersglüß</handNote></handDesc></physDesc>"
        "<history><provenance>Aus dem Nachlass von Ingeborg Stallbaum.</provenance>"
        "<acquisition>Erworben von Dietmar Vosskuhl 2015.</acquisition></history>"
    )
    out, _ = run(tmp_path, _manuscript(description))
    for name in ("Ortmeier", "Eggersglüß", "Stallbaum", "Vosskuhl"):
        assert name not in out
    assert "Privatsammlung" in out and "Hand von" in out and "Erworben von" in out


def test_a_public_repository_stays(tmp_path: Path) -> None:
    out, _ = run(
        tmp_path, _manuscript("<msIdentifier><repository>Staatsbibliothek zu Berlin</repository></msIdentifier>")
    )
    assert "<repository>Staatsbibliothek zu Berlin</repository>" in out


def test_a_plain_line_break_inside_a_word_or_a_number(tmp_path: Path) -> None:
    body = "<post who='#A1'><p>ruf an unter 0421<lb/>36 27<lb/>8 90 bei Frau Heit<lb/>kämper</p></post>"
    for pseudonyms in (False, True):
        (tmp_path / str(pseudonyms)).mkdir()
        out, _ = run(tmp_path / str(pseudonyms), doc(body), pseudonyms=pseudonyms)
        post = out.split("<post", 1)[1]
        for piece in ("0421", "36 27", "8 90", "Heit", "kämper"):
            assert piece not in post, (pseudonyms, post)


def test_which_line_breaks_are_inside_a_word() -> None:
    def lb_of(xml: str) -> etree._Element:
        return etree.fromstring(f'<p xmlns="{TEI_NS}">{xml}</p>')[0]

    assert inside_word(lb_of("Heit<lb/>kämper"))
    assert inside_word(lb_of("0421<lb/>36"))
    # A capital begins a word; white space, a break="yes" or a word against a digit end one.
    for xml in (
        "Anna<lb/>Berta",
        "Wacholderstieg 6<lb/>31737 Rinteln",
        "Heit <lb/>kämper",
        "Heit<lb/> kämper",
        'Heit<lb break="yes"/>kämper',
        "ab<lb/>12",
    ):
        assert not inside_word(lb_of(xml)), xml


def test_tokens_parted_by_a_plain_line_break(tmp_path: Path) -> None:
    body = (
        "<post who='#A1'><w>bei</w> <w>Frau</w> <w>Heit</w><lb/><w>kämper</w> <w>und</w> <w>Ama</w><lb/>"
        "<w>lindis</w> <w>heute</w></post>"
    )
    out, _ = run(tmp_path, doc(body))
    post = out.split("<post", 1)[1]
    assert "kämper" not in post and "lindis" not in post


def test_an_address_in_correspdesc_is_one_address(tmp_path: Path) -> None:
    text = doc("<post who='#A1'><p>hallo</p></post>").replace(
        "</particDesc>",
        "</particDesc><correspDesc><correspAction type='sent'><persName>Gesine Rohlfing</persName><address>"
        "<addrLine>Am Hasenpatt 7</addrLine><addrLine>26931 Elsfleth</addrLine></address></correspAction>"
        "</correspDesc>",
    )
    out, _ = run(tmp_path, text)
    for piece in ("Hasenpatt", "26931", "Elsfleth", "Rohlfing"):
        assert piece not in out


def test_a_file_uri_in_xml_base_and_a_relation_named_in_words(tmp_path: Path) -> None:
    text = doc("<post who='#A1'><p>hallo</p></post>").replace(
        "<TEI ", '<TEI xml:base="file:///home/okrumbach/exporte/chat7/" ', 1
    )
    text = text.replace(
        "</listPerson>",
        '</listPerson><listRelation><relation name="Schwester von Almuth" active="#A1" passive="#B1"/></listRelation>',
    )
    out, _ = run(tmp_path, text)
    assert "okrumbach" not in out and "Almuth" not in out
    assert "Schwester von" in out


def test_the_audit_finds_a_users_folder(tmp_path: Path) -> None:
    text = doc("<post who='#A1'><p>hallo</p></post>").replace(
        "<TEI ", '<TEI xml:base="file:///home/okrumbach/exporte/" ', 1
    )
    assert "/home/okrumbach" in _leaks(tmp_path, text, text)
    public = text.replace("/home/okrumbach/exporte/", "/home/public/exporte/")
    assert not any("/home/" in leak for leak in _leaks(tmp_path, public, public))


def test_a_processing_instruction_keeps_its_characters_with_a_doctype(tmp_path: Path) -> None:
    body = "<post who='#A1'><p>hallo <?note Rückfrage an Tante?> wie gehts</p></post>"
    text = doc(body).replace("<TEI ", "<!DOCTYPE TEI>\n<TEI ", 1)
    out, _ = run(tmp_path, text)
    assert "<?note Rückfrage an Tante?>" in out


def test_an_iban_surrogate_never_keeps_its_check_digits() -> None:
    original = "DE44 5001 0517 5407 3249 31"
    for seed in range(400):
        other = iban_like(random.Random(seed), original)
        assert other[:2] == "DE" and other[2:4] != "44", other


def test_an_iban_over_tokens_in_pseudonym_mode(tmp_path: Path) -> None:
    body = (
        "<post who='#A1'><w>meine</w> <w>IBAN</w> <w>ist</w> <w>DE27</w> <w>3705</w> <w>0198</w> <w>1934</w> "
        "<w>5678</w> <w>90</w> <w>danke</w></post>"
    )
    out, _ = run(tmp_path, doc(body), pseudonyms=True)
    post = out.split("<post", 1)[1]
    for group in ("DE27", "3705", "0198", "1934", "5678"):
        assert f">{group}<" not in post


def test_a_phone_number_in_a_file_name(tmp_path: Path) -> None:
    out, _ = run(tmp_path, doc("<post who='#A1'><p>siehe Protokoll_0471-55823.txt im Anhang</p></post>"))
    assert "55823" not in out and "Protokoll_" in out


def test_check_fails_a_file_with_a_name_before_its_root(tmp_path: Path) -> None:
    # A run's annotated file and output, and the comment before the root left in both, as a
    # run that did not read it wrote them.
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.xml").write_text(doc("<post who='#A1'><p>hallo</p></post>"), encoding="utf-8")
    ann, out = tmp_path / "ann", tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(out), "--annotated", str(ann)])
    assert result.exit_code == 0, result.output
    comment = "<!-- Exportiert von Wiebke Tjarksen -->\n"
    for folder in (ann, out):
        written = (folder / "a.xml").read_text(encoding="utf-8")
        declaration, rest = written.split("\n", 1)
        (folder / "a.xml").write_text(f"{declaration}\n{comment}{rest}", encoding="utf-8")
    checked = CliRunner().invoke(main, ["check", "--annotated", str(ann), str(out)])
    assert "release: yes" not in checked.output, checked.output
    assert "Tjarksen" in checked.output


def test_tokens_of_one_name_in_a_short_post_with_a_hyphens_token(tmp_path: Path) -> None:
    # <w>-</w> against the words says nothing of how the post spaces its words: the name's
    # lower-case pieces written tight are its own.
    body = (
        "<post who='#A1'>\n<w>gestern</w>\n<w>war</w>\n<w>ich</w>\n<w>bei</w>\n"
        "<w>Meyer</w><w>-</w><w>Brock</w><w>schnie</w><w>der</w>\n<w>zum</w>\n<w>Kaffee</w>\n</post>"
    )
    out, _ = run(tmp_path, doc(body))
    post = out.split("<post", 1)[1]
    assert "schnie" not in post and ">der<" not in post
    assert "<w>zum</w>" in post and "<w>Kaffee</w>" in post
