"""Annotate one document: detect, resolve and write its references, then their repeats.

The stages of :mod:`teianon.pipeline.file` from *detect* to *annotate* for one TEI document:
the detectors propose mentions per post (:mod:`teianon.detect`), :mod:`teianon.annotate.resolve`
keeps one per stretch of text, :mod:`teianon.annotate.markup` writes them, and
:func:`complete_repeats` marks the further occurrences of what is replaced
(:mod:`teianon.annotate.repeats`). The keep-list and the public sphere are respected here:
:mod:`teianon.annotate.public` decides which proposed names stay, and they are written as
``subtype="public"`` annotations that nothing replaces.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

import regex
from lxml import etree

from ..decide import judge
from ..detect import Detector, DocumentContext, detect
from ..detect.institution_words import generic_institution
from ..detect.lexicon import is_name, is_ordinary
from ..detect.lines import within_line
from ..detect.public_bodies import without_public_body_kinds
from ..lists import is_country_word, key_of
from ..mention import Category, Mention
from ..read.bounded import POST_LIMIT, LongPost, is_long
from ..read.name_markup import link_key, project_links, project_names
from ..read.project_metadata import Publisher, publisher_keys
from ..read.tei import Document, Participant, is_declaration_prose, tei, words_of
from ..read.textview import PostText, post_text
from .birth_years import birth_years
from .country_names import is_country_in_place_frame, town_of_a_state
from .derived import loosen_derived
from .encoded_words import encoded_mentions, encoded_repeats, outside_encoded
from .kept_terms import without_kept_terms
from .linked_parts import link_parts
from .list_members import list_members
from .markup import RESP, write_mentions
from .public import Evidence, decide
from .public_bearer import make_private, same_bearer
from .public_courts import kept_courts
from .public_marks import holds_replaced, is_public, word_key
from .readings import complete_readings
from .repeat_harmonise import harmonise
from .repeat_shared import shared_facts
from .repeats import Search, by_text_of, corpus_targets, find_repeats, identifying_parts, participant_targets, repeats
from .resolve import (
    contained,
    crossed,
    is_statistical,
    joined_crossings,
    select,
    surer_links,
    surnames_after_links,
    without_held_around,
)
from .rosters import roster_people
from .run_names import RunName, as_written, run_targets
from .sources import in_source_description, the_source
from .strip import unwrap
from .token_readings import complete_token_readings

# The targets of the run's names, made once per process for the many documents of a run.
_run_targets = lru_cache(maxsize=2)(run_targets)

# Categories whose proposals wait for a reviewer (low certainty) and may hold other references.
HELD = frozenset({Category.IMPLICIT, Category.CITATION})
# What is proposed in the prose of the encoding's declarations ("Transcribed by ... in ..."):
# the private (a third party's name, a place, an address). Organisations, tag sets and links
# there are the project's partners, tools and pages ("POS tags of STTS by Universität des
# Saarlandes", DESIGN "What stays"), and a suggestion for review would change the project's
# metadata for a guess.
DECLARED = frozenset(
    {Category.PER, Category.NICK, Category.LOC, Category.GPE, Category.GEO_DE, Category.EMAIL, Category.NUMBER}
)


_SPEAKER = tei("speaker")


def annotate_document(
    document: Document,
    detectors: list[Detector],
    categories: frozenset[Category] | None = None,
    keep: frozenset[str] = frozenset(),
    warnings: list[str] | None = None,
    *,
    countries: bool = False,
    public: bool = True,
    courts_kept: bool = False,
    limit: int = POST_LIMIT,
    long_posts: list[LongPost] | None = None,
    written: list[Written] | None = None,
) -> Counter[str]:
    """Detect, resolve and write the references of one TEI document; counts per category.
    Their further occurrences are marked by :func:`complete_repeats`, the next stage.
    What is written into each post is added to ``written``, for :func:`rewrite_document`.

    Names on the ``keep`` list (cited authors, public figures) are never annotated, nor is
    any proposal that overlaps one of their occurrences. With ``public``, names of the public
    sphere (:mod:`teianon.annotate.public`) that a detector proposed are written as kept public
    mentions (``subtype="public"``) with their reason, and no proposal overlaps them. The
    names of participants of the public sphere (``role="celebrity"``) are annotated only as a
    link to that participant, whom the post-processor leaves as written. Country names and
    language or nationality words are proposed only with ``countries``. With ``courts_kept``, a
    court or authority named by kind and town is kept whole as public (policy ``[public] courts =
    "keep"``, :mod:`teianon.annotate.public_courts`). Problems with the
    document's header (a participant without a name) are added to ``warnings``.

    Of a post (or header block) longer than ``limit`` characters (0: no limit), only the linear
    detectors read beyond the limit (:mod:`teianon.read.bounded`); such posts are added to
    ``long_posts``. Participants' names are looked for in the whole post all the same.
    """
    # The whole posts: the nickname linker weighs the conversation and reads every post to its
    # end (a participant's misspelt name in a pasted log is found there too); it is linear in the
    # text. Detectors that are not linear get a post's start only (teianon.detect.detect).
    context = DocumentContext.of(document)
    if warnings is not None:
        warnings.extend(context.warnings)
    counts: Counter[str] = Counter()
    kept = _keep_pattern(keep)
    # The project's people stay where the header's prose names them, as its editor stays.
    kept_in_header = _keep_pattern(keep | project_names(document.element))
    celebrities, public_ids = _keep_pattern(public_names(document)), _public_ids(document)
    evidence = _evidence(document, public, (*context.views, *context.text_views))
    # Outside the posts the linker has no conversation to weigh: a participant's name there is
    # taken as it is written (the settingDesc's "Kara hat Paul gebeten").
    names = participant_targets(document.participants)
    # Built once for all views: per post, they would cost the posts times the participants.
    names_search, names_by_text = Search(names), by_text_of(names)
    own_words = _participants_words(document.participants)
    own = {" ".join((e.text or "").split()) for e in document.element.iter(tei("idno"))} - {""}
    links = project_links(document.element)
    publisher = publisher_keys(document.element)
    for index, view in enumerate((*context.views, *context.text_views)):
        if not view.text.strip():
            continue
        long = is_long(view, limit)
        if long_posts is not None and long:
            long_posts.append(LongPost.of(view, limit))
        proposals = detect(view, context, detectors, categories, limit)
        if any(p.source == HANDLE for p in proposals):
            proposals = _without_corpus_names(view, proposals, document)
        # A name ends at a line's end in a letter or a mail (teianon.detect.lines).
        proposals = [m for p in proposals if (m := within_line(view.text, p)) is not None]
        # Medicines, characters, tickets, ``ernst gemeint``: named things that are nobody's.
        proposals = without_kept_terms(view, proposals)
        if names_search and (categories is None or Category.NICK in categories):
            occurrences = find_repeats(view, names, names_search, names_by_text)
            if not view.conversational:
                proposals += occurrences
            else:
                # In a post the linker decides about a participant's name, and the repeats
                # pass completes it; a tagger's person there ("Paul"), or a first name of the
                # tables in a person's context ("Paul lacht"), would hide the link. What they
                # say, that the words are a name, makes a link the linker held low surer.
                proposals = surer_links(surnames_after_links(proposals, view.text))
                proposals = [
                    p
                    for p in proposals
                    if not (
                        (is_statistical(p) or p.source.startswith("person:"))
                        and p.category is Category.PER
                        and not p.corresp
                        and any(p.overlaps(o) for o in occurrences)
                        and not _relative_of(view, p, occurrences, own_words)
                    )
                ]
        proposals = _outside_kept(celebrities, view, proposals, public_ids)
        declared = not view.conversational and is_declaration_prose(view.post)
        if declared:
            # The tagger's less certain guesses there are mostly a tag set's or a tool's name.
            proposals = [
                p for p in proposals if p.category in DECLARED and not (is_statistical(p) and p.cert != "high")
            ]
        # The document's own number (its idno, DOCC's "2213001" in its title) identifies the
        # corpus document, not a person.
        proposals = [p for p in proposals if not (p.category is Category.NUMBER and view.text[p.start : p.end] in own)]
        if links or publisher:
            # The project's home page written out in a note or a post is its pointer's page:
            # the publisher's, no one's address (replaced, it would take the pointer with it);
            # so is a link to its record of the document, which ends in the key its
            # publicationStmt gives the document (issue 39).
            proposals = [p for p in proposals if not _project_link(p, view, links, publisher)]
        if not view.conversational and in_source_description(view.post):
            # The source a sourceDesc names (a public corpus, its site) is the publisher's record.
            proposals = the_source(
                view, proposals, (n for p in document.participants for n in (*p.nicknames, *p.names))
            )
        if not countries:
            proposals = [
                p
                for p in proposals
                if town_of_a_state(view, p)
                or (not is_country_reference(view, p) and not is_country_in_place_frame(view, p))
            ]
        if view.post.tag == _SPEAKER:
            # A speaker is a person or a role; a label there is no place (``B1``, ``A``).
            proposals = [p for p in proposals if p.category in (Category.PER, Category.NICK)]
        # A tagger's name of nothing but kind words ("the General Hospital", "Health Centre")
        # names no one place: the institution detector proposes such words only with a name.
        proposals = [
            p for p in proposals if not (is_statistical(p) and generic_institution(view.text[p.start : p.end]))
        ]
        proposals = without_public_body_kinds(view, proposals)
        courts: list[Mention] = []
        if courts_kept:
            courts, proposals = kept_courts(view, proposals, evidence.text)
        detected = set(proposals)
        here = kept if view.conversational else kept_in_header
        kept_public, proposals = decide(view, _outside_kept(here, view, proposals), evidence)
        if declared:
            kept_public = []  # nothing to keep where nothing but the private is proposed
        # One calibrated judgement per candidate name: its @cert, or dropped (teianon.decide).
        # The public-sphere decision above still reads each detector's own certainty (a first
        # name someone is thanked by is a private person's); what it raised or made from private
        # evidence (a name after "mein Vater", a relation word) stands as it is.
        proposals = judge(view, proposals, context, settled=set(proposals) - detected)
        proposals = link_parts(view, proposals, context)
        # A MIME encoded word or a quoted-printable word, read decoded, replaced whole.
        proposals = outside_encoded(view, proposals) + encoded_mentions(view, context, detectors, categories)
        # An unconfirmed IMPLICIT or CITATION proposal waits for a reviewer; the names, places
        # and numbers inside it are references in their own right, nested inside it.
        # It stays low whatever raised it (a workplace inside a quotation, "drones work for
        # FedEx", makes the place's proposals surer, not the quotation): a reviewer raises it.
        held = [p if p.cert == "low" else replace(p, cert="low") for p in proposals if p.category in HELD]
        named = surer_links(without_held_around([p for p in proposals if p.category not in HELD], view.text))
        chosen = select(joined_crossings(named))
        chosen += roster_people(view, chosen)  # a cast list's and a list of pupils' names
        chosen += birth_years(view.text, chosen) + kept_public + courts
        reach = limit if is_long(view, limit) else None
        chosen = list_members(view.text, chosen, reach)
        inner, outer = nest(select(held), chosen)
        if written is not None:
            written.append((tuple(outer), tuple(inner), index, long))
        for mention in write_mentions(view, outer, inner):
            counts[mention.category.name] += 1
    return counts


_NO_WORDS: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
# A word of a name: letters, with an apostrophe or a hyphen inside.
_NAME_WORD = regex.compile(r"\p{L}[\p{L}'\-]*")


def _participants_words(participants: Iterable[Participant]) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Each participant's reference (``#id``) -> the words of their names and nicknames, and the
    words of their full name (its parts), folded."""
    return {
        "#" + p.id: (
            frozenset(w.casefold() for n in (*p.names, *p.nicknames) for w in n.split()),
            frozenset(w.casefold() for w in " ".join(p.names).split()),
        )
        for p in participants
    }


