"""Private evidence around a listed name: what :mod:`teianon.annotate.public` weighs against the
public lookup.

A name the notable table knows is a candidate for the public sphere; the lookup alone never
wins against a sign that the writer means someone of their own life. The signs, each counted
once (:func:`private_signs`):

- a structured private reference near the name (:data:`NEAR` words either side): an e-mail
  address, a phone number, a street address, a date of birth (``geb. 12.03.1961``, ``born
  1961``, ``*1961``), an age (``34 Jahre``, ``aged 34``, ``(34)``);
- a letter's greeting or signature: the name right after ``Liebe``, ``Hallo``, ``Dear`` (titles
  skipped), or alone on the line after a closing (``Viele Grüße``, ``Best regards``);
- a mail's quote header (``Am … schrieb X <…>:``, ``On … X wrote:``) or a file name
  (``Anhang: Lebenslauf X.pdf``);
- a diminutive or a kinship word right before the name (``die kleine …``, ``Tante …``); before
  a name of one word it is decisive (:func:`family_frame`);
- the writer's own day in the sentence of a one-word person's name (going to school, a birthday,
  coming later; ``curated/public_cues.tsv``, role ``everyday``);
- a person's context a detector is sure of (thanks, a greeting, a verb of people: ``danke
  Ciara``), and, for a one-word name the person tables read as a first name, that reading
  itself unless the bearer is world famous (:data:`STAGE_NAME`).

:func:`foreign_first_name` is the decisive one: a first name right before a listed surname that
is not the listed person's own (``Petra Schröder``) names someone the list does not know.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

import regex

from ..detect.person_signatures import COMMA_CLOSINGS
from ..detect.private_cues import relation_word
from ..detect.private_cues import words as cue_words
from ..lazy import lazy
from ..lists import Entry, is_first_name, public_cues
from ..mention import Category, Mention

# Words either side of a name in which a structured private reference counts.
NEAR = 8
# A one-word name that the person tables read as a first name is public on the list alone only
# for someone known in this many Wikipedia languages or more (Madonna 94, Rihanna 85; not Nena
# 31, not a band or work of that name).
STAGE_NAME = 80
# Rules of the person detector that found a name in a person's context.
PERSON_CONTEXT = frozenset({"person:first-name-context", "person:pet-form", "person:unknown-context"})

# Rules that found a name in a slot only a person fills (a verb of people, an errand, a thanks)
# with less certainty than PERSON_CONTEXT's: a sign for a minor figure's surname only.
SLOT_CONTEXT = frozenset({"person:unknown-context", "person:surname-context", "person:word-frame"})
# The tables of historical figures (Pantheon), whose surnames private people bear too.
_HISTORICAL = frozenset({"pantheon1", "pantheon2020"})


def minor_surname(entries: Sequence[Entry]) -> bool:
    """Every reading is the surname of a historical figure known in fewer than
    :data:`STAGE_NAME` Wikipedia languages (``Marat``, ``Meir``; not ``Merkel``, ``Kafka``)."""
    return bool(entries) and all(
        e.category == "PER" and e.kind.startswith("surname:") and e.source in _HISTORICAL and e.weight < STAGE_NAME
        for e in entries
    )


_DATE = (
    r"(?:\d{1,2}\.\s?(?:\d{1,2}\.|\p{L}+\.?)\s?\d{2,4}|\d{1,2}(?:st|nd|rd|th)?\s+\p{L}+\.?\s+\d{4}"
    r"|\p{L}+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2}|\d{4})"
)
_REFERENCES = (
    ("email", lazy(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("phone", lazy(r"(?<![\w+])(?:\+\d{1,3}[\s/-]?(?:\(0\))?\s?|0)\d{2,5}[\s/-]?\d{2,}(?:[\s-]\d{2,})*(?!\w)")),
    (
        "birth",
        lazy(
            r"(?:\b(?:geb\.|geboren|born|b\.|DOB|Geburtsdatum|date\s+of\s+birth)|(?<![\w*])\*)"
            r"\s*:?\s*(?:(?:am|on|in)\s+)?" + _DATE + r"(?!\d)",
            regex.IGNORECASE,
        ),
    ),
    (
        "age",
        lazy(
            r"\b\d{1,3}\s?-?\s?(?:jährige[rnms]?\b|Jahre\s+alt\b|J\.|years?[\s-]old\b|year-old\b|y/?o\b)"
            r"|,\s*\d{1,3}\s?(?:Jahre|years)\s*(?:,|$)"
            r"|\b(?:aged?|Alter:?)\s+\d{1,3}\b|(?<!\S)\(\d{1,2}\)"
            r"|\b(?:ist|is|wird|turns?|turned)\s+\d{1,2}(?=\s*(?:$|[.,;!?)]|\s(?:und|and|but|aber)\b))",
            regex.IGNORECASE,
        ),
    ),
)
# A mail's quote header: "Am 3. Mai 2021 um 10:12 schrieb X <x@y.de>:", "On Mon, … X wrote:".
_QUOTE_HEADER = lazy(
    r"^[ \t>]*(?:Am|On)\b[^\n]*\b(?:schrieb|wrote)\b[^\n]*:[ \t]*$|^[^\n]*\b(?:schrieb|wrote):[ \t]*$"
    # "X schrieb am 12.05.2023:", "X wrote on 3 May 2023, 10:14:": a date makes it a mail's.
    r"|^[^\n]*\b(?:schrieb|wrote)\b[^\n]*\d[^\n]*:[ \t]*$",
    regex.MULTILINE | regex.IGNORECASE,
)
# A file name (a name that runs into an extension: "Zeugnis Heidi Klum.pdf"), or an attachment's line.
_FILE = lazy(
    r"[^\s<>\"]*\.(?:pdf|docx?|odt|rtf|txt|xlsx?|ods|csv|pptx?|jpe?g|png|gif|heic|tiff?|zip|eml|msg)(?!\w)"
    r"|^[ \t]*(?:Anhang|Anhänge|Anlage|Anlagen|Dateianhang|Attachments?|Attached)\b[^\n]*",
    regex.MULTILINE | regex.IGNORECASE,
)


# A date of birth in apposition right after a name, as biographies write it: "Angela Merkel
# (geb. 17.07.1954)", "Helmut Kohl, geboren am 3. April 1930", "Tom Hanks (born July 9, 1956)".
_APPOSITION = lazy(r"[^\S\n]*[,(][^\S\n]*(?=(?:geb\.|geboren|born|b\.|\*))", regex.IGNORECASE)
_BIRTH_CUE = lazy(r"(?:geb\.|geboren|born|b\.|\*)[^\S\n]*(?:(?:am|on|the)[^\S\n]+)*", regex.IGNORECASE)


def own_birth_date(text: str, name_end: int, at: int) -> bool:
    """The date of birth (or its cue) at ``at`` stands in apposition right after the name that
    ends at ``name_end``: the name's own date, as a biography gives it (what stands around the
    name is read past it, and a public person's date stays with them)."""
    gap = _APPOSITION.match(text, name_end)
    if gap is None:
        return False
    if gap.end() == at:
        return True
    cue = _BIRTH_CUE.match(text, gap.end())
    return cue is not None and cue.end() == at


