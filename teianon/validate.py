"""Validate: RELAX NG (XML or compact syntax), W3C XML Schema and Schematron, with lxml.

A file is checked against the project's own rules (``schemas/teianon.rng`` and
``schemas/teianon.sch``), the schemas it declares in ``<?xml-model?>`` processing instructions
(resolved on the local disk: teianon never fetches anything), and any schema given by the user.
Every problem is one :class:`Problem`: file, line, message, and whether it is an error or a
warning (Schematron ``role="warning"``, or a declared schema that cannot be found locally).

Schemas are compiled once per process and kept: the full TEI P5 schema takes about 10 s to
compile and then checks a file in well under a second.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Literal, Protocol
from urllib.parse import unquote, urlparse

from lxml import etree, isoschematron

from .errors import InputError, UnsafeXMLError
from .xmlio import parse_bytes, parse_file

Severity = Literal["error", "warning"]

RELAXNG_NS = "http://relaxng.org/ns/structure/1.0"
XSD_NS = "http://www.w3.org/2001/XMLSchema"
SCHEMATRON_NS = "http://purl.oclc.org/dsdl/schematron"
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
        return f"{where}: {self.severity}: {self.message}{source}"


class Schema(Protocol):
    name: str

    def check(self, tree: etree._ElementTree, where: str) -> list[Problem]: ...


def schemas_dir() -> Path:
    """``schemas/``: inside the installed package, or beside it in a source checkout."""
    packaged = resources.files("teianon").joinpath("schemas")
    if packaged.joinpath("teianon.rng").is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parent.parent / "schemas"


class _LxmlSchema:
    """RELAX NG or XML Schema: lxml's validators share one interface and one error log."""

    def __init__(self, name: str, validator: etree._Validator):
        self.name = name
        self._validator = validator

    def check(self, tree: etree._ElementTree, where: str) -> list[Problem]:
        if self._validator.validate(tree):
            return []
        return [Problem(where, e.line or None, e.message, "error", self.name) for e in self._validator.error_log]


class _Schematron:
    """ISO Schematron (XSLT 1.0 query binding, lxml); failed asserts and successful reports."""

    def __init__(self, name: str, document: etree._ElementTree):
        self.name = name
        try:
            self._validator = isoschematron.Schematron(document, store_report=True)
        except etree.LxmlError as err:
            raise InputError(f"cannot compile the Schematron rules: {err}", name) from None

    def check(self, tree: etree._ElementTree, where: str) -> list[Problem]:
        self._validator.validate(tree)
        problems = []
        report = self._validator.validation_report
        for result in report.getroot().iter(f"{_SVRL}failed-assert", f"{_SVRL}successful-report"):
            text = " ".join((result.findtext(f"{_SVRL}text") or "").split())
            severity: Severity = "warning" if result.get("role") in ("warning", "warn", "info") else "error"
            problems.append(Problem(where, _line(tree, result.get("location")), text, severity, self.name))
        return problems


def _line(tree: etree._ElementTree, location: str | None) -> int | None:
    if not location:
        return None
    try:
        found = tree.xpath(location)
    except etree.XPathError:
        return None
    node = found[0] if isinstance(found, list) and found else None
    if isinstance(node, etree._Element):
        return node.sourceline
    parent = getattr(node, "getparent", lambda: None)()
    return parent.sourceline if parent is not None else None


# Includes and imports that name a remote location: refused, teianon fetches nothing.
_REMOTE = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*://")


def _refuse_remote_parts(document: etree._ElementTree, where: str) -> None:
    for element in document.iter(f"{{{RELAXNG_NS}}}include", f"{{{RELAXNG_NS}}}externalRef",
                                 f"{{{XSD_NS}}}include", f"{{{XSD_NS}}}import", f"{{{XSD_NS}}}redefine"):
        location = element.get("href") or element.get("schemaLocation") or ""
        if _REMOTE.match(location) and not location.startswith("file:"):
            raise UnsafeXMLError(f"the schema includes a remote location ({location}); teianon fetches nothing: "
                                 "use a local copy", where, element.sourceline)


