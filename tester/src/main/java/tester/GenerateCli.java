package tester;

import cli.ExitCode;
import cli.GeneratedPuzzles;
import cli.Version;
import grid.io.OutputException;
import grid.io.OutputFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import solver.generate.Generator;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code generate TYPE}: puzzles with exactly one solution, in the type's RMIT file format, each made
 * from its seed (puzzle i of {@code --count K} from seed S + i, or with {@code --difficulty} from the next
 * seed whose puzzle rates so), so a seed and the options repeat a
 * puzzle exactly. Without {@code --seed} a seed is drawn and named on stderr.
 */
@Command(name = "generate", mixinStandardHelpOptions = true, versionProvider = Version.class,
        header = "Make puzzles with exactly one solution (sudoku, killer, kropki, futoshiki).",
        description = {"Makes puzzles with exactly one solution and prints them in the RMIT file format (or",
            "writes them with --out), one line per puzzle on stderr: its seed, its givens or cages, and the time.",
            "sudoku: givens taken away while the puzzle stays unique (minimal without --symmetry);",
            "killer: cages grown over a random solution and split until unique, no givens;",
            "kropki, futoshiki: givens and dots or signs taken away while unique (minimal in both).",
            "Exit: 0 made, 1 no puzzle of the asked difficulty within 1,000 seeds, 2 bad usage,"
                + " 4 an output could not be written."})
final class GenerateCli implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "TYPE", description = "sudoku, killer, kropki or futoshiki")
    private String type;

    @Option(names = "--size", paramLabel = "N",
            description = "grid side: 4, 9, 16 or 25 (killer: 4, 9 or 16; kropki: 4 or 9; futoshiki: 4 to 9; default 9)")
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
            description = "easy, medium, hard, expert or trial (the rating by hand of solve --rate); seeds are"
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
        for (int i = 0; i < count; i++) {
            long t0 = System.nanoTime();
            Generator.Puzzle p;
            int tries = 0;
            do {
                s++;
                if (++tries > GeneratedPuzzles.MAX_TRIES) {
                    stderr.println("error: " + GeneratedPuzzles.noneRated(s - GeneratedPuzzles.MAX_TRIES, difficulty));
                    return ExitCode.NO_SOLUTION;
                }
                p = GeneratedPuzzles.make(kind, size, s, sym, maxCage, minimal);
            } while (level > 0 && GeneratedPuzzles.rating(p) != level);
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
        }
        return ExitCode.SOLVED;
    }

    private CommandLine.ParameterException refuse(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
