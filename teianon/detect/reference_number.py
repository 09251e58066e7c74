"""NUMBER: reference numbers of formal text, the numbers an office, a court or a firm files a
person under.

Two kinds of rule, both proposing NUMBER with a ``source`` of the ``number`` family (so that
``@ana`` reads ``teianon:number.reference-cue`` and points to the number rules):

- ``number:reference-cue``: a cue word, then within a short gap (``:``, ``#``, ``ist``,
  ``lautet``, ``is``) a value with digits. The cues, German and English, with and without dots:
  compounds that end in ``-nummer``, ``-nr.``, ``-Nr.``, ``-ID`` or ``-kennung``
  (``Mitgliedsnummer``, ``Kd.-Nr.``, ``Benutzerkennung``, ``Kunden-ID``), ``Aktenzeichen``,
  ``Geschäftszeichen``, ``Az.``, ``Gz.``, ``unser Zeichen``; a head noun of a file, a person or a
  business before ``Nr.``/``Nummer``/``number``/``no.``/``#``/``ID``/``ref``
  (``Antrag Nr.``, ``claim no.``, ``booking ref``, ``patient ID``, ``NHS number``); ``our
  ref``, ``your reference``, ``ref.``, ``MRN``, ``SSN``, a commercial register's ``HRB``/``HRA``, a
  vehicle's ``VIN``/``FIN``; and bare ``No.``/``Nr.``/``Case`` (or a
  capitalised ``Docket``, ``Appeal``, ``Application``, ``Petition``, ``Claim``, ``Index``) before a
  value with the shape of a file number only (``No. 21-456``, not ``No. 5``). A list after one
  cue is followed (``application nos. 4321/11 and 5678/12``).
  A thing of one's own (``frame number``, ``Segelnummer GER 1487``) is a cue too, and a new
  one of a thing named before (``the new one is RB-88214``) with an id's shape.
- Court-style numbers that say what they are without a cue: a German register
  (``3 StR 45/21``, ``XII ZB 100/18``, ``7 A 1234/20.F``), the EU courts (``C-456/18``,
  ``T-88/21 P``), a neutral citation (``[2021] UKSC 12``, ``[2018] EWHC 456 (Ch)``), a US
  district docket (``2:20-cv-00123``), a docket of letters, year and number (``SCAP-22-368``;
  ``cert="medium"``), and four to six digits with a two-digit year
  (``43210/13``; ``cert="medium"``).
- ``number:tax-number-de``: a German tax number in a Land's format (``133/8150/8159``) with a
  word of tax near it.

The value is the whole reference number, its groups, register letters and suffixes
(``7 A 1234/20.F``), and never the cue: ``Az. [_NUMBER-1_]``.

Not NUMBER: dates, times, money, percentages, quantities with units, years, version numbers,
ranges, and numbers after words that number no person's file (``Hausnummer``, ``Seitennummer``,
``Artikelnummer``, ``Versionsnummer``); sections of laws (``§ 823 BGB``, ``Art. 8``, ``Rule 39``)
and pages have no cue here and no court's shape.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import regex

from ..lazy import lazy
from ..mention import Category, Mention
from ..read.textview import PostText
from . import register
from .evidence import is_common_word
from .patterns import Pattern, PatternDetector

_FLAGS = regex.IGNORECASE | regex.VERSION1

# Heads of ``-nummer``/``-nr.`` compounds that number things, not a person's file: a house, a
# page, a product, a version, a seat in a stadium, a bus line. (Telephone and account numbers
# are numbers too; the number rules find them and this rule does no harm there.)
_THING_HEADS = frozenset(
    "haus hausnr seiten seite s artikel art art. versions version rücken start kapitel kap folgen "
    "folge ausgabe ausgaben heft band bd bild abb abbildungs tabellen tab anlagen linien gleis modell "
    "modells typen typ produkt größen konfektions schuh lfd laufende positions pos zeilen rang platz "
    "sitz sitzplatz titel track spur kanal sender programm runden spiel spieltags trikot lotto los "
    "hnr bau drucksachen drucksache beilage "
    # Routes, lines, rooms and places in a building or a station: ``Bus Nr. 12/13``, ``Zimmer
    # Nr. 123/4``, ``Gleis 7``, ``room no. 4/12``; they number where one goes, not whom.
    "bus busse buslinie tram straßenbahn strassenbahn bahn zug linie route line zimmer raum räume saal "
    "hörsaal room halle hall gate bahnsteig platform terminal ausgang exit etage stockwerk floor".split()
)
# What a cue is: group ``cue``; ``shaped`` marks the bare ones (``No.``, ``Nr.``, ``Case``) whose
# value must look like a file number, ``weak`` the ones that also introduce other numbers (a
# "reference" may be a bibliography's).
_DE_HEADS = (
    r"rechnung|vertrag|fall|akte|kunde|kunden|patient|patientin|mitglied|auftrag|bestellung|versicherung|"
    r"versicherungsschein|police|antrag|vorgang|ticket|konto|verfahren|sache|beschwerde|schaden|buchung|"
    r"sendung|lieferung|mandant|mandat|verfügung|bescheid|register|urkunde|ausweis|personalausweis|reisepass|"
    r"pass|führerschein|karte|lieferschein|quittung|beleg|zeichen|gutschrift|mahnung|forderung|anmeldung|"
    # A permit's, a log's, a report's entry: ``Genehmigung Nr.``, ``Tagebuch Nr.``, ``Anzeige Nr.``.
    r"genehmigung|erlaubnis|bescheinigung|tagebuch|protokoll|einsatz|anzeige|meldung|journal|"
    # An estimate, an offer, a voucher, a certificate, a firm's device by its asset tag
    # (``Kostenvoranschlag KV-5523``, ``Laptop KL-NB-027``): filed under the customer or the user.
    r"kostenvoranschlag|angebot|gutschein|garantie|zertifikat|gerät|geraet|laptop|notebook"
)
_EN_HEADS = (
    r"case|file|application|claim|policy|account|acct\.?|a/c|customer|client|member|membership|patient|"
    r"student|employee|staff|personnel|invoice|inv\.?|order|ticket|booking|reservation|confirmation|tracking|"
    r"registration|reg\.?|contract|docket|matter|complaint|appeal|petition|permit|licen[cs]e|passport|"
    r"insurance|insured|nhs|(?:national\s)?insurance|social\ssecurity|tax|vat|serial|card|subscriber|"
    r"subscription|transaction|receipt|shipment|parcel|consignment|record|medical\srecord|chart|hospital|"
    # A paper, an abstract or a manuscript submitted to a conference or a journal: its number
    # names its authors to whoever reads the programme.
    r"paper|submission|manuscript|abstract|"
    r"visa|benefit|pension|enrol(?:l)?ment|candidate|badge|payroll|loan|mortgage|tenant|tenancy|user|"
    r"vehicle|vehicle\sidentification|chassis|bill|billing|incident|request|support|service|complaint|report|crime|court|folio|"
    # A log's or a diary's entry (``log no. 2210``, ``logbook number``): an incident filed there.
    r"log|logbook|diary|"
    # A thing of one's own registered by its number: a bicycle's frame, an engine, a boat's sail
    # or hull, a key fob (``frame number``, ``sail no.``); its owner is on file under it.
    r"frame|engine|sail|hull|fob|"
    # A certificate, an estimate, a voucher, a warranty, a device by its asset tag.
    r"certificate|cert\.?|quote|quotation|estimate|voucher|warranty|asset|device|laptop|notebook"
)
_NUMBER_WORDS = r"numbers?|nos?\.?|nr\.?|num\.?|#|ids?|ref(?:erence)?\.?|code"
_CUE = lazy(
    r"(?<![\p{L}\d])(?:"
    # Compounds: Versichertennummer, Kundennr., Pat.-Nr., Vers.-Nr., Fall-Nr., Matrikel-Nr.
    r"(?P<cue>(?P<head>\p{L}+?)(?:-?nummer|\.?-?nr\.?)(?!\p{L})"
    # Patienten-ID, KundenID, Steuer-Id (a capital ID or a hyphen: "Suizid", "COVID" are none).
    r"|(?-i:(?P<head>\p{L}*\p{Ll})-?I[Dd])(?!\p{L})|(?P<head>\p{L}+)-(?-i:I[Dd])(?!\p{L})"
    r"|\p{L}*kennung"
    r"|(?:akten|geschäfts|geschaefts)zeichen|(?-i:Az|AZ|Gz|GZ|Aktz|Gesch\.-?Z)\.?"
    r"|(?:unser|unsere|ihr|ihre|mein|dein|euer|our|your)\s(?:zeichen|ref(?:erence)?\.?(?:\s(?:no\.?|number))?)"
    rf"|(?:{_DE_HEADS})\s(?:nr\.?|nummer|no\.?|\#)"
    rf"|(?:{_EN_HEADS})s?(?:\s|-)?(?:{_NUMBER_WORDS})"
    r"|(?-i:MRN|SSN|NINO|UTR|PPSN?|EIN|TIN)"
    # A transfer's reference names the payer's contract, invoice or tenancy.
    r"|verwendungszweck|zahlungsreferenz|(?:payment|bank|transfer)\sref(?:erence)?\.?"
    # A firm's entry in the commercial register (HRB, HRA; the cooperatives' GnR) names the firm
    # as its name does; a vehicle identification number (VIN, FIN) the car and its keeper.
    r"|(?-i:HRB|HRA|GnR|VIN|FIN)"
    r")|(?P<weak>ref\.?(?:\s?no\.?)?|reference(?:\s(?:no\.?|number|code))?)"
    # A file's head noun without a number word ("Docket 22-1234", "Appeal 2021-1187") says as
    # much as "No.": capitalised, as a heading or a citation writes it.
    # "(no. 12345/06)": in lower case with its full stop, as a judgment's parenthesis writes it.
    r"|(?P<shaped>(?-i:[Nn]os?\.|NO\.|Nr\.?|Case|Nummer|Docket|Dkt\.|Appeal|Application|Petition|Claim|Index))"
    # An order's or a file's head noun alone ("Auftrag 2023-4711-08", "Vorgang 2021/4711"): as
    # a heading or a form writes it, before a file number's shape of five digits at least.
    r"|(?P<bare>(?-i:Auftrag|Auftrags|Vorgang|Bestellung|Rechnung|Antrag|Akte|Buchung|Sendung|Vertrag|Ticket|"
    r"Order|Booking|Invoice|Ticket|Claim|Reference|Ref\.))"
    # An identity document's name alone before its number ("Personalausweis L01X00T47",
    # "passport 123456789"), in any case: the number must look like one (_document_number).
    r"|(?P<document>(?:personal)?ausweis|reisepass|pass|führerschein|fuehrerschein|aufenthaltstitel|"
    r"aufenthaltserlaubnis|passport|id\scard|identity\scard|driving\slicen[cs]e|driver'?s\slicen[cs]e|"
    r"residence\spermit|(?:national\s)?insurance|\p{L}*(?:versicherungskarte|versichertenkarte|gesundheitskarte))"
    # A head noun in any case before an id of letters and digits ("pay invoice INV-88213", "your
    # order ORD55120"): the id's shape (_coded) says as much as a number word would.
    rf"|(?P<coded>(?:{_EN_HEADS}|{_DE_HEADS})s?)"
    # A new or replaced one of a thing named before ("My badge expired, the new one is
    # RB-88214", "die neue lautet KD-55120"): the thing is the cue; only an id's shape (_CODED)
    # after it, and only with a thing of the cue's kind before (_ANAPHOR_HEAD).
    r"|(?P<anaphor>(?:the\s|my\s|his\s|her\s|our\s)?(?:new|old|current|replacement|temporary)\s(?:one|number)"
    r"|(?:die|der|das|meine|mein|seine|ihre)\s(?:neue|alte|aktuelle)(?:\snummer)?)"
    # A cue ends at the end of its word, or at its own dot or hash ("order #A1234").
    r")(?:(?<=[#.])|(?!\p{L}))",
    _FLAGS,
)
# What a new or old "one" stands for (``the new one is …``), before it in the post.
_ANAPHOR_HEAD = lazy(
    rf"(?<!\p{{L}})(?:{_EN_HEADS}|{_DE_HEADS}|\p{{L}}*ausweis|\p{{L}}*karte|\p{{L}}*nummer|id|pass)(?!\p{{L}})", _FLAGS
)
_ANAPHOR_REACH = 160
# A word of tax near a tax number's shape: the number, its office, a return, an adviser.
_TAX = lazy(
    r"(?<!\p{L})(?:\p{L}*steuer\p{L}*|st\.?-?nr\.?|finanzamt\p{L}*|finanzämter|elster|tax|taxes|taxation)(?!\p{L})",
    _FLAGS,
)
_TAX_REACH = 120
# Between the cue and its value: a colon, a hash, an equals sign, a verb; or nothing.
_GAP = lazy(r"\s{0,3}(?:[:#=]|(?:ist|lautet|lauten|war|is|was|are)(?!\p{L})(?:\s?:)?)?\s{0,3}", _FLAGS)
# Whose number a compound cue is, between it and its verb: "Kundennummer bei der Sparkasse
# lautet", "Mitgliedsnummer im Verein ist", "membership number with the club is" (at most four
# words; the verb is what makes what follows the value).
_FAR_GAP = lazy(
    r"\s(?:bei|beim|von|vom|im|in|an|für|fuer|at|with|for|from)\s(?:[\p{L}.\-]+\s){1,4}?"
    r"(?:ist|lautet|lauten|war|is|was)(?!\p{L})(?:\s(?:übrigens|auch|jetzt|nun|noch|also|still|now|actually))?"
    r"(?:\s?:)?\s{0,3}",
    _FLAGS,
)
# What follows a count rather than a flat's number: a noun (German capitalises it), a measure,
# or the digits of a grouped number ("die Wohnung 1 200 Euro").
_COUNTED = lazy(
    r"\s?\d|\s+(?:(?-i:\p{Lu}\p{Ll})|(?:miles?|rooms?|bedrooms?|beds?|floors?|storeys?|stories|flats?|doors?|"
    r"streets?|blocks?|steps|yards?|feet|inches)(?!\p{L}))",
    _FLAGS,
)
# One word of a value: digits with letters, slashes, hyphens, dots, colons, underscores inside
# (``234/21.KO``, ``A-1234-X``, ``1:20-cv-123``), a double slash between an office's number
# and a person's (``81244//0040213``); a trailing dot or comma is punctuation.
_PIECE = lazy(r"[\p{L}\d]+(?:(?://|[/.\-_:])[\p{L}\d]+)*", _FLAGS)
# A register's letters between numbers (``BvR``, ``ZR``, ``StR``, ``K``) or a Roman chamber.
_REGISTER = lazy(r"(?-i:[IVX]{1,5}|\p{Lu}\p{L}{0,3})", regex.VERSION1)
# Between the values of a list after one cue: "nos. 4321/11 and 5678/12", "Nr. 123/4, 124/4".
_LIST = lazy(r"\s?(?:,|;|&|/)\s?|\s(?:and|und|or|oder|sowie|u\.)\s", _FLAGS)
# What a number is when followed by it: money, a share, a quantity (not a reference number).
_UNIT_AFTER = lazy(
    r"\s?(?:%|‰|€|\$|£|¥|(?:eur|euro|euros|usd|dollars?|pounds?|gbp|chf|franken|cent|ct|mg|µg|g|kg|t|ml|l|"
    r"cm|mm|km|m|qm|m²|h|min|sek|sec|s|std|uhr|stunden|minuten|tage|wochen|monate|jahre|hours|minutes|days|"
    r"weeks|months|years|mal|times|stück|stk|pcs|leute|people|punkte|points|prozent|percent|mmhg|kcal|"
    r"mbit|gb|mb|kb|tb|ghz|mhz|kw|ps|v|w|°c?)(?!\p{L}))",
    _FLAGS,
)
_DATE = lazy(
    r"\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?", _FLAGS
)
_YEAR = lazy(r"(?:1[5-9]|20)\d\d(?:/\d\d)?")
# 1.2, 3.10.4, v2.1: a version or a section, not a file.
_VERSION = lazy(r"v?\d{1,3}(?:\.\d{1,3}){1,3}", _FLAGS)
# Units that stand where a register would (2 GB 12/20 is no file number).
_NOT_REGISTERS = frozenset("GB MB KB TB KW PS Nr No Tel Fax Abs Art Kap Bd Bde Mio Mrd Min Std Uhr Mal Std".split())
# Between two groups of digits of one value, written apart: "2023 - 4711 - 08", "12 / 345".
_SPACED_JOINT = lazy(r" ?[-–/] ?(?=\d)")
_SPACES_AT_JOINTS = lazy(r" ?([-–/]) ?")
# An id of a firm's or an office's making: a capital prefix and four digits or more, in groups
# (``INV-88213``, ``ORD55120``, ``POL/30518/B``), or groups of capitals and three digits or more
# (``KL-NB-027``, a firm's asset tag), not a model or a unit (``A380``, ``MP3``,
# ``RTX4090``, ``ICE1234``: four digits glued to the letters are a product's or a train's).
_CODED = lazy(
    r"(?-i:\p{Lu}{1,5})(?:[-/]\d{4,}|\d{5,}|(?:[-/](?-i:\p{Lu}{1,5}))+[-/]\d{3,})"
    r"(?:[-/](?-i:\p{Lu}{1,3}|\p{Lu}{0,3}\d+))*",
    regex.VERSION1,
)
# Capitals written before the digits of one value: a nation's code on a sail (``GER 1487``,
# ``GBR 2231``), a scheme's letters (``NHS 443 221``); a common word in capitals all the same.
_PREFIX = lazy(r"(?-i:\p{Lu}{2,4}) \d", regex.VERSION1)
# A device's or a network's label between a cue and its value: the kind of number, no part of it.
_KIND_LABEL = lazy(r"(?-i:SN|S/N|IMEI|IMSI|ICCID|MEID|EID|MAC|IP|IPv4|IPv6|PIN|PUK|ID):?[ \t]+(?=\d)", regex.VERSION1)
# Most words of the value a cue may take (``XII ZB 100/18``, ``123 456 789``).
_MAX_PIECES = 5


def _person_name(word: str) -> bool:
    """A capitalised word that is no common word: a name (``Daniel``, ``Oyelaran``), not
    ``Windows`` or ``Euro``."""
    return word[:1].isupper() and not is_common_word(word)


def _digits(value: str) -> int:
    return sum(c.isdigit() for c in value)


def _is_register(word: str) -> bool:
    """A register's letters (``BvR``, ``ZR``, ``Js``, ``O``) or a Roman chamber (``XII``); not
    a unit (``GB``) nor an ordinary word of more than two letters (``Tage``, ``Band``)."""
    if _REGISTER.fullmatch(word) is None or word in _NOT_REGISTERS:
        return False
    return len(word) <= 2 or regex.fullmatch(r"[IVX]+", word) is not None or not is_common_word(word)


def _plain_number(value: str, strong: bool = False) -> bool:
    """A date, a time, a year, a version or a range: numbers a cue may stand before that file
    nothing (``Nr. 12-15`` items twelve to fifteen; ``Versicherung 2020``). A date's shape must
    be a date (``8.14.2207`` has no fourteenth month: dotted groups of a file); after a cue that
    names a file (``strong``: ``Aktenzeichen``, ``permit number``), dotted groups of three and
    more with five digits and more are the file's (``4.117.092``), a version after a weak cue or none."""
    if _DATE.fullmatch(value) and _real_date(value) or _YEAR.fullmatch(value):
        return True
    if _VERSION.fullmatch(value) and not (strong and value.count(".") >= 2 and _digits(value) >= 5):
        return True
    parts = value.split("-")
    if len(parts) == 2 and all(p.isdigit() for p in parts) and len(parts[0]) == len(parts[1]):
        return 0 < int(parts[1]) - int(parts[0]) < 1000
    return False


