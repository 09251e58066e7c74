"""The flow of one file, stage by stage (the project's design; docs/contributing/index.md):

    read → detect → resolve → annotate → propagate → decisions → hold → propagate
         → replace (XSLT) → audit [→ mark what it found → replace → audit] → validate → write

Every file is a sequence of documents, which the passes go through
(:mod:`teianon.pipeline.by_document`): a ``teiCorpus`` is taken apart, one document at a time,
so that memory follows its largest document; any other file, or one that cannot be taken apart,
is one piece, whose whole tree each pass works on at once. :func:`process` reads the bytes once,
takes the file apart (or into one piece), runs the passes and writes:

- passes 1 and 2 (:mod:`teianon.pipeline.by_document_review`): read → detect … propagate →
  decisions → the review copy → hold → the inventory;
- the replacement, the audit and the validation (:mod:`teianon.pipeline.by_document_replace`,
  :mod:`teianon.pipeline.one_piece`).

Each stage is a function of a stage package with a small contract (what it takes, what it
returns): :mod:`teianon.read`, :mod:`teianon.detect`, :mod:`teianon.annotate`,
:mod:`teianon.review`, :mod:`teianon.replace`, :mod:`teianon.checks`. None of them imports this
package; they never call back up into it. The stages from the decisions to the last propagate are
one function of the review stage (:func:`teianon.review.stages.review_stages`), which the audit
of ``teianon check`` calls too, so that an output is judged by the annotations it was made from.

Work is done once per file: the detectors are loaded once per process
(:func:`teianon.pipeline.annotation.detectors_for`) and shared by annotation and the strings
hidden from markup; the inventory of what is replaced is taken once (in pseudonym mode by the
first pass, :func:`prepare`, which hands it over); the repeats are completed again only after
decisions or held proposals changed the annotations.

Which stages run depends on the command (``job.stage``): ``annotate`` stops after the
decisions, ``anonymise`` starts at the decisions, ``run`` goes through all of them, ``strip``
only reads, removes the annotations and writes.
"""

from __future__ import annotations

import hashlib
import zlib
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import IO, TypeVar

from lxml import etree

from ..annotate.strip import strip_annotations
from ..errors import InputError, OutputError, TeianonError, line_of
from ..read.tei import check_tei_root, tei
from ..read.xmlio import check_document_size, parse_bytes, read_file, write_atomic
from ..replace.inventory import read_inventory
from . import by_document
from .annotation import handed
from .by_document import NotStreamed, Outline, Split, one_piece
from .by_document_replace import replace_by_document
from .by_document_review import annotated, held
from .settings import ANNOTATING, REPLACING, FileResult, Job, Prepared

__all__ = ["FileResult", "annotate_first", "prepare", "process", "refuse_overwriting_input"]

_Done = TypeVar("_Done")


def process(job: Job) -> FileResult:
    """Run the command's stages on one file; never raises for a problem with the file."""
    with handed(job.detected, False):
        return _either_way(job, _passes, lambda result: result)


def prepare(job: Job) -> Prepared:
    """The stages up to the inventory for one file (pseudonym mode chooses the surrogates of
    the whole corpus from them before any file is replaced); never raises for the file."""
    return _handing(job, _prepared)


def annotate_first(job: Job) -> Prepared:
    """:func:`prepare` for placeholders: a run of several files annotates every file before it
    replaces any (:func:`teianon.pipeline.corpus.run_placeholders`), so that a file another
    file's names send round again is replaced once, not twice. Its inventory leaves out the
    posts, which only pseudonym mode reads, as :func:`process` does; the result carries the
    file's digest as annotated and as held, and says whether it is the one of
    ``job.first_digest`` (:attr:`~teianon.pipeline.settings.FileResult.unchanged`)."""
    return _handing(job, _annotated_first)


def _handing(job: Job, work: Callable[[Job, bytes | Split, Outline | None, FileResult], Prepared]) -> Prepared:
    """``work`` on the file as a round across the files of a run does it: the first round hands
    back what detection wrote (``result.detected``), the second writes that again instead of
    detecting (:mod:`teianon.pipeline.across_files`); neither is sent on to the replacement."""
    first_round = job.stage in ANNOTATING and len(job.settings.run_files) > 1 and not job.settings.run_names
    with handed(job.detected, first_round) as made:
        prepared = _either_way(job, work, lambda result: Prepared(job, result))
    if first_round and prepared.result.error is None:
        prepared.result.detected = made.detected()
    if prepared.job.detected:
        prepared.job = replace(prepared.job, detected=())
    return prepared


