"""ORG: local institutions named by a head word and a name, in German and English.

``St.-Josefs-Hospital Gelsenkirchen``, ``Klinikum Lippe-Detmold``, ``Stadtsparkasse Remscheid``,
``Grundschule am Lindenhof``, ``Kindergarten St. Elisabeth``, ``Praxis Dr. Schulte``,
``Evangelisches Krankenhaus Bielefeld``, ``St Mary's Hospital``, ``Hillside Medical Centre``.

Letters, clinical letters, mails and forum posts name where their writers are treated, taught,
bank and work; such a name points to a town and often to a person. A head word alone is a
common noun (``im Krankenhaus``, ``the hospital``), and so is a head with words that say only
what kind of institution it is (``Klinik für Innere Medizin``, ``the Medical Centre``): only a
name makes a reference, and the whole of it is one, with the town inside it (a town left
readable beside a replaced hospital would name it). The span never takes in the words around a
name (``des``, ``in``, a verb) nor crosses a sentence's end. Public institutions of the
public-sphere lists (``Techniker Krankenkasse``) stay public by the public-sphere decision.

The rules were not among the decision model's training candidates, so their own certainty
stands (:data:`teianon.decide.model.MIN_ROWS`): ``high`` for a head with a town, a saint, a
person, a location (``am Lindenhof``) or a named compound, ``medium`` for a head with a word no
dictionary knows (``Klinik Sonnenhof``) or an English name of ordinary words (``Hillside``).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..lists import english_words, german_nouns, is_country_word, is_first_name, persons, places
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .evidence import Words, is_plain_word
from .institution_lower import lower_case_institutions
from .institution_words import (
    COMMUNITY_HEADS,
    COMPOUND_ONLY_HEADS,
    COMPOUND_STEMS,
    ENGLISH_GENERIC,
    ENGLISH_HEADS,
    GENERIC_PARTS,
    GERMAN_ADJECTIVES,
    HEAD_SUFFIXES,
    LOCATION_HEADS,
    LOCATIVE_ARTICLES,
    LOCATIVES,
    NOUN_NAMED_HEADS,
    NUMBER_CUES,
    PLACE_HEADS,
    SAINTS,
    TIMES,
    TOPOGRAPHIC_LOCATIVES,
    TOPOGRAPHIC_TAILS,
    business_noun,
    german_head,
    is_named_part,
    named_compound,
)
from .lexicon import german_frequency
from .org_tails import ends_organisation
from .person_titles import ACADEMIC_TITLES, DEGREE_PARTS, FORMS_OF_ADDRESS
from .public_bodies import PUBLIC_BODY, public_bodies, town_words
from .venue import venues

# Zipf frequency from which a word's lower-case form is a common German word (a verb's or an
# adjective's form: "erbeutet" 3.2, "rasender" 2.7), no name of a place ("sonnhalde" 1.1).
_COMMON_WORD = 2.5
# Words after a head that belong to the name, at most: ``Kindergarten St. Elisabeth Bochum-Wattenscheid``.
MAX_AFTER = 5
MAX_BEFORE = 5
# Heads after which a doctor's or lawyer's name is the name: ``Praxis Dr. Schulte``.
_PERSONAL_HEADS = ("praxis", "kanzlei")
_DOCTOR = frozenset({"dr", "dres", "prof"}) | DEGREE_PARTS | ACADEMIC_TITLES


def _gap(words: Words, i: int, j: int) -> str:
    return words.post.text[words[i].end : words[j].start]


def _spaced(words: Words, i: int, j: int) -> bool:
    """Only spaces between words i and j on one line: a heading's line ends its name."""
    gap = _gap(words, i, j)
    return gap.strip() == "" and "\n" not in gap


def _after_saint(words: Words, i: int) -> bool:
    """Word i is ``St``/``Sankt`` and the next word follows it as a saint's name does
    (``St. Elisabeth``, ``St.-Josefs-``, ``St Mary's``)."""
    if words[i].folded not in SAINTS or i + 1 >= len(words) or not words[i + 1].capitalised:
        return False
    return _gap(words, i, i + 1).replace(" ", "") in ("", ".", "-", ".-")


