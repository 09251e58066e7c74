"""A key reused on another corpus: a surrogate it recorded that is a real name of the corpus being
processed now is drawn again, recorded, and reported, without naming the original it stands for."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner
from test_pseudonym import chat, key_data

from teianon.cli import main
from teianon.pseudonym import surrogates as s
from teianon.pseudonym.keyfile import KeyFile
from teianon.pseudonym.pseudonymise import Pseudonymiser, genitive
from teianon.replace.inventory import Inventory, Participant, Reference


def run(args: list[str]):
    return CliRunner().invoke(main, args, catch_exceptions=False)


def words(path: Path) -> set[str]:
    return {w.casefold() for w in re.findall(r"[\w.]+", path.read_text(encoding="utf-8"))}


def test_a_surrogate_that_is_a_participant_of_the_new_corpus_is_drawn_again(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    chat(tmp_path / "a" / "a.xml", [("A2", "hallo lela2, wie geht's?"), ("A1", "@kater_k gut")])
    key = tmp_path / "secret" / "key.json"
    assert run(["run", str(tmp_path / "a"), "--mode", "pseudonym", "--key", str(key), "--salt", "s",
                "-o", str(tmp_path / "out-a"), "-q"]).exit_code == 0
    taken = key_data(key)["participants"]["lela2"]["surrogate"]

    # Corpus B: lela2 again, and a participant who really is called what lela2 became in A.
    chat(tmp_path / "b" / "b.xml", [("A2", "hallo lela2, kennst du " + taken + "?"), ("A1", f"@{taken} ja")],
         a="lela2", b=taken)
    result = run(["run", str(tmp_path / "b"), "--mode", "pseudonym", "--key", str(key), "-o", str(tmp_path / "out-b")])
    assert result.exit_code == 0, result.output
    redrawn = [line for line in result.output.splitlines() if "drawn again" in line]
    assert redrawn == [f'{tmp_path / "b" / "b.xml"}: warning: surrogate "{taken}" of participant A1 '
                       "is a real name in this corpus; drawn again"]
    # The new choice is in the key, is no name of corpus B, and is what the output uses.
    entry = key_data(key)["participants"]["lela2"]
    assert entry["surrogate"].casefold() not in {taken.casefold(), "lela2"}
    assert set(entry["forms"].values()).isdisjoint({taken})
    output = words(tmp_path / "out-b" / "b.xml")
    assert entry["surrogate"].casefold() in output
    # Neither the original nor the real name B's participant goes by survives in B's output.
    assert taken.casefold() not in output and "lela2" not in output

    # A later run on B uses the recorded choice: same output, same key, no warning.
    before = key.read_bytes()
    again = run(["run", str(tmp_path / "b"), "--mode", "pseudonym", "--key", str(key), "-o", str(tmp_path / "out-b2")])
    assert again.exit_code == 0 and "drawn again" not in again.output
    assert (tmp_path / "out-b2" / "b.xml").read_bytes() == (tmp_path / "out-b" / "b.xml").read_bytes()
    assert key.read_bytes() == before


def inventory(source: str, people: list[Participant], refs: list[tuple[str, str]]) -> Inventory:
    return Inventory(source, people, [Reference(c, o, None, 1, f"p{i}", "X1", "de") for i, (c, o) in enumerate(refs, 1)])


def test_name_parts_drawn_again_change_everywhere_in_the_key(tmp_path):
    key = KeyFile.open(tmp_path / "k.json", salt="fixed")
    kater = Participant("kater_k", "A2", "male", "", True, ("kater_k",), "de")
    corpus_a = inventory("a.xml", [kater], [("PER", "Anna"), ("PER", "Anna Hein"), ("PER", "Annas"),
                                            ("GPE", "Düsseldorf"), ("GEO_DE", "Düsseldorfern")])
    Pseudonymiser(key, [corpus_a]).assign()
    refs = key.data["references"]
    anna, city, kater_surrogate = refs["PER"]["Anna"], refs["GPE"]["Düsseldorf"], key.data["participants"]["kater_k"]["surrogate"]
    last = refs["PER"]["Anna Hein"].split()[1]
    assert refs["PER"]["Annas"] == genitive(anna)

    # Corpus B has people really called what Anna, Düsseldorf and kater_k became, and only
    # mentions Anna and Düsseldorf (not Anna Hein, Annas, Düsseldorfern, kater_k).
    people = [Participant(anna.casefold(), "B1", "female", "", True, (anna,), "de"),
              Participant(city.casefold(), "B2", "", "", True, (city,), "de"),
              Participant(kater_surrogate.casefold(), "B3", "", "", True, (kater_surrogate,), "de")]
    pseudonymiser = Pseudonymiser(key, [inventory("b.xml", people, [("PER", "Anna"), ("GPE", "Düsseldorf")])])
    pseudonymiser.assign()

    new_anna, new_city = refs["PER"]["Anna"], refs["GPE"]["Düsseldorf"]
    assert new_anna.casefold() != anna.casefold() and new_anna in s.first_names("de", "female")
    assert new_city.casefold() != city.casefold()
    # The key's other entries made of the same parts follow, so that corpus A stays consistent.
    assert refs["PER"]["Anna Hein"] == f"{new_anna} {last}"
    assert refs["PER"]["Annas"] == genitive(new_anna)
    assert refs["GEO_DE"]["Düsseldorfern"] == s.derive(new_city, "n")
    # A surrogate this run does not use is left as it is: it appears in no output of corpus B.
    assert key.data["participants"]["kater_k"]["surrogate"] == kater_surrogate
    lines = pseudonymiser.warnings["b.xml"]
    assert lines == [f'b.xml: warning: surrogate "{anna}" of a PER reference in post p1 is a real name in this corpus; drawn again',
                     f'b.xml: warning: surrogate "{city}" of a GPE reference in post p2 is a real name in this corpus; drawn again']
    assert not any("Anna" in line or "Düsseldorf" in line for line in lines)


def test_inflected_and_respelled_names_count_as_taken():
    """A new surrogate is no variant of a real name either, as the code compares names."""
    taken = s.Taken(["Lenas", "Jooonas", "Kölnern", "René"])
    for real in ("Lena", "LENA", "Jonas", "Jona", "Köln", "Rene"):
        assert not taken.free(real, "P:x"), real
    assert taken.free("Mira", "P:x")
    assert s.choose(taken, "P:x", lambda attempt: ["Lena", "Leena", "Mira"][attempt % 3]) == "Mira"


def test_a_name_in_another_spelling_counts_as_taken():
    """The audit finds an original written without its special letters, so a surrogate that is
    such a spelling of a real name would get its file refused: it is never drawn."""
    taken = s.Taken(["Bożena", "Sören Ødegård", "Dağlı"])
    for spelling in ("Bozena", "BOZENA", "Soeren", "Soren", "Odegard", "Oedegaard", "Dagli", "Bozenas"):
        assert not taken.free(spelling, "P:x"), spelling
    assert taken.free("Bozana", "P:x") and taken.free("Oddvar", "P:x")


def test_a_key_reused_on_its_own_corpus_changes_nothing(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    chat(folder / "one.xml", [("A2", "hallo lela2, Anna Hein kommt aus Mannheim"), ("A1", "@kater_k gut")])
    key = tmp_path / "k.json"
    assert run(["run", str(folder), "--mode", "pseudonym", "--key", str(key), "-o", str(tmp_path / "o1"), "-q"]).exit_code == 0
    first = json.loads(key.read_text(encoding="utf-8"))
    second = run(["run", str(folder), "--mode", "pseudonym", "--key", str(key), "-o", str(tmp_path / "o2")])
    assert second.exit_code == 0 and "drawn again" not in second.output
    assert json.loads(key.read_text(encoding="utf-8")) == first
