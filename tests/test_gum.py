"""Reading GUM's conllu entities as names (teianon.tagger.gum) and as the tagger's training set."""

from __future__ import annotations

from pathlib import Path

from teianon.tagger import gum
from teianon.tagger.corpora import gum_corpus, read

# id form lemma upos xpos feats head deprel deps misc
DOCUMENT = """\
# newdoc id = GUM_news_harbour
# sent_id = GUM_news_harbour-1
# text = The Secretary met Ottilie Brandstaetter of the Tarnow Rowing Club and other people in Kellerby.
1	The	the	DET	DT	_	2	det	_	Entity=(1-person-new-nnnnn-cf1-2-coref-Someone
2	Secretary	Secretary	PROPN	NNP	_	3	nsubj	_	Entity=1)
3	met	meet	VERB	VBD	_	0	root	_	_
4	Ottilie	Ottilie	PROPN	NNP	_	5	flat	_	Entity=(2-person-new-nnnnn-cf2-1,2-sgl
5	Brandstaetter	Brandstaetter	PROPN	NNP	_	3	obj	_	_
6	of	of	ADP	IN	_	10	case	_	_
7	the	the	DET	DT	_	10	det	_	Entity=(3-organization-new-nnnnn-cf3-4-sgl
8	Tarnow	Tarnow	PROPN	NNP	_	10	compound	_	Entity=(4-place-new-nnnnn-cf4-1-sgl)
9	Rowing	Rowing	PROPN	NNP	_	10	compound	_	_
10	Club	Club	PROPN	NNP	_	5	nmod	_	Entity=3)2)
11	and	and	CCONJ	CC	_	13	cc	_	Entity=(5-person-new-nnnnn-cf5-2-sgl
12	other	other	ADJ	JJ	_	13	amod	_	_
13	people	people	NOUN	NNS	_	10	conj	_	Entity=5)
14	in	in	ADP	IN	_	15	case	_	_
15	Kellerby	Kellerby	PROPN	NNP	_	3	obl	_	Entity=(6-place-new-nnnnn-cf6-1-sgl-Kellerby)|SpaceAfter=No
16	.	.	PUNCT	.	_	3	punct	_	_

# sent_id = GUM_news_harbour-2
# text = Norwegians read the Quorn Act.
1	Norwegians	Norwegian	PROPN	NNPS	_	2	nsubj	_	Entity=(7-person-new-nnnnn-cf7-1-sgl)
2	read	read	VERB	VBD	_	0	root	_	_
3	the	the	DET	DT	_	5	det	_	Entity=(8-abstract-new-nnnnn-cf8-2-sgl
4	Quorn	Quorn	PROPN	NNP	_	5	compound	_	_
5	Act	Act	PROPN	NNP	_	2	obj	_	Entity=8)|SpaceAfter=No
6	.	.	PUNCT	.	_	2	punct	_	_

# sent_id = GUM_news_harbour-3
# text = Deputy Mayor Wenzel Okafor spoke.
1	Deputy	Deputy	PROPN	NNP	_	4	compound	_	Entity=(9-person-new-nnnnn-cf9-4-sgl
2	Mayor	Mayor	PROPN	NNP	_	4	compound	_	_
3	Wenzel	Wenzel	PROPN	NNP	_	4	flat	_	_
4	Okafor	Okafor	PROPN	NNP	_	5	nsubj	_	Entity=9)
5	spoke	speak	VERB	VBD	_	0	root	_	SpaceAfter=No
6	.	.	PUNCT	.	_	5	punct	_	_
"""

SPLITS = """\
# Splits

## dev

  * GUM_news_quay

## train

  * GUM_news_harbour
  * GUM_court_bench
  * GUM_fiction_owl
"""


def export(tmp_path: Path) -> Path:
    (tmp_path / "dep").mkdir()
    (tmp_path / "splits.md").write_text(SPLITS, encoding="utf-8")
    for name in ("GUM_news_harbour", "GUM_court_bench", "GUM_fiction_owl", "GUM_news_quay", "GUM_news_unlisted"):
        (tmp_path / "dep" / f"{name}.conllu").write_text(DOCUMENT.replace("GUM_news_harbour", name), encoding="utf-8")
    return tmp_path


