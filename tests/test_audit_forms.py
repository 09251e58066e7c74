"""One list of the forms the self-audit seeks (teianon.replace.sought_forms), read by the audit and
by the verdict that marks a certain leak for the second sweep: every form the audit can report
(a name without its ending, in another spelling, written as one word, a part of a double name, a
participant's variant, a person's name from an attribute) is one the sweep marks and replaces,
not a refusal of the file. Strings of our own."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from teianon.annotate.leaked import mark_leaked
from teianon.checks.audit import Leak, Sought, audit_tree, glued_strings, sensitive_strings
from teianon.cli import main
from teianon.mention import Category
from teianon.pipeline.settings import Job, Settings
from teianon.pipeline.verdict import leaked_strings
from teianon.read.tei import read_documents
from teianon.read.xmlio import parse_bytes
from teianon.replace.inventory import Inventory, Participant, Reference, read_inventory
from teianon.replace.sought_forms import sought_forms


def _job(allow_leaks: bool = False) -> Job:
    return Job("run", Path("in.xml"), Path("out/in.xml"), Settings(allow_leaks=allow_leaks))


def _leak(text: str, what: str = "sensitive string", certain: bool = True) -> Leak:
    return Leak("out/in.xml", 9, text, what, certain)


def _inventory() -> Inventory:
    references = [
        Reference("PER", "Quentinella's", None, 0, "p1", "#A1", "en"),
        Reference("PER", "Hanne-Sophie Ravensteiner", None, 0, "p1", "#A1", "de"),
        Reference("PER", "Jördis Kühlmorgen", None, 0, "p2", "#A2", "de"),
        Reference("ORG", "Bäckerei Schwanbeck", None, 0, "p2", "#A2", "de"),
        Reference("GPE", "Otterndorf-Süd", None, 0, "p2", "#A2", "de"),
        Reference("NUMBER", "0171 5550123", None, 0, "p2", "#A2", "de"),
    ]
    people = [Participant("fennfalke_23", "A1", "", "", True, ("fennfalke_23",))]
    return Inventory("in.xml", participants=people, references=references)


def test_every_form_the_audit_seeks_is_one_the_sweep_can_mark() -> None:
    inventory = _inventory()
    names = ["Liselotte Wackerbarth"]
    sought = sensitive_strings(inventory, names)
    leaks = [_leak(string) for string in sought]
    marked = leaked_strings(leaks, inventory, _job(), names)
    assert set(marked) == set(sought)


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Quentinella", Category.PER),  # without its ending
        ("Sophie", Category.PER),  # a part of a double first name
        ("Kuehlmorgen", Category.PER),  # spelled otherwise
        ("Kuhlmorgen", Category.PER),
        ("JördisKühlmorgen", Category.PER),  # written as one word
        ("jördis_kühlmorgen", Category.PER),
        ("BäckereiSchwanbeck", Category.ORG),
        ("Wackerbarth", Category.PER),  # a part of a name in an attribute value
    ],
)
def test_a_form_that_is_no_original_is_marked_as_its_reference(text: str, category: Category) -> None:
    marked = leaked_strings([_leak(text)], _inventory(), _job(), ["Liselotte Wackerbarth"])
    assert marked[text][0] is category


def test_a_participants_variant_is_marked_linked_to_the_participant() -> None:
    marked = leaked_strings([_leak("Fennfalke")], _inventory(), _job())
    assert marked == {"Fennfalke": (Category.NICK, "A1")}


def test_nothing_is_marked_where_leaks_are_allowed_or_only_possible() -> None:
    inventory = _inventory()
    assert leaked_strings([_leak("Quentinella")], inventory, _job(allow_leaks=True)) == {}
    assert leaked_strings([_leak("Quentinella", certain=False)], inventory, _job()) == {}
    # A string the audit does not seek is no reference's: nothing to mark it as.
    assert leaked_strings([_leak("Brotzeit")], inventory, _job()) == {}


def test_a_degree_abbreviation_names_no_one() -> None:
    """``dent.`` of ``Dr. med. dent.`` is sought nowhere (a surrogate keeps it beside the name it
    replaces); the name's own parts are."""
    inventory = Inventory(
        "in.xml", references=[Reference("ORG", "Praxis Dr. med. vet. Almuth Grevesmühl", None, 0, "p1", "", "de")]
    )
    forms = {form.folded for form in sought_forms(inventory)}
    assert "vet." not in forms and "vet" not in forms
    assert {"almuth", "grevesmühl"} <= forms
    only = Inventory("in.xml", references=[Reference("ORG", "dent.", None, 0, "p1", "", "de")])
    assert sensitive_strings(only) == {}


