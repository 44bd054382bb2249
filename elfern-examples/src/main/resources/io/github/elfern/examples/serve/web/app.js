// Elfern in the browser: one WebSocket, the JSON wire format, no libraries. The words come from
// the server's bundle of words (/texts/LANG.json), the same that the terminal speaks.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  let ws, hello = null, last = null, replay = null, replayAt = 0, seat = null;
  // The completed trick shown in the trick history: null follows the latest one.
  let picked = null;
  // The letters of the record in the replay tab: the record's own until the menu changes them.
  let replayStyle = null;
  // What the live region said last, so that a redraw does not repeat it.
  let announced = "";
  // A seat's key stays in this tab (sessionStorage), so that a reload takes the seat again.
  const seatKey = (table) => "elfern-seat-" + table;

  // --- words ---
  let T = {};
  const LANGS = Array.from($("lang").options).map((o) => o.value);
  // The language: the one chosen here before, else the first the browser prefers that the page
  // has, else English.
  function pickLang() {
    const q = params.get("lang");
    if (LANGS.includes(q)) return q;
    const kept = localStorage.getItem("elfern-lang");
    if (LANGS.includes(kept)) return kept;
    for (const l of navigator.languages || [navigator.language || "en"]) {
      const p = String(l).toLowerCase().split("-")[0];
      if (LANGS.includes(p)) return p;
    }
    return "en";
  }
  let lang = pickLang();
  // A text with its arguments {0}, {1}... put in (a plain replacement, as the server does).
  function t(key, ...args) {
    const s = T[key] !== undefined ? T[key] : key;
    return s.replace(/\{(\d)\}/g, (m, n) => (args[n] !== undefined ? String(args[n]) : m));
  }
  // The same, with elements for some arguments: a list of strings and nodes.
  function tn(key, ...args) {
    const s = T[key] !== undefined ? T[key] : key;
    const parts = [];
    let at = 0;
    s.replace(/\{(\d)\}/g, (m, n, i) => {
      if (i > at) parts.push(s.slice(at, i));
      const a = args[n];
      parts.push(a === undefined ? m : typeof a === "string" || typeof a === "number" ? String(a) : a);
      at = i + m.length;
      return m;
    });
    if (at < s.length) parts.push(s.slice(at));
    return parts;
  }
  function cap(s) { return s ? s[0].toUpperCase() + s.slice(1) : s; }
  function loadTexts() {
    return fetch("/texts/" + lang + ".json").then((r) => r.json()).then((m) => { T = m; });
  }
  // The page's fixed words: data-t (text), data-t-placeholder, data-t-label (aria-label).
  function applyStatic() {
    document.documentElement.lang = lang;
    $("lang").value = lang;
    document.querySelectorAll("[data-t]").forEach((e) => { e.textContent = t(e.getAttribute("data-t")); });
    document.querySelectorAll("[data-t-placeholder]").forEach((e) => { e.placeholder = t(e.getAttribute("data-t-placeholder")); });
    document.querySelectorAll("[data-t-label]").forEach((e) => { e.setAttribute("aria-label", t(e.getAttribute("data-t-label"))); e.title = t(e.getAttribute("data-t-label")); });
    $("how-to-play").href = "/how-to-play?lang=" + lang;
    document.title = "Elfern";
  }

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
  function letters(card, st) {
    if ((st || style()) !== "german" || !/^[AKQJT987][CSHD]/.test(card)) return card;
    return "AKOUT987"["AKQJT987".indexOf(card[0])] + "EGHS"["CSHD".indexOf(card[1])] + card.slice(2);
  }
  const RANKS = { A: "ace", K: "king", Q: "queen", J: "jack", T: "ten", 9: "nine", 8: "eight", 7: "seven" };
  const SUITS = { C: "clubs", S: "spades", H: "hearts", D: "diamonds" };
  // A card's name: "Queen of hearts", "Herz-Ober".
  function cardName(card, st) {
    const sys = (st || style()) === "german" ? "german" : "french";
    return cap(t("card.name", t("rank." + sys + "." + RANKS[card[0]]), t("suit." + sys + "." + SUITS[card[1]])));
  }
  function cardImg(card, cls, st) {
    const c = card.replace("=Z", "");
    return el("img", { src: "/card/" + c + ".svg?style=" + (st || style()),
      alt: cardName(c, st), title: letters(card, st), "data-card": c, class: cls || "card" });
  }
  function suitName(letter) {
    const sys = style() === "german" ? "german" : "french";
    const symbol = { C: " \u2663", S: " \u2660", H: " \u2665", D: " \u2666" };
    return t("suit." + sys + "." + SUITS[letter]) + (sys === "french" ? symbol[letter] : "");
  }
  function backImg(alt) { return el("img", { src: "/card/back.svg", alt: alt === undefined ? t("web.cardBack") : alt, class: "back" }); }
  // An error is shown a few seconds; a lasting one (the connection is gone) stays.
  function showError(msg, lasting, notice) {
    const e = $("error"); e.textContent = msg; e.classList.remove("hidden");
    e.classList.toggle("notice", !!notice);
    clearTimeout(showError.t);
    if (!lasting) showError.t = setTimeout(() => e.classList.add("hidden"), notice ? 6000 : 4000);
  }
  function send(obj) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(obj)); }
  // Says something to a screen reader (the live region), once.
  function announce(text) {
    if (!text || text === announced) return;
    announced = text;
    $("announce").textContent = text;
  }

  function connect() {
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws.onmessage = (ev) => {
      const f = JSON.parse(ev.data);
      if (f.type === "hello") { hello = f; fillSetup(); sendPrefs(); onOpen(); }
      else if (f.type === "seat") { onSeat(f); }
      else if (f.type === "state") { onState(f); }
      else if (f.type === "replay") { replay = f; replayAt = 0; replayStyle = f.suits || null; renderReplay(); }
      else if (f.type === "error") showError(f.message);
      else if (f.type === "notice") showError(f.message, false, true);
    };
    ws.onclose = () => showError(t("web.closed"), true);
  }
  // The server words its messages (a refused card, say) in the language and letters the player reads.
  function sendPrefs() { send({ type: "suits", suits: style() }); send({ type: "lang", lang: lang }); }
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
    // the name kept in this browser names the seat taken
    const name = (localStorage.getItem("elfern-name") || "").trim();
    if (name) send({ type: "name", name: name });
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
  function moveFor(card, legal, announceZwang) {
    const plain = legal.includes(card), zwang = legal.includes(card + "=Z");
    return zwang && (announceZwang || !plain) ? card + "=Z" : card;
  }
  // The bot delays offered: the server's (the shortest allowed) and some slower ones.
  function fillDelays(select, value) {
    const base = hello.botDelay;
    const choices = [base, 1000, 1500, 2500, 4000, 6000].filter((x) => x >= base && x <= hello.maxBotDelay);
    if (value !== undefined && !choices.includes(value)) choices.push(value);
    const sorted = [...new Set(choices)].sort((a, b) => a - b);
    select.innerHTML = "";
    for (const ms of sorted) {
      select.appendChild(el("option", { value: String(ms), text: (ms / 1000).toFixed(1) + " s" + (ms === base ? " " + t("web.normal") : "") }));
    }
    select.value = String(value === undefined ? base : value);
  }
  // A game's name for people, "Fünfzehnern (4 players)", its id a hint beside the menu.
  function gameName(p) { return (T["game." + p.id] !== undefined ? t("game." + p.id) : p.id) + " (" + t("web.players", p.players) + ")"; }

  function fillSetup() {
    const g = $("game"); const chosen = g.value; g.innerHTML = "";
    for (const p of hello.presets) g.appendChild(el("option", { value: p.id, text: gameName(p), title: p.id }));
    if (chosen) g.value = chosen;
    g.onchange = fillOpponents; fillOpponents();
    const delay = $("delay").value;
    fillDelays($("delay"), delay ? Number(delay) : undefined);
  }
  function botLabel(spec) {
    const kind = spec.trim().split(/\s+/)[0];
    return T["bot." + kind] !== undefined ? t("bot." + kind) : t("bot.other", cap(kind));
  }
  function fillOpponents() {
    const p = hello.presets.find((x) => x.id === $("game").value);
    $("game-id").textContent = p.id;
    const box = $("opponents"); const kept = []; box.querySelectorAll("select").forEach((s) => kept.push(s.value));
    box.innerHTML = "";
    for (let i = 1; i < p.players; i++) {
      const s = el("select", { id: "opp" + i });
      hello.bots.forEach((b) => s.appendChild(el("option", { value: b, text: botLabel(b) })));
      s.appendChild(el("option", { value: "person", text: t("web.person") }));
      s.value = kept[i - 1] || "best";
      // the same names as at the table: you are Player 1, a person here is Player 2, ...
      box.appendChild(el("label", {}, [t("player.n", i + 1) + " ", s]));
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
  // A person's name: kept in this browser, sent for each seat taken; changed at the table too.
  $("name").value = localStorage.getItem("elfern-name") || "";
  function setName(value) {
    const name = value.trim().slice(0, 20);
    localStorage.setItem("elfern-name", name);
    $("name").value = name; $("my-name").value = name;
    if (name && seat) send({ type: "name", name: name });
  }
  $("name").onchange = () => { localStorage.setItem("elfern-name", $("name").value.trim().slice(0, 20)); };
  $("my-name").onchange = () => setName($("my-name").value);
  $("next").onclick = () => send({ type: "next" });
  $("new-table").onclick = () => { last = null; seat = null; history.replaceState(null, "", "/"); $("game-area").classList.add("hidden"); $("setup").classList.remove("hidden"); };
  $("table-delay").onchange = () => send({ type: "delay", botDelay: Number($("table-delay").value) });
  const keptSuits = localStorage.getItem("elfern-suits");
  if (keptSuits === "german" || keptSuits === "french") $("suits").value = keptSuits;
  $("suits").onchange = () => {
    localStorage.setItem("elfern-suits", style());
    replayStyle = null;
    if (hello) sendPrefs();
    if (last) render();
    if (replay) renderReplay();
  };
  $("lang").onchange = () => {
    lang = $("lang").value;
    localStorage.setItem("elfern-lang", lang);
    loadTexts().then(() => {
      applyStatic();
      if (hello) { fillSetup(); sendPrefs(); }
      if (last) render();
      if (replay) renderReplay();
    });
  };
  $("tab-play").onclick = () => tab("play");
  $("tab-replay").onclick = () => tab("replay");
  function tab(which) {
    $("tab-play").classList.toggle("active", which === "play");
    $("tab-replay").classList.toggle("active", which === "replay");
    $("tab-play").setAttribute("aria-pressed", String(which === "play"));
    $("tab-replay").setAttribute("aria-pressed", String(which === "replay"));
    $("replay").classList.toggle("hidden", which !== "replay");
    const playing = last !== null;
    $("setup").classList.toggle("hidden", which !== "play" || playing);
    $("game-area").classList.toggle("hidden", which !== "play" || !playing);
  }
  // Copies the table link, and says so.
  $("copy-link").onclick = () => {
    const a = $("table-link");
    if (!a) return;
    const done = () => { $("copy-link").textContent = t("web.copied"); setTimeout(() => { $("copy-link").textContent = t("web.copy"); }, 2000); };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(a.href).then(done, () => fallbackCopy(a.href, done));
    else fallbackCopy(a.href, done);
  };
  function fallbackCopy(text, done) {
    const area = el("textarea", { "aria-hidden": "true", class: "offscreen" }); area.value = text;
    document.body.appendChild(area); area.select();
    try { document.execCommand("copy"); done(); } catch (e) { showError(text); }
    area.remove();
  }

  // A player's name as this page shows it: "You" for the own seat, a bot by its kind in the
  // page's language, a person by the name given ("Player 2" in the page's language). A long name
  // is cut with an ellipsis by the style sheet, and the tooltip gives it whole, with a bot's spec.
  function shownName(name, spec) {
    if (spec) {
      const num = /\s(\d+)$/.exec(name);
      return botLabel(spec) + (num ? " " + num[1] : "");
    }
    const m = /^Player (\d+)$/.exec(name);
    if (m) return t("player.n", m[1]);
    // a bot as the server names it where no spec is at hand (a match's table): "Random bot 2"
    const b = /^(Random|Heuristic|Monte Carlo|Best) bot(?: (\d+))?$/.exec(name);
    if (b) return t("bot." + b[1].toLowerCase().replace(" ", "")) + (b[2] ? " " + b[2] : "");
    if (name === "You") return t("you");
    return name;
  }
  function who(f, s) { return s === f.seat ? t("you") : shownName(f.names[s], f.specs && f.specs[s]); }
  function nameEl(f, s, cls, suffix, prefix) {
    const spec = f.specs && f.specs[s] ? " \u2014 bot \"" + f.specs[s] + "\"" : "";
    return el("span", { class: cls || "who", title: f.names[s] + spec, text: (prefix || "") + who(f, s) + (suffix || "") });
  }
  function role(s, n) { return s === 0 ? t("role.forehand") : s === n - 1 ? t("role.dealer") : t("role.seat", s); }
  // the winner of a trick is marked before the name, which an ellipsis may cut
  const WON = "\u2713 ";

  function render() {
    const f = last;
    tab("play");
    const v = f.view || f.public;
    const n = v.players;
    const me = f.seat;
    const base = location.origin + "/?table=" + f.table;
    renderLinks(f, base, me, n);

    const opp = $("opponents-row"); opp.innerHTML = "";
    for (let k = 1; k <= n; k++) {
      const s = ((me < 0 ? 0 : me) + k) % n;
      if (me >= 0 && s === me) continue;
      const fan = el("div", { class: "fan", "aria-hidden": "true" });
      for (let i = 0; i < v.handSizes[s]; i++) fan.appendChild(backImg(""));
      const r = s === 0 || s === n - 1 ? " (" + role(s, n) + ")" : "";
      opp.appendChild(el("div", { class: "opponent" + (v.toMove === s && !v.over ? " to-move" : ""), "data-seat": s }, [
        el("div", { class: "name" }, [nameEl(f, s, "who", r), " \u00b7 " + t("web.cards.count", v.handSizes[s]) + seatNote(f, s)]), fan]));
    }
    const stock = $("stock"); stock.innerHTML = "";
    if (v.turnedTrump && v.stockSize > 0) stock.appendChild(cardImg(v.turnedTrump, "trump"));
    if (v.stockSize > 0) { const b = backImg(t("web.stock", v.stockSize)); b.className = "pile"; stock.appendChild(b); }
    const label = [];
    if (v.stockSize > 0) label.push(t("web.stock", v.stockSize));
    if (v.trumpSuit) label.push(t("web.trump", suitName(v.trumpSuit)));
    stock.appendChild(el("div", { class: "label", text: label.join(" \u00b7 ") }));

    // The trick in play; between tricks, the one just finished with its winner.
    const trick = $("trick"); trick.innerHTML = "";
    if (v.currentTrick.length > 0) {
      v.currentTrick.forEach((m, i) => {
        const s = (v.leader + i) % n;
        trick.appendChild(el("div", { class: "played" }, [cardImg(m, "card"), nameEl(f, s)]));
      });
    } else if (v.tricks.length > 0 && !v.over) {
      const tr = v.tricks[v.tricks.length - 1];
      tr.moves.forEach((m, i) => {
        const s = (tr.leader + i) % n;
        trick.appendChild(el("div", { class: "played last" }, [cardImg(m, "card"), nameEl(f, s, "who", "", s === tr.winner ? WON : "")]));
      });
    }
    const rows = [el("tr", {}, [el("th", { text: t("web.th.seat"), scope: "col" }), el("th", { text: t("web.th.tricks"), scope: "col" }), el("th", { text: t("web.th.points"), scope: "col" })])];
    for (let s = 0; s < n; s++) {
      rows.push(el("tr", { class: s === me ? "me" : "" }, [el("td", {}, [nameEl(f, s)]),
        el("td", { text: String(v.tricksWon[s]) }), el("td", { text: String(v.points[s]) })]));
    }
    $("scores").innerHTML = ""; $("scores").appendChild(el("table", {}, rows));

    const drawn = renderDrew(f, v);
    renderHand(f, v, drawn);
    let status;
    if (v.over) status = t("web.status.over");
    else if (f.view && f.view.myTurn) status = v.currentTrick.length ? t("web.status.follow") : t("web.status.lead");
    else status = t("web.status.toPlay", who(f, v.toMove));
    if (f.open) status += " \u00b7 " + t("web.status.waiting");
    $("status").textContent = status;
    renderOpenSeats(f);
    renderHistory(f, v);
    $("table-controls").classList.toggle("hidden", f.you < 0 || !f.bots.some((b) => b));
    if (f.you >= 0) fillDelays($("table-delay"), f.botDelay);

    $("after").classList.toggle("hidden", !v.over);
    $("trick").classList.toggle("hidden", v.over);
    $("after-egn").classList.toggle("hidden", !v.over);
    let said = status;
    if (v.tricks.length > 0 && v.currentTrick.length === 0) {
      const tr = v.tricks[v.tricks.length - 1];
      said = t("web.announce.won", who(f, tr.winner)) + ". " + status;
    }
    if (v.over) {
      const r = f.result;
      $("result").textContent = t("web.result", r.notation, cap(verdict(r, (s) => who(f, s), me, f.tieRule)));
      $("egn-out").value = f.finished.egn;
      $("next").textContent = f.mode === "match" && !f.matchOver ? t("web.nextDeal") : t("web.newDeal");
      // only a player deals or leaves for a new table; a spectator is told how to play
      $("after-buttons").classList.toggle("hidden", f.you < 0);
      $("watcher-note").classList.toggle("hidden", f.you >= 0);
      said = $("result").textContent;
    }
    announce(said);
    renderMatch(f);
  }
  // The links of a table: the table link with a copy button while a seat is open, the watch
  // link, and who you are.
  function renderLinks(f, base, me, n) {
    const box = $("link-row"); box.innerHTML = "";
    const open = seat && seat.table === f.table && f.open;
    $("copy-link").classList.toggle("hidden", !open);
    // The table link only while a seat is open: otherwise whoever follows it would only watch.
    if (open) {
      const invite = base + "&invite=" + seat.invite;
      box.append(el("a", { href: invite, id: "table-link", text: t("web.tableLink") }), " \u00b7 ");
    }
    box.append(el("a", { href: base + "&watch=1", id: "watch-link", text: t("web.watchLink") }));
    const you = $("you-are");
    $("my-name-box").classList.toggle("hidden", f.you < 0);
    if (f.you >= 0 && document.activeElement !== $("my-name")) $("my-name").value = /^Player \d+$/.test(f.names[me < 0 ? 0 : me]) ? "" : (me >= 0 ? f.names[me] : $("my-name").value);
    if (me < 0) you.textContent = f.you < 0 ? t("web.watching") : t("web.sitOut");
    else you.textContent = me === 0 || me === n - 1 ? t("web.youAre", role(me, n), me + 1) : t("web.youAreSeat", me + 1);
  }
  // The hand: each card a button named for a screen reader ("Queen of hearts, playable"); the
  // arrow keys move between them and Enter plays. A card that may not be played is sent too:
  // the server says why ("must follow hearts"), in the player's words.
  function renderHand(f, v, drawn) {
    const hand = $("hand");
    const focused = hand.contains(document.activeElement) ? Array.from(hand.children).indexOf(document.activeElement) : -1;
    hand.innerHTML = "";
    hand.classList.toggle("hidden", !f.view); // a spectator, or a player sitting this deal out
    const zwang = f.view ? f.view.legal.filter((m) => m.endsWith("=Z")) : [];
    $("zwang-box").classList.toggle("hidden", zwang.length === 0);
    if (zwang.length === 0) $("zwang").checked = false;
    if (!f.view) return;
    const legal = new Set(f.view.legal.map((m) => m.replace("=Z", "")));
    f.view.hand.forEach((c, i) => {
      const ok = legal.has(c);
      const b = el("button", { type: "button", class: "card " + (ok ? "legal" : (f.view.myTurn ? "illegal" : "")),
        "data-card": c, "aria-label": t(ok ? "web.playable" : "web.notPlayable", cardName(c)) + (c === drawn ? ", " + t("web.justDrawn") : ""),
        tabindex: i === Math.max(0, focused) ? "0" : "-1" }, [cardImg(c, "face")]);
      b.querySelector("img").alt = "";
      if (zwang.includes(c + "=Z")) b.setAttribute("data-zwang", "1");
      if (c === drawn) b.classList.add("drawn");
      b.onclick = () => {
        if (!f.view.myTurn) { showError(t("web.notYourTurn")); return; }
        send({ type: "play", move: ok ? moveFor(c, f.view.legal, $("zwang").checked) : c });
        if (ok) $("zwang").checked = false;
      };
      hand.appendChild(b);
    });
    if (focused >= 0 && hand.children.length) hand.children[Math.min(focused, hand.children.length - 1)].focus();
  }
  $("hand").addEventListener("keydown", (e) => {
    const cards = Array.from($("hand").children);
    const i = cards.indexOf(document.activeElement);
    if (i < 0) return;
    let j = -1;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") j = (i + 1) % cards.length;
    if (e.key === "ArrowLeft" || e.key === "ArrowUp") j = (i - 1 + cards.length) % cards.length;
    if (e.key === "Home") j = 0;
    if (e.key === "End") j = cards.length - 1;
    if (j >= 0) {
      e.preventDefault();
      cards.forEach((c, k) => c.setAttribute("tabindex", k === j ? "0" : "-1"));
      cards[j].focus();
    }
  });
  // Who won a deal, in words: "Anna wins schneider (double)", "you win (simple)", "a tie, a
  // Ständer: the next win counts double" (what a tie means: the rules' tieRule, when known).
  function verdict(r, name, me, tieRule) {
    if (r.winner !== undefined) {
      const kind = ["simple", "schneider", "schwarz"].includes(r.outcome) ? r.outcome : "simple";
      return r.winner === me ? t("verdict.you." + kind) : t("verdict." + kind, name(r.winner));
    }
    if (r.outcome === "tie") {
      const said = { stander: "verdict.stander", redeal: "verdict.redeal", nothing_carried: "verdict.tie" };
      return t(said[tieRule] || "web.tie");
    }
    return t("verdict.settlement", r.settlement.map((x, s) => name(s) + " " + (x > 0 ? "+" : "") + x).join(", "));
  }
  // What was drawn after the latest trick: "You drew QH · Heuristic bot drew a card". Returns
  // the card this seat drew, to mark it in the hand.
  function renderDrew(f, v) {
    const box = $("drew"); box.innerHTML = "";
    const d = f.draws && f.draws.length ? f.draws[f.draws.length - 1] : null;
    if (!d || d.seats.length === 0 || v.over) return null;
    box.appendChild(el("span", { text: t("web.afterTrick", d.trick) + " " }));
    box.append(...drawWords(f, d));
    return d.mine || null;
  }
  function drawWords(f, d) {
    const parts = [];
    d.seats.forEach((s, i) => {
      if (i > 0) parts.push(" \u00b7 ");
      if (s === f.seat && d.mine) {
        parts.push(...tn("web.youDrew", el("strong", { class: "drawn-card", "data-card": d.mine, text: letters(d.mine), title: cardName(d.mine) })));
      } else if (d.turnedTo === s) {
        parts.push(...tn("web.drewTurned", nameEl(f, s), letters(d.turned)));
      } else {
        parts.push(...tn("web.drewCard", nameEl(f, s)));
      }
    });
    if (d.seats.length > 0 && f.draws.length === d.trick && last && (last.view || last.public).stockSize === 0) {
      parts.push(" \u00b7 " + t("replay.stockIsEmpty"));
    }
    return parts;
  }
  // The tricks so far, each a click away; the one shown stays until another is picked, and by
  // default it is the latest, so that a finished trick and its winner stay in view while the
  // next trick is played (beside the table on a laptop, below it on a phone).
  function renderHistory(f, v) {
    const box = $("history");
    box.classList.toggle("hidden", v.tricks.length === 0);
    const list = $("trick-list"); list.innerHTML = "";
    if (v.tricks.length === 0) return;
    const shown = picked !== null && picked <= v.tricks.length ? picked : v.tricks.length;
    v.tricks.forEach((tr, k) => {
      const b = el("button", { type: "button", class: "trick-no" + (k + 1 === shown ? " picked" : ""), "data-trick": String(k + 1), text: String(k + 1),
        "aria-label": t("web.trickN", k + 1), "aria-pressed": String(k + 1 === shown) });
      b.onclick = () => { picked = k + 1 === v.tricks.length ? null : k + 1; render(); };
      list.appendChild(b);
    });
    const tr = v.tricks[shown - 1];
    const panel = $("last-trick"); panel.innerHTML = "";
    panel.setAttribute("data-trick", String(shown));
    panel.appendChild(el("div", { class: "last-head" }, tn("web.wonBy", shown === v.tricks.length ? t("web.lastTrick") : t("web.trickN", shown), nameEl(f, tr.winner, "winner"))));
    const cards = el("div", { class: "last-cards" });
    tr.moves.forEach((m, i) => {
      const s = (tr.leader + i) % f.names.length;
      cards.appendChild(el("div", { class: "played small" + (s === tr.winner ? " won" : "") }, [cardImg(m, "card"), nameEl(f, s, "who", "", s === tr.winner ? WON : "")]));
    });
    panel.appendChild(cards);
    const d = f.draws ? f.draws[shown - 1] : null;
    if (d && d.seats.length > 0) panel.appendChild(el("div", { class: "last-draws" }, drawWords(f, d)));
  }
  // How a seat's player is: away (the seat kept for them a while) or gone (the seat open).
  function seatNote(f, s) {
    const st = f.seats ? f.seats[s] : null;
    if (!st) return "";
    if (st.status === "away") return " \u00b7 " + t("web.away", st.offeredIn);
    if (st.status === "open") return " \u00b7 " + t("web.openSeat");
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
      const pick = el("select", { id: "bot-for-" + s, "aria-label": t("web.botFor", who(f, s)) });
      hello.bots.forEach((b) => pick.appendChild(el("option", { value: b, text: botLabel(b) })));
      pick.value = "best";
      const give = el("button", { id: "give-" + s, text: t("web.giveBot") });
      give.onclick = () => send({ type: "bot", seat: s, bot: pick.value });
      box.appendChild(el("div", { class: "row" }, [el("span", { text: t("web.seatOpen", who(f, s)) + " " }), pick, give]));
    }
  }
  function renderMatch(f) {
    const box = $("match");
    box.classList.toggle("hidden", f.mode !== "match");
    if (f.mode !== "match") return;
    const m = f.match;
    const head = el("tr", {}, [el("th", { text: t("web.th.deal") }), el("th", { text: t("web.th.result") })].concat(m.players.map((p) => el("th", { class: "who", title: p, text: shownName(p) }))));
    const rows = [head];
    for (const d of m.deals) rows.push(el("tr", {}, [el("td", { text: String(d.number) }), el("td", { text: d.result.notation + " " + (T["web.kind." + d.kind] !== undefined ? t("web.kind." + d.kind) : d.kind) })].concat(d.totals.map((x) => el("td", { text: String(x) })))));
    box.innerHTML = "";
    box.appendChild(el("h2", { text: t("web.match") + " \u00b7 " + m.scoring + (m.over ? " \u00b7 " + t("web.matchOver") + (m.winner !== undefined ? ", " + t("web.wonByName", shownName(m.players[m.winner])) : "") : "") }));
    box.appendChild(el("div", { class: "scroll", tabindex: "0" }, [el("table", { id: "match-table" }, rows)]));
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
    if (file.size > 64 * 1024) { showError(t("web.fileTooLarge")); return; }
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
    if (!replay || $("replay").classList.contains("hidden") || e.target.tagName === "TEXTAREA" || e.target.tagName === "INPUT") return;
    if (e.key === "ArrowLeft") $("back").click();
    if (e.key === "ArrowRight") $("forward").click();
  });
  function renderReplay() {
    tab("replay");
    if (!replay) return;
    const st = replayStyle || style();
    const name = (s) => shownName(replay.names[s]);
    $("replay-view").classList.remove("hidden");
    const p = replay.positions[replayAt];
    $("position").textContent = (p.trickNumber === 0 ? t("web.posDeal") : t("web.posAfter", p.trickNumber)) + " (" + (replayAt + 1) + "/" + replay.positions.length + ")";
    const board = $("replay-board"); board.innerHTML = "";
    const hands = el("div", { class: "board-hands" });
    p.hands.forEach((h, s) => {
      const row = el("div", { class: "board-hand", "data-seat": s }, [el("span", { class: "name", title: replay.names[s], text: name(s) }),
        el("span", { class: "tally", text: t("web.tally", p.points[s], p.tricksWon[s]) })]);
      const cards = el("span", { class: "board-cards" });
      // "??": a card the record does not show
      for (const c of h) cards.appendChild(c === "??" ? backImg(t("web.unknownCard")) : cardImg(c, "card", st));
      row.appendChild(cards);
      hands.appendChild(row);
    });
    board.appendChild(hands);
    const parts = [];
    if (p.stockSize) parts.push(t("web.stock", p.stockSize));
    if (p.turnedTrump) parts.push(t("web.turnedTrump", p.turnedTrump === "??" ? "??" : letters(p.turnedTrump, st)));
    board.appendChild(el("div", { class: "status", text: parts.join(" \u00b7 ") }));
    if (p.lastTrick) {
      const tr = el("div", { class: "trick", id: "replay-trick" });
      p.lastTrick.moves.forEach((m, i) => {
        const s = (p.lastTrick.leader + i) % p.hands.length;
        tr.appendChild(el("div", { class: "played" }, [cardImg(m, "card", st), el("span", { class: "who", title: replay.names[s], text: (s === p.lastTrick.winner ? WON : "") + name(s) })]));
      });
      board.appendChild(tr);
    }
    if (p.over) board.appendChild(el("div", { class: "status", id: "replay-result", text: t("web.result", p.result.notation, verdict(p.result, name, -1)) }));
  }

  loadTexts().then(() => { applyStatic(); connect(); },
    () => { showError("the page's words could not be loaded; reload the page", true); });
})();
