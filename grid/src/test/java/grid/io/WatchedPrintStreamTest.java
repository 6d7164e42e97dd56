package grid.io;

import org.apache.commons.io.output.BrokenOutputStream;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link WatchedPrintStream} keeps the cause a PrintStream would reduce to a flag. */
class WatchedPrintStreamTest {

    @Test
    void aHealthyStreamHasNoFailureAndPassesTextThrough() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        WatchedPrintStream out = WatchedPrintStream.over(bytes, StandardCharsets.UTF_8);
        out.println("Solution found!");
        assertThat(WatchedPrintStream.failure(out)).isNull();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("Solution found!" + System.lineSeparator());
    }

    @Test
    void theFirstCauseIsKept() {
        WatchedPrintStream out = WatchedPrintStream.over(new BrokenOutputStream(() -> new IOException("Broken pipe")),
                StandardCharsets.UTF_8);
        out.println("lost");
        out.println("lost too");
        assertThat(WatchedPrintStream.failure(out)).isEqualTo("Broken pipe");
    }

    @Test
    void anOrdinaryPrintStreamOnlySaysThatItFailed() {
        PrintStream plain = new PrintStream(new BrokenOutputStream(() -> new IOException("No space left on device")), true,
                StandardCharsets.UTF_8);
        plain.println("lost");
        assertThat(WatchedPrintStream.failure(plain)).isEqualTo("the stream reported a write error");
    }
}