_YEAR = lazy(r"(?<!\d)(1\d\d\d|20\d\d)(?!\d)")


def _historic_own_date(text: str, name_end: int, start: int, end: int) -> bool:
    """A name's own date of birth before 1900 (``Thomas Mann (* 6. Juni 1875)``): no one alive
    was born then, so the date is a biography's, never a private sign."""
    years = _YEAR.findall(text, start, end)
    return bool(years) and int(years[-1]) < 1900 and own_birth_date(text, name_end, start)


class Word(Protocol):
    """A word of a view (``teianon.annotate.public_words.Word``): offsets and case-folded key."""

    @property
    def start(self) -> int: ...

    @property
    def end(self) -> int: ...

    @property
    def key(self) -> str: ...


@dataclass(frozen=True)
class Place:
    """Where a candidate stands: words ``first`` to ``last`` (exclusive) of a view's words."""

    text: str
    words: Sequence[Word]
    first: int
    last: int


@lru_cache(maxsize=4)
def _cues(role: str) -> frozenset[str]:
    return public_cues().get(role, frozenset())


def references(text: str, proposals: Sequence[Mention]) -> list[tuple[int, int]]:
    """Spans of the structured private references of a view: what the patterns find, and the
    detectors' e-mail addresses, phone numbers and street addresses."""
    found = [(m.start(), m.end()) for _, pattern in _REFERENCES for m in pattern.finditer(text)]
    found += [
        (p.start, p.end)
        for p in proposals
        if p.category is Category.EMAIL
        or (p.category is Category.NUMBER and "phone" in p.source)
        or p.source.startswith("address:")
    ]
    return found


