"""Surrogates of the words of a reference: a place by a place of its size, a name part by a
name of its kind and sex, a word of a firm's or a thing's name by a word a reader takes for one,
an initial by an initial, digits by digits; drawn through the key's tables of the class that
inherits them (``_part``), as :class:`~teianon.pseudonym.structured.StructuredSurrogates` are."""

from __future__ import annotations

from typing import Any

import regex

from ..detect.folding import is_upper, name_key
from ..detect.lexicon import is_ordinary
from ..detect.person_titles import title_abbreviation
from . import surrogates as s
from .full_names import declined_surname, is_honorific, is_name_joiner
from .keyfile import KeyFile
from .spellings import SpellingIndex, name_kind

# A genitive's -s after a consonant other than s, x, z (``Pohlmanns``; not ``Klaus``, ``Marx``).
_GENITIVE = regex.compile(r"\p{Ll}{3,}[b-df-hj-np-rtvwy]s$")
# The categories whose words that are no names get realistic words, by the key's table of them.
_REALISTIC = {"ORG": "org-word", "OTH": "thing-word"}
# Words of kinship and address before a person's name, with the sex they give it: the word
# stays (it names no one, and "Oma" is a first name of the tables too: "Oma Gertrud" must not
# become "Ben Heidi"), and a first name after it is drawn of that sex where the name's own is
# not known ("Tante Kim" stays an aunt's name).
KIN_SEX = {
    **dict.fromkeys(
        "oma omi omma großmutter grossmutter mutter mama mami mutti tante tantchen schwester tochter cousine "
        "nichte enkelin schwägerin schwaegerin schwiegermutter stiefmutter stieftochter patentante ehefrau "
        "gattin grandma granny gran nan nana nanna grandmother mother mum mom mummy mommy aunt auntie aunty "
        "sister daughter niece granddaughter wife stepmother godmother".split(),
        "female",
    ),
    **dict.fromkeys(
        "opa opi großvater grossvater vater papa papi vati onkel bruder sohn cousin neffe enkel schwager "
        "schwiegervater stiefvater stiefsohn patenonkel ehemann gatte grandpa grandad granddad grandfather "
        "gramps father dad daddy uncle brother son nephew grandson husband stepfather godfather".split(),
        "male",
    ),
}
_NEAR_PLACES = 40
_WIDE_PLACES = 600
_NEAR_ATTEMPTS = 30


