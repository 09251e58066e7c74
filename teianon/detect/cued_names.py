"""NICK and OTH: names that the word for their kind introduces (issue 38).

- **A screen name after its word** (``handle:cued``, NICK): the word for a gamer tag, a handle
  or a user name, alone or with its platform (``gamertag``, ``handle``, ``username``, ``user
  name``, ``IGN``, ``Battletag``, ``Riot ID``, ``Steam name``, ``PSN ID``, ``Xbox name``,
  ``Discord name``, ``Snapchat name``, ``Insta account``, ``Benutzername``, ``Nutzername``),
  then perhaps ``is``/``ist``/``:``, then one word that is no word of either language (``her
  Steam name is Fluxi_Borealis``, ``mein Discord-Name: schattenfuchs``). A player's tag names a
  person who is not in the chat as surely as their name. ``tag`` alone (``plays support, tag
  VexaLyn``) is a price's, a name badge's or the German day's word as often: after it only a
  word with a handle's marks (an inner capital, a digit, ``_``). A participant's own name is
  the nickname linker's.
- **An internal project's code name** (``other:project``, OTH): ``Project``/``Projekt``/
  ``Codename`` before a capitalised word (``the figures for Project Kingfisher``, ``Projekt
  Seeadler``): a firm's or a team's code name points to the firm. English ``Project`` in
  capitals is the name's first word and goes with it; the other cues stay. Not the words of project work
  (``Project Manager``, ``Projekt Management``), a German noun after ``Projekt`` (``Projekt
  Zukunft`` names a programme's theme as often) unless quoted, nor what the public sphere holds
  (``Project Gutenberg``).

Both ``medium``: a reviewer sees each.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..lists import key_of, notable
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .lexicon import frequency, german_frequency
from .variants import name_index

_FLAGS = regex.IGNORECASE | regex.VERSION1
_PLATFORMS = (
    r"steam|psn|playstation|xbox|xbl|discord|epic|riot|twitch|origin|ubisoft|nintendo|switch|battle\.?net|ea|"
    r"insta|instagram|tiktok|snap|snapchat|twitter|reddit|telegram|threema|signal|skype|youtube|kick"
)
_HANDLE_WORDS = (
    r"gamer\s?-?tag|gamertag|battle\s?-?tag|handle|user\s?-?name|ign|in-game\s(?:name|tag)|screen\s?-?name|"
    r"benutzername|nutzername|spielername|nick(?:name)?\s(?:im\sspiel|in\sgame)|"
    # A login names its holder as a user name does (``mein login ist m.berg``).
    r"login(?:\s?-?name)?|log-in|anmeldename|benutzerkennung|user\s?-?id|"
    rf"(?:{_PLATFORMS})[\s\-]?(?:name|id|tag|gamertag|account|nick)"
)
_CUED_HANDLE = lazy(
    rf"(?<![\p{{L}}\-])(?P<cue>{_HANDLE_WORDS}|(?P<tag>(?-i:tag)))(?!\p{{L}})"
    r"(?:\s?(?:is|ist|lautet|was|war|=)(?!\p{L}))?\s?[:=]?\s?[\"„“»']?"
    r"@?(?P<value>[\p{L}\p{N}_](?:[\p{L}\p{N}_.\-]{0,30}[\p{L}\p{N}_])?)(?![\p{L}\p{N}_@])",
    _FLAGS,
)
# A handle's marks: an inner capital after a small letter, a digit, an underscore.
_HANDLE_MARKS = lazy(r"\p{Ll}\p{Lu}|\d|_", regex.VERSION1)
# From this Zipf frequency a word is a word of running text, not a screen name.
_WORD = 3.0

# A login at a machine, as a shell command or a prompt writes it (``ssh anna.berg@192.168.4.20``,
# ``scp f k_berg@10.0.0.5:``, ``ssh anna.berg@server``): written as an address, it is proposed as
# one (EMAIL), the user's name with the machine, so that it outranks a tagger's guess over the
# command and the name. A system's own account (``root``, ``admin``) or a frequent word stays.
_LOGIN_AT = lazy(
    r"(?:(?<![\p{L}\-])(?:ssh|scp|sftp|rsync|mosh|telnet|ftp)\s+(?:-\S+\s+(?:\d+\s+)?)*"
    r"(?P<value>\p{L}[\p{L}\p{N}_.\-]{0,30}[\p{L}\p{N}_])@(?P<host>[\p{L}\p{N}](?:[\p{L}\p{N}.\-]*[\p{L}\p{N}])?)"
    r"|(?<![\p{L}\p{N}_.\-])(?P<value>\p{L}[\p{L}\p{N}_.\-]{0,30}[\p{L}\p{N}_])@(?P<host>(?:\d{1,3}\.){3}\d{1,3})(?!\.?\d))",
    _FLAGS,
)
_SYSTEM_ACCOUNTS = frozenset(
    "root admin administrator pi ubuntu user guest git www-data postgres debian ec2-user".split()
)


_PROJECT = lazy(
    r"(?<![\p{L}\-])(?P<cue>project|projekt|code\s?-?name|codename)\s"
    r"(?P<quote>[\"„“»'])?(?P<value>(?-i:\p{Lu})\p{L}+(?:-\p{L}+)?)(?![\p{L}\p{N}\-])",
    _FLAGS,
)
# The words of project work after "Project": roles, documents, meetings; no code names.
_PROJECT_WORDS = frozenset(
    """manager managers management lead leader leads team teams plan planning meeting meetings proposal
    proposals report reports update updates status board office officer officers coordinator coordination
    owner owners scope budget budgets deadline deadlines timeline work worker workers files file folder goal
    goals description title partner partners phase phases start kickoff kick review group groups member
    members funding costs cost sponsor sponsors charter portfolio engineer engineers engineering assistant
    director head lab week day days room space site page list overview summary outline management
    planner planners planning analyst analysts consultant consultants specialist specialists controller
    administrator administration architect architects scientist scientists developer developers designer
    designers researcher researchers accountant secretary support delivery governance assessment
    proposal schedule scheduler control controls finance funding office management
    leitung leiter leiterin mitarbeiter mitarbeiterin team gruppe plan planung bericht antrag förderung
    phase start ende woche tag tage raum seite ziel ziele beschreibung partner träger""".split()
)

_CLOSING = lazy(r"[\"“”«']")
_NEXT_CAPITAL = lazy(r"\s\p{Lu}", regex.VERSION1)


def _screen_name(value: str, bare_tag: bool) -> bool:
    if len(value) < 3 or value.isdigit():
        return False
    if bare_tag:
        return _HANDLE_MARKS.search(value) is not None and frequency(value) < _WORD
    return frequency(value) < _WORD or _HANDLE_MARKS.search(value) is not None and not value[1:].islower()


def _code_name(match: regex.Match[str]) -> bool:
    value = match.group("value")
    if value.casefold() in _PROJECT_WORDS or value.isupper():
        return False
    if notable().get(key_of(match.group(0))):
        return False  # "Project Gutenberg": the public sphere's
    if match.group("quote") and not _CLOSING.match(match.string, match.end("value")):
        return False  # "Projekt „Zukunft Ganztagesbetreuung!“": a programme's title of several words
    if match.group("cue").casefold() == "projekt" and not match.group("quote"):
        if _NEXT_CAPITAL.match(match.string, match.end("value")):
            return False  # "Projekt Lebensraumorientierte Seelsorge": a title of several words
        # A German noun names a programme's theme as often ("Projekt Zukunft", "Projekt Schule").
        return german_frequency(value) < _WORD
    return True


@register
class CuedNameDetector(Detector):
    name = "cued_names"
    categories = frozenset({Category.NICK, Category.OTH, Category.EMAIL})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        for match in _CUED_HANDLE.finditer(text):
            value = match.group("value")
            if not _screen_name(value, match.group("tag") is not None):
                continue
            hit = name_index(context).lookup(value)
            if hit is not None and hit.participant:
                continue  # a participant's own name: the nickname linker links it
            yield Mention(*match.span("value"), Category.NICK, None, "medium", "handle:cued")
        if "@" in text:
            for match in _LOGIN_AT.finditer(text):
                value = match.group("value")
                if value.casefold() not in _SYSTEM_ACCOUNTS and (
                    _HANDLE_MARKS.search(value) or "." in value or frequency(value) < _WORD
                ):
                    yield Mention(match.start("value"), match.end("host"), Category.EMAIL, None, "high", "email:login")
        for match in _PROJECT.finditer(text):
            if _code_name(match):
                # "Project Kingfisher": the capitalised English word is the name's own first word;
                # "Projekt Seeadler", "project Kingfisher": the noun before a name.
                cue = match.group("cue")
                start = match.start() if cue[0].isupper() and cue.casefold() == "project" else match.start("value")
                yield Mention(start, match.end("value"), Category.OTH, None, "medium", "other:project")
