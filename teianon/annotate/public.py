"""The public sphere: which proposed names stay as written, and why.

DOCC 2.1 does not anonymise mentions from the public sphere (Beißwenger et al.): celebrities and
politicians, artists and bands, works, platforms, software and brands identify no participant
and are what researchers study. Private people, and places and organisations that can point to
a participant, are replaced.

The decision is taken where a detector proposed a name (elsewhere nothing would be replaced),
and rests on evidence, recorded as the mention's reason (``@ana``):

- ``public.notable``: the notable-entity table (:func:`teianon.lists.notable`) knows the name,
  and the name is unambiguous: several words (``Tina Turner``), or one word that is no first
  name, no common word, no place and no surname private people bear (``Rammstein``, ``YouTube``,
  ``Obama``: a surname of someone known in 150 Wikipedia languages or more counts as unambiguous);
- ``public.full-name``: a notable person's surname that private people bear too (``Schröder``),
  where the document names the person in full (``Gerhard Schröder``);
- ``public.context``: a listed but ambiguous name with a public cue around it (``Kanzler
  Schröder``, ``im Fernsehen``), or any proposed name right after a cue that names a work or
  band (``die Band Kraftklub``, ``der Film …``), see ``curated/public_cues.tsv``.

Never public: a bare first name (``Adele``, ``Greta``: a private Adele is far likelier), a name
linked to a participant, a stop-listed title (``Go``, ``Line``), and any name right after a
private relation or role (``mein Nachbar Thomas Müller``, ``Patient Herr …``), or, for a name no
list knows, with a possessive shortly before it (``mein Bruder spielt in der Band …``).

The lookup is evidence, weighed against private evidence (:mod:`.private_evidence`), and never
wins alone against it. A listed name's public weight is 1, and 3 with a public cue around it
(``Kanzler``, ``im Fernsehen``, ``die Band``); each private sign weighs 1: a structured private
reference nearby (e-mail, phone, street address, date of birth, age), a letter's greeting or
signature, a mail's quote header, a file name, a person's context a detector is sure of, and a
first-name reading of a one-word name whose bearer is not world famous (``Nena kommt vorbei``).
The name is public only where its public weight is greater. A first name before a listed
surname that is not the listed person's own (``Petra Schröder``) outweighs everything: the list
does not know that person. A listed name so outweighed is proposed as a private name
(``private.evidence``) where no proposal holds it in full.

This module decides on text and offsets only; :mod:`teianon.annotate.markup` writes the result
(``subtype="public"``), and the post-processor leaves such a mention as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from lxml import etree

from ..decide.terms import product, software_version
from ..detect.name_orders import in_private_form
from ..detect.org_acronyms import SOURCE as DEFINED_ACRONYM
from ..detect.org_care import company_fund
from ..detect.place_local import LOCAL_FRAMED
from ..lists import SPHERE_SOURCES, Entry, is_first_name, public_names
from ..mention import CERTAINTIES, Category, Mention
from ..read.textview import PostText
from .private_company import People, companion, is_personal, people_of, private_list
from .private_evidence import Place, decisive_private, own_birth_date, private_signs, references
from .private_frames import famous_age, frame_signs
from .public_brands import NAMED_THINGS, founders_brand, lower_acronym
from .public_context import SALUTATIONS, addressed, by_context, club_at_play, inn_sign, well_known_acronym
from .public_faith import religious
from .public_frames import at_work, by_author, by_role, frame_spans, framed, without_cue_words
from .public_local import INSTITUTIONS, beyond, in_firm, initials_of_firm, namesake_of_local, owns_local, whole_body
from .public_marks import SUBTYPE, holds_more, holds_replaced
from .public_particles import initial_before_surname, surname_after_particles
from .public_people import band_of, on_topic, stage_near, with_writer
from .public_places import by_place
from .public_private import private_evidence
from .public_products import coordinated, listed_domain, named_product
from .public_rest import across_ampersand, is_town, rest_of, territorial
from .public_titles import band_with_the, title_before_maker
from .public_trade import by_title_author, by_trade, legal_tail, on_air, town_elsewhere
from .public_words import (
    Word,
    Words,
    body_named,
    is_cue,
    listed_body,
    mentions_by_word,
    place_holds,
    possessed,
    private_before,
    private_cue_pattern,
    product_after,
    stage_name,
    word_range,
)

# Categories a public name may have been proposed as (a home town is GPE, but so is a band a tagger misread).
_ELIGIBLE = frozenset(
    {Category.PER, Category.ORG, Category.LOC, Category.GPE, Category.GEO_DE, Category.OTH, Category.NICK}
)
# What a detector may call a brand, a platform or a work it does not know.
_CONTAINERS = frozenset({Category.IMPLICIT, Category.CITATION})
# A surname private people bear too is public on its own only for someone this famous
# (Wikipedia languages in 2013: Obama 200, Merkel 112, Schröder 75).
FAMOUS = 150
# Lists of so many people that a role word ("Trainer", "Torwart") is no evidence: a club's
# coach or keeper bears such a name as often (build_pantheon, build_popular's squads).
_MANY = frozenset({"pantheon2020", "openfootball-squads"})
# Words before and after a name that the cues are looked for in.
_BEFORE, _AFTER = 4, 4
# Flags of the notable table (see teianon.lists.build.notable_flags).
_WORDLIKE = frozenset("nwc")


@dataclass(frozen=True)
class Evidence:
    """What the decision knows about the whole document."""

    # The document's text, case-folded: where a surname's full name is looked for.
    text: str = ""
    # Case-folded names of the participants: never public, whoever else bears them.
    participants: frozenset[str] = frozenset()
    # False: the public-sphere rule is off (the keep-list, applied by the caller, still is).
    enabled: bool = True
    # The word sequences (case-folded) the document replaces elsewhere: a name replaced in one
    # place is replaced everywhere, so none of them stays public (nor a name holding one).
    replaced: frozenset[tuple[str, ...]] = frozenset()
    # How often a word stands in the text (public_trade.town_elsewhere), counted once a document.
    counts: dict[str, int] = field(default_factory=dict, compare=False, hash=False)


# Rules of the person detector that found a first name in a person's context (thanks, a
# greeting, a verb of people): someone in the conversation's life, not the celebrity of that name.
# A writer's introduction (``ich heiße muhammad``, ``my name is …``) names the writer: private too.
PRIVATE_FIRST_NAME = frozenset(
    {"person:first-name-context", "person:pet-form", "person:unknown-context", "person:introduction"}
)


def decide(view: PostText, proposals: Iterable[Mention], evidence: Evidence) -> tuple[list[Mention], list[Mention]]:
    """(public mentions, the proposals that remain): every proposal that overlaps a public
    name is dropped, and the public name is returned as a mention of its own, with its reason
    as ``source`` and ``subtype`` ``public``."""
    proposals = list(proposals)
    if not evidence.enabled:
        return [], proposals
    # A platform named by its bare domain (``booked via Booking.com``) is the platform.
    domains = [d for p in proposals if p.category is Category.URL and (d := listed_domain(view.text, p))]
    if not domains:
        return _decide(view, proposals, evidence)
    kept, remaining = _decide(view, [p for p in proposals if not any(d.overlaps(p) for d in domains)], evidence)
    return sorted([*kept, *domains], key=lambda m: (m.start, -m.end)), remaining


def _decide(view: PostText, proposals: list[Mention], evidence: Evidence) -> tuple[list[Mention], list[Mention]]:
    # Most posts hold neither a proposal nor a private cue: nothing to read word by word.
    private_cues = private_cue_pattern().search(view.text) is not None
    if not private_cues and not any(p.category in _ELIGIBLE for p in proposals):
        return [], proposals
    words = Words(view.text)
    if private_cues:
        proposals = private_evidence(view, words, proposals)
    candidates = [p for p in proposals if p.category in _ELIGIBLE and not p.corresp and not p.is_addressing]
    if not candidates:
        return [], proposals
    # A participant's name, and a structured reference (a URL holding "youtube", a street
    # address: "Lindenstraße 12" is no TV series), win.
    linked = set(
        mentions_by_word(
            words,
            (
                p
                for p in proposals
                if p.corresp or p.category not in _ELIGIBLE | _CONTAINERS or p.source.startswith(_STRUCTURED)
            ),
        )
    )
    found: list[Mention] = []
    taken: dict[int, int] = {}  # word index -> index in found
    # A first name someone is thanked, greeted, asked by ("danke muhammad"; clear evidence, cert
    # high, not "I saw Beyoncé"): a private person.
    private = [p for p in proposals if p.source in PRIVATE_FIRST_NAME and p.cert == "high"]
    around = _Around(view.text, proposals, view.post)
    spans = frame_spans(view, proposals)  # public names known by their frame: a national body, an event, a trail
    wholes: dict[Mention, Mention] = {}  # a town inside a public body that cannot stay: the body goes whole
    for proposal in candidates:
        if any(i in taken and proposal.overlaps(found[taken[i]]) for i in words.span(proposal)):
            continue
        # A frame's whole name, unless the list knows all of it (its certainty is the list's).
        listed, frame = _listed(view, words, proposal, evidence, around), framed(view, words, proposal, spans)
        public = (
            religious(view, proposal)  # "Yours in Christ", "Jesus Maria!": a figure of a faith, whole
            or (frame if frame and not (listed and listed.contains(frame)) else listed)
            or by_context(view, words, proposal)
            or by_author(view, words, proposal)
            or by_role(view, words, proposal, around.references)
            or well_known_acronym(view, words, proposal)
            or software_version(view, proposal)
            or product(view, proposal)
            or named_product(view, words, proposal)
            or by_trade(view, words, proposal)  # a model, an app, a police force, a diocese, an airport
            or by_title_author(view, words, proposal)
            or on_air(view, words, proposal)
            or by_place(view, words, proposal)  # a world city travelled to, a main station, a hub airport
            or title_before_maker(view, words, proposal)  # "Layla von Eric Clapton"
            or band_with_the(view, words, proposal)  # "The Waterboys live gesehen"
        )
        if public is None or any(i in linked for i in words.span(public)) or inn_sign(view, proposal, public):
            continue
        if initials_of_firm(public, proposals) or in_private_form(public, proposals):  # "FB Elektro", "SATO Yuki"
            continue
        if at_work(words, public):  # "a clerk at the Ministry of Justice", "arbeitet im Bundesministerium …"
            continue
        surface = view.text[public.start : public.end]
        if surface.casefold() in evidence.participants:
            continue
        if town_elsewhere(evidence.text, evidence.counts, public, surface):
            continue
        if holds_replaced(surface, evidence.replaced):
            if (whole := whole_body(view, public, proposal)) is not None:
                wholes[proposal] = whole
            continue
        if len(words.span(public)) == 1 and any(public.overlaps(p) for p in private):
            continue
        if (
            _initial_of_person(view, words, public, proposals)
            or _opens_full_name(view, public, proposals)
            or initial_before_surname(view, public)
        ):
            continue
        if surname_after_particles(view, public, proposals):  # "Joris de Boer": a private name whole
            continue
        if owns_local(view, public, proposals):
            continue
        for i in words.span(public):
            taken[i] = len(found)
        found.append(public)
    # A listed name private evidence outweighs, where no proposal holds it in full ("CV Lionel" of
    # "CV Lionel Messi.pdf"), is proposed; one of just that name takes the reason, for a reviewer.
    for m in around.private:
        same = [k for k, p in enumerate(proposals) if (p.start, p.end) == (m.start, m.end) and not p.corresp]
        for k in same:
            cert = min(proposals[k].cert, m.cert, key=CERTAINTIES.index)
            proposals[k] = replace(proposals[k], source=m.source, cert=cert)
        if not same and not any(p.contains(m) for p in proposals):
            # A person rule's part of it ("Grant" of "Hugh Grant") gives way to the whole name,
            # which takes its certainty: the surer part would otherwise win and leave the rest.
            inside = [p for p in proposals if m.contains(p) and p.category is Category.PER and not p.corresp]
            cert = min((m.cert, *(p.cert for p in inside)), key=CERTAINTIES.index)
            proposals = [p for p in proposals if p not in inside]
            proposals.append(replace(m, cert=cert))
    if wholes:
        proposals = list(dict.fromkeys(wholes.get(p, p) for p in proposals))
    if not found:
        # No public name here, but a place may be joined to a listed product no one proposed.
        return _joined(view, words, proposals, [], linked)
    proposals = without_cue_words(view, words, proposals, found)
    remaining = []
    for p in proposals:
        if p.source == "number:birth-date" and any(
            f.category is Category.PER and own_birth_date(view.text, f.end, p.start) for f in found
        ):
            continue  # "Angela Merkel (geb. 17.07.1954)": a public person's date of birth is public
        near = dict.fromkeys(taken[i] for i in words.span(p) if i in taken)
        clashes = [found[k] for k in near if p.overlaps(found[k])]
        # A quotation or self-description proposed around the name keeps it inside.
        if not clashes or (p.category in _CONTAINERS and all(p.contains(f) for f in clashes)):
            remaining.append(p)
        else:
            remaining += rest_of(view, words, p, clashes)
    return _joined(view, words, remaining, found, linked)


def _joined(
    view: PostText, words: Words, remaining: list[Mention], found: list[Mention], linked: set[int]
) -> tuple[list[Mention], list[Mention]]:
    """(public mentions, the proposals that remain) once a name joined to a brand or product
    kept above, or to a listed product, is public too ("Revit and AutoCAD")."""
    joined = [
        (coordinated(view, words, p, found) or legal_tail(view, p, found))
        if p.category in _ELIGIBLE and not any(i in linked for i in words.span(p))
        else None
        for p in remaining
    ]
    # Two proposals of one span (a route's place and a tagger's name) are joined to the product
    # alike: one public mention each span, or the second is written as an empty element.
    spans = {(f.start, f.end): f for f in reversed([*found, *(j for j in joined if j)])}
    kept = sorted(spans.values(), key=lambda m: (m.start, -m.end))
    return kept, [p for p, j in zip(remaining, joined, strict=True) if j is None]


def _initial_of_person(view: PostText, words: Words, public: Mention, proposals: list[Mention]) -> bool:
    """A letter with its full stop inside a person's name, after a title or another part of it
    (``C.`` of ``Dr. C. Berger``, ``Hans C. Berger``): an initial, never the programming language
    or another listed letter. Without either, ``in C. Berger mag …`` may be a sentence's end."""
    text = view.text
    if public.end - public.start != 1 or not text[public.start].isupper() or text[public.end : public.end + 1] != ".":
        return False
    titled = addressed(words, words.span(public).start) or any(
        p.category is Category.PER and p.end < public.start and text[p.end : public.start].isspace() for p in proposals
    )
    return any(
        p.category is Category.PER
        and p.start <= public.start
        and p.end > public.end + 1
        and (titled or p.start < public.start)
        for p in proposals
    )


