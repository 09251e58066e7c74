"""Local institutions in letters, e-mail and forum posts: how many names of hospitals, schools,
banks, practices and the like teianon replaces, in German and English, and how many ordinary
counterparts (``im Krankenhaus``, ``the hospital``) it proposes as names.

    python benchmarks/institutions.py                  # the dev half: names you may look at and tune on
    python benchmarks/institutions.py --half held-out  # the held-out half: score only, at the end
    python benchmarks/institutions.py --list           # also the names missed (dev only) and false proposals
    PYTHONPATH=../base python benchmarks/institutions.py   # another checkout's teianon, same names and frames

**Names.** Harvested from the shared running text by head word, not from teianon's lists:
German from the Bundestag speeches and the ELTeC-deu novels, English from the ELTeC-eng novels
(``../shared/data/text_*``, read at run time and copied nowhere). A German name is a head
(``Klinikum``, ``-krankenhaus``, ``-schule``, ``-sparkasse``, ``-verein``, ``-heim``, ``-amt`` …)
with a name after it (``Uniklinik Köln``, ``Kinderklinik Sankt Augustin``, ``Gymnasium am
Markt``) or a hyphenated compound with a name before it (``Goethe-Gymnasium``); an English one
is capitalised words before a head (``Whitechapel Hospital``, ``Exeter College``). A word counts
as a name by the running text itself, not by any list of teianon: in German it is hardly ever
written after an article (nouns are, names are not: ``Köln`` after ``der`` in under 5 % of its
uses), in English it is hardly ever written in lower case (``Whitechapel`` always capitalised,
``grammar`` not); saints (``St.``, ``Sankt``) count, weekdays and months do not.

**Halves.** The files keep no document boundaries, so blocks of consecutive lines stand for
documents (500 lines of speeches, about 30 speeches; 2,000 paragraphs of a novel, about one
novel): even blocks are the dev half, odd ones the held-out half, and a name seen in both goes
to the held-out half only. teianon's rules were tuned on the dev half and never looked at the
held-out names.

**Frames.** Written here (CC0), five per language: a clinical letter, a school letter, an
employer's e-mail, a forum post and a letter's address line, each with one slot for the name and
no other name. Each name is put into every frame of its language; each frame is one post of a
one-post document, annotated as ``teianon run`` does (default settings). The counterpart frames
put ordinary phrases (``im Krankenhaus``, ``bei der Sparkasse``, ``at the Medical Centre``) where
a name would stand.

**Scores.** Per name and frame: *whole* where every letter of the name lies in annotations that
are replaced (``high``/``medium``, any category, not kept public); *exact ORG* where one ORG
annotation spans exactly the name (of a public court or authority named by kind and town, such
as ``Amtsgericht Coesfeld``, the name is the town, and the exact annotation a GPE over it); *any part* where some letter of it is replaced; *beyond*
where an annotation over the name reaches into the frame's words. *False proposals*: replaced
annotations outside the slot, per frame, and in the counterpart frames any replaced annotation
over the ordinary phrase.
"""

from __future__ import annotations

import argparse
import lzma
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path

