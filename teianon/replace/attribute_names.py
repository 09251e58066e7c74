"""A person's full name in an attribute value, by a rule of its own (``n="Edna Quarrington"``,
``key="edna.quarrington"``): attribute values are places no reviewer sees and no tagger reads
well, so the rule asks the person tables, not the context."""

from __future__ import annotations

from functools import lru_cache
from urllib.parse import unquote

import regex
from lxml import etree

from ..detect.glued_names import glued_names, public_pieces
from ..detect.inside import is_dictionary_word
from ..detect.lexicon import frequency, is_ordinary
from ..lazy import lazy
from ..lists import notable, organisations, persons, places

# A path or link that ends in a file's name, before a query or a fragment; a value may list
# several (``target="a.pdf b.pdf"``). The extension must be one of a file people send or scan,
# or of a document another file of an edition or a site is (a letter ``Anna_Berger_1952.xml``,
# a page ``Eamon-Costigan.html``): a key's last word is no extension (``o'donovan.niamh``).
_FILE_TYPES = (
    "jpg jpeg png gif heic heif webp tif tiff bmp svg mp4 mov m4v 3gp mkv avi webm opus ogg oga m4a mp3 aac amr "
    "wav flac pdf doc docx odt rtf txt xls xlsx ods ppt pptx odp csv zip vcf xml tei html htm xhtml md epub"
)
# Only from a value's start or after a space, a query or a fragment: tried from every character,
# a long value without a dot (a base64 data: URI) cost the square of its length.
_FILE_PATH = lazy(r"(?<![^\s?#])[^\s?#]*\.(?:" + "|".join(_FILE_TYPES.split()) + r")(?=$|[\s?#])", regex.IGNORECASE)

# Attribute values that may hold a person's name: two capitalised words, or two words joined
# by a dot or an underscore (a key), or a path to a file (file_name_person_names). Most values
# (lemmas, pos, ids) fail this at once.
MAYBE_NAME = lazy(r"\p{Lu}\p{Ll}+\s+\p{Lu}|\p{L}{2}[._]\p{L}{2}|(?i:" + _FILE_PATH.pattern + ")")
# The same for a value that labels a person (describes_person), in any case and with a comma,
# a hyphen or an initial (``OAKLEY, RUTH``, ``oakley-r``, ``RuthOakley``).
MAYBE_LABEL = lazy(r"\p{L}[\s,._\-]+\p{L}|\p{Ll}\p{Lu}")
# Not inside a key or a pointer to an id (#emma_fischer points into the file).
_FULL_NAME = lazy(r"(?<![\p{L}\p{N}._\-#])(\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}])")
_KEY_NAME = lazy(r"(?<![\p{L}\p{N}._\-#])(\p{L}{2,})[._](\p{L}{3,})(?![\p{L}\p{N}._\-])")
# Zipf frequency from which a listed first name is a word too ("Will", "Mark"); as detect.person.
_FREQUENT_WORD = 5.0
# Inhabitants from which a place's name after a first name is the place.
_LARGE_PLACE = 1_000_000


def _first_name(word: str, strict: bool = True) -> bool:
    """A first name of the tables; ``strict``: one that is no word as well ("Rosalind", not
    "Grace", "Peregrine"), otherwise only not a very frequent one ("Will")."""
    entries = persons().get((word.casefold(),))
    if not any(e.kind == "first" and not (strict and e.ambiguous) for e in entries):
        return False
    return frequency(word) < _FREQUENT_WORD and not (strict and is_ordinary(word))


def _place_or_organisation(*words: str) -> bool:
    """An organisation, or a place large enough to be read as that place after a first name
    ("Austin Texas"); a town's name is a surname as often ("Edna Kettering")."""
    key = tuple(w.casefold() for w in words)
    return key in organisations() or any(e.weight >= _LARGE_PLACE for e in places().get(key))


def _surname(word: str, strict: bool = False) -> bool:
    """A surname of the tables that is no ordinary word; ``strict``: not even one a dictionary
    holds in some case ("Fitzgerald", not "Wood", "Gold")."""
    entries = [e for e in persons().get((word.casefold(),)) if e.kind == "last"]
    return bool(entries) and not is_ordinary(word) and not (strict and any(e.ambiguous for e in entries))


