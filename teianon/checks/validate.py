"""Validate: RELAX NG (XML or compact syntax), W3C XML Schema and Schematron, with lxml.

A file is checked against the project's own rules (``schemas/teianon.rng`` and
``schemas/teianon.sch``), any schema given by the user, and, only when asked, the schemas it
declares in ``<?xml-model?>`` processing instructions (resolved on the local disk: teianon never
fetches anything). Every problem is one :class:`Problem`: file, line, message, and whether it is
an error or a warning (Schematron ``role="warning"``, a declared schema that cannot be found
locally, a repeated ``xml:id``).

A schema is code the file's author chose, not the user: Schematron runs as XSLT, and XSLT can
read files and URLs (``document()``). So a declared schema runs only when the user asks for it,
and every Schematron runs with network access and writing denied; a declared one may not read
files either, not even to include its own parts. Every file a schema pulls in (includes,
imports) is checked before libxml2 opens it: local, a regular file, safe XML.

Schemas are compiled once per process and kept: the full TEI P5 schema takes about 10 s to
compile and then checks a file in well under a second.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal, Protocol
from urllib.parse import unquote, urlparse

from lxml import etree, isoschematron  # type: ignore[attr-defined]  # lxml-stubs 0.5 have no isoschematron

from ..errors import InputError, TeianonError, UnsafeXMLError, line_of
from ..read.xmlio import duplicate_id_message, duplicate_ids, parse_bytes, parse_file, read_file
from ..resources import shipped
from .documents import check_documents

Severity = Literal["error", "warning"]

RELAXNG_NS = "http://relaxng.org/ns/structure/1.0"
XSD_NS = "http://www.w3.org/2001/XMLSchema"
SCHEMATRON_NS = "http://purl.oclc.org/dsdl/schematron"
XINCLUDE_NS = "http://www.w3.org/2001/XInclude"
_SVRL = "{http://purl.oclc.org/dsdl/svrl}"


@dataclass(frozen=True)
class Problem:
    path: str
    line: int | None
    message: str
    severity: Severity = "error"
    schema: str = ""

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        source = f" [{self.schema}]" if self.schema else ""
        # libxml2's and Schematron's messages may span lines; a problem is one line.
        return f"{where}: {self.severity}: {' '.join(self.message.split())}{source}"


class Schema(Protocol):
    name: str

    def check(self, tree: etree._ElementTree, where: str) -> list[Problem]: ...


def schemas_dir() -> Path:
    """``schemas/``: inside the installed package, or beside it in a source checkout."""
    return shipped("schemas", "teianon.rng")


class _LxmlSchema:
    """RELAX NG or XML Schema: lxml's validators share one interface and one error log."""

    def __init__(self, name: str, validator: etree._Validator):
        self.name = name
        self._validator = validator

    def check(self, tree: etree._ElementTree, where: str) -> list[Problem]:
        if self._validator.validate(tree):
            return []
        # lxml-stubs 0.5 declare _ErrorLog without its entries; lxml's log is a sequence of them.
        log = self._validator.error_log
        return [Problem(where, e.line or None, e.message, "error", self.name) for e in log]  # type: ignore[attr-defined]


# Schematron runs as XSLT 1.0 in libxslt. A rule never needs to read or write a file or URL;
# only a schema the user named may include its own parts from the local disk.
# lxml-stubs 0.5 declare XSLTAccessControl without its arguments and its DENY_ALL.
_DENY_ALL = etree.XSLTAccessControl.DENY_ALL  # type: ignore[attr-defined]
_READ_LOCAL = etree.XSLTAccessControl(
    read_file=True,
    write_file=False,
    create_dir=False,  # type: ignore[call-arg]
    read_network=False,
    write_network=False,
)
# lxml's copy of the ISO skeleton: the include step is built here with an access control of
# its own, since lxml's prebuilt isoschematron.iso_dsdl_include may read anything.
_ISO_XSLT1 = Path(isoschematron.__file__).parent / "resources" / "xsl" / "iso-schematron-xslt1"


