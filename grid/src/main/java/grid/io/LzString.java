package grid.io;

/**
 * lz-string's {@code decompressFromBase64} and {@code compressToBase64}, the coding behind f-puzzles links
 * ({@code https://www.f-puzzles.com/?load=PAYLOAD}): the payload is base64 (alphabet {@code A-Z a-z 0-9 + /},
 * {@code =} as padding) of a bit stream, read least significant bit first within each 6-bit digit's
 * reversed order as lz-string writes it; the stream is an LZW code over UTF-16 units whose code width
 * grows from 3 bits as the dictionary does. Codes 0 and 1 bring a new 8- or 16-bit unit into the
 * dictionary, 2 ends the text, and higher codes name dictionary entries. Written here from the format's
 * description (no Java port of lz-string is on Maven Central).
 */
public final class LzString {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

    /**
     * The most text a payload may decompress to: 4 MiB of characters (4,194,304 UTF-16 units), some
     * hundred times the largest f-puzzles document. LZW output can grow with the square of its input (a
     * run of one character doubles its phrase every few codes), so a payload of 100 KB could otherwise
     * ask for gigabytes; decoding stops as soon as the text would pass this.
     */
    public static final int MAX_TEXT_CHARS = 4 << 20;

    /** A payload whose text would pass {@link #MAX_TEXT_CHARS}: refused before it is decoded further. */
    public static final class TooLongException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        TooLongException(int limit) {
            super("decompresses to more than " + limit + " characters (" + (limit >> 20) + " MiB), far more than"
                    + " any puzzle; refused");
        }
    }

    private LzString() {
    }

    /**
     * The decompressed text, or null when {@code payload} is not a complete lz-string base64 stream.
     *
     * @throws TooLongException when the text would pass {@link #MAX_TEXT_CHARS}
     */
    public static String decompressFromBase64(String payload) {
        return decompressFromBase64(payload, MAX_TEXT_CHARS);
    }

    /**
     * {@link #decompressFromBase64(String)} with another limit on the text.
     *
     * @throws TooLongException when the text would pass {@code maxChars}
     */
    public static String decompressFromBase64(String payload, int maxChars) {
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
        return new Reader(digits, maxChars).text();
    }

    /**
     * The payload lz-string's {@code compressToBase64} makes of {@code text}: LZW over its UTF-16 units
     * into the bit stream described above, 6 bits a base64 digit, padded with {@code =} to a multiple of 4.
     */
    public static String compressToBase64(String text) {
        Writer out = new Writer();
        java.util.Map<String, Integer> dictionary = new java.util.HashMap<>();
        java.util.Set<String> toCreate = new java.util.HashSet<>();
        int dictSize = 3;
        String w = "";
        for (int i = 0; i < text.length(); i++) {
            String c = String.valueOf(text.charAt(i));
            if (!dictionary.containsKey(c)) {
                dictionary.put(c, dictSize++);
                toCreate.add(c);
            }
            String wc = w + c;
            if (dictionary.containsKey(wc)) {
                w = wc;
            } else {
                out.phrase(w, dictionary, toCreate);
                dictionary.put(wc, dictSize++);
                w = c;
            }
        }
        if (!w.isEmpty()) {
            out.phrase(w, dictionary, toCreate);
        }
        out.bits(2, out.numBits);
        return out.finish();
    }

    /** The bit stream lz-string writes: values least significant bit first, 6 bits a digit. */
    private static final class Writer {
        private final StringBuilder digits = new StringBuilder();
        private int value;
        private int position;
        int numBits = 2;
        private int enlargeIn = 2;

        void bits(int v, int count) {
            for (int i = 0; i < count; i++) {
                value = value << 1 | (v & 1);
                v >>= 1;
                if (position == 5) {
                    position = 0;
                    digits.append(ALPHABET.charAt(value));
                    value = 0;
                } else {
                    position++;
                }
            }
        }

        /** Writes phrase w: a new one-unit phrase as its unit (8 or 16 bits), else its dictionary code. */
        void phrase(String w, java.util.Map<String, Integer> dictionary, java.util.Set<String> toCreate) {
            if (toCreate.remove(w)) {
                char unit = w.charAt(0);
                if (unit < 256) {
                    bits(0, numBits);
                    bits(unit, 8);
                } else {
                    bits(1, numBits);
                    bits(unit, 16);
                }
                grow();
            } else {
                bits(dictionary.get(w), numBits);
            }
            grow();
        }

        private void grow() {
            if (--enlargeIn == 0) {
                enlargeIn = 1 << numBits;
                numBits++;
            }
        }

        String finish() {
            while (true) {
                value <<= 1;
                if (position == 5) {
                    digits.append(ALPHABET.charAt(value));
                    break;
                }
                position++;
            }
            return digits + "===".substring(0, (4 - digits.length() % 4) % 4);
        }
    }

    /** The bit stream over the base64 digits, 6 bits each, most significant first. */
    private static final class Reader {
        private final int[] digits;
        private final int maxChars;
        private int value;
        private int position = 32;
        private int index = 1;

        Reader(int[] digits, int maxChars) {
            this.digits = digits;
            this.maxChars = maxChars;
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
                // Each dictionary entry is a phrase of the text so far plus one unit, so bounding the text
                // bounds the dictionary too.
                if (entry.length() > maxChars - result.length()) {
                    throw new TooLongException(maxChars);
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
