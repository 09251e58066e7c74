"""Issue 38, development round 9: rooms, numbers, links and screen names that the frame around
them makes private, and short codes that name a kind and stay. The strings are our own, none of
the round's; each kind has counter-examples that must stay."""

from __future__ import annotations

import pytest
from detector_helpers import found, person, replaced

from teianon.detect.forms import name_variants
from teianon.detect.kind_codes import names_a_kind


def _surfaces(text: str) -> list[str]:
    return [surface for _, surface in replaced(text)]


# Rooms: a dotted code, one or two digits where one is in the room, a tent's word and number.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("Der Ordner liegt in Raum F.21 neben der Küche", "F.21"),
        ("Bring the forms to Room 9 after lunch.", "9"),
        ("the parents wait in Hall 3 till six", "3"),
        ("Wir treffen uns in Raum 12, der ist größer.", "12"),
        ("Die Mädchen schlafen im Zelt Eule 2, die Jungs nebenan.", "Eule 2"),
        ("We're in cabin Otter 5 this week.", "Otter 5"),
        ("Die Kinder sind im Zelt 4 untergebracht.", "4"),
    ],
)
def test_a_room_named_by_a_short_code_where_one_is_in_it_is_replaced(text, expected):
    assert expected in _surfaces(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Zimmer 2 ist frei", "2"),
        ("Room 6 is the waiting room", "6"),
        ("meet me at the station, room 6 is the waiting room", "6"),
        ("Stell in Raum 2 Stühle auf", "2"),
        ("in Zimmer 3 Küche Bad und Balkon", "3"),
        ("Das Büro Montag 3 Stunden zu", "3"),
    ],
)
def test_a_count_after_a_room_word_stays(text, kept):
    assert not any(surface.endswith(kept) for surface in _surfaces(text))


# Numbers: a card's last digits, a subject line's #number, a paper's number, a double slash.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("The refund goes to your Mastercard ending in 3092 in a few days.", "3092"),
        ("Abgebucht von der Kreditkarte, endet auf 5518.", "5518"),
        ("the last four digits are 6604 on the card", "6604"),
        ("Zahlung mit Karte **** **** **** 2281 erfolgt", "2281"),
        ("charged to XXXX-XXXX-XXXX-7419 today", "7419"),
        ("charged to the Amex card ending 3310 yesterday", "3310"),
    ],
)
def test_a_cards_last_digits_are_replaced(text, expected):
    assert ("NUMBER", expected) in found(text, "code_numbers")


@pytest.mark.parametrize(
    "text",
    [
        "the series ends in 2019 with a card game",
        "the road ends in 200 m, then turn left",
        "Die Saison endet auf Platz 12",
    ],
)
def test_an_ending_that_is_no_cards_stays(text):
    assert found(text, "code_numbers") == []


def test_a_number_after_a_hash_in_a_subject_line_is_replaced():
    assert ("NUMBER", "288") in found("Subject: Review request for submission #288", "code_numbers")
    assert ("NUMBER", "40417") in found("Betreff: AW: Ihre Anfrage #40417", "code_numbers")
    # Outside a subject line, or a rank: stays.
    assert found("we're #1 in the charts", "code_numbers") == []
    assert found("Subject: We are #1 again", "code_numbers") == []
    assert found("see issue #288 for details", "code_numbers") == []


def test_a_papers_number_and_a_file_number_with_a_double_slash_are_whole():
    assert ("NUMBER", "412") in found("paper no. 412 was accepted", "reference_number")
    assert ("NUMBER", "81244//0040213") in found("Kundennummer 81244//0040213 bitte angeben", "reference_number")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Re: paper no. 412 - camera-ready version", "412"),
        ("Kundennummer 41234 - bitte angeben", "41234"),
        ("Kundennummer 41234 - Anna-Lena ruft an", "41234"),
    ],
)
def test_a_number_stops_before_a_word_after_a_spaced_hyphen(text, expected):
    assert found(text, "reference_number") == [("NUMBER", expected)]


def test_groups_with_spaced_joints_are_still_one_number():
    assert found("Docket No . 21 - 1234", "reference_number") == [("NUMBER", "21 - 1234")]
    assert found("Rechnung INV - 88213 offen", "reference_number") == [("NUMBER", "INV - 88213")]


# Links: a host with its port, a link after "at" is no e-mail address.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("voice chat moved, it is vc.nightowls.gg:10011 from today", "vc.nightowls.gg:10011"),
        ("join mc.blockhaus.games:25565 tonight", "mc.blockhaus.games:25565"),
    ],
)
def test_a_host_with_its_port_is_one_url(text, expected):
    assert ("URL", expected) in found(text, "url")


