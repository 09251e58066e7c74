"""Agreement: how far several coders agree on the sensitive references of the same documents.

Each coder is a file or a folder of annotated TEI files; the documents are matched by relative
path and their posts by id (else by position), and every coder's version of a post must have the
same text. Annotations are read as :func:`teianon.measure.evaluate.post_units` and
:func:`teianon.measure.evaluate.references` read them, so a reference is what ``teianon evaluate`` calls one: a run
of tokens (the ``<w>`` of tokenised posts, word tokens of untokenised ones) inside one
``<name>``/``<ref>`` whose type maps to a category (:meth:`teianon.mention.Category.from_markup`),
with or without ``resp="#teianon"``. ``<ref type="addressingTerm">`` maps to no category, so only
the ``<name type="nickname">`` inside it counts.

Agreement is computed *over the union of references*, as the Dortmund Chat Corpus 2.1 paper
(Lüngen et al. 2017) counts it: a unit is a reference annotated by at least one coder, identified
by document, post and token span; each coder's value for it is the category they gave that exact
span, or ``none``. The span must match exactly: a coder who marked "Anna" where another marked
"Anna Hein" has said ``none`` to "Anna Hein" and the other ``none`` to "Anna", two disagreements.
This is what DOCC did, it is the simplest rule to explain, and it is the right strictness for
anonymisation, where a half-covered name leaks the other half. The disagreement table marks such
partial overlaps (``none (overlaps PER "Anna")``) so that boundary disputes can be told from
category disputes. The statistics, over all units and per category:

* Fleiss' κ (Fleiss 1971): every unit has a value from every coder (``none`` included), so the
  data are complete, as κ needs. A small implementation below (:func:`fleiss_kappa`), tested on
  Fleiss's published example: statsmodels has one, but with scipy, pandas and patsy it is some
  hundred megabytes for twelve lines of arithmetic.
* Krippendorff's α, nominal, from NLTK's ``AnnotationTask`` (Apache-2.0; the ``krippendorff``
  package would be GPL in an MIT project), tested on Krippendorff 2011's example with missing
  values (0.743). No unit has a missing value here, but both handle them.
* The observed agreement (mean pairwise agreement of the coders on a unit, Fleiss's P̄), because
  κ and α are undefined (shown as ``n/a``) when all units have the same value: a category every
  coder gave to every span it was given to has observed agreement 1 and no chance-corrected figure.

Per category X the figures are binary (X or not X) over the units where at least one coder chose X.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from ..errors import InputError, line_of
from ..read.files import xml_files
from ..read.tei import element_id, tei
from ..read.xmlio import parse_file
from ..review.decisions import Applied, DecisionsFile, apply_decisions, stale_line
from .evaluate import Reference, Unit, post_units, references

NONE = "none"
FORMATS = ("table", "tsv", "json")


# --- statistics ----------------------------------------------------------------------------


def fleiss_kappa(table: Sequence[Sequence[int]]) -> float | None:
    """Fleiss' κ of a subjects × categories table of counts (each row sums to the raters).

    ``None`` when chance agreement is 1 (all ratings in one category): κ is 0/0 there.
    """
    rows = [list(r) for r in table]
    if not rows:
        return None
    raters = sum(rows[0])
    if raters < 2 or any(sum(r) != raters for r in rows):
        raise ValueError("every subject needs the same number (≥ 2) of ratings")
    subjects = len(rows)
    total = subjects * raters
    shares = [sum(r[j] for r in rows) / total for j in range(len(rows[0]))]
    observed = sum((sum(c * c for c in r) - raters) / (raters * (raters - 1)) for r in rows) / subjects
    chance = sum(p * p for p in shares)
    if chance >= 1.0 - 1e-12:
        return None
    return (observed - chance) / (1.0 - chance)


def krippendorff_alpha(data: Sequence[Sequence[str | None]]) -> float | None:
    """Nominal Krippendorff's α of coders × units values (``None`` = missing), by NLTK's
    ``AnnotationTask`` (Apache-2.0; the ``krippendorff`` package is GPL). ``None`` when fewer
    than two values occur (α is 0/0 there)."""
    from nltk.metrics.agreement import AnnotationTask  # only this command needs NLTK

    values = sorted({v for row in data for v in row if v is not None})
    if len(values) < 2:
        return None
    triples = [(f"coder{c}", f"unit{u}", v) for c, row in enumerate(data) for u, v in enumerate(row) if v is not None]
    # Only pairable values count: a unit one coder alone coded says nothing about agreement.
    coded = Counter(unit for _, unit, _ in triples)
    triples = [t for t in triples if coded[t[1]] > 1]
    if len({v for _, _, v in triples}) < 2:
        return None
    return float(AnnotationTask(data=triples).alpha())


def observed_agreement(data: Sequence[Sequence[str]]) -> float | None:
    """The share of agreeing coder pairs, averaged over units (complete data)."""
    units = list(zip(*data, strict=True))
    if not units:
        return None
    n = len(data)
    pairs = n * (n - 1)
    return sum(sum(c * (c - 1) for c in Counter(u).values()) / pairs for u in units) / len(units)


def _kappa_of(data: Sequence[Sequence[str]]) -> float | None:
    values = sorted({v for row in data for v in row})
    table = []
    for unit in zip(*data, strict=True):
        counts = Counter(unit)
        table.append([counts[v] for v in values])
    return fleiss_kappa(table)


# --- reading -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Span:
    """One unit of the union: a token span of a post of a document."""

    document: str
    post: str
    start: int
    end: int
    text: str
    line: int | None = None


@dataclass
class Scores:
    units: int
    kappa: float | None
    alpha: float | None
    observed: float | None

    def as_dict(self) -> dict:
        return {
            "units": self.units,
            "fleiss_kappa": self.kappa,
            "krippendorff_alpha": self.alpha,
            "observed_agreement": self.observed,
        }


@dataclass
class Disagreement:
    span: Span
    values: list[str]  # one per coder, as printed (category, "none", or "none (overlaps …)")


@dataclass
class AgreementReport:
    coders: list[str]
    documents: int = 0
    posts: int = 0
    overall: Scores | None = None
    categories: dict[str, Scores] = field(default_factory=dict)
    per_coder: list[Counter[str]] = field(default_factory=list)  # references per category
    disagreements: list[Disagreement] = field(default_factory=list)
    # Decisions files as coders: the decisions whose words were not found (file:line: what).
    stale: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {
            "coders": self.coders,
            "documents": self.documents,
            "posts": self.posts,
            "overall": self.overall.as_dict() if self.overall else None,
            "categories": {c: s.as_dict() for c, s in self.categories.items()},
            "references_per_coder": {
                name: dict(sorted(c.items())) for name, c in zip(self.coders, self.per_coder, strict=True)
            },
            "disagreements": [
                {
                    "document": d.span.document,
                    "post": d.span.post,
                    "line": d.span.line,
                    "text": d.span.text,
                    "start": d.span.start,
                    "end": d.span.end,
                    "values": dict(zip(self.coders, d.values, strict=True)),
                }
                for d in self.disagreements
            ],
        }


def _posts(tree: etree._ElementTree) -> Iterator[tuple[str, etree._Element]]:
    for n, post in enumerate(tree.getroot().iter(tei("post"), tei("posting"))):
        yield element_id(post) or f"#{n + 1}", post


def _documents(coders: Sequence[Path]) -> list[tuple[str, list[Path]]]:
    """Each document's relative name and its file for every coder, in a stable order."""
    if len(coders) < 2:
        raise InputError("give at least two coders (files or folders) to compare")
    for path in coders:
        if not path.exists():
            raise InputError("no such file or folder", path)
    folders = [p.is_dir() for p in coders]
    if any(folders) != all(folders):
        odd = coders[folders.index(not folders[0])]
        raise InputError("give only files or only folders, one per coder", odd)
    if not folders[0]:
        return [(coders[0].name, list(coders))]
    names: set[Path] = set()
    for folder in coders:
        names.update(p.relative_to(folder) for p in folder.rglob("*.xml") if p.is_file())
    if not names:
        raise InputError("no .xml files in any coder's folder", coders[0])
    documents = []
    for name in sorted(names):
        files = [folder / name for folder in coders]
        for f in files:
            if not f.is_file():
                # The document exists for another coder: name it and where it is missing.
                raise InputError(f"document {name} is missing for this coder", f)
        documents.append((str(name), files))
    return documents


