package io.assetdesk.export;

import io.assetdesk.loan.AccountDecision;
import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.Rule;
import io.assetdesk.loan.Verdict;
import io.assetdesk.report.AssetSummary;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The loan's document as data: CSV (one row per figure) and JSON, with the same terms, verdict, accounts, decisions
 * and history as the PDF. Every deposit listed carries, as {@code deposit}, the key by which a decision names it, so
 * that {@code --import-loan} can read the JSON back on another workstation.
 */
final class LoanData {
    private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    private LoanData() {
    }

    // ---- CSV ----------------------------------------------------------------------------------------------------

    /** One row per figure: section, item, value, currency, detail. */
    static String csv(LoanExport.Content content, ZoneId zone, Instant madeAt) {
        LoanSummary l = content.loan();
        LoanTerms terms = l.loan().terms();
        LoanTerms.Details details = terms.details();
        String cur = terms.currency();
        StringBuilder b = new StringBuilder();
        line(b, "section", "item", "value", "currency", "detail");
        line(b, "loan", "loanNumber", l.loan().loanNumber(), "", "");
        line(b, "loan", "program", terms.program().name(), "", terms.program().label());
        line(b, "loan", "purpose", terms.purpose().name(), "", terms.purpose().label());
        line(b, "loan", "noteDate", date(terms.noteDate()), "", "");
        line(b, "loan", "salesPrice", plain(terms.salesPrice()), cur, "");
        line(b, "loan", "appraisedValue", plain(terms.appraisedValue()), cur, "");
        line(b, "loan", "cashToClose", plain(terms.cashToClose()), cur, "");
        line(b, "loan", "monthlyHousingPayment", plain(terms.monthlyHousingPayment()), cur, "");
        line(b, "loan", "monthlyIncome", plain(terms.monthlyIncome()), cur, "");
        line(b, "loan", "requiredReserveMonths", plain(l.countedFunds().requiredMonths()), "",
                l.rules().rule(Rule.Check.RESERVES) == null ? "" : l.rules().rule(Rule.Check.RESERVES).describe());
        line(b, "loan", "occupancy", details.occupancy().name(), "", details.occupancy().label());
        line(b, "loan", "units", String.valueOf(details.units()), "", "");
        line(b, "loan", "otherFinancedProperties", String.valueOf(details.otherFinanced()), "", "");
        line(b, "loan", "otherFinancedUnpaidBalance", plain(details.otherFinancedUnpaid()), cur, "");
        line(b, "loan", "disbursementDate", date(details.disbursementDate()), "", "");
        line(b, "loan", "loanAmount", plain(details.loanAmount()), cur, "");
        line(b, "loan", "earnestMoney", plain(details.earnestMoney()), cur, details.earnestMoneyCleared()
                ? "already paid from the account" : "");
        Verdict v = l.verdict();
        line(b, "verdict", "ready", String.valueOf(v.ready()), "", v.headline());
        for (Verdict.Line x : v.lines()) {
            line(b, "verdict", x.check(), x.status().name(), "", x.says() + (x.citation().isEmpty() ? ""
                    : " [" + x.citation() + "]"));
        }
        for (String note : v.notes()) {
            line(b, "verdict", "note", "", "", note);
        }
        for (LoanSummary.Borrower br : l.borrowers()) {
            line(b, "borrower", br.orderId(), br.name(), "", "");
        }
        for (Rule r : l.rules().rules().values()) {
            line(b, "rule", r.check().name(), plain(r.threshold()), "", r.describe());
        }
        AssetSummary.Funds f = l.countedFunds();
        line(b, "funds", "verified", plain(l.cashBefore()), cur, "all borrowers, joint accounts once");
        line(b, "funds", "leftOut", plain(l.excludedLeftOut()), cur, "deposits left out by the officer");
        line(b, "funds", "stillToExplain", plain(l.excludedToExplain()), cur, "not counted until explained");
        line(b, "funds", "counted", plain(f.verified()), cur, "cash toward the cash to close");
        line(b, "funds", "cashToCloseFromAccounts", plain(f.cashToClose()), cur, "net of earnest money already paid");
        line(b, "funds", "surplus", plain(f.surplus()), cur, "");
        line(b, "funds", "shortfall", plain(f.shortfall()), cur, "");
        line(b, "funds", "reserveFunds", plain(f.reserveFunds()), cur, "");
        line(b, "funds", "reservesMonths", plain(f.reservesMonths()), "", "");
        line(b, "funds", "reservesRequired", plain(f.requiredMoney()), cur, "");
        for (LoanSummary.Counted a : l.accounts()) {
            line(b, "account", a.orderId() + "|" + a.account().accountId(), plain(a.funds().balance()),
                    a.funds().currency(), a.treatment().name() + "; to close " + plain(a.toClose()) + "; to reserves "
                            + plain(a.toReserves()) + decisionText(a.holder()) + decisionText(a.retirement()));
        }
        for (LoanSummary.Joint j : l.joint()) {
            line(b, "joint", j.account().accountId(), String.join(" ", j.orderIds()), "", "balance from "
                    + j.balanceFrom());
        }
        for (List<LoanSummary.Decided> list : List.of(l.sourced(), l.leftOut())) {
            for (LoanSummary.Decided d : list) {
                line(b, "deposit", LoanSummary.keyOf(d.orderId(), d.deposit()), plain(d.deposit().entry().size()),
                        cur, d.decision().describe());
            }
        }
        for (AssetSummary.Deposit d : l.toExplain()) {
            line(b, "deposit", LoanSummary.keyOf(l.orderOf(d.account()), d), plain(d.entry().size()), cur,
                    "still to explain");
        }
        for (HistoryEntry e : content.history()) {
            line(b, "history", String.valueOf(e.seq()), e.at().atZone(zone).toOffsetDateTime().toString(), e.who(),
                    e.action() + ": " + e.detail());
        }
        line(b, "document", "preparedBy", content.preparedBy(), "", madeAt.atZone(zone).toOffsetDateTime()
                .toString());
        line(b, "document", "history", String.valueOf(content.history().size()), content.history().isEmpty() ? ""
                : content.history().get(content.history().size() - 1).hash(), content.check().intact()
                ? "holds together" : "does not hold together");
        return b.toString();
    }