def _real_date(value: str) -> bool:
    """A date's or a time's shape with a day, a month and a year a calendar has (a time always)."""
    if ":" in value:
        return True
    parts = [p for p in regex.split(r"[./\-]", value) if p]
    if "-" in value and len(parts[0]) == 4:
        parts = [parts[2], parts[1], parts[0]]  # 2024-03-12
    day, month = int(parts[0]), int(parts[1])
    if "/" in value and month > 12 >= day:
        day, month = month, day  # 03/24/2024, the American order
    year_ok = len(parts) < 3 or len(parts[2]) != 4 or 1800 <= int(parts[2]) <= 2099
    return 1 <= day <= 31 and 1 <= month <= 12 and year_ok


def _shaped(value: str) -> bool:
    """The shape of a file number without a cue to say so: groups of digits joined by a slash
    or a hyphen, or digits with letters (``21-456``, ``AB123``), three digits at least."""
    return _digits(value) >= 3 and (
        regex.search(r"\d[/\-.]\p{L}*\d", value) is not None or regex.search(r"\p{L}", value) is not None
    )


def _value_at(text: str, start: int) -> tuple[int, int] | None:
    """The span of the value that begins at ``start``: up to :data:`_MAX_PIECES` words on one
    line, numbers and register letters, that ends in a word with digits (``2 BvR 1234/19``,
    ``123 456 789``, ``A123456``); None if no word with digits begins there."""
    end = None
    label = _KIND_LABEL.match(text, start)
    if label is not None:
        start = label.end()  # "Seriennummer SN 4711-0815": the label names the number's kind and stays
    at = start
    for _ in range(_MAX_PIECES):
        piece = _PIECE.match(text, at)
        if piece is None:
            break
        word = piece.group()
        if any(c.isdigit() for c in word):
            end = piece.end()
        elif not _is_register(word) and _PREFIX.match(text, piece.start()) is None:
            break
        # Groups written with spaced hyphens or slashes ("2023 - 4711 - 08") are one value.
        joint = _SPACED_JOINT.match(text, piece.end()) if end == piece.end() else None
        if joint is not None:
            at = joint.end()
            continue
        if text[piece.end() : piece.end() + 1] != " ":
            break
        at = piece.end() + 1
    if end is None:
        return None
    return start, end


