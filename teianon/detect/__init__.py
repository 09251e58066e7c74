"""Detectors: each proposes mentions in a post and knows nothing about XML writing.

A detector follows one contract (:class:`Detector`): it declares the categories it finds, loads
its assets once in :meth:`Detector.load`, and answers :meth:`Detector.analyze` for one post with
:class:`~teianon.mention.Mention` values. The bundled detectors register themselves in
:data:`REGISTRY` exactly as an outside one would, with :func:`register`.
"""

from __future__ import annotations

import gc
import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import ClassVar

import regex
from lxml import etree

from ..mention import Category, Mention
from ..read.bounded import bounded
from ..read.identifiers import identifier_spans
from ..read.tei import XML_ID, Document, Participant
from ..read.textview import PostText, post_text
from ..read.unmarked import unmarked
from .axis_labels import coordinate_label
from .kind_codes import names_a_kind
from .medical_codes import medical_code
from .number_labels import labels_a_number
from .writers import WriterName, writer_names


@dataclass
class DocumentContext:
    """What detectors may know about the document a post belongs to.

    Per-document indexes (e.g. the participants' name variants) are computed once, on first use,
    and shared by all detectors that ask for them.
    """

    participants: tuple[Participant, ...] = ()
    rooms: tuple[str, ...] = ()
    # Every post of the document in order, so that detectors can weigh a mention against the
    # whole conversation (who posted when, how a string is used elsewhere).
    views: tuple[PostText, ...] = ()
    # Running text outside the posts (header prose, headings), read like posts without an author.
    text_views: tuple[PostText, ...] = ()
    # Names the document knows without a header entry: post authors, people in join messages.
    writer_names: tuple[WriterName, ...] = ()
    warnings: list[str] = field(default_factory=list)
    # Participants of the run's other files: their names are looked for, never linked here.
    others: tuple[Participant, ...] = ()
    # The document's element: what a detector asks of the whole tree (:attr:`ids`).
    element: etree._Element | None = None
    _cache: dict[str, object] = field(default_factory=dict, repr=False)

    @classmethod
    def of(cls, document: Document) -> DocumentContext:
        from .evidence import forget_words  # evidence imports this package

        forget_words()  # a new document: the last one's posts are read no more
        views = tuple(post_text(post) for post in document.posts)
        names, warnings = writer_names(document.participants, views)
        return cls(
            participants=document.participants,
            rooms=document.rooms,
            views=views,
            text_views=tuple(post_text(block, conversational=False) for block in document.texts),
            writer_names=names,
            warnings=warnings,
            others=document.others,
            element=document.element,
        )

    def cached(self, key: str, build: Callable[[], object]) -> object:
        if key not in self._cache:
            self._cache[key] = build()
        return self._cache[key]

    @cached_property
    def participant_by_id(self) -> dict[str, Participant]:
        return {p.id: p for p in self.participants}

    @cached_property
    def ids(self) -> frozenset[str]:
        """The participants' ids and every ``xml:id`` (DOCC's ``id``) of the document: the file's
        own labels. Importers number participants ``A01``, ``A02``, as a motorway is numbered;
        the text that writes one (``Treffen in Raum A01``, ``Schwester von A01``) means the label.
        Read once per document, when asked."""
        found = {p.id for p in self.participants if p.id}
        if self.element is not None:
            found.update(v for e in self.element.iter(etree.Element) for v in (e.get(XML_ID), e.get("id")) if v)
        return frozenset(found)


class Detector:
    """Base contract of a detector (modelled on Presidio's EntityRecognizer)."""

    name: ClassVar[str] = ""
    categories: ClassVar[frozenset[Category]] = frozenset()
    # A name tagger (statistical: the bundled CRF, a spaCy pipeline) weighs list matches itself.
    is_tagger: ClassVar[bool] = False
    # The rules (mention sources) of a word-list detector that stay where a tagger runs: the
    # precise ones (titles, legal forms, streets). None: all of them stay.
    precise_sources: ClassVar[frozenset[str] | None] = None
    # Linear in the text's length (a single scan: URLs, e-mail, numbers, a word list): reads the
    # whole of a post beyond the bound per post (teianon.read.bounded); the others read its start.
    linear: ClassVar[bool] = False

    def load(self) -> None:
        """Load word lists and other assets; called once before the first :meth:`analyze`."""

    def analyze(self, post: PostText, context: DocumentContext) -> Iterable[Mention]:
        raise NotImplementedError


