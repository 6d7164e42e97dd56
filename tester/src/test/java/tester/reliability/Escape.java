package tester.reliability;

/** Shows arbitrary bytes readably in a failure message: printable ASCII as is, the rest as escapes. */
final class Escape {

    private Escape() {
    }

    static String text(byte[] bytes) {
        StringBuilder sb = new StringBuilder("\"");
        int shown = Math.min(bytes.length, 600);
        for (int i = 0; i < shown; i++) {
            int b = bytes[i] & 0xff;
            switch (b) {
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '"', '\\' -> sb.append('\\').append((char) b);
                default -> {
                    if (b >= 0x20 && b < 0x7f) {
                        sb.append((char) b);
                    } else {
                        sb.append(String.format("\\x%02x", b));
                    }
                }
            }
        }
        return sb.append(bytes.length > shown ? "\"... (" + bytes.length + " bytes)" : "\"").toString();
    }
}
