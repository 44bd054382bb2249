package io.github.elfern.examples.serve;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.bot.Bot;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.examples.cli.PlayerNames;
import io.github.elfern.examples.text.Texts;
import io.github.elfern.game.DealStateException;
import io.github.elfern.game.Draw;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.Scoring;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/**
 * One table: its match (a single deal is a match of one deal shown as such), the deal in play,
 * the players (bots or people) and the people watching. Only this class holds the game state; it
 * sends each person the frame for their own seat. All methods are called under the table's lock,
 * but for a bot's choice ({@link BotTurn#choose}), which is made without it.
 *
 * <p>Two kinds of secret guard the places of people: the table's {@link #invite} key (in the
 * table link, not in the watch link) takes an open place, and the key of each place, set when a
 * person takes it, lets only that person come back to it.
 */
final class Table {

  /** A person at the table: a player index, or -1 for a spectator. */
  static final class Person {
    final String id;
    final int player;

    Person(String id, int player) {
      this.id = id;
      this.player = player;
    }
  }

  final String id;
  /** The key of the table link, which takes an open place; never sent to a spectator. */
  final String invite;
  /** The remote address of the connection that created the table, for the per-address limit. */
  final String owner;
  final boolean matchMode;
  /** When the last person left (System.nanoTime), while nobody is at the table. */
  long emptySince;
  /** Whether a bot move is asked for: waiting out the delay, queued or being chosen. */
  boolean botAsked;
  private final ObjectMapper mapper;
  /**
   * The name of each place: the name its person gave (see {@link #checkName}), else "Player 1"
   * (the creator), "Player 2" ... for people; a short name of its kind for a bot ("Heuristic
   * bot"; "Random bot 3" when the kind repeats).
   */
  private final List<String> names;
  /** The spec each bot's place makes its bot from, for each move; null for a person's place. */
  private final String[] bots;
  /** The spec of each bot's place as it was asked for, for a tooltip; null for a person's. */
  private final String[] shownSpecs;
  private final Function<String, Bot> botMaker;
  private final RandomGenerator[] botRandom;
  private final long seed;
  private final List<Person> people = new ArrayList<>();
  private final String[] keys; // the key of each person's place once taken, else null
  /** The last keys of places given up, so that such a key is told why it no longer holds. */
  private final ArrayDeque<String> givenUp = new ArrayDeque<>();
  /** The most keys of given-up places that a table remembers. */
  private static final int GIVEN_UP_KEPT = 8;
  /** The time from a bot's turn to its move here, in milliseconds. */
  private long botDelayMillis;
  private final long[] awaySince; // System.nanoTime when a taken place's person left, else 0
  private final BiConsumer<String, String> send;
  /** How long a taken place is kept for its person after they left. */
  final Duration seatGrace;
  private Match match;
  private GameState state;
  /**
   * The player in each seat of the deal in play, forehand first, taken when it was dealt: once
   * the deal is over and recorded, the match has moved on to the next deal's seating, but the
   * frames that end this deal name this deal's seats and players.
   */
  private List<Integer> seating;
  private int dealsStarted;

  /**
   * A table, dealt its first deal.
   *
   * @param seatSpecs what each place is, as the creator chose it (for the names)
   * @param creatorName the name the creator gave, checked by {@link #checkName}, or "" for
   *     "Player 1"
   * @param botList the checked spec of each bot's place ({@code WebServer.checkBot}), null for a
   *     person's place
   * @param botMaker makes a bot from a checked spec; a bot is made for each move, so that
   *     nothing it keeps between its choices (a solver's tables, megabytes) lives as long as the
   *     table
   */
  Table(String id, String invite, String owner, Rules rules, Scoring scoring, boolean matchMode,
      List<String> seatSpecs, List<String> botList, String creatorName,
      Function<String, Bot> botMaker, long seed,
      SplittableRandom seeds, ObjectMapper mapper, BiConsumer<String, String> send,
      Duration seatGrace, long botDelayMillis) {
    this.botDelayMillis = botDelayMillis;
    this.id = id;
    this.invite = invite;
    this.owner = owner;
    this.matchMode = matchMode;
    this.mapper = mapper;
    this.send = send;
    this.seatGrace = seatGrace;
    this.seed = seed;
    int n = seatSpecs.size();
    this.names = new ArrayList<>();
    this.bots = new String[n];
    this.shownSpecs = new String[n];
    this.botMaker = botMaker;
    this.botRandom = new RandomGenerator[n];
    this.keys = new String[n];
    this.awaySince = new long[n];
    for (int p = 0; p < n; p++) {
      String b = botList.get(p);
      bots[p] = b;
      shownSpecs[p] = b == null ? null : seatSpecs.get(p);
      botRandom[p] = new SplittableRandom(seeds.nextLong());
    }
    names.addAll(placeNames(botList, seatSpecs));
    if (!creatorName.isEmpty()) {
      names.set(0, creatorName);
    }
    this.match = Match.start(rules, scoring, names, seed);
    this.seating = match.seating();
    this.state = match.deal();
    this.dealsStarted = 1;
  }