REGISTRY: dict[str, type[Detector]] = {}


def register(cls: type[Detector]) -> type[Detector]:
    """Class decorator: make a detector available by its ``name``."""
    if not cls.name:
        raise ValueError(f"{cls.__qualname__} has no name")
    if not cls.categories:
        raise ValueError(f"detector {cls.name!r} declares no categories")
    if cls.name in REGISTRY and REGISTRY[cls.name] is not cls:
        raise ValueError(f"a detector named {cls.name!r} is already registered")
    REGISTRY[cls.name] = cls
    return cls


# The bundled detectors, imported in this order for their @register side effect: the order
# they run in (a module imports what it builds on first: addressing brings nickname).
BUNDLED = (
    "addressing",
    "email",
    "nickname",
    "forum_users",
    "handles",
    "number",
    "number_words",
    "coordinates",
    "birth_date",
    "birth_words",
    "birth_frames",
    "birthday_ages",
    "spelled_numbers",
    "reference_number",
    "vehicle_id",
    "identity_numbers",
    "cued_number",
    "code_numbers",
    "account_ids",
    "address_frames",
    "address",
    "address_repeats",
    "address_postcode_lines",
    "postbox",
    "house_names",
    "org_houses",
    "address_estates",
    "address_alpine",
    "vcard",
    "room",
    "room_codes",
    "group_names",
    "url",
    "demonym",
    "organisation",
    "institution",
    "institution_abroad",
    "org_shops",
    "other",
    "named_animals",
    "file_names",
    "cued_names",
    "person",
    "person_judges",
    "case_parties",
    "person_frames",
    "person_family",
    "person_initials",
    "person_slots",
    "person_bare",
    "person_word_frames",
    "person_particles",
    "person_capitals",
    "person_word_surnames",
    "script_names",
    "script_beside",
    "person_suffixed",
    "person_honorifics",
    "slavic_names",
    "name_orders",
    "family_forms",
    "spelled_names",
    "coded_names",
    "glued_names",
    "separated_names",
    "place",
    "place_stations",
    "place_roads",
    "place_fields",
    "place_streets_bare",
    "place_holders",
    "org_facilities",
    "place_lived",
    "place_titles",
    "table_cells",
    "text_tables",
    "self_description",
    "tagger",
)


def _load_bundled() -> None:
    for module in BUNDLED:
        importlib.import_module(f"{__name__}.{module}")


def default_detector_names() -> list[str]:
    _load_bundled()
    return list(REGISTRY)


def build_detectors(
    names: Iterable[str] | None = None, categories: Iterable[Category] | None = None, ner: str = "crf"
) -> list[Detector]:
    """Instantiate and load detectors by name (all registered ones by default).

    ``categories``, if given, keeps only the detectors that find at least one of them. ``ner``
    chooses the name tagger: ``crf`` (the bundled model), ``spacy:PIPELINE`` (an installed spaCy
    pipeline, by package name or path) or ``none``; without a tagger, the ``other`` detector's
    guesses (an unknown capitalised word is a person) stand in for it.
    """
    _load_bundled()
    chosen = list(names) if names is not None else list(REGISTRY)
    unknown = [n for n in chosen if n not in REGISTRY]
    if unknown:
        raise ValueError(f"unknown detector(s): {', '.join(unknown)}; known: {', '.join(REGISTRY)}")
    if ner not in ("crf", "none") and not ner.startswith("spacy:"):
        raise ValueError(f"unknown name tagger {ner!r}; choose crf, none or spacy:PIPELINE")
    if names is None:
        chosen = [n for n in chosen if n != ("other" if ner != "none" else "tagger")]
    wanted = set(categories) if categories is not None else None
    detectors = []
    for name in chosen:
        cls = REGISTRY[name]
        if wanted is not None and not (cls.categories & wanted):
            continue
        if name == "tagger" and ner.startswith("spacy:"):
            from .spacy_names import SpacyDetector

            detector: Detector = SpacyDetector(ner.partition(":")[2])
        else:
            detector = cls()
        detector.load()
        detectors.append(detector)
    return detectors


