package io.assetdesk.settings;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Where a file that cannot be read is kept: beside it, as {@code NAME.damaged-<time>}, never over another file. */
public final class DamagedFiles {
    private DamagedFiles() {
    }

    /** Moves {@code file} aside; returns where it is now, or null when it could not be moved. */
    public static Path keepAside(Path file) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT));
        for (int n = 0; n < 100; n++) {
            Path aside = file.resolveSibling(file.getFileName() + ".damaged-" + stamp + (n == 0 ? "" : "-" + n));
            try {
                return Files.move(file, aside);
            } catch (FileAlreadyExistsException e) {
                // the next name
            } catch (IOException e) {
                return null;
            }
        }
        return null;
    }
}
