"""Reports that CI systems read: JUnit XML, SARIF 2.1.0 and GitHub Actions workflow commands.

``validate``, ``audit``, ``run``/``anonymise`` and ``check`` describe what they found in one
neutral form, a list of :class:`FileReport` (one per file and check, with its
:class:`Finding` lines), and each writer here turns that list into one format:

- :func:`junit_xml`: one ``testsuite`` per check and one ``testcase`` per file (``classname``
  ``teianon.CHECK``, ``name`` and ``file`` the file's path), a ``failure`` where the file
  failed, ``skipped`` where it was not checked, its warnings in ``system-out``. GitLab, GitHub
  (through a JUnit action) and Jenkins show it as test results.
- :func:`sarif_json`: a SARIF 2.1.0 log (OASIS), one ``result`` per finding with its rule,
  level and place; code scanning views show it line by line.
- :func:`github_command`: ``::error file=F,line=L,title=T::message``, which GitHub Actions turns
  into an annotation on the line of a pull request's diff.

Paths are written relative to the current folder where they lie below it (a CI job runs in
the repository's root, and code scanning and annotations want paths relative to it).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import IO, Literal
from urllib.parse import quote

from lxml import etree

from .. import __version__
from ..read.xmlio import write_atomic

Severity = Literal["error", "warning", "note"]
REPORT_FORMATS = ("junit", "sarif")
OUTPUT_FORMATS = ("text", "github")
SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

# What each rule checks, for SARIF's rule descriptions (shown by code scanning). Rules of a
# schema are named validate/SCHEMA and described from the schema's file name.
RULES: dict[str, str] = {
    "validate/file": "The file can be read and checked: well-formed, safe XML; its ids unique; its declared "
    "schemas available",
    "validate/teianon.rng": "teianon's RELAX NG rules: a TEI document, and teianon's markup as it must be",
    "validate/teianon.sch": "teianon's Schematron rules: nothing an anonymisation replaced is left",
    "audit/leak": "No original string of a replaced reference and no participant's name survives in the output",
    "audit/possible-leak": "A string that was replaced, or a participant's name, that is also an ordinary word "
    "occurs in the output: a person should look at it",
    "audit/file": "The output and its annotated source can be read and compared",
    "audit/no-source": "Every output file has an annotated source to be audited against",
    "review/unconfirmed": 'Every proposal of teianon is confirmed (cert="high") or removed before a release',
    "review/file": "The annotated file can be read",
    "run/error": "The file is annotated, anonymised, validated and audited",
    "run/warning": "A warning of the run about this file",
    "run/stale-decision": "A reviewer's decision found the words it was made for",
}


@dataclass(frozen=True)
class Finding:
    """One problem: the file and line it is at, what it is, how bad, and the rule it breaks."""

    path: str
    line: int | None
    message: str
    severity: Severity = "error"
    rule: str = ""
    column: int | None = None

    def __str__(self) -> str:
        where = self.path + (f":{self.line}" if self.line else "")
        where += f":{self.column}" if self.line and self.column else ""
        return f"{where}: {self.severity}: {' '.join(self.message.split())}" + (f" [{self.rule}]" if self.rule else "")


@dataclass(frozen=True)
class FileReport:
    """What one check found in one file. ``failed`` is the check's verdict (with ``--strict`` a
    warning fails too); ``skipped`` says why the file was not checked."""

    check: str
    path: str
    findings: tuple[Finding, ...] = ()
    failed: bool = False
    skipped: str | None = None
    seconds: float = 0.0


def display_path(path: str | PurePath) -> str:
    """``path`` relative to the current folder where it lies below it, with ``/``."""
    given = Path(path)
    if given.is_absolute():
        try:
            given = given.relative_to(Path.cwd())
        except ValueError:
            return given.as_posix()
    return given.as_posix()


def _uri(path: str) -> str:
    shown = display_path(path)
    if Path(shown).is_absolute():
        return Path(shown).as_uri()
    return quote(shown, safe="/")


# Characters XML 1.0 cannot hold (a message quoting a control character of a broken file).
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml_text(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)


def _seconds(value: float) -> str:
    return f"{value:.3f}"


def junit_xml(reports: Sequence[FileReport], name: str = "teianon") -> bytes:
    """JUnit XML in the structure Jenkins, GitLab and GitHub's JUnit actions read."""
    suites: dict[str, list[FileReport]] = {}
    for report in reports:
        suites.setdefault(report.check, []).append(report)
    root = etree.Element("testsuites", name=name)
    totals = {"tests": 0, "failures": 0, "errors": 0}
    time = 0.0
    for check, members in suites.items():
        failures = sum(1 for r in members if r.failed)
        skipped = sum(1 for r in members if r.skipped and not r.failed)
        seconds = sum(r.seconds for r in members)
        suite = etree.SubElement(
            root,
            "testsuite",
            name=check,
            tests=str(len(members)),
            failures=str(failures),
            errors="0",
            skipped=str(skipped),
            time=_seconds(seconds),
        )
        for report in members:
            shown = display_path(report.path)
            case = etree.SubElement(
                suite, "testcase", classname=f"teianon.{check}", name=shown, file=shown, time=_seconds(report.seconds)
            )
            lines = "\n".join(_xml_text(str(_shown(f))) for f in report.findings)
            if report.failed:
                failing = [f for f in report.findings if f.severity == "error"] or list(report.findings)
                first = failing[0] if failing else None
                more = f" (and {len(report.findings) - 1} more)" if len(report.findings) > 1 else ""
                message = (" ".join(first.message.split()) + more) if first else "failed"
                failure = etree.SubElement(
                    case, "failure", message=_xml_text(message), type=first.rule if first and first.rule else check
                )
                failure.text = lines
            elif report.skipped:
                etree.SubElement(case, "skipped", message=_xml_text(report.skipped))
            if not report.failed and report.findings:
                etree.SubElement(case, "system-out").text = lines
        totals["tests"] += len(members)
        totals["failures"] += failures
        time += seconds
    for key, value in totals.items():
        root.set(key, str(value))
    root.set("time", _seconds(time))
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