def _unknown(word: str) -> bool:
    """A word that is neither a word of the language nor a place nor an organisation ("Texas",
    "Station" and "Democrats" are not a surname after "Austin", "Victoria", "Christian")."""
    return not is_ordinary(word) and not _first_name(word, strict=False) and not _place_or_organisation(word)


def _full_name(first: str, last: str) -> bool:
    if _place_or_organisation(first, last):
        return False
    if _first_name(first):
        return _surname(last) or _unknown(last)
    return _first_name(first, strict=False) and _surname(last, strict=True)


@lru_cache(maxsize=50_000)
def attribute_person_names(value: str) -> tuple[str, ...]:
    """A person's full names in an attribute value, by a rule precise enough for places no
    reviewer sees (the tagger would read ``type="chat"`` or ``rend="Helvetica Neue"`` as
    anything): a first name of the person tables followed by a surname of the tables or a
    capitalised word that is no word of the language, place or organisation
    (``n="Edna Quarrington"``), also joined by a dot or an underscore, as a key
    (``key="edna.quarrington"``). A first name that is a word too ("Grace") needs a listed
    surname."""
    if not MAYBE_NAME.search(value):
        return ()
    found: list[str] = list(file_name_person_names(value))
    for match in _FULL_NAME.finditer(value, overlapped=True):
        if _full_name(match[1], match[2]):
            found.append(match[0])
    for match in _KEY_NAME.finditer(value, overlapped=True):
        if _full_name(match[1], match[2]):
            found.append(match[0])
    for match in _CUED_NAME.finditer(value):
        if _cued_full_name(match[1], match[2]):
            found.append(f"{match[1]} {match[2]}")
    return tuple(dict.fromkeys(found))


# A label's or a note's word for who wrote, sent, took or received it (``rend="von Mechthild
# Brauner"``, ``source="photo by Ellie Baker"``): after it a first name and a capitalised word are
# a person's name, also where the surname is a word too (``Brauner``, ``Baker``), as in a
# letter's "von" or a credit's "by".
_CUED_NAME = lazy(
    r"(?<![\p{L}\p{N}])(?i:von|vom|by|from|an|to|für|for|mit|with|cc|per|laut|durch|bei|foto|photo|bild|image|credit|"
    r"autor|autorin|author|sender|absender|empfänger|recipient)\s*:?\s+"
    r"(\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}])",
    regex.VERSION1,
)


def _cued_full_name(first: str, last: str) -> bool:
    """A first name of the tables (no very frequent word) and a capitalised word after it that
    makes no place, organisation or public person with it (``an Frank Ruhl`` is a font's)."""
    if _place_or_organisation(first, last) or notable().get((first.casefold(), last.casefold())):
        return False
    return _first_name(first, strict=False) and not _place_or_organisation(last)


def file_name_person_names(value: str) -> tuple[str, ...]:
    """A person's name in the file names of a path or link (``url="media/Passbild_Gudrun_Heitkamp.jpg"``,
    ``target="files/Befund%20Roderich%20Wessendorf.pdf"``), as an attachment of a chat or a
    scan of a letter is written in TEI: each folder and file name of the path, percent-decoded,
    read as the text of a file name is, by the rule of glued names
    (:func:`teianon.detect.glued_names.glued_names`: ``Gudrun_Heitkamp``) and by the rule of
    full names (``Roderich Wessendorf``). Such a name is written nowhere else in the file, and
    the file's name is what a reader of the link sees."""
    found: list[str] = []
    for path in _FILE_PATH.findall(value):
        for written in path.split("/"):
            segment = unquote(written)
            names = [segment[start:end] for start, end in glued_names(segment)]
            names += (m[0] for m in _FULL_NAME.finditer(segment, overlapped=True) if _full_name(m[1], m[2]))
            found += names or _file_name_pairs(segment)
    return tuple(dict.fromkeys(found))


# The pieces of a file's name and what joins them: a letter run after a joiner, a digit run or
# a capital inside (``Tiedemann_Gerlinde_03``, ``oberdiek-wilhelmine``, ``EamonCostigan``).
_FILE_PIECE = lazy(r"\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+")


