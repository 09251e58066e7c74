"""Pseudonymise: choose one surrogate per referent for a whole corpus and keep them in the key.

Between annotation and the post-processor: the inventories of all files (what the stylesheet
would replace, :mod:`teianon.replace.inventory`) go in, the key file's tables grow, and each file gets
the part of the table it needs (:meth:`Pseudonymiser.table_for`). The stylesheet does the
replacing, exactly as in placeholder mode.

Referents: a participant (by :attr:`Participant.key`, its nickname) with all the forms its
mentions take; a name part (``Anna`` in ``Anna Hein`` and alone); a place; otherwise the string
itself, case aside. A participant's forms map onto its surrogate part by part, so that variants
stay variants: ``lela2``, ``Lela``, ``leeeela`` and ``lela 2`` become ``mira7``, ``Mira``,
``miiiira`` and ``mira 7``.

A key reused on another corpus may hold a surrogate that is a real name there (a participant of
corpus B is called what corpus A's ``lela2`` became). Such an entry is drawn again the first time
this run uses it, the new choice replaces the old one in the key, and :attr:`Pseudonymiser.warnings`
says so. Placeholders of an earlier anonymisation (``[_MALE-PARTICIPANT-A07_]``) are never given
a surrogate: a participant known only by one keeps its placeholder, and inside a longer
reference they stay as they are.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

import regex
from rapidfuzz import fuzz

from ..detect.folding import is_upper, name_key, respell_like, spellings
from ..detect.group_nouns import GROUP_SURROGATES, is_group_noun
from ..detect.variants import squeeze
from ..lists import legal_form_suffix
from ..read.encoded import encode_as, encoded_whole, is_base64_body
from ..read.unmarked import without_hidden
from ..replace.inventory import Inventory, Participant, Reference
from . import surrogates as s
from .full_names import RETYPED, FullNameParts, stays_in_name
from .keyfile import KeyFile
from .scripts import across_scripts
from .spellings import SpellingIndex
from .structured import StructuredSurrogates
from .words import WordSurrogates
from .words import genitive as genitive

NO_SURROGATE = frozenset({"IMPLICIT", "CITATION"})
_SPACED = regex.compile(r"^\p{L}(?: \p{L})+$")


# An initial and a full stop before the rest of a person's name: "W. Kowalczyk".
_INITIAL = regex.compile(r"(\p{Lu})\.\s?(\p{Lu}.*)")


def _initial_last(reference: Reference) -> bool:
    return reference.category == "PER" and _INITIAL.fullmatch(reference.original) is not None


class Pseudonymiser(FullNameParts, StructuredSurrogates, WordSurrogates):
    """``links``: per file, unlinked mentions of shared names that context linked to a
    participant (:func:`teianon.pseudonym.shared_names.shared_names`)."""

    def __init__(
        self, key: KeyFile, inventories: Iterable[Inventory], links: dict[str, dict[tuple[str, str], str]] | None = None
    ):
        self.key = key
        self.inventories = list(inventories)
        self.links = links or {}
        self.salt = key.salt
        self.participants: dict[str, Participant] = {}
        for inventory in self.inventories:
            for person in inventory.participants:
                self.participants.setdefault(person.key, person)
        # Participants the mapping file joined (one person, two nicknames) share one surrogate.
        self.same: dict[str, str] = {}
        for pkey, entry in key.data["mapping"].items():
            for other in entry.get("joined", []):
                self.same.setdefault(other, min([pkey, *entry["joined"]]))
            self.same.setdefault(pkey, min([pkey, *entry.get("joined", [])]))
        # Every word of the corpus's references, folded: a form's base is known when seen.
        self.seen = {
            s.fold(part)
            for inventory in self.inventories
            for r in inventory.references
            for part in s.segments(r.original)
        }
        self._seen_keys = {name_key(word) for word in self.seen}
        self._read_full_names(self.inventories, lambda person: person.replaced and not anonymised_before(person))
        self.taken = s.Taken()
        for inventory in self.inventories:
            for person in inventory.participants:
                for name in person.names:
                    self.taken.add_original(name, current=True)
            for reference in inventory.references:
                self.taken.add_original(reference.original, current=True)
        for original, surrogate, referent in self._known():
            self.taken.add_original(original)
            self.taken.give(surrogate, referent)
        # ``file: warning: ...`` lines per file, for surrogates of the key drawn again.
        self.warnings: dict[str, list[str]] = defaultdict(list)
        # Entries of the key checked against this corpus's names, so that each is checked once.
        self._checked: set[tuple[str, ...]] = set()
        # Old -> new surrogate (folded old) of name parts drawn again, for the key's other entries.
        self._renamed: dict[str, tuple[str, str]] = {}
        self._source = ""
        self._what = ""
        self._spelt = SpellingIndex(key.data["parts"])

    # --- the key's tables ----------------------------------------------------------------------

    def _known(self) -> Iterable[tuple[str, str, str]]:
        data = self.key.data
        for pkey, entry in data["participants"].items():
            for original, surrogate in entry.get("forms", {}).items():
                yield original, surrogate, "P:" + pkey
            for original, surrogate in entry.get("parts", {}).items():
                yield original, surrogate, "P:" + pkey
        for category, forms in data["references"].items():
            for original, surrogate in forms.items():
                yield original, surrogate, f"{category}:{s.fold(original)}"
        for kind, parts in data["parts"].items():
            for original, surrogate in parts.items():
                yield original, surrogate, f"{kind}:{original}"
        for nick, entry in data["nicknames"].items():
            for original, surrogate in entry.get("parts", {}).items():
                yield original, surrogate, "NICK:" + nick

    def _part(self, kind: str, original: str, make: Any) -> str:
        """The surrogate of a name part, a place or a word, shared by the whole corpus; every
        spelling of one name (``Jürgen``, ``Juergen``, ``JURGEN``) gets the one surrogate, in
        its own spelling (:func:`~teianon.detect.folding.respell_like`)."""
        table = self.key.data["parts"].setdefault(kind, {})
        key = self._spelt.stored_key(kind, table, original)
        if key in table and self._first_check("part", kind, key) and self.taken.real(table[key], parts=False):
            old = table.pop(key)
            self._warn(old)
            table[key] = self._draw_part(kind, key, make)
            self._renamed[s.fold(old)] = (old, table[key])
        if key not in table:
            table[key] = self._draw_part(kind, key, make)
        # In this spelling's letters: another spelling's entry (Lindstrøm's for Lindstroem), or a
        # name written out (Lindstroem met first gets Groettner, not Gröttner).
        if key != s.fold(original) or spellings(original):
            return respell_like(table[key], original)
        return table[key]

    def _draw_part(self, kind: str, key: str, make: Any) -> str:
        # Seeded by the name's key, so that whichever spelling comes first draws the same.
        folded = name_key(key)

        def rng_for(attempt: int) -> s.Random:
            rng = s.Random(self.salt, kind, folded, attempt)
            rng.attempt = attempt
            return rng

        return s.choose(self.taken, f"{kind}:{folded}", lambda attempt: make(rng_for(attempt)))

    # --- a reused key's surrogates that are real names here --------------------------------------

    def _first_check(self, *entry: str) -> bool:
        if entry in self._checked:
            return False
        self._checked.add(entry)
        return True

    def _warn(self, surrogate: str) -> None:
        # The surrogate is a name of this corpus and the reader's own terminal shows it; the
        # original it stood for is not named.
        self.warnings[self._source].append(
            f"{self._source}: warning: surrogate {json.dumps(surrogate, ensure_ascii=False)} of {self._what} "
            "is a real name in this corpus; drawn again"
        )

    def _repair(self, entry: dict[str, Any], values: list[str]) -> bool:
        """Forget the parts of an entry (a participant's, a nickname's) behind those of
        ``values`` that are real names here, so that they are drawn again; True if any were."""
        tainted = [v for v in values if self.taken.real(v)]
        if not tainted:
            return False
        self._warn(tainted[0])
        # Every word of a tainted surrogate goes: which of them makes it a real name here is
        # not always one word (``m i r a``, ``Mira Hein`` as a whole).
        bad = {_letters(v) for v in tainted} | {
            _letters(w) for v in tainted for w in s.segments(v) if w.isalpha() and len(w) > 1
        }
        parts = entry["parts"]
        for known, surrogate in list(parts.items()):
            letters = _letters(surrogate)
            # Joined parts (SkyWalker -> AldoMarko) hold the bad part inside them.
            if letters in bad or any(len(b) >= 3 and b in letters for b in bad):
                del parts[known]
        return True

    def _check_entry(self, entry: dict[str, Any], pkey: str, person: Participant, lang: str) -> None:
        """A participant's entry from the key, once per run: drawn again where it is a real name."""
        if not self._first_check("P", pkey):
            return
        if not self._repair(entry, [entry["surrogate"], *entry["forms"].values(), *entry["parts"].values()]):
            return
        referent, sex = "P:" + person.key, entry.get("sex", "")
        old = dict(entry["forms"])
        entry["surrogate"] = self._shape(entry, referent, person.canonical, sex, lang, name_like=True)
        entry["forms"] = {form: self._shape(entry, referent, form, sex, lang, name_like=True) for form in old}
        for form, surrogate in old.items():
            if entry["forms"][form] != surrogate:
                self._renamed[s.fold(surrogate)] = (surrogate, entry["forms"][form])

    def _stale(self, category: str, surrogate: str) -> bool:
        """True if a stored reference surrogate is, or holds, a real name of this corpus."""
        if category in ("URL", "NUMBER"):
            return self.taken.real(surrogate, parts=False) is not None
        if category == "EMAIL":
            return any(self.taken.real(part, parts=False) for part in (surrogate, surrogate.partition("@")[0]))
        return self.taken.real(surrogate) is not None

    def rename_elsewhere(self) -> None:
        """Name parts drawn again also change in the key's entries this run did not use (made
        for other corpora), so that a later run on those stays consistent with itself:
        ``Lena`` -> ``Petra`` makes ``Lena Berg`` ``Petra Berg`` and ``Lenas`` ``Petras``."""
        if not self._renamed:
            return
        for category, forms in self.key.data["references"].items():
            for original, surrogate in forms.items():
                if ("ref", category, original) not in self._checked:
                    forms[original] = self._renamed_in(category, surrogate)

    def _renamed_in(self, category: str, surrogate: str) -> str:
        whole = self._renamed.get(s.fold(surrogate))
        if whole:
            return s.case_like(whole[1], surrogate)
        if category == "EMAIL":
            local, at, domain = surrogate.partition("@")
            found = self._renamed.get(s.fold(local))
            if found and at:  # a participant's form as the mailbox
                return s.case_like(found[1], local) + at + domain
        names = category not in ("URL", "EMAIL", "NUMBER")
        out = []
        for segment in s.segments(surrogate):
            key = s.fold(segment)
            new = segment
            for old, replacement in self._renamed.values():
                if key == s.fold(old):
                    new = s.case_like(replacement, segment)
                elif not names:
                    continue
                elif key == s.fold(genitive(old)):
                    new = s.case_like(genitive(replacement), segment)
                else:
                    # Düsseldorf -> Köln made Düsseldorfern Kölnern: Köln -> Bonn makes it Bonnern.
                    stem = next(
                        (
                            t
                            for t in sorted(s.german_demonym_stems(old), key=lambda t: (-len(t), t))
                            if key.startswith(s.fold(t))
                        ),
                        None,
                    )
                    derived = s.derive(replacement, segment[len(stem) :]) if stem else None
                    if derived:
                        new = s.case_like(derived, segment)
                if new != segment:
                    break
            out.append(new)
        return "".join(out)

    # --- assigning -----------------------------------------------------------------------------

    def assign(self) -> None:
        """Give every form in the inventories a surrogate (those without one yet), and draw again
        the key's surrogates that this run would use and that are real names of this corpus."""
        for inventory in self.inventories:
            self._source = inventory.source
            for person in inventory.participants:
                if person.replaced and not anonymised_before(person):
                    self._what = f"participant {person.id or '(no id)'}"
                    for name in person.names:
                        self.participant_form(person, name, person.lang)
            # An initial before a surname ("W. Kowalczyk") after the full names, whose first
            # name's surrogate its initial takes (_initial_agreeing).
            for reference in sorted(inventory.references, key=_initial_last):
                self._at = (inventory.source, reference.post)
                owner = self._owner(inventory, reference)
                if owner is not None and anonymised_before(owner):
                    continue  # the stylesheet gives it the participant's placeholder
                if owner is not None:
                    self._what = f"participant {owner.id or '(no id)'}"
                    self.participant_form(owner, reference.original, reference.lang)
                else:
                    self._what = f"a {reference.category} reference" + (
                        f" in post {reference.post}" if reference.post else ""
                    )
                    self.reference(reference)
        self.rename_elsewhere()

    def _initial_agreeing(self, original: str, made: str) -> str:
        """The surrogate of an initial and a surname (``I. Kowalczyk``) begins with the initial of
        the first name's surrogate where the corpus names that surname with a first name of that
        initial (``Ingrid Kowalczyk`` -> ``Irmtraud …``, so ``I.`` -> ``I.``), not with a letter drawn
        on its own."""
        initial = _INITIAL.match(original)
        if initial is None or _INITIAL.match(made) is None:
            return made
        letter, surname = initial.group(1), initial.group(2)
        for full, surrogate in self.key.data["references"].get("PER", {}).items():
            words = full.split()
            if (
                len(words) >= 2
                and len(words[0]) > 1
                and words[0][:1].upper() == letter.upper()
                and " ".join(words[1:]) == surname
                and surrogate[:1].isalpha()
            ):
                return s.case_like(surrogate[:1], letter) + made[1:]
        return made

    def _owner(self, inventory: Inventory, reference: Reference) -> Participant | None:
        """The participant a reference is linked to, by its markup or by context."""
        key = reference.participant or self.links.get(inventory.source, {}).get(
            (reference.category, reference.original)
        )
        return self.participants.get(key) if key else None

    def _entry(self, person: Participant, lang: str) -> dict[str, Any]:
        pkey = self.same.get(person.key, person.key)
        entry = self.key.data["participants"].get(pkey)
        if entry is not None:
            self._check_entry(entry, pkey, person, lang)
        if entry is None:
            entry = {"sex": person.sex, "parts": {}, "forms": {}}
            self.key.data["participants"][self.same.get(person.key, person.key)] = entry
            # A surname the header marks gets a surname ("Frau Kessebohm" is no "Frau Brunhilde"),
            # drawn before any form of the name asks for its parts.
            language = s.language(lang)
            for surname in person.surnames:
                for segment in s.segments(surname):
                    key = s.fold(segment)
                    if segment.isalpha() and len(segment) > 1 and key not in entry["parts"]:
                        entry["parts"][key] = self._new_part(
                            "P:" + person.key, key, segment, person.sex, language, True, surname=True
                        )
            entry["surrogate"] = self._shape(
                entry, "P:" + person.key, person.canonical, person.sex, lang, name_like=True
            )
        return entry

    def participant_form(self, person: Participant, form: str, lang: str) -> str:
        visible = without_hidden(form)
        if visible != form and visible.strip():
            # A name written struck through or with invisible characters inside is the name a
            # reader reads (teianon.read.unmarked): its surrogate, in plain letters.
            surrogate = self.participant_form(person, visible, lang)
            self._entry(person, lang)["forms"][form] = surrogate  # looked up as written (table_for)
            return surrogate
        entry = self._entry(person, lang)
        forms = entry["forms"]
        if form in forms and not _keeps_placeholders(form, forms[form]):
            del forms[form]  # made by a teianon that reshaped placeholders too
        if form not in forms:
            if is_group_noun(form):
                # A board's or an office's account (``Elternbeirat``): a group's surrogate, no
                # person's first name.
                pool = GROUP_SURROGATES[s.language(lang)]
                referent = "P:" + person.key
                forms[form] = s.choose(
                    self.taken, referent, lambda attempt: s.Random(self.salt, referent, form, attempt).choice(pool)
                )
            else:
                forms[form] = self._shape(entry, "P:" + person.key, form, entry.get("sex", ""), lang, name_like=True)
        return forms[form]

    def _shape(self, entry: dict[str, Any], referent: str, form: str, sex: str, lang: str, name_like: bool) -> str:
        """``form`` rebuilt part by part from the referent's part surrogates (new ones drawn)."""
        parts: dict[str, str] = entry["parts"]
        language = s.language(lang)
        if s.PLACEHOLDER.search(form):
            kept = s.keep_placeholders(form, lambda piece: self._shape(entry, referent, piece, sex, lang, name_like))
            return kept if kept is not None else form
        if _SPACED.match(form):
            # R o b e r t: the letters of a known part, spaced like the original.
            squashed = self._shape(entry, referent, form.replace(" ", ""), sex, lang, name_like)
            return " ".join(squashed)
        out = []
        letters: list[tuple[str, str]] = []
        segments = s.segments(form)
        for index, segment in enumerate(segments):
            if stays_in_name(segments, index, form):
                out.append(segment)
                continue
            out.append(self._segment(parts, referent, segment, sex, language, name_like))
            if segment.isalpha():
                letters.append((segment, out[-1]))
        if len(letters) > 1:
            # SkyWalker88 -> AldoMarko17 also teaches Skywalker -> Aldomarko (and its typos).
            parts.setdefault(s.fold("".join(o for o, _ in letters)), "".join(n for _, n in letters))
        return "".join(out)

    def _segment(
        self, parts: dict[str, str], referent: str, segment: str, sex: str, language: str, name_like: bool
    ) -> str:
        key = s.fold(segment)
        if key in parts:
            return s.case_like(parts[key], segment)
        same = name_key(segment)
        spelt = next((known for known in parts if name_key(known) == same), None)
        if spelt is not None:  # Juergen of Jürgen: the one part, in this spelling
            return s.case_like(respell_like(parts[spelt], segment), segment)
        crossed = across_scripts(parts, segment)
        if crossed is not None:  # Евгения of Jewgenija: the one part, in Cyrillic letters
            return crossed
        squeezed = squeeze(key)
        for known in parts:
            if len(known) >= 3 and squeeze(known) == squeezed:
                return s.elongate_like(s.case_like(parts[known], segment), segment)
        if len(key) >= 4 and key.endswith("s") and key[:-1] in parts:
            return s.case_like(genitive(parts[key[:-1]]), segment)
        if len(key) >= 5:
            best = max(parts, key=lambda known: fuzz.ratio(known, key), default=None)
            if best is not None and not best.isdigit() and fuzz.ratio(best, key) >= 80:
                return s.case_like(parts[best], segment)
        parts[key] = self._new_part(referent, key, segment, sex, language, name_like)
        return s.case_like(parts[key], segment)

    def _new_part(
        self, referent: str, key: str, segment: str, sex: str, language: str, name_like: bool, surname: bool = False
    ) -> str:
        if segment.isdigit():
            return s.digits_like(s.Random(self.salt, referent, key), segment)
        if len(segment) == 1:
            return s.choose(
                self.taken,
                referent,
                lambda attempt: s.Random(self.salt, referent, key, attempt).choice("abdefghklmnprstw"),
            )
        kind = s.name_kind(segment)
        if surname or kind and kind[0] == "last":
            pool = s.last_names(language)
        elif kind or name_like:
            pool = s.first_names(language, sex or (kind[1] if kind else ""))
        else:
            pool = ()

        def make(attempt: int) -> str:
            rng = s.Random(self.salt, referent, key, attempt)
            if is_upper(segment) and len(segment) <= 3:
                return "".join(rng.choice("ABCDEFGHKLMNPRSTVWZ") for _ in segment)
            near = [n for n in pool if abs(len(n) - len(segment)) <= 2] or list(pool)
            if near and attempt < 40:
                return rng.choice(near)
            return s.pseudo_word(rng, s.name_length(rng, language)).capitalize()

        return s.choose(self.taken, referent, make)

    def reference(self, reference: Reference) -> str | None:
        category, original = reference.category, reference.original
        if category in NO_SURROGATE:
            return None
        if s.only_placeholders(original):
            return None  # the stylesheet gives it a placeholder, as an earlier anonymisation did
        visible = without_hidden(original)
        if visible != original:
            # As a participant's form: the surrogate of the name a reader reads.
            made = self.reference(replace(reference, original=visible)) if visible.strip() else None
            if made is not None:
                self.key.data["references"].setdefault(category, {})[original] = made  # as written (table_for)
            return made
        if is_base64_body(original):
            return None  # a whole mail body: the stylesheet gives it its placeholder
        encoded = encoded_whole(original)
        if encoded is not None:
            # A MIME encoded word: its characters are no name to reshape; the surrogate of the
            # name it decodes to, encoded again as it was, reads as the original did once decoded.
            made = self.reference(replace(reference, original=encoded[0])) if encoded[0].strip() else None
            if made is not None:
                made = encode_as(made, encoded[1])
                self.key.data["references"].setdefault(category, {})[original] = made
            return made
        forms = self.key.data["references"].setdefault(category, {})
        if original in forms and not _keeps_placeholders(original, forms[original]):
            del forms[original]  # made by a teianon that reshaped placeholders too
        if (
            original in forms
            and self._first_check("ref", category, original)
            and self._stale(category, forms[original])
        ):
            # Made again from its parts, which are drawn again where they are real names here.
            del forms[original]
        self._checked.add(("ref", category, original))
        if original not in forms:
            surrogate = (
                s.keep_placeholders(original, lambda piece: self._make(category, piece, reference.lang))
                if s.PLACEHOLDER.search(original)
                else self._make(category, original, reference.lang)
            )
            if surrogate is None or surrogate.casefold() == original.casefold():
                # No surrogate that differs (a reference of kept words alone: a title, "von"): the
                # stylesheet gives it its placeholder rather than write the original back.
                return None
            forms[original] = surrogate
        return forms[original]

    def _make(self, category: str, original: str, lang: str) -> str | None:
        language = s.language(lang)
        if category in RETYPED and self.is_person_part(original):
            category = "PER"  # a part of a person's full name elsewhere in the run: never a town's
        if category == "NICK":
            # A nickname of nobody in the header: a referent of its own, shaped like a participant's.
            # Its spellings (jürgen_k, juergen_k) are one nickname.
            nicknames = self.key.data["nicknames"]
            nick = self._spelt.stored_key("#nicknames", nicknames, original)
            entry = nicknames.setdefault(nick, {"parts": {}})
            if self._first_check("NICK", nick):
                stored = self.key.data["references"].get("NICK", {})
                self._repair(entry, [*entry["parts"].values(), *(v for k, v in stored.items() if s.fold(k) == nick)])
            return self._shape(entry, "NICK:" + nick, original, "", lang, name_like=True)
        if category == "PER":
            made = self._words(original, language, names=True, category="PER")
            return self.initials_beside(original, self._initial_agreeing(original, made))
        if category == "GPE":
            return self._place(original, language)
        if category == "GEO_DE":
            found = s.demonym_of(original)
            if found is None:
                return None
            place, ending = found
            derived = s.derive(self._place(place, language), ending)
            return s.case_like(derived, original) if derived else None
        if category == "URL":
            return self._url(original)
        if category == "EMAIL":
            return self._email(original)
        if category == "NUMBER":
            return self._number(original)
        # ORG, LOC, ROOM, OTH: word by word; organisations keep their ordinary words (Bank, Verein),
        # unless that keeps them all (a name of words: "Rammstein"), which would replace nothing.
        # A legal form names no one and says what the firm is ("GmbH & Co. KG", "Ltd."): it stays.
        organisation = category == "ORG"
        suffix = legal_form_suffix(original) if organisation else ""
        head = original[: len(original) - len(suffix)]
        surrogate = self._words(head, language, names=organisation, keep_words=organisation, category=category)
        if surrogate.casefold() == head.casefold():
            surrogate = self._words(head, language, names=organisation, category=category)
        return surrogate + suffix

    # --- what each file needs ------------------------------------------------------------------

    def table_for(self, inventory: Inventory) -> str:
        """The surrogate table of one file (JSON), only the entries its references and
        participants use, so that no file's run carries more of the key than it needs."""
        data = self.key.data
        participants: dict[str, Any] = {}
        references: dict[str, dict[str, str]] = defaultdict(dict)

        def stored(pkey: str) -> dict[str, Any]:
            return data["participants"][self.same.get(pkey, pkey)]

        def has_entry(person: Participant) -> bool:
            # Not so for a participant known only by an earlier placeholder: the stylesheet
            # then writes that placeholder.
            return not anonymised_before(person) and self.same.get(person.key, person.key) in data["participants"]

        def participant(pkey: str) -> dict[str, Any]:
            # Under the key the stylesheet computes, even where the entry is a joined participant's.
            return participants.setdefault(pkey, {"surrogate": stored(pkey)["surrogate"], "forms": {}})

        for person in inventory.participants:
            if person.replaced and has_entry(person):
                for name in person.names:
                    participant(person.key)["forms"][name] = stored(person.key)["forms"][name]
        for reference in inventory.references:
            owner = self._owner(inventory, reference)
            if owner is not None and not has_entry(owner):
                continue
            if owner is not None and reference.participant:
                participant(owner.key)["forms"][reference.original] = stored(owner.key)["forms"][reference.original]
            elif owner is not None:
                # Linked by context: the stylesheet looks it up among the unlinked references.
                references[reference.category][reference.original] = stored(owner.key)["forms"][reference.original]
            elif reference.original in data["references"].get(reference.category, {}) and not s.only_placeholders(
                reference.original
            ):
                kept = data["references"][reference.category][reference.original]
                references[reference.category][reference.original] = kept
        return json.dumps({"participants": participants, "references": references}, ensure_ascii=False)


def anonymised_before(person: Participant) -> bool:
    """A participant whose name (the key the stylesheet makes of it) is a placeholder of an
    earlier anonymisation, ``[_FEMALE-PARTICIPANT-A13_]``: it gets no surrogate."""
    return s.is_placeholder(person.key.upper())


def _keeps_placeholders(original: str, surrogate: str) -> bool:
    return s.PLACEHOLDER.findall(original) == s.PLACEHOLDER.findall(surrogate)


def _letters(text: str) -> str:
    return "".join(c for c in s.fold(text) if c.isalnum())
