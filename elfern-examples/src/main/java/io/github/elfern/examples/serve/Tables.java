package io.github.elfern.examples.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Scoring;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The tables of a server and who sits at them: creating a table, joining or watching one by its
 * keys, leaving it, the seats kept for players whose connection dropped (and given up after the
 * seat grace), the tables kept a while after everyone left, and the requests of a person at a
 * table (play, next deal, give an open seat to a bot).
 *
 * <p>A request that is refused throws {@link IllegalArgumentException} or {@link
 * IllegalStateException} with a message for the person, or sends them an error frame; a request
 * is checked before anything is changed for it.
 */
final class Tables {

  private final Map<String, Table> tables = new ConcurrentHashMap<>();
  private final Map<String, Table.Person> seated = new ConcurrentHashMap<>();
  private final Map<String, Table> tableOf = new ConcurrentHashMap<>();
  private final SecureRandom secure = new SecureRandom();
  private final WebServer.Limits limits;
  private final Connections connections;
  private final BotScheduler bots;
  private final ScheduledExecutorService timers;
  private final ObjectMapper mapper;

  /**
   * The tables of a server.
   *
   * @param limits the server's limits
   * @param connections sends the frames
   * @param bots plays the bots' moves
   * @param timers waits out the grace times
   * @param mapper writes the frames
   */
  Tables(WebServer.Limits limits, Connections connections, BotScheduler bots,
      ScheduledExecutorService timers, ObjectMapper mapper) {
    this.limits = limits;
    this.connections = connections;
    this.bots = bots;
    this.timers = timers;
    this.mapper = mapper;
  }

  /** {@return the table with this id, or null} */
  Table table(String id) {
    return tables.get(id);
  }

  /** {@return whether the server still holds this table} */
  boolean holds(Table t) {
    return tables.containsKey(t.id);
  }

  /** Takes a connection that closed from its table. */
  void gone(String connection) {
    seated.remove(connection);
    Table t = tableOf.remove(connection);
    if (t != null) {
      synchronized (t) {
        keepSeat(t, t.remove(connection));
        if (t.isEmpty()) {
          // kept for a while, so that a reloaded page takes its place again
          retire(t, limits.emptyTableGrace());
        } else {
          t.broadcast();
        }
      }
    }
  }

  /**
   * Keeps the seat of a person who left for {@link WebServer.Limits#seatGrace}: back with its key
   * before then, they have it again; after it, the seat is given up (its key no longer holds, the
   * table link takes it, the players may give it to a bot). Called under the table's lock.
   *
   * @param player the place its person left, or -1 for none
   */
  private void keepSeat(Table t, int player) {
    if (player < 0) {
      return;
    }
    long since = t.awaySince(player);
    timers.schedule(() -> {
      synchronized (t) {
        if (tables.containsKey(t.id) && t.giveUp(player, since)) {
          t.broadcast();
        }
      }
    }, limits.seatGrace().toMillis() + 1, TimeUnit.MILLISECONDS);
  }

  /** Ends a table that nobody is at, now or when nobody has come back within {@code grace}. */
  private void retire(Table t, Duration grace) {
    t.emptySince = System.nanoTime();
    if (grace.isZero() || grace.isNegative()) {
      tables.remove(t.id);
      return;
    }
    timers.schedule(() -> {
      synchronized (t) {
        if (t.isEmpty() && System.nanoTime() - t.emptySince >= grace.toNanos()) {
          tables.remove(t.id);
        }
      }
    }, grace.toMillis() + 1, TimeUnit.MILLISECONDS);
  }