def _opens_full_name(view: PostText, public: Mention, proposals: list[Mention]) -> bool:
    """A one-word listed name that opens a person rule's full name, and is a first name of the
    tables (``Hope`` of ``the coach, Hope Ellingboe``): the first name of the person the rule
    found, not the famous bearer of the surname ``Hope``."""
    surface = view.text[public.start : public.end]
    return any(
        proposal.category is Category.PER
        and proposal.source.startswith("person:")
        and proposal.start == public.start
        and proposal.end > public.end
        and " " not in surface
        and is_first_name(surface.casefold())
        for proposal in proposals
    )


# Sources whose structure says the name is a private person's or place's: a street address, a
# list of participants written surname first, a column headed by a person's label, a vCard's
# field. A famous surname there ("Whitfield, Carol") is not its famous bearer.
# A local place found by its frame (``along the Calder``, ``Gewerbegebiet Hellweg``) is a place
# there, whatever else a notable name of its letters is (issue 38, local places); so is an acronym
# the document defines by a private firm's name (``Brackwater Tooling Ltd ("BT")``).
# A name in a code (Morse, a spelling alphabet) is read by its letters, not its words (``Golf``).
_STRUCTURED = (
    *"address: person:surname-list person:coded table:text-column vcard:".split(),
    *LOCAL_FRAMED,
    DEFINED_ACRONYM,
)


