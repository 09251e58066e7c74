"""evaluate, strip and import-bio: the measuring tools, checked on small hand-scored cases."""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.annotate.strip import strip_annotations
from teianon.cli import main
from teianon.measure.conll import MAPPINGS, read_bio, spans, to_tei
from teianon.measure.evaluate import evaluate, post_units, references
from teianon.read.tei import tei

HEAD = ('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title>'
        "</titleStmt><publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc>"
        "</teiHeader><text><body><div>")
TAIL = "</div></body></text></TEI>"


def write(path: Path, posts: str) -> Path:
    path.write_text(HEAD + posts + TAIL, encoding="utf-8")
    return path


def test_scores_computed_by_hand(tmp_path):
    # Gold: PER "Anna Hein", GPE "Dortmund", ORG "Siemens".
    gold = write(tmp_path / "gold.xml",
                 '<post xml:id="a"><name type="PER"><w>Anna</w> <w>Hein</w></name> <w>war</w></post>'
                 + '<post xml:id="b"><w>in</w> <name type="GPE"><w>Dortmund</w></name> <w>bei</w> <name type="ORG"><w>Siemens</w></name></post>')
    # System: PER "Anna" only (overlap, not exact), GPE right, "bei" wrongly ORG, Siemens missed.
    system = write(tmp_path / "system.xml",
                   '<post xml:id="a"><name type="PER"><w>Anna</w></name> <w>Hein</w> <w>war</w></post>'
                   + '<post xml:id="b"><w>in</w> <name type="GPE"><w>Dortmund</w></name> <name type="ORG"><w>bei</w></name> <w>Siemens</w></post>')
    result = evaluate(gold, system).as_dict()
    assert result["exact"]["PER"]["tp"] == 0 and result["exact"]["PER"]["fn"] == 1 and result["exact"]["PER"]["fp"] == 1
    assert result["overlap"]["PER"]["tp"] == 1 and result["overlap"]["PER"]["recall"] == 1.0
    assert result["overlap"]["ORG"] == pytest.approx(
        {"tp": 0, "fp": 1, "fn": 1, "precision": 0.0, "recall": 0.0, "f1": 0.0, "f2": 0.0})
    overall = result["overlap"]["overall"]
    assert (overall["tp"], overall["fp"], overall["fn"]) == (2, 1, 1)
    assert overall["precision"] == pytest.approx(2 / 3) and overall["recall"] == pytest.approx(2 / 3)
    # Tokens: Anna, Dortmund right; Hein, Siemens missed; bei false.
    token = result["token"]["overall"]
    assert (token["tp"], token["fp"], token["fn"]) == (2, 1, 2)
    assert token["f2"] == pytest.approx(5 * (2 / 3) * 0.5 / (4 * (2 / 3) + 0.5))


def test_merge_scores_gpe_as_loc(tmp_path):
    gold = write(tmp_path / "g.xml", '<post xml:id="a"><w>in</w> <name type="LOC"><w>Essen</w></name></post>')
    system = write(tmp_path / "s.xml", '<post xml:id="a"><w>in</w> <name type="GPE"><w>Essen</w></name></post>')
    assert evaluate(gold, system).as_dict()["exact"]["overall"]["tp"] == 0
    assert evaluate(gold, system, {"GPE": "LOC"}).as_dict()["exact"]["LOC"]["tp"] == 1


def test_untokenised_posts_are_compared_by_word_tokens(tmp_path):
    gold = write(tmp_path / "g.xml", '<post xml:id="a">hi <name type="nickname">lela2</name>, wie gehts</post>')
    system = write(tmp_path / "s.xml", '<post xml:id="a">hi <name type="NICK">lela2</name>, wie gehts</post>')
    assert evaluate(gold, system).as_dict()["exact"]["NICK"]["tp"] == 1


def test_not_scored_regions_count_neither_way(tmp_path):
    gold = write(tmp_path / "g.xml", '<post xml:id="a"><seg type="not-scored"><w>EU-Kommission</w></seg> <w>tagt</w></post>')
    system = write(tmp_path / "s.xml", '<post xml:id="a"><seg type="not-scored"><name type="ORG"><w>EU-Kommission</w></name></seg> <w>tagt</w></post>')
    assert evaluate(gold, system).as_dict()["overlap"]["overall"]["fp"] == 0


def test_different_texts_are_an_error(tmp_path):
    gold = write(tmp_path / "g.xml", '<post xml:id="a"><w>eins</w></post>')
    system = write(tmp_path / "s.xml", '<post xml:id="a"><w>zwei</w></post>')
    result = CliRunner().invoke(main, ["evaluate", str(gold), str(system)])
    assert result.exit_code == 1 and "texts differ" in result.output