def _solid_named(text: str, head: str) -> bool:
    """``Marienhospital``, ``Josefskrankenhaus``, ``Elisabethkrankenhaus``: a compound whose first
    part is a first name of the tables (a saint's, in the genitive too) (``Bergklinik``,
    ``Kinderklinik``, ``Turnverein`` are none)."""
    folded = text.casefold()
    prefix = folded[: folded.rfind(head)]
    if len(prefix) < 3 or prefix in GENERIC_PARTS or text in german_nouns():
        return False  # a compound of the dictionary is a common noun: Tagewerk (Tage-), Lebenswerk
    forms = [prefix]
    if prefix.endswith("s"):
        forms.append(prefix[:-1])  # Josefs-
    if prefix.endswith("en"):
        forms.append(prefix[:-1])  # Marien- of Marie
    return any(len(form) >= 3 and is_first_name(form) and form not in english_words() for form in forms)


def _noun_name(words: Words, j: int) -> bool:
    """Word j, after a head of :data:`NOUN_NAMED_HEADS`, is a noun that names it (``Kita
    Sonnenblume``): a singular-looking noun of the dictionary that ends the name (no capitalised
    word after it, which would make it a noun phrase: ``Kita Kinder Eltern``) and makes no
    compound of the dictionary with the head's stems (``Kita Gebühren`` is ``Kitagebühren``
    written apart)."""
    word = words[j]
    text = word.text
    if not text.isalpha() or len(text) < 5 or text not in german_nouns() or word.folded in TIMES:
        return False
    if j + 1 < len(words) and _spaced(words, j, j + 1) and words[j + 1].capitalised:
        return False
    if business_noun(word.folded):
        return False  # the institution's business written apart: "Kita Eingewöhnung", "Pflegedienst Dienstplan"
    tail = word.folded
    nouns = german_nouns()
    # A compound the dictionary lacks but running text writes (``Chorprobe``, ``Kitagebühren``)
    # is one written apart too.
    return not any(
        (stem + tail).capitalize() in nouns
        or (stem + "s" + tail).capitalize() in nouns
        or german_frequency(stem + tail) > 0
        for stem in COMPOUND_STEMS
    )


def _place_genitive(folded: str) -> bool:
    """A place's or country's genitive (``europas``, ``deutschlands``, ``kölns``)."""
    if not folded.endswith("s") or len(folded) < 4:
        return False
    stem = (folded[:-1],)
    return stem in places() or is_country_word(stem)


def _landscape_name(words: Words, j: int) -> bool:
    """Word j, after a place's head, is a compound of the landscape that names an estate or a
    square (``Wohnanlage Birkengrund``, ``Bolzplatz Eichenweg``, ``Siedlung Lerchenhang``): a
    first part before a tail of :data:`TOPOGRAPHIC_TAILS`, and no capitalised word after it (a
    noun phrase: ``Sportplatz Rasen Pflege``)."""
    word = words[j]
    if not word.capitalised or not word.text.isalpha() or word.folded in TIMES or business_noun(word.folded):
        return False
    if j + 1 < len(words) and _spaced(words, j, j + 1) and words[j + 1].capitalised:
        return False
    tail = next((t for t in TOPOGRAPHIC_TAILS if word.folded.endswith(t)), None)
    return tail is not None and len(word.folded) - len(tail) >= 3


def _topographic(words: Words, k: int) -> bool:
    """Word k, after ``am``/``an der``, is a noun of the landscape or a town that names a place
    (``Wiesengrund``, ``Stadtpark``, ``Markt``), no time or circumstance (``am Telefon``)."""
    word = words[k]
    return (
        word.capitalised
        and word.text.isalpha()
        and word.folded not in TIMES
        and word.folded.endswith(TOPOGRAPHIC_TAILS)
    )


