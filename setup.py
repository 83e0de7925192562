"""The compiled modules (issue 30), each optional: where no C compiler or Python headers
are present (or Cython is missing) the build goes on without them and the same sources
run interpreted, playing the same games (tests/engine/test_rng.py, test_native.py).

- `seaboard.engine._rng`: SplitMix64 in C behind `seaboard.engine.rng.Rng`.
- The hot rules modules (`seaboard/_native.py`'s COMPILED), compiled unchanged by Cython.

Everything else about the package is in pyproject.toml.
"""

import glob
import os
import sys

from setuptools import Extension, setup

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from seaboard._native import COMPILED  # noqa: E402

extensions = [Extension("seaboard.engine._rng", ["seaboard/engine/_rng.c"], optional=True)]
try:
    from Cython.Build import cythonize
except ImportError:  # no Cython: every module stays pure Python
    pass
else:
    sources = sorted({path for pattern in COMPILED for path in glob.glob(pattern)})
    modules = [Extension(path[:-3].replace("/", "."), [path], optional=True) for path in sources]
    extensions += cythonize(
        modules,
        language_level=3,
        nthreads=os.cpu_count() or 1,
        quiet=True,
        # annotations are not types here: the same source must mean the same thing compiled
        compiler_directives={"binding": True, "annotation_typing": False},
    )

# build_ext compiles the C files in parallel on every core
setup(ext_modules=extensions, options={"build_ext": {"parallel": os.cpu_count() or 1}})
