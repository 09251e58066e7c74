"""Medicine and science that a tagger reads as names: no person, place or firm is meant.

- :func:`is_medicine`: a medicine or its active substance (``Ibuprofen``, ``Metformin``,
  ``naltrexone``), from DrugBank's open vocabulary (``sources/medicines.txt.gz``, built by
  :mod:`teianon.lists.build_medicines`);
- :func:`disease`: a disease named after a person, in a frame of illness (``Opa hat Parkinson``,
  ``Morbus Crohn``, ``Alzheimer diagnostiziert``, ``Parkinson's disease``); ``Herr Parkinson``
  and ``mit Parkinson telefoniert`` stay names;
- :func:`lab_name`: a gene or protein symbol (``BRCA1``, ``TP53``, ``p53``), a laboratory strain
  (``C57BL/6J``, ``BALB/c``) in a sentence of biology, and a CAS registry number (``50-78-2``, its
  check digit right) beside its label or a word of chemistry;
- :func:`software`: a program's or a model's name as its makers write it (``RoBERTa``,
  ``systemd``); one in title case or in capitals, which is a person's name as well (``Alexa``,
  ``Jenkins``, ``BERT``: chat shouts names), only in a sentence of computing.
"""

from __future__ import annotations

import gzip
from functools import cache

import regex
from wordfreq import zipf_frequency

from ..lists import HERE, key_of, notable, organisations
from ..mention import Category, Mention
from .kept_context import after, before, kept_terms, private_before, sentence_words, written_forms

MEDICINE_TABLE = "sources/medicines.txt.gz"


@cache
def _medicines() -> frozenset[str]:
    with gzip.open(HERE / MEDICINE_TABLE, "rt", encoding="utf-8") as f:
        return frozenset(line.strip() for line in f if line.strip())


def is_medicine(word: str) -> bool:
    """``word`` is a medicine's or an active substance's name (any case)."""
    return word.casefold() in _medicines()


# A medicine's strength or form after its name: "Ibuprofen 400", "Metformin 500 mg".
_DOSE = regex.compile(r"\s*(?:\d+(?:[.,]\d+)?\s*(?:mg|µg|mcg|g|ml|i\.?e\.?|%)?|forte|retard|akut|comp)", regex.I)


def medicine(text: str, mention: Mention) -> bool:
    """The proposal is a medicine's name, perhaps with its dose (``Ibuprofen 400``)."""
    words = text[mention.start : mention.end].split()
    if not words or not is_medicine(words[0]):
        return False
    rest = " ".join(words[1:])
    return not rest or bool(_DOSE.fullmatch(" " + rest))


# Words of illness around a disease's name: before it (within three words) or after it.
_ILL_BEFORE = frozenset(
    "hat habe hab hast haben hatte hatten hattest leidet leide leiden litt erkrankt erkrankte diagnose "
    "verdacht morbus m. schub frühstadium fortgeschrittenem fortgeschrittener beginnendem beginnender "
    "has have had suffers suffering suffer diagnosed diagnosis early-onset advanced stage with wegen gegen".split()
)
_ILL_AFTER = frozenset(
    "krankheit erkrankung syndrom disease syndrome diagnostiziert diagnosed erkrankt erkrankte patient patienten "
    "patients symptome symptoms schub schübe medikament medikamente medication medikation therapie therapy "
    "thyreoiditis thyroiditis".split()
)
# A disease's name as the first part of its compound: "Parkinson-Krankheit", "Alzheimer's".
_COMPOUND = regex.compile(r"(?i)(?:-(?:krankheit|erkrankung|syndrom|patient\w*|demenz)|['’]s?\s+(?:disease|syndrome))")


def disease(text: str, mention: Mention) -> bool:
    """A disease named after its describer, in a frame of illness."""
    span = text[mention.start : mention.end]
    names = kept_terms().get("disease", {})
    first = span.split()[0].casefold() if span.split() else ""
    if span.casefold() not in names and not (first == "morbus" and len(span.split()) == 2):
        return False
    if _COMPOUND.match(text, mention.end):
        return True
    words_before = [w.casefold() for w in before(text, mention.start, 3)]
    if words_before and words_before[-1] in ("herr", "frau", "mr", "mrs", "ms", "dr", "prof"):
        return False
    if any(w in _ILL_BEFORE for w in words_before) or first == "morbus":
        return True
    return any(w.casefold() in _ILL_AFTER for w in after(text, mention.end, 2))


