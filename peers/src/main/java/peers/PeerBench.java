package peers;

import grid.io.OneLineFormat;
import grid.io.OutputException;
import grid.model.RuleModel;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Runs this project's engine and the peers (Choco, sat4j, CP-SAT) on hard puzzles, one puzzle and one
 * solver at a time, each with a time budget, and prints a Markdown table: per puzzle and solver whether
 * it was solved (by an answer the rules accept) and in how many seconds. The engine, Choco and sat4j run
 * in this thread and are measured and stopped in its CPU time; CP-SAT runs native threads and is
 * measured and stopped in wall time. Every solver first solves two empty grids untimed, so loading
 * classes and the native library is not measured.
 *
 * <pre>
 * java -jar peers/target/peers.jar [--sets large25,killer1616]
 *     [--solvers engine,sat4j,cpsat,choco,cadical,minisat,rmit] [--budget S] [--workers N] [--first K]
 *     [--data DIR] [--puzzles DIR] [--dimacs DIR] [--jar FILE[,FILE...]] [--seed S]
 * </pre>
 * {@code --budget} is per puzzle and solver (default 20 s); {@code --workers} are CP-SAT's threads
 * (default 1); {@code cadical} and {@code minisat} run the external programs of those names
 * ({@link CadicalPeer}, {@link MinisatPeer}) and are left out, with a line saying so, when they are not
 * installed; {@code rmit} runs this project's RMIT command line with its defaults, one process a puzzle
 * ({@link RmitCommandPeer}, the tester's jar or each build {@code --jar} names, as {@code rmit1},
 * {@code rmit2} … when there are several; {@code --seed S} passes {@code --seed=S} to it, since its runs with
 * one seed repeat one draw per puzzle); {@code --first K} takes the first K puzzles of each set; {@code --dimacs DIR} also writes
 * each puzzle's {@link SatEncoding} as {@code DIR/<puzzle>.cnf} for an external SAT solver. Sets are
 * those of {@link BenchSets}; a set whose files are missing is reported and skipped, and the bench exits
 * 0. Exit 2 on a bad argument, 4 (one line naming the file and the cause) when a {@code --dimacs} file
 * cannot be written.
 */
public final class PeerBench {

    private static final List<String> SOLVERS = List.of("engine", "sat4j", "cpsat", "choco", "cadical", "minisat", "rmit");

    private List<String> sets = List.of("large25", "killer1616");
    private List<String> solvers = List.of("engine", "sat4j", "cpsat", "choco");
    private Duration budget = Duration.ofSeconds(20);
    private int workers = 1;
    private int first = Integer.MAX_VALUE;
    private Optional<Path> data = Optional.empty();
    private Path puzzles = BenchSets.repositoryPuzzles();
    private Path dimacs;
    private List<Path> jars = new ArrayList<>();
    /** The RMIT command's {@code --seed}, or -1 for its default. */
    private long seed = -1;

    private PeerBench() {
    }

    public static void main(String[] args) throws IOException {
        PeerBench bench = new PeerBench();
        String error = bench.parse(args);
        if (error != null) {
            System.err.println("PeerBench: " + error);
            System.err.println("usage: java -jar peers/target/peers.jar [--sets " + String.join(",", BenchSets.NAMES)
                    + "] [--solvers " + String.join(",", SOLVERS) + "] [--budget S] [--workers N] [--first K]"
                    + " [--data DIR] [--puzzles DIR] [--dimacs DIR] [--jar FILE[,FILE...]] [--seed S]");
            System.exit(2);
        }
        try {
            bench.run();
        } catch (OutputException e) {
            System.err.println("PeerBench: " + e.getMessage());
            System.exit(4);
        }
    }

