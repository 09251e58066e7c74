"""Surrogates: realistic stand-ins of the same kind for sensitive strings (pseudonym mode).

What a surrogate of each category looks like (seed 001; DESIGN.md, "Pseudonym mode"):

- first names of the same sex (neutral names when it is unknown), surnames for surnames, from
  faker's name lists of the text's language; a genitive ``-s`` stays (``Annas`` -> ``Lenas``);
- a place of the same country and about the same size (GeoNames), one that German word
  formation can derive from, so that ``Düsseldorfern`` becomes ``Kölnern``;
- nicknames part by part: letters for letters, digits for digits, case and separators kept
  (``lela2`` -> ``mira7``, ``TomcatMJ`` -> ``FelixKW``);
- URLs, e-mail addresses and numbers in the same format, every letter or digit replaced, common
  mail providers kept; four-digit years moved by one or two; an address written out to dodge
  spam filters (``sky88 at example dot com``, ``name[at]domain[dot]de``) becomes a plain one
  (:func:`email_parts`: its ``at`` and ``dot`` forms are the original's, not the surrogate's);
  a number in words (``null eins sieben …``) other number words (:func:`spelled_digits_like`);
- IMPLICIT and CITATION have no surrogate: they keep their placeholders.

Every choice is drawn from a random generator seeded with the key's salt and the referent, so
that the same salt gives the same surrogates; :class:`Taken` keeps any choice from being an
original of the corpus (or a variant of one: :func:`name_keys`) or another referent's surrogate.
Placeholders of an earlier anonymisation (``[_NICKNAME_]``) are no names and get no surrogate
(:func:`keep_placeholders`).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import regex

from ..annotate.repeats import identifying_parts
from ..detect.folding import name_key
from ..detect.lexicon import german_frequency, is_ordinary
from ..detect.variants import fold, plain
from ..lists import (
    GERMAN_SPEAKING,
    demonyms,
    derived_places,
    english_words,
    german_demonym_stems,
    key_of,
    persons,
    places,
    plain_places,
    read_table,
)
from ..mention import PLACEHOLDER
from ..read.search import GLUED_MIN

if TYPE_CHECKING:
    from faker.providers.person import de_DE, en_US

# Words that belong to a name but say nothing about the person: they stay.
PARTICLES = frozenset(
    "von vom van der den de di da du la le zu zum zur und and of the dr dr. prof prof. "
    "herr frau mr mr. mrs mrs. ms ms.".split()
)
MAIL_PROVIDERS = frozenset(
    "gmx.de gmx.net gmx.at gmx.ch web.de t-online.de freenet.de yahoo.de yahoo.com "
    "gmail.com googlemail.com hotmail.com hotmail.de outlook.com outlook.de live.de live.com "
    "aol.com aol.de icloud.com me.com mail.de posteo.de arcor.de".split()
)
_CONSONANTS = "bdfgklmnprstvwz"
_VOWELS = "aeiou"
# A word in capitals may hold ß (WEIß, STRAUß): it has no capital on most keyboards.
_SEGMENT = regex.compile(r"\p{Lu}?\p{Ll}+|\p{Lu}[\p{Lu}ß]*(?!\p{Ll})|\p{L}+|\p{N}+|[^\p{L}\p{N}]+")
_ELONGATED = regex.compile(r"(\p{L})\1\1+")
PLACEHOLDER_SPLIT = regex.compile(f"({PLACEHOLDER.pattern})")
_GENITIVE_ENDINGS = ("'s", "’s", "'", "’", "s")


class Random(random.Random):
    """A generator seeded by the key's salt and what is being replaced (not by ``hash``, which
    Python salts per process). ``attempt`` is the draw's number in :func:`choose`, so that a
    pool can widen for the later draws of a crowded corpus."""

    attempt = 0

    def __init__(self, salt: str, *parts: object):
        digest = hashlib.blake2b("\x1f".join(map(str, (salt, *parts))).encode("utf-8"), digest_size=16)
        super().__init__(int.from_bytes(digest.digest(), "big"))


# A name with a number after it ("Chris60", "lena17"): its letters are a name a reader sees.
_NUMBERED_NAME = regex.compile(r"([^\W\d_]{2,})\d+")
_IBAN_DIGITS = regex.compile(r"[A-Z]{2}\d{13,32}")


_LETTER_RUN = regex.compile(r"\p{L}{5,}")
# A run of four digits or more inside a drawn code, which the self-audit finds where it is an
# original number of the document too (a code drawn as "ZA-1962-065" beside "geb. 1962").
_DIGIT_RUN = regex.compile(r"(?<!\d)\d{4,}(?!\d)")
# Letters of the longest name part searched inside a surrogate's words.
_LONGEST_NAME = 40


class Taken:
    """Strings a surrogate must not be: every original of the corpus, every participant name,
    and every surrogate already given to another referent (so that two people never merge).

    Names are compared as :func:`name_keys` makes them, so that a surrogate is no inflected or
    spelled-out variant of a real name either. ``current`` holds the names of the corpus being
    processed now, apart from the originals a reused key brings from other corpora: a surrogate
    the key recorded elsewhere must not be a real name *here* (:meth:`real`)."""

    def __init__(self, originals: Iterable[str] = ()):
        self.originals: set[str] = set()
        self.current: set[str] = set()
        self.given: dict[str, str] = {}
        for original in originals:
            self.add_original(original)

    def add_original(self, text: str, current: bool = False) -> None:
        # A placeholder of an earlier anonymisation is nobody's name; its words (FEMALE,
        # PARTICIPANT) must not count as names of the corpus.
        text = PLACEHOLDER.sub(" ", text)
        keys = name_keys(text.strip()) if text.strip() else set()
        for part in segments(text):
            if part[:1].isalnum() and len(part) > 1:
                keys |= name_keys(part)
        self.originals |= keys
        if current:
            self.current |= keys

    def shows_original(self, surrogate: str) -> bool:
        """Whether a reader sees an original in ``surrogate``: itself, its words (as the
        self-audit counts a reference's: a drawn "GB54 XKQR 1234" must not repeat a group of
        another original number, "1234"), or its letters apart from its digits ("Chris60" shows
        the original "Chris"; the self-audit finds a name with a number glued to it)."""
        numbered = _NUMBERED_NAME.fullmatch(surrogate)
        # An IBAN written without spaces keeps its country's code, which is no one's name.
        letters = [numbered[1]] if numbered and not _IBAN_DIGITS.fullmatch(surrogate) else []
        if any(name_keys(word) & self.originals for word in (surrogate, *identifying_parts(surrogate), *letters)):
            return True
        if any(run in self.originals for run in _DIGIT_RUN.findall(surrogate)):
            return True
        return self._inside(surrogate)

    def _inside(self, surrogate: str) -> bool:
        """An original of four letters or more inside a longer run of letters of the surrogate
        (``www.lenaru.de`` drawn beside an original ``Lena``): the self-audit searches names inside
        words, and would refuse the file. Ordinary words are not searched so (``Rose``)."""
        for run in _LETTER_RUN.findall(fold(surrogate)):
            for start in range(len(run) - GLUED_MIN + 1):
                # No original is longer than a name is (a run of letters may be: a long URL).
                for end in range(start + GLUED_MIN, min(len(run) + (start > 0), start + _LONGEST_NAME + 1)):
                    part = run[start:end]
                    if part in self.originals and not is_ordinary(part):
                        return True
        return False

    def free(self, surrogate: str, referent: str) -> bool:
        if self.shows_original(surrogate):
            return False
        return self.given.get(fold(surrogate), referent) == referent

    def give(self, surrogate: str, referent: str) -> None:
        self.given.setdefault(fold(surrogate), referent)

    def real(self, surrogate: str, parts: bool = True) -> str | None:
        """The first of ``surrogate`` and (with ``parts``) its words that is a name of the
        current corpus, or None. Strings without letters (digits of a number) are no names."""
        text = PLACEHOLDER.sub(" ", surrogate).strip()
        candidates = [text] + ([p for p in segments(text) if len(p) > 1] if parts else [])
        for candidate in candidates:
            if any(c.isalpha() for c in candidate) and len(candidate) > 1 and name_keys(candidate) & self.current:
                return candidate
        return None


def name_keys(text: str) -> set[str]:
    """The forms under which two names count as the same: case-folded; without diacritics and
    repeated letters (``Lenaaa``, ``Léna``); in any spelling the folding of names gives
    (``Małgorzata``, ``Malgorzata``; ``Jürgen``, ``Juergen``): the audit finds an original in each, so
    a surrogate in one of them would be refused; without a genitive ending (``Lenas``,
    ``Max'``); a place for its German derivation (``Kölnern`` -> ``köln``)."""
    folded = fold(text)
    keys = {folded}
    if not any(c.isalpha() for c in text):
        return keys
    keys |= {plain(text), name_key(text)}
    if len(folded) >= 4:
        for ending in _GENITIVE_ENDINGS:
            if folded.endswith(ending):
                stem = text[: len(text) - len(ending)]
                keys |= {folded[: -len(ending)], plain(stem), name_key(stem)}
                break
    if text[:1].isupper() and text.isalpha():
        found = demonym_of(text)
        if found:
            keys.add(fold(found[0]))
    return keys


def is_placeholder(text: str) -> bool:
    return PLACEHOLDER.fullmatch(text.strip()) is not None


def keep_placeholders(text: str, replace: Callable[[str], str | None]) -> str | None:
    """``text`` with each stretch between placeholders given to ``replace`` (spaces around it
    kept) and the placeholders themselves as they are: an earlier anonymisation is never redone.
    None where ``replace`` gives None for a stretch."""
    out = []
    for piece in PLACEHOLDER_SPLIT.split(text):
        if PLACEHOLDER.fullmatch(piece) or not regex.search(r"[\p{L}\p{N}]", piece):
            out.append(piece)
            continue
        core = piece.strip()
        new = replace(core)
        if new is None:
            return None
        out.append(piece[: len(piece) - len(piece.lstrip())] + new + piece[len(piece.rstrip()) :])
    return "".join(out)


def only_placeholders(text: str) -> bool:
    """True if nothing but placeholders, spaces and punctuation is left of ``text``."""
    return bool(PLACEHOLDER.search(text)) and not regex.search(r"[\p{L}\p{N}]", PLACEHOLDER.sub("", text))


def choose(taken: Taken, referent: str, make: Callable[[int], str], attempts: int = 60) -> str:
    """The first of ``make(0)``, ``make(1)``, ... that is free; recorded as given. Where every
    draw is taken (a small pool and many referents), a letter of an initial is any other free
    letter, and a name a pronounceable made-up one of a name's usual length: never the draw with
    a number after it ("Kim2", "Congo3"), which prints a digit into prose and tells a reader that
    the pool ran out."""
    clean = None
    for attempt in range(attempts):
        candidate = make(attempt)
        if taken.free(candidate, referent):
            taken.give(candidate, referent)
            return candidate
        if clean is None and not taken.shows_original(candidate):
            clean = candidate
    # Seeded by a further draw (salted as every draw is), never by the referent alone: a
    # made-up name computed from the original could be traced back to it.
    last = make(attempts)
    rng = Random(last, "made-up")
    if len(last) == 1 and last.isalpha():
        letters = [c for c in "ABCDEFGHIJKLMNOPRSTUVWZ" if c != last.upper()]
        rng.shuffle(letters)
        for letter in letters:
            letter = letter if last.isupper() else letter.lower()
            if taken.free(letter, referent):
                taken.give(letter, referent)
                return letter
        # Every letter an initial of someone: an initial shared by two names no one.
        return clean or last
    for _ in range(1000):
        made = pseudo_word(rng, name_length(rng)).capitalize()
        if not is_word(made) and taken.free(made, referent):
            taken.give(made, referent)
            return made
    raise RuntimeError("no free surrogate in 1000 made-up names")  # pragma: no cover - 15^4 syllables


# --- shape --------------------------------------------------------------------------------------


def segments(text: str) -> list[str]:
    """``TomcatMJ`` -> ``Tomcat``, ``MJ``; ``lela2`` -> ``lela``, ``2``; separators are segments too."""
    return _SEGMENT.findall(text)


def case_like(text: str, model: str) -> str:
    """``text`` in the case pattern of ``model``: ALL CAPS, all lower, or Capitalised."""
    # ß is neither case here: WEIß is in capitals, Weiß capitalised.
    letters = [c for c in model if c.isalpha() and c != "ß"] or [c for c in model if c.isalpha()]
    if not letters:
        return text
    if all(c.isupper() for c in letters) and len(letters) > 1:
        return text.upper()
    if all(c.islower() for c in letters):
        return text.lower()
    if letters[0].isupper() and all(c.islower() for c in letters[1:]):
        # Each part of a double-barrelled surrogate (Brandt-Hollmann) keeps its capital.
        return "-".join(part[:1].upper() + part[1:].lower() for part in text.split("-"))
    return text


def elongate_like(text: str, model: str) -> str:
    """``leeeela`` stretches its e: the surrogate stretches its first vowel as much."""
    stretched = _ELONGATED.search(model)
    if not stretched:
        return text
    extra = len(stretched.group(0)) - 1
    for i, char in enumerate(text):
        if char.lower() in _VOWELS:
            return text[: i + 1] + char * extra + text[i + 1 :]
    return text


@lru_cache(maxsize=4)
def _surname_lengths(lang: str) -> tuple[int, ...]:
    return tuple(sorted(len(n) for n in last_names(lang)))


def name_length(rng: random.Random, lang: str = "de") -> int:
    """A length drawn as surnames of the language have theirs (faker's lists: mostly five to
    eight letters), not the original's: a made-up surrogate as long as a rare 19-letter surname
    would tell a reader which name it stands for."""
    return rng.choice(_surname_lengths(language(lang)))


def pseudo_word(rng: random.Random, length: int) -> str:
    """A pronounceable string that is no word of German or English (checked by the caller)."""
    length = max(3, length)
    letters: list[str] = []
    while len(letters) < length:
        letters.append(rng.choice(_CONSONANTS))
        letters.append(rng.choice(_VOWELS))
    return "".join(letters[:length])


def is_word(text: str) -> bool:
    return fold(text) in english_words() or german_frequency(text) >= 1.5


def digits_like(rng: random.Random, digits: str) -> str:
    """As many digits; a leading 0 stays (area codes), another leading digit stays non-zero; never
    the original (only a lone 0 has no other of its shape)."""
    out = [rng.choice("0123456789") for _ in digits]
    if digits[0] == "0":
        out[0] = "0"
    elif out[0] == "0":
        out[0] = rng.choice("123456789")
    if "".join(out) == digits:
        # A house number of one digit drew itself one time in nine: `Birkenweg 7` → `Xy 7`.
        # Stepped, not drawn again, so that every other surrogate keeps its draws.
        out[-1] = str(int(digits) % 9 + 1) if len(digits) == 1 else str((int(out[-1]) + 1) % 10)
    return "".join(out)


def coordinates_like(rng: random.Random, text: str, valid: Callable[[str], bool]) -> str:
    """A coordinate pair (or ``geo:`` URI, or one value) of the same format somewhere else: every
    run of digits other digits (:func:`digits_like`), drawn again until ``valid`` holds (a
    latitude within −90..90, a longitude within −180..180, minutes and seconds below 60).
    Signs, hemisphere letters, degree signs and separators stay; no run of digits of the original
    stays where it stood, so the place is another, anywhere on earth."""
    pieces = regex.split(r"(\d+)", text)

    def other(digits: str) -> str:
        if len(digits) > 1:
            return digits_like(rng, digits)
        return rng.choice([d for d in "0123456789" if d != digits])  # a lone 7 of 7.0116 too

    candidate = text
    for _ in range(500):
        candidate = "".join(other(p) if p.isdigit() else p for p in pieces)
        if valid(candidate):
            return candidate
    # Never valid in 500 draws (hardly possible): zeros keep the format and name no place.
    return "".join("0" * len(p) if p.isdigit() else p for p in pieces)


# --- written-out addresses and numbers ------------------------------------------------------------

_MAIL_AT = regex.compile(
    r"\s*[\[({<]\s*(?:at|ät|@)\s*[\])}>]\s*|\s+(?:at|ät)\s+|\s*@\s*", regex.IGNORECASE | regex.VERSION1
)
_MAIL_DOT = regex.compile(
    r"\s*[\[({<]\s*(?:dot|punkt|\.)\s*[\])}>]\s*|\s+(?:dot|punkt)\s+|\s*\.\s*", regex.IGNORECASE | regex.VERSION1
)


def email_parts(text: str) -> tuple[str, str] | None:
    """Mailbox and domain of an address, also of one written out: ``sky88 at example dot com``
    -> (``sky88``, ``example.com``); ``name[at]domain[dot]de`` -> (``name``, ``domain.de``)."""
    parts = _MAIL_AT.split(text.strip(), maxsplit=1)
    if len(parts) != 2:
        return None
    local, domain = parts
    labels = _MAIL_DOT.split(domain)
    if not local or len(labels) < 2 or not all(labels):
        return None
    return local, ".".join(labels)


DIGIT_WORDS = {
    "de": ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"),
    "en": ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
}
_ENGLISH_NUMBER_WORD = regex.compile(
    r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|\p{L}+ty|hundred|"
    r"double|triple)",
    regex.IGNORECASE | regex.VERSION1,
)
_NUMBER_WORD_SPLIT = regex.compile(r"([\s,./\-]+)")


def spelled_digits_like(rng: random.Random, text: str) -> str:
    """A number written out in words (``null eins sieben …``, ``oh seven double nine …``) as as
    many digit words of its language, drawn at random; separators and case stay."""
    pieces = _NUMBER_WORD_SPLIT.split(text)
    words = pieces[::2]
    english = sum(bool(_ENGLISH_NUMBER_WORD.fullmatch(w)) for w in words) * 2 > len(words)
    pool = DIGIT_WORDS["en" if english else "de"]
    out = [case_like(rng.choice(pool), piece) if i % 2 == 0 else piece for i, piece in enumerate(pieces)]
    if out == pieces:
        other = pool[(pool.index(out[0].casefold()) + 1) % 10] if out[0].casefold() in pool else pool[1]
        out[0] = case_like(other, out[0])
    return "".join(out)


# --- name and place pools -----------------------------------------------------------------------


def language(lang: str | None) -> str:
    return "en" if (lang or "").lower().startswith("en") else "de"


@lru_cache(maxsize=8)
def first_names(lang: str, sex: str) -> tuple[str, ...]:
    """Frequent first names of a language (faker's lists); ``sex`` '' gives neutral names."""
    if not sex:
        return tuple(form for form, code in read_table("neutral_names.tsv") if code == lang)
    provider = _names_provider(lang)
    names = provider.first_names_male if sex == "male" else provider.first_names_female
    return tuple(n for n in names if n.isalpha())


@lru_cache(maxsize=4)
def last_names(lang: str) -> tuple[str, ...]:
    return tuple(n for n in _names_provider(lang).last_names if n.isalpha())


@lru_cache(maxsize=4)
def thing_words(lang: str) -> tuple[str, ...]:
    """Everyday nouns of a language (faker's word lists: German nouns by their capital letter),
    the surrogates of the words of an other name (OTH) that are no names. Only words of our own
    word lists (:func:`is_word`): faker's hold a slip or two (``Minutenmir``)."""
    if lang == "en":
        from faker.providers.lorem.en_US import Provider as English

        return tuple(w for w in English.word_list if w.isalpha() and len(w) >= 3 and is_word(w))
    from faker.providers.lorem.de_DE import Provider as German

    return tuple(w for w in German.word_list if w.isalpha() and len(w) >= 3 and w[0].isupper() and is_word(w))


def word_like(rng: random.Random, pool: Sequence[str], model: str, compound: bool = True) -> str:
    """A word of ``pool`` about as long as ``model``, or one draw in five two words joined: as a
    compound (``Gartenbaum``), or with a hyphen (``Brandt-Hollmann``, as firms of two surnames are
    called): a corpus with more such names than the pool has words still finds free ones."""
    nearest = sorted(pool, key=lambda w: abs(len(w) - len(model)))[:40]
    if rng.random() < 0.8:
        return rng.choice(nearest)
    first, second = rng.choice(pool), rng.choice(pool)
    return first + second.lower() if compound else f"{first}-{second}"


def _names_provider(lang: str) -> type[en_US.Provider] | type[de_DE.Provider]:
    """faker's lists of names of a language (imported when first asked for)."""
    if lang == "en":
        from faker.providers.person import en_US

        return en_US.Provider
    from faker.providers.person import de_DE

    return de_DE.Provider


def name_kind(token: str) -> tuple[str, str] | None:
    """``("first", sex)`` or ``("last", "")`` for a token of the name lists, else None."""
    entries = persons().get(key_of(token))
    firsts = [e for e in entries if e.kind == "first"]
    if firsts:
        genders = {g for e in firsts for g in e.flags if g in "mf"}
        return "first", {frozenset("m"): "male", frozenset("f"): "female"}.get(frozenset(genders), "")
    if entries:
        return "last", ""
    return None


@lru_cache(maxsize=64)
def cities(source: str) -> tuple[tuple[str, int], ...]:
    """Places of one source (``geonames:DE``, ``cldr``, ``iso-codes``) that make good surrogates:
    one word, no ordinary word, for German-speaking countries derivable; largest first."""
    german = source.split(":")[-1] in GERMAN_SPEAKING
    found: dict[str, int] = {}
    for entry in plain_places().get((source,)):
        if source.startswith("geonames") and entry.weight < 5_000:
            continue
        if german and entry.form not in derived_places():
            continue
        found[entry.form] = max(found.get(entry.form, 0), entry.weight)
    # A city comes with its other names (exonyms: "Dortmunde", "Ehssen" of Essen), all of its
    # size: one name a city, the most frequent, else a surrogate would be the place renamed.
    from ..detect.lexicon import frequency

    one: dict[int, str] = {}
    for form, weight in found.items():
        kept = one.get(weight)
        if kept is None or (frequency(form), -len(form), form) > (frequency(kept), -len(kept), kept):
            one[weight] = form
    return tuple(sorted(((form, weight) for weight, form in one.items()), key=lambda item: (-item[1], item[0])))


# A source with fewer places than this (the regions of iso-codes, the countries of CLDR) is no
# pool: "York", "Leeds" and "Sheffield", listed as regions, all became "Congo", "Congo2" ...
_MIN_POOL = 200


def place_of(form: str, lang: str) -> tuple[str, int]:
    """The source and size of a place name; unknown places, and places of a source too small to
    draw from, count as places of their size in the language's main country."""
    entries = [e for e in places().get(key_of(form)) if e.category == "GPE"]
    home = "geonames:GB" if lang == "en" else "geonames:DE"
    if entries:
        best = max(entries, key=lambda e: (len(cities(e.source)) >= _MIN_POOL, e.weight))
        if len(cities(best.source)) >= _MIN_POOL:
            return best.source, best.weight
        return home, min(best.weight, 1_000_000)
    return home, 100_000


def similar_places(form: str, lang: str, band: int = 40) -> Sequence[str]:
    """Places of the same source as ``form`` and about its size: the ``band`` nearest by rank."""
    source, size = place_of(form, lang)
    pool = cities(source) or cities("geonames:GB" if lang == "en" else "geonames:DE")
    # Never the place itself, under any of its names (they share its size).
    pool = tuple(item for item in pool if item[1] != size) or pool
    ranked = sorted(range(len(pool)), key=lambda i: abs(pool[i][1] - size))[:band]
    return [pool[i][0] for i in sorted(ranked)]


def demonym_of(form: str) -> tuple[str, str] | None:
    """``(place, ending)`` of a word derived from a place: ``Düsseldorfern`` -> (Düsseldorf, n)."""
    for entry in demonyms().get(key_of(form)):
        # Longest stem first, and never in set order (which differs between processes).
        for stem in sorted(german_demonym_stems(entry.kind), key=lambda stem: (-len(stem), stem)):
            if fold(form).startswith(fold(stem)):
                return entry.kind, form[len(stem) :]
    return None


def derive(place: str, ending: str) -> str | None:
    stems = sorted(german_demonym_stems(place))
    return stems[0] + ending if stems else None


def institution_word(segment: str) -> bool:
    """A word of an institution's name that says what kind it is and names no one: a head
    (``Hospital``, ``Uniklinik``, ``Schützenverein``, ``University``), a kind word (``Primary``)
    or a saint's title (``St``). An organisation's surrogate keeps it, so that it still reads as
    a hospital or a school; a head in a named compound (``Marienhospital``) is a name."""
    from ..detect.institution_words import (
        ENGLISH_GENERIC,
        ENGLISH_HEADS,
        GENERIC_PARTS,
        LOCATIVE_ARTICLES,
        LOCATIVES,
        SAINTS,
        german_head,
    )
    from ..lists import german_nouns

    folded = segment.casefold()
    if folded in ENGLISH_HEADS or folded in ENGLISH_GENERIC or folded in SAINTS or folded == "university":
        return True
    if segment.islower() and (folded in LOCATIVES or folded in LOCATIVE_ARTICLES):
        return True  # "am" of "Grundschule am Lindenplatz" is no place "AM"
    head = german_head(segment)
    if head is None:
        return False
    stem = folded.removesuffix("es") if not folded.endswith(head) else folded
    prefix = stem[: stem.rfind(head)]
    return prefix == "" or prefix in GENERIC_PARTS or segment in german_nouns()


def organisation_kind(segment: str) -> bool:
    """A word of an organisation's name that says what it is and names no one: a head or kind
    word of the institutions (:func:`institution_word`), a generic word before one (``Medical``,
    ``Evangelische``, ``Kardiologische``), or a kind of venue, firm, trade or club
    (:func:`teianon.detect.org_shapes.kind_word`: ``Hotel``, ``Pharma``, ``AC``, ``The``)."""
    from ..detect.institution_words import ENGLISH_GENERIC, GENERIC_PARTS, GERMAN_ADJECTIVES
    from ..detect.org_shapes import kind_word

    folded = segment.casefold()
    return (
        institution_word(segment)
        or folded in ENGLISH_GENERIC
        or folded in GENERIC_PARTS
        or folded in GERMAN_ADJECTIVES
        or folded.endswith(("ische", "isches", "ischen", "ischer"))
        or kind_word(segment)
    )
