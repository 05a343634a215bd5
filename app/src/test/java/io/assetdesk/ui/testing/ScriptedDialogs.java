package io.assetdesk.ui.testing;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Dialogs;
import io.assetdesk.ui.common.FileDialogs;
import io.assetdesk.ui.common.FxDialogs;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import javafx.stage.Window;

/**
 * The screens' dialogs in a test: what the test scripted is answered at once (a file, yes or no to a question by its
 * id), and every question is recorded; what was not scripted is shown for real ({@link FxDialogs}), so that a test can
 * walk a dialog with the robot. No native file dialog ever opens: an unscripted file dialog answers "cancelled".
 */
public final class ScriptedDialogs implements Dialogs {
    private final FxDialogs real;
    private final Map<String, Boolean> answers = new ConcurrentHashMap<>();
    private final Map<String, Object> filled = new ConcurrentHashMap<>();
    private final List<String> asked = new CopyOnWriteArrayList<>();
    private volatile Function<FileDialogs.Request, Path> save = r -> null;
    private volatile Function<FileDialogs.Request, Path> open = r -> null;

    public ScriptedDialogs(Messages messages) {
        this.real = new FxDialogs(messages);
    }

    /** Save dialogs answer with this (null: cancelled). */
    public ScriptedDialogs onSave(Function<FileDialogs.Request, Path> answer) {
        this.save = answer;
        return this;
    }

    /** Open dialogs answer with this (null: cancelled). */
    public ScriptedDialogs onOpen(Function<FileDialogs.Request, Path> answer) {
        this.open = answer;
        return this;
    }

    /** The question (or the QR code's dialog) with this id answers {@code yes} without being shown. */
    public ScriptedDialogs answer(String id, boolean yes) {
        answers.put(id, yes);
        return this;
    }

    /** The form with this id is filled with {@code value} without being shown. */
    public ScriptedDialogs fill(String id, Object value) {
        filled.put(id, value);
        return this;
    }

    /** The ids (file dialogs: their titles) of every dialog asked for, in order. */
    public List<String> asked() {
        return List.copyOf(asked);
    }

    @Override
    public Optional<Path> save(Window owner, FileDialogs.Request request) {
        asked.add(request.title());
        return Optional.ofNullable(save.apply(request));
    }

    @Override
    public Optional<Path> open(Window owner, FileDialogs.Request request) {
        asked.add(request.title());
        return Optional.ofNullable(open.apply(request));
    }

    @Override
    public boolean confirm(Window owner, Question question) {
        asked.add(question.id());
        Boolean scripted = answers.get(question.id());
        return scripted != null ? scripted : real.confirm(owner, question);
    }

    @Override
    public void tell(Window owner, Notice notice, boolean wait) {
        asked.add(notice.id());
        real.tell(owner, notice, wait);
    }

    @Override
    public Optional<String> prompt(Window owner, String title, String question, String initial) {
        asked.add(title);
        return real.prompt(owner, title, question, initial);
    }

    @Override
    public <T> Optional<T> fill(Window owner, Form<T> form) {
        asked.add(form.id());
        if (filled.containsKey(form.id())) {
            @SuppressWarnings("unchecked")
            T value = (T) filled.get(form.id());
            return Optional.of(value);
        }
        return real.fill(owner, form);
    }

    @Override
    public boolean phoneQr(Window owner, URI link) {
        asked.add(PHONE);
        Boolean scripted = answers.get(PHONE);
        return scripted != null ? scripted : real.phoneQr(owner, link);
    }

    /** The id of the QR code's dialog. */
    public static final String PHONE = "order-phone-dialog";
}
