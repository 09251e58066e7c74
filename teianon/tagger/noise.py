"""Chat noise for training: copies of edited sentences written the way chat writes them.

The training sets are news, Wikipedia and tweets; chat writes ``bochum``, ``dortmund``, ``uni``,
leaves out punctuation, stretches words (``doooortmund``), mistypes, and tags (``#berlin``).
A noisy copy keeps the labels of the original, so the tagger learns that a name stays a name
when it loses its capital letter. All choices come from one seeded generator, so the same seed
gives the same training data and the same model.
"""

from __future__ import annotations

import random

from .corpora import Sentence

PUNCTUATION = frozenset(".,;:!?\"'„“”")
VOWELS = "aeiouäöü"


def _elongate(word: str, rng: random.Random) -> str:
    positions = [i for i, c in enumerate(word) if c.lower() in VOWELS] or [len(word) - 1]
    i = rng.choice(positions)
    return word[: i + 1] + word[i] * rng.randint(2, 4) + word[i + 1 :]


def _typo(word: str, rng: random.Random) -> str:
    i = rng.randint(1, len(word) - 3)
    if rng.random() < 0.5:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]  # swapped letters
    return word[:i] + word[i + 1 :]  # a letter left out


def noisy_copy(sentence: Sentence, rng: random.Random) -> Sentence:
    """A copy of ``sentence`` with chat noise; labels follow their tokens."""
    tokens = list(sentence.tokens)
    labels = list(sentence.labels)
    if rng.random() < 0.7:
        tokens = [t.lower() for t in tokens]
    if rng.random() < 0.5:
        kept = [i for i, t in enumerate(tokens) if t not in PUNCTUATION or labels[i] != "O"]
        tokens = [tokens[i] for i in kept]
        labels = [labels[i] for i in kept]
    words = [i for i, t in enumerate(tokens) if t.isalpha()]
    if words and rng.random() < 0.3:
        i = rng.choice(words)
        tokens[i] = _elongate(tokens[i], rng)
    long_words = [i for i, t in enumerate(tokens) if t.isalpha() and len(t) >= 5]
    if long_words and rng.random() < 0.3:
        i = rng.choice(long_words)
        tokens[i] = _typo(tokens[i], rng)
    names = [i for i, label in enumerate(labels) if label.startswith("B-") and label != "B-PER"]
    if names and rng.random() < 0.15:
        i = rng.choice(names)
        if i + 1 == len(labels) or not labels[i + 1].startswith("I-"):
            tokens[i] = "#" + tokens[i]
    return Sentence(tokens, labels, sentence.source + "+noise")
