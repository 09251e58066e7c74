"""A name known only from a comment (issue 39): replaced in links, known to the audit and the
check of file names."""

from __future__ import annotations

import pytest
from lxml import etree
from tei_places_helpers import doc, root_of, run

from teianon.checks.paths import path_leaks
from teianon.replace.hidden import attribute_names
from teianon.replace.inventory import read_inventory

# --- a name known from a comment, in a link and in the file name ---------------------------------


@pytest.mark.parametrize("pseudonyms", [False, True])
def test_a_name_from_a_comment_is_replaced_in_links_and_named_in_the_file_name(tmp_path, pseudonyms):
    body = (
        '<!-- Tagebuch von Reinhild Ostendarp, Band 2 --><pb facs="scans/ostendarp_002.png"/>'
        '<post xml:id="c1" who="#A1"><p>siehe <graphic url="fotos/ostendarp-1988.jpg"/></p></post>'
        '<post xml:id="c2" who="#B1"><p><bibl source="quellen/Ostendarp.pdf">Brief</bibl></p></post>'
    )
    output, printed = run(tmp_path, doc(body), name="tagebuch_ostendarp.xml", pseudonyms=pseudonyms)
    assert "ostendarp" not in output.casefold()
    assert "'ostendarp'" in printed and "in the output's name" in printed
    # A file named with a name is not counted as audited clean, whatever its content.
    assert "0 of 1 written file(s) audited clean" in printed and "1 named with a name" in printed


def test_the_check_of_file_names_knows_names_from_comments():
    tree = etree.ElementTree(
        root_of(doc('<post xml:id="c1" who="#A1"><p><!-- von Hartmut Pöppinghaus -->na</p></post>'))
    )
    names = attribute_names(tree.getroot())
    assert names == ["Hartmut Pöppinghaus"]
    inventory = read_inventory(tree, "x.xml", None)
    assert not path_leaks("briefe_poeppinghaus_x.xml", "x", inventory)
    assert [leak.text for leak in path_leaks("briefe_pöppinghaus.xml", "x", inventory, names)] == ["pöppinghaus"]