def test_names_are_mentions_headed_by_a_proper_noun(tmp_path):
    first, second, third = gum.read_document(export(tmp_path) / "dep" / "GUM_news_harbour.conllu")
    # A person's titles are no part of the name, as the other training sets have it.
    assert [(" ".join(third.tokens[s:e]), kind) for s, e, kind in third.names] == [("Wenzel Okafor", "person")]
    named = {(" ".join(first.tokens[s:e]), kind) for s, e, kind in first.names}
    # The person's mention runs on into "of the … Club": its name is the proper nouns around its
    # head; the club inside it is a name of its own (and the place inside the club is not kept).
    assert named == {("Ottilie Brandstaetter", "person"), ("Tarnow Rowing Club", "organization"), ("Kellerby", "place")}
    assert [(" ".join(second.tokens[s:e]), kind) for s, e, kind in second.names] == [("Quorn Act", "abstract")]


def test_labels_map_the_three_types_and_others_on_request(tmp_path):
    first, second, _ = gum.read_document(export(tmp_path) / "dep" / "GUM_news_harbour.conllu")
    assert gum.labels(first)[3:5] == ["B-PER", "I-PER"]
    assert gum.labels(first)[7:10] == ["B-ORG", "I-ORG", "I-ORG"]
    assert gum.labels(first)[14] == "B-LOC"
    assert gum.labels(second) == ["O"] * 6  # a group of people and a named act
    assert gum.labels(second, other="OTH")[2:5] == ["O", "B-OTH", "I-OTH"]


def test_training_reads_the_free_genres_train_split_only(tmp_path):
    root = export(tmp_path)
    assert [p.stem for p in gum.documents(root, ["train"], gum.FREE_GENRES)] == ["GUM_news_harbour"]
    assert [p.stem for p in gum.documents(root, ["train", "dev"], gum.HELD_OUT_GENRES)] == ["GUM_court_bench"]
    sentences = list(read(gum_corpus(root), Path("/nonexistent")))
    assert len(sentences) == 3 and {s.source for s in sentences} == {"gum"}
    assert "fiction" not in gum.FREE_GENRES and not set(gum.HELD_OUT_GENRES) & set(gum.FREE_GENRES)


def test_the_benchmark_counts_a_name_masked_where_anything_replaced_overlaps_it(tmp_path, monkeypatch):
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    import formal_english
    from lxml import etree

    from teianon.read.tei import tei

    path = export(tmp_path) / "dep" / "GUM_court_bench.conllu"
    tree = formal_english.gold_tree(path)
    gold = [(n.get("type"), " ".join(w.text for w in n.iter(tei("w")))) for n in tree.getroot().iter(tei("name"))]
    assert gold == [
        ("PER", "Ottilie Brandstaetter"),
        ("ORG", "Tarnow Rowing Club"),
        ("LOC", "Kellerby"),
        ("OTH", "Quorn Act"),
        ("PER", "Wenzel Okafor"),
    ]

    def annotate(system: etree._ElementTree, where: str, settings: object) -> None:
        # A stand-in for teianon: the first name alone as a person, "met" as a place (wrong), and a
        # low-certainty proposal on the club, which the default output does not replace.
        first = system.getroot().find(f".//{tei('post')}")
        words = list(first.iter(tei("w")))
        for index, kind, cert in ((3, "PER", "high"), (2, "GPE", "medium"), (8, "ORG", "low")):
            name = etree.Element(tei("name"), type=kind, resp="#teianon", cert=cert)
            words[index].addprevious(name)
            name.append(words[index])

    monkeypatch.setattr(formal_english, "annotate_tree", annotate)
    tally = formal_english.score_document(path, "crf", errors=False)
    assert tally.gold == {"PER": 2, "ORG": 1, "LOC": 1}
    assert tally.masked == {"PER": 1}
    assert (tally.proposals, tally.right) == (2, 1)
