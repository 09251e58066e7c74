"""``run`` and ``anonymise`` of a teiCorpus one document at a time (issue 29): every file they
write (output, review copy, manifest, key file), their messages and exit codes are those of the
whole tree (the file as one piece, ``BY_DOCUMENT`` off), in each mode; where the file must be
read whole after all, it is, and says nothing of it. Plus what only the document-by-document path can get wrong: the lines of leaks and
validation problems, decisions addressed to blocks of a later document, participants a document
shares with another."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT
from test_by_document import CHAT, HEADER, REAL, _corpora, _wrapped

import teianon.pipeline.by_document as by_document
import teianon.pipeline.file as pipeline_file
from teianon.cli import main
from teianon.errors import TeianonError
from teianon.read.xmlio import parse_file
from teianon.review.decisions import Decision, format_decisions
from teianon.review.proposals import Span, blocks, proposals

POLICY = ROOT / "samples" / "policy-docc21.toml"


def _policy(folder: Path, **changes: str) -> Path:
    """The DOCC policy with a fixed seed for the time-stamp shifts (``changes``: replacements)."""
    text = POLICY.read_text(encoding="utf-8").replace('action = "remove"', 'action = "shift"\nseed = "fixed"')
    for old, new in changes.items():
        text = text.replace(old, new)
    path = folder / "policy.toml"
    path.write_text(text, encoding="utf-8")
    return path


def _run(args: list[str], base: Path, whole: bool, monkeypatch) -> tuple[int, str, dict[str, bytes], bool]:
    """(exit code, messages, every file written under ``base``, whether a file was taken one
    document at a time) of one command, paths written as BASE."""
    monkeypatch.setattr(by_document, "BY_DOCUMENT", not whole)
    streamed: list[bool] = []
    real = pipeline_file._passes

    def spy(job, source, found, result):
        if not isinstance(source, bytes):
            # One piece.
            return real(job, source, found, result)
        try:
            done = real(job, source, found, result)
        except by_document.NotStreamed:
            streamed.append(False)
            raise
        except TeianonError:
            # A leak or an invalid output stops the file where it was taken apart.
            streamed.append(True)
            raise
        streamed.append(True)
        return done

    monkeypatch.setattr(pipeline_file, "_passes", spy)
    shutil.rmtree(base, ignore_errors=True)
    base.mkdir(parents=True)
    words = [a.format(BASE=base) for a in args]
    result = CliRunner().invoke(main, words)
    assert not result.exception or isinstance(result.exception, SystemExit), result.exception
    files = {
        p.relative_to(base).as_posix(): p.read_bytes().replace(str(base).encode(), b"BASE")
        for p in sorted(base.rglob("*"))
        if p.is_file()
    }
    return result.exit_code, result.stderr.replace(str(base), "BASE"), files, any(streamed)


def _same(
    args: list[str], tmp_path: Path, monkeypatch, streamed: bool | None = True
) -> tuple[int, str, dict[str, bytes]]:
    """The outputs of a command run whole and by document, which must agree; ``streamed``: whether
    the file must have been taken one document at a time (None: either)."""
    whole = _run(args, tmp_path / "whole", True, monkeypatch)
    by_doc = _run(args, tmp_path / "by-document", False, monkeypatch)
    if streamed is not None:
        assert by_doc[3] is streamed, "taken one document at a time" if streamed else "read whole"
    assert by_doc[:3] == whole[:3]
    return whole[:3]


@pytest.fixture(scope="module")
def corpora(tmp_path_factory) -> list[Path]:
    folder = tmp_path_factory.mktemp("corpora")
    return _corpora(folder)


def _decisions(annotated: Path, key: str, out: Path, corpus_header: bool = True) -> Path:
    """Decisions of every kind for an annotated file's proposals, an addition in a later
    document's post and (``corpus_header``) in the corpus header, and one for no block at all."""
    made = []
    for number, block in enumerate(blocks(parse_file(annotated).getroot(), key)):
        if not corpus_header and block.id.startswith("teiHeader/"):
            continue
        for n, proposal in enumerate(proposals(block)):
            kind = ("accept", "reject", "change", "accept")[(number + n) % 4]
            made.append(Decision(proposal.span, kind, "ORG" if kind == "change" else ""))
        word = next((w for w in re.findall(r"\b[A-Za-zäöü]{5,}\b", block.text)), None)
        if word and number % 3 == 0:
            start = block.text.index(word)
            if not any(p.span.start < start + len(word) and start < p.span.end for p in proposals(block)):
                made.append(Decision(Span(key, block.id, start, start + len(word), word), "add", "PER"))
    made.append(Decision(Span(key, "no-such-post", 0, 3, "abc"), "reject"))
    out.write_text(format_decisions(made), encoding="utf-8")
    return out


