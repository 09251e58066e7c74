"""What ``teianon check`` prints at the end: the table of its checks and the verdict, in text
and in Markdown (a CI system's job summary)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .reports import FileReport


@dataclass(frozen=True)
class Row:
    """One line of the summary table: a check, and what it found."""

    check: str
    files: int = 0
    failed: int = 0
    errors: int = 0
    warnings: int = 0
    skipped: int = 0
    # Why the check did not run at all (no --annotated, the policy asks for no review).
    not_run: str = ""


@dataclass
class CheckResult:
    reports: list[FileReport] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)

    @property
    def release(self) -> bool:
        return not any(row.failed for row in self.rows)


def summary_table(result: CheckResult) -> str:
    """The table ``teianon check`` prints: one row per check, then the verdict."""
    lines = [f"{'check':<12}{'files':>7}{'failed':>8}{'errors':>8}{'warnings':>10}"]
    for row in result.rows:
        if row.not_run:
            lines.append(f"{row.check:<12}{'-':>7}{'-':>8}{'-':>8}{'-':>10}  not run: {row.not_run}")
            continue
        note = f"  ({row.skipped} without output)" if row.skipped else ""
        lines.append(f"{row.check:<12}{row.files:>7}{row.failed:>8}{row.errors:>8}{row.warnings:>10}{note}")
    lines.append(verdict(result))
    return "\n".join(lines)


def verdict(result: CheckResult) -> str:
    """``release: yes`` (and which checks did not run), or ``release: no`` and why."""
    if result.release:
        skipped = [row.check for row in result.rows if row.not_run]
        return "release: yes" + (f" (not run: {', '.join(skipped)})" if skipped else "")
    failed = "; ".join(f"{row.check}: {row.failed} file(s) failed" for row in result.rows if row.failed)
    return f"release: no ({failed})"


def markdown_summary(result: CheckResult) -> str:
    """The same table in Markdown, for a CI system's job summary (GitHub's $GITHUB_STEP_SUMMARY)."""
    lines = [
        "### teianon check",
        "",
        "| check | files | failed | errors | warnings | |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for row in result.rows:
        if row.not_run:
            lines.append(f"| {row.check} | – | – | – | – | not run: {row.not_run} |")
        else:
            note = f"{row.skipped} without output" if row.skipped else ""
            lines.append(f"| {row.check} | {row.files} | {row.failed} | {row.errors} | {row.warnings} | {note} |")
    lines += ["", f"**{verdict(result)}**", ""]
    return "\n".join(lines)
