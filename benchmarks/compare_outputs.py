"""Compare the outputs of two teianon installations byte for byte (a refactoring must not change them).

    python3 benchmarks/compare_outputs.py --before /tmp/basevenv/bin/teianon --after .venv/bin/teianon
    python3 benchmarks/compare_outputs.py --before B --after B      # sanity: B against itself
    python3 benchmarks/compare_outputs.py ... --only samples --keep --work /tmp/cmp

Input sets, copied into the work folder (default: a new folder under /tmp, removed at the end
unless --keep):

- ``samples``: every ``*.xml`` under ``samples/`` (what ``teianon run samples/`` reads), and the
  policy ``samples/policy-docc21.toml``;
- ``tei-cmc``: every file of ``../shared/data/tei-cmc/`` (teianon reads its ``*.xml``); skipped
  with a message when the folder is absent;
- ``synthetic``: 100,000 tokens (20 files of 5,000) written by ``write_corpus`` of
  ``benchmarks/throughput.py`` (file i has seed i; written once, with BEFORE's Python);
- ``corpus``: two ``teiCorpus`` files, which every command takes apart by document, written by
  ``write_corpus`` of ``benchmarks/large_file.py`` (6 untokenised chats of 400 posts, 4 tokenised
  chats of 250 posts).

Once per input set, BEFORE annotates the set (``teianon annotate``); those annotated copies are
the input of ``anonymise``, ``strip``, ``validate``, ``review`` and ``check`` for both
installations, BEFORE anonymises them once more (placeholders, the policy) for ``audit`` and
``check --annotated``, and a decisions file is made from them (with BEFORE's
``teianon.review`` API): some proposals accepted, some rejected (only strings that occur once,
so no leak follows), one re-typed, one NICK linked, one word added, one decision deliberately
stale; a decision that would not apply is dropped before writing.

Configurations, each run by BEFORE and by AFTER with ``-j 1 -q`` (and ``--date 2026-01-01``
where the command has it), in its own folder:

- ``run`` x {placeholder, pseudonym (``--salt``, fresh ``--key``)} x {-, ``--policy``} x
  {-, ``--decisions``}, all with ``--annotated`` (the review copies are compared too);
- ``annotate``;
- ``anonymise`` of the annotated copies, the same 8 combinations;
- ``strip`` and ``strip --only-teianon`` of the annotated copies;
- ``run-verbose``: run placeholder + policy + decisions without ``-q`` (summary lines compared);
- the commands that read and judge (issue 41): ``validate`` and ``review`` of the annotated
  copies, ``check`` of them (no ``--annotated``: the validation, the platform ids and the names
  nobody decided), ``check`` of BEFORE's outputs with ``--annotated`` and the policy (with JUnit
  and SARIF reports), and ``audit`` of the annotated copies against those outputs.

Compared for each configuration: every file written in its folder (outputs, review copies,
``teianon-manifest.tsv``, the key file; paths and bytes), the exit code, and stdout and stderr
with the work folder's paths normalised. One configuration (pseudonym + policy + decisions) is run
a second time by BEFORE to check that BEFORE is deterministic. Prints a table (input set x
configuration: identical / differing files) and, for a differing file, where it first differs
and a unified diff cut to about 20 lines.

Exit code 0 iff everything compared is identical (and BEFORE repeats itself); 1 otherwise; 2 when
an installation cannot run at all. Needs only the standard library; each installation's Python
is the ``python`` beside its ``teianon`` script.
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SAMPLES = REPO / "samples"
POLICY = SAMPLES / "policy-docc21.toml"
TEI_CMC = REPO.parent / "shared" / "data" / "tei-cmc"
BASE_COMMIT = "e0929eb"  # the commit before the layout change (issue 23)
SETS = ("samples", "tei-cmc", "synthetic", "corpus")
DATE = "2026-01-01"
SALT = "compare-outputs-salt"
REPEATED = "run-pseudonym+policy+decisions"  # run twice by BEFORE: is it deterministic?
DIFF_LINES = 20
FILES_SHOWN = 5  # differing files shown in detail per configuration


# --- configurations ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Config:
    name: str
    command: str          # run | annotate | anonymise | strip | validate | review | check | audit
    mode: str = "placeholder"
    policy: bool = False
    decisions: bool = False
    quiet: bool = True
    extra: tuple[str, ...] = ()

    def argv(self, inputs: str, annotated_inputs: str, policy: str, decisions: str,
             anonymised: str = "") -> list[str]:
        """The arguments, with paths relative to the configuration's own folder (the cwd)."""
        if self.command in JUDGING:
            return self.judging(annotated_inputs, policy, anonymised)
        source = inputs if self.command in ("run", "annotate") else annotated_inputs
        args = [self.command, source, "-o", "out", "-j", "1", *(["-q"] if self.quiet else [])]
        if self.command == "run":
            args += ["--annotated", "annotated"]
        if self.command in ("run", "anonymise"):
            args += ["--date", DATE]
            if self.mode == "pseudonym":
                args += ["--mode", "pseudonym", "--salt", SALT, "--key", "key.json"]
            if self.policy:
                args += ["--policy", policy]
            if self.decisions:
                args += ["--decisions", decisions]
        return args + list(self.extra)

    def judging(self, annotated_inputs: str, policy: str, anonymised: str) -> list[str]:
        """The arguments of a command that reads and judges (no -j, no -o folder)."""
        if self.command == "validate":
            return ["validate", annotated_inputs, *self.extra]
        if self.command == "review":
            return ["review", annotated_inputs, "-o", "review.html"]
        if self.command == "audit":
            return ["audit", annotated_inputs, anonymised, "--policy", policy]
        if self.policy:
            return ["check", anonymised, "--annotated", annotated_inputs, "--policy", policy,
                    "--report", "junit", "check.junit.xml", "--report", "sarif", "check.sarif"]
        return ["check", annotated_inputs]


