"""Name variants of the participants, and the index that finds them in text.

The forms derived from a name are :mod:`teianon.detect.forms`'s, the keys spellings meet under
:mod:`teianon.detect.folding`'s, and what may stand around a name glued into a word
:mod:`teianon.detect.inside`'s; this module matches tokens against them.

Chatters play with each other's names (seed 004, seed 000). From each participant's names
teianon derives the *variants* they type: the whole name in any case, the name without its
digits and trailing symbols (``lela2`` -> ``lela``, ``Thor...`` -> ``Thor``), its parts at
camelCase and delimiters (``TomcatMJ`` -> ``Tomcat``, ``MJ``), the handle in a display name
(``Digitales Wörterbuch @dwds_de`` -> ``dwds_de``), symbols and Greek letters spelled out
(``Erdbeere$`` -> ``Erdbeeres``, ``Erdbeeredollar``; ``Φ`` -> ``Phi``), the nouns of a German
compound (``Erdbeere`` -> ``Beere``, ``Mondkind`` -> ``Mond``) and the initials of a compound
nickname (``Faryen-Angle`` -> ``FA``), each also in its other spellings (``Jürgen`` ->
``Juergen``, ``Jurgen``).

A token then *matches* a variant in one of several ways, each a rule of its own that the
annotation records: exactly, elongated (``leeeela``, ``LANTOOO``), inflected (``zoras``,
``lela's``), respelled (ph/f, ck/k, ai/ei, ae/ä, th/t, y/i and leetspeak under one key:
``christof``, ``meike``, ``jäger``, ``l3na``; in another script: ``Евгения`` for ``Jewgenija``,
:mod:`teianon.detect.scripts`), clipped at the front or the back (``lanto`` for
``Lantonie``, ``shad`` for ``Shadok``, ``xander`` for ``Alexander``), as a pet form (a clipped or
whole name plus a diminutive ending: ``zori``, ``marci``, ``Shaddy``, ``zoraaaay``), by sound
(Kölner Phonetik for German, Double Metaphone for English: ``schdöbbs``, ``schtöps`` for
``stoeps``; ``erdbäre`` for ``Erdbeere``), with a small typo (``zorsa``, ``zoar``, ``sahd``) or
with a letter of a short name left out (``lna``).
Every match carries a *strength*, the evidence the string alone gives; the linker
(:mod:`teianon.detect.nickname`) adds the evidence of the context.

Libraries: rapidfuzz for Damerau-Levenshtein in C; cologne-phonetics (MIT) for Kölner Phonetik,
the standard German phonetic code, which no maintained C library offers; doublemetaphone (a
Cython wrapper of Lawrence Philips' C++ original) for English, faster and more complete than the
pure-Python ports.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from enum import Enum
from functools import lru_cache

import cologne_phonetics
import regex
from doublemetaphone import doublemetaphone
from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein

from ..mention import Category
from ..read.tei import Participant
from .folding import fold, plain, respelled
from .forms import Kind, compound_split, compound_tail, english_compound, name_variants
from .forms import split_name as split_name
from .inside import MIN_INSIDE, MIN_INSIDE_CAMEL, InsideKeys, glued_name, is_dictionary_word
from .lexicon import is_chat_word, is_name, is_wordlike
from .lexicon import squeeze as squeeze
from .scripts import other_script, script_key
from .writers import WriterName


class Match(Enum):
    """How a token matched a variant, strongest first."""

    EXACT = 0
    ELONGATED = 1
    INFLECTED = 2
    # Another spelling of the same sounds or letters: ph/f, ck/k, ai/ei, ae/ä, leetspeak (l3na).
    RESPELLED = 3
    CLIPPED = 4
    PET = 5
    PHONETIC = 6
    TYPO = 7
    # One letter of a short name left out: lna for lena.
    DROPPED = 8
    VOCATIVE = 9
    # The name glued into a longer word: ``#lela2fanclub``, ``#TeamTomcat``, ``xXlela2Xx``.
    INSIDE = 10


# The evidence the string alone gives, by how the variant was made and how it matched.
_KIND_STRENGTH = {
    Kind.FULL: 1.0,
    Kind.STRIPPED: 0.95,
    Kind.PART: 0.85,
    Kind.SPELLED: 0.9,
    Kind.COMPOUND: 0.6,
    Kind.INITIALS: 0.4,
    Kind.ADDRESSEE: 0.5,
}
_MATCH_FACTOR = {Match.EXACT: 1.0, Match.ELONGATED: 0.95, Match.INFLECTED: 0.9, Match.RESPELLED: 0.9, Match.INSIDE: 1.0}

# A participant of another file of the run (a key of :class:`NameIndex` made of this prefix and
# the participant's key): found like a participant of the document, never written as ``@corresp``,
# since its id means another person (or nothing) in this file.
OTHER_FILE = "\x00"


def own_participant(pid: str | None) -> str | None:
    """The id a mention may carry: ``pid``, or None for a participant of another file."""
    return None if pid is None or pid.startswith(OTHER_FILE) else pid


@dataclass(frozen=True)
class Variant:
    participant: str | None
    kind: Kind
    form: str
    # True where the string alone is no evidence: an ordinary word, a place, a compound's noun,
    # initials, a function word. Such a variant is linked only where the context speaks for it.
    wordlike: bool
    # A place of note (Bochum): a proper-noun tag is then no evidence for the person.
    place: bool = False
    # From the participant's real name (persName without a nickname type), not a chosen one:
    # "Vogel" of Theo Vogel. Where it is also an ordinary word and the context cannot decide,
    # the mention is proposed for review rather than dropped.
    real: bool = False


@dataclass(frozen=True)
class Candidate:
    """One way a token matched one variant."""

    variant: Variant
    match: Match
    strength: float

    @property
    def rule(self) -> str:
        """The rule as the annotation records it: ``part-clipped``, ``full-exact``."""
        return f"{self.variant.kind.name.lower()}-{self.match.name.lower()}"


@dataclass(frozen=True)
class Hit:
    """A token (or a few glued tokens) and the variants it matched, strongest first."""

    candidates: tuple[Candidate, ...]

    @property
    def variants(self) -> tuple[Variant, ...]:
        return tuple(c.variant for c in self.candidates)

    @property
    def match(self) -> Match:
        return self.candidates[0].match

    @property
    def best(self) -> Variant:
        return self.candidates[0].variant

    @property
    def strength(self) -> float:
        return self.candidates[0].strength

    @property
    def participant(self) -> str | None:
        """The participant the string alone points to, or None where it is shared (ambiguous)."""
        top = self.candidates[0].strength
        people = {c.variant.participant for c in self.candidates if c.strength >= top - 0.05}
        return next(iter(people)) if len(people) == 1 else None

    @property
    def wordlike(self) -> bool:
        return all(v.wordlike for v in self.variants)

    @property
    def place(self) -> bool:
        return any(v.place for v in self.variants)

    @property
    def real(self) -> bool:
        """Part of a participant's real name (not a nickname)."""
        return any(v.real for v in self.variants)

    @property
    def category(self) -> Category:
        return Category.NICK

    def by_participant(self) -> dict[str | None, Candidate]:
        """The strongest candidate of each participant."""
        found: dict[str | None, Candidate] = {}
        for candidate in self.candidates:
            found.setdefault(candidate.variant.participant, candidate)
        return found


