"""Repeats: every further occurrence of what is replaced somewhere in a document is marked too.

Detection decides case by case; an identity leaks through the one occurrence it let pass
(``Paul: Ja … (Paul lacht)`` when ``Paul Horak`` takes part). After a document is annotated,
this pass collects the strings that will be replaced — every annotated reference, by teianon or
by a person, and every participant's names with their variants and parts — and marks their
other occurrences in the posts and in the text outside them (header prose, headings), in any
case and with inflection endings (``Pauls``). ``anonymise`` runs it again on reviewed files, so
that a reference a reviewer added is completed as well.

Strings that are also ordinary words need care: a capitalised first name (``Paul``) is
matched in that spelling only; a lowercase or common word (``blue``, ``talk``, ``Tiger``) is
left to the context rules of the detectors.

Document consistency: a string confirmed once in a document (teianon's proposal of high
certainty, a person's annotation, a proposal a reviewer accepted) names the same thing wherever
it stands there. Its repeats get its category, and :func:`harmonise` gives teianon's other,
less certain or differently typed proposals of the same string (``mehmet`` proposed with medium
certainty after ``danke Mehmet`` with high) the confirmed category and certainty. A proposal of
low certainty is a question to a reviewer, not a confirmation: its string is not repeated
(unless it is a participant's name, which is replaced however weak the evidence).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TypeVar

import regex
from lxml import etree

from ..decide.place_words import reads_as_word
from ..detect.calling_codes import dialling_prefix
from ..detect.declension import case_forms
from ..detect.forms import name_variants, other_spellings, split_name
from ..detect.inside import is_dictionary_word
from ..detect.institution_words import ENGLISH_HEADS, german_head, organisation_heads
from ..detect.lexicon import is_name, is_ordinary
from ..detect.nickname_post import nickname_noun
from ..detect.org_initials import trade_word
from ..detect.person_titles import title_abbreviation
from ..lists import english_words, german_nouns, persons, places
from ..mention import Category, Mention
from ..read.identifiers import identifier_spans, in_identifier
from ..read.project_metadata import links_to_publisher, publisher_keys
from ..read.reader import legible
from ..read.tei import Document, Participant, is_project_metadata, read_participants, reference_words, tei
from ..read.textview import PostText, holds_placeholder_and_words, is_existing_annotation, post_text
from ..read.unmarked import has_hidden, read_through, without_hidden
from .called_names import repeatable, stands_for_person
from .derived import derived_repeats
from .glued import NAME_TYPES
from .markup import RESP
from .public_marks import is_public
from .public_words import possessive_of
from .repeat_case import lower_reading, named_as_written, word_not_name
from .repeat_search import INFLECTION, Search, pattern_of
from .repeat_shared import fact, searches
from .repeat_words import as_word, notable_surname, searchable, town_named_like_word, word_as_well

__all__ = ["Search", "pattern_of"]  # the repeats' search, where the review's misses take it

_T = TypeVar("_T")
# In capitals too: KÖSTERS is the genitive of Köster as Kösters is.
ENDING = regex.compile(INFLECTION + "$", regex.IGNORECASE)


@dataclass(frozen=True)
class Target:
    """A string to look for: its category, and the participant it names (if one)."""

    text: str
    category: Category
    corresp: str | None
    exact_case: bool
    source: str
    cert: str = "high"
    # A town named like a word (Hof, Lauf), or a nickname's word (bird of thunderbird_3): its
    # repeats stand where the word would take no article.
    word_town: bool = False
    # A person's name that is an ordinary word (tea, hope): its repeats stand where a person
    # stands in the clause (teianon.annotate.called_names).
    called: bool = False
    # A name that running text uses as a word too (harm, grace): no repeat where it is the word.
    worded: bool = False
    # A person's name the document writes capitalised only (Rosa, Grace): no repeat where a
    # writer who capitalises writes the word in lower case (teianon.annotate.repeat_case).
    capitalised: bool = False


# A possessive after a name (``Marisol's``, ``Max'``, ``Thomas’``): never part of the name.
_POSSESSIVE = regex.compile(r"(?<=\p{L}\p{L})(?:['’]s|['’])$")


def bare_name(text: str) -> str:
    """A name without the possessive or genitive ending its first mention carried: ``Marisol's``
    and ``Marisols`` -> ``Marisol``, ``Max'`` -> ``Max``. Its other mentions (``Marisol``,
    ``#PrayForMarisol``) are of the bare name, which the repeats, the hidden strings and the
    audit look for. A German ``s`` goes only where the rest is a name of the tables and the whole
    is none (``Hans`` and ``Jens`` are names of their own; an unknown ``Achterbergs`` stays as it
    is, and its bare form is still found with the ending: :data:`~teianon.annotate.repeat_search.INFLECTION`)."""
    text = text.strip()
    bare = _POSSESSIVE.sub("", text)
    if bare != text:
        return bare
    if len(text) > 4 and text.endswith("s") and text[:1].isupper() and " " not in text:
        stem = text[:-1]
        if is_name(stem) and not is_name(text) and not stem.endswith(("s", "x", "z")):
            return stem
    return text


def identifying_parts(text: str, person: bool = False) -> list[str]:
    """The words of a reference of several words that identify on their own (``Hein`` of
    ``Anna Hein``, ``Rammstein`` of ``Konzert Rammstein``, ``1234`` of ``GB82 WEST 1234``): four
    letters or digits or more (not initials: ``J.-P.`` of ``J.-P. Martin``), no ordinary word,
    no year (``1962`` of ``9. Oktober 1962``) and no title (``Prof.``, ``dent.`` of ``Dr. med. dent.``).
    ``person``: the reference is a person's, whose double names name them by either part too
    (``Wehrmann`` of ``Wehrmann-Kowalczyk``, ``Lena`` of ``Anna-Lena Berg``)."""
    words = text.split()
    parts = words if len(words) > 1 else []
    if person:
        parts = parts + [part for word in words if "-" in word for part in _NAME_PART.findall(word)]
    found = [
        w
        for w in parts
        if sum(c.isalnum() for c in w) >= 4
        and (not is_ordinary(w) or person and notable_surname(w))
        and not _YEAR.fullmatch(w)
        and not title_abbreviation(w)
        and (person or not _kind_word(w))
        # "0049" of "0049 171 …": a country's code, which the pseudonym mode keeps
        and not (w is words[0] and dialling_prefix(w))
    ]
    if person:
        return found
    # A rarer English word describes the organisation only where another part names it
    # ("Orthopaedic" beside "Hallam"); alone it is the name ("Kestrel" of "Kestrel Lodge Care Home").
    named = [w for w in found if not _english_word(w)] or found
    # So does a German common noun before or beside a word of no dictionary: the trade of a
    # firm named after its owner ("Fliesen" of "Fliesen Kaya GmbH", "Zweirad" of "Zweirad
    # Schnurr"), which alone names the tiles and the bikes of every post. A name of nouns only
    # ("Wasserwelt" of "Aquaristik Wasserwelt") keeps its words.
    return [w for w in named if not _german_noun(w)] or named


def _german_noun(word: str) -> bool:
    """A German common noun of the list that no name or place table holds (``Fliesen``)."""
    return (
        word in german_nouns()
        and not is_name(word)
        and not persons().get((word.casefold(),))
        and not places().get((word.casefold(),))
    )


def _english_word(word: str) -> bool:
    """A rarer English word of the dictionary that is no name (``Orthopaedic`` of ``Hallam
    Orthopaedic Clinic``): English capitalises it only inside the name, and alone it names no
    one (``a Consultant Orthopaedic Surgeon``). German nouns are capitalised anyway and stay."""
    return word.isalpha() and word.lower() in english_words() and not is_name(word)


def _kind_word(word: str) -> bool:
    """A word that says what kind an organisation is (``Autohaus``, ``Kanzlei``, ``Hospital``)
    or what a small firm trades in (``Haustechnik`` of ``GS Haustechnik``): alone it names none
    of the many of that kind (``vom Autohaus`` after ``Autohaus Gjoka``)."""
    folded = word.casefold()
    return (
        folded in organisation_heads() or german_head(word) == folded or folded in ENGLISH_HEADS or trade_word(folded)
    )


# A year: a part of a date of birth (``9. Oktober 1962``) that names no one on its own, and
# stands in the text elsewhere as a year.
_YEAR = regex.compile(r"(?:1[89]|20)\d\d[.,;:)]?")


# A part of a double name: a capitalised run of letters between hyphens.
_NAME_PART = regex.compile(r"(?<![\p{L}.])\p{Lu}\p{Ll}+(?![\p{L}.])")


def participant_targets(participants: tuple[Participant, ...]) -> list[Target]:
    """Each participant's names, their plain variants (``lela2`` -> ``lela``) and parts."""
    owners: dict[str, set[str]] = {}
    forms: dict[str, str] = {}
    real: set[str] = set()  # the keys of a participant's real name (Vogel of Theo Vogel)
    for participant in participants:
        for name in (*participant.nicknames, *participant.names):
            is_real = name in participant.names
            candidates = [form for _, form in name_variants(name)] + split_name(name) + name.split()
            candidates += [case for form in name.split() for case in case_forms(form)]  # Bartka, Наташи
            for form in candidates:
                key = form.casefold()
                owners.setdefault(key, set()).add(participant.id)
                forms.setdefault(key, form)
                if is_real:
                    real.add(key)
    targets = []
    for key, ids in owners.items():
        searched, exact = searchable(forms[key])
        if searched:
            # A string two participants share names neither for sure: NICK without a link.
            owner = next(iter(ids)) if len(ids) == 1 else None
            # A part of a nickname that is a noun of the language (Fairteiler of Fairteiler_Gül)
            # is the word after a determiner ("zum Fairteiler"), as the linker reads it. A real
            # name is no word made into a name: "die vogels" are Theo Vogel's family (recall first).
            worded = nickname_noun(forms[key]) and key not in real
            targets.append(Target(forms[key], Category.NICK, owner, exact, "repeat:participant", worded=worded))
    return targets


