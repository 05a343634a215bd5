package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.AnnotatedElementContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.io.TempDirFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The thresholds and per-order loan figures in loan-file.json. */
@org.junit.jupiter.api.Timeout(10)
class LoanFileStoreTest {

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

    private LoanFileStore store() {
        return new LoanFileStore(dir);
    }

    private Path file() {
        return dir.resolve(LoanFileStore.FILE);
    }

    private void writeFile(String content) throws IOException {
        Files.writeString(file(), content, StandardCharsets.UTF_8);
    }

    private static LoanFigures figures(String cash, String payment, String income) {
        return new LoanFigures(cash == null ? null : new BigDecimal(cash),
                payment == null ? null : new BigDecimal(payment), income == null ? null : new BigDecimal(income));
    }

    private static void assertFigures(LoanFigures f, String cash, String payment, String income) {
        if (cash == null) {
            assertThat(f.cashToClose()).isNull();
        } else {
            assertThat(f.cashToClose()).isEqualByComparingTo(cash);
        }
        if (payment == null) {
            assertThat(f.monthlyHousingPayment()).isNull();
        } else {
            assertThat(f.monthlyHousingPayment()).isEqualByComparingTo(payment);
        }
        if (income == null) {
            assertThat(f.monthlyIncome()).isNull();
        } else {
            assertThat(f.monthlyIncome()).isEqualByComparingTo(income);
        }
    }

    @Test
    void theTempFolderIsUnderTarget() {
        assertThat(dir.toAbsolutePath().normalize().toString())
                .startsWith(Path.of("target").toAbsolutePath().normalize().toString());
    }

    @Test
    void withoutAFileTheDefaultsAndNoFiguresAndNothingIsWritten() {
        LoanFileStore s = store();

        assertThat(s.thresholds()).isEqualTo(ReportThresholds.DEFAULT);
        assertThat(s.figures("ord-1")).isEqualTo(LoanFigures.NONE);
        assertThat(s.figures(null)).isEqualTo(LoanFigures.NONE);
        assertThat(file()).doesNotExist();
    }

    @Test
    void thresholdsComeBackAsSaved() throws Exception {
        store().saveThresholds(new ReportThresholds(new BigDecimal("0.25"), 30, 90, "cad"));

        ReportThresholds t = new LoanFileStore(dir).thresholds();

        assertThat(t.largeDepositShare()).isEqualByComparingTo("0.25");
        assertThat(t.minHistoryDays()).isEqualTo(30);
        assertThat(t.maxReportAgeDays()).isEqualTo(90);
        assertThat(t.loanCurrency()).isEqualTo("CAD");
    }

    @Test
    void figuresComeBackExactlyAsSaved() throws Exception {
        store().saveFigures("ord-1", figures("30000.10", "2500.99", "9000.01"));
        store().saveFigures("ord-2", figures("12345678901234567.89", null, null));

        LoanFileStore s = new LoanFileStore(dir);

        assertFigures(s.figures("ord-1"), "30000.10", "2500.99", "9000.01");
        assertFigures(s.figures("ord-2"), "12345678901234567.89", null, null);
    }

    @Test
    void oneOrdersFiguresNeverShowInAnothers() throws Exception {
        LoanFileStore s = store();
        s.saveFigures("ord-1", figures("30000", "2500", "9000"));

        assertThat(s.figures("ord-2")).isEqualTo(LoanFigures.NONE);

        s.saveFigures("ord-2", figures(null, null, "4000"));

        assertFigures(s.figures("ord-1"), "30000", "2500", "9000");
        assertFigures(s.figures("ord-2"), null, null, "4000");
    }

    @Test
    void savingEmptyFiguresForgetsTheOrderAndOnlyThatOrder() throws Exception {
        LoanFileStore s = store();
        s.saveFigures("ord-forget", figures("30000", "2500", "9000"));
        s.saveFigures("ord-keep", figures("1000", null, null));
        s.saveFigures("ord-null", figures("5", null, null));

        s.saveFigures("ord-forget", LoanFigures.NONE);
        s.saveFigures("ord-null", null);

        assertThat(s.figures("ord-forget")).isEqualTo(LoanFigures.NONE);
        assertThat(s.figures("ord-null")).isEqualTo(LoanFigures.NONE);
        assertFigures(s.figures("ord-keep"), "1000", null, null);
        assertThat(Files.readString(file(), StandardCharsets.UTF_8)).doesNotContain("ord-forget")
                .doesNotContain("ord-null").contains("ord-keep");
    }

