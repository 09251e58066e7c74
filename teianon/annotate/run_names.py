"""Third parties across the files of a run: a person named for sure in one file is looked for in
the others (``Frau Annegret Kühn-Bollmann vom Bauamt`` in one thread, ``Kühn-Bollmann hat uns
verwarnt`` in the next).

The repeats (:mod:`teianon.annotate.repeats`) complete what a document replaces within that
document; across the files of a run they had only the participants' names. This module gives
the other half: :func:`confirmed_names` collects the names of people a file replaces with high
evidence (teianon's proposals of ``high`` certainty, and every person's annotation), and
:func:`run_targets` makes the run's collected names targets of the repeats of the other files.

Another file is another conversation, so the evidence asked for there is stronger than within
one document: a name of one word that is also a word of a dictionary (``Rose``, ``Frank``,
``Kühn``), which the repeats of its own document take, is not carried to another file on its
own (there it may be the flower; ``Rose Tyler`` is carried whole); nor is anything that is no
person's or nickname's (a town or a firm named in one file is detected in the others on its
own evidence).
"""

from __future__ import annotations

from collections.abc import Iterable

import regex
from lxml import etree

from ..detect.declension import case_forms
from ..detect.forms import other_spellings
from ..detect.inside import is_dictionary_word
from ..detect.lexicon import is_chat_word, is_wordlike
from ..mention import Category, Mention
from ..read.search import Literals
from .markup import RESP
from .repeats import Target, bare_name, identifying_parts, references, searchable

# A run's name: its text as written and its category's name (plain strings: it pickles).
RunName = tuple[str, str]

# Names of people: what identifies a third party wherever it is written.
_CARRIED = frozenset({Category.PER, Category.NICK})
SOURCE = "repeat:run"


def confirmed_names(element: etree._Element) -> set[RunName]:
    """The names of people (no participant's) that ``element``'s annotations replace with high
    evidence: teianon's proposals of high certainty (not its repeats of another file's names)
    and every annotation a person made."""
    found: set[RunName] = set()
    for reference, category, text in references(element):
        if category not in _CARRIED or reference.get("corresp"):
            continue  # a participant's name is carried by the run's table of participants
        if reference.get("resp") == RESP and (
            reference.get("cert") != "high" or (reference.get("ana") or "").startswith("teianon:repeat.run")
        ):
            continue
        text = " ".join(text.split())
        if text:
            found.add((text, category.name))
    return found


def run_targets(names: Iterable[RunName]) -> list[Target]:
    """The repeats' targets of the run's names: each name, the parts of it that identify on their
    own (``Kühn-Bollmann`` and ``Bollmann`` of ``Annegret Kühn-Bollmann``), without a possessive,
    and in its other spellings (``Kuehn-Bollmann``); only forms that are no ordinary word, which
    are then found in any case (``die kühn-bollmann``). In a fixed order (the names sorted), so
    that a file's output does not depend on the order in which the others finished."""
    targets: dict[str, Target] = {}
    for text, category_name in sorted(set(names)):
        category = Category[category_name]
        forms = [text, *identifying_parts(text, category is Category.PER)]
        forms += [bare for form in forms if (bare := bare_name(form)) != form]
        forms += [spelling for form in forms for spelling in other_spellings(form)]
        forms += [case for form in forms for case in case_forms(form)]
        for form in forms:
            searched, exact = searchable(form)
            if not searched or exact or form.casefold() in targets or _also_a_word(form):
                continue
            if form[:1].islower() and not text[:1].islower():
                continue  # a word in lower case inside a capitalised name: the tagger's reach ("Johannes sann")
            targets[form.casefold()] = Target(form, category, None, False, SOURCE, "high")
    return list(targets.values())


def _also_a_word(form: str) -> bool:
    """A name of one word that a dictionary or the chat words have too (``Rose``, ``Frank``,
    ``Kühn``, ``Grace``): in another file it is as likely that word. A name of several words
    (``Rose Tyler``) is carried all the same."""
    return " " not in form.strip() and (is_dictionary_word(form) or is_wordlike(form) or is_chat_word(form))


def as_written(text: str, found: list[Mention], forms: frozenset[str]) -> list[Mention]:
    """The repeats of ``found`` (in the view's ``text``), without those of another file's names
    (``forms``, casefolded) that only an inflection ending makes (``Benin`` of ``Beni``): in
    another conversation a name is taken as written, or with a genitive or possessive ``s``."""
    kept = []
    for mention in found:
        if mention.source == SOURCE:
            written = " ".join(text[mention.start : mention.end].split()).casefold()
            bare = regex.sub(r"(?:['’]?s)$", "", written)
            if not {written, bare} & forms:
                continue
        kept.append(mention)
    return kept


def names_in(text: str, targets: list[Target]) -> bool:
    """Whether ``text`` (a file's text, markup and all) may hold one of ``targets``: a quick
    look, which may say yes where the repeats then find nothing: each target's first run of
    letters or digits, in any case (a tokenised corpus splits ``Kühn-Bollmann`` into tokens)."""
    firsts = [(run.group(0), i) for i, t in enumerate(targets) if (run := _RUN.search(t.text)) is not None]
    return bool(firsts) and bool(Literals(firsts, casefold=True).found(text))


class RunNamesLook:
    """:func:`names_in` ``(text, run_targets(others))`` for any ``others`` among ``names``, with
    the targets and their automaton made once per run (issue 41): :func:`run_targets` of each
    name alone, as each file asks for all the run's names but its own. A name's targets do not
    depend on the other names (a form two names share is only kept once), so the union of the
    names' own targets is the targets of them all, and their first runs the same strings."""

    def __init__(self, names: Iterable[RunName]) -> None:
        firsts = [
            (run.group(0), name)
            for name in sorted(set(names))
            for target in run_targets([name])
            if (run := _RUN.search(target.text)) is not None
        ]
        self._firsts: Literals[RunName] = Literals(firsts, casefold=True)

    def names_in(self, text: str, others: Iterable[RunName]) -> bool:
        """Whether ``text`` may hold a target of one of ``others`` (:func:`names_in`)."""
        found = self._firsts.found(text)
        return any(name in found for name in others)


_RUN = regex.compile(r"[\p{L}\p{N}]+")
