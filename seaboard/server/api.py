"""The HTTP and WebSocket API (FastAPI). OpenAPI at /openapi.json, docs at /docs.

Every refusal is a 4xx with `{"reason": ..., "rule"?: ..., "field"?: ...}`. Whatever a
caller receives is derived from `state.view(seat)` and the events it may see
(`events_for`); a caller without a seat token is a spectator (`view(None)`, public
events). The browser table (seaboard/server/web/) is served at `/`.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import gc
import logging
import time
from contextlib import asynccontextmanager
from importlib.util import find_spec
from pathlib import Path
from typing import Annotated, Any, Literal, get_args, get_origin

import orjson
from fastapi import Depends, FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi import Path as PathParam
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from seaboard.engine.game import Game
from seaboard.games import BUILTIN, all_games, get_game
from seaboard.server import models as m
from seaboard.server.hub import ApiError, Hub, Settings
from seaboard.server.live import LiveTable
from seaboard.server.page import page, replay_drawings, roles

log = logging.getLogger("seaboard.server")

WEB = Path(__file__).resolve().parent / "web"
RECEIVED = "seaboard.received"  # the request's scope key: when BodyLimit first saw it
TableId = Annotated[str, PathParam(min_length=1, max_length=32, description="the table's id")]
bearer = HTTPBearer(auto_error=False, description="a seat token (none: a spectator)")
Token = Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)]

REFUSALS: dict[int | str, dict[str, Any]] = {
    code: {"model": m.Refusal, "description": text}
    for code, text in {
        401: "the token holds no seat here",
        403: "not this seat's decision, or not allowed at this table",
        404: "no such table",
        409: "stale sequence number, or the table is not running",
        413: "request or action text too large",
        422: "not legal now, or a malformed request",
        429: "too many requests",
    }.items()
}


class Json(Response):
    """JSON by orjson: encoding views is a third of a move's work with the standard json."""

    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return orjson.dumps(content)


class BodyLimit:
    """Refuse a request body over `limit` bytes with 413, before anyone reads it."""

    def __init__(self, app, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        scope[RECEIVED] = time.perf_counter()
        for name, value in scope.get("headers", ()):
            if name == b"content-length" and (not value.isdigit() or int(value) > self.limit):
                return await self._refuse(send)
        seen = 0
        started = False

        async def counted_receive():
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise _TooLarge
            return message

        async def tracked_send(message):
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counted_receive, tracked_send)
        except _TooLarge:
            if not started:
                await self._refuse(send)

    async def _refuse(self, send) -> None:
        response = JSONResponse(
            {"reason": f"the request body is over {self.limit} bytes", "field": "body"}, 413
        )
        await response({"type": "http"}, _no_receive, send)


class _TooLarge(Exception):
    pass


async def _no_receive():  # pragma: no cover - a plain response never reads
    return {"type": "http.disconnect"}


class FastMoves:
    """`POST /api/tables/{id}/actions`, a move, without FastAPI's machinery: dependency
    solving, the body parsed by content type through `email`, pydantic's model and the
    response's passes cost more CPU than the move's own work. Only the plain request is
    taken here (content type `application/json`, a bearer token, a body of exactly
    `{"action": text or number, "seq": number in 0..10^9}`), and it is answered by the
    same `play` as the route; anything else goes on to FastAPI's route, which answers it
    (422s and all) as it always did."""

    PREFIX = "/api/tables/"
    SUFFIX = "/actions"

    def __init__(self, app, play) -> None:
        self.app = app
        self.play = play

    async def __call__(self, scope, receive, send):
        path = scope.get("path", "")
        if (
            scope["type"] != "http"
            or scope["method"] != "POST"
            or not path.startswith(self.PREFIX)
            or not path.endswith(self.SUFFIX)
        ):
            return await self.app(scope, receive, send)
        table_id = path[len(self.PREFIX) : -len(self.SUFFIX)]
        token = None
        content_types = []
        for name, value in scope["headers"]:
            if name == b"content-type":
                content_types.append(value)
            elif name == b"authorization" and token is None:
                scheme, _, credentials = value.decode("latin-1").partition(" ")
                token = credentials.strip() if scheme.lower() == "bearer" else ""
        chunks = []
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client left
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        move = None
        if (
            content_types == [b"application/json"]
            and token
            and 1 <= len(table_id) <= 32
            and "/" not in table_id
        ):
            move = _plain_move(body)
        if move is None:
            replayed = False

            async def replay():
                nonlocal replayed
                if replayed:
                    return await receive()
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}

            return await self.app(scope, replay, send)
        try:
            answer, headers = await self.play(table_id, token, *move, scope)
        except ApiError as exc:
            response: Response = JSONResponse(exc.body(), exc.status, headers=exc.headers)
        else:
            response = Json(answer, headers=headers)
        await response(scope, receive, send)


