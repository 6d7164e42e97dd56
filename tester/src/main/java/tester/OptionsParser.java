package tester;

import tester.common.Options;

/** A command whose command line becomes {@link Options} (solve, batch): what it asks, checked, without running it. */
interface OptionsParser {

    /** The checked options; a {@link picocli.CommandLine.ParameterException} names the first mistake. */
    Options options();
}
