package io.assetdesk.export;

import io.assetdesk.api.AccountLabel;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.Redact;
import io.assetdesk.api.ReportEntry;
import io.assetdesk.api.ReportValue;
import io.assetdesk.report.AccountFunds;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The loan file as JSON: when it was exported, the asset summary (every figure an exact decimal number, the
 * thresholds and loan figures it used, each check's outcome), and the service's answer as it was received, but for
 * the identifier digits, which are masked ({@link Redact#identifierDigitsInJson}).
 * <pre>{"exportedAt": "2026-11-20T10:42:00+01:00", "timeZone": "Europe/Berlin", "orderId": "...",
 *  "assetSummary": {"today", "loanCurrency", "thresholds", "loanFigures", "flags", "checks", "assets",
 *                   "liabilities", "accounts", "funds", "deposits", "history", "age", "owners"},
 *  "serviceAnswer": {...}}</pre>
 * A figure that is not entered or not known is null; outcomes are {@code OK}, {@code FLAG} or {@code NOT_CHECKED}.
 */
public final class ReportJson {
    private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
    private static final JsonMapper READ = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();

    private ReportJson() {
    }

    public static String of(OrderDocument doc, AssetSummary summary, Instant madeAt, ZoneId zone) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(32 * 1024);
        write(doc, summary, madeAt, zone, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Writes the JSON (UTF-8) to {@code out} (not closed). */
    public static void write(OrderDocument doc, AssetSummary s, Instant madeAt, ZoneId zone, OutputStream out) {
        write(doc, s, madeAt, zone, null, out);
    }

    /** As the other; {@code warning} (null: none) is the document's first member, {@code "warning"}. */
    public static void write(OrderDocument doc, AssetSummary s, Instant madeAt, ZoneId zone, String warning,
                             OutputStream out) {
        Objects.requireNonNull(doc, "doc");
        Objects.requireNonNull(s, "summary");
        ExportProgress.expect(doc.order());
        try (JsonGenerator g = JSON.createGenerator(new NonClosing(out))) {
            g.writeStartObject();
            if (warning != null) {
                g.writeStringProperty("warning", warning);
            }
            g.writeStringProperty("exportedAt", madeAt.atZone(zone).toOffsetDateTime().toString());
            g.writeStringProperty("timeZone", zone.getId());
            g.writeStringProperty("orderId", doc.order().id());
            g.writeName("assetSummary");
            summary(g, s);
            g.writeName("serviceAnswer");
            answer(g, doc.rawJson());
            g.writeEndObject();
        }
    }

    static void summary(JsonGenerator g, AssetSummary s) {
        g.writeStartObject();
        g.writeStringProperty("today", s.today() == null ? null : s.today().toString());
        g.writeStringProperty("loanCurrency", s.thresholds().loanCurrency());
        g.writeName("thresholds");
        g.writeStartObject();
        number(g, "largeDepositShare", s.thresholds().largeDepositShare());
        g.writeNumberProperty("minHistoryDays", s.thresholds().minHistoryDays());
        g.writeNumberProperty("maxReportAgeDays", s.thresholds().maxReportAgeDays());
        number(g, "requiredReserveMonths", s.thresholds().requiredReserveMonths());
        if (!s.thresholds().rules().isEmpty()) {
            g.writeName("rules");
            g.writeStartArray();
            for (String rule : s.thresholds().rules()) {
                g.writeString(rule);
            }
            g.writeEndArray();
        }
        g.writeEndObject();
        g.writeName("loanFigures");
        g.writeStartObject();
        number(g, "cashToClose", s.figures().cashToClose());
        number(g, "monthlyHousingPayment", s.figures().monthlyHousingPayment());
        number(g, "monthlyIncome", s.figures().monthlyIncome());
        g.writeEndObject();
        g.writeNumberProperty("flags", s.flags());
        g.writeName("checks");
        g.writeStartObject();
        check(g, "funds", s.funds().status());
        check(g, "reserves", s.funds().reservesStatus());
        check(g, "deposits", s.deposits().status());
        check(g, "history", s.history().status());
        check(g, "age", s.age().status());
        check(g, "owners", s.owners().status());
        g.writeEndObject();
        totals(g, "assets", s.assets(), s.thresholds().loanCurrency());
        totals(g, "liabilities", s.liabilities(), null);
        g.writeName("accounts");
        g.writeStartArray();
        for (AccountFunds a : s.accounts()) {
            g.writeStartObject();
            account(g, a.account());
            g.writeStringProperty("category", a.category().name());
            g.writeStringProperty("currency", a.currency());
            // true: the report states no currency for the account, and the loan currency was taken
            g.writeBooleanProperty("currencyAssumed", a.currencyAssumed());
            number(g, "balanceUsed", a.balance());
            g.writeBooleanProperty("counted", a.counted() && s.thresholds().loanCurrency().equals(a.currency()));
            g.writeEndObject();
        }
        g.writeEndArray();
        AssetSummary.Funds f = s.funds();
        g.writeName("funds");
        g.writeStartObject();
        g.writeStringProperty("currency", f.currency());
        number(g, "verified", f.verified());
        number(g, "cashToClose", f.cashToClose());
        number(g, "surplus", f.surplus());
        number(g, "shortfall", f.shortfall());
        number(g, "monthlyPayment", f.monthlyPayment());
        number(g, "reservesMonths", f.reservesMonths());
        check(g, "status", f.status());
        g.writeNumberProperty("accountsWithCurrencyAssumed", f.assumedAccounts());
        number(g, "requiredReserveMonths", f.requiredMonths());
        number(g, "reservesShortMonths", f.reservesShortMonths());
        number(g, "reservesShortMoney", f.reservesShortMoney());
        check(g, "reservesStatus", f.reservesStatus());
        g.writeEndObject();
        AssetSummary.Deposits d = s.deposits();
        g.writeName("deposits");
        g.writeStartObject();
        number(g, "monthlyIncome", d.income());
        number(g, "share", d.share());
        number(g, "threshold", d.threshold());
        g.writeNumberProperty("checked", d.checked());
        check(g, "status", d.status());
        deposits(g, "toExplain", d.toExplain(), s.thresholds().loanCurrency());
        deposits(g, "payroll", d.payroll(), s.thresholds().loanCurrency());
        deposits(g, "sourceShown", d.identified().stream().map(AssetSummary.Identified::deposit).toList(),
                s.thresholds().loanCurrency());
        g.writeStringProperty("notCheckedBecause", d.notCheckedWhy() == null ? null : d.notCheckedWhy().name());
        deposits(g, "reportedLarge", d.reportedLarge(), s.thresholds().loanCurrency());
        deposits(g, "unreadable", d.unreadable(), s.thresholds().loanCurrency());
        deposits(g, "otherCurrency", d.otherCurrency(), s.thresholds().loanCurrency());
        g.writeName("transfers");
        g.writeStartArray();
        for (AssetSummary.Transfer tr : d.transfers()) {
            g.writeStartObject();
            g.writeStringProperty("intoAccountId", tr.in().account().accountId());
            g.writeStringProperty("fromAccountId", tr.from().accountId());
            g.writeStringProperty("date", text(tr.in().entry().date()));
            number(g, "amount", tr.in().entry().size());
            g.writeStringProperty("inId", tr.in().entry().id());
            g.writeStringProperty("outId", tr.out().id());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
        AssetSummary.History h = s.history();
        g.writeName("history");
        g.writeStartObject();
        g.writeNumberProperty("requiredDays", h.requiredDays());
        check(g, "status", h.status());
        g.writeName("accounts");
        g.writeStartArray();
        for (AssetSummary.AccountHistory a : h.accounts()) {
            g.writeStartObject();
            g.writeStringProperty("accountId", a.account().accountId());
            g.writeStringProperty("start", text(a.account().transactionStartDate()));
            g.writeStringProperty("end", text(a.account().transactionEndDate()));
            if (a.coveredDays() == null) {
                g.writeNullProperty("coveredDays");
            } else {
                g.writeNumberProperty("coveredDays", a.coveredDays());
            }
            check(g, "status", a.status());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
        AssetSummary.Age a = s.age();
        g.writeName("age");
        g.writeStartObject();
        g.writeStringProperty("reportDate", a.reportDate() == null ? null : a.reportDate().toString());
        if (a.days() == null) {
            g.writeNullProperty("days");
        } else {
            g.writeNumberProperty("days", a.days());
        }
        g.writeNumberProperty("maxDays", a.maxDays());
        g.writeStringProperty("limit", a.limit());
        check(g, "status", a.status());
        g.writeEndObject();
        g.writeName("owners");
        g.writeStartObject();
        check(g, "status", s.owners().status());
        g.writeName("accounts");
        g.writeStartArray();
        for (AssetSummary.Ownership o : s.owners().accounts()) {
            g.writeStartObject();
            g.writeStringProperty("accountId", o.account().accountId());
            g.writeName("owners");
            g.writeStartArray();
            for (String name : o.owners()) {
                g.writeString(name);
            }
            g.writeEndArray();
            check(g, "status", o.status());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
        g.writeEndObject();
    }

    private static void totals(JsonGenerator g, String name, List<AssetSummary.CurrencyTotal> totals, String loan) {
        g.writeName(name);
        g.writeStartArray();
        for (AssetSummary.CurrencyTotal t : totals) {
            g.writeStartObject();
            g.writeStringProperty("currency", t.currency());
            number(g, "total", t.total());
            g.writeNumberProperty("accounts", t.accounts());
            if (loan != null) {
                boolean counted = loan.equals(t.currency());
                g.writeBooleanProperty("counted", counted);
                g.writeStringProperty("note", counted ? "loan currency" : "not added: needs conversion");
            }
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void deposits(JsonGenerator g, String name, List<AssetSummary.Deposit> list, String loanCurrency) {
        g.writeName(name);
        g.writeStartArray();
        for (AssetSummary.Deposit d : list) {
            ReportEntry e = d.entry();
            g.writeStartObject();
            g.writeStringProperty("accountId", d.account().accountId());
            g.writeStringProperty("currency", d.account().label().currencyOrUnofficial() == null ? loanCurrency
                    : d.account().label().currencyOrUnofficial());
            g.writeStringProperty("date", text(e.date()));
            number(g, "amount", e.amount());
            g.writeStringProperty("description", e.description());
            g.writeBooleanProperty("listedAsLarge", d.reportedLarge());
            g.writeName("entry");
            value(g, e.raw());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void account(JsonGenerator g, OrderAccountReport a) {
        AccountLabel l = a.label();
        g.writeStringProperty("accountId", a.accountId());
        g.writeStringProperty("institution", l.institution());
        g.writeStringProperty("name", l.name());
        g.writeStringProperty("type", l.type());
        g.writeStringProperty("subtype", l.subtype());
        g.writeStringProperty("mask", l.mask());
    }

    private static void check(JsonGenerator g, String name, Check c) {
        g.writeStringProperty(name, (c == null ? Check.NOT_CHECKED : c).name());
    }

    /** {@code name}: {@code v} as a plain JSON number (never an exponent), or null. */
    static void number(JsonGenerator g, String name, BigDecimal v) {
        if (v == null) {
            g.writeNullProperty(name);
        } else {
            g.writeName(name);
            g.writeNumber(v.toPlainString());
        }
    }

    private static String text(LocalDateTime d) {
        return d == null ? null : d.toString();
    }

    /** A report value as the JSON it came as. */
    static void value(JsonGenerator g, ReportValue v) {
        if (v instanceof ReportValue.Obj o) {
            g.writeStartObject();
            for (Map.Entry<String, ReportValue> e : o.fields().entrySet()) {
                g.writeName(e.getKey());
                value(g, e.getValue());
            }
            g.writeEndObject();
        } else if (v instanceof ReportValue.Arr a) {
            g.writeStartArray();
            for (ReportValue item : a.items()) {
                if (item instanceof ReportValue.Obj) {
                    ExportProgress.step(); // a report's entries are the objects of its lists
                }
                value(g, item);
            }
            g.writeEndArray();
        } else if (v instanceof ReportValue.Str s) {
            g.writeString(s.value());
        } else if (v instanceof ReportValue.Num n) {
            g.writeNumber(n.value().toString());
        } else if (v instanceof ReportValue.Bool b) {
            g.writeBoolean(b.value());
        } else {
            g.writeNull();
        }
    }

    /**
     * The answer as received, identifier digits masked: as JSON when it is JSON (checked by reading it), else as a
     * string (an answer that is not JSON is still kept), or null when there was none. The answer is read as a stream
     * of tokens, never as a tree: a 200,000-transaction answer's tree alone would not fit a 256 MB heap.
     */
    private static void answer(JsonGenerator g, String raw) {
        String masked = Redact.identifierDigitsInJson(raw);
        if (masked == null || masked.isBlank()) {
            g.writeNull();
            return;
        }
        Boolean leftovers;
        try {
            leftovers = identifierLeftovers(masked);
        } catch (JacksonException e) {
            leftovers = null;
        }
        if (leftovers == null) {
            g.writeString(masked);
            return;
        }
        if (!leftovers) {
            int start = 0;
            int end = masked.length();
            while (Character.isWhitespace(masked.charAt(start))) {
                start++; // not blank: a value is found first
            }
            while (Character.isWhitespace(masked.charAt(end - 1))) {
                end--;
            }
            g.writeRawValue(masked, start, end - start); // the answer without a copy of it
            return;
        }
        // an identifier in a shape the text masking does not know (a number): written token by token, masked
        try (JsonParser p = READ.createParser(masked)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.PROPERTY_NAME && isIdentifier(p.currentName())) {
                    g.writeName(p.currentName());
                    p.nextToken();
                    p.skipChildren();
                    g.writeString("****");
                } else if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
                    g.writeNumber(p.getString()); // exactly as written
                } else {
                    g.copyCurrentEvent(p);
                }
            }
        }
    }

    /**
     * Reads {@code json} through once and says whether it holds an identifier member whose value is not the mask (one
     * the text masking left: not a string); null (or a {@link JacksonException}) when it is not one JSON value.
     * Each object in a list is a step of the export's progress (a report's entries are the objects of its lists).
     */
    private static Boolean identifierLeftovers(String json) {
        boolean found = false;
        try (JsonParser p = READ.createParser(json)) {
            if (p.nextToken() == null) {
                return null;
            }
            int depth = 0;
            do {
                JsonToken t = p.currentToken();
                if (t == JsonToken.PROPERTY_NAME && isIdentifier(p.currentName())) {
                    JsonToken v = p.nextToken();
                    found |= !(v == JsonToken.VALUE_STRING && p.getString().equals("****"));
                    p.skipChildren();
                } else if (t.isStructStart()) {
                    depth++;
                    if (t == JsonToken.START_OBJECT && p.streamReadContext().getParent().inArray()) {
                        ExportProgress.step();
                    }
                } else if (t.isStructEnd()) {
                    depth--;
                }
            } while (depth > 0 && p.nextToken() != null);
            if (depth != 0 || p.nextToken() != null) {
                return null; // text after the value
            }
        }
        return found;
    }

    private static boolean isIdentifier(String name) {
        return PdfAccounts.normal(name).equals("last4ssn");
    }

    /** Lets the generator be closed (flushed) without closing the caller's stream. */
    private static final class NonClosing extends FilterOutputStream {
        NonClosing(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