# Allocations between two collections of the young generation, once the detectors are loaded
# (Python's default: 700).
YOUNG_THRESHOLD = 50_000

# Whether the collector is tuned once the detectors are loaded: only in a process teianon runs
# itself (the command line, a worker of -j), which asks for it; a program that imports teianon
# keeps its collector as it set it.
_tuning: list[bool] = []


def tune_collector() -> None:
    """Tune Python's garbage collector for a run, once the detectors are loaded (now, if they
    are): their tables and model are frozen out of it (left to it, every full collection walked
    them again: about a tenth of the annotation's time), and the young generation is collected
    after :data:`YOUNG_THRESHOLD` allocations. For the entry of a process teianon owns; library
    code does not call it."""
    if not _tuning:
        _tuning.append(True)
    if _all_loaded.cache_info().currsize:
        _tuned()


def _tuned() -> None:
    gc.freeze()
    # What a file's work leaves is freed by reference counting, now that the recursive walks
    # (the views', the review's and the audit's texts of a block) no longer leave cycles that
    # held a whole document: the young generation is collected less often (on the benchmark's
    # 10 files of 5,000 tokens, 0.7 -> 0.3 CPU-s of collection at 50,000 against 10,000, the
    # peak memory as before). Before that, a higher threshold kept their trees longer.
    gc.set_threshold(YOUNG_THRESHOLD, *gc.get_threshold()[1:])


@lru_cache(maxsize=4)
def _all_loaded(ner: str) -> tuple[Detector, ...]:
    detectors = tuple(build_detectors(ner=ner))
    if _tuning:
        _tuned()
    return detectors


def loaded_detectors(categories: Iterable[Category] | None = None, ner: str = "crf") -> list[Detector]:
    """The default detectors, loaded once per process and tagger choice, that find one of
    ``categories`` (all by default): annotation and the strings hidden in comments share them,
    so that the tagger's model and the word lists are loaded once."""
    wanted = None if categories is None else frozenset(categories)
    return [d for d in _all_loaded(ner) if wanted is None or d.categories & wanted]


def detect(
    post: PostText,
    context: DocumentContext,
    detectors: Iterable[Detector],
    categories: frozenset[Category] | None = None,
    limit: int = 0,
) -> list[Mention]:
    """All mentions the detectors propose for ``post`` (overlapping; see :mod:`teianon.annotate.resolve`).

    Where a name tagger is among the detectors, the word-list detectors keep only their
    precise rules: the tagger has their lists among its features and weighs them better.
    With a ``limit`` (characters; 0: none), only the :attr:`~Detector.linear` detectors read a
    longer post to its end, the others its first ``limit`` characters
    (:func:`teianon.read.bounded.bounded`).
    """
    detectors = list(detectors)
    tagged = any(d.is_tagger for d in detectors)
    # A name written with invisible characters or struck-through letters is read as the name
    # (teianon.read.unmarked); what is found there is taken back to the characters as written.
    seen = unmarked(post)
    if seen is not None:
        post = seen.view
    start = bounded(post, limit)
    found: list[Mention] = []
    # Imported here: the detectors' modules import this package.
    from .closings import closing_spans, within

    closings = closing_spans(post.text)
    # A DOI's or an ISBN's words are the work's: nothing inside one is proposed.
    identifiers = identifier_spans(post.text)
    for detector in detectors:
        precise = detector.precise_sources if tagged else None
        for mention in detector.analyze(post if detector.linear else start, context):
            if categories is not None and mention.category not in categories:
                continue
            if (
                (precise is None or mention.source in precise)
                and not _own_label(post, mention, context)
                and not _axis_label(post, mention)
                and not _kind_code(post, mention)
                and not _medical_code(post, mention)
                and not _fused_noun(post, mention)
                and not _word_not_name(post, mention)
                and not _spelt_word(post, mention)
                and not _number_label(post, mention)
                and not (identifiers and any(a <= mention.start and mention.end <= b for a, b in identifiers))
                and not (closings and mention.category in _NAMES and within(closings, mention.start, mention.end))
            ):
                mention = _without_judges_court(post.text, mention)
                cut = _without_ordinary_words(post.text, _with_initials(post, _without_extension(post, mention)))
                cut = cut if cut is None else _with_particle_tail(post.text, cut)
                if cut is None:
                    continue
                mention = _without_time_tail(post.text, cut)
                if post.marks and mention.category in _NAMES:
                    # Imported here: mark_parts reads the word lists, which import this package.
                    from .mark_parts import within_marks

                    found.extend(within_marks(post, mention))
                else:
                    found.append(mention)
    return found if seen is None else [seen.as_written(m) for m in found]


