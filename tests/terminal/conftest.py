import pytest

from tests.cli.support import with_extra_titles


@pytest.fixture
def extra_titles(monkeypatch):
    """The Dice Market and Harbor in the registry; modules opt in with usefixtures."""
    yield from with_extra_titles(monkeypatch)
