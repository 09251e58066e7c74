"""Pseudonym mode: one consistent surrogate per referent, across the corpus, and the secret key.

- :mod:`~teianon.pseudonym.surrogates`: what a surrogate of each kind looks like (a name of the
  same sex and language, a place of the same country, a number of the same format);
- :mod:`~teianon.pseudonym.pseudonymise`: one surrogate per referent for a whole corpus;
- :mod:`~teianon.pseudonym.keyfile`: the original → surrogate mapping, kept apart from the corpus;
- :mod:`~teianon.pseudonym.shared_names`: names two participants share (warnings);
- :mod:`~teianon.pseudonym.mapping`: the participant → names mapping, exported for review and
  imported back.
"""
