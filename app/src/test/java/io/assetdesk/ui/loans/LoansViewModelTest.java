package io.assetdesk.ui.loans;

import static io.assetdesk.testing.ReportValues.parse;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.LetterPdf;
import io.assetdesk.loan.AccountDecision;
import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.Occupancy;
import io.assetdesk.loan.Program;
import io.assetdesk.loan.Purpose;
import io.assetdesk.loan.Rule;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.report.Check;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Loans screen's view model without a window: the loan files on the calling thread, the service answering at
 * once. What the officer would read: the list, the borrowers, the rules, the funds counted, the history.
 */
class LoansViewModelTest {
    private static final Instant NOW = Instant.parse("2026-11-25T15:00:00Z");
    private static final LocalDateTime END = LocalDateTime.of(2026, 11, 20, 0, 0);
    private final FakeIntegrationService service = new FakeIntegrationService().onCallingThread();
    private final ScreenHarness.RecordingNavigator navigator = new ScreenHarness.RecordingNavigator();
    private LoanFiles files;
    private LoansViewModel vm;
    private Path data;
    private Locale before;

    @BeforeEach
    void setUp() throws Exception {
        before = Locale.getDefault();
        Locale.setDefault(Locale.US);
        data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loans-vm");
        Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
        files = new LoanFiles(() -> LoanStore.open(data, clock, "officer.ann"), Runnable::run);
        vm = new LoansViewModel(Messages.load(), UiExecutor.direct(), new LoansParts(clock,
                new ActiveConnection(ScreenHarness.localProfile(), c -> service), files, navigator, Runnable::run,
                RuleBook.standard()));
    }

    @AfterEach
    void tearDown() {
        files.close();
        Locale.setDefault(before);
    }

    private static Order order(String id, String first, String last, String balance, String deposits) {
        String summary = "{\"Account\": {\"Name\": \"Checking\", \"Type\": \"depository\", \"Currency\": \"USD\","
                + " \"Institution\": \"Harbor Bank\", \"Mask\": \"" + Math.abs(id.hashCode() % 9000) + "\","
                + " \"AccountHolders\": [\"" + first.toUpperCase() + " " + last.toUpperCase() + "\"]}}";
        List<OrderAccountReport> accounts = balance == null ? List.of() : List.of(OrderAccountReport.of(id + "-acc",
                parse(deposits), parse("[]"), parse(summary), null, END.minusDays(90), END, new BigDecimal(balance),
                new BigDecimal(balance), null, 400, 90));
        return new Order(id, "order", NOW.minusSeconds(3600), false, balance == null ? "opened" : "closed", null, 30,
                null, "1234", "LN-100", first, last, null, null, null, null, accounts, null, null);
    }

