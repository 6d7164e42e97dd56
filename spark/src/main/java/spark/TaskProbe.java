package spark;

import java.io.Serializable;

/**
 * Called by every task of the jobs here as it starts, with its partition and attempt number (from
 * {@link org.apache.spark.TaskContext}). The command line passes {@link #NONE}; tests pass a probe that
 * throws on a first attempt, to show that Spark's retry of the task gives the same answers.
 */
@FunctionalInterface
public interface TaskProbe extends Serializable {

    /** The probe that does nothing. */
    TaskProbe NONE = (partition, attempt) -> { };

    /** A task of partition {@code partition} starts its attempt {@code attempt} (0 for the first). */
    void enter(int partition, int attempt);

    /** Calls {@link #enter} with the running task's partition and attempt. */
    default void enterTask() {
        org.apache.spark.TaskContext task = org.apache.spark.TaskContext.get();
        enter(task.partitionId(), task.attemptNumber());
    }
}
