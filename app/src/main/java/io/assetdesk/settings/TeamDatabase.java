package io.assetdesk.settings;

import java.net.URI;
import java.util.Locale;
import java.util.Objects;

/**
 * The office's one PostgreSQL database of loan files, as a connection file names it ({@code "loanDatabase": {"url":
 * "jdbc:postgresql://host:5432/db", "user": ..., "password": ...}}). The password is never in {@link #toString()} nor
 * in any message: {@link #where()} names the database by host, port and name only.
 */
public record TeamDatabase(String url, String user, String password) {
    private static final String PREFIX = "jdbc:postgresql://";

    public TeamDatabase {
        Objects.requireNonNull(url, "url");
        if (!url.toLowerCase(Locale.ROOT).startsWith(PREFIX) || url.length() == PREFIX.length()) {
            throw new IllegalArgumentException("loanDatabase.url must be a PostgreSQL JDBC URL, such as "
                    + "jdbc:postgresql://db.example.com:5432/assetdesk");
        }
        if (url.toLowerCase(Locale.ROOT).matches(".*[?&;]password=.*")) {
            throw new IllegalArgumentException("loanDatabase.url must not carry the password: put it in "
                    + "loanDatabase.password, which is kept out of every message and file");
        }
        if (user == null || user.isBlank()) {
            throw new IllegalArgumentException("loanDatabase.user is missing");
        }
        password = password == null ? "" : password;
    }

    /** host:port/database, for messages (no user, no password, no parameters). */
    public String where() {
        try {
            URI u = URI.create(url.substring("jdbc:".length()));
            String path = u.getPath() == null ? "" : u.getPath();
            return u.getHost() + (u.getPort() < 0 ? "" : ":" + u.getPort()) + path;
        } catch (IllegalArgumentException e) {
            return "the team database";
        }
    }

    @Override
    public String toString() {
        return "TeamDatabase[" + where() + ", user=" + user + ", password=" + (password.isEmpty() ? "none" : "***")
                + "]";
    }
}
