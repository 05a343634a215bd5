package io.assetdesk.report;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Whether an account holder's name, as a report writes it, is the borrower's. Tolerant of what differs between
 * sources without changing the person: letter case, accents ({@code José} is {@code JOSE}), punctuation, the order of
 * the parts ({@code JOHNSON, EMILY}), middle names and initials, and titles or suffixes around them. Every part of
 * the borrower's last name and the first part of the first name must be there; an initial alone is not a first name.
 */
final class OwnerNames {
    private OwnerNames() {
    }

    /**
     * The borrower's family name with only an initial for the first name ({@code E JOHNSON} for Emily Johnson): the
     * borrower perhaps, but it cannot be confirmed.
     */
    static boolean initialOnly(String owner, String first, String last) {
        List<String> owned = parts(owner);
        List<String> given = parts(first);
        List<String> family = parts(last);
        if (given.isEmpty() || family.isEmpty() || !owned.containsAll(family)) {
            return false;
        }
        String initial = given.get(0).substring(0, 1);
        return owned.stream().anyMatch(p -> p.equals(initial));
    }

    /** True when {@code owner} names the borrower {@code first} {@code last}; false when either side is empty. */
    static boolean matches(String owner, String first, String last) {
        Set<String> owned = Set.copyOf(parts(owner));
        List<String> given = parts(first);
        List<String> family = parts(last);
        if (owned.isEmpty() || given.isEmpty() && family.isEmpty()) {
            return false;
        }
        if (!owned.containsAll(family)) {
            return false;
        }
        return given.isEmpty() || owned.contains(given.get(0));
    }

    /** Lower-case parts without accents or punctuation ({@code "O'Brien-Núñez"}: obrien, nunez). */
    static List<String> parts(String name) {
        if (name == null) {
            return List.of();
        }
        String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT).replace("'", "").replace("\u2019", "");
        return Arrays.stream(plain.split("[^\\p{L}\\p{N}]+")).filter(p -> !p.isEmpty())
                .collect(Collectors.toList());
    }
}
