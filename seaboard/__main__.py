"""`python -m seaboard ...` runs the same command as `seaboard ...`."""

from seaboard.cli import main

# guarded: a process started by multiprocessing's spawn or forkserver imports this module
# as `__mp_main__` and must not run the command a second time
if __name__ == "__main__":
    main()