# The commands that read and judge a corpus; they write no outputs of their own under -o.
JUDGING = ("validate", "review", "check", "audit")


def configurations() -> list[Config]:
    found = []
    for command in ("run", "anonymise"):
        for mode in ("placeholder", "pseudonym"):
            for policy in (False, True):
                for decisions in (False, True):
                    name = f"{command}-{mode}" + ("+policy" if policy else "") + ("+decisions" if decisions else "")
                    found.append(Config(name, command, mode, policy, decisions))
        if command == "run":
            found.append(Config("annotate", "annotate"))
    found += [Config("strip", "strip"), Config("strip-only-teianon", "strip", extra=("--only-teianon",)),
              Config("run-verbose", "run", "placeholder", True, True, quiet=False),
              Config("validate", "validate"), Config("review", "review"), Config("check", "check"),
              Config("check-annotated+policy", "check", policy=True), Config("audit", "audit")]
    return found


# --- running -------------------------------------------------------------------------------------

@dataclass
class Outcome:
    code: int
    stdout: str
    stderr: str
    seconds: float
    files: dict[str, bytes] = field(default_factory=dict)   # path in the folder -> bytes
    modes: dict[str, str] = field(default_factory=dict)     # path -> permission bits


def python_of(teianon: Path) -> Path:
    """The Python interpreter of an installation: beside its script, else its #! line."""
    beside = teianon.parent / "python"
    if beside.exists():
        return beside
    first = teianon.read_bytes().split(b"\n", 1)[0].decode()
    if first.startswith("#!"):
        return Path(first[2:].strip().split()[0])
    sys.exit(f"compare_outputs: cannot tell the Python of {teianon}")


def environment() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONHASHSEED", None)  # hash randomisation as users have it: nondeterminism shows
    env["NO_COLOR"] = "1"
    env["COLUMNS"] = "100"
    return env


def normalise(text: str, folder: Path, work: Path, installs: list[Path]) -> str:
    for path, name in ((folder, "<RUN>"), (work, "<WORK>"), *((p, "<VENV>") for p in installs)):
        text = text.replace(str(path), name)
    return text


