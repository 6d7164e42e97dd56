package grid.kinds;

import grid.model.AllowedValues;
import grid.model.BetweenLine;
import grid.model.Constraint;
import grid.model.EqualSums;
import grid.model.Group;
import grid.model.Indexer;
import grid.model.LinearSum;
import grid.model.LockoutLine;
import grid.model.Quadruple;
import grid.model.Renban;
import grid.model.RuleModel;
import grid.model.Sandwich;
import grid.model.Skyscraper;
import grid.model.TriadLine;
import grid.model.XSum;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * Every kind of rule the project reads from f-puzzles or from the command line, in one table: each kind's
 * label (its name in messages and in the model's rules), its f-puzzles key, its {@code --constraint}
 * names (Rangsk's SudokuSolver's), its model record, the shape of its entries ({@link Form}: how they read,
 * how the command line states them, how the generator makes them) and its picture. The f-puzzles reader
 * and writer, the command line's added rules, the renderer and the generator take their names from here;
 * the solver's propagators are keyed by the kinds' records ({@code solver.engine.ConstraintPropagators}).
 *
 * <p>A constant holds the kind's names; what else it is (its record, its form, its picture) is its arm of
 * {@link #define}, made when it is needed, so that reading a document makes only the forms of the kinds
 * it holds (a cold start of the command line pays for no other). The grid's own rules are read first
 * ({@link GridRules}), then the kinds of the other forms in the order they are declared here (the order of
 * the rules in a model). Adding a kind of an existing form is a constant and its arm here, with its record
 * (if the kind has one of its own), its propagator and the propagator's line in the solver: the checklist
 * is decision 0008 ({@code docs/decisions}).
 */
public enum RuleKind {

    // the grid's own rules, read together by GridRules (they depend on each other), and the rules
    // f-puzzles has no key for, given on the command line only
    ANTIKING("anti-king", "antiking", "king"),
    ANTIKNIGHT("anti-knight", "antiknight", "knight"),
    CHESS("chess leap", null, "chess"),
    TAXICAB("taxicab distance", null, "taxi"),
    SELF_TAXICAB("self-taxicab", null, "selftaxi"),
    DIAGONAL_NONCONSECUTIVE("diagonal nonconsecutive", null, "dnc"),
    DISJOINT_GROUPS("disjoint groups", "disjointgroups", "djg"),
    DISJOINT_OFFSET("disjoint offset", null, "disjointoffset"),
    POSITIVE_DIAGONAL("positive diagonal", "diagonal+", "dpos"),
    NEGATIVE_DIAGONAL("negative diagonal", "diagonal-", "dneg"),
    KNIGHTMARE("knightmare", null, "knightmare"),
    NONCONSECUTIVE("nonconsecutive", "nonconsecutive"),
    NEGATIVE("negative", "negative"),
    KILLER_CAGE("killer cage", "killercage", "killer"),
    EXTRA_REGION("extra region", "extraregion", "extraregion"),
    DIFFERENCE("difference dot", "difference"),
    RATIO("ratio dot", "ratio"),
    XV("xv mark", "xv"),

    // lines, cell marks and clues, each read by its form, in this order
    THERMOMETER("thermometer", "thermometer", "thermo"),
    WHISPERS("whispers", "whispers", "whispers"),
    PALINDROME("palindrome", "palindrome", "palindrome"),
    CLONE("clone", "clone", "clone"),
    MINIMUM(Extremes.MINIMUM, Extremes.MINIMUM, "min"),
    MAXIMUM(Extremes.MAXIMUM, Extremes.MAXIMUM, "max"),
    ODD("odd", "odd", "odd"),
    EVEN("even", "even", "even"),
    ARROW("arrow", "arrow", "arrow"),
    LITTLE_KILLER("little killer", "littlekillersum", "lk"),
    RENBAN(Renban.KIND, "renban", "renban"),
    BETWEEN_LINE(BetweenLine.KIND, "betweenline", "betweenline"),
    QUADRUPLE(Quadruple.KIND, "quadruple", "quad"),
    SLOW_THERMOMETER("slow thermometer", "slowthermometer", "slowthermo"),
    NABNER("nabner line", "nabner", "nabner"),
    ENTROPIC_LINE("entropic line", "entropicline", "entrol"),
    MODULAR_LINE("modular line", "modularline", "modl"),
    ZIPPER_LINE("zipper line", "zipperline", "zipper"),
    REGION_SUM_LINE("region sum line", "regionsumline", "rsl"),
    DOUBLE_ARROW("double arrow", "doublearrow", "doublearrow"),
    SANDWICH(Sandwich.KIND, "sandwichsum", "sandwich"),
    XSUM(XSum.KIND, "xsum", "xsum"),
    SKYSCRAPER(Skyscraper.KIND, "skyscraper", "skyscraper"),
    ROW_INDEXER("row indexer", "rowindexer", "rowindexer"),
    COLUMN_INDEXER("column indexer", "columnindexer", "colindexer"),
    BOX_INDEXER("box indexer", "boxindexer", "boxindexer"),

    // SudokuPad's lockout line, which f-puzzles lacks: lockout:[GAP;]CELLS, the gap 4 by default
    LOCKOUT_LINE(LockoutLine.KIND, null, "lockout"),

    // a key of the grid's cells, read with them
    GIVEN_PENCIL_MARKS("given pencil marks", "givenPencilMarks");

    /**
     * What the kind is beyond its names: the form of its entries with its meaning, and for a kind with a
     * record of its own the record and its picture. One arm per kind; its functions are made when the arm
     * first runs.
     */
    private Definition define() {
        return switch (this) {
            case ANTIKING, ANTIKNIGHT, DISJOINT_GROUPS, POSITIVE_DIAGONAL, NEGATIVE_DIAGONAL -> Definition.of(OwnForm.flag());
            case CHESS -> Definition.of(new DirectForm(Leaps::chess));
            case TAXICAB -> Definition.of(new DirectForm(Leaps::taxicab));
            case SELF_TAXICAB -> Definition.of(new DirectForm(Leaps::selfTaxicab));
            case DIAGONAL_NONCONSECUTIVE -> Definition.of(new DirectForm(Leaps::diagonalNonconsecutive));
            case DISJOINT_OFFSET -> Definition.of(new DirectForm(Leaps::disjointOffset));
            case KNIGHTMARE -> Definition.of(new DirectForm(Leaps::knightmare));
            case NONCONSECUTIVE, NEGATIVE -> Definition.of(OwnForm.grid());
            case KILLER_CAGE -> Definition.of(OwnForm.cages());
            case EXTRA_REGION -> Definition.of(OwnForm.regions());
            case DIFFERENCE -> Definition.of(OwnForm.pairs((x, y) -> Math.abs(x - y) == 1 ? "" : null));
            case RATIO -> Definition.of(OwnForm.pairs((x, y) -> x == 2 * y || y == 2 * x ? "" : null));
            case XV -> Definition.of(OwnForm.pairs((x, y) -> x + y == 10 ? "X" : x + y == 5 ? "V" : null));
            case THERMOMETER -> Definition.of(LineForm.of(2, LineRules::rising, LineRules::thermometer).differing("increasing"));
            case WHISPERS -> Definition.of(LineForm.of(2, LineRules::farApart, LineRules::whispers)
                    .valued(n -> (n + 1) / 2, new Range("difference", n -> 1, n -> n - 1)));
            case PALINDROME -> Definition.of(LineForm.of(3, LineRules::mirrored, LineRules::palindrome));
            case CLONE -> Definition.of(new CloneForm());
            case MINIMUM -> Definition.of(new MarkForm(Extremes.rule(true)));
            case MAXIMUM -> Definition.of(new MarkForm(Extremes.rule(false)));
            case ODD -> Definition.of(new MarkForm((cells, source, b) -> parities(cells, true, source, b)),
                    AllowedValues.class, Picture.inside(Picture.Layer.SHADING, (a, pen) -> pen.shade(a.cell(), true)));
            case EVEN -> Definition.of(new MarkForm((cells, source, b) -> parities(cells, false, source, b)),
                    AllowedValues.class, Picture.inside(Picture.Layer.SHADING, (a, pen) -> pen.shade(a.cell(), false)));
            case ARROW -> Definition.of(new ArrowForm(), LinearSum.class, Picture.inside(Picture.Layer.LINES, ArrowForm::draw));
            case LITTLE_KILLER -> Definition.of(new LittleKillerForm(), LinearSum.class,
                    Picture.outside((s, pen) -> pen.diagonalTotal(s.cells(), Long.toString(s.total()))));
            case RENBAN -> Definition.of(LineForm.of(2, LineRules::any, (line, b) -> {
                b.group(new Group(Group.Kind.LINE, line.index(), line.cells()));
                b.constraint(new Renban(line.cells()));
            }).differing("distinct"), Renban.class, Picture.inside(Picture.Layer.LINES, (r, pen) -> pen.path(r.cells(), 0.3, 0xF0A0FF)));
            case BETWEEN_LINE -> Definition.of(LineForm.of(3, LineRules::betweenEnds,
                            (line, b) -> b.constraint(new BetweenLine(line.cells()))).atLeast(2, "two ends"),
                    BetweenLine.class, Picture.inside(Picture.Layer.LINES, (l, pen) -> pen.betweenLine(l.cells())));
            case QUADRUPLE -> Definition.of(new QuadrupleForm(), Quadruple.class,
                    Picture.inside(Picture.Layer.OVER_BORDERS, (q, pen) -> pen.cornerDigits(q.cells(), q.values())));
            case SLOW_THERMOMETER -> Definition.of(LineForm.of(2, LineRules::neverFalling, LineRules::slowThermometer));
            case NABNER -> Definition.of(LineForm.of(2, LineRules::any, LineRules::nabner).differing("distinct"));
            case ENTROPIC_LINE -> Definition.of(LineForm.of(2, LineRules::any, LineRules::entropic), TriadLine.class,
                    Picture.inside(Picture.Layer.LINES, (t, pen) -> pen.path(t.cells(), 0.25, 0xFFCCAA)));
            case MODULAR_LINE -> Definition.of(LineForm.of(2, LineRules::any, LineRules::modular), TriadLine.class,
                    Picture.inside(Picture.Layer.LINES, (t, pen) -> pen.path(t.cells(), 0.25, 0x7CCBC0)));
            case ZIPPER_LINE -> Definition.of(LineForm.of(3, LineRules::any, LineRules::zipper), EqualSums.class,
                    Picture.inside(Picture.Layer.LINES, (e, pen) -> pen.path(e.line(), 0.16, 0xCDB1EC)));
            case REGION_SUM_LINE -> Definition.of(LineForm.of(4, LineRules::any, LineRules::regionSum), EqualSums.class,
                    Picture.inside(Picture.Layer.LINES, (e, pen) -> pen.path(e.line(), 0.25, 0x2ECBFF)));
            case DOUBLE_ARROW -> Definition.of(LineForm.of(3, LineRules::endsAddUpToMiddle, LineRules::doubleArrow)
                            .atLeast(3, "two ends and a cell between them"), LinearSum.class,
                    Picture.inside(Picture.Layer.LINES, (s, pen) -> pen.doubleArrow(s.cells())));
            case SANDWICH -> Definition.of(new ClueForm(new Range("sum", n -> 0, n -> (n - 2) * (n + 1) / 2), true,
                            Sandwich::clueOf, (line, clue, b) -> b.constraint(new Sandwich(line, clue))), Sandwich.class,
                    Picture.outside((s, pen) -> pen.totalOutside(s.cells(), s.clue())));
            case XSUM -> Definition.of(new ClueForm(new Range("sum", n -> 1, n -> n * (n + 1) / 2), false, XSum::clueOf,
                            (line, clue, b) -> b.constraint(new XSum(line, clue))), XSum.class,
                    Picture.outside((x, pen) -> pen.clueOutside(x.cells(), x.clue(), true)));
            case SKYSCRAPER -> Definition.of(new ClueForm(new Range("count", n -> 1, n -> n), false, Skyscraper::clueOf,
                            (line, clue, b) -> b.constraint(new Skyscraper(line, clue))), Skyscraper.class,
                    Picture.outside((y, pen) -> pen.clueOutside(y.cells(), y.clue(), false)));
            case ROW_INDEXER -> Definition.of(new IndexerForm((cell, source) -> IndexerForm.column(cell % source.size(), source.size())),
                    Indexer.class, Picture.inside(Picture.Layer.OUTLINES, (x, pen) -> pen.outline(x.cell(), 0x7CC77C)));
            case COLUMN_INDEXER -> Definition.of(new IndexerForm((cell, source) -> IndexerForm.row(cell / source.size(), source.size())),
                    Indexer.class, Picture.inside(Picture.Layer.OUTLINES, (x, pen) -> pen.outline(x.cell(), 0xC77C7C)));
            case BOX_INDEXER -> Definition.of(new IndexerForm((cell, source) -> source.regionCells(source.region(cell))),
                    Indexer.class, Picture.inside(Picture.Layer.OUTLINES, (x, pen) -> pen.outline(x.cell(), 0x7C7CC7)));
            case LOCKOUT_LINE -> Definition.of(new DirectForm((o, b) -> {
                Options.Numbered line = o.numberAndCells(4);
                b.constraint(new LockoutLine(line.cells(), line.number()));
            }), LockoutLine.class, Picture.inside(Picture.Layer.LINES, (l, pen) -> pen.betweenLine(l.cells())));
            case GIVEN_PENCIL_MARKS -> Definition.of(OwnForm.pencilMarks(), AllowedValues.class,
                    Picture.inside(Picture.Layer.LINES, (a, pen) -> pen.smallDigits(a.cell(), a.values())));
        };
    }

    /**
     * A kind's definition: its form, and for a kind with a record of its own the record and how one of its
     * rules is drawn.
     */
    private record Definition(Form form, Class<? extends Constraint> record, Picture.Layer layer, boolean outside,
                              BiConsumer<Constraint, Pen> draw) {

        /** A kind whose rules are the model's relations, groups or cages (drawn by them), or none of its own. */
        static Definition of(Form form) {
            return new Definition(form, null, null, false, null);
        }

        /** A kind with a model record of its own and its picture. */
        static <K extends Constraint> Definition of(Form form, Class<K> record, Picture<K> picture) {
            return new Definition(form, record, picture.layer(), picture.outside(),
                    (rule, pen) -> picture.draw().accept(record.cast(rule), pen));
        }
    }

    private final String label;
    private final String key;
    private final List<String> options;

    /**
     * @param label   the kind as messages and rules name it
     * @param key     its f-puzzles key, or null
     * @param options its command-line names
     */
    RuleKind(String label, String key, String... options) {
        this.label = label;
        this.key = key;
        this.options = List.of(options);
    }

    /** The kind as messages and the model's rules name it ({@link Constraint#kind}): {@code x-sum}, {@code renban line}. */
    public String label() {
        return label;
    }

    /** Its f-puzzles key ({@code xsum}), or none for a rule f-puzzles does not have. */
    public Optional<String> key() {
        return Optional.ofNullable(key);
    }

    /** The key, for the forms, which read only kinds that have one. */
    String jsonKey() {
        return key;
    }

    /** Its names on the command line ({@code --constraint NAME:OPTIONS}), perhaps none. */
    public List<String> options() {
        return options;
    }

    /** The model record of its rules, or none when they are relations, groups or cages. */
    public Optional<Class<? extends Constraint>> record() {
        return Optional.ofNullable(define().record());
    }

    /** The kind of a rule of the model, by its {@link Constraint#kind} and its record; none for a rule of no kind here. */
    public static Optional<RuleKind> of(Constraint rule) {
        for (RuleKind k : values()) {
            if (k.label.equals(rule.kind()) && k.define().record() == rule.getClass()) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }

    /** The kind a command-line name ({@code xsum}, {@code thermo}) stands for. */
    public static Optional<RuleKind> byOption(String name) {
        for (RuleKind k : values()) {
            if (k.options.contains(name)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }

    /** Every command-line name, in the table's order, for messages. */
    public static List<String> optionNames() {
        List<String> out = new ArrayList<>();
        for (RuleKind k : values()) {
            out.addAll(k.options);
        }
        return out;
    }

    /** The f-puzzles keys of the document (not of its cells) that hold rules, in the table's order. */
    public static List<String> documentKeys() {
        List<String> out = new ArrayList<>();
        for (RuleKind k : values()) {
            if (k.key != null && k != GIVEN_PENCIL_MARKS) {
                out.add(k.key);
            }
        }
        return out;
    }

    /** The keys whose entries hold {@code lines} (a cosmetic line over one of them draws a rule). */
    public static List<String> lineKeys() {
        return Arrays.stream(values()).filter(k -> k.define().form().drawsLines()).map(k -> k.key).toList();
    }

    /** The kinds the generator makes, in the table's order. */
    public static List<RuleKind> generated() {
        return Arrays.stream(values()).filter(k -> k.define().form().generated()).toList();
    }

    /** The name the generator knows the kind by: its f-puzzles key in lower case ({@code givenpencilmarks}). */
    public String generatorName() {
        return key.toLowerCase(Locale.ROOT);
    }

    // reading and writing

    /**
     * Adds the rules of every kind that {@code source} states: the grid's own rules first (read together,
     * as their entries depend on each other), then each kind of the other forms that the document holds,
     * in the table's order.
     */
    public static void readAll(Source source, RuleModel.Builder b) throws BadEntry {
        GridRules.read(source, b);
        for (RuleKind kind : values()) {
            if (kind.key != null && source.has(kind.key)) {
                kind.define().form().read(kind, source, b);
            }
        }
    }

    /**
     * The entry of the kind's f-puzzles key that command-line options state, or null for a kind without a
     * key ({@link #addDirect}).
     */
    public Object entry(Options options) throws BadEntry {
        return define().form().entry(this, options);
    }

    /** Adds the rules command-line options state for a kind without an f-puzzles key. */
    public void addDirect(Options options, RuleModel.Builder b) throws BadEntry {
        define().form().addDirect(this, options, b);
    }

    /** Whether the kind is a key of the grid's cells ({@code givenPencilMarks}) rather than of the document. */
    public boolean inCells() {
        return define().form().inCells();
    }

    /** One entry of the kind read off the sample's solution, or null; see {@link #generated()}. */
    public Object propose(Sample sample) {
        return define().form().propose(this, sample);
    }

    // the picture

    /** The layer of the picture the kind's marks go on, or none when its rules are drawn as relations or groups. */
    public Optional<Picture.Layer> layer() {
        return Optional.ofNullable(define().layer());
    }

    /** Whether the kind's marks sit outside the grid. */
    public boolean drawnOutside() {
        return define().outside();
    }

    /** Draws one rule of the kind (a rule of its record). */
    public void draw(Constraint rule, Pen pen) {
        BiConsumer<Constraint, Pen> draw = define().draw();
        if (draw != null) {
            draw.accept(rule, pen);
        }
    }

    /** An odd or an even cell of a side-n grid: the odd or the even values of 1..n. */
    public static AllowedValues parity(int cell, boolean odd, int n) {
        int[] values = new int[odd ? (n + 1) / 2 : n / 2];
        for (int i = 0; i < values.length; i++) {
            values[i] = 2 * i + (odd ? 1 : 2);
        }
        return new AllowedValues(odd ? ODD.label : EVEN.label, cell, values);
    }

    private static void parities(int[] cells, boolean odd, Source source, RuleModel.Builder b) {
        for (int cell : cells) {
            b.constraint(parity(cell, odd, source.size()));
        }
    }
}
