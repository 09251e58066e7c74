"""Pseudonym mode: consistent surrogates of the same kind, the key file, shared names, the
mapping file and the audit."""

from __future__ import annotations

import json
import re
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import SAMPLES
from lxml import etree

from teianon.cli import main
from teianon.pseudonym import surrogates as s
from teianon.pseudonym.keyfile import KeyFile
from teianon.pseudonym.pseudonymise import Pseudonymiser
from teianon.read.tei import NS, XML_ID
from teianon.read.xmlio import parse_file
from teianon.replace.inventory import Inventory, Participant, Reference

CHAT = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="de">
  <teiHeader>
    <fileDesc><titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt>
      <sourceDesc><p>s</p></sourceDesc></fileDesc>
    <profileDesc><particDesc><listPerson>
      <person xml:id="A1"><persName type="nickname">{a}</persName><sex>female</sex></person>
      <person xml:id="A2"><persName type="nickname">{b}</persName><sex>male</sex></person>
    </listPerson></particDesc></profileDesc>
  </teiHeader>
  <text><body>
{posts}
  </body></text>
</TEI>
"""


def chat(path: Path, posts: list[tuple[str, str]], a: str = "lela2", b: str = "kater_k") -> Path:
    body = "\n".join(f'    <post xml:id="p{i}" who="#{who}"><p>{text}</p></post>' for i, (who, text) in enumerate(posts, 1))
    path.write_text(CHAT.format(a=a, b=b, posts=body), encoding="utf-8")
    return path


def run(args: list[str]) -> object:
    return CliRunner().invoke(main, args, catch_exceptions=False)


def posts(path: Path) -> dict[str, str]:
    tree = parse_file(path)
    return {p.get(XML_ID): " ".join("".join(p.itertext()).split()) for p in tree.iterfind(".//tei:post", NS)}


def key_data(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "in"
    folder.mkdir()
    chat(folder / "one.xml", [("A2", "hallo lela2, wie geht's?"), ("A1", "@kater_k gut, ich bin in Mannheim")])
    chat(folder / "two.xml", [("A1", "kater_k: kommst du nach Mannheim?"), ("A2", "lela2 ja, morgen")])
    return folder


def test_same_referent_same_surrogate_across_files_and_runs(corpus, tmp_path):
    key = tmp_path / "secret" / "key.json"
    first = run(["run", str(corpus), "--mode", "pseudonym", "--key", str(key), "-o", str(tmp_path / "out1"), "-q"])
    assert first.exit_code == 0, first.output
    table = key_data(key)
    lela, kater = table["participants"]["lela2"]["surrogate"], table["participants"]["kater_k"]["surrogate"]
    mannheim = table["references"]["GPE"]["Mannheim"]
    one, two = posts(tmp_path / "out1" / "one.xml"), posts(tmp_path / "out1" / "two.xml")
    assert lela in one["p1"] and lela in two["p2"]
    assert kater in one["p2"] and kater in two["p1"]
    assert mannheim in one["p2"] and mannheim in two["p1"]
    assert "lela2" not in " ".join([*one.values(), *two.values()])
    # A later run with the same key gives the same surrogates and adds nothing.
    second = run(["run", str(corpus), "--mode", "pseudonym", "--key", str(key), "-o", str(tmp_path / "out2"), "-q"])
    assert second.exit_code == 0
    assert posts(tmp_path / "out2" / "one.xml") == one
    assert key_data(key)["participants"] == table["participants"]


def test_same_salt_same_choice_other_salt_other_choice(corpus, tmp_path):
    surrogates = []
    for name, salt in (("a", "s1"), ("b", "s1"), ("c", "s2")):
        key = tmp_path / f"{name}.json"
        result = run(["run", str(corpus), "--mode", "pseudonym", "--key", str(key), "--salt", salt,
                      "-o", str(tmp_path / f"out-{name}"), "-q"])
        assert result.exit_code == 0
        surrogates.append(key_data(key)["participants"])
    assert surrogates[0] == surrogates[1]
    assert surrogates[0] != surrogates[2]


def test_variants_map_to_variants_of_one_surrogate(tmp_path):
    person = Participant("lela2", "A1", "female", "", True, ("lela2",), "de")
    forms = ["lela2", "Lela", "LELA2", "leeeela", "lela 2", "l e l a"]
    inventory = Inventory("x.xml", [person], [Reference("NICK", f, "lela2", 1, "p1", "A2", "de") for f in forms])
    key = KeyFile.open(tmp_path / "k.json", salt="fixed")
    Pseudonymiser(key, [inventory]).assign()
    got = key.data["participants"]["lela2"]["forms"]
    base = got["lela2"]
    letters, digits = base.rstrip("0123456789"), base[len(base.rstrip("0123456789")):]
    assert len(digits) == 1 and letters.isalpha() and letters.islower()
    assert got["Lela"] == letters.capitalize()
    assert got["LELA2"] == base.upper()
    assert got["lela 2"] == f"{letters} {digits}"
    assert got["l e l a"] == " ".join(letters)
    # leeeela stretches one letter by three: the surrogate stretches one vowel by three.
    assert len(got["leeeela"]) == len(letters) + 3
    assert re.search(r"([aeiou])\1{3}", got["leeeela"])
    assert re.sub(r"(.)\1+", r"\1", got["leeeela"]) == re.sub(r"(.)\1+", r"\1", letters)


def test_sex_and_country_agree(tmp_path):
    people = [Participant("mia", "A1", "female", "", True, ("Mia",), "de"),
              Participant("tom", "A2", "male", "", True, ("Tom",), "de")]
    refs = [Reference("PER", "Anna", None, 1, "p1", "A1", "de"), Reference("PER", "Peter", None, 1, "p1", "A1", "de"),
            Reference("GPE", "Mannheim", None, 1, "p1", "A1", "de"), Reference("GPE", "Lyon", None, 1, "p1", "A1", "de")]
    key = KeyFile.open(tmp_path / "k.json", salt="fixed")
    Pseudonymiser(key, [Inventory("x.xml", people, refs)]).assign()
    female, male = set(s.first_names("de", "female")), set(s.first_names("de", "male"))
    assert key.data["participants"]["mia"]["surrogate"] in female
    assert key.data["participants"]["tom"]["surrogate"] in male
    assert key.data["references"]["PER"]["Anna"] in female
    assert key.data["references"]["PER"]["Peter"] in male
    german = {form for form, _ in s.cities("geonames:DE")}
    french = {form for form, _ in s.cities("geonames:FR")}
    assert key.data["references"]["GPE"]["Mannheim"] in german
    assert key.data["references"]["GPE"]["Lyon"] in french


def test_inflection_is_kept(tmp_path):
    refs = [Reference("GEO_DE", "Düsseldorfern", None, 1, "p1", "A1", "de"),
            Reference("GPE", "Düsseldorf", None, 1, "p1", "A1", "de"),
            Reference("PER", "Anna", None, 1, "p1", "A1", "de"),
            Reference("PER", "Annas", None, 1, "p1", "A1", "de")]
    key = KeyFile.open(tmp_path / "k.json", salt="fixed")
    Pseudonymiser(key, [Inventory("x.xml", [], refs)]).assign()
    table = key.data["references"]
    city = table["GPE"]["Düsseldorf"]
    # The derivation follows the surrogate of its place: Düsseldorf -> X, Düsseldorfern -> Xern.
    assert table["GEO_DE"]["Düsseldorfern"] == s.derive(city, "n")
    assert table["GEO_DE"]["Düsseldorfern"].endswith("ern")
    assert table["PER"]["Annas"] in (table["PER"]["Anna"] + "s", table["PER"]["Anna"] + "'")


def test_a_surrogate_is_never_an_original_nor_another_referents():
    taken = s.Taken(["Mira", "Lena"])
    pool = ["Mira", "Lena", "Ines", "Ute"]
    first = s.choose(taken, "P:a", lambda attempt: pool[attempt % len(pool)])
    second = s.choose(taken, "P:b", lambda attempt: pool[attempt % len(pool)])
    assert first == "Ines" and second == "Ute"
    assert s.choose(taken, "P:a", lambda attempt: "Ines") == "Ines"  # its own surrogate again


def test_surrogates_avoid_every_name_of_the_corpus(tmp_path):
    # Every participant's name is a frequent first name: none may come back as a surrogate.
    names = list(s.first_names("de", "female")[:200])
    people = [Participant(n.lower(), f"A{i}", "female", "", True, (n,), "de") for i, n in enumerate(names)]
    key = KeyFile.open(tmp_path / "k.json", salt="fixed")
    Pseudonymiser(key, [Inventory("x.xml", people, [])]).assign()
    chosen = [e["surrogate"] for e in key.data["participants"].values()]
    assert not {c.casefold() for c in chosen} & {n.casefold() for n in names}
    assert len(set(chosen)) == len(chosen)


def test_formats_are_kept(tmp_path):
    refs = [Reference(c, o, None, 1, "p1", "A1", "de") for c, o in
            [("NUMBER", "0621/1581418"), ("NUMBER", "10.0.1.45"), ("NUMBER", "1987"), ("EMAIL", "lela2@web.de"),
             ("URL", "https://www.lela-home.de/fotos/2005"), ("IMPLICIT", "IT-Operator")]]
    key = KeyFile.open(tmp_path / "k.json", salt="fixed")
    Pseudonymiser(key, [Inventory("x.xml", [], refs)]).assign()
    t = key.data["references"]
    assert re.fullmatch(r"0\d{3}/\d{7}", t["NUMBER"]["0621/1581418"])
    assert all(0 < int(g) < 255 for g in t["NUMBER"]["10.0.1.45"].split("."))
    assert 1 <= abs(int(t["NUMBER"]["1987"]) - 1987) <= 2
    assert t["EMAIL"]["lela2@web.de"].endswith("@web.de") and "lela" not in t["EMAIL"]["lela2@web.de"]
    url = t["URL"]["https://www.lela-home.de/fotos/2005"]
    assert url.startswith("https://www.") and ".de/" in url and "lela" not in url
    assert "IMPLICIT" not in t


def test_output_marks_surrogates_and_keeps_the_key_out(tmp_path):
    key = tmp_path / "key.json"
    out = tmp_path / "out"
    result = run(["run", str(SAMPLES / "chat-de-tokenised.xml"), "--mode", "pseudonym", "--key", str(key), "-o", str(out)])
    assert result.exit_code == 0, result.output
    tree = parse_file(out / "chat-de-tokenised.xml")
    change = tree.find(".//tei:revisionDesc//tei:change[@type='pseudonymisation']", NS)
    assert change is not None and change.get(XML_ID)
    marked = tree.xpath("//*[@change]")
    assert marked and all(m.get("change") == "#" + change.get(XML_ID) for m in marked)
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    text = (out / "chat-de-tokenised.xml").read_text(encoding="utf-8")
    for original in ("lela2", "tomcatmj", "robbie.jones"):
        assert original in key_data(key)["participants"] and original not in text.casefold()
    assert not any(p.suffix == ".json" for p in out.rglob("*"))


def test_key_inside_output_is_refused(corpus, tmp_path):
    out = tmp_path / "out"
    result = run(["run", str(corpus), "--mode", "pseudonym", "--key", str(out / "key.json"), "-o", str(out)])
    assert result.exit_code != 0
    assert "inside the output folder" in result.output
    assert not out.exists()


def test_pseudonym_mode_needs_a_key_and_keeps_its_salt(corpus, tmp_path):
    assert run(["run", str(corpus), "--mode", "pseudonym", "-o", str(tmp_path / "o")]).exit_code == 2
    key = tmp_path / "k.json"
    assert run(["run", str(corpus), "--mode", "pseudonym", "--key", str(key), "--salt", "a", "-o", str(tmp_path / "o"), "-q"]).exit_code == 0
    other = run(["run", str(corpus), "--mode", "pseudonym", "--key", str(key), "--salt", "b", "-o", str(tmp_path / "o")])
    assert other.exit_code == 1 and "another salt" in other.output
    key.write_text("{}", encoding="utf-8")
    broken = run(["run", str(corpus), "--mode", "pseudonym", "--key", str(key), "-o", str(tmp_path / "o")])
    assert broken.exit_code == 1 and "not a teianon key file" in broken.output


def test_shared_name_warns_with_places_and_links_by_context(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    # "Robert" is a variant of both participants; the writer of p2 is one of them, so the
    # mention there can only mean the other.
    chat(folder / "c.xml", [("A1", "hallo zusammen"), ("A2", "Robert kommt gleich")], a="Robert_K", b="robert77")
    key = tmp_path / "k.json"
    result = run(["run", str(folder), "--mode", "pseudonym", "--key", str(key), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert "'Robert' belongs to 2 participants" in result.output
    assert "c.xml:p2" in result.output
    data = key_data(key)
    robert_k = data["participants"]["robert_k"]["forms"]
    assert posts(tmp_path / "out" / "c.xml")["p2"].startswith(robert_k["Robert"])


def test_audit_finds_leaks_in_the_input_and_none_in_the_output(tmp_path):
    out, review, key = tmp_path / "out", tmp_path / "review", tmp_path / "k.json"
    assert run(["run", str(SAMPLES), "--mode", "pseudonym", "--key", str(key), "-o", str(out),
                "--annotated", str(review), "-q"]).exit_code == 0
    clean = run(["audit", str(review), str(out)])
    assert clean.exit_code == 0, clean.output
    assert "0 leak(s)" in clean.output
    leaky = run(["audit", str(review), str(SAMPLES)])
    assert leaky.exit_code == 1
    assert "error: leak: 'lela2'" in leaky.output


def test_audit_catches_a_surviving_original(tmp_path):
    out, review = tmp_path / "out", tmp_path / "review"
    assert run(["run", str(SAMPLES / "chat-de-tokenised.xml"), "-o", str(out), "--annotated", str(review), "-q"]).exit_code == 0
    path = out / "chat-de-tokenised.xml"
    path.write_text(path.read_text(encoding="utf-8").replace("<body>", "<body><!-- x --><p>robbie.jones@web.de</p>", 1),
                    encoding="utf-8")
    result = run(["audit", str(review / "chat-de-tokenised.xml"), str(path)])
    assert result.exit_code == 1
    assert "robbie.jones@web.de" in result.output and ":" in result.output.split("error")[0]


def test_mapping_export_edit_import_changes_the_next_run(corpus, tmp_path):
    review, key, names = tmp_path / "review", tmp_path / "k.json", tmp_path / "names.txt"
    assert run(["annotate", str(corpus), "-o", str(review), "-q"]).exit_code == 0
    assert run(["mapping", "export", str(review), "--key", str(key), "-o", str(names)]).exit_code == 0
    exported = names.read_text(encoding="utf-8")
    assert "lela2 | lela2 (2)" in exported
    assert stat.S_IMODE(names.stat().st_mode) == 0o600
    # The reviewer says "lela2" is not how lela2 is meant here, adds "Lelchen", joins kater_k with lela2.
    edited = exported.replace("lela2 | lela2 (2)", "lela2 + kater_k | Lelchen").replace(
        next(line for line in exported.splitlines() if line.startswith("kater_k")), "")
    names.write_text(edited, encoding="utf-8")
    result = run(["mapping", "import", str(names), "--key", str(key)])
    assert result.exit_code == 0, result.output
    # Both joined participants take the line's names: Lelchen is new to both, their own nicknames go.
    assert "2 name(s) added" in result.output and "2 removed" in result.output and "2 joined" in result.output
    chat(corpus / "three.xml", [("A2", "Lelchen, bist du da?")])
    out = tmp_path / "out"
    result = run(["run", str(corpus), "--mode", "pseudonym", "--key", str(key), "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    data = key_data(key)
    assert "Lelchen" in data["participants"]["kater_k"]["forms"] or "Lelchen" in data["participants"]["lela2"]["forms"]
    # Joined: one entry for both participants.
    assert len([k for k in data["participants"] if k in ("lela2", "kater_k")]) == 1
    assert "Lelchen" not in posts(out / "three.xml")["p1"]


def test_stylesheet_takes_the_key_file_itself(tmp_path):
    """The key file is the stylesheet's surrogate table: Saxon users pass it as surrogates-json."""
    from conftest import annotated

    from teianon.replace.xslt import transform

    key = tmp_path / "k.json"
    out = tmp_path / "out"
    assert run(["run", str(SAMPLES / "chat-de-tokenised.xml"), "--mode", "pseudonym", "--key", str(key),
                "-o", str(out), "--date", "2026-01-01", "-q"]).exit_code == 0
    whole = transform(annotated(SAMPLES / "chat-de-tokenised.xml"), "x", "2026-01-01",
                      surrogates_json=key.read_text(encoding="utf-8"))
    assert etree.tostring(whole) == etree.tostring(parse_file(out / "chat-de-tokenised.xml"))


