"""Where a government department's or ministry's name ends (``public.ministry``, kept public by
:mod:`teianon.annotate.public_frames`).

A ministry is named by its head and its subject: ``the Department for Work and Pensions``,
``Ministry of Housing, Communities and Local Government``, ``Bundesministerium der Finanzen``,
``Ministerium für Heimat, Kommunales, Bau und Digitalisierung``. Everything inside the name is
kept public, so the name must end where its subject ends: a letter runs the ministry into the
person who answered (``the Department for Work and Pensions Kevin Brandt answered``,
``beim Bundesministerium der Finanzen Herrn Jochen Pfeiffer``), an address block puts the
addressee on the next line, and a list goes on with another body (``… Local Government and
Barnsley Council``). The subject is therefore read as the name's grammar has it:

- one or more *subject groups*, several only as a list that ends with ``and``/``und``/``&`` and
  one last group (``Work and Pensions``, ``Housing, Communities and Local Government``); the name
  ends after that last group;
- a group is one word in German (a noun, or a nominalised adjective: ``Kommunales``), and in
  English one word or two, the second an English word (``Local Government``, ``Rural Affairs``,
  ``Net Zero``);
- no group crosses a line break, and none holds a title or form of address (``Herrn``, ``Mr``,
  ``Officer``, ``Sachbearbeiterin``), a first name of the tables, a town or another body's
  head (``Council``, ``Gesamtschule``) where no dictionary has the word; a word a dictionary has
  is a subject even where a town or a first name shares it (``Justice``, ``Bau``).
"""

from __future__ import annotations

from functools import lru_cache

import regex

from ..detect.person import FORMS_OF_ADDRESS
from ..lists import english_words, persons, places
from .public_words import dictionary_word, is_cue

# The head of a ministry's name, up to its subject.
# "Department of" names a university's department as often (``Department of Psychology``): a
# government's only before a remit of government (``Department of Health and Social Care``,
# ``Department of Justice``, ``Department of Veterans Affairs``).
HEAD = regex.compile(
    r"\b(?:Department\s+for|Ministry\s+(?:of|for))\s+(?:the\s+)?"
    r"|\bDepartment\s+of\s+(?:the\s+)?(?=(?:Health|Justice|Defen[cs]e|Energy|Transport(?:ation)?|Agriculture"
    r"|Commerce|Labou?r|State|Treasury|Homeland|Veterans|Housing|Interior|Foreign|Finance|Trade|Employment"
    r"|Environment|Social)\b)"
    r"|\b(?:\p{Lu}\p{Ll}+)?[Mm]inisterium\s+(?:für|der|des)\s+"
)
# One token after the head: a word (letters, apostrophes, hyphens), a comma, an ampersand.
_TOKEN = regex.compile(r"(\s*)(\p{L}[\p{L}'’-]*|,|&)")
# Roles a name follows in a letter or a chat (``Probation Officer Gemma …``, ``Sachbearbeiterin
# Petra …``); German ones also as a compound's end (``Bezirksbeamtin``).
_ROLES = frozenset(
    "officer officers sergeant inspector constable detective clerk adviser advisor caseworker manager director "
    "secretary minister coach assistant spokesperson spokesman spokeswoman representative agent "
    "undersecretary official staff".split()
)
_ROLE_ENDS = (
    "sachbearbeiter",
    "sachbearbeiterin",
    "beamter",
    "beamtin",
    "beamte",
    "referent",
    "referentin",
    "mitarbeiter",
    "mitarbeiterin",
    "leiter",
    "leiterin",
    "sekretär",
    "sekretärin",
    "minister",
    "ministerin",
    "sprecher",
    "sprecherin",
)
# Heads of another body: a list of ministries does not go on into a council or a school.
_BODIES = frozenset(
    "council office court school hospital agency service department ministry university college police trust "
    "rat amt gericht schule klinik krankenhaus behörde".split()
)
# Forms of address that are a ministry's subject too ("Ministry of Justice", "für Familie").
_ADDRESS = FORMS_OF_ADDRESS - frozenset(("justice", "familie"))
_AND = frozenset(("and", "und", "&"))
# German articles and small words that are no subject ("für die Familie" is read from "Familie").
_GERMAN_ADJECTIVE = regex.compile(r"\p{Ll}+(?:e|en|er|es)")


def subject_end(text: str, start: int, german: bool) -> int | None:
    """The end offset of the ministry's subject that begins at ``start`` (right after its head),
    or None where no subject word follows."""
    tokens = _tokens(text, start)
    first = _group(tokens, 0, german, first=True)
    if first is None:
        return None
    groups, k = [first], first[1]
    listed: list[tuple[int, int]] = []  # groups after commas, kept only if an "and" ends the list
    while k < len(tokens):
        token = tokens[k][1]
        if token == ",":
            group = _group(tokens, k + 1, german)
            if group is None:
                break
            listed.append(group)
            k = group[1]
            continue
        if token.casefold() in _AND:
            group = _group(tokens, k + 1, german)
            if group is not None:
                groups += [*listed, group]  # the list's last group: the name ends here
            break
        break
    last = groups[-1]
    return tokens[last[1] - 1][3]


