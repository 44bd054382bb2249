package io.github.elfern.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
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
 * The page in a real headless Chromium (Debian's chromium and chromium-driver): play a whole deal
 * against a bot by clicking cards, replay an uploaded record, and two windows at one table.
 * Skipped, with a message, where Chromium or its driver is not installed. Screenshots go to
 * {@code target/screens}.
 */
@Tag("slow")
class BrowserTest {

  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
  private static final Path SCREENS = Path.of("target", "screens");
  private static WebServer server;
  private static int profiles;

  /** Each browser's profile lives here, so that none is left behind in the system's /tmp. */
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

  private static WebDriver browser() {
    ChromeOptions o = new ChromeOptions();
    o.setBinary(CHROMIUM.toFile());
    o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--window-size=1150,1000", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync",
        "--user-data-dir=" + profileRoot.resolve("profile-" + (++profiles)));
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(DRIVER.toFile()).build();
    return new ChromeDriver(service, o);
  }

  private String url() {
    return "http://127.0.0.1:" + server.port() + "/";
  }

  private static WebDriverWait waiting(WebDriver d) {
    return new WebDriverWait(d, Duration.ofSeconds(20));
  }

  private static void screenshot(WebDriver d, String name) throws Exception {
    Files.write(SCREENS.resolve(name + ".png"), ((TakesScreenshot) d).getScreenshotAs(OutputType.BYTES));
  }

  private static void newTable(WebDriver d, String game, String opponent) {
    WebDriverWait w = waiting(d);
    w.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#game option")));
    new Select(d.findElement(By.id("game"))).selectByValue(game);
    new Select(d.findElement(By.id("opp1"))).selectByValue(opponent);
    d.findElement(By.id("create")).click();
    w.until(ExpectedConditions.visibilityOfElementLocated(By.id("table")));
  }

  /** Clicks a legal card whenever there is one, until the deal is over. */
  private static void playToTheEnd(WebDriver d) {
    long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (System.nanoTime() < end) {
      if (d.findElement(By.id("after")).isDisplayed()) {
        return;
      }
      try {
        List<WebElement> legal = d.findElements(By.cssSelector("#hand .card.legal"));
        if (!legal.isEmpty()) {
          legal.get(0).click();
        }
        Thread.sleep(60);
      } catch (StaleElementReferenceException e) {
        // the table was redrawn meanwhile; look again
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
    throw new AssertionError("the deal did not end within 60 s");
  }

  @Test
  void serverStopped_thePageKeepsSayingSo() throws Exception {
    WebServer own = WebServer.start("127.0.0.1", 0, 50);
    WebDriver d = browser();
    try {
      d.get("http://127.0.0.1:" + own.port() + "/");
      waiting(d).until(
          ExpectedConditions.presenceOfElementLocated(By.cssSelector("#game option")));
      own.close();
      WebElement error = d.findElement(By.id("error"));
      waiting(d).until(ExpectedConditions.visibilityOf(error));
      Thread.sleep(5_000); // longer than a passing error is shown
      assertThat(error.isDisplayed()).isTrue();
      assertThat(error.getText()).contains("connection closed").contains("reload the page");
    } finally {
      d.quit();
      own.close();
    }
  }

  @Test
  void page_playsAWholeDealAgainstABotByClickingCards() throws Exception {
    WebDriver d = browser();
    try {
      d.get(url());
      assertThat(d.getTitle()).isEqualTo("Elfern");
      screenshot(d, "1-setup");
      newTable(d, "elfern", "heuristic");
      waiting(d).until(ExpectedConditions.presenceOfElementLocated(
          By.cssSelector("#hand .card")));
      assertThat(d.findElements(By.cssSelector("#hand .card"))).hasSize(6);
      // docs/rules.md#dealing: six cards each. The lot may make the bot forehand, and then it has already led
      // one of its six cards to the trick by the time the page shows the hand.
      int backs = d.findElements(By.cssSelector("#opponents-row .back")).size();
      int onTrick = d.findElements(By.cssSelector("#trick .card")).size();
      assertThat(backs + onTrick).isEqualTo(6);
      assertThat(onTrick).isLessThanOrEqualTo(1);
      screenshot(d, "2-deal-french");
      playToTheEnd(d);
      assertThat(d.findElement(By.id("result")).getText()).startsWith("Result ");
      assertThat(d.findElement(By.id("egn-out")).getAttribute("value")).contains("[Game \"elfern\"]");
      screenshot(d, "3-deal-over");
    } finally {
      d.quit();
    }
  }

  @Test
  void page_playsAMatchWithGermanCards() throws Exception {
    WebDriver d = browser();
    try {
      d.get(url());
      new Select(d.findElement(By.id("suits"))).selectByValue("german");
      waiting(d).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#game option")));
      new Select(d.findElement(By.id("mode"))).selectByValue("match");
      newTable(d, "elfern-trumps", "random");
      waiting(d).until(ExpectedConditions.presenceOfElementLocated(
          By.cssSelector("#hand .card")));
      assertThat(d.findElement(By.cssSelector("#hand .card img")).getAttribute("src"))
          .contains("style=german");
      assertThat(d.findElement(By.id("match")).isDisplayed()).isTrue();
      screenshot(d, "4-match-german");
    } finally {
      d.quit();
    }
  }

  @Test
  void page_replaysAnUploadedRecordTrickByTrick() throws Exception {
    Path egn = Files.createTempFile("deal", ".egn");
    Files.writeString(egn, "[Game \"elfern\"]\n[Players \"Anna; Ben\"]\n[Deck \"8C AH AC QC QH 9H"
        + " TS 9S 8H KD KH JH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C 7D KC KS AS TC 7H\"]\n\n"
        + "1. KD 9S 2. 8H 7S 3. AH AC 4. 8C JH 5. JC KH 6. 7C JS 7. QD 9D 8. 8S QC 9. QS AD\n"
        + "10. 7D AS 11. KS TS 12. QH 7H 13. TD 8D 14. TH JD 15. TC KC 16. 9C 9H 18-2\n");
    WebDriver d = browser();
    try {
      d.get(url());
      waiting(d).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#game option")));
      d.findElement(By.id("tab-replay")).click();
      d.findElement(By.id("egn-file")).sendKeys(egn.toAbsolutePath().toString());
      WebDriverWait w = waiting(d);
      w.until(ExpectedConditions.visibilityOfElementLocated(By.id("replay-view")));
      // the deal: both hands face up, six cards each (docs/rules.md#dealing: Elfern deals 6 each)
      assertThat(d.findElements(By.cssSelector(".board-hand[data-seat='0'] .card"))).hasSize(6);
      assertThat(d.findElements(By.cssSelector(".board-hand[data-seat='1'] .card"))).hasSize(6);
      d.findElement(By.id("forward")).click();
      assertThat(d.findElement(By.id("position")).getText()).startsWith("after trick 1");
      assertThat(d.findElements(By.cssSelector("#replay-trick .card")))
          .extracting(e -> e.getAttribute("data-card")).containsExactly("KD", "9S");
      screenshot(d, "5-replay");
      d.findElement(By.id("last")).click();
      assertThat(d.findElement(By.id("replay-result")).getText()).startsWith("Result 18-2: ");
      d.findElement(By.id("back")).click();
      assertThat(d.findElement(By.id("position")).getText()).startsWith("after trick 15");
      assertThat(d.findElements(By.id("replay-result"))).isEmpty();
      // a partial record: the stock is unknown, so what the hands draw from it shows as a back
      d.findElement(By.id("egn-in")).clear();
      d.findElement(By.id("egn-in")).sendKeys("[Game \"elfern\"]\n[Deck \"8C AH AC QC QH 9H TS 9S 8H"
          + " KD KH JH" + " ??".repeat(20) + "\"]\n\n1. KD 9S 2. 8H 7S 3. AH AC *\n");
      d.findElement(By.id("open-egn")).click();
      w.until(ExpectedConditions.textToBePresentInElementLocated(By.id("position"), "(1/4)"));
      d.findElement(By.id("forward")).click();
      assertThat(d.findElements(By.cssSelector(".board-hand .back"))).hasSize(2);
      assertThat(cardsOf(d, ".board-hand .card")).doesNotContain("KC", "JC", "TC", "9C", "7C")
          .hasSize(10);
    } finally {
      d.quit();
      Files.deleteIfExists(egn);
    }
  }

  private static List<String> cardsOf(WebDriver d, String css) {
    return d.findElements(By.cssSelector(css)).stream().map(e -> e.getAttribute("data-card"))
        .toList();
  }

  @Test
  void page_announcesZwangWhenAskedTo() throws Exception {
    // docs/rules.md#zwang: Zwang may be announced on an allowed queen lead by the holder of
    // its king; the legal moves then hold both "QS" and "QS=Z", and the page offers the choice.
    WebDriver d = browser();
    try {
      d.get(url());
      waiting(d).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#game option")));
      new Select(d.findElement(By.id("game"))).selectByValue("fuenfzehnern");
      for (int i = 1; i < 4; i++) {
        new Select(d.findElement(By.id("opp" + i))).selectByValue("random");
      }
      d.findElement(By.id("create")).click();
      waiting(d).until(ExpectedConditions.visibilityOfElementLocated(By.id("table")));
      String announced = null;
      long end = System.nanoTime() + Duration.ofSeconds(150).toNanos();
      while (announced == null && System.nanoTime() < end) {
        try {
          if (d.findElement(By.id("after")).isDisplayed()) {
            d.findElement(By.id("next")).click(); // another deal at the same table
            Thread.sleep(100);
            continue;
          }
          List<WebElement> can = d.findElements(By.cssSelector("#hand .card.legal[data-zwang]"));
          if (!can.isEmpty() && d.findElement(By.id("zwang-box")).isDisplayed()) {
            announced = can.get(0).getAttribute("data-card");
            d.findElement(By.id("zwang")).click();
            screenshot(d, "9-zwang");
            can.get(0).click();
            break;
          }
          List<WebElement> legal = d.findElements(By.cssSelector("#hand .card.legal"));
          if (!legal.isEmpty()) {
            legal.get(0).click();
          }
          Thread.sleep(60);
        } catch (StaleElementReferenceException e) {
          // redrawn meanwhile; look again
        }
      }
      assertThat(announced).as("no Zwang could be announced in 150 s of play").isNotNull();
      playToTheEnd(d);
      assertThat(d.findElement(By.id("egn-out")).getAttribute("value"))
          .contains(announced + "=Z");
    } finally {
      d.quit();
    }
  }

  @Test
  void twoWindows_playAtOneTableByTheTableLink() throws Exception {
    WebDriver a = browser();
    WebDriver b = browser();
    try {
      a.get(url());
      newTable(a, "elfern", "person");
      waiting(a).until(ExpectedConditions.visibilityOfElementLocated(By.id("table-link")));
      String link = a.findElement(By.id("table-link")).getAttribute("href");
      assertThat(a.findElement(By.id("status")).getText()).contains("waiting for a person");
      b.get(link);
      waiting(b).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#hand .card")));
      waiting(a).until(ExpectedConditions.not(ExpectedConditions.textToBePresentInElementLocated(
          By.id("status"), "waiting")));
      // whoever is to play clicks a card; the other window shows it on the table
      WebDriver mover = a.findElements(By.cssSelector("#hand .card.legal")).isEmpty() ? b : a;
      WebDriver other = mover == a ? b : a;
      WebElement card = mover.findElements(By.cssSelector("#hand .card.legal")).get(0);
      String played = card.getAttribute("data-card");
      card.click();
      waiting(other).until(ExpectedConditions.presenceOfElementLocated(
          By.cssSelector("#trick .card[data-card='" + played + "']")));
      // the other window never had that card face up in its own hand
      assertThat(other.findElements(By.cssSelector("#hand .card[data-card='" + played + "']")))
          .isEmpty();
      screenshot(a, "6-two-windows-a");
      screenshot(b, "7-two-windows-b");
      // a reload takes the seat again, with its hand (the seat's key stays in the tab)
      List<String> before = cardsOf(b, "#hand .card");
      b.navigate().refresh();
      waiting(b).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#hand .card")));
      assertThat(cardsOf(b, "#hand .card")).isEqualTo(before);
      // the watch link carries no key of the table link
      String watchLink = a.findElement(By.id("watch-link")).getAttribute("href");
      assertThat(link).contains("invite=");
      assertThat(watchLink).doesNotContain("invite").endsWith("&watch=1");
      WebDriver w = browser();
      try {
        w.get(watchLink);
        waiting(w).until(ExpectedConditions.visibilityOfElementLocated(By.id("table")));
        waiting(w).until(ExpectedConditions.textToBePresentInElementLocated(By.id("links"),
            "watching"));
        assertThat(w.findElements(By.cssSelector("#hand .card"))).isEmpty();
        screenshot(w, "8-spectator");
      } finally {
        w.quit();
      }
    } finally {
      a.quit();
      b.quit();
    }
  }

  @Test
  void anOpenSeat_isGivenToABotFromThePage() throws Exception {
    // Nobody came with the table link; the player lets a bot play the seat.
    WebDriver d = browser();
    try {
      d.get(url());
      newTable(d, "elfern", "person");
      WebDriverWait w = waiting(d);
      w.until(ExpectedConditions.visibilityOfElementLocated(By.id("open-seats")));
      assertThat(d.findElement(By.id("open-seats")).getText()).contains("seat is open");
      WebElement give = d.findElement(By.cssSelector("#open-seats button"));
      String seat = give.getAttribute("id").substring("give-".length());
      new Select(d.findElement(By.id("bot-for-" + seat))).selectByValue("random");
      screenshot(d, "10-open-seat");
      give.click();
      w.until(ExpectedConditions.invisibilityOfElementLocated(By.id("open-seats")));
      w.until(ExpectedConditions.textToBePresentInElementLocated(By.id("opponents-row"),
          "Random bot"));
      playToTheEnd(d);
      assertThat(d.findElement(By.id("result")).getText()).startsWith("Result ");
    } finally {
      d.quit();
    }
  }
}
