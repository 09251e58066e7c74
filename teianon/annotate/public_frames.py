"""Public names known by their frame, kept whole: a national body, a mass event or a
long-distance trail (:func:`framed`); a work's maker (:func:`by_author`) and a public figure by
role (:func:`by_role`); and a work's cue word that a tagger took for a name (:func:`without_cue_words`).

The formal prose of a held-out round (issue 38: court judgments, reports, letters of authorities)
had most of its false alarms inside public names: the city of a marathon, the country of ``National
Museum of Wales``, the founder of a charity. Each word was proposed on its own by a tagger or a
place rule, and no list knew the whole. The frame knows it: a head that names a public kind and the
name's other words. Where a proposal lies inside such a span, :func:`framed` returns the whole span
as one public mention (its parts are not proposed on their own; :mod:`teianon.annotate.public` drops
them), and a reviewer can still overrule it. Private evidence wins as it does for a listed name: a
workplace, home or relation right before the span (``ich arbeite beim Finanzamt Soest``, ``works at
the National Gallery``), and for a route (an event, a trail) a home of someone's in the clause
after it (``the Valencia Marathon passes my house``).

A public court, authority or council named by its kind and town (``Amtsgericht Gütersloh``,
``Wigan Magistrates' Court``) is not kept whole: its town says where a party lives, and a
judgment's heading cannot be told from a letter's sentence about the writer's own case
(``Das Amtsgericht Coesfeld hat den Termin verlegt``), so recall first wins and its town stays
the reference the institution detector proposes (:mod:`teianon.detect.public_bodies`).

- ``public.national``: an organisation whose name opens with a national scope (``National``,
  ``British``, ``Royal``, ``Deutsche``, ``Bundes-``, …) and has a head of a body that is not one
  per town (a museum, trust, foundation, society, charity, not a hospital or school): ``National
  Museum of Wales``, ``British Lung Foundation``, ``Deutsche Herzstiftung``; a German compound of
  ``National-``/``Staats-`` with such a head (``Nationalgalerie``), and of ``Landes-`` after a
  state's adjective (``Niedersächsisches Landesarchiv``, ``Bayerisches Landesamt``); a name that
  ends in ``UK`` or ``International`` without a firm's legal form after it (``Age UK``), or in the
  name of a nation of the United Kingdom (``Historic England``, ``Sport Wales``; not a person's
  ``Tom England`` nor a region's ``North Wales``).
- ``public.ministry``: a government department or ministry by its subject (``the Department for
  Work and Pensions``, ``Ministry of Justice``, ``Ministerium für Schule und Bildung``); not
  ``Department of …``, a hospital's or a university's as often.
- ``public.event``: a mass event by its head (``Marathon``, ``Half Marathon``, ``Triathlon``),
  with the town or sponsor before it: ``the Valencia Marathon``, ``Hamburg-Marathon``; a mass run
  after ``the`` (``the Great North Run``).
- ``public.law``: a law by its name: an act of the European Union with its number
  (``Verordnung (EG) Nr. 561/2006``, ``Directive 2011/83/EU``), a German state's law by its state
  (``Landesbauordnung für Baden-Württemberg``) and a British act with its year (``the Equality Act
  2010``).
- ``public.prize``: a prize, medal or award named after a person or a place (``Heinz
  Maier-Leibnitz-Preis``, ``Georg-Büchner-Preis``, ``the Kessler Memorial Prize``).
- ``public.trail``: a long-distance trail after ``the`` (``the Cotswold Way``, ``the Pacific
  Crest Trail``, ``the Thames Path``); without ``the``, or after a house number, ``Way`` and
  ``Path`` end streets (``12 Abbey Way``) and stay as the address rules read them.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache

import regex

from ..detect.lexicon import is_name
from ..detect.org_tails import TAIL_KINDS
from ..detect.organisation import TRADES
from ..lazy import lazy
from ..lists import german_nouns, is_first_name
from ..mention import Category, Mention
from ..read.textview import PostText
from .private_evidence import sentence_words
from .public_founders import founders_firms
from .public_marks import SUBTYPE
from .public_ministry import HEAD as MINISTRY_HEAD
from .public_ministry import cut_at_names, subject_end, works_there
from .public_people import local_mayor, stage_near
from .public_projects import PROJECT, QUICK_PROJECT, town_project
from .public_words import Word, Words, dictionary_word, is_cue, names_relation, private_before, word_range

# First words that give a body national (or wider) scope: one such body per country, not per town.
_SCOPE = (
    "National|British|Royal|English|Scottish|Welsh|Irish|American|Canadian|Australian|European|"
    "International|Federal|Imperial|Deutsche[rsn]?|Europäische[rsn]?|Internationale[rsn]?|"
    "Österreichische[rsn]?|Schweizerische[rsn]?|Schweizer|Nationale[rsn]?"
)
# Heads of bodies that are not one per town: a museum or gallery of the nation, a charity, a
# learned society. Hospitals, schools, colleges and clubs are left out: a "Royal … Hospital" or
# "Deutsche Schule" is a local institution that can point to a patient or a pupil.
_HEADS_EN = (
    "Museum|Museums|Gallery|Galleries|Library|Archives?|Trust|Foundation|Society|Academy|Institute|"
    "Institution|Council|Opera|Ballet|Orchestra|Theatre|Lottery|Fund|Federation|Association|"
    "Union|League|Service|Commission|Agency|Authority|Board|Charity|Appeal|Mail|Mint|Navy|Air Force|Army"
)
_HEADS_DE = (
    r"(?i:museum|galerie|bibliothek|archiv|stiftung|gesellschaft|akademie|institut|verband|"
    r"bund|hilfe|oper|theater|orchester|lotterie|kommission|agentur|behörde|bank|post|bahn|welle)"
)
# "National Museum of Wales", "Royal Society for the Protection of Birds": a head may be followed
# by "of"/"for" and capitalised words (small words between), as a body's full name goes on.
_TAIL = r"(?:\s+(?:of|for|für|der|des)(?:\s+(?:the|and|of|&|\p{Lu}[\p{L}'’-]*)){1,6})?"
_NATIONAL = lazy(
    rf"\b(?:The\s+)?(?:{_SCOPE})(?:\s+\p{{Lu}}[\p{{L}}'’-]*){{0,3}}?\s+(?:{_HEADS_EN}|(?:\p{{Lu}}\p{{Ll}}*)?{_HEADS_DE})\b{_TAIL}"
    # A body of a nation by its last word ("Age UK", "Cancer Research UK"), not a firm's legal form.
    # A body of one of the nations of the United Kingdom by the nation's name last ("Historic
    # England", "Sport Wales", "Arts Council England") likewise.
    r"|\b(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:UK|International|England|Scotland|Wales|Cymru|Northern\s+Ireland)\b"
    r"(?!\s+(?:Ltd|Limited|plc|LLP|Inc|GmbH|AG)\b)"
    rf"|\b(?:\p{{Lu}}\p{{Ll}}+e[srnm]?\s+)?(?:National|Staats|Bundes)(?:museum|galerie|bibliothek|archiv|theater|oper|ballett|stiftung)\w*\b"
    # A state's body after the state's adjective ("Niedersächsisches Landesarchiv", "Bayerisches
    # Landesamt"): one per state; without the adjective, "Landesmuseum Hannover" is the town's.
    rf"|\b\p{{Lu}}\p{{Ll}}+ische[srnm]?\s+Landes(?:museum|bibliothek|archiv|theater|amt|stiftung)\w*\b"
)
# A word that opens a sentence or a phrase and is no event's or trail's name ("Der Marathon").
_OPENER = r"(?!(?:The|Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|Am|Im|Beim|Zum|A|An|This|That|Our|My|Mein|Unser)\b)"
# A mass event: a name (a town, a sponsor) and its head.
_EVENT = lazy(
    rf"\b(?:{_OPENER}\p{{Lu}}[\p{{L}}'’]*[\s-]){{1,3}}(?:Half[\s-])?(?:Marathon|Halbmarathon|Triathlon|Ultramarathon)\b"
)
# A long-distance trail after "the": up to four capitalised words and the head.
_TRAIL = lazy(rf"(?<=\b[Tt]he\s)(?:{_OPENER}\p{{Lu}}[\p{{L}}'’]*\s){{1,4}}(?:Way|Trail|Path|Ridgeway)\b")
# A mass run after "the": "the Great North Run", "the Bristol Fun Run".
_RUN = lazy(rf"(?<=\b[Tt]he\s)(?:{_OPENER}\p{{Lu}}[\p{{L}}'’]*\s){{1,4}}(?:Fun\s)?Run\b")
# A government department or ministry by its subject: "the Department for Work and Pensions",
# "Ministry of Justice", "Ministerium für Schule und Bildung", "Bundesministerium der Finanzen".
# One per country or state, so the name points to no one. Not "Department of …", which is a
# hospital's or a university's as often ("Department of Cardiology"). Where its subject ends is
# read word by word (:mod:`.public_ministry`), not by a pattern.
# A firm's words before "UK" or "International" ("Pennine Removals UK", "Apex Cleaning
# Services International"): a trade or service of a firm, no body of a nation.
# The trades that end a small business's name (``… Bakery``, ``… Surveyors``) and the words of a
# lender's or a holding's (``Moneyline Finance UK``) name one too.
_FIRM_WORDS = (
    TRADES
    | TAIL_KINDS
    | frozenset(
        "services service solutions cleaning cleaners motors transport logistics scaffolding heating carpets "
        "windows kitchens lettings properties consulting recruitment security couriers finance loans lending "
        "credit mortgages insurance holdings trading construction engineering homes developments".split()
    )
)


_REGION_WORDS = frozenset(
    "New North South East West Mid Central Rural Northern Southern Eastern Western Greater Upper Lower".split()
)
_NATIONS = ("UK", "International", "England", "Scotland", "Wales", "Cymru", "Ireland")


def _firm_of_a_nation(reason: str, name: str) -> bool:
    """A firm's trade before the nation (``Pennine Removals UK``), a person's first name before it
    (``Tom England``: a surname), or a region (``New England``, ``North Wales``): no body."""
    if reason != "public.national" or not name.endswith(_NATIONS):
        return False
    words = name.split()
    if words[0] in ("The", "the"):
        words = words[1:]
    if len(words) > 1 and words[-2] in _REGION_WORDS:
        return True  # "New South Wales", "At New England town meetings": a region, no body
    if len(words) == 2 and is_first_name(words[0].casefold()):
        return True
    return any(w.casefold() in _FIRM_WORDS for w in words)


# A prize, medal or award named after a person or a place ("Heinz Maier-Leibnitz-Preis",
# "Georg-Büchner-Preis", "the Kessler Memorial Prize", "the Carnegie Medal"): the prize's name is
# public, and the person it honours is no participant.
_PRIZE = lazy(
    rf"\b(?:{_OPENER}\p{{Lu}}[\p{{L}}.]*\s+){{0,2}}{_OPENER}\p{{Lu}}[\p{{L}}-]*-(?:Preis|Medaille|Plakette|Award)\b"
    rf"|\b(?:{_OPENER}\p{{Lu}}[\p{{L}}'’.-]*\s+){{1,3}}(?:Prize|Award|Medal|Trophy)\b"
)
# A law by its name, which names no one: an act of the European Union with its number
# (``Verordnung (EG) Nr. 561/2006``, ``Regulation (EC) No 261/2004``, ``Richtlinie 2011/83/EU``),
# a German state's law by its state (``Landesbauordnung für Baden-Württemberg``, ``Bayerisches
# Polizeiaufgabengesetz``) and a British act with its year (``the Equality Act 2010``, ``Children
# and Families Act 2014``). The state, the ``EC`` and the number were proposed on their own.
_EU = r"\((?:EU|EG|EWG|EC|EEC|Euratom)(?:,\s?Euratom)?\)"
_STATES = (
    "Baden-Württemberg|Bayern|Berlin|Brandenburg|Bremen|Hamburg|Hessen|Mecklenburg-Vorpommern|Niedersachsen|"
    "Nordrhein-Westfalen|NRW|Rheinland-Pfalz|Saarland|Sachsen|Sachsen-Anhalt|Schleswig-Holstein|Thüringen"
)
# A state's adjective before its law (``Bayerisches Polizeiaufgabengesetz``): the states' own,
# not any adjective made of a name (``die Kettelhackische Hausordnung`` is a family's).
_STATE_ADJECTIVES = (
    r"(?:Baden-Württembergisch|Bayerisch|Berlinisch|Brandenburgisch|Bremisch|Hamburgisch|Hessisch|"
    r"Mecklenburg-Vorpommersch|Niedersächsisch|Nordrhein-Westfälisch|Rheinland-Pfälzisch|Saarländisch|"
    r"Sächsisch|Sachsen-Anhaltisch|Schleswig-Holsteinisch|Thüringisch|Thüringer)e[srnm]?"
)
_LAW = lazy(
    r"\b(?:(?:Durchführungs|Delegierte\s)?Verordnung|Richtlinie|Beschluss|(?:Implementing\s|Delegated\s)?Regulation|"
    rf"Directive|Decision)\s*{_EU}\s*(?:Nr\.?|No\.?)?\s*\d{{1,4}}/\d{{1,4}}(?:/(?:EU|EG|EWG|EC|EEC))?"
    r"|\b(?:Richtlinie|Directive)\s+\d{2,4}/\d{1,4}/(?:EU|EG|EWG|EC|EEC)\b"
    rf"|\b(?:{_STATE_ADJECTIVES}\s)?\p{{Lu}}\p{{Ll}}*(?:gesetz(?:es)?|gesetzbuch(?:es)?|ordnung|verordnung)"
    rf"\s(?:für\s(?:das\sLand\s)?|des\sLandes\s)(?:{_STATES})\b"
    rf"|\b{_STATE_ADJECTIVES}\s\p{{Lu}}\p{{Ll}}*(?:gesetz|gesetzbuch|ordnung|verordnung)\b"
    # A British act after "the", its title's capitalised words with small ones between, and its
    # year: "the Housing and Regeneration Act 2008" (not the words before "the": "told Sarah
    # Jenkins the Equality Act 2010").
    r"|(?<=\b[Tt]he\s)(?:\p{Lu}[\p{L}'’-]*\s(?:(?:and|of|for|to|in|on)\s)?){1,6}(?:\((?:Scotland|Northern\sIreland|Wales)\)\s)?"
    r"Act\s(?:1[89]|20)\d{2}\b"
)
_REASONS = (
    ("public.law", _LAW),
    ("public.national", _NATIONAL),
    ("public.event", _EVENT),
    ("public.event", _RUN),
    ("public.trail", _TRAIL),
    ("public.prize", _PRIZE),
)
# Reasons whose public name is an organisation (the others are an event or a route).
_BODIES = frozenset(("public.national", "public.ministry"))


class FrameSpans(list[Mention]):
    """The public names of a view known by their frame, in text order and without overlaps,
    with their starts, so that the span at a proposal is found by bisection: a long post with
    many proposals is no search of every span per proposal."""

    def __init__(self, spans: list[Mention]) -> None:
        super().__init__(spans)
        self._starts = [s.start for s in spans]

    def at(self, start: int, end: int) -> Mention | None:
        """The first span that holds ``start``, or else the first that begins inside
        ``start``..``end``: the one a loop over the spans in text order met first."""
        k = bisect_right(self._starts, start) - 1
        if k >= 0 and start < self[k].end:
            return self[k]
        k += 1
        return self[k] if k < len(self) and self[k].start < end else None


def frame_spans(view: PostText, proposals: Sequence[Mention] = ()) -> FrameSpans:
    """The public names of a view that their frame makes public (see the module's doc), as
    public mentions, in text order; overlapping ones as the longest. A ministry's name ends
    before a person or place of ``proposals`` inside it (never hidden by it)."""
    text = view.text
    found: list[Mention] = []
    names = [(p.start, p.end) for p in proposals if p.category in (Category.PER, Category.GPE) and not p.subtype]
    if _might_hold_frame(text):
        for reason, pattern in _REASONS:
            for m in pattern.finditer(text):
                if _firm_of_a_nation(reason, m.group()):
                    continue
                start = m.start() + (4 if text.startswith(("The ", "the "), m.start()) else 0)
                category = Category.ORG if reason in _BODIES else Category.OTH
                found.append(_public(start, m.end(), category, reason))
        for m in MINISTRY_HEAD.finditer(text):
            end = subject_end(text, m.end(), german=not m.group().startswith(("Department", "Ministry")))
            if end is not None:
                end = cut_at_names(text, m.start(), end, names)
            if end is not None:
                found.append(_public(m.start(), end, Category.ORG, "public.ministry"))
    found += founders_firms(text)  # "Carl Zeiss AG": the firm, whole, with its founder's first name
    persons = [(p.start, p.end) for p in proposals if p.category is Category.PER]
    for m in PROJECT.finditer(text) if QUICK_PROJECT.search(text) else ():
        if town_project(text, m, persons):
            found.append(_public(m.start(), m.end(), Category.OTH, "public.project"))
    found.sort(key=lambda m: (m.start, -(m.end - m.start)))
    out: list[Mention] = []
    for mention in found:
        if out and mention.start < out[-1].end:
            continue
        out.append(mention)
    return FrameSpans(out)


@lru_cache(maxsize=1)
def _cheap_test() -> regex.Pattern[str]:
    """A quick look for any head, so that most posts are not searched three times."""
    return regex.compile(
        rf"(?:{_SCOPE}|National|Staats|Bundes|Landes|Marathon|Triathlon|Way\b|Trail\b|Path\b|Ridgeway|Run\b|UK\b|International|England|Scotland|Wales|Cymru|Ireland"
        r"|Department|Ministry|inisterium|-Preis|-Medaille|-Plakette|Award|Prize|Medal|Trophy"
        # A law's head inside a compound only: chat's "in Ordnung" is no law and costs no search.
        r"|\p{L}(?:gesetz|ordnung)|Act\s|\((?:EU|EG|EWG|EC|EEC|Euratom)|/(?:EU|EG|EWG|EC|EEC)\b)"
    )


def _might_hold_frame(text: str) -> bool:
    return _cheap_test().search(text) is not None


def _public(start: int, end: int, category: Category, reason: str) -> Mention:
    return Mention(start, end, category, cert="medium", source=reason, subtype=SUBTYPE)


def framed(view: PostText, words: Words, proposal: Mention, spans: FrameSpans) -> Mention | None:
    """The public name of ``spans`` that holds the proposal (all of it, or the part of it on
    the span's words), unless a workplace, home or private relation stands right before it,
    or, for an event or a trail, a home of someone's after it in the clause."""
    span = spans.at(proposal.start, proposal.end)
    if span is None or proposal.category is Category.NICK or proposal.corresp:
        return None
    first, last = word_range(words, span)
    if private_before(words, first):
        return None
    # "We live on the Brookfield Way": a home's street, whatever its head.
    if span.source == "public.trail" and any(is_cue(w.key, "home") for w in words[max(0, first - 4) : first]):
        return None
    if span.source in _ROUTES and _home_after(view.text, words, last):
        return None
    return span


def at_work(words: Words, public: Mention) -> bool:
    """A kept organisation that someone works at (``a clerk at the Ministry of Justice``,
    ``arbeitet im Bundesministerium für Gesundheit``): a workplace, private evidence however
    public the body is, also where a list knows it."""
    first, _ = word_range(words, public)
    return public.category is Category.ORG and works_there([w.key for w in words[max(0, first - 6) : first]])


# Frames whose name is a route through a town: a home along it says where someone lives.
_ROUTES = frozenset(("public.event", "public.trail"))
# Words of the clause after an event's name in which a home is looked for.
_CLAUSE_AFTER = 8
# Possessives of any person in English (the German ones are the cue table's ``possessive``).
_POSSESSIVES_EN = frozenset("my our your his her their".split())
# "bei uns", "near us", "past me": the writer's own place, without a word for a home.
_AT_OURS = frozenset("bei near past by".split())
_OURS = frozenset("uns mir me us".split())
_CLAUSE_END = lazy(r"[.!?;\n]")


def _home_after(text: str, words: Words, last: int) -> bool:
    """A home of someone's in the clause after word ``last`` (``passes my house``, ``führt an
    unserem Garten vorbei``, ``läuft bei uns durch``): where the route runs, the writer or the one
    named lives, so the route's name says where (issue 38). The clause ends at a sentence's end."""
    clause: list[Word] = []
    for k in range(last, min(len(words), last + _CLAUSE_AFTER)):
        if _CLAUSE_END.search(text, words[k - 1].end, words[k].start):
            break
        clause.append(words[k])
    keys = [w.key for w in clause]
    for k, key in enumerate(keys):
        if is_cue(key, "dwelling") and any(
            p in _POSSESSIVES_EN or is_cue(p, "possessive") for p in keys[max(0, k - 2) : k]
        ):
            return True
        if key in _OURS and k > 0 and keys[k - 1] in _AT_OURS:
            return True
    return False


# Verbs of making a work, before "by"/"von": "written by", "directed by", "geschrieben von".
_MADE = frozenset(
    "written directed composed painted illustrated narrated produced presented hosted sung performed "
    "geschrieben verfasst gedreht komponiert gemalt illustriert gesungen moderiert inszeniert".split()
)
_BY = frozenset(("by", "von"))


def by_author(view: PostText, words: Words, proposal: Mention) -> Mention | None:
    """A person named as a work's maker: right after ``by``/``von`` that follows a word naming
    a work (``a novel by Ruth Ozeki``, ``ein Roman von Judith Hermann``), or a verb of making one
    with such a word earlier in the clause (``the book was written by …``). A report, a letter or
    a form written by someone names no work (``the letter was written by …`` stays a person), and
    a possessive or relation in the clause points to the writer (``a novel by my cousin …``)."""
    if proposal.category not in (Category.PER, Category.ORG, Category.GPE, Category.LOC, Category.OTH):
        return None
    first, last = word_range(words, proposal)
    if first < 2 or first == last or words[first - 1].key not in _BY:
        return None
    if not view.text[words[first].start : words[first].end][:1].isupper():
        return None
    before = words[first - 2].key
    clause = [w.key for w in words[max(0, first - 8) : first - 1]]
    if not (is_cue(before, "work") or before in _MADE and any(is_cue(k, "work") for k in clause)):
        return None
    if any(is_cue(k, "private") for k in clause) or private_before(words, first - 1):
        return None  # "my brother's book by …", "meine Nichte hat ein Buch von …" can point to the writer
    # The maker's whole name: the capitalised words from the first on ("by Hilary Mantel", where
    # a tagger proposed only "Hilary", or "Mantel" is a German noun too).
    last = first + 1
    while last < len(words) and last - first < 4 and _next_name(view.text, words, last):
        last += 1
    end = max(proposal.end, words[last - 1].end)
    return Mention(words[first].start, end, Category.PER, cert="medium", source="public.context", subtype=SUBTYPE)


def without_cue_words(view: PostText, words: Words, proposals: list[Mention], found: list[Mention]) -> list[Mention]:
    """The proposals without a work's cue word proposed on its own right before the work kept
    public (``der Roman`` of ``der Roman Effi Briest`` read by a tagger as a name: the cue is a
    noun of the language, and the name after it is the work)."""
    starts = {f.start for f in found}
    out = []
    for p in proposals:
        first, last = word_range(words, p)
        if last - first == 1 and is_cue(words[first].key, "work") and p.end < len(view.text):
            after = view.text[p.end :]
            gap = len(after) - len(after.lstrip(" \t\"'„“‘«»"))
            if p.end + gap in starts:
                continue
        out.append(p)
    return out


def _next_name(text: str, words: Words, k: int) -> bool:
    """Word k is capitalised and follows word k - 1 after a single space: the name goes on."""
    return text[words[k - 1].end : words[k].start] == " " and text[words[k].start : words[k].end][:1].isupper()


# Public offices: a name right after one is the office holder in that role (``der Abgeordnete Jan
# Ralf Nolte``, ``the MP for Bristol West, Jane Doe``), whether or not a list knows the person. A
# profession is no office: a singer, author, actor or journalist may be the neighbour a chat
# talks about (``die Sängerin … aus unserem Chor``, ``the journalist … two doors down``), and a
# famous one is kept by the lists; recall first. A judge is one only on a public stage (issue
# 38): the judge of a decision about private parties (``Employment Judge …``, ``Richterin Dr.
# …``) names the court that heard them and is replaced; a judge of a television show
# (``Richterin … im Fernsehen``) is public, a judge the public knows is kept by the lists, and
# the senior bench's titles (``Mr Justice``, ``Lord``) by :func:`public_words.in_office`.
_ROLES = frozenset(
    "mp mps mep senator congressman congresswoman premier judge "
    "abgeordnete abgeordneter bundestagsabgeordnete bundestagsabgeordneter minister ministerin "
    "bundesminister bundesministerin richter richterin "
    # The church's highest offices: a pope by his papal name alone ("Papst Gregor", "Pope Pius"), a
    # cardinal or archbishop named with the office; a parish priest's is a local role, not here.
    "papst pope kardinal cardinal erzbischof archbishop".split()
)
# Those offices are part of the name they precede ("Pope Clement", as "Papst Franziskus" is listed):
# the title is kept with it, so that a tagger's proposal of the title alone goes too.
_TITLES = frozenset("papst pope kardinal cardinal erzbischof archbishop".split())
# Offices held in a state, a region or a town, German ones also as a compound's end
# (``Landtagsabgeordnete``, ``Innenministerin``, ``Oberbürgermeister``): their holders are named in
# the news with the office (``Bürgermeister … gratulierte``, ``the mayor, …, said``).
_OFFICES = frozenset("mayor governor landrat landrätin ministerpräsident ministerpräsidentin".split())
_OFFICE_ENDS = (
    "abgeordnete",
    "abgeordneter",
    "bürgermeister",
    "bürgermeisterin",
    "minister",
    "ministerin",
    "senator",
    "senatorin",
)
# What may stand before an office in a compound that is still the office: a rank, a level of
# government or a portfolio (``Ober-``, ``Landtags-``, ``Bundesinnen-``). Any other is a club's,
# a school's or a children's parliament's title (``Jugendbürgermeisterin``, ``Schützenminister``),
# held by a private person: a compound counts only of these parts.
_OFFICE_PARTS = tuple(
    sorted(
        (
            "ober erste erster zweite zweiter stellvertretende stellvertretender vize alt ex orts stadt "
            "bezirks landes land bundes staats landtags bundestags europa kreistags bürgerschafts "
            "innen außen finanz justiz kultus wirtschafts umwelt verkehrs gesundheits arbeits sozial bau "
            "bildungs schul wissenschafts verteidigungs entwicklungs agrar landwirtschafts familien "
            "digital kultur forschungs energie klimaschutz klima heimat integrations"
        ).split(),
        key=len,
        reverse=True,
    )
)
_JUDGES = frozenset("judge richter richterin".split())
_CASED = frozenset(("mp", "minister"))
# Words that may stand between the role and the name: the role's seat and party ("MP for Bristol
# West", "Abgeordnete der SPD"), an article; anything else in lower case ends the frame.
_BETWEEN = frozenset("for of the der die des von".split())
# Titles after a name that make it a member's: "Jane Doe MP", "Max Muster MdB".
_MEMBER_AFTER = frozenset("mp mep mdb mdl msp".split())


def by_role(view: PostText, words: Words, proposal: Mention, refs: Sequence[tuple[int, int]] = ()) -> Mention | None:
    """The name after a public office (at most six words between, all capitalised
    or the seat's and party's small words: ``der Abgeordnete Jan Ralf Nolte``, ``the MP for Bristol
    West, Jane Doe,``), or before a member's title (``Jane Doe MP``), kept whole: its run of
    capitalised words. A comma between role and name counts only in an apposition after ``the``
    (``the judge, Sarah Whitcombe, dismissed``; not ``he is a judge, Emily``, a vocative, nor a
    list, ``Piso, der Abgeordnete, Balbus``). Not where a possessive or relation stands before the
    role (``my cousin, the MP …``), nor for an ordinary word (``Minister Heil``), and a judge not in
    the writer's own case; nor where the name's sentence tells of a private person
    (:func:`_private_sentence`, ``refs`` the view's structured private references)."""
    if proposal.category not in (Category.PER, Category.ORG, Category.GPE, Category.LOC, Category.OTH):
        return None
    first, last = word_range(words, proposal)
    text = view.text
    if first == last or not _surface(text, words, first)[:1].isupper():
        return None
    start, end = _name_run(text, words, first, last)
    role = _role_before(text, words, start)
    member = end < len(words) and words[end].key in _MEMBER_AFTER and _surface(text, words, end).isupper()
    if role is None and not member:
        return None
    if role is not None and "," in text[words[role].end : words[start].start]:
        apposition = role > 0 and words[role - 1].key == "the" and text[words[end - 1].end :].lstrip()[:1] == ","
        if not apposition:
            return None
    head = role if role is not None else start
    if any(is_cue(w.key, "private") for w in words[max(0, head - 6) : head]) or private_before(words, head):
        return None
    titled = (
        role is not None and role == start - 1 and words[role].key in _TITLES
    )  # "Pope Innocent", "Pope Clement": papal names
    if end - start == 1 and dictionary_word(_surface(text, words, start)) and not titled:
        return None  # "dem Dichter Unrecht thun": a noun after the role, not a name
    if role is not None and words[role].key in _JUDGES and not stage_near(text, words, start, end):
        return None  # "Employment Judge …", "Richterin …" of a decision: the parties' court
    if role is not None and end - start == 1 and local_mayor(text, words, role, start):
        return None
    if _private_sentence(text, words, start, end, refs):
        return None
    seat = role is not None and start > 0 and words[start - 1].key in _BETWEEN and not member
    category = proposal.category if seat else Category.PER  # "MP for Bristol West": the seat
    span_start, span_end = min(proposal.start, words[start].start), max(proposal.end, words[end - 1].end)
    if titled and role is not None and text[words[role].end : words[start].start] == " ":
        span_start = words[role].start
    return Mention(span_start, span_end, category, cert="medium", source="public.context", subtype=SUBTYPE)


# Small words inside a name's run of capitalised words ("Reschid ed Din", "Graf von Krastinik").
_PARTICLES = frozenset("von van de del della di da du le la el ed al bin ibn".split())


def _surface(text: str, words: Words, k: int) -> str:
    return text[words[k].start : words[k].end]


def _name_run(text: str, words: Words, first: int, last: int) -> tuple[int, int]:
    """(start, end) of the run of capitalised words (small particles inside) around words first
    to last, on one line with single spaces between."""

    def joined(k: int) -> bool:  # words k - 1 and k belong to one name
        return text[words[k - 1].end : words[k].start] == " " and (
            _surface(text, words, k)[:1].isupper() or words[k].key in _PARTICLES
        )

    # Back over first names only ("Jan" of a tagger's "Ralf Nolte"), not a party or a title.
    start = first
    while start > 0 and joined(start) and is_name(_surface(text, words, start - 1)):
        if _is_role(words[start - 1].key) or words[start - 1].key in _MEMBER_AFTER:
            break
        start -= 1
    # On over names, not a German noun after them ("Minister Lauterbachs Ministerium").
    end = last
    while end < len(words) and end - start < 6 and joined(end) and words[end].key not in _MEMBER_AFTER:
        surface = _surface(text, words, end)
        if surface in german_nouns() and not is_name(surface):
            break
        end += 1
    while end - 1 > start and words[end - 1].key in _PARTICLES:
        end -= 1
    return start, end


def _role_before(text: str, words: Words, start: int) -> int | None:
    """The index of a public role among the six words before ``start``, with nothing but
    capitalised words, the seat's small words and commas between; None where there is none."""
    for k in range(start - 1, max(-1, start - 7), -1):
        key = words[k].key
        # "MP" and "Minister" as written: "mp" is chat's, "the minister" a clergyman as often.
        if _is_role(key) and (key not in _CASED or _surface(text, words, k) in ("MP", "Minister")):
            return k
        if key not in _BETWEEN and not _surface(text, words, k)[:1].isupper():
            return None
    return None


def _is_role(key: str) -> bool:
    """A public office (:data:`_ROLES`, :data:`_OFFICES`, a German compound of one)."""
    if key in _ROLES or key in _OFFICES:
        return True
    head = next((end for end in _OFFICE_ENDS if key.endswith(end)), None)
    return head is not None and _office_parts(key[: -len(head)])


def _office_parts(rest: str) -> bool:
    """``rest`` (what stands before an office in a compound) is made of :data:`_OFFICE_PARTS`
    only, hyphens allowed (``bundesinnen``, ``ober-``); empty for the office itself."""
    rest = rest.strip("-")
    while rest:
        part = next((p for p in _OFFICE_PARTS if rest.startswith(p)), None)
        if part is None:
            return False
        rest = rest[len(part) :].lstrip("-")
    return True


# Possessives of a third person: "Senator … and his wife", "Bürgermeister … dankte seiner Frau"
# name the office holder's family, which the news reports; the holder is no one's relation there.
_THIRD_PERSON = frozenset(
    "his her their its sein seine seinem seinen seiner seines ihr ihre ihrem ihren ihrer ihres dessen deren".split()
)


def _writers_relation(words: Words, k: int) -> bool:
    """Word ``k`` names a private relation (``Opa``, ``dad``, ``meine Nachbarin``), not after a third
    person's possessive (an adjective between: ``seiner langjährigen Frau``)."""
    # A short word's key keeps its dot ("Opa." at the sentence's end): read without it.
    if not (is_cue(words[k].key.rstrip("."), "relation") or names_relation(words, k)):
        return False
    return not any(w.key in _THIRD_PERSON for w in words[max(0, k - 2) : k])


def _private_sentence(text: str, words: Words, start: int, end: int, refs: Sequence[tuple[int, int]]) -> bool:
    """The sentence of an office holder's name (words ``start`` to ``end``) tells of a private
    person: a relation word before or after the name (``Bürgermeister … ist mein Opa``, ``Landrat
    … ist der Vater meiner Freundin``), or a phone number, an e-mail or street address, a date of
    birth or an age (``Tel. …``, ``he lives at 4 Mill Lane``, ``(14)``). A title says what the
    person is, not that no one knows them; what the sentence says of them wins."""
    lo, hi = sentence_words(text, words, start, end)
    if any(_writers_relation(words, k) for k in (*range(lo, start), *range(end, hi))):
        return True
    first, last = words[lo].start, words[hi - 1].end
    name_start, name_end = words[start].start, words[end - 1].end
    return any(s < last and first < e and not (name_start <= s and e <= name_end) for s, e in refs)