def _file_name_pairs(segment: str) -> list[str]:
    """A first name and a surname in a file's name where the rule of glued names finds none, as
    the name of a file a pointer names: that file is about a person (a scan, a letter of an
    edition), so a surname needs no table there. A listed first name (no frequent word) and after
    it a listed surname or a word of no dictionary, also a town's name (``Anna_Berger``,
    ``brief-an-hartmut-seelbach``: most surnames are in no table, many are towns); or, as forms and
    scans are filed, such a surname first (``oberdiek-wilhelmine-04``, ``Kowalczyk_Jadwiga``).
    Not a public person's, a large place's or an organisation's name, nor a word of the language
    before a first name (``Taufe_Mattis``, ``Scan_Petra``)."""
    pieces = [m for m in _FILE_PIECE.finditer(segment) if m.group().isalpha()]
    public = public_pieces([p.group() for p in pieces])
    pairs = [
        (pieces[k], pieces[k + 1])
        for k in range(len(pieces) - 1)
        if not public & {k, k + 1} and segment[pieces[k].end() : pieces[k + 1].start()] in ("", "_", "-", ".", " ")
    ]
    # A word of a personal document or event in the name (``Konfirmation_``, ``Lebenslauf_``):
    # the file is about a person, whose name the tables may lack.
    personal = any(p.group().casefold() in PERSONAL_DOCUMENTS for p in pieces)
    found: list[str] = []
    used: set[int] = set()
    for reverse in (False, True):
        for a, b in pairs:
            if {a.start(), b.start()} & used:
                continue
            first, last = (b.group(), a.group()) if reverse else (a.group(), b.group())
            if _file_name_pair(first, last, reverse, personal):
                found.append(segment[a.start() : b.end()])
                used |= {a.start(), b.start()}
    return found


def _file_name_pair(first: str, last: str, reverse: bool, personal: bool = False) -> bool:
    cased = all(p.islower() for p in (first, last)) or all(p[:1].isupper() and p[1:].islower() for p in (first, last))
    if not cased or len(last) < (4 if reverse else 3) or _place_or_organisation(first, last):
        return False
    first, last = first.capitalize(), last.capitalize()
    if not reverse and personal and _rare(first) and _rare(last):
        # Two rare words of no dictionary, place or firm in the file of a personal document or
        # event (``Einschulung_Henrieke_Dalhoff.jpg``): a first name the tables lack and a
        # surname. Elsewhere two rare words are a software's or a product's as often
        # (``Letsencrypt_Certbot.pdf``): a name needs a first name of the tables.
        return True
    if reverse and not _surname(last):
        # A surname first that the tables lack needs a first name that is no word or product
        # too (``Quakernack_Irmgard``, not ``Grafana_Prometheus``).
        return _first_name(first) and _unknown(last) and not is_dictionary_word(last)
    return _first_name(first, strict=False) and (_surname(last) or _unknown(last) and not is_dictionary_word(last))


# The words of a personal document or event in a file's name (German and English): the file is
# about a person, and two rare words beside one are that person's name.
PERSONAL_DOCUMENTS = frozenset(
    {"lebenslauf", "cv", "resume", "bewerbung", "anschreiben", "zeugnis", "arbeitszeugnis", "abschlusszeugnis"}
    | {"passbild", "passfoto", "bewerbungsfoto", "portrait", "portraet", "headshot", "profilbild", "foto", "photo"}
    | {"konfirmation", "kommunion", "firmung", "taufe", "einschulung", "hochzeit", "geburtstag", "abiball"}
    | {"jugendweihe", "beerdigung", "trauerfeier", "nachruf", "traueranzeige", "wedding", "birthday", "funeral"}
    | {"obituary", "urkunde", "geburtsurkunde", "heiratsurkunde", "ausweis", "personalausweis", "reisepass"}
    | {"passport", "attest", "befund", "arztbrief", "krankmeldung", "akte", "personalakte", "visitenkarte"}
    | {"vcard", "kontakt", "contact", "vertrag", "arbeitsvertrag", "mietvertrag", "kuendigung", "kündigung"}
    | {"brief", "letter", "certificate", "diploma", "transcript", "application", "referenz", "reference"}
)


