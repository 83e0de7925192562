"""Seaboard: engine, AI and table for five nautical board games."""

__version__ = "0.1.0"
