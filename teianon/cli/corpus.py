"""The corpus commands: ``run``, ``annotate``, ``anonymise`` and ``strip``, and how a run shows
its progress and sums up (counts, self-audit, decisions, held proposals, policy)."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import replace
from pathlib import Path
from typing import Any

import click

from ..errors import TeianonError
from ..lists import ensure_tables
from ..pipeline import by_document
from ..pipeline.corpus import LONG_POST, default_jobs, plan, run_placeholders, run_pseudonymised, write_manifest
from ..pipeline.names import RenameMap, default_map
from ..pipeline.settings import FileResult, Job, Settings, Stage
from ..policy import Policy
from ..pseudonym.keyfile import KeyFile
from ..review.decisions import DecisionsFile, foreign_documents
from .checks import emit, report_options, result_report, write_report_files
from .options import (
    DecisionsError,
    common_options,
    date_option,
    decisions_option,
    keep_option,
    mode_options,
    open_key,
    policy_options,
    refuse_writing_over,
    settings_from,
    with_mapping,
)
from .report_names import masked, shown_names
from .tables import category_table


def rename_options(command: Any) -> Any:
    """``--rename`` and ``--rename-map``: numbered output names (:mod:`teianon.pipeline.names`)."""
    command = click.option(
        "--rename-map",
        "rename_map_file",
        type=click.Path(dir_okay=False, path_type=Path),
        default=None,
        help="The private mapping of numbered names to source paths (TSV; default: beside "
        "the --key file, else OUTPUT-names.tsv beside OUTPUT). Implies --rename.",
    )(command)
    return click.option(
        "--rename",
        is_flag=True,
        help="Number the outputs (doc-0001.xml …, flat in OUTPUT): a file or folder name can "
        "identify. What each number stands for goes to --rename-map.",
    )(command)


def rename_map(
    rename: bool, map_file: Path | None, output: Path, key: KeyFile | None, in_place: bool = False
) -> RenameMap | None:
    if not rename and map_file is None:
        return None
    if in_place:
        # Numbered files beside the sources would leave the identifying names published.
        raise click.BadParameter("cannot rename files in place", param_hint="--rename")
    try:
        return RenameMap(map_file or default_map(output, key.path if key is not None else None), output)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None


# What the warning of an output's name says (here and in teianon.pipeline.verdict.named_output).
_NAMED = "in the output's name"


def _named_outputs(work: list[Job], results: list[FileResult], output: Path) -> list[str]:
    """A warning for each written output whose name the detectors find identifying (audit and
    check fail such a file: ``audit/path``), while the run can still be repeated with --rename."""
    from ..checks.paths import path_leaks

    done = {r.source for r in results if not r.error and not r.excluded}
    lines = []
    for job in work:
        target = job.target
        if job.source not in done or not target.is_relative_to(output):
            continue
        for leak in path_leaks(target.relative_to(output).as_posix(), str(target)):
            lines.append(
                f"{target}: warning: {leak.text!r} ({leak.what.split(',')[0]}) in the output's name: "
                "teianon check fails it; --rename numbers the outputs"
            )
    return lines


def _cluster(executor: str, scheduler: str | None, workers: int) -> AbstractContextManager[Any]:
    """Where a run's files go: ``None`` (this run's own workers), or the function that hands
    them to a Dask cluster, which is closed when the run ends, however it ends."""
    if executor != "dask":
        if scheduler is not None:
            raise click.BadParameter("only with --executor dask", param_hint="--scheduler")
        return nullcontext()
    from ..pipeline.distributed import cluster

    return cluster(scheduler, workers)


@contextmanager
def _documents_shown(stage: Stage, work: list[Job], quiet: bool) -> Iterator[Callable[[], None]]:
    """For one file, run in this process: its progress through the documents of a teiCorpus
    (:mod:`teianon.pipeline.by_document`), on one line of the terminal; gives the call that
    clears that line (before the file's messages, and at the end)."""
    shown = [0]

    def clear() -> None:
        if shown[0]:
            click.echo("\r" + " " * shown[0] + "\r", nl=False, err=True)
            shown[0] = 0

    if quiet or len(work) != 1 or not sys.stderr.isatty():
        yield clear
        return
    name = work[0].source.name

    def show(step: str, done: int, documents: int) -> None:
        line = f"teianon {stage}: {name}: {step} {done}/{documents} documents"
        click.echo("\r" + line + " " * max(0, shown[0] - len(line)), nl=False, err=True)
        shown[0] = max(shown[0], len(line))

    by_document.progress = show
    try:
        yield clear
    finally:
        by_document.progress = None
        clear()


def _size(path: Path) -> int:
    try:
        return max(1, path.stat().st_size)
    except OSError:
        return 1


def _execute(
    stage: Stage,
    inputs: tuple[Path, ...],
    output: Path,
    jobs: int,
    quiet: bool,
    settings: Settings,
    annotated: Path | None = None,
    key: KeyFile | None = None,
    scope: str = "document",
    executor: str = "local",
    scheduler: str | None = None,
    reports: tuple[tuple[str, Path], ...] = (),
    output_format: str = "text",
    names: RenameMap | None = None,
) -> None:
    refuse_writing_over([path for _, path in reports], inputs, "--report")
    try:
        work = plan(stage, inputs, output, settings, annotated, names)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    if not work:
        raise click.ClickException(_nothing_to_read(inputs))
    if settings.decisions is not None:
        foreign = foreign_documents(settings.decisions, (job.key or job.source.name for job in work), "this run")
        if foreign:
            raise DecisionsError("\n".join(f"{settings.decisions.path}:{line}: {what}" for line, what in foreign))
    if names is not None:
        refuse_writing_over([names.path], inputs, "--rename-map")
        try:
            names.save()
        except TeianonError as err:
            raise click.ClickException(str(err)) from None
    workers = default_jobs() if jobs == 0 else jobs
    if workers > 1 and scheduler is None:
        # Built once per installation; here, before the workers of this machine start, not by
        # each of them.
        ensure_tables()
    totals: Counter[str] = Counter()
    failures: list[FileResult] = []
    results: list[FileResult] = []
    show_bar = not quiet and len(work) > 1
    # The bar counts bytes, so that its estimate holds for files of any size.
    sizes = {job.source: _size(job.source) for job in work}
    # Pseudonym mode reads every file twice: once to choose surrogates, once to write; a run
    # that annotates several files has each done once before any is reported (the people one
    # file replaces are looked for in the others: teianon.pipeline.across_files).
    passes = 2 if key is not None or (len(work) > 1 and stage in ("annotate", "run")) else 1
    finished = 0

    def advance(source: Path) -> None:
        nonlocal finished
        finished += 1
        bar.update(sizes.get(source, 0), f"{finished}/{len(work) * passes} files")

    with (
        _documents_shown(stage, work, quiet or output_format != "text" or executor != "local") as cleared,
        _cluster(executor, scheduler, min(workers, len(work))) as distribute,
        click.progressbar(
            length=sum(sizes.values()) * passes,
            label=f"teianon {stage}",
            file=sys.stderr,
            hidden=not show_bar,
            item_show_func=lambda shown: shown,
        ) as bar,
    ):
        results_of = (
            run_placeholders(work, workers, advance, distribute)
            if key is None
            else run_pseudonymised(work, workers, key, scope, advance, distribute)
        )
        for result in results_of:
            cleared()
            advance(result.source)
            results.append(result)
            if output_format == "github":
                # Published by the CI system as a report is: the file named as the reports name it.
                report = masked(result_report(stage, result), shown_names([result], names is not None, len(results)))
                emit([f for f in report.findings if not quiet or f.severity == "error"], output_format)
            for line in result.warnings if not quiet and output_format == "text" else ():
                click.echo(f"\n{line}" if show_bar else line, err=True)
            if result.error:
                failures.append(result)
                if output_format == "text":
                    click.echo(f"\n{result.error}" if show_bar else result.error, err=True)
            else:
                totals += result.counts
    excluded = [r for r in results if r.excluded]
    # An output whose file name holds a name is no clean file, whatever its content.
    named: set[str] = {w.partition(": warning: ")[0] for r in results for w in r.warnings if _NAMED in w}
    if stage in ("run", "anonymise") and names is None and not quiet and output_format == "text":
        for line in _named_outputs(work, results, output):
            named.add(line.partition(": warning: ")[0])
            click.echo(line, err=True)
    long_posts = [r for r in results if r.long_posts and not r.error]
    manifest = None
    # A partly checked post is a reason for a reviewer to look: the manifest lists it, with a
    # policy or without.
    if settings.policy_json is not None or long_posts:
        try:
            manifest = write_manifest(output, work, results)
        except TeianonError as err:
            raise click.ClickException(str(err)) from None
    if not quiet:
        heading = {"annotate": "# proposed", "strip": "# removed"}.get(stage, "# replaced")
        done = len(work) - len(failures) - len(excluded)
        # Where every file failed there is nothing to count, and nothing audited: a table of
        # zeros and "0 of 0 … audited clean" would read as a clean run.
        if done or not failures:
            click.echo(category_table(totals, heading))
        click.echo(f"{done} of {len(work)} file(s) written to {output}", err=True)
        if stage in ("run", "anonymise") and (done or not failures):
            clean = sum(1 for r in results if r.audited and not r.error and str(r.target) not in named)
            possible = sum(r.possible_leaks for r in results)
            click.echo(
                f"self-audit: {clean} of {done} written file(s) audited clean"
                + (
                    f"; {possible} possible leak(s) of strings that are also ordinary words (teianon audit lists them)"
                    if possible
                    else ""
                )
                + (f"; {len(named)} named with a name (--rename numbers the outputs)" if named else ""),
                err=True,
            )
        if names is not None:
            click.echo(
                f"output names numbered; what each stands for is kept in {names.path} "
                "(private: keep it apart from the corpus)",
                err=True,
            )
        if key is not None:
            click.echo(f"surrogates kept in the key file {key.path} (secret: keep it apart from the corpus)", err=True)
        if settings.decisions:
            applied: Counter[str] = sum((r.decisions for r in results), Counter())
            stale = [line for r in results for line in r.stale]
            for line in stale:
                click.echo(line, err=True)
            unmatched = [line for r in results for line in r.unmatched]
            for line in unmatched:
                click.echo(line, err=True)
            kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(applied.items()))
            click.echo(
                f"decisions: {sum(applied.values())} applied ({kinds or 'none'}), {len(stale)} stale"
                + (" (listed above: not found, or not applicable)" if stale else "")
                + (f", {len(unmatched)} matching no proposal (listed above)" if unmatched else ""),
                err=True,
            )
        if long_posts:
            click.echo(_long_posts_line(long_posts, manifest), err=True)
        held = sum(len(r.held) for r in results)
        if stage in ("run", "anonymise") and held:
            click.echo(
                f"held: {held} proposal(s) less certain than --min-cert {settings.min_cert} left as written "
                '(teianon review lists them; confirm one with cert="high" or a decisions file)',
                err=True,
            )
        if settings.policy_json is not None:
            parts = sum(r.excluded_documents for r in results)
            restricted = sum(1 for r in results if r.restricted)
            click.echo(
                f"policy: {len(excluded)} file(s) and {parts} document(s) in corpus files left out, "
                f"{restricted} file(s) restricted; see {manifest}",
                err=True,
            )
    if reports:
        shown = shown_names(results, names is not None)
        write_report_files(reports, [masked(result_report(stage, r), shown) for r in results])
    if failures:
        click.echo(f"teianon: {len(failures)} file(s) failed", err=True)
        sys.exit(1)


