package solver.engine;

import grid.FPuzzlesGrid;
import grid.generate.RandomPuzzles;
import grid.io.RmitFormat;
import grid.io.TextLines;
import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.catalog.Portfolio;
import solver.rules.CompiledRules;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Measures variants of the learning search against each other in one process (not a test): each puzzle
 * is solved by every variant in turn, the order rotating from puzzle to puzzle, so the machine's load
 * falls on all of them alike; each run has a budget of thread CPU time (with {@code workers=N}, a
 * {@link Portfolio} of N searches with a budget of wall time, the workers after the first joining after
 * {@code join} seconds, 0 by default, as the command line's 1) and its answer is checked by the rules. A
 * variant is the default plan of the puzzle's shape changed by modifiers joined with {@code +}:
 * <ul>
 *   <li>{@code plain}: {@link Tactics#PLAIN}, the search before phases and rephasing (no rephasing, no walk);
 *       {@code default}: the plan as {@link Plan#of} makes it;</li>
 *   <li>{@code focused}, {@code stable}, {@code alternating}: the restart modes; {@code notarget}: no target
 *       phases; {@code keeptarget}: the target kept across restarts (forgotten only at a rephase);</li>
 *   <li>{@code rephase=SCHEDULE} (e.g. {@code rephase=OI(BOBI)}), {@code interval=N} (default 1000),
 *       {@code both} (rephase in focused mode too); {@code walk=TICKS}: the walk's effort per conflict;
 *       {@code walkglue=G}: learned clauses of glue up to G are walk constraints (-1: none);
 *       {@code reuse}: restarts keep the decisions the next descent would take again;</li>
 *   <li>{@code lean}: houses by peers and hidden singles only (no matching, no locked candidates);
 *       {@code nomatch}, {@code nolock}; {@code leanmate}: the second worker of a portfolio is lean;
 *       {@code values}: a decision whose phase removes a symbol assigns the cell's saved value instead;
 *       {@code nohouseclauses}: the matched houses' hidden singles by their propagators, not as clauses;
 *       {@code noshare}, {@code share}: a portfolio's workers keep their clauses to themselves, or share them;
 *       {@code mate=V}: the second worker runs variant V (its modifiers joined by {@code :});</li>
 *   <li>{@code tiers}: {@link solver.engine.learning.ClauseDeletion#TIERED} deletion; {@code tier2=G}: used
 *       clauses of glue up to G kept; {@code glueupdate}: glue lowered on use; {@code reduce=FIRST:STEP}:
 *       reductions every FIRST + STEP × k conflicts; {@code vivify=P[:GAP]}: learned clauses vivified
 *       with P % of the search's narrowings, a round at most every GAP (500) conflicts; {@code noshrink},
 *       {@code shrink}: learned clauses shrunk after minimisation or not.</li>
 * </ul>
 * Sets: {@code large25} (the data folder's 18 Gecode 25x25), {@code killer16-5}, {@code killer16-6},
 * {@code killer16-7} (ten generated 16x16 killers each, as {@code EngineBench killer16} makes them),
 * {@code fpuzzles} (the repository's f-puzzles with a solution, CPU time per puzzle and seed, the median
 * of {@code runs}, summed), {@code killer1616} (RMIT's {@code killer_1616.in}); {@code walk:SET} runs each
 * variant that walks once on each puzzle of SET and reports what its walks did (rephases, moves, fewest
 * broken constraints).
 * <pre>
 * java -cp CP solver.engine.SearchBench data=DIR sets=large25,killer16-7 budget=10 seeds=0 \
 *     variants=plain,plain+rephase=OI(BOBI) [workers=2]
 * </pre>
 */
public final class SearchBench {

    private SearchBench() {
    }

    public static void main(String[] args) throws IOException {
        Map<String, String> opt = new LinkedHashMap<>();
        for (String a : args) {
            int eq = a.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("expected key=value, got " + a);
            }
            opt.put(a.substring(0, eq), a.substring(eq + 1));
        }
        Path data = Path.of(opt.getOrDefault("data", "/nonexistent"));
        List<String> sets = List.of(opt.getOrDefault("sets", "large25").split(","));
        double budget = Double.parseDouble(opt.getOrDefault("budget", "10"));
        String[] seedRange = opt.getOrDefault("seeds", "0").split("-");
        long firstSeed = Long.parseLong(seedRange[0]);
        long lastSeed = Long.parseLong(seedRange[seedRange.length - 1]);
        int runs = Integer.parseInt(opt.getOrDefault("runs", "5"));
        int workers = Integer.parseInt(opt.getOrDefault("workers", "1"));
        java.time.Duration join = java.time.Duration.ofMillis(
                Math.round(1000 * Double.parseDouble(opt.getOrDefault("join", "0"))));
        List<String> variants = splitVariants(opt.getOrDefault("variants", "plain"));
        System.out.printf(Locale.ROOT, "SearchBench: budget %.1f s CPU, seeds %d-%d, load average %.2f, variants %s%n",
                budget, firstSeed, lastSeed, load(), variants);
        for (String set : sets) {
            if (set.startsWith("walk:")) {
                walkReport(load(set.substring(5), data, Path.of(opt.getOrDefault("puzzles", "puzzles"))), variants, budget,
                        firstSeed);
                continue;
            }
            if (set.startsWith("profile:")) {
                java.util.Set<Integer> only = new java.util.TreeSet<>();
                for (String i : opt.getOrDefault("only", "").split(",")) {
                    if (!i.isBlank()) {
                        only.add(Integer.parseInt(i.trim()));
                    }
                }
                profile(load(set.substring(8), data, Path.of(opt.getOrDefault("puzzles", "puzzles"))), variants, budget,
                        firstSeed, only);
                continue;
            }
            if (set.equals("fpuzzles")) {
                fpuzzles(variants, runs, Path.of(opt.getOrDefault("puzzles", "puzzles")).resolve("fpuzzles"),
                        firstSeed, lastSeed);
                continue;
            }
            List<RuleModel> puzzles = load(set, data, Path.of(opt.getOrDefault("puzzles", "puzzles")));
            if (puzzles.isEmpty()) {
                System.out.println(set + ": no puzzles, skipped");
                continue;
            }
            run(set, puzzles, variants, budget, firstSeed, lastSeed, workers, join);
        }
        System.out.printf(Locale.ROOT, "load average at the end: %.2f%n", load());
    }

    /** Variants are separated by commas outside parentheses (a schedule holds none, but stays readable). */
    private static List<String> splitVariants(String text) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        StringBuilder cur = new StringBuilder();
        for (char ch : text.toCharArray()) {
            depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
            if (ch == ',' && depth == 0) {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(ch);
            }
        }
        out.add(cur.toString());
        return out;
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** The plan {@code variant} names for {@code model}. */
    static Plan plan(String variant, RuleModel model) {
        Plan base = Plan.of(Shape.of(CompiledRules.of(model)));
        Tactics t = base.tactics();
        Reasoning r = base.reasoning();
        String schedule = t.rephase();
        long interval = t.rephaseInterval();
        boolean stableOnly = t.rephaseStable();
        boolean leanMate = false;
        String mate = null;
        for (String mod : variant.split("\\+")) {
            String key = mod.contains("=") ? mod.substring(0, mod.indexOf('=')) : mod;
            String value = mod.contains("=") ? mod.substring(mod.indexOf('=') + 1) : "";
            switch (key) {
                case "default" -> {
                }
                case "plain" -> {
                    t = Tactics.PLAIN;
                    schedule = null;
                }
                case "focused" -> t = t.withModes(Tactics.Modes.FOCUSED);
                case "stable" -> t = t.withModes(Tactics.Modes.STABLE);
                case "alternating" -> t = t.withModes(Tactics.Modes.ALTERNATING);
                case "notarget" -> t = t.withTarget(false);
                case "keeptarget" -> t = t.withTargetPerRestart(false);
                case "rephase" -> schedule = value.equals("none") ? null : value;
                case "interval" -> interval = Long.parseLong(value);
                case "both" -> stableOnly = false;
                case "walk" -> t = t.withWalkEffort(Long.parseLong(value));
                case "reuse" -> t = t.withReuseTrail(true);
                case "values" -> t = t.withSavedValues(true);
                case "nohouseclauses" -> t = t.withHouseClauses(false);
                case "noshare" -> t = t.withShareClauses(false);
                case "share" -> t = t.withShareClauses(true);
                case "walkglue" -> t = t.withWalkGlue(Integer.parseInt(value));
                case "lean" -> r = r.withHouseMatching(false).withLockedCandidates(false);
                case "nomatch" -> r = r.withHouseMatching(false);
                case "nolock" -> r = r.withLockedCandidates(false);
                case "leanmate" -> leanMate = true;
                case "mate" -> mate = value.replace(':', '+');
                case "tiers" -> t = t.withDeletion(t.deletion().withTiers(2, 6, true));
                case "tier2" -> t = t.withDeletion(t.deletion().withTiers(2, Integer.parseInt(value), false));
                case "glueupdate" -> t = t.withDeletion(t.deletion().withTiers(t.deletion().coreGlue(),
                        t.deletion().tierGlue(), true));
                case "noshrink" -> t = t.withShrink(false);
                case "shrink" -> t = t.withShrink(true);
                case "vivify" -> {
                    String[] fs = value.split(":");
                    t = t.withVivify(new solver.engine.learning.Vivification(Integer.parseInt(fs[0]),
                            fs.length > 1 ? Integer.parseInt(fs[1]) : 500));
                }
                case "reduce" -> {
                    String[] fs = value.split(":");
                    t = t.withDeletion(t.deletion().withInterval(Integer.parseInt(fs[0]), Integer.parseInt(fs[1])));
                }
                default -> throw new IllegalArgumentException("unknown modifier " + mod + " in " + variant);
            }
        }
        Tactics tactics = t.withRephase(schedule, interval, stableOnly);
        Plan out = base.withReasoning(r).withTactics(tactics).withSearch(Plan.SearchKind.LEARNING);
        if (mate != null) {
            Plan m = plan(mate, model);
            out = out.withMates(List.of(new Plan.Member(m.reasoning(), m.tactics())));
        }
        if (leanMate) {
            out = out.withMates(List.of(new Plan.Member(r.withHouseMatching(false).withLockedCandidates(false), tactics)));
        }
        return out;
    }

    private static List<RuleModel> load(String set, Path data, Path puzzles) throws IOException {
        List<RuleModel> out = new ArrayList<>();
        switch (set) {
            case "large25" -> {
                Path file = data.resolve("large").resolve("gecode_sudoku_25x25.txt");
                if (!Files.exists(file)) {
                    return out;
                }
                RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(25));
                for (int[] g : EngineBench.read25(file, new ArrayList<>())) {
                    out.add(rules.withGivens(g));
                }
            }
            case "killer16-5", "killer16-6", "killer16-7" -> {
                int maxCage = set.charAt(set.length() - 1) - '0';
                java.util.Random random = new java.util.Random(16 * 100 + maxCage);
                for (int i = 0; i < 10; i++) {
                    out.add(RandomPuzzles.killer(16, RandomPuzzles.oneToN(16), maxCage, 0.0, random));
                }
            }
            case "killer1616" -> out.add(RmitFormat.readKiller(TextLines.read(puzzles.resolve("killer").resolve("killer_1616.in").toString())));
            default -> throw new IllegalArgumentException("no set " + set);
        }
        return out;
    }

    private static void run(String set, List<RuleModel> puzzles, List<String> variants, double budget, long firstSeed,
                            long lastSeed, int workers, java.time.Duration join) {
        int k = variants.size();
        int[] solved = new int[k];
        double[] total = new double[k];
        long[] nodes = new long[k];
        StringBuilder[] lines = new StringBuilder[k];
        for (int v = 0; v < k; v++) {
            lines[v] = new StringBuilder();
        }
        long budgetNanos = Math.round(budget * 1e9);
        int runsDone = 0;
        for (long seed = firstSeed; seed <= lastSeed; seed++) {
            for (int p = 0; p < puzzles.size(); p++) {
                RuleModel model = puzzles.get(p);
                for (int turn = 0; turn < k; turn++) {
                    int v = (turn + p + (int) seed) % k;
                    PreparedSolver engine = new EngineSolver(CompiledRules.of(model), plan(variants.get(v), model));
                    SolveResult r;
                    double s;
                    if (workers > 1) {
                        long t0 = System.nanoTime();
                        r = new Portfolio(engine, workers, join).solve(model.givens(),
                                SolveOptions.firstSolution().withSeed(seed)
                                        .withTimeout(java.time.Duration.ofNanos(budgetNanos)), SolutionSink.NONE);
                        s = (System.nanoTime() - t0) / 1e9;
                    } else {
                        long t0 = EngineBench.cpuNanos();
                        r = EngineBench.solveWithinCpu(engine, model.givens(), seed, budgetNanos);
                        s = (EngineBench.cpuNanos() - t0) / 1e9;
                    }
                    if (r.found()) {
                        EngineBench.check(model, r.solution(), set + " #" + p);
                        solved[v]++;
                    }
                    total[v] += r.found() ? s : budget;
                    nodes[v] += r.nodes();
                    lines[v].append(String.format(Locale.ROOT, " %s%.2f", r.found() ? "" : ">", s));
                }
                runsDone++;
            }
        }
        System.out.printf(Locale.ROOT, "%s (%d runs each, %s, load average now %.2f):%n", set, runsDone,
                workers > 1 ? "portfolios of " + workers + ", wall seconds" : "one search, thread CPU seconds", load());
        for (int v = 0; v < k; v++) {
            System.out.printf(Locale.ROOT, "  %-40s solved %2d/%d  total %7.1f s  nodes %,d%n    s:%s%n",
                    variants.get(v), solved[v], runsDone, total[v], nodes[v], lines[v]);
        }
    }

    /**
     * The f-puzzles with a solution: per variant, the sum over puzzles and seeds of the median CPU time of
     * {@code runs}.
     */
    private static void fpuzzles(List<String> variants, int runs, Path dir, long firstSeed, long lastSeed)
            throws IOException {
        if (!Files.isDirectory(dir)) {
            System.out.println("fpuzzles: no folder " + dir + ", skipped");
            return;
        }
        List<String> stems;
        try (Stream<Path> files = Files.list(dir)) {
            stems = files.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".solution"))
                    .map(f -> f.substring(0, f.length() - ".solution".length())).sorted().toList();
        }
        int k = variants.size();
        double[] sum = new double[k];
        StringBuilder apart = new StringBuilder();
        for (String stem : stems) {
            FPuzzlesGrid grid = new FPuzzlesGrid();
            grid.initGrid(dir.resolve(stem + ".json").toString());
            RuleModel model = grid.rules();
            for (long seed = firstSeed; seed <= lastSeed; seed++) {
                fpuzzle(model, stem + (firstSeed == lastSeed ? "" : " seed " + seed), seed, variants, runs, sum,
                        apart);
            }
        }
        System.out.printf(Locale.ROOT, "fpuzzles (%d puzzles, seeds %d-%d, sum of per-puzzle medians of %d,"
                + " prepare + solve, load average now %.2f):%n", stems.size(), firstSeed, lastSeed, runs, load());
        for (int v = 0; v < k; v++) {
            System.out.printf(Locale.ROOT, "  %-40s %8.1f ms%n", variants.get(v), sum[v]);
        }
        System.out.println("  puzzles whose medians differ by more than 1.5x (ms, in the order above):" + apart);
    }

    /** Adds to {@code sum} each variant's median CPU time on {@code model} with {@code seed} ({@link #fpuzzles}). */
    private static void fpuzzle(RuleModel model, String stem, long seed, List<String> variants, int runs,
                                double[] sum, StringBuilder apart) {
        int k = variants.size();
        double[][] times = new double[k][runs + 1];
        for (int r = 0; r <= runs; r++) {
            for (int turn = 0; turn < k; turn++) {
                int v = (turn + r) % k;
                Plan plan = Plan.of(Shape.of(CompiledRules.of(model)));
                Plan varied = plan(variants.get(v), model);
                // shapes that do not learn keep their own search: only the tactics and reasoning change
                Plan used = plan.search() == Plan.SearchKind.LEARNING ? varied : plan;
                long t0 = EngineBench.cpuNanos();
                SolveResult res = new EngineSolver(CompiledRules.of(model), used).solve(model.givens(),
                        SolveOptions.firstSolution().withSeed(seed), SolutionSink.NONE);
                times[v][r] = (EngineBench.cpuNanos() - t0) / 1e6;
                EngineBench.check(model, res.solution(), stem);
            }
        }
        double[] median = new double[k];
        for (int v = 0; v < k; v++) {
            double[] t = Arrays.copyOfRange(times[v], 1, runs + 1);
            Arrays.sort(t);
            median[v] = t[t.length / 2];
            sum[v] += median[v];
        }
        double lo = Arrays.stream(median).min().orElse(0);
        double hi = Arrays.stream(median).max().orElse(0);
        if (hi > 20 && hi > 1.5 * lo) {
            apart.append(String.format(Locale.ROOT, "%n    %s:", stem));
            for (double m : median) {
                apart.append(String.format(Locale.ROOT, " %.1f", m));
            }
        }
    }

    /** Propagated root domains (with explanations) of {@code model}'s givens over {@code net}, or null on a failure. */
    private static solver.engine.core.Domains rootDomains(solver.engine.core.Network net, RuleModel model) {
        solver.engine.core.Domains d = GivenDomains.of(net, model.givens());
        return d.propagate() ? d : null;
    }

    /**
     * Each variant once on each puzzle (those of {@code only}, or all), one search in thread CPU time, with
     * what its conflicts carried ({@link solver.engine.learning.ConflictCounts}): conflicts a CPU second,
     * single literals per learned clause at the implication point, after minimisation and after shrinking,
     * set literals and glue, reasons per conflict and literals per reason, and the shares of the time spent
     * finding implication points, minimising, shrinking, and in the rest of the search (propagation,
     * decisions, undo, storing clauses).
     */
    private static void profile(List<RuleModel> puzzles, List<String> variants, double budget, long seed,
                                java.util.Set<Integer> only) {
        System.out.println("puzzle variant: solved cpu-s conflicts conflicts/s | literals uip>min>shrink set glue"
                + " | reasons/conflict literals/reason conflict-literals | analysis% minimise% shrink% rest% | clauses kept"
                + " | vivification rounds tried shortened literals-removed");
        for (int p = 0; p < puzzles.size(); p++) {
            if (!only.isEmpty() && !only.contains(p)) {
                continue;
            }
            RuleModel model = puzzles.get(p);
            for (int turn = 0; turn < variants.size(); turn++) {
                String variant = variants.get((turn + p) % variants.size());
                Plan plan = plan(variant, model);
                CompiledRules rules = CompiledRules.of(model);
                long t0 = EngineBench.cpuNanos();
                solver.engine.core.Network net = new NetworkCompiler(rules, plan.reasoning()).compile();
                solver.engine.core.Domains d = rootDomains(net, model);
                if (d == null) {
                    continue;
                }
                long left = Math.max(1, Math.round(budget * 1e9) - (EngineBench.cpuNanos() - t0));
                java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
                long until = EngineBench.cpuNanos() + left;
                solver.api.SearchControl control = SolveOptions.firstSolution().withSeed(seed).withCancel(stop)
                        .withPace(() -> stop.compareAndSet(false, EngineBench.cpuNanos() > until))
                        .withTimeout(java.time.Duration.ofNanos(left * 20)).control();
                solver.engine.learning.ClauseLearning learning = new solver.engine.learning.ClauseLearning(d,
                        plan.tactics().deletion(), plan.tactics().vivify()).shrinking(plan.tactics().shrink());
                solver.engine.learning.ConflictCounts k = learning.analysis().counts();
                k.timedBy(EngineBench::cpuNanos);
                long s0 = EngineBench.cpuNanos();
                Plan.learning(plan.tactics(), net, null, d, control, SolutionSink.NONE, seed, learning).run();
                long spent = EngineBench.cpuNanos() - s0;
                double n = Math.max(1, k.conflicts());
                if (k.shrunkLiterals() != k.minimisedLiterals()) {
                    System.out.printf(Locale.ROOT, "  (shrinking removed %,d literals in all)%n",
                            k.minimisedLiterals() - k.shrunkLiterals());
                }
                System.out.printf(Locale.ROOT, "#%d %s: %s %.2f %,d %,.0f | %.1f>%.1f>%.1f %.1f %.1f | %.0f %.2f %.1f"
                                + " | %.0f%% %.0f%% %.1f%% %.0f%% | %,d | %s%n",
                        p, variant, control.solutions() > 0 ? "yes" : "no", spent / 1e9, k.conflicts(),
                        k.conflicts() / (spent / 1e9), k.uipLiterals() / n, k.minimisedLiterals() / n,
                        k.shrunkLiterals() / n, k.setLiterals() / n, k.glue() / n, k.reasons() / n,
                        k.reasonLiterals() / (double) Math.max(1, k.reasons()), k.conflictLiterals() / n,
                        100.0 * k.analysisTime() / spent, 100.0 * k.minimiseTime() / spent,
                        100.0 * k.shrinkTime() / spent,
                        100.0 * (spent - k.analysisTime() - k.minimiseTime() - k.shrinkTime()) / spent, learning.clauses().size(),
                        Arrays.toString(learning.clauses().vivified()));
            }
        }
    }

    /** Each walking variant once on each puzzle, with what its walks did. */
    private static void walkReport(List<RuleModel> puzzles, List<String> variants, double budget, long seed) {
        for (RuleModel model : puzzles) {
            for (String variant : variants) {
                Plan plan = plan(variant, model);
                CompiledRules rules = CompiledRules.of(model);
                solver.engine.core.Network net = new NetworkCompiler(rules, plan.reasoning()).compile();
                solver.engine.core.Domains d = rootDomains(net, model);
                if (d == null) {
                    System.out.println(variant + ": no solution at the root");
                    continue;
                }
                solver.api.SearchControl control = SolveOptions.firstSolution().withSeed(seed)
                        .withTimeout(java.time.Duration.ofMillis(Math.round(budget * 1000))).control();
                long t0 = EngineBench.cpuNanos();
                solver.engine.search.SearchLoop loop = Plan.learning(plan.tactics(), net,
                        new solver.engine.search.walk.CageSums(rules.cages(), rules.cageSums(), rules.values()), d,
                        control, SolutionSink.NONE, seed, new solver.engine.learning.ClauseLearning(d, plan.tactics().deletion(),
                                plan.tactics().vivify()).shrinking(plan.tactics().shrink()));
                loop.run();
                double s = (EngineBench.cpuNanos() - t0) / 1e9;
                String walks = "";
                if (loop.rephasing() instanceof solver.engine.search.choice.RephaseSchedule r) {
                    walks = " rephases " + r.history();
                    if (r.walk() instanceof solver.engine.search.walk.LocalWalk w) {
                        int[] kinds = w.fewestKinds();
                        walks += String.format(Locale.ROOT, ", %d walks, %,d moves, fewest broken %d (%d pairs of peers,"
                                + " %d cages, %d clauses); last walk: %d at its start, %d at best, %d clauses counted",
                                w.walks(), w.flips(), w.walks() == 0 ? -1 : w.fewest(), kinds[0], kinds[1], kinds[2],
                                w.lastStart(), w.lastBest(), w.lastClauses());
                    }
                }
                System.out.printf(Locale.ROOT, "%s: %s in %.1f CPU s (%.0f s wall budget), %,d conflicts, %,d restarts;%s%n",
                        variant, control.solutions() > 0 ? "solved" : "not solved", s, budget, loop.conflicts(),
                        loop.restarts(), walks);
            }
        }
    }
}
