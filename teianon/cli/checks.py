"""The checking commands of the command line (``validate``, ``audit``, ``check``) and the CI
reports that they, ``run`` and ``anonymise`` write (``--report``, ``--format github``).

Registered on the ``teianon`` group by :mod:`teianon.cli`.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import click

from ..checks.check import CheckOptions, audit_corpus, check_corpus, problem_finding
from ..checks.reports import (
    OUTPUT_FORMATS,
    REPORT_FORMATS,
    FileReport,
    Finding,
    finding_from_line,
    github_command,
    same_files,
    write_reports,
)
from ..checks.summary import markdown_summary, summary_table
from ..checks.validate import check_file, load_schema
from ..errors import TeianonError
from ..pipeline.settings import FileResult
from ..read.files import xml_files
from ..resources import TEI_ALL_RELEASE
from ..resources import tei_all as tei_all_schema
from ..review.decisions import DecisionsFile
from .options import decisions_option, refuse_writing_over, repeats_options, repeats_settings

# --tei-all without a file: the schema teianon ships.
BUNDLED_TEI_ALL = "bundled"


def _tei_all_schema(ctx: click.Context, param: click.Parameter, value: str | None) -> Path | None:
    if value is None:
        return None
    path = tei_all_schema() if value == BUNDLED_TEI_ALL else Path(value)
    if not path.is_file():
        raise click.BadParameter(f"{value}: no such file", ctx=ctx, param=param)
    return path


class UsageLine(click.ClickException):
    """A command line that cannot work, in one line (``Error: …``) with exit status 2, without
    the usage text click prints for a UsageError."""

    exit_code = 2


def report_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """``--report FORMAT FILE`` (repeatable) and ``--format text|github``: what CI systems read."""
    command = click.option(
        "--format",
        "output_format",
        type=click.Choice(OUTPUT_FORMATS),
        default="text",
        show_default=True,
        help="How problems are printed: text lines (file:line: ...), or GitHub Actions "
        "workflow commands (::error file=…,line=…::…) that annotate the lines in a "
        "pull request.",
    )(command)
    return click.option(
        "--report",
        "reports",
        multiple=True,
        metavar="FORMAT FILE",
        type=(click.Choice(REPORT_FORMATS), click.Path(dir_okay=False, path_type=Path)),
        callback=_check_reports,
        help="Also write a report for CI, even when the command fails: junit (test results, "
        "one test case per file) or sarif (SARIF 2.1.0, for code scanning); repeatable, "
        "e.g. --report junit teianon.xml --report sarif teianon.sarif.",
    )(command)


def _check_reports(
    ctx: click.Context, param: click.Parameter, value: tuple[tuple[str, Path], ...]
) -> tuple[tuple[str, Path], ...]:
    twice = same_files(value)
    if twice:
        raise click.BadParameter(f"{twice[0]} is named twice")
    return value


def renamed_pairs(
    path: Path | None, corpus: Path | None = None, key: Path | None = None
) -> tuple[tuple[str, str], ...]:
    """(output name, source path) of a --rename-map; without one, of the mapping ``run
    --rename`` wrote for ``corpus`` where it writes it unless told otherwise (beside the key
    file, else beside the output folder): numbered outputs pair with their sources without the
    user naming the file."""
    from ..pipeline.names import default_map, read_map

    if path is None and corpus is not None and corpus.is_dir():
        found = [p for p in ([default_map(corpus, key)] if key else []) + [default_map(corpus)] if p.is_file()]
        path = found[0] if found else None
    if path is None:
        return ()

    try:
        return tuple(read_map(path).items())
    except TeianonError as err:
        raise click.ClickException(str(err)) from None


def emit(findings: list[Finding] | tuple[Finding, ...], output_format: str, text: list[str] | None = None) -> None:
    """Problems as GitHub workflow commands (on stdout, where the runner reads them), or as the
    command's own text lines."""
    if output_format == "github":
        for finding in findings:
            click.echo(github_command(finding))
    else:
        for line in text if text is not None else [str(f) for f in findings]:
            click.echo(line)


def write_report_files(targets: tuple[tuple[str, Path], ...], reports: list[FileReport]) -> None:
    try:
        write_reports(reports, targets)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None


