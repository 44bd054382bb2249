// Elfern in the browser: one WebSocket, the JSON wire format, no libraries.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  let ws, hello = null, last = null, replay = null, replayAt = 0, seat = null;
  // A seat's key stays in this tab (sessionStorage), so that a reload takes the seat again.
  const seatKey = (table) => "elfern-seat-" + table;

  function el(tag, attrs, children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") e.textContent = v; else e.setAttribute(k, v);
    }
    for (const c of children || []) e.appendChild(c);
    return e;
  }
  function style() { return $("suits").value; }
  function cardImg(card, cls) {
    const img = el("img", { src: "/card/" + card.replace("=Z", "") + ".svg?style=" + style(),
      alt: card, "data-card": card.replace("=Z", ""), class: cls || "card" });
    return img;
  }
  function suitName(letter) {
    const french = { C: "clubs \u2663", S: "spades \u2660", H: "hearts \u2665", D: "diamonds \u2666" };
    const german = { C: "acorns", S: "leaves", H: "hearts", D: "bells" };
    return (style() === "german" ? german : french)[letter];
  }
  function backImg() { return el("img", { src: "/card/back.svg", alt: "card back", class: "back" }); }
  // An error is shown a few seconds; a lasting one (the connection is gone) stays.
  function showError(msg, lasting) {
    const e = $("error"); e.textContent = msg; e.classList.remove("hidden");
    clearTimeout(showError.t);
    if (!lasting) showError.t = setTimeout(() => e.classList.add("hidden"), 4000);
  }
  function send(obj) { ws.send(JSON.stringify(obj)); }

  function connect() {
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws.onmessage = (ev) => {
      const f = JSON.parse(ev.data);
      if (f.type === "hello") { hello = f; fillSetup(); onOpen(); }
      else if (f.type === "seat") { onSeat(f); }
      else if (f.type === "state") { last = f; render(); }
      else if (f.type === "replay") { replay = f; replayAt = 0; renderReplay(); }
      else if (f.type === "error") showError(f.message);
    };
    ws.onclose = () => showError("connection closed (the server stopped or the network is gone);"
      + " reload the page", true);
  }
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
  // The move a click on a card sends: the card, or the card announcing Zwang when that is
  // legal and asked for (or the only way to play it).
  function moveFor(card, legal, announce) {
    const plain = legal.includes(card), zwang = legal.includes(card + "=Z");
    return zwang && (announce || !plain) ? card + "=Z" : card;
  }

  function fillSetup() {
    const g = $("game"); g.innerHTML = "";
    for (const p of hello.presets) g.appendChild(el("option", { value: p.id, text: p.id + " (" + p.players + " players)" }));
    g.onchange = fillOpponents; fillOpponents();
  }
  function fillOpponents() {
    const p = hello.presets.find((x) => x.id === $("game").value);
    const box = $("opponents"); box.innerHTML = "";
    for (let i = 1; i < p.players; i++) {
      const s = el("select", { id: "opp" + i });
      for (const b of hello.bots) s.appendChild(el("option", { value: b, text: b + " bot" }));
      s.appendChild(el("option", { value: "person", text: "a person (table link)" }));
      s.value = "heuristic";
      box.appendChild(el("label", { text: "Player " + (i + 1) + " " }, [s]));
    }
    $("options").title = Object.entries(p.options).map(([k, v]) => k + "=" + v).join(" ");
  }
  $("create").onclick = () => {
    const p = hello.presets.find((x) => x.id === $("game").value);
    const opponents = [];
    for (let i = 1; i < p.players; i++) opponents.push($("opp" + i).value);
    send({ type: "create", game: p.id, options: $("options").value, mode: $("mode").value,
      scoring: $("scoring").value, opponents: opponents });
  };
  $("next").onclick = () => send({ type: "next" });
  $("new-table").onclick = () => { last = null; seat = null; history.replaceState(null, "", "/"); $("game-area").classList.add("hidden"); $("setup").classList.remove("hidden"); };
  $("suits").onchange = () => { if (last) render(); if (replay) renderReplay(); };
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

  function render() {
    const f = last;
    tab("play");
    const v = f.view || f.public;
    const n = v.players;
    const me = f.seat;
    const base = location.origin + "/?table=" + f.table;
    $("links").innerHTML = "";
    if (seat && seat.table === f.table) {
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
      opp.appendChild(el("div", { class: "opponent" + (v.toMove === s && !v.over ? " to-move" : ""), "data-seat": s }, [
        el("div", { class: "name", text: f.names[s] + (s === 0 ? " (forehand)" : s === n - 1 ? " (dealer)" : "") + " \u00b7 " + v.handSizes[s] + seatNote(f, s) }), fan]));
    }
    const stock = $("stock"); stock.innerHTML = "";
    if (v.turnedTrump && v.stockSize > 0) stock.appendChild(cardImg(v.turnedTrump, "trump"));
    if (v.stockSize > 0) { const b = backImg(); b.className = "pile"; stock.appendChild(b); }
    stock.appendChild(el("div", { class: "label", text: (v.stockSize > 0 ? "stock " + v.stockSize : "") + (v.trumpSuit ? " \u00b7 trump " + suitName(v.trumpSuit) : "") }));

    const trick = $("trick"); trick.innerHTML = "";
    if (v.currentTrick.length > 0) {
      v.currentTrick.forEach((m, i) => {
        const s = (v.leader + i) % n;
        trick.appendChild(el("div", { class: "played" }, [cardImg(m, "card"), el("span", { text: s === me ? "You" : f.names[s] })]));
      });
    } else if (v.tricks.length > 0) {
      const t = v.tricks[v.tricks.length - 1];
      t.moves.forEach((m, i) => {
        const s = (t.leader + i) % n;
        trick.appendChild(el("div", { class: "played last" }, [cardImg(m, "card"), el("span", { text: (s === me ? "You" : f.names[s]) + (s === t.winner ? " \u2713" : "") })]));
      });
    }
    const rows = [el("tr", {}, [el("th", { text: "seat" }), el("th", { text: "tricks" }), el("th", { text: "points" })])];
    for (let s = 0; s < n; s++) {
      rows.push(el("tr", { class: s === me ? "me" : "" }, [el("td", { text: s === me ? "You" : f.names[s] }),
        el("td", { text: String(v.tricksWon[s]) }), el("td", { text: String(v.points[s]) })]));
    }
    $("scores").innerHTML = ""; $("scores").appendChild(el("table", {}, rows));

    const hand = $("hand"); hand.innerHTML = "";
    const zwang = f.view ? f.view.legal.filter((m) => m.endsWith("=Z")) : [];
    $("zwang-box").classList.toggle("hidden", zwang.length === 0);
    if (zwang.length === 0) $("zwang").checked = false;
    if (f.view) {
      const legal = new Set(f.view.legal.map((m) => m.replace("=Z", "")));
      for (const c of f.view.hand) {
        const img = cardImg(c, "card " + (legal.has(c) ? "legal" : (f.view.myTurn ? "illegal" : "")));
        if (zwang.includes(c + "=Z")) img.setAttribute("data-zwang", "1");
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

    $("after").classList.toggle("hidden", !v.over);
    if (v.over) {
      const r = f.result;
      let txt = "Result " + r.notation + ": ";
      if (r.winner !== undefined) txt += (r.winner === me ? "you win" : f.names[r.winner] + " wins") + " (" + r.outcome + ")";
      else txt += r.outcome === "tie" ? "a tie" : "settlement " + r.settlement.join(" / ");
      $("result").textContent = txt;
      $("egn-out").value = f.finished.egn;
      $("next").textContent = f.mode === "match" && !f.matchOver ? "Next deal" : "New deal";
    }
    renderMatch(f);
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
      for (const b of hello.bots) pick.appendChild(el("option", { value: b, text: b + " bot" }));
      pick.value = "heuristic";
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
    const head = el("tr", {}, [el("th", { text: "deal" }), el("th", { text: "result" })].concat(m.players.map((p) => el("th", { text: p }))));
    const rows = [head];
    for (const d of m.deals) rows.push(el("tr", {}, [el("td", { text: String(d.number) }), el("td", { text: d.result.notation + " " + d.kind })].concat(d.totals.map((t) => el("td", { text: String(t) })))));
    box.innerHTML = "";
    box.appendChild(el("h2", { text: "Match \u00b7 " + m.scoring + (m.over ? " \u00b7 over" + (m.winner !== undefined ? ", won by " + m.players[m.winner] : "") : "") }));
    box.appendChild(el("table", { id: "match-table" }, rows));
  }

  // --- replay ---
  $("egn-file").onchange = () => {
    const file = $("egn-file").files[0];
    if (!file) return;
    if (file.size > 64 * 1024) { showError("the file is larger than 64 KiB"); return; }
    const r = new FileReader();
    r.onload = () => { $("egn-in").value = r.result; send({ type: "replay", egn: r.result }); };
    r.readAsText(file);
  };
  $("open-egn").onclick = () => send({ type: "replay", egn: $("egn-in").value });
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
    $("replay-view").classList.remove("hidden");
    const p = replay.positions[replayAt];
    $("position").textContent = (p.trickNumber === 0 ? "deal" : "after trick " + p.trickNumber) + " (" + (replayAt + 1) + "/" + replay.positions.length + ")";
    const board = $("replay-board"); board.innerHTML = "";
    const hands = el("div", { class: "board-hands" });
    p.hands.forEach((h, s) => {
      const row = el("div", { class: "board-hand", "data-seat": s }, [el("span", { class: "name", text: replay.names[s] + " \u00b7 " + p.points[s] + " pts, " + p.tricksWon[s] + " tricks" })]);
      // "??": a card the record does not show
      for (const c of h) row.appendChild(c === "??" ? backImg() : cardImg(c, "card"));
      hands.appendChild(row);
    });
    board.appendChild(hands);
    const parts = [];
    if (p.stockSize) parts.push("stock " + p.stockSize);
    if (p.turnedTrump) parts.push("turned trump " + p.turnedTrump);
    const info = el("div", { class: "status", text: parts.join(" \u00b7 ") });
    board.appendChild(info);
    if (p.lastTrick) {
      const t = el("div", { class: "trick", id: "replay-trick" });
      p.lastTrick.moves.forEach((m, i) => {
        const s = (p.lastTrick.leader + i) % p.hands.length;
        t.appendChild(el("div", { class: "played" }, [cardImg(m, "card"), el("span", { text: replay.names[s] + (s === p.lastTrick.winner ? " \u2713" : "") })]));
      });
      board.appendChild(t);
    }
    if (p.over) board.appendChild(el("div", { class: "status", id: "replay-result", text: "Result " + p.result.notation }));
  }

  connect();
})();
