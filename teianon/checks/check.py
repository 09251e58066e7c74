"""``teianon check``: may this corpus be released? Every check a corpus project runs in CI, in
one pass, with one verdict.

- **validation**: every file of the corpus against teianon's own rules, the schemas given
  (``--tei-all``/``--schema``; each compiled once for the whole check) and, when asked, the
  schemas each file declares;
- **audit**: every file of the corpus against its annotated source (``--annotated``), which
  says what must not be left (:mod:`teianon.checks.audit`), read as ``anonymise`` replaced it:
  the reviewer's decisions applied (``--decisions``), proposals below ``--min-cert`` held
  (:func:`teianon.review.stages.review_stages`); an output made with other decisions than
  those given (its change record names them, :mod:`teianon.review.record`) fails, and so does
  an output that no source pairs with (numbered outputs pair through ``renamed``);
- **review** (:mod:`teianon.checks.unreviewed`): the proposals held below ``--min-cert`` that no
  decision settled are *unreviewed*, errors unless the policy allows them (``[review]
  allow-held``); where the policy demands a review (``[review] required = true``) so is every
  proposal of teianon that nobody confirmed (``resp="#teianon"`` with a ``cert`` other than
  ``high``: accepting a proposal in the review sets ``cert="high"``, rejecting it removes it).

A check that cannot run (no ``--annotated`` sources) is a row that did not run, and the
verdict is no (:mod:`teianon.checks.summary`): ``release: yes`` only where everything was
checked.

The result is one :class:`~teianon.checks.reports.FileReport` per file and check, for the summary
table and the reports CI systems read (:mod:`teianon.checks.reports`).
"""

from __future__ import annotations

import posixpath
import re
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from ..errors import TeianonError, line_of
from ..policy import Policy
from ..read.documents import in_parts
from ..read.files import xml_files
from ..read.tei import NS, element_id
from ..read.xmlio import read_file
from ..replace.hidden import attribute_names
from ..replace.inventory import Inventory, read_inventory
from ..replace.pointers import file_pointers
from ..replace.source_ids import packed_id_facts, source_ids_of
from ..replace.xslt import replacement_counts
from ..review.decisions import Decision, DecisionsFile, foreign_documents, replaced_anyway_line
from ..review.proposals import ANNOTATIONS, blocks, category_of
from ..review.record import described, recorded_decisions
from ..review.report import anonymised
from ..review.stages import Repeats
from .audit import NO_SETTINGS, Leak, Sought, reviewed_source
from .audit_documents import OutputFile
from .paths import path_leaks
from .reports import FileReport, Finding, Severity
from .summary import CheckResult, Row
from .unreviewed import fails, review, review_findings, stale_finding, unresolved_names, with_long_posts

# Where the pipeline reads it (the run's warnings of undecided participant names).
from .unreviewed import unresolved_warnings as unresolved_warnings
from .validate import Problem, check_file, load_schema

CHECKS = ("validation", "audit", "review")
# An output numbered by run --rename (teianon.pipeline.names), and what pairs it with its source.
NUMBERED = re.compile(r"doc-[0-9]{4,}\.xml")
NUMBERED_HINT = (
    "; a numbered output of run --rename: give the mapping the run wrote (--rename-map; it is looked "
    "for beside the corpus folder, and beside --key)"
)


@dataclass(frozen=True)
class CheckOptions:
    schemas: tuple[Path, ...] = ()
    declared: bool = False
    locations: tuple[tuple[str, Path], ...] = ()
    min_cert: str = "medium"
    strict: bool = False
    # The reviewer's decisions the corpus was made with, and what completing the repeats reads
    # (the keep-list of the policy): the annotated sources are judged as anonymise replaced them.
    decisions: DecisionsFile | None = None
    repeats: Repeats = NO_SETTINGS
    # Outputs numbered by --rename: output name -> the source's path (its --rename-map), by
    # which an output is paired with its annotated source.
    renamed: tuple[tuple[str, str], ...] = ()
    # How an annotated source without a single annotation is reported (audit/no-annotations): an
    # error for the release check; ``teianon audit`` of the raw sources (weaker: it can search
    # for the participants' names only) warns.
    unannotated: Severity = "error"


