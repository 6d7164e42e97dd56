package tester.serve;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Map;

/**
 * The page: three files from the jar ({@code index.html}, {@code app.js}, {@code style.css}), nothing
 * else. The page loads nothing from elsewhere (it works offline) and says so to the browser: its content
 * security policy lets it reach only this server.
 */
final class PageHandler extends Handler.Abstract {

    private static final String FOLDER = "/tester/serve/page/";
    private static final Map<String, String> FILES = Map.of("/", "index.html", "/index.html", "index.html",
            "/app.js", "app.js", "/style.css", "style.css");
    private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8", "css", "text/css; charset=utf-8");

    private final OriginPolicy policy;
    private final Map<String, byte[]> contents = new java.util.HashMap<>();

    PageHandler(OriginPolicy policy) {
        this.policy = policy;
        for (String file : FILES.values()) {
            try (InputStream in = PageHandler.class.getResourceAsStream(FOLDER + file)) {
                if (in == null) {
                    throw new IllegalStateException("the jar lacks the page's " + file);
                }
                contents.put(file, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        if (!policy.hostAllowed(request.getHeaders().get(HttpHeader.HOST))) {
            Response.writeError(request, response, callback, HttpStatus.FORBIDDEN_403,
                    "this server answers only requests to localhost");
            return true;
        }
        String file = FILES.get(request.getHttpURI().getPath());
        if (file == null || !(request.getMethod().equals("GET") || request.getMethod().equals("HEAD"))) {
            Response.writeError(request, response, callback, file == null ? HttpStatus.NOT_FOUND_404
                    : HttpStatus.METHOD_NOT_ALLOWED_405);
            return true;
        }
        response.setStatus(HttpStatus.OK_200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, TYPES.get(file.substring(file.lastIndexOf('.') + 1)));
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put("X-Frame-Options", "DENY");
        response.getHeaders().put("Content-Security-Policy", "default-src 'self'; connect-src 'self' ws: wss:;"
                + " img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
        byte[] body = contents.get(file);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, request.getMethod().equals("HEAD") ? ByteBuffer.allocate(0) : ByteBuffer.wrap(body),
                callback);
        return true;
    }
}
