package io.assetdesk.export;

import io.assetdesk.api.Account;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** Bank-link accounts as JSON: the records as they came, indented. */
public final class AccountsJson {
    private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    private AccountsJson() {
    }

    public static void write(List<Account> accounts, Path file) throws IOException {
        try {
            JSON.writeValue(file.toFile(), accounts);
        } catch (JacksonException e) {
            throw new IOException("Cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }
}