def check_corpus(
    corpus: Path, annotated: Path | None = None, policy: Policy | None = None, options: CheckOptions = CheckOptions()
) -> CheckResult:
    """Run every check on ``corpus`` (a file or folder of anonymised TEI). Raises
    :class:`TeianonError` for what stops the whole check (no file at all, a schema that cannot
    be used); a file's problems are its findings."""
    files = [path for path, _, _ in xml_files([corpus])]
    if not files:
        raise TeianonError("no *.xml files found", corpus)
    result = CheckResult(held_allowed=policy is not None and policy.allow_held and not policy.review_required)
    result.reports += validation(files, options, corpus if annotated is None else None)
    result.rows.append(_row("validation", result.reports))
    required = policy is not None and policy.review_required
    if annotated is None:
        # Nothing pairs an output with what had to be replaced in it, and the proposals held
        # below --min-cert are only in the annotated sources: neither check can say "clean".
        result.rows.append(Row("audit", not_run="no --annotated sources to audit the outputs against"))
        reviewed = review(files) if required else unresolved_names(files)
        result.reports += with_long_posts(reviewed, corpus, annotated, options.strict)
        result.rows.append(Row("review", not_run="no --annotated sources to find the held proposals in"))
        return result
    audited, reviewed = audit_corpus(corpus, annotated, policy, options)
    result.rows.append(_row("audit", audited))
    result.reports += audited
    reviewed = with_long_posts(reviewed, corpus, annotated, options.strict)
    result.rows.append(_row("review", reviewed))
    result.reports += reviewed
    return result


def _row(check: str, reports: Sequence[FileReport]) -> Row:
    return Row(
        check,
        files=sum(1 for r in reports if not r.skipped),
        failed=sum(1 for r in reports if r.failed),
        errors=sum(1 for r in reports for f in r.findings if f.severity == "error"),
        warnings=sum(1 for r in reports for f in r.findings if f.severity != "error"),
        skipped=sum(1 for r in reports if r.skipped),
    )


def problem_finding(problem: Problem) -> Finding:
    """A problem of :mod:`teianon.checks.validate` as a finding: its schema is its rule."""
    return Finding(
        problem.path, problem.line, problem.message, problem.severity, f"validate/{problem.schema or 'file'}"
    )


def validation(files: Sequence[Path], options: CheckOptions, corpus: Path | None = None) -> list[FileReport]:
    extra = [load_schema(path.resolve()) for path in options.schemas]
    reports = []
    for path in files:
        start = time.perf_counter()
        findings = tuple(
            problem_finding(p)
            for p in check_file(path, extra, declared=options.declared, locations=dict(options.locations))
        )
        if not any(f.severity == "error" for f in findings):
            findings += source_id_findings(path)
        if corpus is not None:
            # No audit reads the paths (no --annotated sources): detection alone does, here.
            findings += path_findings(path, corpus)
        reports.append(
            FileReport(
                "validation", str(path), findings, fails(findings, options.strict), seconds=time.perf_counter() - start
            )
        )
    return reports


def source_id_findings(path: Path) -> tuple[Finding, ...]:
    """A warning for each platform id (a tweet number, a conversation key) that the file's ids
    still carry: a policy kept them (``[ids] rename = false``), or the file was made elsewhere.
    A teiCorpus is read one document at a time (:func:`~teianon.read.documents.in_parts`)."""
    try:
        data = read_file(path)
        keys = source_ids_of(in_parts(data, str(path), packed_id_facts))
    except TeianonError:
        return ()
    if not keys:
        return ()

    # The first element whose id carries each key, by a second reading: the keys are the whole
    # file's, known after the last part.
    def carriers(root: etree._Element) -> dict[str, etree._Element]:
        found: dict[str, etree._Element] = {}
        for element in root.iter():
            if isinstance(element.tag, str) and (value := element_id(element)):
                for key in keys:
                    if key in value and key not in found:
                        # A copy without its children: only its id and line are read, and the
                        # part it stands in is dropped.
                        found[key] = _alone(element)
        return found

    first: dict[str, etree._Element] = {}
    for part in in_parts(data, str(path), carriers):
        first = part | first
    found = []
    for key in keys:
        element = first.get(key)
        found.append(
            Finding(
                str(path),
                line_of(element) if element is not None else None,
                f"id {element_id(element) if element is not None else key!r} carries a platform's id "
                f"{key!r}, which finds the source online: rename the ids ([ids] rename)",
                "warning",
                "ids/source-id",
            )
        )
    return tuple(found)