@lru_cache(maxsize=16)
def _matched(pattern: regex.Pattern[str], text: str) -> tuple[list[int], list[int]]:
    """(starts, ends) of the matches of ``pattern`` in ``text``, sought once per post: every
    listed name of a long post searched the whole post for them. They do not overlap, so both
    lists are sorted."""
    spans = [m.span() for m in pattern.finditer(text)]
    return [s for s, _ in spans], [e for _, e in spans]


def private_signs(
    place: Place,
    refs: Sequence[tuple[int, int]],
    proposals: Sequence[Mention],
    entries: Sequence[Entry],
    *,
    person: bool,
) -> list[str]:
    """The private signs around a name at ``place`` (one word each, at most once). Where the name
    is no ``person``'s, only the signs of the name itself count (a phone number beside
    ``WhatsApp`` is nobody's evidence against the platform)."""
    text, words, first, last = place.text, place.words, place.first, place.last
    start, end = words[first].start, words[last - 1].end
    signs = []
    if person:
        # A listed name is weighed within its sentence (a forum poster's own phone number or age
        # in the sentence before says nothing of the celebrity named after it, issue 38); a name
        # after a contact's or a landlord's word within the eight words either side: a contact
        # line's name after an address or a phone number ("Hauptstr. 5. Ansprechpartner ist …",
        # "0171 2345678. Ansprechpartnerin ist …") is the private person's.
        lo, hi = _window(text, words, first, last, sentence=not after_contact(words, first))
        if any(
            s < hi and lo < e and not (start <= s and e <= end) and not _historic_own_date(text, end, s, e)
            for s, e in refs
        ):
            signs.append("reference")
        if _greeted(words, first) or _signed(text, start, end):
            signs.append("letter")
        quoted = _matched(_QUOTE_HEADER, text)
        k = bisect_right(quoted[0], start) - 1  # the one header that can hold the name
        if k >= 0 and end <= quoted[1][k]:
            signs.append("quote-header")
        files = _matched(_FILE, text)
        k = bisect_right(files[1], start)  # the first file name ending after the name's start
        if k < len(files[0]) and files[0][k] < end:
            signs.append("file")
        if family_frame(place):
            signs.append("family")
        # A notable person's name only: a brand does the homework too ("ChatGPT macht meine Hausaufgaben").
        if any(e.category == "PER" for e in entries) and _everyday(text, words, first, last):
            signs.append("everyday")
    # Clear evidence only ("danke Ciara"; not the medium "I saw Beyoncé").
    if any(p.source in PERSON_CONTEXT and p.cert == "high" and p.start < end and start < p.end for p in proposals):
        signs.append("person-context")
    elif (
        last - first == 1
        and minor_surname(entries)
        and any(p.source in SLOT_CONTEXT and p.cert != "low" and p.start < end and start < p.end for p in proposals)
    ):
        # "frag mal Marat", "Meir hat mir geschrieben": a surname of a historical figure known in
        # few languages, alone in a person's slot, names someone the writer knows far more often
        # than the figure (the curated figures of today, "Söder meinte", are not read so).
        signs.append("person-context")
    if (
        last - first == 1
        # An acronym in capitals (DAK, AOK) is read as one, not as the first name it spells.
        and not (text[start:end].isupper() and any("a" in e.flags for e in entries))
        and is_first_name(words[first].key.rstrip("."))
        and max((e.weight for e in entries), default=0) < STAGE_NAME
    ):
        signs.append("first-name")
    return signs


_SENTENCE_END = lazy(r"[.!?\n]")
# A sentence's end within a line: a full stop, question or exclamation mark and a space. A line
# break is none here: a signature's address or phone number on the next line is the signer's.
_FULL_STOP = lazy(r"(?<!\b\p{L}{1,3})[.!?]+\s")


# Words that name the person after them as a contact, a landlord or a caseworker: someone to
# phone or write to, named where a contact line gives the number (``Ansprechpartnerin ist …``,
# ``Kontakt: …``, ``ask for …``).
_CONTACT = frozenset(
    "ansprechpartner ansprechpartnerin ansprechperson kontakt kontaktperson vermieter vermieterin "
    "hausverwalter hausverwalterin sachbearbeiter sachbearbeiterin betreuer betreuerin "
    "contact landlord landlady caseworker".split()
)
# What may stand between a contact's word and the name: a verb of being, an article, a title.
_CONTACT_GAP = frozenset(
    "ist is sind war was die der the our unser unsere your ihr ihre frau herr mr mrs ms dr".split()
)


