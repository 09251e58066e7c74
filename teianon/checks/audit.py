"""Audit: prove that no original string of a replaced reference survives in the output.

The annotated original says what is sensitive: the text of every reference the post-processor
replaces (its inventory, after the corpus policy) and every name of a participant it
anonymises, with the variants detection looks for (``lela2`` -> ``lela``). Each of these is
searched in the output wherever a reader can see it (``teianon.read.places``): every text,
every attribute value (descriptive ones too), element and attribute names and prefixes,
namespace declarations, comments, processing instructions (target and data), and words joined
across markup that does not break them (``le<lb break="no"/>la2``). Both sides are compared as
a reader reads them (``teianon.read.reader``: compatibility forms, format characters, bidi
overrides, look-alike letters, case). A string is found as a whole word; a participant's name
also inside a longer word (``#lela2fanclub``) when the name is distinctive (four characters or
more, no ordinary word) and the word around it is no ordinary word or name of its own
(``Helena`` holds no ``Lena``). A hit is a leak. Strings that are also ordinary words (a
nickname ``blue``), and names glued to something that is not a word (``Paulaner``), are reported
as possible leaks (warnings), for a person to look at.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import regex
from lxml import etree

from ..annotate.glued import NAME_TYPES
from ..annotate.repeat_case import lower_word, word_not_name
from ..annotate.repeat_words import as_word
from ..annotate.repeats import bare_name
from ..detect.links import is_public_link
from ..detect.scripts import other_script
from ..errors import line_of
from ..mention import PLACEHOLDER
from ..read.places import descriptive_attributes, left_unreplaced, pointer_attributes
from ..read.reader import OVERRIDE, displayed, fold
from ..read.search import Literals, ReaderSearch
from ..read.tei import is_project_metadata
from ..read.xmlio import parse_bytes, parse_file, read_file
from ..replace.hidden import WORDS, attribute_names, project_titles, written_as_a_name
from ..replace.inventory import Inventory, read_inventory
from ..replace.pointers import in_pointer_path
from ..replace.sought_forms import ATTRIBUTE_NAME, PERSON_LIKE, forms_by_string, participant_forms, sought_forms
from ..resources import tei_vocabulary
from ..review.decisions import DecisionsFile
from ..review.proposals import ANNOTATIONS, category_of
from ..review.stages import Repeats, Reviewed, review_stages
from .audit_places import declarations, describe, joined, places, places_with_hits
from .audit_words import IN_PUBLIC_NAME, in_public_name, language_word, unglued
from .scripts import ScriptNames
from .user_folders import user_folders


@dataclass(frozen=True)
class Leak:
    path: str
    line: int | None
    text: str
    what: str
    certain: bool
    # Why a hit is only possibly a leak.
    doubt: str = "also an ordinary word"

    def __str__(self) -> str:
        kind = "error: leak" if self.certain else f"warning: possible leak ({self.doubt})"
        return f"{self.path}:{self.line or 0}: {kind}: {self.text!r} ({self.what})"


# The strings that are a person's name: looked for in descriptive attributes too.
_PERSON_NAME = regex.compile(r"(?:part of a )?(?:PER|NICK) reference|" + ATTRIBUTE_NAME)


def sensitive_strings(inventory: Inventory, attribute_names: Iterable[str] = ()) -> dict[str, str]:
    """Folded string (:func:`~teianon.read.reader.fold`) -> what it is, for everything the
    output must not contain (``attribute_names``: the persons' names in the source's attribute
    values, :func:`teianon.replace.hidden.attribute_names`): the forms of
    :func:`~teianon.replace.sought_forms.sought_forms`, which the verdict marks by the same list."""
    return {string: form.what for string, form in forms_by_string(sought_forms(inventory, attribute_names)).items()}


def strings_and_glued(
    inventory: Inventory, attribute_names: Iterable[str] = ()
) -> tuple[dict[str, str], frozenset[str]]:
    """:func:`sensitive_strings` and :func:`glued_strings` of ``inventory``, its forms made once
    for both: a name of an attribute value is never glued, so the glued forms of all the forms
    are those of the inventory alone."""
    forms = list(sought_forms(inventory, attribute_names))
    strings = {string: form.what for string, form in forms_by_string(forms).items()}
    return strings, frozenset(form.folded for form in forms if form.glued)


# What may not stand even in the project's own metadata: what names a participant or a room,
# and addresses (the post-processor hides the same there; xslt/modules/hidden.xsl).
_PERSONAL = ("name of participant", "ROOM reference", "URL reference", "EMAIL reference")
# Nor a person's name the document replaces elsewhere: a keyword, an edition or a respStmt that
# names a private person of the text (hidden.xsl's teianon:hidden-personal). A place or an
# organisation there is the publisher's (its town, its institute's links).
_NAMES = (*(f"{part}{kind} reference" for part in ("", "part of a ") for kind in ("PER", "NICK")), ATTRIBUTE_NAME)
# Nor a place or an organisation of the text whose words may be a person's (what ends with
# PERSON_LIKE), unless the project's own title holds it (the post-processor leaves it there:
# teianon.replace.hidden).


def _project_nodes(tree: etree._ElementTree) -> set[etree._Element]:
    """The elements of the project's own metadata, where only personal strings are leaks."""
    return {
        e
        for header in tree.getroot().iter(f"{_TEI}teiHeader")
        for e in header.iter()
        if isinstance(e.tag, str) and is_project_metadata(e)
    }


