"""The house: data flows one way through the stage packages, nothing calls back up into the
pipeline, and the work of a file is done once (detectors loaded, inventory taken, repeats
completed after each change of the annotations only)."""

from __future__ import annotations

import ast
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

import teianon.detect
import teianon.pipeline.annotation
import teianon.pipeline.file as pipeline_file
import teianon.replace.hidden
import teianon.replace.inventory
import teianon.review.stages
from teianon.pipeline.corpus import plan, run_jobs
from teianon.pipeline.settings import Settings
from teianon.review.decisions import DecisionsFile

PACKAGE = Path(teianon.__file__).resolve().parent
# Beside the tests, not beside the package: CI tests an installed wheel.
SAMPLES = Path(__file__).resolve().parent.parent / "samples"

# The stages in the order a file passes through them (docs/contributing/index.md), each with
# what may sit beside it. A module imports only from its own rank or below.
RANKS = {
    "errors": 0, "mention": 0, "resources": 0, "teianon": 0, "lazy": 0,
    "read": 1, "config": 1, "policy": 1,
    "detect": 2, "lists": 2, "tagger": 2,
    "decide": 3,
    "annotate": 4,
    "review": 5,
    "replace": 6,
    "pseudonym": 7,
    "checks": 8, "measure": 8, "importers": 8,
    "pipeline": 9,
    "cli": 10, "__main__": 10,
}


def _module(path: Path) -> tuple[str, str]:
    """(module name, package its relative imports start from)."""
    parts = ["teianon", *path.relative_to(PACKAGE).with_suffix("").parts]
    if parts[-1] == "__init__":
        parts.pop()
        return ".".join(parts), ".".join(parts)
    return ".".join(parts), ".".join(parts[:-1])


def _imports() -> list[tuple[str, str, int]]:
    """(importing module, imported teianon module, line) for every import in the package."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module, package = _module(path)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                targets = [f"{target}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                continue
            found += [(module, t, node.lineno) for t in targets if t.split(".")[0] == "teianon"]
    return found


def _area(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "teianon"


def test_every_area_of_the_package_has_a_rank():
    areas = {_area(_module(path)[0]) for path in PACKAGE.rglob("*.py")}
    assert areas <= set(RANKS), f"give these a place in the flow: {sorted(areas - set(RANKS))}"


def upward(imports: list[tuple[str, str, int]]) -> list[str]:
    """The imports that reach from a stage into a later one."""
    return [f"{module}:{line} imports {target}" for module, target, line in imports
            if _area(target) in RANKS and RANKS[_area(target)] > RANKS[_area(module)]]


def test_stages_import_only_earlier_stages():
    assert upward(_imports()) == []


def test_nothing_but_the_command_line_imports_the_pipeline():
    callers = {module for module, target, _ in _imports()
               if _area(target) == "pipeline" and _area(module) not in ("pipeline", "cli", "__main__")}
    assert callers == set()


def test_the_layout_check_reads_real_imports_and_flags_upward_ones():
    imports = _imports()
    assert ("teianon.detect", "teianon.read.tei.Document") in {(m, t) for m, t, _ in imports}
    assert ("teianon.review.report", "teianon.read.files.xml_files") in {(m, t) for m, t, _ in imports}
    # What the review report would have done before: take its files from the pipeline.
    assert upward([("teianon.review.report", "teianon.pipeline.file.process", 1)]) == \
        ["teianon.review.report:1 imports teianon.pipeline.file.process"]
    assert upward([("teianon.pipeline.file", "teianon.review.report.write_report", 1)]) == []


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Calls of the expensive steps, in a process whose caches start empty."""
    calls: Counter[str] = Counter()

    def counting(name: str, function):
        def wrapper(*args, **kwargs):
            calls[name] += 1
            return function(*args, **kwargs)
        return wrapper

    teianon.detect._all_loaded.cache_clear()
    teianon.pipeline.annotation._detectors.cache_clear()
    teianon.replace.hidden.loaded_hidden_strings.cache_clear()
    monkeypatch.setattr(teianon.detect, "build_detectors", counting("load detectors", teianon.detect.build_detectors))
    # The inventory is the stylesheet run with task=inventory: counted there, whoever asks for it.
    monkeypatch.setattr(teianon.replace.inventory, "run_stylesheet",
                        counting("inventory", teianon.replace.inventory.run_stylesheet))
    monkeypatch.setattr(teianon.pipeline.annotation, "complete_repeats",
                        counting("repeats", teianon.pipeline.annotation.complete_repeats))
    # The repeats after the review's stages are completed by teianon.review.stages.
    monkeypatch.setattr(teianon.review.stages, "complete_repeats",
                        counting("repeats", teianon.review.stages.complete_repeats))
    yield calls
    teianon.detect._all_loaded.cache_clear()
    teianon.pipeline.annotation._detectors.cache_clear()
    teianon.replace.hidden.loaded_hidden_strings.cache_clear()


