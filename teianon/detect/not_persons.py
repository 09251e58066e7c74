"""Readings that name no private person, which the tagger and the person rules take for one.

- A saint: the name after ``St.``, ``Sankt``, ``Saint`` (``St. Patrick's Day``, ``Sankt
  Martin``) is the saint's, a public figure's; a feast day is a date, and neither a person nor
  a place (``St. Stephen's Day``, ``St. Martinstag``). A church named after a saint may still be
  an organisation or a place: only the person in it is none.
- An English adjective or noun that is also a first name at a sentence's start, right before
  the noun it qualifies (``Frank advice``, ``Earnest effort``, ``Grace period``): there a verb
  would follow a person (``Frank called``, ``Earnest was late``).
- A town's genitive before an office (``Berlins Regierende Bürgermeisterin``, ``Kölns
  Oberbürgermeisterin``): the town is a place, and the office is no part of its name.
- A day of the week (``see you on Sunday``) or a month after a word that makes it one (``in
  June``, ``bis März``): rare first names, far more often the date (``ask June`` stays a name).
"""

from __future__ import annotations

import regex
from wordfreq import zipf_frequency

from ..lazy import lazy
from ..lists import demonyms, english_words, german_nouns, is_first_name, notable, organisations, persons, places
from ..read.textview import BARRIER
from .clause_language import english_verb
from .lexicon import (
    CALENDAR_LONG,
    CALENDAR_SHORT,
    PERSONAL_PRONOUNS,
    frequency,
    german_frequency,
    is_chat_word,
    is_name,
)
from .person_titles import ACADEMIC_TITLES, DEGREE_PARTS, FORMS_OF_ADDRESS, is_role

# Words for a saint before a name, folded and without their full stop.
SAINT_WORDS = frozenset({"st", "saint", "sankt", "hl", "sainte", "san", "santa", "santo", "são", "sant"})
# A saint word right before a position (a hyphen joins it in German: ``Sankt-Martins-Tag``).
# (The Romance saints, ``Santa Chiara``, ``São Paulo``, ``Sant Jordi``, are capitalised.)
_SAINT_BEFORE = lazy(
    r"(?:(?i:(?<!\p{L})(?:st|saint|sankt|hl)\.?)|(?<!\p{L})(?:Sainte|San|Santa|Santo|São|Sant))[ \t-]*$"
)
# The last word of a saint's feast day: ``St. Patrick's Day``, ``St. Martinstag``, ``Sankt-Martins-Abend``.
_FEAST_END = lazy(r"(?i)(?:day|eve|tag|abend|nacht|fest)$")


def after_saint(text: str, start: int) -> bool:
    """A saint word (``St.``, ``Sankt``, ``Saint``, ``Hl.``) stands right before ``start``, and no
    form of address before it: ``Lady St Julians``, ``Mr. St. John`` name a family, not a saint."""
    saint = _SAINT_BEFORE.search(text, max(0, start - 12), start)
    if saint is None:
        return False
    before = _WORD_BEFORE.search(text, max(0, saint.start() - 16), saint.start())
    return before is None or before.group(1).casefold() not in _ADDRESSED


# The word before a saint word, and the forms of address that make a surname of what follows.
_WORD_BEFORE = lazy(r"(\p{L}+)\.?[ \t]*$")
_ADDRESSED = FORMS_OF_ADDRESS | frozenset("lady lord sir dame captain colonel major general madame monsieur".split())


def saint_or_feast(text: str, start: int, end: int, person: bool) -> bool:
    """The span ``start``..``end`` names a saint or a saint's feast, no private person or place:
    a ``person`` right after a saint word or starting with one (``St. Joseph``), or any span of a
    saint and a feast day's word (``St. Stephen's Day``, ``Martinstag`` after ``St.``)."""
    words = text[start:end].split()
    if not words:
        return False
    starts_with_saint = words[0].casefold().rstrip(".") in SAINT_WORDS and len(words) > 1
    if not (starts_with_saint or after_saint(text, start)):
        return False
    return person or _FEAST_END.search(words[-1].rstrip(".,;:!?")) is not None


