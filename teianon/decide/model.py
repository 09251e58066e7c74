"""The decision model: a logistic regression over a candidate's evidence, calibrated, as a table.

The model file (``model/decision.json``, shipped in the wheel) holds the weights of the named
features of :mod:`teianon.decide.features`, an isotonic calibration map from the regression's
probability to the share of candidates that were names at that probability on held-out folds,
the bounds of the ``@cert`` bands, and how many training candidates each rule had. Scoring is a
sum of weights, a logistic function and an interpolation: no library and no code are loaded
from the file (it is JSON), and a run stays as fast as before.

A rule that proposes only for the model (:data:`teianon.decide.PROPOSED_ONLY`) has a part of its
own: its features are named with a prefix (``bare|…``) and the part's intercept and calibration
are fitted on its candidates alone (``parts``), so that its candidates move no weight or
calibration of the other rules.

A rule whose candidates the training data hardly had (fewer than :data:`MIN_ROWS`) is not judged
by the model: its own certainty stands, since a weight learnt from a handful of cases is a guess.
"""

from __future__ import annotations

import json
import math
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

MODEL = Path(__file__).resolve().parent / "model" / "decision.json"
# Fewer training candidates than this, and a rule's own certainty stands.
MIN_ROWS = 30


@dataclass(frozen=True)
class DecisionModel:
    weights: dict[str, float]
    intercept: float
    # The isotonic map: raw probabilities (rising) and the calibrated probability at each.
    calibration_x: tuple[float, ...]
    calibration_y: tuple[float, ...]
    # (band, lowest calibrated probability), most certain first; below the last: dropped.
    bands: tuple[tuple[str, float], ...]
    # Training candidates per rule (``source``): which rules the model may judge.
    rows: dict[str, int]
    categories: frozenset[str]
    # A part's prefix of feature names -> its intercept, and its calibration's x and y.
    parts: dict[str, tuple[float, tuple[float, ...], tuple[float, ...]]] = field(default_factory=dict)

    @classmethod
    def read(cls, path: Path) -> DecisionModel:
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(
            weights={k: float(v) for k, v in data["weights"].items()},
            intercept=float(data["intercept"]),
            calibration_x=tuple(data["calibration"]["x"]),
            calibration_y=tuple(data["calibration"]["y"]),
            bands=tuple((str(b), float(v)) for b, v in data["bands"]),
            rows={k: int(v) for k, v in data["rows"].items()},
            categories=frozenset(data["categories"]),
            parts={
                prefix: (float(part["intercept"]), tuple(part["calibration"]["x"]), tuple(part["calibration"]["y"]))
                for prefix, part in data.get("parts", {}).items()
            },
        )

    def _part(self, features: dict[str, float]) -> tuple[float, tuple[float, ...], tuple[float, ...]]:
        """The intercept and calibration that weigh ``features``: their part's, or the model's."""
        if self.parts:
            first = next(iter(features), "")
            prefix, bar, _ = first.partition("|")
            if bar and prefix + bar in self.parts:
                return self.parts[prefix + bar]
        return self.intercept, self.calibration_x, self.calibration_y

    def judges(self, source: str, category: str) -> bool:
        """Whether the model decides on a candidate of this rule and category."""
        return category in self.categories and self.rows.get(source, 0) >= MIN_ROWS

    def raw(self, features: dict[str, float]) -> float:
        """The regression's probability, before calibration."""
        total = self._part(features)[0] + sum(self.weights.get(k, 0.0) * v for k, v in features.items())
        if total < -30:
            return 0.0
        return 1.0 / (1.0 + math.exp(-total))

    def probability(self, features: dict[str, float]) -> float:
        """The calibrated probability that the candidate is a name (of any category)."""
        _, xs, ys = self._part(features)
        return calibrate(self.raw(features), xs, ys)

    def band(self, probability: float) -> str | None:
        """The ``@cert`` of a calibrated probability, or None: too unlikely to propose."""
        return band_of(probability, self.bands)


def band_of(probability: float, bands: tuple[tuple[str, float], ...]) -> str | None:
    """The first of ``bands`` (most certain first) whose lowest probability ``probability``
    reaches, or None below them all."""
    for band, bound in bands:
        if probability >= bound:
            return band
    return None


def calibrate(raw: float, xs: tuple[float, ...], ys: tuple[float, ...]) -> float:
    """Linear interpolation in the isotonic map (constant beyond its ends), as scikit-learn's
    ``IsotonicRegression.predict`` with ``out_of_bounds="clip"`` computes it."""
    if not xs:
        return raw
    if raw <= xs[0]:
        return ys[0]
    if raw >= xs[-1]:
        return ys[-1]
    i = bisect_right(xs, raw)
    x0, x1, y0, y1 = xs[i - 1], xs[i], ys[i - 1], ys[i]
    return y0 if x1 == x0 else y0 + (y1 - y0) * (raw - x0) / (x1 - x0)


@lru_cache(maxsize=4)
def load(path: Path = MODEL) -> DecisionModel | None:
    """The model at ``path``, read once per process; None where there is none (a checkout
    before ``teianon train --decision``): every detector's own certainty stands then."""
    if not path.is_file():
        return None
    return DecisionModel.read(path)
