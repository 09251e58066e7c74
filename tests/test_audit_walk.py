"""The self-audit reads place by place only the elements that hold a hit (issue 41): what it
finds, and in which order, is what the walk over every place of the file finds."""

from __future__ import annotations

from teianon.checks import audit
from teianon.read.xmlio import parse_bytes, serialize
from teianon.replace.inventory import Inventory, Participant

TEI = "http://www.tei-c.org/ns/1.0"


def _chat(tokens: int, hidden: str, declaration: str = "") -> bytes:
    """A tokenised chat of ``tokens`` ordinary words, the participant lela2's name hidden in
    places only the markup reaches, far down the file (``hidden``: more of them)."""
    words = "".join(f'<w xml:id="w{i}" lemma="haus" pos="NN">Haus</w> ' for i in range(tokens))
    return (
        f'<TEI xmlns="{TEI}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
        '<profileDesc><particDesc><listPerson><person xml:id="A01" role="participant">'
        '<persName type="nickname">lela2</persName></person></listPerson></particDesc></profileDesc>'
        f'</teiHeader><text><body><post xml:id="m1" who="#A01"{declaration}><p>{words}'
        f'<w xml:id="x1" lemma="lela2" pos="NE">Haus</w> und Lela2s Haus <w xml:id="x2" pos="NN">Lela2</w>'
        f"{hidden}</p></post></body></text></TEI>"
    ).encode()


def _inventory() -> Inventory:
    return Inventory("chat.xml", participants=[Participant("lela2", "A01", "unknown", "participant", True, ("lela2",))])


def _leaks(data: bytes, monkeypatch=None) -> tuple[list[audit.Leak], list[audit.Leak], int]:
    """The leaks by the node-by-node walk, by the audit given the bytes, and how many nodes the
    latter read place by place."""
    tree = parse_bytes(data, "chat.xml")
    read = [0]
    from teianon.checks import audit_places

    places = audit_places.node_places

    def counted(node, names):
        read[0] += 1
        return places(node, names)

    by_nodes = audit.audit_tree(_inventory(), tree, "chat.xml")
    if monkeypatch is not None:
        monkeypatch.setattr(audit_places, "node_places", counted)
    with_bytes = audit.audit_tree(_inventory(), tree, "chat.xml", data)
    return by_nodes, with_bytes, read[0]


def test_the_audit_reads_place_by_place_only_the_elements_that_hold_a_hit(monkeypatch):
    hidden = (
        '<!-- von lela2 --><?note lela2?><lela2 n="1"/><w xml:id="x3" lela2="ja">x</w>'
        '<w xml:id="x4" corresp="https://example.org/lela2">y</w>'
    )
    by_nodes, with_bytes, read = _leaks(_chat(2000, hidden), monkeypatch)
    shown = [(leak.text, leak.what.split(", in the ")[-1].split(";")[0]) for leak in with_bytes]
    # Every place of the walk: a lemma, a token, a tail, a comment, a processing instruction,
    # an element name and an attribute name first seen at the end, a link.
    assert ("lela2", "@lemma of <w>") in shown
    assert ("Lela2", "text of <w>") in shown
    assert ("Lela2", "text after <w>") in shown
    assert ("lela2", "comment") in shown
    assert ("lela2", "processing instruction <?note?>") in shown
    assert ("lela2", "element name") in shown
    assert ("lela2", "attribute name of <w>") in shown
    assert ("lela2", "@corresp of <w>") in shown
    # The same leaks, in the same order, as the walk over every place of the file.
    assert with_bytes == by_nodes
    # Of some 2,000 tokens, only those with a hit, the nodes around them and the first of each
    # element's name were read place by place (the walk read every one of them).
    assert read < 40


def test_a_name_in_a_namespace_declaration_inside_the_text_is_still_found(monkeypatch):
    """The shortcut does not ask elements for their declarations: where one holds a string
    sought, the audit reads every place as before."""
    declaration = ' xmlns:lela2="urn:x:lela2"'
    by_nodes, with_bytes, read = _leaks(_chat(300, "", declaration), monkeypatch)
    kinds = [leak.what.split(", in the ")[-1] for leak in with_bytes if leak.text == "lela2"]
    assert "namespace declaration on <post>" in kinds
    assert any(kind.startswith("namespace prefix declared on <post>") for kind in kinds)
    assert with_bytes == by_nodes
    assert read > 300


def test_the_shortcut_agrees_with_the_walk_on_an_untokenised_chat():
    data = serialize(
        parse_bytes(
            _chat(0, "<lb/>lela2, bist du da?<!-- lela2 --><hi rend='lela2'>Lela2</hi> Le<lb break='no'/>la2"),
            "chat.xml",
        )
    )
    by_nodes, with_bytes, _ = _leaks(data)
    assert with_bytes == by_nodes
    assert len(by_nodes) >= 6

