"""ORG: known organisations, legal forms (GmbH, e.V., Ltd), head words (Uni, FC), workplaces.

``TU Dortmund``, ``ASV Schifferstadt``, ``Müller & Söhne GmbH``, ``bei John Deere arbeiten``.
Known organisations whose name is an ordinary word (``Post``, ``Zeit``) need a cue.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import cues, english_words, notable, organisations, persons, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words, is_common_word, is_compound_noun, is_plain_word
from .firm_openers import opens_no_firm
from .institution_words import (
    DEPARTMENT_HEADS,
    ENGLISH_HEADS,
    NUMBER_CUES,
    SAINTS,
    business_noun,
    generic_institution,
    organisation_heads,
)
from .lexicon import frequency
from .org_acronyms import SOURCE as DEFINED_ACRONYM
from .org_acronyms import acronym_organisations
from .org_care import SOURCES as CARE
from .org_care import care_organisations
from .org_document import SOURCE as SAME_FIRM
from .org_document import firm_names, same_firm
from .org_domains import SOURCE as OWN_DOMAIN
from .org_domains import domain_labels, spelled_by_domain
from .org_frames import APPOSITION, DEALINGS, framed_organisations
from .org_initials import INITIALS, initialled_firms
from .org_kinds import SOURCE as KIND
from .org_kinds import founded_end, kind_names, kind_of
from .org_shapes import SOURCES as SHAPES
from .org_shapes import shaped_organisations
from .org_tails import SOURCES as TAILS
from .org_tails import tailed_organisations
from .org_trading import SOURCES as TRADING
from .org_trading import trading_names
from .person_titles import is_title

MAX_WORDS = 4
_WORK = regex.compile(
    r"\b(?:arbeit\w*|job\w*|angestellt\w*|praktikum\w*|ausbildung|work\w*|employ\w*|intern\w*)\b", regex.IGNORECASE
)
_ACRONYM = regex.compile(r"^\p{Lu}{2,6}$")
_ACRONYM_CUES = frozenset("der die das dem den des the bei beim at für for von vom from".split())
_ARTICLES = frozenset("der die das dem den des ein eine einer the a an".split())
# Words inside an organisation's name: Institut für Corporate Governance, Council on Security.
_LINKS = frozenset("für of on for and und der des".split())
_PREPOSITIONS = frozenset("am an im in zum zur auf beim".split())
# English names of offices and public bodies begin with a word that is a common noun on its own
# ("the office", "a board"): only with "of"/"for"/"on" and a capitalised word after it are they a
# name (Office of Student Affairs, Department for Transport, Board on Radiation Effects).
_BODY_HEADS = frozenset("office department division ministry bureau board authority directorate secretariat".split())
_BODY_LINKS = frozenset("of for on".split())
# The words a body's name may have after its head (``Department for Culture, Media and Sport``).
_BODY_WORDS = 8
# Their rule: the decision may raise it, never lower it (teianon.decide.GRAMMATICAL).
BODY = "organisation:body"
# The members a governing body is named by (``Board of Trustees``, ``Court of Governors``): every
# organisation has one, so the name points to none; the model weighs these as before.
_MEMBERS = frozenset(
    "trustees directors governors regents managers examiners deacons elders visitors supervisors "
    "commissioners aldermen selectmen overseers fellows management".split()
)


def _body_source(words: Words, i: int) -> str:
    """The rule of the body named from the head at ``i``: a governing body named by its members
    alone stays the head rule's, which the model may hold low."""
    # The name's own words: the capitalised words right after the link ("Board of Governors met on
    # Monday": "Monday" is no part of it).
    end = i + 2
    while end < len(words) and end - i <= MAX_WORDS and words[end].capitalised and words.adjacent(end - 1, end):
        end += 1
    if end == i + 3 and words[i + 2].folded in _MEMBERS:
        return "organisation:head"
    return BODY


# Words that name a firm's partners after an ampersand or "and" (``Caister & Sons``,
# ``Brüggemann & Söhne``, ``Morsbach und Partner``, ``Quillon & Associates``): with a name
# before them they make the firm's name, as a legal form does.
_PARTNERS = frozenset(
    "sons son söhne sohn brothers bros partner partners partnerin associates daughters töchter cie".split()
)