@lru_cache(maxsize=2)
def _include_step(trusted: bool) -> etree.XSLT:
    return etree.XSLT(
        etree.parse(str(_ISO_XSLT1 / "iso_dsdl_include.xsl")), access_control=_READ_LOCAL if trusted else _DENY_ALL
    )


class _Schematron:
    """ISO Schematron (XSLT 1.0 query binding); failed asserts and successful reports.

    Compiled in lxml's steps (include, expand, check the schema, compile to XSLT) as
    :class:`lxml.isoschematron.Schematron` does, but with the access control above on the
    include step and on the compiled rules, which that class does not offer.
    """

    def __init__(self, name: str, document: etree._ElementTree, trusted: bool = True):
        self.name = name
        try:
            schema = _include_step(trusted)(document)
            schema = isoschematron.iso_abstract_expand(schema)
            if not isoschematron.schematron_schema_valid(schema):
                errors = isoschematron.schematron_schema_valid.error_log
                first = errors[0] if len(errors) else None
                raise InputError(
                    f"not a valid Schematron schema: {first.message if first else 'invalid'}",
                    name,
                    first.line if first else None,
                )
            # The skeleton visits every attribute of the document in every pattern as soon as a
            # rule's context has an "@" anywhere, predicates included (``tei:post[@who]``);
            # where no context can select an attribute, the walk over elements alone fires the
            # same rules, in half the time (teianon.sch: every output is checked).
            settings = {} if _may_select_attributes(schema) else {"attributes": "'false'"}
            if _contexts_by_key(schema):
                # Each pattern walked the whole tree (five walks for teianon.sch); one index of
                # the elements the rules' contexts match gives the same nodes, in document order,
                # to the same rules (about a fifth less time per output).
                settings["select-contexts"] = "'key'"
            compiled = isoschematron.iso_svrl_for_xslt1(schema, **settings)
            self._validator = etree.XSLT(compiled, access_control=_DENY_ALL)
        except etree.LxmlError as err:
            raise InputError(f"cannot compile the Schematron rules: {_reason(err)}", name) from None

    def check(self, tree: etree._ElementTree, where: str) -> list[Problem]:
        try:
            report = self._validator(tree)
        except (etree.XSLTApplyError, TeianonError) as err:
            # A rule that reads a file or URL (refused by the access control, or by the resolver of
            # teianon's parser that lxml uses for document()), or fails otherwise: not checked.
            reason = err.message if isinstance(err, TeianonError) else _reason(err)
            return [Problem(where, None, f"the Schematron rules failed: {reason}", "error", self.name)]
        problems = []
        for result in report.getroot().iter(f"{_SVRL}failed-assert", f"{_SVRL}successful-report"):
            text = " ".join((result.findtext(f"{_SVRL}text") or "").split())
            severity: Severity = "warning" if result.get("role") in ("warning", "warn", "info") else "error"
            problems.append(Problem(where, _line(tree, result.get("location")), text, severity, self.name))
        return problems


# A string literal of XPath, and a call of key() (which may return attributes).
_LITERAL = re.compile(r"'[^']*'|\"[^\"]*\"")
_KEY_CALL = re.compile(r"\bkey\s*\(")
_OLD_SCHEMATRON_NS = "http://www.ascc.net/xml/schematron"


def _may_select_attributes(schema: etree._ElementTree) -> bool:
    """Whether a rule's context may select an attribute node: an ``@`` or an ``attribute``
    outside its predicates and string literals, or a call of ``key()``. Errs on the side of yes,
    as the skeleton's own test does (which also says yes for ``tei:post[@who]``)."""
    for rule in schema.iter(f"{{{SCHEMATRON_NS}}}rule", f"{{{_OLD_SCHEMATRON_NS}}}rule"):
        context = _LITERAL.sub("", rule.get("context") or "")
        if _KEY_CALL.search(context):
            return True
        steps = _outside_predicates(context)
        if "@" in steps or "attribute" in steps:
            return True
    return False


def _outside_predicates(context: str) -> str:
    """A context's location steps without what stands in its predicates (``tei:post[@who]`` ->
    ``tei:post``)."""
    outside, depth = [], 0
    for char in context:
        if char == "[":
            depth += 1
        elif char == "]":
            depth = max(0, depth - 1)
        elif depth == 0:
            outside.append(char)
    return "".join(outside)


