"""The Oxygen XML Editor review kit in oxygen/: Author-mode CSS and framework extension script.

There is no Oxygen in the test environment, so these tests check what can be checked without
it: the stylesheet parses as CSS (tinycss2), declares the TEI namespace, has colour, label and
low-certainty rules for every category teianon knows (teianon.mention.Category), border rules
for the three certainties and distinct styling for teianon's proposals; its colours are distinct
(also under simulated colour blindness) and readable with black text; the XPath expressions it
hands to Oxygen's oxy_xpath() give the expected labels on a small TEI document; the .exf is
well-formed, in Oxygen's framework-extension namespace, and adds a stylesheet that exists.
"""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path

import elementpath
import pytest

from teianon.mention import CERTAINTIES, Category

tinycss2 = pytest.importorskip("tinycss2", reason="the CSS tests need tinycss2 (test extra)")

OXYGEN = Path(__file__).resolve().parent.parent / "oxygen"
CSS = OXYGEN / "teianon.css"
EXF = OXYGEN / "teianon.exf"
README = OXYGEN / "README.md"
TEI_NS = "http://www.tei-c.org/ns/1.0"
EXF_NS = "http://www.oxygenxml.com/ns/framework/extend"
LABEL = {c: c.name for c in Category}


# --------------------------------------------------------------------------------------------
# A small CSS model on top of tinycss2
# --------------------------------------------------------------------------------------------

class Rule:
    def __init__(self, selectors: list[str], declarations: dict[str, list]):
        self.selectors = selectors
        self.declarations = declarations  # name -> component values (whitespace/comments kept)

    def value(self, name: str) -> str:
        return tinycss2.serialize(self.declarations[name]).strip()


def _normalise_selector(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _split_selectors(prelude) -> list[str]:
    parts, current = [], []
    for token in prelude:
        if token.type == "literal" and token.value == ",":
            parts.append(current)
            current = []
        else:
            current.append(token)
    parts.append(current)
    return [_normalise_selector(tinycss2.serialize(p)) for p in parts]


@pytest.fixture(scope="module")
def stylesheet():
    text = CSS.read_text(encoding="utf-8")
    nodes = tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True)
    errors = [n for n in nodes if n.type == "error"]
    assert not errors, [f"{e.source_line}:{e.source_column} {e.message}" for e in errors]
    rules, at_rules = [], []
    for node in nodes:
        if node.type == "at-rule":
            at_rules.append(node)
            continue
        declarations = {}
        for item in tinycss2.parse_blocks_contents(node.content, skip_comments=True, skip_whitespace=True):
            assert item.type == "declaration", (
                f"line {item.source_line}: {getattr(item, 'message', item.type)} in "
                f"{tinycss2.serialize(node.prelude).strip()!r}")
            declarations[item.lower_name] = item.value
        rules.append(Rule(_split_selectors(node.prelude), declarations))
    return rules, at_rules


def rules_for(stylesheet, selector: str) -> list[Rule]:
    rules, _ = stylesheet
    return [r for r in rules if selector in r.selectors]


def declared(stylesheet, selector: str, prop: str) -> str | None:
    """The last value of ``prop`` declared for exactly ``selector`` (the cascade at equal specificity)."""
    values = [r.value(prop) for r in rules_for(stylesheet, selector) if prop in r.declarations]
    return values[-1] if values else None


def spellings(category: Category) -> list[str]:
    """The @type values the stylesheet must recognise: teianon's own and the DOCC 2.1 long form."""
    return list(dict.fromkeys([category.markup_type, category.name, category.long_form]))


def selector(category: Category, type_: str) -> str:
    return f'{category.element}[type="{type_}"]'


# --------------------------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------------------------

