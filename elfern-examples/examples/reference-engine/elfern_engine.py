#!/usr/bin/env python3
"""A reference engine for the Elfern conformance protocol, in one file of plain Python 3.

It plays basic Elfern (preset ``elfern``, no options) and answers ``unsupported`` to every
other game, and to the requests it does not implement (EGN validation, matches), so that the kit
reports those vectors as skipped. It is written from the rules and VECTORS.md alone, as a working
peer for implementers: run it with

    elfern conformance --engine "python3 elfern_engine.py"

It is also an external bot (VECTORS.md, "Bots"): to ``choose`` it answers a random legal move,
drawn with the portable SplitMix64 from the request's seed (the legal move at index
``uniform(n)`` of the first output), so that any language can reproduce its choices. Play it
against the library's bots with

    elfern simulate --engine "seeded=python3 elfern_engine.py" --bots seeded,heuristic --games 100

The rules (Kiddle, the English encyclopedia article): two players, 32 cards
A K Q J T 9 8 7 in four suits; six each, dealt two at a time, forehand first; 20 cards stock.
The highest card of the suit led wins the trick; the winner draws first and leads next. While
the stock lasts anything may be played; once a trick is led with the stock empty, the follower
must follow suit if able. Honours A K Q J T count one point each; 11 wins, 15 is schneider,
20 is schwarz, 10-10 is a tie (Staender).
"""

import io
import sys

SUITS = "CSHD"            # canonical suit order: clubs, spades, hearts, diamonds
RANKS = "AKQJT987"        # high to low; the ten ranks low in Elfern
MASK64 = (1 << 64) - 1
PRESETS = ("elfern", "elfern-trumps", "elfern-app", "bohemian-schneider", "bohemian-points",
           "fuenfzehnern")    # the preset ids of VECTORS.md section 2, exact


