"""PER, ORG, LOC, GPE, GEO_DE and OTH from the trained name tagger (:mod:`teianon.tagger`).

The tagger is a linear-chain CRF (python-crfsuite); its marginal probability that a span is the
name it labels gives a first ``@cert`` (:data:`THRESHOLDS`) and goes with the mention as its
``score``: the decision model (:mod:`teianon.decide`) weighs it with the rest of the candidate's
evidence and sets the final certainty. Beyond the best labelling, a token the corpus tags as a
proper noun is proposed with low certainty where the tagger gives it a fair chance of being a name
(:data:`PROPER_NOUN_CHANCE`): a missed name costs more than a reviewer's reject. So is a word
without a tag that the tagger nearly labelled (:data:`UNTAGGED_CHANCE`; in lower case only a word
the name tables know): proposed alone, such words tripled the false proposals on the EmpiriST
chats; weighed by the decision, they are kept where the rest of the evidence agrees.

The tagger knows places as one class; the place tables then say whether a place is a GPE (a
city, a country) or a LOC (a river, a street). POS tags in the input count both ways: a token the
corpus tags as a closed-class word (``Ihr/PPOSAT``, ``an/APPR``, ``jo/ITJ``) is never a name,
and one it tags as a proper noun needs less from the tagger.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import regex

from ..lists import legal_forms, lower_words, places
from ..mention import Category, Mention
from ..read.textview import BARRIER, PostText, Token
from ..tagger.features import table_features
from . import Detector, DocumentContext, register
from .care_nouns import care_noun
from .case_roles import names_a_role
from .chat_words import is_degree, judge
from .evidence import PROPER_NOUN_TAGS, is_closed_class, is_common_word
from .glued_names import unnamed_file_word
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, GERMAN_DAYS_SHORT, is_interjection, is_ordinary
from .not_persons import (
    adjective_before_noun,
    coordinated_nouns,
    holiday,
    noun_after_determiner,
    noun_pair,
    office_after_town,
    saint_or_feast,
    surname_after_in,
    trade_after_article,
    work_after_creator,
)
from .person import FORMS_OF_ADDRESS, PARTICLES
from .person_context import GREETINGS
from .person_titles import title_abbreviation
from .person_words import POSSESSIVES, name_kinds, relation_word
from .place import best_entry
from .place_routes import paper_format
from .record_lines import record_word
from .tagger_spans import (
    SENTENCE_ENDS,
    common_noun_alone,
    lone_person,
    names_nothing,
    object_of_infinitive,
    parts_names,
    possessive,
    town_genitive,
)
from .tagger_spans import is_word as _is_word
from .tagger_spans import pieces as span_pieces

MODEL = Path(__file__).resolve().parent.parent / "tagger" / "model" / "names.crfsuite"
# Marginal probability of a span (its least certain token) from which it gets this @cert.
THRESHOLDS = (("high", 0.90), ("medium", 0.60), ("low", 0.35))
# Below the lowest threshold down to this, a span is still a candidate (``low``): the decision
# model (teianon.decide) weighs it with the rest of its evidence, and drops what stays unlikely.
CANDIDATE = 0.10
# A token tagged as a proper noun by the corpus, outside the best labelling, with at least this
# chance of being a name (1 - P(O)), is proposed with low certainty.
PROPER_NOUN_CHANCE = 0.15
# A word the corpus does not tag, outside the best labelling, with at least this chance of being a
# name is a candidate for the decision model (teianon.decide), which weighs it with its other
# evidence: a name the tagger nearly labelled ("treffe mich mit aylin") is not lost before that.
UNTAGGED_CHANCE = 0.25
# What such a word is made of: letters, with an inner hyphen or apostrophe (not a piece of a web
# address, ``t.co``, nor a code).
_PLAIN_WORD = regex.compile(r"\p{L}+(?:[\-'’]\p{L}+)*")
_CATEGORIES = {"PER": Category.PER, "ORG": Category.ORG, "GEO_DE": Category.GEO_DE, "OTH": Category.OTH}
_LETTER = regex.compile(r"\p{L}")
# A web address or a piece of one is no name: the URL detector decides on it (and keeps a public
# one, en.wikipedia.org/wiki/Star, which the tagger must not take a piece of).
_WEB_ADDRESS = regex.compile(r"://|^www\.|[\p{L}\p{N}-]\.(?:com|org|net|de|at|ch|uk|io|edu|gov|info|eu)(?:[/:?#]|$)")
# No word of a name is longer: a run of thousands of characters the tagger reads as a name
# ("Kaiser-Kaiser-…", pasted text without spaces) is none, and searching its repeats would cost
# time in proportion to its length for every post.
LONGEST_NAME_WORD = 64
# Calendar words: a date ("Thu Jul 14") is no name, however the tagger reads it.
_CALENDAR = regex.compile(
    r"(?i)(?:" + "|".join(sorted(CALENDAR_SHORT | GERMAN_DAYS_SHORT | CALENDAR_LONG)) + r")\.?|\d+[.:]?|[.,:]"
)
# Tokens a name never runs across: "Bochum - Münster" is two places (and markup in between, an
# earlier annotation or a line break, ends a name: see TaggedToken.context).
SEPARATORS = frozenset({"-", "–", "—", "/", "|", "(", ")"})
# Tokens as the training sets have them: words (with inner . - ' _ &, a leading @ or #) or one
# other character.
# Forms of address a person's name follows ("Lady Gaga", "König Charles" are names with theirs).
_TOKEN = regex.compile(r"[@#]?[\w]+(?:[.\-_'’&][\w]+)*|[^\w\s]")


class TaggedToken(NamedTuple):
    """A token as the tagger reads it, with its place in the post's text (a named tuple: a post
    makes one per token, and a tuple is made several times faster than a frozen dataclass)."""

    start: int
    end: int
    text: str
    pos: str | None
    # Context only: a barrier, or a word of an earlier annotation the barrier stands for.
    context: bool = False


@lru_cache(maxsize=200_000)
def _pieces(text: str) -> tuple[tuple[int, int, str], ...]:
    """A token's pieces as the training data has them, per token type."""
    return tuple((m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text))


