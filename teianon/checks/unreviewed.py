"""The review of ``teianon check``: what in the annotated sources still waits for a reviewer.

- the proposals held below ``--min-cert`` that no decision settled (*unreviewed*: left as
  written, read by no one): errors, unless the policy allows them (``[review] allow-held``);
- where the policy demands a review (``[review] required = true``), every proposal of teianon
  that nobody confirmed (``resp="#teianon"`` with a ``cert`` other than ``high``); otherwise
  the participants' names no rule could decide;
- the reviewer's decisions that were not applied (*stale*), and the posts the run's manifest
  lists as only partly checked.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from lxml import etree

from ..errors import TeianonError, line_of
from ..read.documents import in_parts
from ..read.tei import element_id, local_name, words_of
from ..read.xmlio import read_file
from ..review.decisions import Decision, stale_line
from ..review.proposals import ANNOTATIONS, category_of
from ..review.stages import Reviewed
from .reports import FileReport, Finding, Severity


def fails(findings: Sequence[Finding], strict: bool) -> bool:
    """A file fails on an error; with ``strict`` on a warning too."""
    return any(f.severity == "error" or strict for f in findings)


def stale_finding(path: str, decision: Decision, document: str, reason: str) -> Finding:
    """A reviewer's decision that was not applied: an error where it would have replaced words
    (an addition, a new category or participant: the words it names may survive), a warning
    where it would have kept them (a rejection) or only confirmed them (an acceptance)."""
    message = stale_line(path, decision, document, reason).split(": ", 1)[1]
    replacing = decision.decision in ("add", "change", "link")
    return Finding(
        path,
        decision.line,
        message + ("; its words may survive" if replacing else ""),
        "error" if replacing else "warning",
        "review/stale-decision",
    )


def review_findings(
    tree: etree._ElementTree, where: str, reviewed: Reviewed, required: bool, held_allowed: bool = False
) -> tuple[Finding, ...]:
    """What waits for a reviewer in a source as anonymise replaced it: the proposals held below
    --min-cert that no decision settled (``unreviewed proposal``: left as written, so no leak,
    but unread by anyone, and the words may name someone: an error, a warning only where the policy
    allows it, ``held_allowed``, and does not require the review), and the
    proposals replaced without a reviewer's word (where the review is required, every one;
    otherwise the participants' names no rule could decide)."""
    severity: Severity = "warning" if held_allowed and not required else "error"
    found = [
        Finding(
            where,
            held.line,
            f"unreviewed proposal: {held.span.text!r} ({held.category}, cert "
            f"{held.cert or 'none'}) in {held.span.block}, left as written below --min-cert; accept or "
            "reject it in the review (teianon review)",
            severity,
            "review/unreviewed",
        )
        for held in reviewed.held
    ]
    if required:
        found += unconfirmed(tree, where)
    else:
        found += [
            replace(
                f,
                message=f.message.replace("unconfirmed proposal:", "unresolved participant name:", 1),
                rule="review/unresolved-name",
            )
            for f in unconfirmed(tree, where, is_unresolved)
        ]
    return tuple(found)


# The manifest's detail of a file with posts beyond the bound per post (teianon.pipeline.corpus).
LONG_POST = "long post: partly checked: "


MANIFEST = "teianon-manifest.tsv"


def long_post_findings(corpus: Path) -> dict[Path, list[Finding]]:
    """The posts the run's manifest (``CORPUS/teianon-manifest.tsv``) lists as only partly
    checked (beyond the bound per post), one warning each, per output file: a reason for a
    reviewer to look at them before release."""
    manifest = corpus / MANIFEST
    if not corpus.is_dir() or not manifest.is_file():
        return {}
    found: dict[Path, list[Finding]] = {}
    for line in read_file(manifest).decode("utf-8", "replace").splitlines()[1:]:
        name, _, _, *rest = line.split("\t") + ["", "", ""]
        for detail in (rest[0] if rest else "").split("; "):
            if not detail.startswith(LONG_POST):
                continue
            path = corpus / name
            words = detail[len(LONG_POST) :].split()
            # "POST (LENGTH)" pairs; an odd last word (a manifest cut short) is no post.
            for post, length in zip(words[::2], words[1::2], strict=False):
                characters = length.strip("()")
                found.setdefault(path, []).append(
                    Finding(
                        str(path),
                        None,
                        f"long post: post {post} ({int(characters):,} characters) was only partly "
                        "checked: beyond the run's post-limit only URLs, e-mail, numbers, street addresses and known "
                        "names were looked for; read it before release",
                        "warning",
                        "review/long-post",
                    )
                )
    return found


