"""Corpus policy: reading the TOML, and what the XSLT does with it (time stamps, metadata,
exclusion, access, keep-list, categories, the record in the header)."""

from __future__ import annotations

import datetime as dt
import json
from collections import Counter
from pathlib import Path
from urllib.parse import unquote

import pytest
from click.testing import CliRunner
from conftest import SAMPLE_FILES, SAMPLES, annotated, shared_path
from lxml import etree

from teianon.checks.validate import check_tree, load_schema, own_schemas
from teianon.cli import main
from teianon.errors import InputError
from teianon.policy import load_policy
from teianon.read.tei import NS
from teianon.read.xmlio import parse_bytes
from teianon.replace.xslt import exclusion_reason, transform

DOCC_POLICY = SAMPLES / "policy-docc21.toml"
CORPUS = SAMPLES / "corpus-docc21.xml"


def policy_json(text: str, tmp_path: Path) -> str:
    path = tmp_path / "policy.toml"
    path.write_text(text, encoding="utf-8")
    return load_policy(path)[0].as_json()


def run_policy(xml: str, policy: str, tmp_path: Path, seed: str = "s1") -> etree._ElementTree:
    tree = parse_bytes(xml.encode(), "doc.xml")
    return transform(tree, "doc.xml", "2026-11-22", policy_json(policy, tmp_path), seed)


def xp(tree: etree._ElementTree, path: str) -> list:
    return tree.getroot().xpath(path, namespaces=NS)


DOC = """<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>
<titleStmt><title>Raum Flirt auf chat.example, 12.03.2004</title></titleStmt>
<publicationStmt><publisher>IDS</publisher><date when="2026-02-09">2026-02-09</date></publicationStmt>
<sourceDesc><bibl><date when="2004-03-12">12.03.2004</date><ref target="http://chat.example/flirt">Log</ref></bibl></sourceDesc>
</fileDesc><profileDesc><textClass><keywords><term type="platform">closed</term></keywords></textClass>
<particDesc><listPerson><person xml:id="A1" role="participant"><persName>lela2</persName><residence>Köln</residence></person>
<person xml:id="A2" role="participant"><persName>Dieter Bohlen</persName></person></listPerson></particDesc></profileDesc>
</teiHeader><text><body><timeline unit="s">
<when xml:id="t1" absolute="2004-03-12T23:59:00"/><when xml:id="t2" absolute="2004-03-13T00:01:30"/>
<when xml:id="t3" absolute="21:31:00"/><when xml:id="t4" rend="19:56, 23 March 2011 (UTC)"/></timeline>
<post xml:id="p1" who="#A1" synch="#t1" when="2004-03-12T23:59:00">hi <time when="23:59">23:59</time>
<name type="PER" corresp="#A2">Dieter Bohlen</name> <name type="NUMBER">0621 1581418</name></post>
</body></text></TEI>"""


def test_remove_time_stamps_everywhere_in_scope(tmp_path: Path):
    out = run_policy(DOC, '[timestamps]\naction = "remove"\n', tmp_path)
    assert xp(out, "//tei:when/@absolute | //tei:when/@rend") == []
    assert xp(out, "//tei:post/@when | //tei:post//tei:time/@when") == []
    assert xp(out, "string(//tei:post//tei:time)") == "[_TIMESTAMP_]"
    assert xp(out, "string(//tei:sourceDesc//tei:date)") == "[_TIMESTAMP_]" and not xp(out, "//tei:sourceDesc//tei:date/@when")
    # Publication dates are not time stamps of the chat.
    assert xp(out, "string(//tei:publicationStmt/tei:date/@when)") == "2026-02-09"
    # Pointers to the timeline stay, and the ids they point to.
    assert xp(out, "string(//tei:post/@synch)") == "#t1" and len(xp(out, "//tei:when[@xml:id]")) == 4
    assert xp(out, "string(//tei:editorialDecl[@n='teianon-policy']//tei:item[@n='timestamps'])") == "remove"
    assert check_tree(out, "doc.xml", own_schemas()) == []


