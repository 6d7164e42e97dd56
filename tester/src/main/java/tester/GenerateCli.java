package tester;

import cli.Counted;
import cli.CtrlC;
import cli.ExitCode;
import cli.GeneratedPuzzles;
import cli.Progress;
import cli.Version;
import grid.io.OutputException;
import grid.io.OutputFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import solver.generate.Generator;
import solver.generate.VariantGenerator;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code generate TYPE}: puzzles with exactly one solution, in the type's RMIT file format, each made
 * from its seed (puzzle i of {@code --count K} from seed S + i, or with {@code --difficulty} from the next
 * seed whose puzzle rates so), so a seed and the options repeat a
 * puzzle exactly. Without {@code --seed} a seed is drawn and named on stderr.
 */
@Command(name = "generate", mixinStandardHelpOptions = true, versionProvider = Version.class,
        header = "Make puzzles with exactly one solution (sudoku, killer, kropki, futoshiki, fpuzzles).",
        description = {"Makes puzzles with exactly one solution and prints them in the RMIT file format (or",
            "writes them with --out), one line per puzzle on stderr: its seed, its givens or cages, and the time.",
            "sudoku: givens taken away while the puzzle stays unique (minimal without --symmetry);",
            "killer: cages grown over a random solution and split until unique, no givens;",
            "kropki, futoshiki: givens and dots or signs taken away while unique (minimal in both);",
            "fpuzzles: rule instances of the --kinds read off a random solution, then givens taken away while",
            "unique; printed as f-puzzles JSON and, on the next line, its f-puzzles link.",
            "Exit: 0 made, 1 no puzzle of the asked difficulty within 1,000 seeds, 2 bad usage,"
                + " 4 an output could not be written."})