def glued_strings(inventory: Inventory) -> frozenset[str]:
    """The folded names that are searched inside longer words too: four characters or more and
    no ordinary word (``lela2``, ``Tomcat``, ``Hoffmann``; not ``Tom``), of participants and of
    the references of names (``Klingbeil`` in ``#TeamKlingbeil``, ``VeraKlingbeil`` in
    ``#VeraKlingbeil2024``): the glued forms of :func:`~teianon.replace.sought_forms.sought_forms`."""
    return frozenset(form.folded for form in sought_forms(inventory) if form.glued)


def _searchable(data: bytes, encoding: str | None) -> tuple[str, str, set[str] | None]:
    """The serialised file, character references resolved, as a reader reads it; and the same
    without its tags (a word split by markup, ``le<lb break="no"/>la2``, is whole there).

    Every text, attribute value, comment and name the node-by-node search reads stands in the
    first whole, between markup characters (which are neither letters nor digits), and every
    word joined across markup in the second: a string neither holds is nowhere. Third, the
    strings of the file's namespace declarations (:func:`~teianon.checks.audit_places.declarations`).
    """
    written = data.decode(encoding or "utf-8", "replace")
    text = html.unescape(written)
    marked = fold(text)
    if OVERRIDE in text:
        # The node search reads a right-to-left override within its own text: where its pop
        # stands in another text (``\u202e<name>…</name> adnemsiA\u202c``), the whole file's
        # reading reverses more than a node's, so each piece between markup is read alone too.
        marked += "\x00" + "\x00".join(fold(piece) for piece in _MARKUP.split(text))
    return marked, fold(_TAG.sub("", text)), declarations(written)


_TAG = regex.compile(r"<[^>]*>")
_MARKUP = regex.compile(r"[<>]")
_TEI = "{http://www.tei-c.org/ns/1.0}"
XML_NS = "http://www.w3.org/XML/1998/namespace"


# A run with no keep-list, names of the public sphere kept, every post element.
NO_SETTINGS = Repeats()


def reviewed_source(
    original: Path,
    document: str | None = None,
    decisions: DecisionsFile | None = None,
    min_cert: str = "low",
    repeats: Repeats = NO_SETTINGS,
) -> tuple[etree._ElementTree, Reviewed]:
    """The annotated original as ``anonymise`` replaced it: the reviewer's ``decisions`` applied,
    proposals less certain than ``min_cert`` held (left as written), the repeats completed, by
    the same function ``anonymise`` calls (:func:`teianon.review.stages.review_stages`).
    ``document`` names the file in the decisions (its path under the annotated folder)."""
    tree = parse_file(original)
    # Before the stages mark the participants' names again: a source nobody annotated (the raw
    # or stripped sources, given as --annotated by mistake) holds none.
    annotations = sum(1 for element in tree.getroot().iter(*ANNOTATIONS) if category_of(element))
    reviewed = review_stages(
        tree, str(original), document or original.name, decisions, repeats, min_cert=min_cert, fresh=False
    )
    reviewed.annotations = annotations
    return tree, reviewed


