package tester.reliability;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Damages a valid puzzle file the ways files really get damaged, and some ways they should not: characters
 * deleted, inserted or replaced; lines swapped, duplicated or dropped; random bytes including NUL and
 * invalid UTF-8; numbers made huge or negative; line ends mixed; the file cut short. Works on bytes so
 * that encodings can break too.
 */
final class Mutator {

    private static final String[] HUGE = {"2147483647", "2147483648", "-2147483648", "4294967296",
        "99999999999999999999", "1e9", "256", "257", "65536", "-1", "-0", "0"};
    private static final String NOISE = "0123456789,;:. -+\t\n\r\"{}[]RCrc<>^v/\\#x";

    private Mutator() {
    }

    /** Applies 1 to {@code maxMutations} random mutations to {@code file}. */
    static byte[] mutate(byte[] file, int maxMutations, Random random) {
        byte[] out = file;
        int count = 1 + random.nextInt(maxMutations);
        for (int i = 0; i < count; i++) {
            out = once(out, random);
        }
        return out;
    }

    private static byte[] once(byte[] in, Random random) {
        int pos = in.length == 0 ? 0 : random.nextInt(in.length + 1);
        return switch (random.nextInt(12)) {
            case 0 -> delete(in, pos, 1 + random.nextInt(in.length < 8 ? 2 : 8));
            case 1 -> insert(in, pos, bytesOf(String.valueOf(NOISE.charAt(random.nextInt(NOISE.length())))));
            case 2 -> replaceAt(in, pos, (byte) NOISE.charAt(random.nextInt(NOISE.length())));
            case 3 -> insert(in, pos, randomBytes(random));
            case 4 -> replaceNumber(in, random);
            case 5 -> lineEnds(in, random);
            case 6 -> Arrays.copyOf(in, pos);
            default -> lines(in, random);
        };
    }

    private static byte[] bytesOf(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] delete(byte[] in, int pos, int len) {
        int end = Math.min(in.length, pos + len);
        if (pos >= end) {
            return in;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length);
        out.write(in, 0, pos);
        out.write(in, end, in.length - end);
        return out.toByteArray();
    }

    private static byte[] insert(byte[] in, int pos, byte[] what) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length + what.length);
        out.write(in, 0, pos);
        out.write(what, 0, what.length);
        out.write(in, pos, in.length - pos);
        return out.toByteArray();
    }

    private static byte[] replaceAt(byte[] in, int pos, byte b) {
        if (pos >= in.length) {
            return in;
        }
        byte[] out = in.clone();
        out[pos] = b;
        return out;
    }

    /** A few bytes from the awkward corners: NUL, controls, invalid UTF-8, a BOM, a non-ASCII digit. */
    private static byte[] randomBytes(Random random) {
        byte[][] awkward = {{0}, {(byte) 0xff}, {(byte) 0xc3, 0x28}, {(byte) 0x80}, {(byte) 0xef, (byte) 0xbb, (byte) 0xbf},
            {0x0b}, {0x0c}, {0x1b}, {(byte) 0xd9, (byte) 0xa3}, {(byte) 0xe2, (byte) 0x80, (byte) 0xa8}, {(byte) 0xc2, (byte) 0x85},
            {(byte) 0xef, (byte) 0xbc, (byte) 0x91}};
        if (random.nextBoolean()) {
            return awkward[random.nextInt(awkward.length)];
        }
        byte[] out = new byte[1 + random.nextInt(6)];
        random.nextBytes(out);
        return out;
    }

    /** Replaces one run of digits with an extreme number. */
    private static byte[] replaceNumber(byte[] in, Random random) {
        List<int[]> runs = new ArrayList<>();
        for (int i = 0; i < in.length; ) {
            if (in[i] >= '0' && in[i] <= '9') {
                int j = i;
                while (j < in.length && in[j] >= '0' && in[j] <= '9') {
                    j++;
                }
                runs.add(new int[]{i, j});
                i = j;
            } else {
                i++;
            }
        }
        if (runs.isEmpty()) {
            return in;
        }
        int[] run = runs.get(random.nextInt(runs.size()));
        return insert(delete(in, run[0], run[1] - run[0]), run[0], bytesOf(HUGE[random.nextInt(HUGE.length)]));
    }

    /** Turns some LF into CRLF or CR, or CRLF back into LF. */
    private static byte[] lineEnds(byte[] in, Random random) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length + 16);
        for (byte b : in) {
            if (b == '\n' && random.nextInt(3) == 0) {
                if (random.nextBoolean()) {
                    out.write('\r');
                    out.write('\n');
                } else {
                    out.write('\r');
                }
            } else {
                out.write(b);
            }
        }
        return out.toByteArray();
    }

    /** Swaps, duplicates or drops whole lines. */
    private static byte[] lines(byte[] in, Random random) {
        String text = new String(in, StandardCharsets.ISO_8859_1);
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        if (lines.size() < 2) {
            return in;
        }
        int a = random.nextInt(lines.size());
        int b = random.nextInt(lines.size());
        switch (random.nextInt(3)) {
            case 0 -> Collections.swap(lines, a, b);
            case 1 -> lines.add(b, lines.get(a));
            default -> lines.remove(a);
        }
        return String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1);
    }
}
