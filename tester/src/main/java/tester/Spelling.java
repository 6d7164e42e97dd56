package tester;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Near misses of the words the command line knows (command and option names), so that a typo is answered
 * with what was probably meant ({@code bacth} → {@code batch}) instead of a complaint about a file or an
 * argument further on. Plain string work, no picocli: the RMIT form's start-up path uses it too.
 */
final class Spelling {

    private Spelling() {
    }

    /**
     * The known words nearest to {@code word}, ignoring case: those at the least edit distance (insertions,
     * deletions, substitutions, and swaps of two neighbours each count one) if it is within the allowance
     * (one for words of up to four letters, two for longer ones, an option's dashes not counted), else the
     * one known word {@code word} begins (three letters at least); in the order {@code known} lists them.
     * Empty when nothing is near.
     */
    static List<String> nearest(String word, Collection<String> known) {
        String w = word.toLowerCase(Locale.ROOT);
        // the allowance is by the letters typed, not the dashes of an option name
        int letters = w.length() - (w.startsWith("--") ? 2 : w.startsWith("-") ? 1 : 0);
        int allowance = letters <= 4 ? 1 : 2;
        int best = allowance;
        List<String> out = new ArrayList<>();
        for (String k : known) {
            int d = distance(w, k.toLowerCase(Locale.ROOT));
            if (d == 0) {
                return List.of();
            }
            if (d > allowance) {
                continue;
            }
            if (d < best) {
                best = d;
                out.clear();
            }
            if (d == best) {
                out.add(k);
            }
        }
        if (out.isEmpty() && letters >= 3) {
            for (String k : known) {
                if (k.toLowerCase(Locale.ROOT).startsWith(w)) {
                    out.add(k);
                }
            }
            return out.size() == 1 ? out : List.of();
        }
        return out;
    }

    /** The optimal-string-alignment distance of {@code a} and {@code b} (Damerau's swaps of neighbours included). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
            }
        }
        return d[a.length()][b.length()];
    }

    /** {@code a}, {@code a or b}, {@code a, b or c}. */
    static String either(List<String> words) {
        if (words.size() <= 1) {
            return String.join("", words);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }
}
