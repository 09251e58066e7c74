"""ORG: a business named in words that its own e-mail or web address spells (issue 38).

A mail from ``Fahrschule Kupplung <info@fahrschule-kupplung.de>`` or a signature with
``www.papeterie-herzpost.de`` names a business whose words are ordinary nouns: no list holds
it and the kind rule (:mod:`.org_kinds`) cannot tell ``Fahrschule Kupplung`` from a noun phrase.
The document can: a domain of its own addresses spells the same words. Two to four capitalised
words of a post whose letters, joined, are a domain's first label (hyphens, umlauts and ``ß``
as addresses write them) are that business, wherever the document names it.

Not a mail provider's domain, whose label is no one's name (``gmx``, ``web``, ``outlook``); not
a first name and a surname (``Anna Berg`` of ``anna-berg.de`` is a person, the person rules'); a
name of the organisation or notable lists is left to them (a public company). ``high``: the
document says it.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lists import notable, organisations, persons
from ..mention import Category, Mention
from ..read.textview import PostText
from . import DocumentContext
from .evidence import Words
from .folding import spellings

SOURCE = "organisation:own-domain"
_KEY = "organisation:domain-labels"
# The domain of an e-mail address or a web address: its labels up to the top-level domain.
_DOMAIN = regex.compile(
    r"(?:@|\bwww\.|https?://(?:www\.)?)((?:[\p{L}\p{N}](?:[\p{L}\p{N}\-]*[\p{L}\p{N}])?\.)+)\p{L}{2,}\b",
    regex.IGNORECASE,
)
# Mail and hosting providers: their label names no business of the document.
_PROVIDERS = frozenset(
    "gmail googlemail gmx web t-online outlook hotmail live yahoo icloud me mac aol freenet posteo "
    "mailbox protonmail proton arcor online email mail ionos strato github gitlab wordpress blogspot "
    "wixsite jimdo facebook instagram".split()
)
# Second-level domains of a country: the name is the label before them.
_SECOND_LEVEL = frozenset("co com org net ac gov edu ltd plc".split())
_MAX = 4


def domain_labels(context: DocumentContext) -> frozenset[str]:
    """The first labels (without hyphens) of the document's own e-mail and web domains, read
    once per document."""

    def build() -> frozenset[str]:
        labels: set[str] = set()
        for view in (*context.views, *context.text_views):
            if "@" not in view.text and "www" not in view.text and "http" not in view.text:
                continue
            for m in _DOMAIN.finditer(view.text):
                parts = m.group(1).casefold().rstrip(".").split(".")
                if len(parts) > 1 and parts[-1] in _SECOND_LEVEL:
                    parts.pop()  # "riversidevets.co.uk"
                label = parts[-1] if parts else ""
                if label and label not in _PROVIDERS:
                    labels.add(label.replace("-", ""))
        return frozenset(labels - _PROVIDERS)

    value = context.cached(_KEY, build)
    assert isinstance(value, frozenset)
    return value


def spelled_by_domain(post: PostText, labels: frozenset[str]) -> Iterator[Mention]:
    """The runs of capitalised words in ``post`` that a domain label of the document spells."""
    if not labels:
        return
    words = Words.of(post)
    for i in range(len(words)):
        if not words[i].capitalised:
            continue
        joined = _spellings(words[i].text)
        for j in range(i + 1, min(len(words), i + _MAX)):
            if not words.adjacent(j - 1, j) and post.text[words[j - 1].end : words[j].start].strip() != "&":
                break
            if not words[j].capitalised:
                break
            joined = frozenset(a + b for a in joined for b in _spellings(words[j].text))
            if joined & labels and _business(words, i, j):
                yield Mention(words[i].start, words[j].end, Category.ORG, cert="high", source=SOURCE)
                break


def _spellings(text: str) -> frozenset[str]:
    """A word as an address may write it: lower case, no hyphens, as written or in the project's
    one folding's two whole forms (:func:`teianon.detect.folding.spellings`: ``Müller`` as
    ``mueller`` and ``muller``, ``Café`` as ``cafe``); not the mixed forms between, so that a
    run of words gives a handful of candidates, not their product."""
    folded = text.casefold()
    return frozenset(s.casefold().replace("-", "") for s in (folded, *spellings(folded)[:2]))


def _business(words: Words, i: int, j: int) -> bool:
    """Words i..j are no person's first name and surname, and no listed organisation."""
    key = tuple(words[k].folded for k in range(i, j + 1))
    if organisations().get(key) or notable().get(key):
        return False
    first = persons().get((words[i].folded,))
    last = persons().get((words[j].folded,))
    person = any(e.kind == "first" for e in first) and any(e.kind == "last" for e in last)
    return not (person and j == i + 1)