def _nothing_to_read(inputs: tuple[Path, ...]) -> str:
    """Why a run found no file, naming the inputs and the way an export becomes TEI."""
    named = ", ".join(str(p) for p in inputs)
    # Counted, not named: an export's file name often names a person, and this line may go to a CI log.
    others = sum(1 for folder in inputs if folder.is_dir() for p in folder.iterdir() if p.is_file())
    found = f" (only {others} file(s) of other kinds)" if others else ""
    return (
        f"{named}: no *.xml files found{found}; an export that is not TEI yet (a chat, a table, e-mail) "
        "becomes TEI with teianon import FORMAT FILE -o tei/ (see teianon import --help)"
    )


def _long_posts_line(results: list[FileResult], manifest: Path | None) -> str:
    """``long post: partly checked: 2 post(s) in 1 file(s): chat.xml (p12, p40); see …``"""
    count = sum(len(r.long_posts) for r in results)
    shown = []
    for result in results[:5]:
        names = [p.name for p in result.long_posts]
        shown.append(f"{result.source.name} ({', '.join(names[:5])}{', …' if len(names) > 5 else ''})")
    more = f", and {len(results) - 5} more file(s)" if len(results) > 5 else ""
    limit = results[0].long_posts[0].limit
    return (
        f"{LONG_POST}: {count} post(s) in {len(results)} file(s) longer than {limit:,} characters, beyond "
        "which only URLs, e-mail, numbers, street addresses and known names were looked for: "
        f"{'; '.join(shown)}{more}" + (f"; see {manifest}" if manifest is not None else "")
    )


