"""German forms of an organisation's name for the notable table (``build notable``): the forms an
article before it asks for (``bei der Deutschen Bahn``, ``der Bayerische Rundfunk``). Split from
:mod:`teianon.lists.build`. Build-only: the standard library."""

from __future__ import annotations

import re

# A German adjective in an organisation's name, nominative (Deutsche, Statistisches, Bayerischer).
_GERMAN_ADJECTIVE = re.compile(r"([A-ZÄÖÜ]\w*(?:isch|lich|sch|al|ig))(?:e|es|er)")


def declined(form: str) -> str:
    """The form that follows an article in the dative or genitive ("bei der Deutschen
    Forschungsgemeinschaft", "beim Statistischen Bundesamt"): each adjective before the last
    word gets its weak ending ``-en``."""
    words = form.split(" ")
    for i, word in enumerate(words[:-1]):
        match = _GERMAN_ADJECTIVE.fullmatch(word)
        if match:
            words[i] = match.group(1) + "en"
    return " ".join(words)


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
    for i, word in enumerate(words[:-1]):
        match = _GERMAN_ADJECTIVE.fullmatch(word)
        if not match:
            break
        if word.endswith(("er", "es")):  # "Deutsche Bahn" is the same either way
            words[i] = match.group(1) + "e"
    return " ".join(words)