def _relative_of(
    view: PostText,
    person: Mention,
    occurrences: list[Mention],
    own_words: dict[str, tuple[frozenset[str], frozenset[str]]],
) -> bool:
    """Whether a person's name holds a participant's name with a word of its own that is none of
    that participant's (``Hiltrud Teuber`` beside the participant ``Kasimir Teuber``): another
    person of the family, a name of its own, not the participant."""
    inside = [o for o in occurrences if person.overlaps(o)]
    if not inside or any(not person.contains(o) or len(o) >= len(person) for o in inside):
        return False
    spans = sorted((o.start, o.end) for o in inside)
    rest, at = [], person.start
    for start, end in spans:
        rest.append(view.text[at:start])
        at = max(at, end)
    rest.append(view.text[at : person.end])
    owners = [own_words.get(o.corresp or "", _NO_WORDS) for o in inside]
    known = frozenset().union(*(words for words, _ in owners))
    written = {w.casefold() for w in _NAME_WORD.findall(view.text, person.start, person.end)}
    if any(len(full) > 1 and full <= written for _, full in owners):
        return False  # the participant's full name with a middle name ("Theo Maria Kramer")
    # A word written as a name that is no word of the language or chat, or a name of the tables
    # ("Schwarz", "Brown"); "Hi Lela", "liebe Lela", "Frau Lela" read as one name by a tagger
    # stay the participant's.
    return any(
        len(w) > 1 and w[:1].isupper() and w.casefold() not in known and (not is_ordinary(w) or is_name(w))
        for w in _NAME_WORD.findall(" ".join(rest))
    )


