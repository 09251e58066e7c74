"""ROOM: chat-room and channel names.

Found after commands and in system messages (``/join #blue``, ``betritt den Raum Lobby``,
``wechselt in den Raum Flirt``, ``Now talking in #blue``, ``has joined #blue``), and wherever a
room name that the header records (``name[@type='room']``) occurs: with ``#`` always, without it
only where the name is no ordinary word ("Welcome", "blue" need a cue). A room word inside a
compound cues a name that is no ordinary word (``im Ü30-Chat Sternschnuppe``, ``im Plauderkanal
Morgentau``; ``Zeitraum Januar`` and ``drawing-room Amy`` are no rooms), and a room, channel,
chat or server ``called``/``namens`` cues up to three capitalised words (``a channel called
Bookworms Lounge``). The ``#`` of an IRC
channel stays outside the annotation, as the ``@`` of an addressing term does.
Hashtags (``#bcrn18`` in a tweet) are not rooms: a bare ``#word`` needs a cue or a header entry.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .lexicon import FUNCTION_WORD, frequency, is_ordinary, is_wordlike

_NAME = r"#?(?P<value>[\p{L}\p{N}_][\p{L}\p{N}_\-.+]*[\p{L}\p{N}_+]|[\p{L}\p{N}_])"
_CUES = lazy(
    r"(?:"
    r"/(?:join|j|part|leave|channel|room|raum|go)\s+"
    r"|(?:betritt|betreten|verlässt|verlassen|wechselt\s+in|wechselt\s+zu|kommt\s+aus|geht\s+in|ist\s+im)\s+(?:den\s+|dem\s+|das\s+)?(?:raum|channel|chat|kanal)\s+"
    # (?-i:...): under IGNORECASE \p{Lu} would match any letter ("Beratungsraum auf")
    r"|(?<!\p{L}-?)(?:raum|(?-i:room)|channel|kanal|chatraum|chatroom)\s*[:=]?\s+[\"„“»']?(?-i:(?=#|\p{Lu}))"
    r"|(?:now\s+talking\s+in|session\s+ident:?|topic\s+for|has\s+joined|joined|has\s+left|left|entered|enters|leaves|switched\s+to|moved\s+to)\s+(?:the\s+)?(?:room\s+|channel\s+)?(?=#)"
    r"|(?:enters|entered|leaves|left)\s+(?:the\s+)?(?:room|channel)\s+"
    r")" + _NAME,
    regex.IGNORECASE | regex.VERSION1,
)


# A chat word at the end of a compound ("Ü30-Chat", "Gaming-Channel", "Plauderkanal"), with at
# least three characters before it ("Gchat" is none), and a name after it that is no ordinary
# word. -raum and -room are left out: in running text they are rooms of a building or no rooms
# (Zeitraum, Traum, drawing-room Amy), far more often than chat rooms.
_COMPOUND_CUES = lazy(
    r"(?<![\p{L}\p{N}\-])(?P<cue>[\p{L}\p{N}]{3,}-?(?i:chat|channel|kanal))\s+[\"„“»']?(?=\p{Lu})" + _NAME,
    regex.VERSION1,
)
_BARE_CUES = frozenset(("chat", "raum", "room", "channel", "kanal", "chatraum", "chatroom"))

# "a channel called X", "ein Chatraum namens X", "der Raum heißt X": the name may have up to three
# words, each capitalised ("Bookworms Lounge").
_CALLED = lazy(
    r"(?<![\p{L}\p{N}])(?i:[\p{L}\p{N}]*-?(?:chat|raum|room|channel|kanal|server))"
    r"\s+(?i:called|named|namens|genannt|heißt|heisst)\s+[\"„“»']?"
    r"(?P<value>#?\p{Lu}[\p{L}\p{N}_\-]*(?:\s\p{Lu}[\p{L}\p{N}_\-]*){0,2})",
    regex.VERSION1,
)

# A room of a building, not of a chat: "Raum B 214", "room B-204", "Raum 3.12" (a letter or
# three and a number). After a command (/join) or with a # it is a chat room all the same.
_PHYSICAL = lazy(r"(?:\p{Lu}{1,3}[ \-.]?)?\d[\d.\-/]*\p{L}?(?![\p{L}\p{N}_])", regex.VERSION1)


# Every cue holds one of these (in any case; str.casefold finds at least what the pattern's
# case-insensitive match finds): a command's slash, a channel's #, a word for a room. The pattern
# tried at every character of a post that holds none of them costs more than the rest of the
# detector.
_CUE_PARTS = ("raum", "room", "channel", "kanal", "chat", "server")


def _may_hold_a_cue(text: str, folded: str | None = None) -> bool:
    """``folded``: the text case-folded, where the caller has it (a view's :attr:`PostText.folded`)."""
    if "/" in text or "#" in text:
        return True
    folded = text.casefold() if folded is None else folded
    return any(part in folded for part in _CUE_PARTS)


@register
class RoomDetector(Detector):
    name = "room"
    categories = frozenset({Category.ROOM})

    def analyze(self, post: PostText, context: DocumentContext) -> list[Mention]:
        return list(self._cued(post)) + list(self._known(post, context.rooms))

    @staticmethod
    def _cued(post: PostText) -> Iterator[Mention]:
        if not _may_hold_a_cue(post.text, post.folded):
            return
        for match in _CUES.finditer(post.text):
            start, end = match.span("value")
            # Rooms are named with ordinary words (Lobby, Flirt, Talk), never with the commonest
            # ones: "she left the room with Anna", "Raum: Die Frage …".
            cued_only = not match.group(0).startswith("/") and post.text[start - 1] != "#"
            if cued_only and (_PHYSICAL.match(post.text, start) or frequency(match.group("value")) >= FUNCTION_WORD):
                continue
            yield Mention(start, end, Category.ROOM, None, "high", "room:cue")
        for match in _COMPOUND_CUES.finditer(post.text):
            start, end = match.span("value")
            if match.group("cue").casefold() in _BARE_CUES or _PHYSICAL.match(post.text, start):
                continue
            if is_wordlike(match.group("value")):
                continue
            yield Mention(start, end, Category.ROOM, None, "high", "room:cue")
        for match in _CALLED.finditer(post.text):
            start, end = match.span("value")
            if post.text[start] == "#":
                start += 1
            if _PHYSICAL.match(post.text, start) or is_ordinary(post.text[start:end]):
                continue
            yield Mention(start, end, Category.ROOM, None, "high", "room:cue")

    @staticmethod
    def _known(post: PostText, rooms: tuple[str, ...]) -> Iterator[Mention]:
        for room in rooms:
            bare = room.lstrip("#")
            if not bare:
                continue
            pattern = regex.compile(
                rf"(?<![\p{{L}}\p{{N}}_])(?P<hash>#?){regex.escape(bare)}(?![\p{{L}}\p{{N}}_])",
                regex.IGNORECASE | regex.VERSION1,
            )
            for match in pattern.finditer(post.text):
                start = match.start() + len(match.group("hash"))
                if match.group("hash"):
                    cert = "high"
                elif is_wordlike(bare):
                    continue
                else:
                    cert = "medium"
                yield Mention(start, match.end(), Category.ROOM, None, cert, "room:header")
