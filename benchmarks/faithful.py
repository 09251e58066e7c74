"""What a run keeps: ids and elements lost, project metadata changed, references made (issue "faithful output").

    python3 benchmarks/faithful.py ../shared/data/tei-cmc/*.xml samples/*.xml
    python3 benchmarks/faithful.py FILE... --mode pseudonym --teianon .venv/bin/teianon --list

Each file is run through ``teianon run`` (one call per file, ``--annotated`` beside it, in a
temporary folder) and compared with its input:

- **ids lost**: ``xml:id``/``id`` values of the input that the output lacks, split into those of
  tokens inside a replaced reference of the review copy (the DOCC form collapses a multi-token
  reference into its first ``<w>``: expected) and all others (lost: a damage);
- **elements lost**: per element name, how many fewer the output has than the input, beyond
  the tokens and markup inside replaced references;
- **metadata changed**: the project's own header fields (``editor``, ``respStmt``,
  ``publicationStmt``, ``availability``, ``encodingDesc``'s children, ``schemaRef``, existing
  ``revisionDesc`` changes, a ``teiCorpus``'s title, ``funder``, ``sponsor``, ``principal``, the
  classification (``textClass``: ``catRef/@target``), the record of a source corpus in
  ``sourceDesc`` (a ``monogr`` or ``bibl`` naming its editors: its title, ``idno``, home page)) whose
  canonical form (exclusive C14N) is not in the output any more (a participant's name in one of
  them is replaced by design; the list says which);
- **person parts lost**: per element name, how many fewer the participants' entries
  (``particDesc``) have: their text is anonymised by design, their structure is not (a
  ``persName`` keeps its ``name`` and ``addName``);
- the participants' entries are left out of the other counts;
  where the output's change record says that ids were renamed (platform ids), ids are counted,
  not compared;
- **references**: teianon's new references in the review copy, per category, and the names it
  kept as public (``subtype="public"``; with ``--list`` each one, with its certainty or
  ``kept``, so that a person can count the false ones).

Exit 1 when anything was lost or changed, or a run failed. Standard library and lxml only.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from lxml import etree

TEI = "http://www.tei-c.org/ns/1.0"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
NS = {"t": TEI}
METADATA = ("//t:teiHeader//t:editor", "//t:teiHeader//t:respStmt", "//t:teiHeader//t:publicationStmt",
            "//t:teiHeader//t:availability", "//t:teiHeader/t:encodingDesc/*", "//t:schemaRef",
            "//t:teiHeader/t:revisionDesc//t:change", "//t:teiCorpus/t:teiHeader/t:fileDesc/t:titleStmt/t:title",
            "//t:teiHeader//t:funder", "//t:teiHeader//t:sponsor", "//t:teiHeader//t:principal",
            "//t:teiHeader//t:textClass", "//t:sourceDesc//t:monogr[t:editor]", "//t:sourceDesc//t:bibl[t:editor]")
PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=True)


def ident(element: etree._Element) -> str | None:
    return element.get(XML_ID) or element.get("id")


def local(element: etree._Element) -> str:
    return etree.QName(element).localname


def is_reference(element: etree._Element) -> bool:
    return element.tag in (f"{{{TEI}}}name", f"{{{TEI}}}ref") and element.get("type") not in (None, "")


def _participant(element: etree._Element) -> bool:
    return any(local(a) == "particDesc" for a in element.iterancestors())


def c14n(element: etree._Element, renamed: frozenset[str] = frozenset()) -> str:
    """Exclusive C14N; after renaming, without the pointers to ``renamed`` ids (they follow the
    new ids by design). A pointer that names no id of the input stays as written."""
    if renamed:
        element = etree.fromstring(etree.tostring(element))
        for node in element.iter():
            for name, value in list(node.attrib.items()):
                if value.startswith("#") and any(t[1:] in renamed for t in value.split()):
                    del node.attrib[name]
    return etree.tostring(element, method="c14n", exclusive=True).decode()


def inside_references(annotated: etree._ElementTree) -> tuple[set[str], Counter[str]]:
    """Ids and element names inside teianon's or the corpus's references (they may go)."""
    ids: set[str] = set()
    names: Counter[str] = Counter()
    for reference in annotated.iter(f"{{{TEI}}}name", f"{{{TEI}}}ref"):
        if not is_reference(reference) or any(is_reference(a) for a in reference.iterancestors()):
            continue
        names[local(reference)] += 1
        for inner in reference.iterdescendants():
            if isinstance(inner.tag, str):
                names[local(inner)] += 1
                if ident(inner):
                    ids.add(ident(inner))
    return ids, names


def compare(source: Path, annotated: Path, output: Path) -> dict:
    before, review, after = (etree.parse(str(p), PARSER) for p in (source, annotated, output))
    kept_ids = {ident(e) for e in after.iter() if isinstance(e.tag, str) and ident(e)}
    inside_ids, inside_names = inside_references(review)
    renamed = any("identifiers renamed" in "".join(c.itertext()) for c in after.iter(f"{{{TEI}}}change"))
    if renamed:
        ids_before = sum(1 for e in before.iter() if isinstance(e.tag, str) and ident(e))
        lost = [f"({ids_before - len(inside_ids) - len(kept_ids) + 1} fewer after renaming)"] \
            if len(kept_ids) - 1 < ids_before - len(inside_ids) else []
    else:
        lost = [i for e in before.iter() if isinstance(e.tag, str) and (i := ident(e)) and i not in kept_ids]
    ids = frozenset(i for e in before.iter() if isinstance(e.tag, str) and (i := ident(e))) if renamed else frozenset()
    parts_before, parts_after = (Counter(local(e) for e in t.iter() if isinstance(e.tag, str) and _participant(e))
                                 for t in (before, after))
    counts_before = Counter(local(e) for e in before.iter() if isinstance(e.tag, str) and not _participant(e))
    counts_after = Counter(local(e) for e in after.iter() if isinstance(e.tag, str) and not _participant(e))
    elements = {n: counts_before[n] - counts_after[n] - inside_names[n] for n in counts_before
                if counts_before[n] - counts_after[n] - inside_names[n] > 0}
    changed = []
    for xpath in METADATA:
        present = Counter(c14n(e, ids) for e in after.xpath(xpath, namespaces=NS))
        for element in before.xpath(xpath, namespaces=NS):
            form = c14n(element, ids)
            if present[form]:
                present[form] -= 1
            else:
                changed.append(f"{local(element)} (line {element.sourceline})")
    proposals = [r for r in review.iter(f"{{{TEI}}}name", f"{{{TEI}}}ref")
                 if is_reference(r) and (r.get("resp") or "").startswith("#teianon")]
    references = [(r.get("type"), r.get("cert") or "", " ".join("".join(r.itertext()).split()))
                  for r in proposals if r.get("subtype") != "public"]
    public = [(r.get("type"), "kept", " ".join("".join(r.itertext()).split()))
              for r in proposals if r.get("subtype") == "public"]
    return {"ids lost": [i for i in lost if i not in inside_ids], "ids in references": len(lost) - len(
        [i for i in lost if i not in inside_ids]), "elements lost": elements, "metadata changed": changed,
        "person parts lost": +(parts_before - parts_after),
        "references": references, "public": public}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--teianon", default=str(Path(sys.executable).with_name("teianon")))
    parser.add_argument("--mode", choices=("placeholder", "pseudonym"), default="placeholder")
    parser.add_argument("--list", action="store_true", help="list every new reference")
    args = parser.parse_args()
    damaged = False
    with tempfile.TemporaryDirectory() as work:
        for number, source in enumerate(args.files):
            out, ann = Path(work, f"out{number}"), Path(work, f"ann{number}")
            command = [args.teianon, "run", str(source), "-o", str(out), "--annotated", str(ann), "-q",
                       "--date", "2026-01-01"]
            if args.mode == "pseudonym":
                command += ["--mode", "pseudonym", "--salt", "faithful", "--key", str(Path(work, f"key{number}.json"))]
            done = subprocess.run(command, capture_output=True, text=True)
            if done.returncode or not (out / source.name).exists():
                print(f"{source}: run failed ({done.returncode}): {done.stderr.strip()[-400:]}")
                damaged = True
                continue
            result = compare(source, ann / source.name, out / source.name)
            by_category = Counter(category for category, _, _ in result["references"])
            print(f"{source.name}: ids lost {len(result['ids lost'])} (in references {result['ids in references']}), "
                  f"elements lost {sum(result['elements lost'].values())}, metadata changed "
                  f"{len(result['metadata changed'])}, person parts lost {sum(result['person parts lost'].values())}, "
                  f"new references {len(result['references'])} "
                  f"({', '.join(f'{c} {n}' for c, n in by_category.most_common())}), kept public "
                  f"{len(result['public'])}")
            for what in ("ids lost", "metadata changed"):
                if result[what]:
                    print(f"  {what}: {', '.join(result[what][:12])}{' ...' if len(result[what]) > 12 else ''}")
            for what in ("elements lost", "person parts lost"):
                if result[what]:
                    print(f"  {what}: {dict(result[what])}")
            if args.list:
                for category, cert, text in result["references"] + result["public"]:
                    print(f"    {category:8} {cert:6} {text}")
            damaged |= bool(result["ids lost"] or result["elements lost"] or result["metadata changed"]
                            or result["person parts lost"])
    return 1 if damaged else 0


if __name__ == "__main__":
    sys.exit(main())