# A gene's or protein's symbol: capitals and digits, a digit among them (BRCA1, TP53, IL-6,
# p53, Brca1); without a digit only beside the word gene or protein (KRAS-Mutation, EGFR gene).
_SYMBOL = regex.compile(r"(?=[\p{L}\p{N}\-]*\d)[A-Za-z][A-Za-z0-9]{0,9}(?:-[A-Za-z0-9]{1,4})?")
_CAPITALS = regex.compile(r"[A-Z][A-Z0-9]{2,7}")
# Web frequency (Zipf, German or English) below which a string of capitals is no common acronym.
RARE = 3.0
# A strain of laboratory animals: C57BL/6J, BALB/c, DBA/2J, 129S1/SvImJ, NOD/SCID.
_STRAIN = regex.compile(r"[A-Z0-9]{2,6}(?:/[A-Za-z0-9]{1,6})+")
_BIOLOGY = frozenset(
    "gen gene genes gens mutation mutationen mutations mutiert mutated variante varianten variant variants "
    "allel allele alleles protein proteine proteins expression expressed exprimiert knockout knock-out "
    "mäuse mäusen maus mice mouse mutant mutants rats ratten strain stamm stämme zellen cells cell zelllinie "
    "tumor tumour tumors tumours tumoren krebs cancer rezeptor receptor kinase pathway signalweg crispr "
    "sirna mrna dna rna antikörper antibody antibodies wildtyp wildtype wild-type carrier trägerin träger "
    "sequencing sequenzierung promoter transcription transkription inhibitor inhibitors hemmer onkogen oncogene "
    "suppressor phosphorylation phosphorylierung polymorphism polymorphismus snp locus loci".split()
)
# Words of genetics proper: a string of capitals without a digit is a gene's symbol only among two
# of them ("variants in KRAS … sequenced in tumours"); a strain of anthrax or a carrier is no gene's
# sentence ("according to KSM … the Ames strain").
_GENETICS = frozenset(
    "gen gene genes gens mutation mutationen mutations mutiert mutated variante varianten variant variants "
    "allel allele alleles expression exprimiert expressed sequenced sequenziert sequencing sequenzierung "
    "tumor tumour tumors tumours tumoren onkogen oncogene suppressor amplification amplifikation "
    "knockout knock-out wildtyp wildtype wild-type polymorphism polymorphismus".split()
)
_CAS = regex.compile(r"(\d{2,7})-(\d{2})-(\d)")
_CHEMISTRY = frozenset(
    "cas cas-nr cas-nummer rn registry substanz substance stoff chemikalie chemical compound verbindung "
    "reagenz reagent lösung solution".split()
)


def _cas_valid(number: str) -> bool:
    match = _CAS.fullmatch(number)
    if match is None:
        return False
    digits = (match[1] + match[2])[::-1]
    return sum((i + 1) * int(d) for i, d in enumerate(digits)) % 10 == int(match[3])


def lab_name(text: str, mention: Mention) -> bool:
    """A gene, a protein, a laboratory strain or a CAS number in its frame."""
    span = text[mention.start : mention.end]
    if mention.category is Category.NUMBER or _CAS.fullmatch(span):
        near = sentence_words(text, mention.start, mention.end)
        return _cas_valid(span) and any(w in _CHEMISTRY for w in near)
    words = sentence_words(text, mention.start, mention.end)
    strain = _STRAIN.match(text, mention.start)
    if strain and strain.end() >= mention.end and strain.end() - mention.start <= len(span) + 7:
        return any(w in _BIOLOGY for w in words)  # "BALB/c": a tagger takes "BALB" alone
    if mention.category is Category.NICK:
        return False  # a handle with a digit (lela2) in a sentence about cells is someone's
    if _SYMBOL.fullmatch(span) and (regex.search(r"\p{Lu}", span) or regex.fullmatch(r"p\d+", span)):
        return any(w in _GENETICS for w in words)
    if _CAPITALS.fullmatch(span) and sum(w in _GENETICS for w in words) >= 2:
        # Without a digit (KRAS, EGFR) only a symbol the web rarely writes and no list of bodies
        # knows: NASA or the WHO in a sentence about cancer are bodies; a place's name in capitals
        # (Kras) is rare there, and a common one (NRW) is frequent.
        key = key_of(span)
        listed = notable().get(key) or organisations().get(key)
        return not listed and max(zipf_frequency(span, "de"), zipf_frequency(span, "en")) < RARE
    return False


_COMPUTING = frozenset(
    "model modell modelle models trained trainiert training fine-tuned fine-tune finetuned feinjustiert "
    "embeddings embedding transformer prompt prompts token tokens llm sprachmodell language "
    "server dienst service daemon config konfiguration install installiert installed läuft runs running "
    "startet started restart neustart pipeline build deploy deployed container job jobs plugin "
    "app skill lautsprecher speaker echo iphone smartphone sprachassistent assistant befehl command".split()
)


def software(text: str, mention: Mention) -> bool:
    """A program's or a model's name as its makers write it, in a sentence of computing where it is
    a name in title case."""
    words = text[mention.start : mention.end].split()
    if not words or (words[0] not in written_forms("software") and words[0] not in written_forms("model")):
        return False
    # "Jenkins Server", "BERT Modell": the name with a word of computing after it.
    if any(w.casefold() not in _COMPUTING for w in words[1:]) or private_before(text, mention.start, 2):
        return False
    name = words[0]
    if not (name[:1].isupper() and name[1:].islower()) and not name.isupper():
        return True  # "RoBERTa", "systemd": no person's name is written so (chat shouts "BERT")
    return len(words) > 1 or any(w in _COMPUTING for w in sentence_words(text, mention.start, mention.end))
