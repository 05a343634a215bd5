package io.assetdesk.ui.banklink;

import io.assetdesk.api.Account;
import java.util.Locale;
import java.util.Set;

/**
 * Which side of the borrower's position an account is on. The spec leaves the values of {@code type} and
 * {@code subtype} open ("not shown"), so the rule reads them defensively:
 * <ol>
 *   <li>{@code type} "credit" or "loan" (any case, spaces around ignored): a {@link #LIABILITY}. Its available
 *       balance is credit the borrower may draw, never the borrower's money.</li>
 *   <li>{@code type} "depository", "investment" or "brokerage": an {@link #ASSET}, whatever the subtype says.</li>
 *   <li>Any other {@code type} (missing, blank, "other", or a value this console does not know): the subtype decides.
 *       A subtype that names a kind of debt ({@link #LIABILITY_SUBTYPES}: credit card, line of credit, mortgage,
 *       student, auto, home equity, ...; case, "_" and "-" ignored) makes it a {@link #LIABILITY}; anything else leaves
 *       it {@link #UNKNOWN}: shown and counted with the assets, and marked so that the officer checks it.</li>
 * </ol>
 * No account is left out of the totals: every one lands on the asset or the liability side.
 */
public enum AccountKind {
    /** Deposits and investments: the borrower's funds. */
    ASSET,
    /** Credit and loan accounts: what the borrower owes (current balance); their available credit is not funds. */
    LIABILITY,
    /** A type this console does not recognise and no debt subtype: counted with the assets, flagged for a check. */
    UNKNOWN;

    static final Set<String> LIABILITY_TYPES = Set.of("credit", "loan");
    static final Set<String> ASSET_TYPES = Set.of("depository", "investment", "brokerage");
    static final Set<String> LIABILITY_SUBTYPES = Set.of("credit card", "credit", "line of credit", "loan",
            "mortgage", "student", "student loan", "auto", "auto loan", "home equity", "heloc", "overdraft",
            "personal loan", "consumer loan", "business loan", "construction loan", "commercial loan");

    /** True for the accounts whose balances are the borrower's funds (assets, and unknown types kept with them). */
    public boolean assetSide() {
        return this != LIABILITY;
    }

    public static AccountKind of(Account account) {
        if (account == null) {
            return UNKNOWN;
        }
        String type = normal(account.accountType());
        if (LIABILITY_TYPES.contains(type)) {
            return LIABILITY;
        }
        if (ASSET_TYPES.contains(type)) {
            return ASSET;
        }
        return LIABILITY_SUBTYPES.contains(normal(account.subtype())) ? LIABILITY : UNKNOWN;
    }

    /** Lower case, "_" and "-" as spaces, runs of spaces as one, trimmed; "" for null. */
    static String normal(String s) {
        if (s == null) {
            return "";
        }
        return s.toLowerCase(Locale.ROOT).replace('_', ' ').replace('-', ' ').strip().replaceAll("\\s+", " ");
    }
}
