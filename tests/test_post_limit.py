"""The bound per post (issue 29): beyond the limit, only what is found in linear time is looked
for; the post is still written whole, its repeats completed, the self-audit run, and it is
reported as a warning, in the summary and in the manifest."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from conftest import SAMPLES
from lxml import etree

from teianon.cli import main
from teianon.read.bounded import POST_LIMIT, bounded
from teianon.read.tei import tei
from teianon.read.textview import post_text

LOG_LINE = "2026-03-01 12:00:01 [INFO] worker 7 finished job 4711 in 0.34 s, queue length 12, retrying later\n"
# Far beyond the limit: what a script scan finds (a phone number, an e-mail address, a URL, a
# participant's nickname) and a person's name only the name tagger would find.
TAIL = (" contact: 0231 7654321, mail kara.lind@example.org, see https://kara-lind.example.net/log ;"
        " ping lela2 or Sabine Wächter about it; leeela2 lives in der Kaiserstraße 12")


def pasted_log(length: int) -> str:
    return (LOG_LINE * (length // len(LOG_LINE) + 1))[:length]


def chat_with(folder: Path, text: str) -> Path:
    """The English sample chat, ``blue`` renamed ``lela2``, with one more post holding ``text``."""
    sample = (SAMPLES / "chat-en-untokenised.xml").read_text(encoding="utf-8")
    sample = sample.replace('<persName type="nickname">blue</persName>', '<persName type="nickname">lela2</persName>')
    post = f'<post xml:id="p99" who="#u1">pasted log:\n{text}</post>\n        '
    folder.mkdir()
    path = folder / "long.xml"
    path.write_text(sample.replace('<post xml:id="p2"', post + '<post xml:id="p2"', 1), encoding="utf-8")
    return path


def post_of(path: Path, post_id: str = "p99") -> etree._Element:
    root = etree.parse(str(path)).getroot()
    return next(p for p in root.iter(tei("post")) if p.get("{http://www.w3.org/XML/1998/namespace}id") == post_id)


def references(post: etree._Element) -> dict[str, str]:
    """Annotated text -> its type (the nickname's corresp for a participant)."""
    return {"".join(e.itertext()): e.get("corresp") or e.get("type")
            for e in post.iter(tei("name"), tei("ref"))}


def test_a_post_of_200000_characters_is_searched_linearly_beyond_the_limit(tmp_path: Path) -> None:
    log = pasted_log(200_000)
    source = chat_with(tmp_path / "in", log + TAIL)
    out, annotated = tmp_path / "out", tmp_path / "ann"
    result = CliRunner().invoke(main, ["run", str(source.parent), "-o", str(out), "--annotated", str(annotated)])
    assert result.exit_code == 0, result.output

    found = references(post_of(annotated / "long.xml"))
    assert found["0231 7654321"] == "NUMBER"
    assert found["kara.lind@example.org"] == "EMAIL"
    assert found["https://kara-lind.example.net/log"] == "URL"
    assert found["lela2"] == "#u2"
    # The linker's spellings and street addresses are found by linear scans: to the end too.
    assert found["leeela2"] == "#u2"
    assert found["Kaiserstraße 12"] == "LOC"
    # Only the tagger would find her: beyond the limit she is not looked for, and reported.
    assert not any("Sabine" in text for text in found)

    written = post_of(out / "long.xml")
    text = "".join(written.itertext())
    # The whole post is written: every line of the log, and the words after it.
    assert text.count("retrying later") == log.count("retrying later")
    assert "ping [_FEMALE-PARTICIPANT-u2_] or Sabine Wächter about it" in text
    for original in ("0231 7654321", "kara.lind@example.org", "kara-lind.example.net", "lela2", "leeela2",
                     "Kaiserstraße"):
        assert original not in text

    line = post_of(source).sourceline
    length = len(post_text(post_of(source)).text)
    assert length > 200_000
    assert (f"long.xml:{line}: warning: post p99: {length:,} characters, beyond 65,536 only URLs, e-mail, "
            "numbers, street addresses and known names were looked for") in result.stderr
    assert "long post: partly checked: 1 post(s) in 1 file(s)" in result.stderr
    assert "self-audit: 1 of 1 written file(s) audited clean" in result.stderr
    rows = [row.split("\t") for row in (out / "teianon-manifest.tsv").read_text(encoding="utf-8").splitlines()]
    assert rows[0] == ["input", "status", "access", "detail"]
    assert rows[1] == ["long.xml", "written", "", f"long post: partly checked: p99 ({length})"]

    # The release check reads the manifest: a reason for a reviewer to look, not a failure…
    check = CliRunner().invoke(main, ["check", str(out), "--annotated", str(annotated)])
    assert check.exit_code == 0, check.output
    assert (f"long.xml: warning: long post: post p99 ({length:,} characters) was only partly checked"
            in check.output), check.output
    assert "[review/long-post]" in check.output
    # … unless every warning fails.
    strict = CliRunner().invoke(main, ["check", str(out), "--annotated", str(annotated), "--strict"])
    assert strict.exit_code != 0


def test_a_lower_limit_from_the_config_applies(tmp_path: Path) -> None:
    source = chat_with(tmp_path / "in", pasted_log(3_000) + TAIL)
    config = tmp_path / "teianon.toml"
    config.write_text("[detect]\npost-limit = 1000\n", encoding="utf-8")

    def run(*options: str) -> tuple[dict[str, str], str]:
        out = tmp_path / f"out{len(options)}"
        result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(out), *options])
        assert result.exit_code == 0, result.output
        return references(post_of(out / "long.xml")), result.stderr

    within, quiet = run()
    assert any("Sabine" in text for text in within), within
    assert "partly checked" not in quiet and "warning: post p99" not in quiet
    assert not (tmp_path / "out0" / "teianon-manifest.tsv").exists()

    beyond, told = run("--config", str(config))
    assert not any("Sabine" in text for text in beyond)
    assert beyond["kara.lind@example.org"] == "EMAIL" and beyond["lela2"] == "#u2"
    assert "beyond 1,000 only URLs, e-mail, numbers, street addresses and known names were looked for" in told
    github = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "gh"), "--config", str(config),
                                       "--format", "github"])
    assert github.exit_code == 0, github.output
    assert "::warning file=" in github.stdout and "title=teianon run/long-post::" in github.stdout, github.stdout
    # The command line wins over the config file, and 0 is no limit.
    unbounded, _ = run("--config", str(config), "--post-limit", "0")
    assert any("Sabine" in text for text in unbounded)