def run_one(teianon: Path, config: Config, folder: Path, work: Path, set_name: str,
            installs: list[Path]) -> Outcome:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    rel = Path(os.path.relpath(work, folder))
    args = config.argv(str(rel / "inputs" / set_name), str(rel / "prep" / set_name / "annotated"),
                       str(rel / "inputs" / "policy-docc21.toml"), str(rel / "prep" / set_name / "decisions.tsv"),
                       str(rel / "prep" / set_name / "anonymised"))
    started = time.perf_counter()
    done = subprocess.run([str(teianon), *args], cwd=folder, check=False, capture_output=True, env=environment(),
                          stdin=subprocess.DEVNULL)
    seconds = time.perf_counter() - started
    outcome = Outcome(done.returncode, normalise(done.stdout.decode(errors="replace"), folder, work, installs),
                      normalise(done.stderr.decode(errors="replace"), folder, work, installs), seconds)
    for path in sorted(folder.rglob("*")):
        if path.is_file() or path.is_symlink():
            name = path.relative_to(folder).as_posix()
            outcome.files[name] = path.read_bytes()
            if name.endswith(".junit.xml"):
                # The seconds each check took: the one thing that changes on every run.
                outcome.files[name] = SECONDS.sub(b'time=""', outcome.files[name])
            outcome.modes[name] = oct(path.lstat().st_mode & 0o777)
    (folder.parent / f"{folder.name}.argv").write_text(" ".join([str(teianon), *args]) + "\n")
    (folder.parent / f"{folder.name}.stderr").write_text(outcome.stderr)
    (folder.parent / f"{folder.name}.stdout").write_text(outcome.stdout)
    return outcome


SECONDS = re.compile(rb'time="[0-9.]+"')


# --- inputs --------------------------------------------------------------------------------------

