"""The stylesheets and schemas teianon ships: inside the installed package (the wheel puts
``xslt/`` and ``schemas/`` there), or beside the package in a source checkout."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def shipped(folder: str, marker: str) -> Path:
    """The folder ``folder`` (``xslt``, ``schemas``) that holds ``marker``; the packaged one first."""
    packaged = resources.files("teianon").joinpath(folder)
    if packaged.joinpath(marker).is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parent.parent / folder
