package grid;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import grid.kinds.RuleKind;
import grid.model.Constraint;
import grid.testkit.Modules;
import grid.testkit.PackageCycles;
import org.junit.jupiter.api.Test;

import java.lang.module.ModuleDescriptor;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The package rules of the grid module, checked on its compiled main classes: its packages form no cycle;
 * the rules themselves ({@code grid.model}) know nothing of how they are read, drawn or generated; the rule
 * kinds ({@code grid.kinds}) know the model and no format or picture, which read them; and every rule of
 * the model ({@link Constraint}, not sealed) is the record of a kind, so the table of kinds is the one list
 * of them. The module exports every package: all of it is the library.
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
                .should().dependOnClassesThat().resideInAnyPackage("grid", "grid.io..", "grid.render..",
                        "grid.generate..", "grid.kinds..")
                .check(MAIN);
    }

    @Test
    void theKindsKnowTheModelAndNoFormatOrPicture() {
        noClasses().that().resideInAPackage("grid.kinds")
                .should().dependOnClassesThat().resideInAnyPackage("grid", "grid.io..", "grid.render..")
                .check(MAIN);
    }

    @Test
    void theModuleExportsEveryPackage() {
        ModuleDescriptor d = Modules.descriptor(RuleKind.class);
        assertThat(d.name()).isEqualTo("io.github.sudokuvariants.grid");
        assertThat(Modules.exported(d)).isEqualTo(new java.util.TreeSet<>(d.packages()))
                .contains("grid", "grid.io", "grid.kinds", "grid.model", "grid.render", "grid.generate");
    }

    @Test
    void everyRuleOfTheModelIsTheRecordOfAKind() {
        Set<String> rules = MAIN.stream().filter(c -> !c.isInterface() && c.isAssignableTo(Constraint.class))
                .map(JavaClass::getName).collect(Collectors.toSet());
        Set<String> records = Arrays.stream(RuleKind.values()).map(RuleKind::record).flatMap(Optional::stream)
                .map(Class::getName).collect(Collectors.toSet());
        assertThat(rules).isNotEmpty().isEqualTo(records);
    }
}