# Characters of text a bucket of _Around.holding covers.
_BUCKET = 64


class _Around:
    """What the private evidence of a view's names is weighed from: its proposals, its element
    (whose block before may close a letter) and its structured private references (found once,
    when a listed name first asks)."""

    def __init__(self, text: str, proposals: list[Mention], post: etree._Element | None = None) -> None:
        self.text, self.proposals, self.post = text, proposals, post
        self._references: list[tuple[int, int]] | None = None
        # The listed names private evidence outweighed, as private proposals.
        self.private: list[Mention] = []
        self._buckets: dict[int, list[Mention]] | None = None
        self._people: People | None = None

    def holding(self, span: Mention) -> list[Mention]:
        """The proposals that contain ``span``, in the order of :attr:`proposals`. A listed name
        asks for them several times, and a post may hold thousands of proposals: each is filed
        under the stretches of text it covers once, so that a question reads only the proposals
        around its name (time in proportion to the proposals, not to their square)."""
        if self._buckets is None:
            self._buckets = {}
            for p in self.proposals:
                for bucket in range(p.start // _BUCKET, max(p.start, p.end - 1) // _BUCKET + 1):
                    self._buckets.setdefault(bucket, []).append(p)
        return [p for p in self._buckets.get(span.start // _BUCKET, ()) if p.contains(span)]

    @property
    def people(self) -> People:
        if self._people is None:
            self._people = people_of(self.proposals)
        return self._people

    @property
    def references(self) -> list[tuple[int, int]]:
        if self._references is None:
            self._references = references(self.text, self.proposals)
        return self._references


def _outweighed(
    words: Words, start: int, n: int, entries: list[Entry], proposal: Mention, around: _Around, *, brand: bool = False
) -> bool:
    """Whether private evidence outweighs the public evidence of a listed name at ``start``:
    the lookup counts 1, a public cue around the name 2 more; each private sign counts 1, a
    first name that is not the listed person's own outweighs everything. A founder's ``brand``
    (:func:`~teianon.annotate.public_brands.founders_brand`) has no first-name reading: the
    tables' first name ``Chanel`` is its founder's surname, not a sign of someone called so."""
    place = Place(around.text, words, start, start + n)
    if decisive_private(place, entries, proposal):
        return True
    # A founder's brand is a person's name too: a phone number or a greeting beside it counts.
    person = brand or is_personal(entries) or proposal.category in (Category.PER, Category.NICK)
    references = around.references
    if person and (age := famous_age(around.text, words[start].start, words[start + n - 1].end, around.post)):
        # "Tom Hanks (70)": the bearer's own age in the news is no private number.
        references = [r for r in references if not (age[0] <= r[0] and r[1] <= age[1])]
    signs = private_signs(place, references, around.proposals, entries, person=person)
    if person:
        # Where the name stands and what its clause says of it: a header field, a signature, an
        # age or a role in apposition, the writer's own introduction (issue 38).
        # An age in brackets is a structured reference already ("(34)"): counted once.
        frames = frame_signs(around.text, words, start, start + n, around.post)
        signs += [s for s in frames if s != "age" or "reference" not in signs]
        text, name_start = around.text, words[start].start
        if private_list(text, name_start, words[start + n - 1].end, around.people, around.private):
            signs.append("list")  # a line-up, a meeting's minutes: a list of private people
        if companion(text, words, start, start + n, entries):
            signs += ["companion"] * 3  # "ich war mit Aida im Kino": outweighs "im Kino" too
    if brand:
        signs = [sign for sign in signs if sign != "first-name"]
    # A date of birth in apposition is read past: "Angela Merkel (geb. …) war Kanzlerin".
    end = words[start + n - 1].end
    past = max((e for s, e in around.references if own_birth_date(around.text, end, s)), default=end)
    public = _public_around(words, start, n, past) or stage_near(around.text, words, start, start + n)
    # A composer's or writer's surname in a sentence of their field weighs as a public cue.
    public = public or on_topic(around.text, words, start, n, entries)
    return bool(signs) and len(signs) >= 1 + 2 * public


def _listed(view: PostText, words: Words, proposal: Mention, evidence: Evidence, around: _Around) -> Mention | None:
    """The notable name that overlaps the proposal, if it is public here."""
    first, last = word_range(words, proposal)
    if first == last:
        return None
    table = public_names()
    # Names may begin before the proposal (a tagger's "Blige" of "Mary J. Blige").
    outweighed = 0  # a name private evidence outweighs is not public in part ("Angela Merkel")
    for start in range(max(0, first - table.max_tokens + 1), last):
        n, entries = words.longest(table, start)
        ending = 0
        if n == 0:
            # "Mozart's Requiem", "Merkels Politik": the name is looked up without its possessive
            # ending, which stays outside the kept name.
            n, entries, ending = possessed(table, words, start, view.text)
        if n == 0 or start + n <= first or start < outweighed:
            continue
        entries = [e for e in entries if not territorial(e) and not company_fund(e)]
        if not entries:
            continue
        span = Mention(words[start].start, words[start + n - 1].end - ending, Category.PER)
        holding = around.holding(span)  # what every test below asks of the proposals
        if any(p.source in INSTITUTIONS and p.contains(span) and beyond(view, p, span) for p in holding):
            continue  # "King's College" of "King's College Hospital": a part of a private name
        if in_firm(span, holding) and (
            n == 1 and all(e.category == "PER" for e in entries) or across_ampersand(view, span, entries)
        ):
            continue  # "Stone" of "Hill & Stone Ltd", "Taylor & Swift Ltd": the owners' surnames
        if namesake_of_local(view, span, entries, holding):
            continue  # "Kraftwerk" of "Kraftwerk Fitness GmbH": a gym named after the band, not the band
        if any(place_holds(p, span) for p in holding):
            continue  # "Rapid" (a brand) of "Rapid City", "moved to Springfield" (a singer's name)
        if body_named(view.text, words, start + n - 1):
            continue  # "The Office" (a series) of "the Office of Student Affairs"
        if (
            n == 1
            and proposal.category is Category.PER
            and proposal.contains(span)
            and len(proposal) > len(span)
            and not any(e.category == "PER" for e in entries)
        ):
            continue  # "Snowden" (a film) of "Edward Snowden": a part of a person's name
        if (
            n == 1
            and all(e.source in SPHERE_SOURCES for e in entries)
            and holds_more(view.text, span, ending, [proposal, *holding])
        ):
            # "Oberhausen" (a club) of "TSV Eintracht Oberhausen", a chain of its franchisee's shop
            # ("Byrne's SuperValu"), whichever proposal holds the whole: a part of a local name.
            continue
        surface = view.text[span.start : span.end]
        if surface.endswith(".") and not any(e.form.endswith(".") for e in entries):
            span = replace(span, end=span.end - 1)
            surface = surface[:-1]
        verdict = _verdict(entries, surface, n, words, start, evidence, proposal, view.text)
        if verdict is None:
            person = is_personal(entries)
            if private_before(words, start, possessive=person):
                outweighed = start + n  # "seine Frau Angela Merkel": nor is "Merkel" public then
                if person and n > 1:  # and the whole name is the private person's ("Hugh" too)
                    around.private.append(replace(span, cert="medium", source="private.evidence"))
            continue
        category = Category.PER if any(e.category == "PER" for e in entries) else Category[entries[0].category]
        if (
            n == 1
            and (proposal.start, proposal.end) == (span.start, span.end)
            and any(e.category == proposal.category.name for e in entries)
            and all(e.kind.startswith("surname:") for e in entries if e.category == "PER")
        ):
            # One word the lists know as a firm or a work and as a famous person's surname
            # ("Siemens" the firm and the inventor, "Apple" the firm and a singer): the proposal
            # read the sentence, so its category stays. A full name's person row is a person.
            category = proposal.category
        if n == 1 and proposal.category is Category.ORG and listed_body(entries, surface):
            category = Category.ORG  # "Verdi streikt": the union, not the composer
        if verdict[0] == "product":
            # A thing's brand: the private signs of a person's name ("my" Dell) do not apply.
            return replace(span, category=Category.ORG, cert=verdict[1], source="public.product", subtype=SUBTYPE)
        # A founder's brand is weighed as the brand: its founder's row is no person named here.
        brand = n == 1 and founders_brand(entries, surface, proposal)
        weighed = [e for e in entries if e.category != "PER"] if brand else entries
        if _outweighed(words, start, n, weighed, proposal, around, brand=brand):
            outweighed = start + n
            around.private.append(replace(span, category=category, cert="medium", source="private.evidence"))
            continue
        reason, cert = verdict
        category = Category.ORG if brand else category
        kept = replace(span, category=category, cert=cert, source=f"public.{reason}", subtype=SUBTYPE)
        return band_of(view.text, words, kept)  # "die Dave Matthews Band": the band, whole
    return None


def _verdict(
    entries: list[Entry],
    surface: str,
    n: int,
    words: list[Word],
    start: int,
    evidence: Evidence,
    proposal: Mention,
    text: str,
) -> tuple[str, str] | None:
    """(reason, certainty) where the listed name is public here; None where it is not."""
    flags = set("".join(e.flags for e in entries))
    if all("x" in e.flags for e in entries):
        return None
    # "mein Bosch Akkuschrauber", "my Dell laptop": a product's brand, though a surname or a first
    # name too, and owned ("mein"), which says nothing of a person. Written as the brand is.
    if n == 1 and any(e.form == surface for e in entries) and product_after(text, words, start, entries):
        return "product", "medium"
    brand = n == 1 and founders_brand(entries, surface, proposal)
    if n == 1 and "f" in flags and not brand:
        return None
    if private_before(words, start, possessive=is_personal(entries)):
        return None
    if all(e.source == "pantheon2020" for e in entries) and with_writer(text, words, start, start + n):
        return None  # "Erik Zabel und ich waren radeln": of Pantheon 2.0's many, someone the writer knows
    if brand and not addressed(words, start):
        return "notable", "medium"
    exact = any(e.form == surface for e in entries)
    if n == 1 and exact and not flags & {"x", "f", "c"} and club_at_play(text, words, start, entries):
        return "context", "medium"  # "Freiburg hat verloren": the club, where a town would be held
    if n == 1 and flags == {"a"} and lower_acronym(entries, surface, proposal):
        return "notable", "medium"
    if ("a" in flags or flags & _WORDLIKE) and not exact:
        return None  # "go", "line", "sky" as written in chat are words
    # Several words: "s" only on a member of parliament whose surname private people bear too
    # ("Stefan Schmidt"): public with a public cue around it (build_sphere.sphere_flags).
    blocking = flags & (_WORDLIKE | {"p", "s"}) if n == 1 else flags & {"p", "s"}
    # "Herr Lewandowski", "Frau Nasser": a form of address before a bare name speaks of someone
    # the writer knows (a teacher, a neighbour), not of the famous bearer; it is public only as a
    # surname is that private people bear too (named in full, or a public role around it).
    # Whatever else the list knows it as, after "Mr" or "Frau": "Mr Silkwood" is a man, not the
    # film (after "Dr." alone, a band or brand may be a joke's: "Lena Dr. Rammstein").
    person = any(e.category == "PER" for e in entries)
    if n == 1 and addressed(words, start) and (person or addressed(words, start, SALUTATIONS)):
        blocking = (blocking - {"s"}) | {"addressed"}
    if not blocking:
        return "notable", "high"
    if n == 1 and blocking == {"n"} and exact and proposal.category is Category.PER and stage_name(entries):
        # "Madonna live in Berlin": a world-famous one-word name that a German noun shares
        # (private evidence, weighed next, still makes "meine Freundin Madonna" private).
        return "notable", "medium"
    if blocking <= {"s", "addressed"}:
        if max(e.weight for e in entries) >= FAMOUS and "addressed" not in blocking:
            return "notable", "high"
        if blocking == {"s"} and proposal.category is Category.ORG and listed_body(entries, surface):
            return "notable", "medium"  # "Verdi streikt": the union, which a composer's surname shares
        full_names = [e.kind.removeprefix("surname:") for e in entries if e.kind.startswith("surname:")]
        if any(name.casefold() in evidence.text for name in full_names):
            return "full-name", "medium"
    if all(e.source in _MANY for e in entries) and (n == 1 or not stage_near(text, words, start, start + n)):
        # A surname of Pantheon 2.0's tens of thousands or of the national squads' players
        # ("Herrn Zabel", "Trainer Brandl") is public only where the document names its bearer in
        # full (above), not by a cue; a full name private people bear too ("Kristin Otto and I …
        # the cup final", "Torwart Florian Neuhaus vom SV …") only on a stage.
        return None
    if n > 1 and all(e.source == "openfootball-squads" for e in entries):
        return "context", "medium"  # "Declan Rice … for the national team": on the stage above
    if blocking <= {"s"} and on_topic(text, words, start, n, entries):
        return "context", "medium"  # "später etwas Schubert auf der Geige": the composer
    if _public_around(words, start, n) and not (n == 1 and is_town(surface)):
        # A town of a notable person's name ("beim TV Witten", Edward Witten) is a home town.
        return "context", "medium"
    # A brand that is also a word ("Twitter", "Wikipedia", "Windows"), written as the brand is
    # and proposed as an organisation or other name: the detector saw a name, the list knows it.
    # An abbreviation in capitals ("ISS", not the verb "iss") likewise.
    wordlike = _WORDLIKE if surface.isupper() and len(surface) > 1 else _WORDLIKE - {"c"}
    if (
        blocking <= wordlike
        and surface[:1].isupper()
        and proposal.category in NAMED_THINGS
        and any(e.source in ("simple-icons", "curated") for e in entries)
    ):
        return "notable", "medium"
    return None


def _public_around(words: list[Word], start: int, n: int, past: int = 0) -> bool:
    """A public cue among the words around the name; those after it counted from ``past``."""
    after = start + n
    while after < len(words) and words[after].start < past:
        after += 1
    around = words[max(0, start - _BEFORE) : start] + words[after : after + _AFTER]
    return any(is_cue(w.key, "public") or is_cue(w.key, "work") for w in around)
