package cli;

import com.tngtech.archunit.core.domain.JavaClasses;
import grid.testkit.PackageCycles;
import org.junit.jupiter.api.Test;
import solver.architecture.StaticState;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The package rules of the cli module, what the tester's and the Spark module's command lines share: its
 * packages form no cycle, it reads nothing of either command line (they read it), and no main class
 * keeps static mutable state ({@link StaticState}).
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = PackageCycles.mainClasses("cli");

    @Test
    void thePackagesOfTheCliModuleFormNoCycle() {
        PackageCycles.check("cli", MAIN);
    }

    @Test
    void cliReadsNeitherCommandLine() {
        noClasses().that().resideInAPackage("cli..")
                .should().dependOnClassesThat().resideInAnyPackage("tester..", "spark..")
                .check(MAIN);
    }

    @Test
    void noStaticMutableState() {
        StaticState.check(MAIN);
    }
}