def _alone(element: etree._Element) -> etree._Element:
    """``element``'s name and attributes at its line, without its children and tree."""
    copy = etree.Element(element.tag)
    for name, value in element.attrib.items():
        copy.set(name, value)
    if (line := line_of(element)) is not None:
        copy.sourceline = line  # type: ignore[assignment]  # lxml-stubs 0.5: a bare `...`
    return copy


def named_pairs(
    annotated: Path, corpus: Path, renamed: tuple[tuple[str, str], ...] = ()
) -> list[tuple[Path, Path, str]]:
    """(annotated source, output, the source's name in a decisions file: its path under the
    annotated folder, as ``anonymise`` names it), by relative path, or by the mapping of
    numbered outputs (``renamed``: output name -> source path); a single file is paired
    with the file of the same name in a folder."""
    numbered = {source: output for output, source in renamed}
    if annotated.is_file():
        name = numbered.get(annotated.name, annotated.name)
        return [(annotated, corpus / name if corpus.is_dir() else corpus, annotated.name)]
    if corpus.is_file():
        # One output checked against the folder of sources: its own source, by name (or through
        # the mapping of numbered outputs), not every source of the folder.
        source = next((s for s, output in numbered.items() if output == corpus.name), corpus.name)
        path = annotated / source
        return [(path, corpus, source)] if path.is_file() else []
    return [
        (path, corpus / numbered.get(relative.as_posix(), relative.as_posix()), relative.as_posix())
        for path, relative, _ in xml_files([annotated])
    ]


def path_findings(
    path: Path, corpus: Path, inventory: Inventory | None = None, names: Iterable[str] = ()
) -> tuple[Finding, ...]:
    """The identifying material in ``path``'s names under ``corpus`` (:mod:`teianon.checks.paths`):
    a published path is read like the text (``names``: as :func:`~teianon.checks.paths.path_leaks`)."""
    relative = path.name if corpus.is_file() or not path.is_relative_to(corpus) else path.relative_to(corpus).as_posix()
    return tuple(
        Finding(
            leak.path,
            None,
            f"{'leak' if leak.certain else f'possible leak ({leak.doubt})'} in the path: {leak.text!r} ({leak.what})",
            "error" if leak.certain else "warning",
            "audit/path",
        )
        for leak in path_leaks(relative, str(path), inventory, names)
    )


def pointer_path_findings(root: etree._Element, path: Path, inventory: Inventory) -> tuple[Finding, ...]:
    """The identifying material in the file names that the pointers of ``path`` copy
    (``target="igel93-log.xml#post-1"``): the audit leaves a pointer's file part to this, since
    the pointer must name the file as it is written."""
    return _pointer_findings([(line_of(element), pointed) for element, pointed in file_pointers(root)], path, inventory)


def _pointer_findings(pointers: list[tuple[int | None, str]], path: Path, inventory: Inventory) -> tuple[Finding, ...]:
    """:func:`pointer_path_findings` of the (line, file part) of each pointer, in document order."""
    findings: list[Finding] = []
    seen: set[tuple[int | None, str]] = set()
    for line, pointed in pointers:
        if (line, pointed) in seen:
            continue
        seen.add((line, pointed))
        relative = posixpath.normpath(pointed).lstrip("./") or pointed
        findings += [
            Finding(
                str(path),
                line,
                f"{'leak' if leak.certain else f'possible leak ({leak.doubt})'} in the path a pointer names: "
                f"{leak.text!r} ({leak.what})",
                "error" if leak.certain else "warning",
                "audit/path",
            )
            for leak in path_leaks(relative, str(path), inventory)
        ]
    return tuple(findings)


def leak_finding(leak: Leak) -> Finding:
    """A hit of the audit as a finding: a leak is an error, a possible leak a warning."""
    if leak.certain:
        return Finding(leak.path, leak.line, f"leak: {leak.text!r} ({leak.what})", "error", "audit/leak")
    return Finding(
        leak.path,
        leak.line,
        f"possible leak ({leak.doubt}): {leak.text!r} ({leak.what})",
        "warning",
        "audit/possible-leak",
    )