@register
class ReferenceNumberDetector(PatternDetector):
    linear = True
    name = "reference_number"
    categories = frozenset({Category.NUMBER})
    category = Category.NUMBER
    REQUIRES = lazy(r"\d")
    # Court-style numbers without a cue; the names are the rules' after ``number:``.
    PATTERNS = (
        Pattern(
            "reference-court-de",
            # 3 StR 45/21, XII ZB 100/18, 1 BvR 2345/2019, 7 A 1234/20.F, B 2 U 15/19 R
            r"(?<![\w/.,\-])(?:(?-i:[BL]) )?(?:\d{1,3}|(?-i:[IVX]{1,5})) (?P<reg>(?-i:\p{Lu}\p{L}{0,3}))"
            r"(?: (?P<reg2>(?-i:\p{Lu}\p{L}{0,3})))? \d{1,5}/\d{2}(?:\d{2})?(?:\.(?-i:\p{Lu}\p{L}{0,3}))?"
            r"(?: (?-i:R|B|ER)(?![\w/]))?(?![\w/]|\.\w)",
        ),
        Pattern("reference-court-eu", r"(?<![\w/.\-])(?-i:[CTF])-\d{1,4}/\d{2}(?: (?-i:P|PPU)(?!\w))?(?![\w/])"),
        Pattern(
            "reference-citation",
            # [2021] UKSC 12, [2018] EWHC 456 (Ch), [2019] EWCA Civ 1234, [2020] 1 WLR 345
            r"\[(?:1[89]|20)\d\d\] (?:\d{1,3} )?(?-i:\p{Lu}{2,6}(?: \p{Lu}\p{Ll}{1,5})?) \d{1,5}"
            r"(?: \((?-i:\p{Lu}[\p{L}]{0,10})\))?(?!\w)",
        ),
        # A police officer's collar number between the rank and the name (``PC 2291 Daniel
        # Oyelaran``, ``DS 4471 Hughes``): it names the officer as the name does.
        Pattern(
            "reference-collar",
            r"(?<=(?<![\w/])(?-i:PC|DC|PS|DS|WPC|PCSO|Sgt\.?|DSgt)\s?)\d{2,5}(?=\s+(?-i:\p{Lu}\p{Ll}))",
        ),
        Pattern("reference-docket", r"(?<![\w:])\d:\d{2}-(?-i:[a-z]{2,4})-\d{3,6}(?:-(?-i:[A-Z]{2,5}))*(?![\w-])"),
        # A state court's or tribunal's docket: its letters, a year, a number (SCAP-22-368,
        # CAAP-19-0000123, HC-2019-000123).
        Pattern(
            "reference-docket-letters",
            r"(?<![\w/.\-])(?-i:[A-Z]{2,5})-(?:\d{2}|(?:19|20)\d{2})-\d{3,7}(?![\w/\-])",
            cert="medium",
        ),
        Pattern(
            "reference-application",
            # 43210/13: four to six digits and a two-digit year; no year (2019/20), no phone
            # number (0621/12...), no fraction or blood pressure (120/80 has three digits).
            r"(?<![\w/.,:\-])(?P<first>[1-9]\d{3,5})/\d{2}(?![\w/.,:\-]*\d|/)",
            cert="medium",
        ),
        # A police station's or an office's file number with its code before it (``PI-KL
        # 2026/0041177``, ``KPI-WÜ 3302-004781/26``): the code names the station of the
        # person's district, the number the person's case; a year and a serial, or a serial
        # and a year. Not a standard's letters (``DIN-EN 12345/2004``, below).
        Pattern(
            "reference-office",
            r"(?<![\w/.\-])(?-i:\p{Lu}{1,4}-\p{Lu}{1,4})\s?"
            r"(?:(?:19|20)\d{2}[/\-](?:\d{5,8}|0\d{2,7})|\d{2,5}-\d{5,8}(?:/\d{2,4})?|\d{5,8}/\d{2}(?:\d{2})?)(?![\w/\-]|[.,]\d)",
            cert="medium",
        ),
        # A German tax number in the format of a Land (the tax office's number, a district's, a
        # person's with its check digit): 21/815/08150 (two, three, five digits: most Länder),
        # 181/815/08155 (three first), 133/8150/8159 (North Rhine-Westphalia), 22/815/0815/4
        # (Rhineland-Palatinate), 93815/08152 (Baden-Württemberg), 013 815 08153 (Hesse, Bremen,
        # Schleswig-Holstein write spaces). Its shape alone is a phone number's or a count's as
        # well: only with a word of tax near it (validate), where a cue may stand far before it
        # ("die Steuernummer beim Finanzamt Siegburg 220/5074/2211").
        Pattern(
            "tax-number-de",
            r"(?<![\w/.,:\-])(?:\d{2,3}/\d{3}/\d{5}|\d{3}/\d{4}/\d{4}|\d{2}/\d{3}/\d{4}/\d|\d{5}/\d{5}"
            r"|\d{2,3} \d{3} \d{5})(?![\w/.,:\-]*\d|/)",
        ),
        # A flat's number in an address ("flat 2C", "Apartment 14b", "Whg. 3", "App. 12"): with the street
        # it finds the household; alone it says which door. Medium: "flat" is an adjective too.
        Pattern(
            "dwelling",
            # "App." and "Appartement": the German letters' abbreviation ("App. 214").
            r"(?<=(?<!\p{L})(?:flat|apartment|apt\.?|app\.|appartement|apartement|whg\.?|wohnung)\s?(?:(?:no|nr)\.?\s?)?)"
            r"\d{1,3}(?-i:[A-Za-z])?(?![\p{L}\p{N}]|[.,/:\-]\d)",
            cert="medium",
        ),
    )

    def validate(self, pattern: Pattern, value: str, match: regex.Match, post: PostText) -> bool:
        if pattern.name == "dwelling":
            # "eine Wohnung 3 Zimmer", "a flat 2 miles away": a count of what follows.
            return not _unit_after(post.text, match.end()) and _COUNTED.match(post.text, match.end()) is None
        if pattern.name == "tax-number-de":
            return _TAX.search(post.text, max(0, match.start() - _TAX_REACH), match.end() + 40) is not None
        if pattern.name == "reference-court-de":
            return all(_is_register(word) for word in (match.group("reg"), match.group("reg2")) if word)
        if pattern.name == "reference-collar":
            # The officer's name after it: a capitalised word that is no word of the language
            # ("my PC 2000 Windows", "PC 500 Euro").
            after = regex.match(r"\s+(\p{L}+)", post.text[match.end() : match.end() + 40])
            return after is not None and _person_name(after.group(1))
        if pattern.name == "reference-office":
            return _STANDARD_CODE.match(value) is None
        if pattern.name == "reference-application":
            first = match.group("first")
            return not (len(first) == 4 and 1000 <= int(first) <= 2099) and not _unit_after(post.text, match.end())
        return True

    def _scan(self, post: PostText) -> Iterator[Mention]:
        # Plain text is spaced as a tokeniser spaces it too ("Az . 3 O 123 / 20"): read as written.
        written = _as_written(post)
        if written is None:
            yield from self._found(post)
            return
        text, at = written
        for mention in self._found(replace(post, text=text)):
            yield replace(mention, start=at[mention.start], end=at[mention.end - 1] + 1)

    def _found(self, post: PostText) -> Iterator[Mention]:
        for pattern in self.PATTERNS:
            compiled: regex.Pattern = pattern.compiled  # type: ignore[attr-defined]
            for match in compiled.finditer(post.text):
                if self.validate(pattern, match.group(), match, post):
                    yield Mention(
                        match.start(), match.end(), self.category, None, pattern.cert, f"number:{pattern.name}"
                    )
        yield from _after_cues(post.text)