def audit_file(
    original: Path,
    output: Path,
    policy_json: str | None = None,
    min_cert: str = "low",
    document: str | None = None,
    decisions: DecisionsFile | None = None,
    repeats: Repeats = NO_SETTINGS,
) -> list[Leak]:
    """The leaks of one output file, judged by its annotated original as the run replaced it
    (:func:`reviewed_source`): a proposal the reviewer rejected, or one held below
    ``min_cert``, is no reference here."""
    tree, _ = reviewed_source(original, document, decisions, min_cert, repeats)
    return audit_reviewed(tree, str(original), output, policy_json)


def audit_reviewed(tree: etree._ElementTree, where: str, output: Path, policy_json: str | None = None) -> list[Leak]:
    """The leaks of one output file, judged by its reviewed original (:func:`reviewed_source`)."""
    sought = Sought.of(read_inventory(tree, where, policy_json), attribute_names(tree.getroot()))
    data = read_file(output)
    return audit_tree(sought, parse_bytes(data, str(output)), str(output), data)


@dataclass(frozen=True)
class Sought:
    """What the audit looks for, of one inventory: its strings and those searched inside
    longer words too. Made once for the documents of a teiCorpus audited one at a time."""

    strings: dict[str, str]
    glued: frozenset[str]
    # The names among them by their script key, for the search across scripts.
    scripts: ScriptNames | None = None
    # The persons' names the document writes capitalised only (:func:`capitalised_names`).
    capitalised: frozenset[str] = frozenset()
    # The posts (ids) that hold a reference written capitalised: their placeholders stand for
    # a writer's capitals (:func:`_lower_word`).
    capitalising_posts: frozenset[str] = frozenset()

    @classmethod
    def of(cls, inventory: Inventory, attribute_names: Iterable[str] = ()) -> Sought:
        strings, glued = strings_and_glued(inventory, attribute_names)
        return cls(
            strings,
            glued,
            ScriptNames(_names_as_written(inventory, strings)),
            capitalised_names(inventory),
            frozenset(r.post for r in inventory.references if r.post and r.original[:1].isupper()),
        )


def capitalised_names(inventory: Inventory) -> frozenset[str]:
    """The folded words of the persons' references that the document writes capitalised only,
    and no participant is called by: a lower-case word spelled like one of them, in a text whose
    writer capitalises, is the word of the language (``a grace period`` after ``Grace``:
    :mod:`teianon.annotate.repeat_case`), a possible leak for a reader, not one to replace."""
    lower = {fold(word) for r in inventory.references for word in r.original.split() if word[:1].islower()}
    lower |= {fold(form) for _, form in participant_forms(inventory)}
    # A name's form without its ending (Rosa of "Rosas Auto") is written capitalised as the name
    # is: sought as well (sensitive_strings), it is the word in "ein rosa Kleid" as much.
    return frozenset(
        form
        for r in inventory.references
        if r.category == "PER"
        for word in r.original.split()
        if word[:1].isupper()
        for form in {fold(word), fold(bare_name(word))}
        if form not in lower
    )


# Why a lower-case word like a capitalised name is only possibly a leak.
LOWER_WORD = "a lower-case word, where the document writes the name capitalised"


def _lower_word(
    node: etree._Element, kind: str, text: str, start: int, end: int, posts: frozenset[str], read: _Read
) -> bool:
    """Whether the hit ``text[start:end]`` in a text of the output stands as the lower-case word
    of the language, read in its block (the post around a text or a token of a tokenised
    corpus, ``<w>grace</w>``): after a determiner, as the repeats read it there
    (:func:`teianon.annotate.repeat_words.as_word`: ``a grace period``), or written in lower case
    by a writer who capitalises (:func:`teianon.annotate.repeat_case.word_not_name`). The
    placeholders of the output hide how the writer wrote the names around it: in a post of
    ``posts`` (one with a reference written capitalised) they count as the writer's capitals."""
    found = text[start:end]
    if kind not in ("text", "tail") or not lower_word(found):
        return False
    read_in = _in_block(node, kind, start, end, posts, read)
    if read_in is None:
        return False
    context, hit_start, hit_end, capitals = read_in
    return as_word(context, hit_start, hit_end) or word_not_name(context, hit_start, hit_end, capitals)


# Why a word after a determiner, spelled like a name that is that word too, is only possibly a leak.
DETERMINED_WORD = "a word of the language after a determiner, spelled like the name"