# The rule of a handle found by its shape alone (teianon.detect.handles).
HANDLE = "handle:shape"


def _without_corpus_names(view: PostText, proposals: list[Mention], document: Document) -> list[Mention]:
    """The proposals but a handle that is a participant's name of another document of the
    ``teiCorpus``: the repeats link it to them, which a stranger's handle written first would
    prevent (the detectors see one document's participants)."""
    root = document.element.getroottree().getroot()
    if root is document.element:
        return proposals
    names = {t.text.casefold() for t in corpus_targets(root, document.element)}
    return [p for p in proposals if not (p.source == HANDLE and view.text[p.start : p.end].casefold() in names)]


# What :func:`annotate_document` wrote into one post (or header block): the mentions outside
# and those nested inside them, the block's place among the document's posts and then its text
# blocks, and whether it is longer than the post limit.
Written = tuple[tuple[Mention, ...], tuple[Mention, ...], int, bool]


def rewrite_document(
    document: Document,
    written: list[Written],
    warnings: list[str] | None = None,
    *,
    limit: int = POST_LIMIT,
    long_posts: list[LongPost] | None = None,
) -> Counter[str]:
    """What :func:`annotate_document` did to ``document``, from what it wrote there
    (``written``) when it annotated the same document before, with the same detectors and
    settings: the same warnings, long posts and writes in the same order, without detecting
    again. Detection reads the tree and never changes it, so writing its results again into the
    same tree gives the same tree, byte for byte.

    Only the views of the blocks that get mentions (or are reported as long) are read, all of
    them before the first write as detection read them (most blocks of a chat get none: their
    views, built for nothing, were most of this pass)."""
    from ..detect.evidence import forget_words
    from ..detect.writers import writer_names

    forget_words()  # a new document, as DocumentContext.of says
    # The header's warnings are the participants' (the views add names, never warnings).
    if warnings is not None:
        warnings.extend(writer_names(document.participants, ())[1])
    counts: Counter[str] = Counter()
    blocks = [*((p, True) for p in document.posts), *((b, False) for b in document.texts)]
    views = {
        index: post_text(*blocks[index])
        for outer, inner, index, long in written
        if outer or inner or (long and long_posts is not None)
    }
    for outer, inner, index, long in written:
        if long and long_posts is not None:
            long_posts.append(LongPost.of(views[index], limit))
        if outer or inner:
            for mention in write_mentions(views[index], list(outer), list(inner)):
                counts[mention.category.name] += 1
    return counts


