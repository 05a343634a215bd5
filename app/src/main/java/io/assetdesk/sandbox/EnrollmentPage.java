package io.assetdesk.sandbox;

/**
 * The portal's pages: the enrollment frame (spec 4.5), the page for an invalid link, and two harmless side pages.
 * Self-contained (inline CSS and JS, no external resource) so that it works offline. The element ids are a contract
 * with scripts that drive the page (see {@link SandboxServer}).
 */
final class EnrollmentPage {
    private EnrollmentPage() {
    }

    private static final String STYLE = """
            <style>
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;margin:0;
              background:#f3f5f8;color:#1f2933}
            .card{max-width:460px;margin:20px auto;background:#fff;border-radius:10px;
              box-shadow:0 1px 4px rgba(15,23,42,.15);padding:22px 24px}
            h1{font-size:20px;margin:8px 0 4px}
            p.sub{color:#52606d;margin:0 0 14px;font-size:14px;line-height:1.4}
            .badge{display:inline-block;background:#fff3c4;color:#8d6708;font-size:11px;font-weight:700;
              padding:2px 8px;border-radius:9px;letter-spacing:.06em}
            button.bank{display:flex;align-items:center;gap:12px;width:100%;text-align:left;padding:11px 14px;
              margin:6px 0;border:1px solid #cbd2d9;border-radius:8px;background:#fff;font-size:15px;cursor:pointer}
            button.bank:hover,button.bank:focus{border-color:#2680c2;background:#f0f7fd;outline:none}
            .logo{width:30px;height:30px;border-radius:50%;color:#fff;font-weight:700;display:flex;
              align-items:center;justify-content:center;font-size:14px;flex:none}
            label{display:block;font-size:13px;margin:12px 0 4px;color:#3e4c59}
            input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:9px 10px;
              border:1px solid #cbd2d9;border-radius:6px;font-size:15px}
            .primary{margin-top:16px;width:100%;padding:11px;border:0;border-radius:6px;background:#2680c2;
              color:#fff;font-size:15px;cursor:pointer}
            .primary:disabled{background:#9fb3c8;cursor:default}
            .linkish{background:none;border:0;color:#2680c2;cursor:pointer;padding:0;font-size:13px;margin-top:12px}
            .error{color:#ab091e;background:#ffeeee;border-radius:6px;padding:8px 10px;font-size:14px;margin-top:12px}
            .hint{font-size:12px;color:#7b8794;margin-top:14px}
            .acct{display:flex;align-items:center;gap:10px;padding:10px 12px;border:1px solid #e4e7eb;
              border-radius:8px;margin:6px 0;font-size:15px}
            .acct small{color:#7b8794}
            .hidden{display:none}
            a{color:#2680c2}
            button,input{font-family:inherit}
            </style>
            """;

    private static final String[] COLOURS = {"#1f6f8b", "#2d8a4e", "#6b4fbb", "#c0392b", "#b7791f"};

