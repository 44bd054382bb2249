package io.github.elfern.spark;

import java.util.List;
import java.util.Locale;

/**
 * The SVG charts of the studies, written by hand: a study's outcomes as one stacked bar with its
 * points' distribution below, and several studies' outcomes as stacked bars one above the other.
 * Forehand's (bot A's) wins are blue, the dealer's (bot B's) orange, ties grey; deeper colours
 * for higher wins. Every bar is labelled, so the chart reads without the summary.
 */
final class Chart {
  private Chart() {}

  /**
   * One part of a stacked bar.
   *
   * @param label what it counts, e.g. "forehand schneider"
   * @param colour its fill, e.g. "#4292c6"
   * @param count the deals it counts
   */
  record Segment(String label, String colour, long count) {}

  /**
   * One bar of a comparison.
   *
   * @param label the bar's name, e.g. the rules
   * @param note under the name, e.g. "wins 55.6% [54.6, 56.5]; mean 10.84": one line per part
   *     separated by "; "
   * @param segments its parts
   */
  record Bar(String label, String note, List<Segment> segments) {}

  /**
   * One bot's share of a table's deals, with its interval.
   *
   * @param label the bot's name
   * @param share its share, 0 to 1
   * @param low the interval's lower end
   * @param high its upper end
   * @param note under the name, e.g. "mean points 18.12"
   */
  record ShareBar(String label, double share, double low, double high, String note) {}

  private static final int WIDTH = 760;
  private static final String FONT = "font-family=\"Helvetica, Arial, sans-serif\"";

  /** {@return the fill of an outcome category of {@link Summary#CATEGORIES}} */
  static String colour(String category) {
    return switch (category) {
      case "win-schwarz" -> "#08519c";
      case "win-schneider" -> "#4292c6";
      case "win-simple" -> "#9ecae1";
      case "loss-simple" -> "#fdae6b";
      case "loss-schneider" -> "#f16913";
      case "loss-schwarz" -> "#a63603";
      default -> "#bdbdbd";
    };
  }

  /** {@return whether text on {@code colour} should be white} */
  private static boolean dark(String colour) {
    return colour.equals("#08519c") || colour.equals("#4292c6") || colour.equals("#a63603")
        || colour.equals("#f16913");
  }

  /**
   * Draws one study.
   *
   * @param title the first line
   * @param headline the second line: the headline figures with their intervals
   * @param subtitle the third line
   * @param bar the outcomes
   * @param histogram deals by points
   * @param fills the fill of each points' bar, e.g. by the outcome the points make
   * @param total the deck's points
   * @param mean the mean points
   * @param axis what the points are, under the axis
   * @return the SVG document
   */
  static String study(String title, String headline, String subtitle, List<Segment> bar,
      long[] histogram, String[] fills, int total, double mean, String axis) {
    int height = 560;
    StringBuilder sb = header(WIDTH, height, title, title + ". " + headline + ". " + subtitle
        + ".");
    text(sb, 20, 32, 20, "bold", "start", "#222", title);
    text(sb, 20, 54, 13, "bold", "start", "#222", headline);
    text(sb, 20, 73, 12, "normal", "start", "#555", subtitle);
    int y = stackedBar(sb, 20, 90, WIDTH - 40, 44, bar);
    y = legend(sb, 20, y + 22, WIDTH - 40, bar, true);
    histogram(sb, 70, y + 30, WIDTH - 100, height - y - 100, histogram, fills, total, mean,
        axis);
    return sb.append("</svg>\n").toString();
  }

