package io.assetdesk.ui.connection;

import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.SavedProfile;
import java.nio.file.Path;

/** One entry of the Connection screen's profile list. {@code fixed}: the full profile of a managed entry. */
public record ProfileItem(Kind kind, String name, SavedProfile saved, ConnectionProfile fixed, Path file) {
    /** Where the entry comes from: the built-in sandbox, the managed file, a saved profile, or one being made. */
    public enum Kind { SANDBOX, MANAGED, SAVED, NEW }

    @Override
    public String toString() {
        return name;
    }
}
