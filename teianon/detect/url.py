"""URL: web addresses with a scheme, starting with ``www.``, bare domains with a known
top-level domain (``chat.example.de/raum``), a host of any top-level domain with its port
(``voice.example.gg:10011``), or site paths of two segments and more
(``/wiki/User:Lela2``).

False-positive risk: bare domains; hence the list of top-level domains, and no match inside an
e-mail address. Abbreviations like ``z.B.`` or ``usw.`` have no such domain. Not yet measured on
real chat; EmpiriST's ``URL`` tags are the planned gold (see benchmarks/).
"""

from __future__ import annotations

import regex

from ..mention import Category
from ..read.textview import PostText
from . import register
from .links import is_public_link
from .patterns import TRAILING_PUNCTUATION, Pattern, PatternDetector
from .private_cues import alternatives

TLDS = (
    "com net org info biz edu gov int mil name pro mobi app dev io co me tv fm cc to ly gl "
    "eu de at ch li lu nl be fr it es pt pl cz sk hu dk se no fi is ie uk ru ua tr gr ro bg hr "
    "si rs us ca au nz jp cn in br ar mx za "
    # New and country domains that services (game servers, shops, clubs) are often under.
    "gg xyz ai"
).split()
# New domains that are English words ("the club.live music", "the store.page 3": two sentences
# run together): a bare domain only where it has a path or a port, not as two words joined.
WORD_TLDS = "online site shop club blog live tech store page".split()
# A file's extension read as a domain before a line number ("main.py:42", "index.html:200").
_FILE_EXTENSIONS = (
    "py js ts jsx tsx rs go rb pl pm sh bash md rst c h cpp hpp cs java kt scala swift php html htm css scss json "
    "xml yml yaml toml ini cfg conf txt log csv tsv tex r sql lua vue ipynb"
).split()

_PATH = r"(?:[/?#][^\s<>\"\ue000]*)?"
# An encyclopaedia's article (the town's own page), and the words of a home before a link to one
# (the private cue table's residence classes: ``ich wohne hier:``, ``Heimatort:``, ``I'm from``,
# ``komme ursprünglich aus``).
_WIKI_ARTICLE = regex.compile(r"(?i)\bwiki(?:pedia|voyage)?\.org/wiki/[^\s<>\"\ue000:]+$|/wiki/[^\s<>\"\ue000:]+$")
_HOME = regex.compile(
    rf"(?i)\b(?:{alternatives('lives', 'homeland', 'home-adverb', 'origin')}"
    rf"|(?:{alternatives('home', 'origin-verb')})\s+(?:\w+\s+)?(?:{alternatives('out-of')}))\b[^.!?\n]{{0,40}}$"
)


def _home_before(text: str, start: int) -> bool:
    """A word of living or coming from shortly before ``start`` in the same sentence."""
    return _HOME.search(text[max(0, start - 60) : start]) is not None


_HOST = r"(?:[\p{L}\p{N}](?:[\p{L}\p{N}\-]{0,61}[\p{L}\p{N}])?\.)+"


