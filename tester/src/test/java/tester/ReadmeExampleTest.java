package tester;

import example.SolveFromJava;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's "Using it from Java" example is this module's {@code example.SolveFromJava}, word for word,
 * so the example in the README compiles against the grid and solver jars and does what it says.
 */
class ReadmeExampleTest {

    private static final Path README = Path.of("..", "README.md");
    private static final Path SOURCE = Path.of("src", "test", "java", "example", "SolveFromJava.java");

    @Test
    void theReadmeShowsTheExampleThatIsCompiledHere() throws Exception {
        String readme = Files.readString(README);
        String section = readme.substring(readme.indexOf("## Using it from Java"));
        String block = section.substring(section.indexOf("```java\n") + 8, section.indexOf("```\n", section.indexOf("```java\n") + 8));
        assertThat(block).isEqualTo(Files.readString(SOURCE));
    }

    @Test
    void theExampleSolvesASampleAndFindsItUnique() throws Exception {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream old = System.out;
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            SolveFromJava.main(new String[]{Path.of("..", "puzzles", "killer", "easy-killer-44-01.in").toString()});
        } finally {
            System.setOut(old);
        }
        assertThat(captured.toString(StandardCharsets.UTF_8)).startsWith("2 3 | 4 1\n").contains("cages:\n")
                .endsWith("valid\nunique\n");
    }
}
