"""German forms of an organisation's name for the notable table (``build notable``): the forms an
article before it asks for (``bei der Deutschen Bahn``, ``der Bayerische Rundfunk``). Split from
:mod:`teianon.lists.build`. Build-only: the standard library."""

from __future__ import annotations

import re

# A German adjective in an organisation's name, nominative (Deutsche, Statistisches, Bayerischer).
_GERMAN_ADJECTIVE = re.compile(r"([A-ZÄÖÜ]\w*(?:isch|lich|sch|al|ig))(?:e|es|er)")


def declined(form: str) -> str:
    """The form that follows an article in the dative or genitive ("bei der Deutschen
    Forschungsgemeinschaft", "beim Statistischen Bundesamt", "beim Deutschen Roten Kreuz"): each
    adjective before the last word gets its weak ending ``-en``."""
    words = form.split(" ")
    for i, word in enumerate(words[:-1]):
        match = _GERMAN_ADJECTIVE.fullmatch(word)
        if match:
            words[i] = match.group(1) + "en"
    for i, stem in _opening(form.split(" ")):
        words[i] = stem + "en"
    return " ".join(words)


def _opening(words: list[str]) -> list[tuple[int, str]]:
    """(index, stem) of the adjectives that open a name, before its last word: a first one of
    :data:`_GERMAN_ADJECTIVE`, and the capitalised words after it with its strong ending ``-es``
    or ``-er`` (``Deutsches Rotes Kreuz``: ``Rotes`` is one too, though no suffix shows it; not
    after ``-e``, which nouns end in too: ``Technische Hochschule``)."""
    match = _GERMAN_ADJECTIVE.fullmatch(words[0]) if len(words) > 1 else None
    if match is None:
        return []
    ending = words[0][len(match.group(1)) :]
    found = [(0, match.group(1))]
    if ending == "e":  # "Technische Hochschule": a feminine noun ends in "-e" as often as not
        return found
    for i, word in enumerate(words[1:-1], start=1):
        own = _GERMAN_ADJECTIVE.fullmatch(word)
        if own:
            found.append((i, own.group(1)))
        elif word[:1].isupper() and word.endswith(ending) and len(word) > len(ending) + 2:
            found.append((i, word[: -len(ending)]))
        else:
            break
    return found


# Sources of organisations' names that are German where they have an adjective: the curated
# list and the federal ministries.
GERMAN_NAMED = frozenset({"curated", "government-helper-tables"})


def weak_nominative(form: str) -> str:
    """The form after a definite article in the nominative ("der Deutsche Wetterdienst", "das
    Statistische Bundesamt", "der Bayerische Rundfunk"): each adjective before the last word
    gets its weak ending ``-e``."""
    words = form.split(" ")
    # The adjectives that open the name only: after a noun ("Stiftung Preußischer Kulturbesitz")
    # or a preposition ("für Digitales") the article does not reach them.
    for i, stem in _opening(words):
        if words[i].endswith(("er", "es")):  # "Deutsche Bahn" is the same either way
            words[i] = stem + "e"
    return " ".join(words)