_LOCATED = re.compile(r"(?P<path>[^\n]+?):(?P<line>[0-9]+): (?P<rest>.*)", re.DOTALL)
_SEVERITY = re.compile(r"(?P<severity>error|warning): (?P<rest>.*)", re.DOTALL)


def finding_from_line(text: str, paths: Sequence[str], rule: str, severity: Severity = "error") -> Finding:
    """A line as teianon prints it (``file:line: [error: |warning: ]what``) as a finding.

    ``paths`` are the files the line may begin with (tried first, since a path may hold a
    colon); the first of them is the place of a line that names none. A ``warning:`` or
    ``error:`` after the place sets the severity.
    """
    path, line, rest = (paths[0] if paths else ""), None, text
    for candidate in paths:
        if candidate and text.startswith(candidate + ":"):
            path, rest = candidate, text[len(candidate) + 1 :]
            number = re.match(r"([0-9]+): ?", rest)
            if number:
                line, rest = int(number.group(1)), rest[number.end() :]
            rest = rest.lstrip()
            break
    else:
        located = _LOCATED.fullmatch(text)
        if located:
            path, line, rest = located.group("path"), int(located.group("line")), located.group("rest")
    stated = _SEVERITY.fullmatch(rest)
    if stated:
        severity, rest = stated.group("severity"), stated.group("rest")  # type: ignore[assignment]
    return Finding(path, line, rest, severity, rule)


def _shown(finding: Finding) -> Finding:
    return Finding(
        display_path(finding.path), finding.line, finding.message, finding.severity, finding.rule, finding.column
    )