# A token that joins the groups of a number (``12345 / 06``, ``21 - 1234``) where a tokeniser
# split it off, and the letters of an abbreviation whose full stop it split off (``no .``).
_JOINER = frozenset("/ - – _ :".split())
_ABBREVIATION = lazy(r"\p{L}{1,5}")


# Letters of standards and norms, written with a hyphen before a number as an office's code is.
_STANDARD_CODE = regex.compile(
    r"(?:DIN|EN|ISO|IEC|VDE|VDI|DVGW|ÖNORM|SN|BS|IEEE|ANSI|ASTM|ETSI|ITU|RFC)-", regex.VERSION1
)


def _as_written(post: PostText) -> tuple[str, list[int]] | None:
    """A post's text with the spaces between its tokens taken out where a
    reference number was cut into pieces (``no . 12345 / 06`` reads ``no. 12345/06``, ``Docket
    No . 21 - 1234`` reads ``Docket No. 21-1234``), and for each of its characters the offset in
    the post's text; None where nothing was cut. Only a joiner between two pieces of which one has a digit, and an
    abbreviation's full stop, are drawn back: words stay apart (``Bochum - Münster``)."""
    text, tokens = post.text, post.tokens
    drop: set[int] = set()
    for k in range(1, len(tokens)):
        token, before = tokens[k], tokens[k - 1]
        if text[before.end : token.start] != " ":
            continue
        if token.text == "." and _ABBREVIATION.fullmatch(before.text):
            drop.add(before.end)
        elif (
            token.text in _JOINER
            and k + 1 < len(tokens)
            and text[token.end : tokens[k + 1].start] == " "
            and before.text[-1:].isalnum()
            and tokens[k + 1].text[:1].isalnum()
            and _joined(before.text, tokens[k + 1].text, token.text)
        ):
            drop.update((before.end, token.end))
    if not drop:
        return None
    kept = [k for k in range(len(text)) if k not in drop]
    return "".join(text[k] for k in kept), kept + [len(text)]


