import os

import httpx
import pytest

from tests.server.support import PostgresDatabase, Server, postgres_reachable

BACKENDS = ["sqlite", "postgresql"]


def database_for(backend: str, tmp_path_factory):
    """(url, drop) for a fresh database of this backend."""
    if backend == "sqlite":
        path = tmp_path_factory.mktemp("db") / "seaboard.db"
        return f"sqlite:///{path}", lambda: None
    why = postgres_reachable()
    if why is not None:
        if os.environ.get("CI"):
            pytest.fail(f"PostgreSQL is not running at 127.0.0.1:5432: {why}")
        pytest.skip(f"PostgreSQL is not running at 127.0.0.1:5432: {why}")
    pg = PostgresDatabase()
    return pg.url, pg.drop


@pytest.fixture(scope="session", params=BACKENDS)
def backend(request):
    return request.param


@pytest.fixture(scope="session")
def database(backend, tmp_path_factory):
    url, drop = database_for(backend, tmp_path_factory)
    yield url
    drop()


@pytest.fixture(scope="session")
def server(database, tmp_path_factory):
    log = tmp_path_factory.mktemp("log") / "server.log"
    srv = Server(database, log=log, log_level="info").start()
    yield srv
    srv.stop()


@pytest.fixture
def client(server):
    with httpx.Client(base_url=server.url, timeout=30) as c:
        yield c