def _labels(coders: Sequence[Path]) -> list[str]:
    names = [p.name or str(p) for p in coders]
    if len(set(names)) == len(names):
        return names
    return [str(p) for p in coders]


def _text(units: list[Unit], ref: Reference) -> str:
    return " ".join(u.text for u in units[ref.start : ref.end])


def agreement(coders: Sequence[Path]) -> AgreementReport:
    """Agreement of the coders (files or folders of the same documents) over the union of references."""
    coders = [Path(c) for c in coders]
    documents = ((name, files, [parse_file(f) for f in files]) for name, files in _documents(coders))
    return _agreement(_labels(coders), documents)


def decisions_agreement(annotated: Path, decisions: Sequence[Path | DecisionsFile]) -> AgreementReport:
    """Agreement of several reviewers, each given as a decisions file over the same annotated
    file or folder: a coder is the annotated files with that reviewer's decisions applied (in
    memory; nothing is written). A proposal no reviewer decided keeps its category for all.
    Decisions whose words are not found are listed in the report's ``stale``."""
    if len(decisions) < 2:
        raise InputError("give at least two decisions files (one per reviewer) to compare")
    files = [d if isinstance(d, DecisionsFile) else DecisionsFile.read(Path(d)) for d in decisions]
    sources = [(path, relative.as_posix()) for path, relative, _ in xml_files([annotated])]
    if not sources:
        raise InputError("no .xml files found", annotated)
    stale: list[str] = []

    def coded() -> Iterator[tuple[str, list[Path], list[etree._ElementTree]]]:
        for path, name in sources:
            trees = []
            for reviewer in files:
                tree = parse_file(path)
                applied = Applied()
                apply_decisions(tree.getroot(), name, reviewer.of(name), applied)
                stale.extend(stale_line(reviewer.path, d, name, applied.reasons.get(d, "")) for d in applied.stale)
                trees.append(tree)
            yield name, [path] * len(files), trees

    report = _agreement(_labels([Path(d.path) for d in files]), coded())
    names = {name for _, name in sources}
    stale += [
        f"{reviewer.path}:{d.line}: stale decision: {d.span.document} is not in {annotated}"
        for reviewer in files
        for d in reviewer.decisions
        if d.span.document not in names
    ]
    report.stale = stale
    return report


