"""PER: first names and surnames from the lists, titles, self-introductions, and a person's context.

``Anna Hein`` is one reference: a first name (or a title, or an introduction such as ``ich
heiße``) starts a name, and following capitalised words that are surnames or no ordinary word
continue it. A first name alone counts where it is no ordinary word (``Anna``, not ``Mark`` or
``Will``, which need a title, a sequence, an introduction or a POS tag); a surname alone counts
where it is capitalised and no ordinary word (``Merkel``, not ``Koch``).

Chat names people in lower case, without punctuation, in one-word posts: there a listed name is
also weighed by its context (:mod:`teianon.detect.person_context`). Letters and formal text name
people after titles and forms of address, with initials, and surname first (``BECKER, Anna``):
:mod:`teianon.detect.person_titles` reads that structure, and the name after it is sure unless it
is also a word of the language.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..lists import cues, english_words, german_nouns, lower_words, notable, organisations, persons, places
from ..mention import CERTAINTIES, Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from . import person_alone as alone
from .chat_words import in_phrase, is_phrase, kinship_words
from .clause_language import post_language
from .evidence import Word, Words, is_plain_word
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, frequency, german_frequency, is_chat_word, is_ordinary, zipf
from .not_persons import after_saint, day_or_month, holiday
from .person_clause import clause_slot
from .person_contact import german_word
from .person_context import (
    CUE_WORDS,
    NAME_LETTERS,
    POLITE_PRONOUNS,
    context_certainty,
    in_a_date,
    month_of_a_date,
    person_context,
)
from .person_english import capitalised_in_english, subject_from_somewhere
from .person_epithets import epithet_name
from .person_lines import letter_line
from .person_particles import PARTICLES_OF_NAMES, in_place_name, opens_place_name, surname_after_particles
from .person_quoted import pet_shaped_after_preposition, quoted_nickname
from .person_signatures import signature, surname_first
from .person_titles import (
    COLLECTIVES,
    FORMS_OF_ADDRESS,
    OFFICES,
    PARTICLES,
    PROFESSIONS,
    ROLE_NOUNS,
    addressed_office,
    in_title_chain,
    initials_after_surname,
    is_title,
    name_shaped,
    title_abbreviation,
    titled_name,
)
from .person_words import (
    CONJUNCTIONS,
    FREQUENT_WORD,
    MAX_WORDS,
    POSSESSIVES,
    better_read_as_place,
    common_not_name,
    double_surname,
    genitive_before_noun,
    is_ambiguous_name,
    known_elsewhere,
    lower_surname,
    name_kinds,
    named_pair,
    noun_compound,
    noun_surname,
    noun_surname_after,
    owns_next,
    particle_leads,
    relation_word,
    role_before_double,
    too_common,
    town_before_office,
)
from .pet_forms import pet_form_of

# Months and days are first names too (``June``, ``May``); alone on a line they head a diary's entry.
_MONTHS = CALENDAR_LONG | CALENDAR_SHORT

__all__ = ["FORMS_OF_ADDRESS", "PARTICLES", "PersonDetector", "context_certainty", "person_context"]


# Zipf frequency of a capitalised word's lower-case form above which it is a word of the language
# written capitalised (a participle after a label: "Erledigt", "Bestanden"), not a surname.
_FREQUENT_LOWER = 3.5


@register
class PersonDetector(Detector):
    name = "person"
    categories = frozenset({Category.PER})
    # A first name in lower case ("frag mal den jürgen") is chat, where the tagger is weakest; a
    # capitalised one it reads better in context ("Jordan", "Georgia" as places).
    precise_sources = frozenset(
        {
            "person:title",
            "person:particle",
            "person:title-word",
            "person:title-letter",
            "person:epithet",
            "person:nickname-in-quotes",
            "person:pet-shape",
            "person:signature",
            "person:introduction",
            "person:first-name-lower",
            "person:first-name-context",
            "person:surname-context",
            "person:pet-form",
            "person:full-name",
            "person:noun-surname",
            "person:double-surname",
            "person:unknown-context",
            "person:genitive",
            "person:possessive",
            "person:coordination",
            "person:initials",
            "person:surname-first",
            "person:first-name",
            "person:clause",
            "person:word-first-name",
            "person:first-name-surname",
            "person:letter-line",
            "person:capitalised",
        }
    )

    def load(self) -> None:
        persons()
        pet_form_of("")
        self.titles = frozenset(t.casefold().rstrip(".") for t in cues()[("PER", "title")])

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        words = Words.of(post)
        found: dict[int, tuple[int, str, str]] = {}  # first word -> (end, cert, source)
        i = 0
        while i < len(words):
            listed = self._surname_first(words, i)
            if listed is not None:
                found[i] = (i + 1, listed[1], "person:surname-first")
                found[i + 1] = listed
                i = listed[0]
                continue
            name = self._name_at(words, i)
            if name is None or name[0] - i == 1 and _kin(words[i]) and name[2] not in self.precise_sources:
                # "Chacha and Bhabhi came": a relative called by the kinship word, not a surname
                i += 1
                continue
            found[i] = name
            # A sequence no precise rule vouches for ("will chung") is dropped where the tagger
            # runs: the names inside it are looked at too (overlaps are resolved, longer first).
            i = name[0] if name[0] - i == 1 or name[2] in self.precise_sources else i + 1
        if found:
            self._coordinated(words, found)
        for i, (end, cert, source) in sorted(found.items()):
            if not holiday(post.text, words[i].start, words[end - 1].end):  # "Happy Holi": a feast
                yield Mention(words[i].start, words[end - 1].end, Category.PER, cert=cert, source=source)

    def _coordinated(self, words: Words, found: dict[int, tuple[int, str, str]]) -> None:
        """``mit Emre und Büşra``, ``dima und natascha``: a word joined by a conjunction to a name
        found with medium or high certainty names a person too, if it can be a name at all (a
        listed name, or a word no dictionary has); a weaker or merely listed proposal there is
        raised, and chains pass it on (``Emre und Büşra und Kemal``). Each name is looked at
        once, and a word's name is found through an index: linear in the post."""
        covering = {k: start for start, (end, _, _) in found.items() for k in range(start, end)}
        pending = sorted(found)
        while pending:
            start = pending.pop()
            end, cert, _ = found[start]
            if cert == "low":
                continue
            for j, link in ((end + 1, end), (start - 2, start - 1)):
                # The conjunction's neighbours are the partner j and the name's edge.
                if (
                    not 0 <= j < len(words)
                    or words[link].folded not in CONJUNCTIONS
                    or not (words.adjacent(link - 1, link) and words.adjacent(link, link + 1))
                ):
                    continue
                raised = "medium" if cert == "high" and not self._listed_first(words[j].text) else cert
                key = covering.get(j)
                if key is not None:
                    p_end, p_cert, p_source = found[key]
                    weaker = CERTAINTIES.index(p_cert) > CERTAINTIES.index(raised)
                    if weaker or p_source not in self.precise_sources:
                        found[key] = (p_end, raised if weaker else p_cert, "person:coordination")
                        pending.append(key)
                elif self._can_be_name(words, j):
                    found[j] = (j + 1, raised, "person:coordination")
                    covering[j] = j
                    pending.append(j)

    @staticmethod
    def _listed_first(text: str) -> bool:
        first, _ = name_kinds(text)
        return first is not None and not is_ambiguous_name(first, text)

    def _can_be_name(self, words: Words, j: int) -> bool:
        word = words[j]
        if (
            len(word.text) < 3
            or not NAME_LETTERS.fullmatch(word.text)
            or word.folded in CUE_WORDS
            or is_chat_word(word.text)
            or words.other_tag(j)
            or known_elsewhere((word.folded,))
            or _kin(word)
        ):
            return False
        first, last = name_kinds(word.text)
        english = first is not None and word.capitalised and word.text not in german_nouns()
        if self._listed_first(word.text) or english and word.folded not in self.titles:
            return True  # "Hi Dawn and Ivy": a first name that is an English word, capitalised, beside a name
        return (
            first is None
            and last is None
            and not words.common(j)
            and not is_ordinary(word.text)
            and not german_word(word.text)
        )

    def _evidence(self, words: Words, i: int) -> str | None:
        return alone.evidence(words, i, self.titles)

    def _continues(self, words: Words, j: int, lowercase: bool) -> bool:
        """Can word j continue a name that started before it?"""
        if j >= len(words) or not words.adjacent(j - 1, j):
            return False
        word = words[j]
        first, last = name_kinds(word.text)
        if lowercase and not word.capitalised:
            return last is not None and not is_ambiguous_name(last, word.text) or lower_surname(words, j)
        if not word.capitalised:
            return False
        if last is not None or first is not None or not words.common(j) or words.proper_noun_tag(j):
            return True
        # After a first name of the tables, a word that only looks like a compound (it ends in
        # a noun: ``Oberpaulsen``, ``Hochstetter``) is the surname, not the noun.
        return name_kinds(words[j - 1].text)[0] is not None and not is_plain_word(word.text)

    def _reading(self, text: str) -> str:
        """``listed``, ``elsewhere``, ``ordinary`` or ``unknown`` (see :data:`person_titles.Reading`)."""
        first, last = name_kinds(text)
        if first is not None or last is not None:
            return "listed"
        if known_elsewhere((text.casefold(),)):
            return "elsewhere"
        if text.capitalize() in german_nouns() or text.casefold() in english_words():
            return "ordinary"
        return "ordinary" if frequency(text) >= FREQUENT_WORD else "unknown"

    def _surname_first(self, words: Words, i: int) -> tuple[int, str, str] | None:
        """``BECKER, Anna`` in a list or a letter's head: the first names' (end, cert, source); the
        surname before the comma gets the same certainty."""
        end = initials_after_surname(words, i)
        initials = end is not None
        end = end or surname_first(words, i)
        if end is None or not initials and not all(name_kinds(words[j].text)[0] is not None for j in range(i + 1, end)):
            return None
        surname = words[i].text
        reading = self._reading(surname.capitalize() if surname.isupper() else surname)
        if reading in ("elsewhere", "ordinary") and not name_kinds(surname)[1]:
            return None  # "Berlin, Anna", "Liebe, Anna": a place, a word
        if reading != "listed" and frequency(surname.lower()) >= _FREQUENT_LOWER:
            return None  # "Status: Erledigt, Frank": a participle or an adjective, capitalised
        return end, "high", "person:initials" if initials else "person:surname-first"

    def _name_at(self, words: Words, i: int) -> tuple[int, str, str] | None:
        word = words[i]
        if in_title_chain(words, i, self.titles) or after_saint(words.post.text, word.start):
            return None  # "Judge Hargreaves", "Dr. rer. nat. Kolbe": a title starts no name, nor a saint's name
        if in_place_name(words, i) or opens_place_name(words, i):
            return None  # "Museo del Prado", "Santa Maria del Fiore": the place's name, no person's
        if day_or_month(word.folded, words[i - 1].folded if i > 0 else None) or month_of_a_date(words, i):
            return None  # "see you on Sunday", "bis März", "3. Mai 2023": a day or a month (but "ask June")
        if word.folded in PARTICLES and i > 0 and words[i - 1].folded in COLLECTIVES:
            return None  # "die Familie von Igor Anic": the family of a person, who follows
        if pet_shaped_after_preposition(words, i):
            return i + 1, "medium", "person:pet-shape"  # "die Theke mit Babsi" (teianon.detect.person_quoted)
        if quoted_nickname(words, i):
            # "Birgit Schulze („Biggi")", "Kontakt zu „Kalle"" (teianon.detect.person_quoted)
            return i + 1, "medium", "person:nickname-in-quotes"
        if (named := epithet_name(words, i)) is not None:
            # "ask for Big Terry": the epithet is part of the nickname (teianon.detect.person_epithets)
            return self._extend(words, named, lowercase=False), "high", "person:epithet"
        titled = titled_name(words, i, self.titles, self._reading, lambda k: self._extend_titled(words, k))
        if titled is not None:
            return titled
        if (lined := letter_line(words, i, self.titles)) is not None:
            return lined  # a letter's signature, a mail's "An:" line (teianon.detect.person_lines)
        if len(word.text) < 2 or word.text.isupper() and len(word.text) <= 3:
            return None
        if (word.folded in CUE_WORDS or word.folded in POSSESSIVES) and not word.capitalised:
            return None  # "frag mal ali", "my Hope": "mal", "my" start no name (nor swallow the name)
        first, last = name_kinds(word.text)
        pet = None
        if first is None and last is None:
            pet = pet_form_of(word.text) if len(word.text) >= 4 else None
            if pet is None and not word.capitalised:
                return alone.unknown_in_context(words, i, self.titles)
        evidence = self._evidence(words, i)
        if (
            first is not None
            and not evidence
            and word.folded not in _MONTHS
            and signature(words, i)
            and not role_word(word.folded)
        ):
            # Medium: a first name alone on its line is a letter's signature more often than
            # a heading, but "Will" or "Grace" there may be either.
            return i + 1, "medium", "person:signature"
        tagged = words.proper_noun_tag(i)
        if word.folded in PARTICLES and not (evidence or tagged) and particle_leads(words, i):
            return None  # "Von Hand geschrieben": a name starts with its particle only after a title
        if pet is not None:
            return self._pet_form(words, i, evidence)
        if first is None and last is None:
            if _double_surname_alone(words, i):
                return i + 1, "medium", "person:double-surname"  # an answer of one name: "Wiechmann-Tepe"
            if role_before_double(words, i, self.titles):
                return i + 1, "medium", "person:double-surname"  # "die Steuerberaterin Brandt-Okoye"
            after_title = evidence == "title" and name_shaped(word, self.titles)
            if (
                after_title
                and (noun_compound(word.text) or _frequent_noun(word.text))
                and (words[i - 1].folded.rstrip(".") not in FORMS_OF_ADDRESS or words[i - 1].folded in OFFICES)
            ):
                # After a role word (not ``Frau``, ``Herr``), a compound of nouns is its subject
                # (``Trainer Kraft-Ausdauer``), and so is a frequent noun that no name table
                # holds: ``wegen Bundeskanzler Besuch``, ``nach Trainer Wechsel``.
                after_title = False
            if (
                evidence == "introduction"
                and (not words.common(i) or alone.personally_introduced(words, i))
                or after_title
            ):
                return self._extend(words, i, lowercase=False), "medium", f"person:{evidence}"
            return alone.unknown_in_context(words, i, self.titles)
        # Extend over following surnames, unknown capitalised words and particles.
        end = self._extend(words, i, lowercase=not word.capitalised)
        if end - i > 1 and known_elsewhere(words.key(i, end - i)):
            return None  # "John Deere" is the company, "San Antonio" the city
        if end - i > 1 and (first is not None or evidence or tagged):
            if (pair := named_pair(words, i, end, first)) is not None:
                return end, "medium", pair  # "Prudence Achterberg-Nwosu", "hamish macleod"
            if (
                is_ambiguous_name(first, word.text)
                and not (evidence or tagged)
                and not name_kinds(words[i + 1].text)[1]
            ):
                return None  # "Mark Twain" yes, but "Rose Garten" needs more
            surname = name_kinds(words[end - 1].text)[1]
            # A noun that reads as the surname of a first name that is no word (``Józef Fuß``)
            # is as sure as a listed one: the tables cannot hold every surname.
            known = surname is not None or (
                first is not None
                and end - i == 2
                and not is_ambiguous_name(first, word.text)
                and noun_surname(words[end - 1])
                and not in_a_date(words, i)
            )
            if surname is None and end - i == 2 and first is not None and double_surname(words[end - 1].text):
                # "Hiltrud Brackelmann-Sievering": parts the tables lack, no word of the language
                # (a rule of its own, as the noun surname's below).
                return end, "high" if word.capitalised else "medium", "person:double-surname"
            if known and surname is None:
                # A rule of its own, which the decision model was not trained on: its learnt
                # weights for a sequence would judge the noun and drop the surname.
                return end, "high", "person:noun-surname"
            if (
                known
                and first is not None
                and not evidence
                and not is_ambiguous_name(first, word.text)
                and not is_ambiguous_name(surname, words[end - 1].text)
            ):
                # A first name and a surname of the tables: "Sabine Müller", "mehmet yilmaz".
                return end, "high" if word.capitalised else "medium", "person:full-name"
            return end, "high" if word.capitalised and known else "medium", "person:sequence"
        if (
            evidence == "introduction"
            and end == i + 1
            and (too_common(word) if not word.capitalised else word.folded in POLITE_PRONOUNS)
        ):
            return None  # "ich heiße das gut", "Ich heiße Sie willkommen" (but "my name is Will")
        if evidence == "title" and end == i + 1 and _no_surname_after_title(words, i):
            return None
        if evidence or tagged:
            return end, "high" if evidence else "medium", f"person:{evidence or 'tag'}"
        if words.other_tag(i):
            return None
        if end == i + 1 and addressed_office(words, i):
            return None  # "Mr. Chief Justice, may it please the Court", "Mr. Mayor,": an office
        score, cue = person_context(words, i, end)
        in_context = alone.in_context(words, i, end, first, last, score, cue)
        if in_context is not None:
            return in_context
        if capitalised_in_english(words, i, end, first):
            return end, "medium", "person:capitalised"  # "if Flora had not", "followed Lancelot into"
        if subject_from_somewhere(words, i, end, first):
            return end, "medium", "person:capitalised"  # "Hope from the bakery says", a sentence's first word
        if is_ambiguous_name(first, word.text) or is_ambiguous_name(last, word.text):
            return alone.clause(words, i, end, first)
        if first is None and better_read_as_place(word.text):
            return alone.clause(words, i, end, first)
        if first is not None:
            if word.capitalised:
                # A first name and one more capitalised word: "Sebastian Fels" (a surname that
                # is also a noun) is one name.
                if end == i + 1 and genitive_before_noun(words, i):
                    return end, "high", "person:possessive" if owns_next(words, i) else "person:genitive"
                if (
                    (common_not_name(words, i) and not _no_english_word(words, i))
                    or in_a_date(words, i)
                    or town_before_office(words, i)
                ):
                    return None  # "Remis" is the noun, not Remi's; "Thu Jul 14" a date; "Sydneys Bürgermeisterin"
                if (
                    end == i + 1
                    and i + 1 < len(words)
                    and words.adjacent(i, i + 1)
                    and words[i + 1].capitalised
                    and not is_title(words[i + 1].folded)
                    and (
                        not words.common(i + 1)
                        or name_kinds(words[i + 1].text)[1] is not None
                        or noun_surname(words[i + 1])
                        and not better_read_as_place(word.text)
                    )
                ):
                    end += 1  # but "Mehmets Auto" is a name and a noun
                # Only the tables speak for it (no cue, the tagger may read a club or a town:
                # "Chelsea"), so no surer than the tagger's own reading of the word.
                return end, "medium", "person:first-name"
            # "naja" is a first name too, and far more often the interjection; "döner" a noun.
            # "lasse", "solange": words that edited text writes in lower case (lists.lower_words).
            if (
                len(word.text) < 4
                or is_chat_word(word.text)
                or words.common(i)
                or in_phrase(words, i)
                or word.folded in lower_words()
            ):
                return alone.clause(words, i, end, first)
            if words.post.text[word.end : word.end + 1] == "." and title_abbreviation(f"{word.text}."):
                return None  # "habil.", "dent.": a degree written with its full stop, not "Habil"
            return end, "medium", "person:first-name-lower"
        if word.capitalised and not word.text.isupper() and not alone.after_in(words, i):
            return end, "medium", "person:surname"
        return None

    def _pet_form(self, words: Words, i: int, evidence: str | None) -> tuple[int, str, str] | None:
        """A pet form of a listed first name (``basti``, ``Chrissi``): in a person's context only,
        and not where the word is a chat word or a brand (``supi``, ``aldi``; a place of that name does
        not count: ``hi basti``)."""
        word = words[i]
        if (
            is_chat_word(word.text)
            or is_phrase(word.text)
            or (word.folded,) in organisations()
            or notable().get((word.folded,))
        ):
            return None
        end = self._extend(words, i, lowercase=not word.capitalised)
        if evidence:
            return end, "high", "person:pet-form"
        score, _ = person_context(words, i, end)
        cert = context_certainty(score, "pet")
        if cert in (None, "low") and end == i + 1 and clause_slot(words, i, listed=True):
            return end, "medium", "person:clause"  # "und aga :)", "fridy" alone
        return None if cert is None else (end, cert, "person:pet-form")

    def _extend_titled(self, words: Words, i: int) -> int:
        """The end of a name after a title or initials: not over a function word the surname
        table holds as well (``W. Müller Aus der Geschichte``)."""
        end = self._extend(words, i, lowercase=False)
        while (
            end - 1 > i
            and frequency(words[end - 1].text) >= FREQUENT_WORD
            and not self._listed_first(words[end - 1].text)
        ):
            end -= 1
        return end

    def _extend(self, words: Words, i: int, *, lowercase: bool) -> int:
        end = i + 1
        if words[i].capitalised and owns_next(words, i):
            return end  # "Wiebkes Hund", "Kofi's Garage": what follows is owned, no surname
        while end < len(words) and end - i < MAX_WORDS:
            word = words[end]
            if word.folded in PARTICLES_OF_NAMES and words.adjacent(end - 1, end):
                # "Anke van der Wal", "Konrad zu Ellerbek"; not "Paul vom Bahnhof", "Tom von Siemens"
                surname = surname_after_particles(words, end, lower=lowercase)
                if surname is not None:
                    end = surname + 1
                    continue
                if not (lowercase and word.folded in PARTICLES and _capitalised_after(words, end)):
                    break
                # A name begun in lower case keeps the former reading (``aus der Firma`` after a
                # role is no name, and the longer span is judged as a sequence and dropped).
                end += 1
                continue
            # A title is no surname ("bei Mehmet Dr."): it would be a person of its own where
            # markup splits the name, and a pseudonym keeps it.
            if is_title(word.folded) or not self._continues(words, end, lowercase):
                break
            end += 1
        # A name never ends in a particle.
        while end - 1 > i and words[end - 1].folded in PARTICLES:
            end -= 1
        return noun_surname_after(words, end)


