package io.github.elfern.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.elfern.examples.text.EnglishWords;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
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
 * The table a German player would choose, in a real headless Chromium: the page in German
 * (chosen by the browser's language or the menu) with no English word left; the result and the
 * next deal in view without scrolling at 1280×800 and 390×844; the last trick beside the table on
 * a laptop; a refused card said why; the turned trump readable; cards that a keyboard plays and
 * a screen reader names; the rules and "How to play" as pages that fit a phone, every link
 * answering 200; and axe-core finding no serious or critical violation on the setup, table,
 * replay and document pages. Skipped where Chromium or its driver is not installed.
 *
 * <p>With {@code -Delfern.screenshots=DIR} it writes the screenshots of docs/server.md into DIR
 * (see docs/server.md for the command); else into {@code target/screens}.
 */
@Tag("slow")
class TablePageTest {

  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
  private static final Path SCREENS = Path.of(System.getProperty("elfern.screenshots",
      "target/screens"));
  private static final String GERMAN_EGN = "[Game \"elfern\"]\n[Players \"Anna; Ben\"]\n"
      + "[Suits \"german\"]\n[Deck \"8E AH AE OE OH 9H TG 9G 8H KS KH UH OS 7G 7E US UE UG TS AS"
      + " OG 8S 8G 9S TH 9E 7S KE KG AG TE 7H\"]\n\n1. KS 9G 2. 8H 7G 3. AH AE 4. 8E UH 5. UE KH"
      + " 6. 7E UG 7. OS 9S 8. 8G OE 9. OG AS 10. 7S AG 11. KG TG 12. OH 7H 13. TS 8S 14. TH US"
      + " 15. TE KE 16. 9E 9H 18-2\n";
  private static WebServer server;
  private static int profiles;
  private static String axe;

  @TempDir static Path profileRoot;

  @BeforeAll
  static void start() throws Exception {
    assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
        "browser tests skipped: install Debian's chromium and chromium-driver"
            + " (/usr/bin/chromium, /usr/bin/chromedriver) to run them");
    Files.createDirectories(SCREENS);
    server = WebServer.start("127.0.0.1", 0, 30);
    // kept gzipped: the package's own build, not the project's source (tests/fetch-axe-core.sh)
    InputStream packed = TablePageTest.class.getResourceAsStream(
        "/node_modules/axe-core/axe.min.js.gz");
    assertThat(packed).as("axe-core in the test resources (tests/fetch-axe-core.sh)").isNotNull();
    try (InputStream in = new GZIPInputStream(packed)) {
      axe = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  /** A browser whose preferred language is {@code lang} (as its Accept-Language says). */
  private static WebDriver browser(int width, int height, String lang) {
    ChromeOptions o = new ChromeOptions();
    o.setBinary(CHROMIUM.toFile());
    o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--window-size=" + width + "," + height, "--hide-scrollbars", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--lang=" + lang, "--user-data-dir=" + profileRoot.resolve("p-" + (++profiles)));
    o.setExperimentalOption("prefs", Map.of("intl.accept_languages", lang));
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(DRIVER.toFile()).build();
    WebDriver d = new ChromeDriver(service, o);
    d.manage().window().setSize(new Dimension(width, height));
    // the window's bars aside: the page itself gets width x height
    long dw = width - ((Number) js(d, "return window.innerWidth")).longValue();
    long dh = height - ((Number) js(d, "return window.innerHeight")).longValue();
    d.manage().window().setSize(new Dimension((int) (width + dw), (int) (height + dh)));
    return d;
  }

  private static String url(String path) {
    return "http://127.0.0.1:" + server.port() + path;
  }

  private static WebDriverWait waiting(WebDriver d) {
    return new WebDriverWait(d, Duration.ofSeconds(30));
  }

  private static Object js(WebDriver d, String script, Object... args) {
    return ((JavascriptExecutor) d).executeScript(script, args);
  }

  private static void screenshot(WebDriver d, String name) throws IOException {
    js(d, "window.scrollTo(0, 0)");
    Files.write(SCREENS.resolve(name + ".png"),
        ((TakesScreenshot) d).getScreenshotAs(OutputType.BYTES));
  }

  private static void newTable(WebDriver d, String game, String opponent) {
    WebDriverWait w = waiting(d);
    w.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#game option")));
    new Select(d.findElement(By.id("game"))).selectByValue(game);
    new Select(d.findElement(By.id("opp1"))).selectByValue(opponent);
    d.findElement(By.id("create")).click();
    w.until(ExpectedConditions.visibilityOfElementLocated(By.id("table")));
    w.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#hand .card")));
  }

  /**
   * Everything the page says: its visible text and the names a screen reader reads, without the
   * ids of the games (elfern-trumps), which are names, not words.
   */
  private static String said(WebDriver d) {
    return ((String) js(d, "const names = Array.from(document.querySelectorAll('[aria-label],"
        + " img[alt]')).filter((e) => e.offsetParent !== null).map((e) =>"
        + " e.getAttribute('aria-label') || e.getAttribute('alt'));"
        + " return document.body.innerText + '\\n' + names.join('\\n')"
        + " + '\\n' + document.getElementById('announce').textContent;"))
        .replaceAll("\\b(elfern-trumps|elfern-app|bohemian-schneider|bohemian-points"
            + "|fuenfzehnern|elfern)\\b", " ");
  }

  /** The serious and critical violations that axe-core finds on the page as it is now. */
  @SuppressWarnings("unchecked")
  private static List<String> axeViolations(WebDriver d) {
    js(d, axe);
    d.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
    return (List<String>) ((JavascriptExecutor) d).executeAsyncScript(
        "const done = arguments[arguments.length - 1];"
        + " axe.run(document, { resultTypes: ['violations'] }).then((r) => done(r.violations"
        + " .filter((v) => v.impact === 'serious' || v.impact === 'critical')"
        + " .map((v) => v.impact + ' ' + v.id + ': ' + v.nodes.slice(0, 3).map((n) =>"
        + " n.target.join(' ')).join(', '))), (e) => done(['axe failed: ' + e]));");
  }

  /** Clicks the first card that may be played, by a click; returns whether there was one. */
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

  /**
   * Plays a card by the keyboard: the focus on the hand's first card, the arrow keys to a card
   * that may be played, and Enter. Returns whether it played one.
   */
  private static boolean playByKeyboard(WebDriver d) {
    try {
      List<WebElement> hand = d.findElements(By.cssSelector("#hand .card"));
      int legal = -1;
      for (int i = 0; i < hand.size(); i++) {
        if (List.of(hand.get(i).getAttribute("class").split(" ")).contains("legal")) {
          legal = i;
          break;
        }
      }
      if (legal < 0) {
        return false;
      }
      js(d, "document.querySelector('#hand .card').focus()");
      WebElement focused = d.switchTo().activeElement();
      for (int i = 0; i < legal; i++) {
        focused.sendKeys(Keys.ARROW_RIGHT);
        focused = d.switchTo().activeElement();
      }
      assertThat(focused.getAttribute("data-card")).isEqualTo(hand.get(legal)
          .getAttribute("data-card"));
      focused.sendKeys(Keys.ENTER);
      return true;
    } catch (StaleElementReferenceException e) {
      return false;
    }
  }

  @SuppressWarnings("unchecked")
  private static List<Number> box(WebDriver d, String selector) {
    return (List<Number>) js(d, "const e = document.querySelector(arguments[0]);"
        + " if (!e || e.offsetParent === null) return null; const b = e.getBoundingClientRect();"
        + " return [b.left, b.top, b.right, b.bottom];", selector);
  }

  /** Asserts that an element is wholly inside the window as it opens, without scrolling. */
  private static void inView(WebDriver d, String selector, String what) {
    js(d, "window.scrollTo(0, 0)");
    List<Number> b = box(d, selector);
    long w = ((Number) js(d, "return window.innerWidth")).longValue();
    long h = ((Number) js(d, "return window.innerHeight")).longValue();
    assertThat(b).as("%s: %s shown", what, selector).isNotNull();
    assertThat(b.get(0).doubleValue()).as("%s: %s left %s", what, selector, b)
        .isGreaterThanOrEqualTo(-0.5);
    assertThat(b.get(1).doubleValue()).as("%s: %s top %s", what, selector, b)
        .isGreaterThanOrEqualTo(-0.5);
    assertThat(b.get(2).doubleValue()).as("%s: %s right %s", what, selector, b)
        .isLessThanOrEqualTo(w + 0.5);
    assertThat(b.get(3).doubleValue()).as("%s: %s bottom %s of %d", what, selector, b, h)
        .isLessThanOrEqualTo(h + 0.5);
  }

  private static void noSidewaysScroll(WebDriver d, String what) {
    long scroll = ((Number) js(d, "return document.documentElement.scrollWidth")).longValue();
    long inner = ((Number) js(d, "return window.innerWidth")).longValue();
    assertThat(scroll).as("%s: no sideways scroll", what).isLessThanOrEqualTo(inner);
  }

  @Test
  void aDealInGerman_leavesNoEnglishWord_andTheResultIsWhereTheEyeIs() throws Exception {
    for (int[] size : new int[][] {{1280, 800}, {390, 844}}) {
      String tag = size[0] == 1280 ? "laptop" : "phone";
      WebDriver d = browser(size[0], size[1], "de-DE,de");
      try {
        d.get(url("/"));
        waiting(d).until(ExpectedConditions.presenceOfElementLocated(
            By.cssSelector("#game option")));
        // the browser prefers German: the page is German, and says so
        assertThat(d.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("de");
        new Select(d.findElement(By.id("suits"))).selectByValue("german");
        assertThat(d.findElement(By.id("create")).getText()).isEqualTo("Geben");
        // the game menu names the games, with the id as a hint
        new Select(d.findElement(By.id("game"))).selectByValue("elfern-trumps");
        assertThat(new Select(d.findElement(By.id("game"))).getFirstSelectedOption().getText())
            .isEqualTo("Elfern mit Trumpf (2 Spieler)");
        assertThat(d.findElement(By.id("game-id")).getText()).isEqualTo("elfern-trumps");
        Set<String> english = new LinkedHashSet<>(EnglishWords.in(said(d)));
        assertThat(english).as("setup").isEmpty();
        if (size[0] == 1280) {
          screenshot(d, "de-laptop-setup");
        }
        newTable(d, "elfern-trumps", "random");
        // the turned trump is readable: most of it is outside the pile
        waiting(d).until(ExpectedConditions.presenceOfElementLocated(
            By.cssSelector("#stock .trump")));
        List<Number> trump = box(d, "#stock .trump");
        List<Number> pile = box(d, "#stock .pile");
        double width = trump.get(2).doubleValue() - trump.get(0).doubleValue();
        double uncovered = pile.get(0).doubleValue() - trump.get(0).doubleValue();
        assertThat(uncovered).as("the trump's width outside the pile").isGreaterThan(0.8 * width);
        // the hand's cards are buttons named for a screen reader
        for (WebElement c : d.findElements(By.cssSelector("#hand .card"))) {
          assertThat(c.getTagName()).isEqualTo("button");
          assertThat(c.getAttribute("aria-label")).matches("(Eichel|Grün|Herz|Schellen)-"
              + "(Daus|König|Ober|Unter|Zehn|Neun|Acht|Sieben), (spielbar|nicht spielbar).*");
        }
        boolean refusalSeen = false;
        boolean shotTable = false;
        long end = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (!d.findElement(By.id("after")).isDisplayed() && System.nanoTime() < end) {
          try {
            english.addAll(EnglishWords.in(said(d)));
            List<WebElement> refused = d.findElements(By.cssSelector("#hand .card.illegal"));
            if (!refusalSeen && !refused.isEmpty()
                && !d.findElements(By.cssSelector("#hand .card.legal")).isEmpty()) {
              // a card that may not be played says why, in German
              refused.get(0).click();
              waiting(d).until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
              String why = d.findElement(By.id("error")).getText();
              assertThat(why).containsAnyOf("muss", "darf");
              english.addAll(EnglishWords.in(why));
              refusalSeen = true;
            }
            if (!shotTable && d.findElements(By.cssSelector("#trick-list button")).size() >= 3) {
              // the last trick beside the table on a laptop, and in view
              if (size[0] == 1280) {
                List<Number> table = box(d, "#table");
                List<Number> last = box(d, "#last-trick");
                assertThat(last.get(0).doubleValue()).as("last trick right of the table")
                    .isGreaterThanOrEqualTo(table.get(2).doubleValue());
                inView(d, "#last-trick", tag);
              } else {
                // the buttons of the trick history are a finger's size
                List<Number> b = box(d, "#trick-list button");
                assertThat(b.get(3).doubleValue() - b.get(1).doubleValue()).isGreaterThanOrEqualTo(44);
              }
              screenshot(d, "de-" + tag + "-table");
              shotTable = true;
            }
          } catch (StaleElementReferenceException e) {
            continue;
          }
          playOne(d);
          Thread.sleep(40);
        }
        english.addAll(EnglishWords.in(said(d)));
        assertThat(english).as("English words on the German page").isEmpty();
        // the result and the next deal in the middle of the table, without scrolling
        assertThat(d.findElement(By.id("result")).getText()).startsWith("Ergebnis ");
        inView(d, "#result", tag);
        inView(d, "#next", tag);
        assertThat(d.findElement(By.id("next")).getText()).isEqualTo("Neues Spiel");
        assertThat((String) js(d, "return document.getElementById('announce').textContent"))
            .startsWith("Ergebnis ");
        noSidewaysScroll(d, tag);
        screenshot(d, "de-" + tag + "-result");
      } finally {
        d.quit();
      }
    }
  }

  @Test
  void inEnglish_theResultIsInView_andAKeyboardPlaysAWholeDeal() throws Exception {
    for (int[] size : new int[][] {{1280, 800}, {390, 844}}) {
      String tag = size[0] == 1280 ? "laptop" : "phone";
      WebDriver d = browser(size[0], size[1], "en-GB,en");
      try {
        d.get(url("/"));
        newTable(d, "elfern", "random");
        assertThat(d.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("en");
        assertThat(d.findElement(By.cssSelector("#hand .card")).getAttribute("aria-label"))
            .matches("(Ace|King|Queen|Jack|Ten|Nine|Eight|Seven) of (clubs|spades|hearts|diamonds)"
                + ", (playable|not playable).*");
        assertThat(d.findElement(By.id("you-are")).getText())
            .matches("You are the (forehand|dealer), seat [12]\\.");
        int played = 0;
        boolean shot = false;
        long end = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (!d.findElement(By.id("after")).isDisplayed() && System.nanoTime() < end) {
          if (playByKeyboard(d)) {
            played++;
          }
          if (!shot && d.findElements(By.cssSelector("#trick-list button")).size() >= 4) {
            screenshot(d, "en-" + tag + "-table");
            shot = true;
          }
          Thread.sleep(40);
        }
        assertThat(d.findElement(By.id("after")).isDisplayed()).as("the deal is over; status %s,"
            + " error %s", d.findElement(By.id("status")).getText(),
            d.findElement(By.id("error")).getText()).isTrue();
        assertThat(played).as("cards played by the keyboard").isGreaterThanOrEqualTo(16);
        assertThat(d.findElement(By.id("result")).getText()).startsWith("Result ");
        inView(d, "#result", tag);
        inView(d, "#next", tag);
        screenshot(d, "en-" + tag + "-result");
      } finally {
        d.quit();
      }
    }
  }

  @Test
  void inviting_aCopyButton_theGuestsSeat_andNames() throws Exception {
    WebDriver host = browser(390, 844, "en-GB,en");
    WebDriver guest = browser(390, 844, "de-DE,de");
    try {
      host.get(url("/"));
      waiting(host).until(ExpectedConditions.presenceOfElementLocated(
          By.cssSelector("#game option")));
      host.findElement(By.id("name")).sendKeys("Anna");
      new Select(host.findElement(By.id("opp1"))).selectByValue("person");
      host.findElement(By.id("create")).click();
      waiting(host).until(ExpectedConditions.visibilityOfElementLocated(By.id("table-link")));
      // the link is a short text with a copy button, which neither wraps mid-token nor pushes
      // the hand off the screen
      WebElement copy = host.findElement(By.id("copy-link"));
      assertThat(copy.isDisplayed()).isTrue();
      copy.click();
      waiting(host).until(ExpectedConditions.textToBe(By.id("copy-link"), "Copied"));
      noSidewaysScroll(host, "host");
      List<Number> hand = box(host, "#hand");
      assertThat(hand.get(2).doubleValue()).isLessThanOrEqualTo(390.5);
      String link = host.findElement(By.id("table-link")).getAttribute("href");
      screenshot(host, "en-phone-invite");
      guest.get(link);
      waiting(guest).until(ExpectedConditions.presenceOfElementLocated(
          By.cssSelector("#hand .card")));
      // the guest is told which seat they have, in their language
      assertThat(guest.findElement(By.id("you-are")).getText())
          .matches("Du bist (Vorhand|Geber), Platz [12]\\.");
      WebElement name = guest.findElement(By.id("my-name"));
      name.sendKeys("Bea");
      name.sendKeys(Keys.TAB);
      // the host sees the guest's name, and the guest the host's
      waiting(host).until(ExpectedConditions.textToBePresentInElementLocated(
          By.id("opponents-row"), "Bea"));
      waiting(guest).until(ExpectedConditions.textToBePresentInElementLocated(
          By.id("opponents-row"), "Anna"));
      screenshot(guest, "de-phone-guest");
    } finally {
      host.quit();
      guest.quit();
    }
  }

  @Test
  void theLanguageMenu_switchesThePage_andReplayHonoursTheRecordsSuits() throws Exception {
    WebDriver d = browser(1280, 800, "en-US,en");
    try {
      d.get(url("/"));
      waiting(d).until(ExpectedConditions.presenceOfElementLocated(
          By.cssSelector("#game option")));
      assertThat(d.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("en");
      new Select(d.findElement(By.id("lang"))).selectByValue("de");
      waiting(d).until(ExpectedConditions.attributeToBe(By.tagName("html"), "lang", "de"));
      waiting(d).until(ExpectedConditions.textToBe(By.id("create"), "Geben"));
      // the replay of a record in German letters shows them, though the menu says French
      d.findElement(By.id("tab-replay")).click();
      d.findElement(By.id("egn-in")).sendKeys(GERMAN_EGN);
      d.findElement(By.id("open-egn")).click();
      waiting(d).until(ExpectedConditions.visibilityOfElementLocated(By.id("replay-view")));
      assertThat(new Select(d.findElement(By.id("suits"))).getFirstSelectedOption()
          .getAttribute("value")).isEqualTo("french");
      for (WebElement img : d.findElements(By.cssSelector("#replay-board img.card"))) {
        assertThat(img.getAttribute("src")).contains("style=german");
      }
      d.findElement(By.id("last")).click();
      assertThat(d.findElement(By.id("replay-result")).getText())
          .isEqualTo("Ergebnis 18-2: Anna gewinnt Schneider (doppelt)");
      assertThat(EnglishWords.in(said(d))).as("replay").isEmpty();
      screenshot(d, "de-laptop-replay");
      // a record that cannot be replayed: said in a sentence, in German
      d.findElement(By.id("egn-in")).clear();
      d.findElement(By.id("egn-in")).sendKeys("[Game \"elfern\"]\n\n*\n");
      d.findElement(By.id("open-egn")).click();
      waiting(d).until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
      assertThat(d.findElement(By.id("error")).getText())
          .contains("der Datensatz nennt weder Seed noch Deck");
      // and back to English
      new Select(d.findElement(By.id("lang"))).selectByValue("en");
      waiting(d).until(ExpectedConditions.attributeToBe(By.tagName("html"), "lang", "en"));
      d.findElement(By.id("egn-in")).clear();
      d.findElement(By.id("egn-in")).sendKeys("[Game \"elfern\"]\n\n*\n");
      d.findElement(By.id("open-egn")).click();
      waiting(d).until(ExpectedConditions.textToBePresentInElementLocated(By.id("error"),
          "the record gives neither a Seed nor a Deck, so its cards are not known"));
    } finally {
      d.quit();
    }
  }

  @Test
  void theDocuments_arePagesThatFitAPhone_andEveryLinkAnswers() throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    WebDriver d = browser(390, 844, "de-DE,de");
    try {
      for (String page : new String[] {"/how-to-play", "/how-to-play?lang=en", "/rules", "/egn"}) {
        d.get(url(page));
        waiting(d).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("main.doc")));
        assertThat(d.findElement(By.cssSelector("meta[name=viewport]")).getAttribute("content"))
            .contains("width=device-width");
        noSidewaysScroll(d, page);
        assertThat(d.findElement(By.tagName("html")).getAttribute("lang"))
            .isEqualTo(page.equals("/how-to-play") ? "de" : "en");
        List<String> links = new ArrayList<>();
        for (WebElement a : d.findElements(By.cssSelector("a[href]"))) {
          links.add(a.getAttribute("href"));
        }
        assertThat(links).as(page).isNotEmpty();
        for (String link : links) {
          if (!link.startsWith(url(""))) {
            continue; // a source elsewhere: not this server's to answer
          }
          HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(link)).build(),
              HttpResponse.BodyHandlers.ofString());
          assertThat(r.statusCode()).as("%s on %s", link, page).isEqualTo(200);
          int hash = link.indexOf('#');
          if (hash > 0) {
            assertThat(r.body()).as("the place %s of %s", link, page)
                .contains("id=\"" + link.substring(hash + 1) + "\"");
          }
        }
        if (page.equals("/how-to-play") || page.equals("/rules")) {
          screenshot(d, (page.equals("/rules") ? "en" : "de") + "-phone-" + page.substring(1));
        }
      }
    } finally {
      d.quit();
    }
  }

  @Test
  void axeCore_findsNoSeriousViolation_onTheSetupTableReplayAndDocuments() throws Exception {
    WebDriver d = browser(1280, 800, "de-DE,de");
    List<String> found = new ArrayList<>();
    try {
      d.get(url("/"));
      waiting(d).until(ExpectedConditions.presenceOfElementLocated(
          By.cssSelector("#game option")));
      found.addAll(prefixed("setup", axeViolations(d)));
      newTable(d, "elfern", "random");
      playOne(d);
      Thread.sleep(300);
      playOne(d);
      waiting(d).until(ExpectedConditions.presenceOfElementLocated(
          By.cssSelector("#trick-list button")));
      found.addAll(prefixed("table", axeViolations(d)));
      long end = System.nanoTime() + Duration.ofSeconds(120).toNanos();
      while (!d.findElement(By.id("after")).isDisplayed() && System.nanoTime() < end) {
        playOne(d);
        Thread.sleep(40);
      }
      found.addAll(prefixed("result", axeViolations(d)));
      d.findElement(By.id("tab-replay")).click();
      d.findElement(By.id("egn-in")).sendKeys(GERMAN_EGN);
      d.findElement(By.id("open-egn")).click();
      waiting(d).until(ExpectedConditions.visibilityOfElementLocated(By.id("replay-view")));
      d.findElement(By.id("forward")).click();
      found.addAll(prefixed("replay", axeViolations(d)));
      for (String page : new String[] {"/how-to-play", "/how-to-play?lang=en", "/rules"}) {
        d.get(url(page));
        found.addAll(prefixed(page, axeViolations(d)));
      }
      // the check can fail: an image without a name is found
      js(d, "document.body.appendChild(document.createElement('img'))");
      assertThat(axeViolations(d)).anyMatch(v -> v.contains("image-alt"));
    } finally {
      d.quit();
    }
    assertThat(found).as("serious or critical violations").isEmpty();
  }

  private static List<String> prefixed(String page, List<String> violations) {
    List<String> out = new ArrayList<>();
    violations.forEach(v -> out.add(page + ": " + v));
    return out;
  }
}
