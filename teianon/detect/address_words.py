"""The words the street-address rules consult (:mod:`teianon.detect.address`): what makes a
number after a name a quantity or a time, what makes a name no street, and what announces an
address. Data apart from the rules, as :mod:`teianon.detect.institution_words` is."""

from __future__ import annotations

# Words after a number that make it a quantity or a time, not a house number.
NOT_AFTER = frozenset(
    "uhr h min std mal x leute menschen personen stück punkte tage tagen wochen monate monaten jahre jahren stunden "
    "minuten sekunden euro eur € $ dollar cent km m kg g prozent jahr jahrhundert grad kilo meter tore spiele "
    "times people days weeks months years hours minutes seconds points pounds dollars percent degrees goals "
    "games miles am pm "
    # Amounts: "Wir ziehen 750 Millionen Euro vor" is no address after the cue "ziehen".
    "tausend millionen milliarden thousand million millions billion billions hundred".split()
)
# Nouns of time, order and measure: "Am Montag 5", "Im Jahr 198", "Im Kapitel 3", "Am Ende 2".
NOT_NAMES = frozenset(
    "montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag wochenende januar februar märz april mai "
    "juni juli august september oktober november dezember jahr jahre jahrhundert tag tage abend morgen mittag "
    "nachmittag "
    "ende anfang moment kapitel band teil folge staffel episode runde level spiel schnitt durchschnitt vergleich "
    "prinzip ganzen grunde allgemeinen übrigen nachhinein endeffekt schluss zweifel notfall fall detail vordergrund "
    "hintergrund rahmen laufe lauf zuge vorfeld voraus zimmer raum bus zug platz rang seite zeile absatz artikel "
    "paragraph paragraf minute sekunde stunde woche monat quartal semester "
    "vorweg hinweg durchweg vorneweg firewall "
    # Numbered roads are public ways, not a person's address: Bundesstraße 216.
    "bundesstraße bundesstrasse landesstraße landesstrasse kreisstraße kreisstrasse staatsstraße".split()
)
# Words after four or five digits that make them a quantity (``12000 Zuschauer`` is wordlike
# already; these are names of units and currencies the lexicon may not call ordinary).
QUANTITY_AFTER = frozenset("euro eur dollar usd pfund franken mark dm cent bitcoin bitcoins einwohner km".split())
TIME_WORDS_EN = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may "
    "june july august september october november december o'clock".split()
)
# Where a letter or a parcel goes: "schicken Sie es an", "Rücksendung an:", "send it to", "post
# them to" (to a person's door; what follows is an address, with or without a street word).
_SENDING = (
    r"(?:(?:schick|send|liefer|adressier|post)\p{L}*(?:\s\p{L}+){0,3}\s(?:an|to)|"
    r"(?:rücksendung|ruecksendung|lieferung|zustellung|sendungen|post|briefe?|pakete?|päckchen)\s?an)(?:\s?:)?"
)
# Words before an address that say one follows.
CUE_WORDS = (
    r"\b(?:wohn\p{L}*|adresse|anschrift|treffpunkt|treffen|zieh\p{L}*|umgezogen|hausnummer|"
    r"lieferadresse|address|live[sd]?|living|moved|stay\p{L}*|meet|"
    + _SENDING
    + r"|(?:our|my|his|her|their)\s(?:new\s)?(?:place|house|home)\sis)(?![\p{L}])"
)
# Words before an address that say where one lives (not where one meets or moves to):
# after them a German street needs no street word (address.py, _GERMAN_CUED).
DWELLING_CUES = (
    r"\b(?:wohn(?:e|st|t|en|te|test|ten)|adresse|anschrift|lieferadresse|umgezogen|" + _SENDING + r")(?![\p{L}])"
)
# Nouns before a number that say which flat, floor or door, not which street ("wohne Etage 3").
NOT_STREETS = frozenset(
    "etage stock stockwerk geschoss obergeschoss og eg dg haus gebäude wohnung tür nummer nr block aufgang "
    "eingang klasse gruppe postleitzahl plz postfach packstation paketstation postfiliale postnummer "
    "schließfach".split()
)
