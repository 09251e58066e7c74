"""agreement: the statistics on published examples, then whole runs on small cases scored by hand."""

import json
import re
from pathlib import Path

import pytest

from teianon.errors import InputError
from teianon.measure.agreement import (
    agreement,
    fleiss_kappa,
    format_report,
    krippendorff_alpha,
    observed_agreement,
    run_agreement,
)

HEAD = ('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title>'
        "</titleStmt><publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc>"
        "</teiHeader><text><body><div>\n")
TAIL = "\n</div></body></text></TEI>"

# Fleiss (1971) as worked in Wikipedia's "Fleiss' kappa": 10 subjects, 14 raters, 5 categories.
FLEISS_TABLE = [
    [0, 0, 0, 0, 14],
    [0, 2, 6, 4, 2],
    [0, 0, 3, 5, 6],
    [0, 3, 9, 2, 0],
    [2, 2, 8, 1, 1],
    [7, 7, 0, 0, 0],
    [3, 2, 6, 3, 0],
    [2, 5, 3, 2, 2],
    [6, 5, 2, 1, 0],
    [0, 2, 2, 3, 7],
]

# Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section C: 4 coders x 12
# units with missing values; nominal alpha = 0.743.
_ = None
KRIPPENDORFF_DATA = [
    [1, 2, 3, 3, 2, 1, 4, 1, 2, _, _, _],
    [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, _, 3],
    [_, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, _],
    [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, _],
]


def write(path: Path, *posts: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEAD + "\n".join(posts) + TAIL, encoding="utf-8")
    return path


# --- the statistics ------------------------------------------------------------------------


def test_fleiss_kappa_matches_the_published_example():
    assert fleiss_kappa(FLEISS_TABLE) == pytest.approx(0.210, abs=5e-4)


def test_fleiss_kappa_agrees_with_statsmodels_if_installed():
    inter_rater = pytest.importorskip("statsmodels.stats.inter_rater")
    tables = [FLEISS_TABLE, [[2, 0], [1, 1], [0, 2], [2, 0]], [[3, 0, 0], [0, 2, 1], [1, 1, 1]]]
    for table in tables:
        assert fleiss_kappa(table) == pytest.approx(inter_rater.fleiss_kappa(table))


def test_fleiss_kappa_edge_cases():
    assert fleiss_kappa([[2, 0], [0, 2]]) == pytest.approx(1.0)
    assert fleiss_kappa([[1, 1], [1, 1]]) == pytest.approx(-1.0)
    assert fleiss_kappa([[3], [3]]) is None  # one category only: chance agreement 1, κ = 0/0
    with pytest.raises(ValueError):
        fleiss_kappa([[2, 0], [1, 0]])


def test_krippendorff_alpha_matches_the_published_example():
    data = [[None if v is None else str(v) for v in row] for row in KRIPPENDORFF_DATA]
    assert krippendorff_alpha(data) == pytest.approx(0.743, abs=5e-4)
    assert krippendorff_alpha([["a", "a"], ["a", "a"]]) is None


def test_observed_agreement():
    assert observed_agreement([["a", "b"], ["a", "c"], ["a", "b"]]) == pytest.approx((1 + 1 / 3) / 2)


# --- whole runs ----------------------------------------------------------------------------


def two_coders(tmp_path: Path) -> tuple[Path, Path]:
    a, b = tmp_path / "coderA", tmp_path / "coderB"
    # Tokenised: a boundary dispute (Anna Hein vs Anna) and an agreed GPE.
    write(a / "doc1.xml",
          '<post xml:id="p1"><name type="PER"><w>Anna</w> <w>Hein</w></name> <w>war</w></post>',
          '<post xml:id="p2"><w>in</w> <name type="GPE"><w>Dortmund</w></name></post>')
    write(b / "doc1.xml",
          '<post xml:id="p1"><name type="PER" resp="#teianon"><w>Anna</w></name> <w>Hein</w> <w>war</w></post>',
          '<post xml:id="p2"><w>in</w> <name type="GPE" resp="#teianon"><w>Dortmund</w></name></post>')
    # Untokenised: the same nickname (B inside an addressing term, which is no unit of its own),
    # an agreed ORG and a LOC/GPE dispute.
    write(a / "sub" / "doc2.xml",
          '<post xml:id="p3">hi @<name type="nickname">lela2</name>, wie gehts</post>',
          '<post xml:id="p4">bei <name type="ORG">Siemens</name> in <name type="LOC">Essen</name></post>')
    write(b / "sub" / "doc2.xml",
          '<post xml:id="p3">hi <ref type="addressingTerm">@<name type="NICK" resp="#teianon">lela2</name></ref>, wie gehts</post>',
          '<post xml:id="p4">bei <name type="ORGANISATIONNAME">Siemens</name> in <name type="GPE">Essen</name></post>')
    return a, b


