"""What the name tagger changed around it: spans, resolution, repeats, audit, pseudonym mode.

Each test runs the stage as a user runs it (the CLI or the public function of the stage) and
checks the written result.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from conftest import shared_path
from lxml import etree

from teianon.annotate.repeats import Search, find_repeats, reference_targets
from teianon.annotate.resolve import select
from teianon.cli import main
from teianon.detect import DocumentContext
from teianon.detect.tagger import TaggerDetector, tokens_of
from teianon.mention import Category, Mention
from teianon.read.textview import post_text

T = "{http://www.tei-c.org/ns/1.0}"
PERSONS = ('<person xml:id="a"><persName type="nickname">kiki</persName></person>'
           '<person xml:id="b"><persName type="nickname">zorro</persName></person>')


def _tei(posts: str, header_text: str = "") -> str:
    return ('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title>'
            "</titleStmt><publicationStmt><p/></publicationStmt><sourceDesc>"
            f"{header_text or '<p/>'}</sourceDesc></fileDesc>"
            f"<profileDesc><particDesc><listPerson>{PERSONS}</listPerson></particDesc></profileDesc></teiHeader>"
            f'<text><body><div type="logfile">{posts}</div></body></text></TEI>')


def _write(tmp_path: Path, document: str) -> Path:
    source = tmp_path / "in" / "d.xml"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(document, encoding="utf-8")
    return source


def _names(path: Path) -> list[tuple[str, str]]:
    root = etree.parse(str(path)).getroot()
    return [(e.get("type"), " ".join("".join(e.itertext()).split())) for e in root.iter(f"{T}name", f"{T}ref")
            if e.get("resp")]


def _tagger() -> TaggerDetector:
    detector = TaggerDetector()
    detector.load()
    return detector


def test_tagger_spans_hold_letters_and_stop_at_dashes_and_markup():
    tagger = _tagger()
    post = etree.fromstring('<post xmlns="http://www.tei-c.org/ns/1.0">Bochum - Münster ohne Küche, '
                            'am Thu Jul 14 01:22 @ } <name type="PER">Anna</name> Hein kam</post>')
    view = post_text(post)
    found = {view.text[m.start : m.end]: m.category for m in tagger.analyze(view, DocumentContext())}
    assert found.get("Bochum") is Category.GPE and found.get("Münster") is Category.GPE
    assert not any(text.strip("@}") == "" or "Jul" in text for text in found)
    assert not any("\ue000" in text for text in found)  # nothing runs across the earlier <name>


def test_the_tagger_reads_the_words_of_earlier_annotations_as_context():
    post = etree.fromstring('<post xmlns="http://www.tei-c.org/ns/1.0">ich war in <name type="GPE">Bochum</name> '
                            'bei Paul</post>')
    tokens = tokens_of(post_text(post))
    assert [(t.text, t.context) for t in tokens][3] == ("Bochum", True)
    assert [t.text for t in tokens if not t.context] == ["ich", "war", "in", "bei", "Paul"]


def test_annotating_twice_adds_nothing(tmp_path):
    source = _write(tmp_path, _tei('<post xml:id="p1" who="#a">for the tickets: my IBAN is GB82 WEST 1234 5698 7654 32, '
                                   "ask Anna Hein in Leeds</post>"))
    once, twice = tmp_path / "once", tmp_path / "twice"
    assert CliRunner().invoke(main, ["annotate", str(source), "-o", str(once), "-q"]).exit_code == 0
    assert CliRunner().invoke(main, ["annotate", str(once / "d.xml"), "-o", str(twice), "-q"]).exit_code == 0
    assert (once / "d.xml").read_bytes() == (twice / "d.xml").read_bytes()


def test_a_rule_wins_a_tie_and_a_tagger_name_does_not_swallow_a_room():
    rule = Mention(0, 9, Category.NICK, source="user-list")
    guess = Mention(0, 9, Category.PER, source="tagger:PER")
    assert select([guess, rule]) == [rule]
    room = Mention(20, 31, Category.ROOM, source="room:header")
    container = Mention(0, 31, Category.OTH, source="tagger:OTH")
    assert select([container, room]) == [room]
    # An e-mail address still replaces the nickname inside it: it hides more.
    nick = Mention(0, 5, Category.NICK, corresp="a", source="nickname")
    assert select([nick, Mention(0, 12, Category.EMAIL, source="email")])[0].category is Category.EMAIL


def test_repeats_mark_identifying_parts_but_no_inflected_ordinary_word():
    posts = ('<post xml:id="p1" who="#a">das Konzert von <name type="ORG">Rammstein Bluthund</name> war laut</post>'
             '<post xml:id="p2" who="#b">Rammstein ist besser, aber die Seite fordern sie</post>'
             '<post xml:id="p3" who="#a">die <name type="GPE">forder</name> Seite</post>')
    root = etree.fromstring(_tei(posts))
    targets = reference_targets(root)
    assert {t.text for t in targets} >= {"Rammstein Bluthund", "Rammstein", "forder"}
    view = post_text(root.findall(f".//{T}post")[1])
    found = [view.text[m.start : m.end] for m in find_repeats(view, targets, Search(targets))]
    assert found == ["Rammstein"]  # and not "fordern": "forder" + n is a verb


def test_a_name_that_spells_a_type_value_is_no_leak_there(tmp_path):
    # The tagger's own vocabulary and the encoder's (div type="logfile") are not text anyone wrote.
    posts = '<post xml:id="p1" who="#a">mein Kater heißt <name type="PER">Logfile</name></post>'
    source = _write(tmp_path, _tei(posts))
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "-q", "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "d.xml").read_text(encoding="utf-8")
    assert 'type="logfile"' in written and ">Logfile<" not in written


def test_pseudonym_mode_puts_surrogates_where_markup_cannot_go(tmp_path):
    # An organisation named by a word ("Rammstein", a compound of ordinary nouns) still gets a
    # surrogate of its own, and strings in an element that admits no markup (an idno of the
    # source) get the surrogate, or the word of it, that the reference got in the text.
    header = "<biblStruct><monogr><title>x</title><idno>Fans von Rammstein und Bluthund</idno><imprint/></monogr></biblStruct>"
    posts = ('<post xml:id="p1" who="#a">das Konzert von <name type="ORG">Rammstein</name> war laut</post>'
             '<post xml:id="p2" who="#b">und <name type="ORG">Bluthund Quartett</name> auch</post>')
    source = _write(tmp_path, _tei(posts, header))
    key = tmp_path / "secret" / "key.json"
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "-q", "--mode", "pseudonym",
                                       "--key", str(key), "--salt", "s", "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "d.xml").read_text(encoding="utf-8")
    organisations = json.loads(key.read_text(encoding="utf-8"))["references"]["ORG"]
    assert organisations["Rammstein"].casefold() != "rammstein"
    assert "Rammstein" not in written and "Bluthund" not in written and "[_" not in written
    quartet = organisations["Bluthund Quartett"].split()
    assert f"<idno>Fans von {organisations['Rammstein']} und {quartet[0]}</idno>" in written


def test_a_title_rule_beats_a_tagger_span_that_ends_in_particles(tmp_path):
    source = _write(tmp_path, _tei('<post xml:id="p1" who="#a">frag mal herr wagner von der firma bosch</post>'))
    out = tmp_path / "out"
    assert CliRunner().invoke(main, ["annotate", str(source), "-o", str(out), "-q"]).exit_code == 0
    root = etree.parse(str(out / "d.xml")).getroot()
    person = [(e.text, e.get("cert")) for e in root.iter(f"{T}name") if e.get("type") == "PER"]
    # The person is "wagner" alone, sure; the title rule and the tagger propose the same word, and
    # the decision (teianon.decide) keeps the one it is surer of.
    assert person == [("wagner", "high")]


def test_language_words_with_the_policy_on_are_found_in_lower_case(tmp_path):
    source = _write(tmp_path, _tei('<post xml:id="p1" who="#a">sie spricht spanisch und wohnt in sevilla</post>'))
    config = tmp_path / "c.toml"
    config.write_text("[detect]\ncountries = true\n", encoding="utf-8")
    on, off = tmp_path / "on", tmp_path / "off"
    assert CliRunner().invoke(main, ["annotate", str(source), "-o", str(on), "-q", "--config", str(config)]).exit_code == 0
    assert CliRunner().invoke(main, ["annotate", str(source), "-o", str(off), "-q"]).exit_code == 0
    assert ("GEO_DE", "spanisch") in _names(on / "d.xml")
    assert "spanisch" not in [text for _, text in _names(off / "d.xml")]


def test_pseudonym_mode_on_the_real_files_writes_every_one(tmp_path):
    folder = shared_path("data", "tei-cmc")
    result = CliRunner().invoke(main, ["run", str(folder), "-o", str(tmp_path / "out"), "-q", "--mode", "pseudonym",
                                       "--key", str(tmp_path / "key.json"), "--salt", "s", "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    assert len(list((tmp_path / "out").glob("*.xml"))) == 4
