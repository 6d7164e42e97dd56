package solver.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import grid.testkit.Modules;
import grid.testkit.PackageCycles;
import org.junit.jupiter.api.Test;
import solver.SudokuSolver;

import java.lang.module.ModuleDescriptor;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The package rules of the solver module, checked on its compiled main classes: its packages form no
 * cycle; the API every algorithm implements ({@code solver.api}) depends on no other package of the
 * module, so an algorithm can be read, built and tested against the API alone; and the engine's
 * sub-packages are layered: {@code core} (domains, trail, queue, the propagator and explanation
 * contracts) needs no other part of the engine, the propagators need only the core, the search loop and
 * its strategies know no propagator and no learning, learning plugs into the search through its
 * {@code Learning} interface, and only the engine's top package ({@code EngineSolver}, {@code Plan}, the
 * network compiler) puts the parts together. The reasoning on candidate masks that propagators, kernels
 * and the backtracker share ({@code solver.candidates}) is a leaf: it depends on nothing else of the module.
 * No main class keeps static mutable state ({@link StaticState}). The module exports the library (the API,
 * the skeleton's solvers, the catalogue, explanations, generators) and not the engine behind it.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = PackageCycles.mainClasses("solver");

    @Test
    void thePackagesOfTheSolverFormNoCycle() {
        PackageCycles.check("solver", MAIN);
    }

    @Test
    void theModuleExportsTheLibraryAndNotTheEngine() {
        ModuleDescriptor d = Modules.descriptor(SudokuSolver.class);
        assertThat(d.name()).isEqualTo("io.github.sudokuvariants.solver");
        assertThat(Modules.exported(d)).containsExactly("solver", "solver.api", "solver.catalog", "solver.explain",
                "solver.generate");
        assertThat(d.packages()).contains("solver.engine", "solver.engine.core", "solver.rules", "solver.csp",
                "solver.exactcover", "solver.backtrack", "solver.candidates");
        assertThat(d.requires()).anySatisfy(r -> {
            assertThat(r.name()).isEqualTo("io.github.sudokuvariants.grid");
            assertThat(r.modifiers()).contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE);
        });
    }

    @Test
    void theEngineCoreNeedsNoOtherPartOfTheEngine() {
        noClasses().that().resideInAPackage("solver.engine.core..")
                .should().dependOnClassesThat().resideInAnyPackage("solver.engine", "solver.engine.propagators..",
                        "solver.engine.learning..", "solver.engine.search..", "solver.engine.kernels..")
                .check(MAIN);
    }

    @Test
    void propagatorsNeedOnlyTheCore() {
        noClasses().that().resideInAPackage("solver.engine.propagators..")
                .should().dependOnClassesThat().resideInAnyPackage("solver.engine", "solver.engine.learning..",
                        "solver.engine.search..", "solver.engine.kernels..")
                .check(MAIN);
    }

    @Test
    void theSearchKnowsNoPropagatorAndNoLearning() {
        noClasses().that().resideInAPackage("solver.engine.search..")
                .should().dependOnClassesThat().resideInAnyPackage("solver.engine", "solver.engine.propagators..",
                        "solver.engine.learning..", "solver.engine.kernels..")
                .check(MAIN);
    }

    @Test
    void learningPlugsIntoTheSearchAndKnowsNoPropagator() {
        noClasses().that().resideInAPackage("solver.engine.learning..")
                .should().dependOnClassesThat().resideInAnyPackage("solver.engine", "solver.engine.propagators..",
                        "solver.engine.kernels..", "solver.engine.search.choice..", "solver.engine.search.restart..")
                .check(MAIN);
    }

    @Test
    void kernelsStandAloneInTheEngine() {
        noClasses().that().resideInAPackage("solver.engine.kernels..")
                .should().dependOnClassesThat().resideInAnyPackage("solver.engine", "solver.engine.propagators..",
                        "solver.engine.learning..", "solver.engine.search..")
                .check(MAIN);
    }

    @Test
    void noStaticMutableState() {
        StaticState.check(MAIN);
    }

    @Test
    void theSharedReasoningDependsOnNoOtherPackageOfTheSolver() {
        noClasses().that().resideInAPackage("solver.candidates")
                .should().dependOnClassesThat(resideInAPackage("solver..").and(not(resideInAPackage("solver.candidates"))))
                .check(MAIN);
    }

    @Test
    void theApiDependsOnNoOtherPackageOfTheSolver() {
        noClasses().that().resideInAPackage("solver.api")
                .should().dependOnClassesThat(resideInAPackage("solver..").and(not(resideInAPackage("solver.api"))))
                .check(MAIN);
    }
}
