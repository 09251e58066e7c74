"""The name tagger: a linear-chain CRF (python-crfsuite) over chat-shaped features.

- :mod:`~teianon.tagger.features`: the features of a token, shared by training and tagging;
- :mod:`~teianon.tagger.corpora`: the training corpora, read as sentences with teianon's labels;
- :mod:`~teianon.tagger.noise`: chat-noise copies of the training sentences;
- :mod:`~teianon.tagger.train`: training, and the model card beside the model in ``model/``.

The detector that uses it is :mod:`teianon.detect.tagger`.
"""
