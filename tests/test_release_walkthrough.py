"""docs/guide/release.md, run as written: its ``$ teianon …`` commands, in the order the page
gives them, in a folder that holds the shipped ``samples/chats``, with the decisions files the
page shows; what they print must be what the page prints (``…`` stands for what the page cuts).
The page's TEI excerpts must be the files the commands wrote, and the verdicts and figures its
prose quotes must be what teianon says. The README's import of the same chat is run too.

A change of the page or of teianon's behaviour that makes the page untrue fails here.
"""

from __future__ import annotations

import re
import shlex
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from conftest import ROOT, SAMPLES, shared_path
from lxml import etree

from teianon.cli import main

PAGE = ROOT / "docs" / "guide" / "release.md"
README = ROOT / "README.md"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
TEI_NS = ' xmlns="http://www.tei-c.org/ns/1.0"'
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
# The decisions file the page shows, and the two it derives from it in its prose.
DECISIONS, OPEN, MORE = "decisions.tsv", "open.tsv", "more.tsv"


def fenced(path: Path) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for m in FENCE.finditer(path.read_text(encoding="utf-8"))]


def prose(path: Path) -> str:
    """The page outside its fenced blocks, whitespace made single spaces (quotes wrap lines)."""
    return " ".join(FENCE.sub(" ", path.read_text(encoding="utf-8")).split())


def sessions(path: Path) -> list[tuple[str, list[str]]]:
    """``(command, the lines it prints)`` for every ``$ teianon`` line of the page's text blocks."""
    found: list[tuple[str, list[str]]] = []
    for language, body in fenced(path):
        if language != "text" or not body.startswith("$ teianon "):
            continue
        for line in body.splitlines():
            if line.startswith("$ "):
                found.append((line[2:], []))
            else:
                found[-1][1].append(line)
    return found


def pattern(expected: list[str]) -> re.Pattern[str]:
    """The lines as a pattern: a line ``…`` stands for any lines, ``…`` inside a line for any text."""
    parts = [r"(?:.*\n)*?" if line == "…" else ".*?".join(map(re.escape, line.split("…"))) + r"\n" for line in expected]
    return re.compile("".join(parts))


def shown(expected: list[str], printed: str) -> bool:
    lines = [line.rstrip() for line in printed.splitlines()]
    return pattern(expected).fullmatch("".join(f"{line}\n" for line in lines)) is not None


def tsv_blocks(path: Path) -> tuple[str, str]:
    """The page's decisions file (with its header) and the rows it adds for ``more.tsv``."""
    with_header = [body for language, body in fenced(path) if body.startswith("document\tblock\t")]
    rows = [
        body
        for language, body in fenced(path)
        if "\t" in body and not body.startswith(("document\t", "$ ")) and language == "text"
    ]
    assert len(with_header) == 1 and len(rows) == 1, "the page shows one decisions file and one set of rows more"
    return with_header[0], rows[0]


def post_xml(post: etree._Element) -> str:
    return etree.tostring(post, encoding="unicode", with_tail=False).replace(TEI_NS, "")


def posts(path: Path) -> dict[str, str]:
    return {p.get(XML_ID): post_xml(p) for p in etree.parse(str(path)).iter("{*}post")}


def invoke(command: str) -> Result:
    words = shlex.split(command)
    assert words[0] == "teianon", command
    return CliRunner().invoke(main, words[1:])


def verdict(result: Result) -> str:
    return result.output.splitlines()[-1]


def expected_exit(printed: list[str]) -> int:
    # check exits 1 on a "no"; every other command of the page succeeds.
    return 1 if any(line.startswith("release: no") for line in printed) else 0


PAGE_SESSIONS = sessions(PAGE)


