"""``python -m teianon.cli``: the same as the ``teianon`` command (and ``python -m teianon``)."""

from . import main

if __name__ == "__main__":
    main(prog_name="teianon")
