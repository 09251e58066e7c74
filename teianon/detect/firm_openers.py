"""Words that open a sentence before a firm's name and are no part of it.

A legal form (``Ltd``, ``GmbH``) or a tagger's span takes the capitalised words before it as the
firm's name, and a sentence capitalises its first word whatever it is: ``See Ashdown Tiles
Ltd``, ``Laut Brenner Bau GmbH``, ``Dear Pryce Ltd``. Such a word replaced with the name is a
word of the text lost, so these rules stop before it.
"""

from __future__ import annotations

# Words a sentence opens with before a firm's name that are never part of it, though capitalised
# there: prepositions, conjunctions, pronouns and adverbs, a letter's salutation, and the verbs of
# a reference or a request (``See Ashdown Tiles Ltd``, ``Laut Brenner Bau GmbH``, ``Dear Pryce
# Ltd``). Read as the name's first word they would be replaced with it: a word of the text lost.
# Not the contractions an inn's or a firm's name opens with (``Zum Goldenen Anker``, ``Im Winkel``).
_OPENERS = frozenset(
    (
        "about above according after against along among around as at before behind below beneath beside "
        "besides between beyond but by despite during except following for from given if in including inside "
        "into like near of off on onto opposite outside over past per plus regarding since than through "
        "throughout till to toward towards under unlike until unto upon versus via when where whereas while "
        "with within without and or nor so yet because although though unless whether once also however "
        "meanwhile moreover further furthermore therefore thus then now today yesterday tomorrow only even "
        "still again finally subsequently accordingly i we you he she it they me us him her them my our your "
        "his its their this that these those which who whom whose what each every both either neither all "
        "any some no not dear hi hello dearest see cf contact ask call phone ring email e-mail write thank "
        "thanks compare please attention attn re fao "
        "ab an auf aus außer bei bis durch entgegen entsprechend für gegen gegenüber gemäß hinter in "
        "infolge inklusive innerhalb laut mit mittels nach nahe neben ohne seit seitens statt trotz über um "
        "unter von vor während wegen zu zwischen zufolge und oder aber denn doch sondern sowie weil "
        "dass daß ob wenn als wie nachdem obwohl falls sofern soweit bevor sobald auch ferner ebenso jedoch "
        "daher deshalb dann nun jetzt heute gestern morgen bereits noch nur erst zudem außerdem ich wir du sie "
        "er es ihr ihm ihn uns mein meine unser unsere ihre seine dies diese dieser dieses jene jener welche "
        "jede jeder jedes alle beide kein keine nicht liebe lieber sehr hallo siehe vgl bitte danke betreff "
        "betr z.hd zhd"
    ).split()
)


def opens_no_firm(word: str) -> bool:
    """``word`` (as written) is a function word, a salutation or a verb of reference or request
    that a sentence may open with before a firm's name: never the name's first word."""
    return word.casefold().rstrip(".:,") in _OPENERS
