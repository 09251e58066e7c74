"""The audit sees what a reader sees (issue 25): every file of tests/leaks/ through ``teianon run``.

Each file hides a participant's name where a plain search does not look (glued into a hashtag,
in a descriptive attribute, as a namespace prefix, behind format characters or look-alike
letters, in a DTD default, across ``<lb break="no"/>``, in one reading of a ``<choice>``). In
both modes, each file is either written with no name a reader could see, or refused with one
``file:line: what`` line while the run goes on with the next file; never written with a name
under "audited clean".

The check of the outputs is written here, apart from teianon's own reader (``teianon.read.reader``):
it resolves right-to-left overrides with a regular expression, drops every character of Unicode's
format category and the default-ignorable ranges by code point, applies NFKC, and folds a
character to a Latin letter when the ``confusable-homoglyphs`` package's own ``is_confusable``
says it imitates one; small capitals by their names.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.cli import main

LEAKS = Path(__file__).parent / "leaks"
FILES = sorted(LEAKS.glob("*.xml"))
# Every spelling of the participants' names (and the DTD's e-mail address) a reader must not see.
SECRETS = ("lela2", "tomcatmj", "tomcat", "schneewittchen", "lena hoffmann", "hoffmann", "lena", "zoë",
           "mustermann", "9876543")
MODES = {"placeholder": ["--mode", "placeholder"], "pseudonym": ["--mode", "pseudonym", "--salt", "s"]}


def _invisible(char: str) -> bool:
    code = ord(char)
    return (unicodedata.category(char) == "Cf" or 0xFE00 <= code <= 0xFE0F or 0xE0000 <= code <= 0xE0FFF
            or code in (0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFFA0))


@cache
def _latin(char: str) -> str:
    from confusable_homoglyphs import confusables

    if char.isascii() or not char.isalpha() and not char.isdigit():
        return char
    name = unicodedata.name(char, "")
    if "SMALL CAPITAL " in name:
        return name.rsplit(" ", 1)[1].lower()
    found = confusables.is_confusable(char, preferred_aliases=["latin", "common"])
    for entry in found or ():
        for glyph in entry["homoglyphs"]:
            if len(glyph["c"]) == 1 and glyph["c"].isascii() and glyph["c"].isalnum():
                return glyph["c"].lower()
    return char


def as_read(text: str) -> str:
    text = re.sub("\u202e([^\u202c\n]*)\u202c?", lambda m: m.group(1)[::-1], text)
    text = "".join(c for c in text if not _invisible(c))
    text = unicodedata.normalize("NFKC", text)
    return "".join(_latin(c) for c in text).casefold()


def test_the_checker_reads_what_a_reader_reads():
    assert as_read("\u24db\u24d4\u24db\u24d0\u2461") == "lela2"
    assert as_read("x \u202e2alel\u202c y") == "x lela2 y"
    assert as_read("l\u0435la2 \u029f\u1d07\u029f\u1d00 le\u180ela2 le\U000E0020la2") == "lela2 lela lela2 lela2"
    assert as_read("Zoe\u0308") == "zoë"


def visible_secrets(text: str) -> list[str]:
    read = as_read(text)
    return [s for s in SECRETS if s in read]


@pytest.fixture(scope="module", params=sorted(MODES))
def run(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(request.param)
    args = ["run", *map(str, FILES), "-o", str(folder / "out"), "--date", "2026-11-25", *MODES[request.param]]
    if request.param == "pseudonym":
        args += ["--key", str(folder / "key.json")]
    result = CliRunner().invoke(main, args)
    return request.param, folder / "out", result


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_each_file_is_clean_or_refused_with_one_line(run, path):
    mode, out, result = run
    assert "Traceback" not in result.output
    target = out / path.name
    lines = [line for line in result.output.splitlines() if path.name in line and "error" in line.lower()
             or re.match(rf".*{re.escape(path.name)}:\d+: ", line) and "warning" not in line]
    if target.exists():
        secrets = visible_secrets(target.read_text(encoding="utf-8"))
        assert secrets == [], f"{mode}: {path.name} written with {secrets}\n{result.output}"
    else:
        assert len(lines) == 1, f"{mode}: {path.name} not written, but not refused with one line:\n{result.output}"


def test_a_refused_file_fails_the_run_and_the_others_are_written(run):
    _, out, result = run
    written = {p.name for p in out.glob("*.xml")}
    assert written, result.output
    if len(written) < len(FILES):
        assert result.exit_code != 0
