/**
 * Scoring across deals: scoring schedules and matches.
 */
package io.github.elfern.scoring;
