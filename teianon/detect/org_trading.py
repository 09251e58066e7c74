"""ORG: a business named by the frame of formal prose that introduces it, with or without a
head word or a legal form.

Judgments, contracts and letters say what a business trades as and who runs it, and the name
after that frame is a business's whatever its words are (``Tasty Bites``, ``Northern Light
Media``, words of the language that no rule reads as a name):

- **trading as** (``organisation:trading-as``): after ``trading as`` (``trades``, ``traded``),
  ``t/a``, ``operating as`` (``operated``), ``doing business as``, ``d/b/a``, German
  ``firmierend unter``, ``firmiert als``, ``unter der Firma``: one to five capitalised words
  (``&``, ``and``, ``of``, ``und`` between two of them), ``high``;
- **a company's officer** (``organisation:officer-of``): after ``a director of``, ``sole
  director of``, ``a shareholder in``, ``the proprietor of``, ``a partner in`` and the like (an
  article or an adjective before the role, so that ``the Director of Public Prosecutions``, an
  office, is none), the same words, ``medium``; not one word of the language alone
  (``a director of Studies``).

Not a name of the public-sphere lists (``a director of Tesco``: that decision keeps it), a first
word that is a form of address (``t/a Mr Fixit``: a person's name, the person rules'), nor an
acronym alone (``traded as GBP``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import key_of, notable
from ..mention import Category, Mention
from .evidence import Words, is_plain_word
from .lexicon import SUBJECT_PRONOUNS
from .person_titles import FORMS_OF_ADDRESS

TRADING = "organisation:trading-as"
OFFICER = "organisation:officer-of"
SOURCES = frozenset({TRADING, OFFICER})

# The frames, case-insensitive, ending where the name begins.
_TRADING = regex.compile(
    r"\b(?:trad|operat)(?:ing|es|ed|e)\s+as\s+|\bdoing\s+business\s+as\s+|\bt/a\s+|\bd/b/a\s+"
    r"|\b(?:firmierend|firmiert|firmierte|firmieren)\s+(?:unter|als)\s+(?:der\s+Firma\s+)?|\bunter\s+der\s+Firma\s+",
    regex.IGNORECASE,
)
_OFFICER = regex.compile(
    r"\b(?:a|an|the\s+sole|sole|former|joint|managing|non-executive|executive|company|his|her|their)\s+"
    r"(?:director|directors|shareholder|shareholders|proprietor|owner|co-owner|partner|secretary|founder|co-founder)"
    r"\s+(?:of|in|at)\s+",
    regex.IGNORECASE,
)
_MOST_WORDS = 5
_LINKS = frozenset("& and of und".split())
_COUNTS = frozenset("one a an two three single separate independent".split())
_PRONOUNS = SUBJECT_PRONOUNS


def trading_names(words: Words) -> Iterator[Mention]:
    """The businesses the frames above name in one post's words."""
    text = words.post.text
    if " as " not in text and "/a " not in text and "irm" not in text and " of " not in text and " in " not in text:
        return
    starts = {w.start: k for k, w in enumerate(words.words)}
    for pattern, source, cert in ((_TRADING, TRADING, "high"), (_OFFICER, OFFICER, "medium")):
        for m in pattern.finditer(text):
            k = starts.get(m.end())
            if k is None:
                continue
            end = _name_end(words, k)
            if end is None:
                continue
            mention = _business(words, k, end, source, cert)
            if mention is not None:
                yield mention


def _name_end(words: Words, k: int) -> int | None:
    """The last word of the capitalised words from word k (links between two of them), or None."""
    if not words[k].capitalised:
        return None
    end = k
    j = k + 1
    while j < len(words) and j - k < _MOST_WORDS:
        gap = words.post.text[words[j - 1].end : words[j].start]
        if gap.strip() not in ("", "&") or "\n" in gap:
            break
        if words[j].capitalised:
            end = j
        elif not (
            words[j].folded in _LINKS
            and j + 1 < len(words)
            and words[j + 1].capitalised
            and words[j + 1].folded not in _PRONOUNS  # "trading as Tasty Bites and I was not"
        ):
            break
        j += 1
    return end


def _operate(words: Words, k: int) -> bool:
    """The frame before word k is "operate(s/d) as", which says how as often as under what name."""
    return k >= 2 and words[k - 2].folded.startswith("operat")


def _business(words: Words, k: int, end: int, source: str, cert: str) -> Mention | None:
    if words[k].folded.rstrip(".") in FORMS_OF_ADDRESS:
        return None
    text = words.post.text[words[k].start : words[end].end]
    if notable().get(key_of(text)):
        return None  # a public name: the public-sphere decision's
    if k == end and words[k].text.isupper() and len(words[k].text) <= 4:
        return None  # "traded as GBP": a code
    if k == end and is_plain_word(words[k].text):
        return None  # "a director of Studies", "we are trading as Normal"
    if source == TRADING and words[k].folded in _COUNTS and _operate(words, k):
        return None  # "they operate as One Team": a way of working; "operated as The Copper Kettle" stays
    return Mention(words[k].start, words[end].end, Category.ORG, cert=cert, source=source)
