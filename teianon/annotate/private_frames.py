"""Private frames around a listed name: where a name stands and what is said of it in its own
clause, as evidence weighed against the public lookup (issue 38, :mod:`.private_evidence`).

A famous name is public only when nothing private is said of that bearer. These are shapes and
positions, not words of particular people; each counts as one private sign
(:func:`frame_signs`):

- ``header``: the value of a line-initial field of a mail or a form (``Von: …``, ``Cc: …``,
  ``Tenant: …``, ``Patient name: …``): a mail's header field, or a label whose last word is a
  private role or ``Name``;
- ``signature``: the name alone after a block that ends with a closing (``Kind regards,`` in a
  paragraph of its own), or after a signature's opening at the start of a line (the sig dash
  ``-- ``, ``i. A.``, ``gez.``, ``Gesendet von``, ``Sent by``; not a single dash, which under a
  quotation names its author);
- ``age``: an age in apposition right after the name (``…, 34,``, ``… (34)``), unless it is the
  age of the famous bearer of the name at the document's date or today (``Tom Hanks, 68,
  said``: news, :mod:`teianon.lists.birth_years`);
- ``role``: an apposition of an everyday role right after the name (``…, die Kassiererin,``,
  ``… (Mieter, 2. OG)``, ``…, our treasurer``), or of a relation before it with a genitive
  between (``Die Mutter des Kindes, …``, ``The child's mother, …``);
- ``introduction``: the writer introduces themself (``ich bin …``, ``my name is …``);
- ``local``: a local unit right after the name (a school class ``aus der 10b``, a floor or a
  flat ``aus dem 2. Stock``, ``from flat 3``, ``von nebenan``, ``next door``, ``aus unserem
  Dorf``);
- ``addressed``: a form of address before a full name (``Herrn …``, ``Mr …``) in a sentence in
  the first person (``Wir behandelten Herrn …``, ``We treated Mr …``);
- ``own``: the name is said to be the writer's (``… ist unser Mieter``, ``our treasurer is
  …``): a first-person possessive and a role joined to the name by a verb of being (not a
  favourite: ``… is my hero`` says nothing of the bearer's own life).

A public cue around the name (an office, a band, a stage) still weighs against them
(:func:`teianon.annotate.public._outweighed`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import regex
from lxml import etree

from ..detect.private_cues import words as cue_words
from ..lazy import lazy
from ..lists import public_cues
from ..lists.birth_years import age_fits
from .private_evidence import Word, sentence_words

# Fields of a mail's header and of its quoted headers (RFC 5322 and the German clients' labels).
_HEADER_FIELDS = frozenset(
    "von an cc bcc kopie blindkopie from to sender recipient reply-to absender empfänger antwort-an".split()
)
# A field's label at the start of a line, after a field before it on the same line ("An: …;
# Cc: …") or after a sentence's end ("Claimant: …. Respondent: …"): words and a colon, then the name.
_FIELD = lazy(r"(?:^|[;|]\s*|[.]\s+)[ \t>]*([\p{L}][\p{L}\- ]{0,40}?)\s*:[ \t]*$", regex.MULTILINE)
# What opens a signature line before the name.
# Not a dash or an em dash: "— Albert Einstein" under a quotation names its author.
_SIGNATURE = lazy(
    r"[ \t>]*(?:--+|i\.\s?a\.|i\.\s?v\.|gez\.|gezeichnet|signed:?|gesendet\s+von|sent\s+by"
    r"|im\s+auftrag|on\s+behalf\s+of)[ \t,:]*",
    regex.IGNORECASE,
)
# An age in apposition right after a name: ", 34," ", 34 Jahre", " (34)", ", aged 34".
_AGE_AFTER = lazy(
    r"[ \t]*(?:,[ \t]*(?:aged[ \t]+)?\d{1,2}(?:[ \t]*(?:jahre|j\.|years?(?:[ \t]+old)?))?"
    r"[ \t]*(?:[,;)]|$|\s(?:aus|from|von)\b)"
    r"|\([ \t]*\d{1,2}[ \t]*[,)])",
    regex.IGNORECASE,
)
_DIGITS = lazy(r"\d{1,2}")
_YEAR = lazy(r"\b(?:19|20)\d\d\b")
_TEI_NS = "{http://www.tei-c.org/ns/1.0}"
_TEI, _HEADER, _DATE = _TEI_NS + "TEI", _TEI_NS + "teiHeader", _TEI_NS + "date"
# A local unit after the name: a school class, a floor, a flat or house number, the neighbourhood.
_LOCAL_AFTER = lazy(
    r"[ \t,]*(?:(?:aus|von|in)[ \t]+(?:der|dem|den)[ \t]+(?:\d{1,2}[ \t]?[a-zA-Z]\b|klasse[ \t]+\d|\d{1,2}\.[ \t]*"
    r"(?:stock|etage|og|obergeschoss|klasse))|(?:aus|von)[ \t]+(?:nr\.?|nummer|haus|wohnung)[ \t]*\d"
    r"|von[ \t]+(?:nebenan|gegenüber|oben|unten)\b|aus[ \t]+(?:unserem|unserer|meinem|meiner)[ \t]+\p{L}"
    r"|(?:from|in)[ \t]+(?:flat|apartment|room|class)[ \t]*\d"
    r"|(?:from|at)[ \t]+next[ \t]+door\b|next[ \t]+door\b|from[ \t]+(?:our|my)[ \t]+\p{L}"
    r"|(?:from|in)[ \t]+(?:upstairs|downstairs)\b"
    # Not "(Nr. 25)", "(No. 10)": a player's shirt number.
    r"|[(,][ \t]*(?:flat|apartment|apt\.?|room|wohnung|whg\.?|zimmer|haus|house)[ \t]*\d)",
    regex.IGNORECASE,
)
# The writer introducing themself right before the name (not "this is", "hier ist": a caption's
# or a presenter's words for someone else).
_INTRODUCTION = lazy(
    r"(?:\bich[ \t]+(?:bin|heiße|heisse)|\bmein[ \t]+name[ \t]+ist|\bmy[ \t]+name[ \t]+is|\bi[ \t]+am|\bi['’]m"
    r"|\bhier[ \t]+(?:spricht|schreibt))[ \t]+$",
    regex.IGNORECASE,
)
# What may follow the writer's own name: the phrase ends, or where they are from or how old
# (not "ich bin … Fan", "I am …'s biggest fan": a celebrity the writer admires).
_PHRASE_END = lazy(r"[ \t]*(?:[,.!?;:)\n]|$|(?:aus|von|from|und|and|hier|here)\b)", regex.IGNORECASE)
_ARTICLES = frozenset("der die das den dem des ein eine einer eines the a an".split())
_OWN = cue_words("own")
_FIRST_PERSON = cue_words("first-person")
_COPULA = frozenset("ist is war was wird sind".split())
_ADDRESS = frozenset("herr herrn frau mr mr. mrs mrs. ms ms. miss".split())
_GENITIVE = frozenset("des der von of the eines einer".split())


@lru_cache(maxsize=8)
def _cues(role: str) -> frozenset[str]:
    return public_cues().get(role, frozenset())


def is_role(word: str) -> bool:
    """An everyday role of a person in a house, a club, a firm, a school or a case: the private
    relations and parties of the cues, and the roles (``curated/public_cues.tsv``, roles
    ``relation``, ``private`` and ``role``); possessives aside."""
    key = word.casefold().rstrip(".")
    return key not in _OWN and (key in cue_words("relation") or key in _cues("private") or key in _cues("role"))


def frame_signs(
    text: str, words: Sequence[Word], first: int, last: int, post: etree._Element | None = None
) -> list[str]:
    """The private frames of the name at words ``first`` to ``last`` (see the module's text) of
    the text of element ``post``."""
    start, end = words[first].start, words[last - 1].end
    signs = []
    if _header(text, start):
        signs.append("header")
    if _SIGNATURE.fullmatch(text, text.rfind("\n", 0, start) + 1, start) is not None or _signs_block(
        text, start, end, post
    ):
        signs.append("signature")
    if _AGE_AFTER.match(text, end) is not None and famous_age(text, start, end, post) is None:
        signs.append("age")
    if _role_after(text, words, last) or _relation_before(text, words, first) or _role_before(words, first):
        signs.append("role")
    if _INTRODUCTION.search(text[max(0, start - 30) : start]) is not None and _PHRASE_END.match(text, end):
        signs.append("introduction")
    if _LOCAL_AFTER.match(text, end) is not None:
        signs.append("local")
    if last - first >= 2 and _addressed_by_writer(text, words, first, last):
        signs.append("addressed")
    if _own(text, words, first, last):
        signs.append("own")
    return signs


def famous_age(text: str, start: int, end: int, post: etree._Element | None) -> tuple[int, int] | None:
    """Where the age in apposition after the name ``text[start:end]`` stands, if it is the age
    of the famous person so named in full at a date of the document's header or today, give or
    take a year (``Tom Hanks, 70, said``: news of him, not a private sign); else None."""
    age = _AGE_AFTER.match(text, end)
    if age is None:
        return None
    digits = _DIGITS.search(text, age.start(), age.end())
    if digits is None or not age_fits(text[start:end], int(digits.group()), _document_years(post)):
        return None
    return age.start(), age.end()


def _document_years(post: etree._Element | None) -> tuple[int, ...]:
    """The years of the dates in the header of the document that holds ``post``."""
    if post is None:
        return ()
    header = next((a.find(_HEADER) for a in post.iterancestors(_TEI) if a.find(_HEADER) is not None), None)
    if header is None:
        return ()
    found: set[int] = set()
    for element in header.iter(_DATE):
        for value in (element.get("when"), element.get("notBefore"), element.get("from"), element.text):
            found.update(int(y) for y in _YEAR.findall(value or ""))
    return tuple(sorted(found))


def _signs_block(text: str, start: int, end: int, post: etree._Element | None) -> bool:
    """The name alone in its block (a letter's ``<p>`` or ``<closer>`` line), and the block
    before it ends with a closing (``Kind regards,`` in a paragraph of its own)."""
    if post is None or text[:start].strip(" \t\n,.-–") or text[end:].strip(" \t\n,.!"):
        return False
    before = post.getprevious()
    if before is None or not isinstance(before.tag, str):
        return False
    line = "".join(t for t in before.itertext() if isinstance(t, str)).strip().rsplit("\n", 1)[-1]
    closing = line.strip(" \t,.!-–:").casefold()
    return (
        bool(closing)
        and len(closing.split()) <= 4
        and any(closing == c or closing.endswith(" " + c) for c in _cues("closing"))
    )


def _header(text: str, start: int) -> bool:
    """The name is a field's value: a mail header field, or a form's label ending in a role or
    ``Name`` (``Patient name:``, ``Mieter:``)."""
    line_start = text.rfind("\n", 0, start) + 1
    field = _FIELD.search(text[line_start:start])
    if field is None:
        return False
    label = field.group(1).strip().casefold()
    last = label.split()[-1] if label.split() else ""
    return label in _HEADER_FIELDS or last in ("name", "namen") or (len(label.split()) <= 2 and is_role(last))


def _role_after(text: str, words: Sequence[Word], last: int) -> bool:
    """An apposition right after the name whose head is an everyday role (an article, a
    possessive or an adjective before it): ``…, die Kassiererin``, ``… (Mieter, 2. OG)``,
    ``…, our treasurer``; a first-person possessive there makes any noun the writer's."""
    if last >= len(words):
        return False
    gap = text[words[last - 1].end : words[last].start]
    if gap.strip() not in (",", "(", "-", "–"):
        return False
    for k in range(last, min(len(words), last + 3)):
        key = words[k].key
        if key in _OWN:
            return True
        if is_role(key):
            return True
        if key not in _ARTICLES and not (k < last + 2 and text[words[k].start : words[k].start + 1].islower()):
            return False
    return False


def _role_before(words: Sequence[Word], first: int) -> bool:
    """An everyday role right before the name, forms of address between (``Der
    Versicherungsnehmer …``, ``Employee …``, ``die Erzieherin Frau …``)."""
    k = first - 1
    while k >= 0 and words[k].key in _ADDRESS:
        k -= 1
    return k >= 0 and is_role(words[k].key)


def _relation_before(text: str, words: Sequence[Word], first: int) -> bool:
    """A sentence that opens with a relation, a genitive and a comma before the name: ``Die
    Mutter des Kindes, …``, ``The child's mother, …``, ``Der Vater von Lea, …``. Only at the
    sentence's start: a clause that ends in such a word (``After meeting the teacher, …``) is no
    apposition."""
    if first == 0 or text[words[first - 1].end : words[first].start].strip() != ",":
        return False
    lo, _ = sentence_words(text, words, first, first + 1)
    if first - lo > 6:
        return False
    for k in range(lo, first):
        key = words[k].key
        if is_role(key.removesuffix("'s").removesuffix("’s")) and not key.endswith(("'s", "’s")):
            between = words[k + 1 : first]
            return all(w.key in _GENITIVE or w.key in _ARTICLES or text[w.start].isupper() for w in between)
        if not (key in _ARTICLES or key in _OWN or key in _GENITIVE or key.endswith(("'s", "’s"))):
            return False
    return False


def _addressed_by_writer(text: str, words: Sequence[Word], first: int, last: int) -> bool:
    """A form of address right before a full name in a sentence in the first person: someone the
    writer treats, serves or writes about (``Wir behandelten Herrn …``, ``We treated Mr …``)."""
    if first == 0 or words[first - 1].key not in _ADDRESS:
        return False
    lo, hi = sentence_words(text, words, first, last)
    return any(w.key in _FIRST_PERSON for w in words[lo:hi])


def _own(text: str, words: Sequence[Word], first: int, last: int) -> bool:
    """The name joined by a verb of being to a role the writer calls theirs: ``… ist unser
    Mieter``, ``… is our treasurer``, ``Unsere Kassiererin im Verein ist …``."""
    lo, hi = sentence_words(text, words, first, last)
    if last < hi and words[last].key in _COPULA:
        after = words[last + 1 : min(hi, last + 4)]
        if len(after) > 1 and after[0].key in _OWN and any(is_role(w.key) for w in after[1:]):
            return True
    if first - 1 >= lo and words[first - 1].key in _COPULA:
        before = words[max(lo, first - 6) : first - 1]
        return any(w.key in _OWN and any(is_role(v.key) for v in before[k + 1 :]) for k, w in enumerate(before))
    return False