_ELONGATION = regex.compile(r"(\p{L})\1\1")
# A corpus's own placeholder as a participant's name ([_FEMALE-PARTICIPANT-A04_]): no variants.
_PLACEHOLDER = regex.compile(r"^\[_.*_\]$")
_NOT_LETTER = regex.compile(r"[^\p{L}]")
# Endings of pet forms and diminutives (German and English), longest first.
_PET_ENDINGS = ("ilein", "chen", "lein", "ie", "ey", "le", "li", "erl", "i", "y", "o", "a", "e", "s", "l")
# Inflection and clitics on a name: genitive, German case endings.
_INFLECTIONS = ("'s", "’s", "'", "’", "ns", "en", "es", "s", "n")
# The end of a name is looked for from this length on (from one more where it is no first name).
MIN_SUFFIX = 4
# What a clipping gains where it is a first name itself (alex, tina).
SHORT_FORM_BONUS = 0.15


def typo_bound(length: int) -> int:
    """Edits allowed for a typo match: none below 5 characters, 1 up to 8, then 2."""
    if length < 5:
        return 0
    return 1 if length <= 8 else 2


def _phonetic_codes(word: str) -> tuple[str, ...]:
    """Kölner Phonetik and the Double Metaphone codes of a word (letters only)."""
    letters = _NOT_LETTER.sub("", word)
    if len(letters) < 4:
        return ()
    codes = [f"k:{c}" for _, c in cologne_phonetics.encode(letters) if len(c) >= 3]
    codes += [f"m:{c}" for c in doublemetaphone(plain(letters)) if len(c) >= 3]
    return tuple(dict.fromkeys(codes))