# The longest subject read ("Department for Levelling Up, Housing and Communities" has seven tokens).
_MOST_TOKENS = 24


def _tokens(text: str, start: int) -> list[tuple[str, str, int, int]]:
    """(gap before, token, start, end) from ``start`` to the first line break or other character."""
    out: list[tuple[str, str, int, int]] = []
    pos = start
    while len(out) < _MOST_TOKENS:
        m = _TOKEN.match(text, pos)
        if m is None or "\n" in m.group(1) or (out and not m.group(1) and m.group(2) not in ","):
            break
        out.append((m.group(1), m.group(2), m.start(2), m.end(2)))
        pos = m.end()
    return out


def _group(
    tokens: list[tuple[str, str, int, int]], k: int, german: bool, first: bool = False
) -> tuple[int, int] | None:
    """(start, end) token indices of one subject group from token k, or None."""
    # "für wirtschaftliche Zusammenarbeit", "nukleare Sicherheit": an adjective before the noun
    adjective = german and k + 1 < len(tokens) and _GERMAN_ADJECTIVE.fullmatch(tokens[k][1])
    if adjective and _subject(tokens[k + 1][1], first=False):
        return k, k + 2
    if k >= len(tokens) or not _subject(tokens[k][1], first=first):
        return None
    end = k + 1
    # "Probation Officer Gemma": a word before a role qualifies the role, not the subject
    role_after = end + 1 < len(tokens) and _stop(tokens[end + 1][1])
    if not german and end < len(tokens) and tokens[end][0] == " " and _second(tokens[end][1]) and not role_after:
        end += 1
    return k, end


def _subject(word: str, first: bool) -> bool:
    """A word that can be (a part of) a ministry's subject; the first of the name may be any
    capitalised word that is no title or role (``Department for Transport``)."""
    if not word[:1].isupper() or _stop(word):
        return False
    if first:
        return True
    if _body(word):
        return False
    if dictionary_word(word):
        return True
    key = (word.casefold(),)
    return not places().get(key) and not any(e.kind == "first" for e in persons().get(key))


def _second(word: str) -> bool:
    """An English subject's second word: capitalised, an English word, no title, role or body."""
    return word[:1].isupper() and word.casefold() in english_words() and not _stop(word) and not _body(word)


def _stop(word: str) -> bool:
    """A title, form of address or role: a person's name follows, the ministry's has ended."""
    key = word.casefold().rstrip(".")
    return key in _ADDRESS or is_cue(key, "title") or key in _ROLES or key.endswith(_ROLE_ENDS)


@lru_cache(maxsize=4096)
def _body(word: str) -> bool:
    key = word.casefold()
    return key in _BODIES or any(key.endswith(b) and len(key) > len(b) + 2 for b in _BODY_ENDS)


# German compounds of another body's head (``Gesamtschule``, ``Amtsgericht``).
_BODY_ENDS = ("schule", "gericht", "klinik", "krankenhaus", "behörde")


def cut_at_names(text: str, span_start: int, span_end: int, names: list[tuple[int, int]]) -> int | None:
    """The end of a ministry's name that stops before the first person or place a detector
    proposed inside its subject (a word no dictionary has: ``Swansea``, ``Kevin``), so that the
    kept name never hides it; None where nothing of the subject is left."""
    head = HEAD.match(text, span_start)
    subject = head.end() if head else span_start
    for start, end in sorted(names):
        if subject <= start < span_end and not all(dictionary_word(w) for w in _WORDS.findall(text[start:end])):
            cut = text[subject:start]
            cut = _TRAILING.sub("", cut)
            return subject + len(cut) if cut else None
    return span_end


_WORDS = regex.compile(r"\p{L}[\p{L}'’-]*")
# What a cut name must not end with: a comma, "and", "und", "&" and spaces.
_TRAILING = regex.compile(r"(?:[\s,&]|\b(?:and|und)\b)+$")


# Prepositions of a workplace before a body's name ("clerk at the", "arbeitet im").
_AT = frozenset("at for in with im beim bei für".split())
_ARTICLES = frozenset("the der dem den das".split())
# Jobs that say one works where the body is, beside the role words above ("a civil servant at").
# A spokesperson, minister or secretary of state speaks for the body in public: no private job.
_JOBS = frozenset(
    "clerk officer caseworker adviser advisor assistant manager servant employee worker typist cleaner guard "
    "angestellte angestellter praktikant praktikantin".split()
)
_JOB_ENDS = ("sachbearbeiter", "sachbearbeiterin", "beamter", "beamtin", "mitarbeiter", "mitarbeiterin")


def works_there(keys: list[str]) -> bool:
    """The words before a body's name (case-folded, nearest last) say that someone works
    there: a preposition of place (an article between) after a verb of working or a job within
    four words (``a clerk at the``, ``arbeitet im``, ``Sachbearbeiterin beim``)."""
    k = len(keys) - 1
    if k >= 0 and keys[k] in _ARTICLES:
        k -= 1
    if k < 1 or keys[k] not in _AT:
        return False
    return any(is_cue(w, "employer") or w in _JOBS or w.endswith(_JOB_ENDS) for w in keys[max(0, k - 4) : k])
