package tester.batch;

import cli.BatchLines;

import java.util.List;

/**
 * What a batch run found, for its report: the puzzles read, their answers in input order ({@code done} of them
 * finished), the counts and how the run ended. Decided once in {@link BatchCommand}; a {@link BatchReport}
 * only words it.
 *
 * @param file      the data set as given ({@code -} for standard input)
 * @param solver    the solver's name as given
 * @param puzzles   the puzzles read, in input order
 * @param answers   their answers ({@code null} past {@code done})
 * @param done      how many puzzles, from the first, were finished
 * @param skipped   lines that could not be read
 * @param several   whether more than one solution was looked for (the answers then say unique or several)
 * @param seconds   the solving time
 * @param status    {@code done}, {@code interrupted} or {@code time limit}
 */
record BatchRun(String file, String solver, List<BatchLines.Entry> puzzles, BatchAnswer[] answers, int done,
                int skipped, boolean several, double seconds, String status) {

    /** Puzzles solved among those done. */
    int solved() {
        int solved = 0;
        for (int i = 0; i < done; i++) {
            solved += answers[i].solved() ? 1 : 0;
        }
        return solved;
    }

    /** Puzzles found to have several solutions among those done. */
    int multiple() {
        int multiple = 0;
        for (int i = 0; i < done; i++) {
            multiple += answers[i].multiple() ? 1 : 0;
        }
        return multiple;
    }

    /** The answer line of puzzle {@code i}; it says unique or several whenever more than one solution was looked for. */
    String line(int i) {
        BatchAnswer a = answers[i];
        int n = puzzles.get(i).n();
        return several ? BatchLines.answer(n, a.solution(), a.solved(), a.level(), a.multiple())
                : BatchLines.answer(n, a.solution(), a.solved(), a.level());
    }
}
