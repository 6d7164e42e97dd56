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
 * <p>The grid's own rules are read first ({@link GridRules}), then the kinds of the other forms in the
 * order they are declared here (the order of the rules in a model). Adding a kind of an existing form is
 * one constant here, with its record (if the kind has one of its own), its propagator and the
 * propagator's line in the solver: the checklist is decision 0007 ({@code docs/decisions}).
 */
public enum RuleKind {

    // the grid's own rules, read together by GridRules (they depend on each other), and the rules
    // f-puzzles has no key for, given on the command line only
    ANTIKING("anti-king", "antiking", List.of("king"), OwnForm.flag()),
    ANTIKNIGHT("anti-knight", "antiknight", List.of("knight"), OwnForm.flag()),
    CHESS("chess leap", null, List.of("chess"), new DirectForm(Leaps::chess)),
    TAXICAB("taxicab distance", null, List.of("taxi"), new DirectForm(Leaps::taxicab)),
    SELF_TAXICAB("self-taxicab", null, List.of("selftaxi"), new DirectForm(Leaps::selfTaxicab)),
    DIAGONAL_NONCONSECUTIVE("diagonal nonconsecutive", null, List.of("dnc"), new DirectForm(Leaps::diagonalNonconsecutive)),
    DISJOINT_GROUPS("disjoint groups", "disjointgroups", List.of("djg"), OwnForm.flag()),
    DISJOINT_OFFSET("disjoint offset", null, List.of("disjointoffset"), new DirectForm(Leaps::disjointOffset)),
    POSITIVE_DIAGONAL("positive diagonal", "diagonal+", List.of("dpos"), OwnForm.flag()),
    NEGATIVE_DIAGONAL("negative diagonal", "diagonal-", List.of("dneg"), OwnForm.flag()),
    KNIGHTMARE("knightmare", null, List.of("knightmare"), new DirectForm(Leaps::knightmare)),
    NONCONSECUTIVE("nonconsecutive", "nonconsecutive", List.of(), OwnForm.grid()),
    NEGATIVE("negative", "negative", List.of(), OwnForm.grid()),
    KILLER_CAGE("killer cage", "killercage", List.of("killer"), OwnForm.cages()),
    EXTRA_REGION("extra region", "extraregion", List.of("extraregion"), OwnForm.regions()),
    DIFFERENCE("difference dot", "difference", List.of(), OwnForm.pairs((x, y) -> Math.abs(x - y) == 1 ? "" : null)),
    RATIO("ratio dot", "ratio", List.of(), OwnForm.pairs((x, y) -> x == 2 * y || y == 2 * x ? "" : null)),
    XV("xv mark", "xv", List.of(), OwnForm.pairs((x, y) -> x + y == 10 ? "X" : x + y == 5 ? "V" : null)),

