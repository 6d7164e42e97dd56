package tester.serve;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.BindException;
import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * {@code serve}: runs the live solver ({@link LiveServer}) until the process is stopped. Reached only when
 * the command line starts with {@code serve}, so nothing of the server is loaded for the other commands.
 */
@Command(name = "java -jar sudoku.jar serve", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = cli.Version.class,
        description = {"Runs a live solver on this machine: the f-puzzles solver protocol over WebSocket"
                + " (the f-puzzles userscript connects to ws://localhost:4545) and a page at http://localhost:PORT/"
                + " to paste or drop a puzzle into. Stop it with Ctrl-C."},
        footer = {"%nExit codes: 0 stopped, 2 bad usage or the address cannot be used (in use, not this machine's)."})
public final class ServeCli implements Callable<Integer> {

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "4545",
            description = "port to listen on: 1024..65535, or 0 for any free one (default: ${DEFAULT-VALUE}, where the userscript looks)")
    private int port;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
            description = "address to listen on (default: ${DEFAULT-VALUE}, this machine only)")
    private String host;

    @Option(names = "--job-seconds", paramLabel = "S", defaultValue = "60",
            description = "time one request may take before it answers that it stopped (default: ${DEFAULT-VALUE})")
    private int jobSeconds;

    @Option(names = "--workers", paramLabel = "N",
            description = "requests solved at once over all clients, each on its own thread, the cores shared among"
                    + " them; more wait, one per client, in turn (default: " + Limits.WORKERS + ")")
    private Integer workers;

    private final PrintStream out;
    private final PrintStream err;

    private ServeCli(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Runs {@code serve ARGS} (the arguments after the word {@code serve}) and returns the exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new ServeCli(out, err));
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setUsageHelpWidth(100);
        cl.setParameterExceptionHandler((e, a) -> {
            err.println("error: " + e.getMessage() + " (see serve --help)");
            return 2;
        });
        return cl.execute(args);
    }

    /**
     * Why the address could not be bound, in words: the system's reason ({@code address already in use},
     * {@code cannot assign requested address}) rather than the server's wrapper of it ("Failed to bind").
     */
    static String bindFailure(Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.nio.channels.UnresolvedAddressException) {
                return "no such host (expected a name or address of this machine)";
            }
            if (t instanceof BindException || t.getCause() == null) {
                String reason = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
                String words = reason.isEmpty() ? reason : Character.toLowerCase(reason.charAt(0)) + reason.substring(1);
                return t instanceof BindException && words.contains("in use")
                        ? words + " (another server on that port? try --port)" : words;
            }
        }
        return e.toString();
    }

    @Override
    public Integer call() throws Exception {
        if (port != 0 && (port < 1024 || port > 65535)) {
            err.println("error: --port " + port + ": expected 1024..65535, or 0 for any free port");
            return 2;
        }
        if (jobSeconds < 1 || jobSeconds > 86_400) {
            err.println("error: --job-seconds " + jobSeconds + ": expected 1..86400");
            return 2;
        }
        Limits limits = Limits.defaults().withJobTime(Duration.ofSeconds(jobSeconds));
        if (workers != null) {
            if (workers < 1 || workers > 256) {
                err.println("error: --workers " + workers + ": expected 1..256");
                return 2;
            }
            limits = limits.withWorkers(workers);
        }
        LiveServer server;
        try {
            server = LiveServer.start(host, port, limits);
        } catch (Exception e) {
            err.println("error: cannot listen on " + host + ":" + port + ": " + bindFailure(e));
            return 2;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                server.close();
            } catch (IllegalStateException e) {
                err.println("serve: " + e.getMessage());
            }
        }, "serve-stop"));
        out.println("Live solver at " + server.page() + " (page) and ws://localhost:" + server.port()
                + " (f-puzzles userscript); Ctrl-C stops it.");
        out.flush();
        server.join();
        return 0;
    }
}