# What follows a person at a sentence's start and no noun is: verbs of being and having, modals,
# conjunctions, prepositions, pronouns, adverbs of time and degree, and the past tense of the
# irregular verbs (``Frank went``, ``Flora crept``); a regular one ends in ``-ed``.
_NO_NOUN = frozenset(
    """
    is was has had will would can could shall should may might must does did do are were be been
    cannot can't won't isn't wasn't hasn't hadn't didn't doesn't couldn't wouldn't
    and or but nor so yet then too also just still never always often ever again already only even
    in on at to of for with from by about into over under after before as than like
    i he she we they me him her us them you it my his its our your their this that these those who which what
    the a an some any every each all both many much more most few one two three whose whom
    himself herself myself yourself themselves here there now soon later today yesterday tomorrow
    not no very really quite rather once twice alone meanwhile meantime either neither instead
    indeed perhaps presently afterwards thereupon nevertheless however though although
    arose awoke bade bore beat became began bent bet bid bit bled blew broke bred brought built
    burnt burst bought cast caught chose clung came cost crept cut dealt dug dived drew dreamt
    drank drove dwelt ate fell fed felt fought found fled flung flew forbade forgot forgave froze
    got gave went ground grew hung heard hid hit held hurt kept knelt knew laid led leant leapt
    learnt left lent let lay lit lost made meant met paid put quit read rode rang rose ran said
    saw sought sold sent set sewed shook shone shot showed shrank shut sang sank sat slew slept
    slid slung slit smelt spoke sped spelt spent spilt spun spat split spoilt spread sprang stood
    stole stuck stung stank strode struck strung strove swore swept swelled swam swung took taught
    tore told thought threw thrust trod understood woke wore wove wept won wound wrung wrote withdrew
    overcame overtook undertook upheld withheld withstood foresaw forbore mistook misled outgrew
    """.split()
)
# A plural noun is followed by a verb of the plural (``Bill payments are due``); a verb in
# ``-s`` by its object (``Frank wants tea``).
_PLURAL_VERBS = frozenset("are were have do can could will would should must may might seem seemed make help".split())
# Words that open an object: after them the word before was a verb.
_OBJECT_START = frozenset("the a an his her my your our their its him them me us it this that these those".split())
_ABBREVIATION = lazy(r"(?<!\p{L})(?:Mr|Mrs|Ms|Dr|St|Prof|Rev|Capt|Col|Gen|Lt|Sgt|Jr|Sr|\p{Lu})\.\s*$")
_WORD = lazy(r"\p{Ll}{3,}")
_SENTENCE_END = lazy(r"(?:^|[.!?:;\n\"“”»«(" + BARRIER + r"]\s*)$")


def adjective_before_noun(text: str, start: int, end: int) -> bool:
    """The one word ``start``..``end``, a first name that is also an English word (``Frank``,
    ``Grace``, ``Rich``), opens a sentence right before a lower-case English word that is no verb,
    pronoun or function word and no German word (``Frank advice``, ``Grace period``), or heads
    a list of things (``Hazel, oak and birch line the path``): the adjective or noun of the
    language, not a person, whom a verb would follow or who would be addressed."""
    word = text[start:end]
    if " " in word or not word[:1].isupper() or not word[1:].islower() or word.lower() not in english_words():
        return False
    if not _SENTENCE_END.search(text, max(0, start - 3), start) or _ABBREVIATION.search(text, max(0, start - 8), start):
        return False  # "Mr. Ginger burst": a title's full stop ends no sentence
    return noun_follows(text, end) or (text[end : end + 1] == "," and enumeration_follows(text, end))