def result_report(stage: str, result: FileResult) -> FileReport:
    """What ``run``/``anonymise`` found in one file, for the reports: its error, its warnings,
    the possible leaks its self-audit counted, and the reviewer's decisions not found."""
    paths = [str(p) for p in (result.target, result.source) if p is not None]
    # Every warning, an output written with a leak (--allow-leaks) too, did not fail the file.
    # A post read only partly (beyond the bound per post) has a rule of its own, for CI to pick out.
    long_posts = {post.warning(str(result.source)) for post in result.long_posts}
    findings = [
        replace(
            finding_from_line(line, paths, "run/long-post" if line in long_posts else "run/warning"), severity="warning"
        )
        for line in result.warnings
    ]
    if result.possible_leaks:
        findings.append(
            Finding(
                paths[0],
                None,
                f"{result.possible_leaks} possible leak(s) of strings that are "
                "also ordinary words (teianon audit lists them)",
                "warning",
                "audit/possible-leak",
            )
        )
    findings += [finding_from_line(line, [], "run/stale-decision", "warning") for line in result.stale]
    if result.error:
        error = finding_from_line(result.error, paths, "run/error")
        kind = error.message.split(":", 1)[0]
        rule = {"leak": "audit/leak", "not valid": "run/invalid"}.get(kind, "run/error")
        findings.insert(0, replace(error, severity="error", rule=rule))
    skipped = f"left out by the policy: {result.excluded}" if result.excluded else None
    return FileReport(stage, str(result.source), tuple(findings), bool(result.error), skipped)


class SchemaLocation(click.ParamType):
    """``URL=FILE``: a remote schema location of ``<?xml-model?>`` and its local copy."""

    name = "URL=FILE"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> tuple[str, Path]:
        if isinstance(value, tuple):
            return value
        url, sep, file = str(value).rpartition("=")
        if not sep or not url or not Path(file).is_file():
            self.fail(f"expected URL=FILE with an existing FILE, got {value!r}", param, ctx)
        return url, Path(file)


@click.command()
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option(
    "--schema",
    "schemas",
    multiple=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Also check against this schema: RELAX NG (.rng, .rnc), XML Schema (.xsd) or Schematron (.sch); repeatable.",
)
@click.option(
    "--declared-schemas/--no-declared-schemas",
    " /--no-declared",
    "declared",
    default=False,
    help="Also check against the schemas each file declares in <?xml-model?> (found beside the file, "
    "or by --schema-location). Off by default: they come with the file, not from you; their "
    "Schematron rules run without access to files and network.",
)
@click.option(
    "--schema-location",
    "locations",
    multiple=True,
    type=SchemaLocation(),
    help="With --declared-schemas: use FILE where a file's <?xml-model?> names URL; repeatable.",
)
@click.option("--strict", is_flag=True, help="Warnings fail too.")
@click.option("-q", "--quiet", is_flag=True, help="No summary, only the problems.")
@report_options
def validate(
    inputs: tuple[Path, ...],
    schemas: tuple[Path, ...],
    declared: bool,
    locations: tuple[tuple[str, Path], ...],
    strict: bool,
    quiet: bool,
    reports: tuple[tuple[str, Path], ...],
    output_format: str,
) -> None:
    """Check TEI files: teianon's RELAX NG and Schematron rules, any schema given with --schema,
    and, with --declared-schemas, the schemas each file declares (<?xml-model?>, on this disk).

    One line per problem (file:line: error|warning: message [schema]). Exit status 1 if any
    file has an error (or, with --strict, a warning).

    \b
    Example:
      teianon validate out/ --schema ../shared/data/tei/tei_all_4.12.0.rng
    """
    refuse_writing_over([path for _, path in reports], inputs, "--report")
    if locations and not declared:
        raise click.BadParameter(
            "only with --declared-schemas (a declared schema runs only when asked for)", param_hint="--schema-location"
        )
    try:
        extra = [load_schema(path.resolve()) for path in schemas]
        files = [path for path, _, _ in xml_files(inputs)]
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    if not files:
        raise click.ClickException("no *.xml files found in the input")
    failed = warned = 0
    checked: list[FileReport] = []
    for path in files:
        problems = check_file(path, extra, declared=declared, locations=dict(locations))
        findings = tuple(problem_finding(p) for p in problems)
        emit(findings, output_format, [str(p) for p in problems])
        errors = sum(1 for p in problems if p.severity == "error")
        warnings = len(problems) - errors
        failed += bool(errors or (strict and warnings))
        warned += bool(warnings)
        checked.append(FileReport("validation", str(path), findings, bool(errors or (strict and warnings))))
    if not quiet:
        click.echo(
            f"{len(files)} file(s) checked: {len(files) - failed} valid, {failed} not valid, {warned} with warnings",
            err=True,
        )
    write_report_files(reports, checked)
    if failed:
        sys.exit(1)