def with_long_posts(reports: list[FileReport], corpus: Path, annotated: Path | None, strict: bool) -> list[FileReport]:
    """``reports`` of the review with the warnings of :func:`long_post_findings` added: to the
    report of the same file (an output, or its annotated source), else as a report of their own."""
    found = long_post_findings(corpus)
    if not found:
        return reports
    merged = []
    for report in reports:
        path = Path(report.path)
        if annotated is not None and path.is_relative_to(annotated):
            path = corpus / path.relative_to(annotated)
        extra = tuple(found.pop(path, ()))
        merged.append(
            replace(report, findings=report.findings + extra, failed=report.failed or (strict and bool(extra)))
            if extra
            else report
        )
    merged += [FileReport("review", str(path), tuple(findings), strict) for path, findings in found.items()]
    return merged


def review(files: Sequence[Path]) -> list[FileReport]:
    """Every proposal of teianon in ``files`` that is not confirmed, one error each."""
    reports = []
    for path in files:
        start = time.perf_counter()
        try:
            findings = tuple(_in_parts(path, unconfirmed))
        except TeianonError as err:
            findings = (Finding(err.path or str(path), err.line, err.message, "error", "review/file"),)
        reports.append(FileReport("review", str(path), findings, bool(findings), seconds=time.perf_counter() - start))
    return reports


# The rule suffix of a participant's name that context could not decide (teianon.detect.nickname).
UNRESOLVED = "+unresolved"


def unresolved_names(files: Sequence[Path]) -> list[FileReport]:
    """Every unconfirmed proposal of a participant's name that the linker could not decide,
    one error each: the run replaced it to be safe, and a reviewer must accept it (the name) or
    reject it (the ordinary word) before the corpus is released."""
    reports = []
    for path in files:
        start = time.perf_counter()
        try:
            findings = tuple(
                replace(
                    f,
                    message=f.message.replace("unconfirmed proposal:", "unresolved participant name:", 1),
                    rule="review/unresolved-name",
                )
                for f in _in_parts(path, lambda part, where: unconfirmed(part, where, is_unresolved))
            )
        except TeianonError as err:
            findings = (Finding(err.path or str(path), err.line, err.message, "error", "review/file"),)
        reports.append(FileReport("review", str(path), findings, bool(findings), seconds=time.perf_counter() - start))
    return reports


def _in_parts(path: Path, work: Callable[[etree._Element, str], list[Finding]]) -> list[Finding]:
    """The findings of ``work`` in each part of ``path``: a teiCorpus one document at a time."""
    where = str(path)
    return [f for found in in_parts(read_file(path), where, lambda part: work(part, where)) for f in found]


def is_unresolved(element: etree._Element) -> bool:
    return (element.get("ana") or "").endswith(UNRESOLVED)


def unresolved_warnings(tree: etree._ElementTree, where: str) -> list[str]:
    """``file: warning: ...`` for each participant name the run replaced undecided (the
    annotation is new, so it is placed by the post it stands in, not by a line)."""
    lines = []
    for element in tree.getroot().iter(*ANNOTATIONS):
        if element.get("resp") == "#teianon" and element.get("cert") != "high" and is_unresolved(element):
            post = next((a for a in element.iterancestors() if element_id(a)), None)
            at = f" in <{local_name(post.tag)}> {element_id(post)}" if post is not None else ""
            lines.append(
                f"{where}: warning: {words_of(element)!r}{at} may be the name of participant "
                f"{(element.get('corresp') or '?').lstrip('#')} or an ordinary word: replaced to be safe; "
                "accept or reject it in the review (teianon check fails until then)"
            )
    return lines


def unconfirmed(
    tree: etree._ElementTree | etree._Element,
    where: str,
    which: Callable[[etree._Element], bool] = lambda element: True,
) -> list[Finding]:
    """teianon's proposals in ``tree`` (a tree, or the root of a part of one) that are not
    confirmed and that ``which`` takes, one error each."""
    root = tree.getroot() if isinstance(tree, etree._ElementTree) else tree
    found = []
    for element in root.iter(*ANNOTATIONS):
        category = category_of(element)
        if element.get("resp") != "#teianon" or category is None or element.get("cert") == "high" or not which(element):
            continue
        text = words_of(element)
        rule = f", {element.get('ana')}" if element.get("ana") else ""
        found.append(
            Finding(
                where,
                line_of(element),
                f"unconfirmed proposal: {text!r} ({category}, cert {element.get('cert') or 'none'}"
                f"{rule}); accept or reject it in the review (teianon review)",
                "error",
                "review/unconfirmed",
            )
        )
    return found