def after_contact(words: Sequence[Word], first: int) -> bool:
    """A contact's or a landlord's word (or ``ask for``) among the three words before word
    ``first``, nothing but a verb of being, an article or a title between."""
    for k in range(first - 1, max(-1, first - 4), -1):
        key = words[k].key
        if key in _CONTACT or (key == "for" and k > 0 and words[k - 1].key == "ask"):
            return True
        if key.rstrip(".") not in _CONTACT_GAP:
            return False
    return False


# A verb of being between a name and what it is: "X ist mein Opa", "my dad is X".
_COPULA = frozenset("ist is war was wird sind are".split())
# Possessives of the writer or the reader before a relation word: "mein Opa", "my dad", "unsere Tante".
_OWN = cue_words("own") | cue_words("reader")


# A diminutive after an article or a possessive, or a kinship word, right before a name: the
# writer's own small child or relative (``die kleine Friedel``, ``unser kleiner Jonte``, ``Tante
# Gisela``, ``my little Rosie``), never how a public figure is named.
_FAMILY_FRAME = lazy(
    r"(?<!\p{L})(?:(?i:die|der|den|dem|unsere?[nmr]?|meine?[nmr]?|deine?[nmr]?|eure?[nmr]?|the|my|our|your)"
    r"[^\S\n]+(?i:kleine[nmr]?|lütte[nmr]?|little|lil|wee)"
    r"|(?i:tante|onkel|oma|opa|omi|opi|cousine|cousin|nichte|neffe|aunt|auntie|uncle|grandma|grandpa|granny))"
    r"[^\S\n]+$"
)


def family_frame(place: Place) -> bool:
    """A diminutive or a kinship word right before the name (:data:`_FAMILY_FRAME`)."""
    start = place.words[place.first].start
    return _FAMILY_FRAME.search(place.text, max(0, start - 30), start) is not None


def kin_predicate(place: Place) -> bool:
    """The name is said to be the writer's or reader's relative, neighbour or colleague: ``… ist
    mein Opa``, ``… is my dad``, ``Mein Onkel ist …``, ``my uncle is …`` (a title or office may
    stand between: ``Mein Opa ist Bürgermeister …``). Said of the name in so many words, this
    outweighs any list: whoever else bears the name, this one is family."""
    words, first, last = place.words, place.first, place.last

    def own_relation(k: int) -> bool:
        key = words[k].key.rstrip(".")
        return k > 0 and words[k - 1].key in _OWN and relation_word(key)

    if (
        last < len(words)
        and words[last].key in _COPULA
        and any(own_relation(k) for k in range(last + 2, min(len(words), last + 4)))
    ):
        return True
    k = first - 1
    while k >= 0 and words[k].key[:1].isalpha() and words[k].key not in _COPULA and first - k <= 3:
        k -= 1  # back over a title or an office ("Bürgermeister", "Mayor")
    return k >= 1 and words[k].key in _COPULA and own_relation(k - 1)


def sentence_words(text: str, words: Sequence[Word], first: int, last: int) -> tuple[int, int]:
    """The indices (lo, hi) of the words around words ``first`` to ``last`` (at most :data:`NEAR`
    either side) within their sentence."""
    lo, hi = max(0, first - NEAR), min(len(words), last + NEAR)
    for k in range(first - 1, lo - 1, -1):
        if _ends_sentence(text, words, k):
            lo = k + 1
            break
    for k in range(last, hi):
        if _ends_sentence(text, words, k - 1):
            hi = k
            break
    return lo, hi


def _window(text: str, words: Sequence[Word], first: int, last: int, *, sentence: bool) -> tuple[int, int]:
    """The offsets of the words around a name (at most :data:`NEAR` either side) in which a
    structured reference counts; with ``sentence``, only within the name's sentence. An address
    or a phone number in the sentence before says nothing of a composer named after it (``…
    Lindenweg 4. Wer singt das Solo im Mozart?``)."""
    if sentence:
        lo, hi = sentence_words(text, words, first, last)
    else:
        lo, hi = max(0, first - NEAR), min(len(words), last + NEAR)
    return words[lo].start, words[hi - 1].end


def _ends_sentence(text: str, words: Sequence[Word], k: int) -> bool:
    """A sentence ends after word k: a full stop and a space, or a number's full stop before a
    capitalised word that is no month (``Lindenweg 4. Wer …``, not ``am 4. Mai``)."""
    if _FULL_STOP.search(text, words[k].end, words[k + 1].start):
        return True
    word, following = text[words[k].start : words[k].end], text[words[k + 1].start : words[k + 1].end]
    return (
        word[:-1].isdigit()
        and word.endswith(".")
        and text[words[k].end : words[k + 1].start].isspace()
        and following[:1].isupper()
        and following.casefold().rstrip(".")[:3] not in _MONTHS
    )


