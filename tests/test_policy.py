"""Corpus policy: reading the TOML, and what the XSLT does with it (time stamps, metadata,
exclusion, access, keep-list, categories, the record in the header)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from conftest import SAMPLES, annotated, shared_path
from teianon.anonymise import exclusion_reason, transform
from teianon.cli import main
from teianon.errors import InputError
from teianon.policy import load_policy
from teianon.tei import NS
from teianon.validate import check_tree, own_schemas
from teianon.xmlio import parse_bytes

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
    assert xp(out, "string(//tei:sourceDesc//tei:ref/@target)") == "[_WWWURL_]"
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
