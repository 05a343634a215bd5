package io.assetdesk.ui.order;

import static io.assetdesk.testing.ReportValues.parse;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanRules;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.OldLoanFile;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * The report's view model without a screen, with the loan files' thread an executor the test runs by hand: what is kept
 * is read only there (never on the thread that shows the order), and comes back to the fields of the order it was read
 * for.
 */
class ReportViewModelTest {

    /** Holds the background work until the test runs it. */
    static final class HeldExecutor implements Executor {
        final List<Runnable> held = new ArrayList<>();

        @Override
        public void execute(Runnable r) {
            held.add(r);
        }

        void runAll() {
            List<Runnable> now = new ArrayList<>(held);
            held.clear();
            now.forEach(Runnable::run);
        }
    }

    private static Order order(String id) {
        return new Order(id, "order", null, false, "closed", null, 0, null, null, "R-1", "Ann", "Lee", null, null,
                null, null, List.of(), null, null);
    }

    /** Keeps {@code figures} for {@code orderId} and returns the loan files of {@code dir} on {@code thread}. */
    private static LoanFiles kept(Path dir, Executor thread, String orderId, LoanFigures figures,
                                  ReportThresholds thresholds) {
        try (LoanStore store = LoanStore.open(dir, Clock.systemUTC(), "officer")) {
            store.saveOrderFigures(orderId, figures);
            if (thresholds != null) {
                store.saveWorkstationThresholds(thresholds);
            }
        }
        return new LoanFiles(() -> LoanStore.open(dir, Clock.systemUTC(), "officer"), thread);
    }