    private static String decisionText(AccountDecision d) {
        return d == null ? "" : "; " + d.describe(plain(d.amount()));
    }

    private static void line(StringBuilder b, String... cells) {
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(ReportCsv.cell(cells[i]));
        }
        b.append("\r\n");
    }

    private static String plain(BigDecimal v) {
        return v == null ? "" : v.toPlainString();
    }

    private static String date(LocalDate d) {
        return d == null ? "" : d.toString();
    }

    // ---- JSON ---------------------------------------------------------------------------------------------------

    static byte[] json(LoanExport.Content content, ZoneId zone, Instant madeAt) {
        LoanSummary l = content.loan();
        ByteArrayOutputStream out = new ByteArrayOutputStream(16 * 1024);
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeStringProperty("exportedAt", madeAt.atZone(zone).toOffsetDateTime().toString());
            g.writeStringProperty("preparedBy", content.preparedBy());
            g.writeStringProperty("loanNumber", l.loan().loanNumber());
            terms(g, l.loan().terms());
            verdict(g, l.verdict());
            g.writeName("rules");
            g.writeStartArray();
            for (Rule r : l.rules().rules().values()) {
                g.writeStartObject();
                g.writeStringProperty("check", r.check().name());
                g.writeStringProperty("basis", r.basis().name());
                number(g, "threshold", r.threshold());
                g.writeStringProperty("citation", r.citation());
                g.writeBooleanProperty("changedForThisLoan", r.changed());
                g.writeStringProperty("reason", r.reason());
                g.writeStringProperty("text", r.describe());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeName("borrowers");
            g.writeStartArray();
            for (LoanSummary.Borrower b : l.borrowers()) {
                g.writeStartObject();
                g.writeStringProperty("orderId", b.orderId());
                g.writeStringProperty("name", b.name());
                g.writeEndObject();
            }
            g.writeEndArray();
            AssetSummary.Funds f = l.countedFunds();
            g.writeName("fundsCounted");
            g.writeStartObject();
            number(g, "verified", l.cashBefore());
            number(g, "leftOut", l.excludedLeftOut());
            number(g, "stillToExplain", l.excludedToExplain());
            number(g, "counted", f.verified());
            number(g, "cashToCloseFromAccounts", f.cashToClose());
            number(g, "surplus", f.surplus());
            number(g, "shortfall", f.shortfall());
            number(g, "reserveFunds", f.reserveFunds());
            number(g, "reservesMonths", f.reservesMonths());
            number(g, "reservesRequired", f.requiredMoney());
            g.writeEndObject();
            accounts(g, l);
            g.writeName("jointAccounts");
            g.writeStartArray();
            for (LoanSummary.Joint j : l.joint()) {
                g.writeStartObject();
                g.writeStringProperty("accountId", j.account().accountId());
                g.writeName("orderIds");
                g.writeStartArray();
                for (String id : j.orderIds()) {
                    g.writeString(id);
                }
                g.writeEndArray();
                g.writeStringProperty("balanceFrom", j.balanceFrom());
                g.writeEndObject();
            }
            g.writeEndArray();
            decisions(g, l);
            g.writeName("assetSummary");
            ReportJson.summary(g, l.asDecided());
            history(g, content);
            g.writeEndObject();
        }
        return out.toByteArray();
    }

    private static void terms(JsonGenerator g, LoanTerms terms) {
        LoanTerms.Details d = terms.details();
        g.writeName("terms");
        g.writeStartObject();
        g.writeStringProperty("program", terms.program().name());
        g.writeStringProperty("purpose", terms.purpose().name());
        g.writeStringProperty("noteDate", date(terms.noteDate()).isEmpty() ? null : terms.noteDate().toString());
        number(g, "salesPrice", terms.salesPrice());
        number(g, "appraisedValue", terms.appraisedValue());
        number(g, "cashToClose", terms.cashToClose());
        number(g, "monthlyHousingPayment", terms.monthlyHousingPayment());
        number(g, "monthlyIncome", terms.monthlyIncome());
        number(g, "requiredReserveMonths", terms.requiredReserveMonths());
        g.writeStringProperty("currency", terms.currency());
        g.writeStringProperty("occupancy", d.occupancy().name());
        g.writeNumberProperty("units", d.units());
        g.writeNumberProperty("otherFinancedProperties", d.otherFinanced());
        number(g, "otherFinancedUnpaidBalance", d.otherFinancedUnpaid());
        g.writeStringProperty("disbursementDate", d.disbursementDate() == null ? null
                : d.disbursementDate().toString());
        number(g, "loanAmount", d.loanAmount());
        number(g, "earnestMoney", d.earnestMoney());
        g.writeBooleanProperty("earnestMoneyPaid", d.earnestMoneyCleared());
        g.writeEndObject();
    }

    private static void verdict(JsonGenerator g, Verdict v) {
        g.writeName("verdict");
        g.writeStartObject();
        g.writeBooleanProperty("ready", v.ready());
        g.writeStringProperty("headline", v.headline());
        g.writeName("checks");
        g.writeStartArray();
        for (Verdict.Line x : v.lines()) {
            g.writeStartObject();
            g.writeStringProperty("check", x.check());
            g.writeStringProperty("outcome", x.status().name());
            g.writeStringProperty("found", x.says());
            g.writeStringProperty("citation", x.citation());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeName("notes");
        g.writeStartArray();
        for (String n : v.notes()) {
            g.writeString(n);
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void accounts(JsonGenerator g, LoanSummary l) {
        g.writeName("accounts");
        g.writeStartArray();
        for (LoanSummary.Counted a : l.accounts()) {
            g.writeStartObject();
            g.writeStringProperty("orderId", a.orderId());
            g.writeStringProperty("accountId", a.account().accountId());
            g.writeStringProperty("institution", a.account().label().institution());
            g.writeStringProperty("mask", a.account().label().mask());
            number(g, "balance", a.funds().balance());
            g.writeStringProperty("currency", a.funds().currency());
            g.writeStringProperty("countsToward", a.treatment().name());
            number(g, "toClose", a.toClose());
            number(g, "toReserves", a.toReserves());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeName("accountDecisions");
        g.writeStartArray();
        for (AccountDecision d : l.loan().accountDecisions().values()) {
            g.writeStartObject();
            g.writeStringProperty("account", d.accountKey());
            g.writeStringProperty("use", d.use().name());
            number(g, "amount", d.amount());
            g.writeStringProperty("note", d.note());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void decisions(JsonGenerator g, LoanSummary l) {
        g.writeName("depositDecisions");
        g.writeStartArray();
        for (List<LoanSummary.Decided> list : List.of(l.sourced(), l.leftOut())) {
            for (LoanSummary.Decided d : list) {
                DepositDecision x = d.decision();
                g.writeStartObject();
                g.writeStringProperty("deposit", LoanSummary.keyOf(d.orderId(), d.deposit()));
                number(g, "amount", d.deposit().entry().size());
                g.writeStringProperty("outcome", x.outcome().name());
                g.writeStringProperty("source", x.source() == null ? null : x.source().name());
                g.writeStringProperty("note", x.note());
                if (x.gift() != null) {
                    g.writeName("gift");
                    g.writeStartObject();
                    g.writeStringProperty("donor", x.gift().donor());
                    g.writeStringProperty("relationship", x.gift().relationship());
                    number(g, "amount", x.gift().amount());
                    g.writeStringProperty("letterDate", x.gift().letterDate().toString());
                    g.writeEndObject();
                }
                g.writeEndObject();
            }
        }
        g.writeEndArray();
        g.writeNumberProperty("depositsStillToExplain", l.toExplain().size());
        g.writeName("depositsToExplain");
        g.writeStartArray();
        for (AssetSummary.Deposit d : l.toExplain()) {
            g.writeStartObject();
            g.writeStringProperty("deposit", LoanSummary.keyOf(l.orderOf(d.account()), d));
            g.writeStringProperty("date", d.entry().date() == null ? null : d.entry().date().toLocalDate().toString());
            number(g, "amount", d.entry().size());
            g.writeStringProperty("description", d.entry().description());
            g.writeStringProperty("accountMask", d.account().label().mask());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void history(JsonGenerator g, LoanExport.Content content) {
        g.writeName("history");
        g.writeStartObject();
        g.writeBooleanProperty("intact", content.check().intact());
        g.writeNumberProperty("count", content.history().size());
        if (!content.history().isEmpty()) {
            g.writeStringProperty("head", content.history().get(content.history().size() - 1).hash());
        }
        g.writeName("entries");
        g.writeStartArray();
        for (HistoryEntry e : content.history()) {
            g.writeStartObject();
            g.writeNumberProperty("seq", e.seq());
            g.writeStringProperty("at", e.at().toString());
            g.writeStringProperty("user", e.user());
            if (e.workstation() != null) {
                g.writeStringProperty("workstation", e.workstation());
            }
            g.writeStringProperty("action", e.action().name());
            g.writeStringProperty("detail", e.detail());
            g.writeStringProperty("hash", e.hash());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void number(JsonGenerator g, String name, BigDecimal v) {
        ReportJson.number(g, name, v);
    }
}
