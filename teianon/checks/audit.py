"""Audit: prove that no original string of a replaced reference survives in the output.

The annotated original says what is sensitive: the text of every reference the post-processor
replaces (its inventory, after the corpus policy) and every name of a participant it
anonymises, with the variants detection looks for (``lela2`` -> ``lela``). Each of these is
searched in the output, in text and attribute values, case-insensitively and as a whole word.
A hit is a leak. Strings that are also ordinary words (a nickname ``blue``) occur legitimately
elsewhere, so their hits are reported as possible leaks (warnings), for a person to look at.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import regex
from lxml import etree

from ..annotate.repeats import identifying_parts
from ..detect.lexicon import is_ordinary
from ..detect.links import is_public_link
from ..detect.variants import name_variants
from ..mention import PLACEHOLDER, Category
from ..read.places import descriptive_attributes, whole_words
from ..read.tei import is_project_metadata, local_name
from ..read.xmlio import parse_file
from ..replace.inventory import Inventory, read_inventory
from ..review.decisions import hold_below


@dataclass(frozen=True)
class Leak:
    path: str
    line: int | None
    text: str
    what: str
    certain: bool

    def __str__(self) -> str:
        kind = "error: leak" if self.certain else "warning: possible leak (also an ordinary word)"
        return f"{self.path}:{self.line or 0}: {kind}: {self.text!r} ({self.what})"


_INVISIBLE = regex.compile(r"[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]")


def sensitive_strings(inventory: Inventory) -> dict[str, str]:
    """Folded string -> what it is, for everything the output must not contain."""
    found: dict[str, str] = {}
    for person in inventory.participants:
        if not person.replaced:
            continue
        for name in person.names:
            if PLACEHOLDER.search(name):
                continue
            for _, form in name_variants(name):
                found.setdefault(form.casefold(), f"name of participant {person.id or person.key}")
    for reference in inventory.references:
        original = reference.original.strip()
        if reference.category in ("IMPLICIT", "CITATION") or len(original) < 2 or PLACEHOLDER.search(original):
            continue
        found.setdefault(original.casefold(), f"{reference.category} reference")
        for word in identifying_parts(original):
            found.setdefault(word.casefold(), f"part of a {reference.category} reference")
    return found


# What may not stand even in the project's own metadata: what names a participant or a room,
# and addresses (the post-processor hides the same there; xslt/modules/hidden.xsl).
_PERSONAL = ("name of participant", "ROOM reference", "URL reference", "EMAIL reference")


def _project_nodes(tree: etree._ElementTree) -> set[etree._Element]:
    """The elements of the project's own metadata, where only personal strings are leaks."""
    return {e for header in tree.getroot().iter(f"{_TEI}teiHeader") for e in header.iter()
            if isinstance(e.tag, str) and is_project_metadata(e)}


def _searchable(data: bytes, encoding: str | None) -> str:
    """The serialised file with character references resolved and invisible characters gone.

    Every text, attribute value, comment and name the node-by-node search reads stands in it
    whole, between markup characters (which are neither letters nor digits): a string it does
    not hold is in none of them.
    """
    return _INVISIBLE.sub("", html.unescape(data.decode(encoding or "utf-8", "replace")))


_CATEGORY_NAMES = frozenset(c.name for c in Category)
_TEI = "{http://www.tei-c.org/ns/1.0}"


_RUN = regex.compile(r"[\p{L}\p{N}]+")


def _found_in(text: str, strings: Iterable[str]) -> set[str]:
    """The (folded) strings that occur in ``text`` as whole words, and perhaps a few more.

    A string of letters and digits only is found as a whole run of them: one pass collects the
    runs, a set lookup does the rest (an alternation of hundreds of strings, case-insensitive,
    is slow over a whole file). The others are searched with :func:`whole_words`.
    """
    plain = {s for s in strings if _RUN.fullmatch(s)}
    found = plain & {run.casefold() for run in _RUN.findall(text)}
    other = [s for s in strings if s not in plain]
    if other:
        found |= {m.group(0).casefold() for m in whole_words(other).finditer(text)}
    return found


def _counted_category(item: etree._Element, value: str) -> bool:
    """``<item n="NICK">`` of the replacement counts in teianon's change record: a category name
    of teianon's, not a word of the text (a person named Nick leaves no leak there)."""
    listing = item.getparent()
    change = listing.getparent() if listing is not None else None
    return (value in _CATEGORY_NAMES and item.tag == f"{_TEI}item" and listing is not None and change is not None
            and listing.get("type") == "replacements" and change.tag == f"{_TEI}change"
            and change.get("type") in ("anonymisation", "pseudonymisation"))


