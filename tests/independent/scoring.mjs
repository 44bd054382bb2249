// Match scoring written from vectors/VECTORS.md ("Match scoring", §3) alone, without the
// library's code, and run over vectors/scoring.jsonl: every table, kind, award and total of every
// vector must agree; and over the matches of vectors/requests.jsonl: every deal that `record` must
// refuse is refused, every other one accepted.
// Usage: node tests/independent/scoring.mjs [path/to/scoring.jsonl [path/to/requests.jsonl]]
// Exit status 0 when every vector agrees, 1 otherwise (the disagreements are printed).

import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const MASK = (1n << 64n) - 1n;

// --- 9. Seeds and the lot -------------------------------------------------------------------

function be64(n) {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt.asUintN(64, BigInt(n)));
  return b;
}

function first8(buf) {
  return buf.readBigUInt64BE(0);
}

function matchKey(seed) {
  return createHash("sha256").update(Buffer.from("elfern seat key", "ascii"))
    .update(be64(seed)).digest();
}

function dealSeed(key, d) {
  return first8(createHmac("sha256", key).update(Buffer.from("elfern deck", "ascii"))
    .update(be64(d)).digest());
}

function lotSeed(key) {
  return first8(createHmac("sha256", key).update(Buffer.from("elfern lot", "ascii")).digest());
}

// SplitMix64 and uniform(n), as in §3 (shuffle.jsonl)
class SplitMix64 {
  constructor(seed) { this.state = BigInt.asUintN(64, seed); }
  next() {
    this.state = (this.state + 0x9E3779B97F4A7C15n) & MASK;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
    return z ^ (z >> 31n);
  }
  uniform(n) { return Number(((this.next() >> 32n) * BigInt(n)) >> 32n); }
}

// --- 2. The Scoring value ---------------------------------------------------------------------

function parseScoring(text) {
  const [id, ...pairs] = text.trim().split(/\s+/);
  const kv = {};
  for (const p of pairs) {
    const [k, v] = p.split("=");
    if (k in kv) throw new Error("repeated key " + k);
    kv[k] = v;
  }
  const count = (k, dflt) => (k in kv ? Number(kv[k]) : dflt);
  return {
    id,
    deals: count("deals", null),
    target: count("target", id === "altenburg" ? 10 : null),
    banners: count("banners", 1),
    start: count("start", 10),
    dealer: kv.dealer ?? (id === "fifteen" ? "alternate" : "winner"),
    standerDealer: kv["stander-dealer"] ?? "lot",
    out: kv.out ?? "loser",
  };
}

// --- the presets, as far as match scoring needs them (5.) ---------------------------------------

function game(rules) {
  const words = rules.trim().split(/\s+/);
  const preset = words[0];
  const options = Object.fromEntries(words.slice(1).map((w) => w.split("=")));
  const players = preset === "fuenfzehnern" ? Number(options.players ?? 4) : 2;
  // what each card of a suit counts, A K Q J T 9 8 7 (docs/rules.md#counting)
  const suit = preset === "bohemian-points" ? [11, 4, 3, 2, 10, 0, 0, 0]
    : preset === "fuenfzehnern" ? [5, 4, 3, 2, 1, 0, 0, 0] : [1, 1, 1, 1, 1, 0, 0, 0];
  const suits = preset === "fuenfzehnern" && players === 3 ? 3 : 4; // diamonds removed
  return {
    preset,
    fuenfzehnern: preset === "fuenfzehnern",
    players,
    simplified: options.settlement === "simplified",
    values: Array.from({ length: suits }, () => suit).flat().sort((a, b) => b - a),
  };
}

// --- 1. What `record` refuses: a deal no deck can give ------------------------------------------

