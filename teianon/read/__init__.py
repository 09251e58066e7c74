"""Read: the first stage, and the view every later stage shares.

- :mod:`~teianon.read.xmlio`: safe parsing (no network, no entities, no DTD loading) and atomic
  writing;
- :mod:`~teianon.read.tei`: the TEI documents of a file, their participants, posts and text blocks;
- :mod:`~teianon.read.textview`: the text of a post as detectors see it (tokens or characters);
- :mod:`~teianon.read.places`: where text stands outside the posts, searched alike by
  replacement and audit;
- :mod:`~teianon.read.files`: the ``*.xml`` files of the inputs a user names.
"""
