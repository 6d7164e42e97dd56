package grid.model;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The model's records with array components are values: two made from equal contents (in new arrays) are
 * equal with equal hashes, and a change to any one component, an array's element included, makes them
 * differ.
 */
class RecordValuesTest {

    /** Each record made twice from fresh arrays, and variants that differ from it in one component each. */
    private record Case(Supplier<Object> make, List<Object> others) {
    }

    private static final int[][] CLASSES = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};

    @Test
    void equalContentsAreEqualAndAnyDifferentComponentDiffers() {
        List<Case> cases = List.of(
                new Case(() -> new AllowedValues("odd", 3, new int[]{1, 3}),
                        List.of(new AllowedValues("even", 3, new int[]{1, 3}), new AllowedValues("odd", 4, new int[]{1, 3}),
                                new AllowedValues("odd", 3, new int[]{1, 5}))),
                new Case(() -> new BetweenLine(new int[]{0, 1, 2}), List.of(new BetweenLine(new int[]{0, 1, 3}))),
                new Case(() -> new Cage(new int[]{0, 1}, 3), List.of(new Cage(new int[]{0, 1}, 4), new Cage(new int[]{0, 2}, 3))),
                new Case(() -> new EqualSums("zipper line", new int[]{0, 1, 2}, new int[][]{{0, 2}, {1}}),
                        List.of(new EqualSums("region sum line", new int[]{0, 1, 2}, new int[][]{{0, 2}, {1}}),
                                new EqualSums("zipper line", new int[]{0, 1, 2}, new int[][]{{0}, {1, 2}}))),
                new Case(() -> new Group(Group.Kind.ROW, 0, new int[]{0, 1}),
                        List.of(new Group(Group.Kind.BOX, 0, new int[]{0, 1}), new Group(Group.Kind.ROW, 1, new int[]{0, 1}),
                                new Group(Group.Kind.ROW, 0, new int[]{1, 0}))),
                new Case(() -> new Indexer("row indexer", new int[]{0, 1, 2}, 1),
                        List.of(new Indexer("column indexer", new int[]{0, 1, 2}, 1), new Indexer("row indexer", new int[]{0, 1, 2}, 2))),
                new Case(() -> new LinearSum("arrow", new int[]{0, 1}, new int[]{1, -1}, 0),
                        List.of(new LinearSum("arrow", new int[]{0, 1}, new int[]{1, -10}, 0),
                                new LinearSum("arrow", new int[]{0, 1}, new int[]{1, -1}, 1),
                                new LinearSum("double arrow", new int[]{0, 1}, new int[]{1, -1}, 0))),
                new Case(() -> new Quadruple(new int[]{0, 1, 9, 10}, new int[]{1, 2}),
                        List.of(new Quadruple(new int[]{0, 1, 9, 10}, new int[]{1, 3}))),
                new Case(() -> new Renban(new int[]{0, 1}), List.of(new Renban(new int[]{0, 2}))),
                new Case(() -> new Sandwich(new int[]{0, 1, 2, 3}, 5), List.of(new Sandwich(new int[]{0, 1, 2, 3}, 4))),
                new Case(() -> new Skyscraper(new int[]{0, 1, 2, 3}, 2), List.of(new Skyscraper(new int[]{3, 2, 1, 0}, 2))),
                new Case(() -> new TriadLine("entropic line", new int[]{0, 1}, CLASSES),
                        List.of(new TriadLine("entropic line", new int[]{0, 1}, new int[][]{{1, 4, 7}, {2, 5, 8}, {3, 6, 9}}))),
                new Case(() -> new XSum(new int[]{0, 1, 2, 3}, 6), List.of(new XSum(new int[]{0, 1, 2, 3}, 7))));
        for (Case c : cases) {
            Object a = c.make().get();
            Object b = c.make().get();
            assertThat(a).isNotSameAs(b).isEqualTo(b).hasSameHashCodeAs(b);
            for (Object other : c.others()) {
                assertThat(a).as("%s against %s", a, other).isNotEqualTo(other);
            }
            assertThat(a).isNotEqualTo(null).isNotEqualTo(new Object());
        }
    }
}