def _determined_word(node: etree._Element, kind: str, text: str, start: int, end: int, read: _Read) -> bool:
    """Whether the hit ``text[start:end]``, a whole word that is a noun or a frequent word of the
    language (``Sonnenblume`` of Sonnenblume77, ``moss`` of moss_runner, ``Koch``), stands right
    after a determiner in its block (``die Sonnenblume im Garten``, ``the moss on the roof``):
    the word, as the linker and the repeats read it there, in whatever case it is written."""
    if kind not in ("text", "tail") or not language_word(text, start, end):
        return False
    read_in = _in_block(node, kind, start, end, frozenset(), read)
    return read_in is not None and as_word(read_in[0], read_in[1], read_in[2])


def _in_block(
    node: etree._Element, kind: str, start: int, end: int, posts: frozenset[str], read: _Read
) -> tuple[str, int, int, tuple[tuple[int, str], ...]] | None:
    """The block's text around the hit, the hit's place in it and the writer's capitals that
    the placeholders stand for (in a post of ``posts``), or None where no block holds it."""
    block = node if kind == "text" else node.getparent()
    post = block
    while post is not None and etree.QName(post).localname != "post":
        post = post.getparent()
    scope = post if post is not None else _block_of(block)
    if scope is None:
        return None
    if scope not in read:
        read[scope] = _scope_text(scope)
    context, offsets, placeholders = read[scope]
    at = offsets.get((node, kind))
    if at is None:
        return None
    # The hit itself, at its own place in the block (not the first word spelled like it).
    capitals: tuple[tuple[int, str], ...] = ()
    if post is not None and (post.get(f"{{{XML_NS}}}id") or post.get("id")) in posts:
        capitals = placeholders
    return context, at + start, at + end, capitals


def _block_of(block: etree._Element | None) -> etree._Element | None:
    """Outside a post, the element around a hit that holds a few words at least (a token of a
    tokenised text, ``<w>grace</w>``, is read in its sentence), up to three levels up."""
    for _ in range(3):
        if (
            block is None
            or block.getparent() is None
            or len(" ".join(t for t in block.itertext() if isinstance(t, str)).split()) >= 4
        ):
            break
        block = block.getparent()
    return block


_ScopeText = tuple[str, dict[tuple[etree._Element, str], int], tuple[tuple[int, str], ...]]
# The blocks one audit has read (:func:`_scope_text`), for the hits in them.
_Read = dict[etree._Element, _ScopeText]


def _scope_text(scope: etree._Element) -> _ScopeText:
    """A block's text as the audit reads a hit in it (its texts and tails joined by a space),
    where each text or tail of an element begins in it, and its placeholders (a writer's
    capitals): read once per block, as a long post may hold thousands of hits."""
    pieces: list[str] = []
    offsets: dict[tuple[etree._Element, str], int] = {}
    size = 0

    def add(element: etree._Element, kind: str, piece: str) -> None:
        nonlocal size
        offsets[(element, kind)] = size
        pieces.append(piece)
        size += len(piece) + 1

    # Handed itself (as in teianon.read.textview): no reference cycle holds the offsets' elements.
    def walk(element: etree._Element, again: Callable[..., None]) -> None:
        if isinstance(element.tag, str) and element.text:
            add(element, "text", element.text)
        for child in element:
            again(child, again)
            if child.tail:
                add(child, "tail", child.tail)

    walk(scope, walk)
    context = " ".join(pieces)
    return context, offsets, tuple((m.start(), "Name") for m in PLACEHOLDER.finditer(context))


def _names_as_written(inventory: Inventory, strings: dict[str, str]) -> Iterator[tuple[str, str, str]]:
    """(name as written, the audit's string, what it is) for the names of the audit's strings:
    the script key needs the letters as written, before the reader's folding of look-alikes."""
    for _, form in participant_forms(inventory):
        yield form, fold(form), strings.get(fold(form), "")
    for reference in inventory.references:
        original = reference.original.strip()
        if reference.category in NAME_TYPES and not PLACEHOLDER.search(original):
            yield original, fold(original), strings.get(fold(original), "")


def audit_tree(
    inventory: Inventory | Sought, output: etree._ElementTree, where: str, data: bytes | None = None
) -> list[Leak]:
    """The leaks of an output (parsed, so that lines are those of its bytes), judged by the
    inventory of the annotated document it came from (or what it is to be searched for). With
    the output's bytes (``data``), an output in which no string occurs at all, not even inside a
    word, is cleared by one search of the whole file. A user's folder in a path is a leak
    whatever the inventory holds (:mod:`.user_folders`)."""
    folders = [
        Leak(where, line_of(node), found, f"a user's folder in a path, in the {describe(node, kind, name)}", True)
        for node, kind, name, found in user_folders(output, data)
    ]
    return _sought_leaks(inventory, output, where, data) + folders


