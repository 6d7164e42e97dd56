package tester.common;

import picocli.CommandLine;

import java.math.BigDecimal;
import java.time.Duration;

/**
 * A number of seconds on the command line ({@code --timeout}, {@code --budget}): positive, finite, at most
 * a billion, read here rather than by picocli's converter so that the mistake is named in plain words.
 */
public final class Seconds {

    private static final double MAX = 1e9;

    private Seconds() {
    }

    /** {@code text} as a duration, or a {@link CommandLine.ParameterException} naming {@code option}. */
    public static Duration parse(CommandLine command, String option, String text) {
        double s;
        try {
            s = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new CommandLine.ParameterException(command,
                    option + " takes a number of seconds, not '" + text + "'", e, null, text);
        }
        if (!(s > 0) || s > MAX) {
            throw new CommandLine.ParameterException(command,
                    option + " takes a positive number of seconds up to " + (long) MAX + ", not '" + text + "'");
        }
        return Duration.ofNanos((long) (s * 1e9));
    }

    /** Seconds as people write them: {@code 2}, {@code 0.5}, never {@code 2.000000}. */
    public static String plain(Duration d) {
        return BigDecimal.valueOf(d.toNanos(), 9).stripTrailingZeros().toPlainString();
    }
}