def _is_transposition(a: str, b: str) -> bool:
    return len(a) == len(b) and sorted(a) == sorted(b) and DamerauLevenshtein.distance(a, b) == 1


class NameIndex:
    """Looks up tokens among the variants of one document's participants."""

    def __init__(
        self, participants: Iterable[Participant], extra: Iterable[WriterName] = (), others: Iterable[Participant] = ()
    ):
        self.exact: dict[str, list[Variant]] = defaultdict(list)
        sources: list[tuple[str | None, str, frozenset[str]]] = []
        real: set[tuple[str | None, str]] = set()
        for participant in participants:
            if participant.is_system:
                continue
            blocked = frozenset(fold(n) for n in participant.not_names)
            sources += [(participant.id, n, blocked) for n in participant.nicknames + participant.names]
            real.update((participant.id, n) for n in participant.names if n not in participant.nicknames)
        sources += [(w.participant, w.name, frozenset()) for w in extra]
        # Compound names (Schneewittchen): their head and rest, for clippings of both (schnewi).
        self.compounds: list[tuple[str, str, Variant]] = []
        for pid, name, blocked in sources:
            for kind, form in name_variants(name, extended=True):
                key = fold(form)
                if key in blocked or any(v.participant == pid for v in self.exact.get(key, ())):
                    continue
                place = _is_place(form)
                variant = Variant(pid, kind, form, place or _needs_context(kind, form), place, (pid, name) in real)
                self.exact[key].append(variant)
                split = compound_split(form) if kind in (Kind.FULL, Kind.STRIPPED) else None
                if split:
                    self.compounds.append((fold(split[0]), fold(split[1]), variant))
        # Keys without diacritics and repeats, their prefixes (clipping) and their sound codes.
        self.plain: dict[str, list[Variant]] = defaultdict(list)
        self.prefixes: dict[str, list[Variant]] = defaultdict(list)
        self.sounds: dict[str, list[Variant]] = defaultdict(list)
        # Other spellings (respelled()), the ends of names (xander, tina) and short names with a
        # letter left out (lna).
        self.respelled: dict[str, list[Variant]] = defaultdict(list)
        self.suffixes: dict[str, list[Variant]] = defaultdict(list)
        self.dropped: dict[str, list[Variant]] = defaultdict(list)
        for key, variants in self.exact.items():
            if _PLACEHOLDER.match(key):
                continue
            base = plain(key)
            for variant in variants:
                self.plain[base].append(variant)
                if variant.kind in (Kind.INITIALS, Kind.COMPOUND, Kind.SPELLED):
                    continue
                self.respelled[respelled(key)].append(variant)
                letters = _NOT_LETTER.sub("", base)
                for end in range(3, len(letters)):
                    self.prefixes[letters[:end]].append(variant)
                for code in _phonetic_codes(base):
                    self.sounds[code].append(variant)
                if variant.wordlike:
                    continue
                for start in range(2, len(letters) - MIN_SUFFIX + 1):
                    self.suffixes[letters[start:]].append(variant)
                if letters == base and 4 <= len(letters) <= 5:
                    for cut in range(1, len(letters)):
                        self.dropped[letters[:cut] + letters[cut + 1 :]].append(variant)
        # Names across scripts (Евгения for Jewgenija, Stavroula for Σταυρούλα): looked up only
        # where the token or the name is written in Cyrillic or Greek letters.
        self.scripts: dict[str, list[Variant]] = defaultdict(list)
        self.foreign: dict[str, list[Variant]] = defaultdict(list)
        for key, variants in self.exact.items():
            for variant in variants:
                if variant.kind not in (Kind.INITIALS, Kind.COMPOUND, Kind.SPELLED) and len(key) >= 3:
                    self.scripts[script_key(key)].append(variant)
                    if other_script(key):
                        self.foreign[script_key(key)].append(variant)
        # Typos are only looked for among variants that are neither short nor ordinary words.
        self._fuzzy_keys = [k for k, vs in self.plain.items() if len(k) >= 4 and not all(v.wordlike for v in vs)]
        self._inside = _inside_keys(self.exact)
        # The run's other files: one index for all documents (it is the same table for each).
        self.others = other_files(tuple(others)) if others else None
        self._short_keys = [k for k in list(self.plain) + list(self.prefixes) if len(k) == 4]
        # Whole names without their spaces, for names the tokeniser split or the chatter spaced.
        self.glued: dict[str, list[Variant]] = defaultdict(list)
        self.glued_scripts: dict[str, list[Variant]] = defaultdict(list)
        for key, variants in self.exact.items():
            for variant in variants:
                if variant.kind is Kind.FULL:
                    self.glued[key.replace(" ", "")].append(variant)
                    self.glued_scripts[script_key(key.replace(" ", ""))].append(variant)
        self._cache: dict[str, Hit | None] = {}

    def __bool__(self) -> bool:
        return bool(self.exact)

    def lookup(self, token: str) -> Hit | None:
        """The variants ``token`` matches, strongest first, or None."""
        if token not in self._cache:
            self._cache[token] = self._lookup(token)
        return self._cache[token]

    def _lookup(self, token: str) -> Hit | None:
        key = fold(token)
        found: list[Candidate] = []

        def add(variants: Iterable[Variant], match: Match, strength: float | None = None) -> None:
            for variant in variants:
                base = _KIND_STRENGTH[variant.kind]
                value = strength if strength is not None else base * _MATCH_FACTOR[match]
                found.append(Candidate(variant, match, round(min(value, base), 3)))

        if key in self.exact:
            add(self.exact[key], Match.EXACT)
            return _hit(found)
        if is_chat_word(key) or len(key) < 3 or _PLACEHOLDER.match(key):
            # A function word of another file's nickname ("von" of "MamaVonDrei") is the word
            # here: this file's own participants were matched exactly above.
            return None
        if self.others is not None and key in self.others.exact:
            add(self.others.exact[key], Match.EXACT)
            return _hit(found)
        # Most tokens and most participants are in Latin letters: then no key is computed.
        across = self.scripts if other_script(key) else self.foreign
        crossed = across.get(script_key(key)) if across else None
        if crossed:
            # The same name in another script is the name, not a guess at it.
            add(crossed, Match.RESPELLED)
            return _hit(found)
        base = plain(key)
        if base in self.plain:
            add(self.plain[base], Match.ELONGATED)
        for ending in _INFLECTIONS:
            stem = key[: -len(ending)]
            if key.endswith(ending) and len(stem) >= 3 and stem in self.exact:
                add(self.exact[stem], Match.INFLECTED)
        ordinary = is_wordlike(key)
        if not found:
            other = respelled(key)
            if other in self.respelled:
                # "jäger" for Jaeger: a string that is an ordinary word stays one, whatever it matched.
                variants = [replace(v, wordlike=True) if ordinary else v for v in self.respelled[other]]
                add([v for v in variants if not v.real], Match.RESPELLED)
                # Kleinschmitt may be another family than Kleinschmidt: a respelled surname needs context.
                add([v for v in variants if v.real], Match.RESPELLED, 0.6)
        if not found and not ordinary:
            # Clipping, pet forms, sound and typos only for strings that are no ordinary word
            # ("better" sounds like nobody's name).
            self._weaker(base, add)
        return _hit(found)

    def inside(self, token: str, marked: bool = False) -> list[tuple[int, int, Hit]]:
        """Names glued into a longer word, as (start, end, hit) within ``token``: ``#lela2fanclub``,
        ``#TeamTomcat``, ``xXlela2Xx``, ``lela2lol``, ``#lenasgeburtstag``.

        ``marked``: the word is a hashtag or a handle. See :func:`~teianon.detect.inside.glued_name` for what may
        stand around the name; "Tomorrow" holds no "Tom" (too short anyway), "Annahme" no
        "Anna", and a word of the language ("Hoffmannstropfen") no name at all.
        """
        if len(token) <= MIN_INSIDE or is_wordlike(token) or is_chat_word(token) or is_dictionary_word(token):
            return []
        found = _inside(token, self._inside, self.exact, marked)
        if not found and self.others is not None:
            elsewhere = _inside(token, self.others.inside, self.others.exact, marked)
            found = [(start, end, hit) for start, end, hit in elsewhere if fold(token[start:end]) not in self.exact]
        return found

    def _weaker(self, base: str, add: Callable[..., None]) -> None:
        """Clipped names, pet forms, sound-alikes and typos: weaker evidence, in that order."""
        letters = _NOT_LETTER.sub("", base)
        if len(letters) >= 5:
            # The beginnings of both parts of a compound name: schnewi for Schneewittchen.
            for head, rest, variant in self.compounds:
                for cut in range(3, len(letters) - 1):
                    if head.startswith(letters[:cut]) and rest.startswith(letters[cut:]) and letters != head + rest:
                        add([variant], Match.CLIPPED, 0.85)
                        break
        # A clipping that is a first name of its own (alex for Alexander_G, tina for Christina) is
        # the short form people go by: stronger than other clippings.
        short_form = is_name(letters)
        if len(letters) >= 3 and letters in self.prefixes:
            for variant in self.prefixes[letters]:
                coverage = len(letters) / max(len(plain(variant.form)), 1)
                add([variant], Match.CLIPPED, 0.55 + 0.35 * coverage + (SHORT_FORM_BONUS if short_form else 0.0))
        for ending in _PET_ENDINGS:
            stem = letters[: -len(ending)]
            if not letters.endswith(ending) or len(stem) < 3:
                continue
            stems = [stem] + ([stem[:-1]] if len(stem) >= 4 and stem[-1] == stem[-2] else [])
            for s in stems:
                if s in self.plain:
                    add(self.plain[s], Match.PET, 0.7)
                if s in self.prefixes:
                    add(self.prefixes[s], Match.PET, 0.6)
        if letters in self.suffixes and (len(letters) >= MIN_SUFFIX + 1 or short_form):
            # The end of a name: xander for Alexander, tina for Christina; of a surname only
            # where the end is a first name itself (Scheer is no clipping of Fischer).
            for variant in self.suffixes[letters]:
                if variant.real and not short_form:
                    continue
                coverage = len(letters) / max(len(plain(variant.form)), 1)
                add([variant], Match.CLIPPED, 0.5 + 0.3 * coverage + (SHORT_FORM_BONUS if short_form else 0.0))
        if self.sounds:
            for code in _phonetic_codes(base):
                add(self.sounds.get(code, ()), Match.PHONETIC, 0.55)
        if letters == base and letters in self.dropped and letters not in self.plain and not is_name(letters):
            # Not where the string is a name of its own: Lea is not Lena with a slip.
            add(self.dropped[letters], Match.DROPPED, 0.5)
        bound = typo_bound(len(base))
        if bound and self._fuzzy_keys and not is_wordlike(base):
            best = process.extractOne(base, self._fuzzy_keys, scorer=DamerauLevenshtein.distance, score_cutoff=bound)
            if best is not None:
                # A slip in a long name is nearly as good as the name; in a short one it is weak.
                add(self.plain[best[0]], Match.TYPO, 0.85 if len(base) >= 9 else 0.6 if len(base) >= 6 else 0.5)
        elif len(base) == 4 and not is_wordlike(base):
            # Four letters: only a swap of two neighbours (zoar, sahd), never another letter.
            for key in self._short_keys:
                if _is_transposition(base, key):
                    add(self.plain.get(key) or self.prefixes.get(key, ()), Match.TYPO, 0.5)

    def lookup_glued(self, tokens: list[str]) -> Hit | None:
        """A whole name that the tokeniser split (``lela`` ``2``, ``robbie`` ``.`` ``jones``)."""
        key = fold("".join(tokens)).replace(" ", "")
        if key in self.glued:
            return _hit([Candidate(v, Match.EXACT, 1.0) for v in self.glued[key]])
        crossed = self.glued_scripts.get(script_key(key)) if self.foreign or other_script(key) else None
        if crossed and (other_script(key) or any(other_script(v.form) for v in crossed)):
            # Евгения Савельева for Jewgenija Saweljewa: the whole name in another script.
            return _hit([Candidate(v, Match.RESPELLED, _MATCH_FACTOR[Match.RESPELLED]) for v in crossed])
        return None


