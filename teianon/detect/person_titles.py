"""PER: the shape of a name after a title or a form of address, and of a surname written first.

Letters, lists and formal text name people after a chain of titles (``Frau Dr. med.``,
``Prof. Dr.``, ``Priv.-Doz. Dr.``, ``OA Dr.``, ``Dipl.-Ing.``, ``Mr``, ``Judge``), after a word
for a family or a couple (``Familie``, ``Eheleute``, ``Messrs``), with initials (``Dr. K.
Berger``, ``J.-P. Martin``), a double surname (``Meier-Lüdenscheid``), a surname in capitals
(``Herr MÜLLER-KRAUSE``), or the surname first (``BECKER, Anna`` at the start of a line). This
module reads that structure from the words of a post; :mod:`teianon.detect.person` looks the
words up in the name tables and gives the certainty. The titles stay outside the name: only the
name is replaced.
"""

from __future__ import annotations

from collections.abc import Callable

import regex

from ..lists import german_nouns
from ..read.textview import BARRIER
from .chat_words import is_chat_spelling
from .evidence import Word, Words, chat_word_unstopped, is_plain_word
from .institution_words import institution_compound
from .lexicon import chat_words, german_frequency, is_chat_word, is_name
from .person_signatures import NAME_SHAPE as _NAME_SHAPE
from .person_signatures import at_line_start as _at_line_start
from .person_signatures import signs_off
from .person_signatures import word_gap as _gap

PARTICLES = frozenset("von van de der den di da du le la del della dos zu vom ten ter bin al".split())
# Forms of address: a capitalised word after them is a name, never a part of it. The tagger
# takes them into a person's span ("Dr. Kowalski") and leaves them outside again with this set.
FORMS_OF_ADDRESS = frozenset(
    "herr herrn hr frau fr frl mr mrs ms mx miss messrs dr drs prof judge justice familie fam eheleute ehepaar "
    # A judge's title before the surname (``Richterin Albers``; ``Richter`` is a surname as often);
    # doctors in the plural (``Dres. Lindqvist und Oberhaus``).
    "richterin dres "
    # A family's legal unit, named by its surname (``Erbengemeinschaft Wiegand``).
    "erbengemeinschaft "
    # French and Dutch ones as letters write them (``Mlle. Arosa``, ``Mevrouw van Dijk``), a clergyman's.
    "mlle mlles mme mmes rev revd meneer mevrouw mevr dhr "
    # Offices written before a surname in minutes, local news and school letters (``Cllr Begum``,
    # ``Ratsherr Dreesen``, ``Bgm. Frerichs``, a teacher's rank ``StR Lindemann``): the office
    # stays, the name goes, as with ``Herr``.
    # Not those that are surnames as often (Kaplan, Pastor, Alderman, Diakon, Kok: "Frau Kaplan").
    "cllr councillor ratsherr ratsfrau ratsherrn stadtrat stadträtin stadtrats bgm bürgermeister "
    "bürgermeisterin landrat landrätin pfarrer pfarrerin rektor rektorin "
    # A village's, a parish's and a school's office (``Ortsvorsteher Wiemken``, ``Pastorin Ubben``,
    # ``Headteacher Oakridge``): no surname is written like them. (Not ``Schulleiter``: a noun
    # after it is as often its sentence's, ``wenn der Schulleiter Redebedarf sieht``.)
    "ortsvorsteher ortsvorsteherin ortsbürgermeister ortsbürgermeisterin ortsbürgermeisters pastorin "
    "headteacher headmaster headmistress "
    "konrektor konrektorin strin ostr ostrin stdin ostd khk pok phk".split()
)
# The offices among them: after one, an ordinary word is the sentence's noun, no surname
# (``der Rektor Verantwortung übernahm``).
OFFICES = frozenset(
    "cllr councillor ratsherr ratsfrau ratsherrn stadtrat stadträtin stadtrats bgm bürgermeister bürgermeisterin "
    "landrat landrätin pfarrer pfarrerin rektor rektorin ortsvorsteher ortsvorsteherin ortsbürgermeister "
    "ortsbürgermeisterin ortsbürgermeisters pastorin headteacher headmaster headmistress konrektor konrektorin".split()
)
# The polite pronoun and its kin, capitalised in German letters: never a surname after a title
# (``die Frau Pastorin Sie nicht fortlassen wird``).
_PRONOUNS = frozenset("sie ihnen ihr ihre ihrer ihres er es du dich dir euch wir uns".split())
# Forms of address for two or more people: ``Messrs Atherton and Blythe``, ``Eheleute X und Y``.
# ``Dres.``: the doctors of a joint practice (``Gemeinschaftspraxis Dres. Lindqvist und Oberhaus``).
PLURAL_ADDRESS = frozenset("messrs herren damen eheleute ehepaar familien geschwister dres".split())
# Articles among the particles: a name after a title never starts with one ("Herr der Lage").
ARTICLES = frozenset("der den".split())
# Words for a family or a couple: after them "von" is a preposition ("die Familie von Igor Anic").
COLLECTIVES = frozenset("familie fam familien eheleute ehepaar geschwister erbengemeinschaft".split())
# Professional titles that stand alone before a name (``Dipl.-Ing. Wehrle``, ``Priv.-Doz.``,
# ``OA Dr.``, Austrian ``Ing.`` and ``Mag.``).
ACADEMIC_TITLES = frozenset("dipl ing priv doz pd oa oä mag geschwister herren damen familien".split())
# Parts of a degree that follow ``Dr.`` or ``Prof.`` in a chain: ``Dr. med.``, ``Dr. rer. nat.``,
# ``Dr. h. c.``, ``Dr. med. dent.``; alone they name nothing.
DEGREE_PARTS = frozenset("med rer nat phil jur dent vet pol oec habil h c hc techn sc univ em".split())
# Every part of a title or degree written with its full stop: "Prof.", "dent.", "Dipl.-Ing.".
_TITLE_PARTS = DEGREE_PARTS | ACADEMIC_TITLES | frozenset("dr drs dres prof univ".split())
_ABBREVIATION_PARTS = regex.compile(r"[.\-]+")


