"""The per-category summary printed at the end of a run (laid out like Table 2 of seed 003)."""

from __future__ import annotations

from collections import Counter

from ..mention import Category


def category_table(counts: Counter[str], heading: str = "# Occurrences") -> str:
    """Categories by frequency, most frequent first, with the sum in the last line."""
    order = {c.name: i for i, c in enumerate(Category)}
    rows = sorted(counts.items(), key=lambda kv: (-kv[1], order.get(kv[0], len(order)), kv[0]))
    width = max([len("Category"), *(len(k) for k in counts)]) + 2
    lines = [f"{'Category':<{width}}{heading}"]
    lines += [f"{name:<{width}}{count:>{len(heading)},}" for name, count in rows]
    lines.append(f"{'Σ':<{width}}{sum(counts.values()):>{len(heading)},}")
    return "\n".join(lines)


def score_table(scores: dict[str, dict[str, float | int]], title: str) -> str:
    """Precision, recall, F1, F2 and counts per category, ``overall`` last."""
    names = [c for c in scores if c != "overall"] + ["overall"]
    lines = [title, f"{'category':<10}{'P':>7}{'R':>7}{'F1':>7}{'F2':>7}{'tp':>7}{'fp':>7}{'fn':>7}"]
    for name in names:
        s = scores[name]
        lines.append(
            f"{name:<10}{s['precision']:>7.3f}{s['recall']:>7.3f}{s['f1']:>7.3f}{s['f2']:>7.3f}"
            f"{s['tp']:>7}{s['fp']:>7}{s['fn']:>7}"
        )
    return "\n".join(lines)
