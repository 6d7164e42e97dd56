package peers;

import grid.io.OneLineFormat;
import grid.model.Cage;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PeersTest {

    private static final Duration BUDGET = Duration.ofSeconds(20);

    /**
     * The peers; CaDiCaL and MiniSat too where their programs are installed (they are optional, so no test
     * needs them). The RMIT command holds no relations: {@link RmitCommandPeerTest} has its own.
     */
    static List<Peer> peers() {
        List<Peer> all = new ArrayList<>(List.of(new ChocoPeer(), new Sat4jPeer(), new CpSatPeer(1), new CpSatPeer(2),
                new EnginePeer()));
        CadicalPeer.find().ifPresent(all::add);
        MinisatPeer.find().ifPresent(all::add);
        return all;
    }

    private static void assertSolves(Peer peer, RuleModel puzzle) {
        Result r = peer.solve(puzzle, BUDGET);
        assertThat(r.status()).as(peer.name()).isEqualTo(Result.Status.SOLVED);
        assertThat(RuleChecker.isSolution(puzzle, r.solution())).isTrue();
        assertThat(r.nanos()).isPositive();
    }

    @ParameterizedTest
    @MethodSource("peers")
    void solvesSudoku4(Peer peer) throws Exception {
        assertSolves(peer, SmallPuzzles.sudoku4());
    }

    @ParameterizedTest
    @MethodSource("peers")
    void solvesSudoku9WithItsOnlySolution(Peer peer) throws Exception {
        RuleModel puzzle = SmallPuzzles.sudoku9();
        assertSolves(peer, puzzle);
        assertThat(OneLineFormat.format(puzzle, peer.solve(puzzle, BUDGET).solution())).isEqualTo(
                "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    }

    @ParameterizedTest
    @MethodSource("peers")
    void solvesKiller4(Peer peer) throws Exception {
        assertSolves(peer, SmallPuzzles.killer4());
    }

    @ParameterizedTest
    @MethodSource("peers")
    void solvesRelationsOnValues(Peer peer) {
        RuleModel puzzle = SmallPuzzles.relations4();
        assertSolves(peer, puzzle);
        int[] answer = peer.solve(puzzle, BUDGET).solution();
        assertThat(new int[] {answer[0], answer[1], answer[2], answer[3]}).containsExactly(0, 1, 2, 3);
    }

    @ParameterizedTest
    @MethodSource("peers")
    void provesClashingGivensUnsatisfiable(Peer peer) throws Exception {
        Result r = peer.solve(SmallPuzzles.clash4(), BUDGET);
        assertThat(r.status()).as(peer.name()).isEqualTo(Result.Status.UNSATISFIABLE);
        assertThat(r.solution()).isNull();
    }

    @ParameterizedTest
    @MethodSource("peers")
    void aKillerCageWithNoCombinationIsUnsatisfiable(Peer peer) throws Exception {
        RuleModel killer = SmallPuzzles.killer4();
        RuleModel.Builder b = RuleModel.builder("killer", killer.symbols()).boxes(2, 2).latinSquare().boxGroups();
        b.cage(new Cage(new int[] {0, 1}, 2));
        Result r = peer.solve(b.build(), BUDGET);
        assertThat(r.status()).as(peer.name()).isEqualTo(Result.Status.UNSATISFIABLE);
    }
}
