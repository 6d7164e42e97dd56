package solver.engine.core;

/**
 * Learned clauses as {@link Domains#propagate} sees them: shown every trail entry in order, after peer
 * elimination and before the propagators, they make a unit clause's last literal true or report a clause
 * that every literal of has made false. The clause store of the learning package is the one
 * implementation, so the call stays monomorphic; it lives here so that the domains need nothing of the
 * learning package.
 */
public interface ClausePropagation {

    /**
     * Shows trail entry {@code entry} of {@code d} to the clauses watching what it changed; returns the
     * id of a clause found false, or -1 (narrowings it forces are made through {@code d} on the way).
     */
    int propagate(Domains d, int entry);
}