def audit_corpus(
    corpus: Path, annotated: Path, policy: Policy | None, options: CheckOptions
) -> tuple[list[FileReport], list[FileReport]]:
    """The audit of every output against its annotated source as anonymise replaced it (the
    decisions applied, proposals below --min-cert held), and the review of the same sources:
    each source is read and reviewed once for both, each output read and parsed once. The one
    audit of ``teianon check`` and ``teianon audit``."""
    policy_json = policy.as_json() if policy is not None else None
    required = policy is not None and policy.review_required
    held_allowed = policy is not None and policy.allow_held and not required
    audits, reviews = [], []
    matched: set[Path] = set()
    for source, target, document in named_pairs(annotated, corpus, options.renamed):
        start = time.perf_counter()
        try:
            tree, reviewed = reviewed_source(source, document, options.decisions, options.min_cert, options.repeats)
            findings = review_findings(tree, str(source), reviewed, required, held_allowed)
            if options.decisions is not None:
                findings += tuple(
                    stale_finding(options.decisions.path, d, document, reviewed.reasons.get(d, ""))
                    for d in reviewed.stale
                )
                findings += tuple(
                    Finding(
                        options.decisions.path,
                        d.line,
                        f"rejected {d.span.text!r} in {d.span.block} of {document}, which teianon took for a "
                        f"name of participant {who}: it stays as written; if it is theirs, it identifies them "
                        "(the audit searches only the participant's names)",
                        "warning",
                        "review/rejected-name",
                    )
                    for d, who in reviewed.rejected_names.items()
                    if _left_bare(tree, document, d)
                )
                findings += tuple(
                    Finding(
                        options.decisions.path,
                        d.line,
                        replaced_anyway_line(options.decisions.path, d, document, why).split(": warning: ", 1)[1],
                        "warning",
                        "review/replaced-anyway",
                    )
                    for d, why in reviewed.replaced_anyway.items()
                )
        except TeianonError as err:
            tree, findings = None, (Finding(err.path or str(source), err.line, err.message, "error", "review/file"),)
        reviews.append(
            FileReport(
                "review", str(source), findings, fails(findings, options.strict), seconds=time.perf_counter() - start
            )
        )
        if not target.is_file():
            audits.append(
                FileReport("audit", str(target), skipped=f"no output of {source} (left out by the policy, or not made)")
            )
            continue
        matched.add(target.resolve())
        start = time.perf_counter()
        try:
            if tree is None:
                raise TeianonError(findings[0].message, findings[0].path, findings[0].line)
            # A teiCorpus of many chats is read one document at a time.
            output = OutputFile(read_file(target), str(target))
            found = recorded_findings(output.records, output.decisions_line, str(target), options.decisions, document)
            inventory = read_inventory(tree, str(source), policy_json)
            found += unannotated_counts(
                sum(output.counts.values()), reviewed.annotations, str(target), source, options.unannotated
            )
            found += anonymised_source(tree, str(target), source)
            revealed = attribute_names(tree.getroot())
            sought = Sought.of(inventory, revealed)
            found += tuple(leak_finding(leak) for leak in output.leaks(sought))
            pointers = output.pointers
            del output
            found += path_findings(target, corpus, inventory, revealed)
            found += _pointer_findings(pointers, target, inventory)
        except TeianonError as err:
            found = (Finding(err.path or str(target), err.line, err.message, "error", "audit/file"),)
        audits.append(
            FileReport("audit", str(target), found, fails(found, options.strict), seconds=time.perf_counter() - start)
        )
    for path, _, _ in xml_files([corpus]):
        if path.resolve() not in matched:
            # An output nothing was audited against is no clean output (a numbered one whose
            # mapping was not found pairs with nothing).
            hint = "" if options.renamed or not NUMBERED.fullmatch(path.name) else NUMBERED_HINT
            finding = Finding(
                str(path), None, f"no annotated source in {annotated}: not audited{hint}", "error", "audit/no-source"
            )
            alone = (finding, *path_findings(path, corpus))
            audits.append(FileReport("audit", str(path), alone, fails(alone, options.strict)))
    if options.decisions is not None:
        # Decisions for a file that is not among the annotated sources (named from another
        # folder, or renamed since): nothing was done for them, here or by anonymise.
        known = [document for _, _, document in named_pairs(annotated, corpus, options.renamed)]
        lost = tuple(
            Finding(options.decisions.path, line, what, "error", "review/stale-decision")
            for line, what in foreign_documents(options.decisions, known, str(annotated))
        )
        if lost:
            reviews.append(FileReport("review", options.decisions.path, lost, True))
    return audits, reviews