def noun_follows(text: str, end: int) -> bool:
    """A lower-case English word that is no verb, pronoun or function word and no German word
    follows ``end`` after one space: what an adjective or a noun before it qualifies
    (``Frank advice``, ``Christian charity``), where a person would be followed by a verb."""
    match = regex.match(r" (\p{L}+)(?: (\p{L}+))?", text[end : end + 40])
    if match is None:
        return False
    following, then = match.group(1), match.group(2)
    if (
        not _WORD.fullmatch(following)
        or following in _NO_NOUN
        or following not in english_words()
        or following.endswith(("ed", "ly", "ing"))
        # A word German writes in lower case more often (``Frank hat``, ``Will kam``).
        or german_frequency(following) >= zipf_frequency(following, "en")
    ):
        return False
    if following.endswith("s") and not following.endswith("ss"):
        return then is not None and then in _PLURAL_VERBS  # "Bill payments are", not "Frank wants"
    if english_verb(following):
        return False
    # An object after the word makes a verb of it (``Rose bore the scrutiny``, ``Jack wore a hat``).
    return then is None or then not in _OBJECT_START


# Offices of a town that follow its genitive, and the adjectives of their titles
# (``Regierender Bürgermeister``, ``Erste Bürgermeisterin``), beyond the compound roles of
# :func:`teianon.detect.person_titles.is_role`.
_OFFICE_ENDINGS = ("bürgermeister", "bürgermeisterin", "landrat", "landrätin", "senator", "senatorin", "bischof")
_OFFICE_ADJECTIVES = frozenset("regierende regierender regierenden erste erster ersten".split())


def is_office(folded: str) -> bool:
    """A town's office or its title's adjective: ``Bürgermeisterin``, ``Regierende``, ``Landrat``."""
    return folded in _OFFICE_ADJECTIVES or folded.endswith(_OFFICE_ENDINGS) or is_role(folded)


def office_after_town(town: str, office: str) -> bool:
    """``town`` a town's genitive and ``office`` its office (``Berlins`` ``Bürgermeisterin``)."""
    return town_genitive(town) and is_office(office.casefold())


def town_genitive(text: str) -> bool:
    """``Berlins``, ``Kölns``, ``Londons``: the genitive of a place of the tables."""
    if len(text) < 4 or not text.endswith("s") or not text[:1].isupper():
        return False
    return bool(places().get((text[:-1].casefold(),)))


# After ``St``: a saint's name in the genitive before a feast or a church, or a German feast day
# (``St. Patrick's Day``, ``St. Mary's Church``, ``St. Martinstag``), where ``St.`` is no street.
_SAINTS_THING = lazy(
    r"\.?[ \t]+\p{Lu}\p{Ll}+(?:(?:'s|’s|s)?[ \t]+(?:Day|Eve|Church|Cathedral|Chapel|Abbey|Kirche|Tag)\b|s?tag\b)"
)


def saint_follows(text: str, end: int) -> bool:
    """``St`` ending at ``end`` is a saint's before a feast or a church (``Happy St. Patrick's
    Day``), not the street word of ``Main St.``."""
    return (
        text[end - 3 : end].rstrip(".").endswith("St")
        and _SAINTS_THING.match(text, end - (text[end - 1] == ".")) is not None
    )


# The days of the week of the lexicon's calendar (its months are the rest).
_WEEKDAYS = frozenset(d for d in CALENDAR_LONG if d.endswith(("day", "tag", "woch", "abend")))
# Words before a month that make it the month: "in June", "bis März", "next April".
_BEFORE_MONTH = frozenset(
    "on in im am bis until till since seit next last this every jeden nächsten letzten diesen ab vom zum "
    "early late mid anfang ende mitte of des".split()
)


def day_or_month(folded: str, before: str | None) -> bool:
    """A day of the week, or a month after a word of time (``in June``, ``bis März``): the
    calendar's word, not a first name (both folded); after a title or a form of address it is
    a surname (``Frau Freitag``, ``Dr. Montag``)."""
    if before is not None and before.rstrip(".") in _BEFORE_SURNAME:
        return False
    return folded in _WEEKDAYS or folded in CALENDAR_LONG and before in _BEFORE_MONTH


