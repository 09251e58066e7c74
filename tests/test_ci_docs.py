"""The CI documentation runs as written: the teianon command lines of docs/ci/*.yml on the samples
laid out as the docs assume, the pre-commit hooks of .pre-commit-hooks.yaml, and the CI guide's (docs/guide/ci.md)
example of teianon check."""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

import pytest
import yaml
from ci_helpers import valid_junit, valid_sarif
from click.testing import CliRunner
from conftest import ROOT

from teianon import __version__
from teianon.cli import main

DOCS = ROOT / "docs" / "ci"


def shell_lines(script: str) -> list[str]:
    """The command lines of a shell script (a run: block, a script: entry), continuations joined."""
    joined = re.sub(r"\\\n\s*", " ", script)
    return [line.strip() for line in joined.splitlines() if line.strip() and not line.strip().startswith("#")]


def github_steps() -> list[dict]:
    workflow = yaml.safe_load((DOCS / "github-actions.yml").read_text())
    # YAML 1.1 reads the key "on" as true; GitHub reads it as "on".
    assert set(workflow.get("on", workflow.get(True))) == {"push", "pull_request"}
    [job] = workflow["jobs"].values()
    return job["steps"]


def gitlab_job() -> dict:
    pipeline = yaml.safe_load((DOCS / "gitlab-ci.yml").read_text())
    return pipeline["teianon"]


def commands(lines: list[str]) -> list[list[str]]:
    return [shlex.split(line) for line in lines if line.startswith("teianon ")]


def github_commands() -> list[list[str]]:
    return commands([line for step in github_steps() if "run" in step for line in shell_lines(step["run"])])


def gitlab_commands() -> list[list[str]]:
    job = gitlab_job()
    return commands([line for entry in job["before_script"] + job["script"] for line in shell_lines(entry)])


def option(command: list[str], name: str) -> list[str]:
    return [command[i + 1] for i, word in enumerate(command) if word == name]


def reports(command: list[str]) -> dict[str, str]:
    return {command[i + 1]: command[i + 2] for i, word in enumerate(command) if word == "--report"}


def without_tei_all(command: list[str]) -> list[str]:
    # --tei-all takes no file in the workflows: the schema teianon ships.
    return [word for word in command if word != "--tei-all"]


WORKFLOWS = {"github-actions": github_commands, "gitlab-ci": gitlab_commands}


@pytest.mark.parametrize("workflow", sorted(WORKFLOWS))
def test_the_workflow_checks_the_corpus_and_writes_its_reports(workflow: str, repo: Path):
    [command] = WORKFLOWS[workflow]()
    assert command[:2] == ["teianon", "check"] and "--tei-all" in command
    assert option(command, "--tei-all")[0].startswith("--")  # no file: nothing to download first
    assert set(reports(command)) == {"junit", "sarif"}
    # The documented layout: corpus/, review/, policy.toml (without the 10 s of compiling tei_all).
    result = CliRunner().invoke(main, without_tei_all(command)[1:])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == "release: yes"
    suites = valid_junit(repo / reports(command)["junit"]).findall("testsuite")
    assert [(s.get("name"), s.get("tests"), s.get("failures")) for s in suites] == [("validation", "4", "0"),
                                                                                     ("audit", "4", "0"),
                                                                                     ("review", "4", "0")]
    results = valid_sarif(repo / reports(command)["sarif"])["runs"][0]["results"]
    assert {r["ruleId"] for r in results} == {"audit/possible-leak"} and len(results) == 4
    if "--format" in command:
        assert option(command, "--format") == ["github"]
        assert sum(line.startswith("::warning file=corpus/") for line in result.stdout.splitlines()) == 4


@pytest.mark.parametrize("workflow", sorted(WORKFLOWS))
def test_the_workflow_with_tei_all_fails_on_the_dortmund_sample(workflow: str, repo: Path):
    # The shipped schema: the workflows download nothing.
    assert not (repo / "tei_all.rng").exists()
    [command] = WORKFLOWS[workflow]()
    result = CliRunner().invoke(main, command[1:])
    # DOCC 2.1's plain @id is not TEI P5: the job fails, and says where.
    assert result.exit_code == 1
    assert result.stdout.splitlines()[-1] == "release: no (validation: 1 file(s) failed)"
    failed = [c.get("name") for c in valid_junit(repo / reports(command)["junit"]).iter("testcase")
              if c.find("failure") is not None]
    assert failed == ["corpus/corpus-docc21.xml"]
    rules = {r["ruleId"] for r in valid_sarif(repo / reports(command)["sarif"])["runs"][0]["results"]}
    assert any(rule.startswith("validate/tei_all") for rule in rules)  # the schema's file name


