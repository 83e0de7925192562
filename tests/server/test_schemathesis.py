"""Schemathesis against the server's own OpenAPI document: generated requests (valid and
not) to every operation, half of them aimed at a real table with a real seat token. No
answer is a 5xx, every answer matches the documented status codes and shapes, and a
refused request changes nothing: every seat sees the same table before and after.

`CASES` requests per operation (about ten operations); the count run is printed."""

from __future__ import annotations

import random

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis import checks
from schemathesis.specs.openapi import checks as openapi_checks

from tests.server.conftest import database_for
from tests.server.support import Server, auth

CASES = 40
CHECKS = [
    checks.not_a_server_error,
    openapi_checks.status_code_conformance,
    openapi_checks.content_type_conformance,
    openapi_checks.response_schema_conformance,
]


@pytest.fixture(scope="module")
def sqlite_server(tmp_path_factory):
    url, drop = database_for("sqlite", tmp_path_factory)
    srv = Server(url).start()
    yield srv
    srv.stop()


def everything_seen(http: httpx.Client, table: str, tokens: list[str]) -> list:
    seen = []
    for token in (None, *tokens):
        snap = http.get(f"/api/tables/{table}", headers=auth(token)).json()
        snap.pop("clocks", None)
        seen.append(snap)
    seen.append(http.get("/api/tables", params={"limit": 200}).json())
    return seen


def test_fuzzed_requests_never_fail_the_server(sqlite_server):
    base = sqlite_server.url
    http = httpx.Client(base_url=base, timeout=30)
    table = http.post(
        "/api/tables", json={"title": "dicegame", "seats": ["human", "human"], "seed": 3}
    ).json()
    tokens = [s["token"] for s in table["seats"]]
    for t in tokens:
        http.post(f"/api/tables/{table['id']}/join", headers=auth(t))
    schema = schemathesis.openapi.from_url(base + "/openapi.json")
    rng = random.Random(0)
    ran = 0
    for result in schema.get_all_operations():
        operation = result.ok()

        @given(case=operation.as_strategy())
        @settings(
            max_examples=CASES,
            deadline=None,
            database=None,
            derandomize=True,
            suppress_health_check=list(HealthCheck),
        )
        def run(case):
            nonlocal ran
            if "table_id" in (case.path_parameters or {}) and rng.random() < 0.5:
                case.path_parameters["table_id"] = table["id"]
            if rng.random() < 0.5:
                case.headers = {**(case.headers or {}), **auth(rng.choice(tokens))}
            before = everything_seen(http, table["id"], tokens)
            response = case.call(base_url=base)
            ran += 1
            case.validate_response(response, checks=CHECKS)
            if response.status_code >= 400:
                assert everything_seen(http, table["id"], tokens) == before, (
                    case.method,
                    case.formatted_path,
                    response.status_code,
                )

        run()
    print(f"\nschemathesis: {ran} requests")
    assert ran >= CASES * 5
