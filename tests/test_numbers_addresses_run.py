"""Numbers, addresses and written-out e-mails through ``teianon run``, in both modes (issue 25):
every one is gone from the output, and the words around them are kept."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT, T

from teianon.cli import main
from teianon.read.xmlio import parse_file

POSTS = {
    "m1": ("schreib mir: {sky88 at example dot com} oder {name[at]domain[dot]de}", "schreib mir: ", " oder "),
    "m2": ("meine IBAN ist {de89370400440532013000} danke", "meine IBAN ist ", " danke"),
    "m3": ("ich wohne {Am Rosengarten 5} in Bochum, er am {Kaiser-Wilhelm-Ring 3}", "ich wohne ", ", er am "),
    "m4": ("I live at {221B Baker Street}, write to PO Box {1234}, Springfield IL {62704} or London {SW1A 1AA}",
           "I live at ", ", write to PO Box ", " or "),
    "m5": ("meine nummer ist {null eins sieben eins zwei drei vier fünf sechs sieben acht}, ruf an",
           "meine nummer ist ", ", ruf an"),
    "m6": ("my number is {oh seven seven double nine one two three four five six}, call me",
           "my number is ", ", call me"),
    "m7": ("überweis auf {DE89 3704 0044 0532 0130 00}, {Musterstraße 12}, {44137} Dortmund", "überweis auf "),
    "m8": ("ship it to Beverly Hills, CA {90210-1234}, my postcode was {m1 1ae}, thanks", "ship it to ",
           ", my postcode was ", ", thanks"),
    "m9": ("ich wohn jetzt {am rosengarten 5}, {44137} dortmund, komm vorbei", "ich wohn jetzt ", ", komm vorbei"),
}
SECRETS = [secret for text, *_ in POSTS.values() for secret in re.findall(r"\{(.*?)\}", text)]
CHAT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <teiHeader><fileDesc><titleStmt><title>Chat</title></titleStmt>
    <publicationStmt><p>Sample.</p></publicationStmt><sourceDesc><p>Test.</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A01" role="participant"><persName type="nickname">sky88</persName></person>
      <person xml:id="A02" role="participant"><persName type="nickname">tomkat</persName></person>
    </listPerson></particDesc></profileDesc></teiHeader>
  <text><body><div>
{posts}
  </div></body></text>
</TEI>
"""


def _chat() -> str:
    posts = "\n".join(f'    <post xml:id="{pid}" who="#A0{i % 2 + 1}"><p>{text.replace("{", "").replace("}", "")}</p></post>'
                      for i, (pid, (text, *_)) in enumerate(POSTS.items()))
    return CHAT.format(posts=posts)


MODES = {
    "placeholder": [],
    "pseudonym": ["--mode", "pseudonym", "--salt", "s"],
}


@pytest.fixture(scope="module", params=list(MODES))
def output(request, tmp_path_factory) -> tuple[str, dict[str, str], str]:
    folder = tmp_path_factory.mktemp(request.param)
    (folder / "in").mkdir()
    (folder / "in" / "chat.xml").write_text(_chat(), encoding="utf-8")
    extra = MODES[request.param] + (["--key", str(folder / "key.json")] if request.param == "pseudonym" else [])
    result = CliRunner().invoke(main, ["run", str(folder / "in"), "-o", str(folder / "out"), "--date", "2026-11-25",
                                       *extra])
    assert result.exit_code == 0, result.output
    out: Path = folder / "out" / "chat.xml"
    root = parse_file(out).getroot()
    posts = {p.get("{http://www.w3.org/XML/1998/namespace}id"): " ".join("".join(p.itertext()).split())
             for p in root.iter(f"{T}post")}
    return request.param, posts, out.read_text(encoding="utf-8")


@pytest.mark.parametrize("secret", SECRETS)
def test_every_number_and_address_is_gone(output, secret):
    _, posts, raw = output
    assert secret not in raw
    # Nor does the mailbox or the domain of a written-out e-mail stay, nor its spelling.
    if " at " in secret or "[at]" in secret:
        mailbox, domain, _tld = re.split(r" at | dot |\[at\]|\[dot\]", secret)
        for part in (mailbox, domain, "[at]", " dot "):
            assert part not in posts["m1"]


def test_the_words_around_them_stay(output):
    _, posts, _ = output
    for pid, (_, *kept) in POSTS.items():
        for words in kept:
            assert words.strip() in posts[pid], (pid, words)
    # The town of a postal address is part of it (replaced or not, as the decision weighs it).
    assert "PO Box" in posts["m4"]


def test_what_replaces_them(output):
    mode, posts, _ = output
    if mode == "placeholder":
        assert posts["m2"] == "meine IBAN ist [_NUMBER-1_] danke"
        assert re.fullmatch(r"ich wohne \[_LOCATIONNAME-\d_\] in \[_GEOPOLITICALENTITYNAME-\d_\], "
                            r"er am \[_LOCATIONNAME-\d_\]", posts["m3"])
        assert re.fullmatch(r"meine nummer ist \[_NUMBER-\d_\], ruf an", posts["m5"])
        return
    # Pseudonyms: plain e-mail addresses, the participant's mailbox as the participant's surrogate,
    # numbers in words as other number words.
    emails = re.findall(r"\S+@\S+", posts["m1"])
    assert len(emails) == 2 and not any(w in posts["m1"] for w in ("[at]", "[dot]", " dot "))
    spelled = posts["m5"].removeprefix("meine nummer ist ").removesuffix(", ruf an").split()
    assert len(spelled) == 11 and set(spelled) <= {"null", "eins", "zwei", "drei", "vier", "fünf", "sechs",
                                                   "sieben", "acht", "neun"}
    english = posts["m6"].removeprefix("my number is ").removesuffix(", call me").split()
    assert set(english) <= {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}


def test_the_mailbox_of_a_participant_becomes_their_surrogate(tmp_path):
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chat.xml").write_text(_chat(), encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--mode", "pseudonym",
                                       "--salt", "s", "--key", str(tmp_path / "key.json"), "--date", "2026-11-25"])
    assert result.exit_code == 0, result.output
    root = parse_file(tmp_path / "out" / "chat.xml").getroot()
    nick = "".join(root.find(f".//{T}person/{T}persName").itertext()).strip()
    post = "".join(root.find(f".//{T}post").itertext())
    assert nick and nick != "sky88" and f"{nick}@" in post


def test_the_dev_list_of_numbers_and_addresses_is_found():
    """Recall on tests/data/numbers_addresses_dev.tsv (benchmarks/number_alarms.py prints it)."""
    import sys

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from number_alarms import DEV_LIST, proposals, rules

    detectors = rules()
    total = hits = 0
    for line in DEV_LIST.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        text, *expected = line.split("\t")
        spans = proposals(text, detectors)
        for item in expected:
            category, _, target = item.partition(":")
            total += 1
            start = text.find(target)
            hits += any(c == category and text.find(s) <= start and text.find(s) + len(s) >= start + len(target)
                        for c, s, _ in spans)
    assert total >= 50 and hits / total >= 0.95
