"""NICK: the participants' names wherever they occur, each linked to its participant.

The participant linker works on a whole document at once, because the evidence is spread over
the conversation:

1. **Candidates** — every token that matches a variant of a participant's name
   (:mod:`teianon.detect.variants`: exact, elongated, inflected, clipped, pet form, sound-alike,
   typo; from the header and from writers the header lacks, :mod:`teianon.detect.writers`).
2. **Score** — each (mention, participant) pair gets the strength of its string match plus the
   evidence of the context: the token is the whole post, or its first or last word; a greeting,
   farewell or title stands before it (``hi lanto``, ``re beere``, ``Frau Beere``); it opens an
   action or system message (``* zora winkt``); the corpus tags it as a proper noun. Turn-taking
   weighs the participants: the writer is rarely the one addressed, and a participant who posted
   recently (or posts soon after) is the likely referent.
3. **Decide** — a string that is also an ordinary word, a place, a compound's noun or initials
   (``Bochum``, ``Beere``, ``Tiger``) needs positive context in each post; other strings need a
   total score (the weights and thresholds are :class:`LinkerParameters`, chosen by
   leave-one-chat-out). Function words and chat abbreviations never become nicknames here, and the
   corpus's closed-class POS tags (``ihr/PPER``, ``jo/ITJ``) rule a token out.
4. **One string, one participant** — a string confirmed in one post is the same participant's
   name elsewhere in the document (``tom`` in the middle of a sentence), unless its own context
   clearly says otherwise.

Every mention is NICK with ``corresp`` (never PER, GPE or OTH), so that placeholders name the
participant and pseudonyms stay one per participant. The rule that matched is the mention's
``source`` (``nickname:full-pet``, ``nickname:part-clipped+document``).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field

from wordfreq import zipf_frequency

from ..lists import english_words, german_nouns
from ..mention import Category, Mention
from ..read.textview import PostText
from ..read.unmarked import read_as_seen
from . import Detector, DocumentContext, register
from .clause_language import post_language
from .folding import fold
from .lexicon import frequency, german_frequency, is_chat_word, is_name
from .nickname_post import CLOSED_TAGS, WORD, LinkerParameters, PostFacts, core_span, nickname_noun, parameters

# What the benchmarks and tests import from here, from before the post's facts had a module of their own.
from .nickname_post import DEFAULTS as DEFAULTS
from .nickname_post import using as using
from .person_stands import stands_for_person
from .person_words import relation_word
from .scripts import other_script
from .variants import (
    Candidate,
    Hit,
    Kind,
    Match,
    NameIndex,
    Variant,
    is_dictionary_word,
    name_index,
    own_participant,
    plain,
)
from .writers import is_event

# Zipf frequency from which a word is in use in a language (``hase`` in English: 1.9).
_IN_USE = 3.0

MAX_GLUED = 3
# Up to this word frequency (Zipf) a word-like name the chat calls someone by is theirs in passing
# too (``blume`` 4.3, ``flower`` 4.6); above it, a word this common (``sun`` 5.0) stays the word.
_CALLED_FREQUENCY = 5.0


@dataclass
class Occurrence:
    """One candidate mention and how the linker judged it."""

    view: PostText
    start: int
    end: int
    hit: Hit
    context: float = 0.0
    # The context addresses the name (see PostFacts.addressed), not only places it first or last.
    addressed: bool = False
    # A surname used as one: "bei meier", "die vogels" (see PostFacts.family_cue).
    family: bool = False
    unresolved: bool = False
    scores: dict[str | None, float] = field(default_factory=dict)
    vetoed: bool = False
    participant: str | None = None
    total: float = 0.0
    accepted: bool = False
    propagated: bool = False
    # The same string is linked to the same participant with high certainty elsewhere.
    confirmed_high: bool = False
    # After an article, a possessive or a number (``die blume``): the word, whatever it names elsewhere.
    determined: bool = False
    # A kinship or relation word (``papa``, ``mum``): addressing makes it a name, its place alone does not.
    kin: bool = False

    @property
    def form(self) -> str:
        return plain(self.view.text[self.start : self.end])

    @property
    def wordlike(self) -> bool:
        return self.hit.wordlike

    def mention(self, p: LinkerParameters) -> Mention:
        candidate = self.hit.by_participant().get(self.participant, self.hit.candidates[0])
        if self.unresolved:
            return Mention(
                self.start,
                self.end,
                Category.NICK,
                own_participant(self.participant),
                "low",
                f"nickname:{candidate.rule}+unresolved",
            )
        if self.propagated:
            cert = "medium" if candidate.strength >= 0.55 else "low"
        else:
            cert = "high" if self.total >= p.high else "medium" if self.total >= p.confirmed else "low"
        if cert == "low" and self.confirmed_high:
            # A string that the document links to this participant with high certainty elsewhere
            # ("hi tom") names them here too, whatever this post's context adds (it is no word
            # and rare: see _carries).
            cert = "medium"
        rule = candidate.rule + ("+document" if self.propagated else "")
        participant = own_participant(self.participant)
        if participant is None and self.participant is not None:
            rule += "+corpus"  # a participant of another file of the run
        return Mention(self.start, self.end, Category.NICK, participant, cert, f"nickname:{rule}")


def _foreign_word(text: str, post: str) -> bool:
    """A participant's name that is a word of one language only, in a post of the other (``hase``
    in ``ok hase when's your exam``): the writer did not use the word there, so it names the
    participant as any other string of theirs does. Not where the post's language has the word
    at all, in its dictionary or in use (``der tiger im zoo``: ``Tiger`` is German too)."""
    language = post_language(post)
    if language == "de":
        return text.capitalize() not in german_nouns() and german_frequency(text) < _IN_USE
    if language == "en":
        return text.casefold() not in english_words() and zipf_frequency(text.casefold(), "en") < _IN_USE
    return False


class Linker:
    """Finds and links the participant mentions of one document."""

    def __init__(self, context: DocumentContext, index: NameIndex):
        self.context = context
        self.index = index
        self.p = parameters()
        system = frozenset(p.id for p in context.participants if p.is_system)
        # The posts as detection reads them (teianon.read.unmarked): the links are found in the
        # same offsets as every other detector's proposals, which detect() takes back to the text.
        self.views = tuple(read_as_seen(view) for view in context.views)
        self.posts = [PostFacts(view, is_event(view, system), self.p) for view in self.views]
        self.posted: dict[str, list[int]] = defaultdict(list)
        # Where a glued name can begin: a run's key (lookup_glued) begins with its first token,
        # folded, so a first token that begins no key of the index begins no glued name, unless
        # the names are looked for across scripts (issue 41: most tokens are asked).
        self._glued_starts = frozenset(key[:n] for key in index.glued for n in range(1, len(key) + 1))
        for k, view in enumerate(self.views):
            if view.author:
                self.posted[view.author].append(k)

    def mentions(self) -> dict[int, list[Mention]]:
        """Mentions per post, keyed by ``id()`` of the post element."""
        occurrences = [o for k, post in enumerate(self.posts) for o in self._candidates(k, post)]
        for occurrence in occurrences:
            self._decide(occurrence)
        self._propagate(occurrences)
        found: dict[int, list[Mention]] = defaultdict(list)
        for occurrence in occurrences:
            if occurrence.accepted or occurrence.unresolved:
                found[id(occurrence.view.post)].append(occurrence.mention(self.p))
        return found

    def _candidates(self, k: int, post: PostFacts) -> Iterator[Occurrence]:
        view = post.view
        tokens = view.tokens
        used_until = -1
        # Case folding maps character by character (and may make a letter Greek: µ), so the
        # folded tokens hold every run's key.
        across = bool(self.index.foreign) or other_script("".join(t.text for t in tokens).casefold())
        for i, token in enumerate(tokens):
            if i <= used_until or not WORD.search(token.text):
                continue
            glued = self._glued(post, i, across)
            if glued is not None:
                whole, last = glued
                used_until = last
                yield self._scored(k, post, i, last, token.start, tokens[last].end, whole)
                continue
            start, end = core_span(token)
            if start >= end:
                continue
            core = view.text[start:end]
            hit = self.index.lookup(core) or self._vocative(k, post, i, core)
            if hit is None or hit.match.value >= Match.CLIPPED.value:
                # A name inside the word beats a guess at the whole word: xXlela2Xx is lela2
                # with decorations, not a typo of it.
                marked = token.text.lstrip("\"'([").startswith(("#", "@")) or view.text[
                    token.start - 1 : token.start
                ] in ("#", "@")
                inside = self.index.inside(core, marked)
                if hit is not None:
                    # lela3 is lela2 with another digit (a weak match of the whole), not lela and a 3.
                    inside = [found for found in inside if found[2].best.kind is Kind.FULL]
                if inside:
                    for first, last, inner in inside:
                        yield self._scored(k, post, i, i, start + first, start + last, inner)
                    continue
            if hit is not None:
                yield self._scored(k, post, i, i, start, end, hit)

    def _vocative(self, k: int, post: PostFacts, i: int, text: str) -> Hit | None:
        """``Vielen Dank Mike``: a first name nobody in the header has, after a greeting or thanks,
        in a stretch of dialogue between two people, names the other one."""
        if len(text) < 3 or not text[:1].isupper() or not is_name(text) or is_chat_word(text):
            return None
        if not post.greeted(i) or not post.view.author:
            return None
        near = {self.posts[j].view.author for j in range(max(0, k - 3), min(len(self.posts), k + 4))}
        others = near - {post.view.author, None}
        if len(others) != 1:
            return None
        variant = Variant(others.pop(), Kind.ADDRESSEE, text, wordlike=True)
        return Hit((Candidate(variant, Match.VOCATIVE, 0.5),))

    def _scored(self, k: int, post: PostFacts, first: int, last: int, start: int, end: int, hit: Hit) -> Occurrence:
        text = post.view.text[start:end]
        kin = relation_word(plain(text))
        occurrence = Occurrence(
            post.view,
            start,
            end,
            hit,
            post.context(first, last, text, hit.place),
            post.addressed(first, last, edge=not kin),
            hit.real and post.family_cue(first, text),
            determined=post.determined(first),
            kin=kin,
        )
        tag = post.tag(first)
        strong = hit.match is Match.EXACT and hit.best.kind is Kind.FULL and not hit.wordlike
        occurrence.vetoed = tag in CLOSED_TAGS and not strong
        if occurrence.determined and all(own_participant(v.participant) is None for v in hit.variants):
            # Another file's participant has no conversation here to speak for them: after an
            # article or a possessive ("einen knusperkeks") the string is the word.
            occurrence.vetoed = True
        elif (
            occurrence.determined
            and not (post.previous_word(first) or "").isdigit()  # "at 8? Biscuit is": a time, not a count
            and not strong
            and not any(v.real for v in hit.variants)  # a real name (Vogel): recall first, for review
            and (nickname_noun(text) or _frequent_word(text))
            and _whole_word(post.view.text, start, end)
        ):
            # "meine Panzerwelse", "zum fairteiler", "the moss on the roof", "die Sonnenblume im
            # Garten": after an article or a possessive, a part or stem of a nickname that is a
            # noun of the language (or a compound ending in one) and no name of the tables, or a
            # frequent word whatever the tables hold, is the word the nickname was made of, not
            # its bearer; in the nickname's own spelling too, which the self-audit then reports
            # as a possible leak only (teianon.checks.audit_words).
            occurrence.vetoed = True
        action = post.event and post.words and first == post.words[0]
        for participant, candidate in hit.by_participant().items():
            score = candidate.strength
            if participant is not None and participant == post.view.author and not action:
                score -= self.p.writer_penalty
            if participant is not None and self._active(participant, k):
                score += self.p.active_bonus
            occurrence.scores[participant] = score
        return occurrence

    @staticmethod
    def _named_part(occurrence: Occurrence, participant: str | None, length: int) -> bool:
        """A part of a nickname of several (``jake_miller``, ``lena.koch``) that the name tables
        hold as a first name or surname, where the clause puts a person (``i think miller knows``,
        ``ok koch meinte das auch``): the participant, though the part is a word too (the word
        has its article: ``the miller``, ``der Koch``)."""
        if occurrence.participant is None or occurrence.determined or occurrence.kin or length <= 2:
            return False
        candidate = occurrence.hit.by_participant().get(participant)
        text = occurrence.view.text[occurrence.start : occurrence.end]
        return (
            candidate is not None
            and candidate.variant.kind is Kind.PART
            and is_name(text)
            and stands_for_person(occurrence.view.text, occurrence.start, occurrence.end)
        )

    def _active(self, participant: str, k: int) -> bool:
        """The participant posts within the window around post ``k`` (not counting post ``k``)."""
        posts = self.posted.get(participant, ())
        first = bisect_left(posts, k - self.p.active_before)
        return any(j != k for j in posts[first : bisect_right(posts, k + self.p.active_after)])

    def _decide(self, occurrence: Occurrence) -> None:
        ranked = sorted(occurrence.scores.items(), key=lambda item: -item[1])
        best, score = ranked[0]
        if len(ranked) > 1 and ranked[1][1] >= score - 0.05 and ranked[1][0] != best:
            best = None  # two participants fit equally well: a nickname, but not linked
        occurrence.participant = best
        occurrence.total = score + occurrence.context
        if occurrence.vetoed:
            return
        length = occurrence.end - occurrence.start
        if occurrence.wordlike:
            # Context must speak for it; a name of one or two letters, or one that is a function
            # word ("die", "ihr"), needs a greeting, an action or the whole post.
            text = occurrence.view.text[occurrence.start : occurrence.end]
            needed = self.p.short_wordlike_context if length <= 2 or is_chat_word(text) else self.p.wordlike_context
            own = occurrence.total - occurrence.hit.by_participant()[ranked[0][0]].strength
            # An ordinary word ("talk", "Tiger", "blue") must be addressed; a place or a
            # compound's noun ("Bochum", "Beere") may also stand first or last.
            ordinary = (is_dictionary_word(text) or is_chat_word(text)) and not occurrence.hit.place
            if ordinary and not is_chat_word(text) and _foreign_word(text, occurrence.view.text):
                # "ok hase when's your exam": no word of the post's language, so the language
                # is the context that speaks for the participant.
                ordinary = False
                own += needed
            if occurrence.family:
                occurrence.accepted = True
                occurrence.total = max(occurrence.total, self.p.confirmed)
                return
            occurrence.accepted = (
                own >= needed and occurrence.total >= self.p.confirmed and (occurrence.addressed or not ordinary)
            )
            # A surname that is also a word ("der vogel singt"): the context cannot tell the
            # bird from Theo Vogel. Proposed with low certainty: left as written, but listed
            # for review, and `teianon check` fails until a reviewer decides.
            occurrence.unresolved = (
                not occurrence.accepted and occurrence.hit.real and ordinary and length > 2 and not is_chat_word(text)
            )
        else:
            # The writer penalty ranks the participants; it does not hide a self-mention (stoeps
            # writing "stoeps auch") whose string is no ordinary word.
            strength = occurrence.hit.by_participant()[ranked[0][0]].strength
            occurrence.total = max(occurrence.total, strength + occurrence.context)
            occurrence.accepted = occurrence.total >= self.p.accept
            if occurrence.accepted and self._named_part(occurrence, ranked[0][0], length):
                occurrence.total = max(occurrence.total, self.p.confirmed)

    def _propagate(self, occurrences: list[Occurrence]) -> None:
        """One string, one participant throughout the document."""
        votes: dict[str, dict[str | None, float]] = defaultdict(lambda: defaultdict(float))
        high: set[tuple[str, str | None]] = set()  # (string, participant) linked with high certainty
        for o in occurrences:
            if o.accepted and self._carries(o) and o.total >= self.p.confirmed:
                votes[o.form][o.participant] += o.total
                if o.total >= self.p.high:
                    high.add((o.form, o.participant))
        owner = {form: max(v.items(), key=lambda item: item[1])[0] for form, v in votes.items()}
        called = self._called(occurrences)
        for o in occurrences:
            if o.form in called and not o.accepted and self._bare(o) and called[o.form] in o.scores:
                # "na blume" made the word the participant's name in this chat: "ich glaube blume
                # hat recht" names them too, where no article makes it the noun ("die blume").
                o.accepted, o.propagated, o.participant = True, True, called[o.form]
                continue
            if o.form not in owner or o.vetoed or not self._carries(o):
                continue
            if o.determined and not o.accepted and is_dictionary_word(o.view.text[o.start : o.end]):
                continue  # "a baker makes bread": after an article a surname that is a word is the word
            chosen = owner[o.form]
            if not o.accepted:
                o.accepted, o.propagated, o.participant = True, True, chosen
            elif o.participant != chosen and chosen in o.scores:
                own = o.scores.get(o.participant, 0.0) if o.participant else 0.0
                if own - o.scores[chosen] < 0.3:
                    o.participant = chosen
            o.confirmed_high = (o.form, o.participant) in high

    def _called(self, occurrences: list[Occurrence]) -> dict[str, str | None]:
        """The word-like strings the document calls a participant by (accepted where it is
        addressed: a greeting, a title, an opener, ``@``, the whole post, the edge of a short
        turn; :meth:`PostFacts.addressed`), each with that participant, where one participant
        only is so called by it. Where it is carried to is :meth:`_bare`'s."""
        called: dict[str, set[str | None]] = defaultdict(set)
        for o in occurrences:
            if (
                o.accepted
                and not o.propagated
                and o.addressed
                and o.wordlike
                and o.total >= self.p.confirmed
                and o.participant is not None
            ):
                called[o.form].add(o.participant)
        return {form: next(iter(people)) for form, people in called.items() if len(people) == 1}

    def _bare(self, occurrence: Occurrence) -> bool:
        """An occurrence that a name called elsewhere may stand for: a word-like string of three
        letters or more, no place, no kinship word, no chat word, not too common, not vetoed by a
        closed-class tag, where the clause puts a person (:func:`stands_for_person`: ``eule hat
        recht``, not ``Ehrfurcht vor der Eule`` nor German's bare nouns, ``von Rettung``)."""
        text = occurrence.view.text[occurrence.start : occurrence.end]
        return (
            occurrence.wordlike
            and not occurrence.vetoed
            and not occurrence.determined
            and not occurrence.kin
            and not occurrence.hit.place
            and len(occurrence.form) > 2
            and not is_chat_word(text)
            and frequency(text) < _CALLED_FREQUENCY
            and stands_for_person(occurrence.view.text, occurrence.start, occurrence.end)
        )

    def _carries(self, occurrence: Occurrence) -> bool:
        """Whether the string, once confirmed, names its participant throughout the document: a
        string that is no word, or a rare one that no dictionary has (thor, not Tiger or schnell)."""
        if not occurrence.wordlike:
            return True
        text = occurrence.view.text[occurrence.start : occurrence.end]
        return (
            len(occurrence.form) > 2
            and not occurrence.hit.place
            and not is_chat_word(text)
            and not is_dictionary_word(text)
            and frequency(text) < self.p.propagate_frequency
        )

    def _glued(self, post: PostFacts, i: int, across: bool) -> tuple[Hit, int] | None:
        tokens, joined = post.view.tokens, post.joined
        if i + 1 >= len(tokens) or not joined[i]:
            return None  # every run of two or more begins with this token and the next, together
        if not across and fold(tokens[i].text).replace(" ", "") not in self._glued_starts:
            return None
        for size in range(MAX_GLUED, 1, -1):
            if i + size > len(tokens) or not all(joined[i : i + size - 1]):
                continue
            hit = self.index.lookup_glued([t.text for t in tokens[i : i + size]])
            if hit is not None:
                return hit, i + size - 1
        return None


@register
class NicknameDetector(Detector):
    name = "nickname"
    categories = frozenset({Category.NICK})
    # Spellings of the participants' names are looked up word by word, and the linker's look at
    # the words around each is bounded: linear in the post, so it reads long posts to the end.
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> list[Mention]:
        index = name_index(context)
        if not index:
            return []
        if not context.views:
            # Used on a single post outside a document: the post is the whole conversation.
            context = DocumentContext(
                context.participants, context.rooms, views=(post,), writer_names=context.writer_names
            )
        found = context.cached("nickname-links", lambda: Linker(context, index).mentions())
        assert isinstance(found, dict)
        return list(found.get(id(post.post), ()))


# Zipf frequency from which a nickname's part that is a word of the dictionaries is that word
# after a determiner, though the name tables hold it too (moss, Rose, Wolf).
_FREQUENT_PART = 3.0


def _frequent_word(text: str) -> bool:
    return len(text) >= 3 and is_dictionary_word(text) and frequency(text) >= _FREQUENT_PART


def _whole_word(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a whole word, not a part inside one (``Velo`` of ``the EuroVelo``,
    where the article belongs to the compound)."""
    return not text[start - 1 : start].isalpha() and not text[end : end + 1].isalpha()