def _plain_move(body: bytes) -> tuple[str | int, int] | None:
    """(action, seq) when the body is exactly what `m.ActionIn` takes unchanged: two keys,
    the action a string or an integer, seq an integer in range (no bool, no float)."""
    try:
        data = orjson.loads(body)
    except orjson.JSONDecodeError:
        return None
    if type(data) is not dict or len(data) != 2:
        return None
    action, seq = data.get("action"), data.get("seq")
    if type(action) not in (str, int) or type(seq) is not int or not 0 <= seq <= 10**9:
        return None
    return action, seq


class RateLimit:
    """At most `per_minute` events per client address in any 60 seconds (0: no limit)."""

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self.seen: dict[str, collections.deque[float]] = {}

    def check(self, who: str) -> None:
        if self.per_minute <= 0:
            return
        now = time.monotonic()
        times = self.seen.setdefault(who, collections.deque())
        while times and now - times[0] > 60:
            times.popleft()
        if len(times) >= self.per_minute:
            wait = int(60 - (now - times[0])) + 1
            raise ApiError(
                429,
                f"at most {self.per_minute} new tables per minute from one address; "
                f"try again in {wait} s",
                headers={"Retry-After": str(wait)},
            )
        times.append(now)
        if len(self.seen) > 10_000:  # forget idle addresses
            for key in [k for k, v in self.seen.items() if not v or now - v[-1] > 60]:
                del self.seen[key]


def _title_info(game: Game) -> dict[str, Any]:
    info = game.info
    try:
        goal = game.goal(game.make_config(), None)
    except Exception:
        goal = info.summary
    return {
        "name": info.name,
        "title": info.title,
        "players": {
            "min": info.min_players,
            "max": info.max_players,
            "default": info.players_by_default,
        },
        "summary": info.summary,
        "goal": goal,
        "options": jsonable_encoder(_options_with_choices(game)),
        "rules_summary": [
            {"section": section, "text": text} for section, text in game.rules_summary()
        ],
        "difficulties": dict(game.difficulties),
        "agents": ["human", "random", "heuristic", "mcts:time=1"],
        "roles": _roles(game),
    }


def _roles(game: Game) -> list[str | None]:
    try:
        return roles(game, game.make_config())
    except Exception:
        return []


def _options_with_choices(game: Game) -> list[dict[str, Any]]:
    """`Game.options()`, each with `choices` when its type is a Literal (for a menu)."""
    out = []
    for option in game.options():
        field_info = game.Config.model_fields.get(option["name"])
        annotation = getattr(field_info, "annotation", None)
        if get_origin(annotation) is Literal:
            option = {**option, "choices": list(get_args(annotation))}
        out.append(option)
    return out


