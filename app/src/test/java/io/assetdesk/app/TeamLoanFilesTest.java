package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.Main;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.loan.ChangedMeanwhile;
import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanState;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.Program;
import io.assetdesk.loan.TeamCheck;
import io.assetdesk.loan.TeamNotices;
import io.assetdesk.loan.TeamUnreachable;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.settings.AppDataDir;
import io.assetdesk.settings.TeamDatabase;
import io.assetdesk.testing.CuttableLink;
import io.assetdesk.testing.Postgres;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The team's loan files on a real PostgreSQL (the run's throw-away cluster): the same migrations as a workstation's,
 * one file seen by two desks, the command lines on the database the connection file names, and an unreachable one
 * said in one line with nothing written to the workstation.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class TeamLoanFilesTest {
    static SandboxServer sandbox;
    static Path dir;
    static Order closed;

    @BeforeAll
    static void start() throws IOException {
        sandbox = SandboxServer.start(0, 30, Duration.ofSeconds(30));
        dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "team-loans-");
        try (IntegrationClient client = new IntegrationClient(Main.sandboxProfile(sandbox).toServiceConfig())) {
            closed = client.listOrders().stream().filter(o -> "closed".equals(o.status())).findFirst().orElseThrow();
        }
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    private static CommandRun main(String... args) {
        return CommandRun.main(args);
    }

    /** A connection file for the sandbox that names {@code db} as the loan database. */
    private static Path config(String name, TeamDatabase db) throws IOException {
        Path file = dir.resolve(name + ".json");
        Files.writeString(file, "{\"name\":\"Sandbox\",\"baseUrl\":\"" + sandbox.baseUrl() + "\",\"portalUrl\":\""
                + sandbox.baseUrl() + "\",\"accessToken\":\"" + SandboxServer.ACCESS_TOKEN + "\",\"assetverify\":"
                + "{\"username\":\"" + SandboxServer.ASSETVERIFY_USERNAME + "\",\"password\":\""
                + SandboxServer.ASSETVERIFY_PASSWORD + "\"},\"loanDatabase\":{\"url\":\"" + db.url() + "\",\"user\":\""
                + db.user() + "\",\"password\":\"" + db.password() + "\"}}");
        return file;
    }

    private static Path newDataDir() throws IOException {
        return Files.createTempDirectory(dir, "desk-");
    }

    @Test
    void aLoanFileWrittenOnOneDeskIsReadOnAnotherWithItsHistory() throws IOException {
        TeamDatabase db = Postgres.freshDatabase("two_desks");
        try (LoanStore ann = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "officer.ann");
             LoanStore bob = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "processor.bob")) {
            ann.create("LN-T-1");
            ann.saveTerms("LN-T-1", LoanTerms.NEW.withProgram(Program.FHA).withValues(new BigDecimal("300000.00"),
                    new BigDecimal("295000.00")).withFigures(new BigDecimal("12000.00"), new BigDecimal("1900.00"),
                    new BigDecimal("7000.00")));
            bob.decide("LN-T-1", new DepositDecision("acct|t-1", DepositDecision.Outcome.SOURCED,
                    DepositDecision.Source.PAYROLL, "pay stub"), "a deposit of 6,000.00");

            LoanFile read = ann.load("LN-T-1").orElseThrow();
            assertThat(read.terms().program()).isEqualTo(Program.FHA);
            assertThat(read.terms().cashToClose()).isEqualByComparingTo("12000.00");
            assertThat(read.decisions()).hasSize(1);
            assertThat(ann.history("LN-T-1")).extracting(HistoryEntry::user)
                    .containsExactly("officer.ann", "officer.ann", "processor.bob");
            assertThat(ann.loans()).extracting(LoanStore.Listed::loanNumber).containsExactly("LN-T-1");
        }
        // the same migrations again: a desk that opens the database later finds it at the newest version
        try (LoanStore again = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "uw.cy")) {
            assertThat(again.load("LN-T-1")).isPresent();
        }
    }

    @Test
    void twoDesksDecidingTheSameDepositAtTheSameVersionExactlyOneWinsAndTheOtherIsTold() throws Exception {
        TeamDatabase db = Postgres.freshDatabase("same_version");
        ExecutorService desks = Executors.newFixedThreadPool(2);
        try (LoanStore ann = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "officer.ann");
             LoanStore bob = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "processor.bob")) {
            ann.create("LN-RACE");
            for (int round = 0; round < 100; round++) {
                long read = ann.load("LN-RACE").orElseThrow().version();
                assertThat(bob.load("LN-RACE").orElseThrow().version()).isEqualTo(read);
                CountDownLatch go = new CountDownLatch(1);
                String key = "acct|t-" + round;
                Future<String> a = desks.submit(() -> decide(ann, go, read, key, DepositDecision.Outcome.SOURCED));
                Future<String> b = desks.submit(() -> decide(bob, go, read, key, DepositDecision.Outcome.LEFT_OUT));
                go.countDown();
                List<String> outcomes = List.of(a.get(30, TimeUnit.SECONDS), b.get(30, TimeUnit.SECONDS));
                assertThat(outcomes).as("round " + round).containsExactlyInAnyOrder("won", "told");
                assertThat(ann.load("LN-RACE").orElseThrow().version()).isEqualTo(read + 1);
            }
            assertThat(ann.history("LN-RACE")).hasSize(101);
            assertThat(HistoryEntry.verify(ann.history("LN-RACE")).intact()).isTrue();
        } finally {
            desks.shutdownNow();
        }
    }

    private static String decide(LoanStore desk, CountDownLatch go, long version, String key,
                                 DepositDecision.Outcome outcome) throws InterruptedException {
        go.await();
        try {
            desk.expect("LN-RACE", version).decide("LN-RACE", new DepositDecision(key, outcome,
                    outcome == DepositDecision.Outcome.SOURCED ? DepositDecision.Source.PAYROLL : null, "why"),
                    "a deposit");
            return "won";
        } catch (ChangedMeanwhile told) {
            assertThat(told.by()).isNotNull();
            return "told";
        }
    }

    @Test
    void aChangeOnOneDeskIsHeardOnTheOtherWithItsLoanNumber() throws Exception {
        TeamDatabase db = Postgres.freshDatabase("heard");
        BlockingQueue<String> heard = new LinkedBlockingQueue<>();
        try (LoanStore ann = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "officer.ann");
             TeamNotices bobHears = new TeamNotices(db, heard::add, () -> heard.add("(caught up)")).start()) {
            ann.create("LN-HEARD");
            String first = null;
            // the listener may still be connecting: the change is made again until it is heard (at most 20 tries)
            for (int i = 0; i < 20 && first == null; i++) {
                ann.record("LN-HEARD", HistoryEntry.Action.DOCUMENT_PRINTED, "printed");
                first = heard.poll(1, TimeUnit.SECONDS);
            }
            assertThat(first).isEqualTo("LN-HEARD");
            heard.clear();
            ann.record("LN-HEARD", HistoryEntry.Action.DOCUMENT_PRINTED, "printed again");
            assertThat(heard.poll(20, TimeUnit.SECONDS)).as("every change, once listening").isEqualTo("LN-HEARD");
        }
    }

    @Test
    void theCommandLinesUseTheDatabaseTheConnectionFileNamesAndNotTheWorkstations() throws IOException {
        TeamDatabase db = Postgres.freshDatabase("command_lines");
        String loan = closed.referenceNumber();
        try (LoanStore store = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "officer.ann")) {
            store.create(loan);
            store.addOrder(loan, closed.id(), "reference number matches");
        }
        Path pdf = dir.resolve("team.pdf");
        CommandRun r = main("--export-loan", loan, "--config", config("team", db).toString(), "--out", pdf.toString());

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(pdf).exists();
        try (LoanStore store = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "uw.cy")) {
            assertThat(store.history(loan)).last().extracting(HistoryEntry::action)
                    .isEqualTo(HistoryEntry.Action.DOCUMENT_EXPORTED);
        }
        try (LoanStore desk = LoanStore.open(AppDataDir.ensure(), Clock.systemUTC(), "officer.ann")) {
            assertThat(desk.history(loan)).as("nothing of it on the workstation")
                    .noneMatch(e -> e.detail().contains("team.pdf"));
        }
    }

    @Test
    void aHistoryChangedBehindTheConsolesBackStopsTheExportUnlessAllowedAndPageOneThenSaysIt() throws Exception {
        TeamDatabase db = Postgres.freshDatabase("tampered");
        String loan = closed.referenceNumber();
        try (LoanStore store = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "officer.ann")) {
            store.create(loan);
            store.addOrder(loan, closed.id(), "reference number matches");
        }
        String pinned;
        try (LoanStore store = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "uw.cy")) {
            pinned = store.history(loan).get(1).hash().substring(0, 12);
        }
        Path pdf = dir.resolve("pinned.pdf");
        CommandRun fine = main("--export-loan", loan, "--config", config("pinned", db).toString(), "--out",
                pdf.toString());
        assertThat(fine.exit()).as(fine.err()).isZero();
        try (PDDocument doc = Loader.loadPDF(Files.readAllBytes(pdf))) {
            assertThat(doc.getNumberOfPages()).isGreaterThan(1);
            for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                PDFTextStripper one = new PDFTextStripper();
                one.setStartPage(page);
                one.setEndPage(page);
                assertThat(one.getText(doc)).as("page " + page + " pins the whole history it came from")
                        .contains("history: 2 entries, the last one's hash beginning " + pinned);
            }
        }
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
             PreparedStatement st = c.prepareStatement("UPDATE history SET detail = ? WHERE loan_number = ? AND "
                     + "seq = 1")) {
            // as the tables' owner, who alone can lift the history's append-only trigger
            c.createStatement().execute("ALTER TABLE history DISABLE TRIGGER history_append_only");
            st.setString(1, "Loan file opened (by nobody)");
            st.setString(2, loan);
            assertThat(st.executeUpdate()).isEqualTo(1);
        }
        Path refused = dir.resolve("refused.pdf");

        CommandRun r = main("--export-loan", loan, "--config", config("tampered", db).toString(), "--out",
                refused.toString());

        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err().lines()).hasSize(1);
        assertThat(r.err()).contains("does not hold together", "entry 1 was changed after it was written",
                "--allow-broken-history");
        assertThat(refused).doesNotExist();

        CommandRun allowed = main("--export-loan", loan, "--config", config("tampered", db).toString(), "--out",
                refused.toString(), "--allow-broken-history");
        assertThat(allowed.exit()).as(allowed.err()).isZero();
        try (PDDocument doc = Loader.loadPDF(Files.readAllBytes(refused))) {
            PDFTextStripper page1 = new PDFTextStripper();
            page1.setStartPage(1);
            page1.setEndPage(1);
            assertThat(page1.getText(doc)).contains("The loan's history does not hold together: entry 1 was changed");
        }
    }

    @Test
    void termsChangedInTheTeamDatabaseBehindTheConsolesBackAreNamedAndStopTheExport() throws Exception {
        TeamDatabase db = Postgres.freshDatabase("terms_tampered");
        String loan = closed.referenceNumber();
        try (LoanStore store = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "officer.ann")) {
            store.create(loan);
            store.addOrder(loan, closed.id(), "reference number matches");
            store.saveTerms(loan, LoanTerms.NEW.withFigures(new BigDecimal("12000"), new BigDecimal("1900"),
                    new BigDecimal("6000")));
        }
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
             PreparedStatement st = c.prepareStatement("UPDATE loan SET monthly_income = 60000 WHERE loan_number ="
                     + " ?")) {
            st.setString(1, loan);
            assertThat(st.executeUpdate()).isEqualTo(1);
        }

        CommandRun r = main("--export-loan", loan, "--config", config("terms", db).toString(), "--out",
                dir.resolve("terms.pdf").toString());

        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("the terms were changed outside Asset Desk after entry 3");
        CommandRun report = main("--export-report", closed.id(), "--config", config("terms", db).toString(), "--out",
                dir.resolve("report.pdf").toString());
        assertThat(report.exit()).as("the order's own document, checked with the loan's terms").isEqualTo(1);
        assertThat(report.err()).contains("does not hold together", "the terms were changed outside Asset Desk");
        assertThat(dir.resolve("report.pdf")).doesNotExist();

        CommandRun allowed = main("--export-report", closed.id(), "--config", config("terms", db).toString(), "--out",
                dir.resolve("report.pdf").toString(), "--allow-broken-history");
        assertThat(allowed.exit()).as(allowed.err()).isZero();
        assertThat(allowed.err()).contains("the document says so on page 1");
        try (PDDocument doc = Loader.loadPDF(Files.readAllBytes(dir.resolve("report.pdf")))) {
            PDFTextStripper page1 = new PDFTextStripper();
            page1.setStartPage(1);
            page1.setEndPage(1);
            assertThat(page1.getText(doc).replaceAll("\\s+", " ")).contains("does not hold together: the terms were "
                    + "changed outside Asset Desk");
        }
        CommandRun json = main("--export-report", closed.id(), "--config", config("terms", db).toString(), "--out",
                dir.resolve("report.json").toString(), "--format", "json", "--allow-broken-history");
        assertThat(json.exit()).as(json.err()).isZero();
        assertThat(Files.readString(dir.resolve("report.json"))).contains("\"warning\" : \"The history of loan ");
    }

    @Test
    void aWorkstationsLoanFilesMoveToTheTeamWithTheirHistoryAsWrittenAndAreThenKeptAside() throws IOException {
        TeamDatabase db = Postgres.freshDatabase("moved");
        Path desk = newDataDir();
        try (LoanStore own = LoanStore.open(desk, Clock.systemUTC(), "officer.ann")) {
            own.create("LN-MOVE-1");
            own.saveTerms("LN-MOVE-1", LoanTerms.NEW.withProgram(Program.FHA).withFigures(new BigDecimal("12000"),
                    null, new BigDecimal("6000")));
            own.decide("LN-MOVE-1", new DepositDecision("acct|t-1", DepositDecision.Outcome.SOURCED,
                    DepositDecision.Source.PAYROLL, "pay stub"), "a deposit of 6,000.00");
            own.create("LN-MOVE-2");
        }
        try (LoanStore team = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "processor.bob")) {
            team.create("LN-MOVE-2"); // the team has its own file of this number already
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int exit = MoveLoans.run(desk, db, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Clock.systemUTC(), "officer.ann");

        assertThat(exit).isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("moved: loan LN-MOVE-1");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("holds these loan numbers already: LN-MOVE-2");
        assertThat(desk.resolve("loans/loans.mv.db")).as("kept where it is while a loan is left").exists();
        try (LoanStore team = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "uw.cy")) {
            LoanFile moved = team.load("LN-MOVE-1").orElseThrow();
            assertThat(moved.terms().program()).isEqualTo(Program.FHA);
            assertThat(moved.decisions()).hasSize(1);
            List<HistoryEntry> history = team.history("LN-MOVE-1");
            assertThat(history).extracting(HistoryEntry::action).containsExactly(HistoryEntry.Action.LOAN_OPENED,
                    HistoryEntry.Action.TERMS_CHANGED, HistoryEntry.Action.DEPOSIT_DECIDED,
                    HistoryEntry.Action.MIGRATED);
            assertThat(LoanState.verify(moved, history).intact()).as("the chain and the state came over").isTrue();
        }

        // a workstation whose every loan comes over: its own database is kept aside, never read again
        Path whole = newDataDir();
        try (LoanStore own = LoanStore.open(whole, Clock.systemUTC(), "officer.ann")) {
            own.create("LN-MOVE-3");
        }
        out.reset();
        int all = MoveLoans.run(whole, db, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Clock.systemUTC(), "officer.ann");
        assertThat(all).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("moved: loan LN-MOVE-3", "kept aside: ");
        assertThat(whole.resolve("loans/loans.mv.db")).doesNotExist();
        try (Stream<Path> kept = Files.list(whole.resolve("loans"))) {
            assertThat(kept.map(f -> f.getFileName().toString())).anyMatch(n -> n.startsWith(
                    "loans.mv.db.moved-to-team-"));
        }
    }

    @Test
    void aDecisionMadeInAnotherProcessIsHeardAndReadOnThisDesk() throws Exception {
        TeamDatabase db = Postgres.freshDatabase("two_processes");
        BlockingQueue<String> heard = new LinkedBlockingQueue<>();
        try (LoanFiles files = Composition.loanFiles(newDataDir(), config("two", db))) {
            files.addChangeListener(n -> heard.add(String.valueOf(n)));
            files.call(store -> store.create("LN-TWO")).get(30, TimeUnit.SECONDS);
            // this desk's own change is heard too: once it is, the desk is listening
            String first = null;
            for (int i = 0; i < 20 && first == null; i++) {
                files.call(store -> store.record("LN-TWO", HistoryEntry.Action.DOCUMENT_PRINTED, "printed"))
                        .get(30, TimeUnit.SECONDS);
                first = heard.poll(1, TimeUnit.SECONDS);
            }
            assertThat(first).isEqualTo("LN-TWO");
            heard.clear();

            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            ProcessBuilder other = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                    OtherDesk.class.getName(), "LN-TWO", newDataDir().toString()).redirectErrorStream(true);
            other.environment().put("TEAM_URL", db.url());
            other.environment().put("TEAM_USER", db.user());
            other.environment().put("TEAM_PASSWORD", db.password());
            Process p = other.start();
            String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as(said).isZero();
            long committed = Long.parseLong(said.lines().filter(l -> l.startsWith("decided ")).findFirst()
                    .orElseThrow(() -> new AssertionError(said)).substring("decided ".length()));

            assertThat(heard.poll(30, TimeUnit.SECONDS)).as("the other process's change is heard here")
                    .isEqualTo("LN-TWO");
            long latency = System.currentTimeMillis() - committed;
            LoanFile read = files.call(store -> store.load("LN-TWO")).get(30, TimeUnit.SECONDS).orElseThrow();
            assertThat(read.decisions()).containsKey("acct|t-9");
            assertThat(files.call(store -> store.history("LN-TWO")).get(30, TimeUnit.SECONDS)).last()
                    .extracting(HistoryEntry::who).asString().startsWith("processor.bob on ");
            System.out.println("two processes: the decision was heard here " + latency + " ms after the other "
                    + "process committed it");
        }
    }

    @Test
    void theLoansScreensMoveTakesTheWorkstationsLoanFilesToTheTeamOnceAndIsThenNoLongerOffered() throws Exception {
        TeamDatabase db = Postgres.freshDatabase("screen_move");
        Path desk = newDataDir();
        try (LoanStore own = LoanStore.open(desk, Clock.systemUTC(), "officer.ann")) {
            own.create("LN-SCREEN-MOVE");
            own.record("LN-SCREEN-MOVE", HistoryEntry.Action.DOCUMENT_PRINTED, "printed on the desk");
        }
        try (LoanFiles files = Composition.loanFiles(desk, config("screen_move", db))) {
            assertThat(files.canMoveToTeam().get(30, TimeUnit.SECONDS)).as("offered").isTrue();

            LoanFiles.Moved moved = files.moveToTeam().get(60, TimeUnit.SECONDS);

            assertThat(moved.all()).as(moved.said()).isTrue();
            assertThat(moved.said()).contains("moved: loan LN-SCREEN-MOVE", "kept aside: ");
            assertThat(files.canMoveToTeam().get(30, TimeUnit.SECONDS)).as("once").isFalse();
            assertThat(files.call(store -> store.history("LN-SCREEN-MOVE")).get(30, TimeUnit.SECONDS))
                    .extracting(HistoryEntry::detail).contains("printed on the desk");
        }
        assertThat(desk.resolve("loans/loans.mv.db")).as("never read again").doesNotExist();
    }

    @Test
    void aLostTeamDatabaseIsSaidAndTheConsoleComesBackByItselfWithNothingWrittenOnTheWorkstation() throws Exception {
        TeamDatabase db = Postgres.freshDatabase("lost_and_back");
        int pgPort = Integer.parseInt(System.getenv("PGPORT"));
        try (CuttableLink link = new CuttableLink(pgPort)) {
            TeamDatabase through = new TeamDatabase(db.url().replace(":" + pgPort + "/", ":" + link.port() + "/"),
                    db.user(), db.password());
            Path desk = newDataDir();
            BlockingQueue<LoanFiles.Reach> said = new LinkedBlockingQueue<>();
            BlockingQueue<String> heard = new LinkedBlockingQueue<>();
            try (LoanFiles files = Composition.loanFiles(desk, config("lost", through))) {
                files.addReachListener(said::add);
                files.addChangeListener(n -> heard.add(String.valueOf(n)));
                files.call(store -> store.create("LN-LOST")).get(30, TimeUnit.SECONDS);

                link.cut();

                LoanFiles.Reach lost = said.poll(30, TimeUnit.SECONDS);
                assertThat(lost).as("the loss is said").isNotNull();
                assertThat(lost.reachable()).isFalse();
                assertThat(lost.why()).contains("127.0.0.1:" + link.port()).doesNotContain(db.password());
                assertThat(files.call(store -> store.load("LN-LOST"))).as("nothing read from anywhere else")
                        .failsWithin(30, TimeUnit.SECONDS);

                heard.clear();
                link.mend();

                LoanFiles.Reach back = said.poll(30, TimeUnit.SECONDS);
                assertThat(back).as("back by itself").isNotNull();
                assertThat(back.reachable()).isTrue();
                assertThat(heard.poll(30, TimeUnit.SECONDS)).as("everything shown is read again").isEqualTo("null");
                assertThat(files.call(store -> store.load("LN-LOST")).get(30, TimeUnit.SECONDS)).isPresent();
            }
            assertThat(desk.resolve("loans")).as("nothing written on the workstation").doesNotExist();
        }
    }

    @Test
    void anUnreachableTeamDatabaseIsOneLineAndExitOneAndNothingIsWrittenOnTheWorkstation() throws IOException {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closedPort = s.getLocalPort();
        }
        TeamDatabase gone = new TeamDatabase("jdbc:postgresql://127.0.0.1:" + closedPort + "/assetdesk",
                "assetdesk_console", "s3cret-password");
        Path out = dir.resolve("never.pdf");

        for (String command : new String[] {"--export-loan", "--export-report"}) {
            CommandRun r = main(command, command.equals("--export-loan") ? "LN-NEVER-LOCAL" : closed.id(), "--config",
                    config("gone", gone).toString(), "--out", out.toString());

            assertThat(r.exit()).as(command).isEqualTo(1);
            assertThat(r.err().lines()).as(command + ": one line").hasSize(1);
            assertThat(r.err()).contains("127.0.0.1:" + closedPort + "/assetdesk", "cannot be reached")
                    .doesNotContain("s3cret-password");
            assertThat(out).as("nothing written").doesNotExist();
        }
        try (LoanStore desk = LoanStore.open(AppDataDir.ensure(), Clock.systemUTC(), "officer.ann")) {
            assertThat(desk.load("LN-NEVER-LOCAL")).as("never a local copy").isEmpty();
        }
        assertThatThrownBy(() -> LoanStore.open(LoanPlace.team(newDataDir(), gone), Clock.systemUTC(), "x"))
                .isInstanceOf(TeamUnreachable.class).hasMessageNotContaining("s3cret-password");
    }

    @Test
    void theConnectionScreensTestSaysTheServerAndTheLoanFilesOrWhyNotInOneLine() throws IOException {
        TeamDatabase db = Postgres.freshDatabase("screen_test");
        TeamCheck.Found empty = TeamCheck.check(db);
        assertThat(empty.server()).startsWith("PostgreSQL");
        assertThat(empty.loanFiles()).as("no tables yet").isEqualTo(-1);
        try (LoanStore store = LoanStore.open(LoanPlace.team(newDataDir(), db), Clock.systemUTC(), "it.admin")) {
            store.create("LN-CHECK-1");
            store.create("LN-CHECK-2");
        }
        assertThat(TeamCheck.check(db).loanFiles()).isEqualTo(2);

        TeamDatabase wrong = new TeamDatabase(db.url(), db.user(), "not-the-password");
        assertThatThrownBy(() -> TeamCheck.check(wrong)).isInstanceOf(TeamUnreachable.class)
                .hasMessageContaining(db.where()).hasMessageNotContaining("not-the-password")
                .satisfies(e -> assertThat(e.getMessage().lines()).hasSize(1));
    }

    @Test
    void aRefusedPasswordIsSaidWithoutThePassword() throws IOException {
        TeamDatabase db = Postgres.freshDatabase("wrong_password");
        TeamDatabase wrong = new TeamDatabase(db.url(), db.user(), "not-the-password");
        assertThatThrownBy(() -> LoanStore.open(LoanPlace.team(newDataDir(), wrong), Clock.systemUTC(), "x"))
                .isInstanceOf(TeamUnreachable.class)
                .hasMessageContaining(wrong.where())
                .hasMessageNotContaining("not-the-password");
    }
}
