"""The words of a local institution's name: head words (``Klinikum``, ``-schule``, ``Hospital``),
what makes a name of them (a saint, a town, a person, ``am Lindenhof``) and what does not.

Shared by the institution detector (:mod:`teianon.detect.institution`) and the title rule of
:mod:`teianon.detect.person_titles`, which must not read ``St.-Josefs-Hospital`` as a person.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from ..lists import cues, german_nouns, notable, persons, places
from .evidence import is_plain_word
from .lexicon import german_frequency

# German heads, as a word or a compound's last part (``Stadtsparkasse``, ``Goethe-Gymnasium``):
# the institutions a letter, a mail or a forum post names where its writer is treated, taught,
# banks, works or meets. Each is a common noun alone (``im Krankenhaus``); only a name makes it
# a reference.
GERMAN_HEADS = (
    "klinikum",
    "klinik",
    "kliniken",
    "krankenhaus",
    "hospital",
    "spital",
    "sparkasse",
    "volksbank",
    "raiffeisenbank",
    "bank",
    "gymnasium",
    "schule",
    "kita",
    "kindergarten",
    "kindertagesstätte",
    # Care by the day or at home and its last stage (``Tagespflege Sonnenblick``, ``Pflegedienst
    # Lebenszeit``, ``Hospiz am Stadtpark``), and the chemist's (``Apotheke am Markt``): where a
    # relative is cared for or a writer works, named as a Kita is.
    "tagespflege",
    "pflegedienst",
    "hospiz",
    "apotheke",
    "verein",
    "praxis",
    "kanzlei",
    "zentrum",
    "heim",
    "stift",
    "werk",
    "werke",
    "pfarrei",
    "kirchengemeinde",
    "pfarrgemeinde",
    "jobcenter",
    "amt",
    # Local courts and prosecutors, named by their town (``Amtsgericht Lüdinghausen``): the
    # town says where a party lives, and read alone it left the court's kind beside a
    # placeholder. Not ``gericht`` alone, whose compounds are dishes too (``Hauptgericht``);
    # the federal courts (``Bundesgerichtshof``, ``Bundesverfassungsgericht``) have no town.
    "amtsgericht",
    "landgericht",
    "oberlandesgericht",
    "arbeitsgericht",
    "sozialgericht",
    "verwaltungsgericht",
    "finanzgericht",
    "familiengericht",
    "staatsanwaltschaft",
    # A municipality by its legal kind (``Samtgemeinde Hesel``, ``Verbandsgemeinde Wallhalben``,
    # ``Gemeinde Kirchberg an der Iller``): the kind belongs to its name, as in a letter's
    # address; read alone, the town left ``Samtgemeinde`` beside its placeholder. A GPE, not an
    # ORG (teianon.detect.institution); a parish (``Kirchengemeinde``) is the head before it.
    "gemeinde",
    # Places and buildings of a neighbourhood, named like a Kita (``Wohnanlage Birkengrund``,
    # ``Bolzplatz Eichenweg``, ``Bürgerhaus Am Anger``, ``Gasthof Zur Post``): where a writer
    # lives, plays, prays or meets. Only as a compound's last part (``Platz`` and ``Haus`` alone
    # are words, ``Hof`` a town), and only with a name after them that is no town (see
    # :data:`PLACE_HEADS`).
    "anlage",
    "siedlung",
    "platz",
    "haus",
    # Not every "-hof" (``Bahnhof``, ``Friedhof``, ``Gerichtshof``, ``Hinterhof``): the farms and
    # the inn that are named so.
    "gasthof",
    "bauernhof",
    "reiterhof",
    "kirche",
    "halle",
    # Where one eats and drinks, as a word too (``Café Lindgrün``, ``Imbiss Sonneneck``).
    "café",
    "cafe",
    "bistro",
    "imbiss",
    "gaststätte",
    "kneipe",
    # Clubs, choirs and meeting places of a town's people, named by a word as a Kita is
    # (``Kegelclub Alle Neune``, ``Chor Frohsinn``, ``Seniorentreff Lindenhof``): where a member
    # or a relative is found every week (issue 38).
    "club",
    "klub",
    "chor",
    "treff",
    # A town's pools (``Freibad Ellerkamp``, ``Hallenbad Am Rosenhang``) and a home of serviced
    # flats for the old (``Seniorenresidenz Am Schlosspark``): where a child swims every week or a
    # parent lives, named as a Kita is. ``Bad`` alone begins a spa town's name and is no head.
    "bad",
    "residenz",
    # Trades and shops a writer works at or buys from, named by their owner or a word
    # (``Tankstelle Brüning``, ``Spedition Möhlmann``, ``Autowerkstatt Demir``, ``Fahrradladen
    # Speichenrad``); ``Laden`` and ``Werkstatt`` alone are words and head no name.
    "tankstelle",
    "spedition",
    "werkstatt",
    "laden",
)
# The heads of :data:`GERMAN_HEADS` that name a place or building of a neighbourhood, not an
# institution: with a town after them they name the town's square or hall (``Marktplatz
# Köln``, ``Stadthalle Bielefeld``), whose town the place rules find, so only a word of no
# dictionary, a landscape noun or an inn's ``Zum``/``Zur`` names them; compounds whose first
# part is a name (``Marienkirche``) are left too, as every town has one.
PLACE_HEADS = frozenset(
    "anlage siedlung platz haus gasthof bauernhof reiterhof kirche halle café cafe bistro imbiss gaststätte "
    "kneipe bad".split()
)
# A verb's particle before such a head makes a noun of doing, no place: ``Übersiedlung``,
# ``Ansiedlung``, ``Umsiedlung``.
PLACE_VERB_PARTICLES = frozenset("über an um aus be ver ab ein zer neuan wiederan".split())
# Those that are a word of their own alone (``Haus``, ``Platz``, ``Kirche``): only as a
# compound's last part (``Gasthof``, ``Bauernhof`` are one alone).
COMPOUND_ONLY_HEADS = frozenset("anlage siedlung platz haus kirche halle bad werkstatt laden".split())
# Outdoor places and estates are locations, not organisations (``Bolzplatz Eichenweg``).
LOCATION_HEADS = frozenset("anlage siedlung platz".split())
# Compounds that end in a head and name no institution (a bench, a data base, a town centre,
# a network); a compound that is a town (``Mannheim``, ``Hildesheim``) is none either.
NOT_INSTITUTIONS = frozenset(
    "datenbank sitzbank werkbank regierungsbank anklagebank ersatzbank richterbank bundesbank zentralbank "
    "stadtzentrum ortszentrum zentrum innenstadtzentrum heim eigenheim daheim netzwerk handwerk feuerwerk "
    "regelwerk bauwerk kunstwerk uhrwerk werk amt stift bleistift filzstift".split()
)
# English heads, the last word of a name (``St Mary's Hospital``, ``Hillside Medical Centre``).
ENGLISH_HEADS = frozenset(
    "hospital hospitals clinic infirmary hospice surgery practice pharmacy school academy college nursery "
    "kindergarten centre center bank church parish chapel club trust home council solicitors partnership "
    "society company institute asylum workhouse orphanage dispensary court association".split()
)
# Words of an English institution's name that name nothing alone: ``the Medical Centre``, ``the
# General Hospital``, ``a Primary School`` are any such place; one more word makes it a name.
ENGLISH_GENERIC = frozenset(
    "medical general primary secondary high grammar community district county royal national public private "
    "children's childrens women's womens teaching university dental health care nursing residential infant "
    "infants junior senior comprehensive catholic methodist baptist anglican church sixth form day sunday "
    "free city central new old local regional family group village town main the a an our my your his her "
    "their this that st saint memorial state international independent special secure mental eye heart "
    "cancer maternity rehabilitation rehab walk-in urgent emergency specialist private building savings "
    "credit cooperative co-operative football cricket tennis golf rugby sports social youth working men's "
    "university's primary-school".split()
)
# Adjectives before a German head that belong to the name where a name follows
# (``Evangelisches Krankenhaus Bielefeld``, ``Städtisches Klinikum Karlsruhe``).
GERMAN_ADJECTIVES = frozenset(
    "evangelisches evangelischen evangelische ev katholisches katholischen katholische kath städtisches "
    "städtischen städtische städt allgemeines allgemeinen allgemeine kommunales kommunalen jüdisches "
    "jüdischen freie freien private privaten staatliches staatlichen staatliche".split()
)
# Saints and holy names: ``St.``, ``Sankt``, ``Hl.``, ``Heilig``; the name after them is the name.
SAINTS = frozenset("st sankt saint hl heilig heiligen".split())
# Prepositions of a location inside a name: ``Grundschule am Lindenhof``, ``Klinik an der Ruhr``.
LOCATIVES = frozenset("am an auf im zum zur unter".split())
LOCATIVE_ARTICLES = frozenset("der dem den".split())
# Words after ``am``/``im`` that are a time, not a place: ``im Krankenhaus am Montag``.
TIMES = frozenset(
    "montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag wochenende morgen abend mittag "
    "vormittag nachmittag anfang ende januar februar märz april mai juni juli august september oktober "
    "november dezember sommer winter frühjahr herbst frühling".split()
)
# Heads whose names are as often a word of the language as a Kita's (``Kita Sonnenblume``,
# ``Kindergarten Regenbogen``, ``Pflegedienst Lebenszeit``, ``Seniorenheim Abendrot``): after them
# one noun that ends the name is the name. Not a school, bank or office, whose noun after the head
# is a subject or a compound written apart (``Schule Mathematik``, ``Amt Leitung``).
NOUN_NAMED_HEADS = frozenset(
    "kita kindergarten kindertagesstätte tagespflege pflegedienst hospiz heim verein club klub chor treff "
    # A practice, a salon or a studio is named by a noun too (``Hebammenpraxis Storchennest``,
    # ``Salon Haarwerk``, ``Studio Lichtblick``).
    "praxis salon studio".split()
)
# A neighbourhood's centre or house for its people, named by a noun as a Kita is
# (``Jugendzentrum Kompass``, ``Bürgerhaus Lindenblatt``); other centres are named by their
# subject (``Kompetenzzentrum Aquakultur``, ``Ermittlungszentrum Geldwäsche``), no name.
COMMUNITY_HEADS = tuple(
    f"{who}{kind}"
    for who in ("jugend", "familien", "senioren", "stadtteil", "bürger", "nachbarschafts", "mehrgenerationen", "kinder")
    for kind in ("zentrum", "haus")
)
# Stems that compounds are made of with a head's noun: a noun that makes a compound of the
# dictionary with one of them is a compound written apart (``Kita Gebühren``, ``Kita Platz``,
# ``Heim Leitung``), no name.
COMPOUND_STEMS = (
    "kita",
    "kinder",
    "kindergarten",
    "schul",
    "heim",
    "pflege",
    "tages",
    "alten",
    "senioren",
    "hospiz",
    "vereins",
    "club",
    "chor",
    "praxis",
    "salon",
    "studio",
)
# The last parts of a place's name in the landscape or a town (``am Wiesengrund``, ``an der
# Lindenhöhe``, ``am Stadtpark``, ``am Markt``): after ``am``/``an der`` and a head, a noun of
# the language that ends in one names the place the institution is named by; other nouns
# there are a time or a circumstance (``am Telefon``, ``am Ende``).
TOPOGRAPHIC_TAILS = (
    "berg",
    "bach",
    "grund",
    "hof",
    "park",
    "wald",
    "feld",
    "see",
    "tor",
    "markt",
    "garten",
    "ring",
    "turm",
    "hang",
    "weg",
    "brunnen",
    "heide",
    "höhe",
    "hain",
    "teich",
    "wiese",
    "aue",
    "ufer",
    "platz",
    "stein",
    "mühle",
    "kirche",
    "dom",
    "schloss",
    "burg",
    "quelle",
    "holz",
    "kreuz",
    "linde",
    "eiche",
    "tal",
    "born",
    "kamp",
    "busch",
    "bruch",
    "graben",
    "deich",
    "hafen",
    "damm",
    "anger",
    "rain",
)
# Prepositions before such a noun: ``Klinik am Wiesengrund``, ``Schule an der Linde``,
# ``Apotheke zum Markt``; not ``im``/``unter`` (``Schule im Wald`` is as often where a class went).
TOPOGRAPHIC_LOCATIVES = frozenset("am an auf zum zur".split())
# Parts of a hyphenated compound that say what kind of institution it is, not whose:
# ``Kinder-Klinik``, ``Reha-Zentrum``, ``Uni-Klinikum``.
GENERIC_PARTS = frozenset(
    "kinder reha uni universitäts tages privat fach kreis stadt land bundes kranken haus zahn augen frauen "
    "hausarzt gemeinschafts grund real haupt gesamt berufs sonder förder musik sport volks jugend senioren "
    "alten pflege gesundheits ärzte notfall akut tumor herz brust hand fuß kopf hno mvz".split()
)
# A reference number's cue after a head ends the name: ``Hospital No. K1234567``, ``Klinikum
# Nr. 4`` are a file's or a building's number (teianon.detect.reference_number), no institution
# called "Hospital No" (``No`` is a town of the tables too).
NUMBER_CUES = frozenset("no nos nr number nummer ref reference id".split())
# Inflected forms of a head: the genitive (``des Klinikums``, ``des Krankenhauses``).
_ENDINGS = ("", "s", "es")
_HEAD_ENDINGS = tuple(head + ending for head in GERMAN_HEADS for ending in _ENDINGS)
# How every word that is or ends in a head ends, casefolded (a German head with its case
# endings, an English head): a word without one of these starts no institution's name, which
# one string test tells (casefolding a word casefolds its last part the same way).
HEAD_SUFFIXES = _HEAD_ENDINGS + tuple(sorted(ENGLISH_HEADS))


# Zipf frequency of a German word common enough to be read as what it is ("allesamt" 3.95); the
# named compounds the dictionary lacks stay below it ("Waldorfschule" 3.0).
_FREQUENT_WORD = 3.9


def _word_not_noun(word: str) -> bool:
    """A frequent German word that the dictionary holds as no noun (an adverb, an adjective)."""
    return word.capitalize() not in german_nouns() and german_frequency(word.casefold()) >= _FREQUENT_WORD


def _counted_town(folded: str) -> bool:
    """A place of the tables whose population is known (GeoNames' cities, not the postal table's villages)."""
    return any(e.weight > 0 for e in places().get((folded,)) or ())


@lru_cache(maxsize=50_000)
def german_head(word: str) -> str | None:
    """The head a German word is or ends in (``Klinikums`` → ``klinikum``), or None: no head, a
    compound that names no institution (``Datenbank``), a town (``Mannheim``) or a surname
    (``Oppenheim``)."""
    folded = word.casefold()
    if not folded.endswith(_HEAD_ENDINGS):
        return None  # most words: one test against every head with every ending
    for ending in _ENDINGS:
        stem = folded[: len(folded) - len(ending)] if ending else folded
        if ending and not folded.endswith(ending):
            continue
        for head in GERMAN_HEADS:
            if stem.endswith(head):
                # A town that ends like a head is none (Mannheim); a head alone that is also a
                # town somewhere (Kita, in Japan) is the head. A village of unknown size (the
                # postal table's, population 0) is named like a home as often: "im Marienheim".
                if stem in NOT_INSTITUTIONS or stem != head and _counted_town(folded):
                    return None
                if 0 < len(stem) - len(head) < 3:
                    return None  # no compound: "Oheim" (an uncle) only ends like "Heim"
                if stem == head in COMPOUND_ONLY_HEADS:
                    return None  # "Haus Berger", "Laden Müller": a word before a name
                if head in PLACE_HEADS and ("-" in stem or stem[: len(stem) - len(head)] in PLACE_VERB_PARTICLES):
                    # "Becker-Holthaus": a double surname (a hyphenated
                    # square or hall is named before its head anyway); "Übersiedlung": a move.
                    return None
                if stem != head and any(e.kind == "last" for e in persons().get((folded,))):
                    return None  # Oppenheim, Bernheim: a surname that ends like a head
                if stem != head and _word_not_noun(word):
                    return None  # "Insgesamt", "daheim", "geheim": a frequent word, no noun
                return head
    return None


def is_named_part(part: str) -> bool:
    """A part of a compound or a word after a head that names someone or somewhere: a saint's
    word, a first name or surname of the tables, a town, or a word of no dictionary."""
    folded = part.casefold().rstrip(".")
    if not part[:1].isupper() or folded in GENERIC_PARTS:
        return False
    if folded in SAINTS:
        return True
    if persons().get((folded,)) or (folded,) in places():
        return True
    return not is_plain_word(part)


def named_compound(word: str) -> bool:
    """A hyphenated compound whose last part is a head and one of whose other parts is a name:
    ``Josefs-Hospital``, ``Marien-Krankenhaus``, ``Heinrich-Heine-Gesamtschule``; not
    ``Kinder-Klinik`` or ``Reha-Zentrum``."""
    parts = word.split("-")
    if len(parts) < 2 or not german_head(parts[-1]) and parts[-1].casefold() not in ENGLISH_HEADS:
        return False
    first = (parts[0].casefold(),)
    if (
        first in places()
        and not any(e.kind == "first" for e in persons().get(first))
        and german_head(parts[-1]) != parts[-1].casefold().removesuffix("s")
        # A tail the dictionary knows is a kind of institution (``Lindenhof-Grundschule``,
        # ``Waldhof-Realschule``), named by its place; a district's tail is a name (``Neuwerk``).
        and parts[-1] not in german_nouns()
    ):
        return False  # Mönchengladbach-Neuwerk: a town's district (not Alice-Salomon-Hochschule)
    return any(is_named_part(p) and not _public_brand(p) for p in parts[:-1] if p)


def _public_brand(part: str) -> bool:
    """A company or brand of the public-sphere list (``Nokia-Werk``, ``Siemens-Zentrum``): its
    plant or branch is the public company's, and the brand stays public."""
    return any(e.category == "ORG" for e in notable().get((part.casefold(),)))