def _loadable_games() -> list[Game]:
    """Every title that loads; one that does not (a broken plugin) is logged and left out."""

    def skip(name: str, exc: Exception) -> None:
        log.warning("title %s cannot be loaded, left out (%s)", name, exc)

    try:
        return all_games(on_error=skip)
    except Exception as exc:  # SEABOARD_EXTRA_GAMES names a module that is not there
        log.warning("extra titles cannot be loaded, left out (%s)", exc)
        return [get_game(name) for name in BUILTIN if find_spec(f"seaboard.games.{name}")]


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    hub = Hub(settings)
    limiter = RateLimit(settings.tables_per_minute)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        await hub.start()
        # What is loaded by now (modules, titles, the tables rebuilt) lives as long as the
        # process: no collection need walk it again. Young collections come 14 times less
        # often. A full collection stops every table, and under load they came every few
        # seconds, walking 250,000 objects.
        gc.freeze()
        gc.set_threshold(10_000, 10, 10)
        try:
            yield
        finally:
            await hub.stop()

    app = FastAPI(
        title="Seaboard",
        version="1",
        summary="Tables of nautical board games: seats, live play, bots; hidden information "
        "stays hidden.",
        lifespan=lifespan,
    )
    app.state.hub = hub

    async def play(
        table_id: str, token: str | None, action: str | int, seq: int, scope
    ) -> tuple[dict[str, Any], dict[str, str]]:
        """A move: the answer once committed, and its `Server-Timing` header (how long the
        server took from receiving it to queueing every socket's update)."""
        if isinstance(action, str):
            if len(action) > settings.max_action:
                raise ApiError(
                    413, f"action text over {settings.max_action} characters", field="action"
                )
            if action.strip().isdigit():
                action = int(action.strip())
        table = await hub.table(table_id, fresh=False)
        seat = hub.seat_of(table, token)
        if seat is None:
            raise ApiError(401, "this needs a seat token (Authorization: Bearer TOKEN)")
        answer = (await hub.act(table, seat, seq, action)).answer
        took = (time.perf_counter() - scope.get(RECEIVED, 0.0)) * 1000
        return answer, {"Server-Timing": f"move;dur={took:.2f}"}

    # added first, so inside BodyLimit (the last added is the outermost)
    app.add_middleware(FastMoves, play=play)
    app.add_middleware(BodyLimit, limit=settings.max_body)

    # -- refusals -------------------------------------------------------------------------
    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError):
        return JSONResponse(exc.body(), exc.status, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError):
        errors = exc.errors()
        first = errors[0] if errors else {"loc": (), "msg": "invalid request"}
        where = ".".join(str(p) for p in first.get("loc", ()))
        return JSONResponse({"reason": f"{where}: {first.get('msg')}", "field": where}, 422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException):
        return JSONResponse({"reason": str(exc.detail)}, exc.status_code, headers=exc.headers)

    async def table_of(table_id: str, fresh: bool = True) -> LiveTable:
        # a command catches up under the table's lock anyway: no need to check first
        return await hub.table(table_id, fresh=fresh)

    def seat_of(table: LiveTable, token: HTTPAuthorizationCredentials | None) -> int | None:
        return hub.seat_of(table, None if token is None else token.credentials)

    def need_seat(table: LiveTable, token: HTTPAuthorizationCredentials | None) -> int:
        seat = seat_of(table, token)
        if seat is None:
            raise ApiError(401, "this needs a seat token (Authorization: Bearer TOKEN)")
        return seat

    # -- lobby ------------------------------------------------------------------------------
    @app.get("/api/titles", response_model=list[m.TitleInfo], tags=["lobby"])
    async def titles():
        """Every title: players, options (with descriptions), goal, rules in short, bots."""
        if not lobby:
            lobby.extend(_title_info(g) for g in _loadable_games())
        return Json(lobby)

    lobby: list[dict[str, Any]] = []

    @app.post(
        "/api/tables",
        status_code=201,
        response_model=m.Created,
        responses=REFUSALS,
        tags=["tables"],
    )
    async def create_table(body: m.CreateTable, request: Request):
        """A new table. Each `human` seat gets a secret token (shown once) and a join link;
        the table starts when every human seat has joined."""
        limiter.check(request.client.host if request.client else "?")
        table, tokens = await hub.create(body.model_dump())
        base = str(request.base_url).rstrip("/")
        return Json(
            {
                "id": table.id,
                "seats": [
                    {
                        "seat": i,
                        "agent": agent,
                        **(
                            {
                                "token": tokens[i],
                                "join_url": f"{base}/#table={table.id}&token={tokens[i]}",
                            }
                            if tokens[i]
                            else {}
                        ),
                    }
                    for i, agent in enumerate(table.agents)
                ],
                "spectate_url": f"{base}/#table={table.id}",
                "status": table.status,
            },
            201,
        )

    @app.get("/api/tables", response_model=list[m.TableSummary], responses=REFUSALS, tags=["lobby"])
    async def list_tables(
        status: Annotated[m.Status | None, Query()] = None,
        limit: Annotated[int, Query(ge=1, le=200)] = 50,
    ):
        """Open and running tables, newest first (`status=over` for finished ones)."""
        return Json(await hub.list_tables(status.value if status else None, limit))

    # -- a table ----------------------------------------------------------------------------
    @app.get(
        "/api/tables/{table_id}", response_model=m.TableState, responses=REFUSALS, tags=["play"]
    )
    async def get_table(
        table_id: TableId,
        token: Token,
        since: Annotated[int, Query(ge=0, le=10**9)] = 0,
    ):
        """The table as the token's seat sees it (no token: a spectator), with the events
        it was shown after its update number `since`."""
        table = await table_of(table_id)
        return Json(table.snapshot(seat_of(table, token), since=since))

    @app.get(
        "/api/tables/{table_id}/page",
        response_model=m.TablePage,
        responses=REFUSALS,
        tags=["play"],
    )
    async def table_page(
        table_id: TableId,
        token: Token,
        since: Annotated[int, Query(ge=0, le=10**9)] = 0,
    ):
        """What the browser table draws: the table as the token's seat sees it, with the
        title's board (SVG), its terminal drawing (HTML) and what each legal action does."""
        table = await table_of(table_id)
        seat = seat_of(table, token)
        async with table.runtime.lock:  # drawn off the loop, while no move changes it
            return Json(await asyncio.to_thread(page, table, seat, since))

    @app.post(
        "/api/tables/{table_id}/join",
        response_model=m.TableState,
        responses=REFUSALS,
        tags=["play"],
    )
    async def join(table_id: TableId, token: Token):
        """Take the token's seat; the table starts once every human seat has joined."""
        table = await table_of(table_id, fresh=False)
        seat = need_seat(table, token)
        return Json(await hub.join_answer(table, seat))

    @app.post(
        "/api/tables/{table_id}/actions",
        response_model=m.TableState,
        responses=REFUSALS,
        tags=["play"],
    )
    async def act(table_id: TableId, body: m.ActionIn, token: Token, request: Request):
        """Play an action (its text, or its number `n` in the legal list) at update `seq`.
        Answered once committed, with the seat's new update number and its events. The
        `Server-Timing` header says how long the server took (received -> committed ->
        every socket's update queued), apart from the network and the client. (A plain
        request is answered by `FastMoves`, with the same `play`.)"""
        credentials = None if token is None else token.credentials
        answer, headers = await play(table_id, credentials, body.action, body.seq, request.scope)
        return Json(answer, headers=headers)

    @app.post(
        "/api/tables/{table_id}/undo",
        response_model=m.TableState,
        responses=REFUSALS,
        tags=["play"],
    )
    async def undo(table_id: TableId, token: Token, body: m.UndoIn | None = None):
        """Take back the seat's last decisions, if nothing came to light since (no die, no
        card, no other player's move) and the table allows take-backs."""
        table = await table_of(table_id)
        seat = need_seat(table, token)
        seq = None if body is None else body.seq
        return Json((await hub.undo(table, seat, seq)).answer)

    @app.get(
        "/api/tables/{table_id}/record",
        response_model=m.RecordOut,
        responses=REFUSALS,
        tags=["play"],
    )
    async def record(table_id: TableId, token: Token):
        """A finished game: the record `seaboard replay` reads (seed, actions, result).
        Before the end: the updates the caller was shown, its own actions included."""
        table = await table_of(table_id)
        seat = seat_of(table, token)
        if table.state.is_over:
            return Json(table.record().to_json())
        return Json(table.visible_record(seat))

    @app.get(
        "/api/tables/{table_id}/replay/{step}",
        response_model=m.ReplayStep,
        responses=REFUSALS,
        tags=["play"],
    )
    async def replay_step(table_id: TableId, step: Annotated[int, PathParam(ge=0, le=100_000)]):
        """A finished game after `step` actions, everything revealed: the action, all its
        events, the public view and the full hidden state."""
        table = await table_of(table_id)
        if not table.state.is_over:
            raise ApiError(
                403, "a game is revealed only once it is over", rule="hidden information"
            )
        if step > len(table.actions):
            raise ApiError(
                404, f"the game has {len(table.actions)} actions, not {step}", field="step"
            )
        shown = await asyncio.to_thread(_replay_step, table, step)
        return Json({**shown, **replay_drawings(table.game, shown)})

    @app.get(
        "/api/tables/{table_id}/svg",
        responses={**REFUSALS, 200: {"content": {"image/svg+xml": {}}}},
        response_class=Response,
        tags=["play"],
    )
    async def svg(table_id: TableId, token: Token):
        """The board as the caller sees it, drawn by the title (`Game.render_svg`)."""
        table = await table_of(table_id)
        seat = seat_of(table, token)
        legal = [a["text"] for a in table.legal(seat)]
        drawing = table.game.render_svg(table.snapshot(seat)["view"], seat, legal)
        if drawing is None:
            raise ApiError(404, f"{table.game.info.name} has no drawing yet")
        return Response(drawing, media_type="image/svg+xml")

    @app.websocket("/api/tables/{table_id}/ws")
    async def socket(websocket: WebSocket, table_id: str, token: str | None = None, since: int = 0):
        """Updates as they happen: a `sync` message (the table now, with the events after
        `since`), then an `update` for every change this seat may see."""
        try:
            table = await table_of(table_id[:64])
            seat = hub.seat_of(table, token)
            if seat is not None:
                await hub.join(table, seat)
                table = await table_of(table_id)
        except ApiError as exc:
            await websocket.close(code=4000 + exc.status, reason=exc.reason[:120])
            return
        try:
            sub = hub.subscribe(table, seat, since)
        except ApiError as exc:
            await websocket.close(code=4000 + exc.status, reason=exc.reason[:120])
            return
        await websocket.accept()

        async def pump():
            while True:
                message = await sub.queue.get()
                if message is None:
                    await websocket.close(code=4000, reason="reconnect with since=SEQ")
                    return
                await websocket.send_text(message)

        sender = asyncio.create_task(pump())
        try:
            while not sender.done():
                receive = asyncio.create_task(websocket.receive_text())
                done, _ = await asyncio.wait({receive, sender}, return_when=asyncio.FIRST_COMPLETED)
                if receive not in done:
                    receive.cancel()
                    break
                receive.result()  # clients have nothing to say; a message is ignored
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            hub.unsubscribe(table, sub)
            sender.cancel()
            with contextlib.suppress(BaseException):
                await sender

    if WEB.is_dir() and any(WEB.iterdir()):
        app.mount("/", StaticFiles(directory=WEB, html=True), name="web")
    else:

        @app.get("/", include_in_schema=False)
        async def home():
            return HTMLResponse(
                "<!doctype html><title>Seaboard</title><p>Seaboard's game server. The API is "
                'described at <a href="/docs">/docs</a>.</p>'
            )

    return app


def _replay_step(table: LiveTable, step: int) -> dict[str, Any]:
    game = table.game
    state = game.new_state(table.config, table.seed)
    seat = None
    events = []
    for text in table.actions[:step]:
        seat = state.to_move
        events = state.apply(state.parse_action(text))
    return {
        "step": step,
        "steps": len(table.actions),
        "seat": seat if step else None,
        "action": table.actions[step - 1] if step else None,
        "events": [
            {
                "kind": e.kind,
                "data": e.data,
                "to": None if e.to is None else sorted(e.to),
                "text": str(game.render_event(e, None if e.to is None else min(e.to))),
            }
            for e in events
        ],
        "to_move": state.to_move,
        "view": state.view(None),
        "reveal": state.reveal(),
    }
