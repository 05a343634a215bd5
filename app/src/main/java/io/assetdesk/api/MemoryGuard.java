package io.assetdesk.api;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;

/**
 * Whether the console's memory is nearly full: the heap's long-lived part still holds more than
 * {@value #SHARE_PERCENT}% of its most after the last collection (what is left after a collection is what is really
 * held; the heap in use between collections says nothing). Read by the order list's reader between entries, so that
 * a list larger than this workstation holds is refused in one sentence instead of stopping the console.
 */
public final class MemoryGuard {
    static final int SHARE_PERCENT = 85;
    private static final List<MemoryPoolMXBean> OLD = watched();

    private MemoryGuard() {
    }

    /** The heap pools of long-lived objects that can say their use after a collection, each given its threshold. */
    private static List<MemoryPoolMXBean> watched() {
        List<MemoryPoolMXBean> pools = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP && p.isCollectionUsageThresholdSupported())
                .filter(p -> p.getName().contains("Old") || p.getName().contains("Tenured"))
                .toList();
        for (MemoryPoolMXBean p : pools) {
            long max = p.getUsage().getMax();
            if (max > 0) {
                p.setCollectionUsageThreshold(max / 100 * SHARE_PERCENT);
            }
        }
        return pools;
    }

    /**
     * True when a pool of long-lived objects is nearly full after a collection. The pool's last collection may be old
     * (a list refused a moment ago, since let go): before saying so, the heap is collected once more and asked again.
     */
    public static boolean nearlyFull() {
        if (!full()) {
            return false;
        }
        System.gc(); // rare: only on the way to refusing a list
        return full();
    }

    private static boolean full() {
        for (MemoryPoolMXBean p : OLD) {
            if (p.getUsage().getMax() > 0 && p.isCollectionUsageThresholdExceeded()
                    && p.getCollectionUsage().getUsed() >= p.getCollectionUsageThreshold()) {
                return true;
            }
        }
        return false;
    }

    /** The heap this console may use, in MB (the launcher sets it from the machine's memory). */
    public static long heapMb() {
        return Runtime.getRuntime().maxMemory() >> 20;
    }
}