def nest(held: list[Mention], chosen: list[Mention]) -> tuple[list[Mention], list[Mention]]:
    """The ``chosen`` mentions inside a held proposal, and the held proposals that cut none of
    them followed by the chosen outside those: what :func:`write_mentions` writes inside and
    outside."""
    containers = [c for c, cut in zip(held, crossed(held, chosen), strict=True) if not cut]
    inside = contained(chosen, containers)
    inner = [m for m, is_inner in zip(chosen, inside, strict=True) if is_inner]
    return inner, containers + [m for m, is_inner in zip(chosen, inside, strict=True) if not is_inner]


def complete_repeats(
    document: Document,
    keep: frozenset[str] = frozenset(),
    categories: frozenset[Category] | None = None,
    *,
    public: bool = True,
    run_names: tuple[RunName, ...] = (),
) -> Counter[str]:
    """Mark every further occurrence of what the document's annotations replace (see
    :mod:`teianon.annotate.repeats`), and of the people the run's other files replace
    (``run_names``, :mod:`teianon.annotate.run_names`); counts per category. An occurrence that is a name of the
    public sphere there (``Kanzler Schröder``) is marked as kept public instead. First, teianon's
    proposals of a string the document confirms elsewhere take its category and certainty
    (:func:`~teianon.annotate.repeat_harmonise.harmonise`)."""
    with shared_facts():  # each reference read once for the passes below
        # The other readings of a <choice> whose one reading names someone: their words are the
        # same words of the text (sic and corr), and the repeats below search for them too.
        counts: Counter[str] = complete_readings(document.element, categories)
        harmonise(document.element, categories)
        loosen_derived(document.element)  # a tagger's place of "Ostermöller'schen": the person's name
        kept = _keep_pattern(keep)
        kept_in_header = _keep_pattern(keep | project_names(document.element))
        celebrities, public_ids = _keep_pattern(public_names(document)), _public_ids(document)
        replaced = _replaced(document)
        _withdraw_public(document, replaced)
        evidence: Evidence | None = None
        run = _run_targets(run_names) if run_names else None
        forms = frozenset(t.text.casefold() for t in run or ())
        for view, found in repeats(document, categories, run):
            if run:
                found = as_written(view.text, found, forms)
            here = kept if view.conversational else kept_in_header
            found = _outside_kept(celebrities, view, _outside_kept(here, view, found), public_ids)
            if evidence is None:
                evidence = replace(_evidence(document, public, ()), replaced=replaced)
            kept_public, found = decide(view, found, evidence)
            if not view.conversational and is_declaration_prose(view.post):
                kept_public = []
            for mention in write_mentions(view, found + kept_public):
                counts[mention.category.name] += 1
    # A token whose lemma or spelling names what is replaced (<w norm="Frau …">d'…in</w>), and
    # an encoded word of a pasted mail whose decoded text does.
    counts.update(complete_token_readings(document.element, categories))
    counts.update(encoded_repeats(document, categories))
    return counts