import regex as re
from lxml import etree

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import XML_ID, tei

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
SOURCES = {
    "de": [
        ("text_de_bundestag20/bundestag20_speeches.txt.xz", 500),
        ("text_de_eltec/eltec_deu_paragraphs.txt.xz", 2000),
    ],
    "en": [("text_en_eltec/eltec_eng_paragraphs.txt.xz", 2000)],
}
_HEADS_DE = (
    r"(?:klinikum|klinik|krankenhaus|hospital|spital|sparkasse|bank|gymnasium|schule|kita|kindergarten|verein"
    r"|praxis|zentrum|heim|stift|werke?|pfarrei|gemeinde|jobcenter|amt)(?:e?s)?"
)
_CAP = r"\p{Lu}[\p{Ll}\p{Lu}]*\p{Ll}"
_WORD_DE = _CAP + r"(?:-" + _CAP + r")*"
_SAINT = r"(?:St\.|Sankt)[ -]?"
_NAME_DE = r"(?:" + _SAINT + r")?" + _WORD_DE
_ADJ_DE = r"(?:(?:Evangelisch|Katholisch|Städtisch|Allgemein|Kommunal|Jüdisch|Staatlich)e[snm]? )?"
GERMAN = re.compile(
    r"(?<![\w-])("
    + _ADJ_DE
    + r"(?:"
    + r"\p{Lu}\p{Ll}*"
    + _HEADS_DE
    + r"(?: (?:am |an der |auf der |zum |zur )?"
    + _NAME_DE
    + r"){1,2}"
    + r"|(?:"
    + _SAINT
    + r")?"
    + _WORD_DE
    + r"-\p{Lu}\p{Ll}*"
    + _HEADS_DE
    + r"))(?![\w-])"
)
_HEADS_EN = (
    r"(?:Hospital|Infirmary|Clinic|School|College|Academy|Bank|Church|Chapel|Club|Company|Home|Centre|Center"
    r"|Surgery|Asylum|Institute|Society)"
)
ENGLISH = re.compile(r"(?<![\w'’-])((?:(?:St\.?|Saint) )?(?:" + _CAP + r"(?:['’]s)? ){1,3}" + _HEADS_EN + r")(?![\w-])")
_TOKEN = re.compile(r"[\p{L}'’]+")
# Articles, also inside a preposition (``zur Kenntnis``, ``am Laufen``).
_ARTICLES = frozenset(
    "der die das den dem des ein eine einen einem einer eines kein keine am im zum zur vom beim ins ans".split()
)
# Compounds that end like a head and are no institution: an uncle, a bench, a network, a work
# of art or craft, a power station (a plant, not where someone is treated, taught or banks).
_NOT_HEADS = re.compile(
    r"(?:oheim|handwerk|netzwerk|kunstwerk|bollwerk|regelwerk|schriftwerk|bauwerk|kraftwerk|speicherwerk"
    r"|(?:marmor|stein|holz|sitz|werk|garten|ofen|park|eck|fenster|schul|kirchen|anklage|regierungs|richter"
    r"|ersatz)bank)(?:e?s|e|en)?$",
    re.IGNORECASE,
)
# Words that say what kind an institution is, always capitalised in English: a nationality or a
# denomination (``Protestant Church``, ``French Academy``, ``Wesleyan Chapel``).
_KINDS_EN = frozenset(
    "english french german roman protestant catholic episcopalian wesleyan methodist baptist presbyterian "
    "anglican congregational unitarian scottish irish welsh british american public".split()
)
_NOT_NAMES = frozenset(
    "montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli august "
    "september oktober november dezember monday tuesday wednesday thursday friday saturday sunday january "
    "february march june july september october november december mr mrs miss dr sir lady lord i the "
    "ihr ihre ihres ihrer ihrem ihren sie nr".split()
)

