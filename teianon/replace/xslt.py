"""Replace: run the XSLT 3.0 post-processor (``xslt/teianon.xsl``) through saxonche.

The stylesheet is compiled once per process and reused for every file. The input reaches Saxon
as a string that the safe parser of :mod:`teianon.read.xmlio` has already checked, so Saxon never
sees a DTD or an entity it could resolve. (saxonche builds its documents from text, a file or a
URI only: an lxml tree cannot be handed over without that string.) The inventory and the
replacement of an unchanged document share one Saxon document (:class:`_Held`).
"""

from __future__ import annotations

import datetime as _dt
import secrets
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any

from lxml import etree

from .. import __version__
from ..errors import TransformError, native_stderr_dropped
from ..read.tei import NS, tei
from ..read.xmlio import doctype_of, parse_bytes
from ..resources import shipped
from .links import public_links_json


def stylesheet_path() -> Path:
    """``xslt/teianon.xsl``: inside the installed package, or beside it in a source checkout."""
    path = shipped("xslt", "teianon.xsl") / "teianon.xsl"
    if path.is_file():
        return path
    raise TransformError("the XSLT stylesheet teianon.xsl is missing from the installation")


@lru_cache(maxsize=1)
def _processor() -> Any:
    from saxonche import PySaxonProcessor

    processor = PySaxonProcessor(license=False)
    # Saxon parses each document again, with the JDK's parser, whose limits (in the JDK
    # saxonche is built with: 100 levels, 200 attributes per element, names of 1000 characters)
    # are lifted: libxml2 has already read the document within its own (256 levels).
    for limit, value in (("maxElementDepth", "1024"), ("elementAttributeLimit", "0"), ("maxXMLNameLimit", "0")):
        processor.set_configuration_property(f"http://saxon.sf.net/feature/parserProperty?uri=jdk.xml.{limit}", value)
    return processor


@lru_cache(maxsize=4)
def _executable(path: str) -> Any:
    xslt = _processor().new_xslt30_processor()
    try:
        return xslt.compile_stylesheet(stylesheet_file=path)
    except Exception as err:  # saxonche raises PySaxonApiError, not importable portably
        raise TransformError(f"cannot compile the stylesheet: {err}", path) from None


EXCLUDED = "{urn:x-teianon:xslt}excluded"


class _Held:
    """The last document handed to Saxon, with its public links: the inventory and then the
    replacement of a file run on the same text, which is parsed (by Saxon) and searched for
    links once. Only equal text is shared, so a tree changed in between is handed over afresh."""

    source: str | None = None
    links: str = ""
    document: Any = None

    @classmethod
    def of(cls, tree: etree._ElementTree, processor: Any) -> tuple[str, Any]:
        """(public links as JSON, Saxon document) of ``tree``; raises what Saxon raises."""
        source = etree.tostring(tree, encoding="unicode")
        if source != cls.source:
            cls.forget()
            links = public_links_json(tree)
            with native_stderr_dropped():
                document = processor.parse_xml(xml_text=source)
            cls.source, cls.links, cls.document = source, links, document
        return cls.links, cls.document

    @classmethod
    def forget(cls) -> None:
        """Let the document go (once it is replaced, nothing runs on it again)."""
        cls.source, cls.links, cls.document = None, "", None


def run_stylesheet(tree: etree._ElementTree, where: str, parameters: dict[str, str | int]) -> str:
    """The post-processor's result for a parsed document, as a string.

    Parameters keep their values between runs of one executable, so every parameter is set on
    every run: ``parameters`` over the defaults.
    """
    processor = _processor()
    executable = _executable(str(stylesheet_path()))
    try:
        links, document = _Held.of(tree, processor)
    except Exception as err:  # saxonche raises PySaxonApiError, not importable portably
        raise TransformError(f"the XSLT post-processor failed: {err}", where) from None
    values: dict[str, str | int] = {
        "run-date": _dt.date.today().isoformat(),
        "teianon-version": __version__,
        "policy-json": "{}",
        "document-seed": secrets.token_hex(16),
        "replacement": "placeholders",
        "surrogates-json": "{}",
        "hidden-json": "{}",
        "task": "anonymise",
        "public-links-json": links,
        "documents-before": 0,
        "documents-in-file": -1,
        "kept-before": -1,
        "kept-in-file": -1,
    }
    values |= parameters
    for name, value in values.items():
        made = processor.make_integer_value(value) if isinstance(value, int) else processor.make_string_value(value)
        executable.set_parameter(name, made)
    try:
        # Saxon prints each error to stderr itself; the exception carries it, and the user gets
        # it as one line.
        with native_stderr_dropped():
            result = executable.transform_to_string(xdm_node=document)
    except Exception as err:  # saxonche raises PySaxonApiError, not importable portably
        raise TransformError(f"the XSLT post-processor failed: {err}", where) from None
    if not result:
        raise TransformError("the XSLT post-processor returned nothing", where)
    return result