# Forms of address, professional titles and a degree's parts (``Dr. med. Freitag``).
_BEFORE_SURNAME = _ADDRESSED | ACADEMIC_TITLES | DEGREE_PARTS
# Feasts and holidays of the faiths and the calendar (case-folded, comma-separated, as written in
# greetings): ``Happy Easter``, ``Diwali``, ``Frohe Ostern`` name a date, no person and no place.
_HOLIDAY_NAMES = frozenset(
    " ".join(name.split())
    for name in """
    easter, christmas, xmas, x-mas, new year, new years, diwali, deepavali, divali, hanukkah, hanukah,
    chanukah, chanukkah, hannukah, eid, eid mubarak, eid al-fitr, eid al-adha, ramadan, ramadhan,
    ramazan, bayram, thanksgiving, halloween, hallowe'en, passover, pesach, purim, holi, navratri,
    vesak, lohri, pongal, onam, kwanzaa, yom kippur, rosh hashanah, rosh hashana, sukkot, nowruz,
    norooz, lunar new year, chinese new year, pentecost, whitsun, whitsunday, boxing day, hogmanay,
    epiphany, shrove tuesday, mardi gras, songkran, ostern, weihnachten, pfingsten, silvester,
    neujahr, fasching, karneval, fastnacht, advent
    """.split(",")
)
# Seasons and times of the day or week: a date, no firm ("bought it in the summer sale at Easter").
_SEASONS_TIMES = frozenset(
    "spring summer autumn fall winter frühling frühjahr sommer herbst winter morning noon midday afternoon "
    "evening night midnight weekend morgen vormittag mittag nachmittag abend nacht mitternacht wochenende "
    "feierabend".split()
)


def calendar_word(words: list[str]) -> bool:
    """The case-folded words open with a holiday's, season's, month's, weekday's or time's name
    (``Christmas``, ``Xmas``, ``Boxing Day``, ``Winter``, ``Januar``, ``Monday``, ``Mittag``):
    a date, never a firm's or a person's name where a frame asks for one."""
    return bool(words) and (
        words[0] in _SEASONS_TIMES
        or words[0] in CALENDAR_LONG
        or words[0] in CALENDAR_SHORT
        or any(" ".join(words[:n]) in _HOLIDAY_NAMES for n in range(1, min(3, len(words)) + 1))
    )


# Prepositions of time: after them a feast that is also a first name is the feast ("at Easter",
# "bis Silvester", "over Ramadan"); "with"/"by"/"mit" are left out, people go with them.
_WHEN = frozenset(
    "at over until till before after since during around about ahead to zu an über bis vor nach seit "
    "ab gegen um während".split()
)
# The adjective a feast is wished with, before its name: not part of the feast's name.
_WISHES = frozenset("happy merry blessed joyous frohe frohes frohen fröhliche fröhliches schöne schönes".split())
_WISH_BEFORE = lazy(r"(?i)(?<!\p{L})(?:" + "|".join(sorted(_WISHES)) + r")[ \t]+$")
_QUOTES = ".,;:!?\"'“”„‚‘’"


def holiday(text: str, start: int, end: int) -> bool:
    """The span ``start``..``end`` is the name of a feast or holiday, with the wish before it or
    not (``Happy Easter``, ``Merry Christmas``, ``Hanukkah``), and no form of address stands before
    it (``Mr Easter`` is a family's name)."""
    words = [w.strip(_QUOTES) for w in text[start:end].casefold().replace("’", "'").split()]
    wished = _WISH_BEFORE.search(text, max(0, start - 16), start) is not None
    while words and words[0] in _WISHES:
        words, wished = words[1:], True
    if words and words[-1].endswith("'s"):
        words[-1] = words[-1][:-2]
    if not words or " ".join(words) not in _HOLIDAY_NAMES:
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 16), start)
    said = before.group(1).casefold() if before is not None else ""
    if not wished and said not in _WHEN and any(e.kind == "first" for e in persons().get(tuple(words))):
        return False  # "a cover by Ramadan", "Silvester kommt auch": first names too, unless wished
    return said not in _ADDRESSED


