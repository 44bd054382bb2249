package io.github.elfern.notation;

import java.util.ArrayList;
import java.util.List;

/** Folding and checking comment text. */
final class Comments {
  private Comments() {}

  /** Folds runs of white space to one space and strips both ends. */
  static String fold(CharSequence text) {
    StringBuilder sb = new StringBuilder(text.length());
    boolean space = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        space = sb.length() > 0;
      } else {
        if (space) {
          sb.append(' ');
          space = false;
        }
        sb.append(c);
      }
    }
    return sb.toString();
  }

  static List<String> checkAll(List<String> comments) {
    List<String> out = new ArrayList<>(comments.size());
    for (String c : comments) {
      out.add(check(c));
    }
    return List.copyOf(out);
  }

  static String check(String comment) {
    if (comment.indexOf('}') >= 0) {
      throw new IllegalArgumentException(
          "a comment may not hold '}' (it could not be written in braces): "
              + Printable.clip(comment, 40));
    }
    return fold(comment);
  }
}