def _left_bare(tree: etree._ElementTree, document: str, decision: Decision) -> bool:
    """Whether the words of a rejected proposal stand unannotated after the review's stages (the
    repeats mark a participant's exact name again)."""
    for block in blocks(tree.getroot(), document):
        if block.id == decision.span.block:
            return not any(
                element.tag in ANNOTATIONS
                and category_of(element)
                and start <= decision.span.start
                and decision.span.end <= end
                for element, (start, end) in block.spans.items()
            )
    return True


def unannotated_source(
    output: etree._ElementTree, annotations: int, where: str, source: Path, severity: Severity = "error"
) -> tuple[Finding, ...]:
    """An error where the output records references it replaced but the annotated source holds
    none: the audit judges by the source, and the raw or stripped sources given by mistake as
    --annotated would pass anything but the participants' names (the red team put an IBAN back
    into an output and passed the check so)."""
    return unannotated_counts(sum(replacement_counts(output).values()), annotations, where, source, severity)


def unannotated_counts(
    recorded: int, annotations: int, where: str, source: Path, severity: Severity = "error"
) -> tuple[Finding, ...]:
    """:func:`unannotated_source` of the output's count of replaced references (``recorded``)."""
    if recorded and not annotations:
        return (
            Finding(
                where,
                None,
                f"records {recorded} replaced reference(s), but its annotated source {source} "
                "holds no annotation: give --annotated the annotated files the output was made from "
                "(teianon annotate, or run --annotated)",
                severity,
                "audit/no-annotations",
            ),
        )
    return ()


def anonymised_source(tree: etree._ElementTree, where: str, source: Path) -> tuple[Finding, ...]:
    """An error where the "annotated source" is an anonymised output itself (the corpus given as
    its own --annotated): it says nothing of what had to be replaced, so nothing was audited."""
    why = anonymised(tree.getroot())
    if not why:
        return ()
    return (
        Finding(
            where,
            None,
            f"not audited: its annotated source {source} is anonymised output ({why.split(': ')[0]}); give "
            "--annotated the annotated files the output was made from (teianon annotate, or run --annotated)",
            "error",
            "audit/no-annotations",
        ),
    )


def decisions_findings(
    root: etree._Element, where: str, decisions: DecisionsFile | None, document: str
) -> tuple[Finding, ...]:
    """An error where an output was made with reviewer decisions other than those given (or
    given none), as its record counts them: the audit would judge it by annotations the run did
    not replace, and could pass a leak. A warning where decisions for ``document`` (its name in
    the decisions) are given for an output that records none."""
    # The record itself, where there is one.
    line = next((line_of(e) for e in root.iter(f"{{{NS['tei']}}}list") if e.get("type") == "decisions"), line_of(root))
    return recorded_findings(recorded_decisions(root), line, where, decisions, document)


def recorded_findings(
    records: list[tuple[Counter[str] | None, bool]],
    line: int | None,
    where: str,
    decisions: DecisionsFile | None,
    document: str,
) -> tuple[Finding, ...]:
    """:func:`decisions_findings` of an output's records of decisions (in document order) and
    the line of the first (or of its root)."""
    recorded = [counts for counts, _ in records if counts is not None]
    if decisions is None:
        # Decisions that run --annotated wrote into the annotated files are there already.
        outside = [counts for counts, in_copy in records if counts is not None and not in_copy]
        if not outside:
            return ()
        return (
            Finding(
                where,
                line,
                f"anonymised with reviewer decisions ({described(outside[0])}); give them with --decisions",
                "error",
                "audit/decisions",
            ),
        )
    given = decisions.kinds(document)
    if not recorded:
        if not records or not given:
            return ()
        return (
            Finding(
                where,
                line,
                f"records no reviewer decisions, but --decisions {decisions.path} was "
                "given: the audit applied them anyway",
                "warning",
                "audit/decisions",
            ),
        )
    if all(counts != given for counts in recorded):
        return (
            Finding(
                where,
                line,
                f"anonymised with other reviewer decisions ({described(recorded[0])}) than "
                f"--decisions {decisions.path} holds for {document} ({described(given)}); give those, or "
                "anonymise again with these",
                "error",
                "audit/decisions",
            ),
        )
    return ()
