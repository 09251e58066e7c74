"""The public sphere by context, where no list decides: a work or band named after its cue
(``die Band Kraftklub``), a judge or peer in office, a law by its head word, the acronyms of
bodies everyone knows (``AOK``, ``ADAC``), and a club named like its town where sport is talked
of. Part of the decision of :mod:`teianon.annotate.public`."""

from __future__ import annotations

from dataclasses import replace

import regex

from ..detect.chat_words import WELL_KNOWN_ACRONYM
from ..detect.lexicon import frequency, is_name
from ..detect.org_acronyms import SOURCE as DEFINED_ACRONYM
from ..detect.private_cues import words as cue_words
from ..lists import Entry, english_words, organisations, persons, places
from ..mention import Category, Mention
from ..read.textview import PostText
from .public_marks import SUBTYPE
from .public_universities import university_acronym
from .public_words import Word, Words, home_before, in_office, instrument, is_cue, private_before, word_range

# An acronym of capitals: AOK, ADAC (not "Abi", not a word written in capitals).
_ACRONYM = regex.compile(r"\p{Lu}{2,5}")


def by_context(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    """A name no list knows, right after a cue naming a work or band (``die Band Kraftklub``),
    after or with a peerage or judicial title (``Lord Reed``, ``Mr Justice Kennedy``: a judge or
    peer in their public role), or a law or treaty by its head word (``European Convention``)."""
    if proposal.category is Category.NICK:
        return None
    first, last = word_range(words, proposal)
    if first == last or private_before(words, first):
        return None
    before = [w.key for w in words[max(0, first - 3) : first]]
    if in_office(view.text, words, first, last) and not any(is_cue(w, "private") for w in before):
        return replace(proposal, category=Category.PER, cert="medium", source="public.office", subtype=SUBTYPE)
    if instrument(view.text, words, first, last):
        return replace(proposal, category=Category.OTH, cert="medium", source="public.law", subtype=SUBTYPE)
    if (band := _before_its_songs(view, words, proposal, first, last)) is not None:
        return band
    if first == 0:
        return None
    # "Show Julia": a personal name alone is nobody's work, of whatever origin ("Svitlana").
    if last - first == 1 and _personal_name(view.text[words[first].start : words[first].end]):
        return None
    # The work's own name stands right after its cue, or after the cue and an article ("die Band
    # Kraftklub", "the movie The Room"); a name further on is whoever the clause is about ("I lent
    # the book to Svitlana", "der Film hat Svitlana gefallen").
    # A charity is named after its cue as a work is ("the charity Barnardo's": not its founder).
    cue = next((w for w in before[-1:] if is_cue(w, "work") or is_cue(w, "charity")), None)
    if cue is None and len(before) >= 2 and before[-1] in _ARTICLES:
        cue = next((w for w in before[-2:-1] if is_cue(w, "work") or is_cue(w, "charity")), None)
    if cue is None:
        return None
    # Someone's own band or film ("mein Bruder spielt in der Band …") can point to them.
    if any(is_cue(w.key, "private") for w in words[max(0, first - 6) : first]):
        return None
    category = Category.OTH if proposal.category is not Category.PER else Category.PER
    if any(w in ("band", "lieblingsband") for w in before[-2:]) or is_cue(cue, "charity"):
        category = Category.ORG
    return Mention(proposal.start, proposal.end, category, cert="medium", source="public.context", subtype=SUBTYPE)


# Words after a band's or singer's name that say it is theirs: "some Seafarers songs",
# "ein Tagträumer-Album" is a compound and stays the tagger's.
_SONGS = frozenset("songs song album albums hits lieder platten".split())


def _before_its_songs(view: PostText, words: Words, proposal: Mention, first: int, last: int) -> Mention | None:
    """A name no person bears right before a word for its songs or albums (``He'd love some
    Harbourmen songs``, ``ein paar Grenzgänger Lieder``): a band, as the cue before it would say.
    A first name or surname is someone's (``Kevin songs``), and so is a possessive (``Tom's``)."""
    if last >= len(words) or last - first > 3 or words[last].key not in _SONGS:
        return None
    if view.text[words[last - 1].end : words[last].start] != " ":
        return None
    surface = view.text[proposal.start : proposal.end]
    if surface.endswith(("'s", "’s", "s'")) or not surface[:1].isupper():
        return None
    if any(_personal_name(w) for w in (surface, surface.removesuffix("s"), *surface.split())):
        return None
    return Mention(proposal.start, proposal.end, Category.ORG, cert="medium", source="public.context", subtype=SUBTYPE)


# Articles between a work's cue and its name ("der Film Die Welle", "the movie The Room").
_ARTICLES = frozenset("der die das den dem des ein eine einen the a an".split())


def _personal_name(word: str) -> bool:
    """A first name or surname of faker's German and English names or of the person tables."""
    return is_name(word) or any(e.category == "PER" for e in persons().get((word.casefold(),)))


def well_known_acronym(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    """``AOK``, ``ADAC``, ``DGB``: an organisation's acronym that the web writes often
    (:data:`teianon.detect.chat_words.WELL_KNOWN_ACRONYM`) names a body everyone knows, a
    national insurer or union, not one that points to a participant; unless a workplace, home or
    relation comes right before it (``ich arbeite bei der AOK``). A university's acronym
    (``ETH Zürich``, ``EPFL``): :func:`.public_universities.university_acronym`."""
    if (university := university_acronym(view, words, proposal)) is not None:
        return university
    if proposal.category not in (Category.ORG, Category.OTH) or proposal.source == DEFINED_ACRONYM:
        return None  # "Harwood Logistics Ltd ("HL")": the document says whose letters they are
    first, last = word_range(words, proposal)
    if last - first != 1 or private_before(words, first, possessive=False):
        return None
    word = words[first]
    surface = view.text[word.start : word.end]
    if view.text[proposal.start : proposal.end].strip() != surface or not _ACRONYM.fullmatch(surface):
        return None
    # The organisation table's acronyms (RUB, LMU) are universities and firms that can point to
    # a participant: the table, not the web, decides about them.
    key = (surface.casefold(),)
    if frequency(surface) < WELL_KNOWN_ACRONYM or places().get(key) or key in organisations() or is_name(surface):
        return None
    return Mention(word.start, word.end, proposal.category, cert="medium", source="public.acronym", subtype=SUBTYPE)


# A match's score ("0:3", "2-1"), one digit a side: "20:15" and "9:30" are times.
_SCORE = regex.compile(r"(?<![\d.:,])\d\s?[:\-–]\s?\d(?![\d:,]|\.\d)")  # a full stop may end the sentence
# Prepositions of a place before a name: "in Chemnitz", "away to Stockport" name the town.
_TO_A_PLACE = frozenset("in im nach aus bei zu to from at near into".split())
# Words before and after a club's name that the cues of sport are looked for in.
_SPORT_WINDOW = 4
# Cues of sport that everyday talk uses of anything ("we won a raffle", "lost the dog", "Kinder
# spielen"): sport only right after the club's name.
_EVERYDAY_SPORT = frozenset(
    "spielt spielen gespielt sieg punkte saison fans meister treffer won win wins lost lose loses beat beats "
    "draw drew drawn match cup goal goals".split()
)
# English verbs in the plural: after a town's name they say its team (British usage).
_PLURAL_VERBS = frozenset("were are have weren't aren't haven't".split())
# Nouns of a home ("unser Zuhause", "my home town"): the place, not the club.
_HOME_NOUNS = cue_words("homeland")


def club_at_play(text: str, words: list[Word], start: int, entries: list[Entry]) -> bool:
    """A listed club whose name is also a place (``Freiburg``, ``Wrexham``, ``Bayern``), with a
    word of sport (``verloren``, ``Tabelle``, ``relegated``; ``curated/public_cues.tsv``, role
    ``sport``) or a score among the four words either side: the club that plays, not the town
    (``ich wohne in Freiburg`` has neither, and a home cue or a preposition of place right before
    the name wins anyway)."""
    if not any(e.kind == "club" for e in entries) or home_before(words, start):
        return False
    if start and words[start - 1].key in _TO_A_PLACE:
        return False  # "Kraftklub spielen in Chemnitz": a place the band plays in, not the club
    lo, hi = max(0, start - _SPORT_WINDOW), min(len(words) - 1, start + _SPORT_WINDOW)
    around = words[lo:start] + words[start + 1 : hi + 1]
    if any(w.key in _HOME_NOUNS or is_cue(w.key, "home") for w in around):
        return False  # "Sandhausen ist unser Zuhause": a home, whatever else is said
    # Everyday verbs and nouns of the table ("spielen", "won", "lost", "fans") say sport only
    # right after the name ("Bayern lost", "Freiburg spielt"); the others anywhere near it.
    after = start + 1 < len(words) and text[words[start].end : words[start + 1].start].strip() == ""
    weak = after and words[start + 1].key in _EVERYDAY_SPORT and is_cue(words[start + 1].key, "sport")
    strong = any(is_cue(w.key, "sport") and w.key not in _EVERYDAY_SPORT for w in around)
    # "Leeds were awful", "Burnley have signed": a town is one thing ("Leeds is"), its team many.
    plural = after and words[start + 1].key in _PLURAL_VERBS
    if weak or strong or plural:
        return True
    # A score is several words ("2", "1"): read a few characters past the last one. A dash
    # between two digits is as often a range ("2-3 Monate"): only a colon counts alone, or a dash
    # beside a word of a match ("beat Wolves 3-1").
    found = _SCORE.search(text, words[lo].start, min(len(text), words[hi].end + 4))
    match_word = any(w.key in _EVERYDAY_SPORT for w in around)
    return found is not None and (":" in found.group() or match_word)


def inn_sign(view: PostText, proposal: Mention, public: Mention) -> bool:
    """A listed name that is only the first half of a proposed sign of two ordinary words joined
    by ``and``/``&`` (``the Crown and Anchor``, ``Rose & Crown``, ``Fox and Feathers``): a pub's
    or shop's name, which no list holds, not the series or band that bears its first word. Two
    names (``Queen and Bowie``) are no sign: both halves must be ordinary words."""
    text = view.text
    # The list's name may hold the article the proposal leaves out ("The Crown").
    start = public.start + 4 if text[public.start : public.start + 4] in ("the ", "The ") else public.start
    if not (proposal.start <= start and public.end < proposal.end):
        return False
    if text[proposal.start : start].strip() not in ("", "the", "The"):
        return False
    match = _SIGN.fullmatch(text[start : proposal.end])
    return match is not None and all(_sign_word(w) for w in (match["first"], match["second"]))


# "Crown and Anchor", "Rose & Crown": one capitalised word, "and" or "&", another.
_SIGN = regex.compile(r"(?:[Tt]he\s+)?(?P<first>\p{Lu}\p{Ll}+)\s+(?:and|&)\s+(?P<second>\p{Lu}\p{Ll}+)")


def _sign_word(word: str) -> bool:
    """An ordinary English word, as inn signs are made of (``Rose``, ``Fox`` are surnames too)."""
    return word.casefold() in english_words()


# Forms of address that speak to or of a person, unlike a degree ("Dr.", "Prof.").
SALUTATIONS = frozenset("herr herrn frau fr hr mr mrs ms miss mx meneer mevrouw mevr dhr".split())


def addressed(words: list[Word], start: int, forms: frozenset[str] | None = None) -> bool:
    """A form of address, a title or an everyday role before the word (one of ``forms`` if
    given), also over a private bearer's initials (``Frau Dr. K. Wegner``: the initials are hers,
    not the famous bearer's)."""
    j = start - 1
    while j >= 0 and len(words[j].key.rstrip(".")) == 1 and words[j].key[:1].isalpha():
        j -= 1
    if forms is not None:
        return j >= 0 and words[j].key.rstrip(".") in forms
    # A parish's title or an everyday role before a bare surname ("Pfarrer Lindemann",
    # "Hausmeister Klopp") speaks of someone the writer knows, as "Herr" does.
    return j >= 0 and any(is_cue(words[j].key, role) for role in ("title", "pastoral", "role"))