  Rules rules() {
    return match.rules();
  }

  /**
   * {@return the name of each place before anyone gave theirs}: "Player 1", "Player 2" ... for
   * a person's place, a short name of its kind for a bot's
   *
   * @param botList a checked bot spec for each bot's place, null for a person's
   * @param seatSpecs each place's spec as asked for
   */
  static List<String> placeNames(List<String> botList, List<String> seatSpecs) {
    List<String> shown = new ArrayList<>();
    for (int p = 0; p < seatSpecs.size(); p++) {
      shown.add(botList.get(p) == null ? null : seatSpecs.get(p));
    }
    return PlayerNames.of(shown, "Player %d");
  }

  /**
   * Checks the name a person gives for a place, before the table is made or the place taken: a
   * name the saved record carries as it is ({@link GameRecord#checkPlayerName}), and no other
   * place's (nor "Player 3" for another place than the third, which a person who gives no name
   * gets there). A name is never rewritten: one that does not fit is refused with the reason.
   *
   * @param name the name given
   * @param place the place it is for
   * @param others the names of the places, that of {@code place} included (not compared)
   * @throws IllegalArgumentException if the name cannot be written in a record or is taken
   */
  static void checkName(String name, int place, List<String> others) {
    GameRecord.checkPlayerName(name);
    for (int p = 0; p < others.size(); p++) {
      // another place's name, or the one it gets when its next person gives none
      if (p != place && (others.get(p).equals(name) || name.equals("Player " + (p + 1)))) {
        throw new IllegalArgumentException("the name '" + name + "' is taken at this table:"
            + " choose another");
      }
    }
  }

  /** Checks the name a person gives for a place of this table; see {@link #checkName}. */
  void checkName(String name, int place) {
    checkName(name, place, names);
  }

  /**
   * Names a place for the person who takes it: the name they gave (checked by {@link
   * #checkName}), or the place's own ("Player 2") when they gave none.
   */
  void name(int place, String name) {
    names.set(place, name.isEmpty() ? "Player " + (place + 1) : name);
  }

  /** {@return the first player place of a person that nobody has taken yet, or -1} */
  int openPlace() {
    for (int p = 0; p < bots.length; p++) {
      if (bots[p] == null && keys[p] == null) {
        return p;
      }
    }
    return -1;
  }

  /** Gives an open place its key: from now on only that key comes back to it. */
  void take(int player, String key) {
    if (bots[player] != null || keys[player] != null) {
      throw new IllegalStateException("place " + player + " is not open");
    }
    keys[player] = key;
  }

  /** {@return the place whose key this is, or -1}; compared in constant time. */
  int placeOfKey(String key) {
    int found = -1;
    for (int p = 0; p < keys.length; p++) {
      if (keys[p] != null && same(keys[p], key)) {
        found = p;
      }
    }
    return found;
  }

  /** {@return whether this is the key of a place given up lately}; compared in constant time. */
  boolean wasGivenUp(String key) {
    boolean found = false;
    for (String k : givenUp) {
      found |= same(k, key);
    }
    return found;
  }

  /** {@return the time from a bot's turn to its move at this table, in milliseconds} */
  long botDelayMillis() {
    return botDelayMillis;
  }

  /** Sets the time from a bot's turn to its move, for the moves asked for from now on. */
  void botDelayMillis(long millis) {
    botDelayMillis = millis;
  }

  /** {@return whether this is the table's invite key}; compared in constant time. */
  boolean isInvite(String key) {
    return same(invite, key);
  }