def _joined(left: str, right: str, joiner: str = "-") -> bool:
    """Two tokens around a joiner are one number's pieces: digits at the joint, and on the other
    side digits or capitals (``INV - 88213``); a word in lower case is the sentence's own
    (``Nr. 41234 - bitte angeben``, ``4123 - camera-ready``), and capitals after a spaced slash
    begin the next item (``KV-5523 / VW Golf``)."""
    if left[-1].isdigit():
        return right[0].isdigit() or joiner != "/" and not any(c.islower() for c in right) and len(right) <= 5
    return right[0].isdigit() and not any(c.islower() for c in left) and len(left) <= 5


def _thing(head: str) -> bool:
    """A compound's head that numbers a thing: ``Haus``, ``Seiten``, also at the end of a longer
    head (``Bundestagsdrucksachen``, ``Lokbau``); the short ones (``Art``, ``Pos``) whole only."""
    key = head.casefold().rstrip(".-")
    return key in _THING_HEADS or any(len(t) > 4 and key.endswith(t) for t in _THING_HEADS)


# Not the ``s`` of a possessive (``my dad's file number``): that is no ``S.`` of a page.
_WORD_BEFORE = lazy(r"(?<![\p{L}'’])(\p{L}+)\.?[^\S\n]{1,3}$")


