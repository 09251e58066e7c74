"""``python -m teianon``: the same as the ``teianon`` command."""

from .cli import main

if __name__ == "__main__":
    main(prog_name="teianon")