def _capitalised_after(words: Words, j: int) -> bool:
    """Word j + 1 is capitalised and follows word j with only a space between."""
    return j + 1 < len(words) and words[j + 1].capitalised and words.adjacent(j, j + 1)


# German Zipf frequency from which a noun no name table holds is the word after a role word.
_FREQUENT_NOUN = 4.0


def _frequent_noun(text: str) -> bool:
    """A frequent German common noun (``Besuch``, ``Wechsel``, ``Termin``)."""
    return text in german_nouns() and german_frequency(text) >= _FREQUENT_NOUN


def _no_english_word(words: Words, i: int) -> bool:
    """Word i, a first name German also has as a noun or a compound (``Benedikt``, ``Jonas``),
    stands in an English post and is no English word: the German dictionary says nothing there
    (``By the way Benedikt from my team``)."""
    folded = words[i].folded
    return (
        folded not in english_words()
        and zipf(folded, "en") < FREQUENT_ENGLISH
        and post_language(words.post.text) == "en"
    )


# English Zipf frequency from which a word is one of the language (about once in 300,000 words).
FREQUENT_ENGLISH = 3.5


def _double_surname_alone(words: Words, i: int) -> bool:
    """A double surname alone in its post or on its last line (an answer, a signature:
    ``Wiechmann-Tepe``; :func:`teianon.detect.person_words.double_surname`: surnames of the tables
    or rare words of no dictionary), not a place nor of places only (``Baden-Baden``, ``Rhein-Main``): the
    person, though no first name or title stands beside it."""
    text = words[i].text
    return (
        "-" in text
        and double_surname(text)
        and not places().get((text.casefold(),))
        and not all(places().get((part.casefold(),)) for part in text.split("-"))
        and signature(words, i)
    )


def role_word(folded: str) -> bool:
    """A word for a relation or a role (``Baby``, ``Mum``, ``Doctor``, ``Nurse``) alone on its
    line is the label of a speaker or of a letter's sender, no one's name, though the tables list
    some of them as first names (a transcript's ``<speaker>Baby</speaker>``)."""
    return relation_word(folded) or folded in PROFESSIONS or folded in ROLE_NOUNS


def _no_surname_after_title(words: Words, i: int) -> bool:
    """Word ``i`` after a title is the polite pronoun (``die Frau Pastorin Sie nicht
    fortlassen``), or a noun after an office, the office's sentence going on (``wenn der Rektor
    Verantwortung übernimmt``)."""
    word = words[i]
    if word.folded in POLITE_PRONOUNS or word.folded in ("ihnen", "euch"):
        return True
    office = words[i - 1].folded.rstrip(".") in OFFICES
    return office and (noun_compound(word.text) or _frequent_noun(word.text) or word.text in german_nouns())


def _kin(word: Word) -> bool:
    """A kinship word of the languages chat borrows them from (``masi``, ``teyze``)."""
    return word.folded in kinship_words()