# "Sonne und Mond", "Tee oder Kaffee": a noun joined to another noun by a conjunction.
_JOINED_BEFORE = lazy(r"(\p{Lu}\p{Ll}+)[ \t]+(?:und|oder|&)[ \t]+$")
_OPENS = lazy(r"(?:^|[.!?:\n]|\p{Zl})[\s\"'„“»«(]*$")
_JOINED_AFTER = lazy(r"[ \t]+(?:und|oder|&)[ \t]+(\p{Lu}\p{Ll}+)")
# A town this big is the town even beside a noun (``Essen und Hamm``).
_TOWN = 10_000
_FREQUENT_WORD = 4.0


def coordinated_nouns(text: str, start: int, end: int) -> bool:
    """The one word ``start``..``end``, read as a place, is an ordinary German noun joined by
    ``und``/``oder`` to another (``Sonne und Mond waren zu sehen``): two things, not two places,
    unless either is a town of 10,000 people or more (``Halle und Leipzig``)."""
    word = text[start:end]
    before = _JOINED_BEFORE.search(text, max(0, start - 40), start)
    after = _JOINED_AFTER.match(text, end)
    other = before.group(1) if before else after.group(1) if after else None
    # Only where the pair opens a sentence: after "aus", "in", "nach" two places are likely
    # ("aus Böhmen und Mähren"), and the noun list holds many of them as plurals.
    first = before.start(1) if before else start
    if not _OPENS.search(text[max(0, first - 80) : first]):
        return False
    return other is not None and all(_noun_not_town(w) for w in (word, other))


def _noun_not_town(word: str) -> bool:
    """A German noun of the list and no town of 10,000 people, or a frequent German word that no
    place table has (the noun list misses some everyday nouns: ``Sonne``; ``Mähren`` is a region)."""
    if not word[:1].isupper():
        return False
    entries = places().get((word.casefold(),))
    if word in german_nouns():
        return not any(e.weight >= _TOWN for e in entries)
    return not entries and german_frequency(word) >= _FREQUENT_WORD


# An article right before a word: "the plumber", "Der Metzger", "an Electrician".
_ARTICLE_BEFORE = lazy(r"(?i)(?<!\p{L})(?:the|a|an|der|die|das|dem|den|des|ein|eine|einem|einen|einer)[ \t]+$")


def trade_after_article(text: str, start: int, end: int) -> bool:
    """One word after an article that is a common noun of the dictionaries and no first name or
    surname of the person tables (``the plumber``, ``Der Plumber``, ``der Metzger``): a trade or a
    household's helper, not a name. ``der Schmidt``, ``the Bakers``, ``die Anna`` are names."""
    word = text[start:end]
    if " " in word or not _ARTICLE_BEFORE.search(text, max(0, start - 8), start):
        return False
    if word.lower() not in english_words() and word.capitalize() not in german_nouns():
        return False
    return not persons().get((word.casefold(),))


# An article, a possessive or a fused preposition right before a German noun: "die Rose",
# "mein Buch", "in die Hütte", "im Garten".
_DETERMINER_BEFORE = lazy(
    r"(?i)(?<!\p{L})(?:der|die|das|dem|den|des|ein|eine|einem|einen|einer|eines|"
    r"(?:mein|dein|sein|ihr|unser|euer|eur)(?:e|er|en|em|es)?|im|ins|am|ans|aufs|vom|zum|zur|beim)[ \t]+$"
)


