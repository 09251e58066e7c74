"""Pointers across files (issue 39, item 4): a platform id renamed in one file is renamed in every
pointer to it from the run's other files, consistently, and the pointers keep resolving."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from conftest import T

from teianon.cli import main
from teianon.read.xmlio import parse_file

XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
HEADER = """<teiHeader><fileDesc><titleStmt><title>{title}</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="{person}" role="participant"><persName type="nickname">{nick}</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>"""


def _document(title: str, person: str, nick: str, posts: str) -> str:
    return (
        f'<TEI xmlns="http://www.tei-c.org/ns/1.0">{HEADER.format(title=title, person=person, nick=nick)}'
        f"<text><body><div>{posts}</div></body></text></TEI>"
    )


# A teiCorpus of two exports named by their platform's numbers, and a thread pointing into it.
CORPUS = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<teiCorpus xmlns="http://www.tei-c.org/ns/1.0">'
    + HEADER.format(title="Korpus", person="K01", nick="korpusbot")
    + _document(
        "Eins",
        "P01",
        "wolke7",
        '<post xml:id="msg_2203334445556667771" who="#P01"><p>Beitrag Alpha</p></post>'
        '<post xml:id="msg_2203334445556667772" who="#P01"><p>Beitrag Beta</p></post>',
    )
    + _document(
        "Zwei", "P02", "sternchen", '<post xml:id="msg_2203334445556667773" who="#P02"><p>Beitrag Gamma</p></post>'
    )
    + "</teiCorpus>"
)
THREAD = '<?xml version="1.0" encoding="UTF-8"?>\n' + _document(
    "Faden",
    "B01",
    "tomkat",
    '<post xml:id="r1" who="#B01"><p>siehe <ptr target="../export/korpus.xml#msg_2203334445556667772"/>'
    ' und <ref target="../export/korpus.xml#2203334445556667773">hier</ref>,'
    ' alt: <ptr target="fremd.xml#msg_2203334445556660000"/></p></post>',
)


@pytest.mark.parametrize("extra", [[], ["--mode", "pseudonym", "--salt", "s"], ["--rename"]])
def test_a_pointer_follows_the_renamed_id_of_another_file(tmp_path, extra):
    (tmp_path / "in" / "export").mkdir(parents=True)
    (tmp_path / "in" / "faeden").mkdir()
    (tmp_path / "in" / "export" / "korpus.xml").write_text(CORPUS, encoding="utf-8")
    (tmp_path / "in" / "faeden" / "faden.xml").write_text(THREAD, encoding="utf-8")
    key = ["--key", str(tmp_path / "key.json")] if "pseudonym" in extra else []
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02", *extra, *key]
    )
    assert result.exit_code == 0, result.output
    out = tmp_path / "out"
    thread = next(p for p in out.rglob("*.xml") if "Faden" in p.read_text(encoding="utf-8"))
    text = thread.read_text(encoding="utf-8")
    assert "2203334445556667" not in text and "2203334445556660000" not in text
    root = parse_file(thread).getroot()
    pointers = [e.get("target") for e in root.iter(f"{T}ptr", f"{T}ref") if e.get("target")]
    assert len(pointers) == 3
    # Each pointer into the run resolves, to the post it named; the one outside keeps its file only.
    assert pointers[2] == "fremd.xml"
    for pointer, words in zip(pointers[:2], ("Beitrag Beta", "Beitrag Gamma"), strict=True):
        path, fragment = pointer.split("#")
        target = (thread.parent / path).resolve()
        assert target.exists(), pointer
        posts = {p.get(XML_ID): "".join(p.itertext()).strip() for p in parse_file(target).getroot().iter(f"{T}post")}
        assert posts.get(fragment) == words, (pointer, posts)


def test_new_ids_follow_the_stylesheet_on_a_corpus(tmp_path):
    """The renaming computed for pointers is the one the post-processor writes, element by element."""
    from teianon.read.xmlio import parse_bytes
    from teianon.replace.pointers import new_ids

    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "korpus.xml").write_text(CORPUS, encoding="utf-8")
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02"]
    )
    assert result.exit_code == 0, result.output
    before = parse_bytes(CORPUS.encode(), "korpus.xml").getroot()
    after = parse_file(tmp_path / "out" / "korpus.xml").getroot()
    ids, _ = new_ids(before)
    written = [
        e.get(XML_ID) for e in after.iter() if isinstance(e.tag, str) and e.get(XML_ID) and e.get(XML_ID) != "teianon"
    ]
    original = [e.get(XML_ID) for e in before.iter() if isinstance(e.tag, str) and e.get(XML_ID)]
    assert [ids[i] for i in original] == written


CHAT = '<?xml version="1.0" encoding="UTF-8"?>\n' + _document(
    "Chat", "A01", "igel93", '<post xml:id="post-1" who="#A01"><p>moin, igel93 hier</p></post>'
)
REPLY = '<?xml version="1.0" encoding="UTF-8"?>\n' + _document(
    "Antwort", "A01", "igel93", '<post xml:id="r1" who="#A01"><p>siehe <ptr target="igel93-log.xml#post-1"/></p></post>'
)


@pytest.mark.parametrize("extra", [[], ["--rename"]])
def test_a_pointer_names_the_written_file_whatever_its_name_holds(tmp_path, extra):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "igel93-log.xml").write_text(CHAT, encoding="utf-8")
    (tmp_path / "in" / "antwort.xml").write_text(REPLY, encoding="utf-8")
    ann = ["--annotated", str(tmp_path / "ann")]
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02", *extra, *ann]
    )
    assert result.exit_code == 0, result.output
    reply = next(p for p in (tmp_path / "out").rglob("*.xml") if "Antwort" in p.read_text(encoding="utf-8"))
    [pointer] = [e.get("target") for e in parse_file(reply).getroot().iter(f"{T}ptr")]
    path, fragment = pointer.split("#")
    target = reply.parent / path
    # The pointer resolves to the post it named: without --rename the file keeps its name (the
    # path audit's leak, not the pointer's), with it the numbered name.
    assert target.is_file(), pointer
    assert fragment in {p.get(XML_ID) for p in parse_file(target).getroot().iter(f"{T}post")}
    assert ("igel93" in path) == (not extra)
    assert "igel93" not in "".join(parse_file(reply).getroot().itertext())
    # check reports the name in the path once for the file and once for the pointer that copies it.
    checked = CliRunner().invoke(main, ["check", str(tmp_path / "out"), *ann])
    paths = [line for line in checked.output.splitlines() if "[audit/path]" in line]
    if extra:
        assert checked.exit_code == 0 and paths == [], checked.output
    else:
        assert checked.exit_code == 1, checked.output
        assert len(paths) == 2 and all("igel93" in line for line in paths), checked.output
        assert any(line.startswith(str(reply)) and "a pointer names" in line for line in paths), checked.output


# Reddit's fullnames (t1_ a comment, t3_ a submission) as ids, and a file that links to them.
SUBMISSIONS = '<?xml version="1.0" encoding="UTF-8"?>\n' + _document(
    "Thread",
    "A01",
    "kohlmeise",
    '<post xml:id="t3_1x8q4kz" who="#A01"><p>Frage zum Umzug</p></post>'
    '<post xml:id="t1_lq2w9e7" who="#A01" replyTo="#t3_1x8q4kz"><p>Antwort eins</p></post>',
)
LINKS = '<?xml version="1.0" encoding="UTF-8"?>\n' + _document(
    "Links",
    "B01",
    "zaunkoenig",
    '<post xml:id="y1" who="#B01"><p>dazu</p></post><linkGrp><link target="#y1 thread.xml#t1_lq2w9e7"/></linkGrp>',
)


@pytest.mark.parametrize("extra", [[], ["--mode", "pseudonym", "--salt", "s"]])
def test_a_reddit_fullname_is_a_platform_id_renamed_across_files(tmp_path, extra):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "thread.xml").write_text(SUBMISSIONS, encoding="utf-8")
    (tmp_path / "in" / "links.xml").write_text(LINKS, encoding="utf-8")
    key = ["--key", str(tmp_path / "key.json")] if "pseudonym" in extra else []
    result = CliRunner().invoke(
        main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--date", "2026-12-02", *extra, *key]
    )
    assert result.exit_code == 0, result.output
    texts = {p.name: p.read_text(encoding="utf-8") for p in (tmp_path / "out").glob("*.xml")}
    assert [name for name, text in texts.items() if "1x8q4kz" in text or "lq2w9e7" in text] == []
    # The link still resolves, to the comment it named.
    link = parse_file(tmp_path / "out" / "links.xml").getroot().find(f".//{T}link").get("target")
    path, fragment = link.split()[1].split("#")
    posts = {
        p.get(XML_ID): "".join(p.itertext()) for p in parse_file(tmp_path / "out" / path).getroot().iter(f"{T}post")
    }
    assert posts.get(fragment) == "Antwort eins", (link, posts)


def test_ids_that_only_look_like_fullnames_stay(tmp_path):
    from teianon.read.xmlio import parse_bytes
    from teianon.replace.source_ids import source_ids

    text = _document(
        "X",
        "A01",
        "kohlmeise",
        '<post xml:id="t1_intro" who="#A01"><p>a</p></post>'
        '<post xml:id="t2_12345" who="#A01"><p>b</p></post><post xml:id="t1_a1b2c3" who="#A01"><p>c</p></post>',
    )
    assert source_ids(parse_bytes(text.encode(), "x.xml").getroot()) == ["a1b2c3"]


@pytest.mark.parametrize("extra", [[], ["--mode", "pseudonym", "--salt", "s"]])
def test_a_run_of_one_file_drops_the_platform_ids_of_its_pointers_into_other_files(tmp_path, extra):
    # Red team (issue 39): alone in its run, a file kept every such fragment, in any attribute.
    posts = (
        '<post xml:id="r1" who="#B01" corresp="archiv.xml#beitrag_3301220099887766551">'
        '<p>siehe <ptr target="archiv.xml#note-3301220099887766552"/> und'
        ' <ref target="alt/archiv.xml#cmc_msg_3301220099887766553">da</ref></p></post>'
        '<post xml:id="r2" who="#B01" sameAs="archiv.xml#3301220099887766554"><p>und <ptr target="archiv.xml#p12"/></p></post>'
    )
    source = tmp_path / "in" / "faden.xml"
    source.parent.mkdir()
    source.write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + _document("Faden", "B01", "tomkat", posts))
    key = ["--key", str(tmp_path / "key.json")] if "pseudonym" in extra else []
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(tmp_path / "out"), "-q", *extra, *key])
    assert result.exit_code == 0, result.output
    written = (tmp_path / "out" / "faden.xml").read_text(encoding="utf-8")
    assert "33012200998877665" not in written
    root = parse_file(tmp_path / "out" / "faden.xml").getroot()
    pointers = [e.get(a) for e in root.iter() for a in ("target", "corresp", "sameAs") if e.get(a)]
    assert sorted(pointers) == ["alt/archiv.xml", "archiv.xml", "archiv.xml", "archiv.xml", "archiv.xml#p12"]
