package tester.reliability;

import cli.ExitCode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The command line's answer to every file of the malformed-input corpus ({@code src/test/resources/malformed},
 * listed with the expected answer in {@code cases.txt}), run end to end through {@code tester.Cli.run}.
 * Every case is run with an output file that already holds known content: it must be rewritten only by
 * exit 0, and no temporary file may be left beside it.
 */
class MalformedInputTest {

    static final Path CORPUS = Path.of("src", "test", "resources", "malformed");
    private static final String KEEP = "keep me\n";

    @TempDir
    Path dir;

    /** One row of cases.txt. */
    record Case(String file, String type, String solver, int exit, String line, String fragment, String[] options) {

        static Case parse(String row) {
            String[] f = row.split("\\|", -1);
            if (f.length < 6) {
                throw new IllegalArgumentException("cases.txt: expected file|type|solver|exit|line|fragment[|options], found " + row);
            }
            String opts = f.length > 6 ? f[6].strip() : "";
            return new Case(f[0].strip(), f[1].strip(), f[2].strip(), Integer.parseInt(f[3].strip()), f[4].strip(),
                    f[5].strip(), opts.isEmpty() ? new String[0] : opts.split("\\s+"));
        }

        /** The puzzle path: a corpus file, or a path that does not exist ({@code @missing}), or a directory ({@code @dir}). */
        String path() {
            return switch (file) {
                case "@missing" -> CORPUS.resolve("no-such-file.in").toString();
                case "@dir" -> CORPUS.toString();
                default -> CORPUS.resolve(file).toString();
            };
        }
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        for (String row : Files.readAllLines(CORPUS.resolve("cases.txt"), StandardCharsets.UTF_8)) {
            if (!row.isBlank() && !row.startsWith("#")) {
                out.add(Case.parse(row));
            }
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyCaseGetsItsDocumentedAnswer() throws IOException {
        return cases().stream().map(c -> DynamicTest.dynamicTest(
                c.file() + " as " + c.type() + "/" + c.solver() + " -> " + c.exit(), () -> check(c)));
    }

    private void check(Case c) throws IOException {
        // Dynamic tests share one @TempDir: each case gets its own folder so leftovers are its own.
        Path caseDir = Files.createTempDirectory(dir, "case");
        Path output = caseDir.resolve("answer.csv");
        Files.writeString(output, KEEP);
        List<String> args = new ArrayList<>(List.of(c.path(), c.type(), c.solver(), "n", output.toString()));
        args.addAll(List.of(c.options()));
        CliRun r = CliRun.of(args.toArray(String[]::new));
        String why = String.join(" ", args) + "\n" + r.describe();

        assertThat(r.code()).as(why).isEqualTo(c.exit());
        assertThat(r.leaksInternals()).as("stack trace or exception name\n" + why).isFalse();
        try (Stream<Path> left = Files.list(caseDir)) {
            assertThat(left.map(p -> p.getFileName().toString())).as("files beside the output\n" + why)
                    .containsExactly(output.getFileName().toString());
        }
        if (c.exit() == ExitCode.SOLVED) {
            assertThat(r.out()).as(why).contains("Solution found!").contains("Valid solution.");
            // Only what a solver says before its search (AC-3 alone) may be there, never an error.
            assertThat(r.err()).as(why).doesNotContain("error");
            assertThat(Files.readString(output)).as(why).isNotEqualTo(KEEP).endsWith("\n");
            return;
        }
        assertThat(r.out()).as(why).doesNotContain("Solution found!");
        assertThat(Files.readString(output)).as("the output file must not change\n" + why).isEqualTo(KEEP);
        if (c.exit() == ExitCode.NO_SOLUTION) {
            // The skeleton's lines on stdout; why (the givens' clash) on stderr.
            assertThat(r.out()).as(why).contains("No solution found!").endsWith("Invalid solution.\n");
            assertThat(r.out() + r.err()).as(why).contains(c.fragment());
            assertThat(r.err()).as(why).doesNotContain("error");
            return;
        }
        String[] lines = r.errLines();
        assertThat(lines).as(why).isNotEmpty();
        String first = lines[0];
        assertThat(first).as(why).startsWith("error: ").contains(c.fragment());
        if (c.line().equals("usage")) {
            assertThat(lines).as("a usage mistake is one line\n" + why).hasSize(1);
            return;
        }
        assertThat(lines).as("one line on stderr\n" + why).hasSize(1);
        assertThat(r.out()).as(why).isEmpty();
        String where = c.line().equals("-") ? "error: " + c.path() + ": " : "error: " + c.path() + ":" + c.line() + ": ";
        assertThat(first).as(why).startsWith(where);
    }

    @Test
    void theCorpusAndTheCasesListAgree() throws IOException {
        List<String> listed = cases().stream().map(Case::file).filter(f -> !f.startsWith("@")).toList();
        try (Stream<Path> files = Files.list(CORPUS)) {
            List<String> present = files.map(p -> p.getFileName().toString()).filter(f -> !f.equals("cases.txt")).toList();
            assertThat(listed).as("every listed file exists").allSatisfy(f -> assertThat(present).contains(f));
            assertThat(present).as("every file is listed").allSatisfy(f -> assertThat(listed).contains(f));
        }
    }
}