  /**
   * Creates a table ({@code {"type":"create",...}}) and seats the connection at its place 0. The
   * request is checked (game, options, scoring, opponents, bot delay) before the connection
   * leaves the table it is at.
   */
  void create(String connection, JsonNode msg) {
    Rules rules = Rules.preset(WebServer.text(msg, "game", "elfern", 40))
        .withVariants(WebServer.text(msg, "options", "", 400));
    boolean matchMode = "match".equals(WebServer.text(msg, "mode", "deal", 10));
    String scoringText = WebServer.text(msg, "scoring", "", 400).strip();
    Scoring scoring = Scoring.parse(scoringText.isEmpty()
        ? (rules.players() == 2 ? "tendler" : "fifteen") : scoringText);
    JsonNode opp = msg.get("opponents");
    List<String> specs = new ArrayList<>();
    List<String> botSpecs = new ArrayList<>();
    specs.add("you");
    botSpecs.add(null);
    for (int p = 1; p < rules.players(); p++) {
      String spec = "best";
      if (opp != null && (!opp.isArray() || opp.size() > 3)) {
        throw new IllegalArgumentException("\"opponents\" must be an array of at most 3 bot"
            + " specs or \"person\"");
      }
      if (opp != null && opp.isArray() && opp.size() >= p) {
        JsonNode e = opp.get(p - 1);
        if (!e.isTextual() || e.textValue().length() > 100) {
          throw new IllegalArgumentException("opponents[" + (p - 1) + "] must be a bot spec"
              + " or \"person\"");
        }
        spec = e.textValue().strip();
      }
      specs.add(spec);
      botSpecs.add(spec.equals("person") ? null : BotScheduler.checkBot(spec));
    }
    long delay = delay(msg, bots.delayMillis());
    String name = name(msg);
    if (!name.isEmpty()) {
      Table.checkName(name, 0, Table.placeNames(botSpecs, specs));
    }
    // the request is sound: now the connection leaves its table, and the limits are counted
    if (tableOf.containsKey(connection)) {
      leave(connection);
    }
    String address = connections.address(connection);
    long mine = tables.values().stream().filter(x -> x.owner.equals(address)).count();
    if (mine >= limits.tablesPerAddress()) {
      throw new IllegalStateException("your address has " + mine + " tables open already (the"
          + " most one address may have): a table ends when everyone has left it");
    }
    if (tables.size() >= limits.maxTables()) {
      throw new IllegalStateException("the server holds " + limits.maxTables()
          + " tables already");
    }
    String id = secret();
    Table t = new Table(id, secret(), address, rules, scoring, matchMode, specs, botSpecs,
        name, bots.botMaker(), secure.nextLong(), new SplittableRandom(secure.nextLong()), mapper,
        connections::send, limits.seatGrace(), delay);
    tables.put(id, t);
    synchronized (t) {
      sit(connection, t, 0, null);
      t.broadcast();
      bots.schedule(t);
    }
  }

  /**
   * {@return the name a person gives in {@code "name"} of a create or join frame, or "" for
   * none}: their name at the table and in the records it saves; checked by {@link
   * Table#checkName} against the table
   */
  private static String name(JsonNode msg) {
    return WebServer.text(msg, "name", "", GameRecord.MAX_NAME_CHARS);
  }

  /**
   * {@return the bot delay a frame asks for in {@code "botDelay"} (milliseconds), checked by
   * {@link BotScheduler#checkDelay}, or {@code fallback} when it has none}
   */
  private long delay(JsonNode msg, long fallback) {
    JsonNode d = msg.get("botDelay");
    if (d == null || d.isNull()) {
      return fallback;
    }
    if (!d.canConvertToLong() || !d.isIntegralNumber()) {
      throw new IllegalArgumentException("\"botDelay\" must be a whole number of milliseconds");
    }
    return bots.checkDelay(d.longValue());
  }

  /**
   * Sets the bot delay of a player's table ({@code {"type":"delay","botDelay":MS}}): from the
   * server's bot delay up to {@link BotScheduler#MAX_DELAY_MILLIS}; the bot moves asked for from
   * then on wait that long.
   */
  void delay(String connection, JsonNode msg) {
    At at = at(connection);
    if (at.person().player < 0) {
      throw new IllegalStateException("spectators cannot set the bot delay");
    }
    if (msg.get("botDelay") == null) {
      throw new IllegalArgumentException("\"botDelay\" must be a whole number of milliseconds");
    }
    long ms = delay(msg, 0);
    Table t = at.table();
    synchronized (t) {
      t.botDelayMillis(ms);
      t.broadcast();
    }
  }

  /** {@return a fresh random key of 128 bits, in hex} */
  private String secret() {
    byte[] b = new byte[16];
    secure.nextBytes(b);
    return HexFormat.of().formatHex(b);
  }

