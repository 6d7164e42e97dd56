package tester;

import cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import solver.api.Outcome;
import solver.api.PreparedSolver;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

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

    private static Run run(Arguments args, PreparedSolver search) throws UsageException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new SolveCommand(args, InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), (solver, model) -> search).run();
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Arguments solve(String output, String render, boolean count, boolean json) {
        return new Arguments(EASY, "sudoku", "advanced", false, output, count, false, Long.MAX_VALUE,
                Duration.ofMillis(2500), render, 1, 7, json, Arguments.Question.ANSWER, false);
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
                && o.timeout().equals(Duration.ofMillis(2500))), any());
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
}