def test_everything_but_the_references_is_kept(tmp_path):
    from conftest import annotated

    source = annotated(SAMPLES / "chat-de-tokenised.xml")
    out = tmp_path / "out"
    assert run(["run", str(SAMPLES / "chat-de-tokenised.xml"), "--mode", "pseudonym", "--key", str(tmp_path / "k.json"),
                "-o", str(out), "-q"]).exit_code == 0
    result = parse_file(out / "chat-de-tokenised.xml")
    inside = "ancestor-or-self::tei:name or ancestor-or-self::tei:ref"
    before = {w.get(XML_ID): w.text for w in source.xpath(f"//tei:w[not({inside})]", namespaces=NS)}
    after = {w.get(XML_ID): w.text for w in result.xpath(f"//tei:w[not({inside})]", namespaces=NS)}
    assert before == after
    ids_before = set(source.xpath("//@xml:id"))
    assert ids_before <= set(result.xpath("//@xml:id"))
    assert len(source.xpath("//comment()")) == len(result.xpath("//comment()"))


def test_a_surrogate_never_repeats_a_word_of_an_original():
    from teianon.pseudonym.surrogates import Taken

    taken = Taken()
    taken.add_original("GB82 WEST 1234 5698 7654 32")
    # A drawn number whose group repeats a group of an original would show it in the output
    # (the self-audit counts the words of a reference); seen in 2 of 150 random salts.
    assert not taken.free("DE44 QXAB 1234 0077 1111 09", "NUMBER:other")
    assert taken.free("DE44 QXAB 9931 0077 1111 09", "NUMBER:other")


