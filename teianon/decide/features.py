"""The evidence of one candidate, as named features for the decision model.

A candidate is a proposed name (a :class:`~teianon.mention.Mention`) in its post. What speaks for
and against it being a name is written down here as features, and
:mod:`teianon.decide.model` weighs them: which rule or model proposed it and how sure that was
(the tagger's marginal probability), whether other detectors propose the same stretch, how it is
written (case, sentence start, digits, a leading ``#`` or ``@``), what the word lists say of its
first and last word (a town, a first name, an organisation, a German noun, how frequent a word),
the words just before and after it, the person's slot of the clause it stands in
(:func:`~teianon.detect.person_slots.person_slot`), and how often the document repeats its first word (not a
part-of-speech tag of the corpus: the labelled text the model learns from has none, and the
detectors read the tags already). The features are strings with values (mostly 1.0), so that the
model is a table of weights that any reader can inspect.

The same function makes the features for training (:mod:`teianon.decide.train`) and for a run,
so that the model is never asked about evidence it was trained on differently.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

import regex

from ..detect import DocumentContext
from ..detect.evidence import is_common_word
from ..detect.lexicon import frequency, is_chat_word, is_name
from ..detect.person_bare import SOURCE as BARE_NAME
from ..detect.person_slots import person_slot
from ..lists import key_of, notable, persons
from ..lists.name_frequency import name_against_word, name_class
from ..lists.word_names import word_names
from ..mention import Category, Mention
from ..read.textview import BARRIER, PostText
from ..tagger.features import table_features

_WORD = regex.compile(r"[\p{L}\p{N}]+(?:[.\-_'’&][\p{L}\p{N}]+)*")
_SENTENCE_END = (".", "!", "?", ":", BARRIER, "\n", '"', "“", "„")
# A word before or after a candidate is a feature by itself where it is this frequent (a function
# word, a title, a preposition: ``in``, ``Herr``, ``bei``); rarer ones are only "rare", so that
# the model learns cues and not the vocabulary of its training text.
_CUE_FREQUENCY = 4.0


def family(source: str) -> str:
    """The detector a rule belongs to (``person`` of ``person:title``)."""
    return source.partition(":")[0] or "unknown"


def _case(word: str) -> str:
    letters = [c for c in word if c.isalpha()]
    if not letters:
        return "none"
    if all(c.islower() for c in letters):
        return "lower"
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return "upper"
    if letters[0].isupper() and all(c.islower() for c in letters[1:]):
        return "cap"
    return "mixed"


@lru_cache(maxsize=100_000)
def _word_features(word: str) -> tuple[str, ...]:
    """What the tables say of one word (cached per word type)."""
    folded = word.casefold()
    found = list(table_features(folded))
    if is_name(word):
        found.append("faker")
    if is_chat_word(word):
        found.append("chat")
    if is_common_word(word):
        found.append("common")
    return tuple(found)


def _word_name(folded: str) -> bool:
    """A first name of the tables that is also a word of either language (``rose``, ``hope``,
    ``mark``; the table's flags), or one the tables leave out as a word: the model is to weigh
    the frame of such a name, not the name, which says both."""
    if folded in word_names():
        return True
    return any(e.kind == "first" and ("n" in e.flags or "w" in e.flags) for e in persons().get((folded,)))


@lru_cache(maxsize=100_000)
def _cue(word: str) -> str:
    folded = word.casefold()
    return folded if frequency(folded) >= _CUE_FREQUENCY or len(folded) <= 2 else "RARE"


def _document_capitalised(context: DocumentContext) -> Counter[str]:
    """The words of the document written with a capital inside a sentence, after a word in
    lower case (folded): a chat that writes a friend's name once so (``dann kam Rose``) names
    her where it writes ``rose`` too; German nouns are capitalised there as well, which the
    model weighs with what the word is."""

    def build() -> Counter[str]:
        counts: Counter[str] = Counter()
        for view in (*context.views, *context.text_views):
            counts.update(m.group(1).casefold() for m in _INNER_CAPITAL.finditer(view.text))
        return counts

    found = context.cached("decide.capitalised", build)
    assert isinstance(found, Counter)
    return found


# A capitalised word after a lower-case one in the same sentence (no punctuation between).
_INNER_CAPITAL = regex.compile(r"(?<=\p{Ll}[ ]{1,3})(\p{Lu}\p{Ll}+)(?!\p{L})")


def _document_words(context: DocumentContext) -> Counter[str]:
    def build() -> Counter[str]:
        counts: Counter[str] = Counter()
        for view in (*context.views, *context.text_views):
            counts.update(w.casefold() for w in _WORD.findall(view.text))
        return counts

    found = context.cached("decide.words", build)
    assert isinstance(found, Counter)
    return found


@lru_cache(maxsize=8)
def _lower_share(text: str) -> float:
    """The share of a post's words that begin in lower case (chat often writes no capitals);
    cached, since every candidate of the post asks."""
    words = [w for w in _WORD.findall(text) if w[:1].isalpha()]
    return sum(w[:1].islower() for w in words) / len(words) if words else 0.0


# A post with this share of its words in lower case is written in lower case (chat).
_LOWER_POST = 0.9
# A post in capitals: most of its letters (nine in ten of twelve at least) upper case.
_SHOUTED_SHARE = 0.9
_SHOUTED_LETTERS = 12


def as_capitalised(view: PostText) -> PostText:
    """A post written in capitals (a letter's head, a typed memo, ``I ALSO HATE MRS. ABBOT``) as
    if each word were capitalised, for the decision to read: capitals say nothing of a name
    there, and the model, which learnt that a word in capitals is an acronym or a shout, would
    hold back every name of it. Other posts are read as they are. Offsets stay: a letter whose
    lower case is longer than one character (``İ``) is left as it is."""
    text = view.text
    letters = [c for c in text if c.isalpha()]
    if len(letters) < _SHOUTED_LETTERS or sum(c.isupper() for c in letters) < _SHOUTED_SHARE * len(letters):
        return view
    chars = list(text)
    for k in range(1, len(chars)):
        if chars[k - 1].isalpha() and chars[k].isupper() and len(chars[k].lower()) == 1:
            chars[k] = chars[k].lower()
    return replace(view, text="".join(chars))


# Zipf frequency of a function word (``a`` 7.4, ``i`` 7.1; other letters 5 to 6).
_FUNCTION_WORD = 6.5


def _without_initials(words: list[str]) -> list[str]:
    """The words of a name after the initials that are also words: the ``A`` of ``A. Brzeski``
    or ``A.-K. Brzeski`` read as the English article, the commonest word there is, held every
    such name back. Only a person's: a letter before a place is its name's (``A 7``). ``I``
    stays: the pronoun ends sentences (``So do I. We'll go``); other letters are no function
    words, and the model weighs them as it learnt to."""
    if len(words[-1]) == 1:
        return words  # initials alone ("J. B."): nothing else to weigh
    k = 0
    while len(words[k]) == 1 and words[k] != "I" and frequency(words[k].lower()) >= _FUNCTION_WORD:
        k += 1
    return words[k:]


def features(
    mention: Mention, view: PostText, proposals: Sequence[Mention], context: DocumentContext
) -> dict[str, float]:
    """The named evidence of ``mention`` among ``proposals``: those of its post, or only those
    that overlap it (:func:`overlapping` finds them for a whole post at once)."""
    text = view.text[mention.start : mention.end]
    words = _WORD.findall(text) or [text]
    if mention.category is Category.PER:
        words = _without_initials(words)
    fam = family(mention.source)
    cat = mention.category.name
    f: dict[str, float] = {"bias": 1.0, f"cat={cat}": 1.0, f"src={mention.source}": 1.0, f"fam={fam}": 1.0}
    f[f"cert={mention.cert}"] = 1.0
    f[f"fam={fam}&cert={mention.cert}"] = 1.0
    if mention.score is not None:
        p = min(max(mention.score, 1e-4), 1 - 1e-4)
        f["score"] = p
        f["score.logit"] = math.log(p / (1 - p))
    n = min(len(words), 3)
    f[f"words={n}"] = 1.0
    case = _case(words[0])
    f[f"case={case}"] = 1.0
    f[f"fam={fam}&case={case}"] = 1.0
    f[f"cat={cat}&case={case}"] = 1.0
    if len(words) > 1 and all(_case(w) == "cap" for w in words):
        f["all-cap"] = 1.0
    # A window, not the whole text before: a long post with many candidates is no quadratic copy.
    before = view.text[max(0, mention.start - 200) : mention.start].rstrip(" ")
    initial = not before or before.endswith(_SENTENCE_END)
    if initial:
        f["initial"] = 1.0
        f[f"initial&case={case}"] = 1.0
    if text[:1] in "#@":
        f["marker=" + text[:1]] = 1.0
    if any(c.isdigit() for c in text):
        f["digit"] = 1.0
    if "-" in text:
        f["hyphen"] = 1.0
    f["length"] = min(len(text), 30) / 30
    f["post.lower"] = _lower_share(view.text)
    if not view.conversational:
        f["header-text"] = 1.0
    zipf = max(frequency(w) for w in words)
    f["zipf"] = zipf / 8
    if zipf == 0:
        f["zipf=0"] = 1.0
    for feature in _word_features(words[0]):
        f["w1:" + feature] = 1.0
    if len(words) > 1:
        for feature in _word_features(words[-1]):
            f["wn:" + feature] = 1.0
    if key_of(text.lstrip("#@")) in notable():
        f["notable"] = 1.0
    previous = _WORD.findall(view.text[max(0, mention.start - 40) : mention.start])
    following = _WORD.findall(view.text[mention.end : mention.end + 40])
    f["prev=" + (_cue(previous[-1]) if previous and not initial else "START")] = 1.0
    if previous and not initial and previous[-1][:1].isupper():
        f["prev.cap"] = 1.0
    f["next=" + (_cue(following[0]) if following else "END")] = 1.0
    # The slot of the clause (after a kinship word, the object of "mit", a subject before a verb
    # of saying): where chat puts a person, a lower-case word is a name more often than where it
    # stands elsewhere; crossed with the case, since a capitalised word there is named anyway.
    slot = person_slot(view.text, mention.start, mention.end)
    if slot:
        f["slot=" + slot] = 1.0
        f[f"slot={slot}&case={case}"] = 1.0
    around = [p for p in proposals if p is not mention and p.overlaps(mention)]
    others = {family(p.source) for p in around} - {fam}
    same = {family(p.source) for p in around if p.category is mention.category}
    f[f"agree={min(len(others), 2)}"] = 1.0
    if same - {fam}:
        f["agree.category"] = 1.0
    for other in sorted(others):
        f["also=" + other] = 1.0
    count = _document_words(context).get(words[0].casefold(), 0)
    f["document.count"] = math.log1p(count) / 5
    f = crossed(f)
    if mention.source == BARE_NAME:
        return _bare(f, words[0], case, initial, slot, context)
    return f


def crossed(f: dict[str, float]) -> dict[str, float]:
    """The cue words crossed with what the word is: after ``Herr`` a first name or an unknown
    word is a name, an ordinary word a role (``Herr Pfarrer``); a linear model cannot weigh a
    cue by the word that follows it otherwise. Idempotent, so that training may apply it to
    stored features."""
    kind = _kind(f)
    for key in [k for k in f if k.startswith(("prev=", "next=")) and "&" not in k]:
        f[f"{key}&{kind}"] = 1.0
    return f


# nam_dict's frequency class of a first name, in bands (1 a rare name, 10 two in a hundred people).
_CLASS_BANDS = ((1, "rare"), (4, "some"), (7, "common"), (10, "top"))
# How much more common as a name than as a word (powers of ten), in bands.
_AGAINST_BANDS = ((1.0, "<1"), (2.0, "1-2"), (3.0, "2-3"))


def _bare(
    f: dict[str, float], word: str, case: str, initial: bool, slot: str | None, context: DocumentContext
) -> dict[str, float]:
    """A bare first name's evidence (:mod:`teianon.detect.person_bare`), under names of its own
    (``bare|…``): these candidates are a population apart (a name where any word may stand), and
    fitted on the other rules' features they moved the model's judgement of every other rule.
    Their own evidence is how common the string is as a name against how common as a word, a
    first name flagged as a word too, the post's case crossed with the word's, and the same word
    capitalised elsewhere in the document."""
    folded = word.casefold()
    kind = _kind(f)
    # In a post written all in lower case, lower case says nothing of a name; in one that
    # capitalises, a word in lower case is no name as a rule.
    written = f"case={case}&post={'lower' if f['post.lower'] >= _LOWER_POST else 'mixed'}"
    f[written] = 1.0
    zipf = f["zipf"] * 8
    band = "z<3" if zipf < 3 else "z3" if zipf < 4 else "z4" if zipf < 5 else "z5+"
    f[f"{band}&{kind}"] = 1.0
    f[f"{band}&{written}"] = 1.0
    found = name_class(folded)
    named = next((label for bound, label in reversed(_CLASS_BANDS) if found >= bound), "none")
    f["name-class=" + named] = 1.0
    f["name-class"] = found / 13
    f[f"name-class={named}&{band}"] = 1.0
    against = name_against_word(folded, zipf)
    if against is not None:
        f["name-against-word"] = max(-2.0, min(against, 4.0)) / 4
        step = next((label for bound, label in _AGAINST_BANDS if against < bound), "3+")
        f["name-against-word=" + step] = 1.0
        f[f"name-against-word={step}&{written}"] = 1.0
    if _word_name(folded):
        f["word-name"] = 1.0
        f[f"word-name&case={case}"] = 1.0
        if slot:
            f["word-name&slot"] = 1.0
    if _document_capitalised(context).get(folded, 0) > (case == "cap" and not initial):
        f["document.capitalised"] = 1.0  # written with a capital elsewhere inside a sentence
        if "word-name" in f:
            f["document.capitalised&word-name"] = 1.0
    return {"bare|" + k: v for k, v in f.items()}


def _kind(f: dict[str, float]) -> str:
    """What the first word is, by the tables: a common word, a first name, a surname, a place."""
    if "w1:common" in f:
        return "common"
    if "w1:per=first" in f:
        return "first"
    if "w1:per=last" in f:
        return "last"
    if any(k.startswith("w1:pl=") for k in f):
        return "place"
    return "unknown"


def overlapping(proposals: Sequence[Mention]) -> list[list[Mention]]:
    """For each proposal, the proposals that overlap it (itself included): found in the order
    of their starts, so a long post with thousands of proposals costs n log n, not n²."""
    order = sorted(range(len(proposals)), key=lambda k: proposals[k].start)
    starts = [proposals[k].start for k in order]
    longest = max((len(p) for p in proposals), default=0)
    found: list[list[Mention]] = []
    for mention in proposals:
        low = bisect_right(starts, mention.start - longest)
        high = bisect_right(starts, mention.end - 1)
        found.append([proposals[order[j]] for j in range(low, high) if proposals[order[j]].overlaps(mention)])
    return found