# The extension of a file a name ends in (``Fenna Hinrichs.pdf``, ``Jannes.jpg``): a word reader
# keeps ``.pdf`` with the word before it, but the extension names no one and stays.
_EXTENSION = regex.compile(
    r"\.(?i:vcf|vcard|pdf|docx?|odt|ods|rtf|txt|csv|eml|msg|ics|epub|key|pages|numbers|jpe?g|png|gif|heic|"
    r"tiff?|xlsx?|pptx?|mp[34]|mov|wav|opus|m4a|zip)$"
)


def _without_judges_court(text: str, mention: Mention) -> Mention:
    """``Landgericht Hagedorn`` after ``Richter am``: the judge's name, without the court."""
    if "Richter" not in text[max(0, mention.start - 24) : mention.start]:
        return mention
    from .person_judges import without_judges_court  # it reads the word lists, which import this package

    return without_judges_court(text, mention)


def _without_extension(post: PostText, mention: Mention) -> Mention:
    if (
        mention.category not in _NAMES
        or mention.end - mention.start < 5
        or post.text[mention.end - 5 : mention.end].find(".") < 0
    ):
        return mention
    found = _EXTENSION.search(post.text, mention.start, mention.end)
    if found is None or found.start() <= mention.start:
        return mention
    return replace(mention, end=found.start())


# Initials right before a person's name ("W. Brandhorst", "A. M. Nolte"), after no letter's
# abbreviation ("z. B. Weber": for example) and not a word's last letter.
_INITIALS_BEFORE = regex.compile(r"(?<![\p{L}\p{N}.]|\p{Ll}\.\s)(?:\p{Lu}\.[ \t]?){1,3}[ \t]$")


def _with_particle_tail(text: str, mention: Mention) -> Mention:
    """A double surname whose second part has particles (``Jansen-van der Berg``) to its end."""
    from .person_particles import particle_tail  # it reads the word lists, which import this package

    return particle_tail(text, mention)


def _with_initials(post: PostText, mention: Mention) -> Mention:
    """A person's name with the initials written right before it: one reference, so that the
    initial goes with the name (in pseudonym mode, the first name's surrogate's initial)."""
    if mention.category is not Category.PER or mention.corresp or mention.start < 3:
        return mention
    found = _INITIALS_BEFORE.search(post.text, max(0, mention.start - 10), mention.start)
    if found is None or not post.text[mention.start : mention.start + 1].isupper():
        return mention
    return replace(mention, start=found.start())


def _without_ordinary_words(text: str, mention: Mention) -> Mention | None:
    """The proposal without the ordinary words it took in (:mod:`teianon.detect.ordinary_words`),
    or None where they are all of it."""
    if mention.category not in _NAMES or mention.corresp:
        return mention
    from .ordinary_words import (
        foreign_words,
        imperative_start,
        kinship_start,
        noun_after_quantity,
        phrase_noun_end,
        plural_of_thing,
    )
    from .script_slots import foreign_greeting

    if plural_of_thing(text, mention) or foreign_words(text, mention) or noun_after_quantity(text, mention):
        return None
    if foreign_greeting(text[mention.start : mention.end]):
        return None  # "sie sagte שלום", "er sagt こんにちは": a greeting quoted, no one's name
    start = imperative_start(text, mention)
    start = kinship_start(text, mention) if start is None else start
    if start is not None:
        if start >= mention.end:
            return None
        mention = replace(mention, start=start)
    end = phrase_noun_end(text, mention)
    return mention if end is None else replace(mention, end=end)


def _without_time_tail(text: str, mention: Mention) -> Mention:
    """The name without the day or month it ran on over (:mod:`teianon.detect.time_tails`)."""
    if mention.category not in _NAMES or mention.corresp or " " not in text[mention.start : mention.end]:
        return mention
    from .time_tails import time_tail

    end = time_tail(text, mention.start, mention.end)
    return mention if end is None else replace(mention, end=end)