def title_abbreviation(word: str) -> bool:
    """``word`` is a title or a degree abbreviated with its full stop (``Prof.``, ``dent.``,
    ``rer.nat.``, ``Dipl.-Ing.``, ``Univ.-Prof.``): inside a person's or a practice's name it
    names no one, so it is neither searched as the name's part nor given a surrogate. Without
    the full stop the word may be a surname (``Vet``, ``Jur``); a single letter (``H.``, ``c.`` of
    ``h. c.``) is an initial as often."""
    if not word.endswith("."):
        return False
    parts = [part for part in _ABBREVIATION_PARTS.split(word.casefold()) if part]
    return any(len(part) > 1 for part in parts) and all(part in _TITLE_PARTS for part in parts)


# Nouns that follow a form of address as roles, not surnames ("Frau Doktor", "Herr Ober"); any
# other capitalised word after a title is a name, dictionary noun or not ("Frau Koch", "Herr
# Krüger", "Mrs Pemberton"), as surnames are nouns and compounds of nouns so often.
ROLE_NOUNS = frozenset(
    "doktor doktorin ober lehrer lehrerin nachbar nachbarin professor professorin kommissar kommissarin "
    "vorsitzender vorsitzende direktor direktorin präsident präsidentin pastorin sir madam "
    # The offices a court or a house is addressed by ("Mr. Chief Justice, may it please the
    # Court", "Madam Speaker", "Mr President"): the office, no one's name.
    "chief justice president speaker chairman chairwoman chair mayor governor".split()
)
# What may stand between two words of a chain of titles: a space, the title's full stop, the
# hyphen of ``Priv.-Doz.`` and ``Dipl.-Ing.``.
_CHAIN_GAP = regex.compile(r"\s*\.?\s*-?\s*")
_INITIAL_GAP = regex.compile(r"\s*\.\s*-?\s*")
# A first name, a hyphen and the initial of the second first name: ``Hans-J``.
_FIRST_AND_INITIAL = regex.compile(r"(\p{Lu}\p{Ll}+)-\p{Lu}")


def is_title(folded: str) -> bool:
    """A form of address (``Dr.``, ``Frau``): never part of the name it stands beside."""
    return folded.rstrip(".") in FORMS_OF_ADDRESS


