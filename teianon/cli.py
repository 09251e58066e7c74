"""The ``teianon`` command line. Each command reads its options, calls the library and turns
library errors into one line and an exit code: 0 all went well, 1 a file failed (the others
were still processed), 2 the command line was wrong.
"""

from __future__ import annotations

import importlib
import json
import multiprocessing
import os
import signal
import sys
import threading
from collections import Counter
from contextlib import AbstractContextManager, nullcontext
from dataclasses import replace
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from . import __version__
from .cli_checks import audit, check, emit, report_options, result_report, validate, write_report_files
from .config import DetectionConfig, choose_categories, load_config, read_names
from .review.decisions import DecisionsFile
from .corpus import FileResult, Settings, Stage, default_jobs, plan, run_jobs, run_pseudonymised, write_manifest, xml_files
from .errors import Interrupted, TeianonError
from .inventory import read_inventory
from .keyfile import KeyFile, check_key_location
from .mapping import collect, format_mapping, import_mapping, parse_mapping
from .shared_names import SCOPES
from .mention import Category
from .policy import Policy, load_policy
from .conll import MAPPINGS, read_bio, to_tei
from .evaluate import MODES
from .evaluate import evaluate as run_evaluation
from .lists import ensure_tables
from .report import category_table, score_table
from .xmlio import parse_file, remove_unfinished, write_atomic, write_tree


class CategoryList(click.ParamType):
    """A comma-separated list of category short names (NICK,URL,...), checked at parse time."""

    name = "CATEGORIES"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> tuple[str, ...]:
        if isinstance(value, tuple):
            return value
        names = tuple(v.strip().upper() for v in str(value).split(",") if v.strip())
        unknown = [n for n in names if n not in Category.__members__]
        if unknown or not names:
            self.fail(
                f"unknown category {', '.join(unknown) or repr(value)}; choose from {', '.join(Category.__members__)}",
                param,
                ctx,
            )
        return names


def _check_ner(ctx: click.Context, param: click.Parameter, value: str) -> str:
    if value in ("crf", "none"):
        return value
    if value.startswith("spacy:") and len(value) > len("spacy:"):
        from .detect.spacy_names import check_available

        try:
            check_available(value.partition(":")[2])
        except TeianonError as err:
            raise click.BadParameter(str(err)) from None
        return value
    raise click.BadParameter(f"{value!r}: choose crf, none or spacy:PIPELINE")


def _check_executor(ctx: click.Context, param: click.Parameter, value: str) -> str:
    if value == "dask":
        try:
            importlib.import_module("teianon.distributed")  # the optional extra
        except ImportError as err:
            raise click.BadParameter(f"needs Dask: pip install 'teianon[dask]' ({err})") from None
    return value


def _cluster(executor: str, scheduler: str | None, workers: int) -> AbstractContextManager[Any]:
    """Where a run's files go: ``None`` (this run's own workers), or the function that hands
    them to a Dask cluster, which is closed when the run ends, however it ends."""
    if executor != "dask":
        if scheduler is not None:
            raise click.BadParameter("only with --executor dask", param_hint="--scheduler")
        return nullcontext()
    from .distributed import cluster

    return cluster(scheduler, workers)


def _common_options(annotating: bool) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def decorate(command: Callable[..., Any]) -> Callable[..., Any]:
        options = [
            click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path)),
            click.option("-o", "--output", required=True, type=click.Path(file_okay=False, path_type=Path),
                         help="Folder for the output files; inputs keep their relative paths under it."),
            click.option("-j", "--jobs", type=click.IntRange(min=0), default=1, show_default=True,
                         help="Files processed in parallel (0: one per CPU core)."),
            click.option("--executor", type=click.Choice(["local", "dask"]), default="local", show_default=True,
                         callback=_check_executor,
                         help="Where files are processed: worker processes of this run, or tasks on a Dask "
                              "cluster (teianon[dask]): the one at --scheduler, else -j workers started here."),
            click.option("--scheduler", metavar="ADDRESS", default=None,
                         help="With --executor dask: a running Dask scheduler, e.g. tcp://node1:8786; every "
                              "worker must see the inputs and -o under the same paths (see README)."),
            click.option("-q", "--quiet", is_flag=True, help="No progress bar and no summary."),
            click.option("--in-place", is_flag=True,
                         help="Allow an output file to replace its input (when -o is the input folder)."),
        ]
        if annotating:
            options += [
                click.option("--categories", type=CategoryList(), default=None,
                             help="Only these categories, comma-separated (default: all), e.g. NICK,URL,EMAIL."),
                click.option("--skip", type=CategoryList(), default=None,
                             help="Leave out these categories, comma-separated, e.g. NUMBER."),
                click.option("--post-xpath", metavar="XPATH", default=None,
                             help="XPath 3.1 selecting the posts in each TEI element (prefix tei:), "
                                  "default: every post/posting element."),
                click.option("--config", "config_file", type=click.Path(exists=True, dir_okay=False, path_type=Path),
                             default=None, help="TOML file with categories, word lists and keep-list (see README)."),
                click.option("--keep", multiple=True, metavar="NAME",
                             help="A name never to annotate (a cited author, a public figure); repeatable."),
                click.option("--word-list", "word_lists", multiple=True, metavar="CATEGORY:FILE",
                             help="Extra names of a category, one per line (e.g. PER:class-list.txt); repeatable."),
                click.option("--ner", default="crf", show_default=True, metavar="crf|none|spacy:PIPELINE",
                             callback=_check_ner,
                             help="Name tagger: the bundled CRF model, none (word lists only), or an installed "
                                  "spaCy pipeline (teianon[spacy]), e.g. spacy:de_core_news_lg."),
            ]
        for option in reversed(options):
            command = option(command)
        return command

    return decorate


