"""PER: a person named by initials alone beside another person (issue 39).

Minutes, reports and notices shorten a second name to its initials: ``anwesend waren K.
Brockhinke und R. Ö.-T.``, ``present were J. Featherstonehaugh and M. O.-B.``. Two or more
initials (``R. Ö.-T.``, ``M.O.B.``) joined by ``und``, ``and``, ``&`` or ``sowie`` to a person
written with an initial or a title and a surname (``K. Brockhinke``, ``Frau Brockhinke``), on
either side, are a person's too (rule ``person:initials-beside``). Initials without such a
neighbour stay (``U. S.``, ``z. B.`` and the like are abbreviations as often), except where they
sign (rule ``person:initials-signer``): before a verb of signing or writing (``R. S.
unterschreibt``, ``J. K. signs off``, ``T. W. schreibt``), at a post's start before ``hier``/
``here`` (``M. L. hier, bin wieder da``; not an abbreviation's ``Z. B. hier``), and named as
initials (``(Initialen KM)``, ``initials: T.R.``, ``Kürzel JB``), or where a first name in
apposition spells the first of them out (``Q. Y. – Quirin –``, ``M. O. (Marit)``): left as
written, the initials would stand beside the name's surrogate and contradict it.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .person_words import name_kinds

_FLAGS = regex.VERSION1
_SURNAME = r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?"
_PERSON = (
    rf"(?:\p{{Lu}}\.[^\S\n]?(?:\p{{Lu}}\.[^\S\n]?)?{_SURNAME}"
    rf"|(?:Frau|Herr|Herrn|Fr\.|Hr\.|Dr\.|Mrs\.?|Mr\.?|Ms\.?|Miss)[^\S\n]{_SURNAME})"
)
# Two or more initials, with a hyphen between those of a double name ("Ö.-T.").
_INITIALS = r"\p{Lu}\.(?:(?:[^\S\n]?|-)\p{Lu}\.)+"
_JOIN = r"[^\S\n](?:und|and|&|sowie|u\.)[^\S\n]"
_AFTER = regex.compile(rf"(?<![\p{{L}}.])(?:{_PERSON}){_JOIN}(?P<initials>{_INITIALS})(?![\p{{L}}])", _FLAGS)
_BEFORE = regex.compile(rf"(?<![\p{{L}}.])(?P<initials>{_INITIALS}){_JOIN}(?:{_PERSON})(?![\p{{L}}])", _FLAGS)
_SIGNER = regex.compile(
    rf"(?<![\p{{L}}.])(?P<initials>{_INITIALS})[^\S\n](?:(?P<sign>unterschreibt|unterschrieb|"
    r"unterzeichnet|unterzeichnete|zeichnet|zeichnete|paraphiert|signs|signed|signing|countersigns)|schreibt|schrieb|"
    r"writes|wrote|meldet\ssich|reporting|approved|genehmigt|bestätigt|confirms)(?![\p{L}])",
    _FLAGS,
)
_HERE = regex.compile(
    rf"(?:^|(?<=\n))[^\S\n]*(?P<initials>{_INITIALS})[^\S\n](?:hier|here)(?=[^\S\n]*(?:[,!.:;–—-]|$))", _FLAGS
)
# Abbreviations of two capitals at a sentence's start ("Z. B. hier", "D. H. hier").
_ABBREVIATIONS = frozenset("Z.B. D.H. U.A. O.Ä. U.U. V.A. S.O. S.U. I.A. I.V. N.B. P.S. U.S. E.G. I.E.".split())
_NAMED = regex.compile(
    r"(?<![\p{L}])(?i:initialen|initials|kürzel|paraphe|namenskürzel)(?:[^\S\n]?:)?[^\S\n]"
    r"(?P<initials>\p{Lu}\.?(?:[^\S\n]?\p{Lu}\.?){1,2})(?![\p{L}])",
    _FLAGS,
)
_QUICK = regex.compile(r"\p{Lu}\.[^\S\n]?-?\p{Lu}\.", _FLAGS)
# Initials that a first name in apposition spells out (``Q. Y. – Quirin –``, ``M.O. (Marit)``):
# the name begins with the first initial and is a first name of the tables (``U.S. (Utah)`` is no
# person).
_EXPLAINED = regex.compile(
    rf"(?<![\p{{L}}.])(?P<initials>{_INITIALS})[^\S\n]*(?:[–—-]|\(|,)[^\S\n]*(?P<name>\p{{Lu}}\p{{Ll}}+)(?![\p{{L}}])",
    _FLAGS,
)


@register
class PersonInitialsDetector(Detector):
    name = "person_initials"
    categories = frozenset({Category.PER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for match in _NAMED.finditer(text):
            yield Mention(*match.span("initials"), Category.PER, None, "high", "person:initials-signer")
        if _QUICK.search(text) is None:
            return
        for match in _SIGNER.finditer(text):
            # "Z. B. schreibt Goethe": an abbreviation before any verb but one of signing.
            if match["sign"] is None and match["initials"].replace(" ", "").upper() in _ABBREVIATIONS:
                continue
            yield Mention(*match.span("initials"), Category.PER, None, "medium", "person:initials-signer")
        for match in _HERE.finditer(text):
            if match["initials"].replace(" ", "").upper() not in _ABBREVIATIONS:
                yield Mention(*match.span("initials"), Category.PER, None, "medium", "person:initials-signer")
        for pattern in (_AFTER, _BEFORE):
            for match in pattern.finditer(text):
                start, end = match.span("initials")
                yield Mention(start, end, Category.PER, None, "medium", "person:initials-beside")
        for match in _EXPLAINED.finditer(text):
            name = match["name"]
            if name[0] == match["initials"][0] and name_kinds(name)[0] is not None:
                start, end = match.span("initials")
                yield Mention(start, end, Category.PER, None, "medium", "person:initials-beside")