def is_role(folded: str) -> bool:
    """A role after a form of address, not a surname: ``Herr Ober``, and compounds ending in a
    role (``Herr Bundesminister``, ``Frau Oberärztin``, ``Herr Staatssekretär``).

    A hyphen joins a double surname (``Frau Haddadi-Richter``: the second surname is also a
    role's word) far more often than a role's compound; the latter only after a prefix of
    rank or a noun of the language (``Vize-Präsident``, ``Amts-Richter``)."""
    if "-" in folded:
        head, _, last = folded.rpartition("-")
        if last in ROLE_NOUNS or last in _ROLE_ENDINGS:
            return all(part in _ROLE_PREFIXES or _noun(part) for part in head.split("-"))
    return folded in ROLE_NOUNS or any(
        folded.endswith(ending) and len(folded) > len(ending) + 2 for ending in _ROLE_ENDINGS
    )


# Prefixes of rank before a role, also written with a hyphen (``Vize-Präsident``, ``Ex-Minister``).
_ROLE_PREFIXES = frozenset("vize vice ober unter bundes landes staats amts ex co ko stv general ehren chef".split())


def _noun(folded: str) -> bool:
    """A German noun of the bundled list whose compound with a role is the role (``Amts-``)."""
    from ..lists import german_nouns

    return folded.capitalize() in german_nouns() and not is_name(folded)


def addressed_office(words: Words, i: int) -> bool:
    """Word i is a role addressed by a form of address, roles between (``Mr. Chief Justice``,
    ``Madam Speaker``, ``Mr. Mayor``): the office is spoken to, no name follows in it."""
    if not is_role(words[i].folded):
        return False
    j = i - 1
    while j >= 0 and is_role(words[j].folded) and words[j].folded not in FORMS_OF_ADDRESS:
        j -= 1
    return j >= 0 and words[j].folded.rstrip(".") in FORMS_OF_ADDRESS | {"madam"}


# Professions a letter names a person by, right before the name (``die Anwältin Okafor-Brandt``,
# ``our solicitor Adeyemi-Clarke``), beside the roles above, the title cues and the relation
# words: the professional people of a private letter (law, money, health, trades, school).
PROFESSIONS = frozenset(
    "anwalt anwältin notar notarin steuerberater steuerberaterin berater beraterin makler maklerin "
    "gutachter gutachterin betreuer betreuerin ärztin arzt hebamme pflegerin pfleger erzieherin erzieher "
    "handwerker elektriker klempner installateur dachdecker schreiner tischler friseur friseurin "
    "solicitor lawyer attorney barrister notary accountant adviser advisor broker agent surveyor "
    "dentist doctor gp nurse midwife physio physiotherapist carer caseworker counsellor vet "
    "plumber electrician builder roofer joiner decorator mechanic hairdresser tutor headteacher "
    "headmaster headmistress manager supervisor".split()
)


def names_profession(folded: str, titles: frozenset[str]) -> bool:
    """A word that a person's name follows as its role: a profession, a title cue, a role
    (``Rechtsanwältin``, ``Zahnarzt``)."""
    return folded in PROFESSIONS or folded.rstrip(".") in titles or is_role(folded)


# Endings of compound roles.
_ROLE_ENDINGS = tuple(
    "minister ministerin präsident präsidentin sekretär sekretärin arzt ärztin richter richterin anwalt "
    "anwältin direktor direktorin vorsitzende vorsitzender professor professorin "
    "kommissar kommissarin leiter leiterin pfarrer pfarrerin".split()
)


def in_title_chain(words: Words, i: int, titles: frozenset[str]) -> bool:
    """Word i is a title or a part of one before a name (``nat`` of ``Dr. rer. nat. Kolbe``,
    ``Doz`` of ``Priv.-Doz. Dr.``, ``Judge`` of ``Judge Hargreaves``): it starts no name."""
    folded = words[i].folded
    if len(folded) == 1 and title_before(words, i, titles) == "address" and _letter_for_name(words, i, titles):
        return False  # "Mr. C desires", "Mrs. H. was": the surname's letter, no degree's part
    chain = folded in FORMS_OF_ADDRESS or folded in ACADEMIC_TITLES or degree_part(words, i) or folded in titles
    return (chain or is_initial(words, i)) and i + 1 < len(words) and title_before(words, i + 1, titles) is not None