def test_a_link_after_at_is_a_url_not_an_address():
    text = "the sign-up sheet is at lakeside-rowers.org.uk/join2031 till May"
    assert found(text, "email") == []
    assert ("URL", "lakeside-rowers.org.uk/join2031") in replaced(text)
    # The obfuscated address still is one.
    assert found("schreib an info at verein-blau dot de.", "email") == [("EMAIL", "info at verein-blau dot de")]


@pytest.mark.parametrize("text", ["Zeit:12 Uhr", "Ende.Um:10 gehts los", "the score was 3.5:10"])
def test_no_port_without_a_host(text):
    assert found(text, "url") == []


# Screen names after their word; a project's code name.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("add my brother for ranked, his tag is VexaLyn", "VexaLyn"),
        ("her Steam name is Fluxi_Borealis btw", "Fluxi_Borealis"),
        ("mein Discord-Name: schattenfuchs", "schattenfuchs"),
        ("add him, gamertag is DuskRunner", "DuskRunner"),
        ("my snapchat name is moonlit_ana", "moonlit_ana"),
    ],
)
def test_a_screen_name_after_its_word_is_a_nickname(text, expected):
    assert ("NICK", expected) in found(text, "cued_names")


@pytest.mark.parametrize(
    "text", ["his username is same as mine", "guten tag Anna", "the price tag was 20 quid", "name tag 3 please"]
)
def test_a_word_after_tag_or_username_stays(text):
    assert found(text, "cued_names") == []


def test_a_participants_own_handle_is_left_to_the_linker():
    assert found("my handle is nightowl_77", "cued_names", participants=[person("K1", "nightowl_77")]) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("the Q3 deck for Project Kingfisher is due Friday", "Project Kingfisher"),
        ("Das Projekt Seeadler startet im Mai", "Seeadler"),
        ("Projekt „Lichtblick“ läuft gut", "Lichtblick"),
        ("our project Falcon is late", "Falcon"),
    ],
)
def test_a_project_code_name_is_other(text, expected):
    assert ("OTH", expected) in found(text, "cued_names")


@pytest.mark.parametrize(
    "text", ["Projekt Zukunft der Stadt", "Project Manager wanted", "ask the Project Lead", "Project Gutenberg has it"]
)
def test_project_work_a_theme_and_the_public_sphere_stay(text):
    assert found(text, "cued_names") == []


# Codes that name a kind stay; codes that are names do not.
@pytest.mark.parametrize(
    "text, code",
    [
        ("Seit März besuche ich den Deutschkurs C1 am Abend.", "C1"),
        ("my A2 course starts on Monday", "A2"),
        ("Ich hab B2 in Spanisch geschafft", "B2"),
        ("Sprachniveau: B1 reicht nicht", "B1"),
        ("Die Abifeier plant die Q1 schon jetzt.", "Q1"),
        ("sales grew in Q3 again", "Q3"),
        ("sie ist in der EF und will aufs Abi", "EF"),
        ("Alarmierung 03:12, Stichwort H2, Verkehrsunfall auf der Kreisstraße", "H2"),
        ("Vor Ort waren LF 10 und TLF 16/25 der Wehr Obersdorf", "LF 10"),
        ("Vor Ort war das TLF 16/25 der Wehr Obersdorf", "TLF 16"),
        ("patch goes live 06:00 EST tomorrow", "EST"),
        ("Treffen um 18 Uhr MEZ", "MEZ"),
        ("Mit der Nikon Z6 geht das besser", "Z6"),
        ("Besoldungsgruppe A13 ist drin", "A13"),
    ],
)
def test_a_code_that_names_a_kind_is_recognised(text, code):
    start = text.index(code)
    assert names_a_kind(text, start, start + len(code))


@pytest.mark.parametrize(
    "text, code",
    [
        ("Ich arbeite jetzt bei der REWE-Gruppe", "REWE"),
        ("Wir fahren auf der A5 Richtung Basel", "A5"),
        ("Der TSV spielt am Sonntag", "TSV"),
        ("Lena aus der 9b hat gewonnen", "9b"),
        ("Mein Verein VfB 09 spielt", "VfB 09"),
        ("Er arbeitet bei KPMG in Köln", "KPMG"),
        ("die 3 TSV Spieler kommen", "TSV"),
        ("gegründet von der Investorengruppe EQT", "EQT"),
        ("the new ISI chief was named", "ISI"),
        ("über die Autobahn O-52 nach Adana", "O-52"),
    ],
)
def test_a_code_that_is_a_name_is_not_a_kind(text, code):
    start = text.index(code)
    assert not names_a_kind(text, start, start + len(code))