@lru_cache(maxsize=16)
def load_schema(path: Path) -> Schema:
    """A schema file by its kind: ``.rnc`` compact syntax, else by the root element's namespace."""
    where = str(path)
    if path.suffix.lower() == ".rnc":
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as err:
            raise InputError(f"cannot read schema: {err.strerror}", path) from None
        try:
            return _LxmlSchema(path.name, etree.RelaxNG.from_rnc_string(text, base_url=path.resolve().as_uri()))
        except Exception as err:  # lxml's parse errors, and rnc2rng's parser raises its own types
            raise InputError(f"not a usable RELAX NG compact schema: {err}", path) from None
    document = parse_file(path)
    _refuse_remote_parts(document, where)
    namespace = etree.QName(document.getroot()).namespace
    try:
        if namespace == RELAXNG_NS:
            return _LxmlSchema(path.name, etree.RelaxNG(document))
        if namespace == XSD_NS:
            return _LxmlSchema(path.name, etree.XMLSchema(document))
    except (etree.RelaxNGParseError, etree.XMLSchemaParseError) as err:
        raise InputError(f"not a usable schema: {err}", path) from None
    if namespace == SCHEMATRON_NS:
        binding = (document.getroot().get("queryBinding") or "xslt").lower()
        if binding not in ("xslt", "xslt1", "exslt"):
            raise InputError(f"Schematron with queryBinding {binding!r} is not supported "
                             "(lxml runs XSLT 1.0 Schematron only)", path)
        return _Schematron(path.name, document)
    raise InputError(f"not a schema teianon knows (RELAX NG, XML Schema, Schematron): root {document.getroot().tag}", path)


def own_schemas() -> list[Schema]:
    """The project's RELAX NG and Schematron rules, shipped with teianon."""
    base = schemas_dir()
    return [load_schema(base / "teianon.rng"), load_schema(base / "teianon.sch")]


_PSEUDO_ATTRIBUTE = re.compile(r'([\w:-]+)\s*=\s*(?:"([^"]*)"|\'([^\']*)\')')


def declared_schemas(tree: etree._ElementTree, where: str, base: Path,
                     locations: dict[str, Path] | None = None) -> tuple[list[Schema], list[Problem]]:
    """The schemas named by the file's ``<?xml-model?>`` instructions that exist on this disk.

    A relative ``href`` is resolved against ``base`` (the folder of the original file); a remote
    one only through ``locations`` (URL → local file). One that cannot be found gives a warning.
    """
    found: list[Schema] = []
    problems: list[Problem] = []
    for pi in tree.getroot().itersiblings(preceding=True):
        if not isinstance(pi, etree._ProcessingInstruction) or pi.target != "xml-model":
            continue
        fields = {m.group(1): m.group(2) if m.group(2) is not None else m.group(3)
                  for m in _PSEUDO_ATTRIBUTE.finditer(pi.text or "")}
        href = fields.get("href", "")
        kind = fields.get("schematypens", "")
        if kind not in (RELAXNG_NS, XSD_NS, SCHEMATRON_NS) and "compact" not in fields.get("type", ""):
            continue
        path = _local(href, base, locations or {})
        if path is None or not path.is_file():
            problems.append(Problem(where, pi.sourceline, f"the declared schema {href} is not available on this disk; "
                                    "not checked (give a local copy with --schema or --schema-location)",
                                    "warning"))
            continue
        found.append(load_schema(path.resolve()))
    return found, problems


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
        problems += schema.check(tree, where)
    return problems


def check_file(path: Path, extra: list[Schema], declared: bool = True,
               locations: dict[str, Path] | None = None) -> list[Problem]:
    """Check one file: own rules, its declared schemas (unless ``declared`` is false), ``extra``."""
    where = str(path)
    try:
        tree = parse_file(path)
    except InputError as err:
        return [Problem(err.path or where, err.line, err.message)]
    return _check(tree, where, path.parent, extra, declared, locations)


def check_output(data: bytes, where: str, source: Path, locations: dict[str, Path] | None = None) -> list[Problem]:
    """Check a document as serialised for writing, so that lines are those of the written file.

    Relative schema locations are resolved beside ``source``, where the input declared them.
    """
    return _check(parse_bytes(data, where), where, source.parent, [], True, locations)


def _check(tree: etree._ElementTree, where: str, base: Path, extra: list[Schema], declared: bool,
           locations: dict[str, Path] | None) -> list[Problem]:
    schemas = own_schemas() + list(extra)
    problems: list[Problem] = []
    if declared:
        found, problems = declared_schemas(tree, where, base, locations)
        schemas += [s for s in found if s not in schemas]
    return problems + check_tree(tree, where, schemas)
