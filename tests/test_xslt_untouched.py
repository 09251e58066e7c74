"""The replacement pass copies an element whole where no rule can change anything below it
(xslt/modules/untouched.xsl). Its list of what rules can change must follow the rules: this
compares the stylesheet with a copy that never takes that short cut, on every sample and real
file, annotated, with a policy and in pseudonym mode."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import SHARED
from lxml import etree

from teianon.cli import main
from teianon.detect import loaded_detectors
from teianon.policy import load_policy
from teianon.read.xmlio import parse_file
from teianon.replace.hidden import HiddenStrings
from teianon.replace.inventory import read_inventory
from teianon.replace.xslt import _processor, stylesheet_path

ROOT = Path(__file__).resolve().parent.parent
SHORT_CUT = '<xsl:copy-of select="."/>'
NO_SHORT_CUT = '<xsl:copy><xsl:apply-templates select="@*, node()"/></xsl:copy>'


def _compile(path: Path):
    return _processor().new_xslt30_processor().compile_stylesheet(stylesheet_file=str(path))


@pytest.fixture(scope="module")
def stylesheets(tmp_path_factory):
    folder = tmp_path_factory.mktemp("xslt")
    shutil.copytree(stylesheet_path().parent, folder / "xslt")
    untouched = folder / "xslt" / "modules" / "untouched.xsl"
    text = untouched.read_text(encoding="utf-8")
    assert text.count(SHORT_CUT) == 1
    untouched.write_text(text.replace(SHORT_CUT, NO_SHORT_CUT), encoding="utf-8")
    return _compile(stylesheet_path()), _compile(folder / "xslt" / "teianon.xsl")


@pytest.fixture(scope="module")
def annotated(tmp_path_factory):
    folder = tmp_path_factory.mktemp("annotated")
    inputs = [str(ROOT / "samples")]
    real = SHARED / "data" / "tei-cmc"  # the real files too, where ../shared is beside the clone
    if real.is_dir():
        inputs.append(str(real))
    result = CliRunner().invoke(main, ["annotate", *inputs, "-o", str(folder), "-q"])
    assert result.exit_code == 0, result.output
    return sorted(folder.rglob("*.xml"))


def _run(executable, path: Path, parameters: dict[str, str]) -> str:
    processor = _processor()
    values = {"run-date": "2026-01-01", "document-seed": "fixed", "policy-json": "{}", "hidden-json": "{}",
              "replacement": "placeholders", "surrogates-json": "{}", "task": "anonymise", "markup": "docc"}
    for name, value in (values | parameters).items():
        executable.set_parameter(name, processor.make_string_value(value))
    document = processor.parse_xml(xml_text=etree.tostring(parse_file(path), encoding="unicode"))
    return executable.transform_to_string(xdm_node=document)


def test_the_short_cut_changes_no_output(stylesheets, annotated):
    fast, slow = stylesheets
    policy = load_policy(ROOT / "samples" / "policy-docc21.toml")[0].with_keep(()).as_json()
    compared = 0
    for path in annotated:
        tree = parse_file(path)
        hidden = HiddenStrings(tuple(loaded_detectors())).json(tree.getroot(), read_inventory(tree, str(path)))
        for parameters in ({}, {"policy-json": policy}, {"hidden-json": hidden}, {"markup": "guidelines"}):
            assert _run(fast, path, parameters) == _run(slow, path, parameters), (path.name, parameters)
            compared += 1
    assert compared >= 16
