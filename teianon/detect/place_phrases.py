"""Places that their phrase gives away: a town with its district, and the place a greeting comes from.

- **District compounds**: a known town joined by a hyphen to its part (``Essen-Kray``,
  ``Bad Tölz-Ost``, ``Leeds-Headingley``): the whole compound is the place, and the town's name
  in it is a place even where it is also a word. A tail that is an ordinary word
  (``Berlin-Reise``, ``Köln-Fans``, also one that is a far town's name: ``Hamburg-Wahl``) or a
  surname (``Hagen-Schulte``, a double surname) makes no district.
- **Parts of a town in formal prose**: ``the Headingley district of Leeds``, ``the Moss Side
  area of Manchester``, ``the parish of`` aside: the capitalised words before ``district``,
  ``area``, ``suburb``, ``quarter``, ``ward``, ``estate``, ``village``, ``borough`` … ``of`` and a
  capitalised word are a place, also where the tables lack it (they hold few districts). One
  word of the language there (``the Lake District of``, ``the Latin Quarter of``), or words that
  say only which part (``the Old Town area of``, ``the City Centre district of``), make none;
  two words of the language make a name (``Moss Side``).
- **Greeting lines**: the place after a greeting formula (``Grüße aus``, ``liebe Grüße vom``,
  ``Gruß aus dem schönen``, ``greetings from``, ``regards from the``), also where the place
  tables do not hold it: a chat writer's village is what they are least likely to hold. After
  ``aus`` any capitalised word that is no ordinary noun is taken; after ``von``/``from``
  without an article a person can stand (``Grüße von Jana``): a known first name is not taken
  there, and an unknown word is proposed all the same (as a place or a person, it is masked).
  After a form of address, a title, a word of kinship or family (``von Frau Klinkhammer``,
  ``von Tante Gisela``, ``from Auntie Sue``) a person follows, whom the person detectors find;
  a day or month (``from Tuesday``) and a town named like a word after an article (``aus dem
  Zug``, ``aus dem Dorf``: a town takes no article) are no place either.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache

import regex

from ..lists import Entry, cues, german_nouns, is_first_name, key_of, places
from ..mention import Category, Mention
from ..tagger.features import table_features
from .evidence import is_common_word, is_compound_noun, is_plain_word
from .lexicon import CALENDAR_LONG, frequency, is_name, is_ordinary
from .nickname_post import TITLES
from .person_titles import COLLECTIVES, FORMS_OF_ADDRESS

_DISTRICT = regex.compile(
    r"(?<![\p{L}\p{N}\-])(?:(?P<prefix>\p{Lu}\p{L}*+\.?)\s)?(?P<head>\p{Lu}\p{L}++)"
    # Possessive: a long run of hyphenated words that ends otherwise fails at once, not after
    # giving back each of its parts.
    r"(?P<tail>(?:-\p{Lu}\p{L}++)++)(?![\p{L}\p{N}\-])"
)
_GREETING = regex.compile(
    r"(?<![\p{L}])(?i:gr[üu](?:ß|ss)(?:e|en|le|li)?|grüessli|greetings?|greets|regards|wishes|love|cheers|hugs"
    r"|kisses|küsse|bussis?"
    # The formulas as chat abbreviates them: liebe, ganz liebe, viele, herzliche, beste, schöne Grüße.
    r"|lg|glg|vlg|vg|hg|bg|sg|mfg)"
    # A few words between: ``Grüße zurück aus``, ``Grüße an alle aus``, ``greetings again from``.
    r"(?:\s+\p{Ll}+){0,3}?\s+"
    r"(?P<prep>(?i:aus|vom|von|from))\s+"
    r"(?P<article>(?i:dem|der|den|the)\s+)?"
    # Adjectives between: ``dem schönen``, ``the lovely``, ``sunny``.
    r"(?P<adjectives>(?:\p{Ll}+(?:en|em|es|er|ly|ny|ful|ic|ous|old)\s+){0,2})"
    r"(?P<place>\p{L}[\p{L}'’.]*(?:-\p{L}[\p{L}'’]*)*"
    r"(?:\s(?:(?:am|an\sder|an\sdem|im|ob\sder|upon|on|in\sder)\s)?\p{Lu}[\p{L}'’.]*(?:-\p{L}[\p{L}'’]*)*){0,2})"
)
_WORDS = regex.compile(r"[\p{L}.]+")
# The words of a place's name (compiled once: issue 41).
_SPACES_HYPHENS = regex.compile(r"[ \-]+")
_WHITE_HYPHENS = regex.compile(r"[\s\-]+")
# Words that name a part of any town (Köln-Mitte, Hamburg-Altstadt, Leeds City Centre).
_DISTRICT_WORDS = frozenset(
    "nord süd sued ost west mitte altstadt innenstadt zentrum stadtmitte neustadt nordstadt südstadt "
    "oststadt weststadt nordost nordwest südost südwest land stadt city centre center north south east "
    "central downtown".split()
)
# The rules whose phrase says where the place begins and ends: a tagger's span around one of
# them holds the formula's words too (``Gruß aus dem schönen X`` as one name).
PHRASED = frozenset({"place:district", "place:greeting", "place:part-of"})
# Words that say which part of a town, not its name: ``the Old Town area of``.
_PART_KINDS = _DISTRICT_WORDS | frozenset(
    "old new town upper lower inner outer northern southern eastern western historic industrial financial "
    "business commercial residential university harbour harbor river riverside".split()
)
_PART_OF = regex.compile(
    r"(?<![\p{L}\p{N}])(?i:the)\s+(?P<part>\p{Lu}[\p{L}'’]+(?:[ \-]\p{Lu}[\p{L}'’]+){0,2})\s+"
    r"(?:district|area|suburb|quarter|neighbou?rhood|estate|ward|village|borough|township)\s+of\s+"
    r"\p{Lu}\p{L}"
)
# Words before a place's own name that are no part of it: ``der Insel Rügen``, ``the city of``.
_GEOGRAPHIC_HEADS = frozenset(
    "insel stadt dorf gemeinde kreis landkreis region hauptstadt metropole city town village island county".split()
)
# Words of kinship and family the title tables lack: after them a greeting names a person.
_KIN = frozenset(
    "mutti vati mami papi schwester bruder cousin cousine nichte neffe enkel enkelin schwiegermutter "
    "schwiegervater aunt auntie aunty uncle grandma grandpa granny grandad gran nan nana mum mom mummy "
    "dad daddy family sister brother niece nephew".split()
)


@cache
def person_leads() -> frozenset[str]:
    """Words after which a greeting's ``von``/``from`` names a person: forms of address, titles,
    kinship and family (``Frau``, ``Dr.``, ``Tante``, ``Familie``, ``Auntie``)."""
    titles = {c.casefold().rstrip(".") for c in cues()[("PER", "title")]}
    return frozenset(titles | FORMS_OF_ADDRESS | COLLECTIVES | TITLES | _KIN)


def _town(name: str) -> bool:
    """A town or city of the tables (not a country: ``Niger-Congo``, ``US-Wahl`` are no districts)."""
    return any(
        e.category == "GPE" and e.kind == "place" and e.weight < 5_000_000 and e.source != "cldr"
        for e in places().get(key_of(name)) or ()
    )


def _place_category(name: str) -> Category | None:
    entries = places().get(key_of(name))
    if not entries:
        return None
    return Category.LOC if all(e.category == "LOC" for e in entries) else Category.GPE


def _ordinary(word: str) -> bool:
    """An ordinary noun or word that is no place of the tables (``Reise``, ``Urlaub``, ``Büro``)."""
    return is_plain_word(word) and not places().get(key_of(word))


def _word_town(word: str) -> bool:
    """An ordinary word that the tables know only as a town named like it (``Zug``, ``Dorf``)."""
    entries = places().get(key_of(word)) or ()
    return is_plain_word(word) and all(e.category == "GPE" and e.ambiguous for e in entries)


def is_person_word(word: str) -> bool:
    """A name of the person tables, by the names lexicon or the tagger's table features."""
    return is_name(word) or any(f.startswith("per=") for f in table_features(word.casefold()))