    static String widget(String ssoKey) {
        StringBuilder banks = new StringBuilder();
        for (int i = 0; i < Banks.ALL.size(); i++) {
            Banks.Bank b = Banks.ALL.get(i);
            banks.append("<button type=\"button\" class=\"bank\" id=\"bank-").append(b.slug()).append("\" data-slug=\"")
                    .append(b.slug()).append("\" data-name=\"").append(esc(b.name())).append("\"><span "
                            + "class=\"logo\" style=\"background:")
                    .append(COLOURS[i % COLOURS.length]).append("\">").append(esc(b.name().substring(0, 1)))
                    .append("</span><span>").append(esc(b.name())).append("</span></button>\n");
        }
        return """
                <!DOCTYPE html>
                <html lang="en"><head><meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>Link your bank accounts</title>
                """ + STYLE + """
                </head><body><div class="card">
                <span class="badge">SANDBOX</span>
                <section id="step-bank">
                  <h1>Link your bank</h1>
                  <p class="sub">Choose your bank to share your account balances and history with your lender.</p>
                  BANKS
                </section>
                <section id="step-login" class="hidden">
                  <h1 id="login-title">Sign in</h1>
                  <p class="sub">Use your online banking username and password.
                    <a id="about-bank" href="#" target="_blank" rel="noopener">About this bank</a></p>
                  <form id="login-form" autocomplete="off">
                    <label for="username">Username</label>
                    <input type="text" id="username" name="username" autocomplete="off" autocapitalize="off"
                           spellcheck="false">
                    <label for="password">Password</label>
                    <input type="password" id="password" name="password" autocomplete="off">
                    <div id="login-error" class="error hidden" role="alert"></div>
                    <button type="submit" id="sign-in" class="primary">Sign in</button>
                  </form>
                  <p class="hint">Sandbox bank: username <b>user_good</b>, password <b>pass_good</b>.</p>
                  <button type="button" id="back" class="linkish">Choose another bank</button>
                </section>
                <section id="step-accounts" class="hidden">
                  <h1>Choose accounts</h1>
                  <p class="sub">Select the accounts you want to share with your lender.</p>
                  <div id="accounts"></div>
                  <div id="confirm-error" class="error hidden" role="alert"></div>
                  <button type="button" id="confirm" class="primary" disabled>Share selected accounts</button>
                </section>
                <section id="done" class="hidden">
                  <h1>All set: your accounts are linked.</h1>
                  <p class="sub">Thank you. You can hand the desk back to your loan officer.</p>
                </section>
                </div>
                <script>
                (function () {
                  var key = "SSO_KEY";
                  var bank = null, user = null, pass = null;
                  var steps = ["step-bank", "step-login", "step-accounts", "done"];
                  function el(id) { return document.getElementById(id); }
                  function show(id) {
                    for (var i = 0; i < steps.length; i++) { el(steps[i]).classList.toggle("hidden", steps[i] !== id); }
                  }
                  function encode(p) {
                    var parts = [];
                    for (var k in p) {
                      var v = [].concat(p[k]);
                      for (var i = 0; i < v.length; i++) {
                        parts.push(encodeURIComponent(k) + "=" + encodeURIComponent(v[i]));
                      }
                    }
                    return parts.join("&");
                  }
                  function post(path, params, done) {
                    var x = new XMLHttpRequest();
                    x.open("POST", path);
                    x.setRequestHeader("Content-Type", "application/x-www-form-urlencoded");
                    x.onload = function () {
                      var b = null;
                      try { b = JSON.parse(x.responseText); } catch (e) {}
                      done(x.status, b);
                    };
                    x.onerror = function () { done(0, null); };
                    x.send(encode(params));
                  }
                  function problem(body, fallback) {
                    return body && body.errors && body.errors[0] && body.errors[0].detail
                        ? body.errors[0].detail : fallback;
                  }
                  function fail(id, text) { var e = el(id); e.textContent = text; e.classList.remove("hidden"); }
                  var buttons = document.querySelectorAll("button.bank");
                  for (var i = 0; i < buttons.length; i++) {
                    buttons[i].addEventListener("click", function () {
                      bank = this.getAttribute("data-slug");
                      el("login-title").textContent = "Sign in to " + this.getAttribute("data-name");
                      el("about-bank").href = "/integrations/assetverify/about-bank?bank=" + encodeURIComponent(bank);
                      el("username").value = ""; el("password").value = "";
                      el("login-error").classList.add("hidden");
                      show("step-login");
                      el("username").focus();
                    });
                  }
                  el("back").addEventListener("click", function () { show("step-bank"); });
                  el("login-form").addEventListener("submit", function (ev) {
                    ev.preventDefault();
                    el("login-error").classList.add("hidden");
                    el("sign-in").disabled = true;
                    var u = el("username").value, p = el("password").value;
                    post("/integrations/assetverify/enrollment-widget/sign-in",
                        {ssoKey: key, bank: bank, username: u, password: p},
                      function (status, body) {
                        el("sign-in").disabled = false;
                        if (status === 200 && body && body.accounts) {
                          user = u; pass = p;
                          var list = el("accounts");
                          list.textContent = "";
                          for (var i = 0; i < body.accounts.length; i++) {
                            var a = body.accounts[i];
                            var row = document.createElement("label");
                            row.className = "acct";
                            var box = document.createElement("input");
                            box.type = "checkbox"; box.className = "account";
                            box.id = "account-" + a.index; box.value = a.index;
                            box.addEventListener("change", function () {
                              el("confirm").disabled = document.querySelectorAll("input.account:checked").length === 0;
                            });
                            var text = document.createElement("span");
                            text.textContent = a.name + " ";
                            var small = document.createElement("small");
                            small.textContent = "\\u2022\\u2022\\u2022\\u2022 " + a.mask + " \\u00b7 " + a.currency;
                            text.appendChild(small);
                            row.appendChild(box); row.appendChild(text); list.appendChild(row);
                          }
                          el("confirm").disabled = true;
                          show("step-accounts");
                        } else {
                          el("password").value = "";
                          fail("login-error", problem(body, "Sign-in failed. Please try again."));
                          el("password").focus();
                        }
                      });
                  });
                  el("confirm").addEventListener("click", function () {
                    var chosen = [];
                    var boxes = document.querySelectorAll("input.account:checked");
                    for (var i = 0; i < boxes.length; i++) { chosen.push(boxes[i].value); }
                    if (chosen.length === 0) { return; }
                    el("confirm").disabled = true;
                    el("confirm-error").classList.add("hidden");
                    post("/integrations/assetverify/enrollment-widget/complete",
                      {ssoKey: key, bank: bank, username: user, password: pass, accounts: chosen},
                      function (status, body) {
                        if (status === 200) {
                          user = null; pass = null;
                          show("done");
                          try { window.parent.postMessage("closeFrame", "*"); } catch (e) {}
                        } else {
                          el("confirm").disabled = false;
                          fail("confirm-error", problem(body, "Linking failed. Please try again."));
                        }
                      });
                  });
                })();
                </script>
                </body></html>
                """.replace("BANKS", banks.toString()).replace("SSO_KEY", ssoKey);
    }

