"""The public sphere stays, private names go: teianon on a dev set of chat posts (issue 24, item 3).

    python3 benchmarks/public_sphere.py [--tokenised] [--mode pseudonym] [--list] [--teianon X]

The posts of ``tests/data/public_sphere/posts.tsv`` (German and English chat about TV, music,
football, politics, films and games; ``{+Name}`` must stay, ``{-Name}`` must be replaced,
``{=Name}`` may go either way) become one TEI file each (with ``--one-document``, all of them one
chat: a private "Harry" anywhere then takes the "Harry" of "Harry Potter" too, since what is
replaced in one place is replaced everywhere), untokenised or with ``--tokenised`` one ``<w>``
per token; ``teianon run`` anonymises it, and each post of the output is compared with
its gold (the self-audit is told to write what it finds: the leaks are counted here):

- **public kept**: public mentions still written as they were (target ≥ 95 %);
- **private leaked**: private names still in the output (target 0);
- **false replacements** (placeholder mode): placeholders beyond those of the private names and
  of the places that may go either way.

``--teianon`` names the command that runs teianon (default: this checkout's package with the
current Python). Exit 1 when a target is missed. Standard library only.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
POSTS = HERE.parent / "tests" / "data" / "public_sphere" / "posts.tsv"
TEI = "http://www.tei-c.org/ns/1.0"
MARK = re.compile(r"\{([+\-=])([^{}]+)\}")
TOKEN = re.compile(r"\w+(?:['’.\-/&]\w+)*|[^\w\s]")
PLACEHOLDER = re.compile(r"\[_[A-Z0-9_\-]*_\]")
PARTICIPANTS = (("A01", "sunny88", "female"), ("A02", "kiwi_", "male"), ("A03", "Rudi74", "male"),
                ("A04", "moonwalker", "female"))


@dataclass(frozen=True)
class Post:
    language: str
    text: str
    public: tuple[str, ...]
    private: tuple[str, ...]
    either: tuple[str, ...]


def read_posts(path: Path) -> list[Post]:
    posts = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        language, raw = line.split("\t", 1)
        marks = MARK.findall(raw)
        posts.append(Post(language, MARK.sub(lambda m: m.group(2), raw),
                          tuple(t for k, t in marks if k == "+"), tuple(t for k, t in marks if k == "-"),
                          tuple(t for k, t in marks if k == "=")))
    return posts


def tei_file(posts: list[Post], tokenised: bool, first: int = 1) -> str:
    people = "".join(f'<person xml:id="{i}" role="participant"><persName>{n}</persName><sex value="{s}"/></person>'
                     for i, n, s in PARTICIPANTS)
    body = []
    for number, post in enumerate(posts, first):
        who = PARTICIPANTS[number % len(PARTICIPANTS)][0]
        if tokenised:
            content = " ".join(f'<w xml:id="p{number}.t{j}">{escape(t)}</w>'
                               for j, t in enumerate(TOKEN.findall(post.text), 1))
        else:
            content = escape(post.text)
        body.append(f'<post xml:id="p{number}" who="#{who}" xml:lang="{post.language}">{content}</post>')
    return (f'<TEI xmlns="{TEI}"><teiHeader><fileDesc><titleStmt><title>public-sphere dev set</title></titleStmt>'
            '<publicationStmt><p>CC0</p></publicationStmt><sourceDesc><p>written for teianon</p></sourceDesc>'
            f'</fileDesc><profileDesc><particDesc><listPerson>{people}</listPerson></particDesc></profileDesc>'
            '</teiHeader><text><body><div type="thread">\n' + "\n".join(body) + "\n</div></body></text></TEI>\n")


def occurs(name: str, text: str) -> bool:
    """``name`` written in ``text``, whatever the tokenisation put between its characters."""
    chars = [re.escape(c) for c in name if not c.isspace()]
    return re.search(r"(?<!\w)" + r"\s*".join(chars) + r"(?!\w)", text) is not None


def output_posts(path: Path) -> list[str]:
    root = ElementTree.parse(path).getroot()
    return [" ".join("".join(post.itertext()).split()) for post in root.iter(f"{{{TEI}}}post")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--posts", type=Path, default=POSTS)
    parser.add_argument("--tokenised", action="store_true", help="one <w> per token (DOCC style)")
    parser.add_argument("--mode", choices=("placeholder", "pseudonym"), default="placeholder")
    parser.add_argument("--one-document", action="store_true", help="all posts one chat (default: a file each)")
    parser.add_argument("--list", action="store_true", help="print every miss")
    parser.add_argument("--teianon", help="the teianon command (default: python -m teianon)")
    args = parser.parse_args()
    posts = read_posts(args.posts)
    command = [args.teianon] if args.teianon else [sys.executable, "-m", "teianon"]
    with tempfile.TemporaryDirectory() as tmp:
        source, out = Path(tmp) / "in", Path(tmp) / "out"
        source.mkdir()
        groups = [posts] if args.one_document else [[post] for post in posts]
        for number, group in enumerate(groups, 1):
            first = 1 if args.one_document else number
            (source / f"dev{number:04}.xml").write_text(tei_file(group, args.tokenised, first), encoding="utf-8")
        extra = ["--mode", "pseudonym", "--key", str(Path(tmp) / "key.json"), "--salt", "dev"] \
            if args.mode == "pseudonym" else []
        run = subprocess.run([*command, "run", str(source), "-o", str(out), "--no-validate", "--allow-leaks", *extra],
                             capture_output=True, text=True, check=False)
        if run.returncode != 0:
            print(run.stdout + run.stderr, file=sys.stderr)
            return 1
        texts = [text for number in range(1, len(groups) + 1) for text in output_posts(out / f"dev{number:04}.xml")]
    kept = public = leaked = private = false = 0
    misses: list[str] = []
    for number, (post, text) in enumerate(zip(posts, texts, strict=True), 1):
        for name in post.public:
            public += 1
            if occurs(name, text):
                kept += 1
            else:
                misses.append(f"p{number}: public replaced: {name!r} -> {text}")
        replaced = 0
        for name in post.private:
            private += 1
            if occurs(name, text):
                leaked += 1
                misses.append(f"p{number}: private leaked: {name!r} -> {text}")
            else:
                replaced += len(name.split())  # "Riverside Boxing Club" may take a placeholder a word
        either = sum(1 for name in post.either if not occurs(name, text))
        extra_placeholders = max(0, len(PLACEHOLDER.findall(text)) - replaced - either)
        if args.mode == "placeholder" and extra_placeholders:
            false += extra_placeholders
            misses.append(f"p{number}: {extra_placeholders} false replacement(s) -> {text}")
    share = 100 * kept / public if public else 100.0
    shape = "one document" if args.one_document else "a document each"
    print(f"{args.posts.name}: {len(posts)} posts ({shape}), {'tokenised' if args.tokenised else 'untokenised'}, "
          f"{args.mode} mode")
    print(f"public mentions kept    {kept}/{public} ({share:.1f} %)")
    print(f"private names leaked    {leaked}/{private}")
    if args.mode == "placeholder":
        print(f"false replacements      {false}")
    if args.list:
        print("\n".join(misses))
    return 0 if share >= 95 and leaked == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
