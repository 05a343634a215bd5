package io.assetdesk.sandbox;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;

/**
 * The portal's side of the sandbox: the enrollment frame page for an SSO key, an order's login page, the bank sign-in
 * and the completion of an enrollment, and the report that follows it after the report delay.
 */
final class Portal {
    private static final Logger LOG = LoggerFactory.getLogger(Portal.class);

    private final JsonMapper mapper;
    private final OrderStore store;
    private final ScheduledExecutorService scheduler;
    private final Postbacks postbacks;
    private final Duration reportDelay;

    Portal(JsonMapper mapper, OrderStore store, ScheduledExecutorService scheduler, Postbacks postbacks,
           Duration reportDelay) {
        this.mapper = mapper;
        this.store = store;
        this.scheduler = scheduler;
        this.postbacks = postbacks;
        this.reportDelay = reportDelay;
    }


    Reply widgetPage(Exchange ex) {
        String key = SandboxHandler.query(ex).get("ssoKey");
        if (key == null || key.isBlank()) {
            return Reply.html(400, EnrollmentPage.invalidLink());
        }
        SandboxOrder o = store.byKey(key);
        if (o == null) {
            return Reply.html(404, EnrollmentPage.invalidLink());
        }
        return framePage(key);
    }

    /**
     * An order's {@code loginUrl}: the same enrollment flow as the frame, for an order that still waits for its
     * borrower
     * (the order gets an enrollment key of its own when it has none, e.g. a seeded order); otherwise a page that says
     * why there is nothing to do.
     */
    Reply loginPage(Exchange ex) {
        String id = SandboxHandler.query(ex).get("order");
        SandboxOrder o = id == null || id.isBlank() ? null : store.find(id.strip());
        if (o == null) {
            return Reply.html(404, EnrollmentPage.notEnrollable("This order is not known",
                    "Please ask your loan officer for a new link."));
        }
        String key = store.keyForLogin(o);
        if (key == null) {
            return Reply.html(409, switch (o.status) {
                case SandboxOrder.IN_PROGRESS -> EnrollmentPage.notEnrollable("This order is already enrolled",
                        "Your accounts are linked; the report is being prepared for your loan officer.");
                case SandboxOrder.CLOSED -> EnrollmentPage.notEnrollable("This order already has its report",
                        "There is nothing more to do here.");
                default -> EnrollmentPage.notEnrollable("This order cannot be enrolled now",
                        "Its status is " + o.status + ". Please ask your loan officer.");
            });
        }
        return framePage(key);
    }

    /** The enrollment page for an SSO key, allowed nothing from elsewhere. */
    private static Reply framePage(String key) {
        return Reply.html(200, EnrollmentPage.widget(key))
                .header("Content-Security-Policy",
                        "default-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'");
    }

    /**
     * A form post of the page: the order waiting for its key, the chosen bank, a correct bank sign-in; or a refusal.
     */
    private record SignedIn(String key, SandboxOrder order, int bank, Reply refusal) {
        static SignedIn refused(Reply why) {
            return new SignedIn(null, null, -1, why);
        }
    }

    private SignedIn signedIn(Map<String, List<String>> form) {
        String key = SandboxHandler.first(form, "ssoKey");
        SandboxOrder o = store.byKey(key);
        if (o == null) {
            return SignedIn.refused(linkGone());
        }
        int bank = Banks.indexOf(SandboxHandler.first(form, "bank"));
        if (bank < 0) {
            return SignedIn.refused(Reply.error(mapper, 422, "UNKNOWN_BANK", "Unprocessable Entity",
                    "Choose a bank from the list.", "/bank"));
        }
        if (!bankCredentialsOk(form)) {
            return SignedIn.refused(badBankLogin());
        }
        return new SignedIn(key, o, bank, null);
    }

    Reply signIn(Map<String, List<String>> form) {
        SignedIn in = signedIn(form);
        if (in.refusal() != null) {
            return in.refusal();
        }
        SandboxOrder o = in.order();
        int bank = in.bank();
        List<Banks.BorrowerAccount> accounts = Banks.accounts(o.seed, bank);
        return Reply.json(200, mapper, g -> {
            g.writeStartObject();
            g.writeStringProperty("bank", Banks.ALL.get(bank).name());
            g.writeName("accounts");
            g.writeStartArray();
            for (Banks.BorrowerAccount a : accounts) {
                g.writeStartObject();
                g.writeNumberProperty("index", a.index());
                g.writeStringProperty("name", a.name());
                g.writeStringProperty("mask", a.mask());
                g.writeStringProperty("subtype", a.kind().subtype);
                g.writeStringProperty("currency", a.currency());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    Reply complete(Map<String, List<String>> form) {
        SignedIn in = signedIn(form);
        if (in.refusal() != null) {
            return in.refusal();
        }
        String key = in.key();
        SandboxOrder waiting = in.order();
        int bank = in.bank();
        int available = Banks.accounts(waiting.seed, bank).size();
        int mask = 0;
        for (String s : form.getOrDefault("accounts", List.of())) {
            try {
                int i = Integer.parseInt(s.strip());
                if (i >= 0 && i < available) {
                    mask |= 1 << i;
                }
            } catch (NumberFormatException e) {
                // ignored: not an account of this bank
            }
        }
        if (mask == 0) {
            return Reply.error(mapper, 422, "NO_ACCOUNTS", "Unprocessable Entity",
                    "Choose at least one account to share.", "/accounts");
        }
        SandboxOrder o = store.complete(key, bank, mask);
        if (o == null) {
            return linkGone();
        }
        LOG.info("Sandbox: enrollment completed for order {}; report in {} ms", o.id, reportDelay.toMillis());
        scheduleReport(o, reportDelay.toMillis());
        return Reply.json(200, mapper, g -> {
            g.writeStartObject();
            g.writeStringProperty("status", o.status);
            g.writeEndObject();
        });
    }

    /** The report of an enrolled order becomes ready in {@code millis}; a postback follows when asked for. */
    void scheduleReport(SandboxOrder o, long millis) {
        try {
            scheduler.schedule(() -> {
                if (!store.reportReady(o)) {
                    LOG.info("Sandbox: order {} was reset away before its report was ready", o.id);
                    return;
                }
                LOG.info("Sandbox: report ready for order {}", o.id);
                if (o.notificationUrl != null) {
                    postbacks.send(o);
                }
            }, Math.max(0, millis), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            LOG.debug("Sandbox: stopping, report of order {} not scheduled", o.id);
        }
    }

    /**
     * After a restart on kept data: the reports of orders enrolled at a desk (in progress) that were still being
     * prepared become ready when their delay from the enrollment has passed.
     */
    void resumePendingReports() {
        long now = store.now();
        for (SandboxOrder o : store.newestFirst()) {
            if (SandboxOrder.IN_PROGRESS.equals(o.status) && o.bank >= 0 && o.completedMillis > 0) {
                scheduleReport(o, o.completedMillis + reportDelay.toMillis() - now);
            }
        }
    }

    private Reply linkGone() {
        return Reply.error(mapper, 404, "ENROLLMENT_LINK_INVALID", "Not Found",
                "This enrollment link is not valid or has already been used.", "/ssoKey");
    }

    private Reply badBankLogin() {
        return Reply.error(mapper, 401, "BANK_LOGIN_FAILED", "Unauthorized",
                "The username or password is incorrect. Please try again.", "/password");
    }

    private static boolean bankCredentialsOk(Map<String, List<String>> form) {
        return Banks.USERNAME.equals(SandboxHandler.first(form, "username"))
                && Banks.PASSWORD.equals(SandboxHandler.first(form, "password"));
    }
}
