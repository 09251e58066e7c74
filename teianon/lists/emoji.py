"""The standard emoji's shortcodes (``emoji_shortcodes.txt.gz``, built by :mod:`teianon.lists.build_emoji`)."""

from __future__ import annotations

import gzip
from functools import lru_cache

from .build_emoji import TABLE, shortcode


@lru_cache(maxsize=1)
def emoji_shortcodes() -> frozenset[str]:
    """Every standard emoji's shortcode, case-folded, with underscores (``teddy_bear``, ``+1``)."""
    with gzip.open(TABLE, "rt", encoding="utf-8") as lines:
        return frozenset(line.strip() for line in lines if line.strip())


def is_standard_emoji(code: str) -> bool:
    """A shortcode (without its colons) of a standard emoji, also with a skin tone after it as
    Slack writes it (``thumbsup::skin-tone-2`` arrives as ``thumbsup``) or a hyphen for an
    underscore (``teddy-bear``)."""
    return shortcode(code) in emoji_shortcodes()