def references(document: etree._Element) -> Iterator[tuple[etree._Element, Category, str]]:
    """The document's annotated references (not IMPLICIT, not CITATION, not kept public), their
    categories and texts."""
    publisher = fact("publisher", document, publisher_keys)
    for element in document.iter("{http://www.tei-c.org/ns/1.0}name", "{http://www.tei-c.org/ns/1.0}ref"):
        category = Category.from_markup(etree.QName(element).localname, element.get("type"))
        if (
            category is None
            or category in (Category.IMPLICIT, Category.CITATION)
            or not is_existing_annotation(element)
            # Anonymised before and holding more: its words are read as text, its own references
            # inside repeat.
            or fact("placeholder", element, holds_placeholder_and_words)
            # The project's own link markup (a source record's <ref type="url">): the stylesheet's
            # teianon:is-reference leaves it, so no repeat of it is one either.
            or fact("metadata", element, is_project_metadata)
            # A link to the publisher's record of the document (issue 39): the stylesheet keeps it.
            or links_to_publisher(element, publisher)
        ):
            continue
        if (element.get("type") or "").lower() == "addressingterm":
            continue  # its inner <name> is the reference
        if is_public(element.get("subtype")):
            continue  # kept public: its other occurrences are no references either
        text = fact("words", element, reference_words).lstrip("@").rstrip(":,")
        if text.strip():  # an element whose words are all elsewhere (an idno kept whole) repeats nothing
            yield element, category, text