    /** Reads the arguments; returns what is wrong with them, or null. */
    private String parse(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String opt = args[i];
            if (i + 1 >= args.length) {
                return opt + " needs a value";
            }
            String value = args[++i];
            try {
                switch (opt) {
                    case "--sets" -> sets = names(value, BenchSets.NAMES);
                    case "--solvers" -> solvers = names(value, SOLVERS);
                    case "--budget" -> budget = Duration.ofMillis(Math.round(positive(value) * 1000));
                    case "--workers" -> workers = (int) positive(value);
                    case "--first" -> first = (int) positive(value);
                    case "--data" -> data = Optional.of(Path.of(value));
                    case "--puzzles" -> puzzles = Path.of(value);
                    case "--dimacs" -> dimacs = Path.of(value);
                    case "--jar" -> jars = Arrays.stream(value.split(",")).map(Path::of).toList();
                    case "--seed" -> seed = seedOf(value);
                    default -> {
                        return "unknown option " + opt;
                    }
                }
            } catch (IllegalArgumentException e) {
                return opt + ": " + e.getMessage();
            }
        }
        return null;
    }

    private static List<String> names(String list, List<String> known) {
        List<String> out = Arrays.asList(list.split(","));
        for (String name : out) {
            if (!known.contains(name)) {
                throw new IllegalArgumentException("'" + name + "' is not one of " + known);
            }
        }
        return out;
    }

    private static long seedOf(String text) {
        long v = Long.parseLong(text);
        if (v < 0) {
            throw new IllegalArgumentException(text + " is not a seed (0 or more)");
        }
        return v;
    }

    private static double positive(String text) {
        double v = Double.parseDouble(text);
        if (!(v > 0)) {
            throw new IllegalArgumentException(text + " is not a positive number");
        }
        return v;
    }

    private void run() throws IOException {
        BenchSets known = new BenchSets(data, puzzles);
        List<BenchSets.Puzzle> list = new ArrayList<>();
        for (String set : sets) {
            List<BenchSets.Puzzle> loaded = known.load(set);
            list.addAll(loaded.subList(0, Math.min(first, loaded.size())));
        }
        if (list.isEmpty()) {
            System.out.println("PeerBench: no puzzles to run; nothing measured.");
            return;
        }
        if (dimacs != null) {
            Files.createDirectories(dimacs);
        }
        List<Peer> peers = new ArrayList<>();
        for (String name : solvers) {
            if (name.equals("cadical")) {
                CadicalPeer.find().ifPresentOrElse(peers::add,
                        () -> System.out.println("cadical: no 'cadical' program on the PATH (Debian package cadical); left out"));
                continue;
            }
            if (name.equals("minisat")) {
                MinisatPeer.find().ifPresentOrElse(peers::add,
                        () -> System.out.println("minisat: no 'minisat' program on the PATH (Debian package minisat); left out"));
                continue;
            }
            if (name.equals("rmit")) {
                List<Path> builds = jars.isEmpty() ? Collections.singletonList(null) : jars;
                for (int i = 0; i < builds.size(); i++) {
                    String label = builds.size() == 1 ? "rmit" : "rmit" + (i + 1);
                    RmitCommandPeer.find(builds.get(i), label, seed).ifPresentOrElse(peers::add,
                            () -> System.out.println(label + ": no tester jar (build it, or name it with --jar); left out"));
                }
                continue;
            }
            peers.add(switch (name) {
                case "engine" -> new EnginePeer();
                case "sat4j" -> new Sat4jPeer();
                case "cpsat" -> new CpSatPeer(workers);
                case "choco" -> new ChocoPeer();
                default -> throw new IllegalArgumentException("no solver " + name);
            });
        }
        for (Peer peer : peers) {
            warmUp(peer);
        }
        System.out.printf(Locale.ROOT, "%d puzzles, budget %.1f s per puzzle and solver, %d cores, load average %.2f;"
                        + " engine, sat4j and choco: thread CPU seconds; cp-sat (%d worker%s), cadical, minisat and rmit"
                        + " (one process a puzzle): wall seconds%n%n",
                list.size(), budget.toMillis() / 1000.0, Runtime.getRuntime().availableProcessors(), load(),
                workers, workers == 1 ? "" : "s");
        StringBuilder header = new StringBuilder("| puzzle |");
        StringBuilder rule = new StringBuilder("|---|");
        for (Peer peer : peers) {
            header.append(' ').append(peer.name()).append(" |");
            rule.append("---|");
        }
        System.out.println(header);
        System.out.println(rule);
        int[] solved = new int[peers.size()];
        double[] seconds = new double[peers.size()];
        for (int p = 0; p < list.size(); p++) {
            BenchSets.Puzzle puzzle = list.get(p);
            if (dimacs != null) {
                SatEncoding.of(puzzle.model()).writeDimacs(dimacs.resolve(fileName(puzzle.label()) + ".cnf"),
                        puzzle.label());
            }
            // the order of the solvers rotates from puzzle to puzzle, so a change in the machine's load
            // falls on each of them alike
            String[] cells = new String[peers.size()];
            for (int turn = 0; turn < peers.size(); turn++) {
                int k = (turn + p) % peers.size();
                Result r = peers.get(k).solve(puzzle.model(), budget);
                if (r.status() == Result.Status.WRONG) {
                    System.err.println(peers.get(k).name() + " returned an answer to " + puzzle.label()
                            + " that breaks a rule");
                }
                solved[k] += r.solved() ? 1 : 0;
                seconds[k] += r.seconds();
                cells[k] = r.cell();
            }
            StringBuilder row = new StringBuilder("| ").append(puzzle.label()).append(" |");
            for (String cell : cells) {
                row.append(' ').append(cell).append(" |");
            }
            System.out.println(row);
        }
        StringBuilder total = new StringBuilder("| solved, total s |");
        for (int k = 0; k < peers.size(); k++) {
            total.append(String.format(Locale.ROOT, " %d/%d, %.1f |", solved[k], list.size(), seconds[k]));
        }
        System.out.println(total);
        System.out.printf(Locale.ROOT, "%nload average at the end: %.2f%n", load());
    }

    /** Solves an empty 9x9 and an empty 25x25 grid, untimed, so the first measured puzzle pays no start-up. */
    private static void warmUp(Peer peer) {
        for (int n : new int[] {9, 25}) {
            RuleModel empty = OneLineFormat.rules(n);
            Result r = peer.solve(empty, Duration.ofSeconds(30));
            if (!r.solved()) {
                throw new IllegalStateException(peer.name() + " did not solve an empty " + n + "x" + n
                        + " grid while warming up: " + r.cell());
            }
        }
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static String fileName(String label) {
        return label.replaceAll("[^A-Za-z0-9_.-]+", "_");
    }
}
