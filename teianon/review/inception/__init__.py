"""Reviewing in INCEpTION (Klie et al. 2018): the proposals out as UIMA CAS XMI, the curated
documents back as a decisions file.

The package follows the flow: :mod:`.typesystem` (the layer, the tag set), :mod:`.document`
(an annotated file as INCEpTION sees it: its blocks one a line, so that an offset in the CAS
is a block and an offset in it, the offsets of the decisions file), :mod:`.export`,
:mod:`.xmi` (reading curated XMI and INCEpTION's zips safely) and :mod:`.curation` (comparing
a curated document with the proposals, and refusing one that cannot be trusted).

cassis (dkpro-cassis, Apache-2.0, by the makers of INCEpTION) reads and writes the XMI: the
UTF-16 offsets of UIMA and Python's code-point offsets differ wherever a post holds an emoji,
and cassis converts them both ways. It is an optional extra (``pip install 'teianon[inception]'``).
"""

from .curation import Imported, import_curated
from .document import Document, export_name, read_documents
from .export import Exported, export, to_cas
from .typesystem import LAYER, LAYERS, NAMED_ENTITY, TAGSET, load_cassis, tagset, type_system
from .xmi import Curated, read_curated, read_xmi

__all__ = [
    "LAYER",
    "LAYERS",
    "NAMED_ENTITY",
    "TAGSET",
    "Curated",
    "Document",
    "Exported",
    "Imported",
    "export",
    "export_name",
    "import_curated",
    "load_cassis",
    "read_curated",
    "read_documents",
    "read_xmi",
    "tagset",
    "to_cas",
    "type_system",
]
