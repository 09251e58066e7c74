"""Output file names that name no one: ``--rename`` numbers the outputs (``doc-0001.xml``) and
keeps what each number stands for in a private mapping file, outside the published folder.

The outputs are flattened into the output folder: a folder's name (``Familie_Schmidt/``) can
identify as well as a file's, and numbered folders would only say how the sources were sorted.
The mapping file is a TSV of ``output`` (the number's file name) and ``source`` (the original
path, relative to its input folder; ``#2`` for the second conversation of an import). Read
again on the next run, it keeps every number: re-running, reviewing and anonymising name a
source by the same file each time.
"""

from __future__ import annotations

from pathlib import Path

from ..errors import TeianonError
from ..read.xmlio import write_atomic

PREFIX = "doc"
HEADER = "output\tsource"


def default_map(output: Path, key: Path | None = None) -> Path:
    """Where the mapping goes unless the user names a file: beside the key file (pseudonym mode:
    the two secrets together), else beside the output folder (``out/`` -> ``out-names.tsv``)."""
    if key is not None:
        return key.with_name(f"{key.stem}-names.tsv")
    output = output.resolve() if output.name in ("", ".", "..") else output
    return output.with_name(f"{output.name}-names.tsv")


class RenameMap:
    """Original relative path <-> numbered output name, kept in ``path`` (owner-only, atomic)."""

    def __init__(self, path: Path, output: Path) -> None:
        resolved, folder = path.resolve(), output.resolve()
        if resolved == folder or folder in resolved.parents:
            raise TeianonError(
                "the mapping of file names would be published with the corpus: "
                "name a file outside the output folder (--rename-map)",
                path,
            )
        self.path = path
        self.by_source: dict[str, str] = {}
        if path.is_file():
            self._read()

    def _read(self) -> None:
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeError) as err:
            raise TeianonError(f"cannot read the mapping of file names: {err}", self.path) from None
        for number, line in enumerate(lines, 1):
            if number == 1 and line == HEADER or not line.strip():
                continue
            output, tab, source = line.partition("\t")
            if not tab or not output or not source:
                raise TeianonError("expected OUTPUT<TAB>SOURCE", self.path, number)
            self.by_source[source] = output

    @property
    def by_output(self) -> dict[str, str]:
        return {output: source for source, output in self.by_source.items()}

    def name_for(self, source: str) -> str:
        """The output name of ``source``: the one it had before, else the next free number."""
        known = self.by_source.get(source)
        if known is not None:
            return known
        taken = set(self.by_source.values())
        number = len(taken) + 1
        while (name := f"{PREFIX}-{number:04}.xml") in taken:
            number += 1
        self.by_source[source] = name
        return name

    def save(self) -> None:
        """Written before any output (as the key is): no published file without its entry."""
        rows = [HEADER] + [
            f"{output}\t{source}" for source, output in sorted(self.by_source.items(), key=lambda item: item[1])
        ]
        data = ("\n".join(rows) + "\n").encode("utf-8")
        # Like the key file: it undoes the renaming, so only its owner reads it, from the first byte on.
        write_atomic(self.path, lambda out: out.write(data), secret=True)


def read_map(path: Path) -> dict[str, str]:
    """Output name -> original relative path, for pairing renamed outputs with their sources."""
    mapping = RenameMap.__new__(RenameMap)
    mapping.path, mapping.by_source = path, {}
    if not path.is_file():
        raise TeianonError("no such mapping file", path)
    mapping._read()
    return mapping.by_output