def _inside_keys(exact: dict[str, list[Variant]]) -> InsideKeys:
    """The names of ``exact`` that may stand inside a longer word (see :class:`InsideKeys`)."""
    eligible = [k for k in exact if len(k) >= MIN_INSIDE_CAMEL and " " not in k and not _PLACEHOLDER.match(k)]
    strong = frozenset(k for k in eligible if any(not v.wordlike for v in exact[k]))
    # Names that are also frequent words (Paul, Peter, Meier): only between capitals in a
    # hashtag or between decorations (#TeamPaul, xXPaulXx), see glued_name.
    weak = frozenset(
        k
        for k in eligible
        if k not in strong
        and len(k) >= MIN_INSIDE
        and not is_chat_word(k)
        and not any(v.place or v.kind in (Kind.COMPOUND, Kind.INITIALS) for v in exact[k])
    )
    return InsideKeys(strong, weak)


def _inside(token: str, keys: InsideKeys, exact: dict[str, list[Variant]], marked: bool) -> list[tuple[int, int, Hit]]:
    found: list[tuple[int, int, Hit]] = []
    for start, end, key in keys.spans(token):
        weak = key in keys.weak
        if (start, end) == (0, len(token)) or not glued_name(token, start, end, marked or not key.isalpha(), weak):
            continue
        hit = _hit(
            [Candidate(v, Match.INSIDE, _KIND_STRENGTH[v.kind]) for v in exact.get(key, ()) if weak or not v.wordlike]
        )
        if hit is not None:
            found.append((start, end, hit))
    return found


