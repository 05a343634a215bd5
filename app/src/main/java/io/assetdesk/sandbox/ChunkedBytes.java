package io.assetdesk.sandbox;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/** An output stream into fixed-size chunks: a large body is held once, never copied while it grows. */
final class ChunkedBytes extends OutputStream {
    private static final int CHUNK = 256 * 1024;
    private final List<byte[]> chunks = new ArrayList<>();
    private byte[] current;
    private int pos;
    private long size;

    @Override
    public void write(int b) {
        if (current == null || pos == current.length) {
            next();
        }
        current[pos++] = (byte) b;
        size++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        while (len > 0) {
            if (current == null || pos == current.length) {
                next();
            }
            int n = Math.min(len, current.length - pos);
            System.arraycopy(b, off, current, pos, n);
            pos += n;
            off += n;
            len -= n;
            size += n;
        }
    }

    private void next() {
        current = new byte[CHUNK];
        chunks.add(current);
        pos = 0;
    }

    long size() {
        return size;
    }

    void writeTo(OutputStream out) throws IOException {
        for (int i = 0; i < chunks.size(); i++) {
            byte[] c = chunks.get(i);
            out.write(c, 0, i == chunks.size() - 1 ? pos : c.length);
        }
    }
}
