#!/usr/bin/env bash
# Makes the README's screenshots of the console on its built-in training sandbox, under a virtual display:
#   docs/images/orders.png   the Orders screen
#   docs/images/report.png   the order screen of the newest closed order with a report
#
#   packaging/screenshots.sh [--dark] [--size WIDTHxHEIGHT] [--out DIR]
#
#   --dark       also make orders-dark.png and report-dark.png (the dark theme)
#   --size WxH   window and display size (default 1366x900)
#   --out DIR    where the PNGs go (default docs/images)
#
# It builds nothing itself when the build is there: it uses app/target from `mvn -B -q package -DskipTests` (the
# README's first command; the test classes hold the launcher, io.assetdesk.ui.testing.ScreenshotApp) and runs that
# command only when the jar or the launcher is missing. Each picture gets a fresh data folder and home under
# target/screenshots.*/ (-Dassetdesk.home), so nothing of the officer's own settings shows and nothing is written
# elsewhere. Needs Xvfb, xauth and GTK 3; installs them with apt-get when missing (Debian, as root). The PNG is the
# window's own rendering (io.assetdesk.ui.testing.ScreenshotApp), so ImageMagick is not needed.
# Run it again whenever a screen changes; it overwrites the PNGs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
size=1366x900
dark=false
out="$root/docs/images"
while [ $# -gt 0 ]; do
  case "$1" in
    --dark) dark=true ;;
    --size) size=${2:?--size needs WIDTHxHEIGHT}; shift ;;
    --out) out=${2:?--out needs a folder}; shift ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "screenshots.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
[[ "$size" =~ ^[0-9]+x[0-9]+$ ]] || { echo "screenshots.sh: --size is WIDTHxHEIGHT, like 1366x900" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$root"
say() { echo "screenshots: $*"; }
die() { echo "screenshots: $*" >&2; exit 1; }

# --- the build ---------------------------------------------------------------------------------------------------
target="$root/app/target"
if [ ! -f "$target/asset-desk.jar" ] || [ ! -d "$target/lib" ] \
    || [ ! -f "$target/test-classes/io/assetdesk/ui/testing/ScreenshotApp.class" ]; then
  say "no build in app/target: mvn -B -q package -DskipTests"
  mvn -B -q package -DskipTests
fi

# --- the tools: a virtual display and GTK 3 for JavaFX (the console draws the PNG itself: no ImageMagick needed) --
need=()
command -v Xvfb >/dev/null || need+=(xvfb xauth)
ldconfig -p | grep -q libgtk-3.so.0 || need+=(libgtk-3-0)
if [ ${#need[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    say "installing ${need[*]}"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  else
    die "missing ${need[*]} (install them with apt-get, then run again)"
  fi
fi

work=$(mkdir -p "$root/target" && mktemp -d "$root/target/screenshots.XXXXXX")

# --- the virtual display: Xvfb picks a free display number and tells it once it is ready -------------------------
xpid=""
trap '[ -n "$xpid" ] && kill "$xpid" 2>/dev/null; wait 2>/dev/null; true' EXIT
Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
xpid=$!
for _ in $(seq 1 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { cat "$work/xvfb.log" >&2; die "Xvfb did not start"; }
display=":$(head -1 "$work/display")"
say "virtual display $display ($size)"

# --- one picture: shot NAME SCREEN [--dark] ----------------------------------------------------------------------
# The launcher opens the console window on the display, waits until the screen has shown its data for a second, and
# saves the window's own rendering of its scene (a grab of the display can lag behind the scene by seconds).
cp="$target/test-classes:$target/classes:$target/lib/*"
shot() {
  local name=$1 screen=$2 flag=${3:-} home="$work/$1" log="$work/$1.log" rc=0
  mkdir -p "$home/user"
  # A private home (JavaFX and GTK caches, settings) and data folder inside target/; English (US) formats.
  DISPLAY="$display" HOME="$home/user" XDG_CONFIG_HOME="$home/user/.config" XDG_CACHE_HOME="$home/user/.cache" \
    XDG_DATA_HOME="$home/user/.local/share" \
    timeout 300 java -Duser.home="$home/user" -Dassetdesk.home="$home/data" -Dassetdesk.secretStore=memory \
      -Duser.language=en -Duser.country=US \
      -cp "$cp" io.assetdesk.ui.testing.ScreenshotApp "$screen" "$out/$name.png" --size "$size" $flag \
      >"$log" 2>&1 || rc=$?
  case $rc in
    0) say "$(sed -n 's/^screenshot //p' "$log" | sed "s|$root/||")" ;;
    3) say "warning: $name did not settle within two minutes; saved what it showed (log: $log)" ;;
    *) cat "$log" >&2; die "$name failed (exit $rc; log: $log)" ;;
  esac
}

shot orders orders
shot report report
if $dark; then
  shot orders-dark orders --dark
  shot report-dark report --dark
fi
say "done (logs in ${work#"$root"/})"