def _fused_noun(post: PostText, mention: Mention) -> bool:
    """A person proposed for one German noun after a preposition fused with its article (``im
    Park``, ``im Keller``): :func:`teianon.detect.not_persons.noun_after_fused_article`."""
    if mention.category is not Category.PER or mention.corresp:
        return False
    from .not_persons import noun_after_fused_article  # it reads the word lists, which import this package

    return noun_after_fused_article(post.text, mention.start, mention.end)


def _word_not_name(post: PostText, mention: Mention) -> bool:
    """A person proposed for a name that is used as the English word (``Hope you are well``,
    ``by the Grace of God``): :func:`teianon.detect.person_english.word_in_use`."""
    if mention.category is not Category.PER or mention.corresp:
        return False
    from .person_english import word_in_use  # it reads the word lists, which import this package

    return word_in_use(post.text, mention.start, mention.end)


def _spelt_word(post: PostText, mention: Mention) -> bool:
    """A person proposed inside a spelling alphabet's run that spells a word (``Romeo Echo
    Delta`` is ``red``): :func:`teianon.detect.coded_names.spelt_word`."""
    if mention.category is not Category.PER or mention.corresp:
        return False
    from .coded_names import spelt_word  # it reads the word lists, which import this package

    return spelt_word(post.text, mention.start, mention.end)


def _kind_code(post: PostText, mention: Mention) -> bool:
    """A name proposed for a code that names a kind (``Niveau B2``, ``21:00 CET``, ``DLK
    23/12``): :mod:`teianon.detect.kind_codes`."""
    return mention.category in _NAMES and not mention.corresp and names_a_kind(post.text, mention.start, mention.end)


def _medical_code(post: PostText, mention: Mention) -> bool:
    """A vertebra's label, a diagnosis or procedure code, a lab parameter before its value
    (``L4/L5``, ``M54.5``, ``Ferritin 45 ng/ml``): :mod:`teianon.detect.medical_codes`."""
    return mention.category in _CODED and not mention.corresp and medical_code(post.text, mention.start, mention.end)


def _number_label(post: PostText, mention: Mention) -> bool:
    """A name proposed for the label of a number (``IMEI``, ``CPF``, ``Cartão de Cidadão``
    before the value): :mod:`teianon.detect.number_labels`."""
    return mention.category in _NAMES and not mention.corresp and labels_a_number(post.text, mention.start, mention.end)


def _axis_label(post: PostText, mention: Mention) -> bool:
    """A name proposed for the label of a latitude or a longitude before its value (``Lon`` of
    ``Lat: 51.45 Lon: 7.01``: a tagger reads London, a list a first name), which names no one;
    the value is a NUMBER of its own (:mod:`teianon.detect.coordinates`)."""
    return (
        mention.category in _NAMES and not mention.corresp and coordinate_label(post.text, mention.start, mention.end)
    )


_NAMES = frozenset({Category.PER, Category.ORG, Category.LOC, Category.GPE, Category.OTH})
# What a medical code is taken for: a name, a handle's shape, a number.
_CODED = _NAMES | {Category.NICK, Category.NUMBER}
# A character's code point as the corpus's emoji markup writes it (<desc type="unicode">U+263A</desc>).
_CODE_POINT = regex.compile(r"U\+[0-9A-Fa-f]{4,6}")


def _own_label(post: PostText, mention: Mention, context: DocumentContext) -> bool:
    """A name proposed for the file's own code: the label of a participant or an element
    (``Raum A01``, ``Schwester von A01`` with a participant ``A01``: a road by its pattern, a
    place or an organisation by the tagger's guess), or a code point. Only a word with a digit
    is looked up, so the ids are read for few documents."""
    if mention.category not in _NAMES or mention.corresp:
        return False
    text = post.text[mention.start : mention.end]
    if not any(c.isdigit() for c in text):
        return False
    if _CODE_POINT.fullmatch(text) is not None:
        return True
    # A participant named as labelled (a nickname "R2D2" with the id "R2D2") is still named.
    names = {n.casefold() for p in context.participants for n in (*p.nicknames, *p.names)}
    return text in context.ids and text.casefold() not in names