def _glued(post: PostText) -> list[Token]:
    """The post's tokens, those of a tokenised post that meet (a compound its line break divides,
    ``<w>Ottersbach-</w><lb/><w>Wiese</w>``) as one, as the compound reads on one line."""
    if not post.tokenised:
        return list(post.tokens)
    found: list[Token] = []
    for token in post.tokens:
        if found and found[-1].end == token.start:
            last = found[-1]
            found[-1] = Token(last.start, token.end, last.text + token.text, None)
        else:
            found.append(token)
    return found


def tokens_of(post: PostText) -> list[TaggedToken]:
    """The post's tokens as the training data has them (punctuation glued to a ``<w>`` split off),
    with what stands between them: a barrier, or the words of the earlier annotation it replaces,
    so that the tagger reads the sentence as it read it before that annotation was made."""
    text = post.text
    hidden = dict(post.hidden)
    found: list[TaggedToken] = []

    def context(start: int, end: int) -> None:
        k = text.find(BARRIER, start, end)
        while k >= 0:
            words = _TOKEN.findall(hidden.get(k, "")) or [BARRIER]
            found.extend(TaggedToken(k, k + 1, word, None, True) for word in words)
            k = text.find(BARRIER, k + 1, end)

    barriers = BARRIER in text
    previous = 0
    for token in _glued(post):
        if barriers:
            context(previous, token.start)
            previous = token.end
        pieces = _pieces(token.text)
        start = token.start
        if len(pieces) == 1:
            begin, end, word = pieces[0]
            found.append(TaggedToken(start + begin, start + end, word, token.pos))
        else:
            found.extend(TaggedToken(start + begin, start + end, word, None) for begin, end, word in pieces)
    if barriers:
        context(previous, len(text))
    return _with_marks(found, post.marks) if post.marks else found


def _with_marks(tokens: list[TaggedToken], marks: tuple[tuple[int, str], ...]) -> list[TaggedToken]:
    """The tokens of a tokenised post with its punctuation marks that part names between them, as
    context: the tagger reads the sentence as written, and a name stops at them (the words on
    either side of a ``<pc>`` are never one name: replaced as one, the mark would go)."""
    found: list[TaggedToken] = []
    pending = iter(marks)
    mark = next(pending, None)
    for token in tokens:
        while mark is not None and mark[0] <= token.start:
            offset, text = mark
            if found and parts_names(found[-1].text, text, token.text):
                found.append(TaggedToken(offset, offset, text, None, True))
            mark = next(pending, None)
        found.append(token)
    return found


# A word that names a shop's or a campaign's code (German compounds end in it: Rabattcode,
# Gutscheincode, Aktionscode), and the English words before "code" that say so.
_CODE_CUES = frozenset("code gutschein coupon voucher promo promocode couponcode rabatt".split())
_CODE = regex.compile(r"(?=.*\d)[\p{Lu}\d]{4,20}")


