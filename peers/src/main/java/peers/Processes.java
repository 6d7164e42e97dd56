package peers;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a peer's program as a process with a deadline, keeping the output lines it is asked for. */
final class Processes {

    /**
     * How a run ended.
     *
     * @param exitCode the process's exit code (killed at the deadline: what the kill left)
     * @param killed   whether it was killed at the deadline
     * @param lines    the output lines (standard output and error) that start with the prefix asked for
     */
    record Finished(int exitCode, boolean killed, List<String> lines) {
    }

    private Processes() {
    }

    /**
     * Runs {@code command}, killing it if it is still running after {@code seconds}; keeps its output
     * lines that start with {@code keep}.
     */
    static Finished run(List<String> command, double seconds, String keep) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        Thread reader = new Thread(() -> readLines(process, keep, lines), command.get(0) + " output");
        reader.setDaemon(true);
        reader.start();
        boolean killed = !process.waitFor(Math.round(seconds * 1000), TimeUnit.MILLISECONDS);
        if (killed) {
            process.destroyForcibly();
            process.waitFor();
        }
        reader.join();
        return new Finished(process.exitValue(), killed, lines);
    }

    /** Removes a temporary file of peer {@code peer}, saying so on standard error if it cannot. */
    static void delete(java.nio.file.Path file, String peer) {
        if (file == null) {
            return;
        }
        try {
            java.nio.file.Files.deleteIfExists(file);
        } catch (IOException e) {
            System.err.println(peer + ": could not remove " + file + ": " + e.getMessage());
        }
    }

    private static void readLines(Process process, String keep, List<String> into) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.US_ASCII))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith(keep)) {
                    into.add(line);
                }
            }
        } catch (IOException e) {
            // the process was killed at its deadline: what it printed before is all there is
            into.clear();
        }
    }
}
