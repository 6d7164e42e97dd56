package grid.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link AtomicFiles#open}: streamed text replaces the target only on commit. */
class AtomicFilesPendingTest {

    @TempDir
    Path dir;

    private long filesIn() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.count();
        }
    }

    @Test
    void commitReplacesTheTargetInOneStep() throws Exception {
        Path target = dir.resolve("out.csv");
        Files.writeString(target, "old\n");
        try (AtomicFiles.Pending p = AtomicFiles.open(target.toString())) {
            p.append("1,2\n");
            p.append("3,4\n");
            assertThat(Files.readString(target)).isEqualTo("old\n");
            p.commit();
        }
        assertThat(Files.readString(target)).isEqualTo("1,2\n3,4\n");
        assertThat(filesIn()).isEqualTo(1);
    }

    @Test
    void closingWithoutCommitLeavesTheTargetAndNoTemporaryFile() throws Exception {
        Path target = dir.resolve("out.csv");
        Files.writeString(target, "old\n");
        try (AtomicFiles.Pending p = AtomicFiles.open(target.toString())) {
            p.append("half an answer");
        }
        assertThat(Files.readString(target)).isEqualTo("old\n");
        assertThat(filesIn()).isEqualTo(1);
    }
}
