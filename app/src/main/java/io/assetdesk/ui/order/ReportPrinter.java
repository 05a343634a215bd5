package io.assetdesk.ui.order;

import java.awt.image.BufferedImage;
import java.util.List;
import javafx.print.PageLayout;
import javafx.print.PrinterJob;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelWriter;
import javafx.scene.image.WritableImage;
import javafx.stage.Window;

/**
 * Prints the loan-file PDF's pages as they are (the same layout as the exported document): each page, rendered to an
 * image off the FX thread, is scaled to the printer's printable area. Runs on the FX thread (the print dialog).
 */
final class ReportPrinter {
    /** How printing ended, for the notice line. */
    enum Outcome { SENT, CANCELLED, NO_PRINTER, FAILED }

    private ReportPrinter() {
    }

    static Outcome print(List<BufferedImage> pages, Window owner) {
        PrinterJob job = PrinterJob.createPrinterJob();
        if (job == null) {
            return Outcome.NO_PRINTER;
        }
        if (!job.showPrintDialog(owner)) {
            job.cancelJob();
            return Outcome.CANCELLED;
        }
        PageLayout layout = job.getJobSettings().getPageLayout();
        for (BufferedImage page : pages) {
            ImageView view = new ImageView(image(page));
            view.setPreserveRatio(true);
            view.setFitWidth(layout.getPrintableWidth());
            view.setFitHeight(layout.getPrintableHeight());
            if (!job.printPage(layout, view)) {
                job.cancelJob();
                return Outcome.FAILED;
            }
        }
        return job.endJob() ? Outcome.SENT : Outcome.FAILED;
    }

    /** An AWT image as a JavaFX one (no javafx-swing needed). */
    static WritableImage image(BufferedImage b) {
        WritableImage out = new WritableImage(b.getWidth(), b.getHeight());
        PixelWriter w = out.getPixelWriter();
        int[] row = new int[b.getWidth()];
        for (int y = 0; y < b.getHeight(); y++) {
            b.getRGB(0, y, b.getWidth(), 1, row, 0, b.getWidth());
            w.setPixels(0, y, b.getWidth(), 1, javafx.scene.image.PixelFormat.getIntArgbInstance(), row, 0,
                    b.getWidth());
        }
        return out;
    }
}
