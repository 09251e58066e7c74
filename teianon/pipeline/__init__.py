"""The flow: the stages in order for one file, and for a corpus.

- :mod:`~teianon.pipeline.file`: :func:`~teianon.pipeline.file.process`, the stages of one file
  from read to write, top to bottom;
- :mod:`~teianon.pipeline.settings`: what a run is asked to do (settings, jobs, results);
- :mod:`~teianon.pipeline.corpus`: one job per file, the manifest, pseudonym mode's two passes;
- :mod:`~teianon.pipeline.workers` and :mod:`~teianon.pipeline.distributed`: worker processes
  on this machine, or tasks on a Dask cluster.

Only the command line imports this package; the stages never call back up into it.
"""
