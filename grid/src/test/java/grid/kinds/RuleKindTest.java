package grid.kinds;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The table of kinds names each kind once: labels, f-puzzles keys and command-line names are unique; the
 * document's keys are the keys of every kind but those of the cells; every kind the generator makes has
 * a key; and a kind's rule is found again by its label and record.
 */
class RuleKindTest {

    @Test
    void namesAreUniqueAndTheDocumentKeysAreThoseOfNoCell() {
        Set<String> labels = new HashSet<>();
        Set<String> keys = new HashSet<>();
        Set<String> options = new HashSet<>();
        List<String> document = new ArrayList<>();
        for (RuleKind k : RuleKind.values()) {
            assertThat(labels.add(k.label())).as("label %s", k.label()).isTrue();
            k.key().ifPresent(key -> assertThat(keys.add(key)).as("key %s", key).isTrue());
            for (String o : k.options()) {
                assertThat(options.add(o)).as("name %s", o).isTrue();
                assertThat(RuleKind.byOption(o)).contains(k);
            }
            if (k.key().isPresent() && !k.inCells()) {
                document.add(k.key().get());
            }
            if (RuleKind.generated().contains(k)) {
                assertThat(k.key()).as("%s is made by the generator", k).isPresent();
            }
        }
        assertThat(RuleKind.documentKeys()).isEqualTo(document);
        assertThat(RuleKind.optionNames()).containsExactlyInAnyOrderElementsOf(options);
    }

    @Test
    void aKindWithARecordHasAPicture() {
        for (RuleKind k : RuleKind.values()) {
            Optional<?> record = k.record();
            assertThat(k.layer().isPresent()).as("%s has a record and a picture, or neither", k).isEqualTo(record.isPresent());
        }
    }
}