def _code_after_cue(before: str, word: str) -> bool:
    """``word`` is a code in capitals with a digit right after a word that names one
    (``Rabattcode SUMMER20``, ``code BLACKFRIDAY25``): what the tagger reads there as a place or a
    firm is the shop's code, which names no one."""
    cue = before.casefold()
    return _CODE.fullmatch(word) is not None and (cue in _CODE_CUES or cue.endswith("code"))


def place_category(text: str) -> Category:
    """GPE or LOC for a place the tagger found, as the place tables know it (GPE if unknown)."""
    entries = places().get(tuple(w.casefold() for w in _TOKEN.findall(text) if w[:1].isalnum()))
    return Category[best_entry(entries).category] if entries else Category.GPE


def _ordinary_unknown(text: str) -> bool:
    """An ordinary word or chat word (``euro``, ``Latein``, ``hdl``) that no name table knows:
    the tagger's guess on it alone, unless sure, costs more review than it finds names."""
    word = text.lstrip("@#")
    if table_features(word.casefold()):
        return False
    return is_ordinary(word) or is_common_word(word)


def _creator_before_work(text: str, start: int, stop: int) -> str | None:
    """The famous creator whose genitive opens a span that goes on with a work of theirs
    (``Goethes Faust``, ``Goethe's Faust``): :func:`teianon.detect.not_persons.work_after_creator`."""
    space = text.find(" ", start, stop)
    if space < 0 or not work_after_creator(text, space + 1, stop):
        return None
    genitive = _GENITIVE_WORD.fullmatch(text, start, space)
    return genitive.group(1) if genitive is not None else None


_GENITIVE_WORD = regex.compile(r"(\p{Lu}\p{L}+?)(?:['’]s|s|['’])")


def _title_end(tokens: list[TaggedToken], end: int) -> bool:
    """Whether the span's last token is a form of address, or the full stop of one ("Dr" ".")."""
    last = tokens[end - 1].text
    if last == ".":
        return end >= 2 and tokens[end - 2].text.casefold() in FORMS_OF_ADDRESS
    return last.casefold().rstrip(".") in FORMS_OF_ADDRESS


def _degree_in_chain(text: str, words: list[str], start: int, stop: int) -> bool:
    """The span is a degree's part in a chain of titles, read apart from the name after it
    (``habil`` of ``Prof. Dr. habil. Irma Kolbe``): after a title with its full stop, every word
    a title or degree, the last one's full stop in or right after the span. (``Em.`` alone is
    a person as often.) Replaced, the degree would be sought as a name across the document."""
    parts = [w for w in words if w != "."]
    if not parts or not (words[-1].endswith(".") or text[stop : stop + 1] == "."):
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 24), start)
    return (
        before is not None
        and title_abbreviation(before.group(1) + ".")
        and all(title_abbreviation(w if w.endswith(".") else w + ".") for w in parts)
    )


# The word before a span and its full stop (``Dr. `` before ``habil``).
_WORD_BEFORE = regex.compile(r"([\p{L}.\-]*\p{L})\.\s*$")


def _chunk(text: str, start: int, end: int) -> str:
    """The run of text without white space around ``start``..``end``: a name the tagger reads
    inside a web address (``en.wikipedia.org/wiki/Angela_Merkel``) is a piece of that address,
    which the URL detector decides on (and keeps where it is public)."""
    left = max(text.rfind(" ", 0, start), text.rfind("\n", 0, start)) + 1
    right = min((k for k in (text.find(" ", end), text.find("\n", end)) if k >= 0), default=len(text))
    return text[left:right]


def _may_be_name(token: TaggedToken) -> bool:
    """A word the tagger's marginals are asked about outside its best labelling: letters, three
    or more, not a chat word or one of the most frequent words (asking costs time)."""
    text = token.text
    if len(text) < 3 or token.context or _PLAIN_WORD.fullmatch(text) is None or is_ordinary(text):
        return False
    # In lower case, only a word the name tables know (``aylin``): an unknown lower-case word in
    # chat is far more often a chat word (``rupf``, ``mitdrück``) than a name.
    return not text.islower() or bool(table_features(text.casefold()))