def _either_way(
    job: Job,
    work: Callable[[Job, bytes | Split, Outline | None, FileResult], _Done],
    failed: Callable[[FileResult], _Done],
) -> _Done:
    """``work`` on the file taken apart where it can be, else (from the start) on its one piece;
    ``failed`` of the result that says why where the file cannot be worked on."""
    result = FileResult(job.source, None)
    try:
        refuse_overwriting_input(job)
        # Read from disk (or unpacked) once: the same bytes are taken apart or parsed whole.
        data = zlib.decompress(job.prepared) if job.prepared is not None else read_file(job.source)
        found = by_document.streamable(job, data)
        if found is not None:
            try:
                return work(job, data, found, result)
            except NotStreamed:
                # Taken apart, the file would not come out as it does whole: what the attempt
                # found is dropped with it.
                result = FileResult(job.source, None)
        split = _read_whole(job, data)
        # Held no longer than the tree is made from them: a large document is held in a tree
        # many times its bytes.
        del data
        return work(job, split, None, result)
    except TeianonError as err:
        # A stage that does not know the file (the hidden strings' refusal of encoded data)
        # leaves its name to be filled in here.
        err.path = err.path or str(job.source)
        result.error = str(err)
    except (ValueError, etree.XPathError) as err:
        result.error = f"{job.source}: {err}"
    return failed(result)


def _read_whole(job: Job, data: bytes) -> Split:
    """The file (``data``) as one piece: read."""
    where = str(job.source)
    if job.prepared is not None:
        # Pseudonym mode, second pass: the first pass read and annotated this file already.
        return one_piece(parse_bytes(data, where))
    if job.stage != "strip":
        # Refused before it is read: annotating and replacing hold a document many times over.
        check_document_size(job.source)
    tree = parse_bytes(data, where)
    check_tei_root(tree, where)
    if job.stage != "strip":
        _require_headers(tree, where)
    return one_piece(tree)


def _require_headers(tree: etree._ElementTree, where: str) -> None:
    """Refuse a TEI document without its teiHeader before anything is done with it: the header
    holds the participants that detection links and replacement anonymises, and an output
    without one is no valid TEI (it would fail at the very end, under the output's name)."""
    for document in tree.getroot().iter(tei("TEI")):
        if document.find(tei("teiHeader")) is None:
            raise InputError(
                "a TEI document without a teiHeader (TEI requires one, with the participants in it); "
                "add one, or turn the export into TEI with teianon import",
                where,
                line_of(document),
            )


def _passes(job: Job, source: bytes | Split, found: Outline | None, result: FileResult) -> FileResult:
    """The command's passes over the file (its bytes taken apart as ``found`` outlines them, or
    its one piece), writing the output."""
    where = str(job.source)
    if job.stage == "strip":
        only = job.settings.strip_only_teianon
        if isinstance(source, Split):
            assert source.tree is not None, "a file of one piece"
            split, removed = source, strip_annotations(source.tree.getroot(), only)
        else:
            assert found is not None, "a file taken apart has its outline"
            split, removed = by_document.stripped(source, where, only, found)
        result.counts = Counter({"removed": removed})
        write_atomic(job.target, split.write)
        result.target = job.target
        return result
    if job.prepared is not None:
        # Pseudonym mode's second pass, or a run's replacement after its second round: the first
        # pass read, annotated and reviewed the file.
        if isinstance(source, Split):
            split = source
        elif job.inventory is None or job.inventory.excluded_documents is None:
            # Annotated as one piece by the first pass: which documents the policy leaves out
            # is not known.
            raise NotStreamed
        else:
            assert found is not None, "a file taken apart has its outline"
            split = by_document.taken_apart(source, where, found, None)
        inventory = job.inventory
        if inventory is None:
            # A file of one piece that annotate_first left without its inventory: taken right
            # before the replacement, which then hands Saxon the document it has parsed.
            assert split.tree is not None, "only a file of one piece leaves its inventory"
            inventory = read_inventory(split.tree, where, job.settings.policy_json)
        write = replace_by_document(split, inventory, inventory.excluded_documents or (), job, result, found)
    else:
        first = annotated(source, job, result, found)  # read … decisions
        if job.stage in ANNOTATING and job.annotated_target is not None:
            write_atomic(job.annotated_target, first.split.write)
        if job.stage not in REPLACING:
            write_atomic(job.target, first.split.write)
            result.target = job.target
            return result
        # A second round of the run's names compares the file with its first round's (which
        # annotate_first digested); no other run reads the digest.
        again = job.stage in ANNOTATING and job.first_digest is not None
        annotated_digest = _digest(first.split) if again else b""
        reviewed = held(first, job, result, found)  # hold, the inventory
        # Pass 1's documents are not needed by the replacement.
        del first
        if again:
            result.digest = _digest(reviewed.split, annotated_digest)
            if result.digest == job.first_digest:
                # The run's names changed nothing here: what replacement reads is what the first
                # round replaced, and its output (and result) stand (issue 41).
                result.unchanged = True
                return result
        write = replace_by_document(
            reviewed.split, reviewed.inventories, reviewed.excluded, job, result, found
        )  # replace, audit, validate
    if write is not None:
        write_atomic(job.target, write)  # write
        result.target = job.target
    return result


