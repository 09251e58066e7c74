"""Surrogates for what the self-audit found: a further occurrence of a replaced name that only the
audit's second sweep marks (``q7`` beside ``Q7``, a case form the repeats pass leaves) gets the
surrogate of its name, in the file and in the run's key.

The surrogates are chosen for the whole run before any file is replaced, and the audit reads an
output only once it is made: the strings it marks there (:mod:`teianon.annotate.leaked`) come back
with each file's result (:attr:`~teianon.pipeline.settings.FileResult.marked`). Each is given a
surrogate here the way its name got one (a participant's form part by part, a reference from the
key's shared parts, so ``q7`` becomes what ``Q7`` became, in lower case), the key is saved again,
and those files are replaced once more with the grown table: the sweep then marks the same
strings, and the stylesheet finds their surrogates instead of writing a placeholder.
"""

from __future__ import annotations

from dataclasses import replace

from ..detect.folding import name_key
from ..replace.inventory import Inventory, Reference
from . import surrogates as s
from .pseudonymise import Pseudonymiser


def with_audit_finds(
    pseudonymiser: Pseudonymiser, inventory: Inventory, found: list[tuple[str, str]]
) -> Inventory | None:
    """``inventory`` with a reference for each (category, string as written) the audit's sweep
    marked, each given its surrogate in the key; None where it holds all of them already."""
    known = {(r.category, r.original) for r in inventory.references}
    new = [(category, text) for category, text in dict.fromkeys(found) if (category, text) not in known]
    if not new:
        return None
    lang = next((r.lang for r in inventory.references if r.lang), "")
    links = pseudonymiser.links.setdefault(inventory.source, {})
    references = list(inventory.references)
    for category, text in new:
        reference = Reference(category, text, None, 0, "", "", lang)
        owner = _participant_of(inventory, text) if category in ("NICK", "PER") else None
        if owner is not None:
            # A participant's name in another case: the participant's form, linked as context
            # links an unlinked mention (the stylesheet looks it up among the references).
            links[(category, text)] = owner
            pseudonymiser.participant_form(pseudonymiser.participants[owner], text, lang)
        else:
            forms = pseudonymiser.key.data["references"].setdefault(category, {})
            # The same string in another case (``q7`` of ``Q7``): its surrogate in this case.
            same = next((forms[o] for o in forms if o.casefold() == text.casefold() and o != text), None)
            if same is not None and text not in forms:
                forms[text] = s.case_like(same, text)
            pseudonymiser.reference(reference)
        references.append(reference)
    return replace(inventory, references=references)


def _participant_of(inventory: Inventory, text: str) -> str | None:
    """The key of the participant one of whose names or linked forms ``text`` is, spelling aside."""
    wanted = name_key(text)
    for person in inventory.participants:
        if person.replaced and any(name_key(name) == wanted for name in person.names):
            return person.key
    for reference in inventory.references:
        if reference.participant and name_key(reference.original) == wanted:
            return reference.participant
    return None