    @Test
    void thresholdsAndFiguresAreSavedWithoutLosingEachOther() throws Exception {
        LoanFileStore s = store();
        s.saveFigures("ord-1", figures("30000", null, null));
        s.saveThresholds(ReportThresholds.DEFAULT.withMinHistoryDays(30));
        s.saveFigures("ord-2", figures("100", null, null));

        LoanFileStore again = new LoanFileStore(dir);

        assertThat(again.thresholds().minHistoryDays()).isEqualTo(30);
        assertFigures(again.figures("ord-1"), "30000", null, null);
        assertFigures(again.figures("ord-2"), "100", null, null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{not json", "[]", "null", "{\"thresholds\": \"half\"}", "{\"orders\": [1, 2]}",
            "{\"thresholds\": {\"minHistoryDays\": \"sixty\"}}", "\u0000\u0001binary"})
    void aDamagedFileGivesTheDefaultsAndIsReplacedOnTheNextSave(String content) throws Exception {
        writeFile(content);
        LoanFileStore s = store();

        assertThat(s.thresholds()).isEqualTo(ReportThresholds.DEFAULT);
        assertThat(s.figures("ord-1")).isEqualTo(LoanFigures.NONE);

        s.saveFigures("ord-1", figures("10", null, null));

        assertFigures(new LoanFileStore(dir).figures("ord-1"), "10", null, null);
    }

    @Test
    void missingThresholdPartsComeFromTheDefaults() throws Exception {
        writeFile("{\"thresholds\": {\"minHistoryDays\": 30}}");

        ReportThresholds t = store().thresholds();

        assertThat(t.largeDepositShare()).isEqualByComparingTo("0.50");
        assertThat(t.minHistoryDays()).isEqualTo(30);
        assertThat(t.maxReportAgeDays()).isEqualTo(120);
        assertThat(t.loanCurrency()).isEqualTo("USD");
    }

    @Test
    void anInvalidThresholdPartIsReplacedByItsDefaultAndTheValidOnesAreKept() throws Exception {
        writeFile("{\"thresholds\": {\"largeDepositShare\": 0.25, \"minHistoryDays\": 0, \"maxReportAgeDays\": 90,"
                + " \"loanCurrency\": \"XXX1\"}}");

        ReportThresholds t = store().thresholds();

        assertThat(t.largeDepositShare()).isEqualByComparingTo("0.25");
        assertThat(t.minHistoryDays()).isEqualTo(60);
        assertThat(t.maxReportAgeDays()).isEqualTo(90);
        assertThat(t.loanCurrency()).isEqualTo("USD");
    }

    @Test
    void invalidFiguresOfOneOrderAreIgnoredAndTheOthersRead() throws Exception {
        writeFile("{\"orders\": {\"bad\": {\"cashToClose\": -5}, \"good\": {\"cashToClose\": 30000.00,"
                + " \"monthlyIncome\": 9000}, \"empty\": null}}");

        LoanFileStore s = store();

        assertThat(s.figures("bad")).isEqualTo(LoanFigures.NONE);
        assertThat(s.figures("empty")).isEqualTo(LoanFigures.NONE);
        assertFigures(s.figures("good"), "30000.00", null, "9000");
    }

    @Test
    void theOfficersWordThatAnOrderIsFinishedIsKeptBesideTheFiguresAndCanBeTakenBack() throws Exception {
        LoanFileStore store = store();
        store.saveFigures("o-1", new LoanFigures(new BigDecimal("1000"), null, null));
        store.setFinishedByOfficer("o-1", true);
        store.setFinishedByOfficer("o-1", true); // twice: kept once

        LoanFileStore again = store();
        assertThat(again.finishedByOfficer("o-1")).isTrue();
        assertThat(again.finishedByOfficer("o-2")).isFalse();
        assertThat(again.figures("o-1").cashToClose()).isEqualByComparingTo("1000");

        again.setFinishedByOfficer("o-1", false);
        assertThat(store().finishedByOfficer("o-1")).isFalse();
        assertThat(store().figures("o-1").cashToClose()).isEqualByComparingTo("1000");
    }

    @Test
    void aDamagedFileIsKeptAsideAndTheDamageIsNoLongerSaidOnceTheOfficersFiguresAreKeptAgain() throws Exception {
        Files.writeString(dir.resolve("loan-file.json"), "{\"orders\": {");
        LoanFileStore store = store();
        assertThat(store.figures("o-1").isEmpty()).isTrue();
        assertThat(store.damage()).hasValueSatisfying(d -> assertThat(d).contains("it ends early", "kept as"));
        assertThat(store.problems("o-1")).singleElement().asString().contains("could not be read");

        store.saveFigures("o-1", new LoanFigures(new BigDecimal("1000"), null, null));

        assertThat(store.damage()).isEmpty();
        assertThat(store.problems("o-1")).isEmpty();
        assertThat(store().figures("o-1").cashToClose()).isEqualByComparingTo("1000");
    }
}
