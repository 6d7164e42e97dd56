package solver.csp;

/** No inference: the search relies on the consistency check alone (the assignments' basic algorithm). */
public final class NoInference implements Inference {

    @Override
    public boolean initial(CspState state) {
        return true;
    }

    @Override
    public boolean infer(CspState state, int cell) {
        return true;
    }
}