function checkDeal(g, points, tricks) {
  const n = g.players;
  const cards = g.values.length;
  const total = g.values.reduce((a, b) => a + b, 0);
  if (points.length !== n || tricks.length !== n) throw new Error(`not ${n} seats`);
  if ([...points, ...tricks].some((x) => !Number.isInteger(x) || x < 0)) throw new Error("negative");
  if (tricks.reduce((a, b) => a + b, 0) * n !== cards) throw new Error("tricks do not add up");
  if (points.some((p, i) => p > 0 && tricks[i] === 0)) throw new Error("points without a trick");
  if (points.reduce((a, b) => a + b, 0) !== total) throw new Error("points do not add up");
  // every group of seats: k tricks hold at most the k × n highest-counting cards
  for (let group = 1; group < (1 << n) - 1; group++) {
    let p = 0;
    let t = 0;
    for (let i = 0; i < n; i++) {
      if (group & (1 << i)) {
        p += points[i];
        t += tricks[i];
      }
    }
    const most = g.values.slice(0, t * n).reduce((a, b) => a + b, 0);
    if (p > most) throw new Error(`seats ${group} have ${p} points in ${t} tricks`);
  }
}

// --- the match ---------------------------------------------------------------------------------

class Match {
  constructor(rules, scoringText, n, seed) {
    this.g = game(rules);
    this.s = parseScoring(scoringText);
    this.n = n;
    this.key = matchKey(BigInt(seed));
    this.lot = new SplitMix64(lotSeed(this.key));
    this.recorded = 0; // deals recorded, redeals included (9.)
    this.played = 0; // deals recorded but redeals (10.)
    this.totals = Array(n).fill(this.s.id === "counters" ? this.s.start : 0);
    this.won = Array(n).fill(0);
    this.pot = 0;
    this.x = 1;
    this.over = false;
    // 4. The first deal
    this.dealer = this.lot.uniform(n);
    this.sitter = !this.g.fuenfzehnern && n === 3 ? (this.dealer + 2) % 3 : null;
  }

  allPlay() { return this.g.fuenfzehnern; }

  // 3. Seating
  seating() {
    if (this.allPlay()) {
      return Array.from({ length: this.n }, (_, s) => (this.dealer + 1 + s) % this.n);
    }
    const forehand = [...Array(this.n).keys()].filter((p) => p !== this.dealer && p !== this.sitter);
    return [...forehand, this.dealer];
  }

  dealSeed() { return dealSeed(this.key, this.recorded); }

  // 5. The kind of a deal, and the level of a win
  kind(points, tricks) {
    if (this.g.fuenfzehnern) return { kind: "settlement" };
    if (points[0] === points[1]) {
      if (this.g.preset === "bohemian-schneider") return { kind: "redeal" };
      if (this.g.preset === "elfern-app") return { kind: "tie" };
      return { kind: this.n === 2 ? "stander" : "tie" };
    }
    const w = points[0] > points[1] ? 0 : 1;
    const l = 1 - w;
    let level;
    if (this.g.preset === "bohemian-points") {
      level = tricks[l] === 0 ? 3 : points[w] >= 90 ? 2 : 1;
    } else {
      const schneider = this.g.preset === "bohemian-schneider" ? 16 : 15;
      level = points[w] === 20 ? 3 : points[w] >= schneider ? 2 : 1;
    }
    return { kind: "win", w, l, level };
  }

  // the first player after p, cyclically, who plays the next deal (sitter: the next sitter)
  nextPlaying(p, sitter) {
    let q = (p + 1) % this.n;
    while (q === sitter) q = (q + 1) % this.n;
    return q;
  }

