"""Validation: the project's RELAX NG and Schematron rules, declared and given schemas, the CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import SAMPLE_FILES, annotated, shared_path
from lxml import etree

from teianon.checks.validate import check_file, check_tree, load_schema, own_schemas
from teianon.cli import main
from teianon.errors import InputError, UnsafeXMLError
from teianon.read.xmlio import parse_bytes, parse_file
from teianon.replace.xslt import transform

IDS = [p.name for p in SAMPLE_FILES]

HEAD = ('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        '<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>')


def problems_of(xml: str) -> list:
    return check_tree(parse_bytes(xml.encode(), "doc.xml"), "doc.xml", own_schemas())


def anonymised_doc(body: str, persons: str = "", extra_header: str = "") -> str:
    return (HEAD + extra_header + f"<profileDesc><particDesc><listPerson>{persons}</listPerson></particDesc></profileDesc>"
            '<revisionDesc><change type="anonymisation">done</change></revisionDesc></teiHeader>'
            f"<text><body>{body}</body></text></TEI>")


@pytest.mark.parametrize("sample", SAMPLE_FILES, ids=IDS)
def test_every_sample_output_passes_our_rules(sample: Path):
    output = transform(annotated(sample), str(sample), "2026-11-22")
    assert check_tree(output, sample.name, own_schemas()) == []
    # The annotated file (what a reviewer edits) passes too.
    assert check_tree(annotated(sample), sample.name, own_schemas()) == []


@pytest.fixture(scope="module")
def tei_all():
    return load_schema(shared_path("data", "tei", "tei_all_4.12.0.rng"))


@pytest.mark.parametrize("sample", [p for p in SAMPLE_FILES if p.name != "corpus-docc21.xml"],
                         ids=[p.name for p in SAMPLE_FILES if p.name != "corpus-docc21.xml"])
def test_sample_output_is_valid_tei_p5(sample: Path, tei_all):
    policy = (Path(__file__).parent.parent / "samples" / "policy-docc21.toml")
    from teianon.policy import load_policy

    loaded, _ = load_policy(policy)
    for policy_json in (None, loaded.as_json()):
        output = parse_bytes(etree.tostring(transform(annotated(sample), str(sample), "2026-11-22", policy_json)))
        assert tei_all.check(output, sample.name) == []


@pytest.mark.parametrize("name", ["docc_irc_2213001.xml", "twitter_tweets.xml", "whatsapp_mocoda1.xml",
                                  "wikitalk_astronomical_object.xml"])
def test_real_tei_cmc_output_is_valid_tei_p5(name: str, tei_all):
    path = shared_path("data", "tei-cmc", name)
    output = parse_bytes(etree.tostring(transform(annotated(path), name, "2026-11-22")))
    assert tei_all.check(output, name) == []
    problems = check_tree(output, name, own_schemas())
    assert [p for p in problems if p.severity == "error"] == []


def test_the_dortmund_style_sample_is_known_not_to_be_tei_p5(tei_all):
    # DOCC 2.1 writes plain @id; our own schema accepts it, tei_all does not: checked, not assumed.
    problems = tei_all.check(parse_file(SAMPLE_FILES[0].parent / "corpus-docc21.xml"), "corpus-docc21.xml")
    assert any("id" in p.message for p in problems)


def test_relaxng_checks_teianon_proposals_with_line():
    problems = problems_of(HEAD + "</teiHeader><text><body><p>\n"
                           '<name resp="#teianon" type="PER">Anna</name></p></body></text></TEI>')
    assert problems and problems[0].severity == "error" and problems[0].line == 2
    assert problems[0].schema == "teianon.rng"
    assert problems_of(HEAD + '</teiHeader><text><body><p><name resp="#teianon" type="PLANET" cert="high">x</name>'
                       "</p></body></text></TEI>")
    # A person's own annotations are free.
    assert problems_of(HEAD + '</teiHeader><text><body><p><name resp="#ann1" type="planet">x</name>'
                       "</p></body></text></TEI>") == []


def test_schematron_finds_a_reference_left_in_an_anonymised_document():
    problems = problems_of(anonymised_doc('<p>hi\n<name type="GPE">Mannheim</name></p>'))
    assert len(problems) == 1
    assert "Mannheim" in problems[0].message and problems[0].line == 2 and problems[0].schema == "teianon.sch"
    assert problems_of(anonymised_doc('<p><name type="GPE">[_GEOPOLITICALENTITYNAME-1_]</name></p>')) == []
    # Not yet anonymised: the same markup is a proposal, not a leak.
    assert problems_of(HEAD + '</teiHeader><text><body><p><name type="GPE">Mannheim</name></p></body></text></TEI>') == []


def test_schematron_exemptions_public_figures_keep_list_unconfirmed():
    persons = '<person xml:id="c1" role="celebrity"><persName>Dieter</persName></person>'
    assert problems_of(anonymised_doc('<p><name type="NICK" corresp="#c1">Dieter</name></p>', persons)) == []
    keep = ('<encodingDesc><editorialDecl n="teianon-policy"><p><list><item n="keep">Goethe</item></list></p>'
            "</editorialDecl></encodingDesc>")
    assert problems_of(anonymised_doc('<p><name type="PER">Goethe</name></p>', extra_header=keep)) == []
    assert problems_of(anonymised_doc('<p><ref type="CITATION" resp="#teianon" cert="low">q</ref></p>')) == []


def test_schematron_policy_of_one_document_does_not_exempt_another_in_a_corpus():
    # The policy record is looked up per document (an index keyed by the TEI it belongs to):
    # the keep-list and switched-off categories of the first document must not cover the second.
    policy = ('<encodingDesc><editorialDecl n="teianon-policy"><p><list><item n="keep">Goethe</item>'
              '<item n="categories">PER</item></list></p></editorialDecl></encodingDesc>')
    first = anonymised_doc('<p><name type="PER">Goethe</name> <name type="GPE">Mannheim</name></p>',
                           extra_header=policy)
    second = anonymised_doc('<p><name type="PER">Goethe</name> <name type="GPE">Mannheim</name></p>')
    corpus = (HEAD.replace("<TEI ", "<teiCorpus ").replace("</fileDesc>", "</fileDesc></teiHeader>")
              + first.replace(' xmlns="http://www.tei-c.org/ns/1.0"', "")
              + second.replace(' xmlns="http://www.tei-c.org/ns/1.0"', "") + "</teiCorpus>")
    problems = problems_of(corpus)
    # Only the second document's two references are leaks; in the first, Goethe is kept and GPE is off.
    assert len(problems) == 2 and all(p.line == 1 for p in problems)
    assert sorted(p.message.split('"')[3] for p in problems) == ["Goethe", "Mannheim"]


def test_schematron_finds_a_participant_name_and_a_url_target_left():
    persons = '<person xml:id="A1"><persName>lela2</persName></person>'
    problems = problems_of(anonymised_doc("<p>x</p>", persons))
    assert [p.severity for p in problems] == ["error"] and "lela2" in problems[0].message
    problems = problems_of(anonymised_doc('<p><ref type="URL" target="http://a.example/x">[_WWWURL-1_]</ref></p>'))
    assert len(problems) == 1 and "@target" in problems[0].message


def test_schematron_checks_time_stamps_against_the_recorded_policy():
    policy = ('<encodingDesc><editorialDecl n="teianon-policy"><p><list><item n="timestamps">remove</item>'
              '<item n="timestamp-scope">timeline posts header</item></list></p></editorialDecl></encodingDesc>')
    body = '<timeline><when xml:id="t1" absolute="20:15:00"/></timeline><post when="2004-01-01">x</post>'
    problems = problems_of(anonymised_doc(body, extra_header=policy))
    assert len(problems) == 2 and "@absolute" in problems[0].message and "post" in problems[1].message
    # Outside the recorded scope, time stamps are allowed.
    only_posts = policy.replace("timeline posts header", "posts")
    assert [p.message for p in problems_of(anonymised_doc(body, extra_header=only_posts))] == [problems[1].message]
    assert problems_of(anonymised_doc(body)) == []  # no policy recorded: time stamps are allowed


def test_dangling_pointer_is_a_warning():
    problems = problems_of(HEAD + '<profileDesc><particDesc><listPerson><person xml:id="A1"/></listPerson>'
                           '</particDesc></profileDesc></teiHeader><text><body><post who="#A1">a</post>'
                           '<post who="#A2">b</post><post who="#A1 #A2">c</post>'
                           "</body></text></TEI>")
    assert [(p.severity, "#A2" in p.message) for p in problems] == [("warning", True), ("warning", True)]


RNC = 'default namespace = "http://www.tei-c.org/ns/1.0"\nstart = element TEI { any* }\nany = element * { attribute * { text }*, (text | any)* }\n'
XSD = """<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.tei-c.org/ns/1.0">
<xs:element name="TEI"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>"""


def test_given_schemas_of_each_kind(tmp_path: Path):
    (tmp_path / "s.rnc").write_text(RNC)
    (tmp_path / "s.xsd").write_text(XSD)
    doc = tmp_path / "d.xml"
    doc.write_text(HEAD + "</teiHeader><text/></TEI>")
    rnc = load_schema(tmp_path / "s.rnc")
    xsd = load_schema(tmp_path / "s.xsd")
    assert [p for p in check_file(doc, [rnc])] == []
    problems = check_file(doc, [xsd])
    assert problems and all(p.schema == "s.xsd" and p.path == str(doc) for p in problems)


def test_declared_schema_is_found_locally_and_a_remote_one_warns(tmp_path: Path):
    (tmp_path / "s.xsd").write_text(XSD)
    doc = tmp_path / "d.xml"
    doc.write_text('<?xml-model href="s.xsd" schematypens="http://www.w3.org/2001/XMLSchema"?>\n'
                   + HEAD + "</teiHeader><text/></TEI>")
    assert any(p.schema == "s.xsd" for p in check_file(doc, [], declared=True))
    # Not asked for, not run: the schema comes with the file.
    assert check_file(doc, []) == []
    remote = tmp_path / "r.xml"
    url = "https://tei-c.org/release/xml/tei/custom/schema/relaxng/tei_all.rng"
    remote.write_text(f'<?xml-model href="{url}" schematypens="http://relaxng.org/ns/structure/1.0"?>\n'
                      + HEAD + "</teiHeader><text/></TEI>")
    [warning] = check_file(remote, [], declared=True)
    assert warning.severity == "warning" and warning.line == 1 and url in warning.message
    (tmp_path / "local.rnc").write_text(RNC)
    assert check_file(remote, [], declared=True, locations={url: tmp_path / "local.rnc"}) == []


def test_cli_runs_declared_schemas_only_when_asked(tmp_path: Path):
    (tmp_path / "s.xsd").write_text(XSD)
    doc = tmp_path / "d.xml"
    doc.write_text('<?xml-model href="s.xsd" schematypens="http://www.w3.org/2001/XMLSchema"?>\n'
                   + HEAD + "</teiHeader><text/></TEI>")
    assert CliRunner().invoke(main, ["validate", str(doc)]).exit_code == 0
    asked = CliRunner().invoke(main, ["validate", "--declared-schemas", str(doc)])
    assert asked.exit_code == 1 and "[s.xsd]" in asked.stdout
    # A location for a declared schema makes no sense without them: a usage error, not ignored.
    (tmp_path / "x.rnc").write_text(RNC)
    result = CliRunner().invoke(main, ["validate", "--schema-location", f"http://x.example/s.rng={tmp_path / 'x.rnc'}",
                                       str(doc)])
    assert result.exit_code == 2 and "--declared-schemas" in result.output


LEAKING_SCHEMATRON = """<schema xmlns="http://purl.oclc.org/dsdl/schematron" queryBinding="xslt">
<pattern><rule context="/*"><report test="true()">read: <value-of select="document('{url}')"/></report></rule></pattern>
</schema>"""


@pytest.mark.parametrize("declared", [True, False], ids=["declared", "named"])
def test_schematron_rules_read_no_file(tmp_path: Path, declared: bool):
    secret = tmp_path / "secret.xml"
    secret.write_text("<s>TOP-SECRET</s>")
    (tmp_path / "leak.sch").write_text(LEAKING_SCHEMATRON.format(url=secret.as_uri()))
    doc = tmp_path / "d.xml"
    doc.write_text('<?xml-model href="leak.sch" schematypens="http://purl.oclc.org/dsdl/schematron"?>\n'
                   + HEAD + "</teiHeader><text/></TEI>")
    if declared:
        problems = check_file(doc, [], declared=True)
    else:
        problems = check_file(doc, [load_schema(tmp_path / "leak.sch")])
    assert [p.severity for p in problems] == ["error"]
    assert "TOP-SECRET" not in problems[0].message and "the Schematron rules failed" in problems[0].message
    assert problems[0].path == str(doc)


def test_a_declared_schematron_may_not_include_files_a_named_one_may(tmp_path: Path):
    (tmp_path / "part.sch").write_text('<pattern xmlns="http://purl.oclc.org/dsdl/schematron"><rule context="/*">'
                                       '<report test="true()">from the part</report></rule></pattern>')
    (tmp_path / "main.sch").write_text('<schema xmlns="http://purl.oclc.org/dsdl/schematron" queryBinding="xslt">\n'
                                       '<include href="part.sch"/></schema>')
    doc = tmp_path / "d.xml"
    doc.write_text('<?xml-model href="main.sch" schematypens="http://purl.oclc.org/dsdl/schematron"?>\n'
                   + HEAD + "</teiHeader><text/></TEI>")
    [problem] = check_file(doc, [], declared=True)
    assert problem.line == 1 and "may not include other files (part.sch)" in problem.message
    [report] = check_file(doc, [load_schema(tmp_path / "main.sch")])
    assert report.message == "from the part"


def test_schema_parts_must_be_local_regular_files(tmp_path: Path):
    import os

    os.mkfifo(tmp_path / "pipe.rng")
    (tmp_path / "main.rng").write_text('<grammar xmlns="http://relaxng.org/ns/structure/1.0">\n'
                                       '<include href="pipe.rng"/><start><empty/></start></grammar>')
    with pytest.raises(InputError, match=r"main\.rng:2: the schema's part pipe\.rng cannot be used: .*named pipe"):
        load_schema(tmp_path / "main.rng")
    (tmp_path / "deeper.rng").write_text('<grammar xmlns="http://relaxng.org/ns/structure/1.0">\n'
                                         '<include href="remote.rng"/><start><empty/></start></grammar>')
    (tmp_path / "remote.rng").write_text('<grammar xmlns="http://relaxng.org/ns/structure/1.0">\n\n'
                                         '<include href="http://x.example/a.rng"/></grammar>')
    with pytest.raises(InputError, match=r"deeper\.rng:2: .*remote\.rng:3: .*remote location"):
        load_schema(tmp_path / "deeper.rng")


def test_duplicate_ids_are_warnings(tmp_path: Path):
    doc = tmp_path / "d.xml"
    doc.write_text(HEAD + '</teiHeader><text><body>\n<p xml:id="a">x</p>\n<p xml:id="b">y</p>\n<p xml:id="a">z</p>'
                   "</body></text></TEI>")
    problems = check_file(doc, [])
    assert [str(p) for p in problems] == [f'{doc}:4: warning: duplicate xml:id "a" (first at line 2)']
    result = CliRunner().invoke(main, ["validate", str(doc)])
    assert result.exit_code == 0 and result.stdout.splitlines() == [str(problems[0])]


def test_unusable_schemas_are_refused_clearly(tmp_path: Path):
    remote = tmp_path / "remote.rng"
    remote.write_text('<grammar xmlns="http://relaxng.org/ns/structure/1.0">\n<include href="http://x.example/a.rng"/>'
                      "<start><empty/></start></grammar>")
    with pytest.raises(UnsafeXMLError, match=r"remote\.rng:2: .*remote location"):
        load_schema(remote)
    xslt2 = tmp_path / "two.sch"
    xslt2.write_text('<schema xmlns="http://purl.oclc.org/dsdl/schematron" queryBinding="xslt2"/>')
    with pytest.raises(InputError, match="queryBinding 'xslt2'"):
        load_schema(xslt2)
    other = tmp_path / "other.xml"
    other.write_text("<not-a-schema/>")
    with pytest.raises(InputError, match="not a schema"):
        load_schema(other)


def test_cli_validate_lines_summary_and_exit_codes(tmp_path: Path):
    good = tmp_path / "corpus" / "good.xml"
    good.parent.mkdir()
    good.write_text(anonymised_doc("<p>x</p>"))
    bad = tmp_path / "corpus" / "bad.xml"
    bad.write_text(anonymised_doc('<p>\n<name type="NICK">lela2</name></p>'))
    broken = tmp_path / "corpus" / "broken.xml"
    broken.write_text("<TEI>\n<oops></TEI>")
    result = CliRunner().invoke(main, ["validate", str(tmp_path / "corpus")])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert any(line.startswith(f"{bad}:2: error:") and "lela2" in line for line in lines)
    assert any(line.startswith(f"{broken}:2: error: not well-formed") for line in lines)
    assert not any(str(good) in line for line in lines)
    assert "3 file(s) checked: 1 valid, 2 not valid" in result.stderr
    assert CliRunner().invoke(main, ["validate", str(good)]).exit_code == 0


def test_cli_validate_strict_fails_on_warnings(tmp_path: Path):
    doc = tmp_path / "d.xml"
    doc.write_text(HEAD + '</teiHeader><text><body><post who="#nobody">x</post></body></text></TEI>')
    assert CliRunner().invoke(main, ["validate", str(doc)]).exit_code == 0
    assert CliRunner().invoke(main, ["validate", "--strict", str(doc)]).exit_code == 1


def test_run_does_not_write_an_invalid_output(tmp_path: Path):
    # A proposal without @cert (hand-edited) makes the output invalid against teianon.rng.
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(HEAD + '</teiHeader><text><body><post>\n<name resp="#teianon" type="PER">Anna</name>'
                      "</post></body></text></TEI>")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(source.parent), "-o", str(out), "-q"])
    assert result.exit_code == 1
    assert f"{out / 'chat.xml'}:" in result.stderr and "output not written" in result.stderr
    assert not (out / "chat.xml").exists()
    result = CliRunner().invoke(main, ["run", str(source.parent), "-o", str(out), "-q", "--no-validate"])
    assert result.exit_code == 0 and (out / "chat.xml").exists()


INVALID_CONTENT = [
    '<p>a<lb/>b<lb/><name type="PER" resp="#teianon">x</name><lb/>c</p>',  # a proposal without @cert
    '<p><lb/><lb/><hi><lb/><ref type="nonsense" resp="#teianon" cert="high">x</ref></hi><lb/></p>',
    '<p><lb/><lb/><lb/>' + HEAD + '</teiHeader><text/></TEI></p>',  # a TEI inside a paragraph
    '<p><lb/><lb/><lb/><teiHeader><fileDesc/></teiHeader></p>',
    '<p><lb/><lb/><name type="PER" cert="maybe" resp="#teianon">x</name></p>',
]


@pytest.mark.parametrize("body", INVALID_CONTENT)
def test_grouped_copy_is_invalid_exactly_when_the_document_is(body: str, monkeypatch):
    # Groups of two children force the grouping at every level of these small documents.
    from teianon.checks import validate
    monkeypatch.setattr(validate, "_GROUP", 2)
    monkeypatch.setattr(validate, "_GROUP_FROM", 2)
    rng = load_schema(validate.schemas_dir() / "teianon.rng")
    valid_body = body.replace(' resp="#teianon"', "")
    for xml, valid in ((HEAD + f"</teiHeader><text><body>{body}</body></text></TEI>", False),
                       (HEAD + f"</teiHeader><text><body>{valid_body}</body></text></TEI>", "TEI" not in body[3:]
                        and "teiHeader" not in body)):
        tree = parse_bytes(xml.encode(), "doc.xml")
        plain = rng.check(tree, "doc.xml")
        assert (plain == []) == valid
        with validate._grouped(validate._long(tree.getroot())):
            assert next(tree.getroot().iter(f"{{{validate.TEI_NS}}}seg"), None) is not None, "not grouped"
            assert (rng.check(tree, "doc.xml") == []) == valid
        # The messages are those of the document itself, not of the grouped copy.
        assert own_schemas()[0].check(tree, "doc.xml") == plain


@pytest.mark.parametrize("sample", SAMPLE_FILES, ids=IDS)
def test_grouped_copy_of_every_sample_output_is_valid(sample: Path, monkeypatch):
    from teianon.checks import validate
    monkeypatch.setattr(validate, "_GROUP", 2)
    monkeypatch.setattr(validate, "_GROUP_FROM", 2)
    rng = load_schema(validate.schemas_dir() / "teianon.rng")
    output = transform(annotated(sample), str(sample), "2026-11-22")
    with validate._grouped(validate._long(output.getroot())):
        assert rng.check(output, sample.name) == []


def test_grouping_leaves_the_tree_as_it_was(monkeypatch):
    # Grouped in place for the grammar: what is checked and written afterwards is the document
    # itself, also where the grammar fails and where the check breaks off.
    from teianon.checks import validate
    monkeypatch.setattr(validate, "_GROUP", 3)
    monkeypatch.setattr(validate, "_GROUP_FROM", 3)
    body = "<p>" + "".join(f"w{i} <lb/>tail{i} " for i in range(20)) + '<name type="PER" resp="#teianon">Mo</name></p>'
    xml = HEAD + f"</teiHeader><text><body>{body * 9}</body></text></TEI>"
    tree = parse_bytes(xml.encode(), "doc.xml")
    before = etree.tostring(tree)
    problems = own_schemas()[0].check(tree, "doc.xml")
    assert problems and etree.tostring(tree) == before
    with pytest.raises(RuntimeError), validate._grouped(validate._long(tree.getroot())):
        assert etree.tostring(tree) != before
        raise RuntimeError("a validator that breaks")
    assert etree.tostring(tree) == before


def test_a_post_of_many_line_breaks_is_checked_in_groups():
    body = "<p>" + "wort<lb/>" * 3000 + '<name type="PER" resp="#teianon">x</name></p>'
    problems = problems_of(HEAD + f"</teiHeader><text><body>{body}</body></text></TEI>")
    grammar = [p.message for p in problems if p.schema == "teianon.rng"]
    assert any("name" in m for m in grammar) and not any("seg" in m for m in grammar)
    valid = body.replace(' resp="#teianon"', "")
    assert problems_of(HEAD + f"</teiHeader><text><body>{valid}</body></text></TEI>") == []


@pytest.mark.parametrize(("context", "attributes"), [
    ("tei:post[@who] | tei:ref[@type = 'addressingTerm']", False),
    ("tei:name[@type = '@x' or contains(., \"attribute\")]", False),
    ("tei:post[tei:w[@lemma]]//tei:w", False),
    ("tei:post/@who", True),
    ("@*", True),
    ("tei:post/attribute::who", True),
    ("key('k', 'v')", True),
])
def test_schematron_walks_attributes_only_where_a_context_can_select_one(context: str, attributes: bool):
    from teianon.checks.validate import _may_select_attributes

    schema = etree.Element("{http://purl.oclc.org/dsdl/schematron}schema")
    etree.SubElement(etree.SubElement(schema, "{http://purl.oclc.org/dsdl/schematron}pattern"),
                     "{http://purl.oclc.org/dsdl/schematron}rule", context=context)
    assert _may_select_attributes(schema.getroottree()) is attributes


def test_our_schematron_selects_no_attribute_so_its_check_walks_elements_only():
    from teianon.checks.validate import _may_select_attributes

    assert not _may_select_attributes(parse_file(Path(__file__).parent.parent / "schemas" / "teianon.sch"))


@pytest.mark.parametrize("context", ["tei:post/@who", "key('posts', 'p1')/@who"])
def test_a_schematron_rule_on_an_attribute_still_fires(tmp_path: Path, context: str):
    (tmp_path / "a.sch").write_text(
        '<schema xmlns="http://purl.oclc.org/dsdl/schematron" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" '
        'queryBinding="xslt"><ns prefix="tei" uri="http://www.tei-c.org/ns/1.0"/>'
        '<xsl:key name="posts" match="tei:post" use="@xml:id"/>'
        f'<pattern><rule context="{context}"><assert test="starts-with(., \'#\')">who without #</assert></rule>'
        '</pattern></schema>')
    doc = tmp_path / "d.xml"
    doc.write_text(HEAD + '</teiHeader><text><body><post xml:id="p1" who="A1">hi</post></body></text></TEI>')
    [problem] = check_file(doc, [load_schema(tmp_path / "a.sch")])
    assert problem.message == "who without #"


@pytest.mark.parametrize(("contexts", "by_key"), [
    (["tei:post[@who] | tei:name[translate(@type, 'nick', 'NICK') = 'NICK']"], True),
    (["tei:TEI[tei:teiHeader//tei:change]/tei:text//tei:ref", "tei:particDesc//tei:person"], True),
    (["tei:post", "text()"], False),
    (["comment()"], False),
    (["/"], False),
    (["tei:post | /"], False),
    (["tei:post[@who = $who]"], False),
    (["tei:post[key('k', @who)]"], False),
    (["tei:post[. = current()]"], False),
    (["tei:post/@who"], False),
])
def test_schematron_contexts_found_by_key_only_where_they_select_elements(contexts: list[str], by_key: bool):
    from teianon.checks.validate import _contexts_by_key

    schema = etree.Element("{http://purl.oclc.org/dsdl/schematron}schema")
    pattern = etree.SubElement(schema, "{http://purl.oclc.org/dsdl/schematron}pattern")
    for context in contexts:
        etree.SubElement(pattern, "{http://purl.oclc.org/dsdl/schematron}rule", context=context)
    assert _contexts_by_key(schema.getroottree()) is by_key


def test_our_schematron_finds_its_contexts_by_key():
    from teianon.checks.validate import _contexts_by_key

    assert _contexts_by_key(parse_file(Path(__file__).parent.parent / "schemas" / "teianon.sch"))


def test_schematron_by_key_reports_as_the_walk_did_in_document_order_and_nested(tmp_path: Path):
    # Two patterns, nested contexts (a name inside a name), a rule of higher priority that takes
    # a node from another rule of its pattern: each fires once, in document order, as the walk
    # over the tree fired them.
    (tmp_path / "a.sch").write_text(
        '<schema xmlns="http://purl.oclc.org/dsdl/schematron" queryBinding="xslt">'
        '<ns prefix="tei" uri="http://www.tei-c.org/ns/1.0"/><pattern>'
        '<rule context="tei:name[@type = \'PER\']"><report test="true()">per <value-of select="."/></report></rule>'
        '<rule context="tei:name"><report test="true()">name <value-of select="."/></report></rule></pattern>'
        '<pattern><rule context="tei:post"><assert test="@who">post <value-of select="@xml:id"/> without who</assert>'
        '</rule></pattern></schema>')
    doc = tmp_path / "d.xml"
    doc.write_text(HEAD + '</teiHeader><text><body><post xml:id="p1"><name type="PER">Ulrike <name>Ost</name>'
                   '</name></post><post xml:id="p2" who="#A1"><name>Wiebke</name></post><post xml:id="p3"/>'
                   '</body></text></TEI>')
    problems = [p for p in check_file(doc, [load_schema(tmp_path / "a.sch")]) if p.schema == "a.sch"]
    assert [p.message for p in problems] == [
        "per Ulrike Ost", "name Ost", "name Wiebke", "post p1 without who", "post p3 without who"
    ]


def test_only_elements_of_many_children_are_grouped_for_the_grammar():
    # A chat's body of some hundred posts is checked as it is: libxml2's quadratic time there is
    # less than the grouping's moves. A post of thousands of line breaks is still grouped.
    from teianon.checks import validate
    posts = "".join(f'<post xml:id="p{i}"><w>hallo</w></post>' for i in range(700))
    breaks = "<p>" + "wort<lb/>" * 3000 + "</p>"
    tree = parse_bytes((HEAD + f"</teiHeader><text><body><div>{posts}</div>{breaks}</body></text></TEI>").encode(),
                       "doc.xml")
    assert [etree.QName(e).localname for e in validate._long(tree.getroot())] == ["p"]
