"""A participant called by a word of their compound nickname, and a person named by a word: how
often the next mention is replaced, and how often the same word used as a word is.

    python benchmarks/nick_parts.py            # the three tables (about 5 CPU minutes)
    python benchmarks/nick_parts.py --list     # also the survivors and every false proposal
    PYTHONPATH=../base python benchmarks/nick_parts.py   # another checkout's teianon, same chats

Generated chats of three writers (issue 38, the kinds of the held-out round of session chat7):

- **nickname part, next mention**: the participant's nickname is two words run together and a
  number (German: two nouns of the German noun list, ``mondkatze_41``; English: two words of the
  English list, ``stonefox52``; both words of Zipf 3 to 4.5). Another writer greets them by the
  last word (``hallo katze``, ``hey fox``: the first mention), and a third writes a real sentence
  in which a person stood (the frames of ``chat_names_heldout.py``: EmpiriST chat, drama, the
  English Web Treebank; both halves), that word in the person's place, in lower case (the next
  mention). Counted: first and next mentions replaced (a reference not ``low`` on the word) and
  the next one linked to the participant.
- **nickname part, the word as a word**: the same kind of nickname made of a head (one of the
  first 50 words of each list) and a word of a real running-text sentence (GerDraCor, ELTeC German and English, Bundestag; a German noun or
  an English word in lower case, Zipf 3 to 5), greeted by that word, then that sentence: the
  word there is the word, so every reference on it is a false proposal (count them by hand with
  ``--list``: a sentence may name a person by that word now and then).
- **a name that is a word, next mention**: a first name of ``chat_names_heldout.py``'s word group
  (``Hope``, ``Sage``) thanked in lower case (``danke hope``, ``thanks hope``), then a frame as
  above with the name in the person's place; and the false side: that thanks, then a
  running-text sentence that has the name in lower case as a word.

The frames and names are drawn with fixed seeds. Standard library, lxml and teianon.
"""

from __future__ import annotations

import argparse
import glob
import lzma
import random
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from xml.sax.saxutils import escape

import regex
from chat_names_heldout import Frame, name_groups, sample_frames
from lxml import etree
from wordfreq import zipf_frequency

from teianon.lists import english_words, german_nouns
from teianon.pipeline.annotation import annotate_tree
from teianon.pipeline.settings import Settings
from teianon.read.tei import tei

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
RUNNING = [("text_de_gerdracor", "de"), ("text_de_eltec", "de"), ("text_en_eltec", "en"), ("text_de_bundestag20", "de")]
GREETING = {"de": "hallo", "en": "hey"}
THANKS = {"de": "danke", "en": "thanks"}


def chat(nicks: list[str], posts: list[tuple[int, str]], lang: str) -> etree._ElementTree:
    persons = "".join(
        f'<person xml:id="u{i}"><persName type="nickname">{escape(n)}</persName></person>' for i, n in enumerate(nicks)
    )
    body = "".join(f'<post xml:id="p{k}" who="#u{w}">{escape(t)}</post>' for k, (w, t) in enumerate(posts))
    xml = (
        f'<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{lang}"><teiHeader><fileDesc><titleStmt><title>t</title>'
        "</titleStmt><publicationStmt><p>p</p></publicationStmt><sourceDesc><p>s</p></sourceDesc></fileDesc>"
        f"<profileDesc><particDesc><listPerson>{persons}</listPerson></particDesc></profileDesc></teiHeader>"
        f'<text><body><div type="logfile">{body}</div></body></text></TEI>'
    )
    return etree.ElementTree(etree.fromstring(xml.encode()))


def posts_of(tree: etree._ElementTree, settings: Settings, label: str) -> list[etree._Element]:
    annotate_tree(tree, label, settings)
    return list(tree.getroot().iter(tei("post")))


def replaced(post: etree._Element, word: str) -> etree._Element | None:
    """teianon's reference (not ``low``) on ``word`` in ``post``, or None."""
    for element in post.iter(tei("name"), tei("ref")):
        if element.get("cert") != "low" and "".join(element.itertext()).lower() == word:
            return element
    return None


def person_frames() -> list[Frame]:
    return [f for half in sample_frames(150, 7).values() for f in half if not f.pronoun]


def running_lines(per_file: int) -> list[tuple[str, str]]:
    lines: list[tuple[str, str]] = []
    for source, lang in RUNNING:
        for path in sorted(glob.glob(str(DATA / source / "*.xz"))):
            with lzma.open(path, "rt", encoding="utf-8") as text:
                for i, line in enumerate(text):
                    if 4 <= len(line.split()) <= 40:
                        lines.append((lang, line.strip()))
                    if i > per_file:
                        break
    return lines


def compound_words(lang: str) -> list[str]:
    if lang == "de":
        return sorted(
            n.lower()
            for n in german_nouns()
            if n.isalpha() and 4 <= len(n) <= 7 and 3.0 <= zipf_frequency(n.lower(), "de") < 4.5
        )
    return sorted(
        w for w in english_words() if w.isalpha() and 3 <= len(w) <= 6 and 3.0 <= zipf_frequency(w, "en") < 4.5
    )


