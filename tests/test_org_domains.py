"""A business named in ordinary words that its own e-mail or web address spells (issue 38):
``Fahrschule Kupplung <info@fahrschule-kupplung.de>``; not a mail provider's domain, not a
person's own domain, not a listed organisation."""

from __future__ import annotations

import pytest
from detector_helpers import annotated

from teianon.read.tei import tei


def _names(*posts: str) -> list[tuple[str, str, str]]:
    """(text, type, source) of every reference in the document."""
    root = annotated(*posts).getroot()
    return [
        ("".join(e.itertext()), e.get("type") or "", (e.get("ana") or "").removeprefix("teianon:"))
        for e in root.iter(tei("name"), tei("ref"))
    ]


@pytest.mark.parametrize(
    "posts, name",
    [
        (
            ("An: Fahrschule Kupplung <info@fahrschule-kupplung.de>", "Liebe Fahrschule Kupplung, wann?"),
            "Fahrschule Kupplung",
        ),
        (("Die Karten kommen von Papeterie Herzpost, siehe www.papeterie-herzpost.de",), "Papeterie Herzpost"),
        (("Our vets: Riverside Vets, www.riversidevets.co.uk",), "Riverside Vets"),
        (("Grüße vom Team Bäckerei Schäfer-Löhr <hallo@baeckerei-schaefer-loehr.de>",), "Bäckerei Schäfer-Löhr"),
        # The project's one folding (teianon.detect.folding): a letter dropped to its base, as
        # many addresses write it, and letters beyond German's.
        (
            ("Grüße vom Team Kaffeerösterei Bohnenglück <info@kaffeerosterei-bohnengluck.de>",),
            "Kaffeerösterei Bohnenglück",
        ),
        (("Hilsen fra Bageri Søstrene Krøll, www.bageri-soestrene-kroell.dk",), "Bageri Søstrene Krøll"),
    ],
)
def test_words_the_documents_own_domain_spells_name_a_business(posts: tuple[str, ...], name: str) -> None:
    names = _names(*posts)
    assert (name, "ORG", "organisation.own-domain") in names, names


@pytest.mark.parametrize(
    "posts, words",
    [
        (("Schreib an Anna Berg <info@anna-berg.de>",), "Anna Berg"),  # a person's own domain
        (("Ich hab Web Mail offen, schreib an kalle@web.de",), "Web Mail"),  # a provider's
        (("Fragen an Deutsche Bahn <service@deutschebahn.com> bitte.",), "Deutsche Bahn"),  # a listed firm
    ],
)
def test_no_business_from_a_persons_or_providers_domain_or_a_listed_firm(posts: tuple[str, ...], words: str) -> None:
    names = _names(*posts)
    assert (words, "ORG", "organisation.own-domain") not in names, names