@register
class UrlDetector(PatternDetector):
    linear = True
    name = "url"
    categories = frozenset({Category.URL})
    category = Category.URL
    # A scheme ("://"), a host ("www.", "ids-mannheim.de") or a path: a dot or a slash.
    REQUIRES = regex.compile(r"[./\\]")
    PATTERNS = (
        Pattern("scheme", r"\b(?:https?|ftp|irc)://[^\s<>\"\ue000]+"),
        Pattern("www", r"(?<![\w.@/])www\d{0,3}\.[^\s<>\"\ue000]+"),
        # A map link whose coordinates a writer (or a chat export) parted by a space after the
        # comma (?q=51.4556, 7.0116): the link runs on over the pair, so that none of it stays.
        Pattern(
            "map",
            r"\b(?:https?://|www\.)[^\s<>\"\ue000]*?[=@/][+\-]?\d{1,2}\.\d+,\s[+\-]?\d{1,3}\.\d+"
            r"(?:[,&;/?#][^\s<>\"\ue000]*)?",
        ),
        Pattern(
            "domain",
            rf"(?<![\w.@＠﹫/\-])(?:{_HOST})(?:{'|'.join(TLDS)})(?::\d{{2,5}})?{_PATH}(?![\w@＠﹫\-])",
            cert="medium",
        ),
        Pattern(
            "domain",
            rf"(?<![\w.@＠﹫/\-])(?:{_HOST})(?:{'|'.join(WORD_TLDS)})(?::\d{{2,5}}(?:/[^\s<>\"\ue000]*)?|/[^\s<>\"\ue000]+)"
            r"(?![\w@＠﹫\-])",
            cert="medium",
        ),
        # A host without a scheme, with its port (``vc.example-clan.gg:10011``,
        # ``mc.blockhaus.games:25565``): a game's or a voice chat's server, whatever its
        # top-level domain; the port is part of the address. Lower case, as a host is written.
        Pattern(
            "host-port",
            r"(?-i:(?<![\w.@＠﹫/\-])(?:[\p{Ll}\p{N}](?:[\p{Ll}\p{N}\-]{0,61}[\p{Ll}\p{N}])?\.)+"
            rf"(?!(?:{'|'.join(_FILE_EXTENSIONS)}):)\p{{Ll}}{{2,24}}:\d{{2,5}}"
            r"(?:/[^\s<>\"\ue000]*)?(?![\w@＠﹫\-]))",
            cert="medium",
        ),
        # A site-relative path of two or more segments (/wiki/User:Lela2, /user/12345/posts):
        # forum and wiki exports write links to user pages so. One slash (/join, /me) is a
        # chat command, not a path.
        Pattern("path", r"(?<![\w.@/:~<])/(?:[\p{L}\p{N}_.~%\-]+/)+[^\s<>\"\ue000/][^\s<>\"\ue000]*", cert="medium"),
        # A file URI (``file:///home/jbrinkhoff/export/``, an export's ``xml:base``): a path on
        # someone's computer, named by its user's folder as often as not.
        Pattern("file", r"(?<![\w.@/:])file:/[^\s<>\"\ue000]*[\p{L}\p{N}][^\s<>\"\ue000]*", cert="medium"),
        # A Windows path on a drive or a network share (``C:\Users\jschmidt\Documents``,
        # ``\\kl-fs01\finance``): a user's folder or a firm's server, as a site path is.
        Pattern(
            "path", r"(?<![\w\\])(?:(?-i:[A-Z]):\\|\\\\)(?:[^\s<>\"\ue000\\]+\\)+[^\s<>\"\ue000\\]*", cert="medium"
        ),
    )

    def trim(self, value: str) -> str:
        # Closing punctuation after a URL belongs to the sentence, unless it balances an opener.
        while value and value[-1] in TRAILING_PUNCTUATION:
            if value[-1] == ")" and value.count("(") >= value.count(")"):
                break
            value = value[:-1]
        return value

    def validate(self, pattern: Pattern, value: str, match: regex.Match, post: PostText) -> bool:
        # An article, a hashtag page, a platform's home page or a licence names no one; but an
        # encyclopaedia's article given as where the writer lives or comes from (``ich wohne
        # hier: …/wiki/Ebersdorf_(…)``) says what the home town's name says (DESIGN: a residence
        # cue outweighs public evidence).
        if is_public_link(value):
            return _WIKI_ARTICLE.search(value) is not None and _home_before(post.text, match.start())
        if pattern.name in ("path", "file"):
            return any(c.isalpha() for c in value.removeprefix("file:"))
        # A dotted word sequence ending in a TLD needs at least two letters before the dot
        # (not "z.de"), and a host part must contain a letter (not "1.de").
        # The host after a login (``user:pass@host``), which the link carries whole.
        authority = regex.split(r"[/?#]", value.split("://", 1)[-1], maxsplit=1)[0]
        host = authority.rpartition("@")[2].split(":", 1)[0]
        labels = host.split(".")
        if len(labels) < 2:
            return False
        return any(c.isalpha() for c in labels[0]) and len(host) >= 4
