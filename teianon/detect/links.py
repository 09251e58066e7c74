"""Links: whether a web address identifies a person or a private source, or is a public resource.

A user or profile page (``twitter.com/lela2``, ``/wiki/User:Lela2``), a message or status
(``/status/1043…``, ``t.me/c/…/123``), an id in a query string (``?id=4711``, ``watch?v=…``), a
fragment naming a record (``db.example.de/#/view/lscLB``) and any personal domain point to
someone; they are replaced. A public resource identifies no one and is what a researcher reads
(DESIGN.md, "What stays"): an encyclopaedia article and its talk page, a hashtag page, the home
page of a platform, a licence, a namespace or schema, a DOI. Only what is known to be public is
kept; anything unknown is replaced (recall first).

The rules are teianon's own, written for the links that chat, forum and wiki corpora hold; the
host lists are short on purpose and extend by need.
"""

from __future__ import annotations

from functools import lru_cache
from urllib.parse import parse_qsl, unquote, urlsplit

import regex

from ..lazy import lazy

# Platforms whose home page (and, where ``_PUBLIC_PATHS`` says so, some pages) name no one.
PLATFORMS = frozenset(
    """
    twitter.com x.com facebook.com instagram.com youtube.com youtu.be tiktok.com reddit.com
    whatsapp.com telegram.org discord.com slack.com linkedin.com xing.com snapchat.com twitch.tv
    google.com google.de wikipedia.org wikimedia.org wiktionary.org wikidata.org mastodon.social
    github.com gitlab.com stackoverflow.com amazon.com amazon.de ebay.de ebay.com spotify.com
    netflix.com icq.com skype.com microsoft.com apple.com mozilla.org
""".split()
)
# Whole sites of reference, licences, standards and namespaces: public on any page.
REFERENCE_SITES = frozenset(
    """
    creativecommons.org opensource.org gnu.org spdx.org w3.org www.w3.org tei-c.org www.tei-c.org
    purl.org schema.org xmlns.com relaxng.org iso.org doi.org dx.doi.org unicode.org ietf.org
    rfc-editor.org iana.org
""".split()
)
_WIKI_HOSTS = (
    "wikipedia.org",
    "wikimedia.org",
    "wiktionary.org",
    "wikidata.org",
    "wikibooks.org",
    "wikiquote.org",
    "wikisource.org",
    "wikiversity.org",
    "wikivoyage.org",
)
# Pages about a person or a contributor in any wiki's namespace (English and German names).
_WIKI_PERSONAL = lazy(
    r"^(?:user|user[ _]talk|benutzer|benutzer[ _]diskussion|benutzerin|special:contributions|"
    r"spezial:beiträge|special:emailuser|spezial:e-mail[ _]senden)[:/]",
    regex.IGNORECASE,
)
# Hashtag and tag pages of social platforms: a topic, not a person.
_HASHTAG_PATH = lazy(r"^/(?:hashtag|hashtags|explore/tags|tags?|topics?)/[^/]+/?$", regex.IGNORECASE)
# Query keys that carry a record, a user or a video; the rest (src=hash, lang=de) do not.
_ID_KEYS = lazy(
    r"^(?:id|.*_id|.*id|uid|u|user|username|p|v|vid|video|post|thread|t|msg|message|"
    r"profile|account|name|email|mail|phone|tel|token|session|sid|ref)$",
    regex.IGNORECASE,
)


