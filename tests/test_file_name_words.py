"""A file's name is a person's only on a name's evidence (issue 39's review): two rare words
joined by ``_`` (``Letsencrypt_Certbot.pdf``) are a software's or a product's as often, and are
no person in the text nor in a link; a first name of the tables with a surname (also one that is
a small town's name), or two rare words in the file of a personal document, still are. Made-up
names."""

from __future__ import annotations

import pytest
from detector_helpers import view

from teianon.annotate.resolve import select
from teianon.detect import DocumentContext, detect, loaded_detectors
from teianon.mention import Category
from teianon.replace.attribute_names import file_name_person_names


def _persons(text: str) -> list[str]:
    post = view(text)
    mentions = select(detect(post, DocumentContext(), loaded_detectors(None, "crf")))
    return [post.text[m.start : m.end] for m in mentions if m.category == Category.PER]


@pytest.mark.parametrize(
    "text",
    [
        "anbei Letsencrypt_Certbot.pdf zur Info",
        "siehe Kubernetes_Helm.md im Repo",
        "Ansible_Terraform.txt liegt im Ordner",
        "Proxmox_Zabbix.md ist aktuell",
        "die Datei Wireguard_Tailscale.odt fehlt",
    ],
)
def test_two_rare_words_in_a_file_name_are_no_person(text):
    assert _persons(text) == []


@pytest.mark.parametrize(
    "text, name",
    [
        ("schick mir Lebenslauf_Aylin_Demirci.pdf", "Aylin_Demirci"),
        ("hier Bewerbung_Yelda_Karakurt.pdf", "Yelda_Karakurt"),
        ("Zeugnis_Merve_Kettering.pdf im Anhang", "Merve_Kettering"),
        ("Timo_Brandhorst.pdf", "Timo_Brandhorst"),
    ],
)
def test_a_person_s_file_name_is_still_a_person(text, name):
    assert name in _persons(text)


@pytest.mark.parametrize(
    "value, found",
    [
        ("docs/Letsencrypt_Certbot.pdf", []),
        ("anleitung/Anleitung_Letsencrypt_Certbot.pdf", []),
        ("files/Proxmox_Zabbix.md", []),
        ("bewerbung/Lebenslauf_Aylin_Demirci.pdf", ["Aylin_Demirci"]),
        # Two rare words beside a personal document or event: a name the tables lack.
        ("fotos/Einschulung_Henrieke_Dalhoff.jpg", ["Henrieke_Dalhoff"]),
        ("scans/Passfoto_Ilvie_Brakelmann.png", ["Ilvie_Brakelmann"]),
    ],
)
def test_in_a_link_too(value, found):
    assert list(file_name_person_names(value)) == found