def _rgb(value: str) -> tuple[int, int, int]:
    match = re.fullmatch(r"#([0-9A-Fa-f]{6})", value.strip())
    assert match, f"colours are written as #RRGGBB, not {value!r}"
    h = match.group(1)
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(max(c, 0.0), 1.0)
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def _luminance(rgb) -> float:
    r, g, b = (_linear(x) for x in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _lab(rgb) -> tuple[float, float, float]:
    r, g, b = (_linear(x) for x in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


# Machado, Oliveira & Fernandes (2009), full severity, on linear RGB.
_CVD = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
}


def _simulate(rgb, kind: str):
    linear = [_linear(x) for x in rgb]
    return tuple(_gamma(sum(row[j] * linear[j] for j in range(3))) for row in _CVD[kind])


def _delta_e(a, b) -> float:
    """CIE76 colour difference (about 2.3 is just noticeable; 10+ is clearly different)."""
    return math.dist(_lab(a), _lab(b))


@pytest.fixture(scope="module")
def colours(stylesheet) -> dict[Category, tuple[int, int, int]]:
    result = {}
    for category in Category:
        values = {declared(stylesheet, selector(category, t), "background-color") for t in spellings(category)}
        assert len(values) == 1 and None not in values, (category, values)
        result[category] = _rgb(values.pop())
    return result


# --------------------------------------------------------------------------------------------
# The stylesheet
# --------------------------------------------------------------------------------------------

def test_css_parses_and_declares_the_tei_namespace(stylesheet):
    rules, at_rules = stylesheet
    assert len(rules) > 30
    namespaces = [tinycss2.serialize(a.prelude).strip() for a in at_rules if a.lower_at_keyword == "namespace"]
    assert namespaces == [f'"{TEI_NS}"'], "one @namespace: TEI as the default namespace"
    assert {a.lower_at_keyword for a in at_rules} <= {"namespace", "charset"}


def test_css_braces_and_quotes_balance():
    # Belt and braces next to tinycss2, which recovers silently from an unclosed block at the end.
    # Strings and comments in one pass: "/*" inside an XPath string ("ancestor::*:TEI/*:x") is no comment.
    text = re.sub(r'"(?:[^"\\\n]|\\.)*"|/\*.*?\*/',
                  lambda m: '""' if m.group().startswith('"') else "",
                  CSS.read_text(encoding="utf-8"), flags=re.S)
    assert '"' not in text.replace('""', ""), "unterminated string"
    assert text.count("{") == text.count("}")
    depth = 0
    for char in text:
        depth += {"{": 1, "}": -1}.get(char, 0)
        assert 0 <= depth <= 1, "no nested blocks in this stylesheet"


@pytest.mark.parametrize("category", list(Category), ids=lambda c: c.name)
def test_every_category_has_colour_low_colour_and_label(stylesheet, category):
    for type_ in spellings(category):
        sel = selector(category, type_)
        assert declared(stylesheet, sel, "background-color"), f"no background for {sel}"
        assert declared(stylesheet, f'{sel}[cert="low"]', "background-color"), f"no low-certainty background for {sel}"
        content = declared(stylesheet, f"{sel}:before", "content")
        assert content and f'"{LABEL[category]}' in content, f"no label {LABEL[category]} before {sel}: {content}"


def test_nickname_label_names_the_participant(stylesheet):
    content = declared(stylesheet, 'name[type="nickname"]:before', "content")
    assert "oxy_xpath(" in content and "@corresp" in content and "persName" in content


@pytest.mark.parametrize("cert,style", [("high", "solid"), ("medium", "dashed"), ("low", "dotted")])
def test_every_certainty_has_its_border(stylesheet, cert, style):
    assert cert in CERTAINTIES
    for element in ("name", "ref"):
        assert declared(stylesheet, f'{element}[cert="{cert}"]', "border-style") == style


def test_proposals_look_different_from_hand_made_annotations(stylesheet):
    for element in ("name", "ref"):
        base = f'{element}[type="{"PER" if element == "name" else "URL"}"]'
        hand_border = (declared(stylesheet, base, "border-width"), declared(stylesheet, base, "border-color"))
        proposal = f'{element}[resp="#teianon"]'
        proposal_border = (declared(stylesheet, proposal, "border-width"), declared(stylesheet, proposal, "border-color"))
        assert proposal_border != hand_border
        hand_label = declared(stylesheet, f"{element}:before", "background-color")
        assert declared(stylesheet, f"{proposal}:before", "background-color") not in (None, hand_label)
    # The rule (@ana) and the certainty follow an annotation as small text.
    after = declared(stylesheet, "name[ana]:after", "content")
    assert "attr(cert)" in after and "@ana" in after


def test_posts_header_and_participants(stylesheet):
    assert declared(stylesheet, "post", "display") == "block"
    header = declared(stylesheet, "post:before", "content")
    assert "@who" in header and "@synch" in header and "@xml:id" in header
    assert declared(stylesheet, "teiHeader", "font-size") == "0.8em"
    assert declared(stylesheet, "teiHeader", "-oxy-foldable") == "true"
    assert "@xml:id" in declared(stylesheet, "person:before", "content")
    assert declared(stylesheet, "person", "display") == "block"


def test_category_colours_are_distinct(colours):
    assert len(set(colours.values())) == len(Category) == 13
    pairs = list(itertools.combinations(Category, 2))
    closest = min(pairs, key=lambda p: _delta_e(colours[p[0]], colours[p[1]]))
    assert _delta_e(colours[closest[0]], colours[closest[1]]) >= 12, closest


@pytest.mark.parametrize("kind", sorted(_CVD))
def test_category_colours_stay_apart_for_colour_blind_readers(colours, kind):
    simulated = {c: _simulate(rgb, kind) for c, rgb in colours.items()}
    for a, b in itertools.combinations(Category, 2):
        assert _delta_e(simulated[a], simulated[b]) >= 8, (kind, a.name, b.name)


def test_category_colours_are_readable_and_low_certainty_is_paler(stylesheet, colours):
    for category, rgb in colours.items():
        contrast = (_luminance(rgb) + 0.05) / 0.05  # against black text
        assert contrast >= 7, (category.name, round(contrast, 1))
        low = _rgb(declared(stylesheet, f'{selector(category, category.markup_type)}[cert="low"]', "background-color"))
        assert _luminance(low) > _luminance(rgb), category.name
        assert low not in colours.values()


def test_readme_legend_matches_the_stylesheet(colours):
    readme = README.read_text(encoding="utf-8")
    for category, rgb in colours.items():
        hex_ = "#%02X%02X%02X" % rgb
        row = next((line for line in readme.splitlines() if line.startswith(f"| {LABEL[category]} |")), None)
        assert row and hex_ in row, f"legend row for {category.name} lacks {hex_}"
    for words in ("Delete Element Tags", 'cert="high"', "@type", "Compile Framework Extension script"):
        assert words in readme


# --------------------------------------------------------------------------------------------
# The XPath expressions given to oxy_xpath() (parsed only: elementpath's collation lock can
# deadlock when substring functions are evaluated after other tests used it)
# --------------------------------------------------------------------------------------------


def _oxy_xpaths(tokens):
    """The first (string) argument of every oxy_xpath() call among ``tokens``."""
    for token in tokens:
        if token.type == "function":
            if token.lower_name == "oxy_xpath":
                first = next(t for t in token.arguments if t.type not in ("whitespace", "comment"))
                assert first.type == "string"
                yield first.value
            yield from _oxy_xpaths(token.arguments)


def test_every_oxy_xpath_expression_is_xpath_2(stylesheet):
    rules, _ = stylesheet
    expressions = [e for r in rules for v in r.declarations.values() for e in _oxy_xpaths(v)]
    assert len(expressions) >= 6
    parser = elementpath.XPath2Parser(namespaces={"xml": "http://www.w3.org/XML/1998/namespace"})
    for expression in expressions:
        parser.parse(expression)  # raises on a syntax error or an XPath 3-only construct


@pytest.fixture(scope="module")
def exf():
    from lxml import etree

    return etree.parse(str(EXF)).getroot()


def test_exf_is_a_framework_extension_of_tei_p5(exf):
    assert exf.tag == f"{{{EXF_NS}}}script"
    assert exf.get("base") == "TEI P5"
    ns = {"x": EXF_NS}
    assert exf.xpath("normalize-space(x:name)", namespaces=ns)
    assert exf.xpath("normalize-space(x:description)", namespaces=ns)
    assert exf.xpath("string(x:priority)", namespaces=ns) in ("Lowest", "Low", "Normal", "High", "Highest")
    rules = exf.xpath("x:associationRules/x:addRule", namespaces=ns)
    assert {r.get("rootElementLocalName") for r in rules} == {"TEI", "teiCorpus"}
    assert {r.get("namespace") for r in rules} == {TEI_NS}
    # Only elements of Oxygen's namespace (comments aside).
    assert all(e.tag.startswith(f"{{{EXF_NS}}}") for e in exf.iter() if isinstance(e.tag, str))


def test_exf_adds_the_stylesheet_that_exists(exf):
    paths = exf.xpath("x:author/x:css/x:addCss/@path", namespaces={"x": EXF_NS})
    assert paths == ["${framework}/teianon.css"]
    relative = paths[0].removeprefix("${framework}/")
    assert (EXF.parent / relative).is_file()