def _unconfirmed(element: etree._Element, category: Category) -> bool:
    """teianon's own guess of low certainty, for a reviewer to decide (a participant's name aside)."""
    return element.get("resp") == RESP and element.get("cert") == "low" and category is not Category.NICK


def words_replaced(text: str, replaced: set[str] | frozenset[str]) -> bool:
    """Whether ``text``, or a word of it, is among the casefolded strings ``replaced``: such a
    proposal is replaced all the same, however unsure it is itself."""
    return text.casefold() in replaced or any(word.casefold() in replaced for word in text.split())


def reference_targets(document: etree._Element) -> list[Target]:
    """The strings of the document's annotated references (not IMPLICIT, not CITATION, not
    teianon's own low guesses)."""
    targets: dict[str, Target] = {}
    annotated = list(references(document))
    # A low guess whose words a sure reference replaces is replaced all the same (the hold
    # keeps it: teianon.review.hold), and the audit then asks for its parts too ("Anna-Lena"
    # of a replaced "Dortmund Anna-Lena", then "Lena" alone): its repeats are completed as a
    # sure one's.
    sure = {
        form.casefold()
        for element, category, text in annotated
        if not _unconfirmed(element, category)
        for form in (text, *identifying_parts(text, category is Category.PER))
    }
    # The words the document's references write in lower case: such a name is written so.
    lower = {word.casefold() for _, _, text in annotated for word in text.split() if word[:1].islower()}
    for element, category, text in annotated:
        if _unconfirmed(element, category) and not words_replaced(text, sure):
            continue
        corresp = (element.get("corresp") or "").split()
        # "Dr Imelda Frost", later "Frost": the surname of a sure full name, also where it is a
        # word, taken where the word would stand with no article ("Vogel meinte", not "der Vogel").
        worded = _worded_surname(text) if category is Category.PER and element.get("cert") in (None, "high") else ""
        forms = [text, *identifying_parts(text, category is Category.PER), *filter(None, [worded])]
        if category.name in NAME_TYPES:
            # "Marisol's car", later "Marisol": the name is repeated without its ending.
            forms += [bare for form in forms if (bare := bare_name(form)) != form]
            # Køster written koester elsewhere is the same name (teianon.detect.folding).
            forms += [spelling for form in forms for spelling in other_spellings(form)]
        if category in (Category.PER, Category.NICK):
            forms += [case for form in forms for case in case_forms(form)]  # od Małgosi, от Наташи
        for form in forms:
            searched, exact = searchable(form)
            # A town named like a word that the document confirms is the town wherever it is
            # written so, as any replaced name (an ordinary word is otherwise left to detection).
            word_town = not searched and category in (Category.GPE, Category.LOC) and town_named_like_word(form)
            word_town = word_town or (not searched and form == worded)
            called = (
                not searched and category is Category.PER and form == text and repeatable(text, element.get("cert"))
            )
            if word_town or called:
                searched, exact = True, True
            # A person's or nickname's word that the tables hold as a name too, so searched as
            # one, in any case (harm, grace, rose, ehrfurcht of adminehrfurcht_89): where the
            # word stands as a word, after a determiner or inside a compound or contraction
            # ("no harm", "said his grace", "Ihrer Agrarpolitik", "heather-scented", "don't"),
            # its repeat lacks what a name has there (see find_repeats).
            # So is a surname searched in its spelling only that is a noun or a word too (Weiß,
            # Koch, Fuchs of "Herr Koch"): "der Koch kam", "ein Fuchs im Garten" is the word.
            a_word_too = (
                searched
                and (not exact or category is Category.PER)
                and category in (Category.PER, Category.NICK)
                and word_as_well(form)
            )
            # A nickname's word that the tables hold as a name too (bird, searched as a name):
            # "a bird sat on the roof" is the bird, whoever "thanks bird" called.
            word_town = word_town or (searched and category is Category.NICK and is_dictionary_word(form))
            if searched and form.casefold() not in targets:
                targets[form.casefold()] = Target(
                    form,
                    category,
                    corresp[0].lstrip("#") if corresp else None,
                    exact,
                    "repeat:reference",
                    element.get("cert") or "high",
                    word_town,
                    called and not word_town,
                    a_word_too,
                    category is Category.PER and form[:1].isupper() and form.casefold() not in lower,
                )
    return list(targets.values())