def degree_part(words: Words, i: int) -> bool:
    """Word i is a part of a degree after ``Dr.`` (``med``, ``rer``, ``h`` and ``c`` of ``Dr. h. c.``).
    A letter alone is one only beside its partner: ``C.`` of ``Dr. C. Berger`` is her initial."""
    folded = words[i].folded
    if folded not in DEGREE_PARTS:
        return False
    if len(folded) > 1:
        return True
    partner, j = ("c", i + 1) if folded == "h" else ("h", i - 1)
    return 0 <= j < len(words) and words[j].folded == partner


def is_initial(words: Words, i: int) -> bool:
    """A capital letter with its full stop: ``K.`` of ``Dr. K. Berger``, ``J.`` and ``P.`` of
    ``J.-P. Martin``; or a first name and the initial of the second joined by a hyphen, a double
    first name shortened (``Hans-J.`` of ``Hans-J. Martin``)."""
    # The word's shape first: most words are neither a letter nor a hyphenated first name.
    return (
        _initial_shaped(words[i].text)
        and i + 1 < len(words)
        and bool(_INITIAL_GAP.fullmatch(_gap(words, i, i + 1)))
        and not _abbreviation_half(words, i)
    )


# A small letter and its full stop right before a word: the first half of an abbreviation.
_SMALL_LETTER_STOP = regex.compile(r"(?<![\p{L}\d])\p{Ll}\.\s?$")


def _abbreviation_half(words: Words, i: int) -> bool:
    """Word i, a capital letter, is the second half of an abbreviation of two letters whose first
    is small (``i. A.``, ``i.V.``, ``z. B.``, ``u. U.``, ``o. Ä.``): a formula (``im Auftrag``,
    ``zum Beispiel``), no initial of the name after it."""
    text = words.post.text
    return (
        len(words[i].text) == 1
        and _SMALL_LETTER_STOP.search(text, max(0, words[i].start - 4), words[i].start) is not None
    )


def _initial_shaped(text: str) -> bool:
    if len(text) == 1:
        return text.isupper()
    if "-" not in text:
        return False
    found = _FIRST_AND_INITIAL.fullmatch(text)
    from .person_words import name_kinds  # person_words imports this module's titles

    return found is not None and name_kinds(found.group(1))[0] is not None


# What may follow the initials after a surname: the end of the text or of its line, or a mark
# that ends an entry of a list or a bibliography (``Oberkamp, H.-J.; Brzeski, A. (2019)``). Not
# a comma: ``Colt, Q. C., rose``, ``Washington, D. C., nächste Woche`` are a post-nominal and a
# place's abbreviation in a sentence.
_AFTER_INITIALS = regex.compile(rf"[^\S\n]*(?:$|[\n;:()\[\]{BARRIER}])")


def initials_after_surname(words: Words, i: int) -> int | None:
    """``Oberkamp, H.-J.`` in a list, a bibliography or a form: the end of the initials after
    the surname at word i, or None where the words do not have that shape (``Bonn, S. 12``: a
    page). The caller checks the tables."""
    if i + 1 >= len(words) or _gap(words, i, i + 1).strip(" \t") != "," or len(words[i].text) < 2:
        return None
    if not (words[i].capitalised and _NAME_SHAPE.fullmatch(words[i].text)):
        return None
    # An entry starts a line (a list, a form) or follows another one (``…; Brzeski, A.``).
    if not (_at_line_start(words, i) or (i and ";" in _gap(words, i - 1, i))):
        return None
    text = words.post.text
    j = i + 1
    while _initial_shaped(words[j].text) and text.startswith(".", words[j].end) and j - i <= 3:
        if j + 1 < len(words) and _INITIAL_GAP.fullmatch(_gap(words, j, j + 1)) and _initial_shaped(words[j + 1].text):
            j += 1
            continue
        return j + 1 if _AFTER_INITIALS.match(text, words[j].end + 1) else None
    return None


def joined_initials(words: Words, i: int, k: int) -> bool:
    """The initials from word i to word k are joined by a hyphen (``H.-J.``, ``A.-K.``,
    ``Hans-J.``): a double first name shortened, which no abbreviation of the language
    (``z. B.``, ``u. a.``, ``I. Weltkrieg``) is written as."""
    # The surname stands apart: "U.-S.-W.-Weiblichkeiten" glues an abbreviation to a noun.
    if k >= len(words) or "-" in _gap(words, k - 1, k) or not _gap(words, k - 1, k).strip(".-"):
        return False
    return any("-" in words[j].text or "-" in _gap(words, j, j + 1) for j in range(i, k))


