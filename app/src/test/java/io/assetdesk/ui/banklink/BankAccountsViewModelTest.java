package io.assetdesk.ui.banklink;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Account;
import io.assetdesk.api.Balances;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Bank accounts screen's view model without a window: every call answered on the calling thread. */
class BankAccountsViewModelTest {
    private static final Instant NOW = Instant.parse("2026-11-25T15:04:05Z");
    private final FakeIntegrationService service = new FakeIntegrationService().onCallingThread();
    private final List<Runnable> background = new ArrayList<>();
    private BankAccountsViewModel vm;
    private Locale before;

    @BeforeEach
    void setUp() {
        before = Locale.getDefault();
        Locale.setDefault(Locale.US);
        vm = new BankAccountsViewModel(Messages.load(), UiExecutor.direct(), Clock.fixed(NOW, ZoneOffset.UTC),
                new ActiveConnection(ScreenHarness.localProfile(), c -> service), background::add);
    }

    @AfterEach
    void restoreLocale() {
        Locale.setDefault(before);
    }

    private static Account account(String name, String type, String available, String current) {
        return new Account(name.toLowerCase(), "account", name, null, "0042", null, type,
                new Balances(available == null ? null : new BigDecimal(available), new BigDecimal(current), "USD",
                        null, null));
    }

    @Test
    void aTokenFetchedOnceListsTheAccountsTotalsTheFundsApartFromWhatIsOwedAndIsCleared() {
        service.accounts("public-sandbox-1", List.of(account("Checking", "depository", "1200.50", "1250.50"),
                account("Savings", "depository", "8000.00", "8000.00"), account("Card", "credit", null, "320.10")));
        vm.tokenProperty().set("  public-sandbox-1 ");
        assertThat(vm.canFetchProperty().get()).isTrue();

        vm.fetch();

        assertThat(vm.accounts()).extracting(Account::name).containsExactly("Checking", "Savings", "Card");
        assertThat(vm.statusProperty().get()).isEqualTo("3 accounts (fetch 1)");
        assertThat(vm.tokenProperty().get()).as("a spent token is not left to send again").isEmpty();
        assertThat(vm.totals()).singleElement().satisfies(t -> {
            assertThat(t.currency()).isEqualTo("USD");
            assertThat(t.accounts()).as("the card is owed, not funds").isEqualTo(2);
            assertThat(t.current()).isEqualByComparingTo("9250.50");
        });
        assertThat(vm.liabilities()).singleElement().satisfies(l
                -> assertThat(l.owed()).isEqualByComparingTo("320.10"));
        assertThat(vm.totalLines()).extracting(BankAccountsViewModel.TotalLine::text)
                .containsExactly("USD: available $9,200.50 \u00b7 current $9,250.50 (2 accounts)");
        assertThat(vm.liabilityLines()).extracting(BankAccountsViewModel.TotalLine::text)
                .containsExactly("USD: owed $320.10 (1 account)");
        assertThat(vm.fetches()).hasSize(1);
        assertThat(vm.describe(vm.fetches().get(0))).matches("Fetch 1 at 3:04:05\\hPM \\(3 accounts\\)");
    }

    @Test
    void beforeAnyFetchTheTotalsAreMutedDashes() {
        assertThat(vm.totalLines()).singleElement().satisfies(l -> {
            assertThat(l.text()).isEqualTo("\u2014");
            assertThat(l.muted()).isTrue();
        });
        assertThat(vm.liabilityLines()).singleElement().satisfies(l -> assertThat(l.muted()).isTrue());
    }

    @Test
    void cryptoIsTotalledApartAndSaidNotToBeCash() {
        service.accounts("public-2", List.of(new Account("btc", "account", "Coins", null, "0001", null, "investment",
                new Balances(null, new BigDecimal("0.8421"), null, null, "BTC"))));
        vm.tokenProperty().set("public-2");
        vm.fetch();
        assertThat(vm.totalLines()).singleElement().satisfies(l -> {
            assertThat(l.text()).endsWith("not counted as cash");
            assertThat(l.unofficial()).isTrue();
            assertThat(l.tooltip()).startsWith("An unofficial currency");
        });
        assertThat(vm.liabilityLines()).extracting(BankAccountsViewModel.TotalLine::text)
                .containsExactly("None: no credit or loan accounts");
    }

    @Test
    void aRefusedTokenSaysWhyAndKeepsTheTokenToCorrect() {
        vm.tokenProperty().set("public-typo");
        vm.fetch();

        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.errorProperty().get())
                .isEqualTo("Invalid public token (HTTP 400 Bad Request, request id req-invalid)");
        assertThat(vm.tokenProperty().get()).isEqualTo("public-typo");
        assertThat(vm.accounts()).isEmpty();

        vm.tokenProperty().set("public-typ"); // editing the token clears the old complaint
        assertThat(vm.errorProperty().get()).isEmpty();
    }

    @Test
    void stoppingTheWaitFreesTheScreenAndALateAnswerIsStillKeptBecauseTheTokenIsSpent() {
        service.accounts("public-slow", List.of(account("Checking", "depository", "10.00", "10.00")));
        service.hold();
        vm.tokenProperty().set("public-slow");
        vm.fetch();
        assertThat(vm.runningProperty().get()).isTrue();
        assertThat(vm.canFetchProperty().get()).as("one press, one call").isFalse();

        vm.cancel();
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.statusProperty().get()).startsWith("Stopped waiting.");

        service.release();
        assertThat(vm.accounts()).extracting(Account::name).containsExactly("Checking");
        assertThat(vm.statusProperty().get()).isEqualTo("1 account (fetch 1)");
    }

    @Test
    void anExportIsWrittenInTheBackgroundAndThenSaid() throws Exception {
        service.accounts("public-1", List.of(account("Checking", "depository", "10.00", "12.00")));
        vm.tokenProperty().set("public-1");
        vm.fetch();
        Path file = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "accounts-vm")
                .resolve("accounts.csv");

        vm.exportCsv(file);
        assertThat(file).as("nothing written on the calling thread").doesNotExist();
        background.forEach(Runnable::run);

        assertThat(file).exists();
        assertThat(Files.readString(file)).contains("Checking");
        assertThat(vm.statusProperty().get()).isEqualTo("Exported 1 account as CSV to accounts.csv.");
    }
}
