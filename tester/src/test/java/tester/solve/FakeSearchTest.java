package tester.solve;

import cli.ExitCode;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import solver.SudokuSolver;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.engine.EngineSolver;
import solver.rules.CompiledRules;
import tester.common.Options;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiFunction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

/**
 * The solve command against a faked search (Mockito): outcomes that a real search reaches only after
 * its time limit or a long count come back at once, so what the command prints and writes for them
 * is checked exactly, and so is what the command asks of the search.
 */
class FakeSearchTest {

    @TempDir
    Path dir;

    private static final String EASY = Path.of("..", "puzzles", "sudoku", "easy-std-44-01.in").toString();

    private record Run(int code, String out, String err) {
    }

    private static Run run(Options args, PreparedSolver search) throws UsageException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new SolveCommand(args, InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), (solver, model) -> search).run();
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Options solve(String output, String render, boolean count, boolean json) {
        return Options.of(EASY, "sudoku", "advanced").output(output).count(count).timeout(Duration.ofMillis(2500))
                .render(render).threads(1).seed(7).json(json).build();
    }

    @Test
    void byDefaultAPuzzleStillOpenAfterTheFirstSecondGetsEveryCore() throws Exception {
        List<SolveOptions> asked = Collections.synchronizedList(new ArrayList<>());
        List<Long> askedAt = Collections.synchronizedList(new ArrayList<>());
        // the first search (the caller's seed) finds nothing until it is stopped, or for 3 s where there is
        // one core; the searches that join it are the real engine's
        BiFunction<SudokuSolver, RuleModel, PreparedSolver> preparer = (solver, model) -> {
            PreparedSolver real = new EngineSolver(CompiledRules.of(model));
            return (givens, options, sink) -> {
                asked.add(options);
                askedAt.add(System.nanoTime());
                if (options.seed() == 7) {
                    long until = System.nanoTime() + 3_000_000_000L;
                    while (!options.cancel().get() && System.nanoTime() < until) {
                        Thread.onSpinWait();
                    }
                    if (options.cancel().get()) {
                        return new SolveResult(Outcome.CANCELLED, 0, null, 3, 1, 0, 1_000_000);
                    }
                }
                return real.solve(givens, options, sink);
            };
        };
        Options byDefault = Options.of(EASY, "sudoku", "advanced").output(dir.resolve("a.csv").toString()).seed(7).build();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        long t0 = System.nanoTime();
        int code = new SolveCommand(byDefault, InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), preparer).run();
        assertThat(code).isEqualTo(ExitCode.SOLVED);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Valid solution.");
        int cores = Runtime.getRuntime().availableProcessors();
        assertThat(asked.get(0).seed()).isEqualTo(7);
        assertThat(asked).extracting(SolveOptions::timeout).containsOnlyNulls();
        if (cores > 1) {
            // the first search goes on, and one search per other core joins it after a second alone
            assertThat(asked).extracting(SolveOptions::seed)
                    .containsExactlyInAnyOrderElementsOf(java.util.stream.LongStream.range(7, 7 + cores).boxed().toList());
            for (int i = 1; i < asked.size(); i++) {
                assertThat(askedAt.get(i) - t0).isGreaterThanOrEqualTo(PlainSolve.ALONE.toNanos());
            }
        } else {
            assertThat(asked).hasSize(1);
        }
    }

    @Test
    void withThreadsOneOrAShortLimitTheSearchRunsAloneThroughout() throws Exception {
        for (Options args : new Options[] {solve(null, null, false, false),
            Options.of(EASY, "sudoku", "advanced").timeout(Duration.ofMillis(500)).seed(7).build()}) {
            PreparedSolver search = mock(PreparedSolver.class);
            when(search.solve(any(), any(), any())).thenReturn(new SolveResult(Outcome.TIMED_OUT, 0, null, 5, 2, 0, 0));
            assertThat(run(args, search).code()).isEqualTo(ExitCode.TIMEOUT);
            verify(search).solve(any(), argThat((SolveOptions o) -> leftOf(o.timeout(), args.timeout())), any());
            org.mockito.Mockito.verifyNoMoreInteractions(search);
        }
    }

    @Test
    void aTimeLimitSaysTheSearchStoppedNotThatThereIsNoSolution() throws Exception {
        PreparedSolver search = mock(PreparedSolver.class);
        when(search.solve(any(), any(), any())).thenReturn(new SolveResult(Outcome.TIMED_OUT, 0, null, 5, 2, 0, 0));
        Path answer = Files.writeString(dir.resolve("old.csv"), "keep\n");
        Path picture = dir.resolve("p.svg");
        Run r = run(solve(answer.toString(), picture.toString(), false, false), search);
        assertThat(r.code()).isEqualTo(ExitCode.TIMEOUT);
        assertThat(r.out()).startsWith("Stopped at the time limit of 2.5 s before an answer was found;"
                + " the puzzle may still have one.\n\ntime taken = ").doesNotContain("No solution")
                .endsWith(" sec.\n\nInvalid solution.\n");
        assertThat(Files.readString(answer)).isEqualTo("keep\n");
        assertThat(picture).exists();
        assertThat(r.err()).isEqualTo("note: " + picture
                + " shows the puzzle without an answer: the search stopped at its time limit\n");
        verify(search).solve(any(), argThat((SolveOptions o) -> o.maxSolutions() == 1 && o.seed() == 7
                && leftOf(o.timeout(), Duration.ofMillis(2500))), any());
    }

    @Test
    void aCountCutShortByTheTimeLimitIsAJsonLowerBound() throws Exception {
        PreparedSolver search = mock(PreparedSolver.class);
        when(search.solve(any(), any(), any())).thenReturn(new SolveResult(Outcome.TIMED_OUT, 41, null, 900, 850, 0, 0));
        Run r = run(solve(null, null, true, true), search);
        assertThat(r.code()).isEqualTo(ExitCode.TIMEOUT);
        assertThat(r.out()).contains("\"status\":\"time limit\"").contains("\"solutions\":41")
                .contains("\"complete\":false").contains("\"nodes\":900");
        verify(search).solve(any(), argThat((SolveOptions o) -> o.maxSolutions() == Long.MAX_VALUE), any());
    }

    @Test
    void ctrlCDuringACountIsSaidOnStandardErrorAsEverywhereElse() throws Exception {
        String easy = Path.of("..", "puzzles", "sudoku", "easy-std-44-01.in").toString();
        Options count = Options.of(easy, "sudoku", "advanced").count(true).build();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new SolveCommand(count, InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                (solver, model) -> (givens, options, sink) -> new SolveResult(Outcome.CANCELLED, 12, null, 40, 28, 0, 5)).run();
        assertThat(code).isEqualTo(ExitCode.INTERRUPTED);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("solutions: >=12\n").doesNotContain("Interrupted");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("Interrupted (Ctrl-C); nothing written.\n");
    }

    /**
     * Whether a search was given what is left of {@code limit}: the limit counts from the command's start, so
     * the search gets it less the time reading and preparing took, never more and never nothing.
     */
    private static boolean leftOf(Duration given, Duration limit) {
        return given != null && given.compareTo(Duration.ZERO) > 0 && given.compareTo(limit) <= 0;
    }
}