# The months' first three letters, German and English ("Mai", "Oct."): after "4." a date goes on.
_MONTHS = frozenset("jan feb mär mar apr mai may jun jul aug sep okt oct nov dez dec".split())


def _everyday(text: str, words: Sequence[Word], first: int, last: int) -> bool:
    """The sentence of a one-word name (at most :data:`NEAR` words either side) speaks of the
    writer's own day: going to school, a birthday, coming later (``Rihanna kommt heute später,
    sie hat noch Schule``). A full name is the notable person's far more often (``Udo Lindenberg
    hat Geburtstag``), and school where a writer is read is no one's day (``Goethe in der
    Schule``: the cues name going there, not being taught)."""
    if last - first != 1:
        return False
    lo, hi = max(0, first - NEAR), min(len(words), last + NEAR)
    for k in range(first - 1, lo - 1, -1):
        if _SENTENCE_END.search(text, words[k].end, words[k + 1].start):
            lo = k + 1
            break
    for k in range(last, hi):
        if _SENTENCE_END.search(text, words[k - 1].end, words[k].start):
            hi = k
            break
    sides = (words[lo:first], words[last:hi])
    phrases = [f" {' '.join(w.key for w in side)} " for side in sides]
    return any(f" {cue} " in phrase for cue in _cues("everyday") for phrase in phrases)


def _greeted(words: Sequence[Word], first: int) -> bool:
    """The name right after a greeting (``Liebe Frau …``, ``Dear …``), titles skipped."""
    i = first - 1
    while i >= 0 and words[i].key in _cues("title"):
        i -= 1
    if i < 0:
        return False
    if words[i].key in _cues("greeting"):
        return True
    # "Sehr geehrter Herr …", "Guten Tag …".
    return i >= 1 and f"{words[i - 1].key} {words[i].key}" in _cues("greeting")


def _signed(text: str, start: int, end: int) -> bool:
    """The name alone on its line (a title or a comma around it allowed) after a closing, or at the
    end of the closing's own line."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    # Or on the closing's own line, at its end: "Mit freundlichen Grüßen, Rudi Brandt", "LG Jana".
    opening = text[line_start:start].strip(" \t,.!-–:").casefold()
    if (
        opening
        and not text[end:line_end].strip(" \t,.!-–")
        and len(opening.split()) <= 3
        and any(opening == c or opening.endswith(" " + c) for c in _cues("closing"))
        and (opening.split()[-1] not in COMMA_CLOSINGS or text[line_start:start].rstrip().endswith(","))
    ):
        return True
    rest = (text[line_start:start] + text[end:line_end]).strip(" \t,.-–")
    if rest and rest.casefold().rstrip(".") not in _cues("title"):
        return False
    before = text[:line_start].rstrip().rsplit("\n", 1)[-1].strip(" \t,.!-–").casefold()
    return bool(before) and any(
        before == c or before.endswith(" " + c) or before.startswith(c + " ") for c in _cues("closing")
    )


def foreign_first_name(place: Place, entries: Sequence[Entry], proposal: Mention) -> bool:
    """A first name right before a listed person's surname that is none of the listed persons'
    own names (``Petra Schröder``, not ``Gerhard Schröder``): the list does not know this person.
    The word before is a first name of the person tables, capitalised or inside the proposal."""
    words, first = place.words, place.first
    if first == 0 or place.last - first != 1 or not any(e.category == "PER" for e in entries):
        return False
    word = words[first - 1]
    if place.text[word.end : words[first].start] not in (" ", "\u00a0", "_", "-"):
        return False
    key = word.key.rstrip(".")
    if key in _cues("title") or not is_first_name(key):
        return False
    surface = place.text[word.start : word.end]
    if not (surface[:1].isupper() or proposal.start <= word.start):
        return False
    own = {w.casefold() for e in entries for w in e.kind.removeprefix("surname:").split()}
    own |= {w.casefold() for e in entries for w in e.form.split()}
    return key not in own


def decisive_private(place: Place, entries: Sequence[Entry], proposal: Mention) -> bool:
    """Private evidence that outweighs any list: a first name not the listed person's own, a
    relative's predicate, or a diminutive or kinship word before a name of one word (``die
    kleine Friedel``: the writer's child, not the singer)."""
    return (
        foreign_first_name(place, entries, proposal)
        or kin_predicate(place)
        or (place.last - place.first == 1 and family_frame(place))
    )