def _sought_leaks(
    inventory: Inventory | Sought, output: etree._ElementTree, where: str, data: bytes | None = None
) -> list[Leak]:
    sought = inventory if isinstance(inventory, Sought) else Sought.of(inventory)
    strings = sought.strings
    if not strings:
        return []
    scripts = sought.scripts or ScriptNames(())
    present: Iterable[str] = strings.keys()
    declared: set[str] | None = None
    if data is not None:
        marked, bare, declared = _searchable(data, output.docinfo.encoding)
        # One pass over the file for all strings, not one search of the file for each.
        contained = Literals((s, s) for s in strings).found(marked, bare)
        present = [s for s in strings if s in contained]
        # Names in other letters: only where the file holds such letters, or a name sought does.
        if not (scripts and (scripts.foreign or other_script(marked))):
            scripts = ScriptNames(())
        if not present and not scripts:
            return []
    present = list(present)
    search = ReaderSearch(strings, sought.glued, present, WORDS)
    leaks: list[Leak | None] = []
    project = _project_nodes(output)
    titles = tuple(fold(title) for title in project_titles(output.getroot()))
    # A tokenised corpus repeats its names, values and words (pos="NN", lemma="und") all along.
    seen: dict[str, list[tuple[int, int, str, str | None]]] = {}

    def hits_of(text: str) -> list[tuple[int, int, str, str | None]]:
        hits = seen.get(text)
        if hits is None:
            hits = list(search.hits(text)) if present else []
            if len(text) < 64:
                seen[text] = hits
        return hits

    walk = places(output)
    read: _Read = {}
    if declared is not None and present and not scripts:
        held: dict[str, bool] = {}

        def holds(text: str) -> bool:
            found = held.get(text)
            if found is None:
                found = held[text] = bool(hits_of(text))
            return found

        # Only the elements that hold a hit are read place by place (the declarations, which
        # the shortcut does not read, hold none).
        if not any(holds(value) for value in declared):
            walk = places_with_hits(output, search, holds)
    for node, kind, name, text in walk:
        hits = hits_of(text)
        others = list(scripts.hits(text)) if scripts and kind not in _MARKUP_NAMES else []
        if not hits and not others:
            continue  # most places: whose they are is asked only of a hit
        owner = node.getparent() if kind in ("comment", "pi") or not isinstance(node.tag, str) else node
        in_project = owner is not None and owner in project
        for start, end, string, doubt in hits:
            if _in_placeholder(text, start, end):
                continue  # "12" of "[_NUMBER-12_]": teianon's own words, no one's
            if (
                doubt is None
                and string in sought.capitalised
                and _lower_word(node, kind, text, start, end, sought.capitalising_posts, read)
            ):
                doubt = LOWER_WORD
            if doubt is None and _determined_word(node, kind, text, start, end, read):
                doubt = DETERMINED_WORD
            if doubt is None and kind in ("text", "tail"):
                doubt = unglued(text, start, end)
            if doubt is None and kind in ("text", "tail") and in_public_name(node, kind):
                doubt = IN_PUBLIC_NAME
            leaks.append(
                _leak(search, where, node, kind, name, text, text[start:end], string, doubt, in_project, titles)
            )
        if others:
            for start, end, string, doubt in others:
                if fold(text[start:end]) != string:  # the same letters: the search above has it
                    found = text[start:end]
                    leaks.append(_leak(search, where, node, kind, name, text, found, string, doubt, in_project, titles))
    for element, text, pieces in joined(output) if present else ():
        hits = list(search.hits(text))
        if not hits:
            continue
        # What one piece holds on its own was reported with that piece (above).
        alone = {string for piece in pieces for _, _, string, _ in search.hits(piece)}
        for start, end, string, doubt in hits:
            doubt = doubt or unglued(text, start, end)
            if string not in alone and not _in_placeholder(text, start, end):
                leaks.append(
                    _leak(
                        search,
                        where,
                        element,
                        "joined",
                        "",
                        text,
                        text[start:end],
                        string,
                        doubt,
                        element in project,
                        titles,
                    )
                )
    return [leak for leak in leaks if leak is not None]


