"""The review report in a real browser (Debian's chromium, driven by Playwright), as a person uses it:
filter, decide by keyboard, export the decisions, apply them with anonymise --decisions.

Needs the ``playwright`` package (test extra; it never downloads a browser here) and
``/usr/bin/chromium`` (Debian's package; ``.ci/run`` installs it).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import CHROMIUM, CHROMIUM_FLAGS, SAMPLES

from teianon.cli import main

sync_api = pytest.importorskip("playwright.sync_api", reason="the review's browser test needs playwright (test extra)")
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(),
                                reason="the review's browser test needs Debian's chromium (apt-get install chromium)")


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("review")
    review, html = tmp / "review", tmp / "review.html"
    result = CliRunner().invoke(main, ["annotate", str(SAMPLES), "-o", str(review), "-q"])
    assert result.exit_code == 0, result.output
    result = CliRunner().invoke(main, ["review", str(review), "-o", str(html)])
    assert result.exit_code == 0, result.output
    return tmp, review, html


def test_reject_and_recategorise_by_keyboard_then_apply(reviewed):
    tmp, review, html = reviewed
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900}, accept_downloads=True)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(html.as_uri())
        assert "0 decision(s) of" in page.inner_text("#status")
        # Reject the hand-made ORG "John Deere": filter, then the key r.
        page.select_option("#f-category", "ORG")
        assert "John Deere" in page.inner_text("#items li.current")
        page.focus("body")
        page.keyboard.press("r")
        # Re-categorise the GPE "Dortmund" as LOC: the key c, type the category, Enter.
        page.select_option("#f-category", "GPE")
        assert "Dortmund" in page.inner_text("#items li.current")
        page.focus("body")
        page.keyboard.press("c")
        page.keyboard.type("LOC")
        page.keyboard.press("Enter")
        assert "change → LOC" in page.inner_text("#items li.current")
        page.screenshot(path=str(tmp / "review.png"))
        with page.expect_download() as download:
            page.keyboard.press("e")
        decisions = tmp / "decisions.tsv"
        download.value.save_as(decisions)
        # Decisions survive a reload: they are kept in the browser.
        page.reload()
        assert "2 decision(s) of" in page.inner_text("#status")
        browser.close()
    assert errors == []
    rows = decisions.read_text(encoding="utf-8").splitlines()
    assert rows[0].split("\t") == ["document", "block", "start", "end", "text", "decision", "category", "corresp"]
    assert sorted(r.split("\t")[4:7] for r in rows[1:]) == [["Dortmund", "change", "LOC"], ["John Deere", "reject", ""]]

    out = tmp / "out"
    result = CliRunner().invoke(main, ["anonymise", str(review), "--decisions", str(decisions), "-o", str(out),
                                       "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    assert "decisions: 2 applied (1 change, 1 reject), 0 stale" in result.output
    chat = (out / "chat-de-tokenised.xml").read_text(encoding="utf-8")
    assert ">John</w>" in chat and ">Deere</w>" in chat  # rejected: the tokens stay as written
    forum = (out / "forum-de.xml").read_text(encoding="utf-8")
    assert "[_LOCATIONNAME-1_]" in forum and "Dortmund" not in forum
    # Nothing else changed: without the decisions the same run differs only in those two places.
    plain = tmp / "plain"
    assert CliRunner().invoke(main, ["anonymise", str(review), "-o", str(plain), "--date", "2026-01-01",
                                     "-q"]).exit_code == 0
    for name in ("corpus-docc21.xml", "chat-en-untokenised.xml"):
        assert (out / name).read_bytes() == (plain / name).read_bytes()