def noun_after_determiner(text: str, start: int, end: int) -> bool:
    """One frequent German noun right after an article, a possessive or a fused preposition, that
    the organisation tables do not hold (``die Rose 'Gloria Dei'``, ``Gib mir mein Buch``, ``in die
    Hütte``): the noun, not a firm's, a place's or a work's name (``die Post`` is the lists', and
    so are a town and its derived word: ``die Heidelberger Altstadt``)."""
    word = text[start:end]
    return (
        " " not in word
        and word[:1].isupper()
        and not word.isupper()  # an acronym is a name ("die AOK")
        and word in german_nouns()
        and german_frequency(word) >= _FREQUENT_GERMAN_NOUN
        and _DETERMINER_BEFORE.search(text, max(0, start - 10), start) is not None
        and not organisations().get((word.casefold(),))
        and not any(not e.ambiguous for e in places().get((word.casefold(),)))
        and not demonyms().get((word.casefold(),))
    )


# German Zipf frequency from which a noun after a determiner is read as the noun.
_FREQUENT_GERMAN_NOUN = 3.5


# German prepositions fused with their article: a place or a thing follows (``im Keller``, ``am
# Kirschbaum``, ``ins Kino``), never a person (``beim Müller``, ``zum Schmidt`` may be a household
# or a shop by its owner's name, so those two are not here).
_FUSED_BEFORE = lazy(r"(?<![\p{L}])(?i:im|ins|am|ans|aufs|vom)\s+$")


def noun_after_fused_article(text: str, start: int, end: int) -> bool:
    """One German noun of the dictionaries right after a preposition fused with its article
    (``gebraut im Keller``, ``hing im Kirschbaum``): the noun, not a person, whatever surname
    it also is."""
    word = text[start:end]
    return (
        " " not in word
        and word[:1].isupper()
        and word in german_nouns()
        and _FUSED_BEFORE.search(text, max(0, start - 6), start) is not None
    )


# A word of letters (with an apostrophe inside), and the words that join the last of a list.
_LETTERS = lazy(r"\p{L}+(?:['’]\p{L}+)?")
_AND_WORDS = frozenset("und and &".split())
# The rest of a clause after a comma: up to the next mark that ends it.
_CLAUSE_REST = lazy(r",([^.!?;:\n]*)")


def enumeration_follows(text: str, end: int) -> bool:
    """A list of things goes on after the comma at ``end``: ``Sunshine, bunting and a record
    crowd``, ``Regen, Wind und Matsch``: lower-case words (or a German noun) and ``and``/``und``
    before the clause's end, no pronoun or verb of address between (``jin, you and me`` is said to
    somebody, ``anna, ben und ich`` lists people: a first name or a pronoun in it keeps the
    vocative)."""
    rest = _CLAUSE_REST.match(text, end)
    if rest is None:
        return False
    words = _LETTERS.findall(rest.group(1))
    if len(words) < 2 or not any(w.casefold() in _AND_WORDS for w in words[1:]):
        return False
    first = words[0]
    if first.casefold() in _AND_WORDS or first.casefold() in _PRONOUNS or is_chat_word(first):
        return False
    return not any(w.casefold() in _PRONOUNS or (is_name(w) and not _common(w)) for w in words)


# Personal pronouns, German and English: a clause spoken to somebody, or people listed.
_PRONOUNS = PERSONAL_PRONOUNS


def _common(word: str) -> bool:
    """A frequent word of either language that the name list holds too (``bunting``, ``crowd``)."""
    return frequency(word) >= 3.5 and (word[:1].islower() or word.capitalize() in german_nouns())