def _bare_initials_end(words: Words, i: int) -> int:
    """The end of initials without full stops that start at word i (``C`` and ``J`` of ``Dr C J
    Berger``), i where none do. Only after a form of address: elsewhere a capital letter alone
    is a label or a class (``Tab A``, ``Anlage B``); ``I`` is the pronoun. A double first name's
    initials joined by a hyphen (``Ms A-M Kowalczyk``, ``Mr J-P Aubert``) are one such word."""
    j = i
    while j + 1 < len(words) and _bare_initial(words[j].text):
        if not words.adjacent(j, j + 1) or j - i == 3:
            return i
        j += 1
    return j


# Initials of a double first name joined by a hyphen, without full stops: ``A-M``, ``J-P``.
_JOINED_BARE_INITIALS = regex.compile(r"\p{Lu}(?:-\p{Lu}){1,2}")


def _bare_initial(text: str) -> bool:
    return (len(text) == 1 and text.isupper() and text != "I") or _JOINED_BARE_INITIALS.fullmatch(text) is not None


def initials_end(words: Words, i: int) -> int:
    """The index of the first word after the initials that start at word i (i where none do)."""
    j = i
    while j < len(words) and is_initial(words, j) and j - i < 3:
        j += 1
    return j


def title_before(words: Words, i: int, titles: frozenset[str]) -> str | None:
    """What stands right before word i: ``address`` (a chain of forms of address and academic
    titles: ``Frau Dr. med.``, ``Prof. Dr.``, ``OA Dr.``, ``Dipl.-Ing.``, ``Familie``), ``title``
    (another of the ``titles``: ``Trainer``, ``Kanzlerin``) or None. The partner of a plural
    form of address counts as well: ``Blythe`` of ``Messrs Atherton and Blythe``."""
    j = i - 1
    address = other = False
    while j >= 0 and i - j <= 6:
        folded = words[j].folded
        # The word first, its gap after (a set is cheaper); a lower-case academic title that is
        # a word of chat, without its full stop, is the word ("ich mag Sie").
        titled = folded in FORMS_OF_ADDRESS or folded in ACADEMIC_TITLES and not chat_word_unstopped(words, j)
        if not (titled or folded in titles or degree_part(words, j)):
            break
        if not titled and comparative_reading(words[j].text) and words[i].capitalised:
            break  # "drang dichter Rauch": the adjective, where the writer capitalises the name
        if not _CHAIN_GAP.fullmatch(_gap(words, j, j + 1)):
            break
        if titled:
            address = True
        elif folded in titles:
            other = True
        j -= 1
    if address:
        return "address"
    if other:
        return "title"
    return "address" if _plural_partner(words, i) else None


def comparative_reading(text: str) -> bool:
    """A role word in lower case that is also an adjective's comparative or inflected form
    (``dichter`` of ``dicht``): its stem is a frequent German word that is no noun (``mal`` of
    ``maler`` and ``spiel`` of ``spieler`` are nouns, ``Mal``, ``Spiel``). A writer who
    capitalises the name after it would have capitalised the role (``Dichter Rauch``)."""
    if not text.islower() or not text.endswith("er") or len(text) < 6:
        return False
    stem = text[:-2]
    return german_frequency(stem) >= 3.5 and stem.capitalize() not in german_nouns()


def _plural_partner(words: Words, i: int) -> bool:
    """``Messrs Atherton and Blythe``, ``Eheleute Brandt und Vogel``: word i follows ``and``
    after a name that follows a plural form of address."""
    if i < 3 or words[i - 1].folded not in ("and", "und", "&") or not words.adjacent(i - 1, i):
        return False
    j = i - 2
    while j > 0 and i - j <= 4 and words[j].capitalised and words.adjacent(j, j + 1):
        if words[j - 1].folded in PLURAL_ADDRESS:
            return True
        j -= 1
    return False


