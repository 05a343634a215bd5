package io.assetdesk.api;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The resources of a list answer, and how many of its entries were not resource objects at all ({@code null}, a
 * number, a string): those cannot be shown, but they are never dropped without a word. Unmodifiable.
 */
public final class ResourceList<T> extends AbstractList<T> implements RandomAccess {
    private final List<T> items;
    private final int unreadable;

    public ResourceList(List<T> items, int unreadable) {
        this.items = List.copyOf(items);
        this.unreadable = unreadable;
    }

    @Override
    public T get(int index) {
        return items.get(index);
    }

    @Override
    public int size() {
        return items.size();
    }

    /** Entries of the answer that were not resource objects. */
    public int unreadable() {
        return unreadable;
    }

    /** The unreadable entries behind {@code list} when it came from a list answer; 0 otherwise. */
    public static int unreadableIn(List<?> list) {
        return list instanceof ResourceList<?> r ? r.unreadable : 0;
    }
}
