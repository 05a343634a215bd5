package io.assetdesk.loan;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import java.text.Normalizer;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The accounts of a loan's reports put together, an account that two borrowers' reports list (a joint one) kept
 * once. Two listings are the same account when they carry the same id, or the same institution written loosely
 * (letter case, accents, punctuation, "N.A.", "Bank", "National Association"), the same last four digits and the same
 * type; two accounts with the same last four digits at one bank but of different types stay two. Of the listings of
 * one account, the newest report's (the later end date; else the later order) gives the balance and the transactions.
 */
final class JointAccounts {
    /** Words that do not tell banks apart: "Cedar Bank, N.A." and "CEDAR" are one institution. */
    private static final Set<String> NOISE = Set.of("na", "n", "a", "bank", "the", "of", "national", "association",
            "natl", "assn", "inc", "co", "corp", "corporation", "company", "fsb", "ssb", "nb", "usa", "us", "and");

    /** One account of the loan: the listing used, its order, and every order that lists it. */
    record Listed(OrderAccountReport account, String orderId, List<String> orderIds) {
    }

    private JointAccounts() {
    }

    /** The loan's accounts in the orders' order, each listed once. */
    static List<Listed> of(List<Order> orders) {
        Map<Integer, OrderAccountReport> used = new LinkedHashMap<>();
        Map<Integer, String> usedFrom = new LinkedHashMap<>();
        Map<Integer, LocalDateTime> usedCreated = new LinkedHashMap<>();
        Map<Integer, List<String>> in = new LinkedHashMap<>();
        List<OrderAccountReport> firsts = new ArrayList<>();
        for (Order o : orders) {
            for (OrderAccountReport a : o.accounts()) {
                int index = indexOf(a, firsts);
                if (index < 0) {
                    index = firsts.size();
                    firsts.add(a);
                    used.put(index, a);
                    usedFrom.put(index, o.id());
                    usedCreated.put(index, created(o));
                } else if (newer(a, created(o), used.get(index), usedCreated.get(index))) {
                    used.put(index, a);
                    usedFrom.put(index, o.id());
                    usedCreated.put(index, created(o));
                }
                List<String> ids = in.computeIfAbsent(index, k -> new ArrayList<>());
                if (!ids.contains(o.id())) {
                    ids.add(o.id());
                }
            }
        }
        List<Listed> out = new ArrayList<>();
        used.forEach((i, a) -> out.add(new Listed(a, usedFrom.get(i), List.copyOf(in.get(i)))));
        return out;
    }

    /** The same account: same id, or the same institution (loosely), last four digits and type. */
    static boolean same(OrderAccountReport a, OrderAccountReport b) {
        if (a.accountId() != null && !a.accountId().isBlank() && a.accountId().equals(b.accountId())) {
            return true;
        }
        String maskA = lastFour(a.label().mask());
        String bankA = institution(a.label().institution());
        if (maskA.isEmpty() || bankA.isEmpty() || !maskA.equals(lastFour(b.label().mask()))
                || !bankA.equals(institution(b.label().institution()))) {
            return false;
        }
        String typeA = kind(a);
        String typeB = kind(b);
        return typeA.isEmpty() || typeB.isEmpty() || typeA.equals(typeB);
    }

    /** The institution's distinguishing words: "Cedar Bank, N.A." and "CEDAR BANK" give "cedar". */
    static String institution(String name) {
        if (name == null) {
            return "";
        }
        String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT).replace(".", "").replace("'", "");
        return Arrays.stream(plain.split("[^\\p{L}\\p{N}]+")).filter(w -> !w.isEmpty() && !NOISE.contains(w))
                .collect(Collectors.joining(" "));
    }

    private static int indexOf(OrderAccountReport a, List<OrderAccountReport> firsts) {
        for (int i = 0; i < firsts.size(); i++) {
            if (same(a, firsts.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private static boolean newer(OrderAccountReport a, LocalDateTime aCreated, OrderAccountReport b,
                                 LocalDateTime bCreated) {
        LocalDateTime ea = a.transactionEndDate();
        LocalDateTime eb = b.transactionEndDate();
        if (ea != null && eb != null && !ea.equals(eb)) {
            return ea.isAfter(eb);
        }
        if (ea != null && eb == null) {
            return true;
        }
        return aCreated != null && bCreated != null && aCreated.isAfter(bCreated);
    }

    private static LocalDateTime created(Order o) {
        return o.created() == null ? null : LocalDateTime.ofInstant(o.created(), ZoneOffset.UTC);
    }

    private static String lastFour(String mask) {
        String digits = mask == null ? "" : mask.replaceAll("[^0-9]", "");
        return digits.length() <= 4 ? digits : digits.substring(digits.length() - 4);
    }

    private static String kind(OrderAccountReport a) {
        String s = a.label().subtype() != null ? a.label().subtype() : a.label().type();
        return s == null ? "" : s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }
}
