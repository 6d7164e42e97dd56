package tester.serve;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;

/**
 * Who may open a WebSocket and load the page. A browser sends the page's {@code Origin} with every
 * WebSocket upgrade; only f-puzzles (where the userscript runs: exactly {@code https://f-puzzles.com} or
 * {@code https://www.f-puzzles.com}, on the default port) and this server's own page may drive the
 * solver, so a page on another site, or on plain HTTP that anyone on the network path could write,
 * cannot (cross-site WebSocket hijacking). A request without an
 * {@code Origin} comes from a program, not a page, and is let in. The {@code Host} a request names must be
 * this machine's loopback name while the server listens on loopback only, so that a foreign site whose
 * name is made to point at 127.0.0.1 (DNS rebinding) is not taken for the page itself.
 */
final class OriginPolicy {

    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]", "::1");
    /** The names f-puzzles is served under. */
    private static final Set<String> FPUZZLES = Set.of("f-puzzles.com", "www.f-puzzles.com");

    private final boolean loopbackOnly;

    /** @param loopbackOnly whether the server listens on a loopback address only */
    OriginPolicy(boolean loopbackOnly) {
        this.loopbackOnly = loopbackOnly;
    }

    /** Whether a request naming {@code host} (the Host header, with or without a port) is served. */
    boolean hostAllowed(String host) {
        if (!loopbackOnly) {
            return true;
        }
        return host != null && LOOPBACK_NAMES.contains(hostName(host));
    }

    /** Whether a WebSocket upgrade with this {@code Origin}, sent to {@code host}, is taken. */
    boolean originAllowed(String origin, String host) {
        if (origin == null) {
            return true;
        }
        URI uri;
        try {
            uri = new URI(origin.strip());
        } catch (URISyntaxException e) {
            return false;
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        String name = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        boolean bare = uri.getRawUserInfo() == null && (uri.getRawPath() == null || uri.getRawPath().isEmpty())
                && uri.getRawQuery() == null && uri.getRawFragment() == null;
        // f-puzzles, where the userscript runs: served over HTTPS only, on the default port
        if (scheme.equals("https") && FPUZZLES.contains(name) && (uri.getPort() == -1 || uri.getPort() == 443) && bare) {
            return true;
        }
        // The page itself: served over plain HTTP by this server, under the name the request was sent to.
        return scheme.equals("http") && hostAllowed(host) && host != null && bare
                && uri.getRawAuthority() != null && uri.getRawAuthority().equalsIgnoreCase(host.strip());
    }

    /** The name part of a Host header: {@code localhost} of {@code localhost:4545}, {@code [::1]} of {@code [::1]:4545}. */
    private static String hostName(String host) {
        String h = host.strip().toLowerCase(Locale.ROOT);
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? h : h.substring(0, end + 1);
        }
        int colon = h.indexOf(':');
        return colon < 0 ? h : h.substring(0, colon);
    }
}
