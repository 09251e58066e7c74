"""The review report's data, without a browser: likely misses, participants, the warning for
anonymised input, and what the review command prints."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner
from conftest import SAMPLES

from teianon.cli import main
from teianon.review.report import collect

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="de">
  <teiHeader>
    <fileDesc>
      <titleStmt><title>{title}</title></titleStmt>
      <publicationStmt><p>Test file.</p></publicationStmt>
      <sourceDesc><p>Written for the tests.</p></sourceDesc>
    </fileDesc>
    <profileDesc>
      <particDesc>
        <listPerson>
          <person role="participant" xml:id="k1"><persName type="nickname">sternchen84</persName><persName>Karla Brenneisen</persName></person>
          <person role="moderator" xml:id="k2"><persName type="nickname">LehrerBot</persName></person>
          <person role="system" xml:id="k0"><persName type="nickname">system</persName></person>
        </listPerson>
      </particDesc>
    </profileDesc>
    {revision}
  </teiHeader>
  <text>
    <body>
      <div>
{posts}
      </div>
    </body>
  </text>
</TEI>
"""


def write(folder: Path, name: str, posts: list[tuple[str, str]], title: str = "Kurschat", revision: str = "") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    lines = "\n".join(f'        <post xml:id="p{n}" who="#{who}">{text}</post>' for n, (who, text) in enumerate(posts, 1))
    path = folder / name
    path.write_text(HEADER.format(title=title, revision=revision, posts=lines), encoding="utf-8")
    return path


def misses(folder: Path) -> list[tuple[str, str, str]]:
    data = collect([folder])
    return [(data.blocks[m["b"]]["id"], m["t"], m["why"]) for m in data.misses]


T = 'resp="#teianon" cert="high"'


def test_likely_misses_are_names_nothing_replaces(tmp_path):
    write(tmp_path, "a.xml", [
        # A name of the person tables, unannotated: a miss (twice).
        ("k1", "Mehmet fragt, ob Mehmet auch kommen darf"),
        # A capitalised word no dictionary knows, in the middle of a sentence: a miss.
        ("k2", "wir treffen uns bei Wrobelkowski im Hof"),
        # Annotated once in this file: its repeat is replaced anyway (anonymise marks it).
        ("k2", f'frag <name type="PER" {T}>Hannelore</name> doch'),
        ("k1", "Hannelore weiss das"),
        # The participant's names and their parts: the post-processor replaces them anyway.
        ("k2", "sternchen84 und Brenneisen sind da"),
        # Kept public here, and a name the notable list knows: no miss.
        ("k1", f'ich mag <name type="PER" subtype="public" ana="teianon:public.notable" {T}>Beyoncé</name> und Beyoncé'),
        # Chat words, sentence-initial ordinary words, shouting, German compounds (also with the
        # umlaut in two letters), laughter: no miss.
        ("k1", "Hallo! Genau. HALLOOOO Kaffeetassenregal in Vollmondnaechten Hahahahahha lol"),
        # A system's unknown words are software, not people.
        ("k0", "Quit (NoNameScript 3.81)"),
    ])
    # Annotated in another file, unannotated here: a miss of that category.
    write(tmp_path, "b.xml", [("k1", f'gestern in <name type="GPE" {T}>Quakenbrück</name>'), ("k2", "bis bald")])
    write(tmp_path / "c", "c.xml", [("k1", "und wieder Quakenbrück")])
    found = misses(tmp_path)
    assert ("p1", "Mehmet", "a name in the person tables") in found
    assert [t for _, t, _ in found if t == "Mehmet"] == ["Mehmet", "Mehmet"]
    assert ("p2", "Wrobelkowski", "a capitalised word no dictionary knows") in found
    assert ("p1", "Quakenbrück", "annotated in b.xml") in found
    texts = {t for _, t, _ in found}
    assert texts == {"Mehmet", "Wrobelkowski", "Quakenbrück"}, texts


def test_misses_of_another_file_carry_its_category(tmp_path):
    write(tmp_path, "b.xml", [("k1", (f'gestern in <name type="GPE" {T}>Quakenbrück</name> im '
                                     f'<name type="ORG" {T}>Cafe Extrablatt</name>'))])
    write(tmp_path, "c.xml", [("k1", "und wieder Quakenbrück,\n  im cafe   extrablatt")])
    data = collect([tmp_path])
    found = [(m["t"], m["c"], data.blocks[m["b"]]["d"]) for m in data.misses]
    # Several words too, in another case and spacing.
    assert sorted(found) == [("Quakenbrück", "GPE", "c.xml"), ("cafe extrablatt", "ORG", "c.xml")]
    # The offsets are those of the block's plain text (white space made single spaces).
    for miss in data.misses:
        assert data.blocks[miss["b"]]["t"][miss["s"]:miss["e"]] == miss["t"]


