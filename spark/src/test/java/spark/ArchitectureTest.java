package spark;

import com.tngtech.archunit.core.domain.JavaClasses;
import grid.testkit.PackageCycles;
import org.junit.jupiter.api.Test;
import solver.architecture.StaticState;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The Spark module stands beside the tester, not on it: what both command lines share (the catalogue of
 * types and solvers, batch lines, exit codes, output checks, generated puzzles) lives in {@code solver.catalog}
 * and {@code cli}, so no main class here reads anything of {@code tester}. Nor does one keep static
 * mutable state ({@link StaticState}): an executor runs many tasks in one JVM. Its packages form no cycle.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = PackageCycles.mainClasses("spark");

    @Test
    void thePackagesOfSparkFormNoCycle() {
        PackageCycles.check("spark", MAIN);
    }

    @Test
    void noStaticMutableState() {
        StaticState.check(MAIN);
    }

    /**
     * The Spark module is no named module (Spark's own jars carry no module names), so the solver module's
     * descriptor does not keep it off the engine: this rule does, to the packages that module exports.
     */
    @Test
    void sparkUsesOnlyTheSolversLibrary() {
        noClasses().that().resideInAPackage("spark..")
                .should().dependOnClassesThat().resideInAnyPackage("solver.engine..", "solver.rules..", "solver.csp..",
                        "solver.exactcover..", "solver.backtrack..", "solver.candidates..")
                .check(MAIN);
    }

    @Test
    void sparkImportsNothingOfTheTester() {
        noClasses().that().resideInAPackage("spark..")
                .should().dependOnClassesThat().resideInAPackage("tester..")
                .check(MAIN);
    }
}