def _firm_name(words: Words, k: int, ampersand: bool, before: bool = False) -> bool:
    """Word k may name a firm's owner: capitalised, and a name of the tables or no word of the
    dictionaries. A name that is also a word (``Smith``, ``Fürst``) only before an ampersand or
    before another name (``John Wilson and Son``): ``Fürst und Sohn`` is kin. A compound noun
    only before an ampersand (``Brüggemann & Söhne``), as ``und`` joins two nouns too
    (``Sublieferanten und Partner``)."""
    word = words[k]
    if not word.capitalised:
        return False
    listed = bool(persons().get((word.folded,)))
    if is_plain_word(word.text):
        return listed and (ampersand or before)
    return listed or ampersand or not is_compound_noun(word.text)


def _joined(words: Words, i: int, j: int) -> bool:
    """Words i and j are separated by white space or an ampersand (Müller & Söhne)."""
    return words.post.text[words[i].end : words[j].start].replace("&", " ").strip() == ""


# A sports club's form (``SV``, ``TuS``, ``DJK``) is followed by the words clubs take for a name,
# which are also words of the language (``Eintracht``, ``Germania``, ``Blau-Weiß``), and then by
# its town: ``SV Eintracht Senden``, ``TuS Germania Hövelhof``, ``DJK Grün-Weiß Nottuln``.
_CLUB_FORMS = frozenset("sv tsv fc sc vfb vfl asv tus djk spvgg tsg ssv fsv esv bsc sus vfr tura".split())
_CLUB_WORDS = frozenset(
    "eintracht germania borussia fortuna concordia union viktoria victoria alemannia teutonia westfalia "
    "arminia preußen olympia rasensport sportfreunde sportfreund glück jahn hellas rhenania saxonia "
    "frisia bavaria".split()
)
# Heads a saint's name follows as a name of its own (``Kirche St. Lamberti``, ``Gemeinde St.
# Marien``): the head is the writer's word for it.
_SAINTED = frozenset("kirche gemeinde pfarrei church parish chapel kapelle".split())
_CLUB_COLOURS = frozenset("blau grün rot schwarz weiß weiss gelb gold".split())


# English trades after their owner's surname (``Hartley Plumbing``, ``Hill Builders``): a surname
# of the tables that is also a word (``Hill``, ``Stone``) names the firm there.
TRADES = frozenset(
    "joinery joiners plumbing plumbers builders roofing electrical electricals garage lettings butchers "
    "decorators removals landscaping bakery".split()
)


# German trades and services before their owner's name (``Schreinerei Vogel``, ``Malerbetrieb
# Vogel e.K.``; the heads are in the cue table).
GERMAN_TRADES = frozenset(
    "schreinerei tischlerei zimmerei dachdeckerei malerbetrieb gärtnerei elektro sanitär heizungsbau "
    "hausverwaltung fahrschule bäckerei metzgerei fleischerei konditorei autohaus friseur friseursalon".split()
)


def _club_word(word: str) -> bool:
    """A word of a club's name that the language has too: ``Eintracht``, ``Blau-Weiß``."""
    folded = word.casefold()
    parts = folded.split("-")
    return folded in _CLUB_WORDS or len(parts) > 1 and all(p in _CLUB_COLOURS for p in parts)


# German compounds whose last part is a head word: a named clinic, school or practice follows
# (``Rehaklinik Lindenhof``, ``Grundschule Wiesental``, ``Hausarztpraxis Brandt``).
_COMPOUND_HEADS = ("klinik", "schule", "krankenhaus", "praxis", "kanzlei", "gymnasium")
# ... and a home for the old, the ill or the young, named as often (``Seniorenzentrum Haus
# Abendrot``, ``Seniorenresidenz Am Park``, ``Kinderhospiz Sternenbrücke``); a town that ends so
# (``Hildesheim``) is none.
_CARE_HEADS = ("heim", "seniorenzentrum", "pflegezentrum", "altenzentrum", "residenz", "hospiz")


def _compound_head(folded: str) -> bool:
    """A German compound whose last part is a head word, long enough to be no word of its own."""
    if len(folded) <= 9:
        return False
    return folded.endswith(_COMPOUND_HEADS) or folded.endswith(_CARE_HEADS) and not places().get((folded,))


def _surname(words: Words, k: int) -> bool:
    """Word k may be a firm's partner: capitalised, a surname of the tables or no word of the
    dictionaries, and no first name alone (``Tom & Jerry``)."""
    word = words[k]
    if not word.capitalised or not word.text.isalpha() or word.text.isupper():
        return False
    entries = persons().get((word.folded,))
    if entries and not any(e.kind == "last" for e in entries):
        return False
    return bool(entries) or not is_plain_word(word.text)


ACRONYM_NAME = "organisation:acronym-name"


