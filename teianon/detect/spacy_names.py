"""PER, ORG, LOC, GPE, GEO_DE and OTH from a spaCy pipeline the user installed (``--ner spacy:PIPELINE``).

The bundled CRF tagger (:mod:`teianon.detect.tagger`) is small and trained on chat; a project may
have a better name tagger for its texts, a large or transformer pipeline, or one of its own
trained on its corpus. This detector lets such a pipeline stand in for the bundled tagger under
the same contract as every other detector: mentions with character offsets into
:attr:`~teianon.read.textview.PostText.text`, never across a :data:`~teianon.read.textview.BARRIER`.

spaCy is an optional extra (``pip install teianon[spacy]``) and is imported only when the
detector is loaded. teianon never downloads a pipeline: ``PIPELINE`` is an installed package
name (``de_core_news_lg``) or a folder written by ``nlp.to_disk``, and a missing one is an error.

spaCy's labels differ between pipelines (the German ones use WikiNER's PER/LOC/ORG/MISC, the
English ones OntoNotes' PERSON/GPE/NORP/...): :data:`LABELS` maps both; a place label is split
into GPE or LOC by the place tables, as for the bundled tagger; labels for dates, numbers and the
like are not names and are ignored.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..mention import Category, Mention
from ..read.textview import BARRIER, PostText
from . import Detector, DocumentContext
from .tagger import place_category

# spaCy label -> teianon category; None: a place, GPE or LOC as the place tables say.
LABELS: dict[str, Category | None] = {
    "PER": Category.PER,
    "PERSON": Category.PER,
    "ORG": Category.ORG,
    "LOC": None,
    "GPE": None,
    "FAC": None,
    "NORP": Category.GEO_DE,
    "MISC": Category.OTH,
    "PRODUCT": Category.OTH,
    "WORK_OF_ART": Category.OTH,
    "EVENT": Category.OTH,
}
# spaCy's entity recogniser gives no probability per span (unlike the CRF's marginals), so every
# span gets the middle certainty: worth a reviewer's look, not trusted blindly.
CERT = "medium"
# Set while a pipeline loads, unless the user set them: a transformer pipeline
# (spacy-transformers) must not fetch weights or tokenizer files from the Hugging Face hub.
_OFFLINE = {"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}


@contextlib.contextmanager
def _offline() -> Iterator[None]:
    added = [key for key in _OFFLINE if key not in os.environ]
    for key in added:
        os.environ[key] = _OFFLINE[key]
    try:
        yield
    finally:
        for key in added:
            os.environ.pop(key, None)


def _spacy(pipeline: str) -> Any:
    if not pipeline:
        raise InputError("--ner spacy: needs a pipeline, e.g. spacy:de_core_news_lg or spacy:path/to/pipeline")
    try:
        import spacy
    except ImportError:
        raise InputError(
            f"--ner spacy:{pipeline} needs spaCy, which is not installed (pip install 'teianon[spacy]')"
        ) from None
    return spacy


def check_available(pipeline: str) -> None:
    """Refuse a pipeline that is neither installed nor a folder, once, before any file is read
    (loading it is left to the workers: a large pipeline takes seconds)."""
    spacy = _spacy(pipeline)
    if not Path(pipeline).exists() and not spacy.util.is_package(pipeline):
        raise InputError(
            f"spaCy pipeline {pipeline!r} is not installed and is not a pipeline folder "
            "(pip install it, or give the folder nlp.to_disk wrote; teianon never downloads models)"
        )


class SpacyDetector(Detector):
    """Names from a spaCy pipeline's ``doc.ents``; built by :func:`~teianon.detect.build_detectors`."""

    # Not registered: it needs a pipeline name, and it replaces the "tagger" detector when chosen.
    name = "spacy"
    is_tagger = True
    categories = frozenset({Category.PER, Category.ORG, Category.LOC, Category.GPE, Category.GEO_DE, Category.OTH})

    def __init__(self, pipeline: str) -> None:
        self.pipeline = pipeline
        self._nlp: Any = None

    def load(self) -> None:
        spacy = _spacy(self.pipeline)
        try:
            with _offline():
                self._nlp = spacy.load(self.pipeline)
        except Exception as err:
            missing = not Path(self.pipeline).exists() and not spacy.util.is_package(self.pipeline)
            if isinstance(err, OSError) and missing:
                # spaCy's E050: neither an installed package nor a pipeline folder.
                raise InputError(
                    f"spaCy pipeline {self.pipeline!r} is not installed and is not a pipeline folder "
                    "(pip install it, or give the folder nlp.to_disk wrote; teianon never downloads models)"
                ) from None
            # A folder or package that is there but broken (bad config, missing component,
            # version clash) raises whatever its components raise, over many lines.
            first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
            raise InputError(f"spaCy pipeline {self.pipeline!r} cannot be loaded: {first}") from None
        if not _sets_entities(self._nlp):
            # A pipeline without an entity recogniser would find nothing and the names would
            # stay in the corpus unnoticed: refuse it rather than anonymise silently less.
            raise InputError(
                f"spaCy pipeline {self.pipeline!r} has no component that sets doc.ents (ner, entity_ruler); "
                f"its components: {', '.join(self._nlp.pipe_names) or 'none'}"
            )

    def analyze(self, post: PostText, context: DocumentContext) -> Iterator[Mention]:
        text = post.text
        if not text.strip(BARRIER + " \t\r\n"):
            return
        for entity in self._nlp(text).ents:
            label = entity.label_
            key = label.upper()
            if key not in LABELS:
                continue
            category = LABELS[key]
            for start, end in spans_between_barriers(text, entity.start_char, entity.end_char):
                found = category if category is not None else place_category(text[start:end])
                yield Mention(start, end, found, cert=CERT, source=f"spacy:{label}")


def _sets_entities(nlp: Any) -> bool:
    """Whether some component of the pipeline declares that it writes ``doc.ents``."""
    for name, component in nlp.pipeline:
        if "doc.ents" in nlp.get_pipe_meta(name).assigns:
            return True
        # span_ruler declares only doc.spans, but writes doc.ents when so configured.
        if getattr(component, "annotate_ents", False):
            return True
    return False


def spans_between_barriers(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """The parts of ``text[start:end]`` between barriers, without surrounding whitespace.

    A statistical pipeline sees the barrier as just another character and may tag across it;
    a part with no letter or digit (a lone bracket) is no name and is dropped.
    """
    position = start
    while position <= end:
        stop = text.find(BARRIER, position, end)
        if stop == -1:
            stop = end
        part = text[position:stop]
        stripped = part.strip()
        if any(c.isalnum() for c in stripped):
            lead = len(part) - len(part.lstrip())
            yield position + lead, position + lead + len(stripped)
        position = stop + 1