def institution_compound(word: str) -> bool:
    """A hyphenated compound whose last part is an institution's head (``Josefs-Hospital``,
    ``Marien-Krankenhaus``, ``Goethe-Gymnasium``): an institution, never a person's double
    surname, whatever stands before it."""
    parts = word.split("-")
    return len(parts) > 1 and bool(german_head(parts[-1]) or parts[-1].casefold() in ENGLISH_HEADS)


# The heads of a hospital's departments and the like: with ``für`` and a field of words of the
# language they are generic (``Klinik für Innere Medizin``). Not English ``Department of``: it
# heads a ministry's name as often (``Department for Transport``).
DEPARTMENT_HEADS = frozenset("klinik abteilung station fachbereich".split())
_FIELD_LINKS = frozenset("für und".split())


def generic_institution(text: str) -> bool:
    """Words that say only what kind of institution something is, no name: ``General Hospital``,
    ``Children's Hospital``, ``Health Centre``, ``Klinik für Innere Medizin``, ``Evangelisches
    Krankenhaus``. (A name guessed around them by a tagger names no one place.)"""
    words = text.split()
    if len(words) < 2:
        return False  # a word alone ("Sparkasse", "Commerzbank") may be the one the context names
    last = words[-1]
    if last.casefold() == "court":
        # "the District Court", "the County Court": a court's kind names the one court of the
        # place the text is about; the tagger's reading of it stands, as before courts were heads.
        return False
    if last.casefold() in ENGLISH_HEADS:
        return all(w.casefold() in ENGLISH_GENERIC for w in words[:-1])
    if len(words) > 2 and words[0].casefold() in DEPARTMENT_HEADS and words[1].casefold() in _FIELD_LINKS:
        return all(w.casefold() in _FIELD_LINKS or is_plain_word(w.rstrip("-")) for w in words[2:])
    if german_head(last) and "-" not in last:
        return all(w.casefold() in GERMAN_ADJECTIVES for w in words[:-1])
    return False