def test_run_gives_what_the_whole_tree_gives(corpora, tmp_path, monkeypatch):
    for source in corpora:
        _same(["run", str(source), "-o", "{BASE}/out", "--annotated", "{BASE}/review"], tmp_path / source.stem,
              monkeypatch)


def test_with_a_policy_pseudonyms_and_other_settings(corpora, tmp_path, monkeypatch):
    policy = _policy(tmp_path)
    runs = {
        "policy": ["--policy", str(policy), "--date", "2026-01-01"],
        "pseudonyms": ["--mode", "pseudonym", "--key", "{BASE}/key.json", "--seed", "s", "--annotated", "{BASE}/a"],
        "guidelines": ["--markup", "guidelines", "--min-cert", "high"],
    }
    for name, options in runs.items():
        for source in corpora[:3] + corpora[-1:]:
            _same(["run", str(source), "-o", "{BASE}/out", *options], tmp_path / name / source.stem, monkeypatch)


def test_anonymise_with_decisions_of_every_kind(corpora, tmp_path, monkeypatch):
    for source in corpora:
        annotated = tmp_path / "annotated"
        assert CliRunner().invoke(main, ["annotate", str(source), "-o", str(annotated), "-q"]).exit_code == 0
        decisions = _decisions(annotated / source.name, source.name, tmp_path / f"{source.stem}.tsv", False)
        code, messages, _ = _same(["anonymise", str(annotated / source.name), "-o", "{BASE}/out", "--decisions",
                                   str(decisions), "--allow-leaks"], tmp_path / source.stem, monkeypatch)
        assert "stale decision: no-such-post 0-3 'abc'" in messages
        _same(["run", str(source), "-o", "{BASE}/out", "--decisions", str(decisions), "--annotated", "{BASE}/r",
               "--allow-leaks"], tmp_path / "run" / source.stem, monkeypatch)
        # A reviewer's addition in the corpus header (its title, the project's metadata) is
        # replaced there, numbered per document: such a file may be read whole, with the same result.
        decisions = _decisions(annotated / source.name, source.name, tmp_path / f"{source.stem}-all.tsv")
        _same(["anonymise", str(annotated / source.name), "-o", "{BASE}/out", "--decisions", str(decisions),
               "--allow-leaks"], tmp_path / f"{source.stem}-all", monkeypatch, streamed=None)


@pytest.mark.skipif(not REAL.is_dir(), reason="the real TEI-CMC files are in ../shared/data/tei-cmc (absent here)")
def test_the_real_files_in_one_corpus(tmp_path, monkeypatch):
    source = tmp_path / "real.xml"
    source.write_text(_wrapped(sorted(REAL.glob("*.xml"))), encoding="utf-8")
    # The Twitter export's ids carry tweet numbers, so ids are renamed; a document points into
    # another (#p1 of the wiki talk page): the renaming needs the whole file.
    _same(["run", str(source), "-o", "{BASE}/out"], tmp_path / "run", monkeypatch, streamed=False)
    policy = _policy(tmp_path)
    _same(["run", str(source), "-o", "{BASE}/out", "--policy", str(policy)], tmp_path / "keep", monkeypatch)


def test_ids_renamed_across_documents_need_the_whole_file(corpora, tmp_path, monkeypatch):
    # mentions.xml links a name in d2 to d1's participant: renamed, the pointer follows d1's new id.
    policy = _policy(tmp_path, **{"rename = false": "rename = true"})
    _same(["run", str(corpora[0]), "-o", "{BASE}/out", "--policy", str(policy)], tmp_path, monkeypatch, streamed=False)
    written = (tmp_path / "whole" / "out" / corpora[0].name).read_text(encoding="utf-8")
    assert 'corresp="#d1.A01"' in written.split('xml:id="d2.post-1"')[1].split("</post>")[0]