  /**
   * Draws several studies' outcomes, one bar each.
   *
   * @param title the first line
   * @param subtitle the second line
   * @param bars the bars, top first
   * @return the SVG document
   */
  static String compare(String title, String subtitle, List<Bar> bars) {
    int labelWidth = 170;
    int barHeight = 34;
    int gap = 22;
    int top = 76;
    int legendTop = top + bars.size() * (barHeight + gap) + 6;
    int height = legendTop + 60;
    StringBuilder sb = header(WIDTH, height, title, title + ". " + subtitle + ".");
    text(sb, 20, 32, 20, "bold", "start", "#222", title);
    text(sb, 20, 54, 13, "normal", "start", "#555", subtitle);
    int y = top;
    for (Bar b : bars) {
      text(sb, 20, y + barHeight / 2 - 2, 14, "bold", "start", "#222", b.label());
      String[] notes = b.note().split("; ");
      for (int i = 0; i < notes.length; i++) {
        text(sb, 20, y + barHeight / 2 + 13 + 12 * i, 11, "normal", "start", "#666", notes[i]);
      }
      stackedBar(sb, 20 + labelWidth, y, WIDTH - 40 - labelWidth, barHeight, b.segments());
      y += barHeight + gap;
    }
    if (!bars.isEmpty()) {
      legend(sb, 20, legendTop, WIDTH - 40, bars.get(0).segments(), false);
    }
    return sb.append("</svg>\n").toString();
  }

