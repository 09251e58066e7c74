"""What a release carries: one version everywhere, the citation file, the changelog, the licences
and the TEI schema shipped for --tei-all."""

from __future__ import annotations

import re
import tomllib

import yaml
from click.testing import CliRunner
from conftest import ROOT, SAMPLES
from lxml import etree

from teianon import __version__
from teianon.cli import main
from teianon.read.tei import TEI_NS
from teianon.resources import TEI_ALL_RELEASE, tei_all

T = {"t": TEI_NS}
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_the_package_takes_its_version_from_teianon_init():
    project = PYPROJECT["project"]
    assert "version" not in project and project["dynamic"] == ["version"]
    assert PYPROJECT["tool"]["hatch"]["version"]["path"] == "teianon/__init__.py"
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_version_option_tei_header_change_record_and_citation_agree(tmp_path):
    result = CliRunner().invoke(main, ["--version"])
    assert result.exit_code == 0 and result.output.strip() == f"teianon, version {__version__}"
    result = CliRunner().invoke(main, ["run", str(SAMPLES / "chat-en-untokenised.xml"), "-o", str(tmp_path / "out"),
                                       "--annotated", str(tmp_path / "ann")])
    assert result.exit_code == 0, result.output
    for folder in ("out", "ann"):
        tree = etree.parse(str(tmp_path / folder / "chat-en-untokenised.xml"))
        [application] = tree.xpath("//t:application[@ident='teianon']", namespaces=T)
        assert application.get("version") == __version__
    [change] = etree.parse(str(tmp_path / "out" / "chat-en-untokenised.xml")).xpath(
        "//t:revisionDesc/t:change[@who='#teianon']", namespaces=T)
    assert change.text.startswith(f"Anonymised by teianon {__version__}:")
    citation = yaml.safe_load((ROOT / "CITATION.cff").read_text())
    assert citation["cff-version"] == "1.2.0" and str(citation["version"]) == __version__
    # The stylesheet run on its own (Saxon, Oxygen) says the same version.
    stylesheet = etree.parse(str(ROOT / "xslt" / "teianon.xsl"))
    [param] = stylesheet.xpath("//*[local-name()='param'][@name='teianon-version']")
    assert param.get("select") == f"'{__version__}'"


def test_the_changelog_has_this_version_and_an_unreleased_section():
    text = (ROOT / "CHANGELOG.md").read_text()
    versions = re.findall(r"^## \[([^\]]+)\]", text, re.MULTILINE)
    assert versions[0] == "Unreleased" and __version__ in versions
    # Keep a Changelog: every version heading has its link at the foot.
    for version in versions:
        assert re.search(rf"^\[{re.escape(version)}\]: https://", text, re.MULTILINE)


def test_the_shipped_tei_all_is_the_named_release_and_its_licence_is_listed():
    head = tei_all().read_text(encoding="utf-8")[:2000]
    # The header separates "Version" and the number by a no-break space.
    assert re.search(rf"TEI Edition: P5 Version\s{re.escape(TEI_ALL_RELEASE)}\. ", head) and "BSD-2" in head
    licences = (ROOT / "docs" / "reference" / "licences.md").read_text()
    assert "teianon/schemas/tei_all.rng" in licences and TEI_ALL_RELEASE in licences
    for text in re.findall(r"`(LICENSES/[^`]+)`", licences):
        assert (ROOT / text).is_file(), text
    assert set(PYPROJECT["project"]["license-files"]) >= {"LICENSE", "LICENSES/*", "docs/reference/licences.md"}


def test_check_tei_all_without_a_file_uses_the_shipped_schema(tmp_path, monkeypatch):
    # The DOCC sample's plain @id is not TEI P5: the shipped schema must have been used to say so.
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["check", str(SAMPLES / "corpus-docc21.xml"), "--tei-all", "-q"])
    assert result.exit_code == 1
    assert "release: no (validation: 1 file(s) failed; audit not run: " in result.stdout
    missing = CliRunner().invoke(main, ["check", str(SAMPLES / "corpus-docc21.xml"), "--tei-all", "no-such.rng"])
    assert missing.exit_code == 2 and "no-such.rng: no such file" in missing.output


def test_the_contributors_hooks_pin_the_dev_extras_versions():
    pins = dict(re.fullmatch(r"([\w-]+)==([\d.]+)", spec).groups()
                for spec in PYPROJECT["project"]["optional-dependencies"]["dev"] if "==" in spec)
    repos = {repo["repo"].rsplit("/", 1)[-1]: repo for repo in
             yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text())["repos"]}
    assert repos["ruff-pre-commit"]["rev"] == f"v{pins['ruff']}"
    assert repos["mirrors-mypy"]["rev"] == f"v{pins['mypy']}"
    assert {hook["id"] for hook in repos["ruff-pre-commit"]["hooks"]} == {"ruff-check", "ruff-format"}