  record(points, tricks) {
    if (this.over) throw new Error("the match is over");
    checkDeal(this.g, points, tricks);
    const seating = this.seating();
    const k = this.kind(points, tricks);
    const seatAward = Array(seating.length).fill(0);
    const seatTotals = seating.map((p) => this.totals[p]);
    // 6. Awards
    if (k.kind === "win") {
      const L = k.level;
      switch (this.s.id) {
        case "tendler":
          seatAward[k.w] = L * this.x;
          seatAward[k.l] = -L * this.x;
          break;
        case "banner":
          seatAward[k.w] = L * this.x;
          break;
        case "altenburg": {
          const h = points[k.w];
          const P = h >= 20 ? 5 : h >= 18 ? 4 : h >= 16 ? 3 : h >= 14 ? 2 : h >= 11 ? 1 : 0;
          seatAward[k.w] = P * this.x;
          break;
        }
        case "counters": {
          const paid = Math.min(L, Math.max(0, seatTotals[k.l]));
          seatAward[k.w] = paid + this.pot;
          seatAward[k.l] = -paid;
          break;
        }
        default:
          throw new Error("a win under " + this.s.id);
      }
      this.x = 1;
      this.pot = 0;
    } else if (k.kind === "stander") {
      if (this.s.id === "counters") {
        for (let s = 0; s < seating.length; s++) {
          if (seatTotals[s] > 0) {
            seatAward[s] = -1;
            this.pot += 1;
          }
        }
      } else {
        this.x = 2;
      }
    } else if (k.kind === "settlement") {
      const withTricks = tricks.filter((t) => t > 0).length;
      const simplified = this.g.simplified && this.n === 4 && withTricks === 2;
      for (let s = 0; s < seating.length; s++) {
        seatAward[s] = simplified ? (tricks[s] > 0 ? 15 : -15) : points[s] - 15;
      }
    } // tie, redeal: nothing
    const awards = Array(this.n).fill(0);
    seating.forEach((p, s) => {
      awards[p] = seatAward[s];
      this.totals[p] += seatAward[s];
      this.won[p] += Math.max(0, seatAward[s]);
    });
    const winner = k.kind === "win" ? seating[k.w] : null;
    const loser = k.kind === "win" ? seating[k.l] : null;
    // 7. Who sits out
    if (this.sitter !== null && k.kind !== "redeal") {
      this.sitter = k.kind === "win" && this.s.out === "loser" ? loser : (this.sitter + 1) % 3;
    }
    // 8. Who deals next
    if (k.kind !== "redeal") {
      let chosen;
      if (this.allPlay()) {
        chosen = (this.dealer + 1) % this.n;
      } else if (this.s.dealer === "alternate") {
        chosen = this.nextPlaying(this.dealer, this.sitter);
      } else if (k.kind === "win") {
        chosen = this.s.dealer === "winner" ? winner : loser;
      } else if (this.s.standerDealer === "same") {
        chosen = this.dealer;
      } else {
        const two = [...Array(this.n).keys()].filter((p) => p !== this.sitter).sort((a, b) => a - b);
        chosen = two[this.lot.uniform(2)];
      }
      if (chosen === this.sitter) chosen = this.nextPlaying(chosen, this.sitter);
      this.dealer = chosen;
      this.played += 1;
    }
    this.recorded += 1;
    // 10. The end
    const s = this.s;
    switch (s.id) {
      case "tendler":
        this.over = (s.deals !== null && this.played >= s.deals)
          || (s.target !== null && this.won.some((w) => w >= s.target));
        break;
      case "banner":
        this.over = this.totals.some((t) => t >= 4 * s.banners);
        break;
      case "altenburg":
        this.over = this.totals.some((t) => t >= s.target);
        break;
      case "counters":
        this.over = this.pot === 0 && this.totals.some((t) => t <= 0);
        break;
      case "fifteen":
        this.over = s.deals !== null && this.played >= s.deals;
        break;
      default:
        throw new Error("unknown schedule " + s.id);
    }
    return { kind: k.kind, awards, totals: [...this.totals], pot: this.pot };
  }

  winner() {
    const best = Math.max(...this.totals);
    const at = this.totals.filter((t) => t === best).length;
    return at === 1 ? this.totals.indexOf(best) : null;
  }

  settlement() {
    const sum = this.totals.reduce((a, b) => a + b, 0);
    switch (this.s.id) {
      case "tendler":
      case "fifteen":
        return [...this.totals];
      case "banner":
      case "altenburg":
        return this.totals.map((t) => this.n * t - sum);
      case "counters":
        return this.totals.map((t) => t - this.s.start);
      default:
        throw new Error("unknown schedule " + this.s.id);
    }
  }
}

