package solver.engine.search.choice;

import solver.engine.core.Domains;
import solver.engine.core.Literals;
import solver.engine.search.DecisionChoice;
import solver.engine.search.SearchMonitor;

/**
 * VSIDS on the Boolean variables "cell c holds symbol v" (Moskewicz et al.'s Chaff, with MiniSat's
 * heap): every conflict analysis raises the activity of each variable whose literal it met, later
 * conflicts counting more, and the search decides the unassigned variable of highest activity, with the
 * polarity its {@link Polarity} gives. A variable {@code (c, v)} is assigned once v is gone from c
 * (false) or c holds only v (true); it is coded {@code c << 6 | v}, a literal's code shifted right by one.
 *
 * <p>The heap holds every unassigned variable and possibly some assigned ones: a variable is dropped
 * only when it reaches the top assigned, and put back when an undo unassigns it ({@link #undone}).
 * Before the first conflict the activities order cells by fewest candidates (or at random, for a seeded
 * search), so the first descent is the classic one.
 */
public final class LiteralActivity implements DecisionChoice, SearchMonitor {

    private static final double DECAY = 0.95;

    private final double[] activity;
    private final int[] heap;
    /** position[var]: its index in the heap, or -1. */
    private final int[] position;
    private int size;
    private double increment = 1;
    private final Polarity polarity;
    private final boolean reuse;

    /**
     * @param root   the propagated root domains (their open variables fill the heap)
     * @param random null to start from fewest candidates; else tiny random activities
     */
    public LiteralActivity(long[] root, Polarity polarity, Xorshift random) {
        this(root, polarity, random, false);
    }

    /**
     * @param reuse whether a restart keeps the decisions that are more active than the next one would be
     *              ({@link #reusableLevels})
     */
    public LiteralActivity(long[] root, Polarity polarity, Xorshift random, boolean reuse) {
        this.reuse = reuse;
        int vars = root.length << 6;
        this.activity = new double[vars];
        this.heap = new int[vars];
        this.position = new int[vars];
        this.polarity = polarity;
        java.util.Arrays.fill(position, -1);
        for (int c = 0; c < root.length; c++) {
            long m = root[c];
            if ((m & (m - 1)) == 0) {
                continue;
            }
            double start = random == null ? 1e-9 / Long.bitCount(m) : random.nextInt(1 << 20) * 1e-15;
            for (long s = m; s != 0; s &= s - 1) {
                int var = c << 6 | Long.numberOfTrailingZeros(s);
                activity[var] = start;
                insert(var);
            }
        }
    }

    @Override
    public int pick(long[] dom) {
        while (size > 0) {
            int var = heap[0];
            long m = dom[var >>> 6];
            if ((m >>> (var & 63) & 1) != 0 && (m & (m - 1)) != 0) {
                int c = var >>> 6;
                int v = var & 63;
                return polarity.decision(c, v, m);
            }
            removeTop();
        }
        for (int c = 0; c < dom.length; c++) {
            long m = dom[c];
            if ((m & (m - 1)) != 0) {
                throw new IllegalStateException("open cell " + c + " missing from the heap");
            }
        }
        return -1;
    }

    /**
     * Trail reuse (van der Tak, Ramos and Heule): the levels from the first whose decided variables are all
     * at least as active as the open variable the search would decide next; a descent from the root would
     * take them again (the phases aside), so a restart need not undo them.
     */
    @Override
    public int reusableLevels(Domains d) {
        if (!reuse) {
            return 0;
        }
        int next = -1;
        while (size > 0) {
            int var = heap[0];
            long m = d.dom[var >>> 6];
            if ((m >>> (var & 63) & 1) != 0 && (m & (m - 1)) != 0) {
                next = var;
                break;
            }
            removeTop();
        }
        if (next < 0) {
            return d.level();
        }
        double bar = activity[next];
        int k = 0;
        while (k < d.level() && activity[d.decision(k + 1) >>> 1] >= bar) {
            k++;
        }
        return k;
    }

    @Override
    public void analysed(int[] vars, int count) {
        for (int i = 0; i < count; i++) {
            int var = vars[i];
            activity[var] += increment;
            if (activity[var] > 1e100) {
                for (int x = 0; x < activity.length; x++) {
                    activity[x] *= 1e-100;
                }
                increment *= 1e-100;
            }
            if (position[var] >= 0) {
                up(position[var]);
            }
        }
        increment /= DECAY;
    }

    @Override
    public void undone(int cell, long gone, long result) {
        long vars = (result & (result - 1)) == 0 ? gone | result : gone;
        for (long s = vars; s != 0; s &= s - 1) {
            int var = cell << 6 | Long.numberOfTrailingZeros(s);
            if (position[var] < 0) {
                insert(var);
            }
        }
    }

    private void insert(int var) {
        heap[size] = var;
        position[var] = size;
        up(size++);
    }

    private void removeTop() {
        int top = heap[0];
        position[top] = -1;
        size--;
        if (size > 0) {
            heap[0] = heap[size];
            position[heap[0]] = 0;
            down(0);
        }
    }

    private void up(int i) {
        int var = heap[i];
        double a = activity[var];
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (activity[heap[parent]] >= a) {
                break;
            }
            heap[i] = heap[parent];
            position[heap[i]] = i;
            i = parent;
        }
        heap[i] = var;
        position[var] = i;
    }

    private void down(int i) {
        int var = heap[i];
        double a = activity[var];
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && activity[heap[child + 1]] > activity[heap[child]]) {
                child++;
            }
            if (activity[heap[child]] <= a) {
                break;
            }
            heap[i] = heap[child];
            position[heap[i]] = i;
            i = child;
        }
        heap[i] = var;
        position[var] = i;
    }
}
