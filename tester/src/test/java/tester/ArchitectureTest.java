package tester;

import com.tngtech.archunit.core.domain.JavaClasses;
import grid.testkit.PackageCycles;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The package rules of the tester module: its packages form no cycle; the command line ({@code tester},
 * the parser, its commands' options and the table of commands) sits on top, and the commands under it
 * ({@code tester.solve}, {@code tester.batch}, {@code tester.bench}, {@code tester.serve}) read nothing of
 * it, nor of each other; what they share ({@code tester.common}) reads none of them.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = PackageCycles.mainClasses("tester");

    private static final String[] COMMANDS = {"tester.solve..", "tester.batch..", "tester.bench..", "tester.serve.."};

    @Test
    void thePackagesOfTheTesterModuleFormNoCycle() {
        PackageCycles.check("tester", MAIN);
    }

    @Test
    void theCommandsReadNothingOfTheCommandLine() {
        noClasses().that().resideInAnyPackage(COMMANDS).should().dependOnClassesThat().resideInAPackage("tester")
                .check(MAIN);
    }

    @Test
    void eachCommandReadsNoOtherCommand() {
        for (String command : COMMANDS) {
            String[] others = java.util.Arrays.stream(COMMANDS).filter(c -> !c.equals(command)).toArray(String[]::new);
            noClasses().that().resideInAPackage(command).should().dependOnClassesThat().resideInAnyPackage(others)
                    .check(MAIN);
        }
    }

    @Test
    void whatTheCommandsShareReadsNoneOfThem() {
        noClasses().that().resideInAPackage("tester.common..").should().dependOnClassesThat()
                .resideInAnyPackage("tester", "tester.solve..", "tester.batch..", "tester.bench..", "tester.serve..")
                .check(MAIN);
    }
}
