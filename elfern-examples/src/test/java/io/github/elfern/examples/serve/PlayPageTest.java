package io.github.elfern.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.Trick;
import io.github.elfern.notation.GameRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The play page in a real headless Chromium: laid out for a desktop
 * (1280 px) and a phone (390 px) with nothing scrolling sideways or overlapping; the finished trick
 * and its winner in view while the next one is played, every trick a click away, the draws told;
 * spectators without the dealer's buttons; a replay that fails clears the board and a finished one
 * says who won. Skipped where Chromium or its driver is not installed; screenshots go to {@code
 * target/screens}.
 */
class PlayPageTest {

  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
  private static final Path SCREENS = Path.of("target", "screens");
  private static final String EGN = "[Game \"elfern\"]\n[Players \"Anna; Ben\"]\n[Deck \"8C AH AC"
      + " QC QH 9H TS 9S 8H KD KH JH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C 7D KC KS AS TC"
      + " 7H\"]\n\n1. KD 9S 2. 8H 7S 3. AH AC 4. 8C JH 5. JC KH 6. 7C JS 7. QD 9D 8. 8S QC 9. QS"
      + " AD 10. 7D AS 11. KS TS 12. QH 7H 13. TD 8D 14. TH JD 15. TC KC 16. 9C 9H 18-2\n";
  private static WebServer server;
  private static int profiles;

  @TempDir static Path profileRoot;

