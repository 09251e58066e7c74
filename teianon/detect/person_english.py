"""PER in English prose: a first name that is also a word, capitalised inside a sentence.

English writes its nouns and adjectives in lower case, so ``Flora``, ``Basil``, ``Jasper`` or
``Bob`` capitalised inside an English sentence (``if Flora had not``, ``his brother Basil.``,
``followed Lancelot into the house``) is the name; the German noun or compound the tables also
read in it (``Flora``, ``Lance-lot``) says nothing there. Novels and letters name their people
so, often without any other cue; the tagger and the decision model, which learnt from German
news and chat more than from English fiction, leave many of them (issue 38, ELTeC).

Not the name: a word at a sentence's start or after an article or another capitalised word
(``The Earl``, ``Great Heaven``), before a noun it qualifies (``Christian charity``, see
:func:`teianon.detect.not_persons.noun_follows`), before another capitalised word (a longer
name, which other rules read), a month or a day, a people's or a town's name (``Roman``,
``German``, ``Florence``), a word too common to be a name by its context (``Will``, ``May``), or
anything in a post whose language is not clearly English.
"""

from __future__ import annotations

import regex

from ..lists import Entry, demonyms, is_country_word, places
from .clause_language import english_verb, post_language
from .evidence import Words
from .lexicon import CALENDAR_LONG, CALENDAR_SHORT, frequency, is_chat_word
from .not_persons import noun_follows
from .person_context import SUBJECT_VERBS
from .person_words import POSSESSIVES, better_read_as_place, known_elsewhere, name_kinds, too_common

# Words after which a capitalised word is a noun or a title, not a name.
_BEFORE_NOUN = frozenset("the a an this that these those every each no some any".split())


def capitalised_in_english(words: Words, i: int, end: int, first: Entry | None) -> bool:
    """Word i alone (``end`` is i + 1), a first name of the tables, capitalised as a name is
    inside a sentence of an English post, where no reading but the name's is left."""
    word = words[i]
    text = word.text
    if first is None or end != i + 1 or len(text) < 3 or not (text[:1].isupper() and text[1:].islower()):
        return False
    if i == 0 or words.sentence_initial(i) or "\n" in words.post.text[words[i - 1].end : word.start]:
        return False  # a sentence's first word is capitalised whatever it is; so is a line's
    before = words[i - 1]
    if before.folded in _BEFORE_NOUN or before.capitalised and not _opens_sentence(words, i - 1):
        return False  # "the Earl", "Great Heaven", "Chaffing Jack" (a longer name: other rules)
    if before.folded in POSSESSIVES:
        return False  # "his Oscar", "my Mercedes": a thing owned; a person needs a verb there (possessed_person)
    if i > 1 and words[i - 2].folded in _BEFORE_NOUN and not before.capitalised:
        return False  # "the old Abbey": an article and an adjective make a noun of it
    if text.endswith(("'s", "’s")):
        return False  # "Anne's frank words": the possessive rules read what a person owns
    if i + 1 < len(words) and words.adjacent(i, i + 1) and words[i + 1].capitalised:
        return False
    folded = word.folded
    if folded in _ENGLISH_CAPITALS or folded in _TITLES or is_country_word((folded,)):
        return False  # "By Heaven", "the Captain's eyes", "North", "America"
    if folded.endswith("s") and name_kinds(text[:-1])[0] is not None and folded != first.form.casefold():
        return False  # "Napoléons", "Christians": a plural
    if folded in CALENDAR_LONG or folded in CALENDAR_SHORT or is_chat_word(text) or too_common(word):
        return False
    if (folded,) in demonyms():
        return False
    if (known_elsewhere((folded,)) or better_read_as_place(text)) and not _person_more_than_place(words, i):
        return False  # "to Ada" may be the town; "if Ada had not", "said Ada" the person
    return not noun_follows(words.post.text, word.end) and post_language(words.post.text) == "en"


# Nouns English capitalises of their own that the name tables hold as first names too.
_ENGLISH_CAPITALS = frozenset(
    "heaven heavens hell god lord lady providence fate fortune nature north south east west church crown".split()
)
# Titles and ranks, capitalised before a name or for the one who holds them (``the Captain``).
_TITLES = frozenset(
    "captain colonel major general admiral doctor judge king queen prince princess duke duchess earl count "
    "countess marquis baron baroness sir madam madame master mistress miss father mother sister brother".split()
)
# Prepositions a place follows as often as a person.
_PLACE_PREPOSITIONS = frozenset("in at to from near of into towards toward through via across by for".split())
# A town of this many people is the town, whatever the sentence.
_CITY = 100_000


def _person_more_than_place(words: Words, i: int) -> bool:
    """Word i, a first name that is also a town or a firm of the tables, is no big city and
    does not follow a preposition a place follows (``to Ada``, ``in Jasper``)."""
    if max((e.weight for e in places().get((words[i].folded,))), default=0) >= _CITY:
        return False
    return words[i - 1].folded not in _PLACE_PREPOSITIONS


def _opens_sentence(words: Words, i: int) -> bool:
    """Word i opens a sentence and is a function word (``But``, ``And``, ``Then``, ``If``),
    not the first part of a longer name."""
    return words.sentence_initial(i) and frequency(words[i].text) >= 5.0