def test_participants_by_name_and_role(tmp_path):
    write(tmp_path, "a.xml", [("k1", "hallo")])
    data = collect([tmp_path])
    people = {p["id"]: p for p in data.participants["a.xml"]}
    assert people["k1"]["name"] == "sternchen84" and people["k1"]["role"] == "participant"
    assert people["k2"]["name"] == "LehrerBot" and people["k2"]["role"] == "moderator"


def test_anonymised_input_is_named(tmp_path):
    write(tmp_path / "done", "a.xml", [("k1", "hallo")], revision='<revisionDesc><change type="anonymisation" when="2026-01-01">teianon</change></revisionDesc>')
    write(tmp_path / "placeholders", "b.xml", [("k1", f'hallo <name type="nickname" {T}>[_NICKNAME-1_]</name>')])
    # A corpus anonymised by hand before (its own annotations hold placeholders) is input, not output.
    write(tmp_path / "by-hand", "c.xml", [("k1", 'hallo <name type="nickname">[_NICKNAME-1_]</name>')])
    write(tmp_path / "fresh", "d.xml", [("k1", f'hallo <name type="PER" {T}>Jorinde</name>')])
    [done] = collect([tmp_path / "done"]).warnings
    assert done.startswith(str(tmp_path / "done" / "a.xml") + ": warning: ") and "anonymisation" in done
    [placeholder] = collect([tmp_path / "placeholders"]).warnings
    assert "[_NICKNAME-1_]" in placeholder
    assert collect([tmp_path / "by-hand"]).warnings == []
    assert collect([tmp_path / "fresh"]).warnings == []


