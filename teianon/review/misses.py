"""Likely misses: unannotated words of an annotated file that look like names and that nothing
replaces anyway, for the review report to underline.

A word is one where the person or place tables know it, where it is capitalised and no
dictionary knows it, or where it is annotated in another file of the report. Posts are read, and
so is the header's free text (a ``sourceDesc`` paragraph, a participant's ``note``), except what
the post-processor replaces by itself (the fields of a participant's entry) and the project's own
metadata, which names the publisher, never a participant.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

import regex
from lxml import etree

from ..annotate.repeats import Target, pattern_of
from ..detect.chat_words import is_stretched_word
from ..detect.lexicon import FREQUENT, frequency, is_chat_word, is_name, is_wordlike, squeeze
from ..detect.variants import compound_tail, is_dictionary_word
from ..lists import key_of, notable, persons, places
from ..read.tei import is_participant_entry, is_project_metadata, tei
from .proposals import ANNOTATIONS, Block

# Words shorter than this are no likely misses: too many ordinary hits.
MIN_MISS = 3
# A word as the likely-miss search reads it: letters (and digits, apostrophes, hyphens inside).
_WORD = regex.compile(r"(?<![\p{L}\p{N}_])\p{L}[\p{L}\p{N}'’\-]*\p{L}(?![\p{L}\p{N}_])")
# What may stand between a sentence's end and its next word.
_BETWEEN_SENTENCES = frozenset("\"'“”„»«()")
# Laughter and its stretches: Hahahahahha, Hihihi.
_LAUGHTER = regex.compile(r"(?i)(?:h[aeiou]){2,}h?|(?:[aeiou]h){2,}")
# Endings of German abstract nouns, which name no one: Bodenständigkeit, Wahrheit, Landschaft.
_ABSTRACT = regex.compile(r"\p{Ll}(?:keit|heit|ung|schaft|ismus|tion|nis)(?:en|se|sen)?$")
_UMLAUT = {"ae": "ä", "oe": "ö", "ue": "ü"}
_UMLAUTS = regex.compile(r"(?<=\p{Ll})(?:ae|oe|ue)")
_POSTS = (tei("post"), tei("posting"))
# The fields of a participant's entry that the post-processor replaces as a whole
# (xslt/modules/participants.xsl and policy.xsl, "the people's own entries"); a participant's
# note is not among them and is read.
_REPLACED_FIELDS = frozenset(
    tei(n) for n in ("persName", "residence", "birth", "death", "affiliation", "idno", "email", "address")
)


@dataclass(frozen=True)
class MissBlock:
    """A block as the likely-miss search reads it, without its element: the report reads a
    teiCorpus one document at a time, and the search runs after the last file is read."""

    text: str
    who: str
    # Whether the block is read for misses at all (:func:`is_read_for_misses`).
    read: bool
    # Where the block's annotations stand in its text.
    taken: tuple[tuple[int, int], ...]


def miss_block(block: Block) -> MissBlock:
    return MissBlock(
        block.text,
        block.who,
        is_read_for_misses(block),
        tuple(span for element, span in block.spans.items() if element.tag in ANNOTATIONS),
    )


@dataclass
class MissFile:
    """One file as the likely-miss search reads it: its blocks (numbered from ``first`` in the
    report), what anonymise replaces in it anyway (``targets``) and its machines' ids."""

    key: str
    first: int
    found: list[MissBlock]
    targets: list[Target]
    machines: set[str]


def replaced_anyway(element: etree._Element) -> bool:
    """Whether the post-processor replaces ``element``'s text by itself: a field of a person
    entry of a participant list (a name, a residence, an address)."""
    field = next((node for node in (element, *element.iterancestors()) if node.tag in _REPLACED_FIELDS), None)
    if field is None:
        return False
    return any(a.tag in (tei("person"), tei("personGrp")) and is_participant_entry(a) for a in field.iterancestors())


def _corpus_title(element: etree._Element) -> bool:
    """The title of a ``teiCorpus``: the publisher's (DESIGN.md, "the project's own metadata")."""
    statement = next(element.iterancestors(tei("titleStmt")), None)
    header = next(statement.iterancestors(tei("teiHeader")), None) if statement is not None else None
    parent = header.getparent() if header is not None else None
    return parent is not None and parent.tag == tei("teiCorpus")


def is_read_for_misses(block: Block) -> bool:
    """Posts, and header or text blocks that neither the post-processor replaces anyway nor
    belong to the project's own metadata."""
    element = block.element
    if element.tag in _POSTS:
        return True
    return not (replaced_anyway(element) or is_project_metadata(element) or _corpus_title(element))


