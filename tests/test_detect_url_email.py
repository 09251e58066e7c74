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