    // lines, cell marks and clues, each read by its form, in this order
    THERMOMETER("thermometer", "thermometer", List.of("thermo"),
            LineForm.of(2, LineRules::rising, LineRules::thermometer).differing("increasing")),
    WHISPERS("whispers", "whispers", List.of("whispers"),
            LineForm.of(2, LineRules::farApart, LineRules::whispers)
                    .valued(n -> (n + 1) / 2, new Range("difference", n -> 1, n -> n - 1))),
    PALINDROME("palindrome", "palindrome", List.of("palindrome"),
            LineForm.of(3, LineRules::mirrored, LineRules::palindrome)),
    CLONE("clone", "clone", List.of("clone"), new CloneForm()),
    MINIMUM(Extremes.MINIMUM, Extremes.MINIMUM, List.of("min"), new MarkForm(Extremes.rule(true))),
    MAXIMUM(Extremes.MAXIMUM, Extremes.MAXIMUM, List.of("max"), new MarkForm(Extremes.rule(false))),
    ODD("odd", "odd", List.of("odd"), new MarkForm((cells, source, b) -> parities(cells, true, source, b)),
            AllowedValues.class, Picture.inside(Picture.Layer.SHADING, (a, pen) -> pen.shade(a.cell(), true))),
    EVEN("even", "even", List.of("even"), new MarkForm((cells, source, b) -> parities(cells, false, source, b)),
            AllowedValues.class, Picture.inside(Picture.Layer.SHADING, (a, pen) -> pen.shade(a.cell(), false))),
    ARROW("arrow", "arrow", List.of("arrow"), new ArrowForm(),
            LinearSum.class, Picture.inside(Picture.Layer.LINES, ArrowForm::draw)),
    LITTLE_KILLER("little killer", "littlekillersum", List.of("lk"), new LittleKillerForm(),
            LinearSum.class, Picture.outside((s, pen) -> pen.diagonalTotal(s.cells(), Long.toString(s.total())))),
    RENBAN(Renban.KIND, "renban", List.of("renban"),
            LineForm.of(2, LineRules::any, (line, b) -> {
                b.group(new Group(Group.Kind.LINE, line.index(), line.cells()));
                b.constraint(new Renban(line.cells()));
            }).differing("distinct"),
            Renban.class, Picture.inside(Picture.Layer.LINES, (r, pen) -> pen.path(r.cells(), 0.3, 0xF0A0FF))),
    BETWEEN_LINE(BetweenLine.KIND, "betweenline", List.of("betweenline"),
            LineForm.of(3, LineRules::betweenEnds, (line, b) -> b.constraint(new BetweenLine(line.cells())))
                    .atLeast(2, "two ends"),
            BetweenLine.class, Picture.inside(Picture.Layer.LINES, (l, pen) -> pen.betweenLine(l.cells()))),
    QUADRUPLE(Quadruple.KIND, "quadruple", List.of("quad"), new QuadrupleForm(),
            Quadruple.class, Picture.inside(Picture.Layer.OVER_BORDERS, (q, pen) -> pen.cornerDigits(q.cells(), q.values()))),
    SLOW_THERMOMETER("slow thermometer", "slowthermometer", List.of("slowthermo"),
            LineForm.of(2, LineRules::neverFalling, LineRules::slowThermometer)),
    NABNER("nabner line", "nabner", List.of("nabner"),
            LineForm.of(2, LineRules::any, LineRules::nabner).differing("distinct")),
    ENTROPIC_LINE("entropic line", "entropicline", List.of("entrol"), LineForm.of(2, LineRules::any, LineRules::entropic),
            TriadLine.class, Picture.inside(Picture.Layer.LINES, (t, pen) -> pen.path(t.cells(), 0.25, 0xFFCCAA))),
    MODULAR_LINE("modular line", "modularline", List.of("modl"), LineForm.of(2, LineRules::any, LineRules::modular),
            TriadLine.class, Picture.inside(Picture.Layer.LINES, (t, pen) -> pen.path(t.cells(), 0.25, 0x7CCBC0))),
    ZIPPER_LINE("zipper line", "zipperline", List.of("zipper"), LineForm.of(3, LineRules::any, LineRules::zipper),
            EqualSums.class, Picture.inside(Picture.Layer.LINES, (e, pen) -> pen.path(e.line(), 0.16, 0xCDB1EC))),
    REGION_SUM_LINE("region sum line", "regionsumline", List.of("rsl"), LineForm.of(4, LineRules::any, LineRules::regionSum),
            EqualSums.class, Picture.inside(Picture.Layer.LINES, (e, pen) -> pen.path(e.line(), 0.25, 0x2ECBFF))),
    DOUBLE_ARROW("double arrow", "doublearrow", List.of("doublearrow"),
            LineForm.of(3, LineRules::endsAddUpToMiddle, LineRules::doubleArrow)
                    .atLeast(3, "two ends and a cell between them"),
            LinearSum.class, Picture.inside(Picture.Layer.LINES, (s, pen) -> pen.doubleArrow(s.cells()))),
    SANDWICH(Sandwich.KIND, "sandwichsum", List.of("sandwich"),
            new ClueForm(new Range("sum", n -> 0, n -> (n - 2) * (n + 1) / 2), true, Sandwich::clueOf,
                    (line, clue, b) -> b.constraint(new Sandwich(line, clue))),
            Sandwich.class, Picture.outside((s, pen) -> pen.totalOutside(s.cells(), s.clue()))),
    XSUM(XSum.KIND, "xsum", List.of("xsum"),
            new ClueForm(new Range("sum", n -> 1, n -> n * (n + 1) / 2), false, XSum::clueOf,
                    (line, clue, b) -> b.constraint(new XSum(line, clue))),
            XSum.class, Picture.outside((x, pen) -> pen.clueOutside(x.cells(), x.clue(), true))),
    SKYSCRAPER(Skyscraper.KIND, "skyscraper", List.of("skyscraper"),
            new ClueForm(new Range("count", n -> 1, n -> n), false, Skyscraper::clueOf,
                    (line, clue, b) -> b.constraint(new Skyscraper(line, clue))),
            Skyscraper.class, Picture.outside((y, pen) -> pen.clueOutside(y.cells(), y.clue(), false))),
    ROW_INDEXER("row indexer", "rowindexer", List.of("rowindexer"),
            new IndexerForm((cell, source) -> IndexerForm.column(cell % source.size(), source.size())),
            Indexer.class, Picture.inside(Picture.Layer.OUTLINES, (x, pen) -> pen.outline(x.cell(), 0x7CC77C))),
    COLUMN_INDEXER("column indexer", "columnindexer", List.of("colindexer"),
            new IndexerForm((cell, source) -> IndexerForm.row(cell / source.size(), source.size())),
            Indexer.class, Picture.inside(Picture.Layer.OUTLINES, (x, pen) -> pen.outline(x.cell(), 0xC77C7C))),
    BOX_INDEXER("box indexer", "boxindexer", List.of("boxindexer"),
            new IndexerForm((cell, source) -> source.regionCells(source.region(cell))),
            Indexer.class, Picture.inside(Picture.Layer.OUTLINES, (x, pen) -> pen.outline(x.cell(), 0x7C7CC7))),