def _mode_options(command: Callable[..., Any]) -> Callable[..., Any]:
    options = [
        click.option("--mode", type=click.Choice(["placeholder", "pseudonym"]), default="placeholder", show_default=True,
                     help="Replace references by category placeholders, or by consistent surrogates (pseudonyms)."),
        click.option("--key", "key_file", type=click.Path(dir_okay=False, path_type=Path), default=None,
                     help="Key file (JSON, secret): the original -> surrogate mapping, created if missing and "
                          "reused by later runs; required with --mode pseudonym; never inside -o."),
        click.option("--salt", "--seed", "salt", metavar="TEXT", default=None,
                     help="Secret from which a new key draws its surrogates: the same salt gives the same choice."),
        click.option("--scope", type=click.Choice(SCOPES), default="document", show_default=True,
                     help="Where a name shared by two participants is looked for (warnings)."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def _with_mapping(settings: Settings, key: KeyFile | None) -> Settings:
    """The reviewed mapping of the key file (teianon mapping import) applied to detection."""
    if key is None or not key.data["mapping"]:
        return settings
    mapping = key.data["mapping"]
    public = tuple(name for entry in mapping.values() if entry["public"] for name in entry["names"])
    return replace(settings, keep=settings.keep + public, mapping=tuple(
        (pkey, tuple(entry["names"]), tuple(entry["not"])) for pkey, entry in sorted(mapping.items())))


def _open_key(mode: str, key_file: Path | None, salt: str | None, output: Path | None) -> KeyFile | None:
    """The key file of a run. In placeholder mode it is only read (for its mapping), and must exist."""
    if mode != "pseudonym":
        if salt is not None:
            raise click.BadParameter("only with --mode pseudonym", param_hint="--salt")
        if key_file is None:
            return None
        if not key_file.exists():
            raise click.BadParameter(f"{key_file} does not exist (placeholder mode only reads a key's mapping)",
                                     param_hint="--key")
    elif key_file is None:
        raise click.UsageError("--mode pseudonym needs --key KEYFILE: the mapping to surrogates is kept there, "
                               "apart from the corpus")
    try:
        if output is not None:
            check_key_location(key_file, output)
        key = KeyFile.open(key_file, salt)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    if key.exposed():
        click.echo(f"{key_file}: warning: the key file is readable by others; it holds the real names "
                   "(chmod 600 it)", err=True)
    return key


def _read_decisions(ctx: click.Context, param: click.Parameter, value: Path | None) -> DecisionsFile | None:
    # Read here, once: a malformed file stops the run before any file, and the workers get
    # the decisions with their settings instead of reading the file again for each input.
    if value is None:
        return None
    try:
        return DecisionsFile.read(value)
    except TeianonError as err:
        raise click.BadParameter(str(err)) from None


def _policy_options(command: Callable[..., Any]) -> Callable[..., Any]:
    command = click.option("--decisions", "decisions", type=click.Path(exists=True, dir_okay=False, path_type=Path),
                           default=None, callback=_read_decisions,
                           help="A reviewer's decisions (TSV, from teianon review): accepted, rejected, re-typed, "
                                "linked and added references, applied before anything is replaced.")(command)
    command = click.option("--markup", type=click.Choice(["docc", "guidelines"]), default="docc", show_default=True,
                           help="How a replaced reference is written: its placeholder as text (DOCC 2.1), or the TEI "
                                "Guidelines' <gap reason=\"anonymization\"/><supplied …>placeholder</supplied>.")(command)
    command = click.option("--min-cert", type=click.Choice(["high", "medium", "low"]), default="medium",
                           show_default=True,
                           help="Replace teianon's proposals of at least this certainty; less certain ones stay "
                                "as written until confirmed (IMPLICIT and CITATION always wait for a reviewer).")(command)
    command = click.option("--allow-leaks", is_flag=True, default=False,
                           help="Write an output even where its self-audit finds an original string "
                                "(each leak is reported as a warning).")(command)
    command = click.option("--no-validate", "validate", is_flag=True, flag_value=False, default=True,
                           help="Write outputs without validating them.")(command)
    return click.option("--policy", "policy_file", type=click.Path(exists=True, dir_okay=False, path_type=Path),
                        default=None, help="TOML corpus policy: time stamps, header metadata, exclusions, access "
                                           "(see samples/policy-docc21.toml).")(command)


_date_option = click.option(
    "--date", "run_date", metavar="YYYY-MM-DD", default=None,
    help="Date recorded in the header's change entry (default: today).",
)


def _settings(categories: tuple[str, ...] | None, skip: tuple[str, ...] | None, post_xpath: str | None,
              run_date: str | None, in_place: bool, config_file: Path | None, keep: tuple[str, ...],
              word_lists: tuple[str, ...], policy_file: Path | None = None, validate: bool = False,
              ner: str = "crf") -> Settings:
    """Settings from the command line, on top of the config file's (and policy file's) values."""
    config = DetectionConfig()
    policy: Policy | None = None
    try:
        if config_file is not None:
            config = load_config(config_file)
        if policy_file is not None:
            policy, declared = load_policy(policy_file)
            config = config.merged(declared)
        names = list(config.names)
        for spec in word_lists:
            category, sep, file = spec.partition(":")
            if not sep or category.strip().upper() not in Category.__members__:
                raise click.BadParameter(f"expected CATEGORY:FILE, got {spec!r}", param_hint="--word-list")
            names += [(category.strip().upper(), n) for n in read_names(Path(file))]
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    chosen = choose_categories(categories or config.categories, tuple(skip or ()) + config.skip)
    kept = config.keep + tuple(keep)
    policy_json = policy.with_keep(kept).as_json() if policy is not None else None
    return Settings(chosen, post_xpath, run_date, in_place, kept, tuple(names),
                    policy_json=policy_json, run_seed=policy.run_seed() if policy is not None else "",
                    validate=validate, ner=ner, countries=bool(config.countries))


def _size(path: Path) -> int:
    try:
        return max(1, path.stat().st_size)
    except OSError:
        return 1


def _execute(stage: Stage, inputs: tuple[Path, ...], output: Path, jobs: int, quiet: bool,
             settings: Settings, annotated: Path | None = None, key: KeyFile | None = None,
             scope: str = "document", executor: str = "local", scheduler: str | None = None,
             reports: tuple[tuple[str, Path], ...] = (), output_format: str = "text") -> None:
    try:
        work = plan(stage, inputs, output, settings, annotated)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    if not work:
        raise click.ClickException("no *.xml files found in the input")
    workers = default_jobs() if jobs == 0 else jobs
    if workers > 1 and scheduler is None:
        # Built once per installation; here, before the workers of this machine start, not by
        # each of them.
        ensure_tables()
    totals: Counter[str] = Counter()
    failures: list[FileResult] = []
    results: list[FileResult] = []
    show_bar = not quiet and len(work) > 1
    # The bar counts bytes, so that its estimate holds for files of any size; pseudonym mode
    # reads every file twice: once to choose surrogates, once to write.
    sizes = {job.source: _size(job.source) for job in work}
    passes = 2 if key is not None else 1
    finished = 0

    def advance(source: Path) -> None:
        nonlocal finished
        finished += 1
        bar.update(sizes.get(source, 0), f"{finished}/{len(work) * passes} files")

    with _cluster(executor, scheduler, min(workers, len(work))) as distribute, click.progressbar(
            length=sum(sizes.values()) * passes, label=f"teianon {stage}", file=sys.stderr, hidden=not show_bar,
            item_show_func=lambda shown: shown) as bar:
        results_of = (run_jobs(work, workers, distribute=distribute) if key is None
                      else run_pseudonymised(work, workers, key, scope, advance, distribute))
        for result in results_of:
            advance(result.source)
            results.append(result)
            if output_format == "github":
                emit([f for f in result_report(stage, result).findings
                       if not quiet or f.severity == "error"], output_format)
            for line in result.warnings if not quiet and output_format == "text" else ():
                click.echo(f"\n{line}" if show_bar else line, err=True)
            if result.error:
                failures.append(result)
                if output_format == "text":
                    click.echo(f"\n{result.error}" if show_bar else result.error, err=True)
            else:
                totals += result.counts
    excluded = [r for r in results if r.excluded]
    if settings.policy_json is not None:
        try:
            manifest = write_manifest(output, work, results)
        except TeianonError as err:
            raise click.ClickException(str(err)) from None
    if not quiet:
        heading = {"annotate": "# proposed", "strip": "# removed"}.get(stage, "# replaced")
        click.echo(category_table(totals, heading))
        done = len(work) - len(failures) - len(excluded)
        click.echo(f"{done} of {len(work)} file(s) written to {output}", err=True)
        if stage in ("run", "anonymise"):
            clean = sum(1 for r in results if r.audited and not r.error)
            possible = sum(r.possible_leaks for r in results)
            click.echo(f"self-audit: {clean} of {done} written file(s) audited clean"
                       + (f"; {possible} possible leak(s) of strings that are also ordinary words "
                          "(teianon audit lists them)" if possible else ""), err=True)
        if key is not None:
            click.echo(f"surrogates kept in the key file {key.path} (secret: keep it apart from the corpus)", err=True)
        if settings.decisions:
            applied: Counter[str] = sum((r.decisions for r in results), Counter())
            stale = [line for r in results for line in r.stale]
            for line in stale:
                click.echo(line, err=True)
            kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(applied.items()))
            click.echo(f"decisions: {sum(applied.values())} applied ({kinds or 'none'}), {len(stale)} stale "
                       f"(not found)", err=True)
        held = sum(len(r.held) for r in results)
        if stage in ("run", "anonymise") and held:
            click.echo(f"held: {held} proposal(s) less certain than --min-cert {settings.min_cert} left as written "
                       "(teianon review lists them; confirm one with cert=\"high\" or a decisions file)", err=True)
        if settings.policy_json is not None:
            parts = sum(r.excluded_documents for r in results)
            restricted = sum(1 for r in results if r.restricted)
            click.echo(f"policy: {len(excluded)} file(s) and {parts} document(s) in corpus files left out, "
                       f"{restricted} file(s) restricted; see {manifest}", err=True)
    if reports:
        write_report_files(reports, [result_report(stage, r) for r in results])
    if failures:
        click.echo(f"teianon: {len(failures)} file(s) failed", err=True)
        sys.exit(1)


def _raise_interrupted(signum: int, frame: object) -> None:
    if not _stopping:
        _stopping.append(signum)
        _stopped.clear()
        threading.Thread(target=_stop_hard, args=(signum,), daemon=True).start()
    raise Interrupted(signum)


_stopping: list[int] = []
_stopped = threading.Event()


def _stop_hard(signum: int, grace: float = 8.0) -> None:
    # The exception raised for the signal unwinds the run within a moment; it may not, where it
    # lands in a __del__ (Python prints and drops it there) or the main thread is in a long call
    # into Saxon. Then the run ends from here.
    if _stopped.wait(grace):
        return
    remove_unfinished()
    for process in multiprocessing.active_children():
        process.terminate()
    click.echo(f"teianon: stopped by {signal.Signals(signum).name}; files not finished were not written", err=True)
    sys.stderr.flush()
    os._exit(128 + signum)


class _Commands(click.Group):
    """Runs a command so that it ends in one line, never a traceback: SIGTERM and Ctrl-C stop it
    (workers ended, temporary files removed, exit 128 + signal number), and an error that
    escaped the command's own handling is reported as ``teianon: ...``."""

    def invoke(self, ctx: click.Context) -> Any:
        # Handlers can only be set in the main thread (not so when embedded, e.g. in a test runner's thread).
        main_thread = threading.current_thread() is threading.main_thread()
        previous = {signum: signal.getsignal(signum) for signum in (signal.SIGTERM, signal.SIGINT)} if main_thread else {}
        for signum in previous:
            signal.signal(signum, _raise_interrupted)
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt as err:
            signum = getattr(err, "signum", signal.SIGINT)
            # A progress bar may be on the current line of a terminal.
            start = "\n" if sys.stderr.isatty() else ""
            click.echo(f"{start}teianon: stopped by {signal.Signals(signum).name}; files not finished were not written",
                       err=True)
            ctx.exit(128 + signum)
        except TeianonError as err:
            raise click.ClickException(str(err)) from None
        finally:
            for signum, handler in previous.items():
                signal.signal(signum, handler)
            if _stopping:
                _stopped.set()
                _stopping.clear()


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="teianon")
def main() -> None:
    """Anonymise TEI corpora of computer-mediated communication.

    \b
    teianon run samples/ -o out/               annotate + anonymise
    teianon annotate chat.xml -o annotated/    only add <name>/<ref> annotations
    teianon anonymise annotated/ -o out/       only replace annotated references
    """