class WordSurrogates:
    """Word by word: what :class:`~teianon.pseudonym.pseudonymise.Pseudonymiser` draws for the
    words of a reference that is no participant's name."""

    key: KeyFile
    # The corpus's words that are names (casefolded), and their name keys.
    seen: set[str]
    _seen_keys: set[str]
    _spelt: SpellingIndex

    def _part(self, kind: str, original: str, make: Any) -> str:
        raise NotImplementedError

    def person_part(self, segment: str, language: str) -> str | None:
        raise NotImplementedError

    def _place(self, original: str, language: str) -> str:
        if (
            original.endswith("s")
            and not s.places().get(s.key_of(original))
            and s.places().get(s.key_of(original[:-1]))
        ):
            return genitive(self._place(original[:-1], language))
        # Never the place itself (it is the nearest in size to itself): its surrogate would be it,
        # or it made free again with letters added ("Dortmundas"), which still names it.
        pools: dict[int, list[str]] = {}

        def draw(rng: s.Random) -> str:
            # The places nearest in size first; where a corpus names more places than that, the
            # later draws reach further, so that each place gets a real place's name.
            band = _NEAR_PLACES if rng.attempt < _NEAR_ATTEMPTS else _WIDE_PLACES
            if band not in pools:
                found = s.similar_places(original, language, band)
                pools[band] = [p for p in found if s.fold(p) != s.fold(original)] or list(found)
            return rng.choice(pools[band])

        surrogate = self._part("GPE", original, draw)
        return s.case_like(surrogate, original)

    def _words(self, original: str, language: str, names: bool, keep_words: bool = False, category: str = "") -> str:
        out = []
        parts = s.segments(original)
        named = _hyphen_named(parts) if keep_words else set()
        sex = ""
        for index, segment in enumerate(parts):
            key = s.fold(segment)
            if category == "PER" and key in KIN_SEX and index + 1 < len(parts):
                out.append(segment)  # "Oma", "Onkel", "auntie": the relation stays, and says the sex
                sex = KIN_SEX[key]
                continue
            # An organisation keeps only the words the audit would not flag (is_ordinary): a kept rarer
            # word ("binaries" of "astrometric binaries") would be a leak of the reference.
            # A place is replaced before an ordinary word is kept: "Dortmund" of "#dortmund Turner
            # Dortmund" is frequent enough to count as ordinary, and names the town all the same.
            if not segment[:1].isalnum() or is_name_joiner(segment, original) or is_honorific(parts, index):
                out.append(segment)  # "-san", "-sensei" stay, as "Herr" does: the name goes
            elif segment.isdigit():
                out.append(self._part("digits", segment, lambda rng, d=segment: s.digits_like(rng, d)))
            elif segment in ("s", "S") and len(out) >= 2 and out[-1] in ("'", "’"):
                out.append(segment)  # the possessive of "Kofi's" is no initial: "Hanno's", not "Hanno'K"
            elif index + 1 < len(parts) and parts[index + 1].startswith(".") and title_abbreviation(segment + "."):
                out.append(segment)  # "Dr. med. dent.", "Dipl.-Ing.": a title names no one
            elif len(segment) == 1:
                out.append(self._part("initial", segment, lambda rng: rng.choice("ABDEFGHKLMNPRSTW")))
            elif keep_words and s.organisation_kind(segment) and (len(segment) < 4 or is_ordinary(segment)):
                # "St", "am", "Hospital", "Inn", "AC": the kind stays (what the audit passes),
                # also where a place is named like it (the river "Inn").
                out.append(segment)
            elif s.places().get(s.key_of(segment)) and not s.name_kind(segment) and category != "PER":
                # A person's name is never given a place's surrogate, though its word (or its
                # genitive, "Essens Hund") is a place's too.
                out.append(self._place(segment, language))
            elif keep_words and is_ordinary(segment) and not s.name_kind(segment) and index not in named:
                # Only a word that says what kind of organisation it is, or joins its words: the
                # name's own words are the name, also where they are words of the language (``Blau-Weiß``,
                # ``Dreieck``, ``Rusty Bicycle``), and kept they would name it beside the surrogate.
                if segment.islower() or s.organisation_kind(segment):
                    out.append(segment)
                else:
                    out.append(s.case_like(self._name_part(segment, language, names, category), segment))
            else:
                # A part of a participant's full name met alone: that participant's part surrogate.
                made = self.person_part(segment, language) if category == "PER" and not sex else None
                out.append(made or s.case_like(self._name_part(segment, language, names, category, sex), segment))
            if segment[:1].isalnum():
                sex = ""  # only the name right after the kinship word
        return "".join(out)

    def _name_part(self, segment: str, language: str, names: bool, category: str = "", sex: str = "") -> str:
        key = s.fold(segment)
        kind = name_kind(segment) if names else None
        # Annas is Anna's genitive where Anna occurs too (or Annas is no name of its own); so is
        # Hjordisdottirs where another spelling of Hjørdisdóttir occurs, which no list knows.
        if (
            names
            and len(key) >= 4
            and key.endswith("s")
            and (s.name_kind(segment[:-1]) or (kind is None and name_key(segment[:-1]) in self._seen_keys))
            and (kind is None or key[:-1] in self.seen)
        ):
            return genitive(self._name_part(segment[:-1], language, names, category))
        if category == "PER" and kind is None and (_GENITIVE.search(segment) is not None or declined_surname(segment)):
            # A person's surname no table knows with a German genitive's -s after a consonant
            # ("Pohlmanns Auto"): the surrogate keeps the ending, as "Annas" -> "Lenas" does.
            return genitive(self._name_part(segment[:-1], language, names, category))
        make: Any
        if kind is None and sex and category == "PER":
            # An unknown name after a kinship word ("Oma Wiebke-Sophie"): a first name of its sex.
            kind = ("first", sex)
        if kind is None:
            if is_upper(segment) and len(segment) <= 4:
                label = "caps"
                make = lambda rng: "".join(rng.choice("ABDEFGHKLMNPRSTW") for _ in segment)  # noqa: E731
            elif category in _REALISTIC and key not in self.key.data["parts"].get("word", {}):
                # A word of an organisation's or a thing's name gets a word a reader takes for one
                # (a surname as firms bear them, a noun), not a string of syllables; a key made
                # before keeps what it gave, so that batches stay consistent.
                pool = s.last_names(language) if category == "ORG" else s.thing_words(language)
                label = _REALISTIC[category]
                make = lambda rng: s.word_like(rng, pool, segment, compound=category == "OTH")  # noqa: E731
            else:
                label = "word"
                # As long as names of the language are, not as the original: a rare name's
                # length would point to it.
                make = lambda rng: s.pseudo_word(rng, s.name_length(rng, language)).capitalize()  # noqa: E731
        else:
            pool = s.last_names(language) if kind[0] == "last" else s.first_names(language, kind[1] or sex)
            near = [n for n in pool if abs(len(n) - len(segment)) <= 2] or list(pool)
            label = f"{kind[0]}-{kind[1]}" if kind[1] else kind[0]
            make = lambda rng: rng.choice(near)  # noqa: E731
        # Words of persons' and organisations' names only: an OTH word "Lindner" is drawn as a
        # thing, and a person called so later is still drawn as a person.
        return self._part(self._spelt.table_of(segment, label) if names else label, segment, make)


def _hyphen_named(parts: list[str]) -> set[int]:
    """Indexes of the words of a hyphenated run (``Sonne-Bachmann``) that has a word in it which
    is no ordinary word and no kind word: such a run is a double name, and each of its words but
    the kind words (``Hospital`` of ``Marien-Hospital`` stays) is a name part, also one that is a
    word too. Were ``Sonne`` kept in a firm's surrogate
    (``Sonne-Franke Elektro``), it would stay readable beside the surrogate of the owner's name."""
    named: set[int] = set()
    run: list[int] = []

    def close() -> None:
        if len(run) > 1 and any(
            not is_ordinary(parts[i]) and not s.institution_word(parts[i]) and not parts[i].isdigit() for i in run
        ):
            named.update(i for i in run if not s.institution_word(parts[i]))
        run.clear()

    for index, part in enumerate(parts):
        if part[:1].isalpha() and part[:1].isupper():
            if run and parts[run[-1] + 1 : index] != ["-"]:
                close()
            run.append(index)
        elif part != "-":
            close()
    close()
    return named


def genitive(name: str) -> str:
    """German genitive of a name: ``Lena`` -> ``Lenas``, ``Max`` -> ``Max'``."""
    return name + ("'" if name[-1:].lower() in "sßxz" else "s")