final class GenerateCli implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "TYPE", description = "sudoku, killer, kropki, futoshiki or fpuzzles")
    private String type;

    @Option(names = "--kinds", paramLabel = "KIND", split = ",",
            description = "fpuzzles: the rule kinds, as f-puzzles keys (thermometer, arrow, killercage, xsum, ...;"
                    + " see the README), and givenpencilmarks (default: thermometer,arrow,killercage)")
    private java.util.List<String> kinds;

    @Option(names = "--size", paramLabel = "N",
            description = "grid side: 4, 9, 16 or 25 (killer: 4, 9 or 16; kropki: 4 or 9; futoshiki: 4 to 9;"
                    + " fpuzzles: 4 to 16; default 9)")
    private int size = 9;

    @Option(names = "--seed", paramLabel = "S", description = "seed of the first puzzle (default: drawn, and named on stderr)")
    private Long seed;

    @Option(names = "--count", paramLabel = "K", description = "puzzles to make, from seeds S, S+1, ... (default 1)")
    private int count = 1;

    @Option(names = "--symmetry", paramLabel = "S",
            description = "sudoku: none, rotational (half turn) or diagonal (main diagonal); default none")
    private String symmetry = "none";

    @Option(names = "--minimal", description = "sudoku with a symmetry: also take away single givens while unique;"
            + " killer: merge neighbouring cages while unique")
    private boolean minimal;

    @Option(names = "--difficulty", paramLabel = "LEVEL",
            description = "easy, medium, hard, expert, master, extreme or trial (the rating by hand of solve --rate); seeds are"
                    + " tried from S upwards until a puzzle rates so")
    private String difficulty;

    @Option(names = "--cage", paramLabel = "C", description = "killer: largest cage grown, in cells (default 5, 4 on 4x4)")
    private Integer cage;

    @Option(names = "--out", paramLabel = "PATH",
            description = "one puzzle: the file to write (replaced atomically); several: an existing folder,"
                    + " which gets TYPE-NxN-SEED.in for each")
    private String out;

    private final PrintStream stdout;
    private final PrintStream stderr;

    GenerateCli(PrintStream stdout, PrintStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public Integer call() {
        String kind = type.toLowerCase(Locale.ROOT);
        if (kind.equals("fpuzzles")) {
            return variants();
        }
        if (!GeneratedPuzzles.KINDS.contains(kind)) {
            // the shared check names the kinds both generators make; this one makes fpuzzles too
            throw refuse("generate makes sudoku, killer, kropki, futoshiki and fpuzzles puzzles, not '" + type + "'");
        }
        if (kinds != null) {
            throw refuse("--kinds applies to fpuzzles");
        }
        Generator.Symmetry sym;
        try {
            sym = Generator.Symmetry.valueOf(symmetry.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw refuse("--symmetry is none, rotational or diagonal, not '" + symmetry + "'");
        }
        String problem = GeneratedPuzzles.problem(type, size, count, sym, cage, out, difficulty);
        if (problem != null) {
            throw refuse(problem);
        }
        int maxCage = GeneratedPuzzles.maxCage(size, cage);
        int level = difficulty == null ? 0 : GeneratedPuzzles.level(difficulty);
        long first = GeneratedPuzzles.firstSeed(seed, stderr);
        long s = first - 1;
        // A puzzle is made in one piece, which Ctrl-C cannot stop: it says what was made and the run ends.
        AtomicInteger made = new AtomicInteger();
        CtrlC ctrlC = CtrlC.install(stderr, () -> "Interrupted after " + made.get() + " of " + Counted.of(count, "puzzle")
                + (made.get() > 0 && out == null ? " (printed above)." : "."));
        try {
            return make(kind, sym, maxCage, level, s, made);
        } finally {
            ctrlC.disarm();
        }
    }

    /** Makes the puzzles from seed {@code before + 1} on, counting them in {@code made}; the exit code. */
    private int make(String kind, Generator.Symmetry sym, int maxCage, int level, long before, AtomicInteger made) {
        long s = before;
        for (int i = 0; i < count; i++) {
            long t0 = System.nanoTime();
            Generator.Generated p;
            int tries = 0;
            try (Progress progress = Progress.elapsed(stderr, "making puzzle " + (i + 1) + " of " + count, -1)) {
                do {
                    s++;
                    if (++tries > GeneratedPuzzles.MAX_TRIES) {
                        stderr.println("error: " + GeneratedPuzzles.noneRated(s - GeneratedPuzzles.MAX_TRIES, difficulty));
                        return ExitCode.NO_SOLUTION;
                    }
                    p = GeneratedPuzzles.make(kind, size, s, sym, maxCage, minimal);
                } while (level > 0 && GeneratedPuzzles.rating(p) != level);
            }
            double ms = (System.nanoTime() - t0) / 1e6;
            String text = GeneratedPuzzles.text(kind, p);
            stderr.println(GeneratedPuzzles.note(kind, size, s, p, ms));
            try {
                if (out == null) {
                    stdout.print(i > 0 ? "\n" + text : text);
                } else {
                    OutputFiles.write(GeneratedPuzzles.outFile(out, count, kind, size, s), text, stdout);
                }
            } catch (OutputException e) {
                stderr.println("error: " + e.getMessage());
                return ExitCode.WRITE_FAILED;
            }
            made.incrementAndGet();
        }
        return ExitCode.SOLVED;
    }

    /**
     * {@code generate fpuzzles}: variant puzzles ({@link VariantGenerator}), each its f-puzzles JSON and
     * link on standard output (or the JSON in the file or folder of {@code --out}, the link still printed).
     */
    private int variants() {
        java.util.List<String> asked = kinds == null ? java.util.List.of("thermometer", "arrow", "killercage")
                : kinds.stream().map(k -> k.strip().toLowerCase(Locale.ROOT)).toList();
        for (String k : asked) {
            if (!VariantGenerator.KINDS.contains(k)) {
                throw refuse("--kinds: no kind '" + k + "'; the kinds are " + String.join(", ", VariantGenerator.KINDS));
            }
        }
        if (!symmetry.equalsIgnoreCase("none") || minimal || difficulty != null || cage != null) {
            throw refuse("--symmetry, --minimal, --difficulty and --cage apply to sudoku, killer, kropki and futoshiki,"
                    + " not fpuzzles");
        }
        if (size < grid.io.FPuzzlesFormat.MIN_SIZE || size > grid.io.FPuzzlesFormat.MAX_SIZE) {
            throw refuse("--size for fpuzzles is " + grid.io.FPuzzlesFormat.MIN_SIZE + " to "
                    + grid.io.FPuzzlesFormat.MAX_SIZE + ", not " + size);
        }
        if (count < 1) {
            throw refuse("--count must be at least 1, not " + count);
        }
        if (out != null && GeneratedPuzzles.outProblem(out, count) != null) {
            throw refuse(GeneratedPuzzles.outProblem(out, count));
        }
        long first = GeneratedPuzzles.firstSeed(seed, stderr);
        for (int i = 0; i < count; i++) {
            long s = first + i;
            long t0 = System.nanoTime();
            VariantGenerator.Made made = VariantGenerator.make(size, s, asked);
            double ms = (System.nanoTime() - t0) / 1e6;
            StringBuilder what = new StringBuilder();
            for (int k = 0; k < asked.size(); k++) {
                what.append(k > 0 ? ", " : "").append(asked.get(k)).append(' ').append(made.instances()[k]);
            }
            stderr.printf(Locale.ROOT, "fpuzzles %dx%d, seed %d: %s; %d givens, %s (%.0f ms)%n", size, size, s, what,
                    made.model().givenCount(), made.settled() ? "unique" : "unique (some checks ran out of time)", ms);
            try {
                if (out == null) {
                    stdout.print((i > 0 ? "\n" : "") + made.json() + "\n" + made.link() + "\n");
                } else {
                    String file = count == 1 ? out : java.nio.file.Path.of(out, "fpuzzles-" + size + "x" + size + "-"
                            + s + ".json").toString();
                    OutputFiles.write(file, made.json() + "\n", stdout);
                    stdout.println(made.link());
                }
            } catch (OutputException e) {
                stderr.println("error: " + e.getMessage());
                return ExitCode.WRITE_FAILED;
            }
        }
        return ExitCode.SOLVED;
    }

    private CommandLine.ParameterException refuse(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
