package io.assetdesk.ui.loans;

import io.assetdesk.loan.AccountDecision;
import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.Verdict;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.Check;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What the open loan comes to: the verdict (each check with its outcome and rule; what could not be checked says what
 * to enter), the money counted, the flagged deposits with the officer's decisions (a gift with its letter), and the
 * accounts that count only once the officer records why (held by others) or how (a retirement account liquidated, or
 * its vested balance).
 */
public final class ChecksSection {

    /** One check of the verdict ({@code status} null: a note beside the checks). */
    public record VerdictRow(String check, Check status, String text) {
        @Override
        public String toString() {
            return check + " \u2014 " + text;
        }
    }

    /** One flagged deposit of the open loan, with the officer's decision when there is one. */
    public record DepositRow(String key, String text, String decision, boolean open) {
        @Override
        public String toString() {
            return text + " \u2014 " + decision;
        }
    }

    /** An account's open question (whose money it is; a retirement account's use) and its decision, if any. */
    public record AccountRow(String key, AccountDecision.Question question, String text, String decision,
                             boolean open) {
        @Override
        public String toString() {
            return text + " \u2014 " + decision;
        }
    }

    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final Formats formats;
    private final LoanHost host;
    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper(this, "headline", "");
    private final ReadOnlyBooleanWrapper ready = new ReadOnlyBooleanWrapper(this, "ready");
    private final ObservableList<VerdictRow> verdict = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper fundsText = new ReadOnlyStringWrapper(this, "fundsText", "");
    private final ReadOnlyStringWrapper depositsEmpty = new ReadOnlyStringWrapper(this, "depositsEmpty", "");
    private final ObservableList<DepositRow> deposits = FXCollections.observableArrayList();
    private final ObservableList<AccountRow> accounts = FXCollections.observableArrayList();
    private final StringProperty depositNote = new SimpleStringProperty(this, "depositNote", "");
    private final StringProperty giftDonor = new SimpleStringProperty(this, "giftDonor", "");
    private final StringProperty giftRelationship = new SimpleStringProperty(this, "giftRelationship", "");
    private final StringProperty giftAmount = new SimpleStringProperty(this, "giftAmount", "");
    private final ObjectProperty<LocalDate> giftLetterDate = new SimpleObjectProperty<>(this, "giftLetterDate");
    private final StringProperty accountAmount = new SimpleStringProperty(this, "accountAmount", "");
    private final StringProperty accountNote = new SimpleStringProperty(this, "accountNote", "");