# Zipf frequency under which a word of no dictionary is a name's as often as not (``Henrieke``
# 1.0, ``Dalhoff`` 1.2; ``Kubernetes``, ``Jupyter`` are far above it).
_RARE = 2.0


def _rare(word: str) -> bool:
    return (
        len(word) >= 4
        and frequency(word) < _RARE
        and not is_dictionary_word(word)
        and _unknown(word)
        and not places().get((word.casefold(),))
    )


# Elements that stand for a person (an entry of a person list, a name of one, an author or
# speaker), and their attributes that describe that person rather than point somewhere (``ref``,
# ``corresp``, ``who`` hold ids and URIs, searched for known strings like every value).
_PERSON_ELEMENTS = frozenset(
    {"person", "personGrp", "persName", "forename", "surname", "addName", "author", "speaker", "sp"}
)
_PERSON_TYPES = frozenset({"person", "persname", "personal", "people", "per", "nick", "nickname"})
# The attributes that may label a person (describes_person): asked first, of every attribute.
DESCRIBING = frozenset({"n", "key", "reg"})
_TEI = "{http://www.tei-c.org/ns/1.0}"
# A file's or a domain's name is no person's key ("tei.xml", "corpus.org").
_EXTENSIONS = frozenset(
    {"xml", "tei", "txt", "pdf", "html", "htm", "json", "csv", "tsv", "png", "jpg", "jpeg", "gif", "doc", "docx"}
    | {"odt", "rng", "xsl", "xslt", "css", "org", "com", "net", "edu", "gov", "info"}
)


def describes_person(element: etree._Element, attribute: str) -> bool:
    """Whether ``attribute`` (a local name) of ``element`` labels the person the element stands
    for: ``n``, ``key`` or ``reg`` of a ``person``, a ``persName`` and its parts, an ``author``,
    a speaker, or a ``name``/``rs`` of a person's type."""
    if attribute not in DESCRIBING or not isinstance(element.tag, str) or not element.tag.startswith(_TEI):
        return False
    local = element.tag[len(_TEI) :]
    if local in ("name", "rs"):
        return (element.get("type") or "").strip().lower() in _PERSON_TYPES
    return local in _PERSON_ELEMENTS


# The words of a name label, as a person writes it: any case, with an apostrophe (O'Brien,
# d'Arcy) or hyphen (al-Rashid, Jean-Luc) inside, "Last, First" with one comma; an initial
# (``M.``); titles and particles (van der, de la, Ó) stand in names but name no one.
_LABEL_TOKEN = lazy(r"\p{L}\.|\p{L}+(?:['’]\p{L}+)*(?:-\p{L}+(?:['’]\p{L}+)*)*\.?")
_TITLES = frozenset({"dr", "prof", "mr", "mrs", "ms", "mx", "frau", "herr", "sir", "dame"})
_PARTICLES = frozenset(
    {"van", "von", "der", "den", "de", "del", "della", "la", "le", "du", "da", "di", "dos", "das", "al", "el"}
    | {"bin", "ibn", "ter", "ten", "zu", "y", "o", "ó", "mc", "mac", "st"}
)
# A key: words joined by a dot, underscore or hyphen, or written together in camel case, maybe
# with a number or a stray sign after them (``oakley_ruth_1987``, ``ruth.oakley@``).
_KEY_PARTS = lazy(r"[._\-]|(?<=\p{Ll})(?=\p{Lu})")
_KEY_TAIL = lazy(r"[._\-]?\d*[@#]?\s*$")
_KEY_PART = lazy(r"\p{L}+(?:['’]\p{L}+)?")


def _listed(word: str) -> bool:
    return bool(persons().get((word.casefold(),)))


def _word_parts(token: str) -> list[str]:
    """The words of a token that are not particles: ``al-Rashid`` -> ``Rashid``, ``d'Arcy`` -> ``Arcy``."""
    words = []
    for part in token.rstrip(".").split("-"):
        head, _, tail = regex.sub("’", "'", part).rpartition("'")
        for word in (head, tail) if head.casefold() not in _PARTICLES and len(head) > 1 else (tail,):
            if word and word.casefold() not in _PARTICLES:
                words.append(word)
    return words


