"""The closing and greeting formulas of letters and mails in the languages beside German and
English, which the tagger, trained on German and English, reads as names (``Cordiali saluti``:
a person ``Cordiali``; ``Met vriendelijke groet``: an unknown word after "met"). A name any
detector proposes inside one names no one (issue 39). German and English
formulas are the chat words' and the signature rules'.
"""

from __future__ import annotations

import regex

_FORMULAS = (
    # Italian
    r"cordiali\ssaluti|distinti\ssaluti|cari\ssaluti|un\scaro\ssaluto|un\scordiale\ssaluto|saluti\scordiali|"
    r"tanti\ssaluti|buona\sgiornata|cordialmente|"
    # French
    r"bien\scordialement|cordialement|bien\sà\svous|salutations\sdistinguées|meilleures\ssalutations|"
    r"amicalement|bisous|bonne\sjournée|"
    # Spanish, Portuguese
    r"saludos\scordiales|un\ssaludo|atentamente|un\sabrazo|cordiales\ssaludos|atenciosamente|cumprimentos|"
    r"abraços|"
    # Dutch, Scandinavian
    r"met\svriendelijke\sgroet(?:en)?|vriendelijke\sgroet(?:en)?|hartelijke\sgroet(?:en)?|"
    r"med\svänliga\shälsningar|vänliga\shälsningar|venlig\shilsen|med\svennlig\shilsen|vennlig\shilsen|"
    r"ystävällisin\sterveisin|"
    # Polish, Czech, Hungarian, Turkish
    r"z\spoważaniem|pozdrawiam|s\spozdravem|üdvözlettel|tisztelettel|saygılarımla|iyi\sçalışmalar"
)
_FORMULA = regex.compile(rf"(?<![\p{{L}}])(?i:{_FORMULAS})(?![\p{{L}}])", regex.VERSION1)


# A stem every formula holds: most posts have none, and substring tests say so fast.
_STEMS = (
    "salut",
    "cordial",
    "giornata",
    "vous",
    "amicalement",
    "bisous",
    "journ",
    "saludo",
    "atenta",
    "abra",
    "cumpriment",
    "groet",
    "hälsning",
    "hilsen",
    "terveisin",
    "poważ",
    "pozdr",
    "üdvöz",
    "tisztelet",
    "saygı",
    "çalışma",
)


def closing_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` has a closing or greeting formula of a letter."""
    low = text.lower()
    if not any(stem in low for stem in _STEMS):
        return []
    return [match.span() for match in _FORMULA.finditer(text)]


def within(spans: list[tuple[int, int]], start: int, stop: int) -> bool:
    return any(a <= start and stop <= b for a, b in spans)