def test_remove_only_in_the_chosen_scope(tmp_path: Path):
    out = run_policy(DOC, '[timestamps]\naction = "remove"\nscope = ["timeline"]\n', tmp_path)
    assert xp(out, "//tei:when/@absolute") == []
    assert xp(out, "string(//tei:post/@when)") == "2004-03-12T23:59:00"
    assert xp(out, "string(//tei:sourceDesc//tei:date/@when)") == "2004-03-12"


def _shifted(tmp_path: Path, seed: str) -> etree._ElementTree:
    return run_policy(DOC, '[timestamps]\naction = "shift"\nmax-shift-days = 30\n', tmp_path, seed)


def test_shift_keeps_intervals_and_differs_per_seed(tmp_path: Path):
    out = _shifted(tmp_path, "s1")
    first, second = (dt.datetime.fromisoformat(v) for v in xp(out, "//tei:when[@xml:id='t1' or @xml:id='t2']/@absolute"))
    assert second - first == dt.timedelta(minutes=2, seconds=30)
    original = dt.datetime(2004, 3, 12, 23, 59)
    assert first != original and abs((first - original).days) <= 31
    # Dates move by the same whole days as date-times, times of day by the same minutes.
    days = (first - original) // dt.timedelta(days=1)
    minutes = (first - original - dt.timedelta(days=days)).total_seconds() / 60
    source = dt.date.fromisoformat(xp(out, "string(//tei:sourceDesc//tei:date/@when)"))
    assert (source - dt.date(2004, 3, 12)).days == days
    assert xp(out, "string(//tei:sourceDesc//tei:date)") == source.strftime("%d.%m.%Y")
    time_of_day = dt.datetime.combine(dt.date(2000, 1, 1), dt.time.fromisoformat(xp(out, "string(//tei:when[@xml:id='t3']/@absolute)")))
    assert (time_of_day - dt.datetime(2000, 1, 1, 21, 31)).total_seconds() / 60 % 1440 == minutes % 1440
    # A time stamp in free text that cannot be read is removed, not left.
    assert xp(out, "//tei:when[@xml:id='t4']/@rend") == []
    assert _shifted(tmp_path, "s1").getroot().xpath("//tei:when/@absolute", namespaces=NS) == xp(out, "//tei:when/@absolute")
    assert xp(_shifted(tmp_path, "s2"), "//tei:when/@absolute") != xp(out, "//tei:when/@absolute")


def test_metadata_rules_replace_header_text_and_attributes(tmp_path: Path):
    out = run_policy(DOC, """
[[metadata]]
xpath = "tei:teiHeader/tei:fileDesc/tei:titleStmt/tei:title"
category = "ROOM"
[[metadata]]
xpath = "tei:teiHeader//tei:sourceDesc//tei:ref/@target"
category = "URL"
[[metadata]]
xpath = "tei:teiHeader//tei:person/tei:residence"
placeholder = "[_RESIDENCE_]"
note = "residence"
[[metadata]]
xpath = "tei:text//tei:post"
""", tmp_path)
    assert xp(out, "string(//tei:titleStmt/tei:title)") == "[_CHATROOMNAME_]"
    # A URI attribute gets the placeholder percent-encoded: still a URI, and it decodes to it.
    assert xp(out, "string(//tei:sourceDesc//tei:ref/@target)") == "%5B_WWWURL_%5D"
    assert unquote(xp(out, "string(//tei:sourceDesc//tei:ref/@target)")) == "[_WWWURL_]"
    assert xp(out, "string(//tei:residence)") == "[_RESIDENCE_]"
    # Only header nodes are metadata: a rule that selects posts changes nothing there.
    assert "hi" in xp(out, "string(//tei:post)")
    items = [i.text for i in xp(out, "//tei:editorialDecl[@n='teianon-policy']//tei:item[@n='metadata']")]
    assert items == ["tei:teiHeader/tei:fileDesc/tei:titleStmt/tei:title: 1 replaced by [_CHATROOMNAME_]",
                     "tei:teiHeader//tei:sourceDesc//tei:ref/@target: 1 replaced by [_WWWURL_]",
                     "residence: 1 replaced by [_RESIDENCE_]"]