def test_a_bad_limit_in_the_config_is_one_line(tmp_path: Path) -> None:
    config = tmp_path / "teianon.toml"
    config.write_text('[detect]\npost-limit = "64k"\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["annotate", str(SAMPLES / "chat-en-untokenised.xml"), "-o",
                                       str(tmp_path / "out"), "--config", str(config)])
    assert result.exit_code != 0
    assert "post-limit must be a whole number of characters" in result.output
    assert "Traceback" not in result.output


def test_the_bounded_view_cuts_between_tokens_and_keeps_offsets() -> None:
    post = etree.fromstring(f'<post xmlns="{tei("")[1:-1]}">{"abc " * 10}defgh tail</post>')
    view = post_text(post)
    cut = bounded(view, 42)
    # "defgh" runs over the limit: the cut is before it, and no token is halved.
    assert cut.text == view.text[:40] and cut.text.endswith("abc ")
    assert [t.text for t in cut.tokens] == ["abc"] * 10
    assert all(view.text[t.start:t.end] == t.text for t in cut.tokens)
    assert bounded(view, 0) is view and bounded(view, len(view.text)) is view
    assert POST_LIMIT == 65_536


def test_the_bounded_view_of_a_tokenised_post_keeps_whole_tokens() -> None:
    words = "".join(f"<w>w{i}</w>" for i in range(100))
    view = post_text(etree.fromstring(f'<post xmlns="{tei("")[1:-1]}">{words}</post>'))
    cut = bounded(view, 50)
    assert view.tokenised and len(view.text) > 50
    assert [t.text for t in cut.tokens] == [f"w{i}" for i in range(15)]
    assert all(t.element is v.element for t, v in zip(cut.tokens, view.tokens))
    assert len(cut.text) <= 50
