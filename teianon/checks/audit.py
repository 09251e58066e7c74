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
from ..annotate.repeats import bare_name
from ..detect.links import is_public_link
from ..detect.scripts import other_script
from ..errors import line_of
from ..mention import PLACEHOLDER
from ..read.identifiers import in_identifier
from ..read.places import descriptive_attributes, left_unreplaced, pointer_attributes
from ..read.reader import OVERRIDE, displayed, fold
from ..read.search import Literals, ReaderSearch
from ..read.spelled import spelled_words
from ..read.tei import is_project_metadata
from ..read.xmlio import parse_bytes, parse_file, read_file
from ..replace.hidden import WORDS, attribute_names, project_titles, written_as_a_name
from ..replace.inventory import Inventory, read_inventory
from ..replace.pointers import in_pointer_path
from ..replace.sought_forms import ATTRIBUTE_NAME, PERSON_LIKE, forms_by_string, participant_forms, sought_forms
from ..replace.source_ids import file_label_words
from ..replace.table_search import private_language_tag
from ..resources import tei_vocabulary
from ..review.decisions import DecisionsFile
from ..review.proposals import ANNOTATIONS, category_of
from ..review.stages import Repeats, Reviewed, review_stages
from .audit_blocks import DETERMINED_WORD, LOWER_WORD, Read, determined_word, lower_word_of
from .audit_dates import birth_date_values
from .audit_encoded import unsought_finds
from .audit_places import declarations, describe, joined, places, places_with_hits, published_namespace_word, undivided
from .audit_words import IN_PUBLIC_NAME, in_public_name, unglued
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


def searchable(data: bytes, encoding: str | None) -> tuple[str, str, set[str] | None]:
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
    bare = _TAG.sub("", text)
    # A word divided for the line after its hyphen is read whole (as audit_places.joined reads it).
    if (whole := undivided(text)) is not None:
        bare += "\x00" + whole
    return marked, fold(bare), declarations(written)


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
    # a writer's capitals (:func:`~teianon.checks.audit_blocks.lower_word_of`).
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
    found, across, folders = audit_kinds(inventory, output, where, data)
    return found + across + folders


@dataclass
class InFile:
    """What the audit of one part of a file (:mod:`.audit_documents`) reads of the whole file:
    the names of the markup given already (each is reported where it first stands in the file),
    the project's titles, whether an id stands anywhere in the file, and whether it holds
    letters of another script."""

    names: set[str]
    titles: tuple[str, ...]
    has_id: Callable[[str], bool]
    # Whether the file holds a Cyrillic or Greek letter (as read): the search across scripts
    # reads every part of such a file (None: the part's own letters say).
    foreign: bool | None = None


def audit_kinds(
    inventory: Inventory | Sought,
    output: etree._ElementTree,
    where: str,
    data: bytes | None = None,
    in_file: InFile | None = None,
) -> tuple[list[Leak], list[Leak], list[Leak]]:
    """:func:`audit_tree`'s leaks in three lists, which it gives one after the other: of the
    places (in document order), of the words joined across markup, and of users' folders."""
    folders = [
        Leak(where, line_of(node), found, f"a user's folder in a path, in the {describe(node, kind, name)}", True)
        for node, kind, name, found in user_folders(output, data)
    ]
    sought = inventory if isinstance(inventory, Sought) else Sought.of(inventory)
    folders += [
        Leak(where, line_of(date), value, "the value of a replaced birth date, in a date's attribute", True)
        for date, value in birth_date_values(output, sought.strings)
    ]
    unsought = [
        Leak(where, line, found, what, True) for line, found, what in unsought_finds(output, lambda: sought.strings)
    ]
    return (*_sought_leaks(sought, output, where, data, in_file), folders + unsought)


