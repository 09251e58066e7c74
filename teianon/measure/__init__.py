"""Quality, measured: not a stage of the flow but beside it.

- :mod:`~teianon.measure.evaluate`: precision, recall, F1 and F2 against a gold annotation;
- :mod:`~teianon.measure.agreement`: inter-coder agreement (Fleiss' kappa, Krippendorff's alpha);
- :mod:`~teianon.measure.conll`: BIO/CoNLL NER data as gold TEI.
"""
