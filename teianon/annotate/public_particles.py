"""The public lookup never takes a private name's surname after its particles on its own.

``Joris de Boer``, ``Lucas van Dalen``, ``Max von Arnim`` are one person's name (a person rule
proposes it whole, :mod:`teianon.detect.person_particles`). A famous bearer of the surname alone
(``Boer``, ``Dalen``, ``Arnim`` in the notable table) must not make the part after the particles
public: the first name was replaced and the surname left readable (issues 38 and 39, a red-team
run). A famous person named in full (``Ludwig van Beethoven``) is a public name of its own, which
starts where the proposal starts, and stays; so does a name a public role or cue frames
(``Präsident de Gaulle``), whose reason is the frame, not the list. A form of address before the
particles stands where the first name would (``Herrn de Jong``, ``Mevrouw van Dijk``): the
surname with its particles is the private bearer's, as ``Herrn Scholz`` is. Nor does a listed
name ending in a title's initial (``Mr T``) stand for its bearer where a surname follows it
(:func:`initial_before_surname`).
"""

from __future__ import annotations

from collections.abc import Sequence

import regex

from ..detect.person_particles import PARTICLES_OF_NAMES
from ..detect.person_titles import FORMS_OF_ADDRESS
from ..mention import Category, Mention
from ..read.textview import PostText

__all__ = ["surname_after_particles"]

# The reasons of the lists (not of a frame or a cue), which a namesake's surname may share.
_LIST_REASONS = frozenset({"public.notable", "public.full-name"})
_WORD_BEFORE = regex.compile(r"(\p{L}+)['’]?\s+$")
# A form of address right before the particles (``Herrn de Jong``, ``Mevrouw van Dijk``).
_ADDRESS_BEFORE = regex.compile(r"(?<!\p{L})(\p{L}+)\.?\s+$")
_FIRST_WORD = regex.compile(r"(\p{L}+)\s")


def surname_after_particles(view: PostText, public: Mention, proposals: Sequence[Mention]) -> bool:
    """``public``, kept by the lists, is a surname right after a particle (``de``, ``van der``,
    ``von``) inside a person's name that a proposal holds from an earlier word."""
    if public.source not in _LIST_REASONS:
        return False
    opening = _FIRST_WORD.match(view.text, public.start, public.end)
    if opening is not None and opening.group(1).casefold() in PARTICLES_OF_NAMES:
        particle = public.start  # "Tom van Halen": the list holds the band with its particle
    else:
        before = _WORD_BEFORE.search(view.text, max(0, public.start - 12), public.start)
        if before is None or before.group(1).casefold() not in PARTICLES_OF_NAMES:
            return False
        particle = before.start(1)
    addressed = _ADDRESS_BEFORE.search(view.text, max(0, particle - 16), particle)
    return any(
        p.category is Category.PER
        and (p.start < particle or p.start == particle and addressed is not None and _form(addressed))
        and p.end >= public.end
        and not p.subtype
        for p in proposals
    )


def _form(match: regex.Match[str]) -> bool:
    return match.group(1).casefold() in FORMS_OF_ADDRESS


# A listed name whose last word is a capital letter alone (``Mr T``), then a capitalised word.
_INITIAL_THEN_NAME = regex.compile(r"(?<![\p{L}\p{N}])\p{Lu}\.?[^\S\n]+\p{Lu}\p{Ll}")


def initial_before_surname(view: PostText, public: Mention) -> bool:
    """A listed person's name that ends in a letter with a surname right after it (``Mr T
    Hollings``, ``Ms T. Harlow``): a title and an initial of a private person's longer name,
    not the bearer of the listed one."""
    if public.category is not Category.PER or public.end - public.start < 3:
        return False
    start = public.end - (2 if view.text[public.end - 1 : public.end] == "." else 1)
    return _INITIAL_THEN_NAME.match(view.text, start) is not None