def rule_description(rule: str) -> str:
    if rule in RULES:
        return RULES[rule]
    kind, _, name = rule.partition("/")
    if kind == "validate" and name:
        return f"Valid against the schema {name}"
    return rule


_SARIF_LEVEL = {"error": "error", "warning": "warning", "note": "note"}


def sarif_json(reports: Sequence[FileReport]) -> bytes:
    """A SARIF 2.1.0 log of one run of teianon: every finding a result at its file and line.

    Code scanning needs a line for every result: a finding about a whole file (it cannot be
    read, it has no source to audit against) is put on line 1.
    """
    findings = [f for report in reports for f in report.findings]
    rules = list(dict.fromkeys(f.rule or f"{report.check}/file" for report in reports for f in report.findings))
    index = {rule: n for n, rule in enumerate(rules)}
    results = []
    for report in reports:
        for finding in report.findings:
            rule = finding.rule or f"{report.check}/file"
            region: dict[str, int] = {"startLine": finding.line or 1}
            if finding.line and finding.column:
                region["startColumn"] = finding.column
            results.append(
                {
                    "ruleId": rule,
                    "ruleIndex": index[rule],
                    "level": _SARIF_LEVEL[finding.severity],
                    "message": {"text": " ".join(finding.message.split()) or rule},
                    "locations": [
                        {"physicalLocation": {"artifactLocation": {"uri": _uri(finding.path)}, "region": region}}
                    ],
                }
            )
    driver = {
        "name": "teianon",
        "version": __version__,
        "semanticVersion": __version__,
        "rules": [
            {
                "id": rule,
                "name": _rule_name(rule),
                "shortDescription": {"text": rule_description(rule)},
                "defaultConfiguration": {"level": _default_level(rule, findings)},
            }
            for rule in rules
        ],
    }
    log = {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [{"tool": {"driver": driver}, "results": results}]}
    return (json.dumps(log, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def _rule_name(rule: str) -> str:
    # reportingDescriptor.name: an identifier-like name ("ValidateTeianonRng").
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", rule) if part)


def _default_level(rule: str, findings: Iterable[Finding]) -> str:
    levels = {f.severity for f in findings if f.rule == rule}
    return "error" if "error" in levels else "warning" if "warning" in levels else "note"


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


_GITHUB_LEVEL = {"error": "error", "warning": "warning", "note": "notice"}


def github_command(finding: Finding) -> str:
    """The workflow command that annotates ``finding`` in GitHub Actions (one line)."""
    properties = [f"file={_escape_property(display_path(finding.path))}"]
    if finding.line:
        properties.append(f"line={finding.line}")
        if finding.column:
            properties.append(f"col={finding.column}")
    title = f"teianon {finding.rule}" if finding.rule else "teianon"
    properties.append(f"title={_escape_property(title)}")
    return f"::{_GITHUB_LEVEL[finding.severity]} {','.join(properties)}::{_escape_data(finding.message)}"


def render(reports: Sequence[FileReport], report_format: str) -> bytes:
    if report_format == "junit":
        return junit_xml(reports)
    if report_format == "sarif":
        return sarif_json(reports)
    raise ValueError(f"unknown report format {report_format!r}")


def write_reports(reports: Sequence[FileReport], targets: Iterable[tuple[str, Path]]) -> None:
    """Write each ``(format, file)`` of ``targets`` atomically: a CI job that reads a report sees
    the whole of it or the one before."""
    for report_format, target in targets:
        data = render(reports, report_format)

        def write(out: IO[bytes], data: bytes = data) -> None:
            out.write(data)

        write_atomic(target, write)


def same_files(targets: Iterable[tuple[str, Path]]) -> list[Path]:
    """The report files named more than once (they would overwrite each other)."""
    seen: set[str] = set()
    twice = []
    for _, target in targets:
        key = os.path.normcase(os.path.abspath(target))
        if key in seen:
            twice.append(target)
        seen.add(key)
    return twice
