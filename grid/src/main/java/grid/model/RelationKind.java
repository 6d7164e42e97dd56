package grid.model;

/**
 * A rule between the symbol values {@code x} (of cell a) and {@code y} (of cell b) of a {@link Relation},
 * with an integer parameter {@code p}. Each kind answers {@link #allows} on values; solvers turn that
 * into support tables once, so the hot loops never call it.
 */
public enum RelationKind {
    /** |x - y| = p: a Kropki white dot (p = 1), an f-puzzles "difference". */
    DIFFERENCE {
        @Override
        public boolean allows(int x, int y, int p) {
            return Math.abs(x - y) == p;
        }
    },
    /** x = p * y or y = p * x: a Kropki black dot (p = 2), an f-puzzles "ratio". */
    RATIO {
        @Override
        public boolean allows(int x, int y, int p) {
            return (long) x == (long) p * y || (long) y == (long) p * x;
        }
    },
    /** {@code x < y}: a Futoshiki sign pointing from a to b ({@code a < b}). The parameter is unused. */
    LESS_THAN {
        @Override
        public boolean allows(int x, int y, int p) {
            return x < y;
        }
    },
    /** |x - y| >= p: the Dutch Miracle's corner-touching cells on a positive diagonal (p = 4). */
    MIN_DIFFERENCE {
        @Override
        public boolean allows(int x, int y, int p) {
            return Math.abs(x - y) >= p;
        }
    },
    /** |x - y| != p: anti-Kropki, "no white dot here". */
    NOT_DIFFERENCE {
        @Override
        public boolean allows(int x, int y, int p) {
            return Math.abs(x - y) != p;
        }
    },
    /** neither x = p * y nor y = p * x: anti-Kropki, "no black dot here". */
    NOT_RATIO {
        @Override
        public boolean allows(int x, int y, int p) {
            return !RATIO.allows(x, y, p);
        }
    },
    /** x + y = p: an f-puzzles XV mark (X: p = 10, V: p = 5). */
    SUM {
        @Override
        public boolean allows(int x, int y, int p) {
            return (long) x + y == p;
        }
    },
    /** x + y != p: "no X (or V) here", f-puzzles' negative XV. */
    NOT_SUM {
        @Override
        public boolean allows(int x, int y, int p) {
            return (long) x + y != p;
        }
    },
    /** x = y: palindrome lines and clones (the parameter is unused). */
    EQUAL {
        @Override
        public boolean allows(int x, int y, int p) {
            return x == y;
        }
    },
    /** {@code x <= y}: a step of a slow thermometer, from the bulb (the parameter is unused). */
    AT_MOST {
        @Override
        public boolean allows(int x, int y, int p) {
            return x <= y;
        }
    },
    /**
     * Not both p: the two cells may share any value but p. A leaper that binds one digit only (a chess
     * move given values), or self-taxicab (the digit d never twice at taxicab distance d).
     */
    NOT_BOTH {
        @Override
        public boolean allows(int x, int y, int p) {
            return x != p || y != p;
        }
    };

    /** Whether value {@code x} in cell a and value {@code y} in cell b satisfy the rule. */
    public abstract boolean allows(int x, int y, int p);
}
