"""ORG: small local organisations named right after the word for their kind (issue 38).

A writer names a café, an inn, a band, a club, a studio, an archive or a care service by its
kind and then its name: ``im Café Bohnenglück``, ``im Landgasthof Ochsen``, ``die Coverband Die
Zaunkönige``, ``der Fanfarenzug Bergheide``, ``das Stadtarchiv Hörde``, ``im Café Wolle &
Zimt``, and in English ``the print shop, Inkwell Salford``. The kind says that what follows is
a name, whatever words it is made of, so long as they are no ordinary noun phrase of the
sentence (``im Café Kuchen gegessen``, ``in der Band Gitarre gespielt``). The words after the
kind are a name where

- an article or an inn's ``Zum``/``Zur`` opens them (``Die Zaunkönige``, ``Zur Linde``);
- two capitalised words are joined by ``&`` (``Wolle & Zimt``);
- the first is no common word: a dictionary noun rarer than :data:`_RARE_NOUN` (Zipf), another
  word rarer than :data:`_RARE` (or :data:`_UNLISTED` where no dictionary holds it), or a place
  smaller than a big city (``Hörde``); a big city after the kind is the city's hall or theatre (``Stadthalle
  Bielefeld``), left to the place rules;
- after an inn's kind, the first is one of the signs inns are named by (:data:`_INN_SIGNS`:
  ``Hirsch``, ``Krone``, ``Linde``);
- the first is an owner's name of the tables that is no noun (``Weingut Kessler``);
- they are a phrase of capitalised words and small ones that ends in a name (``Pflege mit
  Herz Lindenau``; ``Essen auf Rädern`` ends in a common word).

After partners' kinds in the plural (``Rechtsanwälte``) only two names joined by ``&`` count.
Two more frames name a place to eat or shop by its owner: a host after ``Da``/``Chez`` (``bei
Da Pino``) and an owner's possessive after ``at``/``from``/``to`` that ends its phrase (``from
Grumpy Gus's``, ``chips from Doyle's Chipper?``; not the genitive ``to Marion's astonishment``).
In English the kind comes first, then a comma and the name (``the print shop, Inkwell Salford,``).

The name takes the capitalised words after its first (``Swingfreunde Allgäu``, ``Bernd &
Söhne``) and a founding year (``von 1888``). A kind that is a compound (``Landgasthof``,
``Tanzstudio``, ``Heimatarchiv``) belongs to the name, as on its sign; a plain kind (``Café``,
``Band``, ``Pflegedienst``) is the writer's word for it and stays readable. ``medium``: a
reviewer sees each; brands and bands of the public-sphere lists stay by that decision.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import german_nouns, is_first_name, persons, places
from ..mention import Category, Mention
from .evidence import Words, is_plain_word, word_compound
from .institution_words import german_head
from .lexicon import german_frequency
from .not_persons import calendar_word

SOURCE = "organisation:kind"

# Kinds of small local organisation, as a word or a compound's last part.
_KINDS = (
    "café",
    "cafe",
    "eiscafé",
    "restaurant",
    "pizzeria",
    "trattoria",
    "ristorante",
    "osteria",
    "taverne",
    "gasthof",
    "gasthaus",
    "wirtshaus",
    "gaststätte",
    "brauhaus",
    "weinstube",
    "hotel",
    "pension",
    "kneipe",
    "bistro",
    "imbiss",
    "bäckerei",
    "konditorei",
    "rösterei",
    "metzgerei",
    "gärtnerei",
    "druckerei",
    "werkstatt",
    "laden",
    "salon",
    "boutique",
    "studio",
    "atelier",
    "archiv",
    "band",
    "kapelle",
    "musikzug",
    "spielmannszug",
    "fanfarenzug",
    "orchester",
    "ensemble",
    "chor",
    "verein",
    "club",
    "treff",
    "pflegedienst",
    "bürgerhaus",
    "gemeindehaus",
    "jugendhaus",
    "tanzschule",
    "musikschule",
    "fahrschule",
    "hausverwaltung",
    # Rental, hire and farm businesses named on their sign (``Autovermietung Brandl``,
    # ``Radverleih Kessler``, ``Biohof Sonnenwiese``), and bars named by what is done there.
    "vermietung",
    "verleih",
    "hof",
    "bar",
)
# Kinds whose compounds are other things as often (``Verband``, ``Klebeband``, ``Fensterladen``):
# only after these first parts.
_ONLY_AFTER = {
    "band": tuple(
        "cover rock pop party tanz big jazz schul hochzeits boy girl punk metal blues swing brass mädchen jungen "
        "schüler vor haus musik lieblings".split()
    ),
    # "Bahnhof", "Friedhof", "Innenhof", "Hinterhof" are no farms; "Nachbar", "Dankbar" no bars.
    "hof": tuple("bio bauern obst gemüse wein reit pferde ferien erlebnis spargel milch geflügel käse".split()),
    "bar": tuple(
        "kletter boulder cocktail wein sushi saft salat tapas shisha bier strand karaoke espresso gin whisky "
        "smoothie".split()
    ),
    "laden": tuple("blumen bio buch kaffee tee woll näh spiel bastel second eck dorf hof kiosk kram mode".split()),
}
_PUBLIC_PREFIXES = ("bundes", "landes", "staats", "reichs")
# Kinds whose compounds describe the group rather than name it (``Coverband``, ``Pflegedienst``).
_DESCRIPTIVE = ("band", "dienst", "kapelle")
# Kinds of one word that are the writer's word for the place, not part of its name (``im Café
# Wolle & Zimt``); a compound kind is on the sign (``Landgasthof``, ``Fanfarenzug``).
_PLAIN = frozenset(
    "café cafe restaurant pizzeria trattoria ristorante osteria taverne hotel pension kneipe bistro imbiss "
    "laden salon boutique studio atelier archiv band kapelle orchester ensemble chor verein club treff".split()
)
_INNS = frozenset("gasthof landgasthof gasthaus wirtshaus gaststätte brauhaus hotel pension restaurant kneipe".split())
# The signs German inns are named by: animals, the crown, the sun, the star, a tree, the post.
_INN_SIGNS = frozenset(
    "hirsch hirschen ochse ochsen adler löwe löwen bär bären schwan schwanen lamm rössle rössl ross rose "
    "hahn krone sonne stern linde post engel traube hecht falke falken kreuz einhorn storch eiche bock "
    "rabe raben greif anker fuchs wolf mohren taube lindenhof".split()
)
_ARTICLES = frozenset("die der das den dem zum zur zu the".split())
# English kinds before a comma and the name (``the print shop, Inkwell Salford,``).
_KINDS_EN = frozenset(
    "café cafe shop pub bar restaurant bakery florist salon garage nursery studio gym hotel inn band choir "
    "club deli bookshop store boutique takeaway chippy barber hairdresser workshop printer printers".split()
)
# Words that open a clause after a comma, not a name: "at the pub, Then we left".
_CLAUSE_OPENERS = frozenset("then but and so i we he she they it you there this that when if after before".split())
_OPENERS_EN = frozenset("the a an our my their his her your local".split())
_FOUNDED = regex.compile(r"\s(?:von|of)\s(?:18|19|20)\d\d(?!\d)")
_RARE = 3.0
_RARE_NOUN = 2.4
_UNLISTED = 3.5
_BIG_CITY = 100_000
_MAX_NAME = 4


# Kinds only as the whole word (``Saatgut``, ``Kulturgut`` are no estates): an estate or a
# winery, named as a Kita is (``Gut Wendelstein``, ``Weingut Kessler``).
_WHOLE_KINDS = frozenset("gut hofgut landgut rittergut weingut gestüt".split())
# Firms of partners in the plural, named by two surnames joined with ``&`` only (``Rechtsanwälte
# Brandt & Okafor``): a single name after them is one of the partners, whom the person rules find.
_FIRMS = frozenset("rechtsanwälte anwälte steuerberater architekten notare ärzte".split())
# Small words inside a name made of a phrase (``Pflege mit Herz Lindenau``, ``Hand in Hand``).
_PHRASE_LINKS = frozenset("mit für in und am an auf von vom zum zur".split())
# Italian and French restaurants named by their host (``bei Da Pino``, ``im Chez Margot``),
# after a preposition of going, eating or ordering.
_HOSTED = frozenset(("da", "chez"))
_TITLES = frozenset("sir lady lord miss mr mrs ms master dr st saint mister madam".split())
# Words after a place's name that go on the clause: "at Flanagan's after work", "from Larry's again".
_AFTER_A_PLACE = frozenset(
    "after before again tonight today tomorrow yesterday on in for with and or then when because "
    "later now instead too".split()
)
_SHOP_BEFORE = frozenset("at from to into".split())
_POSSESSIVE = ("'s", "’s")
_TO_A_PLACE = frozenset("bei beim im ins vom von zu zum in at from to".split())


def kind_of(folded: str) -> str | None:
    """The kind of small local organisation that a word is or ends in (``landgasthof``: ``gasthof``)."""
    if folded in _WHOLE_KINDS or folded in _FIRMS:
        return folded
    if folded.startswith(_PUBLIC_PREFIXES):
        return None  # "Bundesarchiv", "Landesmusikschule": a public body's, left to its rules
    for kind in _KINDS:
        if folded == kind or folded.endswith(kind) and len(folded) >= len(kind) + 3:
            if kind in _ONLY_AFTER and folded != kind and not folded[: -len(kind)].startswith(_ONLY_AFTER[kind]):
                return None  # "Arbeitgeberverband", "Klebeband", "Fensterladen": no such kind
            return kind
    return None


def _is_name_word(word: str) -> bool:
    """No common word of the language: rare, or no word of the dictionaries at all."""
    if not word[:1].isupper() or not any(c.isalpha() for c in word):
        return False
    if calendar_word([word.casefold()]):
        return False
    head, _, tail = word.rpartition("-")
    if head and (tail in german_nouns() or tail.capitalize() in german_nouns()) and not _double_surname(head, tail):
        return False  # "Fontane-Lesungen", "Sommer-Fest": a noun of the sentence, hyphenated
    if word in german_nouns():
        # A noun of the dictionary only where it is rare (``Bewegungsraum`` 2.1): a commoner one
        # is the sentence's own (``Der Club Mitgliedsbeitrag ist gestiegen``, 2.7).
        return german_frequency(word) < _RARE_NOUN
    if persons().get((word.casefold(),)) and word not in german_nouns():
        return True  # an owner's name: "Weingut Kessler", "Druckerei Lindemann"
    frequency = german_frequency(word)
    # A word of no dictionary: a name unless it is frequent (``Nachts`` 4.6, an adverb written
    # capitalised; ``Wiedenbrück`` 3.1 is a town).
    return frequency < _RARE or frequency < _UNLISTED and not is_plain_word(word)


def _surname(word: str) -> bool:
    return any(e.kind == "last" for e in persons().get((word.casefold(),)))


def _double_surname(head: str, tail: str) -> bool:
    """``Kalinowski-Berg``: a double surname whose second part is a noun too: the first part no
    word of the language and a surname of the tables or rare, the second a surname of the tables
    (``Sommer-Fest``, ``Fontane-Lesungen`` are none)."""
    if "-" in head or is_plain_word(head) or not _surname(tail):
        return False
    return _surname(head) or german_frequency(head) < _RARE


def _adjective(word: str) -> bool:
    """A capitalised adjective inside a name (``Goldenen``, ``Alten``): an inflected ending,
    and no noun of the dictionary."""
    return word[:1].isupper() and word.endswith(("e", "en", "er", "es", "em")) and word not in german_nouns()


def _place_weight(folded: str) -> int | None:
    """The population of the largest place of that name, or None where none is known."""
    entries = [e for e in places().get((folded,)) if e.category in ("GPE", "LOC")]
    return max((e.weight for e in entries), default=None) if entries else None


def _named_place(word: str) -> bool:
    """A place of the tables that is no word of the language (``Lindenau``; not ``Oma``)."""
    return _place_weight(word.casefold()) is not None and not is_plain_word(word)


def kind_names(words: Words) -> Iterator[Mention]:
    """The organisations of one post named after their kind (see the module's doc)."""
    text = words.post.text
    for i in range(len(words) - 1):
        kind_word = words[i]
        if not words.adjacent(i, i + 1):
            if kind_word.folded in _KINDS_EN and text[kind_word.end : words[i + 1].start].strip() == ",":
                yield from _english(words, i)
            continue
        kind = kind_of(kind_word.folded) if kind_word.capitalised else None
        if kind is None:
            continue
        inn = kind_word.folded in _INNS or kind_word.folded.endswith(tuple(_INNS))
        end = _name_end(words, i + 1, inn, firm=kind in _FIRMS, plain=kind_word.folded in _PLAIN)
        if end is None:
            continue
        folded = kind_word.folded
        keep_kind = kind not in _FIRMS and folded not in _PLAIN and not folded.endswith(_DESCRIPTIVE)
        if folded == kind and end - i > 2:
            # "die Gärtnerei Stauden Kleinhenz", "die Druckerei Textilwerk Gehrden": a name of
            # its own after the bare kind, which is the writer's word for it (a compound kind,
            # "Landgasthof", stays on the sign; one word after the kind needs it: "Fahrschule …").
            keep_kind = False
        start = kind_word.start if keep_kind else words[i + 1].start
        yield Mention(start, founded_end(text, words[end - 1].end), Category.ORG, cert="medium", source=SOURCE)
    yield from _hosted(words)
    yield from _possessive_shops(words)
    yield from _hyphenated(words)


def _name_end(words: Words, j: int, inn: bool, firm: bool = False, plain: bool = False) -> int | None:
    """The end (exclusive) of the name that starts at word j, or None where none does. After a
    plain kind (``Café``, ``Band``) a noun of the dictionary alone is as often what one has or
    does there (``im Café Kännchen bestellt``, ``im Café Kuchen gegessen``): only a name after
    it makes it one (``Café Kaffeerösterei Hüsch``)."""
    first = words[j]
    if not first.capitalised:
        return None
    text = words.post.text
    if firm:
        gap = text[first.end : words[j + 1].start] if j + 1 < len(words) else ""
        return j + 2 if gap.strip() == "&" and "\n" not in gap and words[j + 1].capitalised else None
    if first.folded in _ARTICLES and j + 1 < len(words) and words.adjacent(j, j + 1) and words[j + 1].capitalised:
        k = j + 1
        # "Zum Goldenen Löwen", "Zur Alten Post": adjectives of the sign before its noun.
        inn_sign = first.folded in ("zum", "zur")
        while inn_sign and k + 1 < len(words) and _adjective(words[k].text) and words.adjacent(k, k + 1):
            if not words[k + 1].capitalised:
                break
            k += 1
        sign = words[k].folded in _INN_SIGNS and (inn or inn_sign)
        if not (_is_name_word(words[k].text) or sign or k > j + 1 and inn_sign):
            return None
        return _extend(words, k + 1)
    joined = (
        j + 1 < len(words)
        and text[first.end : words[j + 1].start].strip() == "&"
        and words[j + 1].capitalised
        and "\n" not in text[first.end : words[j + 1].start]
    )
    if joined:
        return _extend(words, j + 2)
    if inn and first.folded in _INN_SIGNS:
        return _extend(words, j + 1)
    # An owner's surname that is a noun too (``Autovermietung Hübner``, ``Druckerei Fischer``)
    # after a kind on the sign; after a plain kind it may be what one does there (``im Café Koch``).
    if not (_is_name_word(first.text) or not plain and _surname(first.text)):
        return _phrase(words, j, plain)
    weight = _place_weight(first.folded)
    if weight is not None and weight >= _BIG_CITY:
        return None
    end = _extend(words, j + 1)
    if plain and first.text in german_nouns() and end == j + 1:
        return None
    return end


def _extend(words: Words, k: int) -> int:
    """Take the capitalised name words, ``&`` joins and a founding year after word k - 1."""
    text = words.post.text
    start = k
    while k < len(words) and k - start < _MAX_NAME:
        gap = text[words[k - 1].end : words[k].start]
        if "\n" in gap or gap.strip() not in ("", "&"):
            break
        word = words[k]
        if not word.capitalised or not (_is_name_word(word.text) or _named_place(word.text)):
            if gap.strip() == "&" and word.capitalised:
                k += 1
                continue
            break
        k += 1
    return k


def _phrase(words: Words, j: int, plain: bool = False) -> int | None:
    """A name made of a phrase (``Pflege mit Herz Lindenau``): capitalised words and the small
    words of :data:`_PHRASE_LINKS` between them, ending in a name word (a place, a rare word);
    an ordinary phrase (``Hilfe für Oma``, ``Essen auf Rädern``) ends in a common word. A noun
    right before a name word (``Stauden Kleinhenz``, ``Backstube Schulte-Bröker``) is a shop's
    sign after a kind that is no plain one; a small word after that name opens where the shop
    is (``… in Hemmingen``), which is no part of it."""
    k = j + 1
    last_name = None
    linked = False
    while k < len(words) and k - j < 6 and words.adjacent(k - 1, k):
        word = words[k]
        if word.capitalised:
            if _is_name_word(word.text) or _named_place(word.text):
                last_name = k
            elif last_name is not None and not linked:
                break  # "Blumen Kleinhenz Gartenbedarf": the sign ends with its name
        elif word.folded not in _PHRASE_LINKS or k + 1 >= len(words) or not words[k + 1].capitalised:
            break
        elif last_name is not None and not linked:
            break  # "Stauden Kleinhenz in Hemmingen": the name, then its place
        else:
            linked = True
        k += 1
    if last_name is None:
        return None
    if not linked:
        # No phrase: a noun and then a name right after it, the shop's sign.
        return last_name + 1 if last_name == j + 1 and not plain else None
    return last_name + 1


def founded_end(text: str, end: int) -> int:
    """The end of a founding year after a club's name (``… von 1888``), or ``end``."""
    match = _FOUNDED.match(text, end)
    return match.end() if match else end


def _hosted(words: Words) -> Iterator[Mention]:
    """``bei Da Pino``, ``im Chez Margot``: a restaurant named by its host, after a preposition."""
    for i in range(1, len(words) - 1):
        word = words[i]
        if word.folded not in _HOSTED or not word.capitalised or words[i - 1].folded not in _TO_A_PLACE:
            continue
        if not (words.adjacent(i - 1, i) and words.adjacent(i, i + 1) and words[i + 1].capitalised):
            continue
        if is_plain_word(words[i + 1].text) and not persons().get((words[i + 1].folded,)):
            continue
        yield Mention(word.start, words[i + 1].end, Category.ORG, cert="medium", source=SOURCE)


def _possessive_shops(words: Words) -> Iterator[Mention]:
    """``from Lucky Larry's``, ``chips from Hennessy's Chipper``: a shop or pub named by its
    owner's possessive after ``at``/``from``/``to``, with a nickname's word before it and the
    trade after it kept in the name. The owner is no word of the language (``at Mum's``,
    ``from Rose's`` stay to the person rules) and no brand of the lists (``at Sainsbury's``,
    by the public-sphere decision)."""
    for i in range(1, len(words)):
        if words[i - 1].folded not in _SHOP_BEFORE or not words.adjacent(i - 1, i) or not words[i].capitalised:
            continue
        k = i
        if not words[k].text.endswith(_POSSESSIVE) and k + 1 < len(words) and words.adjacent(k, k + 1):
            k += 1  # a nickname's word before the owner: "Lucky Larry's"
        owner = words[k].text
        if not owner.endswith(_POSSESSIVE) or not owner[:1].isupper():
            continue
        base = owner[:-2]
        if len(base) < 2 or is_plain_word(base) or words[i].folded.rstrip(".") in _TITLES:
            continue  # "at Mum's"; "to Sir Arthur's": a person's house, for the person rules
        end = k + 1
        following = words[end] if end < len(words) and words.adjacent(k, end) else None
        if following is not None and following.capitalised and not following.text.endswith(_POSSESSIVE):
            end += 1  # the trade: "Hennessy's Chipper", "Sam's Hardware"
        elif following is not None and following.folded not in _AFTER_A_PLACE:
            continue  # "to Marion's astonishment", "at Tait's auction-room": a genitive
        yield Mention(words[i].start, words[end - 1].end, Category.ORG, cert="medium", source=SOURCE)


def _english(words: Words, i: int) -> Iterator[Mention]:
    """``the print shop, Inkwell Salford,``: a kind after an article or possessive, a comma,
    then one to three capitalised words that end the clause."""

    # "the print shop", "our local café": an opener at most two lower-case words before the kind.
    def opens(m: int) -> bool:
        plain = all(words[n].text.islower() and words.adjacent(n, n + 1) for n in range(m, i))
        return words[m].folded in _OPENERS_EN and plain

    if not any(opens(m) for m in range(max(0, i - 2), i)):
        return
    j = i + 1
    k = j
    text = words.post.text
    while k < len(words) and k - j < 3 and words[k].capitalised and (k == j or words.adjacent(k - 1, k)):
        k += 1
    if k == j or words[j].folded in _OPENERS_EN:
        return
    after = text[words[k - 1].end : words[k].start] if k < len(words) else ""
    if k < len(words) and not any(mark in after for mark in ",.;:!?()\n"):
        return
    folded = [words[m].folded for m in range(j, k)]
    first_name = is_first_name(folded[0])
    single = k == j + 1 and (is_plain_word(words[j].text) or first_name)
    if calendar_word(folded) or folded[0] in _CLAUSE_OPENERS or single:
        return  # "the shop, Monday morning", "the pub, Then we": a clause, no name
    yield Mention(words[j].start, words[k - 1].end, Category.ORG, cert="medium", source=SOURCE)


# Heads of the institution rules too general to mark a name after a hyphen: ``Parkplatz-PV``,
# ``Zuchthaus-Directors``, ``Gesamt-Eigenthümlichkeit`` (``amt``), ``Weltbank-Herbsttagung``.
_HYPHEN_GENERAL = frozenset("amt platz haus anlage halle werk werke heim zentrum gemeinde siedlung bank".split())
# Rare as ``Autohaus-``, ``Wohnhaus-``: a car dealer's sign, where ``haus`` alone is too general.
_HYPHEN_HEADS = frozenset("autohaus modehaus blumenhaus brauhaus kaufhaus".split())


def _hyphen_kind(head: str) -> str | None:
    """The kind of organisation a hyphenated sign opens with (``Druckerei``, ``Physiopraxis``)."""
    folded = head.casefold()
    kind = kind_of(folded)
    if kind is not None:
        # "Hof-Capelle", "Bar-Room", "Band-Probe": these kinds alone are other words as often.
        return None if kind in _ONLY_AFTER and folded == kind or kind in _FIRMS else kind
    if folded in _HYPHEN_HEADS:
        return folded
    general = german_head(head)
    return None if general is None or general in _HYPHEN_GENERAL else general


def _sign_part(part: str) -> bool:
    """A part of a sign's name after its kind: a place of the tables, a surname, or a word no
    dictionary holds (``Wendtland``, ``Gohlis``, ``Kowalczyk``); not a noun, an English word, a
    compound of two words (``Qualitätsgesetz``), an acronym or a legal form."""
    if not part[:1].isupper() or part.isupper() or not part.isalpha():
        return False
    if _named_place(part) or _surname(part) and part not in german_nouns():
        return True  # "Lindenau"; "Peters", though English has "peters"
    if is_plain_word(part) or word_compound(part):
        return False
    return german_frequency(part) < _RARE


def _hyphenated(words: Words) -> Iterator[Mention]:
    """``Druckerei-Wendtland``, ``Bäckerei-Kowalczyk``, ``Mieterverein-Gohlis``: a kind joined to
    its name by a hyphen, as chat writes a sign. Each part after the kind is a name
    (:func:`_sign_part`; ``Pizzeria-Besitzer``, ``Bäckerei-Filiale`` are nouns of the sentence);
    a plain kind stays readable (``Café-[…]``), a compound kind is on the sign and goes with it."""
    for i in range(len(words)):
        word = words[i]
        if "-" not in word.text or not word.capitalised:
            continue
        head, _, rest = word.text.partition("-")
        if not rest or _hyphen_kind(head) is None:
            continue
        parts = rest.split("-")
        if not all(_sign_part(p) for p in parts):
            continue
        weight = _place_weight(parts[0].casefold())
        if weight is not None and weight >= _BIG_CITY:
            continue  # "Stadthalle-Bielefeld": the city's, for the place rules
        start = word.start + len(head) + 1 if head.casefold() in _PLAIN else word.start
        yield Mention(start, word.end, Category.ORG, cert="medium", source=SOURCE)