def _first_name(word: str) -> bool:
    """A first name of the person tables that is no word (``Marie``; not ``Little``, a surname)."""
    return is_first_name(word.casefold()) and not is_plain_word(word)


def _district(town: str, tail: str) -> bool:
    """Whether ``tail`` after ``town`` and a hyphen names a part of it. A town whose name is also a
    word or a person's (``Handy``, ``Khan``) needs a tail the tables know, or, where it is big
    (``Essen-Kray``), one that is no word; a tail that is a word or a name makes no district
    (``Berlin-Reise``, ``Hagen-Schulte``) unless it is one of any town (``Mitte``, ``Altstadt``)
    or a place of the tables after a town that is no word (``Essen`` with ``Werden`` aside); a
    tail that is no word at all makes one after a town named like a word too (``Wetter-Wengern``)."""
    if tail.casefold() in _DISTRICT_WORDS:
        return True
    entries = places().get(key_of(town)) or ()
    doubtful = is_person_word(town) or any(e.ambiguous for e in entries)
    tail_entries = places().get(key_of(tail)) or ()
    known = bool(tail_entries)
    # After a town named like a word, the tail says whether a place is meant: read it by the
    # dictionaries and long compounds only (``Wengern`` is no compound of ``Ern``).
    word = _word_tail(tail) if doubtful and not known else is_plain_word(tail) or _compound_of_words(tail)
    if word or is_person_word(tail):
        # A word that the tables hold only as a town named like it (``Wahl``, ``Marathon``, far
        # away) is the word: ``Hamburg-Wahl`` is an event. A district of the tables or a town that
        # is no ordinary word (``Hamburg-Horn``) is the place.
        known = any(not e.ambiguous or e.kind == "district" for e in tail_entries) or (known and not is_ordinary(tail))
        return known and not doubtful
    if doubtful and not known:
        # A town named like a word (``Wetter-Wengern``, ``Lauf-Heuchling``): the hyphen joins it
        # to a tail that is no word, no compound and no person's name, which only a place's part is.
        return not is_person_word(town) and (
            any(e.weight >= 100_000 for e in entries) or _german_town(entries) and not is_ordinary(tail)
        )
    return True


