"""Resolve, annotate, propagate: proposals become ``<name>``/``<ref>`` elements in the TEI.

- :mod:`~teianon.annotate.resolve`: one mention per stretch of text (existing annotation wins,
  then linked participants, structured patterns, word lists; longer beats shorter);
- :mod:`~teianon.annotate.document`: detect, resolve and write the references of one document,
  respecting the keep-list and the public sphere; then :func:`complete_repeats`;
- :mod:`~teianon.annotate.markup`: the one place that wraps tokens or characters in an element,
  keeping every id, attribute and character;
- :mod:`~teianon.annotate.repeats`: every further occurrence of what is replaced (propagate);
- :mod:`~teianon.annotate.strip`: remove annotations again (gold → system input).
"""
