import pytest
from detector_helpers import found, person

from teianon.detect.variants import Kind, name_variants, typo_bound

PEOPLE = [
    person("A02", "TomcatMJ", "moderator", "male"),
    person("A03", "lela2", sex="female"),
    person("A04", "Tiger"),
    person("A06", "robbie.jones"),
    person("S", "system", role="system"),
]


@pytest.mark.parametrize(
    "name, variants",
    [
        ("lela2", ["lela2", "lela"]),
        ("TomcatMJ", ["TomcatMJ", "Tomcat", "MJ"]),
        ("robbie.jones", ["robbie.jones", "robbie", "jones"]),
        ("KainPech", ["KainPech", "Kain", "Pech"]),
        ("Tiger", ["Tiger"]),
    ],
)
def test_variants(name, variants):
    assert [form for _, form in name_variants(name)] == variants
    assert name_variants(name)[0][0] is Kind.FULL


def test_typo_bound_grows_with_length():
    assert [typo_bound(n) for n in (3, 4, 5, 8, 9, 14)] == [0, 0, 1, 1, 2, 2]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("wo ist LELA2 heute", ["LELA2"]),
        ("hallo leeeela wie gehts", ["leeeela"]),
        ("frag mal tomcat ob er kommt", ["tomcat"]),
        ("ich und jones gehen", ["jones"]),
        ("lela3 war da", ["lela3"]),
        ("lela 2 wo bist du", ["lela 2"]),
        ("robbie . jones hat geschrieben", ["robbie . jones"]),
    ],
)
def test_nicknames_found(text, expected):
    assert [t for _, t in found(text, "nickname", PEOPLE, resolve=True)] == expected


def test_typos_are_found_with_low_certainty():
    assert found("gruss an robbie.jnoes", "nickname", PEOPLE) == [("NICK", "robbie.jnoes")]


@pytest.mark.parametrize("text", ["der tiger im zoo war blau", "das ist ein system fehler"])
def test_ordinary_words_without_evidence_are_not_nicknames(text):
    assert found(text, "nickname", PEOPLE) == []


@pytest.mark.parametrize("text", ["Tiger kommt gleich", "bis gleich Tiger", "hallo tiger wie gehts"])
def test_ordinary_word_nicknames_with_evidence(text):
    assert [c for c, _ in found(text, "nickname", PEOPLE)] == ["NICK"]


def test_mentions_are_linked_to_the_participant():
    from detector_helpers import view

    from teianon.detect import DocumentContext, build_detectors, detect

    mentions = detect(view("lela2 und TomcatMJ"), DocumentContext(tuple(PEOPLE)), build_detectors(["nickname"]))
    assert sorted(m.corresp for m in mentions) == ["A02", "A03"]



WORD_NICKS = [person("B01", "Igel"), person("B02", "Raven"), person("B03", "Kessel"), person("B04", "Wolke")]


def _linked(text: str) -> list[tuple[str, str | None, str]]:
    """(text, participant, @cert) of each nickname mention of ``text``."""
    from detector_helpers import view

    from teianon.detect import DocumentContext, build_detectors, detect

    post = view(text)
    mentions = detect(post, DocumentContext(tuple(WORD_NICKS)), build_detectors(["nickname"]))
    return [(post.text[m.start : m.end], m.corresp, m.cert) for m in mentions]


@pytest.mark.parametrize(
    ("text", "name", "participant"),
    [
        # a German word as a nickname in an English post, in lower case mid-post (issue 38)
        ("ok igel did you pass the test", "igel", "B01"),
        ("thanks for the notes kessel they helped a lot", "kessel", "B03"),
        ("so wolke what do you think", "wolke", "B04"),
    ],
)
def test_a_word_nickname_of_the_other_language_is_the_participant(text: str, name: str, participant: str) -> None:
    assert any(t == name and p == participant and c in ("high", "medium") for t, p, c in _linked(text))


@pytest.mark.parametrize(
    "text",
    [
        "der igel schläft im garten",  # the word in a post of its own language
        "die wolke zieht vorbei",
        "wasser im kessel kochen",
    ],
)
def test_a_word_nickname_in_its_own_language_is_not_replaced(text: str) -> None:
    assert not any(c in ("high", "medium") for _, _, c in _linked(text))
