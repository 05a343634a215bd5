package io.assetdesk.ui.common;

import io.assetdesk.ui.Messages;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;
import javafx.geometry.Pos;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputDialog;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** The console's dialogs as JavaFX shows them (the one {@link Dialogs} of the app). */
public final class FxDialogs implements Dialogs {
    private static final double TEXT_WIDTH = 420;

    private final Messages messages;

    public FxDialogs(Messages messages) {
        this.messages = messages;
    }

    @Override
    public Optional<Path> save(Window owner, FileDialogs.Request request) {
        return Optional.ofNullable(FileDialogs.save(owner, request));
    }

    @Override
    public Optional<Path> open(Window owner, FileDialogs.Request request) {
        return Optional.ofNullable(FileDialogs.open(owner, request));
    }

    @Override
    public boolean confirm(Window owner, Question q) {
        ButtonType yes = q.yes() == null ? ButtonType.OK : new ButtonType(q.yes(), ButtonBar.ButtonData.OK_DONE);
        ButtonType no = q.no() == null ? ButtonType.CANCEL : new ButtonType(q.no(), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, q.text() == null ? "" : q.text(), yes, no);
        dress(alert, owner, q.id(), q.title(), q.header());
        if (q.content() != null) {
            alert.getDialogPane().setContent(q.content());
        }
        if (q.enterSaysNo()) {
            ((Button) alert.getDialogPane().lookupButton(yes)).setDefaultButton(false);
            ((Button) alert.getDialogPane().lookupButton(no)).setDefaultButton(true);
        }
        return alert.showAndWait().filter(b -> b == yes).isPresent();
    }

    @Override
    public void tell(Window owner, Notice n, boolean wait) {
        Alert alert = new Alert(n.error() ? Alert.AlertType.ERROR : Alert.AlertType.INFORMATION,
                n.text() == null ? "" : n.text(), ButtonType.CLOSE);
        dress(alert, owner, n.id(), n.title(), n.header());
        if (n.content() != null) {
            alert.getDialogPane().setContent(n.content());
        }
        if (wait) {
            alert.showAndWait();
        } else {
            alert.show();
        }
    }

    @Override
    public Optional<String> prompt(Window owner, String title, String question, String initial) {
        TextInputDialog dialog = new TextInputDialog(initial);
        dress(dialog, owner, null, title, question);
        return dialog.showAndWait();
    }

    @Override
    public <T> Optional<T> fill(Window owner, Form<T> form) {
        Dialog<T> d = new Dialog<>();
        dress(d, owner, form.id(), form.title(), form.header());
        d.getDialogPane().setContent(form.content());
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        d.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(form.invalid());
        d.setResultConverter(b -> b == ButtonType.OK ? form.result().get() : null);
        return d.showAndWait();
    }

    @Override
    public boolean phoneQr(Window owner, URI link) {
        Optional<Image> qr = QrImage.of(link.toString(), 6);
        if (qr.isEmpty()) {
            return false;
        }
        ImageView code = new ImageView();
        QrImage.showIn(code, qr.get());
        code.setId("orderPhoneQr");
        code.setAccessibleText(messages.get("enrollment.phone.qr"));
        Label text = wrapped(new Label(messages.get("order.phone.text")));
        Label shown = wrapped(new Label(link.toString()));
        shown.getStyleClass().add("text-muted");
        VBox box = new VBox(12, text, code, shown);
        box.setAlignment(Pos.CENTER);
        // Enter closes: saying the borrower went on on the phone is a choice, not a default
        return confirm(owner, new Question("order-phone-dialog", messages.get("enrollment.phone.title"),
                messages.get("enrollment.phone.title"), null, messages.get("enrollment.phone.done"),
                messages.get("order.phone.close"), true, box));
    }

    private static Label wrapped(Label label) {
        label.setWrapText(true);
        label.setMaxWidth(TEXT_WIDTH);
        return label;
    }

    private static void dress(Dialog<?> dialog, Window owner, String id, String title, String header) {
        if (owner != null) {
            dialog.initOwner(owner);
        }
        if (title != null) {
            dialog.setTitle(title);
        }
        dialog.setHeaderText(header);
        if (id != null) {
            dialog.getDialogPane().setId(id);
        }
        // never larger than the screen it opens on: a long list or form scrolls its window's edge into view
        Rectangle2D screen = ScreenFit.boundsOf(owner);
        dialog.getDialogPane().setMaxSize(screen.getWidth() - 40, screen.getHeight() - 60);
    }
}