@click.command()
@common_options(annotating=True)
@date_option
@policy_options
@mode_options
@click.option(
    "--annotated",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Also keep the annotated files (before replacement) in this folder, for review.",
)
@rename_options
@report_options
def run(
    inputs: tuple[Path, ...],
    output: Path,
    jobs: int,
    executor: str,
    scheduler: str | None,
    quiet: bool,
    in_place: bool,
    categories: tuple[str, ...] | None,
    skip: tuple[str, ...] | None,
    post_xpath: str | None,
    config_file: Path | None,
    keep: tuple[str, ...],
    word_lists: tuple[str, ...],
    ner: str,
    post_limit: int | None,
    run_date: str | None,
    policy_file: Path | None,
    validate: bool,
    allow_leaks: bool,
    min_cert: str,
    markup: str,
    decisions: DecisionsFile | None,
    mode: str,
    key_file: Path | None,
    salt: str | None,
    scope: str,
    annotated: Path | None,
    rename: bool,
    rename_map_file: Path | None,
    reports: tuple[tuple[str, Path], ...],
    output_format: str,
) -> None:
    """Annotate sensitive references and replace them by placeholders.

    INPUTS are TEI files or folders (searched recursively for *.xml). Each output keeps its
    path relative to the input folder under OUTPUT. The run ends with a count of the
    references replaced per category. Every output is validated against teianon's RELAX NG
    and Schematron rules (not the schemas the input declares: teianon validate
    --declared-schemas runs those); an invalid one is not written. With --policy, the
    corpus policy is applied too and OUTPUT gets a manifest. With --mode pseudonym,
    references become consistent surrogates instead, and the mapping to them is kept in the
    --key file, never in OUTPUT.

    \b
    Examples:
      teianon run samples/ --policy samples/policy-docc21.toml -o out/ --annotated review/
      teianon run samples/ --mode pseudonym --key ~/secret/corpus-key.json -o out/
    """
    settings = settings_from(
        categories=categories,
        skip=skip,
        post_xpath=post_xpath,
        run_date=run_date,
        in_place=in_place,
        config_file=config_file,
        keep=keep,
        word_lists=word_lists,
        policy_file=policy_file,
        validate=validate,
        ner=ner,
        post_limit=post_limit,
    )
    settings = replace(settings, allow_leaks=allow_leaks, min_cert=min_cert, markup=markup, decisions=decisions)
    key = open_key(mode, key_file, salt, output)
    settings = with_mapping(settings, key)
    pseudonyms = key if mode == "pseudonym" else None
    names = rename_map(rename, rename_map_file, output, pseudonyms, in_place)
    _execute(
        "run",
        inputs,
        output,
        jobs,
        quiet,
        settings,
        annotated,
        pseudonyms,
        scope,
        executor,
        scheduler,
        reports,
        output_format,
        names,
    )


