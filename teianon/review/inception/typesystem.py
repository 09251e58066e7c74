"""The types of teianon's UIMA CAS XMI: DKPro Core's segmentation, metadata and named entity
types, as far as teianon fills them, and the custom layer :data:`LAYER`; the 13 categories as a
tag set for INCEpTION; cassis, imported where it is needed (an optional extra)."""

from __future__ import annotations

import json
from types import ModuleType
from typing import TYPE_CHECKING

from ...errors import TeianonError
from ...mention import Category

if TYPE_CHECKING:
    from cassis import TypeSystem

# The custom layer: INCEpTION names the UIMA types of the layers a project creates
# webanno.custom.<Name>; importing TypeSystem.xml into a project's layers creates it as a span layer.
CUSTOM = "webanno.custom."
LAYER = CUSTOM + "TeianonReference"
NAMED_ENTITY = "de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity"
SENTENCE = "de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Sentence"
TOKEN = "de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Token"
METADATA = "de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData"
LAYERS = {"teianon": LAYER, "named-entity": NAMED_ENTITY}

# The features of LAYER, with what the layer settings show of each.
FEATURES = (
    (
        "category",
        (
            "The category (PER, NICK, ORG, LOC, GPE, GEO_DE, OTH, ROOM, URL, EMAIL, NUMBER, IMPLICIT, "
            "CITATION): change it to change the category."
        ),
    ),
    ("participant", "The participant a NICK names (#A03, or the participant's name): set it to link a NICK."),
    ("participantName", "The name of that participant in the document's header (for reading only)."),
    ("certainty", "How sure teianon is: high, medium or low (for reading only)."),
    ("rule", "The rule that proposed the reference (for reading only)."),
    ("origin", "teianon: teianon's proposal; corpus: the corpus's own annotation (for reading only)."),
    (
        "kept",
        (
            "Why a name of the public sphere is kept as written (notable, context, ...): clear it to have "
            "the name replaced."
        ),
    ),
    ("note", "The reviewer's words on the decision (never applied)."),
)
_METADATA_FEATURES = ("documentTitle", "documentId", "documentUri", "collectionId", "documentBaseUri")


def load_cassis() -> ModuleType:
    """The cassis module, imported where needed: it is an optional extra."""
    try:
        import cassis
    except ImportError:
        raise TeianonError("INCEpTION files need dkpro-cassis: pip install 'teianon[inception]'") from None
    return cassis


def type_system() -> TypeSystem:
    """The types teianon's XMI uses: DKPro Core's segmentation, metadata and named entity types
    (as far as teianon fills them) and :data:`LAYER`."""
    cassis = load_cassis()
    ts = cassis.TypeSystem()
    metadata = ts.create_type(METADATA, supertypeName="uima.tcas.DocumentAnnotation")
    for name in _METADATA_FEATURES:
        ts.create_feature(metadata, name, "uima.cas.String")
    ts.create_feature(metadata, "isLastSegment", "uima.cas.Boolean")
    ts.create_type(SENTENCE, description="A block of the TEI file: a post, or a header line.")
    ts.create_type(TOKEN)
    entity = ts.create_type(NAMED_ENTITY)
    ts.create_feature(entity, "value", "uima.cas.String")
    ts.create_feature(entity, "identifier", "uima.cas.String")
    layer = ts.create_type(LAYER, description="A reference teianon proposes, or the corpus already annotates.")
    for name, description in FEATURES:
        ts.create_feature(layer, name, "uima.cas.String", description=description)
    return ts


TAGSET = "teianon categories"


def tagset() -> str:
    """The 13 categories as a tag set in the JSON form INCEpTION's tag set import reads (the form
    of the tag sets INCEpTION ships, such as its Named Entity tags): for the ``category`` feature
    (or Named Entity's ``value``), so that a curator picks a category instead of typing one."""
    tags = [{"tag_name": c.name, "tag_description": c.long_form} for c in Category]
    return (
        json.dumps(
            {
                "name": TAGSET,
                "description": "The 13 categories of the Dortmund Chat Corpus 2.1 "
                "(Lüngen et al. 2017), as teianon writes them",
                "language": "mul",
                "tags": tags,
                "create_tag": False,
            },
            ensure_ascii=False,
            indent=2,
        )
        + "\n"
    )
