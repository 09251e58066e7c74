"""Review and decisions: between annotation and replacement, a person decides.

- :mod:`~teianon.review.proposals`: the proposals and blocks of an annotated file, named so that
  a decision finds its words again;
- :mod:`~teianon.review.report`: the HTML report (template, style and script beside it);
- :mod:`~teianon.review.decisions`: the decisions file and applying it (a rejection with the
  repeats completed from it);
- :mod:`~teianon.review.hold`: holding back proposals below ``--min-cert``;
- :mod:`~teianon.review.stages`: decisions → hold → repeats, in the one order that anonymise and
  the audit share;
- :mod:`~teianon.review.record`: which decisions an output was made with, in its change record.
"""