def nickname_next(settings: Settings, show: bool) -> Iterator[str]:
    rng = random.Random(4)
    words = {lang: compound_words(lang) for lang in ("de", "en")}
    tally: Counter[tuple[str, str]] = Counter()
    for k, frame in enumerate(person_frames()):
        head, tail = rng.choice(words[frame.language]), rng.choice(words[frame.language])
        number = rng.randint(10, 99)
        nick = f"{head}{tail}_{number}" if frame.language == "de" else f"{head}{tail}{number}"
        greet = GREETING[frame.language]
        text, _, _ = frame.filled(tail, lower=True)
        posts = [(0, greet), (1, f"{greet} {tail}"), (0, "na"), (2, text)]
        found = posts_of(chat([nick, "tom_b", "lisa_c"], posts, frame.language), settings, f"n{k}")
        first, second = replaced(found[1], tail), replaced(found[3], tail)
        for key, value in (("chats", True), ("first", first is not None), ("next", second is not None)):
            tally[(frame.source, key)] += value
        tally[(frame.source, "linked")] += second is not None and second.get("corresp") == "#u0"
        if show and second is None:
            yield f"    survives: {nick}: {text[:160]}"
    yield "| frames | chats | first mention replaced | next mention replaced | next linked |"
    yield "|---|---:|---:|---:|---:|"
    for source in ("empirist", "drama", "ewt", None):
        keys = ("empirist", "drama", "ewt") if source is None else (source,)
        n = sum(tally[(s, "chats")] for s in keys)
        cells = [sum(tally[(s, what)] for s in keys) for what in ("first", "next", "linked")]
        yield f"| {source or 'all'} | {n} | " + " | ".join(f"{c} ({c / max(n, 1):.3f})" for c in cells) + " |"


def nickname_word(settings: Settings, show: bool) -> Iterator[str]:
    rng = random.Random(11)
    nouns, words = german_nouns(), english_words()
    lines = running_lines(3000)
    rng.shuffle(lines)
    heads = compound_words("de")[:50] + compound_words("en")[:50]
    n = false = 0
    for k, (lang, line) in enumerate(lines):
        tokens = regex.findall(r"\p{L}+", line)
        if lang == "de":
            words_here = [t for t in tokens if t[:1].isupper() and t in nouns and 3.0 <= zipf_frequency(t.lower(), "de") < 5]
        else:
            words_here = [t for t in tokens if t.islower() and t in words and len(t) >= 3 and 3.0 <= zipf_frequency(t, "en") < 5]
        if not words_here:
            continue
        word = rng.choice(words_here).lower()
        nick = f"{rng.choice(heads)}{word}_{rng.randint(10, 99)}"
        greet = GREETING[lang]
        found = posts_of(chat([nick, "tom_b", "lisa_c"], [(0, greet), (1, f"{greet} {word}"), (0, "na"), (2, line)], lang), settings, f"w{k}")
        n += 1
        hit = replaced(found[3], word)
        if hit is not None:
            false += 1
            if show:
                yield f"    proposed: {nick}: {word} {hit.get('type')} {hit.get('ana')}: {line[:160]}"
        if n >= 200:
            break
    yield f"nickname part, the word as a word: {n} sentences, the word replaced in {false}"


def word_names(settings: Settings, show: bool) -> Iterator[str]:
    rng = random.Random(5)
    names = [n.lower() for n in name_groups()["word"]]
    tally: Counter[str] = Counter()
    for k, frame in enumerate(person_frames()):
        name = rng.choice(names)
        text, _, _ = frame.filled(name, lower=True)
        posts = [(0, f"{THANKS[frame.language]} {name}"), (1, "ok"), (0, text)]
        found = posts_of(chat(["tom_b", "lisa_c"], posts, frame.language), settings, f"t{k}")
        first, second = replaced(found[0], name) is not None, replaced(found[2], name) is not None
        tally["chats"] += 1
        tally["first"] += first
        tally["next"] += first and second
        if show and first and not second:
            yield f"    survives: {text[:160]}"
    yield (
        f"a name that is a word: {tally['chats']} chats; first mention replaced {tally['first']}, "
        f"and of those the next one {tally['next']}"
    )
    wanted = set(names)
    lines = running_lines(20000)
    rng.shuffle(lines)
    n = false = 0
    for k, (lang, line) in enumerate(lines):
        found_words = [t for t in regex.findall(r"\p{L}+", line) if t.lower() in wanted and not t[:1].isupper()]
        if not found_words:
            continue
        name = found_words[0].lower()
        posts = [(0, f"{THANKS[lang]} {name}"), (1, "ok"), (0, line)]
        found = posts_of(chat(["tom_b", "lisa_c"], posts, lang), settings, f"f{k}")
        if replaced(found[0], name) is None:
            continue
        n += 1
        hit = replaced(found[2], name)
        if hit is not None:
            false += 1
            if show:
                yield f"    proposed: {name} {hit.get('ana')}: {line[:160]}"
        if n >= 200:
            break
    yield f"a name that is a word, the word as a word: {n} sentences after its thanks, the word replaced in {false}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="also the survivors and the false proposals")
    args = parser.parse_args()
    import teianon

    print(f"teianon from {Path(teianon.__file__).parent}")
    settings = Settings()
    for part in (nickname_next, nickname_word, word_names):
        for line in part(settings, args.list):
            print(line)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
