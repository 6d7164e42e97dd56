package cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * {@code --version}: the project version the build wrote into {@code cli/version.properties}, and the
 * Java running it, which is what a bug report needs.
 */
public final class Version implements CommandLine.IVersionProvider {

    /** Made by picocli for {@code --version}. */
    public Version() {
    }

    /** The project version of this build, e.g. {@code 1.0.0}. */
    public static String project() {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                throw new IllegalStateException("cli/version.properties is missing from the build");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read cli/version.properties", e);
        }
        return p.getProperty("version");
    }

    @Override
    public String[] getVersion() {
        return new String[]{"sudoku " + project() + " (Java " + Runtime.version() + ")"};
    }
}