def _worded_surname(text: str) -> str:
    """The last word of a full name that is also an ordinary word (``Frost`` of ``Imelda
    Frost``, ``Vogel`` of ``Till Vogel``), or ``""``."""
    words = text.split()
    last = words[-1] if len(words) > 1 else ""
    return last if len(last) >= 4 and last[:1].isupper() and last[1:].islower() and is_ordinary(last) else ""


def stretched(text: str, known: dict[str, _T]) -> _T | None:
    """What a stretched spelling repeats (``steffiii`` of ``Steffi``), if ``known`` has it."""
    folded = " ".join(text.split()).casefold()
    while len(folded) > 3 and folded[-1] == folded[-2]:
        folded = folded[:-1]
        if folded in known:
            return known[folded]
    return None


def _audited(target: Target, text: str) -> bool:
    """A participant's name part written as the self-audit seeks it, capitalised and whole
    (``Fairteiler`` of ``Fairteiler_Gül``): left as the word, it would stop the file's output
    (the audit forgives a lower-case word after a determiner, and an inflected form is not
    sought: ``zum fairteiler``, ``meine Panzerwelse`` stay)."""
    return target.source == "repeat:participant" and not text.islower() and text.casefold() == target.text.casefold()


def find_repeats(
    view: PostText, targets: list[Target], search: Search, by_text: dict[str, Target] | None = None
) -> list[Mention]:
    """The occurrences of the targets in one view, as mentions (none across existing markup).
    ``search`` is the :class:`Search` of the targets, and ``by_text`` the targets by folded text
    (:func:`by_text_of`), when the caller made them once for many views."""
    if by_text is None:
        by_text = by_text_of(targets)
    if has_hidden(view.text):  # "Klapp\u200crott", "K̶l̶a̶p̶p̶r̶o̶t̶t̶" read as the name (teianon.read.unmarked)
        return read_through(view, lambda seen: find_repeats(seen, targets, search, by_text))
    found = []
    for match in search.finditer(view.text, view.folded):
        text = match.group(0)
        target = by_text.get(" ".join(text.split()).casefold())
        if target is None:
            stem = ENDING.sub("", text)
            target = (
                by_text.get(" ".join(stem.split()).casefold())
                # "Ohlrogges": the ending is the last letter, not "es" (which the pattern strips).
                or by_text.get(" ".join(text[:-1].split()).casefold() if text[-1:] in "sS" else "")
                or stretched(text, by_text)
                or stretched(stem, by_text)
            )
            # An ending can make a word of a name: "forder" proposed, "fordern" is a verb. A
            # person's genitive or family plural stays the person's ("Merkels Katze", "bei Merkels").
            if (
                target is not None
                and is_ordinary(text)
                and not (target.category is Category.PER and possessive_of(view.text, match.start(), match.end()))
            ):
                continue
        if target is None or (target.word_town and reads_as_word(view.text[: match.start()])):
            continue
        if (
            target.called
            and not stands_for_person(view.text, match.start(), match.end())
            and not named_as_written(view.text, match.start(), match.end(), target.text)
        ):
            continue
        if target.worded and target.capitalised and lower_reading(view.text, match.start(), match.end()):
            continue  # "my sister Faith … Have faith!": the word (teianon.annotate.repeat_case)
        if target.worded and as_word(view.text, match.start(), match.end()) and not _audited(target, text):
            continue
        if target.capitalised and word_not_name(view.text, match.start(), match.end(), view.hidden):
            continue  # "Meine Tochter Rosa … ganz in rosa": the colour (teianon.annotate.repeat_case)
        cert = "medium" if target.exact_case else "high"
        if target.cert == "low" or (target.cert == "medium" and cert == "high"):
            cert = target.cert  # a repeat is no surer than what it repeats
        found.append(
            Mention(
                match.start(), match.end(), target.category, corresp=target.corresp, cert=cert, source=target.source
            )
        )
    return found + derived_repeats(view, by_text, found)  # die Kettelhacksche Wiese (teianon.annotate.derived)