def _foreign_name_end(words: Words, j: int) -> int:
    """The end of one to three capitalised words from word j that no dictionary holds and that
    are written with a letter beyond English and German (``Orlęta Łuków``, ``Dinamo Tbilisi`` is
    none: a name the tables may know), or ``j`` where there are none."""
    end = j
    while end < len(words) and end - j < 3 and words.adjacent(end - 1, end):
        word = words[end]
        if not word.capitalised or word.text.isupper() or is_plain_word(word.text):
            break
        if persons().get((word.folded,)) or notable().get((word.folded,)):
            break  # "CV Łukasz", "PSG Mbappé": a person's name, for the person rules and the lists
        end += 1
    foreign = any(not _GERMAN_LETTERS.fullmatch(words[k].text) for k in range(j, end))
    return end if foreign else j


# Articles and prepositions before a club's form: "mit dem KS …", "gegen den NK …", "zum FK …".
_CLUB_CUES = _ACRONYM_CUES | frozenset("zum zur vom beim gegen mit against with v vs".split())


def _club_form_before(words: Words, i: int) -> bool:
    """Word i is an acronym of capitals right after an article or preposition."""
    return bool(_ACRONYM.match(words[i].text)) and i > 0 and words[i - 1].folded in _CLUB_CUES


_GERMAN_LETTERS = regex.compile(r"[A-Za-zÄÖÜäöüß\-]+")


def _partner(words: Words, k: int) -> bool:
    """Word k beside ``&`` after a firm's kind (``Kfz-Meisterbetrieb Şahin & Krämer``,
    ``Friseursalon Anna & Lena``): a partner whatever name it is, a surname that is a word too
    (``Krämer``) or a first name; not a word in capitals."""
    word = words[k]
    return word.capitalised and word.text.isalpha() and not word.text.isupper()


def _surnames_joined(words: Words, i: int) -> Iterator[Mention]:
    """``Harlow & Crane``, ``Pryce & Dunmore``: surnames joined by an ampersand name a firm (of
    solicitors, estate agents, builders), the whole of it: read apart, a surname that is also a
    word (``Crane``) stayed beside its partner's placeholder. One of them must be no word of
    the language (``Salt & Pepper``, ``Rock & Roll`` are words and titles); public firms of
    this shape (``Marks & Spencer``) stay by the public-sphere decision."""
    first, last = i - 1, i
    kind = first > 0 and words.adjacent(first - 1, first) and _firm_kind(words[first - 1].text)
    surnames = _surname(words, first) and _surname(words, last)
    if not (surnames or kind and _partner(words, first) and _partner(words, last)):
        return
    if words.sentence_initial(first) and is_plain_word(words[first].text):
        return
    if is_plain_word(words[first].text) and is_plain_word(words[last].text):
        return
    start = first
    if kind and ("-" in words[first - 1].text or not is_plain_word(words[first - 1].text)):
        # "Kfz-Meisterbetrieb Demir & Hartmann": a compound kind is on the firm's sign and opens
        # its name, so that a person rule's "Kfz-Meisterbetrieb Demir" does not cut the partners
        # apart; a plain kind ("das Büro Schulte & Kranz") is the writer's word for it.
        start = first - 1
    yield Mention(words[start].start, words[last].end, Category.ORG, cert="medium", source="organisation:ampersand")


# Last parts of a German firm's kind written before its partners' names.
_FIRM_KIND_ENDINGS = ("betrieb", "werkstatt", "praxis", "kanzlei", "büro", "service", "handel", "partner")


def _firm_kind(text: str) -> bool:
    """A capitalised word for a firm's kind: a head of the cue table, a German trade, a kind of
    small organisation, or a compound ending in one (``Kfz-Meisterbetrieb``, ``Steuerbüro``)."""
    if not text[:1].isupper():
        return False
    folded = text.casefold()
    last = folded.rsplit("-", 1)[-1]
    return (
        last in organisation_heads()
        or last in GERMAN_TRADES
        or kind_of(last) is not None
        or last.endswith(_FIRM_KIND_ENDINGS)
    )


