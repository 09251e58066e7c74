"""Issue 38: participants called by a part of their nickname, kinship words, other files' names.
The strings differ from the issue's examples on purpose: the rules are about kinds, not about
those words."""

from __future__ import annotations

from teianon.detect.forms import Kind, english_compound, name_variants
from teianon.detect.variants import NameIndex
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import NS, Participant
from teianon.read.xmlio import parse_bytes

TEI = "http://www.tei-c.org/ns/1.0"


def chat(nicks: list[str], posts: list[tuple[int, str]], lang: str = "de") -> bytes:
    """A TEI chat of participants ``u0``, ``u1``, … with these nicknames; each post is (writer, text)."""
    persons = "".join(
        f'<person xml:id="u{i}"><persName type="nickname">{nick}</persName></person>' for i, nick in enumerate(nicks)
    )
    body = "".join(f'<post xml:id="p{k}" who="#u{who}">{text}</post>' for k, (who, text) in enumerate(posts))
    return (
        f'<TEI xmlns="{TEI}" xml:lang="{lang}"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
        f"<profileDesc><particDesc><listPerson>{persons}</listPerson></particDesc></profileDesc></teiHeader>"
        f"<text><body><div>{body}</div></body></text></TEI>"
    ).encode()


def marked(data: bytes, settings: Settings | None = None) -> dict[str, list[tuple[str, str | None, str | None]]]:
    """Per post id: (text, type, corresp) of teianon's names there, replaced ones (not ``low``) only."""
    tree = parse_bytes(data, "chat.xml")
    annotate_tree(tree, "chat.xml", settings or Settings())
    found: dict[str, list[tuple[str, str | None, str | None]]] = {}
    for post in tree.getroot().iterfind(".//tei:post", NS):
        found[post.get("{http://www.w3.org/XML/1998/namespace}id") or ""] = [
            ("".join(name.itertext()), name.get("type"), name.get("corresp"))
            for name in post.iterfind(".//tei:name", NS)
            if name.get("resp") == "#teianon" and name.get("cert") != "low"
        ]
    return found


def test_a_word_part_the_chat_calls_someone_names_them_in_passing_too() -> None:
    found = marked(
        chat(
            ["nachteule_5", "bernd_k"],
            [
                (1, "hi eule"),
                (0, "na bernd"),
                (1, "und eule meinte das auch schon gestern"),
                (0, "die eule im wald ruft"),
                (1, "ich hab ehrfurcht vor eule und uhu im wald"),
            ],
        )
    )
    assert found["p2"] == [("eule", "nickname", "#u0")]  # the subject of a verb of saying
    assert found["p3"] == []  # after an article: the bird
    assert found["p4"] == []  # no person's slot: German uses nouns bare


def test_a_word_part_called_by_nobody_stays_the_word() -> None:
    found = marked(
        chat(["nachteule_5", "bernd_k"], [(1, "hallo"), (0, "na bernd"), (1, "und eule meinte das auch schon")])
    )
    assert found["p2"] == []


def test_the_words_of_an_english_compound_nickname_are_its_parts() -> None:
    assert english_compound("raincloud") == ("rain", "cloud")
    assert english_compound("Hathaway") is None  # no two words in use
    compounds = [form for kind, form in name_variants("snowfox_12", extended=True) if kind is Kind.COMPOUND]
    assert {"snow", "fox"} <= set(compounds)
    found = marked(
        chat(["snowfox_12", "ravi_s"], [(1, "thanks fox"), (0, "np"), (1, "the fox in the garden ate the cake")], "en")
    )
    assert found["p0"] == [("fox", "nickname", "#u0")]
    assert found["p2"] == []


def test_a_part_of_one_or_two_letters_needs_the_participant_called() -> None:
    assert (Kind.INITIALS, "zq") in name_variants("zq_mira", extended=True)
    assert (Kind.INITIALS, "zq") not in name_variants("zq_mira")  # the audit searches no two letters
    found = marked(chat(["zq_mira", "bernd_k"], [(0, "hallo"), (1, "hi zq"), (1, "zq")]))
    assert found["p1"] == [("zq", "nickname", "#u0")]
    assert found["p2"] == [("zq", "nickname", "#u0")]


def test_a_kinship_word_of_a_nickname_at_a_turns_edge_is_the_writers_family() -> None:
    found = marked(
        chat(
            ["Oma_Gerda", "bernd_k", "lotte9"],
            [(2, "hi"), (1, "oma kommt gleich"), (2, "meine oma backt kuchen"), (1, "hallo oma")],
        )
    )
    assert found["p1"] == []
    assert found["p2"] == []
    assert found["p3"] == [("oma", "nickname", "#u0")]  # called by a greeting: the participant


def test_another_files_compound_word_name_is_the_word_here() -> None:
    index = NameIndex(
        [],
        others=[Participant("x1", None, None, ("Wolkenschaf",), ()), Participant("x2", None, None, ("xolotl77",), ())],
    )
    assert index.lookup("wolkenschaf") is None  # Wolken|schaf: a compound of the language
    assert index.lookup("xolotl") is not None  # no word: still that participant's name
    others = (Participant("x2", None, None, ("Brumml",), ()),)
    settings = Settings(corpus_participants=others)
    found = marked(chat(["tom_b", "anna_c"], [(0, "brumml war gestern da")]), settings)
    assert [name for name, _, _ in found["p0"]] == ["brumml"]
    # After a determiner: the word, whoever another file calls so.
    assert marked(chat(["tom_b", "anna_c"], [(1, "so ein brumml aber auch")]), settings)["p0"] == []
