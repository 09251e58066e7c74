"""LOC: local places that no table holds, by their shape and frame (issue 38, local places).

Chat names where people live and walk by places too small for any list: a pond, a brook's
ditch, a rock, a mill, a hill of the village (``am Dachsweiher``, ``beim Rabenfelsen``), a
square or a street that lacks the usual street word (``Lindenplatz``, ``Senner Marktplatz``,
``on Elm Parade``, ``17, 4th Cross``), a small river by the frame it stands in (``along the
Teign``, ``an der Jeetzel entlang``). The rules, each ``medium`` (a reviewer sees each):

- **a German field name** (``place:field-name``): one capitalised word that is no dictionary
  word and ends in a word for a kind of landscape or water (:data:`_HEADS`: ``-weiher``,
  ``-teich``, ``-graben``, ``-bruch``, ``-felsen``, ``-mühle``, ``-wehr``, ``-grund``,
  ``-berg``, ``-tal`` …) after a preposition of place or an article (``am``, ``beim``, ``zum``,
  ``auf dem``, ``der``). A compound the dictionary knows is the common noun
  (``Straßengraben``, ``Dorfteich``, ``Steinbruch``, ``Weinberg``), and so is one of a
  generic first part (``Dorfweiher``, ``Löschteich``: :data:`_GENERIC`); a person's name
  (``Goldberg``), a list place or a notable name is left to the rules that know it.
- **two words** (``place:field-name``): a capitalised adjective inside a sentence and a
  capitalised landscape word (``auf den Hohen Kopf``, ``am Schwarzen Stein``), and a street
  named by a preposition written with a capital inside a sentence (``wir wohnen Am
  Lachgraben``).
- **a square** (``place:square``): a town's adjective or a name before a compound of
  ``-platz`` or ``-markt`` (``Senner Marktplatz``, ``Brackweder Kirchplatz``).
- **an English street without a street word** (``place:street-head``): one or two capitalised
  words and ``Parade``, ``Brow``, ``Walk``, ``Row``, ``Mews``, ``Green``, ``Close`` …
  (:data:`_ENGLISH_HEADS`) after a preposition of place or a house number (``on Elm
  Parade``, ``5 Vicarage Walk``); a street of Indian addresses by its ordinal (``4th Cross``,
  ``2nd Main``).
- **a small river** (``place:river``): a capitalised word that is no word, no first name and
  no notable name, in a river's frame (``along the Teign``, ``the Calder was flooded``,
  ``banks of the Wharfe``, ``an der Jeetzel entlang``, ``am Ufer der Nidda``).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..lazy import lazy
from ..lists import german_nouns, notable, persons, places, public_names
from ..mention import Category, Mention
from .evidence import Words, is_compound_noun, is_plain_word
from .place_houses import HOUSE_NAME, house_names
from .place_premises import BUILDING_PART, ESTATE, FLOOR, PUB, ROOM_CODE, UNIT, premises
from .place_quarters import QUARTER, VILLAGE, town_parts

FIELD = "place:field-name"
SQUARE = "place:square"
STREET_HEAD = "place:street-head"
RIVER = "place:river"
# The rules whose frame says that the name is a place, whatever notable name it also is.
LOCAL_FRAMED = (RIVER, ESTATE, UNIT, FIELD, SQUARE, STREET_HEAD, BUILDING_PART, PUB, VILLAGE, HOUSE_NAME)
# Every rule of this module and of place_premises: precise, kept beside a name tagger.
LOCAL_SOURCES = frozenset(
    {
        FIELD,
        SQUARE,
        STREET_HEAD,
        RIVER,
        PUB,
        ESTATE,
        BUILDING_PART,
        UNIT,
        FLOOR,
        ROOM_CODE,
        QUARTER,
        VILLAGE,
        HOUSE_NAME,
    }
)

# The last part of a German name of a landscape, water or a mill (longest first: ``-felsen``
# before ``-fels``). ``-horn``, ``-stein``, ``-feld`` and ``-bach`` end as many surnames as
# places (Einstein, Hirschfeld, Steinbach) and are left out; ``-wald`` ends surnames too
# (Grünwald), but a preposition of place before it and the person tables keep those apart.
_HEADS = tuple(
    sorted(
        "weiher teich tümpel graben bruch felsen fels mühle wehr grund berg kopf tal see moor ried heide "
        "höhe kuppe hügel forst hain loch quelle born brunnen siepen kamp winkel busch kuhle "
        "schlucht klamm brink bühl halde anger markt platz "
        # Swiss, Austrian and South German field and forest names (``im Chessitobel``, ``auf der
        # Langmatt``, ``beim Chrüzhüsi``): after a preposition of place, not as a surname.
        "wald wäldli wäldle hüsi huesi egg egge matt matte matten moos tobel halden rüti büel weid fluh flue "
        "schwand reute grüt leite leiten".split(),
        key=len,
        reverse=True,
    )
)
# First parts that make a compound a common noun however rare it is: the village's pond, the
# fire brigade's pond, a garden's (``Dorfweiher``, ``Löschteich``, ``Gartenteich``), and
# particles of verbs and prefixes (``Abgrund``, ``Hintergrund``, ``Durchbruch``).
_GENERIC = frozenset(
    "dorf stadt gemeinde garten haus hof lösch loesch feuer fisch bade zier stau regen abwasser wasser "
    "straßen strassen schul kinder spiel park wochen floh super bau super klär "
    "ab an auf aus bei ein mit nach vor zu über ueber unter hinter durch um wider gegen vorder ober "
    "nieder ur miss ent ver zer be ge er".split()
)
# Words that end as a landscape's name does and are none (``Kapital``, ``Hospital``, ``Portal``,
# ``Gefahrenabwehr``, ``Nothwehr``).
_NOT_HEADS = (
    "pital",
    "portal",
    "kristal",
    "total",
    "metall",
    "abwehr",
    "notwehr",
    "nothwehr",
    "gegenwehr",
    "bundeswehr",
    "feuerwehr",
    "landwehr",
)
# A market's name is its first part's own (``Rödingsmarkt``); a noun there makes the common
# noun (``Kapitalmarkt``, ``Energiemarkt``).
_NAME_ONLY_HEADS = frozenset({"markt"})
# A square is named by a tree, a person, a town (``Eichenplatz``, ``Lindenplatz``); a place for
# doing something is none (``Tanzplatz``, ``Bolzplatz``, ``Zeltplatz``: the dictionary lacks many).
_PLATZ_GENERIC = frozenset(
    "tanz spiel sport fest bolz zelt grill camping park lager stell sammel treff abstell wende halte rast sitz "
    "steh arbeits turn reit golf tennis fußball fussball lade umschlag richt exerzier schieß schiess wohn "
    "übungs uebungs start lande flug bahnhof kirmes jahrmarkt tabellen mittelfeld stamm ehren logen "
    "bauch erste zweite dritte letzte spitzen "
    # A square every town has by its town hall, church, market, school or station: no one place.
    "rathaus kirch markt schul post dorf schloss burg hafen bahnhofs".split()
)
# An abstract noun's ending on the first part: ``Erklärungsgrund``, ``Gesellschaftsgraben``.
_ABSTRACT = ("ung", "heit", "keit", "schaft", "ion", "tät", "ismus", "nis")
# Prepositions of place (and their forms with the article) before a field name.
_PLACE_WORDS = frozenset(
    "am an beim im in zum zur vom von auf über ueber unterm hinterm hinter vorm vor bis durch um "
    "entlang neben gegenüber gegenueber oberhalb unterhalb nahe ins aufm aufn".split()
)
_ARTICLES = frozenset("der die das dem den des".split())
# A capitalised adjective that names a hill, rock or pond of two words (``Hoher Kopf``).
_ADJECTIVES = frozenset(
    f"{stem}{ending}"
    for stem in "hoh alt lang breit groß gross klein rot weiß weiss schwarz grün gruen kahl dürr duerr wild "
    "heilig spitz blau hell dunkl krumm kalt warm tief faul sauer stumpf wüst wuest eisern steinern "
    "ober unter hinter vorder mittler nieder".split()
    for ending in ("e", "er", "en", "es")
)
_LANDSCAPE_WORDS = frozenset(
    "kopf stein berg fels felsen grund bruch teich weiher graben busch hang moor see heide bühl kuppe höhe "
    "eck loch horst born brunnen mühle tal winkel hain ried kamp anger acker wiese weide knapp".split()
)
# Prepositions written as a street name's first word (``Am Lachgraben``, ``Im Sandgrund``).
_STREET_PREPOSITIONS = frozenset("am im an auf zum zur hinter unter über ueber vor in".split())


def _head(text: str) -> str | None:
    folded = text.casefold()
    if folded.endswith(_NOT_HEADS):
        return None
    for head in _HEADS:
        if folded.endswith(head) and len(folded) - len(head) >= 3:
            return head
    return None


# Kinds of forest, not one forest (``Mischwald``, ``Tannenwald``, ``Stadtwald``): a compound of
# ``-wald`` with these first parts is a common noun, rare or not.
_WALD_GENERIC = frozenset(
    "misch nadel laub berg au ur kiefer kiefern tanne tannen fichte fichten buche buchen eiche eichen birke "
    "birken lärche lärchen erle erlen föhren kastanien pappel pappeln ahorn linden eschen ulmen eiben zirben "
    "douglasien stadt staats privat wirtschafts schutz bann nutz regen nebel märchen "
    "zauber mangroven hoch nieder jung alt bruch sumpf kirchen klein groß gross heimat hochwald dschungel".split()
)


def _modifier_generic(modifier: str, generic: frozenset[str] = _GENERIC) -> bool:
    """``Dorf``, ``Löschs``, ``Garten``: a first part that makes the compound a common noun.
    The joint of a compound (``-s``, ``-n``, ``-en``, ``-e``) counts as part of the modifier."""
    forms = {modifier, modifier.removesuffix("s"), modifier.removesuffix("n"), modifier.removesuffix("en")}
    forms |= {modifier.removesuffix("e"), modifier.removesuffix("es")}
    return any(f in _GENERIC or f in generic for f in forms)


def field_name(text: str) -> bool:
    """``Dachsweiher``, ``Rabenfelsen``, ``Kalkberg``: a capitalised word of letters that no
    dictionary holds and that ends in a landscape's word after a first part that is not a
    generic one; no person's name, place of the tables or notable name (their rules decide)."""
    if not text[:1].isupper() or not text.isalpha() or text.isupper():
        return False
    head = _head(text)
    if head is None:
        return False
    modifier = text[: len(text) - len(head)]
    if _modifier_generic(modifier.casefold()) or modifier.casefold().rstrip("s").endswith(_ABSTRACT):
        return False
    if head == "platz" and _modifier_generic(modifier.casefold(), _PLATZ_GENERIC):
        return False
    if head == "wald" and _modifier_generic(modifier.casefold(), _WALD_GENERIC):
        return False
    if head in _NAME_ONLY_HEADS and any(
        is_plain_word(f) for f in {modifier, modifier.removesuffix("s"), modifier.removesuffix("n")} if len(f) >= 3
    ):
        return False
    if is_plain_word(text) or text in german_nouns():
        return False
    key = (text.casefold(),)
    # A chain of the public-sphere table (``beim Hagebaumarkt``) is a shop, not a field.
    return not (persons().get(key) or places().get(key) or notable().get(key) or public_names().get(key))