    // SudokuPad's lockout line, which f-puzzles lacks: lockout:[GAP;]CELLS, the gap 4 by default
    LOCKOUT_LINE(LockoutLine.KIND, null, List.of("lockout"),
            new DirectForm((o, b) -> {
                Options.Numbered line = o.numberAndCells(4);
                b.constraint(new LockoutLine(line.cells(), line.number()));
            }),
            LockoutLine.class, Picture.inside(Picture.Layer.LINES, (l, pen) -> pen.betweenLine(l.cells()))),

    // a key of the grid's cells, read with them
    GIVEN_PENCIL_MARKS("given pencil marks", "givenPencilMarks", List.of(), OwnForm.pencilMarks(),
            AllowedValues.class, Picture.inside(Picture.Layer.LINES, (a, pen) -> pen.smallDigits(a.cell(), a.values())));

    private final String label;
    private final String key;
    private final List<String> options;
    private final Form form;
    private final Class<? extends Constraint> record;
    private final Picture.Layer layer;
    private final boolean outside;
    private final BiConsumer<Constraint, Pen> draw;

    /** A kind whose rules are the model's relations, groups or cages (drawn by them), or none of its own. */
    RuleKind(String label, String key, List<String> options, Form form) {
        this.label = label;
        this.key = key;
        this.options = options;
        this.form = form;
        this.record = null;
        this.layer = null;
        this.outside = false;
        this.draw = null;
    }

    /** A kind with a model record of its own and its picture. */
    <K extends Constraint> RuleKind(String label, String key, List<String> options, Form form, Class<K> record,
                                    Picture<K> picture) {
        this.label = label;
        this.key = key;
        this.options = options;
        this.form = form;
        this.record = record;
        this.layer = picture.layer();
        this.outside = picture.outside();
        this.draw = (rule, pen) -> picture.draw().accept(record.cast(rule), pen);
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
        return Optional.ofNullable(record);
    }

    /** The kind of a rule of the model, by its record and its {@link Constraint#kind}; none for a rule of no kind here. */
    public static Optional<RuleKind> of(Constraint rule) {
        for (RuleKind k : values()) {
            if (k.record == rule.getClass() && k.label.equals(rule.kind())) {
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
            if (k.key != null && !k.form.inCells()) {
                out.add(k.key);
            }
        }
        return out;
    }

    /** The keys whose entries hold {@code lines} (a cosmetic line over one of them draws a rule). */
    public static List<String> lineKeys() {
        return Arrays.stream(values()).filter(k -> k.form.drawsLines()).map(k -> k.key).toList();
    }

    /** The kinds the generator makes, in the table's order. */
    public static List<RuleKind> generated() {
        return Arrays.stream(values()).filter(k -> k.form.generated()).toList();
    }

    /** The name the generator knows the kind by: its f-puzzles key in lower case ({@code givenpencilmarks}). */
    public String generatorName() {
        return key.toLowerCase(java.util.Locale.ROOT);
    }

    // reading and writing

    /**
     * Adds the rules of every kind that {@code source} states: the grid's own rules first (read together,
     * as their entries depend on each other), then each kind of the other forms in the table's order.
     */
    public static void readAll(Source source, RuleModel.Builder b) throws BadEntry {
        GridRules.read(source, b);
        for (RuleKind kind : values()) {
            kind.form.read(kind, source, b);
        }
    }

    /**
     * The entry of the kind's f-puzzles key that command-line options state, or null for a kind without a
     * key ({@link #addDirect}).
     */
    public Object entry(Options options) throws BadEntry {
        return form.entry(this, options);
    }

    /** Adds the rules command-line options state for a kind without an f-puzzles key. */
    public void addDirect(Options options, RuleModel.Builder b) throws BadEntry {
        form.addDirect(this, options, b);
    }

    /** Whether the kind is a key of the grid's cells ({@code givenPencilMarks}) rather than of the document. */
    public boolean inCells() {
        return form.inCells();
    }

    /** One entry of the kind read off the sample's solution, or null; see {@link #generated()}. */
    public Object propose(Sample sample) {
        return form.propose(this, sample);
    }

    // the picture

    /** The layer of the picture the kind's marks go on, or none when its rules are drawn as relations or groups. */
    public Optional<Picture.Layer> layer() {
        return Optional.ofNullable(layer);
    }

    /** Whether the kind's marks sit outside the grid. */
    public boolean drawnOutside() {
        return outside;
    }

    /** Draws one rule of the kind (a rule of its record). */
    public void draw(Constraint rule, Pen pen) {
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
