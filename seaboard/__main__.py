"""`python -m seaboard ...` runs the same command as `seaboard ...`."""

from seaboard.cli import main

main()