def _sought_leaks(
    inventory: Inventory | Sought,
    output: etree._ElementTree,
    where: str,
    data: bytes | None = None,
    in_file: InFile | None = None,
) -> tuple[list[Leak], list[Leak]]:
    sought = inventory if isinstance(inventory, Sought) else Sought.of(inventory)
    strings = sought.strings
    if not strings:
        return [], []
    scripts = sought.scripts or ScriptNames(())
    present: Iterable[str] = strings.keys()
    declared: set[str] | None = None
    spelled: frozenset[str] = frozenset()
    if data is not None:
        marked, bare, declared = searchable(data, output.docinfo.encoding)
        # One pass over the file for all strings, not one search of the file for each.
        contained = Literals((s, s) for s in strings).found(marked, bare)
        present = [s for s in strings if s in contained]
        # A string spelled letter by letter (``B-E-R-G``) is read as its letters joined.
        spelled = frozenset(j for _, _, j in spelled_words(bare) if j in strings)
        # Names in other letters: only where the file holds such letters, or a name sought does.
        foreign = in_file.foreign if in_file is not None and in_file.foreign is not None else other_script(marked)
        if not (scripts and (scripts.foreign or foreign)):
            scripts = ScriptNames(())
        if not present and not scripts and not spelled:
            return [], []
    present = list(present)
    search = ReaderSearch(strings, sought.glued, present, WORDS, spelled)
    leaks: list[Leak | None] = []
    project = _project_nodes(output)
    titles = in_file.titles if in_file else tuple(fold(title) for title in project_titles(output.getroot()))
    names = in_file.names if in_file else set()
    has_id = in_file.has_id if in_file else None
    # A tokenised corpus repeats its names, values and words (pos="NN", lemma="und") all along.
    seen: dict[str, list[tuple[int, int, str, str | None]]] = {}

    def hits_of(text: str) -> list[tuple[int, int, str, str | None]]:
        hits = seen.get(text)
        if hits is None:
            hits = list(search.hits(text)) if present or spelled else []
            if len(text) < 64:
                seen[text] = hits
        return hits

    walk = places(output, names)
    read: Read = {}
    if declared is not None and (present or spelled) and not scripts:
        held: dict[str, bool] = {}

        def holds(text: str) -> bool:
            found = held.get(text)
            if found is None:
                found = held[text] = bool(hits_of(text))
            return found

        # Only the elements that hold a hit are read place by place (the declarations, which
        # the shortcut does not read, hold none).
        if not any(holds(value) for value in declared):
            walk = places_with_hits(output, search, holds, names)
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
            if in_identifier(text, start, end):
                continue  # a DOI's or an ISBN's words are the work's, which stays whole
            if (
                doubt is None
                and string in sought.capitalised
                and lower_word_of(node, kind, text, start, end, sought.capitalising_posts, read)
            ):
                doubt = LOWER_WORD
            if doubt is None and determined_word(node, kind, text, start, end, read):
                doubt = DETERMINED_WORD
            if doubt is None and kind in ("text", "tail"):
                doubt = unglued(text, start, end)
            if doubt is None and kind in ("text", "tail") and in_public_name(node, kind):
                doubt = IN_PUBLIC_NAME
            leaks.append(
                _leak(search, where, node, kind, name, text, text[start:end], string, doubt, in_project, titles, has_id)
            )
        if others:
            for start, end, string, doubt in others:
                if fold(text[start:end]) != string:  # the same letters: the search above has it
                    found = text[start:end]
                    leaks.append(
                        _leak(search, where, node, kind, name, text, found, string, doubt, in_project, titles, has_id)
                    )
    across: list[Leak | None] = []
    for element, text, pieces in joined(output) if present else ():
        hits = list(search.hits(text))
        if not hits:
            continue
        # What one piece holds on its own was reported with that piece (above).
        alone = {string for piece in pieces for _, _, string, _ in search.hits(piece)}
        for start, end, string, doubt in hits:
            doubt = doubt or unglued(text, start, end)
            if string not in alone and not _in_placeholder(text, start, end):
                across.append(
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
    return [leak for leak in leaks if leak is not None], [leak for leak in across if leak is not None]


def _in_placeholder(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` stands inside one of teianon's placeholders (the number of
    ``[_NUMBER-12_]``, the word of ``[_PERSONNAME-3_]``)."""
    if "[_" not in text:
        return False
    return any(m.start() <= start and end <= m.end() for m in PLACEHOLDER.finditer(text))


_LABEL = regex.compile(r"[\p{L}_-]{0,8}\d[\p{L}\p{N}_.-]*")


def _own_label(
    node: etree._Element, name: str, value: str, found: str, what: str, has_id: Callable[[str], bool] | None = None
) -> bool:
    """Is ``found`` (no person's name) an id-like token (``A01``) that stands as the file's own id
    there, or as a pointer to an id of the file (``who="#A01"``)? The label of a participant or an
    element is the file's, whatever the text calls by the same letters: it names no one."""
    if what.startswith(_PERSONAL) or _LABEL.fullmatch(found) is None:
        return False
    if name == "id":
        return value.strip() == found
    if name not in pointer_attributes() or "#" + found not in value.split():
        return False
    if node.getroottree().getroot().xpath("//*[@xml:id=$v or @id=$v][1]", v=found):
        return True
    # A part of a file (:mod:`.audit_documents`) asks the whole file for an id of another part.
    return has_id is not None and has_id(found)


def _in_file_label(where: str, name: str, found: str) -> bool:
    """Is ``found`` a word of the file's own name in an id or a pointer (``xml:id="w01_standup.p1"``
    of ``w01_standup.xml``)? Exports name their elements after the file, whose name the output
    keeps: the word is the file's label there, and no id is renamed for it
    (:func:`~teianon.replace.source_ids.file_label_words`)."""
    return (name == "id" or name in pointer_attributes()) and fold(found) in file_label_words(where)


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
    has_id: Callable[[str], bool] | None = None,
) -> Leak | None:
    what = search.strings.get(string, "sensitive string")
    advice = ""
    person = what.endswith(PERSON_LIKE) and not any(string in title for title in titles)
    in_project = in_project and not (what.startswith(_NAMES) or person)
    if not what.startswith(_PERSONAL) and (in_project or kind == "attribute" and is_public_link(value)):
        # The publisher's metadata, and a link the post-processor kept as a public resource (an
        # article named like a place of the text), hold no participant's identity.
        return None
    if kind == "attribute" and not _PERSON_NAME.match(what) and _own_label(node, name, value, found, what, has_id):
        return None
    if published_namespace_word(node, kind, value, found):
        return None
    if kind == "attribute" and not what.startswith(_PERSONAL) and _in_file_label(where, name, found):
        return None
    if kind == "attribute" and in_pointer_path(value, found):
        # A pointer names the file as it is written; a name in that path is the path's leak.
        return None
    if (
        kind == "attribute"
        and name in descriptive_attributes()
        and not private_language_tag(name, value)
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