def field_names(words: Words) -> Iterator[Mention]:
    """The German field names of one post's words (see the module's docstring)."""
    for k in range(1, len(words)):
        word = words[k]
        if not word.capitalised or words.sentence_initial(k):
            continue
        before = words[k - 1].folded
        if before in _ADJECTIVES and words[k - 1].capitalised and not words.sentence_initial(k - 1):
            if word.folded in _LANDSCAPE_WORDS and words.adjacent(k - 1, k):
                yield Mention(words[k - 1].start, word.end, Category.LOC, cert="medium", source=FIELD)
            continue
        if not field_name(word.text) and not _street_preposition(words, k):
            continue
        # A preposition of place, with or without its article: an article alone makes as many
        # common nouns (``der Ameisenhügel``, ``den Granitfels hinauf``) as names.
        framed = before in _PLACE_WORDS or before in _ARTICLES and k >= 2 and words[k - 2].folded in _PLACE_WORDS
        if _street_preposition(words, k):
            yield Mention(words[k - 1].start, word.end, Category.LOC, cert="medium", source=FIELD)
        elif framed:
            yield Mention(word.start, word.end, Category.LOC, cert="medium", source=FIELD)


def _street_preposition(words: Words, k: int) -> bool:
    """``wir wohnen Am Lachgraben``: a preposition written with a capital inside a sentence
    before a capitalised word that ends as a landscape does: a street's name."""
    before = words[k - 1]
    return (
        before.folded in _STREET_PREPOSITIONS
        and before.capitalised
        and not words.sentence_initial(k - 1)
        and words.adjacent(k - 1, k)
        and _head(words[k].text) is not None
    )


