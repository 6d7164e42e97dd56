/**
 * Other solvers run in this JVM as benchmark peers of the project's engine: Choco 4.10 ({@link
 * peers.ChocoPeer}), sat4j on a direct CNF encoding ({@link peers.Sat4jPeer}, {@link peers.SatEncoding},
 * which also writes DIMACS for an external SAT solver) and OR-tools CP-SAT ({@link peers.CpSatPeer}), all
 * behind {@link peers.Peer}, each reading only the solver-neutral {@code grid.model.RuleModel}. Every
 * answer is checked by {@code grid.model.RuleChecker} before it counts ({@link peers.Result}).
 *
 * <p>The module is built only under the Maven profile {@code peers}, so the default build never downloads
 * these solvers: {@code mvn -B -Ppeers -pl peers -am package -DskipTests}, then
 * {@code java -jar peers/target/peers.jar} runs {@link peers.PeerBench}; {@link peers.ChocoBench} compares
 * the engine with Choco on many small puzzles. See {@code peers/README.md}.
 */
package peers;
