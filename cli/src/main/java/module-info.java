/**
 * What the tester's and the Spark module's command lines share: exit codes, batch lines and answers,
 * generated puzzles and the check of their options, the output-name check, the version.
 */
module io.github.sudokuvariants.cli {
    requires transitive io.github.sudokuvariants.solver;
    requires transitive info.picocli;

    exports cli;
}
