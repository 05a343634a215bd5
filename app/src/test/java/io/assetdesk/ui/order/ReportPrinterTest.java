package io.assetdesk.ui.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.ui.testing.ScreenTest;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import javafx.scene.Node;
import javafx.scene.image.ImageView;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Printing through the print path with a fake printer job: every page of the loan-file PDF goes to the printer in
 * order, scaled to the printable area; a cancelled dialog prints nothing; a page the printer refuses cancels the job.
 */
@ScreenTest
class ReportPrinterTest {


    /** Records what a printer would have been sent. */
    static final class FakeJob implements ReportPrinter.Job {
        boolean dialogAnswer = true;
        int refuseFrom = Integer.MAX_VALUE;
        final List<ImageView> printed = new ArrayList<>();
        boolean ended;
        boolean cancelled;

        @Override
        public boolean showDialog(Window owner) {
            return dialogAnswer;
        }

        @Override
        public double printableWidth() {
            return 500;
        }

        @Override
        public double printableHeight() {
            return 700;
        }

        @Override
        public boolean printPage(Node page) {
            if (printed.size() >= refuseFrom) {
                return false;
            }
            printed.add((ImageView) page);
            return true;
        }

        @Override
        public boolean end() {
            ended = true;
            return true;
        }

        @Override
        public void cancel() {
            cancelled = true;
        }
    }

    private static List<BufferedImage> pages(int n) {
        List<BufferedImage> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            BufferedImage b = new BufferedImage(100 + i, 140, BufferedImage.TYPE_INT_RGB);
            b.setRGB(0, 0, 0xFF0000 + i);
            out.add(b);
        }
        return out;
    }

    private static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get();
    }

    @Test
    void everyPageIsSentInOrderScaledToThePrintableArea() throws Exception {
        FakeJob job = new FakeJob();
        ReportPrinter.Outcome outcome = fx(() -> ReportPrinter.print(pages(3), null, job));

        assertThat(outcome).isEqualTo(ReportPrinter.Outcome.SENT);
        assertThat(job.printed).hasSize(3);
        assertThat(job.printed).extracting(v -> (int) v.getImage().getWidth()).containsExactly(100, 101, 102);
        assertThat(job.printed).allSatisfy(v -> {
            assertThat(v.getFitWidth()).isEqualTo(500);
            assertThat(v.getFitHeight()).isEqualTo(700);
            assertThat(v.isPreserveRatio()).isTrue();
        });
        // the page's pixels are the PDF page's
        assertThat(job.printed.get(2).getImage().getPixelReader().getArgb(0, 0)).isEqualTo(0xFFFF0002);
        assertThat(job.ended).isTrue();
        assertThat(job.cancelled).isFalse();
    }

    @Test
    void aCancelledDialogPrintsNothingAndNoPrinterSaysSo() throws Exception {
        FakeJob job = new FakeJob();
        job.dialogAnswer = false;
        assertThat(fx(() -> ReportPrinter.print(pages(2), null, job))).isEqualTo(ReportPrinter.Outcome.CANCELLED);
        assertThat(job.printed).isEmpty();
        assertThat(job.cancelled).isTrue();

        assertThat(fx(() -> ReportPrinter.print(pages(2), null, null))).isEqualTo(ReportPrinter.Outcome.NO_PRINTER);
    }

    @Test
    void aPageThePrinterRefusesCancelsTheJob() throws Exception {
        FakeJob job = new FakeJob();
        job.refuseFrom = 1;
        assertThat(fx(() -> ReportPrinter.print(pages(3), null, job))).isEqualTo(ReportPrinter.Outcome.FAILED);
        assertThat(job.printed).hasSize(1);
        assertThat(job.cancelled).isTrue();
        assertThat(job.ended).isFalse();
    }
}