@click.command()
@click.argument("original", type=click.Path(exists=True, path_type=Path))
@click.argument("output", type=click.Path(exists=True, path_type=Path))
@click.option(
    "--policy",
    "policy_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="The corpus policy the output was made with (its keep-list and categories).",
)
@click.option("--strict", is_flag=True, help="Possible leaks (strings that are also ordinary words) fail too.")
@click.option(
    "--min-cert",
    type=click.Choice(["high", "medium", "low"]),
    default="medium",
    show_default=True,
    help="The --min-cert the output was made with: less certain proposals were left as written.",
)
@decisions_option(
    "The reviewer's decisions the output was made with (anonymise --decisions): ORIGINAL is "
    "judged with them applied, so a rejected proposal is no leak."
)
@repeats_options
@click.option(
    "--rename-map",
    "rename_map",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="The mapping file of run --rename: pairs each numbered output with its annotated source.",
)
@click.option("-q", "--quiet", is_flag=True, help="No summary, only the leaks.")
@report_options
def audit(
    original: Path,
    output: Path,
    policy_file: Path | None,
    strict: bool,
    min_cert: str,
    decisions: DecisionsFile | None,
    keep: tuple[str, ...],
    config_file: Path | None,
    post_xpath: str | None,
    key_file: Path | None,
    rename_map: Path | None,
    quiet: bool,
    reports: tuple[tuple[str, Path], ...],
    output_format: str,
) -> None:
    """Prove that no original string of a replaced reference survives in OUTPUT.

    ORIGINAL is the annotated input (a file, or a folder such as the one --annotated keeps),
    OUTPUT the anonymised or pseudonymised result (a file or folder with the same relative
    paths). Every reference's text and every participant name (with its variants) is searched
    in the output's text and attributes. One line per leak; exit status 1 if there is one, or
    if an output was made with reviewer decisions other than --decisions.

    ORIGINAL is judged as anonymise replaced it: the --decisions applied, proposals below
    --min-cert left as written, their repeats completed as the run completed them (give the
    same --policy, --keep, --config, --post-xpath and --key as the run had).

    \b
    Example:
      teianon run samples/ -o out/ --annotated review/ && teianon audit review/ out/
    """
    refuse_writing_over([path for _, path in reports], [original, output], "--report")
    policy, settings = repeats_settings(policy_file, keep, config_file, post_xpath, key_file)
    try:
        options = CheckOptions(
            min_cert=min_cert,
            strict=strict,
            unannotated="warning",
            decisions=decisions,
            repeats=settings.repeats(),
            renamed=renamed_pairs(rename_map, output, key_file),
        )
        audited, _ = audit_corpus(output, original, policy, options)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    findings = [f for report in audited for f in report.findings]
    emit(findings, output_format)
    if not quiet:
        rules = Counter(f.rule for f in findings)
        missing = sum(1 for r in audited if r.skipped)
        alone = rules["audit/no-source"]
        counted = [
            (rules["audit/path"], "in file or folder names"),
            (rules["audit/decisions"], "made with other reviewer decisions"),
            (rules["audit/file"], "not readable"),
            (alone, "without an annotated source"),
        ]
        extra = "".join(f", {count} {what}" for count, what in counted if count)
        click.echo(
            f"{len(audited) - missing - alone} file(s) audited ({missing} without output): "
            f"{rules['audit/leak']} leak(s), {rules['audit/possible-leak']} possible leak(s){extra}",
            err=True,
        )
    write_report_files(reports, audited)
    if any(r.failed for r in audited):
        sys.exit(1)