def test_access_restriction_and_record(tmp_path: Path):
    rule = """
[[access]]
xpath = "tei:teiHeader//tei:term[@type = 'platform'] = 'closed'"
licence = "Authorised scientific use only."
"""
    out = run_policy(DOC, rule, tmp_path)
    assert xp(out, "string(//tei:publicationStmt/tei:availability/@status)") == "restricted"
    assert xp(out, "string(//tei:availability/tei:licence)") == "Authorised scientific use only."
    assert xp(out, "string(//tei:editorialDecl//tei:item[@n='access'])") == "restricted"
    assert "corpus policy" in xp(out, "string(//tei:change[@type='anonymisation'])")
    open_doc = DOC.replace(">closed<", ">open<")
    assert xp(run_policy(open_doc, rule, tmp_path), "//tei:availability") == []


def test_keep_list_and_category_switches_reach_the_xslt(tmp_path: Path):
    out = run_policy(DOC, '[detect]\nkeep = ["Dieter Bohlen"]\nskip = ["NUMBER"]\n', tmp_path)
    assert xp(out, "string(//tei:post/tei:name[1])") == "Dieter Bohlen"
    assert xp(out, "string(//tei:person[@xml:id='A2']/tei:persName)") == "Dieter Bohlen"
    assert xp(out, "string(//tei:person[@xml:id='A1']/tei:persName)") == "[_PARTICIPANT-A1_]"
    assert xp(out, "string(//tei:post/tei:name[@type='NUMBER'])") == "0621 1581418"
    assert [i.text for i in xp(out, "//tei:editorialDecl//tei:item[@n='keep']")] == ["Dieter Bohlen"]
    assert check_tree(out, "doc.xml", own_schemas()) == []


def test_excluded_single_document_and_corpus_member(tmp_path: Path):
    rule = '[[exclude]]\nxpath = "tei:teiHeader//tei:term[@type = \'platform\'] = \'closed\'"\nreason = "closed"\n'
    assert exclusion_reason(run_policy(DOC, rule, tmp_path)) == "closed"
    loaded = load_policy(DOCC_POLICY)[0]
    out = transform(annotated(CORPUS), str(CORPUS), "2026-11-22", loaded.as_json(), "s")
    assert [d.get("id") for d in xp(out, "/tei:teiCorpus/tei:TEI")] == ["d1", "d2"]
    assert "counselling" in "".join(c.text for c in out.getroot().iter(etree.Comment))
    assert "ratsuchend_77" not in etree.tostring(out, encoding="unicode")


def test_the_docc_policy_on_the_sample_corpus(tmp_path: Path):
    loaded = load_policy(DOCC_POLICY)[0]
    out = transform(annotated(CORPUS), str(CORPUS), "2026-11-22", loaded.as_json(), "s")
    text = etree.tostring(out, encoding="unicode")
    for secret in ("Plauderecke", "chatwelt-sample", "kaffeeklatsch", "2004-03-12", "12.03.2004", "20:15"):
        assert secret not in text
    assert xp(out, "string(//tei:TEI[@id='d2']//tei:availability/@status)") == "restricted"
    assert xp(out, "//tei:TEI[@id='d1']//tei:availability") == []
    assert check_tree(out, "corpus.xml", own_schemas()) == []


def test_cli_run_with_policy_writes_a_manifest(tmp_path: Path):
    source = tmp_path / "in"
    source.mkdir()
    (source / "corpus.xml").write_bytes(CORPUS.read_bytes())
    (source / "closed.xml").write_text(DOC, encoding="utf-8")
    policy = tmp_path / "p.toml"
    policy.write_text(DOCC_POLICY.read_text(encoding="utf-8") + """
[[exclude]]
xpath = "tei:teiHeader//tei:term[@type = 'platform'] = 'closed' and not(tei:teiHeader//tei:term[@type = 'chat-type'])"
reason = "closed platform without chat type"
""", encoding="utf-8")
    out = tmp_path / "out"
    (out).mkdir()
    (out / "closed.xml").write_text("stale output of an earlier run")
    result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "--policy", str(policy)])
    assert result.exit_code == 0, result.output
    assert not (out / "closed.xml").exists()
    rows = [line.split("\t") for line in (out / "teianon-manifest.tsv").read_text().splitlines()]
    assert rows[0] == ["input", "status", "access", "detail"]
    assert ["closed.xml", "excluded", "", "closed platform without chat type"] in rows
    assert ["corpus.xml", "written", "restricted", "1 document(s) left out"] in rows
    assert "1 file(s) and 1 document(s) in corpus files left out" in result.stderr