def test_the_github_workflow_uploads_what_the_check_writes_even_when_it_fails():
    steps = github_steps()
    [command] = github_commands()
    written = reports(command)
    [upload] = [s for s in steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif@")]
    assert upload["with"]["sarif_file"] == written["sarif"]
    [keep] = [s for s in steps if s.get("uses", "").startswith("actions/upload-artifact@")]
    assert set(keep["with"]["path"].split()) == set(written.values())
    for step in (upload, keep):
        assert step["if"] in ("${{ !cancelled() }}", "always()")
    # Nothing is fetched but teianon itself.
    assert not [s for s in steps if re.search(r"curl|wget|urlretrieve|tei_all", s.get("run", ""))]
    [install] = [s for s in steps if "pip install" in s.get("run", "")]
    assert "pip install teianon==" in install["run"]


def test_the_gitlab_job_keeps_the_junit_report_even_when_it_fails():
    job = gitlab_job()
    [command] = gitlab_commands()
    assert job["artifacts"]["when"] == "always"
    assert job["artifacts"]["reports"]["junit"] == reports(command)["junit"]
    assert set(job["artifacts"]["paths"]) == set(reports(command).values())
    assert not [line for line in job["before_script"] if re.search(r"curl|wget|urlretrieve|tei_all", line)]
    assert any("pip install teianon==" in line for line in job["before_script"])


def hooks() -> dict[str, dict]:
    defined = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    return {hook["id"]: hook for hook in defined}


def test_the_pre_commit_hooks_are_well_formed():
    found = hooks()
    assert sorted(found) == ["teianon-audit", "teianon-validate"]
    for hook in found.values():
        # What pre-commit requires of a hook, and a command teianon has.
        assert {"id", "name", "entry", "language"} <= set(hook) and hook["language"] == "python"
        program, command = hook["entry"].split()[:2]
        assert program == "teianon" and command in main.commands
    pattern = re.compile(found["teianon-validate"]["files"])
    assert pattern.search("corpus/chat.xml") and not pattern.search("policy.toml")
    assert found["teianon-audit"]["pass_filenames"] is False  # the whole corpus, not the staged files


def run_hook(hook: dict, files: list[str]) -> object:
    """The hook as pre-commit runs it: entry, args, then the files (unless pass_filenames is false)."""
    words = shlex.split(hook["entry"]) + list(hook.get("args", []))
    if hook.get("pass_filenames", True):
        words += [f for f in files if re.search(hook.get("files", ""), f)]
    return CliRunner().invoke(main, words[1:])


def test_the_pre_commit_hooks_run_on_the_samples(repo: Path):
    staged = sorted(str(p.relative_to(repo)) for p in repo.rglob("*") if p.is_file())
    validate = run_hook(hooks()["teianon-validate"], staged)
    assert validate.exit_code == 0, validate.output
    assert validate.stderr.strip() == "8 file(s) checked: 8 valid, 0 not valid, 0 with warnings"
    audit = run_hook(hooks()["teianon-audit"], staged)
    assert audit.exit_code == 0, audit.output
    assert "audit             4       0       0         4" in audit.stdout
    # A leak stops the commit.
    leaky = repo / "corpus" / "forum-de.xml"
    original = (repo / "review" / "forum-de.xml").read_text()
    name = re.search(r'<persName[^>]*>([^<\[]+)</persName>', original).group(1).strip()
    leaky.write_text(leaky.read_text().replace("</post>", f" {name}</post>", 1))
    assert run_hook(hooks()["teianon-audit"], staged).exit_code == 1


def docs_block(after: str, language: str) -> str:
    text = (ROOT / "docs" / "guide" / "ci.md").read_text()
    start = text.index(after)
    match = re.compile(rf"```{language}\n(.*?)```", re.DOTALL).search(text, start)
    assert match is not None
    return match.group(1)


def test_the_docs_show_what_teianon_check_really_prints(repo: Path):
    shown = docs_block("On the shipped samples laid out this way", "").splitlines()
    result = CliRunner().invoke(main, ["check", "corpus/", "--annotated", "review/", "--policy", "policy.toml"])
    printed = result.stdout.splitlines()
    assert result.exit_code == 0
    # The table and the verdict exactly; the problem lines alike but for their line numbers.
    assert shown[-5:] == printed[-5:]
    assert [re.sub(r":\d+:", ":N:", line) for line in shown[:-5]] == \
        [re.sub(r":\d+:", ":N:", line) for line in printed[:-5]]


def test_the_docs_pre_commit_configuration_names_the_hooks():
    config = yaml.safe_load(docs_block("A corpus repository adds them", "yaml"))
    [repository] = config["repos"]
    # A real address, the one the package's metadata names, and the tag of this version.
    urls = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["urls"]
    assert repository["repo"] == urls["Repository"] and repository["rev"] == f"v{__version__}"
    assert len(docs_block("A corpus repository adds them", "yaml").strip().splitlines()) == 4  # repos: + 3
    assert {hook["id"] for hook in repository["hooks"]} == set(hooks())