def transform(
    tree: etree._ElementTree,
    where: str,
    run_date: str | None = None,
    policy_json: str | None = None,
    document_seed: str | None = None,
    surrogates_json: str | None = None,
    hidden_json: str | None = None,
    markup: str = "docc",
    documents: tuple[int, ...] | None = None,
) -> etree._ElementTree:
    """Apply the post-processor to a parsed document and parse the result back, safely.

    With a policy (:meth:`teianon.policy.Policy.as_json`) a file that the policy leaves out
    comes back as a single ``teianon:excluded`` element (see :func:`exclusion_reason`). With a
    surrogate table (pseudonym mode, :mod:`teianon.pseudonym.pseudonymise`) references become surrogates.
    ``hidden_json`` (:func:`teianon.replace.hidden.HiddenStrings`) lists the strings to replace in
    attribute values, comments and processing instructions. ``markup`` is ``docc`` (placeholders
    as text) or ``guidelines`` (the TEI Guidelines' gap and supplied). ``documents`` is, for a tree
    that holds some documents of a teiCorpus (:mod:`teianon.pipeline.by_document`), how many TEI
    documents of the file come before its first one and how many the file holds: its documents are
    numbered (renamed ids ``d3.…``, inventory, records) as in the whole file; two more numbers,
    where the policy leaves documents out, say how many of those before are left and how many
    the file keeps (:func:`place_parameters`).
    """
    parameters: dict[str, str | int] = {
        "policy-json": policy_json or "{}",
        "hidden-json": hidden_json or "{}",
        "markup": markup,
    }
    parameters |= place_parameters(documents)
    if run_date is not None:
        parameters["run-date"] = run_date
    if document_seed:
        parameters["document-seed"] = document_seed
    if surrogates_json is not None:
        parameters |= {"replacement": "pseudonyms", "surrogates-json": surrogates_json}
    result = run_stylesheet(tree, where, parameters)
    _Held.forget()
    out = parse_bytes(result.encode("utf-8"), where)
    # Saxon does not pass the document type declaration on; keep the input's.
    doctype = doctype_of(tree)
    if doctype and not doctype_of(out):
        # In UTF-8: ASCII would write a character a processing instruction holds as a reference,
        # which is no reference there (R&#252;ckfrage would become its literal text).
        out = parse_bytes(
            (doctype + "\n").encode("utf-8") + etree.tostring(out, encoding="UTF-8", xml_declaration=False), where
        )
    return out


def place_parameters(documents: tuple[int, ...] | None) -> dict[str, str | int]:
    """The stylesheet's parameters for a tree that holds some documents of a teiCorpus:
    ``(documents before, documents in the file[, kept before, kept in the file])``."""
    if documents is None:
        return {}
    names = ("documents-before", "documents-in-file", "kept-before", "kept-in-file")
    return dict(zip(names, documents, strict=False))


def exclusion_reason(tree: etree._ElementTree) -> str | None:
    """Why the policy left out the whole file, or None if it did not."""
    root = tree.getroot()
    return (root.get("reason") or "excluded") if root.tag == EXCLUDED else None


def replacement_counts(tree: etree._ElementTree) -> Counter[str]:
    """What the post-processor reports it replaced, by category, read from the change records it
    wrote (the run's summary, and the check that the annotated sources are those it replaced)."""
    counts: Counter[str] = Counter()
    for header in tree.getroot().iter(tei("teiHeader")):
        # The record this run wrote comes first; earlier runs' records follow it.
        changes = header.xpath(
            "(.//tei:revisionDesc//tei:change[@type = 'anonymisation' or @type = 'pseudonymisation'])[1]", namespaces=NS
        )
        records = [c for c in changes if isinstance(c, etree._Element)] if isinstance(changes, list) else []
        for item in (i for change in records for i in change.iterfind("tei:list[@type='replacements']/tei:item", NS)):
            text = (item.text or "").strip()
            # An output the check reads may come from anywhere: a count is a number of few digits.
            counts[item.get("n", "?")] += int(text) if text.isdigit() and len(text) < 10 else 0
    return counts