FRAMES = {
    "de": [
        "Sehr geehrte Kollegin, sehr geehrter Kollege,\nwir berichten über Ihre Patientin, die vom 03.04. bis "
        "09.04. stationär behandelt wurde.\nBehandelnde Einrichtung: {X}\nDiagnose: ambulant erworbene Pneumonie.",
        "Liebe Eltern,\nam kommenden Freitag bleibt {X} wegen einer Fortbildung des Kollegiums geschlossen.\n"
        "Mit freundlichen Grüßen\ndie Schulleitung",
        "Hallo zusammen,\nab dem ersten Juni bin ich bei {X} beschäftigt, die Einarbeitung läuft gut.\nViele Grüße",
        "hat jemand erfahrungen mit {X}? meine mutter soll da nächste woche hin und ist ziemlich nervös",
        "Rückfragen richten Sie bitte schriftlich an {X} (Verwaltung, zweiter Stock).",
    ],
    "en": [
        "Dear colleague,\nwe are writing about your patient, who was treated at {X} from 3 to 9 April.\n"
        "Diagnosis: community-acquired pneumonia.",
        "Dear parents,\n{X} will be closed on Friday for staff training.\nKind regards,\nthe head teacher",
        "Hi all,\nfrom the first of June I'll be working at {X}, the induction is going well.\nCheers",
        "has anyone had any experience with {X}? my mum is supposed to go there next week and is quite nervous",
        "Please send any queries in writing to {X} (administration, second floor).",
    ],
}
COUNTERPARTS = {
    "de": (
        ["Meine Mutter liegt seit Montag {C} und es geht ihr besser.", "Wir haben uns {C} kennengelernt."],
        "im Krankenhaus|in der Klinik|im Klinikum|an der Grundschule|in der Schule|bei der Bank|bei der Sparkasse"
        "|in der Praxis|beim Hausarzt|im Kindergarten|in der Kita|im Pflegeheim|im Verein|beim Jobcenter"
        "|in der Klinik für Innere Medizin|im Gesundheitszentrum|an der Gesamtschule|im Gymnasium",
    ),
    "en": (
        ["My mother has been {C} since Monday and is feeling better.", "We met {C} years ago."],
        "in the hospital|at the hospital|at the school|at the bank|at the surgery|at the clinic|at the Medical Centre"
        "|at the General Hospital|at the Primary School|in the Children's Hospital|at the care home|at the club"
        "|at the nursery|at the Health Centre|at the Grammar School|in the Department of Cardiology",
    ),
}


def _lines(path: Path) -> Iterator[str]:
    with lzma.open(path, "rt", encoding="utf-8") as handle:
        yield from handle


def _evidence(lang: str) -> tuple[Counter[str], Counter[str]]:
    """Per word: how often it is written, and how often after an article (German) or in lower
    case (English)."""
    total: Counter[str] = Counter()
    against: Counter[str] = Counter()
    for name, _ in SOURCES[lang]:
        for line in _lines(DATA / name):
            tokens = _TOKEN.findall(line)
            for k, token in enumerate(tokens):
                if lang == "de":
                    if token[:1].isupper():
                        total[token] += 1
                        if k and tokens[k - 1].lower() in _ARTICLES:
                            against[token] += 1
                elif k:  # a sentence's first word says nothing of its case
                    key = token[:1].upper() + token[1:]
                    total[key] += 1
                    if token[:1].islower():
                        against[key] += 1
    return total, against


def _is_name(word: str, total: Counter[str], against: Counter[str], lang: str) -> bool:
    word = word.removesuffix("'s").removesuffix("’s").removesuffix(".")
    if word.casefold() in _NOT_NAMES or lang == "en" and word.casefold() in _KINDS_EN:
        return False
    if word in ("St", "Sankt", "Saint"):
        return True
    if lang == "de" and (word.endswith("isch") or word.endswith("s") and _evidenced(word[:-1], total, against)):
        return False  # a language (Italienisch), a genitive (Kraftwerke Deutschlands)
    return len(word) > 2 and _evidenced(word, total, against)


def _evidenced(word: str, total: Counter[str], against: Counter[str]) -> bool:
    seen = total[word]
    return seen >= 2 and against[word] / seen < 0.05


def _named(candidate: str, lang: str, total: Counter[str], against: Counter[str]) -> bool:
    """Whether a harvested head phrase holds a name besides its head and its kind words."""
    words = re.findall(r"[\p{L}'’.]+", candidate)
    if lang == "de":
        parts = [p for w in words for p in w.split("-")]
        head = re.compile(r"\p{Lu}?\p{Ll}*" + _HEADS_DE + r"$", re.IGNORECASE)
        heads = [p for p in parts if head.fullmatch(p)]
        if not heads or any(_NOT_HEADS.search(h) or _evidenced(h, total, against) for h in heads):
            return False  # "Frankfurt-Griesheim": a town's name that ends like a head
        others = [p for p in parts if not head.fullmatch(p) and p not in ("am", "an", "der", "auf", "zum", "zur")]
        return any(_is_name(p, total, against, lang) for p in others)
    return any(_is_name(w, total, against, lang) for w in words[:-1])


