"""A quotation or self-description waits for a reviewer (cert low) whatever it holds: a
workplace or home inside it makes that name's proposal surer, never the quotation's."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import T, annotated

TEI = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>
<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>
<text><body><p>{}</p></body></text></TEI>"""


@pytest.mark.parametrize(
    "text",
    [
        'said the founder. "From next spring our couriers work for Brindlecombe Logistics in the north."',
        'wrote the manager: "All of our trainees now work at Halverstock and enjoy it a lot."',
        'Sie sagte: "Seit dem Sommer arbeite ich bei Kellerbauer Haustechnik und bin sehr zufrieden."',
        'Er schrieb: "Wir wohnen jetzt schon seit Jahren in Oberwiesenbach und wollen nie wieder weg."',
    ],
)
def test_a_quotation_holding_a_workplace_or_home_stays_low(tmp_path: Path, text: str) -> None:
    path = tmp_path / "q.xml"
    path.write_text(TEI.format(text), encoding="utf-8")
    refs = [r for r in annotated(path).iter(f"{T}ref") if r.get("type") == "CITATION"]
    assert refs, "the quotation is proposed"
    assert [r.get("cert") for r in refs] == ["low"] * len(refs)