@pytest.mark.parametrize(
    "text, code",
    [
        ("Mein Zertifikat B2 kam heute von der VHS Kassel", "B2"),
        ("scrims 20:00 CET vs Night Owls tonight", "CET"),
        ("Einsatz nach Alarmstufe B4 in der Lagerhalle", "B4"),
        ("nachalarmiert: DLK 18/12 aus Hausen", "DLK"),
        ("Nikon Z6 mit 24mm", "Z6"),
        ("bought a used Olympus X-T2 last week", "X-T2"),
        ("Fuji X-E4 mit 27mm", "X-E4"),
    ],
)
def test_a_kind_code_stays_in_the_output(text, code):
    assert not any(code in surface for surface in _surfaces(text))


def test_what_a_kind_code_stands_beside_is_still_replaced():
    assert ("ORG", "Iron Wolves") in replaced("Finale 19:30 CET gegen Iron Wolves")
    assert ("PER", "Anna B2") in replaced("Anna B2 kommt")


def test_a_greeting_of_a_nicknames_common_tag_is_no_mention():
    participants = [person("B2", "Deniz_SV"), person("B1", "mia_k")]
    assert found("Moin SV! Treffen nach der sechsten", "nickname", participants=participants) == []
    assert found("Moin Deniz! Treffen nach der sechsten", "nickname", participants=participants) == [("NICK", "Deniz")]


def test_a_model_with_a_hyphen_is_no_plate_of_a_district_no_one_has():
    assert found("Fuji X-E4 mit 27mm", "vehicle_id") == []
    assert found("Das Auto M-AB 123 steht da", "vehicle_id") == [("NUMBER", "M-AB 123")]


def test_a_nicknames_common_tag_is_no_part_of_it():
    forms = [form for _, form in name_variants("Deniz_SV", extended=True)]
    assert "SV" not in forms and "Deniz" in forms
    assert "DE" not in [form for _, form in name_variants("lena_DE", extended=True)]
    # Initials stay parts, and a short part is what friends may call one by.
    assert "MJ" in [form for _, form in name_variants("TomcatMJ")]
    assert "mk" in [form for _, form in name_variants("mk_lisa", extended=True)]


@pytest.mark.parametrize(
    "text, code",
    [
        ("Our squad meets 18:00 KWRC at the pitch", "KWRC"),  # a club's initials after a time
        ("Treffpunkt ist 19 Uhr TSG", "TSG"),
        ("Komm zu mir nach Q3 4, zweiter Stock", "Q3"),  # a Mannheim square, no quarter
        ("my flat is Block F-21, top floor", "F-21"),  # a word of the language before the code
    ],
)
def test_a_private_code_is_not_read_as_naming_a_kind(text, code):
    from teianon.detect.kind_codes import names_a_kind

    start = text.index(code)
    assert not names_a_kind(text, start, start + len(code))


@pytest.mark.parametrize(
    "text, code",
    [
        ("Call at 21:00 CET please", "CET"),
        ("Die Zahlen für Q3 2025 kommen morgen", "Q3"),
        ("the Q4 report is due", "Q4"),
        ("meine Leica M-11 ist da", "M-11"),
    ],
)
def test_a_code_that_names_a_kind_still_does(text, code):
    from teianon.detect.kind_codes import names_a_kind

    start = text.index(code)
    assert names_a_kind(text, start, start + len(code))


@pytest.mark.parametrize(
    "text",
    [
        "the error is in parser.py:88 and views.py:301",  # a file and a line, no host
        "see report.html:120 for it",
        "we loved the pub.live band",  # two sentences run together, no web address
        "the farm.shop 2 is closed",
    ],
)
def test_a_file_and_line_or_words_run_together_are_no_link(text):
    from detector_helpers import found

    assert [t for c, t in found(text, "url") if c == "URL"] == []


@pytest.mark.parametrize(
    "text, link",
    [("tickets at kellerband.live/tour", "kellerband.live/tour"), ("shop at hofladen.shop:8443", "hofladen.shop:8443")],
)
def test_a_word_domain_with_a_path_or_port_is_a_link(text, link):
    from detector_helpers import found

    assert [t for c, t in found(text, "url") if c == "URL"] == [link]