# A town's adjective or a name before a compound square or market (``Senner Marktplatz``).
_SQUARE = lazy(r"(?<![\p{L}\p{N}])(?P<name>\p{Lu}\p{Ll}+er)\s(?P<square>\p{Lu}\p{Ll}*(?:platz|markt))(?![\p{L}])")


def squares(text: str) -> Iterator[Mention]:
    for m in _SQUARE.finditer(text):
        name = m["name"]
        if name.casefold() in _ADJECTIVES or is_plain_word(name) and not _town_adjective(name):
            continue  # "Neuer Marktplatz", "Oberer Markt": a street adjective, no town's
        yield Mention(m.start(), m.end(), Category.LOC, cert="medium", source=SQUARE)


def _town_adjective(word: str) -> bool:
    """``Brackweder``, ``Senner``: a place of the tables with ``-er``."""
    stems = (word[:-2], word[:-2] + "e", word[:-3], word[:-2] + "n")
    return any(places().get((s.casefold(),)) for s in stems if len(s) >= 3)


# Last words of English street names other than Street, Road, Lane … (which place.py reads).
_ENGLISH_HEADS = (
    "Parade|Brow|Walk|Row|Mews|Green|Close|Crescent|Terrace|Gardens|Grove|Rise|Vale|Wynd|Croft|Court|"
    "Place|Way|Hill|Fold|Chase|Gate|Garth|Loke|Twitten|Ginnel|Causeway|Embankment|Esplanade|Promenade|Approach"
)
_ENGLISH_STREET = lazy(
    r"(?<![\p{L}\p{N}])(?:(?P<number>\d{1,4}[a-zA-Z]?)\s+|(?P<prep>on|at|in|to|into|onto|near|off|from|along|"
    r"down|up|round|around|opposite|past|via|of)\s+)"
    r"(?P<name>(?:\p{Lu}[\p{Ll}']+\s+){1,2}(?:" + _ENGLISH_HEADS + r"))(?![\p{L}\p{N}])"
)
# Words that make such a phrase an event, a saying or a row of seats, not a street.
_NOT_STREET_WORDS = frozenset(
    "pride victory easter christmas carnival thanksgiving memorial hit death skid front back cake moon space "
    "fashion cat board sky fire the my your his her our their this that st saint fame".split()
)
# ``17, 4th Cross``, ``2nd Main Road``: the numbered streets of Indian addresses.
_ORDINAL_STREET = lazy(
    r"(?<![\p{L}\p{N}])\d{1,2}(?:st|nd|rd|th)\s+(?:Cross|Main|Block|Stage|Phase|Sector)(?:\s+(?:Road|Rd\.?))?(?![\p{L}\p{N}])"
)


