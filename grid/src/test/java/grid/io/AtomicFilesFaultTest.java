package grid.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.Mockito.RETURNS_DEFAULTS;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;
import static org.mockito.Mockito.withSettings;

/**
 * Faults injected under {@link AtomicFiles}: the temporary file's channel is a Mockito fake over a real
 * channel that fails the way a full disk or a dying disk does, at the chosen call. Whatever fails, the
 * message names the file and the cause, the old file is untouched and no temporary file is left. (The
 * command-line tests fill a real tmpfs where the machine allows it.)
 */
class AtomicFilesFaultTest {

    @TempDir
    Path dir;

    private final List<Path> created = new ArrayList<>();

    /**
     * A channel over the real temporary file that runs {@code fault} on it before it is used. This module's
     * tests use Mockito's subclass mock maker and reflective member access (the files under
     * {@code mockito-extensions}): the defaults attach an agent to the running JVM, which is slow or refused
     * on some machines. So the fake is a subclass built through FileChannel's constructor; closing it (a
     * final method) reaches {@code implCloseChannel}, which closes the real channel.
     */
    private AtomicFiles failing(Fault fault) {
        return new AtomicFiles(tmp -> {
            created.add(tmp);
            FileChannel real = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            FileChannel fake = mock(FileChannel.class, withSettings().useConstructor()
                    .defaultAnswer(call -> {
                        if (call.getMethod().getName().equals("implCloseChannel")) {
                            real.close();
                            return null;
                        }
                        return RETURNS_DEFAULTS.answer(call);
                    }));
            when(fake.write(any(ByteBuffer.class))).thenAnswer(call -> real.write(call.<ByteBuffer>getArgument(0)));
            doAnswer(call -> {
                real.force(call.getArgument(0));
                return null;
            }).when(fake).force(anyBoolean());
            fault.inject(fake);
            return fake;
        });
    }

    @FunctionalInterface
    private interface Fault {
        void inject(FileChannel channel) throws IOException;
    }

    private Path old() throws IOException {
        return Files.writeString(dir.resolve("out.csv"), "old\n");
    }

    private void assertUnchanged(Path target) throws IOException {
        assertThat(Files.readString(target)).isEqualTo("old\n");
        assertThat(created).hasSize(1);
        assertThat(created.get(0)).doesNotExist();
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("out.csv");
        }
    }

    private static byte[] answer() {
        return "1,2,3,4\n".repeat(20_000).getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void aFullDiskWhileWriting() throws Exception {
        Path target = old();
        AtomicFiles files = failing(ch -> when(ch.write(any(ByteBuffer.class)))
                .thenThrow(new IOException("No space left on device")));
        assertThatThrownBy(() -> {
            try (Output out = files.open(target, "out.csv")) {
                out.write(answer());
                out.commit();
            }
        }).isInstanceOf(OutputException.class).hasMessage("out.csv: cannot write: No space left on device");
        assertUnchanged(target);
    }

    @Test
    void aDiskThatFillsUpPartWayThrough() throws Exception {
        Path target = old();
        AtomicFiles files = failing(ch -> {
            int[] calls = {0};
            when(ch.write(any(ByteBuffer.class))).thenAnswer(call -> {
                ByteBuffer b = call.getArgument(0);
                if (++calls[0] > 1) {
                    throw new IOException("No space left on device");
                }
                int n = b.remaining();
                b.position(b.limit());
                return n;
            });
        });
        assertThatThrownBy(() -> {
            try (Output out = files.open(target, "out.csv")) {
                out.append("1,2\n");
                out.write(answer());
                out.commit();
            }
        }).isInstanceOf(OutputException.class).hasMessage("out.csv: cannot write: No space left on device");
        assertUnchanged(target);
    }

    @Test
    void theDiskFailsToSync() throws Exception {
        Path target = old();
        AtomicFiles files = failing(ch -> doThrow(new IOException("Input/output error")).when(ch).force(anyBoolean()));
        assertThatThrownBy(() -> {
            try (Output out = files.open(target, "out.csv")) {
                out.write(answer());
                out.commit();
            }
        }).isInstanceOf(OutputException.class).hasMessage("out.csv: cannot write: Input/output error");
        assertUnchanged(target);
    }

    @Test
    void theRenameFailsWhenTheTargetBecameADirectory() throws Exception {
        Path target = dir.resolve("out.csv");
        AtomicFiles files = failing(ch -> { });
        try (Output out = files.open(target, "out.csv")) {
            out.write(answer());
            Files.createDirectory(target);
            Files.writeString(target.resolve("keep"), "kept\n");
            assertThatThrownBy(out::commit).isInstanceOf(OutputException.class)
                    .hasMessageStartingWith("out.csv: cannot replace it: ");
        }
        assertThat(Files.readString(target.resolve("keep"))).isEqualTo("kept\n");
        assertThat(created.get(0)).doesNotExist();
    }

    @Test
    void withoutFaultsTheFakeWritesTheWholeFile() throws Exception {
        Path target = old();
        try (Output out = failing(ch -> { }).open(target, "out.csv")) {
            out.write(answer());
            out.commit();
        }
        assertThat(Files.readAllBytes(target)).isEqualTo(answer());
        assertThat(created.get(0)).doesNotExist();
    }
}
