package io.assetdesk.ui.common;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.stage.Window;

/**
 * Every dialog the console shows, in one place: questions, notices, forms, the system's file dialogs, and the QR code
 * of a login link. The composition root gives the screens one ({@link FxDialogs}); tests give them a scripted one, so
 * that no screen builds a dialog of its own and no test waits on a native one. Every method runs on the FX thread;
 * {@code owner} may be null (no window yet).
 */
public interface Dialogs {

    /**
     * A question with two answers.
     *
     * @param id          the dialog pane's id (tests and screen readers find it by it)
     * @param yes         the answer that goes on
     * @param no          the answer that keeps things as they are
     * @param enterSaysNo true when Enter must not take the {@code yes} (a destructive or early choice)
     * @param content     shown under the text (null for none)
     */
    record Question(String id, String title, String header, String text, String yes, String no, boolean enterSaysNo,
                    Node content) {
        /** A plain question: OK and Cancel in the system's words, Enter says yes. */
        public static Question plain(String id, String title, String text) {
            return new Question(id, title, null, text, null, null, false, null);
        }
    }

    /** A notice to read; an {@code error} one looks like an error. {@code content} is shown under the text. */
    record Notice(String id, String title, String header, String text, boolean error, Node content) {
    }

    /**
     * A form: {@code content} holds its fields, OK stays disabled while {@code invalid} holds, and {@code result}
     * reads what was typed once OK is pressed.
     */
    record Form<T>(String id, String title, String header, Node content, ObservableBooleanValue invalid,
                   Supplier<T> result) {
    }

    /** What a file dialog asks for (see {@link FileDialogs.Request}). */
    Optional<Path> save(Window owner, FileDialogs.Request request);

    Optional<Path> open(Window owner, FileDialogs.Request request);

    /** True when the officer took the question's {@code yes}. */
    boolean confirm(Window owner, Question question);

    /** Shows a notice; {@code wait}: returns once it is closed, else at once. */
    void tell(Window owner, Notice notice, boolean wait);

    /** A line of text asked for ({@code initial} filled in); empty when cancelled. */
    Optional<String> prompt(Window owner, String title, String question, String initial);

    /** The form's result; empty when cancelled. */
    <T> Optional<T> fill(Window owner, Form<T> form);

    /**
     * "Continue on your phone": the login link as a QR code, for a borrower whose bank refuses the embedded sign-in;
     * true when the officer says the borrower is going on there.
     */
    boolean phoneQr(Window owner, URI link);

    /** The window a node is shown in; null while it is in none. */
    static Window windowOf(Node node) {
        return node == null || node.getScene() == null ? null : node.getScene().getWindow();
    }
}
