"""Detection configuration: keep-list, project word lists, categories from a TOML file."""

from pathlib import Path

from click.testing import CliRunner

from teianon.cli import main
from teianon.config import load_config

DOC = ('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title>'
       "</titleStmt><publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc>"
       '</teiHeader><text><body><div><post xml:id="p1">wie Goethe sagte, war Jolkowitz in Dortmund</post>'
       "</div></body></text></TEI>")


def annotate(tmp_path: Path, *options: str) -> str:
    source = tmp_path / "in" / "d.xml"
    source.parent.mkdir(exist_ok=True)
    source.write_text(DOC, encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "out"), "-q", *options])
    assert result.exit_code == 0, result.output
    return (tmp_path / "out" / "d.xml").read_text(encoding="utf-8")


def test_keep_list_on_the_command_line(tmp_path):
    assert 'type="PER" resp="#teianon" cert="high">Goethe<' not in annotate(tmp_path, "--keep", "goethe")
    assert ">Goethe</name>" in annotate(tmp_path)


def test_config_file_with_lists_keep_and_skip(tmp_path):
    (tmp_path / "class.txt").write_text("# our class\nJolkowitz\n", encoding="utf-8")
    config = tmp_path / "teianon.toml"
    config.write_text('[detect]\nskip = ["GPE"]\nkeep = ["Goethe"]\n[list-files]\nNICK = ["class.txt"]\n', encoding="utf-8")
    loaded = load_config(config)
    assert loaded.skip == ("GPE",) and loaded.names == (("NICK", "Jolkowitz"),)
    out = annotate(tmp_path, "--config", str(config))
    assert '<name type="nickname" resp="#teianon" cert="high" ana="teianon:user-list">Jolkowitz</name>' in out
    assert ">Goethe</name>" not in out and ">Dortmund</name>" not in out


def test_word_list_option_and_bad_config(tmp_path):
    names = tmp_path / "places.txt"
    names.write_text("Klein-Nirgendwo\n", encoding="utf-8")
    source = tmp_path / "d.xml"
    source.write_text(DOC.replace("Dortmund", "Klein-Nirgendwo"), encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "o"), "-q", "--word-list", f"GPE:{names}"])
    assert result.exit_code == 0
    assert '<name type="GPE" resp="#teianon" cert="high" ana="teianon:user-list">Klein-Nirgendwo</name>' in (tmp_path / "o" / "d.xml").read_text()
    bad = tmp_path / "bad.toml"
    bad.write_text("[lists]\nPLANET = [\"Mars\"]\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "o2"), "--config", str(bad)])
    assert result.exit_code == 1 and "bad.toml" in result.output and "PLANET" in result.output


def test_the_modules_example_is_a_valid_config(tmp_path: Path) -> None:
    """The example in ``teianon.config``'s docstring, copied as written, is read (review: it put
    ``keep`` and ``keep-files`` under ``[public]``, which refuses them)."""
    import tomllib

    import teianon.config

    doc = teianon.config.__doc__ or ""
    block = doc.split("::", 1)[1].split("\n\n")
    example = []
    for part in block[1:]:
        if part and not part.startswith("    "):
            break
        example.append(part)
    data = tomllib.loads("\n\n".join(example).replace("\n    ", "\n").strip())
    (tmp_path / "public-figures.txt").write_text("Loriot\n", encoding="utf-8")
    (tmp_path / "class-list.txt").write_text("Mia Wolters\n", encoding="utf-8")
    config = teianon.config.detection_config(data, tmp_path / "teianon.toml")
    assert {"Goethe", "Angela Merkel", "Loriot"} <= set(config.keep)
    assert config.courts == "keep"