# Map services: a link to one with a query, a path or a fragment shows a place (a shared
# location, a searched address, a route), never a public page. Hosts, and paths of hosts that
# serve more than maps (google.com/maps, bing.com/maps).
_MAP_HOSTS = (
    "openstreetmap.org",
    "osm.org",
    "openstreetmap.de",
    "here.com",
    "waze.com",
    "what3words.com",
    "w3w.co",
    "komoot.com",
    "komoot.de",
    "mapquest.com",
    "geohack.toolforge.org",
    "maps.app.goo.gl",
    "mapy.cz",
    "yandex.com",
    "2gis.ru",
    "citymapper.com",
    "geocaching.com",
)
_MAP_PATH = lazy(r"^/(?:maps?|karte|geo|map\.php)(?:[/@?;]|$)", regex.IGNORECASE)
# Query keys that carry a place on any site: ?q= only on a map, these everywhere.
_PLACE_KEYS = lazy(
    r"^(?:ll|sll|lat|lon|lng|latitude|longitude|mlat|mlon|daddr|saddr|destination|coords?|geo|address|addr|"
    r"center|location|loc|position|pos|where|near)$",
    regex.IGNORECASE,
)
# A coordinate pair anywhere in a link (decoded): 51.4556,7.0116 or /@51.45,7.01,15z or 51_27_20_N_7_0_42_E.
_COORDINATES = lazy(
    r"(?<![\d.])-?\d{1,2}\.\d{2,}\s*[,;/ _~]\s*-?\d{1,3}\.\d{2,}(?![\d.]*\d)|"
    r"\d{1,2}(?:_\d{1,2}(?:\.\d+)?){1,2}_[NS]_\d{1,3}(?:_\d{1,2}(?:\.\d+)?){1,2}_[EW]"
)


# A link to a person's page on a public platform: a wiki's user page (``/wiki/User:X``,
# ``Benutzer_Diskussion:X``, ``Special:Contributions/X``) and a profile (``twitter.com/X``,
# ``tiktok.com/@X``, ``reddit.com/u/X``). The platform and the frame are public and stay; the
# user's name is the person's and gets the person's surrogate (``/wiki/User:Mira7``), not a
# string in which no reader finds a wiki (``/vazo/Nodo:Likamow``).
PROFILE_LINK = regex.compile(
    r"^(?P<frame>(?:(?:https?://)?(?:[\w\-]+\.)*(?:(?:wikipedia|wikimedia|wiktionary|wikidata|wikibooks|wikiversity|"
    r"wikivoyage|wikinews|wikiquote|wikisource|mediawiki)\.org|(?:fandom|wikia)\.com)/|/)?wiki/"
    r"(?:User|User_talk|User talk|Benutzer|Benutzerin|"
    r"Benutzer_Diskussion|Benutzerin_Diskussion|Benutzer Diskussion|Utilisateur|Discussion_utilisateur|Usuario|"
    r"Usuario_discusión|Utente|Discussioni_utente|Gebruiker|Overleg_gebruiker|Special:Contributions|"
    r"Spezial:Beiträge)[:/]"
    r"|(?:https?://)?(?:www\.|mobile\.|m\.)?(?:twitter\.com|x\.com|instagram\.com|facebook\.com|github\.com|"
    r"gitlab\.com|threads\.net|twitch\.tv|medium\.com)/@?"
    r"|(?:https?://)?(?:www\.)?(?:tiktok|youtube)\.com/@"
    r"|(?:https?://)?(?:www\.|old\.)?reddit\.com/u(?:ser)?/)"
    # Not a platform's own page (twitter.com/hashtag/…, /search, /watch).
    r"(?!(?:hashtag|hashtags|search|explore|i|intent|home|share|sharer|watch|channel|c|p|reel|reels|stories|"
    r"status|settings|login|signup|about|help|tags?|topics?|groups|events|pages)(?:[/#?]|$))"
    r"(?P<user>[^/#?\s:]+)(?P<rest>[/#?].*)?$",
    regex.IGNORECASE,
)