@click.command()
@common_options(annotating=True)
@decisions_option(
    "Earlier decisions of a reviewer (TSV, from teianon review), applied to the fresh "
    "annotations: re-annotating after a change keeps the review. Decisions whose words are "
    "no longer found are reported as stale."
)
def annotate(
    inputs: tuple[Path, ...],
    output: Path,
    jobs: int,
    executor: str,
    scheduler: str | None,
    quiet: bool,
    in_place: bool,
    categories: tuple[str, ...] | None,
    skip: tuple[str, ...] | None,
    post_xpath: str | None,
    config_file: Path | None,
    keep: tuple[str, ...],
    word_lists: tuple[str, ...],
    ner: str,
    post_limit: int | None,
    decisions: DecisionsFile | None,
) -> None:
    """Only add <name>/<ref> annotations, for review.

    Annotations made by teianon carry resp="#teianon" and a cert of high, medium or low;
    existing annotations (a person's, or an earlier run's) are kept as they are, and running
    annotate again adds nothing twice. With --decisions, a reviewer's earlier decisions are
    applied to the new annotations (as run --annotated applies them to its review copy).

    \b
    Examples:
      teianon annotate chat.xml -o annotated/
      teianon annotate sources/ -o annotated/ --decisions decisions.tsv
    """
    settings = settings_from(
        categories=categories,
        skip=skip,
        post_xpath=post_xpath,
        in_place=in_place,
        config_file=config_file,
        keep=keep,
        word_lists=word_lists,
        ner=ner,
        post_limit=post_limit,
    )
    settings = replace(settings, decisions=decisions)
    _execute("annotate", inputs, output, jobs, quiet, settings, executor=executor, scheduler=scheduler)


