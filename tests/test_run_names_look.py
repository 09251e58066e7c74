"""Which files the run's names send round again (teianon.pipeline.across_files, issue 41): the
names' targets and their automaton are made once per run, not once per file, and say of every
file what the targets of all names but the file's own said."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from detector_helpers import ONE_PARTICIPANT_TEI

import teianon.annotate.run_names as run_names
from teianon.annotate.run_names import RunNamesLook, names_in, run_targets
from teianon.cli import main

NAMES = (
    ("Annegret Kühn-Bollmann", "PER"),
    ("Dorotheus Wyrembek", "PER"),
    ("Ifeoma Achterberg", "PER"),
    ("Rose", "PER"),
    ("grauer_falke", "NICK"),
    ("Rose Tyler", "PER"),
)

TEXTS = (
    "<w>die</w> <w>kuehn</w>-<w>bollmann</w> kam",  # another spelling of a part
    "Gestern sprach WYREMBEK im Flur.",
    "eine Rose im Garten",  # a one-word name that is a word: carried only with its surname
    "Nur Achterbergs Auto stand da.",
    "grauer_falke war online",
    "Kein Name, nur Wörter: Achter, Berg, Bollwerk.",
    "",
)


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("own", range(len(NAMES) + 1))
def test_the_look_of_the_run_says_what_the_targets_of_the_others_say(text: str, own: int) -> None:
    others = [name for i, name in enumerate(NAMES) if i != own]
    assert RunNamesLook(NAMES).names_in(text, others) == names_in(text, run_targets(others))


def _file(folder, name: str, nick: str, *posts: str) -> None:
    body = "\n".join(f'    <post xml:id="p{i}" who="#A1"><p>{text}</p></post>' for i, text in enumerate(posts, 1))
    (folder / name).write_text(ONE_PARTICIPANT_TEI.format(posts=body).replace("wolke7", nick), encoding="utf-8")


def test_the_run_s_targets_are_made_once_per_run_not_per_file(tmp_path, monkeypatch) -> None:
    """Five files, each naming a person for sure: the targets of each name are made once for
    the decision which files go round again (before, once per file for all names but its own)."""
    made: list[tuple[str, str]] = []
    original = run_names.run_targets

    def counting(names):  # type: ignore[no-untyped-def]
        names = list(names)
        made.extend(names)
        return original(names)

    monkeypatch.setattr(run_names, "run_targets", counting)
    import teianon.pipeline.across_files as across

    if hasattr(across, "run_targets"):  # the module that asked per file
        monkeypatch.setattr(across, "run_targets", counting)
    folder = tmp_path / "in"
    folder.mkdir()
    people = ["Bertram Oyelaran-Schütt", "Wilhelmine Przybyszewski", "Torvald Ekengren", "Ottilie Hamsun-Vey"]
    for i, person in enumerate(people):
        _file(folder, f"f{i}.xml", f"vogel{i}", f"Gestern kam Herr {person} vom Jugendamt vorbei.")
    _file(folder, "g.xml", "zaunkoenig", "Nichts Neues.")
    result = CliRunner().invoke(main, ["run", str(folder), "-o", str(tmp_path / "out"), "-q", "-j", "1"])
    assert result.exit_code == 0, result.output
    assert made, "the run's names were never looked for"
    # Each name once (the repeats of a file sent round again would ask for them again: none is).
    assert len(made) == len(set(made)), sorted(made)
