"""Everyday first names and surnames in chat: how many survive teianon, and how many ordinary
words in the same places are proposed as names.

    python benchmarks/everyday_names.py              # the table
    python benchmarks/everyday_names.py --list       # also every name that survives and every false proposal
    python benchmarks/everyday_names.py --ner none   # the word-list detectors without the tagger

Chat-like German and English posts (lower case and capitalised, without punctuation, one-word
posts) put names into the contexts in which chat names people: thanks and greetings (``danke
mehmet``), ``mit``, ``bei``, ``frag mal``, titles (``Frau Nowak``), introductions (``ich heiße``,
``my name is``), a first name before a surname, subject and object of verbs of people (``X hat
gesagt``, ``ruf X an``, ``hab X getroffen``, ``ich bring X mit``, ``told X``). Each post is a TEI
document of its own, annotated as ``teianon run`` does (all default categories, the public sphere
on), so that no post helps another.

A name *survives* where teianon does not replace it: not proposed at all, or proposed with low
certainty only (held for a reviewer under the default ``--min-cert medium``). The same templates
with ordinary words in the name's place (``danke schön``, ``ich bring Kuchen mit``, ``frag mal
nach``) count the false proposals: any name annotation on the ordinary word, replaced (medium,
high) or for review (low).

Where the names come from: first names of many origins and German pet forms from
``nam_dict.txt`` by Jörg Michael (GNU Free Documentation License 1.2), as shipped in the
``gender-guesser`` package (``pip install gender-guesser`` or ``teianon[bench]``; the benchmark says so and stops
without it): for each country the most frequent names (Germany, Turkey, the Arab countries,
Poland, Russia, Italy, Greece, Vietnam), and the German short forms the dictionary lists
(``Steffi`` = Stefanie). It is independent of teianon's person tables (built from faker); the
table says how many of its names those tables hold anyway. The dictionary has no West African
column and no surnames: West African first names and the surnames of each origin below are
written by the teianon authors from general knowledge (CC0), common names, not chosen to suit
the detectors.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

from teianon.lists import persons
from teianon.mention import Category
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import XML_ID, tei

sys.path.insert(0, str(Path(__file__).resolve().parent))

PER_ORIGIN = 12
ORIGINS = ("germany", "turkey", "arabia", "poland", "russia", "italy", "greece", "vietnam")
WEST_AFRICAN = ("Kwame", "Kofi", "Abena", "Ama", "Yaw", "Efua", "Chidi", "Chiamaka", "Ngozi", "Oluwaseun",
                "Adebayo", "Aminata", "Fatoumata", "Moussa", "Ousmane", "Ibrahima")
SURNAMES = {
    "germany": ("Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Wagner", "Becker", "Hoffmann", "Schulz",
                "Koch", "Richter", "Wolf"),
    "turkey": ("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan"),
    "arabia": ("Haddad", "Khalil", "Nasser", "Hassan", "Mansour", "Saleh", "Abbas", "Farouk", "Rahman", "Aziz"),
    "poland": ("Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński"),
    "russia": ("Ivanov", "Smirnov", "Kuznetsov", "Popov", "Sokolov", "Petrov", "Volkov", "Morozov"),
    "italy": ("Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci"),
    "greece": ("Papadopoulos", "Nikolaidis", "Georgiou", "Oikonomou", "Papageorgiou", "Vlachos", "Dimitriou"),
    "vietnam": ("Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu", "Dang", "Bui"),
    "west africa": ("Okafor", "Mensah", "Adeyemi", "Boateng", "Diallo", "Traoré", "Okonkwo", "Asante"),
}

# Templates: {n} a first name or pet form, {s} a surname, {f} {s} a full name. Lower-case
# templates get the name in lower case, the others capitalised.
FIRST_NAME_TEMPLATES = (
    "danke {n}", "danke {n}!!", "hi {n}", "hallo {n} wie gehts", "thx {n}", "ich bring {n} mit",
    "frag mal {n}", "frag mal den {n}", "wir sind heute bei {n}", "gehst du mit {n} hin", "{n} hat gesagt das geht klar",
    "{n} meinte das auch", "ruf {n} an", "hab gestern {n} getroffen", "ich heiße {n}", "ich bin die {n}",
    "{n}", "thanks {n}", "hey {n}", "told {n} about it", "my name is {n}", "{n} said its fine",
)
SURNAME_TEMPLATES = ("Herr {s}", "Frau {s}", "frau {s} hat angerufen", "Dr. {s}", "Mrs {s}", "ich heiße übrigens {f} {s}",
                     "{f} {s} kommt auch", "hab {f} {s} getroffen")
# Ordinary words in the same places: each template and the words that fill its slot there.
ORDINARY = {
    "danke {n}": ("schön", "sehr", "dir", "euch", "vielmals", "nochmal", "gleichfalls", "auch", "leute", "mama"),
    "hi {n}": ("leute", "alle", "zusammen", "du", "ihr", "schatz", "mausi", "süße", "chef", "nachbar"),
    "thx {n}": ("dir", "euch", "alle", "nochmal", "vielmals", "sehr"),
    "thanks {n}": ("a lot", "again", "mate", "guys", "everyone", "bro", "man", "so much"),
    "hey {n}": ("guys", "all", "everyone", "there", "folks", "dude", "buddy", "babe"),
    "ich bring {n} mit": ("kuchen", "Kuchen", "wein", "bier", "was", "salat", "chips", "rose", "Sonne", "grün", "Mark"),
    "frag mal {n}": ("nach", "rum", "so", "deinen chef", "die lehrerin", "den arzt", "Mama"),
    "wir sind heute bei {n}": ("uns", "mir", "oma", "Oma", "regen", "sonne"),
    "gehst du mit {n} hin": ("mir", "uns", "freunden", "max", "will", "rose", "Leuten"),
    "{n} hat gesagt das geht klar": ("der chef", "mama", "die lehrerin", "jemand", "keiner", "er", "sie", "man"),
    "{n} meinte das auch": ("der chef", "mama", "sie", "er", "jeder", "man", "der arzt"),
    "ruf {n} an": ("mich", "ihn", "doch mal", "einfach", "sie", "die polizei", "mama"),
    "hab gestern {n} getroffen": ("nen freund", "den nachbarn", "die lehrerin", "jemanden", "keinen", "alle"),
    "ich bin die {n}": ("beste", "neue", "größte", "frank", "grün", "Sonne"),
    "ich heiße {n}": ("das gut", "nicht so", "auch so", "wie du"),
    "{n}": ("ha", "ja", "ok", "genau", "grün", "sonne", "max", "will", "rose", "frank", "mark", "krass", "danke",
            "Sonne", "Rose", "Mark", "Will", "Frank", "Max"),
    "told {n} about it": ("you", "him", "her", "them", "everyone", "nobody", "mom", "my boss"),
    "my name is {n}": ("not important", "on the list", "in the book"),
    "{n} said its fine": ("he", "she", "mom", "the teacher", "my boss", "everyone", "will", "mark"),
}


@dataclass(frozen=True)
class Case:
    template: str
    filler: str
    origin: str
    kind: str  # first, pet, surname, full, ordinary
    lower: bool

    def text(self) -> tuple[str, int, int]:
        """The post, and where the filler (for a full name: its surname) stands in it."""
        filler = self.filler.lower() if self.lower else self.filler
        if self.kind == "full":
            first, _, last = filler.partition(" ")
            text = self.template.replace("{f}", first).replace("{s}", last)
            start = text.index(f"{first} {last}")
            return text, start, start + len(first) + 1 + len(last)
        body = self.template.replace("{n}", "\x00").replace("{s}", "\x00")
        start = body.index("\x00")
        return body.replace("\x00", filler), start, start + len(filler)


def _dictionary() -> Path:
    try:
        import gender_guesser
    except ImportError:
        sys.exit("everyday_names: the names come from gender-guesser's nam_dict.txt; pip install gender-guesser")
    return Path(gender_guesser.__file__).parent / "data" / "nam_dict.txt"


def read_names() -> tuple[dict[str, list[str]], list[str]]:
    """The most frequent first names per origin, and the German pet forms (``Steffi``)."""
    from gender_guesser import detector

    countries = detector.Detector.COUNTRIES
    ranked: dict[str, list[tuple[int, str]]] = defaultdict(list)
    pets: list[tuple[int, str]] = []
    with open(_dictionary(), encoding="utf-8") as table:
        for line in table:
            if line[0] == "#" or len(line) < 31:
                continue
            parts = line.split()
            values = line[30:-1]
            if line[0] == "=":
                short = parts[1]
                german = values[countries.index("germany")].strip()
                if german and short.isalpha() and short.endswith(("i", "y")) and len(short) >= 4:
                    pets.append((int(german, 16), short))
                continue
            name = parts[1]
            if "+" in name or not name.isalpha():
                continue
            for origin in ORIGINS:
                value = values[countries.index(origin)].strip() if countries.index(origin) < len(values) else ""
                if value:
                    ranked[origin].append((int(value, 16), name))
    names = {}
    for origin in ORIGINS:
        seen: list[str] = []
        for _, name in sorted(ranked[origin], key=lambda v: (-v[0], v[1])):
            if name not in seen:
                seen.append(name)
            if len(seen) == PER_ORIGIN:
                break
        names[origin] = seen
    names["west africa"] = list(WEST_AFRICAN)
    pet_forms = sorted({name for _, name in sorted(pets, reverse=True)})
    return names, pet_forms


def cases(names: dict[str, list[str]], pets: list[str]) -> list[Case]:
    found = []
    for template in FIRST_NAME_TEMPLATES:
        lower = template[:1].islower() and not template.startswith("{") or template.startswith("{n} ")
        for origin, firsts in names.items():
            for name in firsts:
                found.append(Case(template, name, origin, "first", lower))
        for pet in pets:
            found.append(Case(template, pet, "germany", "pet", lower))
    for template in SURNAME_TEMPLATES:
        lower = template[:1].islower()
        for origin, surnames in SURNAMES.items():
            firsts = names[origin]
            for k, surname in enumerate(surnames):
                if "{f}" in template:
                    found.append(Case(template, f"{firsts[k % len(firsts)]} {surname}", origin, "full", lower))
                else:
                    found.append(Case(template, surname, origin, "surname", lower))
    for template, words in ORDINARY.items():
        for word in words:
            found.append(Case(template, word, "", "ordinary", False))
    return found


def document(k: int, case: Case) -> etree._ElementTree:
    """A TEI document of one post (so that no post confirms a name for another)."""
    root = etree.Element(tei("TEI"), nsmap={None: "http://www.tei-c.org/ns/1.0"})
    head = etree.SubElement(root, tei("teiHeader"))
    desc = etree.SubElement(head, tei("fileDesc"))
    etree.SubElement(etree.SubElement(desc, tei("titleStmt")), tei("title")).text = f"case {k}"
    etree.SubElement(etree.SubElement(desc, tei("publicationStmt")), tei("p")).text = "benchmark"
    etree.SubElement(etree.SubElement(desc, tei("sourceDesc")), tei("p")).text = "generated"
    listing = etree.SubElement(etree.SubElement(etree.SubElement(head, tei("profileDesc")), tei("particDesc")),
                               tei("listPerson"))
    person = etree.SubElement(listing, tei("person"), {XML_ID: "u1", "role": "participant"})
    etree.SubElement(person, tei("persName"), type="nickname").text = "qx7zz"
    div = etree.SubElement(etree.SubElement(etree.SubElement(root, tei("text")), tei("body")), tei("div"))
    post = etree.SubElement(div, tei("post"), {XML_ID: f"c{k}", "who": "#u1"})
    post.text = case.text()[0]
    return etree.ElementTree(root)


def outcome(post: etree._Element, start: int, end: int) -> tuple[str, str] | None:
    """(category, cert) of the strongest name annotation over characters start..end of the post."""
    best: tuple[str, str] | None = None
    order = {"high": 0, "medium": 1, "low": 2}
    position = len(post.text or "")
    for child in post:
        text = "".join(child.itertext())
        lo, hi = position, position + len(text)
        category = Category.from_markup(etree.QName(child).localname, child.get("type"))
        if category is not None and lo < end and hi > start and child.get("subtype") != "public":
            cert = child.get("cert") or "high"
            if best is None or order[cert] < order[best[1]]:
                best = (category.name, cert)
        position = hi + len(child.tail or "")
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ner", default="crf", help="name tagger: crf (default), none, or spacy:MODEL")
    parser.add_argument("--list", action="store_true", help="list every surviving name and every false proposal")
    args = parser.parse_args()
    names, pets = read_names()
    all_cases = cases(names, pets)
    settings = Settings(ner=args.ner)
    posts = {}
    for k, case in enumerate(all_cases):
        tree = document(k, case)
        annotate_tree(tree, f"case {k}", settings)
        posts[f"c{k}"] = tree.getroot().find(f".//{tei('post')}")
    rows: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    survivors: list[str] = []
    false: list[str] = []
    for k, case in enumerate(all_cases):
        text, start, end = case.text()
        found = outcome(posts[f"c{k}"], start, end)
        if case.kind == "ordinary":
            key = ("ordinary words", case.template)
            rows[key]["posts"] += 1
            if found is not None:
                rows[key]["low" if found[1] == "low" else "replaced"] += 1
                false.append(f"{found[0]} {found[1]}\t{text}")
            continue
        for key in ((case.kind, case.origin), (case.kind, "all"), ("template", case.template)):
            counter = rows[key]
            counter["posts"] += 1
            if found is None:
                counter["not proposed"] += 1
            elif found[1] == "low":
                counter["low"] += 1
            else:
                counter["replaced"] += 1
        if found is None or found[1] == "low":
            survivors.append(f"{'low' if found else 'none'}\t{case.kind}\t{text}")
    known = sum(1 for firsts in names.values() for n in firsts if persons().get((n.casefold(),)))
    total = sum(len(firsts) for firsts in names.values())
    pets_known = sum(1 for p in pets if persons().get((p.casefold(),)))
    print(f"names: {total} first names of {len(names)} origins ({known} of them in teianon's person tables), "
          f"{len(pets)} pet forms ({pets_known} in the tables), {sum(len(s) for s in SURNAMES.values())} surnames; "
          f"{len(all_cases)} posts; --ner {args.ner}\n")
    print("| kind | origin / template | posts | replaced | low (held) | not proposed | survive |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for (kind, label), c in sorted(rows.items(), key=lambda item: (item[0][0] == "template", item[0][0] == "ordinary words",
                                                                   item[0][0], item[0][1] != "all", item[0][1])):
        if kind == "ordinary words":
            continue
        survive = c["low"] + c["not proposed"]
        print(f"| {kind} | {label} | {c['posts']} | {c['replaced']} | {c['low']} | {c['not proposed']} | "
              f"{survive} ({survive / c['posts']:.1%}) |")
    print("\n| ordinary words in the slot of | posts | false proposals replaced | false proposals low |")
    print("|---|---:|---:|---:|")
    total_ordinary = Counter()
    for (kind, label), c in sorted(rows.items()):
        if kind != "ordinary words":
            continue
        total_ordinary.update(c)
        print(f"| `{label}` | {c['posts']} | {c['replaced']} | {c['low']} |")
    print(f"| all | {total_ordinary['posts']} | {total_ordinary['replaced']} | {total_ordinary['low']} |")
    if args.list:
        print("\nsurviving names:", *survivors, sep="\n")
        print("\nfalse proposals:", *false, sep="\n")


if __name__ == "__main__":
    main()