def _whole_name(value: str) -> bool:
    """A name label as the whole value: two or more tokens, one case throughout, whose last
    name (the last word, or the first before a comma) is no ordinary word unless a listed name
    ("Discord Bot", "Moderation Team" are labels), at most one ordinary word that is no listed
    name ("Honor Pendlebury", not "Times New Roman") and never all ("Project Lead"), and
    together no place or organisation."""
    before, comma, after = value.partition(",")
    if "," in after:
        return False
    tokens = [t for t in before.split() + after.split() if t.rstrip(".").casefold() not in _TITLES]
    if not 2 <= len(tokens) <= 5 or not all(_LABEL_TOKEN.fullmatch(t) for t in tokens):
        return False
    content = [t for t in tokens if len(t.rstrip(".")) > 1 and t.casefold() not in _PARTICLES]
    cased = [t for t in content if not t.islower()]
    if not content or cased and len(cased) != len(content):
        return False  # a sentence's lower-case words among capitalised ones
    words = [w for t in content for w in _word_parts(t)]
    last = _word_parts((before.split() if comma else content)[-1])
    if not words or not last:
        return False
    if is_ordinary(last[-1]) and not _listed(last[-1]):
        return False
    common = [w for w in words if is_ordinary(w) and not _listed(w)]
    return len(common) <= 1 and len(common) < len(words) and not _place_or_organisation(*words)


def _whole_key(value: str) -> bool:
    """A name written as a key: two or three words joined (``oakley.ruth``, ``o'hara_finn``,
    ``oakley-r``, ``RuthOakley``), none an ordinary word unless a listed name (``anon_user``,
    ``stts.pos`` are a vocabulary's), at most one an initial (then the other no short word)."""
    stem = _KEY_TAIL.sub("", value.strip())
    parts = [p for p in _KEY_PARTS.split(stem) if p]
    if not 2 <= len(parts) <= 3 or not all(_KEY_PART.fullmatch(p) for p in parts) or " " in stem:
        return False
    if parts[-1].casefold() in _EXTENSIONS:
        return False
    initials = [p for p in parts if len(p) == 1]
    words = [w for p in parts if len(p) > 1 for w in _word_parts(p)]
    if len(initials) > 1 or not words or initials and len(words) == 1 and len(words[0]) < 4:
        return False
    unlisted = [w for w in words if not any(not e.ambiguous for e in persons().get((w.casefold(),)))]
    return not any(is_ordinary(w) for w in unlisted) and not all(is_ordinary(w) for w in words)


@lru_cache(maxsize=50_000)
def described_person_names(value: str) -> tuple[str, ...]:
    """A person's name as the whole value of an attribute that labels a person
    (:func:`describes_person`): a name label (:func:`_whole_name`: ``n="Amabel Fothergill"``,
    ``"Fothergill, Amabel"``, initials, particles, one case throughout) or a key
    (:func:`_whole_key`: ``key="wainwright.peregrine"``, ``o'hara_finn``, ``RuthOakley``), the
    value as written. Wider than :func:`attribute_person_names`, which reads any attribute; the
    names that one finds are found here too."""
    found = list(attribute_person_names(value))
    if _whole_name(value) or _whole_key(value):
        # The value as written (two spaces, a no-break space): the replacement looks for it.
        found.append(value.strip())
    return tuple(dict.fromkeys(found))


# A pointer's fragment that may name a person: two words joined by a dot, underscore or hyphen
# (``#Kurt_Gebauer``, ``personen.xml#gebauer.kurt``); ``#A1`` and ``#post-7`` fail at once.
_FRAGMENT = lazy(r"#([^\s#]*\p{L}{2}[._\-]\p{L}{3}[^\s#]*)")
_FRAGMENT_PARTS = lazy(r"([._\-])")


def pointer_fragments(value: str) -> list[str]:
    """The fragments of a pointer attribute's value that may name a person (see :data:`_FRAGMENT`)."""
    return _FRAGMENT.findall(value) if "#" in value else []