def _replaced(document: Document) -> frozenset[tuple[str, ...]]:
    """The word sequences of the document's references (not those kept public, not the held
    IMPLICIT and CITATION) and of its participants' names and their variants: what the output
    will not show anywhere."""
    public_ids = _public_ids(document)
    found = {word_key(t.text) for t in participant_targets(document.participants) if t.corresp not in public_ids}
    for element in document.element.iter(tei("name"), tei("ref")):
        category = Category.from_markup(etree.QName(element).localname, element.get("type"))
        if category is None or category in HELD or is_public(element.get("subtype")):
            continue
        text = words_of(element)
        # The words of a longer reference that identify on their own ("Müller" of "Lena Müller")
        # are replaced wherever they stand, as the audit looks for them.
        for part in (text, *identifying_parts(text, category is Category.PER)):
            found.add(word_key(part))
    return frozenset(k for k in found if k)


def _withdraw_public(document: Document, replaced: frozenset[tuple[str, ...]]) -> None:
    """Unmark teianon's public names that are, or hold, a string the document replaces
    elsewhere (``Julia`` a person in one post, a "show" in another): the repeats then replace
    them too. Recall first, and the self-audit would refuse the file otherwise."""
    if not replaced:
        return
    for element in list(document.element.iter(tei("name"))):
        if (
            is_public(element.get("subtype"))
            and element.get("resp") == RESP
            and holds_replaced(words_of(element), replaced)
        ):
            # One decision per bearer: a full name whose part is private elsewhere is private
            # whole ("Thanks, Sean …" after "Dear Mr …"), unless it is another bearer on a stage.
            verdict = same_bearer(element, replaced)
            if verdict == "private":
                make_private(element)
            elif verdict == "unwrap":
                unwrap(element)


