"""Words divided at a line's end (issue 39): what teianon proposes in running text set as a printed
edition sets it, against what it proposes in the same text unbroken.

    python benchmarks/divided_lines.py [--paragraphs 300] [--step 500] [--width 60] [--list]

The paragraphs (every ``--step``-th of ELTeC-deu, ``../shared/data/text_de_eltec``: German novels, many
personal and place names) are set in lines of ``--width`` characters, as a TEI edition transcribes
a printed page: a line ends before a word, or inside a word of seven letters or more, which is
divided after a vowel with a hyphen (``Gör-<lb/>litz``); every fourth such division has a soft
hyphen instead, every fifth ``break="no"``. Each paragraph is one post; both versions are
annotated (``annotate_tree``, default settings). Counted, for the references the unbroken text
has on a word that the broken text divides:

- **whole**: proposed in the broken text with the same words, both halves inside;
- **cut**: proposed, but a half outside (a leak after replacement);
- **missed**: not proposed;

and the broken text's proposals on divided words that the unbroken text does not have (**new**),
each listed with ``--list`` for a person to judge. Names only (``<name>``, not those kept public):
quotations and descriptions (``<ref>``) have no boundaries to compare. Standard library and
teianon only.
"""

from __future__ import annotations

import argparse
import lzma
import re
from pathlib import Path

from lxml import etree

from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.xmlio import parse_bytes

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "text_de_eltec" / "eltec_deu_paragraphs.txt.xz"
TEI = "{http://www.tei-c.org/ns/1.0}"
_VOWEL_THEN_CONSONANT = re.compile(r"(?<=[aeiouäöüy])(?=[^aeiouäöüy\W])", re.IGNORECASE)


def paragraphs(count: int, step: int) -> list[str]:
    found = []
    with lzma.open(DATA, "rt", encoding="utf-8") as lines:
        for n, line in enumerate(lines):
            if n % step == 0 and 200 <= len(line) <= 1500:
                found.append(line.strip())
                if len(found) == count:
                    break
    return found


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def broken(text: str, width: int, counter: list[int]) -> tuple[str, list[str]]:
    """``text`` set in lines (markup), and the words divided."""
    out, divided, line = [], [], 0
    for word in text.split():
        if line + len(word) + 1 > width and line:
            letters = word.strip(".,;:!?«»\"'()")
            cuts = [m.start() for m in _VOWEL_THEN_CONSONANT.finditer(letters) if 3 <= m.start() <= len(letters) - 3]
            if len(letters) >= 7 and cuts and word.startswith(letters[:1]):
                cut = cuts[len(cuts) // 2]
                counter[0] += 1
                mark = "\u00ad<lb/>" if counter[0] % 4 == 0 else '-<lb break="no"/>' if counter[0] % 5 == 0 else "-<lb/>"
                out.append(" " + _escape(word[:cut]) + mark + _escape(word[cut:]))
                divided.append(letters)
                line = len(word) - cut
                continue
            out.append("<lb/>" + _escape(word))
            line = len(word)
            continue
        out.append((" " if out else "") + _escape(word))
        line += len(word) + 1
    return "".join(out).lstrip(), divided


def _document(bodies: list[str]) -> bytes:
    posts = "".join(f'<post xml:id="p{n}" who="#A1"><p>{b}</p></post>' for n, b in enumerate(bodies))
    return (
        '<?xml version="1.0" encoding="UTF-8"?><TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
        "<titleStmt><title>t</title></titleStmt><publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p>"
        '</sourceDesc></fileDesc><profileDesc><particDesc><listPerson><person xml:id="A1"><persName type="nickname">'
        f"erzaehler</persName></person></listPerson></particDesc></profileDesc></teiHeader><text><body>{posts}"
        "</body></text></TEI>"
    ).encode()


def _words(element: etree._Element) -> str:
    """The words of a reference, a divided word read whole."""
    parts = [element.text or ""]
    for child in element.iter():
        if child is not element:
            if child.tag == TEI + "lb" and parts[-1].endswith(("-", "\u00ad")):
                parts[-1] = parts[-1][:-1]
            parts.append(child.text or "" if child.tag != TEI + "lb" else "")
            parts.append(child.tail or "")
    return " ".join("".join(parts).split())


def proposals(data: bytes) -> list[list[tuple[str, str]]]:
    tree = parse_bytes(data, "x.xml")
    annotate_tree(tree, "x.xml", Settings())
    found = []
    for post in tree.getroot().iter(TEI + "post"):
        found.append(
            [
                (_words(n), n.get("type") or "")
                for n in post.iter(TEI + "name")
                if n.get("resp") == "#teianon" and n.get("subtype") != "public"
            ]
        )
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--paragraphs", type=int, default=300)
    parser.add_argument("--step", type=int, default=500, help="every STEP-th paragraph")
    parser.add_argument("--width", type=int, default=60)
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    texts = paragraphs(args.paragraphs, args.step)
    counter = [0]
    sets = [broken(t, args.width, counter) for t in texts]
    plain = proposals(_document([_escape(t) for t in texts]))
    lines = proposals(_document([s for s, _ in sets]))
    whole = cut = missed = new = 0
    for n, (_, divided) in enumerate(sets):
        if not divided:
            continue
        here = {w for w, _ in lines[n]}
        for words, kind in plain[n]:
            if not any(d in words.split() or d in words for d in divided):
                continue
            if words in here:
                whole += 1
            elif any(d in h for h in here for d in divided if d in words):
                cut += 1
                if args.list:
                    print(f"cut\t{kind}\t{words}\t{[h for h in here if any(d in h for d in divided)]}")
            else:
                missed += 1
                if args.list:
                    print(f"missed\t{kind}\t{words}")
        before = {w for w, _ in plain[n]}
        for words, kind in lines[n]:
            if words not in before and any(d in words for d in divided):
                new += 1
                if args.list:
                    print(f"new\t{kind}\t{words}")
    divisions = sum(len(d) for _, d in sets)
    print(f"{len(texts)} paragraphs, {divisions} words divided at a line's end")
    print(f"references on divided words in the unbroken text: {whole + cut + missed}: whole {whole}, cut {cut}, missed {missed}")
    print(f"proposals on divided words the unbroken text does not have: {new}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