@lru_cache(maxsize=50_000)
def pointer_person_names(value: str) -> tuple[str, ...]:
    """A person's name in the fragments of a pointer attribute's value: two neighbouring words
    of a fragment that make a full name by :func:`attribute_person_names`'s rule, in either
    order (``#Kurt_Gebauer``, ``#gebauer.kurt``), as written. Only fragments that name no id of
    the file are handed in (:mod:`teianon.replace.hidden`): one that does is left to the
    renaming of ids (:mod:`teianon.replace.source_ids`), which every pointer follows."""
    found: list[str] = []
    for fragment in pointer_fragments(value):
        pieces = _FRAGMENT_PARTS.split(fragment)
        words, joints = pieces[0::2], pieces[1::2]
        for k in range(len(words) - 1):
            first, second = words[k], words[k + 1]
            if attribute_person_names(f"{first}_{second}") or attribute_person_names(f"{second}_{first}"):
                found.append(first + joints[k] + second)
    return tuple(dict.fromkeys(found))


_KEY_JOINT = lazy(r"(?<=\p{L})[._](?=\p{L})")


def as_words(name: str) -> str:
    """A name found as a key written as words (``Kurt_Gebauer``, ``gebauer.kurt`` -> ``gebauer
    kurt``), so that its parts are known as a full name's are."""
    return _KEY_JOINT.sub(" ", name)


@lru_cache(maxsize=50_000)
def person_pointer_names(value: str) -> tuple[str, ...]:
    """A person's name in the fragments of a pointer (``who``, ``corresp``, ``target``) that name
    no id of the file: the fragment written as a key of a name (:func:`described_person_names`:
    ``#Heinrike_Lammersiek``, ``#lammersiek.heinrike``), also where the tables know neither
    word, since a pointer that resolves nowhere is read for what it names; and whatever
    :func:`pointer_person_names` finds."""
    found = list(pointer_person_names(value))
    for token in value.split():
        fragment = token[1:] if token.startswith("#") else ""
        if fragment and not fragment.startswith("teianon"):
            found += described_person_names(fragment)
    return tuple(dict.fromkeys(found))


def _written_as_name(word: str) -> bool:
    # A capital and then small letters: ``ScreenName``, ``AppUser`` are a vocabulary's terms.
    return word[0].isupper() and word[1:].islower() and not is_ordinary(word)


def is_person_element(element: etree._Element) -> bool:
    """Whether ``element`` stands for a person (a ``person``, a ``persName`` and its parts, an
    ``author``, a speaker): any of its attributes that is a name alone is that person's
    (``<persName style="Wendt">``), read as :func:`sort_key_names` reads a sort key."""
    tag = element.tag
    return isinstance(tag, str) and tag.startswith(_TEI) and tag[len(_TEI) :] in _PERSON_ELEMENTS


# A sort key's words: a name as it is sorted ("Wendt", "Wendt, Anna", "von Bülow"), any case.
_SORT_TOKEN = lazy(r"\p{L}+(?:['’\-]\p{L}+)*\.?")


@lru_cache(maxsize=50_000)
def sort_key_names(value: str) -> tuple[str, ...]:
    """A person's name as an element's ``@sortKey`` (``<person sortKey="Wendt">``): a sort key is
    written for a list of people far more often than for anything else, and a surname alone
    there, which no other rule reads as a name, is the person the text may never name. The
    whole value, where its words (at most four, a comma after a surname) are names of the
    tables or words of no language, place or organisation, and not all particles or initials:
    ``sortKey="intro"``, ``"02"``, ``"Haus"``, ``"Berlin"`` stay."""
    found = list(described_person_names(value))
    before, _, after = value.partition(",")
    tokens = before.split() + after.split()
    if found or not 1 <= len(tokens) <= 4 or not all(_SORT_TOKEN.fullmatch(t) for t in tokens):
        return tuple(found)
    words = [w for t in tokens if t.casefold() not in _PARTICLES for w in _word_parts(t) if len(w) > 2]
    if not words or _place_or_organisation(*words) or any(_place_or_organisation(w) for w in words):
        return ()
    # A word no table knows is a name only where written as one (``"zzz"`` sorts last).
    if all(_listed(w) and (not is_dictionary_word(w) or _surname(w)) or _written_as_name(w) for w in words):
        return (value.strip(),)
    return ()
