"""A user's folder in a path: whoever exported a file, named by their account.

An export keeps the folder it was made in (``xml:base="file:///home/jbrinkhoff/export/"``, a
log's ``C:\\Users\\jbrinkhoff\\Desktop\\chat.txt``); the folder's name is the account's, often
the person's own. Detection proposes such paths as URLs (the ``url`` detector's ``file`` and
``path`` patterns) and the post-processor replaces them; the audit finds one left wherever a
reader sees it, whatever the annotated source says, since nothing in it may have marked the path.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import regex
from lxml import etree

from ..mention import PLACEHOLDER
from .audit_places import places

# A home folder on Linux or macOS, or a Windows profile, and the account after it.
_FOLDER = regex.compile(
    r"(?:(?<![\w.~])/(?:home|Users)/"
    r"|(?<![\w])[A-Za-z]:[\\/]+(?:Users|Dokumente und Einstellungen|Documents and Settings)[\\/]+)"
    r"(?P<user>[^/\\\s\"'<>]+)",
    regex.IGNORECASE,
)
# The same's start in the file's bytes (UTF-8 or any ASCII-compatible encoding), searched before
# anything is decoded: nearly every file has none.
_QUICK = re.compile(rb"/(?:home|users)/|:[\\/]+(?:users|dokumente|documents)", re.IGNORECASE)
# Folders of no one in particular.
_NO_ONE = frozenset(
    {
        "public",
        "shared",
        "default",
        "all users",
        "user",
        "username",
        "user name",
        "benutzer",
        "benutzername",
        "%username%",
    }
    | {"$user", "${user}", "<user>", "you", "yourname", "your_name", "me", "name", "guest", "gast", "admin", "root"}
)


def user_folders(
    output: etree._ElementTree, data: bytes | None = None
) -> Iterator[tuple[etree._Element, str, str, str]]:
    """(node, kind, attribute, the path's folder as written) for every user's folder a reader
    sees in ``output`` (``data``: its bytes, where one search of them clears most files)."""
    if data is not None and _QUICK.search(data) is None and b"\x00" not in data[:4]:
        return
    for node, kind, name, text in places(output):
        if kind not in ("text", "tail", "attribute", "comment", "pi"):
            continue
        for match in _FOLDER.finditer(text):
            user = match.group("user")
            if user.casefold() in _NO_ONE or PLACEHOLDER.search(user) or user.startswith("%5B_"):
                continue
            yield node, kind, name, match.group()
