package solver;

import grid.io.FPuzzlesFormat;
import grid.io.TextLines;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.backtrack.Backtracker;
import solver.rules.CompiledRules;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules added with {@code --constraint} that f-puzzles has no key for (leapers, taxicab and
 * self-taxicab distances, diagonal non-consecutive, a disjoint offset, knightmare, lockout lines), each alone and some
 * together on an empty 6x6 grid: {@code advanced} finds an answer exactly when the plain backtracker
 * does, and every answer keeps every rule by the independent {@link RuleChecker}.
 */
class AddedRulesSolveTest {

    @Test
    void advancedAndTheBacktrackerAgreeAndTheAnswersKeepTheRules() throws Exception {
        List<List<String>> cases = List.of(List.of("chess:1,2"), List.of("chess:2,2;v1,6"), List.of("taxi:3"),
                List.of("selftaxi"), List.of("dnc"), List.of("disjointoffset:2"), List.of("knightmare"),
                List.of("king", "dnc"), List.of("taxi:2", "knightmare:7"), List.of("chess:0,3;r1c1r2c2"),
                List.of("lockout:r1c1r2c2r3c3r4c4"), List.of("lockout:3;r1c1r1c2r2c3r3c4", "lockout:2;r6c1r5c1"),
                List.of("lockout:5;r1c1r1c6"));
        int solved = 0;
        for (List<String> extras : cases) {
            RuleModel model = FPuzzlesFormat.parse(TextLines.of("empty", "{\"size\": 6}".getBytes(StandardCharsets.UTF_8)),
                    extras).model();
            SolveResult advanced = new KillerAdvancedSolver().prepare(model).solve(model.givens(),
                    SolveOptions.firstSolution(), SolutionSink.NONE);
            SolveResult plain = new Backtracker(CompiledRules.of(model)).solve(model.givens(), SolveOptions.firstSolution(),
                    SolutionSink.NONE);
            assertThat(advanced.found()).as("%s", extras).isEqualTo(plain.found());
            if (advanced.found()) {
                solved++;
                assertThat(RuleChecker.isSolution(model, advanced.solution())).as("%s", extras).isTrue();
                assertThat(RuleChecker.isSolution(model, plain.solution())).as("%s", extras).isTrue();
            }
        }
        assertThat(solved).isGreaterThan(cases.size() / 2);
    }
}
