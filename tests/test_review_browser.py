"""The review report in a real browser (Debian's chromium, driven by Playwright), as a person uses it:
decide by keyboard and mouse, mark what teianon missed, export the decisions, apply them with
anonymise --decisions.

Needs the ``playwright`` package (test extra; it never downloads a browser here) and
``/usr/bin/chromium`` (Debian's package; ``.ci/run`` installs it).
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import CHROMIUM, CHROMIUM_FLAGS, SAMPLES, shared_path
from lxml import etree

from teianon.cli import main

sync_api = pytest.importorskip("playwright.sync_api", reason="the review's browser test needs playwright (test extra)")
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(),
                                reason="the review's browser test needs Debian's chromium (apt-get install chromium)")
# Where the screenshots of the docs go as well (TEIANON_SCREENSHOTS=docs): they are taken here,
# by the same steps that the tests check.
SCREENSHOTS = os.environ.get("TEIANON_SCREENSHOTS")
TEI = "{http://www.tei-c.org/ns/1.0}"

# A course chat in which teianon misses a café and proposes "Bochum", the server's town, which the
# reviewer rejects.
COURSE = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="de">
  <teiHeader>
    <fileDesc>
      <titleStmt><title>Kurschat (Test)</title></titleStmt>
      <publicationStmt><p>Test file.</p></publicationStmt>
      <sourceDesc><p>Written for the review test.</p></sourceDesc>
    </fileDesc>
    <profileDesc>
      <particDesc>
        <listPerson>
          <person role="participant" xml:id="k1"><persName type="nickname">sternchen84</persName><sex>female</sex></person>
          <person role="moderator" xml:id="k2"><persName type="nickname">LehrerBot</persName><sex>male</sex></person>
        </listPerson>
      </particDesc>
    </profileDesc>
  </teiHeader>
  <text>
    <body>
      <div type="logfile">
        <post xml:id="p1" who="#k2">hallo sternchen84, hast du die Folien von Mehmet bekommen?</post>
        <post xml:id="p2" who="#k1">ja, danke!! ich hab sie mit Prezi und Dropbox geteilt, die liegen in Bochum auf dem Server</post>
        <post xml:id="p3" who="#k1">Danke Mehmet!!</post>
        <post xml:id="p4" who="#k2">gern, morgen treffen wir uns im Cafe Kännchen in Herne, Tel. 02323 123456</post>
        <post xml:id="p5" who="#k1">super, bis morgen. Die Folien über astrometric binaries in 3D sind fertig</post>
        <post xml:id="p6" who="#k2">Weiß Brisanne, ob Brisanne kommen darf?</post>
      </div>
    </body>
  </text>
</TEI>
"""


def run(*args: str) -> str:
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture()
def browser():
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield chromium
        chromium.close()


def open_report(browser, html: Path):
    page = browser.new_page(viewport={"width": 1280, "height": 800}, accept_downloads=True)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(html.as_uri())
    page.focus("body")
    return page, errors


def shot(page, tmp: Path, name: str) -> None:
    page.screenshot(path=str(tmp / name))
    if SCREENSHOTS:
        shutil.copyfile(tmp / name, Path(SCREENSHOTS) / name)


def focused(page) -> str:
    return page.inner_text("mark.this")


def label(page, text: str) -> str:
    """The label the report shows on the mark of ``text`` (CSS content, not text of the post)."""
    return page.eval_on_selector(f"xpath=//li[contains(@class,'card')]//div[contains(@class,'main')]//mark[normalize-space(text())='{text}']",
                                 "m => m.dataset.label")