def _thing_before(text: str, start: int) -> bool:
    """The word before a cue written apart from it numbers a thing, as the head of a compound
    cue does (``Bus Nr.`` as ``Busnummer``, ``Zimmer Nr.`` as ``Zimmernummer``)."""
    before = _WORD_BEFORE.search(text, max(0, start - 40), start)
    return before is not None and _thing(before.group(1))


# An act of the European Union before its number's cue: ``Verordnung (EG) Nr. 561/2006``,
# ``Regulation (EC) No 261/2004``: a public law's number, which names no one.
_EU_ACT_BEFORE = lazy(
    r"(?:verordnung|richtlinie|beschluss|regulation|directive|decision)\s*"
    r"\((?:EU|EG|EWG|EC|EEC|EU,\s?Euratom|Euratom)\)\s*$",
    regex.IGNORECASE,
)


def eu_act_before(text: str, start: int) -> bool:
    """An act of the European Union's name right before ``start`` (its number's cue)."""
    return _EU_ACT_BEFORE.search(text, max(0, start - 60), start) is not None


def _unit_after(text: str, end: int) -> bool:
    return _UNIT_AFTER.match(text, end) is not None


def _after_cues(text: str) -> Iterator[Mention]:
    """The values after each cue, and after it the further values of a list."""
    for cue in _CUE.finditer(text):
        head = cue.group("head")
        if head is not None and _thing(head):
            continue
        if head is None and _thing_before(text, cue.start()):
            continue  # "Bus Nr. 12/13", "Zimmer Nr. 123/4": a thing's number written apart
        if eu_act_before(text, cue.start()):
            continue  # "Verordnung (EG) Nr. 561/2006": a law's number
        gap = _GAP.match(text, cue.end())
        at = gap.end() if gap else cue.end()
        if cue.group("cue") is not None and at == cue.end() + (text[cue.end() : cue.end() + 1] == " "):
            # "Kundennummer bei der Sparkasse lautet KD-5521-88": whose number it is between the
            # cue and its verb.
            far = _FAR_GAP.match(text, cue.end())
            at = far.end() if far else at
        weak, shaped = cue.group("weak") is not None, cue.group("shaped") is not None
        bare = cue.group("bare") is not None
        document = cue.group("document") is not None
        coded = cue.group("coded") is not None
        anaphor = cue.group("anaphor") is not None
        if anaphor and _ANAPHOR_HEAD.search(text, max(0, cue.start() - _ANAPHOR_REACH), cue.start()) is None:
            continue
        coded = coded or anaphor
        # Cues that need their own gap: "Nr.12345" is fine, "Kundennummer12345" is not a cue.
        if at == cue.end() and text[at : at + 1].isalnum() and not cue.group().endswith((".", "#")):
            continue
        while True:
            span = _value_at(text, at)
            if span is None:
                break
            value = text[span[0] : span[1]]
            # After an order's or a file's head noun alone, five digits and more are its number
            # as a file number's shape is ("unter Vorgang 55120"); _digits is checked next.
            plain = bare and value.isdigit()
            if not _acceptable(value, weak, shaped or bare and not plain) or _unit_after(text, span[1]):
                break
            if bare and _digits(value) < 5:
                break
            if document and not _document_number(value):
                break
            if coded and _CODED.fullmatch(value) is None:
                break
            cert = "medium" if weak or shaped or bare or coded else "high"
            yield Mention(span[0], span[1], Category.NUMBER, None, cert, "number:reference-cue")
            joint = _LIST.match(text, span[1])
            if joint is None:
                break
            at = joint.end()


def _document_number(value: str) -> bool:
    """The number of an identity document, a driving licence or an insurance: five digits or
    more (``123456789``, ``L01X00T47``), or three and more with letters in one word of seven
    characters or more; not a count after the document's name (``Pass 100 Meter``)."""
    digits = _digits(value)
    word = value.replace(" ", "")
    return digits >= 5 or (digits >= 3 and len(word) >= 7 and regex.search(r"\p{L}", word) is not None)


def _acceptable(value: str, weak: bool, shaped: bool) -> bool:
    """A value that a cue makes a reference number: three digits at least, no date, year,
    version or range; after a bare cue (``No.``) the shape of a file number, after a weak one
    (``ref.``) four digits or that shape."""
    value = _SPACES_AT_JOINTS.sub(r"\1", value).replace("–", "-")
    if _digits(value) < 3 or _plain_number(value, strong=not (weak or shaped)):
        return False
    if shaped:
        return _shaped(value)
    if weak:
        return _digits(value) >= 4 or _shaped(value)
    return True
