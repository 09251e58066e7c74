"""A participant's name glued into a longer word is found among thousands of participants'
names with one pass over the text (issue 29: a search per name per post was quadratic)."""

from teianon.read.search import ReaderSearch, Words

_NOTHING = Words(ordinary=lambda word: False, name=lambda word: False, known=lambda word: False)


def _search(names: list[str]) -> ReaderSearch:
    strings = dict.fromkeys(names, "name of participant")
    return ReaderSearch(strings, frozenset(names), names, _NOTHING)


def test_glued_names_among_thousands_are_found_each_time_in_order() -> None:
    others = [f"qzxw{i}vk" for i in range(3000)]
    search = _search([*others, "anna", "lela2"])
    text = "#lela2fanclub und xannannax"
    club, word = text.index("lela2"), text.index("xannannax")
    assert list(search.hits(text)) == [
        (club, club + 5, "lela2", None),  # longer strings first, as written
        (word + 1, word + 5, "anna", "glued into 'xannannax'"),
        (word + 4, word + 8, "anna", "glued into 'xannannax'"),  # overlapping finds too
    ]


def test_a_glued_name_inside_a_whole_word_match_is_that_match() -> None:
    search = _search(["lela2", "lela2fan"])
    assert list(search.hits("lela2fan")) == [(0, 8, "lela2fan", None)]


def test_no_name_no_hit() -> None:
    assert list(_search([f"qzxw{i}vk" for i in range(100)]).hits("hallo wie gehts")) == []


def test_whole_word_finds_are_those_of_the_whole_word_pattern() -> None:
    # The automaton stands in for the regular expression of all strings: the same spans, from
    # the left, the longest at each place, none inside an earlier one, none inside a word.
    import random

    import regex

    rng = random.Random(7)
    strings = ["tom", "tomas", "as", "sa", "ö2", "mira k", "k", "rake"]
    search = _search(strings)
    oracle = regex.compile(
        r"(?<![\p{L}\p{N}])(?:"
        + "|".join(regex.escape(s) for s in sorted(strings, key=len, reverse=True))
        + r")(?![\p{L}\p{N}])"
    )
    pieces = [*strings, " ", "-", "x", "7", "ä", ".", "tomas"]
    for _ in range(2000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert list(search.whole(text)) == [m.span() for m in oracle.finditer(text)], text


def test_whole_words_of_no_string_keep_the_pattern() -> None:
    # The empty string's pattern matches everywhere between words: kept as the regex finds it.
    search = ReaderSearch({"": "name of participant"}, frozenset(), [""], _NOTHING)
    assert list(search.whole(" -x")) == [(0, 0), (1, 1)]