def _court_tail(words: Words, i: int) -> int:
    """The last word of a court's name from its head at word i: ``of Appeals``, ``of Common
    Pleas`` belong to it (capitalised words after ``of``, at most three)."""
    if i + 2 >= len(words) or words[i + 1].folded != "of" or not _spaced(words, i, i + 1):
        return i
    end = i
    k = i + 2
    while k < len(words) and k - i <= 4 and words[k].capitalised and _spaced(words, k - 1, k):
        end = k
        k += 1
    return end


@register
class InstitutionDetector(Detector):
    name = "institution"
    categories = frozenset({Category.ORG, Category.GPE})

    def load(self) -> None:
        places()
        persons()

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        words = Words.of(post)
        # A public court or authority by kind and town: the town is the name, the kind stays
        # (teianon.detect.public_bodies); no institution's name is read across it.
        bodies = public_bodies(words)
        yield from venues(words)
        yield from lower_case_institutions(words)
        for body in bodies:
            yield Mention(body.town_start, body.town_end, Category.GPE, cert="high", source=PUBLIC_BODY)
        for i in range(len(words)):
            word = words[i]
            if not word.capitalised or not word.folded.endswith(HEAD_SUFFIXES):
                continue
            if any(b.start <= word.start < b.end for b in bodies):
                continue
            if word.folded in ENGLISH_HEADS:
                yield from self._english(words, i)
            head = german_head(word.text.rsplit("-", 1)[-1])
            # (A compound of names has a hyphen: the cheap test first.)
            if head or "-" in word.text and named_compound(word.text):
                yield from self._german(words, i, head or "")

    def _german(self, words: Words, i: int, head: str) -> Iterator[Mention]:
        text = words[i].text
        place = head in PLACE_HEADS
        # A church or square named by a saint or person in one word (``Marienkirche``,
        # ``Goethe-Platz``) is in every town: only a name after the head makes one reference.
        named = not place and (named_compound(text) or (bool(head) and "-" not in text and _solid_named(text, head)))
        end, kind = self._name_after(words, i, head)
        if not named and kind is None:
            return
        start = i
        if place:
            pass  # "Berliner Platz", "Neue Halle": a word before a place's head is its kind
        elif i > 0 and "-" in text and _after_saint(words, i - 1):
            start = i - 1  # St.-Josefs-Hospital
        elif i > 0 and words[i - 1].folded in GERMAN_ADJECTIVES and _gap(words, i - 1, i).strip() in ("", "."):
            start = i - 1  # Evangelisches Krankenhaus Bielefeld, Ev. Klinikum Bethel
        elif (
            i > 0
            and words[i - 1].capitalised
            and _spaced(words, i - 1, i)
            and not words.sentence_initial(i - 1)
            and not is_plain_word(words[i - 1].text)
            and words[i - 1].folded not in FORMS_OF_ADDRESS
            and not german_head(words[i - 1].text)
        ):
            start = i - 1  # Helios Klinikum Wuppertal
        cert = "medium" if kind in ("unknown", "noun", "landscape", "inn") and not named else "high"
        # A municipality (``Samtgemeinde Hesel``) is a geopolitical entity, not an organisation;
        # a square or an estate (``Bolzplatz Eichenweg``) is a location.
        category = Category.GPE if head == "gemeinde" else Category.LOC if head in LOCATION_HEADS else Category.ORG
        if category is Category.GPE and start == i and words[i].folded == head and end > i + 1:
            start = i + 1  # "der Gemeinde Wedemark": the town is the name, the word for it stays
        yield Mention(words[start].start, words[end - 1].end, category, cert=cert, source="institution:head")

    def _name_after(self, words: Words, i: int, head: str) -> tuple[int, str | None]:
        """The end (exclusive) of the name after a German head at word i, and the kind of its
        first part (``town``, ``saint``, ``person``, ``doctor``, ``location``, ``unknown``), or
        ``(i + 1, None)`` where no name follows."""
        j, first = i + 1, None
        while j < len(words) and j - i <= MAX_AFTER and _spaced(words, j - 1, j):
            kind, step = self._part(words, j, head, first is None)
            if kind is None:
                break
            first = first or kind
            j += step
        return j, first

    def _part(self, words: Words, j: int, head: str, first: bool) -> tuple[str | None, int]:
        """What starts at word j after a head or a part of its name, and how many words it takes."""
        word = words[j]
        if _after_saint(words, j):
            return "saint", 2
        if first and head in _PERSONAL_HEADS and word.folded in _DOCTOR:
            k = j
            while k < len(words) and words[k].folded in _DOCTOR and k - j < 5:
                k += 1
            if k < len(words) and words[k].capitalised and words[k].folded not in _DOCTOR:
                return "doctor", self._person_end(words, k) - j
            return None, 0
        if first and word.text in ("Zum", "Zur") and not words.sentence_initial(j):
            # An inn's or a parish hall's name in capitals (``Gasthof Zur Linde``, ``Gemeindehaus
            # Zum Guten Hirten``); written small it is a preposition ("ins Café zum Frühstück").
            k = j + 1
            while k < len(words) and k - j <= 3 and _spaced(words, k - 1, k) and words[k].capitalised:
                if words[k].folded in TIMES:
                    break
                k += 1
            return ("inn", k - j) if k > j + 1 else (None, 0)
        if first and word.folded in LOCATIVES:
            k = j + 1
            if k < len(words) and words[k].folded in LOCATIVE_ARTICLES and _spaced(words, j, k):
                k += 1
            if (
                k < len(words)
                and _spaced(words, k - 1, k)
                and self._location_name(words, k)
                # After a place's head, a town or a word there is where it stands ("Lagerhalle
                # auf Borkum", "Solaranlage auf dem Haus"), not its name.
                and not (head in PLACE_HEADS and ((words[k].folded,) in places() or is_plain_word(words[k].text)))
            ):
                return "location", k + 1 - j
            if (
                k < len(words)
                and word.folded in TOPOGRAPHIC_LOCATIVES
                and _spaced(words, k - 1, k)
                and _topographic(words, k)
            ):
                return "landscape", k + 1 - j
            return None, 0
        if (
            not word.capitalised
            or word.folded in FORMS_OF_ADDRESS
            or word.folded in NUMBER_CUES
            or german_head(word.text)
        ):
            return None, 0
        if head in PLACE_HEADS and _place_genitive(word.folded):
            return None, 0  # "Hinterhof Europas", "Geothermieanlage Deutschlands": whose, not which
        n = town_words(words, j)
        if n:
            # After a square's or a hall's head, the town is where it is (``Stadthalle Bielefeld``):
            # the place rules take the town, and the head stays (a café may bear a place's name).
            return (None, 0) if head in COMPOUND_ONLY_HEADS else ("town", n)
        if any(e.kind == "last" for e in persons().get((word.folded,))) and not is_plain_word(word.text):
            return "person", 1
        if (
            word.text.isalpha()
            and not is_plain_word(word.text)
            and word.folded not in TIMES
            and len(word.text) > 2
            and not business_noun(word.folded)  # a compound the dictionary lacks: "Dienstplan"
            # After a hall's or square's head, a capitalised verb or adjective of verse or a
            # sentence's start ("Waffenplatz Erbeutet", "Tummelplatz Rasender") is no name.
            and not (head in COMPOUND_ONLY_HEADS and german_frequency(word.folded) >= _COMMON_WORD)
        ):
            return "unknown", 1
        if first and (head in NOUN_NAMED_HEADS or words[j - 1].folded in COMMUNITY_HEADS) and _noun_name(words, j):
            return "noun", 1
        if first and head in PLACE_HEADS and _landscape_name(words, j):
            return "noun", 1
        return None, 0

    @staticmethod
    def _person_end(words: Words, k: int) -> int:
        """The end (exclusive) of the doctor's whole name from word k: its first names and a
        surname of any form (``Dr. med. Petra Schulze-Wienand``). A span that ended after the
        first name would leave the surname readable beside the replaced practice."""
        end = k + 1
        while (
            end < len(words)
            and end - k < 4
            and _spaced(words, end - 1, end)
            and words[end].capitalised
            and words[end].folded not in TIMES
            and not german_head(words[end].text)
            and is_first_name(words[end - 1].folded)
        ):
            end += 1  # one more word only after a first name: Petra Schulze, Anna Maria Lehmann
        return end

    @staticmethod
    def _location_name(words: Words, k: int) -> bool:
        """``Lindenhof`` of ``am Lindenhof``, ``Ruhr`` of ``an der Ruhr``: a capitalised word that
        is no time and no plain word, or a place."""
        word = words[k]
        if not word.capitalised or word.folded in TIMES:
            return False
        if word.text.isupper() and word.text.isalpha() and len(word.text) > 1:
            return False  # "Berufsschule an der BBS Wechloy", "an der TU": where one is, another name
        return (word.folded,) in places() or not is_plain_word(word.text)

    def _english(self, words: Words, i: int) -> Iterator[Mention]:
        """``St Mary's Hospital``, ``Leeds General Infirmary``, ``Hillside Medical Centre``: the
        capitalised words before an English head, at least one of them more than a kind."""
        if words[i].text.isupper() and len(words[i].text) > 1:
            return  # a heading in capitals ("CALLS HIS WISDOM TO COUNCIL"), whose every word is capitalised
        j = i - 1
        start = i
        while j >= 0 and i - j <= MAX_BEFORE:
            word = words[j]
            gap = _gap(words, j, j + 1).strip()
            # "Oakfield Residents' Association": a plural's apostrophe belongs to the name.
            plural = gap in ("'", "’") and word.folded.endswith("s")
            if not (gap == "" or plural or gap == "&" or gap == "." and word.folded in SAINTS):
                break
            if word.folded in ("and", "&") and j > 0 and words[j - 1].capitalised:
                if ends_organisation(words[j - 1].text):
                    break  # "Wigan Rugby Club and Stockport County Supporters Club": two names
                j -= 1
                continue
            if not word.capitalised or word.text == "I":
                break
            if words.sentence_initial(j) and word.folded not in SAINTS and is_plain_word(word.text):
                break  # "The Hospital", "Our School": the sentence's capital, no name
            start = j
            j -= 1
        while start < i and words[start].folded in ("and", "&"):
            start += 1
        names = [
            k for k in range(start, i) if words[k].folded not in ENGLISH_GENERIC and words[k].folded not in ("and", "&")
        ]
        if not names or start > 0 and words[start - 1].folded in ("a", "an"):
            return  # "a Sailor's Home", "an Amateur Dramatic Club": any such place, none named
        end = i
        if words[i].folded == "court":
            # A court is named by its place (``Ohio Court of Appeals``, ``Maui County Court``):
            # without one, "Court" after a name is a person's (``Margaret Court``), a palace's or
            # a square's, and after a word (``the Imperial Court``) no place's; a court of a
            # place is a local one, which says where a party lives.
            kinds = [k for k in range(start, i) if words[k].folded in ENGLISH_GENERIC]
            towns = [k for k in names if (words[k].folded,) in places() and not is_plain_word(words[k].text)]
            first = any(is_first_name(words[k].folded) for k in names)
            if not towns or first and not kinds:
                return  # "Margaret Court", "the Circuit Court"; but "Kent County Court" ("County" says it)
            end = _court_tail(words, i)
        plain = all(is_plain_word(words[k].text) and not is_named_part(words[k].text.removesuffix("'s")) for k in names)
        # Only words of the language ("the Lunatic Asylum", "Jockey Club", "Building Society"):
        # as often a kind or a national body as a local one, so a reviewer's to decide.
        cert = "low" if plain else "high"
        yield Mention(words[start].start, words[end].end, Category.ORG, cert=cert, source="institution:head")
