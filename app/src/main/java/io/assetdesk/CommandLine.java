package io.assetdesk;

import io.assetdesk.export.ReportExport;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The parsed command line of the launcher. {@code exportOrder}, {@code out} and {@code format} are set in
 * {@link Mode#EXPORT_REPORT} and {@link Mode#EXPORT_LOAN} only ({@code exportOrder} holds the order id or the loan
 * number; the format from {@code --format}, else from the extension of {@code out}, else PDF).
 */
public record CommandLine(Mode mode, Path config, Integer port, Integer orders, Duration reportDelay,
                          String exportOrder, Path out, ReportExport.Format format, boolean reset,
                          boolean specDialect, boolean allowDefaults, String letterLanguage, Path importFile,
                          boolean allowBrokenHistory) {

    public enum Mode {
        CONSOLE, STARTUP_TIME, CHECK_CONNECTION, EXPORT_REPORT, EXPORT_LOAN, IMPORT_LOAN, MOVE_LOANS, PREPARE_TEAM,
        START_EMPTY, SANDBOX_SERVER, HELP
    }

    /** The command line without a letter or an import. */
    public CommandLine(Mode mode, Path config, Integer port, Integer orders, Duration reportDelay, String exportOrder,
                       Path out, ReportExport.Format format, boolean reset, boolean specDialect,
                       boolean allowDefaults) {
        this(mode, config, port, orders, reportDelay, exportOrder, out, format, reset, specDialect, allowDefaults,
                null, null, false);
    }

    public static final int MAX_ORDERS = 1_000_000;

    public static final String USAGE = String.join(System.lineSeparator(),
            "Usage: asset-desk [options]",
            "",
            "  (no option)              open the console; with no connection configured it opens on the",
            "                           built-in training sandbox, clearly marked SANDBOX",
            "  --config FILE            open the console with the connection in FILE (JSON, see README)",
            "  --check-connection       with --config FILE: call the service for each integration, print one",
            "                           line each, open no window; exit 0 only when all are ok",
            "  --export-report ORDER_ID with --config FILE and --out PATH: write the order's loan-file document",
            "                           (verified assets with the asset summary), open no window, print",
            "                           \"written: PATH\"; exit 1, writing nothing, when the order or its report",
            "                           cannot be had",
            "    --out PATH             the file to write: a new file, or an existing regular file that is",
            "                           not read-only (it is replaced); never a folder, pipe or device",
            "    --format pdf|csv|json  the document's format (default: from PATH's extension, else pdf)",
            "    --allow-defaults       write it even when the kept loan figures and thresholds cannot be read",
            "                           (default thresholds, no figures); without it the export refuses",
            "  --export-loan LOAN_NUMBER with --config FILE and --out PATH [--format pdf|csv|json|letter]: write",
            "                           the loan's document: every order whose reference number is LOAN_NUMBER",
            "                           (and any its loan file lists), with the terms, rules, decisions and",
            "                           history kept on this workstation (or in the team database the",
            "                           connection file names); exit codes as --export-report",
            "    --format letter        the letter of explanation to the borrowers for the deposits still to",
            "                           explain (a PDF); exit 1 when none is left",
            "    --language en|es       the letter's language (default en)",
            "    --allow-broken-history write it even when the loan's history does not hold together (page 1",
            "                           then says so); without it the export refuses with exit 1",
            "  --move-loans-to-team with --config FILE naming a loanDatabase: move this workstation's loan files",
            "                           into the team database, each with its history as written; exit 1",
            "                           naming the loans the team database holds already (nothing of them moved)",
            "  --prepare-team-database with --config FILE naming a loanDatabase (its owner's): make or bring",
            "                           the team database's tables to this version, then exit (docs/team.md)",
            "  --start-empty-loans      this workstation's loan files could not be read and were kept aside:",
            "                           start with none from now on (they stay kept; docs/faults.md)",
            "  --import-loan FILE with --config FILE: read a loan file's JSON (--export-loan --format json),",
            "                           create or update the loan file here and record it in its history; exit 2",
            "                           naming the member when the file cannot be used",
            "  --sandbox-server         run the training sandbox alone, on 127.0.0.1, until stopped (Ctrl+C)",
            "    --port N               listen on port N (default: a free port)",
            "    --orders N             seed N orders (default 30, at most 1000000)",
            "    --report-delay SECONDS seconds from enrollment to a ready report (default 8)",
            "  --dialect rich|spec      with --sandbox-server or the console on its sandbox: how the sandbox",
            "                           answers; spec: every order's status is closed, reports state no",
            "                           currency and name their fields otherwise (default rich)",
            "  --reset                  with --sandbox-server or the console on its sandbox: put back the seeded",
            "                           sandbox data first (orders created, enrollments and reports are kept in",
            "                           the data folder between runs; this deletes them)",
            "  --startup-time           open the console, print the milliseconds to its first frame, and exit",
            "  --help                   show this help",
            "",
            "Sandbox credentials (fixed, for training and tests):",
            "  access token sandbox-token; banklink client_id sandbox-client, secret sandbox-secret;",
            "  assetverify username sandbox-officer, password sandbox-password;",
            "  bank-link public tokens: public-sandbox-<anything> (each works once), public-sandbox-expired;",
            "  enrollment page bank sign-in user_good / pass_good; training last names Error500, Slow,",
            "  RateLimit, Invalid, Lost make order creation fail on purpose (see docs/sandbox.md).",
            "",
            "Exit codes: 0 ok, 1 a check, start or export failed, 2 a usage error.");

    /** A command line that cannot be used; the message says why. */
    public static final class UsageException extends Exception {
        private final boolean alone;

        public UsageException(String message) {
            this(message, false);
        }

        /** @param alone the message says all there is to say: no usage after it */
        UsageException(String message, boolean alone) {
            super(message);
            this.alone = alone;
        }

        /** The one line is enough (the whole usage would bury it). */
        public boolean alone() {
            return alone;
        }
    }

    public static CommandLine parse(List<String> args) throws UsageException {
        Mode mode = Mode.CONSOLE;
        Path config = null;
        Integer port = null;
        Integer orders = null;
        Duration delay = null;
        String exportOrder = null;
        Path out = null;
        String format = null;
        boolean reset = false;
        String dialect = null;
        boolean allowDefaults = false;
        boolean allowBrokenHistory = false;
        String language = null;
        Path importFile = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--help", "-h" -> mode = setMode(mode, Mode.HELP);
                case "--check-connection" -> mode = setMode(mode, Mode.CHECK_CONNECTION);
                case "--sandbox-server" -> mode = setMode(mode, Mode.SANDBOX_SERVER);
                case "--export-report" -> {
                    mode = setMode(mode, Mode.EXPORT_REPORT);
                    exportOrder = value(args, ++i, arg);
                }
                case "--export-loan" -> {
                    mode = setMode(mode, Mode.EXPORT_LOAN);
                    exportOrder = value(args, ++i, arg);
                }
                case "--move-loans-to-team" -> mode = setMode(mode, Mode.MOVE_LOANS);
                case "--prepare-team-database" -> mode = setMode(mode, Mode.PREPARE_TEAM);
                case "--start-empty-loans" -> mode = setMode(mode, Mode.START_EMPTY);
                case "--import-loan" -> {
                    mode = setMode(mode, Mode.IMPORT_LOAN);
                    importFile = Path.of(value(args, ++i, arg));
                }
                case "--language" -> language = value(args, ++i, arg);
                case "--out" -> {
                    String path = value(args, ++i, arg);
                    if (path.isBlank()) {
                        throw new UsageException("--out needs a file path, not an empty one");
                    }
                    try {
                        out = Path.of(path);
                    } catch (InvalidPathException e) {
                        throw new UsageException("--out \"" + path + "\" is not a valid path: " + e.getReason());
                    }
                }
                case "--allow-defaults" -> allowDefaults = true;
                case "--allow-broken-history" -> allowBrokenHistory = true;
                case "--format" -> format = value(args, ++i, arg);
                case "--startup-time" -> mode = setMode(mode, Mode.STARTUP_TIME);
                case "--config" -> config = Path.of(value(args, ++i, arg));
                case "--port" -> port = number(value(args, ++i, arg), arg, 0, 65535);
                case "--orders" -> orders = number(value(args, ++i, arg), arg, 0, MAX_ORDERS);
                case "--reset" -> reset = true;
                case "--dialect" -> dialect = value(args, ++i, arg);
                case "--report-delay" -> delay = Duration.ofSeconds(number(value(args, ++i, arg), arg, 0, 86_400));
                default -> {
                    if (arg.startsWith("-D") || arg.startsWith("-X")) {
                        // a JVM option after -jar reaches the console as an argument: say where it goes
                        String name = arg.startsWith("-D") ? arg.split("=", 2)[0] : arg;
                        String example = arg.startsWith("-D") ? name + "=..." : arg;
                        throw new UsageException(name + " is an option of Java, not of the console: put it before -jar"
                                + " (java " + example + " -jar asset-desk.jar)"
                                + (arg.startsWith("-Dassetdesk.home") ? ", or set ASSET_DESK_HOME" : ""), true);
                    }
                    throw new UsageException("Unknown option: " + arg);
                }
            }
        }
        if (mode == Mode.HELP) {
            return new CommandLine(mode, null, null, null, null, null, null, null, false, false, false);
        }
        if (mode == Mode.IMPORT_LOAN && config == null) {
            throw new UsageException("--import-loan needs --config FILE");
        }
        if (mode == Mode.MOVE_LOANS && config == null) {
            throw new UsageException("--move-loans-to-team needs --config FILE naming the team's loanDatabase");
        }
        if (mode == Mode.PREPARE_TEAM && config == null) {
            throw new UsageException("--prepare-team-database needs --config FILE naming the team's loanDatabase");
        }
        boolean letter = mode == Mode.EXPORT_LOAN && format != null && format.strip().equalsIgnoreCase("letter");
        if (language != null && !letter) {
            throw new UsageException("--language goes with --export-loan and --format letter");
        }
        String letterLanguage = null;
        if (letter) {
            letterLanguage = language == null ? "en" : language.strip().toLowerCase(Locale.ROOT);
            if (!letterLanguage.equals("en") && !letterLanguage.equals("es")) {
                throw new UsageException("--language must be en or es, not \"" + language + "\"");
            }
            format = "pdf";
        }
        if (mode == Mode.CHECK_CONNECTION && config == null) {
            throw new UsageException("--check-connection needs --config FILE");
        }
        boolean exporting = mode == Mode.EXPORT_REPORT || mode == Mode.EXPORT_LOAN;
        if (!exporting && (out != null || format != null || allowDefaults)) {
            throw new UsageException("--out, --format and --allow-defaults go with --export-report or --export-loan");
        }
        if (allowBrokenHistory && mode != Mode.EXPORT_LOAN && mode != Mode.EXPORT_REPORT) {
            throw new UsageException("--allow-broken-history goes with --export-loan or --export-report");
        }
        if (mode == Mode.EXPORT_LOAN && allowDefaults) {
            throw new UsageException("--allow-defaults goes with --export-report");
        }
        ReportExport.Format exportFormat = null;
        if (exporting) {
            String option = mode == Mode.EXPORT_REPORT ? "--export-report" : "--export-loan";
            String what = mode == Mode.EXPORT_REPORT ? "an order id" : "a loan number";
            if (exportOrder.isBlank() || exportOrder.strip().chars().allMatch(c -> c == '.')) {
                throw new UsageException(option + " needs " + what + ", not \"" + exportOrder + "\"");
            }
            if (config == null) {
                throw new UsageException(option + " needs --config FILE");
            }
            if (out == null) {
                throw new UsageException(option + " needs --out PATH");
            }
            try {
                exportFormat = format != null ? ReportExport.Format.fromName(format)
                        : ReportExport.Format.fromPath(out).orElse(ReportExport.Format.PDF);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--format must be pdf, csv or json" + (mode == Mode.EXPORT_LOAN
                        ? " (or letter)" : "") + ", not \"" + format + "\"");
            }
            exportOrder = exportOrder.strip();
        }
        if (mode != Mode.SANDBOX_SERVER && (port != null || orders != null || delay != null)) {
            throw new UsageException("--port, --orders and --report-delay go with --sandbox-server");
        }
        if (mode == Mode.SANDBOX_SERVER && config != null) {
            throw new UsageException("--sandbox-server does not take --config");
        }
        if (reset && !(mode == Mode.SANDBOX_SERVER || (mode == Mode.CONSOLE && config == null))) {
            throw new UsageException("--reset goes with --sandbox-server, or with the console on its built-in sandbox");
        }
        boolean spec = false;
        if (dialect != null) {
            if (!(mode == Mode.SANDBOX_SERVER || (mode == Mode.CONSOLE && config == null))) {
                throw new UsageException("--dialect goes with --sandbox-server, or with the console on its built-in "
                        + "sandbox");
            }
            switch (dialect.strip().toLowerCase(Locale.ROOT)) {
                case "spec" -> spec = true;
                case "rich" -> spec = false;
                default -> throw new UsageException("--dialect must be rich or spec, not \"" + dialect + "\"");
            }
        }
        return new CommandLine(mode, config, port, orders, delay, exportOrder, out, exportFormat, reset, spec,
                allowDefaults, letterLanguage, importFile, allowBrokenHistory);
    }

    private static Mode setMode(Mode current, Mode next) throws UsageException {
        if (current != Mode.CONSOLE && current != next) {
            throw new UsageException("Choose one of --help, --check-connection, --export-report, --export-loan, "
                    + "--import-loan, --move-loans-to-team, --prepare-team-database, --start-empty-loans, "
                    + "--sandbox-server, --startup-time");
        }
        return next;
    }

    private static String value(List<String> args, int i, String option) throws UsageException {
        if (i >= args.size() || args.get(i).startsWith("--")) {
            throw new UsageException(option + " needs a value");
        }
        return args.get(i);
    }

    private static int number(String text, String option, int min, int max) throws UsageException {
        try {
            int n = Integer.parseInt(text.strip());
            if (n < min || n > max) {
                throw new UsageException(option + " must be between " + min + " and " + max + ", not " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " needs a whole number, not \"" + text + "\"");
        }
    }
}
