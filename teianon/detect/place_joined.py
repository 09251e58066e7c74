"""GPE: a town's name joined to its river or region by small words (issue 38/39).

``Frankfurt an der Oder``, ``Freiburg im Breisgau``, ``Burton upon Trent``: where the tagger
takes the first word, the tail stays readable and says which town it was. The place tables hold
many such names as written (:func:`teianon.detect.place._town_words` takes them whole with
:data:`TOWN_CONNECTORS`), others with the river or region in brackets (``Lindau (Bodensee)``,
``Kempten (Allgäu)``), which :func:`joined_town` finds as people write them.
"""

from __future__ import annotations

from ..lists import places
from ..mention import Category, Mention
from .evidence import Words

# The small words that join a town's name to its river or region (``Frankfurt an der Oder``,
# ``Freiburg im Breisgau``, ``Rothenburg ob der Tauber``, ``Burton upon Trent``): a name so
# joined is no phrase of the language, and a smaller town's too (issue 38/39: the tagger took
# the first word and left the rest readable).
TOWN_CONNECTORS = frozenset("an am im in der dem den ob bei vor auf upon on under the sur sous en".split())
JOINED_TOWN_MIN = 1_000


def joined_town(words: Words, i: int, n: int) -> Mention | None:
    """A town the tables hold with its river or region in brackets or after a slash (``Lindau
    (Bodensee)``, ``Kempten (Allgäu)``) written with the words that join them (``Lindau am
    Bodensee``, ``Kempten im Allgäu``): the whole name, as :func:`teianon.detect.place._town_words` takes the names
    the tables hold so written."""
    j = i + n
    while j < len(words) and j - (i + n) < 2 and words[j].folded in TOWN_CONNECTORS:
        j += 1
    if j == i + n or j >= len(words) or not words[j].capitalised or not words[i].capitalised:
        return None
    key = words.key(i, n)
    if key is None:
        return None
    entries = [
        e
        for e in places().get((*key, words[j].folded))
        if e.category == "GPE" and e.source.startswith("geonames") and e.weight >= JOINED_TOWN_MIN
    ]
    if not entries:
        return None
    return Mention(words[i].start, words[j].end, Category.GPE, cert="high", source="place:town-words")
