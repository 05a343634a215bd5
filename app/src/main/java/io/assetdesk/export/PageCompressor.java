package io.assetdesk.export;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.filter.Filter;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;

/**
 * Compresses the content of finished pages on a thread of its own while the canvas lays out the next ones: a
 * 200,000-row table has 5,700 pages, whose compression took 0.8 s of the document's time on the one thread. A page's
 * content stream is made on the caller's thread and only written on the compressing one, which touches nothing else.
 * {@link #awaitAll()} returns once every page is compressed (or throws the first failure). At most
 * {@value #MAX_PENDING} pages wait, so that a slow machine holds a bounded amount of uncompressed content. Pages come
 * out as PDFBox would have written them: the FlateDecode filter, at PDFBox's deflate level.
 *
 * <p>The compressing thread writes a stream the caller made and never touches again before {@link #awaitAll()}; this
 * holds because the document keeps its streams in memory ({@code new PDDocument()}), where each stream's buffer is its
 * own. A document on a shared scratch file would need this looked at again.
 */
final class PageCompressor implements AutoCloseable {
    static final int MAX_PENDING = 32;

    private final Deque<Future<?>> pending = new ArrayDeque<>();
    private ExecutorService thread;
    private Deflater deflater;

    /** Makes {@code raw} {@code page}'s content, compressed on the compressing thread. */
    void submit(PDDocument doc, PDPage page, byte[] raw) {
        COSStream stream = doc.getDocument().createCOSStream();
        page.getCOSObject().setItem(COSName.CONTENTS, stream);
        if (thread == null) {
            thread = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "pdf-page-compression");
                t.setDaemon(true);
                return t;
            });
        }
        while (pending.size() >= MAX_PENDING) {
            finish(pending.removeFirst());
        }
        pending.addLast(thread.submit(() -> {
            compress(raw, stream);
            return null;
        }));
    }

    /**
     * Adds {@code raw} after {@code page}'s content, as it is (a running header and footer: a few hundred bytes, of
     * which deflating thousands of pages' one by one took longer than it saved).
     */
    static void appendPlain(PDDocument doc, PDPage page, byte[] raw) throws IOException {
        COSStream stream = doc.getDocument().createCOSStream();
        try (OutputStream out = stream.createRawOutputStream()) {
            out.write(raw);
        }
        COSDictionary dict = page.getCOSObject();
        COSBase before = dict.getDictionaryObject(COSName.CONTENTS);
        COSArray both = before instanceof COSArray a ? a : new COSArray();
        if (before != null && both != before) {
            both.add(before);
        }
        both.add(stream);
        dict.setItem(COSName.CONTENTS, both);
    }

    /** Waits for every page handed over; throws the first failure. */
    void awaitAll() {
        while (!pending.isEmpty()) {
            finish(pending.removeFirst());
        }
    }

    private static void finish(Future<?> f) {
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while pages were compressed", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw new UncheckedIOException(io);
            }
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** On the compressing thread only. */
    private void compress(byte[] raw, COSStream stream) throws IOException {
        if (deflater == null) {
            deflater = new Deflater(Filter.getCompressionLevel());
        }
        deflater.reset();
        ByteArrayOutputStream packed = new ByteArrayOutputStream(raw.length / 3 + 64);
        try (DeflaterOutputStream d = new DeflaterOutputStream(packed, deflater, 8192)) {
            d.write(raw);
        }
        try (OutputStream out = stream.createRawOutputStream()) {
            packed.writeTo(out);
        }
        stream.setItem(COSName.FILTER, COSName.FLATE_DECODE);
    }

    /**
     * Stops the compressing thread and waits for it to end (a document given up half-made leaves nothing running,
     * and nothing writing into a document being closed), then frees the compressor's native memory.
     */
    @Override
    public void close() {
        if (thread == null) {
            return;
        }
        thread.shutdownNow();
        try {
            if (!thread.awaitTermination(30, TimeUnit.SECONDS)) {
                return; // a page of a few dozen kilobytes takes milliseconds: not reached
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        } finally {
            thread = null;
        }
        if (deflater != null) {
            deflater.end(); // the thread has ended: nothing uses it
            deflater = null;
        }
    }
}
