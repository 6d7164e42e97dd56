package grid.testkit;

/**
 * Decompression bombs for lz-string's base64 coding, written code by code: one unit, then codes that
 * each name the dictionary entry being made (the phrase before it plus its own first unit), so phrase k
 * is k units long and {@code codes} codes expand to about codes²/2 units of text. A payload of 100 KB
 * asks for some 10⁹ characters. For tests of the decoder's output limit.
 */
public final class LzBombs {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    private LzBombs() {
    }

    /** The base64 payload of the run: {@code codes} growing phrases of {@code unit}, then the end code. */
    public static String run(char unit, int codes) {
        Bits out = new Bits();
        out.write(0, 2);
        out.write(unit, 8);
        // the decoder's dictionary holds 0, 1, 2 and the unit; its code width grows as it does
        int size = 4;
        int enlargeIn = 4;
        int bits = 3;
        for (int k = 0; k < codes; k++) {
            out.write(size, bits);
            size++;
            enlargeIn--;
            if (enlargeIn == 0) {
                enlargeIn = 1 << bits;
                bits++;
            }
        }
        out.write(2, bits);
        return out.finish();
    }

    /** Values least significant bit first, six bits a base64 digit, as lz-string writes them. */
    private static final class Bits {
        private final StringBuilder digits = new StringBuilder();
        private int value;
        private int position;

        void write(int v, int count) {
            for (int i = 0; i < count; i++) {
                value = value << 1 | (v >> i & 1);
                if (++position == 6) {
                    digits.append(ALPHABET.charAt(value));
                    value = 0;
                    position = 0;
                }
            }
        }

        String finish() {
            if (position > 0) {
                digits.append(ALPHABET.charAt(value << (6 - position)));
            }
            while (digits.length() % 4 != 0) {
                digits.append('=');
            }
            return digits.toString();
        }
    }
}