def card_name(c):
    return RANKS[c % 8] + SUITS[c // 8]


def parse_card(token):
    if len(token) != 2 or token[0] not in RANKS or token[1] not in SUITS:
        raise ValueError("not a card: " + token)
    return SUITS.index(token[1]) * 8 + RANKS.index(token[0])


def splitmix64(state):
    """Returns (new state, output) of one SplitMix64 step."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def uniform(state, n):
    """Returns (new state, a number from 0 to n - 1): the portable shuffle's reduction."""
    state, x = splitmix64(state)
    return state, ((x >> 32) * n) >> 32


def choose(args):
    """Answers a choose request: a random legal move, seeded by the request's seed= field.

    The request carries the seat's whole view as key=value fields (seat, hand, trick, tricks,
    stock, trump, sizes, points, voids, legal, seed, ...); this bot needs only two of them.
    """
    fields = dict(a.split("=", 1) for a in args if "=" in a)
    legal = fields["legal"].split(",")
    seed = int(fields["seed"])
    if legal == ["-"] or not 0 <= seed <= MASK64:
        raise ValueError("choose needs legal moves and a 64-bit seed")
    _, i = uniform(seed, len(legal))
    return "move " + legal[i]


def shuffle(seed):
    deck = list(range(32))
    state = seed
    for i in range(31, 0, -1):
        state, x = splitmix64(state)
        j = ((x >> 32) * (i + 1)) >> 32
        deck[i], deck[j] = deck[j], deck[i]
    return deck


class Deal:
    """One deal of Elfern. Seat 0 is forehand, seat 1 the dealer."""

    def __init__(self, deck):
        if sorted(deck) != list(range(32)):
            raise ValueError("the deck must hold each of the 32 cards once")
        self.hands = [set(), set()]
        pos = 0
        for _ in range(3):               # batches of two, forehand first
            for seat in (0, 1):
                self.hands[seat].update(deck[pos:pos + 2])
                pos += 2
        self.stock = deck[pos:]          # top card first
        self.trick = []                  # cards of the trick in progress
        self.leader = 0
        self.points = [0, 0]
        self.tricks = [0, 0]
        self.played = 0
        # lead state for the position string: binding, secondary, won, first suit, suits led
        self.binding = None
        self.secondary = None
        self.won = 0
        self.first = None
        self.led = set()

    def over(self):
        return self.played == 32

    def to_move(self):
        return (self.leader + len(self.trick)) % 2

    def legal(self):
        hand = self.hands[self.to_move()]
        if self.trick and not self.stock:          # phase 2: follow suit if able
            suit = self.trick[0] // 8
            same = [c for c in hand if c // 8 == suit]
            if same:
                return sorted(same)
        return sorted(hand)

    def violation(self, token):
        """The EGN code of the first rule the move breaks, or None."""
        zwang = token.endswith("=Z")
        c = parse_card(token[:-2] if zwang else token)
        if c not in self.hands[self.to_move()]:
            return "not-in-hand"
        if c not in self.legal():
            return "must-follow"
        if zwang:
            return "zwang-not-allowed"    # Elfern has no Zwang
        return None

    def play(self, c):
        seat = self.to_move()
        self.hands[seat].remove(c)
        self.trick.append(c)
        self.played += 1
        if len(self.trick) < 2:
            return
        lead, follow = self.trick
        winner = self.leader
        if follow // 8 == lead // 8 and follow % 8 < lead % 8:
            winner = 1 - self.leader
        self.points[winner] += sum(1 for x in self.trick if x % 8 <= 4)   # A K Q J T
        self.tricks[winner] += 1
        suit = lead // 8
        if self.first is None:
            self.first = suit
        self.led.add(suit)
        if winner != self.leader:
            self.secondary, self.binding, self.won = self.binding, suit, 1
        else:
            self.won = 0
        if self.stock:                    # the winner draws first
            self.hands[winner].add(self.stock.pop(0))
            self.hands[1 - winner].add(self.stock.pop(0))
        self.trick = []
        self.leader = winner

    def copy(self):
        d = Deal.__new__(Deal)
        d.__dict__.update(self.__dict__)
        d.hands = [set(self.hands[0]), set(self.hands[1])]
        d.stock = list(self.stock)
        d.trick = list(self.trick)
        d.points = list(self.points)
        d.tricks = list(self.tricks)
        d.led = set(self.led)
        return d

    def perft(self, depth):
        if depth == 0:
            return 1
        moves = self.legal()
        if depth == 1:
            return len(moves)
        total = 0
        for c in moves:
            child = self.copy()
            child.play(c)
            total += child.perft(depth - 1)
        return total

    def result(self):
        if not self.over():
            return "*"
        a, b = self.points
        best = max(a, b)
        outcome = "tie" if a == b else "schwarz" if best == 20 else \
            "schneider" if best >= 15 else "simple"
        return "%d-%d %s" % (a, b, outcome)

    def position(self):
        def cards(cs):
            return "".join(card_name(c) for c in sorted(cs)) or "-"

        def suit(s):
            return "-" if s is None else SUITS[s]

        led = "".join(SUITS[s] for s in sorted(self.led)) or "-"
        trick = "".join(card_name(c) for c in self.trick) or "-"
        return "|".join([
            "elfern",
            cards(self.hands[0]) + "/" + cards(self.hands[1]),
            "".join(card_name(c) for c in self.stock) or "-",
            "-",
            "%d:%s" % (self.leader, trick),
            "%d/%d" % tuple(self.points),
            "%d/%d" % tuple(self.tricks),
            "%s,%s,%d,%s,%s" % (suit(self.binding), suit(self.secondary), self.won,
                                suit(self.first), led),
        ])


def answer(line, session):
    words = line.split()
    if not words:
        return "error empty request"
    req, args = words[0], words[1:]
    if req == "hello":
        return "ready elfern_engine.py 1 (reference, plain Elfern)"
    if req == "rules":
        session["rules"] = " ".join(args)
        session["deal"] = None
        if not args or args[0] not in PRESETS:
            # a text that names no game is an error, not a game left out (VECTORS.md section 5)
            session["rules"] = None
            return "error no preset '%s' (presets: %s)" % (args[0][:60] if args else "",
                                                          " ".join(PRESETS))
        return "ok" if session["rules"] == "elfern" else "unsupported"
    if session.get("rules") != "elfern":
        return "unsupported"
    if req == "shuffle":
        # 1 to 20 ASCII digits (Python's int() would also read "+5", "1_000" and " 5")
        if not (1 <= len(args[0]) <= 20 and all("0" <= c <= "9" for c in args[0])):
            return "error seed '%s' is not an unsigned 64-bit decimal" % args[0][:40]
        seed = int(args[0])
        if not 0 <= seed <= MASK64:
            return "error seed out of range"
        return "deck " + " ".join(card_name(c) for c in shuffle(seed))
    if req == "choose":
        return choose(args)
    if req == "deal":
        session["deal"] = Deal([parse_card(t) for t in args])
        return "ok"
    deal = session.get("deal")
    if deal is None:
        return "unsupported" if req in ("egn", "match", "record", "table") else "error no deal"
    if req == "legal":
        if deal.over():
            return "legal -"
        return "legal %d %s" % (deal.to_move(), " ".join(card_name(c) for c in deal.legal()))
    if req == "play":
        if deal.over():
            return "error the deal is over"
        code = deal.violation(args[0])
        if code:
            return "illegal " + code
        deal.play(parse_card(args[0]))
        return "ok"
    if req == "hands":
        return "hands " + deal.position().split("|")[1]
    if req == "status":
        return "status %d/%d %d/%d" % (deal.points[0], deal.points[1],
                                       deal.tricks[0], deal.tricks[1])
    if req == "result":
        return "result " + deal.result()
    if req == "position":
        return "position " + deal.position()
    if req == "perft":
        depth = int(args[0])
        if not 0 <= depth <= 32 - deal.played:
            return "error depth past the end of the deal"
        return "perft %d" % deal.perft(depth)
    return "unsupported"


MAX_EGN_LINES = 100000   # the most text lines of an egn request (VECTORS.md section 5)


def egn_count(words):
    """The line count of an egn header, or None: 1 to 6 ASCII digits, at most MAX_EGN_LINES.

    Anything else (a sign, a letter, an underscore, other digits) is no count, and then the
    header has no text lines: the lines after it are requests (VECTORS.md section 5).
    """
    if len(words) < 2:
        return None
    w = words[1]
    if not (1 <= len(w) <= 6 and all("0" <= c <= "9" for c in w)):
        return None
    count = int(w)
    return count if count <= MAX_EGN_LINES else None


def main():
    session = {}
    # Lines end at LF only (a CR inside a line belongs to it), as the protocol says; Python's
    # default text input would also end a line at a lone CR.
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace", newline="\n")
    for line in stdin:
        line = line[:-1] if line.endswith("\n") else line
        line = line[:-1] if line.endswith("\r") else line
        words = line.split()
        if words == ["quit"]:
            break
        if words and words[0] == "egn":                 # skip the record's lines
            count = egn_count(words)
            if count is None:
                print("error egn needs a line count from 0 to %d, got '%s'"
                      % (MAX_EGN_LINES, words[1][:60] if len(words) > 1 else ""), flush=True)
                continue
            for read in range(count):
                if not stdin.readline():
                    print("error egn input ended after %d of its %d text lines" % (read, count),
                          flush=True)
                    return
            print("unsupported", flush=True)
            continue
        try:
            reply = answer(line, session)
        except (ValueError, IndexError, KeyError) as e:
            reply = "error %s" % e
        print(reply, flush=True)


if __name__ == "__main__":
    main()