def by_text_of(targets: list[Target]) -> dict[str, Target]:
    """The targets by casefolded text (the last of equal ones): what :func:`find_repeats` looks up."""
    return {t.text.casefold(): t for t in targets}


def repeats(
    document: Document, categories: frozenset[Category] | None = None, elsewhere: list[Target] | None = None
) -> Iterator[tuple[PostText, list[Mention]]]:
    """Further occurrences of the document's references and participant names, per view.

    The views are read afresh, so that what the first pass wrote is a barrier now. With
    ``categories``, only references of those categories are repeated. ``elsewhere``: names the
    other files of the run replace (:mod:`teianon.annotate.run_names`), after the document's own.
    """
    targets = participant_targets(document.participants) + reference_targets(document.element)
    # In a teiCorpus file, a document may name the participants of another one.
    root = document.element.getroottree().getroot()
    if root is not document.element:
        own = {t.text.casefold() for t in targets}
        targets += [t for t in corpus_targets(root, document.element) if t.text.casefold() not in own]
    if elsewhere:
        own = {t.text.casefold() for t in targets}
        targets += [t for t in elsewhere if t.text.casefold() not in own]
    if categories is not None:
        targets = [t for t in targets if t.category in categories]
    yield from occurrences(document, targets)


class CorpusTargets:
    """The participants' names of every document of a teiCorpus file, indexed by string, so that
    each document's share (:meth:`others`) costs the number of distinct names, not the number of
    documents times theirs: a corpus of many documents would otherwise cost the square of their
    number. Built from each document's :func:`participant_targets`, in document order; a file
    processed document by document builds it from its participant lists alone."""

    def __init__(self, per_document: list[list[Target]]) -> None:
        # Per string (casefolded): its entries (document, position, target) in document order.
        self._entries: dict[str, list[tuple[int, int, Target]]] = {}
        self._touched: list[list[str]] = []
        for number, targets in enumerate(per_document):
            keys = []
            for position, target in enumerate(targets):
                key = target.text.casefold()
                self._entries.setdefault(key, []).append((number, position, target))
                keys.append(key)
            self._touched.append(keys)
        self._all = {
            key: merged for key, entries in self._entries.items() if (merged := _merged(entries, -1)) is not None
        }

    def __len__(self) -> int:
        return len(self._touched)

    def others(self, number: int) -> list[Target]:
        """The names of the participants of every document but the ``number``-th (``-1``: of
        all), in the order of their first occurrence; a string that participants of two documents
        share names neither for sure, as in :func:`participant_targets`."""
        found = dict(self._all)
        if 0 <= number < len(self._touched):
            for key in self._touched[number]:
                merged = _merged(self._entries[key], number)
                if merged is None:
                    del found[key]
                else:
                    found[key] = merged
        return [target for _, target in sorted(found.values(), key=lambda item: item[0])]