def why_missed(word: str, sentence_start: bool, machine: bool) -> tuple[str, str] | None:
    """(category, reason) where an unannotated word looks like a name, else None. ``machine``:
    the post is a system's or a bot's, whose unknown words are software (NickServ, NoNameScript)."""
    if len(word) < MIN_MISS or not word[:1].isupper() or word.isupper():
        return None  # lower case, or shouting and acronyms (BINGOZAHLEN, ORF): too many ordinary hits
    if is_chat_word(word) or is_stretched_word(word) or _LAUGHTER.fullmatch(squeeze(word)):
        return None
    if is_wordlike(word) or (is_dictionary_word(word) and frequency(word) >= FREQUENT):
        return None  # an ordinary word (Klar, June), also where a table lists a place or person of its name
    key = key_of(word)
    if notable().get(key):
        return None  # the public sphere stays
    for table, category, why in (
        (persons(), "PER", "a name in the person tables"),
        (places(), "GPE", "a place in the place tables"),
    ):
        entries = [e for e in table.get(key) if not e.ambiguous]
        if entries:
            return (entries[0].category if category == "GPE" else category), why
    if is_name(word) and not is_wordlike(word) and not (sentence_start and is_dictionary_word(word)):
        return "PER", "a name in the person tables"
    if machine or len(word) < 4 or is_dictionary_word(word) or frequency(word) >= FREQUENT:
        return None
    # Chat writes umlauts as two letters where a keyboard has none: Vollmondnaechten.
    spelled = _UMLAUTS.sub(lambda m: _UMLAUT[m.group()], word)
    if spelled != word and (is_dictionary_word(spelled) or frequency(spelled) >= FREQUENT):
        return None
    if any(compound_tail(w) or _ABSTRACT.search(w) for w in {word, spelled}):
        return None  # a German compound of a known noun (Endfassung), an abstract noun (Bodenständigkeit)
    return "PER", "a capitalised word no dictionary knows"


def starts_sentence(text: str, start: int) -> bool:
    """Whether the word at ``start`` begins the block or follows . ! ? or : (looking back over
    spaces and quotes only: a long post costs no more than a short one)."""
    i = start - 1
    while i >= 0 and (text[i].isspace() or text[i] in _BETWEEN_SENTENCES):
        i -= 1
    return i < 0 or text[i] in ".!?:"


def phrases(annotated: dict[str, tuple[str, str]]) -> regex.Pattern[str] | None:
    """One pattern for the annotated strings of several words (Cafe Extrablatt), whole words."""
    several = sorted((k for k in annotated if " " in k), key=len, reverse=True)
    if not several:
        return None
    body = "|".join(r"\s+".join(regex.escape(w) for w in p.split()) for p in several)
    return regex.compile(r"(?<![\p{L}\p{N}_])(?:" + body + r")(?![\p{L}\p{N}_])", regex.IGNORECASE)


def likely_misses(
    file: MissFile, annotated: dict[str, tuple[str, str]], public: set[str], several: regex.Pattern[str] | None = None
) -> list[dict[str, object]]:
    """Unannotated words of the posts and free header text that look like names and that
    nothing replaces anyway.

    Not a miss: what anonymise marks by itself (a repeat of a string annotated in the same
    document, a participant's name or its variants: ``targets``), the fields of a participant's
    entry and the project's metadata (:func:`is_read_for_misses`), a name kept as public, chat
    words, ordinary words. A string annotated in another file (``annotated``: string -> category
    and file) is one, whatever the word lists say; ``several`` finds those of several words.
    """
    replaced = pattern_of(file.targets)
    misses = []
    for index, block in enumerate(file.found, file.first):
        if not block.read:
            continue
        taken = list(block.taken)
        if replaced is not None:
            taken += [m.span() for m in replaced.finditer(block.text)]
        covered = _Covered(taken)
        for m in several.finditer(block.text) if several is not None else ():
            where = annotated[" ".join(m.group().casefold().split())]
            if where[1] != file.key and not covered.overlaps(*m.span()):
                misses.append(
                    {
                        "b": index,
                        "s": m.start(),
                        "e": m.end(),
                        "t": m.group(),
                        "c": where[0],
                        "p": "",
                        "why": f"annotated in {where[1]}",
                    }
                )
                taken.append(m.span())
                covered = _Covered(taken)
        for m in _WORD.finditer(block.text):
            word = m.group()
            if covered.overlaps(*m.span()) or word.casefold() in public:
                continue
            elsewhere = annotated.get(word.casefold())
            if elsewhere and elsewhere[1] != file.key:
                why: tuple[str, str] | None = (elsewhere[0], f"annotated in {elsewhere[1]}")
            else:
                why = why_missed(word, starts_sentence(block.text, m.start()), block.who in file.machines)
            if why:
                misses.append(
                    {"b": index, "s": m.start(), "e": m.end(), "t": word, "c": why[0], "p": "", "why": why[1]}
                )
    return misses


class _Covered:
    """The stretches of a post that annotations (or what is replaced anyway) cover, merged, so
    that whether a word touches one is a binary search: a post of 150,000 words with thousands
    of annotations took minutes when each word was compared with each annotation."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        for start, end in sorted(spans):
            if self.ends and start < self.ends[-1]:
                self.ends[-1] = max(self.ends[-1], end)
            else:
                self.starts.append(start)
                self.ends.append(end)

    def overlaps(self, start: int, end: int) -> bool:
        i = bisect_right(self.ends, start)
        return i < len(self.starts) and self.starts[i] < end
