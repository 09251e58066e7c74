"""A key file that is valid JSON of the wrong shape: one line naming the key file and what is
wrong, a non-zero exit, nothing written, no traceback, for every command that reads a key."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_pseudonym import chat

from teianon.cli import main
from teianon.pseudonym.keyfile import FORMAT

GOOD = {"format": FORMAT, "salt": "s"}

# (what is broken, the key's content, words the one line must contain)
BROKEN = [
    ("top-level list", [GOOD], "not a teianon key file"),
    ("mapping a list", {**GOOD, "mapping": []}, "mapping must be an object, not an array"),
    ("participants a string", {**GOOD, "participants": "lela2"}, "participants must be an object, not a string"),
    ("surrogate a number", {**GOOD, "participants": {"lela2": {"surrogate": 7, "forms": {}, "parts": {}}}},
     'participants["lela2"]["surrogate"] must be a string, not a number'),
    ("forms missing", {**GOOD, "participants": {"lela2": {"surrogate": "mira7", "parts": {}}}},
     "participants[\"lela2\"] lacks the field 'forms'"),
    ("a form's surrogate null", {**GOOD, "participants": {"lela2": {"surrogate": "m", "forms": {"Lela": None}, "parts": {}}}},
     'participants["lela2"]["forms"]["Lela"] must be a string, not null'),
    ("references of a category a list", {**GOOD, "references": {"GPE": ["Kassel"]}},
     'references["GPE"] must be an object, not an array'),
    ("a reference's surrogate an object", {**GOOD, "references": {"GPE": {"Mannheim": {"x": 1}}}},
     'references["GPE"]["Mannheim"] must be a string, not an object'),
    ("a part a number", {**GOOD, "parts": {"GPE": {"mannheim": 3.5}}}, 'parts["GPE"]["mannheim"] must be a string'),
    ("nickname without parts", {**GOOD, "nicknames": {"sky": {}}}, "nicknames[\"sky\"] lacks the field 'parts'"),
    ("mapping entry without public", {**GOOD, "mapping": {"lela2": {"names": ["Lela"], "not": []}}},
     "mapping[\"lela2\"] lacks the field 'public'"),
    ("mapping names not strings", {**GOOD, "mapping": {"lela2": {"names": [1], "public": False, "not": []}}},
     'mapping["lela2"]["names"] must hold strings only'),
    ("salt a number", {"format": FORMAT, "salt": 12}, "salt must be a non-empty string"),
    ("salt missing", {"format": FORMAT}, "'salt' is missing"),
]


@pytest.fixture
def setup(tmp_path: Path) -> dict[str, Path]:
    folder = tmp_path / "in"
    folder.mkdir()
    chat(folder / "one.xml", [("A2", "hallo lela2"), ("A1", "@kater_k gut")])
    names = tmp_path / "names.txt"
    names.write_text("lela2 | lela2 (1)\n", encoding="utf-8")
    return {"in": folder, "names": names, "secret": tmp_path / "secret"}


def commands(paths: dict[str, Path], key: Path, out: Path) -> dict[str, list[str]]:
    return {
        "run": ["run", str(paths["in"]), "--mode", "pseudonym", "--key", str(key), "-o", str(out)],
        "run placeholder mode": ["run", str(paths["in"]), "--key", str(key), "-o", str(out)],
        "anonymise": ["anonymise", str(paths["in"]), "--mode", "pseudonym", "--key", str(key), "-o", str(out)],
        "mapping export": ["mapping", "export", str(paths["in"]), "--key", str(key), "-o", str(out / "names.txt")],
        "mapping import": ["mapping", "import", str(paths["names"]), "--key", str(key)],
    }


@pytest.mark.parametrize("what,content,message", BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_key_gives_one_line_and_writes_nothing(setup, tmp_path, what, content, message):
    setup["secret"].mkdir(exist_ok=True)
    key = setup["secret"] / "key.json"
    text = json.dumps(content)
    key.write_text(text, encoding="utf-8")
    for command, args in commands(setup, key, tmp_path / "out").items():
        result = CliRunner().invoke(main, args, catch_exceptions=False)
        lines = [line for line in result.output.splitlines() if line.strip()]
        assert result.exit_code != 0, (command, result.output)
        assert len(lines) == 1, (command, result.output)
        assert f"{key}: " in lines[0] and message in lines[0], (command, lines[0])
        assert "Traceback" not in result.output
        assert not (tmp_path / "out").exists(), command
        assert key.read_text(encoding="utf-8") == text, command


def test_a_valid_key_of_every_table_is_accepted(setup, tmp_path):
    """The checks refuse only what is wrong: a key with an entry in every table runs."""
    key = tmp_path / "key.json"
    key.write_text(json.dumps({
        **GOOD,
        "participants": {"lela2": {"surrogate": "mira7", "forms": {"lela2": "mira7"}, "parts": {"lela": "Mira"},
                                   "sex": "female"}},
        "references": {"GPE": {"Mannheim": "Kassel"}},
        "parts": {"GPE": {"mannheim": "Kassel"}},
        "nicknames": {"sky": {"parts": {"sky": "Tom"}}},
        "mapping": {"lela2": {"names": ["lela2"], "public": False, "not": [], "joined": []}},
        "mapping-exported": {"lela2": ["lela2"]},
    }), encoding="utf-8")
    key.chmod(0o600)
    result = CliRunner().invoke(main, ["run", str(setup["in"]), "--mode", "pseudonym", "--key", str(key),
                                       "-o", str(tmp_path / "out"), "-q"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "mira7" in (tmp_path / "out" / "one.xml").read_text(encoding="utf-8")


def test_a_key_nested_too_deeply_gives_one_line(setup, tmp_path):
    key = tmp_path / "key.json"
    key.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    result = CliRunner().invoke(main, ["mapping", "import", str(setup["names"]), "--key", str(key)],
                                catch_exceptions=False)
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [f"Error: {key}: not a teianon key file (JSON nested too deeply)"]
