"""Where a reader sees text outside the posts, as replacement and audit both search it.

One definition for both, so that the audit never looks at less than replacement does: the
attributes that hold no one's name (their list lives in the stylesheet), and the whole-word,
case-insensitive search for a set of strings.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import regex

from ..resources import shipped
from .xmlio import parse_file


def whole_words(strings: Iterable[str]) -> regex.Pattern[str]:
    """Any of ``strings`` as a whole word (not inside a longer run of letters and digits), in
    any case, the longest first: the search of the audit."""
    return regex.compile(
        r"(?<![\p{L}\p{N}])(?:" + "|".join(regex.escape(s) for s in sorted(strings, key=len, reverse=True))
        + r")(?![\p{L}\p{N}])", regex.IGNORECASE)


@lru_cache(maxsize=1)
def descriptive_attributes() -> frozenset[str]:
    """Attributes that classify, date or style (type, when, ana, ...) and hold no one's name.

    The post-processor never searches them; the list lives there (``hidden.xsl``), so that
    the stylesheet run on its own and teianon agree, and the strings hidden from markup
    (:mod:`teianon.replace.hidden`) and the audit skip them as well.
    """
    module = shipped("xslt", "teianon.xsl") / "modules" / "hidden.xsl"
    variable = parse_file(module).getroot().find(
        "{http://www.w3.org/1999/XSL/Transform}variable[@name='teianon:descriptive-attributes']")
    return frozenset(regex.findall(r"'([^']+)'", variable.get("select", "")))