def _contexts_by_key(schema: etree._ElementTree) -> bool:
    """Whether the skeleton may find every rule's context nodes through a key instead of walking
    the tree once per pattern: where each context selects elements only, as the walk (with
    ``attributes`` false, and only elements where a context has a parenthesis) visits them, and
    can stand in an ``xsl:key`` pattern (no variable, ``current()`` or ``key()``, none of which
    XSLT 1.0 allows there). Any other schema is walked as before."""
    rules = list(schema.iter(f"{{{SCHEMATRON_NS}}}rule", f"{{{_OLD_SCHEMATRON_NS}}}rule"))
    if not rules or _may_select_attributes(schema):
        return False
    for rule in rules:
        if rule.get("abstract") == "true":
            continue
        context = _LITERAL.sub("", rule.get("context") or "")
        if not context.strip() or "$" in context or _KEY_CALL.search(context) or "current" in context:
            return False
        steps = _outside_predicates(context)
        # A node test (text(), comment(), node()) or a function outside the predicates, or the
        # document node itself ("/"), which a key does not index.
        if "(" in steps or any(part.strip() in ("", "/") for part in steps.split("|")):
            return False
    return True


def _reason(err: Exception) -> str:
    """An lxml exception as one line: its message, else its error log's first entry."""
    text = str(err).strip()
    log = getattr(err, "error_log", None)
    if not text and log is not None and len(log):
        text = log[0].message
    return " ".join(text.split()) or type(err).__name__


def _line(tree: etree._ElementTree, location: str | None) -> int | None:
    if not location:
        return None
    try:
        found = tree.xpath(location)
    except etree.XPathError:
        return None
    node = found[0] if isinstance(found, list) and found else None
    if isinstance(node, etree._Element):
        return line_of(node)
    parent = getattr(node, "getparent", lambda: None)()
    return line_of(parent) if parent is not None else None


# Includes and imports that name a remote location: refused, teianon fetches nothing.
_REMOTE = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*://")
_PARTS = {
    f"{{{RELAXNG_NS}}}include": "href",
    f"{{{RELAXNG_NS}}}externalRef": "href",
    f"{{{XSD_NS}}}include": "schemaLocation",
    f"{{{XSD_NS}}}import": "schemaLocation",
    f"{{{XSD_NS}}}redefine": "schemaLocation",
    f"{{{XSD_NS}}}override": "schemaLocation",
    f"{{{SCHEMATRON_NS}}}include": "href",
    f"{{{SCHEMATRON_NS}}}extends": "href",
    f"{{{XINCLUDE_NS}}}include": "href",
}


def _check_parts(document: etree._ElementTree, path: Path, seen: set[Path]) -> None:
    """Every file a schema pulls in, at any depth, before libxml2 or libxslt open it.

    Remote locations are refused; a local one must be a regular file that teianon's own parser
    reads safely (no DTD, no entity): libxml2 opens includes with its default loader, where a
    named pipe would hang the run and a DTD would be loaded.
    """
    for element in document.iter(*_PARTS):
        location = element.get(_PARTS[element.tag])
        if not location:
            continue
        if _REMOTE.match(location) and not location.startswith("file:"):
            raise UnsafeXMLError(
                f"the schema includes a remote location ({location}); teianon fetches nothing: use a local copy",
                path,
                line_of(element),
            )
        part = _local_part(location, path.parent)
        if part in seen:
            continue
        seen.add(part)
        try:
            _check_parts(parse_file(part, part.as_uri()), part, seen)
        except InputError as err:
            raise InputError(f"the schema's part {location} cannot be used: {err}", path, line_of(element)) from None


def _refuse_includes(document: etree._ElementTree, path: Path) -> None:
    # A declared Schematron schema reads no file, its own parts included: the include step
    # would read whatever it names before any rule runs.
    for element in document.iter(
        f"{{{SCHEMATRON_NS}}}include", f"{{{SCHEMATRON_NS}}}extends", f"{{{XINCLUDE_NS}}}include"
    ):
        if element.get("href"):
            raise UnsafeXMLError(
                f"a declared Schematron schema may not include other files ({element.get('href')}); "
                "name it with --schema to use it",
                path.name,
                line_of(element),
            )


