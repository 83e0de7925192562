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
from setuptools.command.build_ext import build_ext

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
    compiled = cythonize(
        modules,
        language_level=3,
        nthreads=os.cpu_count() or 1,
        quiet=True,
        # annotations are not types here: the same source must mean the same thing compiled
        compiler_directives={"binding": True, "annotation_typing": False},
    )
    for ext in compiled:  # cythonize's copies drop `optional`: a failed module stays pure
        ext.optional = True
        # after Python's own -g -O3: no debug info and -O2 compile the 85 modules in about
        # 60% of the time (Ahoy's bots.c 24.7 s -> 14.3 s) for the same playout speed
        # (benchmarks/README.md, stop 42); perf still names every function
        ext.extra_compile_args = ["-g0", "-O2"]
    extensions += compiled


class BuildChanged(build_ext):
    """Building in place (`pip install -e`, `make native`), compiles only the modules whose
    C is newer than their compiled file beside the source. (setuptools compares with its
    build folder, which `pip install -e` keeps in a temporary one: `make native` after it
    compiled everything again, minutes on 2 cores.) A wheel's build compiles them all."""

    def finalize_options(self) -> None:
        # every core compiles (setup()'s options do not reach the build `pip install -e`
        # runs: a fresh clone's install compiled on one core)
        if not self.parallel:
            self.parallel = os.cpu_count() or 1
        super().finalize_options()

    def run(self) -> None:
        self.beside_sources = bool(self.inplace)  # setuptools clears `inplace` while building
        super().run()

    def build_extension(self, ext: Extension) -> None:
        built = self.get_ext_filename(ext.name)  # beside the source: the package is the root
        if (
            self.beside_sources
            and os.path.exists(built)
            and all(os.path.getmtime(source) <= os.path.getmtime(built) for source in ext.sources)
        ):
            return
        super().build_extension(ext)


setup(ext_modules=extensions, cmdclass={"build_ext": BuildChanged})
