"""Leak check: run teianon in both modes, then search the raw output bytes for every identifier
the inputs hold.

Independent of teianon's own audit: the identifiers come straight from the input files with
regular expressions (participants' names and their parts from ``persName``, except those of
public figures and the system account, user names in wiki
and Twitter links, IP addresses, e-mail addresses, long digit runs such as tweet ids in any
attribute or text), and the outputs are searched as bytes, case-insensitively, as whole words.
An identifier that is also a common word (wordfreq Zipf >= 3.5 in German or English, e.g. a
nickname "talk") is counted apart: its hits are mostly the word.

    python benchmarks/leak_check.py samples/ ../shared/data/tei-cmc/ [--policy samples/policy-docc21.toml]

Prints one line per output file and hit, and a total per mode; exit 1 if any certain leak.

    python benchmarks/leak_check.py --classes

runs one made-up corpus instead, with a file per leak class of issue 39 (names in other spellings,
pointers into another file, third parties' names inside words, addresses with their town, names in
the prose of ``encodingDesc``, the corpus's name markup in ``teiCorpus`` headers, a person's name in
an attribute that labels a person; and after the red team's findings on the header: numbers, person
labels, blocks other than ``p``, comments in header prose, names in labels of any shape; and the
known leaks left after them: surnames, English and German towns named like words; and the red team's
last findings, the classes after ``names across line breaks``: TEI's own places for names
(speakers and the readings of a ``<choice>``, names in ids and pointers, a name known only from a
comment in links, a participant's name in another script, words divided at a line's end), the
fourth round's names in letters and chat (possessive first mentions to surnames in lower case), the
fifth round's word names (after possessives and greetings, before compound-like surnames, in
English prose),
numbers and addresses that identify a person (the classes from ``dates of birth`` on; this round's
last four: dates of birth in parts, place lines above a postcode, ids holding a replaced name,
third parties in other letters), the
parts of a file not read before (the project's metadata, neighbouring blocks, title pages, person
fields and ``xenoData``, participant ids written in the text: a file refused counts as not
written), and the red team's third round on names one place knows and another misses (third
parties across files, forum users without ``@``, case forms and other scripts), and the red team
of session leak39 (file names in pointers, address markup, coordinates in ``standOff`` and with a
slash, Hungarian letters written out, cued streets without a street word, Reddit fullnames as
ids), of round 7 (names as words of ids, file names of other documents and scans, streets
before Austrian and British postcodes) and of held-out round 7 (short numbers a cue makes private,
streets named with a preposition and no number) and of its review (pointers from another file
into ids renamed for a name, platform keys in a source record's text), and of its last round
(bank codes beside an account, private files in an ``idno``, names in attribute labels, oXygen's
change tracking, schools of other languages, places after a title's comma), and of round 66
(comments around the root, reversed and interleaved names, manuscript descriptions, lines inside
words and numbers, addresses and file URIs in the header)), in both modes, and counts per class the
secrets (written in the file, below) that survive in an output teianon wrote and called audited clean. The names are invented and none of the tests'. ``--only
speakers,divided`` runs the classes whose label holds one of the parts.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from lxml import etree
from wordfreq import zipf_frequency

TEI = "{http://www.tei-c.org/ns/1.0}"
PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
_PLACEHOLDER = re.compile(r"\[_[A-Z0-9_\-]*_\]")


def identifiers(path: Path) -> set[str]:
    tree = etree.parse(str(path), PARSER)
    found: set[str] = set()
    for person in tree.iter(f"{TEI}person"):
        # Public figures and the system account keep their names by design.
        if (person.get("role") or "").split()[:1] in (["celebrity"], ["system"]):
            continue
        for name in person.iter(f"{TEI}persName"):
            text = " ".join("".join(name.itertext()).split())
            if not text or _PLACEHOLDER.search(text):
                continue
            found.add(text)
            found.update(p for p in re.split(r"[\s_.\-]+", text) if len(p) >= 3)
    raw = path.read_text(encoding="utf-8", errors="replace")
    found.update(m.group(1) for m in re.finditer(r"User(?:_talk)?:([^\s\"'<>/#]+)", raw))
    found.update(m.group(1) for m in re.finditer(r"twitter\.com/(?!hashtag)([A-Za-z0-9_]{2,})", raw))
    found.update(re.findall(r"\b\d{1,3}(?:\.\d{1,3}){3}\b", raw))
    found.update(re.findall(r"[\w.+\-]+@[\w\-]+\.[\w.\-]+", raw))
    found.update(re.findall(r"(?<![\d.])\d{10,}(?![\d.])", raw))
    return {f for f in found if len(f) >= 3 and not _PLACEHOLDER.search(f)}


def common(word: str) -> bool:
    return max(zipf_frequency(word.casefold(), lang) for lang in ("de", "en")) >= 3.5


def search(output: Path, wanted: set[str]) -> list[tuple[str, int, bool]]:
    text = output.read_bytes().decode("utf-8", errors="replace")
    hits = []
    for word in sorted(wanted):
        pattern = re.compile(r"(?<![^\W_])" + re.escape(word) + r"(?![^\W_])", re.IGNORECASE)
        n = len(pattern.findall(text))
        if n:
            hits.append((word, n, not common(word)))
    return hits


def _tei(title: str, people: str, posts: str, source: str = "Test.") -> str:
    people = "".join(f'<person xml:id="{pid}" role="participant"><persName{kind}>{name}</persName></person>'
                     for pid, kind, name in people)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
            f"<titleStmt><title>{title}</title></titleStmt><publicationStmt><p>Sample.</p></publicationStmt>"
            f"<sourceDesc><p>{source}</p></sourceDesc></fileDesc><profileDesc><particDesc><listPerson>{people}"
            f"</listPerson></particDesc></profileDesc></teiHeader><text><body><div>{posts}</div></body></text></TEI>\n")


def _encoded(tei: str, declarations: str) -> str:
    """A file of :func:`_tei` with an ``encodingDesc`` of ``declarations`` after its fileDesc."""
    return tei.replace("</fileDesc>", f"</fileDesc><encodingDesc>{declarations}</encodingDesc>", 1)


def _corpus(header: str, *documents: str) -> str:
    """A teiCorpus of the documents of :func:`_tei`, whose own header's sourceDesc says ``header``."""
    # Each document's ids and pointers prefixed, so that they are unique in the file.
    inner = "".join(d.split("\n", 1)[1].replace(' xmlns="http://www.tei-c.org/ns/1.0"', "", 1)
                    .replace('xml:id="', f'xml:id="d{n}').replace('who="#', f'who="#d{n}')
                    for n, d in enumerate(documents))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<teiCorpus xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>'
            "<titleStmt><title>Korpus</title></titleStmt><publicationStmt><p>Sample.</p></publicationStmt>"
            f"<sourceDesc><p>{header}</p></sourceDesc></fileDesc></teiHeader>{inner}</teiCorpus>\n")


