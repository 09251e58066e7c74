"""NICK (and NUMBER): forum users named without ``@``, and accounts named after their platform.

Forum software writes who is quoted in a line of its own: ``Zitat von NAME:``, ``Originally
Posted by NAME``, ``Quote from: NAME on 3 March 2024``, ``[quote="NAME"]``, ``> NAME wrote:``,
``NAME schrieb:``; Reddit names users ``u/NAME``. Chatters give their accounts after the
platform's name: ``tiktok NAME``, ``mein insta: NAME``, ``discord NAME#1234``, and messenger ids
(``threema 7XH3K9PA``, ``icq 123456789``), which are numbers of an account (NUMBER). The name
after such a cue is a user's handle (NICK); the repeats then find it wherever else the file
writes it (:mod:`teianon.annotate.repeats`), and the nickname linker links it to a participant
whose name it is.

The cue alone is no proof: a quoted ``Goethe``, ``he wrote:``, ``insta story``, ``tiktok
videos`` and ``signal strength`` name no account. So the name must look like a handle (digits,
``_``, inner capitals or dots: ``grauer_reiher``, ``moewe83``) or be no word of the dictionaries
and the chat words, and no notable name; where a platform's name is also a word (``line``,
``signal``, ``wire``, ``steam``, ``snap``) a marker must say that an account follows (``:``,
``id``, ``name``, ``@``). A name of handle shape is proposed with high certainty, another with
medium.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..lists import key_of, notable
from ..mention import Category, Mention
from ..read.search import Literals
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .inside import is_dictionary_word
from .lexicon import frequency, is_chat_word, is_wordlike
from .variants import name_index, own_participant

# A user name: letters, digits, "_", and inner dots or hyphens (forum names have them).
_NAME = r"(?P<name>[\p{L}\p{N}_](?:[\p{L}\p{N}_]|[.\-](?=[\p{L}\p{N}_])){1,39})"
_END = r"(?![\p{L}\p{N}_@])"

# Quote attributions of forum software (vBulletin, phpBB, SMF, XenForo, Discourse, Reddit).
_QUOTED_BY = lazy(
    r"(?:"
    r"(?<![\p{L}])(?:originally\s+posted\s+by|posted\s+by|quote\s+from\s*:?|quoting|in\s+reply\s+to|replying\s+to"
    r"|zitat\s+von\s*:?|original\s+(?:geschrieben\s+)?von|antwort\s+(?:an|auf)"
    r"|citation\s+de|zitat\s*:\s*von)\s+[\"„“»'@]?"
    r"|\[quote\s*=\s*[\"']?|\[quote\s+(?:name|author|user(?:name)?)\s*=\s*[\"']?"
    r"|(?<![\p{L}\p{N}_/.])/?u/"
    r")" + _NAME + _END,
    regex.IGNORECASE | regex.VERSION1,
)
# Cues only forum software writes: after them a word may be a user's name too.
_SOFTWARE = lazy(r"\[quote|/?u/$|originally\s+posted|quote\s+from|zitat\s+von\s*:", regex.IGNORECASE)
# A quotation's source in running text ("ein Zitat von Goethe:", "Original von ..."): a name of
# no handle's shape only where a colon or a date closes the attribution, as forum software
# writes it ("Zitat von Moorfrosch am 12.04.2023"); not a full name ("Zitat von Bertolt Brecht").
_ATTRIBUTION = lazy(r"zitat|original", regex.IGNORECASE)
_DATED = lazy(r"\s+(?:am|vom|on)\s+\d|\s+schrieb", regex.IGNORECASE)
_CLOSED = lazy(r"\s*:|\s+(?:am|vom|on)\s+\d|\s+schrieb", regex.IGNORECASE)

# "NAME wrote:" at the start of a line, after the quote markers of a reply ("> > NAME wrote:").
_WROTE = lazy(
    # (U+E000 stands where the view breaks the text at an element: <p>, <lb/>.)
    r"(?:^|(?<=[\n\ue000]))[ \t]*(?:>[ \t]*)*" + _NAME + r"[ \t]+"
    r"(?:wrote|writes|said|schrieb|schreibt|hat\s+geschrieben|a\s+écrit|scrive|escribió)[ \t]*:",
    regex.IGNORECASE | regex.VERSION1,
)

# Platforms whose name is no word: the account may follow at once ("tiktok NAME").
_PLATFORMS = (
    r"tiktok|tik\s+tok|insta(?:gram)?|snapchat|twitter|discord|twitch|telegram|skype|kik|wechat|weixin"
    r"|onlyfans|bluesky|bsky|mastodon|youtube|pinterest|reddit|threema|icq|whatsapp|xbox\s+live|psn|battle\.?net"
)
# Platforms named by a word, or by letters: a marker says that an account follows.
_WORD_PLATFORMS = r"line|signal|wire|steam|snap|ig|yt|tg|x|threads|session|matrix|element|viber|qq"
_MARKER = r"(?:\s*(?:-\s*)?(?:name|handle|id|username|user|account|acc|nick|nummer|number|nr\.?)\b)"
# Between the platform (and a marker) and the account: a colon, "ist"/"is", or a space.
_BEFORE_ACCOUNT = r"(?:\s*[:=]\s*|\s+(?:ist|is|heißt|lautet)\s+|\s+)@?"
_HANDLE_CUE = lazy(
    r"(?<![\p{L}\p{N}_./@])(?:"
    rf"(?P<platform>{_PLATFORMS})(?![\p{{L}}\p{{N}}]){_MARKER}?{_BEFORE_ACCOUNT}"
    rf"|(?P<platform>{_WORD_PLATFORMS})(?![\p{{L}}\p{{N}}])(?:{_MARKER}{_BEFORE_ACCOUNT}|\s*:\s*@?|\s+@)"
    r")" + _NAME + r"(?P<tag>#\d{4})?" + _END,
    regex.IGNORECASE | regex.VERSION1,
)
# An id of a messenger that numbers its accounts: Threema's eight letters and digits, ICQ's and
# QQ's digits.
_MESSENGER_ID = lazy(r"(?:[A-Z0-9*]{8}|\d{5,12})", regex.VERSION1)
_NUMBERED = frozenset({"threema", "icq", "qq"})

# A handle's shape: a digit, "_", an inner capital or an inner dot.
_HANDLE_SHAPED = lazy(r"\d|_|\p{Ll}\p{Lu}|\p{L}\.\p{L}")
# Where a cue can begin: the patterns are tried there only (an alternation tried at every
# character of every post costs more than the rest of the detector; teianon.read.search).
_QUOTE_STARTS = Literals(
    ((w, w) for w in ("originally", "posted", "quote", "quoting", "in reply", "replying", "zitat", "original")),
    casefold=True,
)
_QUOTE_STARTS_TOO = Literals(((w, w) for w in ("antwort", "citation", "[quote", "u/", "/u/")), casefold=True)
# The first word of each platform's name (of _PLATFORMS and _WORD_PLATFORMS).
_PLATFORM_STARTS = Literals(
    ((w, w) for w in regex.findall(r"[a-z]+", regex.sub(r"\(\?:gram\)\?|\\.", "", _PLATFORMS + "|" + _WORD_PLATFORMS))),
    casefold=True,
)
_LINE_BREAK = lazy("[\n\ue000]")
_WROTE_WORDS = ("wrote", "writes", "said", "schrieb", "schreibt", "geschrieben", "écrit", "scrive", "escribió")


def _starts(text: str, *literals: Literals[str], folded: str | None = None) -> list[int] | None:
    """Where one of the ``literals`` begins in ``text``, in order (None: not known, where
    casefolding changes the text's length; ``ß``, which no cue holds, is read as ``s``).
    ``folded``: ``text`` case-folded, where the caller has it (a view's :attr:`PostText.folded`)."""
    if folded is None or "ß" in text or "ẞ" in text:
        folded = text.replace("ß", "s").replace("ẞ", "S").casefold()
    if len(folded) != len(text):
        return None
    return sorted({end + 1 - length for found in literals for end, length in found.ends(folded, folded=True)})


def _matches(pattern: regex.Pattern[str], text: str, starts: list[int] | None) -> Iterator[regex.Match[str]]:
    """``pattern.finditer(text)`` tried at ``starts`` only (None: everywhere)."""
    if starts is None:
        yield from pattern.finditer(text)
        return
    at = 0
    for start in starts:
        if start >= at and (match := pattern.match(text, start)) is not None:
            yield match
            at = match.end()


def handle_certainty(name: str, software: bool = False) -> str | None:
    """``high`` for a name of a handle's shape, ``medium`` for another that is no word of the
    dictionaries or the chat words and no notable name, None for a word (``he``, ``story``).
    ``software``: the cue is a string only forum software writes (``Originally Posted by``,
    ``[quote=``, ``u/``), after which a word or a notable name too is a user's (``Kestrel``),
    but not a function word."""
    if len(name) < 3 or name.isdigit():
        return None
    if _HANDLE_SHAPED.search(name) and not name.replace(".", "").isdigit():
        return "high"
    if is_chat_word(name) or (software and is_wordlike(name) and name.islower()):
        return None
    if software:
        return "medium"
    if is_wordlike(name) or is_dictionary_word(name) or notable().get(key_of(name)):
        return None
    return "medium"


@register
class ForumUserDetector(Detector):
    name = "forum_users"
    categories = frozenset({Category.NICK, Category.NUMBER})
    linear = True

    def analyze(self, post: PostText, context: DocumentContext) -> list[Mention]:
        found = list(self._handles(post)) + list(self._quoted(post))
        if not found:
            return found
        # A participant's name (the quoted user takes part): linked, as the linker would.
        index = name_index(context)
        linked = []
        for mention in found:
            hit = (
                index.lookup(post.text[mention.start : mention.end])
                if index and mention.category is Category.NICK
                else None
            )
            pid = own_participant(hit.participant) if hit else None
            linked.append(
                Mention(mention.start, mention.end, mention.category, pid, mention.cert, mention.source)
                if pid
                else mention
            )
        return linked

    @staticmethod
    def _quoted(post: PostText) -> Iterator[Mention]:
        starts = _starts(post.text, _QUOTE_STARTS, _QUOTE_STARTS_TOO, folded=post.folded)
        for match in _matches(_QUOTED_BY, post.text, starts):
            cue = match.group(0)[: match.start("name") - match.start()]
            software = bool(_SOFTWARE.search(cue)) or (
                bool(_ATTRIBUTION.search(cue)) and _DATED.match(post.text, match.end("name")) is not None
            )
            cert = handle_certainty(match.group("name"), software=software)
            # Other cues ("posted by", "in reply to") are words of running text too: there only
            # a name of a handle's shape ("in reply to Caroline's queries" names no account).
            if cert == "medium" and not (software or _ATTRIBUTION.search(cue)):
                continue
            if cert == "medium" and not software and not _CLOSED.match(post.text, match.end("name")):
                continue
            if cert is not None:
                yield Mention(match.start("name"), match.end("name"), Category.NICK, None, cert, "forum:quoted")
        folded = post.folded
        lines = (
            [0] + [m.end() for m in _LINE_BREAK.finditer(post.text)] if any(w in folded for w in _WROTE_WORDS) else []
        )
        for match in _matches(_WROTE, post.text, lines):
            cert = handle_certainty(match.group("name"))
            if cert is not None:
                yield Mention(match.start("name"), match.end("name"), Category.NICK, None, cert, "forum:wrote")

    @staticmethod
    def _handles(post: PostText) -> Iterator[Mention]:
        for match in _matches(_HANDLE_CUE, post.text, _starts(post.text, _PLATFORM_STARTS, folded=post.folded)):
            platform = " ".join(match.group("platform").casefold().split())
            name = match.group("name")
            start, end = match.span("name")
            if platform in _NUMBERED and _MESSENGER_ID.fullmatch(name):
                yield Mention(start, end, Category.NUMBER, None, "high", "forum:messenger-id")
                continue
            # A tag after the name (discord's moosbeere#4821) makes any name a handle; after a
            # bare space ("über Telegram geurteilt") a name of no handle's shape is no known word.
            cert = "high" if match.group("tag") and len(name) >= 2 else handle_certainty(name)
            bare = not match.group(0)[: start - match.start()].rstrip().endswith((":", "=", "@", "ist", "is"))
            if cert == "medium" and bare and frequency(name) >= 1.0:
                continue
            if cert is not None:
                yield Mention(start, match.end(), Category.NICK, None, cert, "forum:handle")