@pytest.mark.parametrize("text, message", [
    ('[timestamps]\naction = "permute"\n', "action must be keep, remove or shift"),
    ('[timestamps]\nscope = ["body"]\n', "unknown scope body"),
    ('[[metadata]]\nxpath = "tei:title["\n', r"\[\[metadata\]\] 1: not valid XPath"),
    ('[[metadata]]\nxpath = "tei:title"\ncategory = "HOST"\n', "unknown category 'HOST'"),
    ('[[exclude]]\nxpath = "true()"\n', r"\[\[exclude\]\] 1: 'reason' must be a string"),
    ("[[access]]\nxpath = 1\nlicence = 'x'\n", "'xpath' must be a non-empty string"),
    ("[timestamps\n", "not valid TOML"),
    ('[ids]\nrename = "yes"\n', r'\[ids\] rename must be true, false or "source"'),
    ('[ids]\nrename = true\nprefix = "1x"\n', r"\[ids\] prefix must start with a letter"),
    ('[ids]\nrenumber = true\n', r"\[ids\] unknown key 'renumber'"),
    ('[markup]\ncomments = "strip"\n', r"\[markup\] comments must be keep or drop, not 'strip'"),
    ('[markup]\nprocessing-instructions = "none"\n', "processing-instructions must be keep, drop or drop-all"),
])
def test_policy_mistakes_name_the_file(tmp_path: Path, text: str, message: str):
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(InputError, match=message) as info:
        load_policy(path)
    assert str(info.value).startswith(str(path))


def test_policy_show_prints_what_the_xslt_reads(tmp_path: Path):
    result = CliRunner().invoke(main, ["policy", "show", str(DOCC_POLICY)])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["name"] == "DOCC 2.1" and data["timestamps"]["action"] == "remove"
    assert "seed" not in result.stdout
    # The stylesheet applies exactly this JSON on its own (as in Saxon with policy-json=...).
    out = transform(annotated(CORPUS), str(CORPUS), "2026-11-22", result.stdout, "x")
    assert len(xp(out, "/tei:teiCorpus/tei:TEI")) == 2


def _remove_keeping_tail(element: etree._Element) -> None:
    parent, previous = element.getparent(), element.getprevious()
    if element.tail:
        if previous is not None:
            previous.tail = (previous.tail or "") + element.tail
        else:
            parent.text = (parent.text or "") + element.tail
    parent.remove(element)


def _without_policy_record(tree: etree._ElementTree) -> bytes:
    tree = etree.ElementTree(etree.fromstring(etree.tostring(tree)))
    for record in xp(tree, "//tei:editorialDecl[@n='teianon-policy']"):
        parent = record.getparent()
        _remove_keeping_tail(record)
        if len(parent) == 0 and parent.tag.endswith("encodingDesc"):
            _remove_keeping_tail(parent)
    for change in xp(tree, "//tei:change[@type='anonymisation']"):
        change.getparent().remove(change)
    return etree.tostring(tree, method="c14n")


@pytest.mark.parametrize("name", ["chat-de-tokenised.xml", "chat-en-untokenised.xml", "corpus-docc21.xml", "forum-de.xml",
                                  "tei-cmc/docc_irc_2213001.xml", "tei-cmc/twitter_tweets.xml",
                                  "tei-cmc/whatsapp_mocoda1.xml", "tei-cmc/wikitalk_astronomical_object.xml"])
def test_a_policy_that_matches_nothing_changes_nothing_but_its_record(name: str, tmp_path: Path):
    sample = shared_path("data", *name.split("/")) if name.startswith("tei-cmc/") else SAMPLES / name
    inert = policy_json('[policy]\nname = "inert"\n[[metadata]]\nxpath = "tei:teiHeader/tei:nothing"\n'
                        '[[exclude]]\nxpath = "false()"\nreason = "never"\n[[access]]\nxpath = "false()"\nlicence = "x"\n',
                        tmp_path)
    plain = transform(annotated(sample), name, "2026-11-22")
    ruled = transform(annotated(sample), name, "2026-11-22", inert, "seed")
    assert _without_policy_record(ruled) == _without_policy_record(plain)
    assert len(xp(ruled, "//tei:editorialDecl[@n='teianon-policy']")) == len(xp(ruled, "//tei:TEI"))