@main.command()
@_common_options(annotating=True)
@_date_option
@_policy_options
@_mode_options
@click.option("--annotated", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Also keep the annotated files (before replacement) in this folder, for review.")
@report_options
def run(inputs: tuple[Path, ...], output: Path, jobs: int, executor: str, scheduler: str | None, quiet: bool,
        in_place: bool,
        categories: tuple[str, ...] | None, skip: tuple[str, ...] | None, post_xpath: str | None,
        config_file: Path | None, keep: tuple[str, ...], word_lists: tuple[str, ...], ner: str,
        run_date: str | None, policy_file: Path | None, validate: bool, allow_leaks: bool, min_cert: str,
        markup: str, decisions: DecisionsFile | None, mode: str,
        key_file: Path | None, salt: str | None, scope: str, annotated: Path | None,
        reports: tuple[tuple[str, Path], ...], output_format: str) -> None:
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
    settings = _settings(categories, skip, post_xpath, run_date, in_place, config_file, keep, word_lists,
                         policy_file, validate, ner)
    settings = replace(settings, allow_leaks=allow_leaks, min_cert=min_cert, markup=markup,
                       decisions=decisions)
    key = _open_key(mode, key_file, salt, output)
    settings = _with_mapping(settings, key)
    _execute("run", inputs, output, jobs, quiet, settings, annotated, key if mode == "pseudonym" else None, scope,
             executor, scheduler, reports, output_format)


@main.command()
@_common_options(annotating=True)
def annotate(inputs: tuple[Path, ...], output: Path, jobs: int, executor: str, scheduler: str | None, quiet: bool,
             in_place: bool,
             categories: tuple[str, ...] | None, skip: tuple[str, ...] | None, post_xpath: str | None,
             config_file: Path | None, keep: tuple[str, ...], word_lists: tuple[str, ...], ner: str) -> None:
    """Only add <name>/<ref> annotations, for review.

    Annotations made by teianon carry resp="#teianon" and a cert of high, medium or low;
    existing annotations (a person's, or an earlier run's) are kept as they are, and running
    annotate again adds nothing twice.

    \b
    Example:
      teianon annotate chat.xml -o annotated/
    """
    settings = _settings(categories, skip, post_xpath, None, in_place, config_file, keep, word_lists,
                         ner=ner)
    _execute("annotate", inputs, output, jobs, quiet, settings, executor=executor, scheduler=scheduler)


@main.command()
@_common_options(annotating=False)
@_date_option
@_policy_options
@_mode_options
@click.option("--keep", multiple=True, metavar="NAME",
              help="A public figure never to replace, even where annotated; repeatable.")
@report_options
def anonymise(inputs: tuple[Path, ...], output: Path, jobs: int, executor: str, scheduler: str | None, quiet: bool,
              in_place: bool,
              run_date: str | None, policy_file: Path | None, validate: bool, allow_leaks: bool, min_cert: str,
        markup: str, decisions: DecisionsFile | None, mode: str,
              key_file: Path | None, salt: str | None, scope: str, keep: tuple[str, ...],
              reports: tuple[tuple[str, Path], ...], output_format: str) -> None:
    """Only replace annotated references by placeholders (the XSLT step).

    Runs xslt/teianon.xsl on each file: every <name>/<ref> of the 13 categories becomes its
    placeholder, the participant list is anonymised and the header records the change.

    \b
    Example:
      teianon anonymise annotated/ -o out/
    """
    settings = _settings(None, None, None, run_date, in_place, None, keep, (), policy_file, validate)
    settings = replace(settings, allow_leaks=allow_leaks, min_cert=min_cert, markup=markup,
                       decisions=decisions)
    if settings.policy_json is None and keep:
        # The stylesheet reads the keep-list from the policy (and records it there for the
        # Schematron rules), so --keep alone becomes a policy of nothing but the keep-list.
        settings = replace(settings, policy_json=Policy(keep=tuple(dict.fromkeys(keep))).as_json())
    key = _open_key(mode, key_file, salt, output)
    _execute("anonymise", inputs, output, jobs, quiet, settings, key=key if mode == "pseudonym" else None, scope=scope,
             executor=executor, scheduler=scheduler, reports=reports, output_format=output_format)


class MergeList(click.ParamType):
    """``GPE=LOC,NICK=PER``: score the left category as the right one."""

    name = "MERGE"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> dict[str, str]:
        if isinstance(value, dict):
            return value
        merge: dict[str, str] = {}
        for pair in str(value).split(","):
            left, sep, right = pair.partition("=")
            left, right = left.strip().upper(), right.strip().upper()
            if not sep or left not in Category.__members__ or not right:
                self.fail(f"expected CATEGORY=NAME pairs, got {pair!r}", param, ctx)
            merge[left] = right
        return merge


@main.command()
@click.argument("gold", type=click.Path(exists=True, path_type=Path))
@click.argument("system", type=click.Path(exists=True, path_type=Path))
@click.option("--merge", type=MergeList(), default=None, help="Score categories together, e.g. GPE=LOC.")
@click.option("--categories", type=CategoryList(), default=None, help="Only score these categories.")
@click.option("--mode", type=click.Choice(MODES), default="overlap", show_default=True,
              help="Matching for the text table (JSON has all modes).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def evaluate(gold: Path, system: Path, merge: dict[str, str] | None, categories: tuple[str, ...] | None,
             mode: str, fmt: str) -> None:
    """Score SYSTEM annotations against GOLD (two TEI files, or two folders of them).

    Precision, recall, F1 and F2 per category and overall, for exact spans, overlapping spans
    and tokens.

    \b
    Example:
      teianon evaluate gold/ annotated/ --merge GPE=LOC --format json
    """
    try:
        result = run_evaluation(gold, system, merge, categories)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    data = result.as_dict()
    if fmt == "json":
        click.echo(json.dumps(data, indent=2))
        return
    click.echo(score_table(data[mode], f"{mode} match, {data['documents']} document(s), {data['posts']} post(s)"))


@main.command()
@_common_options(annotating=False)
@click.option("--only-teianon", is_flag=True, help="Remove only annotations made by teianon (resp=\"#teianon\").")
def strip(inputs: tuple[Path, ...], output: Path, jobs: int, executor: str, scheduler: str | None, quiet: bool,
          in_place: bool, only_teianon: bool) -> None:
    """Remove <name>/<ref> annotations, keeping their text (make system input from gold).

    \b
    Example:
      teianon strip gold/ -o input/
    """
    settings = Settings(None, None, None, in_place, strip_only_teianon=only_teianon)
    _execute("strip", inputs, output, jobs, quiet, settings, executor=executor, scheduler=scheduler)


for _command in (validate, audit, check):
    main.add_command(_command)


@main.group()
def mapping() -> None:
    """The participant -> names mapping: export it for review, import the reviewed file."""


_key_option = click.option("--key", "key_file", required=True, type=click.Path(dir_okay=False, path_type=Path),
                           help="The key file that keeps the mapping (created if missing).")


@mapping.command("export")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@_key_option
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="The mapping file to write (it holds real names: it is created owner-only).")
def mapping_export(inputs: tuple[Path, ...], key_file: Path, output: Path) -> None:
    """Write the names detection linked to each participant, with frequencies, for review.

    INPUTS are annotated TEI files or folders (teianon annotate, or run --annotated).

    \b
    Example:
      teianon mapping export review/ --key ~/secret/key.json -o names.txt
    """
    try:
        key = KeyFile.open(key_file)
        inventories = [read_inventory(parse_file(path), str(path)) for path, _, _ in xml_files(inputs)]
        names, unlinked, public = collect(inventories)
        data = format_mapping(names, unlinked, public).encode("utf-8")
        write_atomic(output, lambda out: out.write(data), secret=True)
        # What was exported, so that import can tell a removed name from one never there.
        key.data["mapping-exported"] = {k: sorted(v) for k, v in names.items()}
        key.save()
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    click.echo(f"{len(names)} participant(s), {len(unlinked)} unlinked name(s) written to {output}", err=True)


