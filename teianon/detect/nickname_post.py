"""Where a word stands in a post, as the participant linker reads it, and the linker's weights.

:class:`PostFacts` answers the positional questions of :mod:`teianon.detect.nickname` for one post:
is a word the whole post, its first or last word, after a greeting or title, the start of an
action, addressed (``hi tiger``, ``@tiger``, ``tiger:``)? :class:`LinkerParameters` holds the
weights those answers add up with, so that a benchmark can choose them by leave-one-chat-out.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise

import regex

from ..read.textview import BARRIER, PostText, Token
from .evidence import PROPER_NOUN_TAGS, is_compound_noun
from .folding import plain
from .inside import is_dictionary_word
from .lexicon import german_frequency, is_name

# A token may carry a marker or punctuation glued to the name (tokenisers differ).
CORE = regex.compile(r"^[\s@#\"'(\[*]*(.*?)[\s:,.!?;\"')\]*]*$", regex.DOTALL)
WORD = regex.compile(r"[\p{L}\p{N}]")
# Words after which a name is very likely a form of address ("hallo kater", "re beere").
GREETINGS = frozenset(
    "hi hallo halo hello hey heyho holla huhu hihi moin moinsen servus tach tag abend morgen nabend "
    "danke dank thanks thx bye cu ciao tschüs tschüss tschau gn8 nacht night welcome willkommen wb "
    "re r rehi sorry lieber liebe dear juhu yo na gnu hugs knuddel drück "
    "gruß grüße grüsse gruss gruesse grüßle lg glg vg mfg cheers regards love".split()
)
# Before a bare surname ("bei meier", "mit Vogel"), and articles before a family's "-s" form
# ("die vogels", "bei den Meiers").
FAMILY_PREPOSITIONS = frozenset("bei mit von zu für fuer an gegen ohne neben hinter über ueber".split())
FAMILY_ARTICLES = frozenset("die den der".split())
# Titles and kin words before a name ("Frau Beere", "Onkel tom").
TITLES = frozenset("frau herr fr hr miss mr mrs ms sir lady onkel tante oma opa mama papa".split())
# The person spoken to: a name opening a post right before these (``KH bist du da``, ``hw du bist
# dran``, ``ML kannst du mal``) is called, as after a greeting.
SECOND_PERSON = frozenset("du dich dir ihr euch you u ya".split())
# How many words after a post's first word the second person may come (``AM kannst du``).
_SECOND_PERSON_REACH = 2
# Determiners (and the contracted prepositions that hold one) after which a word is the noun, not
# a name: German and English, with chat's clipped articles (``ne``, ``n``).
DETERMINERS = frozenset(
    "der die das dem den des ein eine einem einen einer eines ne n nen nem ner kein keine keinem keinen keiner "
    "dieser diese diesem diesen dieses jeder jede jedem jeden jedes welcher welche welches manche viele alle "
    "beide zwei drei vier vom im am zum zur beim ins ans aufs übers mein meine meinem meinen meiner dein deine "
    "deinem deinen deiner sein seine seinem seinen seiner ihre ihrem ihren ihrer unser unsere unserem unseren "
    "unserer euer eure eurem euren eurer the a an this that these those every each some any no another many "
    "my your his her its our their two three four".split()
)
# STTS / UD / Penn tags of closed word classes: a token so tagged is no name.
CLOSED_TAGS = frozenset(
    "ART PPER PPOSAT PPOSS PRF PDS PDAT PIS PIAT PIDAT PRELS PRELAT PWS PWAT PWAV PAV APPR APPRART "
    "APPO APZR KON KOUS KOUI KOKOM PTKZU PTKNEG PTKVZ PTKANT PTKA PTKMA PTKMWL ITJ VAFIN VMFIN "
    "ADV DET PRON ADP CCONJ SCONJ PART INTJ AUX DT PRP PRP$ IN CC TO UH MD WP WDT WRB".split()
)


@dataclass(frozen=True)
class LinkerParameters:
    """The linker's weights and thresholds, in one place so that they can be chosen by
    leave-one-chat-out (``benchmarks/nick_scores.py --leave-one-out``). The defaults are what
    ships; see docs/performance/accuracy.md for how they were chosen."""

    # Total score a mention of a string that is no ordinary word needs.
    accept: float = 0.85
    # Total score that confirms a mention (an ordinary-word string needs it; propagation starts there).
    confirmed: float = 1.0
    # Total score from which a mention is ``cert="high"``.
    high: float = 1.3
    # The writer is rarely the one addressed; a participant who posted nearby often is.
    writer_penalty: float = 0.35
    active_bonus: float = 0.1
    # How far away (in posts) a participant's own post makes it the likely referent.
    active_before: int = 15
    active_after: int = 5
    # Words of a post up to which it is a chat turn, where the first and last words are the
    # places a name is called (a wiki comment or a mail is longer).
    short_turn: int = 12
    # Context evidence: the whole post, the first or last word, a greeting or title before it,
    # the first word of an action, ``*name``, a proper-noun tag, a capital inside a sentence.
    whole_post: float = 0.5
    edge_word: float = 0.25
    greeting: float = 0.5
    action: float = 0.5
    starred: float = 0.3
    proper_tag: float = 0.3
    capital: float = 0.15
    # Context an ordinary-word string needs beyond its match (short or chat-word strings: more).
    wordlike_context: float = 0.2
    short_wordlike_context: float = 0.5
    # A word-like string that is no word of the dictionaries (thor) is the confirmed name
    # throughout the document below this word frequency (Zipf scale); above it (schnell, hier)
    # each occurrence needs its own context.
    propagate_frequency: float = 4.0


DEFAULTS = LinkerParameters()
# The parameters in force: the defaults, or a set a benchmark is trying (see using()).
_PARAMETERS: ContextVar[LinkerParameters] = ContextVar("linker_parameters", default=DEFAULTS)


@contextmanager
def using(parameters: LinkerParameters) -> Iterator[None]:
    """Run the linker with ``parameters`` inside the ``with`` block (for tuning and tests)."""
    token = _PARAMETERS.set(parameters)
    try:
        yield
    finally:
        _PARAMETERS.reset(token)


def parameters() -> LinkerParameters:
    """The parameters in force."""
    return _PARAMETERS.get()


def core_span(token: Token) -> tuple[int, int]:
    """Offsets of the token without leading markers and trailing punctuation."""
    m = CORE.match(token.text)
    assert m is not None
    return token.start + m.start(1), token.start + m.end(1)


def adjacent(post: PostText, tokens: Sequence[Token]) -> bool:
    """True where nothing but spaces separates the tokens (no barrier, no line break)."""
    for left, right in pairwise(tokens):
        gap = post.text[left.end : right.start]
        if BARRIER in gap or "\n" in gap or len(gap) > 1:
            return False
    return True


class PostFacts:
    """Positional facts about the word tokens of one post."""

    def __init__(self, view: PostText, event: bool, p: LinkerParameters = DEFAULTS):
        self.view = view
        self.p = p
        self.words = [i for i, t in enumerate(view.tokens) if WORD.search(t.text)]
        self.event = event

    def previous_word(self, index: int) -> str | None:
        # self.words is sorted: a binary search, not a walk back over (a copy of) every earlier token.
        k = bisect_left(self.words, index)
        return self.view.tokens[self.words[k - 1]].text if k else None

    @cached_property
    def joined(self) -> list[bool]:
        """Whether each token and the next stand together (see :func:`adjacent`), once per post:
        the glued names are tried at every token, in runs of up to :data:`MAX_GLUED`."""
        tokens = self.view.tokens
        return [adjacent(self.view, tokens[j : j + 2]) for j in range(len(tokens) - 1)]

    @cached_property
    def _lead(self) -> int:
        """Where the post's text begins after leading white space."""
        text = self.view.text
        return len(text) - len(text.lstrip())

    def _before_end(self, index: int, spaces_only: bool = False) -> int:
        """Where the text before token ``index`` ends once stripped of trailing white space (or
        spaces): the text before each token is not copied, which would cost the square of a
        post's length."""
        text, j = self.view.text, self.view.tokens[index].start
        while j > 0 and (text[j - 1] == " " if spaces_only else text[j - 1].isspace()):
            j -= 1
        return j

    def sentence_initial(self, index: int) -> bool:
        end = self._before_end(index, spaces_only=True)
        return (
            bool(self.words)
            and index == self.words[0]
            or self.view.text.endswith((".", "!", "?", ":", BARRIER), 0, end)
        )

    def greeted(self, index: int) -> bool:
        previous = self.previous_word(index)
        return previous is not None and (plain(previous) in GREETINGS or previous.casefold() in GREETINGS)

    def spoken_to(self, first: int, last: int) -> bool:
        """Tokens ``first..last`` open the post and a second-person pronoun follows within
        :data:`_SECOND_PERSON_REACH` words (``KH bist du da``, ``tobi kannst du``): the vocative
        of a chat turn, an address position as a greeting is."""
        words = self.words
        if not words or first != words[0]:
            return False
        k = bisect_left(words, last + 1)
        following = words[k : k + _SECOND_PERSON_REACH]
        return any(self.view.tokens[j].text.casefold() in SECOND_PERSON for j in following)

    def context(self, first: int, last: int, text: str, place: bool = False) -> float:
        """Evidence from the post that tokens ``first..last`` are a name of a person.

        For a name that is also a place (``Bochum``), a proper-noun tag says nothing."""
        words, p = self.words, self.p
        score = 0.0
        if words and words[0] >= first and words[-1] <= last:
            score += p.whole_post
        elif words and (first == words[0] or last == words[-1]):
            score += p.edge_word
        previous = self.previous_word(first)
        titled = previous is not None and plain(previous).rstrip(".") in TITLES
        if self.greeted(first) or titled or self.spoken_to(first, last):
            score += p.greeting
        if self.event and words and first == words[0]:
            score += p.action
        end = self._before_end(first)
        if end - self._lead <= 3 and self.view.text[self._lead : end] in ("*", "**", "***"):
            score += p.starred
        pos = self.tag(first)
        if (pos in PROPER_NOUN_TAGS and not place) or pos == "ADR":
            score += p.proper_tag
        if (
            text[:1].isupper()
            and not text.isupper()
            and not self.sentence_initial(first)
            and german_frequency(text) < 3.5
        ):
            score += p.capital
        return score

    def addressed(self, first: int, last: int, edge: bool = True) -> bool:
        """Evidence that tokens ``first..last`` name a person, beyond where they stand: a greeting
        or title before them, the whole post, the start of an action, ``*name``, ``@name``, an
        opener (``kater:``, ``kater,``) or a proper-noun or addressing tag. A name that is also an
        ordinary word ("talk", "Tiger") needs it: the last word of a signature "(talk)" is none.

        ``edge``: the first or last word of a short chat turn counts too; not for a kinship word
        (``papa kommt gleich``), which chat puts there as often for the writer's own family."""
        words = self.words
        if not words:
            return False
        if words[0] >= first and words[-1] <= last:
            return True
        previous = self.previous_word(first)
        if self.greeted(first) or (previous is not None and plain(previous).rstrip(".") in TITLES):
            return True
        if self.event and first == words[0] or self.spoken_to(first, last):
            return True
        tokens = self.view.tokens
        if self.view.text.endswith(("*", "@"), 0, self._before_end(first)) or tokens[first].text.startswith("@"):
            return True
        if first == words[0]:
            text, after = self.view.text, tokens[last].end
            while after < len(text) and text[after] == " ":
                after += 1
            if tokens[last].text.endswith((":", ",")) or text.startswith((":", ","), after):
                return True
        if (
            edge
            and (first == words[0] or last == words[-1])
            and len(words) <= self.p.short_turn
            and not self.bracketed(first, last)
        ):
            # First or last word of a short chat turn: where a name is called ("Tiger kommt
            # gleich", "bis gleich Tiger"); not so in a long text or a bracketed "(talk)".
            return True
        return self.tag(first) in PROPER_NOUN_TAGS | {"ADR"}

    def determined(self, first: int) -> bool:
        """Token ``first`` follows an article, a possessive, a demonstrative or a number (``die
        blume``, ``my flower``, ``zwei tiger``): the word of the language, not a name."""
        previous = self.previous_word(first)
        return previous is not None and (previous.casefold() in DETERMINERS or previous.isdigit())

    def family_cue(self, first: int, text: str) -> bool:
        """A surname used as one (``bei meier im garten``, ``die vogels``, ``mit Vogel``): a
        preposition right before a bare singular, which a German common noun would not stand
        without its article, or an article before the family's ``-s`` form."""
        previous = self.previous_word(first)
        if previous is None:
            return False
        word = plain(previous)
        return word in FAMILY_PREPOSITIONS or (word in FAMILY_ARTICLES and text.casefold().endswith("s"))

    def bracketed(self, first: int, last: int) -> bool:
        tokens = self.view.tokens
        end = self._before_end(first, spaces_only=True)
        return self.view.text.endswith(("(", "["), 0, end) or tokens[first].text.startswith(("(", "["))

    def tag(self, index: int) -> str | None:
        element = self.view.tokens[index].element
        if element is None:
            return None
        return element.get("pos") or element.get("type")


def nickname_noun(form: str) -> bool:
    """A nickname's part or stem that is a noun of the language or a German compound ending in one
    (``Welse``, ``Fairteiler`` of ``Fairteiler_Gül``, ``Panzerwels`` of ``Panzerwels2000``) and no
    name of the tables (``Gül``, ``Vogel`` are names): after a determiner it is the word."""
    if len(form) < 4 or not form.isalpha() or is_name(form):
        return False
    return is_dictionary_word(form) or (form[:1].isupper() and is_compound_noun(form, modifier=3))