def test_two_coders_scored_by_hand(tmp_path):
    report = agreement(list(two_coders(tmp_path)))
    assert report.coders == ["coderA", "coderB"]
    assert (report.documents, report.posts) == (2, 4)
    # Units: Anna, Anna Hein, Dortmund, lela2, Siemens, Essen.
    # A: none PER GPE NICK ORG LOC; B: PER none GPE NICK ORG GPE.
    overall = report.overall
    assert overall.units == 6
    assert overall.observed == pytest.approx(0.5)
    # 12 values: none 2, PER 2, GPE 3, NICK 2, ORG 2, LOC 1: chance 26/144.
    assert overall.kappa == pytest.approx((0.5 - 26 / 144) / (1 - 26 / 144))
    # Coincidences: 6 disagreeing ordered pairs; alpha = 1 - (n-1) * 6 / (n² - Σn_c²).
    assert overall.alpha == pytest.approx(1 - 11 * 6 / (144 - 26))

    cats = report.categories
    assert set(cats) == {"PER", "GPE", "NICK", "ORG", "LOC"}
    assert cats["PER"].units == 2 and cats["PER"].kappa == pytest.approx(-1.0)
    assert cats["PER"].alpha == pytest.approx(1 - 3 * 4 / 8)
    assert cats["GPE"].units == 2 and cats["GPE"].kappa == pytest.approx(-1 / 3)
    assert cats["GPE"].alpha == pytest.approx(0.0)
    assert cats["LOC"].units == 1
    # Everyone gave NICK and ORG to their spans: observed 1, κ and α undefined.
    assert (cats["NICK"].units, cats["NICK"].kappa, cats["NICK"].alpha, cats["NICK"].observed) == (1, None, None, 1.0)
    assert cats["ORG"].units == 1 and cats["ORG"].observed == 1.0

    rows = [(d.span.document, d.span.post, d.span.text, *d.values) for d in report.disagreements]
    assert rows == [
        ("doc1.xml", "p1", "Anna", 'none (overlaps PER "Anna Hein")', "PER"),
        ("doc1.xml", "p1", "Anna Hein", "PER", 'none (overlaps PER "Anna")'),
        ("sub/doc2.xml", "p4", "Essen", "LOC", "GPE"),
    ]
    assert [dict(c) for c in report.per_coder] == [{"PER": 1, "GPE": 1, "NICK": 1, "ORG": 1, "LOC": 1},
                                                   {"PER": 1, "GPE": 2, "NICK": 1, "ORG": 1}]


def test_perfect_agreement_of_three_coders(tmp_path):
    posts = ('<post xml:id="p1"><w>hi</w> <name type="nickname"><w>lela2</w></name> <w>und</w> '
             '<name type="PER"><w>Jonas</w></name></post>',
             '<post xml:id="p2">mail an <ref type="EMAIL">a@b.de</ref> oder <name type="NICK">tom</name></post>')
    coders = [write(tmp_path / f"c{i}" / "chat.xml", *posts) for i in range(3)]
    report = agreement(coders)  # three files given directly
    assert report.coders == [str(c) for c in coders]  # same file names: full paths tell them apart
    assert report.overall.units == 4  # lela2, Jonas, a@b.de (one reference of several tokens), tom
    assert report.overall.kappa == pytest.approx(1.0) and report.overall.alpha == pytest.approx(1.0)
    assert report.disagreements == []
    assert report.categories["NICK"].units == 2 and report.categories["NICK"].observed == 1.0
    assert "No disagreements." in format_report(report)


def test_three_coders_with_a_missed_reference(tmp_path):
    a = write(tmp_path / "a.xml", '<post xml:id="p"><w>ruf</w> <ref type="NUMBER"><w>0231</w></ref> <w>an</w></post>')
    b = write(tmp_path / "b.xml", '<post xml:id="p"><w>ruf</w> <ref type="NUMBER"><w>0231</w></ref> <w>an</w></post>')
    c = write(tmp_path / "c.xml", '<post xml:id="p"><w>ruf</w> <w>0231</w> <w>an</w></post>')
    report = agreement([a, b, c])
    assert report.overall.units == 1
    assert [(d.span.text, d.values) for d in report.disagreements] == [("0231", ["NUMBER", "NUMBER", "none"])]
    assert report.overall.observed == pytest.approx(1 / 3)
    # One unit, values NUMBER NUMBER none: P̄ = 1/3, chance = (4 + 1) / 9.
    assert report.overall.kappa == pytest.approx((1 / 3 - 5 / 9) / (1 - 5 / 9))


