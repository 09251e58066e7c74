"""The input files of a command: every ``*.xml`` under the folders and files a user names."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from ..errors import TeianonError


def xml_files(inputs: Iterable[Path]) -> Iterator[tuple[Path, Path, Path]]:
    """``(file, path relative to its input, the input)`` for every ``*.xml`` of the inputs.

    Folders are searched recursively; hidden files and folders (``.git``, backups) are skipped.
    A ``*.xml`` that is not a regular file (a named pipe) is listed too, so that reading it
    refuses it with a line of its own instead of leaving it out unseen.
    """
    for given in inputs:
        if given.is_dir():
            for path in sorted(p for p in given.rglob("*.xml") if not p.is_dir()):
                relative = path.relative_to(given)
                if not any(part.startswith(".") for part in relative.parts):
                    yield path, relative, given
        elif given.exists():
            yield given, Path(given.name), given
        else:
            raise TeianonError("no such file or folder", given)


def discover(inputs: Iterable[Path], output: Path, annotated: Path | None = None) -> list[tuple[Path, Path]]:
    """``(file, path relative to the output folder)`` for every ``*.xml`` file of the inputs.

    Files inside the output folder or the ``annotated`` folder are left out where those lie
    inside an input folder: they hold earlier results, not inputs.
    """
    found: dict[Path, Path] = {}
    results = [folder.resolve() for folder in (output, annotated) if folder is not None]
    for path, relative, given in xml_files(inputs):
        resolved = path.resolve()
        # A results folder that is the input folder itself (--in-place), or a file named on its
        # own, is still input.
        if any(
            folder in resolved.parents and folder != given.resolve() and given.resolve() != resolved
            for folder in results
        ):
            continue
        if relative in found and found[relative] != path:
            raise TeianonError(f"two inputs map to the same output {relative}: {found[relative]} and {path}")
        found[relative] = path
    return [(path, relative) for relative, path in found.items()]