def test_the_glued_forms_are_among_those_sought_whole() -> None:
    inventory = _inventory()
    assert glued_strings(inventory) <= set(sensitive_strings(inventory))
    # A part of a double name is found glued into a hashtag as the name is.
    assert "sophie" not in glued_strings(Inventory("in.xml"))
    assert {"ravensteiner", "sophie", "fennfalke_23", "kühlmorgen"} <= glued_strings(inventory)


_ANNOTATED = (
    '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
    "<publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc></teiHeader>"
    "<text><body><p>{first}</p><p>{second}</p></body></text></TEI>"
)


@pytest.mark.parametrize(
    ("reference", "second"),
    [
        ("Quentinella's", "Then Quentinella rode it home."),
        ("Jördis Kühlmorgen", "Later JördisKühlmorgen wrote back."),
        ("Jördis Kühlmorgen", "Später schrieb Kuehlmorgen zurück."),
        ("Hanne-Sophie Ravensteiner", "Später schrieb Sophie zurück."),
    ],
)
def test_the_audits_find_of_another_form_is_marked_in_the_annotated_document(reference: str, second: str) -> None:
    """The audit finds the form in an output; the verdict knows what it is; the sweep marks it in
    the annotated document, whose next replacement hides it."""
    annotated = parse_bytes(
        _ANNOTATED.format(
            first=f'We met <name type="PER" resp="#teianon" cert="high">{reference}</name>.', second=second
        ).encode(),
        "in.xml",
    )
    output = parse_bytes(
        _ANNOTATED.format(first='We met <name type="PER">[_PERSONNAME-1_]</name>.', second=second).encode(), "out.xml"
    )
    inventory = read_inventory(annotated, "in.xml")
    leaks = [leak for leak in audit_tree(Sought.of(inventory), output, "out.xml") if leak.certain]
    assert leaks
    strings = leaked_strings(leaks, inventory, _job())
    assert set(strings) == {leak.text for leak in leaks}
    counts = sum((mark_leaked(d, strings) for d in read_documents(annotated, "in.xml", None)), start=Counter())
    assert counts["PER"] == len(leaks)
    second_p = annotated.getroot().findall(".//{http://www.tei-c.org/ns/1.0}p")[-1]
    marks = [(m.get("type"), m.text) for m in second_p.iter("{http://www.tei-c.org/ns/1.0}name")]
    assert marks == [("PER", leak.text) for leak in leaks]


def test_a_held_proposal_of_a_name_written_as_one_word_is_replaced_not_refused(tmp_path: Path) -> None:
    """A participant's name proposed in words and, less surely (held), written as one word: the
    audit finds the one-word form; the sweep marks it and the file is written."""
    source = tmp_path / "in.xml"
    source.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
        "<titleStmt><title>Forum</title></titleStmt><publicationStmt><p>p</p></publicationStmt>"
        "<sourceDesc><p>s</p></sourceDesc></fileDesc><profileDesc><langUsage><language ident='de'/></langUsage>"
        '<particDesc><listPerson><person xml:id="A1"><persName type="nickname">graue_eule</persName></person>'
        '<person xml:id="A2"><persName type="nickname">moorhen</persName></person></listPerson></particDesc>'
        '</profileDesc></teiHeader><text xml:lang="de"><body><div>'
        '<post who="#A1" xml:id="p1">hallo</post><post who="#A2" xml:id="p2">die graue Eule hat recht</post>'
        '<post who="#A1" xml:id="p3">GraueEule sagt ja</post></div></body></text></TEI>',
        encoding="utf-8",
    )
    for mode in ((), ("--mode", "pseudonym", "--key", str(tmp_path / "key.json"))):
        out = tmp_path / f"out{len(mode)}"
        result = CliRunner().invoke(main, ["run", str(source), "-o", str(out), "--date", "2026-01-01", *mode])
        assert result.exit_code == 0, result.output
        written = (out / "in.xml").read_text(encoding="utf-8")
        assert "graueeule" not in written.casefold()


def test_what_the_audit_seeks_is_made_of_one_list_of_forms(monkeypatch) -> None:
    """Issue 41: the audit's strings and those it seeks inside longer words come from one list
    of the forms (before, each file made it twice), and are those of the two functions."""
    import teianon.checks.audit as audit

    inventory = _inventory()
    names = ["Ottokar Wenzelsberger", "Lieselotte Grabowski-Pahl"]
    made: list[int] = []
    original = audit.sought_forms

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        made.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(audit, "sought_forms", counting)
    sought = Sought.of(inventory, names)
    assert len(made) == 1
    monkeypatch.setattr(audit, "sought_forms", original)
    assert sought.strings == sensitive_strings(inventory, names)
    assert sought.glued == glued_strings(inventory)
    assert "wenzelsberger" in sought.strings and "ravensteiner" in sought.glued