def name_shaped(word: Word, titles: frozenset[str]) -> bool:
    """A word written as a surname after a form of address: capitalised (``Meier-Lüdenscheid``,
    ``O'Brien``) or in capitals (``MÜLLER-KRAUSE``), no role, title or function word."""
    text = word.text
    return (
        word.capitalised
        and _NAME_SHAPE.fullmatch(text) is not None
        and (not text.isupper() or sum(c.isalpha() for c in text) >= 3)
        and word.folded not in titles
        and word.folded not in FORMS_OF_ADDRESS
        and word.folded not in _PRONOUNS
        and word.folded not in DEGREE_PARTS
        and word.folded not in ACADEMIC_TITLES
        and not is_role(word.folded)
        and not _chat_word_as_written(text)
        and not institution_compound(text)
    )


# Forms of address proper (no academic title, no family): the capitalised word after them is
# the surname unless it is clearly none.
_PROPER_ADDRESS = frozenset("herr herrn hr frau fr frl mr mrs ms mx miss meneer mevrouw mevr dhr".split())
# Words after ``Herr`` that make an exclamation or a prayer, not a person.
_NO_SURNAME = frozenset("gott gottes jesus jesu".split())


def _addressed_proper(words: Words, i: int) -> bool:
    """Word i follows ``Herr``, ``Frau``, ``Mr``… directly or through a doctor's title
    (``Frau Dr. König``), and is no exclamation's word (``Herr Gott``)."""
    if words[i].folded in _NO_SURNAME:
        return False
    for back in (1, 2):
        if i - back < 0:
            return False
        folded = words[i - back].folded.rstrip(".")
        if folded in _PROPER_ADDRESS:
            return True
        if folded not in ("dr", "prof"):
            return False
    return False


def _chat_word_as_written(text: str) -> bool:
    """A chat word as written, not only with its doubled letters squeezed: ``Fromm``, ``Mann``
    and ``Voss`` after a form of address are surnames, not an elongated ``from``, ``man``, ``vos``."""
    if not is_chat_word(text):
        return False
    return text.casefold() in chat_words() or is_chat_spelling(text) or not text[:1].isupper()


def _letter_for_name(words: Words, i: int, titles: frozenset[str]) -> bool:
    """Word i, right after a form of address, is a capital letter that no name follows: the
    surname shortened (``Mrs. B``), not an initial of the name after it (``Dr. K. Berger``)."""
    text = words[i].text
    # "I" is a pronoun or a Roman one; after a plural form a letter names a class or a team
    # ("bei den Herren I"), not a person.
    if len(text) != 1 or not text.isupper() or text == "I" or (i and words[i - 1].folded in PLURAL_ADDRESS):
        return False
    if _document_label(words, i):
        return False
    # The word after the initials decides: ``H.-J. Oberkamp`` and ``K. Berger`` are initials; a
    # word after a comma is none of the letter's (``Dr. Q, Room 12``).
    k = max(initials_end(words, i), _bare_initials_end(words, i), i + 1)
    if k >= len(words):
        return True  # "Das sagte Herr K": the text ends with the letter
    apart = k == i + 1 and not is_initial(words, i) and not words.adjacent(i, k)
    return apart or not name_shaped(words[k], titles)


# Titles that are also the abbreviations of a document's parts: ``Ms.``/``MS`` a manuscript,
# ``Rev.`` a revision. A letter after them is a siglum or a label where the text speaks of
# documents around it (``Rev. B of the drawing``, ``Ms. A and Ms. B, the two manuscripts``).
_DOCUMENT_TITLES = frozenset("ms mss rev".split())
# Words only documents have around a siglum: manuscripts, their leaves, drawings and their
# revisions, the versions of a text (not "copy" or "text": "Ms. B sent a text").
_DOCUMENT_WORDS = frozenset(
    "manuscript manuscripts codex codices folio folios fol ff recto verso siglum sigla stemma "
    "scribe scribes drawing drawings revision revisions version versions edition editions variant "
    "variants handschrift handschriften fassung fassungen zeichnung zeichnungen blatt".split()
)
# How many words on either side a document word is looked for.
_DOCUMENT_WINDOW = 8


