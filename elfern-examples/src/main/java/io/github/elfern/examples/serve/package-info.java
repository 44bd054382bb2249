/**
 * {@code elfern serve}: a small web server (Javalin, WebSocket) on which people play Elfern in a
 * browser against the library's bots or each other, watch tables and step through EGN records.
 *
 * <p>{@link io.github.elfern.examples.serve.WebServer} is the server, which reads the frames
 * and hands them to its parts: {@code Connections} (the WebSockets and their limits), {@code
 * Tables} (the tables and their seats), {@code BotScheduler} (when and where bots choose and
 * play) and {@code ReplayFrames} (the replay of a record); {@code Table} is one table with its
 * match; {@link io.github.elfern.examples.serve.ServeCommand} the command. Every seat receives only its own
 * {@link io.github.elfern.game.PlayerView} in the JSON wire format of {@code elfern-json};
 * spectators receive only what is public until the deal is over.
 */
package io.github.elfern.examples.serve;