def test_evaluate_cli_json(tmp_path):
    gold = write(tmp_path / "g.xml", '<post xml:id="a"><name type="PER"><w>Anna</w></name></post>')
    result = CliRunner().invoke(main, ["evaluate", str(gold), str(gold), "--format", "json"])
    assert result.exit_code == 0
    assert json.loads(result.output)["overlap"]["PER"]["f1"] == 1.0


def test_strip_keeps_everything_but_the_annotations(tmp_path):
    source = write(tmp_path / "g.xml",
                   '<post xml:id="a"><!-- c --><w xml:id="w1">hi</w> <ref type="addressingTerm"><name type="nickname">'
                   '<w xml:id="w2">lela2</w></name></ref> <w><m function="name"><name type="NICK">tom</name></m>:</w></post>')
    tree = etree.parse(str(source))
    assert strip_annotations(tree.getroot()) == 4
    post = tree.getroot().find(f".//{tei('post')}")
    assert etree.tostring(post, encoding="unicode").endswith(
        '<!-- c --><w xml:id="w1">hi</w> <w xml:id="w2">lela2</w> <w>tom:</w></post>')


BIO = "# doc\n1\tAnna\tB-PER\tO\n2\tHein\tI-PER\tO\n3\taus\tO\tO\n4\tEU-Land\tB-LOCpart\tO\n5\tMannheimer\tB-LOCderiv\tO\n\n1\tJa\tO\tO\n"


def test_bio_spans_and_import(tmp_path):
    assert spans(["B-PER", "I-PER", "O", "I-LOC", "B-LOC", "B-LOC"]) == [(0, 2, "PER"), (3, 4, "LOC"), (4, 5, "LOC"), (5, 6, "LOC")]
    source = tmp_path / "ner.tsv"
    source.write_text(BIO, encoding="utf-8")
    tree = to_tei(read_bio(source, 1, 2), MAPPINGS["germeval"], "t", source)
    posts = list(tree.getroot().iter(tei("post")))
    assert len(posts) == 2
    units = post_units(posts[0])
    assert [u.text for u in units] == ["Anna", "Hein", "aus", "EU-Land", "Mannheimer"]
    assert [(r.start, r.end, r.category) for r in references(units, {})] == [(0, 2, "PER"), (4, 5, "GEO_DE")]
    assert not units[3].scored


def test_import_bio_reports_unknown_labels_with_line(tmp_path):
    source = tmp_path / "ner.tsv"
    source.write_text("Anna\tB-PERSON\n", encoding="utf-8")
    out = tmp_path / "out.xml"
    result = CliRunner().invoke(main, ["import-bio", str(source), "-o", str(out)])
    assert result.exit_code == 1
    assert "ner.tsv:1" in result.output and "'PERSON'" in result.output
    assert not out.exists()


def test_strip_then_annotate_then_evaluate_round_trip(tmp_path):
    source = tmp_path / "ner.tsv"
    source.write_text("Anna\tB-PER\nHein\tI-PER\nwohnt\tO\nin\tO\nDortmund\tB-LOC\n", encoding="utf-8")
    runner = CliRunner()
    assert runner.invoke(main, ["import-bio", str(source), "-o", str(tmp_path / "gold" / "g.xml")]).exit_code == 0
    assert runner.invoke(main, ["strip", str(tmp_path / "gold"), "-o", str(tmp_path / "input"), "-q"]).exit_code == 0
    assert runner.invoke(main, ["annotate", str(tmp_path / "input"), "-o", str(tmp_path / "sys"), "-q"]).exit_code == 0
    result = runner.invoke(main, ["evaluate", str(tmp_path / "gold"), str(tmp_path / "sys"), "--merge", "GPE=LOC", "--format", "json"])
    scores = json.loads(result.output)["exact"]
    assert scores["PER"]["tp"] == 1 and scores["LOC"]["tp"] == 1 and scores["overall"]["fp"] == 0


def test_nested_annotations_in_untokenised_posts_are_read_in_document_order():
    from lxml import etree

    from teianon.measure.evaluate import post_units

    post = etree.fromstring('<post xmlns="http://www.tei-c.org/ns/1.0">hi <ref type="addressingTerm">@<name '
                            'type="nickname">lela2</name></ref>, wie gehts</post>')
    assert [u.text for u in post_units(post)] == ["hi", "@", "lela2", ",", "wie", "gehts"]