def _posts(*texts: str) -> str:
    return "".join(f'<post xml:id="c{n}" who="#{"AB"[n % 2]}1"><p>{t}</p></post>' for n, t in enumerate(texts))


NICKS = (("A1", ' type="nickname"', "wolkig"), ("B1", ' type="nickname"', "kiesel5"))
# class -> (file -> text, secrets that must be gone from the outputs)
CLASSES: dict[str, tuple[dict[str, str], list[str]]] = {
    "other spellings": ({"spelling.xml": _tei("Chat", (("A1", "", "Ingrid Sjøbæk"), NICKS[1]), _posts(
        "hallo zusammen", "frag mal ingrid sjobaek, die weiss das",
        "Frau Dr. Gülşen Öztürk hat angerufen", "die oeztuerk? schon wieder",
        "anbei <!-- scan_guelsen_oztuerk.pdf --> der scan"))},
        ["sjøbæk", "sjobaek", "öztürk", "oeztuerk", "oztuerk", "gülşen", "guelsen"]),
    "pointers across files": ({
        "export/faden.xml": _tei("Faden", NICKS, '<post xml:id="tw_1733445566778899001" who="#A1"><p>eins</p></post>'
                                 '<post xml:id="tw_1733445566778899002" who="#B1"><p>zwei</p></post>'),
        "antworten/antwort.xml": _tei("Antwort", NICKS, '<post xml:id="x1" who="#A1"><p>siehe '
                                      '<ptr target="../export/faden.xml#tw_1733445566778899002"/> und <ref '
                                      'target="../export/faden.xml#1733445566778899001">das</ref></p></post>')},
        ["1733445566778899001", "1733445566778899002"]),
    "names inside words": ({"glued.xml": _tei("Chat", NICKS, _posts(
        "mein Onkel Konstantin Wehrenberg wird sechzig", "#KonstantinWehrenberg2025 wird gefeiert",
        "schreib an @konstantin_wehrenberg", "#TeamWehrenberg und Wehrenbergfan forever"))},
        ["wehrenberg", "konstantin"]),
    "addresses": ({"address.xml": _tei("Chat", NICKS, _posts(
        "Ahornkamp 14, 33813 Oerlinghausen ist meine neue Adresse", "Am Schlehdorn 3, 49205 Hasbergen",
        "mine: 19 Foxglove Close, Harrogate HG1 4QT"),
        "Letters written by Rosalind Pembury, Carlisle, in 1987.")},
        ["Ahornkamp", "33813", "Oerlinghausen", "Schlehdorn", "49205", "Hasbergen", "Foxglove", "Harrogate",
         "HG1 4QT", "Pembury", "Carlisle"]),
    "prose of encodingDesc": ({"declared.xml": _encoded(_tei("Chat", NICKS, _posts("hallo", "na")), (
        "<projectDesc><p>Die Mitschnitte hat Hiltrud Maschewski aufgezeichnet.</p></projectDesc>"
        "<samplingDecl><p>Sampled by <persName>Casimir Ploetzke</persName> from <ptr target=\"#c0\"/>.</p>"
        "</samplingDecl><editorialDecl><p>Transcribed by <name type=\"person\">Ermengarde Tolliver</name> in "
        "<placeName>Market Drayton</placeName>.</p></editorialDecl>"))},
        ["Maschewski", "Ploetzke", "Casimir", "Tolliver", "Ermengarde", "Market Drayton"]),
    "teiCorpus headers": ({"corpus.xml": _corpus(
        'Gesammelt von <persName>Wendelin Kratzmeier</persName> in <placeName>Ueckermünde</placeName> und '
        '<name type="person">Rosalinde Pieczonka</name>',
        _tei("Eins", NICKS, _posts("hallo", "na"), 'Von <persName>Adelgunde Prusseit</persName>.'),
        _tei("Zwei", NICKS, _posts("moin", "tach"), 'Von <name type="person">Bonifaz Uhlendorff</name>.'))},
        ["Kratzmeier", "Ueckermünde", "Pieczonka", "Prusseit", "Uhlendorff"]),
    "names in attributes": ({"attributes.xml": _tei("Chat", NICKS, _posts(
        'frag <persName key="Tobias Hardcastle">ihn</persName>', 'und <rs type="person" n="Philippa Ormerod">sie'
        '</rs>', 'oder <persName key="quenneville.ambrose">den</persName>'))},
        ["Hardcastle", "Ormerod", "quenneville"]),
    # The red team's findings on the header's prose (after issue 39).
    "numbers in encodingDesc prose": ({"declared_numbers.xml": _encoded(_tei("Chat", NICKS, _posts("hallo", "na")), (
        "<projectDesc><p>Spende von Frau Mechthild Oberdiek, Telefon 0157 3382 9104, "
        "IBAN DE21 3006 0601 0008 5513 27, Treffpunkt 52.5163, 13.3777.</p></projectDesc>"))},
        ["0157 3382 9104", "DE21 3006", "52.5163"]),
    "person labels in header prose": ({"labelled_prose.xml": _encoded(_tei("Chat", NICKS, _posts("hallo", "na")), (
        '<projectDesc><p>Abgeschrieben von <persName n="Leopoldine Vahrenkamp" key="vahrenkamp.leopoldine">'
        "L. V.</persName>.</p></projectDesc>")).replace(
        "</teiHeader>", '<revisionDesc><change when="2021-01-01">Geprüft von <persName key="stuckenbrock.oswin">'
        "O. S.</persName>.</change></revisionDesc></teiHeader>")},
        ["Leopoldine", "Vahrenkamp", "stuckenbrock"]),
    "declaration blocks": ({"blocks.xml": _encoded(_tei("Chat", NICKS, _posts("hallo", "na")), (
        "<projectDesc><ab>Aufgenommen von <persName>Winfriede Lammerskötter</persName>.</ab></projectDesc>"
        "<samplingDecl><list><item>Gespendet von <persName>Gotthold Brinkhege</persName>.</item></list>"
        "</samplingDecl><refsDecl><p>Geprüft von <name type=\"person\">Ursula Tebbenjohanns</name>.</p></refsDecl>"))},
        ["Lammerskötter", "Brinkhege", "Tebbenjohanns"]),
    "comments in header prose": ({"prose_comments.xml": _encoded(_tei("Chat", NICKS, _posts("hallo", "na")), (
        "<projectDesc><p>Gesammelt 2021.<!-- gespendet von Herrn Baldur Osterfeld --></p></projectDesc>")).replace(
        "</teiHeader>", '<revisionDesc><change when="2021-01-01">Gekürzt. <?check Frau Irmtraud Vosskuhle?>'
        "</change></revisionDesc></teiHeader>")},
        ["Osterfeld", "Vosskuhle"]),
    "wider name labels": ({"labels.xml": _tei("Chat", NICKS, _posts(
        '<persName n="Gundula  Holtkemper">sie</persName>', '<persName n="Holtkemper, Gundula">sie</persName>',
        "<persName key=\"o'riordan.siobhan\">sie</persName> und <persName n=\"Layla al-Qasimi\">sie</persName>",
        '<persName key="holtkemper-g">sie</persName>'))},
        ["Holtkemper", "riordan", "al-Qasimi"]),
    # The known leaks left after issue 39's red teams: names and places that are also words.
    "surnames that are words": ({"word_surnames.xml": _tei("Chat", NICKS, _posts(
        "gestern hat mir Grzegorz Löffel geschrieben", "Grüße an Mirosław Zwiebel und seine Frau",
        "liebe Grüße an Jolanta Kamm", "Morgen kommt Wiesław Trichter vorbei.", "Grüße an Dobromir Kelle"))},
        ["Löffel", "Zwiebel", "Kamm", "Trichter", "Dobromir", "Kelle"]),
    "english towns named like words": ({"word_towns_en.xml": _tei("Chat", NICKS, _posts(
        "we moved to Mold in March", "my brother lives in Wool now", "she is from Rugby originally"))},
        ["Mold", "Wool", "Rugby"]),
    "german towns named like words": ({"word_towns_de.xml": _tei("Chat", NICKS, _posts(
        "der Umzug nach Kirchen war anstrengend", "Wochenende in Lage bei Opa", "wir wohnen in Lage-Hörste",
        "LG aus Niederweidbach", "glg aus oberwürzbach"))},
        ["Kirchen", "Lage", "Hörste", "Niederweidbach", "oberwürzbach"]),
    # Letters and forms: a name whose line ends inside it, a surname written first after a label.
    "names across line breaks": ({"letter_lines.xml": _tei("Briefe", NICKS, _posts(
        "Herzliche Grüße, Ihre Waltraud<lb/>Kemper-Uhlenbrock", "Dear Mr. Aleksi<lb/>Pitkäranta, thank you.",
        "Patientin: OBERHEIDE, Rosemarie, geb. 03.04.1951", "Name des Kindes: Tewes, Malte"))},
        ["Kemper", "Uhlenbrock", "Pitkäranta", "OBERHEIDE", "Rosemarie", "Tewes", "Malte"]),
    # The red team's findings after them (issues 39 and 38), a class per kind.
    "double names across line breaks": ({"letter_hyphens.xml": _tei("Briefe", NICKS, _posts(
        "Mit freundlichen Grüßen<lb/>Hiltrud Brackelmann-<lb/>Sievering",
        "<w>Herzlich</w><w>,</w><w>Ihre</w><w>Gerlinde</w><w>Pöppelmann-</w><lb/><w>Tiedtke</w>",
        "die Kur in Bad<lb/>Wünnenberg war gut", "seit Mai in Sankt<lb/>Wendel", "Grüße aus St.<lb/>Goarshausen",
        "<w>wir</w><w>wohnen</w><w>in</w><w>Bad</w><lb/><w>Salzdetfurth</w>"))},
        ["Sievering", "Tiedtke", "Wünnenberg", "Wendel", "Goarshausen", "Salzdetfurth"]),
    "initials inside names": ({"initials.xml": _tei("Chat", NICKS, _posts(
        "Termin bei Herrn K.-U. Hollweg", "sprich mit Frau Dr. R. Vennekamp", "Sehr geehrte Frau Dr. C. Oeltjen,",
        "bitte fragen Sie Dr. V, Zimmer 12"))},
        ["K.-U", "Dr. R.", "Dr. C.", "Dr. V,"]),
    "initials in signatures and lists": ({"initials_letters.xml": _tei("Briefe", NICKS, _posts(
        "Viele Grüße<lb/>U.-M. Kestermann", "Beste Grüße<lb/>Rolf-D. Ahlgrimm", "Herzliche Grüße<lb/>T. Wehrbein",
        "P.-J. Dellbrügge hat angerufen", "Verteiler: Ostermeier, G.-H.; Lutterbeck, E.", "gez. A.-M. Schwietzke",
        "Prof. Dr. A. Quandtmeyer", "Dr E Pankratz kommt morgen"))},
        ["U.-M", "Kestermann", "Rolf-D", "Ahlgrimm", "Wehrbein", "P.-J", "Dellbrügge", "Ostermeier", "G.-H",
         "Lutterbeck", "A.-M", "Schwietzke", "Quandtmeyer", "Dr E ", "Pankratz"]),
    "reference numbers spaced in plain text": ({"spaced_numbers.xml": _tei("Briefe", NICKS, _posts(
        "Ihr Schreiben, Az . 7 O 456 / 19, liegt vor", "Aktenzeichen : 14 C 872 / 22",
        "Geschäftszeichen: 2 Js 3345 / 21 bitte angeben"))},
        ["456 / 19", "872 / 22", "3345 / 21"]),
    "third parties inside file names": ({"file_names.xml": _tei("Chat", NICKS, _posts(
        "anbei Zeugnis_Wiebke_Austermann.pdf", "see notes-from-torsten-mehlhose.docx",
        "Glückwunsch #ElfriedeKuhlbrodt80", "Foto: urlaub.ansgar.bredemeier.jpg", "go #TaylorSwift"))},
        ["Austermann", "Mehlhose", "Kuhlbrodt", "Bredemeier"]),
    "addresses and identifying numbers": ({"addresses_numbers.xml": _tei("Chat", NICKS, _posts(
        "Wir wohnen in der Lindenstraße, Haus Nr. 347.", "meine Adresse: Quittenweg Hausnummer 281",
        "Mein Kennzeichen ist KA-RT 4821, das andere OS QL 735E", "my plate is LM63 XKZ",
        "Auftrag 2022 - 6619 - 14 ist offen", "NI number: JK 48 20 91 B", "Kundennr. 5531 / 20 / 977"))},
        ["Lindenstraße", "Nr. 347", "Quittenweg", "281", "KA-RT 4821", "QL 735", "LM63 XKZ", "6619", "48 20 91",
         "5531"]),
    # The red team's fourth round (issue 38/39): names in letters and chat that detection let pass.
    "possessive first mentions": ({"possessive.xml": _tei("Chat", NICKS, _posts(
        "Henrike's car broke down again", "#PrayForHenrike", "Henrike is fine now", "Henrikes Auto ist hin"))},
        ["Henrike"]),
    "signatures and address lines of plain-text letters": ({"letter_plain.xml": _tei("Briefe", NICKS, _posts(
        "An: Gunhild Osterkamp\nCc: Anselm Wiegrefe\nBetreff: Angebot",
        "Mit freundlichen Grüßen\nBenedikta Hollenhorst\nHollenhorst Holzbau GmbH, Bünde",
        "Kind regards,\nTancred Pengelly-Ruddock\nAccounts"))},
        ["Gunhild", "Osterkamp", "Anselm", "Wiegrefe", "Benedikta", "Hollenhorst", "Tancred", "Pengelly"]),
    "first names that are words before a rare surname": ({"word_first_names.xml": _tei("Chat", NICKS, _posts(
        "my neighbour Verity Szczepanowska-Obi called", "we had lunch with Constance Oyelowo-Marsh",
        "gestern kam Mercy Przybyszewski vorbei"))},
        ["Verity", "Szczepanowska", "Constance", "Oyelowo", "Mercy", "Przybyszewski"]),
    "double surnames after an unknown first name": ({"double_surnames.xml": _tei("Chat", NICKS, _posts(
        "ich habe Ysolde Marchbank-Eze getroffen", "yesterday I met Oluwadamilare Hetherington-Vos"))},
        ["Ysolde", "Marchbank", "Oluwadamilare", "Hetherington"]),
    "surnames in lower case": ({"lower_surnames.xml": _tei("Chat", NICKS, _posts(
        "hab gestern mit gunnar abelsen telefoniert", "frag mal rosalie kettwig-brandt"))},
        ["abelsen", "kettwig"]),
    # The fifth round (issues 38/39): first names that are words after a possessive with a person's
    # verb or "and I", after a greeting and its comma, before a surname made like a compound, and
    # capitalised inside an English sentence (novels name their people so).
    "word names after possessives and greetings, in English prose": ({"word_names.xml": _tei("Chat", NICKS, _posts(
        "my Hazel and I are off to the lake", "Cheers, Sterling", "gestern saß ich mit Summer Kettelhack im Bus",
        "We walked home, and Jasmine went up to bed early."))},
        ["Hazel", "Sterling", "Summer", "Kettelhack", "Jasmine"]),
    # The red team's findings on TEI's own places for names (issue 39): speakers and alternative
    # readings, ids and pointers that carry a name, a name known only from the header or a comment in
    # a file name or a link, a participant's name in another script, a word divided at a line's end.
    "speakers and alternative readings": ({"readings.xml": _tei("Interview", NICKS,
        '<sp><speaker>Frau Hildegunde Rassmöller</speaker><p>Ich war lange in der Pflege.</p></sp>'
        '<sp><speaker>Interviewerin</speaker><p>Und danach?</p></sp>' + _posts(
        "gestern war <choice><sic>Marlene Hülsbusch</sic><corr>Marlene Hülsebusch</corr></choice> da",
        "frag <choice><orig>Frantziska Beckmeyer</orig><reg>Franziska Beckmeyer</reg></choice> mal",
        "Grüße an <choice><abbr>Th. Uhlendahl</abbr><expan>Theodor Uhlendahl</expan></choice>"))},
        ["Rassmöller", "Hildegunde", "Hülsbusch", "Hülsebusch", "Frantziska", "Beckmeyer", "Uhlendahl"]),
    "names in ids and pointers": ({"pointers.xml": _tei("Chat", (("Ottilie_Brackwede", "", "Ottilie Brackwede"),
        ("Gernot.Zumbusch", "", "Gernot Zumbusch")),
        '<post xml:id="c0" who="#Ottilie_Brackwede"><p>hallo <rs ref="#Gernot.Zumbusch">du</rs></p></post>'
        '<post xml:id="c1" who="#Gernot.Zumbusch"><p>na <seg corresp="#Ottilie_Brackwede">sie</seg></p></post>'
        '<post xml:id="c2" who="#Gernot.Zumbusch"><p><u who="#Ottilie_Brackwede">ja</u> siehe '
        '<ptr target="#Ottilie_Brackwede"/></p></post>'),
        "pointers_dangling.xml": _tei("Chat", NICKS, _posts(
            'hallo <seg who="#Heinrike_Lammersiek">du</seg>', 'und <rs ref="personen.xml#lammersiek.heinrike">sie</rs>',
            'na <seg corresp="#Bertwin_Osterkamp">er</seg> <ptr target="#osterkamp-bertwin"/>'))},
        ["Brackwede", "Ottilie", "Zumbusch", "Gernot", "Lammersiek", "Heinrike", "Osterkamp", "Bertwin"]),
    "names known from elsewhere in links": ({"nachlass_vornholt.xml": _tei("Briefe", NICKS,
        '<!-- Nachlass Adalbert Vornholt, Kiste 3 --><pb n="1" facs="scans/vornholt-seite1.png"/>' + _posts(
            'siehe <graphic url="bilder/vornholt_1987.jpg"/>', '<bibl source="archiv/vornholt.pdf">Brief</bibl>')
        .replace('<post xml:id="c0"', '<post xml:id="c0" facs="kampwerth_s1.tif"'),
        "Briefe aus dem Nachlass von Frau Edeltraud Kampwerth.")},
        ["Vornholt", "Kampwerth"]),
    "names in another script": ({"scripts.xml": _tei("Chat", (("A1", "", "Jewgenija Saweljewa"),
        ("B1", "", "Stavroula Karamanli")), _posts(
        "Евгения Савельева kommt morgen", "η Σταυρούλα Καραμανλή ήρθε", "frag Женя mal",
        "савельева kommt auch", "σταυρούλα έλα", "евгения?"))},
        ["Евгения", "Савельева", "Σταυρούλα", "Καραμανλή"]),
    "words divided at a line's end": ({"divided.xml": _tei("Briefe", NICKS, _posts(
        "Herzliche Grüße, Ihre Roswitha Hollen-<lb/>horst", "Dear Mr. Tobias Quarten-<lb/>maine, thank you.",
        "Grüße von Herrn Dietmar Wester\u00ad<lb/>holt", "Frau Irmela Brockmann-<lb break=\"no\"/>Sieveking",
        "<w>Ihre</w><w>Gisela</w><w>Tewinkel-</w><lb/><w>Ahrens</w><w>.</w>",
        "<w>Herrn</w><w>Ewald</w><w>Hasel-</w><lb/><w>brink</w>"))},
        ["horst", "maine", "holt", "Sieveking", "Tewinkel", "Ahrens", "brink"]),
    # The red team's findings on numbers and addresses (issues 38/39), a class per kind.
    "dates of birth": ({"birth_dates.xml": _tei("Briefe", NICKS, _posts(
        "Patientin Frau Schierholz, geb. 14.02.1939, Zimmer 5", "er ist geboren am 8. Dezember 1957 in Uelzen",
        "D.O.B. 23/07/1968", "Mr Quarrie was born on 2 August 1946", "Geburtsdatum: 1972-11-05",
        "Opa Theodor (* 30.09.1925)"))},
        ["14.02.1939", "8. Dezember 1957", "23/07/1968", "2 August 1946", "1972-11-05", "30.09.1925"]),
    "phone numbers in spaced groups": ({"spaced_phones.xml": _tei("Briefe", NICKS, _posts(
        "Tel. 0 57 32 / 6 81 94", "Praxis (0 71 21) 3 90 55 7", "Fax: 08 21 / 45 60 3-9",
        "mobil +49 1 60 / 9 24 87 31", "call 01865 740 218", "+44 113 496 0735 after six"))},
        ["6 81 94", "3 90 55 7", "45 60 3", "9 24 87 31", "01865 740 218", "496 0735"]),
    "identity documents and location codes": ({"documents_codes.xml": _tei("Chat", NICKS, _posts(
        "Personalausweis R3TK7P0W9 liegt bei", "passport number 664201937", "Führerschein: X92LK03PQ71",
        "NI number PK 73 01 85 D", "Versichertennummer Q804417263", "wir stehen bei ///moos.kerze.fenster",
        "Treffpunkt 9F5GX4WR+QC", "bei X4WR+QC Lüdenscheid"))},
        ["R3TK7P0W9", "664201937", "X92LK03PQ71", "73 01 85", "Q804417263", "moos.kerze.fenster", "9F5GX4WR",
         "X4WR+QC"]),
    "addresses across line breaks": ({"address_lines.xml": _tei("Briefe", NICKS, _posts(
        "Frau Gesine Vahlkamp<lb/>Mispelweg 11a<lb/>49326 Melle", "Heckenrosenpfad 3<lb/>26789 Leer",
        "Mr Tobias Gwilliam<lb/>22 Orchard Mews<lb/>Ludlow<lb/>SY8 1QD", "9 Weavers Close, Stroud GL5 3JH",
        "Absender:<lb/>57368 Lennestadt"))},
        ["Mispelweg", "49326", "Melle", "Heckenrosenpfad", "26789", "Leer", "Orchard Mews", "Ludlow", "SY8 1QD",
         "Weavers", "Stroud", "GL5 3JH", "Lennestadt"]),
    "dates of birth in parts": ({"birth_parts.xml": _tei("Chat", NICKS, _posts(
        "mein Cousin, Jahrgang 83, ist am 27. Januar geboren", "she was born on the 11th of March, class of '97",
        "Baujahr 1976 und am 4. Oktober hab ich Geburtstag"))},
        ["27. Januar", "83,", "11th of March", "'97", "1976", "4. Oktober"]),
    "place lines above a postcode": ({"place_lines.xml": _tei("Briefe", NICKS, _posts(
        "Mrs Elowen Tregear<lb/>Polgooth<lb/>Cornwall<lb/>PL26 7BP", "Herrn Jost Pahlke<lb/>Ahlsen<lb/>49565 Bramsche"))},
        ["Polgooth", "PL26 7BP", "Ahlsen", "49565"]),
    "ids holding a replaced name": ({"named_ids.xml": _tei("Interview", NICKS,
        '<div xml:id="mtewinkel"><post xml:id="c0" who="#A1"><p>Frau Margarete Tewinkel kam heute.</p></post>'
        '<post xml:id="c1" who="#B1"><p>siehe <ptr target="#mtewinkel"/></p></post></div>')},
        ["Tewinkel", "mtewinkel"]),
    "third parties in other letters": ({"other_letters.xml": _tei("Chat", NICKS, _posts(
        "gestern rief Зинаида Белоусова an", "Grüße von Ευαγγελία Τσακίρη aus Volos", "kennst du Ярослав?"))},
        ["Зинаида", "Белоусова", "Ευαγγελία", "Τσακίρη", "Ярослав"]),
    # The red team's third round on the parts of a file teianon did not read (issue 39).
    "names in the project's metadata": ({"project_metadata.xml": _tei("Briefe", NICKS, _posts(
        "Frau Adelgunde Piepenbrock hat die Briefe gebracht", "grüß Adelgunde von mir")).replace(
        "<particDesc>", "<textClass><keywords><term>Piepenbrock, Adelgunde</term></keywords></textClass><particDesc>").replace(
        "</title></titleStmt>", "</title><respStmt><resp>Leihgabe</resp><persName>Adelgunde Piepenbrock</persName>"
        "</respStmt></titleStmt><editionStmt><edition>Nach den Briefen an Adelgunde Piepenbrock</edition></editionStmt>")},
        ["Piepenbrock", "Adelgunde"]),
    "neighbouring blocks": ({"blocks.xml": _tei("Dienstplan", NICKS, _posts(
        "Schichten:<table><row><cell>Hausmeister</cell><cell>Falko Tegetmeyer</cell></row></table>",
        "<opener><dateline>Montag</dateline><salute>Lieber Falko Tegetmeyer,</salute></opener>",
        "Rota:<table><row><cell>Caretaker</cell><cell>Ebony Achterberg-Lusk</cell></row></table>"))},
        ["Tegetmeyer", "Achterberg-Lusk"]),
    "title pages, person fields, xenoData": ({"front_fields.xml": _tei("Tagebuch", NICKS, _posts(
        "Clementine Vosskuhle schreibt wieder.")).replace(
        "<text><body>", "<text><front><titlePage><docTitle><titlePart>Tagebuch der Clementine Vosskuhle</titlePart>"
        "</docTitle></titlePage></front><body>").replace(
        "</persName></person>", "</persName><occupation>Kassiererin bei Herrn Ulrich Brakelmann</occupation></person>", 1
        ).replace("</fileDesc>", "</fileDesc><xenoData><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" "
                  "xmlns:foaf=\"http://xmlns.com/foaf/0.1/\"><foaf:name>Irmelin Droegemoeller</foaf:name></rdf:RDF></xenoData>")},
        ["Vosskuhle", "Brakelmann", "Droegemoeller"]),
    "participant ids in the text": ({"ids_in_text.xml": _tei("Chat", (("A12", ' type="nickname"', "moosbeere"),
                                                                          ("A13", ' type="nickname"', "hagebutte")),
        '<post xml:id="c1" who="#A12"><p>wir sitzen an Tisch A13, nicht A12</p></post>'
        '<post xml:id="c2" who="#A13"><p>ok, A12 kommt gleich</p></post>')},
        []),
    # The red team's third round (N2, N7, N15): names one place knows and another misses.
    "third parties across files": ({
        "faeden/eins.xml": _tei("Faden", NICKS, _posts("Heute war Frau Wiebke Tjaden-Ohlrogge vom Sozialamt da.")),
        "faeden/zwei.xml": _tei("Faden", NICKS, _posts("die tjaden-ohlrogge schon wieder", "Tjaden-Ohlrogge nervt",
                                                       "Tjaden-Ohlrogges Brief kam"))},
        ["Tjaden", "Ohlrogge"]),
    "forum users without @": ({"forum_users.xml": _tei("Forum", NICKS, _posts(
        "Zitat von moorhuhn_lippe: Ventil tauschen.", "Originally Posted by wrenfield_23<lb/>nope",
        "Quote from: brackenmoth on 4 May 2024, 11:02", "&gt; dune_runner9 wrote:<lb/>&gt; agreed",
        "frag u/fernhill_ash", "tiktok jolinasnacks", "threema 2FQW8ZKT", "moorhuhn_lippe hat recht"))},
        ["moorhuhn_lippe", "wrenfield_23", "brackenmoth", "dune_runner9", "fernhill_ash", "jolinasnacks",
         "2FQW8ZKT"]),
    "case forms and other scripts": ({"case_forms.xml": _tei("Chat", NICKS, _posts(
        "Grüß Jadwiga und Radosław von mir!", "Pozdrowienia od Jadwigi i Radosława!", "Spotkałam się z Jadwigą",
        "Привет от Тамары и Гриши!", "Φιλιά από τη Ευτυχία!"))},
        ["Jadwig", "Radosław", "Тамар", "Гриш", "Ευτυχία"]),
    "surnames after a nickname, a mention or a header": ({"name_frames.xml": _tei("Mail", NICKS, _posts(
        'Bernd-Dieter "Bodo" Klostermeyer war auch da', "Penelope 'Pip' Oduya-Whitcombe spoke first",
        "cc @Swantje Lüttgenhorst", "From: Ngubane, Lwazi &lt;l.ngubane@example.org&gt;",
        "To: 'Jaworski, Radoslaw' &lt;rj@example.com&gt;"))},
        ["Klostermeyer", "Oduya-Whitcombe", "Lüttgenhorst", "Ngubane", "Lwazi", "Jaworski", "Radoslaw"]),
    "kin words, family units and initials": ({"kin_units.xml": _tei("Chat", NICKS, _posts(
        "my gran Opal is 92 today", "we had tea with Auntie Merry", "Great-uncle Rocky fixed the roof",
        "Die Erbengemeinschaft Pöttgensiek verkauft das Haus.", "Yours faithfully,<lb/>Mrs L. Dunstable<lb/>Bursar",
        "frag mal finn-luca ob er kommt"))},
        ["Opal", "Merry", "Rocky", "Pöttgensiek", "Dunstable", "finn-luca"]),
    "a word surname repeated alone": ({"word_surname_repeat.xml": _tei("Chat", NICKS, _posts(
        "unser Hausarzt Dr. Lorenz Eiche ist gut", "Eiche hat mich krankgeschrieben",
        "my dentist Dr Tamsin Brook is lovely", "Brook said no sweets"))},
        ["Eiche", "Brook"]),
    # The red team of session leak39: attachments and scans named in a pointer's file name, an
    # address the corpus marks part by part.
    "file names in pointers": ({"pointer_files.xml": _tei("Chat", NICKS,
        '<post xml:id="c0" who="#A1"><p>da <graphic url="bilder/Einschulung_Henrieke_Dalhoff.jpg"/></p></post>'
        '<post xml:id="c1" who="#B1"><media url="audio/Nachricht%20von%20Bertold%20Lohkamp.m4a"/></post>'
        '<post xml:id="c2" who="#A1" facs="scan/gutachten-margit-stuckenschneider.pdf"><p>Gutachten</p></post>')},
        ["Dalhoff", "Henrieke", "Lohkamp", "Bertold", "Stuckenschneider"]),
    "address markup": ({"address_markup.xml": _tei("Chat", NICKS, _posts(
        "an <address><street>Schlingenkamp 3</street>, <postCode>59320</postCode> <settlement>Ennigerloh</settlement>"
        "</address>", "<address><postBox>Postfach 4410</postBox></address>"))},
        ["Schlingenkamp", "59320", "Ennigerloh", "4410"]),
    "coordinates in standOff and with a slash": ({"coordinates_more.xml": _tei("Chat", NICKS, _posts(
        "hier 50.94411/6.95802 parken", "ok")).replace("</teiHeader>", '</teiHeader><standOff><listPlace><place>'
        "<placeName>Odenthal</placeName><location><geo>51.03312 7.11204</geo></location></place></listPlace></standOff>")},
        ["50.94411", "Odenthal", "51.03312"]),
    "hungarian letters written out": ({"hungarian.xml": _tei("Chat", NICKS, _posts(
        "Frau Enikő Győrffy hat angerufen", "die gyoerffy ruft morgen wieder an"))},
        ["Győrffy", "gyoerffy", "Enikő"]),
    "cued streets without a street word": ({"cued_streets.xml": _tei("Chat", NICKS, _posts(
        "wir wohnen jetzt Am Haarstrang 6", "meine Anschrift: Ossenbrink 15 in Herford", "ich wohne Lange Wand 2"))},
        ["Haarstrang", "Ossenbrink", "Lange Wand"]),
    "reddit fullnames as ids": ({
        "reddit/thread.xml": _tei("Thread", NICKS, '<post xml:id="t3_1p0z7hv" who="#A1"><p>frage</p></post>'
                                  '<post xml:id="t1_mx4c2rd" who="#B1"><p>antwort</p></post>'),
        "reddit/links.xml": _tei("Links", NICKS, '<post xml:id="l1" who="#A1"><p>siehe <ptr target="thread.xml#t1_mx4c2rd"/>'
                                 "</p></post>")},
        ["1p0z7hv", "mx4c2rd"]),
    # Red team round 7 (session leak7): replaced names standing whole in ids (the file was
    # refused), names in the file names of pointers to other documents and of scans, streets
    # without a street word before an Austrian or a British postcode.
    "names as words of ids": ({"ids_words.xml": _tei("Chat", NICKS,
        '<post xml:id="ole_1" who="#A1"><p>Ole Wendtland ist da</p></post>'
        '<post xml:id="ole_2" who="#B1"><p>wir fahren mit Ole nach Nottuln</p></post>'
        '<post xml:id="nottuln-3" who="#A1"><p>siehe <ptr target="#ole_1"/></p></post>')},
        ["Wendtland", "ole_1", "nottuln-3"]),
    "file names of other documents and scans": ({"document_files.xml": _tei("Briefe", NICKS, _posts(
        'siehe <ref target="briefe/Almuth_Dreckmann_1963.xml">den Brief</ref>',
        '<pb facs="scans/heemsoth-reinhild-05.tif"/>Seite 5',
        '<graphic url="fotos/Abiball_Fenje_Olthauskamp.jpg"/>'))},
        ["Dreckmann", "Almuth", "heemsoth", "reinhild", "Fenje", "Olthauskamp"]),
    "streets before austrian and british postcodes": ({"postcodes_abroad.xml": _tei("Chat", NICKS, _posts(
        "das Büro ist Föhrenhang 21, 6020 Innsbruck", "send it to 8 Thistlewood, Penrith CA11 7QT"))},
        ["Föhrenhang", "6020", "Thistlewood", "CA11 7QT"]),
    "short numbers a cue makes private": ({"cued_numbers.xml": _tei("Chat", NICKS, _posts(
        "Opa liegt im Pflegeheim auf Zimmer 4731", "unsere Parzelle 8512 ist verwildert",
        "eingetragen beim Amtsgericht unter VR 60917", "mein Flug XQ 7716 landet um neun",
        "wir wohnen in der 173b, hinterm Markt", "bin gerade in 37581 unterwegs"))},
        ["4731", "8512", "60917", "XQ 7716", "173b", "37581"]),
    "streets named with a preposition, no number": ({"named_streets.xml": _tei("Chat", NICKS, _posts(
        "wir wohnen jetzt Hinter den Ellern", "schick es an Wiebkenkamp 12."))},
        ["Ellern", "Wiebkenkamp"]),
    # The review of round 7: a pointer from another file of the run into ids renamed for a name
    # kept the old id (it led nowhere and held the name), and its file was called clean.
    "pointers into ids renamed for a name": ({
        "fahrten/touren.xml": _tei("Touren", NICKS,
            '<post xml:id="lemgo_fahrt_1" who="#A1"><p>wir fahren nach Lemgo zu Imke Dallmeier</p></post>'
            '<post xml:id="lemgo_fahrt_2" who="#B1"><p>gut</p></post>'),
        "fahrten/verweise.xml": _tei("Verweise", NICKS,
            '<post xml:id="v1" who="#A1" corresp="touren.xml#lemgo_fahrt_2"><p>siehe '
            '<ptr target="touren.xml#lemgo_fahrt_1"/></p></post>'
            '<linkGrp><link target="#v1 touren.xml#lemgo_fahrt_1"/></linkGrp>')},
        ["lemgo", "dallmeier"]),
    # A platform's key in the text of a source record's analytic (title, reference text).
    "platform keys in a source record": ({"source_record.xml": _tei("Thread", NICKS,
        '<post xml:id="t3_9vk2p7c" who="#A1"><p>frage</p></post>',
        source='</p><biblStruct><analytic><title>Beitrag t3_9vk2p7c</title>'
        '<ref target="https://www.reddit.com/r/de/comments/9vk2p7c/">Diskussion 9vk2p7c</ref></analytic>'
        '<monogr><title>Reddit</title><imprint><publisher>Reddit Inc.</publisher></imprint></monogr></biblStruct><p>')},
        ["9vk2p7c"]),
    # The red team's last classes (issue 39, left65): a bank's BIC, a private file's mark, a name
    # in an attribute's label, oXygen's tracking, a school of another language with its village,
    # a place after a title's comma (a teiCorpus's too).
    "bank codes beside an account": ({"bank_codes.xml": _tei("Chat", NICKS, _posts(
        "IBAN AT48 3200 0000 1234 5864, BIC RLNWATWWXXX", "my swift code is HBUKGB4B"))},
        ["RLNWATWWXXX", "HBUKGB4B"]),
    "private files in an idno": ({"private_file.xml": _tei("Chat", NICKS, _posts("hallo"),
        source='</p><msDesc><msIdentifier><repository>Privatbesitz</repository><idno>Akte Gerwin Tölkes '
        '2018/7</idno></msIdentifier></msDesc><p>')},
        ["Tölkes", "2018/7"]),
    "names in attribute labels": ({"attribute_labels.xml": _tei("Chat", NICKS,
        '<post xml:id="c0" who="#A1" rend="von Adelheid Jäger" source="photo by Rosalie Cook"><p>ok</p></post>')},
        ["Adelheid Jäger", "Rosalie Cook"]),
    "oxygen change tracking": ({"oxygen.xml": _tei("Chat", NICKS, _posts(
        'ja <?oxy_insert_start author="Gunhild Ostermeier" timestamp="20240101T100000+0100"?>neu<?oxy_insert_end?>'))
        .replace("\n<TEI", '\n<?oxy_comment_start author="mbrackel" comment="fragen bei Ortrun Siebald"?>\n<TEI', 1)
        .replace("</TEI>\n", "</TEI>\n<?oxy_comment_end?>\n")},
        ["Ostermeier", "mbrackel", "Siebald"]),
    "schools of other languages": ({"schools_abroad.xml": _tei("Chat", NICKS, _posts(
        "she was at Ysgol Gynradd Llangwyryfon", "chodził do Szkoła Podstawowa w Wierzbicy",
        "à l'École primaire de Montaigu-de-Quercy"))},
        ["Llangwyryfon", "Wierzbicy", "Montaigu-de-Quercy"]),
    "places after a title's comma": ({"title_place.xml": _corpus("Test.", _tei(
        "Chat der Klasse 8d, Kleinaitingen", NICKS, _posts("hallo"))).replace(
        "<title>Korpus</title>", "<title>Klassenchats, Hinterweidenthal</title>")},
        ["Kleinaitingen", "Hinterweidenthal"]),
    # Round 66 (the reader's view and structure): around the root, overrides, interleaved
    # letters, a manuscript's description, lines inside words, an address's lines, file URIs.
    "comments around the root": ({"around.xml": _tei("Chat", NICKS, _posts("hallo")).replace(
        "\n<TEI", "\n<!-- Export von Roswitha Tebbenjohanns, Tel. 04403 618274 -->\n<TEI", 1)
        + "<!-- Log_Roswitha_Tebbenjohanns_04403-61827.txt -->\n"},
        ["Tebbenjohanns", "618274", "61827"]),
    "reversed and interleaved names": ({"display.xml": _tei("Chat", NICKS, _posts(
        "ich habe mit \u202elegnatsgnuJ edurtreG\u202c gesprochen", "grüß W♥a♥l♥b♥u♥r♥g von mir"))},
        ["legnatsgnuJ", "edurtreG", "W♥a♥l♥b"]),
    "manuscript descriptions": ({"manuscript.xml": _tei("Briefe", NICKS, _posts("hallo"),
        source='</p><msDesc><msIdentifier><repository>Sammlung Hiltraud Kemmerich</repository></msIdentifier>'
        '<physDesc><handDesc><handNote>Hand von Erdmuthe Plaggenborg</handNote></handDesc></physDesc>'
        '<history><provenance>Nachlass Gunnar Lübbersmeyer</provenance></history></msDesc><p>')},
        ["Kemmerich", "Plaggenborg", "Lübbersmeyer"]),
    "lines inside words and numbers": ({"inside_lines.xml": _tei("Chat", NICKS, _posts(
        "ruf an: 04921<lb/>58 33<lb/>7 21", "bei Frau Hollen<lb/>bergmann"))},
        ["58 33", "bergmann"]),
    "addresses and paths in the header": ({"header_paths.xml": _tei("Brief", NICKS, _posts("hallo")).replace(
        "<TEI ", '<TEI xml:base="file:///home/tgrewing/export/" ', 1).replace("</particDesc>",
        "</particDesc><correspDesc><correspAction type='sent'><address><addrLine>Am Sielhamm 4</addrLine>"
        "<addrLine>26736 Krummhörn</addrLine></address></correspAction></correspDesc>", 1)},
        ["tgrewing", "Sielhamm", "26736", "Krummhörn"]),
}


