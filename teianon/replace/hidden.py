"""Hidden places: the strings to replace where markup cannot go.

Attribute values (``target="/wiki/User:lela2"``, ``foo:att="lela2"``), comments, processing
instructions and the text of header elements that admit no ``<name>`` (``idno``) cannot be
annotated. Before the post-processor runs, this module lists what must not survive there:

- every name of a participant it replaces, with the plain variants the audit looks for;
- the original of every reference it replaces (and the rarer words of a longer one);
- what detection finds in those places themselves: URLs, e-mail addresses and numbers in
  attribute values and header texts, a person's full name in an attribute value
  (:func:`attribute_person_names`), and every category in comments and processing
  instructions (which are prose).

The table goes to the XSLT as the parameter ``hidden-json`` (``xslt/modules/hidden.xsl``),
which puts the right placeholder in place of each occurrence. A string is found there as a
reader reads it (:mod:`teianon.read.search`): behind format characters or look-alike letters
(``le\u200bla2``, Cyrillic ``lеla2``) and, for a participant's distinctive name, glued into a
longer word (``#lela2fanclub``: the name part only is replaced). Such finds, which a regular
expression in the stylesheet would not make, go to it as spans of the values they stand in.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable, Iterator
from functools import lru_cache
from itertools import chain

import regex
from lxml import etree

from ..annotate.document import is_country_reference
from ..annotate.glued import NAME_TYPES, joined_forms
from ..annotate.public_marks import AUTHORITY_LINKS, is_authority_key, kept_public, replaced_name
from ..annotate.repeats import identifying_parts, searchable
from ..annotate.resolve import select
from ..detect import Detector, DocumentContext, detect, loaded_detectors
from ..detect.forms import name_variants, other_spellings
from ..detect.links import PROFILE_LINK
from ..mention import PLACEHOLDER, Category
from ..read.name_markup import responsible_names
from ..read.places import descriptive_attributes, is_controlled_token, pointer_attributes
from ..read.project_metadata import Publisher, publisher_keys
from ..read.replaced_tokens import replaced_token_readings
from ..read.shelfmarks import is_private_file
from ..read.tei import TEXT_BLOCKS, is_project_metadata, tei
from ..read.textview import post_text
from ..read.xmlio import attribute_items
from .attribute_names import (
    DESCRIBING,
    MAYBE_LABEL,
    MAYBE_NAME,
    as_words,
    attribute_person_names,
    described_person_names,
    describes_person,
    is_person_element,
    person_pointer_names,
    pointer_fragments,
    pointer_person_names,
    sort_key_names,
)
from .candidates import hidden_candidates, used_strings
from .feature_names import labelled_person_names, named_person_names, person_feature
from .hidden_comments import (
    AROUND,
    NAMES_AROUND,
    TRACKING_AUTHOR,
    Places,
    Texts,
    comment_texts,
    referencing_instructions,
)
from .hidden_helpers import header_prose, inflected, project_titles, refuse_encoded_private
from .instructions import author_names, written_forms
from .inventory import Inventory
from .person_like import PERSON, maybe_a_person
from .sought_forms import PERSON_LIKE, file_wide_spellings, reference_forms, word_parts
from .source_ids import element_ids, named_ids, source_ids
from .table_search import WORDS as WORDS  # the audit reads values as this pass does
from .table_search import Pairs, TableSearch, attribute_pairs, attribute_values, hidden_spans
from .table_search import written_as_a_name as written_as_a_name

# Attribute values worth running the pattern detectors on: they hold a URL, an address or a
# long number. Everything else (lemma, pos, type) is only searched for known strings.
_STRUCTURED = regex.compile(r"[/@:]|www\.|\d{4}|\d+\.\d+\.\d+")
_STRUCTURED_CATEGORIES = frozenset({Category.URL, Category.EMAIL, Category.NUMBER})

_EMAIL = frozenset({Category.EMAIL})
_ADDRESSES = frozenset({Category.URL, Category.EMAIL})
_HEADER = {True: _STRUCTURED_CATEGORIES}
_IDNO, _HEADER_TAG = tei("idno"), tei("teiHeader")
_RELATION = tei("relation")
# Elements whose text a reader reads but whose content model admits no <name> (macro.xtext,
# text and glyphs only): a feature structure's string, an interpretation.
# A manuscript's repository admits no <name> either, and a private one is named after its
# owner ("Privatsammlung …").
_UNMARKABLE = (tei("string"), tei("interp"), tei("repository"))
_PLATFORM_ID = regex.compile(r"\d{17,20}")
_PLATFORM_NUMBER = frozenset({Category.NUMBER})

# A person's name in an attribute value (attribute_person_names): found with their own rule;
# a wider one where the attribute labels a person (described_person_names). Two markers, two
# rules: the detections are cached by value and marker.
_PERSON_NAMES = frozenset({Category.PER})
_DESCRIBED_PERSON = frozenset({Category.PER, Category.NICK})
# A pointer's fragment that names no id of the file: a name of the tables in a descriptive
# attribute's (pointer_person_names), any name written as a key in another's
# (who="#Heinrike_Lammersiek": person_pointer_names).
_POINTER = frozenset({Category.PER, Category.OTH})
_PERSON_POINTER = frozenset({Category.PER, Category.NICK, Category.OTH})
# A feature's string under a person's label, or under "name" alone (teianon.replace.feature_names).
_LABELLED_PERSON = frozenset({Category.PER, Category.IMPLICIT})
_NAMED_PERSON = frozenset({Category.PER, Category.CITATION})
# A private person's file in an idno (teianon.read.shelfmarks): its whole text a NUMBER.
_PRIVATE_FILE = frozenset({Category.NUMBER, Category.PER})
# A sort key that is a person's name (sort_key_names), and the same of these on a person's element.
_STYLING = frozenset({"style", "rend", "rendition", "sort"})
_SORT_KEY = frozenset({Category.PER, Category.NICK, Category.IMPLICIT})
_ATTRIBUTE_RULES: dict[frozenset[Category], Callable[[str], tuple[str, ...]]] = {
    TRACKING_AUTHOR: author_names,
    _PERSON_NAMES: attribute_person_names,
    _DESCRIBED_PERSON: described_person_names,
    _POINTER: pointer_person_names,
    _PERSON_POINTER: person_pointer_names,
    _LABELLED_PERSON: labelled_person_names,
    _NAMED_PERSON: named_person_names,
    _SORT_KEY: sort_key_names,
}


def _hidden_texts(
    root: etree._Element, places: Places | None = None
) -> Iterator[tuple[str, frozenset[Category] | None]]:
    """(text, categories to detect there; None for all) for every place markup cannot reach.

    Comments and processing instructions are prose: every detector. Attribute values and the
    text of header elements that admit no markup: URLs, addresses, numbers. The header text
    detection does not read (a source's idno): e-mail addresses only. The project's own
    metadata (editors, the publicationStmt, encodingDesc) is the publisher's: only e-mail
    addresses are detected there.

    ``places``: for the skeleton of a teiCorpus whose documents stand apart
    (:mod:`teianon.pipeline.by_document`), the texts of the document each place element stands
    for (:func:`document_texts`), given where the whole file has them.
    """
    places = places or {}
    project = _project(root)
    yield from comment_texts(root, places)
    yield from _attribute_texts(root, places, project)
    yield from _header_texts(root, places, project)


def _project(root: etree._Element) -> set[etree._Element]:
    return {e for header in root.iter(tei("teiHeader")) for e in header.iter() if is_project_metadata(e)}


def hidden_texts(root: etree._Element) -> Texts:
    """:func:`_hidden_texts` of ``root``, read once for the table (:meth:`HiddenStrings.json`)
    and :func:`attribute_names` of the same, unchanged tree: each walks every attribute."""
    return list(_hidden_texts(root))


def attribute_names(root: etree._Element, places: Places | None = None, texts: Texts | None = None) -> list[str]:
    """The persons' names :func:`attribute_person_names` finds where markup cannot go: in the
    attribute values of ``root`` (outside the project's metadata), and in its comments and
    processing instructions (``<!-- Nachlass Adalbert Vornholt -->``). The audit and the check
    of file names look for them (and their parts) as the table has them: a name the document
    reveals anywhere is a name, also in a file name or a link. Not the project's people
    (:func:`_responsible`). ``texts``: :func:`hidden_texts` of ``root``, where read already (of
    those, only attribute values are read by the rules of attributes, and only comments and
    processing instructions with no categories)."""
    # One reading for both callers: the texts with no categories are prose (comments, processing
    # instructions, another vocabulary's header text), read whole by the rule of names.
    attributes = list(_hidden_texts(root, places)) if texts is None else texts
    comments = [(text, kind) for text, kind in attributes if kind is None or kind == AROUND]
    found = chain(
        (n for text, kind in attributes if kind in _ATTRIBUTE_RULES for n in _ATTRIBUTE_RULES[kind](text)),
        (n for text, _ in comments for n in attribute_person_names(text)),
    )
    responsible = _responsible(root)
    return [n for n in dict.fromkeys(found) if not _is_responsible(n, responsible)]


def _responsible(root: etree._Element) -> frozenset[str]:
    """The names the headers list as responsible for the corpus (an author's ``n`` in the
    ``titleStmt`` is the project's, as its editor is)."""
    return responsible_names(root.iter(tei("teiHeader")))


def _is_responsible(name: str, responsible: frozenset[str]) -> bool:
    return " ".join(unicodedata.normalize("NFC", name).split()).casefold() in responsible


def _attribute_texts(
    root: etree._Element, places: Places, project: set[etree._Element]
) -> Iterator[tuple[str, frozenset[Category] | None]]:
    descriptive, pointers = descriptive_attributes(), pointer_attributes()
    # A tokenised corpus repeats its lemmas and tags thousands of times: each value is tested once.
    tested: dict[str, tuple[bool, bool]] = {}
    ids: set[str] | None = None
    # Asked of every attribute of a tokenised corpus (three a token): no call more than it takes.
    for element in root.iter():
        if places and element in places:
            yield from places[element][1]
            continue
        if not isinstance(element.tag, str) or element in project:
            # The project's metadata is the publisher's, but a status written in words
            # (revisionDesc status="korrigiert von …") is a sentence someone wrote: a person's name
            # there is read by the attribute rule (the stylesheet hides it as it hides a name the
            # text replaces).
            status = element.get("status") if element in project else None
            if status and not is_controlled_token(status):
                yield status, _PERSON_NAMES
            continue
        for name, value in attribute_items(element):
            local = name.rpartition("}")[2]  # local_name
            if local == "id" or local in AUTHORITY_LINKS and kept_public(element):
                continue  # a public figure's authority link (ref="…gnd/…") names the figure
            if local == "key" and is_authority_key(value) and replaced_name(element):
                # A private person's authority or platform key (key="fb:100004…") leads to them
                # as their @ref does: replaced whole (issue 39).
                yield value, _PRIVATE_FILE
                continue
            found = tested.get(value)
            if found is None:
                found = tested[value] = (_STRUCTURED.search(value) is not None, MAYBE_NAME.search(value) is not None)
            # A descriptive attribute's URL points at a scheme or a rendition (catRef/@scheme):
            # there only participants' names are looked for (hidden_spans).
            if found[0] and local not in descriptive:
                yield value, _STRUCTURED_CATEGORIES
            if local == "name" and element.tag == _RELATION and " " in value.strip():
                # A relation named in words ("Schwester von Gundula") is prose about persons.
                yield value, None
            elif local == "sortKey" or (
                # A person's element styled by a name alone (style="Wendt"); its classifying
                # attributes (type="ScreenName") are a vocabulary's.
                local in _STYLING and value[:1].isupper() and is_person_element(element)
            ):
                yield value, _SORT_KEY
            elif local in DESCRIBING and describes_person(element, local):
                if MAYBE_LABEL.search(value):
                    yield value, _DESCRIBED_PERSON
            elif found[1]:
                yield value, _PERSON_NAMES
            if local in pointers and (fragments := pointer_fragments(value)):
                ids = _ids(root) if ids is None else ids
                if dangling := _dangling(fragments, ids):
                    # A pointer that resolves nowhere names what it names: read as a person's key
                    # (who="#Heinrike_Lammersiek"); a descriptive one (ana, resp) by the tables.
                    yield dangling, _POINTER if local in descriptive else _PERSON_POINTER


def _ids(root: etree._Element) -> set[str]:
    return set(element_ids(root))


def _dangling(fragments: list[str], ids: set[str]) -> str:
    """The pointers of ``fragments`` that name no id of ``ids``, as a value (``#a #b``)."""
    return " ".join("#" + f for f in fragments if f not in ids)


def _named_pointers(root: etree._Element, values: list[str], pairs: Pairs, ids: list[str]) -> list[str]:
    """The values of pointer attributes among ``values`` (those that hold a string of the table)
    with a fragment that names no id of the file (``who="#Kurt_Gebauer"``): the stylesheet
    replaces the strings there, as it leaves pointers into the file alone otherwise. Such a
    pointer can be followed nowhere; what it names is what a reader sees. ``pairs`` and ``ids``:
    :func:`~teianon.replace.table_search.attribute_pairs` and
    :func:`~teianon.replace.source_ids.element_ids` of ``root``."""
    if not values:
        return []
    pointers, wanted = pointer_attributes(), set(values)
    found: dict[str, None] = {}
    known: set[str] | None = None
    for name, value in pairs:
        if name in pointers and value in wanted and "#" in value:
            known = set(ids) if known is None else known
            if any(t.startswith("#") and t[1:] not in known for t in value.split()):
                found[value] = None
    return list(found)


_XML_ID = "{http://www.w3.org/XML/1998/namespace}id"


def _header_texts(
    root: etree._Element, places: Places, project: set[etree._Element]
) -> Iterator[tuple[str, frozenset[Category] | None]]:
    for header in root.iter(tei("teiHeader"), *{p.tag for p in places}):
        if header in places:
            yield from places[header][2]
            continue
        for element in header.iter(etree.Element):
            # An e-mail address is someone's, even in the project's metadata.
            for text in (element.text, element.tail):
                if text and "@" in text:
                    yield text, _EMAIL
            if element in project:
                continue
            if element.tag == _IDNO and _PLATFORM_ID.fullmatch((element.text or "").strip()):
                # A platform's snowflake (a Discord channel's or server's, a tweet's: 17 to 20
                # digits) names the conversation on the platform; a corpus numbers its own
                # records otherwise ("2213001", "lscLB").
                yield element.text or "", _PLATFORM_NUMBER
                continue
            if element.tag == _IDNO and element.text and element.text.strip() and is_private_file(element):
                # A private person's file (its holder's name, its number), also in a bibliography's
                # entry, which the reader's view leaves out: no archive's shelfmark of a published
                # document, which stays the publisher's.
                yield element.text, _PRIVATE_FILE
                continue
            if (
                element.tag not in TEXT_BLOCKS
                and element.text
                and element.text.strip()
                and not any(a.tag in TEXT_BLOCKS for a in element.iterancestors())
            ):
                # An idno: addresses only (no phone number); another vocabulary's (xenoData): prose.
                yield element.text, _ADDRESSES if element.tag == tei("idno") else _HEADER.get(tei("") in element.tag)
    for element in root.iter(_IDNO):
        # A bibliography of the text may cite a private person's file as the header's does.
        if (
            element.text
            and element not in project
            and is_private_file(element)
            and not any(a.tag == _HEADER_TAG for a in element.iterancestors())
        ):
            yield element.text, _PRIVATE_FILE
    for element in root.iter(*_UNMARKABLE):
        # A feature's string or an interpretation (in the text or the header) admits no markup,
        # but a reader reads it: a person's full name there (the attribute rule, which needs no
        # context), an address or a number. A value of a vocabulary ("Twitter for iPhone", a
        # client's name) is no one's: no tagger's guess of a firm or a place.
        if element.text and element.text.strip() and element not in project:
            yield element.text, _PERSON_NAMES
            yield element.text, _STRUCTURED_CATEGORIES
            # A feature named as a person's field says what its string is (Nachname, author).
            if (labelled := person_feature(element)) is not None:
                yield element.text, _LABELLED_PERSON if labelled else _NAMED_PERSON


def document_texts(document: etree._Element) -> tuple[Texts, Texts, Texts]:
    """What :func:`_hidden_texts` reads of one document of a teiCorpus, by kind (comments and
    processing instructions, attribute values, header texts), each text once (the table keeps
    the first finding of a string)."""
    project = _project(document)
    return (
        list(dict.fromkeys(comment_texts(document, {}))),
        list(dict.fromkeys(_attribute_texts(document, {}, project))),
        list(dict.fromkeys(_header_texts(document, {}, project))),
    )


class HiddenStrings:
    """The table of strings to replace where markup cannot go, made with the run's detectors.

    ``detectors`` are the run's loaded detectors (all categories: a comment is prose, an
    attribute value is searched for URLs, addresses and numbers) and ``countries`` its setting,
    so that comments and attributes are read as the text was. The detectors' findings are kept
    per distinct value: a tokenised corpus repeats the same values (lemma, synch, who) all along.
    """

    def __init__(self, detectors: tuple[Detector, ...], countries: bool = False) -> None:
        self.detectors = detectors
        self.countries = countries
        self._detected = lru_cache(maxsize=50_000)(self._detect)
        # The searches of the last whole file's table (see json).
        self._made: TableSearch | None = None

    def _detect(
        self, text: str, categories: frozenset[Category] | None
    ) -> tuple[tuple[str, Category, str | None], ...]:
        """(text, category, participant) of what the detectors find in ``text``, as written."""
        if categories in _ATTRIBUTE_RULES:
            return tuple((name, Category.PER, None) for name in _ATTRIBUTE_RULES[categories](text))
        if categories == _PRIVATE_FILE:
            # The whole mark is the file's number; a name in it is the holder's, also alone.
            names = tuple((name, Category.PER, None) for name in attribute_person_names(text))
            return ((" ".join(text.split()), Category.NUMBER, None), *names)
        # A comment's full name by the attribute rule too: a surname the tables do not know
        # ("Adalbert Vornholt") is held low by the tagger, and this rule needs no context.
        around = categories == AROUND
        ruled = (
            tuple((name, Category.PER, None) for name in attribute_person_names(text))
            if categories is None or around
            else ()
        )
        holder = etree.Element(tei("p"))
        holder.text = text
        view = post_text(holder, conversational=False)
        found = []
        chosen = [d for d in self.detectors if categories is None or d.categories & categories]
        for mention in select(detect(view, DocumentContext(), chosen)):
            # No reviewer sees these places: a guess ("the ORG annotation", an acronym after an
            # article) would change a comment without anyone deciding it.
            if mention.category in (Category.IMPLICIT, Category.CITATION) or mention.cert == "low":
                continue
            if not self.countries and is_country_reference(view, mention):
                continue
            written = view.text[mention.start : mention.end]
            if around and mention.category in NAMES_AROUND and not written[:1].isupper():
                continue  # a lower-case word of an exporter's note is a word ("tokenised")
            if categories is None or mention.category in categories:
                found.append((written, mention.category, mention.corresp))
        return (*ruled, *found)

    def table(
        self,
        root: etree._Element,
        inventory: Inventory,
        places: Places | None = None,
        texts: Texts | None = None,
        publisher: Publisher | None = None,
    ) -> dict[str, dict[str, str]]:
        """Folded string -> ``{"text", "category", "participant"?}`` for the post-processor
        (``places``: see :func:`_hidden_texts`; ``texts``: :func:`hidden_texts` of ``root``, where
        read already; ``publisher``: the whole file's, where ``root`` is a frame without its
        documents)."""
        table: dict[str, dict[str, str]] = {}
        # The strings already taken, in one Unicode form: a name written with a combining mark
        # (Zoe + U+0308) is the participant's Zoë, not a second entry that a detector's reading
        # of it (a first name) would win.
        taken: set[str] = set()

        def add(
            text: str, category: str, participant: str | None = None, person: bool = False, word: bool = False
        ) -> None:
            text = " ".join(text.split())
            key = unicodedata.normalize("NFC", text).casefold()
            if len(text) < 2 or PLACEHOLDER.search(text):
                return
            if key in taken:
                if person and text.casefold() in table:
                    table[text.casefold()][PERSON] = "yes"
                return
            taken.add(key)
            entry = {"text": text, "category": category}
            if participant:
                entry["participant"] = participant
            if person:
                entry[PERSON] = "yes"
            if word:
                entry["word"] = "yes"  # a dictionary word of a nickname: not hidden in project metadata
            table[text.casefold()] = entry

        for person in inventory.participants:
            if not person.replaced:
                continue
            dictionary = word_parts(person)
            for name in person.names:
                for _, form in name_variants(name):
                    # A nickname that is an ordinary word ("talk") would hide that word everywhere.
                    if searchable(form)[0]:
                        add(form, "NICK", person.id, word=form in dictionary)
        titles = project_titles(root)
        publisher = publisher_keys(root) if publisher is None else publisher
        for reference in inventory.references:
            if reference.category in ("IMPLICIT", "CITATION"):
                continue
            words = reference.original.split()
            # A person the tagger typed as a place or an organisation: hidden in the project's
            # metadata as a person is (not where the project's own title holds it).
            like = maybe_a_person(reference.original, reference.category) and not any(
                reference.original.casefold() in title for title in titles
            )
            for text in [reference.original, *(words if len(words) > 1 else ())]:
                # An ordinary word ("und", "URL") is replaced where it was annotated, not everywhere.
                if searchable(text)[0]:
                    add(text, reference.category, person=like)
                    if reference.category in NAME_TYPES:
                        for spelling in other_spellings(text):
                            add(spelling, reference.category)
            if reference.category in NAME_TYPES:
                # #VeraKlingbeil2024, vera_klingbeil.pdf: the name written as one word.
                for joined in joined_forms(reference.original):
                    add(joined, reference.category)
            # And every other form the self-audit seeks of it (a name without its ending, a part
            # of a double name): where markup cannot go (a header's metadata, an attribute
            # value), one left would stop the file's output.
            for sought in (
                form
                for written in (reference.original.strip(), *file_wide_spellings(reference.spellings))
                for form in reference_forms(reference.category, written)
            ):
                if searchable(sought.written)[0]:
                    add(sought.written, reference.category, person=like and sought.what.endswith(PERSON_LIKE))
        # What a token the corpus replaced itself still says of the name (its lemma, spellings).
        for _, _, value, category in replaced_token_readings(root):
            add(value, category.name, person=category is Category.PER)
        responsible = _responsible(root)
        for text, categories in _hidden_texts(root, places) if texts is None else texts:
            for found, category, participant in self._detected(text, categories):
                if category is Category.URL and publisher.leads_to_record(found):
                    continue  # the publisher's record of the document (issue 39)
                if categories in _ATTRIBUTE_RULES and (inflected(found, table) or _is_responsible(found, responsible)):
                    continue
                add(found, category.name, participant)
                if category == Category.PER and (categories is None or categories in _ATTRIBUTE_RULES):
                    # Its surname names the person in a file name or a link as well
                    # ("scans/vornholt-seite1.png"), as a reference's parts do.
                    for part in identifying_parts(as_words(found), person=True):
                        add(part, category.name)
        refuse_encoded_private(root, table, self._detected)
        # An instruction's data is searched as written: a string written there with a character
        # reference (S&#248;lvi, which oXygen shows as Sølvi) is hidden in that form too.
        for data in referencing_instructions(root):
            for written, string in written_forms(data, [e["text"] for e in table.values()]):
                entry = table[string.casefold()]
                add(written, entry["category"], entry.get("participant"), person=PERSON in entry)
        return table

    def forget(self) -> None:
        """Drop the searches of the last whole file's table (a large file's)."""
        self._made = None

    def json(
        self,
        root: etree._Element,
        inventory: Inventory,
        table: dict[str, dict[str, str]] | None = None,
        platform_ids: list[str] | None = None,
        keep: frozenset[str] = frozenset(),
        texts: Texts | None = None,
        label: frozenset[str] = frozenset(),
    ) -> str:
        """The ``hidden-json`` parameter of the post-processor (``table`` and ``platform_ids``:
        the whole file's, for a tree that holds a part of it; ``keep``: attribute values left as
        they are, the pointers into the run's written files; ``texts``: :func:`hidden_texts` of
        ``root``, where read already; ``label``: the words of the file's name, which no id is
        renamed for, :func:`~teianon.replace.source_ids.file_label_words`)."""
        whole = table is not None
        table = self.table(root, inventory, texts=texts) if table is None else table
        spans: list[dict[str, object]] = []
        affected: list[str] = []
        # Each read once here for the four searches below, each of which walked them all.
        pairs, ids = attribute_pairs(root), element_ids(root)
        if table:
            made = self._made if whole and self._made is not None and self._made.table is table else TableSearch(table)
            if whole:
                self._made = made
            spans, affected = hidden_spans(root, made, pairs), attribute_values(root, made, pairs)
            spans = [s for s in spans if s["value"] not in keep]
            affected = [v for v in affected if v not in keep]
        values = list(dict.fromkeys([*affected, *(s["value"] for s in spans)]))
        strings = list(table.values())
        prose = [*header_prose(root)]
        if whole:
            # The comments and processing instructions around the root, which the stylesheet
            # searches too: with their candidates, or it would look for no string there.
            prose += [n.text for n in (*root.itersiblings(preceding=True), *root.itersiblings()) if n.text]
        always, candidates = hidden_candidates(strings, [*prose, *affected])
        if whole:
            # The whole file's table in a tree of one of its documents: only the strings that may
            # stand in this tree go to the stylesheet, which would otherwise read the whole
            # file's strings for each document (time and memory growing with the square of the
            # number of documents).
            strings, always, candidates = used_strings(strings, always, candidates, spans)
        return json.dumps(
            {
                "strings": strings,
                "attribute-values": values,
                "spans": spans,
                "always": always,
                "candidates": candidates,
                "source-ids": (source_ids(root, ids) if platform_ids is None else platform_ids)
                + named_ids(root, inventory, ids, label),
                # Pointers to no id of the file that hold a string of the table: replaced there.
                "named-pointers": _named_pointers(root, [str(v) for v in values], pairs, ids),
                # Links to a person's page on a public platform (/wiki/User_talk:X): in pseudonym
                # mode the name in them gets its surrogate, the platform's frame stays.
                "profile-links": _profile_links(pairs),
            },
            ensure_ascii=False,
        )


def _profile_links(pairs: Pairs) -> dict[str, list[int]]:
    """The attribute values that link to a person's page on a public platform, each with the
    offsets of the user's name in it (``/wiki/User_talk:`` + ``Penyulap``)."""
    found: dict[str, list[int]] = {}
    for _, value in pairs:
        if "/" in value and value not in found and (match := PROFILE_LINK.match(value)) is not None:
            found[value] = list(match.span("user"))
    return found


@lru_cache(maxsize=4)
def loaded_hidden_strings(ner: str, countries: bool) -> HiddenStrings:
    """The table maker of a run's settings, with the bundled detectors loaded once per process."""
    return HiddenStrings(tuple(loaded_detectors(None, ner)), countries)