@mapping.command("import")
@click.argument("mapping_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@_key_option
def mapping_import(mapping_file: Path, key_file: Path) -> None:
    """Store a reviewed mapping file in the key file; later runs with --key use it.

    \b
    Example:
      teianon mapping import names.txt --key ~/secret/key.json
    """
    try:
        key = KeyFile.open(key_file)
        edited = parse_mapping(mapping_file.read_text(encoding="utf-8"), mapping_file)
        changes = import_mapping(key.data, edited)
        key.save()
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    for refused in changes["refused"]:
        click.echo(f"{mapping_file}: warning: not a name, not stored: {refused}", err=True)
    click.echo(f"{changes['participants']} participant(s): {changes['added']} name(s) added, "
               f"{changes['removed']} removed, {changes['public']} public figure(s), "
               f"{changes['joined']} joined; stored in {key_file}", err=True)


@main.group()
def policy() -> None:
    """Corpus policy files (TOML): check them and show them as the XSLT reads them."""


@policy.command("show")
@click.argument("policy_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def policy_show(policy_file: Path) -> None:
    """Check a policy file and print it as JSON, the form xslt/teianon.xsl takes in its
    parameter policy-json (for running the stylesheet on its own in Saxon or Oxygen).

    \b
    Example:
      teianon policy show samples/policy-docc21.toml > policy.json
    """
    try:
        loaded, _ = load_policy(policy_file)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    click.echo(json.dumps(json.loads(loaded.as_json()), indent=2, ensure_ascii=False))


@main.command("import-bio")
@click.argument("source", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="The TEI file to write.")
@click.option("--labels", type=click.Choice(sorted(MAPPINGS)), default="conll", show_default=True,
              help="How the file's labels map to teianon's categories.")
@click.option("--token-column", type=int, default=0, show_default=True, help="0-based column of the token.")
@click.option("--label-column", type=int, default=1, show_default=True, help="0-based column of the BIO label.")
@click.option("--no-gold", is_flag=True, help="Write the text only, without gold annotations.")
def import_bio(source: Path, output: Path, labels: str, token_column: int, label_column: int, no_gold: bool) -> None:
    """Convert a BIO/CoNLL NER file into TEI with gold annotations (one post per sentence).

    \b
    Example:
      teianon import-bio NER-de-dev.tsv --labels germeval --token-column 1 --label-column 2 -o gold.xml
    """
    try:
        tree = to_tei(read_bio(source, token_column, label_column), MAPPINGS[labels], source.stem, source, gold=not no_gold)
        write_tree(tree, output)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None


@main.command()
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="The HTML file to write (one file: it needs no server and no network).")
@click.option("--title", default="teianon review", show_default=True, help="Title of the report.")
def review(inputs: tuple[Path, ...], output: Path, title: str) -> None:
    """Write one HTML report to review every proposal of annotated files in its context.

    Open it in a browser (file:// is enough), decide by keyboard (? lists the keys), export the
    decisions and apply them with anonymise --decisions. Give it the folder you give anonymise,
    so that both name the files alike.

    \b
    Example:
      teianon run samples/ -o out/ --annotated review/
      teianon review review/ -o review.html
      teianon anonymise review/ --decisions decisions.tsv -o out/
    """
    from .review.report import write_report

    if any(output.resolve() == path.resolve() for path in inputs):
        raise click.BadParameter("would write over an input", param_hint="-o")
    try:
        data = write_report(inputs, output, title)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    for problem in data.problems:
        click.echo(problem, err=True)
    click.echo(f"{output}: {len(data.proposals)} proposal(s) in {data.files} file(s), "
               f"{len(data.misses)} likely miss(es)")
    if data.problems:
        sys.exit(1)


@main.command()
@click.argument("coders", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--format", "output_format", type=click.Choice(["table", "tsv", "json"]), default="table",
              show_default=True, help="How to print the figures and the disagreements.")
def agreement(coders: tuple[Path, ...], output_format: str) -> None:
    """Inter-coder agreement over annotated versions of the same documents.

    Each CODER is a file or folder of annotated TEI files (the same documents, by relative
    path). A unit is a reference any coder annotated (the same words); every coder's value is
    their category or none. Prints Fleiss' kappa and Krippendorff's alpha per category and
    overall, and the table of disagreements.

    \b
    Example:
      teianon agreement coder1/ coder2/ coder3/ coder4/
    """
    from .agreement import run_agreement

    try:
        text, code = run_agreement(list(coders), output_format)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    click.echo(text)
    sys.exit(code)


@main.command("import")
@click.argument("source_format", metavar="FORMAT")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-o", "--output", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Folder for the TEI files (one per conversation: NAME.xml, or NAME-2.xml … for more).")
@click.option("--option", "options", multiple=True, metavar="KEY=VALUE",
              help="A format option, e.g. text=message or author=from.name; repeatable (--help-format FORMAT).")
