// Elfern in the browser: one WebSocket, the JSON wire format, no libraries.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  let ws, hello = null, last = null, replay = null, replayAt = 0, seat = null;
  // The completed trick shown in the trick history: null follows the latest one.
  let picked = null;
  // A seat's key stays in this tab (sessionStorage), so that a reload takes the seat again.
  const seatKey = (table) => "elfern-seat-" + table;

  function el(tag, attrs, children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") e.textContent = v; else e.setAttribute(k, v);
    }
    for (const c of children || []) e.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    return e;
  }
  function style() { return $("suits").value; }
  // A card in the letters the player chose: the wire format is French (QH); German is OH.
  function letters(card) {
    if (style() !== "german" || !/^[AKQJT987][CSHD]/.test(card)) return card;
    return "AKOUT987"["AKQJT987".indexOf(card[0])] + "EGHS"["CSHD".indexOf(card[1])] + card.slice(2);
  }
  function cardImg(card, cls) {
    const img = el("img", { src: "/card/" + card.replace("=Z", "") + ".svg?style=" + style(),
      alt: letters(card), title: letters(card), "data-card": card.replace("=Z", ""), class: cls || "card" });
    return img;
  }
  function suitName(letter) {
    const french = { C: "clubs \u2663", S: "spades \u2660", H: "hearts \u2665", D: "diamonds \u2666" };
    const german = { C: "acorns", S: "leaves", H: "hearts", D: "bells" };
    return (style() === "german" ? german : french)[letter];
  }
  function backImg() { return el("img", { src: "/card/back.svg", alt: "card back", class: "back" }); }
  // An error is shown a few seconds; a lasting one (the connection is gone) stays.
  function showError(msg, lasting, notice) {
    const e = $("error"); e.textContent = msg; e.classList.remove("hidden");
    e.classList.toggle("notice", !!notice);
    clearTimeout(showError.t);
    if (!lasting) showError.t = setTimeout(() => e.classList.add("hidden"), notice ? 6000 : 4000);
  }
  function send(obj) { ws.send(JSON.stringify(obj)); }

  function connect() {
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws.onmessage = (ev) => {
      const f = JSON.parse(ev.data);
      if (f.type === "hello") { hello = f; fillSetup(); sendSuits(); onOpen(); }
      else if (f.type === "seat") { onSeat(f); }
      else if (f.type === "state") { onState(f); }
      else if (f.type === "replay") { replay = f; replayAt = 0; renderReplay(); }
      else if (f.type === "error") showError(f.message);
      else if (f.type === "notice") showError(f.message, false, true);
    };
    ws.onclose = () => showError("connection closed (the server stopped or the network is gone);"
      + " reload the page", true);
  }
  // The server words its messages (a refused card, say) in the letters the player reads.
  function sendSuits() { send({ type: "suits", suits: style() }); }
  function onOpen() {
    const table = params.get("table");
    if (!table) return;
    if (params.get("watch")) { send({ type: "watch", table: table }); return; }
    const kept = JSON.parse(sessionStorage.getItem(seatKey(table)) || "null");
    // Both keys: the seat's key takes the seat back; if the seat was given up meanwhile (its
    // player away too long), the invite key takes an open seat, or watches.
    send({ type: "join", table: table, token: kept ? kept.token : "", invite: params.get("invite") || "" });
  }
  function onSeat(f) {
    seat = f;
    sessionStorage.setItem(seatKey(f.table), JSON.stringify({ token: f.token }));
    history.replaceState(null, "", "/?table=" + f.table + "&invite=" + f.invite);
  }
  function onState(f) {
    // a new deal (or table) starts the trick history afresh
    if (!last || last.table !== f.table || last.deal !== f.deal) picked = null;
    last = f;
    render();
  }
  // The move a click on a card sends: the card, or the card announcing Zwang when that is
  // legal and asked for (or the only way to play it).
  function moveFor(card, legal, announce) {
    const plain = legal.includes(card), zwang = legal.includes(card + "=Z");
    return zwang && (announce || !plain) ? card + "=Z" : card;
  }
  // The bot delays offered: the server's (the shortest allowed) and some slower ones.
  function fillDelays(select, value) {
    const base = hello.botDelay;
    const choices = [base, 1000, 1500, 2500, 4000, 6000].filter((x) => x >= base && x <= hello.maxBotDelay);
    if (value !== undefined && !choices.includes(value)) choices.push(value);
    const sorted = [...new Set(choices)].sort((a, b) => a - b);
    select.innerHTML = "";
    for (const ms of sorted) {
      select.appendChild(el("option", { value: String(ms), text: (ms / 1000).toFixed(1) + " s" + (ms === base ? " (normal)" : "") }));
    }
    select.value = String(value === undefined ? base : value);
  }

  function fillSetup() {
    const g = $("game"); g.innerHTML = "";
    for (const p of hello.presets) g.appendChild(el("option", { value: p.id, text: p.id + " (" + p.players + " players)" }));
    g.onchange = fillOpponents; fillOpponents();
    fillDelays($("delay"));
  }
  function fillOpponents() {
    const p = hello.presets.find((x) => x.id === $("game").value);
    const box = $("opponents"); box.innerHTML = "";
    for (let i = 1; i < p.players; i++) {
      const s = el("select", { id: "opp" + i });
      hello.bots.forEach((b, k) => s.appendChild(el("option", { value: b, text: hello.botNames[k] })));
      s.appendChild(el("option", { value: "person", text: "a person (table link)" }));
      s.value = "best";
      // the same names as at the table: you are Player 1, a person here is Player 2, ...
      box.appendChild(el("label", { text: "Player " + (i + 1) + " " }, [s]));
    }
    $("options").title = Object.entries(p.options).map(([k, v]) => k + "=" + v).join(" ");
  }
  $("create").onclick = () => {
    const p = hello.presets.find((x) => x.id === $("game").value);
    const opponents = [];
    for (let i = 1; i < p.players; i++) opponents.push($("opp" + i).value);
    send({ type: "create", game: p.id, options: $("options").value, mode: $("mode").value,
      scoring: $("scoring").value, opponents: opponents, botDelay: Number($("delay").value) });
  };
  $("next").onclick = () => send({ type: "next" });
  $("new-table").onclick = () => { last = null; seat = null; history.replaceState(null, "", "/"); $("game-area").classList.add("hidden"); $("setup").classList.remove("hidden"); };
  $("table-delay").onchange = () => send({ type: "delay", botDelay: Number($("table-delay").value) });
  const keptSuits = localStorage.getItem("elfern-suits");
  if (keptSuits === "german" || keptSuits === "french") $("suits").value = keptSuits;
  $("suits").onchange = () => {
    localStorage.setItem("elfern-suits", style());
    if (hello) sendSuits();
    if (last) render();
    if (replay) renderReplay();
  };
  $("tab-play").onclick = () => tab("play");
  $("tab-replay").onclick = () => tab("replay");
  function tab(which) {
    $("tab-play").classList.toggle("active", which === "play");
    $("tab-replay").classList.toggle("active", which === "replay");
    $("replay").classList.toggle("hidden", which !== "replay");
    const playing = last !== null;
    $("setup").classList.toggle("hidden", which !== "play" || playing);
    $("game-area").classList.toggle("hidden", which !== "play" || !playing);
  }

  // A player's name as this page shows it: "You" for the own seat; a long name is cut with an
  // ellipsis by the style sheet, and the tooltip gives it whole, with a bot's full spec.
  function who(f, s) { return s === f.seat ? "You" : f.names[s]; }
  function nameEl(f, s, cls, suffix, prefix) {
    const spec = f.specs && f.specs[s] ? " \u2014 bot \"" + f.specs[s] + "\"" : "";
    return el("span", { class: cls || "who", title: f.names[s] + spec, text: (prefix || "") + who(f, s) + (suffix || "") });
  }
  // the winner of a trick is marked before the name, which an ellipsis may cut
  const WON = "\u2713 ";

  function render() {
    const f = last;
    tab("play");
    const v = f.view || f.public;
    const n = v.players;
    const me = f.seat;
    const base = location.origin + "/?table=" + f.table;
    $("links").innerHTML = "";
    // The table link only while a seat is open: otherwise whoever follows it would only watch.
    if (seat && seat.table === f.table && f.open) {
      const invite = base + "&invite=" + seat.invite;
      $("links").append("Table link (a person takes an open seat): ", el("a", { href: invite, id: "table-link", text: invite }), " \u00b7 ");
    }
    $("links").append("watch link (no seat, no hand): ", el("a", { href: base + "&watch=1", id: "watch-link", text: base + "&watch=1" }));
    if (me < 0) $("links").append(el("div", { text: f.you < 0 ? "You are watching." : "You sit this deal out." }));

    const opp = $("opponents-row"); opp.innerHTML = "";
    for (let k = 1; k <= n; k++) {
      const s = ((me < 0 ? 0 : me) + k) % n;
      if (me >= 0 && s === me) continue;
      const fan = el("div", { class: "fan" });
      for (let i = 0; i < v.handSizes[s]; i++) fan.appendChild(backImg());
      const role = s === 0 ? " (forehand)" : s === n - 1 ? " (dealer)" : "";
      opp.appendChild(el("div", { class: "opponent" + (v.toMove === s && !v.over ? " to-move" : ""), "data-seat": s }, [
        el("div", { class: "name" }, [nameEl(f, s, "who", role), " \u00b7 " + v.handSizes[s] + seatNote(f, s)]), fan]));
    }
    const stock = $("stock"); stock.innerHTML = "";
    if (v.turnedTrump && v.stockSize > 0) stock.appendChild(cardImg(v.turnedTrump, "trump"));
    if (v.stockSize > 0) { const b = backImg(); b.className = "pile"; stock.appendChild(b); }
    const label = [];
    if (v.stockSize > 0) label.push("stock " + v.stockSize);
    if (v.trumpSuit) label.push("trump " + suitName(v.trumpSuit));
    stock.appendChild(el("div", { class: "label", text: label.join(" \u00b7 ") }));

    // The trick in play; between tricks, the one just finished with its winner.
    const trick = $("trick"); trick.innerHTML = "";
    if (v.currentTrick.length > 0) {
      v.currentTrick.forEach((m, i) => {
        const s = (v.leader + i) % n;
        trick.appendChild(el("div", { class: "played" }, [cardImg(m, "card"), nameEl(f, s)]));
      });
    } else if (v.tricks.length > 0) {
      const t = v.tricks[v.tricks.length - 1];
      t.moves.forEach((m, i) => {
        const s = (t.leader + i) % n;
        trick.appendChild(el("div", { class: "played last" }, [cardImg(m, "card"), nameEl(f, s, "who", "", s === t.winner ? WON : "")]));
      });
    }
    const rows = [el("tr", {}, [el("th", { text: "seat" }), el("th", { text: "tricks" }), el("th", { text: "points" })])];
    for (let s = 0; s < n; s++) {
      rows.push(el("tr", { class: s === me ? "me" : "" }, [el("td", {}, [nameEl(f, s)]),
        el("td", { text: String(v.tricksWon[s]) }), el("td", { text: String(v.points[s]) })]));
    }
    $("scores").innerHTML = ""; $("scores").appendChild(el("table", {}, rows));

    const drawn = renderDrew(f, v);
    const hand = $("hand"); hand.innerHTML = "";
    hand.classList.toggle("hidden", !f.view); // a spectator, or a player sitting this deal out
    const zwang = f.view ? f.view.legal.filter((m) => m.endsWith("=Z")) : [];
    $("zwang-box").classList.toggle("hidden", zwang.length === 0);
    if (zwang.length === 0) $("zwang").checked = false;
    if (f.view) {
      const legal = new Set(f.view.legal.map((m) => m.replace("=Z", "")));
      for (const c of f.view.hand) {
        const img = cardImg(c, "card " + (legal.has(c) ? "legal" : (f.view.myTurn ? "illegal" : "")));
        if (zwang.includes(c + "=Z")) img.setAttribute("data-zwang", "1");
        if (c === drawn) img.classList.add("drawn");
        if (legal.has(c)) {
          img.onclick = () => {
            send({ type: "play", move: moveFor(c, f.view.legal, $("zwang").checked) });
            $("zwang").checked = false;
          };
        }
        hand.appendChild(img);
      }
    }
    let status;
    if (v.over) status = "The deal is over";
    else if (f.view && f.view.myTurn) status = v.currentTrick.length ? "Your turn: follow" : "Your lead";
    else status = f.names[v.toMove] + " to play";
    if (f.open) status += " \u00b7 waiting for a person to join with the table link";
    $("status").textContent = status;
    renderOpenSeats(f);
    renderHistory(f, v);
    $("table-controls").classList.toggle("hidden", f.you < 0 || !f.bots.some((b) => b));
    if (f.you >= 0) fillDelays($("table-delay"), f.botDelay);

    $("after").classList.toggle("hidden", !v.over);
    if (v.over) {
      const r = f.result;
      $("result").textContent = "Result " + r.notation + ": " + verdict(r, (s) => s === me ? "you" : f.names[s], me);
      $("egn-out").value = f.finished.egn;
      $("next").textContent = f.mode === "match" && !f.matchOver ? "Next deal" : "New deal";
      // only a player deals or leaves for a new table; a spectator is told how to play
      $("after-buttons").classList.toggle("hidden", f.you < 0);
      $("watcher-note").classList.toggle("hidden", f.you >= 0);
    }
    renderMatch(f);
  }
  // Who won a deal, in words: "Anna wins schneider (double)", "you win (simple)", "a tie".
  function verdict(r, name, me) {
    if (r.winner !== undefined) {
      const kind = { simple: "(simple)", schneider: "schneider (double)", schwarz: "schwarz (triple)" }[r.outcome] || "(" + r.outcome + ")";
      return name(r.winner) + (r.winner === me ? " win " : " wins ") + kind;
    }
    if (r.outcome === "tie") return "a tie";
    return "settlement " + r.settlement.map((x, s) => name(s) + " " + (x > 0 ? "+" : "") + x).join(", ");
  }
  // What was drawn after the latest trick: "You drew QH · Heuristic bot drew a card". Returns
  // the card this seat drew, to mark it in the hand.
  function renderDrew(f, v) {
    const box = $("drew"); box.innerHTML = "";
    const d = f.draws && f.draws.length ? f.draws[f.draws.length - 1] : null;
    if (!d || d.seats.length === 0 || v.over) return null;
    box.appendChild(el("span", { text: "After trick " + d.trick + ": " }));
    box.append(...drawWords(f, d));
    return d.mine || null;
  }
  function drawWords(f, d) {
    const parts = [];
    d.seats.forEach((s, i) => {
      if (i > 0) parts.push(" \u00b7 ");
      if (s === f.seat && d.mine) {
        parts.push("you drew ", el("strong", { class: "drawn-card", "data-card": d.mine, text: letters(d.mine) }));
      } else if (d.turnedTo === s) {
        parts.push(nameEl(f, s), " drew the turned trump " + letters(d.turned));
      } else {
        parts.push(nameEl(f, s), " drew a card");
      }
    });
    if (d.seats.length > 0 && f.draws.length === d.trick && last && (last.view || last.public).stockSize === 0) {
      parts.push(" \u00b7 the stock is empty");
    }
    return parts;
  }
  // The tricks so far, each a click away; the one shown stays until another is picked, and by
  // default it is the latest, so that a finished trick and its winner stay in view while the
  // next trick is played.
  function renderHistory(f, v) {
    const box = $("history");
    box.classList.toggle("hidden", v.tricks.length === 0);
    const list = $("trick-list"); list.innerHTML = "";
    if (v.tricks.length === 0) return;
    const shown = picked !== null && picked <= v.tricks.length ? picked : v.tricks.length;
    v.tricks.forEach((t, k) => {
      const b = el("button", { class: "trick-no" + (k + 1 === shown ? " picked" : ""), "data-trick": String(k + 1), text: String(k + 1), title: "trick " + (k + 1) });
      b.onclick = () => { picked = k + 1 === v.tricks.length ? null : k + 1; render(); };
      list.appendChild(b);
    });
    const t = v.tricks[shown - 1];
    const panel = $("last-trick"); panel.innerHTML = "";
    panel.setAttribute("data-trick", String(shown));
    panel.appendChild(el("div", { class: "last-head" }, [(shown === v.tricks.length ? "Last trick" : "Trick " + shown) + ", won by ", nameEl(f, t.winner, "winner")]));
    const cards = el("div", { class: "last-cards" });
    t.moves.forEach((m, i) => {
      const s = (t.leader + i) % f.names.length;
      cards.appendChild(el("div", { class: "played small" + (s === t.winner ? " won" : "") }, [cardImg(m, "card"), nameEl(f, s, "who", "", s === t.winner ? WON : "")]));
    });
    panel.appendChild(cards);
    const d = f.draws ? f.draws[shown - 1] : null;
    if (d && d.seats.length > 0) panel.appendChild(el("div", { class: "last-draws" }, drawWords(f, d)));
  }
  // How a seat's player is: away (the seat kept for them a while) or gone (the seat open).
  function seatNote(f, s) {
    const st = f.seats ? f.seats[s] : null;
    if (!st) return "";
    if (st.status === "away") return " \u00b7 away (seat kept for them " + st.offeredIn + " s more)";
    if (st.status === "open") return " \u00b7 open seat";
    return "";
  }
  // A player at the table may give an open seat (nobody took it, or its player stayed away too
  // long) to a bot; anyone with the table link may take it until then.
  function renderOpenSeats(f) {
    const box = $("open-seats"); box.innerHTML = "";
    const open = (f.seats || []).map((st, s) => st.status === "open" ? s : -1).filter((s) => s >= 0);
    box.classList.toggle("hidden", open.length === 0 || f.you < 0);
    if (open.length === 0 || f.you < 0) return;
    for (const s of open) {
      const pick = el("select", { id: "bot-for-" + s });
      hello.bots.forEach((b, k) => pick.appendChild(el("option", { value: b, text: hello.botNames[k] })));
      pick.value = "best";
      const give = el("button", { id: "give-" + s, text: "Let the bot play it" });
      give.onclick = () => send({ type: "bot", seat: s, bot: pick.value });
      box.appendChild(el("div", { class: "row" }, [el("span", { text: f.names[s] + "'s seat is open: send the table link to someone, or " }), pick, give]));
    }
  }
  function renderMatch(f) {
    const box = $("match");
    box.classList.toggle("hidden", f.mode !== "match");
    if (f.mode !== "match") return;
    const m = f.match;
    const head = el("tr", {}, [el("th", { text: "deal" }), el("th", { text: "result" })].concat(m.players.map((p) => el("th", { class: "who", title: p, text: p }))));
    const rows = [head];
    for (const d of m.deals) rows.push(el("tr", {}, [el("td", { text: String(d.number) }), el("td", { text: d.result.notation + " " + d.kind })].concat(d.totals.map((t) => el("td", { text: String(t) })))));
    box.innerHTML = "";
    box.appendChild(el("h2", { text: "Match \u00b7 " + m.scoring + (m.over ? " \u00b7 over" + (m.winner !== undefined ? ", won by " + m.players[m.winner] : "") : "") }));
    box.appendChild(el("div", { class: "scroll" }, [el("table", { id: "match-table" }, rows)]));
  }

  // --- replay ---
  // Opening a record clears the board first: if the record fails to open, only the error shows.
  function openRecord(text) {
    replay = null;
    $("replay-view").classList.add("hidden");
    $("replay-board").innerHTML = "";
    $("position").textContent = "";
    send({ type: "replay", egn: text });
  }
  $("egn-file").onchange = () => {
    const file = $("egn-file").files[0];
    if (!file) return;
    if (file.size > 64 * 1024) { showError("the file is larger than 64 KiB"); return; }
    const r = new FileReader();
    r.onload = () => { $("egn-in").value = r.result; openRecord(r.result); };
    r.readAsText(file);
  };
  $("open-egn").onclick = () => openRecord($("egn-in").value);
  $("first").onclick = () => { replayAt = 0; renderReplay(); };
  $("back").onclick = () => { replayAt = Math.max(0, replayAt - 1); renderReplay(); };
  $("forward").onclick = () => { replayAt = Math.min(replay.positions.length - 1, replayAt + 1); renderReplay(); };
  $("last").onclick = () => { replayAt = replay.positions.length - 1; renderReplay(); };
  document.addEventListener("keydown", (e) => {
    if (!replay || $("replay").classList.contains("hidden") || e.target.tagName === "TEXTAREA") return;
    if (e.key === "ArrowLeft") $("back").click();
    if (e.key === "ArrowRight") $("forward").click();
  });
  function renderReplay() {
    tab("replay");
    if (!replay) return;
    $("replay-view").classList.remove("hidden");
    const p = replay.positions[replayAt];
    $("position").textContent = (p.trickNumber === 0 ? "deal" : "after trick " + p.trickNumber) + " (" + (replayAt + 1) + "/" + replay.positions.length + ")";
    const board = $("replay-board"); board.innerHTML = "";
    const hands = el("div", { class: "board-hands" });
    p.hands.forEach((h, s) => {
      const row = el("div", { class: "board-hand", "data-seat": s }, [el("span", { class: "name", title: replay.names[s], text: replay.names[s] }),
        el("span", { class: "tally", text: p.points[s] + " pts, " + p.tricksWon[s] + " tricks" })]);
      const cards = el("span", { class: "board-cards" });
      // "??": a card the record does not show
      for (const c of h) cards.appendChild(c === "??" ? backImg() : cardImg(c, "card"));
      row.appendChild(cards);
      hands.appendChild(row);
    });
    board.appendChild(hands);
    const parts = [];
    if (p.stockSize) parts.push("stock " + p.stockSize);
    if (p.turnedTrump) parts.push("turned trump " + (p.turnedTrump === "??" ? "??" : letters(p.turnedTrump)));
    const info = el("div", { class: "status", text: parts.join(" \u00b7 ") });
    board.appendChild(info);
    if (p.lastTrick) {
      const t = el("div", { class: "trick", id: "replay-trick" });
      p.lastTrick.moves.forEach((m, i) => {
        const s = (p.lastTrick.leader + i) % p.hands.length;
        t.appendChild(el("div", { class: "played" }, [cardImg(m, "card"), el("span", { class: "who", title: replay.names[s], text: (s === p.lastTrick.winner ? "\u2713 " : "") + replay.names[s] })]));
      });
      board.appendChild(t);
    }
    if (p.over) board.appendChild(el("div", { class: "status", id: "replay-result", text: "Result " + p.result.notation + ": " + verdict(p.result, (s) => replay.names[s], -1) }));
  }

  connect();
})();