def _agreement(
    labels: list[str], documents: Iterable[tuple[str, list[Path], list[etree._ElementTree]]]
) -> AgreementReport:
    """Agreement over the union of references of each document's coded versions (one tree per
    coder, read from the files named for error messages)."""
    report = AgreementReport(coders=labels, per_coder=[Counter() for _ in labels])
    spans: list[Span] = []
    values: list[list[str]] = [[] for _ in labels]  # coders × units
    for name, files, trees in documents:
        posts = [dict(_posts(t)) for t in trees]
        for f, p in zip(files[1:], posts[1:], strict=True):
            if p.keys() != posts[0].keys():
                missing = sorted(set(posts[0]) ^ set(p))
                raise InputError(f"posts differ from {files[0]}'s (e.g. {missing[0]})", f)
        report.documents += 1
        for key, first in posts[0].items():
            report.posts += 1
            units = [post_units(p[key]) for p in posts]
            for f, p, u in zip(files[1:], posts[1:], units[1:], strict=True):
                if [x.text for x in u] != [x.text for x in units[0]]:
                    raise InputError(f"post {key}: text differs from {files[0]}'s", f, line_of(p[key]))
            refs = [references(u, {}) for u in units]
            for counter, found in zip(report.per_coder, refs, strict=True):
                counter.update(r.category for r in found)
            # The union, in text order; a coder's value is the category of the same span or none.
            union = sorted({(r.start, r.end) for found in refs for r in found})
            by_span = [{(r.start, r.end): r for r in found} for found in refs]
            for start, end in union:
                span = Span(name, key, start, end, " ".join(x.text for x in units[0][start:end]), line_of(first))
                spans.append(span)
                row = []
                for coder, (found, mine) in enumerate(zip(refs, by_span, strict=True)):
                    ref = mine.get((start, end))
                    values[coder].append(ref.category if ref else NONE)
                    row.append(ref.category if ref else _overlapping(found, units[coder], start, end))
                if len(set(row)) > 1:
                    report.disagreements.append(Disagreement(span, row))

    report.overall = _scores(values)
    for category in sorted({v for row in values for v in row} - {NONE}):
        # Binary over the units where at least one coder chose this category.
        keep = [i for i in range(len(spans)) if any(row[i] == category for row in values)]
        binary = [[category if row[i] == category else "other" for i in keep] for row in values]
        report.categories[category] = _scores(binary)
    return report