def test_a_reference_of_kept_words_alone_gets_its_placeholder_not_itself(tmp_path):
    """A reference whose every word a surrogate keeps (a title, split off by markup from the
    name beside it, or marked so by hand) got itself as its surrogate, and the audit refused the
    file (test_faithful's "Lena <hi>Dr.</hi>"): it gets its category's placeholder."""
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc><profileDesc><particDesc>"
        '<listPerson><person xml:id="A1"><persName type="nickname">kiki</persName></person></listPerson>'
        "</particDesc></profileDesc></teiHeader><text><body><div>"
        '<post xml:id="m1" who="#A1">gestern bei <name type="PER">Anna</name> <hi><name type="OTH">Dr.</name></hi> '
        "gewesen</post></div></body></text></TEI>", encoding="utf-8")
    out = tmp_path / "out"
    result = run(["anonymise", str(source.parent), "--mode", "pseudonym", "--key", str(tmp_path / "key.json"),
                  "-o", str(out)])
    assert result.exit_code == 0, result.output
    post = "".join(parse_file(out / "chat.xml").getroot().find(".//{http://www.tei-c.org/ns/1.0}post").itertext())
    assert "Anna" not in post and "Dr." not in post and "[_OTHERNAME" in post, post


def test_an_organisation_keeps_its_ordinary_words_but_not_a_town_in_it(tmp_path):
    """test_faithful's ORG "#dortmund Turner Dortmund": "Dortmund" is frequent enough to count
    as an ordinary word, so the surrogate kept it, and the audit refused the file."""
    source = tmp_path / "in" / "chat.xml"
    source.parent.mkdir()
    source.write_text(
        '<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>t</title></titleStmt>'
        "<publicationStmt><p/></publicationStmt><sourceDesc><p/></sourceDesc></fileDesc></teiHeader><text><body><div>"
        '<post xml:id="m1"><name type="ORG">#dortmund Turner Dortmund</name> und <name type="ORG">Sparkasse Essen</name>'
        "</post></div></body></text></TEI>", encoding="utf-8")
    out = tmp_path / "out"
    result = run(["anonymise", str(source.parent), "--mode", "pseudonym", "--key", str(tmp_path / "key.json"),
                  "-o", str(out)])
    assert result.exit_code == 0, result.output
    post = "".join(parse_file(out / "chat.xml").getroot().find(".//{http://www.tei-c.org/ns/1.0}post").itertext())
    # (Another town's surrogate may be Dortmund: only the originals must be gone.)
    first = post.split(" und ")[0]
    assert "dortmund" not in first.casefold() and "Essen" not in post and "Sparkasse" in post, post


def test_a_pool_used_up_gives_a_made_up_name_that_shows_no_original():
    # Many referents and a small pool (the neutral first names): a made-up name, never a
    # numbered one ("Alex2" prints a digit into prose), nor an original with a number glued to it
    # ("Chris60" beside the original "Chris").
    from teianon.pseudonym.surrogates import Taken, choose, is_word

    taken = Taken(["Chris", "Kim"])
    pool = ["Chris", "Kim", "Alex"]
    taken.give("Alex", "PER:other")
    chosen = choose(taken, "PER:someone", lambda attempt: pool[attempt % len(pool)], attempts=6)
    assert chosen.isalpha() and chosen not in pool and not is_word(chosen)
    # Every draw an original: a made-up name with no original in it.
    made_up = choose(Taken(["Chris", "Kim"]), "PER:third", lambda attempt: ["Chris", "Kim"][attempt % 2], attempts=4)
    assert made_up.isalpha() and "Chris" not in made_up and "Kim" not in made_up