  /**
   * Seats a connection at a place ({@code -1} to watch). A place is taken with a new key, or
   * with the key it already has; only the person seated receives that key and the invite.
   *
   * <p>The connection is seated before anything is sent to it, and is checked to be still open
   * after: a connection cut off meanwhile (the seat frame itself, or another table's frames, may
   * find it too far behind) leaves the table again, so that no seat stays taken for good by a
   * connection that is gone.
   */
  private void sit(String id, Table t, int place, String key) {
    if (place >= 0) {
      if (key == null) {
        key = secret();
        t.take(place, key);
      }
      Table.Person before = t.holder(place);
      if (before != null) {
        // the same person in another window (or a reloaded page whose old socket lingers)
        t.remove(before.id);
        seated.remove(before.id);
        tableOf.remove(before.id);
        connections.error(before.id, "your seat was taken by another window with its seat key");
      }
    }
    Table.Person me = new Table.Person(id, place);
    t.add(me);
    seated.put(id, me);
    tableOf.put(id, t);
    if (place >= 0) {
      ObjectNode f = mapper.createObjectNode();
      f.put("type", "seat");
      f.put("table", t.id);
      f.put("invite", t.invite);
      f.put("token", key);
      f.put("player", place);
      connections.send(id, f.toString());
    }
    if (!connections.isOpen(id)) {
      // cut off before it was seated here (gone() found it at no table): it leaves now
      gone(id);
    }
  }

  /**
   * Takes a connection from its table, which ends when nobody is left at it: at once, or, when
   * seats are kept for other players whose connections dropped, once those are given up.
   */
  private void leave(String connection) {
    Table t = tableOf.remove(connection);
    seated.remove(connection);
    if (t != null) {
      synchronized (t) {
        boolean keptForOthers = t.keepsASeat(); // before this connection's own seat is kept
        keepSeat(t, t.remove(connection));
        if (t.isEmpty()) {
          retire(t, keptForOthers ? limits.seatGrace() : Duration.ZERO);
        } else {
          t.broadcast();
        }
      }
    }
  }

  /**
   * Joins a table: {@code watch} watches it (the table id is enough); otherwise {@code token}, the
   * key of a place taken before, takes that place again, and {@code invite}, the table link's key,
   * takes an open place (or watches when none is left). A person who takes an open place may give
   * their {@code name} for it (else the place's own, "Player 2", is theirs); a name that a record
   * cannot carry, or that another place has, is refused before anything else is done. A person
   * back in their own place with its key keeps the name they had.
   */
  void join(String connection, JsonNode msg, boolean watch) {
    String id = WebServer.text(msg, "table", "", 64);
    String invite = WebServer.text(msg, "invite", "", 64);
    String token = WebServer.text(msg, "token", "", 64);
    String name = watch ? "" : name(msg);
    Table t = tables.get(id);
    if (t == null) {
      throw new IllegalArgumentException("no table '" + WebServer.clip(id) + "' (tables end"
          + " when everyone has left)");
    }
    if (tableOf.get(connection) == t) {
      throw new IllegalStateException("you are already at this table");
    }
    synchronized (t) {
      // refuses before this connection leaves its table
      int place = place(t, watch, invite, token);
      if (place >= 0 && !name.isEmpty() && !takesBack(t, place, token)) {
        t.checkName(name, place);
      }
    }
    if (tableOf.containsKey(connection)) {
      leave(connection);
    }
    synchronized (t) {
      if (!tables.containsKey(t.id)) {
        throw new IllegalArgumentException("no table '" + WebServer.clip(id) + "' (tables end"
            + " when everyone has left)");
      }
      int place = place(t, watch, invite, token);
      boolean byKey = takesBack(t, place, token);
      if (place >= 0 && !byKey) {
        if (!name.isEmpty()) {
          t.checkName(name, place); // again: another may have taken the name meanwhile
        }
        t.name(place, name);
      }
      if (!watch && !token.isEmpty() && !byKey) {
        // the page sends both keys: its seat was given up while it was away
        connections.error(connection, seatKeyNotHeld(t, token) + (place >= 0
            ? "; the table link gave you an open seat" : "; every seat is taken, so you watch"));
      } else if (!watch && place < 0) {
        connections.send(connection, notice("every seat of this table is taken: you watch it"
            + " (a seat is open again when its player has been away " + words(limits.seatGrace())
            + ")"));
      }
      sit(connection, t, place, byKey ? token : null);
      t.broadcast();
      bots.schedule(t);
    }
  }

  /** {@return whether a join takes its place back with the place's own key} */
  private static boolean takesBack(Table t, int place, String token) {
    return place >= 0 && !token.isEmpty() && t.placeOfKey(token) == place;
  }

