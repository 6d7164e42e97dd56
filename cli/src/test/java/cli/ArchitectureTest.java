package cli;

import com.tngtech.archunit.core.domain.JavaClasses;
import grid.testkit.Modules;
import grid.testkit.PackageCycles;
import org.junit.jupiter.api.Test;
import solver.architecture.StaticState;

import java.lang.module.ModuleDescriptor;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

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
    void theModuleExportsItsOnePackage() {
        ModuleDescriptor d = Modules.descriptor(ExitCode.class);
        assertThat(d.name()).isEqualTo("io.github.sudokuvariants.cli");
        assertThat(Modules.exported(d)).containsExactly("cli");
    }

    @Test
    void noStaticMutableState() {
        StaticState.check(MAIN);
    }
}