# --- pointers under a metadata rule -------------------------------------------------------------

def test_a_metadata_rule_on_pointers_encodes_external_ones_and_keeps_internal_ones(tmp_path: Path):
    doc = DOC.replace('<ref target="http://chat.example/flirt">Log</ref>',
                      '<ref target="http://chat.example/flirt">Log</ref> <ptr target="#p1"/>'
                      ' <ref target="#p1 http://chat.example/a http://chat.example/b">both</ref>')
    out = run_policy(doc, '[[metadata]]\nxpath = "tei:teiHeader//tei:sourceDesc//(tei:ptr | tei:ref)/@target"\n'
                          'category = "URL"\n', tmp_path)
    assert xp(out, "//tei:sourceDesc//@target") == ["%5B_WWWURL_%5D", "#p1", "#p1 %5B_WWWURL_%5D"]
    assert [unquote(t) for t in xp(out, "string(//tei:sourceDesc//tei:ref[2]/@target)").split()] == ["#p1", "[_WWWURL_]"]


# --- the output of the shipped DOCC policy is TEI P5 ---------------------------------------------

@pytest.fixture(scope="module")
def tei_all():
    return load_schema(shared_path("data", "tei", "tei_all_4.12.0.rng"))


IDS_AND_MARKUP = {"ids": {"rename": True, "prefix": ""}, "markup": {"comments": "drop", "processing-instructions": "drop"}}
REAL = ["docc_irc_2213001.xml", "twitter_tweets.xml", "whatsapp_mocoda1.xml", "wikitalk_astronomical_object.xml"]


def _sample(name: str) -> Path:
    return shared_path("data", "tei-cmc", name) if name in REAL else SAMPLES / name


@pytest.mark.parametrize("extra", [{}, IDS_AND_MARKUP], ids=["docc21", "docc21+ids+markup"])
@pytest.mark.parametrize("name", [p.name for p in SAMPLE_FILES] + REAL)
def test_the_docc_policy_output_is_valid_tei_p5(name: str, extra: dict, tei_all):
    sample = _sample(name)
    policy = json.dumps(json.loads(load_policy(DOCC_POLICY)[0].as_json()) | extra)
    out = transform(annotated(sample), name, "2026-11-22", policy, "seed")
    problems = tei_all.check(parse_bytes(etree.tostring(out)), name)
    before = {p.message for p in tei_all.check(parse_bytes(sample.read_bytes()), name)}
    if not before:
        assert problems == []
    else:
        # The DOCC 2.1 style sample is not TEI P5 itself (plain @id): no new kind of problem.
        assert {p.message for p in problems} <= before
    assert [p for p in check_tree(out, name, own_schemas()) if p.severity == "error"] == []


# --- [ids] rename --------------------------------------------------------------------------------

def _pointers(root: etree._Element) -> list[tuple[str, str]]:
    return [(name, token[1:]) for element in root.iter() if isinstance(element.tag, str)
            for name, value in element.attrib.items() for token in value.split() if token.startswith("#")]