def test_a_name_linked_to_another_documents_participant_gets_its_placeholder(corpora, tmp_path, monkeypatch):
    _same(["run", str(corpora[0]), "-o", "{BASE}/out"], tmp_path, monkeypatch)
    written = (tmp_path / "by-document" / "out" / corpora[0].name).read_text(encoding="utf-8")
    d3 = written.split('xml:id="d3.m1"')[1].split("</post>")[0]
    assert d3.count("[_PARTICIPANT-A01_]") == 2 and "NICKNAME" not in d3


def test_a_validation_problem_is_reported_at_its_line_in_the_written_file(tmp_path, monkeypatch):
    chats = [CHAT.format(d=f"d{n}", nick=f"kater{n}", text="hallo\nalle") for n in (1, 2, 3)]
    # A post that points to no participant of the file: a warning of teianon's rules.
    chats[2] = chats[2].replace('who="#d3.A01"', 'who="#nobody"')
    source = tmp_path / "c.xml"
    source.write_text(HEADER + "\n".join(chats) + "\n</teiCorpus>\n", encoding="utf-8")
    code, messages, files = _same(["run", str(source), "-o", "{BASE}/out"], tmp_path, monkeypatch)
    assert code == 0
    [warning] = [m for m in messages.splitlines() if "does not point" in m]
    line = int(warning.split(":")[1])
    assert 'who="#nobody"' in files["out/c.xml"].decode().splitlines()[line - 1]


def test_a_leak_is_reported_at_its_line_in_the_written_file(tmp_path, monkeypatch):
    chats = [CHAT.format(d=f"d{n}", nick=f"kater{n}", text="hallo\nalle") for n in (1, 2, 3)]
    # A participant's name where the post-processor cannot replace it (an attribute's name).
    chats[2] = chats[2].replace('<post xml:id="d3.m1"', '<post xmlns:e="urn:e" e:kater3="1" xml:id="d3.m1"')
    source = tmp_path / "c.xml"
    source.write_text(HEADER + "\n".join(chats) + "\n</teiCorpus>\n", encoding="utf-8")
    code, messages, files = _same(["run", str(source), "-o", "{BASE}/out", "--allow-leaks"], tmp_path, monkeypatch)
    leaks = [m for m in messages.splitlines() if "leak" in m and "kater3" in m]
    assert code == 0 and leaks
    line = int(leaks[0].split(":")[1])
    assert 'e:kater3="1"' in files["out/c.xml"].decode().splitlines()[line - 1]


def test_a_run_reports_its_progress_through_the_documents(corpora, tmp_path, monkeypatch):
    # The command line shows it on the terminal for one file (teianon.cli.corpus._documents_shown).
    steps: list[tuple[str, int, int]] = []
    monkeypatch.setattr(by_document, "progress", lambda *step: steps.append(step))
    source = corpora[0]
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "-q"])
    assert result.exit_code == 0, result.stderr
    assert steps[:3] == [("annotate", 1, 3), ("annotate", 2, 3), ("annotate", 3, 3)]
    assert [s for s in steps if s[0] == "replace"] == [("replace", 1, 3), ("replace", 2, 3), ("replace", 3, 3)]


def _corpus(folder: Path, *chats: str, between: str = "\n", name: str = "c.xml") -> Path:
    path = folder / name
    path.write_text(HEADER + between.join(chats) + "\n</teiCorpus>\n", encoding="utf-8")
    return path


def _chat(d: str, nick: str, text: str, **header: str) -> str:
    return CHAT.format(d=d, nick=nick, text=text).replace("<sourceDesc><p/></sourceDesc>", header.get("source", "<sourceDesc><p/></sourceDesc>"))


def test_a_name_between_documents_is_a_leak_at_its_line(tmp_path, monkeypatch):
    # Text in the corpus element between two documents: the frame's, audited with each document
    # an empty TEI of its lines (before: the audit failed with a traceback).
    source = _corpus(tmp_path, _chat("d1", "zorrokater", "hallo"), _chat("d2", "blaumeise", "x"),
                     between="\nzorrokater\n")
    code, messages, _ = _same(["run", str(source), "-o", "{BASE}/out"], tmp_path, monkeypatch)
    assert code == 1
    assert messages.startswith("BASE/out/c.xml:4: leak: 'zorrokater' (name of participant d1.A01, in the text after <TEI>)")