    @Test
    void theKeptFiguresAreReadInTheBackgroundAndComeBackToTheirOrder() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "report-vm");
        HeldExecutor io = new HeldExecutor();
        LoanFiles store = kept(dir, io, "o-1", new LoanFigures(new BigDecimal("1000"), null, null),
                ReportThresholds.DEFAULT.withMinHistoryDays(30));

        ReportViewModel vm = new ReportViewModel(store, Messages.load(), Clock.systemUTC(), Locale.US,
                UiExecutor.direct());
        vm.show(order("o-1"));

        // nothing read yet: the defaults, empty fields, and the reads waiting on the loan files' thread
        assertThat(vm.thresholdsProperty().get()).isEqualTo(ReportThresholds.DEFAULT);
        assertThat(vm.cashToCloseProperty().get()).isEmpty();
        assertThat(io.held).hasSize(2);

        io.runAll();
        assertThat(vm.thresholdsProperty().get().minHistoryDays()).isEqualTo(30);
        assertThat(vm.cashToCloseProperty().get()).isEqualTo("1,000.00");
    }

    @Test
    void figuresReadForAnOrderNoLongerShownAreDropped() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "report-vm");
        HeldExecutor io = new HeldExecutor();
        LoanFiles store = kept(dir, io, "o-1", new LoanFigures(new BigDecimal("1000"), null, null), null);
        ReportViewModel vm = new ReportViewModel(store, Messages.load(), Clock.systemUTC(), Locale.US,
                UiExecutor.direct());

        vm.show(order("o-1"));
        vm.show(order("o-2")); // the officer moved on before o-1's figures were read
        io.runAll();

        assertThat(vm.cashToCloseProperty().get()).as("o-2 keeps none; o-1's never reach its fields").isEmpty();
    }

    @Test
    void whatTheOldFileCouldNotGiveIsSaidForAnOrderInNoLoanUntilItsFiguresAreEnteredAndNeverForAnother()
            throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "report-vm");
        Files.writeString(dir.resolve("loan-file.json"), "{\"orders\": {\"o-1\": {\"cashToClose\": -5}}}");
        try (LoanStore store = LoanStore.open(dir, Clock.systemUTC(), "officer")) {
            store.bringOver(new OldLoanFile(dir));
        }
        LoanFiles files = new LoanFiles(() -> LoanStore.open(dir, Clock.systemUTC(), "officer"), Runnable::run);
        ReportViewModel vm = new ReportViewModel(files, Messages.load(), Clock.systemUTC(), Locale.US,
                UiExecutor.direct());

        vm.show(order("o-1"));
        assertThat(vm.saveProblemProperty().get()).contains("the loan figures of order o-1 are not acceptable");
        vm.show(order("o-2"));
        assertThat(vm.saveProblemProperty().get()).as("another order's problem is not shown on this one").isNull();

        vm.show(order("o-1"));
        assertThat(vm.saveProblemProperty().get()).isNotNull();
        vm.useLoan(new ReportViewModel.LoanContext("LN-1", LoanRules.of(RuleBook.standard(), LoanTerms.NEW,
                Map.of())));
        assertThat(vm.saveProblemProperty().get()).as("in a loan, the loan's terms are used: nothing is missing")
                .isNull();
        vm.useLoan(null);
        assertThat(vm.saveProblemProperty().get()).isNotNull();

        vm.cashToCloseProperty().set("1,200.00"); // the officer enters the figures again
        assertThat(vm.saveProblemProperty().get()).isNull();
        assertThat(files.call(s -> s.orderFigures("o-1").cashToClose()).join()).isEqualByComparingTo("1200.00");
    }

    @Test
    void anOrderInALoanFileIsCheckedWithItsLoansDecisionsSoASourcedDepositIsNotFlaggedAgain() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "report-vm");
        LoanFiles files = new LoanFiles(() -> LoanStore.open(dir, Clock.systemUTC(), "officer"), Runnable::run);
        ReportViewModel vm = new ReportViewModel(files, Messages.load(), Clock.systemUTC(), Locale.US,
                UiExecutor.direct());
        LocalDateTime end = LocalDate.now(Clock.systemUTC()).minusDays(3).atStartOfDay();
        String summary = "{\"Account\": {\"Type\": \"depository\", \"Subtype\": \"checking\", \"Currency\": \"USD\","
                + " \"Institution\": \"Harbor Bank\", \"Mask\": \"6120\", \"AccountHolders\": [\"ANN LEE\"]}}";
        OrderAccountReport acct = OrderAccountReport.of("a-1", parse("[{\"transactionId\": \"w1\", \"date\": \""
                + end.minusDays(5) + "\", \"description\": \"WIRE FROM DAD\", \"amount\": 9000.00}]"), parse("[]"),
                parse(summary), null, end.minusDays(90), end, new BigDecimal("30000"), new BigDecimal("30000"), null,
                400, 90);
        Order o = new Order("o-9", "order", Instant.parse("2026-11-20T10:00:00Z"), false, "closed", null, 0, null,
                null, "LN-9", "Ann", "Lee", null, null, null, null, List.of(acct), null, null);
        LoanTerms terms = LoanTerms.NEW.withFigures(new BigDecimal("20000"), new BigDecimal("2000"),
                new BigDecimal("8000"));
        String key = DepositDecision.keyOf("o-9", "a-1", end.minusDays(5).toLocalDate().toString(), "9000.00",
                "WIRE FROM DAD");
        LoanFile file = new LoanFile("LN-9", terms, List.of("o-9"), Map.of(), Map.of(key, new DepositDecision(key,
                DepositDecision.Outcome.SOURCED, DepositDecision.Source.OWN_TRANSFER, "from his savings")),
                Instant.EPOCH);
        vm.show(o);
        vm.monthlyIncomeProperty().set("8000");
        assertThat(vm.summaryProperty().get().deposits().toExplain()).as("alone, the wire is one to explain")
                .hasSize(1);

        vm.useLoan(new ReportViewModel.LoanContext("LN-9", file.rules(RuleBook.standard()), file));
        assertThat(vm.summaryProperty().get().deposits().toExplain()).as("sourced in the loan").isEmpty();
        assertThat(vm.summaryProperty().get().figures().checkedInLoan()).isEqualTo("LN-9");
        assertThat(vm.summaryForDocument(o).deposits().toExplain()).as("and so in its document").isEmpty();
    }

    @Test
    void anAmountWithMoreThanCentsIsNotReadRatherThanRounded() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "report-vm");
        LoanFiles files = new LoanFiles(() -> LoanStore.open(dir, Clock.systemUTC(), "officer"), Runnable::run);
        ReportViewModel vm = new ReportViewModel(files, Messages.load(), Clock.systemUTC(), Locale.US,
                UiExecutor.direct());
        vm.show(order("o-1"));
        vm.cashToCloseProperty().set("1,000.555");
        assertThat(vm.inputProblemProperty().get()).startsWith("Cash to close: enter an amount such as 25,000.00");
        assertThat(files.call(s -> s.orderFigures("o-1")).join()).isEqualTo(LoanFigures.NONE);
    }
}
