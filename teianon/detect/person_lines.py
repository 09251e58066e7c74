"""PER on the lines of letters and e-mails: the signature under a closing, the names of a mail's
address lines, and an unknown first name before a double surname.

A letter imported as plain text keeps its lines (:mod:`teianon.detect.lines`). The line after a
closing (``Mit freundlichen Grüßen``, ``Kind regards,``) holds the writer's name, also where the
firm and the town follow on the next lines; :func:`~teianon.detect.person_signatures.signs_off`
and :func:`~teianon.detect.person_signatures.signature` read only a last line. The address lines of a
mail (``An:``, ``To:``, ``Cc:``) hold nothing but names and addresses. On such a line the
structure is the evidence, so a first name that is also a word (``Grace``, ``Frank``) or none of
the tables (``Leontyne``) is a name there; a line of words only (``Ihr Team der Stadtwerke``,
``The Support Team``) names no one.
"""

from __future__ import annotations

import regex

from ..lists import places
from ..read.textview import BARRIER
from .evidence import Words, is_plain_word, word_compound
from .institution_words import german_head
from .lexicon import frequency, is_chat_word, is_ordinary
from .person_signatures import CLOSING_WORD, CLOSINGS, COMMA_CLOSINGS
from .person_titles import is_title, name_shaped
from .person_words import better_read_as_place, double_surname, is_ambiguous_name, name_kinds, rare_surname

# The labels of a mail's address lines, German and English (casefolded, without the colon), and
# the labels of a contact's line in a message, a form or a notice (``Kontakt: …``,
# ``Ansprechpartnerin: …``, ``Contact person: …``): what follows them names a person.
_ADDRESS_LABELS = frozenset(
    "an to cc bcc kopie blindkopie von from absender empfänger empfaenger reply-to antwort-an".split()
    + "kontakt kontaktperson ansprechpartner ansprechpartnerin ansprechperson contact".split()
    + ["contact person", "contact name", "point of contact"]
)
# A possessive that opens a signature (``Ihre Waltraud Kemper``, ``Your Jim``): not the name.
_SIGNED_BY = frozenset("ihr ihre dein deine euer eure your yours".split())
# What ends a name on an address line: the next name, the address, a comment.
_ADDRESS_SEPARATORS = frozenset(",;/<([")
_MAX_WORDS = 4
_VOWEL = regex.compile(r"[aeiouyäöüàáâèéêìíîòóôùúûåæøœ]", regex.IGNORECASE)
# The rest of a line.
_LINE = regex.compile(f"[^\n{BARRIER}]*")


def letter_line(words: Words, i: int, titles: frozenset[str]) -> tuple[int, str, str] | None:
    """(end, cert, ``person:letter-line``) of the name that starts at word i on a signature line
    or a mail's address line, or None."""
    text = words.post.text
    start = _line_start(words, i)
    if start is None:
        return None
    before = text[start : words[i].start]
    if _address_line(before):
        end = _name_end(words, i, titles, stop_at=_ADDRESS_SEPARATORS)
    elif (start > 0 and _opens_signature(before) and _after_closing(text, start)) or _closing(before):
        # Under a closing, or after one on its own line (``Gruß Anna Berg``, ``Cheers, Tom``).
        end = _name_end(words, i, titles, stop_at=frozenset())
        # The name fills its line (a comma or a full stop may close it).
        rest = _LINE.match(text, words[end - 1].end) if end is not None else None
        if rest is None or rest.group().strip(" \t,.!"):
            return None
    else:
        return None
    # Who signs for someone is named, whatever the words (``i. V. Bauer``); elsewhere they must
    # be a name's.
    signs_for = _SIGNS_FOR.fullmatch(before) is not None
    if end is None or not (_names_someone(words, i, end) or signs_for and _capitalised(words, i, end)):
        return None
    first = name_kinds(words[i].text)[0]
    sure = first is not None and not is_ambiguous_name(first, words[i].text)
    return end, "high" if sure else "medium", "person:letter-line"


def _line_start(words: Words, i: int) -> int | None:
    """Where word i's line starts (a character offset), or None where more than a few words
    stand before it there: looked for word by word, so that a long post costs no more than its
    length."""
    text = words.post.text
    if "\n" not in text and BARRIER not in text:
        # One line (most chat posts): the loop below would walk back to the first word.
        return 0 if i <= 2 * _MAX_WORDS + 1 else None
    k = i
    while k > 0 and i - k <= 2 * _MAX_WORDS:
        gap = text[words[k - 1].end : words[k].start]
        cut = max(gap.rfind("\n"), gap.rfind(BARRIER))
        if cut >= 0:
            return words[k - 1].end + cut + 1
        k -= 1
    if k > 0:
        return None
    cut = max(text.rfind("\n", 0, words[0].start), text.rfind(BARRIER, 0, words[0].start))
    return cut + 1