@lru_cache(maxsize=1)
def _legal_forms() -> frozenset[str]:
    """The legal forms of the cue tables (``Inc``, ``Ltd``, ``GmbH``), folded, without their dot."""
    return frozenset(w.casefold().rstrip(".") for w in legal_forms() if " " not in w)


def _names_nothing(words: list[str]) -> bool:
    """A span of forms of address and legal forms only (``Mrs.``, ``Mlle``, ``Inc.``): words
    that stand beside a name and name no one; the tagger takes them for a place or a person
    on their own where the name beside them was cut off (``Corporation, Inc.``)."""
    folded = [w.casefold().rstrip(".") for w in words if w != "."]
    return bool(folded) and all(w in FORMS_OF_ADDRESS or w in _legal_forms() for w in folded)


# A dose after the span (``Pantoprazol 40 mg``, ``Ramipril 5mg``, ``Vitamin D 1000 IE``): a drug
# or a substance, whatever the tagger read.
_DOSE_AFTER = regex.compile(r"\s*(?:\d+(?:[.,]\d+)?\s*)?(?:mg|µg|μg|mcg|ml|IE|I\.E\.|IU|mmol)(?!\p{L})")


def _after_greeting_or_relation(tokens: list[TaggedToken], i: int, end: int) -> tuple[int, bool]:
    """Where a name starts after a greeting written with a capital (``Hallo Basti``, ``Hi
    Maren``) or after a possessive and a relation (``Dein Neffe Serhat``, ``My cousin Kofi``):
    the words before it address or place the person and are no part of the name; replaced with
    it, they would be lost. Only before a name of the tables or a capitalised word no
    dictionary has, so that a title that opens so (``Love Actually``) is left whole. Second:
    whether a relation went before (the name is then a person's)."""
    start = i
    if i < end - 1 and tokens[i].text.casefold() in GREETINGS:
        i += 1
    related = i < end - 2 and tokens[i].text.casefold() in POSSESSIVES and relation_word(tokens[i + 1].text.casefold())
    i += 2 if related else 0
    name = tokens[i].text
    if i > start and name[:1].isupper() and (name_kinds(name) != (None, None) or not _is_word(name)):
        return i, related
    return start, False


def _opens_sentence(text: str, tokens: list[TaggedToken], i: int) -> bool:
    """Whether token ``i`` is the first of a sentence (of the post, after a sentence's end, on a
    new line, after markup that stands for an earlier annotation's words or a barrier)."""
    if i == 0:
        return True
    before = tokens[i - 1]
    return before.text in SENTENCE_ENDS or "\n" in text[before.end : tokens[i].start] or before.text == BARRIER


def certainty(probability: float) -> str | None:
    """The ``@cert`` of a name the tagger gives this probability, or None below the lowest bound."""
    for cert, bound in THRESHOLDS:
        if probability >= bound:
            return cert
    return "low" if probability >= CANDIDATE else None


