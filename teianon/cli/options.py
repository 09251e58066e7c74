"""Options and settings shared by the commands: categories, the corpus commands' common
options, the replacement mode and its key, the policy, the decisions.

Declared once here, so that ``-o``/``-j``/``-q`` and the rest read alike in every command.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

import click

from ..config import DetectionConfig, choose_categories, load_config, read_names
from ..errors import TeianonError
from ..mention import Category
from ..pipeline.settings import Settings
from ..policy import Policy, load_policy
from ..pseudonym.keyfile import KeyFile, check_key_location, weak_salt
from ..pseudonym.shared_names import SCOPES
from ..read.bounded import POST_LIMIT
from ..review.decisions import DecisionsFile

# What click.option and click.argument return: a command's function with one more parameter.
Decorator = Callable[[Callable[..., Any]], Callable[..., Any]]


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


def check_ner(ctx: click.Context, param: click.Parameter, value: str) -> str:
    if value in ("crf", "none"):
        return value
    if value.startswith("spacy:") and len(value) > len("spacy:"):
        from ..detect.spacy_names import check_available

        try:
            check_available(value.partition(":")[2])
        except TeianonError as err:
            raise click.BadParameter(str(err)) from None
        return value
    raise click.BadParameter(f"{value!r}: choose crf, none or spacy:PIPELINE")


def check_executor(ctx: click.Context, param: click.Parameter, value: str) -> str:
    if value == "dask":
        try:
            importlib.import_module("teianon.pipeline.distributed")  # the optional extra
        except ImportError as err:
            raise click.BadParameter(f"needs Dask: pip install 'teianon[dask]' ({err})") from None
    return value


def common_options(annotating: bool) -> Decorator:
    def decorate(command: Callable[..., Any]) -> Callable[..., Any]:
        options: list[Decorator] = [
            click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path)),
            click.option(
                "-o",
                "--output",
                required=True,
                type=click.Path(file_okay=False, path_type=Path),
                help="Folder for the output files; inputs keep their relative paths under it.",
            ),
            click.option(
                "-j",
                "--jobs",
                type=click.IntRange(min=0),
                default=1,
                show_default=True,
                help="Files processed in parallel (0: one per CPU core).",
            ),
            click.option(
                "--executor",
                type=click.Choice(["local", "dask"]),
                default="local",
                show_default=True,
                callback=check_executor,
                help="Where files are processed: worker processes of this run, or tasks on a Dask "
                "cluster (teianon[dask]): the one at --scheduler, else -j workers started here.",
            ),
            click.option(
                "--scheduler",
                metavar="ADDRESS",
                default=None,
                help="With --executor dask: a running Dask scheduler, e.g. tcp://node1:8786; every "
                "worker must see the inputs and -o under the same paths (see 'On a cluster' in the "
                "documentation).",
            ),
            click.option("-q", "--quiet", is_flag=True, help="No progress bar and no summary."),
            click.option(
                "--in-place",
                is_flag=True,
                help="Allow an output file to replace its input (when -o is the input folder).",
            ),
        ]
        if annotating:
            options += [
                click.option(
                    "--categories",
                    type=CategoryList(),
                    default=None,
                    help="Only these categories, comma-separated (default: all), e.g. NICK,URL,EMAIL.",
                ),
                click.option(
                    "--skip",
                    type=CategoryList(),
                    default=None,
                    help="Leave out these categories, comma-separated, e.g. NUMBER.",
                ),
                click.option(
                    "--post-xpath",
                    metavar="XPATH",
                    default=None,
                    help="XPath 3.1 selecting the posts in each TEI element (prefix tei:), "
                    "default: every post/posting element.",
                ),
                click.option(
                    "--config",
                    "config_file",
                    type=click.Path(exists=True, dir_okay=False, path_type=Path),
                    default=None,
                    help="TOML file with categories, word lists and keep-list (see the "
                    "documentation's configuration page).",
                ),
                keep_option("A name never to annotate (a cited author, a public figure); repeatable."),
                click.option(
                    "--word-list",
                    "word_lists",
                    multiple=True,
                    metavar="CATEGORY:FILE",
                    help="Extra names of a category, one per line (e.g. PER:class-list.txt); repeatable.",
                ),
                click.option(
                    "--ner",
                    default="crf",
                    show_default=True,
                    metavar="crf|none|spacy:PIPELINE",
                    callback=check_ner,
                    help="Name tagger: the bundled CRF model, none (word lists only), or an installed "
                    "spaCy pipeline (teianon[spacy]), e.g. spacy:de_core_news_lg.",
                ),
                click.option(
                    "--post-limit",
                    type=click.IntRange(min=0),
                    default=None,
                    metavar="CHARACTERS",
                    help=f"Characters of a post that every detector reads (default {POST_LIMIT}, or the "
                    "config's post-limit; 0: no limit). Beyond them only URLs, e-mail, numbers and "
                    "known names are looked for, and the post is reported.",
                ),
            ]
        for option in reversed(options):
            command = option(command)
        return command

    return decorate


def mode_options(command: Callable[..., Any]) -> Callable[..., Any]:
    options = [
        click.option(
            "--mode",
            type=click.Choice(["placeholder", "pseudonym"]),
            default="placeholder",
            show_default=True,
            help="Replace references by category placeholders, or by consistent surrogates (pseudonyms).",
        ),
        click.option(
            "--key",
            "key_file",
            type=click.Path(dir_okay=False, path_type=Path),
            default=None,
            help="Key file (JSON, secret): the original -> surrogate mapping, created if missing and "
            "reused by later runs; required with --mode pseudonym; never inside -o.",
        ),
        click.option(
            "--salt",
            "--seed",
            "salt",
            metavar="TEXT",
            default=None,
            help="Secret from which a new key draws its surrogates: the same salt gives the same choice.",
        ),
        click.option(
            "--scope",
            type=click.Choice(SCOPES),
            default="document",
            show_default=True,
            help="Where a name shared by two participants is looked for (warnings).",
        ),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def with_mapping(settings: Settings, key: KeyFile | None) -> Settings:
    """The reviewed mapping of the key file (teianon mapping import) applied to detection."""
    if key is None or not key.data["mapping"]:
        return settings
    mapping = key.data["mapping"]
    public = tuple(name for entry in mapping.values() if entry["public"] for name in entry["names"])
    return replace(
        settings,
        keep=settings.keep + public,
        mapping=tuple((pkey, tuple(entry["names"]), tuple(entry["not"])) for pkey, entry in sorted(mapping.items())),
    )


def open_key(mode: str, key_file: Path | None, salt: str | None, output: Path | None) -> KeyFile | None:
    """The key file of a run. In placeholder mode it is only read (for its mapping), and must exist."""
    if mode != "pseudonym":
        if salt is not None:
            raise click.BadParameter("only with --mode pseudonym", param_hint="--salt")
        if key_file is None:
            return None
        if not key_file.exists():
            raise click.BadParameter(
                f"{key_file} does not exist (placeholder mode only reads a key's mapping)", param_hint="--key"
            )
    elif key_file is None:
        raise click.UsageError(
            "--mode pseudonym needs --key KEYFILE: the mapping to surrogates is kept there, apart from the corpus"
        )
    try:
        if output is not None:
            check_key_location(key_file, output)
        key = KeyFile.open(key_file, salt)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    weak = weak_salt(salt) if salt is not None else None
    if weak:
        click.echo(
            f"warning: --salt is weak ({weak}): the salt is secret key material, and whoever knows or guesses "
            "it can confirm a guessed name by its surrogate; leave --salt out for a random one, or use a long "
            "random secret",
            err=True,
        )
    if key.exposed():
        click.echo(
            f"{key_file}: warning: the key file is readable by others; it holds the real names (chmod 600 it)", err=True
        )
    return key


def decisions_from_option(
    ctx: click.Context, param: click.Parameter | None, value: Path | None
) -> DecisionsFile | None:
    # Read here, once: a malformed file stops the run before any file, and the workers get
    # the decisions with their settings instead of reading the file again for each input.
    if value is None:
        return None
    try:
        return DecisionsFile.read(value)
    except TeianonError as err:
        # ``file:line: what`` alone: the usage text above it would bury the line to fix.
        raise DecisionsError(str(err)) from None


class DecisionsError(click.ClickException):
    """A decisions file that cannot be used: one line, exit status 2, no usage text."""

    exit_code = 2


def decisions_option(help: str) -> Decorator:
    """``--decisions FILE``, read and validated once, alike in every command that takes it."""
    return click.option(
        "--decisions",
        "decisions",
        type=click.Path(exists=True, dir_okay=False, path_type=Path),
        default=None,
        callback=decisions_from_option,
        help=help,
    )


def policy_options(command: Callable[..., Any]) -> Callable[..., Any]:
    command = decisions_option(
        "A reviewer's decisions (TSV, from teianon review): accepted, rejected, re-typed, "
        "linked and added references, applied before anything is replaced."
    )(command)
    command = click.option(
        "--markup",
        type=click.Choice(["docc", "guidelines"]),
        default="docc",
        show_default=True,
        help="How a replaced reference is written: its placeholder as text (DOCC 2.1), or the TEI "
        'Guidelines\' <gap reason="anonymization"/><supplied …>placeholder</supplied>.',
    )(command)
    command = click.option(
        "--min-cert",
        type=click.Choice(["high", "medium", "low"]),
        default="medium",
        show_default=True,
        help="Replace teianon's proposals of at least this certainty; less certain ones stay "
        "as written until confirmed (IMPLICIT and CITATION always wait for a reviewer).",
    )(command)
    command = click.option(
        "--allow-leaks",
        is_flag=True,
        default=False,
        help="Write an output even where its self-audit finds an original string (each leak is reported as a warning).",
    )(command)
    command = click.option(
        "--no-validate",
        "validate",
        is_flag=True,
        flag_value=False,
        default=True,
        help="Write outputs without validating them.",
    )(command)
    return click.option(
        "--policy",
        "policy_file",
        type=click.Path(exists=True, dir_okay=False, path_type=Path),
        default=None,
        help="TOML corpus policy: time stamps, header metadata, exclusions, access (see samples/policy-docc21.toml).",
    )(command)


date_option = click.option(
    "--date",
    "run_date",
    metavar="YYYY-MM-DD",
    default=None,
    help="Date recorded in the header's change entry (default: today).",
)


def settings_from(
    *,
    categories: tuple[str, ...] | None = None,
    skip: tuple[str, ...] | None = None,
    post_xpath: str | None = None,
    run_date: str | None = None,
    in_place: bool = False,
    config_file: Path | None = None,
    keep: tuple[str, ...] = (),
    word_lists: tuple[str, ...] = (),
    policy_file: Path | None = None,
    validate: bool = False,
    ner: str = "crf",
    post_limit: int | None = None,
) -> Settings:
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
    return Settings(
        chosen,
        post_xpath,
        run_date,
        in_place,
        kept,
        tuple(names),
        policy_json=policy_json,
        run_seed=policy.run_seed() if policy is not None else "",
        validate=validate,
        ner=ner,
        countries=bool(config.countries),
        public=config.public is not False,
        courts_kept=config.courts == "keep",
        post_limit=next(v for v in (post_limit, config.post_limit, POST_LIMIT) if v is not None),
    )


def keep_option(help: str) -> Decorator:
    """``--keep NAME`` (repeatable): a name never replaced."""
    return click.option("--keep", multiple=True, metavar="NAME", help=help)


def repeats_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """What ``check`` and ``audit`` must know of the run that made an output to complete the
    repeats of the reviewed annotations as it did: its --keep, --config, --post-xpath and the
    --key whose reviewed mapping it read (with --policy and --min-cert, declared by each command)."""
    command = keep_option("A name the output was made to keep (--keep of run or anonymise); repeatable.")(command)
    command = click.option(
        "--config",
        "config_file",
        type=click.Path(exists=True, dir_okay=False, path_type=Path),
        default=None,
        help="The config file the output was made with (run --config): its "
        "keep-list and whether names of the public sphere stay.",
    )(command)
    command = click.option(
        "--post-xpath", metavar="XPATH", default=None, help="The --post-xpath the output was made with."
    )(command)
    return click.option(
        "--key",
        "key_file",
        type=click.Path(exists=True, dir_okay=False, path_type=Path),
        default=None,
        help="The key file whose reviewed mapping the output was made with (teianon mapping import); only read.",
    )(command)


def repeats_settings(
    policy_file: Path | None,
    keep: tuple[str, ...],
    config_file: Path | None,
    post_xpath: str | None,
    key_file: Path | None,
) -> tuple[Policy | None, Settings]:
    """The policy an output was made with, its keep-list merged as the run merged it, and the
    settings whose repeats (:meth:`Settings.repeats`) ``check`` and ``audit`` complete: the
    sources are judged as the run replaced them."""
    settings = settings_from(post_xpath=post_xpath, config_file=config_file, keep=keep, policy_file=policy_file)
    settings = with_mapping(settings, open_key("placeholder", key_file, None, None))
    if policy_file is None:
        # As anonymise makes --keep alone a policy of nothing but the keep-list.
        return (Policy(keep=tuple(dict.fromkeys(settings.keep))) if settings.keep else None), settings
    try:
        policy = load_policy(policy_file)[0].with_keep(settings.keep)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    return policy, settings


key_option = click.option(
    "--key",
    "key_file",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="The key file that keeps the mapping (created if missing).",
)


# What a command reads in a folder: TEI files, curated INCEpTION documents.
_READ_SUFFIXES = frozenset({".xml", ".xmi", ".zip"})


def refuse_writing_over(targets: Iterable[Path], inputs: Iterable[Path | None], param_hint: str) -> None:
    """Stop the command, before anything is read or written, where a file it is to write is one
    of its inputs, or a file of theirs it reads (``review -o annotated/chat.xml``,
    ``check --report junit corpus/a.xml``): teianon never writes over its input."""
    given = [path.resolve() for path in inputs if path is not None]
    for target in targets:
        resolved = target.resolve()
        for path in given:
            inside = (
                path.is_dir()
                and path in resolved.parents
                and resolved.suffix.lower() in _READ_SUFFIXES
                and resolved.exists()
            )
            if resolved == path or inside:
                raise click.BadParameter(
                    f"{target} would write over "
                    + (f"a file that is read in the input {path}" if inside else "an input"),
                    param_hint=param_hint,
                )
