package grid.kinds;

import grid.model.RuleModel;

/**
 * Kinds f-puzzles has no key for, given only on the command line ({@code NAME:OPTIONS}): their options
 * become rules of the model directly, and no document holds them (an answer's f-puzzles link names them
 * as left out). The generator does not make them.
 *
 * @param rule the rules that command-line options state
 */
record DirectForm(Rule rule) implements Form {

    /** The rules that command-line options state. */
    @FunctionalInterface
    interface Rule {
        void add(Options options, RuleModel.Builder b) throws BadEntry;
    }

    @Override
    public void read(RuleKind kind, Source source, RuleModel.Builder b) {
        // no f-puzzles key: nothing in a document
    }

    @Override
    public Object entry(RuleKind kind, Options options) {
        return null;
    }

    @Override
    public boolean generated() {
        return false;
    }

    /** Adds the rules; a rule the model refuses (a record's own check) is an error of the options. */
    @Override
    public void addDirect(RuleKind kind, Options options, RuleModel.Builder b) throws BadEntry {
        try {
            rule.add(options, b);
        } catch (IllegalArgumentException e) {
            throw options.error(e.getMessage());
        }
    }
}
