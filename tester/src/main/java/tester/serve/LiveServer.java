package tester.serve;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;

/**
 * The live solver: one Jetty server on one port that speaks the f-puzzles solver protocol over WebSocket
 * (at {@code /}, where the userscript connects) and serves the page at {@code http://HOST:PORT/}. Upgrades
 * are taken only from the origins {@link OriginPolicy} allows, and only while fewer than
 * {@link Limits#maxClients} are connected; messages over {@link Limits#maxMessageChars} close their
 * connection. Start with {@link #start}, stop with {@link #close}.
 */
public final class LiveServer implements AutoCloseable {

    /** How long an HTTP thread left idle after a burst of connections stays before it ends. */
    public static final int IDLE_THREAD_MILLIS = 5000;

    private final Server server;
    private final Hub hub;
    private final String host;

    private LiveServer(Server server, Hub hub, String host) {
        this.server = server;
        this.hub = hub;
        this.host = host;
    }

    /**
     * Starts a server on {@code host} (a name or address of this machine) and {@code port} (0: any free
     * port).
     *
     * @throws Exception if the address cannot be bound (in use, not this machine's)
     */
    public static LiveServer start(String host, int port, Limits limits) throws Exception {
        boolean loopback = isLoopback(host);
        OriginPolicy policy = new OriginPolicy(loopback);
        // Jobs run on threads of their own (the Scheduler's): these only read and write connections.
        QueuedThreadPool threads = new QueuedThreadPool(24, 4);
        threads.setName("serve-http");
        threads.setIdleTimeout(IDLE_THREAD_MILLIS);
        threads.setDaemon(true);
        Server server = new Server(threads);
        // No "Server: Jetty(12...)" header and no "Powered by Jetty" on error pages: a version helps only an attacker.
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(host);
        connector.setPort(port);
        // a connection that never finishes its request (or sends nothing at all) is let go after the idle time
        connector.setIdleTimeout(limits.idleTime().toMillis());
        server.addConnector(connector);
        Hub hub = new Hub(limits);
        WebSocketUpgradeHandler upgrades = WebSocketUpgradeHandler.from(server, container -> {
            container.setMaxTextMessageSize(limits.maxMessageChars());
            container.setMaxBinaryMessageSize(1024);
            // A setter leaves the tab open for hours between requests: the hub pings every connection and
            // drops one that stops answering (Hub.look); this is only the backstop if that ever stopped.
            container.setIdleTimeout(limits.idleTime().multipliedBy(3));
            // A client that stops reading is not queued for without bound.
            container.setMaxOutgoingFrames(1024);
            container.addMapping("/", (request, response, callback) -> {
                String origin = request.getHeaders().get(HttpHeader.ORIGIN);
                String target = request.getHeaders().get(HttpHeader.HOST);
                if (!policy.originAllowed(origin, target)) {
                    Response.writeError(request, response, callback, HttpStatus.FORBIDDEN_403,
                            "WebSocket connections are taken from f-puzzles and this server's page only");
                    return null;
                }
                if (hub.clients() >= limits.maxClients()) {
                    Response.writeError(request, response, callback, HttpStatus.SERVICE_UNAVAILABLE_503,
                            "too many connections");
                    return null;
                }
                return new Client(hub);
            });
        });
        upgrades.setHandler(new PageHandler(policy));
        server.setHandler(upgrades);
        server.setStopTimeout(2000);
        try {
            server.start();
        } catch (Exception e) {
            hub.close();
            server.stop();
            throw e;
        }
        return new LiveServer(server, hub, host);
    }

    private static boolean isLoopback(String host) {
        try {
            for (InetAddress a : InetAddress.getAllByName(host)) {
                if (!a.isLoopbackAddress()) {
                    return false;
                }
            }
            return true;
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** The port it listens on. */
    public int port() {
        return ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }

    /** The page's address. */
    public URI page() {
        String name = host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
        return URI.create("http://" + name + ":" + port() + "/");
    }

    /** Connections open now. */
    public int clients() {
        return hub.clients();
    }

    /** Jobs waiting or running now. */
    public int jobs() {
        return hub.jobs();
    }

    /** Waits until the server stops. */
    public void join() throws InterruptedException {
        server.join();
    }

    /** Stops the server: open connections are closed and running jobs cancelled. */
    @Override
    public void close() {
        try {
            server.stop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            throw new IllegalStateException("the server did not stop: " + e.getMessage(), e);
        } finally {
            hub.close();
        }
    }
}