def _merged(entries: list[tuple[int, int, Target]], without: int) -> tuple[tuple[int, int], Target] | None:
    """The first entry not of document ``without`` (its place and target), without a participant
    where the entries name more than one."""
    rest = [(number, position, target) for number, position, target in entries if number != without]
    if not rest:
        return None
    number, position, first = rest[0]
    if first.corresp is not None and any(target.corresp != first.corresp for _, _, target in rest[1:]):
        first = Target(first.text, first.category, None, first.exact_case, first.source, first.cert, first.word_town)
    return (number, position), first


# The index of the file being annotated (with its documents' places), built on first use and
# dropped by :func:`forget_corpus` when the file is done, so that no tree outlives its file.
_CORPUS: list[tuple[etree._Element, dict[etree._Element, int], CorpusTargets]] = []


def corpus_targets(root: etree._Element, document: etree._Element) -> list[Target]:
    """The names of the participants of the other documents of a teiCorpus file
    (:class:`CorpusTargets`); each header is read and its names' variants made once per file."""
    if not _CORPUS or _CORPUS[0][0] is not root:
        elements = list(root.iter(tei("TEI")))
        _CORPUS[:] = [
            (
                root,
                {element: number for number, element in enumerate(elements)},
                CorpusTargets([participant_targets(read_participants(e)) for e in elements]),
            )
        ]
    _, places, index = _CORPUS[0]
    return index.others(places.get(document, -1))


def use_corpus(root: etree._Element, document: etree._Element, number: int, index: CorpusTargets) -> None:
    """Take ``index`` as the participants of the documents of ``root``'s file, ``document`` as its
    ``number``-th: for a file read one document at a time, whose tree never holds the others."""
    _CORPUS[:] = [(root, {document: number}, index)]


def forget_corpus() -> None:
    """Drop the index of the last teiCorpus file (and with it the file's tree)."""
    _CORPUS.clear()


def _holds(search: Search, joined: str, texts: list[str]) -> bool:
    return search.any(joined) and (
        next(search.finditer(joined), None) is not None or next(search.finditer(" ".join(texts)), None) is not None
    )


def occurrences(document: Document, targets: list[Target]) -> Iterator[tuple[PostText, list[Mention]]]:
    """The targets' occurrences in the document's posts and text blocks, per view (views read afresh):
    as whole words, and the names among them also glued into longer words (:class:`Glued`) or
    misspelt (:class:`Misspelt`).

    Linear in the document and its hits, not in the document times the targets (a long chat
    names thousands): one pass of an automaton over a text finds where a target's first word
    stands in any case, and only the targets that begin there are tried there (:class:`Search`).
    """
    search, by_text, glued, misspelt = searches(targets)
    if not search:
        return
    for element, conversational in [*((p, True) for p in document.posts), *((b, False) for b in document.texts)]:
        # Most posts hold none of the strings: the plain text says so before a view is built.
        # (Joined both ways: tokens may or may not have space between them.)
        # lxml-stubs type itertext()'s pieces str | bytes; lxml gives str (the isinstance says so).
        texts = [t for t in element.itertext() if isinstance(t, str)]
        joined = "".join(texts)
        if has_hidden(joined):  # read as the views read it (teianon.read.unmarked)
            texts = [without_hidden(t) for t in texts]
            joined = "".join(texts)
        if not joined.isascii():
            # Fancy and full-width letters as the view reads them (BRETTSCHNEIDER in negative squares).
            texts = [legible(t) for t in texts]
            joined = "".join(texts)
        inside = glued.any(joined)
        typo = bool(misspelt) and misspelt.any(" ".join(texts))
        if not (inside or typo or _holds(search, joined, texts)):
            continue
        view = post_text(element, conversational)
        found = find_repeats(view, targets, search, by_text)
        for more in (read_through(view, glued.find) if inside else [], misspelt.find(view) if typo else []):
            found += [m for m in more if not any(m.start < f.end and f.start < m.end for f in found)]
        if found and identifier_spans(view.text):
            # A name inside a DOI or an ISBN is the work's: the identifier stays whole.
            found = [m for m in found if not in_identifier(view.text, m.start, m.end)]
        if found:
            yield view, found