class OtherFiles:
    """The plain variants (whole name, without digits, parts) of the participants of a run's
    files, for the documents of every file: exact matches and names inside words only, since a
    participant of another file has no conversation here to weigh weaker matches by."""

    def __init__(self, participants: Iterable[Participant]):
        self.exact: dict[str, list[Variant]] = defaultdict(list)
        for participant in participants:
            if participant.is_system or participant.is_public:
                continue
            pid = OTHER_FILE + participant.key
            for name in participant.nicknames + participant.names:
                for kind, form in name_variants(name):
                    key = fold(form)
                    if _PLACEHOLDER.match(key) or any(v.participant == pid for v in self.exact.get(key, ())):
                        continue
                    if _is_place(form) or _needs_context(kind, form) or is_dictionary_word(form):
                        # A word or a place of another file's nickname ("Mama" of MamaVonDrei) is
                        # the word here: no conversation of that participant weighs it.
                        continue
                    if form.isalpha() and (compound_tail(form) or english_compound(form)):
                        # So is a compound of the language that no dictionary lists whole
                        # (Knusperkeks, Sterntaler, sunflower): "ich esse einen knusperkeks".
                        continue
                    self.exact[key].append(Variant(pid, kind, form, False, False))
        self.inside = _inside_keys(self.exact)


