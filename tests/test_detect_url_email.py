import pytest
from detector_helpers import found


@pytest.mark.parametrize(
    "text, expected",
    [
        ("siehe http://www.ids-mannheim.de/ bitte", ["http://www.ids-mannheim.de/"]),
        ("auf www.example.de/foo, oder", ["www.example.de/foo"]),
        ("(see https://example.org/a_(b))", ["https://example.org/a_(b)"]),
        ("chat.example-host.de/raum ist neu", ["chat.example-host.de/raum"]),
        ("irc://irc.example.net/blue", ["irc://irc.example.net/blue"]),
    ],
)
def test_urls_found(text, expected):
    assert [t for _, t in found(text, "url", resolve=True)] == expected


@pytest.mark.parametrize("text", ["z.B. so", "usw. und d.h.", "bild.jpg", "1.de", "mail fix@ids-mannheim.de"])
def test_not_urls(text):
    assert found(text, "url") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("mail an fix@ids-mannheim.de!", "fix@ids-mannheim.de"),
        ("fix @ ids-mannheim . de", "fix @ ids-mannheim . de"),
        ("fix at ids-mannheim dot de", "fix at ids-mannheim dot de"),
        ("fix(at)ids-mannheim(punkt)de", "fix(at)ids-mannheim(punkt)de"),
        ("fix [at] example [dot] com", "fix [at] example [dot] com"),
    ],
)
def test_emails_found(text, expected):
    assert [t for _, t in found(text, "email", resolve=True)] == [expected]


@pytest.mark.parametrize("text", ["meet me at home", "at the dot of noon", "@blue hi", "look at example dot"])
def test_not_emails(text):
    assert found(text, "email") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Schreib an anfrage@tischlerei-brandhorst.hamburg, danke", "anfrage@tischlerei-brandhorst.hamburg"),
        ("oder an s.kaymaz@physio-kaymaz.ruhr.", "s.kaymaz@physio-kaymaz.ruhr"),
        ("mail hello@fernhollow.london or call", "hello@fernhollow.london"),
        ("(o.adeyemi@adeyemi-design.studio)", "o.adeyemi@adeyemi-design.studio"),
    ],
)
def test_emails_under_any_top_level_domain(text, expected):
    assert [t for _, t in found(text, "email", resolve=True)] == [expected]


@pytest.mark.parametrize("text", ["ich bin @home.heute", "a @ b . klein", "Termin@14.30", "x@y.z"])
def test_no_address_without_its_at_and_letters(text):
    assert found(text, "email") == []
