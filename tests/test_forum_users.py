"""Forum users named without ``@`` (red team round 3, N7): quote attributions of forum software,
``u/NAME``, accounts after a platform's name and messenger ids; their other mentions follow as
repeats. Words after the same cues stay."""

from __future__ import annotations

import pytest
from detector_helpers import found, run_posts

from teianon.read.tei import tei


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Zitat von birkenzeisig_ol: das hab ich auch so gemacht", [("NICK", "birkenzeisig_ol")]),
        ("Zitat von: Moorfrosch am 12.04.2023 um 18:03", [("NICK", "Moorfrosch")]),
        ("Originally Posted by tern_watcher42\nNo, the valve is fine.", [("NICK", "tern_watcher42")]),
        ("Quote from: lapwingfield on 14 June 2023, 08:15:02", [("NICK", "lapwingfield")]),
        # Forum software's own words: a word may be a user's name there.
        ("Quote from: Kestrel on May 2, 2022", [("NICK", "Kestrel")]),
        ('[quote="dotterweide"]Mein Teich kippt.[/quote]', [("NICK", "dotterweide")]),
        ("[quote author=Wiesenralle link=topic=77]", [("NICK", "Wiesenralle")]),
        ("> > sandpiper_91 wrote:\n> > the pump is loud", [("NICK", "sandpiper_91")]),
        ("KnutOtter schrieb:\nstimmt", [("NICK", "KnutOtter")]),
        ("frag mal u/quiet_moth_9 im Unterforum", [("NICK", "quiet_moth_9")]),
        ("folgt mir auf tiktok ellisbakes", [("NICK", "ellisbakes")]),
        ("mein insta: mia.kocht.gern", [("NICK", "mia.kocht.gern")]),
        ("my snapchat username is jaydenroll3", [("NICK", "jaydenroll3")]),
        ("discord moorkate#0942", [("NICK", "moorkate#0942")]),
        ("schreib mir auf threema 4TZP8WQM", [("NUMBER", "4TZP8WQM")]),
        ("meine threema id ist JH2K7RUA", [("NUMBER", "JH2K7RUA")]),
        ("line: lotte_hb", [("NICK", "lotte_hb")]),
    ],
)
def test_a_user_after_a_forum_cue_is_a_nickname(text, expected):
    assert found(text, "forum_users") == expected


@pytest.mark.parametrize(
    "text",
    [
        "Ein Zitat von Goethe: Edel sei der Mensch",
        "He wrote: the engine is fine",
        "Sie schrieb: komm doch vorbei",
        "die insta story war lustig",
        "tiktok videos sind zu lang",
        "the signal strength is low",
        "the steam engine and the line manager",
        "posted by my neighbour",
        "in reply to your question",
        "Zitat von mir: nie wieder",
    ],
)
def test_a_word_after_such_a_cue_stays(text):
    assert found(text, "forum_users") == []


def test_the_quoted_user_is_replaced_where_the_thread_names_them_again(tmp_path):
    tree = run_posts(
        tmp_path, ["Zitat von graugans_77: nie wieder Baumarkt", "graugans_77 hat recht, Graugans_77 auch"]
    )
    texts = ["".join(p.itertext()) for p in tree.iter(tei("post"))]
    assert not any("graugans" in t.lower() for t in texts), texts
    assert "nie wieder Baumarkt" in texts[0]
