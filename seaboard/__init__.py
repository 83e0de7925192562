"""Seaboard: engine, AI and table for five nautical board games."""

from seaboard import _native

_native.install()  # before any compiled module is imported: see _native's docstring

__version__ = "0.1.0"
