package io.assetdesk.app;

import io.assetdesk.api.Redact;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanImport;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.RefusedLoanFiles;
import io.assetdesk.loan.TeamUnreachable;
import io.assetdesk.settings.DeskSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;

/**
 * {@code --import-loan FILE --config F}: reads a loan file's JSON (as {@code --export-loan --format json} writes it on
 * another workstation), creates or updates the loan file on this one, records it in the loan's history and prints one
 * line. Exit 0 when imported; 2 when the file cannot be used (the line names the member); 1 when it cannot be read or
 * the loan files cannot be written. No line holds a stack trace.
 */
public final class ImportLoan {
    private static final String PREFIX = OneLine.PREFIX;
    /** A loan file's JSON is a few hundred kilobytes with its history; a file far beyond that is not one. */
    private static final long MAX_BYTES = 32L * 1024 * 1024;

    private ImportLoan() {
    }

    public static int run(Path file, Path dataDir, PrintStream out, PrintStream err) {
        return run(file, LoanPlace.workstation(dataDir), out, err);
    }

    /** Imports into the loan files at {@code place} (this workstation's or the team's). */
    public static int run(Path file, LoanPlace place, PrintStream out, PrintStream err) {
        return run(file, place, out, err, Clock.systemDefaultZone(), DeskSettings.person(place.dataDir()));
    }

    static int run(Path file, Path dataDir, PrintStream out, PrintStream err, Clock clock, String user) {
        return run(file, LoanPlace.workstation(dataDir), out, err, clock, user);
    }

    static int run(Path file, LoanPlace place, PrintStream out, PrintStream err, Clock clock, String user) {
        byte[] bytes;
        try {
            if (!Files.isRegularFile(file)) {
                return OneLine.fail(err, 1, "\"" + Redact.printable(file.toString(), 200)
                        + "\" is not a file that can be read");
            }
            if (Files.size(file) > MAX_BYTES) {
                return OneLine.fail(err, 2, file.getFileName() + ": larger than a loan file's JSON can be (32 MB)");
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return OneLine.fail(err, 1, file.getFileName() + " could not be read (" + e.getClass().getSimpleName()
                    + ")");
        }
        LoanImport.Imported in;
        try {
            in = LoanImport.read(bytes);
        } catch (LoanImport.Refused e) {
            return OneLine.fail(err, 2, file.getFileName() + ": " + Redact.printable(e.getMessage(), 400)
                    + "; nothing was imported");
        }
        LoanFile saved;
        try (LoanStore store = ExportReport.openWaiting(place, clock, user)) {
            saved = store.importLoan(in, String.valueOf(file.getFileName()));
        } catch (RefusedLoanFiles e) {
            return OneLine.fail(err, 1, e.getMessage());
        } catch (TeamUnreachable e) {
            return OneLine.fail(err, 1, e.getMessage() + "; nothing was imported");
        } catch (RuntimeException e) {
            return OneLine.fail(err, 1, place.describe() + " cannot be written (" + Redact.printable(
                    String.valueOf(e.getMessage()), 300) + "); nothing was imported");
        }
        out.println("imported: loan " + Redact.printable(saved.loanNumber(), 80) + " (" + in.deposits().size()
                + " deposit decisions, " + in.accounts().size() + " account decisions)");
        out.flush();
        return 0;
    }
}
