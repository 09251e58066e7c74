"""Corpus policy: what a project decides once about time stamps, header metadata, documents
to leave out and documents to restrict, read from a TOML file (``--policy``).

The policy is applied by the XSLT post-processor (``xslt/modules/policy.xsl``), which receives
it as JSON in the parameter ``policy-json``; this module only reads, checks and converts it, so
that the stylesheet applies the same policy on its own in Saxon or Oxygen. A policy file may
also hold the detection sections of a config file (``[detect]``, ``[lists]``, ``[list-files]``),
so that keep-list and category switches are declared once for both stages. See
``samples/policy-docc21.toml`` for a documented example.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from .config import DetectionConfig, choose_categories, detection_config, read_toml
from .errors import InputError
from .mention import Category
from .read.name_markup import check_override
from .read.tei import NS

TimestampAction = Literal["keep", "remove", "shift"]
TIMESTAMP_SCOPES = ("timeline", "posts", "header")
COMMENT_ACTIONS = ("keep", "drop")
# drop keeps xml-model and xml-stylesheet (how to check and show the file); drop-all keeps none.
PI_ACTIONS = ("keep", "drop", "drop-all")
# What an id prefix may be so that prefix + "post-1" is still an XML name (NCName), ASCII only.
_ID_PREFIX = re.compile(r"[A-Za-z_][A-Za-z0-9._-]*")


@dataclass(frozen=True)
class Redaction:
    """Header nodes (elements or attributes) whose text becomes ``placeholder``, or the
    placeholder of ``category`` (the XSLT owns the placeholder strings)."""

    xpath: str
    category: str | None = None
    placeholder: str | None = None
    note: str = ""


@dataclass(frozen=True)
class Exclusion:
    """Documents for which ``xpath`` holds are left out of the output entirely."""

    xpath: str
    reason: str


@dataclass(frozen=True)
class Restriction:
    """Documents for which ``xpath`` holds get ``availability/@status`` and a licence note."""

    xpath: str
    licence: str
    status: str = "restricted"


@dataclass(frozen=True)
class Policy:
    name: str = ""
    description: str = ""
    timestamps: TimestampAction = "keep"
    timestamp_scope: tuple[str, ...] = TIMESTAMP_SCOPES
    max_shift_days: int = 365
    # The secret from which each document's shift is drawn; random per run unless set.
    seed: str | None = field(default=None, repr=False)
    metadata: tuple[Redaction, ...] = ()
    exclude: tuple[Exclusion, ...] = ()
    access: tuple[Restriction, ...] = ()
    keep: tuple[str, ...] = ()
    categories: tuple[str, ...] | None = None
    # New ids for every xml:id/@id, every pointer following (xslt/modules/ids.xsl).
    # None: renamed where they carry a platform's id (teianon.replace.source_ids).
    rename_ids: bool | None = None
    id_prefix: str = ""
    comments: str = "keep"
    processing_instructions: str = "keep"
    # [review] required: every proposal of teianon must be confirmed (cert="high") before a
    # release; ``teianon check`` fails while an annotated file holds one that is not. Not part
    # of the stylesheet's JSON: it decides about a release, not about a replacement.
    review_required: bool = False
    # [names]: the corpus's own name markup -> category, over teianon.read.name_markup's defaults.
    names: tuple[tuple[str, str], ...] = ()
    # [public] courts: "keep" leaves a court's or authority's town in its name (teianon.annotate.public_courts).
    courts: str = "replace"
    # [review] allow-held: proposals held below --min-cert may stay undecided at release (left
    # as written); ``teianon check`` then says so in its verdict instead of failing.
    allow_held: bool = False

    def with_keep(self, names: tuple[str, ...]) -> Policy:
        """The same policy with more public figures on its keep-list."""
        return replace(self, keep=tuple(dict.fromkeys(self.keep + names)))

    def run_seed(self) -> str:
        return self.seed if self.seed is not None else secrets.token_hex(16)

    def as_json(self) -> str:
        """The policy as the XSLT reads it (parameter ``policy-json``); no secret in it."""
        data: dict[str, Any] = {
            "name": self.name,
            "timestamps": {
                "action": self.timestamps,
                "scope": list(self.timestamp_scope),
                "max-shift-days": self.max_shift_days,
            },
            "metadata": [
                {"xpath": r.xpath, "note": r.note}
                | ({"placeholder": r.placeholder} if r.placeholder is not None else {})
                | ({"category": r.category} if r.category is not None else {})
                for r in self.metadata
            ],
            "exclude": [{"xpath": r.xpath, "reason": r.reason} for r in self.exclude],
            "access": [{"xpath": r.xpath, "status": r.status, "licence": r.licence} for r in self.access],
            "keep": list(self.keep),
            "ids": {"rename": self.rename_ids, "prefix": self.id_prefix},
            "markup": {"comments": self.comments, "processing-instructions": self.processing_instructions},
            "names": dict(self.names),
            "public": {"courts": self.courts},
        }
        if self.categories is not None:
            data["categories"] = list(self.categories)
        return json.dumps(data, ensure_ascii=False)


def document_seed(run_seed: str, relative_path: str) -> str:
    """The seed of one file's shift: different per file, not revealing the run's secret."""
    return hashlib.sha256(f"{run_seed}\0{relative_path}".encode()).hexdigest()


def _check_xpath(xpath: Any, what: str, path: Path) -> str:
    if not isinstance(xpath, str) or not xpath.strip():
        raise InputError(f"{what}: 'xpath' must be a non-empty string", path)
    # Imported where a policy names an XPath: elementpath takes a tenth of a second to import,
    # in every process of every run.
    import elementpath
    from elementpath.xpath31 import XPath31Parser

    try:
        XPath31Parser(namespaces=NS).parse(xpath)
    except elementpath.ElementPathError as err:
        raise InputError(f"{what}: not valid XPath 3.1: {xpath!r} ({err})", path) from None
    return xpath


def _string(table: dict[str, Any], key: str, what: str, path: Path, default: str | None = None) -> str:
    value = table.get(key, default)
    if not isinstance(value, str) or (default is None and not value.strip()):
        raise InputError(f"{what}: '{key}' must be a string", path)
    return value


def _rules(data: dict[str, Any], key: str, path: Path) -> list[dict[str, Any]]:
    rules = data.get(key, [])
    if not isinstance(rules, list) or not all(isinstance(r, dict) for r in rules):
        raise InputError(f"[[{key}]] must be an array of tables", path)
    return rules


def _redaction(rule: dict[str, Any], what: str, path: Path) -> Redaction:
    xpath = _check_xpath(rule.get("xpath"), what, path)
    note = _string(rule, "note", what, path, "")
    if "placeholder" in rule:
        return Redaction(xpath, placeholder=_string(rule, "placeholder", what, path), note=note)
    category = str(rule.get("category", "")).strip().upper() or None
    if category is not None and category not in Category.__members__:
        raise InputError(f"{what}: unknown category {category!r}; choose from {', '.join(Category.__members__)}", path)
    return Redaction(xpath, category=category, note=note)


def _table(data: dict[str, Any], key: str, known: tuple[str, ...], path: Path) -> dict[str, Any]:
    table = data.get(key, {})
    if not isinstance(table, dict):
        raise InputError(f"[{key}] must be a table", path)
    unknown = [k for k in table if k not in known]
    if unknown:
        raise InputError(f"[{key}] unknown key {', '.join(map(repr, unknown))}; choose from {', '.join(known)}", path)
    return table


def _choice(table: dict[str, Any], key: str, what: str, choices: tuple[str, ...], path: Path) -> str:
    value = table.get(key, choices[0])
    if value not in choices:
        raise InputError(f"{what} {key} must be {', '.join(choices[:-1])} or {choices[-1]}, not {value!r}", path)
    return str(value)


def parse_policy(data: dict[str, Any], path: Path, detection: DetectionConfig) -> Policy:
    """A :class:`Policy` from the parsed TOML of ``path``; every mistake names the file."""
    head = data.get("policy", {})
    stamps = data.get("timestamps", {})
    action = stamps.get("action", "keep")
    if action not in ("keep", "remove", "shift"):
        raise InputError(f"[timestamps] action must be keep, remove or shift, not {action!r}", path)
    scope = tuple(stamps.get("scope", TIMESTAMP_SCOPES))
    unknown = [s for s in scope if s not in TIMESTAMP_SCOPES]
    if unknown:
        raise InputError(
            f"[timestamps] unknown scope {', '.join(map(str, unknown))}; choose from {', '.join(TIMESTAMP_SCOPES)}",
            path,
        )
    days = stamps.get("max-shift-days", 365)
    if not isinstance(days, int) or days < 1:
        raise InputError("[timestamps] max-shift-days must be a whole number of at least 1", path)
    seed = stamps.get("seed")
    if seed is not None and not isinstance(seed, str):
        raise InputError("[timestamps] seed must be a string", path)
    metadata = tuple(_redaction(r, f"[[metadata]] {i}", path) for i, r in enumerate(_rules(data, "metadata", path), 1))
    exclude = tuple(
        Exclusion(
            _check_xpath(r.get("xpath"), f"[[exclude]] {i}", path), _string(r, "reason", f"[[exclude]] {i}", path)
        )
        for i, r in enumerate(_rules(data, "exclude", path), 1)
    )
    access = tuple(
        Restriction(
            _check_xpath(r.get("xpath"), f"[[access]] {i}", path),
            _string(r, "licence", f"[[access]] {i}", path),
            _string(r, "status", f"[[access]] {i}", path, "restricted"),
        )
        for i, r in enumerate(_rules(data, "access", path), 1)
    )
    ids = _table(data, "ids", ("rename", "prefix"), path)
    rename = ids.get("rename", "source")
    if rename == "source":
        rename = None
    elif not isinstance(rename, bool):
        raise InputError('[ids] rename must be true, false or "source"', path)
    prefix = ids.get("prefix", "")
    if not isinstance(prefix, str) or (prefix and not _ID_PREFIX.fullmatch(prefix)):
        raise InputError(
            f"[ids] prefix must start with a letter or _ and hold only letters, digits, '.', '-', '_' "
            f"(it begins every new id), not {prefix!r}",
            path,
        )
    markup = _table(data, "markup", ("comments", "processing-instructions"), path)
    comments = _choice(markup, "comments", "[markup]", COMMENT_ACTIONS, path)
    instructions = _choice(markup, "processing-instructions", "[markup]", PI_ACTIONS, path)
    review = _table(data, "review", ("required", "allow-held"), path)
    required = review.get("required", False)
    if not isinstance(required, bool):
        raise InputError("[review] required must be true or false", path)
    names = data.get("names", {})
    if not isinstance(names, dict):
        raise InputError("[names] must be a table of element = category", path)
    for key, value in names.items():
        if (problem := check_override(key, value)) is not None:
            raise InputError(problem, path)
    allow_held = review.get("allow-held", False)
    if not isinstance(allow_held, bool):
        raise InputError("[review] allow-held must be true or false", path)
    categories = choose_categories(detection.categories, detection.skip)
    return Policy(
        name=_string(head, "name", "[policy]", path, ""),
        description=_string(head, "description", "[policy]", path, ""),
        timestamps=action,
        timestamp_scope=scope,
        max_shift_days=days,
        seed=seed,
        metadata=metadata,
        exclude=exclude,
        access=access,
        keep=detection.keep,
        categories=categories,
        rename_ids=rename,
        id_prefix=prefix,
        comments=comments,
        processing_instructions=instructions,
        review_required=required,
        names=tuple((k, v) for k, v in names.items()),
        allow_held=allow_held,
        courts=detection.courts or "replace",
    )


def load_policy(path: Path) -> tuple[Policy, DetectionConfig]:
    """The policy of a TOML file and the detection settings the same file declares."""
    data = read_toml(path, "policy")
    detection = detection_config(data, path)
    return parse_policy(data, path, detection), detection