def test_a_run_loads_the_detectors_once_and_takes_each_inventory_once(tmp_path: Path, counted: Counter[str]):
    inputs = sorted(SAMPLES.glob("*.xml"))
    assert len(inputs) >= 2
    for sample in inputs:
        shutil.copy(sample, tmp_path / sample.name)
    jobs = plan("run", [tmp_path], tmp_path / "out", Settings(validate=False))
    results = list(run_jobs(jobs))
    assert [r.error for r in results] == [None] * len(inputs)
    # Annotation and the strings hidden in comments and attributes share one loaded set.
    assert counted["load detectors"] == 1
    assert counted["inventory"] == _inventories(inputs)


def _inventories(inputs: list[Path]) -> int:
    """Once per file, and in a teiCorpus, which is taken one document at a time
    (teianon.pipeline.by_document), once per document."""
    return sum(max(1, len(re.findall(r"<TEI[\s>]", p.read_text(encoding="utf-8")))) for p in inputs)


def _chat(folder: Path, *posts: str) -> Path:
    source = folder / "chat.xml"
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        '<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc>'
        '<listPerson><person xml:id="A01"><persName type="nickname">lela2</persName></person></listPerson>'
        '</particDesc></profileDesc></teiHeader><text><body><div>'
        + "".join(f'<post xml:id="p{n}" who="#A01">{text}</post>' for n, text in enumerate(posts, 1))
        + "</div></body></text></TEI>", encoding="utf-8")
    return source


def _run(source: Path, output: Path, **settings) -> tuple[pipeline_file.FileResult, str]:
    [job] = plan("run", [source], output, Settings(validate=False, **settings), output / "review")
    result = pipeline_file.process(job)
    assert result.error is None, result.error
    return result, (output / source.name).read_text(encoding="utf-8")


def _decisions(folder: Path, *rows: str) -> DecisionsFile:
    path = folder / "decisions.tsv"
    path.write_text("document\tblock\tstart\tend\ttext\tdecision\tcategory\tcorresp\n"
                    + "".join(f"{row}\n" for row in rows), encoding="utf-8")
    return DecisionsFile.read(path)


def test_repeats_are_completed_once_where_nothing_changes_the_annotations(tmp_path: Path, counted: Counter[str]):
    source = _chat(tmp_path, "mail an lela2@example.org", "ok lela2")
    result, _ = _run(source, tmp_path / "out")
    assert not result.held and not result.decisions
    assert counted["repeats"] == 1


def test_repeats_are_completed_again_after_a_held_proposal(tmp_path: Path, counted: Counter[str]):
    source = _chat(tmp_path, "ok lela2, ich wohne in Castrop-Rauxel, ich bring rose mit")
    result, _ = _run(source, tmp_path / "out")
    assert [h.split("|")[-1] for h in result.held] == ["rose (PER, cert low)"]
    assert counted["repeats"] == 2


