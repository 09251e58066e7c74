"""Work a run need not do (issue 41): cycles only the collector frees, imports nobody uses.

A view of a post holds its tokens, and a token its ``<w>``: one reference cycle among them kept
the whole document alive until the collector's next full pass, and made a higher threshold for
its young generation cost memory. With none left, the threshold is raised once the detectors are
loaded, by the processes teianon owns (the command line, a worker of -j) only: a program that
imports teianon and loads the detectors keeps its collector as it was.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from teianon.read.tei import read_documents, text_blocks
from teianon.read.textview import post_text
from teianon.read.xmlio import parse_bytes

CHAT = b"""<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>
<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>Notes by Anna Hein</p></sourceDesc></fileDesc></teiHeader>
<text><body><div><head>Room <hi>blue</hi></head>
<post xml:id="p1" who="#A1"><w>hallo</w> <w>lela2</w><hi><w>wie</w></hi> <w>geht's</w></post>
<post xml:id="p2" who="#A2">hallo <hi>lela2</hi>, gut<lb/>und dir</post>
<post xml:id="p3" who="#A1"><w>na</w> und <w>du</w><figure><figDesc>Anna in Bochum</figDesc></figure></post>
</div></body></text></TEI>"""


@pytest.fixture
def no_collector() -> Iterator[None]:
    # Read once first: what a first use loads and keeps (the stylesheet's lists) is no cycle.
    read_documents(parse_bytes(CHAT), "chat.xml")
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def test_views_and_text_blocks_leave_no_cycle(no_collector: None):
    root = parse_bytes(CHAT).getroot()
    posts = tuple(root.iter("{http://www.tei-c.org/ns/1.0}post"))
    views = [post_text(post) for post in posts]  # tokenised, untokenised and half-tokenised
    blocks = text_blocks(root, posts)
    assert [v.tokenised for v in views] == [True, False, False]
    assert [t.text for t in views[0].tokens] == ["hallo", "lela2", "wie", "geht's"]
    assert [b.tag.rpartition("}")[2] for b in blocks] == ["title", "p", "head", "figDesc"]
    del views, blocks
    # What the views left unreachable only the collector could free: nothing.
    assert gc.collect() == 0


def test_reading_a_document_leaves_no_cycle(no_collector: None):
    documents = read_documents(parse_bytes(CHAT), "chat.xml")
    assert documents and documents[0].posts
    del documents
    assert gc.collect() == 0


def test_the_review_and_audit_texts_of_a_block_leave_no_cycle(no_collector: None):
    # Both walked a block by a closure that called itself by name: a cycle that held the
    # elements they had read, and so the document, until the collector ran (which is why a
    # higher young-generation threshold cost memory in a run).
    from teianon.checks.audit_blocks import _scope_text
    from teianon.review.proposals import plain_text

    root = parse_bytes(CHAT).getroot()
    post = next(root.iter("{http://www.tei-c.org/ns/1.0}post"))
    text, spans = plain_text(post)
    assert text == "hallo lela2wie geht's" and spans[post] == (0, len(text))
    context, offsets, _ = _scope_text(post)
    assert context.split() == ["hallo", "lela2", "wie", "geht's"] and len(offsets) == 6
    del text, spans, context, offsets, post, root
    assert gc.collect() == 0


SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "chat-de-tokenised.xml"

REPORT = "import gc; print(gc.get_freeze_count() > 0, gc.get_threshold()[0])"


def _python(code: str) -> str:
    """What ``code`` prints in a fresh interpreter (its own collector, its own caches)."""
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=dict(os.environ), timeout=300
    )
    return done.stdout.strip().splitlines()[-1]


def test_a_program_that_loads_the_detectors_keeps_its_collector() -> None:
    code = "import gc; gc.set_threshold(900); from teianon.detect import loaded_detectors; loaded_detectors(); "
    code += REPORT
    assert _python(code) == "False 900"


def test_the_command_line_tunes_the_collector_once_the_detectors_are_loaded(tmp_path: Path) -> None:
    code = (
        "from teianon.cli import main; from teianon.detect import YOUNG_THRESHOLD; "
        f"main(['annotate', {str(SAMPLE)!r}, '-o', {str(tmp_path)!r}, '-q'], standalone_mode=False); "
        "import gc; print(gc.get_freeze_count() > 0, gc.get_threshold()[0] == YOUNG_THRESHOLD)"
    )
    assert _python(code) == "True True"
    # A command that loads no detector leaves the collector alone.
    code = f"from teianon.cli import main; main(['validate', {str(SAMPLE)!r}], standalone_mode=False); "
    assert _python(code + REPORT) == "False 700"


def test_a_worker_tunes_its_collector_once_the_detectors_are_loaded() -> None:
    code = (
        "from teianon.pipeline.workers import _worker_started; import os; _worker_started(os.getppid()); "
        "from teianon.detect import loaded_detectors; loaded_detectors(); " + REPORT
    )
    assert _python(code) == "True 50000"


def test_a_run_without_a_policy_xpath_does_not_import_elementpath():
    # elementpath (XPath 3.1 for user-given selectors) takes a tenth of a second to import, in
    # every process of every run: only a policy's XPath or --post-xpath needs it.
    import subprocess
    import sys

    code = ("import sys, teianon.cli, teianon.pipeline.file, teianon.checks.check, teianon.policy, teianon.read.tei; "
            "print('elementpath' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