@click.option("--encoding", default=None, help="Read the inputs in this encoding (default: detected).")
@click.option("--keep-ids", is_flag=True, help="Keep the source's message ids (@n); they identify, so off by default.")
@click.option("--tokenise", is_flag=True, help="Split the texts into <w> tokens with SoMaJo (extra: tokenise).")
@click.option("--date", "run_date", metavar="YYYY-MM-DD", default=None, help="Date of the import record.")
def import_command(source_format: str, inputs: tuple[Path, ...], output: Path, options: tuple[str, ...],
                   encoding: str | None, keep_ids: bool, tokenise: bool, run_date: str | None) -> None:
    """Turn exports that are not TEI yet into TEI-CMC (TEI P5 with post).

    FORMAT is one of csv, tsv, json, jsonl, chatlog, irc, whatsapp, mbox, text (a wrong one
    lists them, with the options of each in the README). A line that cannot be read is
    reported as file:line: what and skipped; a file that cannot be read at all gets nothing
    written.

    \b
    Examples:
      teianon import csv export.csv -o tei/
      teianon import whatsapp chat.txt -o tei/ --tokenise
      teianon import json posts.jsonl -o tei/ --option text=body.text --option author=user.name
    """
    from .importers import Problem, load_bundled
    from .importers.encoding import decode
    from .importers.tei import conversation_tei
    from .xmlio import read_file

    registry = load_bundled()
    if source_format not in registry:
        raise click.BadParameter(f"{source_format!r}: choose one of {', '.join(sorted(registry))}",
                                 param_hint="FORMAT")
    settings: dict[str, str] = {}
    for option in options:
        key, sep, value = option.partition("=")
        if not sep or not key.strip():
            raise click.BadParameter(f"expected KEY=VALUE, got {option!r}", param_hint="--option")
        settings[key.strip()] = value.strip()
    try:
        importer = registry[source_format](settings)
    except ValueError as err:
        raise click.BadParameter(str(err), param_hint="--option") from None
    failed = written = skipped = 0
    made: dict[Path, Path] = {}
    for path in inputs:
        problems: list[Problem] = []
        try:
            text, _ = decode(read_file(path), path, encoding)
            # Old Mac exports end lines in \r alone; every importer reads \n.
            text = text.replace("\r\n", "\n").replace("\r", "\n")
            # The file name (not its path) titles the document: a path may name the person.
            conversations = list(importer.read(text, path.name, problems))
            trees = [conversation_tei(c, source_format, settings, path.name, keep_ids, tokenise, run_date)
                     for c in conversations]
        except TeianonError as err:
            click.echo(str(err), err=True)
            failed += 1
            continue
        except (ValueError, RecursionError, UnicodeError) as err:
            # A structure the format's reader cannot take (nesting too deep, a field too long).
            click.echo(f"{path}: cannot import: {str(err).splitlines()[0] if str(err) else type(err).__name__}", err=True)
            failed += 1
            continue
        targets = [output / (f"{path.stem}.xml" if len(trees) == 1 else f"{path.stem}-{n}.xml")
                   for n in range(1, len(trees) + 1)]
        clash = next((t for t in targets if t in made), None)
        if clash is not None:
            click.echo(f"{path}: would overwrite {clash}, made from {made[clash]}; rename one of them", err=True)
            failed += 1
            continue
        for problem in problems:
            where = f"{path}:{problem.line}" if problem.line else str(path)
            click.echo(f"{where}: {problem.what}" + (" (skipped)" if problem.skipped else ""), err=True)
        skipped += sum(1 for p in problems if p.skipped)
        for tree, target in zip(trees, targets):
            write_tree(tree, target)
            made[target] = path
            written += 1
    click.echo(f"{written} TEI file(s) written to {output}; {skipped} line(s) skipped; {failed} file(s) failed")
    if failed:
        sys.exit(1)