def _local_part(location: str, base: Path) -> Path:
    parsed = urlparse(location)
    local = Path(unquote(parsed.path)) if parsed.scheme == "file" else Path(unquote(location.split("#")[0]))
    return (base / local).resolve()


# rnc2rng reads the files of ``include "x.rnc"`` and ``external "x.rnc"`` itself, relative to the
# current folder: each is checked the same way before it does.
_RNC_PART = re.compile(r"""\b(?:include|external)\s+(?:"([^"]*)"|'([^']*)')""")


def _read_rnc(path: Path, seen: set[Path]) -> str:
    try:
        text = read_file(path).decode("utf-8")
    except UnicodeDecodeError as err:
        raise InputError(f"not UTF-8: {err.reason}", path) from None
    for match in _RNC_PART.finditer(text):
        location = match.group(1) if match.group(1) is not None else match.group(2)
        line = text.count("\n", 0, match.start()) + 1
        if _REMOTE.match(location) and not location.startswith("file:"):
            raise UnsafeXMLError(
                f"the schema includes a remote location ({location}); teianon fetches nothing: use a local copy",
                path,
                line,
            )
        part = Path(location).resolve()
        if part not in seen:
            seen.add(part)
            try:
                _read_rnc(part, seen)
            except InputError as err:
                raise InputError(f"the schema's part {location} cannot be used: {err}", path, line) from None
    return text


# Compiled RELAX NG and XML Schema grammars by file (resolved path, modification time, size). They
# run no code, so one compiled grammar serves a schema named with --schema and the same file
# declared by every document alike: the full TEI P5 schema is compiled once per run.
_GRAMMARS: dict[tuple[Path, int, int], Schema] = {}


def load_schema(path: Path, trusted: bool = True) -> Schema:
    """A schema file by its kind: ``.rnc`` compact syntax, else by the root element's namespace.

    ``trusted`` is false for a schema a file declares (not one the user named): its Schematron
    rules may then read no file at all. Each file is compiled once per process (again only when
    it changed on disk).
    """
    try:
        stat = path.stat()
        key = (path.resolve(), stat.st_mtime_ns, stat.st_size)
    except OSError:
        key = (path, 0, 0)  # reading it reports the problem
    grammar = _GRAMMARS.get(key)
    if grammar is not None:
        return grammar
    schema = _compile_schema(path, trusted, key)
    if isinstance(schema, _LxmlSchema):
        _GRAMMARS[key] = schema
    return schema


@lru_cache(maxsize=32)
def _compile_schema(path: Path, trusted: bool, key: tuple[Path, int, int]) -> Schema:
    # ``key`` (the file's state) is only part of the cache key: a changed file is compiled again.
    if path.suffix.lower() == ".rnc":
        text = _read_rnc(path, {path.resolve()})
        try:
            return _LxmlSchema(path.name, etree.RelaxNG.from_rnc_string(text, base_url=path.resolve().as_uri()))
        except Exception as err:  # lxml's parse errors, and rnc2rng's parser raises its own types
            raise InputError(f"not a usable RELAX NG compact schema: {_reason(err)}", path) from None
    document = parse_file(path, path.resolve().as_uri())
    namespace = etree.QName(document.getroot()).namespace
    if namespace == SCHEMATRON_NS and not trusted:
        _refuse_includes(document, path)
    _check_parts(document, path, {path.resolve()})
    try:
        if namespace == RELAXNG_NS:
            return _LxmlSchema(path.name, etree.RelaxNG(document))
        if namespace == XSD_NS:
            return _LxmlSchema(path.name, etree.XMLSchema(document))
    except etree.LxmlError as err:
        raise InputError(f"not a usable schema: {_reason(err)}", path) from None
    if namespace == SCHEMATRON_NS:
        binding = (document.getroot().get("queryBinding") or "xslt").lower()
        if binding not in ("xslt", "xslt1", "exslt"):
            raise InputError(
                f"Schematron with queryBinding {binding!r} is not supported (lxml runs XSLT 1.0 Schematron only)", path
            )
        return _Schematron(path.name, document, trusted)
    raise InputError(
        f"not a schema teianon knows (RELAX NG, XML Schema, Schematron): root {document.getroot().tag}", path
    )


