package io.assetdesk.export;

import java.util.regex.Pattern;

/**
 * One CSV cell that no spreadsheet turns into a formula, whatever its list separator (a comma, or a semicolon where
 * the decimal separator is a comma): a text that starts like a formula ({@code = + - @}, their fullwidth forms, a tab
 * or a carriage return) gets a leading apostrophe, so does every such start after a separator character inside it,
 * and a cell that holds any separator, quote or line break is quoted. Numbers are written as they are.
 */
public final class CsvCell {
    private static final Pattern NUMBER = Pattern.compile("^-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?$");
    private static final String STARTERS = "=+-@\t\r\uff1d\uff0b\uff0d\uff20";
    /** What a spreadsheet may split a line at, depending on its settings. */
    private static final String SEPARATORS = ",;\t|";

    private CsvCell() {
    }

    /** {@code v} as a cell (null: empty). */
    public static String of(String v) {
        String t = v == null ? "" : v;
        if (t.isEmpty() || NUMBER.matcher(t).matches()) {
            return t;
        }
        StringBuilder b = new StringBuilder(t.length() + 8);
        boolean quote = false;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean starts = i == 0 || SEPARATORS.indexOf(t.charAt(i - 1)) >= 0;
            if (starts && STARTERS.indexOf(c) >= 0) {
                b.append('\'');
            }
            if (SEPARATORS.indexOf(c) >= 0 || c == '"' || c == '\n' || c == '\r') {
                quote = true;
            }
            b.append(c == '"' ? "\"\"" : String.valueOf(c));
        }
        return quote || !t.equals(t.strip()) ? '"' + b.toString() + '"' : b.toString();
    }
}
