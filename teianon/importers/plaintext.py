"""Essays and letters as plain text (``text``): one document per file, one post per paragraph.

Paragraphs are separated by blank lines; each becomes a post by the one author, so that
detection, review and audit work on them as on chat posts. Line breaks inside a paragraph are
kept.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from . import Conversation, Importer, Message, Problem, register

GENRES = ("essay", "letter")


@register
class PlainTextImporter(Importer):
    name = "text"
    description = "Plain-text essays or letters: one document per file, one post per paragraph (blank-line separated)."
    options = {
        "genre": "essay (default) or letter.",
        "author": "Name of the author (default: 'author'; the file name could identify).",
        "title": "Document title (default: the file name).",
    }

    def __init__(self, options: Mapping[str, str] | None = None):
        super().__init__(options)
        self.genre = self.settings.get("genre") or "essay"
        if self.genre not in GENRES:
            raise ValueError(f"genre: expected {' or '.join(GENRES)}, got {self.genre!r}")
        self.author = self.settings.get("author") or "author"

    def read(self, text: str, name: str, problems: list[Problem]) -> Iterator[Conversation]:
        conversation = Conversation(title=self.settings.get("title") or name, genre=self.genre)
        paragraph: list[str] = []
        start = 0
        # A sentinel blank line closes the last paragraph.
        for number, line in enumerate(text.replace("\r\n", "\n").split("\n") + [""], 1):
            if line.strip():
                if not paragraph:
                    start = number
                paragraph.append(line.rstrip())
            elif paragraph:
                conversation.messages.append(Message(author=self.author, text="\n".join(paragraph), line=start))
                paragraph = []
        yield conversation