def _overlapping(found: list[Reference], units: list[Unit], start: int, end: int) -> str:
    """``none``, with the coder's own reference(s) that overlap the span, if any."""
    probe = Reference(start, end, "")
    parts = [f'{r.category} "{_text(units, r)}"' for r in found if r.overlaps(probe)]
    return f"{NONE} (overlaps {', '.join(parts)})" if parts else NONE


def _scores(values: list[list[str]]) -> Scores:
    units = len(values[0]) if values else 0
    if not units:
        return Scores(0, None, None, None)
    return Scores(units, _kappa_of(values), krippendorff_alpha(values), observed_agreement(values))


# --- output --------------------------------------------------------------------------------


def _num(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.3f}"


def _summary_rows(report: AgreementReport) -> list[list[str]]:
    rows = []
    for name, s in [*report.categories.items(), ("overall", report.overall)]:
        if s is None:
            continue
        rows.append([name, str(s.units), _num(s.kappa), _num(s.alpha), _num(s.observed)])
    return rows


def _disagreement_rows(report: AgreementReport) -> list[list[str]]:
    return [[d.span.document, d.span.post, d.span.text, *d.values] for d in report.disagreements]


def _table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(str(c).ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in [header, *rows]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


SUMMARY_HEADER = ["category", "units", "fleiss_kappa", "kripp_alpha", "observed"]


def format_report(report: AgreementReport, output_format: str = "table") -> str:
    """The report as text: ``table`` (aligned, for reading), ``tsv`` or ``json``."""
    if output_format == "json":
        return json.dumps(report.as_dict(), ensure_ascii=False, indent=2)
    disagreement_header = ["document", "post", "text", *report.coders]
    if output_format == "tsv":
        # Two tables, separated by an empty line, each with its header; tabs in text become spaces.
        def tsv(rows: list[list[str]]) -> str:
            return "\n".join("\t".join(c.replace("\t", " ").replace("\n", " ") for c in r) for r in rows)

        return (
            tsv([SUMMARY_HEADER, *_summary_rows(report)])
            + "\n\n"
            + tsv([disagreement_header, *_disagreement_rows(report)])
        )
    if output_format != "table":
        raise ValueError(f"unknown format {output_format!r}; one of {', '.join(FORMATS)}")
    counts = ", ".join(f"{name}: {sum(c.values())}" for name, c in zip(report.coders, report.per_coder, strict=True))
    out = [
        f"{len(report.coders)} coders, {report.documents} documents, {report.posts} posts; "
        f"references per coder: {counts}",
        "Units: references in the union (exact token span); per category: X vs not X over the "
        "units where a coder chose X.",
        "",
        _table(SUMMARY_HEADER, _summary_rows(report)),
        "",
    ]
    if report.disagreements:
        out += [
            f"Disagreements ({len(report.disagreements)}):",
            "",
            _table(disagreement_header, _disagreement_rows(report)),
        ]
    else:
        out.append("No disagreements.")
    return "\n".join(out)


def run_agreement(paths: list[Path], output_format: str = "table") -> tuple[str, int]:
    """For the command line: the text to print and the exit code (0) of the agreement of
    annotated files (the command reads decisions files itself, :func:`decisions_agreement`).

    Bad input raises :class:`teianon.errors.InputError` (``file:line: what``).
    """
    if output_format not in FORMATS:
        raise InputError(f"unknown format {output_format!r}; one of {', '.join(FORMATS)}")
    report = agreement(paths)
    return format_report(report, output_format), 0


__all__ = [
    "agreement",
    "decisions_agreement",
    "AgreementReport",
    "format_report",
    "run_agreement",
    "fleiss_kappa",
    "krippendorff_alpha",
    "observed_agreement",
]
