// Seaboard's web table: the lobby, a table seen from one seat, and replays.
// Plain JavaScript, no build step. Everything shown comes from the server's answers for
// this seat (GET /api/tables/ID/page), which are drawn from the seat's view alone.

const app = document.getElementById("app");
const where = document.getElementById("where");

// -- small helpers ----------------------------------------------------------------------------
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "class") el.className = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

async function api(method, path, { body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["Authorization"] = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (exc) {
    return { ok: false, status: 0, data: { reason: `the server does not answer (${exc.message})` } };
  }
  let data = null;
  try { data = await response.json(); } catch { data = null; }
  return { ok: response.ok, status: response.status, data };
}

function refusal(data) {
  if (!data) return "the server refused without a reason";
  let text = data.reason || "refused";
  if (data.rule) text += ` (rule: ${data.rule})`;
  return text;
}

function hashParams() {
  return new URLSearchParams(location.hash.replace(/^#/, ""));
}

let seatRoles = [];  // each seat's side where the title names it ("the Hunters")

function seatName(seat) {
  if (seat === null || seat === undefined) return "Spectator";
  return seatRoles[seat] ? `Seat ${seat} (${seatRoles[seat]})` : `Seat ${seat}`;
}

function showError(box, text) {
  box.replaceChildren(text ? h("div", { class: "error", role: "alert" }, text) : "");
}

function minutes(seconds) {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

// a view without a drawing: its fields as a table
function genericView(view) {
  const rows = Object.entries(view || {}).map(([key, value]) =>
    h("tr", {}, h("th", {}, key.replaceAll("_", " ")),
      h("td", {}, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value))));
  return h("table", { class: "generic-view" }, rows);
}

function trustedHtml(html, cls) {
  // the server's own drawings (render_svg, Rich's HTML export of render_view)
  const box = h("div", { class: cls });
  box.innerHTML = html;
  return box;
}

// -- routing ----------------------------------------------------------------------------------
let leave = () => {};

function route() {
  leave();
  leave = () => {};
  const params = hashParams();
  document.body.dataset.seq = "";
  document.body.dataset.seat = "";
  if (params.get("replay")) replayPage(params.get("replay"));
  else if (params.get("table")) tablePage(params.get("table"), params.get("token"));
  else lobby();
}
window.addEventListener("hashchange", route);
route();

// -- the lobby --------------------------------------------------------------------------------
async function lobby() {
  where.textContent = "Lobby";
  document.title = "Seaboard: lobby";
  const titles = await api("GET", "/api/titles");
  if (!titles.ok) {
    app.replaceChildren(h("div", { class: "error" }, refusal(titles.data)));
    return;
  }
  const byName = Object.fromEntries(titles.data.map((t) => [t.name, t]));
  const titleSelect = h("select", { id: "title", name: "title" },
    titles.data.map((t) => h("option", { value: t.name }, t.title)));
  const playersInput = h("input", { id: "players", type: "number", min: 1, max: 16 });
  const optionsBox = h("div", { id: "options" });
  const seatsBox = h("div", { id: "seats" });
  const goalBox = h("p", { class: "muted" });
  const undoBox = h("input", { id: "undo", type: "checkbox", checked: true });
  const clockBase = h("input", { id: "clock-base", type: "number", min: 0, max: 1440, value: 0, style: "width:6rem" });
  const clockInc = h("input", { id: "clock-inc", type: "number", min: 0, max: 3600, value: 0, style: "width:6rem" });
  const errorBox = h("div", { "aria-live": "assertive" });
  const created = h("div", { id: "created", "aria-live": "polite" });

  function botChoices(info) {
    const choices = [["human", "a person (gets a join link)"]];
    for (const [name, spec] of Object.entries(info.difficulties || {})) choices.push([spec, `bot: ${name} (${spec})`]);
    for (const spec of info.agents || []) if (!choices.some(([s]) => s === spec)) choices.push([spec, `bot: ${spec}`]);
    return choices;
  }

  function drawSeats() {
    const info = byName[titleSelect.value];
    const count = Number(playersInput.value) || info.players.default;
    const kept = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
    seatsBox.replaceChildren(...Array.from({ length: count }, (_, seat) => {
      const select = h("select", { id: `seat-${seat}`, "data-seat": seat },
        botChoices(info).map(([spec, text]) => h("option", { value: spec }, text)));
      select.value = kept[seat] || (seat < 2 ? "human" : "heuristic");
      if (!select.value) select.value = "human";
      const role = count === info.players.default && info.roles ? info.roles[seat] : null;
      return h("div", { class: "form-row" }, h("label", { for: `seat-${seat}` }, role ? `Seat ${seat}: ${role}` : `Seat ${seat}`), select);
    }));
  }

  function drawTitle() {
    const info = byName[titleSelect.value];
    playersInput.min = info.players.min;
    playersInput.max = info.players.max;
    playersInput.value = info.players.default;
    goalBox.textContent = info.goal || info.summary;
    optionsBox.replaceChildren(...info.options.map((opt) => {
      const id = `opt-${opt.name}`;
      let input;
      if (opt.choices) {
        input = h("select", { id, "data-option": opt.name, "data-type": "choice" },
          opt.choices.map((c) => h("option", { value: c }, String(c))));
        input.value = opt.default;
      } else if (opt.type === "bool") {
        input = h("input", { id, type: "checkbox", "data-option": opt.name, "data-type": "bool", checked: !!opt.default });
      } else if (opt.type === "int" || opt.type === "float") {
        input = h("input", { id, type: "number", "data-option": opt.name, "data-type": opt.type, value: opt.default ?? "" });
      } else {
        input = h("input", { id, type: "text", "data-option": opt.name, "data-type": "str", value: opt.default ?? "" });
      }
      return h("div", { class: "form-row" },
        h("label", { for: id }, opt.name.replaceAll("_", " ")), input,
        h("p", { class: "option-desc" }, opt.description));
    }));
    drawSeats();
  }

  titleSelect.addEventListener("change", drawTitle);
  playersInput.addEventListener("change", drawSeats);

  async function create(event) {
    event.preventDefault();
    showError(errorBox, "");
    const info = byName[titleSelect.value];
    const options = {};
    for (const input of optionsBox.querySelectorAll("[data-option]")) {
      const opt = info.options.find((o) => o.name === input.dataset.option);
      let value;
      if (input.dataset.type === "bool") value = input.checked;
      else if (input.dataset.type === "int") value = parseInt(input.value, 10);
      else if (input.dataset.type === "float") value = parseFloat(input.value);
      else value = input.value;
      if (value !== opt.default) options[opt.name] = value;
    }
    const body = {
      title: info.name,
      players: Number(playersInput.value),
      options,
      seats: [...seatsBox.querySelectorAll("select")].map((s) => s.value),
      undo: undoBox.checked,
    };
    const base = Number(clockBase.value);
    if (base > 0) body.clock = { base: base * 60, increment: Number(clockInc.value) || 0 };
    const answer = await api("POST", "/api/tables", { body });
    if (!answer.ok) {
      showError(errorBox, refusal(answer.data));
      return;
    }
    const table = answer.data;
    created.replaceChildren(h("div", { class: "panel notice" },
      h("h2", {}, `Table ${table.id} is ready`),
      h("p", {}, "Each person opens their own link (send the others theirs). The game starts when every person has joined."),
      h("ul", { class: "links" },
        table.seats.filter((s) => s.join_url).map((s) =>
          h("li", {}, h("a", { href: s.join_url, "data-join": s.seat }, `Play seat ${s.seat}`), " ",
            h("code", {}, s.join_url))),
        h("li", {}, h("a", { href: table.spectate_url, "data-spectate": "" }, "Watch as a spectator"), " ",
          h("code", {}, table.spectate_url)))));
    created.querySelector("a")?.focus();
    refreshTables();
  }

  const tablesBox = h("div", { id: "tables" });
  async function refreshTables() {
    const [open, over] = await Promise.all([api("GET", "/api/tables"), api("GET", "/api/tables?status=over&limit=20")]);
    const rows = [...(open.ok ? open.data : []), ...(over.ok ? over.data : [])];
    if (!rows.length) {
      tablesBox.replaceChildren(h("p", { class: "muted" }, "No tables yet."));
      return;
    }
    tablesBox.replaceChildren(h("table", { class: "tables" },
      h("thead", {}, h("tr", {}, h("th", {}, "table"), h("th", {}, "title"), h("th", {}, "seats"), h("th", {}, "status"), h("th", {}, ""))),
      h("tbody", {}, rows.map((t) => h("tr", {},
        h("td", {}, h("code", {}, t.id)),
        h("td", {}, byName[t.title]?.title || t.title),
        h("td", {}, t.seats.map((s) => `${s.seat}: ${s.agent}${s.agent === "human" ? (s.joined ? " (joined)" : " (open)") : ""}`).join(", ")),
        h("td", {}, t.status),
        h("td", {}, t.status === "over"
          ? h("a", { href: `#replay=${t.id}` }, "replay")
          : h("a", { href: `#table=${t.id}` }, "watch")))))));
  }

  app.replaceChildren(h("div", { class: "lobby" },
    h("form", { class: "panel", onsubmit: create, "aria-label": "new table" },
      h("h1", {}, "New table"),
      h("div", { class: "form-row" }, h("label", { for: "title" }, "Game"), titleSelect),
      goalBox,
      h("div", { class: "form-row" }, h("label", { for: "players" }, "Players"), playersInput),
      h("h2", {}, "Seats"), seatsBox,
      h("details", { id: "options-panel" }, h("summary", {}, "Options (the defaults are the printed rules)"), optionsBox),
      h("h2", {}, "Table"),
      h("div", { class: "form-row" }, h("label", { for: "undo" }, "Allow take-backs"), undoBox),
      h("div", { class: "form-row" }, h("label", { for: "clock-base" }, "Clock: minutes each"), clockBase,
        h("label", { for: "clock-inc", style: "min-width:auto" }, "+ seconds per move"), clockInc,
        h("p", { class: "option-desc" }, "0 minutes: no clock. A seat whose time runs out has its turn finished by the heuristic bot.")),
      errorBox,
      h("button", { class: "primary", type: "submit", id: "create" }, "Create table"),
      created),
    h("section", { class: "panel", "aria-label": "tables" },
      h("h2", {}, "Open, running and finished tables"), tablesBox,
      h("button", { type: "button", onclick: refreshTables }, "Refresh"))));
  drawTitle();
  refreshTables();
}

// -- a table ----------------------------------------------------------------------------------
function tablePage(tableId, token) {
  where.textContent = `Table ${tableId}`;
  const state = { page: null, seq: -1, events: [], busy: false, again: false, closed: false, socket: null, digits: "", digitTimer: null };
  const statusBox = h("div", { class: "panel status-bar", id: "status" });
  const resultBox = h("div", { id: "result" });
  const boardBox = h("div", { class: "board", id: "board", "aria-label": "the board" });
  const choicesBox = h("div", { id: "board-choices", "aria-live": "polite" });
  const errorBox = h("div", { id: "error", "aria-live": "assertive" });
  const explainBox = h("p", { class: "explain", id: "explain", "aria-live": "polite" });
  const actionsBox = h("div", { class: "actions", id: "actions" });
  const undoButton = h("button", { type: "button", id: "undo", hidden: true, onclick: undo }, "Undo my last decision (U)");
  const logList = h("ul", { class: "log", id: "log", "aria-live": "polite" });
  const textBox = h("div", { id: "details" });
  const goalBox = h("p", { id: "goal" });
  const typed = h("input", { id: "typed", type: "text", placeholder: "or type an action, e.g. pass", "aria-label": "type an action", autocomplete: "off" });
  const rulesBox = h("div", { id: "rules" });

  app.replaceChildren(h("div", { class: "table-page" },
    h("div", { class: "area-main" }, statusBox, h("details", { class: "goal", open: true }, h("summary", {}, "Your goal"), goalBox), resultBox, errorBox, choicesBox, boardBox),
    h("details", { class: "panel area-words", open: true }, h("summary", {}, "The table in words"), textBox),
    h("aside", { class: "area-side" },
      h("section", { class: "panel" }, h("h2", {}, "Your choices"), actionsBox, explainBox,
        h("form", { class: "form-row", onsubmit: (e) => { e.preventDefault(); if (typed.value.trim()) play(typed.value.trim()); } },
          typed, h("button", { type: "submit" }, "Play")),
        undoButton,
        h("p", { class: "kbd-help" }, "Keys: 1-9 pick a listed choice (type two digits quickly for 10 and up), U undoes.")),
      h("section", { class: "panel" }, h("h2", {}, "What happened"), logList),
      h("details", { class: "panel" }, h("summary", {}, "The rules in short"), rulesBox))));

  async function load() {
    // one request at a time; news that arrives meanwhile asks for one more
    if (state.busy) { state.again = true; return; }
    state.busy = true;
    try {
      do {
        state.again = false;
        const since = state.seq < 0 ? 0 : state.seq;
        const answer = await api("GET", `/api/tables/${encodeURIComponent(tableId)}/page?since=${since}`, { token });
        if (!answer.ok) { showError(errorBox, refusal(answer.data)); break; }
        if (answer.data.seq < state.seq) continue;
        draw(answer.data, since);
      } while (state.again && !state.closed);
    } finally {
      state.busy = false;
    }
  }

  function draw(page, since) {
    if (state.seq < 0 || since === 0) state.events = [];
    seatRoles = page.roles || [];
    state.events.push(...page.events);
    state.page = page;
    state.seq = page.seq;
    window.seaboardShown = page;  // what this page shows, for tests and tools
    document.title = `${page.display_title}: ${seatName(page.seat)}`;
    where.textContent = `${page.display_title}, table ${tableId}, ${page.seat === null ? "watching" : "you are " + seatName(page.seat)}`;
    drawStatus(page);
    drawResult(page);
    if (page.svg) boardBox.replaceChildren(trustedHtml(page.svg, "svg-box"));
    else boardBox.replaceChildren(h("p", { class: "muted" }, "This title has no drawing yet; the table in words is below."));
    drawActions(page);
    choicesBox.replaceChildren();
    // shown when the table allows take-backs; whether one is possible right now is the
    // server's answer to the click, with its reason (asking on every update would tell a
    // seat when the others made hidden moves)
    undoButton.hidden = !(page.undo && page.seat !== null && page.status === "running");
    logList.replaceChildren(...state.events.map((e) => h("li", {}, e.text)));
    logList.scrollTop = logList.scrollHeight;
    textBox.replaceChildren(page.text ? trustedHtml(`<pre>${page.text}</pre>`, "terminal-wrap") : genericView(page.view));
    goalBox.textContent = page.goal;
    // the page now shows this update: tests and tools read it here
    document.body.dataset.seq = String(page.seq);
    document.body.dataset.seat = page.seat === null ? "" : String(page.seat);
    document.body.dataset.status = page.status;
  }

  function drawStatus(page) {
    const mine = page.seat !== null && page.to_move === page.seat && page.status === "running";
    let turn;
    if (page.status === "waiting") {
      const missing = page.joined.map((j, i) => (j ? null : i)).filter((i) => i !== null);
      turn = `Waiting for ${missing.map(seatName).join(", ")} to join`;
    } else if (page.status === "over") turn = "The game is over";
    else if (mine) turn = "Your turn";
    else turn = `${seatName(page.to_move)} to move (${page.agents[page.to_move] === "human" ? "a person" : "bot " + page.agents[page.to_move]})`;
    const clocks = page.clocks ? page.clocks.map((c) => h("span", { class: `clock${c.running ? " running" : ""}`, "data-clock": c.seat }, `${seatName(c.seat)} ${minutes(c.remaining)}`)) : [];
    statusBox.replaceChildren(
      h("span", { class: `turn${mine ? " mine" : ""}`, id: "turn" }, turn),
      h("ul", { class: "seat-list" }, page.agents.map((agent, seat) =>
        h("li", { class: seat === page.to_move ? "moving" : "" },
          `${seatName(seat)}${seat === page.seat ? " (you)" : ""}: ${agent === "human" ? "person" : agent}`,
          page.result ? ` — ${page.result.scores[seat]} (${page.result.outcomes[seat]})` : ""))),
      ...clocks);
  }

  function drawResult(page) {
    if (!page.result) { resultBox.replaceChildren(); return; }
    const r = page.result;
    resultBox.replaceChildren(h("section", { class: "panel result", id: "result-screen" },
      h("h2", {}, "Result"),
      h("p", {}, r.reason),
      h("ul", {}, r.scores.map((score, seat) => h("li", { class: r.outcomes[seat] },
        `${seatName(seat)}${seat === page.seat ? " (you)" : ""}: ${r.outcomes[seat]}, score ${score}`))),
      h("a", { href: `#replay=${tableId}`, id: "replay-link" }, "Step through the game, everything revealed")));
  }

  function drawActions(page) {
    if (!page.legal.length) {
      const text = page.status === "running" && page.seat !== null ? "Not your decision now." : "";
      actionsBox.replaceChildren(h("p", { class: "muted" }, text));
      explainBox.textContent = "";
      return;
    }
    actionsBox.replaceChildren(h("ol", {}, page.legal.map((a) => {
      const why = page.explain[a.text] || "";
      const button = h("button", { type: "button", "data-action": a.text, "data-n": a.n, title: why },
        h("span", { class: "key" }, `${a.n}.`), h("span", {}, a.label));
      button.addEventListener("focus", () => { explainBox.textContent = why; });
      button.addEventListener("mouseenter", () => { explainBox.textContent = why; });
      return h("li", {}, button);
    })));
  }

  async function play(text) {
    const page = state.page;
    if (!page || state.closed) return;
    showError(errorBox, "");
    const answer = await api("POST", `/api/tables/${encodeURIComponent(tableId)}/actions`, { token, body: { action: text, seq: page.seq } });
    if (!answer.ok) {
      showError(errorBox, `“${text}” was refused: ${refusal(answer.data)}`);
      if (answer.status === 409) load();
      return;
    }
    typed.value = "";
    load();
  }

  async function undo() {
    if (!state.page) return;
    showError(errorBox, "");
    const answer = await api("POST", `/api/tables/${encodeURIComponent(tableId)}/undo`, { token, body: { seq: state.page.seq } });
    if (!answer.ok) showError(errorBox, `Undo refused: ${refusal(answer.data)}`);
    load();
  }

  // a click on anything that carries data-action plays it; data-try plays it to hear why
  // not; a board element standing for several actions (data-choices) asks which
  function onClick(event) {
    const target = event.target.closest("[data-action], [data-try]");
    if (!target || !app.contains(target)) return;
    event.preventDefault();
    const choices = (target.getAttribute("data-choices") || "").split("|").filter(Boolean);
    if (choices.length > 1 && boardBox.contains(target)) {
      offerChoices(choices);
      return;
    }
    choicesBox.replaceChildren();
    play(target.getAttribute("data-action") || target.getAttribute("data-try"));
  }

  function offerChoices(choices) {
    const labels = Object.fromEntries((state.page?.legal || []).map((a) => [a.text, a]));
    choicesBox.replaceChildren(h("div", { class: "panel choices", role: "dialog", "aria-label": "which one" },
      h("strong", {}, "Which one? "),
      choices.map((text) => h("button", { type: "button", "data-action": text, title: state.page?.explain[text] || "" },
        labels[text] ? `${labels[text].n}. ${labels[text].label}` : text)),
      h("button", { type: "button", onclick: () => choicesBox.replaceChildren() }, "Cancel")));
    choicesBox.querySelector("button")?.focus();
  }
  app.addEventListener("click", onClick);

  function onKey(event) {
    // Enter or Space on a focused board element plays it, as a click would
    if ((event.key === "Enter" || event.key === " ") && event.target instanceof Element
        && event.target.closest("#board [data-action], #board [data-try]")) {
      event.preventDefault();
      onClick({ target: event.target, preventDefault() {} });
      return;
    }
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const page = state.page;
    if (!page) return;
    if ((event.key === "u" || event.key === "U") && !undoButton.hidden) { undo(); return; }
    if (!/^[0-9]$/.test(event.key) || !page.legal.length) return;
    state.digits += event.key;
    clearTimeout(state.digitTimer);
    const pick = () => {
      const n = Number(state.digits);
      state.digits = "";
      const chosen = page.legal.find((a) => a.n === n);
      if (chosen) play(chosen.text);
      else showError(errorBox, `there is no choice ${n} (1-${page.legal.length})`);
    };
    // a digit that cannot start a longer number picks at once
    if (Number(state.digits) * 10 > page.legal.length) pick();
    else state.digitTimer = setTimeout(pick, 700);
  }
  document.addEventListener("keydown", onKey);

  function connect() {
    if (state.closed) return;
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const query = new URLSearchParams({ since: String(Math.max(0, state.seq)) });
    if (token) query.set("token", token);
    const socket = new WebSocket(`${proto}://${location.host}/api/tables/${encodeURIComponent(tableId)}/ws?${query}`);
    state.socket = socket;
    socket.onmessage = (message) => {
      let data = null;
      try { data = JSON.parse(message.data); } catch { return; }
      if (data) load();  // joins and the start change no seq: always look
    };
    socket.onclose = (event) => {
      if (state.closed) return;
      if (event.code >= 4400 && event.code < 4500 && event.code !== 4409 && event.code !== 4429) {
        showError(errorBox, event.reason || "the server closed this table's connection");
        return;
      }
      setTimeout(connect, 1000);
    };
  }

  const ticker = setInterval(() => {
    const page = state.page;
    if (!page || !page.clocks) return;
    for (const c of page.clocks) {
      if (!c.running) continue;
      c.remaining = Math.max(0, c.remaining - 1);
      const el = statusBox.querySelector(`[data-clock="${c.seat}"]`);
      if (el) el.textContent = `${seatName(c.seat)} ${minutes(c.remaining)}`;
    }
  }, 1000);

  leave = () => {
    state.closed = true;
    clearInterval(ticker);
    app.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKey);
    if (state.socket) state.socket.close();
  };

  (async () => {
    const titles = await api("GET", "/api/titles");
    if (token) {
      const joined = await api("POST", `/api/tables/${encodeURIComponent(tableId)}/join`, { token });
      if (!joined.ok) showError(errorBox, refusal(joined.data));
    }
    await load();
    const info = titles.ok && state.page ? titles.data.find((t) => t.name === state.page.title) : null;
    if (info) rulesBox.replaceChildren(...info.rules_summary.map((r) => h("div", {}, h("h3", {}, r.section), h("p", {}, r.text))));
    connect();
  })();
}

// -- a replay ---------------------------------------------------------------------------------
async function replayPage(tableId) {
  where.textContent = `Replay of table ${tableId}`;
  const first = await api("GET", `/api/tables/${encodeURIComponent(tableId)}/replay/0`);
  if (!first.ok) {
    app.replaceChildren(h("div", { class: "error" }, refusal(first.data)), h("a", { href: `#table=${tableId}` }, "Back to the table"));
    return;
  }
  const steps = first.data.steps;
  const slider = h("input", { type: "range", min: 0, max: steps, value: 0, id: "replay-step", "aria-label": "move number" });
  const label = h("span", { id: "replay-label" });
  const board = h("div", { class: "board", id: "board" });
  const events = h("ul", { class: "log", id: "log" });
  const reveal = h("div", { id: "reveal" });
  const errorBox = h("div");
  let current = 0;

  async function show(step) {
    current = Math.max(0, Math.min(steps, step));
    slider.value = current;
    const answer = current === 0 ? first : await api("GET", `/api/tables/${encodeURIComponent(tableId)}/replay/${current}`);
    if (!answer.ok) { showError(errorBox, refusal(answer.data)); return; }
    const s = answer.data;
    label.textContent = current === 0 ? `Start (0 of ${steps})` : `Move ${current} of ${steps}: ${seatName(s.seat)} played “${s.action}”`;
    board.replaceChildren(s.svg ? trustedHtml(s.svg, "svg-box") : genericView(s.view));
    events.replaceChildren(...s.events.map((e) => h("li", {}, e.text + (e.to ? ` (seen by ${e.to.map(seatName).join(", ")})` : ""))));
    reveal.replaceChildren(s.reveal_text ? trustedHtml(`<pre>${s.reveal_text}</pre>`, "terminal-wrap") : genericView(s.reveal));
    document.body.dataset.seq = String(current);
  }

  app.replaceChildren(
    h("section", { class: "panel" }, h("h1", {}, `Replay of table ${tableId}`),
      h("div", { class: "replay-controls" },
        h("button", { type: "button", onclick: () => show(0) }, "⏮ Start"),
        h("button", { type: "button", id: "replay-prev", onclick: () => show(current - 1) }, "◀ Back"),
        slider,
        h("button", { type: "button", id: "replay-next", onclick: () => show(current + 1) }, "Next ▶"),
        h("button", { type: "button", onclick: () => show(steps) }, "End ⏭")),
      label, errorBox,
      h("p", {}, h("a", { href: `#table=${tableId}` }, "Back to the table"))),
    h("div", { class: "table-page" },
      h("div", {}, board, h("details", { class: "panel", open: true }, h("summary", {}, "Everything revealed"), reveal)),
      h("aside", {}, h("section", { class: "panel" }, h("h2", {}, "This move"), events))));
  slider.addEventListener("input", () => show(Number(slider.value)));
  function onKey(event) {
    if (event.key === "ArrowRight") show(current + 1);
    if (event.key === "ArrowLeft") show(current - 1);
  }
  document.addEventListener("keydown", onKey);
  leave = () => document.removeEventListener("keydown", onKey);
  show(0);
}
