"""teianon: anonymise TEI/XML corpora of computer-mediated communication.

The stages of the pipeline live in their own modules (see DESIGN.md of the project):
:mod:`teianon.xmlio` reads and writes safely, :mod:`teianon.tei` finds documents,
participants and posts, :mod:`teianon.textview` gives detectors the text of a post,
:mod:`teianon.detect` proposes mentions, :mod:`teianon.resolve` decides between them,
:mod:`teianon.annotate` writes them into the TEI, :mod:`teianon.anonymise` runs the XSLT.
"""

__version__ = "0.1.0"