# A preposition before a pair of nouns: "durch Mark und Bein", "mit Haut und Haaren", "über
# Stock und Stein", "mit Kind und Kegel".
_PAIR_PREPOSITION = lazy(
    r"(?i)(?<!\p{L})(?:durch|mit|von|über|ueber|um|für|fuer|ohne|gegen|zwischen|nach|vor|bei|zu|in|an|auf|unter|"
    r"aus|samt|nebst|bis)[ \t]+$"
)
_PAIR_AFTER = lazy(r"[ \t]+(?:und|oder|&)[ \t]+(\p{Lu}\p{Ll}+)(?!\p{L})")
_PAIR_BEFORE = lazy(r"(?<!\p{L})(\p{Lu}\p{Ll}+)[ \t]+(?:und|oder|&)[ \t]+$")
# German Zipf frequency from which the other noun of a pair is an everyday word.
_PAIR_NOUN = 3.0


def noun_pair(text: str, start: int, end: int) -> bool:
    """One German noun read as a person in a pair of nouns after a preposition (``durch Mark
    und Bein``, ``mit Stumpf und Stiel``, ``über Stock und Stein``): the German idioms of two
    nouns, and any two things named together, where the other word is an everyday noun that no
    table knows as a first name (``mit Mark und Paul``, ``mit Rose und Iris`` name people)."""
    word = text[start:end]
    if " " in word or word not in german_nouns():
        return False
    after = _PAIR_AFTER.match(text, end)
    before = None if after else _PAIR_BEFORE.search(text, max(0, start - 40), start)
    other = after.group(1) if after else before.group(1) if before else None
    if other is None or other not in german_nouns() or german_frequency(other) < _PAIR_NOUN:
        return False
    if is_first_name(other.casefold()):
        return False
    first = start if after else before.start(1) if before else start
    return _PAIR_PREPOSITION.search(text, max(0, first - 12), first) is not None


# A creator's genitive right before a word: "Goethes Faust", "Goethe's Faust", "Brecht' Baal".
_CREATOR_BEFORE = lazy(r"(?<!\p{L})(\p{Lu}\p{L}+?)(?:['’]s|s|['’])[ \t]+$")


def work_after_creator(text: str, start: int, end: int) -> bool:
    """The span after a famous creator's genitive (``Goethes Faust``, ``Goethe's Faust``) names a
    work: a work of the public sphere's lists, or any title after the genitive of a surname that
    is famous alone (no other bearer makes it a private family's, as ``Goethe`` has none and
    ``Schiller`` and ``Müller`` have many)."""
    before = _CREATOR_BEFORE.search(text, max(0, start - 40), start)
    if before is None or not text[start : start + 1].isupper():
        return False
    creator = [
        e for e in notable().get((before.group(1).casefold(),)) if e.category == "PER" and e.kind.startswith("surname:")
    ]
    if not creator:
        return False
    title = text[start:end].casefold()
    if any(e.category == "OTH" and e.kind == "work" for e in notable().get((title,))):
        return True
    # A first name after a famous surname's genitive is a relative's (``Merkels Joachim``).
    return any(not e.flags for e in creator) and not is_first_name(title)


# "in" or "im" right before a word: no one is "in" a person named by a surname alone.
_IN_BEFORE = lazy(r"(?<![\p{L}])(?i:in|im)\s+$")


def surname_after_in(text: str, start: int, word: str) -> bool:
    """A surname alone after ``in`` (``in Morse geschrieben``, ``im Bauer``): a code, a thing or a
    place, not a person; a first name may be one (``in Anna verliebt``)."""
    from .person_words import name_kinds  # person_words imports this module

    before = _IN_BEFORE.search(text, max(0, start - 4), start)
    return before is not None and name_kinds(word)[0] is None and not english_im(text, before.start(), word)


def english_im(text: str, at: int, word: str) -> bool:
    """``im`` at ``at`` is chat's "I'm" (``hi all, im Kowalczyk from accounts``): written in
    lower case, in an English post, before a word of no dictionary (a surname). A word of the
    dictionaries there (``im Baker``) stays the German preposition's thing."""
    if text[at : at + 2] != "im" or word in german_nouns() or word.casefold() in english_words():
        return False
    from .clause_language import post_language  # clause_language imports lexicon, as this does

    return post_language(text) == "en"