def _places(tree: etree._ElementTree) -> Iterator[tuple[etree._Element, str, str, str]]:
    """(node, kind, name, text) for every text, attribute value, comment, processing instruction,
    element name and namespace declaration; :func:`_describe` words the place (only for a hit:
    most places hold none)."""
    root = tree.getroot()
    outside = [*root.itersiblings(preceding=True), *root.itersiblings()]
    descriptive = descriptive_attributes()
    for node in [*outside, *root.iter()]:
        if isinstance(node, etree._Comment):
            yield node, "comment", "", node.text or ""
        elif isinstance(node, etree._ProcessingInstruction):
            yield node, "pi", "", node.text or ""
        elif isinstance(node.tag, str):
            yield node, "element name", "", local_name(node.tag)
            parent = node.getparent()
            inherited = parent.nsmap if parent is not None else {}
            for prefix, uri in node.nsmap.items():
                if inherited.get(prefix) != uri:
                    yield node, "namespace", "", uri
            if node.text:
                yield node, "text", "", node.text
            for attribute, value in node.attrib.items():
                name = local_name(attribute)
                # Classifying values (type="logfile", ana="teianon:number.iban") come from the
                # encoder's and teianon's vocabularies, not from anyone's text; the replacement
                # pass leaves them alone, so a name that happens to spell one is no leak there.
                if name not in descriptive and not (name == "n" and _counted_category(node, value)):
                    yield node, "attribute", name, value
        else:
            continue
        if node.tail and node.getparent() is not None:
            yield node, "tail", "", node.tail


def _describe(node: etree._Element, kind: str, name: str) -> str:
    """Where a hit is, in words: ``text of <w>``, ``@target of <ref>``, ``comment``."""
    if kind == "comment":
        return "comment"
    if kind == "pi":
        return f"processing instruction <?{node.target}?>"
    label = "comment" if isinstance(node, etree._Comment) else (
        f"<?{node.target}?>" if isinstance(node, etree._ProcessingInstruction) else f"<{local_name(node.tag)}>")
    return {"element name": "element name", "namespace": f"namespace declaration on {label}",
            "text": f"text of {label}", "attribute": f"@{name} of {label}", "tail": f"text after {label}"}[kind]


def audit_file(original: Path, output: Path, policy_json: str | None = None, min_cert: str = "low") -> list[Leak]:
    """The leaks of one output file, judged by its annotated original; proposals less certain
    than ``min_cert`` (which the run held back, as written) are no references here."""
    tree = parse_file(original)
    hold_below(tree.getroot(), original.name, min_cert)
    inventory = read_inventory(tree, str(original), policy_json)
    return audit_tree(inventory, parse_file(output), str(output))


def audit_tree(inventory: Inventory, output: etree._ElementTree, where: str, data: bytes | None = None) -> list[Leak]:
    """The leaks of an output (parsed, so that lines are those of its bytes), judged by the
    inventory of the annotated document it came from. With the output's bytes (``data``), an
    output in which no string occurs at all is cleared by one search of the whole file."""
    strings = sensitive_strings(inventory)
    if not strings:
        return []
    pattern = whole_words(strings)
    if data is not None:
        hits = _found_in(_searchable(data, output.docinfo.encoding), strings.keys())
        if not hits:
            return []
        if hits <= strings.keys():
            # Only the strings found at all are looked for node by node: matches never cross
            # markup, so the file's matches are the nodes' matches.
            pattern = whole_words(hits)
    leaks = []
    project = _project_nodes(output)
    for node, kind, name, text in _places(output):
        # A zero-width space or soft hyphen inside a name hides it from a search, not from a reader.
        if not text.isascii():
            text = _INVISIBLE.sub("", text)
        owner = node.getparent() if kind in ("comment", "pi") or not isinstance(node.tag, str) else node
        in_project = owner in project if owner is not None else False
        for match in pattern.finditer(text):
            found = match.group(0)
            what = strings.get(found.casefold(), "sensitive string")
            if not what.startswith(_PERSONAL) and (in_project or kind == "attribute" and is_public_link(text)):
                # The publisher's metadata, and a link the post-processor kept as a public resource
                # (an article named like a place of the text), hold no participant's identity.
                continue
            certain = not is_ordinary(found)
            leaks.append(Leak(where, node.sourceline, found, f"{what}, in the {_describe(node, kind, name)}", certain))
    return leaks