    static String invalidLink() {
        return page("Enrollment link not valid", """
                <h1 id="invalid-link">This enrollment link is not valid or has already been used</h1>
                <p class="sub">Please ask your loan officer to start a new enrollment.</p>
                """);
    }

    static String aboutBank(String slug) {
        int i = slug == null ? -1 : Banks.indexOf(slug);
        String name = i < 0 ? "this bank" : Banks.ALL.get(i).name();
        return page("About " + name, "<h1>About " + esc(name) + "</h1>"
                + "<p class=\"sub\">A pretend bank of the Asset Desk training sandbox. No real bank, account or "
                        + "money is "
                + "involved. Sandbox sign-in: username <b>user_good</b>, password <b>pass_good</b>.</p>");
    }

    /** The login URL of an order that cannot be enrolled (unknown, enrolled, closed): says why. */
    static String notEnrollable(String headline, String text) {
        return page(headline, "<h1 id=\"invalid-link\">" + esc(headline) + "</h1><p class=\"sub\">" + esc(text)
                + "</p>");
    }

    static String index(String baseUrl) {
        return page("Asset Desk sandbox", "<h1>Asset Desk sandbox</h1><p class=\"sub\">A local training copy of the "
                + "integration service. API base URL and portal URL: <code>" + esc(baseUrl) + "</code>. Access token "
                + "<code>sandbox-token</code>; see docs/sandbox.md in the Asset Desk repository for the credentials, "
                        + "tokens and training switches.</p>");
    }

    private static String page(String title, String content) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" + esc(title)
                + "</title>" + STYLE + "</head><body><div class=\"card\"><span class=\"badge\">SANDBOX</span>\n"
                + content + "</div></body></html>\n";
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("'", "&#39;");
    }
}
