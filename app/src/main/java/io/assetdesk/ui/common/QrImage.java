package io.assetdesk.ui.common;

import io.nayuki.qrcodegen.DataTooLongException;
import io.nayuki.qrcodegen.QrCode;
import java.util.Optional;
import javafx.scene.image.Image;
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
