"""The one compiled module (issue 30): SplitMix64 in C behind `seaboard.engine.rng.Rng`.

`optional=True`: where no C compiler or Python headers are present the build goes on
without it and rng.py's pure class plays the same games (tests/engine/test_rng.py).
Everything else about the package is in pyproject.toml.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension("seaboard.engine._rng", ["seaboard/engine/_rng.c"], optional=True),
    ]
)
