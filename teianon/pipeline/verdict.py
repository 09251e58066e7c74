"""The self-audit's and the validation's verdict on an output about to be written: what stops
the write, what is marked and replaced again, what is only warned of."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable

from lxml import etree

from ..annotate.leaked import Marking
from ..checks.audit import Leak
from ..checks.paths import path_leaks
from ..checks.validate import Problem, check_output
from ..errors import LeakError, ValidationError
from ..mention import Category
from ..read.reader import fold
from ..replace.inventory import Inventory
from ..replace.sought_forms import forms_by_string, sought_forms
from ..replace.source_ids import source_ids
from .settings import FileResult, Job


def leaked_strings(leaks: list[Leak], inventory: Inventory, job: Job, names: Iterable[str] = ()) -> dict[str, Marking]:
    """The strings of the certain leaks that markup can mark, with what they are marked as (their
    category, and the participant a participant's name is linked to: what
    :func:`teianon.annotate.leaked.mark_leaked` marks); none where leaks are allowed. Every form
    the audit seeks is known here by the same list (:func:`teianon.replace.sought_forms.sought_forms`):
    a name without its ending, in another spelling or written as one word is marked as its
    reference is. ``names``: the persons' names the source reveals in comments and attribute
    values (:func:`teianon.replace.hidden.attribute_names`), marked as persons where text holds them."""
    leaks = [leak for leak in leaks if leak.certain]
    if job.settings.allow_leaks or not leaks:
        return {}
    forms = forms_by_string(sought_forms(inventory, names))
    marked: dict[str, Marking] = {}
    for leak in leaks:
        form = forms.get(fold(leak.text))
        if form is not None and form.category is not None and form.category not in _UNMARKED:
            marked.setdefault(leak.text, (form.category, form.participant))
    return marked


# What the sweep does not mark: an identifying description or a quote is no name to look for.
_UNMARKED = frozenset({Category.IMPLICIT, Category.CITATION})


def marked_warning(counts: Counter[str], job: Job) -> list[str]:
    if not counts:
        return []
    return [
        f"{job.source}: {sum(counts.values())} further occurrence(s) of replaced strings found "
        "by the audit and replaced too"
    ]


def judge_leaks(leaks: list[Leak], job: Job, result: FileResult, possible: int | None = None) -> None:
    """The audit's verdict on an output (:func:`teianon.checks.audit.audit_tree` searched it for
    every string it was to replace): a certain leak stops the write. ``possible``: how many
    possible leaks there were, where ``leaks`` holds the certain ones alone."""
    certain = [leak for leak in leaks if leak.certain]
    result.possible_leaks = len(leaks) - len(certain) if possible is None else possible
    if certain and not job.settings.allow_leaks:
        more = f" (and {len(certain) - 1} more)" if len(certain) > 1 else ""
        first = certain[0]
        raise LeakError(
            f"leak: {first.text!r} ({first.what}){more}; output not written (teianon audit lists "
            "every leak; --allow-leaks writes it anyway)",
            first.path,
            first.line,
        )
    result.warnings += [f"{leak}; written anyway (--allow-leaks)" for leak in certain]
    result.audited = not certain


def kept_platform_ids(written: etree._ElementTree, job: Job) -> list[str]:
    """A warning where a policy kept the ids (``[ids] rename = false``) and they carry a platform's
    ids (a tweet number): they find the source online, and the audit reads no ids. ``teianon
    check`` lists each one (``ids/source-id``)."""
    if not keeps_ids(job):
        return []
    return kept_ids_warning(source_ids(written.getroot()), job)


def keeps_ids(job: Job) -> bool:
    """Whether the run's policy keeps the ids (``[ids] rename = false``)."""
    return (
        bool(job.settings.policy_json)
        and json.loads(job.settings.policy_json or "{}").get("ids", {}).get("rename") is False
    )


def kept_ids_warning(keys: list[str], job: Job) -> list[str]:
    if not keys:
        return []
    return [
        f"{job.target}: warning: {len(keys)} platform id(s) stay in the ids (such as {keys[0]!r}), which "
        "find the source online: the policy keeps ids ([ids] rename = false); teianon check lists them"
    ]


def validate_output(written: etree._ElementTree, job: Job) -> list[str]:
    """The warnings of an output about to be written; its first error is raised."""
    return judge_problems(check_output(written, str(job.target), job.source), job)


def judge_problems(problems: list[Problem], job: Job) -> list[str]:
    """The warnings among the validation's ``problems`` of an output; its first error is raised."""
    errors = [p for p in problems if p.severity == "error"]
    if errors:
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise ValidationError(
            f"not valid: {first.message} [{first.schema}]{more}; output not written "
            "(teianon validate lists every problem; --no-validate writes it anyway)",
            first.path,
            first.line,
        )
    return [str(p) for p in problems if p.severity == "warning"]


def named_output(job: Job, inventory: Inventory, names: Iterable[str]) -> list[str]:
    """A warning for each string of the source in the output's file name that detection alone
    does not find there (the run's own check of the names, :mod:`teianon.cli.corpus`): a name
    known from the text, the header, a comment or an attribute (``nachlass_vornholt.xml``).
    ``teianon check`` fails such a file; ``--rename`` numbers the outputs."""
    name = job.target.name
    detected = {leak.text for leak in path_leaks(name, str(job.target))}
    return [
        f"{job.target}: warning: {leak.text!r} ({leak.what.split(',')[0]}) in the output's name: "
        "teianon check fails it; --rename numbers the outputs"
        for leak in path_leaks(name, str(job.target), inventory, names)
        if leak.certain and leak.text not in detected
    ]
