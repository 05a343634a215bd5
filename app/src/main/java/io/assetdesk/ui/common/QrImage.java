package io.assetdesk.ui.common;

import io.nayuki.qrcodegen.DataTooLongException;
import io.nayuki.qrcodegen.QrCode;
import java.net.URI;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelWriter;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;

/**
 * A link as a QR code a phone's camera reads: black modules on white (never themed: a dark QR on a dark screen is
 * not read by every camera), with the four-module quiet zone the standard asks.
 */
public final class QrImage {
    private static final int QUIET = 4;

    private QrImage() {
    }

    /** The largest a code is shown (a long link gets smaller modules, never a layout that cuts its buttons). */
    public static final double MOST = 300;

    /**
     * Whether a phone can open {@code link}: an http(s) address that is not this computer's own (a loopback
     * address, as the built-in sandbox's, means the phone itself).
     */
    public static boolean reachableFromAPhone(URI link) {
        if (link == null || link.getHost() == null) {
            return false;
        }
        String host = link.getHost().toLowerCase(Locale.ROOT);
        return !(host.equals("localhost") || host.startsWith("127.") || host.equals("[::1]") || host.equals("::1"));
    }

    /** Shows {@code image} at most {@link #MOST} wide, its modules sharp (no smoothing between them). */
    public static void showIn(ImageView view, Image image) {
        view.setImage(image);
        view.setSmooth(false);
        view.setPreserveRatio(true);
        view.setFitWidth(Math.min(MOST, image.getWidth()));
    }

    /** Whether {@code text} fits in a QR code at all (no image is made). */
    public static boolean fits(String text) {
        try {
            QrCode.encodeText(text, QrCode.Ecc.MEDIUM);
            return true;
        } catch (DataTooLongException e) {
            return false;
        }
    }

    /** {@code text} as a QR code of {@code modulePixels} per module; empty when it is too long for any QR code. */
    public static Optional<Image> of(String text, int modulePixels) {
        QrCode qr;
        try {
            qr = QrCode.encodeText(text, QrCode.Ecc.MEDIUM);
        } catch (DataTooLongException e) {
            return Optional.empty();
        }
        int modules = qr.size + 2 * QUIET;
        int side = modules * modulePixels;
        WritableImage image = new WritableImage(side, side);
        PixelWriter w = image.getPixelWriter();
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                int mx = x / modulePixels - QUIET;
                int my = y / modulePixels - QUIET;
                w.setColor(x, y, qr.getModule(mx, my) ? Color.BLACK : Color.WHITE);
            }
        }
        return Optional.of(image);
    }
}
