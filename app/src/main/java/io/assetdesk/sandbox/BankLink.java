package io.assetdesk.sandbox;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.core.JsonGenerator;

/**
 * Bank link (spec 4.1): {@code public-sandbox-<anything>} yields six accounts (checking, savings, credit card with a
 * limit, CD or brokerage,
 * one in EUR or CAD, one crypto wallet with an unofficial currency code) seeded from the token, covering
 * the field notes' cases; each token works once; {@code public-sandbox-expired} is always expired.
 */
final class BankLink {
    static final String PREFIX = "public-sandbox-";
    static final String EXPIRED = "public-sandbox-expired";

    enum Outcome { OK, USED, EXPIRED, INVALID }

    /** Digests of used tokens (the tokens themselves are not kept). */
    private final Set<String> used = ConcurrentHashMap.newKeySet();

    Outcome redeem(String token) {
        if (EXPIRED.equals(token)) {
            return Outcome.EXPIRED;
        }
        if (token == null || !token.startsWith(PREFIX) || token.length() == PREFIX.length() || token.length() > 200) {
            return Outcome.INVALID;
        }
        return used.add(digestHex(token)) ? Outcome.OK : Outcome.USED;
    }

    /** Writes the {@code data} array for {@code token}. */
    static void writeAccounts(JsonGenerator g, String token) {
        byte[] d = digest(token);
        long seed = 0;
        for (int i = 0; i < 8; i++) {
            seed = (seed << 8) | (d[i] & 0xff);
        }
        SplittableRandom r = new SplittableRandom(seed);
        String[] bank = BANKS[r.nextInt(BANKS.length)];
        g.writeStartArray();
        long checking = 40_000 + r.nextLong(1_200_000);
        account(g, r, bank[0] + " Checking", bank[1] + " Everyday Checking", "depository", "checking",
                checking - r.nextLong(5_000), checking, 2, "USD", null, null);
        long savings = 200_000 + r.nextLong(5_000_000);
        account(g, r, bank[0] + " Savings", bank[1] + " High Yield Savings", "depository", "savings", savings,
                savings, 2, "USD", null, null);
        long limit = 500_000 + 100_000L * r.nextInt(20);
        long owed = r.nextLong(limit / 2);
        account(g, r, bank[0] + " Rewards Card", bank[1] + " Visa Signature Rewards", "credit", "credit card",
                limit - owed, owed, 2, "USD", limit, null);
        if (r.nextBoolean()) {
            long cd = 1_000_000 + r.nextLong(5_000_000);
            account(g, r, "12-Month CD", bank[1] + " Certificate of Deposit", "depository", "cd", cd, cd, 2, "USD",
                    null, null);
        } else {
            long invested = 1_500_000 + r.nextLong(30_000_000);
            account(g, r, "Brokerage", bank[1] + " Self-Directed Brokerage", "investment", "brokerage",
                    invested / 20, invested, 2, "USD", null, null);
        }
        boolean euro = r.nextBoolean();
        long foreign = 50_000 + r.nextLong(2_000_000);
        account(g, r, euro ? "Euro Account" : "Canadian Dollar Account",
                euro ? "Sparkasse Girokonto" : "Maple Leaf Chequing", "depository", "checking", foreign, foreign, 2,
                euro ? "EUR" : "CAD", null, null);
        boolean bitcoin = r.nextBoolean();
        long sats = bitcoin ? 1_000_000 + r.nextLong(300_000_000) : 10_000_000 + r.nextLong(900_000_000);
        account(g, r, bitcoin ? "Bitcoin Wallet" : "Ether Wallet",
                bitcoin ? "Coinvault Bitcoin Wallet" : "Coinvault Ethereum Wallet", "investment", "crypto exchange",
                sats, sats, 8, null, null, bitcoin ? "BTC" : "ETH");
        g.writeEndArray();
    }

    private static void account(JsonGenerator g, SplittableRandom r, String name, String officialName, String type,
                                String subtype, long available, long current, int scale, String iso, Long limit,
                                String unofficial) {
        g.writeStartObject();
        g.writeStringProperty("id", accountId(r));
        g.writeStringProperty("type", "account");
        g.writeName("attributes");
        g.writeStartObject();
        g.writeStringProperty("name", name);
        g.writeStringProperty("official_name", officialName);
        g.writeStringProperty("mask", String.format("%04d", r.nextInt(10_000)));
        g.writeStringProperty("subtype", subtype);
        g.writeStringProperty("type", type);
        g.writeName("balances");
        g.writeStartObject();
        g.writeNumberProperty("available", BigDecimal.valueOf(available, scale));
        g.writeNumberProperty("current", BigDecimal.valueOf(current, scale));
        if (iso == null) {
            g.writeNullProperty("iso_currency_code");
        } else {
            g.writeStringProperty("iso_currency_code", iso);
        }
        if (limit == null) {
            g.writeNullProperty("limit");
        } else {
            g.writeNumberProperty("limit", BigDecimal.valueOf(limit, scale));
        }
        if (unofficial == null) {
            g.writeNullProperty("unofficial_currency_code");
        } else {
            g.writeStringProperty("unofficial_currency_code", unofficial);
        }
        g.writeEndObject();
        g.writeEndObject();
        g.writeEndObject();
    }

    private static String accountId(SplittableRandom r) {
        String alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
        StringBuilder sb = new StringBuilder(37);
        for (int i = 0; i < 37; i++) {
            sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    private static byte[] digest(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String digestHex(String token) {
        StringBuilder sb = new StringBuilder(64);
        for (byte b : digest(token)) {
            sb.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
        }
        return sb.toString();
    }

    private static final String[][] BANKS = {
            {"Platypus", "First Platypus Bank"},
            {"Harbor", "Harbor Federal Credit Union"},
            {"Northern Lights", "Northern Lights Savings Bank"},
            {"Cedar", "Cedar Valley Bank & Trust"},
    };
}
