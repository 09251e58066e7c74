"""The index of a teiCorpus's participants (issue 29): each document's share of the other
documents' names is what the pairwise merge over the documents gave, in the same order."""

from __future__ import annotations

import random

from teianon.annotate.repeats import CorpusTargets, Target
from teianon.mention import Category


def _pairwise(per_document: list[list[Target]], without: int) -> list[Target]:
    # The merge as it was written before the index: every other document's targets, in order.
    merged: dict[str, Target] = {}
    for number, targets in enumerate(per_document):
        if number == without:
            continue
        for target in targets:
            key = target.text.casefold()
            known = merged.get(key)
            if known is None:
                merged[key] = target
            elif known.corresp != target.corresp and known.corresp is not None:
                merged[key] = Target(known.text, known.category, None, known.exact_case, known.source, known.cert)
    return list(merged.values())


def test_each_documents_share_is_the_pairwise_merge():
    rng = random.Random(29)
    names = ["lela", "Lela", "kater", "Paul", "maus", "Tiger", "sonne", "anna", "ANNA", "zorro"]
    for _ in range(200):
        per_document = []
        for number in range(rng.randint(1, 6)):
            chosen: dict[str, Target] = {}
            for name in rng.sample(names, rng.randint(0, 5)):
                owner = rng.choice([None, f"#d{number}.A1", f"#d{number}.A2", "#shared"])
                chosen.setdefault(name.casefold(), Target(name, Category.NICK, owner, rng.random() < 0.5,
                                                          "repeat:participant"))
            per_document.append(list(chosen.values()))
        index = CorpusTargets(per_document)
        for without in range(-1, len(per_document)):
            assert index.others(without) == _pairwise(per_document, without)
