package io.assetdesk.ui.loans;

import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanRules;
import io.assetdesk.loan.Rule;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import java.math.BigDecimal;
import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The rules the open loan is checked against, each with its citation, and the officer's change of a threshold for
 * this loan with its reason (kept in the history); the reserves the program requires can be changed the same way.
 */
public final class ThresholdsSection {
    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final LoanHost host;
    private final ObservableList<String> rules = FXCollections.observableArrayList();
    private final StringProperty thresholdValue = new SimpleStringProperty(this, "thresholdValue", "");
    private final StringProperty thresholdReason = new SimpleStringProperty(this, "thresholdReason", "");

    ThresholdsSection(Messages messages, UiExecutor ui, LoansParts parts, LoanHost host) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.host = host;
    }

    /** Each rule the loan is checked against, with its citation ("B3-4.2-02: ..."). */
    public ObservableList<String> rules() {
        return rules;
    }

    /** The threshold typed for a check (cleared once it is kept). */
    public StringProperty thresholdValueProperty() {
        return thresholdValue;
    }

    /** Why the threshold changes (cleared once it is kept). */
    public StringProperty thresholdReasonProperty() {
        return thresholdReason;
    }

    void show(LoanFile l) {
        rules.setAll(l.rules(parts.rules()).rules().values().stream().map(Rule::describe).toList());
    }

    void clear() {
        rules.clear();
    }

    /** The checks whose threshold the officer may change for this loan (a refinance's deposits have none). */
    public List<Rule.Check> changeableChecks() {
        return List.of(Rule.Check.LARGE_DEPOSIT, Rule.Check.HISTORY, Rule.Check.REPORT_AGE, Rule.Check.RESERVES);
    }

    /** How a check's threshold is typed: "percent of the income", "days"... */
    public String unitOf(Rule.Check check) {
        LoanFile l = host.loan();
        Rule r = l == null || check == null ? null : l.rules(parts.rules()).rule(check);
        if (r == null) {
            return "";
        }
        return messages.get("loans.threshold.unit." + r.basis().name());
    }

    /**
     * Changes {@code check}'s threshold for the open loan to {@code typed} (a percent for a deposit share, days or
     * months as the rule counts them), with the officer's reason; both are kept in the history.
     */
    public void changeThreshold(Rule.Check check, String typed, String reason) {
        LoanFile l = host.loan();
        if (l == null || check == null) {
            return;
        }
        Rule current = l.rules(parts.rules()).rule(check);
        if (current == null || current.basis() == Rule.Basis.NO_SOURCE_NEEDED) {
            host.say(messages.get("loans.threshold.none"), true);
            return;
        }
        BigDecimal value;
        try {
            value = new BigDecimal(typed == null ? "" : typed.strip().replace(",", "").replace("%", ""));
        } catch (NumberFormatException e) {
            host.say(messages.get("loans.threshold.notANumber"), true);
            return;
        }
        boolean share = current.basis() == Rule.Basis.INCOME_SHARE || current.basis() == Rule.Basis.VALUE_SHARE;
        if (value.signum() <= 0 || (share && value.compareTo(BigDecimal.valueOf(1000)) > 0)
                || (!share && value.compareTo(BigDecimal.valueOf(3650)) > 0) || value.scale() > 2) {
            host.say(messages.get("loans.threshold.range"), true);
            return;
        }
        if ((current.basis() == Rule.Basis.MONTHS || current.basis() == Rule.Basis.SET_BY_AUS)
                && (value.stripTrailingZeros().scale() > 0
                || value.compareTo(BigDecimal.valueOf(120)) > 0)) {
            host.say(messages.get("loans.threshold.wholeMonths"), true);
            return;
        }
        if (reason == null || reason.isBlank()) {
            host.say(messages.get("loans.threshold.why"), true);
            return;
        }
        if (reason.strip().length() > 500) {
            host.say(messages.get("loans.threshold.reasonTooLong"), true);
            return;
        }
        BigDecimal stored = share ? value.movePointLeft(2) : value;
        ui.deliver(parts.loanFiles().call(store -> store.expect(l.loanNumber(), l.version())
                .changeThreshold(l.loanNumber(), check, new LoanRules.Change(stored, reason.strip()), parts.rules())),
                        saved -> {
                    host.say(messages.get("loans.threshold.changed"), false);
                    thresholdValue.set("");
                    thresholdReason.set("");
                    host.changed(saved);
                }, host::failed);
    }

    /** Puts {@code check}'s threshold back to the program's, saying so in the history. */
    public void resetThreshold(Rule.Check check) {
        LoanFile l = host.loan();
        if (l == null || check == null || !l.changes().containsKey(check)) {
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> store.expect(l.loanNumber(), l.version())
                .changeThreshold(l.loanNumber(), check, null, parts.rules())),
                saved -> {
                    host.say(messages.get("loans.threshold.reset"), false);
                    host.changed(saved);
                }, host::failed);
    }
}