def harvest(lang: str) -> dict[str, list[str]]:
    """The institution names of a language, by half (``dev``, ``held-out``)."""
    total, against = _evidence(lang)
    halves: dict[str, set[str]] = defaultdict(set)
    pattern = GERMAN if lang == "de" else ENGLISH
    for name, block in SOURCES[lang]:
        for n, line in enumerate(_lines(DATA / name)):
            half = "dev" if (n // block) % 2 == 0 else "held-out"
            for match in pattern.finditer(line):
                candidate = match.group(1)
                if lang == "en":
                    candidate = re.sub(r"^(?:The|A|An|Our|My|His|Her|Their|This|That) ", "", candidate)
                if _named(candidate, lang, total, against):
                    halves[candidate].add(half)
    out: dict[str, list[str]] = {"dev": [], "held-out": []}
    for candidate, seen in sorted(halves.items()):
        out["held-out" if "held-out" in seen else "dev"].append(candidate)
    return out


def document(k: int, text: str) -> etree._ElementTree:
    root = etree.Element(tei("TEI"), nsmap={None: "http://www.tei-c.org/ns/1.0"})
    head = etree.SubElement(root, tei("teiHeader"))
    desc = etree.SubElement(head, tei("fileDesc"))
    etree.SubElement(etree.SubElement(desc, tei("titleStmt")), tei("title")).text = f"case {k}"
    etree.SubElement(etree.SubElement(desc, tei("publicationStmt")), tei("p")).text = "benchmark"
    etree.SubElement(etree.SubElement(desc, tei("sourceDesc")), tei("p")).text = "generated"
    div = etree.SubElement(etree.SubElement(etree.SubElement(root, tei("text")), tei("body")), tei("div"))
    post = etree.SubElement(div, tei("post"), {XML_ID: f"c{k}"})
    post.text = text
    return etree.ElementTree(root)


def spans(element: etree._Element) -> list[tuple[int, int, str, str, bool]]:
    """``(start, end, category, cert, public)`` of every ``name``/``ref`` in a post, by character."""
    found: list[tuple[int, int, str, str, bool]] = []

    def walk(node: etree._Element, position: int) -> int:
        position += len(node.text or "")
        for child in node:
            start = position
            position = walk(child, position)
            local = etree.QName(child).localname
            if local in ("name", "ref"):
                found.append(
                    (
                        start,
                        position,
                        child.get("type") or "",
                        child.get("cert") or "high",
                        child.get("subtype") == "public",
                    )
                )
            position += len(child.tail or "")
        return position

    walk(element, 0)
    return found


def replaced(found: list[tuple[int, int, str, str, bool]]) -> list[tuple[int, int, str]]:
    return [
        (s, e, c) for s, e, c, cert, public in found if cert in ("high", "medium") and not public and c != "IMPLICIT"
    ]


def annotate(texts: list[str]) -> list[list[tuple[int, int, str, str, bool]]]:
    settings = Settings()
    out = []
    for k, text in enumerate(texts):
        tree = document(k, text)
        annotate_tree(tree, f"case {k}", settings)
        post = tree.getroot().find(".//{*}post")
        out.append(spans(post))
    return out


# A public court or authority named by kind and town (``Amtsgericht Coesfeld``, ``Jobcenter
# Borken``, ``Finanzamt Warendorf``): each town has one of each kind, so only the town is a name
# and the kind word must stay (issues 38/39, left-overs); a reference over the kind counts as
# *beyond*, and *exact* asks for the town as one GPE.
_PUBLIC_BODY_DE = re.compile(r"(?:\w*gerichts?|\w*staatsanwaltschaft|[Jj]obcenters?|\w+amt(?:e?s)?) (?=\w)")


def score(lang: str, names: list[str], listing: bool) -> dict[str, float]:
    cases = [(name, frame) for name in names for frame in FRAMES[lang]]
    texts = [frame.replace("{X}", name) for name, frame in cases]
    results = annotate(texts)
    counts: Counter[str] = Counter()
    missed: Counter[str] = Counter()
    for (name, frame), found in zip(cases, results, strict=True):
        start = frame.index("{X}")
        end = start + len(name)
        body = _PUBLIC_BODY_DE.match(name) if lang == "de" else None
        if body:
            start += body.end()  # a public body's kind stays: its town is the name
        masked = replaced(found)
        covered = [False] * (end - start)
        for s, e, _ in masked:
            for c in range(max(s, start), min(e, end)):
                covered[c - start] = True
            if s < end and e > start and (s < start or e > end):
                counts["beyond"] += 1
            if e <= start or s >= end:
                counts["false"] += 1
        letters = [covered[c] for c in range(end - start) if name[c + len(name) - (end - start)].isalnum()]
        counts["cases"] += 1
        counts["whole"] += all(letters)
        counts["part"] += any(letters)
        counts["exact"] += any(s == start and e == end and c == ("GPE" if body else "ORG") for s, e, c in masked)
        if not all(letters):
            missed[name] += 1
    if listing:
        for name, n in missed.most_common():
            print(f"  missed {n}x: {name}", file=sys.stderr)
    n = counts["cases"]
    return {
        "names": len(names),
        "cases": n,
        "whole": counts["whole"] / n,
        "exact ORG": counts["exact"] / n,
        "any part": counts["part"] / n,
        "beyond": counts["beyond"] / n,
        "false/frame": counts["false"] / n,
    }


def counterparts(lang: str, listing: bool) -> tuple[int, int]:
    frames, phrases = COUNTERPARTS[lang]
    cases = [(phrase, frame) for phrase in phrases.split("|") for frame in frames]
    texts = [frame.replace("{C}", phrase) for phrase, frame in cases]
    false = 0
    for (phrase, frame), text, found in zip(cases, texts, annotate(texts), strict=True):
        start = frame.index("{C}")
        hits = [(s, e, c) for s, e, c in replaced(found) if s < start + len(phrase) and e > start]
        false += bool(hits)
        if hits and listing:
            print(f"  false: {text!r} -> {[text[s:e] for s, e, _ in hits]}", file=sys.stderr)
    return false, len(cases)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--half", choices=("dev", "held-out"), default="dev")
    parser.add_argument("--list", action="store_true", help="names missed (dev only) and false proposals")
    parser.add_argument("--sample", type=int, default=0, help="at most N names per language (every k-th), 0: all")
    args = parser.parse_args()
    if not DATA.is_dir():
        sys.exit(f"{DATA} is absent: the names are harvested from ../shared/data")
    print(
        "| half | lang | names | cases | whole | exact ORG | any part | beyond | false/frame | counterparts proposed |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for lang in ("de", "en"):
        names = harvest(lang)[args.half]
        if args.sample and len(names) > args.sample:
            step = len(names) / args.sample
            names = [names[int(k * step)] for k in range(args.sample)]
        figures = score(lang, names, args.list and args.half == "dev")
        false, total = counterparts(lang, args.list)
        print(
            f"| {args.half} | {lang} | {figures['names']} | {figures['cases']} | {figures['whole']:.3f} | "
            f"{figures['exact ORG']:.3f} | {figures['any part']:.3f} | {figures['beyond']:.3f} | "
            f"{figures['false/frame']:.3f} | {false}/{total} |"
        )


if __name__ == "__main__":
    main()
