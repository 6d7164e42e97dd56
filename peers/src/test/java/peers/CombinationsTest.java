package peers;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CombinationsTest {

    private static final int[] ONE_TO_NINE = {1, 2, 3, 4, 5, 6, 7, 8, 9};

    @Test
    void twoCellsAddingUpToTen() {
        List<int[]> sets = Combinations.withSum(ONE_TO_NINE, 2, 10, 100);
        assertThat(sets).containsExactly(new int[] {0, 8}, new int[] {1, 7}, new int[] {2, 6}, new int[] {3, 5});
    }

    @Test
    void extremesHaveOneSetAndImpossibleTotalsNone() {
        assertThat(Combinations.withSum(ONE_TO_NINE, 9, 45, 100)).containsExactly(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8});
        assertThat(Combinations.withSum(ONE_TO_NINE, 3, 6, 100)).containsExactly(new int[] {0, 1, 2});
        assertThat(Combinations.withSum(ONE_TO_NINE, 3, 5, 100)).isEmpty();
        assertThat(Combinations.withSum(ONE_TO_NINE, 2, 18, 100)).isEmpty();
        assertThat(Combinations.withSum(ONE_TO_NINE, 10, 45, 100)).isEmpty();
    }

    @Test
    void worksOnSymbolValuesNotIndices() {
        int[] values = {0, 10, 20, 30};
        assertThat(Combinations.withSum(values, 2, 30, 100)).containsExactly(new int[] {0, 3}, new int[] {1, 2});
    }

    @Test
    void refusesMoreSetsThanTheLimit() {
        assertThatThrownBy(() -> Combinations.withSum(ONE_TO_NINE, 2, 10, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("more than 3");
    }
}
