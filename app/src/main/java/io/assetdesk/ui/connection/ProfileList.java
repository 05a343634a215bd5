package io.assetdesk.ui.connection;

import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.SavedProfile;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.connection.ProfileItem.Kind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The profiles the Connection screen lists, in order: the built-in Sandbox, the one from {@code --config} (when the
 * console started with it), the officer's saved ones, and a new one while it is being made. FX thread only.
 */
final class ProfileList {
    private final ObservableList<ProfileItem> items = FXCollections.observableArrayList();
    private final Messages messages;
    private final ConnectionService service;
    private final Optional<Path> managedConfig;
    /** The {@code --config} connection, kept once seen: using another profile must not lose it. */
    private ConnectionProfile managedProfile;

    ProfileList(Messages messages, ConnectionService service, Optional<Path> managedConfig) {
        this.messages = messages;
        this.service = service;
        this.managedConfig = managedConfig;
    }

    ObservableList<ProfileItem> items() {
        return items;
    }

    /** Lists the profiles again (after a save or a delete); {@code current} is the connection in use now. */
    void reload(ConnectionProfile current) {
        List<ProfileItem> list = new ArrayList<>();
        list.add(new ProfileItem(Kind.SANDBOX, messages.get("connection.sandbox.name"), null, null, null));
        managedConfig.ifPresent(file -> {
            ConnectionProfile managed = managedProfile != null ? managedProfile
                    : current != null && !current.sandbox() ? current : null;
            if (managed != null) {
                managedProfile = managed;
                list.add(new ProfileItem(Kind.MANAGED, managed.name(), null, managed, file));
            }
        });
        for (SavedProfile p : service.savedProfiles()) {
            list.add(new ProfileItem(Kind.SAVED, p.name(), p, null, null));
        }
        items.setAll(list);
    }

    /** The entry of the connection {@code profile}, or null when none lists it. */
    ProfileItem itemFor(ConnectionProfile profile) {
        if (profile == null) {
            return null;
        }
        for (ProfileItem item : items) {
            boolean match = switch (item.kind()) {
                case SANDBOX -> profile.sandbox();
                case MANAGED -> !profile.sandbox() && item.fixed() == profile;
                case SAVED -> !profile.sandbox() && item.name().equals(profile.name())
                        && (managedProfile == null || profile != managedProfile);
                case NEW -> false;
            };
            if (match) {
                return item;
            }
        }
        return null;
    }

    /** A new, empty entry at the end, in place of an earlier one not saved. */
    ProfileItem addNew() {
        ProfileItem item = new ProfileItem(Kind.NEW, messages.get("connection.new.name"), null, null, null);
        items.removeIf(i -> i.kind() == Kind.NEW);
        items.add(item);
        return item;
    }

    /** The saved entry named {@code name}, else the first entry. */
    ProfileItem savedNamed(String name) {
        return items.stream().filter(i -> i.kind() == Kind.SAVED && i.name().equals(name)).findFirst()
                .orElse(items.get(0));
    }

    /** The saved profiles but {@code item}'s. */
    List<SavedProfile> savedExcept(ProfileItem item) {
        List<SavedProfile> saved = new ArrayList<>();
        for (ProfileItem i : items) {
            if (i.kind() == Kind.SAVED && i != item) {
                saved.add(i.saved());
            }
        }
        return saved;
    }

    /** The names taken by the other listed profiles (a new one's name must differ from them). */
    List<String> namesBesides(ProfileItem item) {
        return items.stream().filter(i -> i != item && i.kind() != Kind.NEW).map(ProfileItem::name).toList();
    }
}