def classes(teianon: str, only: str | None = None) -> int:
    """The leak classes of issue 39 on a made-up corpus: per class and mode, the secrets left in
    outputs that were written and called clean (``only``: the classes whose label holds one of its comma-separated parts)."""
    wanted = only.split(",") if only else [""]
    chosen = {label: case for label, case in CLASSES.items() if any(w in label for w in wanted)}
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "in"
        for files, _ in chosen.values():
            for name, text in files.items():
                (source / name).parent.mkdir(parents=True, exist_ok=True)
                (source / name).write_text(text, encoding="utf-8")
        print("| class | mode | files written | secrets | left in written files |\n|---|---|---:|---:|---:|")
        for mode in ("placeholder", "pseudonym"):
            out = Path(tmp) / mode
            command = [teianon, "run", str(source), "-o", str(out), "-q", "--date", "2026-11-23"]
            if mode == "pseudonym":
                command += ["--mode", "pseudonym", "--salt", "x", "--key", str(Path(tmp) / "key.json")]
            subprocess.run(command, capture_output=True, text=True)
            for label, (files, secrets) in chosen.items():
                written = [out / name for name in files if (out / name).exists()]
                text = "\n".join(p.read_text(encoding="utf-8").casefold() for p in written)
                left = [s for s in secrets if s.casefold() in text]
                failed = failed or bool(left)
                print(f"| {label} | {mode} | {len(written)}/{len(files)} | {len(secrets)} | {len(left)} "
                      f"{' '.join(left)} |")
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("inputs", nargs="*", type=Path)
    parser.add_argument("--classes", action="store_true", help="the leak classes of issue 39 on a made-up corpus")
    parser.add_argument("--only", help="with --classes: only the classes whose label holds one of these (comma-separated)")
    parser.add_argument("--policy", type=Path)
    parser.add_argument("--teianon", default=str(Path(sys.executable).with_name("teianon")))
    args = parser.parse_args()
    if args.classes:
        return classes(args.teianon, args.only)
    files = [f for given in args.inputs for f in (sorted(given.rglob("*.xml")) if given.is_dir() else [given])]
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for mode in ("placeholder", "pseudonym"):
            certain = possible = 0
            for source in files:
                out = Path(tmp) / mode / source.parent.name
                command = [args.teianon, "run", str(source), "-o", str(out), "-q", "--date", "2026-11-23"]
                if args.policy:
                    command += ["--policy", str(args.policy)]
                if mode == "pseudonym":
                    command += ["--mode", "pseudonym", "--key", str(Path(tmp) / "key.json")]
                run = subprocess.run(command, capture_output=True, text=True)
                target = out / source.name
                if not target.exists():
                    reason = (run.stderr.strip().splitlines() or ["no output"])[-1]
                    print(f"{mode}\t{source}\tnot written: {reason}")
                    continue
                for word, n, sure in search(target, identifiers(source)):
                    print(f"{mode}\t{target.name}\t{'LEAK' if sure else 'word'}\t{word!r}\t{n}")
                    certain += n if sure else 0
                    possible += 0 if sure else n
            print(f"{mode}: {len(files)} file(s), {certain} leak(s), {possible} hit(s) of identifiers that are common words")
            failed = failed or certain > 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