def test_output_formats(tmp_path):
    a, b = two_coders(tmp_path)
    text, code = run_agreement([a, b])
    assert code == 0
    assert re.search(r"^overall +6 +0.390 +0.441 +0.500$", text, re.M) and "Disagreements (3):" in text and "sub/doc2.xml" in text
    assert "n/a" in text  # NICK's κ
    tsv, _ = run_agreement([a, b], "tsv")
    summary, disagreements = tsv.split("\n\n")
    assert summary.splitlines()[0] == "category\tunits\tfleiss_kappa\tkripp_alpha\tobserved"
    assert summary.splitlines()[-1].startswith("overall\t6\t0.390\t0.441\t0.500")
    assert disagreements.splitlines()[0] == "document\tpost\ttext\tcoderA\tcoderB"
    assert disagreements.splitlines()[3] == "sub/doc2.xml\tp4\tEssen\tLOC\tGPE"
    data = json.loads(run_agreement([a, b], "json")[0])
    assert data["overall"]["units"] == 6 and len(data["disagreements"]) == 3
    assert data["categories"]["NICK"]["fleiss_kappa"] is None
    assert data["disagreements"][2]["values"] == {"coderA": "LOC", "coderB": "GPE"}
    with pytest.raises(InputError, match="unknown format"):
        run_agreement([a, b], "csv")


# --- bad input -----------------------------------------------------------------------------


def test_missing_document_is_named(tmp_path):
    a, b = two_coders(tmp_path)
    (b / "sub" / "doc2.xml").unlink()
    with pytest.raises(InputError) as err:
        agreement([a, b])
    assert str(err.value) == f"{b / 'sub' / 'doc2.xml'}: document sub/doc2.xml is missing for this coder"
    # A document only the second coder has is missing for the first.
    write(b / "sub" / "doc2.xml", '<post xml:id="p3">x</post>')
    write(b / "extra.xml", '<post xml:id="x">x</post>')
    with pytest.raises(InputError, match="extra.xml is missing"):
        agreement([a, b])


def test_different_texts_and_posts_are_refused(tmp_path):
    a = write(tmp_path / "a.xml", '<post xml:id="p">hi <name type="PER">Anna</name></post>')
    b = write(tmp_path / "b.xml", '<post xml:id="p">\nhi <name type="PER">Anne</name></post>')
    with pytest.raises(InputError) as err:
        agreement([a, b])
    assert str(err.value) == f"{b}:2: post p: text differs from {a}'s"
    c = write(tmp_path / "c.xml", '<post xml:id="q">hi <name type="PER">Anna</name></post>')
    with pytest.raises(InputError, match="posts differ"):
        agreement([a, c])


def test_bad_coder_lists(tmp_path):
    a = write(tmp_path / "a.xml", '<post xml:id="p">hi</post>')
    with pytest.raises(InputError, match="at least two coders"):
        agreement([a])
    with pytest.raises(InputError, match="only files or only folders"):
        agreement([a, tmp_path])
    with pytest.raises(InputError, match="no such file"):
        agreement([a, tmp_path / "nope.xml"])
    bad = tmp_path / "bad.xml"
    bad.write_text("<TEI><post>", encoding="utf-8")
    with pytest.raises(InputError):
        agreement([a, bad])


# --- reviewers' decisions files as coders ----------------------------------------------------

REVIEWED = [
    ('<post xml:id="p1">hallo <name type="PER" resp="#teianon" cert="medium">Anna</name> aus '
     '<name type="GPE" resp="#teianon" cert="high">Bochum</name></post>'),
    '<post xml:id="p2">wir fahren zu <name type="ORG" resp="#teianon" cert="low">Siemens</name> morgen</post>',
    '<post xml:id="p3">gruss an Zottel</post>',
]
DECISIONS_HEAD = "document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"


def reviewers(tmp_path: Path) -> tuple[Path, list[Path]]:
    """One annotated chat, three reviewers; Anna is decided by none of them."""
    review = tmp_path / "review"
    review.mkdir()
    write(review / "chat.xml", *REVIEWED)
    rows = {
        "alice": ["p1\t15\t21\tBochum\treject\t", "p2\t14\t21\tSiemens\taccept\t", "p3\t9\t15\tZottel\tadd\tPER"],
        "bob": ["p1\t15\t21\tBochum\taccept\t", "p2\t14\t21\tSiemens\tchange\tOTH", "p3\t9\t15\tZottel\tadd\tPER"],
        "carol": ["p2\t14\t21\tSiemens\treject\t", "p9\t0\t3\tweg\treject\t"],
    }
    files = []
    for name, lines in rows.items():
        path = tmp_path / f"{name}.tsv"
        path.write_text(DECISIONS_HEAD + "".join(f"chat.xml\t{line}\t\n" for line in lines), encoding="utf-8")
        files.append(path)
    return review, files