# A compound's first part written this often (Zipf) is a word (``Heim|spiel``, ``Hafen|rundfahrt``).
_MODIFIER_WORD = 3.0


def _compound_of_words(tail: str) -> bool:
    """A compound noun whose first part is a word too (``Urlaubs|reise``, ``Heim|spiel``): a
    district's name only ends like a noun (``Schle|busch``, ``Vege|sack``: no word before it), so
    after a town that is no word such a tail is a district, where a real compound is the town's
    event or thing (``Hamburg-Hafenrundfahrt``)."""
    if not is_compound_noun(tail):
        return False
    nouns = german_nouns()
    for cut in range(3, len(tail) - 2):
        if tail[cut:].capitalize() not in nouns or len(tail) - cut == 3 and cut < 4:
            continue  # a last part of three letters after a first part of four or more: Menschenrecht|s|rat
        head = tail[:cut].casefold()
        if frequency(head) >= _MODIFIER_WORD or head.capitalize() in nouns:
            return True
        # Without the joint of a German compound: Urlaub|s|reise, Sonne|n|schein, Hund|e|hütte;
        # a first part that is a compound itself counts too (Behindertenrecht|s|konvention).
        stems = [head[: -len(joint)] for joint in ("s", "es", "n", "en", "e") if head.endswith(joint)]
        if any(len(stem) >= 3 and stem.capitalize() in nouns for stem in stems):
            return True
        if any(len(stem) >= 8 and is_compound_noun(stem.capitalize()) for stem in (head, *stems)):
            return True
    return False


# The endings of German places' names, which are nouns too (``Beer|bach``, ``Grons|dorf``): a
# compound of one is a place's name before it is a compound noun.
_PLACE_ENDING = regex.compile(
    r"(?:dorf|bach|berg|burg|feld|felde|heim|hausen|hofen|ingen|stadt|stedt|rode|born|brunn|au|tal|kirchen|"
    r"furt|wald|walde|hagen|horst|holz|weiler|zell|beuren|reuth|ried|moos|see|brück|brücken|hütte|mühle)$"
)


def _word_tail(tail: str) -> bool:
    """A tail that is a word: in the dictionaries, or a compound ending in a noun of four letters
    or more (``Sonderbericht``) that is no place name's ending; not one that only ends in a
    short noun (``Weng|ern``) or in a place's ending (``Beer|bach``), as places' names do."""
    if is_plain_word(tail):
        return True
    if _PLACE_ENDING.search(tail.casefold()):
        return False
    nouns = german_nouns()
    # With its case ending too: Haftpflichtversicherer|s.
    stems = {tail, tail[:-1] if tail.endswith(("s", "n")) else tail, tail[:-2] if tail.endswith(("es", "en")) else tail}
    return any(stem[cut:].capitalize() in nouns for stem in stems for cut in range(2, len(stem) - 3))


def _german_town(entries: Iterable[Entry]) -> bool:
    """A town of Germany, Austria or Switzerland, where a town's part is joined to it by a hyphen."""
    return any(e.source in ("geonames:DE", "geonames:AT", "geonames:CH") for e in entries)


def districts(text: str) -> Iterator[Mention]:
    """``Town-District`` compounds of a known town, as GPE."""
    for m in _DISTRICT.finditer(text):
        head, tails = m.group("head"), m.group("tail")[1:].split("-")
        start = m.start("head")
        prefix = m.group("prefix")
        if prefix and _town(f"{prefix} {head}"):
            head, start = f"{prefix} {head}", m.start("prefix")
        if not _town(head) or head.casefold() in _DISTRICT_WORDS:
            continue  # "Ost-West", "Süd-Nord": two directions, whatever town is called "Ost"
        if not all(_district(head, t) for t in tails):
            continue  # Berlin-Reise, Olympia-Qualifikationsturniere; Hagen-Schulte; Handy-Markt
        before = _WORDS.findall(text[max(0, start - 40) : start])
        if (
            before
            and before[-1][:1].isupper()
            and (is_person_word(before[-1]) or before[-1] in cues()[("PER", "title")])
        ):
            continue  # Hedi Weiler-Kiderlen, Frau Essen-Kranz: a double surname
        known = all(places().get(key_of(t)) or t.casefold() in _DISTRICT_WORDS for t in tails)
        yield Mention(start, m.end(), Category.GPE, cert="high" if known else "medium", source="place:district")


