package solver.engine;

/**
 * VSIDS-style activity (Moskewicz et al.'s Chaff) on cells, for clause learning: each conflict analysis
 * raises the activity of the cells whose literals it used, and later conflicts count more (the increment
 * grows geometrically, which is the same as decaying all activities). The open cell of highest activity
 * is chosen, fewest candidates among equals, so that before the first conflict the choice is the
 * classic fewest-candidates one (unless the activities start at random, to vary searches by seed).
 */
final class Activity implements CellChoice, SearchMonitor {

    private static final double DECAY = 0.95;

    private final double[] activity;
    private double increment = 1;

    /** @param random null to start every cell at 0; else tiny random activities, which vary the first choices */
    Activity(int cellCount, Xorshift random) {
        this.activity = new double[cellCount];
        if (random != null) {
            for (int c = 0; c < cellCount; c++) {
                activity[c] = random.nextInt(1 << 20) * 1e-9;
            }
        }
    }

    @Override
    public void analysed(int[] cells, int count) {
        for (int i = 0; i < count; i++) {
            int c = cells[i];
            activity[c] += increment;
            if (activity[c] > 1e100) {
                for (int x = 0; x < activity.length; x++) {
                    activity[x] *= 1e-100;
                }
                increment *= 1e-100;
            }
        }
        increment /= DECAY;
    }

    @Override
    public int pick(long[] dom) {
        int best = -1;
        double bestActivity = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int c = 0; c < dom.length; c++) {
            long m = dom[c];
            if ((m & (m - 1)) == 0) {
                continue;
            }
            double a = activity[c];
            if (a > bestActivity || a == bestActivity && Long.bitCount(m) < bestCount) {
                best = c;
                bestActivity = a;
                bestCount = Long.bitCount(m);
            }
        }
        return best;
    }
}
