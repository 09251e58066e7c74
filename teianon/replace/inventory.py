"""The inventory of a file: its participants and the references the post-processor would replace.

The XSLT writes it (``task=inventory``, ``xslt/modules/inventory.xsl``) after applying the corpus
policy, so that Python never has to decide again what counts as a reference; here it becomes
plain data that pickles between processes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from sys import intern

from lxml import etree

from ..read.xmlio import parse_bytes
from .xslt import place_parameters, run_stylesheet

INVENTORY_NS = "urn:x-teianon:xslt"


@dataclass(frozen=True)
class Participant:
    key: str
    id: str
    sex: str
    role: str
    replaced: bool
    names: tuple[str, ...]
    lang: str = ""
    # The names of ``names`` the header marks as surnames (``<surname>``): a surname's surrogate
    # is a surname, whatever the tables know of the original.
    surnames: tuple[str, ...] = ()

    @property
    def canonical(self) -> str:
        """The name the key is made of, as written."""
        fallback = self.names[0] if self.names else self.key
        return next((n for n in self.names if n.casefold() == self.key.casefold()), fallback)


@dataclass(frozen=True, slots=True)
class Reference:
    category: str
    original: str
    participant: str | None
    document: int
    post: str
    who: str
    lang: str
    thread: str = ""
    # Its words as its tokens' lemma, norm, orig or reg spell them where those differ from its
    # text (``Wendelgard`` of ``Wendelgards``): the audit seeks them as it seeks the original.
    spellings: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Post:
    id: str
    who: str
    document: int


@dataclass
class Inventory:
    """What one file holds; ``source`` names it in warnings."""

    source: str
    participants: list[Participant] = field(default_factory=list)
    references: list[Reference] = field(default_factory=list)
    # Every post with an author, in document order: who wrote near a mention.
    posts: list[Post] = field(default_factory=list)
    # Of a tree of some documents of a teiCorpus: how many of its participants and references
    # (the first ones) are its corpus header's, and how many of its documents the policy left out.
    corpus_participants: int = 0
    corpus_references: int = 0
    excluded: int = 0
    # Of a whole file read one document at a time: the documents the policy left out (by number
    # from 0), which number what follows the policy (None where not known).
    excluded_documents: tuple[int, ...] | None = None


# Most references have no other spelling: they share one empty tuple.
_NONE: tuple[str, ...] = ()


def _q(local: str) -> str:
    return f"{{{INVENTORY_NS}}}{local}"


def read_inventory(
    tree: etree._ElementTree, where: str, policy_json: str | None = None, documents: tuple[int, ...] | None = None
) -> Inventory:
    """Run the post-processor's inventory task on an annotated document (``documents``: for a
    tree of some documents of a teiCorpus, as :func:`teianon.replace.xslt.transform` takes it)."""
    parameters: dict[str, str | int] = {"task": "inventory", "policy-json": policy_json or "{}"}
    parameters |= place_parameters(documents)
    result = run_stylesheet(tree, where, parameters)
    root = parse_bytes(result.encode("utf-8"), where).getroot()
    inventory = Inventory(where, excluded=int(root.get("excluded", "0")))
    inventory.corpus_participants = sum(1 for e in root.iter(_q("participant")) if e.get("corpus") == "true")
    inventory.corpus_references = sum(1 for e in root.iter(_q("reference")) if e.get("corpus") == "true")
    for person in root.iter(_q("participant")):
        inventory.participants.append(
            Participant(
                person.get("key", ""),
                person.get("id", ""),
                person.get("sex", ""),
                person.get("role", ""),
                person.get("replaced") == "true",
                tuple(n.text or "" for n in person.iter(_q("name"))),
                person.get("lang", ""),
                tuple(n.text for n in person.iter(_q("name")) if n.get("part") == "surname" and n.text),
            )
        )
    # A teiCorpus of many chats has hundreds of thousands of references, and few distinct
    # categories, participants, authors, languages and threads: each of these is held once.
    for reference in root.iter(_q("reference")):
        participant = reference.get("participant")
        inventory.references.append(
            Reference(
                intern(reference.get("category", "")),
                reference.text or "",
                intern(participant) if participant is not None else None,
                int(reference.get("document", "1")),
                reference.get("post", ""),
                intern(reference.get("who", "")),
                intern(reference.get("lang", "")),
                intern(reference.get("thread", "")),
                tuple(s.text for s in reference.iter(_q("spelling")) if s.text) or _NONE,
            )
        )
    for post in root.iter(_q("post")):
        inventory.posts.append(Post(post.get("id", ""), post.get("who", ""), int(post.get("document", "1"))))
    return inventory