SYNTHETIC_SCRIPT = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import throughput
paths = throughput.write_corpus(Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
print(len(paths), sys.modules["teianon"].__file__ if "teianon" in sys.modules else "-")
"""


def digest(folder: Path) -> str:
    h = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        h.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def build_synthetic(dest: Path, tokens: int, per_file: int, pythons: list[Path], work: Path) -> str:
    """Write the corpus with the first Python that can import throughput.py (it imports teianon:
    the working tree's copy may follow the new layout, BEFORE's the old one)."""
    attempts = [(python, HERE) for python in pythons]
    old = work / "throughput-before"
    shown = subprocess.run(["git", "-C", str(REPO), "show", f"{BASE_COMMIT}:benchmarks/throughput.py"],
                           check=False, capture_output=True)
    if shown.returncode == 0:
        old.mkdir(parents=True, exist_ok=True)
        (old / "throughput.py").write_bytes(shown.stdout)
        attempts += [(python, old) for python in pythons]
    errors = []
    for python, folder in attempts:
        if dest.exists():
            shutil.rmtree(dest)
        done = subprocess.run([str(python), "-I", "-c", SYNTHETIC_SCRIPT, str(folder), str(dest), str(tokens),
                               str(per_file)], check=False, capture_output=True, text=True, cwd=work)
        if done.returncode == 0:
            where = "benchmarks/" if folder == HERE else f"{BASE_COMMIT}:benchmarks/"
            count, imported = done.stdout.split()
            tried = f" [not with: {'; '.join(errors)}]" if errors else ""
            return f"{count} files by {where}throughput.py write_corpus, with {python} (teianon from {imported}){tried}"
        errors.append(f"{python} + {folder}/throughput.py: {(done.stderr.strip().splitlines() or ['?'])[-1]}")
    sys.exit("compare_outputs: could not write the synthetic corpus:\n  " + "\n  ".join(errors))


def build_corpora(dest: Path) -> str:
    """Two teiCorpus files of generated chats (benchmarks/large_file.py; seeded, no teianon)."""
    sys.path.insert(0, str(HERE))
    import large_file

    dest.mkdir(parents=True, exist_ok=True)
    large_file.write_corpus(dest / "chats.xml", 6, 400, False)
    large_file.write_corpus(dest / "chats-tokenised.xml", 4, 250, True)
    return "2 teiCorpus files by benchmarks/large_file.py write_corpus (6 x 400 posts; 4 x 250 posts, tokenised)"


DECISIONS_SCRIPT = r'''
"""Make a decisions file from annotated copies (run with BEFORE's Python)."""
import re
import sys
from collections import Counter
from pathlib import Path

from lxml import etree
import teianon
from teianon.review.proposals import ANNOTATIONS, Span, blocks, proposals
from teianon.review.decisions import COLUMNS, Applied, Decision, apply_decisions

annotated, output = Path(sys.argv[1]), Path(sys.argv[2])
RETYPE = {"GPE": "LOC", "LOC": "GPE", "PER": "ORG", "ORG": "PER", "OTH": "ORG", "GEO_DE": "GPE",
          "URL": "OTH", "EMAIL": "URL", "NUMBER": "OTH", "ROOM": "OTH"}
WORD = re.compile(r"[^\W\d_]{4,}")


def parse(path):
    return etree.parse(str(path), etree.XMLParser(resolve_entities=False, no_network=True)).getroot()


def occurrences(word, text):
    return len(re.findall(r"(?<!\w)" + re.escape(word.casefold()) + r"(?!\w)", text))


rows, counts, dropped = [], Counter(), 0
stale_done = False
for path in sorted(annotated.rglob("*.xml")):
    document = path.relative_to(annotated).as_posix()
    root = parse(path)
    everything = " ".join(root.itertext()).casefold()
    found = list(blocks(root, document))
    props = [p for b in found for p in proposals(b) if p.span.text.strip()]
    ours = [p for p in props if p.by_teianon]
    texts = Counter(p.span.text.casefold() for p in props)
    used, chosen = set(), []

    def take(candidates, decision, limit, category=lambda p: "", corresp=lambda p: ""):
        n = 0
        for p in candidates:
            if n >= limit or p.span in used:
                continue
            used.add(p.span)
            chosen.append(Decision(p.span, decision, category(p), corresp(p)))
            n += 1

    # accept: the least certain first (their acceptance changes what is replaced)
    take(sorted(ours, key=lambda p: {"low": 0, "medium": 1}.get(p.cert, 2)), "accept", 2)
    # reject: no participant names, strings that occur once (nothing replaced elsewhere survives)
    names = {p.span.text.casefold() for p in props if p.category == "NICK"}
    names |= {t.casefold() for e in root.iter("{http://www.tei-c.org/ns/1.0}persName") for t in e.itertext()
              if t.strip()}
    names = {n for part in names for n in (part, *re.split(r"\W+", part)) if len(n) >= 3}
    take([p for p in ours if p.category not in ("NICK", "IMPLICIT", "CITATION")
          and texts[p.span.text.casefold()] == 1 and occurrences(p.span.text, everything) <= 1
          and not any(n in p.span.text.casefold() for n in names)], "reject", 2)
    take([p for p in ours if p.category in RETYPE], "change", 1, category=lambda p: RETYPE[p.category])
    # link: a nickname to the participant it names already (to another, its owner's name would stay)
    take([p for p in ours if p.category == "NICK" and p.corresp.startswith("#")], "link", 1,
         corresp=lambda p: p.corresp)
    # add: a word outside every annotation that occurs once in the whole file, in a post if any
    added = False
    POSTS = ("{http://www.tei-c.org/ns/1.0}post", "{http://www.tei-c.org/ns/1.0}posting")
    for block in sorted(found, key=lambda b: b.element.tag not in POSTS):
        if added:
            break
        taken = [span for element, span in block.spans.items() if element.tag in ANNOTATIONS]
        for match in WORD.finditer(block.text):
            start, end = match.span()
            if any(s < end and start < e for s, e in taken) or occurrences(match.group(), everything) != 1:
                continue
            candidate = Decision(Span(document, block.id, start, end, match.group()), "add", "PER")
            trial = Applied()
            apply_decisions(parse(path), document, [candidate], trial)
            if not trial.stale:
                chosen.append(candidate)
                added = True
                break
    # keep only the decisions that apply, all together
    trial = Applied()
    apply_decisions(parse(path), document, chosen, trial)
    stale = {id(d) for d in trial.stale}
    dropped += len(stale)
    chosen = [d for d in chosen if id(d) not in stale]
    if chosen and not stale_done:
        s = chosen[0].span
        rows.append("# deliberately stale: its words are not in the block")
        rows.append("\t".join([s.document, s.block, str(s.start), str(s.start + 3), "\u00a7\u00a7\u00a7",
                               "reject", "", ""]))
        counts["stale"] += 1
        stale_done = True
    for d in chosen:
        counts[d.decision] += 1
        rows.append("\t".join([d.span.document, d.span.block, str(d.span.start), str(d.span.end), d.span.text,
                               d.decision, d.category, d.corresp]))
output.write_text("\t".join(COLUMNS) + "\n" + "\n".join(rows) + "\n", encoding="utf-8")
print(", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
      + (f"; {dropped} dropped (would be stale)" if dropped else "")
      + f"; made with {Path(teianon.__file__).parent}")
'''


LEAK = re.compile(r"^(?:.*?/)?check/(.+?):\d+: leak: ")
RISKY = ("reject", "link", "change", "add")


def prune_decisions(before: Path, prep: Path, policy: Path) -> str:
    """Drop the decisions that make BEFORE refuse a file (a leak after a rejection, say), so that
    every configuration with decisions writes its files: first the risky decisions of a refused
    document, one kind at a time, then all of them. Returns what was dropped."""
    path = prep / "decisions.tsv"
    dropped: list[str] = []
    for attempt in range(len(RISKY) + 2):
        refused: set[str] = set()
        for mode in (["--mode", "placeholder"], ["--mode", "pseudonym", "--salt", SALT, "--key", "key.json"]):
            check = prep / "check"
            shutil.rmtree(check, ignore_errors=True)
            (prep / "key.json").unlink(missing_ok=True)
            done = subprocess.run([str(before), "anonymise", "annotated", "-o", "check", "-j", "1", "-q",
                                   "--date", DATE, "--policy", str(policy), "--decisions", "decisions.tsv", *mode],
                                  cwd=prep, check=False, capture_output=True, text=True, env=environment())
            refused |= {m.group(1) for line in done.stderr.splitlines() if (m := LEAK.match(line))}
        shutil.rmtree(prep / "check", ignore_errors=True)
        (prep / "key.json").unlink(missing_ok=True)
        if not refused:
            break
        kinds = RISKY[: attempt + 1] if attempt < len(RISKY) else ("accept", *RISKY)
        lines = path.read_text(encoding="utf-8").splitlines()
        kept = []
        for line in lines:
            cells = line.split("\t")
            if not line.startswith("#") and len(cells) > 5 and cells[0] in refused and cells[5] in kinds:
                dropped.append(f"{cells[0]} {cells[5]} {cells[4]!r}")
                continue
            kept.append(line)
        path.write_text("\n".join(kept) + "\n", encoding="utf-8")
    else:
        return f"; BEFORE still refuses {', '.join(sorted(refused))} with it"
    return f"; dropped {len(dropped)} that made BEFORE refuse a file: {'; '.join(dropped)}" if dropped else ""


# --- comparing -----------------------------------------------------------------------------------

def clip(line: str, column: int = 0, width: int = 160) -> str:
    line = line.rstrip("\n")
    if len(line) <= width:
        return line
    start = max(0, min(column - width // 3, len(line) - width))
    return ("…" if start else "") + line[start:start + width] + ("…" if start + width < len(line) else "")


def text_diff(a: bytes, b: bytes, label: str) -> list[str]:
    """Where ``a`` and ``b`` first differ, and a unified diff cut to DIFF_LINES lines."""
    old, new = a.decode(errors="replace").splitlines(), b.decode(errors="replace").splitlines()
    line = next((i for i, (x, y) in enumerate(zip(old, new)) if x != y), min(len(old), len(new)))
    x, y = (old[line] if line < len(old) else ""), (new[line] if line < len(new) else "")
    column = next((i for i, (p, q) in enumerate(zip(x, y)) if p != q), min(len(x), len(y)))
    out = [f"first difference: line {line + 1}, column {column + 1}"
           + (" (only the line ends differ)" if old == new else "")]
    diff = list(difflib.unified_diff(old, new, f"before/{label}", f"after/{label}", n=1, lineterm=""))
    shown = [clip(d, column + 1) for d in diff[:DIFF_LINES]]
    if len(diff) > DIFF_LINES:
        shown.append(f"... ({len(diff) - DIFF_LINES} more diff lines)")
    return out + shown


@dataclass
class Comparison:
    set_name: str
    config: str
    identical: int = 0
    differing: list[str] = field(default_factory=list)     # file names, and "exit code"/"stderr"/...
    details: list[str] = field(default_factory=list)
    codes: tuple[int, int] = (0, 0)
    seconds: tuple[float, float] = (0.0, 0.0)

    @property
    def same(self) -> bool:
        return not self.differing


def compare(set_name: str, config: str, a: Outcome, b: Outcome, sides: tuple[str, str]) -> Comparison:
    result = Comparison(set_name, config, codes=(a.code, b.code), seconds=(a.seconds, b.seconds))
    if a.code != b.code:
        result.differing.append("exit code")
        result.details.append(f"exit code: {sides[0]} {a.code}, {sides[1]} {b.code}")
    for stream in ("stdout", "stderr"):
        x, y = getattr(a, stream), getattr(b, stream)
        if x != y:
            result.differing.append(stream)
            result.details += [f"{stream}:"] + ["  " + d for d in text_diff(x.encode(), y.encode(), stream)]
    shown = 0
    for name in sorted(set(a.files) | set(b.files)):
        if name not in b.files or name not in a.files:
            result.differing.append(name)
            result.details.append(f"{name}: written by {sides[0] if name in a.files else sides[1]} only")
        elif a.files[name] != b.files[name]:
            result.differing.append(name)
            if shown < FILES_SHOWN:
                result.details += [f"{name}:"] + ["  " + d for d in text_diff(a.files[name], b.files[name], name)]
            shown += 1
        elif a.modes[name] != b.modes[name]:
            result.differing.append(f"{name} (mode)")
            result.details.append(f"{name}: mode {a.modes[name]} against {b.modes[name]}")
        else:
            result.identical += 1
    if shown > FILES_SHOWN:
        result.details.append(f"... {shown - FILES_SHOWN} more differing file(s) not shown")
    return result


# --- main ----------------------------------------------------------------------------------------

def check_installation(label: str, teianon: Path) -> str | None:
    """None if ``teianon --version`` works, else why not."""
    if not teianon.exists():
        return f"{label} {teianon} does not exist"
    done = subprocess.run([str(teianon), "--version"], check=False, capture_output=True, text=True, env=environment())
    if done.returncode != 0:
        tail = "\n".join(done.stderr.strip().splitlines()[-12:])
        return f"{label} {teianon} cannot start (exit {done.returncode}):\n{textwrap.indent(tail, '    ')}"
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n".join(__doc__.splitlines()[1:]))
    parser.add_argument("--before", type=Path, default=Path("/tmp/basevenv/bin/teianon"),
                        help="teianon script of the reference installation (default: %(default)s)")
    parser.add_argument("--after", type=Path, default=REPO / ".venv" / "bin" / "teianon",
                        help="teianon script of the installation to check (default: %(default)s)")
    parser.add_argument("--work", type=Path, default=None, help="work folder (default: a new one under /tmp)")
    parser.add_argument("--only", choices=SETS, action="append", help="only this input set (repeatable)")
    parser.add_argument("--config", action="append", choices=[c.name for c in configurations()],
                        help="only this configuration (repeatable; the repeat runs only where it is among them)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder (inputs, outputs, logs)")
    parser.add_argument("--parallel", type=int, default=2, help="teianon processes at once (default: 2)")
    parser.add_argument("--tokens", type=int, default=100_000, help="tokens of the synthetic corpus")
    args = parser.parse_args()
    started = time.perf_counter()
    before, after = args.before.absolute(), args.after.absolute()
    for label, path in (("BEFORE", before), ("AFTER", after)):
        problem = check_installation(label, path)
        if problem:
            print(f"compare_outputs: {problem}", file=sys.stderr)
            return 2
    installs = sorted({before.parent.parent, after.parent.parent}, key=lambda p: -len(str(p)))
    created = args.work is None
    work = Path(tempfile.mkdtemp(prefix="teianon-compare-")) if created else args.work.absolute()
    for sub in ("inputs", "prep", "runs"):
        shutil.rmtree(work / sub, ignore_errors=True)
    work.mkdir(parents=True, exist_ok=True)
    head = subprocess.run(["git", "-C", str(REPO), "log", "-1", "--format=%h %s"], check=False, capture_output=True,
                          text=True)
    dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--untracked-files=no"],
                           check=False, capture_output=True, text=True).stdout.strip()
    print(f"BEFORE {before}\nAFTER  {after}\nwork   {work}\nrepo   {head.stdout.strip()[:72]}"
          + (f" (+ {len(dirty.splitlines())} changed file(s) in the working tree)" if dirty else ""))
    try:
        return compare_all(args, before, after, work, installs, started)
    finally:
        if not args.keep:
            if created:
                shutil.rmtree(work, ignore_errors=True)
            else:
                for sub in ("inputs", "prep", "runs", "throughput-before"):
                    shutil.rmtree(work / sub, ignore_errors=True)
        else:
            print(f"kept: {work}")


def compare_all(args: argparse.Namespace, before: Path, after: Path, work: Path, installs: list[Path],
                started: float) -> int:
    inputs = work / "inputs"
    inputs.mkdir(parents=True)
    shutil.copyfile(POLICY, inputs / "policy-docc21.toml")
    wanted = args.only or list(SETS)
    sets: list[str] = []
    for name in wanted:
        dest = inputs / name
        if name == "samples":
            for path in sorted(SAMPLES.rglob("*.xml")):
                target = dest / path.relative_to(SAMPLES)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, target)
            note = f"{len(list(dest.rglob('*.xml')))} *.xml of {SAMPLES}"
        elif name == "tei-cmc":
            if not TEI_CMC.is_dir():
                print(f"input set tei-cmc: skipped, {TEI_CMC} is absent")
                continue
            shutil.copytree(TEI_CMC, dest)
            files = [p for p in dest.rglob("*") if p.is_file()]
            note = (f"{len(files)} files of {TEI_CMC} ({sum(p.suffix == '.xml' for p in files)} *.xml; "
                    "teianon reads only those)")
        elif name == "corpus":
            note = build_corpora(dest)
        else:
            note = build_synthetic(dest, args.tokens, 5_000, [python_of(before), python_of(after)], work)
        sets.append(name)
        print(f"input set {name}: {note}; digest {digest(dest)}")
    if not sets:
        print("compare_outputs: no input set to compare", file=sys.stderr)
        return 2

    # Warm each installation's binary tables once, one at a time, before runs in parallel.
    warm = work / "runs" / "warm"
    for label, teianon in (("before", before), ("after", after)):
        first = next(p for p in sorted((inputs / sets[0]).rglob("*.xml")))
        subprocess.run([str(teianon), "annotate", str(first), "-o", str(warm / label), "-q"], check=False,
                       capture_output=True, env=environment())

    # Annotated copies and decisions: once, by BEFORE, used by both.
    for name in sets:
        prep = work / "prep" / name
        prep.mkdir(parents=True)
        done = subprocess.run([str(before), "annotate", str(inputs / name), "-o", str(prep / "annotated"), "-j", "1",
                               "-q"], check=False, capture_output=True, text=True, env=environment())
        if done.returncode != 0:
            print(f"input set {name}: BEFORE annotate exit {done.returncode}:\n{done.stderr[-2000:]}")
        # -I and a cwd outside the repository: the teianon imported is BEFORE's, never the working tree's.
        made = subprocess.run([str(python_of(before)), "-I", "-c", DECISIONS_SCRIPT, str(prep / "annotated"),
                               str(prep / "decisions.tsv")], check=False, capture_output=True, text=True,
                              env=environment(), cwd=work)
        if made.returncode != 0:
            print(f"compare_outputs: decisions for {name} failed:\n{made.stderr[-3000:]}", file=sys.stderr)
            return 2
        pruned = prune_decisions(before, prep, inputs / "policy-docc21.toml")
        print(f"input set {name}: decisions file ({made.stdout.strip()}){pruned}")
        # The outputs that audit and check --annotated judge: BEFORE's, used by both.
        done = subprocess.run([str(before), "anonymise", str(prep / "annotated"), "-o", str(prep / "anonymised"),
                               "-j", "1", "-q", "--date", DATE, "--policy", str(inputs / "policy-docc21.toml")],
                              check=False, capture_output=True, text=True, env=environment())
        if done.returncode != 0:
            print(f"input set {name}: BEFORE anonymise exit {done.returncode}:\n{done.stderr[-2000:]}")

    configs = [c for c in configurations() if not args.config or c.name in args.config]
    by_name = {c.name: c for c in configs}
    sides = {"before": before, "after": after}
    jobs = [(name, config, side) for name in reversed(sets) for config in configs for side in sides]
    repeated = REPEATED in by_name
    if repeated:
        jobs += [(name, by_name[REPEATED], "before-again") for name in reversed(sets)]
    sides["before-again"] = before
    total = len(jobs)
    outcomes: dict[tuple[str, str, str], Outcome] = {}
    print(f"running {total} teianon commands ({len(configs)} configurations x {len(sets)} input set(s) x 2, "
          f"+ {len(sets) if repeated else 0} repeat(s)), {args.parallel} at once ...", flush=True)
    matrix_started = time.perf_counter()

    def work_on(job: tuple[str, Config, str]) -> None:
        name, config, side = job
        folder = work / "runs" / side / name / config.name
        outcomes[(name, config.name, side)] = run_one(sides[side], config, folder, work, name, installs)

    with ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
        list(pool.map(work_on, jobs))
    matrix_seconds = time.perf_counter() - matrix_started

    results = [compare(name, c.name, outcomes[(name, c.name, "before")], outcomes[(name, c.name, "after")],
                       ("before", "after"))
               for name in sets for c in configs]
    repeats = [compare(name, REPEATED, outcomes[(name, REPEATED, "before")],
                       outcomes[(name, REPEATED, "before-again")], ("before", "before-again"))
               for name in sets if repeated]

    print()
    width = max(len(c.name) for c in configs)
    print(f"{'input set':10} {'configuration':{width}}  {'exit b/a':>8} {'identical':>9} {'differing':>9}  "
          f"{'s before':>8} {'s after':>8}  what differs")
    for r in results:
        what = ", ".join(r.differing[:4]) + (f", … (+{len(r.differing) - 4})" if len(r.differing) > 4 else "")
        print(f"{r.set_name:10} {r.config:{width}}  {r.codes[0]:>4}/{r.codes[1]:<3} {r.identical:9} "
              f"{len(r.differing):9}  {r.seconds[0]:8.1f} {r.seconds[1]:8.1f}  {what}")
    for r in repeats:
        what = ", ".join(r.differing[:4]) or "-"
        print(f"{r.set_name:10} {'REPEAT ' + r.config:{width}}  {r.codes[0]:>4}/{r.codes[1]:<3} {r.identical:9} "
              f"{len(r.differing):9}  {r.seconds[0]:8.1f} {r.seconds[1]:8.1f}  BEFORE twice: {what}")

    failing = [r for r in results + repeats if not r.same]
    for r in failing:
        label = "BEFORE run twice" if r in repeats else "BEFORE vs AFTER"
        print(f"\n=== {r.set_name} / {r.config} ({label}) ===")
        print("\n".join(r.details))
    nonzero = sorted({(r.set_name, r.config, r.codes) for r in results if r.codes != (0, 0)})
    if nonzero:
        print("\nnote: configurations with a non-zero exit code (compared all the same; see their .stderr):")
        for name, config, codes in nonzero:
            print(f"  {name} / {config}: before {codes[0]}, after {codes[1]}")
    files = sum(r.identical + len([d for d in r.differing if d not in ('exit code', 'stdout', 'stderr')])
                for r in results)
    same = sum(r.same for r in results)
    print(f"\n{len(results)} configuration(s) compared ({len(configs)} x {len(sets)} input set(s)), "
          f"{files} output file(s) per side; {same} identical, {len(results) - same} differing; "
          f"BEFORE repeated on {REPEATED}: "
          f"{('identical' if all(r.same for r in repeats) else 'DIFFERENT') if repeats else 'not run'}")
    print(f"matrix {matrix_seconds:.0f} s, total {time.perf_counter() - started:.0f} s")
    return 0 if not failing else 1


if __name__ == "__main__":
    sys.exit(main())