def english_streets(text: str) -> Iterator[Mention]:
    for m in _ENGLISH_STREET.finditer(text):
        name = m["name"].split()
        if any(w.casefold().strip("'") in _NOT_STREET_WORDS for w in name[:-1]):
            continue
        key = tuple(w.casefold() for w in name)
        if notable().get(key) or places().get(key):
            continue  # "Savile Row", "Bethnal Green": public, or a district the tables know
        if m["prep"] == "of" and m["number"] is None and not any(not is_plain_word(w) for w in name[:-1]):
            continue  # "a lot of Open Space"
        start = m.start("number") if m["number"] else m.start("name")
        yield Mention(start, m.end(), Category.LOC, cert="medium", source=STREET_HEAD)
    for m in _ORDINAL_STREET.finditer(text):
        yield Mention(m.start(), m.end(), Category.LOC, cert="medium", source=STREET_HEAD)


# A river's frame: what is said of a river, or where one walks along it.
_RIVER_ENGLISH = lazy(
    r"(?<![\p{L}])(?:(?:along|alongside|beside|banks\s+of|bank\s+of|mouth\s+of|down\s+by|"
    # Swimming, paddling, fishing in a river or lake: ``went swimming in the Owenbeg``.
    r"(?:swim|swims|swimming|swam|swum|paddle|paddled|paddling|kayaking|canoeing|rowing|fishing|fished|"
    r"wading|waded|bathing|jumped|fell)\s+(?:in|on|into|down|across))\s+the\s+(?P<a>\p{Lu}\p{Ll}{2,})(?!\s+\p{Lu})"
    r"|[Tt]he\s+(?P<b>\p{Lu}\p{Ll}{2,})\s+(?:was\s+|is\s+|has\s+|had\s+)?(?:flooded|flooding|burst\s+its|"
    r"broke\s+its|frozen\s+over|froze\s+over|overflowed|in\s+flood))(?![\p{L}])"
)
_RIVER_GERMAN = lazy(
    r"(?<![\p{L}])(?P<frame>an\s+der|an\s+die|entlang\s+der|längs\s+der|Ufer\s+der|in\s+der|in\s+die)\s+"
    r"(?P<a>\p{Lu}\p{Ll}{2,})(?P<after>\s+(?:entlang|spazieren|baden|schwimmen|gewohnt|wohnen|gelaufen|"
    r"gegangen|geradelt|geangelt|angeln|gezeltet))?(?![\p{L}])"
)


