package io.assetdesk.ui.connection;

import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.SavedProfile;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.connection.ConnectionViewModel.Item;
import io.assetdesk.ui.connection.ConnectionViewModel.Kind;
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
    private final ObservableList<Item> items = FXCollections.observableArrayList();
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

    ObservableList<Item> items() {
        return items;
    }

    /** Lists the profiles again (after a save or a delete); {@code current} is the connection in use now. */
    void reload(ConnectionProfile current) {
        List<Item> list = new ArrayList<>();
        list.add(new Item(Kind.SANDBOX, messages.get("connection.sandbox.name"), null, null, null));
        managedConfig.ifPresent(file -> {
            ConnectionProfile managed = managedProfile != null ? managedProfile
                    : current != null && !current.sandbox() ? current : null;
            if (managed != null) {
                managedProfile = managed;
                list.add(new Item(Kind.MANAGED, managed.name(), null, managed, file));
            }
        });
        for (SavedProfile p : service.savedProfiles()) {
            list.add(new Item(Kind.SAVED, p.name(), p, null, null));
        }
        items.setAll(list);
    }

    /** The entry of the connection {@code profile}, or null when none lists it. */
    Item itemFor(ConnectionProfile profile) {
        if (profile == null) {
            return null;
        }
        for (Item item : items) {
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
    Item addNew() {
        Item item = new Item(Kind.NEW, messages.get("connection.new.name"), null, null, null);
        items.removeIf(i -> i.kind() == Kind.NEW);
        items.add(item);
        return item;
    }

    /** The saved entry named {@code name}, else the first entry. */
    Item savedNamed(String name) {
        return items.stream().filter(i -> i.kind() == Kind.SAVED && i.name().equals(name)).findFirst()
                .orElse(items.get(0));
    }

    /** The saved profiles but {@code item}'s. */
    List<SavedProfile> savedExcept(Item item) {
        List<SavedProfile> saved = new ArrayList<>();
        for (Item i : items) {
            if (i.kind() == Kind.SAVED && i != item) {
                saved.add(i.saved());
            }
        }
        return saved;
    }

    /** The names taken by the other listed profiles (a new one's name must differ from them). */
    List<String> namesBesides(Item item) {
        return items.stream().filter(i -> i != item && i.kind() != Kind.NEW).map(Item::name).toList();
    }
}
