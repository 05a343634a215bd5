package io.assetdesk.ui.testing;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;

/**
 * Writes a JavaFX image as an 8-bit RGB PNG (no javafx-swing, no ImageIO): each row with the PNG filter that suits it
 * best, no time stamp, so that the same picture always gives the same bytes. For {@link ScreenshotApp}.
 */
public final class PngFile {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private PngFile() {
    }

    /** Writes {@code image} (opaque; any alpha is dropped) to {@code file}, through a temporary file beside it. */
    public static void write(Image image, Path file) throws IOException {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        int[] argb = new int[width * height];
        image.getPixelReader().getPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), argb, 0, width);

        ByteArrayOutputStream compressed = new ByteArrayOutputStream();
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try (OutputStream z = new DeflaterOutputStream(compressed, deflater)) {
            int stride = width * 3;
            byte[] previous = new byte[stride];
            byte[] row = new byte[stride];
            byte[][] candidates = new byte[5][stride];
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    int p = argb[y * width + x];
                    row[x * 3] = (byte) (p >> 16);
                    row[x * 3 + 1] = (byte) (p >> 8);
                    row[x * 3 + 2] = (byte) p;
                }
                int best = 0;
                long bestCost = Long.MAX_VALUE;
                for (int filter = 0; filter < 5; filter++) {
                    long cost = filterRow(filter, row, previous, candidates[filter]);
                    if (cost < bestCost) {
                        bestCost = cost;
                        best = filter;
                    }
                }
                z.write(best);
                z.write(candidates[best]);
                byte[] t = previous;
                previous = row;
                row = t;
            }
        } finally {
            deflater.end();
        }

        ByteArrayOutputStream png = new ByteArrayOutputStream(compressed.size() + 64);
        png.write(SIGNATURE);
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        DataOutputStream h = new DataOutputStream(header);
        h.writeInt(width);
        h.writeInt(height);
        h.writeByte(8);   // bits per sample
        h.writeByte(2);   // colour type: RGB
        h.writeByte(0);   // deflate
        h.writeByte(0);   // adaptive filtering
        h.writeByte(0);   // no interlace
        chunk(png, "IHDR", header.toByteArray());
        chunk(png, "IDAT", compressed.toByteArray());
        chunk(png, "IEND", new byte[0]);

        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, ".screenshot-", ".png");
        Files.write(temp, png.toByteArray());
        try {
            // a temporary file is private to its owner; the picture is not
            Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the folder's defaults apply
        }
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
    }

    /** Filters {@code row} into {@code out} with PNG filter {@code type}; returns the usual heuristic's cost. */
    private static long filterRow(int type, byte[] row, byte[] up, byte[] out) {
        long cost = 0;
        for (int i = 0; i < row.length; i++) {
            int a = i >= 3 ? row[i - 3] & 0xff : 0;
            int b = up[i] & 0xff;
            int c = i >= 3 ? up[i - 3] & 0xff : 0;
            int x = row[i] & 0xff;
            int predicted = switch (type) {
                case 0 -> 0;
                case 1 -> a;
                case 2 -> b;
                case 3 -> (a + b) >>> 1;
                default -> paeth(a, b, c);
            };
            byte v = (byte) (x - predicted);
            out[i] = v;
            cost += Math.abs((int) v);
        }
        return cost;
    }

    private static int paeth(int a, int b, int c) {
        int p = a + b - c;
        int pa = Math.abs(p - a);
        int pb = Math.abs(p - b);
        int pc = Math.abs(p - c);
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }

    private static void chunk(ByteArrayOutputStream png, String type, byte[] data) throws IOException {
        DataOutputStream out = new DataOutputStream(png);
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.writeInt(data.length);
        out.write(name);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.writeInt((int) crc.getValue());
    }
}
