package io.github.elfern.svg;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

class SvgTest {

  private static final Pattern DATA_CARD = Pattern.compile("data-card=\"(..)\"");

  /**
   * Parses the picture with an XML parser and checks that its root is one SVG {@code svg}
   * element; any character or markup XML 1.0 does not allow fails the test.
   */
  private static String parse(String svg) {
    Element root = document(svg).getDocumentElement();
    assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
    assertThat(root.getLocalName()).isEqualTo("svg");
    return svg;
  }

  private static Document document(String svg) {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      DocumentBuilder b = f.newDocumentBuilder();
      b.setErrorHandler(new DefaultHandler() {
        @Override
        public void fatalError(SAXParseException e) throws SAXParseException {
          throw e;
        }
      });
      return b.parse(new InputSource(new StringReader(svg)));
    } catch (Exception e) {
      throw new AssertionError("not well-formed XML: " + e.getMessage(), e);
    }
  }

  /** The text of every {@code title} and {@code text} element, in document order. */
  private static List<String> texts(String svg) {
    List<String> out = new ArrayList<>();
    NodeList all = document(svg).getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Node e = all.item(i);
      if (e.getNodeName().equals("title") || e.getNodeName().equals("text")) {
        out.add(e.getTextContent());
      }
    }
    return out;
  }

  private static Set<String> cardsDrawn(String svg) {
    Set<String> out = new HashSet<>();
    Matcher m = DATA_CARD.matcher(svg);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  @Test
  void card_everyCardInBothPacks_isWellFormedSvgNamedByItsTitle() throws Exception {
    for (CardStyle style : CardStyle.values()) {
      for (Card c : Card.values()) {
        String svg = parse(Svg.card(c, style));
        assertThat(svg).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"")
            .contains("viewBox=\"0 0 100 150\"")
            .contains("<title>" + style.cardName(c) + "</title>");
      }
    }
    assertThat(Svg.card(Card.parse("QH"), CardStyle.GERMAN)).contains(">O</text>");
    assertThat(Svg.card(Card.parse("QH"), CardStyle.FRENCH)).contains(">Q</text>");
    assertThat(Svg.card(Card.parse("TH"), CardStyle.FRENCH)).contains(">10</text>");
    parse(Svg.back());
  }

  @Test
  void hand_raisesTheHighlightedCards() throws Exception {
    List<Card> cards = List.of(Card.parse("AH"), Card.parse("KH"), Card.parse("7S"));
    String svg = Svg.hand(cards, CardSet.parse("KH"), CardStyle.FRENCH);
    parse(svg);
    assertThat(cardsDrawn(svg)).containsExactlyInAnyOrder("AH", "KH", "7S");
    assertThat(svg).contains("data-card=\"KH\" transform=\"translate(50 10)\"");
    assertThat(svg).contains("data-card=\"AH\" transform=\"translate(10 26)\"");
  }

  @Test
  void trick_showsItsCardsAndWinner() throws Exception {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42)).play("KD 9S");
    String svg = Svg.trick(s.tricks().get(0), 2, CardStyle.FRENCH);
    parse(svg);
    assertThat(cardsDrawn(svg)).containsExactlyInAnyOrder("KD", "9S");
    assertThat(svg).contains("Seat 0 wins");
    assertThatThrownBy(() -> Svg.trick(s.tricks().get(0), 5, CardStyle.FRENCH))
        .hasMessageContaining("players must be 2 to 4, got 5");
  }

  @Tag("slow")
  @Test
  void table_drawsNoCardTheSeatHasNotSeen() {
    // docs/architecture.md#hidden-information: a picture of a view shows only the view
    qt(3718L).withExamples(60).forAll(integers().between(0, Preset.values().size() - 1), longs().all(),
        integers().between(0, 40)).checkAssert((p, seed, plays) -> {
          GameState s = GameState.deal(Rules.of(Preset.values().get(p)), seed);
          SplitMix64 r = new SplitMix64(seed);
          for (int i = 0; i < plays && !s.isOver(); i++) {
            List<Move> legal = s.legalMoves();
            s = s.play(legal.get((int) Long.remainderUnsigned(r.nextLong(), legal.size())));
          }
          for (int seat = 0; seat < s.players(); seat++) {
            String svg = parse(Svg.table(s.view(seat), List.of(), CardStyle.GERMAN));
            Set<String> seen = new HashSet<>();
            s.hand(seat).forEach(c -> seen.add(c.notation()));
            s.playedCards().forEach(c -> seen.add(c.notation()));
            s.currentTrick().forEach(m -> seen.add(m.card().notation()));
            s.turnedTrump().ifPresent(c -> seen.add(c.notation()));
            assertThat(seen).containsAll(cardsDrawn(svg));
            assertThat(cardsDrawn(svg)).containsAll(s.hand(seat).toList().stream()
                .map(Card::notation).toList());
          }
        });
  }

  @Test
  void table_escapesNames() throws Exception {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(1));
    String svg = Svg.table(s.view(0), List.of("<b>&", "Ben \"B\""), CardStyle.FRENCH);
    parse(svg);
    assertThat(svg).contains("&lt;b&gt;&amp;").doesNotContain("<b>");
    assertThatThrownBy(() -> Svg.table(s.view(0), List.of("one"), CardStyle.FRENCH))
        .hasMessageContaining("one name per seat (2), got 1");
  }

  private static PlayerView firstView() {
    return GameState.deal(Rules.preset("elfern"), Deck.shuffled(1)).view(0);
  }

  private static String title(String svg) {
    return texts(svg).get(0);
  }

  @Test
  void table_clipsAScoreboardNameByCodePoints_neverHalfASurrogatePair() {
    String smile = "\uD83D\uDE00";
    String svg = parse(Svg.table(firstView(), List.of("abcdefghi" + smile + "xyz", "Ben"),
        CardStyle.FRENCH));
    assertThat(texts(svg)).contains("abcdefghi" + smile + "\u2026");
    // the emoji at every place around the scoreboard's 11 code points
    for (int at = 0; at <= 14; at++) {
      String name = "abcdefghijklmn".substring(0, at) + smile + "xyz";
      for (String text : texts(Svg.table(firstView(), List.of(name, "Ben"), CardStyle.FRENCH))) {
        assertThat(text.codePoints()).as(text).noneMatch(c -> c >= 0xD800 && c <= 0xDFFF);
      }
    }
  }

  @Test
  void table_replacesEveryCharacterXml10ForbidsWithTheReplacementCharacter() {
    for (String bad : List.of("\u0000", "\u0001", "\u0008", "\u000b", "\u001b", "\u001f",
        "\uFFFE", "\uFFFF", "\uD800", "\uDBFF", "\uDC00", "\uDFFF")) {
      String svg = parse(Svg.table(firstView(), List.of("An" + bad + "na", "Ben"),
          CardStyle.FRENCH));
      assertThat(title(svg)).as("U+%04X", (int) bad.charAt(0))
          .isEqualTo("table seen by An\uFFFDna");
    }
    // a pair in the wrong order is two lone surrogates; one at the very end is one
    assertThat(title(parse(Svg.table(firstView(), List.of("An\uDE00\uD83Dna", "Anna\uD83D"),
        CardStyle.FRENCH)))).isEqualTo("table seen by An\uFFFD\uFFFDna");
    assertThat(texts(Svg.table(firstView(), List.of("Anna", "Anna\uD83D"), CardStyle.FRENCH)))
        .anyMatch(t -> t.startsWith("Anna\uFFFD"));
    // what XML 1.0 allows stays: tab, a pair, the characters next to the forbidden ones
    String fine = "A\tn\uD83D\uDE00\u0020\uD7FF\uE000\uFFFD\u007f";
    assertThat(title(parse(Svg.table(firstView(), List.of(fine, "Ben"), CardStyle.FRENCH))))
        .isEqualTo("table seen by " + fine);
  }

  @Test
  void table_shortensEveryNameTo40CodePointsWhereverItIsDrawn() {
    int max = 40;
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(1));
    String a = "A".repeat(1_000_000);
    String amp = "&".repeat(1_000_000);
    // every place a name is drawn: the title, the seat labels at the top and bottom, the status
    // line ("... to play"), the scoreboard, the card on the table, the last trick's winner
    List<PlayerView> views = new ArrayList<>();
    GameState g = s;
    for (int plays = 0; plays < 3; plays++) {
      views.add(g.view(0));
      views.add(g.view(1));
      g = g.play(g.legalMoves().get(0));
    }
    for (PlayerView v : views) {
      String svg = parse(Svg.table(v, List.of(a, amp), CardStyle.FRENCH));
      String usual = Svg.table(v, List.of("Anna", "Ben"), CardStyle.FRENCH);
      assertThat(svg.length()).isLessThan(usual.length() + 4 * 5 * max);
      List<String> texts = texts(svg);
      for (String t : texts) {
        assertThat(t).doesNotContain("A".repeat(max)).doesNotContain("&".repeat(max));
      }
      assertThat(String.join("\n", texts))
          .contains("A".repeat(max - 1) + "\u2026").contains("&".repeat(max - 1) + "\u2026");
    }
    assertThat(title(Svg.table(s.view(0), List.of(a, amp), CardStyle.FRENCH)))
        .isEqualTo("table seen by " + "A".repeat(max - 1) + "\u2026");
    // a name of exactly 40 code points (emoji count one each) is drawn whole
    String forty = "\uD83D\uDE00".repeat(max);
    assertThat(title(Svg.table(s.view(0), List.of(forty, "Ben"), CardStyle.FRENCH)))
        .isEqualTo("table seen by " + forty);
    assertThat(title(Svg.table(s.view(0), List.of(forty + "x", "Ben"), CardStyle.FRENCH)))
        .isEqualTo("table seen by " + "\uD83D\uDE00".repeat(max - 1) + "\u2026");
    // and so is a name in the message refusing the wrong number of names
    assertThatThrownBy(() -> Svg.table(s.view(0), List.of(a, a, a), CardStyle.FRENCH))
        .hasMessage("table needs one name per seat (2), got 3: [" + String.join(", ",
            Collections.nCopies(3, "A".repeat(max - 1) + "\u2026")) + "]");
  }

  /**
   * Characters (grapheme clusters) of several code points that a cut by code points splits: an
   * accent combined with its letter (a q, which no other text of a picture holds), an emoji ZWJ sequence (man, woman, girl), a flag (two
   * regional indicators), an emoji with a skin tone, a Hangul syllable of three jamo.
   */
  private static final List<String> CLUSTERS = List.of("q\u0301",
      "\uD83D\uDC68\u200D\uD83D\uDC69\u200D\uD83D\uDC67", "\uD83C\uDDE9\uD83C\uDDEA",
      "\uD83D\uDC4D\uD83C\uDFFD", "\u1100\u1161\u11A8");

  @Test
  void shorten_cutsBetweenCharacters_neverInsideAnAccentedLetterOrAnEmojiSequence() {
    String family = CLUSTERS.get(1);
    // 38 letters and an accented e: the 39th code point is the e, the 40th its accent
    assertThat(Svg.shorten("A".repeat(38) + "e\u0301xyz", 40)).isEqualTo("A".repeat(38) + "\u2026");
    assertThat(Svg.shorten("A".repeat(36) + family + "xyz", 40))
        .isEqualTo("A".repeat(36) + "\u2026");
    assertThat(Svg.shorten("A".repeat(34) + family + "xyz", 40))
        .isEqualTo("A".repeat(34) + family + "\u2026");
    assertThat(Svg.shorten("A".repeat(38) + CLUSTERS.get(2) + "xyz", 40))
        .isEqualTo("A".repeat(38) + "\u2026");
    assertThat(Svg.shorten("abcdefghi" + CLUSTERS.get(3) + "xyz", 11))
        .isEqualTo("abcdefghi\u2026");
    // each cluster at every place around both limits: whole or left out, 40 code points at most
    for (String cluster : CLUSTERS) {
      for (int max : new int[] {11, 40}) {
        for (int at = 0; at <= max + 2; at++) {
          String before = "x".repeat(at);
          String name = before + cluster + "yz".repeat(max);
          String cut = Svg.shorten(name, max);
          assertThat(cut).as("%s at %d of %d", cluster, at, max).endsWith("\u2026")
              .isIn(before.substring(0, Math.min(at, max - 1)) + "\u2026",
                  before + cluster + "yz".repeat(max).substring(0,
                      Math.max(0, max - 1 - at - cluster.codePointCount(0, cluster.length())))
                      + "\u2026");
          assertThat(cut.codePointCount(0, cut.length())).isLessThanOrEqualTo(max);
        }
      }
    }
  }

  @Tag("slow")
  @Test
  void table_namesWithClustersAtTheLimits_wellFormed_clustersWhole() {
    for (String cluster : CLUSTERS) {
      for (int at = 0; at <= 42; at++) {
        String name = "x".repeat(at) + cluster + "yz".repeat(40);
        String svg = parse(Svg.table(firstView(), List.of(name, "Ben"), CardStyle.FRENCH));
        for (String text : texts(svg)) {
          int i = text.indexOf(cluster.substring(0, Character.charCount(cluster.codePointAt(0))));
          if (i >= 0) {
            assertThat(text.substring(i)).as("%s at %d", cluster, at).startsWith(cluster);
          }
        }
      }
    }
  }

  @Test
  void shorten_oneHugeCluster_isLeftOut_boundedAndFast() {
    String zalgo = "e" + "\u0301".repeat(1_000_000);
    assertThat(Svg.shorten(zalgo, 40)).isEqualTo("\u2026");
    assertThat(Svg.shorten("Anna " + zalgo, 40)).isEqualTo("Anna \u2026");
    assertThat(Svg.shorten("Anna", 40)).isEqualTo("Anna");
  }

  @Test
  void table_refusesANullNameAtTheEntry_namingTheSeat() {
    PlayerView v = firstView();
    assertThatThrownBy(() -> Svg.table(v, Arrays.asList(null, "Ben"), CardStyle.FRENCH))
        .isInstanceOf(NullPointerException.class).hasMessage("name of seat 0");
    assertThatThrownBy(() -> Svg.table(v, Arrays.asList("Anna", null), CardStyle.FRENCH))
        .isInstanceOf(NullPointerException.class).hasMessage("name of seat 1");
    assertThatThrownBy(() -> Svg.table(v, null, CardStyle.FRENCH))
        .isInstanceOf(NullPointerException.class).hasMessage("names");
  }

  @Test
  void handTrickAndUnicode_refuseNullArgumentsAtTheEntry_namingThem() {
    Trick t = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42)).play("KD 9S").tricks()
        .get(0);
    assertThatThrownBy(() -> Svg.hand(null, CardStyle.FRENCH))
        .isInstanceOf(NullPointerException.class).hasMessage("cards");
    assertThatThrownBy(() -> Svg.hand(Arrays.asList(Card.parse("AH"), null), CardStyle.FRENCH))
        .isInstanceOf(NullPointerException.class).hasMessage("card 1 of the hand");
    assertThatThrownBy(() -> Svg.trick(t, 2, null))
        .isInstanceOf(NullPointerException.class).hasMessage("style");
    assertThatThrownBy(() -> Unicode.of(null))
        .isInstanceOf(NullPointerException.class).hasMessage("card");
    assertThatThrownBy(() -> Unicode.symbol(null))
        .isInstanceOf(NullPointerException.class).hasMessage("suit");
    assertThatThrownBy(() -> Unicode.label(Card.parse("AH"), null))
        .isInstanceOf(NullPointerException.class).hasMessage("style");
  }

  @Test
  void unicode_playingCardCharactersAndLabels() {
    assertThat(Unicode.of(Card.parse("QH"))).isEqualTo(new String(Character.toChars(0x1F0BD)));
    assertThat(Unicode.of(Card.parse("AS"))).isEqualTo(new String(Character.toChars(0x1F0A1)));
    assertThat(Unicode.of(Card.parse("7C"))).isEqualTo(new String(Character.toChars(0x1F0D7)));
    assertThat(Unicode.of(Card.parse("TD"))).isEqualTo(new String(Character.toChars(0x1F0CA)));
    assertThat(Unicode.label(Card.parse("TD"))).isEqualTo("10\u2666");
    assertThat(Unicode.label(Card.parse("QH"), CardStyle.GERMAN)).isEqualTo("O\u2665");
    assertThat(Unicode.BACK).isEqualTo(new String(Character.toChars(0x1F0A0)));
  }

  /**
   * The README's picture, docs/table.svg, is this code's output; run with
   * {@code -Delfern.writeDocs=true} to write it anew.
   */
  @Test
  void readmePicture_isTheCodesOutput() throws Exception {
    GameState s = GameState.deal(Rules.preset("elfern-trumps"), Deck.shuffled(42));
    for (int i = 0; i < 5; i++) {
      s = s.play(s.legalMoves().get(0));
    }
    String svg = Svg.table(s.view(s.toMove()), List.of("Anna", "Ben"), CardStyle.FRENCH) + "\n";
    Path file = Path.of("..", "docs", "table.svg");
    if (Boolean.getBoolean("elfern.writeDocs")) {
      Files.createDirectories(file.getParent());
      Files.writeString(file, svg);
    }
    assertThat(Files.readString(file)).isEqualTo(svg);
  }
}
