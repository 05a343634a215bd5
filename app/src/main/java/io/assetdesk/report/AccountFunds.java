package io.assetdesk.report;

import io.assetdesk.api.OrderAccountReport;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Set;

/**
 * One verified account as the funds see it: what kind of money it holds, in which currency, and the balance that
 * counts (the lower of current and available, as the more careful figure; either alone when only one came).
 * {@code currencyAssumed}: the report states no currency for the account (the spec's order report has no currency
 * field at all), so the loan currency was taken; every screen and document says so beside its figures.
 */
public record AccountFunds(OrderAccountReport account, Category category, String currency, BigDecimal balance,
                           boolean currencyAssumed) {

    /** How an account enters the funds. */
    public enum Category {
        /** Money of the borrower in an ISO currency: counted in its currency's total. */
        ASSET,
        /** A credit or loan account: owed, never the borrower's money. */
        LIABILITY,
        /** Crypto, points and other unofficial currencies: listed apart, not counted until sold. */
        UNOFFICIAL_CURRENCY,
        /** The report gives no balance for it. */
        NO_BALANCE,
        /**
         * A retirement or investment account (401(k), IRA, brokerage...): not cash to close until the officer records
         * its liquidation; toward reserves at the program's share of the vested balance (a loan file's rules).
         */
        RETIREMENT,
        /** None of its named holders is a borrower (a trust, a business, another person): counted toward nothing. */
        NOT_HELD
    }

    private static final Set<String> LIABILITY_TYPES = Set.of("credit", "loan", "liability", "creditcard",
            "mortgage", "lineofcredit");
    /** Matched in the subtype's letters only: "credit card", "credit_card" and "CreditCard" are one. */
    private static final String[] LIABILITY_WORDS = {"creditcard", "mortgage", "loan", "lineofcredit", "heloc"};

    /** The account's funds; a report that states no currency is taken to be in {@code loanCurrency}. */
    static AccountFunds of(OrderAccountReport a, String loanCurrency) {
        String currency = a.label().currencyOrUnofficial();
        boolean assumed = currency == null;
        if (assumed) {
            currency = loanCurrency;
        }
        BigDecimal balance = usedBalance(a.currentBalance(), a.availableBalance());
        Category category;
        if (isLiability(a.label().type(), a.label().subtype())) {
            category = Category.LIABILITY;
            // what is owed: the current balance, as a positive amount; without one, unknown (the available balance of
            // a credit account is the credit left, not what is owed)
            balance = a.currentBalance() == null ? null : a.currentBalance().abs();
        } else if (balance == null) {
            category = Category.NO_BALANCE;
        } else if (a.label().isUnofficialCurrency()) {
            category = Category.UNOFFICIAL_CURRENCY;
        } else if (Sources.isRetirementOrInvestment(a.label())) {
            category = Category.RETIREMENT;
        } else {
            category = Category.ASSET;
        }
        return new AccountFunds(a, category, currency, balance, assumed);
    }

    /** The account's currency as the checks take it: its own, else (none stated) the loan currency. */
    static String currencyOf(OrderAccountReport a, String loanCurrency) {
        String c = a.label().currencyOrUnofficial();
        return c == null ? loanCurrency : c;
    }

    /**
     * Money in it belongs to the borrower: not a credit or loan account (whose charges and payments are no deposits).
     */
    static boolean holdsDeposits(OrderAccountReport a) {
        return !isLiability(a.label().type(), a.label().subtype());
    }

    /** Credit and loan accounts, by type, or by a subtype that names one when the type does not. */
    public static boolean isLiability(String type, String subtype) {
        String t = type == null ? "" : type.toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
        if (LIABILITY_TYPES.contains(t)) {
            return true;
        }
        if (!t.isEmpty() && !t.equals("other")) {
            return false;
        }
        String s = subtype == null ? "" : subtype.toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
        for (String w : LIABILITY_WORDS) {
            if (s.contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static BigDecimal usedBalance(BigDecimal current, BigDecimal available) {
        if (current == null) {
            return available;
        }
        if (available == null) {
            return current;
        }
        return current.min(available);
    }

    /** The same account in another category (the owner check's outcome, a decision of the officer). */
    public AccountFunds as(Category other) {
        return new AccountFunds(account, other, currency, balance, currencyAssumed);
    }

    public boolean counted() {
        return category == Category.ASSET;
    }
}
