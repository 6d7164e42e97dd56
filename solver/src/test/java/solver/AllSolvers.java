package solver;

import solver.api.PreparedSolver;
import solver.catalog.CspSolver;
import solver.catalog.PropagationSolver;

import java.util.List;

/**
 * Every solver class this module offers, one fresh instance each: the list the {@link PreparedSolver}
 * contract test runs. The tester's registry must not name a solver that is missing here (a test there
 * checks it), so a new solver joins the contract when it joins the command line.
 */
public final class AllSolvers {

    private AllSolvers() {
    }

    /** One instance of every concrete solver. */
    public static List<SudokuSolver> all() {
        return List.of(new BackTrackingSolver(), new KillerBackTrackingSolver(), new AlgorXSolver(),
                new DancingLinksSolver(), CspSolver.backtracking(), CspSolver.naive(),
                CspSolver.forwardChecking(), CspSolver.ac3(), new KillerAdvancedSolver(), new PropagationSolver());
    }
}
