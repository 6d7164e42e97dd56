package solver.engine.core;

/**
 * The state each propagator keeps between its runs in one search, by propagator id, made on first use
 * ({@link Propagator#state}); propagators themselves are immutable, so that one network serves many
 * searches. One per search; not thread-safe.
 */
final class PropagatorStates {

    private final Object[] states;

    PropagatorStates(int propagators) {
        states = new Object[propagators];
    }

    /** The state of propagator {@code p} (id {@code id}), made by {@link Propagator#newState} on first use. */
    Object of(Propagator p, int id, Domains d) {
        Object st = states[id];
        if (st == null) {
            st = p.newState(d);
            states[id] = st;
        }
        return st;
    }
}
