package tester;

import tester.common.JsonText;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Locale;

/**
 * With {@code --json}, a run that fails before it prints its JSON object (a mistyped option, a missing
 * file, a damaged puzzle, an output that cannot be written) still answers on standard output in JSON:
 * one object {@code {"status": "error", "exitCode": N, "message": "..."}}, the message being the first
 * {@code error:} line, which also stays on stderr for a person. A script reading standard output then
 * always gets one JSON object, whatever went wrong. A run that printed its own object is left alone.
 */
final class JsonErrors {

    private static final String PREFIX = "error: ";

    private final PrintStream target;
    private final Tap out;
    private final Tap err;

    private JsonErrors(PrintStream out, PrintStream err) {
        this.target = out;
        this.out = new Tap(out, false);
        this.err = new Tap(err, true);
    }

    /**
     * Whether the command line asks for JSON: {@code --json} among the options (before a {@code --} that
     * ends them; a file may be called {@code --json} after it).
     */
    static boolean asked(String[] args) {
        for (String a : args) {
            if (a.equals("--")) {
                return false;
            }
            if (a.toLowerCase(Locale.ROOT).equals("--json")) {
                return true;
            }
        }
        return false;
    }

    /** Watches {@code out} and {@code err} for the run of one command line. */
    static JsonErrors over(PrintStream out, PrintStream err) {
        return new JsonErrors(out, err);
    }

    /** What the command prints its results to: {@code out}, watched for whether anything was printed. */
    PrintStream out() {
        return out;
    }

    /** What the command prints its messages to: {@code err}, whose first {@code error:} line is kept. */
    PrintStream err() {
        return err;
    }

    /**
     * After the run that ended with {@code code}: prints the error object when the run failed, printed an
     * {@code error:} line and nothing on standard output.
     */
    void finish(int code) {
        String message = err.firstError;
        if (code != 0 && message != null && !out.used) {
            target.println(new JsonText().put("status", "error").put("exitCode", code).put("message", message));
        }
        target.flush();
    }

    /**
     * A real stream with a note of whether anything was printed to it and, when it carries the messages,
     * of the first line printed as text that starts with {@code error: } (every message here is printed as
     * a string). Every printing method is the target's own, so text is encoded as the target encodes it.
     */
    private static final class Tap extends PrintStream {
        private final PrintStream target;
        /** Whether lines are looked at: on the messages' stream only (the results' may be long). */
        private final boolean messages;
        private final StringBuilder line = new StringBuilder();
        private volatile boolean used;
        private volatile String firstError;

        Tap(PrintStream target, boolean messages) {
            super(OutputStream.nullOutputStream());
            this.target = target;
            this.messages = messages;
        }

        /** Notes text printed as a string, up to the first error line. */
        private synchronized void text(String s, boolean lineEnd) {
            used = true;
            if (!messages || firstError != null) {
                return;
            }
            line.append(s);
            if (lineEnd || line.indexOf("\n") >= 0) {
                String first = line.toString().split("\n", -1)[0];
                if (first.startsWith(PREFIX)) {
                    firstError = first.substring(PREFIX.length()).stripTrailing();
                }
                line.setLength(0);
            }
        }

        @Override
        public void write(int b) {
            used = true;
            target.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            used = true;
            target.write(b, off, len);
        }

        @Override
        public void print(String s) {
            text(String.valueOf(s), false);
            target.print(s);
        }

        @Override
        public void print(Object o) {
            text(String.valueOf(o), false);
            target.print(o);
        }

        @Override
        public void print(char[] s) {
            used = true;
            target.print(s);
        }

        @Override
        public void print(char c) {
            used = true;
            target.print(c);
        }

        @Override
        public void print(boolean b) {
            print(String.valueOf(b));
        }

        @Override
        public void print(int i) {
            print(String.valueOf(i));
        }

        @Override
        public void print(long l) {
            print(String.valueOf(l));
        }

        @Override
        public void print(float f) {
            print(String.valueOf(f));
        }

        @Override
        public void print(double d) {
            print(String.valueOf(d));
        }

        @Override
        public void println() {
            text("", true);
            target.println();
        }

        @Override
        public void println(String s) {
            text(String.valueOf(s), true);
            target.println(s);
        }

        @Override
        public void println(Object o) {
            text(String.valueOf(o), true);
            target.println(o);
        }

        @Override
        public void println(char[] s) {
            used = true;
            target.println(s);
        }

        @Override
        public void println(char c) {
            println(String.valueOf(c));
        }

        @Override
        public void println(boolean b) {
            println(String.valueOf(b));
        }

        @Override
        public void println(int i) {
            println(String.valueOf(i));
        }

        @Override
        public void println(long l) {
            println(String.valueOf(l));
        }

        @Override
        public void println(float f) {
            println(String.valueOf(f));
        }

        @Override
        public void println(double d) {
            println(String.valueOf(d));
        }

        @Override
        public PrintStream format(String format, Object... args) {
            used = true;
            target.format(format, args);
            return this;
        }

        @Override
        public PrintStream format(Locale l, String format, Object... args) {
            used = true;
            target.format(l, format, args);
            return this;
        }

        @Override
        public PrintStream append(CharSequence csq) {
            print(String.valueOf(csq));
            return this;
        }

        @Override
        public PrintStream append(CharSequence csq, int start, int end) {
            print(String.valueOf(csq == null ? "null" : csq.subSequence(start, end)));
            return this;
        }

        @Override
        public PrintStream append(char c) {
            print(c);
            return this;
        }

        @Override
        public void flush() {
            target.flush();
        }

        @Override
        public void close() {
            target.close();
        }

        @Override
        public boolean checkError() {
            return target.checkError();
        }
    }
}