def _address_line(before: str) -> bool:
    """``An: ``, ``Cc: Anna Berg, `` before the word: a mail's address line, after its label or
    after a separator between two names on it."""
    label, colon, rest = before.partition(":")
    if not colon or label.strip().casefold() not in _ADDRESS_LABELS:
        return False
    rest = rest.strip()
    return not rest or rest[-1] in ",;/" or rest.casefold().endswith((" und", " and"))


def _opens_signature(before: str) -> bool:
    """Only a dash, a bullet or a possessive before the word on its line."""
    words = before.split()
    return all(w in ("-", "–", "—", "*", ">", "~") or w.casefold() in _SIGNED_BY for w in words)


# Closings as mails and chats abbreviate or spell them (``LG``, ``VG``, ``MfG``, ``Gruss``).
_SHORT_CLOSINGS = frozenset("lg vg mfg bg glg hg gruss grüsse grusse best".split())
_POSSESSIVE_CLOSINGS = frozenset("ihr ihre dein deine euer eure".split())


# Who signs for someone else: ``i. A.``, ``i.V.``, ``gez.``, ``ppa.``, ``im Auftrag``.
_SIGNS_FOR = regex.compile(
    r"(?i)[ \t>*-]*(?:i\.\s?a\.|i\.\s?v\.|gez\.|ppa\.|pp\.|im\s+auftrag|in\s+vertretung|p\.\s?p\.)[ \t:,]*"
)


def _closing(before: str) -> bool:
    """The words before the name on its line close a letter (``Gruß``, ``Viele Grüße,``, ``LG``,
    ``Danke und Gruß,``, ``Cheers,``) or sign for someone (``i. A.``): the name after them signs it."""
    if _SIGNS_FOR.fullmatch(before):
        return True
    words = [w.casefold() for w in CLOSING_WORD.findall(before)]
    # The closing word ends what stands before the name: not greetings sent to or from someone
    # (``Grüße an …``, ``Gruß von …``), nor a clause that holds one (``ich schenke ihr eine Rose``).
    if not 0 < len(words) <= 4 or (words[-1] not in CLOSINGS and words[-1] not in _SHORT_CLOSINGS):
        return False
    # A word that closes a letter only with its comma, a possessive only alone (``Deine Anna``).
    if words[-1] in COMMA_CLOSINGS:
        return before.rstrip().endswith(",")
    return words[-1] not in _POSSESSIVE_CLOSINGS or len(words) == 1


def _after_closing(text: str, start: int) -> bool:
    """The line before ``start`` (the first with letters) closes a letter: ``Viele Grüße``,
    ``Kind regards,``, ``Best,``."""
    lines = regex.split(f"[\n{BARRIER}]", text[max(0, start - 200) : start])
    closing = next((line.strip() for line in reversed(lines) if line.strip()), "")
    if not closing or len(closing.split()) > 5:
        return False
    words = [w.casefold() for w in CLOSING_WORD.findall(closing)]
    return any(w in CLOSINGS for w in words) or closing.endswith(",") and len(words) <= 2


def _name_end(words: Words, i: int, titles: frozenset[str], stop_at: frozenset[str]) -> int | None:
    """The end of the run of name-shaped words from word i on its line (at most four), or None."""
    end = i
    while end < len(words) and end - i < _MAX_WORDS and name_shaped(words[end], titles):
        if end > i and not words.adjacent(end - 1, end):
            break
        end += 1
        gap = words.post.text[words[end - 1].end : words[end].start] if end < len(words) else ""
        if any(mark in gap for mark in stop_at):
            break
    return end if end > i else None


def _capitalised(words: Words, i: int, end: int) -> bool:
    """Every word capitalised, and none a title or a chat word (``i. A. Bauer``, not ``i. A. des``)."""
    return all(
        words[k].text[:1].isupper() and not is_title(words[k].folded) and not is_chat_word(words[k].text)
        for k in range(i, end)
    )


def _names_someone(words: Words, i: int, end: int) -> bool:
    """The words can be a person's name: no title, town or firm alone, and not words only (a first
    name of the tables, a rare surname or a double surname among them)."""
    texts = [words[k].text for k in range(i, end)]
    if any(is_title(words[k].folded) or is_chat_word(t) for k, t in zip(range(i, end), texts, strict=True)):
        return False
    if len(texts) == 1 and better_read_as_place(texts[0]):
        return False
    if any(_VOWEL.search(t) is None for t in texts):
        return False  # an abbreviation: "Facilities Mgmt", "Fa. Hbf"
    if name_kinds(texts[0])[0] is not None and (len(texts) == 1 or not is_ordinary(texts[-1])):
        return True
    if any(rare_surname(t) or double_surname(t) for t in texts):
        return True
    # Two or three capitalised words no dictionary holds, or rare ones (``Meinte`` is a verb too):
    # a name of origins the tables lack.
    # Not a body and its town (``Kreisverwaltung Aurich``): no compound of words, head or place.
    return 2 <= len(texts) <= 3 and all(
        t[:1].isupper()
        and (not is_plain_word(t) or frequency(t) < 2.5)
        and not word_compound(t)
        and german_head(t) is None
        and not places().get((t.casefold(),))
        for t in texts
    )
