"""Replace: the XSLT 3.0 post-processor (``xslt/teianon.xsl``, run through saxonche) and what
Python hands it.

- :mod:`~teianon.replace.xslt`: compile once per process, run on a parsed file, parse back safely;
- :mod:`~teianon.replace.inventory`: what the stylesheet will replace, after the corpus policy
  (written by the stylesheet itself, so that Python never decides it twice);
- :mod:`~teianon.replace.hidden`: the strings to replace where markup cannot go (attribute
  values, comments, processing instructions, header fields without markup).

The stylesheet knows nothing of detection; placeholders, surrogates, the header and the policy
are its work.
"""
