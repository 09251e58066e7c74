"""The data commands: ``import`` (exports that are not TEI yet), ``import-bio`` (NER data as gold
TEI), ``train`` (the name tagger) and ``policy show``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ..errors import TeianonError
from ..measure.conll import MAPPINGS, read_bio, to_tei
from ..policy import load_policy
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


@click.command("import")
@click.argument("source_format", metavar="FORMAT")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-o", "--output", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Folder for the TEI files (one per conversation: NAME.xml, or NAME-1.xml, NAME-2.xml … for more).")
@click.option("--option", "options", multiple=True, metavar="KEY=VALUE",
              help="A format option, e.g. text=message or author=from.name; repeatable (see 'Import formats' in the documentation).")
@click.option("--encoding", default=None, help="Read the inputs in this encoding (default: detected).")
@click.option("--keep-ids", is_flag=True, help="Keep the source's message ids (@n); they identify, so off by default.")
@click.option("--tokenise", is_flag=True, help="Split the texts into <w> tokens with SoMaJo (extra: tokenise).")
@click.option("--date", "run_date", metavar="YYYY-MM-DD", default=None, help="Date of the import record.")
def import_command(source_format: str, inputs: tuple[Path, ...], output: Path, options: tuple[str, ...],
                   encoding: str | None, keep_ids: bool, tokenise: bool, run_date: str | None) -> None:
    """Turn exports that are not TEI yet into TEI-CMC (TEI P5 with post).

    FORMAT is one of csv, tsv, json, jsonl, chatlog, irc, whatsapp, mbox, text (a wrong one
    lists them; the documentation's 'Import formats' gives the options of each). A line that cannot be read is
    reported as file:line: what and skipped; a file that cannot be read at all gets nothing
    written.

    \b
    Examples:
      teianon import csv export.csv -o tei/
      teianon import whatsapp chat.txt -o tei/ --tokenise
      teianon import json posts.jsonl -o tei/ --option text=body.text --option author=user.name
    """
    from ..errors import InputError
    from ..importers import Problem, load_bundled
    from ..importers.encoding import decode
    from ..importers.sniff import nothing_read
    from ..importers.stream import can_stream, import_streamed, stream_bytes
    from ..importers.tei import conversation_tei
    from ..read.xmlio import read_file

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
        if can_stream(importer) and path.is_file() and path.stat().st_size > stream_bytes():
            # A large export: read twice line by line, written post by post (bounded memory).
            target = output / f"{path.stem}.xml"
            if target in made:
                click.echo(f"{path}: would overwrite {target}, made from {made[target]}; rename one of them", err=True)
                failed += 1
                continue
            try:
                with click.progressbar(length=path.stat().st_size, label=f"{path.name}", file=sys.stderr) as bar:
                    import_streamed(importer, path, target, source_format, settings, encoding, keep_ids, tokenise,
                                    run_date, problems, bar.update)
            except TeianonError as err:
                click.echo(str(err), err=True)
                failed += 1
                continue
            except (ValueError, RecursionError, UnicodeError) as err:
                click.echo(f"{path}: cannot import: {str(err).splitlines()[0] if str(err) else type(err).__name__}", err=True)
                failed += 1
                continue
            for problem in problems:
                where = f"{path}:{problem.line}" if problem.line else str(path)
                click.echo(f"{where}: {problem.what}" + (" (skipped)" if problem.skipped else ""), err=True)
            skipped += sum(1 for p in problems if p.skipped)
            made[target] = path
            written += 1
            continue
        try:
            text, _ = decode(read_file(path), path, encoding)
            # Old Mac exports end lines in \r alone; every importer reads \n.
            text = text.replace("\r\n", "\n").replace("\r", "\n")
            # The file name (not its path) titles the document: a path may name the person.
            conversations = list(importer.read(text, path.name, problems))
            if not any(c.messages for c in conversations):
                raise InputError(nothing_read(text, source_format, str(path)), path)
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


@click.command("train")
@click.option("--data", type=click.Path(exists=True, file_okay=False, path_type=Path), required=True,
              help="Folder holding germeval2014/, mobie/, btc/ and wnut17/ with their train files "
                   "(and the text_* corpora for --clusters).")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Model file to write (default: the model teianon ships, teianon/tagger/model/names.crfsuite).")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the chat-noise copies and the clusters.")
@click.option("--clusters", "rebuild", is_flag=True,
              help="First build the word-cluster table from the text_* corpora (needs teianon[train]; "
                   "about half an hour on two cores).")
@click.option("--without", multiple=True, type=click.Choice(["germeval", "mobie", "btc", "wnut17"]),
              help="Leave out a training set (repeatable).")
@click.option("--with-europeana", "europeana", is_flag=True,
              help="Add the Europeana Newspapers German NER data (europeana_ner_de/; not in the shipped model).")
def train_command(data: Path, output: Path | None, seed: int, rebuild: bool, without: tuple[str, ...],
                  europeana: bool) -> None:
    """Train the name tagger (a CRF) on the train splits of the NER corpora; takes minutes.

    With --clusters it first builds the word-class table teianon/tagger/model/clusters.marisa,
    and the features include the classes (wherever that table is; the shipped model has none).
    The same data, table and seed give the same model file. A model card (JSON: sources,
    licences, parameters, checksums) is written beside it.

    \b
    Example:
      teianon train --data ../shared/data -o names.crfsuite
    """
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
            import gensim
            import sklearn
        except ImportError:
            raise click.ClickException("--clusters needs gensim and scikit-learn: pip install 'teianon[train]'") from None
        click.echo("learning word clusters from the text_* corpora …", err=True)
        table = clusters.build(data, seed=seed)
        click.echo(f"{clusters.TABLE}: {table['words']:,} words, {table['seconds']:.0f} s", err=True)
    click.echo(f"training the name tagger on {', '.join(dict.fromkeys(c.name for c in chosen))} (minutes) …", err=True)
    target = output or MODEL
    card = train(data, target, seed=seed, corpora=chosen)
    click.echo(f"{target}: {card['bytes'] / 1e6:.1f} MB, {card['tokens']:,} training tokens, "
               f"{card['training_seconds']:.0f} s, sha256 {card['sha256'][:16]}")