# Where a person is from or works, after the name that opens a sentence (``Hope from the bakery
# says``, ``Joy at the front desk sorted``, ``Faith from next door lent``).
_ORIGIN = frozenset("from at".split())
# The words of such a place before the verb: a determiner, adjectives and nouns, a few at most.
_ORIGIN_LENGTH = 4
# Finite verbs that follow any subject, a thing's as well as a person's (``Hope from the start
# was lost``): no evidence of a person.
# Irregular pasts of what people do for others, which the regular endings do not find.
_IRREGULAR = frozenset("lent gave brought sent sold rang came left found paid made took fed drove".split())
_ANY_SUBJECT = frozenset(
    "is was are were has had have does did will would can could may might must shall should".split()
)


def subject_from_somewhere(words: Words, i: int, end: int, first: Entry | None) -> bool:
    """Word i alone, a first name of the tables that opens a sentence (where English capitalises
    any word: ``Grace``, ``Hope``, ``Joy`` are words too), is the subject of its clause: where the
    person is from or works follows (``from the café``, ``at reception``, ``from next door``)
    and then a finite verb of what people do (``says``, ``lent``, ``sorted``), not of any
    subject (``Hope from the start was lost``)."""
    if first is None or end != i + 1 or not words[i].capitalised or not words.sentence_initial(i):
        return False
    if i + 2 >= len(words) or words[i + 1].folded not in _ORIGIN or not words.adjacent(i, i + 1):
        return False
    for k in range(i + 2, min(len(words), i + 2 + _ORIGIN_LENGTH + 1)):
        if not words.adjacent(k - 1, k):
            return False  # a comma or a full stop between: no clause of the name's
        text = words[k].text
        folded = text.casefold()
        if (
            k > i + 2
            and text.islower()
            and folded not in _ANY_SUBJECT
            and (folded in SUBJECT_VERBS or folded in _IRREGULAR or english_verb(text))
        ):
            return post_language(words.post.text) == "en"
    return False


# Names that are English verbs of wishing and willing, and what follows them as verbs: a subject
# or an object (``Hope you are well``, ``Will you come``, ``hope to see you``, ``Hope this helps``).
_VERB_NAMES = frozenset("hope will wish trust pray".split())
_VERB_USE = regex.compile(
    r"[^\S\n]+(?i:you|u|ya|to|this|that|these|those|everything|all|so|not|we|they|it|he|she|i|"
    r"your|ur|everyone|everybody)(?![\p{L}\p{N}])"
)
# A noun between "the" and "of" (``by the Grace of God``, ``the Will of the people``), the
# prayer after a verb of saying (``say Grace``).
_THE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:the)[^\S\n]+$")
_OF_AFTER = regex.compile(r"[^\S\n]+of(?![\p{L}])")
_SAYING_BEFORE = regex.compile(r"(?<![\p{L}])(?i:say|says|said|saying)[^\S\n]+$")
# A name's frame before the word: a verb of telling or asking that takes a person as its object
# (``Tell Hope that``, ``ask Will to``), a kinship or friendship word (``my sister Hope``).
_NAME_BEFORE = regex.compile(
    r"(?<![\p{L}])(?i:tell|tells|told|telling|ask|asks|asked|asking|remind|reminded|text|texted|call|called|"
    r"thank|thanked|let|lets|meet|met|miss|missed|sister|brother|mother|father|mum|mom|dad|aunt|uncle|cousin|"
    r"niece|nephew|daughter|son|wife|husband|girlfriend|boyfriend|friend|grandma|granny|grandpa|dear)"
    r"[^\S\n]+$"
)
_WORD_NAMES = _VERB_NAMES | {"grace", "joy", "faith", "mercy", "charity", "patience", "glory", "honor", "honour"}


def word_in_use(text: str, start: int, end: int) -> bool:
    """The one word at ``start``..``end``, a name that is an English word as well (``Hope``,
    ``Will``, ``Grace``), is used as the word: a verb of wishing before a subject or an object
    (a name is seldom followed by ``you`` or ``to`` without a comma), a noun between ``the``
    and ``of``, the prayer after a verb of saying."""
    word = text[start:end]
    folded = word.casefold()
    if folded not in _WORD_NAMES:
        return False
    used = (
        folded in _VERB_NAMES
        and _VERB_USE.match(text, end) is not None
        or _THE_BEFORE.search(text, max(0, start - 8), start) is not None
        and _OF_AFTER.match(text, end) is not None
        or folded == "grace"
        and _SAYING_BEFORE.search(text, max(0, start - 10), start) is not None
    )
    # The whole post is searched for the name's frames only where a word's reading holds.
    return used and not _named_in(text, word)


def _named_in(text: str, word: str) -> bool:
    """The capitalised word stands somewhere in the post in a name's frame (``Tell Hope that``,
    ``my sister Hope``): every use of it is the person's, the verb reading needs a subject."""
    if not word[:1].isupper():
        return False
    for found in regex.finditer(rf"(?<![\p{{L}}]){regex.escape(word)}(?![\p{{L}}])", text):
        if _NAME_BEFORE.search(text, max(0, found.start() - 14), found.start()):
            return True
    return False
