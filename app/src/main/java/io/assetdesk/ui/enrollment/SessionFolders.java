package io.assetdesk.ui.enrollment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The temporary folders of borrower sessions, under {@code sessions/} in the data folder: one per session, holding the
 * WebView's user data (local storage, databases), deleted when the session ends. A live session holds a file lock in
 * its folder; {@link #wipeLeftovers()} deletes every folder whose lock is free (a session that crashed, or whose files
 * could not be deleted at its end).
 */
public final class SessionFolders {
    private static final Logger LOG = LoggerFactory.getLogger(SessionFolders.class);
    static final String LOCK_FILE = "session.lock";
    static final String WEB_DATA = "web";

    private final Path root;

    public SessionFolders(Path dataDir) {
        this.root = dataDir.resolve("sessions");
    }

    public Path root() {
        return root;
    }

    /** One session's folder, locked while the session lives. */
    public static final class SessionFolder {
        private final Path dir;
        private final FileChannel lockChannel;
        private final FileLock lock;

        private SessionFolder(Path dir, FileChannel lockChannel, FileLock lock) {
            this.dir = dir;
            this.lockChannel = lockChannel;
            this.lock = lock;
        }

        public Path dir() {
            return dir;
        }

        /** The folder for {@code WebEngine.setUserDataDirectory}. */
        public Path webData() {
            return dir.resolve(WEB_DATA);
        }

        /** Releases the lock and deletes the folder on {@code io}; true when nothing is left. */
        public CompletableFuture<Boolean> wipe(Executor io) {
            return CompletableFuture.supplyAsync(this::wipeNow, io);
        }

        private boolean wipeNow() {
            try {
                lock.release();
                lockChannel.close();
            } catch (IOException e) {
                LOG.debug("Releasing the session lock failed", e);
            }
            return deleteTree(dir);
        }
    }

    /** Creates a fresh, empty, locked folder for a session, on {@code io} (never the FX thread's work). */
    public CompletableFuture<SessionFolder> create(Executor io) {
        return CompletableFuture.supplyAsync(this::createNow, io);
    }

    private SessionFolder createNow() {
        try {
            return createFolder();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private SessionFolder createFolder() throws IOException {
        Files.createDirectories(root);
        Path dir = Files.createTempDirectory(root, "session-");
        FileChannel channel = FileChannel.open(dir.resolve(LOCK_FILE), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
        FileLock lock = channel.tryLock();
        if (lock == null) {
            channel.close();
            throw new IOException("Cannot lock the new session folder");
        }
        Files.createDirectories(dir.resolve(WEB_DATA));
        return new SessionFolder(dir, channel, lock);
    }

    /** Deletes the folders of sessions that are no longer running, on {@code io}; completes with how many. */
    public CompletableFuture<Integer> wipeLeftovers(Executor io) {
        return CompletableFuture.supplyAsync(this::wipeLeftoversNow, io);
    }

    private int wipeLeftoversNow() {
        if (!Files.isDirectory(root)) {
            return 0;
        }
        int wiped = 0;
        try (DirectoryStream<Path> children = Files.newDirectoryStream(root)) {
            for (Path child : children) {
                if (Files.isDirectory(child) && !isLive(child) && deleteTree(child)) {
                    wiped++;
                } else if (Files.isRegularFile(child)) {
                    Files.deleteIfExists(child);
                }
            }
        } catch (IOException e) {
            LOG.warn("Cannot list the session folders: {}", e.getMessage());
        }
        if (wiped > 0) {
            LOG.info("Wiped {} leftover borrower session folder(s)", wiped);
        }
        return wiped;
    }

    private static boolean isLive(Path dir) {
        Path lockFile = dir.resolve(LOCK_FILE);
        if (!Files.exists(lockFile)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                return true; // another process holds it
            }
            lock.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true; // this process holds it: a session that is open now
        } catch (IOException e) {
            return false;
        }
    }

    static boolean deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return true;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    LOG.debug("Cannot delete {} yet", p.getFileName());
                }
            });
        } catch (IOException | UncheckedIOException e) {
            LOG.debug("Walking {} failed", dir.getFileName(), e);
        }
        boolean gone = !Files.exists(dir);
        if (!gone) {
            LOG.warn("A borrower session folder could not be deleted completely; it is wiped at the next start");
        }
        return gone;
    }
}