  private static boolean same(String a, String b) {
    return MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8),
        b.getBytes(StandardCharsets.UTF_8));
  }

  /** {@return the person connected to a player place, or null} */
  Person holder(int player) {
    for (Person x : people) {
      if (x.player == player) {
        return x;
      }
    }
    return null;
  }

  void add(Person person) {
    people.add(person);
    if (person.player >= 0) {
      awaySince[person.player] = 0;
    }
  }

  /**
   * Takes a connection from the table; a taken place that nobody holds now is away from then.
   *
   * @return the place that is away from now, or -1
   */
  int remove(String connection) {
    int left = -1;
    for (Person x : people) {
      if (x.id.equals(connection)) {
        left = x.player;
      }
    }
    people.removeIf(x -> x.id.equals(connection));
    if (left < 0 || keys[left] == null || holder(left) != null) {
      return -1;
    }
    awaySince[left] = System.nanoTime();
    return left;
  }

  /** {@return whether a place is kept for a person who left} */
  boolean keepsASeat() {
    for (long since : awaySince) {
      if (since != 0) {
        return true;
      }
    }
    return false;
  }

  /** {@return when the person of a place left (System.nanoTime), or 0 when not away} */
  long awaySince(int player) {
    return awaySince[player];
  }

  /**
   * Gives up a place whose person has been away since {@code since}: its key no longer holds,
   * and the table link takes it. Nothing happens when the person came back meanwhile.
   *
   * @return whether the place was given up
   */
  boolean giveUp(int player, long since) {
    if (awaySince[player] != since || since == 0 || holder(player) != null) {
      return false;
    }
    awaySince[player] = 0;
    if (givenUp.size() == GIVEN_UP_KEPT) {
      givenUp.removeFirst();
    }
    givenUp.addLast(keys[player]);
    keys[player] = null;
    return true;
  }

  /**
   * Gives an open place (a person's place that nobody has, or nobody has any more) to a bot,
   * which from then on plays it from the seat's view.
   *
   * @param seat the seat of the deal in play
   * @param bot the bot's checked spec, which makes it for each move
   * @param spec the bot's spec as asked for, for its name
   * @return an error message, or null when given
   */
  String giveToBot(int seat, String bot, String spec) {
    if (seat < 0 || seat >= state.players()) {
      return "there is no seat " + seat + " at this table (seats 0 to " + (state.players() - 1)
          + ")";
    }
    int player = playerAt(seat);
    if (bots[player] != null) {
      return "seat " + seat + " is not open: a bot plays it";
    }
    if (keys[player] != null) {
      return "seat " + seat + " is not open: " + (holder(player) != null ? "its player is here"
          : "its player is away, and it is kept for them " + secondsLeft(player)
              + " s more");
    }
    bots[player] = bot;
    shownSpecs[player] = spec;
    String name = PlayerNames.bot(spec);
    names.set(player, names.contains(name) ? name + " " + (player + 1) : name);
    return null;
  }

  /**
   * Names a person's place, e.g. "Anna", in the frames and the saved record from now on, with the
   * check of a name given when the place was taken ({@link #checkName}); returns an error
   * message, or null when named.
   */
  String rename(Person person, String name) {
    if (person.player < 0) {
      return "a spectator has no place to name";
    }
    String n = name.strip();
    try {
      checkName(n, person.player);
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    names.set(person.player, n);
    return null;
  }

  /** {@return the whole seconds, rounded up, until an away place is given up} */
  private long secondsLeft(int player) {
    long left = seatGrace.toNanos() - (System.nanoTime() - awaySince[player]);
    return Math.max(0, (left + 999_999_999L) / 1_000_000_000L);
  }

  boolean isEmpty() {
    return people.isEmpty();
  }

  /**
   * {@return the seat of a player in the deal in play (or just ended), or -1 when sitting it out}
   */
  private int seatOf(int player) {
    return player < 0 ? -1 : seating.indexOf(player);
  }

  /** {@return the player in a seat of the deal in play (or just ended)} */
  private int playerAt(int seat) {
    return seating.get(seat);
  }

  /**
   * Plays a move for a person; returns an error message, or null when played.
   *
   * @param texts the words and letters the person reads, for the message of a refused move (the
   *     move itself is in the wire format's French letters)
   */
  String play(Person person, String token, Texts texts) {
    if (person.player < 0) {
      return "spectators cannot play";
    }
    if (state.isOver()) {
      return "the deal is over; ask for the next deal";
    }
    int seat = seatOf(person.player);
    if (seat < 0) {
      return names.get(person.player) + " sits this deal out";
    }
    Move move;
    try {
      move = Move.parse(token);
    } catch (IllegalArgumentException e) {
      return state.toMove() != seat ? notYourTurn(seat)
          : "'" + clip(token) + "' is not a move (a card such as QH, or QC=Z): "
              + e.getMessage();
    }
    try {
      // the seat that sent the move: a move out of its turn is refused naming no card
      state = state.play(seat, move);
    } catch (DealStateException e) {
      return notYourTurn(seat);
    } catch (IllegalPlayException e) {
      // in the person's language and letters, by the refusal's code; it names their own hand only
      return texts.get("refusal.web", texts.refusal(e, state.view(seat)),
          texts.moves(e.legalMoves()));
    }
    afterMove();
    return null;
  }

  /** {@return why a seat may not play now}: whose turn it is; it names no card */
  private String notYourTurn(int seat) {
    return "not your turn: seat " + state.toMove() + " (" + names.get(playerAt(state.toMove()))
        + ") is to play, you are seat " + seat;
  }

  /** Records a finished deal in the match. */
  private void afterMove() {
    if (state.isOver()) {
      match = match.record(state);
    }
  }

  /** {@return whether a bot is to play now} */
  boolean botToMove() {
    return !state.isOver() && bots[playerAt(state.toMove())] != null;
  }

  /**
   * A bot's turn, taken under the table's lock and chosen without it: the position it was taken
   * in, and what the bot needs to choose (its seat's view, never the game state).
   */
  static final class BotTurn {
    private final GameState position;
    private final PlayerView view;
    private final Supplier<Bot> bot;
    private final RandomGenerator random;

    private BotTurn(GameState position, PlayerView view, Supplier<Bot> bot,
        RandomGenerator random) {
      this.position = position;
      this.view = view;
      this.bot = bot;
      this.random = random;
    }

    /**
     * {@return the move of a bot made for it}; a bot that fails plays its first legal move
     * instead, also when it ran out of memory or stack (what it took is free again once it has
     * failed), so that its table and the bot thread go on.
     */
    Move choose() {
      try {
        return bot.get().choose(view, random);
      } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
        return view.legalMoves().get(0);
      }
    }
  }

  /** {@return the turn of the bot to move}; only while {@link #botToMove()}. */
  BotTurn botTurn() {
    int seat = state.toMove();
    int player = playerAt(seat);
    String spec = bots[player];
    return new BotTurn(state, state.view(seat), () -> botMaker.apply(spec), botRandom[player]);
  }

  /**
   * Plays a bot's chosen move, if the deal is still where the turn was taken; a move that is
   * not legal there is replaced by the first legal one.
   *
   * @return whether a move was played
   */
  boolean playBot(BotTurn turn, Move move) {
    if (state != turn.position) {
      return false;
    }
    Move m = turn.view.legalMoves().contains(move) ? move : turn.view.legalMoves().get(0);
    state = state.play(turn.view.seat(), m);
    afterMove();
    return true;
  }

  /** Starts the next deal of the match; returns an error message, or null. */
  String next(Person person) {
    if (person.player < 0) {
      return "spectators cannot deal";
    }
    if (!state.isOver()) {
      return "the deal is still in play";
    }
    if (!matchMode || match.isOver()) {
      match = Match.start(match.rules(), match.scoring(), names, seed + dealsStarted);
    }
    seating = match.seating();
    state = match.deal();
    dealsStarted++;
    return null;
  }

  /** Sends every person at the table their own frame. */
  void broadcast() {
    // a copy: sending may find a connection dead and remove its person meanwhile
    for (Person x : List.copyOf(people)) {
      send.accept(x.id, frameFor(x));
    }
  }

  /** {@return the frame for one person: their seat's view, or the public part for others} */
  String frameFor(Person person) {
    ObjectNode f = mapper.createObjectNode();
    f.put("type", "state");
    f.put("table", id);
    f.put("mode", matchMode ? "match" : "deal");
    f.put("you", person.player);
    int seat = seatOf(person.player);
    f.put("seat", seat);
    f.put("deal", match.dealsPlayed() + (state.isOver() ? 0 : 1));
    ArrayNode seatNames = f.putArray("names");
    for (int s = 0; s < state.players(); s++) {
      seatNames.add(names.get(playerAt(s)));
    }
    ArrayNode botSeats = f.putArray("bots");
    ArrayNode specs = f.putArray("specs"); // for a tooltip: the bot's spec, "" for a person
    for (int s = 0; s < state.players(); s++) {
      botSeats.add(bots[playerAt(s)] != null);
      String spec = shownSpecs[playerAt(s)];
      specs.add(spec == null ? "" : spec);
    }
    f.put("botDelay", botDelayMillis);
    f.set("draws", drawsFor(seat));
    f.put("open", openPlace() >= 0);
    ArrayNode seatStates = f.putArray("seats");
    for (int s = 0; s < state.players(); s++) {
      int p = playerAt(s);
      ObjectNode o = seatStates.addObject();
      if (bots[p] != null) {
        o.put("status", "bot");
      } else if (keys[p] == null) {
        o.put("status", "open");
      } else if (holder(p) != null) {
        o.put("status", "here");
      } else {
        o.put("status", "away");
        o.put("offeredIn", secondsLeft(p));
      }
    }
    if (seat >= 0) {
      f.set("view", mapper.valueToTree(state.view(seat)));
    } else {
      ObjectNode pub = mapper.valueToTree(state.view(0));
      pub.remove(List.of("seat", "hand", "legal", "myTurn"));
      f.set("public", pub);
    }
    ObjectNode table = mapper.valueToTree(match.table());
    // the places' names as they are now: a person may have named a place, a bot taken one
    ArrayNode players = table.putArray("players");
    names.forEach(players::add);
    f.set("match", table);
    if (state.isOver()) {
      f.set("result", mapper.valueToTree(state.result()));
      // what a tie means under these rules, for the page's words (a Ständer, a redeal, nothing)
      f.put("tieRule", match.rules().tieRule().name().toLowerCase(Locale.ROOT));
      List<String> seated = new ArrayList<>();
      for (int s = 0; s < state.players(); s++) {
        seated.add(names.get(playerAt(s)));
      }
      // the names as the places have them now (a person may have named a place, a bot taken
      // one), in this deal's seats
      GameRecord played = GameRecord.of(new PlayedDeal(state, seated), Map.of());
      GameRecord.Builder b = GameRecord.builder();
      played.tags().forEach(b::tag);
      for (int s = 0; s < state.players(); s++) {
        String spec = shownSpecs[playerAt(s)];
        if (spec != null) {
          // the bot's full spec, for a reader of the record: {Heuristic bot: heuristic}
          b.comment(names.get(playerAt(s)) + ": " + spec.replace('}', ')'));
        }
      }
      played.moves().forEach(b::move);
      f.set("finished", mapper.valueToTree(b.termination(played.termination()).build()));
      f.put("matchOver", match.isOver());
    }
    return f.toString();
  }

  /**
   * {@return what was drawn after each completed trick, as this seat may know it}: for each
   * trick, the seats that drew in the order they drew; the card only where this seat drew it, or
   * where it was the turned trump, which everyone has seen lie under the stock ({@link
   * Draw#seenBy}). A spectator ({@code seat} -1) sees only the turned trump.
   */
  private ArrayNode drawsFor(int seat) {
    ArrayNode all = mapper.createArrayNode();
    for (Trick t : state.tricks()) {
      ObjectNode o = all.addObject();
      o.put("trick", t.number());
      ArrayNode seats = o.putArray("seats");
      for (int k = 0; k < t.drawCount(); k++) {
        seats.add(t.drawer(k));
      }
      for (Draw d : t.draws()) {
        if (d.seat() == seat) {
          o.put("mine", d.card().notation());
        }
        if (d.faceUp()) {
          o.put("turnedTo", d.seat());
          o.put("turned", d.card().notation());
        }
      }
    }
    return all;
  }

  private static String clip(String s) {
    return s.length() <= 20 ? s : s.substring(0, 17) + "...";
  }
}
