"""ROOM: chat-room and channel names.

Found after commands and in system messages (``/join #blue``, ``betritt den Raum Lobby``,
``wechselt in den Raum Flirt``, ``Now talking in #blue``, ``has joined #blue``), and wherever a
room name that the header records (``name[@type='room']``) occurs: with ``#`` always, without it
only where the name is no ordinary word ("Welcome", "blue" need a cue). The ``#`` of an IRC
channel stays outside the annotation, as the ``@`` of an addressing term does.
Hashtags (``#bcrn18`` in a tweet) are not rooms: a bare ``#word`` needs a cue or a header entry.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from ..mention import Category, Mention
from ..read.textview import PostText
from . import Detector, DocumentContext, register
from .lexicon import is_wordlike

_NAME = r"#?(?P<value>[\p{L}\p{N}_][\p{L}\p{N}_\-.+]*[\p{L}\p{N}_+]|[\p{L}\p{N}_])"
_CUES = regex.compile(
    r"(?:"
    r"/(?:join|j|part|leave|channel|room|raum|go)\s+"
    r"|(?:betritt|betreten|verlässt|verlassen|wechselt\s+in|wechselt\s+zu|kommt\s+aus|geht\s+in|ist\s+im)\s+(?:den\s+|dem\s+|das\s+)?(?:raum|channel|chat|kanal)\s+"
    # (?-i:...): under IGNORECASE \p{Lu} would match any letter ("Beratungsraum auf")
    r"|(?<![\p{L}])(?:raum|(?-i:room)|channel|kanal|chatraum|chatroom)\s*[:=]?\s+[\"„“»']?(?-i:(?=#|\p{Lu}))"
    r"|(?:now\s+talking\s+in|session\s+ident:?|topic\s+for|has\s+joined|joined|has\s+left|left|entered|enters|leaves|switched\s+to|moved\s+to)\s+(?:the\s+)?(?:room\s+|channel\s+)?(?=#)"
    r"|(?:enters|entered|leaves|left)\s+(?:the\s+)?(?:room|channel)\s+"
    r")" + _NAME,
    regex.IGNORECASE | regex.VERSION1,
)


# A room of a building, not of a chat: "Raum B 214", "room B-204", "Raum 3.12" (a letter or
# three and a number). After a command (/join) or with a # it is a chat room all the same.
_PHYSICAL = regex.compile(r"(?:\p{Lu}{1,3}[ \-.]?)?\d[\d.\-/]*\p{L}?(?![\p{L}\p{N}_])", regex.VERSION1)


# Every cue holds one of these (in any case; str.casefold finds at least what the pattern's
# case-insensitive match finds): a command's slash, a channel's #, a word for a room. The pattern
# tried at every character of a post that holds none of them costs more than the rest of the
# detector.
_CUE_PARTS = ("raum", "room", "channel", "kanal", "chat")


def _may_hold_a_cue(text: str) -> bool:
    if "/" in text or "#" in text:
        return True
    folded = text.casefold()
    return any(part in folded for part in _CUE_PARTS)


@register
class RoomDetector(Detector):
    name = "room"
    categories = frozenset({Category.ROOM})

    def analyze(self, post: PostText, context: DocumentContext) -> list[Mention]:
        return list(self._cued(post)) + list(self._known(post, context.rooms))

    @staticmethod
    def _cued(post: PostText) -> Iterator[Mention]:
        if not _may_hold_a_cue(post.text):
            return
        for match in _CUES.finditer(post.text):
            start, end = match.span("value")
            if not match.group(0).startswith("/") and post.text[start - 1] != "#" and _PHYSICAL.match(post.text, start):
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
