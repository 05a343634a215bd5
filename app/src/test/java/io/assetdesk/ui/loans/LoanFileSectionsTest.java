package io.assetdesk.ui.loans;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.export.LetterPdf;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.Occupancy;
import io.assetdesk.loan.Rule;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The open loan's sections on their own (terms, thresholds, history, documents, the banner, the move to the team), with
 * no toolkit: the loan files run on the calling thread, so each step is done when its call returns.
 */
class LoanFileSectionsTest {
    private static final Messages M = Messages.load();
    private static final Instant NOW = Instant.parse("2026-11-25T15:00:00Z");
    private final Formats formats = new Formats(Locale.US, ZoneOffset.UTC);
    private Path data;
    private LoanFiles files;
    private LoansParts parts;

    private final RecordingLoanHost host = new RecordingLoanHost();

    @BeforeEach
    void setUp() throws Exception {
        data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-file-sections");
        Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
        files = new LoanFiles(() -> LoanStore.open(data, clock, "officer.ann"), Runnable::run);
        parts = new LoansParts(clock, new ActiveConnection(ScreenHarness.localProfile(),
                c -> new FakeIntegrationService().onCallingThread()), files, new ScreenHarness.RecordingNavigator(),
                Runnable::run, RuleBook.standard());
        host.open = files.call(s -> s.create("LN-1")).join();
    }

    @AfterEach
    void tearDown() {
        files.close();
    }

    private List<HistoryEntry> history() {
        return files.call(s -> s.history("LN-1")).join();
    }

    @Test
    void termsAreSavedOnlyWhenEveryFigureReadsAndARefusalNamesTheField() {
        TermsSection terms = new TermsSection(M, UiExecutor.direct(), parts, host);
        terms.show(host.open);
        assertThat(terms.edited()).isFalse();

        terms.salesPriceProperty().set("350,000");
        terms.cashToCloseProperty().set("12k");
        assertThat(terms.edited()).as("typing that is not a figure yet").isTrue();
        terms.save();
        assertThat(host.said).last().asString().startsWith("! " + M.get("loans.terms.cashToClose"));
        assertThat(host.changes).as("nothing saved while one figure is wrong").isZero();

        terms.cashToCloseProperty().set("18500.5");
        terms.occupancyProperty().set(Occupancy.SECOND_HOME);
        terms.save();
        assertThat(host.said).last().isEqualTo(M.get("loans.terms.saved"));
        assertThat(host.open.terms().salesPrice()).isEqualByComparingTo("350000");
        assertThat(host.open.terms().cashToClose()).isEqualByComparingTo("18500.50");
        assertThat(host.open.terms().details().occupancy()).isEqualTo(Occupancy.SECOND_HOME);
        assertThat(history()).extracting(HistoryEntry::action).contains(HistoryEntry.Action.TERMS_CHANGED);

        terms.show(host.open);
        assertThat(terms.salesPriceProperty().get()).as("shown as money once saved").isEqualTo("350,000.00");
        assertThat(terms.cashToCloseProperty().get()).isEqualTo("18,500.50");
        assertThat(terms.edited()).isFalse();
        terms.save();
        assertThat(host.said).last().as("the figures read back as they were kept")
                .isEqualTo(M.get("loans.terms.unchanged"));
        assertThat(host.changes).isEqualTo(1);
    }

    @Test
    void aThresholdChangesOnlyWithAFigureInRangeAndAReasonAndCanBePutBack() {
        ThresholdsSection thresholds = new ThresholdsSection(M, UiExecutor.direct(), parts, host);
        thresholds.show(host.open);
        assertThat(thresholds.rules()).isNotEmpty().allSatisfy(r -> assertThat(r).isNotBlank());
        assertThat(thresholds.unitOf(Rule.Check.HISTORY)).isNotBlank();

        thresholds.changeThreshold(Rule.Check.HISTORY, "sixty", "why");
        assertThat(host.said).last().isEqualTo("! " + M.get("loans.threshold.notANumber"));
        thresholds.changeThreshold(Rule.Check.HISTORY, "0", "why");
        assertThat(host.said).last().isEqualTo("! " + M.get("loans.threshold.range"));
        thresholds.changeThreshold(Rule.Check.HISTORY, "90", " ");
        assertThat(host.said).last().isEqualTo("! " + M.get("loans.threshold.why"));
        assertThat(host.changes).isZero();

        thresholds.thresholdValueProperty().set("90");
        thresholds.thresholdReasonProperty().set("investor overlay");
        thresholds.changeThreshold(Rule.Check.HISTORY, "90", "investor overlay");
        assertThat(host.said).last().isEqualTo(M.get("loans.threshold.changed"));
        assertThat(host.open.changes()).containsKey(Rule.Check.HISTORY);
        assertThat(thresholds.thresholdValueProperty().get()).as("cleared once kept").isEmpty();
        assertThat(history()).extracting(HistoryEntry::detail).anySatisfy(d -> assertThat(d)
                .contains("investor overlay"));

        thresholds.resetThreshold(Rule.Check.HISTORY);
        assertThat(host.open.changes()).doesNotContainKey(Rule.Check.HISTORY);
        assertThat(host.changes).isEqualTo(2);
    }

