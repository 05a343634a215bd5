package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.QrImage;
import io.assetdesk.ui.common.Workstation;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The order's login link, a section of the order screen: copied, opened in the browser (off the FX thread, copied
 * instead where there is no browser), or handed to the borrower's phone. Every outcome is said in the screen's notice
 * line. Only an http(s) address is ever opened or shown as a code.
 */
final class OrderLink {
    private final Messages messages;
    private final UiExecutor ui;
    private final Executor background;
    private final Workstation workstation;
    private final Supplier<Order> order;
    private final Consumer<String> notice;

    OrderLink(Messages messages, UiExecutor ui, Executor background, Workstation workstation, Supplier<Order> order,
              Consumer<String> notice) {
        this.messages = messages;
        this.ui = ui;
        this.background = background;
        this.workstation = workstation;
        this.order = order;
        this.notice = notice;
    }

    /** The login URL, when it is an http(s) address (anything else is never opened). */
    URI safe() {
        Order o = order.get();
        if (o == null || o.loginUrl() == null) {
            return null;
        }
        try {
            URI u = new URI(o.loginUrl().strip());
            String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
            return (scheme.equals("https") || scheme.equals("http")) && u.getHost() != null ? u : null;
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** Copy link: the link as the service sent it, on the clipboard. */
    void copy() {
        Order o = order.get();
        if (o == null || o.loginUrl() == null || o.loginUrl().isBlank()) {
            notice.accept(messages.get("order.loginUrl.none"));
            return;
        }
        workstation.copy(o.loginUrl());
        notice.accept(messages.get("order.loginUrl.copied"));
    }

    /** Open link: in the browser, off the FX thread; copied instead when this workstation has no browser. */
    CompletableFuture<Boolean> open() {
        URI u = safe();
        if (u == null) {
            notice.accept(messages.get("order.loginUrl.notOpenable"));
            return CompletableFuture.completedFuture(false);
        }
        CompletableFuture<Boolean> opened = CompletableFuture.supplyAsync(() -> workstation.browse(u), background);
        ui.deliver(opened, ok -> {
            if (ok) {
                notice.accept(messages.get("order.loginUrl.opened"));
            } else {
                copyInstead(u);
            }
        }, error -> copyInstead(u));
        return opened;
    }

    private void copyInstead(URI u) {
        workstation.copy(u.toString());
        notice.accept(messages.get("order.loginUrl.noBrowser"));
    }

    /** The link to show as a QR code; empty, with the reason in the notice line, when a phone could not use it. */
    Optional<URI> forPhone() {
        URI link = safe();
        if (link == null) {
            notice.accept(messages.get("order.loginUrl.none"));
            return Optional.empty();
        }
        if (!QrImage.reachableFromAPhone(link)) {
            notice.accept(messages.get("order.phone.local"));
            return Optional.empty();
        }
        if (!QrImage.fits(link.toString())) {
            notice.accept(messages.get("order.phone.tooLong"));
            return Optional.empty();
        }
        return Optional.of(link);
    }
}