# Nouns of what goes on in an institution, not of a name it bears: processes and states
# (-ung, -heit, -schaft, -tion), its staff (Erzieherin, Betreuer), its plans, meals, fees,
# strikes and times (a name is a thing of nature or a fancy: Pusteblume, Morgenrot, Marienkäfer).
_BUSINESS_NOUN = regex.compile(
    r"(?:ung|ungen|heit|keit|schaft|tion|sion|ität|ismus|nis|erin|erinnen|erzieher|betreuer|leiter|pfleger|"
    r"mitarbeiter|plan|pläne|essen|zeit|zeiten|geld|gebühr|gebühren|platz|plätze|streik|kosten|beitrag|"
    r"beiträge|ferien|eltern|team|gruppe|gruppen|ausflug|feier|fest)$"
)


_UNDO_UMLAUT = str.maketrans("äöü", "aou")


def business_noun(folded: str) -> bool:
    """A noun of an institution's business (``eingewöhnung``, ``dienstplan``), or a woman of its
    staff named by her trade (``köchin`` of ``Koch``), no name it bears. A town or a surname is
    a name however it ends (``Essen``, ``Jung``, ``Duisburg-Essen``)."""
    last = folded.rsplit("-", 1)[-1]
    if len(folded) < 6 or persons().get((folded,)) or places().get((folded,)) or places().get((last,)):
        return False
    if _BUSINESS_NOUN.search(folded) is not None:
        return True
    stem = folded[:-2]
    return (
        folded.endswith("in")
        and len(stem) >= 3
        and any(form.capitalize() in german_nouns() for form in (stem, stem.translate(_UNDO_UMLAUT)))
    )


@lru_cache(maxsize=1)
def organisation_heads() -> frozenset[str]:
    """The head words of the cue table (``Autohaus``, ``Praxis``, ``Verlag``), case-folded."""
    return frozenset(w.casefold() for w in cues()[("ORG", "head")])
