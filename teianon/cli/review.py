"""The review and quality commands: ``review`` (the HTML report), ``mapping`` export/import
(the participant -> names mapping), ``evaluate`` and ``agreement``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import IO

import click
from lxml import etree

from ..errors import TeianonError
from ..measure.evaluate import MODES
from ..measure.evaluate import evaluate as run_evaluation
from ..pseudonym.keyfile import KeyFile
from ..pseudonym.mapping import collect, format_mapping, import_mapping, parse_mapping
from ..read.files import xml_files
from ..read.xmlio import parse_file, write_atomic
from ..replace.inventory import read_inventory
from .options import CategoryList, MergeList, key_option, refuse_writing_over
from .tables import score_table


@click.command()
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="The HTML file to write (one file: it needs no server and no network).",
)
@click.option("--title", default="teianon review", show_default=True, help="Title of the report.")
def review(inputs: tuple[Path, ...], output: Path, title: str) -> None:
    """Write one HTML report to review every proposal of annotated files in its post.

    Open it in a browser (file:// is enough): one card per post with its proposals, teianon's
    by default (the corpus's own annotations on request), likely misses underlined; decide by
    keyboard or mouse (? lists the keys), mark any words teianon missed, export the decisions
    and apply them with anonymise --decisions. Give it the folder you give anonymise, so that
    both name the files alike. A file that looks anonymised already (the header records it, or
    teianon's annotations hold placeholders) gets a warning.

    \b
    Example:
      teianon run samples/ -o out/ --annotated review/
      teianon review review/ -o review.html
      teianon anonymise review/ --decisions decisions.tsv -o out/
    """
    from ..review.report import write_report

    refuse_writing_over([output], inputs, "-o")
    try:
        wrong = _not_reviewable(inputs)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    if wrong:
        # An empty report with exit 0 would read as "nothing to review".
        for line in wrong:
            click.echo(line, err=True)
        sys.exit(1)
    try:
        data = write_report(inputs, output, title)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    for line in (*data.problems, *data.warnings):
        click.echo(line, err=True)
    mine = sum(1 for p in data.proposals if p["x"])
    click.echo(
        f"{output}: {len(data.proposals)} proposal(s) in {data.files} file(s) ({mine} by teianon, "
        f"{len(data.proposals) - mine} annotated before), {len(data.misses)} likely miss(es)"
    )
    if data.problems:
        sys.exit(1)


def _not_reviewable(inputs: tuple[Path, ...]) -> list[str]:
    """Why the inputs give nothing to review, a line each: no XML file at all, or files that are
    no TEI (their root element read only, without entities, DTD or network)."""
    from ..read.tei import TEI_NS

    files = [path for path, _, _ in xml_files(inputs)]
    if not files:
        named = ", ".join(str(p) for p in inputs)
        raise TeianonError(
            f"{named}: no *.xml files to review; give the annotated files "
            "(teianon run … --annotated FOLDER, teianon annotate … -o FOLDER)"
        )
    wrong = []
    for path in files:
        try:
            with open(path, "rb") as source:
                _, root = next(etree.iterparse(source, events=("start",), resolve_entities=False, no_network=True))
        except (etree.XMLSyntaxError, OSError, StopIteration):
            continue  # the report's own reading says what is wrong with it
        if root.tag not in (f"{{{TEI_NS}}}TEI", f"{{{TEI_NS}}}teiCorpus"):
            wrong.append(
                f"{path}:{root.sourceline}: not a TEI document: the root element is <{etree.QName(root).localname}>, "
                "expected <TEI> or <teiCorpus> (the annotated files of teianon annotate or run --annotated)"
            )
    return wrong


@click.group()
def mapping() -> None:
    """The participant -> names mapping: export it for review, import the reviewed file."""


@mapping.command("export")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@key_option
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="The mapping file to write (it holds real names: it is created owner-only).",
)
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

        def write(out: IO[bytes]) -> None:
            out.write(data)

        write_atomic(output, write, secret=True)
        # What was exported, so that import can tell a removed name from one never there.
        key.data["mapping-exported"] = {k: sorted(v) for k, v in names.items()}
        key.save()
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    click.echo(f"{len(names)} participant(s), {len(unlinked)} unlinked name(s) written to {output}", err=True)


@mapping.command("import")
@click.argument("mapping_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@key_option
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
    click.echo(
        f"{changes['participants']} participant(s): {changes['added']} name(s) added, "
        f"{changes['removed']} removed, {changes['public']} public figure(s), "
        f"{changes['joined']} joined; stored in {key_file}",
        err=True,
    )


@click.command()
@click.argument("gold", type=click.Path(exists=True, path_type=Path))
@click.argument("system", type=click.Path(exists=True, path_type=Path))
@click.option("--merge", type=MergeList(), default=None, help="Score categories together, e.g. GPE=LOC.")
@click.option("--categories", type=CategoryList(), default=None, help="Only score these categories.")
@click.option(
    "--mode",
    type=click.Choice(MODES),
    default="overlap",
    show_default=True,
    help="Matching for the text table (JSON has all modes).",
)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def evaluate(
    gold: Path, system: Path, merge: dict[str, str] | None, categories: tuple[str, ...] | None, mode: str, fmt: str
) -> None:
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


@click.command()
@click.argument("coders", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option(
    "--annotated",
    type=click.Path(exists=True, path_type=Path),
    default=None,
    help="The annotated file or folder the reviewers reviewed: each CODER is then a decisions file "
    "(TSV, from teianon review), and a coder is these files with that reviewer's decisions applied.",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["table", "tsv", "json"]),
    default="table",
    show_default=True,
    help="How to print the figures and the disagreements.",
)
def agreement(coders: tuple[Path, ...], annotated: Path | None, output_format: str) -> None:
    """Inter-coder agreement over annotated versions of the same documents.

    Each CODER is a file or folder of annotated TEI files (the same documents, by relative
    path), or, with --annotated, a reviewer's decisions file over those annotated files (a
    proposal no reviewer decided keeps its category for all). A unit is a reference any coder
    annotated (the same words); every coder's value is their category or none. Prints Fleiss'
    kappa and Krippendorff's alpha per category and overall, and the table of disagreements.

    \b
    Examples:
      teianon agreement coder1/ coder2/ coder3/ coder4/
      teianon agreement --annotated review/ alice.tsv bob.tsv carol.tsv
    """
    from ..measure.agreement import decisions_agreement, format_report
    from .options import decisions_from_option

    tables = [c for c in coders if c.suffix.lower() == ".tsv"]
    if annotated is None and tables:
        raise click.UsageError(
            f"{tables[0]} is a decisions file: give the annotated files the reviewers reviewed with --annotated"
        )
    if annotated is not None and len(tables) != len(coders):
        odd = next(c for c in coders if c not in tables)
        raise click.UsageError(f"{odd}: with --annotated every CODER is a decisions file (.tsv)")
    try:
        if annotated is None:
            from ..measure.agreement import run_agreement

            text, code = run_agreement(list(coders), output_format)
        else:
            # Read here, as every command reads a decisions file: a malformed one is a usage error.
            files = [decisions_from_option(click.get_current_context(), None, path) for path in coders]
            report = decisions_agreement(annotated, [f for f in files if f is not None])
            for line in report.stale:
                click.echo(line, err=True)
            text, code = format_report(report, output_format), 0
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    click.echo(text)
    sys.exit(code)
