"""teianon: anonymise TEI/XML corpora of computer-mediated communication.

One package per stage of the flow (docs/contributing/index.md draws it), in the order a file
passes through them; :mod:`teianon.pipeline.file` runs them for one file, top to bottom:

- :mod:`teianon.read`: safe XML in and out, TEI documents and participants, the text a reader sees;
- :mod:`teianon.detect`: one detector per module, each proposing mentions;
- :mod:`teianon.annotate`: resolve the mentions, write them as ``<name>``/``<ref>``, mark repeats;
- :mod:`teianon.review`: the review report, a reviewer's decisions, proposals held back;
- :mod:`teianon.replace`: the XSLT post-processor and what it is given;
- :mod:`teianon.pseudonym`: surrogates instead of placeholders, and their secret key;
- :mod:`teianon.checks`: audit and validation, may the corpus be released;
- :mod:`teianon.pipeline`: one file's flow, a corpus's jobs, workers and clusters;
- :mod:`teianon.cli`: the command line, by command group.

Beside the flow: :mod:`teianon.importers` (exports that are not TEI yet), :mod:`teianon.measure`
(evaluation and inter-coder agreement), :mod:`teianon.lists` (word lists) and
:mod:`teianon.tagger` (the name tagger's features, data and model).
"""

__version__ = "0.1.0"
