package tester.common;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * Why a file could not be read, in words, without repeating its name: Java's file-system exceptions put
 * the path in their message, and the messages here already start with it.
 */
public final class IoReason {

    private IoReason() {
    }

    /** E.g. {@code permission denied}, {@code no such file}, or the system's reason. */
    public static String of(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
