"""What a run is asked to do, per file: the settings of the command line, one job per file, and
the result of a file.

Plain values, so that they pickle to worker processes and cluster nodes.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from ..mention import Category, Mention
from ..read.bounded import POST_LIMIT, LongPost
from ..read.name_markup import mapping_of
from ..read.tei import Participant
from ..replace.inventory import Inventory
from ..replace.pointers import RunFile
from ..review.decisions import DecisionsFile, Held
from ..review.stages import Repeats


@lru_cache(maxsize=8)
def _name_mapping(policy_json: str) -> dict[str, str]:
    return mapping_of(json.loads(policy_json).get("names", {}).items())


Stage = Literal["annotate", "anonymise", "run", "strip"]
# The stages that annotate, and those that replace.
ANNOTATING = ("annotate", "run")
REPLACING = ("anonymise", "run")


@dataclass(frozen=True)
class Settings:
    """Everything a worker needs to process a file; plain values, so that it pickles."""

    categories: tuple[str, ...] | None = None
    post_xpath: str | None = None
    run_date: str | None = None
    in_place: bool = False
    keep: tuple[str, ...] = ()
    names: tuple[tuple[str, str], ...] = ()
    strip_only_teianon: bool = False
    # The corpus policy as the XSLT reads it, and the run's secret for time-stamp shifts.
    policy_json: str | None = None
    run_seed: str = ""
    validate: bool = False
    # Write an output in which the self-audit finds a leak (with a warning) instead of refusing it.
    allow_leaks: bool = False
    # The reviewed participant -> names mapping (teianon.pseudonym.mapping): key -> (added names, removed names).
    mapping: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = ()
    # The name tagger: "crf" (the bundled model), "none", or "spacy:PIPELINE".
    ner: str = "crf"
    # A reviewer's decisions (teianon.review.decisions), and the least certainty of a teianon
    # proposal that is replaced (less certain ones stay as written).
    decisions: DecisionsFile | None = None
    min_cert: str = "medium"
    # How a replaced reference is written: docc (placeholder text) or guidelines (gap + supplied).
    markup: str = "docc"
    # Country names and language or nationality words are references too (off: they stay).
    countries: bool = False
    # The participants of every file of the run: a participant of one file named in another is
    # found there too (teianon.pipeline.corpus.corpus_participants).
    corpus_participants: tuple[Participant, ...] = ()
    # The files of the run, for pointers from one into another (teianon.replace.pointers).
    run_files: tuple[RunFile, ...] = ()
    # People the run's files replace with high evidence, (text, category), sorted: each file's
    # repeats look for the others' too (teianon.pipeline.across_files).
    run_names: tuple[tuple[str, str], ...] = ()
    # Names of the public sphere a detector proposed stay, marked subtype="public" (off: replaced).
    public: bool = True
    # A court's or authority's town stays in its name (``[public] courts = "keep"``), kept public.
    courts_kept: bool = False
    # Characters of a post (or header block) that every detector reads; beyond them only the
    # linear ones (teianon.read.bounded). 0: no limit.
    post_limit: int = POST_LIMIT

    def repeats(self) -> Repeats:
        """What completing the repeats reads of these settings (:mod:`teianon.review.stages`)."""
        return Repeats(self.keep, self.public, self.post_xpath, self.mapping, self.corpus_participants, self.run_names)

    def name_mapping(self) -> dict[str, str]:
        """The corpus's own name markup -> category: the defaults, with the policy's ``[names]``."""
        return _name_mapping(self.policy_json or "{}")

    def category_set(self) -> frozenset[Category] | None:
        return None if self.categories is None else frozenset(Category[c] for c in self.categories)


# What detection wrote into the documents of a file (teianon.pipeline.annotation), by each
# document's key: handed from a run's first round to its second (teianon.pipeline.across_files).
Detected = tuple[tuple[bytes, tuple[tuple[tuple[Mention, ...], tuple[Mention, ...], int, bool], ...]], ...]


@dataclass(frozen=True)
class Job:
    stage: Stage
    source: Path
    target: Path
    settings: Settings
    annotated_target: Path | None = None
    # The file's path relative to its input folder: names it in the manifest and seeds its shift.
    key: str = ""
    # Pseudonym mode: the annotated document (annotation already done; zlib-compressed), its
    # inventory and its surrogate table. Without it, the second pass annotates again.
    prepared: bytes | None = None
    inventory: Inventory | None = None
    surrogates_json: str | None = None
    # The second round of a run's names (teianon.pipeline.across_files): the first round's
    # digest of the file as annotated and as held (FileResult.digest).
    first_digest: bytes | None = None
    # The second round of a run's names: what the first round detected in the file's documents
    # (FileResult.detected), written again instead of detected by whichever worker takes it.
    detected: Detected = ()


@dataclass
class FileResult:
    source: Path
    target: Path | None
    counts: Counter[str] = field(default_factory=Counter)
    error: str | None = None
    # Set when the corpus policy left out the whole file (its reason), or some of its documents.
    excluded: str | None = None
    excluded_documents: int = 0
    restricted: bool = False
    warnings: list[str] = field(default_factory=list)
    # The self-audit of the output: run, and how many strings it found that are also ordinary
    # words (possible leaks, listed by ``teianon audit``); a certain leak is an error instead.
    audited: bool = False
    possible_leaks: int = 0
    # The review: decisions applied per kind, decisions not found, proposals held (--min-cert).
    decisions: Counter[str] = field(default_factory=Counter)
    stale: list[str] = field(default_factory=list)
    # Rejections where the file holds no annotation (warnings, counted apart from the applied).
    unmatched: list[str] = field(default_factory=list)
    held: list[str] = field(default_factory=list)
    # The same proposals as they are (their block, offsets, category, certainty): the manifest's rows.
    held_proposals: list[Held] = field(default_factory=list)
    # Posts longer than the settings' post_limit: beyond it, only partly checked.
    long_posts: list[LongPost] = field(default_factory=list)
    # People the file replaces with high evidence (teianon.annotate.run_names): the run's other
    # files look for them too.
    names: set[tuple[str, str]] = field(default_factory=set)
    # The output's ids were renamed (for platform ids or names they hold): the run's files that
    # point into it follow (teianon.pipeline.renamed_ids).
    renamed_ids: bool = False
    # The file as annotated and as held, digested (``run``): a second round that comes to the
    # same (``unchanged``) replaces nothing again, and the first round's output stands.
    digest: bytes | None = None
    unchanged: bool = False
    # (category, string) of what the audit's second sweep marked: pseudonym mode gives each the
    # surrogate of its name and replaces the file again (teianon.pseudonym.audit_finds).
    marked: list[tuple[str, str]] = field(default_factory=list)
    # The first round of a run of several files that annotates: what detection wrote into its
    # documents, for its second round (Job.detected).
    detected: Detected = ()


@dataclass
class Prepared:
    """The first pass of pseudonym mode over a file: annotated and inventoried (the file kept
    zlib-compressed), or the reason it could not be."""

    job: Job
    result: FileResult
    data: bytes | None = None
    inventory: Inventory | None = None