def own_schemas() -> list[Schema]:
    """The project's RELAX NG and Schematron rules, shipped with teianon."""
    base = schemas_dir()
    return [_GroupedContent(load_schema(base / "teianon.rng")), load_schema(base / "teianon.sch")]


TEI_NS = "http://www.tei-c.org/ns/1.0"
# Elements whose children teianon.rng orders (a header first, a fileDesc first); every other
# element's children are its "content": text and elements, each valid on its own.
_ORDERED = {f"{{{TEI_NS}}}TEI", f"{{{TEI_NS}}}teiCorpus", f"{{{TEI_NS}}}teiHeader"}
_GROUP = 64
# Only an element with more children than this is grouped: below it libxml2's quadratic time
# is smaller than the moves of the grouping (a chat's body of 600 posts: 13 ms checked as it
# is, 19 ms grouped; a post of 1,000 line breaks about the same either way, of 2,000 twice as
# long as it is, of 16,000 twenty times).
_GROUP_FROM = 1024


class _GroupedContent:
    """teianon.rng, checked with long runs of children grouped in ``<seg>``s.

    libxml2 validates the content of one element in time quadratic in its number of children,
    whether written as ``<mixed>`` or as a repeated choice with text: a post of 32,000 ``<lb/>``
    took 7 s, 64,000 about 30. In teianon.rng an element's content is any sequence of text and
    elements, each checked on its own, and a ``<seg>`` holds the same content, so the tree with
    the children in nested groups of at most 64 is valid exactly when the document is; only
    the number of children per element changes. Only elements of more than
    :data:`_GROUP_FROM` children are grouped, where the grouping costs less than it saves. The
    groups are undone before anything else reads the tree; where the grouped tree is invalid,
    it is checked again as it is, so that the messages name the document's own elements.
    """

    def __init__(self, schema: Schema):
        self.name = schema.name
        self._schema = schema

    def check(self, tree: etree._ElementTree, where: str) -> list[Problem]:
        long = _long(tree.getroot())
        if long:
            # Grouped in place and put back, not in a copy: a copy of the whole tree cost every
            # chat file (whose body has more than 64 posts) a tenth of its validation.
            with _grouped(long):
                valid = not self._schema.check(tree, where)
            if valid:
                return []
        return self._schema.check(tree, where)


def _long(root: etree._Element) -> list[etree._Element]:
    """The elements under ``root`` (and itself) whose children are grouped."""
    return [e for e in root.iter(etree.Element) if len(e) > _GROUP_FROM and e.tag not in _ORDERED]


@contextmanager
def _grouped(elements: list[etree._Element]) -> Iterator[None]:
    """``elements``' children in nested ``<seg>``s of at most :data:`_GROUP`, for the time of
    the ``with``; then each element has its own children again."""
    children = [list(element) for element in elements]
    try:
        for element in elements:
            while len(element) > _GROUP:
                inside = list(element)
                element[:] = []
                for start in range(0, len(inside), _GROUP):
                    seg = etree.SubElement(element, f"{{{TEI_NS}}}seg")
                    seg.extend(inside[start : start + _GROUP])
        yield
    finally:
        for element, own in zip(elements, children, strict=True):
            element[:] = own


_PSEUDO_ATTRIBUTE = re.compile(r'([\w:-]+)\s*=\s*(?:"([^"]*)"|\'([^\']*)\')')


