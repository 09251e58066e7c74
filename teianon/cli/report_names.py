"""The file names a CI report of ``run``/``anonymise`` shows (issue 39: a JUnit report quoted
``Zeugnis_Ilka_Wesselhoeft.xml``, and a CI system publishes its reports).

A report names each file as the outputs do: by its numbered output name under ``--rename``
(``doc-0003.xml``); without it, a file whose name the path check finds identifying
(:func:`teianon.checks.paths.path_leaks`: a person's name, a phone number) by its place in the run
(``[_FILE-3_].xml`` in its folder), and so a file whose name the run warned holds a name of
its text or header (``export-tanja_b.xml``, the name quoted as ``'[_NAME_]'``); any other file by
its path, as before. Every message of the file's findings names it so too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import regex

from ..checks.reports import FileReport
from ..pipeline.settings import FileResult


def shown_names(results: Sequence[FileResult], renamed: bool, first: int = 1) -> dict[str, str]:
    """Each path a report would quote that holds a name -> what it shows instead (``first``: the
    place in the run of the first of ``results``)."""
    from ..checks.paths import path_leaks

    shown: dict[str, str] = {}
    for number, result in enumerate(results, first):
        paths = [p for p in (result.source, result.target) if p is not None]
        if renamed and result.target is not None:
            # The numbered output's name says nothing; the source's name is the private map's.
            for path in paths:
                shown[str(path)] = str(result.target)
            continue
        # The run's own check of the names (a participant's name in the file's name, which the
        # path check alone does not know: ``export-tanja_b.xml``) warned of it: named so too, and
        # the name the warning quotes is no report's either.
        quoted = [m["name"] for w in result.warnings if (m := _NAMED.search(w)) is not None]
        if not quoted and not any(path_leaks(p.name, str(p)) for p in paths):
            continue
        for path in paths:
            shown[str(path)] = str(path.with_name(f"[_FILE-{number}_]{path.suffix}"))
        for name in quoted:
            shown[name] = "'[_NAME_]'"
    return shown


# The warning of an output's name (teianon.pipeline.verdict.named_output, teianon.cli.corpus).
_NAMED = regex.compile(r": warning: (?P<name>'[^']*'|\"[^\"]*\") \([^()]*\) in the output's name")


def masked(report: FileReport, shown: dict[str, str]) -> FileReport:
    """``report`` with every path of ``shown`` replaced, in its file and its findings' messages."""
    if not shown:
        return report
    # Longest first: a source path inside an output path ("out/in/a.xml" holds "in/a.xml").
    order = sorted(shown, key=len, reverse=True)

    def hide(text: str) -> str:
        for path in order:
            text = text.replace(path, shown[path])
        return text

    findings = tuple(replace(f, path=hide(f.path), message=hide(f.message)) for f in report.findings)
    return replace(report, path=hide(report.path), findings=findings)