def _in_placeholder(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` stands inside one of teianon's placeholders (the number of
    ``[_NUMBER-12_]``, the word of ``[_PERSONNAME-3_]``)."""
    if "[_" not in text:
        return False
    return any(m.start() <= start and end <= m.end() for m in PLACEHOLDER.finditer(text))


_LABEL = regex.compile(r"[\p{L}_-]{0,8}\d[\p{L}\p{N}_.-]*")


def _own_label(node: etree._Element, name: str, value: str, found: str, what: str) -> bool:
    """Is ``found`` (no person's name) an id-like token (``A01``) that stands as the file's own id
    there, or as a pointer to an id of the file (``who="#A01"``)? The label of a participant or an
    element is the file's, whatever the text calls by the same letters: it names no one."""
    if what.startswith(_PERSONAL) or _LABEL.fullmatch(found) is None:
        return False
    if name == "id":
        return value.strip() == found
    if name not in pointer_attributes() or "#" + found not in value.split():
        return False
    return bool(node.getroottree().getroot().xpath("//*[@xml:id=$v or @id=$v][1]", v=found))


def _tei_word(node: etree._Element, attribute: str, found: str) -> bool:
    """``found`` is the local name of a TEI element or attribute as the TEI defines it, on an
    element of the TEI's namespace (an element name ``<Ana>`` of another vocabulary may be
    someone's; ``ana`` on a TEI element is the TEI's word)."""
    tag = node.tag if isinstance(node.tag, str) else ""
    name = attribute or tag.rsplit("}", 1)[-1]
    # An attribute of no namespace (or xml:), as the TEI's are; e:ana="…" is another vocabulary's.
    own = not attribute or attribute in node.attrib or f"{{{XML_NS}}}{attribute}" in node.attrib
    return tag.startswith(_TEI) and own and name == found and name in tei_vocabulary()


_MARKUP_NAMES = frozenset(
    {"element name", "prefix", "namespace prefix", "attribute name", "attribute prefix", "pi target"}
)


def _leak(
    search: ReaderSearch,
    where: str,
    node: etree._Element,
    kind: str,
    name: str,
    value: str,
    found: str,
    string: str,
    doubt: str | None,
    in_project: bool,
    titles: tuple[str, ...] = (),
) -> Leak | None:
    what = search.strings.get(string, "sensitive string")
    advice = ""
    person = what.endswith(PERSON_LIKE) and not any(string in title for title in titles)
    in_project = in_project and not (what.startswith(_NAMES) or person)
    if not what.startswith(_PERSONAL) and (in_project or kind == "attribute" and is_public_link(value)):
        # The publisher's metadata, and a link the post-processor kept as a public resource (an
        # article named like a place of the text), hold no participant's identity.
        return None
    if kind == "attribute" and not _PERSON_NAME.match(what) and _own_label(node, name, value, found, what):
        return None
    if kind == "attribute" and in_pointer_path(value, found):
        # A pointer names the file as it is written; a name in that path is the path's leak.
        return None
    if (
        kind == "attribute"
        and name in descriptive_attributes()
        and string not in search.people
        and not (_PERSON_NAME.match(what) and written_as_a_name(found))
    ):
        # The words of a reference are a vocabulary's there ("TEI" in catRef/@scheme); the
        # hidden-strings pass replaces only persons' names in these attributes, and a
        # reference's name only written as a name (rend="Millicent", not type="logfile").
        return None
    if kind == "attribute" and left_unreplaced(name, node.get(name) or ""):
        if doubt is not None:
            # An ordinary word in a vocabulary's token (type="twitter-account") is that vocabulary's.
            return None
        advice = "; a controlled value, which teianon does not change: edit the source"
    elif kind in _MARKUP_NAMES:
        if kind in ("element name", "attribute name") and (string not in search.people or _tei_word(node, name, found)):
            # The TEI's own vocabulary (<abbr>, @rend) names no one, whatever a text calls "Abbr",
            # and whatever a participant is called ("Cert", "Ana": teianon's own @cert and @ana).
            return None
        advice = "; a name of the markup, which teianon cannot replace: rename it in the source"
    shown = displayed(found)
    if fold(shown) != string:
        # Its letters stand in another order than they display (a right-to-left override).
        shown = string
    if shown != found:
        what = f"written {found!r}, {what}"
    return Leak(
        where, line_of(node), shown, f"{what}, in the {describe(node, kind, name)}{advice}", doubt is None, doubt or ""
    )
