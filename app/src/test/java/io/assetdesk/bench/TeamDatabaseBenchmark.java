package io.assetdesk.bench;

import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.TeamNotices;
import io.assetdesk.settings.TeamDatabase;
import io.assetdesk.testing.Postgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The team database under ten desks: each desk (a thread with a store of its own, as a console has) makes its changes
 * to loan files, while one more desk hears them ({@link TeamNotices}). Reports the p50 and p95 of a write (the change
 * and its history entry, committed) and of a change reaching the listening desk (from the write's commit to the
 * notice), then how long listing 10,000 loan files takes. Needs the run's PostgreSQL ({@code pg_virtualenv}).
 *
 * <p>{@code TeamDatabaseBenchmark [DESKS] [CHANGES_PER_DESK]} (default 10 and 1,000).
 */
public final class TeamDatabaseBenchmark {
    private TeamDatabaseBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int desks = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int changes = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        TeamDatabase db = Postgres.freshDatabase("bench_team");
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "bench-team-");
        Map<String, Queue<Long>> committed = new ConcurrentHashMap<>();
        Map<String, Queue<Long>> heard = new ConcurrentHashMap<>();
        List<Long> reached = new ArrayList<>();
        try (TeamNotices listening = new TeamNotices(db, loan -> heard.computeIfAbsent(loan,
                k -> new ConcurrentLinkedQueue<>()).add(System.nanoTime()), () -> { }).start()) {
            try (LoanStore setup = LoanStore.open(LoanPlace.team(dir, db), Clock.systemUTC(), "setup")) {
                for (int d = 0; d < desks; d++) {
                    setup.create("LN-BENCH-" + d);
                    committed.put("LN-BENCH-" + d, new ConcurrentLinkedQueue<>());
                }
            }
            TimeUnit.SECONDS.sleep(2); // the listening desk is connected before the first change
            ExecutorService pool = Executors.newFixedThreadPool(desks);
            List<Future<List<Long>>> runs = new ArrayList<>();
            for (int d = 0; d < desks; d++) {
                String loan = "LN-BENCH-" + d;
                runs.add(pool.submit(() -> {
                    List<Long> writes = new ArrayList<>();
                    try (LoanStore desk = LoanStore.open(LoanPlace.team(dir, db), Clock.systemUTC(), "desk")) {
                        for (int i = 0; i < changes; i++) {
                            long start = System.nanoTime();
                            desk.record(loan, HistoryEntry.Action.DOCUMENT_PRINTED, "printed " + i);
                            long done = System.nanoTime();
                            committed.get(loan).add(done);
                            writes.add(done - start);
                        }
                    }
                    return writes;
                }));
            }
            List<Long> writes = new ArrayList<>();
            for (Future<List<Long>> f : runs) {
                writes.addAll(f.get());
            }
            pool.shutdown();
            TimeUnit.SECONDS.sleep(2); // the last notices
            // one writer per loan, and notices come in commit order: the i-th heard is the i-th committed (a notice
            // may come before its writer read the clock after the commit: counted as 0)
            committed.forEach((loan, commits) -> {
                List<Long> c = new ArrayList<>(commits);
                List<Long> h = new ArrayList<>(heard.getOrDefault(loan, new ConcurrentLinkedQueue<>()));
                int skip = h.size() - c.size(); // the loan's own "created" notice, heard before the run
                for (int i = 0; i < c.size() && i + Math.max(0, skip) < h.size(); i++) {
                    reached.add(Math.max(0, h.get(i + Math.max(0, skip)) - c.get(i)));
                }
            });
            System.out.printf("team: %d desks x %d changes: write p50 %.1f ms, p95 %.1f ms; reached the other desk "
                    + "(%d of %d heard) p50 %.1f ms, p95 %.1f ms%n", desks, changes, ms(writes, 50), ms(writes, 95),
                    reached.size(), writes.size(), ms(reached, 50), ms(reached, 95));
        }
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
             PreparedStatement st = c.prepareStatement("INSERT INTO loan (loan_number, program, purpose, currency, "
                     + "opened_at) VALUES (?, 'FANNIE_MAE', 'PURCHASE', 'USD', ?)")) {
            for (int i = 0; i < 10_000; i++) {
                st.setString(1, "LN-LIST-" + i);
                st.setObject(2, OffsetDateTime.ofInstant(Instant.now(), ZoneOffset.UTC));
                st.addBatch();
            }
            st.executeBatch();
        }
        try (LoanStore desk = LoanStore.open(LoanPlace.team(dir, db), Clock.systemUTC(), "desk")) {
            List<Long> lists = new ArrayList<>();
            int n = 0;
            for (int i = 0; i < 7; i++) {
                long start = System.nanoTime();
                n = desk.loans().size();
                lists.add(System.nanoTime() - start);
            }
            System.out.printf("team: %d loan files listed: p50 %.1f ms (7 runs)%n", n, ms(lists, 50));
        }
    }

    private static double ms(List<Long> nanos, int percentile) {
        if (nanos.isEmpty()) {
            return Double.NaN;
        }
        List<Long> sorted = new ArrayList<>(nanos);
        Collections.sort(sorted);
        int i = Math.min(sorted.size() - 1, (int) Math.ceil(percentile / 100.0 * sorted.size()) - 1);
        return sorted.get(Math.max(0, i)) / 1e6;
    }
}
