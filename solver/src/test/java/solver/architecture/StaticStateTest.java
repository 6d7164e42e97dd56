package solver.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The static-state rules catch each kind of static mutable state, and let constants pass. */
class StaticStateTest {

    static final class Counter {
        static int made;
    }

    static final class GrowingList {
        static final List<String> SEEN = new ArrayList<>();
    }

    static final class LazyTable {
        static final String[] LAST = new String[2];
    }

    static final class SharedCount {
        static final AtomicLong CALLS = new AtomicLong();
    }

    static final class Constants {
        static final int SIDE = 9;
        static final List<String> NAMES = List.of("row", "column");
        static final Map<String, Integer> SIZES = Map.of("row", 9);
        static final String[] LABELS = {"a", "b"};
        static final int[] TABLE = new int[4];
    }

    private static JavaClasses of(Class<?> type) {
        return new ClassFileImporter().importClasses(type);
    }

    @Test
    void eachKindOfStaticMutableStateIsCaught() {
        assertThatThrownBy(() -> StaticState.check(of(Counter.class))).isInstanceOf(AssertionError.class)
                .hasMessageContaining("Counter.made");
        assertThatThrownBy(() -> StaticState.check(of(GrowingList.class))).isInstanceOf(AssertionError.class)
                .hasMessageContaining("modifiable java.util.ArrayList");
        assertThatThrownBy(() -> StaticState.check(of(LazyTable.class))).isInstanceOf(AssertionError.class)
                .hasMessageContaining("empty slot 0");
        assertThatThrownBy(() -> StaticState.check(of(SharedCount.class))).isInstanceOf(AssertionError.class)
                .hasMessageContaining("mutable type");
    }

    @Test
    void constantsPass() {
        assertThatCode(() -> StaticState.check(of(Constants.class))).doesNotThrowAnyException();
    }
}
