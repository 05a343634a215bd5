package io.assetdesk.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP link on 127.0.0.1 to a server of the test run (the run's PostgreSQL), that the test can cut (every connection
 * through it reset, new ones refused) and mend (the same port listens again): a network lost and found, as a desk would
 * see it.
 */
public final class CuttableLink implements AutoCloseable {
    private final int target;
    private final int port;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile ServerSocket listening;

    public CuttableLink(int targetPort) {
        this.target = targetPort;
        try {
            ServerSocket first = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            this.port = first.getLocalPort();
            listen(first);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public int port() {
        return port;
    }

    private void listen(ServerSocket server) {
        listening = server;
        Thread t = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    Socket in = server.accept();
                    Socket out = new Socket(InetAddress.getLoopbackAddress(), target);
                    open.add(in);
                    open.add(out);
                    pump(in, out);
                    pump(out, in);
                } catch (IOException e) {
                    return; // cut or closed
                }
            }
        }, "cuttable-link-accept");
        t.setDaemon(true);
        t.start();
    }

    private void pump(Socket from, Socket to) {
        Thread t = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException e) {
                // the link was cut, or one side closed
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }, "cuttable-link-pump");
        t.setDaemon(true);
        t.start();
    }

    /** Resets every connection through the link and refuses new ones. */
    public void cut() {
        closeQuietly(listening);
        for (Socket s : open) {
            try {
                s.setSoLinger(true, 0); // a reset, as a lost network or a restarted server gives
            } catch (IOException e) {
                // closed already
            }
            closeQuietly(s);
        }
        open.clear();
    }

    /** Listens on the same port again. */
    public void mend() {
        try {
            ServerSocket again = new ServerSocket();
            again.setReuseAddress(true);
            again.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 50);
            listen(again);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void closeQuietly(AutoCloseable c) {
        try {
            if (c != null) {
                c.close();
            }
        } catch (Exception e) {
            // closed already
        }
    }

    @Override
    public void close() {
        cut();
    }
}
