package solver.engine.search.restart;

import solver.engine.search.RestartPolicy;
import solver.engine.search.choice.Phases;

/**
 * Two search modes taken in turn, as CaDiCaL does: a focused mode that restarts often ({@link GlueRestarts})
 * and a stable mode that restarts rarely (Luby runs of {@link #STABLE_UNIT} conflicts) and steers decisions
 * towards the target assignment (the target {@link Phases}). Each mode lasts twice as many conflicts as the one
 * before, starting with {@link #FIRST} in focused mode, so both get their share at every scale: focused
 * search finds the conflicts that prove a region empty, stable search extends the largest consistent
 * assignment it has met, which is what solves a satisfiable puzzle. A switch restarts the search.
 */
public final class Stabilizing implements RestartPolicy {

    public static final int FIRST = 1000;
    public static final int STABLE_UNIT = 1024;

    /** Told whether decisions aim at the target, or null when they never do. */
    private final Phases target;
    private final RestartPolicy focused = new GlueRestarts();
    private final RestartPolicy calm = RestartPolicy.luby(STABLE_UNIT);
    private RestartPolicy current = focused;
    private boolean stable;
    private long length = FIRST;
    private long left = FIRST;
    private boolean switching;

    /**
     * @param target told whether decisions aim at the target assignment (only in stable mode), or null to
     *               leave the phases alone
     */
    public Stabilizing(Phases target) {
        this.target = target;
        if (target != null) {
            target.targeting(false);
        }
    }

    @Override
    public void deadEnd(int glue) {
        current.deadEnd(glue);
        if (--left <= 0) {
            switching = true;
        }
    }

    @Override
    public boolean due() {
        return switching || current.due();
    }

    @Override
    public void restarted() {
        if (switching) {
            switching = false;
            stable = !stable;
            length *= 2;
            left = length;
            current = stable ? calm : focused;
            if (target != null) {
                target.targeting(stable);
            }
        } else {
            current.restarted();
        }
    }

    /** Whether the search is in stable mode. */
    public boolean stable() {
        return stable;
    }
}