def test_renamed_ids_on_a_twitter_export(tei_all, tmp_path: Path):
    path = shared_path("data", "tei-cmc", "twitter_tweets.xml")
    original = parse_bytes(path.read_bytes()).getroot()
    old_ids = set(original.xpath("//@xml:id | //@id"))
    assert any("1043796093786566656" in i for i in old_ids)
    out = transform(annotated(path), path.name, "2026-11-22", policy_json("[ids]\nrename = true\n", tmp_path), "s")
    data = etree.tostring(out)
    assert [i for i in old_ids if i.encode() in data] == []
    new_ids = out.getroot().xpath("//@xml:id")
    assert len(new_ids) == len(set(new_ids)) >= len(old_ids)
    # Every pointer resolves, but those of the project's metadata, which stay as written (a
    # <ptr target="#p1"/> in encodingDesc that names no element of the input either), and the
    # encoder's numberings that name nothing in the input (#p1 in sourceDesc, a retweet's
    # ref="#p3"): they hold no platform id and stay as written.
    project = out.getroot().find(".//{*}encodingDesc")
    assert _pointers(project) != []
    dangling = [p for p in _pointers(out.getroot()) if p[1] not in new_ids]
    assert {p[1] for p in dangling} == {"p1", "p3", "p7", "p8", "p11"}
    assert _pointers(original) and {p for p in dangling} <= set(_pointers(original))
    assert tei_all.check(parse_bytes(data), path.name) == []
    # The retweet that pointed at the tweet by its bare number still points at that tweet.
    (retweet,) = xp(out, "//tei:post[@ref][contains(., 'Ich mich auch')]")
    (target,) = xp(out, f"//tei:post[@xml:id = '{retweet.get('ref')[1:]}']")
    assert "Immer wieder gerne" in "".join(target.itertext())
    # Posts keep their writers: the same participants, by position in the header.
    people = [p.get("{http://www.w3.org/XML/1998/namespace}id") for p in original.iterfind(".//{*}person")]
    renamed = [p.get("{http://www.w3.org/XML/1998/namespace}id") for p in out.getroot().iterfind(".//{*}person")]
    writers = [people.index(p.get("who")[1:]) for p in original.iterfind(".//{*}post")]
    assert [renamed.index(p.get("who")[1:]) for p in out.getroot().iterfind(".//{*}post")] == writers


CORPUS_WITH_IDS = """<teiCorpus xmlns="http://www.tei-c.org/ns/1.0" xml:id="export-20180923"><teiHeader><fileDesc>
<titleStmt><title>t</title></titleStmt><publicationStmt><p xml:id="pub-1">p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc>
</fileDesc></teiHeader>
<TEI id="doc-123456789"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt>
<sourceDesc><p>s</p></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>
<person id="u-555555555"><persName>lela2</persName></person></listPerson></particDesc></profileDesc></teiHeader>
<text><body>
<post id="msg-1234567" n="msg-1234567" who="#u-555555555" corresp="#msg-7654321 #gone other.xml#x" rend="#ff0000">hi
<name type="PER" resp="#teianon" cert="high">Anna</name></post>
<post id="msg-7654321" n="7654321" ref="#7654321" who="#u-555555555"><span from="#msg-1234567" to="#msg-7654321"/>ok</post>
</body></text></TEI>
<TEI id="doc-2"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt>
<sourceDesc><p>s</p></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>
<person id="u-1"><persName>fee</persName></person></listPerson></particDesc></profileDesc></teiHeader>
<text><body><post id="other-99" who="#u-1">x</post></body></text></TEI>
</teiCorpus>"""


def test_renamed_ids_follow_every_pointer(tmp_path: Path):
    out = run_policy(CORPUS_WITH_IDS, '[ids]\nrename = true\n', tmp_path)
    root = out.getroot()
    assert root.get("{http://www.w3.org/XML/1998/namespace}id") == "teiCorpus-1"
    assert xp(out, "//tei:publicationStmt/tei:p/@xml:id") == ["p-1"]
    assert xp(out, "//tei:TEI/@id") == ["d1", "d2"]
    assert xp(out, "//tei:person/@id") == ["d1.A01", "d2.A01"]
    first, second, third = xp(out, "//tei:post")
    assert (first.get("id"), second.get("id"), third.get("id")) == ("d1.post-1", "d1.post-2", "d2.post-1")
    assert first.get("who") == "#d1.A01" and third.get("who") == "#d2.A01"
    # @n that repeats an id follows it; a pointer that names no id and holds no platform id
    # stays (nothing of the input is lost); other files and non-pointer attributes are left.
    assert first.get("n") == "d1.post-1"
    assert first.get("corresp") == "#d1.post-2 #gone other.xml#x"
    assert first.get("rend") == "#ff0000"
    # The bare number of one id stands for it, in @n and in pointers.
    assert (second.get("n"), second.get("ref")) == ("d1.post-2", "#d1.post-2")
    assert xp(out, "//tei:span/@from | //tei:span/@to") == ["#d1.post-1", "#d1.post-2"]
    # teianon's own pointer stays; participant placeholders take the new ids.
    assert xp(out, "string(//tei:post//tei:name/@resp)") == "#teianon"
    assert xp(out, "//tei:persName/text()") == ["[_PARTICIPANT-A01_]", "[_PARTICIPANT-A01_]"]
    text = etree.tostring(out, encoding="unicode")
    for old in ("export-20180923", "123456789", "555555555", "1234567", "7654321", "other-99", "u-1", "pub-1"):
        assert old not in text
    assert xp(out, "string(//tei:editorialDecl//tei:item[@n='ids'])") == "renamed"


