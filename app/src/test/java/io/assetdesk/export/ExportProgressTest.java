package io.assetdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.ResponseDecoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A long export says how far it has come; a short one says nothing. */
class ExportProgressTest {
    private static final OrderDocument DOC = answer(3_000);
    private static final Order MANY = DOC.order();

    /** An order's answer as the service sends it, with {@code n} transactions in its one account. */
    private static OrderDocument answer(int n) {
        StringBuilder b = new StringBuilder("{\"data\":{\"id\":\"ord-1\",\"type\":\"order\",\"attributes\":{"
                + "\"firstName\":\"Ann\",\"lastName\":\"Lee\",\"status\":\"closed\",\"accounts\":[{\"accountID\":"
                + "\"a-1\",\"TaggedTransactions\":[");
        for (int i = 1; i <= n; i++) {
            b.append(i > 1 ? "," : "").append("{\"transactionId\":\"x").append(i).append("\",\"date\":\"")
                    .append(LocalDate.parse("2026-08-01").plusDays(i % 90)).append("\",\"description\":\"Txn ")
                    .append(i).append("\",\"amount\":").append(i).append(".25}");
        }
        b.append("],\"LargeDeposits\":[],\"CurrentBalance\":15000.00}]}}}");
        String raw = b.toString();
        return new OrderDocument(new ResponseDecoder().order(raw.getBytes(StandardCharsets.UTF_8)), raw);
    }

    /** What each format said of its progress, on a clock that moves {@code stepMs} at each reading. */
    private static List<long[]> told(ReportExport.Format format, long stepMs) throws Exception {
        List<long[]> said = new ArrayList<>();
        long[] now = {0};
        ExportProgress.during((done, total) -> said.add(new long[] {done, total}), () -> now[0] += stepMs,
                () -> ReportExport.bytes(format, DOC, ExportFixtures.summary(MANY, ExportFixtures.SHORT),
                        ExportFixtures.ZONE, Locale.US, ExportFixtures.MADE));
        return said;
    }

    @Test
    void aLongExportSaysHowManyOfTheReportsEntriesAreWrittenEveryFewHundredMilliseconds() throws Exception {
        for (ReportExport.Format format : ReportExport.Format.values()) {
            List<long[]> said = told(format, 300);
            assertThat(said).as(format + ": said more than once").hasSizeGreaterThan(2);
            assertThat(said).allSatisfy(p -> assertThat(p[1]).isEqualTo(3_000));
            for (int i = 1; i < said.size(); i++) {
                assertThat(said.get(i)[0]).as(format + ": only forward").isGreaterThan(said.get(i - 1)[0]);
            }
            // the clock is read every 256 entries: the first second is over at the fourth reading
            assertThat(said.get(0)[0]).as(format + ": nothing in its first second").isGreaterThanOrEqualTo(
                    256L * (long) Math.ceil(ExportProgress.QUIET_MS / 300.0));
            assertThat(said.get(said.size() - 1)[0]).isLessThanOrEqualTo(3_000);
        }
    }

    @Test
    void anExportThatTakesLessThanASecondSaysNothing() throws Exception {
        for (ReportExport.Format format : ReportExport.Format.values()) {
            assertThat(told(format, 0)).as(format.name()).isEmpty();
        }
    }
}