    @Test
    void theHistoryIsReadWithItsCheckAndAnotherLoansAnswerIsDropped() {
        HistorySection history = new HistorySection(M, UiExecutor.direct(), parts, formats, host);
        history.read("LN-1");
        assertThat(history.lines()).singleElement().asString().contains("officer.ann");
        assertThat(history.chainIntactProperty().get()).isTrue();
        assertThat(history.chainTextProperty().get()).isEqualTo(M.get("loans.history.intact"));
        assertThat(history.proof().intact()).isTrue();

        files.call(s -> s.create("LN-2")).join();
        files.call(s -> s.record("LN-2", HistoryEntry.Action.DOCUMENT_PRINTED, "printed")).join();
        history.read("LN-2");
        assertThat(history.lines()).as("LN-2 is not the open loan: its history is not shown").hasSize(1);
    }

    @Test
    void theLoansPdfIsWrittenAndRecordedAndRefusedWhileAnOrderCouldNotBeRead() throws Exception {
        HistorySection history = new HistorySection(M, UiExecutor.direct(), parts, formats, host);
        AtomicInteger unreadable = new AtomicInteger(1);
        LoanDocuments documents = new LoanDocuments(M, UiExecutor.direct(), parts, host, history, unreadable::get);
        host.summary = LoanSummary.of(host.open, List.of(), RuleBook.standard(), LocalDate.of(2026, 11, 25));
        history.read("LN-1");
        Path pdf = data.resolve("LN-1.pdf");

        documents.exportPdf(pdf);
        assertThat(host.said).last().asString().startsWith("! ");
        assertThat(pdf).doesNotExist();

        unreadable.set(0);
        documents.exportPdf(pdf);
        assertThat(host.said).last().isEqualTo(M.get("loans.export.saved", "LN-1.pdf"));
        assertThat(Files.readAllBytes(pdf)).startsWith("%PDF".getBytes());
        assertThat(history.lines()).as("the export is in the history, read again").hasSize(2);
        assertThat(history().get(1).detail()).contains("LN-1.pdf");

        // a failure says what went wrong, not which document it was (the letter fails with the same words)
        documents.exportPdf(data);
        assertThat(host.said).last().asString().startsWith("! Nothing was written: ").contains("it is a folder");

        documents.exportLetter(data.resolve("letter.pdf"), LetterPdf.Language.ENGLISH);
        assertThat(host.said).last().isEqualTo("! " + M.get("loans.letter.nothing"));
        assertThat(data.resolve("letter.pdf")).doesNotExist();
    }

    @Test
    void theBannerSaysALostTeamDatabaseAndARefusalUntilTheOfficerStartsEmpty() {
        AtomicInteger reread = new AtomicInteger();
        LoanFilesBanner banner = new LoanFilesBanner(M, UiExecutor.direct(), parts, host, reread::incrementAndGet);
        banner.watch(true);
        assertThat(banner.readOnlyProperty().get()).isFalse();
        assertThat(banner.textProperty().get()).isEmpty();

        files.lost("the team database does not answer");
        assertThat(banner.readOnlyProperty().get()).isTrue();
        assertThat(banner.textProperty().get()).contains("the team database does not answer");
        files.back();
        assertThat(banner.readOnlyProperty().get()).isFalse();
        assertThat(banner.textProperty().get()).isEmpty();

        Path kept = data.resolve("loans/loans.mv.db.damaged-1");
        files.startEmptyWith(() -> kept);
        banner.refuse("The loan files could not be read");
        assertThat(banner.refusedProperty().get()).isTrue();
        assertThat(banner.readOnlyProperty().get()).isTrue();
        banner.startEmpty();
        assertThat(banner.refusedProperty().get()).isFalse();
        assertThat(banner.readOnlyProperty().get()).isFalse();
        assertThat(host.said).last().isEqualTo(M.get("loans.startedEmpty", kept));
        assertThat(reread).hasValue(1);

        banner.watch(false);
        files.lost("gone again");
        assertThat(banner.readOnlyProperty().get()).as("not followed once the screen is left").isFalse();
    }

    @Test
    void theMoveIsOfferedWhileThereIsSomethingToMoveAndSaysWhatStayed() {
        AtomicInteger movedCalls = new AtomicInteger();
        TeamMoveSection move = new TeamMoveSection(M, UiExecutor.direct(), parts, host, movedCalls::incrementAndGet);
        move.check();
        assertThat(move.offeredProperty().get()).as("no team database named").isFalse();

        boolean[] pending = {true};
        files.moveWith(new LoanFiles.Mover() {
            @Override
            public boolean pending() {
                return pending[0];
            }

            @Override
            public LoanFiles.Moved move() {
                pending[0] = false;
                return new LoanFiles.Moved(false, "asset-desk: moved LN-1\nasset-desk: LN-2 is there already");
            }
        });
        move.check();
        assertThat(move.offeredProperty().get()).isTrue();
        move.move();
        assertThat(host.said).last().asString().startsWith("! ").contains("moved LN-1")
                .contains("LN-2 is there already")
                .doesNotContain("asset-desk:");
        assertThat(move.movingProperty().get()).isFalse();
        assertThat(move.offeredProperty().get()).as("nothing left to move").isFalse();
        assertThat(movedCalls).hasValue(1);
    }
}
