"""Audit and validate: is the output fit for release?

- :mod:`~teianon.checks.audit`: every original string that was to be replaced, searched in the
  output wherever a reader sees text; a hit is a leak;
- :mod:`~teianon.checks.validate`: RELAX NG and Schematron (teianon's own rules, and the schemas
  a file declares);
- :mod:`~teianon.checks.check`: all checks of a corpus before release (``teianon check``), with
  :mod:`~teianon.checks.unreviewed` (what waits for a reviewer) and :mod:`~teianon.checks.summary`
  (its table and verdict);
- :mod:`~teianon.checks.reports`: what CI systems read (JUnit, SARIF, GitHub annotations).
"""
