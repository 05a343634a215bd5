#!/usr/bin/env bash
# Smoke test of the packaged app (CI runs it after the test suite). Its packaging trains the start-up archive on the
# console's first screen under a virtual display: Xvfb and GTK 3, which package.sh installs with apt-get when it runs
# as root on Debian (else install them first):
#   1. builds the app image with packaging/package.sh (reusing app/target when `mvn package` already ran);
#   2. starts the image's launcher with --sandbox-server on a free port and reads its "Sandbox listening on" line;
#   3. runs the launcher with --check-connection --config <a connection file for that sandbox>: expects exit 0 and
#      the "assetverify: ok" line (and a banklink line, which cannot be checked without a borrower's token), and the
#      classes of the start-up archive shipped in the image (AOT cache or AppCDS archive) to be used; with --deb,
#      the .deb's archive too, unpacked elsewhere;
#   4. runs the launcher with --export-report <a closed order from the sandbox's list> --out closed.pdf: expects
#      exit 0, its "written:" line and a file that starts with %PDF (PDFBox and its fonts work in the image); and
#      for an unknown order exit 1, one line on stderr and no file.
#
#   packaging/smoke-test.sh [--deb] [--rebuild] [--no-package]
#     --deb         also build the .deb (slower) and check its control data
#     --rebuild     run mvn package first even when app/target/asset-desk.jar exists
#     --no-package  test the image already in target/packaging (no packaging step)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dest="$root/target/packaging"
deb=false; rebuild=false; package=true
for a in "$@"; do
  case "$a" in
    --deb) deb=true ;;
    --rebuild) rebuild=true ;;
    --no-package) package=false ;;
    *) echo "smoke-test.sh: unknown option $a" >&2; exit 2 ;;
  esac
done
say() { echo "smoke: $*"; }
fail() { echo "smoke: FAILED: $*" >&2; exit 1; }

if $package; then
  # the training officers' packages get: the console's first screen, under a virtual display (package.sh installs
  # Xvfb and GTK when it can)
  args=(--cds-training gui)
  $deb || args+=(--app-image-only)
  if ! $rebuild && [ -f "$root/app/target/asset-desk.jar" ] && [ -d "$root/app/target/lib" ]; then
    args+=(--skip-build)
  fi
  bash "$root/packaging/package.sh" "${args[@]}"
fi
launcher="$dest/AssetDesk/bin/AssetDesk"
[ -x "$launcher" ] || fail "no launcher at $launcher"
work=$(mktemp -d "$root/target/smoke.XXXXXX")
# The packaged app keeps its data under the home folder: give it a private one inside target/.
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share"
mkdir -p "$HOME"

say "launcher --help"
"$launcher" --help >"$work/help.txt" || fail "--help exited $?"
grep -q -- "--sandbox-server" "$work/help.txt" || fail "--help shows no usage"

say "launcher --sandbox-server"
"$launcher" --sandbox-server >"$work/sandbox.log" 2>&1 &
sandbox=$!
trap 'kill $sandbox 2>/dev/null || true; wait $sandbox 2>/dev/null || true' EXIT
url=""
for _ in $(seq 1 300); do
  url=$(sed -n 's/^Sandbox listening on \(http:[^ ]*\).*/\1/p' "$work/sandbox.log" | head -1)
  [ -n "$url" ] && break
  kill -0 $sandbox 2>/dev/null || { cat "$work/sandbox.log" >&2; fail "the sandbox exited"; }
  sleep 0.1
done
[ -n "$url" ] || { cat "$work/sandbox.log" >&2; fail "no 'Sandbox listening on' line within 30 s"; }
say "sandbox at $url"
"$root/packaging/sandbox-connection.sh" "$url" >"$work/sandbox.json"

say "launcher --check-connection --config sandbox.json"
set +e
JAVA_TOOL_OPTIONS="-Xlog:class+load=info:file=$work/class-load.txt" \
  timeout 120 "$launcher" --check-connection --config "$work/sandbox.json" >"$work/check.txt" 2>"$work/check.err"
rc=$?
set -e
cat "$work/check.txt"
[ $rc -eq 0 ] || { cat "$work/check.err" >&2; fail "--check-connection exited $rc"; }
grep -q '^assetverify: ok' "$work/check.txt" || fail "no 'assetverify: ok' line"
# Bank link cannot be called without a borrower's one-time public token: its line says it is configured.
grep -q '^banklink: ' "$work/check.txt" || fail "no 'banklink:' line"
if grep -q 'failed' "$work/check.txt"; then fail "a check failed"; fi

