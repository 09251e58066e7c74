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
    # Why the check could not run (no --annotated sources): nothing was checked, so no release.
    not_run: str = ""


# The rule of a proposal held below --min-cert that no decision settled (teianon.checks.unreviewed).
HELD_RULE = "review/unreviewed"


@dataclass
class CheckResult:
    reports: list[FileReport] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    # The policy lets held proposals stay undecided ([review] allow-held = true): the verdict
    # says so instead of failing.
    held_allowed: bool = False

    @property
    def release(self) -> bool:
        return not any(row.failed or row.not_run for row in self.rows)

    def held(self) -> list[str]:
        """The file of each held proposal no decision settled, one entry per proposal."""
        return [f.path for r in self.reports if r.check == "review" for f in r.findings if f.rule == HELD_RULE]


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
    """``release: yes`` only where every check ran and passed (and what the policy let pass),
    else ``release: no`` and why, in one line: a check that could not run is a reason too."""
    held = result.held()
    if result.release:
        if not held:
            return "release: yes"
        return (
            f"release: yes ({len(held)} held proposal(s) left as written, undecided, "
            "as the policy allows: [review] allow-held = true)"
        )
    reasons = []
    for row in result.rows:
        if row.not_run:
            reasons.append(f"{row.check} not run: {row.not_run}")
        elif row.failed:
            reason = f"{row.check}: {row.failed} file(s) failed"
            if row.check == "review" and held and not result.held_allowed:
                reason += f", {len(held)} held proposal(s) undecided in {_where(held)}"
            reasons.append(reason)
    return f"release: no ({'; '.join(reasons)})"


def _where(paths: list[str]) -> str:
    """The files named in a verdict: the first, and how many more (one line however many)."""
    files = list(dict.fromkeys(paths))
    return files[0] + (f" and {len(files) - 1} more file(s)" if len(files) > 1 else "")


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
