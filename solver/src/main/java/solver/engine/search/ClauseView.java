package solver.engine.search;

/**
 * The clauses a learning search has learned, read-only, for strategies that look at them as constraints
 * (a local search): clause {@code id} holds when for some k, cell {@code cell(id, k)} holds a symbol of
 * {@code mask(id, k)}. Ids run below {@link #slots}; some are not {@link #live}.
 */
public interface ClauseView {

    int slots();

    boolean live(int id);

    int length(int id);

    int cell(int id, int k);

    long mask(int id, int k);

    /** Literal-block distance of clause {@code id} when it was learned. */
    int glue(int id);

    /** No clauses. */
    ClauseView NONE = new ClauseView() {
        @Override
        public int slots() {
            return 0;
        }

        @Override
        public boolean live(int id) {
            return false;
        }

        @Override
        public int length(int id) {
            return 0;
        }

        @Override
        public int cell(int id, int k) {
            throw new IndexOutOfBoundsException(id);
        }

        @Override
        public long mask(int id, int k) {
            throw new IndexOutOfBoundsException(id);
        }

        @Override
        public int glue(int id) {
            throw new IndexOutOfBoundsException(id);
        }
    };
}
