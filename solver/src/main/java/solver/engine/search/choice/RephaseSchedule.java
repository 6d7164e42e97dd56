package solver.engine.search.choice;

import solver.engine.core.Domains;
import solver.engine.search.Rephasing;

import java.util.function.BooleanSupplier;

/**
 * Rephasing on a schedule, as CaDiCaL does: the k-th rephase comes {@code interval × k} conflicts after the
 * one before (an arithmetic growth, so rephases thin out as a search lasts), and resets the saved phases
 * ({@link Phases}) by the next letter of a schedule: {@code O} original (every decision assigns), {@code I}
 * inverted (every decision removes), {@code F} flipped, {@code B} the best assignment since the last
 * {@code B}, {@code W} a local search's best ({@link PhaseWalk}, seeded from the saved phases). The schedule is
 * a prefix run once and a cycle repeated, written {@code "OI(BWOBWI)"} (CaDiCaL's stable-mode schedule).
 * A rephase may be allowed only in some states (stable mode: Kissat rephases only there); a due rephase
 * then waits for one.
 */
public final class RephaseSchedule implements Rephasing {

    private final Phases phases;
    private final String prefix;
    private final String cycle;
    private final long interval;
    private final BooleanSupplier allowed;
    private final PhaseWalk walk;
    private final int[] seed;
    private long next;
    private int count;
    private final StringBuilder done = new StringBuilder();

    /**
     * @param schedule letters of {@code OIFBW}, the cycle in parentheses at the end
     * @param interval conflicts before the first rephase, and the growth of the gaps after it
     * @param allowed  when a rephase may happen (checked when it is due)
     * @param walk     the local search behind {@code W}, or null when the schedule has none
     */
    public RephaseSchedule(Phases phases, String schedule, long interval, BooleanSupplier allowed, PhaseWalk walk) {
        int open = schedule.indexOf('(');
        if (open < 0 || !schedule.endsWith(")") || open + 2 >= schedule.length()) {
            throw new IllegalArgumentException("a schedule is a prefix and a non-empty cycle in parentheses: " + schedule);
        }
        this.prefix = schedule.substring(0, open);
        this.cycle = schedule.substring(open + 1, schedule.length() - 1);
        for (char k : (prefix + cycle).toCharArray()) {
            if ("OIFBW".indexOf(k) < 0) {
                throw new IllegalArgumentException("no rephase kind " + k + " in " + schedule);
            }
            if (k == 'W' && walk == null) {
                throw new IllegalArgumentException("schedule " + schedule + " walks but no walk is given");
            }
        }
        if (interval < 1) {
            throw new IllegalArgumentException("rephase interval " + interval);
        }
        this.phases = phases;
        this.interval = interval;
        this.allowed = allowed;
        this.walk = walk;
        this.seed = walk == null ? null : new int[walk.cellCount()];
        this.next = interval;
    }

    @Override
    public boolean due(long conflicts) {
        return conflicts >= next && allowed.getAsBoolean();
    }

    @Override
    public void rephase(Domains d, long conflicts) {
        char kind = count < prefix.length() ? prefix.charAt(count) : cycle.charAt((count - prefix.length()) % cycle.length());
        switch (kind) {
            case 'O' -> phases.rephaseOriginal();
            case 'I' -> phases.rephaseInverted();
            case 'F' -> phases.rephaseFlipped();
            case 'B' -> phases.rephaseBest();
            case 'W' -> {
                phases.savedAssignment(d.dom, seed);
                int[] found = walk.walk(d, seed, conflicts);
                phases.rephaseTo(found);
            }
            default -> throw new IllegalStateException("rephase kind " + kind);
        }
        done.append(kind);
        count++;
        next = conflicts + interval * (count + 1);
    }

    /** The local search behind {@code W}, or null. */
    public PhaseWalk walk() {
        return walk;
    }

    /** The kinds of the rephases so far, in order (one letter each). */
    public String history() {
        return done.toString();
    }
}