def declared_schemas(
    tree: etree._ElementTree, where: str, base: Path, locations: dict[str, Path] | None = None
) -> tuple[list[Schema], list[Problem]]:
    """The schemas named by the file's ``<?xml-model?>`` instructions that exist on this disk.

    A relative ``href`` is resolved against ``base`` (the folder of the original file); a remote
    one only through ``locations`` (URL → local file). One that cannot be found gives a warning;
    one that cannot be used (broken, unsafe) an error on the instruction's line. They are loaded
    as untrusted (:func:`load_schema`).
    """
    found: list[Schema] = []
    problems: list[Problem] = []
    for pi, href in _xml_models(tree):
        path = _local(href, base, locations or {})
        if path is None or not path.is_file():
            problems.append(
                Problem(
                    where,
                    line_of(pi),
                    f"the declared schema {href} is not available on this disk; "
                    "not checked (give a local copy with --schema or --schema-location)",
                    "warning",
                )
            )
            continue
        try:
            found.append(load_schema(path.resolve(), trusted=False))
        except TeianonError as err:
            problems.append(Problem(where, line_of(pi), f"the declared schema {href} cannot be used: {err}"))
    return found, problems


def _xml_models(tree: etree._ElementTree) -> Iterator[tuple[etree._ProcessingInstruction, str]]:
    for pi in reversed(list(tree.getroot().itersiblings(preceding=True))):
        if not isinstance(pi, etree._ProcessingInstruction) or pi.target != "xml-model":
            continue
        fields = {
            m.group(1): m.group(2) if m.group(2) is not None else m.group(3)
            for m in _PSEUDO_ATTRIBUTE.finditer(pi.text or "")
        }
        kind = fields.get("schematypens", "")
        if kind in (RELAXNG_NS, XSD_NS, SCHEMATRON_NS) or "compact" in fields.get("type", ""):
            yield pi, fields.get("href", "")


def _local(href: str, base: Path, locations: dict[str, Path]) -> Path | None:
    if href in locations:
        return locations[href]
    parsed = urlparse(href)
    if parsed.scheme == "file":
        return Path(unquote(parsed.path))
    if parsed.scheme:
        return None
    return base / unquote(href)


def check_tree(tree: etree._ElementTree, where: str, schemas: list[Schema]) -> list[Problem]:
    """All problems of a parsed document against the given schemas, in schema order."""
    problems: list[Problem] = []
    for schema in schemas:
        try:
            problems += schema.check(tree, where)
        except etree.LxmlError as err:
            # A validator that breaks on this document (libxml2, libxslt): one line, the next goes on.
            problems.append(Problem(where, None, f"cannot check: {_reason(err)}", "error", schema.name))
    return problems


def check_file(
    path: Path, extra: list[Schema], declared: bool = False, locations: dict[str, Path] | None = None
) -> list[Problem]:
    """Check one file: own rules, ``extra``, and its declared schemas if ``declared`` (asked for
    by the user: they come with the file). A repeated ``xml:id`` is a warning."""
    where = str(path)
    try:
        data = read_file(path)
        if not extra and not declared:
            # A teiCorpus one document at a time: its memory is its largest document's.
            schemas = own_schemas()
            found = check_documents(data, where, lambda tree: check_tree(tree, where, schemas))
            if found is not None:
                return found
        tree = parse_bytes(data, where)
    except InputError as err:
        return [Problem(err.path or where, err.line, err.message)]
    del data
    duplicates = [
        Problem(where, line, duplicate_id_message(value, first), "warning")
        for value, line, first in duplicate_ids(tree)
    ]
    try:
        return duplicates + _check(tree, where, path.parent, extra, declared, locations)
    except TeianonError as err:
        return duplicates + [Problem(err.path or where, err.line, err.message)]


def check_output(
    written: etree._ElementTree, where: str, source: Path, locations: dict[str, Path] | None = None
) -> list[Problem]:
    """Check a document parsed from the bytes about to be written, so that lines are those of
    the written file (the self-audit reads the same parse).

    Only teianon's own rules: the schemas the input declares came with the input, and run
    only where the user asks for them (``teianon validate --declared-schemas``).
    """
    return _check(written, where, source.parent, [], False, locations)


def _check(
    tree: etree._ElementTree,
    where: str,
    base: Path,
    extra: list[Schema],
    declared: bool,
    locations: dict[str, Path] | None,
) -> list[Problem]:
    schemas = own_schemas() + list(extra)
    problems: list[Problem] = []
    if declared:
        found, problems = declared_schemas(tree, where, base, locations)
        schemas += [s for s in found if s not in schemas]
    return problems + check_tree(tree, where, schemas)