# A verb of living or walking just before "an der X" (``wohnen direkt an der Jeetzel``).
_LIVING = lazy(
    r"(?i)(?<![\p{L}])(?:wohn|leb|aufgewachsen|spazier|wander|radel|geh|lauf|joggen|jogge)\p{L}*(?:\s+\p{L}+){0,2}\s+$"
)


def rivers(text: str) -> Iterator[Mention]:
    for m in _RIVER_ENGLISH.finditer(text):
        group = "a" if m["a"] else "b"
        name = m[group]
        if _river_name(name, english=True):
            yield Mention(m.start(group), m.end(group), Category.LOC, cert="medium", source=RIVER)
    for m in _RIVER_GERMAN.finditer(text):
        name = m["a"]
        # "an der X", "in der X" only with a verb of walking or bathing after it: "an der
        # Schuldenbremse", "in der Charité" are none. A compound noun is no river's name.
        if (
            m["frame"].split()[0] in ("an", "in")
            and not m["after"]
            and not _LIVING.search(text, max(0, m.start() - 60), m.start())
        ):
            continue
        if _river_name(name, english=False) and not is_compound_noun(name) and len(name) <= 10:
            yield Mention(m.start("a"), m.end("a"), Category.LOC, cert="medium", source=RIVER)


def _river_name(name: str, *, english: bool) -> bool:
    """A capitalised word of no language, no person's name and no notable name; a list
    place (a town on the river of its name: ``Nidda``) is left to the place rules."""
    if is_plain_word(name) or (name.casefold(),) in _NOT_RIVERS:
        return False
    key = (name.casefold(),)
    if places().get(key):
        return False
    if any(e.kind == "first" for e in persons().get(key)):
        return False
    # "the Calder": after an article a surname of the notable table is no person.
    return not any(not english or e.category != "PER" for e in notable().get(key))


_NOT_RIVERS = frozenset({("uni",), ("charité",), ("kita",)})


def local_places(words: Words) -> Iterator[Mention]:
    """Every local place of one post (the rules above and :func:`place_premises.premises`)."""
    text = words.post.text
    yield from field_names(words)
    yield from squares(text)
    yield from english_streets(text)
    yield from rivers(text)
    yield from premises(text)
    yield from town_parts(text)
    yield from house_names(text)