// --- the check ---------------------------------------------------------------------------------

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

function check(v) {
  const problems = [];
  const expect = (what, got, want) => {
    if (!same(got, want)) {
      problems.push(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    }
  };
  const m = new Match(v.rules, v.scoring, v.players.length, v.seed);
  expect("start", m.totals, v.start);
  v.deals.forEach((d, i) => {
    const at = `deal ${i + 1}`;
    expect(`${at} over`, m.over, false);
    expect(`${at} seating`, m.seating(), d.seating);
    expect(`${at} out`, m.sitter, d.out);
    expect(`${at} x`, m.x, d.x);
    expect(`${at} deal_seed`, m.dealSeed().toString(), d.deal_seed);
    const r = m.record(d.points, d.tricks);
    expect(`${at} kind`, r.kind, d.kind);
    expect(`${at} awards`, r.awards, d.awards);
    expect(`${at} totals`, r.totals, d.totals);
    expect(`${at} pot`, r.pot, d.pot);
  });
  const end = v.end;
  expect("end over", m.over, end.over);
  expect("end totals", m.totals, end.totals);
  expect("end pot", m.pot, end.pot);
  if (end.over) {
    expect("end winner", m.winner(), end.winner);
    expect("end settlement", m.settlement(), end.settlement);
  } else {
    expect("end seating", m.seating(), end.seating);
    expect("end out", m.sitter, end.out);
    expect("end x", m.x, end.x);
    expect("end deal_seed", m.dealSeed().toString(), end.deal_seed);
  }
  return problems;
}

// The matches of requests.jsonl: every `record` answered `error` must be refused by the checks of
// 1., every one answered `ok` accepted (and recorded).
function checkRequests(v) {
  const problems = [];
  let m = null;
  for (const r of v.requests) {
    const w = r.request.trim().split(/\s+/);
    if (w[0] === "match") {
      m = new Match(v.rules, w.slice(3).join(" "), Number(w[2]), w[1]);
    } else if (w[0] === "record" && m !== null) {
      let refused = null;
      try {
        m.record(...w.slice(1).map((x) => x.split("/").map(Number)));
      } catch (e) {
        refused = String(e);
      }
      if ((r.answer === "error") !== (refused !== null)) {
        problems.push(`${r.request}: expected ${r.answer}, got ${refused ?? "ok"}`);
      }
    }
  }
  return problems;
}

const here = dirname(fileURLToPath(import.meta.url));
const file = process.argv[2] ?? join(here, "..", "..", "vectors", "scoring.jsonl");
const requestsFile = process.argv[3] ?? join(dirname(file), "requests.jsonl");
const read = (f) => readFileSync(f, "utf8").split("\n").filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l));
const vectors = read(file);
let failed = 0;
for (const v of vectors) {
  let problems;
  try {
    problems = check(v);
  } catch (e) {
    problems = [String(e)];
  }
  if (problems.length > 0) {
    failed++;
    console.log(`FAIL ${v.id}\n  ${problems.join("\n  ")}`);
  }
}
console.log(`${vectors.length - failed} agreed, ${failed} disagreed (${file})`);
const matches = read(requestsFile).filter((v) => v.requests.some((r) => r.request.startsWith("match ")));
let refusedFailed = 0;
for (const v of matches) {
  const problems = checkRequests(v);
  if (problems.length > 0) {
    refusedFailed++;
    console.log(`FAIL ${v.id}\n  ${problems.join("\n  ")}`);
  }
}
console.log(`${matches.length - refusedFailed} record vectors agreed, ${refusedFailed} disagreed`
  + ` (${requestsFile})`);
process.exit(failed === 0 && refusedFailed === 0 && vectors.length > 0 && matches.length > 0 ? 0 : 1);
