"""The documentation holds together: the README stays a short entry with its set-up commands
first, every relative link of the README and of docs/ leads to a file, the MkDocs site builds
with --strict (a broken link or anchor, or a page missing from the nav, fails it), and the
reference names every command."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest


def _root() -> Path:
    """The repository's root: the nearest folder above this file that holds pyproject.toml."""
    here = Path(__file__).resolve().parent
    return next(p for p in (here, *here.parents) if (p / "pyproject.toml").is_file())


ROOT = _root()
README = ROOT / "README.md"
DOCS = ROOT / "docs"
REFERENCE = DOCS / "reference" / "commands.md"
PAGES = sorted(DOCS.rglob("*.md"))

SET_UP = (
    "```sh\n"
    "python3 -m venv .venv && .venv/bin/pip install '.[test]' && .venv/bin/teianon run samples/ "
    "--policy samples/policy-docc21.toml -o out/\n"
    ".venv/bin/pytest\n"
    "```\n"
)

# [text](target) and ![alt](target), with an optional "title"; the target up to a space or ")".
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^( {0,4})(```|~~~).*?^\1\2[ \t]*$", re.DOTALL | re.MULTILINE)
CODE_SPAN = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)", re.DOTALL)


def relative_links(page: Path) -> list[str]:
    """The link targets of a Markdown page that are paths (not URLs, not anchors of the page),
    outside code blocks and code spans."""
    text = CODE_SPAN.sub("", FENCE.sub("", page.read_text(encoding="utf-8")))
    targets = [m.group(1) for m in LINK.finditer(text)]
    return [t for t in targets if not re.match(r"[a-z][a-z0-9+.-]*:", t, re.IGNORECASE) and not t.startswith("#")]


def test_the_readme_is_short_and_starts_with_the_set_up_commands():
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 250, "README.md is an entry; the details belong in docs/"
    assert text.startswith("# teianon\n\n" + SET_UP)


def test_the_readme_points_into_the_docs():
    targets = relative_links(README)
    assert any(t.startswith("docs/") and t.split("#")[0].endswith(".md") for t in targets)
    assert "docs/review.png" in targets


@pytest.mark.parametrize("page", [README, *PAGES], ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_leads_to_a_file(page: Path):
    missing = []
    for target in relative_links(page):
        path = target.split("#", 1)[0]
        if path and not (page.parent / path).resolve().is_file():
            missing.append(target)
    assert not missing, f"{page.relative_to(ROOT)} links to files that do not exist: {missing}"


def command_names() -> list[str]:
    import click

    from teianon.cli import main

    def walk(group: click.Group, prefix: str) -> list[str]:
        names = []
        for name, command in sorted(group.commands.items()):
            names.append(f"{prefix}{name}")
            if isinstance(command, click.Group):
                names += walk(command, f"{prefix}{name} ")
        return names

    return walk(main, "")


def test_the_reference_names_every_command():
    reference = REFERENCE.read_text(encoding="utf-8")
    names = command_names()
    assert {"run", "annotate", "anonymise", "check", "mapping export"} <= set(names)
    headings = set(re.findall(r"^#{2,3} teianon (.+?)\s*$", reference, re.MULTILINE))
    missing = [name for name in names if name not in headings]
    assert not missing, f"{REFERENCE.relative_to(ROOT)} has no section for: {missing}"


def test_the_site_builds_strictly(tmp_path: Path):
    if importlib.util.find_spec("mkdocs") is None or importlib.util.find_spec("material") is None:
        pytest.skip("needs MkDocs and its Material theme: pip install '.[docs]'")
    # A subprocess: MkDocs' own deprecation warnings must not meet pytest's filterwarnings=error.
    # NO_MKDOCS_2_WARNING silences the Material theme's banner about its future, not a warning
    # about these pages.
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file", str(ROOT / "mkdocs.yml"),
         "--site-dir", str(tmp_path / "site")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "WARNING" not in result.stderr, result.stderr
    assert (tmp_path / "site" / "guide" / "review.html").is_file()
    assert (tmp_path / "site" / "review.png").is_file()
