"""The data commands: ``import`` (exports that are not TEI yet), ``import-bio`` (NER data as gold
TEI), ``train`` (the name tagger) and ``policy show``."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

import click
from lxml import etree

from ..errors import TeianonError
from ..importers import Problem
from ..measure.conll import MAPPINGS, read_bio, to_tei
from ..pipeline.names import RenameMap, default_map
from ..policy import load_policy
from ..read.tei import NS, tei
from ..read.xmlio import write_tree


@click.group()
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


@click.command("import-bio")
@click.argument("source", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "-o", "--output", required=True, type=click.Path(dir_okay=False, path_type=Path), help="The TEI file to write."
)
@click.option(
    "--labels",
    type=click.Choice(sorted(MAPPINGS)),
    default="conll",
    show_default=True,
    help="How the file's labels map to teianon's categories.",
)
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
        rows = read_bio(source, token_column, label_column)
        tree = to_tei(rows, MAPPINGS[labels], source.stem, source, gold=not no_gold)
        write_tree(tree, output)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None


@click.command("import")
@click.argument("source_format", metavar="FORMAT")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder for the TEI files, one per conversation: doc-0001.xml, doc-0002.xml … (with --keep-names: "
    "NAME.xml, or NAME-1.xml, NAME-2.xml … for more).",
)
@click.option(
    "--option",
    "options",
    multiple=True,
    metavar="KEY=VALUE",
    help="A format option, e.g. text=message or author=from.name; repeatable (see 'Import formats' in "
    "the documentation).",
)
@click.option("--encoding", default=None, help="Read the inputs in this encoding (default: detected).")
@click.option("--keep-ids", is_flag=True, help="Keep the source's message ids (@n); they identify, so off by default.")
@click.option("--tokenise", is_flag=True, help="Split the texts into <w> tokens with SoMaJo (extra: tokenise).")
@click.option("--date", "run_date", metavar="YYYY-MM-DD", default=None, help="Date of the import record.")
@click.option(
    "--rename/--keep-names",
    default=True,
    show_default=True,
    help="Number the TEI files (doc-0001.xml …) instead of naming them after the inputs, whose names "
    "often name a person or a phone number; the mapping goes to --rename-map.",
)
@click.option(
    "--rename-map",
    "rename_map_file",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="The private mapping of numbered names to input files (TSV, owner-only; default: "
    "OUTPUT-names.tsv beside OUTPUT). Read again on the next import: an input keeps its number.",
)
def import_command(
    source_format: str,
    inputs: tuple[Path, ...],
    output: Path,
    options: tuple[str, ...],
    encoding: str | None,
    keep_ids: bool,
    tokenise: bool,
    run_date: str | None,
    rename: bool,
    rename_map_file: Path | None,
) -> None:
    """Turn exports that are not TEI yet into TEI-CMC (TEI P5 with post).

    FORMAT is one of csv, tsv, json, jsonl, chatlog, irc, whatsapp, mbox, text, telegram, slack, discord, reddit (a
    wrong one lists them; the documentation's 'Import formats' gives the options of each). A line that cannot be read is
    reported as file:line: what and skipped; a file that cannot be read at all gets nothing
    written. INPUTS are files; slack also reads an export folder or its .zip.

    \b
    Examples:
      teianon import csv export.csv -o tei/
      teianon import whatsapp chat.txt -o tei/ --tokenise
      teianon import json posts.jsonl -o tei/ --option text=body.text --option author=user.name
      teianon import csv export.csv -o tei/ --keep-names
    """
    import zipfile

    from ..errors import InputError
    from ..importers import load_bundled
    from ..importers.encoding import decode
    from ..importers.sniff import nothing_read
    from ..importers.stream import can_stream, import_streamed, stream_bytes
    from ..importers.tei import conversation_tei
    from ..read.xmlio import read_file

    registry = load_bundled()
    if source_format not in registry:
        raise click.BadParameter(f"{source_format!r}: choose one of {', '.join(sorted(registry))}", param_hint="FORMAT")
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
    names = _rename_map(rename, rename_map_file, output, inputs)
    failed = written = skipped = 0
    made: dict[Path, Path] = {}
    for path in inputs:
        problems: list[Problem] = []
        if can_stream(importer) and path.is_file() and path.stat().st_size > stream_bytes():
            # A large export: read twice line by line, written post by post (bounded memory).
            [target] = _targets(output, path, 1, names)
            if target in made:
                click.echo(f"{path}: would overwrite {target}, made from {made[target]}; rename one of them", err=True)
                failed += 1
                continue
            try:
                if names is not None:
                    names.save()  # before the output: no numbered file without its entry
                with click.progressbar(length=path.stat().st_size, label=f"{path.name}", file=sys.stderr) as bar:
                    import_streamed(
                        importer,
                        path,
                        target,
                        source_format,
                        settings,
                        encoding,
                        keep_ids,
                        tokenise,
                        run_date,
                        problems,
                        bar.update,
                        label=target.stem if names is not None else None,
                    )
            except TeianonError as err:
                click.echo(str(err), err=True)
                failed += 1
                continue
            except (ValueError, RecursionError, UnicodeError) as err:
                click.echo(_cannot_import(path, err), err=True)
                failed += 1
                continue
            skipped += _report(path, problems)
            made[target] = path
            written += 1
            continue
        try:
            # An export of many files (Slack's folder or zip) is read by the importer itself.
            if hasattr(importer, "read_export") and (path.is_dir() or zipfile.is_zipfile(path)):
                conversations = list(importer.read_export(path, problems))
                text = ""
            elif path.is_dir():
                raise InputError(f"a folder; {source_format} reads files", str(path))
            else:
                text, _ = decode(read_file(path), path, encoding)
                # Old Mac exports end lines in \r alone; every importer reads \n.
                text = text.replace("\r\n", "\n").replace("\r", "\n")
                # The file name (not its path) titles the document: a path may name the person.
                conversations = list(importer.read(text, path.name, problems))
            if not any(c.messages for c in conversations):
                raise InputError(nothing_read(text, source_format, str(path)), path)
            trees = [
                conversation_tei(c, source_format, settings, path.name, keep_ids, tokenise, run_date)
                for c in conversations
            ]
        except TeianonError as err:
            click.echo(str(err), err=True)
            failed += 1
            continue
        except (ValueError, RecursionError, UnicodeError) as err:
            # A structure the format's reader cannot take (nesting too deep, a field too long).
            click.echo(_cannot_import(path, err), err=True)
            failed += 1
            continue
        targets = _targets(output, path, len(trees), names)
        if names is not None:
            _title_by_number(trees, targets, path.name)
        clash = next((t for t in targets if t in made), None)
        if clash is not None:
            click.echo(f"{path}: would overwrite {clash}, made from {made[clash]}; rename one of them", err=True)
            failed += 1
            continue
        skipped += _report(path, problems)
        if names is not None:
            names.save()  # before the outputs: no numbered file without its entry
        for tree, target in zip(trees, targets, strict=True):
            write_tree(tree, target)
            made[target] = path
            written += 1
    click.echo(f"{written} TEI file(s) written to {output}; {skipped} line(s) skipped; {failed} file(s) failed")
    if names is not None and written:
        click.echo(
            f"file names numbered; what each stands for is kept in {names.path} "
            "(private: keep it apart from the corpus)"
        )
    if failed:
        sys.exit(1)


def _rename_map(rename: bool, path: Path | None, output: Path, inputs: tuple[Path, ...]) -> RenameMap | None:
    if not rename:
        if path is not None:
            raise click.BadParameter("not with --keep-names", param_hint="--rename-map")
        return None
    try:
        names = RenameMap(path or default_map(output), output)
    except TeianonError as err:
        raise click.ClickException(str(err)) from None
    if names.path.resolve() in {p.resolve() for p in inputs}:
        raise click.BadParameter(f"{names.path} would write over an input", param_hint="--rename-map")
    return names


def _report(path: Path, problems: list[Problem]) -> int:
    """``file:line: what`` for each problem of a file read; how many lines were skipped."""
    for problem in problems:
        where = f"{path}:{problem.line}" if problem.line else str(path)
        click.echo(f"{where}: {problem.what}" + (" (skipped)" if problem.skipped else ""), err=True)
    return sum(1 for p in problems if p.skipped)


def _cannot_import(path: Path, err: Exception) -> str:
    return f"{path}: cannot import: {str(err).splitlines()[0] if str(err) else type(err).__name__}"


def _targets(output: Path, path: Path, count: int, names: RenameMap | None) -> list[Path]:
    """The files of ``count`` conversations of ``path``: numbered (the second and later of a
    file as ``PATH#2`` … in the mapping), or after the input's stem."""
    if names is not None:
        return [output / names.name_for(str(path) if n == 1 else f"{path}#{n}") for n in range(1, count + 1)]
    return [output / (f"{path.stem}.xml" if count == 1 else f"{path.stem}-{n}.xml") for n in range(1, count + 1)]


def _title_by_number(trees: list[etree._ElementTree], targets: list[Path], name: str) -> None:
    """A renamed document names its number where it named its input file (the title an importer
    took from the file name, the source description): the file name may name the person."""
    from ..importers.tei import mark_own

    places = ("tei:teiHeader/tei:fileDesc/tei:titleStmt/tei:title", "tei:teiHeader/tei:fileDesc/tei:sourceDesc/tei:p")
    for tree, target in zip(trees, targets, strict=True):
        root = tree.getroot()
        if root.tag != tei("TEI"):
            continue
        for element in (e for place in places for e in root.iterfind(place, NS)):
            if element.text and name in element.text:
                element.text = element.text.replace(name, target.stem)
        mark_own(root, target.stem)


@click.command("train")
@click.option(
    "--data",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    required=True,
    help="Folder holding germeval2014/, mobie/, btc/ and wnut17/ with their train files "
    "(and the text_* corpora for --clusters).",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Model file to write (default: the model teianon ships, teianon/tagger/model/names.crfsuite).",
)
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the chat-noise copies and the clusters.")
@click.option(
    "--clusters",
    "rebuild",
    is_flag=True,
    help="First build the word-cluster table from the text_* corpora (needs teianon[train]; "
    "about half an hour on two cores).",
)
@click.option(
    "--without",
    multiple=True,
    type=click.Choice(["germeval", "mobie", "btc", "wnut17", "uner", "europeana"]),
    help="Leave out a training set (repeatable; uner and europeana train only the decision model).",
)
@click.option(
    "--with-europeana",
    "europeana",
    is_flag=True,
    help="Add the Europeana Newspapers German NER data (europeana_ner_de/; not in the shipped model).",
)
@click.option(
    "--decision",
    is_flag=True,
    help="Train the decision model (teianon/decide/model/decision.json) instead of the tagger: "
    "candidates from the detectors on the train splits, weighed by a calibrated logistic regression "
    "(needs teianon[train]; about 15 minutes on two cores).",
)
def train_command(
    data: Path, output: Path | None, seed: int, rebuild: bool, without: tuple[str, ...], europeana: bool, decision: bool
) -> None:
    """Train the name tagger (a CRF) on the train splits of the NER corpora; takes minutes.

    With --clusters it first builds the word-class table teianon/tagger/model/clusters.marisa,
    and the features include the classes (wherever that table is; the shipped model has none).
    The same data, table and seed give the same model file. A model card (JSON: sources,
    licences, parameters, checksums) is written beside it.

    \b
    With --decision it trains the decision model that weighs every candidate name's evidence
    (docs/performance/accuracy.md); its card (decision.card.json) reports how often each
    certainty band was right on each training set when that set was left out.

    \b
    Examples:
      teianon train --data ../shared/data -o names.crfsuite
      teianon train --data ../shared/data --decision
    """
    if decision:
        _train_decision(data, output, seed, frozenset(without))
        return
    from ..tagger.corpora import DEFAULT, EUROPEANA
    from ..tagger.train import MODEL, train

    chosen = [c for c in DEFAULT + (EUROPEANA if europeana else ()) if c.name not in without]
    missing = [c.path for c in chosen if not (data / c.path).is_file()]
    if missing:
        raise click.ClickException(f"{data}: missing training file(s): {', '.join(missing)}")
    if rebuild:
        from ..tagger import clusters

        absent = [s.path for s in clusters.SOURCES if not (data / s.path).is_file()]
        if absent:
            raise click.ClickException(f"{data}: missing text file(s): {', '.join(absent)}")
        try:
            for module in ("gensim", "sklearn"):
                importlib.import_module(module)
        except ImportError:
            raise click.ClickException(
                "--clusters needs gensim and scikit-learn: pip install 'teianon[train]'"
            ) from None
        click.echo("learning word clusters from the text_* corpora …", err=True)
        table = clusters.build(data, seed=seed)
        click.echo(f"{clusters.TABLE}: {table['words']:,} words, {table['seconds']:.0f} s", err=True)
    click.echo(f"training the name tagger on {', '.join(dict.fromkeys(c.name for c in chosen))} (minutes) …", err=True)
    target = output or MODEL
    card = train(data, target, seed=seed, corpora=chosen)
    click.echo(
        f"{target}: {card['bytes'] / 1e6:.1f} MB, {card['tokens']:,} training tokens, "
        f"{card['training_seconds']:.0f} s, sha256 {card['sha256'][:16]}"
    )


def _train_decision(data: Path, output: Path | None, seed: int, without: frozenset[str]) -> None:
    from ..decide import train as decision
    from ..decide.model import MODEL

    missing = [
        c.path for c in (*decision.TRAINING, decision.UNER, *decision.EUROPEANA) if not (data / c.path).is_file()
    ]
    if missing:
        raise click.ClickException(f"{data}: missing training file(s): {', '.join(missing)}")
    try:
        importlib.import_module("sklearn")
    except ImportError:
        raise click.ClickException("--decision needs scikit-learn: pip install 'teianon[train]'") from None
    target = output or MODEL
    card = decision.train(data, target, seed=seed, limit=decision.LIMIT, progress=True, without=without)
    click.echo(f"{target}: {sum(card['candidates'].values()):,} candidates, {card['training_seconds']:.0f} s")  # type: ignore[attr-defined]