def test_review_command_warns_and_counts(tmp_path):
    write(tmp_path / "in", "a.xml", [("k1", f'hallo <name type="nickname" {T}>[_NICKNAME-1_]</name> und Jorinde'),
                                     ("k2", 'wir sehen uns in <name type="GPE">Bochum</name>')])
    html = tmp_path / "review.html"
    result = CliRunner().invoke(main, ["review", str(tmp_path / "in"), "-o", str(html)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert any(line.startswith(f"{tmp_path / 'in' / 'a.xml'}: warning: ") and "[_NICKNAME-1_]" in line for line in lines)
    assert lines[-1] == f"{html}: 2 proposal(s) in 1 file(s) (1 by teianon, 1 annotated before), 1 likely miss(es)"
    # The warning is in the report too, for its banner.
    payload = json.loads(re.search(r'<script type="application/json" id="data">(.*?)</script>', html.read_text(encoding="utf-8"), re.DOTALL)
                         .group(1))
    assert payload["warnings"] and "[_NICKNAME-1_]" in payload["warnings"][0]


def test_free_header_text_has_likely_misses_but_what_is_replaced_anyway_has_none(tmp_path):
    """A source description names people in free text, which nothing replaces: its names are
    likely misses. A participant's own entry (names, residence) is the post-processor's, and the
    project's metadata (publicationStmt, respStmt) names the publisher: no misses there."""
    (tmp_path / "c.xml").write_text("""<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>
  <titleStmt><title>Chat</title><respStmt><resp>Transkription</resp><name>Ottokar Wrzesniewski</name></respStmt></titleStmt>
  <publicationStmt><p>Herausgegeben von Adelgunde Pfeffinghaus</p></publicationStmt>
  <sourceDesc><p>Mitschnitt von Wrobelkowski, Kursleiterin Jorinde Quapp</p></sourceDesc></fileDesc>
  <profileDesc><particDesc><listPerson>
    <person xml:id="A1"><persName type="nickname">lela2</persName><persName>Gundeline Zwirbelsberger</persName>
      <residence>Quakenbrück</residence><note>Kollegin von Hildtraut Kwiatkowska</note></person>
  </listPerson></particDesc></profileDesc></teiHeader><text><body><div>
  <post xml:id="m1" who="#A1">hallo</post>
</div></body></text></TEI>""", encoding="utf-8")
    found = misses(tmp_path)
    assert sorted(t for _, t, _ in found) == ["Hildtraut", "Jorinde", "Kwiatkowska", "Quapp", "Wrobelkowski"], found
    assert ("teiHeader/fileDesc/sourceDesc/p", "Quapp", "a capitalised word no dictionary knows") in found


def test_the_report_holds_every_part_of_its_script_once(tmp_path):
    """The script's parts beside report.py are all joined into the page, in SCRIPTS' order."""
    from teianon.review.report import HERE, SCRIPTS, ReportData, render

    assert sorted(SCRIPTS) == sorted(p.name for p in HERE.glob("*.js"))
    page = render(ReportData(), "t")
    starts = [page.index((HERE / name).read_text(encoding="utf-8")) for name in SCRIPTS]
    assert starts == sorted(starts)


def test_a_corpus_title_is_the_publishers_a_document_title_is_read(tmp_path):
    (tmp_path / "k.xml").write_text("""<teiCorpus xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>
  <titleStmt><title>Korpus Wrobelkowski</title></titleStmt><publicationStmt><p>x</p></publicationStmt>
  <sourceDesc><p>y</p></sourceDesc></fileDesc></teiHeader>
  <TEI><teiHeader><fileDesc><titleStmt><title>Thread von Zwirbelsberger</title></titleStmt>
  <publicationStmt><p>x</p></publicationStmt><sourceDesc><p>y</p></sourceDesc></fileDesc></teiHeader>
  <text><body><div><post xml:id="m1">hallo</post></div></body></text></TEI></teiCorpus>""", encoding="utf-8")
    assert [t for _, t, _ in misses(tmp_path)] == ["Zwirbelsberger"]


def test_the_report_is_never_written_over_an_annotated_file(tmp_path):
    """The red team wrote the HTML report over ``annotated/forum-de.xml``: refused, nothing written."""
    annotated = tmp_path / "annotated"
    assert CliRunner().invoke(main, ["annotate", str(SAMPLES / "forum-de.xml"), "-o", str(annotated), "-q"]).exit_code == 0
    before = (annotated / "forum-de.xml").read_bytes()
    result = CliRunner().invoke(main, ["review", str(annotated), "-o", str(annotated / "forum-de.xml")])
    assert result.exit_code == 2 and "would write over a file that is read in the input" in result.output
    assert (annotated / "forum-de.xml").read_bytes() == before


def test_covered_stretches_answer_like_comparing_with_every_span():
    """Likely misses ask, for each word, whether an annotation touches it; merged and searched
    by bisection (a 150,000-word post took minutes), the answer must be the one the plain
    comparison gives, nested and touching spans included."""
    import random

    from teianon.review.misses import _Covered

    rng = random.Random(7)
    for _ in range(200):
        spans = [(s, s + rng.randint(1, 9)) for s in (rng.randint(0, 60) for _ in range(rng.randint(0, 8)))]
        covered = _Covered(spans)
        for start in range(70):
            end = start + rng.randint(1, 6)
            assert covered.overlaps(start, end) == any(s < end and start < e for s, e in spans), (spans, start, end)


def test_repeats_stand_under_the_proposal_they_repeat(tmp_path):
    """A reject rejects the repeats teianon completed from a proposal: the report links each
    repeat to its proposal (``o``), and the page says so under both."""
    repeat = 'resp="#teianon" cert="high" ana="teianon:repeat.reference"'
    write(tmp_path / "in", "a.xml", [
        ("k1", 'Kaffee von <name type="PER" resp="#teianon" cert="high" ana="teianon:tagger.PER">Dallmeyer</name>'),
        ("k2", f'<name type="PER" {repeat}>Dallmeyers</name> Bohnen und <name type="PER" {repeat}>dallmeyer</name>'),
        ("k1", f'und <name type="ORG" {repeat}>Mühlbauer</name> ohne Vorbild'),
    ])
    html = tmp_path / "review.html"
    result = CliRunner().invoke(main, ["review", str(tmp_path / "in"), "-o", str(html)])
    assert result.exit_code == 0, result.output
    page = html.read_text(encoding="utf-8")
    data = re.search(r'<script type="application/json" id="data">(.*?)</script>', page, re.DOTALL)
    payload = json.loads(data.group(1))
    linked = [(p["t"], payload["proposals"][p["o"]]["t"] if "o" in p else None) for p in payload["proposals"]]
    assert linked == [("Dallmeyer", None), ("Dallmeyers", "Dallmeyer"), ("dallmeyer", "Dallmeyer"), ("Mühlbauer", None)]
    assert "rejecting it rejects them too" in page