# The loan-file export: a closed order of the sandbox's list (GET with a JSON body, as the spec has it).
list_orders() {
  local body='{"username":"sandbox-officer","password":"sandbox-password","data":{}}'
  local path=/api/v1/integrations/assetverify/orders
  if command -v curl >/dev/null; then
    curl -sS --max-time 30 -X GET -H "Authorization: Bearer sandbox-token" -H "Content-Type: application/json" \
      --data "$body" "$url$path"
  else
    local hostport=${url#http://}
    exec 3<>"/dev/tcp/${hostport%:*}/${hostport##*:}"
    printf 'GET %s HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer sandbox-token\r\nContent-Type: application/json\r\nContent-Length: %s\r\nConnection: close\r\n\r\n%s' \
      "$path" "$hostport" "${#body}" "$body" >&3
    timeout 30 cat <&3
    exec 3<&-
  fi
}
list_orders >"$work/orders.json" || fail "could not list the sandbox's orders"
closed_id=$(grep -o '"id":"[^"]*","type":"order","attributes":{[^}]*"status":"closed"' "$work/orders.json" \
  | head -1 | sed 's/^"id":"\([^"]*\)".*/\1/')
[ -n "$closed_id" ] || fail "no closed order in the sandbox's list"
say "launcher --export-report $closed_id --config sandbox.json --out closed.pdf"
set +e
timeout 120 "$launcher" --export-report "$closed_id" --config "$work/sandbox.json" --out "$work/closed.pdf" \
  >"$work/export.txt" 2>"$work/export.err"
rc=$?
set -e
cat "$work/export.txt"
[ $rc -eq 0 ] || { cat "$work/export.err" >&2; fail "--export-report exited $rc"; }
grep -qxF "written: $work/closed.pdf" "$work/export.txt" || fail "no 'written: $work/closed.pdf' line"
[ "$(head -c 5 "$work/closed.pdf")" = "%PDF-" ] || fail "closed.pdf does not start with %PDF"
say "closed.pdf $(wc -c <"$work/closed.pdf") bytes"
set +e
timeout 120 "$launcher" --export-report no-such-order --config "$work/sandbox.json" --out "$work/unknown.pdf" \
  >/dev/null 2>"$work/unknown.err"
rc=$?
set -e
[ $rc -eq 1 ] || fail "--export-report of an unknown order exited $rc, not 1"
[ "$(wc -l <"$work/unknown.err")" -eq 1 ] || { cat "$work/unknown.err" >&2; fail "not one line on stderr"; }
[ ! -e "$work/unknown.pdf" ] || fail "a file was written for an unknown order"

# The start-up archive (an AOT cache from JDK 25, an AppCDS archive before): the classes the training run loaded
# come from it ("source: shared objects file"), the app's own among them (an archive that did not match would give
# none).
appdir="$dest/AssetDesk/lib/app"
app_from_archive() {  # CLASS_LOAD_LOG: the app's own classes came from the start-up archive
  grep -q '^\[.*io\.assetdesk\.Main source: shared objects file' "$1"
}
if [ -f "$appdir/app.aot" ] || [ -f "$appdir/app.jsa" ]; then
  kind="AOT cache"; [ -f "$appdir/app.aot" ] || kind="AppCDS archive"
  shared=$(grep -c 'source: shared objects file' "$work/class-load.txt" || true)
  total=$(grep -c 'source: ' "$work/class-load.txt" || true)
  say "$kind: $shared of $total classes from it"
  app_from_archive "$work/class-load.txt" || fail "the app's classes were not loaded from its $kind"
else
  fail "the image has no lib/app/app.aot (AOT cache) or lib/app/app.jsa (AppCDS archive)"
fi

if $deb; then
  f=$(ls "$dest"/asset-desk_*.deb 2>/dev/null | head -1)
  [ -n "$f" ] || fail "no .deb in $dest"
  dpkg-deb -f "$f" Depends | grep -q libgtk-3-0 || fail "the .deb does not depend on libgtk-3-0"
  # the listing is read whole first: grep -q stopping at its match would end dpkg-deb with SIGPIPE (pipefail)
  contents=$(dpkg-deb -c "$f")
  grep -q './opt/asset-desk/bin/AssetDesk' <<<"$contents" || fail "the .deb has no /opt/asset-desk/bin/AssetDesk"
  grep -q './usr/share/applications/asset-desk.desktop' <<<"$contents" || fail "the .deb has no menu entry"
  grep -q './usr/share/icons/hicolor/256x256/apps/asset-desk.png' <<<"$contents" || fail "the .deb has no menu icon"
  # the maintainer scripts are the package's own (packaging/linux): jpackage's call xdg-desktop-menu, which fails the
  # install (dpkg leaves the package half-configured) where the machine has no menu folder
  control="$work/deb-control"
  dpkg-deb -e "$f" "$control"
  for script in postinst prerm; do
    grep -q "^# $script for asset-desk" "$control/$script" || fail "the .deb's $script is not packaging/linux/$script"
    sh -n "$control/$script" || fail "the .deb's $script is not a valid shell script"
    # a template word jpackage left as it was (JDK 25's no longer fills UTILITY_SCRIPTS) would stop the remove
    if grep -qE '^[[:space:]]*[A-Z_]+[[:space:]]*$' "$control/$script"; then
      fail "the .deb's $script has a line that is a bare template word"
    fi
  done
  if grep -q 'xdg-desktop-menu' "$control/postinst" "$control/prerm"; then
    fail "the .deb's maintainer scripts call xdg-desktop-menu"
  fi
  entry=$(dpkg-deb --fsys-tarfile "$f" | tar -xO ./usr/share/applications/asset-desk.desktop)
  grep -q '^Exec=/opt/asset-desk/bin/AssetDesk$' <<<"$entry" || fail "the menu entry does not start the console"
  if grep -q './opt/asset-desk/lib/app/app.aot' <<<"$contents"; then
    # the AOT cache ships made: unpacked elsewhere than where it was made, its launcher must still map it, and it
    # must hold the first screen's classes (a headless training's cache starts the console slower: docs/benchmarks.md)
    unpacked="$work/deb-root"
    dpkg-deb -x "$f" "$unpacked"
    # -XX:AOTMode=on: a cache that cannot be used stops the JVM instead of being passed over
    JAVA_TOOL_OPTIONS="-XX:AOTMode=on -Xlog:class+load=info:file=$work/deb-class-load.txt" \
      "$unpacked/opt/asset-desk/bin/AssetDesk" --help >"$work/deb-aot-help.txt" 2>&1 \
      || { tail -20 "$work/deb-aot-help.txt" >&2; fail "the unpacked .deb's launcher cannot use its cache"; }
    app_from_archive "$work/deb-class-load.txt" \
      || fail "the .deb's launcher, unpacked elsewhere, did not load the app's classes from its AOT cache"
    JAVA_TOOL_OPTIONS="-XX:+PrintSharedArchiveAndExit" "$unpacked/opt/asset-desk/bin/AssetDesk" \
      >"$work/deb-aot.txt" 2>&1 || true
    grep -q ' io\.assetdesk\.ui\.orders\.OrdersController ' "$work/deb-aot.txt" \
      || fail "the .deb's AOT cache is not the first screen's (no io.assetdesk.ui.orders.OrdersController)"
    say ".deb AOT cache: $(grep -c '_loader$' "$work/deb-aot.txt") classes, the first screen's included," \
      "valid where unpacked"
    rm -rf "$unpacked"
  else
    grep -q './opt/asset-desk/lib/app/app.classlist' <<<"$contents" \
      || fail "the .deb has no AOT cache or AppCDS class list"
    # the list the installed console's archive is dumped from is the GUI training's: it names a class only the first
    # screen loads (a headless training's list starts the console slower, for nothing: docs/benchmarks.md)
    list=$(dpkg-deb --fsys-tarfile "$f" | tar -xO ./opt/asset-desk/lib/app/app.classlist)
    grep -q '^io/assetdesk/ui/orders/OrdersController' <<<"$list" \
      || fail "the .deb's class list is not the first screen's (no io/assetdesk/ui/orders/OrdersController)"
    say ".deb class list: $(wc -l <<<"$list") classes, the first screen's included"
  fi
  say ".deb $(du -h "$f" | cut -f1): $(basename "$f")"
fi
say "image $(du -sh "$dest/AssetDesk" | cut -f1)"
say "ok"
