"""The public sphere stays, reviewably (issue 24, item 3): celebrities, bands, works and platforms
are kept and marked with their reason; private names are replaced; a reviewer or the config
can overrule the rule."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import CHROMIUM, CHROMIUM_FLAGS
from lxml import etree

from teianon.annotate.document import complete_repeats
from teianon.annotate.public import Evidence, decide
from teianon.checks.audit import audit_file
from teianon.cli import main
from teianon.lists import notable
from teianon.mention import Category, Mention
from teianon.read.tei import read_documents
from teianon.read.textview import post_text
from teianon.replace.inventory import read_inventory

T = "{http://www.tei-c.org/ns/1.0}"
HEADER = ('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
          "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc>"
          '<listPerson><person xml:id="A1"><persName type="nickname">kiki</persName></person>'
          '<person xml:id="A2"><persName type="nickname">zorro77</persName></person></listPerson>'
          "</particDesc></profileDesc></teiHeader><text><body><div>")
FOOTER = "</div></body></text></TEI>"
CHAT = HEADER + (
    '<post xml:id="m1" who="#A1">ich hör grad Rammstein, mein Nachbar Jochen beschwert sich schon</post>'
    '<post xml:id="m2" who="#A2">hab das auf YouTube gesehen, Lena hat mir den Link geschickt</post>'
    '<post xml:id="m3" who="#A1"><w>Barack</w> <w>Obama</w> <w>hat</w> <w>ein</w> <w>Buch</w> '
    '<w>geschrieben</w></post>') + FOOTER


def _write(tmp_path: Path, text: str = CHAT, name: str = "chat.xml") -> Path:
    source = tmp_path / "in" / name
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(text, encoding="utf-8")
    return source


def _run(tmp_path: Path, *extra: str, text: str = CHAT) -> tuple[str, str]:
    """(annotated file, output file) of ``teianon run``."""
    source = _write(tmp_path, text)
    result = CliRunner().invoke(main, ["run", str(source.parent), "-o", str(tmp_path / "out"),
                                       "--annotated", str(tmp_path / "review"), "--date", "2026-01-01", *extra])
    assert result.exit_code == 0, result.output
    return ((tmp_path / "review" / source.name).read_text(encoding="utf-8"),
            (tmp_path / "out" / source.name).read_text(encoding="utf-8"))


def _public(text: str) -> dict[str, tuple[str | None, str | None]]:
    """Kept public names of a file: text -> (type, ana)."""
    root = etree.fromstring(text.encode("utf-8"))
    return {"".join(e.itertext()).strip(): (e.get("type"), e.get("ana"))
            for e in root.iter(f"{T}name") if e.get("subtype") == "public"}


def test_a_title_left_beside_a_public_name_is_no_name_of_its_own(tmp_path):
    """test_faithful found "Lena Dr. Rammstein": the rest of the tagger's span beside the band
    kept "Dr." as a person, whose pseudonym keeps the title, so the audit refused the output."""
    annotated, output = _run(tmp_path, "--mode", "pseudonym", "--key", str(tmp_path / "key.json"),
                             text=HEADER + '<post xml:id="m1" who="#A1">Lena Dr. Rammstein</post>' + FOOTER)
    names = {"".join(e.itertext()): e.get("type") for e in etree.fromstring(annotated.encode()).iter(f"{T}name")}
    assert names.get("Lena") == "PER" and "Dr." not in names and names.get("Rammstein") == "ORG"
    assert " Dr. " in output and "Lena" not in output


def test_public_names_are_kept_with_their_reason_and_private_names_replaced(tmp_path):
    annotated, output = _run(tmp_path)
    public = _public(annotated)
    assert public["Rammstein"] == ("ORG", "teianon:public.notable")
    assert public["YouTube"] == ("ORG", "teianon:public.notable")
    assert public["Barack Obama"] == ("PER", "teianon:public.notable")
    # The marked form is what the review and Oxygen show.
    assert ('<name type="ORG" subtype="public" resp="#teianon" cert="high" ana="teianon:public.notable">'
            'Rammstein</name>') in annotated
    for name in ("Rammstein", "YouTube", "<w>Barack</w>", "<w>Obama</w>"):
        assert name in output
    for name in ("Jochen", "Lena"):
        assert name not in output
    assert "[_PERSONNAME-" in output


def test_kept_in_pseudonym_mode_too(tmp_path):
    _annotated, output = _run(tmp_path, "--mode", "pseudonym", "--key", str(tmp_path / "key.json"), "--salt", "t")
    for name in ("Rammstein", "YouTube", "<w>Barack</w>", "<w>Obama</w>"):
        assert name in output
    assert "Jochen" not in output and "Lena" not in output
    assert "Rammstein" not in (tmp_path / "key.json").read_text(encoding="utf-8")


def test_a_reviewer_overrules_a_kept_name_by_retyping_it(tmp_path):
    source = _write(tmp_path)
    review = tmp_path / "review"
    result = CliRunner().invoke(main, ["annotate", str(source.parent), "-o", str(review), "-q"])
    assert result.exit_code == 0, result.output
    report = tmp_path / "review.html"
    assert CliRunner().invoke(main, ["review", str(review), "-o", str(report)]).exit_code == 0
    assert '"k":"notable"' in report.read_text(encoding="utf-8")  # shown as kept: public (notable)
    decisions = tmp_path / "decisions.tsv"
    decisions.write_text("document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"
                         "chat.xml\tm1\t13\t22\tRammstein\tchange\tORG\t\n", encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["anonymise", str(review), "--decisions", str(decisions), "-o", str(out),
                                       "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    assert "1 applied (1 change)" in result.output
    text = (out / "chat.xml").read_text(encoding="utf-8")
    assert "Rammstein" not in text and "[_ORGANISATIONNAME-1_]" in text
    assert "YouTube" in text  # the other kept names stay


def test_the_config_switches_the_rule_off(tmp_path):
    config = tmp_path / "teianon.toml"
    config.write_text("[detect]\npublic = false\n", encoding="utf-8")
    annotated, output = _run(tmp_path, "--config", str(config))
    assert not _public(annotated)
    assert "Rammstein" not in output and "Jochen" not in output


def test_the_switch_must_be_a_boolean(tmp_path):
    config = tmp_path / "teianon.toml"
    config.write_text('[detect]\npublic = "no"\n', encoding="utf-8")
    source = _write(tmp_path)
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "--config", str(config)])
    assert result.exit_code != 0 and "public must be true or false" in result.output
    assert "Traceback" not in result.output


def test_audit_and_inventory_leave_kept_names_alone(tmp_path):
    _run(tmp_path)
    review, out = tmp_path / "review" / "chat.xml", tmp_path / "out" / "chat.xml"
    inventory = read_inventory(etree.parse(str(review)), str(review))
    originals = {r.original for r in inventory.references}
    assert "Jochen" in originals and not originals & {"Rammstein", "YouTube", "Barack Obama"}
    assert audit_file(review, out) == []
    result = CliRunner().invoke(main, ["check", str(tmp_path / "out"), "--annotated", str(tmp_path / "review")])
    assert "Rammstein" not in result.output and "YouTube" not in result.output


def _view(text: str):
    post = etree.fromstring(f'<post xmlns="http://www.tei-c.org/ns/1.0">{text}</post>')
    return post_text(post)


def _decide(text: str, name: str, category: Category = Category.PER, document: str = "",
            participants: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
    """(public name, reason) for a proposal of ``name`` in ``text``."""
    view = _view(text)
    start = view.text.index(name)
    proposal = Mention(start, start + len(name), category, cert="medium", source="tagger:PER")
    evidence = Evidence((document or text).casefold(), participants)
    public, _rest = decide(view, [proposal], evidence)
    return [(view.text[m.start:m.end], m.source) for m in public]


def test_a_bare_common_first_name_is_never_public():
    assert "f" in notable().get(("adele",))[0].flags  # known as a singer, and as a first name
    assert _decide("Adele singt so schön", "Adele") == []
    assert _decide("Greta hat heute keine Zeit", "Greta") == []
    # A mononym that is no common first name is.
    assert _decide("Rihanna performed at the Super Bowl", "Rihanna") == [("Rihanna", "public.notable")]


def test_a_surname_private_people_bear_needs_context():
    assert _decide("Schröder hat angerufen", "Schröder") == []
    assert _decide("Kanzler Schröder hat die Agenda gemacht", "Schröder") == [("Schröder", "public.context")]
    document = "Gerhard Schröder war Kanzler. ... Schröder hat angerufen"
    assert _decide("Schröder hat angerufen", "Schröder", document=document) == [("Schröder", "public.full-name")]
    # Famous enough to stand alone, and no surname of private people.
    assert _decide("Obama gave a speech", "Obama") == [("Obama", "public.notable")]
    assert _decide("Merkel war 16 Jahre im Amt", "Merkel") == [("Merkel", "public.notable")]


def test_a_private_relation_outweighs_every_list():
    assert _decide("mein Nachbar Thomas Müller kommt morgen", "Thomas Müller") == []
    assert _decide("my coach Mr Lampard says hi", "Lampard") == []
    assert _decide("ich arbeite bei Siemens in Bochum", "Siemens", Category.ORG) == []
    # A possessive alone does not make a product private; a favourite band stays public.
    assert _decide("mein iPhone ist kaputt", "iPhone", Category.OTH) == [("iPhone", "public.notable")]
    assert _decide("meine Lieblingsband Rammstein spielt", "Rammstein", Category.ORG) == \
        [("Rammstein", "public.notable")]


@pytest.mark.parametrize(
    "text, name",
    [
        # A word that names a spouse only after a possessive, of any person (issue 38).
        ("Ihr Mann Olaf Scholz ist Schreiner", "Olaf Scholz"),
        ("seine Frau Dr. Angela Merkel arbeitet im Supermarkt", "Angela Merkel"),
        # Kin by marriage and steps, people one lives or works with, one's own doctor.
        ("Mein Schwiegervater Gerhard Schröder hat Geburtstag", "Gerhard Schröder"),
        ("my flatmate Ed Sheeran never cleans the kitchen", "Ed Sheeran"),
        ("her stepdad Brad Pitt fixed our roof", "Brad Pitt"),
        # The listed surname alone is not public either where the full name is private.
        ("Seine Frau Angela Merkel arbeitet im Supermarkt", "Merkel"),
    ],
)
def test_a_private_relation_before_a_listed_name_keeps_it_private(text, name):
    assert _decide(text, name) == []


def test_a_spouse_needs_a_possessive():
    assert [n for n, _ in _decide("Frau Merkel hat im Bundestag gesprochen", "Merkel")] == ["Merkel"]
    assert [n for n, _ in _decide("der Mann, den alle kennen: Olaf Scholz", "Olaf Scholz")] == ["Olaf Scholz"]


def test_a_public_body_s_acronym_in_lower_case_is_public():
    for text, name in (("die spd hat die wahl verloren", "spd"), ("der hsv ist abgestiegen", "hsv"),
                       ("das fbi ermittelt jetzt", "fbi")):
        assert _decide(text, name, Category.ORG) == [(name, "public.notable")]
    # Not as someone's employer, and not as a person.
    assert _decide("ich arbeite seit Mai bei der aok", "aok", Category.ORG) == []
    assert _decide("das fbi ermittelt jetzt", "fbi", Category.PER) == []


def test_a_judge_in_office_and_a_law_are_public():
    assert _decide("Mr Justice Kennedy dismissed the appeal", "Kennedy") == [("Kennedy", "public.office")]
    assert _decide("Lord Oyelaran gave the leading judgment", "Lord Oyelaran") == \
        [("Lord Oyelaran", "public.office")]
    # A peer's title alone is no public office: a novel's or a letter's Lady is a person.
    assert _decide("Lady Oyelaran repeated it, smiling", "Lady Oyelaran") == []
    assert _decide("my friend Justice Oyelaran", "Oyelaran") == []
    assert _decide("They signed the Treaty of Lisbon in 2007", "Treaty of Lisbon", Category.ORG) == \
        [("Treaty of Lisbon", "public.law")]
    assert _decide("the applicant relied on the European Convention", "European Convention", Category.GPE) == \
        [("European Convention", "public.law")]
    assert _decide("Anna Oyelaran acts in it", "Anna Oyelaran") == []


def test_context_keeps_an_unlisted_work_but_not_someone_s_own_band():
    assert _decide("die Band Eisfeuerkrähen ist live super", "Eisfeuerkrähen", Category.ORG) == \
        [("Eisfeuerkrähen", "public.context")]
    assert _decide("mein Bruder spielt in der Band Eisfeuerkrähen", "Eisfeuerkrähen", Category.ORG) == []


@pytest.mark.parametrize(
    "text, name",
    [
        # A work's cue elsewhere in the clause: the name is whoever the clause is about.
        ("I lent the book to Oyelaran yesterday", "Oyelaran"),
        ("der Film hat Wieczorkowa gut gefallen", "Wieczorkowa"),
        # A first name of the tables of any origin, right after the cue, is nobody's work.
        ("ich hab das Buch Yevheniia geschenkt", "Yevheniia"),
    ],
)
def test_a_name_beside_a_works_cue_is_not_the_work(text: str, name: str) -> None:
    assert _decide(text, name) == []


def test_participants_and_structured_references_win():
    assert _decide("Madonna, kommst du heute?", "Madonna", participants=frozenset({"madonna"})) == []
    view = _view("guck https://www.youtube.com/watch?v=abc")
    url_start = view.text.index("https")
    url = Mention(url_start, len(view.text), Category.URL, source="url")
    org_start = view.text.index("youtube")
    org = Mention(org_start, org_start + 7, Category.ORG, cert="medium", source="organisation")
    public, rest = decide(view, [url, org], Evidence(view.text.casefold()))
    assert public == [] and url in rest


def test_the_rest_of_a_proposal_beyond_a_public_name_is_still_proposed():
    view = _view("Star Wars marathon at Tom's place")
    proposal = Mention(0, view.text.index(" place"), Category.OTH, cert="medium", source="tagger:OTH")
    public, rest = decide(view, [proposal], Evidence(view.text.casefold()))
    assert [view.text[m.start:m.end] for m in public] == ["Star Wars"]
    assert [view.text[m.start:m.end] for m in rest] == ["Tom's"]
    view = _view("ich hör Rammstein waere cool")
    proposal = Mention(8, 23, Category.ORG, cert="medium", source="tagger:ORG")
    public, rest = decide(view, [proposal], Evidence(view.text.casefold()))
    assert [view.text[m.start:m.end] for m in public] == ["Rammstein"] and rest == []


def test_repeats_do_not_turn_a_kept_name_into_references_elsewhere():
    text = HEADER + (
        '<post xml:id="m1" who="#A1">gestern <name type="PER" subtype="public" resp="#teianon" cert="high" '
        'ana="teianon:public.notable">Tina Turner</name> im Fernsehen</post>'
        '<post xml:id="m2" who="#A2">Tina Turner war super, sagt <name type="PER">Jochen</name></post>'
        '<post xml:id="m3" who="#A1">ja, Jochen hat recht</post>') + FOOTER
    root = etree.fromstring(text.encode("utf-8"))
    for document in read_documents(etree.ElementTree(root), "t.xml"):
        complete_repeats(document)
    names = [("".join(e.itertext()), e.get("subtype")) for e in root.iter(f"{T}name")]
    assert names.count(("Jochen", None)) == 2  # the private name is completed
    assert ("Tina Turner", "public") in names and ("Tina Turner", None) not in names


def test_a_person_s_own_public_markup_is_kept_by_the_stylesheet(tmp_path):
    text = HEADER + ('<post xml:id="m1" who="#A1">ich mag <name type="PER" subtype="public">Freddie Zed</name> '
                     'und <name type="PER">Jochen</name></post>') + FOOTER
    source = _write(tmp_path, text)
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["anonymise", str(source), "-o", str(out), "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    written = (out / "chat.xml").read_text(encoding="utf-8")
    assert '<name type="PER" subtype="public">Freddie Zed</name>' in written and "Jochen" not in written


SHARED = Path(__file__).resolve().parents[2] / "shared" / "data" / "tei-cmc"


@pytest.mark.skipif(not SHARED.exists(), reason="needs ../shared/data/tei-cmc (the real TEI-CMC files)")
def test_the_real_irc_chat_keeps_its_bands_and_singers(tmp_path):
    source = SHARED / "docc_irc_2213001.xml"
    _annotated, output = _run(tmp_path, text=source.read_text(encoding="utf-8"))
    for name in ("Tina", "Turner", "Aerosmith", "Rammstein", "Onkelz", "Blige"):
        assert f">{name}<" in output, name


def test_evaluation_scores_no_kept_name_as_a_reference():
    from teianon.measure.evaluate import post_units, references

    post = etree.fromstring(
        '<post xmlns="http://www.tei-c.org/ns/1.0"><w>ich</w> <w>höre</w> <name type="ORG" subtype="public" '
        'resp="#teianon" cert="high"><w>Rammstein</w></name> <w>mit</w> <name type="PER"><w>Jochen</w></name></post>')
    assert [r.category for r in references(post_units(post), {})] == ["PER"]


def test_a_name_replaced_elsewhere_in_the_document_is_not_kept_public(tmp_path):
    text = HEADER + (
        '<post xml:id="m1" who="#A1">gestern hab ich mit Julia telefoniert</post>'
        '<post xml:id="m2" who="#A2">die show Julia war super</post>'
        '<post xml:id="m3" who="#A1">hat jemand gestern Tina Turner im Fernsehen gesehen?</post>'
        '<post xml:id="m4" who="#A2">Turner, kommst du heute?</post>') + FOOTER
    text = text.replace('<persName type="nickname">zorro77</persName>',
                        '<persName type="nickname">zorro77</persName><persName>Kim Turner</persName>')
    annotated, output = _run(tmp_path, text=text)
    assert "Julia" not in output and "Turner" not in output
    assert not _public(annotated)




@pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="the review's browser test needs Debian's chromium")
def test_the_review_shows_a_kept_name_and_a_keyboard_change_overrules_it(tmp_path):
    sync_api = pytest.importorskip("playwright.sync_api", reason="the browser test needs playwright (test extra)")
    source = _write(tmp_path)
    review, html = tmp_path / "review", tmp_path / "review.html"
    assert CliRunner().invoke(main, ["annotate", str(source.parent), "-o", str(review), "-q"]).exit_code == 0
    assert CliRunner().invoke(main, ["review", str(review), "-o", str(html)]).exit_code == 0
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900}, accept_downloads=True)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(html.as_uri())
        page.select_option("#f-decision", "public")
        # The list is filtered by the page's script: wait for it (all_inner_texts does not).
        sync_api.expect(page.locator("#page-info")).to_contain_text("(3 items)")
        labels = page.eval_on_selector_all(".post.main mark.public", "ms => ms.map(m => [m.textContent, m.dataset.label])")
        assert len(labels) == 3 and all(" kept" in label for _, label in labels)  # not Jochen, not Lena
        assert ["Rammstein", "ORG kept"] in labels
        page.select_option("#f-category", "ORG")
        assert page.inner_text("mark.this") == "Rammstein"
        page.focus("body")
        page.keyboard.press("c")
        page.keyboard.type("ORG")
        page.keyboard.press("Enter")
        assert page.eval_on_selector(".post.main mark[data-id$='|Rammstein']", "m => m.dataset.label") == "ORG ✎"
        with page.expect_download() as download:
            page.keyboard.press("e")
        decisions = tmp_path / "decisions.tsv"
        download.value.save_as(decisions)
        browser.close()
    assert errors == []
    assert "\tRammstein\tchange\tORG" in decisions.read_text(encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["anonymise", str(review), "--decisions", str(decisions), "-o", str(out),
                                       "--date", "2026-01-01"])
    assert result.exit_code == 0, result.output
    written = (out / "chat.xml").read_text(encoding="utf-8")
    assert "Rammstein" not in written and "YouTube" in written


def test_a_home_town_is_proposed_but_a_country_is_not():
    view = _view("ich wohne in Hattingen und komme aus Deutschland, aus Versehen")
    _public, rest = decide(view, [], Evidence(view.text.casefold()))
    assert [(view.text[m.start:m.end], m.category, m.source) for m in rest] == \
        [("Hattingen", Category.GPE, "private.home")]


def test_a_town_named_like_a_notable_person_is_not_kept_on_a_sports_cue(tmp_path):
    # Witten is a town and a physicist's name (Pantheon); "beim TV Witten" is someone's home club.
    source = tmp_path / "in" / "witten.xml"
    source.parent.mkdir()
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>x</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>"
        '<text><body><div><post xml:id="p1">Lukas spielt Handball beim TV Witten</post></div></body></text></TEI>',
        encoding="utf-8")
    assert CliRunner().invoke(main, ["annotate", str(source), "-o", str(tmp_path / "a"), "-q"]).exit_code == 0
    annotated = (tmp_path / "a" / "witten.xml").read_text(encoding="utf-8")
    assert 'subtype="public"' not in annotated


def test_a_form_of_address_before_a_famous_surname_names_someone_the_writer_knows(tmp_path: Path) -> None:
    """``Herr Lewandowski`` teaches maths here: not the footballer; and the same surname in another
    post is replaced too (a famous surname is frequent on the web, yet no dictionary word)."""
    text = HEADER + (
        '<post xml:id="m1" who="#A1">morgen hab ich bei Herr Lewandowski mathe</post>'
        '<post xml:id="m2" who="#A2">Frau Nasser war heute krank</post>'
        '<post xml:id="m3" who="#A1">Lewandowski hat wieder ein Tor geschossen</post>') + FOOTER
    annotated, output = _run(tmp_path, text=text)
    assert _public(annotated) == {}
    assert "Lewandowski" not in output and "Nasser" not in output
    assert "PERSONNAME" in output


def test_a_famous_surname_after_a_title_and_initials_is_a_private_bearers(tmp_path: Path) -> None:
    # The initials between the title and the surname are hers, not the famous bearer's.
    text = HEADER + '<post xml:id="m1" who="#A1">Sehr geehrte Frau Dr. K. Lewandowski, danke.</post>' + FOOTER
    annotated, output = _run(tmp_path, text=text)
    assert _public(annotated) == {}
    assert "Lewandowski" not in output


def test_a_famous_surname_without_a_form_of_address_is_still_kept(tmp_path: Path) -> None:
    text = HEADER + '<post xml:id="m1" who="#A1">Lewandowski hat wieder ein Tor geschossen</post>' + FOOTER
    annotated, output = _run(tmp_path, text=text)
    assert "Lewandowski" in _public(annotated)
    assert "Lewandowski" in output


@pytest.mark.parametrize("text", ["ich wohne in der Lindenstraße 12 in Köln", "Wir treffen uns in der Lindenstraße 12, 3. Stock"])
def test_a_street_address_is_no_tv_series(text):
    """Two importers' round trips found "Lindenstraße 12" kept as the TV series (the public list):
    the house number was dropped with the rest of the proposal, and the address survived."""
    from teianon.detect import DocumentContext, detect, loaded_detectors
    from teianon.read.tei import tei

    post = etree.Element(tei("post"))
    post.text = text
    view = post_text(post)
    public, rest = decide(view, detect(view, DocumentContext(views=(view,)), loaded_detectors()),
                          Evidence(text=text.casefold()))
    assert not [m for m in public if "Lindenstraße" in view.text[m.start:m.end]]
    assert any(view.text[m.start:m.end] == "Lindenstraße 12" for m in rest)