@pytest.fixture(scope="module")
def walk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, list[Result]]]:
    """The page's commands run one after another in a fresh folder, as a reader runs them."""
    folder = tmp_path_factory.mktemp("walk")
    shutil.copytree(SAMPLES / "chats", folder / "samples" / "chats")
    decisions, more = tsv_blocks(PAGE)
    (folder / DECISIONS).write_text(decisions, encoding="utf-8")
    rows = decisions.splitlines(keepends=True)
    assert rows[-1].split("\t")[4] == "Herne", "open.tsv is the decisions file without its last row, Herne's"
    (folder / OPEN).write_text("".join(rows[:-1]), encoding="utf-8")
    (folder / MORE).write_text(decisions + more, encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(folder)
        yield folder, [invoke(command) for command, _ in PAGE_SESSIONS]


def test_the_page_runs_from_the_shipped_export_and_the_summary_names_its_commands():
    assert PAGE_SESSIONS[0][0] == "teianon import whatsapp samples/chats/kurs.txt -o chats/"
    assert (SAMPLES / "chats" / "kurs.txt").is_file()
    summary = next(body for language, body in fenced(PAGE) if language == "sh")
    commands = [line.split("#")[0].strip() for line in summary.splitlines() if line.strip()]
    run = {command for command, _ in PAGE_SESSIONS}
    assert commands and all(command in run for command in commands), commands


@pytest.mark.parametrize("index", range(len(PAGE_SESSIONS)), ids=[c for c, _ in PAGE_SESSIONS])
def test_every_command_prints_what_the_page_shows(walk, index: int):
    _, results = walk
    command, printed = PAGE_SESSIONS[index]
    result = results[index]
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert result.exit_code == expected_exit(printed), result.output
    assert shown(printed, result.output), (
        f"$ {command}\n--- the page ---\n" + "\n".join(printed) + f"\n--- printed ---\n{result.output}"
    )


def test_the_chat_on_the_page_is_the_imported_file(walk):
    folder, _ = walk
    chat = next(body for language, body in fenced(PAGE) if language == "xml")
    imported = posts(folder / "chats" / "doc-0001.xml")
    shown_posts = chat.splitlines()
    assert [re.match(r'<post xml:id="(\w+)"', line).group(1) for line in shown_posts] == list(imported)
    assert shown_posts == list(imported.values())


def test_the_header_and_the_proposals_are_those_the_prose_names(walk):
    folder, _ = walk
    text = prose(PAGE)
    people = etree.parse(str(folder / "chats" / "doc-0001.xml")).iter("{*}person")
    listed = " and ".join(f"`{p.get(XML_ID)}` (`{p.findtext('{*}persName')}`)" for p in people)
    assert f"participants as {listed}," in text
    # The prose after `teianon annotate`: the nicknames (Mehmet in m5 taken for LehrerBot's),
    # Mehmet in m3 a person, Jorinde in m9 a person (before "fragt") and its repeat, two
    # places (3D is none), the phone number, Prezi public.
    annotated = etree.parse(str(folder / "annotated" / "doc-0001.xml"))
    proposals = sorted(
        (
            e.xpath("string(ancestor::*[local-name()='post']/@xml:id)"),
            e.text,
            e.get("type"),
            e.get("corresp") or e.get("subtype"),
        )
        for e in annotated.iter("{*}name", "{*}ref")
        if e.get("resp") == "#teianon"
    )
    assert proposals == [
        ("m2", "LehrerBot", "nickname", "#A01"),
        ("m2", "sternchen84", "nickname", "#A02"),
        ("m3", "Mehmet", "PER", None),
        ("m3", "sternchen84", "nickname", "#A02"),
        ("m4", "Bochum", "GPE", None),
        ("m4", "Prezi", "ORG", "public"),
        ("m5", "Mehmet", "nickname", "#A01"),
        ("m6", "02323 123456", "NUMBER", None),
        ("m6", "Herne", "GPE", None),
        ("m9", "Jorinde", "PER", None),
        ("m9", "Jorinde", "PER", None),
    ]
    assert "(also `Mehmet` in m5, which teianon takes for the name by which `sternchen84` thanks `LehrerBot`)" in text


def test_the_decisions_name_the_words_of_the_chat_on_the_page():
    decisions, more = tsv_blocks(PAGE)
    chat = next(body for language, body in fenced(PAGE) if language == "xml")
    texts = {
        re.match(r'<post xml:id="(\w+)"', line).group(1): etree.fromstring(line).text for line in chat.splitlines()
    }
    rows = [row.split("\t") for row in (decisions + more).splitlines()[1:]]
    assert len(rows) == 7
    for _, block, start, end, words, *_ in rows:
        assert texts[block][int(start) : int(end)] == words, (block, start, end, words)


def test_the_output_on_the_page_is_the_anonymised_file(walk):
    folder, _ = walk
    excerpts = [body for language, body in fenced(PAGE) if language == "xml"]
    assert len(excerpts) == 2, "the chat and the anonymised posts"
    written = folder / "out" / "doc-0001.xml"
    output = posts(written)
    lines = [line for line in excerpts[1].splitlines() if line]
    for line in lines[:-1]:
        post = re.match(r'<post xml:id="(\w+)"', line).group(1)
        assert shown([line], output[post]), f"{line}\n{output[post]}"
    record = lines[-1]
    assert record.startswith('<list type="decisions">') and record in written.read_text(encoding="utf-8")


def test_the_verdicts_the_prose_quotes_are_what_check_says(walk):
    folder, _ = walk
    text = prose(PAGE)
    held = next(command for command, _ in PAGE_SESSIONS if command.startswith("teianon check held/"))
    allowed = re.search(r"`(release: yes \(\d+ held proposal\(s\) left as written[^`]*)`", text).group(1)
    setting = re.search(r"`\[review\] (allow-held = true)`", text).group(1)
    (folder / "allow-held.toml").write_text(f"[review]\n{setting}\n", encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(folder)
        passed = invoke(f"{held} --policy allow-held.toml")
        unaudited = invoke("teianon check out/")
        replaced = invoke(f"teianon check more/ --annotated annotated/ --decisions {MORE}")
    assert passed.exit_code == 0 and verdict(passed) == allowed, passed.output
    assert "warning: unreviewed proposal: 'Herne'" in passed.output

    without = re.search(r"without `--annotated`, `(release: no \(audit not run: [^`]*)`", text).group(1)
    assert unaudited.exit_code == 1 and shown([without], verdict(unaudited)), unaudited.output

    # "check --decisions more.tsv prints the same lines with the rule, as warnings"
    anonymised = dict(PAGE_SESSIONS)[f"teianon anonymise annotated/ --decisions {MORE} -o more/"]
    warnings = [line for line in anonymised if ": warning: " in line]
    assert len(warnings) == 2 and "[review/replaced-anyway]" in text
    assert replaced.exit_code == 0 and verdict(replaced) == "release: yes", replaced.output
    for line in warnings:
        assert f"{line} [review/replaced-anyway]" in replaced.output.splitlines(), replaced.output


def test_the_readme_imports_the_same_chat_as_it_shows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    shutil.copytree(SAMPLES / "chats", tmp_path / "samples" / "chats")
    monkeypatch.chdir(tmp_path)
    imports = [(c, p) for c, p in sessions(README) if c.startswith("teianon import ")]
    assert [c for c, _ in imports] == ["teianon import whatsapp samples/chats/kurs.txt -o tei/"]
    command, printed = imports[0]
    result = invoke(command)
    assert result.exit_code == 0 and shown(printed, result.output), result.output
    # "tei/doc-0001.xml goes on to teianon run tei/ -o out/"
    assert "`tei/doc-0001.xml` goes\non to `teianon run tei/ -o out/`" in README.read_text(encoding="utf-8")
    onwards = invoke("teianon run tei/ -o out/")
    assert onwards.exit_code == 0 and (tmp_path / "out" / "doc-0001.xml").is_file(), onwards.output


def test_the_four_real_files_give_the_figures_the_page_gives(tmp_path: Path):
    real = shared_path("data", "tei-cmc")
    files = sorted(real.glob("*.xml"))
    if len(files) != 4:
        pytest.skip(f"needs the four TEI-CMC files in {real}, found {len(files)}")
    from test_review_loop import the_loop  # the same reviewer as the loop's test: every tagger proposal rejected

    section = prose(PAGE).split("## The same path on four real files")[1]
    proposals, teianon = map(int, re.search(r"(\d+) proposals, (\d+) of them teianon's", section).groups())
    assert "`review/replaced-anyway`" in section and "(`audit/decisions`)" in section
    loop = the_loop(real, tmp_path)
    assert (loop["figures"]["proposals"], loop["figures"]["teianon"]) == (proposals, teianon)
    assert verdict(loop["given"]) == "release: yes"
    assert "[review/replaced-anyway]" in loop["given"].output
    assert verdict(loop["bare"]).startswith("release: no")
    errors = [line for line in loop["bare"].output.splitlines() if ": error: " in line]
    assert errors and all(line.endswith("give them with --decisions [audit/decisions]") for line in errors), errors