@register
class OrganisationDetector(Detector):
    name = "organisation"
    categories = frozenset({Category.ORG})
    precise_sources = frozenset(
        {
            "organisation:legal-form",
            "organisation:partners",
            "organisation:ampersand",
            "organisation:head",
            BODY,
            "organisation:workplace",
            APPOSITION,
            DEALINGS,
            KIND,
            *SHAPES,
            *TAILS,
            INITIALS,
            *CARE,
            *TRADING,
            SAME_FIRM,
            OWN_DOMAIN,
            ACRONYM_NAME,
            DEFINED_ACRONYM,
        }
    )

    def load(self) -> None:
        organisations()
        table = cues()
        self.heads = organisation_heads()
        self.suffixes = {w.casefold().rstrip(".") for w in table[("ORG", "suffix")]}
        self.before = {w.casefold() for w in table[("ORG", "before")]}

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        words = Words.of(post)
        yield from self._known(words)
        # Shops, cafés and practices named without a head word, by their frame (issue 38).
        yield from framed_organisations(words)
        # ... and by the word for their kind right before the name (``im Landgasthof Ochsen``).
        yield from kind_names(words)
        # ... and by the shape of their name: a venue's, club's or firm's kind beside it.
        yield from shaped_organisations(words)
        # ... and by their trade at the end (``Harbour Light Books``) or a legal form's addition.
        yield from tailed_organisations(words)
        # ... and by the owner's initials before the trade (``RDM Roofing``, ``JK Elektro``).
        yield from initialled_firms(words)
        # ... and by a fund's or care provider's kind (``Brenneisen BKK``, ``Quenby Health``).
        yield from care_organisations(words)
        # ... and by formal prose's frames: what it trades as, whose director someone is.
        yield from trading_names(words)
        # ... and by the document: a firm it names with its legal form elsewhere (a signature).
        yield from same_firm(post, firm_names(context, self._legal_forms))
        # ... and by its own e-mail or web address (``Fahrschule Kupplung`` <…@fahrschule-kupplung.de>).
        yield from spelled_by_domain(post, domain_labels(context))
        # ... and by an acronym the document defines by its name (``… Housing Trust (KVHT)``).
        yield from acronym_organisations(post, context)
        for i in range(len(words)):
            folded = words[i].folded
            if folded.rstrip(".") in self.suffixes and i > 0:
                yield from self._before_suffix(words, i)
            elif folded.rstrip(".") in _PARTNERS and words[i].capitalised:
                yield from self._partners(words, i)
            elif i > 0 and words.post.text[words[i - 1].end : words[i].start].strip() == "&":
                yield from _surnames_joined(words, i)
            elif (
                (folded in self.heads or _compound_head(folded))
                and words[i].capitalised
                or words[i].text in ("FC", "SV", "TU", "FH")
            ):
                if folded not in TRADES:  # "in seiner Garage Platz": the English trade's name is before it
                    yield from self._after_head(words, i)
                yield from self._before_head(words, i)
            elif folded in _BODY_HEADS and words[i].capitalised and self._body(words, i):
                # Medium: a body inside an organisation (Board of Trustees) names no one place.
                # A ministry's or an office's name runs on over its remits ("Department of Health
                # and Social Care"): more words than a firm's after its head.
                yield from self._after_head(words, i, "medium", _body_source(words, i), _BODY_WORDS)
            elif folded in self.before:
                yield from self._workplace(words, i)
            elif _club_form_before(words, i) and (end := _foreign_name_end(words, i + 1)) > i + 1:
                # "mit dem KS Orlęta Łuków": a club's or firm's form of another country and its
                # name of no dictionary's words, as "TSV Eintracht Ahlen" is here.
                yield Mention(words[i].start, words[end - 1].end, Category.ORG, cert="medium", source=ACRONYM_NAME)
            elif self._acronym(words, i):
                yield Mention(words[i].start, words[i].end, Category.ORG, cert="low", source="organisation:acronym")

    def _legal_forms(self, words: Words) -> Iterator[Mention]:
        """The firms of one post's words named with a legal form (``Brenner Haustechnik GmbH``),
        one legal form each (not the ``GmbH`` inside ``GmbH & Co. KG``)."""
        for i in range(1, len(words)):
            before = words[i - 1]
            if (
                words[i].folded.rstrip(".") in self.suffixes
                and before.folded.rstrip(".") not in self.suffixes
                and before.text not in ("&", "Co", "Co.")
            ):
                yield from self._before_suffix(words, i)

    @staticmethod
    def _body(words: Words, i: int) -> bool:
        """``Office of Undergraduate Studies``: a link word, then a capitalised word."""
        return (
            i + 2 < len(words)
            and words[i + 1].folded in _BODY_LINKS
            and words.adjacent(i, i + 1)
            and words.adjacent(i + 1, i + 2)
            and words[i + 2].capitalised
        )

    @staticmethod
    def _acronym(words: Words, i: int) -> bool:
        """An unknown acronym after an article or preposition: "der BFH", "bei AMD".

        Chat is full of acronyms that are no organisation (LOL, PLZ, IBAN); the cue keeps most out.
        """
        text = words[i].text
        if not _ACRONYM.match(text) or frequency(text) >= 4.0 or text.lower() in english_words():
            return False
        if (text.casefold(),) in places():
            return False
        before = words.previous(i)
        return before is not None and before.folded in _ACRONYM_CUES

    def _known(self, words: Words) -> Iterator[Mention]:
        for i, n, entries in words.matches(organisations()):
            text = words.post.text[words[i].start : words[i + n - 1].end]
            form = entries[0].form
            if form.isupper() or len(form) <= 3:
                if text != form:
                    continue
            elif is_common_word(form) and n == 1:
                before = words.previous(i, frozenset("der die das dem den des the".split()))
                if not (before and before.folded in self.before) or not words[i].capitalised:
                    continue
            yield Mention(
                words[i].start,
                words[i + n - 1].end,
                Category.ORG,
                cert="high" if words[i].capitalised else "medium",
                source="organisation:list",
            )

    def _before_suffix(self, words: Words, i: int) -> Iterator[Mention]:
        start = i
        while (
            start > 0
            and i - start < MAX_WORDS
            and _joined(words, start - 1, start)
            and (words[start - 1].capitalised or words[start - 1].text in ("und", "and"))
            # A sentence's capitalised article is no part of the name: "Die Wendhorst Bau mbH".
            and words[start - 1].folded not in _ARTICLES
            and not (words.sentence_initial(start - 1) and opens_no_firm(words[start - 1].text))
        ):
            start -= 1
        if start < i and words[start].capitalised:
            end = words[i].end
            if words.post.text[end : end + 1] == "." and "." in words[i].text:  # e.V. keeps its dot
                end += 1
            yield Mention(words[start].start, end, Category.ORG, cert="high", source="organisation:legal-form")

    @staticmethod
    def _partners(words: Words, i: int) -> Iterator[Mention]:
        """``Caister & Sons``, ``Ridley and Partners``: the capitalised words of a name before an
        ampersand or ``and``/``und`` and a partners' word. The words must be names: of the name
        tables and no plain word, or no word at all (``Father & Son``, ``Brothers and Sisters``,
        ``Fürst und Sohn`` are titles and kin, no firm); after ``und``/``and``, which joins any
        two nouns, a German compound noun is none either (``Sublieferanten und Partner``)."""
        if i < 1:
            return
        gap = words.post.text[words[i - 1].end : words[i].start].strip()
        if gap == "&":
            last = i - 1
        elif gap == "" and words[i - 1].folded in ("and", "und") and i >= 2 and _joined(words, i - 2, i - 1):
            last = i - 2
        else:
            return
        ampersand = gap == "&"
        if not _firm_name(words, last, ampersand):
            return
        start = last
        while (
            start > 0
            and last - start < MAX_WORDS - 1
            and _joined(words, start - 1, start)
            and _firm_name(words, start - 1, ampersand, before=True)
        ):
            start -= 1
        end = words[i].end
        if words.post.text[end : end + 1] == "." and words[i].folded == "bros":
            end += 1  # Bros. keeps its dot
        # A rule of its own, not among the decision model's training candidates: its certainty
        # stands (teianon.decide.model.MIN_ROWS), as the institution rule's does.
        yield Mention(words[start].start, end, Category.ORG, cert="high", source="organisation:partners")

    def _after_head(
        self, words: Words, i: int, cert: str = "high", source: str = "organisation:head", most: int = MAX_WORDS
    ) -> Iterator[Mention]:
        end = i + 1
        linked = False  # after "für"/"of", every capitalised word belongs to the name
        club = words[i].folded in _CLUB_FORMS
        # A trade is named by its owner, not by what it belongs to: "Hausverwaltung des Ministeriums".
        links = frozenset() if words[i].folded in GERMAN_TRADES else _LINKS
        while end < len(words) and end - i <= most and words.adjacent(end - 1, end):
            word = words[end]
            joins = word.folded in links and end + 1 < len(words) and words[end + 1].capitalised
            if joins and word.folded in ("and", "und") and self._second_name(words, end + 1):
                break  # "Greenfield Primary School and Holmbury Academy": two names
            if joins and word.folded in ("and", "und") and is_title(words[end + 1].folded.rstrip(".")):
                break  # "the Board of Directors and Mr Smith": a person after it
            if not (joins or word.capitalised or word.text.isdigit()) or word.folded in NUMBER_CUES:
                break
            if word.capitalised and not linked and business_noun(word.folded):
                break  # "Pflegedienst Dienstplan": the service's roster, written apart
            # "Seniorenzentrum Haus Abendrot": a house's name follows "Haus", a word or not.
            house = word.folded == "haus" and end + 1 < len(words) and words[end + 1].capitalised
            if (
                word.capitalised
                and not linked
                and is_plain_word(word.text)
                and (word.folded,) not in places()
                and not any(e.kind == "last" for e in persons().get((word.folded,)))
                and not (club and _club_word(word.text))
                and not house
            ):
                break  # "Schule Mathematik" ends; "Physiotherapie Krause" goes on (a surname)
            linked = linked or joins or house
            end += 1
        while end > i + 1 and (words[end - 1].folded in _PREPOSITIONS or words[end - 1].folded in _LINKS):
            # "Rehaklinik Am Kurpark": a street's preposition ends no name; nor does the "des" of
            # "Klinik für Innere Medizin des Klinikums …", whose next word begins another name.
            end -= 1
        if end > i + 1 and self._department(words, i, end):
            return
        if end > i + 1:
            start = words[i].start
            if words[i].folded in GERMAN_TRADES and end > i + 2 and not words[i + 1].text.isupper():
                start = words[i + 1].start  # "die Metzgerei Landfleisch Brunkhorst": a sign of its own
            if words[i + 1].folded in SAINTS and words[i].folded in _SAINTED:
                # "die Kirche St. Lamberti": the saint's name is the name, the head the writer's
                # word for it (the saint's full stop ended the words read above).
                if end == i + 2 and end < len(words) and words[end].capitalised:
                    gap = words.post.text[words[end - 1].end : words[end].start]
                    end += gap.strip() == "." and "\n" not in gap
                start = words[i + 1].start if end > i + 2 else start
            stop = founded_end(words.post.text, words[end - 1].end) if club else words[end - 1].end
            yield Mention(start, stop, Category.ORG, cert=cert, source=source)

    def _second_name(self, words: Words, k: int) -> bool:
        """The capitalised words from k end in a head word of their own: another organisation
        after "and" (``… School and Holmbury Academy``), no partner of the first's name."""
        for j in range(k, min(k + MAX_WORDS, len(words))):
            if not words[j].capitalised or j > k and not words.adjacent(j - 1, j):
                return False
            if words[j].folded in self.heads or words[j].folded in ENGLISH_HEADS:
                return True
        return False

    @staticmethod
    def _department(words: Words, i: int, end: int) -> bool:
        """``Klinik für Innere Medizin``, ``Abteilung für Unfallchirurgie``: a department's head
        with a field of words of the language names no one place (the hospital it belongs to is
        the name)."""
        if words[i].folded not in DEPARTMENT_HEADS or words[i + 1].folded != "für":
            return False
        return all(
            words[k].folded in _LINKS or is_plain_word(words[k].text) or is_compound_noun(words[k].text)
            for k in range(i + 2, end)
        )

    def _before_head(self, words: Words, i: int) -> Iterator[Mention]:
        """Hirzel Verlag, Dave Matthews Band: unknown capitalised words before the head word."""
        start = i
        while start > 0 and i - start < MAX_WORDS and words.adjacent(start - 1, start) and words[start - 1].capitalised:
            j = start - 1
            surname = words[i].folded in TRADES and any(e.kind == "last" for e in persons().get((words[j].folded,)))
            namelike = (surname or not is_plain_word(words[j].text)) and not words.sentence_initial(j)
            if not (namelike or words.proper_noun_tag(j)):
                break
            start = j
        if start < i and not generic_institution(words.post.text[words[start].start : words[i].end]):
            yield Mention(words[start].start, words[i].end, Category.ORG, cert="medium", source="organisation:head")

    def _workplace(self, words: Words, i: int) -> Iterator[Mention]:
        j = i + 1
        if j >= len(words) or not words[j].capitalised or words.common(j) or (words[j].folded,) in places():
            return
        if not _WORK.search(words.post.text):
            return
        end = j + 1
        while (
            end < len(words)
            and end - j < MAX_WORDS
            and words.adjacent(end - 1, end)
            and words[end].capitalised
            and not words.common(end)
        ):
            end += 1
        yield Mention(words[j].start, words[end - 1].end, Category.ORG, cert="medium", source="organisation:workplace")