def select_with_mouse(page, block: str, start_word: str, end_word: str) -> None:
    """Drag the mouse from inside ``start_word`` to inside ``end_word`` in the post ``block``
    (words cut: the report snaps to whole words)."""
    def point(word: str, at: float) -> dict[str, float]:
        return page.evaluate("""([block, word, at]) => {
            const text = document.querySelector(`.card .post.main .text[data-block="${block}"]`);
            const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
                const i = n.data.indexOf(word);
                if (i < 0) continue;
                const range = document.createRange();
                const cut = i + Math.floor(word.length * at);
                range.setStart(n, cut); range.setEnd(n, cut + 1);
                const r = range.getBoundingClientRect();
                return {x: r.left + 1, y: r.top + r.height / 2};
            }
        }""", [block, word, at])
    begin, end = point(start_word, 0.3), point(end_word, 0.7)
    page.mouse.move(begin["x"], begin["y"])
    page.mouse.down()
    page.mouse.move(end["x"], end["y"], steps=5)
    page.mouse.up()


@pytest.fixture()
def course(tmp_path):
    source, annotated, html = tmp_path / "in", tmp_path / "annotated", tmp_path / "review.html"
    source.mkdir()
    (source / "kurs.xml").write_text(COURSE, encoding="utf-8")
    run("annotate", str(source), "-o", str(annotated), "-q")
    output = run("review", str(annotated), "-o", str(html))
    # Brisanne, twice: a capitalised word no dictionary knows, that nothing annotated or replaces.
    assert "2 likely miss(es)" in output
    return tmp_path, annotated, html


def block_of(page, post: str) -> str:
    return page.evaluate("id => JSON.parse(document.getElementById('data').textContent).blocks.findIndex(b => b.id === id)", post)