    private void serve(Order... orders) {
        service.answering(List.of(orders));
        Map<String, Order> byId = new HashMap<>();
        for (Order o : orders) {
            byId.put(o.id(), o);
        }
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(byId.get(id), "{}"));
    }

    /** {@code work} done by another desk on the same loan files (its change is not this desk's). */
    private void onAnotherDesk(Consumer<LoanStore> work) {
        try (LoanStore other = LoanStore.open(data, Clock.fixed(NOW, ZoneOffset.UTC), "officer.bob")) {
            work.accept(other);
        }
    }

    private void open(String loanNumber) {
        vm.list().typedProperty().set(loanNumber);
        vm.list().openTyped();
    }

    @Test
    void openingALoanNumberMakesItsFileGathersItsBorrowersOrdersAndSaysTheRules() {
        serve(order("ord-ann", "Ann", "Lee", "20000.00", "[]"), order("ord-bob", "Bob", "Lee", null, "[]"));
        open("LN-100");

        assertThat(vm.noticeProperty().get()).isEqualTo("Loan file LN-100 opened.");
        assertThat(vm.titleProperty().get()).isEqualTo("Loan LN-100");
        assertThat(vm.orders().rows()).extracting(LoanOrders.Row::text).containsExactly(
                "Ann Lee \u00b7 report ready (1 account)\norder ord-ann",
                "Bob Lee \u00b7 no report yet\norder ord-bob");
        assertThat(vm.thresholds().rules()).contains("B3-4.2-02: a deposit above 50% of monthly income needs its "
                + "source");
        assertThat(vm.history().lines()).hasSize(3);
        assertThat(vm.history().lines().get(1)).contains("officer.ann").contains("Order ord-ann added (reference "
                + "number "
                + "matches)");
        assertThat(vm.history().chainTextProperty().get()).isEqualTo("The history holds together: each entry follows "
                + "the one"
                + " before it, unchanged since it was written, and the loan is as its last entry left it.");
        assertThat(vm.summaryProperty().get()).isNotNull();
        vm.refresh();
        assertThat(vm.list().rows()).extracting(LoanList.Row::text)
                .containsExactly("LN-100\nConventional \u2014 Fannie Mae\nPurchase \u00b7 2 orders");
    }

    @Test
    void savedTermsChangeTheRulesAndTheFundsAndAreInTheHistory() {
        serve(order("ord-ann", "Ann", "Lee", "20000.00", "[]"));
        open("LN-100");

        vm.terms().programProperty().set(Program.FHA);
        vm.terms().salesPriceProperty().set("300,000");
        vm.terms().cashToCloseProperty().set("25000");
        vm.terms().save();

        assertThat(vm.noticeProperty().get()).isEqualTo("Terms saved.");
        assertThat(vm.thresholds().rules()).contains("4000.1 II.A.4.d.iii(A): a deposit above 1% of the adjusted "
                + "value (lower of price and"
                + " appraisal) needs its source");
        assertThat(vm.checks().fundsTextProperty().get()).contains("counted $20,000.00")
                .contains("Cash to close $25,000.00: short by $5,000.00.");
        assertThat(vm.history().lines().get(vm.history().lines().size() - 1)).contains("Program: Conventional \u2014 "
                + "Fannie Mae"
                + " \u2192 FHA").contains("Cash to close: \u2014 \u2192 25,000.00");
    }

    @Test
    void aTermThatIsNotAnAmountIsRefusedNamingTheField() {
        serve(order("ord-ann", "Ann", "Lee", "20000.00", "[]"));
        open("LN-100");
        vm.terms().incomeProperty().set("lots");
        vm.terms().save();
        assertThat(vm.noticeProperty().get()).isEqualTo("Monthly qualifying income: enter an amount such as 1200.50");
        assertThat(vm.noticeIsErrorProperty().get()).isTrue();
    }

    @Test
    void aDepositLeftOutComesOffTheFundsAndTheDecisionIsKept() {
        String cash = "[{\"transactionId\": \"t-1\", \"date\": \"" + END.minusDays(3) + "\", \"description\": \"CASH"
                + " DEPOSIT\", \"amount\": 6000.00}]";
        serve(order("ord-ann", "Ann", "Lee", "30000.00", cash));
        open("LN-100");
        vm.terms().incomeProperty().set("8000");
        vm.terms().cashToCloseProperty().set("20000");
        vm.terms().save();
        assertThat(vm.checks().deposits()).singleElement().satisfies(d -> {
            assertThat(d.open()).isTrue();
            assertThat(d.decision()).isEqualTo("still to explain");
        });
        assertThat(vm.checks().fundsTextProperty().get()).contains("still to explain $6,000.00; counted $24,000.00");

        vm.checks().decide(vm.checks().deposits().get(0), DepositDecision.Outcome.LEFT_OUT, null, "no explanation");

        assertThat(vm.checks().deposits()).singleElement().satisfies(d ->
                assertThat(d.decision()).isEqualTo("Left out of the funds (no explanation)"));
        assertThat(vm.checks().fundsTextProperty().get()).contains("left out by you $6,000.00; still to explain $0.00;"
                + " counted $24,000.00");
        assertThat(files.call(s -> s.history("LN-100")).join()).last().extracting(HistoryEntry::action)
                .isEqualTo(HistoryEntry.Action.DEPOSIT_DECIDED);
    }

    @Test
    void theVerdictSaysWhatIsNotCheckedAndAGiftNeedsItsLetter() {
        String wire = "[{\"transactionId\": \"t-1\", \"date\": \"" + END.minusDays(3) + "\", \"description\": \"WIRE"
                + " FROM MOM\", \"amount\": 9000.00}]";
        serve(order("ord-ann", "Ann", "Lee", "30000.00", wire));
        open("LN-100");
        ChecksSection checks = vm.checks();
        assertThat(checks.readyProperty().get()).isFalse();
        assertThat(checks.verdict()).extracting(ChecksSection.VerdictRow::text).contains(
                "Not checked: enter the cash to close", "Not checked: enter the monthly qualifying income (B3-4.2-02)");
        assertThat(checks.headlineProperty().get()).startsWith("Not ready:").contains("could not run");
        assertThat(checks.deposits()).isEmpty();
        assertThat(checks.depositsEmptyProperty().get()).as("never 'no deposit to decide on' while unchecked")
                .isEqualTo("The deposits are not checked yet: enter the monthly qualifying income on the Terms tab.");

        vm.terms().incomeProperty().set("8000");
        vm.terms().cashToCloseProperty().set("20000");
        vm.terms().paymentProperty().set("2000");
        vm.terms().save();
        ChecksSection.DepositRow wireRow = checks.deposits().get(0);
        checks.decide(wireRow, DepositDecision.Outcome.SOURCED, DepositDecision.Source.GIFT, "");
        assertThat(vm.noticeProperty().get()).as("a gift without its letter is refused").isEqualTo(
                "Enter the gift's donor");
        checks.giftDonorProperty().set("Jane Lee");
        checks.giftRelationshipProperty().set("mother");
        checks.giftAmountProperty().set("9,000");
        checks.giftLetterDateProperty().set(LocalDate.of(2026, 11, 18));
        checks.decide(wireRow, DepositDecision.Outcome.SOURCED, DepositDecision.Source.GIFT, "");

        assertThat(checks.deposits()).singleElement().satisfies(d -> assertThat(d.decision()).isEqualTo(
                "Sourced: gift from Jane Lee, mother, 9000.00, letter of 2026-11-18"));
        assertThat(checks.verdict()).extracting(ChecksSection.VerdictRow::check).contains("Gifts");
        // Fannie Mae: the 30,000.00 counts, 10,000.00 remain after closing, gifts may be reserves: 5.0 months
        assertThat(checks.fundsTextProperty().get()).contains("Toward reserves $10,000.00: 5.0 months");
    }

    @Test
    void anAccountHeldByOthersCountsOnlyOnceItsUseIsRecordedAndTheTermsSetTheReserves() {
        String summary = "{\"Account\": {\"Type\": \"depository\", \"Subtype\": \"savings\", \"Currency\": \"USD\","
                + " \"Institution\": \"Harbor Bank\", \"Mask\": \"7788\", \"AccountHolders\": [\"SMITH FAMILY "
                        + "TRUST\"]}}";
        Order ann = order("ord-ann", "Ann", "Lee", "5000.00", "[]");
        List<OrderAccountReport> both = new ArrayList<>(ann.accounts());
        both.add(OrderAccountReport.of("trust-acc", parse("[]"), parse("[]"), parse(summary), null, END.minusDays(90),
                END, new BigDecimal("12950.00"), new BigDecimal("12950.00"), null, 400, 90));
        serve(new Order("ord-ann", "order", NOW.minusSeconds(3600), false, "closed", null, 30, null, "1234", "LN-100",
                "Ann", "Lee", null, null, null, null, both, null, null));
        open("LN-100");
        vm.terms().cashToCloseProperty().set("10000");
        vm.terms().paymentProperty().set("1000");
        vm.terms().incomeProperty().set("8000");
        vm.terms().occupancyProperty().set(Occupancy.PRIMARY);
        vm.terms().unitsProperty().set(3);
        vm.terms().save();
        assertThat(vm.thresholds().rules()).anyMatch(r -> r.startsWith("B3-4.1-01 (Eligibility Matrix): 6 months"));
        assertThat(vm.checks().accounts()).singleElement().satisfies(r -> {
            assertThat(r.question()).isEqualTo(AccountDecision.Question.HOLDER);
            assertThat(r.text()).contains("SMITH FAMILY TRUST", "counts toward nothing");
            assertThat(r.open()).isTrue();
        });
        assertThat(vm.checks().fundsTextProperty().get()).as("the trust's 12,950.00 is not counted")
                .contains("counted $5,000.00").contains("short by $5,000.00");

        ChecksSection.AccountRow row = vm.checks().accounts().get(0);
        vm.checks().decideAccount(row, AccountDecision.Use.DOCUMENTED_ACCESS);
        assertThat(vm.noticeProperty().get()).isEqualTo("Say how the use of this account is documented");
        vm.checks().accountNoteProperty().set("trustee letter: Ann is a trustee");
        vm.checks().decideAccount(row, AccountDecision.Use.DOCUMENTED_ACCESS);

        assertThat(vm.checks().fundsTextProperty().get()).contains("counted $17,950.00").contains(
                "$7,950.00 left after closing");
        assertThat(vm.checks().accounts()).singleElement().satisfies(r -> assertThat(r.decision()).startsWith(
                "May be used: the borrower's access to it is documented (trustee letter"));
        assertThat(files.call(s -> s.history("LN-100")).join()).last().satisfies(e -> {
            assertThat(e.action()).isEqualTo(HistoryEntry.Action.ACCOUNT_DECIDED);
            assertThat(e.detail()).contains("SMITH FAMILY TRUST", "trustee letter");
        });
        // 6 months of 1,000.00 for three units: 7,950.00 left is enough
        assertThat(vm.checks().verdict()).anySatisfy(v -> {
            assertThat(v.check()).isEqualTo("Reserves");
            assertThat(v.status()).isEqualTo(Check.OK);
        });

        vm.checks().decideAccount(vm.checks().accounts().get(0), null);
        assertThat(vm.checks().fundsTextProperty().get()).as("taken back").contains("counted $5,000.00");
    }

    @Test
    void theLetterIsWrittenForTheDepositsStillToExplainAndRecordedInTheHistory() throws Exception {
        String cash = "[{\"transactionId\": \"t-1\", \"date\": \"" + END.minusDays(3) + "\", \"description\": \"CASH"
                + " DEPOSIT\", \"amount\": 6000.00}]";
        serve(order("ord-ann", "Ann", "Lee", "30000.00", cash));
        open("LN-100");
        Path letter = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "letter")
                .resolve("carta.pdf");
        vm.documents().exportLetter(letter, LetterPdf.Language.SPANISH);
        assertThat(vm.noticeProperty().get()).as("no income: nothing is flagged yet").isEqualTo(
                "No deposit is left to explain: no letter is needed.");
        vm.terms().incomeProperty().set("8000");
        vm.terms().save();
        vm.documents().exportLetter(letter, LetterPdf.Language.SPANISH);
        assertThat(vm.noticeProperty().get()).startsWith("Saved carta.pdf");
        try (var doc = Loader.loadPDF(Files.readAllBytes(letter))) {
            assertThat(new PDFTextStripper().getText(doc)).contains("Solicitud de explicaci\u00f3n", "CASH DEPOSIT");
        }
        assertThat(vm.history().lines().get(vm.history().lines().size() - 1)).contains(
                "Letter of explanation (es) saved as carta.pdf");
    }

    @Test
    void aCoBorrowersOrderStartsOnNewOrderWithTheLoanNumber() {
        serve(order("ord-ann", "Ann", "Lee", "20000.00", "[]"));
        open("LN-100");
        vm.newOrderForCoBorrower();
        vm.openOrder(vm.orders().rows().get(0));
        assertThat(navigator.calls).containsExactly("newOrderFor:LN-100", "order:ord-ann");
    }

    @Test
    void theSearchNarrowsTheList() {
        serve();
        for (String n : List.of("LN-100", "LN-200", "XY-300")) {
            open(n);
        }
        vm.list().searchProperty().set("ln-");
        assertThat(vm.list().rows()).extracting(LoanList.Row::loanNumber).containsExactlyInAnyOrder("LN-100",
                "LN-200");
    }

    @Test
    void aThresholdChangedForThisLoanIsItsRuleWithTheReasonAndCanBeTakenBack() {
        serve(order("ord-ann", "Ann", "Lee", "20000.00", "[]"));
        open("LN-100");
        assertThat(vm.thresholds().unitOf(Rule.Check.LARGE_DEPOSIT)).isEqualTo("% of monthly income");

        vm.thresholds().changeThreshold(Rule.Check.LARGE_DEPOSIT, "40", " ");
        assertThat(vm.noticeProperty().get()).isEqualTo("Say why the threshold changes for this loan.");
        vm.thresholds().changeThreshold(Rule.Check.LARGE_DEPOSIT, "forty", "x");
        assertThat(vm.noticeIsErrorProperty().get()).isTrue();

        vm.thresholds().changeThreshold(Rule.Check.LARGE_DEPOSIT, "40", "underwriter condition 12");
        assertThat(vm.thresholds().rules()).contains("B3-4.2-02: a deposit above 40% of monthly income needs its "
                + "source (changed"
                + " for this loan: underwriter condition 12)");
        assertThat(vm.history().lines().get(vm.history().lines().size() - 1)).contains("LARGE_DEPOSIT: B3-4.2-02: a "
                + "deposit above 50%")
                .contains("\u2192 B3-4.2-02: a deposit above 40%");

        vm.thresholds().resetThreshold(Rule.Check.LARGE_DEPOSIT);
        assertThat(vm.thresholds().rules()).contains("B3-4.2-02: a deposit above 50% of monthly income needs its "
                + "source");
    }

    @Test
    void aSaveRefusedBecauseAnotherDeskChangedTheLoanSaysWhoAndWhatKeepsTheTypedTermsAndAppliesThemOnTheSecondSave() {
        serve(order("ord-ann", "Ann", "Lee", "20000.00", "[]"));
        open("LN-100");
        vm.terms().incomeProperty().set("7000");
        // meanwhile another desk saves the loan's price (the version this screen read is now old)
        files.call(s -> s.saveTerms("LN-100", vm.loan().terms().withValues(new BigDecimal("410000"), null))).join();

        vm.terms().save();

        assertThat(vm.noticeIsErrorProperty().get()).isTrue();
        assertThat(vm.noticeProperty().get()).startsWith("officer.ann on ")
                .contains("Sales price: \u2014 \u2192 410,000.00").contains("Nothing of your change was saved");
        assertThat(vm.terms().incomeProperty().get()).as("what was typed stays").isEqualTo("7000");
        assertThat(files.call(s -> s.load("LN-100")).join().orElseThrow().terms().monthlyIncome()).isNull();

        vm.terms().save();

        LoanFile saved = files.call(s -> s.load("LN-100")).join().orElseThrow();
        assertThat(saved.terms().monthlyIncome()).as("applied on their version").isEqualByComparingTo("7000");
        assertThat(saved.terms().salesPrice()).as("theirs kept").isEqualByComparingTo("410000");
    }

    @Test
    void anotherDesksChangeIsShownAndWhatIsBeingTypedStays() {
        serve(order("ord-ann", "Ann", "Lee", "20000.00", "[]"));
        open("LN-100");
        vm.watchOtherDesks(true);

        LoanFile shown = vm.loan();
        onAnotherDesk(s -> s.saveTerms("LN-100", shown.terms().withValues(new BigDecimal("410000"), null)));
        files.changedElsewhere("LN-100"); // as the team database's notice says it

        assertThat(vm.terms().salesPriceProperty().get()).as("their figure, shown").isEqualTo("410,000.00");
        assertThat(vm.noticeProperty().get()).isEqualTo("Another desk changed this loan: it is shown as it is now.");

        vm.terms().incomeProperty().set("7000");
        LoanFile theirs = vm.loan();
        onAnotherDesk(s -> s.saveTerms("LN-100", theirs.terms().withValues(new BigDecimal("420000"), null)));
        files.changedElsewhere(null); // the desk was not listening for a while: anything may have changed

        assertThat(vm.terms().incomeProperty().get()).as("what is being typed stays").isEqualTo("7000");
        assertThat(vm.noticeProperty().get()).contains("with the terms you are typing kept");
        vm.terms().save();
        LoanFile saved = files.call(s -> s.load("LN-100")).join().orElseThrow();
        assertThat(saved.terms().salesPrice()).as("theirs kept").isEqualByComparingTo("420000");
        assertThat(saved.terms().monthlyIncome()).isEqualByComparingTo("7000");

        vm.watchOtherDesks(false);
        onAnotherDesk(s -> s.record("LN-100", HistoryEntry.Action.DOCUMENT_PRINTED, "elsewhere"));
        files.changedElsewhere("LN-100");
        assertThat(vm.noticeProperty().get()).as("a hidden screen hears nothing").doesNotContain("Another desk");
    }

    @Test
    void aLostTeamDatabaseMakesTheLoansReadOnlyKeepsWhatIsTypedAndCatchesUpWhenItIsBack() {
        serve(order("ord-ann", "Ann", "Lee", "20000.00", "[]"));
        open("LN-100");
        vm.watchOtherDesks(true);
        vm.terms().incomeProperty().set("7000");
        files.followReach(); // as for the team database

        // a read fails the way PostgreSQL's driver says a lost server (SQL state 08006)
        CompletableFuture<Object> failed = files.call(st -> {
            throw new IllegalStateException("read failed", new SQLException("An I/O error occurred while sending to "
                    + "the backend.", "08006"));
        });
        assertThat(failed).isCompletedExceptionally();

        assertThat(vm.banner().readOnlyProperty().get()).isTrue();
        assertThat(vm.banner().textProperty().get()).startsWith("Read only: read failed.")
                .contains("what you type here stays", "connects again by itself");
        assertThat(vm.terms().incomeProperty().get()).as("what is being typed stays").isEqualTo("7000");

        // meanwhile another desk changed the loan; the console hears nothing until it is back
        LoanFile shown = vm.loan();
        onAnotherDesk(st -> st.saveTerms("LN-100", shown.terms().withValues(new BigDecimal("410000"), null)));
        files.back();

        assertThat(vm.banner().readOnlyProperty().get()).isFalse();
        assertThat(vm.banner().textProperty().get()).isEmpty();
        assertThat(vm.loan().terms().salesPrice()).as("caught up").isEqualByComparingTo("410000");
        assertThat(vm.noticeProperty().get()).contains("with the terms you are typing kept");
        assertThat(vm.terms().incomeProperty().get()).as("still what is being typed").isEqualTo("7000");
        vm.watchOtherDesks(false);
    }

    @Test
    void aRefinanceHasNoDepositThresholdToChange() {
        serve(order("ord-ann", "Ann", "Lee", "20000.00", "[]"));
        open("LN-100");
        vm.terms().purposeProperty().set(Purpose.REFINANCE);
        vm.terms().save();
        assertThat(vm.thresholds().rules()).contains("B3-4.2-02: no source needed (refinance)");
        vm.thresholds().changeThreshold(Rule.Check.LARGE_DEPOSIT, "40", "why");
        assertThat(vm.noticeProperty().get()).isEqualTo("A refinance asks no source for large deposits: there is no"
                + " threshold to change.");
    }

    @Test
    void aLoansFiguresAreNeverSummedFromAnotherLoansOrders() {
        Order ann = order("ord-ann", "Ann", "Lee", "20000.00", "[]");
        Order zed = new Order("ord-zed", "order", NOW.minusSeconds(60), false, "opened", null, 30, null, "1234",
                "LN-200", "Zed", "Moe", null, null, null, null, List.of(), null, null);
        service.answering(List.of(ann, zed));
        CompletableFuture<OrderDocument> slow = new CompletableFuture<>();
        service.onGet = id -> id.equals("ord-ann") ? CompletableFuture.completedFuture(new OrderDocument(ann, "{}"))
                : slow;
        open("LN-100");
        assertThat(vm.summaryProperty().get()).isNotNull();

        open("LN-200"); // its order is still being read
        vm.terms().cashToCloseProperty().set("1000");
        vm.terms().save();
        assertThat(vm.summaryProperty().get()).as("not LN-100's accounts under LN-200's name").isNull();

        slow.complete(new OrderDocument(zed, "{}"));
        vm.select("LN-200");
        assertThat(vm.summaryProperty().get().loan().loanNumber()).isEqualTo("LN-200");
        assertThat(vm.summaryProperty().get().summary().funds().verified()).isEqualByComparingTo("0");
    }

    @Test
    void theOpenLoanFollowsWhatThisDeskDoesOnOtherScreensAndIsReadAgainWhenShown() {
        Order ann = order("ord-ann", "Ann", "Lee", "20000.00", "[]");
        serve(ann);
        open("LN-100");
        vm.watchOtherDesks(true);
        assertThat(vm.orders().rows()).hasSize(1);

        // the New order screen creates a co-borrower's order with the loan number and puts it in the file
        Order bob = order("ord-bob", "Bob", "Lee", null, "[]");
        serve(ann, bob);
        files.call(s -> s.addOrder("LN-100", "ord-bob", "created from this loan")).join();
        assertThat(vm.orders().rows()).as("without F5").extracting(LoanOrders.Row::text)
                .anySatisfy(t -> assertThat(t).startsWith("Bob Lee \u00b7 no report yet"));
        assertThat(vm.history().lines()).anySatisfy(l -> assertThat(l).contains("Order ord-bob added"));
        assertThat(vm.list().rows()).singleElement().asString().contains("2 orders");

        // a save on this screen is not read twice
        int lists = service.listOrdersCalls.get();
        vm.terms().incomeProperty().set("9000");
        vm.terms().save();
        assertThat(service.listOrdersCalls.get()).isEqualTo(lists);

        // Bob's report comes while the officer is on another screen: shown again, the loan reads it
        vm.watchOtherDesks(false);
        serve(ann, order("ord-bob", "Bob", "Lee", "5000.00", "[]"));
        vm.refresh();
        assertThat(vm.orders().rows()).extracting(LoanOrders.Row::text)
                .allSatisfy(t -> assertThat(t).contains("report ready"));
        assertThat(vm.summaryProperty().get().borrowers()).hasSize(2);
    }

    @Test
    void theSearchFindsALoanByItsBorrowersNameOrEmailAndAnEmptyOneOffersToOpenANewFile() {
        Order ann = new Order("ord-ann", "order", NOW.minusSeconds(3600), false, "opened", null, 30,
                "ann.newcombe@example.com", "1234", "LN-100", "Ann", "Newcombe", null, null, null, null, List.of(),
                null, null);
        serve(ann);
        open("LN-100");
        open("LN-200");
        vm.refresh();

        vm.list().searchProperty().set("newcombe");
        assertThat(vm.list().rows()).extracting(LoanList.Row::loanNumber).containsExactly("LN-100");
        vm.list().searchProperty().set("ANN.NEWCOMBE@");
        assertThat(vm.list().rows()).extracting(LoanList.Row::loanNumber).containsExactly("LN-100");

        vm.list().searchProperty().set("LN-300");
        assertThat(vm.list().rows()).isEmpty();
        assertThat(vm.list().emptyTextProperty().get()).startsWith("No loan file matches \u201cLN-300\u201d")
                .contains("Press Enter");
        vm.list().openSearched();
        assertThat(vm.loan().loanNumber()).as("Enter opens the new file").isEqualTo("LN-300");
        assertThat(vm.list().searchProperty().get()).isEmpty();
    }

    @Test
    void anOrderTheServiceNoLongerKnowsCanBeTakenOutOfTheLoanWithTheRemovalInItsHistory() {
        serve(order("ord-ann", "Ann", "Lee", "20000.00", "[]"));
        open("LN-100");
        files.call(s -> s.addOrder("LN-100", "57c8624e-65f6-4e01-8eea-ee4711780000", "added by the officer"))
                .join();
        vm.select("LN-100");
        LoanOrders.Row gone = vm.orders().rows().stream().filter(r -> !r.readable()).findFirst().orElseThrow();
        assertThat(gone.text()).contains("order 57c8624e").doesNotContain("65f6-4e01");

        vm.orders().remove(vm.orders().rows().stream().filter(LoanOrders.Row::readable).findFirst().orElseThrow(),
                vm::select);
        assertThat(vm.loan().orderIds()).as("a readable order is never removed").hasSize(2);

        vm.orders().remove(gone, vm::select);
        assertThat(vm.loan().orderIds()).containsExactly("ord-ann");
        assertThat(vm.orders().rows()).hasSize(1);
        assertThat(vm.noticeProperty().get()).isEqualTo("Order 57c8624e was taken out of the loan file; the "
                + "history says so.");
        assertThat(vm.history().lines()).last().asString().contains("Order 57c8624e removed (the service could not "
                + "read it; removed by the officer)");
        assertThat(files.call(s -> s.history("LN-100")).join()).last().extracting(HistoryEntry::detail).asString()
                .as("the history keeps the whole id").contains("57c8624e-65f6-4e01-8eea-ee4711780000");
    }
}
