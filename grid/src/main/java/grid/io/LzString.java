package grid.io;

/**
 * lz-string's {@code decompressFromBase64}, the decoding behind f-puzzles links
 * ({@code https://www.f-puzzles.com/?load=PAYLOAD}): the payload is base64 (alphabet {@code A-Z a-z 0-9 + /},
 * {@code =} as padding) of a bit stream, read least significant bit first within each 6-bit digit's
 * reversed order as lz-string writes it; the stream is an LZW code over UTF-16 units whose code width
 * grows from 3 bits as the dictionary does. Codes 0 and 1 bring a new 8- or 16-bit unit into the
 * dictionary, 2 ends the text, and higher codes name dictionary entries. Written here from the format's
 * description (no Java port of lz-string is on Maven Central).
 */
public final class LzString {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

    private LzString() {
    }

    /** The decompressed text, or null when {@code payload} is not a complete lz-string base64 stream. */
    public static String decompressFromBase64(String payload) {
        if (payload == null || payload.isEmpty()) {
            return null;
        }
        int[] digits = new int[payload.length()];
        for (int i = 0; i < digits.length; i++) {
            int d = ALPHABET.indexOf(payload.charAt(i));
            if (d < 0) {
                return null;
            }
            digits[i] = d == 64 ? 0 : d;
        }
        return new Reader(digits).text();
    }

    /** The bit stream over the base64 digits, 6 bits each, most significant first. */
    private static final class Reader {
        private final int[] digits;
        private int value;
        private int position = 32;
        private int index = 1;

        Reader(int[] digits) {
            this.digits = digits;
            this.value = digits[0];
        }

        /** The next {@code bits} bits as a number, the first bit read the least significant. */
        private int read(int bits) {
            int out = 0;
            for (int power = 1, k = 0; k < bits; k++, power <<= 1) {
                if ((value & position) != 0) {
                    out |= power;
                }
                position >>= 1;
                if (position == 0) {
                    position = 32;
                    value = index < digits.length ? digits[index] : 0;
                    index++;
                }
            }
            return out;
        }

        String text() {
            java.util.List<String> dictionary = new java.util.ArrayList<>(java.util.List.of("0", "1", "2"));
            int enlargeIn = 4;
            int bits = 3;
            String w;
            switch (read(2)) {
                case 0 -> w = String.valueOf((char) read(8));
                case 1 -> w = String.valueOf((char) read(16));
                case 2 -> {
                    return "";
                }
                default -> {
                    return null;
                }
            }
            dictionary.add(w);
            StringBuilder result = new StringBuilder(w);
            while (true) {
                if (index > digits.length) {
                    return null;
                }
                int code = read(bits);
                switch (code) {
                    case 0, 1 -> {
                        dictionary.add(String.valueOf((char) read(code == 0 ? 8 : 16)));
                        code = dictionary.size() - 1;
                        enlargeIn--;
                    }
                    case 2 -> {
                        return result.toString();
                    }
                    default -> {
                    }
                }
                if (enlargeIn == 0) {
                    enlargeIn = 1 << bits;
                    bits++;
                }
                String entry;
                if (code < dictionary.size()) {
                    entry = dictionary.get(code);
                } else if (code == dictionary.size()) {
                    entry = w + w.charAt(0);
                } else {
                    return null;
                }
                result.append(entry);
                dictionary.add(w + entry.charAt(0));
                enlargeIn--;
                w = entry;
                if (enlargeIn == 0) {
                    enlargeIn = 1 << bits;
                    bits++;
                }
            }
        }
    }
}