def test_mark_reject_note_bulk_undo_export_apply(course, browser):
    tmp, annotated, html = course
    page, errors = open_report(browser, html)
    assert page.inner_text("#progress").startswith("0 / ")
    # A post with several proposals is one card; p5 holds none (its "3D" is a format).
    assert page.locator(".card").count() == len({"p1", "p2", "p3", "p4", "p6"})
    # Participants by name and role, the id on hover.
    who = page.locator(".card .post.main .who").first
    assert who.inner_text() == "LehrerBot (moderator)" and who.get_attribute("title") == "#k2"

    # Reject the server's town "Bochum" by keyboard: j until it has the focus, r, then a note (;).
    for _ in range(20):
        if focused(page) == "Bochum":
            break
        page.keyboard.press("j")
    assert focused(page) == "Bochum"
    page.keyboard.press("r")
    assert focused(page) != "Bochum"  # r moves on
    assert "rejected" in label(page, "Bochum")
    page.keyboard.press("k")
    assert focused(page) == "Bochum"
    page.keyboard.press(";")
    page.keyboard.type("the server's town, names no one")
    page.keyboard.press("Enter")
    assert "✍" in label(page, "Bochum")

    # A bulk decision by category (buttons), taken back as one step by u.
    while focused(page) != "Herne":
        page.keyboard.press("j")
    page.select_option("#bulk-scope", "category")
    page.click("#bulk-accept")
    assert "accepted 1 proposal(s) of category “GPE”" in page.inner_text("#said")  # Herne (Bochum is decided)
    assert "✓" in label(page, "Herne") and "✓" not in label(page, "Bochum")
    page.focus("body")
    page.keyboard.press("u")
    assert "✓" not in label(page, "Herne")
    assert "rejected" in label(page, "Bochum")  # the step before the bulk stays

    # Mark the missed café with the mouse: half words snap to "Cafe Kännchen"; ORG, Enter.
    select_with_mouse(page, block_of(page, "p4"), "Cafe", "Kännchen")
    assert "selected: “Cafe Kännchen”" in page.inner_text(".markbar:not([hidden])")
    page.click(".markbar:not([hidden]) .mark-one")
    page.keyboard.type("OR")
    shot(page, tmp, "review-mark.png")
    page.keyboard.type("G")
    page.keyboard.press("Enter")
    assert "ORG + added" in label(page, "Cafe Kännchen")

    # The likely miss "Brisanne": by keyboard, a word cursor (w) on the first one, every occurrence (*).
    page.select_option("#f-view", "misses")
    page.focus("body")
    assert focused(page) == "Brisanne"
    page.keyboard.press("w")
    page.keyboard.press("*")
    page.keyboard.type("PER")
    page.keyboard.press("Enter")
    assert "marked 2 occurrence(s) of “Brisanne” as PER" in page.inner_text("#said")
    # Added spans can be undone (u), as one step for both, and marked again.
    page.keyboard.press("u")
    assert page.locator("mark.miss.open", has_text="Brisanne").count() == 2
    page.keyboard.press("w")
    page.keyboard.press("*")
    page.keyboard.type("PER")
    page.keyboard.press("Enter")
    assert page.locator("mark.add", has_text="Brisanne").count() == 2
    page.select_option("#f-view", "all")
    shot(page, tmp, "review-decided.png")

    with page.expect_download() as download:
        page.focus("body")
        page.keyboard.press("e")
    decisions = tmp / "decisions.tsv"
    download.value.save_as(decisions)
    page.reload()
    # Kept in the browser: Bochum, the café, Brisanne twice (waited for: on a loaded machine the
    # reloaded page may not have drawn its progress yet).
    sync_api.expect(page.locator("#progress")).to_have_text(re.compile(r"^4 / "))
    page.close()
    assert errors == []

    rows = [r.split("\t") for r in decisions.read_text(encoding="utf-8").splitlines()]
    assert rows[0] == ["document", "block", "start", "end", "text", "decision", "category", "corresp", "note"]
    assert sorted((r[1], r[4], r[5], r[6], r[8]) for r in rows[1:]) == [
        ("p2", "Bochum", "reject", "", "the server's town, names no one"), ("p4", "Cafe Kännchen", "add", "ORG", ""),
        ("p6", "Brisanne", "add", "PER", ""), ("p6", "Brisanne", "add", "PER", "")]

    out, plain = tmp / "out", tmp / "plain"
    output = run("anonymise", str(annotated), "--decisions", str(decisions), "-o", str(out), "--date", "2026-01-01")
    assert "decisions: 4 applied (3 add, 1 reject), 0 stale" in output
    run("anonymise", str(annotated), "-o", str(plain), "--date", "2026-01-01", "-q")
    xml_id = "{http://www.w3.org/XML/1998/namespace}id"
    reviewed, unreviewed = ({p.get(xml_id): p for p in etree.parse(str(d / "kurs.xml")).iter(f"{TEI}post")} for d in (out, plain))
    posts = {key: "".join(post.itertext()) for key, post in reviewed.items()}
    assert "Kännchen" not in posts["p4"] and "[_ORGANISATIONNAME-" in posts["p4"]
    assert "Brisanne" not in posts["p6"] and posts["p6"].count("[_PERSONNAME-") == 2
    assert posts["p6"].startswith("Weiß [_PERSONNAME-") and "_], ob [_PERSONNAME-" in posts["p6"]  # the comma stays
    assert "die liegen in Bochum auf dem Server" in posts["p2"]  # rejected: the words stay
    assert "binaries in 3D sind fertig" in posts["p5"]  # a format, proposed by no one
    # Nothing else changed: every other post is the same as without the decisions (p2's "Bochum"
    # is replaced without them).
    assert reviewed.keys() == unreviewed.keys()
    for key, post in unreviewed.items():
        if key not in ("p2", "p4", "p6"):
            assert etree.tostring(reviewed[key]) == etree.tostring(post), key
    check_the_release(out, annotated, decisions)


