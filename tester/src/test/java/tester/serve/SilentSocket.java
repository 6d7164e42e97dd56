package tester.serve;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A connection that completes the WebSocket handshake and then says nothing and reads nothing, as a
 * client that holds a place without using it does (or one whose network went away).
 */
final class SilentSocket implements AutoCloseable {

    private final Socket socket;
    /** The status line the server answered the upgrade with. */
    final String status;

    private SilentSocket(Socket socket, String status) {
        this.socket = socket;
        this.status = status;
    }

    static SilentSocket open(LiveServer server) throws IOException {
        Socket s = new Socket("127.0.0.1", server.port());
        s.getOutputStream().write(("GET / HTTP/1.1\r\nHost: localhost:" + server.port() + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        InputStream in = s.getInputStream();
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.append((char) b);
        }
        return new SilentSocket(s, head.toString().lines().findFirst().orElse(""));
    }

    boolean upgraded() {
        return status.startsWith("HTTP/1.1 101");
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