def test_ids_stay_without_the_option(tmp_path: Path):
    out = run_policy(CORPUS_WITH_IDS, '[policy]\nname = "x"\n', tmp_path)
    assert xp(out, "//tei:post/@id") == ["msg-1234567", "msg-7654321", "other-99"]
    assert xp(out, "//tei:editorialDecl//tei:item[@n='ids']") == []


# --- [markup] comments and processing instructions ----------------------------------------------

MARKED_UP = ('<?xml-model href="tei_all.rng" type="application/xml" schematypens="http://relaxng.org/ns/structure/1.0"?>\n'
             '<?xml-stylesheet type="text/css" href="chat.css"?>\n<!-- Export des Kontos lela2 -->\n<?export user="lela2"?>\n'
             + DOC.replace("<post xml:id=\"p1\"", "<!-- lela2 schreibt --><?note von lela2?><post xml:id=\"p1\""))


def _markup(tree: etree._ElementTree) -> Counter:
    root = tree.getroot()
    nodes = list(root.itersiblings(preceding=True)) + list(root.iter(etree.Comment, etree.ProcessingInstruction))
    return Counter("comment" if isinstance(n, etree._Comment) else n.target for n in nodes)


@pytest.mark.parametrize("markup, expected", [
    ("", {"comment": 2, "xml-model": 1, "xml-stylesheet": 1, "export": 1, "note": 1}),
    ('[markup]\ncomments = "drop"\n', {"xml-model": 1, "xml-stylesheet": 1, "export": 1, "note": 1}),
    ('[markup]\nprocessing-instructions = "drop"\n', {"comment": 2, "xml-model": 1, "xml-stylesheet": 1}),
    ('[markup]\ncomments = "drop"\nprocessing-instructions = "drop-all"\n', {}),
])
def test_comments_and_processing_instructions_by_policy(markup: str, expected: dict, tmp_path: Path):
    assert _markup(parse_bytes(MARKED_UP.encode(), "doc.xml")) == {"comment": 2, "xml-model": 1, "xml-stylesheet": 1,
                                                                    "export": 1, "note": 1}
    out = run_policy(MARKED_UP, '[policy]\nname = "m"\n' + markup, tmp_path)
    assert _markup(out) == expected


def test_the_policy_note_on_a_left_out_document_stays_when_comments_are_dropped():
    loaded = load_policy(DOCC_POLICY)[0]
    out = transform(annotated(CORPUS), str(CORPUS), "2026-11-22",
                    json.dumps(json.loads(loaded.as_json()) | {"markup": {"comments": "drop"}}), "s")
    comments = [c.text for c in out.getroot().iter(etree.Comment)]
    assert len(comments) == 1 and "counselling" in comments[0]


# --- keep-list without a policy file ------------------------------------------------------------

def test_anonymise_keep_without_a_policy(tmp_path: Path):
    source = tmp_path / "in"
    source.mkdir()
    (source / "doc.xml").write_text(DOC, encoding="utf-8")
    for policy in ([], ["--policy", str(DOCC_POLICY)]):
        out = tmp_path / f"out{len(policy)}"
        result = CliRunner().invoke(main, ["anonymise", str(source), "-o", str(out), "-q", "--keep", "Dieter Bohlen"] + policy)
        assert result.exit_code == 0, result.output
        written = parse_bytes((out / "doc.xml").read_bytes())
        assert xp(written, "string(//tei:post/tei:name[@type='PER'])") == "Dieter Bohlen"
        assert xp(written, "string(//tei:person[@xml:id='A2']/tei:persName)") == "Dieter Bohlen"
        assert xp(written, "string(//tei:post/tei:name[@type='NUMBER'])") == "[_NUMBER-1_]"
        assert xp(written, "string(//tei:person[@xml:id='A1']/tei:persName)") == "[_PARTICIPANT-A1_]"