def test_mark_by_keyboard_with_the_word_cursor(course, browser):
    _, _, html = course
    page, errors = open_report(browser, html)
    while focused(page) != "Herne":
        page.keyboard.press("j")
    # w puts the word cursor on the focused proposal; arrows move it, shift+arrows extend it.
    page.keyboard.press("w")
    assert "selected: “Herne”" in page.inner_text(".markbar:not([hidden])")
    for key in ("ArrowLeft", "ArrowLeft", "ArrowLeft"):
        page.keyboard.press(key)
    assert "selected: “Cafe”" in page.inner_text(".markbar:not([hidden])")
    page.keyboard.press("Shift+ArrowRight")
    assert "selected: “Cafe Kännchen”" in page.inner_text(".markbar:not([hidden])")
    page.keyboard.press("Enter")
    page.keyboard.type("ORG")
    page.keyboard.press("Enter")
    assert "ORG + added" in label(page, "Cafe Kännchen")
    # r on a marked span takes it away again.
    assert focused(page) == "Cafe Kännchen"
    page.keyboard.press("r")
    assert page.locator("mark", has_text="Cafe Kännchen").count() == 0
    # l links a proposal to a participant, chosen by name: it is then that participant's NICK.
    while not (focused(page) == "Mehmet" and page.inner_text(".card.current .meta").startswith("kurs.xml · p1")):
        page.keyboard.press("k")
    page.keyboard.press("l")
    page.keyboard.type("sternchen84")
    page.keyboard.press("Enter")
    assert page.eval_on_selector(".post.main mark[data-id='kurs.xml|p1|42-48|Mehmet']", "m => m.dataset.label") \
        == "NICK sternchen84 (participant) ⇢"
    page.close()
    assert errors == []


def test_words_added_in_one_file_are_likely_misses_in_another(tmp_path, browser):
    source, annotated, html = tmp_path / "in", tmp_path / "annotated", tmp_path / "review.html"
    source.mkdir()
    (source / "kurs.xml").write_text(COURSE, encoding="utf-8")
    (source / "kurs2.xml").write_text(COURSE.replace("Kurschat (Test)", "Kurschat 2 (Test)").replace(
        "super, bis morgen. Die Folien über astrometric binaries in 3D sind fertig", "Treffpunkt wie immer: Cafe Kännchen"),
        encoding="utf-8")
    run("annotate", str(source), "-o", str(annotated), "-q")
    run("review", str(annotated), "-o", str(html))
    page, errors = open_report(browser, html)
    page.select_option("#f-document", "kurs.xml")
    select_with_mouse(page, block_of(page, "p4"), "Cafe", "Kännchen")
    page.click(".markbar:not([hidden]) .mark-one")
    page.keyboard.type("ORG")
    page.keyboard.press("Enter")
    # In kurs2.xml the café is now a likely miss, with the category given; in kurs.xml's other
    # posts anonymise marks it itself.
    page.select_option("#f-document", "kurs2.xml")
    page.select_option("#f-view", "misses")
    page.focus("body")
    assert focused(page) == "Cafe Kännchen"
    assert page.eval_on_selector("mark.this", "m => [m.dataset.label, m.title]") == ["ORG ?", "likely miss · why: likely miss: added elsewhere"]
    page.keyboard.press("a")
    assert "ORG + added" in label(page, "Cafe Kännchen")
    page.close()
    assert errors == []


def check_the_release(out: Path, annotated: Path, decisions: Path) -> None:
    """The loop's last step: the reviewed output, judged against the reviewer's decisions, may be
    released (``teianon check --decisions``): the rejected "Bochum" is no leak, the marked names are gone."""
    result = CliRunner().invoke(main, ["check", str(out), "--annotated", str(annotated), "--decisions", str(decisions)])
    assert result.exit_code == 0, result.output
    assert "release: yes" in result.output and "leak" not in result.output
    # Without the decisions the same output is judged by the proposals as teianon made them, and
    # the check says which decisions it was made with.
    result = CliRunner().invoke(main, ["check", str(out), "--annotated", str(annotated)])
    assert result.exit_code == 1 and "give them with --decisions" in result.output, result.output