def _digest(split: Split, before: bytes = b"") -> bytes:
    """A digest of the file as ``split`` holds it (after ``before``, an earlier stage's)."""
    digest = hashlib.blake2b(before, digest_size=32)
    split.write(_Hashing(digest))  # type: ignore[arg-type]
    return digest.digest()


class _Hashing:
    """A writable that digests what it is given (no copy of the file is held)."""

    def __init__(self, digest: hashlib.blake2b) -> None:
        self.digest = digest

    def write(self, data: bytes) -> int:
        self.digest.update(data)
        return len(data)


def _prepared(
    job: Job, source: bytes | Split, found: Outline | None, result: FileResult, posts: bool = True
) -> Prepared:
    """The first pass of pseudonym mode over the file: its passes up to the inventory (with the
    posts, ``posts``), the file kept compressed for the second."""
    return _kept(job, source, found, result, posts)


def _annotated_first(job: Job, source: bytes | Split, found: Outline | None, result: FileResult) -> Prepared:
    prepared = _kept(job, source, found, result, False, digested=True)
    result.unchanged = result.digest == job.first_digest
    return prepared


def _kept(
    job: Job, source: bytes | Split, found: Outline | None, result: FileResult, posts: bool, digested: bool = False
) -> Prepared:
    """The passes up to the inventory, the file kept compressed; ``digested``: with
    ``result.digest`` of the file as annotated and as held, the digest :func:`_passes` makes,
    of the bytes as they are written and packed instead of serialised twice more."""
    first = annotated(source, job, result, found)
    written = hashlib.blake2b(digest_size=32)
    if job.annotated_target is not None:
        if digested:
            write_atomic(job.annotated_target, partial(_write_digested, first.split, written))
        else:
            write_atomic(job.annotated_target, first.split.write)
    elif digested:
        first.split.write(_Hashing(written))  # type: ignore[arg-type]
    # A run of several files (``digested``) replaces a file of one piece after every file is
    # annotated, once the run's names are known, and a file sent round again never: its
    # inventory is taken by the replacement, right before the stylesheet runs on the same text
    # (the one Saxon document of the two, :mod:`teianon.replace.xslt`).
    deferred = digested and found is None
    reviewed = held(first, job, result, found, posts=posts, taken=not deferred)
    del first
    inventory = None if deferred else reviewed.inventory(str(job.source))
    # Compressed: chat XML shrinks tenfold, and the first pass keeps every file's.
    digest = hashlib.blake2b(written.digest(), digest_size=32) if digested else None
    packed = zlib.compressobj(1)
    parts = [packed.compress(b"")]
    reviewed.split.write(_Packed(packed, parts, digest))  # type: ignore[arg-type]
    parts.append(packed.flush())
    if digest is not None:
        result.digest = digest.digest()
    return Prepared(job, result, b"".join(parts), inventory)


class _Packed:
    """A writable that compresses what it is given (and digests it, with ``digest``)."""

    def __init__(self, packed: zlib._Compress, parts: list[bytes], digest: hashlib.blake2b | None = None) -> None:
        self.packed, self.parts, self.digest = packed, parts, digest

    def write(self, data: bytes) -> int:
        self.parts.append(self.packed.compress(data))
        if self.digest is not None:
            self.digest.update(data)
        return len(data)


def _write_digested(split: Split, digest: hashlib.blake2b, out: IO[bytes]) -> None:
    split.write(_Tee(out, digest))  # type: ignore[arg-type]


class _Tee:
    """A writable that writes what it is given to ``out`` and digests it."""

    def __init__(self, out: IO[bytes], digest: hashlib.blake2b) -> None:
        self.out, self.digest = out, digest

    def write(self, data: bytes) -> int:
        self.digest.update(data)
        return self.out.write(data)


def refuse_overwriting_input(job: Job) -> None:
    for target in (job.target, job.annotated_target):
        if target is None:
            continue
        if target.exists() and target.resolve() == job.source.resolve() and not job.settings.in_place:
            raise OutputError("refusing to overwrite the input (use --in-place to allow it)", target)
