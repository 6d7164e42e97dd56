package solver.engine;

import grid.kinds.RuleKind;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** The dispatch of rule kinds to propagator builders: every kind's record has one, and nothing else does. */
class ConstraintPropagatorsTest {

    @Test
    void everyKindOfRuleHasABuilder() {
        Set<Class<?>> records = Arrays.stream(RuleKind.values()).map(RuleKind::record).flatMap(Optional::stream)
                .collect(Collectors.toSet());
        assertThat(records).isNotEmpty();
        assertThat(ConstraintPropagators.kinds()).containsExactlyInAnyOrderElementsOf(records);
    }
}