@pytest.fixture(scope="module")
def samples_review(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("review")
    review, html = tmp / "review", tmp / "review.html"
    run("annotate", str(SAMPLES), "-o", str(review), "-q")
    run("review", str(review), "-o", str(html))
    return tmp, review, html


def test_samples_reject_by_hand_and_recategorise_then_apply(samples_review, browser):
    tmp, review, html = samples_review
    page, errors = open_report(browser, html)
    # The corpus's own annotations wait behind a toggle (h): John Deere is one of them.
    page.select_option("#f-category", "ORG")
    assert page.locator("mark.this").count() == 0 or focused(page) != "John Deere"
    page.focus("body")
    page.keyboard.press("h")
    assert focused(page) == "John Deere"
    page.keyboard.press("r")
    # Re-categorise the GPE "Dortmund" as LOC: c, the category, Enter; c moves on as a and r do.
    page.select_option("#f-category", "GPE")
    page.focus("body")
    assert focused(page) == "Dortmund"
    page.keyboard.press("c")
    page.keyboard.type("LOC")
    page.keyboard.press("Enter")
    # Re-typed, it leaves the GPE filter; with every category it shows its new label.
    page.select_option("#f-category", "")
    assert "LOC ✎" in label(page, "Dortmund")
    page.select_option("#f-document", "forum-de.xml")
    shot(page, tmp, "review.png")
    # Context grows on demand: x opens two posts either side (here: of m2, a post with one before).
    page.select_option("#f-document", "chat-de-tokenised.xml")
    page.focus("body")
    page.keyboard.press("j")
    page.keyboard.press("j")
    assert page.inner_text(".card.current .meta").startswith("chat-de-tokenised.xml · m2")
    before = page.locator(".card.current .post").count()
    page.keyboard.press("x")
    assert page.locator(".card.current .post").count() > before
    page.keyboard.press("x")
    page.select_option("#f-document", "")
    page.focus("body")
    with page.expect_download() as download:
        page.keyboard.press("e")
    decisions = tmp / "decisions.tsv"
    download.value.save_as(decisions)
    page.reload()
    # John Deere counts with the toggle on only.
    sync_api.expect(page.locator("#progress")).to_have_text(re.compile(r"^1 / "))
    page.close()
    assert errors == []
    rows = decisions.read_text(encoding="utf-8").splitlines()
    assert sorted(r.split("\t")[4:7] for r in rows[1:]) == [["Dortmund", "change", "LOC"], ["John Deere", "reject", ""]]

    out = tmp / "out"
    output = run("anonymise", str(review), "--decisions", str(decisions), "-o", str(out), "--date", "2026-01-01")
    assert "decisions: 2 applied (1 change, 1 reject), 0 stale" in output
    chat = (out / "chat-de-tokenised.xml").read_text(encoding="utf-8")
    assert ">John</w>" in chat and ">Deere</w>" in chat  # rejected: the tokens stay as written
    forum = (out / "forum-de.xml").read_text(encoding="utf-8")
    assert "[_LOCATIONNAME-1_]" in forum and "Dortmund" not in forum
    # Nothing else changed: without the decisions the same run differs only in those two places.
    plain = tmp / "plain"
    run("anonymise", str(review), "-o", str(plain), "--date", "2026-01-01", "-q")
    for name in ("corpus-docc21.xml", "chat-en-untokenised.xml"):
        assert (out / name).read_bytes() == (plain / name).read_bytes()


def test_a_real_wiki_talk_page(tmp_path, browser):
    """The Wikipedia talk page of the TEI-CMC examples: long posts, header blocks."""
    source = shared_path("data", "tei-cmc", "wikitalk_astronomical_object.xml")
    annotated, html = tmp_path / "annotated", tmp_path / "review.html"
    (tmp_path / "in").mkdir()
    shutil.copyfile(source, tmp_path / "in" / source.name)
    run("annotate", str(tmp_path / "in"), "-o", str(annotated), "-q")
    run("review", str(annotated), "-o", str(html))
    page, errors = open_report(browser, html)
    proposals = page.evaluate("JSON.parse(document.getElementById('data').textContent).proposals")
    mine = sum(1 for p in proposals if p["x"])
    assert mine > 0
    # teianon's proposals by default; the corpus's own (none in this file) behind h.
    assert page.inner_text("#progress") == f"0 / {mine} decided"
    page.keyboard.press("h")
    assert page.inner_text("#progress") == f"0 / {len(proposals)} decided"
    page.keyboard.press("h")
    # The first post: its speaker by name and role, and a long post takes no third of the screen.
    while page.eval_on_selector(".card.current", "c => c.querySelector('.post.main .who').title") != "#u004":
        page.keyboard.press("j")
    assert page.inner_text(".card.current .post.main .who") == "Penyulap (user)"
    assert page.eval_on_selector(".card.current", "c => c.getBoundingClientRect().height") < 800 / 3
    shot(page, tmp_path, "review-wikitalk.png")
    # The mouse selects in a long post too (the word, as a reviewer might, as OTH).
    select_with_mouse(page, page.eval_on_selector(".card.current .post.main .text", "t => t.dataset.block"),
                      "astrophotographer", "astrophotographer")
    page.click(".markbar:not([hidden]) .mark-one")
    page.keyboard.type("OTH")
    page.keyboard.press("Enter")
    assert "OTH + added" in label(page, "astrophotographer")
    page.close()
    assert errors == []


def test_a_report_of_anonymised_output_says_so(samples_review, browser):
    tmp, review, _ = samples_review
    out, html = tmp / "anonymised", tmp / "anonymised.html"
    run("anonymise", str(review), "-o", str(out), "-q")
    result = CliRunner().invoke(main, ["review", str(out), "-o", str(html)])
    assert result.exit_code == 0, result.output
    assert f"{out / 'forum-de.xml'}: warning: the header records a change of type 'anonymisation'" in result.output
    page, errors = open_report(browser, html)
    assert page.is_visible("#warning")
    assert page.inner_text("#warning summary").startswith("⚠ 4 file(s) look like anonymised output")
    page.close()
    assert errors == []


def exported(page) -> list[tuple[str, ...]]:
    """The decisions the report exports now (e), as (document, block, text, decision, category, corresp)."""
    page.focus("body")
    with page.expect_download():
        page.keyboard.press("e")
    rows = [r.split("\t") for r in page.input_value("#export-text").splitlines()[1:]]
    return sorted((r[0], r[1], r[4], r[5], r[6], r[7]) for r in rows)


def report_of(tmp: Path, files: dict[str, str]) -> Path:
    source, html = tmp / "in", tmp / "review.html"
    source.mkdir()
    for name, posts in files.items():
        (source / name).write_text(
            '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
            "<publicationStmt><p>x</p></publicationStmt><sourceDesc><p>y</p></sourceDesc></fileDesc></teiHeader>"
            f"<text><body><div>{posts}</div></body></text></TEI>", encoding="utf-8")
    run("review", str(source), "-o", str(html))
    return html


def test_an_accepted_miss_stays_when_what_made_it_one_goes(tmp_path, browser):
    """A string marked in a.xml is a likely miss in b.xml and c.xml; accepted there (a), or marked
    there over the miss (w, Enter), it stands on its own: taking the mark in a.xml back keeps it."""
    html = report_of(tmp_path, {
        "a.xml": '<post xml:id="m1">hallo <name type="PER" resp="#teianon" cert="low">Mehmet</name> kalle da</post>',
        "b.xml": '<post xml:id="m1">gruss kalle</post>',
        "c.xml": '<post xml:id="m1">bis bald kalle</post>'})
    page, errors = open_report(browser, html)
    assert focused(page) == "Mehmet"
    page.keyboard.press("w")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.keyboard.type("PER")
    page.keyboard.press("Enter")
    assert focused(page) == "kalle" and page.inner_text(".card.current .meta").startswith("a.xml")
    # In b.xml and c.xml "kalle" is now a likely miss: accept the one, mark the other's words.
    page.keyboard.press("j")
    assert page.inner_text(".card.current .meta").startswith("b.xml")
    assert page.eval_on_selector("mark.this", "m => m.dataset.label") == "PER ?"
    page.keyboard.press("a")
    assert page.inner_text(".card.current .meta").startswith("c.xml") and focused(page) == "kalle"
    page.keyboard.press("w")
    page.keyboard.press("Enter")
    page.keyboard.type("PER")
    page.keyboard.press("Enter")
    rows = [("a.xml", "m1", "kalle", "add", "PER", ""), ("b.xml", "m1", "kalle", "add", "PER", ""),
            ("c.xml", "m1", "kalle", "add", "PER", "")]
    assert exported(page) == rows
    # Take the mark in a.xml back (r): the other two stay, and stay listed as added misses.
    while not (focused(page) == "kalle" and page.inner_text(".card.current .meta").startswith("a.xml")):
        page.keyboard.press("k")
    page.keyboard.press("r")
    assert exported(page) == rows[1:]
    # In a.xml "kalle" is a likely miss again, added elsewhere.
    page.select_option("#f-view", "misses")
    assert page.eval_on_selector_all(".card .post.main mark.miss", "ms => ms.map(m => m.dataset.id + ' ' + m.dataset.label)") \
        == ["a.xml|m1|13-18|kalle PER ?", "b.xml|m1|6-11|kalle PER + added", "c.xml|m1|9-14|kalle PER + added"]
    # u gives the mark back; after a reload everything is as it was.
    page.focus("body")
    page.keyboard.press("u")
    assert exported(page) == rows
    page.reload()
    assert exported(page) == rows
    page.close()
    assert errors == []


def test_a_nick_chosen_with_a_participant_over_a_proposal_links_it(course, browser):
    _, _, html = course
    page, errors = open_report(browser, html)
    while not (focused(page) == "Mehmet" and page.inner_text(".card.current .meta").startswith("kurs.xml · p1")):
        page.keyboard.press("j")
    # The word cursor on exactly the proposal's words, marked NICK of sternchen84: a link.
    page.keyboard.press("w")
    page.keyboard.press("Enter")
    page.keyboard.type("NICK")
    page.keyboard.press("Enter")
    page.keyboard.type("sternchen84")
    page.keyboard.press("Enter")
    assert exported(page) == [("kurs.xml", "p1", "Mehmet", "link", "", "#k1")]
    assert page.eval_on_selector(".post.main mark[data-id='kurs.xml|p1|42-48|Mehmet']", "m => m.dataset.label") \
        == "NICK sternchen84 (participant) ⇢"
    page.close()
    assert errors == []


def test_bulk_by_speaker_and_by_participant(course, browser):
    """In p3, sternchen84 (k1) writes "Danke Mehmet!!", a NICK linked to LehrerBot (k2): the
    speaker is k1, the participant k2, and the two scopes take different proposals."""
    _, _, html = course
    page, errors = open_report(browser, html)
    while not page.inner_text(".card.current .meta").startswith("kurs.xml · p3"):
        page.keyboard.press("j")
    assert focused(page) == "Mehmet"
    page.select_option("#bulk-scope", "participant")
    page.click("#bulk-reject")
    assert "rejected 1 proposal(s) of participant “LehrerBot (moderator)”" in page.inner_text("#said")
    assert exported(page) == [("kurs.xml", "p3", "Mehmet", "reject", "", "")]
    page.keyboard.press("u")
    page.select_option("#bulk-scope", "speaker")
    page.click("#bulk-reject")
    # Every proposal in the posts sternchen84 wrote, none in LehrerBot's (Mehmet in p1, Herne).
    assert "rejected 3 proposal(s) of speaker “sternchen84 (participant)”" in page.inner_text("#said")
    assert [row[2] for row in exported(page)] == ["Bochum", "Prezi", "Mehmet"]
    # The keys say which is which.
    keys = page.eval_on_selector("#help", "d => d.textContent")
    assert "speaker (in the posts that participant wrote)" in keys and "participant (names linked to that participant)" in keys
    page.close()
    assert errors == []


def test_marks_after_an_emoji_stand_on_their_words_and_are_applied(tmp_path, browser):
    """The red team marked "Hasenbein" after an emoji: the page counted UTF-16 units, teianon
    counts characters, so the marks stood one letter to the left ("vo[n Mehm]et") and the
    export named the wrong place, which anonymise could not find (and the name survived)."""
    html = report_of(tmp_path, {"emoji.xml": (
        '<post xml:id="p1">😀😀 hallo, hast du die Folien von <name type="PER" resp="#teianon" cert="medium">'
        'Mehmet</name>? 🙂 ja, bei Hasenbein</post>')})
    page, errors = open_report(browser, html)
    assert page.locator("mark", has_text="Mehmet").first.inner_text().startswith("Mehmet")
    select_with_mouse(page, block_of(page, "p1"), "Hasenbein", "Hasenbein")
    page.click(".markbar:not([hidden]) .mark-one")
    page.keyboard.type("PER")
    page.keyboard.press("Enter")
    page.focus("body")
    with page.expect_download():
        page.keyboard.press("e")
    rows = [r.split("\t") for r in page.input_value("#export-text").splitlines()[1:]]
    text = "😀😀 hallo, hast du die Folien von Mehmet? 🙂 ja, bei Hasenbein"
    assert [r[1:6] for r in rows] == [["p1", str(text.index("Hasenbein")), str(len(text)), "Hasenbein", "add"]]
    assert errors == []
    decisions = tmp_path / "d.tsv"
    decisions.write_text(page.input_value("#export-text"), encoding="utf-8")
    output = run("anonymise", str(tmp_path / "in"), "--decisions", str(decisions), "-o", str(tmp_path / "out"))
    assert "1 applied (1 add), 0 stale" in output
    assert "Hasenbein" not in (tmp_path / "out" / "emoji.xml").read_text(encoding="utf-8")


def test_a_mark_reaching_into_a_proposal_and_a_note_without_a_decision_are_refused_with_a_reason(course, browser):
    """The red team marked "von Mehmet" over the proposal "Mehmet": the page took it, drew it
    over the proposal, and anonymise refused it as stale. And a note on an undecided proposal
    was never exported (the file holds decisions)."""
    _tmp, _annotated, html = course
    page, errors = open_report(browser, html)
    select_with_mouse(page, block_of(page, "p1"), "von", "Mehmet")
    assert "selected: “von Mehmet”" in page.inner_text(".markbar:not([hidden])")
    page.click(".markbar:not([hidden]) .mark-one")
    assert "“von Mehmet” reaches into the proposal “Mehmet”" in page.inner_text("#said")
    assert page.locator("mark.add").count() == 0
    page.focus("body")
    assert focused(page) == "Mehmet"
    page.keyboard.press(";")
    assert "a note goes with a decision: decide “Mehmet” first" in page.inner_text("#said")
    assert exported(page) == []
    page.keyboard.press("a")
    page.keyboard.press("k")
    assert focused(page) == "Mehmet"
    page.keyboard.press(";")
    page.keyboard.type("the one with the slides")
    page.keyboard.press("Enter")
    rows = [r.split("\t") for r in page.input_value("#export-text").splitlines()[1:]] if exported(page) else []
    assert [(r[1], r[4], r[5], r[8]) for r in rows] == [("p1", "Mehmet", "accept", "the one with the slides")]
    assert errors == []


def test_a_repeat_stands_under_the_proposal_it_repeats(browser, tmp_path):
    """Rejecting a proposal rejects the repeats teianon completed from it: the cards say so."""
    source = tmp_path / "in" / "kaffee.xml"
    source.parent.mkdir()
    source.write_text(COURSE.replace("<sex>female</sex>", "").replace(
        '<post xml:id="p6" who="#k2">Weiß Brisanne, ob Brisanne kommen darf?</post>',
        '<post xml:id="p6" who="#k2">ich habe mit Frau Kleinschmager telefoniert</post>'
        '<post xml:id="p7" who="#k1">Kleinschmager ist eine tolle Marke für Kaffee</post>'), encoding="utf-8")
    run("annotate", str(source.parent), "-o", str(tmp_path / "annotated"), "-q")
    run("review", str(tmp_path / "annotated"), "-o", str(tmp_path / "review.html"))
    page, errors = open_report(browser, tmp_path / "review.html")
    said = page.eval_on_selector_all(".card .repeats", "found => found.map((e) => e.textContent)")
    assert "↳ “Kleinschmager” repeated in p7: rejecting it rejects them too" in said
    assert "↳ “Kleinschmager” repeats “Kleinschmager” of p6: rejecting that rejects this too" in said
    assert errors == []