@lru_cache(maxsize=2)
def other_files(participants: tuple[Participant, ...]) -> OtherFiles:
    return OtherFiles(participants)


def _hit(found: list[Candidate]) -> Hit | None:
    if not found:
        return None
    # Strongest first; one candidate per (participant, variant), keeping its strongest match.
    best: dict[tuple[str | None, str], Candidate] = {}
    for candidate in sorted(found, key=lambda c: (-c.strength, c.match.value, c.variant.kind.value)):
        best.setdefault((candidate.variant.participant, candidate.variant.form), candidate)
    return Hit(tuple(best.values()))


def _needs_context(kind: Kind, form: str) -> bool:
    return kind in (Kind.COMPOUND, Kind.INITIALS) or is_chat_word(form) or is_wordlike(form)


def _is_place(form: str) -> bool:
    from ..lists import GERMAN_SPEAKING, places

    if len(form) < 4 or form.isupper():
        return False  # an abbreviation (RJH) is somebody's initials before it is a place's code
    # Only places a reader would take for the place: a city of note, or a town where German is
    # spoken; not the alternate name of a French town that happens to spell "Kalle".
    return any(
        e.weight >= 100_000 or (e.weight >= 10_000 and e.source.rpartition(":")[2] in GERMAN_SPEAKING)
        for e in places().get((fold(form),))
        if e.category in ("GPE", "LOC")
    )


def name_index(context: object) -> NameIndex:
    """The document's name index, built once and shared by the detectors that need it."""
    from . import DocumentContext

    assert isinstance(context, DocumentContext)
    index = context.cached("names", lambda: NameIndex(context.participants, context.writer_names, context.others))
    assert isinstance(index, NameIndex)
    return index
