"""PER: a person's name in the name of a file a post attaches or names.

A chat export writes an attachment as its file name (``IMG-…-Lebenslauf_Vorname_Nachname.pdf
(Datei angehängt)``, ``<Anhang: Vorname Nachname.vcf>``); a forum post or a mail names the file it
sends. Two names of files name a person whatever the name tables say:

- ``file:contact-card``: a contact card (``.vcf``) is named after the contact as the phone
  shows it (``Hauke Dierksen.vcf``, ``Gerda.vcf``): its name before ``.vcf``, without a leading
  ``Kontakt``/``contact``/``vCard``; not a card named by words alone (``Mama.vcf``, ``Notruf.vcf``);
- ``file:personal-document``: a personal document (a CV, an application, a reference, an
  identity card, a certificate, a sick note) named with its holder (``Bewerbung_Okke_Janssen.pdf``,
  ``CV Kieran Doyle 2024.docx``): the capitalised words after the document's word, up to a
  number or the extension; not words alone (``Zeugnis_Abitur_2019.pdf``).

Other file names (``IMG-20240101-WA0003.jpg``, ``Rechnung_2024.pdf``) are left to the other
detectors (a known first name glued into one, ``person.glued``).
"""

from __future__ import annotations

import regex

from ..mention import Category
from ..read.textview import PostText
from . import register
from .lexicon import is_name, is_ordinary
from .patterns import Pattern, PatternDetector

# A form of address or a relation before the name: the name is a person's whatever its words
# (``Frau Vogel.vcf``, ``Oma Gerda.vcf``); the title itself stays.
_TITLES = (
    r"(?i:frau|herr|herrn|familie|fam\.|dr\.|prof\.|oma|opa|tante|onkel|mama|papa|mutti|vati|"
    r"mr\.?|mrs\.?|ms\.?|miss|mum|mom|dad|aunt|auntie|uncle|nan|gran|grandma|grandpa)"
)
_WORD = r"\p{Lu}[\p{L}'’]*(?:-\p{Lu}[\p{L}'’]*)*"
_CARD = (
    r"(?:(?<=\p{N}-)|(?<![\p{L}\p{N}_.'’-]))(?:(?i:kontakt|contact|vcard|visitenkarte)[ _:-]+)?"
    rf"(?:(?P<title>{_TITLES})[ _])?"
    rf"(?P<value>(?:{_WORD}|\p{{N}}+)(?:[ _.](?:{_WORD}|\p{{N}}+)){{0,3}}|\p{{Ll}}[\p{{L}}'’-]*)"
    r"(?:[ _]?\(\d{1,2}\))?\.(?i:vcf)(?![\p{L}\p{N}])"
)
_DOCUMENTS = (
    r"lebenslauf|bewerbung|bewerbungsunterlagen|anschreiben|zeugnis|zeugnisse|arbeitszeugnis|"
    r"abschlusszeugnis|passfoto|ausweis|personalausweis|reisepass|geburtsurkunde|heiratsurkunde|"
    r"attest|krankmeldung|krankschreibung|mietvertrag|arbeitsvertrag|kündigung|abmahnung|"
    r"cv|resume|résumé|curriculum[ _-]vitae|cover[ _-]?letter|"
    r"application|reference|references|passport|birth[ _-]certificate|sick[ _-]note"
)
_LAST_WORD = regex.compile(r"[ _.]+(\p{L}[\p{L}'’-]*)$")
_EXTENSIONS = r"pdf|docx?|odt|rtf|txt|jpe?g|png|heic|tiff?"
_DOCUMENT = (
    rf"(?<![\p{{L}}\p{{N}}])(?i:{_DOCUMENTS})[ _-]+(?:(?i:von|of|for|für)[ _-]+)?(?:(?P<title>{_TITLES})[ _])?"
    rf"(?P<value>{_WORD}(?:[ _]{_WORD}){{0,3}})"
    rf"(?=(?:[ _-]+\p{{N}}[\p{{N}}._-]*)?\.(?i:{_EXTENSIONS})(?![\p{{L}}\p{{N}}]))"
)


@register
class FileNamesDetector(PatternDetector):
    name = "file"
    categories = frozenset({Category.PER})
    category = Category.PER
    REQUIRES = regex.compile(rf"\.(?:vcf|{_EXTENSIONS})(?![\p{{L}}\p{{N}}])", regex.IGNORECASE)
    PATTERNS = (
        Pattern("contact-card", _CARD, flags=regex.VERSION1),
        Pattern("personal-document", _DOCUMENT, cert="medium", flags=regex.VERSION1),
    )

    def validate(self, pattern: Pattern, value: str, match: regex.Match, post: PostText) -> bool:
        # A card or a document named by words alone names no one (``Mama.vcf``, ``Notruf.vcf``,
        # ``Zeugnis_Abitur.pdf``); one word that is a name or no word of the language does.
        words = [w for w in regex.split(r"[ _.]+", value) if any(c.isalpha() for c in w)]
        if match.group("title") and words:
            return True  # after Frau, Oma, Mr: a surname or a first name, though a word (Vogel)
        return bool(words) and any(is_name(w) or not is_ordinary(w) for w in words)

    def trim(self, value: str) -> str:
        # The label a phone adds after a contact's name (``Anna Hein Handy``, ``… Arbeit``,
        # ``… Work``) or a second document's word (``…_Lebenslauf``) is no part of it.
        while (cut := _LAST_WORD.search(value)) is not None and cut.start() > 0:
            word = cut.group(1)
            if is_name(word) or not is_ordinary(word):
                break
            value = value[: cut.start()]
        return value
