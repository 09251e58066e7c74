"""A name in capitals shares the key and the surrogate of its other spellings (issue 39): with
``ß``, which has no capital on most keyboards, too."""

from __future__ import annotations

from click.testing import CliRunner
from lxml import etree

from teianon.cli import main
from teianon.detect.folding import is_upper, name_key, spellings
from teianon.pseudonym.keyfile import KeyFile
from teianon.pseudonym.pseudonymise import Pseudonymiser
from teianon.pseudonym.surrogates import case_like, segments
from teianon.replace.inventory import Inventory, Reference


def _assign(tmp_path, originals: list[str], salt: str = "caps") -> dict[str, str]:
    refs = [Reference("PER", o, None, 1, "p1", "A1", "de") for o in originals]
    key = KeyFile.open(tmp_path / f"{salt}.json", salt=salt)
    Pseudonymiser(key, [Inventory("x.xml", [], refs)]).assign()
    return key.data["references"]["PER"]


def test_a_word_in_capitals_with_sharp_s_is_in_capitals():
    assert is_upper("VOß") and is_upper("PREUẞ") and is_upper("KRAUSS")
    assert not is_upper("Voß") and not is_upper("ß") and not is_upper("voß")


def test_a_name_in_capitals_with_sharp_s_is_one_segment():
    assert segments("VOß") == ["VOß"]
    assert segments("Jana PREUß") == ["Jana", " ", "PREUß"]
    assert segments("TomcatMJ") == ["Tomcat", "MJ"]


def test_a_surrogate_takes_capitals_from_a_name_with_sharp_s():
    assert case_like("Lindner", "VOß") == "LINDNER"
    assert case_like("lindner", "Voß") == "Lindner"


def test_the_spellings_of_a_name_in_capitals_with_sharp_s_are_in_capitals():
    assert "PREUSS" in spellings("PREUß")
    assert all(s.isupper() for s in spellings("PREUß"))


def test_a_name_in_capitals_with_sharp_s_shares_its_surrogate(tmp_path):
    spelt = ["Preuß", "PREUß", "PREUSS", "Voß", "VOß"]
    for salt in ("a", "b", "c"):
        table = _assign(tmp_path, spelt, salt)
        assert name_key(table["Preuß"]) == name_key(table["PREUß"]) == name_key(table["PREUSS"]), table
        assert name_key(table["Voß"]) == name_key(table["VOß"]), table
        for original in ("PREUß", "PREUSS", "VOß"):
            assert table[original].isupper() and table[original].isalpha(), table


def test_a_name_in_capitals_with_sharp_s_met_alone_is_one_name(tmp_path):
    table = _assign(tmp_path, ["VOß", "Lotte KLEIßNER"])
    assert table["VOß"].isupper() and table["VOß"].isalpha(), table
    first, last = table["Lotte KLEIßNER"].split()
    assert first.istitle() and last.isupper() and last.isalpha(), table


def test_the_genitive_of_a_name_no_list_knows_shares_its_surrogate(tmp_path):
    table = _assign(tmp_path, ["Gunnhildur Þórsdóttir", "Thorsdottirs", "THORSDOTTIRS", "Thorsdottir"])
    base = table["Thorsdottir"]
    assert table["Thorsdottirs"] in (base + "s", base + "'"), table
    assert table["THORSDOTTIRS"] == table["Thorsdottirs"].upper(), table
    assert name_key(base) == name_key(table["Gunnhildur Þórsdóttir"].split()[-1]), table


HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="de">
  <teiHeader><fileDesc><titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt>
      <sourceDesc><p>s</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A1"><persName type="nickname">regenwolke</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body>
{posts}
  </body></text>
</TEI>
"""


def test_a_name_in_capitals_with_sharp_s_is_written_in_capitals_in_the_output(tmp_path):
    posts = [
        'heute rief <name type="PER">Frieda Preuß</name> an',
        'nein, Frau <name type="PER">PREUß</name> war es, und <name type="PER">VOß</name>',
    ]
    body = "\n".join(f'<post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    source = tmp_path / "chat.xml"
    source.write_text(HEAD.format(posts=body), encoding="utf-8")
    key = tmp_path / "key.json"
    args = ["anonymise", str(source), "-o", str(tmp_path / "out"), "--mode", "pseudonym", "--key", str(key)]
    result = CliRunner().invoke(main, [*args, "--salt", "sharp"])
    assert result.exit_code == 0, result.output
    tree = etree.parse(str(tmp_path / "out" / "chat.xml"))
    written = ["".join(e.itertext()) for e in tree.iter("{http://www.tei-c.org/ns/1.0}name")]
    assert len(written) == 3, written
    full, caps, alone = written
    assert caps == full.split()[-1].upper() and alone.isupper() and alone.isalpha(), written
    assert "PREU" not in "".join(written) and "VOß" not in written, written


def test_the_genitive_of_a_name_in_capitals_is_completed(tmp_path):
    # After the full name, its genitive written in capitals is the same person's: replaced, and
    # the file is written (the audit refused it while the capitals hid the ending).
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="de"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>
<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>
<profileDesc><particDesc><listPerson><person xml:id="u1"><persName type="nickname">dachs9</persName></person>
</listPerson></particDesc></profileDesc></teiHeader><text><body>
<post xml:id="p1" who="#u1">Herbert Lüttgenau kommt heute</post>
<post xml:id="p2" who="#u1">LÜTTGENAUS Hund bellt</post>
</body></text></TEI>""",
        encoding="utf-8",
    )
    for mode in ("placeholder", "pseudonym"):
        out = tmp_path / mode
        extra = ["--mode", "pseudonym", "--salt", "g", "--key", str(tmp_path / "k.json")] if mode == "pseudonym" else []
        result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "-q", *extra])
        assert result.exit_code == 0, result.output
        written = (out / "chat.xml").read_text(encoding="utf-8").casefold()
        assert "lüttgenau" not in written and "luttgenau" not in written, written