def _document_label(words: Words, i: int) -> bool:
    """The letter at word i names a manuscript or a revision, not a person: after ``MS`` in
    capitals (the title is written ``Ms``), or after ``Ms.``, ``Rev.`` with a word of documents near."""
    if i == 0 or words[i - 1].folded.rstrip(".") not in _DOCUMENT_TITLES:
        return False
    title = words[i - 1].text.rstrip(".")
    if title.isupper() and len(title) > 1 and title[:2] == "MS" and not words.post.text.isupper():
        return True
    near = range(max(0, i - _DOCUMENT_WINDOW), min(len(words), i + _DOCUMENT_WINDOW + 1))
    return any(words[j].folded.rstrip(".") in _DOCUMENT_WORDS for j in near)


# How a word reads in the name tables and dictionaries (the person detector says):
# ``listed`` (a first name or surname of the tables), ``ordinary`` (a word of the language no
# table holds as a name), ``elsewhere`` (a place or an organisation), ``unknown``.
Reading = Callable[[str], str]


def titled_name(
    words: Words, i: int, titles: frozenset[str], reading: Reading, extend: Callable[[int], int]
) -> tuple[int, str, str] | None:
    """``(end, cert, source)`` of a name that starts at word i after a form of address or with
    initials, or None (the general rules decide). After a form of address a name is sure unless
    it is also a word of the language (``Herr Kaffee``: medium); a role (``Frau Doktor``) is none.
    Initials without a title need a name the tables hold or no word at all (``A. Merkel``, not
    ``I. Weltkrieg``)."""
    k = initials_end(words, i)
    address = title_before(words, i, titles) == "address"
    if address and _letter_for_name(words, i, titles):
        # "Mrs. B put the postage on", "talk back to Mrs. G. and": letters and memoirs shorten
        # a surname to its letter; the letter is the name, its full stop stays outside.
        return i + 1, "medium", "person:title-letter"
    if address and k == i:
        k = _bare_initials_end(words, i)  # "Dr C Berger": initials written without full stops
    if k >= len(words):
        return None
    if not address and k == i:
        return None
    if address and words[k].folded in PARTICLES:
        # "Frau von der Leyen", "Dr. de Maizière"; not "Herr der Lage" (an article), nor
        # "Familie von Igor Anic" (the family of a person named after it).
        if k > i or words[k].folded in ARTICLES or words[k - 1].folded in COLLECTIVES:
            return None
        j = k
        while j + 1 < len(words) and words[j].folded in PARTICLES and j - k < 3 and words.adjacent(j, j + 1):
            j += 1
        if j == k or j >= len(words) or not name_shaped(words[j], titles):
            return None
        found = reading(words[j].text)
        # A rule of its own ("person:particle"), which the decision model was not trained on:
        # a form of address and a particle make a surname of a word or a town's name
        # ("Herr von der Aue"), which the model, weighing the word, held below the default.
        return extend(j), "medium" if found in ("ordinary", "elsewhere") else "high", "person:particle"
    if not name_shaped(words[k], titles):
        return None
    text = words[k].text
    found = reading("-".join(part.capitalize() for part in text.split("-")) if text.isupper() else text)
    if found == "elsewhere" and not address:
        return None  # "A. Berlin"; but "Mr C. Dunwoody": a form of address and an initial make a person
    end = extend(k)
    worded = found == "ordinary" or found == "listed" and is_plain_word(text)
    # Only a surname of the tables: a word no table holds as a name is a role after the form of
    # address (``Herr Hausmeister``, ``Herr Kapitän``, ``Frau Magister``), left to the model.
    if address and worded and found == "listed" and k == i and _addressed_proper(words, i):
        # A rule of its own: the decision model, weighing the word, held a surname that is a
        # word below the default after ``Herr``/``Frau``/``Mr`` (``Frau König``, ``Herr Mann``).
        return end, "medium", "person:title-word"
    if address and found == "ordinary" and k == i and words[i - 1].folded.rstrip(".") in OFFICES:
        return None  # "der Rektor Verantwortung übernahm": the office's sentence goes on
    if address:
        return end, "medium" if found == "ordinary" else "high", "person:title"
    if found == "listed":
        return end, "high", "person:initials"
    if found != "ordinary":
        return (end, "medium", "person:initials") if found == "unknown" else None
    # "H.-J. Wehrmann", a letter signed "J. Wehrmann": hyphened initials or a signature line
    # make a name of a surname that is also a word.
    if joined_initials(words, i, k):
        return end, "medium", "person:initials"
    return (end, "medium", "person:signature") if signs_off(words, i, end) else None