def test_three_reviewers_decisions_scored_by_hand(tmp_path):
    from teianon.measure.agreement import decisions_agreement

    review, files = reviewers(tmp_path)
    report = decisions_agreement(review, files)
    # Units (alice, bob, carol): Anna PER PER PER (no one decided it), Bochum none GPE GPE,
    # Siemens ORG OTH none, Zottel PER PER none.
    assert report.coders == ["alice.tsv", "bob.tsv", "carol.tsv"]
    assert [dict(c) for c in report.per_coder] == [{"PER": 2, "ORG": 1}, {"PER": 2, "GPE": 1, "OTH": 1},
                                                   {"PER": 1, "GPE": 1}]
    overall = report.overall
    assert overall.units == 4
    # P̄ = (1 + 1/3 + 0 + 1/3) / 4 = 5/12; Pe = (5² + 2² + 1 + 1 + 3²) / 12² = 40/144 = 5/18;
    # κ = (5/12 − 5/18) / (1 − 5/18) = 5/26.
    assert overall.observed == pytest.approx(5 / 12)
    assert overall.kappa == pytest.approx(5 / 26)
    # α: 7 of the 12 pairable values' coincidence mass disagrees, Do = 7/12; De = (12² − 40) /
    # (12 · 11) = 26/33; α = 1 − (7/12) / (26/33) = 27/104.
    assert overall.alpha == pytest.approx(27 / 104)
    # PER over Anna and Zottel: PER ×5, other ×1; P̄ = (1 + 1/3)/2 = 2/3, Pe = 26/36, κ = −0.2;
    # Do = 1/3 = De, α = 0.
    per = report.categories["PER"]
    assert (per.units, per.observed, per.kappa, per.alpha) == (2, pytest.approx(2 / 3), pytest.approx(-0.2),
                                                               pytest.approx(0.0))
    assert [(d.span.text, d.values) for d in report.disagreements] == [
        ("Bochum", ["none", "GPE", "GPE"]), ("Siemens", ["ORG", "OTH", "none"]), ("Zottel", ["PER", "PER", "none"])]
    assert report.stale == [f"{files[2]}:3: stale decision: p9 0-3 'weg' not found in chat.xml (no post or text block "
                            "'p9' in it)"]


def test_agreement_on_decisions_files_from_the_command_line(tmp_path):
    from click.testing import CliRunner

    from teianon.cli import main

    review, files = reviewers(tmp_path)
    result = CliRunner().invoke(main, ["agreement", "--annotated", str(review), *map(str, files)])
    assert result.exit_code == 0, result.output
    assert result.stderr == (f"{files[2]}:3: stale decision: p9 0-3 'weg' not found in chat.xml (no post or text "
                             "block 'p9' in it)\n")
    assert result.stdout.startswith("3 coders, 1 documents, 3 posts; references per coder: alice.tsv: 3, "
                                    "bob.tsv: 4, carol.tsv: 2\n")
    assert re.search(r"^overall\s+4\s+0\.192\s+0\.260\s+0\.417$", result.stdout, re.MULTILINE)
    assert "Disagreements (3):" in result.stdout
    # Decisions files without the annotated files they decide on, or mixed with folders: refused.
    alone = CliRunner().invoke(main, ["agreement", *map(str, files)])
    assert alone.exit_code == 2 and "give the annotated files the reviewers reviewed with --annotated" in alone.output
    mixed = CliRunner().invoke(main, ["agreement", "--annotated", str(review), str(files[0]), str(review)])
    assert mixed.exit_code == 2 and "with --annotated every CODER is a decisions file" in mixed.output
    # A malformed decisions file: one line, exit 2, as every command that reads one says it.
    files[1].write_text(DECISIONS_HEAD + "chat.xml\tp1\t15\t21\tBochum\tignore\t\t\n", encoding="utf-8")
    bad = CliRunner().invoke(main, ["agreement", "--annotated", str(review), *map(str, files)])
    assert bad.exit_code == 2
    assert bad.output.splitlines() == [f"Error: {files[1]}:2: decision 'ignore' is not one of accept, reject, change, "
                                       "link, add"]
