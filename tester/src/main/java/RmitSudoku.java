/** The skeleton's other name for {@link RmitSudokuTester}: same arguments, same behaviour. */
public final class RmitSudoku {

    private RmitSudoku() {
    }

    public static void main(String[] args) {
        RmitSudokuTester.main(args);
    }
}
