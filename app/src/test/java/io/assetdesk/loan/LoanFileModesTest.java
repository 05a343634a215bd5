package io.assetdesk.loan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import org.junit.jupiter.api.Test;

/**
 * The loan database's file and folder as the officer left them: a symbolic link is never followed, and a folder or
 * file made read only (an archive, a legal hold) is read, never written, and stays read only (also when run as root,
 * who may write anything).
 */
class LoanFileModesTest {

    private static Path data() throws IOException {
        return Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-modes-");
    }

    @Test
    void aSymlinkedDatabaseIsRefusedAndItsTargetLeftAsItWas() throws Exception {
        Path data = data();
        Path elsewhere = data();
        try (LoanStore store = LoanStore.open(elsewhere, Clock.systemUTC(), "officer.ann")) {
            store.create("LN-ELSEWHERE");
        }
        Path target = elsewhere.resolve("loans/loans.mv.db");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));
        Files.createDirectories(data.resolve("loans"));
        Files.createSymbolicLink(data.resolve("loans/loans.mv.db"), target.toAbsolutePath());

        assertThatThrownBy(() -> LoanStore.open(data, Clock.systemUTC(), "officer.ann"))
                .isInstanceOf(RefusedLoanFiles.class).hasMessageContaining("is a symbolic link")
                .hasMessageContaining("nothing was read or written");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target))).as("the target's mode")
                .isEqualTo("rw-r-----");
        try (var beside = Files.list(elsewhere.resolve("loans"))) {
            assertThat(beside.map(p -> p.getFileName().toString())).as("nothing made beside the target")
                    .containsExactlyInAnyOrder("loans.mv.db");
        }
    }

    @Test
    void aReadOnlyLoansFolderIsReadNeverWrittenAndStaysReadOnly() throws Exception {
        Path data = data();
        try (LoanStore store = LoanStore.open(data, Clock.systemUTC(), "officer.ann")) {
            store.create("LN-ARCHIVED");
        }
        Path dir = data.resolve("loans");
        Path file = dir.resolve("loans.mv.db");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--------"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("r-x------"));
        long size = Files.size(file);
        try {
            try (LoanStore store = LoanStore.open(data, Clock.systemUTC(), "uw.cy")) {
                assertThat(store.load("LN-ARCHIVED")).as("read").isPresent();
                assertThat(store.check("LN-ARCHIVED").intact()).isTrue();
                assertThatThrownBy(() -> store.record("LN-ARCHIVED", HistoryEntry.Action.DOCUMENT_PRINTED, "x"))
                        .hasMessageContaining("the loan files are read only").hasMessageContaining("nothing was "
                                + "written");
            }
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir))).isEqualTo("r-x------");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("r--------");
            assertThat(Files.size(file)).as("not written").isEqualTo(size);
        } finally {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        }
    }
}
