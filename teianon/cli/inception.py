"""``teianon inception export`` and ``import``: review in INCEpTION, bring the curation back as
decisions (:mod:`teianon.review.inception`)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import IO

import click

from ..errors import TeianonError
from ..read.xmlio import write_atomic
from .options import refuse_writing_over

LAYER_CHOICE = click.Choice(["teianon", "named-entity"])
# How many annotated files left without decisions a summary names.
_SHOWN = 10


@click.group()
def inception() -> None:
    """Review in INCEpTION: export the proposals as UIMA CAS XMI, import the curated documents
    as a decisions file.

    \b
    teianon inception export annotated/ -o inception/
    teianon inception import curated.zip --annotated annotated/ -o decisions.tsv
    teianon anonymise annotated/ --decisions decisions.tsv -o out/
    """


@inception.command("export")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="The folder for the XMI files, TypeSystem.xml, teianon-categories.json and participants.tsv.",
)
@click.option(
    "--layer",
    type=LAYER_CHOICE,
    default="teianon",
    show_default=True,
    help="teianon: a layer of its own (category, certainty, rule, participant, origin); "
    "named-entity: INCEpTION's built-in Named Entity layer (the category only).",
)
def export_command(inputs: tuple[Path, ...], output: Path, layer: str) -> None:
    """Write one UIMA CAS XMI file per annotated file, for INCEpTION to import.

    INPUTS are the annotated files or folders (teianon annotate, or run --annotated): give the
    folder you give anonymise, so that both name the files alike. Import TypeSystem.xml into the
    project's layers before the XMI files (format UIMA CAS XMI (XML 1.0)).

    \b
    Example:
      teianon inception export annotated/ -o inception/
    """
    from ..review.inception import LAYERS, export

    # TypeSystem.xml in a folder of annotated files would be read as one of them.
    if any(
        path.is_dir() and (output.resolve() == path.resolve() or path.resolve() in output.resolve().parents)
        for path in inputs
    ):
        raise click.BadParameter("is an input folder or inside one: give a folder of its own", param_hint="-o")
    try:
        result = export(inputs, output, layer)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    for line in (*result.warnings, *result.problems):
        click.echo(line, err=True)
    click.echo(
        f"{output}: {result.documents} document(s), {result.proposals} proposal(s) on the layer "
        f"{LAYERS[layer]}, as UIMA CAS XMI (XML 1.0); TypeSystem.xml, teianon-categories.json, participants.tsv"
    )
    if result.problems:
        sys.exit(1)


@inception.command("import")
@click.argument("curated", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option(
    "--annotated",
    required=True,
    type=click.Path(exists=True, path_type=Path),
    help="The annotated files the export was made of (the folder given to export).",
)
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="The decisions file to write (for anonymise --decisions).",
)
@click.option(
    "--layer",
    type=LAYER_CHOICE,
    default="teianon",
    show_default=True,
    help="The layer the export wrote (the same choice as there).",
)
@click.option(
    "--unchanged",
    type=click.Choice(["accept", "skip"]),
    default="accept",
    show_default=True,
    help="accept: a proposal of teianon's the curation kept as it was is accepted (replaced under any "
    "--min-cert); skip: no decision for it.",
)
@click.option(
    "--user",
    default=None,
    metavar="NAME",
    help="From a project export, read annotator NAME's documents instead of the curated ones.",
)
@click.option(
    "--allow-empty",
    "allow_empty",
    multiple=True,
    metavar="DOCUMENT",
    help="The curator deleted every proposal of DOCUMENT (its path under --annotated) on purpose: "
    "reject them all instead of refusing the document. Repeat it for more documents.",
)
@click.option(
    "--partial",
    is_flag=True,
    help="Where documents are refused, write the decisions of the others all the same (and name the "
    "annotated files left without decisions); without it, nothing is written.",
)
def import_command(
    curated: tuple[Path, ...],
    annotated: Path,
    output: Path,
    layer: str,
    unchanged: str,
    user: str | None,
    allow_empty: tuple[str, ...],
    partial: bool,
) -> None:
    """Write the decisions that INCEpTION's curated documents make of the proposals.

    CURATED are XMI files, folders of them, or the zips INCEpTION exports in the format UIMA CAS
    XMI (XML 1.0): a document's export, or a project's (its curation/ folder; the backup archive
    with that secondary format). Each document is found by its name, and its text must be the
    text of the annotated file.

    A document is refused, one line on stderr, where it cannot be trusted: its text changed,
    an annotation is wrong, it has annotations of the other --layer, or none of its proposals
    is left (see --allow-empty). Then nothing is written (see --partial) and the exit code is 1.

    \b
    Example:
      teianon inception import project-export.zip --annotated annotated/ -o decisions.tsv
    """
    from ..review.decisions import format_decisions
    from ..review.inception import import_curated

    refuse_writing_over([output], [*curated, annotated], "-o")
    try:
        result = import_curated(curated, annotated, layer, unchanged, user, allow_empty)
        # A decisions file without a refused document's decisions is not the curation: anonymise
        # would apply it without a word, so it is written only on request.
        if partial or not result.problems:
            data = format_decisions(result.decisions).encode("utf-8")

            def write(out: IO[bytes]) -> None:
                out.write(data)

            write_atomic(output, write)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    for line in (*result.warnings, *result.problems):
        click.echo(line, err=True)
    if result.problems and not partial:
        earlier = f" (the {output} there is an earlier one)" if output.exists() else ""
        others = (
            (
                f", or give --partial to write the decisions of the {result.documents} curated document(s) read "
                "without one"
            )
            if result.documents
            else ""
        )
        click.echo(
            f"{output}: not written{earlier}: {len(result.problems)} problem(s); fix them and import again{others}"
        )
        sys.exit(1)
    counts = Counter(d.decision for d in result.decisions)
    summary = ", ".join(f"{counts[k]} {k}" for k in ("accept", "reject", "change", "link", "add") if counts[k])
    click.echo(
        f"{output}: {len(result.decisions)} decision(s) ({summary or 'none'}) from {result.documents} "
        f"curated document(s); {len(result.problems)} problem(s)"
    )
    if result.undecided:
        shown = ", ".join(result.undecided[:_SHOWN]) + (
            f" and {len(result.undecided) - _SHOWN} more" if len(result.undecided) > _SHOWN else ""
        )
        click.echo(
            f"{output}: no decisions for {len(result.undecided)} of the {result.annotated} annotated file(s) "
            f"(no curated document of them given, or it was refused): {shown}"
        )
    if result.problems:
        sys.exit(1)