@main.command("train")
@click.option("--data", type=click.Path(exists=True, file_okay=False, path_type=Path), required=True,
              help="Folder holding germeval2014/, mobie/, btc/ and wnut17/ with their train files.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Model file to write (default: the model teianon ships, teianon/tagger/model/names.crfsuite).")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the chat-noise copies.")
def train_command(data: Path, output: Path | None, seed: int) -> None:
    """Train the name tagger (a CRF) on the train splits of the NER corpora; takes minutes.

    The same data and seed give the same model file. A model card (JSON: sources, licences,
    parameters, checksum) is written beside it.

    \b
    Example:
      teianon train --data ../shared/data -o names.crfsuite
    """
    from .tagger.corpora import TRAINING
    from .tagger.train import MODEL, train

    missing = [c.path for c in TRAINING if not (data / c.path).is_file()]
    if missing:
        raise click.ClickException(f"{data}: missing training file(s): {', '.join(missing)}")
    click.echo(f"training the name tagger on {', '.join(c.name for c in TRAINING)} (a few minutes) …", err=True)
    target = output or MODEL
    card = train(data, target, seed=seed)
    click.echo(f"{target}: {card['bytes'] / 1e6:.1f} MB, {card['tokens']:,} training tokens, "
               f"{card['training_seconds']:.0f} s, sha256 {card['sha256'][:16]}")


if __name__ == "__main__":  # pragma: no cover
    main()