def _evidence(document: Document, public: bool, views: tuple[PostText, ...]) -> Evidence:
    """What the public-sphere decision knows of the whole document: its text (where a
    surname's full name is looked for) and its participants' names."""
    if views:
        text = " ".join(view.text for view in views)
    else:
        # lxml-stubs type itertext()'s pieces str | bytes; lxml gives str (the isinstance says so).
        text = " ".join(
            " ".join(t for t in element.itertext() if isinstance(t, str))
            for element in (*document.posts, *document.texts)
        )
    participants = frozenset(n.casefold() for p in document.participants for n in (*p.names, *p.nicknames))
    return Evidence(" ".join(text.split()).casefold(), participants, public)


def _public_ids(document: Document) -> frozenset[str]:
    return frozenset(p.id for p in document.participants if p.is_public)


def public_names(document: Document) -> frozenset[str]:
    """Names of the participants of the public sphere, and the surname of each full name
    (``Günther Beckstein``, ``Beckstein``): they stay wherever they are written, linked to the
    participant at most (the post-processor replaces no public participant)."""
    names: set[str] = set()
    for participant in document.participants:
        if participant.is_public:
            for name in (*participant.names, *participant.nicknames):
                names.add(name)
                parts = name.split()
                if len(parts) > 1 and len(parts[-1]) > 3:
                    names.add(parts[-1])
    return frozenset(names)


# Categories under which a country or a language word may be proposed.
_PLACE_LIKE = frozenset({Category.GPE, Category.LOC, Category.GEO_DE, Category.ORG, Category.OTH})


def is_country_reference(view: PostText, mention: Mention) -> bool:
    """``Deutschland``, ``Spanisch``, ``Amerikaner``: a country, or a word derived from one."""
    if mention.category not in _PLACE_LIKE or mention.corresp:
        return False
    return is_country_word(key_of(view.text[mention.start : mention.end].lstrip("#")))


def _outside_kept(
    kept: regex.Pattern[str] | None, view: PostText, mentions: list[Mention], linked_to: frozenset[str] = frozenset()
) -> list[Mention]:
    """The mentions that overlap no occurrence of a kept name, or are linked to one of
    ``linked_to`` (a public participant)."""
    if kept is None:
        return mentions
    protected = [m.span() for m in kept.finditer(view.text)]
    return [p for p in mentions if p.corresp in linked_to or not any(p.start < e and s < p.end for s, e in protected)]


def _project_link(mention: Mention, view: PostText, links: frozenset[str], publisher: Publisher) -> bool:
    """A link of the project's, or a part of one that a rule of its own proposes (the path
    ``/view/lscLB`` of the source corpus's page written out in a title)."""
    if mention.category is not Category.URL:
        return False
    text = view.text
    # The word the mention stands in, between white space, without a sentence's end after it.
    start = max(text.rfind(c, 0, mention.start) for c in _SPACES) + 1
    end = min((i for c in _SPACES if (i := text.find(c, mention.end)) >= 0), default=len(text))
    whole = text[start:end].rstrip(".,;:!?)»”\"'")
    if publisher.leads_to_record(whole):
        return True
    return link_key(text[mention.start : mention.end]) in links or link_key(whole) in links


_SPACES = " \n\t\r\u00a0"


@lru_cache(maxsize=8)
def _keep_pattern(keep: frozenset[str]) -> regex.Pattern[str] | None:
    # Cached: a teiCorpus file asks once per TEI document, with the same keep-list each time.
    if not keep:
        return None
    alternatives = sorted((r"\s+".join(regex.escape(w) for w in k.split()) for k in keep), key=len, reverse=True)
    return regex.compile(r"(?<![\w])(?:" + "|".join(alternatives) + r")(?![\w])", regex.IGNORECASE)
