"""Run detectors on a plain string, for the parametrised detector tables."""

from __future__ import annotations

from lxml import etree

from teianon.annotate.resolve import select
from teianon.detect import DocumentContext, build_detectors, detect
from teianon.mention import Mention
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import XML_ID, Participant, tei
from teianon.read.textview import post_text


def view(text: str):
    post = etree.Element(tei("post"))
    post.text = text
    return post_text(post)


def found(text: str, detector: str, participants=(), rooms=(), resolve=False) -> list[tuple[str, str]]:
    """``(category, matched text)`` for every mention one detector proposes in ``text``."""
    post = view(text)
    context = DocumentContext(participants=tuple(participants), rooms=tuple(rooms))
    mentions: list[Mention] = detect(post, context, build_detectors([detector]))
    if resolve:
        mentions = select(mentions)
    return sorted({(m.category.name, post.text[m.start : m.end]) for m in mentions})


def person(pid: str, nick: str, role: str = "participant", sex: str | None = None) -> Participant:
    return Participant(id=pid, role=role, sex=sex, nicknames=(nick,), names=())


def annotated(*posts: str) -> etree._ElementTree:
    """A document of these posts (``p1``, ``p2``, …) with no header beyond the required, as
    ``annotate`` writes it with the default settings."""
    root = etree.Element(tei("TEI"), nsmap={None: "http://www.tei-c.org/ns/1.0"})
    desc = etree.SubElement(etree.SubElement(root, tei("teiHeader")), tei("fileDesc"))
    etree.SubElement(etree.SubElement(desc, tei("titleStmt")), tei("title")).text = "t"
    etree.SubElement(etree.SubElement(desc, tei("publicationStmt")), tei("p")).text = "t"
    etree.SubElement(etree.SubElement(desc, tei("sourceDesc")), tei("p")).text = "t"
    div = etree.SubElement(etree.SubElement(etree.SubElement(root, tei("text")), tei("body")), tei("div"))
    for k, text in enumerate(posts, 1):
        etree.SubElement(div, tei("post"), {XML_ID: f"p{k}"}).text = text
    tree = etree.ElementTree(root)
    annotate_tree(tree, "t", Settings())
    return tree


def replaced(text: str) -> list[tuple[str, str]]:
    """``(type, text)`` of each reference the default output replaces in one post (high or
    medium certainty, not kept as public)."""
    post = annotated(text).getroot().find(f".//{tei('post')}")
    assert post is not None
    return [
        (e.get("type") or "", "".join(e.itertext()))
        for e in post.iter(tei("name"), tei("ref"))
        if e.get("cert") in ("high", "medium") and e.get("subtype") != "public"
    ]


# A TEI file of one participant (wolke7) and the posts put in its place of ``{posts}``.
ONE_PARTICIPANT_TEI = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="de">
  <teiHeader><fileDesc><titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt>
      <sourceDesc><p>s</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A1"><persName type="nickname">wolke7</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body>
{posts}
  </body></text>
</TEI>
"""


def run_posts(tmp_path, posts: list[str], *options: str) -> etree._ElementTree:
    """The file :data:`ONE_PARTICIPANT_TEI` with these posts (``p1``, ``p2``, … by ``A1``), as
    ``teianon run`` writes it with ``options``; the run must succeed."""
    from click.testing import CliRunner

    from teianon.cli import main

    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    (tmp_path / "chat.xml").write_text(ONE_PARTICIPANT_TEI.format(posts=body), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(tmp_path / "chat.xml"), "-o", str(out), "-q", *options])
    assert result.exit_code == 0, result.output
    return etree.parse(str(out / "chat.xml"))