  /**
   * {@return why a seat key does not take a seat}: it was given up (its player was away longer
   * than the seat grace), or it never was one of this table's
   */
  private String seatKeyNotHeld(Table t, String token) {
    if (t.wasGivenUp(token)) {
      return "that seat key no longer holds: its seat was given up when its player had been"
          + " away " + words(limits.seatGrace());
    }
    return "that seat key is not one of this table's";
  }

  /** {@return a frame that tells a person something that is no error} */
  private String notice(String message) {
    ObjectNode f = mapper.createObjectNode();
    f.put("type", "notice");
    f.put("message", message);
    return f.toString();
  }

  /** {@return a duration in words: "2 minutes", "90 seconds"} */
  static String words(Duration d) {
    long s = d.toSeconds();
    if (s >= 60 && s % 60 == 0) {
      return s / 60 + (s == 60 ? " minute" : " minutes");
    }
    return s >= 1 ? s + (s == 1 ? " second" : " seconds") : d.toMillis() + " ms";
  }

  /**
   * {@return the place a join takes: -1 to watch}, or throws when the keys do not fit. A seat
   * key takes its own place; the invite key an open one, or watches when none is.
   */
  private int place(Table t, boolean watch, String invite, String token) {
    if (watch) {
      return -1;
    }
    if (!token.isEmpty()) {
      int p = t.placeOfKey(token);
      if (p >= 0) {
        return p;
      }
      if (invite.isEmpty() || !t.isInvite(invite)) {
        throw new IllegalArgumentException(seatKeyNotHeld(t, token) + " (the table link takes"
            + " an open seat)");
      }
    }
    if (invite.isEmpty() || !t.isInvite(invite)) {
      throw new IllegalArgumentException("a seat needs the invite key of the table link (the"
          + " watch link only watches): ask a player at the table for the table link");
    }
    return t.openPlace();
  }

  /** Where a connection is: its table and its place there. */
  private record At(Table table, Table.Person person) {}

  /** {@return where a connection is}, which must be at a table */
  private At at(String connection) {
    Table t = tableOf.get(connection);
    Table.Person me = seated.get(connection);
    if (t == null || me == null) {
      throw new IllegalStateException("you are at no table: create or join one first");
    }
    return new At(t, me);
  }

  /** Plays a person's move ({@code {"type":"play","move":TOKEN}}). */
  void play(String connection, JsonNode msg) {
    At at = at(connection);
    Table t = at.table();
    Table.Person me = at.person();
    String token = WebServer.text(msg, "move", "", 16);
    synchronized (t) {
      String problem = t.play(me, token, connections.texts(connection));
      if (problem != null) {
        connections.error(connection, problem);
        return;
      }
      t.broadcast();
      bots.schedule(t);
    }
  }

  /** Names the person's place ({@code {"type":"name","name":"Anna"}}). */
  void rename(String connection, JsonNode msg) {
    At at = at(connection);
    Table t = at.table();
    synchronized (t) {
      String problem = t.rename(at.person(), WebServer.text(msg, "name", "", GameRecord.MAX_NAME_CHARS));
      if (problem != null) {
        connections.error(connection, problem);
        return;
      }
      t.broadcast();
    }
  }

  /** Starts the next deal ({@code {"type":"next"}}). */
  void next(String connection) {
    At at = at(connection);
    Table t = at.table();
    Table.Person me = at.person();
    synchronized (t) {
      String problem = t.next(me);
      if (problem != null) {
        connections.error(connection, problem);
        return;
      }
      t.broadcast();
      bots.schedule(t);
    }
  }

  /**
   * Gives an open seat to a bot ({@code {"type":"bot","seat":S,"bot":SPEC}}), for a player at
   * the table: a seat nobody took, or one given up after its player was away too long.
   */
  void giveToBot(String connection, JsonNode msg) {
    At at = at(connection);
    Table t = at.table();
    Table.Person me = at.person();
    if (me.player < 0) {
      throw new IllegalStateException("spectators cannot give a seat to a bot");
    }
    JsonNode seat = msg.get("seat");
    if (seat == null || !seat.canConvertToInt()) {
      throw new IllegalArgumentException("\"seat\" must be the number of an open seat");
    }
    String spec = WebServer.text(msg, "bot", "best", 100).strip();
    String bot = BotScheduler.checkBot(spec);
    synchronized (t) {
      String problem = t.giveToBot(seat.intValue(), bot, spec);
      if (problem != null) {
        connections.error(connection, problem);
        return;
      }
      t.broadcast();
      bots.schedule(t);
    }
  }
}
