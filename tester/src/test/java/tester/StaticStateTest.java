package tester;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import solver.architecture.StaticState;

/**
 * No static mutable state in the main classes of the grid, cli and tester modules (the solver module
 * checks its own in its architecture test): static fields are final and hold constants.
 */
class StaticStateTest {

    @Test
    void gridCliAndTesterKeepNoStaticMutableState() {
        JavaClasses main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("grid", "cli", "tester");
        StaticState.check(main);
    }
}
