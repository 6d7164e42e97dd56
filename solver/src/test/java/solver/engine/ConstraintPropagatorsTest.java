package solver.engine;

import grid.model.Constraint;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/** The dispatch of rule kinds to propagator builders. */
class ConstraintPropagatorsTest {

    @Test
    void everyKindOfRuleHasABuilder() {
        Class<?>[] kinds = Constraint.class.getPermittedSubclasses();
        assertThat(kinds).isNotEmpty();
        assertThat(ConstraintPropagators.kinds()).containsExactlyInAnyOrderElementsOf(Arrays.asList(kinds));
    }
}
