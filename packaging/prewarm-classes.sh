#!/usr/bin/env bash
# Regenerates app/src/main/resources/io/assetdesk/prewarm-classes.txt: the JavaFX, AtlantaFX, Ikonli and ControlsFX
# classes the console loads from the start of its JavaFX toolkit to its first frame, in load order (see
# io.assetdesk.Prewarm). Run after upgrading one of those libraries:  packaging/prewarm-classes.sh
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
java -Dassetdesk.prewarm=false -Xlog:class+load:file="$work/classes.log" -Dassetdesk.home="$work/home" -jar app/target/asset-desk.jar \
  --startup-time >/dev/null 2>&1
# from the theme (the first thing the FX thread sets up) on; library classes only (ours are loaded as referenced)
awk '/ atlantafx\.base\.theme\.PrimerLight / { on = 1 } on && / source: (file|jar):/ && $2 !~ /\$\$Lambda/ { print $2 }' \
  "$work/classes.log" \
  | grep -E '^(javafx\.|com\.sun\.javafx\.(scene|css|fxml|collections)|atlantafx\.|org\.kordamp\.|org\.controlsfx\.)' \
  >app/src/main/resources/io/assetdesk/prewarm-classes.txt
echo "prewarm-classes.txt: $(wc -l <app/src/main/resources/io/assetdesk/prewarm-classes.txt) classes"
