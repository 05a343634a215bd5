package io.assetdesk.ui.order;

import java.awt.image.BufferedImage;
import java.util.List;
import javafx.print.PageLayout;
import javafx.print.PrinterJob;
import javafx.scene.Node;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
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

    /** What printing needs of a printer job (JavaFX's {@link PrinterJob} in the console; a fake in tests). */
    interface Job {
        /** The print dialog; false when the officer cancelled it. */
        boolean showDialog(Window owner);

        double printableWidth();

        double printableHeight();

        boolean printPage(Node page);

        boolean end();

        void cancel();

        /** The system's printer job, or null when there is no printer. */
        static Job system() {
            PrinterJob job = PrinterJob.createPrinterJob();
            if (job == null) {
                return null;
            }
            return new Job() {
                @Override
                public boolean showDialog(Window owner) {
                    return job.showPrintDialog(owner);
                }

                private PageLayout layout() {
                    return job.getJobSettings().getPageLayout();
                }

                @Override
                public double printableWidth() {
                    return layout().getPrintableWidth();
                }

                @Override
                public double printableHeight() {
                    return layout().getPrintableHeight();
                }

                @Override
                public boolean printPage(Node page) {
                    return job.printPage(layout(), page);
                }

                @Override
                public boolean end() {
                    return job.endJob();
                }

                @Override
                public void cancel() {
                    job.cancelJob();
                }
            };
        }
    }

    static Outcome print(List<BufferedImage> pages, Window owner) {
        return print(pages, owner, Job.system());
    }

    /** Prints {@code pages} on {@code job} (null: no printer), each scaled to the printable area. */
    static Outcome print(List<BufferedImage> pages, Window owner, Job job) {
        if (job == null) {
            return Outcome.NO_PRINTER;
        }
        if (!job.showDialog(owner)) {
            job.cancel();
            return Outcome.CANCELLED;
        }
        for (BufferedImage page : pages) {
            ImageView view = new ImageView(image(page));
            view.setPreserveRatio(true);
            view.setFitWidth(job.printableWidth());
            view.setFitHeight(job.printableHeight());
            if (!job.printPage(view)) {
                job.cancel();
                return Outcome.FAILED;
            }
        }
        return job.end() ? Outcome.SENT : Outcome.FAILED;
    }

    /** An AWT image as a JavaFX one (no javafx-swing needed). */
    static WritableImage image(BufferedImage b) {
        WritableImage out = new WritableImage(b.getWidth(), b.getHeight());
        PixelWriter w = out.getPixelWriter();
        int[] row = new int[b.getWidth()];
        for (int y = 0; y < b.getHeight(); y++) {
            b.getRGB(0, y, b.getWidth(), 1, row, 0, b.getWidth());
            w.setPixels(0, y, b.getWidth(), 1, PixelFormat.getIntArgbInstance(), row, 0,
                    b.getWidth());
        }
        return out;
    }
}