  /**
   * Draws a table's shares: one bar per bot from 0 to its share, its interval as a whisker, and
   * the fair share as a dashed line.
   *
   * @param title the first line
   * @param headline the second line
   * @param subtitle the third line
   * @param bars one per bot, top first
   * @param fair the fair share, 0 to 1
   * @return the SVG document
   */
  static String shares(String title, String headline, String subtitle, List<ShareBar> bars,
      double fair) {
    int labelWidth = 170;
    int barHeight = 30;
    int gap = 26;
    int top = 100;
    int height = top + bars.size() * (barHeight + gap) + 50;
    StringBuilder sb = header(WIDTH, height, title, title + ". " + headline + ". " + subtitle
        + ".");
    text(sb, 20, 32, 20, "bold", "start", "#222", title);
    text(sb, 20, 54, 13, "bold", "start", "#222", headline);
    text(sb, 20, 73, 12, "normal", "start", "#555", subtitle);
    double most = fair;
    for (ShareBar b : bars) {
      most = Math.max(most, b.high());
    }
    double step = niceStep(most / 5);
    double scaleTop = Math.min(1, Math.ceil(most / step - 1e-9) * step);
    if (scaleTop <= 0) {
      scaleTop = 1;
    }
    int x = 20 + labelWidth;
    int width = WIDTH - 60 - labelWidth;
    int bottom = top + bars.size() * (barHeight + gap) - gap + 8;
    for (double v = 0; v <= scaleTop + 1e-9; v += step) {
      double gx = x + width * v / scaleTop;
      sb.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" "
          + "stroke=\"#e0e0e0\" stroke-width=\"1\"/>%n", gx, top - 8, gx, bottom));
      text(sb, (int) Math.round(gx), bottom + 16, 11, "normal", "middle", "#555",
          String.format(Locale.ROOT, "%.0f%%", 100 * v));
    }
    int y = top;
    for (ShareBar b : bars) {
      text(sb, 20, y + barHeight / 2 - 2, 14, "bold", "start", "#222", b.label());
      text(sb, 20, y + barHeight / 2 + 13, 11, "normal", "start", "#666", b.note());
      double w = width * Math.min(b.share(), scaleTop) / scaleTop;
      String p = Figures.percent(b.share(), 1) + "%";
      sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.2f\" "
          + "height=\"%d\" fill=\"%s\"><title>%s: %s [%s%%, %s%%]</title></rect>%n", x, y, w,
          barHeight, colour("win-schneider"), escape(b.label()), p,
          Figures.percent(b.low(), 1), Figures.percent(b.high(), 1)));
      double lo = x + width * Math.min(b.low(), scaleTop) / scaleTop;
      double hi = x + width * Math.min(b.high(), scaleTop) / scaleTop;
      int mid = y + barHeight / 2;
      sb.append(String.format(Locale.ROOT, "<path d=\"M%.2f %d H%.2f M%.2f %d V%d M%.2f %d V%d\" "
          + "stroke=\"#222\" stroke-width=\"1.5\" fill=\"none\"/>%n", lo, mid, hi, lo,
          mid - 6, mid + 6, hi, mid - 6, mid + 6));
      text(sb, (int) Math.round(hi) + 6, mid + 4, 12, "bold", "start", "#222", p);
      y += barHeight + gap;
    }
    double fx = x + width * Math.min(fair, scaleTop) / scaleTop;
    sb.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" "
        + "stroke=\"#a63603\" stroke-width=\"1.5\" stroke-dasharray=\"5,3\"/>%n", fx, top - 14,
        fx, bottom));
    text(sb, (int) Math.round(fx) + 4, top - 16, 12, "bold", "start", "#a63603",
        "fair share " + Figures.percent(fair, 1) + "%");
    return sb.append("</svg>\n").toString();
  }

  private static StringBuilder header(int width, int height, String title, String desc) {
    StringBuilder sb = new StringBuilder();
    sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
        + "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">%n", width, height,
        width, height));
    sb.append("<title>").append(escape(title)).append("</title>\n");
    sb.append("<desc>").append(escape(desc)).append("</desc>\n");
    sb.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n",
        width, height));
    return sb;
  }

  /** Draws a stacked bar, its shares written in the parts wide enough; returns its bottom. */
  private static int stackedBar(StringBuilder sb, int x, int y, int width, int height,
      List<Segment> segments) {
    long n = 0;
    for (Segment s : segments) {
      n += s.count();
    }
    String[] percents = percents(segments, n);
    double at = x;
    for (int i = 0; i < segments.size(); i++) {
      Segment s = segments.get(i);
      double w = n == 0 ? 0 : width * (double) s.count() / n;
      if (w > 0) {
        String p = percents[i];
        sb.append(String.format(Locale.ROOT, "<rect x=\"%.2f\" y=\"%d\" width=\"%.2f\" "
            + "height=\"%d\" fill=\"%s\"><title>%s: %d deals, %s</title></rect>%n", at, y, w,
            height, s.colour(), escape(s.label()), s.count(), p));
        if (w >= 7.5 * p.length() + 6) {
          text(sb, (int) Math.round(at + w / 2), y + height / 2 + 5, 13, "bold", "middle",
              dark(s.colour()) ? "#ffffff" : "#222", p);
        }
      }
      at += w;
    }
    sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
        + "fill=\"none\" stroke=\"#444\" stroke-width=\"1\"/>%n", x, y, width, height));
    return y + height;
  }

  /**
   * Draws the legend of a bar's parts, with their shares or without (when it stands for several
   * bars), wrapping lines; returns the bottom of its last line.
   */
  private static int legend(StringBuilder sb, int x, int y, int width, List<Segment> segments,
      boolean shares) {
    long n = 0;
    for (Segment s : segments) {
      n += s.count();
    }
    String[] percents = percents(segments, n);
    int at = x;
    for (int i = 0; i < segments.size(); i++) {
      Segment s = segments.get(i);
      String label = shares ? s.label() + " " + percents[i] : s.label();
      int w = 22 + (int) Math.ceil(6.6 * label.length()) + 16;
      if (at + w > x + width && at > x) {
        at = x;
        y += 22;
      }
      sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"14\" "
          + "fill=\"%s\" stroke=\"#444\" stroke-width=\"0.5\"/>%n", at, y - 11, s.colour()));
      text(sb, at + 20, y, 12, "normal", "start", "#222", label);
      at += w;
    }
    return y + 6;
  }

  /** Draws the distribution of the points as bars, with axes, ticks and the mean. */
  private static void histogram(StringBuilder sb, int x, int y, int width, int height,
      long[] counts, String[] fills, int total, double mean, String axis) {
    long n = 0;
    long most = 1;
    for (long c : counts) {
      n += c;
      most = Math.max(most, c);
    }
    double top = n == 0 ? 1 : (double) most / n;
    double step = niceStep(top / 4);
    double scaleTop = Math.ceil(top / step - 1e-9) * step;
    text(sb, x, y - 8, 13, "bold", "start", "#222", "Share of deals by " + axis);
    // grid and the share axis
    for (double v = 0; v <= scaleTop + 1e-9; v += step) {
      double gy = y + height - height * v / scaleTop;
      sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\" "
          + "stroke=\"#e0e0e0\" stroke-width=\"1\"/>%n", x, gy, x + width, gy));
      text(sb, x - 6, (int) Math.round(gy + 4), 11, "normal", "end", "#555",
          String.format(Locale.ROOT, step < 0.01 ? "%.1f%%" : "%.0f%%", 100 * v));
    }
    double slot = (double) width / (total + 1);
    double gap = slot > 4 ? 1 : 0;
    for (int p = 0; p <= total; p++) {
      double share = n == 0 ? 0 : (double) counts[p] / n;
      double h = height * share / scaleTop;
      String fill = fills[p];
      if (counts[p] > 0) {
        sb.append(String.format(Locale.ROOT, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" "
            + "height=\"%.2f\" fill=\"%s\" stroke=\"#666\" stroke-width=\"%s\"><title>%d points: "
            + "%d deals, %s</title></rect>%n", x + p * slot + gap / 2, y + height - h,
            Math.max(0.5, slot - gap), h, fill, slot > 4 ? "0.5" : "0", p, counts[p],
            percent(counts[p], n)));
      }
    }
    // the points axis
    sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
        + "stroke=\"#444\" stroke-width=\"1\"/>%n", x, y + height, x + width, y + height));
    int every = tickEvery(total);
    for (int p = 0; p <= total; p += every) {
      text(sb, (int) Math.round(x + (p + 0.5) * slot), y + height + 16, 11, "normal", "middle",
          "#555", Integer.toString(p));
    }
    text(sb, x + width / 2, y + height + 36, 12, "normal", "middle", "#222", axis);
    // the mean
    double mx = x + (mean + 0.5) * slot;
    sb.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" "
        + "stroke=\"#222\" stroke-width=\"1.5\" stroke-dasharray=\"5,3\"/>%n", mx, y, mx,
        y + height));
    text(sb, (int) Math.round(mx) + 5, y + 12, 12, "bold", "start", "#222",
        String.format(Locale.ROOT, "mean %.2f", mean));
  }

  /** {@return 1, 2 or 5 times a power of ten, at least {@code raw}} */
  static double niceStep(double raw) {
    double p = Math.pow(10, Math.floor(Math.log10(Math.max(raw, 1e-6))));
    for (double m : new double[] {1, 2, 5, 10}) {
      if (m * p >= raw - 1e-12) {
        return m * p;
      }
    }
    return 10 * p;
  }

  /** {@return the spacing of the labels on a points axis from 0 to {@code total}} */
  static int tickEvery(int total) {
    for (int e : new int[] {1, 2, 5, 10, 20, 50}) {
      if (total / e <= 20) {
        return e;
      }
    }
    return 100;
  }

  /**
   * {@return the segments' shares in percent with one decimal, adding up to 100% (unless the
   * segments leave out some deals, e.g. schwarz where it is not counted)}
   */
  private static String[] percents(List<Segment> segments, long n) {
    long[] counts = new long[segments.size() + 1];
    long sum = 0;
    for (int i = 0; i < segments.size(); i++) {
      counts[i] = segments.get(i).count();
      sum += counts[i];
    }
    String[] out = new String[segments.size()];
    if (n == 0) {
      java.util.Arrays.fill(out, "0%");
      return out;
    }
    counts[segments.size()] = n - sum;
    String[] p = Figures.percentsOfAWhole(counts, n, 1);
    for (int i = 0; i < out.length; i++) {
      out[i] = p[i] + "%";
    }
    return out;
  }

  private static String percent(long count, long n) {
    return n == 0 ? "0%" : String.format(Locale.ROOT, "%.1f%%", 100.0 * count / n);
  }

  private static void text(StringBuilder sb, int x, int y, int size, String weight,
      String anchor, String fill, String text) {
    sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" %s font-size=\"%d\" "
        + "font-weight=\"%s\" text-anchor=\"%s\" fill=\"%s\">%s</text>%n", x, y, FONT, size,
        weight, anchor, fill, escape(text)));
  }

  /** {@return {@code s} with the characters XML reserves escaped} */
  static String escape(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '&' -> sb.append("&amp;");
        case '"' -> sb.append("&quot;");
        default -> sb.append(c < 0x20 && c != '\t' ? ' ' : c);
      }
    }
    return sb.toString();
  }
}
