"""The forms the self-audit seeks, in one list: every string the output must not contain, with
what it is and the category its second sweep marks it as where it finds it bare.

The audit searches the output for these (:func:`teianon.checks.audit.sensitive_strings`, and
inside longer words :func:`teianon.checks.audit.glued_strings`), and the verdict marks a certain
leak of any of them as a further occurrence of its reference
(:func:`teianon.pipeline.verdict.leaked_strings`, :mod:`teianon.annotate.leaked`). Both read
this one list, so that every form the audit can report is a form the sweep can mark: a leak of a
name without its ending, in another spelling, written as one word or as a part of a double name
is marked and replaced where markup can hold it, not a refusal of the whole file.

The post-processor's table of strings to hide where markup cannot go takes each reference's forms
from here too (:mod:`teianon.replace.hidden`): what the audit seeks in a header's metadata or an
attribute value is what is hidden there.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

import regex

from ..annotate.glued import NAME_TYPES, joined_forms
from ..annotate.repeats import bare_name, identifying_parts
from ..detect.forms import Kind, name_variants, other_spellings
from ..detect.inside import is_dictionary_word
from ..detect.lexicon import is_name, is_ordinary
from ..detect.person_titles import title_abbreviation
from ..mention import PLACEHOLDER, Category
from ..read.reader import OVERRIDE, displayed, fold
from ..read.search import GLUED_MIN
from .attribute_names import as_words
from .inventory import Inventory, Participant
from .person_like import maybe_a_person

# What a person's name found in an attribute value, a comment or a processing instruction of
# the source is (replace.hidden's attribute_names: no reference, no participant).
ATTRIBUTE_NAME = "name of a person in an attribute value or a comment"
# A place or an organisation whose words may be a person's (the tagger's error): sought in the
# project's metadata as a person is (teianon.replace.person_like).
PERSON_LIKE = ", whose words may be a person's name"


@dataclass(frozen=True)
class Form:
    """One string the output must not contain."""

    written: str
    what: str
    # What the second sweep marks a bare occurrence as; None where it is no reference's.
    category: Category | None
    # The participant (id) a participant's name is linked to, where one is.
    participant: str | None = None
    # Sought inside longer words too (:func:`glued`), as a name's forms are.
    name: bool = False

    @property
    def folded(self) -> str:
        """The form as a reader reads it (:func:`~teianon.read.reader.fold`)."""
        return fold(self.written)

    @property
    def glued(self) -> bool:
        """Sought inside a longer word too: a name's form of four characters or more, one word,
        no ordinary word (``lela2``, ``Klingbeil`` in ``#TeamKlingbeil``; not ``Tom``)."""
        written = self.written.strip()
        return self.name and len(written) >= GLUED_MIN and " " not in written and not is_ordinary(written)


def file_wide_spellings(spellings: Iterable[str]) -> tuple[str, ...]:
    """The spellings of a reference's tokens (their lemma, norm) that name it wherever they stand:
    no word of the dictionaries, or a name of the tables. A lemma that is a word (``Sonne`` of a person
    ``Sonnes``) names the person only in the name's own token, which the stylesheet replaces;
    sought across the file it would take the sun's lemma elsewhere too."""
    return tuple(s for s in spellings if is_name(s) or not (is_ordinary(s) or is_dictionary_word(s)))


def sought_forms(inventory: Inventory, attribute_names: Iterable[str] = ()) -> Iterator[Form]:
    """Every form the output must not contain, the first of equal folded forms first: the
    participants' names with the variants detection looks for, each reference's original, its
    identifying parts, its name without an ending, its other spellings and its words joined
    (names), and the persons' names the source's attribute values and comments hold
    (``attribute_names``: :func:`teianon.replace.hidden.attribute_names`) with their parts."""
    for person, form in participant_forms(inventory):
        who = person.id or person.key
        # A word of the dictionaries as a part of a nickname ("coop" of "coop_kalle") names the
        # participant in text, not in the project's own metadata (an idno "XY-52_en_coop"): the
        # audit judges it there as the post-processor does (hidden.xsl: no "personal" string).
        what = f"{WORD_OF_NAME} {who}" if form in word_parts(person) else f"name of participant {who}"
        yield Form(form, what, Category.NICK, person.id or None, True)
    for reference in inventory.references:
        original = reference.original.strip()
        yield from reference_forms(reference.category, original)
        # Its tokens' lemma or normalised form (``Wendelgard`` of ``Wendelgards``) names it as well.
        for spelling in file_wide_spellings(reference.spellings):
            for spelled in reference_forms(reference.category, spelling):
                yield replace(spelled, what=spelled.what + ", as its tokens' lemma or norm")
        # A name written reversed inside a right-to-left override, or with a symbol between its
        # letters, is sought as it displays too: its parts are the displayed words (``Aismenda``
        # of ``\u202erekcalhcS adnemsiA\u202c``), which the output may hold alone.
        shown = displayed(original)
        if shown != original:
            for seen in reference_forms(reference.category, shown):
                yield seen
                if OVERRIDE in original and " " not in seen.written:
                    # A word of the name as it is stored (reversed), where an override and its
                    # pop stand in different texts of the output (the reader reads them apart).
                    yield replace(seen, written=seen.written[::-1], what=seen.what + ", written reversed")
    for name in attribute_names:
        yield Form(name, ATTRIBUTE_NAME, Category.PER)
        # Its surname alone names the person too (a file "nachlass_vornholt.xml").
        for part in identifying_parts(as_words(name), person=True):
            yield Form(part, ATTRIBUTE_NAME, Category.PER)


def reference_forms(category: str, original: str) -> Iterator[Form]:
    """The forms of one reference (its category as the inventory writes it, its original) that
    the output must not contain: the original, its identifying parts, and of a name its form
    without an ending, its other spellings and its words joined. The post-processor hides the
    same where markup cannot go (:mod:`teianon.replace.hidden`)."""
    if (
        category in ("IMPLICIT", "CITATION")
        or len(original) < 2
        or PLACEHOLDER.search(original)
        or title_abbreviation(original)
    ):
        return
    # A category of the markup that none of the 13 is: sought, but no sweep marks it.
    kind = Category[category] if category in Category.__members__ else None
    name = category in NAME_TYPES
    like = PERSON_LIKE if maybe_a_person(original, category) else ""
    yield Form(original, f"{category} reference{like}", kind, name=name)
    # A title or degree (``dent.`` of ``Dr. med. dent.``) is no identifying part: a surrogate keeps it.
    words = identifying_parts(unpunctuated(_mailbox(original) if category == "EMAIL" else original), category == "PER")
    for word in words:
        yield Form(word, f"part of a {category} reference{like}", kind, name=name)
    if not name:
        return
    # "Marisol's" annotated: "Marisol" alone is the same name (teianon.annotate.repeats).
    for bare in dict.fromkeys(bare_name(form) for form in (original, *words)):
        if bare not in (original, *words):
            yield Form(bare, f"{category} reference, without its ending", kind, name=True)
    # A name survives in another spelling as much as in its own: Køster as koester.
    for form in (original, *words):
        for spelling in other_spellings(form):
            yield Form(spelling, f"{category} reference, spelled otherwise", kind, name=True)
    for joined in joined_forms(original):
        yield Form(joined, f"{category} reference, written as one word", kind, name=True)


def _mailbox(address: str) -> str:
    """An address written apart (``pia.kranz @ gmx.de``) up to its ``@``: a webmail host is no
    one's, and a surrogate keeps it, as it keeps the host of an address written whole."""
    return regex.split(r"\s*(?:@|%40|＠|﹫)", address, maxsplit=1)[0]


# What the audit calls a participant's part that is a word of the dictionaries.
WORD_OF_NAME = "word of the name of participant"


def word_parts(person: Participant) -> frozenset[str]:
    """The parts of a participant's names that are words of the dictionaries (``coop``,
    ``Schwimmverein`` of ``schwimmverein_lu``; not ``kalle``), as :func:`name_variants` writes them."""
    return frozenset(
        form
        for name in person.names
        for kind, form in name_variants(name)
        if kind is Kind.PART and is_dictionary_word(form)
    )


def participant_forms(inventory: Inventory) -> Iterator[tuple[Participant, str]]:
    """(participant, form) for every variant of every name of a participant the run replaces."""
    for person in inventory.participants:
        if person.replaced:
            for name in person.names:
                if not PLACEHOLDER.search(name):
                    for _, form in name_variants(name):
                        yield person, form
                    # "graue_eule" written as one word ("GraueEule"): its parts alone may be words
                    # of the language, the parts joined are the name.
                    joined = _SEPARATORS.sub("", name)
                    if joined != name and len(joined) >= GLUED_MIN:
                        yield person, joined


# What parts a participant's name of several words: written as one word, it is the same name.
_SEPARATORS = regex.compile(r"[\s_.\-]+")


def forms_by_string(forms: Iterable[Form]) -> dict[str, Form]:
    """Folded string -> its first form (what the audit reports it as), without the empty string."""
    found: dict[str, Form] = {}
    for form in forms:
        found.setdefault(form.folded, form)
    found.pop("", None)
    return found


# Punctuation at a word's edge within a reference ("Funeral Home, Bank"): no part of the word.
_EDGES = regex.compile(r"(?<=\w)[,;:!?)\]\"”’]+(?=\s|$)|(?<=^|\s)[(\[\"“„‘]+(?=\w)")


def unpunctuated(original: str) -> str:
    """``original`` without the punctuation at its words' edges: a kind noun before a comma
    (``Home,``) is the kind noun, which names no one, not a word the lists do not know."""
    return _EDGES.sub("", original)
