package io.assetdesk.ui.common;

import java.io.File;
import java.nio.file.Path;
import java.util.Locale;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The system's open and save dialogs, one way for every screen: a title, one filter for the kind of file, and for a
 * save a suggested name made safe for any file system. Screens keep a hook of their own so that tests answer the
 * dialog with a path instead (no native dialog runs headless).
 */
public final class FileDialogs {
    private FileDialogs() {
    }

    /**
     * What a dialog asks for.
     *
     * @param title      the dialog's title
     * @param filterName the kind of file, as the filter shows it (null: the extension in capitals)
     * @param extension  without the dot ({@code pdf})
     * @param baseName   the suggested name without the extension (saves only; null for none)
     */
    public record Request(String title, String filterName, String extension, String baseName) {
    }

    /** Asks where to save; null when the officer cancelled. */
    public static Path save(Window owner, Request request) {
        FileChooser chooser = chooser(request);
        if (request.baseName() != null) {
            chooser.setInitialFileName(safeName(request.baseName()) + "." + request.extension());
        }
        return path(chooser.showSaveDialog(owner));
    }

    /** Asks which file to open; null when the officer cancelled. */
    public static Path open(Window owner, Request request) {
        return path(chooser(request).showOpenDialog(owner));
    }

    /** {@code name} with anything but letters, digits, dot, dash and underscore replaced by an underscore. */
    public static String safeName(String name) {
        return name.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    private static FileChooser chooser(Request request) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(request.title());
        String filter = request.filterName() != null ? request.filterName()
                : request.extension().toUpperCase(Locale.ROOT);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(filter, "*." + request.extension()));
        return chooser;
    }

    private static Path path(File file) {
        return file == null ? null : file.toPath();
    }
}
