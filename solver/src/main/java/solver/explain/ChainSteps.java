package solver.explain;

/**
 * What the chain techniques share: the difficulty of a chain on Sudoku Explainer's scale (a base for
 * the kind of chain plus a bonus for its length), the choice of the easiest chain among those found,
 * and the chain in words ({@code r1c2=5 ⇒ r1c7≠5 ⇒ r3c8=5 (hidden single in box 3) ⇒ …}).
 */
final class ChainSteps {

    /** A chain shown in full up to this many potentials; a longer one shows its ends and how many are left out. */
    static final int SHOWN = 14;
    /** The largest side the chain techniques take on (a 16x16 board has 8,192 potentials). */
    static final int MAX_SIDE = 16;

    private ChainSteps() {
    }

    /**
     * Sudoku Explainer's length bonus, in tenths, for a chain resting on {@code complexity} potentials:
     * none up to 6, then one tenth more each time the length ({@code complexity - 2}) passes the next
     * of 4, 6, 8, 12, 16, 24, 32, ... (alternately times 3/2 and 4/3).
     */
    static int bonus(int complexity) {
        int length = complexity - 2;
        int ceiling = 4;
        int added = 0;
        boolean odd = false;
        while (length > ceiling) {
            added++;
            ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
            odd = !odd;
        }
        return added;
    }

    /**
     * The largest complexity a chain of base difficulty {@code base} (tenths) may have to come before the
     * best chain so far (difficulty {@code bestEr} in tenths, complexity {@code bestComplexity}); a chain
     * found later wins only if strictly easier. 0 when none can; {@link Integer#MAX_VALUE} without a best.
     */
    static int limit(int base, int bestEr, int bestComplexity) {
        if (bestEr == Integer.MAX_VALUE) {
            return Integer.MAX_VALUE;
        }
        int t = bestEr - base;
        if (t < 0) {
            return 0;
        }
        // the largest complexity with a bonus of at most m tenths is the m-th ceiling + 2
        int strictly = t >= 1 ? ceiling(t - 1) + 2 : 0;
        return Math.max(strictly, Math.min(bestComplexity - 1, ceiling(t) + 2));
    }

    /** The m-th (from 0) length past which the bonus grows: 4, 6, 8, 12, 16, 24, ... */
    private static int ceiling(int m) {
        int c = 4;
        boolean odd = false;
        for (int i = 0; i < m && c < 1 << 28; i++) {
            c = odd ? c * 4 / 3 : c * 3 / 2;
            odd = !odd;
        }
        return c;
    }

    /** Whether chains of this board are searched: up to {@link #MAX_SIDE} symbols. */
    static boolean fits(PencilMarks b) {
        return b.n <= MAX_SIDE;
    }

    /** The position chains start from: the candidates of the board (placed cells keep their symbol). */
    static long[] position(PencilMarks b) {
        return b.cand.clone();
    }

    /** A potential in words: {@code r1c2=5} (on) or {@code r1c2≠5} (off). */
    static String potential(PencilMarks b, int p) {
        int x = Propagation.candidate(p);
        return b.cell(x / b.n) + (Propagation.isOn(p) ? "=" : "≠") + b.symbol(x % b.n);
    }

    /** Why potential {@code p} of {@code prop} holds, in a few words, or "" when the link says it. */
    static String reason(Propagation prop, int p) {
        PencilMarks b = prop.b;
        int why = prop.why[p];
        int index = Propagation.index(why);
        String more = prop.hidden(p) > 0 && Propagation.isOn(p) ? ", as " + prop.hidden(p) + " more "
                + (prop.hidden(p) == 1 ? "candidate is" : "candidates are") + " gone" : "";
        return switch (Propagation.kind(why)) {
            case Propagation.CELL -> Propagation.isOn(p) ? " (naked single" + more + ")" : "";
            case Propagation.HOUSE -> " (hidden single in " + b.house(index) + more + ")";
            case Propagation.MUST -> " (only place in " + RuleNames.rule(b, b.logic().origin(index)) + more + ")";
            case Propagation.RULE -> " (" + RuleNames.rule(b, b.logic().origin(index)) + ")";
            case Propagation.NESTED -> " (" + prop.nested.describe(index) + ")";
            case Propagation.LINK -> prop.parent(p) < 0 ? "" : linkRule(b, Propagation.candidate(prop.parent(p)),
                    Propagation.candidate(p));
            default -> "";
        };
    }

    /**
     * The rule behind the weak link between candidates x (on) and y (so off), in words ({@code " (white dot
     * between r1c1 and r1c2)"}): a relation between their cells that forbids the pair, or a rule over both
     * cells whose propagator, with x placed, removes y; "" when none is found on the board as it is.
     */
    static String linkRule(PencilMarks b, int x, int y) {
        int n = b.n;
        int cx = x / n;
        int cy = y / n;
        java.util.List<grid.model.Relation> relations = b.model.relations();
        for (int i = 0; i < relations.size(); i++) {
            solver.rules.RelationSupport t = b.compiled.relations().get(i);
            boolean forward = t.a() == cx && t.b() == cy;
            if ((forward || t.a() == cy && t.b() == cx) && t.words() == 1) {
                long allowed = forward ? t.fromA()[x % n] : t.fromB()[x % n];
                if ((allowed >>> (y % n) & 1) == 0) {
                    return " (" + RuleNames.relation(b, relations.get(i)) + ")";
                }
            }
        }
        if (!b.hasRules()) {
            return "";
        }
        solver.engine.LogicNetwork logic = b.logic();
        RuleRunner runner = b.runner();
        long[] removed = new long[b.cand.length];
        for (int id = 0; id < logic.count(); id++) {
            solver.engine.RuleOrigin.Source source = logic.origin(id).source();
            if (source == solver.engine.RuleOrigin.Source.HOUSE || source == solver.engine.RuleOrigin.Source.RELATION) {
                continue;
            }
            int[] scope = logic.propagator(id).cells();
            if (!Steps.contains(scope, cx) || !Steps.contains(scope, cy) || !runner.load(b.cand)) {
                continue;
            }
            java.util.Arrays.fill(removed, 0);
            if (runner.probe(id, scope, cx, x % n, b, removed) && (removed[cy] >>> (y % n) & 1) != 0) {
                return " (" + RuleNames.rule(b, logic.origin(id)) + ")";
            }
        }
        return "";
    }

    /** The chain to {@code p} in words, its ends shown in full and long middles cut. */
    static String chain(Propagation prop, int p) {
        return chain(prop, prop.path(p), -1);
    }

    /**
     * The potentials of {@code path} in words, joined by ⇒, then {@code last} (a potential not in the
     * search, e.g. a contradiction's other half) when it is not -1.
     */
    static String chain(Propagation prop, int[] path, int last) {
        int total = path.length + (last >= 0 ? 1 : 0);
        StringBuilder out = new StringBuilder();
        int head = total <= SHOWN ? total : SHOWN / 2;
        int tail = total <= SHOWN ? 0 : SHOWN / 2 - 1;
        for (int i = 0; i < total; i++) {
            if (i >= head && i < total - tail) {
                if (i == head) {
                    out.append(" ⇒ … (").append(total - head - tail).append(" more) …");
                }
                continue;
            }
            int q = i < path.length ? path[i] : last;
            out.append(i > 0 ? " ⇒ " : "").append(potential(prop.b, q));
            if (i < path.length) {
                out.append(reason(prop, q));
            }
        }
        return out.toString();
    }

    /** A difficulty in tenths as a double: 66 → 6.6. */
    static double er(int tenths) {
        return tenths / 10.0;
    }
}