def test_documents_after_a_left_out_one_are_numbered_without_it(tmp_path, monkeypatch):
    # The policy leaves out the first chat: the second becomes d1 in renamed ids and in the
    # pseudonymisation records, as in the whole file.
    counselling = _chat("d1", "zorrokater", "hallo").replace(
        "</sourceDesc></fileDesc>", "</sourceDesc></fileDesc><profileDesc><textClass><keywords>"
        '<term type="chat-type">counselling</term></keywords></textClass></profileDesc>', 1)
    counselling = counselling.replace("</profileDesc><profileDesc>", "", 1)
    source = _corpus(tmp_path, counselling, _chat("d2", "blaumeise", "hallo"), _chat("d3", "waldfee", "hallo"))
    policy = _policy(tmp_path, **{"rename = false": "rename = true"})
    for mode, options in (("placeholders", []), ("pseudonyms", ["--mode", "pseudonym", "--key", "{BASE}/k.json",
                                                              "--seed", "s"])):
        code, _, files = _same(["run", str(source), "-o", "{BASE}/out", "--policy", str(policy), *options],
                               tmp_path / mode, monkeypatch)
        assert code == 0
        written = files["out/c.xml"].decode()
        assert "left out here by the corpus policy" in written and '<TEI xml:id="d1">' in written


def test_a_participant_named_in_another_documents_attribute_gets_its_placeholder(tmp_path, monkeypatch):
    source = _corpus(tmp_path, _chat("d1", "zorrokater", "hallo"),
                     _chat("d2", "blaumeise", '<seg n="zorrokater">x</seg>'))
    _, _, files = _same(["run", str(source), "-o", "{BASE}/out"], tmp_path, monkeypatch)
    assert '<seg n="[_PARTICIPANT-A01_]">' in files["out/c.xml"].decode()


def test_a_decision_on_a_repeated_post_id_is_applied_to_its_last_post(tmp_path, monkeypatch):
    chats = [_chat("d1", "zorrokater", "hallo Bernhard"), _chat("d2", "blaumeise", "hallo Bernhard")]
    chats[1] = chats[1].replace('xml:id="d2.m1"', 'xml:id="d1.m1"')
    source = _corpus(tmp_path, *chats)
    decisions = tmp_path / "d.tsv"
    decisions.write_text("document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"
                         "c.xml\td1.m1\t0\t5\thallo\tadd\tPER\t\n", encoding="utf-8")
    code, messages, files = _same(["run", str(source), "-o", "{BASE}/out", "--decisions", str(decisions)], tmp_path,
                                  monkeypatch)
    assert "1 applied (1 add)" in messages
    # The second post with the id takes the decision, the first keeps its word.
    first, last = re.findall(r"<post [^>]*>(.*?)</post>", files["out/c.xml"].decode())
    assert "hallo" in first and "hallo" not in last and last.count("[_PERSONNAME-") == 2


def test_tei_under_a_prefix_is_read_whole(tmp_path, monkeypatch):
    source = _corpus(tmp_path, _chat("d1", "zorrokater", "hallo"), _chat("d2", "blaumeise", "x"))
    text = source.read_text(encoding="utf-8")
    text = re.sub(r"<(/?)(?=[A-Za-z])", r"<\1tei:", text).replace('xmlns="http', 'xmlns:tei="http')
    source.write_text(text.replace("<tei:?xml", "<?xml"), encoding="utf-8")
    _same(["run", str(source), "-o", "{BASE}/out"], tmp_path, monkeypatch, streamed=False)


def test_a_policy_that_reads_beyond_its_document_has_the_file_read_whole(corpora, tmp_path, monkeypatch):
    # A condition on the whole file (//): in a tree of one document it would read less.
    policy = _policy(tmp_path, **{"xpath = \"tei:teiHeader/tei:profileDesc/tei:textClass": "xpath = \"//tei:textClass"})
    assert "//tei:textClass" in policy.read_text(encoding="utf-8")
    code, _, files = _same(["run", str(corpora[-1]), "-o", "{BASE}/out", "--policy", str(policy)], tmp_path,
                           monkeypatch, streamed=False)
    assert code == 0