@click.command()
@click.argument("corpus", type=click.Path(exists=True, path_type=Path))
@click.option(
    "--annotated",
    type=click.Path(exists=True, path_type=Path),
    default=None,
    help="The annotated (reviewed) files CORPUS was made from, with the same relative paths "
    "(run --annotated keeps them): CORPUS is audited against them, and they are checked "
    "for unconfirmed proposals.",
)
@click.option(
    "--policy",
    "policy_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="The corpus policy CORPUS was made with: its keep-list and categories for the audit; "
    "[review] required = true fails the check while a proposal waits for a reviewer, [review] "
    "allow-held = true lets proposals held below --min-cert stay undecided (the verdict says so).",
)
@click.option(
    "--tei-all",
    "tei_all",
    is_flag=False,
    flag_value=BUNDLED_TEI_ALL,
    default=None,
    metavar="[FILE]",
    callback=_tei_all_schema,
    help=f"Also validate against TEI P5 (compiled once for the whole check): the tei_all.rng of release "
    f"{TEI_ALL_RELEASE} that teianon ships (no download), or the one in FILE; put it after CORPUS.",
)
@click.option(
    "--schema",
    "schemas",
    multiple=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Also validate against this schema; repeatable, any kind --schema of validate takes.",
)
@click.option(
    "--declared-schemas/--no-declared-schemas",
    " /--no-declared",
    "declared",
    default=False,
    help="Also validate against the schemas each file declares in <?xml-model?> (see validate).",
)
@click.option(
    "--schema-location",
    "locations",
    multiple=True,
    type=SchemaLocation(),
    help="With --declared-schemas: use FILE where a file's <?xml-model?> names URL; repeatable.",
)
@click.option(
    "--min-cert",
    type=click.Choice(["high", "medium", "low"]),
    default="medium",
    show_default=True,
    help="The --min-cert CORPUS was made with (for the audit).",
)
@decisions_option(
    "The reviewer's decisions CORPUS was made with (anonymise --decisions): the annotated "
    "sources are audited and reviewed with them applied, so a rejected proposal is no leak; "
    "needs --annotated."
)
@click.option(
    "--rename-map",
    "rename_map",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="The mapping file of run --rename: pairs each numbered output with its annotated source "
    "(default: the one the run wrote, CORPUS-names.tsv beside CORPUS or KEY-names.tsv beside --key).",
)
@repeats_options
@click.option(
    "--strict",
    is_flag=True,
    help="Warnings fail too: validation warnings, possible leaks, unreviewed proposals the policy allows.",
)
@click.option(
    "-q",
    "--quiet",
    is_flag=True,
    help="Only the summary table, no line per problem (the reports still hold every one).",
)
@report_options
def check(
    corpus: Path,
    annotated: Path | None,
    policy_file: Path | None,
    tei_all: Path | None,
    schemas: tuple[Path, ...],
    declared: bool,
    locations: tuple[tuple[str, Path], ...],
    min_cert: str,
    decisions: DecisionsFile | None,
    rename_map: Path | None,
    keep: tuple[str, ...],
    config_file: Path | None,
    post_xpath: str | None,
    key_file: Path | None,
    strict: bool,
    quiet: bool,
    reports: tuple[tuple[str, Path], ...],
    output_format: str,
) -> None:
    """May CORPUS be released? Validate, audit and check the review in one command, for CI.

    CORPUS is the anonymised corpus (a file or folder). Its files are validated against
    teianon's own rules, the --tei-all/--schema schemas and, with --declared-schemas, the
    schemas they declare; with --annotated every file is paired with its annotated source (a
    numbered output of run --rename through the mapping the run wrote, found beside CORPUS or
    the --key file, or given with --rename-map), audited against it, and the source reviewed:
    a proposal held below --min-cert that no one decided is an error (unless the --policy says
    [review] allow-held = true), and where the policy demands a review ([review] required =
    true) so is every proposal of teianon that is not confirmed (resp="#teianon" with a cert
    other than high). With --decisions, the annotated sources are judged as anonymise replaced
    them, the reviewer's decisions applied: a rejected proposal and the repeats completed from
    it are no leak; their repeats are completed as the run completed them (give the same
    --policy, --keep, --config, --post-xpath and --key as the run had). One line per problem,
    then a table with a row per check and the verdict.

    release: yes only where every check ran: without --annotated, or with an output that no
    annotated source pairs with, the verdict is no, with the reason. Exit status 0: the corpus
    may be released; 1: it may not; 2: the command line was wrong.

    \b
    Examples:
      teianon check corpus/ --annotated review/ --policy policy.toml
      teianon check corpus/ --annotated review/ --decisions decisions.tsv
      teianon check corpus/ --annotated review/ --tei-all \\
          --format github --report junit teianon-junit.xml --report sarif teianon.sarif
    """
    refuse_writing_over([path for _, path in reports], [corpus, annotated], "--report")
    if locations and not declared:
        raise click.BadParameter(
            "only with --declared-schemas (a declared schema runs only when asked for)", param_hint="--schema-location"
        )
    if decisions is not None and annotated is None:
        # Without the annotated sources there is nothing to apply them to: a check that ignored
        # them would say "release: yes" about a review it never looked at.
        raise UsageLine(
            "--decisions needs --annotated: the decisions are applied to the annotated sources the corpus was made from"
        )
    policy, settings = repeats_settings(policy_file, keep, config_file, post_xpath, key_file)
    schemas = (tei_all, *schemas) if tei_all else schemas
    try:
        result = check_corpus(
            corpus,
            annotated,
            policy,
            CheckOptions(
                schemas=schemas,
                declared=declared,
                locations=locations,
                min_cert=min_cert,
                strict=strict,
                decisions=decisions,
                repeats=settings.repeats(),
                renamed=renamed_pairs(rename_map, corpus, key_file),
            ),
        )
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    if not quiet:
        emit([f for r in result.reports for f in r.findings], output_format)
    write_report_files(reports, result.reports)
    click.echo(summary_table(result))
    summary = os.environ.get("GITHUB_STEP_SUMMARY")
    if output_format == "github" and summary:
        # GitHub shows this file on the run's page: the table, not 10,000 lines of log.
        try:
            with open(summary, "a", encoding="utf-8") as out:
                out.write(markdown_summary(result))
        except OSError as err:
            click.echo(f"{summary}: warning: cannot write the job summary: {err.strerror}", err=True)
    sys.exit(0 if result.release else 1)
