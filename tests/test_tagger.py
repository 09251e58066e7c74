"""The trained name tagger: its features, training data, reproducible training, shipped model and
the detector that turns its labels into proposals."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from lxml import etree

from teianon.annotate.resolve import select
from teianon.cli import main
from teianon.detect import DocumentContext, build_detectors, detect
from teianon.detect.tagger import MODEL, TaggerDetector, tokens_of
from teianon.mention import Category
from teianon.read.textview import post_text
from teianon.tagger import clusters
from teianon.tagger.corpora import EUROPEANA, LABELS, Corpus, Sentence, _convert, _repair, read
from teianon.tagger.features import own_features, sentence_features, zipf
from teianon.tagger.noise import noisy_copy
from teianon.tagger.train import train

T = "{http://www.tei-c.org/ns/1.0}"


def view(text: str, pos: dict[str, str] | None = None):
    """A post as a detector sees it: plain text, or <w> tokens with @pos where ``pos`` is given."""
    if pos is None:
        post = etree.fromstring(f'<post xmlns="http://www.tei-c.org/ns/1.0">{text}</post>')
    else:
        words = "".join(f'<w pos="{pos.get(t, "NN")}">{t}</w> ' for t in text.split())
        post = etree.fromstring(f'<post xmlns="http://www.tei-c.org/ns/1.0">{words}</post>')
    return post_text(post)


@pytest.fixture(scope="module")
def tagger() -> TaggerDetector:
    detector = TaggerDetector()
    detector.load()
    return detector


def proposals(text: str, detector, pos: dict[str, str] | None = None) -> dict[str, Category]:
    v = view(text, pos)
    return {v.text[m.start : m.end]: m.category for m in select(detector.analyze(v, DocumentContext()))}


# --- features and training data -------------------------------------------------------------


def test_features_know_the_tables_in_any_case():
    lower, upper = own_features("bochum"), own_features("Bochum")
    assert any(f.startswith("pl=GPE") for f in lower) and any(f.startswith("pl=GPE") for f in upper)
    assert "cap" in upper and "cap" not in lower
    assert any(f.startswith("pl=GPE") for f in own_features("doooortmund"))  # chat elongation


def test_sentence_features_mark_multiword_names_and_neighbours():
    features = sentence_features(["in", "Frankfurt", "am", "Main", "."])
    assert len(features) == 5
    assert "mw.B=pl" in features[1] and "mw.I=pl" in features[3]
    assert "-1:w=in" in features[1] and "BOS" in features[0] and "EOS" in features[4]


def test_frequencies_are_wordfreqs_without_its_tokeniser():
    from wordfreq import zipf_frequency

    for word in ("und", "bochum", "straße", "lol", "xqzvw", "don't", "e-mail", "2019", "café", "niño"):
        for language in ("de", "en"):
            assert zipf(word.casefold(), language) == zipf_frequency(word.casefold(), language), (word, language)


@pytest.fixture
def tiny_clusters(tmp_path, monkeypatch):
    """A cluster table of four words, in place of the one ``python -m teianon.tagger.clusters`` builds."""
    import marisa_trie

    from teianon.tagger import features

    path = tmp_path / "clusters.marisa"
    marisa_trie.RecordTrie(clusters.RECORD, [("mehmet", (1, 2, 3)), ("anna", (1, 2, 4)), ("nein", (5, 6, 7)),
                                             ("bochum", (8, 9, 10))]).save(str(path))
    monkeypatch.setattr(clusters, "TABLE", path)
    clusters.table.cache_clear()
    features.clear_caches()
    yield
    clusters.table.cache_clear()
    features.clear_caches()


def test_word_clusters_ignore_case_and_stretched_letters(tiny_clusters):
    assert clusters.classes("Bochum") == clusters.classes("bochum") == clusters.classes("#bochum") == (8, 9, 10)
    assert clusters.classes("neeeein") == clusters.classes("nein") == (5, 6, 7)
    assert clusters.classes("Dortmund") is None


def test_features_read_the_clusters_of_a_word_and_its_neighbours(tiny_clusters):
    features = sentence_features(["danke", "mehmet", "!"])
    assert {"c64=1", "c256=2", "c1024=3"} <= set(features[1])
    assert {"-1:c256=2", "-1:c1024=3"} <= set(features[2]) and "-1:c64=1" not in features[2]
    upper = sentence_features(["danke", "Mehmet", "!"])[1]
    assert {f for f in features[1] if f.startswith("c")} == {f for f in upper if f.startswith("c") and f != "cap"}
    far = sentence_features(["mehmet", "und", "anna"])
    assert "2:c256=2" in far[0] and not any(f.startswith("2:c1024") for f in far[0])


def test_without_a_cluster_table_there_are_no_cluster_features(tmp_path, monkeypatch):
    from teianon.tagger import features

    monkeypatch.setattr(clusters, "TABLE", tmp_path / "missing.marisa")
    clusters.table.cache_clear()
    features.clear_caches()
    try:
        assert not any(f.startswith(("c64=", "c256=", "c1024=")) for f in sentence_features(["danke", "mehmet"])[1])
    finally:
        clusters.table.cache_clear()
        features.clear_caches()


def test_labels_of_every_set_become_teianons():
    assert _convert("S-LOCderiv".replace("deriv", "DERIV"), LABELS["germeval"]) == "B-GEO_DE"
    assert _convert("E-PER", LABELS["germeval"]) == "I-PER"
    assert _convert("S-ORGPART", LABELS["germeval"]) == "O"
    assert _convert("B-location-city", LABELS["mobie"]) == "B-LOC"
    assert _convert("I-trigger", LABELS["mobie"]) == "O"
    assert _convert("B-creative-work", LABELS["wnut17"]) == "B-OTH"
    assert _repair(["I-LOC", "I-LOC", "O", "I-PER"]) == ["B-LOC", "I-LOC", "O", "B-PER"]


def test_reading_a_set_drops_currencies_and_document_lines(tmp_path):
    (tmp_path / "g.txt").write_text("Er O\nzahlt O\n5 O\nEuro S-OTH\nin O\nBochum S-LOC\n\nAnna B-PER\nHein E-PER\n",
                                    encoding="utf-8")
    (tmp_path / "m.conll").write_text("-DOCSTART- -1- O O\n\nRE1\tNE\tI-NE\tI-location-route\n", encoding="utf-8")
    german = list(read(Corpus("germeval", "g.txt", 0, 1, None), tmp_path))
    assert [s.labels for s in german] == [["O", "O", "O", "O", "O", "B-LOC"], ["B-PER", "I-PER"]]
    (mobie,) = read(Corpus("mobie", "m.conll", 0, 3), tmp_path)
    assert mobie.tokens == ["RE1"] and mobie.labels == ["B-LOC"]


def test_noise_keeps_labels_with_their_tokens_and_follows_the_seed():
    sentence = Sentence(["Anna", "wohnt", "in", "Bochum", "."], ["B-PER", "O", "O", "B-LOC", "O"], "t")
    copies = [noisy_copy(sentence, random.Random(seed)) for seed in range(30)]
    assert noisy_copy(sentence, random.Random(7)) == noisy_copy(sentence, random.Random(7))
    assert any(c.tokens[0] == "anna" for c in copies)  # lower case, as chat writes
    for copy in copies:
        assert len(copy.tokens) == len(copy.labels)
        assert copy.labels.count("B-PER") == 1 and copy.labels.count("B-LOC") == 1


def test_europeana_stream_is_cut_into_sentences(tmp_path):
    import lzma

    stream = "# file: x\nKaiser B-PER\nFranz I-PER\nJoseph I-PER\nin O\nWien B-LOC\n. O\nDer O\nRath B-ORG\nbroken line O\n"
    stream += "".join(f"w{n} O\n" for n in range(70)) + "Graz B-PEr\n"
    path = tmp_path / "europeana_ner_de" / "enp_DE.lft.bio.xz"
    path.parent.mkdir()
    path.write_bytes(lzma.compress(stream.encode()))
    sentences = list(read(EUROPEANA[0], tmp_path))
    assert sentences[0].tokens == ["Kaiser", "Franz", "Joseph", "in", "Wien", "."]
    assert sentences[0].labels == ["B-PER", "I-PER", "I-PER", "O", "B-LOC", "O"]
    assert sentences[1].tokens[:2] == ["Der", "Rath"] and sentences[1].labels[1] == "B-ORG"
    assert all(len(s.tokens) <= 60 for s in sentences)
    assert sentences[-1].tokens[-1] == "Graz" and sentences[-1].labels[-1] == "B-PER"  # "B-PEr" as written


def test_training_is_reproducible_for_a_seed(tmp_path):
    data = tmp_path / "data" / "germeval2014"
    data.mkdir(parents=True)
    rows = []
    for name, place in [("Anna", "Bochum"), ("Paul", "Essen"), ("Jana", "Berlin"), ("Tom", "Hamm")] * 5:
        rows.append(f"{name} S-PER\nwohnt O\nin O\n{place} S-LOC\n. O\n")
    (data / "NER-de-train-bioes.txt").write_text("\n".join(rows), encoding="utf-8")
    corpus = (Corpus("germeval", "germeval2014/NER-de-train-bioes.txt", 0, 1, None, "test"),)
    models = []
    for n in range(2):
        model = tmp_path / f"m{n}" / "names.crfsuite"
        card = train(tmp_path / "data", model, seed=3, corpora=corpus, parameters={"max_iterations": 20})
        models.append(model.read_bytes())
        assert card["sha256"] == hashlib.sha256(models[-1]).hexdigest()
        assert json.loads(model.with_suffix(".json").read_text())["sources"][0]["licence"] == "test"
    assert models[0] == models[1]


# --- the shipped model ----------------------------------------------------------------------


def test_the_shipped_model_is_small_and_documented():
    card = json.loads(MODEL.with_suffix(".json").read_text(encoding="utf-8"))
    assert MODEL.stat().st_size < 30_000_000
    assert card["sha256"] == hashlib.sha256(MODEL.read_bytes()).hexdigest()
    assert {s["name"] for s in card["sources"]} >= {"germeval", "mobie", "btc", "wnut17"}
    assert all(s["licence"] for s in card["sources"])
    sources = (Path(__file__).resolve().parent.parent / "teianon" / "lists" / "SOURCES.md").read_text(encoding="utf-8")
    for name in ("GermEval 2014", "MobIE", "Broad Twitter Corpus", "WNUT 2017"):
        assert name in sources


def test_names_in_news_and_in_chat(tagger):
    found = proposals("Anna Hein arbeitet seit 2019 bei Siemens in Bochum .", tagger)
    assert found.get("Anna Hein") is Category.PER
    assert found.get("Siemens") is Category.ORG
    assert found.get("Bochum") is Category.GPE
    chat = proposals("treffen uns morgen in dortmund am bahnhof", tagger)
    assert chat.get("dortmund") is Category.GPE


def test_place_tables_tell_gpe_from_loc(tagger):
    found = proposals("Wir sind am Rhein bei Köln gewandert .", tagger)
    assert found.get("Köln") is Category.GPE
    assert found.get("Rhein") is Category.LOC


def test_closed_class_tags_are_never_names(tagger):
    text = "Ihr seid an Günther vorbei"
    tags = {"Ihr": "PPOSAT", "seid": "VAFIN", "an": "APPR", "Günther": "NE", "vorbei": "PTKVZ"}
    found = proposals(text, tagger, tags)
    assert "Ihr" not in found and not any("an " in k for k in found)
    assert found.get("Günther") is Category.PER


def test_tokens_split_punctuation_glued_to_a_word():
    tokens = tokens_of(view("Bochum, (Essen)!"))
    assert [t.text for t in tokens] == ["Bochum", ",", "(", "Essen", ")", "!"]


# --- the tagger among the other detectors ----------------------------------------------------


def test_word_list_rules_give_way_to_the_tagger_but_precise_rules_stay():
    v = view("Frau Kowalski wohnt in der Lindenstraße 12 in Bochum.")
    with_tagger = {(v.text[m.start : m.end], m.source.split(":")[0]) for m in detect(v, DocumentContext(), build_detectors())}
    assert ("Lindenstraße 12", "place") in with_tagger  # street with house number: a rule
    assert not any(source == "place" and text == "Bochum" for text, source in with_tagger)
    without = build_detectors(ner="none")
    assert "tagger" not in [d.name for d in without] and "other" in [d.name for d in without]
    assert "other" not in [d.name for d in build_detectors()]


def _tei(posts: str, persons: str = "") -> str:
    return ('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
            "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc>"
            f"<profileDesc><particDesc><listPerson>{persons}</listPerson></particDesc></profileDesc></teiHeader>"
            f"<text><body><div>{posts}</div></body></text></TEI>")


def _annotate(tmp_path: Path, document: str, *options: str) -> list[tuple[str, str]]:
    source = tmp_path / "in" / "d.xml"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(document, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["annotate", str(source), "-o", str(out), "-q", *options])
    assert result.exit_code == 0, result.output
    root = etree.parse(str(out / "d.xml")).getroot()
    return [(e.get("type"), "".join(e.itertext())) for e in root.iter(f"{T}name") if e.get("resp")]


def test_countries_and_language_words_stay_unless_the_policy_wants_them(tmp_path):
    document = _tei('<post xml:id="p1" who="#a">ich war in Spanien und spreche jetzt Spanisch, '
                    "wie die Spanier in Sevilla</post>",
                    '<person xml:id="a"><persName type="nickname">kiki</persName></person>')
    default = _annotate(tmp_path / "a", document)
    assert ("GPE", "Sevilla") in default
    assert not any(text in ("Spanien", "Spanisch", "Spanier") for _, text in default)
    config = tmp_path / "policy.toml"
    config.write_text("[detect]\ncountries = true\n", encoding="utf-8")
    everything = _annotate(tmp_path / "b", document, "--config", str(config))
    assert ("GPE", "Spanien") in everything
    assert any(text in ("Spanisch", "Spanier") for _, text in everything)


def test_public_figures_stay_in_running_text(tmp_path):
    persons = ('<person xml:id="a"><persName type="nickname">kiki</persName></person>'
               '<person xml:id="b" role="celebrity"><persName>Günther Beckstein</persName></person>')
    found = _annotate(tmp_path, _tei('<post xml:id="p1" who="#a">Fragen an Günther Beckstein: warum nicht?</post>'
                                     '<post xml:id="p2" who="#a">Beckstein und Anna Hein schweigen</post>', persons))
    assert not any("Beckstein" in text and kind != "nickname" for kind, text in found)
    assert ("PER", "Anna Hein") in found


def test_the_issues_false_alarms_are_gone(tmp_path):
    posts = ('<post xml:id="p1" who="#a">Ihr habt Ihnen gesagt: Und jetzt?</post>'
             '<post xml:id="p2" who="#a">Ok, ich mach meinen Bachelor an der uni</post>'
             '<post xml:id="p3" who="#a">mein deutsch ist besser als mein Spanisch</post>')
    found = _annotate(tmp_path, _tei(posts, '<person xml:id="a"><persName type="nickname">kiki</persName></person>'))
    assert found == []


def test_ner_option_is_checked(tmp_path):
    result = CliRunner().invoke(main, ["annotate", str(tmp_path), "-o", str(tmp_path / "o"), "--ner", "bert"])
    assert result.exit_code == 2 and "crf, none or spacy:PIPELINE" in result.output


def test_a_run_of_thousands_of_characters_is_no_name(tagger):
    # "Kaiser-Kaiser-…" as one token: the tagger reads it as a place at some lengths; its repeats
    # would then be searched with a pattern of that length (issue 29's one super-linear step).
    found = proposals("wir fahren nach " + "Kaiser-" * 40 + "Kaiser und dann nach Bochum", tagger)
    assert list(found) == ["Bochum"]
    assert proposals("wir fahren nach Kaiserslautern", tagger) == {"Kaiserslautern": Category.GPE}


@pytest.mark.parametrize(
    "text", ["siehe en.wikipedia.org/wiki/Angela_Merkel oder so", "hier: www.kanzlei-brenneisen.de/Team/Ostrowski"]
)
def test_no_name_is_taken_out_of_a_web_address(tagger, text):
    # A name inside an address is the URL detector's to decide (it keeps a public one whole).
    v = view(text)
    for mention in tagger.analyze(v, DocumentContext()):
        assert "/" not in v.text[max(0, mention.start - 1) : mention.end + 1], v.text[mention.start : mention.end]


class _NearlyLabelled:
    """A stand-in CRF: every word O in the best labelling, and one word a name with ``chance``
    (as ``B-ORG``), so that what the detector makes of a near miss does not hang on one model's
    guess on one word."""

    def __init__(self, word: str, chance: float) -> None:
        self.word, self.chance, self.words = word, chance, []

    def set(self, features) -> None:
        self.words = [next(f.split("=", 1)[1] for f in fs if f.startswith("w=")) for fs in features]

    def tag(self) -> list[str]:
        return ["O"] * len(self.words)

    def marginal(self, label: str, i: int) -> float:
        near = self.words[i] == self.word.casefold()
        if label == "O":
            return 1.0 - self.chance if near else 1.0
        return self.chance if near and label == "B-ORG" else 0.0


@pytest.mark.parametrize("chance", [0.3, 0.6])
def test_words_the_tagger_nearly_labelled_are_candidates_with_their_chance(tagger, monkeypatch, chance):
    # "Vabrico" is outside the tagger's best labelling; as a capitalised word no table calls
    # ordinary it is a candidate, with the tagger's chance as its score, for the decision to weigh.
    monkeypatch.setattr(tagger, "_tagger", _NearlyLabelled("Vabrico", chance))
    v = view("gern, morgen treffen wir uns im Cafe Vabrico in Herne, Tel. 02323 123456")
    found = {v.text[m.start : m.end]: m for m in tagger.analyze(v, DocumentContext())}
    assert list(found) == ["Vabrico"] and found["Vabrico"].score == pytest.approx(chance, abs=1e-4)
    # Below the chance asked for, it is none.
    monkeypatch.setattr(tagger, "_tagger", _NearlyLabelled("Vabrico", 0.2))
    assert not list(tagger.analyze(v, DocumentContext()))
    monkeypatch.undo()
    # A lower-case word no name table knows is not asked about (chat words: "rupf", "mitdrück").
    v = view("ich rupf das mal eben")
    assert all(v.text[m.start : m.end] != "rupf" for m in tagger.analyze(v, DocumentContext()))


def test_the_detectors_word_frequencies_are_wordfreqs_without_its_tokeniser(monkeypatch: pytest.MonkeyPatch):
    """lexicon.frequency and german_frequency, asked for every word type the detectors meet,
    give wordfreq's numbers, and a plain word (letters of one case) is looked up without
    wordfreq's tokeniser (issue 41: a word type's first sight is most of detection's cost)."""
    from wordfreq import zipf_frequency

    from teianon.detect import lexicon

    words = ("und", "Bochum", "straße", "lol", "xqzvw", "don't", "E-Mail", "2019", "Café", "niño", "HAUS", "İzmir")
    wanted = {w: (max(zipf_frequency(w.casefold(), lang) for lang in ("de", "en")), zipf_frequency(w.casefold(), "de"))
              for w in words}
    assert wanted["und"][0] > 6 and wanted["xqzvw"] == (0.0, 0.0)
    assert {w: (lexicon.frequency.__wrapped__(w), lexicon.german_frequency.__wrapped__(w)) for w in words} == wanted

    def tokenised(*args: object, **kwargs: object) -> float:
        raise AssertionError("wordfreq's tokeniser asked for a plain word")

    monkeypatch.setattr(lexicon, "zipf_frequency", tokenised)
    for word in ("und", "Bochum", "straße", "HAUS", "xqzvw"):
        assert (lexicon.frequency.__wrapped__(word), lexicon.german_frequency.__wrapped__(word)) == wanted[word]