@click.command()
@common_options(annotating=False)
@date_option
@policy_options
@mode_options
@keep_option("A public figure never to replace, even where annotated; repeatable.")
@rename_options
@report_options
def anonymise(
    inputs: tuple[Path, ...],
    output: Path,
    jobs: int,
    executor: str,
    scheduler: str | None,
    quiet: bool,
    in_place: bool,
    run_date: str | None,
    policy_file: Path | None,
    validate: bool,
    allow_leaks: bool,
    min_cert: str,
    markup: str,
    decisions: DecisionsFile | None,
    mode: str,
    key_file: Path | None,
    salt: str | None,
    scope: str,
    keep: tuple[str, ...],
    rename: bool,
    rename_map_file: Path | None,
    reports: tuple[tuple[str, Path], ...],
    output_format: str,
) -> None:
    """Only replace annotated references by placeholders (the XSLT step).

    Runs xslt/teianon.xsl on each file: every <name>/<ref> of the 13 categories becomes its
    placeholder, the participant list is anonymised and the header records the change.

    \b
    Example:
      teianon anonymise annotated/ -o out/
    """
    settings = settings_from(
        run_date=run_date, in_place=in_place, keep=keep, policy_file=policy_file, validate=validate
    )
    settings = replace(settings, allow_leaks=allow_leaks, min_cert=min_cert, markup=markup, decisions=decisions)
    if settings.policy_json is None and keep:
        # The stylesheet reads the keep-list from the policy (and records it there for the
        # Schematron rules), so --keep alone becomes a policy of nothing but the keep-list.
        settings = replace(settings, policy_json=Policy(keep=tuple(dict.fromkeys(keep))).as_json())
    key = open_key(mode, key_file, salt, output)
    pseudonyms = key if mode == "pseudonym" else None
    _execute(
        "anonymise",
        inputs,
        output,
        jobs,
        quiet,
        settings,
        key=pseudonyms,
        scope=scope,
        executor=executor,
        scheduler=scheduler,
        reports=reports,
        output_format=output_format,
        names=rename_map(rename, rename_map_file, output, pseudonyms, in_place),
    )


@click.command()
@common_options(annotating=False)
@click.option("--only-teianon", is_flag=True, help='Remove only annotations made by teianon (resp="#teianon").')
def strip(
    inputs: tuple[Path, ...],
    output: Path,
    jobs: int,
    executor: str,
    scheduler: str | None,
    quiet: bool,
    in_place: bool,
    only_teianon: bool,
) -> None:
    """Remove <name>/<ref> annotations, keeping their text (make system input from gold).

    \b
    Example:
      teianon strip gold/ -o input/
    """
    settings = Settings(None, None, None, in_place, strip_only_teianon=only_teianon)
    _execute("strip", inputs, output, jobs, quiet, settings, executor=executor, scheduler=scheduler)
