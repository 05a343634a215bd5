#!/usr/bin/env bash
# Regenerates app/src/main/resources/io/assetdesk/prewarm-classes.txt: the JavaFX, AtlantaFX, Ikonli and ControlsFX
# classes the console loads from the start of its JavaFX toolkit until its order list shows, in load order (see
# io.assetdesk.app.Prewarm). Run after upgrading one of those libraries:  packaging/prewarm-classes.sh
# Needs a display; starts Xvfb (installed with apt-get on Debian when missing) if DISPLAY is not set.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
[ -f app/target/asset-desk.jar ] || mvn -B -q package -DskipTests
work=$(mktemp -d "$root/app/target/prewarm.XXXX")
if [ -z "${DISPLAY:-}" ]; then
  command -v Xvfb >/dev/null || { apt-get update -qq && apt-get install -y -qq --no-install-recommends xvfb >/dev/null; }
  d=90; while [ -e "/tmp/.X$d-lock" ]; do d=$((d + 1)); done
  Xvfb ":$d" -screen 0 1366x900x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  trap 'kill $xvfb 2>/dev/null || true' EXIT
  export DISPLAY=":$d"
  sleep 1
fi
# the console on its sandbox until its order list is on screen (the table joins the screen with its rows)
java -Dassetdesk.prewarm=false -Xlog:class+load:file="$work/classes.log" \
  -Dassetdesk.home="$work/home" -jar app/target/asset-desk.jar >"$work/out.txt" 2>&1 &
pid=$!
for _ in $(seq 1 300); do grep -qs "Order list on screen" "$work/home/logs/asset-desk.log" && break; sleep 0.2; done
sleep 2
kill "$pid"; wait "$pid" 2>/dev/null || true
# from the theme (the first thing the FX thread sets up) on: library classes (ours are loaded as referenced) and the
# JDK's XML reader (FXML), which the JDK's own class-data archive does not hold
awk '/ atlantafx\.base\.theme\.PrimerLight / { on = 1 }
     on && (/ source: (file|jar):/ || / source: jrt:\/java\.xml/) && $2 !~ /\$\$Lambda/ { print $2 }' \
  "$work/classes.log" \
  | grep -E '^(javafx\.|com\.sun\.javafx\.(scene|css|fxml|collections)|atlantafx\.|org\.kordamp\.|org\.controlsfx\.|javax\.xml\.|com\.sun\.org\.apache\.xerces\.|com\.sun\.xml\.internal\.stream\.|jdk\.xml\.internal\.)' \
  >app/src/main/resources/io/assetdesk/prewarm-classes.txt
echo "prewarm-classes.txt: $(wc -l <app/src/main/resources/io/assetdesk/prewarm-classes.txt) classes"