  @BeforeAll
  static void start() throws Exception {
    assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
        "browser tests skipped: install Debian's chromium and chromium-driver"
            + " (/usr/bin/chromium, /usr/bin/chromedriver) to run them");
    Files.createDirectories(SCREENS);
    server = WebServer.start("127.0.0.1", 0, 50);
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  private static WebDriver browser(int width, int height) {
    ChromeOptions o = new ChromeOptions();
    o.setBinary(CHROMIUM.toFile());
    o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--window-size=" + width + "," + height, "--hide-scrollbars", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--user-data-dir=" + profileRoot.resolve("profile-" + (++profiles)));
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(DRIVER.toFile()).build();
    WebDriver d = new ChromeDriver(service, o);
    d.manage().window().setSize(new Dimension(width, height));
    return d;
  }

  private static String url() {
    return "http://127.0.0.1:" + server.port() + "/";
  }

  private static WebDriverWait waiting(WebDriver d) {
    return new WebDriverWait(d, Duration.ofSeconds(30));
  }

  private static void screenshot(WebDriver d, String name) throws Exception {
    Files.write(SCREENS.resolve(name + ".png"),
        ((TakesScreenshot) d).getScreenshotAs(OutputType.BYTES));
  }

  private static Object js(WebDriver d, String script) {
    return ((JavascriptExecutor) d).executeScript(script);
  }

  private static void newTable(WebDriver d, String game, String... opponents) {
    WebDriverWait w = waiting(d);
    w.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#game option")));
    new Select(d.findElement(By.id("game"))).selectByValue(game);
    for (int i = 0; i < opponents.length; i++) {
      new Select(d.findElement(By.id("opp" + (i + 1)))).selectByValue(opponents[i]);
    }
    d.findElement(By.id("create")).click();
    w.until(ExpectedConditions.visibilityOfElementLocated(By.id("table")));
  }

  /** Clicks the first legal card, if there is one; returns whether it did. */
  private static boolean playOne(WebDriver d) {
    try {
      List<WebElement> legal = d.findElements(By.cssSelector("#hand .card.legal"));
      if (!legal.isEmpty()) {
        legal.get(0).click();
        return true;
      }
    } catch (StaleElementReferenceException e) {
      // redrawn meanwhile
    }
    return false;
  }

  private static void playToTheEnd(WebDriver d) throws InterruptedException {
    long end = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    while (System.nanoTime() < end) {
      if (d.findElement(By.id("after")).isDisplayed()) {
        return;
      }
      playOne(d);
      Thread.sleep(60);
    }
    throw new AssertionError("the deal did not end within 90 s");
  }

  /**
   * Checks what a phone or a desktop shows: nothing wider than the window (no scrolling
   * sideways), and the turned trump, the trick, the scores and the hand apart from each other.
   */
  @SuppressWarnings("unchecked")
  private static void assertLaidOut(WebDriver d, String what) {
    Map<String, Object> m = (Map<String, Object>) js(d, "const r = (s) => { const e ="
        + " document.querySelector(s); if (!e || e.offsetParent === null) return null;"
        + " const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };"
        + " return { scroll: document.documentElement.scrollWidth, inner: window.innerWidth,"
        + " body: document.body.scrollWidth, trump: r('#stock .trump'), pile: r('#stock .pile'),"
        + " trick: r('#trick'), scores: r('#scores table'), hand: r('#hand'),"
        + " last: r('#last-trick') };");
    long inner = ((Number) m.get("inner")).longValue();
    assertThat(((Number) m.get("scroll")).longValue()).as("%s: scrollWidth <= innerWidth (%s)",
        what, m).isLessThanOrEqualTo(inner);
    assertThat(((Number) m.get("body")).longValue()).as("%s: body", what)
        .isLessThanOrEqualTo(inner);
    String[] boxes = {"trump", "trick", "scores", "hand"};
    for (int i = 0; i < boxes.length; i++) {
      for (int j = i + 1; j < boxes.length; j++) {
        List<Number> a = (List<Number>) m.get(boxes[i]);
        List<Number> b = (List<Number>) m.get(boxes[j]);
        if (a != null && b != null) {
          assertThat(intersect(a, b)).as("%s: %s %s and %s %s overlap", what, boxes[i], a,
              boxes[j], b).isFalse();
        }
      }
    }
    for (String box : new String[] {"trump", "pile", "trick", "scores", "hand", "last"}) {
      List<Number> a = (List<Number>) m.get(box);
      if (a != null) {
        assertThat(a.get(0).doubleValue()).as("%s: %s within the window", what, box)
            .isGreaterThanOrEqualTo(-0.5);
        assertThat(a.get(2).doubleValue()).as("%s: %s within the window", what, box)
            .isLessThanOrEqualTo(inner + 0.5);
      }
    }
  }

  private static boolean intersect(List<Number> a, List<Number> b) {
    double eps = 0.5;
    return a.get(0).doubleValue() < b.get(2).doubleValue() - eps
        && b.get(0).doubleValue() < a.get(2).doubleValue() - eps
        && a.get(1).doubleValue() < b.get(3).doubleValue() - eps
        && b.get(1).doubleValue() < a.get(3).doubleValue() - eps;
  }

  @Test
  void thePage_fitsADesktopAndAPhone() throws Exception {
    // at 420 px the score table was clipped, the page scrolled sideways and the
    // turned trump overlapped the trick.
    for (int width : new int[] {1280, 390}) {
      WebDriver d = browser(width, width == 390 ? 844 : 900);
      try {
        d.get(url());
        waiting(d).until(ExpectedConditions.presenceOfElementLocated(
            By.cssSelector("#game option")));
        assertLaidOut(d, width + " setup");
        screenshot(d, "layout-" + width + "-setup");
        newTable(d, "elfern-trumps", "random");
        waiting(d).until(ExpectedConditions.presenceOfElementLocated(
            By.cssSelector("#hand .card")));
        waiting(d).until(ExpectedConditions.presenceOfElementLocated(
            By.cssSelector("#stock .trump")));
        assertLaidOut(d, width + " deal");
        // a trick with both cards in it, and then with the history below
        long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (d.findElements(By.cssSelector("#trick .played")).size() < 2
            && System.nanoTime() < end) {
          playOne(d);
          Thread.sleep(40);
        }
        assertLaidOut(d, width + " trick");
        while (d.findElements(By.cssSelector("#trick-list button")).size() < 3
            && System.nanoTime() < end) {
          playOne(d);
          Thread.sleep(60);
        }
        waiting(d).until(ExpectedConditions.visibilityOfElementLocated(By.id("last-trick")));
        assertLaidOut(d, width + " history");
        screenshot(d, "layout-" + width + "-table");
        playToTheEnd(d);
        assertLaidOut(d, width + " over");
        screenshot(d, "layout-" + width + "-over");
        d.findElement(By.id("tab-replay")).click();
        d.findElement(By.id("egn-in")).sendKeys(EGN);
        d.findElement(By.id("open-egn")).click();
        waiting(d).until(ExpectedConditions.visibilityOfElementLocated(By.id("replay-view")));
        d.findElement(By.id("last")).click();
        assertLaidOut(d, width + " replay");
        screenshot(d, "layout-" + width + "-replay");
      } finally {
        d.quit();
      }
    }
  }

  @Test
  void theFinishedTrick_staysInViewWithItsWinner_andEveryTrickIsAClickAway() throws Exception {
    // the finished trick vanished about 0.6 s after the bot won it, when the bot
    // led the next one. Now it stays, with its winner, while the next trick is played; the
    // tricks so far are each a click away; the draws are told.
    WebDriver d = browser(1280, 1000);
    try {
      d.get(url());
      newTable(d, "elfern", "heuristic");
      waiting(d).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#hand .card")));
      boolean seenDuringNext = false;
      boolean seenDraw = false;
      long end = System.nanoTime() + Duration.ofSeconds(90).toNanos();
      while (!d.findElement(By.id("after")).isDisplayed() && System.nanoTime() < end) {
        try {
          // One snapshot of the page, read in one script, so that a redraw between two reads
          // cannot pair the trick in play of one moment with the history of the next.
          List<?> snap = (List<?>) ((org.openqa.selenium.JavascriptExecutor) d).executeScript(
              "const l = document.getElementById('last-trick');"
              + "return [document.querySelectorAll('#trick .played:not(.last)').length,"
              + " document.querySelectorAll('#trick-list button').length,"
              + " l ? l.getAttribute('data-trick') : null];");
          long inTrick = ((Number) snap.get(0)).longValue();
          long buttons = ((Number) snap.get(1)).longValue();
          if (inTrick == 1 && buttons > 0) {
            // a trick in play, the one before it in view with its winner
            WebElement last = d.findElement(By.id("last-trick"));
            assertThat(last.isDisplayed()).isTrue();
            assertThat(snap.get(2)).isEqualTo(String.valueOf(buttons));
            assertThat(last.findElements(By.cssSelector(".card"))).hasSize(2);
            assertThat(last.findElement(By.cssSelector(".winner")).getText()).isNotBlank();
            assertThat(last.findElements(By.cssSelector(".won"))).hasSize(1);
            if (!seenDuringNext) {
              screenshot(d, "history-next-trick");
            }
            seenDuringNext = true;
          }
          List<WebElement> drew = d.findElements(By.cssSelector("#drew .drawn-card"));
          if (!drew.isEmpty()) {
            String card = drew.get(0).getAttribute("data-card");
            assertThat(d.findElement(By.id("drew")).getText()).contains("you drew")
                .contains("drew a card");
            List<WebElement> marked = d.findElements(By.cssSelector("#hand .card.drawn"));
            if (!marked.isEmpty()) {
              assertThat(marked.get(0).getAttribute("data-card")).isEqualTo(card);
              seenDraw = true;
            }
          }
        } catch (StaleElementReferenceException e) {
          continue; // redrawn meanwhile
        }
        playOne(d);
        Thread.sleep(30);
      }
      assertThat(seenDuringNext).as("the last trick in view during the next").isTrue();
      assertThat(seenDraw).as("the card drawn told and marked in the hand").isTrue();
      // every trick of the finished deal, a click away, as the record has it
      GameRecord record = GameRecord.parse(d.findElement(By.id("egn-out")).getAttribute("value"));
      List<GameState> states = record.replay();
      List<Trick> tricks = states.get(states.size() - 1).tricks();
      List<WebElement> buttons = d.findElements(By.cssSelector("#trick-list button"));
      assertThat(buttons).hasSize(tricks.size());
      for (int k : new int[] {0, 5, tricks.size() - 1}) {
        d.findElements(By.cssSelector("#trick-list button")).get(k).click();
        WebElement last = d.findElement(By.id("last-trick"));
        assertThat(last.getAttribute("data-trick")).isEqualTo(String.valueOf(k + 1));
        List<String> shown = new ArrayList<>();
        last.findElements(By.cssSelector(".card")).forEach(e -> shown.add(e.getAttribute(
            "data-card")));
        List<String> played = new ArrayList<>();
        for (Move m : tricks.get(k).moves()) {
          played.add(m.card().notation());
        }
        assertThat(shown).as("trick %d", k + 1).isEqualTo(played);
        String winner = record.seats().get(tricks.get(k).winner());
        String shownWinner = last.findElement(By.cssSelector(".winner")).getText();
        // the page's own player is "You" on the page and "Player 1" in the record
        assertThat(shownWinner.equals("You") ? "Player 1" : shownWinner).isEqualTo(winner);
      }
      screenshot(d, "history-trick-picked");
    } finally {
      d.quit();
    }
  }

  @Test
  void aSpectator_seesNoDealersButtons_andNoTableLinkWithoutAnOpenSeat() throws Exception {
    // spectators saw "New deal" and "New table"; the table link was offered on a
    // table without an open seat. The bot's full spec is its name's tooltip (2).
    WebDriver a = browser(1280, 1000);
    WebDriver w = browser(390, 844);
    try {
      a.get(url());
      newTable(a, "elfern", "random");
      waiting(a).until(ExpectedConditions.visibilityOfElementLocated(By.id("watch-link")));
      assertThat(a.findElements(By.id("table-link"))).isEmpty();
      WebElement botName = a.findElement(By.cssSelector("#opponents-row .who"));
      assertThat(botName.getText()).startsWith("Random bot");
      assertThat(botName.getAttribute("title")).contains("\"random\"");
      w.get(a.findElement(By.id("watch-link")).getAttribute("href"));
      waiting(w).until(ExpectedConditions.textToBePresentInElementLocated(By.id("links"),
          "watching"));
      playToTheEnd(a);
      waiting(w).until(ExpectedConditions.visibilityOfElementLocated(By.id("after")));
      assertThat(w.findElement(By.id("next")).isDisplayed()).isFalse();
      assertThat(w.findElement(By.id("new-table")).isDisplayed()).isFalse();
      assertThat(w.findElement(By.id("watcher-note")).isDisplayed()).isTrue();
      assertThat(w.findElement(By.id("result")).getText()).matches("Result \\d+-\\d+: .*");
      assertThat(a.findElement(By.id("next")).isDisplayed()).isTrue();
      assertLaidOut(w, "spectator 390");
      screenshot(w, "spectator-390-over");
    } finally {
      a.quit();
      w.quit();
    }
  }

  @Test
  void aRecordThatFailsToOpen_clearsTheBoard_andTheEndSaysWhoWon() throws Exception {
    // A record that fails to open leaves an empty board, not the last deal's cards.
    WebDriver d = browser(1280, 1000);
    try {
      d.get(url());
      waiting(d).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#game option")));
      d.findElement(By.id("tab-replay")).click();
      d.findElement(By.id("egn-in")).sendKeys(EGN);
      d.findElement(By.id("open-egn")).click();
      waiting(d).until(ExpectedConditions.visibilityOfElementLocated(By.id("replay-view")));
      d.findElement(By.id("last")).click();
      // 18-2 in elfern: Anna (forehand) has 15 or more, a schneider (docs/rules.md#results)
      assertThat(d.findElement(By.id("replay-result")).getText())
          .isEqualTo("Result 18-2: Anna wins schneider (double)");
      d.findElement(By.id("egn-in")).clear();
      d.findElement(By.id("egn-in")).sendKeys(EGN.replace("1. KD 9S", "1. KD KD"));
      d.findElement(By.id("open-egn")).click();
      waiting(d).until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
      assertThat(d.findElement(By.id("replay-view")).isDisplayed()).isFalse();
      assertThat(d.findElements(By.cssSelector("#replay-board .card"))).isEmpty();
      screenshot(d, "replay-failed");
    } finally {
      d.quit();
    }
  }
}
