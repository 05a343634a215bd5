package io.assetdesk.loan;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.report.ReportThresholds;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.AnnotatedElementContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.io.TempDirFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Reading the loan-file.json the console kept before the loan database, part by part, to bring it over. */
@Timeout(10)
class OldLoanFileTest {

    /** Surefire does not move java.io.tmpdir, so the temp folders go under target/ (tests write nowhere else). */
    static final class UnderTarget implements TempDirFactory {
        @Override
        public Path createTempDirectory(AnnotatedElementContext element, ExtensionContext context) throws IOException {
            Path target = Files.createDirectories(Path.of("target"));
            return Files.createTempDirectory(target, "loan-file-");
        }
    }

    @TempDir(factory = UnderTarget.class)
    Path dir;

    private void writeFile(String content) throws IOException {
        Files.writeString(dir.resolve(OldLoanFile.FILE), content, StandardCharsets.UTF_8);
    }

    private OldLoanFile.Contents read() {
        return new OldLoanFile(dir).read();
    }

    @Test
    void withoutAFileThereIsNothingToBringAndNothingIsWritten() throws Exception {
        OldLoanFile old = new OldLoanFile(dir);
        assertThat(old.present()).isFalse();
        OldLoanFile.Contents c = old.read();
        assertThat(c.thresholds()).isNull();
        assertThat(c.figures()).isEmpty();
        assertThat(c.refused()).isEmpty();
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void everyPartComesBackExactlyAsWritten() throws Exception {
        writeFile("{\"thresholds\": {\"largeDepositShare\": 0.25, \"minHistoryDays\": 30, \"maxReportAgeDays\": 90,"
                + " \"loanCurrency\": \"cad\", \"requiredReserveMonths\": 2.5},"
                + " \"orders\": {\"ord-1\": {\"cashToClose\": 30000.10, \"monthlyHousingPayment\": 2500.99,"
                + " \"monthlyIncome\": 9000.01}, \"ord-2\": {\"cashToClose\": 12345678901234567.89}},"
                + " \"finishedByOfficer\": [\"ord-3\", \"ord-3\", null]}");

        OldLoanFile.Contents c = read();

        assertThat(c.thresholds()).isEqualTo(new ReportThresholds(new BigDecimal("0.25"), 30, 90, "CAD",
                new BigDecimal("2.5")));
        assertThat(c.figures().get("ord-1").monthlyHousingPayment()).isEqualByComparingTo("2500.99");
        assertThat(c.figures().get("ord-2").cashToClose()).isEqualByComparingTo("12345678901234567.89");
        assertThat(c.finished()).containsExactly("ord-3");
        assertThat(c.refused()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{not json", "[]", "\u0000\u0001binary"})
    void aDamagedFileIsKeptAsideAndSaidAsTheOneRefusal(String content) throws Exception {
        writeFile(content);

        OldLoanFile.Contents c = read();

        assertThat(c.thresholds()).isNull();
        assertThat(c.figures()).isEmpty();
        assertThat(c.refused()).singleElement().satisfies(r -> {
            assertThat(r.kind()).isEqualTo(OldLoanFile.Refused.Kind.FILE_DAMAGED);
            assertThat(r.detail()).startsWith("loan-file.json could not be read (").contains("kept as");
        });
        assertThat(new OldLoanFile(dir).present()).as("moved aside, not deleted").isFalse();
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).anyMatch(n
                    -> n.startsWith("loan-file.json.damaged-"));
        }
    }

    @Test
    void missingThresholdPartsComeFromTheDefaults() throws Exception {
        writeFile("{\"thresholds\": {\"minHistoryDays\": 30}}");

        ReportThresholds t = read().thresholds();

        assertThat(t.largeDepositShare()).isEqualByComparingTo("0.50");
        assertThat(t.minHistoryDays()).isEqualTo(30);
        assertThat(t.maxReportAgeDays()).isEqualTo(120);
        assertThat(t.loanCurrency()).isEqualTo("USD");
    }

    @Test
    void anInvalidThresholdPartIsRefusedWithItsReasonAndTheValidOnesAreKept() throws Exception {
        writeFile("{\"thresholds\": {\"largeDepositShare\": 0.25, \"minHistoryDays\": 0, \"maxReportAgeDays\": 90,"
                + " \"loanCurrency\": \"XXX1\"}}");

        OldLoanFile.Contents c = read();

        assertThat(c.thresholds().largeDepositShare()).isEqualByComparingTo("0.25");
        assertThat(c.thresholds().minHistoryDays()).isEqualTo(60);
        assertThat(c.thresholds().maxReportAgeDays()).isEqualTo(90);
        assertThat(c.thresholds().loanCurrency()).isEqualTo("USD");
        assertThat(c.refused()).extracting(OldLoanFile.Refused::kind).containsOnly(OldLoanFile.Refused.Kind.THRESHOLD);
        assertThat(c.refused()).extracting(OldLoanFile.Refused::detail).anyMatch(d -> d.contains("1 to 3650 days"))
                .anyMatch(d -> d.contains("ISO currency code"));
    }

    @Test
    void invalidFiguresOfOneOrderAreRefusedForThatOrderAndTheOthersRead() throws Exception {
        writeFile("{\"orders\": {\"bad\": {\"cashToClose\": -5}, \"good\": {\"cashToClose\": 30000.00,"
                + " \"monthlyIncome\": 9000}, \"empty\": null, \"blank\": {}}}");

        OldLoanFile.Contents c = read();

        assertThat(c.figures()).containsOnlyKeys("good");
        assertThat(c.figures().get("good").monthlyIncome()).isEqualByComparingTo("9000");
        assertThat(c.refused()).singleElement().satisfies(r -> {
            assertThat(r.kind()).isEqualTo(OldLoanFile.Refused.Kind.FIGURES);
            assertThat(r.orderId()).isEqualTo("bad");
            assertThat(r.detail()).contains("the loan figures of order bad are not acceptable", "negative");
        });
    }

    @Test
    void aValueOfTheWrongTypeIsRefusedAloneAndTheRestOfTheFileRead() throws Exception {
        writeFile("{\"thresholds\": {\"minHistoryDays\": \"sixty\", \"maxReportAgeDays\": 90}, \"orders\": {\"bad\":"
                + " {\"cashToClose\": \"a lot\"}, \"good\": {\"cashToClose\": 30000}},"
                + " \"finishedByOfficer\": [\"ord-3\"]}");

        OldLoanFile.Contents c = read();

        assertThat(c.thresholds().maxReportAgeDays()).isEqualTo(90);
        assertThat(c.thresholds().minHistoryDays()).as("the default").isEqualTo(60);
        assertThat(c.figures()).containsOnlyKeys("good");
        assertThat(c.finished()).containsExactly("ord-3");
        assertThat(c.refused()).extracting(OldLoanFile.Refused::detail)
                .anySatisfy(d -> assertThat(d).contains("minHistoryDays must be a whole number, not \"sixty\""))
                .anySatisfy(d -> assertThat(d).contains("order bad", "cashToClose must be a number, not \"a lot\""))
                .noneSatisfy(d -> assertThat(d).contains("could not be read"));
        assertThat(new OldLoanFile(dir).present()).as("the file is not set aside as damaged").isTrue();
    }

    @Test
    void thresholdsOrOrdersOfTheWrongShapeAreRefusedWithTheirDefaults() throws Exception {
        writeFile("{\"thresholds\": \"half\", \"orders\": [1, 2]}");

        OldLoanFile.Contents c = read();

        assertThat(c.thresholds()).isEqualTo(ReportThresholds.DEFAULT);
        assertThat(c.figures()).isEmpty();
        assertThat(c.refused()).extracting(OldLoanFile.Refused::detail)
                .anySatisfy(d -> assertThat(d).contains("thresholds must be an object"))
                .anySatisfy(d -> assertThat(d).contains("orders must be an object"));
    }

    @Test
    void theOrdersMarkedFinishedAreRefusedOneByOneWhenOfTheWrongType() throws Exception {
        writeFile("{\"orders\": {\"ord-1\": \"lots\", \"ord-2\": {\"cashToClose\": 100}},"
                + " \"finishedByOfficer\": [\"ord-3\", 42, {\"id\": \"ord-4\"}, \"ord-5\"]}");

        OldLoanFile.Contents c = read();

        assertThat(c.finished()).containsExactly("ord-3", "ord-5");
        assertThat(c.figures()).containsOnlyKeys("ord-2");
        assertThat(c.refused()).extracting(OldLoanFile.Refused::detail)
                .anySatisfy(d -> assertThat(d).contains("finishedByOfficer[1] must be an order id, not 42"))
                .anySatisfy(d -> assertThat(d).contains("finishedByOfficer[2] must be an order id, not {"))
                .anySatisfy(d -> assertThat(d).contains("order ord-1", "must be an object, not \"lots\""));

        writeFile("{\"finishedByOfficer\": \"ord-3\"}");
        assertThat(read().refused()).extracting(OldLoanFile.Refused::detail).singleElement().asString()
                .contains("finishedByOfficer must be a list, not \"ord-3\"");
    }
}