def is_map_link(url: str) -> bool:
    """Whether ``url`` shows a place: a map service's link with anything after its host
    (``maps.google.com/?q=…``, ``maps.apple.com/?ll=…``, ``google.com/maps/@…``,
    ``openstreetmap.org/#map=…``), a place's key in the query on any site (``?ll=``,
    ``?lat=``, ``?daddr=``), or a coordinate pair anywhere in it. Such a link is never public."""
    value = url.strip()
    if not regex.match(r"^[a-zA-Z][a-zA-Z0-9+.\-]*:", value) and not value.startswith("/"):
        value = "https://" + value.lstrip("/")
    try:
        parts = urlsplit(value)
    except ValueError:
        return True
    if parts.scheme.lower() == "geo" or _COORDINATES.search(unquote(value.replace("+", " "))):
        return True
    if any(_PLACE_KEYS.match(key) for key, _ in parse_qsl(parts.query, keep_blank_values=True)):
        return True
    host = _host(parts.netloc)
    # Nothing after the host is a map service's home page.
    beyond = (parts.path not in ("", "/")) or bool(parts.query) or bool(parts.fragment)
    if not beyond:
        return False
    if host.startswith(("maps.", "map.", "karte.", "karten.")) or _within(host, _MAP_HOSTS):
        return True
    return bool(_MAP_PATH.match(parts.path)) or (_within(host, ("goo.gl",)) and parts.path.startswith("/maps"))


def _host(netloc: str) -> str:
    host = netloc.rsplit("@", 1)[-1].split(":", 1)[0].lower().rstrip(".")
    return host.removeprefix("www.")


@lru_cache(maxsize=1)
def public_sites() -> tuple[frozenset[str], frozenset[str]]:
    """The hosts of public broadcasters, news agencies and governments (``curated/public_sites.tsv``):
    their pages, like a reference work's, name no private person. The first set with every
    subdomain, the second (written ``=host``) only as written: ``gov.uk``'s subdomains are
    councils, whose sites point to a town."""
    from ..lists import read_table

    hosts = [row[0].casefold() for row in read_table("public_sites.tsv") if row and row[0]]
    return (frozenset(h for h in hosts if not h.startswith("=")), frozenset(h[1:] for h in hosts if h.startswith("=")))


def _within(host: str, sites: frozenset[str] | tuple[str, ...]) -> bool:
    return any(host == site or host.endswith("." + site) for site in sites)


def _wiki_title(path: str, query: str) -> str | None:
    """The page title of a wiki link (``/wiki/Star``, ``/w/index.php?title=Star``), if it is one."""
    if path.startswith("/wiki/"):
        return unquote(path[len("/wiki/") :])
    if path.startswith("/w/index.php"):
        return dict(parse_qsl(query)).get("title")
    return None


@lru_cache(maxsize=20_000)
def is_public_link(url: str) -> bool:
    """Whether ``url`` is a public resource that identifies no one (kept), not a person's page
    or a private source (replaced). A site-relative link (``/wiki/Star``) is judged by its path.
    The home page of a site that is not a known platform is replaced: a chat's host names the
    source (the DOCC policy replaces hosts in the header too)."""
    value = url.strip()
    if not value:
        return False
    if value.startswith("//"):
        value = "https:" + value
    elif not regex.match(r"^[a-zA-Z][a-zA-Z0-9+.\-]*:", value) and not value.startswith("/"):
        value = "https://" + value
    try:
        parts = urlsplit(value)
    except ValueError:
        return False
    if "@" in parts.netloc:
        return False  # a login (``user:pass@host``) is private whatever the host: never kept
    host = _host(parts.netloc)
    path = parts.path or "/"
    if is_map_link(value):
        return False
    if host and _within(host, REFERENCE_SITES):
        return True
    if parts.scheme not in ("http", "https", "") or (parts.scheme and not host):
        return False
    if (
        any(_ID_KEYS.match(key) for key, _ in parse_qsl(parts.query, keep_blank_values=True))
        and _wiki_title(path, parts.query) is None
    ):
        return False
    title = _wiki_title(path, parts.query)
    if title is not None and (not host or _within(host, _WIKI_HOSTS)):
        return bool(title) and not _WIKI_PERSONAL.match(title)
    if not host:
        return False
    whole, exact = public_sites()
    if host in exact or _within(host, whole):
        return True
    home = path in ("", "/") and not parts.fragment
    return _within(host, PLATFORMS) and (home or bool(_HASHTAG_PATH.match(path)))
