/**
 * The words the programs show people, in English and German: one {@link
 * io.github.elfern.examples.text.Texts} over Java {@link java.util.ResourceBundle}s, shared by the
 * terminal and the web page. A third language is one more properties file.
 */
package io.github.elfern.examples.text;
