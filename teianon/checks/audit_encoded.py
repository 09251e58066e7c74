"""What the audit finds beside the places a reader's search reaches: the decoded text of a
``binaryObject`` (a contact card in base64, :mod:`teianon.read.encoded`), the readings a
token the corpus replaced itself still gives of its word (:mod:`teianon.read.replaced_tokens`),
and the ``@key`` of a name element whose name is replaced."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from lxml import etree

from ..annotate.public_marks import is_authority_key, replaced_name
from ..errors import line_of
from ..mention import PLACEHOLDER
from ..read.encoded import decoded_objects, decoded_text, encoded_words, holds_word, may_hold_encoded
from ..read.replaced_tokens import replaced_token_readings

_KEYED = etree.XPath("//*[@key][*]")


def _keyed(root: etree._Element) -> list[etree._Element]:
    found = _KEYED(root)
    return [e for e in found if isinstance(e, etree._Element)] if isinstance(found, list) else []


# (line, the string found, what it is and where)
Find = tuple[int | None, str, str]


def unsought_finds(output: etree._ElementTree, strings: Callable[[], Mapping[str, str]]) -> list[Find]:
    """The sought ``strings`` (folded string -> what it is; asked for only where an output holds
    encoded text) in decoded ``binaryObject`` texts, and every reading of a replaced token that
    still holds a word: a leak whatever the inventory holds (the corpus found that name)."""
    root = output.getroot()
    finds: list[Find] = [
        (line_of(token), value, f"{category.name} reading of a replaced token, in its @{name}")
        for token, name, value, category in replaced_token_readings(root)
    ]
    # A private person's authority or platform key beside a replaced name (key="fb:100004…").
    finds += [
        (line_of(element), value, "a replaced name's @key")
        for element in _keyed(root)
        if (value := element.get("key") or "")
        and not PLACEHOLDER.search(value)
        and is_authority_key(value)
        and replaced_name(element)
    ]
    objects = list(decoded_objects(root))
    # A pasted mail's encoded words (=?UTF-8?B?…?=, K=C3=B6hnlein), read decoded.
    words = list(_encoded_texts(root))
    if words:
        sought = strings()
        finds += [
            (line, string, f"{what}, in the decoded text of an encoded word ({where})")
            for line, where, text in words
            for string, what in sought.items()
            if len(string) > 2 and holds_word(text.casefold(), string)
        ]
    if objects:
        sought = strings()
        finds += [
            (line_of(element), string, f"{what}, in the decoded text of <binaryObject>")
            for element, text in objects
            for string, what in sought.items()
            if len(string) > 2 and holds_word(text.casefold(), string)
        ]
    return finds


def _encoded_texts(root: etree._Element) -> Iterator[tuple[int | None, str, str]]:
    """(line, where, decoded text) of every text, tail and attribute value of ``root`` that holds
    an encoded word: the text decoded whole, so that a name split by an encoded space is read."""
    for element in root.iter():
        values: list[tuple[str, str | None]] = [("text", element.text), ("tail", element.tail)]
        if isinstance(element.tag, str):
            values += [(f"@{etree.QName(n).localname}", str(v)) for n, v in element.attrib.items()]
        for where, value in values:
            if value and may_hold_encoded(value) and encoded_words(value):
                yield line_of(element), where, decoded_text(value)[0]
