"""Input anonymised before (DOCC): its placeholders ([_MALE-PARTICIPANT-A07_], [_OTHERNAME-1_])
are never turned into surrogates in pseudonym mode."""

from __future__ import annotations

import json
import re

from click.testing import CliRunner
from conftest import shared_path

from teianon.cli import main
from teianon.pseudonym.keyfile import KeyFile
from teianon.pseudonym.pseudonymise import Pseudonymiser
from teianon.read.tei import NS, XML_ID
from teianon.read.xmlio import parse_file
from teianon.replace.inventory import Inventory, Participant, Reference

PLACEHOLDER = re.compile(r"\[_[A-Z0-9_\-]*_\]")
# What the stylesheet writes for a reference in placeholder mode: category and number.
NUMBERED = re.compile(r"\[_[A-Z]+-\d+_\]")


def test_python_side_gives_no_placeholder_a_surrogate(tmp_path):
    before = Participant("[_female-participant-a13_]", "A13", "female", "", True, (), "de")
    lela = Participant("lela2", "A1", "female", "", True, ("lela2",), "de")
    refs = [Reference("NICK", "kleines [_FEMALE-PARTICIPANT-A13_]", before.key, 1, "p1", "A1", "de"),
            Reference("NICK", "[_FEMALE-PARTICIPANT-A13_] onAir", before.key, 1, "p1", "A1", "de"),
            Reference("NICK", "[_NICKNAME_] [ [_NICKNAME_] ]", None, 1, "p2", "A1", "de"),
            Reference("NICK", "[_NICKNAME_] sysse", None, 1, "p2", "A1", "de"),
            Reference("NICK", "[_NICKNAME_] lela2", lela.key, 1, "p3", "A13", "de"),
            Reference("NICK", "[_NICKNAME_]!", lela.key, 1, "p3", "A13", "de")]
    key = KeyFile.open(tmp_path / "k.json", salt="fixed")
    inventory = Inventory("x.xml", [before, lela], refs)
    pseudonymiser = Pseudonymiser(key, [inventory])
    pseudonymiser.assign()
    data = key.data
    # Known only by a placeholder: no surrogate at all, the stylesheet keeps its placeholder.
    assert list(data["participants"]) == ["lela2"]
    table = json.loads(pseudonymiser.table_for(inventory))
    assert list(table["participants"]) == ["lela2"]
    # Only placeholders: no entry, so the stylesheet writes a placeholder, as in placeholder mode.
    assert "[_NICKNAME_] [ [_NICKNAME_] ]" not in data["references"].get("NICK", {})
    # Mixed: the placeholder stays as it is, the rest gets a surrogate.
    mixed = data["references"]["NICK"]["[_NICKNAME_] sysse"]
    assert mixed.startswith("[_NICKNAME_] ") and "sysse" not in mixed.casefold()
    forms = data["participants"]["lela2"]["forms"]
    assert forms["[_NICKNAME_] lela2"] == "[_NICKNAME_] " + forms["lela2"]
    # A participant's form of placeholders only is itself, not the participant's surrogate.
    assert forms["[_NICKNAME_]!"] == "[_NICKNAME_]!"
    every = json.dumps(data, ensure_ascii=False)
    # No placeholder was reshaped into another ([_LISSI-MAGDALENE-K93_]), none of A13's is stored.
    assert set(PLACEHOLDER.findall(every)) == {"[_NICKNAME_]"}


def test_a_key_that_reshaped_placeholders_is_not_used_for_them(tmp_path):
    """Keys written before this guard hold surrogates made of placeholders: they are not used."""
    before = Participant("[_female-participant-a13_]", "A13", "female", "", True, (), "de")
    lela = Participant("lela2", "A1", "female", "", True, ("lela2",), "de")
    refs = [Reference("NICK", "kleines [_FEMALE-PARTICIPANT-A13_]", before.key, 1, "p1", "A1", "de"),
            Reference("NICK", "[_NICKNAME_] [ [_NICKNAME_] ]", None, 1, "p2", "A1", "de"),
            Reference("NICK", "[_NICKNAME_] lela2", lela.key, 1, "p3", "A13", "de")]
    key = KeyFile.open(tmp_path / "k.json", salt="fixed")
    key.data["participants"] = {
        before.key: {"surrogate": "[_lissi-magdalene-k93_]", "sex": "female", "parts": {"female": "Lissi"},
                     "forms": {"kleines [_FEMALE-PARTICIPANT-A13_]": "hiltrud [_LISSI-MAGDALENE-K93_]"}},
        "lela2": {"surrogate": "mira7", "sex": "female", "parts": {"lela": "Mira", "2": "7", "nickname": "Nora"},
                  "forms": {"lela2": "mira7", "[_NICKNAME_] lela2": "[_NORA_] mira7"}}}
    key.data["references"] = {"NICK": {"[_NICKNAME_] [ [_NICKNAME_] ]": "Nicola [ Nicola ]"}}
    inventory = Inventory("x.xml", [before, lela], refs)
    pseudonymiser = Pseudonymiser(key, [inventory])
    pseudonymiser.assign()
    table = pseudonymiser.table_for(inventory)
    assert set(PLACEHOLDER.findall(table)) == {"[_NICKNAME_]"}
    assert json.loads(table)["participants"]["lela2"]["forms"]["[_NICKNAME_] lela2"] == "[_NICKNAME_] mira7"


def test_docc_placeholders_survive_pseudonym_mode(tmp_path):
    docc = shared_path("data", "tei-cmc", "docc_irc_2213001.xml")
    key, out = tmp_path / "k.json", tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(docc), "--mode", "pseudonym", "--key", str(key), "-o", str(out),
                                       "--date", "2026-01-01", "-q"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    source, output = parse_file(docc), parse_file(out / docc.name)
    written = {w.get(XML_ID): w for w in output.iter(f"{{{NS['tei']}}}w")}
    kept = 0
    for token in source.iter(f"{{{NS['tei']}}}w"):
        text = "".join(token.itertext()).strip()
        if not PLACEHOLDER.fullmatch(text) or token.get(XML_ID) not in written:
            continue  # not a placeholder, or a later token of a reference the stylesheet collapsed
        kept += 1
        after = "".join(written[token.get(XML_ID)].itertext()).strip()
        assert PLACEHOLDER.fullmatch(after), f"{text} became {after!r}"
    assert kept >= 50
    # Every placeholder of the output is one of the input's or a numbered category placeholder.
    before = set(PLACEHOLDER.findall(docc.read_text(encoding="utf-8")))
    made = set(PLACEHOLDER.findall((out / docc.name).read_text(encoding="utf-8"))) - before
    assert all(NUMBERED.fullmatch(p) for p in made), made
    # The participants known by a placeholder have none in the key, and the key holds no
    # placeholder turned into something else.
    data = json.loads(key.read_text(encoding="utf-8"))
    assert not any(PLACEHOLDER.search(k.upper()) for k in data["participants"])
    assert set(PLACEHOLDER.findall(json.dumps(data, ensure_ascii=False))) <= before
    header = {p.text for p in output.iterfind(".//tei:particDesc//tei:persName", NS)}
    assert {p.text for p in source.iterfind(".//tei:particDesc//tei:persName", NS) if PLACEHOLDER.fullmatch(p.text or "")} <= header