def parts_of(text: str) -> Iterator[Mention]:
    """``the Headingley district of Leeds``: the town's part, as GPE (``high`` where the tables
    hold it, ``medium`` where only the phrase says so)."""
    for m in _PART_OF.finditer(text):
        part = m.group("part")
        words = _SPACES_HYPHENS.split(part)
        known = _place_category(part) is not None
        if all(w.casefold() in _PART_KINDS for w in words) or not known and len(words) == 1 and is_plain_word(part):
            continue  # the Lake District of England, the Old Town area of: a word, or words of a kind
        if len(words) == 1 and part.endswith(("ian", "ese", "ish")):
            continue  # the Galician quarter of Buda: a people's quarter, named by an adjective
        yield Mention(
            m.start("part"), m.end("part"), Category.GPE, cert="high" if known else "medium", source="place:part-of"
        )


def _trim(place: str, german: bool = True) -> str:
    """The place's words up to a German noun that is no place (``Hamburg Heute``: a new phrase);
    after an English preposition a German noun is an English word (``Hebden Bridge``)."""
    kept: list[str] = []
    for word in place.split(" "):
        if kept and german and word in german_nouns() and not places().get(key_of(word)):
            break
        kept.append(word)
    while len(kept) > 1 and kept[-1][:1].islower():
        kept.pop()  # "Frankfurt am" without its river: the connecting word goes
    return " ".join(kept).rstrip(".")


def _unknown_lower(words: list[str], preposition: str, article: str | None) -> bool:
    """A place in lower case that the tables lack, after ``aus``/``from`` and no article, or an
    article and an adjective (``grüße aus kleinkötz``, ``aus dem schönen kleinkötz``): each of
    its words is no word of any dictionary, chat or the name tables (``grüße aus dem urlaub``,
    ``lg von anna`` are none)."""
    if article or preposition.casefold() not in ("aus", "from"):
        return False
    return all(len(w) >= 4 and not is_common_word(w) and not is_ordinary(w) and not is_person_word(w) for w in words)


def greetings(text: str) -> Iterator[Mention]:
    """The place a greeting comes from, as GPE (LOC where the place tables say so)."""
    for m in _GREETING.finditer(text):
        place, start = m.group("place"), m.start("place")
        first = place.split(" ")[0]
        if first.casefold().rstrip(".") in person_leads() or first.casefold() in CALENDAR_LONG:
            continue  # Grüße von Frau Klinkhammer, hugs from Auntie Sue, wishes from Tuesday
        if first.casefold() in _GEOGRAPHIC_HEADS and " " in place:
            skipped = len(first) + 1
            place, start = place[skipped:], start + skipped
        place = _trim(place, german=m.group("prep").casefold() != "from")
        if not place or len(place) < 3:
            continue
        known = _place_category(place)
        words = _WHITE_HYPHENS.split(place)
        if (
            known is None
            and all(_ordinary(w) for w in words)
            and (len(words) == 1 or all(w in german_nouns() for w in words))
        ):
            continue  # Grüße aus dem Urlaub, greetings from the office (not: from Little Snoring)
        if not place[:1].isupper() and not (
            frequency(place) < 3.0
            if known is not None
            else _unknown_lower(words, m.group("prep"), m.group("article") if not m.group("adjectives") else None)
        ):
            continue  # lower case: a known place that is no frequent word, or after "aus" no word at all
        if known is Category.GPE and m.group("article") and not m.group("adjectives") and _word_town(place):
            continue  # Grüße aus dem Zug: a town takes no article, the word does
        bare = m.group("prep").casefold() in ("von", "from") and not m.group("article")
        if bare and (all(is_person_word(w) for w in words) or (known is None and _first_name(words[0]))):
            # Grüße von Jana, greetings from Anna Berg: a person; so is a first name before a
            # word the tables lack (Grüße von Marie-Luise Sandkühler), no place they hold.
            continue
        # After a bare "von"/"from" an unknown word may be a person's: masked either way.
        cert = "high" if known is not None else "medium"
        yield Mention(start, start + len(place), known or Category.GPE, cert=cert, source="place:greeting")
