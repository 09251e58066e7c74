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