@register
class TaggerDetector(Detector):
    name = "tagger"
    is_tagger = True
    categories = frozenset({Category.PER, Category.ORG, Category.LOC, Category.GPE, Category.GEO_DE, Category.OTH})
    model_path: Path = MODEL

    def load(self) -> None:
        import pycrfsuite

        from ..tagger.features import sentence_features

        # The tables the features read load here, not inside the first post.
        sentence_features(["Frankfurt", "am", "Main"])
        self._features = sentence_features
        self._tagger = pycrfsuite.Tagger()
        self._tagger.open(str(self.model_path))
        self._labels = [label for label in self._tagger.labels() if label != "O"]

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        tokens = tokens_of(post)
        if not tokens:
            return
        yield from self.tag(post.text, tokens)

    def tag(self, text: str, tokens: list[TaggedToken]) -> Iterator[Mention]:
        tagger = self._tagger
        tagger.set(self._features([t.text for t in tokens]))
        best = tagger.tag()
        i = 0
        while i < len(tokens):
            label = best[i]
            untagged = tokens[i].pos is None
            if label == "O" and untagged and not _may_be_name(tokens[i]):
                i += 1  # most tokens: nothing to propose, and no proper-noun tag to look at
                continue
            closed = is_closed_class(tokens[i].pos)
            if tokens[i].context or tokens[i].text in SEPARATORS:
                i += 1
                continue
            if label == "O" or closed:
                found = (
                    None
                    if closed or not (untagged or tokens[i].pos in PROPER_NOUN_TAGS)
                    else self._proper_noun(tokens, i, tagged=not untagged)
                )
                if found is None:
                    i += 1
                    continue
                category, end, probability = found
                labelled = end
            else:
                category = label[2:]
                end = i + 1
                while (
                    end < len(tokens)
                    and best[end] == "I-" + category
                    and not is_closed_class(tokens[end].pos)
                    and not tokens[end].context
                    and tokens[end].text not in SEPARATORS
                ):
                    end += 1
                labelled = end
                # The words of the language the span took with it are none of the name: it is cut
                # into the names on either side of them (teianon.detect.tagger_spans).
                parts = span_pieces([t.text for t in tokens[i:end]], _opens_sentence(text, tokens, i), category)
                for a, b in parts:
                    yield from self._piece(text, tokens, best, category, i + a, i + b, cut=parts != [(0, end - i)])
                i = labelled
                continue
            yield from self._emit(text, tokens, category, i, end, probability)
            i = labelled

    def _piece(
        self, text: str, tokens: list[TaggedToken], best: list[str], category: str, i: int, end: int, cut: bool
    ) -> Iterator[Mention]:
        """A labelled span's piece ``i``..``end`` as a mention (``cut``: words of the language
        were cut off it)."""
        probability = min(self._tagger.marginal(best[j], j) for j in range(i, end))
        # Nor does any name start in chat's greeting or interjection before a capitalised
        # word ("re Hildi", "juhuuu Mariyana"): it addresses the name, and replaced with
        # it, the greeting would be lost. (Particles lead names: "de Gaulle".)
        while (
            i < end - 1
            and is_interjection(tokens[i].text)
            and tokens[i].text.casefold() not in PARTICLES
            and tokens[i + 1].text[:1].isupper()
        ):
            i += 1
        i, related = _after_greeting_or_relation(tokens, i, end)
        if related:
            category = "PER"  # a nephew, a cousin: whatever else the tagger read
        words = [t.text for t in tokens[i:end]]
        if (i > 0 and len(words) == 1 and _code_after_cue(tokens[i - 1].text, words[0])) or (
            len(words) == 2 and _code_after_cue(*words)
        ):
            return  # "Gutscheincode HERBST15", "promo code SPRING10": a shop's code, no place
        initial = _opens_sentence(text, tokens, i)
        # What is left of a cut span, or words of the dictionaries capitalised only as a
        # sentence's first ("Lemon verbena grows"; not "tampa bay"), is no name.
        opening = initial and len(words) > 1 and words[0][:1].isupper()
        if (cut or opening) and names_nothing(words, initial):
            return  # "The" of "The plumber said Plummer": what is left of the sentence
        if cut and category != "PER" and lone_person(words):
            category = "PER"  # "Ask ravindra" was one organisation: the name alone is a person's
        if town_genitive(words) and (cut or name_kinds(words[0][:-1]) == (None, None)):
            # "Dortmunds" of "Dortmunds Polizei", "Bottrops Innenstadt": the town, whatever the
            # span was read as (a town that is a first name too, "Hagens", stays as read).
            category = "LOC"
        yield from self._emit(text, tokens, category, i, end, probability)

    def _emit(
        self, text: str, tokens: list[TaggedToken], category: str, i: int, end: int, probability: float
    ) -> Iterator[Mention]:
        """The mention of tokens ``i``..``end`` read as ``category``, unless it names no one."""
        if category != "PER" and end > i + 1 and tokens[i].text.casefold() in FORMS_OF_ADDRESS:
            category = "PER"  # "Ms Okonkwo", "Justice Whitcombe": a form of address names a person
        first = self._after_titles(tokens, i, end) if category == "PER" else i
        # A degree beside a name is none of it ("B.Sc Anna-Lena"): its words would be
        # searched as the name's part, and a pseudonym keeps them.
        while first < end - 1 and is_degree(tokens[first].text):
            first += 1
        # Nor does a name end in a title ("Mehmet Dr.": a title alone, split off by markup,
        # names no one, and its pseudonym would keep it).
        while end - 1 > first and (is_degree(tokens[end - 1].text) or _title_end(tokens, end)):
            end -= 1
        if (
            category == "PER"
            and end - 1 > first
            and object_of_infinitive(tokens[end - 1].text, text, tokens[end - 1].end)
        ):
            end -= 1  # "Herrn Albers Klavier spielen": the verb's object
        if category == "LOC" and end - first > 1 and office_after_town(tokens[first].text, tokens[first + 1].text):
            end = first + 1  # "Kölns Oberbürgermeisterin": the town, not its office
        words = [t.text for t in tokens[first:end]]
        cert = certainty(probability)
        start, stop = tokens[first].start, tokens[end - 1].end
        if category != "GPE" and (creator := _creator_before_work(text, start, stop)) is not None:
            # "Goethe's Faust", "Beethoven's Fifth": the creator alone (the public lookup's), not the work.
            category, stop, words = "PER", start + len(creator), [creator]
        if category == "PER" and (ending := possessive(words)):
            # "Imogen Pratchett's plan": the possessive's "'s" is the sentence's, and would be lost.
            stop -= ending
            words[-1] = words[-1][:-ending]
        if (
            saint_or_feast(text, start, stop, person=category == "PER")
            or (category == "PER" and end - first == 1 and adjective_before_noun(text, start, stop))
            or (category == "PER" and end - first == 1 and trade_after_article(text, start, stop))
            or (category == "PER" and end - first == 1 and common_noun_alone(words[0]))
            or (category != "PER" and end - first == 1 and noun_after_determiner(text, start, stop))
            # "Gib mir …": a word that edited text writes in lower case, capitalised as a sentence's first
            or (end - first == 1 and words[0].casefold() in lower_words() and _opens_sentence(text, tokens, first))
            or holiday(text, start, stop)
            or (category == "LOC" and end - first == 1 and coordinated_nouns(text, start, stop))
            or (category == "PER" and end - first == 1 and noun_pair(text, start, stop))
            or (category != "GPE" and work_after_creator(text, start, stop))
            or unnamed_file_word(text, start, stop)
            or _degree_in_chain(text, words, start, stop)
            or record_word(text, start, stop)
            or (category == "PER" and end - first == 1 and surname_after_in(text, start, words[0]))
            or (end - first == 1 and words[0][:1] == "A" and paper_format(text, start, stop))
            or names_a_role(words)  # "the Claimant", "First Respondent": a party's role
            or (end - first == 1 and care_noun(words[0]))  # "die Pflegekasse", "Sozialdienst": a kind
        ):
            cert = None  # "St. Patrick's Day", "Frank advice": no one (teianon.detect.not_persons)
        if (
            cert is not None
            and not (cert == "low" and end == i + 1 and _ordinary_unknown(words[0]))
            and any(_LETTER.search(w) for w in words)
            and not all(_CALENDAR.fullmatch(w) for w in words)
            and not _names_nothing(words)
            and not any(_WEB_ADDRESS.search(w) for w in words)
            and not _DOSE_AFTER.match(text, stop)
            and not _WEB_ADDRESS.search(_chunk(text, tokens[first].start, tokens[end - 1].end))
            and all(len(w) <= LONGEST_NAME_WORD for w in words)
            and (cert := judge(words, cert)) is not None
        ):  # what is no name in chat (chat_words)
            mention_category = place_category(text[start:stop]) if category == "LOC" else _CATEGORIES[category]
            yield Mention(
                start, stop, mention_category, cert=cert, source=f"tagger:{category}", score=round(probability, 4)
            )

    def _after_titles(self, tokens: list[TaggedToken], i: int, end: int) -> int:
        """Where a person's name starts after the forms of address the tagger took in (``Dr.
        Kowalski``, ``Frau Hollenbach``): the title stays as written, as the DOCC coders left it,
        and the name alone is as sure as the person detector's title rule makes it."""
        while i + 1 < end and tokens[i].text.casefold() in FORMS_OF_ADDRESS:
            i += 1
            if i + 1 < end and tokens[i].text == ".":
                i += 1  # "Dr." is two tokens
        return i

    def _proper_noun(self, tokens: list[TaggedToken], i: int, tagged: bool) -> tuple[str, int, float] | None:
        """A word outside the best labelling that the corpus ``tagged`` as a proper noun (or that
        has no tag) with a fair chance of being a name: (category, end, probability) or None. A
        proper noun's probability is lifted to the lowest threshold: the corpus's tag is evidence
        the tagger did not read."""
        tagger = self._tagger
        name = 1.0 - tagger.marginal("O", i)
        if name < (PROPER_NOUN_CHANCE if tagged else UNTAGGED_CHANCE) or not _LETTER.search(tokens[i].text):
            return None
        begins = [label for label in self._labels if label.startswith("B-")]
        label = max(begins, key=lambda b: tagger.marginal(b, i) + tagger.marginal("I-" + b[2:], i))
        return label[2:], i + 1, max(name, THRESHOLDS[-1][1]) if tagged else name