    ChecksSection(Messages messages, UiExecutor ui, LoansParts parts, Formats formats, LoanHost host) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.formats = formats;
        this.host = host;
    }

    /** "Ready for the underwriter..." or what stands in the way. */
    public ReadOnlyStringProperty headlineProperty() {
        return headline.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty readyProperty() {
        return ready.getReadOnlyProperty();
    }

    public ObservableList<VerdictRow> verdict() {
        return verdict;
    }

    /** The funds counted after the decisions, and the cash to close, in words. */
    public ReadOnlyStringProperty fundsTextProperty() {
        return fundsText.getReadOnlyProperty();
    }

    public ObservableList<DepositRow> deposits() {
        return deposits;
    }

    /** What an empty list of deposits means: none to decide on, or the check could not run (and why). */
    public ReadOnlyStringProperty depositsEmptyProperty() {
        return depositsEmpty.getReadOnlyProperty();
    }

    public ObservableList<AccountRow> accounts() {
        return accounts;
    }

    /** The note of a deposit decision (cleared once it is kept). */
    public StringProperty depositNoteProperty() {
        return depositNote;
    }

    public StringProperty giftDonorProperty() {
        return giftDonor;
    }

    public StringProperty giftRelationshipProperty() {
        return giftRelationship;
    }

    public StringProperty giftAmountProperty() {
        return giftAmount;
    }

    public ObjectProperty<LocalDate> giftLetterDateProperty() {
        return giftLetterDate;
    }

    /** The net proceeds of a liquidation, or a vested balance. */
    public StringProperty accountAmountProperty() {
        return accountAmount;
    }

    /** How an account's use is documented. */
    public StringProperty accountNoteProperty() {
        return accountNote;
    }

    void clear(String why) {
        verdict.clear();
        deposits.clear();
        accounts.clear();
        headline.set("");
        ready.set(false);
        fundsText.set(why);
        depositsEmpty.set(messages.get("loans.deposits.none"));
    }

    /** Shows {@code s}; {@code unreadable} orders of the loan could not be read (their funds are left out). */
    void show(LoanSummary s, int unreadable) {
        Verdict v = s.verdict();
        headline.set(unreadable > 0 ? messages.get("loans.verdict.unreadable", unreadable) : v.headline());
        ready.set(v.ready() && unreadable == 0);
        List<VerdictRow> rows = new ArrayList<>();
        for (Verdict.Line l : v.lines()) {
            rows.add(new VerdictRow(l.check(), l.status(), l.says() + (l.citation().isEmpty() ? ""
                    : " (" + l.citation() + ")")));
        }
        for (String note : v.notes()) {
            rows.add(new VerdictRow(messages.get("loans.verdict.note"), null, note));
        }
        verdict.setAll(rows);
        fundsText.set(funds(s, unreadable));
        String cur = s.countedFunds().currency();
        List<DepositRow> list = new ArrayList<>();
        for (List<LoanSummary.Decided> decided : List.of(s.sourced(), s.leftOut())) {
            for (LoanSummary.Decided d : decided) {
                list.add(row(d.deposit(), d.orderId(), d.decision().describe(), false, cur));
            }
        }
        for (AssetSummary.Deposit d : s.toExplain()) {
            list.add(row(d, s.orderOf(d.account()), messages.get("loans.deposit.open"), true, cur));
        }
        deposits.setAll(list);
        AssetSummary.NotChecked why = s.summary().deposits().notCheckedWhy();
        depositsEmpty.set(why == null ? messages.get("loans.deposits.none")
                : messages.get("loans.deposits.notChecked." + why.name()));
        accounts.setAll(accountRows(s, cur));
    }

    private String funds(LoanSummary s, int unreadable) {
        String cur = s.countedFunds().currency();
        AssetSummary.Funds f = s.countedFunds();
        StringBuilder text = new StringBuilder(messages.get("loans.funds.line",
                formats.money(s.cashBefore(), cur), formats.money(s.excludedLeftOut(), cur),
                formats.money(s.excludedToExplain(), cur), formats.money(f.verified(), cur)));
        text.append('\n');
        if (f.cashToClose() == null) {
            text.append(messages.get("loans.funds.close.notEntered"));
        } else {
            text.append(messages.get("loans.funds.close", formats.money(f.cashToClose(), cur),
                    f.shortfall().signum() > 0 ? messages.get("loans.funds.shortfall", formats.money(f.shortfall(),
                            cur))
                            : messages.get("loans.funds.surplus", formats.money(f.surplus(), cur))));
            if (f.reserveFunds() != null) {
                text.append('\n').append(messages.get("loans.funds.reserves", formats.money(f.reserveFunds(), cur),
                        f.reservesMonths() == null ? "\u2014" : f.reservesMonths().toPlainString(),
                        f.requiredMoney() == null ? "\u2014" : formats.money(f.requiredMoney(), cur)));
            }
        }
        if (!s.joint().isEmpty()) {
            text.append('\n').append(messages.get("loans.funds.joint", s.joint().size()));
        }
        List<String> others = s.summary().assets().stream().filter(c -> c.currency() != null
                && !c.currency().equals(cur)).map(c -> formats.money(c.total(), c.currency())).toList();
        if (!others.isEmpty()) {
            text.append('\n').append(messages.get("loans.funds.otherCurrencies", String.join(", ", others), cur));
        }
        if (unreadable > 0) {
            text.append('\n').append(messages.get("loans.funds.unreadable", unreadable));
        }
        return text.toString();
    }

    private List<AccountRow> accountRows(LoanSummary s, String cur) {
        List<AccountRow> out = new ArrayList<>();
        for (LoanSummary.Counted c : s.accounts()) {
            String account = accountText(c, cur);
            if (c.holderKey() != null) {
                out.add(new AccountRow(c.holderKey(), AccountDecision.Question.HOLDER, messages.get(
                        c.treatment() == LoanSummary.Treatment.NOT_HELD ? "loans.account.notHeld"
                                : "loans.account.unconfirmed", account), c.holder() == null
                        ? messages.get("loans.account.open") : c.holder().describe(""), c.holder() == null));
            }
            if (c.retirementKey() != null) {
                AccountDecision r = c.retirement();
                out.add(new AccountRow(c.retirementKey(), AccountDecision.Question.RETIREMENT,
                        messages.get("loans.account.retirement", account, formats.money(c.toReserves(), cur)),
                        r == null ? messages.get("loans.account.notLiquidated")
                                : r.describe(formats.money(r.amount(), cur)), r == null));
            }
        }
        return out;
    }

    private String accountText(LoanSummary.Counted c, String cur) {
        var label = c.account().label();
        String name = label.institution() == null ? String.valueOf(c.account().shortId())
                : label.institution() + " " + Formats.mask(label.mask());
        String owners = label.owners().isEmpty() ? messages.get("loans.account.noHolder")
                : String.join(", ", label.owners());
        return messages.get("loans.account.row", name, label.kind() == null ? "\u2014" : label.kind(), owners,
                c.funds().balance() == null ? "\u2014" : formats.money(c.funds().balance(), cur));
    }

    private DepositRow row(AssetSummary.Deposit d, String orderId, String decision, boolean open, String cur) {
        String date = d.entry().date() == null ? "\u2014" : formats.date(d.entry().date());
        String account = d.account().label().institution() == null ? String.valueOf(d.account().accountId())
                : d.account().label().institution() + " " + Formats.mask(d.account().label().mask());
        String text = messages.get("loans.deposit.row", date, formats.money(d.entry().size(), cur), account,
                d.entry().description() == null ? "\u2014" : d.entry().description());
        return new DepositRow(LoanSummary.keyOf(orderId, d), text, decision, open);
    }

    /** Records the officer's decision on a flagged deposit (a gift with its letter); the funds are counted again. */
    public void decide(DepositRow row, DepositDecision.Outcome outcome, DepositDecision.Source source, String note) {
        LoanFile l = host.loan();
        if (l == null || row == null) {
            host.say(messages.get("loans.deposit.choose"), true);
            return;
        }
        DepositDecision decision;
        try {
            DepositDecision.Gift gift = null;
            if (outcome == DepositDecision.Outcome.SOURCED && source == DepositDecision.Source.GIFT) {
                gift = new DepositDecision.Gift(giftDonor.get(), giftRelationship.get(), amount(giftAmount.get()),
                        giftLetterDate.get());
            }
            decision = new DepositDecision(row.key(), outcome, source, note, gift);
        } catch (IllegalArgumentException e) {
            host.say(e.getMessage(), true);
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> store.expect(l.loanNumber(), l.version())
                .decide(l.loanNumber(), decision, row.text())), saved -> {
            host.say(messages.get("loans.deposit.recorded"), false);
            depositNote.set("");
            giftDonor.set("");
            giftRelationship.set("");
            giftAmount.set("");
            giftLetterDate.set(null);
            host.changed(saved);
        }, host::failed);
    }

    /**
     * Records {@code use} for the account question of {@code row}, with the amount and note typed (null {@code use}:
     * takes the decision back); the funds are counted again and the history keeps it.
     */
    public void decideAccount(AccountRow row, AccountDecision.Use use) {
        LoanFile l = host.loan();
        if (l == null || row == null) {
            host.say(messages.get("loans.account.choose"), true);
            return;
        }
        AccountDecision decision = null;
        if (use != null) {
            if (use.question() != row.question()) {
                host.say(messages.get("loans.account.wrongUse"), true);
                return;
            }
            try {
                BigDecimal amount = use.question() == AccountDecision.Question.RETIREMENT
                        ? amount(accountAmount.get()) : null;
                decision = new AccountDecision(row.key(), use, amount, accountNote.get());
            } catch (IllegalArgumentException e) {
                host.say(e.getMessage(), true);
                return;
            }
        }
        AccountDecision kept = decision;
        ui.deliver(parts.loanFiles().call(store -> store.expect(l.loanNumber(),
                l.version()).decideAccount(l.loanNumber(), row.key(), kept, row.text())),
                saved -> {
                    host.say(messages.get(kept == null ? "loans.account.takenBack" : "loans.account.recorded"), false);
                    accountAmount.set("");
                    accountNote.set("");
                    host.changed(saved);
                }, host::failed);
    }

    /** An amount typed ("12,000.50"); null when empty; refused when not a number. */
    private BigDecimal amount(String typed) {
        String v = typed == null ? "" : typed.strip().replace(",", "");
        if (v.isEmpty()) {
            return null;
        }
        try {
            return new BigDecimal(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(messages.get("loans.account.notANumber", typed.strip()));
        }
    }
}
