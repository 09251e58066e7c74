"""teianon's record of itself in a header: the application that wrote ``@resp="#teianon"`` and
the private URI scheme through which a ``teianon:`` pointer of ``@ana`` resolves to the
documentation of its rule (:func:`teianon.annotate.strip.undeclare_tool` takes them out again)."""

from __future__ import annotations

from lxml import etree

from .. import __version__
from ..read.tei import element_id, tei
from .markup import TOOL_ID

# Where a ``teianon:RULE`` pointer of ``@ana`` leads: the rule's family in the list of rules of
# teianon's documentation (``nickname`` of ``nickname.part-exact``). TEI anchors the pattern at
# both ends (XML Schema regular expressions, whose \w has no "_": number_words), and every rule
# is a family, then a dot and the rest.
RULES_URL = "https://teianon.readthedocs.io/en/latest/reference/markup.html"
PREFIX_MATCH = r"([a-z_\-]+)(\..+)?"
PREFIX_REPLACEMENT = RULES_URL + "#rule-$1"


def declare_tool(root: etree._Element) -> None:
    """Declare teianon in the outermost header (``appInfo``), the target of ``@resp="#teianon"``,
    and its private URI scheme (``listPrefixDef``), through which a ``teianon:`` pointer of
    ``@ana`` resolves to the documentation of its rule."""
    header = root.find(tei("teiHeader"))
    if header is None:
        return
    encoding = _declare_application(header)
    if not any(p.get("ident") == TOOL_ID for p in header.iter(tei("prefixDef"))):
        prefixes = _last_child(encoding, "listPrefixDef")
        prefix = etree.Element(tei("prefixDef"))
        prefix.set("ident", TOOL_ID)
        prefix.set("matchPattern", PREFIX_MATCH)
        prefix.set("replacementPattern", PREFIX_REPLACEMENT)
        # No <p> of its own: the header's text blocks are text a reader (the review, INCEpTION) is
        # shown, and the documentation explains the rules.
        _insert_with_indent(prefixes, len(prefixes), prefix)


def _declare_application(header: etree._Element) -> etree._Element:
    """The ``<application xml:id="teianon">`` of the header, added or given this version; the
    ``encodingDesc`` that holds it."""
    for application in header.iter(tei("application")):
        if element_id(application) == TOOL_ID:
            application.set("version", __version__)
            holder = next(application.iterancestors(tei("encodingDesc")), None)
            return holder if holder is not None else _encoding_desc(header)
    encoding = _encoding_desc(header)
    app_info = _last_child(encoding, "appInfo")
    application = etree.Element(tei("application"))
    application.set("{http://www.w3.org/XML/1998/namespace}id", TOOL_ID)
    application.set("ident", "teianon")
    application.set("version", __version__)
    label = etree.SubElement(application, tei("label"))
    label.text = "teianon"
    desc = etree.SubElement(application, tei("desc"))
    desc.text = (
        'Automatic detection of sensitive references; annotations with resp="#teianon" '
        "are proposals for review, with their certainty in @cert."
    )
    _insert_with_indent(app_info, len(app_info), application)
    return encoding


def _encoding_desc(header: etree._Element) -> etree._Element:
    encoding = header.find(tei("encodingDesc"))
    if encoding is None:
        encoding = etree.Element(tei("encodingDesc"))
        file_desc = header.find(tei("fileDesc"))
        position = header.index(file_desc) + 1 if file_desc is not None else 0
        _insert_with_indent(header, position, encoding)
    return encoding


def _last_child(parent: etree._Element, name: str) -> etree._Element:
    """The TEI child ``name`` of ``parent``, added as its last child where there is none."""
    child = parent.find(tei(name))
    if child is None:
        child = etree.Element(tei(name))
        _insert_with_indent(parent, len(parent), child)
    return child


def _insert_with_indent(parent: etree._Element, index: int, child: etree._Element) -> None:
    """Insert ``child`` with a copy of the whitespace before its place as its own tail.

    So the new element sits on a line of its own, and removing it (with its tail) gives back
    the original text nodes exactly.
    """
    before = parent[index - 1].tail if index > 0 else parent.text
    parent.insert(index, child)
    child.tail = before if before and not before.strip() else None
