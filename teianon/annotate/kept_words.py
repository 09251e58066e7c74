"""Ordinary words that are first names or surnames as well, in the frames where they are the word.

- :func:`idiom`: an adjective that is a first name too in its fixed phrases (``ernst gemeint``,
  ``nimm das nicht so ernst``, ``frank und frei``, ``frank gesagt``);
- :func:`season`: a season or a month (``Sommer``, ``Winter``, ``Mai``, ``August``) after a word of
  time (``im``, ``bis``, ``diesen``, ``last``) or before a word of weather or of the time of year
  (``Winter kommt``, ``Sommer ist die beste Jahreszeit``);
- :func:`flower`: a flower that is a given name too (``Rose``, ``Iris``) after an article or a
  colour, in a sentence about flowers (``Die Rose im Garten blüht``);
- :func:`workplace_word`: a word of the working day borrowed from English (``Standup``,
  ``Handover``, ``Retro``, ``Review``), which is nobody's name.

A title, relation or possessive before the word (``Herr Winter``, ``meine Schwester Rose``) keeps
it a name in every rule, and so does a link to a participant (the caller's).
"""

from __future__ import annotations

import regex

from ..mention import Category, Mention
from .kept_context import TITLES, after, before, kept_terms, private_before, sentence_words

# Adjectives that are first names too, and the words of their fixed phrases around them.
_IDIOMS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "ernst": (
        frozenset("so ganz sehr nicht zu todernst bitterernst mir dir ihm ihr uns euch es das wirklich".split()),
        frozenset("gemeint genommen nehmen nimmt nehme nimmst nahm zu gucken schauen blicken dreinschauen".split()),
    ),
    "frank": (frozenset("ganz so".split()), frozenset("gesagt gesprochen und heraus raus".split())),
}
# "ernst zu nehmen", "frank und frei": the second word after the adjective that makes the phrase.
_SECOND = {"zu": frozenset({"nehmen", "nehmende", "nehmenden"}), "und": frozenset({"frei"})}


def idiom(text: str, mention: Mention) -> bool:
    """An adjective that is a first name as well, in one of its fixed phrases."""
    span = text[mention.start : mention.end]
    frames = _IDIOMS.get(span.casefold())
    if frames is None or mention.corresp:
        return False
    if span[:1].isupper() and private_before(text, mention.start, 2):
        return False
    lead, tail = frames
    following = [w.casefold() for w in after(text, mention.end, 2)]
    if following and following[0] in tail:
        second = _SECOND.get(following[0])
        return second is None or (len(following) > 1 and following[1] in second)
    previous = [w.casefold() for w in before(text, mention.start, 1)]
    # Before: only where the word ends its clause ("nimm das nicht so ernst.", "das ist mir ernst").
    rest = text[mention.end : mention.end + 3].lstrip(" ")
    return bool(previous) and previous[0] in lead and span.islower() and (not rest or rest[0] in ".,!?;:)")


_TIME_BEFORE = frozenset(
    "im in bis ab seit vor nach während diesen dieser diesem dieses letzten letzter letztem nächsten "
    "nächster nächstem kommenden kommender vergangenen jeden jedem ganzen anfang ende mitte "
    "den der des last next this every during until since early late mid each".split()
)
_ARTICLES = frozenset("den der des dem the".split())
_SEASONS = frozenset("frühling sommer herbst winter frühjahr spring summer autumn fall".split())
_SEASON_AFTER = frozenset(
    "jahreszeit season kommt naht beginnt endet ist war wird is was comes kam kalt warm heiß heiss kühl "
    "schnee regen sonne wetter weather urlaub ferien holiday holidays semester".split()
)


def season(text: str, mention: Mention) -> bool:
    """A season or a month in a frame of time."""
    span = text[mention.start : mention.end]
    if mention.category not in (Category.PER, Category.NICK, Category.ORG, Category.OTH) or mention.corresp:
        return False
    if span.casefold() not in kept_terms().get("season", {}) or private_before(text, mention.start, 2):
        return False
    previous = [w.casefold() for w in before(text, mention.start, 1)]
    if previous and previous[0] in _TIME_BEFORE:
        # An article alone makes a season of a season's word ("der Winter"), not of a month that
        # is a first name ("den August gefragt": Bavarian chat puts articles before names).
        return previous[0] not in _ARTICLES or span.casefold() in _SEASONS
    following = [w.casefold() for w in after(text, mention.end, 3)]
    if not following or following[0] not in _SEASON_AFTER:
        return False
    # The verb ends its clause: "Winter kommt, und wir haben keine Reifen".
    verb_end = text.find(after(text, mention.end, 1)[0], mention.end) + len(following[0])
    if regex.match(r"\s*(?:[,.!?;:]|$)", text[verb_end:]):
        return True
    # "Winter kommt" alone is the season; "Winter kommt morgen vorbei" is Herr Winter.
    if following[0] in ("kommt", "kam", "comes", "ist", "war", "wird", "is", "was"):
        return len(following) == 1 or any(w in _SEASON_AFTER | {"vorbei", "da", "here", "over"} for w in following[1:])
    return True


_DETERMINERS = frozenset(
    "die eine der einer einen einem den the a an rote roten weiße weißen gelbe gelben rosa pinke "
    "red white yellow pink wilde wild blaue blue".split()
)
_FLOWERS = frozenset(
    "blume blumen lieblingsblume blüht blühen blühte blüte blüten garten gärten strauß beet beete pflanzen "
    "gepflanzt pflanze duftet duft dornen vase gießen gegossen flower flowers bloom blooms blooming "
    "garden bouquet petals thorns vase planted plant smells".split()
)


_BLOOMS = frozenset("blüht blühen blühte duftet duften welkt welken wächst blooms bloom bloomed smells wilts".split())
_IS = frozenset("ist sind war waren is are was were".split())
_FLOWER_NOUNS = frozenset("blume blumen lieblingsblume pflanze flower flowers plant".split())


def flower(text: str, mention: Mention) -> bool:
    """A flower that is a given name as well, after an article or a colour, among words of flowers."""
    span = text[mention.start : mention.end]
    if span.casefold() not in kept_terms().get("flower", {}) or mention.corresp:
        return False
    previous = [w.casefold() for w in before(text, mention.start, 1)]
    words = sentence_words(text, mention.start, mention.end)
    if previous and previous[0] in _DETERMINERS:
        return any(w in _FLOWERS for w in words)
    # At a sentence's start: "Rosen blühen", "Rose ist meine Lieblingsblume"; not "Rose hat mir
    # Blumen geschenkt", where Rose gives the flowers.
    if before(text, mention.start, 1):
        return False
    following = [w.casefold() for w in after(text, mention.end, 3)]
    if following and following[0] in _BLOOMS:
        return True
    return len(following) > 1 and following[0] in _IS and any(w in _FLOWER_NOUNS for w in following[1:])


def workplace_word(text: str, mention: Mention) -> bool:
    """A word of the working day borrowed from English (``Standup``, ``Handover``)."""
    span = text[mention.start : mention.end]
    # As an organisation such a word is a firm's name as often (the telecom Sprint, the Daily Star).
    if mention.corresp or mention.category not in (Category.PER, Category.NICK, Category.OTH):
        return False
    if span.casefold() not in kept_terms().get("workplace", {}):
        return False
    # Only a title makes it a name ("Herr Review" is no one's; "mein Standup" is a meeting).
    return not any(w.casefold().rstrip(".") in TITLES for w in before(text, mention.start, 1))
