"""E-mail addresses written apart (issue 38/39): a dotted local part with spaces around the
``@`` before a webmail host that is a public platform elsewhere, and a middle dot or bullet in
the local part. The whole address is one EMAIL."""

import pytest
from detector_helpers import found, replaced, run_posts

from teianon.read.tei import tei


@pytest.mark.parametrize(
    "text, address",
    [
        ("Schreib mir unter pia.kranz @ gmx.de", "pia.kranz @ gmx.de"),
        ("mail an olaf_brink @ web.de bitte", "olaf_brink @ web.de"),
        ("write to dan.frost @ gmail.com tonight", "dan.frost @ gmail.com"),
        ("Adresse: edda.voss @gmx.net", "edda.voss @gmx.net"),
        ("schick es an ruth·lange@web.de", "ruth·lange@web.de"),
        ("contact me: max•orr@outlook.com", "max•orr@outlook.com"),
        ("meine Mail: jo∙kern @ gmx.de", "jo∙kern @ gmx.de"),
    ],
)
def test_the_whole_address_is_replaced(text, address):
    assert replaced(text) == [("EMAIL", address)]


@pytest.mark.parametrize(
    "text",
    [
        "ich bin auf gmx.de angemeldet",  # a platform named by its domain stays
        "Bestell es bei amazon.de",
        "treffen um 5 · dann sehen wir weiter",
    ],
)
def test_no_address_without_one(text):
    assert not [m for m in replaced(text) if m[0] == "EMAIL"]


def test_a_middle_dot_does_not_reach_back_over_a_space():
    assert found("treffen um 5 · anna@web.de", "email") == [("EMAIL", "anna@web.de")]


def test_an_address_written_apart_gets_a_surrogate_that_passes_the_audit(tmp_path):
    tree = run_posts(
        tmp_path, ["Schreib mir unter pia.kranz @ gmx.de"], "--mode", "pseudonym", "--key", str(tmp_path / "k.json")
    )
    text = "".join(tree.getroot().find(f".//{tei('post')}").itertext())
    assert "pia.kranz" not in text and "@gmx.de" in text  # one surrogate address, not a name's