def test_repeats_are_completed_again_after_the_decisions(tmp_path: Path, counted: Counter[str]):
    source = _chat(tmp_path, "grüße an Zottel", "Zottel kommt auch")
    decisions = _decisions(tmp_path, "chat.xml\tp1\t9\t15\tZottel\tadd\tPER\t")
    result, output = _run(source, tmp_path / "out", decisions=decisions)
    assert result.decisions == Counter({"add": 1})
    assert counted["repeats"] == 2
    # The name the reviewer added is replaced where it is repeated too (before, the self-audit
    # refused the file: the repeat in the second post was left bare), and the review copy shows
    # the repeat as a proposal.
    assert "Zottel" not in output
    assert output.count("[_PERSONNAME-1_]") == 2
    review = (tmp_path / "out" / "review" / "chat.xml").read_text(encoding="utf-8")
    assert review.count(">Zottel</name>") == 2


def test_accepting_proposals_changes_nothing_the_repeats_complete(tmp_path: Path, counted: Counter[str]):
    source = _chat(tmp_path, "mail an lela2@example.org", "ok lela2")
    decisions = _decisions(tmp_path, "chat.xml\tp2\t3\t8\tlela2\taccept\t\t")
    result, _ = _run(source, tmp_path / "out", decisions=decisions)
    assert result.decisions == Counter({"accept": 1})
    assert counted["repeats"] == 1


def test_pseudonym_mode_takes_each_inventory_once_over_its_two_passes(tmp_path: Path, counted: Counter[str]):
    from teianon.pipeline.corpus import run_pseudonymised
    from teianon.pseudonym.keyfile import KeyFile

    inputs = sorted(SAMPLES.glob("*.xml"))
    for sample in inputs:
        shutil.copy(sample, tmp_path / sample.name)
    jobs = plan("run", [tmp_path], tmp_path / "out", Settings(validate=False))
    key = KeyFile.open(tmp_path.parent / f"{tmp_path.name}-key.json", "salt")
    results = list(run_pseudonymised(jobs, 1, key))
    assert [r.error for r in results] == [None] * len(inputs)
    # The first pass takes it to choose the surrogates and hands it to the second.
    assert counted["inventory"] == _inventories(inputs)
    assert counted["load detectors"] == 1


def test_the_repeats_after_the_review_know_the_reviewed_mapping(tmp_path: Path):
    # Pseudonym mode's reviewed mapping (teianon mapping import) gives lela2 the name "Gabi":
    # each repeats pass knows it, not only the one inside annotation.
    from teianon.read.xmlio import parse_file, serialize

    source = _chat(tmp_path, "hallo Gabi", "ok")
    mapped = Settings(mapping=(("lela2", ("Gabi",), ()),))
    for settings, marked in ((Settings(), False), (mapped, True)):
        tree = parse_file(source)
        teianon.review.stages.propagate(tree, str(source), settings.repeats())
        assert ('corresp="#A01"' in serialize(tree).decode("utf-8")) is marked


def test_each_job_carries_only_the_decisions_of_its_own_file(tmp_path: Path):
    # The decisions are indexed by document once; a job (pickled to a worker or a cluster node)
    # gets its file's, not the whole file's.
    folder = tmp_path / "in"
    folder.mkdir()
    for name in ("a.xml", "b.xml", "c.xml"):
        shutil.copy(_chat(tmp_path, "ok lela2"), folder / name)
    decisions = _decisions(tmp_path, "a.xml\tp1\t0\t2\tok\tadd\tOTH\t", "b.xml\tp1\t3\t8\tlela2\treject\t\t",
                           "a.xml\tp1\t3\t8\tlela2\taccept\t\t")
    jobs = plan("anonymise", [folder], tmp_path / "out", Settings(decisions=decisions))
    own = {job.key: [(d.span.document, d.decision) for d in job.settings.decisions.decisions] for job in jobs}
    assert own == {"a.xml": [("a.xml", "add"), ("a.xml", "accept")], "b.xml": [("b.xml", "reject")], "c.xml": []}
    assert decisions.kinds("a.xml") == Counter({"add": 1, "accept": 1}) and not decisions.of("c.xml")
