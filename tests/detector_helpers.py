"""Run detectors on a plain string, for the parametrised detector tables."""

from __future__ import annotations

from lxml import etree

from teianon.annotate.resolve import select
from teianon.detect import DocumentContext, build_detectors, detect
from teianon.mention import Mention
from teianon.read.tei import Participant, tei
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
