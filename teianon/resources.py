"""The stylesheets and schemas teianon ships: inside the installed package (the wheel puts
``xslt/`` and ``schemas/`` there), or beside the package in a source checkout."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path

from lxml import etree


def shipped(folder: str, marker: str) -> Path:
    """The folder ``folder`` (``xslt``, ``schemas``) that holds ``marker``; the packaged one first."""
    packaged = resources.files("teianon").joinpath(folder)
    if packaged.joinpath(marker).is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parent.parent / folder


# The TEI P5 release whose compiled tei_all.rng the package ships (schemas/tei_all.rng, unmodified,
# BSD-2-Clause: docs/reference/licences.md), so that `check --tei-all` needs no download.
TEI_ALL_RELEASE = "4.12.0"


def tei_all() -> Path:
    """The shipped RELAX NG schema of the whole TEI P5 Guidelines, release :data:`TEI_ALL_RELEASE`."""
    return shipped("schemas", "teianon.rng") / "tei_all.rng"


@lru_cache(maxsize=1)
def tei_vocabulary() -> frozenset[str]:
    """The local names of every element and attribute the TEI P5 Guidelines define (from the
    shipped ``tei_all.rng``; ``ana``, ``cert``, ``abbr``, ``persName``): the markup's own words,
    which name no one whatever a participant is called."""
    rng = "{http://relaxng.org/ns/structure/1.0}"
    tree = etree.parse(str(tei_all()), etree.XMLParser(resolve_entities=False, no_network=True))
    return frozenset(
        name.split(":")[-1]
        for kind in ("element", "attribute")
        for e in tree.iter(rng + kind)
        if (name := e.get("name"))
    )
