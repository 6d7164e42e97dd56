package tester.serve;

/** What a {@link Job} needs of the connection that asked for it: a way to answer, and to say it is over. */
interface Connection {

    /** Sends one answer, if the connection is still open; one that cannot be sent is dropped. */
    void send(String json);

    /** Called by a job that has answered. */
    void finished(Job job);
}