def _platform(folder: Path, n: str) -> Path:
    # Tweet-style post ids, which the post-processor renames (they find the post online); d2
    # names d1's post in @n.
    chats = [_chat("d1", "zorrokater", "hallo").replace('xml:id="d1.m1"', 'xml:id="cmc_post_1043764753502486528"'),
             _chat("d2", "blaumeise", f'hi <seg n="{n}">x</seg>').replace('xml:id="d2.m1"',
                                                                         'xml:id="cmc_post_1043796093786566656"')]
    return _corpus(folder, *chats)


def test_an_id_of_another_document_in_n_has_the_file_read_whole_where_ids_are_renamed(tmp_path, monkeypatch):
    for n in ("cmc_post_1043764753502486528", "1043764753502486528"):
        (tmp_path / n).mkdir()
        source = _platform(tmp_path / n, n)
        _, _, files = _same(["run", str(source), "-o", "{BASE}/out"], tmp_path / n, monkeypatch, streamed=False)
        assert b"1043764753502486528" not in files["out/c.xml"]


def test_a_file_read_whole_after_all_reports_its_warnings_once(tmp_path, monkeypatch):
    # A document that calls itself the stand-in: the first pass of pseudonym mode gives up and
    # reads the file whole, which warns of the repeated ids, once.
    chats = [_chat("d1", "zorrokater", "hallo").replace('<TEI xml:id="d1">', '<TEI xml:id="d1" n="teianon:others">'),
             _chat("d1", "blaumeise", "zorrokater hi")]
    source = _corpus(tmp_path, *chats)
    _, messages, _ = _same(["run", str(source), "-o", "{BASE}/out", "--mode", "pseudonym", "--key", "{BASE}/k.json",
                            "--seed", "s"], tmp_path, monkeypatch, streamed=False)
    assert messages.count('duplicate xml:id "d1"') == 1


def test_a_file_that_is_no_corpus_is_one_piece_of_the_same_passes(tmp_path, monkeypatch):
    # A plain TEI file, and a teiCorpus that holds another, are not taken apart: the passes work
    # on their whole tree, and the review copy and the output are what a reader expects of them.
    plain = tmp_path / "plain.xml"
    plain.write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + CHAT.format(
        d="p1", nick="kranichflug", text="hallo kranichflug, ich wohne in Augsburg").replace(
        "<TEI ", '<TEI xmlns="http://www.tei-c.org/ns/1.0" ', 1), encoding="utf-8")
    inner = HEADER.split("\n", 2)[2].replace(' xmlns="http://www.tei-c.org/ns/1.0"', "") + _chat(
        "n1", "waldfee", "ich bin waldfee") + "</teiCorpus>"
    nested = _corpus(tmp_path, _chat("m1", "blaumeise", "hallo waldfee"), inner, name="nested.xml")
    kinds: list[str] = []
    real = pipeline_file._passes

    def spy(job, source, found, result):
        kinds.append("apart" if isinstance(source, bytes) else "one piece" if source.tree is not None else "?")
        return real(job, source, found, result)

    monkeypatch.setattr(pipeline_file, "_passes", spy)
    for source in (plain, nested):
        kinds.clear()
        out = tmp_path / "out" / source.stem
        args = ["run", str(source), "-o", str(out), "--annotated", str(out / "review"), "-q"]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, result.stderr
        assert kinds == ["one piece"]
    review = (tmp_path / "out" / "plain" / "review" / "plain.xml").read_text(encoding="utf-8")
    assert '<name type="nickname" corresp="#p1.A01" resp="#teianon" cert="high"' in review
    assert '>kranichflug</name>, ich wohne in <name type="GPE"' in review
    written = (tmp_path / "out" / "plain" / "plain.xml").read_text(encoding="utf-8")
    assert "kranichflug" not in written and "Augsburg" not in written
    assert '>[_PARTICIPANT-A01_]</name>, ich wohne in <name type="GPE"' in written
    nested_out = (tmp_path / "out" / "nested" / "nested.xml").read_text(encoding="utf-8")
    # The inner corpus's participant is named in the outer document's post: found there too.
    assert "waldfee" not in nested_out and nested_out.count("<teiCorpus") == 2
