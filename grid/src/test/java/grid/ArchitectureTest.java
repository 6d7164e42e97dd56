package grid;

import com.tngtech.archunit.core.domain.JavaClasses;
import grid.testkit.PackageCycles;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The package rules of the grid module, checked on its compiled main classes: its packages form no cycle,
 * and the rules themselves ({@code grid.model}) know nothing of how they are read, drawn or generated.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = PackageCycles.mainClasses("grid");

    @Test
    void thePackagesOfTheGridFormNoCycle() {
        PackageCycles.check("grid", MAIN);
    }

    @Test
    void theModelDependsOnNoOtherPackageOfTheGrid() {
        noClasses().that().resideInAPackage("grid.model")
                .should().dependOnClassesThat().resideInAnyPackage("grid", "grid.io..", "grid.render..", "grid.generate..")
                .check(MAIN);
    }
}
