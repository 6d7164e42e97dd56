/**
 * Batch solving, counting and generation on Apache Spark: the tester's {@code batch}, {@code --count} and
 * {@code generate}, spread over a cluster (or over this machine's cores, {@code local[*]}) with the same
 * output. {@link spark.SparkCli} is the command line of both jars; {@link spark.BatchJob},
 * {@link spark.CountJob} and {@link spark.GenerateJob} are the jobs, usable from Java with any
 * {@code JavaSparkContext}. Nothing here solves: each job hands the project's solvers (by their names in the
 * catalogue, {@code solver.catalog.Registry}), readers ({@code OneLineFormat}, the grids' {@code initGrid}), batch lines
 * ({@code cli.BatchLines}) and generator ({@code cli.GeneratedPuzzles}) to the executors.
 *
 * <h2>How a batch keeps its order</h2>
 * Each data set is read with {@code textFile}, whose partitions are consecutive byte ranges of the file in
 * file order, and {@code zipWithIndex} gives each line its number in the file. Each partition's lines are
 * answered by one task in their order ({@code mapPartitions}, one solver prepared per task and grid side),
 * blank and comment lines are dropped by {@code filter}, and the files' RDDs are joined by {@code union},
 * which keeps the order of its inputs. Nothing shuffles, so the RDD's order is the input order: the driver
 * writes the answers partition by partition with {@code toLocalIterator}, which never holds more than one
 * partition, after one action ({@link spark.BatchJob#summary}) has solved them all in parallel into the
 * persisted RDD. Each answer carries its file and line number, so a line that is no puzzle is reported
 * as the tester reports it ({@code error: FILE:LINE: ...; line skipped}) and the run goes on.
 *
 * <h2>How splitting partitions the solutions</h2>
 * {@link spark.Split} unrolls the first D levels of a search on the driver: at each level every subproblem
 * branches on its open cell with the fewest values that break no rule, one child per such value. The
 * children of a subproblem fix one cell to different values, so no solution extends two of them, and every
 * solution extends the child of the value it holds in that cell; a value that breaks a rule with cells
 * already filled is in no solution. So the subproblems of depth D partition the solutions: their counts,
 * made on the executors by the project's counting ({@code PreparedSolver.solve} to the end of the space),
 * add up to the single-machine count, and their solutions, written in subproblem order, are the puzzle's
 * solutions, each once.
 *
 * <h2>Why tasks are deterministic</h2>
 * A task's output depends only on its partition's input: the lines of a byte range of a file, a slice of
 * the subproblem list made on the driver (the same list for the same puzzle and depth), a slice of the
 * seeds. The solvers run with a fixed seed and no time limit, the generator draws only from its seed,
 * and nothing reads another task or shared state. (One clock is left, the tester's own: the generator
 * gives each uniqueness check {@code Generator.CHECK_LIMIT}; a puzzle whose check ran out of time is
 * marked so in its note, as {@code generate} marks it, and may differ between runs. The small sizes
 * never come near it.) So when an executor is lost or a task fails,
 * Spark's new attempt of that partition computes exactly what the lost one would have, and as a result is
 * only taken from the attempt that finished, no answer is missing or counted twice (tests fail a first
 * attempt on purpose through {@link spark.TaskProbe}).
 */
package spark;
