package solver.candidates;

/**
 * Locked candidates (pointing and claiming): when a house can place a symbol only in the cells it shares
 * with another house, the other house must place it there too, so the symbol leaves the rest of that
 * other house. Callers give the candidates of the shared cells and of each house's rest as unions (or any
 * sets that agree with them on the shared symbols, such as the symbols in two segments or more of a band's
 * house); this is the rule on those sets.
 */
public final class LockedSymbols {

    private LockedSymbols() {
    }

    /**
     * The symbols to remove from the rest of the other house: those of the shared cells ({@code shared})
     * that the owner cannot place in its rest ({@code ownerRest}) and the other house's rest still holds
     * ({@code otherRest}).
     */
    public static long locked(long shared, long ownerRest, long otherRest) {
        return shared & ~ownerRest & otherRest;
    }
}
